/* routes: the route table (method, pattern, whether it needs the token)
 * and one handler per route. Handlers parse the request, call the graphs
 * and pictures services, and format the reply; every error goes through
 * reply_error, so its status comes from its kind. */
#include "config.h"

#include "daemon/routes.h"

#include <cJSON.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/buf.h"
#include "base/error.h"
#include "base/file.h"
#include "base/guard.h"
#include "base/io.h"
#include "daemon/cache.h"
#include "daemon/events.h"
#include "daemon/graphs.h"
#include "daemon/metrics.h"
#include "daemon/pictures.h"
#include "daemon/registry.h"
#include "daemon/render_request.h"
#include "daemon/routes_runs.h"
#include "daemon/runs.h"
#include "daemon/store.h"
#include "daemon/web.h"
#include "draw/draw.h"
#include "draw/note.h"
#include "draw/revision.h"
#include "draw/view.h"
#include "format/load.h"
#include "format/load_json.h"
#include "format/load_provenance.h"
#include "format/load_trace.h"
#include "format/write_json.h"
#include "format/write_kernels.h"
#include "model/graph.h"
#include "model/kernels.h"
#include "model/suggest.h"

#define MAX_PARAMS	3

/* The rendered URLs of a graph never change: they are named by its
 * content and the view's options, and the same content has the same id
 * again after a delete. A shared cache (nginx, deploy/nginx.conf) keeps
 * them for a year; their ETags are strong, a digest of the same key. */
#define CACHE_RENDERED	"public, max-age=31536000, immutable"
#define CACHE_NONE	"no-store"
/* A graph's JSON carries its name, which a rename changes: asked again
 * each time, its ETag names the name too. */
#define CACHE_NAMED	"no-cache"

typedef void handler(struct routes *, const struct request *, struct reply *,
    char **params);

static handler list_graphs, post_graph, get_graph, get_node, delete_graph;
static handler patch_graph, post_overlays;
static handler get_picture, get_diff, get_health, get_metrics, get_web;
static handler get_run_page;
static handler get_config, get_events, get_kernels;
static handler run_post, run_list, run_get, run_bundle, run_delete;

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
	{ "graph_patch", "PATCH", "/api/graphs/{id}", 1, patch_graph },
	{ "node_json", "GET", "/api/graphs/{id}/nodes/{*}", 0, get_node },
	{ "kernels_json", "GET", "/api/graphs/{id}/kernels", 0, get_kernels },
	{ "overlays_post", "POST", "/api/graphs/{id}/overlays", 1,
	    post_overlays },
	{ "runs_list", "GET", "/api/runs", 0, run_list },
	{ "runs_post", "POST", "/api/runs", 1, run_post },
	{ "run_bundle", "GET", "/api/runs/{id}.{ext}", 0, run_bundle },
	{ "run_json", "GET", "/api/runs/{id}", 0, run_get },
	{ "run_delete", "DELETE", "/api/runs/{id}", 1, run_delete },
	{ "graph_picture", "GET", "/graphs/{id}.{ext}", 0, get_picture },
	{ "graph_diff", "GET", "/graphs/{id}/diff/{id}.{ext}", 0, get_diff },
	{ "events", "GET", "/api/events", 0, get_events },
	{ "run_events", "GET", "/api/runs/{id}/events", 0, get_events },
	{ "config", "GET", "/api/config", 0, get_config },
	{ "healthz", "GET", "/healthz", 0, get_health },
	{ "metrics", "GET", "/metrics", 0, get_metrics },
	{ "run_page", "GET", "/runs/{id}", 0, get_run_page },
	{ "web", "GET", "/{*}", 0, get_web },
};

/* ---- matching ------------------------------------------------------- */

/* Keeps a copy of s[0..n) as the next parameter: 0, or -1 when out of
 * memory. */
static int
param(char **params, int *n, const char *s, size_t len)
{
	if ((params[*n] = strndup(s, len)) == NULL)
		return -1;
	(*n)++;
	return 0;
}

/* Matches path against pattern and fills params (malloc'd copies): 1
 * when it matches, 0 when not, -1 when out of memory. */
