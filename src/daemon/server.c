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

#include "base/array.h"
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
#include "format/load_run.h"
#include "format/load_trace.h"
#include "format/trace_tail.h"
#include "model/run.h"

#define MAX_GRAPH_FILE	((size_t)1 << 30)
#define EVENTS_KEPT	1024	/* for a client that reconnects */
#define WATCH_DEBOUNCE_MS	100	/* a file being written is read at
					 * most this often */
#define MAX_RANKS	256	/* trace files of one watched folder */

/* A folder of traces under --watch, and its run now. */
struct watched_run {
	char *folder;
	char id[DIGEST_ID_LEN + 1];
};

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
	c->max_run = (size_t)256 << 20;
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

/* Loads the graphs of a start-up file, read into buf (freed here). */
static void
load_path_buf(struct server *s, const char *path, size_t shown, char *buf,
    size_t len, int *count)
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
	free(buf);
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
	load_path_buf(s, path, shown, buf, len, count);
}

/* Where the last name of path starts ("/srv/models/" -> "models/"). */
static size_t shown_from(const char *path);

/* The run a watched folder's traces were last, or NULL. */
static struct watched_run *
watched_run_of(struct server *s, const char *folder)
{
	size_t i;

	for (i = 0; i < s->n_watched_runs; i++)
		if (strcmp(s->watched_runs[i].folder, folder) == 0)
			return &s->watched_runs[i];
	if (array_grow((void **)&s->watched_runs, s->n_watched_runs,
	    &s->cap_watched_runs, sizeof(*s->watched_runs)) == -1 ||
	    (s->watched_runs[i].folder = strdup(folder)) == NULL)
		return NULL;
	s->watched_runs[i].id[0] = '\0';
	s->n_watched_runs++;
	return &s->watched_runs[i];
}

/* The traces of a watched folder (path's, whose whole part is bytes;
 * the others read as they are now, up to their whole events) as one run
 * that grows: each time it gains, a run of its own (its id is its
 * files'), which takes the place of the one before and is told as
 * run_changed. */
static void
watched_trace(struct server *s, const char *path, const char *bytes,
    size_t len)
{
	struct run_input in[MAX_RANKS];
	struct run_entry *e = NULL;
	struct watched_run *w;
	struct error err = { 0 };
	struct dirent **names;
	char *folder = strdup(path), *slash, child[4096], *read[MAX_RANKS];
	char json[512];
	size_t n = 0, n_read = 0, k, shown = shown_from(s->cfg.watch_dir);
	int m, i, created;

	if (folder == NULL || (slash = strrchr(folder, '/')) == NULL ||
	    slash == folder) {
		free(folder);
		return;
	}
	*slash = '\0';
	if ((m = scandir(folder, &names, NULL, alphasort)) < 0) {
		free(folder);
		return;
	}
	for (i = 0; i < m; i++) {
		const char *d = names[i]->d_name;
		size_t l;

		snprintf(child, sizeof(child), "%s/%s", folder, d);
		if (n < MAX_RANKS && graph_file(d) && strcmp(child, path) == 0) {
			in[n++] = (struct run_input){ d, bytes, len };
		} else if (n < MAX_RANKS && graph_file(d) &&
		    (read[n_read] = file_read(child, MAX_GRAPH_FILE, &l,
		    &err)) != NULL) {
			if (load_is_trace(read[n_read], l) &&
			    (l = trace_whole(read[n_read], l)) > 0)
				in[n++] = (struct run_input){ d, read[n_read],
				    l };
			n_read++;
		}
	}
	if (n > 0 && (w = watched_run_of(s, folder)) != NULL &&
	    runs_add(&s->runs, in, n, strrchr(folder, '/') + 1, folder + shown,
	    0, NULL, &e, &created, &err) == 0 && strcmp(w->id, e->id) != 0) {
		snprintf(json, sizeof(json), "{\"id\":\"%s\",\"compiles\":%zu,"
		    "\"files\":%zu,\"previous\":%s%s%s}", e->id,
		    e->run->n_compiles, n, w->id[0] ? "\"" : "",
		    w->id[0] ? w->id : "null", w->id[0] ? "\"" : "");
		/* On the stream of the run it replaces, or of its own when
		 * it is the first; /api/events has each once. */
		events_publish(s->events, EVENT_RUN_CHANGED, w->id[0] ? w->id :
		    e->id, json);
		if (w->id[0] != '\0')
			runs_drop_grown(&s->runs, w->id);
		snprintf(w->id, sizeof(w->id), "%s", e->id);
	} else if (n > 0 && e == NULL) {
		error_report("skipping the run of ", folder, &err);
	}
	runs_release(e);
	for (k = 0; k < n_read; k++)
		free(read[k]);
	for (i = 0; i < m; i++)
		free(names[i]);
	free(names);
	free(folder);
}

/* What --watch hands over: a file's whole part. A trace is its folder's
 * run; another file is read as a start-up file is (a graph already held
 * adds nothing). */
static void
watched(const char *path, const char *bytes, size_t len, void *ctx)
{
	struct server *s = ctx;
	char *copy;
	int count = 0;

	if (load_is_trace(bytes, len)) {
		watched_trace(s, path, bytes, len);
		return;
	}
	if ((copy = malloc(len + 1)) == NULL)
		return;
	memcpy(copy, bytes, len);
	copy[len] = '\0';
	load_path_buf(s, path, shown_from(s->cfg.watch_dir), copy, len, &count);
}

