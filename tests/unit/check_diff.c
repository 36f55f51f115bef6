/* check_diff: the matching (by name, by structure), the classes of nodes
 * and edges, the merged graph, and the time two 14,000-node graphs take. */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/buf.h"
#include "base/error.h"
#include "format/write_diff.h"
#include "model/diff.h"
#include "model/graph.h"
#include "testlib.h"

static const char before[] =
    "graph():\n"
    "    %x : [#users=1] = placeholder[target=x]\n"
    "    %conv : [#users=1] = call_function[target=torch.conv2d](args = (%x,), kwargs = {})\n"
    "    %bn : [#users=1] = call_function[target=torch.batch_norm](args = (%conv,), kwargs = {})\n"
    "    %relu : [#users=1] = call_function[target=torch.relu](args = (%bn,), kwargs = {})\n"
    "    return relu\n";
/* bn gone, relu a gelu, conv renamed conv_1 with a new kwarg */
static const char after[] =
    "graph():\n"
    "    %x : [#users=1] = placeholder[target=x]\n"
    "    %conv_1 : [#users=1] = call_function[target=torch.conv2d](args = (%x,), kwargs = {bias: True})\n"
    "    %relu : [#users=1] = call_function[target=torch.nn.functional.gelu](args = (%conv_1,), kwargs = {})\n"
    "    return relu\n";

static uint32_t
merged(const struct diff *d, const struct fx_graph *g, const char *name)
{
	int64_t i = fx_graph_find(g, name, strlen(name));

	ck_assert_msg(i >= 0, "no node %s", name);
	return g == d->a ? d->of_a[i] : d->of_b[i];
}

START_TEST(diff_self_is_same)
{
	struct error err;
	struct fx_graph *a = tl_load("corpus/resnet18.fx.txt", &err);
	struct diff *d;

	ck_assert_ptr_nonnull(a);
	d = diff_new(a, a);
	ck_assert_ptr_nonnull(d);
	ck_assert_uint_eq(d->count[DIFF_SAME], a->n_nodes);
	ck_assert_uint_eq(d->n_nodes, a->n_nodes);
	ck_assert_uint_eq(d->edge_count[DIFF_SAME], a->n_edges);
	ck_assert_uint_eq(d->edge_count[DIFF_ADDED] +
	    d->edge_count[DIFF_REMOVED], 0);
	diff_free(d);
	fx_graph_free(a);
}
END_TEST

START_TEST(diff_classes_and_fields)
{
	struct fx_graph *a = tl_load_text(before), *b = tl_load_text(after);
	struct fx_graph *m;
	struct buf text = BUF_INIT;
	struct diff *d = diff_new(a, b);
	uint32_t i;

	ck_assert_ptr_nonnull(d);
	/* conv_1 by structure: same op and target, its input x matched */
	i = merged(d, b, "conv_1");
	ck_assert_int_eq(d->nodes[i].by, DIFF_BY_STRUCTURE);
	ck_assert_int_eq(d->nodes[i].cls, DIFF_CHANGED);
	ck_assert_uint_eq(d->nodes[i].changed, DIFF_KWARGS);
	i = merged(d, b, "relu");
	ck_assert_int_eq(d->nodes[i].cls, DIFF_CHANGED);
	ck_assert_uint_eq(d->nodes[i].changed, DIFF_TARGET | DIFF_ARGS);
	ck_assert_int_eq(d->nodes[merged(d, a, "bn")].cls, DIFF_REMOVED);
	ck_assert_uint_eq(d->count[DIFF_REMOVED], 1);
	ck_assert_uint_eq(d->count[DIFF_ADDED], 0);
	ck_assert_uint_eq(d->by_structure, 1);
	/* conv_1 -> relu added; conv -> bn and bn -> relu removed */
	ck_assert_int_eq(diff_edge_class(d, merged(d, b, "conv_1"),
	    merged(d, b, "relu")), DIFF_ADDED);
	ck_assert_int_eq(diff_edge_class(d, merged(d, b, "conv_1"),
	    merged(d, a, "bn")), DIFF_REMOVED);
	ck_assert_uint_eq(d->edge_count[DIFF_REMOVED], 2);
	/* the merged graph: bn right after conv_1, the edges of both */
	m = diff_merge(d);
	ck_assert_ptr_nonnull(m);
	ck_assert_uint_eq(m->n_nodes, 5);
	ck_assert_str_eq(m->nodes[2].name, "bn");
	ck_assert_uint_eq(m->n_edges, d->n_edges);
	ck_assert_int_eq(diff_write_text(d, &text), 0);
	ck_assert_ptr_nonnull(strstr(text.data, "~ relu: target torch.relu -> "
	    "torch.nn.functional.gelu; args (%bn,) -> (%conv_1,)\n"));
	ck_assert_ptr_nonnull(strstr(text.data, "\n- bn\n"));
	fx_graph_free(m);
	buf_free(&text);
	diff_free(d);
	fx_graph_free(b);
	fx_graph_free(a);
}
END_TEST

