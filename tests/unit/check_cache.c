/* check_cache: hits, the memory bound, eviction, gzip, one render shared
 * by every request that asks at once. */
#include "config.h"

#include <check.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "base/error.h"
#include "daemon/cache.h"
#include "daemon/render_request.h"
#include "testlib.h"

/* Ends the render of key the caller owns with a failure of kind. */
static struct cached *
failed(struct cache *c, const char *key, enum error_kind kind,
    const char *msg, int keep_ms)
{
	struct error err = { 0 };

	error_kind_set(&err, kind, "%s", msg);
	return cache_fail(c, key, &err, keep_ms);
}

static struct cached *
fill(struct cache *c, const char *key, const char *text, size_t pad)
{
	char *data = malloc(strlen(text) + pad + 1);
	int mine;

	memset(data, 'x', strlen(text) + pad);
	memcpy(data, text, strlen(text));
	data[strlen(text) + pad] = '\0';
	ck_assert_ptr_null(cache_get(c, key, &mine));
	ck_assert_int_eq(mine, 1);
	return cache_fill(c, key, data, strlen(text) + pad, "text/plain", 0);
}

START_TEST(hit_after_fill)
{
	struct cache *c = cache_new(1 << 20);
	struct cached *e = fill(c, "g/svg", "<svg/>", 0), *again;
	struct cache_stats st;
	int mine;

	ck_assert_int_eq(e->ok, 1);
	again = cache_get(c, "g/svg", &mine);
	ck_assert_ptr_eq(again, e);
	ck_assert_int_eq(mine, 0);
	ck_assert_str_eq(again->data, "<svg/>");
	cache_get_stats(c, &st);
	ck_assert_int_eq(st.hits, 1);
	ck_assert_int_eq(st.misses, 1);
	ck_assert_int_eq(st.entries, 1);
	cache_release(e);
	cache_release(again);
	cache_free(c);
}
END_TEST

START_TEST(bound_evicts_least_recent)
{
	struct cache *c = cache_new(10000);
	struct cached *e;
	struct cache_stats st;
	int mine;

	cache_release(fill(c, "a", "a", 3000));
	cache_release(fill(c, "b", "b", 3000));
	cache_release(cache_get(c, "a", &mine));	/* a is now recent */
	cache_release(fill(c, "c", "c", 3000));
	cache_release(fill(c, "d", "d", 3000));	/* evicts b, then c? */
	cache_get_stats(c, &st);
	ck_assert_uint_le(st.bytes, 10000);
	ck_assert_ptr_nonnull(e = cache_get(c, "a", &mine));
	cache_release(e);
	ck_assert_ptr_null(cache_get(c, "b", &mine));
	ck_assert_int_eq(mine, 1);
	cache_release(failed(c, "b", ERROR_INTERNAL, "x", 0));

	/* Too big to keep, but the caller still gets it. */
	e = fill(c, "huge", "h", 20000);
	ck_assert_int_eq(e->len, 20001);
	cache_release(e);
	ck_assert_ptr_null(cache_get(c, "huge", &mine));
	cache_release(failed(c, "huge", ERROR_INTERNAL, "x", 0));
	cache_free(c);
}
END_TEST

START_TEST(drop_by_prefix)
{
	struct cache *c = cache_new(1 << 20);
	int mine;

	cache_release(fill(c, "g1/svg?x", "1", 0));
	cache_release(fill(c, "g1/png?x", "2", 0));
	cache_release(fill(c, "g2/svg?x", "3", 0));
	cache_drop(c, "g1/");
	ck_assert_ptr_null(cache_get(c, "g1/svg?x", &mine));
	cache_release(failed(c, "g1/svg?x", ERROR_NOT_FOUND, "x", 0));
	cache_release(cache_get(c, "g2/svg?x", &mine));
	ck_assert_int_eq(mine, 0);
	cache_free(c);
}
END_TEST

#define GA	"aaaaaaaaaaaaaaaaaaaaaaaa"
#define GB	"bbbbbbbbbbbbbbbbbbbbbbbb"
#define GC	"cccccccccccccccccccccccc"

static int
names_b(const char *key, const void *json_only)
{
	return render_request_names_graph(key, GB, *(const int *)json_only);
}

/* A graph's keys: its own, and its diffs' on either side; with
 * json_only, the JSON among them (a rename). */
