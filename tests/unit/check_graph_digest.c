/* check_graph_digest: a graph's digest is the same for the same content,
 * and differs when any one field a view could show differs. */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "model/graph.h"
#include "model/graph_digest.h"
#include "model/value.h"
#include "testlib.h"

static struct fx_graph *
load(const char *rel)
{
	struct error err;
	struct fx_graph *g = tl_load(rel, &err);

	ck_assert_msg(g != NULL, "%s: %s", rel, err.msg);
	return g;
}

static void
digest(const struct fx_graph *g, char hex[DIGEST_HEX_LEN + 1])
{
	fx_graph_digest(g, hex);
	ck_assert_uint_eq(strlen(hex), DIGEST_HEX_LEN);
}

START_TEST(the_same_content_has_the_same_digest)
{
	struct fx_graph *a = load("json/resnet18.v2.json");
	struct fx_graph *b = load("json/resnet18.v2.json");
	char ha[DIGEST_HEX_LEN + 1], hb[DIGEST_HEX_LEN + 1];

	digest(a, ha);
	digest(b, hb);
	ck_assert_str_eq(ha, hb);
	fx_graph_free(b);
	b = load("corpus/resnet18.fx.txt");	/* the same model, printed */
	digest(b, hb);
	ck_assert_str_ne(ha, hb);
	fx_graph_free(a);
	fx_graph_free(b);
}
END_TEST

/* Sets LVALUE to VALUE, asserts the digest moved, puts it back and
 * asserts it came back. */
#define CHANGED(g, base, lvalue, value)	do {			\
	char h_[DIGEST_HEX_LEN + 1];					\
	__typeof__(lvalue) saved_ = (lvalue);				\
									\
	(lvalue) = (value);						\
	digest((g), h_);						\
	ck_assert_msg(strcmp(h_, (base)) != 0, "%s: same digest", #lvalue); \
	(lvalue) = saved_;						\
	digest((g), h_);						\
	ck_assert_str_eq(h_, (base));					\
} while (0)

START_TEST(every_field_changes_the_digest)
{
	struct fx_graph *g = load("json/resnet18.v2.json");
	char base[DIGEST_HEX_LEN + 1];
	struct fx_node *n;
	struct fx_value *arg;
	uint32_t i, with_tensor = UINT32_MAX, with_arg = UINT32_MAX;

	for (i = 0; i < g->n_nodes; i++) {
		if (with_tensor == UINT32_MAX && g->nodes[i].meta.n_tensors > 0 &&
		    g->nodes[i].meta.tensors[0].ndim > 0)
			with_tensor = i;
		if (with_arg == UINT32_MAX && g->nodes[i].args->n > 0 &&
		    g->nodes[i].n_users > 0 && g->nodes[i].n_inputs > 0)
			with_arg = i;
	}
	ck_assert_uint_ne(with_tensor, UINT32_MAX);
	ck_assert_uint_ne(with_arg, UINT32_MAX);
	digest(g, base);

	CHANGED(g, base, g->name, "another");
	CHANGED(g, base, g->form, "code");
	CHANGED(g, base, g->origin.compile_id, "0/1");
	CHANGED(g, base, g->origin.stage, "aot_forward_graph");
	CHANGED(g, base, g->origin.stack, "a.py:1 in f");
	CHANGED(g, base, g->origin.source, "a.py:2 in g");
	CHANGED(g, base, g->origin.rank, 3);

	n = &g->nodes[with_arg];
	CHANGED(g, base, n->name, "renamed");
	CHANGED(g, base, n->target, "torch.sub");
	CHANGED(g, base, n->type, "torch.Tensor");
	CHANGED(g, base, n->op, FX_CALL_METHOD);
	CHANGED(g, base, n->inputs[0], n->inputs[0] + 1);
	CHANGED(g, base, n->n_inputs, n->n_inputs - 1);
	CHANGED(g, base, n->users[0], n->users[0] + 1);
	CHANGED(g, base, n->printed_users, n->printed_users + 2);
	CHANGED(g, base, n->line, n->line + 1);
	arg = n->args->items[0];
	CHANGED(g, base, arg->kind, FXV_RAW);
	CHANGED(g, base, arg->node, arg->node + 1);
	CHANGED(g, base, arg->text, "other");
	CHANGED(g, base, n->args->n, n->args->n - 1);

	n = &g->nodes[with_tensor];
	CHANGED(g, base, n->meta.tensors[0].dtype, "torch.float16");
	CHANGED(g, base, n->meta.tensors[0].dims[0], "s0");
	CHANGED(g, base, n->meta.tensors[0].ndim, n->meta.tensors[0].ndim - 1);
	CHANGED(g, base, n->meta.tensors[0].device, "cuda:0");
	CHANGED(g, base, n->meta.n_tensors, 0);
	CHANGED(g, base, n->meta.tuple, !n->meta.tuple);
	CHANGED(g, base, n->meta.stack_trace, "File \"a.py\", line 3");
	CHANGED(g, base, n->meta.sig_kind, "PARAMETER");
	CHANGED(g, base, n->meta.sig_target, "conv1.weight");
	CHANGED(g, base, n->meta.outside, !n->meta.outside);
	CHANGED(g, base, n->meta.subgraph, "cond_true_0");
	CHANGED(g, base, n->meta.target_type, "torch.nn.Conv2d");
	CHANGED(g, base, n->meta.target_repr, "3, 64");
	CHANGED(g, base, n->meta.source_nodes, "linear, relu");
	CHANGED(g, base, n->meta.original_aten, "aten.t");
	CHANGED(g, base, n->meta.provenance, "cpp_fused_relu_0:2");
	fx_graph_free(g);
}
END_TEST

