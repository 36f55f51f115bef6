/* check_load_repro: torch 2.14's runnable and repro scripts and its
 * output_code.py files (tests/data/repro, SOURCES.md), read as a user
 * gives them: no form named. */
#include "config.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "format/load.h"
#include "format/write_json.h"
#include "model/graph.h"
#include "testlib.h"

static const char *const scripts[] = {
	"symbolic.repro", "eval.fx_graph_runnable", "cond.fx_graph_runnable",
	"aot.minifier_launcher", "dynamo.minifier_launcher", "accuracy.repro",
	"dynamic.fx_graph_runnable",
};

/* Whether fxviz's target names torch's: the same, or it ends in '.'
 * and torch's (torch.ops.aten.sum.default for sum.default, torch.relu
 * for relu, operator.getitem for getitem). */
static int
same_target(const char *ours, const char *torch)
{
	size_t a = strlen(ours), b = strlen(torch);

	return strcmp(ours, torch) == 0 || (a > b && ours[a - b - 1] == '.' &&
	    strcmp(ours + a - b, torch) == 0);
}

static struct fx_graph *
load(const char *rel)
{
	struct error err;
	struct fx_graph *g = tl_load(rel, &err);

	ck_assert_msg(g != NULL, "%s: line %d, column %d: %s", rel, err.line,
	    err.column, err.msg);
	return g;
}

static cJSON *
read_json(const char *rel)
{
	size_t len;
	char *text = tl_read(rel, &len);
	cJSON *j = cJSON_ParseWithLength(text, len);

	ck_assert_msg(j != NULL, "%s is not JSON", rel);
	free(text);
	return j;
}

/* Node for node, in graph order: op, target and users as torch's own
 * trace of the script's Repro gives them (its trace names the nodes
 * afresh, so users are compared by place). */
START_TEST(scripts_match_torch)
{
	char rel[128];
	struct fx_graph *g;
	cJSON *truth, *want, *users, *u;
	uint32_t i = 0, j;

	snprintf(rel, sizeof(rel), "repro/%s.py", scripts[_i]);
	g = load(rel);
	ck_assert_str_eq(g->form, "repro");
	ck_assert_int_eq(g->n_warnings, 0);
	snprintf(rel, sizeof(rel), "repro/%s.truth.json", scripts[_i]);
	truth = read_json(rel);
	ck_assert_int_eq(g->n_nodes, cJSON_GetArraySize(cJSON_GetObjectItem(
	    truth, "nodes")));
	cJSON_ArrayForEach(want, cJSON_GetObjectItem(truth, "nodes")) {
		const struct fx_node *n = &g->nodes[i];
		const char *target = cJSON_GetObjectItem(want,
		    "target")->valuestring;

		ck_assert_str_eq(fx_op_name(n->op), cJSON_GetObjectItem(want,
		    "op")->valuestring);
		ck_assert_msg(n->op == FX_PLACEHOLDER ? strcmp(n->target,
		    target) == 0 : same_target(n->target, target),
		    "%s: target %s, torch says %s", n->name, n->target,
		    target);
		users = cJSON_GetObjectItem(want, "users");
		ck_assert_int_eq(n->n_users, cJSON_GetArraySize(users));
		j = 0;
		cJSON_ArrayForEach(u, users) {
			const cJSON *w;
			uint32_t at = 0;

			/* the user's place in torch's graph */
			cJSON_ArrayForEach(w, cJSON_GetObjectItem(truth,
			    "nodes")) {
				if (strcmp(cJSON_GetObjectItem(w,
				    "name")->valuestring, u->valuestring) == 0)
					break;
				at++;
			}
			ck_assert_msg(n->users[j] == at, "%s: user %u is %s",
			    n->name, j, g->nodes[n->users[j]].name);
			j++;
		}
		ck_assert_msg(n->line > 0, "%s has no line", n->name);
		i++;
	}
	cJSON_Delete(truth);
	fx_graph_free(g);
}
END_TEST

/* What Repro's __init__ makes, on the nodes that use it; load_args'
 * shapes on the placeholders; lines of the whole file. */
