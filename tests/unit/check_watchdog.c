/* check_watchdog: each phase of a connection is shut down at its own
 * deadline, and only then; a connection at work, or removed, never; an
 * idle one quietly. */
#include "config.h"

#include <check.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "base/buf.h"
#include "base/io.h"
#include "daemon/metrics.h"
#include "daemon/watchdog.h"
#include "testlib.h"

enum { HEAD, IDLE, BODY, CHUNKED, STALLED, STEADY, REPLY, WORKING,
	REMOVED, N };

static const char *const names[N] = { "a head", "an idle connection",
	"a body of 2 KB, 100 bytes come", "a chunked body, 3 KB at once",
	"a body of 1 MB, 4 KB at once", "a body of 1 MB at 3 KB a second",
	"a reply of 2 KB", "a request at work", "a removed connection" };

/* When each connection is cut, in ms after the start: head_s 1, body_s
 * 1 and min_rate 2 KB. A body must bring 2 KB (or its rest) in every
 * second, measured an eighth of a second apart: the chunked one's 3 KB
 * keep it a window, the one that stalls after 4 KB too; the one that
 * keeps the rate, declaring far more than it will send in the test, is
 * never cut. A reply gets a second plus one per 2 KB. -1: never. */
static const int due[N] = { 1000, 1000, 1000, 1125, 1125, -1, 2000, -1,
	-1 };

START_TEST(each_phase_is_cut_at_its_deadline)
{
	struct watchdog_config cfg = { 1, 1, 2048 };
	struct metrics *m = metrics_new();
	struct watchdog *w;
	struct watch *c[N];
	struct buf b = BUF_INIT;
	int fds[N][2], closed_at[N];
	int64_t start, fed;
	int i;

	ck_assert_ptr_nonnull(m);
	ck_assert_ptr_nonnull(w = watchdog_start(&cfg, m, NULL));
	for (i = 0; i < N; i++) {
		ck_assert_int_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, fds[i]), 0);
		ck_assert_ptr_nonnull(c[i] = watchdog_add(w, fds[i][0],
		    "127.0.0.1"));
		closed_at[i] = -1;
	}
	start = fed = io_now_ms();
	watchdog_body(c[IDLE], 0);
	watchdog_working(c[IDLE]);
	watchdog_idle(c[IDLE]);		/* the next head, from now */
	watchdog_body(c[BODY], 2048);
	watchdog_body_read(c[BODY], 100);	/* within its length: no more time */
	watchdog_body(c[CHUNKED], 0);
	watchdog_body_read(c[CHUNKED], 3072);
	watchdog_body(c[STALLED], 1 << 20);
	watchdog_body_read(c[STALLED], 4096);
	watchdog_body(c[STEADY], 1 << 20);
	watchdog_reply(c[REPLY], 2048);
	watchdog_body(c[WORKING], 0);
	watchdog_working(c[WORKING]);
	watchdog_remove(c[REMOVED]);

	/* The other ends see the shutdown as the end of the stream. */
	while (io_now_ms() - start < 2800) {
		struct pollfd p[N];
		char byte;

		if (io_now_ms() - fed >= 100) {
			watchdog_body_read(c[STEADY], 300);
			fed = io_now_ms();
		}

		for (i = 0; i < N; i++)
			p[i] = (struct pollfd){ closed_at[i] < 0 ? fds[i][1] : -1,
			    POLLIN, 0 };
		if (poll(p, N, 50) <= 0)
			continue;
		for (i = 0; i < N; i++)
			if (p[i].revents != 0 && read(fds[i][1], &byte, 1) <= 0)
				closed_at[i] = (int)(io_now_ms() - start);
	}
	for (i = 0; i < N; i++) {
		if (due[i] < 0)
			ck_assert_msg(closed_at[i] < 0, "%s was cut after %d ms",
			    names[i], closed_at[i]);
		else
			ck_assert_msg(closed_at[i] >= due[i] - 50 &&
			    closed_at[i] <= due[i] + 600, "%s was cut after %d "
			    "ms, not %d", names[i], closed_at[i], due[i]);
	}

	ck_assert_int_eq(metrics_format(m, &(struct metrics_gauges){ 0 }, &b),
	    0);
	ck_assert_ptr_nonnull(strstr(b.data,
	    "fxviz_http_connections_cut_total{phase=\"head\"} 2\n"));
	ck_assert_ptr_nonnull(strstr(b.data,
	    "fxviz_http_connections_cut_total{phase=\"body\"} 3\n"));
	ck_assert_ptr_nonnull(strstr(b.data,
	    "fxviz_http_connections_cut_total{phase=\"reply\"} 1\n"));
	buf_free(&b);

	for (i = 0; i < N; i++) {
		if (i != REMOVED)
			watchdog_remove(c[i]);
		close(fds[i][0]);
		close(fds[i][1]);
	}
	watchdog_stop(w);
	metrics_free(m);
}
END_TEST

