/* pictures: one way a picture gets made. A request's render_request
 * string is its cache key and its ETag's seed; a miss that this request
 * owns goes to a worker (or, for fxviz JSON, to the JSON writer), and its
 * answer fills the cache for everyone waiting. */
#include "config.h"

#include "daemon/pictures.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/digest.h"
#include "base/error.h"
#include "daemon/cache.h"
#include "daemon/metrics.h"
#include "daemon/pool.h"
#include "daemon/registry.h"
#include "daemon/shared_pictures.h"
#include "daemon/store.h"
#include "draw/revision.h"
#include "format/write_diff.h"
#include "model/diff.h"
#include "daemon/render_request.h"
#include "draw/view.h"
#include "format/write_json.h"
#include "model/graph.h"
#include "model/modules.h"

#define FAILED_KEEP_MS	60000	/* a view past the time limit, or one that
				 * crashed its worker, remembered */
#define PRERENDER_MAX	1024	/* graphs waiting for a first render */

/* A thread that renders each new graph's first view while nobody waits. */
struct prerender {
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t more;
	char (*ids)[DIGEST_ID_LEN + 1];
	size_t head, n;
	int busy;	/* one is being rendered */
	int stop;
};

struct pictures {
	struct registry *graphs;
	struct pool *pool;
	struct metrics *metrics;
	struct cache *cache;
	struct prerender *prerender;	/* NULL until started */
	struct shared_pictures *shared;	/* NULL: the store keeps none */
};

struct pictures *
pictures_new(struct registry *graphs, struct pool *pool,
    struct metrics *metrics, size_t cache_bytes, struct error *err)
{
	struct pictures *p = calloc(1, sizeof(*p));

	if (p == NULL || (p->cache = cache_new(cache_bytes)) == NULL) {
		free(p);
		error_nomem(err);
		return NULL;
	}
	p->graphs = graphs;
	p->pool = pool;
	p->metrics = metrics;
	return p;
}

int
pictures_share(struct pictures *p, struct store *store, struct error *err)
{
	if (store_pictures_bound(store) == 0)
		return 0;
	return (p->shared = shared_pictures_new(store, err)) != NULL ? 0 : -1;
}

void
pictures_unshare(struct pictures *p)
{
	if (p != NULL)
		shared_pictures_stop(p->shared);
}

/* The digest the strong ETag of rr quotes. 0, or -1 when out of
 * memory. */
static int
etag_id(const struct render_request *rr, char id[DIGEST_ID_LEN + 1])
{
	struct buf b = BUF_INIT;

	buf_adds(&b, DRAW_VERSION " ");
	if (render_request_key(rr, &b) == -1) {
		buf_free(&b);
		return -1;
	}
	digest_id(b.data, b.len, id);
	buf_free(&b);
	return 0;
}

int
pictures_etag(const struct render_request *rr, char etag[PICTURES_ETAG_SIZE])
{
	char id[DIGEST_ID_LEN + 1];

	if (etag_id(rr, id) == -1)
		return -1;
	snprintf(etag, PICTURES_ETAG_SIZE, "\"%s\"", id);
	return 0;
}

/* A render this request owns, found in the store as another replica
 * drew it: 1 with *out the cache's entry (NULL when out of memory; the
 * render is ended either way), 0 when the store has none. Its ETag is
 * the same on both replicas, and so now are its bytes. */
static int
from_store(struct pictures *p, const struct render_request *rr,
    const char *key, struct cached **out)
{
	char id[DIGEST_ID_LEN + 1];
	struct store_picture pic;

	if (p->shared == NULL || etag_id(rr, id) == -1 ||
	    !shared_pictures_get(p->shared, id, key, &pic))
		return 0;
	*out = cache_fill_gz(p->cache, key, pic.data, pic.len, pic.gz,
	    pic.gz_len, render_request_mime(rr));
	return 1;
}

/* Hands c, a worker's render of key that took seconds, to the store
 * for the other replicas, unless its graph (or either of a diff's, eb
 * not NULL) was deleted meanwhile. Returns c. */
static struct cached *
to_store(struct pictures *p, struct graph_entry *e, struct graph_entry *eb,
    const struct render_request *rr, const char *key, struct cached *c,
    double seconds)
{
	char id[DIGEST_ID_LEN + 1];

	if (c != NULL && p->shared != NULL && !registry_removed(e) &&
	    (eb == NULL || !registry_removed(eb)) && etag_id(rr, id) == 0)
		shared_pictures_put(p->shared, id, key, c, seconds);
	return c;
}

