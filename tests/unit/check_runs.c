/* check_runs: compile runs held, stored and shared: a run's files ->
 * its bundle, id and stages; stages shared between runs and graphs; a
 * run another replica stored or deleted. On torch 2.14's own traces
 * (tests/data/trace). */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/error.h"
#include "daemon/graphs.h"
#include "daemon/registry.h"
#include "daemon/runs.h"
#include "daemon/store.h"
#include "format/load_provenance.h"
#include "format/load_run.h"
#include "model/run.h"
#include "testlib.h"

/* A server's graphs and runs over a store, with no HTTP and no pictures:
 * two of them over one folder are two replicas. */
struct side {
	struct registry *registry;
	struct store *store;
	struct graphs graphs;
	struct runs runs;
};

static char dir[] = "/tmp/fxviz-runs-XXXXXX";
static struct side a, b;
static char *rank0, *rank1, *train;
static size_t len0, len1, len_train;

static void
side_open(struct side *s)
{
	struct error err = { 0 };

	ck_assert_ptr_nonnull(s->registry = registry_new());
	ck_assert_msg((s->store = store_open(dir, &err)) != NULL, "%s",
	    err.msg);
	graphs_init(&s->graphs, s->registry, s->store, NULL, 1000000,
	    (size_t)1 << 30, (size_t)1 << 32);
	runs_init(&s->runs, &s->graphs, (size_t)64 << 20);
}

static void
side_close(struct side *s)
{
	runs_destroy(&s->runs);
	graphs_destroy(&s->graphs);
	store_close(s->store);
	registry_free(s->registry);
	memset(s, 0, sizeof(*s));
}

static void
setup(void)
{
	ck_assert_ptr_nonnull(mkdtemp(strcpy(dir, "/tmp/fxviz-runs-XXXXXX")));
	side_open(&a);
	side_open(&b);
	rank0 = tl_read_trace("ddp_rank0.log.xz", &len0);
	rank1 = tl_read_trace("ddp_rank1.log.xz", &len1);
	train = tl_read_trace("train.log.xz", &len_train);
}

static void
teardown(void)
{
	char cmd[256];

	side_close(&a);
	side_close(&b);
	free(rank0);
	free(rank1);
	free(train);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}

/* Adds the two ranks, named as given, to s: the run, with a reference. */
static struct run_entry *
add_ddp(struct side *s, const char *n0, const char *n1, int *created)
{
	struct run_input in[2] = { { n0, rank0, len0 }, { n1, rank1, len1 } };
	struct run_entry *e;
	struct error err = { 0 };

	ck_assert_msg(runs_add(&s->runs, in, 2, NULL, NULL, 1, NULL, &e,
	    created, &err) == 0, "%s", err.msg);
	return e;
}

/* The id is the bundle's: the same files in another order, or under
 * another shared folder, are the same run; the folder names it. */
START_TEST(the_same_files_are_the_same_run)
{
	struct run_input in[2] = { { "other/rank1.log", rank1, len1 },
		{ "other/rank0.log", rank0, len0 } };
	struct run_entry *e1, *e2;
	struct error err = { 0 };
	int created;

	e1 = add_ddp(&a, "trace/rank0.log", "trace/rank1.log", &created);
	ck_assert_int_eq(created, 1);
	ck_assert_str_eq(e1->name, "trace");
	ck_assert_uint_eq(e1->run->n_files, 2);
	ck_assert_str_eq(e1->run->files[0].name, "rank0.log");
	ck_assert_int_eq(e1->run->files[1].rank, 1);
	ck_assert_int_eq(runs_add(&a.runs, in, 2, NULL, NULL, 1, NULL, &e2,
	    &created, &err), 0);
	ck_assert_int_eq(created, 0);
	ck_assert_ptr_eq(e1, e2);
	runs_release(e2);
	/* another file name: another run */
	e2 = add_ddp(&a, "rank0.log", "rank_1.log", &created);
	ck_assert_int_eq(created, 1);
	ck_assert_str_ne(e1->id, e2->id);
	ck_assert_uint_eq(runs_count(&a.runs), 2);
	runs_release(e1);
	runs_release(e2);
}
END_TEST

/* Every stage's id is a graph the registry holds, a stage of the run;
 * the graphs both ranks share are held once. */
