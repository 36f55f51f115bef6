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
#define WARM_MAX	32	/* views pages named, waiting to be drawn */

struct lane;

struct pictures {
	struct registry *graphs;
	struct pool *pool;
	struct metrics *metrics;
	struct cache *cache;
	struct lane *prerender;	/* each new graph's first view, while
				 * nobody waits; NULL until started */
	struct lane *warm;	/* the view a page's address names, before
				 * the page asks; NULL until started */
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

/* ---- the threads that draw views before anyone asks ---------------- */

/* A view queued for a lane: its render_request string, and whom the
 * render is for (see pool_render; NULL: the anonymous client). */
struct job {
	char *key;
	char *client;
};

/* A thread that draws the views queued for it, one at a time, in the
 * order they came. */
struct lane {
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t more;
	struct pictures *p;
	struct job *jobs;	/* a ring of max */
	size_t head, n, max;
	int busy;		/* one is being drawn */
	int stop;
	uint64_t queued, full;	/* views taken; views turned away */
};

/* Whom the prerender's renders are for, to the pool: no address is
 * written so. Its renders go to the pool's background worker, at the
 * lowest CPU priority: a graph just uploaded is drawn before anyone
 * asks, but never slows a view someone waits for (its every node, say,
 * asked for at once). Whoever asks for the view it is drawing waits for
 * that render (the cache runs one render per key), which has every core
 * that requests leave. A warm-up's render is for the client whose page
 * asked for it, as the page's own request would be. */
#define PICTURES_PRERENDER_CLIENT	POOL_BACKGROUND

/* Draws the view j names into the cache, unless its graph (or a kernel
 * view's output code) is gone. */
static void
draw_job(struct pictures *p, const struct job *j)
{
	struct render_request rr;
	struct error err = { 0 };
	struct graph_entry *e, *ec;

	if (render_request_parse(&rr, j->key, strlen(j->key), &err) == -1 ||
	    (e = registry_get(p->graphs, rr.id)) == NULL)
		return;
	if (rr.opt.code[0] == '\0')
		cache_release(pictures_get(p, j->client, e, &rr, &err));
	else if ((ec = registry_get(p->graphs, rr.opt.code)) != NULL) {
		cache_release(pictures_get_diff(p, j->client, e, ec, &rr,
		    &err));
		registry_release(ec);
	}
	registry_release(e);
}

static void *
lane_loop(void *arg)
{
	struct lane *q = arg;
	struct job j;

	pthread_mutex_lock(&q->lock);
	for (;;) {
		while (q->n == 0 && !q->stop)
			pthread_cond_wait(&q->more, &q->lock);
		if (q->stop)
			break;
		j = q->jobs[q->head];
		q->head = (q->head + 1) % q->max;
		q->n--;
		q->busy = 1;
		pthread_mutex_unlock(&q->lock);
		draw_job(q->p, &j);
		free(j.key);
		free(j.client);
		pthread_mutex_lock(&q->lock);
		q->busy = 0;
	}
	pthread_mutex_unlock(&q->lock);
	return NULL;
}

/* Stops q's thread once the view it draws is drawn, and frees q and
 * the views still queued. NULL-safe. */
static void
lane_stop(struct lane *q)
{
	size_t i;

	if (q == NULL)
		return;
	pthread_mutex_lock(&q->lock);
	q->stop = 1;
	pthread_cond_signal(&q->more);
	pthread_mutex_unlock(&q->lock);
	pthread_join(q->thread, NULL);
	pthread_cond_destroy(&q->more);
	pthread_mutex_destroy(&q->lock);
	for (i = 0; i < q->n; i++) {
		free(q->jobs[(q->head + i) % q->max].key);
		free(q->jobs[(q->head + i) % q->max].client);
	}
	free(q->jobs);
	free(q);
}

/* A lane of at most max views waiting, its thread started; NULL with
 * err filled. */
static struct lane *
lane_start(struct pictures *p, size_t max, struct error *err)
{
	struct lane *q = calloc(1, sizeof(*q));

	if (q == NULL || (q->jobs = calloc(max, sizeof(*q->jobs))) == NULL) {
		free(q);
		error_nomem(err);
		return NULL;
	}
	q->p = p;
	q->max = max;
	pthread_mutex_init(&q->lock, NULL);
	pthread_cond_init(&q->more, NULL);
	if (pthread_create(&q->thread, NULL, lane_loop, q) != 0) {
		pthread_cond_destroy(&q->more);
		pthread_mutex_destroy(&q->lock);
		free(q->jobs);
		free(q);
		error_kind_set(err, ERROR_INTERNAL, "cannot start the thread "
		    "that draws views before they are asked for");
		return NULL;
	}
	return q;
}

/* Queues the view rr names for client, unless it is queued already or
 * q is full (counted) or NULL; out of memory, it is left out. */
static void
lane_add(struct lane *q, const struct render_request *rr,
    const char *client)
{
	struct buf key = BUF_INIT;
	char *c = NULL;
	size_t i;

	if (q == NULL || render_request_key(rr, &key) == -1 ||
	    (client != NULL && (c = strdup(client)) == NULL)) {
		buf_free(&key);
		return;
	}
	pthread_mutex_lock(&q->lock);
	for (i = 0; i < q->n; i++)
		if (strcmp(q->jobs[(q->head + i) % q->max].key, key.data) == 0)
			break;
	if (i < q->n) {
		/* queued: drawn once, for whoever asked first */
	} else if (q->n == q->max) {
		q->full++;
	} else {
		q->jobs[(q->head + q->n) % q->max].key = buf_steal(&key, NULL);
		q->jobs[(q->head + q->n) % q->max].client = c;
		c = NULL;
		q->n++;
		q->queued++;
		pthread_cond_signal(&q->more);
	}
	pthread_mutex_unlock(&q->lock);
	free(c);
	buf_free(&key);
}

/* Views q has waiting or being drawn; 0 for NULL. */
static uint64_t
lane_pending(struct lane *q, uint64_t *queued, uint64_t *full)
{
	uint64_t n;

	if (q == NULL)
		return 0;
	pthread_mutex_lock(&q->lock);
	n = q->n + (uint64_t)q->busy;
	if (queued != NULL)
		*queued = q->queued;
	if (full != NULL)
		*full = q->full;
	pthread_mutex_unlock(&q->lock);
	return n;
}

int
pictures_start_ahead(struct pictures *p, struct error *err)
{
	if ((p->prerender = lane_start(p, PRERENDER_MAX, err)) == NULL)
		return -1;
	if ((p->warm = lane_start(p, WARM_MAX, err)) == NULL) {
		lane_stop(p->prerender);
		p->prerender = NULL;
		return -1;
	}
	return 0;
}

void
pictures_prerender(struct pictures *p, const char *id)
{
	struct render_request rr;
	struct error err = { 0 };

	if (render_request_init(&rr, id, "svg", &err) == 0)
		lane_add(p->prerender, &rr, PICTURES_PRERENDER_CLIENT);
}

void
pictures_warm(struct pictures *p, const char *client,
    const struct render_request *rr)
{
	lane_add(p->warm, rr, client);
}

void
pictures_free(struct pictures *p)
{
	if (p == NULL)
		return;
	lane_stop(p->warm);
	lane_stop(p->prerender);
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
	g->prerender_pending = lane_pending(p->prerender, NULL, NULL);
	g->warm_pending = lane_pending(p->warm, &g->views_warmed,
	    &g->views_warm_full);
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
