/* check_load_fxir: print(gm.graph) text, both syntaxes, against torch. */
#include "config.h"

#include <cJSON.h>
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "base/guard.h"
#include "base/utf8.h"
#include "model/graph.h"
#include "format/load_fxir.h"
#include "format/load.h"
#include "format/write_json.h"
#include "model/modules.h"
#include "testlib.h"

/* torch's qualified names say _operator where FX prints operator. */
static int
same_target(const char *ours, const char *torch)
{
	if (strncmp(torch, "_operator.", 10) == 0)
		torch++;
	return strcmp(ours, torch) == 0;
}

static void
check_names(const struct fx_graph *g, const uint32_t *idx, uint32_t n,
    const cJSON *want, const char *what, const char *node_name)
{
	const cJSON *w;
	uint32_t i = 0;

	ck_assert_msg((int)n == cJSON_GetArraySize(want), "%s of %s: %u, "
	    "torch says %d", what, node_name, n, cJSON_GetArraySize(want));
	cJSON_ArrayForEach(w, want) {
		ck_assert_msg(strcmp(g->nodes[idx[i]].name, w->valuestring) == 0,
		    "%s[%u] of %s: %s, torch says %s", what, i, node_name,
		    g->nodes[idx[i]].name, w->valuestring);
		i++;
	}
}

static void
check_neighbour(const struct fx_node *got, const cJSON *want,
    const char *what, const char *node_name)
{
	if (cJSON_IsNull(want))
		ck_assert_msg(got == NULL, "%s of %s should be none", what,
		    node_name);
	else
		ck_assert_msg(got != NULL && strcmp(got->name,
		    want->valuestring) == 0, "%s of %s: %s, torch says %s",
		    what, node_name, got ? got->name : "none", want->valuestring);
}

/* Node for node: name, op, target, inputs, users, prev, next, arity. */
static void
check_against_truth(const char *graph, const char *ext)
{
	struct error err;
	struct fx_graph *g;
	char rel[256], *truth_text;
	const cJSON *want, *nodes;
	cJSON *truth;
	size_t len;
	uint32_t i = 0;

	snprintf(rel, sizeof(rel), "corpus/%s%s", graph, ext);
	g = tl_load(rel, &err);
	ck_assert_msg(g != NULL, "%s: line %d, column %d: %s", rel, err.line,
	    err.column, err.msg);
	snprintf(rel, sizeof(rel), "corpus/%s.truth.json", graph);
	truth_text = tl_read(rel, &len);
	truth = cJSON_Parse(truth_text);
	ck_assert_ptr_nonnull(truth);
	nodes = cJSON_GetObjectItem(truth, "nodes");

	ck_assert_int_eq(g->n_nodes, cJSON_GetObjectItem(truth,
	    "node_count")->valueint);
	ck_assert_int_eq(g->n_edges, cJSON_GetObjectItem(truth,
	    "edge_count")->valueint);
	ck_assert_msg(g->n_warnings == 0, "%s: unexpected warning: %s", graph,
	    g->n_warnings ? g->warnings[0] : "");
	cJSON_ArrayForEach(want, nodes) {
		const struct fx_node *n = &g->nodes[i];
		const char *name = cJSON_GetObjectItem(want, "name")->valuestring;
		const cJSON *kw = cJSON_GetObjectItem(want, "kwargs_keys"), *k;
		uint32_t j = 0;

		ck_assert_str_eq(n->name, name);
		ck_assert_str_eq(fx_op_name(n->op),
		    cJSON_GetObjectItem(want, "op")->valuestring);
		ck_assert_msg(same_target(n->target, cJSON_GetObjectItem(want,
		    "target")->valuestring), "target of %s: %s", name,
		    n->target);
		check_names(g, n->inputs, n->n_inputs,
		    cJSON_GetObjectItem(want, "inputs"), "inputs", name);
		check_names(g, n->users, n->n_users,
		    cJSON_GetObjectItem(want, "users"), "users", name);
		check_neighbour(fx_node_prev(g, n), cJSON_GetObjectItem(want,
		    "prev"), "prev", name);
		check_neighbour(fx_node_next(g, n), cJSON_GetObjectItem(want,
		    "next"), "next", name);
		ck_assert_int_eq(n->args->kind, FXV_TUPLE);
		ck_assert_int_eq(n->args->n,
		    cJSON_GetObjectItem(want, "nargs")->valueint);
		ck_assert_int_eq(n->kwargs->n, cJSON_GetArraySize(kw));
		cJSON_ArrayForEach(k, kw)
			ck_assert_str_eq(n->kwargs->keys[j++], k->valuestring);
		/* The return line prints no count; every other line does. */
		ck_assert_int_eq(n->printed_users, n->op == FX_OUTPUT ? -1 :
		    (int32_t)n->n_users);
		ck_assert_ptr_eq(&g->nodes[fx_graph_find(g, name,
		    strlen(name))], n);
		i++;
	}
	ck_assert_int_eq(i, g->n_nodes);
	cJSON_Delete(truth);
	free(truth_text);
	fx_graph_free(g);
}

/* A byte that is no text is found at its place wherever it falls in a
 * run of ASCII (read 32 bytes at once): each of 0x00, 0x80 and 0xff, at
 * every column of a node's line and either side of it. */
START_TEST(bad_byte_found_at_its_place)
{
	static const char text[] =
	    "graph():\n"
	    "    %x : [num_users=1] = placeholder[target=x]\n"
	    "    %relu : [num_users=1] = call_function[target=torch.relu]"
	    "(args = (%x,), kwargs = {})\n"
	    "    return relu\n";
	static const unsigned char bad[] = { 0x00, 0x80, 0xff };
	char buf[sizeof(text)], want[64];
	size_t len = sizeof(text) - 1, at, k, start;
	struct fx_graph *g;
	struct error err;
	int line;

	g = load_graph(text, len, &err);
	ck_assert_ptr_nonnull(g);
	fx_graph_free(g);
	for (k = 0; k < sizeof(bad); k++)
		for (at = 0, line = 1, start = 0; at < len; at++) {
			if (at > 0 && text[at - 1] == '\n') {
				line++;
				start = at;
			}
			memcpy(buf, text, sizeof(text));
			buf[at] = (char)bad[k];
			ck_assert_uint_eq(utf8_valid_prefix(buf, len), at);
			memset(&err, 0, sizeof(err));
			g = load_graph(buf, len, &err);
			ck_assert_ptr_null(g);
			snprintf(want, sizeof(want), "not text: byte 0x%02x is "
			    "not valid UTF-8", bad[k]);
			ck_assert_msg(strstr(err.msg, want) != NULL,
			    "at %zu: %s", at, err.msg);
			ck_assert_int_eq(err.line, line);
			ck_assert_int_eq(err.column, (int)(at - start) + 1);
		}
	/* and a two-byte character amid the runs is text */
	ck_assert_uint_eq(utf8_valid_prefix("abcdefghijklmnopqrstuvwxyz012345"
	    "\xc3\xa9" "abcdefghijklmnopqrstuvwxyz012345", 66), 66);
}
END_TEST

