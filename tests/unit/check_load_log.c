/* check_load_log: the graphs in torch's logs and in print(exported_program),
 * cut out and read. The logs under tests/data/logs are written as torch
 * 2.x's printers write them (tests/data/logs/SOURCES.md): the graph by
 * torch/fx/_utils.py (lazy_format_graph_code, _format_graph_code), each
 * line's prefix by torch/_logging/_internal.py (TorchLogsFormatter), the
 * ExportedProgram by torch/export/exported_program.py (__str__) and its
 * signature by torch/export/graph_signature.py (__str__, or the
 * dataclass repr before it). Those under tests/data/logs/torch are real,
 * written by torch 2.14, each with the truth recorded while torch printed
 * it (tests/data/logs/torch/SOURCES.md). */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "format/load.h"
#include "format/load_json.h"
#include "format/load_log.h"
#include "format/write_json.h"
#include "model/graph.h"
#include "testlib.h"

/* Whether node a is among b's users, and b among a's inputs... as the
 * names say: a feeds b. */
static void
feeds(const struct fx_graph *g, const char *a, const char *b)
{
	const struct fx_node *na = tl_node(g, a);
	uint32_t k;

	for (k = 0; k < na->n_users; k++)
		if (strcmp(g->nodes[na->users[k]].name, b) == 0)
			return;
	ck_abort_msg("%s does not feed %s", a, b);
}

/* The log's parts, split with the form found from the text. */
static struct load_part *
split(const char *rel, size_t *n, char **text, size_t *len)
{
	struct load_part *parts;
	struct error err = { 0 };

	*text = tl_read(rel, len);
	ck_assert_msg(load_is_log(*text, *len), "%s is a log", rel);
	ck_assert_msg(load_split(*text, *len, NULL, NULL, &parts, n, &err) ==
	    0, "%s: %s", rel, err.msg);
	return parts;
}

/* A part read alone, with the form found from its text. */
static struct fx_graph *
part_graph(const struct load_part *p, const char *form)
{
	struct error err = { 0 };
	struct fx_graph *g = load_graph_as(p->text, p->len, NULL, NULL, &err);

	ck_assert_msg(g != NULL, "%s: line %d, column %d: %s", p->name,
	    err.line, err.column, err.msg);
	ck_assert_str_eq(g->form, form);
	return g;
}

static void
dynamo_graph(const struct fx_graph *g)
{
	ck_assert_uint_eq(g->n_nodes, 6);
	ck_assert_int_eq(tl_node(g, "l_x_")->op, FX_PLACEHOLDER);
	ck_assert_str_eq(tl_node(g, "l_x_")->target, "L_x_");
	ck_assert_str_eq(tl_node(g, "linear")->target, "torch._C._nn.linear");
	feeds(g, "l_x_", "linear");
	feeds(g, "l_self_modules_linear_parameters_weight_", "linear");
	feeds(g, "linear", "relu");
	feeds(g, "relu", "output");
	ck_assert_uint_eq(tl_node(g, "relu")->n_users, 1);
}

/* TORCH_LOGS=graph_code: torch's prefix on every line, the file name
 * before 'class', a dynamo graph named __compiled_fn_1. */
START_TEST(graph_code_with_glog_prefixes)
{
	struct load_part *parts;
	struct fx_graph *g;
	struct error err = { 0 };
	size_t n, len;
	char *text;

	parts = split("logs/graph_code.log", &n, &text, &len);
	ck_assert_uint_eq(n, 1);
	ck_assert_str_eq(parts[0].name, "__compiled_fn_1");
	ck_assert_uint_eq(parts[0].line, 5);
	ck_assert_msg(strncmp(parts[0].text, "class GraphModule(torch.nn."
	    "Module):\n    def forward(self, L_self_", 62) == 0, "%s",
	    parts[0].text);
	ck_assert_ptr_null(strstr(parts[0].text, "V1201"));
	ck_assert_ptr_null(strstr(parts[0].text, "ChromiumEventLogger"));
	g = part_graph(&parts[0], "code");
	dynamo_graph(g);
	ck_assert_uint_eq(tl_node(g, "relu")->line, 9);
	fx_graph_free(g);

	/* the log as one graph: named after its header, its lines the
	 * log's */
	ck_assert_ptr_nonnull(g = load_graph(text, len, &err));
	ck_assert_str_eq(g->form, "log");
	ck_assert_str_eq(g->name, "__compiled_fn_1");
	dynamo_graph(g);
	ck_assert_uint_eq(tl_node(g, "relu")->line, 13);
	fx_graph_free(g);
	ck_assert_ptr_nonnull(g = load_graph_as(text, len, "log", NULL,
	    &err));
	fx_graph_free(g);
	load_parts_free(parts, n);
	free(text);
}
END_TEST

/* torchrun's rank before torch's prefix: the same graph. */
START_TEST(rank_prefixes)
{
	struct load_part *parts, *plain;
	size_t n, n_plain, len, len_plain;
	char *text, *text_plain;
	struct fx_graph *g;

	parts = split("logs/rank0.log", &n, &text, &len);
	plain = split("logs/graph_code.log", &n_plain, &text_plain,
	    &len_plain);
	ck_assert_uint_eq(n, 1);
	ck_assert_str_eq(parts[0].name, "__compiled_fn_1");
	ck_assert_str_eq(parts[0].text, plain[0].text);
	ck_assert_ptr_null(strstr(parts[0].text, "[rank0]"));
	g = part_graph(&parts[0], "code");
	dynamo_graph(g);
	fx_graph_free(g);
	load_parts_free(plain, n_plain);
	load_parts_free(parts, n);
	free(text_plain);
	free(text);
}
END_TEST

/* TORCH_LOGS=aot_graphs,aot_joint_graph: the joint graph, then the
 * forward and backward it is cut into. */
