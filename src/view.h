/* view: graph + view options -> what to draw (focus, long-edge proxies). */
#ifndef FXVIZ_VIEW_H
#define FXVIZ_VIEW_H

#include <stddef.h>
#include <stdint.h>

struct error;
struct fx_graph;

enum view_rankdir { VIEW_TB, VIEW_LR };

#define VIEW_MAX_DEPTH		100
#define VIEW_PIN_INPUTS		16	/* at most this many inputs go on top */
#define VIEW_DEFAULT_DEPTH	2

struct view_options {
	enum view_rankdir rankdir;
	const char *focus;	/* draw this node and K hops around it; NULL: all */
	int depth;		/* K */
	uint32_t proxy_span;	/* an edge spanning more nodes than this (in
				 * graph order) is drawn from a small proxy
				 * beside its user; 0 never */
};

/* Defaults: top to bottom, whole graph, proxies past VIEW_PROXY_SPAN. */
void view_options_init(struct view_options *o);

enum view_item_kind {
	ITEM_NODE,	/* an FX node */
	ITEM_PROXY	/* stands for node, next to user, on a long edge */
};

struct view_item {
	enum view_item_kind kind;
	uint32_t node;
	uint32_t user;	/* ITEM_PROXY: the user it sits beside */
};

/* One per (node, user) pair drawn, whatever items carry it. */
struct view_edge {
	uint32_t from, to;	/* items */
	uint32_t src, dst;	/* FX nodes: dst is a user of src */
	int main;		/* src is dst's main input: its first input that
				 * is not a leaf (parameter, constant) */
};

struct view {
	const struct fx_graph *g;	/* borrowed */
	struct view_options opt;
	struct view_item *items;
	uint32_t n_items;
	struct view_edge *edges;
	uint32_t n_edges;
	uint32_t n_proxies;
	int pin_inputs;		/* placeholders go on the first rank */
	uint32_t *item_of;	/* node -> its ITEM_NODE, or UINT32_MAX */
};

/* Builds what to draw of g. NULL with err filled when the options do not
 * fit the graph (an unknown focus node) or when out of memory. g must
 * outlive the view. */
struct view *view_build(const struct fx_graph *g,
    const struct view_options *opt, struct error *err);
void view_free(struct view *v);

#endif