START_TEST(torch1_syntax_matches_torch)
{
	check_against_truth(tl_corpus[_i], ".fx.txt");
}
END_TEST

START_TEST(torch2_syntax_matches_torch)
{
	check_against_truth(tl_corpus[_i], ".fx2.txt");
}
END_TEST

START_TEST(special_values_are_read)
{
	struct error err;
	struct fx_graph *g = tl_load("corpus/special2.fx.txt", &err);
	const struct fx_node *n;
	const struct fx_value *v;

	ck_assert_ptr_nonnull(g);
	n = tl_node(g, "flag");
	ck_assert_str_eq(n->type, "bool");
	ck_assert_int_eq(n->args->items[0]->kind, FXV_BOOL);
	ck_assert_int_eq(n->args->items[0]->num.boolean, 1);
	ck_assert_ptr_null(tl_node(g, "x")->type);

	n = tl_node(g, "einsum");
	ck_assert_int_eq(n->args->items[0]->kind, FXV_RAW);
	ck_assert_str_eq(n->args->items[0]->text, "ij,jk->ik");
	ck_assert_int_eq(n->args->items[1]->kind, FXV_NODE);
	ck_assert_str_eq(n->args->items[2]->text, "x");

	v = tl_node(g, "getitem")->args->items[1];
	ck_assert_int_eq(v->kind, FXV_TUPLE);
	ck_assert_int_eq(v->n, 3);
	ck_assert_int_eq(v->items[0]->kind, FXV_SLICE);
	ck_assert_int_eq(v->items[0]->n, 3);
	ck_assert_int_eq(v->items[0]->items[2]->kind, FXV_NONE);
	ck_assert_int_eq(v->items[1]->kind, FXV_NONE);
	ck_assert_int_eq(v->items[2]->kind, FXV_ELLIPSIS);

	n = tl_node(g, "to");
	ck_assert_str_eq(n->kwargs->keys[0], "dtype");
	ck_assert_int_eq(n->kwargs->items[0]->kind, FXV_RAW);
	ck_assert_str_eq(n->kwargs->items[0]->text, "torch.bfloat16");

	n = tl_node(g, "layer_norm");
	ck_assert_int_eq(n->args->items[1]->kind, FXV_LIST);
	ck_assert_int_eq(n->args->items[1]->items[0]->num.integer, 4);
	ck_assert_int_eq(n->kwargs->items[2]->kind, FXV_FLOAT);
	ck_assert_double_eq(n->kwargs->items[2]->num.real, 1e-05);

	n = tl_node(g, "clamp");
	ck_assert_double_eq(n->kwargs->items[0]->num.real, -1.0);
	ck_assert(isinf(n->kwargs->items[1]->num.real));

	v = tl_node(g, "sum_1")->kwargs->items[0];
	ck_assert_int_eq(v->kind, FXV_TUPLE);
	ck_assert_int_eq(v->items[1]->num.integer, 1);

	n = tl_node(g, "output");
	ck_assert_int_eq(n->op, FX_OUTPUT);
	ck_assert_str_eq(n->target, "output");
	v = n->args->items[0];
	ck_assert_int_eq(v->kind, FXV_TUPLE);
	ck_assert_str_eq(v->items[0]->text, "clamp");
	ck_assert_int_eq(v->items[1]->kind, FXV_DICT);
	ck_assert_str_eq(v->items[1]->keys[0], "key with space");
	ck_assert_int_eq(v->items[1]->items[0]->kind, FXV_NODE);
	ck_assert_str_eq(v->items[1]->items[0]->text, "sum_1");
	fx_graph_free(g);
}
END_TEST

START_TEST(typed_placeholder_with_default)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %mode : str [#users=0] = placeholder[target=mode]"
	    "(default=fast)\n"
	    "    %t : typing.Tuple[int, int] [num_users=0] = "
	    "placeholder[target=t]\n"
	    "    return None\n");
	const struct fx_node *n = tl_node(g, "mode");

	ck_assert_str_eq(n->type, "str");
	ck_assert_str_eq(n->target, "mode");
	ck_assert_int_eq(n->args->n, 1);
	ck_assert_int_eq(n->args->items[0]->kind, FXV_RAW);
	ck_assert_str_eq(n->args->items[0]->text, "fast");
	ck_assert_str_eq(tl_node(g, "t")->type, "typing.Tuple[int, int]");
	ck_assert_int_eq(tl_node(g, "output")->args->items[0]->kind, FXV_NONE);
	fx_graph_free(g);
}
END_TEST

