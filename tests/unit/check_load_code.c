/* check_load_code: gm.code and print_readable() against the graph() text. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "base/guard.h"
#include "format/load.h"
#include "format/load_code.h"
#include "format/load_log.h"
#include "model/graph.h"
#include "model/value.h"
#include "testlib.h"

/* The corpus models that tests/data/code/make.py printed, each as
 * gm.code (.code.py) and print_readable() (.readable.py). */
static const char *const models[] = {
	"resnet18", "swin_t", "special2", "gpt4_sym", "makefx_resnet50",
};
/* How many of each model's call_function nodes call a torch.fx.wrap'd
 * function by its made-up global name (swin_t: torchvision's
 * shifted_window_attention and friends). */
static const uint32_t wrapped[] = { 0, 51, 0, 0, 0 };
static const char *const forms[] = { "code.py", "readable.py" };

static void
same_indices(const uint32_t *a, uint32_t na, const uint32_t *b, uint32_t nb,
    const char *what, const char *name)
{
	uint32_t i;

	ck_assert_msg(na == nb, "%s of %s: %u in the code, %u in graph()",
	    what, name, na, nb);
	for (i = 0; i < na; i++)
		ck_assert_msg(a[i] == b[i], "%s of %s differ at %u", what, name,
		    i);
}

/* A function torch calls by a global name it made up from the qualified
 * one (torchvision.ops.stochastic_depth.stochastic_depth ->
 * torchvision_ops_stochastic_depth_stochastic_depth): the dots are gone
 * and cannot be told from underscores. */
static int
mangled(const char *code, const char *fx)
{
	for (; *code != '\0' && *fx != '\0'; code++, fx++)
		if (*code != *fx && !(*code == '_' && *fx == '.'))
			return 0;
	return *code == '\0' && *fx == '\0' && strchr(code, '.') == NULL;
}

/* Both printouts of a model load to the graph() text's nodes: names,
 * ops, targets, users and inputs, and the same number of args and
 * kwargs. */
START_TEST(code_matches_graph_text)
{
	char rel[256];
	struct error err = { 0 };
	struct fx_graph *code, *fx;
	uint32_t i, kept = 0;

	snprintf(rel, sizeof(rel), "code/%s.%s", models[_i / 2],
	    forms[_i % 2]);
	code = tl_load(rel, &err);
	ck_assert_msg(code != NULL, "%s: line %d, column %d: %s", rel,
	    err.line, err.column, err.msg);
	snprintf(rel, sizeof(rel), "corpus/%s.fx.txt", models[_i / 2]);
	fx = tl_load(rel, &err);
	ck_assert_msg(fx != NULL, "%s: %s", rel, err.msg);

	ck_assert_uint_eq(code->n_nodes, fx->n_nodes);
	for (i = 0; i < fx->n_nodes; i++) {
		const struct fx_node *c = &code->nodes[i], *f = &fx->nodes[i];

		ck_assert_str_eq(c->name, f->name);
		ck_assert_msg(c->op == f->op, "%s: %s in the code, %s in "
		    "graph()", f->name, fx_op_name(c->op), fx_op_name(f->op));
		if (strcmp(c->target, f->target) != 0) {
			ck_assert_msg(c->op == FX_CALL_FUNCTION &&
			    mangled(c->target, f->target), "%s: target %s in "
			    "the code, %s in graph()", f->name, c->target,
			    f->target);
			kept++;
		}
		same_indices(c->users, c->n_users, f->users, f->n_users,
		    "users", f->name);
		same_indices(c->inputs, c->n_inputs, f->inputs, f->n_inputs,
		    "inputs", f->name);
		ck_assert_msg(c->args->n == f->args->n, "%s: %u args in the "
		    "code, %u in graph()", f->name, c->args->n, f->args->n);
		ck_assert_msg(c->kwargs->n == f->kwargs->n, "%s: %u kwargs in "
		    "the code, %u in graph()", f->name, c->kwargs->n,
		    f->kwargs->n);
	}
	ck_assert_uint_eq(code->n_edges, fx->n_edges);
	ck_assert_uint_eq(code->n_warnings, 0);
	ck_assert_uint_eq(kept, wrapped[_i / 2]);
	fx_graph_free(fx);
	fx_graph_free(code);
}
END_TEST

/* Values as the graph() loader reads them: strings, slices, Ellipsis,
 * dotted names, keyword arguments, the output's dict. */
