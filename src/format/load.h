/* load: any graph input (print(gm.graph) text, a print_tabular() table,
 * gm.code, fxviz JSON, torch's logs of them) -> graph, its form found from
 * the text or named. */
#ifndef FXVIZ_LOAD_H
#define FXVIZ_LOAD_H

#include <stddef.h>

struct error;
struct fx_graph;
struct guard;
struct load_part;

/* Which reader a text wants: JSON when it starts with '{'. */
int load_is_json(const char *buf, size_t len);

/* Reads buf[0..len) with the reader its first character asks for.
 * NULL with err filled on bad input. */
struct fx_graph *load_graph(const char *buf, size_t len, struct error *err);

/* The same, cut short by guard (base/guard.h), which may be NULL. */
struct fx_graph *load_graph_guarded(const char *buf, size_t len,
    const struct guard *guard, struct error *err);

/* The forms fxviz reads, by the names --from and ?from= take. */
#define LOAD_FORMS	"fx, tabular, json, code, log, trace, repro, output_code"

/* Whether form is one of LOAD_FORMS. */
int load_form_known(const char *form);

/* The same, read as form (one of LOAD_FORMS, or NULL to find it from the
 * text). The graph's form says which was read. NULL with err filled: bad
 * input, or an unknown form (ERROR_INPUT). A text that is none of the
 * forms gets one error naming them all, at the line where it stopped
 * making sense.
 * A TORCH_TRACE file (format/load_trace.h; found when load_is_trace
 * says so) likewise, form "trace", with its graph's origin.
 * A log (format/load_log.h; found when load_is_log says so) gives its one
 * graph, named after its header, its nodes' lines and its errors' places
 * in the log; form "log". A log of several graphs is refused, naming
 * them ("the log holds 3 graphs: __compiled_fn_1, forward 0, backward
 * 0; ..."): load_split reads each. */
struct fx_graph *load_graph_as(const char *buf, size_t len, const char *form,
    const struct guard *guard, struct error *err);

/* The same for the text of a part load_split cut that is not a trace's
 * payload (part->stage NULL): the one part of a text it found no log or
 * trace in (its name ""), or one graph of a log. Read as form, or the
 * form found from it without looking for a log or trace again, which
 * took a tenth of reading a big graph. */
struct fx_graph *load_graph_unsplit(const char *buf, size_t len,
    const char *form, const struct guard *guard, struct error *err);

/* Cuts buf[0..len) into the graphs it holds, each to be read with
 * load_part_graph (a part named "", load_graph_unsplit): a
 * TORCH_TRACE file (form "trace", or form NULL and load_is_trace) into
 * its graph events (load_trace); a log (form "log", or form NULL and
 * load_is_log) into its graphs (load_log); any other text
 * into one part named "" (no header names it) holding a copy of the
 * whole text, at line 1. form is one of LOAD_FORMS or NULL. 0 with
 * *parts (free with load_parts_free) and *n >= 1, or -1 with err filled
 * (an unknown form, a log without a graph, ERROR_NOMEM). Reads no graph:
 * a part may still fail to load. */
int load_split(const char *buf, size_t len, const char *form,
    const struct guard *guard, struct load_part **parts, size_t *n,
    struct error *err);

/* Reads part, cut from buf[0..len) by load_split, as a graph: a log's
 * part with the form found from its text, a trace's as any text is
 * read (load_graph_as, form NULL); its name the part's, its nodes' lines
 * and its errors' places those of buf, its origin (model/graph.h) what
 * the trace says of it. NULL with err filled: the part's fault, or what
 * its reader found. */
struct fx_graph *load_part_graph(const char *buf, size_t len,
    const struct load_part *part, const struct guard *guard,
    struct error *err);

/* -1 with err filled (placed in the whole input) when part cannot be
 * read at all: a trace's event line that is not valid JSON. 0 if not. */
int load_part_fault(const struct load_part *part, struct error *err);

/* Moves err, placed in part's text, to the same place in the log
 * buf[0..len) that part was cut from. */
void load_part_place(const char *buf, size_t len, const struct load_part *part,
    struct error *err);

#endif
