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

/* Where each node belongs:
 * - a node with nn_module_stack in its meta: the innermost frame;
 * - call_module: the module that calls it (blocks.0 for blocks.0.qkv);
 * - get_attr: the module owning the parameter (blocks.0.qkv for
 *   blocks.0.qkv.weight);
 * - placeholder, output: the root;
 * - call_function, call_method: the module all its users are in, when they
 *   agree; else the module of its main input (the deepest one, as it
 *   flows through the model); else of its first user.
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
