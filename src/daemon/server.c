/* server: start-up and shut-down. Opens the store, the registry, the
 * worker pool, the pictures and graphs services and the web files; loads
 * the start-up files and the stored graphs; starts HTTP. */
#include "config.h"

#include "daemon/server.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/error.h"
#include "base/file.h"
#include "daemon/events.h"
#include "daemon/http.h"
#include "daemon/metrics.h"
#include "daemon/pictures.h"
#include "daemon/pool.h"
#include "daemon/registry.h"
#include "daemon/store.h"
#include "daemon/watch.h"
#include "daemon/web.h"

#define MAX_GRAPH_FILE	((size_t)1 << 30)
#define EVENTS_KEPT	1024	/* for a client that reconnects */
#define WATCH_DEBOUNCE_MS	100	/* a file being written is read at
					 * most this often */

void
server_config_init(struct server_config *c)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	memset(c, 0, sizeof(*c));
	c->listen = "127.0.0.1:8080";
	c->workers = n > 0 ? (int)n : 1;
	c->queue_timeout_s = 30;
	c->parse_timeout_s = 10;
	c->render_timeout_s = 20;
	c->render_memory_mb = 4096;
	c->max_renders = 100;
	c->max_body = (size_t)32 << 20;
	c->max_nodes = 200000;
	c->cache_mb = 256;
	c->max_graph = (size_t)1 << 30;
	c->max_held = (size_t)8 << 30;
	c->max_connections = 512;
	c->per_ip_connections = -1;
	c->connection_timeout_s = 60;
	c->header_timeout_s = 15;
	c->body_timeout_s = 10;
	c->min_rate = 64 << 10;
	c->max_streams = 64;
	c->stream_life_s = 300;
	c->stream_heartbeat_s = 15;
}

/* ---- start-up files ------------------------------------------------- */

/* Whether dot (a name's last ".x") is one of a graph file's endings; with
 * inner, also ".fx2", which only ever comes before another. */
static int
graph_ending(const char *dot, int inner)
{
	static const char *const endings[] = { ".txt", ".json", ".fx", ".py",
	    ".log" };
	size_t k;

	for (k = 0; k < sizeof(endings) / sizeof(endings[0]); k++)
		if (strcmp(dot, endings[k]) == 0)
			return 1;
	return inner && strcmp(dot, ".fx2") == 0;
}

static int
graph_file(const char *name)
{
	const char *dot = strrchr(name, '.');

	return name[0] != '.' && dot != NULL && graph_ending(dot, 0);
}

/* Where the last name of path starts ("/srv/models/" -> "models/"). */
static size_t
shown_from(const char *path)
{
	size_t n = strlen(path);

	while (n > 1 && path[n - 1] == '/')
		n--;
	while (n > 0 && path[n - 1] != '/')
		n--;
	return n;
}

/* Adds the graphs of a file's bytes, named after the file and shown by
 * its path from byte shown on; counts those added in *count. */
static void
add_file(struct server *s, const char *path, const char *buf, size_t len,
    size_t shown, int *count)
{
	struct graphs_added *added;
	struct error err = { 0 };
	const char *base = strrchr(path, '/');
	char *name, *dot;
	size_t n, i;

	/* model.fx.txt is called "model". */
	name = strdup(base ? base + 1 : path);
	while (name != NULL && (dot = strrchr(name, '.')) != NULL && dot != name &&
	    graph_ending(dot, 1))
		*dot = '\0';
	if (graphs_add_all(&s->graphs, buf, len, name, path + shown, 0, NULL,
	    NULL, &added, &n, &err) != 0) {
		error_report("skipping ", path, &err);
	} else {
		/* A log's graphs that do not load are said, one by one. */
		for (i = 0; i < n; i++) {
			if (added[i].entry != NULL)
				(*count)++;
			else
				error_report("skipping a graph of ", path,
				    &added[i].err);
		}
		graphs_added_free(added, n);
	}
	free(name);
}

static void
load_path_file(struct server *s, const char *path, size_t shown,
    int *count)
{
	struct error err = { 0 };
	size_t len;
	char *buf;

	if ((buf = file_read(path, MAX_GRAPH_FILE, &len, &err)) == NULL) {
		error_report("skipping ", path, &err);
		return;
	}
	add_file(s, path, buf, len, shown, count);
	free(buf);
}

