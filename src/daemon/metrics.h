/* metrics: counters for /metrics, in Prometheus' text format. */
#ifndef FXVIZ_METRICS_H
#define FXVIZ_METRICS_H

#include <stdint.h>

struct buf;

struct metrics;

struct metrics *metrics_new(void);
void metrics_free(struct metrics *m);

/* One answered request: its route's name ("graph_svg") and status. */
void metrics_request(struct metrics *m, const char *route, int status);

/* A connection closed for being too slow in a phase: "head", "body" or
 * "reply" (other names are not counted). */
void metrics_connection_cut(struct metrics *m, const char *phase);
/* A connection closed with no byte of a request past --header-timeout:
 * idle, not slow (fxviz_http_idle_closed_total). */
void metrics_connection_idle(struct metrics *m);

/* One render by a worker: seconds from job to answer, and whether it gave
 * an output. */
void metrics_render(struct metrics *m, double seconds, int ok);

/* Gauges and counters owned by other modules, read at scrape time. */
struct metrics_gauges {
	uint64_t cache_hits, cache_misses, cache_shared;
	uint64_t cache_bytes, cache_entries;
	int workers_alive;
	int workers_rendering;		/* with a job now */
	int renders_queued;		/* waiting for a free worker */
	int render_queue_clients;	/* the clients they are for */
	uint64_t worker_timeouts, worker_busy, worker_crashes, worker_recycled;
	uint64_t worker_retired, worker_retried;
	uint64_t segments_laid_out, segments_copied, segments_cached;
	uint64_t segments_from_folder;
	uint64_t layout_cache_bytes;	/* the workers' layout caches */
	uint64_t graphs;
	uint64_t store_damaged;
	uint64_t prerender_pending;
	uint64_t warm_pending;		/* views pages named, to draw */
	uint64_t views_warmed, views_warm_full;
	uint64_t pictures_from_store, pictures_to_store;	/* shared */
	uint64_t pictures_store_dropped, pictures_store_damaged;
	uint64_t pictures_store_trimmed, pictures_store_bytes;
	uint64_t pictures_store_no_room, store_emptied;
	uint64_t event_streams;		/* text/event-stream replies open */
};

/* Appends every metric in the text exposition format. 0, or -1 when out
 * of memory. */
int metrics_format(struct metrics *m, const struct metrics_gauges *g,
    struct buf *b);

#endif
