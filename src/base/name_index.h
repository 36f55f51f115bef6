/* name_index: an open-addressing index from names to the numbers 0, 1,
 * 2... of what bears them (a graph's nodes, a tree's modules). The names
 * stay with their owner: the index holds numbers, and asks name_of for the
 * name of one. */
#ifndef FXVIZ_NAME_INDEX_H
#define FXVIZ_NAME_INDEX_H

#include <stddef.h>
#include <stdint.h>

#define NAME_NONE	UINT32_MAX

typedef const char *name_of_fn(const void *owner, uint32_t i);

struct name_slot {
	uint32_t num;		/* number + 1; 0: empty */
	uint32_t hash;		/* of its name */
};

struct name_index {
	struct name_slot *slots;
	uint32_t size;		/* a power of two, or 0 */
	name_of_fn *name_of;
	const void *owner;
};

/* An empty index over the names that name_of(owner, i) gives. */
void name_index_init(struct name_index *x, name_of_fn *name_of,
    const void *owner);

/* Adds number i, the next one: 0..i-1 are in, and name_of gives its
 * name. The index stays at most half full, so probes stay short. 0, or -1
 * when out of memory. */
int name_index_add(struct name_index *x, uint32_t i);

/* Takes number i out, and gives the highest number in, last, the number
 * i when it is another: for an owner that moves its last item into the
 * hole i leaves. name_of still names both as before the move; numbers
 * 0..last-1 are in afterwards. */
void name_index_remove(struct name_index *x, uint32_t i, uint32_t last);

/* The number named name[0..n), or NAME_NONE. */
uint32_t name_index_find(const struct name_index *x, const char *name,
    size_t n);

/* Bytes the index holds. */
size_t name_index_bytes(const struct name_index *x);

void name_index_free(struct name_index *x);

#endif
