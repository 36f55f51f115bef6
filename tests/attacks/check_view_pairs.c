/* check_view_pairs: every pair of view options, on small graphs torch wrote. */
#include "config.h"

#include <check.h>
#include <libxml/parser.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/error.h"
#include "model/graph.h"
#include "model/modules.h"
#include "draw/diff_view.h"
#include "draw/render.h"
#include "draw/view.h"
#include "testlib.h"

/* Each graph is small, so that every pair of its options is drawn: a
 * junction (a cat of two branches used twice), modules nested two deep,
 * get_attr, call_method, shapes, sub-graphs. */
static const char *const graphs[] = {
	"pairs/net.fx.txt",		/* symbolic_trace: call_module, get_attr */
	"pairs/net.readable.py",	/* the same, as code */
	"pairs/net.makefx.txt",		/* aten ops, no modules */
	"pairs/net.export.txt",		/* torch.export: parameters as inputs */
	"pairs/junction.fx.txt",	/* the smallest junction drawn first */
	"torch2/cond/export/print_ep.txt",	/* shapes, a cond */
	"torch2/cond/dump/01_dynamo.readable.py",	/* sub-graphs */
};

/* One option set: key=value, or one of the two numbers the server sets
 * (proxy_span, overview_above), made small so that small graphs reach
 * proxies and the overview. */
struct atom {
	char key[16];
	char value[VIEW_NAME_MAX];
};

struct atoms {
	struct atom *a;
	size_t n, cap;
};

/* What is being drawn, for the report a crash leaves. */
static char current[2 * VIEW_NAME_MAX + 256];

static void
on_crash(int sig)
{
	static const char what[] = "check_view_pairs: crashed drawing ";
	ssize_t rc;

	rc = write(2, what, sizeof(what) - 1);
	rc = write(2, current, strlen(current));
	rc = write(2, "\n", 1);
	(void)rc;
	signal(sig, SIG_DFL);
	raise(sig);
}

static void
add(struct atoms *as, const char *key, const char *value)
{
	if (as->n == as->cap) {
		as->cap = as->cap ? 2 * as->cap : 64;
		as->a = realloc(as->a, as->cap * sizeof(*as->a));
		ck_assert_ptr_nonnull(as->a);
	}
	snprintf(as->a[as->n].key, sizeof(as->a[as->n].key), "%s", key);
	snprintf(as->a[as->n].value, sizeof(as->a[as->n].value), "%s", value);
	as->n++;
}

/* Every value worth trying of every option, for g. */
static void
atoms_of(const struct fx_graph *g, const struct module_tree *mt,
    struct atoms *as)
{
	static const char *const fixed[][2] = {
		{ "rankdir", "LR" }, { "depth", "0" }, { "depth", "1" },
		{ "depth", "100" }, { "expand", "*" }, { "shapes", "edges" },
		{ "shapes", "off" }, { "edges", "all" },
		{ "proxy_span", "1" }, { "overview_above", "1" },
	};
	char two[64];
	size_t i;
	int a, b;

	for (i = 0; i < sizeof(fixed) / sizeof(fixed[0]); i++)
		add(as, fixed[i][0], fixed[i][1]);
	for (i = 0; i < g->n_nodes; i++)
		add(as, "focus", g->nodes[i].name);
	for (i = 1; i < mt->n; i++) {
		add(as, "expand", mt->m[i].path);
		add(as, "collapse", mt->m[i].path);
	}
	for (i = 0; i < g->n_subs; i++)
		add(as, "sub", g->subs[i].name);
	/* hide: every op, and every two ops */
	for (a = 0; a < FX_N_OPS; a++) {
		add(as, "hide", fx_op_name((enum fx_op)a));
		for (b = a + 1; b < FX_N_OPS; b++) {
			snprintf(two, sizeof(two), "%s,%s",
			    fx_op_name((enum fx_op)a), fx_op_name((enum fx_op)b));
			add(as, "hide", two);
		}
	}
}

static void
apply(struct view_options *o, const struct atom *at)
{
	struct error err = { 0 };

	if (strcmp(at->key, "proxy_span") == 0)
		o->proxy_span = (uint32_t)atoi(at->value);
	else if (strcmp(at->key, "overview_above") == 0)
		o->overview_above = (uint32_t)atoi(at->value);
	else
		ck_assert_msg(view_option_set(o, at->key, at->value, &err) == 0,
		    "%s=%s refused: %s", at->key, at->value, err.msg);
}

/* Draws g with the atoms x and y (y may be NULL): an SVG an XML parser
 * reads, or a clear error that is not "out of memory" (a focus outside
 * the sub-graph). 0, or -1 with what went wrong on stderr. */