START_TEST(drop_a_graph_and_its_diffs)
{
	static const char *const keys[] = {
		"v1:" GB ".svg?rankdir=TB", "v1:" GB ".json",
		"v1:" GB ".json?sub=x", "v1:" GA "~" GB ".svg?rankdir=TB",
		"v1:" GB "~" GC ".json", "v1:" GA ".svg?focus=" GB,
		"v1:" GA "~" GC ".json", "v1:" GC ".png?x",
	};
	struct cache *c = cache_new(1 << 20);
	struct cache_stats st;
	int json_only = 1, mine;
	size_t i;

	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
		cache_release(fill(c, keys[i], "x", 0));
	cache_drop_if(c, names_b, &json_only);
	cache_get_stats(c, &st);
	ck_assert_int_eq(st.entries, 5);
	cache_release(cache_get(c, "v1:" GA "~" GB ".svg?rankdir=TB", &mine));
	ck_assert_int_eq(mine, 0);
	json_only = 0;
	cache_drop_if(c, names_b, &json_only);
	cache_get_stats(c, &st);
	ck_assert_int_eq(st.entries, 3);
	for (i = 5; i < sizeof(keys) / sizeof(keys[0]); i++) {
		cache_release(cache_get(c, keys[i], &mine));
		ck_assert_msg(mine == 0, "%s dropped", keys[i]);
	}
	cache_free(c);
}
END_TEST

/* A graph deleted while its picture renders: the render ends, its
 * caller (and waiters) get it, and the cache keeps nothing of it. */
START_TEST(a_drop_during_a_render_keeps_it_out)
{
	struct cache *c = cache_new(1 << 20);
	struct cache_stats st;
	struct cached *e;
	int mine;

	ck_assert_ptr_null(cache_get(c, "g1/svg?x", &mine));
	ck_assert_int_eq(mine, 1);
	ck_assert_ptr_null(cache_get(c, "g1/svg?y", &mine));
	ck_assert_int_eq(mine, 1);
	cache_drop(c, "g1/");
	e = cache_fill(c, "g1/svg?x", strdup("<svg/>"), 6, "image/svg+xml", 0);
	ck_assert_ptr_nonnull(e);
	ck_assert_str_eq(e->data, "<svg/>");
	cache_release(e);
	cache_release(failed(c, "g1/svg?y", ERROR_TIMEOUT, "slow", 60000));
	cache_get_stats(c, &st);
	ck_assert_int_eq(st.entries, 0);
	ck_assert_ptr_null(cache_get(c, "g1/svg?x", &mine));
	ck_assert_int_eq(mine, 1);
	cache_release(failed(c, "g1/svg?x", ERROR_INTERNAL, "x", 0));
	ck_assert_ptr_null(cache_get(c, "g1/svg?y", &mine));
	ck_assert_int_eq(mine, 1);
	cache_release(failed(c, "g1/svg?y", ERROR_INTERNAL, "x", 0));
	cache_free(c);
}
END_TEST

START_TEST(gzip_round_trips)
{
	struct cache *c = cache_new(1 << 20);
	char *data = malloc(100000), out[100000];
	struct cached *e;
	uLongf out_len = sizeof(out);
	z_stream z;
	int mine, i;

	for (i = 0; i < 100000; i++)
		data[i] = "<g class=\"node\">"[i % 16];
	ck_assert_ptr_null(cache_get(c, "z", &mine));
	e = cache_fill(c, "z", data, 100000, "image/svg+xml", 1);
	ck_assert_ptr_nonnull(e->gz);
	ck_assert_uint_lt(e->gz_len, 10000);
	memset(&z, 0, sizeof(z));
	ck_assert_int_eq(inflateInit2(&z, 15 + 16), Z_OK);
	z.next_in = (Bytef *)e->gz;
	z.avail_in = (uInt)e->gz_len;
	z.next_out = (Bytef *)out;
	z.avail_out = (uInt)out_len;
	ck_assert_int_eq(inflate(&z, Z_FINISH), Z_STREAM_END);
	ck_assert_int_eq(z.total_out, 100000);
	ck_assert_mem_eq(out, e->data, 100000);
	inflateEnd(&z);
	cache_release(e);
	cache_free(c);
}
END_TEST

struct asker {
	struct cache *c;
	int rendered;	/* this thread was the one to render */
	struct cached *got;
};

static void *
ask(void *arg)
{
	struct asker *a = arg;
	int mine;

	a->got = cache_get(a->c, "slow", &mine);
	if (mine) {
		a->rendered = 1;
		usleep(200000);	/* a slow render: the others arrive now */
		a->got = cache_fill(a->c, "slow", strdup("done"), 4, "text/plain",
		    0);
	}
	return NULL;
}