START_TEST(values_are_read)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("code/special2.code.py", &err);
	const struct fx_node *n;
	const struct fx_value *idx;

	ck_assert_msg(g != NULL, "%s", err.msg);
	n = tl_node(g, "einsum");
	ck_assert_str_eq(n->target, "torch.functional.einsum");
	ck_assert_uint_eq(n->args->n, 3);
	ck_assert_int_eq(n->args->items[0]->kind, FXV_STR);
	ck_assert_str_eq(n->args->items[0]->text, "ij,jk->ik");
	ck_assert_int_eq(n->args->items[1]->kind, FXV_NODE);
	ck_assert_str_eq(n->args->items[1]->text, "x");
	n = tl_node(g, "getitem");
	ck_assert_str_eq(n->target, "operator.getitem");
	idx = n->args->items[1];
	ck_assert_int_eq(idx->kind, FXV_TUPLE);
	ck_assert_uint_eq(idx->n, 3);
	ck_assert_int_eq(idx->items[0]->kind, FXV_SLICE);
	ck_assert_int_eq(idx->items[1]->kind, FXV_NONE);
	ck_assert_int_eq(idx->items[2]->kind, FXV_ELLIPSIS);
	n = tl_node(g, "to");
	ck_assert_int_eq(n->op, FX_CALL_METHOD);
	ck_assert_str_eq(n->target, "to");
	ck_assert_str_eq(n->kwargs->keys[0], "dtype");
	ck_assert_int_eq(n->kwargs->items[0]->kind, FXV_RAW);
	ck_assert_str_eq(n->kwargs->items[0]->text, "torch.bfloat16");
	n = tl_node(g, "clamp");
	ck_assert_int_eq(n->kwargs->items[0]->kind, FXV_FLOAT);
	ck_assert(n->kwargs->items[0]->num.real == -1.0);
	ck_assert_int_eq(n->kwargs->items[1]->kind, FXV_FLOAT);
	n = tl_node(g, "flag");
	ck_assert_int_eq(n->op, FX_PLACEHOLDER);
	ck_assert_str_eq(n->target, "flag");
	ck_assert_int_eq(n->args->items[0]->kind, FXV_BOOL);
	n = tl_node(g, "bias");
	ck_assert_int_eq(n->op, FX_GET_ATTR);
	n = tl_node(g, "output");
	ck_assert_int_eq(n->args->items[0]->kind, FXV_TUPLE);
	ck_assert_int_eq(n->args->items[0]->items[1]->kind, FXV_DICT);
	ck_assert_str_eq(n->args->items[0]->items[1]->keys[0],
	    "key with space");
	fx_graph_free(g);
}
END_TEST

/* Every Python operator becomes the operator function FX names; a
 * parameter may be *args; x.attr is getattr; Dynamo's l_x_ = L_x_ is
 * an alias. */
START_TEST(operators_and_forms)
{
	static const struct { const char *stmt, *target; } cases[] = {
		{ "a + b", "operator.add" }, { "a - b", "operator.sub" },
		{ "a * b", "operator.mul" }, { "a / b", "operator.truediv" },
		{ "a // b", "operator.floordiv" }, { "a % b", "operator.mod" },
		{ "a ** 2", "operator.pow" }, { "a @ b", "operator.matmul" },
		{ "a & b", "operator.and_" }, { "a | b", "operator.or_" },
		{ "a ^ b", "operator.xor" }, { "a << 1", "operator.lshift" },
		{ "a >> 1", "operator.rshift" }, { "a == b", "operator.eq" },
		{ "a != b", "operator.ne" }, { "a < b", "operator.lt" },
		{ "a <= b", "operator.le" }, { "a > b", "operator.gt" },
		{ "a >= 0", "operator.ge" }, { "-a", "operator.neg" },
		{ "+a", "operator.pos" }, { "~a", "operator.invert" },
		{ "not a", "operator.not_" }, { "a[0]", "operator.getitem" },
		{ "a[:, 1:2]", "operator.getitem" },
		{ "a.shape", "builtins.getattr" },
		{ "torch.ops.aten.add.Tensor(a, b)", "torch.ops.aten.add.Tensor" },
		{ "builtins.getattr(a, 'x')", "builtins.getattr" },
		{ "getattr(a, 'x')", "builtins.getattr" },
	};
	char text[512];
	struct error err = { 0 };
	struct fx_graph *g;
	const struct fx_node *n;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(text, sizeof(text), "def forward(self, L_a_, b, "
		    "*args):\n    a = L_a_\n    r = %s;  a = b = None\n"
		    "    return (r,)\n", cases[i].stmt);
		g = load_code(text, strlen(text), NULL, &err);
		ck_assert_msg(g != NULL, "%s: %s", cases[i].stmt, err.msg);
		ck_assert_uint_eq(g->n_nodes, 5);
		n = tl_node(g, "r");
		ck_assert_int_eq(n->op, FX_CALL_FUNCTION);
		ck_assert_str_eq(n->target, cases[i].target);
		ck_assert_int_eq(n->args->items[0]->kind, FXV_NODE);
		ck_assert_str_eq(n->args->items[0]->text, "a");
		ck_assert_uint_eq(tl_node(g, "a")->n_users, 1);
		ck_assert_str_eq(tl_node(g, "a")->target, "L_a_");
		ck_assert_str_eq(tl_node(g, "args")->target, "args");
		fx_graph_free(g);
	}
}
END_TEST

