/* hash: FNV-1a, for the name, path and key tables. */
#ifndef FXVIZ_HASH_H
#define FXVIZ_HASH_H

#include <stddef.h>
#include <stdint.h>

static inline uint32_t
hash_bytes(const char *s, size_t n)
{
	uint32_t h = 2166136261u;
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 16777619u;
	}
	return h;
}

#endif
