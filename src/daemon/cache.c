/* cache: a hash table of rendered answers with an LRU list, a memory
 * bound, and a list of renders under way that later requests wait on. */
#include "config.h"

#include "daemon/cache.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "base/hash.h"
#include "base/io.h"

#define N_BUCKETS	4096

/* A render under way, and the answer its waiters get. */
struct pending {
	char *key;
	int done;
	int dropped;	/* its key was dropped meanwhile: cache nothing */
	int waiters;
	struct cached *result;	/* with a reference per waiter; NULL: retry */
	pthread_cond_t cond;
	struct pending *next;
};

struct cache {
	pthread_mutex_t lock;
	size_t max_bytes, bytes, entries;
	struct cached *buckets[N_BUCKETS];
	struct cached *lru_head, *lru_tail;	/* head: most recent */
	struct pending *pending;
	uint64_t hits, misses, shared;
};

static uint32_t
hash_key(const char *s)
{
	return hash_bytes(s, strlen(s)) % N_BUCKETS;
}

struct cache *
cache_new(size_t max_bytes)
{
	struct cache *c = calloc(1, sizeof(*c));

	if (c == NULL)
		return NULL;
	pthread_mutex_init(&c->lock, NULL);
	c->max_bytes = max_bytes;
	return c;
}

static size_t
cost(const struct cached *e)
{
	return e->len + e->gz_len + strlen(e->key) + sizeof(*e);
}

static void
free_entry(struct cached *e)
{
	free(e->data);
	free(e->gz);
	free(e->key);
	free(e);
}

void
cache_release(struct cached *e)
{
	if (e != NULL && __atomic_sub_fetch(&e->refs, 1, __ATOMIC_ACQ_REL) == 0)
		free_entry(e);
}

void
cache_hold(struct cached *e)
{
	__atomic_add_fetch(&e->refs, 1, __ATOMIC_ACQ_REL);
}

static void
lru_unlink(struct cache *c, struct cached *e)
{
	if (e->lru_prev)
		e->lru_prev->lru_next = e->lru_next;
	else
		c->lru_head = e->lru_next;
	if (e->lru_next)
		e->lru_next->lru_prev = e->lru_prev;
	else
		c->lru_tail = e->lru_prev;
	e->lru_prev = e->lru_next = NULL;
}

static void
lru_push(struct cache *c, struct cached *e)
{
	e->lru_prev = NULL;
	e->lru_next = c->lru_head;
	if (c->lru_head)
		c->lru_head->lru_prev = e;
	c->lru_head = e;
	if (c->lru_tail == NULL)
		c->lru_tail = e;
}

/* Takes e out of the table and the list; drops the table's reference. */
static void
evict(struct cache *c, struct cached *e)
{
	struct cached **p = &c->buckets[hash_key(e->key)];

	while (*p != e)
		p = &(*p)->hash_next;
	*p = e->hash_next;
	lru_unlink(c, e);
	c->bytes -= cost(e);
	c->entries--;
	cache_release(e);
}

void
cache_free(struct cache *c)
{
	if (c == NULL)
		return;
	while (c->lru_tail != NULL)
		evict(c, c->lru_tail);
	pthread_mutex_destroy(&c->lock);
	free(c);
}

static struct cached *
lookup(struct cache *c, const char *key)
{
	struct cached *e;

	for (e = c->buckets[hash_key(key)]; e != NULL; e = e->hash_next)
		if (strcmp(e->key, key) == 0)
			return e;
	return NULL;
}

static struct pending *
find_pending(struct cache *c, const char *key)
{
	struct pending *p;

	for (p = c->pending; p != NULL; p = p->next)
		if (!p->done && strcmp(p->key, key) == 0)
			return p;
	return NULL;
}

static void
unlink_pending(struct cache *c, struct pending *p)
{
	struct pending **pp = &c->pending;

	while (*pp != p)
		pp = &(*pp)->next;
	*pp = p->next;
}

static void
free_pending(struct pending *p)
{
	pthread_cond_destroy(&p->cond);
	free(p->key);
	free(p);
}

struct cached *
cache_get(struct cache *c, const char *key, int *mine)
{
	struct cached *e, *result;
	struct pending *p;

	*mine = 0;
	pthread_mutex_lock(&c->lock);
	for (;;) {
		if ((e = lookup(c, key)) != NULL && e->expires != 0 &&
		    io_now_ms() >= e->expires) {
			evict(c, e);	/* a failure kept long enough */
			e = NULL;
		}
		if (e != NULL) {
			lru_unlink(c, e);
			lru_push(c, e);
			cache_hold(e);
			c->hits++;
			pthread_mutex_unlock(&c->lock);
			return e;
		}
		if ((p = find_pending(c, key)) == NULL)
			break;
		/* Someone renders it: wait for that, not for a render of our
		 * own. */
		p->waiters++;
		while (!p->done)
			pthread_cond_wait(&p->cond, &c->lock);
		result = p->result;
		if (result != NULL)
			cache_hold(result);	/* this request's */
		if (--p->waiters == 0) {
			cache_release(p->result);	/* the pending's own */
			free_pending(p);
		}
		if (result != NULL) {
			c->shared++;
			pthread_mutex_unlock(&c->lock);
			return result;
		}
		/* The render went away without an answer: try again. */
	}
	c->misses++;
	/* The pending record is what a drop marks: no render runs without
	 * one. */
	if ((p = calloc(1, sizeof(*p))) == NULL ||
	    (p->key = strdup(key)) == NULL) {
		free(p);
		pthread_mutex_unlock(&c->lock);
		return NULL;
	}
	pthread_cond_init(&p->cond, NULL);
	p->next = c->pending;
	c->pending = p;
	*mine = 1;
	pthread_mutex_unlock(&c->lock);
	return NULL;
}