static int
match(const char *pattern, const char *path, char **params)
{
	const char *p = pattern, *s = path;
	int n = 0;

	while (*p != '\0') {
		if (strncmp(p, "{*}", 3) == 0)
			return param(params, &n, s, strlen(s)) == -1 ? -1 : 1;
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
				if (param(params, &n, s, (size_t)(dot - s)) == -1 ||
				    param(params, &n, dot + 1, strlen(dot + 1)) ==
				    -1)
					return -1;
				return 1;
			}
			if (end == s)
				return 0;
			if (param(params, &n, s, (size_t)(end - s)) == -1)
				return -1;
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

/* Constant time, so the token cannot be guessed byte by byte. The
 * scheme is any case (RFC 9110: "bearer" is "Bearer"), then spaces. */
static int
token_ok(const char *token, const struct request *rq)
{
	const char *auth = request_header(rq, "Authorization");
	size_t n = strlen(token), i;
	unsigned diff = 0;

	if (auth == NULL || strncasecmp(auth, "Bearer", 6) != 0 ||
	    (auth[6] != ' ' && auth[6] != '\t'))
		return 0;
	auth += 6 + strspn(auth + 6, " \t");
	if (strlen(auth) != n)
		return 0;
	for (i = 0; i < n; i++)
		diff |= (unsigned char)auth[i] ^ (unsigned char)token[i];
	return diff == 0;
}

/* Whether a browser says another site's page sent this request: its
 * Origin names another host than the one asked (a form or a no-cors
 * fetch from anywhere sends one), or Sec-Fetch-Site says so. Clients
 * that are no browser send neither. */
static int
cross_site(const struct request *rq)
{
	const char *origin = request_header(rq, "Origin");
	const char *host = request_header(rq, "Host");
	const char *site = request_header(rq, "Sec-Fetch-Site");
	const char *h;

	if (site != NULL && strcmp(site, "same-origin") != 0 &&
	    strcmp(site, "none") != 0)
		return 1;
	if (origin == NULL)
		return 0;
	if ((h = strstr(origin, "://")) == NULL || host == NULL)
		return 1;	/* "null", from a sandbox or a file */
	return strcmp(h + 3, host) != 0;
}

/* What a write must show before anything of it is read: the token, when
 * the server has one, and no sign of another site's page (which could
 * otherwise make any visitor's browser upload to or delete from a
 * server on their loopback). 0, or -1 with the reply filled. */
static int
guard(struct routes *rt, const struct route *r, const struct request *rq,
    struct reply *rp)
{
	if (!r->writes)
		return 0;
	if (rt->token != NULL && !token_ok(rt->token, rq)) {
		reply_fail(rp, ERROR_DENIED, "this server takes writes only "
		    "with its token: send Authorization: Bearer TOKEN");
		rp->challenge = 1;
		return -1;
	}
	if (cross_site(rq)) {
		reply_fail(rp, ERROR_FORBIDDEN, "a write from another site's "
		    "page is refused (Origin %.100s, Host %.100s)",
		    request_header(rq, "Origin") ? request_header(rq, "Origin") :
		    "none", request_header(rq, "Host") ?
		    request_header(rq, "Host") : "none");
		return -1;
	}
	return 0;
}

/* The 405 for a path that other methods take: their list, as Allow. */
static void
not_allowed(const struct request *rq, struct reply *rp)
{
	char *params[MAX_PARAMS] = { NULL };
	size_t i;

	rp->route = "method_not_allowed";
	for (i = 0; i < sizeof(routes) / sizeof(routes[0]); i++) {
		int m = routes[i].fn == get_web ? 0 :
		    match(routes[i].pattern, rq->path, params);

		free_params(params);
		if (m != 1)
			continue;
		if (rp->allow[0] != '\0')
			strcat(rp->allow, ", ");
		strcat(rp->allow, routes[i].method);
		if (strcmp(routes[i].method, "GET") == 0)
			strcat(rp->allow, ", HEAD");
	}
	reply_fail(rp, ERROR_METHOD, "%s is not allowed on %s (allowed: %s)",
	    rq->method, rq->path, rp->allow);
}

/* Whether HTTP defines method (RFC 9110, and PATCH): others get 501. */
static int
known_method(const char *method)
{
	static const char *const methods[] = { "GET", "HEAD", "POST", "PUT",
		"DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH" };
	size_t i;

	for (i = 0; i < sizeof(methods) / sizeof(methods[0]); i++)
		if (strcmp(method, methods[i]) == 0)
			return 1;
	return 0;
}

/* The route for the request's method and path, with its parameters in
 * params; NULL when none (*path_known: another method takes the path),
 * or with *nomem set when out of memory. */
static const struct route *
find_route(const struct request *rq, char **params, int *path_known,
    int *nomem)
{
	const char *method = strcmp(rq->method, "HEAD") == 0 ? "GET" : rq->method;
	size_t i;
	int m;

	*path_known = *nomem = 0;
	for (i = 0; i < sizeof(routes) / sizeof(routes[0]); i++) {
		if ((m = match(routes[i].pattern, rq->path, params)) == 1 &&
		    strcmp(routes[i].method, method) == 0)
			return &routes[i];
		free_params(params);
		if (m == -1) {
			*nomem = 1;
			return NULL;
		}
		*path_known |= m == 1 && routes[i].fn != get_web;
	}
	return NULL;
}

void
routes_dispatch(struct routes *rt, const struct request *rq, struct reply *rp)
{
	char *params[MAX_PARAMS] = { NULL };
	const struct route *r;
	int path_known, nomem;

	memset(rp, 0, sizeof(*rp));
	if (!known_method(rq->method)) {
		rp->route = "unrouted";
		reply_fail(rp, ERROR_NOT_IMPLEMENTED, "fxviz does not implement "
		    "the method %.32s", rq->method);
		return;
	}
	if ((r = find_route(rq, params, &path_known, &nomem)) != NULL) {
		rp->route = r->name;
		if (guard(rt, r, rq, rp) == 0)
			r->fn(rt, rq, rp, params);
		free_params(params);
	} else if (nomem) {
		rp->route = "unrouted";
		reply_fail(rp, ERROR_NOMEM, "out of memory");
	} else if (path_known) {
		not_allowed(rq, rp);
	} else {
		rp->route = "not_found";
		reply_fail(rp, ERROR_NOT_FOUND, "nothing at %s", rq->path);
	}
}

int
routes_refuse_early(struct routes *rt, const struct request *rq,
    struct reply *rp)
{
	char *params[MAX_PARAMS] = { NULL };
	const struct route *r;
	int path_known, nomem, refused = 0;

	memset(rp, 0, sizeof(*rp));
	if ((r = find_route(rq, params, &path_known, &nomem)) != NULL) {
		free_params(params);
		rp->route = r->name;
		refused = guard(rt, r, rq, rp) == -1;
	}
	if (!refused)
		reply_free(rp);
	return refused;
}

/* ---- graphs --------------------------------------------------------- */

static cJSON *
summary(struct graph_entry *e)
{
	cJSON *o = cJSON_CreateObject(), *urls, *aliases;
	char url[128], added[32];
	size_t i;

	cJSON_AddStringToObject(o, "id", e->id);
	registry_names_lock(e);
	cJSON_AddStringToObject(o, "name", e->name);
	aliases = cJSON_AddArrayToObject(o, "aliases");
	for (i = 0; i < e->n_aliases; i++)
		cJSON_AddItemToArray(aliases, cJSON_CreateString(e->aliases[i]));
	registry_names_unlock(e);
	cJSON_AddNumberToObject(o, "nodes", e->graph->n_nodes);
	cJSON_AddNumberToObject(o, "edges", e->graph->n_edges);
	cJSON_AddNumberToObject(o, "n_warnings", e->graph->n_warnings);
	reply_iso_time(e->added, added);
	cJSON_AddStringToObject(o, "added", added);
	if (e->graph->form != NULL)
		cJSON_AddStringToObject(o, "form", e->graph->form);
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

char *
routes_graph_summary(struct graph_entry *e)
{
	cJSON *o = summary(e);
	char *s = o != NULL ? cJSON_PrintUnformatted(o) : NULL;

	cJSON_Delete(o);
	return s;
}

static void
list_graphs(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	cJSON *root = cJSON_CreateObject(), *arr;
	struct graph_entry **list;
	size_t n, i;

	(void)rq;
	(void)params;
	arr = cJSON_AddArrayToObject(root, "graphs");
	list = registry_list(rt->graphs->registry, &n);
	for (i = 0; i < n; i++)
		cJSON_AddItemToArray(arr, summary(list[i]));
	registry_release_list(list, n);
	reply_json(rp, 200, root);
	rp->cache_control = CACHE_NONE;
}

/* An upload's graph as its reply tells it: its summary and warnings. */
static cJSON *
added_graph(struct graph_entry *e)
{
	cJSON *o = summary(e), *w;
	uint32_t i;

	if (e->graph->n_warnings > 0) {
		w = cJSON_AddArrayToObject(o, "warnings");
		for (i = 0; i < e->graph->n_warnings; i++)
			cJSON_AddItemToArray(w, cJSON_CreateString(
			    e->graph->warnings[i]));
	}
	return o;
}

/* One graph of a log, for the reply's list: added, or why not. */
static cJSON *
log_graph(const struct graphs_added *a)
{
	cJSON *o;
	char msg[sizeof(a->err.msg) + 64];

	if (a->entry != NULL) {
		o = added_graph(a->entry);
	} else {
		o = cJSON_CreateObject();
		error_format(&a->err, msg, sizeof(msg));
		cJSON_AddStringToObject(o, "error", msg);
		if (a->err.line > 0) {
			cJSON_AddNumberToObject(o, "line", a->err.line);
			cJSON_AddNumberToObject(o, "column", a->err.column);
		}
	}
	cJSON_AddStringToObject(o, "part", a->part ? a->part : "");
	cJSON_AddNumberToObject(o, "at_line", a->line);
	return o;
}

/* Makes the trace of a POST /api/graphs a run as well: its id in the
 * reply's "run", or why not in "run_error". */
static void
add_run_too(struct routes *rt, const struct request *rq,
    const struct guard *guard, cJSON *o)
{
	struct run_entry *run;
	struct error err = { 0 };
	char msg[sizeof(err.msg) + 64];
	int created;

	if (runs_add_body(rt->runs, rq->body, rq->body_len,
	    request_query(rq, "name"), NULL, guard, &run, &created,
	    &err) == 0) {
		cJSON_AddStringToObject(o, "run", run->id);
		runs_release(run);
	} else {
		error_format(&err, msg, sizeof(msg));
		cJSON_AddStringToObject(o, "run_error", msg);
	}
}

static void
post_graph(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	const char *from = request_query(rq, "from");
	struct graphs_added *added = NULL;
	struct graph_entry *first = NULL;
	struct error err = { 0 };
	struct guard guard;
	size_t n = 0, i;
	int created = 0;
	cJSON *o, *list;

	(void)params;
	if (rq->body_len == 0) {
		reply_fail(rp, ERROR_INPUT, "empty body: send the text that "
		    "print(gm.graph) prints, or fxviz JSON");
		return;
	}
	/* Read within the time limit, and only while the client waits. */
	guard.deadline = io_now_ms() + (int64_t)rt->parse_timeout_s * 1000;
	guard.gone = rq->gone;
	guard.ctx = rq->gone_ctx;
	if (from != NULL && !load_form_known(from)) {
		reply_fail(rp, ERROR_INPUT, "from: no form '%.32s' (%s)", from,
		    LOAD_FORMS);
		return;
	}
	if (graphs_add_all(rt->graphs, rq->body, rq->body_len,
	    request_query(rq, "name"), NULL, 1, from, &guard, &added, &n,
	    &err) == -1) {
		reply_error(rp, &err);
		return;
	}
	/* The first graph added answers, as an upload of one graph does; a
	 * log's reply lists all it held, those that failed with why. */
	for (i = 0; i < n; i++) {
		if (first == NULL)
			first = added[i].entry;
		if (added[i].created && !created) {
			created = 1;
			snprintf(rp->location, sizeof(rp->location),
			    "/api/graphs/%s", added[i].entry->id);
		}
	}
	o = added_graph(first);
	if (added[0].part != NULL) {
		list = cJSON_AddArrayToObject(o, "graphs");
		for (i = 0; i < n; i++)
			cJSON_AddItemToArray(list, log_graph(&added[i]));
	}
	graphs_added_free(added, n);
	/* a trace is a run too: its graphs are those just added */
	if (rt->runs != NULL && load_is_trace(rq->body, rq->body_len))
		add_run_too(rt, rq, &guard, o);
	reply_json(rp, created ? 201 : 200, o);
	rp->cache_control = CACHE_NONE;
}

static struct graph_entry *find_graph(struct routes *rt, const char *id,
    struct reply *rp);

/* e's graph copied, with the overlays of body added (load_overlays; name
 * and unit stand in for those it does not say), as fxviz JSON in *json
 * named after e: "NAME + flops". The warnings the overlays made (names
 * of no node) into w. 0, or -1 with err filled (ERROR_INPUT placed in
 * body). */
static int
with_overlays(struct graph_entry *e, const struct request *rq, char **json,
    size_t *len, cJSON *w, char *name, size_t size, struct error *err)
{
	struct fx_graph *g;
	uint32_t was, i;
	char *text;
	size_t n;
	int rc = -1;

	if ((text = json_write_graph(e->graph, e->modules, 0, &n)) == NULL) {
		error_nomem(err);
		return -1;
	}
	g = load_json(text, n, NULL, err);
	free(text);
	if (g == NULL)
		return -1;
	was = g->n_overlays;
	if (load_overlays(rq->body, rq->body_len, request_query(rq, "name"),
	    request_query(rq, "unit"), g, err) == -1)
		goto done;
	for (i = 0; i < g->n_warnings; i++)
		cJSON_AddItemToArray(w, cJSON_CreateString(g->warnings[i]));
	registry_names_lock(e);
	snprintf(name, size, "%s + ", e->name);
	registry_names_unlock(e);
	for (i = was == g->n_overlays ? 0 : was; i < g->n_overlays; i++)
		snprintf(name + strlen(name), size - strlen(name), "%s%s",
		    i > (was == g->n_overlays ? 0 : was) ? ", " : "",
		    g->overlays[i].name);
	if ((*json = json_write_graph_as(g, NULL, name, NULL, 0, len)) == NULL)
		error_nomem(err);
	else
		rc = 0;
done:
	fx_graph_free(g);
	return rc;
}

/* POST /api/graphs/ID/overlays?name=N&unit=U: numbers per node (a
 * profiler's, a cost model's, a script's: docs/api.md, "Overlays") added
 * to graph ID make a graph of their own, stored as fxviz JSON and held
 * as any upload, which answers (201, or 200 when held already) with the
 * overlays it has and the names of no node. Graph ID stays as it was, so
 * that its views and links say what they said. */
static void
post_overlays(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	struct graph_entry *e, *added = NULL;
	struct error err = { 0 };
	struct guard guard;
	cJSON *o, *list, *w = cJSON_CreateArray();
	char *json = NULL, name[512];
	size_t len, i;
	int created = 0;

	if ((e = find_graph(rt, params[0], rp)) == NULL) {
		cJSON_Delete(w);
		return;
	}
	guard.deadline = io_now_ms() + (int64_t)rt->parse_timeout_s * 1000;
	guard.gone = rq->gone;
	guard.ctx = rq->gone_ctx;
	if (w == NULL)
		error_nomem(&err);
	else if (rq->body_len == 0)
		error_kind_set(&err, ERROR_INPUT, "empty body: send the "
		    "overlays as JSON, node name to number (with ?name= and "
		    "?unit=) or overlay objects");
	if (err.msg[0] != '\0' || with_overlays(e, rq, &json, &len, w, name,
	    sizeof(name), &err) == -1 || graphs_add(rt->graphs, json, len,
	    name, NULL, 1, "json", &guard, &added, &created, &err) == -1) {
		reply_error(rp, &err);
		goto done;
	}
	o = summary(added);
	cJSON_AddStringToObject(o, "of", e->id);
	list = cJSON_AddArrayToObject(o, "overlays");
	for (i = 0; i < added->graph->n_overlays; i++)
		cJSON_AddItemToArray(list, cJSON_CreateString(
		    added->graph->overlays[i].name));
	cJSON_AddItemToObject(o, "warnings", w);
	w = NULL;
	snprintf(rp->location, sizeof(rp->location), "/api/graphs/%s",
	    added->id);
	reply_json(rp, created ? 201 : 200, o);
	rp->cache_control = CACHE_NONE;
done:
	cJSON_Delete(w);
	free(json);
	if (added != NULL)
		registry_release(added);
	registry_release(e);
}

static struct graph_entry *
find_graph(struct routes *rt, const char *id, struct reply *rp)
{
	struct error err = { 0 };
	struct graph_entry *e = graphs_get(rt->graphs, id, &err);

	if (e == NULL)
		reply_error(rp, &err);
	return e;
}

static void
delete_graph(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	struct error err = { 0 };

	(void)rq;
	if (graphs_delete(rt->graphs, params[0], &err) == -1) {
		reply_error(rp, &err);
		return;
	}
	rp->status = 204;
	rp->cache_control = CACHE_NONE;
}

/* PATCH /api/graphs/ID {"name": "..."}: a rename. */
static void
patch_graph(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	struct error err = { 0 };
	struct graph_entry *e;
	const char *end = NULL;
	cJSON *root, *name;
	size_t rest;

	/* The body need not end in a NUL: what follows the JSON is checked
	 * here. */
	root = cJSON_ParseWithLengthOpts(rq->body, rq->body_len, &end, 0);
	rest = root != NULL ? (size_t)(end - rq->body) : 0;
	while (rest < rq->body_len && strchr(" \t\r\n", rq->body[rest]) != NULL &&
	    rq->body[rest] != '\0')
		rest++;
	name = cJSON_GetObjectItemCaseSensitive(root, "name");
	if (root == NULL || rest < rq->body_len || !cJSON_IsObject(root) ||
	    !cJSON_IsString(name)) {
		cJSON_Delete(root);
		reply_fail(rp, ERROR_INPUT, "send a JSON object with the new "
		    "name: {\"name\": \"...\"}");
		return;
	}
	if (graphs_rename(rt->graphs, params[0], name->valuestring, &e,
	    &err) == -1) {
		cJSON_Delete(root);
		reply_error(rp, &err);
		return;
	}
	cJSON_Delete(root);
	reply_json(rp, 200, summary(e));
	registry_release(e);
	rp->cache_control = CACHE_NONE;
}

/* The graph of e that ?sub=PATH names (sub NULL or "": e's own); NULL
 * with err filled (not found: the sub-graphs there are). */
static const struct fx_graph *
sub_graph(const struct graph_entry *e, const char *sub, struct error *err)
{
	if (sub == NULL || *sub == '\0')
		return e->graph;
	return view_sub_graph(e->graph, sub, err);
}

static void
get_node(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	struct graph_entry *e = find_graph(rt, params[0], rp);
	const char *sub = request_query(rq, "sub");
	const struct fx_graph *g;
	struct module_tree *mt = NULL;
	struct error err = { 0 };
	int64_t i;
	size_t len;
	char *json;

	if (e == NULL)
		return;
	/* a sub-graph's node: ?sub=PATH, its module tree built now */
	if ((g = sub_graph(e, sub, &err)) == NULL) {
		reply_error(rp, &err);
		goto done;
	}
	if (g != e->graph && (mt = modules_build(g, MODULES_PARTS_ABOVE)) ==
	    NULL) {
		reply_fail(rp, ERROR_NOMEM, "out of memory");
		goto done;
	}
	i = fx_graph_find(g, params[1], strlen(params[1]));
	if (i < 0) {
		reply_fail(rp, ERROR_NOT_FOUND, "graph %s%s%s has no node named "
		    "'%s'", e->id, g != e->graph ? " sub-graph " : "",
		    g != e->graph ? sub : "", params[1]);
	} else if ((json = json_write_node(g, &g->nodes[i], mt ? mt :
	    e->modules, &len)) == NULL) {
		reply_fail(rp, ERROR_NOMEM, "out of memory");
	} else {
		reply_owned(rp, 200, MIME_JSON, json, len);
		rp->cache_control = CACHE_RENDERED;
	}
done:
	modules_free(mt);
	registry_release(e);
}

/* ---- runs (daemon/routes_runs.h) ------------------------------------ */

static void
run_post(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	(void)params;
	routes_runs_post(rt->runs, rt->parse_timeout_s, rq, rp);
}

static void
run_list(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	(void)rq;
	(void)params;
	routes_runs_list(rt->runs, rp);
}

static void
run_get(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	routes_runs_get(rt->runs, rq, rp, params[0]);
}

static void
run_bundle(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	routes_runs_bundle(rt->runs, rq, rp, params[0], params[1]);
}

static void
run_delete(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	(void)rq;
	routes_runs_delete(rt->runs, rp, params[0]);
}

/* ---- pictures ------------------------------------------------------- */

/* Makes etag (a quoted digest) also name e's name, for a reply that
 * carries it. 0, or -1 when out of memory. */
static int
etag_add_name(char *etag, size_t size, struct graph_entry *e)
{
	char *seed = NULL, id[DIGEST_ID_LEN + 1];
	int len;

	registry_names_lock(e);
	len = asprintf(&seed, "%s %s", etag, e->name);
	registry_names_unlock(e);
	if (len == -1)
		return -1;
	digest_id(seed, (size_t)len, id);
	snprintf(etag, size, "\"%s\"", id);
	free(seed);
	return 0;
}

/* Replies with the picture rr names, of e, or 304 when the client has
 * it. named: a picture that carries e's name (its JSON), so its ETag
 * names the name too, and the client asks again each time. */
static void
reply_picture(struct routes *rt, const struct request *rq, struct reply *rp,
    struct graph_entry *e, struct graph_entry *ec,
    const struct render_request *rr, int named)
{
	const char *cache_control = named ? CACHE_NAMED : CACHE_RENDERED;
	struct error err = { 0 };
	struct cached *c;

	if (pictures_etag(rr, rp->etag) == -1) {
		reply_fail(rp, ERROR_NOMEM, "out of memory");
		return;
	}
	if (named && etag_add_name(rp->etag, sizeof(rp->etag), e) == -1) {
		reply_fail(rp, ERROR_NOMEM, "out of memory");
		return;
	}
	if (request_not_modified(rq, rp->etag)) {
		rp->status = 304;
		rp->cache_control = cache_control;
		return;
	}
	/* color=kernel: drawn from both sources, as a diff is */
	if ((c = ec != NULL ? pictures_get_diff(rt->pictures, rq->client, e,
	    ec, rr, &err) : pictures_get(rt->pictures, rq->client, e, rr,
	    &err)) == NULL) {
		reply_error(rp, &err);
		return;
	}
	if (!c->ok) {
		err.kind = c->kind;
		err.line = c->line;
		err.column = c->column;
		snprintf(err.msg, sizeof(err.msg), "%s", c->data);
		cache_release(c);
		reply_error(rp, &err);
		return;
	}
	rp->cached = c;
	rp->status = 200;
	rp->mime = c->mime;
	rp->cache_control = cache_control;
	/* what the picture says was not as asked (a PNG scaled down, names
	 * that match nothing: draw/note.h), from its own bytes, so that the
	 * header goes with them however they were cached */
	if (note_get(c->data, c->len, rp->warning, sizeof(rp->warning)) == -1)
		rp->warning[0] = '\0';
}

/* Adds s to b as a file name may hold it anywhere: ASCII letters, digits,
 * '.', '-' and '_'; a run of anything else is one '_'. */
static void
add_safe(struct buf *b, const char *s)
{
	int gap = 0;

	for (; *s != '\0'; s++) {
		if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		    (*s >= '0' && *s <= '9') || *s == '.' || *s == '-' ||
		    *s == '_') {
			buf_addc(b, *s);
			gap = 0;
		} else if (!gap) {
			buf_addc(b, '_');
			gap = 1;
		}
	}
}

/* The name a download of this picture is saved as:
 * NAME[.SUB][-focus-NODE].EXT, made safe (add_safe), cut to size. */
static void
download_name(struct graph_entry *e, const struct render_request *rr,
    const char *ext, char *out, size_t size)
{
	struct buf b = BUF_INIT;
	size_t base;

	registry_names_lock(e);
	add_safe(&b, e->name);
	registry_names_unlock(e);
	/* no leading dot (a hidden file), nothing left: "graph" */
	while (b.len > 0 && b.data[0] == '.')
		memmove(b.data, b.data + 1, --b.len);
	if (b.len == 0 || strspn(b.data, "_") == b.len) {
		b.len = 0;
		buf_adds(&b, "graph");
	}
	if (rr->opt.sub[0] != '\0') {
		buf_addc(&b, '.');
		add_safe(&b, rr->opt.sub);
	}
	if (rr->opt.focus[0] != '\0') {
		buf_adds(&b, "-focus-");
		add_safe(&b, rr->opt.focus);
	}
	base = b.len;
	buf_addc(&b, '.');
	add_safe(&b, ext);
	if (buf_cstr(&b) != NULL) {
		/* cut the base, never the extension */
		size_t ext_len = b.len - base;

		if (b.len >= size)
			memmove(b.data + size - 1 - ext_len, b.data + base,
			    ext_len + 1);
		snprintf(out, size, "%s", b.data);
	}
	buf_free(&b);
}

static void
get_graph(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	struct graph_entry *e = find_graph(rt, params[0], rp);
	const char *sub = request_query(rq, "sub");
	struct render_request rr;
	struct error err = { 0 };

	if (e == NULL)
		return;
	if (render_request_init(&rr, e->id, "json", &err) == -1 ||
	    (sub != NULL && (view_option_set(&rr.opt, "sub", sub, &err) ==
	    -1 || sub_graph(e, sub, &err) == NULL)))
		reply_error(rp, &err);
	else
		reply_picture(rt, rq, rp, e, NULL, &rr, 1);
	registry_release(e);
}

/* GET /graphs/{a}/diff/{b}.{ext}: the merged drawing of a diff, with
 * every view option but sub, or its JSON report (docs/diff.md). */
static void
get_diff(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	static const char *const keys[] = VIEW_OPTION_KEYS;
	struct graph_entry *e = NULL, *eb = NULL;
	struct render_request rr;
	struct error err = { 0 };
	const char *v;
	struct cached *c;
	char hint[320];
	size_t i;

	if (render_request_init(&rr, params[0], params[2], &err) == -1) {
		err.kind = ERROR_NOT_FOUND;
		reply_error(rp, &err);
		return;
	}
	if ((e = find_graph(rt, params[0], rp)) == NULL ||
	    (eb = find_graph(rt, params[1], rp)) == NULL)
		goto done;
	/* the ids, not the aliases the URL may use */
	snprintf(rr.id, sizeof(rr.id), "%s", e->id);
	snprintf(rr.id_b, sizeof(rr.id_b), "%s", eb->id);
	for (i = 0; i < sizeof(keys) / sizeof(keys[0]) && !rr.json; i++) {
		if ((v = request_query(rq, keys[i])) == NULL)
			continue;
		if (strcmp(keys[i], "sub") == 0) {
			reply_fail(rp, ERROR_INPUT, "a diff draws whole graphs: "
			    "no sub");
			goto done;
		}
		/* coloured by its changes, or by how an overlay changed */
		if ((strcmp(keys[i], "color") == 0 &&
		    strcmp(v, "kernel") == 0) || strcmp(keys[i], "code") == 0) {
			reply_fail(rp, ERROR_INPUT, "a diff is coloured by its "
			    "changes (or color=NAME, an overlay of both): no %s",
			    keys[i]);
			goto done;
		}
		if (view_option_set(&rr.opt, keys[i], v, &err) == -1) {
			reply_error(rp, &err);
			goto done;
		}
	}
	if (rr.opt.focus[0] != '\0' && fx_graph_find(e->graph, rr.opt.focus,
	    strlen(rr.opt.focus)) < 0 && fx_graph_find(eb->graph,
	    rr.opt.focus, strlen(rr.opt.focus)) < 0) {
		suggest_node(e->graph, eb->graph, rr.opt.focus, hint,
		    sizeof(hint));
		reply_fail(rp, ERROR_NOT_FOUND, "neither graph has a node "
		    "named '%s' to focus on%s%s", rr.opt.focus, hint[0] ?
		    "; " : "", hint);
		goto done;
	}
	/* the report carries both names: its ETag too, asked again each
	 * time */
	if (pictures_etag(&rr, rp->etag) == -1 || (rr.json &&
	    (etag_add_name(rp->etag, sizeof(rp->etag), e) == -1 ||
	    etag_add_name(rp->etag, sizeof(rp->etag), eb) == -1))) {
		reply_fail(rp, ERROR_NOMEM, "out of memory");
		goto done;
	}
	if (request_not_modified(rq, rp->etag)) {
		rp->status = 304;
		rp->cache_control = rr.json ? CACHE_NAMED : CACHE_RENDERED;
		goto done;
	}
	if ((c = pictures_get_diff(rt->pictures, rq->client, e, eb, &rr,
	    &err)) == NULL) {
		reply_error(rp, &err);
		goto done;
	}
	if (!c->ok) {
		err.kind = c->kind;
		err.line = c->line;
		err.column = c->column;
		snprintf(err.msg, sizeof(err.msg), "%s", c->data);
		cache_release(c);
		reply_error(rp, &err);
		goto done;
	}
	rp->cached = c;
	rp->status = 200;
	rp->mime = c->mime;
	rp->cache_control = rr.json ? CACHE_NAMED : CACHE_RENDERED;
	if (rr.json || note_get(c->data, c->len, rp->warning,
	    sizeof(rp->warning)) == -1)
		rp->warning[0] = '\0';
done:
	if (eb != NULL)
		registry_release(eb);
	if (e != NULL)
		registry_release(e);
}

/* Reads the view rq's query asks of e into rr (of e's id, for its
 * format, set up): the options an SVG's URL takes, sub alone for JSON.
 * *ec gets the output code that color=kernel colours by, with a
 * reference (else NULL). page: rq is of the page, whose address names
 * its own code=ID (the panel's output code) unless color=kernel, and
 * the graphs are those this replica holds: nothing is fetched from the
 * store while the page waits. 0, or -1 with err filled and *ec NULL. */
static int
read_view(struct routes *rt, const struct request *rq,
    const struct graph_entry *e, struct render_request *rr, int page,
    struct graph_entry **ec, struct error *err)
{
	static const char *const keys[] = VIEW_OPTION_KEYS;
	const struct fx_graph *g;
	const char *v, *color = request_query(rq, "color");
	char hint[320];
	size_t i;

	*ec = NULL;
	/* JSON takes sub alone */
	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		if ((rr->json && strcmp(keys[i], "sub") != 0) ||
		    (v = request_query(rq, keys[i])) == NULL)
			continue;
		if (strcmp(keys[i], "code") == 0) {
			if (page && (color == NULL ||
			    strcmp(color, "kernel") != 0))
				continue;
			/* the output code's id, not an alias the URL may
			 * use; for a page, one this replica holds (the
			 * page's own request fetches one from the store,
			 * not the page's HTML) */
			if (page && (*ec = registry_get(rt->graphs->registry,
			    v)) == NULL) {
				error_kind_set(err, ERROR_NOT_FOUND, "no graph "
				    "%.64s here", v);
				return -1;
			}
			if (!page && (*ec = graphs_get(rt->graphs, v, err)) ==
			    NULL)
				return -1;
			v = (*ec)->id;
		}
		if (view_option_set(&rr->opt, keys[i], v, err) == -1)
			goto fail;
	}
	if (view_options_check(&rr->opt, err) == -1)
		goto fail;
	if (*ec != NULL && rr->opt.sub[0] != '\0') {
		error_kind_set(err, ERROR_INPUT, "kernels colour the post-grad "
		    "graph itself: no sub with color=kernel");
		goto fail;
	}
	if ((g = sub_graph(e, rr->opt.sub, err)) == NULL)
		goto fail;
	if (rr->opt.focus[0] != '\0' &&
	    fx_graph_find(g, rr->opt.focus, strlen(rr->opt.focus)) < 0) {
		suggest_node(g, NULL, rr->opt.focus, hint, sizeof(hint));
		error_kind_set(err, ERROR_NOT_FOUND, "graph %s has no node "
		    "named '%s' to focus on%s%s", e->id, rr->opt.focus,
		    hint[0] ? "; " : "", hint);
		goto fail;
	}
	return 0;
fail:
	if (*ec != NULL)
		registry_release(*ec);
	*ec = NULL;
	return -1;
}

