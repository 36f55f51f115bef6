/* http: the libmicrohttpd daemon: request lifecycle, limits, headers,
 * compression, access log. */
#ifndef FXVIZ_HTTP_H
#define FXVIZ_HTTP_H

struct error;
struct server;

struct http;

/* Listens on s->cfg.listen and serves s until http_stop. Writes the port
 * to s->cfg.port_file once listening. NULL with err filled. */
struct http *http_start(struct server *s, struct error *err);

/* The port it listens on. */
int http_port(const struct http *h);

/* Stops listening and waits for the requests under way. NULL-safe. */
void http_stop(struct http *h);

#endif
