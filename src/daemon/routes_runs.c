/* routes_runs: the /api/runs handlers. Each parses the request, asks
 * daemon/runs.h and formats the reply; errors go through reply_error. */
#include "config.h"

#include "daemon/routes_runs.h"

#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/digest.h"
#include "base/error.h"
#include "base/guard.h"
#include "base/io.h"
#include "daemon/reply.h"
#include "daemon/runs.h"
#include "format/write_run.h"
#include "model/run.h"

#define CACHE_NONE	"no-store"
/* A run's JSON carries its name: asked again each time, by its ETag. */
#define CACHE_NAMED	"no-cache"
/* A bundle is named by its content: the same id, the same bytes. */
#define CACHE_IMMUTABLE	"public, max-age=31536000, immutable"

/* The run's JSON as the reply's body, with an ETag of it. */
static int
reply_run(struct reply *rp, int status, const struct run_entry *e)
{
	char id[DIGEST_ID_LEN + 1];
	size_t len;
	char *json = json_write_run(e->run, e->id, e->name, 0, &len);

	if (json == NULL) {
		reply_fail(rp, ERROR_NOMEM, "out of memory");
		return -1;
	}
	reply_owned(rp, status, MIME_JSON, json, len);
	digest_id(json, len, id);
	snprintf(rp->etag, sizeof(rp->etag), "\"%s\"", id);
	rp->cache_control = status == 200 ? CACHE_NAMED : CACHE_NONE;
	return 0;
}

void
routes_runs_post(struct runs *runs, int parse_timeout_s,
    const struct request *rq, struct reply *rp)
{
	struct run_entry *e;
	struct error err = { 0 };
	struct guard guard;
	int created;

	if (rq->body_len == 0) {
		reply_fail(rp, ERROR_INPUT, "empty body: send a tar or a zip of "
		    "a TORCH_TRACE folder, or one of its files");
		return;
	}
	/* Read within the time limit, and only while the client waits. */
	guard.deadline = io_now_ms() + (int64_t)parse_timeout_s * 1000;
	guard.gone = rq->gone;
	guard.ctx = rq->gone_ctx;
	if (runs_add_body(runs, rq->body, rq->body_len,
	    request_query(rq, "name"), request_query(rq, "file"), &guard, &e,
	    &created, &err) == -1) {
		reply_error(rp, &err);
		return;
	}
	if (reply_run(rp, created ? 201 : 200, e) == 0) {
		rp->cache_control = CACHE_NONE;
		rp->etag[0] = '\0';
		if (created)
			snprintf(rp->location, sizeof(rp->location),
			    "/api/runs/%s", e->id);
	}
	runs_release(e);
}

/* What the list says of a run. */
static cJSON *
summary(const struct run_entry *e)
{
	cJSON *o = cJSON_CreateObject(), *ranks, *urls;
	char url[128], added[32];
	int r[64];
	size_t n, i, stages = 0;

	for (i = 0; i < e->run->n_compiles; i++)
		stages += e->run->compiles[i].n_stages;
	cJSON_AddStringToObject(o, "id", e->id);
	cJSON_AddStringToObject(o, "name", e->name);
	reply_iso_time(e->added, added);
	cJSON_AddStringToObject(o, "added", added);
	cJSON_AddNumberToObject(o, "compiles", (double)e->run->n_compiles);
	cJSON_AddNumberToObject(o, "stages", (double)stages);
	cJSON_AddNumberToObject(o, "graphs", (double)e->n_graphs);
	cJSON_AddNumberToObject(o, "files", (double)e->run->n_files);
	ranks = cJSON_AddArrayToObject(o, "ranks");
	n = runs_ranks(e, r, sizeof(r) / sizeof(r[0]));
	for (i = 0; i < n; i++)
		cJSON_AddItemToArray(ranks, cJSON_CreateNumber(r[i]));
	cJSON_AddNumberToObject(o, "n_warnings", (double)e->run->n_warnings);
	cJSON_AddStringToObject(o, "source", e->path ? "folder" : "upload");
	if (e->path != NULL)
		cJSON_AddStringToObject(o, "path", e->path);
	urls = cJSON_AddObjectToObject(o, "urls");
	snprintf(url, sizeof(url), "/api/runs/%s", e->id);
	cJSON_AddStringToObject(urls, "api", url);
	snprintf(url, sizeof(url), "/api/runs/%s.tar", e->id);
	cJSON_AddStringToObject(urls, "tar", url);
	snprintf(url, sizeof(url), "/runs/%s", e->id);
	cJSON_AddStringToObject(urls, "page", url);
	return o;
}

void
routes_runs_list(struct runs *runs, struct reply *rp)
{
	cJSON *root = cJSON_CreateObject(), *arr;
	struct run_entry **list;
	size_t n, i;

	arr = cJSON_AddArrayToObject(root, "runs");
	list = runs_list(runs, &n);
	for (i = 0; i < n; i++)
		cJSON_AddItemToArray(arr, summary(list[i]));
	runs_release_list(list, n);
	reply_json(rp, 200, root);
	rp->cache_control = CACHE_NONE;
}

static struct run_entry *
find_run(struct runs *runs, const char *id, struct reply *rp)
{
	struct error err = { 0 };
	struct run_entry *e = runs_get(runs, id, &err);

	if (e == NULL)
		reply_error(rp, &err);
	return e;
}

void
routes_runs_get(struct runs *runs, const struct request *rq,
    struct reply *rp, const char *id)
{
	struct run_entry *e = find_run(runs, id, rp);

	if (e == NULL)
		return;
	if (reply_run(rp, 200, e) == 0 && request_not_modified(rq, rp->etag)) {
		free(rp->body);
		rp->body = NULL;
		rp->len = 0;
		rp->status = 304;
	}
	runs_release(e);
}

void
routes_runs_bundle(struct runs *runs, const struct request *rq,
    struct reply *rp, const char *id, const char *ext)
{
	struct run_entry *e;
	char *copy;

	if (strcmp(ext, "tar") != 0) {
		reply_fail(rp, ERROR_NOT_FOUND, "nothing at %s: a run is given "
		    "as .tar", rq->path);
		return;
	}
	if ((e = find_run(runs, id, rp)) == NULL)
		return;
	snprintf(rp->etag, sizeof(rp->etag), "\"%s\"", e->id);
	rp->cache_control = CACHE_IMMUTABLE;
	if (request_not_modified(rq, rp->etag)) {
		rp->status = 304;
	} else if ((copy = malloc(e->bundle_len + 1)) == NULL) {
		reply_fail(rp, ERROR_NOMEM, "out of memory");
	} else {
		memcpy(copy, e->bundle, e->bundle_len);
		reply_owned(rp, 200, "application/x-tar", copy, e->bundle_len);
		rp->cache_control = CACHE_IMMUTABLE;
		snprintf(rp->filename, sizeof(rp->filename), "run-%s.tar",
		    e->id);
	}
	runs_release(e);
}

void
routes_runs_delete(struct runs *runs, struct reply *rp, const char *id)
{
	struct error err = { 0 };

	if (runs_delete(runs, id, &err) == -1) {
		reply_error(rp, &err);
		return;
	}
	rp->status = 204;
	rp->cache_control = CACHE_NONE;
}
