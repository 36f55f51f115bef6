/* load_log: finds the graphs in a log (TORCH_LOGS=graph_code, aot_graphs,
 * print(exported_program), or any text that holds several printouts), and
 * cuts each out as a text of its own. */
#ifndef FXVIZ_LOAD_LOG_H
#define FXVIZ_LOAD_LOG_H

#include <stddef.h>
#include <stdint.h>

struct error;
struct guard;

/* One graph of a log. */
struct load_part {
	char *name;	/* from its header: "__compiled_fn_1", "forward 0",
			 * "joint 0", "backward 0", "exported program"...;
			 * malloc'd, never NULL */
	char *text;	/* the graph alone, its log prefixes and the
			 * indentation they share removed: load_graph_as
			 * reads it with the form found from it; malloc'd */
	size_t len;
	uint32_t line;	/* its first line in the log, from 1 */
	size_t at;	/* where that line starts in the log (errors are
			 * placed without counting lines from the top: a
			 * log of many failing graphs, each placed, is
			 * read in linear time) */

	/* What a trace (format/load_trace.h) says of the graph, as struct
	 * fx_origin has it (model/graph.h); NULL and -1 for a log. */
	char *compile_id;
	char *stage;
	char *stack;
	char *source;
	int rank;
	/* Why the part cannot be read (its event line is damaged), at
	 * fault_line, fault_column of the whole input; or NULL. */
	char *fault;
	int fault_line, fault_column;
};

/* Fills part with nothing: every pointer NULL, rank -1. */
void load_part_init(struct load_part *part);

/* Frees what part holds (not part itself) and empties it. */
void load_part_clear(struct load_part *part);

/* The length of torch's log prefix at b[p..end) ("V1201 12:00:00.123456
 * 4242 torch/_dynamo/x.py:1234] ", with " [0/0]" and " [__artifact]"
 * after it when it has them), or 0 when the text does not start with
 * one. */
size_t load_log_glog_prefix(const char *b, size_t p, size_t end);

/* Whether buf[0..len) is a log: it holds a header load_log knows (TRACED
 * GRAPH, '===== NAME =====', 'Forward graph (from cache)',
 * ExportedProgram:), with or without log prefixes, rather than starting
 * as one of the other forms; or it starts with a printout ('class
 * NAME(...):', 'graph():') and another starts at a line's first column
 * later (a script's stdout of print_readable() called twice), or two
 * printouts start at a line's first column, one of them a table or
 * 'graph():' (print(gm) then print(gm.graph)). A text that starts as a
 * script or a page ('#', 'import', 'from', a Markdown fence) is a log
 * only from a line with torch's log prefix that holds a header or a
 * printout's first line ('def forward(' too: a paste without its
 * header). A line's prefix may be what a paste left of torch's: its
 * artifact tag alone ("[__graph_code] ", "[0/0] [__aot_graphs] "), or
 * all from its source file on ("torch/_inductor/compile_fx.py:910] [0/1]
 * [__post_grad_graphs] "). */
int load_is_log(const char *buf, size_t len);

/* Cuts the log buf[0..len) into its graphs, in the order they come, each
 * named after its header or "graph N"; a name a graph before has gets
 * " (2)", " (3)"... (each rank's "forward 0" of a torchrun log).
 * 0 with *parts (malloc'd, free with load_parts_free) and *n >= 1, or -1
 * with err filled: ERROR_INPUT with the place ("line 4, column 1: ...")
 * when no graph is found, ERROR_NOMEM. guard (or NULL) may cut it short
 * (base/guard.h). */
int load_log(const char *buf, size_t len, const struct guard *guard,
    struct load_part **parts, size_t *n, struct error *err);

/* Names parts apart, in order: a name a part before bears becomes
 * "name #2", "name #3"..., so that --graph reaches each (each rank's
 * "forward 0" of a torchrun log, a trace's repeated stage). 0, or -1 when
 * out of memory. */
int load_parts_name_apart(struct load_part *parts, size_t n);

void load_parts_free(struct load_part *parts, size_t n);

#endif
