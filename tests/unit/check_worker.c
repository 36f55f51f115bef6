/* check_worker: renders in worker processes; time limit, crash, recycling. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/error.h"
#include "model/graph.h"
#include "model/modules.h"
#include "format/load.h"
#include "draw/render.h"
#include "daemon/store.h"
#include "testlib.h"
#include "draw/view.h"
#include "daemon/worker.h"

static const char *
exe(void)
{
	static char path[4096];
	const char *build = getenv("top_builddir");

	snprintf(path, sizeof(path), "%s/fxviz", build ? build : ".");
	return path;
}

static struct worker_pool *
pool(int n, int timeout_ms, size_t memory_mb, int max_renders)
{
	struct worker_limits l = { timeout_ms, memory_mb, max_renders };
	struct error err = { 0 };
	struct worker_pool *p = worker_pool_new(exe(), n, &l, &err);

	ck_assert_msg(p != NULL, "%s", err.msg);
	return p;
}

/* Renders tests/data/REL in the pool: the whole graph, or around focus. */
static void
render(struct worker_pool *p, const char *rel, const char *focus,
    struct worker_result *r)
{
	struct view_options o;
	char id[STORE_ID_LEN + 1];
	size_t len;
	char *src = tl_read(rel, &len);

	view_options_init(&o);
	strcpy(o.expand, "*");	/* no overview: every node, slow if big */
	if (focus != NULL)
		strcpy(o.focus, focus);
	store_id(src, len, id);
	worker_pool_render(p, id, src, len, &o, RENDER_SVG, r);
	free(src);
}

START_TEST(worker_output_is_the_render)
{
	struct worker_pool *p = pool(1, 20000, 4096, 100);
	struct worker_result r;
	struct view_options o;
	struct error err = { 0 };
	struct fx_graph *g;
	struct module_tree *mt;
	char *direct;
	size_t len;

	render(p, "corpus/resnet18.fx.txt", NULL, &r);
	ck_assert_int_eq(r.outcome, WORKER_OK);
	g = tl_load("corpus/resnet18.fx.txt", &err);
	mt = tl_modules(g);
	view_options_init(&o);
	strcpy(o.expand, "*");
	ck_assert_int_eq(render_graph(g, mt, &o, RENDER_SVG, &direct, &len,
	    &err), 0);
	ck_assert_int_eq(r.len, len);
	ck_assert_mem_eq(r.data, direct, len);
	free(direct);
	free(r.data);
	modules_free(mt);
	fx_graph_free(g);
	worker_pool_free(p);
}
END_TEST

START_TEST(a_render_past_the_limit_is_killed)
{
	struct worker_pool *p = pool(1, 300, 4096, 100);
	struct worker_result r;
	struct worker_stats st;

	render(p, "corpus/gpt48_makefx.fx.txt", NULL, &r);
	ck_assert_int_eq(r.outcome, WORKER_TIMEOUT);
	ck_assert_ptr_nonnull(strstr(r.msg, "time limit"));
	ck_assert_ptr_null(r.data);
	worker_pool_stats(p, &st);
	ck_assert_int_eq(st.timeouts, 1);
	ck_assert_int_eq(st.alive, 1);	/* replaced */
	render(p, "corpus/special2.fx.txt", NULL, &r);
	ck_assert_int_eq(r.outcome, WORKER_OK);
	free(r.data);
	worker_pool_free(p);
}
END_TEST

/* 64 MB is too little for Graphviz's font stack: the worker dies. */
START_TEST(a_crash_is_reported_and_replaced)
{
	struct worker_pool *p = pool(1, 20000, 64, 100);
	struct worker_result r;
	struct worker_stats st;

	render(p, "corpus/resnet18.fx.txt", NULL, &r);
	ck_assert_int_eq(r.outcome, WORKER_CRASHED);
	ck_assert_ptr_nonnull(strstr(r.msg, "render worker"));
	worker_pool_stats(p, &st);
	ck_assert_int_eq(st.crashes, 1);
	ck_assert_int_eq(st.alive, 1);
	worker_pool_free(p);
}
END_TEST

START_TEST(workers_are_recycled)
{
	struct worker_pool *p = pool(1, 20000, 4096, 2);
	struct worker_result r;
	struct worker_stats st;
	int i;

	for (i = 0; i < 5; i++) {
		render(p, "corpus/special2.fx.txt", NULL, &r);
		ck_assert_int_eq(r.outcome, WORKER_OK);
		free(r.data);
	}
	worker_pool_stats(p, &st);
	ck_assert_int_eq(st.renders, 5);
	ck_assert_int_eq(st.recycled, 2);
	ck_assert_int_eq(st.alive, 1);
	worker_pool_free(p);
}
END_TEST

/* A worker killed from outside while idle is replaced when next needed;
 * the request that finds it gone is not the one to fail. */
START_TEST(a_worker_killed_while_idle_is_replaced)
{
	struct worker_pool *p = pool(1, 20000, 4096, 100);
	struct worker_result r;
	struct worker_stats st;
	char cmd[128];

	render(p, "corpus/special2.fx.txt", NULL, &r);
	ck_assert_int_eq(r.outcome, WORKER_OK);
	free(r.data);
	snprintf(cmd, sizeof(cmd), "pkill -KILL -P %ld -f '^[^ ]*fxviz worker'",
	    (long)getpid());
	ck_assert_int_eq(system(cmd), 0);
	usleep(200000);
	render(p, "corpus/special2.fx.txt", NULL, &r);
	ck_assert_int_eq(r.outcome, WORKER_OK);
	free(r.data);
	worker_pool_stats(p, &st);
	ck_assert_int_eq(st.alive, 1);
	ck_assert_int_eq(st.crashes, 1);
	worker_pool_free(p);
}
END_TEST

START_TEST(a_refused_render_says_why)
{
	struct worker_pool *p = pool(1, 20000, 4096, 100);
	struct worker_result r;

	render(p, "corpus/special2.fx.txt", "nope", &r);
	ck_assert_int_eq(r.outcome, WORKER_FAILED);
	ck_assert_str_eq(r.msg, "no node named 'nope' to focus on");
	render(p, "bad/unknown_op.txt", NULL, &r);
	ck_assert_int_eq(r.outcome, WORKER_FAILED);
	ck_assert_ptr_nonnull(strstr(r.msg, "line 3, column 25: unknown op"));
	worker_pool_free(p);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("worker");
	TCase *tc = tcase_create("worker");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, worker_output_is_the_render);
	tcase_add_test(tc, a_render_past_the_limit_is_killed);
#ifndef __SANITIZE_ADDRESS__	/* the memory cap is off under ASan */
	tcase_add_test(tc, a_crash_is_reported_and_replaced);
#endif
	tcase_add_test(tc, workers_are_recycled);
	tcase_add_test(tc, a_refused_render_says_why);
	tcase_add_test(tc, a_worker_killed_while_idle_is_replaced);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
