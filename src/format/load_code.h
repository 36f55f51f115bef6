/* load_code: the Python code of gm.code and gm.print_readable() -> graph. */
#ifndef FXVIZ_LOAD_CODE_H
#define FXVIZ_LOAD_CODE_H

#include <stddef.h>

struct error;
struct fx_graph;
struct guard;

/* Reads the first 'def forward(self, ...)' of buf[0..len), inside a class
 * or not, without running anything: parameters become placeholders, each
 * 'name = EXPR' one node, 'return EXPR' the output. Python operators
 * become the operator.* targets print(gm.graph) names (a + b ->
 * operator.add, a[i] -> operator.getitem). A function the code calls by a
 * global name torch made up (torchvision_ops_..._stochastic_depth) keeps
 * that name: the code does not say which module it is from. Returns a
 * graph the caller frees with fx_graph_free, or NULL with err filled
 * ("line 3, column 12: ..."). guard (or NULL) may cut the read short
 * (format/load.h). */
struct fx_graph *load_code(const char *buf, size_t len,
    const struct guard *guard, struct error *err);

/* Whether buf looks like that code: its first line that is neither blank
 * nor a comment starts with 'def forward(' or is a 'class NAME(...):'. */
int load_is_code(const char *buf, size_t len);

#endif