START_TEST(stages_are_graphs_of_the_run)
{
	struct run_entry *e = add_ddp(&a, "r0.log", "r1.log", &(int){ 0 });
	struct graph_entry *g;
	size_t i, j, stages = 0;

	for (i = 0; i < e->run->n_compiles; i++)
		for (j = 0; j < e->run->compiles[i].n_stages; j++) {
			const struct run_stage *st =
			    &e->run->compiles[i].stages[j];

			stages++;
			ck_assert_msg((g = registry_get(a.registry, st->id)) !=
			    NULL, "%s: no graph", st->graph);
			ck_assert_int_eq(g->runs, 1);
			ck_assert_str_eq(g->run, e->id);
			ck_assert_int_eq(registry_stored(g), 0);
			registry_release(g);
		}
	ck_assert_uint_eq(stages, 20);
	ck_assert_uint_eq(e->n_graphs, 10);
	ck_assert_uint_eq(registry_count(a.registry), 10);
	runs_release(e);
}
END_TEST

/* A graph two runs hold stays until both are deleted; one uploaded alone
 * stays after the run that held it too. */
START_TEST(shared_stages_outlive_one_run)
{
	struct run_input one = { "train.log", train, len_train };
	struct graphs_added *added;
	struct run_entry *e1, *e2;
	struct error err = { 0 };
	size_t n, held;
	int created;

	/* the graphs of train.log uploaded alone first */
	ck_assert_int_eq(graphs_add_all(&a.graphs, train, len_train, "t",
	    NULL, 1, NULL, NULL, &added, &n, &err), 0);
	graphs_added_free(added, n);
	held = registry_count(a.registry);
	ck_assert_int_eq(runs_add(&a.runs, &one, 1, NULL, NULL, 1, NULL, &e1,
	    &created, &err), 0);
	one.name = "again.log";
	ck_assert_int_eq(runs_add(&a.runs, &one, 1, NULL, NULL, 1, NULL, &e2,
	    &created, &err), 0);
	ck_assert_str_ne(e1->id, e2->id);
	ck_assert_uint_eq(registry_count(a.registry), held);
	/* a graph of the run is not deleted alone */
	ck_assert_int_eq(graphs_delete(&a.graphs, e1->graphs[0], &err), -1);
	ck_assert_int_eq(err.kind, ERROR_CONFLICT);
	ck_assert_int_eq(runs_delete(&a.runs, e1->id, &err), 0);
	ck_assert_int_eq(runs_delete(&a.runs, e2->id, &err), 0);
	/* uploaded alone: still here, and now deletable */
	ck_assert_uint_eq(registry_count(a.registry), held);
	ck_assert_int_eq(graphs_delete(&a.graphs, e1->graphs[0], &err), 0);
	runs_release(e1);
	runs_release(e2);

	/* stages of two runs and nothing else: gone with the second */
	e1 = add_ddp(&b, "r0.log", "r1.log", &created);
	e2 = add_ddp(&b, "r0.log", "other.log", &created);
	ck_assert_uint_eq(registry_count(b.registry), 10);
	ck_assert_int_eq(runs_delete(&b.runs, e1->id, &err), 0);
	ck_assert_uint_eq(registry_count(b.registry), 10);
	ck_assert_int_eq(runs_delete(&b.runs, e2->id, &err), 0);
	ck_assert_uint_eq(registry_count(b.registry), 0);
	runs_release(e1);
	runs_release(e2);
}
END_TEST

/* A stage whose event is damaged is a warning of the run, placed in its
 * file; the other stages load. A file that is no trace is left out of
 * the run and of its bundle: the same run as without it. */
