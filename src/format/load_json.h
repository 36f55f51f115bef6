/* load_json: fxviz JSON (docs/format.md) -> graph. */
#ifndef FXVIZ_LOAD_JSON_H
#define FXVIZ_LOAD_JSON_H

#include <stddef.h>

struct error;
struct fx_graph;
struct guard;

#define FXVIZ_JSON_FORMAT	"fxviz-graph"
/* The version written; every one from 1 up to it is read (2 added a
 * call_module node's "target_module"). */
#define FXVIZ_JSON_VERSION	2

/* Reads fxviz JSON from buf[0..len). Returns a graph the caller frees with
 * fx_graph_free, or NULL with err filled and placed at the line and column
 * of the offending value. guard (or NULL) may cut the read short
 * (format/load.h). */
struct fx_graph *load_json(const char *buf, size_t len,
    const struct guard *guard, struct error *err);

#endif
