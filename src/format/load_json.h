/* load_json: fxviz JSON (docs/format.md) -> graph. */
#ifndef FXVIZ_LOAD_JSON_H
#define FXVIZ_LOAD_JSON_H

#include <stddef.h>

struct error;
struct fx_graph;
struct guard;

#define FXVIZ_JSON_FORMAT	"fxviz-graph"
/* The latest version; every one from 1 up to it is read (2 added a
 * call_module node's "target_module", 3 the graph's "overlays"). A
 * graph without overlays is written as version 2. */
#define FXVIZ_JSON_VERSION	3

/* Reads fxviz JSON from buf[0..len). Returns a graph the caller frees with
 * fx_graph_free, or NULL with err filled and placed at the line and column
 * of the offending value. guard (or NULL) may cut the read short
 * (format/load.h). */
struct fx_graph *load_json(const char *buf, size_t len,
    const struct guard *guard, struct error *err);

/* Adds to g the overlays of buf[0..len), a JSON text a profiler, a cost
 * model or a script gives (docs/format.md, "Overlays"): an overlay object
 * as fxviz JSON holds one ({"name", "unit", "values", ...}), an array
 * of them or {"overlays": [...]}; or an object of node name to a number
 * (one overlay, called name, in unit) or to several named numbers
 * ({"conv1": {"mean": 1.2, "std": 0.1}}: an overlay for each, called
 * NAME.KEY, or KEY when name is NULL; unit "KEY:UNIT,KEY:UNIT" gives
 * each its own). name and unit (or NULL) stand in for an overlay
 * object's missing "name" and "unit". A name of no node of g is a
 * warning of g's (the overlay and the first few such names), not an
 * error. The number of overlays added, or -1 with err placed at the
 * line and column of what is wrong (g then unchanged but for the
 * overlays added before). */
int load_overlays(const char *buf, size_t len, const char *name,
    const char *unit, struct fx_graph *g, struct error *err);

#endif