START_TEST(unquoted_strings_stay_whole)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %x : [#users=2] = placeholder[target=x]\n"
	    "    %y : [#users=1] = placeholder[target=y]\n"
	    "    %e : [#users=1] = call_function[target=torch.einsum]"
	    "(args = (bij,bjk->bik, %x, %y), kwargs = {})\n"
	    "    %f : [#users=1] = call_function[target=f](args = (%e, "
	    "a b c, f(a, b), [1, [2, x]], x-> {y}), kwargs = {mode: "
	    "a,b,c, device: device(type='cpu')})\n"
	    "    %g : [#users=1] = call_function[target=g](args = (%f, "
	    "(ij,jk->ik,)), kwargs = {})\n"
	    "    %h : [#users=1] = call_method[target=add](args = (%g, %x), "
	    "kwargs = {alpha: 2})\n"
	    "    return h\n");
	const struct fx_node *n = tl_node(g, "e");
	const struct fx_value *v;

	ck_assert_int_eq(n->args->n, 3);
	ck_assert_str_eq(n->args->items[0]->text, "bij,bjk->bik");
	n = tl_node(g, "f");
	ck_assert_int_eq(n->args->n, 5);
	ck_assert_str_eq(n->args->items[1]->text, "a b c");
	ck_assert_str_eq(n->args->items[2]->text, "f(a, b)");
	v = n->args->items[3];
	ck_assert_int_eq(v->kind, FXV_LIST);
	ck_assert_int_eq(v->items[1]->items[1]->kind, FXV_RAW);
	ck_assert_str_eq(v->items[1]->items[1]->text, "x");
	ck_assert_str_eq(n->args->items[4]->text, "x-> {y}");
	ck_assert_str_eq(n->kwargs->items[0]->text, "a,b,c");
	ck_assert_str_eq(n->kwargs->items[1]->text, "device(type='cpu')");
	v = tl_node(g, "g")->args->items[1];
	ck_assert_int_eq(v->kind, FXV_TUPLE);
	ck_assert_int_eq(v->n, 1);
	ck_assert_str_eq(v->items[0]->text, "ij,jk->ik");
	ck_assert_int_eq(tl_node(g, "x")->n_users, 2);
	fx_graph_free(g);
}
END_TEST

START_TEST(return_line_forms)
{
	static const struct {
		const char *ret;
		enum fx_kind kind;
		uint32_t users_of_a, users_of_b;
	} cases[] = {
		{ "a", FXV_NODE, 1, 0 },
		{ "(a, b)", FXV_TUPLE, 1, 1 },
		{ "(a,)", FXV_TUPLE, 1, 0 },
		{ "[a, b]", FXV_LIST, 1, 1 },
		{ "{'out': a, \"it's\": [b, (a, None)]}", FXV_DICT, 1, 1 },
		{ "None", FXV_NONE, 0, 0 },
		{ "((a, b), {'k': {'j': b}})", FXV_TUPLE, 1, 1 },
	};
	size_t i;
	char text[512];

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct fx_graph *g;
		const struct fx_node *out;

		snprintf(text, sizeof(text), "graph():\n"
		    "    %%a : [#users=%u] = placeholder[target=a]\n"
		    "    %%b : [#users=%u] = call_function[target=f](args = (%%a,),"
		    " kwargs = {})\n"
		    "    return %s\n", cases[i].users_of_a + 1, cases[i].users_of_b,
		    cases[i].ret);
		g = tl_load_text(text);
		out = &g->nodes[g->n_nodes - 1];
		ck_assert_str_eq(out->name, "output");
		ck_assert_int_eq(out->op, FX_OUTPUT);
		ck_assert_int_eq(out->args->items[0]->kind, cases[i].kind);
		ck_assert_msg(tl_node(g, "a")->n_users == cases[i].users_of_a + 1,
		    "return %s: users of a", cases[i].ret);
		ck_assert_msg(g->n_warnings == 0, "return %s: %s", cases[i].ret,
		    g->n_warnings ? g->warnings[0] : "");
		fx_graph_free(g);
	}
}
END_TEST

START_TEST(quoted_dict_keys_in_return)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %a : [#users=1] = placeholder[target=a]\n"
	    "    return {'key, with: comma': a, \"it's\": 'str\\'ing'}\n");
	const struct fx_value *v = tl_node(g, "output")->args->items[0];

	ck_assert_int_eq(v->kind, FXV_DICT);
	ck_assert_int_eq(v->n, 2);
	ck_assert_str_eq(v->keys[0], "key, with: comma");
	ck_assert_str_eq(v->keys[1], "it's");
	ck_assert_int_eq(v->items[1]->kind, FXV_STR);
	ck_assert_str_eq(v->items[1]->text, "str'ing");
	fx_graph_free(g);
}
END_TEST

START_TEST(numbers_as_python_prints_them)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %x : [#users=1] = placeholder[target=x]\n"
	    "    %f : [#users=1] = call_function[target=f](args = (%x, inf, "
	    "-inf, nan, -1.5e-05, 3, -7, 0.25, 1e+20, "
	    "123456789012345678901234567890), kwargs = {})\n"
	    "    return f\n");
	const struct fx_value *a = tl_node(g, "f")->args;

	ck_assert(isinf(a->items[1]->num.real) && a->items[1]->num.real > 0);
	ck_assert(isinf(a->items[2]->num.real) && a->items[2]->num.real < 0);
	ck_assert(isnan(a->items[3]->num.real));
	ck_assert_double_eq(a->items[4]->num.real, -1.5e-05);
	ck_assert_int_eq(a->items[5]->kind, FXV_INT);
	ck_assert_int_eq(a->items[5]->num.integer, 3);
	ck_assert_int_eq(a->items[6]->num.integer, -7);
	ck_assert_int_eq(a->items[7]->kind, FXV_FLOAT);
	ck_assert_double_eq(a->items[8]->num.real, 1e20);
	ck_assert_int_eq(a->items[9]->kind, FXV_RAW);
	ck_assert_str_eq(a->items[9]->text, "123456789012345678901234567890");
	fx_graph_free(g);
}
END_TEST

START_TEST(unreadable_args_kept_raw_with_users)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %x : [#users=1] = placeholder[target=x]\n"
	    "    %y : [#users=1] = call_function[target=f](args = ((a)b, %x), "
	    "kwargs = {k: ]})\n"
	    "    return y\n");
	const struct fx_node *y = tl_node(g, "y");

	ck_assert_int_eq(y->args->kind, FXV_RAW);
	ck_assert_str_eq(y->args->text, "((a)b, %x)");
	ck_assert_int_eq(y->kwargs->kind, FXV_RAW);
	ck_assert_int_eq(tl_node(g, "x")->n_users, 1);
	ck_assert_str_eq(g->nodes[tl_node(g, "x")->users[0]].name, "y");
	fx_graph_free(g);
}
END_TEST

START_TEST(user_count_disagreement_warns)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %x : [#users=3] = placeholder[target=x]\n"
	    "    %y : [#users=1] = call_function[target=f](args = (%x, %x), "
	    "kwargs = {})\n"
	    "    return y\n");

	ck_assert_int_eq(tl_node(g, "x")->n_users, 1);
	ck_assert_int_eq(g->n_warnings, 1);
	ck_assert_str_eq(g->warnings[0], "line 2: %x says it has 3 users, but "
	    "1 node uses it");
	fx_graph_free(g);
}
END_TEST

