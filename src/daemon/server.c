/* server: start-up (store, start-up files, web files, workers, HTTP) and
 * the one way a graph gets in, shared by start-up and uploads. */
#include "config.h"

#include "daemon/server.h"

#include <dirent.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "daemon/cache.h"
#include "base/error.h"
#include "model/graph.h"
#include "daemon/http.h"
#include "format/load.h"
#include "daemon/metrics.h"
#include "daemon/registry.h"
#include "daemon/routes.h"
#include "daemon/store.h"
#include "daemon/worker.h"

#define MAX_GRAPH_FILE	((size_t)1 << 30)
#define PRERENDER_MAX	1024	/* graphs waiting for a first render */

/* A thread that renders each new graph's first view while nobody waits. */
struct prerender {
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t more;
	char (*ids)[STORE_ID_LEN + 1];
	size_t head, n;
	int busy;	/* one is being rendered */
	int stop;
	struct server *s;
};

static void *
prerender_loop(void *arg)
{
	struct prerender *p = arg;
	char id[STORE_ID_LEN + 1];
	struct graph_entry *e;

	pthread_mutex_lock(&p->lock);
	for (;;) {
		while (p->n == 0 && !p->stop)
			pthread_cond_wait(&p->more, &p->lock);
		if (p->stop)
			break;
		memcpy(id, p->ids[p->head], sizeof(id));
		p->head = (p->head + 1) % PRERENDER_MAX;
		p->n--;
		p->busy = 1;
		pthread_mutex_unlock(&p->lock);
		if ((e = registry_get(p->s->graphs, id)) != NULL) {
			routes_prerender(p->s, e);
			registry_release(e);
		}
		pthread_mutex_lock(&p->lock);
		p->busy = 0;
	}
	pthread_mutex_unlock(&p->lock);
	return NULL;
}

/* Queues a graph for its first render; a full queue drops it (the view
 * is then rendered when first asked for). */
static void
prerender_add(struct prerender *p, const char *id)
{
	if (p == NULL)
		return;
	pthread_mutex_lock(&p->lock);
	if (p->n < PRERENDER_MAX) {
		memcpy(p->ids[(p->head + p->n) % PRERENDER_MAX], id,
		    STORE_ID_LEN + 1);
		p->n++;
		pthread_cond_signal(&p->more);
	}
	pthread_mutex_unlock(&p->lock);
}

int
server_prerender_pending(struct server *s)
{
	int n;

	if (s->prerender == NULL)
		return 0;
	pthread_mutex_lock(&s->prerender->lock);
	n = (int)s->prerender->n + s->prerender->busy;
	pthread_mutex_unlock(&s->prerender->lock);
	return n;
}

static struct prerender *
prerender_start(struct server *s)
{
	struct prerender *p = calloc(1, sizeof(*p));

	if (p == NULL || (p->ids = calloc(PRERENDER_MAX, sizeof(*p->ids))) ==
	    NULL) {
		free(p);
		return NULL;
	}
	p->s = s;
	pthread_mutex_init(&p->lock, NULL);
	pthread_cond_init(&p->more, NULL);
	if (pthread_create(&p->thread, NULL, prerender_loop, p) != 0) {
		free(p->ids);
		free(p);
		return NULL;
	}
	return p;
}

static void
prerender_stop(struct prerender *p)
{
	if (p == NULL)
		return;
	pthread_mutex_lock(&p->lock);
	p->stop = 1;
	pthread_cond_signal(&p->more);
	pthread_mutex_unlock(&p->lock);
	pthread_join(p->thread, NULL);
	pthread_cond_destroy(&p->more);
	pthread_mutex_destroy(&p->lock);
	free(p->ids);
	free(p);
}
#define NAME_MAX_LEN	200

void
server_config_init(struct server_config *c)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	memset(c, 0, sizeof(*c));
	c->listen = "127.0.0.1:8080";
	c->workers = n > 0 ? (int)n : 1;
	c->render_timeout_s = 20;
	c->render_memory_mb = 4096;
	c->max_renders = 100;
	c->max_body = (size_t)32 << 20;
	c->max_nodes = 200000;
	c->cache_mb = 256;
	c->max_held = (size_t)2 << 30;
	c->per_ip_connections = 32;
	c->connection_timeout_s = 60;
}

