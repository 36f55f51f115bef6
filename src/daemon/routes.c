/* routes: the route table (method, pattern, whether it needs the token)
 * and one handler per route. Handlers return through the reply struct;
 * errors are JSON with the place in the input where one applies. */
#include "config.h"

#include "daemon/routes.h"

#include <cJSON.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "base/buf.h"
#include "daemon/cache.h"
#include "base/error.h"
#include "model/graph.h"
#include "base/io.h"
#include "format/load.h"
#include "draw/draw.h"
#include "daemon/metrics.h"
#include "daemon/registry.h"
#include "draw/render.h"
#include "daemon/server.h"
#include "daemon/store.h"
#include "draw/view.h"
#include "daemon/worker.h"
#include "format/write_json.h"

#define MIME_JSON	"application/json"
#define MIME_TEXT	"text/plain; charset=utf-8"
#define MAX_PARAMS	3

/* The rendered URLs of a graph do not change while the graph exists:
 * they are named by its content and the view's options. */
#define CACHE_RENDERED	"public, max-age=86400"
#define TIMEOUT_KEEP_MS	60000	/* a view past the time limit, remembered */
#define CACHE_NONE	"no-store"

typedef void handler(struct server *, const struct request *, struct reply *,
    char **params);

static handler list_graphs, post_graph, get_graph, get_node, delete_graph;
static handler get_picture, get_health, get_metrics, get_web;
static handler get_config;

static const struct route {
	const char *name;	/* metrics label */
	const char *method;
	const char *pattern;	/* {x}: one segment; {*}: the rest; {x}.{ext} */
	int writes;		/* needs the token when the server has one */
	handler *fn;
} routes[] = {
	{ "graphs_list", "GET", "/api/graphs", 0, list_graphs },
	{ "graphs_post", "POST", "/api/graphs", 1, post_graph },
	{ "graph_json", "GET", "/api/graphs/{id}", 0, get_graph },
	{ "graph_delete", "DELETE", "/api/graphs/{id}", 1, delete_graph },
	{ "node_json", "GET", "/api/graphs/{id}/nodes/{*}", 0, get_node },
	{ "graph_picture", "GET", "/graphs/{id}.{ext}", 0, get_picture },
	{ "config", "GET", "/api/config", 0, get_config },
	{ "healthz", "GET", "/healthz", 0, get_health },
	{ "metrics", "GET", "/metrics", 0, get_metrics },
	{ "web", "GET", "/{*}", 0, get_web },
};

/* ---- requests and replies ------------------------------------------ */

const char *
request_query(const struct request *rq, const char *key)
{
	size_t i;

	for (i = 0; i < rq->n_query; i++)
		if (strcmp(rq->query[i].key, key) == 0)
			return rq->query[i].value ? rq->query[i].value : "";
	return NULL;
}

const char *
request_header(const struct request *rq, const char *key)
{
	size_t i;

	for (i = 0; i < rq->n_headers; i++)
		if (strcasecmp(rq->headers[i].key, key) == 0)
			return rq->headers[i].value;
	return NULL;
}

const char *
reply_body(const struct reply *rp, size_t *len)
{
	if (rp->cached != NULL) {
		*len = rp->cached->len;
		return rp->cached->data;
	}
	*len = rp->len;
	return rp->body ? rp->body : "";
}

void
reply_free(struct reply *rp)
{
	free(rp->body);
	cache_release(rp->cached);
	rp->body = NULL;
	rp->cached = NULL;
}

static void
reply_owned(struct reply *rp, int status, const char *mime, char *body,
    size_t len)
{
	rp->status = status;
	rp->mime = mime;
	rp->body = body;
	rp->len = len;
}

/* Replies with cJSON's text of root, which it frees. */
static void
reply_json(struct reply *rp, int status, cJSON *root)
{
	char *s = root ? cJSON_PrintUnformatted(root) : NULL;

	cJSON_Delete(root);
	if (s == NULL) {
		reply_owned(rp, 500, MIME_TEXT, strdup("out of memory"), 13);
		return;
	}
	reply_owned(rp, status, MIME_JSON, s, strlen(s));
}

/* {"error": ..., "line": L, "column": C}: the one shape of every error. */
static char *
error_body(const char *msg, int line, int column)
{
	cJSON *o = cJSON_CreateObject();
	char *s;

	cJSON_AddStringToObject(o, "error", msg);
	if (line > 0) {
		cJSON_AddNumberToObject(o, "line", line);
		cJSON_AddNumberToObject(o, "column", column);
	}
	s = cJSON_PrintUnformatted(o);
	cJSON_Delete(o);
	return s;
}

