/* check_overlay: numbers per node on the picture (color=NAME): totals
 * per module, ranks, values as text, each node's fill and data-value,
 * the legend, and segments copied from another with their own colours. */
#include "config.h"

#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"
#include "draw/diff_view.h"
#include "draw/draw.h"
#include "draw/render.h"
#include "draw/view.h"
#include "format/load_json.h"
#include "model/graph.h"
#include "model/modules.h"
#include "model/overlay.h"
#include "testlib.h"

/* An overlay "cost" on g: each call_module node (resnet18's convs, bns,
 * relus...) worth its index plus one, in unit. */
static const struct fx_overlay *
cost_overlay(struct fx_graph *g, const char *unit)
{
	struct fx_overlay *o;
	uint32_t i;

	ck_assert_int_eq(fx_graph_add_overlay(g, "cost", unit, &o), FX_OK);
	for (i = 0; i < g->n_nodes; i++)
		if (g->nodes[i].op == FX_CALL_MODULE)
			o->values[i] = i + 1;
	return o;
}

static char *
render_ok(const struct fx_graph *g, const struct module_tree *mt,
    const struct view_options *o, size_t *len)
{
	struct error err = { 0 };
	char *out;

	ck_assert_msg(render_graph(g, mt, o, RENDER_SVG, &out, len, &err) == 0,
	    "render failed: %s", err.msg);
	return out;
}

/* The number in attribute name of the element whose id is id, in svg;
 * NAN when it has none. */
static double
attr_of(const char *svg, const char *id, const char *name)
{
	char want[300];
	const char *at, *end, *v;

	snprintf(want, sizeof(want), "id=\"%s\"", id);
	if ((at = strstr(svg, want)) == NULL || (end = strchr(at, '>')) == NULL)
		return NAN;
	snprintf(want, sizeof(want), " %s=\"", name);
	if ((v = strstr(at, want)) == NULL || v > end)
		return NAN;
	return strtod(v + strlen(want), NULL);
}

/* The tag of svg's root group (<g id="fxviz" ...>) into tag. */
static const char *
root_tag(const char *svg, char *tag, size_t size)
{
	const char *at = strstr(svg, "<g id=\"fxviz\""), *end;

	ck_assert_ptr_nonnull(at);
	ck_assert_ptr_nonnull(end = strchr(at, '>'));
	ck_assert_uint_lt((size_t)(end - at), size);
	snprintf(tag, size, "%.*s", (int)(end - at), at);
	return tag;
}

START_TEST(values_as_text)
{
	static const struct {
		double v;
		const char *unit, *want;
	} cases[] = {
		{ 118013952, "FLOP", "118 MFLOP" },
		{ 0.00112, "s", "1.12 ms" },
		{ 0.0000031, "s", "3.1 \xc2\xb5s" },
		{ 0, "s", "0 s" },
		{ 1536, "B", "1.54 kB" },
		{ -3500, "FLOP", "-3.5 kFLOP" },
		{ 999.7, "B", "1 kB" },
		{ 999499, "B", "999 kB" },
		{ 42, "ms", "42 ms" },
		{ 3.2e18, "FLOP", "3.2 EFLOP" },
	};
	char out[48];
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		overlay_format(cases[i].v, cases[i].unit, out, sizeof(out));
		ck_assert_str_eq(out, cases[i].want);
	}
}
END_TEST

/* A module's total is the sum of its nodes' values at any depth; the
 * root's is the graph's; ranks count from the greatest. */
