/* store: content-addressed graph storage on disk, with atomic writes. */
#ifndef FXVIZ_STORE_H
#define FXVIZ_STORE_H

#include <stddef.h>

struct error;

#define STORE_ID_LEN	24	/* hex digits of SHA-256: 96 bits */

/* The id of some content: the first STORE_ID_LEN hex digits of its
 * SHA-256, NUL-terminated. The same bytes always get the same id. */
void store_id(const char *bytes, size_t len, char id[STORE_ID_LEN + 1]);

/* Whether s is an id: STORE_ID_LEN lowercase hex digits. */
int store_id_valid(const char *s);

struct store;

/* Opens (creating it if need be) the store in dir/graphs, and removes the
 * temporary files an interrupted write left. NULL with err filled. */
struct store *store_open(const char *dir, struct error *err);
void store_close(struct store *s);

/* Writes a graph durably: to a temporary file, fsync'd, renamed over
 * graphs/ID, then the directory fsync'd. When it returns 0 the graph
 * survives a crash; until then no reader ever sees half a file. -1 with
 * err filled. name may be NULL. */
int store_put(struct store *s, const char *id, const char *bytes, size_t len,
    const char *name, struct error *err);

/* Removes graphs/ID durably. 0, or -1 with err filled (a missing graph
 * is not an error). */
int store_remove(struct store *s, const char *id, struct error *err);

/* Calls fn for every stored graph, in no particular order. fn's buffers
 * are valid only during the call. A file that cannot be read is skipped
 * with a message on stderr. Returns the number of graphs, or -1 with err
 * filled when the directory cannot be read. */
int store_each(struct store *s, void (*fn)(const char *id, const char *bytes,
    size_t len, const char *name, void *ctx), void *ctx, struct error *err);

#endif