START_TEST(missing_return_warns)
{
	struct fx_graph *g = tl_load_text(
	    "    %x : [num_users=0] = placeholder[target=x]\r\n");

	ck_assert_int_eq(g->n_nodes, 1);
	ck_assert_int_eq(g->n_warnings, 1);
	ck_assert_ptr_nonnull(strstr(g->warnings[0], "no 'return' line"));
	fx_graph_free(g);
}
END_TEST

START_TEST(unusual_targets)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %x : [#users=1] = placeholder[target=x]\n"
	    "    %l : [#users=1] = call_function[target=__main__.<lambda>]"
	    "(args = (%x,), kwargs = {})\n"
	    "    %p : [#users=1] = get_attr[target=blocks.0.attn[0]]\n"
	    "    %q : [#users=1] = call_function[target=torch.ops.aten."
	    "add.Tensor](args = (%l, %p), kwargs = {})\n"
	    "    return q\n");

	ck_assert_str_eq(tl_node(g, "l")->target, "__main__.<lambda>");
	ck_assert_str_eq(tl_node(g, "p")->target, "blocks.0.attn[0]");
	ck_assert_str_eq(tl_node(g, "q")->target, "torch.ops.aten.add.Tensor");
	fx_graph_free(g);
}
END_TEST

/* ---- old and new forms (sources: tests/data/old/SOURCES.md) ---------- */

/* Early torch.fx (pytorch/pytorch#44166, 2020): the inputs are the
 * header's parameters, with no placeholder lines. */
START_TEST(header_parameters_are_placeholders)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("old/pr44166_graph_x.txt", &err);
	const struct fx_node *x, *out;

	ck_assert_msg(g != NULL, "line %d, column %d: %s", err.line,
	    err.column, err.msg);
	ck_assert_int_eq(g->n_nodes, 4);
	x = &g->nodes[0];
	ck_assert_str_eq(x->name, "x");
	ck_assert_int_eq(x->op, FX_PLACEHOLDER);
	ck_assert_str_eq(x->target, "x");
	ck_assert_int_eq(x->n_users, 1);
	ck_assert_str_eq(g->nodes[x->users[0]].name, "add_1");
	ck_assert_str_eq(tl_node(g, "squeeze_1")->target, "<built-in method "
	    "squeeze of type object at 0x7f18e09c8620>");
	out = tl_node(g, "output");
	ck_assert_int_eq(out->args->items[0]->kind, FXV_NODE);
	ck_assert_str_eq(out->args->items[0]->text, "squeeze_1");
	ck_assert_int_eq(g->n_edges, 3);
	ck_assert_int_eq(g->n_warnings, 0);
	fx_graph_free(g);
}
END_TEST

/* A header parameter followed by its own placeholder line is one node,
 * in the header's order; typed and untyped parameters both count. */
START_TEST(header_parameters_with_placeholder_lines)
{
	struct fx_graph *g = tl_load_text("graph(x, y : torch.Tensor, *args):\n"
	    "    %y : [#users=1] = placeholder[target=y]\n"
	    "    %add : [#users=1] = call_function[target=operator.add]"
	    "(args = (%x, %y), kwargs = {})\n"
	    "    return add\n");

	ck_assert_int_eq(g->n_nodes, 5);
	ck_assert_str_eq(g->nodes[0].name, "x");
	ck_assert_str_eq(g->nodes[1].name, "y");
	ck_assert_int_eq(g->nodes[1].printed_users, 1);
	ck_assert_int_eq(g->nodes[1].line, 2);
	ck_assert_str_eq(g->nodes[1].type, "torch.Tensor");
	ck_assert_str_eq(g->nodes[2].name, "args");
	ck_assert_int_eq(g->nodes[2].op, FX_PLACEHOLDER);
	ck_assert_int_eq(g->nodes[0].n_users, 1);
	ck_assert_int_eq(g->n_warnings, 0);
	fx_graph_free(g);
}
END_TEST

START_TEST(uses_counts)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %x : [uses=2] = placeholder[target=x]\n"
	    "    %neg : [uses=1] = call_function[target=operator.neg]"
	    "(args = (%x,), kwargs = {})\n"
	    "    %mul : [uses=1] = call_function[target=operator.mul]"
	    "(args = (%x, %neg), kwargs = {})\n"
	    "    %y : [uses=0] = placeholder[target=y]\n"
	    "    return mul\n");

	ck_assert_int_eq(tl_node(g, "x")->printed_users, 2);
	ck_assert_int_eq(tl_node(g, "mul")->printed_users, 1);
	ck_assert_int_eq(tl_node(g, "y")->printed_users, 0);
	ck_assert_int_eq(g->n_warnings, 0);
	fx_graph_free(g);
}
END_TEST

/* Before pytorch/pytorch#45775 (2020-10) [uses=N] counted each use: "a
 * node for x + x would have two uses for the x node" (#45227). */
START_TEST(uses_counts_each_use)
{
	struct fx_graph *g = tl_load_text("graph(x):\n"
	    "    %relu_1 : [uses=2] = call_function[target=<built-in method "
	    "relu of type object at 0x7f18e09c8620>](args = (%x,), "
	    "kwargs = {})\n"
	    "    %add_1 : [uses=1] = call_function[target=<built-in function "
	    "add>](args = (%relu_1, %relu_1), kwargs = {})\n"
	    "    %z : [uses=1] = placeholder[target=z]\n"
	    "    return %add_1\n");

	ck_assert_int_eq(tl_node(g, "relu_1")->n_users, 1);
	ck_assert_int_eq(tl_node(g, "relu_1")->printed_users, 2);
	ck_assert_int_eq(tl_node(g, "add_1")->printed_users, 1);
	ck_assert_int_eq(tl_node(g, "z")->printed_users, 1);
	ck_assert_int_eq(g->n_warnings, 1);
	ck_assert_str_eq(g->warnings[0], "line 4: %z says it is used 1 "
	    "time, but it is used 0 times");
	fx_graph_free(g);
}
END_TEST

