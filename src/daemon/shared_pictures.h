/* shared_pictures: pictures kept in a shared store (PostgreSQL) for the
 * other replicas: looked up when the render cache misses, before a
 * worker draws one, and written by a thread of their own, so that no
 * request waits for the store to take one. */
#ifndef FXVIZ_SHARED_PICTURES_H
#define FXVIZ_SHARED_PICTURES_H

#include <stdint.h>

#include "daemon/stored.h"

struct cached;
struct error;
struct store;

/* A render quicker than this is not kept: a graph of a few nodes is
 * drawn in 3 ms, its row read back in 1 ms, and its write is a load on
 * the store the others share; mobilenet_v2 is drawn in 18 ms and read
 * back in 2. */
#define SHARED_PICTURES_MIN_SECONDS	0.005

struct shared_pictures;

struct shared_pictures_stats {
	uint64_t from_store;	/* pictures read from the store */
	uint64_t to_store;	/* pictures written to it */
	uint64_t dropped;	/* not written: the queue was full, or the
				 * store failed */
	struct store_pictures_stats store;
};

/* Pictures kept in store (borrowed, one that keeps them:
 * store_pictures_bound; it must outlive them until shared_pictures_stop),
 * with their writer started. NULL with err filled. */
struct shared_pictures *shared_pictures_new(struct store *store,
    struct error *err);

/* Ends the writer (what it has not written is let go) and waits for the
 * look-ups under way: from then on, none reaches the store, which may
 * then be closed. NULL-safe. */
void shared_pictures_stop(struct shared_pictures *sp);

/* Stops, then frees. NULL-safe. */
void shared_pictures_free(struct shared_pictures *sp);

/* The picture key names, under its ETag's digest etag, if the store
 * keeps a good one: 1 with pic filled (the caller's: store_picture_free);
 * else 0 with pic empty, whatever the reason (none, damaged, the store
 * not answering within a second, stopped): draw it. */
int shared_pictures_get(struct shared_pictures *sp, const char *etag,
    const char *key, struct store_picture *pic);

/* Queues c (a successful render of key that took seconds; a reference
 * is taken) to be written to the store under etag, unless it was cheap,
 * is past STORE_PICTURE_MAX or the store's bound, or the queue is full.
 * Never waits. */
void shared_pictures_put(struct shared_pictures *sp, const char *etag,
    const char *key, struct cached *c, double seconds);

void shared_pictures_stats(struct shared_pictures *sp,
    struct shared_pictures_stats *st);

#endif