START_TEST(modules_and_attributes)
{
	static const char text[] =
	    "class GraphModule(torch.nn.Module):\n"
	    "    def forward(self, x : torch.Tensor, y = 3):\n"
	    "        # File: model.py:12 in forward, code: ...\n"
	    "        a = getattr(self.layer1, \"0\").conv1(x, k = (1,\n"
	    "            2));  x = None\n"
	    "        w = getattr(getattr(self.layer1, \"0\"), \"1\").weight\n"
	    "        m = self.fc(a)\n"
	    "        v = a.view(2, -1)\n"
	    "        return [v, w, m]\n";
	struct error err = { 0 };
	struct fx_graph *g = load_graph(text, strlen(text), &err);
	const struct fx_node *n;

	ck_assert_msg(g != NULL, "%s", err.msg);
	n = tl_node(g, "a");
	ck_assert_int_eq(n->op, FX_CALL_MODULE);
	ck_assert_str_eq(n->target, "layer1.0.conv1");
	ck_assert_uint_eq(n->kwargs->n, 1);
	ck_assert_int_eq(n->kwargs->items[0]->kind, FXV_TUPLE);
	ck_assert_uint_eq(n->line, 4);
	n = tl_node(g, "w");
	ck_assert_int_eq(n->op, FX_GET_ATTR);
	ck_assert_str_eq(n->target, "layer1.0.1.weight");
	ck_assert_str_eq(tl_node(g, "m")->target, "fc");
	n = tl_node(g, "v");
	ck_assert_int_eq(n->op, FX_CALL_METHOD);
	ck_assert_str_eq(n->target, "view");
	ck_assert_uint_eq(n->args->n, 3);
	ck_assert_int_eq(n->args->items[2]->kind, FXV_INT);
	ck_assert_int_eq(n->args->items[2]->num.integer, -1);
	ck_assert_int_eq(tl_node(g, "y")->args->items[0]->num.integer, 3);
	ck_assert_int_eq(tl_node(g, "output")->args->items[0]->kind, FXV_LIST);
	ck_assert_uint_eq(tl_node(g, "a")->n_users, 2);
	fx_graph_free(g);
}
END_TEST

/* torch 2.x print_readable(): string annotations, # File: comments,
 * Dynamo's input aliases, and nested sub-graph classes after forward. */
START_TEST(torch2_readable)
{
	static const char text[] =
	    "class GraphModule(torch.nn.Module):\n"
	    "    def forward(self, L_x_: \"f32[8, 8][8, 1]cpu\", s0: "
	    "\"Sym(s0)\"):\n"
	    "        l_x_ = L_x_\n"
	    "        \n"
	    "         # File: /m.py:3 in forward, code: return x.relu()\n"
	    "        relu: \"f32[8, 8][8, 1]cpu\" = torch.relu(l_x_);  "
	    "l_x_ = None\n"
	    "        neg = -relu\n"
	    "        \n"
	    "         # No stacktrace found for following nodes\n"
	    "        true_graph_0 = self.true_graph_0\n"
	    "        return (neg,)\n"
	    "        \n"
	    "    class true_graph_0(torch.nn.Module):\n"
	    "        def forward(self, y: \"f32[8]\"):\n"
	    "            return (y,)\n";
	struct error err = { 0 };
	struct fx_graph *g = load_graph(text, strlen(text), &err);
	const struct fx_node *n;

	ck_assert_msg(g != NULL, "line %d, column %d: %s", err.line,
	    err.column, err.msg);
	ck_assert_uint_eq(g->n_nodes, 6);
	/* 'l_x_ = L_x_': torch's code for placeholder l_x_, target L_x_ */
	ck_assert_int_eq(fx_graph_find(g, "L_x_", 4), -1);
	ck_assert_str_eq(tl_node(g, "l_x_")->target, "L_x_");
	n = tl_node(g, "relu");
	ck_assert_str_eq(n->target, "torch.relu");
	/* # File: comments are the stack trace of the nodes after them */
	ck_assert_str_eq(n->meta.stack_trace,
	    "File: /m.py:3 in forward, code: return x.relu()");
	ck_assert_str_eq(tl_node(g, "neg")->meta.stack_trace,
	    "File: /m.py:3 in forward, code: return x.relu()");
	ck_assert_ptr_null(tl_node(g, "l_x_")->meta.stack_trace);
	ck_assert_ptr_null(tl_node(g, "true_graph_0")->meta.stack_trace);
	ck_assert_str_eq(n->args->items[0]->text, "l_x_");
	ck_assert_uint_eq(tl_node(g, "l_x_")->n_users, 1);
	ck_assert_int_eq(tl_node(g, "true_graph_0")->op, FX_GET_ATTR);
	fx_graph_free(g);
}
END_TEST

