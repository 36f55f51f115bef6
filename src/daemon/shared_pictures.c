/* shared_pictures: a look-up that gives up quickly, and a writer thread
 * with a bounded queue of render cache entries (each held by a
 * reference until written). A replica stopping waits only for look-ups
 * under way, which the store's own wait bounds. */
#include "config.h"

#include "daemon/shared_pictures.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/digest.h"
#include "base/error.h"
#include "daemon/cache.h"
#include "daemon/store.h"

/* The writer's queue: pictures waiting to be written, at most so many
 * and so many bytes. Past it a picture is not kept: a store that slow
 * is better not asked more. */
#define QUEUE_MAX	32
#define QUEUE_BYTES	((size_t)128 << 20)

struct item {
	char etag[DIGEST_ID_LEN + 1];
	char *key;
	struct cached *c;
};

struct shared_pictures {
	struct store *store;
	size_t max;		/* bytes of a picture kept, at most */
	pthread_mutex_t lock;
	pthread_cond_t more;	/* the queue has one, or stop */
	pthread_cond_t idle;	/* a look-up ended */
	struct item queue[QUEUE_MAX];
	size_t head, n, bytes;
	int looking;		/* look-ups under way */
	int stop;
	int started;		/* the writer runs: join it */
	int said;		/* a failure to write was told, not its end */
	pthread_t writer;
	uint64_t from_store, to_store, dropped;
};

static size_t
size_of(const struct cached *c)
{
	return c->len + c->gz_len;
}

static void
item_free(struct item *it)
{
	cache_release(it->c);
	free(it->key);
	memset(it, 0, sizeof(*it));
}

/* Writes one picture; tells of the first failure of a run of them, and
 * of its end, on stderr. */
static void
write_one(struct shared_pictures *sp, struct item *it)
{
	struct store_picture pic = { it->c->data, it->c->len, it->c->gz,
	    it->c->gz_len };
	struct error err = { 0 };
	int rc = store_picture_put(sp->store, it->etag, it->key, &pic, &err);

	pthread_mutex_lock(&sp->lock);
	if (rc == 0)
		sp->to_store++;
	else
		sp->dropped++;
	if (rc == -1 && !sp->said)
		fprintf(stderr, "fxviz: a picture was not kept in the store "
		    "(drawn again when asked): %s\n", err.msg);
	else if (rc == 0 && sp->said)
		fprintf(stderr, "fxviz: pictures are kept in the store "
		    "again\n");
	sp->said = rc == -1;
	pthread_mutex_unlock(&sp->lock);
}

static void *
writer(void *arg)
{
	struct shared_pictures *sp = arg;
	struct item it;
	size_t size;

	pthread_mutex_lock(&sp->lock);
	for (;;) {
		while (sp->n == 0 && !sp->stop)
			pthread_cond_wait(&sp->more, &sp->lock);
		if (sp->stop)
			break;
		it = sp->queue[sp->head];
		memset(&sp->queue[sp->head], 0, sizeof(it));
		sp->head = (sp->head + 1) % QUEUE_MAX;
		sp->n--;
		pthread_mutex_unlock(&sp->lock);
		size = size_of(it.c);
		write_one(sp, &it);
		item_free(&it);
		pthread_mutex_lock(&sp->lock);
		/* counted until written: the queue's bound holds the bytes
		 * being sent too */
		sp->bytes -= size;
	}
	pthread_mutex_unlock(&sp->lock);
	return NULL;
}

struct shared_pictures *
shared_pictures_new(struct store *store, struct error *err)
{
	struct shared_pictures *sp = calloc(1, sizeof(*sp));

	if (sp == NULL) {
		error_nomem(err);
		return NULL;
	}
	sp->store = store;
	sp->max = store_pictures_bound(store);
	if (sp->max > STORE_PICTURE_MAX)
		sp->max = STORE_PICTURE_MAX;
	pthread_mutex_init(&sp->lock, NULL);
	pthread_cond_init(&sp->more, NULL);
	pthread_cond_init(&sp->idle, NULL);
	if (pthread_create(&sp->writer, NULL, writer, sp) != 0) {
		shared_pictures_free(sp);
		error_kind_set(err, ERROR_INTERNAL, "cannot start the thread "
		    "that keeps pictures in the store");
		return NULL;
	}
	sp->started = 1;
	return sp;
}