static void fail(struct reply *rp, int status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
fail(struct reply *rp, int status, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	char *s;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	s = error_body(msg, 0, 0);
	reply_owned(rp, status, MIME_JSON, s, s ? strlen(s) : 0);
	rp->cache_control = CACHE_NONE;
}

static void
fail_placed(struct reply *rp, int status, const struct error *err)
{
	char *s = error_body(err->msg, err->line, err->column);

	reply_owned(rp, status, MIME_JSON, s, s ? strlen(s) : 0);
	rp->cache_control = CACHE_NONE;
}

/* ---- matching ------------------------------------------------------- */

/* Matches path against pattern; fills params (malloc'd copies). */
static int
match(const char *pattern, const char *path, char **params)
{
	const char *p = pattern, *s = path;
	int n = 0;

	while (*p != '\0') {
		if (strncmp(p, "{*}", 3) == 0) {
			params[n++] = strdup(s);
			return 1;
		}
		if (*p == '{') {
			const char *close = strchr(p, '}');
			const char *end = strchr(s, '/');
			const char *dot;

			if (end == NULL)
				end = s + strlen(s);
			if (close[1] == '.') {
				/* {id}.{ext}: split the last segment at its last dot */
				for (dot = end; dot > s && *dot != '.'; dot--)
					;
				if (dot == s || *end != '\0')
					return 0;
				params[n++] = strndup(s, (size_t)(dot - s));
				params[n++] = strdup(dot + 1);
				return 1;
			}
			if (end == s)
				return 0;
			params[n++] = strndup(s, (size_t)(end - s));
			s = end;
			p = close + 1;
			continue;
		}
		if (*p++ != *s++)
			return 0;
	}
	return *s == '\0';
}

static void
free_params(char **params)
{
	int i;

	for (i = 0; i < MAX_PARAMS; i++) {
		free(params[i]);
		params[i] = NULL;
	}
}

/* Constant time, so the token cannot be guessed byte by byte. */
static int
token_ok(const struct server *s, const struct request *rq)
{
	const char *auth = request_header(rq, "Authorization");
	size_t n = strlen(s->cfg.token), i;
	unsigned diff = 0;

	if (auth == NULL || strncmp(auth, "Bearer ", 7) != 0 ||
	    strlen(auth + 7) != n)
		return 0;
	for (i = 0; i < n; i++)
		diff |= (unsigned char)auth[7 + i] ^ (unsigned char)s->cfg.token[i];
	return diff == 0;
}

void
routes_dispatch(struct server *s, const struct request *rq, struct reply *rp)
{
	const char *method = strcmp(rq->method, "HEAD") == 0 ? "GET" : rq->method;
	char *params[MAX_PARAMS] = { NULL };
	const struct route *r;
	size_t i;
	int path_known = 0;

	memset(rp, 0, sizeof(*rp));
	for (i = 0; i < sizeof(routes) / sizeof(routes[0]); i++) {
		r = &routes[i];
		if (!match(r->pattern, rq->path, params)) {
			free_params(params);
			continue;
		}
		if (strcmp(r->method, method) != 0) {
			free_params(params);
			if (r->fn != get_web)
				path_known = 1;
			continue;
		}
		rp->route = r->name;
		if (r->writes && s->cfg.token != NULL && !token_ok(s, rq)) {
			fail(rp, 401, "this server takes writes only with its "
			    "token: send Authorization: Bearer TOKEN");
			rp->challenge = 1;
		} else {
			r->fn(s, rq, rp, params);
		}
		free_params(params);
		return;
	}
	rp->route = path_known ? "method_not_allowed" : "not_found";
	if (path_known) {
		/* Every route of this path, as the Allow header. */
		for (i = 0; i < sizeof(routes) / sizeof(routes[0]); i++) {
			if (routes[i].fn == get_web ||
			    !match(routes[i].pattern, rq->path, params)) {
				free_params(params);
				continue;
			}
			free_params(params);
			if (rp->allow[0] != '\0')
				strcat(rp->allow, ", ");
			strcat(rp->allow, routes[i].method);
			if (strcmp(routes[i].method, "GET") == 0)
				strcat(rp->allow, ", HEAD");
		}
		fail(rp, 405, "%s is not allowed on %s (allowed: %s)", rq->method,
		    rq->path, rp->allow);
	} else {
		fail(rp, 404, "nothing at %s", rq->path);
	}
}

/* ---- graphs --------------------------------------------------------- */

static cJSON *
summary(const struct graph_entry *e)
{
	cJSON *o = cJSON_CreateObject(), *urls;
	char url[128];

	cJSON_AddStringToObject(o, "id", e->id);
	cJSON_AddStringToObject(o, "name", e->name);
	cJSON_AddNumberToObject(o, "nodes", e->graph->n_nodes);
	cJSON_AddNumberToObject(o, "edges", e->graph->n_edges);
	cJSON_AddStringToObject(o, "source", e->path ? "file" : "upload");
	if (e->path != NULL)
		cJSON_AddStringToObject(o, "path", e->path);
	urls = cJSON_AddObjectToObject(o, "urls");
	snprintf(url, sizeof(url), "/api/graphs/%s", e->id);
	cJSON_AddStringToObject(urls, "api", url);
	snprintf(url, sizeof(url), "/graphs/%s.svg", e->id);
	cJSON_AddStringToObject(urls, "svg", url);
	snprintf(url, sizeof(url), "/?graph=%s", e->id);
	cJSON_AddStringToObject(urls, "page", url);
	return o;
}

static void
list_graphs(struct server *s, const struct request *rq, struct reply *rp,
    char **params)
{
	cJSON *root = cJSON_CreateObject(), *arr;
	struct graph_entry **list;
	size_t n, i;

	(void)rq;
	(void)params;
	arr = cJSON_AddArrayToObject(root, "graphs");
	list = registry_list(s->graphs, &n);
	for (i = 0; i < n; i++)
		cJSON_AddItemToArray(arr, summary(list[i]));
	registry_release_list(list, n);
	reply_json(rp, 200, root);
	rp->cache_control = CACHE_NONE;
}

static void
post_graph(struct server *s, const struct request *rq, struct reply *rp,
    char **params)
{
	struct graph_entry *e = NULL;
	struct error err = { 0 };
	int created = 0;
	cJSON *o;
	uint32_t i;

	(void)params;
	if (rq->body_len == 0) {
		fail(rp, 400, "empty body: send the text that print(gm.graph) "
		    "prints, or fxviz JSON");
		return;
	}
	switch (server_add_graph(s, rq->body, rq->body_len,
	    request_query(rq, "name"), NULL, 1, &e, &created, &err)) {
	case 0:
		break;
	case SERVER_EINPUT:
		fail_placed(rp, 400, &err);
		return;
	case SERVER_ETOOBIG:
		fail(rp, 422, "%s", err.msg);
		return;
	case SERVER_EFULL:
		fail(rp, 507, "%s", err.msg);
		return;
	default:
		fail(rp, 500, "%s", err.msg);
		return;
	}
	o = summary(e);
	if (e->graph->n_warnings > 0) {
		cJSON *w = cJSON_AddArrayToObject(o, "warnings");

		for (i = 0; i < e->graph->n_warnings; i++)
			cJSON_AddItemToArray(w, cJSON_CreateString(
			    e->graph->warnings[i]));
	}
	if (created)
		snprintf(rp->location, sizeof(rp->location), "/api/graphs/%s",
		    e->id);
	registry_release(e);
	reply_json(rp, created ? 201 : 200, o);
	rp->cache_control = CACHE_NONE;
}

static struct graph_entry *
find_graph(struct server *s, const char *id, struct reply *rp)
{
	struct graph_entry *e = store_id_valid(id) ?
	    registry_get(s->graphs, id) : NULL;

	if (e == NULL)
		fail(rp, 404, "no graph %s", id);
	return e;
}

static void
delete_graph(struct server *s, const struct request *rq, struct reply *rp,
    char **params)
{
	struct graph_entry *e = find_graph(s, params[0], rp);
	struct error err = { 0 };
	char prefix[STORE_ID_LEN + 2];

	(void)rq;
	if (e == NULL)
		return;
	if (registry_stored(e) && s->store != NULL &&
	    store_remove(s->store, e->id, &err) == -1) {
		fail(rp, 500, "%s", err.msg);
	} else if (e->path != NULL) {
		registry_set_stored(e, 0);
		fail(rp, 409, "graph %s comes from %s, loaded at start: fxviz does "
		    "not delete your files; remove the file instead", e->id,
		    e->path);
	} else {
		registry_remove(s->graphs, e->id);
		snprintf(prefix, sizeof(prefix), "%s/", e->id);
		cache_drop(s->cache, prefix);
		rp->status = 204;
		rp->cache_control = CACHE_NONE;
	}
	registry_release(e);
}

static void
get_node(struct server *s, const struct request *rq, struct reply *rp,
    char **params)
{
	struct graph_entry *e = find_graph(s, params[0], rp);
	int64_t i;
	size_t len;
	char *json;

	(void)rq;
	if (e == NULL)
		return;
	i = fx_graph_find(e->graph, params[1], strlen(params[1]));
	if (i < 0) {
		fail(rp, 404, "graph %s has no node named '%s'", e->id, params[1]);
	} else if ((json = json_write_node(e->graph, &e->graph->nodes[i],
	    e->modules, &len)) == NULL) {
		fail(rp, 500, "out of memory");
	} else {
		reply_owned(rp, 200, MIME_JSON, json, len);
		rp->cache_control = CACHE_RENDERED;
	}
	registry_release(e);
}

/* ---- rendered outputs ---------------------------------------------- */

/* An ETag for what a key names: the output is a function of the graph's
 * content, the view and this version of fxviz. */
static void
make_etag(const char *key, char *etag)
{
	char id[STORE_ID_LEN + 1];
	struct buf b = BUF_INIT;

	buf_printf(&b, "%s %s", PACKAGE_VERSION, key);
	store_id(b.data ? b.data : "", b.len, id);
	snprintf(etag, 40, "\"%s\"", id);
	buf_free(&b);
}

/* Whether the client's If-None-Match names etag (or is "*"). */
static int
not_modified(const struct request *rq, const char *etag)
{
	const char *inm = request_header(rq, "If-None-Match");
	size_t n = strlen(etag);
	const char *p;

	if (inm == NULL)
		return 0;
	if (strcmp(inm, "*") == 0)
		return 1;
	for (p = strstr(inm, etag); p != NULL; p = strstr(p + 1, etag))
		if ((p == inm || p[-1] == ' ' || p[-1] == ',' || p[-1] == '/') &&
		    (p[n] == '\0' || p[n] == ',' || p[n] == ' '))
			return 1;
	return 0;
}

static int
is_text(enum render_format f)
{
	return f != RENDER_PNG;
}

/* Produces the output of a key this request owns, caches it, and returns
 * it (or the failure, which the requests waiting for it get too). */
static struct cached *
produce(struct server *s, struct graph_entry *e, const char *key,
    const struct view_options *o, enum render_format f)
{
	struct worker_result r;
	struct timespec t0;
	const char *mime = render_format_mime(f);
	struct cached *c;
	char *body;
	int status = 500, keep = 0;

	if (f == RENDER_JSON) {
		char *json = json_write_graph_as(e->graph, e->id, e->name,
		    e->modules, 0, &r.len);

		if (json != NULL)
			return cache_fill(s->cache, key, json, r.len, mime, 1);
		body = error_body("out of memory", 0, 0);
	} else if (s->pool == NULL) {
		body = error_body("this server has no render workers", 0, 0);
		status = 503;
	} else {
		clock_gettime(CLOCK_MONOTONIC, &t0);
		worker_pool_render(s->pool, e->id, e->source, e->source_len, o, f,
		    &r);
		metrics_render(s->metrics, io_ms_since(&t0) / 1e3,
		    r.outcome == WORKER_OK);
		if (r.outcome == WORKER_OK)
			return cache_fill(s->cache, key, r.data, r.len, mime,
			    is_text(f));
		if (r.outcome == WORKER_TIMEOUT) {
			/* Asking again at once would only take a worker for
			 * the whole time limit once more. */
			status = 503;
			keep = TIMEOUT_KEEP_MS;
			strncat(r.msg, "; a focus view (?focus=NODE&depth=K) draws "
			    "less", sizeof(r.msg) - strlen(r.msg) - 1);
		} else if (r.outcome == WORKER_UNAVAILABLE) {
			status = 503;
		}
		body = error_body(r.msg, 0, 0);
	}
	c = cache_fail(s->cache, key, status, body ? body : "{}", MIME_JSON,
	    keep);
	free(body);
	return c;
}

/* The cache key of a view: the graph, the format, the options. 0, or -1
 * when out of memory. */
static int
view_key(struct buf *key, const struct graph_entry *e, enum render_format f,
    const struct view_options *o)
{
	if (f == RENDER_JSON) {
		buf_printf(key, "%s/graph.json", e->id);
	} else {
		buf_printf(key, "%s/%s?", e->id, render_format_name(f));
		view_options_key(o, key);
	}
	return buf_cstr(key) == NULL ? -1 : 0;
}

/* The output for key, from the cache, from a render another request runs
 * now, or produced here; NULL when out of memory. */
static struct cached *
output(struct server *s, struct graph_entry *e, const char *key,
    const struct view_options *o, enum render_format f)
{
	struct cached *c;
	int mine;

	c = cache_get(s->cache, key, &mine);
	if (c == NULL && mine)
		c = produce(s, e, key, o, f);
	return c;
}

/* Replies with a view of e (o: NULL for JSON), or 304 when the client
 * has it. */
static void
reply_output(struct server *s, const struct request *rq, struct reply *rp,
    struct graph_entry *e, const struct view_options *o, enum render_format f)
{
	struct buf key = BUF_INIT;
	struct cached *c = NULL;

	if (view_key(&key, e, f, o) == 0) {
		make_etag(key.data, rp->etag);
		if (not_modified(rq, rp->etag)) {
			rp->status = 304;
			rp->cache_control = CACHE_RENDERED;
			buf_free(&key);
			return;
		}
		c = output(s, e, key.data, o, f);
	}
	buf_free(&key);
	if (c == NULL) {
		fail(rp, 500, "out of memory");
		rp->etag[0] = '\0';
		return;
	}
	rp->cached = c;
	rp->status = c->status;
	rp->mime = c->mime;
	rp->cache_control = c->status == 200 ? CACHE_RENDERED : CACHE_NONE;
	if (c->status != 200)
		rp->etag[0] = '\0';
}

void
routes_prerender(struct server *s, struct graph_entry *e)
{
	struct view_options o;
	struct buf key = BUF_INIT;

	view_options_init(&o);
	if (view_key(&key, e, RENDER_SVG, &o) == 0)
		cache_release(output(s, e, key.data, &o, RENDER_SVG));
	buf_free(&key);
}

static void
get_graph(struct server *s, const struct request *rq, struct reply *rp,
    char **params)
{
	struct graph_entry *e = find_graph(s, params[0], rp);

	if (e == NULL)
		return;
	reply_output(s, rq, rp, e, NULL, RENDER_JSON);
	registry_release(e);
}

static void
get_picture(struct server *s, const struct request *rq, struct reply *rp,
    char **params)
{
	static const char *const keys[] = { "rankdir", "focus", "depth",
		"expand", "collapse", "hide" };
	struct view_options o;
	struct error err = { 0 };
	enum render_format f;
	struct graph_entry *e;
	size_t i;

	if (render_format_parse(params[1], &f) == -1) {
		fail(rp, 404, "no format '%s' (svg, png, dot or json)", params[1]);
		return;
	}
	if ((e = find_graph(s, params[0], rp)) == NULL)
		return;
	view_options_init(&o);
	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		const char *v = request_query(rq, keys[i]);

		if (v != NULL && view_option_set(&o, keys[i], v, &err) == -1) {
			fail(rp, 400, "%s", err.msg);
			goto done;
		}
	}
	if (o.focus[0] != '\0' &&
	    fx_graph_find(e->graph, o.focus, strlen(o.focus)) < 0) {
		fail(rp, 404, "graph %s has no node named '%s' to focus on",
		    e->id, o.focus);
		goto done;
	}
	reply_output(s, rq, rp, e, &o, f);
done:
	registry_release(e);
}