/* The fxviz JSON of e's graph, or of the sub-graph rr->opt.sub names
 * (with a module tree built for it now), malloc'd; NULL with err
 * filled. */
static char *
write_json(struct graph_entry *e, const struct render_request *rr,
    size_t *len, struct error *err)
{
	const struct fx_graph *g = e->graph;
	struct module_tree *mt = NULL;
	char *json = NULL, *name = NULL;

	if (rr->opt.sub[0] != '\0' &&
	    ((g = view_sub_graph(e->graph, rr->opt.sub, err)) == NULL ||
	    (mt = modules_build(g, MODULES_PARTS_ABOVE)) == NULL)) {
		if (g != NULL)
			error_nomem(err);
		return NULL;
	}
	if (g == e->graph)
		name = registry_name_copy(e);
	if ((g == e->graph && name == NULL) ||
	    (json = json_write_graph_as(g, e->id, g == e->graph ? name :
	    g->name, mt ? mt : e->modules, 0, len)) == NULL)
		error_nomem(err);
	free(name);
	modules_free(mt);
	return json;
}

/* A render this request owns: made, and handed to the cache, which gives
 * it to everyone waiting for key. */
static struct cached *
produce(struct pictures *p, const char *client, struct graph_entry *e,
    const struct render_request *rr, const char *key)
{
	struct pool_result r;
	const char *mime = render_request_mime(rr);
	struct cached *c;
	int keep = 0;

	memset(&r, 0, sizeof(r));
	/* Deleted since this request found it: a render now would put its
	 * picture back after pictures_forget. */
	if (registry_removed(e)) {
		error_kind_set(&r.err, ERROR_NOT_FOUND, "graph %s was deleted",
		    e->id);
	} else if (rr->json) {
		char *json = write_json(e, rr, &r.len, &r.err);

		if (json != NULL)
			return cache_fill(p->cache, key, json, r.len, mime, 1);
	} else if (p->pool == NULL) {
		error_kind_set(&r.err, ERROR_UNAVAILABLE, "this server has no "
		    "render workers");
	} else if (from_store(p, rr, key, &c)) {
		return c;
	} else {
		pool_render(p->pool, client, key, strlen(key), e->source,
		    e->source_len, e->graph->form, &r);
		if (r.seconds > 0)	/* a worker had the job */
			metrics_render(p->metrics, r.seconds, r.ok);
		if (r.ok)
			return to_store(p, e, NULL, rr, key, cache_fill(p->cache,
			    key, r.data, r.len, mime, rr->format != RENDER_PNG),
			    r.seconds);
		/* Asking again at once would only take a worker for the
		 * whole time limit, or crash one, once more. */
		if (r.err.kind == ERROR_TIMEOUT || r.err.kind == ERROR_INTERNAL)
			keep = FAILED_KEEP_MS;
		if (r.err.kind == ERROR_TIMEOUT)
			strncat(r.err.msg, "; a focus view (?focus=NODE&depth=K) "
			    "draws less", sizeof(r.err.msg) -
			    strlen(r.err.msg) - 1);
	}
	return cache_fail(p->cache, key, &r.err, keep);
}