/* code/STEM.FORM loads to the nodes of code/STEM.fx.txt: names, ops,
 * targets, arity, users and inputs. */
static void
matches_graph_text(const char *stem, const char *form)
{
	char rel[256];
	struct error err = { 0 };
	struct fx_graph *code, *fx;
	uint32_t i;

	snprintf(rel, sizeof(rel), "code/%s.%s", stem, form);
	code = tl_load(rel, &err);
	ck_assert_msg(code != NULL, "%s: line %d, column %d: %s", rel,
	    err.line, err.column, err.msg);
	snprintf(rel, sizeof(rel), "code/%s.fx.txt", stem);
	ck_assert_ptr_nonnull(fx = tl_load(rel, &err));
	ck_assert_uint_eq(code->n_nodes, fx->n_nodes);
	for (i = 0; i < fx->n_nodes; i++) {
		const struct fx_node *c = &code->nodes[i], *f = &fx->nodes[i];

		ck_assert_str_eq(c->name, f->name);
		ck_assert_int_eq(c->op, f->op);
		ck_assert_str_eq(c->target, f->target);
		ck_assert_uint_eq(c->args->n, f->args->n);
		same_indices(c->users, c->n_users, f->users, f->n_users,
		    "users", f->name);
		same_indices(c->inputs, c->n_inputs, f->inputs, f->n_inputs,
		    "inputs", f->name);
	}
	fx_graph_free(code);
	fx_graph_free(fx);
}

/* operator.setitem and the in-place operators, as torch 1.13 writes
 * them (tests/data/code/make_setitem.py): gm.code and print_readable()
 * load to the nodes of str(gm.graph). */
START_TEST(setitem_matches_graph_text)
{
	struct error err = { 0 };
	struct fx_graph *code;
	char rel[256];

	matches_graph_text("setitem", forms[_i]);
	snprintf(rel, sizeof(rel), "code/setitem.%s", forms[_i]);
	ck_assert_ptr_nonnull(code = tl_load(rel, &err));
	/* clone[(slice(None, None, None), 1)] = 2.0 */
	ck_assert_int_eq(tl_node(code, "setitem_1")->args->items[1]->kind,
	    FXV_TUPLE);
	ck_assert_int_eq(tl_node(code, "setitem_1")->args->items[1]->items[0]->kind,
	    FXV_SLICE);
	fx_graph_free(code);
}
END_TEST

/* A forward that takes and gives pytrees (torch's _PyTreeCodeGen, as
 * torch.export and AOT autograd's joint graphs print it; made by
 * tests/data/code/make_pytree.py): its parameters are no nodes; the
 * names fx_pytree.tree_flatten_spec binds are the placeholders, and the
 * list pytree.tree_unflatten takes is the output. */
START_TEST(pytree_matches_graph_text)
{
	matches_graph_text("pytree", forms[_i]);
}
END_TEST

/* The same in torch 2.x, as test_export.py's expected text for
 * ExportedProgram.module().code has it (test_simple_export_for_training):
 * the parameter and the name it is flattened into are one. */
START_TEST(pytree_of_an_exported_module)
{
	static const char text[] =
	    "def forward(self, x):\n"
	    "    x, = fx_pytree.tree_flatten_spec(([x], {}), self._in_spec)\n"
	    "    linear_weight = self.linear.weight\n"
	    "    linear_bias = self.linear.bias\n"
	    "    linear = torch.ops.aten.linear.default(x, linear_weight, "
	    "linear_bias);  x = linear_weight = linear_bias = None\n"
	    "    return pytree.tree_unflatten((linear,), self._out_spec)";
	struct error err = { 0 };
	struct fx_graph *g = load_code(text, strlen(text), NULL, &err);

	ck_assert_msg(g != NULL, "line %d, column %d: %s", err.line,
	    err.column, err.msg);
	ck_assert_uint_eq(g->n_nodes, 5);
	ck_assert_int_eq(tl_node(g, "x")->op, FX_PLACEHOLDER);
	ck_assert_uint_eq(tl_node(g, "x")->n_users, 1);
	ck_assert_int_eq(tl_node(g, "linear_weight")->op, FX_GET_ATTR);
	ck_assert_int_eq(tl_node(g, "output")->args->items[0]->kind, FXV_TUPLE);
	ck_assert_uint_eq(tl_node(g, "linear")->n_users, 1);
	fx_graph_free(g);
}
END_TEST

/* How fx.Graph's code names what a variable may not be called: a
 * placeholder named input (a builtin) is 'input_1 = input', node input; a
 * node called output makes the output node output_1. */
