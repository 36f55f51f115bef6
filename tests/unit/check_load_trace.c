/* check_load_trace: the graphs of TORCH_TRACE files torch 2.14 wrote
 * (tests/data/trace/SOURCES.md), cut out, named, placed and read. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "format/load.h"
#include "format/load_json.h"
#include "format/load_log.h"
#include "format/load_provenance.h"
#include "format/load_trace.h"
#include "format/write_json.h"
#include "model/graph.h"
#include "testlib.h"

/* The trace's parts, cut with no form named. */
static struct load_part *
split(const char *text, size_t len, size_t *n)
{
	struct load_part *parts;
	struct error err = { 0 };

	ck_assert(load_is_trace(text, len));
	ck_assert_msg(load_split(text, len, NULL, NULL, &parts, n, &err) == 0,
	    "%s", err.msg);
	return parts;
}

/* A trace read and cut with no form named. */
struct trace {
	char *text;
	size_t len;
	struct load_part *parts;
	size_t n;
};

static struct trace
open_trace(const char *name)
{
	struct trace t;

	t.text = tl_read_trace(name, &t.len);
	t.parts = split(t.text, t.len, &t.n);
	return t;
}

static void
close_trace(struct trace *t)
{
	load_parts_free(t->parts, t->n);
	free(t->text);
}

static const struct load_part *
part_named(const struct load_part *parts, size_t n, const char *name)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(parts[i].name, name) == 0)
			return &parts[i];
	ck_abort_msg("no part '%s'", name);
	return NULL;
}

static struct fx_graph *
read_part(const char *text, size_t len, const struct load_part *p)
{
	struct error err = { 0 };
	struct fx_graph *g = load_part_graph(text, len, p, NULL, &err);

	ck_assert_msg(g != NULL, "%s: line %d, column %d: %s", p->name,
	    err.line, err.column, err.msg);
	return g;
}

/* The text of line no (from 1) of text, up to its '\n'. */
static const char *
line_at(const char *text, int no)
{
	for (; no > 1 && text != NULL; no--)
		if ((text = strchr(text, '\n')) != NULL)
			text++;
	ck_assert(text != NULL);
	return text;
}

/* A graph break and a recompile in a training step: every graph, named
 * by compile and stage, with attempt 1 of the frame that broke. */
START_TEST(train_names)
{
	static const char *const names[] = {
		"[0/0_1] dynamo_output_graph", "[0/0_1] aot_joint_graph",
		"[0/0_1] aot_forward_graph", "[0/0_1] aot_backward_graph",
		"[1/0] dynamo_output_graph", "[1/0] aot_joint_graph",
		"[1/0] aot_forward_graph", "[1/0] aot_backward_graph",
		"[0/1_1] dynamo_output_graph", "[0/1_1] aot_joint_graph",
		"[0/1_1] aot_forward_graph", "[0/1_1] aot_backward_graph",
		"[1/1] dynamo_output_graph", "[1/1] aot_joint_graph",
		"[1/1] aot_forward_graph", "[1/1] aot_backward_graph",
	};
	struct trace t = open_trace("train.log.xz");
	size_t i;

	ck_assert_uint_eq(t.n, sizeof(names) / sizeof(names[0]));
	for (i = 0; i < t.n; i++) {
		ck_assert_str_eq(t.parts[i].name, names[i]);
		ck_assert_int_eq(t.parts[i].rank, -1);
		ck_assert_ptr_null(t.parts[i].fault);
		/* the part is the lines after its event, less a tab */
		ck_assert_int_eq(line_at(t.text, (int)t.parts[i].line)[0], '\t');
		ck_assert(strncmp(line_at(t.text, (int)t.parts[i].line) + 1,
		    t.parts[i].text, 20) == 0);
		ck_assert(strncmp(line_at(t.text, (int)t.parts[i].line - 1), "V",
		    1) == 0);
	}
	ck_assert_str_eq(t.parts[0].compile_id, "0/0_1");
	ck_assert_str_eq(t.parts[0].stage, "dynamo_output_graph");
	ck_assert_str_eq(t.parts[5].compile_id, "1/0");
	ck_assert_str_eq(t.parts[5].stage, "aot_joint_graph");
	close_trace(&t);
}
END_TEST