static void
get_picture(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	struct render_request rr;
	struct error err = { 0 };
	struct graph_entry *e, *ec;

	if (render_request_init(&rr, params[0], params[1], &err) == -1) {
		err.kind = ERROR_NOT_FOUND;
		reply_error(rp, &err);
		return;
	}
	if ((e = find_graph(rt, params[0], rp)) == NULL)
		return;
	if (read_view(rt, rq, e, &rr, 0, &ec, &err) == -1) {
		reply_error(rp, &err);
		registry_release(e);
		return;
	}
	reply_picture(rt, rq, rp, e, ec, &rr, rr.json);
	if (rp->status == 200 && !rr.json)
		download_name(e, &rr, params[1], rp->filename,
		    sizeof(rp->filename));
	if (ec != NULL)
		registry_release(ec);
	registry_release(e);
}

/* GET /api/graphs/{id}/kernels?code=ID: which kernels of output code ID
 * compute which nodes of post-grad graph id (docs/api.md, "Kernels"):
 * from the provenance mapping the code carries, else its comments. */
static void
get_kernels(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	const char *code = request_query(rq, "code"), *json;
	struct graph_entry *e = NULL, *ec = NULL;
	struct kernel_provenance *prov = NULL;
	struct kernel_map *km = NULL;
	struct kernels_names names;
	struct error err = { 0 };
	char *out, *seed = NULL, id[DIGEST_ID_LEN + 1];
	size_t len, jlen;

	if (code == NULL || *code == '\0') {
		reply_fail(rp, ERROR_INPUT, "kernels takes code=ID: the output "
		    "code of the same compile");
		return;
	}
	if ((e = find_graph(rt, params[0], rp)) == NULL ||
	    (ec = find_graph(rt, code, rp)) == NULL)
		goto done;
	if (strcmp(ec->graph->form, "output_code") != 0) {
		reply_fail(rp, ERROR_INPUT, "graph %s is no output code (it was "
		    "read as %s)", ec->id, ec->graph->form);
		goto done;
	}
	/* what the two ids hold never changes: a strong ETag of both */
	if (asprintf(&seed, "%s kernels %s %s", PACKAGE_VERSION, e->id,
	    ec->id) == -1) {
		reply_fail(rp, ERROR_NOMEM, "out of memory");
		goto done;
	}
	digest_id(seed, strlen(seed), id);
	snprintf(rp->etag, sizeof(rp->etag), "\"%s\"", id);
	if (request_not_modified(rq, rp->etag)) {
		rp->status = 304;
		rp->cache_control = CACHE_RENDERED;
		goto done;
	}
	if (load_provenance_find(ec->source, ec->source_len, &json, &jlen) &&
	    (prov = load_provenance(json, jlen, &err)) == NULL) {
		reply_error(rp, &err);
		goto done;
	}
	names.post_id = e->id;
	names.code_id = ec->id;
	if ((km = kernels_new(e->graph, ec->graph, prov, &err)) == NULL ||
	    (out = kernels_write_json(km, e->graph, ec->graph, &names,
	    prov != NULL, &len)) == NULL) {
		reply_fail(rp, ERROR_NOMEM, "out of memory");
		goto done;
	}
	reply_owned(rp, 200, MIME_JSON, out, len);
	rp->cache_control = CACHE_RENDERED;
done:
	free(seed);
	kernels_free(km);
	kernel_provenance_free(prov);
	if (ec != NULL)
		registry_release(ec);
	if (e != NULL)
		registry_release(e);
}