START_TEST(aot_graphs_forward_joint_backward)
{
	struct load_part *parts;
	struct fx_graph *g;
	size_t n, len;
	char *text;

	parts = split("logs/aot_graphs.log", &n, &text, &len);
	ck_assert_uint_eq(n, 3);
	ck_assert_str_eq(parts[0].name, "joint 0");
	ck_assert_str_eq(parts[1].name, "forward 0");
	ck_assert_str_eq(parts[2].name, "backward 0");
	ck_assert_uint_eq(parts[0].line, 5);
	ck_assert_uint_eq(parts[1].line, 26);
	ck_assert_uint_eq(parts[2].line, 38);
	/* the joint graph is cut out whole, up to its return */
	ck_assert_msg(strncmp(parts[0].text, "class joint_helper(torch.nn."
	    "Module):\n    def forward(self, primals, tangents):\n", 78) ==
	    0, "%s", parts[0].text);
	ck_assert_ptr_nonnull(strstr(parts[0].text, "        return pytree."
	    "tree_unflatten([relu, mm, view, None], self._out_spec)\n"));
	ck_assert_ptr_null(strstr(parts[0].text, "Forward graph"));
	/* its inputs are the names fx_pytree.tree_flatten_spec binds, each
	 * annotated on the line before; its output, the list
	 * pytree.tree_unflatten takes */
	g = part_graph(&parts[0], "code");
	ck_assert_uint_eq(g->n_nodes, 15);
	ck_assert_int_eq(fx_graph_find(g, "primals", 7), -1);
	ck_assert_int_eq(tl_node(g, "tangents_1")->op, FX_PLACEHOLDER);
	ck_assert_str_eq(tl_node(g, "primals_3")->meta.tensors[0].dtype,
	    "torch.float32");
	ck_assert_int_eq(tl_node(g, "primals_3")->meta.tensors[0].ndim, 2);
	feeds(g, "primals_3", "mm");
	feeds(g, "tangents_1", "where");
	feeds(g, "view", "output");
	ck_assert_uint_eq(tl_node(g, "output")->args->items[0]->n, 4);
	fx_graph_free(g);

	g = part_graph(&parts[1], "code");
	ck_assert_uint_eq(g->n_nodes, 8);
	feeds(g, "primals_1", "permute");
	feeds(g, "addmm", "relu");
	feeds(g, "le", "output");
	feeds(g, "primals_3", "output");
	fx_graph_free(g);
	g = part_graph(&parts[2], "code");
	ck_assert_uint_eq(g->n_nodes, 10);
	feeds(g, "where", "permute_1");
	feeds(g, "where", "sum_1");
	feeds(g, "mm", "output");
	ck_assert_uint_eq(tl_node(g, "tangents_1")->n_users, 1);
	fx_graph_free(g);
	load_parts_free(parts, n);
	free(text);
}
END_TEST

/* TORCH_LOGS=graph_code,aot_graphs: three graphs in one log, each read
 * alone; the log itself is refused as one graph, naming them. */
START_TEST(one_log_three_graphs)
{
	static const char *const names[] = { "__compiled_fn_1", "forward 0",
	    "backward 0" };
	static const uint32_t nodes[] = { 6, 8, 10 }, lines[] = { 5, 19, 31 };
	struct load_part *parts;
	struct fx_graph *g[3];
	struct error err = { 0 };
	size_t n, len, i;
	char *text;

	parts = split("logs/three_graphs.log", &n, &text, &len);
	ck_assert_uint_eq(n, 3);
	for (i = 0; i < n; i++) {
		ck_assert_str_eq(parts[i].name, names[i]);
		ck_assert_uint_eq(parts[i].line, lines[i]);
		g[i] = part_graph(&parts[i], "code");
		ck_assert_uint_eq(g[i]->n_nodes, nodes[i]);
	}
	dynamo_graph(g[0]);
	feeds(g[1], "permute", "addmm");
	feeds(g[1], "primals_2", "addmm");
	ck_assert_uint_eq(tl_node(g[1], "relu")->n_users, 2);
	feeds(g[2], "le", "where");
	feeds(g[2], "view", "output");
	ck_assert_ptr_null(strstr(parts[2].text, "done compiling"));
	for (i = 0; i < n; i++)
		fx_graph_free(g[i]);

	ck_assert_ptr_null(load_graph(text, len, &err));
	ck_assert_str_eq(err.msg, "the log holds 3 graphs: __compiled_fn_1, "
	    "forward 0, backward 0");
	load_parts_free(parts, n);
	free(text);
}
END_TEST

/* print(gm.graph) printouts under headers of a script's own, with
 * Python logging's prefix on the header lines only. */
START_TEST(graph_printouts)
{
	struct load_part *parts;
	struct fx_graph *g;
	size_t n, len;
	char *text;

	parts = split("logs/printouts.log", &n, &text, &len);
	ck_assert_uint_eq(n, 2);
	ck_assert_str_eq(parts[0].name, "before");
	ck_assert_str_eq(parts[1].name, "after");
	ck_assert_uint_eq(parts[0].line, 2);
	ck_assert_uint_eq(parts[1].line, 8);
	g = part_graph(&parts[0], "fx");
	ck_assert_uint_eq(g->n_nodes, 4);
	feeds(g, "relu", "add");
	fx_graph_free(g);
	g = part_graph(&parts[1], "fx");
	ck_assert_uint_eq(g->n_nodes, 3);
	feeds(g, "x", "add");
	fx_graph_free(g);
	load_parts_free(parts, n);
	free(text);
}
END_TEST

static void
signature_in_meta(const struct fx_graph *g)
{
	static const struct {
		const char *node, *kind, *target;
	} want[] = {
		{ "p_linear_weight", "PARAMETER", "linear.weight" },
		{ "p_linear_bias", "PARAMETER", "linear.bias" },
		{ "b_steps", "BUFFER", "steps" },
		{ "x", "USER_INPUT", NULL },
		{ "add", "BUFFER_MUTATION", "steps" },
		{ "relu", "USER_OUTPUT", NULL },
		{ "permute", NULL, NULL },
	};
	const struct fx_node *nd;
	size_t i;

	ck_assert_uint_eq(g->n_nodes, 9);
	ck_assert_uint_eq(g->n_warnings, 0);
	for (i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		nd = tl_node(g, want[i].node);
		if (want[i].kind == NULL)
			ck_assert_ptr_null(nd->meta.sig_kind);
		else
			ck_assert_str_eq(nd->meta.sig_kind, want[i].kind);
		if (want[i].target == NULL)
			ck_assert_ptr_null(nd->meta.sig_target);
		else
			ck_assert_str_eq(nd->meta.sig_target, want[i].target);
	}
	feeds(g, "add", "output");
	feeds(g, "permute", "addmm");
}

