/* check_watch: a folder followed through inotify: what is there at the
 * start and what is made later, in folders made later too; a trace
 * handed over up to its last whole event, a text once it is closed or
 * quiet; many small appends read a few times; an overflow rescans. */
#include "config.h"

#include <check.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/error.h"
#include "base/io.h"
#include "daemon/watch.h"
#include "format/trace_tail.h"
#include "testlib.h"

#define DEBOUNCE_MS	100

/* What the watcher handed over: the last length of each path. */
struct seen {
	pthread_mutex_t lock;
	char path[16][256];
	size_t len[16];
	int n, calls;
};

static struct seen seen = { PTHREAD_MUTEX_INITIALIZER, { "" }, { 0 }, 0, 0 };

static void
handed(const char *path, const char *bytes, size_t len, void *ctx)
{
	int i;

	(void)bytes;
	(void)ctx;
	pthread_mutex_lock(&seen.lock);
	seen.calls++;
	for (i = 0; i < seen.n && strcmp(seen.path[i], path) != 0; i++)
		;
	if (i == seen.n && seen.n < 16)
		snprintf(seen.path[seen.n++], sizeof(seen.path[0]), "%s", path);
	if (i < 16)
		seen.len[i] = len;
	pthread_mutex_unlock(&seen.lock);
}

static int
wanted(const char *name)
{
	size_t n = strlen(name);

	return n > 4 && (strcmp(name + n - 4, ".txt") == 0 ||
	    strcmp(name + n - 4, ".log") == 0);
}

/* The length last handed for path (0: none), waiting up to ms for it to
 * be want (0: any). */
static size_t
len_of(const char *path, size_t want, int ms)
{
	int64_t end = io_now_ms() + ms;
	size_t got;
	int i;

	for (;;) {
		got = 0;
		pthread_mutex_lock(&seen.lock);
		for (i = 0; i < seen.n; i++)
			if (strcmp(seen.path[i], path) == 0)
				got = seen.len[i];
		pthread_mutex_unlock(&seen.lock);
		if ((want == 0 ? got > 0 : got == want) || io_now_ms() >= end)
			return got;
		usleep(10000);
	}
}

static char dir[64];

static struct watcher *
start(void)
{
	struct error err = { 0 };
	struct watcher *w;
	struct watch_counts c = { 0 };
	int i;

	pthread_mutex_lock(&seen.lock);
	seen.n = seen.calls = 0;
	pthread_mutex_unlock(&seen.lock);
	w = watch_start(dir, DEBOUNCE_MS, wanted, handed, NULL, &err);
	ck_assert_msg(w != NULL, "%s", err.msg);
	/* Its first look at what is there is over. */
	for (i = 0; i < 200 && c.folders == 0; i++) {
		usleep(10000);
		watch_counts(w, &c);
	}
	ck_assert_uint_gt(c.folders, 0);
	return w;
}

