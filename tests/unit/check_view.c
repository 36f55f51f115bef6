/* check_view: what a view draws: focus, overview, collapsed and expanded
 * modules, merged edges, far-input proxies where long edges cost too
 * much, bridges across hidden ops. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"
#include "model/graph.h"
#include "model/modules.h"
#include "format/load.h"
#include "testlib.h"
#include "draw/view.h"

static struct fx_graph *
load(const char *rel)
{
	struct error err;
	struct fx_graph *g = tl_load(rel, &err);

	ck_assert_msg(g != NULL, "%s", err.msg);
	return g;
}

static struct view *
build(const struct fx_graph *g, const struct module_tree *mt,
    const char *expand, const char *collapse)
{
	struct view_options o;
	struct error err = { 0 };
	struct view *v;

	view_options_init(&o);
	if (expand != NULL)
		ck_assert_int_eq(view_option_set(&o, "expand", expand, &err), 0);
	if (collapse != NULL)
		ck_assert_int_eq(view_option_set(&o, "collapse", collapse, &err),
		    0);
	v = view_build(g, mt, &o, &err);
	ck_assert_msg(v != NULL, "%s", err.msg);
	return v;
}

static uint32_t
count_kind(const struct view *v, enum view_item_kind kind)
{
	uint32_t i, n = 0;

	for (i = 0; i < v->n_items; i++)
		n += v->items[i].kind == kind;
	return n;
}

/* Every (node, user) pair between drawn items is one edge's count. */
static void
check_edges_cover(const struct fx_graph *g, const struct view *v)
{
	uint32_t i, j, pairs = 0, counted = 0;

	for (i = 0; i < g->n_nodes; i++)
		for (j = 0; j < g->nodes[i].n_users; j++)
			pairs += v->item_of[i] != v->item_of[g->nodes[i].users[j]];
	for (i = 0; i < v->n_edges; i++)
		counted += v->edges[i].count;
	ck_assert_int_eq(counted, pairs);
}

/* Every edge runs down graph order, none into an earlier item: items
 * are in the order of their first nodes, so an edge back is one that a
 * top-down drawing would point up. */
static void
check_edges_run_down(const struct view *v)
{
	uint32_t i;

	for (i = 0; i < v->n_edges; i++)
		ck_assert_uint_lt(v->edges[i].from, v->edges[i].to);
}

