/* check_routes: every route's handler, called as the HTTP layer calls it. */
#include "config.h"

#include <check.h>
#include <cJSON.h>
#include <dirent.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/archive.h"
#include "base/buf.h"
#include "base/error.h"
#include "base/tar.h"
#include "base/utf8.h"
#include "daemon/cache.h"
#include "daemon/metrics.h"
#include "daemon/pictures.h"
#include "draw/draw.h"
#include "draw/revision.h"
#include "draw/view.h"
#include "model/graph.h"
#include "model/modules.h"
#include "daemon/registry.h"
#include "daemon/routes.h"
#include "daemon/server.h"
#include "daemon/store.h"
#include "testlib.h"

static struct server srv;
static char data_dir[] = "/tmp/fxviz-routes-XXXXXX";
static char web_dir[] = "/tmp/fxviz-web-XXXXXX";

static void
write_web_file(const char *name, const char *text)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", web_dir, name);
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs(text, f);
	fclose(f);
}

/* A server without HTTP: the handlers, a store in a fresh folder, the
 * samples, one worker, and a token. */
static const char small[] =
    "graph():\n    %a : [#users=1] = placeholder[target=a]\n"
    "    %b : [#users=1] = call_method[target=relu](args = (%a,), "
    "kwargs = {})\n    return b\n";

/* What a graph's text holds in a server once read: text, graph, modules
 * (graph_entry.bytes). */
static size_t
held_of(const char *text, size_t len)
{
	struct fx_graph *g = tl_load_text(text);
	struct module_tree *mt = modules_build(g, MODULES_PARTS_ABOVE);
	size_t n = len + fx_graph_bytes(g) + modules_bytes(mt, g->n_nodes);

	modules_free(mt);
	fx_graph_free(g);
	return n;
}

static size_t
held_of_file(const char *rel)
{
	size_t len, n;
	char *text = tl_read(rel, &len);

	n = held_of(text, len);
	free(text);
	return n;
}

/* Files in the store's graphs folder. */
static int
files_in_store(void)
{
	char path[4096];
	struct dirent *e;
	DIR *d;
	int n = 0;

	snprintf(path, sizeof(path), "%s/graphs", data_dir);
	ck_assert_ptr_nonnull(d = opendir(path));
	while ((e = readdir(d)) != NULL)
		n += e->d_name[0] != '.';
	closedir(d);
	return n;
}

static size_t held_limit;	/* 0: the default */
static void (*tweak)(struct server_config *);	/* NULL: none */

static void
setup_with(const char *token, int workers)
{
	static char *paths[1];
	static char samples[4096], exe[4096];
	struct server_config cfg;
	struct error err = { 0 };
	const char *top = getenv("top_srcdir");
	const char *build = getenv("top_builddir");

	ck_assert_ptr_nonnull(mkdtemp(strcpy(data_dir,
	    "/tmp/fxviz-routes-XXXXXX")));
	ck_assert_ptr_nonnull(mkdtemp(strcpy(web_dir, "/tmp/fxviz-web-XXXXXX")));
	snprintf(samples, sizeof(samples), "%s/samples/double.txt",
	    top ? top : ".");
	snprintf(exe, sizeof(exe), "%s/fxviz", build ? build : ".");
	write_web_file("index.html", "<!doctype html><title>fxviz</title>");
	write_web_file("app.js", "console.log(1);");
	write_web_file("notes.md", "not served");
	paths[0] = samples;
	server_config_init(&cfg);
	cfg.data_dir = data_dir;
	cfg.web_dir = web_dir;
	cfg.token = token;
	cfg.paths = paths;
	cfg.n_paths = 1;
	cfg.workers = workers;
	cfg.worker_exe = exe;
	cfg.max_nodes = 1000;
	if (held_limit > 0)
		cfg.max_held = held_limit;
	if (tweak != NULL)
		tweak(&cfg);
	ck_assert_msg(server_open(&srv, &cfg, &err) == 0, "%s", err.msg);
}

static void
setup(void)
{
	setup_with(NULL, 1);
}

static void
setup_token(void)
{
	setup_with("s3cret", 0);
}

static void
setup_small(void)
{
	/* the sample, small, and little more */
	held_limit = held_of_file("../../samples/double.txt") +
	    held_of(small, strlen(small)) + 100;
	setup_with(NULL, 0);
	held_limit = 0;
}

static void
teardown(void)
{
	char cmd[256];

	server_stop(&srv);
	snprintf(cmd, sizeof(cmd), "rm -rf %s %s", data_dir, web_dir);
	ck_assert_int_eq(system(cmd), 0);
}

/* The length of the next call's body when it is no C string (a tar); 0:
 * strlen. */
static size_t next_body_len;

/* Calls the route for "METHOD /path?k=v&k=v" with a body and headers
 * ("Name: value", NULL-terminated). */
static void
call(struct reply *rp, const char *method, const char *target,
    const char *body, ...)
{
	static _Thread_local char path[1024], query[1024];
	struct kv q[8], h[8];
	struct request rq;
	const char *hdr;
	char *amp, *save = NULL;
	size_t nq = 0, nh = 0;
	va_list ap;

	snprintf(path, sizeof(path), "%s", target);
	query[0] = '\0';
	if ((amp = strchr(path, '?')) != NULL) {
		*amp = '\0';
		snprintf(query, sizeof(query), "%s", amp + 1);
		for (amp = strtok_r(query, "&", &save); amp != NULL && nq < 8;
		    amp = strtok_r(NULL, "&", &save)) {
			char *eq = strchr(amp, '=');

			if (eq != NULL)
				*eq++ = '\0';
			q[nq++] = (struct kv){ amp, eq };
		}
	}
	va_start(ap, body);
	while ((hdr = va_arg(ap, const char *)) != NULL && nh < 8) {
		static _Thread_local char store[8][256];
		char *colon;

		snprintf(store[nh], sizeof(store[nh]), "%s", hdr);
		colon = strchr(store[nh], ':');
		*colon = '\0';
		h[nh] = (struct kv){ store[nh], colon + 2 };
		nh++;
	}
	va_end(ap);
	memset(&rq, 0, sizeof(rq));
	rq.method = method;
	rq.path = path;
	rq.query = q;
	rq.n_query = nq;
	rq.headers = h;
	rq.n_headers = nh;
	rq.body = body ? body : "";
	rq.body_len = body ? next_body_len ? next_body_len : strlen(body) : 0;
	next_body_len = 0;
	rq.client = NULL;
	routes_dispatch(&srv.routes, &rq, rp);
}

static cJSON *
json_of(const struct reply *rp)
{
	size_t len;
	const char *body = reply_body(rp, &len);
	cJSON *j = cJSON_ParseWithLength(body, len);

	ck_assert_msg(j != NULL, "not JSON: %.*s", (int)len, body);
	return j;
}

static const char *
str(const cJSON *j, const char *key)
{
	const cJSON *v = cJSON_GetObjectItem(j, key);

	ck_assert_msg(cJSON_IsString(v), "no string '%s'", key);
	return v->valuestring;
}


/* Uploads small and returns its id (static). */
static const char *
upload_small(void)
{
	static char id[DIGEST_ID_LEN + 1];
	struct reply rp;
	cJSON *j;

	call(&rp, "POST", "/api/graphs?name=small", small, NULL);
	ck_assert_int_eq(rp.status, 201);
	j = json_of(&rp);
	snprintf(id, sizeof(id), "%s", str(j, "id"));
	cJSON_Delete(j);
	reply_free(&rp);
	return id;
}

START_TEST(list_shows_start_up_files)
{
	struct reply rp;
	cJSON *j, *g;

	call(&rp, "GET", "/api/graphs", NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.mime, "application/json");
	j = json_of(&rp);
	g = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "graphs"), 0);
	ck_assert_int_eq(cJSON_GetArraySize(cJSON_GetObjectItem(j, "graphs")), 1);
	ck_assert_str_eq(str(g, "name"), "double");
	ck_assert_int_eq(cJSON_GetObjectItem(g, "nodes")->valueint, 3);
	ck_assert_int_eq(cJSON_GetObjectItem(g, "edges")->valueint, 2);
	ck_assert_str_eq(str(g, "source"), "file");
	/* Shown from the name given at start: the server's own folders stay
	 * its own (top_srcdir is absolute). */
	ck_assert_str_eq(str(g, "path"), "double.txt");
	ck_assert_ptr_nonnull(strstr(str(cJSON_GetObjectItem(g, "urls"), "svg"),
	    ".svg"));
	cJSON_Delete(j);
	reply_free(&rp);
}
END_TEST

START_TEST(upload_is_stored_and_named_by_content)
{
	struct reply rp;
	const char *id = upload_small();
	char path[4096];
	cJSON *j;

	snprintf(path, sizeof(path), "%s/graphs/%s", data_dir, id);
	ck_assert_int_eq(access(path, R_OK), 0);
	call(&rp, "POST", "/api/graphs?name=other", small, NULL);
	ck_assert_int_eq(rp.status, 200);	/* same content, same graph */
	ck_assert_str_eq(rp.location, "");
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "id"), id);
	ck_assert_str_eq(str(j, "name"), "small");
	cJSON_Delete(j);
	reply_free(&rp);
}
END_TEST

START_TEST(upload_answers_201_with_location)
{
	struct reply rp;
	cJSON *j;

	call(&rp, "POST", "/api/graphs", small, NULL);
	ck_assert_int_eq(rp.status, 201);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "name"), "graph");
	ck_assert_str_eq(str(j, "source"), "upload");
	ck_assert_int_eq(strncmp(rp.location, "/api/graphs/", 12), 0);
	ck_assert_str_eq(rp.location + 12, str(j, "id"));
	cJSON_Delete(j);
	reply_free(&rp);
}
END_TEST

/* POST /api/graphs/ID/overlays: the graph with the numbers added is a
 * graph of its own (201, its id, the overlays it holds, the names of no
 * node), drawn by them with color=NAME; graph ID stays as it was; bad
 * numbers say where. */
