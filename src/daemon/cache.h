/* cache: rendered output kept in memory, bounded, one render per key. */
#ifndef FXVIZ_CACHE_H
#define FXVIZ_CACHE_H

#include <stddef.h>
#include <stdint.h>

#include "base/error.h"

/* A rendered answer. A successful render is kept in the cache; a failed
 * one is handed to the requests that waited for it, and kept only when
 * the one who failed says so. */
struct cached {
	int ok;
	enum error_kind kind;	/* not ok: the failure's kind, its place, */
	int line, column;	/* and data holds its message */
	char *data;		/* the body */
	size_t len;
	char *gz;		/* gzip of data when compressible, or NULL */
	size_t gz_len;
	const char *mime;	/* static */
	int refs;		/* atomic */
	/* private */
	char *key;
	int64_t expires;	/* monotonic ms after which it is gone; 0 never */
	struct cached *lru_prev, *lru_next, *hash_next;
};

struct cache_stats {
	uint64_t hits, misses, renders_shared;
	size_t bytes, entries;
};

struct cache;

/* A cache holding at most max_bytes of bodies. NULL when out of memory. */
struct cache *cache_new(size_t max_bytes);
void cache_free(struct cache *c);

/* Looks key up. A hit returns the entry with a reference (release it).
 * On a miss, if nobody renders key now, returns NULL with *mine = 1: the
 * caller renders, then calls cache_fill or cache_fail. If another thread
 * renders it, waits for that render and returns its outcome (*mine = 0),
 * so one render serves every request that asks at once. NULL with
 * *mine = 0 when out of memory. */
struct cached *cache_get(struct cache *c, const char *key, int *mine);

/* Ends a render the caller owned: takes data (malloc'd), compresses it
 * when gzip is set, stores it (evicting the least recently used entries
 * past the bound) and wakes waiters. Returns the entry with a reference,
 * or NULL when out of memory (data is freed). */
struct cached *cache_fill(struct cache *c, const char *key, char *data,
    size_t len, const char *mime, int gzip);

/* The same with its gzip made already (gz malloc'd, or NULL: none),
 * as another replica kept it in the store; takes data and gz. */
struct cached *cache_fill_gz(struct cache *c, const char *key, char *data,
    size_t len, char *gz, size_t gz_len, const char *mime);

/* Ends a render that failed: the caller and the waiters get err, kept
 * for keep_ms milliseconds (0: not at all, so the next request tries
 * again). Returns it with a reference for the caller, or NULL when out of
 * memory. */
struct cached *cache_fail(struct cache *c, const char *key,
    const struct error *err, int keep_ms);

void cache_release(struct cached *e);

/* One more reference to e, for a holder that outlives the caller's. */
void cache_hold(struct cached *e);

/* Drops every entry whose key starts with prefix (a deleted graph), and
 * keeps the renders of such keys under way now out of the cache when
 * they end (their waiters still get them). */
void cache_drop(struct cache *c, const char *prefix);

/* The same for every entry whose key match(key, arg) says yes to. match
 * runs under the cache's lock: it must not call the cache. */
void cache_drop_if(struct cache *c, int (*match)(const char *key,
    const void *arg), const void *arg);

void cache_get_stats(struct cache *c, struct cache_stats *s);

/* gzip of data[0..len) into a malloc'd buffer (zlib's level 4; past 4 MB
 * its two halves at once, on two threads, one gzip member); NULL when out
 * of memory. */
char *cache_gzip(const char *data, size_t len, size_t *out_len);

#endif