START_TEST(a_damaged_stage_is_a_warning)
{
	struct run_input in[2];
	struct run_entry *e;
	struct error err = { 0 };
	char *copy = malloc(len_train + 1), *p, id[DIGEST_ID_LEN + 1];
	size_t i, j, empty = 0, loaded = 0;
	int created, line = 1;

	memcpy(copy, train, len_train + 1);
	/* the first aot_forward_graph event's JSON, its last brace gone */
	ck_assert_ptr_nonnull(p = strstr(copy, "{\"aot_forward_graph\""));
	for (i = 0; copy + i < p; i++)
		line += copy[i] == '\n';
	ck_assert_ptr_nonnull(p = strchr(p, '\n'));
	ck_assert_int_eq(p[-1], '}');
	p[-1] = ',';
	in[0] = (struct run_input){ "notes.txt", "just notes\n", 11 };
	in[1] = (struct run_input){ "train.log", copy, len_train };
	ck_assert_msg(runs_add(&a.runs, in, 2, "damaged", NULL, 1, NULL, &e,
	    &created, &err) == 0, "%s", err.msg);
	for (i = 0; i < e->run->n_compiles; i++)
		for (j = 0; j < e->run->compiles[i].n_stages; j++) {
			empty += e->run->compiles[i].stages[j].id[0] == '\0';
			loaded += e->run->compiles[i].stages[j].id[0] != '\0';
		}
	ck_assert_uint_eq(empty, 1);
	ck_assert_uint_ge(loaded, 10);
	ck_assert_uint_eq(e->run->n_files, 1);
	for (i = 0, j = 0; i < e->run->n_warnings; i++) {
		char where[64];

		snprintf(where, sizeof(where), "' does not load: line %d, ",
		    line);
		j += strncmp(e->run->warnings[i], "train.log: graph '", 18) ==
		    0 && strstr(e->run->warnings[i], where) != NULL;
		j += strstr(e->run->warnings[i], "notes.txt") != NULL ? 10 : 0;
	}
	ck_assert_msg(j == 1, "%zu warnings: %s / %s", e->run->n_warnings,
	    e->run->n_warnings ? e->run->warnings[0] : "",
	    e->run->n_warnings > 1 ? e->run->warnings[1] : "");
	memcpy(id, e->id, sizeof(id));
	runs_release(e);
	ck_assert_int_eq(runs_add(&a.runs, &in[1], 1, "damaged", NULL, 1, NULL,
	    &e, &created, &err), 0);
	ck_assert_int_eq(created, 0);
	ck_assert_str_eq(e->id, id);
	runs_release(e);
	free(copy);
}
END_TEST

/* What one replica stores, another reads back from the store's one
 * entry on STORE_PUT, with the same stages; a delete reaches it on
 * STORE_REMOVE, and a missed one on STORE_RESCAN. */
START_TEST(another_replica_hears_of_runs)
{
	struct run_entry *e, *eb, **list;
	struct error err = { 0 };
	char id[DIGEST_ID_LEN + 1];
	size_t i, j, n;

	e = add_ddp(&a, "r0.log", "r1.log", &(int){ 0 });
	memcpy(id, e->id, sizeof(id));
	ck_assert_ptr_null(runs_get(&b.runs, id, &err));
	ck_assert_int_eq(err.kind, ERROR_NOT_FOUND);
	runs_changed(STORE_PUT, id, &b.runs);
	ck_assert_ptr_nonnull(eb = runs_get(&b.runs, id, &err));
	ck_assert_str_eq(eb->name, e->name);
	ck_assert_int_eq(eb->added, e->added);
	ck_assert_uint_eq(eb->run->n_compiles, e->run->n_compiles);
	for (i = 0; i < e->run->n_compiles; i++)
		for (j = 0; j < e->run->compiles[i].n_stages; j++)
			ck_assert_str_eq(eb->run->compiles[i].stages[j].id,
			    e->run->compiles[i].stages[j].id);
	ck_assert_uint_eq(registry_count(b.registry), 10);
	runs_release(eb);
	ck_assert_int_eq(runs_delete(&a.runs, id, &err), 0);
	runs_changed(STORE_REMOVE, id, &b.runs);
	ck_assert_uint_eq(runs_count(&b.runs), 0);
	ck_assert_uint_eq(registry_count(b.registry), 0);

	/* stored again; B hears nothing, then rescans */
	runs_release(e);
	e = add_ddp(&a, "r0.log", "r1.log", &(int){ 0 });
	runs_changed(STORE_RESCAN, NULL, &b.runs);
	list = runs_list(&b.runs, &n);
	ck_assert_uint_eq(n, 1);
	ck_assert_str_eq(list[0]->id, id);
	runs_release_list(list, n);
	ck_assert_int_eq(runs_delete(&a.runs, id, &err), 0);
	runs_changed(STORE_RESCAN, NULL, &b.runs);
	ck_assert_uint_eq(runs_count(&b.runs), 0);
	runs_release(e);
}
END_TEST