START_TEST(full_view_draws_every_node)
{
	struct fx_graph *g = load("corpus/resnet18.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build(g, mt, NULL, NULL);
	uint32_t i;

	ck_assert_int_eq(v->overview, 0);
	ck_assert_int_eq(v->clusters, 1);
	ck_assert_int_eq(count_kind(v, ITEM_NODE), g->n_nodes);
	ck_assert_int_eq(count_kind(v, ITEM_MODULE), 0);
	for (i = 0; i < v->n_edges; i++)
		ck_assert_int_eq(v->edges[i].count, 1);
	ck_assert_int_eq(v->n_edges, g->n_edges);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

START_TEST(a_collapsed_module_is_one_item)
{
	struct fx_graph *g = load("corpus/resnet18.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build(g, mt, NULL, "layer1,layer3.1");
	int64_t a = fx_graph_find(g, "layer1_0_conv1", 14);
	int64_t b = fx_graph_find(g, "layer1_1_relu_1", 15);
	int64_t c = fx_graph_find(g, "layer2_0_conv1", 14);
	const struct view_item *it;

	ck_assert_int_eq(count_kind(v, ITEM_MODULE), 2);
	ck_assert_int_eq(v->item_of[a], v->item_of[b]);
	it = &v->items[v->item_of[a]];
	ck_assert_int_eq(it->kind, ITEM_MODULE);
	ck_assert_str_eq(v->modules->m[it->module].path, "layer1");
	ck_assert_int_eq(v->items[v->item_of[c]].kind, ITEM_NODE);
	ck_assert_int_eq(count_kind(v, ITEM_NODE), g->n_nodes -
	    v->modules->m[modules_find(v->modules, "layer1")].n_nodes -
	    v->modules->m[modules_find(v->modules, "layer3.1")].n_nodes);
	check_edges_cover(g, v);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* Module a uses c's weight (tests/data/frames/tied_weight.fx.txt: tied
 * weights, as a GPT's head may use its embedding's): the mul between
 * a's two calls is placed in neither frame, fed by a and feeding a. A
 * box for a would feed the mul and be fed by it, one edge pointing up; a
 * is drawn open instead, one level (its own nodes, and b as a box), and
 * b, which is in no cycle, stays closed. */
START_TEST(a_box_in_a_cycle_is_opened)
{
	struct fx_graph *g = load("frames/tied_weight.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build(g, mt, NULL, "a,a.b");
	int64_t lin = fx_graph_find(g, "a_lin", 5);
	int64_t mul = fx_graph_find(g, "mul", 3);
	int64_t b = fx_graph_find(g, "a_b_lin", 7);

	ck_assert_str_eq(mt->m[mt->of_node[mul]].path, "");
	ck_assert_int_eq(v->items[v->item_of[lin]].kind, ITEM_NODE);
	ck_assert_int_eq(v->items[v->item_of[mul]].kind, ITEM_NODE);
	ck_assert_int_eq(v->items[v->item_of[b]].kind, ITEM_MODULE);
	ck_assert_str_eq(mt->m[v->items[v->item_of[b]].module].path, "a.b");
	ck_assert_int_eq(count_kind(v, ITEM_MODULE), 1);
	/* the user asked for a closed: render says it is open, and why */
	ck_assert_uint_eq(v->n_cycle_open, 1);
	ck_assert_str_eq(mt->m[v->cycle_open].path, "a");
	check_edges_run_down(v);
	check_edges_cover(g, v);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* Modules a and b, each called twice, crosswise: a feeds b, and b feeds
 * a, through different nodes (tests/data/frames/crossed_boxes.fx.txt).
 * No node path leaves either and comes back, but their two boxes would
 * feed each other, one edge pointing up: both are drawn open. */
START_TEST(two_boxes_that_feed_each_other_are_opened)
{
	struct fx_graph *g = load("frames/crossed_boxes.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build(g, mt, NULL, "a,b");

	ck_assert_int_eq(count_kind(v, ITEM_MODULE), 0);
	ck_assert_uint_eq(v->n_cycle_open, 2);
	check_edges_run_down(v);
	view_free(v);
	/* each alone is in no cycle: closed as asked */
	v = build(g, mt, NULL, "a");
	ck_assert_int_eq(count_kind(v, ITEM_MODULE), 1);
	ck_assert_uint_eq(v->n_cycle_open, 0);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

START_TEST(big_graphs_start_as_an_overview)
{
	struct fx_graph *g = load("corpus/gpt48_makefx.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build(g, mt, NULL, NULL);
	uint32_t parts = v->modules->n - 1, in_part3;

	ck_assert_int_eq(v->overview, 1);
	ck_assert_int_eq(count_kind(v, ITEM_MODULE), parts);
	ck_assert_int_eq(count_kind(v, ITEM_NODE), 0);
	check_edges_cover(g, v);
	view_free(v);

	v = build(g, mt, "part3", NULL);
	in_part3 = v->modules->m[modules_find(v->modules, "part3")].n_nodes;
	ck_assert_int_eq(count_kind(v, ITEM_MODULE), parts - 1);
	ck_assert_int_eq(count_kind(v, ITEM_NODE), in_part3);
	check_edges_cover(g, v);
	view_free(v);

	v = build(g, mt, "*", NULL);
	ck_assert_int_eq(count_kind(v, ITEM_NODE), g->n_nodes);
	ck_assert_int_eq(v->n_edges, g->n_edges);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* A long graph that repeats a layer (make_fx's GPT: its parts of 157,
 * 170 and 171 nodes come round every three, its layers every 71 nodes)
 * is cut where the repeat starts again: the segments between the first
 * and the last are the same stretch of the model, so that they can be
 * laid out once. */
START_TEST(repeating_parts_are_cut_into_whole_periods)
{
	struct fx_graph *g = load("corpus/gpt200_makefx.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build(g, mt, "*", NULL);
	uint32_t i, k, *per = calloc(v->n_segments, sizeof(*per));
	char **first = calloc(v->n_segments, sizeof(*first));

	ck_assert_uint_gt(v->n_segments, 10);
	for (i = 0; i < v->n_items; i++) {
		const struct view_item *it = &v->items[i];

		if (it->kind != ITEM_NODE)
			continue;
		if (per[v->segment[i]]++ == 0)
			first[v->segment[i]] = (char *)g->nodes[it->node].target;
	}
	for (k = 2; k + 1 < v->n_segments; k++) {
		ck_assert_uint_eq(per[k], per[1]);
		ck_assert_str_eq(first[k], first[1]);
	}
	ck_assert_uint_ge(per[1], VIEW_SEGMENT_PERIODIC / 2);
	ck_assert_uint_le(per[1], VIEW_SEGMENT_PERIODIC * 2);
	free(per);
	free(first);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* The block (a module two levels down, or one) item i is in. */
static uint32_t
t_block(const struct view *v, uint32_t i)
{
	const struct view_item *it = &v->items[i];
	uint32_t m = it->kind == ITEM_MODULE ? it->module :
	    v->modules->of_node[it->node];

	while (m != MODULE_NONE && v->modules->m[m].depth > 2)
		m = v->modules->m[m].parent;
	return m == MODULE_NONE ? 0 : m;
}

/* A shorter graph whose blocks repeat (symbolic_trace's GPT of 30
 * blocks, 905 nodes in frames) is cut into whole periods of its blocks
 * too, each a run of whole blocks.* (the frame of blocks.K never split),
 * so that the same are laid out once; one of that size that does not
 * repeat (densenet169) is laid out whole, as is a short one (resnet101). */
START_TEST(short_views_that_repeat_are_cut_into_periods)
{
	static const char *const whole[] = { "heldout/densenet169.fx.txt",
		"heldout/resnet101.fx.txt" };
	struct fx_graph *g = load("heldout/gpt30_sym.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build(g, mt, "*", NULL);
	uint32_t i, k, last = UINT32_MAX;

	ck_assert_int_eq(v->clusters, 1);
	ck_assert_uint_ge(v->n_segments, 3);
	ck_assert_uint_le(v->n_segments, 8);
	for (i = 0; i < v->n_items; i++) {
		if (v->items[i].kind == ITEM_PROXY)
			continue;	/* beside its user, in its segment */
		if (last != UINT32_MAX && v->segment[i] != v->segment[last])
			ck_assert_str_ne(v->modules->m[t_block(v, i)].path,
			    v->modules->m[t_block(v, last)].path);
		last = i;
	}
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
	for (k = 0; k < sizeof(whole) / sizeof(whole[0]); k++) {
		g = load(whole[k]);
		mt = tl_modules(g);
		v = build(g, mt, "*", NULL);
		ck_assert_msg(v->n_segments == 1, "%s: %u segments", whole[k],
		    v->n_segments);
		view_free(v);
		modules_free(mt);
		fx_graph_free(g);
	}
}
END_TEST

/* A view in frames whose blocks do not repeat, of more than
 * VIEW_SEGMENT_FRAMED_ABOVE nodes (torch 2's symbolic_trace of
 * efficientnet_b7, 866), is cut between two of its blocks, where the
 * fewest edges cross: between two stages, which one edge joins, drawn
 * across the seam. */
START_TEST(a_framed_view_is_cut_between_blocks_where_fewest_cross)
{
	struct fx_graph *g = load("heldout/efficientnet_b7.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build(g, mt, NULL, NULL);
	uint32_t i, nodes[2] = { 0, 0 }, crossing = 0, last = UINT32_MAX;

	ck_assert_int_eq(v->clusters, 1);
	ck_assert_uint_eq(v->n_segments, 2);
	for (i = 0; i < v->n_items; i++) {
		if (v->items[i].kind == ITEM_PROXY)
			continue;
		nodes[v->segment[i]] += v->items[i].kind == ITEM_NODE;
		if (last != UINT32_MAX && v->segment[i] != v->segment[last])
			ck_assert_uint_ne(t_block(v, i), t_block(v, last));
		last = i;
	}
	/* each within a quarter of a segment of half */
	ck_assert_uint_ge(nodes[0], 866 / 2 - 866 / 8);
	ck_assert_uint_ge(nodes[1], 866 / 2 - 866 / 8);
	for (i = 0; i < v->n_edges; i++)
		if (v->segment[v->item_of[v->edges[i].src]] !=
		    v->segment[v->edges[i].to]) {
			crossing++;
			ck_assert(v->edges[i].seam);
		}
	ck_assert_uint_eq(crossing, 1);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* The view of the graph b's text begins, ending with "return n1199":
 * drawn without frames, in two segments. */
static struct view *
two_segments(struct buf *b, struct fx_graph **g, struct module_tree **mt)
{
	struct view *v;

	buf_adds(b, "    return n1199\n");
	*g = tl_load_text(buf_cstr(b));
	*mt = tl_modules(*g);
	v = build(*g, *mt, NULL, NULL);
	ck_assert_int_eq(v->clusters, 0);
	ck_assert_uint_eq(v->n_segments, 2);
	return v;
}

/* A graph of 1,201 nodes without modules, drawn without frames: cut in
 * two, where the fewest edges cross. Each node takes the one before and
 * the one three before, but past node 639 only one edge crosses: there. */
START_TEST(a_frameless_view_is_cut_where_fewest_edges_cross)
{
	struct buf b = BUF_INIT;
	struct fx_graph *g;
	struct module_tree *mt;
	struct view *v;
	uint32_t i, at = 0;

	buf_adds(&b, "graph():\n    %n0 = placeholder[target=x]\n");
	for (i = 1; i < 1200; i++) {
		if (i < 3 || (i >= 640 && i <= 642))
			buf_printf(&b, "    %%n%u = call_function[target=torch.relu]"
			    "(args = (%%n%u,), kwargs = {})\n", i, i - 1);
		else
			buf_printf(&b, "    %%n%u = call_function[target=operator.add]"
			    "(args = (%%n%u, %%n%u), kwargs = {})\n", i, i - 1, i - 3);
	}
	v = two_segments(&b, &g, &mt);
	for (i = 0; i < v->n_items; i++)
		if (v->items[i].kind == ITEM_NODE &&
		    strcmp(g->nodes[v->items[i].node].name, "n640") == 0)
			at = i;
	ck_assert_uint_eq(v->segment[at - 1], 0);
	ck_assert_uint_eq(v->segment[at], 1);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
	buf_free(&b);
}
END_TEST

/* A random DAG of 1,200 nodes, each taking two nodes drawn uniformly
 * from those before it (bench/random_graph.py's kind): fewer edges cross
 * a cut the later it falls, but only slowly, so the cut stays near the
 * middle, where both segments, each laid out by one core, are about
 * as big. */
START_TEST(a_random_dag_is_cut_near_its_middle)
{
	struct buf b = BUF_INIT;
	struct fx_graph *g;
	struct module_tree *mt;
	struct view *v;
	uint32_t i, per[2] = { 0, 0 }, seed = 1;

	buf_adds(&b, "graph():\n    %n0 = placeholder[target=x]\n");
	for (i = 1; i < 1200; i++) {
		uint32_t a, c;

		seed = seed * 1103515245u + 12345u;
		a = (seed >> 8) % i;
		seed = seed * 1103515245u + 12345u;
		c = (seed >> 8) % i;
		buf_printf(&b, "    %%n%u = call_function[target=operator.add]"
		    "(args = (%%n%u, %%n%u), kwargs = {})\n", i, a, c);
	}
	v = two_segments(&b, &g, &mt);
	for (i = 0; i < v->n_items; i++)
		if (v->items[i].kind == ITEM_NODE)
			per[v->segment[i]]++;
	ck_assert_msg(per[0] <= per[1] * 11 / 10 && per[1] <= per[0] * 11 / 10,
	    "segments of %u and %u nodes", per[0], per[1]);
	/* hundreds of edges cross the cut: none drawn across it; and each
	 * segment's long edges are past its budget: from far-input boxes */
	for (i = 0; i < v->n_edges; i++)
		ck_assert(!v->edges[i].seam);
	for (i = 0; i < v->n_items && v->items[i].kind != ITEM_PROXY; i++)
		;
	ck_assert_uint_lt(i, v->n_items);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
	buf_free(&b);
}
END_TEST

/* Every node of a long graph: laid out in segments, each edge inside one
 * but those drawn across a seam, from one segment into the next (at most
 * VIEW_SEAM_MAX a seam: a layer's main chain runs on across it); an edge
 * between two others starts at a box in the later one. */
START_TEST(long_views_are_cut_into_segments)
{
	struct fx_graph *g = load("corpus/gpt48_makefx.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build(g, mt, "*", NULL);
	uint32_t i, crossing = 0, per[64] = { 0 }, seams[64] = { 0 };
	uint32_t main_seams = 0;

	ck_assert_uint_gt(v->n_segments, 3);
	ck_assert_uint_lt(v->n_segments, 64);
	for (i = 0; i < v->n_items; i++)
		per[v->segment[i]] += v->items[i].kind == ITEM_NODE;
	/* whole periods of its layers, as near VIEW_SEGMENT_PERIODIC as
	 * they come */
	for (i = 0; i + 1 < v->n_segments; i++) {
		ck_assert_uint_ge(per[i], VIEW_SEGMENT_PERIODIC / 2);
		ck_assert_uint_le(per[i], VIEW_SEGMENT_PERIODIC * 2);
	}
	for (i = 0; i < v->n_edges; i++) {
		const struct view_edge *e = &v->edges[i];

		if (e->seam) {
			ck_assert_uint_eq(v->segment[e->from] + 1,
			    v->segment[e->to]);
			ck_assert_int_ne(v->items[e->from].kind, ITEM_PROXY);
			seams[v->segment[e->from]]++;
			main_seams += e->main;
		} else {
			ck_assert_int_eq(v->segment[e->from], v->segment[e->to]);
		}
		crossing += v->segment[v->item_of[e->src]] !=
		    v->segment[e->to];
	}
	ck_assert_uint_ge(crossing, v->n_segments - 1);
	for (i = 0; i + 1 < v->n_segments; i++)
		ck_assert_uint_le(seams[i], VIEW_SEAM_MAX);
	ck_assert_uint_eq(main_seams, v->n_segments - 1);
	ck_assert_int_eq(v->n_edges, g->n_edges);
	/* each segment's long edges (the residual stream, attention's
	 * values) fit its own budget: every edge is drawn, none from a
	 * far-input box */
	for (i = 0; i < v->n_items; i++)
		ck_assert_int_ne(v->items[i].kind, ITEM_PROXY);
	view_free(v);

	v = build(g, mt, NULL, NULL);	/* an overview is one piece */
	ck_assert_int_eq(v->n_segments, 1);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

START_TEST(far_inputs_share_one_proxy)
{
	struct fx_graph *g = load("corpus/densenet121.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build(g, mt, NULL, NULL);
	uint32_t i, shared = 0, drawn = 0;

	for (i = 0; i < v->n_items; i++) {
		if (v->items[i].kind != ITEM_PROXY)
			continue;
		shared += v->items[i].count > 1;
		ck_assert_int_ne(v->items[v->items[i].dst].kind, ITEM_PROXY);
	}
	ck_assert_uint_gt(shared, 10);
	for (i = 0; i < v->n_edges; i++)
		drawn += v->items[v->edges[i].from].kind == ITEM_PROXY;
	ck_assert_uint_gt(drawn, shared);	/* several edges per proxy */
	ck_assert_int_eq(v->n_edges, g->n_edges);	/* one per pair still */
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

START_TEST(focus_keeps_modules_open)
{
	struct fx_graph *g = load("corpus/gpt48_makefx.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view_options o;
	struct error err = { 0 };
	struct view *v;

	view_options_init(&o);
	strcpy(o.focus, "addmm_10");
	o.depth = 2;
	v = view_build(g, mt, &o, &err);
	ck_assert_int_eq(v->overview, 0);
	ck_assert_int_eq(v->clusters, 0);	/* parts frame nothing here */
	ck_assert_int_eq(count_kind(v, ITEM_MODULE), 0);
	ck_assert_uint_lt(count_kind(v, ITEM_NODE), 40);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

START_TEST(hidden_ops_are_left_out)
{
	struct fx_graph *g = load("corpus/special2.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view_options o;
	struct error err = { 0 };
	struct view *v;
	int64_t bias = fx_graph_find(g, "bias", 4);
	uint32_t i;

	view_options_init(&o);
	ck_assert_int_eq(view_option_set(&o, "hide", "get_attr,placeholder",
	    &err), 0);
	v = view_build(g, mt, &o, &err);
	ck_assert_int_eq(count_kind(v, ITEM_NODE), g->n_nodes - 3);
	ck_assert_int_eq(v->item_of[bias], UINT32_MAX);
	for (i = 0; i < v->n_edges; i++)
		ck_assert_int_ne(v->edges[i].src, bias);
	view_free(v);

	strcpy(o.focus, "bias");	/* the node in focus stays */
	v = view_build(g, mt, &o, &err);
	ck_assert_int_ne(v->item_of[bias], UINT32_MAX);
	view_free(v);
	ck_assert_int_eq(view_option_set(&o, "hide", "get_attr,bogus", &err),
	    -1);
	ck_assert_str_eq(err.msg, "hide: 'bogus' is not an op (placeholder, "
	    "get_attr, call_function, call_method, call_module, output)");
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* FX's graphs come in order; a hostile one need not, and is refused
 * where it is read, at the reference that breaks the order, so no view
 * is ever built of a cycle (whose layout ran past 60 s: issue 21, item
 * 20). */
START_TEST(graphs_out_of_order_never_reach_a_view)
{
	static const struct {
		const char *text;
		int column;
		const char *msg;
	} texts[] = {
		{ "{\"nodes\": [{\"name\": \"x\", \"op\": \"output\", "
		    "\"args\": [{\"node\": \"x\"}]}]}", 50, "node 0: 'x' uses "
		    "itself: FX defines each node before its users, so a graph "
		    "holds no cycle" },
		{ "{\"nodes\": [{\"name\": \"a\", \"op\": \"call_function\", "
		    "\"args\": [{\"node\": \"b\"}]}, {\"name\": \"b\", \"op\": "
		    "\"call_function\", \"args\": [{\"node\": \"a\"}]}, "
		    "{\"name\": \"o\", \"op\": \"output\", \"args\": "
		    "[{\"node\": \"b\"}]}]}", 57, "node 0: 'b' is used before it "
		    "is defined: FX defines each node before its users, so a graph "
		    "holds no cycle" },
	};
	struct error err = { 0 };
	size_t i;

	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		ck_assert_ptr_null(load_graph(texts[i].text,
		    strlen(texts[i].text), &err));
		ck_assert_str_eq(err.msg, texts[i].msg);
		ck_assert_int_eq(err.line, 1);
		ck_assert_int_eq(err.column, texts[i].column);
	}
}
END_TEST

/* Out of memory for the edges is a failure, never a view without edges
 * (which the daemon would cache and serve as a 200). */
START_TEST(no_memory_for_edges_fails_the_view)
{
	struct fx_graph *g = load("corpus/resnet18.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view_options o;
	struct error err = { 0 };
	struct view *v;

	view_options_init(&o);
	setenv("FXVIZ_FAULT", "view_edges", 1);
	v = view_build(g, mt, &o, &err);
	unsetenv("FXVIZ_FAULT");
	ck_assert_msg(v == NULL, "a view of %u edges", v ? v->n_edges : 0);
	ck_assert_int_eq(err.kind, ERROR_NOMEM);
	ck_assert_str_eq(err.msg, "out of memory");

	memset(&err, 0, sizeof(err));
	v = view_build(g, mt, &o, &err);
	ck_assert_msg(v != NULL, "%s", err.msg);
	ck_assert_int_eq(v->n_edges, g->n_edges);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

START_TEST(options_have_one_form)
{
	struct view_options a, b;
	struct error err = { 0 };
	struct buf ka = BUF_INIT, kb = BUF_INIT;

	view_options_init(&a);
	view_options_init(&b);
	ck_assert_int_eq(view_option_set(&a, "expand", "b,a,,b, c", &err), 0);
	ck_assert_str_eq(a.expand, "a,b,c");
	ck_assert_int_eq(view_option_set(&b, "expand", "c,a,b", &err), 0);
	ck_assert_int_eq(view_option_set(&b, "rankdir", "tb", &err), 0);
	view_options_key(&a, &ka);
	view_options_key(&b, &kb);
	ck_assert_str_eq(buf_cstr(&ka), buf_cstr(&kb));
	ck_assert_int_eq(view_option_set(&a, "hide", "output,get_attr", &err), 0);
	ck_assert_int_eq(view_option_set(&b, "hide", "get_attr,output", &err), 0);
	buf_reset(&ka);
	buf_reset(&kb);
	view_options_key(&a, &ka);
	view_options_key(&b, &kb);
	ck_assert_str_eq(buf_cstr(&ka), buf_cstr(&kb));
	ck_assert_ptr_nonnull(strstr(buf_cstr(&ka), "&hide=get_attr,output"));
	ck_assert_int_eq(view_option_set(&b, "collapse", "a", &err), 0);
	buf_reset(&kb);
	view_options_key(&b, &kb);
	ck_assert_str_ne(buf_cstr(&ka), buf_cstr(&kb));
	ck_assert_int_eq(view_option_set(&b, "depth", "101", &err), -1);
	ck_assert_str_eq(err.msg, "depth: '101' is not one of 0 to 100");
	buf_free(&ka);
	buf_free(&kb);
}
END_TEST

/* Two views never share a key, whatever bytes their values hold: a
 * control byte, '&' or '=' inside a list is escaped, not a separator. */
START_TEST(a_key_names_one_view_and_reads_back)
{
	static const char *const hostile[][2] = {
		{ "collapse", "layer1\x01&expand=layer2" },
		{ "collapse", "layer1%26expand%3Dlayer2" },
		{ "focus", "add&depth=5" },
		{ "focus", "x\x01" },
		{ "focus", "caf\xc3\xa9 +%" },
		{ "sub", "cond_true_0.body&focus=x" },
	};
	struct view_options a, b, c;
	struct error err = { 0 };
	struct buf ka = BUF_INIT, kb = BUF_INIT, kc = BUF_INIT;
	size_t i;

	view_options_init(&a);
	ck_assert_int_eq(view_option_set(&a, "collapse", "layer1", &err), 0);
	ck_assert_int_eq(view_option_set(&a, "expand", "layer2", &err), 0);
	ck_assert_int_eq(view_option_set(&a, "rankdir", "LR", &err), 0);
	view_options_key(&a, &ka);
	ck_assert_str_eq(buf_cstr(&ka),
	    "rankdir=LR&collapse=layer1&expand=layer2");
	for (i = 0; i < sizeof(hostile) / sizeof(hostile[0]); i++) {
		view_options_init(&b);
		ck_assert_int_eq(view_option_set(&b, "rankdir", "LR", &err), 0);
		ck_assert_int_eq(view_option_set(&b, hostile[i][0],
		    hostile[i][1], &err), 0);
		buf_reset(&kb);
		view_options_key(&b, &kb);
		ck_assert_str_ne(buf_cstr(&ka), buf_cstr(&kb));
		ck_assert_ptr_null(strchr(buf_cstr(&kb), '\x01'));
		/* and it reads back into the same view */
		ck_assert_msg(view_options_parse(&c, kb.data, kb.len, &err) == 0,
		    "%s: %s", kb.data, err.msg);
		buf_reset(&kc);
		view_options_key(&c, &kc);
		ck_assert_str_eq(buf_cstr(&kc), buf_cstr(&kb));
		ck_assert_str_eq(c.focus, b.focus);
		ck_assert_str_eq(c.collapse, b.collapse);
		ck_assert_str_eq(c.sub, b.sub);
	}
	/* edges: auto, the default, is left out; all reads back */
	view_options_init(&b);
	ck_assert_int_eq(view_option_set(&b, "edges", "auto", &err), 0);
	buf_reset(&kb);
	view_options_key(&b, &kb);
	ck_assert_str_eq(buf_cstr(&kb), "rankdir=TB");
	ck_assert_int_eq(view_option_set(&b, "edges", "all", &err), 0);
	ck_assert_int_eq(view_option_set(&b, "hide", "output", &err), 0);
	buf_reset(&kb);
	view_options_key(&b, &kb);
	ck_assert_str_eq(buf_cstr(&kb), "rankdir=TB&edges=all&hide=output");
	ck_assert_int_eq(view_options_parse(&c, kb.data, kb.len, &err), 0);
	ck_assert_int_eq(c.edges, VIEW_EDGES_ALL);
	ck_assert_int_eq(view_options_parse(&c, "edges=all&rankdir=TB&"
	    "hide=output", 32, &err), 0);
	buf_reset(&kc);
	view_options_key(&c, &kc);
	ck_assert_str_eq(buf_cstr(&kc), buf_cstr(&kb));
	ck_assert_int_eq(view_option_set(&b, "edges", "some", &err), -1);
	ck_assert_str_eq(err.msg, "edges: 'some' is not one of auto, all");
	ck_assert_int_eq(view_options_parse(&c, "rankdir=TB&rankdir=LR", 21,
	    &err), -1);
	ck_assert_str_eq(err.msg, "view: 'rankdir' is given twice");
	ck_assert_int_eq(view_options_parse(&c, "colour=red", 10, &err), -1);
	ck_assert_str_eq(err.msg, "view: 'colour' is not a view option");
	ck_assert_int_eq(view_options_parse(&c, "color=2x", 8, &err), -1);
	ck_assert_str_eq(err.msg, "color: '2x' is not one of op, kernel or "
	    "an overlay's name");
	/* an overlay's name: in the key, and read back */
	ck_assert_int_eq(view_options_parse(&c, "color=flops", 11, &err), 0);
	ck_assert_int_eq(c.color, VIEW_COLOR_OVERLAY);
	ck_assert_str_eq(c.overlay, "flops");
	buf_reset(&kc);
	view_options_key(&c, &kc);
	ck_assert_str_eq(buf_cstr(&kc), "rankdir=TB&color=flops");
	/* color=kernel names its output code: both or neither, the code
	 * a graph id, and the key reads back */
	ck_assert_int_eq(view_options_parse(&c, "color=kernel", 12, &err), -1);
	ck_assert_str_eq(err.msg, "color=kernel takes code=ID: the output "
	    "code whose kernels colour the graph");
	ck_assert_int_eq(view_options_parse(&c, "code=0123456789abcdef01234567",
	    29, &err), -1);
	ck_assert_str_eq(err.msg, "code=ID goes with color=kernel");
	ck_assert_int_eq(view_options_parse(&c, "code=x&color=kernel", 19,
	    &err), -1);
	ck_assert_str_eq(err.msg, "code: 'x' is not a graph id");
	ck_assert_int_eq(view_options_parse(&c, "color=kernel&code="
	    "0123456789abcdef01234567&rankdir=LR", 53, &err), 0);
	buf_reset(&kc);
	view_options_key(&c, &kc);
	ck_assert_str_eq(buf_cstr(&kc), "rankdir=LR&code=0123456789abcdef"
	    "01234567&color=kernel");
	ck_assert_int_eq(view_options_parse(&c, "focus=a%2", 9, &err), -1);
	ck_assert_str_eq(err.msg, "view: focus has a bad %-escape");
	buf_free(&ka);
	buf_free(&kb);
	buf_free(&kc);
}
END_TEST

/* shapes: boxes is the default and leaves the key as it was; edges and
 * off each make a key of their own that reads back. */
START_TEST(shapes_are_in_the_key)
{
	static const char *const keys[] = { "rankdir=TB",
		"rankdir=TB&shapes=edges", "rankdir=TB&shapes=off" };
	static const char *const where[] = { "boxes", "edges", "off" };
	struct view_options a, c;
	struct error err = { 0 };
	struct buf k = BUF_INIT;
	size_t i;

	for (i = 0; i < 3; i++) {
		view_options_init(&a);
		ck_assert_int_eq(view_option_set(&a, "shapes", where[i], &err),
		    0);
		buf_reset(&k);
		view_options_key(&a, &k);
		ck_assert_str_eq(buf_cstr(&k), keys[i]);
		ck_assert_int_eq(view_options_parse(&c, k.data, k.len, &err), 0);
		ck_assert_int_eq(c.shapes, a.shapes);
	}
	view_options_init(&a);
	ck_assert_int_eq(view_option_set(&a, "hide", "output", &err), 0);
	ck_assert_int_eq(view_option_set(&a, "shapes", "edges", &err), 0);
	ck_assert_int_eq(view_option_set(&a, "sub", "s", &err), 0);
	buf_reset(&k);
	view_options_key(&a, &k);
	ck_assert_str_eq(buf_cstr(&k),
	    "rankdir=TB&hide=output&shapes=edges&sub=s");
	ck_assert_int_eq(view_option_set(&a, "shapes", "Edges", &err), -1);
	buf_free(&k);
}
END_TEST

/* sub=PATH draws a nested class's graph, with a module tree of its own;
 * an unknown path names the ones there are. */
START_TEST(sub_draws_a_sub_graph)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("code/cond_nested.readable.py", &err);
	struct module_tree *mt;
	struct view_options o;
	struct buf k = BUF_INIT;
	struct view *v;

	ck_assert_ptr_nonnull(g);
	ck_assert_ptr_nonnull(mt = modules_build(g, MODULES_PARTS_ABOVE));
	view_options_init(&o);
	ck_assert_int_eq(view_option_set(&o, "sub", "cond_true_0.cond_true_0",
	    &err), 0);
	view_options_key(&o, &k);
	ck_assert_str_eq(buf_cstr(&k), "rankdir=TB&sub=cond_true_0.cond_true_0");
	ck_assert_ptr_nonnull(v = view_build(g, mt, &o, &err));
	ck_assert_ptr_eq(v->g, fx_graph_sub(g, "cond_true_0.cond_true_0"));
	ck_assert_uint_eq(v->n_items, 3);
	ck_assert_ptr_nonnull(v->own_modules);
	view_free(v);
	/* a focus is looked for in the sub-graph */
	ck_assert_int_eq(view_option_set(&o, "focus", "sin", &err), 0);
	ck_assert_ptr_nonnull(v = view_build(g, mt, &o, &err));
	view_free(v);
	ck_assert_int_eq(view_option_set(&o, "sub", "cond_false_0.x", &err), 0);
	ck_assert_ptr_null(view_build(g, mt, &o, &err));
	ck_assert_int_eq(err.kind, ERROR_NOT_FOUND);
	ck_assert_str_eq(err.msg, "no sub-graph 'cond_false_0.x'; the graph "
	    "has: cond_true_0, cond_false_0, cond_true_0.cond_true_0, "
	    "cond_true_0.cond_false_0");
	buf_free(&k);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* Graphs whose long edges a layout can afford: every skip an edge. */
static const char *const affordable[] = {
	"corpus/resnet18.fx.txt", "torchvision/resnet50.fx.txt",
	"torchvision/resnet101.fx.txt", "torchvision/resnet152.fx.txt",
	"torchvision/inception_v3.fx.txt", "torchvision/efficientnet_b0.fx.txt",
	"corpus/makefx_resnet50.fx.txt", "corpus/gpt4_sym.fx.txt",
	"corpus/mobilenet_v2.fx.txt", "corpus/swin_t.fx.txt",
};

static struct view *
build_edges(const struct fx_graph *g, const struct module_tree *mt,
    const char *edges, const char *hide)
{
	struct view_options o;
	struct error err = { 0 };
	struct view *v;

	view_options_init(&o);
	if (edges != NULL)
		ck_assert_int_eq(view_option_set(&o, "edges", edges, &err), 0);
	if (hide != NULL)
		ck_assert_int_eq(view_option_set(&o, "hide", hide, &err), 0);
	v = view_build(g, mt, &o, &err);
	ck_assert_msg(v != NULL, "%s", err.msg);
	return v;
}

/* The number of edges that reach further than the proxies' span. */
static uint32_t
long_edges(const struct view *v)
{
	uint32_t i, n = 0;

	for (i = 0; i < v->n_edges; i++)
		n += v->edges[i].dst > v->edges[i].src + 8;
	return n;
}

START_TEST(affordable_skips_are_edges)
{
	struct fx_graph *g = load(affordable[_i]);
	struct module_tree *mt = tl_modules(g);
	struct view *v = build_edges(g, mt, NULL, NULL);

	ck_assert_msg(count_kind(v, ITEM_PROXY) == 0, "%s: %u proxies",
	    affordable[_i], count_kind(v, ITEM_PROXY));
	ck_assert_int_eq(v->n_edges, g->n_edges);	/* one per pair */
	check_edges_cover(g, v);
	if (strstr(affordable[_i], "torchvision/resnet") != NULL)
		ck_assert_uint_gt(long_edges(v), 15);	/* the skips */
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* A DenseNet's long edges would take minutes of layout: proxies, but
 * for edges=all. */
START_TEST(costly_long_edges_keep_proxies)
{
	struct fx_graph *g = load("corpus/densenet121.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build_edges(g, mt, NULL, NULL);
	uint32_t i;

	ck_assert_uint_gt(count_kind(v, ITEM_PROXY), 50);
	view_free(v);
	v = build_edges(g, mt, "all", NULL);
	ck_assert_int_eq(count_kind(v, ITEM_PROXY), 0);
	ck_assert_int_eq(v->n_edges, g->n_edges);
	for (i = 0; i < v->n_edges; i++)
		ck_assert_int_eq(v->items[v->edges[i].from].kind, ITEM_NODE);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* Whether node i's result is a size: x.size(), or getitem of one. */
static int
is_size(const struct fx_graph *g, uint32_t i)
{
	const struct fx_node *n = &g->nodes[i];

	if (n->target == NULL)
		return 0;
	if (strcmp(n->target, "size") == 0)
		return 1;
	return strcmp(n->target, "operator.getitem") == 0 &&
	    n->n_inputs == 1 && is_size(g, n->inputs[0]);
}

/* Every node of a symbolic_trace GPT: each view in a block takes its
 * sizes from the block's top, and those long edges cost more than a
 * segment's budget. They come from far-input boxes; the residual stream
 * and the other long edges that carry tensors are drawn whole. */
START_TEST(long_edges_from_sizes_are_proxied_first)
{
	struct fx_graph *g = load("heldout/gpt30_sym.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build(g, mt, "*", NULL);
	uint32_t i, sizes = 0, tensors = 0, long_tensors = 0;

	for (i = 0; i < v->n_items; i++) {
		const struct view_item *p = &v->items[i];

		if (p->kind != ITEM_PROXY)
			continue;
		if (v->segment[p->src] != v->segment[p->dst])
			continue;	/* between segments: another rule */
		if (is_size(g, v->items[p->src].node))
			sizes++;
		else
			tensors++;
	}
	ck_assert_uint_gt(sizes, 10);
	ck_assert_uint_eq(tensors, 0);
	for (i = 0; i < v->n_edges; i++) {
		const struct view_edge *e = &v->edges[i];

		long_tensors += v->items[e->from].kind == ITEM_NODE &&
		    !is_size(g, e->src) && e->dst > e->src + 20;
	}
	ck_assert_uint_ge(long_tensors, 30);	/* a residual edge a block */
	check_edges_cover(g, v);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* torch.export lists every parameter first: in a view cut into segments,
 * each is drawn in the first segment that uses it (never after one of its
 * users, so no edge points up), and the buffers nothing reads with the
 * inputs, in the first; none stands alone in another segment. */
START_TEST(parameters_are_drawn_in_the_segment_that_uses_them)
{
	struct fx_graph *g = load("torch2/densenet121/export/graph.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build(g, mt, NULL, NULL);
	uint32_t i, j, moved = 0, unused = 0;

	ck_assert_uint_ge(v->n_segments, 2);
	for (i = 0; i < v->n_items; i++) {
		const struct fx_node *n = &g->nodes[v->items[i].node];
		uint32_t first = UINT32_MAX;

		if (v->items[i].kind != ITEM_NODE || n->op != FX_PLACEHOLDER)
			continue;
		for (j = 0; j < n->n_users; j++)
			if (v->segment[v->item_of[n->users[j]]] < first)
				first = v->segment[v->item_of[n->users[j]]];
		if (n->n_users == 0) {
			ck_assert_uint_eq(v->segment[i], 0);
			unused++;
		} else {
			ck_assert_uint_eq(v->segment[i], first);
			moved += first > 0;
		}
	}
	ck_assert_uint_eq(unused, 121);	/* num_batches_tracked */
	ck_assert_uint_gt(moved, 200);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* How many connected pieces the view's items and edges make. */
static uint32_t
pieces(const struct view *v)
{
	uint32_t *parent = malloc((v->n_items + 1) * sizeof(*parent));
	uint32_t i, n = 0;

	ck_assert_ptr_nonnull(parent);
	for (i = 0; i < v->n_items; i++)
		parent[i] = i;
	for (i = 0; i < v->n_edges; i++) {
		uint32_t a = v->edges[i].from, b = v->edges[i].to;

		while (parent[a] != a)
			a = parent[a];
		while (parent[b] != b)
			b = parent[b];
		parent[a] = b;
	}
	for (i = 0; i < v->n_items; i++)
		n += parent[i] == i;
	free(parent);
	return n;
}

/* Hiding an op bridges its inputs to its users: one piece still; one
 * that joins several inputs to several users is drawn as a point. */
START_TEST(hidden_ops_are_bridged)
{
	struct fx_graph *g = load("torchvision/inception_v3.fx.txt");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build_edges(g, mt, NULL, NULL);
	uint32_t i, bridges = 0, hidden = 0, junctions = 0;

	ck_assert_int_eq(pieces(v), 1);
	view_free(v);
	v = build_edges(g, mt, NULL, "call_function");
	for (i = 0; i < g->n_nodes; i++) {
		hidden += g->nodes[i].op == FX_CALL_FUNCTION;
		/* a cat joining a block's four branches to the next's four
		 * stays, as a point; nothing else of the op does */
		ck_assert_int_eq(v->junction[i], g->nodes[i].op ==
		    FX_CALL_FUNCTION && strncmp(g->nodes[i].name, "cat", 3) ==
		    0 && g->nodes[i].n_users > 1);
		junctions += v->junction[i];
	}
	ck_assert_uint_gt(hidden, 90);
	ck_assert_uint_eq(junctions, 10);
	ck_assert_int_eq(count_kind(v, ITEM_NODE), g->n_nodes - hidden +
	    junctions);
	ck_assert_int_eq(pieces(v), 1);
	for (i = 0; i < v->n_edges; i++) {
		const struct view_edge *e = &v->edges[i];

		bridges += e->bridge;
		/* never from or to a hidden node, but for a point */
		ck_assert(g->nodes[e->src].op != FX_CALL_FUNCTION ||
		    v->junction[e->src]);
		ck_assert(g->nodes[e->dst].op != FX_CALL_FUNCTION ||
		    v->junction[e->dst]);
	}
	ck_assert_uint_gt(bridges, 90);
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* Through a chain of hidden nodes, once per pair: a -> (h1 -> h2, h1 ->
 * h3) -> b is one dotted edge a -> b; a direct edge a -> b stays solid. */
START_TEST(bridges_are_transitive_and_once)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %a : [num_users=2] = placeholder[target=a]\n"
	    "    %h1 : [num_users=2] = call_method[target=relu](args = (%a,), kwargs = {})\n"
	    "    %h2 : [num_users=1] = call_method[target=relu](args = (%h1,), kwargs = {})\n"
	    "    %h3 : [num_users=1] = call_method[target=relu](args = (%h1,), kwargs = {})\n"
	    "    %b : [num_users=1] = call_function[target=operator.add]"
	    "(args = (%h2, %h3), kwargs = {})\n"
	    "    %c : [num_users=1] = call_function[target=operator.add]"
	    "(args = (%b, %a), kwargs = {})\n"
	    "    return c\n");
	struct module_tree *mt = tl_modules(g);
	struct view *v = build_edges(g, mt, NULL, "call_method");
	uint32_t i, ab = 0, ac = 0;

	ck_assert_int_eq(count_kind(v, ITEM_NODE), 4);
	for (i = 0; i < v->n_edges; i++) {
		const struct view_edge *e = &v->edges[i];

		if (strcmp(g->nodes[e->src].name, "a") != 0)
			continue;
		if (strcmp(g->nodes[e->dst].name, "b") == 0) {
			ab++;
			ck_assert_int_eq(e->bridge, 1);
			ck_assert_int_eq(e->count, 1);
		} else if (strcmp(g->nodes[e->dst].name, "c") == 0) {
			ac++;
			ck_assert_int_eq(e->bridge, 0);
		}
	}
	ck_assert_int_eq(ab, 1);
	ck_assert_int_eq(ac, 1);
	ck_assert_int_eq(v->n_edges, 4);	/* a-b, a-c, b-c, c-output */
	view_free(v);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("view");
	TCase *tc = tcase_create("view");

	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, full_view_draws_every_node);
	tcase_add_test(tc, a_collapsed_module_is_one_item);
	tcase_add_test(tc, a_box_in_a_cycle_is_opened);
	tcase_add_test(tc, two_boxes_that_feed_each_other_are_opened);
	tcase_add_test(tc, big_graphs_start_as_an_overview);
	tcase_add_test(tc, long_views_are_cut_into_segments);
	tcase_add_test(tc, a_frameless_view_is_cut_where_fewest_edges_cross);
	tcase_add_test(tc, a_random_dag_is_cut_near_its_middle);
	tcase_add_test(tc, short_views_that_repeat_are_cut_into_periods);
	tcase_add_test(tc, a_framed_view_is_cut_between_blocks_where_fewest_cross);
	tcase_add_test(tc, repeating_parts_are_cut_into_whole_periods);
	tcase_add_test(tc, far_inputs_share_one_proxy);
	tcase_add_loop_test(tc, affordable_skips_are_edges, 0,
	    sizeof(affordable) / sizeof(affordable[0]));
	tcase_add_test(tc, costly_long_edges_keep_proxies);
	tcase_add_test(tc, long_edges_from_sizes_are_proxied_first);
	tcase_add_test(tc, parameters_are_drawn_in_the_segment_that_uses_them);
	tcase_add_test(tc, hidden_ops_are_bridged);
	tcase_add_test(tc, bridges_are_transitive_and_once);
	tcase_add_test(tc, focus_keeps_modules_open);
	tcase_add_test(tc, hidden_ops_are_left_out);
	tcase_add_test(tc, graphs_out_of_order_never_reach_a_view);
	tcase_add_test(tc, no_memory_for_edges_fails_the_view);
	tcase_add_test(tc, options_have_one_form);
	tcase_add_test(tc, a_key_names_one_view_and_reads_back);
	tcase_add_test(tc, shapes_are_in_the_key);
	tcase_add_test(tc, sub_draws_a_sub_graph);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
