/* stored: what a store keeps of a graph beside its bytes, and the
 * callbacks that hand stored graphs and changes out; shared by the store
 * (store.h) and its back ends (store_file.h, store_pg.h). */
#ifndef FXVIZ_STORED_H
#define FXVIZ_STORED_H

#include <stddef.h>
#include <stdint.h>

/* Aliases a stored graph keeps, at most: later ones are not kept. */
#define STORE_MAX_ALIASES	16

/* What the store keeps of a graph beside its bytes. Every string may be
 * NULL (none); all are borrowed. */
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

/* Called with one stored graph. Its buffers (m and its strings included)
 * are valid only during the call. */
typedef void store_fn(const char *id, const char *bytes, size_t len,
    const struct store_meta *m, void *ctx);

/* What changed in a shared store. */
enum store_event {
	STORE_PUT,	/* id was written: new, renamed or a new alias */
	STORE_REMOVE,	/* id was removed */
	STORE_RESCAN	/* changes may have been missed: look at all */
};

typedef void store_watch_fn(enum store_event ev, const char *id, void *ctx);

/* A picture a shared store keeps for the replicas (store_picture_get),
 * what the render cache keeps of it: its bytes and their gzip. */
struct store_picture {
	char *data;		/* malloc'd when read; NUL after len */
	size_t len;
	char *gz;		/* gzip of data, or NULL */
	size_t gz_len;
};

/* Frees pic's buffers and empties it. NULL-safe. */
void store_picture_free(struct store_picture *pic);

/* A picture past this (bytes and gzip) is not kept in the store: its
 * row would crowd out dozens of others, and a worker's layout cache and
 * the layout folder spare most of its cost already. */
#define STORE_PICTURE_MAX	((size_t)64 << 20)

/* Pictures a store kept and found, since it opened; bytes is the
 * table's size at its last trim (all replicas'). */
struct store_pictures_stats {
	uint64_t damaged;	/* rows whose bytes were not those their
				 * digest names: removed */
	uint64_t bytes;
	uint64_t trimmed;	/* rows removed for the bound */
	uint64_t no_room;	/* not kept: the disk short of room (the
				 * picture folder) */
	uint64_t emptied;	/* removed, with the layout folder's files,
				 * to store a graph on a full disk */
};

#endif