/* ---- service -------------------------------------------------------- */

static void
get_health(struct server *s, const struct request *rq, struct reply *rp,
    char **params)
{
	struct worker_stats ws = { 0 };
	cJSON *o = cJSON_CreateObject();

	(void)rq;
	(void)params;
	if (s->pool != NULL)
		worker_pool_stats(s->pool, &ws);
	cJSON_AddStringToObject(o, "status", "ok");
	cJSON_AddNumberToObject(o, "graphs", (double)registry_count(s->graphs));
	cJSON_AddNumberToObject(o, "workers", ws.alive);
	reply_json(rp, 200, o);
	rp->cache_control = CACHE_NONE;
}

/* What the page would otherwise copy from the C: the ops in enum order
 * with the colours the drawing gives them, the view options' limits, and
 * this server's limits. Not stored: the limits are this run's flags. */
static void
get_config(struct server *s, const struct request *rq, struct reply *rp,
    char **params)
{
	cJSON *o = cJSON_CreateObject(), *ops = NULL, *op, *v = NULL, *l = NULL;
	int i, ok;

	(void)rq;
	(void)params;
	ok = cJSON_AddStringToObject(o, "version", PACKAGE_VERSION) != NULL &&
	    (ops = cJSON_AddArrayToObject(o, "ops")) != NULL;
	for (i = 0; ok && i < FX_N_OPS; i++)
		ok = (op = cJSON_CreateObject()) != NULL &&
		    cJSON_AddItemToArray(ops, op) &&
		    cJSON_AddStringToObject(op, "name",
		    fx_op_name((enum fx_op)i)) != NULL &&
		    cJSON_AddStringToObject(op, "fill",
		    draw_op_styles[i].fill) != NULL &&
		    cJSON_AddStringToObject(op, "line",
		    draw_op_styles[i].line) != NULL;
	/* name_max and list_max in bytes, as view_option_set counts them:
	 * the arrays less their NUL. */
	ok = ok && (v = cJSON_AddObjectToObject(o, "view")) != NULL &&
	    cJSON_AddNumberToObject(v, "default_depth",
	    VIEW_DEFAULT_DEPTH) != NULL &&
	    cJSON_AddNumberToObject(v, "max_depth", VIEW_MAX_DEPTH) != NULL &&
	    cJSON_AddNumberToObject(v, "name_max", VIEW_NAME_MAX - 1) != NULL &&
	    cJSON_AddNumberToObject(v, "list_max", VIEW_LIST_MAX - 1) != NULL &&
	    cJSON_AddNumberToObject(v, "overview_nodes",
	    VIEW_OVERVIEW_NODES) != NULL &&
	    (l = cJSON_AddObjectToObject(o, "limits")) != NULL &&
	    cJSON_AddNumberToObject(l, "max_body",
	    (double)s->cfg.max_body) != NULL &&
	    cJSON_AddNumberToObject(l, "max_nodes", s->cfg.max_nodes) != NULL &&
	    cJSON_AddNumberToObject(l, "render_timeout_s",
	    s->cfg.render_timeout_s) != NULL;
	if (!ok) {
		cJSON_Delete(o);
		fail(rp, 500, "out of memory");
		return;
	}
	reply_json(rp, 200, o);
	rp->cache_control = CACHE_NONE;
}

