/* diff_view: two graphs -> their diff, the merged graph with its module
 * tree (unchanged stretches made modules when the graphs name none), and
 * the default view that closes what did not change. */
#ifndef FXVIZ_DIFF_VIEW_H
#define FXVIZ_DIFF_VIEW_H

struct diff;
struct error;
struct fx_graph;
struct module_tree;
struct view_options;

/* A run of more than this many unchanged nodes, in a graph that names no
 * module, becomes a module of its own ("same1", "same2"...). */
#define DIFF_VIEW_STRETCH	8

struct diff_view {
	struct diff *d;			/* owned */
	struct fx_graph *g;		/* the merged graph, owned */
	struct module_tree *mt;		/* g's, owned */
};

/* The diff of a and b (borrowed: they must outlive it) and what to draw
 * it with. NULL with err: ERROR_LIMIT for graphs too big to compare
 * (diff_fits), ERROR_NOMEM when out of memory. */
struct diff_view *diff_view_new(const struct fx_graph *a,
    const struct fx_graph *b, struct error *err);
void diff_view_free(struct diff_view *dv);

/* When o names no module to expand or collapse, and no focus: every
 * module without a change starts closed, those with one open. */
void diff_view_defaults(const struct diff_view *dv, struct view_options *o);

#endif