/* A picture another replica drew comes with its gzip: kept as given, not
 * compressed again (the same bytes as the replica that made them), and
 * counted in the bound like one filled here. */
START_TEST(a_fill_with_its_gzip_keeps_that_gzip)
{
	struct cache *c = cache_new(1 << 20);
	const char *body = "<svg>drawn elsewhere</svg>", *gz = "not zlib's own";
	struct cache_stats st;
	struct cached *e;
	int mine;

	ck_assert_ptr_null(cache_get(c, "v1:a.svg", &mine));
	ck_assert_int_eq(mine, 1);
	e = cache_fill_gz(c, "v1:a.svg", strdup(body), strlen(body),
	    strdup(gz), strlen(gz), "image/svg+xml");
	ck_assert_ptr_nonnull(e);
	cache_release(e);
	e = cache_get(c, "v1:a.svg", &mine);
	ck_assert_ptr_nonnull(e);
	ck_assert_int_eq(mine, 0);
	ck_assert(e->ok);
	ck_assert_ptr_nonnull(e->gz);
	ck_assert_uint_eq(e->gz_len, strlen(gz));
	ck_assert_mem_eq(e->gz, gz, strlen(gz));
	ck_assert_mem_eq(e->data, body, strlen(body));
	ck_assert_str_eq(e->mime, "image/svg+xml");
	cache_release(e);
	/* a PNG's: none */
	ck_assert_ptr_null(cache_get(c, "v1:a.png", &mine));
	e = cache_fill_gz(c, "v1:a.png", strdup("png"), 3, NULL, 0,
	    "image/png");
	ck_assert_ptr_null(e->gz);
	cache_release(e);
	cache_get_stats(c, &st);
	ck_assert_uint_eq(st.entries, 2);
	ck_assert_uint_ge(st.bytes, strlen(body) + strlen(gz) + 3);
	cache_free(c);
}
END_TEST

START_TEST(one_render_serves_all_who_ask)
{
	struct cache *c = cache_new(1 << 20);
	struct asker a[6];
	pthread_t t[6];
	struct cache_stats st;
	int i, renders = 0;

	for (i = 0; i < 6; i++) {
		a[i] = (struct asker){ c, 0, NULL };
		pthread_create(&t[i], NULL, ask, &a[i]);
		if (i == 0)
			usleep(50000);
	}
	for (i = 0; i < 6; i++) {
		pthread_join(t[i], NULL);
		renders += a[i].rendered;
		ck_assert_ptr_nonnull(a[i].got);
		ck_assert_str_eq(a[i].got->data, "done");
		cache_release(a[i].got);
	}
	ck_assert_int_eq(renders, 1);
	cache_get_stats(c, &st);
	ck_assert_int_eq(st.renders_shared + st.hits, 5);
	cache_free(c);
}
END_TEST

static void *
ask_failing(void *arg)
{
	struct asker *a = arg;
	int mine;

	a->got = cache_get(a->c, "bad", &mine);
	if (mine) {
		a->rendered = 1;
		usleep(200000);
		a->got = failed(a->c, "bad", ERROR_BUSY, "too busy", 0);
	}
	return NULL;
}

START_TEST(a_failure_is_shared_not_kept)
{
	struct cache *c = cache_new(1 << 20);
	struct asker a[3];
	pthread_t t[3];
	int i, mine;

	for (i = 0; i < 3; i++) {
		a[i] = (struct asker){ c, 0, NULL };
		pthread_create(&t[i], NULL, ask_failing, &a[i]);
		if (i == 0)
			usleep(50000);
	}
	for (i = 0; i < 3; i++) {
		pthread_join(t[i], NULL);
		ck_assert_ptr_nonnull(a[i].got);
		ck_assert_int_eq(a[i].got->ok, 0);
		ck_assert_int_eq(a[i].got->kind, ERROR_BUSY);
		ck_assert_str_eq(a[i].got->data, "too busy");
		cache_release(a[i].got);
	}
	ck_assert_ptr_null(cache_get(c, "bad", &mine));
	ck_assert_int_eq(mine, 1);	/* the next request tries again */
	cache_release(failed(c, "bad", ERROR_TIMEOUT, "x", 0));
	cache_free(c);
}
END_TEST

