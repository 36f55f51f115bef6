/* check_modules: which module each node belongs to, and parts of graph
 * order for graphs that name no module. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "model/graph.h"
#include "model/modules.h"
#include "testlib.h"

static struct fx_graph *g;
static struct module_tree *t;

static void
load(const char *rel)
{
	struct error err;

	g = tl_load(rel, &err);
	ck_assert_msg(g != NULL, "%s", err.msg);
	t = modules_build(g, 1500);
	ck_assert_ptr_nonnull(t);
}

static void
done(void)
{
	modules_free(t);
	fx_graph_free(g);
}

static const char *
module_of(const char *node)
{
	int64_t i = fx_graph_find(g, node, strlen(node));

	ck_assert_msg(i >= 0, "no node %s", node);
	return t->m[t->of_node[i]].path;
}

START_TEST(modules_from_calls_and_flow)
{
	load("corpus/gpt4_sym.fx.txt");
	ck_assert_int_eq(t->parts, 0);
	ck_assert_str_eq(module_of("idx"), "");		/* inputs: the root */
	ck_assert_str_eq(module_of("wte"), "");		/* called by the root */
	ck_assert_str_eq(module_of("blocks_0_qkv"), "blocks.0");
	/* Made between blocks.0's qkv and its proj: in blocks.0. */
	ck_assert_str_eq(module_of("split"), "blocks.0");
	ck_assert_str_eq(module_of("softmax"), "blocks.0");
	ck_assert_str_eq(module_of("add"), "blocks.0");
	/* Block 0's last add, after its last fact and before block 1's
	 * first: in blocks, not in a block. */
	ck_assert_str_eq(module_of("add_1"), "blocks");
	/* x.size(0) at the top of block 1: before its first fact. */
	ck_assert_str_eq(module_of("size_3"), "blocks");
	ck_assert_str_eq(module_of("output"), "");
	ck_assert_int_eq(t->m[0].n_nodes, g->n_nodes);
	ck_assert_uint_ne(modules_find(t, "blocks"), MODULE_NONE);
	ck_assert_int_eq(t->m[modules_find(t, "blocks.2")].parent,
	    modules_find(t, "blocks"));
	ck_assert_int_eq(t->m[modules_find(t, "blocks")].parent, 0);
	ck_assert_int_eq(t->m[modules_find(t, "blocks.2")].depth, 2);
	done();
}
END_TEST

START_TEST(residual_adds_stay_in_their_block)
{
	load("corpus/resnet18.fx.txt");
	ck_assert_str_eq(module_of("layer1_0_conv1"), "layer1.0");
	ck_assert_str_eq(module_of("add"), "layer1.0");
	ck_assert_str_eq(module_of("layer2_0_downsample_0"),
	    "layer2.0.downsample");
	ck_assert_str_eq(module_of("fc"), "");
	ck_assert_str_eq(module_of("flatten"), "");
	done();
}
END_TEST

START_TEST(parameters_belong_to_their_owner)
{
	load("corpus/swin_t.fx.txt");
	ck_assert_str_eq(module_of(
	    "features_1_0_attn_relative_position_bias_table"),
	    "features.1.0.attn");
	done();
}
END_TEST

/* Whether the module at path a holds the one at path b (or is it). */
static int
holds(const char *a, const char *b)
{
	size_t n = strlen(a);

	return n == 0 || strcmp(a, b) == 0 ||
	    (strncmp(a, b, n) == 0 && b[n] == '.');
}

/* Checks every call_function and call_method node of DIR/NAME.fx.txt
 * against the module the tracer saw it made in (frames/NAME.frames.txt,
 * "NAME OP PATH" a line, made by tests/data/frames/make.py): the frame
 * fxviz draws it in must hold that module. Returns how many such nodes
 * sit in a frame other than the root, for the caller to check that the
 * frames say something. */