static int
draw_pair(const struct fx_graph *g, const struct module_tree *mt,
    const struct diff_view *dv, const char *rel, const struct atom *x,
    const struct atom *y)
{
	struct view_options o;
	struct error err = { 0 };
	xmlDoc *doc;
	char *svg;
	size_t len;

	snprintf(current, sizeof(current), "%s with %s=%s and %s=%s", rel,
	    x->key, x->value, y ? y->key : "-", y ? y->value : "");
	view_options_init(&o);
	apply(&o, x);
	if (y != NULL)
		apply(&o, y);
	if ((dv != NULL ? render_diff(dv, &o, RENDER_SVG, &svg, &len, &err) :
	    render_graph(g, mt, &o, RENDER_SVG, &svg, &len, &err)) == -1) {
		if (err.msg[0] != '\0' && err.kind != ERROR_NOMEM &&
		    err.kind != ERROR_INTERNAL)
			return 0;
		fprintf(stderr, "%s: %s (%s)\n", current, err.msg,
		    error_kind_name(err.kind));
		return -1;
	}
	doc = xmlReadMemory(svg, (int)len, "view.svg", NULL,
	    XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
	free(svg);
	if (doc == NULL) {
		fprintf(stderr, "%s: the SVG is not well-formed\n", current);
		return -1;
	}
	xmlFreeDoc(doc);
	return 0;
}

/* The views as the server draws them: each worker process draws at most
 * --max-renders (100) views, then a fresh one takes its place. */
#define WORKER_RENDERS	100

struct pair {
	const struct atom *x, *y;
};

/* Draws pairs[0..n) in a fresh process, as a worker would. */
static void
draw_in_worker(const struct fx_graph *g, const struct module_tree *mt,
    const struct diff_view *dv, const char *rel, const struct pair *pairs,
    size_t n)
{
	pid_t pid;
	size_t i;
	int status;

	fflush(NULL);
	pid = fork();
	ck_assert_int_ne(pid, -1);
	if (pid == 0) {
		signal(SIGSEGV, on_crash);
		signal(SIGABRT, on_crash);
		signal(SIGBUS, on_crash);
		for (i = 0; i < n; i++)
			if (draw_pair(g, mt, dv, rel, pairs[i].x, pairs[i].y) ==
			    -1)
				_exit(1);
		render_cleanup();
		_exit(0);
	}
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0,
	    "a view of %s failed or crashed (its options on stderr)", rel);
}

/* Every atom alone, and every two atoms of two options (two of one
 * option are the second alone; hide's pairs are atoms of their own), of
 * g, or of the diff dv (whose merged graph g is). */
static void
draw_every_pair(const struct fx_graph *g, const struct module_tree *mt,
    const struct diff_view *dv, const char *rel)
{
	struct atoms as = { 0 };
	struct pair *pairs;
	size_t i, j, n = 0;

	atoms_of(g, mt, &as);
	pairs = calloc(as.n * (as.n + 1) / 2 + 1, sizeof(*pairs));
	ck_assert_ptr_nonnull(pairs);
	for (i = 0; i < as.n; i++) {
		pairs[n++] = (struct pair){ &as.a[i], NULL };
		for (j = i + 1; j < as.n; j++)
			if (strcmp(as.a[i].key, as.a[j].key) != 0)
				pairs[n++] = (struct pair){ &as.a[i], &as.a[j] };
	}
	ck_assert_uint_gt(n, 200);
	if (getenv("VIEW_PAIRS_VERBOSE") != NULL)
		fprintf(stderr, "%s: %zu options, %zu views\n", rel, as.n, n);
	for (i = 0; i < n; i += WORKER_RENDERS)
		draw_in_worker(g, mt, dv, rel, pairs + i, n - i < WORKER_RENDERS ?
		    n - i : WORKER_RENDERS);
	free(pairs);
	free(as.a);
}

START_TEST(every_pair_draws)
{
	const char *rel = graphs[_i];
	struct error err = { 0 };
	struct fx_graph *g;
	struct module_tree *mt;

	g = tl_load(rel, &err);
	ck_assert_msg(g != NULL, "%s: %s", rel, err.msg);
	mt = tl_modules(g);
	draw_every_pair(g, mt, NULL, rel);
	modules_free(mt);
	fx_graph_free(g);
}
END_TEST

/* Two graphs torch wrote of one model, compared: the diff's picture with
 * every pair of options. */
static const char *const diffs[][2] = {
	{ "diff/small.fx.txt", "diff/small_gelu.fx.txt" },
	{ "pairs/net.makefx.txt", "pairs/net.export.txt" },
};

START_TEST(every_pair_draws_a_diff)
{
	struct error err = { 0 };
	struct fx_graph *a = tl_load(diffs[_i][0], &err), *b;
	struct diff_view *dv;

	ck_assert_msg(a != NULL, "%s: %s", diffs[_i][0], err.msg);
	b = tl_load(diffs[_i][1], &err);
	ck_assert_msg(b != NULL, "%s: %s", diffs[_i][1], err.msg);
	dv = diff_view_new(a, b, &err);
	ck_assert_msg(dv != NULL, "%s", err.msg);
	draw_every_pair(dv->g, dv->mt, dv, diffs[_i][1]);
	diff_view_free(dv);
	fx_graph_free(b);
	fx_graph_free(a);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("view_pairs");
	TCase *tc = tcase_create("pairs");

	tcase_set_timeout(tc, 300 * TL_SLOW);
	tcase_add_loop_test(tc, every_pair_draws, 0,
	    (int)(sizeof(graphs) / sizeof(graphs[0])));
	tcase_add_loop_test(tc, every_pair_draws_a_diff, 0,
	    (int)(sizeof(diffs) / sizeof(diffs[0])));
	suite_add_tcase(s, tc);
	return tl_run(s);
}