/* Whether the render of key under way was dropped while it ran. */
static int
pending_dropped(struct cache *c, const char *key)
{
	struct pending *p = find_pending(c, key);

	return p != NULL && p->dropped;
}

/* Hands result (or NULL: try again) to the waiters of key, if any. */
static void
finish_pending(struct cache *c, const char *key, struct cached *result)
{
	struct pending *p = find_pending(c, key);

	if (p == NULL) {
		cache_release(result);
		return;
	}
	unlink_pending(c, p);
	p->done = 1;
	p->result = result;
	if (p->waiters == 0) {
		cache_release(result);
		free_pending(p);
		return;
	}
	pthread_cond_broadcast(&p->cond);
}

/* zlib's level 4, its first with lazy matching: every node of
 * gpt200_makefx (17.7 MB of SVG) in 139 ms to 2.59 MB, where level 6
 * took 268 ms to 2.39 MB, on the first request's path. */
#define GZIP_LEVEL	4
/* Past this, the second half is compressed on another thread at once,
 * as pigz does: primed with the 32 KB before it, after the first half's
 * sync flush, so that the two make one deflate stream. */
#define GZIP_SPLIT_ABOVE	((size_t)4 << 20)
#define GZIP_WINDOW	32768

/* One raw deflate stream's piece: in[0..len), primed with the dict_len
 * bytes before it, ended by a sync flush or, last, finished. */
struct piece {
	const char *in, *dict;
	size_t len, dict_len;
	int last;
	char *out;		/* malloc'd, or NULL when out of memory */
	size_t out_len;
};

static void *
deflate_piece(void *arg)
{
	struct piece *p = arg;
	size_t cap = p->len / 4 + 1024;
	z_stream z;
	char *grown;

	memset(&z, 0, sizeof(z));
	p->out = NULL;
	if (deflateInit2(&z, GZIP_LEVEL, Z_DEFLATED, -15, 8,
	    Z_DEFAULT_STRATEGY) != Z_OK)
		return NULL;
	if ((p->dict_len > 0 && deflateSetDictionary(&z, (const Bytef *)
	    p->dict, (uInt)p->dict_len) != Z_OK) ||
	    (p->out = malloc(cap)) == NULL)
		goto fail;
	z.next_in = (Bytef *)(uintptr_t)p->in;
	z.avail_in = (uInt)p->len;	/* bodies stay far below 4 GiB */
	for (;;) {
		int rc;

		z.next_out = (Bytef *)p->out + z.total_out;
		z.avail_out = (uInt)(cap - z.total_out);
		rc = deflate(&z, p->last ? Z_FINISH : Z_SYNC_FLUSH);
		if (p->last ? rc == Z_STREAM_END : rc == Z_OK &&
		    z.avail_in == 0 && z.avail_out > 0)
			break;
		if (rc != Z_OK && rc != Z_BUF_ERROR)
			goto fail;
		cap *= 2;
		if ((grown = realloc(p->out, cap)) == NULL)
			goto fail;
		p->out = grown;
	}
	p->out_len = z.total_out;
	deflateEnd(&z);
	return NULL;
fail:
	deflateEnd(&z);
	free(p->out);
	p->out = NULL;
	return NULL;
}

static void
put32(unsigned char *p, uLong v)
{
	p[0] = (unsigned char)v;
	p[1] = (unsigned char)(v >> 8);
	p[2] = (unsigned char)(v >> 16);
	p[3] = (unsigned char)(v >> 24);
}

