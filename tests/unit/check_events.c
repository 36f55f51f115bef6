/* check_events: the event hub (numbered frames, what a reconnecting
 * client is sent again, its filters and limits, waits that end) and
 * trace_tail (how much of a TORCH_TRACE file torch is writing is whole). */
#include "config.h"

#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/error.h"
#include "base/io.h"
#include "daemon/events.h"
#include "format/trace_tail.h"
#include "testlib.h"

/* Everything s has to read now, as one string (static). */
static const char *
drain(struct events_sub *s)
{
	static char all[65536];
	size_t n = 0;
	ssize_t k;

	while ((k = events_read(s, all + n, sizeof(all) - 1 - n, 0)) > 0)
		n += (size_t)k;
	all[n] = '\0';
	return all;
}

START_TEST(events_go_out_numbered_in_order)
{
	struct events *ev = events_new(8, 4);
	struct error err = { 0 };
	struct events_sub *s = events_subscribe(ev, NULL, 0, &err);
	uint64_t a, b;
	char want[256];

	ck_assert_ptr_nonnull(s);
	a = events_publish(ev, EVENT_GRAPH_ADDED, NULL, "{\"id\":\"x\"}");
	b = events_publish(ev, EVENT_GRAPH_REMOVED, NULL, "{\"id\":\"x\"}");
	ck_assert_uint_eq(b, a + 1);
	snprintf(want, sizeof(want), "id: %llu\nevent: graph_added\ndata: "
	    "{\"id\":\"x\"}\n\nid: %llu\nevent: graph_removed\ndata: "
	    "{\"id\":\"x\"}\n\n", (unsigned long long)a, (unsigned long long)b);
	ck_assert_str_eq(drain(s), want);
	ck_assert_str_eq(drain(s), "");
	/* Data of several lines is several data: lines. */
	a = events_publish(ev, EVENT_RUN_CHANGED, NULL, "{\n\"a\": 1\n}");
	snprintf(want, sizeof(want), "id: %llu\nevent: run_changed\ndata: {\n"
	    "data: \"a\": 1\ndata: }\n\n", (unsigned long long)a);
	ck_assert_str_eq(drain(s), want);
	events_unsubscribe(s);
	events_free(ev);
}
END_TEST

START_TEST(a_client_that_comes_back_gets_what_it_missed)
{
	struct events *ev = events_new(4, 4);
	struct error err = { 0 };
	struct events_sub *s;
	uint64_t id[6];
	char want[64];
	int i;

	for (i = 0; i < 3; i++)
		id[i] = events_publish(ev, EVENT_GRAPH_ADDED, NULL, "{}");
	/* From now: none of the old ones. */
	s = events_subscribe(ev, NULL, 0, &err);
	ck_assert_str_eq(drain(s), "");
	events_unsubscribe(s);
	/* After the first: the second and third. */
	s = events_subscribe(ev, NULL, id[0], &err);
	ck_assert_ptr_nonnull(strstr(drain(s), "event: graph_added"));
	events_unsubscribe(s);
	snprintf(want, sizeof(want), "id: %llu\n", (unsigned long long)id[1]);
	s = events_subscribe(ev, NULL, id[0], &err);
	{
		const char *all = drain(s);

		ck_assert_ptr_nonnull(strstr(all, want));
		snprintf(want, sizeof(want), "id: %llu\n",
		    (unsigned long long)id[0]);
		ck_assert_ptr_null(strstr(all, want));
		ck_assert_ptr_null(strstr(all, "reset"));
	}
	events_unsubscribe(s);
	/* Up to date: nothing. */
	s = events_subscribe(ev, NULL, id[2], &err);
	ck_assert_str_eq(drain(s), "");
	events_unsubscribe(s);
	/* Older than the ring keeps (4): a reset, then what comes. */
	for (i = 3; i < 6; i++)
		id[i] = events_publish(ev, EVENT_GRAPH_ADDED, NULL, "{}");
	s = events_subscribe(ev, NULL, id[0], &err);
	ck_assert_ptr_nonnull(strstr(drain(s), "event: reset\n"));
	events_publish(ev, EVENT_GRAPH_REMOVED, NULL, "{}");
	ck_assert_ptr_nonnull(strstr(drain(s), "event: graph_removed\n"));
	events_unsubscribe(s);
	/* An id this hub never gave (another run of the server's): reset. */
	s = events_subscribe(ev, NULL, id[5] + 100, &err);
	ck_assert_ptr_nonnull(strstr(drain(s), "event: reset\n"));
	events_unsubscribe(s);
	s = events_subscribe(ev, NULL, 7, &err);
	ck_assert_ptr_nonnull(strstr(drain(s), "event: reset\n"));
	events_unsubscribe(s);
	events_free(ev);
}
END_TEST

