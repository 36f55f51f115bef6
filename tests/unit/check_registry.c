/* check_registry: the graphs held, found by id however many there are. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/digest.h"
#include "daemon/registry.h"
#include "model/graph.h"
#include "model/modules.h"
#include "testlib.h"

/* A one-log upload adds thousands of graphs; a server of many uploads
 * holds tens of thousands. */
#define MANY	100000

static struct graph_entry *
entry(unsigned i)
{
	char id[DIGEST_ID_LEN + 1];
	struct fx_graph *g = fx_graph_new();
	struct module_tree *mt;

	ck_assert_ptr_nonnull(g);
	ck_assert_ptr_nonnull(mt = modules_build(g, MODULES_PARTS_ABOVE));
	digest_id(&i, sizeof(i), id);
	return registry_entry_new(id, "g", NULL, g, mt, NULL, 0);
}

/* This process's CPU time: what other jobs on a loaded machine do not
 * stretch. */
static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Adding, finding and removing are each O(1): MANY graphs are added and
 * each found in a second or so of CPU (a scan of the array took past
 * 40 s, and past the 60 s time limit). After half are removed, in an order of their
 * own, the other half are still found and the removed ones are not. */
START_TEST(many_graphs_are_found_by_id)
{
	struct registry *r = registry_new();
	struct graph_entry *e;
	char (*ids)[DIGEST_ID_LEN + 1] = calloc(MANY, sizeof(*ids));
	double t0 = now(), took;
	unsigned i, k;

	ck_assert_ptr_nonnull(r);
	ck_assert_ptr_nonnull(ids);
	for (i = 0; i < MANY; i++) {
		e = registry_add(r, entry(i));
		ck_assert_ptr_nonnull(e);
		memcpy(ids[i], e->id, sizeof(ids[i]));
		registry_release(e);
	}
	for (i = 0; i < MANY; i++) {
		ck_assert_ptr_nonnull(e = registry_get(r, ids[i]));
		ck_assert_str_eq(e->id, ids[i]);
		registry_release(e);
	}
	took = now() - t0;
	ck_assert_msg(took < 5.0 * TL_SLOW, "%u adds and gets took %.1f s",
	    MANY, took);
	ck_assert_uint_eq(registry_count(r), MANY);
	/* every third, then every other of the rest: holes everywhere,
	 * the last entry moved into each */
	for (i = 0; i < MANY; i += 3)
		ck_assert_int_eq(registry_remove(r, ids[i]), 0);
	for (i = 1, k = 0; i < MANY; i++)
		if (i % 3 != 0 && k++ % 2 == 0)
			ck_assert_int_eq(registry_remove(r, ids[i]), 0);
	for (i = 0, k = 0; i < MANY; i++) {
		int gone = i % 3 == 0 || k++ % 2 == 0;

		e = registry_get(r, ids[i]);
		ck_assert_msg((e == NULL) == gone, "graph %u: %s", i,
		    gone ? "still found" : "lost");
		registry_release(e);
		if (!gone)
			ck_assert_int_eq(registry_remove(r, ids[i]), 0);
	}
	ck_assert_uint_eq(registry_count(r), 0);
	ck_assert_int_eq(registry_remove(r, ids[0]), -1);
	/* the same ids again, into an index emptied by removals */
	for (i = 0; i < 1000; i++)
		registry_release(registry_add(r, entry(i)));
	for (i = 0; i < 1000; i++) {
		ck_assert_ptr_nonnull(e = registry_get(r, ids[i]));
		registry_release(e);
	}
	registry_free(r);
	free(ids);
}
END_TEST

/* A second entry of an id held already is not added: the one there is
 * returned, and the registry counts one. */
START_TEST(an_id_is_held_once)
{
	struct registry *r = registry_new();
	struct graph_entry *a, *b;

	a = registry_add(r, entry(7));
	b = registry_add(r, entry(7));
	ck_assert_ptr_eq(a, b);
	ck_assert_uint_eq(registry_count(r), 1);
	registry_release(a);
	registry_release(b);
	registry_free(r);
}
END_TEST

/* An alias is added once, never when it is the name, and a rename drops
 * the alias it takes; both take the string they are given. */
START_TEST(aliases_and_renames_take_their_strings)
{
	struct registry *r = registry_new();
	struct graph_entry *e = registry_add(r, entry(1));

	ck_assert(registry_alias_is_new(e, "b"));
	ck_assert(!registry_alias_is_new(e, "g"));
	ck_assert(!registry_alias_is_new(e, ""));
	ck_assert_int_eq(registry_add_alias(e, strdup("b")), 1);
	ck_assert_int_eq(registry_add_alias(e, strdup("b")), 0);
	ck_assert_int_eq(registry_add_alias(e, strdup("c")), 1);
	ck_assert(!registry_alias_is_new(e, "b"));
	registry_rename(e, strdup("b"));
	ck_assert_str_eq(e->name, "b");
	ck_assert_uint_eq(e->n_aliases, 1);
	ck_assert_str_eq(e->aliases[0], "c");
	registry_release(e);
	registry_free(r);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("registry");
	TCase *tc = tcase_create("registry");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, many_graphs_are_found_by_id);
	tcase_add_test(tc, an_id_is_held_once);
	tcase_add_test(tc, aliases_and_renames_take_their_strings);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