/* What --watch hands over: a file's whole part, read as a start-up
 * file is (a graph already held adds nothing). */
static void
watched(const char *path, const char *bytes, size_t len, void *ctx)
{
	struct server *s = ctx;
	int count = 0;

	add_file(s, path, bytes, len, shown_from(s->cfg.watch_dir), &count);
}

/* Every graph file under path, depth first, in name order. Each is
 * shown (in /api/graphs) by its path from byte shown on: from the folder
 * named at start, so that the server's own folders stay its own. */
static void
load_path(struct server *s, const char *path, size_t shown, int depth,
    int *count)
{
	struct dirent **names;
	struct stat st;
	char child[4096];
	int n, i;

	if (stat(path, &st) == -1) {
		fprintf(stderr, "fxviz: skipping %s: %s\n", path, strerror(errno));
		return;
	}
	if (!S_ISDIR(st.st_mode)) {
		load_path_file(s, path, shown, count);
		return;
	}
	if (depth > 16 || (n = scandir(path, &names, NULL, alphasort)) < 0)
		return;
	for (i = 0; i < n; i++) {
		const char *d = names[i]->d_name;

		snprintf(child, sizeof(child), "%.*s/%s", (int)(strlen(path) -
		    (path[strlen(path) - 1] == '/')), path, d);
		if (d[0] != '.' && stat(child, &st) == 0 &&
		    (S_ISDIR(st.st_mode) || (S_ISREG(st.st_mode) && graph_file(d))))
			load_path(s, child, shown, depth + 1, count);
		free(names[i]);
	}
	free(names);
}

struct stored_load {
	struct server *s;
	int count;
};

static void
load_stored(const char *id, const char *bytes, size_t len,
    const struct store_meta *m, void *ctx)
{
	struct stored_load *sl = ctx;
	struct error err = { 0 };

	if (graphs_add_stored(&sl->s->graphs, bytes, len, m, &err) != 0) {
		fprintf(stderr, "fxviz: stored graph %s does not load: %s\n", id,
		    err.msg);
		return;
	}
	sl->count++;
}

/* ---- start and stop ------------------------------------------------- */

/* Event streams open at once: --max-streams, but never more than half
 * the connections, so that the rest are answered however many streams
 * are open. */
static int
stream_cap(const struct server_config *cfg)
{
	int half = cfg->max_connections / 2;

	return cfg->max_streams < half ? cfg->max_streams : half > 0 ? half : 1;
}

int
server_open(struct server *s, const struct server_config *cfg,
    struct error *err)
{
	struct pool_limits limits;
	struct stored_load sl = { s, 0 };
	int i;
	ssize_t n;

