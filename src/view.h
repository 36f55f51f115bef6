/* view: graph + view options -> what to draw (focus, long-edge proxies). */
#ifndef FXVIZ_VIEW_H
#define FXVIZ_VIEW_H

#include <stddef.h>
#include <stdint.h>

struct buf;
struct error;
struct fx_graph;

enum view_rankdir { VIEW_TB, VIEW_LR };

#define VIEW_MAX_DEPTH		100
#define VIEW_PIN_INPUTS		16	/* at most this many inputs go on top */
#define VIEW_DEFAULT_DEPTH	2
#define VIEW_NAME_MAX		1024	/* bytes of a focus name, NUL included */

struct view_options {
	enum view_rankdir rankdir;
	char focus[VIEW_NAME_MAX];	/* draw this node and K hops around
					 * it; "" for the whole graph */
	int depth;		/* K */
	uint32_t proxy_span;	/* an edge spanning more nodes than this (in
				 * graph order) is drawn from a small proxy
				 * beside its user; 0 never */
};

/* Defaults: top to bottom, whole graph, proxies past VIEW_PROXY_SPAN. */
void view_options_init(struct view_options *o);

/* Sets the option a URL query names: rankdir (TB, LR), focus (a node
 * name), depth (0 to VIEW_MAX_DEPTH). Unknown keys are ignored. 0, or -1
 * with err saying what is wrong with the value. */
int view_option_set(struct view_options *o, const char *key,
    const char *value, struct error *err);

/* Appends the options in one canonical form, the same for every way of
 * asking for the same view (defaults left out, fixed order): the key of
 * caches and ETags. Returns 0, or -1 when out of memory. */
int view_options_key(const struct view_options *o, struct buf *b);

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