/* The stack each compile started from, its files through the string
 * table, and the code it compiled, from compilation_metrics. */
START_TEST(train_stack_and_source)
{
	struct trace t = open_trace("train.log.xz");
	const struct load_part *p = part_named(t.parts, t.n,
	    "[1/0] aot_forward_graph");
	const char *last;

	ck_assert_ptr_nonnull(p->stack);
	ck_assert_msg(strncmp(p->stack, "/tmp/trace/train.py:14 in <module>\n",
	    35) == 0, "%s", p->stack);
	ck_assert_ptr_nonnull(last = strrchr(p->stack, '\n'));
	ck_assert_str_eq(last + 1,
	    "/tmp/trace/train.py:8 in torch_dynamo_resume_in_forward_at_8");
	ck_assert_ptr_null(strstr(p->stack, "(unknown)"));
	ck_assert_str_eq(p->source,
	    "/tmp/trace/train.py:8 in torch_dynamo_resume_in_forward_at_8");
	/* attempt 1 of frame 0 has attempt 0's stack */
	p = part_named(t.parts, t.n, "[0/1_1] dynamo_output_graph");
	ck_assert_str_eq(p->source, "/tmp/trace/train.py:6 in forward");
	ck_assert_ptr_nonnull(strstr(p->stack,
	    "/tmp/trace/train.py:14 in <module>"));
	close_trace(&t);
}
END_TEST

/* Each graph loads with the readers fxviz has, named after its part,
 * its nodes on the trace's lines, its origin what the trace says. */
START_TEST(train_graphs_load)
{
	struct trace t = open_trace("train.log.xz");
	size_t i, read = 0;

	for (i = 0; i < t.n; i++) {
		struct fx_graph *g;
		const struct fx_node *node;

		g = read_part(t.text, t.len, &t.parts[i]);
		ck_assert_str_eq(g->name, t.parts[i].name);
		ck_assert_str_eq(g->origin.stage, t.parts[i].stage);
		ck_assert_str_eq(g->origin.compile_id, t.parts[i].compile_id);
		ck_assert_int_eq(g->origin.rank, -1);
		ck_assert_str_eq(g->origin.source, t.parts[i].source);
		if (strcmp(t.parts[i].name, "[1/0] aot_forward_graph") == 0) {
			node = tl_node(g, "t");
			ck_assert_uint_eq(node->line, 1248);
			ck_assert_ptr_nonnull(strstr(line_at(t.text,
			    (int)node->line), "t: \"f32[6, 3][1, 6]cpu\" = "
			    "torch.ops.aten.t.default(primals_1)"));
		}
		if (strcmp(t.parts[i].name, "[0/0_1] aot_joint_graph") == 0) {
			/* torch 2.14's expanded def: one declaration a
			 * line, then the pytree flatten */
			node = tl_node(g, "tangents_1");
			ck_assert_int_eq(node->op, FX_PLACEHOLDER);
			ck_assert_uint_eq(node->meta.n_tensors, 1);
			ck_assert_int_eq(node->meta.tensors[0].ndim, 2);
			ck_assert_str_eq(node->meta.tensors[0].dims[1], "6");
		}
		fx_graph_free(g);
		read++;
	}
	ck_assert_uint_eq(read, 16);
	close_trace(&t);
}
END_TEST

/* An origin goes into fxviz JSON and comes back out of it. */
START_TEST(origin_json_round_trip)
{
	struct error err = { 0 };
	struct trace t = open_trace("train.log.xz");
	size_t jlen;
	char *json;
	struct fx_graph *g = read_part(t.text, t.len, part_named(t.parts, t.n,
	    "[0/1_1] aot_backward_graph")), *back;

	ck_assert_ptr_nonnull(json = json_write_graph(g, NULL, 0, &jlen));
	ck_assert_ptr_nonnull(strstr(json, "\"origin\":{\"compile_id\":"
	    "\"0/1_1\",\"stage\":\"aot_backward_graph\",\"source\":"
	    "\"/tmp/trace/train.py:6 in forward\",\"stack\":["
	    "\"/tmp/trace/train.py:14 in <module>\","));
	back = load_json(json, jlen, NULL, &err);
	ck_assert_msg(back != NULL, "%s", err.msg);
	ck_assert_str_eq(back->origin.compile_id, "0/1_1");
	ck_assert_str_eq(back->origin.stage, "aot_backward_graph");
	ck_assert_str_eq(back->origin.stack, g->origin.stack);
	ck_assert_str_eq(back->origin.source, g->origin.source);
	ck_assert_int_eq(back->origin.rank, -1);
	fx_graph_free(back);
	free(json);
	fx_graph_free(g);
	close_trace(&t);
}
END_TEST

