/* reply: the request a handler reads and the reply it fills, and the one
 * table that turns an error's kind into an HTTP status. Nothing here
 * knows libmicrohttpd, so the tests call handlers directly. */
#ifndef FXVIZ_REPLY_H
#define FXVIZ_REPLY_H

#include <stddef.h>
#include <stdint.h>

#include "base/error.h"

struct cached;
struct cJSON;
struct events_sub;

#define MIME_JSON	"application/json"
#define MIME_TEXT	"text/plain; charset=utf-8"

struct kv {
	const char *key;
	const char *value;
};

struct request {
	const char *method;	/* "GET", "HEAD", "POST", "DELETE", ... */
	const char *path;	/* decoded, without the query */
	const struct kv *query;	/* decoded */
	size_t n_query;
	const struct kv *headers;
	size_t n_headers;
	const char *body;
	size_t body_len;
	int (*gone)(void *ctx);	/* whether the client has left; NULL: never */
	void *gone_ctx;
	const char *client;	/* whom it is from, for sharing the render
				 * workers (client_identify's key); NULL:
				 * anonymous */
};

struct reply {
	int status;
	const char *route;	/* the route's name, for metrics */
	const char *mime;	/* static */
	char *body;		/* malloc'd, or NULL when cached holds it */
	size_t len;
	struct cached *cached;	/* a cache entry with a reference, or NULL */
	char etag[40];		/* "" when none */
	const char *cache_control;	/* static, or NULL */
	char allow[64];		/* 405: the methods the path takes */
	char location[128];	/* 201: "" when none */
	int challenge;		/* 401: ask for a bearer token */
	int retry_after;	/* seconds, or 0 for no Retry-After */
	char warning[1024];	/* X-Fxviz-Warning: "" when none; a
				 * picture's note (draw/note.h) */
	char filename[160];	/* Content-Disposition: inline; filename=
				 * "..." (ASCII, no quote): "" when none */
	struct events_sub *stream;	/* a text/event-stream read from it
					 * until it ends, owned; NULL: none */
};

/* The value of a query key or a header (case-insensitive), or NULL. */
const char *request_query(const struct request *rq, const char *key);
const char *request_header(const struct request *rq, const char *key);

/* Whether the request's If-None-Match names etag (or is "*"). */
int request_not_modified(const struct request *rq, const char *etag);

/* Unix seconds as ISO 8601 UTC into out: "2024-05-01T12:00:00Z". */
void reply_iso_time(int64_t t, char out[32]);

/* The HTTP status of an error of this kind: the one table. */
int reply_status(enum error_kind kind);

/* Seconds a client is told to wait before it asks again after an error
 * of this kind, or 0. */
int reply_retry_after(enum error_kind kind);

/* The body of every error: {"error": msg, "line": L, "column": C} (no
 * place when line is 0), invalid UTF-8 in msg replaced by U+FFFD.
 * malloc'd; NULL when out of memory. */
char *reply_error_body(const char *msg, int line, int column, size_t *len);

/* What every answer that is no page carries: it may load nothing (an
 * SVG opened on its own runs no script). */
#define CSP_DATA "default-src 'none'; style-src 'unsafe-inline'; " \
	"frame-ancestors 'self'"

/* A whole HTTP/1.1 answer, head and error body, that closes the
 * connection: for one written to the socket as it is, where
 * libmicrohttpd queues none (in the middle of a body). malloc'd; NULL
 * when out of memory. */
char *reply_raw_error(int status, const char *reason, const char *msg,
    size_t *len);

/* Replies with err: its kind's status, its message and place, never
 * cached. */
void reply_error(struct reply *rp, const struct error *err);

/* The same, from a kind and a message. */
void reply_fail(struct reply *rp, enum error_kind kind, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Replies with a body it takes (malloc'd). */
void reply_owned(struct reply *rp, int status, const char *mime, char *body,
    size_t len);

/* Replies with cJSON's text of root, which it frees. */
void reply_json(struct reply *rp, int status, struct cJSON *root);

/* The body of a reply (from the cache or its own). */
const char *reply_body(const struct reply *rp, size_t *len);

/* Frees what the reply owns. */
void reply_free(struct reply *rp);

#endif
