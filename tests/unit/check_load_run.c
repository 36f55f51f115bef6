/* check_load_run: the runs of TORCH_TRACE files torch 2.14 wrote
 * (tests/data/trace/SOURCES.md): each compile, its stages, graph
 * breaks, recompiles and metrics, as the scripts that made them say. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "format/load_log.h"
#include "format/load_provenance.h"
#include "format/load_run.h"
#include "format/write_run.h"
#include "model/run.h"
#include "testlib.h"

struct loaded {
	struct run_input in[8];
	size_t n;
	struct fx_run *run;
	struct load_part *parts;
	size_t n_parts;
};

/* The traces names[] (tests/data/trace), read as one run. */
static void
load(struct loaded *l, const char *const *names)
{
	struct error err = { 0 };

	memset(l, 0, sizeof(*l));
	for (; *names != NULL; names++, l->n++) {
		l->in[l->n].name = *names;
		l->in[l->n].bytes = tl_read_trace(*names, &l->in[l->n].len);
	}
	ck_assert_msg(load_run(l->in, l->n, NULL, &l->run, &l->parts,
	    &l->n_parts, &err) == 0, "%s", err.msg);
}

static void
unload(struct loaded *l)
{
	size_t i;

	run_free(l->run);
	load_parts_free(l->parts, l->n_parts);
	for (i = 0; i < l->n; i++)
		free((char *)l->in[i].bytes);
}

static const struct run_compile *
compile(const struct loaded *l, const char *id, int rank)
{
	const struct run_compile *c = run_find(l->run, id, rank);

	ck_assert_msg(c != NULL, "no compile %s of rank %d", id, rank);
	return c;
}

/* The compile's stages, "," between them. */
static void
stages_are(const struct run_compile *c, const char *want)
{
	char got[2048] = "";
	size_t i;

	for (i = 0; i < c->n_stages; i++)
		snprintf(got + strlen(got), sizeof(got) - strlen(got), "%s%s",
		    i ? "," : "", c->stages[i].stage);
	ck_assert_str_eq(got, want);
}

/* train.py: a graph break at line 8 splits forward into frames 0 and 1;
 * batch 5 after 4 recompiles each (0/1, 1/1). */
START_TEST(train_compiles)
{
	static const char *const names[] = { "train.log.xz", NULL };
	static const char *const ids[] = { "0/0", "1/0", "0/1", "1/1" };
	struct loaded l;
	const struct run_compile *c;
	size_t i;

	load(&l, names);
	ck_assert_uint_eq(l.run->n_compiles, 4);
	for (i = 0; i < 4; i++) {
		c = &l.run->compiles[i];
		ck_assert_str_eq(c->id, ids[i]);
		ck_assert_int_eq(c->rank, -1);
		stages_are(c, "dynamo_output_graph,aot_joint_graph,"
		    "aot_forward_graph,aot_backward_graph");
		ck_assert_str_eq(c->co_file, "/tmp/trace/train.py");
		ck_assert(c->metrics.has);
	}
	/* Frame 0 breaks at line 8, restarts, and compiles what came
	 * before: attempt 1 holds the graphs. */
	c = compile(&l, "0/0", -1);
	ck_assert_int_eq(c->status, RUN_RESTARTED);
	ck_assert_uint_eq(c->attempts, 2);
	ck_assert_uint_eq(c->n_breaks, 1);
	ck_assert_str_eq(c->breaks[0].file, "/tmp/trace/train.py");
	ck_assert_int_eq(c->breaks[0].line, 8);
	ck_assert_ptr_nonnull(strstr(c->breaks[0].reason,
	    "Call to `torch._dynamo.graph_break()`"));
	ck_assert_uint_eq(c->n_restart_reasons, 1);
	ck_assert_str_eq(c->co_name, "forward");
	ck_assert_int_eq(c->co_line, 6);
	ck_assert_str_eq(c->stages[0].graph, "[0/0_1] dynamo_output_graph");
	ck_assert_str_eq(l.parts[c->stages[0].part].name,
	    "[0/0_1] dynamo_output_graph");
	ck_assert_ptr_null(run_previous(l.run, c));
	/* The stack it was called from, outermost first, with its code. */
	ck_assert_uint_ge(c->stack.n, 2);
	ck_assert_str_eq(c->stack.frames[0].file, "/tmp/trace/train.py");
	ck_assert_int_eq(c->stack.frames[0].line, 14);
	ck_assert_str_eq(c->stack.frames[0].code,
	    "loss = c(torch.randn(n, 6))");
	/* Frame 1 is the code after the break. */
	c = compile(&l, "1/0", -1);
	ck_assert_int_eq(c->status, RUN_OK);
	ck_assert_str_eq(c->co_name, "torch_dynamo_resume_in_forward_at_8");
	ck_assert_uint_eq(c->n_breaks, 0);
	/* The recompiles, each with the guard that failed. */
	c = compile(&l, "0/1", -1);
	ck_assert_uint_eq(c->n_recompile_reasons, 1);
	ck_assert_str_eq(c->recompile_reasons[0], "0/0: tensor 'x' size "
	    "mismatch at index 0. expected 4, actual 5");
	ck_assert_str_eq(run_previous(l.run, c)->id, "0/0");
	c = compile(&l, "1/1", -1);
	ck_assert_str_eq(c->recompile_reasons[0], "1/0: tensor 'y' size "
	    "mismatch at index 0. expected 4, actual 5");
	ck_assert_str_eq(run_previous(l.run, c)->id, "1/0");
	ck_assert_uint_eq(l.n_parts, 16);
	ck_assert_uint_eq(l.run->n_warnings, 0);
	unload(&l);
}
END_TEST

