/* check_hash: SipHash-2-4 as its paper defines it, and keyed per process. */
#include "config.h"

#include <check.h>
#include <stdint.h>
#include <string.h>

#include "base/hash.h"
#include "testlib.h"

/* The paper's vectors: key 00 01 .. 0f, messages 00 01 .. (n-1). */
START_TEST(siphash_matches_the_reference)
{
	static const struct {
		size_t n;
		uint64_t h;
	} vectors[] = {
		{ 0, 0x726fdb47dd0e0e31ULL },
		{ 1, 0x74f839c593dc67fdULL },
		{ 7, 0xab0200f58b01d137ULL },
		{ 8, 0x93f5f5799a932462ULL },
		{ 15, 0xa129ca6149be45e5ULL },
		{ 63, 0x958a324ceb064572ULL },
	};
	uint8_t key[16], msg[64];
	size_t i;

	for (i = 0; i < 16; i++)
		key[i] = (uint8_t)i;
	for (i = 0; i < 64; i++)
		msg[i] = (uint8_t)i;
	for (i = 0; i < sizeof(vectors) / sizeof(vectors[0]); i++)
		ck_assert_msg(hash_siphash(key, msg, vectors[i].n) ==
		    vectors[i].h, "length %zu", vectors[i].n);
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

	tcase_add_test(tc, siphash_matches_the_reference);
	tcase_add_test(tc, the_table_hash_is_keyed);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