START_TEST(overlays_make_a_graph_of_their_own)
{
	const char *id = upload_small();
	char target[256], mine[DIGEST_ID_LEN + 1], with[DIGEST_ID_LEN + 1];
	struct reply rp;
	size_t len;
	cJSON *j, *list;

	snprintf(mine, sizeof(mine), "%s", id);
	snprintf(target, sizeof(target), "/api/graphs/%s/overlays?name=time&"
	    "unit=ms", mine);
	call(&rp, "POST", target, "{\"b\": 1.5, \"nosuch\": 2}", NULL);
	ck_assert_msg(rp.status == 201, "%d %.*s", rp.status, (int)rp.len,
	    reply_body(&rp, &len));
	j = json_of(&rp);
	snprintf(with, sizeof(with), "%s", str(j, "id"));
	ck_assert_str_ne(with, mine);
	ck_assert_str_eq(str(j, "of"), mine);
	ck_assert_str_eq(str(j, "name"), "small + time");
	list = cJSON_GetObjectItemCaseSensitive(j, "overlays");
	ck_assert_int_eq(cJSON_GetArraySize(list), 1);
	ck_assert_str_eq(cJSON_GetArrayItem(list, 0)->valuestring, "time");
	list = cJSON_GetObjectItemCaseSensitive(j, "warnings");
	ck_assert_int_eq(cJSON_GetArraySize(list), 1);
	ck_assert_str_eq(cJSON_GetArrayItem(list, 0)->valuestring, "overlay "
	    "'time': 1 value left out, for names of no node: 'nosuch'");
	ck_assert_str_eq(rp.location + 12, with);
	cJSON_Delete(j);
	reply_free(&rp);
	/* drawn by them: b's value, none on a */
	snprintf(target, sizeof(target), "/graphs/%s.svg?color=time", with);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_ptr_nonnull(strstr(reply_body(&rp, &len),
	    "id=\"n:b\" data-value=\"1.5\""));
	ck_assert_ptr_null(strstr(reply_body(&rp, &len),
	    "id=\"n:a\" data-value"));
	reply_free(&rp);
	/* compared with the graph it came from, drawn by the one side's
	 * values (a diff takes color=NAME, never kernel) */
	snprintf(target, sizeof(target), "/graphs/%s/diff/%s.svg?color=time",
	    mine, with);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_ptr_nonnull(strstr(reply_body(&rp, &len),
	    "id=\"n:b\" data-value=\"1.5\""));
	reply_free(&rp);
	/* the graph it came from has none */
	snprintf(target, sizeof(target), "/graphs/%s.svg?color=time", mine);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "error"), "color: the graph has no overlay "
	    "'time' (it has none)");
	cJSON_Delete(j);
	reply_free(&rp);
	/* the same numbers again: the same graph */
	snprintf(target, sizeof(target), "/api/graphs/%s/overlays?name=time&"
	    "unit=ms", mine);
	call(&rp, "POST", target, "{\"b\": 1.5, \"nosuch\": 2}", NULL);
	ck_assert_int_eq(rp.status, 200);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "id"), with);
	cJSON_Delete(j);
	reply_free(&rp);
	/* what is wrong, and where */
	call(&rp, "POST", target, "{\"b\": \"fast\"}", NULL);
	ck_assert_int_eq(rp.status, 400);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "error"), "overlay 'time': the value of 'b' "
	    "is not a finite number");
	ck_assert_int_eq(cJSON_GetObjectItemCaseSensitive(j, "column")->valueint,
	    7);
	cJSON_Delete(j);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/api/graphs/%s/overlays", mine);
	call(&rp, "POST", target, "{\"b\": 1}", NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	call(&rp, "POST", "/api/graphs/000000000000000000000000/overlays?"
	    "name=t&unit=s", "{\"b\": 1}", NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
}
END_TEST

START_TEST(bad_upload_says_where)
{
	struct reply rp;
	cJSON *j;

	call(&rp, "POST", "/api/graphs", "graph():\n    %a : [#users=0] = "
	    "placeholder[target=a]\n    %b : [#users=0] = bogus[target=b]\n",
	    NULL);
	ck_assert_int_eq(rp.status, 400);
	j = json_of(&rp);
	ck_assert_ptr_nonnull(strstr(str(j, "error"), "unknown op 'bogus'"));
	ck_assert_int_eq(cJSON_GetObjectItem(j, "line")->valueint, 3);
	ck_assert_int_eq(cJSON_GetObjectItem(j, "column")->valueint, 23);
	cJSON_Delete(j);
	reply_free(&rp);

	call(&rp, "POST", "/api/graphs", "", NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	call(&rp, "POST", "/api/graphs", "{\"nodes\": [", NULL);
	ck_assert_int_eq(rp.status, 400);
	j = json_of(&rp);
	ck_assert_int_eq(cJSON_GetObjectItem(j, "line")->valueint, 1);
	cJSON_Delete(j);
	reply_free(&rp);
}
END_TEST

START_TEST(too_many_nodes_is_422)
{
	struct reply rp;
	size_t len;
	char *big = tl_read("corpus/gpt48_makefx.fx.txt", &len);
	cJSON *j;

	call(&rp, "POST", "/api/graphs", big, NULL);
	ck_assert_int_eq(rp.status, 422);
	j = json_of(&rp);
	ck_assert_ptr_nonnull(strstr(str(j, "error"), "3423 nodes"));
	cJSON_Delete(j);
	reply_free(&rp);
	free(big);
}
END_TEST

START_TEST(graph_and_node_json)
{
	struct reply rp;
	const char *id = upload_small();
	char target[256];
	cJSON *j;

	snprintf(target, sizeof(target), "/api/graphs/%s", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "format"), "fxviz-graph");
	ck_assert_int_eq(cJSON_GetArraySize(cJSON_GetObjectItem(j, "nodes")), 3);
	ck_assert_str_ne(rp.etag, "");
	cJSON_Delete(j);
	reply_free(&rp);

	snprintf(target, sizeof(target), "/api/graphs/%s/nodes/b", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "op"), "call_method");
	ck_assert_str_eq(str(j, "target"), "relu");
	ck_assert_str_eq(str(j, "prev"), "a");
	ck_assert_str_eq(str(j, "next"), "output");
	ck_assert_str_eq(cJSON_GetArrayItem(cJSON_GetObjectItem(j, "users"),
	    0)->valuestring, "output");
	ck_assert_str_eq(cJSON_GetObjectItem(cJSON_GetArrayItem(
	    cJSON_GetObjectItem(j, "args"), 0), "node")->valuestring, "a");
	cJSON_Delete(j);
	reply_free(&rp);

	snprintf(target, sizeof(target), "/api/graphs/%s/nodes/zz", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
}
END_TEST

START_TEST(unknown_things_are_404)
{
	static const char *const paths[] = {
		"/api/graphs/0123456789abcdef01234567",
		"/api/graphs/not-an-id",
		"/api/graphs/0123456789abcdef01234567/nodes/x",
		"/graphs/0123456789abcdef01234567.svg",
		"/graphs/nothing",
		"/notes.md",
		"/../README.md",
		"/%2e%2e/README.md",
		"/web/index.html",
	};
	struct reply rp;
	size_t i;

	for (i = 0; i < sizeof(paths) / sizeof(paths[0]); i++) {
		call(&rp, "GET", paths[i], NULL, NULL);
		ck_assert_msg(rp.status == 404, "%s: %d", paths[i], rp.status);
		ck_assert_str_eq(rp.mime, "application/json");
		reply_free(&rp);
	}
}
END_TEST

/* A path, a node's name: what a 404 quotes is the request's, in any
 * bytes; its JSON stays UTF-8 (each bad byte U+FFFD) and says it. */
START_TEST(a_404_quotes_bad_bytes_as_utf8)
{
	static const char *const paths[] = {
		"/nothing\xff\xfe",
		"/notes\xc3.md",
		"/graphs/\xed\xa0\x80.svg",
	};
	struct reply rp;
	cJSON *root, *err;
	size_t i, len;
	const char *body;

	for (i = 0; i < sizeof(paths) / sizeof(paths[0]); i++) {
		call(&rp, "GET", paths[i], NULL, NULL);
		ck_assert_int_eq(rp.status, 404);
		body = reply_body(&rp, &len);
		ck_assert_msg(utf8_valid_prefix(body, len) == len,
		    "%s: not UTF-8: %.*s", paths[i], (int)len, body);
		ck_assert_ptr_nonnull(root = cJSON_ParseWithLength(body, len));
		err = cJSON_GetObjectItem(root, "error");
		ck_assert_msg(cJSON_IsString(err) && strstr(err->valuestring,
		    "\xef\xbf\xbd") != NULL, "%s: %s", paths[i], body);
		cJSON_Delete(root);
		reply_free(&rp);
	}
}
END_TEST

START_TEST(wrong_method_is_405_with_allow)
{
	struct reply rp;

	call(&rp, "PUT", "/api/graphs", "x", NULL);
	ck_assert_int_eq(rp.status, 405);
	ck_assert_str_eq(rp.allow, "GET, HEAD, POST");
	reply_free(&rp);
	call(&rp, "POST", "/graphs/0123456789abcdef01234567.svg", "x", NULL);
	ck_assert_int_eq(rp.status, 405);
	ck_assert_str_eq(rp.allow, "GET, HEAD");
	reply_free(&rp);
	call(&rp, "DELETE", "/healthz", NULL, NULL);
	ck_assert_int_eq(rp.status, 405);
	reply_free(&rp);
}
END_TEST

START_TEST(writes_need_the_token)
{
	static const struct {
		const char *auth;
		int status;
	} schemes[] = {
		{ "Authorization: bearer  s3cret", 200 },
		{ "Authorization: BEARER s3cret", 200 },
		{ "Authorization: Bearers3cret", 401 },
		{ "Authorization: Basic s3cret", 401 },
	};
	struct reply rp;
	size_t i;

	call(&rp, "POST", "/api/graphs", small, NULL);
	ck_assert_int_eq(rp.status, 401);
	ck_assert_int_eq(rp.challenge, 1);
	reply_free(&rp);
	call(&rp, "POST", "/api/graphs", small, "Authorization: Bearer nope",
	    NULL);
	ck_assert_int_eq(rp.status, 401);
	reply_free(&rp);
	call(&rp, "POST", "/api/graphs", small, "Authorization: Bearer s3cre",
	    NULL);
	ck_assert_int_eq(rp.status, 401);
	reply_free(&rp);
	call(&rp, "POST", "/api/graphs", small, "authorization: Bearer s3cret",
	    NULL);
	ck_assert_int_eq(rp.status, 201);
	reply_free(&rp);
	/* the scheme in any case, and more than one space (RFC 9110); the
	 * graph is there by now: 200 */
	for (i = 0; i < sizeof(schemes) / sizeof(schemes[0]); i++) {
		call(&rp, "POST", "/api/graphs", small, schemes[i].auth, NULL);
		ck_assert_msg(rp.status == schemes[i].status, "%s: %d",
		    schemes[i].auth, rp.status);
		reply_free(&rp);
	}
	call(&rp, "DELETE", "/api/graphs/0123456789abcdef01234567", NULL, NULL);
	ck_assert_int_eq(rp.status, 401);
	reply_free(&rp);
	call(&rp, "PATCH", "/api/graphs/0123456789abcdef01234567",
	    "{\"name\": \"x\"}", NULL);
	ck_assert_int_eq(rp.status, 401);
	reply_free(&rp);
	call(&rp, "GET", "/api/graphs", NULL, NULL);	/* reads stay open */
	ck_assert_int_eq(rp.status, 200);
	reply_free(&rp);
}
END_TEST

START_TEST(delete_removes_uploads_not_files)
{
	struct reply rp;
	const char *id = upload_small();
	char target[256], path[4096];
	struct graph_entry *e;

	snprintf(target, sizeof(target), "/api/graphs/%s", id);
	call(&rp, "DELETE", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 204);
	reply_free(&rp);
	snprintf(path, sizeof(path), "%s/graphs/%s", data_dir, id);
	ck_assert_int_eq(access(path, F_OK), -1);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);

	/* The sample loaded at start stays. */
	{
		struct graph_entry **list;
		size_t n;

		list = registry_list(srv.registry, &n);
		ck_assert_int_eq(n, 1);
		snprintf(target, sizeof(target), "/api/graphs/%s", list[0]->id);
		registry_release_list(list, n);
	}
	call(&rp, "DELETE", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 409);
	reply_free(&rp);
	e = registry_get(srv.registry, target + 12);
	ck_assert_ptr_nonnull(e);
	registry_release(e);
}
END_TEST