START_TEST(init_and_load_args_go_to_meta)
{
	struct fx_graph *g = load("repro/symbolic.repro.py");
	const struct fx_node *n;

	n = tl_node(g, "l");
	ck_assert_int_eq(n->op, FX_CALL_MODULE);
	ck_assert_str_eq(n->meta.target_type, "torch.nn.Linear");
	ck_assert_str_eq(n->meta.target_repr,
	    "in_features=8, out_features=8, bias=True");
	ck_assert_str_eq(fx_node_module_type(n), "torch.nn.Linear");
	n = tl_node(g, "bn");
	ck_assert_str_eq(n->meta.target_type, "torch.nn.BatchNorm1d");
	n = tl_node(g, "scale");
	ck_assert_int_eq(n->op, FX_GET_ATTR);
	ck_assert_str_eq(n->meta.sig_kind, "BUFFER");
	ck_assert_str_eq(n->meta.target_repr,
	    "torch.randn([8], dtype=torch.float32)");
	n = tl_node(g, "w");
	ck_assert_str_eq(n->meta.sig_kind, "PARAMETER");
	ck_assert_str_eq(n->meta.target_type, "torch.nn.Parameter");
	n = tl_node(g, "x");
	ck_assert_int_eq(n->meta.n_tensors, 1);
	ck_assert_int_eq(n->meta.tensors[0].ndim, 2);
	ck_assert_str_eq(n->meta.tensors[0].dims[0], "4");
	ck_assert_str_eq(n->meta.tensors[0].dims[1], "8");
	ck_assert_str_eq(n->meta.tensors[0].dtype, "torch.float32");
	/* 'def forward(self, x):' and 'l = self.l(x);  x = None' */
	ck_assert_int_eq(n->line, 65);
	ck_assert_int_eq(tl_node(g, "l")->line, 66);
	/* a constant of 4 numbers, written whole, on two lines */
	n = tl_node(g, "_tensor_constant0");
	ck_assert_str_eq(n->meta.sig_kind, "BUFFER");
	ck_assert_str_eq(n->meta.target_repr,
	    "tensor([[2., 2.],\n        [2., 2.]])");
	fx_graph_free(g);

	/* aot's lifted constant, made in __init__ by register_buffer */
	g = load("repro/aot.minifier_launcher.py");
	n = tl_node(g, "_tensor_constant0");
	ck_assert_str_eq(n->meta.sig_kind, "BUFFER");
	ck_assert_str_eq(n->meta.target_repr,
	    "torch.randn([8], dtype=torch.float32)");
	ck_assert_ptr_null(tl_node(g, "primals_1")->meta.sig_kind);
	ck_assert_str_eq(tl_node(g, "primals_3")->meta.tensors[0].dims[0],
	    "4");
	fx_graph_free(g);
}
END_TEST

/* A cond's branches are classes before Repro, made in its __init__:
 * each the sub-graph its get_attr opens. */
START_TEST(cond_branches_are_subgraphs)
{
	struct fx_graph *g = load("repro/cond.fx_graph_runnable.py");
	const struct fx_graph *t, *f;

	ck_assert_int_eq(g->n_subs, 2);
	ck_assert_str_eq(tl_node(g, "true_graph_0")->meta.subgraph,
	    "true_graph_0");
	ck_assert_str_eq(tl_node(g, "false_graph_0")->meta.subgraph,
	    "false_graph_0");
	t = fx_graph_sub(g, "true_graph_0");
	f = fx_graph_sub(g, "false_graph_0");
	ck_assert_ptr_nonnull(t);
	ck_assert_ptr_nonnull(f);
	/* arg0_1, arg1_1, arg2_1, permute, addmm, relu, output */
	ck_assert_int_eq(t->n_nodes, 7);
	ck_assert_str_eq(tl_node(t, "addmm")->target,
	    "torch.ops.aten.addmm.default");
	ck_assert_int_eq(tl_node(t, "relu")->users[0],
	    fx_graph_find(t, "output", 6));
	ck_assert_int_eq(tl_node(t, "permute")->line, 68);
	ck_assert_int_eq(f->n_nodes, 6);
	ck_assert_int_eq(tl_node(f, "arg1_1")->n_users, 0);
	fx_graph_free(g);
}
END_TEST