static const char *const exported[] = {
	"logs/exported_program.txt",		/* torch 2.5 on */
	"logs/exported_program_repr.txt",	/* torch 2.2 to 2.4 */
};

/* print(exported_program) pasted alone, in both signature spellings:
 * found without a form, read as the code with --from code too. */
START_TEST(exported_program_signature)
{
	struct fx_graph *g, *back;
	struct load_part *parts;
	struct error err = { 0 };
	size_t n, len, json_len;
	char *text, *json;

	parts = split(exported[_i], &n, &text, &len);
	ck_assert_uint_eq(n, 1);
	ck_assert_str_eq(parts[0].name, "exported program");
	ck_assert_uint_eq(parts[0].line, 2);
	g = part_graph(&parts[0], "code");
	signature_in_meta(g);
	fx_graph_free(g);
	load_parts_free(parts, n);

	ck_assert_ptr_nonnull(g = load_graph(text, len, &err));
	ck_assert_str_eq(g->name, "exported program");
	ck_assert_uint_eq(tl_node(g, "relu")->line, 10);
	signature_in_meta(g);
	/* fxviz JSON keeps the signature */
	ck_assert_ptr_nonnull(json = json_write_graph(g, NULL, 0, &json_len));
	ck_assert_ptr_nonnull(strstr(json, "\"sig_kind\":\"BUFFER_MUTATION\","
	    "\"sig_target\":\"steps\""));
	ck_assert_ptr_nonnull(back = load_json(json, json_len, NULL, &err));
	signature_in_meta(back);
	fx_graph_free(back);
	free(json);
	fx_graph_free(g);

	ck_assert_ptr_nonnull(g = load_graph_as(text, len, "code", NULL,
	    &err));
	signature_in_meta(g);
	fx_graph_free(g);
	free(text);
}
END_TEST

/* torch 2.1's print(exported_program), from a blog post (see
 * tests/data/logs/SOURCES.md): 'Graph Signature:' with lists and dicts of
 * names, and bare 'f32[8, 100]' annotations, which are tensors' too. */
START_TEST(exported_program_of_torch_2_1)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("logs/exported_program_2_1.txt", &err);
	static const struct {
		const char *name, *kind, *target;
	} want[] = {
		{ "arg0_1", "PARAMETER", "L__self___lin.weight" },
		{ "arg1_1", "PARAMETER", "L__self___lin.bias" },
		{ "arg2_1", "USER_INPUT", NULL },
		{ "arg3_1", "USER_INPUT", NULL },
		{ "relu", "USER_OUTPUT", NULL },
	};
	const struct fx_node *nd;
	size_t i;

	ck_assert_msg(g != NULL, "line %d, column %d: %s", err.line,
	    err.column, err.msg);
	ck_assert_uint_eq(g->n_nodes, 9);
	ck_assert_uint_eq(g->n_warnings, 0);
	for (i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		nd = tl_node(g, want[i].name);
		ck_assert_str_eq(nd->meta.sig_kind, want[i].kind);
		if (want[i].target == NULL)
			ck_assert_ptr_null(nd->meta.sig_target);
		else
			ck_assert_str_eq(nd->meta.sig_target, want[i].target);
	}
	ck_assert_ptr_null(tl_node(g, "add")->meta.sig_kind);
	nd = tl_node(g, "permute");
	ck_assert_ptr_null(nd->type);
	ck_assert_str_eq(nd->meta.tensors[0].dtype, "torch.float32");
	ck_assert_int_eq(nd->meta.tensors[0].ndim, 2);
	ck_assert_str_eq(nd->meta.tensors[0].dims[0], "100");
	feeds(g, "add", "addmm");
	fx_graph_free(g);
}
END_TEST

/* torch 2.14's signature naming a node twice: a mutated input also
 * returned, a placeholder returned as it is. Each keeps its first kind
 * and that kind's target, as the exporter writes them (docs/format.md). */
START_TEST(signature_names_a_node_twice)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("logs/exported_program_twice.txt", &err);
	const struct fx_node *nd;

	ck_assert_msg(g != NULL, "line %d, column %d: %s", err.line,
	    err.column, err.msg);
	ck_assert_uint_eq(g->n_warnings, 0);
	nd = tl_node(g, "mul");
	ck_assert_str_eq(nd->meta.sig_kind, "USER_INPUT_MUTATION");
	ck_assert_str_eq(nd->meta.sig_target, "y");
	nd = tl_node(g, "x");
	ck_assert_str_eq(nd->meta.sig_kind, "USER_INPUT");
	ck_assert_ptr_null(nd->meta.sig_target);
	nd = tl_node(g, "add");
	ck_assert_str_eq(nd->meta.sig_kind, "BUFFER_MUTATION");
	ck_assert_str_eq(nd->meta.sig_target, "steps");
	ck_assert_str_eq(tl_node(g, "relu")->meta.sig_kind, "USER_OUTPUT");
	fx_graph_free(g);
}
END_TEST

/* A signature that names a node the graph lacks keeps the graph, with a
 * warning. */
START_TEST(signature_names_an_unknown_node)
{
	static const char text[] =
	    "ExportedProgram:\n"
	    "    class GraphModule(torch.nn.Module):\n"
	    "        def forward(self, x: \"f32[2]\"):\n"
	    "            relu: \"f32[2]\" = torch.ops.aten.relu.default(x);  "
	    "x = None\n"
	    "            return (relu,)\n"
	    "            \n"
	    "Graph signature: \n"
	    "    # inputs\n"
	    "    x: USER_INPUT\n"
	    "    y: USER_INPUT\n"
	    "    \n"
	    "    # outputs\n"
	    "    relu: USER_OUTPUT\n"
	    "    \n"
	    "Range constraints: {}\n";
	struct fx_graph *g = tl_load_text(text);

	ck_assert_str_eq(tl_node(g, "x")->meta.sig_kind, "USER_INPUT");
	ck_assert_str_eq(tl_node(g, "relu")->meta.sig_kind, "USER_OUTPUT");
	ck_assert_uint_eq(g->n_warnings, 1);
	ck_assert_str_eq(g->warnings[0], "the graph signature names 'y', "
	    "which is no node");
	fx_graph_free(g);
}
END_TEST

/* Other prefixes and printers: torch 2.0's "[time] logger: [LEVEL]"
 * prefix and its "TRACED GRAPH" line that names the graph before the
 * file; a terminal's colour codes; Python logging's prefix on every
 * line. */
