/* load_trace: a TORCH_TRACE file (what tlparse reads) -> the graphs in
 * it, each a text of its own with what the trace says of it. */
#ifndef FXVIZ_LOAD_TRACE_H
#define FXVIZ_LOAD_TRACE_H

#include <stddef.h>

struct error;
struct fx_run;
struct guard;
struct load_part;

/* Whether buf[0..len) is a TORCH_TRACE file: its first line is torch's
 * log prefix ("V1201 20:49:47.568000 7023 torch/x.py:12] ") and one
 * JSON object. */
int load_is_trace(const char *buf, size_t len);

/* Cuts the trace buf[0..len) into its graphs, in the order they come:
 * every event whose payload is a printed graph (dynamo_output_graph,
 * aot_*_graph, exported_program, the artifacts inductor writes of its
 * passes, fx_graph_runnable...; load_trace.c has the list) or output
 * code (inductor_output_code). A part's text is its payload's lines,
 * each less the tab before it (an output code's with its compile's
 * inductor_provenance_tracking_node_mappings after it, as
 * load_provenance_append writes it); its name is
 * "[rank1] [0/0] aot_forward_graph" (the rank only when the trace has
 * one, the compile id only when the event has one), with " #2", " #3"
 * on a name the trace repeats; compile_id, rank, stage, stack (from the
 * compile's dynamo_start, through the trace's string table) and source
 * (from its compilation_metrics) as the trace says them. An event whose
 * line is not valid JSON becomes a part with its fault placed. 0 with
 * *parts (load_parts_free) and *n >= 1; -1 with err filled: ERROR_INPUT
 * when the trace holds no graph, ERROR_NOMEM, or what guard (or NULL)
 * says (base/guard.h). */
int load_trace(const char *buf, size_t len, const struct guard *guard,
    struct load_part **parts, size_t *n, struct error *err);

/* load_trace, and what its events say of each compile gathered into run
 * (model/run.h) as the file numbered file of the run: compiles (by
 * compile id without attempt, and rank), their stack, code, metrics,
 * failure, restarts, graph breaks (dynamo_graph_break_reason),
 * recompile reasons and stages (stage.part an index into *parts). A
 * trace of compiles but no graph is no error here: 0 with *n 0. */
int load_trace_run(const char *buf, size_t len, const struct guard *guard,
    struct fx_run *run, size_t file, struct load_part **parts, size_t *n,
    struct error *err);

#endif
