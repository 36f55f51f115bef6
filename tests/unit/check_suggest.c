/* check_suggest: "did you mean": names ranked against one that matched
 * nothing (base/nearest), and a graph's names offered to it and a view's
 * lists checked against them (model/suggest). */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "base/nearest.h"
#include "model/graph.h"
#include "model/modules.h"
#include "model/suggest.h"
#include "testlib.h"

/* The hint for query among the names, NULL-terminated. */
static const char *
hint(const char *query, const char *const *names)
{
	static char out[512];
	struct nearest n;

	nearest_init(&n, query);
	for (; *names != NULL; names++)
		nearest_offer(&n, *names, strlen(*names));
	nearest_hint(&n, out, sizeof(out));
	return out;
}

static const char *const resnet[] = {
	"x", "conv1", "bn1", "relu", "maxpool", "layer1_0_conv1",
	"layer1_0_bn1", "layer1_0_relu", "layer1_0_conv2", "add",
	"layer1_0_relu_1", "layer1_1_conv1", "add_1", "layer2_0_conv1",
	"layer10_0_conv1", "fc", "output", NULL
};

START_TEST(a_prefix_comes_first)
{
	/* the brief's typo: a name cut short */
	ck_assert_str_eq(hint("layer1_0_conv", resnet),
	    "did you mean layer1_0_conv1 or layer1_0_conv2?");
	/* a name run on: the names it starts with */
	ck_assert_str_eq(hint("layer1_0_conv1_weight", resnet),
	    "did you mean layer1_0_conv1?");
}
END_TEST

START_TEST(case_and_dots_are_ignored)
{
	/* a module path for a node name, in another case */
	ck_assert_str_eq(hint("Layer1.0.Conv1", resnet),
	    "did you mean layer1_0_conv1?");
	/* the names equal but for that, alone */
	ck_assert_str_eq(hint("RELU", resnet), "did you mean relu?");
}
END_TEST

START_TEST(then_a_few_edits)
{
	/* a swap, a change, a letter left out */
	ck_assert_str_eq(hint("lyaer2_0_conv1", resnet),
	    "did you mean layer2_0_conv1?");
	ck_assert_str_eq(hint("maxpoll", resnet), "did you mean maxpool?");
	ck_assert_str_eq(hint("ad_1", resnet), "did you mean add_1?");
	/* nothing near: no hint */
	ck_assert_str_eq(hint("attention", resnet), "");
	ck_assert_str_eq(hint("", resnet), "");
}
END_TEST

START_TEST(at_most_three_each_once)
{
	static const char *const many[] = { "add", "add", "add_1", "add_2",
	    "add_3", NULL };

	/* the shortest (nearest) first, the first offered among equals */
	ck_assert_str_eq(hint("ad", many), "did you mean add, add_1 or "
	    "add_2?");
}
END_TEST

START_TEST(long_names_are_bounded)
{
	char q[4096], out[64];
	struct nearest n;

	memset(q, 'a', sizeof(q) - 1);
	q[sizeof(q) - 1] = '\0';
	nearest_init(&n, q);
	nearest_offer(&n, q, strlen(q));
	ck_assert_uint_eq(nearest_hint(&n, out, sizeof(out)), 0);
	ck_assert_str_eq(out, "");
	/* a long name is cut in the hint, which is cut to its buffer */
	nearest_init(&n, "aaaa");
	nearest_offer(&n, q, 200);
	nearest_hint(&n, out, sizeof(out));
	ck_assert_uint_eq(strlen(out), sizeof(out) - 1);
}
END_TEST

START_TEST(a_graphs_nodes_and_ops)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("corpus/resnet18.fx.txt", &err);
	char out[256];

	ck_assert_ptr_nonnull(g);
	suggest_node(g, NULL, "layer1_0_conv", out, sizeof(out));
	ck_assert_str_eq(out, "did you mean layer1_0_conv1 or "
	    "layer1_0_conv2?");
	suggest_node(g, NULL, "layer4.1.bn2", out, sizeof(out));
	ck_assert_str_eq(out, "did you mean layer4_1_bn2?");
	suggest_op("call_modul", 10, out, sizeof(out));
	ck_assert_str_eq(out, "did you mean call_module?");
	suggest_op("Placeholder", 11, out, sizeof(out));
	ck_assert_str_eq(out, "did you mean placeholder?");
	fx_graph_free(g);
}
END_TEST

START_TEST(a_views_lists)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("corpus/resnet18.fx.txt", &err);
	struct module_tree *t;
	char out[1024], small[80];

	ck_assert_ptr_nonnull(g);
	t = tl_modules(g);
	/* every name matches: nothing said */
	ck_assert_int_eq(suggest_unmatched(g, t, "layer1.0,*", "layer2",
	    1u << FX_CALL_MODULE, out, sizeof(out)), 0);
	ck_assert_str_eq(out, "");
	ck_assert_int_eq(suggest_unmatched(g, t, "layer1_0,layer1.0",
	    "Layer3,nothing", (1u << FX_GET_ATTR) | (1u << FX_PLACEHOLDER),
	    out, sizeof(out)), 4);
	ck_assert_str_eq(out, "expand: no module 'layer1_0'; did you mean "
	    "layer1.0?; collapse: no module 'Layer3'; did you mean layer3?; "
	    "collapse: no module 'nothing'; hide: no get_attr node in this "
	    "graph");
	/* whole warnings only, then how many more */
	ck_assert_int_eq(suggest_unmatched(g, t, "layer1_0,a,b", "", 0,
	    small, sizeof(small)), 3);
	ck_assert_str_eq(small, "expand: no module 'layer1_0'; did you mean "
	    "layer1.0? (and 2 more)");
	modules_free(t);
	fx_graph_free(g);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("suggest");
	TCase *tc = tcase_create("nearest");

	tcase_add_test(tc, a_prefix_comes_first);
	tcase_add_test(tc, case_and_dots_are_ignored);
	tcase_add_test(tc, then_a_few_edits);
	tcase_add_test(tc, at_most_three_each_once);
	tcase_add_test(tc, long_names_are_bounded);
	suite_add_tcase(s, tc);
	tc = tcase_create("suggest");
	tcase_add_test(tc, a_graphs_nodes_and_ops);
	tcase_add_test(tc, a_views_lists);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
