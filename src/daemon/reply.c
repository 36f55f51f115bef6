/* reply: requests, replies and the status of each kind of error. */
#include "config.h"

#include "daemon/reply.h"

#include <cJSON.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "base/utf8.h"
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

/* msg with each byte that starts no valid UTF-8 character as U+FFFD:
 * messages quote what requests sent (a path, a node's name, a Host),
 * and JSON is UTF-8. malloc'd; NULL when out of memory. */
static char *
valid_text(const char *msg)
{
	size_t n = strlen(msg), i = 0, o = 0, k;
	char *out = malloc(3 * n + 1);

	if (out == NULL)
		return NULL;
	while (i < n) {
		if ((k = utf8_char_len(msg + i, n - i)) == 0) {
			memcpy(out + o, "\xef\xbf\xbd", 3);
			o += 3;
			i++;
		} else {
			memcpy(out + o, msg + i, k);
			o += k;
			i += k;
		}
	}
	out[o] = '\0';
	return out;
}

char *
reply_error_body(const char *msg, int line, int column, size_t *len)
{
	cJSON *o = cJSON_CreateObject();
	char *s = NULL, *text = valid_text(msg);

	if (o != NULL && text != NULL &&
	    cJSON_AddStringToObject(o, "error", text) != NULL &&
	    (line <= 0 || (cJSON_AddNumberToObject(o, "line", line) != NULL &&
	    cJSON_AddNumberToObject(o, "column", column) != NULL)))
		s = cJSON_PrintUnformatted(o);
	cJSON_Delete(o);
	free(text);
	*len = s ? strlen(s) : 0;
	return s;
}

char *
reply_raw_error(int status, const char *reason, const char *msg,
    size_t *len)
{
	size_t body_len;
	char *body = reply_error_body(msg, 0, 0, &body_len), *all = NULL;
	int n;

	if (body == NULL)
		return NULL;
	n = asprintf(&all, "HTTP/1.1 %d %s\r\nContent-Type: " MIME_JSON
	    "\r\nContent-Length: %zu\r\nX-Content-Type-Options: nosniff\r\n"
	    "Content-Security-Policy: " CSP_DATA "\r\nCache-Control: "
	    CACHE_NONE "\r\nConnection: close\r\n\r\n%s", status, reason,
	    body_len, body);
	free(body);
	if (n < 0)
		return NULL;
	*len = (size_t)n;
	return all;
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

/* Whether the client's If-None-Match names etag (or is "*"). */
int
request_not_modified(const struct request *rq, const char *etag)
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

/* Unix seconds as ISO 8601 UTC: "2024-05-01T12:00:00Z". */
void
reply_iso_time(int64_t t, char out[32])
{
	time_t tt = (time_t)t;
	struct tm tm;

	if (gmtime_r(&tt, &tm) == NULL ||
	    strftime(out, 32, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		snprintf(out, 32, "1970-01-01T00:00:00Z");
}