/* Written after the task brief: no real printout with "self." found. */
START_TEST(get_attr_through_self)
{
	struct fx_graph *g = tl_load_text("graph(x):\n"
	    "    %w : [uses=1] = self.linear.weight\n"
	    "    %add : [uses=1] = call_function[target=operator.add]"
	    "(args = (%x, %w), kwargs = {})\n"
	    "    return %add\n");
	const struct fx_node *w = tl_node(g, "w");

	ck_assert_int_eq(w->op, FX_GET_ATTR);
	ck_assert_str_eq(w->target, "linear.weight");
	ck_assert_int_eq(w->printed_users, 1);
	ck_assert_int_eq(w->n_users, 1);
	ck_assert_int_eq(w->args->n, 0);
	fx_graph_free(g);
}
END_TEST

START_TEST(lines_without_a_user_count)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %x = placeholder[target=x]\n"
	    "    %r = call_function[target=torch.relu]"
	    "(args = (%x,), kwargs = {})\n"
	    "    return r\n");

	ck_assert_int_eq(tl_node(g, "x")->printed_users, -1);
	ck_assert_int_eq(tl_node(g, "x")->n_users, 1);
	ck_assert_ptr_null(tl_node(g, "x")->type);
	ck_assert_int_eq(tl_node(g, "r")->op, FX_CALL_FUNCTION);
	ck_assert_str_eq(tl_node(g, "r")->target, "torch.relu");
	ck_assert_int_eq(g->n_warnings, 0);
	fx_graph_free(g);
}
END_TEST

START_TEST(empty_get_attr_target)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %self_1 : [#users=1] = get_attr[target=]\n"
	    "    return self_1\n");

	ck_assert_int_eq(tl_node(g, "self_1")->op, FX_GET_ATTR);
	ck_assert_str_eq(tl_node(g, "self_1")->target, "");
	fx_graph_free(g);
}
END_TEST

START_TEST(placeholder_default_is_args)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %x : [#users=1] = placeholder[target=x]\n"
	    "    %y : [#users=1] = placeholder[target=y](default=2)\n"
	    "    %add : [#users=1] = call_function[target=operator.add]"
	    "(args = (%x, %y), kwargs = {})\n"
	    "    return add\n");
	const struct fx_node *y = tl_node(g, "y");

	ck_assert_str_eq(y->target, "y");
	ck_assert_int_eq(y->args->n, 1);
	ck_assert_int_eq(y->args->items[0]->kind, FXV_INT);
	ck_assert_int_eq(y->args->items[0]->num.integer, 2);
	fx_graph_free(g);
}
END_TEST

/* torch 2.5+ prints a tensor's dtype, sizes, strides and device. */
START_TEST(tensor_annotation_goes_to_meta)
{
	struct fx_graph *g = tl_load_text("graph():\n"
	    "    %x : Tensor \"f32[2, 3][3, 1]cpu\"[num_users=1] = "
	    "placeholder[target=x]\n"
	    "    %s : Tensor \"bf16[s0, 2*s0][2*s0, 1]cuda:0\"[num_users=0] = "
	    "placeholder[target=s]\n"
	    "    %m : Tensor \"f16[Max(1, s0), 4]\"[num_users=0] = "
	    "placeholder[target=m]\n"
	    "    %c : Tensor \"i64[][]cpu\"[num_users=0] = "
	    "placeholder[target=c]\n"
	    "    %r : Tensor \"f32[2, 3][3, 1]cpu\"[num_users=1] = "
	    "call_function[target=torch.ops.aten.relu.default]"
	    "(args = (%x,), kwargs = {})\n"
	    "    return (r,)\n");
	const struct fx_node *x = tl_node(g, "x"), *s = tl_node(g, "s");

	ck_assert_str_eq(x->type, "Tensor");
	ck_assert_int_eq(x->printed_users, 1);
	ck_assert_int_eq(x->meta.n_tensors, 1);
	ck_assert_int_eq(x->meta.tuple, 0);
	ck_assert_str_eq(x->meta.tensors[0].dtype, "torch.float32");
	ck_assert_int_eq(x->meta.tensors[0].ndim, 2);
	ck_assert_str_eq(x->meta.tensors[0].dims[0], "2");
	ck_assert_str_eq(x->meta.tensors[0].dims[1], "3");
	ck_assert_str_eq(s->meta.tensors[0].dtype, "torch.bfloat16");
	ck_assert_int_eq(s->meta.tensors[0].ndim, 2);
	ck_assert_str_eq(s->meta.tensors[0].dims[0], "s0");
	ck_assert_str_eq(s->meta.tensors[0].dims[1], "2*s0");
	ck_assert_int_eq(tl_node(g, "m")->meta.tensors[0].ndim, 2);
	ck_assert_str_eq(tl_node(g, "m")->meta.tensors[0].dims[0], "Max(1, s0)");
	ck_assert_str_eq(tl_node(g, "c")->meta.tensors[0].dtype, "torch.int64");
	ck_assert_int_eq(tl_node(g, "c")->meta.tensors[0].ndim, 0);
	ck_assert_int_eq(tl_node(g, "r")->meta.n_tensors, 1);
	ck_assert_int_eq(tl_node(g, "r")->n_inputs, 1);
	fx_graph_free(g);
}
END_TEST

/* TorchInductor's "Graph fragment" comments (tests/data/old/SOURCES.md):
 * inputs printed with a type but no count, as PlaceHolder. */
START_TEST(inductor_graph_fragment)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("old/inductor_graph_fragment.txt", &err);
	const struct fx_node *a, *add;

	ck_assert_msg(g != NULL, "line %d, column %d: %s", err.line,
	    err.column, err.msg);
	ck_assert_int_eq(g->n_nodes, 4);
	a = tl_node(g, "arg0_1");
	ck_assert_int_eq(a->op, FX_PLACEHOLDER);
	ck_assert_str_eq(a->target, "arg0_1");
	ck_assert_int_eq(a->printed_users, -1);
	ck_assert_str_eq(a->type, "Tensor");
	ck_assert_str_eq(a->meta.tensors[0].dtype, "torch.float32");
	ck_assert_int_eq(a->meta.tensors[0].ndim, 1);
	ck_assert_str_eq(a->meta.tensors[0].dims[0], "1024");
	add = tl_node(g, "add");
	ck_assert_int_eq(add->printed_users, 1);
	ck_assert_int_eq(add->n_inputs, 2);
	ck_assert_str_eq(tl_node(g, "output")->args->items[0]->text, "add");
	ck_assert_int_eq(g->n_warnings, 0);
	fx_graph_free(g);
}
END_TEST