START_TEST(svg_is_rendered_cached_and_revalidated)
{
	struct reply rp;
	const char *id = upload_small();
	char target[256], etag[64], inm[128];
	size_t len;
	const char *body;

	snprintf(target, sizeof(target), "/graphs/%s.svg?rankdir=LR", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.mime, "image/svg+xml");
	ck_assert_ptr_nonnull(rp.cached);
	ck_assert_ptr_nonnull(rp.cached->gz);
	body = reply_body(&rp, &len);
	ck_assert_ptr_nonnull(strstr(body, "id=\"n:b\""));
	/* the URL names the content and the view: kept a year, and a
	 * strong ETag (no W/), so that a shared cache may keep it too */
	ck_assert_str_eq(rp.cache_control,
	    "public, max-age=31536000, immutable");
	ck_assert_int_eq(rp.etag[0], '"');
	snprintf(etag, sizeof(etag), "%s", rp.etag);
	reply_free(&rp);

	/* The same view asked another way is the same output. */
	snprintf(target, sizeof(target), "/graphs/%s.svg?rankdir=lr&depth=5",
	    id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_str_eq(rp.etag, etag);
	reply_free(&rp);

	snprintf(inm, sizeof(inm), "If-None-Match: %s", etag);
	snprintf(target, sizeof(target), "/graphs/%s.svg?rankdir=LR", id);
	call(&rp, "GET", target, NULL, inm, NULL);
	ck_assert_int_eq(rp.status, 304);
	reply_free(&rp);

	snprintf(target, sizeof(target), "/graphs/%s.svg", id);
	call(&rp, "GET", target, NULL, inm, NULL);	/* another view */
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_ne(rp.etag, etag);
	reply_free(&rp);
}
END_TEST

START_TEST(view_options_are_checked)
{
	struct reply rp;
	const char *id = upload_small();
	char target[256];
	size_t len;

	snprintf(target, sizeof(target), "/graphs/%s.svg?rankdir=XY", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s.svg?focus=nope", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s.svg?focus=a&depth=0", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_ptr_null(strstr(reply_body(&rp, &len), "id=\"n:b\""));
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s.gif", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s.svg?hide=placeholder", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_ptr_null(strstr(reply_body(&rp, &len), "id=\"n:a\""));
	ck_assert_ptr_nonnull(strstr(reply_body(&rp, &len), "id=\"n:b\""));
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s.svg?hide=nodes", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s.dot", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_ptr_nonnull(strstr(reply_body(&rp, &len), "digraph"));
	reply_free(&rp);
}
END_TEST

START_TEST(web_files_with_their_types)
{
	struct reply rp;
	size_t len;

	call(&rp, "GET", "/", NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.mime, "text/html; charset=utf-8");
	ck_assert_ptr_nonnull(strstr(reply_body(&rp, &len), "<title>fxviz"));
	reply_free(&rp);
	call(&rp, "HEAD", "/app.js", NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.mime, "application/javascript; charset=utf-8");
	reply_free(&rp);
}
END_TEST

/* A run's page is the page (it reads the run from its path); a path
 * below it is not. */
START_TEST(run_page_is_the_page)
{
	struct reply rp;
	size_t len;

	call(&rp, "GET", "/runs/0123abcd?graph=x", NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.mime, "text/html; charset=utf-8");
	ck_assert_str_eq(rp.route, "run_page");
	ck_assert_ptr_nonnull(strstr(reply_body(&rp, &len), "<title>fxviz"));
	reply_free(&rp);
	call(&rp, "GET", "/runs/0123abcd/app.js", NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
}
END_TEST

START_TEST(health_and_metrics)
{
	struct reply rp;
	size_t len;
	const char *body;
	cJSON *j;

	call(&rp, "GET", "/healthz", NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "status"), "ok");
	ck_assert_int_eq(cJSON_GetObjectItem(j, "graphs")->valueint, 1);
	ck_assert_int_eq(cJSON_GetObjectItem(j, "workers")->valueint, 1);
	cJSON_Delete(j);
	reply_free(&rp);
	call(&rp, "GET", "/metrics", NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.mime, "text/plain; version=0.0.4; charset=utf-8");
	body = reply_body(&rp, &len);
	ck_assert_ptr_nonnull(strstr(body, "# TYPE fxviz_render_seconds "
	    "histogram"));
	ck_assert_ptr_nonnull(strstr(body, "fxviz_workers_alive 1\n"));
	ck_assert_ptr_nonnull(strstr(body, "fxviz_workers_rendering 0\n"));
	ck_assert_ptr_nonnull(strstr(body, "fxviz_renders_queued 0\n"));
	ck_assert_ptr_nonnull(strstr(body, "fxviz_render_queue_clients 0\n"));
	ck_assert_ptr_nonnull(strstr(body, "fxviz_graphs 1\n"));
	ck_assert_ptr_nonnull(strstr(body, "fxviz_cache_hits_total 0\n"));
	reply_free(&rp);
}
END_TEST

static double
num(const cJSON *j, const char *key)
{
	const cJSON *v = cJSON_GetObjectItem(j, key);

	ck_assert_msg(cJSON_IsNumber(v), "no number '%s'", key);
	return v->valuedouble;
}

/* name=value is accepted by the view options iff ok. */
static void
assert_option(const char *key, const char *value, int ok)
{
	struct view_options o;
	struct error err = { 0 };

	view_options_init(&o);
	ck_assert_msg((view_option_set(&o, key, value, &err) == 0) == ok,
	    "%s of %zu bytes: %s", key, strlen(value), ok ? err.msg : "taken");
}

/* A string of n times 'a' (free it). */
static char *
repeat_a(size_t n)
{
	char *s = malloc(n + 1);

	ck_assert_ptr_nonnull(s);
	memset(s, 'a', n);
	s[n] = '\0';
	return s;
}

/* What the page takes from /api/config is the C's own: the ops in enum
 * order with the drawing's colours, the limits view_option_set applies,
 * and this server's flags (setup sets max_nodes to 1000). */
START_TEST(config_is_the_c_definitions)
{
	const cJSON *ops, *op, *view, *limits;
	struct reply rp;
	char depth[32], *s;
	cJSON *j;
	int i;

	call(&rp, "GET", "/api/config", NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.mime, "application/json");
	ck_assert_str_eq(rp.cache_control, "no-store");
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "version"), PACKAGE_VERSION);
	/* what the page puts in the URLs of the pictures it asks for */
	ck_assert_str_eq(str(j, "drawing"), PACKAGE_VERSION "-" DRAW_REVISION);
	ops = cJSON_GetObjectItem(j, "ops");
	ck_assert_int_eq(cJSON_GetArraySize(ops), FX_N_OPS);
	for (i = 0; i < FX_N_OPS; i++) {
		op = cJSON_GetArrayItem(ops, i);
		ck_assert_str_eq(str(op, "name"), fx_op_name((enum fx_op)i));
		ck_assert_str_eq(str(op, "fill"), draw_op_styles[i].fill);
		ck_assert_str_eq(str(op, "line"), draw_op_styles[i].line);
	}

	view = cJSON_GetObjectItem(j, "view");
	ck_assert_int_eq(num(view, "default_depth"), VIEW_DEFAULT_DEPTH);
	ck_assert_int_eq(num(view, "max_depth"), VIEW_MAX_DEPTH);
	ck_assert_int_eq(num(view, "name_max"), VIEW_NAME_MAX - 1);
	ck_assert_int_eq(num(view, "list_max"), VIEW_LIST_MAX - 1);
	ck_assert_int_eq(num(view, "overview_nodes"), VIEW_OVERVIEW_NODES);
	/* and they are the limits the server applies */
	snprintf(depth, sizeof(depth), "%d", (int)num(view, "max_depth"));
	assert_option("depth", depth, 1);
	snprintf(depth, sizeof(depth), "%d", (int)num(view, "max_depth") + 1);
	assert_option("depth", depth, 0);
	s = repeat_a((size_t)num(view, "name_max"));
	assert_option("focus", s, 1);
	free(s);
	s = repeat_a((size_t)num(view, "name_max") + 1);
	assert_option("focus", s, 0);
	free(s);
	s = repeat_a((size_t)num(view, "list_max"));
	assert_option("expand", s, 1);
	free(s);
	s = repeat_a((size_t)num(view, "list_max") + 1);
	assert_option("expand", s, 0);
	free(s);

	limits = cJSON_GetObjectItem(j, "limits");
	ck_assert_uint_eq(num(limits, "max_body"), srv.cfg.max_body);
	ck_assert_int_eq(num(limits, "max_nodes"), 1000);
	ck_assert_int_eq(num(limits, "render_timeout_s"),
	    srv.cfg.render_timeout_s);
	ck_assert_int_eq(num(limits, "queue_timeout_s"),
	    srv.cfg.queue_timeout_s);
	cJSON_Delete(j);
	reply_free(&rp);

	call(&rp, "POST", "/api/config", "{}", NULL);
	ck_assert_int_eq(rp.status, 405);
	ck_assert_str_eq(rp.allow, "GET, HEAD");
	reply_free(&rp);
}
END_TEST

/* After a restart, what was answered 201 is there again. */
/* The list: newest first, with when each was added, its warnings and
 * aliases; a second upload of the same bytes under another name adds an
 * alias, kept across a restart with the upload time. */
START_TEST(list_has_time_warnings_and_aliases)
{
	struct server_config cfg = srv.cfg;
	struct error err = { 0 };
	struct reply rp;
	cJSON *j, *g, *a;
	char id[DIGEST_ID_LEN + 1], added[32];

	snprintf(id, sizeof(id), "%s", upload_small());
	call(&rp, "POST", "/api/graphs?name=other", small, NULL);
	ck_assert_int_eq(rp.status, 200);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "name"), "small");
	a = cJSON_GetObjectItem(j, "aliases");
	ck_assert_int_eq(cJSON_GetArraySize(a), 1);
	ck_assert_str_eq(cJSON_GetArrayItem(a, 0)->valuestring, "other");
	cJSON_Delete(j);
	reply_free(&rp);
	/* the same name again, or the name itself: no new alias */
	call(&rp, "POST", "/api/graphs?name=other", small, NULL);
	reply_free(&rp);
	call(&rp, "POST", "/api/graphs?name=small", small, NULL);
	reply_free(&rp);
	call(&rp, "GET", "/api/graphs", NULL, NULL);
	j = json_of(&rp);
	g = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "graphs"), 0);
	ck_assert_str_eq(str(g, "id"), id);	/* newest first */
	ck_assert_int_eq(cJSON_GetArraySize(cJSON_GetObjectItem(g,
	    "aliases")), 1);
	ck_assert_int_eq(cJSON_GetObjectItem(g, "n_warnings")->valueint, 0);
	snprintf(added, sizeof(added), "%s", str(g, "added"));
	ck_assert_int_eq(strlen(added), 20);
	ck_assert_int_eq(added[10], 'T');
	ck_assert_int_eq(added[19], 'Z');
	ck_assert_str_eq(str(cJSON_GetArrayItem(cJSON_GetObjectItem(j,
	    "graphs"), 1), "name"), "double");
	cJSON_Delete(j);
	reply_free(&rp);

	server_stop(&srv);
	cfg.n_paths = 0;
	sleep(1);	/* a time taken anew would differ */
	ck_assert_int_eq(server_open(&srv, &cfg, &err), 0);
	call(&rp, "GET", "/api/graphs", NULL, NULL);
	j = json_of(&rp);
	g = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "graphs"), 0);
	ck_assert_str_eq(str(g, "name"), "small");
	ck_assert_str_eq(str(g, "added"), added);
	a = cJSON_GetObjectItem(g, "aliases");
	ck_assert_int_eq(cJSON_GetArraySize(a), 1);
	ck_assert_str_eq(cJSON_GetArrayItem(a, 0)->valuestring, "other");
	cJSON_Delete(j);
	reply_free(&rp);
}
END_TEST

/* PATCH renames: the same id, the new name in the reply, the list, the
 * graph's JSON (a new ETag) and the store; a bad body is 400, an unknown
 * id 404, a start-up file's graph 409. */