static uint32_t
frames_hold_the_truth(const char *dir, const char *name,
    uint32_t *n_functions)
{
	char rel[256], node[256], op[32], path[256];
	char *truth, *line, *save = NULL;
	uint32_t inside = 0, wrong = 0, seen = 0;
	char first_wrong[512] = "";
	size_t len;

	snprintf(rel, sizeof(rel), "%s/%s.fx.txt", dir, name);
	load(rel);
	snprintf(rel, sizeof(rel), "frames/%s.frames.txt", name);
	truth = tl_read(rel, &len);
	*n_functions = 0;
	for (line = strtok_r(truth, "\n", &save); line != NULL;
	    line = strtok_r(NULL, "\n", &save)) {
		const char *drawn;

		ck_assert_int_eq(sscanf(line, "%255s %31s %255s", node, op,
		    path), 3);
		seen++;
		if (strcmp(op, "call_function") != 0 &&
		    strcmp(op, "call_method") != 0)
			continue;
		(*n_functions)++;
		drawn = module_of(node);
		if (strcmp(path, "-") == 0)
			path[0] = '\0';
		if (drawn[0] != '\0')
			inside++;
		if (!holds(drawn, path) && wrong++ == 0)
			snprintf(first_wrong, sizeof(first_wrong),
			    "%s drawn in %s, made in %s", node, drawn,
			    path[0] ? path : "the root");
	}
	ck_assert_uint_eq(seen, g->n_nodes);
	ck_assert_msg(wrong == 0, "%s: %u of %u function nodes in a frame "
	    "they are not in, first %s", name, wrong, *n_functions,
	    first_wrong);
	free(truth);
	done();
	return inside;
}

START_TEST(no_function_node_in_a_wrong_frame)
{
	uint32_t n;

	/* Lower bounds on nodes left in frames: a rule that drew every
	 * function node at the root would pass the check above. */
	ck_assert_uint_ge(frames_hold_the_truth("frames", "inception_v3", &n), 85);
	ck_assert_uint_eq(n, 121);
	ck_assert_uint_ge(frames_hold_the_truth("frames", "convnext_tiny", &n), 95);
	ck_assert_uint_eq(n, 105);
	ck_assert_uint_ge(frames_hold_the_truth("frames", "gpt2_sym", &n), 40);
	ck_assert_uint_eq(n, 48);
}
END_TEST

/* torchvision's maxvit_t, traced by torch 2 (heldout/maxvit_t.fx.txt,
 * its truth frames/maxvit_t.frames.txt): its attention indexes its
 * relative position table with a constant that tracing keeps on the root
 * (_tensor_constant0), made where it is first used, in the attention.
 * Taken for a fact of the root, it left the softmax of every attention
 * out of its frames, and the overview drew the 1,610 nodes of blocks as
 * one box with 240 nodes outside it, feeding it and fed by it: 22 edges
 * pointing up. Now 1,187 of its 1,198 function nodes are in a frame (967
 * before), and none in one it is not in. */
START_TEST(a_constant_that_tracing_made_is_no_fact)
{
	const char *attn =
	    "blocks.0.layers.0.layers.window_attention.attn_layer.1";
	uint32_t n;

	ck_assert_uint_ge(frames_hold_the_truth("heldout", "maxvit_t", &n),
	    1150);
	ck_assert_uint_eq(n, 1198);
	load("heldout/maxvit_t.fx.txt");
	ck_assert_str_eq(module_of("_tensor_constant0"), attn);
	ck_assert_str_eq(module_of("softmax"), attn);
	/* a parameter still belongs to its owner */
	ck_assert_str_eq(module_of("blocks_0_layers_0_layers_window_attention_"
	    "attn_layer_1_relative_position_bias_table"), attn);
	done();
}
END_TEST

/* BasicConv2d: conv, bn, then F.relu. The relu after Conv2d_1a_3x3's bn
 * feeds Conv2d_2a_3x3's conv: the text cannot tell which holds it. */
START_TEST(a_relu_between_two_frames_is_in_neither)
{
	load("frames/inception_v3.fx.txt");
	ck_assert_str_eq(module_of("conv2d_1a_3x3_bn"), "Conv2d_1a_3x3");
	ck_assert_str_eq(module_of("conv2d_2a_3x3_conv"), "Conv2d_2a_3x3");
	ck_assert_str_eq(module_of("relu"), "");
	done();
}
END_TEST

/* A chain of nodes without facts, and nodes with facts on one side
 * only: each is placed by the facts around it, in order and by data. */
