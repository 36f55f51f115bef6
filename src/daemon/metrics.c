/* metrics: request counts by (route, status) and a render latency
 * histogram behind one mutex; the rest is read from the modules. */
#include "config.h"

#include "daemon/metrics.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

#define MAX_SERIES	256

static const double buckets[] = { 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 60 };
#define N_BUCKETS	(sizeof(buckets) / sizeof(buckets[0]))

static const char *const cut_phases[] = { "head", "body", "reply" };
#define N_CUT_PHASES	(sizeof(cut_phases) / sizeof(cut_phases[0]))

struct series {
	const char *route;	/* static: a route table name */
	int status;
	uint64_t count;
};

struct metrics {
	pthread_mutex_t lock;
	struct series s[MAX_SERIES];
	int n;
	uint64_t render_ok, render_failed;
	uint64_t hist[N_BUCKETS + 1];	/* cumulative at format time */
	double render_seconds;
	uint64_t cut[N_CUT_PHASES];
	uint64_t idle_closed;
};

struct metrics *
metrics_new(void)
{
	struct metrics *m = calloc(1, sizeof(*m));

	if (m != NULL)
		pthread_mutex_init(&m->lock, NULL);
	return m;
}

void
metrics_free(struct metrics *m)
{
	if (m == NULL)
		return;
	pthread_mutex_destroy(&m->lock);
	free(m);
}

void
metrics_request(struct metrics *m, const char *route, int status)
{
	int i;

	pthread_mutex_lock(&m->lock);
	for (i = 0; i < m->n; i++)
		if (m->s[i].status == status && strcmp(m->s[i].route, route) == 0)
			break;
	if (i == m->n && m->n < MAX_SERIES)
		m->s[m->n++] = (struct series){ route, status, 0 };
	if (i < m->n)
		m->s[i].count++;
	pthread_mutex_unlock(&m->lock);
}

void
metrics_connection_cut(struct metrics *m, const char *phase)
{
	size_t i;

	for (i = 0; i < N_CUT_PHASES; i++)
		if (strcmp(cut_phases[i], phase) == 0)
			break;
	if (i == N_CUT_PHASES)
		return;
	pthread_mutex_lock(&m->lock);
	m->cut[i]++;
	pthread_mutex_unlock(&m->lock);
}

void
metrics_connection_idle(struct metrics *m)
{
	pthread_mutex_lock(&m->lock);
	m->idle_closed++;
	pthread_mutex_unlock(&m->lock);
}

void
metrics_render(struct metrics *m, double seconds, int ok)
{
	size_t i;

	pthread_mutex_lock(&m->lock);
	if (ok)
		m->render_ok++;
	else
		m->render_failed++;
	for (i = 0; i < N_BUCKETS && seconds > buckets[i]; i++)
		;
	m->hist[i]++;
	m->render_seconds += seconds;
	pthread_mutex_unlock(&m->lock);
}

static void
counter(struct buf *b, const char *name, const char *help, uint64_t v)
{
	buf_printf(b, "# HELP %s %s\n# TYPE %s counter\n%s %" PRIu64 "\n",
	    name, help, name, name, v);
}

static void
gauge(struct buf *b, const char *name, const char *help, uint64_t v)
{
	buf_printf(b, "# HELP %s %s\n# TYPE %s gauge\n%s %" PRIu64 "\n",
	    name, help, name, name, v);
}

int
metrics_format(struct metrics *m, const struct metrics_gauges *g,
    struct buf *b)
{
	uint64_t cumulative = 0;
	size_t i;
	int k;

