/* check_graph: the model: names, users, order, warnings. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/graph.h"
#include "testlib.h"

static uint32_t
add(struct fx_graph *g, const char *name, enum fx_op op)
{
	uint32_t i;

	ck_assert_int_eq(fx_graph_add(g, name, strlen(name), op, name,
	    strlen(name), &i), FX_OK);
	return i;
}

/* n's args become references to the given nodes, in order. */
static void
refer(struct fx_graph *g, uint32_t n, const uint32_t *to, uint32_t k)
{
	struct fx_value *args = value_new(g->arena, FXV_TUPLE, k);
	uint32_t i;

	for (i = 0; i < k; i++) {
		args->items[i] = value_new(g->arena, FXV_NODE, 0);
		args->items[i]->node = to[i];
		args->items[i]->text = g->nodes[to[i]].name;
	}
	g->nodes[n].args = args;
}

START_TEST(names_are_unique_and_found)
{
	struct fx_graph *g = fx_graph_new();
	char name[32];
	uint32_t i, k;

	for (i = 0; i < 5000; i++) {
		snprintf(name, sizeof(name), "node_%u", i);
		add(g, name, FX_CALL_FUNCTION);
	}
	for (i = 0; i < 5000; i++) {
		snprintf(name, sizeof(name), "node_%u", i);
		ck_assert_int_eq(fx_graph_find(g, name, strlen(name)), i);
	}
	ck_assert_int_eq(fx_graph_find(g, "node_", 5), -1);
	ck_assert_int_eq(fx_graph_find(g, "node_50000", 10), -1);
	ck_assert_int_eq(fx_graph_add(g, "node_7", 6, FX_OUTPUT, "o", 1, &k),
	    FX_EDUP);
	ck_assert_int_eq(fx_graph_add(g, "", 0, FX_OUTPUT, "o", 1, &k),
	    FX_EBADNAME);
	ck_assert_int_eq(fx_graph_add(g, "a\nb", 3, FX_OUTPUT, "o", 1, &k),
	    FX_EBADNAME);
	ck_assert_int_eq(g->n_nodes, 5000);
	fx_graph_free(g);
}
END_TEST

START_TEST(users_follow_graph_order_once_each)
{
	struct fx_graph *g = fx_graph_new();
	uint32_t x = add(g, "x", FX_PLACEHOLDER);
	uint32_t a = add(g, "a", FX_CALL_FUNCTION);
	uint32_t b = add(g, "b", FX_CALL_FUNCTION);
	uint32_t o = add(g, "out", FX_OUTPUT);
	uint32_t a_in[] = { x, x }, b_in[] = { a, x }, o_in[] = { b, a };

	refer(g, a, a_in, 2);
	refer(g, b, b_in, 2);
	refer(g, o, o_in, 2);
	ck_assert_int_eq(fx_graph_finish(g), 0);
	ck_assert_int_eq(g->nodes[x].n_users, 2);
	ck_assert_int_eq(g->nodes[x].users[0], a);
	ck_assert_int_eq(g->nodes[x].users[1], b);
	ck_assert_int_eq(g->nodes[a].n_inputs, 1);
	ck_assert_int_eq(g->nodes[b].inputs[0], a);
	ck_assert_int_eq(g->nodes[b].inputs[1], x);
	ck_assert_int_eq(g->nodes[o].inputs[0], b);
	ck_assert_int_eq(g->n_edges, 5);
	ck_assert_ptr_null(fx_node_prev(g, &g->nodes[x]));
	ck_assert_ptr_eq(fx_node_next(g, &g->nodes[x]), &g->nodes[a]);
	ck_assert_ptr_null(fx_node_next(g, &g->nodes[o]));
	ck_assert_int_eq(g->n_warnings, 0);
	fx_graph_free(g);
}
END_TEST

/* 'l_x_ = L_x_' in torch's code: a placeholder renamed keeps its target,
 * is found by its new name alone, and the args that refer to it say the
 * new name; a rename onto another node's name changes nothing. */
START_TEST(renamed_nodes_keep_targets_and_references)
{
	struct fx_graph *g = fx_graph_new();
	uint32_t x = add(g, "L_x_", FX_PLACEHOLDER);
	uint32_t y = add(g, "L_y_", FX_PLACEHOLDER);
	uint32_t a = add(g, "a", FX_CALL_FUNCTION);
	uint32_t a_in[] = { x, y };
	struct fx_rename onto_a[] = { { y, "a", 1 } };
	struct fx_rename both[] = { { x, "l_x_", 4 }, { y, "l_y_", 4 } };
	struct fx_rename twice[] = { { x, "z", 1 }, { y, "z", 1 } };

	refer(g, a, a_in, 2);
	ck_assert_int_eq(fx_graph_rename(g, onto_a, 1), FX_EDUP);
	ck_assert_int_eq(fx_graph_rename(g, twice, 2), FX_EDUP);
	ck_assert_int_eq(fx_graph_find(g, "L_y_", 4), y);
	ck_assert_int_eq(fx_graph_find(g, "a", 1), a);
	ck_assert_int_eq(fx_graph_find(g, "z", 1), -1);
	ck_assert_int_eq(fx_graph_rename(g, both, 2), FX_OK);
	ck_assert_int_eq(fx_graph_find(g, "l_x_", 4), x);
	ck_assert_int_eq(fx_graph_find(g, "l_y_", 4), y);
	ck_assert_int_eq(fx_graph_find(g, "L_x_", 4), -1);
	ck_assert_str_eq(g->nodes[x].target, "L_x_");
	ck_assert_str_eq(g->nodes[a].args->items[0]->text, "l_x_");
	ck_assert_str_eq(g->nodes[a].args->items[1]->text, "l_y_");
	fx_graph_free(g);
}
END_TEST

START_TEST(ops_are_exactly_six)
{
	enum fx_op op;

	ck_assert_int_eq(fx_op_parse("call_module", 11, &op), 0);
	ck_assert_int_eq(op, FX_CALL_MODULE);
	ck_assert_str_eq(fx_op_name(FX_GET_ATTR), "get_attr");
	ck_assert_int_eq(fx_op_parse("call", 4, &op), -1);
	ck_assert_int_eq(fx_op_parse("root", 4, &op), -1);
	ck_assert_int_eq(fx_op_parse("outputs", 7, &op), -1);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("graph");
	TCase *tc = tcase_create("graph");

	tcase_add_test(tc, names_are_unique_and_found);
	tcase_add_test(tc, users_follow_graph_order_once_each);
	tcase_add_test(tc, ops_are_exactly_six);
	tcase_add_test(tc, renamed_nodes_keep_targets_and_references);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
