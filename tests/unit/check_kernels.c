/* check_kernels: node <-> kernel maps of the real TORCH_COMPILE_DEBUG
 * folders and TORCH_TRACE files torch 2.14 wrote (tests/data/torch2,
 * tests/data/trace): every kernel output_code.py launches, its post-grad
 * nodes, and the names that match none, against what the files say. */
#include "config.h"

#include <check.h>
#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/buf.h"
#include "base/error.h"
#include "format/load.h"
#include "format/load_log.h"
#include "format/load_provenance.h"
#include "model/graph.h"
#include "model/kernels.h"
#include "testlib.h"

/* Every debug folder of the corpus (find tests/data/torch2 -path
 * '*inductor/debug*' -name output_code.py). */
static const char *const folders[] = {
	"resnet50/inductor/debug/torchinductor/model__0_inference_0.0",
	"graph_breaks/inductor/debug/torchinductor/model__1_forward_4.1",
	"graph_breaks/inductor/debug/torchinductor/model__1_backward_13.5",
	"graph_breaks/inductor/debug/torchinductor/model__3_backward_14.6",
	"graph_breaks/inductor/debug/torchinductor/model__3_forward_10.3",
	"graph_breaks/inductor/debug/torchinductor/model__2_forward_7.2",
	"graph_breaks/inductor/debug/torchinductor/model__0_forward_1.0",
	"graph_breaks/inductor/debug/torchinductor/model__2_backward_12.4",
	"vit_b_16/inductor/debug/torchinductor/model__0_inference_0.0",
	"mobilenet_v3_small/inductor/debug/torchinductor/model__0_inference_0.0",
	"lstm/inductor/debug/torchinductor/model__0_forward_1.0",
	"cond/inductor/debug/torchinductor/model__0_backward_3.1",
	"cond/inductor/debug/torchinductor/model__0_forward_1.0",
	"gpt/inductor/debug/torchinductor/model__0_backward_3.1",
	"gpt/inductor/debug/torchinductor/model__0_forward_1.0",
	"convnext_tiny/inductor/debug/torchinductor/model__0_inference_0.0",
	"transformer_encoder_layer/inductor/debug/torchinductor/model__0_backward_3.1",
	"transformer_encoder_layer/inductor/debug/torchinductor/model__0_forward_1.0",
	"efficientnet_b0/inductor/debug/torchinductor/model__0_inference_0.0",
	"dynamic/inductor/debug/torchinductor/model__0_backward_2.1",
	"dynamic/inductor/debug/torchinductor/model__0_forward_1.0",
	"train_step/inductor/debug/torchinductor/model__1_inference_4.2",
	"train_step/inductor/debug/torchinductor/model__2_inference_5.3",
	"train_step/inductor/debug/torchinductor/model__0_backward_3.1",
	"train_step/inductor/debug/torchinductor/model__0_forward_1.0",
};
#define N_FOLDERS (sizeof(folders) / sizeof(folders[0]))

/* One folder's files. */
struct folder {
	struct fx_graph *post, *code;
	char *code_text, *json;
	size_t code_len, json_len;
	struct kernel_provenance *prov;	/* NULL: the folder has no mapping */
};

static int
exists(const char *rel)
{
	const char *top = getenv("top_srcdir");
	char path[4096];

	snprintf(path, sizeof(path), "%s/tests/data/%s", top ? top : ".", rel);
	return access(path, R_OK) == 0;
}

static struct folder
open_folder(const char *dir)
{
	struct folder f = { 0 };
	struct error err = { 0 };
	char rel[512];

	snprintf(rel, sizeof(rel), "torch2/%s/fx_graph_transformed.py", dir);
	f.post = tl_load(rel, &err);
	ck_assert_msg(f.post != NULL, "%s: %s", rel, err.msg);
	snprintf(rel, sizeof(rel), "torch2/%s/output_code.py", dir);
	f.code_text = tl_read(rel, &f.code_len);
	f.code = load_graph(f.code_text, f.code_len, &err);
	ck_assert_msg(f.code != NULL, "%s: %s", rel, err.msg);
	ck_assert_str_eq(f.code->form, "output_code");
	snprintf(rel, sizeof(rel), "torch2/%s/"
	    "inductor_provenance_tracking_node_mappings.json", dir);
	if (exists(rel)) {
		f.json = tl_read(rel, &f.json_len);
		f.prov = load_provenance(f.json, f.json_len, &err);
		ck_assert_msg(f.prov != NULL, "%s: %s", rel, err.msg);
	}
	return f;
}