START_TEST(other_prefixes)
{
	static const struct {
		const char *text, *name, *first;
	} cases[] = {
		{ "[2023-03-01 12:00:00,123] torch._dynamo.output_graph: "
		    "[INFO] TRACED GRAPH\n"
		    "[2023-03-01 12:00:00,123] torch._dynamo.output_graph: "
		    "[INFO]  __compiled_fn_0 <eval_with_key>.1 class "
		    "GraphModule(torch.nn.Module):\n"
		    "[2023-03-01 12:00:00,123] torch._dynamo.output_graph: "
		    "[INFO]     def forward(self, x : torch.Tensor):\n"
		    "[2023-03-01 12:00:00,123] torch._dynamo.output_graph: "
		    "[INFO]         relu = torch.relu(x);  x = None\n"
		    "[2023-03-01 12:00:00,123] torch._dynamo.output_graph: "
		    "[INFO]         return (relu,)\n"
		    "[2023-03-01 12:00:00,123] torch._dynamo.output_graph: "
		    "[INFO]         \n",
		    "__compiled_fn_0", "class GraphModule" },
		{ " ===== Forward graph 3 =====\n"
		    " <eval_with_key>.4 class GraphModule(torch.nn.Module):\n"
		    "    def forward(self, arg0_1: \"\x1b[31mf32[4]\x1b[0m\"):\n"
		    "        relu: \"\x1b[31mf32[4]\x1b[0m\" = torch.ops.aten."
		    "relu.default(arg0_1);  arg0_1 = None\n"
		    "        return (relu,)\n",
		    "forward 3", "class GraphModule" },
		{ "2026-12-01 12:00:00,123 - torch._dynamo - DEBUG - "
		    "===== AFTER POST GRAD =====\n"
		    "2026-12-01 12:00:00,123 - torch._dynamo - DEBUG - "
		    "class <lambda>(torch.nn.Module):\n"
		    "2026-12-01 12:00:00,123 - torch._dynamo - DEBUG - "
		    "    def forward(self, arg0_1: \"f32[4]\"):\n"
		    "2026-12-01 12:00:00,123 - torch._dynamo - DEBUG - "
		    "        relu: \"f32[4]\" = torch.ops.aten.relu.default("
		    "arg0_1);  arg0_1 = None\n"
		    "2026-12-01 12:00:00,123 - torch._dynamo - DEBUG - "
		    "        return (relu,)\n"
		    "2026-12-01 12:00:01,456 - torch._dynamo - DEBUG - done\n",
		    "AFTER POST GRAD", "class <lambda>" },
	};
	struct load_part *parts;
	struct fx_graph *g;
	struct error err = { 0 };
	size_t n, i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const char *t = cases[i].text;

		ck_assert_msg(load_is_log(t, strlen(t)), "%zu", i);
		ck_assert_msg(load_split(t, strlen(t), NULL, NULL, &parts, &n,
		    &err) == 0, "%zu: %s", i, err.msg);
		ck_assert_uint_eq(n, 1);
		ck_assert_str_eq(parts[0].name, cases[i].name);
		ck_assert_msg(strncmp(parts[0].text, cases[i].first,
		    strlen(cases[i].first)) == 0, "%zu: %s", i,
		    parts[0].text);
		ck_assert_msg(strchr(parts[0].text, '\x1b') == NULL, "%zu", i);
		g = part_graph(&parts[0], "code");
		ck_assert_uint_eq(g->n_nodes, 3);
		feeds(g, "relu", "output");
		fx_graph_free(g);
		load_parts_free(parts, n);
	}
}
END_TEST

/* The other forms are no logs: one part, named "", the whole text. */
START_TEST(other_forms_are_one_part)
{
	static const char *const texts[] = {
		"graph():\n    %x : [num_users=1] = placeholder[target=x]\n"
		    "    return x\n",
		"class GraphModule(torch.nn.Module):\n"
		    "    def forward(self, x):\n        return (x,)\n",
		"def forward(self, x):\n    return x\n",
		"{\"format\": \"fxviz-graph\", \"nodes\": []}",
		"opcode       name    target    args    kwargs\n",
	};
	struct load_part *parts;
	struct error err = { 0 };
	size_t n, i;

	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		ck_assert_msg(!load_is_log(texts[i], strlen(texts[i])), "%zu",
		    i);
		ck_assert_int_eq(load_split(texts[i], strlen(texts[i]), NULL,
		    NULL, &parts, &n, &err), 0);
		ck_assert_uint_eq(n, 1);
		ck_assert_str_eq(parts[0].name, "");
		ck_assert_str_eq(parts[0].text, texts[i]);
		ck_assert_uint_eq(parts[0].len, strlen(texts[i]));
		ck_assert_uint_eq(parts[0].line, 1);
		load_parts_free(parts, n);
	}
	ck_assert_int_eq(load_split(texts[0], strlen(texts[0]), "xml", NULL,
	    &parts, &n, &err), -1);
	ck_assert_str_eq(err.msg, "no form 'xml' (" LOAD_FORMS ")");
	ck_assert_ptr_null(parts);
	/* named a log, a graph() printout is one */
	ck_assert_int_eq(load_split(texts[0], strlen(texts[0]), "log", NULL,
	    &parts, &n, &err), 0);
	ck_assert_uint_eq(n, 1);
	ck_assert_str_eq(parts[0].name, "graph 1");
	load_parts_free(parts, n);
	ck_assert(load_form_known("log"));
}
END_TEST

/* A log without a graph gets a placed error saying what fxviz looks
 * for; a header that no graph follows is where the log went wrong. */
START_TEST(no_graph)
{
	struct load_part *parts;
	struct error err = { 0 };
	size_t n, len;
	char *text = tl_read("logs/no_graph.log", &len);

	ck_assert(!load_is_log(text, len));
	ck_assert_int_eq(load_split(text, len, "log", NULL, &parts, &n, &err),
	    -1);
	ck_assert_int_eq(err.kind, ERROR_INPUT);
	ck_assert_int_eq(err.line, 1);
	ck_assert_int_eq(err.column, 1);
	ck_assert_msg(strncmp(err.msg, "no graph in the log: fxviz looks for "
	    "the headers 'TRACED GRAPH' and '===== NAME =====' (TORCH_LOGS="
	    "graph_code, aot_graphs), 'ExportedProgram:' (print(exported_"
	    "program))", 141) == 0, "%s", err.msg);
	ck_assert_ptr_null(load_graph_as(text, len, "log", NULL, &err));
	ck_assert_int_eq(err.line, 1);
	free(text);

	tl_assert_load_error("logs/header_only.log", 4, 86, "no graph follows "
	    "this header: the log ends, or goes on with lines that are not a "
	    "printout ('class NAME(...):', 'graph():')");
}
END_TEST