	pthread_mutex_lock(&m->lock);
	buf_adds(b, "# HELP fxviz_http_requests_total Requests answered, by "
	    "route and status.\n# TYPE fxviz_http_requests_total counter\n");
	for (k = 0; k < m->n; k++)
		buf_printf(b, "fxviz_http_requests_total{route=\"%s\","
		    "status=\"%d\"} %" PRIu64 "\n", m->s[k].route, m->s[k].status,
		    m->s[k].count);
	buf_adds(b, "# HELP fxviz_http_connections_cut_total Connections "
	    "closed for being too slow, by phase: a request head, a body, a "
	    "reply.\n# TYPE fxviz_http_connections_cut_total counter\n");
	for (i = 0; i < N_CUT_PHASES; i++)
		buf_printf(b, "fxviz_http_connections_cut_total{phase=\"%s\"} %"
		    PRIu64 "\n", cut_phases[i], m->cut[i]);
	counter(b, "fxviz_http_idle_closed_total", "Connections closed after "
	    "--header-timeout with no byte of a request: kept alive after an "
	    "answer, or opened and never used. A normal close, not a cut.",
	    m->idle_closed);
	buf_adds(b, "# HELP fxviz_renders_total Renders by the workers, by "
	    "result.\n# TYPE fxviz_renders_total counter\n");
	buf_printf(b, "fxviz_renders_total{result=\"ok\"} %" PRIu64 "\n"
	    "fxviz_renders_total{result=\"failed\"} %" PRIu64 "\n",
	    m->render_ok, m->render_failed);
	buf_adds(b, "# HELP fxviz_render_seconds Time from job to answer.\n"
	    "# TYPE fxviz_render_seconds histogram\n");
	for (i = 0; i < N_BUCKETS; i++) {
		cumulative += m->hist[i];
		buf_printf(b, "fxviz_render_seconds_bucket{le=\"%g\"} %" PRIu64
		    "\n", buckets[i], cumulative);
	}
	cumulative += m->hist[N_BUCKETS];
	buf_printf(b, "fxviz_render_seconds_bucket{le=\"+Inf\"} %" PRIu64 "\n"
	    "fxviz_render_seconds_sum %.6f\nfxviz_render_seconds_count %"
	    PRIu64 "\n", cumulative, m->render_seconds, cumulative);
	pthread_mutex_unlock(&m->lock);

