/* name_index: linear probing over keyed hashes, each kept in its slot, so
 * that growing never hashes a name again and a probe compares hashes
 * before it compares names; grows by doubling; a removal shifts back the
 * slots after it (no tombstones, so probes stay as short as at first). */
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

/* Puts number i, of hash h, in the first free slot of its probe
 * sequence. */
static void
place(struct name_slot *slots, uint32_t size, uint32_t h, uint32_t i)
{
	uint32_t slot = h & (size - 1);

	while (slots[slot].num != 0)
		slot = (slot + 1) & (size - 1);
	slots[slot].num = i + 1;
	slots[slot].hash = h;
}

int
name_index_add(struct name_index *x, uint32_t i)
{
	const char *name = x->name_of(x->owner, i);

	if ((uint64_t)(i + 1) * 2 > x->size) {
		uint32_t size = x->size ? x->size * 2 : 64, j;
		struct name_slot *slots;

		if (size < x->size || (slots = calloc(size, sizeof(*slots))) ==
		    NULL)
			return -1;
		for (j = 0; j < x->size; j++)
			if (x->slots[j].num != 0)
				place(slots, size, x->slots[j].hash,
				    x->slots[j].num - 1);
		free(x->slots);
		x->slots = slots;
		x->size = size;
	}
	place(x->slots, x->size, hash_bytes(name, strlen(name)), i);
	return 0;
}

/* The slot that holds number i, or x->size when none does. */
static uint32_t
slot_of(const struct name_index *x, uint32_t i)
{
	const char *name = x->name_of(x->owner, i);
	uint32_t slot = hash_bytes(name, strlen(name)) & (x->size - 1);

	for (; x->slots[slot].num != 0; slot = (slot + 1) & (x->size - 1))
		if (x->slots[slot].num == i + 1)
			return slot;
	return x->size;
}

void
name_index_remove(struct name_index *x, uint32_t i, uint32_t last)
{
	uint32_t mask = x->size - 1, hole, j, home;

	if (x->size == 0 || (hole = slot_of(x, i)) == x->size)
		return;
	/* Each slot after the hole, up to an empty one, moves into it unless
	 * its probe starts after the hole: then it is found where it is. */
	for (j = (hole + 1) & mask; x->slots[j].num != 0; j = (j + 1) & mask) {
		home = x->slots[j].hash & mask;
		if (((j - home) & mask) >= ((j - hole) & mask)) {
			x->slots[hole] = x->slots[j];
			hole = j;
		}
	}
	x->slots[hole].num = 0;
	if (last != i && (j = slot_of(x, last)) != x->size)
		x->slots[j].num = i + 1;
}

uint32_t
name_index_find(const struct name_index *x, const char *name, size_t n)
{
	uint32_t slot, h;

	if (x->size == 0)
		return NAME_NONE;
	h = hash_bytes(name, n);
	for (slot = h & (x->size - 1); x->slots[slot].num != 0;
	    slot = (slot + 1) & (x->size - 1)) {
		const char *s;

		if (x->slots[slot].hash != h)
			continue;
		s = x->name_of(x->owner, x->slots[slot].num - 1);
		if (strncmp(s, name, n) == 0 && s[n] == '\0')
			return x->slots[slot].num - 1;
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