/* A log cut short in the middle of a graph: the graph's error, at its
 * place in the log. */
START_TEST(truncated_log)
{
	struct load_part *parts;
	struct fx_graph *g;
	struct error err = { 0 };
	size_t n, len;
	char *text;

	tl_assert_load_error("logs/truncated.log", 13, 132, "unbalanced '(': "
	    "nothing closes it");
	parts = split("logs/truncated.log", &n, &text, &len);
	ck_assert_uint_eq(n, 1);
	ck_assert_str_eq(parts[0].name, "__compiled_fn_1");
	g = load_graph_as(parts[0].text, parts[0].len, NULL, NULL, &err);
	ck_assert_ptr_null(g);
	ck_assert_int_eq(err.line, 9);
	ck_assert_int_eq(err.column, 48);
	load_parts_free(parts, n);
	free(text);
}
END_TEST

/* Logs torch 2.14 wrote (tests/data/logs/torch/SOURCES.md), each beside
 * the truth make.py recorded while torch printed it: every graph's line
 * and its nodes (name, op, target, users), its nested classes' too. */
static const struct real_log {
	const char *log;	/* under tests/data/logs/torch/ */
	uint32_t graphs;	/* how many the truth holds */
	uint32_t broken;	/* how many of them the log damaged */
} real_logs[] = {
	{ "compile_inductor.log.xz", 20, 0 },
	{ "compile_inductor_warm.log.xz", 18, 0 },
	{ "compile_aot_eager.log", 12, 0 },
	{ "stripped.log", 12, 0 },
	{ "dynamo_debug.log.xz", 12, 0 },
	{ "dynamo_debug_inductor.log.xz", 20, 0 },
	{ "short_format.log", 12, 0 },
	{ "logging_format.log", 12, 0 },
	{ "torchrun.log", 6, 0 },
	{ "torchrun_tee.log", 6, 0 },
	{ "torchrun_rank_template.log", 6, 0 },
	{ "exported.log", 3, 0 },
	{ "readable.log", 7, 0 },
	{ "old_readable.log", 3, 0 },
	{ "graphs.log", 3, 0 },
	{ "compile_debug.log", 12, 0 },
	{ "compile_debug_dynamo.log", 4, 0 },
	{ "torchrun_damaged.log", 6, 2 },
	{ "depyf_bytecode.log.xz", 12, 0 },
	{ "message_format.log", 12, 0 },
	{ "old_prefix.log", 12, 0 },
	{ "module_print.log", 3, 0 },
};

/* The node of g that torch called name. */
static const struct fx_node *
truth_node(const struct fx_graph *g, const char *name)
{
	int64_t k = fx_graph_find(g, name, strlen(name));

	return k < 0 ? NULL : &g->nodes[k];
}

/* Whether node nd's users are the names in the comma-separated list. */
static int
same_users(const struct fx_graph *g, const struct fx_node *nd,
    const char *list)
{
	uint32_t k, n = 0;
	const char *p;

	for (p = list; *p != '\0'; n++) {
		size_t len = strcspn(p, ",");
		int found = 0;

		for (k = 0; k < nd->n_users && !found; k++)
			found = strlen(g->nodes[nd->users[k]].name) == len &&
			    memcmp(g->nodes[nd->users[k]].name, p, len) == 0;
		if (!found)
			return 0;
		p += len + (p[len] == ',');
	}
	return n == nd->n_users;
}

/* Splits line at tabs into at most max fields; how many. */
static size_t
fields(char *line, char **f, size_t max)
{
	size_t n = 0;

	while (n < max) {
		f[n++] = line;
		if ((line = strchr(line, '\t')) == NULL)
			break;
		*line++ = '\0';
	}
	return n;
}

/* Compares the log's graphs with its truth: *exact the graphs read with
 * every node right, *total those in the truth, *extra the parts cut where
 * torch printed no graph; what differs on stderr (at most a few lines a
 * graph). */
