/* hash: SipHash-1-3 (Aumasson and Bernstein's SipHash with one round per
 * block and three at the end, as CPython and Rust hash their tables),
 * keyed once per process from getrandom(2). */
#include "config.h"

#include "base/hash.h"

#include <pthread.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#define ROTL(x, b)	(uint64_t)(((x) << (b)) | ((x) >> (64 - (b))))

#define SIPROUND(v0, v1, v2, v3) do {					\
	v0 += v1; v1 = ROTL(v1, 13); v1 ^= v0; v0 = ROTL(v0, 32);	\
	v2 += v3; v3 = ROTL(v3, 16); v3 ^= v2;				\
	v0 += v3; v3 = ROTL(v3, 21); v3 ^= v0;				\
	v2 += v1; v1 = ROTL(v1, 17); v1 ^= v2; v2 = ROTL(v2, 32);	\
} while (0)

static uint64_t
le64(const uint8_t *p)
{
	uint64_t v = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(&v, p, sizeof(v));	/* one load, where the order is the same */
#else
	int i;

	for (i = 7; i >= 0; i--)
		v = v << 8 | p[i];
#endif
	return v;
}

uint64_t
hash_siphash(const uint8_t key[16], const void *in, size_t n)
{
	const uint8_t *p = in, *end = p + (n & ~(size_t)7);
	uint64_t k0 = le64(key), k1 = le64(key + 8), m, b = (uint64_t)n << 56;
	uint64_t v0 = 0x736f6d6570736575ULL ^ k0, v1 = 0x646f72616e646f6dULL ^ k1;
	uint64_t v2 = 0x6c7967656e657261ULL ^ k0, v3 = 0x7465646279746573ULL ^ k1;
	size_t left = n & 7, i;

	for (; p != end; p += 8) {
		m = le64(p);
		v3 ^= m;
		SIPROUND(v0, v1, v2, v3);
		v0 ^= m;
	}
	for (i = 0; i < left; i++)
		b |= (uint64_t)p[i] << (8 * i);
	v3 ^= b;
	SIPROUND(v0, v1, v2, v3);
	v0 ^= b;
	v2 ^= 0xff;
	SIPROUND(v0, v1, v2, v3);
	SIPROUND(v0, v1, v2, v3);
	SIPROUND(v0, v1, v2, v3);
	return v0 ^ v1 ^ v2 ^ v3;
}

static uint8_t key[16];
static pthread_once_t keyed = PTHREAD_ONCE_INIT;

static void
make_key(void)
{
	size_t got = 0;
	ssize_t n;

	while (got < sizeof(key) && (n = getrandom(key + got,
	    sizeof(key) - got, 0)) > 0)
		got += (size_t)n;
	if (got < sizeof(key)) {
		/* No randomness to be had: still a key no input can know
		 * ahead of the process's start. */
		struct timespec ts;
		uint64_t mix[2];

		clock_gettime(CLOCK_MONOTONIC, &ts);
		mix[0] = (uint64_t)ts.tv_nsec ^ (uint64_t)getpid() << 32;
		mix[1] = (uint64_t)ts.tv_sec ^ (uint64_t)(uintptr_t)&got;
		memcpy(key, mix, sizeof(key));
	}
}

uint32_t
hash_bytes(const char *s, size_t n)
{
	uint64_t h;

	pthread_once(&keyed, make_key);
	h = hash_siphash(key, s, n);
	return (uint32_t)(h ^ h >> 32);
}