/* ---- service -------------------------------------------------------- */

static void
get_health(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	struct metrics_gauges g = { 0 };
	cJSON *o = cJSON_CreateObject();
	int store_up;

	(void)rq;
	(void)params;
	pictures_gauges(rt->pictures, &g);
	/* A replica whose store does not answer answers nothing that
	 * needs it: a balancer should send those elsewhere. */
	store_up = rt->graphs->store == NULL ||
	    store_answering(rt->graphs->store);
	cJSON_AddStringToObject(o, "status", store_up ? "ok" :
	    "the store is not answering");
	cJSON_AddNumberToObject(o, "graphs",
	    (double)registry_count(rt->graphs->registry));
	cJSON_AddNumberToObject(o, "workers", g.workers_alive);
	if (rt->graphs->store != NULL && store_shared(rt->graphs->store))
		cJSON_AddStringToObject(o, "store", store_up ? "answering" :
		    "not answering");
	reply_json(rp, store_up ? 200 : 503, o);
	if (!store_up)
		rp->retry_after = reply_retry_after(ERROR_UNAVAILABLE);
	rp->cache_control = CACHE_NONE;
}

/* What the page would otherwise copy from the C: the ops in enum order
 * with the colours the drawing gives them, the view options' limits, and
 * this server's limits. Not stored: the limits are this run's flags. */
