/* store: content-addressed graph storage on disk, with atomic writes. */
#ifndef FXVIZ_STORE_H
#define FXVIZ_STORE_H

#include <stddef.h>
#include <stdint.h>

#include "base/digest.h"

struct error;

struct store;

/* Aliases a stored graph keeps, at most: later ones are not kept. */
#define STORE_MAX_ALIASES	16

/* What the header of a stored graph says, beside its bytes. Every string
 * may be NULL (none); all are borrowed. */
struct store_meta {
	const char *name;
	const char *form;	/* the form the bytes were read as
				 * (format/load.h), so they read the same
				 * way again */
	int64_t added;		/* when it was uploaded, Unix seconds; 0:
				 * unknown (store_each gives the file's
				 * time for a file without it) */
	const char *const *aliases;	/* other names it was uploaded under */
	size_t n_aliases;
};

/* Opens (creating it if need be) the store in dir/graphs, and removes the
 * temporary files an interrupted write left. NULL with err filled. */
struct store *store_open(const char *dir, struct error *err);
void store_close(struct store *s);

/* Writes a graph durably: to a temporary file, fsync'd, renamed over
 * graphs/ID, then the directory fsync'd. When it returns 0 the graph
 * survives a crash; until then no reader ever sees half a file. -1 with
 * err filled. Writing an id again (a rename, a new alias) replaces its
 * header the same way. Each string of m is cut to one line of at most 200
 * bytes; aliases past STORE_MAX_ALIASES are dropped. */
int store_put(struct store *s, const char *id, const char *bytes, size_t len,
    const struct store_meta *m, struct error *err);

/* Removes graphs/ID durably. 0, or -1 with err filled (a missing graph
 * is not an error). */
int store_remove(struct store *s, const char *id, struct error *err);

/* Calls fn for every stored graph, in no particular order. fn's buffers
 * (m and its strings included) are valid only during the call; m->added
 * is the file's modification time for a file written before the header
 * had it. A file that cannot be read is skipped
 * with a message on stderr; one that is no stored graph, or whose bytes
 * are not those its id names (cut short, changed), is moved to
 * graphs/damaged/ and counted, so that it never loads as another graph. Returns the number of graphs, or -1 with err
 * filled when the directory cannot be read. */
int store_each(struct store *s, void (*fn)(const char *id, const char *bytes,
    size_t len, const struct store_meta *m, void *ctx), void *ctx,
    struct error *err);

/* Files set aside as damaged by store_each so far. */
size_t store_damaged(const struct store *s);

#endif