START_TEST(totals_and_ranks)
{
	struct error err;
	struct fx_graph *g = tl_load("corpus/resnet18.fx.txt", &err);
	struct module_tree *mt = tl_modules(g);
	const struct fx_overlay *o = cost_overlay(g, "FLOP");
	struct overlay_sums s;
	uint32_t i, m, layer1 = modules_find(mt, "layer1");
	uint32_t last_module = 0;
	double want = 0, want_layer1 = 0;

	ck_assert_uint_ne(layer1, MODULE_NONE);
	for (i = 0; i < g->n_nodes; i++) {
		if (isnan(o->values[i]))
			continue;
		want += o->values[i];
		last_module = i;
		for (m = mt->of_node[i]; m != MODULE_NONE; m = mt->m[m].parent)
			if (m == layer1)
				want_layer1 += o->values[i];
	}
	ck_assert_int_eq(overlay_sums(g, mt, o, &s), 0);
	ck_assert(s.total == want && s.module[0] == want);
	ck_assert(s.module[layer1] == want_layer1 && want_layer1 > 0);
	ck_assert(s.max == last_module + 1);
	ck_assert_uint_eq(overlay_rank(g, o, last_module), 1);
	ck_assert_uint_eq(overlay_rank(g, o, 0), 0);	/* the input: none */
	ck_assert(!overlay_log_scale(&s));
	ck_assert(overlay_position(&s, 0, s.max) == 1);
	ck_assert(overlay_position(&s, 0, s.min) == 0);
	ck_assert(isnan(overlay_position(&s, 0, NAN)));
	overlay_sums_free(&s);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* color=cost: each node filled by its value, grey without one, carrying
 * data-value; each module's frame and box its total; the legend the
 * overlay's name, unit, range and total. */
START_TEST(nodes_are_filled_by_their_value)
{
	struct error err;
	struct fx_graph *g = tl_load("corpus/resnet18.fx.txt", &err);
	struct module_tree *mt = tl_modules(g);
	const struct fx_overlay *o = cost_overlay(g, "FLOP");
	struct overlay_sums s;
	struct view_options opt;
	char *svg, id[1024], top[8], least[8];
	size_t len;
	uint32_t i, n_valued = 0, layer1 = modules_find(mt, "layer1");
	int64_t fc = fx_graph_find(g, "fc", 2);

	ck_assert_int_eq(overlay_sums(g, mt, o, &s), 0);
	view_options_init(&opt);
	ck_assert_int_eq(view_option_set(&opt, "color", "cost", &err), 0);
	svg = render_ok(g, mt, &opt, &len);
	for (i = 0; i < g->n_nodes; i++) {
		snprintf(id, sizeof(id), "n:%s", g->nodes[i].name);
		if (isnan(o->values[i])) {
			ck_assert_msg(isnan(attr_of(svg, id, "data-value")),
			    "%s has a value", id);
			continue;
		}
		ck_assert_msg(attr_of(svg, id, "data-value") == o->values[i],
		    "%s: %g", id, attr_of(svg, id, "data-value"));
		n_valued++;
	}
	ck_assert_uint_eq(n_valued, s.n_valued);
	ck_assert(attr_of(svg, "c:layer1", "data-value") == s.module[layer1]);
	/* the greatest is the scale's top colour, the input grey */
	draw_overlay_colour(1, 0, top);
	draw_overlay_colour(0, 0, least);
	ck_assert_int_ge(fc, 0);
	ck_assert(o->values[fc] == s.max);
	snprintf(id, sizeof(id), "id=\"n:fc\"");
	ck_assert_ptr_nonnull(strstr(strstr(svg, id), top));
	ck_assert_ptr_nonnull(strstr(strstr(svg, "id=\"n:x\""),
	    "fill=\"#f4f4f4\""));
	ck_assert_ptr_nonnull(strstr(svg, "class=\"node call_module valued\""));
	ck_assert_ptr_nonnull(strstr(svg, ">cost</text>"));
	ck_assert_ptr_nonnull(strstr(svg, ">no value</text>"));
	{
		char total[48], want[96];

		overlay_format(s.total, "FLOP", total, sizeof(total));
		snprintf(want, sizeof(want), ">total %s in %u nodes</text>",
		    total, s.n_valued);
		ck_assert_msg(strstr(svg, want) != NULL, "no '%s'", want);
		/* the same legend on the root group, for the page: its
		 * title, its top swatch the greatest node's colour, the
		 * total */
		snprintf(want, sizeof(want), " data-legend-total=\"total %s in "
		    "%u nodes\"", total, s.n_valued);
		ck_assert_msg(strstr(root_tag(svg, id, sizeof(id)), want) != NULL,
		    "no '%s' in %s", want, id);
		ck_assert_ptr_nonnull(strstr(id, " data-legend=\"cost (FLOP)\""));
		snprintf(want, sizeof(want), " data-legend-4=\"%s ", top);
		ck_assert_msg(strstr(id, want) != NULL, "no '%s' in %s", want, id);
		ck_assert_ptr_nonnull(strstr(id, " data-legend-5=\"#f4f4f4 #b4b4b4 "
		    "no value\""));
		ck_assert_ptr_null(strstr(id, " data-legend-6="));
	}
	free(svg);
	/* a closed module shows its total and share */
	ck_assert_int_eq(view_option_set(&opt, "collapse", "layer1", &err), 0);
	svg = render_ok(g, mt, &opt, &len);
	ck_assert(attr_of(svg, "m:layer1", "data-value") == s.module[layer1]);
	{
		char total[48], share[128];

		overlay_format(s.module[layer1], "FLOP", total, sizeof(total));
		snprintf(share, sizeof(share), ">%s, %.3g%%</text>", total,
		    100 * s.module[layer1] / s.module[0]);
		ck_assert_msg(strstr(svg, share) != NULL, "no '%s'", share);
	}
	free(svg);
	overlay_sums_free(&s);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* A color naming no overlay of the graph: an error that names those it
 * has; values over more than three decades: a log scale. */
START_TEST(an_unknown_overlay_is_an_error)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("corpus/resnet18.fx.txt", &err);
	struct module_tree *mt = tl_modules(g);
	struct view_options opt;
	struct fx_overlay *o;
	char *out = NULL, *svg;
	size_t len;

	view_options_init(&opt);
	ck_assert_int_eq(view_option_set(&opt, "color", "flops", &err), 0);
	ck_assert_int_eq(render_graph(g, mt, &opt, RENDER_SVG, &out, &len,
	    &err), -1);
	ck_assert_int_eq(err.kind, ERROR_NOT_FOUND);
	ck_assert_str_eq(err.msg, "color: the graph has no overlay 'flops' "
	    "(it has none)");
	cost_overlay(g, "B");
	ck_assert_int_eq(render_graph(g, mt, &opt, RENDER_SVG, &out, &len,
	    &err), -1);
	ck_assert_str_eq(err.msg, "color: the graph has no overlay 'flops' "
	    "(it has cost)");
	ck_assert_int_eq(fx_graph_add_overlay(g, "flops", "FLOP", &o), FX_OK);
	o->values[1] = 1;
	o->values[2] = 5e6;
	svg = render_ok(g, mt, &opt, &len);
	ck_assert_ptr_nonnull(strstr(svg, "> (FLOP, log scale)</text>"));
	free(svg);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* svg past the comment that says how its segments were laid out. */
static const char *
past_comment(const char *svg)
{
	const char *c = strstr(svg, "<!-- fxviz: ");

	ck_assert_ptr_nonnull(c);
	ck_assert_ptr_nonnull(c = strstr(c, "-->"));
	return c;
}

/* Every node of a make_fx GPT, coloured by a value each op's target
 * gives (the same in every layer): its segments the same up to the
 * numbers in their names are copies of one laid out, with their own
 * names and colours: the same bytes as each laid out. (check_reuse
 * renames colours the same up to digits.) */
START_TEST(copied_segments_keep_their_own_colours)
{
	struct error err;
	struct fx_graph *g = tl_load("corpus/gpt48_makefx.fx.txt", &err);
	struct module_tree *mt = tl_modules(g);
	struct view_options opt;
	struct fx_overlay *o;
	struct render_counts before, after;
	char *copied, *each;
	size_t a, b;
	uint32_t i;

	ck_assert_int_eq(fx_graph_add_overlay(g, "work", "FLOP", &o), FX_OK);
	for (i = 0; i < g->n_nodes; i++) {
		const char *t = g->nodes[i].target;

		o->values[i] = g->nodes[i].op == FX_CALL_FUNCTION ?
		    (double)(strlen(t) * 37 % 101) : NAN;
	}
	view_options_init(&opt);
	ck_assert_int_eq(view_option_set(&opt, "expand", "*", &err), 0);
	ck_assert_int_eq(view_option_set(&opt, "color", "work", &err), 0);
	render_set_cache_mb(0);
	render_set_reuse(1);
	render_get_counts(&before);
	copied = render_ok(g, mt, &opt, &a);
	render_get_counts(&after);
	ck_assert_uint_gt(after.copied, before.copied);
	render_set_reuse(0);
	each = render_ok(g, mt, &opt, &b);
	render_set_reuse(1);
	/* but the comment that says how many were copies */
	ck_assert_uint_eq(strlen(copied), a);
	ck_assert_uint_eq(strlen(each), b);
	ck_assert_str_eq(past_comment(copied), past_comment(each));
	free(copied);
	free(each);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* Whether svg holds text as Graphviz writes it: each '-' as "&#45;". */
static int
holds_text(const char *svg, const char *text)
{
	struct buf b = BUF_INIT;
	const char *p;
	int yes;

	for (p = text; *p != '\0'; p++)
		if (*p == '-')
			buf_adds(&b, "&#45;");
		else
			buf_addc(&b, *p);
	yes = buf_cstr(&b) != NULL && strstr(svg, b.data) != NULL;
	buf_free(&b);
	return yes;
}

/* resnet18 with its FLOPs (torch 2's FlopCounterMode, at 224x224)
 * compared with itself fused (batch norms into the convolutions) at
 * 160x160: each node drawn by how its count changed, "236 MFLOP -> 120
 * MFLOP (-49%)", carrying both counts; a node gone has none; the legend
 * says the totals before and after. */
START_TEST(overlays_compared)
{
	struct error err = { 0 };
	struct fx_graph *a = tl_load("overlays/resnet18.before.json", &err);
	struct fx_graph *b = tl_load("overlays/resnet18.fused.json", &err);
	const struct fx_overlay *fa, *fb;
	struct diff_view *dv;
	struct view_options opt;
	char *svg = NULL, want[160], x[48], y[48];
	size_t len;
	uint32_t i;
	double before = 0, after = 0;
	int64_t c1a, c1b;

	ck_assert_ptr_nonnull(a);
	ck_assert_ptr_nonnull(b);
	ck_assert_ptr_nonnull(fa = fx_graph_overlay(a, "flops"));
	ck_assert_ptr_nonnull(fb = fx_graph_overlay(b, "flops"));
	ck_assert_ptr_nonnull(dv = diff_view_new(a, b, &err));
	view_options_init(&opt);
	ck_assert_int_eq(view_option_set(&opt, "color", "flops", &err), 0);
	diff_view_defaults(dv, &opt);
	ck_assert_msg(render_diff(dv, &opt, RENDER_SVG, &svg, &len, &err) == 0,
	    "%s", err.msg);
	c1a = fx_graph_find(a, "conv1", 5);
	c1b = fx_graph_find(b, "conv1", 5);
	ck_assert(fb->values[c1b] < fa->values[c1a]);
	ck_assert(attr_of(svg, "n:conv1", "data-value") == fb->values[c1b]);
	ck_assert(attr_of(svg, "n:conv1", "data-before") == fa->values[c1a]);
	overlay_format(fa->values[c1a], "FLOP", x, sizeof(x));
	overlay_format(fb->values[c1b], "FLOP", y, sizeof(y));
	snprintf(want, sizeof(want), ">%s \xe2\x86\x92 %s (%+.3g%%)</text>", x, y,
	    100 * (fb->values[c1b] - fa->values[c1a]) / fa->values[c1a]);
	ck_assert_msg(holds_text(svg, want), "no '%s'", want);
	/* gone with the fusion: drawn, of no count */
	ck_assert_int_lt(fx_graph_find(b, "bn1", 3), 0);
	ck_assert_ptr_nonnull(strstr(svg, "id=\"n:bn1\""));
	ck_assert(isnan(attr_of(svg, "n:bn1", "data-value")));
	/* the legend: the change's scale, the totals */
	for (i = 0; i < a->n_nodes; i++)
		if (!isnan(fa->values[i]))
			before += fa->values[i];
	for (i = 0; i < b->n_nodes; i++)
		if (!isnan(fb->values[i]))
			after += fb->values[i];
	ck_assert_ptr_nonnull(strstr(svg, "> change (FLOP)</text>"));
	overlay_format(before, "FLOP", x, sizeof(x));
	overlay_format(after, "FLOP", y, sizeof(y));
	snprintf(want, sizeof(want), ">total %s \xe2\x86\x92 %s (%+.3g%%)</text>",
	    x, y, 100 * (after - before) / before);
	ck_assert_msg(holds_text(svg, want), "no '%s'", want);
	{
		char tag[2048], attr[256];

		snprintf(attr, sizeof(attr), " data-legend-total=\"total %s "
		    "\xe2\x86\x92 %s (%+.3g%%)\"", x, y,
		    100 * (after - before) / before);
		ck_assert_msg(strstr(root_tag(svg, tag, sizeof(tag)), attr) !=
		    NULL, "no '%s' in %s", attr, tag);
		ck_assert_ptr_nonnull(strstr(tag, " change (FLOP)\""));
	}
	free(svg);
	diff_view_free(dv);
	fx_graph_free(b);
	fx_graph_free(a);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("overlay");
	TCase *tc = tcase_create("overlay");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, values_as_text);
	tcase_add_test(tc, totals_and_ranks);
	tcase_add_test(tc, nodes_are_filled_by_their_value);
	tcase_add_test(tc, an_unknown_overlay_is_an_error);
	tcase_add_test(tc, copied_segments_keep_their_own_colours);
	tcase_add_test(tc, overlays_compared);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