/* Inductor's artifacts are graphs too, a name met twice in one compile
 * (the forward's and the backward's post-grad graph) gets " #2", and
 * fx_graph_runnable is cut out as it is. */
START_TEST(inductor_artifacts)
{
	struct trace t = open_trace("inductor.log.xz");
	const struct load_part *p;
	struct fx_graph *g;

	ck_assert_uint_eq(t.n, 48);	/* 42 graphs and 6 output codes */
	p = part_named(t.parts, t.n, "[0/1_1] inductor_post_grad_graph #2");
	ck_assert_str_eq(p->stage, "inductor_post_grad_graph");
	ck_assert_str_eq(p->compile_id, "0/1_1");
	g = read_part(t.text, t.len, p);
	ck_assert_uint_eq(g->n_nodes, 11);
	fx_graph_free(g);
	p = part_named(t.parts, t.n, "[0/0_1] before_pre_grad_graph");
	g = read_part(t.text, t.len, p);
	ck_assert_uint_eq(g->n_nodes, 6);
	fx_graph_free(g);
	p = part_named(t.parts, t.n, "[1/1] fx_graph_runnable #2");
	ck_assert_ptr_nonnull(strstr(p->text, "\nimport torch\n"));
	part_named(t.parts, t.n, "[0/0_1] aot_joint_graph");
	close_trace(&t);
}
END_TEST

/* inductor_output_code is a graph of the trace too, read as output
 * code, with its compile's provenance mapping kept after it. */
START_TEST(inductor_output_code)
{
	struct trace t = open_trace("inductor.log.xz");
	const struct load_part *p;
	struct fx_graph *g;
	const char *json;
	size_t len;

	p = part_named(t.parts, t.n, "[0/1_1] inductor_output_code");
	ck_assert_str_eq(p->stage, "inductor_output_code");
	g = read_part(t.text, t.len, p);
	ck_assert_str_eq(g->form, "output_code");
	ck_assert_ptr_nonnull(tl_node(g, "cpp_fused_relu_threshold_backward_0"));
	fx_graph_free(g);
	ck_assert(load_provenance_find(p->text, p->len, &json, &len));
	ck_assert_int_eq(memcmp(json, "{\"preToPost\": ", 14), 0);
	ck_assert_ptr_nonnull(memmem(json, len, "\"cppCodeToPost\": "
	    "{\"extern_kernels.addmm:1\": [\"addmm\"]", 48));
	close_trace(&t);
}
END_TEST

/* torch.cond: its branches are sub-graphs of the graph. */
START_TEST(cond_subgraphs)
{
	struct trace t = open_trace("cond.log.xz");
	struct fx_graph *g;

	ck_assert_uint_eq(t.n, 2);
	ck_assert_str_eq(t.parts[0].name, "[0/0] dynamo_output_graph");
	ck_assert_str_eq(t.parts[1].name, "[0/0] aot_inference_graph");
	ck_assert_str_eq(t.parts[1].stack, "/tmp/trace/cond.py:3 in f");
	g = read_part(t.text, t.len, &t.parts[1]);
	ck_assert_uint_eq(g->n_subs, 2);
	ck_assert_str_eq(g->subs[0].name, "true_graph_0");
	fx_graph_free(g);
	close_trace(&t);
}
END_TEST

/* A trace of one graph reads as a graph, with no form named or as
 * "trace"; an exported program comes with its signature. */