START_TEST(a_slow_reader_the_ring_passed_is_reset)
{
	struct events *ev = events_new(2, 4);
	struct error err = { 0 };
	struct events_sub *s = events_subscribe(ev, NULL, 0, &err);
	const char *all;
	int i;

	for (i = 0; i < 5; i++)
		events_publish(ev, EVENT_GRAPH_ADDED, NULL, "{}");
	all = drain(s);
	ck_assert_msg(strncmp(all, "id: ", 4) == 0 &&
	    strstr(all, "event: reset\n") != NULL, "%s", all);
	events_unsubscribe(s);
	events_free(ev);
}
END_TEST

START_TEST(a_run_stream_reads_its_run_alone)
{
	struct events *ev = events_new(8, 4);
	struct error err = { 0 };
	struct events_sub *run = events_subscribe(ev, "r1", 0, &err);
	struct events_sub *all = events_subscribe(ev, NULL, 0, &err);
	const char *got;

	events_publish(ev, EVENT_GRAPH_ADDED, NULL, "{\"n\":1}");
	events_publish(ev, EVENT_RUN_CHANGED, "r2", "{\"n\":2}");
	events_publish(ev, EVENT_RUN_CHANGED, "r1", "{\"n\":3}");
	got = drain(run);
	ck_assert_ptr_null(strstr(got, "\"n\":1"));
	ck_assert_ptr_null(strstr(got, "\"n\":2"));
	ck_assert_ptr_nonnull(strstr(got, "\"n\":3"));
	got = drain(all);
	ck_assert_ptr_nonnull(strstr(got, "\"n\":1"));
	ck_assert_ptr_nonnull(strstr(got, "\"n\":2"));
	ck_assert_ptr_nonnull(strstr(got, "\"n\":3"));
	events_unsubscribe(run);
	events_unsubscribe(all);
	events_free(ev);
}
END_TEST

START_TEST(streams_past_the_limit_are_busy)
{
	struct events *ev = events_new(8, 2);
	struct error err = { 0 };
	struct events_sub *a = events_subscribe(ev, NULL, 0, &err);
	struct events_sub *b = events_subscribe(ev, NULL, 0, &err);

	ck_assert_int_eq(events_streams(ev), 2);
	ck_assert_ptr_null(events_subscribe(ev, NULL, 0, &err));
	ck_assert_int_eq(err.kind, ERROR_BUSY);
	ck_assert_ptr_nonnull(strstr(err.msg, "--max-streams"));
	events_unsubscribe(a);
	ck_assert_int_eq(events_streams(ev), 1);
	a = events_subscribe(ev, NULL, 0, &err);
	ck_assert_ptr_nonnull(a);
	events_unsubscribe(a);
	events_unsubscribe(b);
	ck_assert_int_eq(events_streams(ev), 0);
	events_free(ev);
}
END_TEST

START_TEST(a_large_event_goes_out_in_pieces)
{
	struct events *ev = events_new(8, 2);
	struct error err = { 0 };
	struct events_sub *s = events_subscribe(ev, NULL, 0, &err);
	char *json = malloc(1000), piece[100], *got = calloc(1, 2000);
	size_t n = 0;
	ssize_t k;

	memset(json, 'a', 999);
	json[0] = '"';
	json[998] = '"';
	json[999] = '\0';
	events_publish(ev, EVENT_GRAPH_ADDED, NULL, json);
	events_publish(ev, EVENT_GRAPH_REMOVED, NULL, "{}");
	while ((k = events_read(s, piece, sizeof(piece), 0)) > 0) {
		ck_assert_int_le(k, sizeof(piece));
		memcpy(got + n, piece, (size_t)k);
		n += (size_t)k;
	}
	ck_assert_ptr_nonnull(strstr(got, json));
	ck_assert_ptr_nonnull(strstr(got, "\n\nid: "));
	ck_assert_ptr_nonnull(strstr(got, "event: graph_removed\ndata: {}\n\n"));
	free(got);
	free(json);
	events_unsubscribe(s);
	events_free(ev);
}
END_TEST

START_TEST(a_frame_the_ring_drops_midway_is_ended_then_reset)
{
	struct events *ev = events_new(2, 2);
	struct error err = { 0 };
	struct events_sub *s = events_subscribe(ev, NULL, 0, &err);
	char big[600], piece[100];
	const char *rest;
	ssize_t k;
	int i;

	memset(big, 'b', sizeof(big) - 1);
	big[0] = big[sizeof(big) - 2] = '"';
	big[sizeof(big) - 1] = '\0';
	events_publish(ev, EVENT_GRAPH_ADDED, NULL, big);
	k = events_read(s, piece, sizeof(piece), 0);
	ck_assert_int_eq(k, sizeof(piece));	/* a piece of it */
	for (i = 0; i < 3; i++)
		events_publish(ev, EVENT_GRAPH_ADDED, NULL, "{}");
	rest = drain(s);
	ck_assert_msg(strncmp(rest, "\n\nid: ", 6) == 0 &&
	    strstr(rest, "event: reset\n") != NULL, "%s", rest);
	ck_assert_ptr_null(strstr(rest, "bbbb"));
	events_publish(ev, EVENT_GRAPH_REMOVED, NULL, "{}");
	ck_assert_ptr_nonnull(strstr(drain(s), "event: graph_removed\n"));
	events_unsubscribe(s);
	events_free(ev);
}
END_TEST