START_TEST(names_torch_may_not_use)
{
	static const char text[] =
	    "def forward(self, input, L_y_):\n"
	    "    input_1 = input\n"
	    "    l_y_ = L_y_\n"
	    "    output = torch.relu(input_1);  input_1 = None\n"
	    "    return (output, l_y_)\n";
	struct error err = { 0 };
	struct fx_graph *g = load_code(text, strlen(text), NULL, &err);

	ck_assert_msg(g != NULL, "line %d, column %d: %s", err.line,
	    err.column, err.msg);
	ck_assert_uint_eq(g->n_nodes, 4);
	ck_assert_int_eq(tl_node(g, "input")->op, FX_PLACEHOLDER);
	ck_assert_int_eq(fx_graph_find(g, "input_1", 7), -1);
	ck_assert_str_eq(tl_node(g, "l_y_")->target, "L_y_");
	ck_assert_int_eq(tl_node(g, "output")->op, FX_CALL_FUNCTION);
	ck_assert_str_eq(tl_node(g, "output")->args->items[0]->text, "input");
	ck_assert_int_eq(tl_node(g, "output_1")->op, FX_OUTPUT);
	ck_assert_uint_eq(tl_node(g, "output")->n_users, 1);
	fx_graph_free(g);
}
END_TEST

/* torch 2.x print_readable() of a cond inside a cond (hand-made from
 * graph_module.py's _print_readable and graph.py's emit_node; see
 * tests/data/code/SOURCES.md): each nested class a sub-graph, at any
 * depth, named by the get_attr that reaches it; the annotations are the
 * nodes' dtype, shape and device. */
START_TEST(nested_classes_are_subgraphs)
{
	struct error err = { 0 };
	struct fx_graph *g = tl_load("code/cond_nested.readable.py", &err);
	const struct fx_graph *t, *tf;
	const struct fx_node *n;

	ck_assert_msg(g != NULL, "line %d, column %d: %s", err.line,
	    err.column, err.msg);
	ck_assert_uint_eq(g->n_nodes, 9);
	ck_assert_uint_eq(g->n_subs, 2);
	ck_assert_str_eq(g->subs[0].name, "cond_true_0");
	ck_assert_str_eq(g->subs[1].name, "cond_false_0");
	ck_assert_str_eq(tl_node(g, "cond_true_0")->meta.subgraph, "cond_true_0");
	ck_assert_str_eq(tl_node(g, "cond_false_0")->meta.subgraph,
	    "cond_false_0");
	ck_assert_ptr_null(tl_node(g, "cond")->meta.subgraph);
	ck_assert_str_eq(tl_node(g, "cond")->target,
	    "torch.ops.higher_order.cond");
	ck_assert_uint_eq(tl_node(g, "cond_true_0")->n_users, 1);

	ck_assert_ptr_nonnull(t = fx_graph_sub(g, "cond_true_0"));
	ck_assert_str_eq(t->name, "cond_true_0");
	ck_assert_uint_eq(t->n_nodes, 8);
	ck_assert_uint_eq(t->n_subs, 2);
	ck_assert_str_eq(tl_node(t, "cond_false_0")->meta.subgraph,
	    "cond_false_0");
	ck_assert_ptr_nonnull(tf = fx_graph_sub(g, "cond_true_0.cond_false_0"));
	ck_assert_uint_eq(tf->n_nodes, 3);
	n = tl_node(tf, "cos");
	ck_assert_str_eq(n->args->items[0]->text, "l_x__2");
	ck_assert_str_eq(n->meta.stack_trace, "File: /tmp/m.py:4 in "
	    "inner_false, code: return (x.cos(),)");
	ck_assert_uint_eq(n->line, 40);
	ck_assert_ptr_nonnull(fx_graph_sub(g, "cond_false_0"));
	ck_assert_str_eq(tl_node(fx_graph_sub(g, "cond_false_0"), "neg")->target,
	    "operator.neg");
	ck_assert_ptr_null(fx_graph_sub(g, "cond_false_0.cond_true_0"));
	ck_assert_ptr_null(fx_graph_sub(g, "nope"));
	ck_assert_ptr_null(fx_graph_sub(g, "cond_true_0."));
	ck_assert_ptr_eq(fx_graph_sub(g, ""), g);

	/* "f32[s0, 8][8, 1]cuda:0" */
	n = tl_node(g, "l_x_");
	ck_assert_uint_eq(n->meta.n_tensors, 1);
	ck_assert_str_eq(n->meta.tensors[0].dtype, "torch.float32");
	ck_assert_int_eq(n->meta.tensors[0].ndim, 2);
	ck_assert_str_eq(n->meta.tensors[0].dims[0], "s0");
	ck_assert_str_eq(n->meta.tensors[0].dims[1], "8");
	ck_assert_str_eq(n->meta.tensors[0].device, "cuda:0");
	ck_assert_ptr_null(n->type);
	/* "b8[][]cuda:0": a scalar */
	n = tl_node(g, "gt");
	ck_assert_str_eq(n->meta.tensors[0].dtype, "torch.bool");
	ck_assert_int_eq(n->meta.tensors[0].ndim, 0);
	ck_assert_str_eq(tl_node(g, "s0")->type, "Sym(s0)");
	ck_assert_uint_eq(tl_node(g, "s0")->meta.n_tensors, 0);
	fx_graph_free(g);
}
END_TEST

