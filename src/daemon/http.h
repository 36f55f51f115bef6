/* http: the libmicrohttpd daemon: request lifecycle, limits, headers,
 * compression, access log. */
#ifndef FXVIZ_HTTP_H
#define FXVIZ_HTTP_H

#include <stddef.h>

struct error;
struct metrics;
struct routes;

struct http_config {
	const char *listen;		/* host:port; port 0 picks one */
	const char *port_file;		/* written once listening, or NULL */
	size_t max_body;		/* bytes; past it 413 */
	int max_connections;		/* open at once, from everywhere */
	int per_ip_connections;		/* from one address; 0: no limit; -1:
					 * none on a loopback address (every
					 * client shares it), 32 elsewhere */
	int connection_timeout_s;	/* idle: no byte either way */
	int header_timeout_s;		/* a request line and headers, from the
					 * connection's start or the previous
					 * request's end */
	int body_timeout_s;		/* a reply takes at most this, plus
					 * a second per min_rate bytes; a
					 * body brings min_rate a second over
					 * each window this long */
	size_t min_rate;		/* bytes a second */
	const char *trusted_proxy;	/* the address whose X-Forwarded-For
					 * names the client, or NULL */
	const char *const *allow_hosts;	/* names a request's Host may give
					 * besides loopback ones (--allow-host);
					 * on a loopback listen, or when there
					 * are any, other Hosts get 421 */
	size_t n_allow_hosts;
	int stream_heartbeat_s;		/* an event stream's comment line this
					 * often when it has no event */
	int stream_life_s;		/* an event stream's longest life: then
					 * its client reconnects */
};

struct http;

/* Listens on cfg->listen and answers each request through rt, counting
 * it in metrics (both borrowed), until http_stop. Writes the port to
 * cfg->port_file once listening. Raises the limit of open files to fit
 * cfg->max_connections. NULL with err filled. */
struct http *http_start(const struct http_config *cfg, struct routes *rt,
    struct metrics *metrics, struct error *err);

/* The port it listens on. */
int http_port(const struct http *h);

/* Stops listening and waits for the requests under way. NULL-safe. */
void http_stop(struct http *h);

#endif
