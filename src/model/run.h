/* run: a compile run (a TORCH_TRACE folder, a TORCH_COMPILE_DEBUG folder
 * or a compile log): its compiles, their stages, graph breaks,
 * recompiles, failures and restarts, as torch wrote them. */
#ifndef FXVIZ_RUN_H
#define FXVIZ_RUN_H

#include <stddef.h>
#include <stdint.h>

/* One frame of a stack, outermost first. */
struct run_frame {
	char *file;
	long line;
	char *name;		/* the function: "forward", "<module>" */
	char *code;		/* the line's text, when the trace has it */
};

struct run_stack {
	struct run_frame *frames;
	size_t n, cap;
};

/* One graph of a compile, in the order the trace wrote them. */
struct run_stage {
	char *stage;		/* the event's key or artifact's name, as the
				 * trace says it: "dynamo_output_graph" */
	char *graph;		/* the graph's name in the run: "[0/1]
				 * aot_forward_graph", "[rank1] [0/0] ..." */
	size_t part;		/* its index in the parts load_run gave */
	size_t file;		/* the run file it is in (fx_run.files) */
	uint32_t line;		/* its event's line there, from 1 */
	char id[65];		/* the graph's id once the daemon added
				 * it, or "" */
};

/* A graph break: dynamo stopped tracing and compiled what it had. */
struct run_break {
	char *reason;		/* the payload, the trace's own words */
	char *file;		/* "Graph break in user code at FILE:LINE" */
	long line;		/* 0: not said */
	uint32_t event_line;
};

/* What compilation_metrics said of a compile; has 0 when none came. */
struct run_metrics {
	int has;
	double frame_s;		/* entire_frame_compile_time_s, or -1 */
	double backend_s;	/* backend_compile_time_s, or -1 */
	double inductor_s;	/* inductor_compile_time_s, or -1 */
	double code_gen_s;	/* code_gen_time_s, or -1 */
	long guards;		/* guard_count, or -1 */
	long ops;		/* graph_op_count, or -1 */
	long nodes;		/* graph_node_count, or -1 */
	long inputs;		/* graph_input_count, or -1 */
};

enum run_status {
	RUN_OK,			/* compiled, its graph used */
	RUN_RESTARTED,		/* a restart (a graph break) then compiled */
	RUN_EMPTY,		/* compiled to no graph */
	RUN_FAILED,		/* fail_type set: fell back to eager */
	RUN_NO_METRICS		/* no compilation_metrics where others
				 * have them (cut short) */
};

/* One compile: one CompileId and attempt of one rank. */
struct run_compile {
	char *id;		/* as torch prints it: "0/1", "0/0_1",
				 * "!0/1/0"; "-" for events of no compile */
	long frame;		/* frame_id, or -1 */
	long frame_compile;	/* frame_compile_id, or -1 */
	long autograd;		/* compiled_autograd_id, or -1 */
	long attempt;		/* 0 unless a restart made one */
	int rank;		/* -1: the trace names none */
	char *co_name;		/* the code compiled, compilation_metrics' */
	char *co_file;
	long co_line;
	struct run_stack stack;	/* dynamo_start's: where it was called */
	struct run_stage *stages;
	size_t n_stages;
	struct run_break *breaks;
	size_t n_breaks;
	char **recompile_reasons;	/* the guards that failed, each
					 * "0/0: tensor 'x' size mismatch
					 * at index 0..." and the lines of
					 * its user stack, if any */
	size_t n_recompile_reasons;
	char **restart_reasons;	/* compilation_metrics' restart_reasons */
	size_t n_restart_reasons;
	char *fail_type;	/* compilation_metrics' fail_type, or NULL */
	char *fail_reason;
	char *fail_file;
	long fail_line;
	struct run_metrics metrics;
	enum run_status status;
	size_t attempts;	/* attempts seen: 2 after one restart */
	size_t cap_stages, cap_breaks, cap_recompile, cap_restart;
};

/* One file of a run: a rank's trace, a debug folder's file, a log. */
struct run_file {
	char *name;		/* its path inside the run's folder */
	int rank;		/* the rank its events name, or -1 */
	size_t bytes;
};

struct fx_run {
	struct run_compile *compiles;	/* by rank, then in the order
					 * their first event came */
	size_t n_compiles;
	struct run_file *files;
	size_t n_files;
	char **warnings;	/* what was skipped, placed: "rank0.log:
				 * line 12: ..." */
	size_t n_warnings;
	size_t cap_compiles, cap_files, cap_warnings;
};

/* An empty run, or NULL when out of memory. */
struct fx_run *run_new(void);
void run_free(struct fx_run *r);

/* The status's name in JSON: "ok", "restarted", "empty", "failed",
 * "no_metrics". */
const char *run_status_name(enum run_status s);

/* The compile id (as torch prints it) of rank rank, or NULL. */
struct run_compile *run_find(const struct fx_run *r, const char *id,
    int rank);

/* Writes a compile id as torch prints a CompileId and its attempt
 * (torch/_guards.py, CompileId.__str__, TraceId.__str__) into s[0..n):
 * "0/0", "0/0_1", "!0", "!0/1/0"; attempt 0 adds nothing. "-" when the
 * ids name no compile (frame or frame_compile -1 without autograd). */
void run_id_text(char *s, size_t n, long autograd, long frame,
    long frame_compile, long attempt);

/* The compile of these ids and rank (-1 each for none), made at the
 * end when new, its id text set from them: its index, or -1 when out of
 * memory. */
long run_compile_of(struct fx_run *r, long autograd, long frame,
    long frame_compile, int rank);

/* The compile named name and no ids (a TORCH_COMPILE_DEBUG folder's
 * "model__0_forward_1.0"), made when new: its index, or -1 when out of
 * memory. */
long run_compile_named(struct fx_run *r, const char *name);

/* Adds a copy of s to *v (n of *cap). 0, or -1 when out of memory. */
int run_add_string(char ***v, size_t *n, size_t *cap, const char *s,
    size_t len);

/* Adds a warning, printf-style. 0, or -1 when out of memory. */
int run_warn(struct fx_run *r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Adds a graph break to c: its reason s[0..len) (a payload, the trace's
 * own words), placed from its text ("Graph break in user code at
 * FILE:LINE", or its traceback's last 'File "F", line N'). 0, or -1 when
 * out of memory. */
int run_add_break(struct run_compile *c, const char *s, size_t len,
    uint32_t event_line);

/* Adds one line of a recompile's guard failures to c: a line that starts
 * with a compile id ("0/0: tensor 'x' size mismatch...") starts a
 * reason, any other is the last one's next line (its user stack). 0, or
 * -1 when out of memory. */
int run_add_guard_line(struct run_compile *c, const char *s, size_t len);

/* Sets every compile's status from what it holds (after reading). */
void run_finish(struct fx_run *r);

/* The compile that a recompile of c replaced: the same frame, rank and
 * autograd id, the last frame_compile below c's that produced a graph;
 * NULL when c is no recompile. */
const struct run_compile *run_previous(const struct fx_run *r,
    const struct run_compile *c);

#endif