static void
get_config(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	cJSON *o = cJSON_CreateObject(), *ops = NULL, *op, *v = NULL, *l = NULL;
	int i, ok;

	(void)rq;
	(void)params;
	ok = cJSON_AddStringToObject(o, "version", PACKAGE_VERSION) != NULL &&
	    cJSON_AddStringToObject(o, "drawing", DRAW_TAG) != NULL &&
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
	    (double)rt->max_body) != NULL &&
	    cJSON_AddNumberToObject(l, "max_run", rt->runs == NULL ? 0 :
	    (double)rt->runs->max_run) != NULL &&
	    cJSON_AddNumberToObject(l, "max_nodes", rt->graphs->max_nodes) !=
	    NULL &&
	    cJSON_AddNumberToObject(l, "queue_timeout_s",
	    rt->queue_timeout_s) != NULL &&
	    cJSON_AddNumberToObject(l, "render_timeout_s",
	    rt->render_timeout_s) != NULL;
	if (!ok) {
		cJSON_Delete(o);
		reply_fail(rp, ERROR_NOMEM, "out of memory");
		return;
	}
	reply_json(rp, 200, o);
	rp->cache_control = CACHE_NONE;
}

/* GET /api/events, GET /api/runs/ID/events: a text/event-stream of every
 * change, or of one run's, from the one after Last-Event-ID (or the
 * query's last_event_id, for a client that cannot set headers). */
