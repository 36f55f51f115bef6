/* load_tabular: the table that gm.graph.print_tabular() prints -> graph. */
#ifndef FXVIZ_LOAD_TABULAR_H
#define FXVIZ_LOAD_TABULAR_H

#include <stddef.h>

struct error;
struct fx_graph;
struct guard;

/* Reads buf[0..len), a tabulate table with the columns opcode, name,
 * target, args and kwargs, one node a row. Targets are turned into the
 * names print(gm.graph) uses where the printed form says which one it is
 * (<built-in function add> -> operator.add, aten.add.Tensor ->
 * torch.ops.aten.add.Tensor), else kept as printed. Users come from the
 * names in args and kwargs. Returns a graph the caller frees with
 * fx_graph_free, or NULL with err filled ("line 3, column 16: ...").
 * guard (or NULL) may cut the read short (format/load.h). */
struct fx_graph *load_tabular(const char *buf, size_t len,
    const struct guard *guard, struct error *err);

/* Whether buf looks like such a table: its first non-blank line is the
 * header, opcode, name and target first. */
int load_is_tabular(const char *buf, size_t len);

#endif
