/* overlay: what an overlay (model/graph.h's fx_overlay) says of its
 * graph: totals per module, a node's rank, its values as text. */
#ifndef FXVIZ_OVERLAY_H
#define FXVIZ_OVERLAY_H

#include <stddef.h>
#include <stdint.h>

struct fx_graph;
struct fx_overlay;
struct module_tree;

struct overlay_sums {
	double *module;		/* per module of the tree: the total of the
				 * values of its nodes, at any depth (the
				 * root's is the graph's) */
	double total;		/* of every node with a value */
	uint32_t n_valued;	/* nodes with a value */
	double min, max;	/* of the values; NAN when none */
	double min_positive;	/* the least above 0; NAN when none */
};

/* The sums of o over g, its modules as mt (or NULL: only the graph's).
 * 0, or -1 when out of memory. Free with overlay_sums_free. */
int overlay_sums(const struct fx_graph *g, const struct module_tree *mt,
    const struct fx_overlay *o, struct overlay_sums *s);
void overlay_sums_free(struct overlay_sums *s);

/* Where node's value stands in g: 1 for the greatest, ties sharing the
 * better; 0 when it has none. O(n_nodes). */
uint32_t overlay_rank(const struct fx_graph *g, const struct fx_overlay *o,
    uint32_t node);

/* v in unit with an SI prefix, three significant digits: "118 MFLOP",
 * "1.12 ms", "-3.5 kB", "0 s". */
void overlay_format(double v, const char *unit, char *out, size_t size);

/* Where v falls on the colour scale of s, from 0 (least) to 1 (most):
 * on a log scale when log (overlay_log_scale), else linear. */
double overlay_position(const struct overlay_sums *s, int log, double v);

/* Whether s's values span so many decades (more than 3, all above 0
 * but those at 0) that a linear scale would show one colour. */
int overlay_log_scale(const struct overlay_sums *s);

#endif