	counter(b, "fxviz_cache_hits_total", "Rendered outputs served from the "
	    "cache.", g->cache_hits);
	counter(b, "fxviz_cache_misses_total", "Requests that found nothing in "
	    "the cache.", g->cache_misses);
	counter(b, "fxviz_cache_shared_total", "Requests served by a render "
	    "another request started.", g->cache_shared);
	gauge(b, "fxviz_cache_bytes", "Bytes held by the render cache.",
	    g->cache_bytes);
	gauge(b, "fxviz_cache_entries", "Outputs held by the render cache.",
	    g->cache_entries);
	gauge(b, "fxviz_workers_alive", "Render worker processes running.",
	    (uint64_t)g->workers_alive);
	gauge(b, "fxviz_workers_rendering", "Render workers with a job now.",
	    (uint64_t)g->workers_rendering);
	gauge(b, "fxviz_renders_queued", "Renders waiting for a free worker.",
	    (uint64_t)g->renders_queued);
	gauge(b, "fxviz_render_queue_clients", "Clients with renders waiting "
	    "for a free worker: each gets one turn per round.",
	    (uint64_t)g->render_queue_clients);
	counter(b, "fxviz_worker_timeouts_total", "Workers killed at the time "
	    "limit.", g->worker_timeouts);
	counter(b, "fxviz_worker_busy_total", "Renders refused because no "
	    "worker came free within the queue limit.", g->worker_busy);
	counter(b, "fxviz_worker_crashes_total", "Workers that died during a "
	    "render.", g->worker_crashes);
	counter(b, "fxviz_worker_recycled_total", "Workers replaced after their "
	    "quota of renders.", g->worker_recycled);
	counter(b, "fxviz_worker_retired_total", "Workers replaced after a "
	    "job Graphviz failed in.", g->worker_retired);
	counter(b, "fxviz_worker_retried_total", "Jobs tried again in a fresh "
	    "worker after their worker died on them.", g->worker_retried);
	counter(b, "fxviz_segments_laid_out_total", "Drawings (segments of "
	    "long views, SVG views laid out whole) the workers laid out.",
	    g->segments_laid_out);
	counter(b, "fxviz_segments_copied_total", "Segments of long views "
	    "drawn as another of the same view, renamed, not laid out.",
	    g->segments_copied);
	counter(b, "fxviz_segments_cached_total", "Drawings taken from a "
	    "worker's layout cache (one an earlier render laid out, or the "
	    "layout folder kept), renamed, not laid out.", g->segments_cached);
	counter(b, "fxviz_segments_from_folder_total", "Of those, drawings "
	    "read from the layout folder (FXVIZ_LAYOUT_DIR, by default "
	    "layouts/ in the data folder): laid out by another worker, "
	    "replica or run.", g->segments_from_folder);
	gauge(b, "fxviz_layout_cache_bytes", "Bytes the workers' layout "
	    "caches hold (each bounded by FXVIZ_LAYOUT_CACHE_MB, 64 by "
	    "default).",
	    g->layout_cache_bytes);
	gauge(b, "fxviz_graphs", "Graphs the server holds.", g->graphs);
	gauge(b, "fxviz_store_damaged", "Stored files set aside at start: "
	    "not a stored graph, or bytes that are not those their id names.",
	    g->store_damaged);
	gauge(b, "fxviz_event_streams", "Event streams open (GET "
	    "/api/events and a run's).", g->event_streams);
	gauge(b, "fxviz_prerender_pending", "New graphs whose first view is "
	    "waiting to be rendered, or being rendered.", g->prerender_pending);
	gauge(b, "fxviz_warm_pending", "Views that pages' addresses named, "
	    "waiting to be drawn before the pages ask, or being drawn.",
	    g->warm_pending);
	counter(b, "fxviz_views_warmed_total", "Views a page's address "
	    "named (/?graph=ID&...), queued to be drawn as the page was "
	    "sent, before its scripts ask.", g->views_warmed);
	counter(b, "fxviz_views_warm_full_total", "Views a page's address "
	    "named and not queued: the warm-up's queue was full.",
	    g->views_warm_full);
	counter(b, "fxviz_pictures_from_store_total", "Pictures read from "
	    "the shared store (PostgreSQL) where the cache missed: drawn by "
	    "a replica, not laid out here.", g->pictures_from_store);
	counter(b, "fxviz_pictures_to_store_total", "Pictures this replica "
	    "drew and wrote to the shared store for the others.",
	    g->pictures_to_store);
	counter(b, "fxviz_pictures_store_dropped_total", "Pictures drawn "
	    "here and not written to the shared store: its writer's queue "
	    "was full, or the store failed.", g->pictures_store_dropped);
	counter(b, "fxviz_pictures_store_damaged_total", "Pictures in the "
	    "shared store whose bytes were not those their digest names: "
	    "removed and drawn again.", g->pictures_store_damaged);
	counter(b, "fxviz_pictures_store_trimmed_total", "Pictures this "
	    "replica removed from the shared store, least recently used "
	    "first, to keep it within FXVIZ_PG_PICTURES_MB.",
	    g->pictures_store_trimmed);
	gauge(b, "fxviz_pictures_store_bytes", "Bytes of pictures in the "
	    "shared store at this replica's last trim (every replica's).",
	    g->pictures_store_bytes);
	counter(b, "fxviz_pictures_store_no_room_total", "Pictures not kept "
	    "in the picture folder (DATA/pictures): its disk was short of "
	    "room, which is kept for graphs.", g->pictures_store_no_room);
	counter(b, "fxviz_store_emptied_total", "Files of the picture and "
	    "layout folders removed to store a graph on a full disk.",
	    g->store_emptied);
	return b->oom ? -1 : 0;
}
