/* load_run: the files of a compile run (a TORCH_TRACE folder, one file a
 * rank) -> the run (model/run.h) and the graphs in it. */
#ifndef FXVIZ_LOAD_RUN_H
#define FXVIZ_LOAD_RUN_H

#include <stddef.h>

struct error;
struct fx_run;
struct guard;
struct load_part;

/* One file of a run, borrowed. */
struct run_input {
	const char *name;	/* its path inside the run's folder */
	const char *bytes;
	size_t len;
};

/* Whether buf is a file a run is made of: a TORCH_TRACE file
 * (load_is_trace). */
int load_run_is_part(const char *buf, size_t len);

/* Whether load_run reads files[i] of the n files of a run (a trace, a
 * compile log with no trace beside it, a debug folder's graph file or
 * provenance mapping) rather than leave it out: a store keeps those
 * alone, so that the same run with other files beside it is the same
 * run. */
int load_run_takes(const struct run_input *files, size_t n, size_t i);

/* Reads the files of a run, in the order given (a folder's, sorted by
 * name): every compile each names, with its stages (the graph events of
 * load_trace, each a part), graph breaks, recompile reasons, restarts,
 * failure and metrics. A file that is no trace is left out with a
 * warning. *parts (load_parts_free) hold every graph, named as
 * load_trace names them and apart across files; stage.part indexes
 * them. 0, or -1 with err filled: ERROR_INPUT when no file holds a
 * compile or a graph (placed in the first trace), ERROR_NOMEM, or what
 * guard (or NULL) says. */
int load_run(const struct run_input *files, size_t n,
    const struct guard *guard, struct fx_run **run,
    struct load_part **parts, size_t *n_parts, struct error *err);

#endif