/* ddp.py under torchrun: two files, a rank each; compile 4/0 is split
 * at the DDP buckets; the frames before it break and compile to no
 * graph. */
START_TEST(ddp_two_ranks)
{
	static const char *const names[] = { "ddp_rank0.log.xz",
	    "ddp_rank1.log.xz", NULL };
	struct loaded l;
	const struct run_compile *c;
	int rank;

	load(&l, names);
	ck_assert_uint_eq(l.run->n_files, 2);
	ck_assert_int_eq(l.run->files[0].rank, 0);
	ck_assert_int_eq(l.run->files[1].rank, 1);
	ck_assert_uint_eq(l.run->n_compiles, 10);
	for (rank = 0; rank < 2; rank++) {
		c = compile(&l, "4/0", rank);
		stages_are(c, "dynamo_output_graph,optimize_ddp_split_graph,"
		    "optimize_ddp_split_child,optimize_ddp_split_child,"
		    "aot_joint_graph,aot_forward_graph,aot_backward_graph,"
		    "aot_joint_graph,aot_forward_graph,aot_backward_graph");
		ck_assert_int_eq(c->status, RUN_OK);
		ck_assert_uint_eq(c->stages[0].file, (size_t)rank);
		ck_assert_str_eq(c->stages[0].graph, rank ?
		    "[rank1] [4/0] dynamo_output_graph" :
		    "[rank0] [4/0] dynamo_output_graph");
		c = compile(&l, "0/0", rank);
		ck_assert_int_eq(c->status, RUN_EMPTY);
		ck_assert_uint_eq(c->n_breaks, 1);
		ck_assert_int_eq(c->breaks[0].line, 1758);
	}
	/* By rank: rank 0's five, then rank 1's. */
	ck_assert_int_eq(l.run->compiles[4].rank, 0);
	ck_assert_int_eq(l.run->compiles[5].rank, 1);
	unload(&l);
}
END_TEST

/* inductor.py: inductor's own stages, and a recompile's forward and
 * backward each compiled by inductor (two of a stage in one compile). */
