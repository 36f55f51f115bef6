/* reply: requests, replies and the status of each kind of error. */
#include "config.h"

#include "daemon/reply.h"

#include <cJSON.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "daemon/cache.h"

#define CACHE_NONE	"no-store"
#define BUSY_RETRY_S	5
/* The store down, or no render worker: seconds, not minutes, as a
 * database restarts. */
#define UNAVAILABLE_RETRY_S	2

static const int statuses[ERROR_N_KINDS] = {
	[ERROR_INPUT] = 400,
	[ERROR_DENIED] = 401,
	[ERROR_FORBIDDEN] = 403,
	[ERROR_MISDIRECTED] = 421,
	[ERROR_NOT_FOUND] = 404,
	[ERROR_METHOD] = 405,
	[ERROR_NOT_IMPLEMENTED] = 501,
	[ERROR_CONFLICT] = 409,
	[ERROR_TOO_LARGE] = 413,
	[ERROR_LIMIT] = 422,
	[ERROR_FULL] = 507,
	[ERROR_NOMEM] = 500,
	[ERROR_IO] = 500,
	[ERROR_INTERNAL] = 500,
	[ERROR_TIMEOUT] = 503,
	[ERROR_BUSY] = 503,
	[ERROR_UNAVAILABLE] = 503,
};

int
reply_status(enum error_kind kind)
{
	return (unsigned)kind < ERROR_N_KINDS ? statuses[kind] : 500;
}

int
reply_retry_after(enum error_kind kind)
{
	return kind == ERROR_BUSY ? BUSY_RETRY_S : kind == ERROR_UNAVAILABLE ?
	    UNAVAILABLE_RETRY_S : 0;
}

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

void
reply_owned(struct reply *rp, int status, const char *mime, char *body,
    size_t len)
{
	rp->status = status;
	rp->mime = mime;
	rp->body = body;
	rp->len = len;
}

void
reply_json(struct reply *rp, int status, cJSON *root)
{
	char *s = root ? cJSON_PrintUnformatted(root) : NULL;

	cJSON_Delete(root);
	if (s == NULL) {
		reply_fail(rp, ERROR_NOMEM, "out of memory");
		return;
	}
	reply_owned(rp, status, MIME_JSON, s, strlen(s));
}

char *
reply_error_body(const char *msg, int line, int column, size_t *len)
{
	cJSON *o = cJSON_CreateObject();
	char *s = NULL;

	if (o != NULL && cJSON_AddStringToObject(o, "error", msg) != NULL &&
	    (line <= 0 || (cJSON_AddNumberToObject(o, "line", line) != NULL &&
	    cJSON_AddNumberToObject(o, "column", column) != NULL)))
		s = cJSON_PrintUnformatted(o);
	cJSON_Delete(o);
	*len = s ? strlen(s) : 0;
	return s;
}

void
reply_error(struct reply *rp, const struct error *err)
{
	size_t len;
	char *body = reply_error_body(err->msg, err->line, err->column, &len);

	/* Out of memory for the body too: the status still says it. */
	reply_owned(rp, reply_status(err->kind), MIME_JSON, body, len);
	rp->cache_control = CACHE_NONE;
	rp->retry_after = reply_retry_after(err->kind);
	rp->etag[0] = '\0';
}

void
reply_fail(struct reply *rp, enum error_kind kind, const char *fmt, ...)
{
	struct error err;
	va_list ap;

	va_start(ap, fmt);
	error_vset(&err, kind, fmt, ap);
	va_end(ap);
	reply_error(rp, &err);
}