START_TEST(export_one_graph)
{
	struct error err = { 0 };
	size_t len;
	char *text = tl_read_trace("export.log", &len);
	struct fx_graph *g = load_graph(text, len, &err);

	ck_assert_msg(g != NULL, "%s", err.msg);
	ck_assert_str_eq(g->form, "trace");
	ck_assert_str_eq(g->name, "exported_program");
	ck_assert_str_eq(g->origin.stage, "exported_program");
	ck_assert_ptr_null(g->origin.compile_id);
	ck_assert_str_eq(tl_node(g, "p_l_weight")->meta.sig_kind,
	    "PARAMETER");
	ck_assert_uint_eq(tl_node(g, "add")->line, 30);
	ck_assert_ptr_nonnull(strstr(line_at(text, 30), "add: \"f32[2, 4]\" = "));
	fx_graph_free(g);
	g = load_graph_as(text, len, "trace", NULL, &err);
	ck_assert_msg(g != NULL, "%s", err.msg);
	fx_graph_free(g);
	free(text);
}
END_TEST

/* Compiled autograd's compile ids: "!0", and "!0/1/0" for a frame
 * compiled inside it. */
START_TEST(compiled_autograd_ids)
{
	struct trace t = open_trace("compiled_autograd.log.xz");
	const struct load_part *p;
	struct fx_graph *g;

	p = part_named(t.parts, t.n, "[!0] compiled_autograd_graph");
	ck_assert_str_eq(p->compile_id, "!0");
	part_named(t.parts, t.n, "[!0] compiled_autograd_graph_pre_reordering");
	p = part_named(t.parts, t.n, "[!0/1/0] aot_inference_graph");
	g = read_part(t.text, t.len, p);
	ck_assert_str_eq(g->origin.compile_id, "!0/1/0");
	fx_graph_free(g);
	close_trace(&t);
}
END_TEST

/* The event line of the cond trace's dynamo_output_graph, damaged at
 * the ':' after "frame_id": that graph fails there, at its place in the
 * file; the other still loads. */
START_TEST(damaged_line)
{
	struct error err = { 0 };
	size_t len, n;
	char *text = tl_read_trace("cond.log.xz", &len);
	char *ln = (char *)line_at(text, 102), *colon;
	struct load_part *parts;
	struct fx_graph *g;

	ck_assert(strncmp(strstr(ln, "] {") + 3, "\"dynamo_output_graph\"",
	    21) == 0);
	colon = strstr(ln, "\"frame_id\":") + 10;
	*colon = '=';
	parts = split(text, len, &n);
	ck_assert_uint_eq(n, 2);
	ck_assert_str_eq(parts[0].name, "dynamo_output_graph");
	ck_assert_ptr_nonnull(parts[0].fault);
	ck_assert_ptr_null(load_part_graph(text, len, &parts[0], NULL, &err));
	ck_assert_int_eq(err.kind, ERROR_INPUT);
	ck_assert_int_eq(err.line, 102);
	ck_assert_int_eq(err.column, (int)(colon - ln) + 1);
	ck_assert_msg(strstr(err.msg, "not valid JSON") != NULL, "%s",
	    err.msg);
	g = read_part(text, len, &parts[1]);
	ck_assert_str_eq(g->name, "[0/0] aot_inference_graph");
	fx_graph_free(g);
	load_parts_free(parts, n);
	free(text);
}
END_TEST

/* A broken payload fails at its place in the trace: its line, and its
 * column one past the part's, for the tab. */
START_TEST(broken_payload)
{
	struct error err = { 0 }, alone = { 0 };
	size_t len, n;
	char *text = tl_read_trace("cond.log.xz", &len), *at;
	struct load_part *parts;
	int no;

	at = strstr(text, "sum_1: \"f32[][]cpu\" = torch.ops.aten.sum.default("
	    "arg0_1)\n");
	ck_assert_ptr_nonnull(at);
	at = strchr(at, '\n') - 1;
	*at = ' ';	/* the call left open */
	for (no = 1; at > text; at--)
		no += *at == '\n';
	parts = split(text, len, &n);
	ck_assert_ptr_null(load_graph_as(parts[1].text, parts[1].len, NULL,
	    NULL, &alone));
	ck_assert_ptr_null(load_part_graph(text, len, &parts[1], NULL, &err));
	ck_assert_int_eq(err.line, (int)parts[1].line + alone.line - 1);
	ck_assert_int_ge(err.line, no);
	ck_assert_int_eq(err.column, alone.column + 1);
	ck_assert_str_eq(err.msg, alone.msg);
	load_parts_free(parts, n);
	free(text);
}
END_TEST