static void
compare_with_truth(const char *dir, const char *log, uint32_t *exact,
    uint32_t *total, uint32_t *extra)
{
	char rel[256], *text, *truth, *line, *next, *f[6];
	struct load_part *parts = NULL;
	struct fx_graph *g = NULL;
	const struct fx_graph *sub;
	const struct fx_node *nd;
	struct error err = { 0 };
	size_t n = 0, len, tlen, k = 0, nf;
	uint32_t nodes = 0, wrong = 0;
	int ok = 0;
	char path[256] = "";

	snprintf(rel, sizeof(rel), "%s/%s", dir, log);
	text = tl_read(rel, &len);
	*(strstr(rel, ".log") ? strstr(rel, ".log") : strrchr(rel, '.')) =
	    '\0';
	strcat(rel, ".truth");
	truth = tl_read(rel, &tlen);
	*exact = *total = *extra = 0;
	if (load_split(text, len, NULL, NULL, &parts, &n, &err) == -1)
		fprintf(stderr, "%s: %s\n", log, err.msg);
	for (line = truth; line != NULL && *line != '\0'; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		nf = fields(line, f, 6);
		if (nf == 2 && strcmp(f[0], "graph") == 0) {
			uint32_t at = (uint32_t)strtoul(f[1], NULL, 10);

			if (g != NULL && ok && wrong == 0)
				(*exact)++;
			fx_graph_free(g);
			g = NULL;
			ok = 0;
			wrong = 0;
			path[0] = '\0';
			(*total)++;
			while (k < n && parts[k].line < at) {
				fprintf(stderr, "%s:%u: a graph torch did not "
				    "print ('%s')\n", log, parts[k].line,
				    parts[k].name);
				(*extra)++;
				k++;
			}
			if (k == n || parts[k].line != at) {
				fprintf(stderr, "%s:%u: graph not found\n", log,
				    at);
				continue;
			}
			g = load_graph_as(parts[k].text, parts[k].len, NULL,
			    NULL, &err);
			if (g == NULL) {
				load_part_place(text, len, &parts[k], &err);
				fprintf(stderr, "%s:%d:%d: %s\n", log, err.line,
				    err.column, err.msg);
			}
			ok = g != NULL;
			k++;
			continue;
		}
		if (!ok || nf < 6)
			continue;
		if (strcmp(f[1], path) != 0) {
			/* the nodes of the graph before are all there */
			sub = fx_graph_sub(g, strcmp(path, "-") ? path : "");
			if (path[0] != '\0' && sub != NULL &&
			    sub->n_nodes != nodes && wrong++ < 3)
				fprintf(stderr, "%s:%u: %s: %u nodes, not %u\n",
				    log, parts[k - 1].line, path, sub->n_nodes,
				    nodes);
			snprintf(path, sizeof(path), "%s", f[1]);
			nodes = 0;
		}
		nodes++;
		sub = fx_graph_sub(g, strcmp(f[1], "-") ? f[1] : "");
		nd = sub ? truth_node(sub, f[2]) : NULL;
		if (nd == NULL || strcmp(fx_op_name(nd->op), f[3]) != 0 ||
		    strcmp(nd->target, f[4]) != 0 ||
		    !same_users(sub, nd, f[5])) {
			if (wrong++ < 3)
				fprintf(stderr, "%s:%u: %s %s: %s %s users %s "
				    "(torch: %s %s users %s)\n", log,
				    parts[k - 1].line, f[1], f[2], nd ?
				    fx_op_name(nd->op) : "no node", nd ?
				    nd->target : "", nd ? "?" : "", f[3], f[4],
				    f[5]);
		}
	}
	/* the last graph's last sub-graph, and the last graph */
	sub = g ? fx_graph_sub(g, strcmp(path, "-") ? path : "") : NULL;
	if (sub != NULL && sub->n_nodes != nodes) {
		fprintf(stderr, "%s: %s: %u nodes, not %u\n", log, path,
		    sub->n_nodes, nodes);
		wrong++;
	}
	if (g != NULL && ok && wrong == 0)
		(*exact)++;
	for (; k < n; k++, (*extra)++)
		fprintf(stderr, "%s:%u: a graph torch did not print ('%s')\n",
		    log, parts[k].line, parts[k].name);
	fprintf(stderr, "%s: %u of %u graphs exact, %u parts more\n", log,
	    *exact, *total, *extra);
	fx_graph_free(g);
	load_parts_free(parts, n);
	free(truth);
	free(text);
}

/* Each graph of a real log read as torch knew it. */
START_TEST(real_log_graphs)
{
	uint32_t exact, total, extra;

	compare_with_truth("logs/torch", real_logs[_i].log, &exact, &total,
	    &extra);
	ck_assert_uint_eq(total, real_logs[_i].graphs);
	ck_assert_uint_eq(exact, total - real_logs[_i].broken);
	ck_assert_uint_eq(extra, 0);
}
END_TEST

/* Files depyf.prepare_debug dumped of torch 2.14's compiles
 * (tests/data/depyf/SOURCES.md), each one graph with the nested classes
 * of its torch.cond, beside the truth make.py recorded as depyf wrote it:
 * every stage of a compiled function, each printout once. */
#define FN2	"__compiled_fn_2_3692b20d_72ed_4aca_a307_54a2e996c7e9"
#define FN5	"__compiled_fn_5_f53760ff_6e98_4513_803f_4eb129ba9b6d"
#define FN11	"__compiled_fn_11_7142e01f_83d7_43fe_bcbd_4b37333dd226"
static const char *const depyf_files[] = {
	"aot_eager/__compiled_fn_2." FN2 ".0.py",
	"aot_eager/__compiled_fn_2.Backward_graph.0.py",
	"aot_eager/__compiled_fn_2.Forward_graph.0.py",
	"aot_eager/__compiled_fn_2.Joint_graph.0.py",
	"aot_eager/__compiled_fn_11." FN11 ".0.py",
	"aot_eager/__compiled_fn_11.Backward_graph.0.py",
	"aot_eager/__compiled_fn_11.Forward_graph.0.py",
	"aot_eager/__compiled_fn_11.Joint_graph.0.py",
	"inductor/__compiled_fn_5." FN5 ".0.py",
	"inductor/__compiled_fn_5.AFTER_POST_GRAD.2.py",
	"inductor/__compiled_fn_5.Backward_graph.0.py",
	"inductor/__compiled_fn_5.Forward_graph.0.py",
	"inductor/__compiled_fn_5.Joint_graph.0.py",
};

/* Each graph depyf dumped read, with no form named, as torch knew it. */
START_TEST(depyf_graphs)
{
	uint32_t exact, total, extra;

	compare_with_truth("depyf", depyf_files[_i], &exact, &total, &extra);
	ck_assert_uint_eq(total, 1);
	ck_assert_uint_eq(exact, 1);
	ck_assert_uint_eq(extra, 0);
}
END_TEST

/* depyf's decompiled bytecode holds no graph: refused as what it is, at
 * its 'def __transformed_code_' line. */
START_TEST(depyf_bytecode_refused)
{
	tl_assert_load_error("depyf/aot_eager/__transformed_code_1_for_torch_"
	    "dynamo_resume_in_forward_at_18.py", 1, 1, "depyf's decompiled "
	    "bytecode, not a graph: the graphs it calls are in the "
	    "__compiled_fn_*.py files depyf wrote beside it");
}
END_TEST

/* The first graph of parts[0..n) is of want's form and has as many
 * nodes as want's. */
static void
assert_first_graph(const struct load_part *parts, size_t n,
    const struct load_part *want)
{
	struct error err = { 0 };
	struct fx_graph *g, *w;

	ck_assert_uint_ge(n, 1);
	w = load_graph_as(want->text, want->len, NULL, NULL, &err);
	ck_assert_ptr_nonnull(w);
	g = part_graph(&parts[0], w->form);
	ck_assert_uint_eq(g->n_nodes, w->n_nodes);
	ck_assert_str_eq(g->nodes[g->n_nodes - 1].name,
	    w->nodes[w->n_nodes - 1].name);
	fx_graph_free(g);
	fx_graph_free(w);
}