static void
close_folder(struct folder *f)
{
	fx_graph_free(f->post);
	fx_graph_free(f->code);
	kernel_provenance_free(f->prov);
	free(f->code_text);
	free(f->json);
}

/* Lines of text that hold s (grep -c). */
static uint32_t
count_lines(const char *text, const char *s)
{
	const char *p = text, *nl;
	uint32_t n = 0;

	while ((p = strstr(p, s)) != NULL) {
		n++;
		nl = strchr(p, '\n');
		p = nl ? nl + 1 : p + strlen(p);
	}
	return n;
}

/* What every map must be: each kernel's nodes in the post-grad graph,
 * in graph order, and each node's kernels naming it back. */
static void
assert_consistent(const struct kernel_map *m, const struct fx_graph *post)
{
	uint32_t i, j, n, k, back;
	const uint32_t *of;

	ck_assert_uint_eq(m->n_nodes, post->n_nodes);
	for (i = 0; i < m->n_kernels; i++) {
		const struct kernel *x = &m->kernels[i];

		ck_assert_ptr_null(strchr(x->id, ' '));
		ck_assert_int_eq(kernels_find(m, x->id), i);
		for (j = 0; j < x->n_nodes; j++) {
			ck_assert_uint_lt(x->nodes[j], post->n_nodes);
			ck_assert(j == 0 || x->nodes[j - 1] < x->nodes[j]);
			of = kernels_of(m, x->nodes[j], &n);
			for (back = 0, k = 0; k < n; k++)
				back += of[k] == i;
			ck_assert_uint_eq(back, 1);
		}
	}
}

/* The only names the post-grad graph lacks are those of its
 * sub-graphs' nodes (a cond's branches: the kernels launched in them
 * compute those): each miss a node of one of them. */
static void
assert_misses_in_subs(const struct kernel_map *m, const struct fx_graph *post)
{
	uint32_t i, s, in;

	for (i = 0; i < m->n_misses; i++) {
		const char *n = m->misses[i].node;

		for (in = 0, s = 0; s < post->n_subs && !in; s++)
			in = fx_graph_find(post->subs[s].graph, n, strlen(n)) >= 0;
		ck_assert_msg(in, "%s of %s is no node of the graph nor of its "
		    "sub-graphs", n, m->kernels[m->misses[i].kernel].id);
	}
}

/* postToCppCode, the mapping's other direction: node -> handles, as
 * torch wrote it; the map's kernels of each node must be those. */
static void
assert_post_to_code(const struct kernel_map *m, const struct fx_graph *post,
    const char *json, size_t len)
{
	cJSON *root = cJSON_ParseWithLength(json, len), *map, *node, *h;
	uint32_t n, k, found, launched, checked = 0;
	const uint32_t *of;
	int64_t i;

	ck_assert_ptr_nonnull(root);
	map = cJSON_GetObjectItemCaseSensitive(root, "postToCppCode");
	ck_assert(cJSON_IsObject(map));
	cJSON_ArrayForEach(node, map) {
		i = fx_graph_find(post, node->string, strlen(node->string));
		if (i < 0 && post->n_subs > 0)
			continue;	/* a branch's node: a miss */
		of = i >= 0 ? kernels_of(m, (uint32_t)i, &n) : NULL;
		if (i < 0)
			n = 0;	/* a forward's node: its kernels unlaunched */
		launched = 0;
		cJSON_ArrayForEach(h, node) {
			for (k = 0; k < m->n_unlaunched; k++)
				if (strcmp(m->unlaunched[k], h->valuestring) == 0)
					break;
			if (k < m->n_unlaunched)
				continue;	/* the forward's, in a backward's */
			launched++;
			for (found = 0, k = 0; k < n; k++)
				found += strcmp(m->kernels[of[k]].handle,
				    h->valuestring) == 0;
			ck_assert_msg(found == 1, "%s: kernel %s", node->string,
			    h->valuestring);
		}
		ck_assert_uint_eq(n, launched);
		checked++;
	}
	ck_assert_uint_gt(checked, 0);
	cJSON_Delete(root);
}

