/* check_load_json: fxviz JSON in and out, meta included. */
#include "config.h"

#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "model/graph.h"
#include "format/load_json.h"
#include "model/modules.h"
#include "testlib.h"
#include "format/write_json.h"

static struct fx_graph *
load_json_text(const char *text)
{
	struct error err = { 0 };
	struct fx_graph *g = load_json(text, strlen(text), NULL, &err);

	ck_assert_msg(g != NULL, "line %d, column %d: %s", err.line,
	    err.column, err.msg);
	return g;
}

/* Text -> JSON -> graph -> JSON gives the same JSON, and the same model. */
START_TEST(corpus_round_trips)
{
	struct error err;
	struct fx_graph *g, *back;
	struct module_tree *mt, *mt_back;
	char rel[256], *once, *twice;
	size_t len1, len2;
	uint32_t i;

	snprintf(rel, sizeof(rel), "corpus/%s.fx.txt", tl_corpus[_i]);
	g = tl_load(rel, &err);
	ck_assert_ptr_nonnull(g);
	mt = tl_modules(g);
	once = json_write_graph(g, mt, 0, &len1);
	ck_assert_ptr_nonnull(once);
	back = load_json(once, len1, NULL, &err);
	ck_assert_msg(back != NULL, "%s: %s", tl_corpus[_i], err.msg);
	ck_assert_int_eq(back->n_nodes, g->n_nodes);
	ck_assert_int_eq(back->n_edges, g->n_edges);
	for (i = 0; i < g->n_nodes; i++) {
		ck_assert_str_eq(back->nodes[i].name, g->nodes[i].name);
		ck_assert_int_eq(back->nodes[i].op, g->nodes[i].op);
		ck_assert_str_eq(back->nodes[i].target, g->nodes[i].target);
		ck_assert_int_eq(back->nodes[i].n_users, g->nodes[i].n_users);
		if (g->nodes[i].n_users > 0)
			ck_assert_mem_eq(back->nodes[i].users, g->nodes[i].users,
			    g->nodes[i].n_users * sizeof(uint32_t));
	}
	mt_back = tl_modules(back);
	twice = json_write_graph(back, mt_back, 0, &len2);
	ck_assert_ptr_nonnull(twice);
	ck_assert_str_eq(twice, once);
	free(once);
	free(twice);
	modules_free(mt_back);
	fx_graph_free(back);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

START_TEST(values_keep_their_kind)
{
	struct error err;
	struct fx_graph *g = tl_load("corpus/special2.fx.txt", &err), *back;
	struct module_tree *mt;
	char *json;
	size_t len;
	const struct fx_value *v;

	ck_assert_ptr_nonnull(g);
	mt = tl_modules(g);
	json = json_write_graph(g, mt, 1, &len);
	back = load_json(json, len, NULL, &err);
	ck_assert_ptr_nonnull(back);
	v = tl_node(back, "getitem")->args->items[1];
	ck_assert_int_eq(v->kind, FXV_TUPLE);
	ck_assert_int_eq(v->items[0]->kind, FXV_SLICE);
	ck_assert_int_eq(v->items[2]->kind, FXV_ELLIPSIS);
	v = tl_node(back, "clamp")->kwargs->items[0];
	ck_assert_int_eq(v->kind, FXV_FLOAT);	/* -1.0 stays a float */
	ck_assert_double_eq(v->num.real, -1.0);
	ck_assert(isinf(tl_node(back, "clamp")->kwargs->items[1]->num.real));
	ck_assert_int_eq(tl_node(back, "to")->kwargs->items[0]->kind, FXV_RAW);
	ck_assert_int_eq(tl_node(back, "layer_norm")->args->items[1]->kind,
	    FXV_LIST);
	ck_assert_int_eq(tl_node(back, "layer_norm")->args->items[1]->items[0]->kind,
	    FXV_INT);
	ck_assert_str_eq(tl_node(back, "flag")->type, "bool");
	ck_assert_str_eq(tl_node(back, "output")->args->items[0]->items[1]->keys[0],
	    "key with space");
	free(json);
	fx_graph_free(back);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

static const char meta_graph[] =
    "{\"format\": \"fxviz-graph\", \"version\": 1, \"name\": \"tiny\",\n"
    " \"nodes\": [\n"
    "  {\"name\": \"x\", \"op\": \"placeholder\", \"target\": \"x\",\n"
    "   \"type\": \"torch.Tensor\",\n"
    "   \"meta\": {\"shape\": [2, \"s0\", 64], \"dtype\": \"torch.float32\"}},\n"
    "  {\"name\": \"qkv\", \"op\": \"call_module\", \"target\": "
    "\"blocks.0.attn.qkv\",\n"
    "   \"args\": [{\"node\": \"x\"}], \"kwargs\": {},\n"
    "   \"meta\": {\"shape\": [2, 16, 192], \"dtype\": \"torch.float16\",\n"
    "     \"nn_module_stack\": [{\"path\": \"blocks.0\", \"type\": "
    "\"Block\"},\n"
    "       {\"path\": \"blocks.0.attn\", \"type\": \"Attention\"},\n"
    "       [\"blocks.0.attn.qkv\", \"torch.nn.Linear\"]],\n"
    "     \"stack_trace\": \"File \\\"gpt.py\\\", line 9, in forward\"}},\n"
    "  {\"name\": \"split\", \"op\": \"call_method\", \"target\": \"split\",\n"
    "   \"args\": [{\"node\": \"qkv\"}, 64], \"kwargs\": {\"dim\": 2},\n"
    "   \"meta\": {\"shape\": [[2, 16, 64], [2, 16, 64], [2, 16, 64]],\n"
    "     \"dtype\": [\"torch.float16\", \"torch.float16\", "
    "\"torch.float16\"]}},\n"
    "  {\"name\": \"output\", \"op\": \"output\", \"target\": \"output\",\n"
    "   \"args\": [{\"tuple\": [{\"node\": \"split\"}, {\"float\": \"nan\"},\n"
    "     {\"int\": \"123456789012345678901\"}, {\"ellipsis\": true},\n"
    "     {\"dict\": {\"a\": {\"slice\": [1, null, 2]}}},\n"
    "     {\"raw\": \"torch.float16\"}, {\"mystery\": [1, 2]}]}]}\n"
    " ]}\n";

START_TEST(meta_is_read_and_written)
{
	struct fx_graph *g = load_json_text(meta_graph), *back;
	struct module_tree *mt = tl_modules(g), *mt_back;
	const struct fx_node *n;
	struct error err = { 0 };
	char *json, *again;
	size_t len;

	ck_assert_str_eq(g->name, "tiny");
	n = tl_node(g, "x");
	ck_assert_str_eq(n->type, "torch.Tensor");
	ck_assert_int_eq(n->meta.n_tensors, 1);
	ck_assert_int_eq(n->meta.tuple, 0);
	ck_assert_int_eq(n->meta.tensors[0].ndim, 3);
	ck_assert_str_eq(n->meta.tensors[0].dims[1], "s0");
	ck_assert_str_eq(n->meta.tensors[0].dtype, "torch.float32");
	n = tl_node(g, "qkv");
	ck_assert_int_eq(n->meta.n_modules, 3);
	ck_assert_str_eq(n->meta.modules[1].path, "blocks.0.attn");
	ck_assert_str_eq(n->meta.modules[1].type, "Attention");
	ck_assert_str_eq(n->meta.modules[2].type, "torch.nn.Linear");
	ck_assert_str_eq(n->meta.stack_trace,
	    "File \"gpt.py\", line 9, in forward");
	n = tl_node(g, "split");
	ck_assert_int_eq(n->meta.tuple, 1);
	ck_assert_int_eq(n->meta.n_tensors, 3);
	ck_assert_str_eq(n->meta.tensors[2].dims[2], "64");
	ck_assert_int_eq(tl_node(g, "qkv")->n_users, 1);

	json = json_write_graph(g, mt, 0, &len);
	back = load_json(json, len, NULL, &err);
	ck_assert_msg(back != NULL, "%s", err.msg);
	mt_back = tl_modules(back);
	again = json_write_graph(back, mt_back, 0, &len);
	ck_assert_str_eq(again, json);
	ck_assert_ptr_nonnull(strstr(json, "\"shape\":[2,\"s0\",64]"));
	ck_assert_ptr_nonnull(strstr(json, "{\"float\":\"nan\"}"));
	ck_assert_ptr_nonnull(strstr(json, "{\"raw\":\"123456789012345678901\"}"));
	free(json);
	free(again);
	modules_free(mt_back);
	fx_graph_free(back);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* The same resnet18 as the exporter wrote it before version 2 (no
 * target_module) and after: both read, to the same graph, and only v2
 * knows what conv1 is. */
START_TEST(v1_and_v2_files_load)
{
	struct error err = { 0 };
	struct fx_graph *v1 = tl_load("json/resnet18.v1.json", &err), *v2;
	const struct fx_node *a, *b;
	uint32_t i;

	ck_assert_msg(v1 != NULL, "%s", err.msg);
	v2 = tl_load("json/resnet18.v2.json", &err);
	ck_assert_msg(v2 != NULL, "%s", err.msg);
	ck_assert_int_eq(v1->n_nodes, 71);
	ck_assert_int_eq(v2->n_nodes, v1->n_nodes);
	ck_assert_int_eq(v2->n_edges, v1->n_edges);
	for (i = 0; i < v1->n_nodes; i++) {
		a = &v1->nodes[i];
		b = &v2->nodes[i];
		ck_assert_str_eq(a->name, b->name);
		ck_assert_int_eq(a->meta.n_tensors, b->meta.n_tensors);
		ck_assert_ptr_null(a->meta.target_type);
		ck_assert_ptr_null(fx_node_module_type(a));
		/* every call_module of v2 has a class, nothing else has */
		ck_assert_int_eq(fx_node_module_type(b) != NULL,
		    b->op == FX_CALL_MODULE);
	}
	b = tl_node(v2, "conv1");
	ck_assert_str_eq(b->meta.target_type, "torch.nn.modules.conv.Conv2d");
	ck_assert_str_eq(b->meta.target_repr, "3, 64, kernel_size=(7, 7), "
	    "stride=(2, 2), padding=(3, 3), bias=False");
	ck_assert_str_eq(tl_node(v2, "relu")->meta.target_type,
	    "torch.nn.modules.activation.ReLU");
	ck_assert_str_eq(tl_node(v2, "relu")->meta.target_repr, "inplace=True");
	ck_assert_str_eq(tl_node(v2, "fc")->meta.target_repr,
	    "in_features=512, out_features=1000, bias=True");
	fx_graph_free(v2);
	fx_graph_free(v1);
}
END_TEST

/* Read, written, read and written again: the same bytes, version 2,
 * target_module and all; a v1 file comes out as v2. */
START_TEST(v2_round_trips)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("json/resnet18.v2.json", &err), *back;
	struct module_tree *mt = tl_modules(g), *mt_back;
	char *once, *twice;
	size_t len;

	once = json_write_graph(g, mt, 0, &len);
	ck_assert_ptr_nonnull(once);
	ck_assert_ptr_nonnull(strstr(once, "\"version\":2,"));
	ck_assert_ptr_nonnull(strstr(once, "\"target_module\":{\"type\":"
	    "\"torch.nn.modules.conv.Conv2d\",\"repr\":\"3, 64, "
	    "kernel_size=(7, 7), stride=(2, 2), padding=(3, 3), "
	    "bias=False\"}"));
	back = load_json(once, len, NULL, &err);
	ck_assert_msg(back != NULL, "%s", err.msg);
	mt_back = tl_modules(back);
	twice = json_write_graph(back, mt_back, 0, &len);
	ck_assert_str_eq(twice, once);
	free(once);
	free(twice);
	modules_free(mt_back);
	fx_graph_free(back);
	modules_free(mt);
	fx_graph_free(g);

	g = tl_load("json/resnet18.v1.json", &err);
	once = json_write_graph(g, NULL, 0, &len);
	ck_assert_ptr_nonnull(strstr(once, "\"version\":2,"));
	ck_assert_ptr_null(strstr(once, "target_module"));
	free(once);
	fx_graph_free(g);
}
END_TEST

/* Without target_module, a call_module's class is the type its own frame
 * of nn_module_stack gives (torch 2.x); target_module's wins; a frame
 * that is not the target, or a node of another op, gives none. Keys of
 * another shape are ignored. */
START_TEST(module_type_from_the_stack)
{
	struct fx_graph *g = load_json_text(meta_graph);

	ck_assert_str_eq(fx_node_module_type(tl_node(g, "qkv")),
	    "torch.nn.Linear");
	ck_assert_ptr_null(fx_node_module_type(tl_node(g, "split")));
	fx_graph_free(g);
	g = load_json_text("{\"version\": 2, \"nodes\": ["
	    "{\"name\": \"x\", \"op\": \"placeholder\"},"
	    "{\"name\": \"a\", \"op\": \"call_module\", \"target\": "
	    "\"m.a\", \"args\": [{\"node\": \"x\"}], \"target_module\": "
	    "{\"type\": \"my.Conv\", \"repr\": \"k=3\"},"
	    "\"meta\": {\"nn_module_stack\": [{\"path\": \"m.a\", "
	    "\"type\": \"other.Conv\"}]}},"
	    "{\"name\": \"b\", \"op\": \"call_module\", \"target\": "
	    "\"m.b\", \"args\": [{\"node\": \"a\"}],"
	    "\"meta\": {\"nn_module_stack\": [{\"path\": \"m\", "
	    "\"type\": \"M\"}]}},"
	    "{\"name\": \"c\", \"op\": \"call_module\", \"target\": "
	    "\"m.c\", \"args\": [{\"node\": \"b\"}], \"target_module\": "
	    "[\"Conv\"]},"
	    "{\"name\": \"d\", \"op\": \"call_module\", \"target\": "
	    "\"m.d\", \"args\": [{\"node\": \"c\"}], \"target_module\": "
	    "{\"repr\": \"p=0.5\", \"type\": 7}}]}");
	ck_assert_str_eq(fx_node_module_type(tl_node(g, "a")), "my.Conv");
	ck_assert_str_eq(tl_node(g, "a")->meta.target_repr, "k=3");
	ck_assert_ptr_null(fx_node_module_type(tl_node(g, "b")));
	ck_assert_ptr_null(fx_node_module_type(tl_node(g, "c")));
	ck_assert_ptr_null(fx_node_module_type(tl_node(g, "d")));
	ck_assert_str_eq(tl_node(g, "d")->meta.target_repr, "p=0.5");
	fx_graph_free(g);
}
END_TEST

START_TEST(unknown_value_forms_are_kept_raw)
{
	struct fx_graph *g = load_json_text(meta_graph);
	const struct fx_value *v = tl_node(g, "output")->args->items[0];

	ck_assert_int_eq(v->n, 7);
	ck_assert_int_eq(v->items[6]->kind, FXV_RAW);
	ck_assert_str_eq(v->items[6]->text, "{\"mystery\":[1,2]}");
	ck_assert_int_eq(v->items[4]->items[0]->kind, FXV_SLICE);
	ck_assert_int_eq(v->items[4]->items[0]->items[1]->kind, FXV_NONE);
	fx_graph_free(g);
}
END_TEST

START_TEST(minimal_json_is_enough)
{
	struct fx_graph *g = load_json_text("{\"nodes\": [{\"name\": \"a\", "
	    "\"op\": \"placeholder\"}, {\"name\": \"out\", \"op\": \"output\", "
	    "\"args\": [{\"node\": \"a\"}]}]}");

	ck_assert_int_eq(g->n_nodes, 2);
	ck_assert_str_eq(g->nodes[0].target, "a");
	ck_assert_str_eq(g->nodes[1].target, "output");
	ck_assert_int_eq(g->nodes[0].n_users, 1);
	ck_assert_ptr_null(g->name);
	fx_graph_free(g);
}
END_TEST

/* A fragment's outside input keeps its mark through JSON; an ordinary
 * placeholder gets none. */
START_TEST(outside_round_trips)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("fragments/leaky_relu_no_return.txt",
	    &err), *back;
	char *json;

	ck_assert_msg(g != NULL, "%s", err.msg);
	json = json_write_graph(g, NULL, 0, NULL);
	ck_assert_ptr_nonnull(strstr(json, "{\"name\":\"randn\",\"op\":"
	    "\"placeholder\",\"target\":\"randn\",\"args\":[],\"kwargs\":{},"
	    "\"users\":[\"mul\"],\"meta\":{\"outside\":true}}"));
	back = load_json_text(json);
	ck_assert_int_eq(tl_node(back, "randn")->meta.outside, 1);
	ck_assert_int_eq(tl_node(back, "mul")->meta.outside, 0);
	free(json);
	fx_graph_free(back);
	fx_graph_free(g);
}
END_TEST

/* A node read from text keeps its line in the graph's JSON, and reading
 * that JSON keeps it too: a warning's "line N" names the node's line. */
START_TEST(source_lines_round_trip)
{
	struct error err;
	struct fx_graph *g = tl_load("fragments/leaky_relu_no_return.txt",
	    &err), *back;
	char *json;
	uint32_t i;

	ck_assert_msg(g != NULL, "%s", err.msg);
	json = json_write_graph(g, NULL, 0, NULL);
	ck_assert_ptr_nonnull(json);
	back = load_json_text(json);
	for (i = 0; i < g->n_nodes; i++)
		ck_assert_uint_eq(back->nodes[i].line, g->nodes[i].line);
	ck_assert_uint_eq(tl_node(g, "mul")->line, 8);
	free(json);
	fx_graph_free(back);
	fx_graph_free(g);
	/* JSON written by hand has no lines; a bad one is left out */
	back = load_json_text("{\"nodes\": [{\"name\": \"x\", \"op\": "
	    "\"placeholder\", \"line\": -2}, {\"name\": \"y\", \"op\": "
	    "\"placeholder\", \"line\": 1.5}, {\"name\": \"z\", \"op\": "
	    "\"placeholder\", \"line\": 7}]}");
	ck_assert_uint_eq(tl_node(back, "x")->line, 0);
	ck_assert_uint_eq(tl_node(back, "y")->line, 0);
	ck_assert_uint_eq(tl_node(back, "z")->line, 7);
	fx_graph_free(back);
}
END_TEST

START_TEST(node_json_has_neighbours)
{
	struct fx_graph *g = load_json_text(meta_graph);
	struct module_tree *mt = modules_build(g, UINT32_MAX);
	char *json = json_write_node(g, tl_node(g, "qkv"), mt, NULL);

	ck_assert_ptr_nonnull(strstr(json, "\"module\":\"blocks.0.attn.qkv\""));
	ck_assert_ptr_nonnull(strstr(json, "\"inputs\":[\"x\"]"));
	ck_assert_ptr_nonnull(strstr(json, "\"users\":[\"split\"]"));
	ck_assert_ptr_nonnull(strstr(json, "\"prev\":\"x\""));
	ck_assert_ptr_nonnull(strstr(json, "\"next\":\"split\""));
	free(json);
	json = json_write_node(g, tl_node(g, "x"), mt, NULL);
	ck_assert_ptr_nonnull(strstr(json, "\"prev\":null"));
	ck_assert_ptr_nonnull(strstr(json, "\"module\":\"\""));
	free(json);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

static const struct {
	const char *file;
	int line, column;
	const char *msg;
} bad[] = {
	{ "truncated.json", 3, 23, "invalid JSON: the text ends early" },
	{ "unknown_op.json", 3, 23, "node 1: unknown op 'call_fn' (expected "
	    "placeholder, get_attr, call_function, call_method, call_module "
	    "or output)" },
	{ "unknown_ref.json", 4, 12, "node 1: reference to an unknown node "
	    "'nope'" },
	{ "duplicate_name.json", 3, 12, "node 1: duplicate node name 'x'" },
	{ "future_version.json", 1, 38, "unsupported version 7 (this fxviz "
	    "reads versions 1 to 3)" },
};

START_TEST(malformed_json_gives_placed_error)
{
	char rel[256];

	snprintf(rel, sizeof(rel), "bad/%s", bad[_i].file);
	tl_assert_load_error(rel, bad[_i].line, bad[_i].column, bad[_i].msg);
}
END_TEST

static void
expect_error(const char *text, int line, int column, const char *msg)
{
	struct error err = { 0 };

	ck_assert_ptr_null(load_json(text, strlen(text), NULL, &err));
	ck_assert_str_eq(err.msg, msg);
	ck_assert_int_eq(err.line, line);
	ck_assert_int_eq(err.column, column);
}

START_TEST(shape_errors_are_placed)
{
	expect_error("[1, 2]", 1, 1, "expected a JSON object with \"format\": "
	    "\"fxviz-graph\"");
	expect_error("{\"format\": \"other\", \"nodes\": []}", 1, 12,
	    "not fxviz JSON: \"format\" must be \"fxviz-graph\"");
	expect_error("{\"nodes\": 3}", 1, 11, "expected \"nodes\": [...]");
	expect_error("{\"nodes\": [\n  {\"op\": \"placeholder\"}]}", 2, 3,
	    "node 0: missing 'name'");
	expect_error("{\"nodes\": [{\"name\": \"a\", \"op\": 5}]}", 1, 32,
	    "node 0: 'op' must be a string");
	expect_error("{\"nodes\": [{\"name\": \"a\\u0001\", \"op\": "
	    "\"placeholder\"}]}", 1, 21, "node 0: " FX_BAD_NAME_MSG);
	/* U+FFFE: no SVG can carry it, so no page could draw the node */
	expect_error("{\"nodes\": [{\"name\": \"a\\ufffe\", \"op\": "
	    "\"placeholder\"}]}", 1, 21, "node 0: " FX_BAD_NAME_MSG);
	/* a node used before its definition, or by itself: a cycle */
	expect_error("{\"nodes\": [{\"name\": \"x\", \"op\": \"placeholder\"},\n"
	    " {\"name\": \"a\", \"op\": \"call_function\", \"target\": \"f\", "
	    "\"args\": [{\"node\": \"b\"}]},\n"
	    " {\"name\": \"b\", \"op\": \"call_function\", \"target\": \"f\", "
	    "\"args\": [{\"node\": \"a\"}]}]}", 2, 62, "node 1: 'b' is used "
	    "before it is defined: FX defines each node before its users, so a "
	    "graph holds no cycle");
	expect_error("{\"nodes\": [{\"name\": \"a\", \"op\": \"call_function\", "
	    "\"target\": \"f\", \"args\": [{\"node\": \"a\"}]}]}", 1, 72,
	    "node 0: 'a' uses itself: FX defines each node before its users, "
	    "so a graph holds no cycle");
	expect_error("{\"nodes\": []} x", 1, 15, "invalid JSON: unexpected "
	    "text after the end of the graph");
	expect_error("{\"nodes\": [{\"name\": \"a\", \"op\": \"placeholder\", "
	    "\"args\": 7}]}", 1, 55, "node 0: 'args' must be an array");
}
END_TEST

/* Sub-graphs, a node's sub-graph and a tensor's device are written and
 * read back. */
START_TEST(subgraphs_and_devices_read_back)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("code/cond_nested.readable.py", &err), *h;
	const struct fx_graph *s;
	char *a, *b;
	size_t alen, blen;

	ck_assert_ptr_nonnull(g);
	ck_assert_ptr_nonnull(a = json_write_graph(g, NULL, 0, &alen));
	ck_assert_msg((h = load_json(a, alen, NULL, &err)) != NULL, "%s",
	    err.msg);
	ck_assert_uint_eq(h->n_subs, 2);
	ck_assert_ptr_nonnull(s = fx_graph_sub(h, "cond_true_0.cond_false_0"));
	ck_assert_uint_eq(s->n_nodes, 3);
	ck_assert_str_eq(h->nodes[fx_graph_find(h, "cond_true_0", 11)]
	    .meta.subgraph, "cond_true_0");
	ck_assert_str_eq(h->nodes[0].meta.tensors[0].device, "cuda:0");
	ck_assert_ptr_nonnull(b = json_write_graph(h, NULL, 0, &blen));
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	fx_graph_free(h);
	fx_graph_free(g);
	a = "{\"nodes\": [], \"subgraphs\": [{\"nodes\": []}]}";
	ck_assert_ptr_null(load_json(a, strlen(a), NULL, &err));
	ck_assert_msg(strstr(err.msg, "a sub-graph without a \"name\"") !=
	    NULL, "%s", err.msg);
}
END_TEST

/* A graph of three nodes with two overlays, as docs/format.md shows. */
static const char overlay_graph[] =
    "{\"format\": \"fxviz-graph\", \"version\": 3, \"nodes\": [\n"
    " {\"name\": \"x\", \"op\": \"placeholder\"},\n"
    " {\"name\": \"mm\", \"op\": \"call_function\", \"target\": \"torch.mm\", "
    "\"args\": [{\"node\": \"x\"}, {\"node\": \"x\"}]},\n"
    " {\"name\": \"output\", \"op\": \"output\", \"args\": [{\"node\": \"mm\"}]}],\n"
    " \"overlays\": [\n"
    "  {\"name\": \"flops\", \"unit\": \"FLOP\", \"how\": \"by hand\",\n"
    "   \"values\": {\"mm\": 1.25e9, \"nosuch\": 3, \"gone\": 4}},\n"
    "  {\"name\": \"time\", \"unit\": \"s\", \"runs\": 20,\n"
    "   \"values\": {\"x\": 0.001, \"mm\": 0.25}, \"spread\": {\"mm\": 0.01}}]}";

/* Overlays are read with every key, names of no node warned of and
 * left out, and written back as version 3; a graph without them is
 * written as version 2. */
START_TEST(overlays_read_and_write_back)
{
	struct fx_graph *g = load_json_text(overlay_graph), *h;
	const struct fx_overlay *f, *t;
	char *a, *b;
	size_t alen, blen;

	ck_assert_uint_eq(g->n_overlays, 2);
	ck_assert_ptr_nonnull(f = fx_graph_overlay(g, "flops"));
	ck_assert_ptr_nonnull(t = fx_graph_overlay(g, "time"));
	ck_assert_ptr_null(fx_graph_overlay(g, "bytes"));
	ck_assert_str_eq(f->unit, "FLOP");
	ck_assert_str_eq(f->how, "by hand");
	ck_assert(f->values[1] == 1.25e9);
	ck_assert(isnan(f->values[0]) && isnan(f->values[2]));
	ck_assert_ptr_null(f->spread);
	ck_assert_uint_eq(t->runs, 20);
	ck_assert(t->values[0] == 0.001 && t->spread[1] == 0.01);
	ck_assert(isnan(t->spread[0]));
	ck_assert_uint_eq(g->n_warnings, 1);
	ck_assert_str_eq(g->warnings[0], "overlay 'flops': 2 values left out, "
	    "for names of no node: 'nosuch', 'gone'");
	ck_assert_ptr_nonnull(a = json_write_graph(g, NULL, 0, &alen));
	ck_assert_ptr_nonnull(strstr(a, "\"version\":3"));
	ck_assert_ptr_nonnull(strstr(a, "{\"name\":\"time\",\"unit\":\"s\","
	    "\"runs\":20,\"values\":{\"x\":0.001,\"mm\":0.25},\"spread\":"
	    "{\"mm\":0.01}}"));
	h = load_json_text(a);
	ck_assert_ptr_nonnull(b = json_write_graph(h, NULL, 0, &blen));
	/* the same, but the warning the first reading made */
	ck_assert_uint_eq(h->n_overlays, 2);
	ck_assert(fx_graph_overlay(h, "flops")->values[1] == 1.25e9);
	free(a);
	free(b);
	fx_graph_free(h);
	fx_graph_free(g);
	g = load_json_text("{\"nodes\": [{\"name\": \"x\", \"op\": "
	    "\"placeholder\"}]}");
	ck_assert_ptr_nonnull(a = json_write_graph(g, NULL, 0, &alen));
	ck_assert_ptr_nonnull(strstr(a, "\"version\":2"));
	ck_assert_ptr_null(strstr(a, "overlays"));
	free(a);
	fx_graph_free(g);
}
END_TEST

START_TEST(overlay_errors_are_placed)
{
	static const char head[] = "{\"nodes\": [{\"name\": \"x\", \"op\": "
	    "\"placeholder\"}],\n \"overlays\": ";
	static const struct {
		const char *tail;
		int line, column;
		const char *msg;
	} cases[] = {
		{ "3}", 2, 14, "'overlays' must be an array" },
		{ "[{\"unit\": \"B\", \"values\": {}}]}", 2, 15,
		    "overlay 0: no \"name\"" },
		{ "[{\"name\": \"b\", \"values\": {}}]}", 2, 15,
		    "overlay 0: no \"unit\"" },
		{ "[{\"name\": \"b\", \"unit\": \"B\", \"values\": 3}]}", 2, 52,
		    "overlay 'b': \"values\" must be an object of node name to "
		    "number" },
		{ "[{\"name\": \"b\", \"unit\": \"B\", \"values\": {\"x\": \"a\"}}]}",
		    2, 58, "overlay 'b': the value of 'x' is not a finite number" },
		{ "[{\"name\": \"b\", \"unit\": \"B\", \"values\": {\"x\": 1e999}}]}",
		    2, 58, "overlay 'b': the value of 'x' is not a finite number" },
		{ "[{\"name\": \"b\", \"unit\": \"B\", \"values\": {},\n"
		    "  \"spread\": {\"x\": -1}}]}", 3, 19, "overlay 'b': the "
		    "spread of 'x' is not a finite number of 0 or more" },
		{ "[{\"name\": \"op\", \"unit\": \"B\", \"values\": {}}]}", 2, 15,
		    "overlay name 'op': 1 to 64 of A-Z a-z 0-9 _ . -, starting "
		    "with a letter, and not 'op' or 'kernel'" },
		{ "[{\"name\": \"b\", \"unit\": \"\", \"values\": {}}]}", 2, 15,
		    "overlay 'b': unit '' is not 1 to 32 printable characters" },
		{ "[{\"name\": \"b\", \"unit\": \"B\", \"values\": {}},\n"
		    "  {\"name\": \"b\", \"unit\": \"B\", \"values\": {}}]}", 3, 3,
		    "overlay 'b' is given twice" },
		{ "[{\"name\": \"b\", \"unit\": \"B\", \"values\": {}, "
		    "\"runs\": 0.5}]}", 2, 64, "overlay 'b': \"spread\" is an "
		    "object of node name to number, \"runs\" a whole number "
		    "from 1, \"how\" a string" },
	};
	char text[512];
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(text, sizeof(text), "%s%s", head, cases[i].tail);
		expect_error(text, cases[i].line, cases[i].column, cases[i].msg);
	}
}
END_TEST