struct later {
	struct events *ev;
	int close;
};

static void *
publish_later(void *arg)
{
	struct later *l = arg;

	usleep(100000);
	if (l->close)
		events_close(l->ev);
	else
		events_publish(l->ev, EVENT_GRAPH_ADDED, NULL, "{}");
	return NULL;
}

START_TEST(a_wait_ends_on_an_event_a_timeout_or_a_close)
{
	struct events *ev = events_new(8, 2);
	struct error err = { 0 };
	struct events_sub *s = events_subscribe(ev, NULL, 0, &err);
	struct later l = { ev, 0 };
	pthread_t t;
	char buf[256];
	int64_t t0 = io_now_ms();

	ck_assert_int_eq(events_read(s, buf, sizeof(buf), 150), 0);
	ck_assert_int_ge(io_now_ms() - t0, 140);
	pthread_create(&t, NULL, publish_later, &l);
	t0 = io_now_ms();
	ck_assert_int_gt(events_read(s, buf, sizeof(buf), 5000), 0);
	ck_assert_int_lt(io_now_ms() - t0, 2000);
	pthread_join(t, NULL);
	l.close = 1;
	pthread_create(&t, NULL, publish_later, &l);
	t0 = io_now_ms();
	ck_assert_int_eq(events_read(s, buf, sizeof(buf), 5000), -1);
	ck_assert_int_lt(io_now_ms() - t0, 2000);
	pthread_join(t, NULL);
	events_unsubscribe(s);
	events_free(ev);
}
END_TEST

/* ---- trace_tail, on a trace torch wrote ---------------------------- */

START_TEST(a_whole_trace_is_whole)
{
	size_t len;
	char *t = tl_read("trace/train.log.xz", &len);

	ck_assert_uint_eq(trace_whole(t, len), len);
	free(t);
}
END_TEST

START_TEST(a_trace_cut_anywhere_is_whole_up_to_an_event)
{
	size_t len, cut, w, pos, events = 0, payload_cuts = 0;
	char *t = tl_read("trace/train.log.xz", &len);

	/* Every event start is where a prefix is whole, and every cut is
	 * whole up to the last event start before it, or its own end when
	 * an event ends there. */
	for (cut = 0; cut <= len; cut += cut < 20000 ? 1 : 97) {
		w = trace_whole(t, cut);
		ck_assert_uint_le(w, cut);
		ck_assert_msg(w == 0 || w == len || t[w - 1] == '\n',
		    "cut %zu: whole %zu not after a line", cut, w);
		ck_assert_msg(w == 0 || w == len || t[w] != '\t',
		    "cut %zu: whole %zu ends inside a payload", cut, w);
		/* A cut between two payload lines of one event: not whole. */
		if (cut > 0 && cut < len && t[cut - 1] == '\n' &&
		    t[cut] == '\t') {
			ck_assert_uint_lt(w, cut);
			payload_cuts++;
		}
		if (cut > 0 && cut < len && t[cut - 1] == '\n' &&
		    t[cut] != '\t') {
			ck_assert_uint_eq(w, cut);
			events++;
		}
	}
	ck_assert_uint_gt(events, 10);
	ck_assert_uint_gt(payload_cuts, 10);
	/* An event line not ended: the one before is all. */
	for (pos = len - 2; t[pos - 1] != '\n' || t[pos] == '\t'; pos--)
		;
	ck_assert_uint_le(trace_whole(t, pos + 5), pos);
	free(t);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("events");
	TCase *tc = tcase_create("events");

	tcase_add_test(tc, events_go_out_numbered_in_order);
	tcase_add_test(tc, a_client_that_comes_back_gets_what_it_missed);
	tcase_add_test(tc, a_slow_reader_the_ring_passed_is_reset);
	tcase_add_test(tc, a_run_stream_reads_its_run_alone);
	tcase_add_test(tc, streams_past_the_limit_are_busy);
	tcase_add_test(tc, a_large_event_goes_out_in_pieces);
	tcase_add_test(tc, a_frame_the_ring_drops_midway_is_ended_then_reset);
	tcase_add_test(tc, a_wait_ends_on_an_event_a_timeout_or_a_close);
	tcase_add_test(tc, a_whole_trace_is_whole);
	tcase_add_test(tc, a_trace_cut_anywhere_is_whole_up_to_an_event);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