static void
get_events(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	const char *last = request_header(rq, "Last-Event-ID");
	struct error err = { 0 };
	uint64_t id = 0;
	char *end;

	if (last == NULL)
		last = request_query(rq, "last_event_id");
	if (last != NULL && *last != '\0') {
		id = strtoull(last, &end, 10);
		if (*end != '\0' || id == 0)
			id = UINT64_MAX;	/* none this server gave: a reset */
	}
	if (rt->events == NULL) {
		reply_fail(rp, ERROR_UNAVAILABLE, "this server has no event "
		    "streams");
		return;
	}
	rp->status = 200;
	rp->mime = "text/event-stream";
	rp->cache_control = CACHE_NONE;
	if (strcmp(rq->method, "HEAD") == 0)
		return;
	if ((rp->stream = events_subscribe(rt->events, params[0], id,
	    &err)) == NULL)
		reply_error(rp, &err);
}

static void
get_metrics(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	struct metrics_gauges g = { 0 };
	struct buf b = BUF_INIT;

	(void)rq;
	(void)params;
	pictures_gauges(rt->pictures, &g);
	g.graphs = registry_count(rt->graphs->registry);
	g.event_streams = (uint64_t)events_streams(rt->events);
	g.store_damaged = rt->graphs->store ? store_damaged(rt->graphs->store) :
	    0;
	if (metrics_format(rt->metrics, &g, &b) == -1) {
		buf_free(&b);
		reply_fail(rp, ERROR_NOMEM, "out of memory");
		return;
	}
	reply_owned(rp, 200, "text/plain; version=0.0.4; charset=utf-8",
	    b.data, b.len);
	rp->cache_control = CACHE_NONE;
}