/* Overlays given apart from the graph (an upload, --overlay): an
 * overlay object, a list, a map of node to number named and united by
 * the caller, and a map of node to named numbers. */
START_TEST(overlays_given_apart)
{
	struct fx_graph *g = load_json_text(overlay_graph);
	const struct fx_overlay *o;
	struct error err = { 0 };
	static const char map[] = "{\"x\": 2, \"mm\": 5.5, \"nope\": 1}";
	static const char named[] = "{\"mm\": {\"mean\": 0.3, \"std\": 0.02}, "
	    "\"x\": {\"mean\": 0.1}}";
	static const char one[] = "{\"name\": \"bytes\", \"unit\": \"B\", "
	    "\"values\": {\"mm\": 64}}";

	ck_assert_int_eq(load_overlays(map, strlen(map), "cost", "us", g,
	    &err), 1);
	ck_assert_ptr_nonnull(o = fx_graph_overlay(g, "cost"));
	ck_assert_str_eq(o->unit, "us");
	ck_assert(o->values[0] == 2 && o->values[1] == 5.5);
	ck_assert_str_eq(g->warnings[g->n_warnings - 1], "overlay 'cost': 1 "
	    "value left out, for names of no node: 'nope'");
	ck_assert_int_eq(load_overlays(named, strlen(named), "time",
	    "mean:s,std:s", g, &err), 2);
	ck_assert(fx_graph_overlay(g, "time.mean")->values[1] == 0.3);
	ck_assert(fx_graph_overlay(g, "time.std")->values[1] == 0.02);
	ck_assert(isnan(fx_graph_overlay(g, "time.std")->values[0]));
	/* the one given last counts */
	ck_assert_int_eq(load_overlays(one, strlen(one), NULL, NULL, g, &err),
	    1);
	ck_assert(fx_graph_overlay(g, "bytes")->values[1] == 64);
	ck_assert_int_eq(load_overlays(map, strlen(map), "bytes", "B", g,
	    &err), 1);
	ck_assert(fx_graph_overlay(g, "bytes")->values[1] == 5.5);
	/* what is missing, said */
	ck_assert_int_eq(load_overlays(map, strlen(map), NULL, "B", g, &err),
	    -1);
	ck_assert_str_eq(err.msg, "a map of node name to number needs the "
	    "overlay's name (?name= and ?unit=)");
	ck_assert_int_eq(load_overlays(named, strlen(named), "t", "mean:s", g,
	    &err), -1);
	ck_assert_str_eq(err.msg, "overlay 't.std' needs a unit "
	    "(?unit=std:UNIT)");
	ck_assert_int_eq(load_overlays("{\"x\": 1, \"mm\": {\"a\": 2}}", 24,
	    "n", "B", g, &err), -1);
	ck_assert_int_eq(err.column, 16);
	ck_assert_int_eq(load_overlays("[1]", 3, NULL, NULL, g, &err), -1);
	ck_assert_str_eq(err.msg, "overlay 0: expected an object with "
	    "\"name\", \"unit\" and \"values\"");
	ck_assert_int_eq(load_overlays("{\"x\": 1", 7, "n", "B", g, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "invalid JSON"));
	fx_graph_free(g);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("load_json");
	TCase *tc = tcase_create("round trip");
	int n_corpus = 0;

	while (tl_corpus[n_corpus] != NULL)
		n_corpus++;
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, corpus_round_trips, 0, n_corpus);
	tcase_add_test(tc, values_keep_their_kind);
	suite_add_tcase(s, tc);

	tc = tcase_create("reading");
	tcase_add_test(tc, meta_is_read_and_written);
	tcase_add_test(tc, unknown_value_forms_are_kept_raw);
	tcase_add_test(tc, minimal_json_is_enough);
	tcase_add_test(tc, outside_round_trips);
	tcase_add_test(tc, node_json_has_neighbours);
	tcase_add_test(tc, source_lines_round_trip);
	tcase_add_test(tc, subgraphs_and_devices_read_back);
	tcase_add_test(tc, v1_and_v2_files_load);
	tcase_add_test(tc, v2_round_trips);
	tcase_add_test(tc, module_type_from_the_stack);
	tcase_add_test(tc, overlays_read_and_write_back);
	tcase_add_test(tc, overlays_given_apart);
	suite_add_tcase(s, tc);

	tc = tcase_create("errors");
	tcase_add_loop_test(tc, malformed_json_gives_placed_error, 0,
	    (int)(sizeof(bad) / sizeof(bad[0])));
	tcase_add_test(tc, shape_errors_are_placed);
	tcase_add_test(tc, overlay_errors_are_placed);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
