/* arena: bump allocation in growing blocks, freed all at once. */
#include "config.h"

#include "base/arena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define ARENA_MIN_BLOCK (64 * 1024)
#define ARENA_ALIGN     16

struct block {
	struct block *next;
	size_t size;	/* bytes usable in data[] */
	size_t used;
	_Alignas(ARENA_ALIGN) unsigned char data[];
};

struct arena {
	struct block *head;
	size_t bytes;
};

struct arena *
arena_new(void)
{
	return calloc(1, sizeof(struct arena));
}

void
arena_free(struct arena *a)
{
	struct block *b, *next;

	if (a == NULL)
		return;
	for (b = a->head; b != NULL; b = next) {
		next = b->next;
		free(b);
	}
	free(a);
}

void *
arena_alloc(struct arena *a, size_t size)
{
	struct block *b = a->head;
	size_t need = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
	void *p;

	if (need < size)
		return NULL;
	if (b == NULL || b->size - b->used < need) {
		size_t bsize = ARENA_MIN_BLOCK;

		/* Blocks double with the arena, so a big graph takes few. */
		if (a->bytes > bsize)
			bsize = a->bytes;
		if (need > bsize)
			bsize = need;
		if (bsize > SIZE_MAX - sizeof(struct block))
			return NULL;
		b = malloc(sizeof(struct block) + bsize);
		if (b == NULL)
			return NULL;
		b->size = bsize;
		b->used = 0;
		b->next = a->head;
		a->head = b;
		a->bytes += sizeof(struct block) + bsize;
	}
	p = b->data + b->used;
	b->used += need;
	memset(p, 0, size);
	return p;
}

char *
arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p;

	if (n == SIZE_MAX || (p = arena_alloc(a, n + 1)) == NULL)
		return NULL;
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
arena_strdup(struct arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

size_t
arena_bytes(const struct arena *a)
{
	return a->bytes;
}