/* Part k of a real log under tests/data/logs/torch (SOURCES.md), read
 * with load_code alone. */
static struct fx_graph *
log_part_code(const char *rel, size_t k)
{
	struct load_part *parts;
	struct error err = { 0 };
	struct fx_graph *g;
	size_t n, len;
	char *text = tl_read(rel, &len);

	ck_assert_int_eq(load_split(text, len, "log", NULL, &parts, &n, &err),
	    0);
	ck_assert_uint_gt(n, k);
	g = load_code(parts[k].text, parts[k].len, NULL, &err);
	ck_assert_msg(g != NULL, "%s: line %d, column %d: %s", rel, err.line,
	    err.column, err.msg);
	load_parts_free(parts, n);
	free(text);
	return g;
}

/* torch 2.0 to 2.3 named a nested class after its module's class, so
 * siblings share a name (class <lambda> twice, in two scopes): each is
 * the graph of the next get_attr a higher-order op takes, as the
 * children were added. */
START_TEST(nested_classes_of_one_name)
{
	static const char *const paths[] = {
		"true_graph_0", "false_graph_0", "true_graph_0.true_graph_0",
		"true_graph_0.false_graph_0",
	};
	struct fx_graph *g = log_part_code("logs/torch/old_readable.log", 0);
	const struct fx_graph *t;
	size_t i;

	ck_assert_uint_eq(g->n_subs, 2);
	for (i = 0; i < sizeof(paths) / sizeof(paths[0]); i++)
		ck_assert_msg(fx_graph_sub(g, paths[i]) != NULL, "%s",
		    paths[i]);
	ck_assert_str_eq(tl_node(g, "true_graph_0")->meta.subgraph,
	    "true_graph_0");
	t = fx_graph_sub(g, "true_graph_0.false_graph_0");
	ck_assert_str_eq(tl_node(t, "cos")->target,
	    "torch.ops.aten.cos.default");
	ck_assert_ptr_null(fx_graph_sub(g, "<lambda>"));
	fx_graph_free(g);

	/* dynamo's: class GraphModule inside class GraphModule */
	g = log_part_code("logs/torch/old_readable.log", 2);
	ck_assert_ptr_nonnull(fx_graph_sub(g, "cond_true_1.cond_false_0"));
	ck_assert_ptr_nonnull(fx_graph_sub(g, "cond_false_1"));
	ck_assert_ptr_null(fx_graph_sub(g, "GraphModule"));
	fx_graph_free(g);
}
END_TEST

/* expanded_def, as AOT autograd logs the graphs of its cache: 'def
 * forward(' alone, a parameter a line, then a pytree's names declared
 * one a line with a comment after each. */
START_TEST(expanded_def_declarations)
{
	struct fx_graph *g = log_part_code("logs/torch/"
	    "compile_inductor_warm.log.xz", 1);
	const struct fx_node *n = tl_node(g, "primals_3");

	ck_assert_int_eq(n->op, FX_PLACEHOLDER);
	ck_assert_str_eq(n->meta.tensors[0].dtype, "torch.float32");
	ck_assert_int_eq(n->meta.tensors[0].ndim, 2);
	ck_assert_int_eq(fx_graph_find(g, "primals", 7), -1);
	ck_assert_uint_eq(tl_node(g, "tangents_1")->n_users, 1);
	fx_graph_free(g);
}
END_TEST