/* The page's file at url, for the request rq. */
static void
send_web(struct routes *rt, const char *url, const struct request *rq,
    struct reply *rp)
{
	const struct web_file *f = web_find(rt->web, url);
	struct error err = { 0 };
	size_t len;
	char *body;

	if (f == NULL) {
		reply_fail(rp, ERROR_NOT_FOUND, "nothing at %s", rq->path);
		return;
	}
	/* Read at each request: small files, and edits show at once. */
	if ((body = file_read(f->path, (size_t)1 << 26, &len, &err)) == NULL) {
		if (err.kind == ERROR_NOT_FOUND || err.kind == ERROR_TOO_LARGE)
			err.kind = ERROR_IO;	/* the server's files, not the
						 * client's mistake */
		reply_error(rp, &err);
		return;
	}
	reply_owned(rp, 200, f->mime, body, len);
	rp->cache_control = "no-cache";
}

/* A page whose address names a graph's view (/?graph=ID&..., or a
 * run's page with a graph beside it) asks for that view's SVG once its
 * scripts have come and run, some hundred ms on, and longer in a
 * browser that is busy starting: the view is queued to be drawn now,
 * and the page's request finds it drawn, or joins its render. It is the
 * view the page asks for (web/state.js, svgUrl: the SVG's options of
 * the page's address). Nothing for a comparison (diff=ID), for a graph
 * this replica has not read yet, or for an address the SVG's route
 * would refuse. */