START_TEST(chains_and_nodes_made_from_nothing)
{
	g = tl_load_text("graph():\n"
	    "    %x : [#users=1] = placeholder[target=x]\n"
	    "    %a_conv : [#users=1] = call_module[target=a.conv]"
	    "(args = (%x,), kwargs = {})\n"
	    "    %ones : [#users=1] = call_function[target=torch.ones]"
	    "(args = (3,), kwargs = {})\n"
	    "    %mul : [#users=1] = call_function[target=operator.mul]"
	    "(args = (%a_conv, %ones), kwargs = {})\n"
	    "    %a_bn : [#users=1] = call_module[target=a.bn]"
	    "(args = (%mul,), kwargs = {})\n"
	    "    %relu : [#users=1] = call_method[target=relu]"
	    "(args = (%a_bn,), kwargs = {})\n"
	    "    %flatten : [#users=2] = call_method[target=flatten]"
	    "(args = (%relu,), kwargs = {})\n"
	    "    %size : [#users=0] = call_method[target=size]"
	    "(args = (%flatten,), kwargs = {})\n"
	    "    %b_fc : [#users=1] = call_module[target=b.fc]"
	    "(args = (%flatten,), kwargs = {})\n"
	    "    return b_fc\n");
	t = tl_modules(g);
	/* Made between a.conv and a.bn: in a, though made from nothing. */
	ck_assert_str_eq(module_of("ones"), "a");
	ck_assert_str_eq(module_of("mul"), "a");
	/* a.bn -> relu -> flatten -> b.fc: in neither a nor b. */
	ck_assert_str_eq(module_of("relu"), "");
	ck_assert_str_eq(module_of("flatten"), "");
	/* Used by nothing, between a's last fact and b's first. */
	ck_assert_str_eq(module_of("size"), "");
	done();
}
END_TEST

START_TEST(module_stack_in_meta_wins)
{
	g = tl_load_text("{\"nodes\": [\n"
	    " {\"name\": \"x\", \"op\": \"placeholder\"},\n"
	    " {\"name\": \"t\", \"op\": \"call_function\", \"target\": \"aten.t\","
	    "  \"args\": [{\"node\": \"x\"}], \"meta\": {\"nn_module_stack\": ["
	    "   {\"path\": \"blocks.0\", \"type\": \"gpt.Block\"},"
	    "   {\"path\": \"blocks.0.qkv\", \"type\": \"torch.nn.Linear\"}]}},\n"
	    " {\"name\": \"output\", \"op\": \"output\", \"args\": "
	    "[{\"node\": \"t\"}]}]}");
	t = modules_build(g, 1500);
	ck_assert_str_eq(module_of("t"), "blocks.0.qkv");
	ck_assert_str_eq(t->m[modules_find(t, "blocks.0")].type, "gpt.Block");
	ck_assert_str_eq(t->m[modules_find(t, "blocks.0.qkv")].type,
	    "torch.nn.Linear");
	done();
}
END_TEST

/* The relu of a BasicConv2d, once with its nn_module_stack and once
 * without: the stack puts it in Conv2d_1a_3x3, where the text alone
 * cannot; the one without sits between the frames. */
START_TEST(a_stated_frame_wins_over_a_derived_one)
{
	g = tl_load_text("{\"nodes\": [\n"
	    " {\"name\": \"x\", \"op\": \"placeholder\"},\n"
	    " {\"name\": \"bn\", \"op\": \"call_module\","
	    "  \"target\": \"Conv2d_1a_3x3.bn\","
	    "  \"args\": [{\"node\": \"x\"}]},\n"
	    " {\"name\": \"relu\", \"op\": \"call_function\","
	    "  \"target\": \"torch.relu\", \"args\": [{\"node\": \"bn\"}],"
	    "  \"meta\": {\"nn_module_stack\": [{\"path\": \"Conv2d_1a_3x3\","
	    "   \"type\": \"BasicConv2d\"}]}},\n"
	    " {\"name\": \"conv\", \"op\": \"call_module\","
	    "  \"target\": \"Conv2d_2a_3x3.conv\","
	    "  \"args\": [{\"node\": \"relu\"}]},\n"
	    " {\"name\": \"bn_1\", \"op\": \"call_module\","
	    "  \"target\": \"Conv2d_2a_3x3.bn\","
	    "  \"args\": [{\"node\": \"conv\"}]},\n"
	    " {\"name\": \"relu_1\", \"op\": \"call_function\","
	    "  \"target\": \"torch.relu\", \"args\": [{\"node\": \"bn_1\"}]},\n"
	    " {\"name\": \"fc\", \"op\": \"call_module\", \"target\": \"fc\","
	    "  \"args\": [{\"node\": \"relu_1\"}]},\n"
	    " {\"name\": \"output\", \"op\": \"output\", \"args\": "
	    "[{\"node\": \"fc\"}]}]}");
	t = tl_modules(g);
	ck_assert_str_eq(module_of("relu"), "Conv2d_1a_3x3");
	ck_assert_str_eq(t->m[modules_find(t, "Conv2d_1a_3x3")].type,
	    "BasicConv2d");
	ck_assert_str_eq(module_of("relu_1"), "");
	done();
}
END_TEST