/* Annotations of the other kinds, and torch 2.x's in-place lines. */
START_TEST(annotations_and_inplace)
{
	static const char text[] =
	    "class GraphModule(torch.nn.Module):\n"
	    "    def forward(self, x : torch.Tensor, L_y_: \"f16[4]\", "
	    "L_z_: \"FunctionalTensor(bf16[2, u0][u0, 1]cpu)\"):\n"
	    "        l_y_ = L_y_\n"
	    "        clone: \"f32[4][1]\" = x.clone();  x = None\n"
	    "        clone[0] = l_y_;  setitem = clone;  l_y_ = None\n"
	    "        clone *= 2;  imul = clone\n"
	    "        odd: \"f32[4]mps\" = clone.neg()\n"
	    "        w : \"not a tensor\" = clone.abs()\n"
	    "        return (clone, odd, w)\n";
	struct error err = { 0 };
	struct fx_graph *g = load_code(text, strlen(text), NULL, &err);
	const struct fx_node *n;

	ck_assert_msg(g != NULL, "line %d, column %d: %s", err.line,
	    err.column, err.msg);
	ck_assert_str_eq(tl_node(g, "x")->type, "torch.Tensor");
	ck_assert_str_eq(tl_node(g, "l_y_")->meta.tensors[0].dtype,
	    "torch.float16");
	ck_assert_ptr_null(tl_node(g, "l_y_")->meta.tensors[0].device);
	n = tl_node(g, "L_z_");
	ck_assert_str_eq(n->type, "FunctionalTensor");
	ck_assert_str_eq(n->meta.tensors[0].dtype, "torch.bfloat16");
	ck_assert_str_eq(n->meta.tensors[0].dims[1], "u0");
	ck_assert_str_eq(n->meta.tensors[0].device, "cpu");
	n = tl_node(g, "setitem");
	ck_assert_str_eq(n->target, "operator.setitem");
	ck_assert_uint_eq(n->args->n, 3);
	ck_assert_str_eq(n->args->items[0]->text, "clone");
	ck_assert_str_eq(n->args->items[2]->text, "l_y_");
	ck_assert_str_eq(tl_node(g, "imul")->target, "operator.imul");
	ck_assert_uint_eq(tl_node(g, "imul")->args->n, 2);
	ck_assert_str_eq(tl_node(g, "odd")->meta.tensors[0].device, "mps");
	ck_assert_str_eq(tl_node(g, "w")->type, "not a tensor");
	ck_assert_uint_eq(tl_node(g, "w")->meta.n_tensors, 0);
	fx_graph_free(g);
}
END_TEST