/* The rank files of a TORCH_TRACE folder put together: each graph named
 * with its rank. */
START_TEST(two_ranks)
{
	size_t l0, l1, n, i, ranks[2] = { 0, 0 };
	char *r0 = tl_read_trace("ddp_rank0.log.xz", &l0);
	char *r1 = tl_read_trace("ddp_rank1.log.xz", &l1);
	char *both = malloc(l0 + l1 + 1);
	struct load_part *parts;
	const struct load_part *p;
	struct fx_graph *g;

	memcpy(both, r0, l0);
	memcpy(both + l0, r1, l1 + 1);
	parts = split(both, l0 + l1, &n);
	for (i = 0; i < n; i++) {
		ck_assert(parts[i].rank == 0 || parts[i].rank == 1);
		ranks[parts[i].rank]++;
		ck_assert(strncmp(parts[i].name, parts[i].rank ? "[rank1] " :
		    "[rank0] ", 8) == 0);
	}
	ck_assert_uint_gt(ranks[0], 0);
	ck_assert_uint_eq(ranks[0], ranks[1]);
	ck_assert_uint_eq(n, 20);
	p = part_named(parts, n, "[rank1] [4/0] aot_forward_graph #2");
	ck_assert_str_eq(p->compile_id, "4/0");
	ck_assert_uint_gt(p->line, 3000);	/* counted on in rank 1 */
	g = read_part(both, l0 + l1, p);
	ck_assert_int_eq(g->origin.rank, 1);
	fx_graph_free(g);
	/* the DDP optimizer's split: the buckets as sub-graphs, and each
	 * on its own */
	p = part_named(parts, n, "[rank0] [4/0] optimize_ddp_split_graph");
	g = read_part(both, l0 + l1, p);
	ck_assert_int_eq(g->origin.rank, 0);
	ck_assert_str_eq(g->origin.stage, "optimize_ddp_split_graph");
	ck_assert_uint_eq(g->n_subs, 2);
	ck_assert_int_eq(tl_node(g, "submod_1")->op, FX_CALL_MODULE);
	fx_graph_free(g);
	p = part_named(parts, n, "[rank1] [4/0] optimize_ddp_split_child #2");
	ck_assert_str_eq(p->stage, "optimize_ddp_split_child");
	g = read_part(both, l0 + l1, p);
	ck_assert_ptr_nonnull(tl_node(g, "linear_1"));
	fx_graph_free(g);
	load_parts_free(parts, n);
	free(both);
	free(r1);
	free(r0);
}
END_TEST

/* A TORCH_LOGS log and a printout alone are not traces. */
START_TEST(not_a_trace)
{
	size_t len;
	char *text = tl_read_trace("export.log", &len);
	const char *log = "V1201 20:49:47.568000 7023 torch/_dynamo/"
	    "output_graph.py:2942] [0/0] [__graph_code] TRACED GRAPH\n";
	const char *code = "class GraphModule(torch.nn.Module):\n";

	ck_assert(load_is_trace(text, len));
	ck_assert(!load_is_trace(log, strlen(log)));
	ck_assert(!load_is_trace(code, strlen(code)));
	free(text);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("load_trace");
	TCase *tc = tcase_create("trace");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, train_names);
	tcase_add_test(tc, train_stack_and_source);
	tcase_add_test(tc, train_graphs_load);
	tcase_add_test(tc, origin_json_round_trip);
	tcase_add_test(tc, inductor_artifacts);
	tcase_add_test(tc, inductor_output_code);
	tcase_add_test(tc, cond_subgraphs);
	tcase_add_test(tc, export_one_graph);
	tcase_add_test(tc, compiled_autograd_ids);
	tcase_add_test(tc, damaged_line);
	tcase_add_test(tc, broken_payload);
	tcase_add_test(tc, two_ranks);
	tcase_add_test(tc, not_a_trace);
	suite_add_tcase(s, tc);
	return tl_run(s);
}
