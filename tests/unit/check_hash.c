/* check_hash: SipHash-1-3 as CPython computes it, and keyed per process. */
#include "config.h"

#include <check.h>
#include <stdint.h>
#include <string.h>

#include "base/hash.h"
#include "testlib.h"

/* SipHash-1-3 under the key of zeros, as CPython computes it:
 * PYTHONHASHSEED=0 python3 -c 'print(hash(b"a"))' (sys.hash_info says
 * siphash13), the signed result read as unsigned. */
START_TEST(siphash13_matches_cpython)
{
	static const struct {
		const char *s;
		uint64_t h;
	} vectors[] = {
		{ "a", 0x407448d2b89b1813ULL },
		{ "abcdefgh", 0x3f7b849c0b8e35eaULL },
		{ "abcdefghijklmnopq", 0x61c47e6da27eacccULL },
		{ "relu_17", 0xbd5ee6241d3e58daULL },
	};
	uint8_t key[16] = { 0 };
	size_t i;

	for (i = 0; i < sizeof(vectors) / sizeof(vectors[0]); i++)
		ck_assert_msg(hash_siphash(key, vectors[i].s,
		    strlen(vectors[i].s)) == vectors[i].h, "%s", vectors[i].s);
}
END_TEST

/* FNV-1a, which fxviz used: names chosen to share a slot under it share
 * none under the process's key (one pair suffices to show it is not
 * FNV; the key is secret, so no fixed pair collides). */
static uint32_t
fnv1a(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 16777619u;
	}
	return h;
}

START_TEST(the_table_hash_is_keyed)
{
	static const char *const names[] = { "relu", "add_7", "layer1.0",
		"conv2d", "" };
	size_t i;
	int differ = 0;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		differ += hash_bytes(names[i], strlen(names[i])) !=
		    fnv1a(names[i]);
		/* the same name, the same hash, within a process */
		ck_assert_uint_eq(hash_bytes(names[i], strlen(names[i])),
		    hash_bytes(names[i], strlen(names[i])));
	}
	ck_assert_int_gt(differ, 0);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("hash");
	TCase *tc = tcase_create("hash");

	tcase_add_test(tc, siphash13_matches_cpython);
	tcase_add_test(tc, the_table_hash_is_keyed);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