/* With the folder's mapping: one kernel per launch, each launch's
 * debug handle found in it, every name a node of the post-grad graph,
 * and each node's kernels those postToCppCode gives. */
START_TEST(debug_folder_with_provenance)
{
	struct folder f = open_folder(folders[_i]);
	struct error err = { 0 };
	struct kernel_map *m;
	uint32_t i, j, handles, defs, cpp = 0;

	if (f.prov == NULL) {
		close_folder(&f);
		return;	/* a backward: torch wrote no mapping of it */
	}
	m = kernels_new(f.post, f.code, f.prov, &err);
	ck_assert_msg(m != NULL, "%s", err.msg);
	assert_consistent(m, f.post);
	handles = count_lines(f.code_text, "# [Provenance debug handles] ");
	defs = count_lines(f.code_text, " = async_compile.cpp_pybinding(") +
	    count_lines(f.code_text, " = async_compile.triton(");
	ck_assert_uint_eq(m->n_kernels, handles);
	/* a backward's mapping holds the forward's kernels too */
	ck_assert_uint_eq(m->n_kernels + m->n_unlaunched, f.prov->n);
	if (strstr(folders[_i], "_forward_") != NULL ||
	    strstr(folders[_i], "_inference_") != NULL)
		ck_assert_uint_eq(m->n_unlaunched, 0);
	for (i = 0; i < m->n_kernels; i++) {
		const struct kernel *k = &m->kernels[i];

		ck_assert_ptr_nonnull(k->handle);
		ck_assert_int_eq(k->from, KERNEL_FROM_PROVENANCE);
		ck_assert_str_eq(fx_graph_sub(f.code, k->launch_in)->
		    nodes[k->launch].meta.provenance, k->handle);
		/* a kernel defined is launched once or more (resnet's
		 * blocks share theirs): count each name once */
		for (j = 0; j < i && strcmp(m->kernels[j].name, k->name); j++)
			;
		cpp += j == i && (strncmp(k->name, "cpp_", 4) == 0 ||
		    strncmp(k->name, "triton_", 7) == 0);
	}
	ck_assert_uint_eq(cpp, defs);
	assert_misses_in_subs(m, f.post);
	assert_post_to_code(m, f.post, f.json, f.json_len);
	kernels_free(m);
	close_folder(&f);
}
END_TEST

/* Without it, the Source Nodes comments: the names of the graph dynamo
 * traced, which the post-grad graph shares only now and then; each name
 * it lacks is a miss, none dropped. */
START_TEST(debug_folder_from_comments)
{
	struct folder f = open_folder(folders[_i]);
	struct error err = { 0 };
	struct kernel_map *m = kernels_new(f.post, f.code, NULL, &err);
	uint32_t i, j, named = 0, found = 0, comments;
	const char *p;

	ck_assert_msg(m != NULL, "%s", err.msg);
	assert_consistent(m, f.post);
	comments = count_lines(f.code_text, "# Topologically Sorted Source "
	    "Nodes: [");
	for (i = 0; i < m->n_kernels; i++) {
		const struct kernel *k = &m->kernels[i];
		const char *s = fx_graph_sub(f.code, k->launch_in)->
		    nodes[k->launch].meta.source_nodes;

		if (s == NULL) {
			ck_assert_int_eq(k->from, KERNEL_FROM_NONE);
			ck_assert_uint_eq(k->n_nodes, 0);
			continue;
		}
		ck_assert_int_eq(k->from, KERNEL_FROM_SOURCE_NODES);
		for (named++, p = s; (p = strstr(p, ", ")) != NULL; p += 2)
			named++;
		found += k->n_nodes;
	}
	/* every name listed is a node of the kernel or a miss (a name
	 * listed twice in one list is one node) */
	ck_assert_uint_le(found + m->n_misses, named);
	ck_assert_uint_ge(found + m->n_misses + 2 * comments, named);
	for (j = 0; j < m->n_misses; j++)
		ck_assert_int_lt(fx_graph_find(f.post, m->misses[j].node,
		    strlen(m->misses[j].node)), 0);
	kernels_free(m);
	close_folder(&f);
}
END_TEST

/* The gpt forward's figures, from its files: 19 launches (grep -c
 * "Provenance debug handles" output_code.py), 7 cpp kernels, 91 post-grad
 * nodes in some kernel (postToCppCode's keys), the first kernel's 11
 * nodes. */
