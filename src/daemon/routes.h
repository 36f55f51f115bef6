/* routes: the route table and its handlers. A handler reads a request
 * and fills a reply (daemon/reply.h); it parses what the request says,
 * asks the services below, and formats what they answer. It never
 * touches libmicrohttpd, so the tests call it directly. */
#ifndef FXVIZ_ROUTES_H
#define FXVIZ_ROUTES_H

#include <stddef.h>

#include "daemon/reply.h"

struct graphs;
struct metrics;
struct pictures;
struct runs;
struct web;

/* What the handlers work with, all borrowed. */
struct routes {
	struct graphs *graphs;
	struct pictures *pictures;
	struct metrics *metrics;
	const struct web *web;		/* NULL: no page */
	const char *token;		/* NULL: writes are open */
	size_t max_body;		/* limits the page is told of */
	int queue_timeout_s, render_timeout_s;
	int parse_timeout_s;		/* reading an upload, at most */
	struct runs *runs;
};

/* Whether the request can be refused from its method, path and headers
 * alone, before its body is read: a write without the token, or from
 * another site's page. 1 with rp filled, or 0 (rp empty). */
int routes_refuse_early(struct routes *rt, const struct request *rq,
    struct reply *rp);

/* Answers the request. Never fails: errors become error replies. */
void routes_dispatch(struct routes *rt, const struct request *rq,
    struct reply *rp);

#endif