/* Collects the provenance handles of g and its sub-graphs' nodes. */
static void
handles(const struct fx_graph *g, cJSON *map, int *found)
{
	uint32_t i;

	for (i = 0; i < g->n_nodes; i++) {
		const struct fx_node *n = &g->nodes[i];
		const char *p = n->meta.provenance;
		size_t k;

		if (p == NULL)
			continue;
		ck_assert_msg(cJSON_GetObjectItem(map, p) != NULL,
		    "%s: handle %s is not torch's", n->name, p);
		/* the handle names the kernel the node launches */
		k = strcspn(p, ":");
		ck_assert_msg(strlen(n->target) == k && strncmp(n->target, p,
		    k) == 0, "%s launches %s, its handle is %s", n->name,
		    n->target, p);
		(*found)++;
	}
	for (i = 0; i < g->n_subs; i++)
		handles(g->subs[i].graph, map, found);
}

/* Each kernel call torch's provenance tracking names is one node that
 * carries its handle, and launches that kernel. */
START_TEST(kernels_match_provenance)
{
	static const char *const files[] = { "eval", "cond", "dynamic" };
	char rel[128];
	struct fx_graph *g;
	cJSON *prov, *map;
	int found = 0;

	snprintf(rel, sizeof(rel), "repro/%s.output_code.py", files[_i]);
	g = load(rel);
	ck_assert_str_eq(g->form, "output_code");
	snprintf(rel, sizeof(rel), "repro/%s.provenance.json", files[_i]);
	prov = read_json(rel);
	map = cJSON_GetObjectItem(prov, "cppCodeToPost");
	handles(g, map, &found);
	ck_assert_int_eq(found, cJSON_GetArraySize(map));
	cJSON_Delete(prov);
	fx_graph_free(g);
}
END_TEST

static int
has_input(const struct fx_graph *g, const char *node, const char *input)
{
	const struct fx_node *n = tl_node(g, node);
	uint32_t i;

	for (i = 0; i < n->n_inputs; i++)
		if (strcmp(g->nodes[n->inputs[i]].name, input) == 0)
			return 1;
	return 0;
}

/* Edges go by buffer: a kernel reads what the last writer of each
 * buffer passed to it made; out= and non-const pointers are written. */
