/* load_fxir: the text that print(gm.graph) prints -> graph. */
#ifndef FXVIZ_LOAD_FXIR_H
#define FXVIZ_LOAD_FXIR_H

#include <stddef.h>
#include <stdint.h>

#include "model/value.h"

struct error;
struct fx_graph;
struct guard;

/* Reads buf[0..len): torch 1.x ([#users=N]) or 2.x ([num_users=N])
 * syntax, 2020's torch.fx (graph(x, y): headers naming the inputs,
 * [uses=N], get_attr printed as self.a.b) and inductor's "Graph fragment"
 * lines (Tensor "f32[4][1]cpu" annotations, which go to the node's meta,
 * and PlaceHolder inputs without a count), pasted with their "#   "
 * prefix or without it. A text without the graph(...) line is such a
 * fragment: a name it uses but does not define becomes a placeholder with
 * meta.outside set, before the rest, and one warning names them all; in
 * a graph(...) printout it is an error. Returns a graph the caller frees with fx_graph_free, or NULL with err
 * filled ("line 12, column 40: ..."). Values it cannot interpret are kept
 * as raw text and never fail the load; user counts that disagree with the
 * references become warnings on the graph. guard (or NULL) may cut the
 * read short (format/load.h). */
struct fx_graph *load_fxir(const char *buf, size_t len,
    const struct guard *guard, struct error *err);

/* Whether buf[0..len) is an inductor "Graph fragment" comment pasted as
 * it is: its first line a '#' (or '//') comment, and a comment line that
 * says "Graph fragment:" or holds a node ("#   %add : ... = ..."). */
int load_is_fragment(const char *buf, size_t len);

/* Reads buf[start..end) as one value with the reader above, in the form
 * str() of a Python container prints: node names bare, strings quoted. For
 * the other text loaders (load_tabular). Nodes are looked up in g, and a
 * bare name that is no node of g fails with err placed in buf; a value of
 * another kind than expect (0 for any), or one it cannot read, is kept as
 * raw text. It is node user's: a reference to user or a node after it
 * fails (fx_graph_check_ref). The value lives in g's arena; NULL with err
 * filled on failure. */
struct fx_value *load_fxir_value(struct fx_graph *g, const char *buf,
    size_t len, size_t start, size_t end, enum fx_kind expect,
    uint32_t user, struct error *err);

#endif