/* make_fx prints no module: a big graph is cut into parts instead. */
START_TEST(parts_cut_a_graph_without_modules)
{
	uint32_t i, part, prev = 0, n_parts;

	load("corpus/gpt200_makefx.fx.txt");
	ck_assert_int_eq(t->parts, 1);
	n_parts = t->n - 1;
	ck_assert_uint_ge(n_parts, 60);
	ck_assert_uint_le(n_parts, 120);
	ck_assert_str_eq(t->m[1].path, "part1");
	for (i = 0; i < g->n_nodes; i++) {
		part = t->of_node[i];
		ck_assert_int_eq(t->m[part].part, 1);
		ck_assert_int_eq(t->m[part].parent, 0);
		if (g->nodes[i].n_inputs == 0 && g->nodes[i].n_users > 0) {
			/* a parameter goes with its first user */
			ck_assert_int_eq(part, t->of_node[g->nodes[i].users[0]]);
			continue;
		}
		ck_assert_uint_ge(part, prev);	/* consecutive stretches */
		prev = part;
	}
	done();

	load("corpus/makefx_resnet50.fx.txt");	/* small: no parts */
	ck_assert_int_eq(t->parts, 0);
	ck_assert_int_eq(t->n, 1);
	done();
}
END_TEST

/* A get_attr of 'a' and 150,000 dots: each level was a recursion and a
 * copy of the whole prefix (gigabytes, then a crash of the daemon and of
 * every restart over its store). Now a loop, and no deeper than
 * MODULES_MAX_DEPTH: the node sits in its ancestor of that depth. */
START_TEST(a_path_of_many_dots_stops_at_the_depth_limit)
{
	enum { DOTS = 150000 };
	static const char head[] = "graph():\n"
	    "    %x : [#users=1] = placeholder[target=x]\n"
	    "    %w : [#users=1] = get_attr[target=a";
	static const char tail[] = "b.weight]\n"
	    "    %y : [#users=1] = call_function[target=operator.add]"
	    "(args = (%x, %w), kwargs = {})\n    return y\n";
	char *text = malloc(sizeof(head) + DOTS + sizeof(tail));
	struct module_tree *mt;
	struct fx_graph *fg;
	const struct module *m;
	uint32_t i;

	strcpy(text, head);
	memset(text + strlen(head), '.', DOTS);
	strcpy(text + strlen(head) + DOTS, tail);
	fg = tl_load_text(text);
	ck_assert_ptr_nonnull(mt = modules_build(fg, MODULES_PARTS_ABOVE));
	ck_assert_uint_eq(mt->n, MODULES_MAX_DEPTH + 1);	/* with the root */
	for (i = 0; i < mt->n; i++)
		ck_assert_uint_le(mt->m[i].depth, MODULES_MAX_DEPTH);
	m = &mt->m[mt->of_node[1]];
	ck_assert_uint_eq(m->depth, MODULES_MAX_DEPTH);
	ck_assert_uint_eq(strlen(m->path), MODULES_MAX_DEPTH);	/* "a" and dots */
	ck_assert_int_eq(strncmp(m->path, "a...", 4), 0);
	modules_free(mt);
	fx_graph_free(fg);
	free(text);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("modules");
	TCase *tc = tcase_create("modules");

	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, modules_from_calls_and_flow);
	tcase_add_test(tc, residual_adds_stay_in_their_block);
	tcase_add_test(tc, parameters_belong_to_their_owner);
	tcase_add_test(tc, no_function_node_in_a_wrong_frame);
	tcase_add_test(tc, a_constant_that_tracing_made_is_no_fact);
	tcase_add_test(tc, a_relu_between_two_frames_is_in_neither);
	tcase_add_test(tc, chains_and_nodes_made_from_nothing);
	tcase_add_test(tc, module_stack_in_meta_wins);
	tcase_add_test(tc, a_stated_frame_wins_over_a_derived_one);
	tcase_add_test(tc, parts_cut_a_graph_without_modules);
	tcase_add_test(tc, a_path_of_many_dots_stops_at_the_depth_limit);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