START_TEST(buffers_flow_from_writer_to_reader)
{
	struct fx_graph *g = load("repro/eval.output_code.py");
	const char *k =
	    "cpp_fused__native_batch_norm_legit_no_training_add_mul_relu_"
	    "sigmoid_sum_0";
	const struct fx_node *n, *out;

	ck_assert_int_eq(g->n_nodes, 15);
	n = tl_node(g, "addmm");
	ck_assert_str_eq(n->target, "extern_kernels.addmm");
	ck_assert_str_eq(n->meta.source_nodes, "linear");
	ck_assert_str_eq(n->meta.original_aten, "aten.t, aten.addmm");
	ck_assert(has_input(g, "addmm", "buf0"));	/* out=buf0 */
	ck_assert(has_input(g, "addmm", "reinterpret_tensor"));
	ck_assert(has_input(g, "reinterpret_tensor", "arg0_1"));
	/* the kernel reads buf0, which addmm wrote, and writes buf1 */
	ck_assert(has_input(g, k, "addmm"));
	ck_assert(has_input(g, k, "buf1"));
	ck_assert(has_input(g, k, "arg8_1"));
	out = tl_node(g, "output");
	ck_assert_int_eq(out->n_inputs, 1);
	ck_assert_str_eq(g->nodes[out->inputs[0]].name, k);
	ck_assert_int_eq(tl_node(g, "arg0_1")->op, FX_PLACEHOLDER);
	ck_assert_int_eq(tl_node(g, "buf0")->line, 110);
	/* shapes: empty_strided_cpu((4, 8), (8, 1), torch.float32), an
	 * assert_size_stride_grouped of the inputs, a kernel's the buffer's
	 * it writes */
	n = tl_node(g, "buf0");
	ck_assert_int_eq(n->meta.n_tensors, 1);
	ck_assert_int_eq(n->meta.tensors[0].ndim, 2);
	ck_assert_str_eq(n->meta.tensors[0].dims[1], "8");
	ck_assert_str_eq(n->meta.tensors[0].dtype, "torch.float32");
	ck_assert_str_eq(n->meta.tensors[0].device, "cpu");
	n = tl_node(g, "arg0_1");
	ck_assert_int_eq(n->meta.tensors[0].ndim, 2);
	ck_assert_str_eq(n->meta.tensors[0].dims[0], "8");
	n = tl_node(g, k);
	ck_assert_int_eq(n->meta.n_tensors, 1);
	ck_assert_int_eq(n->meta.tensors[0].ndim, 1);
	ck_assert_str_eq(n->meta.tensors[0].dims[0], "4");
	ck_assert_str_eq(tl_node(g, "addmm")->meta.tensors[0].dims[0], "4");
	fx_graph_free(g);

	/* dynamic=True: s77 = arg2_1, a size as torch writes it, and the
	 * kernel's symbol argument an edge */
	g = load("repro/dynamic.output_code.py");
	n = tl_node(g, "buf0");
	ck_assert_str_eq(n->meta.tensors[0].dims[0], "s77");
	ck_assert_str_eq(tl_node(g, "arg3_1")->meta.tensors[0].dims[0], "s77");
	ck_assert(has_input(g, "cpp_fused_add_relu_sum_0", "arg2_1"));
	ck_assert(has_input(g, "cpp_fused_add_relu_sum_0", "addmm"));
	fx_graph_free(g);

	/* a cond's branches are functions of the file, its sub-graphs */
	g = load("repro/cond.output_code.py");
	ck_assert_int_eq(g->n_subs, 2);
	ck_assert_str_eq(tl_node(g, "buf2")->meta.subgraph, "false_graph_0");
	ck_assert(has_input(fx_graph_sub(g, "true_graph_0"),
	    "cpp_fused_gt_relu_2", "addmm"));
	ck_assert(has_input(g, "cpp_fused_add_3", "buf3"));
	fx_graph_free(g);
}
END_TEST

/* Triton kernels: in_ptr read, out_ptr and in_out_ptr written; the Graph
 * fragment over each, its sub-graph, placed in the file. */
START_TEST(triton_kernels_and_fragments)
{
	struct fx_graph *g = load("repro/triton.output_code.py");
	const char *k0 = "triton_per_fused_mul_relu_sum_0";
	const char *k1 = "triton_per_fused_add_mean_mul_relu_sigmoid_sub_1";
	const struct fx_node *n;
	const struct fx_graph *f;

	ck_assert_str_eq(g->form, "output_code");
	n = tl_node(g, k0);
	ck_assert_str_eq(n->meta.source_nodes, "relu, y, sum_1");
	ck_assert_str_eq(n->meta.original_aten,
	    "aten.relu, aten.mul, aten.sum");
	ck_assert_str_eq(n->meta.subgraph, k0);
	/* run(buf0, arg3_1, buf2, ...): buf2 is its out_ptr0 */
	ck_assert(has_input(g, k0, "addmm"));
	ck_assert(has_input(g, k0, "buf2"));
	/* run(buf3, arg3_1, buf2, ...): buf3 = buf0 (addmm's), buf2 k0's */
	ck_assert(has_input(g, k1, "addmm"));
	ck_assert(has_input(g, k1, k0));
	ck_assert_str_eq(g->nodes[tl_node(g, "output")->inputs[0]].name, k1);
	f = fx_graph_sub(g, k0);
	ck_assert_ptr_nonnull(f);
	ck_assert_str_eq(tl_node(f, "relu")->target,
	    "torch.ops.aten.relu.default");
	ck_assert(tl_node(f, "addmm")->meta.outside ||
	    tl_node(f, "addmm")->op == FX_PLACEHOLDER);
	/* '#   %relu : Tensor "f32[4, 8][8, 1]cpu"[num_users=1] = ...' */
	ck_assert_int_eq(tl_node(f, "relu")->line, 50);
	ck_assert_int_eq(tl_node(f, "relu")->meta.n_tensors, 1);
	f = fx_graph_sub(g, k1);
	ck_assert_ptr_nonnull(f);
	ck_assert(has_input(f, "add", "sigmoid"));
	fx_graph_free(g);
}
END_TEST

