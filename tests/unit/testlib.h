/* testlib: what the Check suites share: test data, loading, running. */
#ifndef FXVIZ_TESTLIB_H
#define FXVIZ_TESTLIB_H

#include <check.h>
#include <stddef.h>

struct error;
struct fx_graph;
struct fx_node;
struct module_tree;

/* The corpus graphs in tests/data/corpus, NULL-terminated. */
extern const char *const tl_corpus[];

/* Reads tests/data/REL (under $top_srcdir), through xz -dc when REL ends
 * in ".xz"; fails the test if it cannot. The buffer is NUL-terminated;
 * free it. */
char *tl_read(const char *rel, size_t *len);

/* Loads tests/data/REL with load_graph; NULL with err filled. */
struct fx_graph *tl_load(const char *rel, struct error *err);

/* Loads text given inline; fails the test with the error if it cannot. */
struct fx_graph *tl_load_text(const char *text);

/* g's node called name; fails the test when there is none. */
const struct fx_node *tl_node(const struct fx_graph *g, const char *name);

/* g's module tree, built as fxviz builds it once for each graph it loads
 * (MODULES_PARTS_ABOVE); fails the test when out of memory. Free it with
 * modules_free, before g. */
struct module_tree *tl_modules(const struct fx_graph *g);

/* tests/data/REL drawn in format (enum render_format) as fxviz draws it,
 * every module open when expand is "*" (NULL: the default view); fails
 * the test if it cannot. NUL-terminated; free it. */
char *tl_render(const char *rel, const char *expand, int format,
    size_t *len);

/* Loads tests/data/REL and fails the test unless the load fails with
 * exactly msg at line and column (0, 0 when no place applies). */
void tl_assert_load_error(const char *rel, int line, int column,
    const char *msg);

/* How many times slower than a plain build this one draws: a test's
 * render time limits are multiplied by it. Under AddressSanitizer the
 * render workers, built the same way, take about three times as long,
 * and a loaded machine would push a quick render past a limit meant for
 * a plain build. */
#if defined(__SANITIZE_ADDRESS__)
#define TL_ASAN	1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TL_ASAN	1
#endif
#endif
#ifdef TL_ASAN
#define TL_SLOW	3
#else
#define TL_SLOW	1
#endif

/* Work that grows at most linearly with its input: fn(ctx, n) is timed
 * (CPU time of this process, the best of three, so that other work on the
 * machine counts little) at n and at 2n, up to three times over, and the
 * test fails unless 2n once takes less than three times as long as n (a
 * quadratic cost takes four each time; fn must do n's work for n, not
 * what it kept of a larger n),
 * give or take slack_s, and less than cap_s (times TL_SLOW). what names
 * the work in the failure. Returns the seconds 2n took. */
double tl_assert_linear(void (*fn)(void *ctx, size_t n), void *ctx, size_t n,
    double slack_s, double cap_s, const char *what);

/* Runs the suite and returns the exit status for the test harness. */
int tl_run(Suite *s);

/* tests/data/trace/NAME (or data/NAME when NAME has a '/'), through
 * xz -dc when it ends in .xz; NUL-terminated, free it. */
char *tl_read_trace(const char *name, size_t *len);

#endif
