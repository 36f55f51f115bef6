/* modules: the module hierarchy of a graph, as torch paths (blocks.3.attn). */
#ifndef FXVIZ_MODULES_H
#define FXVIZ_MODULES_H

#include <stddef.h>
#include <stdint.h>

struct fx_graph;

#define MODULE_NONE	UINT32_MAX
/* The part_above every caller passes but the fuzz target: parts exist so
 * that a big graph's first view, the overview (VIEW_OVERVIEW_NODES, the
 * same number), has boxes to close. Measured (docs/benchmarks.md):
 * Graphviz takes about a second per 1,500 nodes of a long model, and a
 * reader sees little in more. */
#define MODULES_PARTS_ABOVE	1500
/* Modules nest at most this deep; a deeper path ends at its ancestor of
 * this depth. */
#define MODULES_MAX_DEPTH	64

struct module {
	char *path;		/* "blocks.3.attn"; "" for the root */
	const char *type;	/* from nn_module_stack, or NULL */
	uint32_t parent;	/* MODULE_NONE for the root */
	uint32_t depth;		/* 0 for the root */
	uint32_t n_nodes;	/* nodes inside, at any depth */
	uint32_t first, last;	/* the first and last of them in graph order */
	int part;		/* a stretch of graph order, not a torch module */
};

struct module_tree {
	struct module *m;	/* m[0] is the root; parents before children */
	uint32_t n;
	uint32_t *of_node;	/* each node's innermost module */
	int parts;		/* the modules are parts (the graph had none) */
};

/* Where each node belongs. A frame is drawn around a node only on a fact
 * the graph states:
 * - a node with nn_module_stack in its meta: the innermost frame;
 * - call_module: the module that calls it (blocks.0 for blocks.0.qkv);
 * - get_attr: the module owning the parameter (blocks.0.qkv for
 *   blocks.0.qkv.weight), but for a constant that tracing keeps on the
 *   root (_tensor_constant0, _param_constant0, _frozen_param0): made
 *   wherever it was met, it is placed like a call_function;
 * - placeholder, output: the root.
 * print(gm.graph) states none for call_function and call_method, nor does
 * the code form: its "# File:" comments name a source line and function
 * (forward), not a module path. Such a node is placed by two bounds,
 * each a module that must hold it when each module runs once and the
 * graph lists nodes in the order they were made (as tracing does), since
 * a module's nodes are then those made while it runs:
 * - by data: the deepest module holding the facts nearest it upstream
 *   (its inputs' facts; for an input without one, the facts nearest that
 *   input upstream, and so on) and downstream (its users', likewise),
 *   which were made before and after it;
 * - by order: the deepest module holding the nearest facts before and
 *   after it in graph order.
 * A bound with no fact on one side is the root. The node goes to the
 * deeper bound; were neither to hold the other, to the module holding
 * both. So a frame may leave a node outside, never put it in one it is
 * not in: the relu after Conv2d_1a_3x3's bn and before Conv2d_2a_3x3's
 * conv is drawn in their parent, in neither frame; resnet's residual add,
 * between its block's bn2 and relu, in the block. A chain of such nodes
 * (x.relu().flatten()) looks past itself to the same facts, so no node
 * depends on where another was put.
 * Where modules do not run once, a node can still be drawn in a frame it
 * is not in: one made by a parent between two calls of a shared module,
 * or between two items of a ModuleList (layers.0, layers.1) is drawn in
 * the shared module's or the list's (layers) frame.
 * A graph with more than part_above nodes and no module at all (make_fx
 * prints none) is cut into parts of consecutive nodes instead, named
 * "part1", "part2"..., cut where the fewest edges cross.
 * Built once, by whoever loads the graph (the CLI, the registry, a render
 * worker), and lent to the view and the JSON writer, which never build
 * one. NULL when out of memory. */
struct module_tree *modules_build(const struct fx_graph *g,
    uint32_t part_above);
void modules_free(struct module_tree *t);

/* Bytes t holds, for a graph of n_nodes nodes. */
size_t modules_bytes(const struct module_tree *t, uint32_t n_nodes);

/* The module with this path, or MODULE_NONE. */
uint32_t modules_find(const struct module_tree *t, const char *path);

#endif