START_TEST(patch_renames)
{
	struct server_config cfg = srv.cfg;
	struct error err = { 0 };
	struct graph_entry **list;
	struct reply rp;
	char id[DIGEST_ID_LEN + 1], target[128], etag[40], file_id[32];
	size_t n;
	cJSON *j;

	snprintf(id, sizeof(id), "%s", upload_small());
	snprintf(target, sizeof(target), "/api/graphs/%s", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	snprintf(etag, sizeof(etag), "%s", rp.etag);
	reply_free(&rp);
	call(&rp, "PATCH", target, "{\"name\": \"new\\nname\"}", NULL);
	ck_assert_int_eq(rp.status, 200);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "id"), id);
	ck_assert_str_eq(str(j, "name"), "new name");
	cJSON_Delete(j);
	reply_free(&rp);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_ne(rp.etag, etag);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "name"), "new name");
	cJSON_Delete(j);
	reply_free(&rp);

	call(&rp, "PATCH", target, "{\"title\": \"x\"}", NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	call(&rp, "PATCH", target, "{\"name\": 3}", NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	call(&rp, "PATCH", target, "{\"name\": \"  \"}", NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	call(&rp, "PATCH", target, "not json", NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	call(&rp, "PATCH", "/api/graphs/0123456789abcdef01234567",
	    "{\"name\": \"x\"}", NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
	list = registry_list(srv.registry, &n);
	ck_assert_uint_eq(n, 2);
	snprintf(file_id, sizeof(file_id), "%s", list[1]->id);	/* double */
	registry_release_list(list, n);
	snprintf(target, sizeof(target), "/api/graphs/%s", file_id);
	call(&rp, "PATCH", target, "{\"name\": \"x\"}", NULL);
	ck_assert_int_eq(rp.status, 409);
	reply_free(&rp);
	call(&rp, "PATCH", target, "{\"name\": \"x\"}",
	    "Origin: http://evil.example", "Host: 127.0.0.1:8080", NULL);
	ck_assert_int_eq(rp.status, 403);
	reply_free(&rp);

	server_stop(&srv);
	cfg.n_paths = 0;
	ck_assert_int_eq(server_open(&srv, &cfg, &err), 0);
	snprintf(target, sizeof(target), "/api/graphs/%s", id);
	call(&rp, "GET", "/api/graphs", NULL, NULL);
	j = json_of(&rp);
	ck_assert_str_eq(str(cJSON_GetArrayItem(cJSON_GetObjectItem(j,
	    "graphs"), 0), "name"), "new name");
	cJSON_Delete(j);
	reply_free(&rp);
}
END_TEST

/* A picture's reply names the file it is saved as: NAME[-focus-NODE].EXT,
 * with what a file name should not hold made '_'. */
START_TEST(pictures_name_their_download)
{
	struct reply rp;
	char id[DIGEST_ID_LEN + 1], target[160];

	snprintf(id, sizeof(id), "%s", upload_small());
	snprintf(target, sizeof(target), "/api/graphs/%s", id);
	call(&rp, "PATCH", target, "{\"name\": \"my \\\"model\\\"/v2\"}", NULL);
	ck_assert_int_eq(rp.status, 200);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s.dot", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.filename, "my_model_v2.dot");
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s.dot?focus=b", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.filename, "my_model_v2-focus-b.dot");
	reply_free(&rp);
}
END_TEST

START_TEST(uploads_survive_a_restart)
{
	struct server_config cfg = srv.cfg;
	struct error err = { 0 };
	struct graph_entry *e;
	char id[DIGEST_ID_LEN + 1];

	snprintf(id, sizeof(id), "%s", upload_small());
	server_stop(&srv);
	cfg.n_paths = 0;
	ck_assert_int_eq(server_open(&srv, &cfg, &err), 0);
	e = registry_get(srv.registry, id);
	ck_assert_ptr_nonnull(e);
	ck_assert_str_eq(e->name, "small");
	ck_assert_int_eq(e->stored, 1);
	ck_assert_ptr_null(e->path);
	registry_release(e);
}
END_TEST

START_TEST(a_full_server_refuses_uploads)
{
	struct reply rp;
	char *big;
	size_t len;
	cJSON *j;

	call(&rp, "POST", "/api/graphs", small, NULL);	/* fits */
	ck_assert_int_eq(rp.status, 201);
	reply_free(&rp);
	big = tl_read("corpus/resnet18.fx.txt", &len);
	call(&rp, "POST", "/api/graphs", big, NULL);
	ck_assert_int_eq(rp.status, 507);
	j = json_of(&rp);
	ck_assert_ptr_nonnull(strstr(str(j, "error"), "--max-held-mb"));
	cJSON_Delete(j);
	reply_free(&rp);
	call(&rp, "POST", "/api/graphs", small, NULL);	/* known: still 200 */
	ck_assert_int_eq(rp.status, 200);
	reply_free(&rp);
	free(big);
}
END_TEST

/* Uploads tests/data/REL (with n newlines more, for another id) and
 * returns its id (static). */
static const char *
upload_file(const char *rel, int n)
{
	static char id[DIGEST_ID_LEN + 1];
	struct reply rp;
	size_t len;
	char *text = tl_read(rel, &len), *more;
	cJSON *j;

	ck_assert_ptr_nonnull(more = realloc(text, len + (size_t)n + 1));
	memset(more + len, '\n', (size_t)n);
	more[len + (size_t)n] = '\0';
	call(&rp, "POST", "/api/graphs", more, NULL);
	ck_assert_msg(rp.status == 201, "%d", rp.status);
	j = json_of(&rp);
	snprintf(id, sizeof(id), "%s", str(j, "id"));
	cJSON_Delete(j);
	reply_free(&rp);
	free(more);
	return id;
}

struct asker {
	char target[512];
	const char *body;
	struct reply rp;
};

static void *
ask(void *arg)
{
	struct asker *a = arg;

	call(&a->rp, a->body ? "POST" : "GET", a->target, a->body, NULL);
	return NULL;
}

static void *
ask_delete(void *arg)
{
	struct asker *a = arg;

	call(&a->rp, "DELETE", a->target, NULL, NULL);
	return NULL;
}

static size_t
cache_entries(void)
{
	struct metrics_gauges g = { 0 };

	pictures_gauges(srv.pictures, &g);
	return g.cache_entries;
}

/* A name of the view that matches nothing: the picture is drawn and
 * says so in X-Fxviz-Warning, from the cache as from the render, and in
 * a diff too; a focus on no node is a 404 naming the nearest. */
START_TEST(names_that_match_nothing_are_warned)
{
	static const char warned[] = "expand: no module 'layer1_0'; did you "
	    "mean layer1.0?; hide: no get_attr node in this graph";
	struct reply rp;
	char target[256], id[DIGEST_ID_LEN + 1];
	size_t len;
	int k;
	cJSON *j;

	snprintf(id, sizeof(id), "%s", upload_file("corpus/resnet18.fx.txt",
	    0));
	snprintf(target, sizeof(target), "/graphs/%s.svg?expand=layer1_0&"
	    "hide=get_attr", id);
	for (k = 0; k < 2; k++) {	/* rendered, then from the cache */
		call(&rp, "GET", target, NULL, NULL);
		ck_assert_int_eq(rp.status, 200);
		ck_assert_str_eq(rp.warning, warned);
		ck_assert_ptr_nonnull(strstr(reply_body(&rp, &len),
		    "id=\"n:layer1_0_conv1\""));
		reply_free(&rp);
	}
	/* names that all match: no warning */
	snprintf(target, sizeof(target), "/graphs/%s.svg?expand=layer1.0&"
	    "collapse=layer2&hide=call_module", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.warning, "");
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s/diff/%s.svg?collapse="
	    "Layer2", id, id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.warning, "collapse: no module 'Layer2'; did you "
	    "mean layer2?");
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s.svg?focus=layer1_0_conv",
	    id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	j = json_of(&rp);
	ck_assert_ptr_nonnull(strstr(str(j, "error"), "no node named "
	    "'layer1_0_conv' to focus on; did you mean layer1_0_conv1 or "
	    "layer1_0_conv2?"));
	cJSON_Delete(j);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s/diff/%s.svg?focus="
	    "LAYER1_0_CONV1", id, id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	j = json_of(&rp);
	ck_assert_ptr_nonnull(strstr(str(j, "error"), "; did you mean "
	    "layer1_0_conv1?"));
	cJSON_Delete(j);
	reply_free(&rp);
}
END_TEST

/* A diff's report names both graphs: renaming either drops it from the
 * cache (the next one has the new name and another ETag, and clients
 * ask again each time), and deleting either drops every
 * cached diff it is in, as the first graph or the second. */
START_TEST(a_rename_or_delete_forgets_its_diffs)
{
	char a[DIGEST_ID_LEN + 1], b[DIGEST_ID_LEN + 1], target[160];
	char etag[40];
	struct reply rp;
	cJSON *j;

	snprintf(a, sizeof(a), "%s", upload_file("diff/small.fx.txt", 0));
	snprintf(b, sizeof(b), "%s", upload_file("diff/small_gelu.fx.txt", 0));
	ck_assert_int_eq(cache_entries(), 0);
	snprintf(target, sizeof(target), "/graphs/%s/diff/%s.json", a, b);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s/diff/%s.json", b, a);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.cache_control, "no-cache");
	snprintf(etag, sizeof(etag), "%s", rp.etag);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s.json", b);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	reply_free(&rp);
	ck_assert_int_eq(cache_entries(), 3);

	snprintf(target, sizeof(target), "/api/graphs/%s", a);
	call(&rp, "PATCH", target, "{\"name\": \"renamed\"}", NULL);
	ck_assert_int_eq(rp.status, 200);
	reply_free(&rp);
	ck_assert_int_eq(cache_entries(), 1);	/* b's own JSON */
	snprintf(target, sizeof(target), "/graphs/%s/diff/%s.json", b, a);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_ne(rp.etag, etag);	/* the name is in it */
	j = json_of(&rp);
	ck_assert_str_eq(str(cJSON_GetObjectItem(j, "b"), "name"), "renamed");
	cJSON_Delete(j);
	reply_free(&rp);
	ck_assert_int_eq(cache_entries(), 2);

	snprintf(target, sizeof(target), "/api/graphs/%s", a);
	call(&rp, "DELETE", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 204);
	reply_free(&rp);
	ck_assert_int_eq(cache_entries(), 1);
	snprintf(target, sizeof(target), "/graphs/%s/diff/%s.json", b, a);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
}
END_TEST

/* The id of the graph of an upload's reply j whose part is part. */
static void
part_id(const cJSON *j, const char *part, char id[DIGEST_ID_LEN + 1])
{
	const cJSON *g;

	cJSON_ArrayForEach(g, cJSON_GetObjectItem(j, "graphs"))
		if (strcmp(str(g, "part"), part) == 0) {
			snprintf(id, DIGEST_ID_LEN + 1, "%s", str(g, "id"));
			return;
		}
	ck_abort_msg("no part %s", part);
}

/* gpt's trace (torch 2.14): its forward's post-grad graph (the same
 * text as before_post_grad_graph, so that graph's id) and output code,
 * which carries the compile's provenance mapping. The kernels' JSON
 * maps the 19 launches to 91 nodes, none unmatched; the graph coloured
 * by kernel gives each of those nodes' SVG groups its data-kernels and
 * names the kernels in the legend; the view key (and ETag) differ from
 * the plain view's, and a bad pairing is refused. */
START_TEST(kernels_of_a_trace)
{
	char post[DIGEST_ID_LEN + 1], code[DIGEST_ID_LEN + 1], target[256];
	char run[DIGEST_ID_LEN + 1];
	char etag[40];
	size_t len;
	char *text = tl_read("torch2/gpt/inductor/trace/"
	    "dedicated_log_torch_trace_soou27q6.log.xz", &len);
	const char *body;
	struct reply rp;
	cJSON *j, *k;

	call(&rp, "POST", "/api/graphs?name=gpt", text, NULL);
	free(text);
	ck_assert_msg(rp.status == 201, "%d", rp.status);
	j = json_of(&rp);
	part_id(j, "[0/0] before_post_grad_graph", post);
	part_id(j, "[0/0] inductor_output_code", code);
	ck_assert(cJSON_IsString(cJSON_GetObjectItem(j, "run")));
	snprintf(run, sizeof(run), "%s",
	    cJSON_GetObjectItem(j, "run")->valuestring);
	cJSON_Delete(j);
	reply_free(&rp);

	snprintf(target, sizeof(target), "/api/graphs/%s/kernels?code=%s",
	    post, code);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.cache_control, "public, max-age=31536000, "
	    "immutable");
	snprintf(etag, sizeof(etag), "%s", rp.etag);
	j = json_of(&rp);
	ck_assert(cJSON_IsTrue(cJSON_GetObjectItem(j, "provenance")));
	k = cJSON_GetObjectItem(j, "counts");
	ck_assert_int_eq(cJSON_GetObjectItem(k, "kernels")->valueint, 19);
	ck_assert_int_eq(cJSON_GetObjectItem(k, "nodes_in_kernels")->valueint,
	    91);
	ck_assert_int_eq(cJSON_GetArraySize(cJSON_GetObjectItem(j,
	    "unmatched")), 0);
	k = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "kernels"), 1);
	ck_assert_str_eq(str(k, "id"), "extern_kernels.addmm:2");
	ck_assert_str_eq(str(k, "launch"), "addmm");
	ck_assert_str_eq(cJSON_GetArrayItem(cJSON_GetObjectItem(k, "nodes"),
	    0)->valuestring, "addmm");
	k = cJSON_GetObjectItem(cJSON_GetObjectItem(j, "nodes"), "iota");
	ck_assert_str_eq(cJSON_GetArrayItem(k, 0)->valuestring,
	    "cpp_fused_add_arange_embedding_native_layer_norm_0");
	cJSON_Delete(j);
	reply_free(&rp);
	/* revalidated: 304 */
	{
		char inm[80];

		snprintf(inm, sizeof(inm), "If-None-Match: %s", etag);
		call(&rp, "GET", target, NULL, inm, NULL);
		ck_assert_int_eq(rp.status, 304);
		reply_free(&rp);
	}

	snprintf(target, sizeof(target), "/graphs/%s.svg?color=kernel&code=%s",
	    post, code);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_msg(rp.status == 200, "%d %s", rp.status, reply_body(&rp,
	    &len));
	body = reply_body(&rp, &len);
	ck_assert_ptr_nonnull(strstr(body, "<g id=\"n:iota\" data-kernels=\""
	    "cpp_fused_add_arange_embedding_native_layer_norm_0\" class=\"node "
	    "call_function kernel\">"));
	ck_assert_ptr_nonnull(strstr(body, "data-kernels=\"extern_kernels."
	    "addmm:2\""));
	ck_assert_ptr_nonnull(strstr(body, ">cpp_fused_gelu_view_2:7</text>"));
	ck_assert_ptr_nonnull(strstr(body, ">in no kernel</text>"));
	snprintf(etag, sizeof(etag), "%s", rp.etag);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s.svg", post);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_ne(rp.etag, etag);
	ck_assert_ptr_null(strstr(reply_body(&rp, &len), "data-kernels"));
	reply_free(&rp);

	snprintf(target, sizeof(target), "/graphs/%s.svg?color=kernel", post);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/api/graphs/%s/kernels", post);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	/* the post-grad graph is no output code */
	snprintf(target, sizeof(target), "/api/graphs/%s/kernels?code=%s",
	    code, post);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/api/graphs/%s/kernels?code="
	    "000000000000000000000000", post);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/graphs/%s/diff/%s.svg?color=kernel"
	    "&code=%s", post, post, code);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	/* the code is a stage of the trace's run: it is not deleted alone
	 * while the run holds it; the run deleted, the graphs posted stay,
	 * and deleting the code forgets the picture it coloured, not the
	 * plain one */
	ck_assert_int_eq(cache_entries(), 2);
	snprintf(target, sizeof(target), "/api/graphs/%s", code);
	call(&rp, "DELETE", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 409);
	reply_free(&rp);
	ck_assert_int_eq(cache_entries(), 2);
	snprintf(target, sizeof(target), "/api/runs/%s", run);
	call(&rp, "DELETE", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 204);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/api/graphs/%s", code);
	call(&rp, "DELETE", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 204);
	reply_free(&rp);
	ck_assert_int_eq(cache_entries(), 1);
}
END_TEST

