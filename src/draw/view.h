/* view: graph + view options -> what to draw (focus, module overview,
 * collapsed modules, long-edge proxies). */
#ifndef FXVIZ_VIEW_H
#define FXVIZ_VIEW_H

#include <stddef.h>
#include <stdint.h>

#include "model/modules.h"
#include "model/overlay.h"

struct buf;
struct diff;
struct error;
struct fx_graph;
struct kernel_map;

enum view_rankdir { VIEW_TB, VIEW_LR };

/* Which long edges are drawn as edges: as many as the layout can afford
 * (the rest from far-input proxies), or all of them. */
enum view_edges { VIEW_EDGES_AUTO, VIEW_EDGES_ALL };
/* Where tensor shapes are drawn: in the boxes (float32[1, 64, 56, 56]),
 * on the edges (1×64×56×56, the shape of what flows along it), or not. */
enum view_shapes { VIEW_SHAPES_BOXES, VIEW_SHAPES_EDGES, VIEW_SHAPES_OFF };
/* What a node's fill says: its op, or the kernel of inductor's output
 * code that computes it (a post-grad graph beside its output code). */
enum view_color { VIEW_COLOR_OP, VIEW_COLOR_KERNEL, VIEW_COLOR_OVERLAY };
#define VIEW_OVERLAY_MAX	65	/* bytes of an overlay's name, NUL
					 * included (model/graph.h) */

#define VIEW_MAX_DEPTH		100
#define VIEW_PIN_INPUTS		16	/* at most this many inputs go on top */
#define VIEW_DEFAULT_DEPTH	2
#define VIEW_NAME_MAX		1024	/* bytes of a focus name, NUL included */
#define VIEW_LIST_MAX		2048	/* bytes of an expand or collapse list */
#define VIEW_ID_MAX		32	/* bytes of a graph id, NUL included */
/* Above this many nodes the first view is the module overview. The same
 * number as the parts of a graph without modules: an overview needs
 * modules to close (model/modules.h says why this many). */
#define VIEW_OVERVIEW_NODES	MODULES_PARTS_ABOVE
/* A view of more nodes than this is laid out in segments of about
 * VIEW_SEGMENT_NODES consecutive nodes, stacked: Graphviz's network
 * simplex grows faster than linearly with a long chain. */
#define VIEW_SEGMENT_ABOVE	2000
/* and a view drawn without frames, of more than this many, cut where
 * the fewest edges cross: the first view of a random DAG of 1,000 nodes
 * (bench/random_graph.py) took 0.46 s whole, 0.20 s in two segments on
 * two cores; of 1,200 nodes, 0.84 s and 0.28 s */
#define VIEW_SEGMENT_FRAMELESS_ABOVE	800
#define VIEW_SEGMENT_NODES	600
/* and a view drawn in frames whose blocks do not repeat, of more than
 * this many, in segments of about VIEW_SEGMENT_FRAMED_NODES, each cut
 * between two of its blocks where the fewest edges cross (between an
 * EfficientNet's stages, one), its frames joined across the seams: the
 * first view of efficientnet_b7 (866 nodes) took 372 ms whole, 229 ms
 * in two segments on two cores (10% more instructions); densenet169's
 * (600 nodes), 20% more instructions for 1.3x, is left whole */
#define VIEW_SEGMENT_FRAMED_ABOVE	800
#define VIEW_SEGMENT_FRAMED_NODES	400
/* and a view whose blocks repeat (a transformer's, framed), of more
 * than this many, cut into whole periods of them, most laid out once
 * and joined across the seams (draw/seams.h): every node of gpt60_sym
 * (1,804 nodes) took 0.54 s whole */
#define VIEW_SEGMENT_REPEATS_ABOVE	600
/* At most this many edges are drawn across the seam between two
 * segments; where more cross, all come from proxies. */
#define VIEW_SEAM_MAX		8
/* A view that repeats is cut into segments of the whole number of its
 * periods nearest this many items: fewer than a segment that does not
 * repeat, since most repeats are laid out once (draw/reuse.h). Every node
 * of gpt200_makefx, in one process: 300, 0.70 s of CPU (51 segments, 31
 * copies); 400, 0.98 s; 600, 1.12 s; 700, 1.32 s (20, 7 copies). */