START_TEST(inductor_stages)
{
	static const char *const names[] = { "inductor.log.xz", NULL };
	struct loaded l;
	const struct run_compile *c;

	load(&l, names);
	c = compile(&l, "0/0", -1);
	stages_are(c, "dynamo_output_graph,before_pre_grad_graph,"
	    "after_pre_grad_graph,aot_joint_graph,aot_forward_graph,"
	    "aot_backward_graph,fx_graph_runnable,before_post_grad_graph,"
	    "inductor_post_grad_graph,inductor_output_code");
	ck_assert_int_eq(c->status, RUN_RESTARTED);
	ck_assert(c->metrics.inductor_s > 0);
	c = compile(&l, "0/1", -1);
	ck_assert_uint_eq(c->n_stages, 14);
	ck_assert_str_eq(c->stages[12].graph,
	    "[0/1_1] inductor_post_grad_graph #2");
	ck_assert_str_eq(c->stages[13].graph,
	    "[0/1_1] inductor_output_code #2");
	unload(&l);
}
END_TEST

/* The JSON says what the run holds, each stage's graph id once set. */
START_TEST(json_of_a_run)
{
	static const char *const names[] = { "train.log.xz", NULL };
	struct loaded l;
	size_t len;
	char *json;

	load(&l, names);
	memcpy(l.run->compiles[0].stages[0].id, "abc", 4);
	ck_assert_ptr_nonnull(json = json_write_run(l.run, "r1", "train", 0,
	    &len));
	ck_assert_uint_eq(strlen(json), len);
	ck_assert_ptr_nonnull(strstr(json, "\"format\":\"fxviz-run\""));
	ck_assert_ptr_nonnull(strstr(json, "\"id\":\"r1\",\"name\":\"train\""));
	ck_assert_ptr_nonnull(strstr(json, "{\"stage\":\"dynamo_output_graph\","
	    "\"graph\":\"abc\",\"name\":\"[0/0_1] dynamo_output_graph\""));
	ck_assert_ptr_nonnull(strstr(json, "{\"stage\":\"aot_joint_graph\","
	    "\"graph\":null,"));
	ck_assert_ptr_nonnull(strstr(json, "\"recompile\":{\"reasons\":[\"0/0: "
	    "tensor 'x' size mismatch at index 0. expected 4, actual 5\"],"
	    "\"previous\":\"0/0\"}"));
	ck_assert_ptr_nonnull(strstr(json, "\"status\":\"restarted\""));
	ck_assert_ptr_nonnull(strstr(json, "\"file\":\"/tmp/trace/train.py\","
	    "\"line\":8,"));
	free(json);
	unload(&l);
}
END_TEST

/* A file that is no trace is left out with a warning; a run of none is
 * an error that says what a run is. */
START_TEST(not_traces)
{
	struct run_input in[2] = {
		{ "notes.txt", "hello\n", 6 },
		{ "graph.txt", "graph():\n    return ()\n", 23 },
	};
	struct error err = { 0 };
	struct fx_run *run = NULL;
	struct load_part *parts = NULL;
	size_t n = 0;

	ck_assert_int_eq(load_run(in, 2, NULL, &run, &parts, &n, &err), -1);
	ck_assert_int_eq(err.kind, ERROR_INPUT);
	ck_assert_ptr_nonnull(strstr(err.msg, "no file of the run is a "
	    "TORCH_TRACE file, a compile log or a graph of a "
	    "TORCH_COMPILE_DEBUG folder"));
	ck_assert_ptr_null(run);
	ck_assert_ptr_null(parts);
}
END_TEST

START_TEST(one_trace_among_others)
{
	struct run_input in[2] = { { "README", "no trace\n", 9 }, { 0 } };
	struct error err = { 0 };
	struct fx_run *run;
	struct load_part *parts;
	size_t n;

	in[1].name = "rank0.log";
	in[1].bytes = tl_read_trace("train.log.xz", &in[1].len);
	ck_assert_int_eq(load_run(in, 2, NULL, &run, &parts, &n, &err), 0);
	ck_assert_uint_eq(run->n_files, 1);
	ck_assert_str_eq(run->files[0].name, "rank0.log");
	ck_assert_uint_eq(run->n_warnings, 1);
	ck_assert_ptr_nonnull(strstr(run->warnings[0], "README: no "
	    "TORCH_TRACE file"));
	ck_assert_uint_eq(run->compiles[0].stages[0].file, 0);
	run_free(run);
	load_parts_free(parts, n);
	free((char *)in[1].bytes);
}
END_TEST