/* Uploads read at once never hold more than the limit together: each
 * sets its bytes aside before the (long) read. */
START_TEST(concurrent_uploads_stay_within_the_held_limit)
{
	enum { N = 20 };
	static struct asker a[N];
	pthread_t t[N];
	size_t len, held;
	char *text = tl_read("corpus/densenet121.fx.txt", &len);
	int i, created = 0, full = 0;

	for (i = 0; i < N; i++) {
		char *body = malloc(len + (size_t)i + 1);

		memcpy(body, text, len);
		memset(body + len, '\n', (size_t)i);
		body[len + (size_t)i] = '\0';
		snprintf(a[i].target, sizeof(a[i].target), "/api/graphs");
		a[i].body = body;
	}
	for (i = 0; i < N; i++)
		pthread_create(&t[i], NULL, ask, &a[i]);
	for (i = 0; i < N; i++) {
		pthread_join(t[i], NULL);
		created += a[i].rp.status == 201;
		full += a[i].rp.status == 507;
		reply_free(&a[i].rp);
		free((char *)a[i].body);
	}
	held = registry_bytes(srv.registry);
	ck_assert_msg(held <= srv.cfg.max_held, "%zu held, limit %zu", held,
	    srv.cfg.max_held);
	/* The limit fits three and a half. Each upload sets its text aside
	 * before the read and the rest after, so in a burst some that would
	 * fit alone are refused too (507: the client tries again); none is
	 * ever let past the limit. */
	ck_assert_int_ge(created, 1);
	ck_assert_int_le(created, 3);
	ck_assert_int_eq(created + full, N);
	free(text);
}
END_TEST

static void
three_and_a_half_densenets(struct server_config *cfg)
{
	/* The sample loaded at start is not an upload, but it is held. */
	cfg->max_held = held_of_file("corpus/densenet121.fx.txt") * 7 / 2 +
	    held_of_file("../../samples/double.txt");
	cfg->workers = 0;
}

static void
setup_held(void)
{
	tweak = three_and_a_half_densenets;
	setup_with(NULL, 0);
	tweak = NULL;
}

static void
one_worker_three_seconds(struct server_config *cfg)
{
	cfg->workers = 1;
	cfg->queue_timeout_s = 30 * TL_SLOW;
	cfg->render_timeout_s = 3 * TL_SLOW;
	cfg->max_nodes = 10000;
}

static void
one_second_to_read(struct server_config *cfg)
{
	cfg->parse_timeout_s = 1;
}

static void
setup_one_second_to_read(void)
{
	tweak = one_second_to_read;
	setup_with(NULL, 0);
	tweak = NULL;
}

static void
setup_one_worker(void)
{
	tweak = one_worker_three_seconds;
	setup_with(NULL, 1);
	tweak = NULL;
}

/* A dozen views of about 0.6 s each, asked at once of one worker with a
 * 3 s render limit (both times TL_SLOW): together far past the limit,
 * each well within it.
 * All answer 200, and so does each asked again alone. */
START_TEST(a_queue_of_quick_views_never_times_out)
{
	static const char *const views[] = {
		"expand=*", "expand=*&rankdir=LR", "expand=*&hide=get_attr",
		"expand=*&hide=placeholder", "expand=*&hide=output",
		"expand=*&hide=call_method", "expand=*&rankdir=LR&hide=output",
		"expand=*&rankdir=LR&hide=get_attr",
		"expand=*&rankdir=LR&hide=placeholder",
		"expand=*&rankdir=LR&hide=call_method",
		"expand=*&hide=call_module",
		"expand=*&rankdir=LR&hide=call_module",
	};
	enum { N = sizeof(views) / sizeof(views[0]) };
	static struct asker a[N];
	const char *id = upload_file("corpus/gpt48_makefx.fx.txt", 0);
	pthread_t t[N];
	struct reply rp;
	int i;

	for (i = 0; i < N; i++) {
		snprintf(a[i].target, sizeof(a[i].target), "/graphs/%s.svg?%s",
		    id, views[i]);
		a[i].body = NULL;
		pthread_create(&t[i], NULL, ask, &a[i]);
	}
	for (i = 0; i < N; i++) {
		size_t len;

		pthread_join(t[i], NULL);
		ck_assert_msg(a[i].rp.status == 200, "%s: %d %.*s", views[i],
		    a[i].rp.status, (int)a[i].rp.len,
		    reply_body(&a[i].rp, &len));
		reply_free(&a[i].rp);
	}
	for (i = 0; i < N; i++) {
		call(&rp, "GET", a[i].target, NULL, NULL);
		ck_assert_msg(rp.status == 200, "%s again: %d", views[i],
		    rp.status);
		reply_free(&rp);
	}
}
END_TEST

/* A graph deleted while its picture renders leaves nothing in the cache:
 * neither that picture nor any other of the graph. */