START_TEST(tensor_without_annotation)
{
	struct fx_graph *g = tl_load_text(
	    "%buf0 : Tensor  = PlaceHolder[target=buf0]\n"
	    "return %buf0\n");

	ck_assert_str_eq(tl_node(g, "buf0")->type, "Tensor");
	ck_assert_int_eq(tl_node(g, "buf0")->meta.n_tensors, 0);
	fx_graph_free(g);
}
END_TEST

/* Loads tests/data/REL, which must load. */
static struct fx_graph *
load_ok(const char *rel)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load(rel, &err);

	ck_assert_msg(g != NULL, "%s: line %d, column %d: %s", rel, err.line,
	    err.column, err.msg);
	return g;
}

/* Inductor's kernel comment pasted whole, from tests/data/fragments
 * (SOURCES.md there): the "#   " prefix goes, the lines above "Graph
 * fragment:" are skipped, the names it uses but does not define come
 * first as outside inputs, and a PlaceHolder input gives way to the node
 * of the same name. */
START_TEST(fragment_pasted_with_its_comment)
{
	static const char *const outside[] = { "arg0_1", "scatter_reduce",
	    "buf5" };
	struct fx_graph *g = load_ok("fragments/scatter_add.txt");
	const struct fx_node *cat, *out;
	uint32_t i;

	ck_assert_str_eq(g->form, "fx");
	ck_assert_int_eq(g->n_nodes, 18);
	for (i = 0; i < 3; i++) {
		ck_assert_str_eq(g->nodes[i].name, outside[i]);
		ck_assert_int_eq(g->nodes[i].op, FX_PLACEHOLDER);
		ck_assert_int_eq(g->nodes[i].meta.outside, 1);
		ck_assert_int_eq(g->nodes[i].n_users, 1);
	}
	ck_assert_int_eq(tl_node(g, "where")->meta.outside, 0);
	ck_assert_int_eq(tl_node(g, "where")->line, 18);
	ck_assert_int_eq(tl_node(g, "buf3")->meta.n_tensors, 0);
	cat = tl_node(g, "cat");
	ck_assert_int_eq(cat->op, FX_CALL_FUNCTION);
	ck_assert_int_eq(cat->line, 24);
	ck_assert_int_eq(cat->n_users, 1);	/* select; torch counts 4 */
	ck_assert_int_eq(cat->printed_users, 4);
	ck_assert_str_eq(g->nodes[cat->inputs[0]].name, "arg0_1");
	ck_assert_int_eq(tl_node(g, "scatter_add")->op, FX_CALL_FUNCTION);
	out = tl_node(g, "output");
	ck_assert_int_eq(out->args->items[0]->kind, FXV_NODE);
	ck_assert_str_eq(out->args->items[0]->text, "buf5");
	/* the counts are the whole graph's: no warning for them */
	ck_assert_int_eq(g->n_warnings, 1);
	ck_assert_str_eq(g->warnings[0], "3 nodes are used here but defined "
	    "outside the fragment: arg0_1, scatter_reduce, buf5");
	fx_graph_free(g);
}
END_TEST

/* "return %buf8,%rsqrt_1,%mul_3": the buffers a kernel writes, joined by
 * bare commas, are the output's tuple. */
START_TEST(fragment_returns_several)
{
	struct fx_graph *g = load_ok("fragments/rms_norm_returns.txt");
	const struct fx_value *v;

	v = tl_node(g, "output")->args->items[0];
	ck_assert_int_eq(v->kind, FXV_TUPLE);
	ck_assert_int_eq(v->n, 3);
	ck_assert_str_eq(v->items[0]->text, "buf8");
	ck_assert_str_eq(v->items[1]->text, "rsqrt_1");
	ck_assert_str_eq(v->items[2]->text, "mul_3");
	ck_assert_int_eq(tl_node(g, "rsqrt_1")->op, FX_CALL_FUNCTION);
	ck_assert_int_eq(tl_node(g, "buf8")->meta.outside, 0);
	ck_assert_int_eq(g->n_warnings, 0);
	fx_graph_free(g);
}
END_TEST

/* Older inductor: no PlaceHolder lines and no return line, so every
 * input is outside. */
START_TEST(fragment_without_inputs_or_return)
{
	struct fx_graph *g = load_ok("fragments/leaky_relu_no_return.txt");

	ck_assert_int_eq(g->n_nodes, 9);
	ck_assert_str_eq(g->nodes[2].name, "primals_1");
	ck_assert_int_eq(g->nodes[2].meta.outside, 1);
	ck_assert_int_eq(g->nodes[2].line, 0);
	ck_assert_int_eq(g->n_warnings, 2);
	ck_assert_str_eq(g->warnings[1], "3 nodes are used here but defined "
	    "outside the fragment: randn, unsqueeze_1, primals_1");
	fx_graph_free(g);
}
END_TEST

/* The same lines with and without a graph(): line: only the fragment
 * gets outside inputs; the printout fails where the reference is. */
START_TEST(outside_only_in_fragments)
{
	static const char lines[] =
	    "    %y : [num_users=1] = call_function[target=f](args = (%x,), "
	    "kwargs = {k: %z})\n"
	    "    return (%y, %w)\n";
	struct error err = { 0 };
	struct fx_graph *g;
	char text[256];

	g = load_fxir(lines, strlen(lines), NULL, &err);
	ck_assert_msg(g != NULL, "%s", err.msg);
	ck_assert_int_eq(g->n_nodes, 5);
	ck_assert_str_eq(g->nodes[2].name, "w");
	ck_assert_int_eq(g->nodes[2].meta.outside, 1);
	ck_assert_str_eq(g->warnings[0], "3 nodes are used here but defined "
	    "outside the fragment: x, z, w");
	fx_graph_free(g);
	snprintf(text, sizeof(text), "graph():\n%s", lines);
	ck_assert_ptr_null(load_fxir(text, strlen(text), NULL, &err));
	ck_assert_str_eq(err.msg, "reference to an unknown node '%x'");
	ck_assert_int_eq(err.line, 2);
	ck_assert_int_eq(err.column, 58);
}
END_TEST

