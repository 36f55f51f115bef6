/* pictures: how the daemon makes a picture of a graph: its key and ETag,
 * the cache, the render workers, and the thread that draws each new
 * graph's first view before anyone asks. */
#ifndef FXVIZ_PICTURES_H
#define FXVIZ_PICTURES_H

#include <stddef.h>
#include <stdint.h>

struct cached;
struct error;
struct graph_entry;
struct metrics;
struct metrics_gauges;
struct pool;
struct registry;
struct render_request;
struct store;

#define PICTURES_ETAG_SIZE	40	/* "\"" + id + "\"" + NUL fits */

struct pictures;

/* Pictures of the graphs in graphs (borrowed), drawn by pool (borrowed;
 * NULL: every picture but JSON answers ERROR_UNAVAILABLE), kept in a
 * cache of cache_bytes. NULL with err filled when out of memory. */
struct pictures *pictures_new(struct registry *graphs, struct pool *pool,
    struct metrics *metrics, size_t cache_bytes, struct error *err);

/* Keeps pictures in store (borrowed) for other replicas, and looks
 * there before drawing one, if it is a store that keeps them
 * (store_pictures_bound): a successful worker's render, not a cheap one
 * (SHARED_PICTURES_MIN_SECONDS), is written to it by a thread of its
 * own. Call before any picture is asked for. 0, or -1 with err filled
 * when that thread cannot start. */
int pictures_share(struct pictures *p, struct store *store,
    struct error *err);

/* Stops using the store (pictures are drawn from then on, the writer's
 * queue is let go), once the look-ups under way end: before the store
 * closes. NULL-safe. */
void pictures_unshare(struct pictures *p);

/* Stops the threads that draw views ahead, if any, and frees the cache.
 * NULL-safe. */
void pictures_free(struct pictures *p);

/* Starts the threads that draw views before anyone asks for them: the
 * prerender's and the warm-up's. 0, or -1 with err filled. */
int pictures_start_ahead(struct pictures *p, struct error *err);

/* The strong ETag of what rr names: a function of the graph's content,
 * the view and this version of fxviz. 0, or -1 when out of memory. */
int pictures_etag(const struct render_request *rr,
    char etag[PICTURES_ETAG_SIZE]);

/* The picture rr names, of e, for client (see pool_render): from the
 * cache, from the render another request runs now, or made here. The entry comes with a reference (see
 * cache.h); it says whether it failed, and why. Only a render past its
 * time limit, or one that crashed its worker or failed in Graphviz, is
 * remembered as failed (for a minute); "busy" and every other failure
 * are tried again by the next request. NULL with err filled when out of
 * memory. */
struct cached *pictures_get(struct pictures *p, const char *client,
    struct graph_entry *e, const struct render_request *rr,
    struct error *err);

/* The same for a diff (rr->id_b set) of e (before) and eb (after): its
 * picture from a worker sent both sources, its JSON report written
 * here. */
struct cached *pictures_get_diff(struct pictures *p, const char *client,
    struct graph_entry *e, struct graph_entry *eb,
    const struct render_request *rr, struct error *err);

/* Queues graph id's default view to be drawn by the prerender thread
 * (nothing when it does not run, or its queue is full). */
void pictures_prerender(struct pictures *p, const char *id);

/* Queues the view rr names to be drawn now for client (borrowed; see
 * pool_render), by the warm-up's thread: a page's address named it,
 * and the page will ask for it once its scripts have come. Nothing
 * when that thread does not run, when rr is queued already, or when
 * its queue is full (counted). */
void pictures_warm(struct pictures *p, const char *client,
    const struct render_request *rr);

/* Forgets every picture of graph id, its diffs with any other graph
 * included, and keeps those being drawn now from coming back when they
 * end: the graph is deleted. */
void pictures_forget(struct pictures *p, const char *id);

/* Drops the cached JSON of graph id, of its sub-graphs and of its diffs'
 * reports, which carry its name: after a rename. */
void pictures_forget_json(struct pictures *p, const char *id);

/* Fills the gauges pictures own: the cache's, the workers', the prerender's
 * and the warm-up's queues'. The others in g are left as they are. */
void pictures_gauges(struct pictures *p, struct metrics_gauges *g);

#endif