/* A graph event whose line is damaged still comes as a stage, in the
 * run's "-", and the run warns where. */
START_TEST(damaged_event)
{
	static const char text[] =
	    "V1201 20:57:09.264000 1 x.py:1] {\"dynamo_start\": {\"stack\": "
	    "[]}, \"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0}\n"
	    "V1201 20:57:09.264000 1 x.py:1] {\"dynamo_output_graph\": "
	    "{\"sizes\": {}}, \"frame_id\": 0, \"frame_compile_id\": 0, \n"
	    "\tclass GraphModule(torch.nn.Module):\n"
	    "\t    def forward(self, x):\n"
	    "\t        return (x,)\n";
	struct run_input in = { "t.log", text, sizeof(text) - 1 };
	struct error err = { 0 };
	struct fx_run *run;
	struct load_part *parts;
	size_t n;
	const struct run_compile *c;

	ck_assert_int_eq(load_run(&in, 1, NULL, &run, &parts, &n, &err), 0);
	ck_assert_uint_eq(n, 1);
	ck_assert_ptr_nonnull(c = run_find(run, "-", -1));
	ck_assert_uint_eq(c->n_stages, 1);
	ck_assert_ptr_nonnull(c = run_find(run, "0/0", -1));
	ck_assert_int_eq(c->status, RUN_OK);	/* no compile has metrics */
	ck_assert_uint_eq(run->n_warnings, 1);
	ck_assert_ptr_nonnull(strstr(run->warnings[0], "t.log: line 2, "
	    "column "));
	run_free(run);
	load_parts_free(parts, n);
}
END_TEST

/* One run of make_corpus.py's graph_breaks model (two graph breaks,
 * then a recompile on a changed attribute), as torch wrote it twice: a
 * TORCH_LOGS log and a TORCH_TRACE file. Both runs say the same. */
START_TEST(log_and_trace_agree)
{
	static const char *const log[] = {
	    "torch2/graph_breaks/aot_eager/torch_logs.log", NULL };
	static const char *const trace[] = {
	    "torch2/graph_breaks/aot_eager/trace/dedicated_log_torch_trace_0m89pl0m.log.xz", NULL };
	static const char *const ids[] = { "0/0", "1/0", "2/0", "0/1" };
	static const long break_lines[] = { 186, 188, 0, 186 };
	struct loaded a, b;
	size_t i, k;

	load(&a, log);
	load(&b, trace);
	ck_assert_uint_eq(a.run->n_compiles, 4);
	ck_assert_uint_eq(b.run->n_compiles, 4);
	for (i = 0; i < 4; i++) {
		const struct run_compile *x = &a.run->compiles[i];
		const struct run_compile *y = &b.run->compiles[i];

		ck_assert_str_eq(x->id, ids[i]);
		ck_assert_str_eq(y->id, ids[i]);
		ck_assert_int_eq(x->status, y->status);
		ck_assert_uint_eq(x->attempts, y->attempts);
		ck_assert_uint_eq(x->n_breaks, break_lines[i] ? 1 : 0);
		ck_assert_uint_eq(y->n_breaks, x->n_breaks);
		if (x->n_breaks) {
			ck_assert_int_eq(x->breaks[0].line, break_lines[i]);
			ck_assert_int_eq(y->breaks[0].line, break_lines[i]);
			ck_assert_str_eq(x->breaks[0].file, y->breaks[0].file);
		}
		ck_assert_uint_eq(x->n_recompile_reasons,
		    y->n_recompile_reasons);
		for (k = 0; k < x->n_recompile_reasons; k++)
			ck_assert_str_eq(x->recompile_reasons[k],
			    y->recompile_reasons[k]);
		/* The log prints no joint graph; both have the rest. */
		ck_assert_str_eq(x->stages[0].stage, "dynamo_output_graph");
		ck_assert_str_eq(x->stages[x->n_stages - 1].stage,
		    "aot_backward_graph");
		ck_assert_str_eq(y->stages[y->n_stages - 1].stage,
		    "aot_backward_graph");
	}
	ck_assert_uint_eq(a.run->compiles[3].n_recompile_reasons, 1);
	ck_assert_ptr_nonnull(strstr(a.run->compiles[3].recompile_reasons[0],
	    "0/0: self.scale == 2.0"));
	ck_assert_ptr_nonnull(strstr(a.run->compiles[3].recompile_reasons[0],
	    "\nUser stack trace:\n"));
	ck_assert_int_eq(a.run->compiles[2].status, RUN_OK);
	unload(&a);
	unload(&b);
}
END_TEST