char *
cache_gzip(const char *data, size_t len, size_t *out_len)
{
	static const unsigned char header[10] = { 0x1f, 0x8b, 8, 0, 0, 0, 0,
	    0, 0, 3 };
	struct piece a, b;
	pthread_t t;
	int threaded = 0;
	size_t half = len > GZIP_SPLIT_ABOVE ? len / 2 : len;
	unsigned char *out;
	uLong crc;

	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	a.in = data;
	a.len = half;
	a.last = half == len;
	b.in = data + half;
	b.len = len - half;
	b.dict = data + half - (half < GZIP_WINDOW ? half : GZIP_WINDOW);
	b.dict_len = half < GZIP_WINDOW ? half : GZIP_WINDOW;
	b.last = 1;
	if (!a.last)
		threaded = pthread_create(&t, NULL, deflate_piece, &b) == 0;
	deflate_piece(&a);
	if (threaded)
		pthread_join(t, NULL);
	else if (!a.last)
		deflate_piece(&b);	/* no thread to be had: here */
	out = a.out == NULL || (!a.last && b.out == NULL) ? NULL :
	    malloc(sizeof(header) + a.out_len + b.out_len + 8);
	if (out != NULL) {
		memcpy(out, header, sizeof(header));
		memcpy(out + sizeof(header), a.out, a.out_len);
		if (b.out != NULL)
			memcpy(out + sizeof(header) + a.out_len, b.out,
			    b.out_len);
		crc = crc32(0, (const Bytef *)data, (uInt)half);
		if (!a.last)
			crc = crc32_combine(crc, crc32(0, (const Bytef *)b.in,
			    (uInt)b.len), (z_off_t)b.len);
		*out_len = sizeof(header) + a.out_len + b.out_len + 8;
		put32(out + *out_len - 8, crc);
		put32(out + *out_len - 4, (uLong)(len & 0xffffffffu));
	}
	free(a.out);
	free(b.out);
	return (char *)out;
}

/* Puts e in the table (replacing what was under its key) and keeps the
 * table within its bound; e gets the table's reference. */
static void
insert(struct cache *c, struct cached *e)
{
	struct cached *old = lookup(c, e->key);

	if (old != NULL)
		evict(c, old);
	if (cost(e) > c->max_bytes)
		return;
	cache_hold(e);
	e->hash_next = c->buckets[hash_key(e->key)];
	c->buckets[hash_key(e->key)] = e;
	lru_push(c, e);
	c->bytes += cost(e);
	c->entries++;
	while (c->bytes > c->max_bytes && c->lru_tail != e)
		evict(c, c->lru_tail);
}

struct cached *
cache_fill(struct cache *c, const char *key, char *data, size_t len,
    const char *mime, int gzip)
{
	char *gz = NULL;
	size_t gz_len = 0;

	/* Compress outside the lock: it is the slow part. */
	if (gzip)
		gz = cache_gzip(data, len, &gz_len);
	return cache_fill_gz(c, key, data, len, gz, gz_len, mime);
}

struct cached *
cache_fill_gz(struct cache *c, const char *key, char *data, size_t len,
    char *gz, size_t gz_len, const char *mime)
{
	struct cached *e = calloc(1, sizeof(*e));

	if (e == NULL || (e->key = strdup(key)) == NULL) {
		free(e);
		free(data);
		free(gz);
		pthread_mutex_lock(&c->lock);
		finish_pending(c, key, NULL);
		pthread_mutex_unlock(&c->lock);
		return NULL;
	}
	e->ok = 1;
	e->data = data;
	e->len = len;
	e->gz = gz;
	e->gz_len = gz_len;
	e->mime = mime;
	e->refs = 1;	/* the caller's */
	pthread_mutex_lock(&c->lock);
	if (!pending_dropped(c, key))
		insert(c, e);
	cache_hold(e);	/* the waiters' */
	finish_pending(c, key, e);
	pthread_mutex_unlock(&c->lock);
	return e;
}

struct cached *
cache_fail(struct cache *c, const char *key, const struct error *err,
    int keep_ms)
{
	struct cached *e = calloc(1, sizeof(*e));

	if (e != NULL) {
		e->kind = err->kind;
		e->line = err->line;
		e->column = err->column;
		e->data = strdup(err->msg);
		e->len = e->data ? strlen(err->msg) : 0;
		e->key = strdup(key);
		e->mime = "text/plain; charset=utf-8";
		e->refs = 1;	/* the caller's */
		if (e->data == NULL || e->key == NULL) {
			free_entry(e);
			e = NULL;
		}
	}
	pthread_mutex_lock(&c->lock);
	if (e != NULL && keep_ms > 0 && !pending_dropped(c, key)) {
		e->expires = io_now_ms() + keep_ms;
		insert(c, e);
	}
	if (e != NULL)
		cache_hold(e);	/* the waiters' */
	finish_pending(c, key, e);
	pthread_mutex_unlock(&c->lock);
	return e;
}

static int
has_prefix(const char *key, const void *prefix)
{
	return strncmp(key, prefix, strlen(prefix)) == 0;
}

void
cache_drop(struct cache *c, const char *prefix)
{
	cache_drop_if(c, has_prefix, prefix);
}

void
cache_drop_if(struct cache *c, int (*match)(const char *key,
    const void *arg), const void *arg)
{
	struct cached *e, *next;
	struct pending *p;

	pthread_mutex_lock(&c->lock);
	for (e = c->lru_head; e != NULL; e = next) {
		next = e->lru_next;
		if (match(e->key, arg))
			evict(c, e);
	}
	for (p = c->pending; p != NULL; p = p->next)
		if (match(p->key, arg))
			p->dropped = 1;
	pthread_mutex_unlock(&c->lock);
}

void
cache_get_stats(struct cache *c, struct cache_stats *s)
{
	pthread_mutex_lock(&c->lock);
	s->hits = c->hits;
	s->misses = c->misses;
	s->renders_shared = c->shared;
	s->bytes = c->bytes;
	s->entries = c->entries;
	pthread_mutex_unlock(&c->lock);
}