	memset(s, 0, sizeof(*s));
	s->cfg = *cfg;
	if ((s->registry = registry_new()) == NULL ||
	    (s->metrics = metrics_new()) == NULL ||
	    (s->events = events_new(EVENTS_KEPT, stream_cap(cfg))) == NULL) {
		error_nomem(err);
		goto fail;
	}
	if (cfg->workers > 0) {
		if ((n = readlink("/proc/self/exe", s->exe,
		    sizeof(s->exe) - 1)) <= 0) {
			error_kind_set(err, ERROR_IO, "cannot find this "
			    "program's path: %s", strerror(errno));
			goto fail;
		}
		s->exe[n] = '\0';
		limits.queue_timeout_ms = cfg->queue_timeout_s * 1000;
		limits.timeout_ms = cfg->render_timeout_s * 1000;
		limits.memory_mb = cfg->render_memory_mb;
		limits.max_renders = cfg->max_renders;
		if ((s->pool = pool_new(cfg->worker_exe ? cfg->worker_exe :
		    s->exe, cfg->workers, &limits, err)) == NULL)
			goto fail;
	}
	if ((s->pictures = pictures_new(s->registry, s->pool, s->metrics,
	    cfg->cache_mb << 20, err)) == NULL)
		goto fail;
	/* The API works without the page: say so and go on. */
	if (cfg->web_dir != NULL && (s->web = web_load(cfg->web_dir, err)) ==
	    NULL)
		fprintf(stderr, "fxviz: no web page: %s\n", err->msg);
	if ((cfg->store_url != NULL || cfg->data_dir != NULL) &&
	    (s->store = store_open(cfg->store_url ? cfg->store_url :
	    cfg->data_dir, err)) == NULL)
		goto fail;
	graphs_init(&s->graphs, s->registry, s->store, s->pictures,
	    cfg->max_nodes, cfg->max_graph, cfg->max_held);
	s->graphs.events = s->events;
	s->graphs.describe = routes_graph_summary;
	s->routes = (struct routes){ &s->graphs, s->pictures, s->metrics,
	    s->web, cfg->token, cfg->max_body, cfg->queue_timeout_s,
	    cfg->render_timeout_s, cfg->parse_timeout_s, s->events };
	for (i = 0; i < cfg->n_paths; i++)
		load_path(s, cfg->paths[i], shown_from(cfg->paths[i]), 0,
		    &s->from_files);
	if (s->store != NULL && store_each(s->store, load_stored, &sl, err) == -1)
		goto fail;
	if (cfg->watch_dir != NULL && (s->watcher = watch_start(cfg->watch_dir,
	    WATCH_DEBOUNCE_MS, graph_file, watched, s, err)) == NULL)
		goto fail;
	s->from_store = sl.count;
	/* From now on, what other replicas change reaches this one. */
	if (s->store != NULL && store_watch(s->store, graphs_changed,
	    &s->graphs, err) == -1)
		goto fail;
	return 0;
fail:
	server_stop(s);
	return -1;
}

int
server_start(struct server *s, const struct server_config *cfg,
    struct error *err)
{
	const char *colon = strrchr(cfg->listen, ':');
	struct http_config hc = {
		.listen = cfg->listen,
		.port_file = cfg->port_file,
		.max_body = cfg->max_body,
		.max_connections = cfg->max_connections,
		.per_ip_connections = cfg->per_ip_connections,
		.connection_timeout_s = cfg->connection_timeout_s,
		.header_timeout_s = cfg->header_timeout_s,
		.body_timeout_s = cfg->body_timeout_s,
		.min_rate = cfg->min_rate,
		.trusted_proxy = cfg->trusted_proxy,
		.allow_hosts = cfg->allow_hosts,
		.n_allow_hosts = cfg->n_allow_hosts,
		.stream_heartbeat_s = cfg->stream_heartbeat_s,
		.stream_life_s = cfg->stream_life_s,
	};

	if (server_open(s, cfg, err) == -1)
		return -1;
	if (s->pool != NULL) {
		struct graph_entry **list;
		size_t n, i;

		/* The graphs loaded so far get their first views now. */
		if (pictures_start_prerender(s->pictures, err) == -1) {
			server_stop(s);
			return -1;
		}
		list = registry_list(s->registry, &n);
		for (i = 0; i < n; i++)
			pictures_prerender(s->pictures, list[i]->id);
		registry_release_list(list, n);
	}
	if ((s->http = http_start(&hc, &s->routes, s->metrics, err)) == NULL) {
		server_stop(s);
		return -1;
	}
	fprintf(stderr, "fxviz: %d graphs from files, %d stored in %s; %d "
	    "render workers; listening on http://%.*s:%d/\n", s->from_files,
	    s->from_store, cfg->store_url ? "PostgreSQL" : cfg->data_dir ?
	    cfg->data_dir : "(nowhere)",
	    cfg->workers, colon ? (int)(colon - cfg->listen) : 0, cfg->listen,
	    http_port(s->http));
	return 0;
}

void
server_stop(struct server *s)
{
	/* From the top down: no request, then no render, then no graph.
	 * Event streams end first, or they would hold http_stop a slice. */
	events_close(s->events);
	http_stop(s->http);
	watch_stop(s->watcher);
	/* The store's listener changes graphs: it stops first. */
	store_close(s->store);
	s->store = NULL;
	graphs_destroy(&s->graphs);
	pictures_free(s->pictures);
	pool_free(s->pool);
	registry_free(s->registry);
	metrics_free(s->metrics);
	web_free(s->web);
	events_free(s->events);
	memset(s, 0, sizeof(*s));
}