START_TEST(delete_during_a_render_leaves_no_picture)
{
	const char *id = upload_file("corpus/gpt48_makefx.fx.txt", 0);
	static struct asker a;
	char target[256];
	struct reply rp;
	size_t len;
	pthread_t t;

	snprintf(a.target, sizeof(a.target), "/graphs/%s.svg?expand=*", id);
	a.body = NULL;
	pthread_create(&t, NULL, ask, &a);
	usleep(150000);		/* the render takes some 600 ms */
	snprintf(target, sizeof(target), "/api/graphs/%s", id);
	call(&rp, "DELETE", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 204);
	reply_free(&rp);
	pthread_join(t, NULL);
	ck_assert_msg(a.rp.status == 200 || a.rp.status == 404, "%d %.*s",
	    a.rp.status, (int)a.rp.len, reply_body(&a.rp, &len));
	reply_free(&a.rp);
	ck_assert_int_eq(cache_entries(), 0);
	call(&rp, "GET", a.target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
	ck_assert_int_eq(cache_entries(), 0);
}
END_TEST

static void
one_worker_one_second_queue(struct server_config *cfg)
{
	cfg->workers = 1;
	cfg->queue_timeout_s = 1;
	cfg->render_timeout_s = 20 * TL_SLOW;
	cfg->max_nodes = 20000;
	cfg->max_body = (size_t)64 << 20;
}

static void
setup_short_queue(void)
{
	/* One worker, and each of its jobs waits 2 s first
	 * (FXVIZ_FAULT=worker_slow): past the queue limit however fast
	 * the layout is. The workers started now inherit it. */
	setenv("FXVIZ_FAULT", "worker_slow", 1);
	tweak = one_worker_one_second_queue;
	setup_with(NULL, 1);
	tweak = NULL;
	unsetenv("FXVIZ_FAULT");
}

/* No worker free within the queue limit: 503 with Retry-After, never
 * remembered, so the same view asked later is drawn. */
START_TEST(busy_is_503_with_retry_after_and_not_remembered)
{
	const char *id = upload_small();
	static struct asker slow;
	char target[256];
	struct reply rp;
	size_t len;
	pthread_t t;
	cJSON *j;

	snprintf(slow.target, sizeof(slow.target), "/graphs/%s.svg", id);
	slow.body = NULL;
	pthread_create(&t, NULL, ask, &slow);	/* 2 s and more */
	usleep(200000);
	snprintf(target, sizeof(target), "/graphs/%s.svg?focus=b&depth=1", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_msg(rp.status == 503, "%d %.*s", rp.status, (int)rp.len,
	    reply_body(&rp, &len));
	ck_assert_int_eq(rp.retry_after, 5);
	ck_assert_str_eq(rp.cache_control, "no-store");
	ck_assert_str_eq(rp.etag, "");
	j = json_of(&rp);
	ck_assert_ptr_nonnull(strstr(str(j, "error"), "busy"));
	cJSON_Delete(j);
	reply_free(&rp);
	pthread_join(t, NULL);
	ck_assert_msg(slow.rp.status == 200, "%d %.*s", slow.rp.status,
	    (int)slow.rp.len, reply_body(&slow.rp, &len));
	reply_free(&slow.rp);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_int_eq(rp.retry_after, 0);
	reply_free(&rp);
}
END_TEST

static void
setup_no_memory_for_edges(void)
{
	/* The workers started now inherit it. */
	setenv("FXVIZ_FAULT", "view_edges", 1);
	setup_with(NULL, 1);
	unsetenv("FXVIZ_FAULT");
}

/* A worker out of memory for a view's edges answers 500, never a picture
 * without edges, and nothing is kept: asking again renders again. */
START_TEST(out_of_memory_in_a_render_is_500_not_an_edgeless_picture)
{
	const char *id = upload_small();
	char target[256];
	struct reply rp;
	int i;
	cJSON *j;

	snprintf(target, sizeof(target), "/graphs/%s.svg", id);
	for (i = 0; i < 2; i++) {
		call(&rp, "GET", target, NULL, NULL);
		ck_assert_int_eq(rp.status, 500);
		ck_assert_str_eq(rp.etag, "");
		ck_assert_str_eq(rp.cache_control, "no-store");
		j = json_of(&rp);
		ck_assert_str_eq(str(j, "error"), "out of memory");
		cJSON_Delete(j);
		reply_free(&rp);
		ck_assert_int_eq(cache_entries(), 0);
	}
	/* The JSON needs no view: it is still there. */
	snprintf(target, sizeof(target), "/api/graphs/%s", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	reply_free(&rp);
}
END_TEST

/* A name is made valid UTF-8, one line, and cut between characters: a
 * name cut mid-character broke /api/graphs for every client. */
START_TEST(names_are_utf8_cut_between_characters)
{
	char target[512] = "/api/graphs?name=\xff\xfe";
	struct reply rp;
	const char *name;
	cJSON *j;
	int i;

	for (i = 0; i < 150; i++)
		strcat(target, "\xc3\xbc");	/* u-umlaut, two bytes */
	call(&rp, "POST", target, small, NULL);
	ck_assert_int_eq(rp.status, 201);
	reply_free(&rp);
	call(&rp, "GET", "/api/graphs", NULL, NULL);
	j = json_of(&rp);
	/* newest first: before "double", the sample loaded at start */
	name = str(cJSON_GetArrayItem(cJSON_GetObjectItem(j, "graphs"), 0),
	    "name");
	ck_assert_int_eq(strncmp(name, "\xef\xbf\xbd\xef\xbf\xbd\xc3\xbc", 8),
	    0);
	ck_assert_uint_le(strlen(name), 200);
	ck_assert_uint_eq(utf8_valid_prefix(name, strlen(name)), strlen(name));
	ck_assert_uint_eq(strlen(name), 6 + 2 * 97);
	cJSON_Delete(j);
	reply_free(&rp);
}
END_TEST

/* A log of n graphs, none alike, each of which reads, or (fails) uses
 * a name it never defines. */
static char *
dynamo_log(int n, int fails, size_t *len)
{
	static const char prefix[] = "V1201 12:00:00.812345 4242 "
	    "torch/_dynamo/output_graph.py:1373] [0/0] [__graph_code] ";
	const char *x = fails ? "nope" : "L_x_";
	struct buf b = BUF_INIT;
	int i;

	for (i = 0; i < n; i++)
		buf_printf(&b, "%sTRACED GRAPH\n%s ===== __compiled_fn_%d =====\n"
		    "%s /m.py class GraphModule(torch.nn.Module):\n"
		    "%s    def forward(self, L_x_: \"f32[2]\"):\n"
		    "%s        relu_%d = torch.relu(%s);  %s = None\n"
		    "%s        return (relu_%d,)\n%s        \n", prefix, prefix, i,
		    prefix, prefix, prefix, i, x, x, prefix, i, prefix);
	ck_assert_ptr_nonnull(buf_cstr(&b));
	return buf_steal(&b, len);
}

/* The client leaves (or the server stops) once the log is cut into its
 * graphs: as many looks as a cut of its lines takes, and a few more. */
static int looks;

static int
gone_after_the_cut(void *ctx)
{
	(void)ctx;
	return ++looks > 200;
}

/* Each graph of a log is read within the upload's time limit and only
 * while its client is there, and each is looked at: graphs of a few lines
 * never reach their reader's own look (every 4096 lines). A log of
 * 64,000 failing graphs went on for 76 s after a SIGTERM (issue 21,
 * item 15). */
START_TEST(a_log_stops_between_its_graphs)
{
	struct request rq;
	struct reply rp;
	size_t len, body_len;
	char *log = dynamo_log(6000, 1, &len);
	const char *body;

	memset(&rq, 0, sizeof(rq));
	rq.method = "POST";
	rq.path = "/api/graphs";
	rq.body = log;
	rq.body_len = len;
	rq.gone = gone_after_the_cut;
	looks = 0;
	routes_dispatch(&srv.routes, &rq, &rp);
	body = reply_body(&rp, &body_len);
	ck_assert_msg(strstr(body, "the client left") != NULL, "%.*s",
	    (int)(body_len < 300 ? body_len : 300), body);
	/* it stopped within a few graphs of the cut's end */
	ck_assert_int_lt(looks, 400);
	reply_free(&rp);
	free(log);
}
END_TEST

/* A store slow to answer (300 ms a write) is not reading time: a log of
 * 8 graphs is stored whole within a 1 s --parse-timeout, where it was
 * cut at the deadline ("reading the graph took longer"). */
START_TEST(a_slow_store_does_not_count_as_reading)
{
	struct reply rp;
	size_t len, body_len;
	char *log = dynamo_log(8, 0, &len), want[64];
	const char *body;
	int i;

	setenv("FXVIZ_FAULT", "store_slow", 1);
	call(&rp, "POST", "/api/graphs?name=slow", log, NULL);
	unsetenv("FXVIZ_FAULT");
	body = reply_body(&rp, &body_len);
	ck_assert_msg(rp.status == 201 && strstr(body, "took longer") == NULL,
	    "%d %.*s", rp.status, (int)(body_len < 400 ? body_len : 400), body);
	reply_free(&rp);
	call(&rp, "GET", "/api/graphs", NULL, NULL);
	body = reply_body(&rp, &body_len);
	for (i = 0; i < 8; i++) {
		snprintf(want, sizeof(want), "__compiled_fn_%d\"", i);
		ck_assert_msg(strstr(body, want) != NULL, "graph %d not kept",
		    i);
	}
	reply_free(&rp);
	free(log);
}
END_TEST

/* An upload of a graph that a delete is removing waits for the delete,
 * then stores the graph anew: it is never answered as stored while its
 * file is gone. The delete is held, on purpose, between removing the
 * file and the entry. */
START_TEST(an_upload_during_a_delete_is_on_disk)
{
	const char *id = upload_small();
	static struct asker del;
	char path[4096];
	struct reply rp;
	pthread_t t;

	snprintf(del.target, sizeof(del.target), "/api/graphs/%s", id);
	del.body = NULL;
	setenv("FXVIZ_FAULT", "delete_pause", 1);
	pthread_create(&t, NULL, ask_delete, &del);
	usleep(100000);
	call(&rp, "POST", "/api/graphs?name=again", small, NULL);
	pthread_join(t, NULL);
	unsetenv("FXVIZ_FAULT");
	ck_assert_int_eq(del.rp.status, 204);
	reply_free(&del.rp);
	ck_assert_msg(rp.status == 201, "the upload: %d", rp.status);
	reply_free(&rp);
	snprintf(path, sizeof(path), "%s/graphs/%s", data_dir, id);
	ck_assert_int_eq(access(path, R_OK), 0);
	call(&rp, "GET", del.target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	reply_free(&rp);
}
END_TEST

#define GRAPH_LIMIT	((size_t)200 << 10)	/* densenet121: 100 KB of
						 * text, 430 KB once read */

static void
small_graphs(struct server_config *cfg)
{
	cfg->max_graph = GRAPH_LIMIT;
	cfg->workers = 0;
}

static void
setup_graph_limit(void)
{
	tweak = small_graphs;
	setup_with(NULL, 0);
	tweak = NULL;
}

/* A graph is measured on what it takes once read, and refused before
 * anything of it is stored. */
START_TEST(a_graph_past_max_graph_mb_is_422_and_not_stored)
{
	size_t len;
	char *text = tl_read("corpus/densenet121.fx.txt", &len);
	struct reply rp;
	cJSON *j;

	ck_assert_uint_lt(len, GRAPH_LIMIT);	/* its text fits */
	ck_assert_uint_gt(held_of(text, len), GRAPH_LIMIT);
	call(&rp, "POST", "/api/graphs", text, NULL);
	ck_assert_int_eq(rp.status, 422);
	j = json_of(&rp);
	ck_assert_ptr_nonnull(strstr(str(j, "error"), "--max-graph-mb"));
	cJSON_Delete(j);
	reply_free(&rp);
	ck_assert_int_eq(files_in_store(), 0);
	free(text);
}
END_TEST

/* The reply says which form was read; ?from= names one; a form fxviz does
 * not know is refused with the list. */
START_TEST(the_reply_says_which_form_was_read)
{
	size_t len;
	char *table = tl_read("tabular/special2.tab.txt", &len);
	struct reply rp;
	cJSON *j;

	call(&rp, "POST", "/api/graphs", table, NULL);
	ck_assert_int_eq(rp.status, 201);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "form"), "tabular");
	cJSON_Delete(j);
	reply_free(&rp);
	call(&rp, "POST", "/api/graphs?from=fx", small, NULL);
	ck_assert_int_eq(rp.status, 201);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "form"), "fx");
	cJSON_Delete(j);
	reply_free(&rp);
	call(&rp, "POST", "/api/graphs?from=json&name=x", "graph():\n"
	    "    return None\n", NULL);
	ck_assert_int_eq(rp.status, 400);	/* not JSON */
	reply_free(&rp);
	call(&rp, "POST", "/api/graphs?from=xml", small, NULL);
	ck_assert_int_eq(rp.status, 400);
	j = json_of(&rp);
	ck_assert_ptr_nonnull(strstr(str(j, "error"), "fx, tabular, json"));
	cJSON_Delete(j);
	reply_free(&rp);
	call(&rp, "POST", "/api/graphs", "hello, world\n", NULL);
	ck_assert_int_eq(rp.status, 400);
	j = json_of(&rp);
	ck_assert_ptr_nonnull(strstr(str(j, "error"),
	    "not a graph fxviz reads"));
	ck_assert_int_eq(cJSON_GetObjectItem(j, "line")->valueint, 1);
	cJSON_Delete(j);
	reply_free(&rp);
	free(table);
}
END_TEST

/* A log's graphs are each read as the form found from them, not looked
 * at for a log again; a trace's payload still is: torch 2.14's
 * exported_program event holds print(exported_program) with its
 * "ExportedProgram:" header, which only the log's reader reads. */
START_TEST(a_trace_payload_is_read_as_a_printout_and_a_log_graph_as_its_form)
{
	size_t len;
	char *trace = tl_read("trace/export.log", &len);
	char *log = tl_read("logs/graph_code.log", &len);
	struct reply rp;
	cJSON *j, *g;

	call(&rp, "POST", "/api/graphs?name=exported", trace, NULL);
	ck_assert_int_eq(rp.status, 201);
	j = json_of(&rp);
	g = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "graphs"), 0);
	ck_assert_str_eq(str(g, "part"), "exported_program");
	ck_assert_int_eq(num(g, "nodes"), 7);
	ck_assert_int_eq(num(g, "edges"), 6);
	cJSON_Delete(j);
	reply_free(&rp);
	call(&rp, "POST", "/api/graphs?name=code", log, NULL);
	ck_assert_int_eq(rp.status, 201);
	j = json_of(&rp);
	g = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "graphs"), 0);
	ck_assert_str_eq(str(g, "part"), "__compiled_fn_1");
	ck_assert_str_eq(str(g, "form"), "code");
	ck_assert_int_eq(num(g, "nodes"), 6);
	cJSON_Delete(j);
	reply_free(&rp);
	free(log);
	free(trace);
}
END_TEST

/* ---- every write path, checked against the store after a restart ---- */

/* The server started again over the same store, without start-up files:
 * what it serves now is what the store holds. */
static void
restart(void)
{
	struct server_config cfg = srv.cfg;
	struct error err = { 0 };

	server_stop(&srv);
	cfg.n_paths = 0;
	ck_assert_msg(server_open(&srv, &cfg, &err) == 0, "%s", err.msg);
}

/* The graph id's name and aliases ("name|alias|alias") as served, or
 * "-" when there is none (static). */
static const char *
names_of(const char *id)
{
	static char names[1024];
	struct reply rp;
	cJSON *j, *a;
	int i, k;

	call(&rp, "GET", "/api/graphs", NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	j = json_of(&rp);
	reply_free(&rp);
	snprintf(names, sizeof(names), "-");
	for (i = 0; i < cJSON_GetArraySize(cJSON_GetObjectItem(j, "graphs"));
	    i++) {
		cJSON *g = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "graphs"),
		    i);

		if (strcmp(str(g, "id"), id) != 0)
			continue;
		snprintf(names, sizeof(names), "%s", str(g, "name"));
		a = cJSON_GetObjectItem(g, "aliases");
		for (k = 0; k < cJSON_GetArraySize(a); k++)
			snprintf(names + strlen(names), sizeof(names) -
			    strlen(names), "|%s",
			    cJSON_GetArrayItem(a, k)->valuestring);
	}
	cJSON_Delete(j);
	return names;
}

/* METHOD target with body answers a status in [lo, hi]. */
static void
expect(const char *method, const char *target, const char *body, int lo,
    int hi)
{
	struct reply rp;

	call(&rp, method, target, body, NULL);
	ck_assert_msg(rp.status >= lo && rp.status <= hi, "%s %s: %d",
	    method, target, rp.status);
	reply_free(&rp);
}