/* A diff's picture or report, made and handed to the cache. */
static struct cached *
produce_diff(struct pictures *p, const char *client, struct graph_entry *e,
    struct graph_entry *eb, const struct render_request *rr,
    const char *key)
{
	struct diff_names names = { e->id, NULL, eb->id, NULL };
	struct buf src = BUF_INIT;
	struct pool_result r;
	struct cached *c;
	struct diff *d;
	int keep = 0;

	memset(&r, 0, sizeof(r));
	if (registry_removed(e) || registry_removed(eb)) {
		error_kind_set(&r.err, ERROR_NOT_FOUND, "graph %s was deleted",
		    registry_removed(e) ? e->id : eb->id);
	} else if (rr->json) {
		char *json = NULL, *a_name, *b_name;

		/* one names lock at a time: two diffs may take them in
		 * either order */
		a_name = registry_name_copy(e);
		b_name = registry_name_copy(eb);
		names.a_name = a_name;
		names.b_name = b_name;
		if (diff_fits(e->graph, eb->graph, &r.err) == -1) {
			/* too big to compare: said, and not remembered */
		} else if (a_name != NULL && b_name != NULL &&
		    (d = diff_new(e->graph, eb->graph)) != NULL) {
			json = diff_write_json(d, &names, &r.len);
			diff_free(d);
		}
		free(a_name);
		free(b_name);
		if (json != NULL)
			return cache_fill(p->cache, key, json, r.len,
			    render_request_mime(rr), 1);
		if (r.err.msg[0] == '\0')
			error_nomem(&r.err);
	} else if (p->pool == NULL) {
		error_kind_set(&r.err, ERROR_UNAVAILABLE, "this server has no "
		    "render workers");
	} else if (from_store(p, rr, key, &c)) {
		return c;
	} else if (render_request_diff_source(&src, e->source, e->source_len,
	    e->graph->form, eb->source, eb->source_len, eb->graph->form) ==
	    -1) {
		error_nomem(&r.err);
	} else {
		pool_render(p->pool, client, key, strlen(key), src.data, src.len,
		    "", &r);
		if (r.seconds > 0)
			metrics_render(p->metrics, r.seconds, r.ok);
		buf_free(&src);
		if (r.ok)
			return to_store(p, e, eb, rr, key, cache_fill(p->cache,
			    key, r.data, r.len, render_request_mime(rr),
			    rr->format != RENDER_PNG), r.seconds);
		if (r.err.kind == ERROR_TIMEOUT || r.err.kind == ERROR_INTERNAL)
			keep = FAILED_KEEP_MS;
	}
	buf_free(&src);
	return cache_fail(p->cache, key, &r.err, keep);
}

struct cached *
pictures_get_diff(struct pictures *p, const char *client,
    struct graph_entry *e, struct graph_entry *eb,
    const struct render_request *rr, struct error *err)
{
	struct buf key = BUF_INIT;
	struct cached *c = NULL;
	int mine = 0;

	if (render_request_key(rr, &key) == 0) {
		c = cache_get(p->cache, key.data, &mine);
		if (c == NULL && mine)
			c = produce_diff(p, client, e, eb, rr, key.data);
	}
	buf_free(&key);
	if (c == NULL)
		error_nomem(err);
	return c;
}

struct cached *
pictures_get(struct pictures *p, const char *client, struct graph_entry *e,
    const struct render_request *rr, struct error *err)
{
	struct buf key = BUF_INIT;
	struct cached *c = NULL;
	int mine = 0;

	if (render_request_key(rr, &key) == 0) {
		c = cache_get(p->cache, key.data, &mine);
		if (c == NULL && mine)
			c = produce(p, client, e, rr, key.data);
	}
	buf_free(&key);
	if (c == NULL)
		error_nomem(err);
	return c;
}

static int
names_graph(const char *key, const void *id)
{
	return render_request_names_graph(key, id, 0);
}

static int
names_graph_json(const char *key, const void *id)
{
	return render_request_names_graph(key, id, 1);
}

void
pictures_forget(struct pictures *p, const char *id)
{
	cache_drop_if(p->cache, names_graph, id);
}

void
pictures_forget_json(struct pictures *p, const char *id)
{
	cache_drop_if(p->cache, names_graph_json, id);
}

/* ---- the prerender thread ------------------------------------------ */

/* Whom the prerender thread's renders are for, to the pool: no address
 * is written so. Its renders go to the pool's background worker, at the
 * lowest CPU priority: a graph just uploaded is drawn before anyone
 * asks, but never slows a view someone waits for (its every node, say,
 * asked for at once). Whoever asks for the view it is drawing waits for
 * that render (the cache runs one render per key), which has every core
 * that requests leave. */
#define PICTURES_PRERENDER_CLIENT	POOL_BACKGROUND

static void
prerender_one(struct pictures *p, const char *id)
{
	struct render_request rr;
	struct error err = { 0 };
	struct graph_entry *e;

	if ((e = registry_get(p->graphs, id)) == NULL)
		return;
	if (render_request_init(&rr, id, "svg", &err) == 0)
		cache_release(pictures_get(p, PICTURES_PRERENDER_CLIENT, e,
		    &rr, &err));
	registry_release(e);
}

static void *
prerender_loop(void *arg)
{
	struct pictures *p = arg;
	struct prerender *q = p->prerender;
	char id[DIGEST_ID_LEN + 1];

	pthread_mutex_lock(&q->lock);
	for (;;) {
		while (q->n == 0 && !q->stop)
			pthread_cond_wait(&q->more, &q->lock);
		if (q->stop)
			break;
		memcpy(id, q->ids[q->head], sizeof(id));
		q->head = (q->head + 1) % PRERENDER_MAX;
		q->n--;
		q->busy = 1;
		pthread_mutex_unlock(&q->lock);
		prerender_one(p, id);
		pthread_mutex_lock(&q->lock);
		q->busy = 0;
	}
	pthread_mutex_unlock(&q->lock);
	return NULL;
}