#define VIEW_SEGMENT_PERIODIC	300
/* Blocks that repeat with a period of up to this many are cut into
 * segments of whole periods. */
#define VIEW_PERIOD_MAX		16
/* and parts that repeat every this many items at most are cut into
 * periods of items (a layer) */
#define VIEW_PERIOD_ITEMS_MAX	4096

struct view_options {
	enum view_rankdir rankdir;
	char focus[VIEW_NAME_MAX];	/* draw this node and K hops around
					 * it; "" for the whole graph */
	int depth;		/* K */
	char expand[VIEW_LIST_MAX];	/* modules drawn open: sorted paths,
					 * comma-separated; "*" all */
	char collapse[VIEW_LIST_MAX];	/* modules drawn as one box */
	unsigned hide;		/* ops left out: bit (1 << op) */
	enum view_edges edges;
	uint32_t proxy_span;	/* an edge spanning more nodes than this (in
				 * graph order) may be drawn from a small
				 * proxy beside its user; 0 never */
	uint32_t overview_above;	/* more nodes than this: modules start
					 * closed; 0 never */
	enum view_shapes shapes;
	char sub[VIEW_NAME_MAX];	/* the sub-graph drawn instead of the
					 * graph: a dotted path of nested
					 * classes, "cond_true_0.cond_true_0";
					 * "" for the graph itself */
	enum view_color color;
	char code[VIEW_ID_MAX];	/* color=kernel: the id of the output code
				 * whose kernels colour the nodes; "" else */
	char overlay[VIEW_OVERLAY_MAX];	/* color=NAME: the overlay whose
					 * values colour the nodes; "" else */
};

/* Defaults: top to bottom, whole graph, proxies past VIEW_PROXY_SPAN. */
void view_options_init(struct view_options *o);

/* The names of the options a view takes, in URLs, keys and the CLI. */
#define VIEW_OPTION_KEYS \
	{ "rankdir", "focus", "depth", "expand", "collapse", "hide", "shapes", \
	  "sub", "edges", "color", "code" }

/* Sets the option a URL query names: rankdir (TB, LR), focus (a node
 * name), depth (0 to VIEW_MAX_DEPTH), expand and collapse (module paths,
 * comma-separated), hide (ops, comma-separated), shapes (boxes, edges,
 * off), sub (a sub-graph's dotted path), edges (auto, all), color (op,
 * kernel, or the name of an overlay of the graph: fx_overlay_name_valid),
 * code (a graph id: digest.h). 0, or -1 with err saying
 * what is wrong with the value, or that key is no view option. */
int view_option_set(struct view_options *o, const char *key,
    const char *value, struct error *err);

/* Appends the options in one canonical form, the same for every way of
 * asking for the same view: a URL query in a fixed order, rankdir always,
 * other defaults left out, values percent-encoded, so that two views
 * never share a key. The key of caches and ETags, and what the render
 * workers are sent. Returns 0, or -1 when out of memory. */
int view_options_key(const struct view_options *o, struct buf *b);

/* Whether the options go together: color=kernel and a code, or
 * neither. 0, or -1 with err saying what is missing. */
int view_options_check(const struct view_options *o, struct error *err);

/* Reads a query like view_options_key's (any order; values
 * percent-encoded) into o, through view_option_set: every name must be a
 * view option, given once, and the whole pass view_options_check. 0, or
 * -1 with err filled. */
int view_options_parse(struct view_options *o, const char *query,
    size_t len, struct error *err);

enum view_item_kind {
	ITEM_NODE,	/* an FX node */
	ITEM_MODULE,	/* a collapsed module: all its nodes in one box */
	ITEM_PROXY	/* stands for an item far away, next to its user */
};

struct view_item {
	enum view_item_kind kind;
	uint32_t node;		/* NODE: the node; MODULE: its first node;
				 * PROXY: the node of the edge it starts */
	uint32_t module;	/* NODE: the module it is drawn in; MODULE:
				 * the module */
	uint32_t src, dst;	/* PROXY: the item it stands for, the item it
				 * sits beside */
	uint32_t user;		/* PROXY: the user node of its edge */
	uint32_t count;		/* PROXY: the far items it stands for (all
				 * the far inputs of dst share one proxy) */
};

