/* store: content-addressed graph storage on disk, with atomic writes. */
#ifndef FXVIZ_STORE_H
#define FXVIZ_STORE_H

#include <stddef.h>

#include "base/digest.h"

struct error;

struct store;

/* Opens (creating it if need be) the store in dir/graphs, and removes the
 * temporary files an interrupted write left. NULL with err filled. */
struct store *store_open(const char *dir, struct error *err);
void store_close(struct store *s);

/* Writes a graph durably: to a temporary file, fsync'd, renamed over
 * graphs/ID, then the directory fsync'd. When it returns 0 the graph
 * survives a crash; until then no reader ever sees half a file. -1 with
 * err filled. name may be NULL; so may form, the form the bytes were read
 * as (format/load.h), kept so that they read the same way again. */
int store_put(struct store *s, const char *id, const char *bytes, size_t len,
    const char *name, const char *form, struct error *err);

/* Removes graphs/ID durably. 0, or -1 with err filled (a missing graph
 * is not an error). */
int store_remove(struct store *s, const char *id, struct error *err);

/* Calls fn for every stored graph, in no particular order. fn's buffers
 * are valid only during the call. A file that cannot be read is skipped
 * with a message on stderr; one that is no stored graph, or whose bytes
 * are not those its id names (cut short, changed), is moved to
 * graphs/damaged/ and counted, so that it never loads as another graph. Returns the number of graphs, or -1 with err
 * filled when the directory cannot be read. */
int store_each(struct store *s, void (*fn)(const char *id, const char *bytes,
    size_t len, const char *name, const char *form, void *ctx), void *ctx,
    struct error *err);

/* Files set aside as damaged by store_each so far. */
size_t store_damaged(const struct store *s);

#endif