/* A start-up folder's TORCH_TRACE files (one a rank, in[0..n), their
 * bytes freed here) as one run, named after the folder path. */
static void
load_folder_run(struct server *s, const char *path, size_t shown,
    struct run_input *in, size_t n)
{
	const char *base = path + shown;
	struct run_entry *e;
	struct error err = { 0 };
	size_t i, len = strlen(base);
	char *folder;
	int created;

	while (len > 1 && base[len - 1] == '/')
		len--;
	if ((folder = strndup(base, len)) == NULL) {
		error_nomem(&err);
		error_report("skipping the run of ", path, &err);
	} else if (runs_add(&s->runs, in, n, strrchr(folder, '/') ?
	    strrchr(folder, '/') + 1 : folder, folder, 0, NULL, &e, &created,
	    &err) == -1) {
		error_report("skipping the run of ", path, &err);
	} else {
		fprintf(stderr, "fxviz: run %s: %zu compiles from %zu files of "
		    "%s\n", e->id, e->run->n_compiles, n, path);
		runs_release(e);
	}
	free(folder);
	for (i = 0; i < n; i++)
		free((char *)in[i].bytes);
}

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

/* Every graph file under path, depth first, in name order. Each is
 * shown (in /api/graphs) by its path from byte shown on: from the folder
 * named at start, so that the server's own folders stay its own. */
static void
load_path(struct server *s, const char *path, size_t shown, int depth,
    int *count)
{
	struct dirent **names;
	struct run_input *traces;
	struct error err = { 0 };
	struct stat st;
	char child[4096], *buf;
	size_t len, n_traces = 0;
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
	/* the folder's traces are one run, its other files graphs */
	if ((traces = calloc((size_t)n + 1, sizeof(*traces))) == NULL) {
		for (i = 0; i < n; i++)
			free(names[i]);
		free(names);
		return;
	}
	for (i = 0; i < n; i++) {
		const char *d = names[i]->d_name;

		snprintf(child, sizeof(child), "%.*s/%s", (int)(strlen(path) -
		    (path[strlen(path) - 1] == '/')), path, d);
		if (d[0] == '.' || stat(child, &st) != 0) {
			/* hidden, or gone */
		} else if (S_ISDIR(st.st_mode)) {
			load_path(s, child, shown, depth + 1, count);
		} else if (S_ISREG(st.st_mode) && graph_file(d)) {
			if ((buf = file_read(child, MAX_GRAPH_FILE, &len,
			    &err)) == NULL)
				error_report("skipping ", child, &err);
			else if (load_is_trace(buf, len))
				traces[n_traces++] = (struct run_input){ d, buf,
				    len };
			else
				load_path_buf(s, child, shown, buf, len, count);
		}
	}
	if (n_traces > 0)
		load_folder_run(s, path, shown, traces, n_traces);
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	free(traces);
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
	if (s->store != NULL && pictures_share(s->pictures, s->store, err) ==
	    -1)
		goto fail;
	graphs_init(&s->graphs, s->registry, s->store, s->pictures,
	    cfg->max_nodes, cfg->max_graph, cfg->max_held);
	s->graphs.events = s->events;
	s->graphs.describe = routes_graph_summary;
	runs_init(&s->runs, &s->graphs, cfg->max_run);
	s->routes = (struct routes){ &s->graphs, s->pictures, s->metrics,
	    s->web, cfg->token, cfg->max_body, cfg->queue_timeout_s,
	    cfg->render_timeout_s, cfg->parse_timeout_s, s->events, &s->runs };
	for (i = 0; i < cfg->n_paths; i++)
		load_path(s, cfg->paths[i], shown_from(cfg->paths[i]), 0,
		    &s->from_files);
	/* graphs and runs: a run's bundle is one entry of the store */
	if (s->store != NULL && store_each(s->store, runs_load_stored,
	    &s->runs, err) == -1)
		goto fail;
	s->from_store = (int)runs_loaded(&s->runs);
	if (cfg->watch_dir != NULL && (s->watcher = watch_start(cfg->watch_dir,
	    WATCH_DEBOUNCE_MS, graph_file, watched, s, err)) == NULL)
		goto fail;
	/* From now on, what other replicas change reaches this one. */
	if (s->store != NULL && store_watch(s->store, runs_changed,
	    &s->runs, err) == -1)
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
		if (pictures_start_ahead(s->pictures, err) == -1) {
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
	size_t i;

	/* From the top down: no request, then no render, then no graph.
	 * Event streams end first, or they would hold http_stop a slice. */
	events_close(s->events);
	http_stop(s->http);
	watch_stop(s->watcher);
	/* The store's listener changes graphs: it stops first; pictures no
	 * longer reach the store before. */
	pictures_unshare(s->pictures);
	store_close(s->store);
	s->store = NULL;
	runs_destroy(&s->runs);
	graphs_destroy(&s->graphs);
	pictures_free(s->pictures);
	pool_free(s->pool);
	registry_free(s->registry);
	metrics_free(s->metrics);
	web_free(s->web);
	events_free(s->events);
	for (i = 0; i < s->n_watched_runs; i++)
		free(s->watched_runs[i].folder);
	free(s->watched_runs);
	memset(s, 0, sizeof(*s));
}