/* One end of a TCP connection on loopback into *server, the other
 * returned (the kernel counts the bytes a TCP socket received; a
 * socketpair's it does not). */
static int
tcp_pair(int listener, int *server)
{
	struct sockaddr_in a;
	socklen_t len = sizeof(a);
	int client = socket(AF_INET, SOCK_STREAM, 0);

	ck_assert_int_eq(getsockname(listener, (struct sockaddr *)&a, &len), 0);
	ck_assert_int_eq(connect(client, (struct sockaddr *)&a, len), 0);
	ck_assert_int_ge(*server = accept(listener, NULL, NULL), 0);
	return client;
}

/* Past --header-timeout, a connection on which no byte of a request came
 * (never used; or kept alive, its head due again after an answer) is
 * closed as idle: counted apart, no line in the log. One whose head
 * began is cut as slow, with its line. */
START_TEST(an_idle_connection_is_closed_quietly)
{
	enum { UNUSED, KEPT, BEGUN, M };
	struct watchdog_config cfg = { 1, 1, 2048 };
	struct sockaddr_in any = { 0 };
	struct metrics *m = metrics_new();
	struct buf b = BUF_INIT;
	struct watchdog *w;
	struct watch *c[M];
	char log[] = "/tmp/fxviz-watchdog-XXXXXX", text[512] = "", byte;
	int listener, server[M], client[M], saved, fd, i, open_ends = M;
	int64_t start;
	ssize_t n;

	ck_assert_int_ge(listener = socket(AF_INET, SOCK_STREAM, 0), 0);
	any.sin_family = AF_INET;
	any.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	ck_assert_int_eq(bind(listener, (struct sockaddr *)&any, sizeof(any)),
	    0);
	ck_assert_int_eq(listen(listener, 4), 0);
	for (i = 0; i < M; i++)
		client[i] = tcp_pair(listener, &server[i]);
	/* the log is standard error: into a file for the test */
	ck_assert_int_ge(fd = mkstemp(log), 0);
	fflush(stderr);
	saved = dup(2);
	dup2(fd, 2);
	ck_assert_ptr_nonnull(w = watchdog_start(&cfg, m, NULL));
	ck_assert_int_eq(write(client[KEPT], "GET / HTTP/1.1\r\n\r\n", 18),
	    18);
	usleep(100 * 1000);
	for (i = 0; i < M; i++)
		c[i] = watchdog_add(w, server[i], "127.0.0.1");
	/* KEPT's request was answered: what came before does not count */
	watchdog_body(c[KEPT], 0);
	watchdog_working(c[KEPT]);
	watchdog_reply(c[KEPT], 10);
	watchdog_idle(c[KEPT]);
	ck_assert_int_eq(write(client[BEGUN], "GET /hea", 8), 8);
	start = io_now_ms();
	while (open_ends > 0 && io_now_ms() - start < 3000) {
		struct pollfd p[M];

		for (i = 0; i < M; i++)
			p[i] = (struct pollfd){ client[i], POLLIN, 0 };
		if (poll(p, M, 100) <= 0)
			continue;
		for (i = 0; i < M; i++) {
			if (client[i] < 0 || p[i].revents == 0)
				continue;
			n = read(client[i], &byte, 1);
			ck_assert_msg(n <= 0, "%d was answered", i);
			close(client[i]);
			client[i] = -1;
			open_ends--;
		}
	}
	for (i = 0; i < M; i++)
		watchdog_remove(c[i]);
	watchdog_stop(w);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	ck_assert_int_eq(open_ends, 0);
	ck_assert_int_ge(pread(fd, text, sizeof(text) - 1, 0), 0);
	close(fd);
	unlink(log);
	/* one line, the begun head's */
	ck_assert_str_eq(text, "fxviz: http: 127.0.0.1: closed: no complete "
	    "request head in 1 s\n");
	ck_assert_int_eq(metrics_format(m, &(struct metrics_gauges){ 0 }, &b),
	    0);
	ck_assert_ptr_nonnull(strstr(b.data,
	    "fxviz_http_connections_cut_total{phase=\"head\"} 1\n"));
	ck_assert_ptr_nonnull(strstr(b.data,
	    "fxviz_http_idle_closed_total 2\n"));
	buf_free(&b);
	for (i = 0; i < M; i++)
		close(server[i]);
	close(listener);
	metrics_free(m);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("watchdog");
	TCase *tc = tcase_create("watchdog");

	tcase_set_timeout(tc, 20);
	tcase_add_test(tc, each_phase_is_cut_at_its_deadline);
	tcase_add_test(tc, an_idle_connection_is_closed_quietly);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