START_TEST(numbers_strings_and_modules_change_the_digest)
{
	struct fx_graph *g = tl_load_text(
	    "graph():\n"
	    "    %x : [num_users=1] = placeholder[target=x]\n"
	    "    %y : [num_users=1] = call_function[target=torch.clamp]"
	    "(args = (%x, 1, 2.5), kwargs = {min: 0.5, inplace: True, "
	    "name: 'a'})\n"
	    "    return y\n");
	char base[DIGEST_HEX_LEN + 1];
	struct fx_node *y = &g->nodes[1];
	struct fx_value *kw = y->kwargs;
	struct fx_module m = { "layer1.0", "torch.nn.Module" };

	ck_assert_uint_eq(y->args->n, 3);
	ck_assert_uint_eq(kw->n, 3);
	digest(g, base);
	CHANGED(g, base, y->args->items[1]->num.integer, 7);
	CHANGED(g, base, y->args->items[2]->num.real, 2.25);
	CHANGED(g, base, kw->keys[0], "max");
	CHANGED(g, base, kw->items[1]->num.boolean, 0);
	CHANGED(g, base, kw->items[2]->text, "b");
	/* a module frame, where there was none; then its path and type */
	y->meta.modules = &m;
	CHANGED(g, base, y->meta.n_modules, 1);
	y->meta.n_modules = 1;
	digest(g, base);
	CHANGED(g, base, m.path, "layer1.1");
	CHANGED(g, base, m.type, "torch.nn.Linear");
	y->meta.n_modules = 0;
	fx_graph_free(g);
}
END_TEST

/* Fields are framed: text moved from one field to the next, or NULL
 * for "", is another graph. */
START_TEST(fields_are_framed)
{
	struct fx_graph *g = tl_load_text(
	    "graph():\n"
	    "    %x : [num_users=1] = placeholder[target=x]\n"
	    "    return x\n");
	char a[DIGEST_HEX_LEN + 1], b[DIGEST_HEX_LEN + 1];
	struct fx_node *x = &g->nodes[0];

	x->target = "ab";
	x->type = "c";
	digest(g, a);
	x->target = "a";
	x->type = "bc";
	digest(g, b);
	ck_assert_str_ne(a, b);
	x->type = NULL;
	digest(g, a);
	x->type = "";
	digest(g, b);
	ck_assert_str_ne(a, b);
	fx_graph_free(g);
}
END_TEST

/* A graph held inside another is part of it. */
START_TEST(sub_graphs_are_part_of_the_digest)
{
	struct fx_graph *g = load("torch2/cond/export/print_ep.txt");
	char base[DIGEST_HEX_LEN + 1];
	struct fx_graph *sub;

	ck_assert_uint_gt(g->n_subs, 0);
	sub = g->subs[0].graph;
	ck_assert_uint_gt(sub->n_nodes, 0);
	digest(g, base);
	CHANGED(g, base, g->subs[0].name, "cond_false_9");
	CHANGED(g, base, sub->nodes[0].name, "renamed");
	CHANGED(g, base, g->n_subs, g->n_subs - 1);
	fx_graph_free(g);
}
END_TEST

START_TEST(warnings_are_part_of_the_digest)
{
	struct fx_graph *g = load("corpus/resnet18.fx.txt");
	char a[DIGEST_HEX_LEN + 1], b[DIGEST_HEX_LEN + 1];

	digest(g, a);
	ck_assert_int_eq(fx_graph_warn(g, "line %d: something", 3), 0);
	digest(g, b);
	ck_assert_str_ne(a, b);
	fx_graph_free(g);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("graph_digest");
	TCase *tc = tcase_create("digest");

	tcase_add_test(tc, the_same_content_has_the_same_digest);
	tcase_add_test(tc, every_field_changes_the_digest);
	tcase_add_test(tc, numbers_strings_and_modules_change_the_digest);
	tcase_add_test(tc, fields_are_framed);
	tcase_add_test(tc, sub_graphs_are_part_of_the_digest);
	tcase_add_test(tc, warnings_are_part_of_the_digest);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