static void
setup(void)
{
	snprintf(dir, sizeof(dir), "/tmp/check_watch.XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void
teardown(void)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

static void
put(const char *rel, const char *text, size_t len)
{
	char path[256];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", dir, rel);
	fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0644);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(write(fd, text, len), (ssize_t)len);
	close(fd);
}

static const char *
at(const char *rel)
{
	static char path[256];

	snprintf(path, sizeof(path), "%s/%s", dir, rel);
	return path;
}

START_TEST(what_is_there_and_what_comes_later_in_new_folders)
{
	static const char g[] = "graph():\n    return ()\n";
	struct watch_counts c;
	struct watcher *w;
	char sub[128];

	put("a.txt", g, sizeof(g) - 1);
	put("skip.bin", g, sizeof(g) - 1);
	w = start();
	ck_assert_uint_eq(len_of(at("a.txt"), 0, 2000), sizeof(g) - 1);
	snprintf(sub, sizeof(sub), "%s/one/two/three", dir);
	ck_assert_int_eq(mkdir(at("one"), 0755), 0);
	ck_assert_int_eq(mkdir(at("one/two"), 0755), 0);
	ck_assert_int_eq(mkdir(sub, 0755), 0);
	put("one/two/three/b.txt", g, sizeof(g) - 1);
	ck_assert_uint_eq(len_of(at("one/two/three/b.txt"), 0, 2000),
	    sizeof(g) - 1);
	ck_assert_uint_eq(len_of(at("skip.bin"), 0, 0), 0);
	watch_counts(w, &c);
	ck_assert_uint_eq(c.folders, 4);
	ck_assert_uint_eq(c.rescans, 0);
	watch_stop(w);
}
END_TEST

START_TEST(a_trace_is_handed_up_to_its_last_whole_event)
{
	size_t len, cut, whole;
	char *t = tl_read("trace/train.log.xz", &len);
	struct watcher *w = start();
	int fd;

	/* In the middle of an event's payload, between two of its lines. */
	for (cut = len / 2; !(t[cut - 1] == '\n' && t[cut] == '\t' &&
	    t[cut + 1] != '\0' && memchr(t + cut, '\n', 200) != NULL &&
	    ((char *)memchr(t + cut, '\n', 200))[1] == '\t'); cut++)
		;
	whole = trace_whole(t, cut);
	ck_assert_uint_lt(whole, cut);
	fd = open(at("trace.log"), O_WRONLY | O_CREAT, 0644);
	ck_assert_int_eq(write(fd, t, cut), (ssize_t)cut);
	/* Kept open, as torch keeps it. */
	ck_assert_uint_eq(len_of(at("trace.log"), whole, 2000), whole);
	usleep(300000);
	ck_assert_uint_eq(len_of(at("trace.log"), 0, 0), whole);
	ck_assert_int_eq(write(fd, t + cut, len - cut), (ssize_t)(len - cut));
	ck_assert_uint_eq(len_of(at("trace.log"), len, 2000), len);
	close(fd);
	watch_stop(w);
	free(t);
}
END_TEST

START_TEST(a_text_waits_until_it_is_closed_or_quiet)
{
	static const char g[] = "graph():\n    %x : [num_users=1] = "
	    "placeholder[target=x]\n    return (x,)\n";
	struct watcher *w = start();
	int fd = open(at("g.txt"), O_WRONLY | O_CREAT, 0644);

	ck_assert_int_eq(write(fd, g, 20), 20);
	usleep(300000);
	ck_assert_uint_eq(len_of(at("g.txt"), 0, 0), 0);
	ck_assert_int_eq(write(fd, g + 20, sizeof(g) - 1 - 20),
	    (ssize_t)(sizeof(g) - 1 - 20));
	close(fd);
	ck_assert_uint_eq(len_of(at("g.txt"), sizeof(g) - 1, 300),
	    sizeof(g) - 1);
	/* Open and quiet: its ended lines once quiet half a second. */
	fd = open(at("h.txt"), O_WRONLY | O_CREAT, 0644);
	ck_assert_int_eq(write(fd, g, sizeof(g) - 5), (ssize_t)(sizeof(g) -
	    5));
	ck_assert_uint_eq(len_of(at("h.txt"), 0, 300), 0);
	ck_assert_uint_eq(len_of(at("h.txt"), 0, 1500),
	    (size_t)((const char *)memrchr(g, '\n', sizeof(g) - 5) - g) + 1);
	close(fd);
	watch_stop(w);
}
END_TEST

START_TEST(many_small_appends_are_read_a_few_times)
{
	size_t len, i;
	char *t = tl_read("trace/train.log.xz", &len);
	struct watch_counts c;
	struct watcher *w = start();
	int64_t t0;
	int fd = open(at("trace.log"), O_WRONLY | O_CREAT, 0644);

	len = len < 200000 ? len : trace_whole(t, 200000);
	t0 = io_now_ms();
	for (i = 0; i < len; i += 100) {
		size_t n = len - i < 100 ? len - i : 100;

		ck_assert_int_eq(write(fd, t + i, n), (ssize_t)n);
		if (i % 2000 == 0)
			usleep(1000);
	}
	ck_assert_uint_eq(len_of(at("trace.log"), len, 3000), len);
	watch_counts(w, &c);
	/* One read a debounce while it grows, and a few more. */
	ck_assert_msg(c.reads <= (unsigned long)((io_now_ms() - t0) /
	    DEBOUNCE_MS) + 3, "%lu reads of %zu writes in %lld ms", c.reads,
	    (len + 99) / 100, (long long)(io_now_ms() - t0));
	ck_assert_uint_lt(c.reads, (len + 99) / 100 / 10);
	close(fd);
	watch_stop(w);
	free(t);
}
END_TEST

START_TEST(an_overflow_rescans_and_misses_nothing)
{
	static const char g[] = "graph():\n    return ()\n";
	struct watch_counts c;
	struct watcher *w;
	int64_t t0;

	setenv("FXVIZ_FAULT", "watch_overflow", 1);
	w = start();
	usleep(100000);
	ck_assert_int_eq(mkdir(at("late"), 0755), 0);
	put("late/x.txt", g, sizeof(g) - 1);
	ck_assert_uint_eq(len_of(at("late/x.txt"), 0, 2000), sizeof(g) - 1);
	watch_counts(w, &c);
	ck_assert_uint_ge(c.rescans, 1);
	t0 = io_now_ms();
	watch_stop(w);
	ck_assert_int_lt(io_now_ms() - t0, 1000);
	unsetenv("FXVIZ_FAULT");
}
END_TEST

START_TEST(no_folder_says_so)
{
	struct error err = { 0 };

	ck_assert_ptr_null(watch_start("/nonexistent/fxviz", DEBOUNCE_MS,
	    wanted, handed, NULL, &err));
	ck_assert_ptr_nonnull(strstr(err.msg, "--watch /nonexistent/fxviz"));
	ck_assert_ptr_null(watch_start("/etc/hostname", DEBOUNCE_MS, wanted,
	    handed, NULL, &err));
	ck_assert_ptr_nonnull(strstr(err.msg, "not a folder"));
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("watch");
	TCase *tc = tcase_create("watch");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, what_is_there_and_what_comes_later_in_new_folders);
	tcase_add_test(tc, a_trace_is_handed_up_to_its_last_whole_event);
	tcase_add_test(tc, a_text_waits_until_it_is_closed_or_quiet);
	tcase_add_test(tc, many_small_appends_are_read_a_few_times);
	tcase_add_test(tc, an_overflow_rescans_and_misses_nothing);
	tcase_add_test(tc, no_folder_says_so);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
