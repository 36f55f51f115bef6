/* id_set: the ids a scan saw (a store's graphs or runs), added one by
 * one, then asked of in O(log n). */
#ifndef FXVIZ_ID_SET_H
#define FXVIZ_ID_SET_H

#include <stddef.h>

#include "base/digest.h"

struct id_set {
	char (*ids)[DIGEST_ID_LEN + 1];
	size_t n, cap;
	int short_of_memory;	/* an add failed: the set is not all */
};

#define ID_SET_INIT	{ NULL, 0, 0, 0 }

/* Adds id (DIGEST_ID_LEN characters). When out of memory, sets
 * short_of_memory instead: a caller then acts on no absence. */
void id_set_add(struct id_set *s, const char *id);

/* Sorts the ids for id_set_has: once, after the last add. */
void id_set_seal(struct id_set *s);

/* Whether the sealed set holds id. */
int id_set_has(const struct id_set *s, const char *id);

void id_set_free(struct id_set *s);

#endif
