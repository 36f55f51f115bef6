/* routes: the route table and its handlers. A handler reads a request
 * struct and fills a reply struct; it never touches libmicrohttpd, so the
 * tests call it directly. */
#ifndef FXVIZ_ROUTES_H
#define FXVIZ_ROUTES_H

#include <stddef.h>

struct cached;
struct server;

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
};

/* The value of a query key or a header (case-insensitive), or NULL. */
const char *request_query(const struct request *rq, const char *key);
const char *request_header(const struct request *rq, const char *key);

/* Answers the request. Never fails: errors become error replies. */
void routes_dispatch(struct server *s, const struct request *rq,
    struct reply *rp);

/* Renders the default view of a graph (what /graphs/ID.svg shows) into
 * the cache, unless it is there or being rendered. For new graphs, so
 * that their first view is ready when asked for. */
struct graph_entry;
void routes_prerender(struct server *s, struct graph_entry *e);

/* The body of a reply (from the cache or its own). */
const char *reply_body(const struct reply *rp, size_t *len);

/* Frees what the reply owns. */
void reply_free(struct reply *rp);

#endif