/* One per pair of items with edges between them; in a view without
 * collapsed modules, one per (node, user) pair. */
struct view_edge {
	uint32_t from, to;	/* items */
	uint32_t src, dst;	/* FX nodes of its first (node, user) pair */
	uint32_t count;		/* (node, user) pairs it stands for */
	int main;		/* src is dst's main input (drawn straight) */
	int bridge;		/* through hidden nodes only (drawn dotted) */
	int seam;		/* from one segment into the next: drawn in
				 * both, to a stub at the end of the first and
				 * from one at the start of the next, and
				 * joined across the seam (draw/seams.h) */
};

struct view {
	const struct fx_graph *g;	/* borrowed */
	struct view_options opt;
	struct view_item *items;
	uint32_t n_items;
	struct view_edge *edges;
	uint32_t n_edges;
	uint32_t n_proxies;
	uint32_t n_modules_closed;	/* ITEM_MODULE items */
	int pin_inputs;		/* placeholders go on the first rank */
	int overview;		/* modules start closed */
	int clusters;		/* draw open modules as clusters */
	uint32_t *item_of;	/* node -> the item drawing it, or UINT32_MAX */
	uint8_t *spine;		/* per node: on the main chain from the output
				 * back along main inputs, drawn in one line */
	uint8_t *junction;	/* per node: of an op the hide option hides,
				 * but joining several inputs to several
				 * users (a cat between two inception blocks):
				 * drawn as a point, since bridging every
				 * input to every user would take n * m edges
				 * and lose the shape */
	const struct module_tree *modules;	/* g's, borrowed or own_modules */
	struct module_tree *own_modules;	/* a sub-graph's, built for the
						 * view; or NULL */
	uint8_t *open;		/* per module: drawn open */
	uint32_t cycle_open;	/* a module the collapse option names that
				 * is drawn open, as its box would sit in a
				 * cycle (view.c's open_cycles); or
				 * MODULE_NONE */
	uint32_t n_cycle_open;	/* how many such */
	const struct diff *diff;	/* g is this diff's merged graph: each
					 * node and edge drawn in its class;
					 * or NULL (set by the caller) */
	const struct kernel_map *kernels;	/* g's kernels, each node
						 * filled by its kernel's
						 * colour (color=kernel); or
						 * NULL (set by the caller) */
	uint32_t n_segments;	/* laid out apart and stacked; 1: whole */
	uint32_t *segment;	/* per item: its segment */
	const struct fx_overlay *overlay;	/* color=NAME: g's overlay,
						 * or NULL */
	struct overlay_sums sums;	/* of overlay over g and its modules */
	int log_scale;		/* its colours on a log scale */
	const struct fx_overlay *before;	/* NAME.before, when g has it
						 * (a diff's merged graph:
						 * a's values): each node
						 * then drawn by its change */
	struct overlay_sums sums_before;
	double change_max;	/* the greatest change of a node, either way */
};

/* color=NAME beside NAME.before (v->before): how node's value changed,
 * after less before, a value missing on one side counted 0; NAN when it
 * has neither. */
double view_change(const struct view *v, uint32_t node);

/* The sub-graph of g that path names (fx_graph_sub), g itself for "";
 * NULL with err of kind ERROR_NOT_FOUND naming the sub-graphs g has. */
const struct fx_graph *view_sub_graph(const struct fx_graph *g,
    const char *path, struct error *err);

/* Builds what to draw of g, whose module tree mt is (built once, when g
 * was loaded: the view never builds one for g; for the sub-graph that
 * opt->sub names, which is drawn instead, it builds one, as the
 * sub-graphs are small and seldom drawn). NULL with err filled when the
 * options do not fit the graph (an unknown sub-graph or focus node), or
 * of kind ERROR_NOMEM when out of memory. g and mt are borrowed and must
 * outlive the view. */
struct view *view_build(const struct fx_graph *g,
    const struct module_tree *mt, const struct view_options *opt,
    struct error *err);
void view_free(struct view *v);

#endif