/* A DELETE refused (409: the graph is a start-up file's too) removes
 * nothing: the upload of the same bytes it answered 200 outlives a
 * restart without that file. */
START_TEST(a_refused_delete_deletes_nothing)
{
	char *text, target[128], path[4096];
	struct graph_entry **list;
	size_t len, n;

	list = registry_list(srv.registry, &n);
	ck_assert_uint_eq(n, 1);
	snprintf(target, sizeof(target), "/api/graphs/%s", list[0]->id);
	registry_release_list(list, n);
	text = tl_read("../../samples/double.txt", &len);
	expect("POST", "/api/graphs?name=mine", text, 200, 201);
	free(text);
	snprintf(path, sizeof(path), "%s/graphs/%s", data_dir, target + 12);
	ck_assert_int_eq(access(path, R_OK), 0);
	expect("DELETE", target, NULL, 409, 409);
	ck_assert_msg(access(path, R_OK) == 0, "a 409 removed the stored "
	    "upload");
	restart();
	ck_assert_str_ne(names_of(target + 12), "-");
}
END_TEST

/* Every write (a new upload, an alias, a rename, a delete) with the disk
 * full: what is refused changes nothing, in memory or in the store; its
 * retry, with room again, is written, and outlives a restart. */
START_TEST(a_full_disk_refuses_writes_and_their_retries_write)
{
	char id[DIGEST_ID_LEN + 1], target[128];
	const char *id_small;

	/* a new upload */
	setenv("FXVIZ_FAULT", "store_full", 1);
	expect("POST", "/api/graphs?name=small", small, 500, 599);
	unsetenv("FXVIZ_FAULT");
	ck_assert_int_eq(files_in_store(), 0);
	restart();
	ck_assert_uint_eq(registry_count(srv.registry), 0);
	id_small = upload_small();
	snprintf(id, sizeof(id), "%s", id_small);
	snprintf(target, sizeof(target), "/api/graphs/%s", id);
	restart();
	ck_assert_str_eq(names_of(id), "small");

	/* an alias: an upload of the same bytes under another name */
	setenv("FXVIZ_FAULT", "store_full", 1);
	expect("POST", "/api/graphs?name=other", small, 500, 599);
	unsetenv("FXVIZ_FAULT");
	ck_assert_str_eq(names_of(id), "small");
	expect("POST", "/api/graphs?name=other", small, 200, 200);
	ck_assert_str_eq(names_of(id), "small|other");
	restart();
	ck_assert_str_eq(names_of(id), "small|other");

	/* a rename */
	setenv("FXVIZ_FAULT", "store_full", 1);
	expect("PATCH", target, "{\"name\": \"renamed\"}", 500, 599);
	unsetenv("FXVIZ_FAULT");
	ck_assert_str_eq(names_of(id), "small|other");
	restart();
	ck_assert_str_eq(names_of(id), "small|other");
	expect("PATCH", target, "{\"name\": \"renamed\"}", 200, 200);
	restart();
	ck_assert_str_eq(names_of(id), "renamed|other");

	/* a delete needs no room */
	setenv("FXVIZ_FAULT", "store_full", 1);
	expect("DELETE", target, NULL, 204, 204);
	unsetenv("FXVIZ_FAULT");
	restart();
	ck_assert_str_eq(names_of(id), "-");
	ck_assert_int_eq(files_in_store(), 0);
}
END_TEST

/* ---- a write route beside a read route ------------------------------ */

#define NAME_A	"a name of forty bytes, give or take: aaaa"
#define NAME_B	"another name, of a hundred bytes or so, long enough to sit in " \
	"another size of chunk than the first: bbbb"

struct renamer {
	struct graph_entry *e;
	volatile int stop;
	unsigned renames;
};

/* Renames e back and forth, as PATCH does in memory, until told to stop:
 * names of two lengths, so that a freed one is not at once the other. */
static void *
rename_loop(void *arg)
{
	struct renamer *r = arg;

	while (!r->stop) {
		registry_rename(r->e, strdup(r->renames % 2 ? NAME_A : NAME_B));
		pictures_forget_json(srv.pictures, r->e->id);
		r->renames++;
	}
	return NULL;
}

/* The graph's JSON, asked for while it is renamed over and over, always
 * carries one of its names whole: never the bytes of a name freed (a
 * heap-use-after-free under AddressSanitizer). */
START_TEST(a_graph_read_while_renamed_has_one_of_its_names)
{
	static struct renamer r;
	char target[128];
	struct reply rp;
	pthread_t t;
	cJSON *j;
	int i, bad = 0;

	snprintf(target, sizeof(target), "/api/graphs/%s", upload_small());
	r.e = registry_get(srv.registry, target + 12);
	registry_rename(r.e, strdup(NAME_A));
	r.stop = 0;
	r.renames = 0;
	pthread_create(&t, NULL, rename_loop, &r);
	for (i = 0; i < 20000 && bad == 0; i++) {
		call(&rp, "GET", target, NULL, NULL);
		ck_assert_int_eq(rp.status, 200);
		j = json_of(&rp);
		bad = strcmp(str(j, "name"), NAME_A) != 0 &&
		    strcmp(str(j, "name"), NAME_B) != 0;
		if (bad)
			fprintf(stderr, "GET %d: name '%s'\n", i, str(j, "name"));
		cJSON_Delete(j);
		reply_free(&rp);
	}
	r.stop = 1;
	pthread_join(t, NULL);
	registry_release(r.e);
	ck_assert_msg(!bad, "a name read as it was freed, after %u renames",
	    r.renames);
}
END_TEST

/* ---- runs ----------------------------------------------------------- */

/* The tar of the two ranks of tests/data/trace/ddp_rank*.log.xz, as
 * folder/rank0.log and folder/rank1.log. */
static char *
ddp_tar(const char *folder, size_t *len)
{
	char n0[64], n1[64];
	size_t l0, l1;
	char *r0 = tl_read_trace("ddp_rank0.log.xz", &l0);
	char *r1 = tl_read_trace("ddp_rank1.log.xz", &l1);
	struct tar_input in[2];
	char *t;

	snprintf(n0, sizeof(n0), "%s/rank0.log", folder);
	snprintf(n1, sizeof(n1), "%s/rank1.log", folder);
	in[0] = (struct tar_input){ n1, r1, l1 };
	in[1] = (struct tar_input){ n0, r0, l0 };
	ck_assert_ptr_nonnull(t = tar_write(in, 2, len));
	free(r0);
	free(r1);
	return t;
}

/* POSTs a body of len bytes to target. */
static void
post_bytes(struct reply *rp, const char *target, const char *body,
    size_t len)
{
	next_body_len = len;
	call(rp, "POST", target, body, NULL);
}

/* The graph ids of a run's stages, in order, into ids (n of them). */
static size_t
stage_graphs(const cJSON *run, char ids[][DIGEST_ID_LEN + 1], size_t max)
{
	const cJSON *c, *st;
	size_t n = 0;

	cJSON_ArrayForEach(c, cJSON_GetObjectItem(run, "compiles"))
		cJSON_ArrayForEach(st, cJSON_GetObjectItem(c, "stages")) {
			const cJSON *g = cJSON_GetObjectItem(st, "graph");

			ck_assert_msg(cJSON_IsString(g), "a stage without its "
			    "graph: %s", str(st, "name"));
			if (n < max)
				snprintf(ids[n++], DIGEST_ID_LEN + 1, "%s",
				    g->valuestring);
		}
	return n;
}

/* A tar of two ranks: 201 with the run's JSON and Location, named after
 * its folder, both ranks, every stage's graph held; the same files again
 * (another folder name, another order) are the same run, 200. */
START_TEST(a_run_is_posted_as_a_tar)
{
	char ids[64][DIGEST_ID_LEN + 1], id[DIGEST_ID_LEN + 1], target[128];
	struct reply rp;
	size_t len, n, i;
	char *tar = ddp_tar("ddp", &len);
	cJSON *j, *r;

	post_bytes(&rp, "/api/runs", tar, len);
	ck_assert_int_eq(rp.status, 201);
	j = json_of(&rp);
	snprintf(id, sizeof(id), "%s", str(j, "id"));
	snprintf(target, sizeof(target), "/api/runs/%s", id);
	ck_assert_str_eq(rp.location, target);
	ck_assert_str_eq(str(j, "name"), "ddp");
	r = cJSON_GetObjectItem(j, "ranks");
	ck_assert_int_eq(cJSON_GetArraySize(r), 2);
	ck_assert_int_eq(cJSON_GetArrayItem(r, 1)->valueint, 1);
	ck_assert_str_eq(str(cJSON_GetArrayItem(cJSON_GetObjectItem(j,
	    "files"), 0), "name"), "rank0.log");
	n = stage_graphs(j, ids, 64);
	ck_assert_uint_eq(n, 20);
	cJSON_Delete(j);
	reply_free(&rp);
	for (i = 0; i < n; i++) {
		snprintf(target, sizeof(target), "/api/graphs/%.24s", ids[i]);
		call(&rp, "GET", target, NULL, NULL);
		ck_assert_msg(rp.status == 200, "%s: %d", target, rp.status);
		reply_free(&rp);
	}
	free(tar);
	tar = ddp_tar("elsewhere", &len);
	post_bytes(&rp, "/api/runs?name=again", tar, len);
	ck_assert_int_eq(rp.status, 200);
	j = json_of(&rp);
	ck_assert_str_eq(str(j, "id"), id);
	ck_assert_str_eq(str(j, "name"), "ddp");
	ck_assert_str_eq(rp.location, "");
	cJSON_Delete(j);
	reply_free(&rp);
	free(tar);
}
END_TEST

/* The list, the run's JSON (revalidated by its ETag) and its bundle,
 * which is a tar of the same files again. */