/* torch 2.14's logs as people paste them: below the command, into their
 * notes or a script's docstring, or below a gist's '#' lines (a text that
 * starts as a script or a page is a log only from a line with torch's
 * log prefix or a header). */
static const struct {
	const char *log;	/* under tests/data/logs/torch/ */
	const char *head;	/* the lines pasted above it */
	const char *tail;	/* and below it */
} pastes[] = {
	{ "compile_aot_eager.log", "# TORCH_LOGS=graph_code,aot_graphs python "
	    "compile.py\nimport torch\n'''\n", "'''\n" },
	{ "message_format.log", "#date: 2026-12-01T21:58:00Z\n#owner: "
	    "someone\n\n", "" },
	{ "tables.log", "## Two tables\n\n```\n$ python tables.py\n",
	    "```\n" },
	{ "module_print.log", "```python\nprint(gm)\n'''\n",
	    "'''\n```\n" },
};

/* Each paste cut into the log's graphs, each one line further down. */
START_TEST(pasted_logs)
{
	const char *head = pastes[_i].head, *tail = pastes[_i].tail;
	struct load_part *log, *parts;
	size_t n_log, n, len, i, plen, nl = 0;
	char rel[128], *text, *pasted;
	struct error err = { 0 };

	snprintf(rel, sizeof(rel), "logs/torch/%s", pastes[_i].log);
	log = split(rel, &n_log, &text, &len);
	plen = strlen(head) + len + strlen(tail);
	ck_assert_ptr_nonnull(pasted = malloc(plen));
	memcpy(pasted, head, strlen(head));
	memcpy(pasted + strlen(head), text, len);
	memcpy(pasted + strlen(head) + len, tail, strlen(tail));
	for (i = 0; head[i] != '\0'; i++)
		nl += head[i] == '\n';
	ck_assert(load_is_log(pasted, plen));
	ck_assert_int_eq(load_split(pasted, plen, NULL, NULL, &parts, &n,
	    &err), 0);
	ck_assert_uint_eq(n, n_log);
	for (i = 0; i < n; i++) {
		ck_assert_str_eq(parts[i].name, log[i].name);
		ck_assert_uint_eq(parts[i].line, log[i].line + nl);
	}
	assert_first_graph(parts, n, &log[0]);
	load_parts_free(parts, n);
	load_parts_free(log, n_log);
	free(pasted);
	free(text);
}
END_TEST

/* A paste from the first graph's 'def forward' line on, without the
 * header above it: its prefix makes it a log. */
START_TEST(pasted_from_def_forward)
{
	struct load_part *log, *parts;
	size_t n_log, n, len;
	char *text;
	struct error err = { 0 };
	const char *def;

	log = split("logs/torch/compile_aot_eager.log", &n_log, &text, &len);
	def = strstr(text, "def forward(");
	ck_assert_ptr_nonnull(def);
	while (def > text && def[-1] != '\n')
		def--;
	ck_assert(load_is_log(def, len - (size_t)(def - text)));
	ck_assert_int_eq(load_split(def, len - (size_t)(def - text), NULL,
	    NULL, &parts, &n, &err), 0);
	assert_first_graph(parts, n, &log[0]);
	load_parts_free(parts, n);
	load_parts_free(log, n_log);
	free(text);
}
END_TEST

/* text with each line cut before its first mark (or kept whole when the
 * line has none; an empty mark cuts the level, time and pid of torch's
 * prefix), as people trim torch's prefix to paste a log; malloc'd, its
 * length in *len. */
static char *
cut_lines(const char *text, size_t len, const char *mark, size_t *out_len)
{
	char *out = malloc(len + 1), *o = out;
	const char *s = text, *end = text + len, *e, *m;

	ck_assert_ptr_nonnull(out);
	for (; s < end; s = e + 1) {
		if ((e = memchr(s, '\n', (size_t)(end - s))) == NULL)
			e = end;
		m = memmem(s, (size_t)(e - s), mark, strlen(mark));
		if (mark[0] == '\0') {
			/* the level, time and pid: the three first words */
			int k;

			m = s;
			if (load_log_glog_prefix(s, 0, (size_t)(e - s)) > 0)
				for (k = 0; k < 3; k++)
					m = memchr(m, ' ', (size_t)(e - m)) + 1;
		}
		if (m != NULL)
			s = m + (strcmp(mark, "] [") == 0 ? 2 : 0);
		memcpy(o, s, (size_t)(e - s));
		o += e - s;
		if (e < end)
			*o++ = '\n';
	}
	*out_len = (size_t)(o - out);
	return out;
}

/* torch 2.14's log with its glog prefix cut, the artifact's tag kept
 * ("[__graph_code] ..."), and the compile's too ("[0/0] [__graph_code]
 * ..."), or only the level, time and pid cut ("torch/x.py:12] [0/0]
 * ..."): the same graphs, on the same lines. */
START_TEST(pasted_with_tags_alone)
{
	static const char *const marks[] = { "[__", "] [", "" };
	struct load_part *log, *parts;
	size_t n_log, n, len, cut_len, i, k;
	char *text, *cut;
	struct error err = { 0 };

	log = split("logs/torch/compile_aot_eager.log", &n_log, &text, &len);
	for (k = 0; k < sizeof(marks) / sizeof(marks[0]); k++) {
		cut = cut_lines(text, len, marks[k], &cut_len);
		ck_assert(load_is_log(cut, cut_len));
		ck_assert_int_eq(load_split(cut, cut_len, NULL, NULL, &parts,
		    &n, &err), 0);
		ck_assert_uint_eq(n, n_log);
		for (i = 0; i < n; i++) {
			ck_assert_str_eq(parts[i].name, log[i].name);
			ck_assert_uint_eq(parts[i].line, log[i].line);
		}
		assert_first_graph(parts, n, &log[0]);
		load_parts_free(parts, n);
		free(cut);
	}
	load_parts_free(log, n_log);
	free(text);
}
END_TEST

/* Two print_tabular() tables in one stdout, a line of the script's own
 * before each (tables.py, as Helion prints its device IR): two graphs,
 * each as many nodes as torch counted ("nodes: N M" at the log's end). */