/* A TORCH_COMPILE_DEBUG folder (make_corpus.py's gpt under inductor):
 * each torchinductor/ folder is one graph inductor compiled, its files
 * its stages in the order inductor made them, whatever their names'
 * order. */
START_TEST(debug_folder)
{
#define DBG "torch2/gpt/inductor/debug/torchinductor/"
	static const char *const names[] = {
	    DBG "model__0_backward_3.1/fx_graph_readable.py",
	    DBG "model__0_backward_3.1/fx_graph_runnable.py",
	    DBG "model__0_backward_3.1/fx_graph_transformed.py",
	    DBG "model__0_backward_3.1/output_code.py",
	    DBG "model__0_forward_1.0/inductor_provenance_tracking_node_"
	    "mappings.json",
	    DBG "model__0_forward_1.0/output_code.py",
	    NULL };
	struct loaded l;
	const struct run_compile *c;
	const char *json;
	size_t len;

	load(&l, names);
	ck_assert_uint_eq(l.run->n_compiles, 2);
	c = compile(&l, "model__0_backward_3.1", -1);
	stages_are(c, "fx_graph_readable,fx_graph_transformed,"
	    "fx_graph_runnable,output_code");
	ck_assert_uint_eq(c->stages[1].file, 2);
	ck_assert_str_eq(l.parts[c->stages[3].part].name, names[3]);
	ck_assert_int_eq(c->status, RUN_OK);
	/* The mapping beside the forward's code goes with the code (the
	 * backward's folder has none). */
	ck_assert_int_eq(load_provenance_find(l.parts[c->stages[3].part].text,
	    l.parts[c->stages[3].part].len, &json, &len), 0);
	c = compile(&l, "model__0_forward_1.0", -1);
	stages_are(c, "output_code");
	ck_assert_int_eq(load_provenance_find(l.parts[c->stages[0].part].text,
	    l.parts[c->stages[0].part].len, &json, &len), 1);
	ck_assert_uint_eq(len, l.in[4].len);
	ck_assert_int_eq(memcmp(json, l.in[4].bytes, len), 0);
	ck_assert_uint_eq(l.run->n_warnings, 0);
	unload(&l);
#undef DBG
}
END_TEST

/* A run cut short anywhere, or with bytes changed anywhere, reads or
 * fails with an error: never a crash (the sanitizer builds watch). */
START_TEST(broken_runs)
{
	struct run_input in = { "rank0.log", NULL, 0 };
	struct error err;
	struct fx_run *run;
	struct load_part *parts;
	size_t n, len, i, ok = 0;
	char *text = tl_read_trace("train.log.xz", &len), *copy;
	unsigned seed = 22;

	ck_assert_ptr_nonnull(copy = malloc(len));
	for (i = 0; i < 400; i++) {
		memcpy(copy, text, len);
		in.bytes = copy;
		in.len = i < 200 ? len * i / 200 : len;
		if (i >= 200) {
			size_t k;

			for (k = 0; k < 8; k++)
				copy[rand_r(&seed) % len] =
				    (char)(rand_r(&seed) & 0xff);
		}
		memset(&err, 0, sizeof(err));
		if (load_run(&in, 1, NULL, &run, &parts, &n, &err) == 0) {
			char *json = json_write_run(run, NULL, NULL, 0, NULL);

			ck_assert_ptr_nonnull(json);
			free(json);
			run_free(run);
			load_parts_free(parts, n);
			ok++;
		} else {
			ck_assert_int_eq(err.kind, ERROR_INPUT);
			ck_assert(err.msg[0] != '\0');
		}
	}
	ck_assert_uint_ge(ok, 300);
	free(copy);
	free(text);
}
END_TEST