START_TEST(diff_unrelated_graphs)
{
	struct error err;
	struct fx_graph *a = tl_load("corpus/resnet18.fx.txt", &err);
	struct fx_graph *b = tl_load("corpus/gpt4_sym.fx.txt", &err);
	struct fx_graph *m;
	struct diff *d;

	ck_assert_ptr_nonnull(a);
	ck_assert_ptr_nonnull(b);
	d = diff_new(a, b);
	ck_assert_ptr_nonnull(d);
	/* only nodes that share a name (output, add...) are matched */
	ck_assert_uint_eq(d->by_structure, 0);
	ck_assert_uint_eq(d->count[DIFF_SAME] + d->count[DIFF_CHANGED],
	    d->by_name);
	ck_assert_uint_eq(d->count[DIFF_ADDED], b->n_nodes - d->by_name);
	ck_assert_uint_eq(d->count[DIFF_REMOVED], a->n_nodes - d->by_name);
	ck_assert_ptr_nonnull(m = diff_merge(d));
	ck_assert_uint_eq(m->n_nodes, a->n_nodes + b->n_nodes - d->by_name);
	fx_graph_free(m);
	diff_free(d);
	fx_graph_free(b);
	fx_graph_free(a);
}
END_TEST

/* 14,215 nodes against themselves, renamed: every node matched by
 * structure (but output, by name), in under a second. */
START_TEST(diff_big_graphs_fast)
{
	struct error err;
	struct fx_graph *a = tl_load("corpus/gpt200_makefx.fx.txt", &err);
	struct fx_graph *b;
	struct timespec t0, t1;
	struct diff *d;
	size_t len, i, j;
	char *text = tl_read("corpus/gpt200_makefx.fx.txt", &len), *renamed;
	double s;

	ck_assert_ptr_nonnull(a);
	ck_assert_ptr_nonnull(text);
	/* every %name and the return's name get an "r" in front */
	renamed = malloc(2 * len + 1);
	ck_assert_ptr_nonnull(renamed);
	for (i = j = 0; i < len; i++) {
		renamed[j++] = text[i];
		if (text[i] == '%' || (i >= 7 && strncmp(text + i - 6,
		    "return", 6) == 0 && text[i] == ' '))
			renamed[j++] = 'r';
	}
	renamed[j] = '\0';
	b = tl_load_text(renamed);
	ck_assert_ptr_nonnull(b);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	d = diff_new(a, b);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	s = (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
	ck_assert_ptr_nonnull(d);
	ck_assert_msg(s < 1.0, "took %.3f s", s);
	ck_assert_uint_eq(d->by_name, 1);	/* output keeps its name */
	ck_assert_uint_eq(d->by_structure, a->n_nodes - 1);
	ck_assert_uint_eq(d->count[DIFF_SAME], a->n_nodes);
	diff_free(d);
	fx_graph_free(b);
	free(renamed);
	free(text);
	fx_graph_free(a);
}
END_TEST

static Suite *
diff_suite(void)
{
	Suite *s = suite_create("diff");
	TCase *tc = tcase_create("diff");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, diff_self_is_same);
	tcase_add_test(tc, diff_classes_and_fields);
	tcase_add_test(tc, diff_unrelated_graphs);
	tcase_add_test(tc, diff_big_graphs_fast);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(diff_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
