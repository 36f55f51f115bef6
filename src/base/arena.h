/* arena: one owner for the many small allocations of a loaded graph. */
#ifndef FXVIZ_ARENA_H
#define FXVIZ_ARENA_H

#include <stddef.h>

struct arena;

/* A new, empty arena, or NULL when out of memory. */
struct arena *arena_new(void);

/* Frees every block the arena handed out. NULL-safe. */
void arena_free(struct arena *a);

/* size bytes aligned for any type, zeroed, or NULL when out of memory.
 * Lives until arena_free. */
void *arena_alloc(struct arena *a, size_t size);

/* A NUL-terminated copy of the n bytes at s, or NULL when out of memory. */
char *arena_strndup(struct arena *a, const char *s, size_t n);

/* A NUL-terminated copy of s, or NULL when out of memory. */
char *arena_strdup(struct arena *a, const char *s);

/* Bytes held by the arena, blocks included (for memory figures). */
size_t arena_bytes(const struct arena *a);

#endif