void
shared_pictures_stop(struct shared_pictures *sp)
{
	if (sp == NULL)
		return;
	pthread_mutex_lock(&sp->lock);
	sp->stop = 1;
	pthread_cond_broadcast(&sp->more);
	while (sp->looking > 0)
		pthread_cond_wait(&sp->idle, &sp->lock);
	pthread_mutex_unlock(&sp->lock);
	if (sp->started)
		pthread_join(sp->writer, NULL);
	sp->started = 0;
	while (sp->n > 0) {
		item_free(&sp->queue[sp->head]);
		sp->head = (sp->head + 1) % QUEUE_MAX;
		sp->n--;
	}
	sp->bytes = 0;
}

void
shared_pictures_free(struct shared_pictures *sp)
{
	if (sp == NULL)
		return;
	shared_pictures_stop(sp);
	pthread_cond_destroy(&sp->idle);
	pthread_cond_destroy(&sp->more);
	pthread_mutex_destroy(&sp->lock);
	free(sp);
}

int
shared_pictures_get(struct shared_pictures *sp, const char *etag,
    const char *key, struct store_picture *pic)
{
	struct error err = { 0 };
	int found;

	memset(pic, 0, sizeof(*pic));
	pthread_mutex_lock(&sp->lock);
	if (sp->stop) {
		pthread_mutex_unlock(&sp->lock);
		return 0;
	}
	sp->looking++;
	pthread_mutex_unlock(&sp->lock);
	/* A store that fails or does not answer is no answer: the worker
	 * draws it, as it would with no store. */
	found = store_picture_get(sp->store, etag, key, pic, &err) == 1;
	pthread_mutex_lock(&sp->lock);
	if (found)
		sp->from_store++;
	if (--sp->looking == 0 && sp->stop)
		pthread_cond_broadcast(&sp->idle);
	pthread_mutex_unlock(&sp->lock);
	return found;
}

void
shared_pictures_put(struct shared_pictures *sp, const char *etag,
    const char *key, struct cached *c, double seconds)
{
	struct item *it;
	char *k;

	if (!c->ok || seconds < SHARED_PICTURES_MIN_SECONDS ||
	    size_of(c) > sp->max)
		return;
	if ((k = strdup(key)) == NULL)
		return;
	pthread_mutex_lock(&sp->lock);
	if (sp->stop || sp->n == QUEUE_MAX ||
	    sp->bytes + size_of(c) > QUEUE_BYTES) {
		sp->dropped += !sp->stop;
		pthread_mutex_unlock(&sp->lock);
		free(k);
		return;
	}
	it = &sp->queue[(sp->head + sp->n) % QUEUE_MAX];
	snprintf(it->etag, sizeof(it->etag), "%s", etag);
	it->key = k;
	it->c = c;
	cache_hold(c);
	sp->n++;
	sp->bytes += size_of(c);
	pthread_cond_signal(&sp->more);
	pthread_mutex_unlock(&sp->lock);
}

void
shared_pictures_stats(struct shared_pictures *sp,
    struct shared_pictures_stats *st)
{
	memset(st, 0, sizeof(*st));
	if (sp == NULL)
		return;
	pthread_mutex_lock(&sp->lock);
	st->from_store = sp->from_store;
	st->to_store = sp->to_store;
	st->dropped = sp->dropped;
	/* under the lock: once stopped, the store may be closed */
	if (!sp->stop)
		store_pictures_stats(sp->store, &st->store);
	pthread_mutex_unlock(&sp->lock);
}