START_TEST(gpt_forward_figures)
{
	struct folder f = open_folder(folders[14]);
	struct error err = { 0 };
	struct kernel_map *m = kernels_new(f.post, f.code, f.prov, &err);
	uint32_t i, in_some = 0, n;
	const struct kernel *k;
	const uint32_t *of;

	ck_assert_msg(m != NULL, "%s", err.msg);
	ck_assert_uint_eq(m->n_kernels, 19);
	for (i = 0; i < f.post->n_nodes; i++) {
		kernels_of(m, i, &n);
		in_some += n > 0;
	}
	ck_assert_uint_eq(in_some, 91);
	k = &m->kernels[0];
	ck_assert_str_eq(k->id, "cpp_fused_add_arange_embedding_native_layer_norm_0");
	ck_assert_str_eq(k->handle,
	    "cpp_fused_add_arange_embedding_native_layer_norm_0:1");
	ck_assert_uint_eq(k->n_nodes, 11);
	ck_assert_str_eq(f.post->nodes[k->nodes[0]].name, "embedding");
	/* extern_kernels.addmm is launched many times: each by its handle */
	k = &m->kernels[1];
	ck_assert_str_eq(k->name, "extern_kernels.addmm");
	ck_assert_str_eq(k->id, "extern_kernels.addmm:2");
	ck_assert_str_eq(k->original_aten,
	    "aten.native_layer_norm, aten.view, aten.t, aten.addmm");
	ck_assert_str_eq(f.code->nodes[k->launch].name, "addmm");
	of = kernels_of(m, (uint32_t)fx_graph_find(f.post, "addmm", 5), &n);
	ck_assert_uint_eq(n, 1);
	ck_assert_str_eq(m->kernels[of[0]].id, "extern_kernels.addmm:2");
	/* "add" (the embeddings' sum) is recomputed by two kernels */
	of = kernels_of(m, (uint32_t)fx_graph_find(f.post, "add", 3), &n);
	ck_assert_uint_ge(n, 2);
	kernels_free(m);
	close_folder(&f);
}
END_TEST

/* A mapping of another compile (gpt's forward, against its backward's
 * graph and code): its kernels are no launch's, listed as unlaunched,
 * their nodes not taken. */
START_TEST(mapping_of_another_compile)
{
	struct folder fw = open_folder(folders[14]), bw = open_folder(folders[13]);
	struct error err = { 0 };
	struct kernel_map *m = kernels_new(bw.post, bw.code, fw.prov, &err);
	uint32_t i, taken = 0;

	ck_assert_msg(m != NULL, "%s", err.msg);
	assert_consistent(m, bw.post);
	/* one handle of the forward's is one of the backward's too
	 * ("extern_kernels.mm:18"), and its nodes ("mm_2") are no nodes of
	 * the backward's: misses; the other 18 are unlaunched */
	for (i = 0; i < m->n_kernels; i++)
		taken += m->kernels[i].from == KERNEL_FROM_PROVENANCE;
	ck_assert_uint_eq(taken, 1);
	ck_assert_uint_eq(m->n_unlaunched, fw.prov->n - 1);
	ck_assert_uint_gt(m->n_misses, 0);
	kernels_free(m);
	close_folder(&fw);
	close_folder(&bw);
}
END_TEST

/* A trace: each output code carries its compile's mapping (load_trace;
 * but torch wrote none of gpt's backward here, only {"version": 2.0}),
 * and pairs with the post-grad graph of the same compile, in order. */