START_TEST(a_failure_can_be_kept_a_while)
{
	struct cache *c = cache_new(1 << 20);
	struct cached *e;
	int mine;

	ck_assert_ptr_null(cache_get(c, "slow", &mine));
	cache_release(failed(c, "slow", ERROR_TIMEOUT, "too slow", 300));
	e = cache_get(c, "slow", &mine);	/* remembered: no new render */
	ck_assert_ptr_nonnull(e);
	ck_assert_int_eq(mine, 0);
	ck_assert_int_eq(e->ok, 0);
	ck_assert_int_eq(e->kind, ERROR_TIMEOUT);
	cache_release(e);
	usleep(400000);
	ck_assert_ptr_null(cache_get(c, "slow", &mine));	/* gone */
	ck_assert_int_eq(mine, 1);
	cache_release(failed(c, "slow", ERROR_TIMEOUT, "x", 0));
	cache_free(c);
}
END_TEST

/* Bodies of every size, past the one above which two threads compress
 * its halves: one gzip member that inflates to the bytes, whole (the
 * stream ends where the body does, and gzip's own check agrees), about
 * as small as one thread makes it. */
START_TEST(gzip_in_two_halves_is_one_stream)
{
	static const size_t sizes[] = { 0, 1, 65536, (4u << 20) - 1, 4u << 20,
	    (4u << 20) + 1, 9u << 20 };
	size_t k;

	for (k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
		size_t n = sizes[k], i, gz_len, one_len;
		char *data = malloc(n + 1), *out = malloc(n + 1), *gz, *one;
		uint64_t x = 88172645463325252ULL;
		z_stream z;

		ck_assert(data != NULL && out != NULL);
		/* SVG-like: repeated tags, numbers that vary */
		for (i = 0; i < n; i++) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			data[i] = i % 40 < 30 ? "<path d=\"M12.5,-3.75C\" class=\"e\"/>"[i % 30] :
			    (char)('0' + x % 10);
		}
		gz = cache_gzip(data, n, &gz_len);
		ck_assert_ptr_nonnull(gz);
		memset(&z, 0, sizeof(z));
		ck_assert_int_eq(inflateInit2(&z, 15 + 16), Z_OK);
		z.next_in = (Bytef *)gz;
		z.avail_in = (uInt)gz_len;
		z.next_out = (Bytef *)out;
		z.avail_out = (uInt)n + 1;
		ck_assert_int_eq(inflate(&z, Z_FINISH), Z_STREAM_END);
		ck_assert_uint_eq(z.avail_in, 0);	/* one member, all used */
		ck_assert_uint_eq(z.total_out, n);
		ck_assert(n == 0 || memcmp(out, data, n) == 0);
		inflateEnd(&z);
		/* compressed as well as zlib alone does, within 1% */
		one_len = compressBound((uLong)n) + 32;
		one = malloc(one_len);
		ck_assert_ptr_nonnull(one);
		memset(&z, 0, sizeof(z));
		ck_assert_int_eq(deflateInit2(&z, 4, Z_DEFLATED, 15 + 16, 8,
		    Z_DEFAULT_STRATEGY), Z_OK);
		z.next_in = (Bytef *)data;
		z.avail_in = (uInt)n;
		z.next_out = (Bytef *)one;
		z.avail_out = (uInt)one_len;
		ck_assert_int_eq(deflate(&z, Z_FINISH), Z_STREAM_END);
		ck_assert_msg(gz_len <= z.total_out + z.total_out / 100 + 64,
		    "%zu bytes: %zu gzipped, zlib alone %lu", n, gz_len,
		    z.total_out);
		deflateEnd(&z);
		free(one);
		free(gz);
		free(out);
		free(data);
	}
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("cache");
	TCase *tc = tcase_create("cache");

	tcase_add_test(tc, hit_after_fill);
	tcase_add_test(tc, bound_evicts_least_recent);
	tcase_add_test(tc, drop_by_prefix);
	tcase_add_test(tc, drop_a_graph_and_its_diffs);
	tcase_add_test(tc, a_drop_during_a_render_keeps_it_out);
	tcase_add_test(tc, gzip_round_trips);
	tcase_add_test(tc, gzip_in_two_halves_is_one_stream);
	tcase_add_test(tc, a_fill_with_its_gzip_keeps_that_gzip);
	tcase_add_test(tc, one_render_serves_all_who_ask);
	tcase_add_test(tc, a_failure_is_shared_not_kept);
	tcase_add_test(tc, a_failure_can_be_kept_a_while);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