/* What a kernel's and a script's nodes carry survives fxviz JSON: the
 * page and a graph saved with render -f json show it. */
START_TEST(meta_survives_json)
{
	struct fx_graph *g = load("repro/triton.output_code.py"), *back;
	const char *k = "triton_per_fused_mul_relu_sum_0";
	struct error err;
	size_t len;
	char *json = json_write_graph(g, NULL, 0, &len);
	const struct fx_node *n;

	ck_assert_ptr_nonnull(json);
	back = load_graph(json, len, &err);
	ck_assert_msg(back != NULL, "%s", err.msg);
	n = tl_node(back, k);
	ck_assert_str_eq(n->meta.source_nodes, "relu, y, sum_1");
	ck_assert_str_eq(n->meta.original_aten,
	    "aten.relu, aten.mul, aten.sum");
	ck_assert_str_eq(n->meta.subgraph, k);
	ck_assert_int_eq(fx_graph_sub(back, k)->n_nodes,
	    fx_graph_sub(g, k)->n_nodes);
	free(json);
	fx_graph_free(back);
	fx_graph_free(g);

	g = load("repro/eval.output_code.py");
	json = json_write_graph(g, NULL, 0, &len);
	back = load_graph(json, len, &err);
	ck_assert_str_eq(tl_node(back, "addmm")->meta.provenance,
	    "extern_kernels.addmm:1");
	free(json);
	fx_graph_free(back);
	fx_graph_free(g);

	g = load("repro/symbolic.repro.py");
	json = json_write_graph(g, NULL, 0, &len);
	back = load_graph(json, len, &err);
	ck_assert_str_eq(tl_node(back, "scale")->meta.sig_kind, "BUFFER");
	ck_assert_str_eq(tl_node(back, "scale")->meta.target_repr,
	    "torch.randn([8], dtype=torch.float32)");
	ck_assert_str_eq(tl_node(back, "l")->meta.target_type,
	    "torch.nn.Linear");
	free(json);
	fx_graph_free(back);
	fx_graph_free(g);
}
END_TEST

/* A kernel launched 20,000 times, each launch reading the last one's
 * buffer: one node each, named kernel, kernel_1, ..., chained, read in
 * well under the test's time limit (naming each launch by trying every
 * suffix before it took minutes). */
START_TEST(many_launches_read_fast)
{
	const char *k =
	    "cpp_fused__native_batch_norm_legit_no_training_add_mul_relu_"
	    "sigmoid_sum_0";
	const char *ret = "        return (buf1, )\n";
	size_t len, cap, at;
	char *text = tl_read("repro/eval.output_code.py", &len), *big, *r;
	struct error err;
	struct fx_graph *g;
	const struct fx_node *n;
	int i;

	cap = len + 20000 * 400;
	ck_assert_ptr_nonnull(big = malloc(cap));
	ck_assert_ptr_nonnull(r = strstr(text, ret));
	at = (size_t)(r - text);
	memcpy(big, text, at);
	for (i = 0; i < 20000; i++)
		at += (size_t)snprintf(big + at, cap - at, "        %s(buf1, "
		    "arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, buf1)\n", k);
	strcpy(big + at, r);
	g = load_graph(big, strlen(big), &err);
	ck_assert_msg(g != NULL, "%d:%d: %s", err.line, err.column, err.msg);
	ck_assert_int_eq(g->n_nodes, 15 + 20000);
	n = tl_node(g, "output");
	ck_assert_str_eq(g->nodes[n->inputs[0]].name,
	    "cpp_fused__native_batch_norm_legit_no_training_add_mul_relu_"
	    "sigmoid_sum_0_20000");
	n = tl_node(g, "cpp_fused__native_batch_norm_legit_no_training_add_"
	    "mul_relu_sigmoid_sum_0_7");
	ck_assert_str_eq(g->nodes[n->inputs[0]].name,
	    "cpp_fused__native_batch_norm_legit_no_training_add_mul_relu_"
	    "sigmoid_sum_0_6");
	fx_graph_free(g);
	free(big);
	free(text);
}
END_TEST