/* A name fit for lists and headers: one line, printable, not too long. */
static char *
clean_name(const char *name)
{
	char *s = strndup(name, NAME_MAX_LEN), *p;

	for (p = s; p != NULL && *p != '\0'; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			*p = ' ';
	return s;
}

int
server_add_graph(struct server *s, const char *bytes, size_t len,
    const char *name, const char *path, int store_it,
    struct graph_entry **out, int *created, struct error *err)
{
	char id[STORE_ID_LEN + 1], *source, *clean;
	struct graph_entry *e;
	struct fx_graph *g;

	*out = NULL;
	*created = 0;
	store_id(bytes, len, id);
	if ((e = registry_get(s->graphs, id)) != NULL) {
		/* Seen before; an upload still has to be on disk when answered. */
		if (store_it && s->store != NULL && !registry_stored(e)) {
			if (store_put(s->store, id, bytes, len, e->name, err) == -1) {
				registry_release(e);
				return SERVER_EFAILED;
			}
			registry_set_stored(e, 1);
		}
		*out = e;
		return 0;
	}
	if (store_it && registry_bytes(s->graphs) + len > s->cfg.max_held) {
		error_set(err, "this server holds %zu MB of graphs, its limit "
		    "(--max-held-mb): delete some first",
		    registry_bytes(s->graphs) >> 20);
		return SERVER_EFULL;
	}
	if ((source = malloc(len + 1)) == NULL)
		goto oom;
	memcpy(source, bytes, len);
	source[len] = '\0';
	if ((g = load_graph(source, len, err)) == NULL) {
		free(source);
		return strcmp(err->msg, "out of memory") == 0 ? SERVER_EFAILED :
		    SERVER_EINPUT;
	}
	if (g->n_nodes > s->cfg.max_nodes) {
		error_set(err, "the graph has %u nodes; this server takes at most "
		    "%u (--max-nodes)", g->n_nodes, s->cfg.max_nodes);
		fx_graph_free(g);
		free(source);
		return SERVER_ETOOBIG;
	}
	if (name == NULL || *name == '\0')
		name = g->name ? g->name : "graph";
	if ((clean = clean_name(name)) == NULL) {
		fx_graph_free(g);
		free(source);
		goto oom;
	}
	if (store_it && s->store != NULL &&
	    store_put(s->store, id, bytes, len, clean, err) == -1) {
		free(clean);
		fx_graph_free(g);
		free(source);
		return SERVER_EFAILED;
	}
	e = registry_entry_new(id, clean, path, g, source, len);
	free(clean);
	if (e == NULL)
		goto oom;
	e->stored = store_it && s->store != NULL;
	if ((*out = registry_add(s->graphs, e)) == NULL)
		goto oom;
	*created = *out == e;
	if (*created)
		prerender_add(s->prerender, id);
	return 0;
oom:
	error_nomem(err);
	return SERVER_EFAILED;
}

/* ---- start-up files ------------------------------------------------- */

static int
graph_file(const char *name)
{
	const char *dot = strrchr(name, '.');

	return name[0] != '.' && dot != NULL && (strcmp(dot, ".txt") == 0 ||
	    strcmp(dot, ".json") == 0 || strcmp(dot, ".fx") == 0);
}

static void
load_path_file(struct server *s, const char *path, int *count)
{
	struct error err = { 0 };
	struct graph_entry *e;
	const char *base = strrchr(path, '/');
	char *buf, *name, *dot;
	size_t len;
	int created;

	if ((buf = load_file(path, MAX_GRAPH_FILE, &len, &err)) == NULL) {
		error_report("skipping ", path, &err);
		return;
	}
	/* model.fx.txt is called "model". */
	name = strdup(base ? base + 1 : path);
	while (name != NULL && (dot = strrchr(name, '.')) != NULL && dot != name &&
	    (strcmp(dot, ".txt") == 0 || strcmp(dot, ".json") == 0 ||
	    strcmp(dot, ".fx") == 0 || strcmp(dot, ".fx2") == 0))
		*dot = '\0';
	if (server_add_graph(s, buf, len, name, path, 0, &e, &created,
	    &err) != 0) {
		error_report("skipping ", path, &err);
	} else {
		(*count)++;
		registry_release(e);
	}
	free(name);
	free(buf);
}

/* Every graph file under path, depth first, in name order. */
static void
load_path(struct server *s, const char *path, int depth, int *count)
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
		load_path_file(s, path, count);
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
			load_path(s, child, depth + 1, count);
		free(names[i]);
	}
	free(names);
}

struct stored_load {
	struct server *s;
	int count;
};

static void
load_stored(const char *id, const char *bytes, size_t len, const char *name,
    void *ctx)
{
	struct stored_load *sl = ctx;
	struct error err = { 0 };
	struct graph_entry *e;
	int created;

	if (server_add_graph(sl->s, bytes, len, name, NULL, 0, &e, &created,
	    &err) != 0) {
		fprintf(stderr, "fxviz: stored graph %s does not load: %s\n", id,
		    err.msg);
		return;
	}
	registry_set_stored(e, 1);
	registry_release(e);
	sl->count++;
}

/* ---- web files ------------------------------------------------------ */

static const char *
mime_of(const char *name)
{
	static const struct {
		const char *ext, *mime;
	} types[] = {
		{ ".html", "text/html; charset=utf-8" },
		{ ".js", "application/javascript; charset=utf-8" },
		{ ".css", "text/css; charset=utf-8" },
		{ ".svg", "image/svg+xml" },
		{ ".png", "image/png" },
		{ ".ico", "image/x-icon" },
		{ ".json", "application/json" },
		{ ".txt", "text/plain; charset=utf-8" },
	};
	const char *dot = strrchr(name, '.');
	size_t i;

	for (i = 0; dot != NULL && i < sizeof(types) / sizeof(types[0]); i++)
		if (strcmp(dot, types[i].ext) == 0)
			return types[i].mime;
	return NULL;
}

