/* load: any graph input (print(gm.graph) text or fxviz JSON) -> graph. */
#ifndef FXVIZ_LOAD_H
#define FXVIZ_LOAD_H

#include <stddef.h>

struct error;
struct fx_graph;
struct guard;

/* Which reader a text wants: JSON when it starts with '{'. */
int load_is_json(const char *buf, size_t len);

/* Reads buf[0..len) with the reader its first character asks for.
 * NULL with err filled on bad input. */
struct fx_graph *load_graph(const char *buf, size_t len, struct error *err);

/* The same, cut short by guard (base/guard.h), which may be NULL. */
struct fx_graph *load_graph_guarded(const char *buf, size_t len,
    const struct guard *guard, struct error *err);

#endif
