/* write_json: graph -> fxviz JSON (docs/format.md). */
#ifndef FXVIZ_WRITE_JSON_H
#define FXVIZ_WRITE_JSON_H

#include <stddef.h>

struct fx_graph;
struct fx_node;
struct module_tree;

/* The whole graph as fxviz JSON: malloc'd, NUL-terminated, its length in
 * *len. mt is g's module tree (each node's "module"), borrowed: the
 * caller built it when it loaded g, and it is never built here. NULL when
 * out of memory. pretty indents it. */
char *json_write_graph(const struct fx_graph *g, const struct module_tree *mt,
    int pretty, size_t *len);

/* The same, with the server's id and name for the graph (either may be
 * NULL). */
char *json_write_graph_as(const struct fx_graph *g, const char *id,
    const char *name, const struct module_tree *mt, int pretty, size_t *len);

/* One node with all a reader wants: name, op, target, args, kwargs, type,
 * meta, its module in mt (the graph's module tree), and its neighbours
 * (inputs, users, prev, next). NULL when out of memory. */
char *json_write_node(const struct fx_graph *g, const struct fx_node *n,
    const struct module_tree *mt, size_t *len);

#endif