/* A TORCH_LOGS=output_code log gives the graph of the code it holds,
 * the same as the code alone, with the log's lines and places. */
START_TEST(an_output_code_log_reads_as_its_code)
{
	struct fx_graph *g = load("repro/triton.output_code.log");
	struct fx_graph *code = load("repro/triton.output_code.py");
	uint32_t i, j;

	ck_assert_str_eq(g->form, "output_code");
	ck_assert_int_eq(g->n_nodes, code->n_nodes);
	ck_assert_int_eq(g->n_edges, code->n_edges);
	ck_assert_int_eq(g->n_subs, code->n_subs);
	for (i = 0; i < g->n_nodes; i++) {
		ck_assert_str_eq(g->nodes[i].name, code->nodes[i].name);
		ck_assert_int_eq(g->nodes[i].n_inputs, code->nodes[i].n_inputs);
		for (j = 0; j < g->nodes[i].n_inputs; j++)
			ck_assert_int_eq(g->nodes[i].inputs[j],
			    code->nodes[i].inputs[j]);
		/* two lines of a warning, then the header, come first */
		ck_assert_int_eq(g->nodes[i].line, code->nodes[i].line + 3);
	}
	ck_assert_str_eq(tl_node(g, "triton_per_fused_mul_relu_sum_0")->
	    meta.source_nodes, "relu, y, sum_1");
	ck_assert_int_eq(tl_node(fx_graph_sub(g,
	    "triton_per_fused_mul_relu_sum_0"), "relu")->line, 53);
	fx_graph_free(code);
	fx_graph_free(g);
}
END_TEST

/* The forms are found from the text, and can be named. */
START_TEST(detection)
{
	struct error err;
	struct fx_graph *g;
	size_t len;
	char *text = tl_read("repro/cond.output_code.py", &len);

	ck_assert(load_form_known("repro"));
	ck_assert(load_form_known("output_code"));
	g = load_graph_as(text, len, "output_code", NULL, &err);
	ck_assert_ptr_nonnull(g);
	fx_graph_free(g);
	/* a form named that the text is not */
	ck_assert_ptr_null(load_graph_as(text, len, "repro", NULL, &err));
	ck_assert_str_eq(err.msg, "no 'class Repro(torch.nn.Module):' in "
	    "the script");
	free(text);
	text = tl_read("repro/dynamo.minifier_launcher.py", &len);
	g = load_graph_as(text, len, "repro", NULL, &err);
	ck_assert_ptr_nonnull(g);
	ck_assert_str_eq(g->form, "repro");
	fx_graph_free(g);
	ck_assert_ptr_null(load_graph_as(text, len, "output_code", NULL,
	    &err));
	ck_assert_str_eq(err.msg, "no 'def call(args):' in the output code");
	free(text);
}
END_TEST

/* A real file with one thing broken: the error, placed in the file. */
struct damage {
	const char *file, *from, *to;
	int line, column;
	const char *msg;
};