static void
get_metrics(struct server *s, const struct request *rq, struct reply *rp,
    char **params)
{
	struct metrics_gauges g = { 0 };
	struct worker_stats ws = { 0 };
	struct cache_stats cs;
	struct buf b = BUF_INIT;

	(void)rq;
	(void)params;
	cache_get_stats(s->cache, &cs);
	if (s->pool != NULL)
		worker_pool_stats(s->pool, &ws);
	g.cache_hits = cs.hits;
	g.cache_misses = cs.misses;
	g.cache_shared = cs.renders_shared;
	g.cache_bytes = cs.bytes;
	g.cache_entries = cs.entries;
	g.workers_alive = ws.alive;
	g.worker_timeouts = ws.timeouts;
	g.worker_crashes = ws.crashes;
	g.worker_recycled = ws.recycled;
	g.graphs = registry_count(s->graphs);
	g.prerender_pending = (uint64_t)server_prerender_pending(s);
	if (metrics_format(s->metrics, &g, &b) == -1) {
		buf_free(&b);
		fail(rp, 500, "out of memory");
		return;
	}
	reply_owned(rp, 200, "text/plain; version=0.0.4; charset=utf-8",
	    b.data, b.len);
	rp->cache_control = CACHE_NONE;
}

static void
get_web(struct server *s, const struct request *rq, struct reply *rp,
    char **params)
{
	struct error err = { 0 };
	const char *url = rq->path;
	size_t i, len;
	char *body;

	(void)params;
	for (i = 0; i < s->n_web; i++)
		if (strcmp(s->web[i].url, url) == 0)
			break;
	if (i == s->n_web) {
		fail(rp, 404, "nothing at %s", url);
		return;
	}
	/* Read at each request: small files, and edits show at once. */
	if ((body = load_file(s->web[i].path, (size_t)1 << 26, &len, &err)) ==
	    NULL) {
		fail(rp, 500, "%s", err.msg);
		return;
	}
	reply_owned(rp, 200, s->web[i].mime, body, len);
	rp->cache_control = "no-cache";
}