START_TEST(detection)
{
	static const char *const yes[] = {
		"\n\n\ndef forward(self, x):\n",
		"class GraphModule(torch.nn.Module):\n",
		"class <lambda>(torch.nn.Module):\n",
		"# a comment\nclass M(Base) :\n",
		"torch.fx._symbolic_trace.wrap(\"f\")\n\ndef forward(self):\n",
		"\xef\xbb\xbf" "def forward(self, x):\n",
	};
	static const char *const no[] = {
		"graph():\n    %x : [#users=0] = placeholder[target=x]\n",
		"opcode name target args kwargs\n",
		"def backward(self, x):\n",
		"class M:\n",
		"x = 1\ndef forward(self):\n",
		"",
	};
	size_t i;

	for (i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		ck_assert_msg(load_is_code(yes[i], strlen(yes[i])), "%zu", i);
	for (i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		ck_assert_msg(!load_is_code(no[i], strlen(no[i])), "%zu", i);
}
END_TEST

static const struct {
	const char *file;
	int line, column;
	const char *msg;
} bad[] = {
	{ "bad_unknown_statement.py", 3, 5, "unknown statement: expected "
	    "'name = EXPR' or 'return EXPR'" },
	{ "bad_unbalanced.py", 2, 22, "unbalanced '(': nothing closes it" },
	{ "bad_closer.py", 2, 18, "unbalanced ')': expected ']'" },
	{ "bad_unassigned.py", 3, 19, "name 'y' is used before it is "
	    "assigned" },
	{ "bad_second_forward.py", 4, 1, "a second 'def forward': fxviz "
	    "reads one graph from a text" },
	{ "bad_nested_class.py", 6, 11, "the nested class 'body_0' has no "
	    "'def forward(self, ...):'" },
};

START_TEST(malformed_code_gives_placed_error)
{
	char rel[256];

	snprintf(rel, sizeof(rel), "code/%s", bad[_i].file);
	tl_assert_load_error(rel, bad[_i].line, bad[_i].column, bad[_i].msg);
}
END_TEST

START_TEST(malformed_statements_give_placed_errors)
{
	static const struct {
		const char *text;
		int line, column;
		const char *msg;
	} cases[] = {
		{ "# only a comment\n", 0, 0,
		    "no 'def forward(self, ...):' in the text" },
		{ "x = 1\n", 1, 1, "unknown statement: expected "
		    "'def forward(self, ...):'" },
		{ "def forward(self, x):\n    y = relu\n    return y\n", 2, 9,
		    "name 'relu' is used before it is assigned" },
		{ "def forward(self, x):\n    x = x.relu()\n    return x\n",
		    2, 5, "name 'x' is assigned twice" },
		{ "def forward(self, x):\n    y = x.relu() x\n    return y\n",
		    2, 18, "expected the end of the statement, found 'x'" },
		{ "def forward(self, x):\n    y = x.relu();  print(x)\n", 2,
		    25, "expected '=', found '('" },
		{ "def forward(self, x):\n    y = x.relu('a)\n", 2, 16,
		    "unterminated string" },
		{ "def forward(x):\n    return x\n", 1, 13,
		    "expected 'self', found 'x'" },
		{ "def forward(self, x):\n    y = x.relu()\n", 3, 1,
		    "'def forward' ends without a return" },
		{ "def forward(self, x):\n    y = (x)\n    return y\n", 2, 9,
		    "expected a call, an operator, a subscript or an attribute "
		    "of self, found '(x)'" },
		/* in-place statements */
		{ "def forward(self, x):\n    y[0] = x;  setitem = y\n", 2,
		    5, "name 'y' is used before it is assigned" },
		{ "def forward(self, x):\n    x[0] = 1\n    return x\n", 2,
		    13, "expected ';  NAME = x' after the in-place setitem, "
		    "found the end of the line" },
		{ "def forward(self, x):\n    x += 1;  iadd = y\n", 2, 21,
		    "expected 'x', the value the in-place iadd changed" },
		{ "def forward(self, x):\n    x[0 = 1;  s = x\n    return "
		    "x\n", 2, 6, "unbalanced '[': nothing closes it" },
		/* nested classes */
		{ "class M(torch.nn.Module):\n    def forward(self, x):\n"
		    "        return x\n    class s(torch.nn.Module)\n"
		    "        def forward(self, y):\n            return y\n",
		    4, 29, "expected ':' after 'class s(...)', found the end of "
		    "the line" },
		{ "class M(torch.nn.Module):\n    def forward(self, x):\n"
		    "        return x\n    class s(torch.nn.Module):\n"
		    "        def forward(self, y):\n            return y\n"
		    "    class s(torch.nn.Module):\n"
		    "        def forward(self, y):\n            return y\n",
		    7, 11, "a second nested class 's'" },
		{ "class M(torch.nn.Module):\n    def forward(self, x):\n"
		    "        return x\n    class s(torch.nn.Module):\n"
		    "        def forward(self, y):\n            z = q + 1\n"
		    "            return y\n", 6, 17,
		    "name 'q' is used before it is assigned" },
		{ "class M(torch.nn.Module):\n    def forward(self, x):\n"
		    "        return x\n    class s(torch.nn.Module):\n"
		    "        def forward(self, y):\n            z = y.relu()\n",
		    7, 1, "'def forward' ends without a return" },
	};
	struct error err;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		memset(&err, 0, sizeof(err));
		ck_assert_msg(load_code(cases[i].text, strlen(cases[i].text),
		    NULL, &err) == NULL, "%zu", i);
		ck_assert_msg(strcmp(err.msg, cases[i].msg) == 0, "%zu: %s",
		    i, err.msg);
		ck_assert_msg(err.line == cases[i].line && err.column ==
		    cases[i].column, "%zu: line %d, column %d", i, err.line,
		    err.column);
	}
}
END_TEST

/* A long read is cut short by a guard past its deadline. */
START_TEST(a_guard_cuts_a_long_read_short)
{
	struct guard past = { 1, NULL, NULL };
	struct error err = { 0 };
	size_t cap = 12000 * 40, len = 0, i;
	char *text = malloc(cap);
	struct fx_graph *g;

	ck_assert_ptr_nonnull(text);
	len += (size_t)snprintf(text + len, cap - len,
	    "def forward(self, n0):\n");
	for (i = 1; i < 10000; i++)
		len += (size_t)snprintf(text + len, cap - len,
		    "    n%zu = n%zu.relu()\n", i, i - 1);
	len += (size_t)snprintf(text + len, cap - len, "    return n9999\n");
	ck_assert_ptr_nonnull(g = load_code(text, len, NULL, &err));
	ck_assert_uint_eq(g->n_nodes, 10001);
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
	Suite *s = suite_create("load_code");
	TCase *tc = tcase_create("torch");

	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, code_matches_graph_text, 0,
	    (int)(2 * sizeof(models) / sizeof(models[0])));
	tcase_add_test(tc, values_are_read);
	suite_add_tcase(s, tc);

	tc = tcase_create("format");
	tcase_add_test(tc, operators_and_forms);
	tcase_add_test(tc, modules_and_attributes);
	tcase_add_test(tc, torch2_readable);
	tcase_add_test(tc, names_torch_may_not_use);
	tcase_add_loop_test(tc, pytree_matches_graph_text, 0, 2);
	tcase_add_test(tc, pytree_of_an_exported_module);
	tcase_add_loop_test(tc, setitem_matches_graph_text, 0, 2);
	tcase_add_test(tc, nested_classes_are_subgraphs);
	tcase_add_test(tc, nested_classes_of_one_name);
	tcase_add_test(tc, expanded_def_declarations);
	tcase_add_test(tc, annotations_and_inplace);
	tcase_add_test(tc, detection);
	suite_add_tcase(s, tc);

	tc = tcase_create("errors");
	tcase_add_loop_test(tc, malformed_code_gives_placed_error, 0,
	    (int)(sizeof(bad) / sizeof(bad[0])));
	tcase_add_test(tc, malformed_statements_give_placed_errors);
	tcase_add_test(tc, a_guard_cuts_a_long_read_short);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
