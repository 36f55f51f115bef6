/* suggest: the names of a graph nearest one that names nothing in it
 * ("did you mean ..."), and which names a view's options give match
 * nothing. */
#ifndef FXVIZ_SUGGEST_H
#define FXVIZ_SUGGEST_H

#include <stddef.h>

struct fx_graph;
struct module_tree;

/* "did you mean a, b or c?": the node names of g, and of g2 unless NULL,
 * nearest name (base/nearest.h), into out (size bytes); "" when none is
 * near. */
void suggest_node(const struct fx_graph *g, const struct fx_graph *g2,
    const char *name, char *out, size_t size);

/* The same among the six ops, for name[0..len). */
void suggest_op(const char *name, size_t len, char *out, size_t size);

/* The names of a view that match nothing in g, whose module tree t is:
 * each path of the comma-separated lists expand and collapse that names
 * no module of t ("*" names them all), each op of the mask hide (bit
 * 1 << op) that no node of g has. One warning each, "expand: no module
 * 'layer9'; did you mean layer1?", joined by "; " into out (size bytes:
 * whole warnings, then "(and N more)"), "" when every name matches.
 * Returns how many names match nothing. */
int suggest_unmatched(const struct fx_graph *g, const struct module_tree *t,
    const char *expand, const char *collapse, unsigned hide, char *out,
    size_t size);

#endif