/* A graph event written as an artifact of its name (tlparse's tests
 * have {"artifact": {"name": "dynamo_output_graph"}}) is that stage. */
START_TEST(event_as_artifact)
{
	static const char text[] =
	    "V1201 20:57:09.264000 1 x.py:1] {\"artifact\": {\"name\": "
	    "\"dynamo_output_graph\", \"encoding\": \"string\"}, "
	    "\"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0}\n"
	    "\tgraph():\n"
	    "\t    %x : [num_users=1] = placeholder[target=x]\n"
	    "\t    return (x,)\n";
	struct run_input in = { "t.log", text, sizeof(text) - 1 };
	struct error err = { 0 };
	struct fx_run *run;
	struct load_part *parts;
	size_t n;
	const struct run_compile *c;

	ck_assert_int_eq(load_run(&in, 1, NULL, &run, &parts, &n, &err), 0);
	ck_assert_ptr_nonnull(c = run_find(run, "0/0", -1));
	stages_are(c, "dynamo_output_graph");
	run_free(run);
	load_parts_free(parts, n);
}
END_TEST

/* Regional inductor writes fx_graph_runnable once a subgraph, each
 * event naming it ("subgraph_name", torch/_inductor/compile_fx.py): the
 * graphs are named by it, not numbered. */
START_TEST(subgraph_names)
{
	static const char text[] =
	    "V0429 16:46:27.745000 1 c.py:1] {\"artifact\": {\"name\": "
	    "\"fx_graph_runnable\", \"encoding\": \"string\"}, \"frame_id\": "
	    "0, \"frame_compile_id\": 0, \"attempt\": 0, \"subgraph_name\": "
	    "\"repeated_subgraph0\"}\n"
	    "\tgraph():\n\t    return ()\n"
	    "V0429 16:46:27.745000 1 c.py:1] {\"artifact\": {\"name\": "
	    "\"fx_graph_runnable\", \"encoding\": \"string\"}, \"frame_id\": "
	    "0, \"frame_compile_id\": 0, \"attempt\": 0, \"subgraph_name\": "
	    "\"partitioned_bw_subgraph_1_0\"}\n"
	    "\tgraph():\n\t    return ()\n";
	struct run_input in = { "t.log", text, sizeof(text) - 1 };
	struct error err = { 0 };
	struct fx_run *run;
	struct load_part *parts;
	size_t n;
	const struct run_compile *c;

	ck_assert_int_eq(load_run(&in, 1, NULL, &run, &parts, &n, &err), 0);
	ck_assert_ptr_nonnull(c = run_find(run, "0/0", -1));
	stages_are(c, "fx_graph_runnable,fx_graph_runnable");
	ck_assert_str_eq(c->stages[0].graph,
	    "[0/0] fx_graph_runnable repeated_subgraph0");
	ck_assert_str_eq(c->stages[1].graph,
	    "[0/0] fx_graph_runnable partitioned_bw_subgraph_1_0");
	run_free(run);
	load_parts_free(parts, n);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("load_run");
	TCase *tc = tcase_create("run");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, train_compiles);
	tcase_add_test(tc, ddp_two_ranks);
	tcase_add_test(tc, inductor_stages);
	tcase_add_test(tc, json_of_a_run);
	tcase_add_test(tc, not_traces);
	tcase_add_test(tc, one_trace_among_others);
	tcase_add_test(tc, damaged_event);
	tcase_add_test(tc, log_and_trace_agree);
	tcase_add_test(tc, debug_folder);
	tcase_add_test(tc, broken_runs);
	tcase_add_test(tc, event_as_artifact);
	tcase_add_test(tc, subgraph_names);
	suite_add_tcase(s, tc);
	return tl_run(s);
}