START_TEST(runs_are_listed_given_and_bundled)
{
	char id[DIGEST_ID_LEN + 1], target[128], inm[128];
	struct archive_limits l;
	struct archive a;
	struct error err = { 0 };
	struct reply rp;
	size_t len, blen;
	char *tar = ddp_tar("ddp", &len);
	const char *body;
	cJSON *j, *r;

	post_bytes(&rp, "/api/runs", tar, len);
	j = json_of(&rp);
	snprintf(id, sizeof(id), "%s", str(j, "id"));
	cJSON_Delete(j);
	reply_free(&rp);
	call(&rp, "GET", "/api/runs", NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	j = json_of(&rp);
	ck_assert_int_eq(cJSON_GetArraySize(cJSON_GetObjectItem(j, "runs")), 1);
	r = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "runs"), 0);
	ck_assert_str_eq(str(r, "id"), id);
	ck_assert_str_eq(str(r, "name"), "ddp");
	ck_assert_int_eq(strlen(str(r, "added")), 20);
	ck_assert_int_eq(cJSON_GetObjectItem(r, "compiles")->valueint, 10);
	/* the ranks' graphs are the same: held once */
	ck_assert_int_eq(cJSON_GetObjectItem(r, "graphs")->valueint, 10);
	ck_assert_int_eq(cJSON_GetArraySize(cJSON_GetObjectItem(r, "ranks")),
	    2);
	cJSON_Delete(j);
	reply_free(&rp);

	snprintf(target, sizeof(target), "/api/runs/%s", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.cache_control, "no-cache");
	ck_assert_int_eq(rp.etag[0], '"');
	snprintf(inm, sizeof(inm), "If-None-Match: %s", rp.etag);
	j = json_of(&rp);
	ck_assert_int_eq(cJSON_GetArraySize(cJSON_GetObjectItem(j,
	    "compiles")), 10);
	cJSON_Delete(j);
	reply_free(&rp);
	call(&rp, "GET", target, NULL, inm, NULL);
	ck_assert_int_eq(rp.status, 304);
	reply_free(&rp);

	snprintf(target, sizeof(target), "/api/runs/%s.tar", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	ck_assert_str_eq(rp.mime, "application/x-tar");
	body = reply_body(&rp, &blen);
	archive_limits_init(&l, 1 << 24);
	ck_assert_int_eq(tar_read(body, blen, &l, &a, &err), 0);
	ck_assert_uint_eq(a.n, 2);
	ck_assert_str_eq(a.files[0].name, "rank0.log");
	ck_assert_str_eq(a.files[1].name, "rank1.log");
	archive_clear(&a);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/api/runs/%s.zip", id);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
	call(&rp, "GET", "/api/runs/0123456789abcdef01234567", NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
	free(tar);
}
END_TEST

/* A stage is deleted only with its run (409 naming it); the run's
 * DELETE takes the run, its store entry and its graphs. */
START_TEST(a_run_is_deleted_whole)
{
	char ids[64][DIGEST_ID_LEN + 1], id[DIGEST_ID_LEN + 1], target[128];
	struct reply rp;
	size_t len;
	char *tar = ddp_tar("ddp", &len);
	int before = files_in_store();
	cJSON *j;

	post_bytes(&rp, "/api/runs", tar, len);
	j = json_of(&rp);
	snprintf(id, sizeof(id), "%s", str(j, "id"));
	stage_graphs(j, ids, 64);
	cJSON_Delete(j);
	reply_free(&rp);
	/* one write for the whole run */
	ck_assert_int_eq(files_in_store(), before + 1);
	snprintf(target, sizeof(target), "/api/graphs/%s", ids[0]);
	call(&rp, "DELETE", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 409);
	j = json_of(&rp);
	ck_assert_msg(strstr(str(j, "error"), id) != NULL, "%s",
	    str(j, "error"));
	cJSON_Delete(j);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/api/runs/%s", id);
	call(&rp, "DELETE", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 204);
	reply_free(&rp);
	ck_assert_int_eq(files_in_store(), before);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
	call(&rp, "DELETE", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
	snprintf(target, sizeof(target), "/api/graphs/%s", ids[0]);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 404);
	reply_free(&rp);
	free(tar);
}
END_TEST

/* A run survives a restart: the same run, name, time and stages. */
START_TEST(a_run_survives_a_restart)
{
	struct server_config cfg = srv.cfg;
	struct error err = { 0 };
	char target[128];
	struct reply rp;
	size_t len, len2;
	char *tar = ddp_tar("ddp", &len), *before;
	const char *body;
	cJSON *j;

	post_bytes(&rp, "/api/runs?name=two%20ranks", tar, len);
	j = json_of(&rp);
	snprintf(target, sizeof(target), "/api/runs/%s", str(j, "id"));
	cJSON_Delete(j);
	reply_free(&rp);
	call(&rp, "GET", target, NULL, NULL);
	body = reply_body(&rp, &len);
	before = strndup(body, len);
	reply_free(&rp);
	server_stop(&srv);
	cfg.n_paths = 0;
	ck_assert_int_eq(server_open(&srv, &cfg, &err), 0);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	body = reply_body(&rp, &len2);
	ck_assert_uint_eq(len2, len);
	ck_assert(memcmp(body, before, len) == 0);
	reply_free(&rp);
	free(before);
	free(tar);
}
END_TEST

/* What is no run says so, placed; hostile archives are refused. */
START_TEST(bad_runs_say_why)
{
	struct reply rp;
	size_t len;
	char *bomb;
	cJSON *j;

	call(&rp, "POST", "/api/runs?file=model.txt", small, NULL);
	ck_assert_int_eq(rp.status, 400);
	j = json_of(&rp);
	ck_assert_msg(strstr(str(j, "error"), "model.txt: no file of the run "
	    "is a TORCH_TRACE file") == str(j, "error"), "%s", str(j, "error"));
	ck_assert_int_eq(cJSON_GetObjectItem(j, "line")->valueint, 1);
	ck_assert_int_eq(cJSON_GetObjectItem(j, "column")->valueint, 1);
	cJSON_Delete(j);
	reply_free(&rp);
	call(&rp, "POST", "/api/runs", NULL, NULL);
	ck_assert_int_eq(rp.status, 400);
	reply_free(&rp);
	bomb = tl_read("archive/traversal.tar", &len);
	post_bytes(&rp, "/api/runs", bomb, len);
	ck_assert_int_eq(rp.status, 400);
	j = json_of(&rp);
	ck_assert_msg(strstr(str(j, "error"), "climbs out") != NULL, "%s",
	    str(j, "error"));
	cJSON_Delete(j);
	reply_free(&rp);
	free(bomb);
	bomb = tl_read("archive/bomb.zip", &len);
	post_bytes(&rp, "/api/runs", bomb, len);
	ck_assert_int_eq(rp.status, 413);
	reply_free(&rp);
	free(bomb);
}
END_TEST

/* A trace posted to /api/graphs is a run too: its graphs as before, and
 * the run's id; the run's stages are those graphs. */
START_TEST(a_trace_posted_as_graphs_is_a_run)
{
	char ids[64][DIGEST_ID_LEN + 1], target[128];
	struct reply rp;
	size_t len, n;
	char *trace = tl_read_trace("train.log.xz", &len);
	cJSON *j, *g, *r;
	int found = 0;

	post_bytes(&rp, "/api/graphs?name=train", trace, len);
	ck_assert_int_eq(rp.status, 201);
	j = json_of(&rp);
	snprintf(target, sizeof(target), "/api/runs/%.64s", str(j, "run"));
	g = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "graphs"), 0);
	reply_free(&rp);
	call(&rp, "GET", target, NULL, NULL);
	ck_assert_int_eq(rp.status, 200);
	r = json_of(&rp);
	n = stage_graphs(r, ids, 64);
	ck_assert_uint_ge(n, 4);
	while (n-- > 0)
		found += strcmp(ids[n], str(g, "id")) == 0;
	ck_assert_int_ge(found, 1);
	cJSON_Delete(r);
	cJSON_Delete(j);
	reply_free(&rp);
	free(trace);
}
END_TEST

static void
small_runs(struct server_config *cfg)
{
	cfg->max_run = 600000;	/* one rank's file, not two */
}

static void
setup_small_runs(void)
{
	tweak = small_runs;
	setup_with(NULL, 0);
	tweak = NULL;
}

/* A server full of graphs refuses a run (507), keeps none of it, and
 * gives back what it set aside. */
START_TEST(a_full_server_refuses_runs)
{
	struct reply rp;
	size_t len, before = registry_bytes(srv.registry);
	char *tar = ddp_tar("ddp", &len);
	int files = files_in_store();
	cJSON *j;

	post_bytes(&rp, "/api/runs", tar, len);
	ck_assert_int_eq(rp.status, 507);
	j = json_of(&rp);
	ck_assert_ptr_nonnull(strstr(str(j, "error"), "--max-held-mb"));
	cJSON_Delete(j);
	reply_free(&rp);
	ck_assert_uint_eq(runs_count(&srv.runs), 0);
	ck_assert_int_eq(files_in_store(), files);
	ck_assert_uint_eq(registry_bytes(srv.registry), before);
	/* and what was set aside is back: a graph that fits still does */
	call(&rp, "POST", "/api/graphs", small, NULL);
	ck_assert_int_eq(rp.status, 201);
	reply_free(&rp);
	free(tar);
}
END_TEST

/* A run's files past --max-run-mb are 413, and nothing is kept. */
START_TEST(a_run_past_its_limit_is_413)
{
	struct reply rp;
	size_t len;
	char *tar = ddp_tar("ddp", &len);
	int before = files_in_store();

	post_bytes(&rp, "/api/runs", tar, len);
	ck_assert_int_eq(rp.status, 413);
	reply_free(&rp);
	ck_assert_int_eq(files_in_store(), before);
	ck_assert_uint_eq(runs_count(&srv.runs), 0);
	free(tar);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("routes");
	TCase *tc = tcase_create("api");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, list_shows_start_up_files);
	tcase_add_test(tc, upload_is_stored_and_named_by_content);
	tcase_add_test(tc, upload_answers_201_with_location);
	tcase_add_test(tc, overlays_make_a_graph_of_their_own);
	tcase_add_test(tc, bad_upload_says_where);
	tcase_add_test(tc, too_many_nodes_is_422);
	tcase_add_test(tc, graph_and_node_json);
	tcase_add_test(tc, unknown_things_are_404);
	tcase_add_test(tc, a_404_quotes_bad_bytes_as_utf8);
	tcase_add_test(tc, wrong_method_is_405_with_allow);
	tcase_add_test(tc, delete_removes_uploads_not_files);
	tcase_add_test(tc, svg_is_rendered_cached_and_revalidated);
	tcase_add_test(tc, view_options_are_checked);
	tcase_add_test(tc, names_that_match_nothing_are_warned);
	tcase_add_test(tc, web_files_with_their_types);
	tcase_add_test(tc, run_page_is_the_page);
	tcase_add_test(tc, health_and_metrics);
	tcase_add_test(tc, config_is_the_c_definitions);
	tcase_add_test(tc, uploads_survive_a_restart);
	tcase_add_test(tc, list_has_time_warnings_and_aliases);
	tcase_add_test(tc, patch_renames);
	tcase_add_test(tc, a_rename_or_delete_forgets_its_diffs);
	tcase_add_test(tc, kernels_of_a_trace);
	tcase_add_test(tc, pictures_name_their_download);
	tcase_add_test(tc, names_are_utf8_cut_between_characters);
	tcase_add_test(tc, an_upload_during_a_delete_is_on_disk);
	tcase_add_test(tc, the_reply_says_which_form_was_read);
	tcase_add_test(tc,
	    a_trace_payload_is_read_as_a_printout_and_a_log_graph_as_its_form);
	tcase_add_test(tc, a_refused_delete_deletes_nothing);
	tcase_add_test(tc, a_full_disk_refuses_writes_and_their_retries_write);
	tcase_add_test(tc, a_graph_read_while_renamed_has_one_of_its_names);
	tcase_add_test(tc, a_log_stops_between_its_graphs);
	suite_add_tcase(s, tc);

	tc = tcase_create("full");
	tcase_add_checked_fixture(tc, setup_small, teardown);
	tcase_add_test(tc, a_full_server_refuses_uploads);
	tcase_add_test(tc, a_full_server_refuses_runs);
	suite_add_tcase(s, tc);

	tc = tcase_create("one second to read");
	tcase_add_checked_fixture(tc, setup_one_second_to_read, teardown);
	tcase_add_test(tc, a_slow_store_does_not_count_as_reading);
	suite_add_tcase(s, tc);

	tc = tcase_create("held");
	tcase_add_checked_fixture(tc, setup_held, teardown);
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, concurrent_uploads_stay_within_the_held_limit);
	suite_add_tcase(s, tc);

	tc = tcase_create("graph limit");
	tcase_add_checked_fixture(tc, setup_graph_limit, teardown);
	tcase_add_test(tc, a_graph_past_max_graph_mb_is_422_and_not_stored);
	suite_add_tcase(s, tc);

	tc = tcase_create("one worker");
	tcase_add_checked_fixture(tc, setup_one_worker, teardown);
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, a_queue_of_quick_views_never_times_out);
	tcase_add_test(tc, delete_during_a_render_leaves_no_picture);
	suite_add_tcase(s, tc);

	tc = tcase_create("short queue");
	tcase_add_checked_fixture(tc, setup_short_queue, teardown);
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, busy_is_503_with_retry_after_and_not_remembered);
	suite_add_tcase(s, tc);

	tc = tcase_create("no memory");
	tcase_add_checked_fixture(tc, setup_no_memory_for_edges, teardown);
	tcase_add_test(tc, out_of_memory_in_a_render_is_500_not_an_edgeless_picture);
	suite_add_tcase(s, tc);

	tc = tcase_create("runs");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, a_run_is_posted_as_a_tar);
	tcase_add_test(tc, runs_are_listed_given_and_bundled);
	tcase_add_test(tc, a_run_is_deleted_whole);
	tcase_add_test(tc, a_run_survives_a_restart);
	tcase_add_test(tc, bad_runs_say_why);
	tcase_add_test(tc, a_trace_posted_as_graphs_is_a_run);
	suite_add_tcase(s, tc);

	tc = tcase_create("small runs");
	tcase_add_checked_fixture(tc, setup_small_runs, teardown);
	tcase_add_test(tc, a_run_past_its_limit_is_413);
	suite_add_tcase(s, tc);

	tc = tcase_create("token");
	tcase_add_checked_fixture(tc, setup_token, teardown);
	tcase_add_test(tc, writes_need_the_token);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