/* At start, store_each gives runs and graphs alike: each is loaded. */
START_TEST(a_restart_reads_runs_and_graphs)
{
	struct graph_entry *g;
	struct run_entry *e;
	struct error err = { 0 };
	char id[DIGEST_ID_LEN + 1];
	int created;

	e = add_ddp(&a, "r0.log", "r1.log", &created);
	memcpy(id, e->id, sizeof(id));
	runs_release(e);
	ck_assert_int_eq(graphs_add(&a.graphs, "graph():\n    return ()\n",
	    22, "empty", NULL, 1, NULL, NULL, &g, &created, &err), 0);
	registry_release(g);
	side_close(&b);
	side_open(&b);
	ck_assert_int_eq(store_each(b.store, runs_load_stored, &b.runs, &err),
	    2);
	ck_assert_uint_eq(runs_loaded(&b.runs), 2);
	ck_assert_ptr_nonnull(e = runs_get(&b.runs, id, &err));
	ck_assert_int_eq(e->stored, 1);
	runs_release(e);
	ck_assert_uint_eq(registry_count(b.registry), 11);
}
END_TEST

/* A TORCH_COMPILE_DEBUG folder's graph: its bundle keeps the output code
 * and the provenance mapping beside it (what load_run reads), not a file
 * it leaves out; after a restart the code still carries the mapping. */
START_TEST(a_debug_folder_keeps_its_mapping)
{
#define FWD "torch2/gpt/inductor/debug/torchinductor/model__0_forward_1.0/"
	struct run_input in[3] = { { "dbg/README", "notes\n", 6 },
		{ "dbg/m/inductor_provenance_tracking_node_mappings.json", NULL,
		0 }, { "dbg/m/output_code.py", NULL, 0 } };
	struct graph_entry *g;
	struct run_entry *e;
	struct error err = { 0 };
	const char *json;
	char id[DIGEST_ID_LEN + 1], code[DIGEST_ID_LEN + 1];
	size_t len;
	int created;

	in[1].bytes = tl_read_trace(FWD "inductor_provenance_tracking_node_"
	    "mappings.json", &in[1].len);
	in[2].bytes = tl_read_trace(FWD "output_code.py", &in[2].len);
	ck_assert_msg(runs_add(&a.runs, in, 3, NULL, NULL, 1, NULL, &e,
	    &created, &err) == 0, "%s", err.msg);
	ck_assert_uint_eq(e->run->n_files, 1);
	ck_assert_str_eq(e->run->files[0].name, "m/output_code.py");
	ck_assert_uint_eq(e->run->n_warnings, 0);
	memcpy(id, e->id, sizeof(id));
	memcpy(code, e->run->compiles[0].stages[0].id, sizeof(code));
	runs_release(e);
	side_close(&b);
	side_open(&b);
	ck_assert_int_eq(store_each(b.store, runs_load_stored, &b.runs, &err),
	    1);
	ck_assert_ptr_nonnull(e = runs_get(&b.runs, id, &err));
	ck_assert_str_eq(e->run->compiles[0].stages[0].id, code);
	runs_release(e);
	ck_assert_ptr_nonnull(g = graphs_get(&b.graphs, code, &err));
	ck_assert_int_eq(load_provenance_find(g->source, g->source_len, &json,
	    &len), 1);
	ck_assert_uint_eq(len, in[1].len);
	registry_release(g);
	free((char *)in[1].bytes);
	free((char *)in[2].bytes);
#undef FWD
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("runs");
	TCase *tc = tcase_create("runs");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, the_same_files_are_the_same_run);
	tcase_add_test(tc, stages_are_graphs_of_the_run);
	tcase_add_test(tc, shared_stages_outlive_one_run);
	tcase_add_test(tc, a_damaged_stage_is_a_warning);
	tcase_add_test(tc, another_replica_hears_of_runs);
	tcase_add_test(tc, a_restart_reads_runs_and_graphs);
	tcase_add_test(tc, a_debug_folder_keeps_its_mapping);
	suite_add_tcase(s, tc);
	return tl_run(s);
}
