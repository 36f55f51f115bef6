/* check_load_tabular: print_tabular() tables against the graph() text. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "base/guard.h"
#include "format/load.h"
#include "format/load_fxir.h"
#include "format/load_tabular.h"
#include "model/graph.h"
#include "model/value.h"
#include "testlib.h"

/* The corpus models that tests/data/tabular/make.py made tables of. */
static const char *const models[] = {
	"resnet18", "swin_t", "special2", "makefx_resnet50", "gpt4_sym",
};

static void
same_indices(const uint32_t *a, uint32_t na, const uint32_t *b, uint32_t nb,
    const char *what, const char *name)
{
	uint32_t i;

	ck_assert_msg(na == nb, "%s of %s: %u in the table, %u in graph()",
	    what, name, na, nb);
	for (i = 0; i < na; i++)
		ck_assert_msg(a[i] == b[i], "%s of %s differ at %u", what, name,
		    i);
}

/* Loads the same model from both printouts: every node, op, target and
 * user agrees. A target the table prints as <function f at 0x...> or
 * <built-in function linear> does not say its module, so it is kept as
 * printed; every other one must be the graph() text's. */
START_TEST(table_matches_graph_text)
{
	char rel[256];
	struct error err = { 0 };
	struct fx_graph *tab, *fx;
	uint32_t i, kept = 0;

	snprintf(rel, sizeof(rel), "tabular/%s.tab.txt", models[_i]);
	tab = tl_load(rel, &err);
	ck_assert_msg(tab != NULL, "%s: %s", rel, err.msg);
	snprintf(rel, sizeof(rel), "corpus/%s.fx.txt", models[_i]);
	fx = tl_load(rel, &err);
	ck_assert_msg(fx != NULL, "%s: %s", rel, err.msg);

	ck_assert_uint_eq(tab->n_nodes, fx->n_nodes);
	for (i = 0; i < fx->n_nodes; i++) {
		const struct fx_node *t = &tab->nodes[i], *f = &fx->nodes[i];

		ck_assert_str_eq(t->name, f->name);
		ck_assert_int_eq(t->op, f->op);
		if (t->target[0] == '<') {
			ck_assert_int_eq(t->op, FX_CALL_FUNCTION);
			kept++;
		} else {
			ck_assert_msg(strcmp(t->target, f->target) == 0,
			    "%s: target %s in the table, %s in graph()",
			    f->name, t->target, f->target);
		}
		ck_assert_int_eq(t->printed_users, -1);
		same_indices(t->users, t->n_users, f->users, f->n_users,
		    "users", f->name);
		same_indices(t->inputs, t->n_inputs, f->inputs, f->n_inputs,
		    "inputs", f->name);
		ck_assert_uint_eq(t->args->n, f->args->n);
		ck_assert_uint_eq(t->kwargs->n, f->kwargs->n);
	}
	ck_assert_uint_eq(tab->n_warnings, 0);
	ck_assert_uint_lt(kept, fx->n_nodes / 2);
	fx_graph_free(fx);
	fx_graph_free(tab);
}
END_TEST

/* The targets a table prints as Python reprs, each model's first. */
START_TEST(printed_targets_become_qualified_names)
{
	static const struct { const char *model, *node, *target; } cases[] = {
		{ "resnet18", "add", "operator.add" },
		{ "resnet18", "flatten", "torch.flatten" },
		{ "special2", "getitem", "operator.getitem" },
		{ "special2", "clamp", "torch.clamp" },
		{ "gpt4_sym", "matmul", "operator.matmul" },
		{ "makefx_resnet50", "convolution",
		    "torch.ops.aten.convolution.default" },
		/* no module in the printed form: kept as printed */
		{ "gpt4_sym", "gelu", "<built-in function gelu>" },
	};
	struct error err = { 0 };
	struct fx_graph *g;
	char rel[256];
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(rel, sizeof(rel), "tabular/%s.tab.txt",
		    cases[i].model);
		ck_assert_ptr_nonnull(g = tl_load(rel, &err));
		ck_assert_str_eq(tl_node(g, cases[i].node)->target,
		    cases[i].target);
		fx_graph_free(g);
	}
}
END_TEST