START_TEST(tables_in_stdout)
{
	struct load_part *parts;
	struct fx_graph *g;
	size_t n, len, i;
	unsigned want[2];
	char *text;
	const char *counts;

	parts = split("logs/torch/tables.log", &n, &text, &len);
	ck_assert_ptr_nonnull(counts = strstr(text, "\nnodes: "));
	ck_assert_int_eq(sscanf(counts, "\nnodes: %u %u", &want[0], &want[1]),
	    2);
	ck_assert_uint_eq(n, 2);
	for (i = 0; i < n; i++) {
		g = part_graph(&parts[i], "tabular");
		ck_assert_uint_eq(g->n_nodes, want[i]);
		ck_assert_str_eq(g->nodes[g->n_nodes - 1].name, "output");
		fx_graph_free(g);
	}
	load_parts_free(parts, n);
	free(text);
}
END_TEST

/* A torchrun log with two graphs damaged (make.py, damage): each fails
 * at its place in the whole log, and the four others read; the ranks'
 * graphs of one name each get a name of their own. */
START_TEST(damaged_graphs_placed)
{
	static const char *const names[] = {
		"__compiled_fn_1_844d1fcf_6b3b_4349_88c4_953dab31affe",
		"__compiled_fn_1_570ed025_0e3a_4d4d_ace9_ba8211db2dc0",
		"forward 0", "backward 0", "forward 0 #2", "backward 0 #2",
	};
	static const struct {
		size_t part;
		int line, column;
		const char *msg;
	} bad[] = {
		{ 2, 48, 180, "unbalanced '(': nothing closes it" },
		{ 5, 101, 20, "'def forward' ends without a return" },
	};
	struct load_part *parts;
	struct fx_graph *g;
	size_t n, len, i, k = 0;
	char *text;

	parts = split("logs/torch/torchrun_damaged.log", &n, &text, &len);
	ck_assert_uint_eq(n, 6);
	for (i = 0; i < n; i++) {
		struct error err = { 0 };

		ck_assert_str_eq(parts[i].name, names[i]);
		g = load_graph_as(parts[i].text, parts[i].len, NULL, NULL,
		    &err);
		if (k < 2 && bad[k].part == i) {
			ck_assert_ptr_null(g);
			load_part_place(text, len, &parts[i], &err);
			ck_assert_int_eq(err.line, bad[k].line);
			ck_assert_int_eq(err.column, bad[k].column);
			ck_assert_str_eq(err.msg, bad[k].msg);
			k++;
			continue;
		}
		ck_assert_msg(g != NULL, "%s: %s", names[i], err.msg);
		fx_graph_free(g);
	}
	load_parts_free(parts, n);
	free(text);
}
END_TEST

/* A text of one graph, which load_split leaves whole, reads the same
 * through load_graph_unsplit (the command line's way: no second look for
 * a log or a trace) as through load_graph_as: each form found, the same
 * nodes, and the same error at the same place for a bad one. */
START_TEST(an_unsplit_text_reads_as_any_text)
{
	static const char *const texts[] = { "corpus/resnet18.fx.txt",
		"old/pr44166_graph_x.txt", "code/swin_t.readable.py",
		"code/resnet18.code.py", "tabular/gpt4_sym.tab.txt",
		"json/resnet18.v2.json", "repro/cond.fx_graph_runnable.py",
		"repro/cond.output_code.py", "bad/unknown_op.txt",
		"bad/python_code.txt", "bad/truncated.json" };
	size_t i, len, n;

	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		char *text = tl_read(texts[i], &len);
		struct error ea = { 0 }, eb = { 0 };
		struct load_part *parts;
		struct fx_graph *a, *b;

		ck_assert_int_eq(load_split(text, len, NULL, NULL, &parts, &n,
		    &ea), 0);
		ck_assert_uint_eq(n, 1);
		ck_assert_str_eq(parts[0].name, "");
		a = load_graph_as(parts[0].text, parts[0].len, NULL, NULL, &ea);
		b = load_graph_unsplit(parts[0].text, parts[0].len, NULL, NULL,
		    &eb);
		ck_assert_msg((a == NULL) == (b == NULL), "%s", texts[i]);
		if (a != NULL) {
			ck_assert_str_eq(a->form, b->form);
			ck_assert_uint_eq(a->n_nodes, b->n_nodes);
			ck_assert_uint_gt(a->n_nodes, 2);
		} else {
			ck_assert_str_eq(ea.msg, eb.msg);
			ck_assert_int_eq(ea.line, eb.line);
			ck_assert_int_eq(ea.column, eb.column);
		}
		fx_graph_free(a);
		fx_graph_free(b);
		load_parts_free(parts, n);
		free(text);
	}
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("load_log");
	TCase *tc = tcase_create("torch");

	tcase_add_test(tc, graph_code_with_glog_prefixes);
	tcase_add_test(tc, an_unsplit_text_reads_as_any_text);
	tcase_add_test(tc, rank_prefixes);
	tcase_add_test(tc, aot_graphs_forward_joint_backward);
	tcase_add_test(tc, one_log_three_graphs);
	tcase_add_test(tc, graph_printouts);
	tcase_add_test(tc, exported_program_of_torch_2_1);
	tcase_add_test(tc, signature_names_a_node_twice);
	tcase_add_loop_test(tc, exported_program_signature, 0,
	    (int)(sizeof(exported) / sizeof(exported[0])));
	tcase_add_test(tc, signature_names_an_unknown_node);
	tcase_add_test(tc, other_prefixes);
	suite_add_tcase(s, tc);

	tc = tcase_create("torch 2.14");
	tcase_add_loop_test(tc, real_log_graphs, 0,
	    (int)(sizeof(real_logs) / sizeof(real_logs[0])));
	tcase_add_test(tc, damaged_graphs_placed);
	tcase_add_loop_test(tc, depyf_graphs, 0,
	    (int)(sizeof(depyf_files) / sizeof(depyf_files[0])));
	tcase_add_test(tc, depyf_bytecode_refused);
	tcase_add_loop_test(tc, pasted_logs, 0,
	    (int)(sizeof(pastes) / sizeof(pastes[0])));
	tcase_add_test(tc, pasted_from_def_forward);
	tcase_add_test(tc, pasted_with_tags_alone);
	tcase_add_test(tc, tables_in_stdout);
	suite_add_tcase(s, tc);

	tc = tcase_create("forms");
	tcase_add_test(tc, other_forms_are_one_part);
	suite_add_tcase(s, tc);

	tc = tcase_create("errors");
	tcase_add_test(tc, no_graph);
	tcase_add_test(tc, truncated_log);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