/* C++ wrappers comment with "//"; the prefix may be indented, and a
 * kernel that writes nothing prints "return ". */
START_TEST(fragment_in_cpp_comment)
{
	static const char text[] =
	    "  // Graph fragment:\n"
	    "  //   %a : [num_users=1] = call_function[target=f]"
	    "(args = (%x,), kwargs = {})\n"
	    "  //   return \n";
	struct error err = { 0 };
	struct fx_graph *g;

	ck_assert_int_eq(load_is_fragment(text, strlen(text)), 1);
	g = load_fxir(text, strlen(text), NULL, &err);
	ck_assert_msg(g != NULL, "%s", err.msg);
	ck_assert_int_eq(tl_node(g, "x")->meta.outside, 1);
	ck_assert_int_eq(tl_node(g, "output")->args->items[0]->kind, FXV_TUPLE);
	ck_assert_int_eq(tl_node(g, "output")->args->items[0]->n, 0);
	fx_graph_free(g);
}
END_TEST

START_TEST(fragment_is_detected)
{
	static const char code[] = "# File: a.py:1 in f\n"
	    "def forward(self, x):\n";
	size_t len;
	char *text = tl_read("fragments/scatter_add.txt", &len);

	ck_assert_int_eq(load_is_fragment(text, len), 1);
	free(text);
	text = tl_read("old/inductor_graph_fragment.txt", &len);
	ck_assert_int_eq(load_is_fragment(text, len), 0);	/* no prefix */
	free(text);
	ck_assert_int_eq(load_is_fragment(code, strlen(code)), 0);
}
END_TEST

/* Malformed inputs: each must fail with this text at this place. */
static const struct {
	const char *file;
	int line, column;
	const char *msg;
} bad[] = {
	{ "truncated_line.txt", 3, 79, "line ends early: expected ', kwargs = "
	    "{...})' to close the node" },
	{ "unknown_op.txt", 3, 25, "unknown op 'call_fn' (expected "
	    "placeholder, get_attr, call_function, call_method, call_module "
	    "or output)" },
	{ "unknown_ref.txt", 3, 68, "reference to an unknown node '%y'" },
	/* torch's print with a.lin's input turned to a later node: FX
	 * defines a node before its users, and this would be a cycle */
	{ "cycle.fx.txt", 4, 64, "'b_norm' is used before it is defined (on "
	    "line 8): FX defines each node before its users, so a graph holds "
	    "no cycle" },
	{ "duplicate_name.txt", 3, 6, "duplicate node name 'x'" },
	{ "binary.bin", 1, 8, "not text: byte 0x00 is not valid UTF-8" },
	/* binary files given by mistake: what each is, what to give */
	{ "image.png", 1, 1, "a PNG image, not a graph: fxviz draws the text "
	    "torch prints of a graph (print(gm.graph), gm.code, "
	    "print_readable(), its logs and TORCH_TRACE files) and fxviz "
	    "JSON" },
	{ "tensor.pt", 1, 1, "a torch.save() file (a zip of pickled "
	    "tensors), not a graph: give fxviz the exporter's JSON "
	    "(fxviz.save(gm, PATH), python/fxviz.py) or the text "
	    "print(gm.graph) prints" },
	{ "model.pt2", 1, 1, "a .pt2 file (torch.export.save), not a graph "
	    "fxviz reads: give it the exporter's JSON (fxviz.save(ep, PATH), "
	    "python/fxviz.py) or the text print(ep) prints" },
	{ "model.onnx", 1, 1, "an ONNX model, not an FX graph: give fxviz the "
	    "FX graph it was exported from (print(gm.graph), or "
	    "fxviz.save(gm, PATH))" },
	{ "bad_utf8.txt", 3, 6, "not text: byte 0xc3 is not valid UTF-8" },
	{ "empty.txt", 0, 0, "empty input: expected the text that "
	    "print(gm.graph) prints" },
	{ "blank.txt", 0, 0, "empty input: expected the text that "
	    "print(gm.graph) prints" },
	{ "bad_header.txt", 1, 8, "expected ':' at the end of the "
	    "'graph(...)' line" },
	{ "missing_colon.txt", 3, 7, "expected ' : ' after the node name" },
	{ "after_return.txt", 4, 5, "unexpected text after the 'return' line" },
	/* the code form's reader takes it now; FX returns no expression */
	{ "python_code.txt", 2, 14, "expected the end of the statement, "
	    "found '*'" },
	{ "old_bad_parameter.txt", 1, 10, "expected a parameter name" },
	{ "old_unclosed_header.txt", 1, 12, "expected ')' to close the "
	    "'graph(' parameters" },
	{ "old_bad_annotation.txt", 2, 18, "bad tensor annotation: expected "
	    "'DTYPE[SIZES]'" },
	{ "old_no_count_no_op.txt", 2, 10, "unknown op 'foo' (expected "
	    "placeholder, get_attr, call_function, call_method, call_module "
	    "or output)" },
	{ "old_empty_call_target.txt", 2, 44, "empty target" },
	{ "old_bad_uses.txt", 2, 16, "expected a user count" },
	{ "old_no_equals.txt", 2, 43, "line ends early: expected "
	    "'[num_users=N] = op[target=...]'" },
	{ "old_bad_self.txt", 2, 39, "expected an attribute path after "
	    "'self.'" },
	/* places in the pasted text, prefix and all */
	{ "fragment_bad_op.txt", 8, 71, "unknown op 'call_functon' (expected "
	    "placeholder, get_attr, call_function, call_method, call_module "
	    "or output)" },
	{ "fragment_uncommented.txt", 8, 1, "expected a '#' comment line: "
	    "the text is a pasted \"Graph fragment\" comment, so each line "
	    "starts with '#'" },
};

START_TEST(malformed_input_gives_placed_error)
{
	char rel[256];

	snprintf(rel, sizeof(rel), "bad/%s", bad[_i].file);
	tl_assert_load_error(rel, bad[_i].line, bad[_i].column, bad[_i].msg);
}
END_TEST

