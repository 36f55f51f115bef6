/* name_index: linear probing over FNV-1a hashes; grows by doubling. */
#include "config.h"

#include "base/name_index.h"

#include <stdlib.h>
#include <string.h>

#include "base/hash.h"

void
name_index_init(struct name_index *x, name_of_fn *name_of, const void *owner)
{
	x->slots = NULL;
	x->size = 0;
	x->name_of = name_of;
	x->owner = owner;
}

/* Puts number i in the first free slot of its probe sequence. */
static void
place(uint32_t *slots, uint32_t size, const char *name, uint32_t i)
{
	uint32_t slot = hash_bytes(name, strlen(name)) & (size - 1);

	while (slots[slot] != 0)
		slot = (slot + 1) & (size - 1);
	slots[slot] = i + 1;
}

int
name_index_add(struct name_index *x, uint32_t i)
{
	if ((uint64_t)(i + 1) * 2 > x->size) {
		uint32_t size = x->size ? x->size * 2 : 64, j;
		uint32_t *slots;

		if (size < x->size || (slots = calloc(size, sizeof(*slots))) ==
		    NULL)
			return -1;
		for (j = 0; j < i; j++)
			place(slots, size, x->name_of(x->owner, j), j);
		free(x->slots);
		x->slots = slots;
		x->size = size;
	}
	place(x->slots, x->size, x->name_of(x->owner, i), i);
	return 0;
}

uint32_t
name_index_find(const struct name_index *x, const char *name, size_t n)
{
	uint32_t slot;

	if (x->size == 0)
		return NAME_NONE;
	slot = hash_bytes(name, n) & (x->size - 1);
	while (x->slots[slot] != 0) {
		const char *s = x->name_of(x->owner, x->slots[slot] - 1);

		if (strncmp(s, name, n) == 0 && s[n] == '\0')
			return x->slots[slot] - 1;
		slot = (slot + 1) & (x->size - 1);
	}
	return NAME_NONE;
}

size_t
name_index_bytes(const struct name_index *x)
{
	return x->size * sizeof(*x->slots);
}

void
name_index_free(struct name_index *x)
{
	free(x->slots);
	x->slots = NULL;
	x->size = 0;
}