static void
check_trace(const char *rel, uint32_t pairs_expected,
    uint32_t mapped_expected)
{
	size_t len, n, i, j;
	char *text = tl_read(rel, &len);
	struct load_part *parts;
	struct error err = { 0 };
	uint32_t pairs = 0, mapped = 0, used[64] = { 0 };
	int has;

	ck_assert_msg(load_split(text, len, NULL, NULL, &parts, &n, &err) == 0,
	    "%s", err.msg);
	for (i = 0; i < n; i++) {
		const char *json;
		size_t jlen;
		struct fx_graph *post, *code;
		struct kernel_provenance *prov;
		struct kernel_map *m;

		if (strcmp(parts[i].stage, "inductor_output_code") != 0)
			continue;
		has = load_provenance_find(parts[i].text, parts[i].len, &json,
		    &jlen);
		mapped += has;
		/* the last post-grad graph of its compile before it that no
		 * code took */
		for (j = i; j-- > 0;)
			if (j < 64 && !used[j] && strcmp(parts[j].stage,
			    "inductor_post_grad_graph") == 0 &&
			    strcmp(parts[j].compile_id, parts[i].compile_id) == 0)
				break;
		ck_assert_msg(j != (size_t)-1, "%s: no post-grad graph",
		    parts[i].name);
		used[j] = 1;
		post = load_part_graph(text, len, &parts[j], NULL, &err);
		ck_assert_msg(post != NULL, "%s", err.msg);
		code = load_part_graph(text, len, &parts[i], NULL, &err);
		ck_assert_msg(code != NULL, "%s", err.msg);
		ck_assert_str_eq(code->form, "output_code");
		prov = has ? load_provenance(json, jlen, &err) : NULL;
		ck_assert_msg(!has || prov != NULL, "%s", err.msg);
		m = kernels_new(post, code, prov, &err);
		ck_assert_msg(m != NULL, "%s", err.msg);
		assert_consistent(m, post);
		ck_assert_uint_eq(m->n_kernels, count_lines(parts[i].text,
		    "# [Provenance debug handles] "));
		if (has)
			assert_misses_in_subs(m, post);
		else
			/* what torch wrote of the backward: no mapping */
			ck_assert_ptr_nonnull(strstr(text, "{\"version\": "
			    "2.0}"));
		kernels_free(m);
		kernel_provenance_free(prov);
		fx_graph_free(post);
		fx_graph_free(code);
		pairs++;
	}
	ck_assert_uint_eq(pairs, pairs_expected);
	ck_assert_uint_eq(mapped, mapped_expected);
	load_parts_free(parts, n);
	free(text);
}

START_TEST(trace_inductor)
{
	/* 6 inductor_output_code events (grep -c) */
	check_trace("trace/inductor.log.xz", 6, 6);
}
END_TEST

START_TEST(trace_gpt)
{
	check_trace("torch2/gpt/inductor/trace/"
	    "dedicated_log_torch_trace_soou27q6.log.xz", 2, 1);
}
END_TEST

START_TEST(trace_resnet50)
{
	check_trace("torch2/resnet50/inductor/trace/"
	    "dedicated_log_torch_trace_ii531lmp.log.xz", 1, 1);
}
END_TEST

/* What is not a mapping is refused, placed. */
START_TEST(bad_mappings)
{
	static const char *const bad[] = { "{\"cppCodeToPost\": [1]}",
	    "{\"preToPost\": {}}", "{\"cppCodeToPost\": {", "[]", "" };
	struct error err;
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		memset(&err, 0, sizeof(err));
		ck_assert_ptr_null(load_provenance(bad[i], strlen(bad[i]), &err));
		ck_assert_int_eq(err.kind, ERROR_INPUT);
		ck_assert_ptr_nonnull(strstr(err.msg, "provenance mapping"));
	}
}
END_TEST

/* An output code's mapping survives being written after it and found
 * again; a code without one has none. */
START_TEST(append_and_find)
{
	struct buf b = BUF_INIT;
	const char *json;
	size_t len;

	ck_assert(!load_provenance_find("def call(args):\n", 16, &json, &len));
	buf_adds(&b, "def call(args):\n    pass");
	ck_assert_int_eq(load_provenance_append(&b, "{\"a\": 1}\n", 9), 0);
	ck_assert(load_provenance_find(b.data, b.len, &json, &len));
	ck_assert_uint_eq(len, 8);
	ck_assert_int_eq(memcmp(json, "{\"a\": 1}", 8), 0);
	buf_free(&b);
}
END_TEST

static Suite *
kernels_suite(void)
{
	Suite *s = suite_create("kernels");
	TCase *tc = tcase_create("kernels");

	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, debug_folder_with_provenance, 0, N_FOLDERS);
	tcase_add_loop_test(tc, debug_folder_from_comments, 0, N_FOLDERS);
	tcase_add_test(tc, gpt_forward_figures);
	tcase_add_test(tc, mapping_of_another_compile);
	tcase_add_test(tc, trace_inductor);
	tcase_add_test(tc, trace_gpt);
	tcase_add_test(tc, trace_resnet50);
	tcase_add_test(tc, bad_mappings);
	tcase_add_test(tc, append_and_find);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(kernels_suite());
}