/* Strings are quoted in a table, and names bare. */
START_TEST(values_are_read)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("tabular/special2.tab.txt", &err);
	const struct fx_node *n;

	ck_assert_ptr_nonnull(g);
	n = tl_node(g, "einsum");
	ck_assert_uint_eq(n->args->n, 3);
	ck_assert_int_eq(n->args->items[0]->kind, FXV_STR);
	ck_assert_str_eq(n->args->items[0]->text, "ij,jk->ik");
	ck_assert_int_eq(n->args->items[1]->kind, FXV_NODE);
	ck_assert_str_eq(n->args->items[1]->text, "x");
	n = tl_node(g, "to");
	ck_assert_uint_eq(n->kwargs->n, 1);
	ck_assert_str_eq(n->kwargs->keys[0], "dtype");
	n = tl_node(g, "output");
	ck_assert_int_eq(n->args->items[0]->kind, FXV_TUPLE);
	ck_assert_int_eq(n->args->items[0]->items[1]->kind, FXV_DICT);
	ck_assert_str_eq(n->args->items[0]->items[1]->keys[0],
	    "key with space");
	fx_graph_free(g);
}
END_TEST

/* tabulate counts characters, not bytes: columns after a cell with
 * non-ASCII text are where they look. */
START_TEST(columns_count_characters)
{
	const char *text =
	    "opcode       name    target   args         kwargs\n"
	    "-----------  ------  -------  -----------  --------\n"
	    "placeholder  x       x        ()           {}\n"
	    "call_method  y       v\xc3\xaf" "ew     (x, '\xc3\xa9')     {'k': x}\n"
	    "output       output  output   (y,)         {}\n";
	struct error err = { 0 };
	struct fx_graph *g = load_tabular(text, strlen(text), NULL, &err);
	const struct fx_node *n;

	ck_assert_msg(g != NULL, "%s", err.msg);
	n = tl_node(g, "y");
	ck_assert_str_eq(n->target, "v\xc3\xaf" "ew");
	ck_assert_str_eq(n->args->items[1]->text, "\xc3\xa9");
	ck_assert_uint_eq(n->kwargs->n, 1);
	ck_assert_uint_eq(n->n_users, 1);
	ck_assert_uint_eq(tl_node(g, "x")->n_users, 1);
	fx_graph_free(g);
}
END_TEST