static int
add_web_file(struct server *s, const char *url, const char *path,
    const char *mime)
{
	struct web_file *w = realloc(s->web, (s->n_web + 1) * sizeof(*w));

	if (w == NULL)
		return -1;
	s->web = w;
	w[s->n_web].url = strdup(url);
	w[s->n_web].path = strdup(path);
	w[s->n_web].mime = mime;
	if (w[s->n_web].url == NULL || w[s->n_web].path == NULL) {
		free(w[s->n_web].url);
		free(w[s->n_web].path);
		return -1;
	}
	s->n_web++;
	return 0;
}

/* Only the regular files of dir with a known type are ever served: the
 * list is made here, so no request path reaches the file system. */
int
server_load_web(struct server *s, const char *dir, struct error *err)
{
	struct dirent **names;
	char path[4096], url[512];
	struct stat st;
	int n, i, rc = 0;

	if ((n = scandir(dir, &names, NULL, alphasort)) < 0) {
		error_set(err, "cannot read the web files in %s: %s", dir,
		    strerror(errno));
		return -1;
	}
	for (i = 0; i < n; i++) {
		const char *d = names[i]->d_name, *mime = mime_of(d);

		snprintf(path, sizeof(path), "%s/%s", dir, d);
		if (rc == 0 && d[0] != '.' && mime != NULL &&
		    stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
			snprintf(url, sizeof(url), "/%s", d);
			rc = add_web_file(s, url, path, mime);
			if (rc == 0 && strcmp(d, "index.html") == 0)
				rc = add_web_file(s, "/", path, mime);
		}
		free(names[i]);
	}
	free(names);
	if (rc == -1)
		error_nomem(err);
	return rc;
}

/* ---- start and stop ------------------------------------------------- */

int
server_open(struct server *s, const struct server_config *cfg,
    struct error *err)
{
	struct worker_limits limits;
	struct stored_load sl = { s, 0 };
	int i;
	ssize_t n;

	memset(s, 0, sizeof(*s));
	s->cfg = *cfg;
	s->graphs = registry_new();
	s->cache = cache_new(cfg->cache_mb << 20);
	s->metrics = metrics_new();
	if (s->graphs == NULL || s->cache == NULL || s->metrics == NULL) {
		error_nomem(err);
		goto fail;
	}
	/* The API works without the page: say so and go on. */
	if (cfg->web_dir != NULL && server_load_web(s, cfg->web_dir, err) == -1)
		fprintf(stderr, "fxviz: no web page: %s\n", err->msg);
	if (cfg->data_dir != NULL &&
	    (s->store = store_open(cfg->data_dir, err)) == NULL)
		goto fail;
	for (i = 0; i < cfg->n_paths; i++)
		load_path(s, cfg->paths[i], 0, &s->from_files);
	if (s->store != NULL && store_each(s->store, load_stored, &sl, err) == -1)
		goto fail;
	s->from_store = sl.count;
	if (cfg->workers == 0)
		return 0;
	if ((n = readlink("/proc/self/exe", s->exe, sizeof(s->exe) - 1)) <= 0) {
		error_set(err, "cannot find this program's path: %s",
		    strerror(errno));
		goto fail;
	}
	s->exe[n] = '\0';
	limits.timeout_ms = cfg->render_timeout_s * 1000;
	limits.memory_mb = cfg->render_memory_mb;
	limits.max_renders = cfg->max_renders;
	if ((s->pool = worker_pool_new(cfg->worker_exe ? cfg->worker_exe :
	    s->exe, cfg->workers, &limits, err)) == NULL)
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

	if (server_open(s, cfg, err) == -1)
		return -1;
	if (s->pool != NULL) {
		struct graph_entry **list;
		size_t n, i;

		/* The graphs loaded so far get their first views now. */
		s->prerender = prerender_start(s);
		list = registry_list(s->graphs, &n);
		for (i = 0; i < n; i++)
			prerender_add(s->prerender, list[i]->id);
		registry_release_list(list, n);
	}
	if ((s->http = http_start(s, err)) == NULL) {
		server_stop(s);
		return -1;
	}
	fprintf(stderr, "fxviz: %d graphs from files, %d stored in %s; %d "
	    "render workers; listening on http://%.*s:%d/\n", s->from_files,
	    s->from_store, cfg->data_dir ? cfg->data_dir : "(nowhere)",
	    cfg->workers, colon ? (int)(colon - cfg->listen) : 0, cfg->listen,
	    http_port(s->http));
	return 0;
}

void
server_stop(struct server *s)
{
	size_t i;

	http_stop(s->http);
	prerender_stop(s->prerender);
	worker_pool_free(s->pool);
	registry_free(s->graphs);
	cache_free(s->cache);
	metrics_free(s->metrics);
	store_close(s->store);
	for (i = 0; i < s->n_web; i++) {
		free(s->web[i].url);
		free(s->web[i].path);
	}
	free(s->web);
	memset(s, 0, sizeof(*s));
}
