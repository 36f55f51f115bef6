/* testlib: test data and runner shared by the Check suites. */
#include "config.h"

#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/error.h"
#include "base/file.h"
#include "model/graph.h"
#include "format/load.h"
#include "model/modules.h"
#include "draw/render.h"
#include "draw/view.h"

const char *const tl_corpus[] = {
	"resnet18", "mobilenet_v2", "swin_t", "densenet121",
	"makefx_resnet50", "gpt4_sym", "gpt48_makefx", "gpt200_makefx",
	"special2", NULL
};

/* The text of the xz file at path, through xz(1), which every Debian
 * has (dpkg needs it). */
static char *
read_xz(const char *path, size_t *len)
{
	char cmd[4200], *buf = NULL, *p;
	size_t cap = 0, n;
	FILE *f;

	snprintf(cmd, sizeof(cmd), "xz -dc '%s'", path);
	ck_assert_msg((f = popen(cmd, "r")) != NULL, "cannot run %s", cmd);
	*len = 0;
	do {
		if (cap - *len < 65536) {
			cap = cap ? cap * 2 : 1 << 20;
			ck_assert_ptr_nonnull(p = realloc(buf, cap + 1));
			buf = p;
		}
		n = fread(buf + *len, 1, cap - *len, f);
		*len += n;
	} while (n > 0);
	ck_assert_msg(pclose(f) == 0 && *len > 0, "cannot read %s", path);
	buf[*len] = '\0';
	return buf;
}

char *
tl_read(const char *rel, size_t *len)
{
	const char *top = getenv("top_srcdir");
	struct error err = { 0 };
	char path[4096];
	char *buf;

	snprintf(path, sizeof(path), "%s/tests/data/%s", top ? top : ".", rel);
	if (strlen(rel) > 3 && strcmp(rel + strlen(rel) - 3, ".xz") == 0)
		return read_xz(path, len);
	buf = file_read(path, (size_t)1 << 30, len, &err);
	ck_assert_msg(buf != NULL, "cannot read %s: %s", path, err.msg);
	return buf;
}

struct fx_graph *
tl_load(const char *rel, struct error *err)
{
	struct fx_graph *g;
	size_t len;
	char *buf = tl_read(rel, &len);

	memset(err, 0, sizeof(*err));
	g = load_graph(buf, len, err);
	free(buf);
	return g;
}

struct fx_graph *
tl_load_text(const char *text)
{
	struct error err = { 0 };
	struct fx_graph *g = load_graph(text, strlen(text), &err);

	ck_assert_msg(g != NULL, "load failed: line %d, column %d: %s",
	    err.line, err.column, err.msg);
	return g;
}

struct module_tree *
tl_modules(const struct fx_graph *g)
{
	struct module_tree *mt = modules_build(g, MODULES_PARTS_ABOVE);

	ck_assert_msg(mt != NULL, "modules_build: out of memory");
	return mt;
}

void
tl_assert_load_error(const char *rel, int line, int column, const char *msg)
{
	struct error err;
	struct fx_graph *g = tl_load(rel, &err);

	ck_assert_msg(g == NULL, "%s loaded", rel);
	ck_assert_str_eq(err.msg, msg);
	ck_assert_msg(err.line == line && err.column == column,
	    "%s: at %d:%d, expected %d:%d", rel, err.line, err.column, line,
	    column);
}

static double
cpu_now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double
best_of_three(void (*fn)(void *ctx, size_t n), void *ctx, size_t n)
{
	double best = 1e30, t0, t;
	int i;

	for (i = 0; i < 3; i++) {
		t0 = cpu_now();
		fn(ctx, n);
		if ((t = cpu_now() - t0) < best)
			best = t;
	}
	return best;
}

double
tl_assert_linear(void (*fn)(void *ctx, size_t n), void *ctx, size_t n,
    double slack_s, double cap_s, const char *what)
{
	double t1 = 0, t2 = 0;
	int i;

	/* Up to three tries: under make check's other tests, the CPU time
	 * of a memory-bound run rises with theirs (4.3x once in a clean
	 * CI, where alone it is 2x); a quadratic one is 4x every time. */
	for (i = 0; i < 3; i++) {
		t1 = best_of_three(fn, ctx, n);
		t2 = best_of_three(fn, ctx, 2 * n);
		if (t2 < 3 * t1 + slack_s)
			break;
	}
	ck_assert_msg(t2 < 3 * t1 + slack_s, "%s: %zu took %.3f s, %zu took "
	    "%.3f s: more than linear", what, n, t1, 2 * n, t2);
	ck_assert_msg(t2 < cap_s * TL_SLOW, "%s: %zu took %.3f s, past %.1f s",
	    what, 2 * n, t2, cap_s * TL_SLOW);
	return t2;
}

int
tl_run(Suite *s)
{
	SRunner *sr = srunner_create(s);
	int failed;

	/* each drawing of a suite is laid out, so that tests comparing two
	 * compare two layouts; the tests of the cache turn it on */
	render_set_cache_mb(0);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

const struct fx_node *
tl_node(const struct fx_graph *g, const char *name)
{
	int64_t i = fx_graph_find(g, name, strlen(name));

	ck_assert_msg(i >= 0, "no node %s", name);
	return &g->nodes[i];
}

char *
tl_read_trace(const char *name, size_t *len)
{
	char rel[512];

	snprintf(rel, sizeof(rel), "%s%s", strchr(name, '/') ? "" : "trace/",
	    name);
	return tl_read(rel, len);
}

char *
tl_render(const char *rel, const char *expand, int format, size_t *len)
{
	struct error err;
	struct fx_graph *g = tl_load(rel, &err);
	struct module_tree *mt;
	struct view_options o;
	char *out = NULL;

	ck_assert_msg(g != NULL, "%s: %s", rel, err.msg);
	mt = tl_modules(g);
	view_options_init(&o);
	if (expand != NULL)
		snprintf(o.expand, sizeof(o.expand), "%s", expand);
	ck_assert_msg(render_graph(g, mt, &o, (enum render_format)format,
	    &out, len, &err) == 0, "%s: %s", rel, err.msg);
	modules_free(mt);
	fx_graph_free(g);
	return out;
}