START_TEST(columns_count_characters)
{
	struct error err = { 0 };
	const char *text = "graph():\n    %x : [#users=0] = placeholder"
	    "[target=\xc3\xbc\xc3\xbc]\n    %y : [#users=0] = bogus[target=y]\n";

	ck_assert_ptr_null(load_fxir(text, strlen(text), NULL, &err));
	ck_assert_int_eq(err.line, 3);
	ck_assert_int_eq(err.column, 23);
}
END_TEST

/* Found by fuzzing: a text that ends inside a quoted string, just after
 * a backslash, was read one byte past its end. */
START_TEST(text_ending_in_an_escape)
{
	static const char text[] = "graph():\nreturn (c{'key with)sp\\";
	struct error err = { 0 };
	char *copy = malloc(sizeof(text) - 1);	/* no NUL after it */
	struct fx_graph *g;

	memcpy(copy, text, sizeof(text) - 1);
	g = load_fxir(copy, sizeof(text) - 1, NULL, &err);
	ck_assert_ptr_nonnull(g);
	ck_assert_int_eq(g->nodes[g->n_nodes - 1].args->items[0]->kind, FXV_RAW);
	fx_graph_free(g);
	free(copy);
}
END_TEST

START_TEST(deep_nesting_is_kept_raw)
{
	char text[8192];
	size_t n = 0;
	int i;
	struct fx_graph *g;

	n += (size_t)snprintf(text + n, sizeof(text) - n, "graph():\n    %%x : "
	    "[#users=1] = placeholder[target=x]\n    %%y : [#users=1] = "
	    "call_function[target=f](args = (");
	for (i = 0; i < 1000; i++)
		text[n++] = '[';
	n += (size_t)snprintf(text + n, sizeof(text) - n, "%%x");
	for (i = 0; i < 1000; i++)
		text[n++] = ']';
	snprintf(text + n, sizeof(text) - n, ",), kwargs = {})\n    return y\n");
	g = tl_load_text(text);
	ck_assert_int_eq(tl_node(g, "y")->args->kind, FXV_RAW);
	ck_assert_int_eq(tl_node(g, "x")->n_users, 1);
	fx_graph_free(g);
}
END_TEST

static int
always_gone(void *ctx)
{
	(void)ctx;
	return 1;
}

/* A read can be cut short: past its deadline, or once its client left. */
START_TEST(a_guard_cuts_a_long_read_short)
{
	struct guard past = { 1, NULL, NULL }, left = { 0, always_gone, NULL };
	struct error err = { 0 };
	struct fx_graph *g, *back;
	struct module_tree *mt;
	size_t len;
	char *text = tl_read("corpus/gpt200_makefx.fx.txt", &len);

	ck_assert_ptr_null(load_graph_guarded(text, len, &past, &err));
	ck_assert_int_eq(err.kind, ERROR_LIMIT);
	ck_assert_ptr_nonnull(strstr(err.msg, "took longer"));
	ck_assert_ptr_null(load_graph_guarded(text, len, &left, &err));
	ck_assert_int_eq(err.kind, ERROR_IO);
	ck_assert_ptr_nonnull(strstr(err.msg, "client left"));
	/* and fxviz JSON of the same graph */
	g = load_graph(text, len, &err);
	free(text);
	mt = tl_modules(g);
	ck_assert_ptr_nonnull(text = json_write_graph(g, mt, 0, &len));
	ck_assert_ptr_null(load_graph_guarded(text, len, &left, &err));
	ck_assert_int_eq(err.kind, ERROR_IO);
	ck_assert_ptr_nonnull(back = load_graph_guarded(text, len, NULL, &err));
	fx_graph_free(back);
	free(text);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("load_fxir");
	TCase *tc = tcase_create("corpus");
	int n_corpus = 0, n_bad = (int)(sizeof(bad) / sizeof(bad[0]));

	while (tl_corpus[n_corpus] != NULL)
		n_corpus++;
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, torch1_syntax_matches_torch, 0, n_corpus);
	tcase_add_loop_test(tc, torch2_syntax_matches_torch, 0, n_corpus);
	suite_add_tcase(s, tc);

	tc = tcase_create("values");
	tcase_add_test(tc, special_values_are_read);
	tcase_add_test(tc, bad_byte_found_at_its_place);
	tcase_add_test(tc, typed_placeholder_with_default);
	tcase_add_test(tc, unquoted_strings_stay_whole);
	tcase_add_test(tc, return_line_forms);
	tcase_add_test(tc, quoted_dict_keys_in_return);
	tcase_add_test(tc, numbers_as_python_prints_them);
	tcase_add_test(tc, unreadable_args_kept_raw_with_users);
	tcase_add_test(tc, unusual_targets);
	tcase_add_test(tc, deep_nesting_is_kept_raw);
	tcase_add_test(tc, text_ending_in_an_escape);
	suite_add_tcase(s, tc);

	tc = tcase_create("old_and_new_forms");
	tcase_add_test(tc, header_parameters_are_placeholders);
	tcase_add_test(tc, header_parameters_with_placeholder_lines);
	tcase_add_test(tc, uses_counts);
	tcase_add_test(tc, uses_counts_each_use);
	tcase_add_test(tc, get_attr_through_self);
	tcase_add_test(tc, lines_without_a_user_count);
	tcase_add_test(tc, empty_get_attr_target);
	tcase_add_test(tc, placeholder_default_is_args);
	tcase_add_test(tc, tensor_annotation_goes_to_meta);
	tcase_add_test(tc, inductor_graph_fragment);
	tcase_add_test(tc, tensor_without_annotation);
	suite_add_tcase(s, tc);

	tc = tcase_create("fragments");
	tcase_add_test(tc, fragment_pasted_with_its_comment);
	tcase_add_test(tc, fragment_returns_several);
	tcase_add_test(tc, fragment_without_inputs_or_return);
	tcase_add_test(tc, outside_only_in_fragments);
	tcase_add_test(tc, fragment_in_cpp_comment);
	tcase_add_test(tc, fragment_is_detected);
	suite_add_tcase(s, tc);

	tc = tcase_create("warnings");
	tcase_add_test(tc, user_count_disagreement_warns);
	tcase_add_test(tc, missing_return_warns);
	suite_add_tcase(s, tc);

	tc = tcase_create("errors");
	tcase_add_loop_test(tc, malformed_input_gives_placed_error, 0, n_bad);
	tcase_add_test(tc, columns_count_characters);
	tcase_add_test(tc, a_guard_cuts_a_long_read_short);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