int
pictures_start_prerender(struct pictures *p, struct error *err)
{
	struct prerender *q = calloc(1, sizeof(*q));

	if (q == NULL || (q->ids = calloc(PRERENDER_MAX, sizeof(*q->ids))) ==
	    NULL) {
		free(q);
		error_nomem(err);
		return -1;
	}
	pthread_mutex_init(&q->lock, NULL);
	pthread_cond_init(&q->more, NULL);
	p->prerender = q;
	if (pthread_create(&q->thread, NULL, prerender_loop, p) != 0) {
		p->prerender = NULL;
		pthread_cond_destroy(&q->more);
		pthread_mutex_destroy(&q->lock);
		free(q->ids);
		free(q);
		error_kind_set(err, ERROR_INTERNAL, "cannot start the prerender "
		    "thread");
		return -1;
	}
	return 0;
}

void
pictures_prerender(struct pictures *p, const char *id)
{
	struct prerender *q = p->prerender;

	if (q == NULL)
		return;
	pthread_mutex_lock(&q->lock);
	if (q->n < PRERENDER_MAX) {
		memcpy(q->ids[(q->head + q->n) % PRERENDER_MAX], id,
		    DIGEST_ID_LEN + 1);
		q->n++;
		pthread_cond_signal(&q->more);
	}
	pthread_mutex_unlock(&q->lock);
}

static int
prerender_pending(struct prerender *q)
{
	int n;

	if (q == NULL)
		return 0;
	pthread_mutex_lock(&q->lock);
	n = (int)q->n + q->busy;
	pthread_mutex_unlock(&q->lock);
	return n;
}

static void
prerender_stop(struct prerender *q)
{
	if (q == NULL)
		return;
	pthread_mutex_lock(&q->lock);
	q->stop = 1;
	pthread_cond_signal(&q->more);
	pthread_mutex_unlock(&q->lock);
	pthread_join(q->thread, NULL);
	pthread_cond_destroy(&q->more);
	pthread_mutex_destroy(&q->lock);
	free(q->ids);
	free(q);
}

void
pictures_free(struct pictures *p)
{
	if (p == NULL)
		return;
	prerender_stop(p->prerender);
	shared_pictures_free(p->shared);
	cache_free(p->cache);
	free(p);
}

void
pictures_gauges(struct pictures *p, struct metrics_gauges *g)
{
	struct pool_stats ps = { 0 };
	struct shared_pictures_stats ss;
	struct cache_stats cs;

	cache_get_stats(p->cache, &cs);
	if (p->pool != NULL)
		pool_stats(p->pool, &ps);
	g->cache_hits = cs.hits;
	g->cache_misses = cs.misses;
	g->cache_shared = cs.renders_shared;
	g->cache_bytes = cs.bytes;
	g->cache_entries = cs.entries;
	g->workers_alive = ps.alive;
	g->workers_rendering = ps.working;
	g->renders_queued = ps.waiting;
	g->render_queue_clients = ps.waiting_clients;
	g->worker_timeouts = ps.timeouts;
	g->worker_busy = ps.busy;
	g->worker_crashes = ps.crashes;
	g->worker_recycled = ps.recycled;
	g->worker_retired = ps.retired;
	g->worker_retried = ps.retried;
	g->segments_laid_out = ps.segments_laid_out;
	g->segments_copied = ps.segments_copied;
	g->segments_cached = ps.segments_cached;
	g->segments_from_folder = ps.segments_from_folder;
	g->layout_cache_bytes = ps.cache_bytes;
	g->prerender_pending = (uint64_t)prerender_pending(p->prerender);
	shared_pictures_stats(p->shared, &ss);
	g->pictures_from_store = ss.from_store;
	g->pictures_to_store = ss.to_store;
	g->pictures_store_dropped = ss.dropped;
	g->pictures_store_damaged = ss.store.damaged;
	g->pictures_store_trimmed = ss.store.trimmed;
	g->pictures_store_bytes = ss.store.bytes;
	g->pictures_store_no_room = ss.store.no_room;
	g->store_emptied = ss.store.emptied;
}