START_TEST(detection)
{
	static const char *const yes[] = {
		"opcode name target args kwargs\n",
		"\n  \nopcode    name  target  args  kwargs\n---\n",
		"\xef\xbb\xbfopcode name target\n",
	};
	static const char *const no[] = {
		"graph():\n    %x : [#users=0] = placeholder[target=x]\n",
		"opcodes name target\n",
		"opcode target name\n",
		"# opcode name target\n",
		"",
	};
	size_t i;

	for (i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		ck_assert_msg(load_is_tabular(yes[i], strlen(yes[i])), "%zu",
		    i);
	for (i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		ck_assert_msg(!load_is_tabular(no[i], strlen(no[i])), "%zu", i);
}
END_TEST

static const struct {
	const char *file;
	int line, column;
	const char *msg;
} bad[] = {
	{ "bad_too_few_columns.txt", 4, 54, "the row ends in column 5 "
	    "(kwargs): expected 5 columns, opcode name target args kwargs" },
	{ "bad_unknown_opcode.txt", 4, 1, "unknown opcode 'call_lambda' "
	    "(expected placeholder, get_attr, call_function, call_method, "
	    "call_module or output)" },
	{ "bad_unknown_node.txt", 4, 54, "reference to an unknown node 'y'" },
	{ "bad_unknown_node_in_kwargs.txt", 4, 73, "reference to an unknown "
	    "node 'z'" },
	{ "bad_cycle.txt", 5, 81, "'b_norm' is used before it is defined (on "
	    "line 9): FX defines each node before its users, so a graph holds "
	    "no cycle" },
};

START_TEST(malformed_table_gives_placed_error)
{
	char rel[256];

	snprintf(rel, sizeof(rel), "tabular/%s", bad[_i].file);
	tl_assert_load_error(rel, bad[_i].line, bad[_i].column, bad[_i].msg);
}
END_TEST

START_TEST(malformed_header_gives_placed_error)
{
	static const struct {
		const char *text;
		int line, column;
		const char *msg;
	} cases[] = {
		{ "opcode name target args kwargs\n", 0, 0, "the table ends "
		    "after its header: expected a dashed rule and rows" },
		{ "opcode  name  target  args  kwargs\n======  ====\n", 2, 1,
		    "expected the dashed rule under the header "
		    "('-------  ----  ...')" },
		{ "opcode  name  target  args\n------  ----  ------  ----\n",
		    2, 27, "the rule has 4 columns, expected 5 (opcode name "
		    "target args kwargs)" },
		{ "opcode  name  target  argz  kwargs\n"
		  "------  ----  ------  ----  ------\n", 1, 23,
		    "expected the header 'args' in column 4 of the table" },
		{ "opcode       name  target  args  kwargs\n"
		  "-----------  ----  ------  ----  ------\n"
		  "placeholder  x     x       ()    {}\n"
		  "placeholder  x     x       ()    {}\n", 4, 14,
		    "duplicate node name 'x'" },
	};
	struct error err;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		memset(&err, 0, sizeof(err));
		ck_assert_ptr_null(load_graph(cases[i].text,
		    strlen(cases[i].text), &err));
		ck_assert_str_eq(err.msg, cases[i].msg);
		ck_assert_int_eq(err.line, cases[i].line);
		ck_assert_int_eq(err.column, cases[i].column);
	}
}
END_TEST

/* A read can be cut short, in either pass, as the other loaders' can. */
START_TEST(a_guard_cuts_a_long_read_short)
{
	struct guard past = { 1, NULL, NULL };
	struct error err = { 0 };
	size_t cap = 12000 * 80, len = 0, i;
	char *text = malloc(cap);
	struct fx_graph *g;

	ck_assert_ptr_nonnull(text);
	len += (size_t)snprintf(text + len, cap - len, "%-13s  %-6s  %-6s  "
	    "%-9s  %s\n%s\n", "opcode", "name", "target", "args", "kwargs",
	    "-------------  ------  ------  ---------  ------");
	len += (size_t)snprintf(text + len, cap - len, "%-13s  %-6s  %-6s  "
	    "%-9s  %s\n", "placeholder", "n0", "x", "()", "{}");
	for (i = 1; i < 10000; i++)
		len += (size_t)snprintf(text + len, cap - len, "call_method  "
		    "  n%-5zu  relu    (n%zu,)%*s  {}\n", i, i - 1,
		    (int)(5 - snprintf(NULL, 0, "%zu", i - 1)), "");
	ck_assert_ptr_nonnull(g = load_tabular(text, len, NULL, &err));
	ck_assert_uint_eq(g->n_nodes, 10000);
	ck_assert_uint_eq(g->nodes[9998].n_users, 1);
	fx_graph_free(g);
	ck_assert_ptr_null(load_graph_guarded(text, len, &past, &err));
	ck_assert_int_eq(err.kind, ERROR_LIMIT);
	free(text);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("load_tabular");
	TCase *tc = tcase_create("torch");

	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, table_matches_graph_text, 0,
	    (int)(sizeof(models) / sizeof(models[0])));
	tcase_add_test(tc, printed_targets_become_qualified_names);
	tcase_add_test(tc, values_are_read);
	suite_add_tcase(s, tc);

	tc = tcase_create("format");
	tcase_add_test(tc, columns_count_characters);
	tcase_add_test(tc, detection);
	suite_add_tcase(s, tc);

	tc = tcase_create("errors");
	tcase_add_loop_test(tc, malformed_table_gives_placed_error, 0,
	    (int)(sizeof(bad) / sizeof(bad[0])));
	tcase_add_test(tc, malformed_header_gives_placed_error);
	tcase_add_test(tc, a_guard_cuts_a_long_read_short);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