static const struct damage damages[] = {
	{ "symbolic.repro.py", "relu = torch.relu(bn)",
	    "relu = torch.relu(bn", 68, 26,
	    "unbalanced '(': nothing closes it" },
	{ "symbolic.repro.py", "    def forward(self, x):",
	    "    def fwd(self, x):", 53, 7,
	    "class 'Repro' has no 'def forward(self, ...):'" },
	{ "cond.fx_graph_runnable.py", "        return (mul,)",
	    "        mul = ", 83, 15,
	    "expected a value, found the end of the line" },
	{ "eval.output_code.py",
	    "        buf1 = empty_strided_cpu((4, ), (1, ), torch.float32)",
	    "        buf1 = empty_strided_cpu((4, ), (1, ), torch.float32", 118,
	    33, "unbalanced '(': nothing closes it" },
	{ "eval.output_code.py", "        return (buf1, )",
	    "        pass", 106, 5, "'def call' has no 'return'" },
	{ "triton.output_code.py",
	    "(args = (%addmm,), kwargs = {})",
	    "(args = (%addmm,), kwargs = {}", 50, 135,
	    "line ends early: expected ', kwargs = {...})' to close the node" },
	/* the same, in the log: the place moves by the log's prefix */
	{ "triton.output_code.log",
	    "(args = (%addmm,), kwargs = {})\n",
	    "(args = (%addmm,), kwargs = {}\n", 53, 216,
	    "line ends early: expected ', kwargs = {...})' to close the node" },
};

START_TEST(damaged_files_fail_in_place)
{
	const struct damage *d = &damages[_i];
	struct error err;
	char rel[128], *text, *at, *bad;
	size_t len, n;
	struct fx_graph *g;

	snprintf(rel, sizeof(rel), "repro/%s", d->file);
	text = tl_read(rel, &len);
	ck_assert_ptr_nonnull(at = strstr(text, d->from));
	n = strlen(d->from);
	bad = malloc(len - n + strlen(d->to) + 1);
	memcpy(bad, text, (size_t)(at - text));
	strcpy(bad + (at - text), d->to);
	strcat(bad, at + n);
	g = load_graph(bad, strlen(bad), &err);
	ck_assert_msg(g == NULL, "%s loaded, damaged", d->file);
	ck_assert_msg(err.line == d->line && err.column == d->column &&
	    strcmp(err.msg, d->msg) == 0, "%s: %d:%d: %s", d->file, err.line,
	    err.column, err.msg);
	free(bad);
	free(text);
}
END_TEST

/* A script whose classes make each other, two at a time: refused at
 * the class it stops at, not read 2^32 times. */
START_TEST(classes_making_classes_are_cut_short)
{
	static const char text[] =
	    "class Repro(torch.nn.Module):\n"
	    "    def __init__(self):\n"
	    "        self.a = A()\n"
	    "    def forward(self, x):\n"
	    "        return x\n"
	    "class A(torch.nn.Module):\n"
	    "    def __init__(self):\n"
	    "        self.b = A()\n"
	    "        self.c = A()\n"
	    "    def forward(self, x):\n"
	    "        return x\n"
	    "mod = Repro()\n";
	struct error err;

	ck_assert_ptr_null(load_graph(text, sizeof(text) - 1, &err));
	ck_assert_str_eq(err.msg, "classes nested more than 32 deep, or more "
	    "than 4096 in all");
	ck_assert_int_eq(err.line, 8);
	ck_assert_int_eq(err.column, 18);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("load_repro");
	TCase *tc = tcase_create("scripts");

	tcase_add_loop_test(tc, scripts_match_torch, 0,
	    (int)(sizeof(scripts) / sizeof(scripts[0])));
	tcase_add_test(tc, init_and_load_args_go_to_meta);
	tcase_add_test(tc, cond_branches_are_subgraphs);
	suite_add_tcase(s, tc);

	tc = tcase_create("output_code");
	tcase_set_timeout(tc, 20);
	tcase_add_loop_test(tc, kernels_match_provenance, 0, 3);
	tcase_add_test(tc, buffers_flow_from_writer_to_reader);
	tcase_add_test(tc, triton_kernels_and_fragments);
	tcase_add_test(tc, meta_survives_json);
	tcase_add_test(tc, many_launches_read_fast);
	tcase_add_test(tc, an_output_code_log_reads_as_its_code);
	suite_add_tcase(s, tc);

	tc = tcase_create("forms");
	tcase_add_test(tc, detection);
	tcase_add_test(tc, classes_making_classes_are_cut_short);
	tcase_add_loop_test(tc, damaged_files_fail_in_place, 0,
	    (int)(sizeof(damages) / sizeof(damages[0])));
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