static void
warm_view(struct routes *rt, const struct request *rq)
{
	const char *id = request_query(rq, "graph");
	struct render_request rr;
	struct error err = { 0 };
	struct graph_entry *e, *ec;

	if (id == NULL || request_query(rq, "diff") != NULL ||
	    !digest_id_valid(id) ||
	    render_request_init(&rr, id, "svg", &err) == -1 ||
	    (e = registry_get(rt->graphs->registry, id)) == NULL)
		return;
	if (read_view(rt, rq, e, &rr, 1, &ec, &err) == 0) {
		pictures_warm(rt->pictures, rq->client, &rr);
		if (ec != NULL)
			registry_release(ec);
	}
	registry_release(e);
}

static void
get_web(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	(void)params;
	send_web(rt, rq->path, rq, rp);
	if (rp->status == 200 && strcmp(rq->path, "/") == 0)
		warm_view(rt, rq);
}

/* A run's page, /runs/{id}: the page itself, which reads the run's id
 * from its path (whether the run is there, GET /api/runs/{id} says). */
static void
get_run_page(struct routes *rt, const struct request *rq, struct reply *rp,
    char **params)
{
	(void)params;
	send_web(rt, "/", rq, rp);
	if (rp->status == 200)
		warm_view(rt, rq);
}
