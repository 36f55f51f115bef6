/* http: libmicrohttpd glue. Per-request state lives in req_cls from the
 * first callback (the URI logger) to the completion callback, which writes
 * the access log line and counts the request. Bodies are read into memory
 * up to the limit; a larger one gets 413 at once. */
#include "config.h"

#include "daemon/http.h"

#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netdb.h>
#include <pthread.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "base/buf.h"
#include "base/error.h"
#include "base/io.h"
#include "daemon/cache.h"
#include "daemon/metrics.h"
#include "daemon/reply.h"
#include "daemon/routes.h"

#define MAX_KV		128	/* query arguments or headers kept */
#define GZIP_MIN	1024	/* smaller bodies go out as they are */

/* The page may load only its own files; everything else may load nothing
 * (an SVG opened on its own runs no script). */
#define CSP_PAGE "default-src 'self'; script-src 'self'; style-src 'self'; " \
	"img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; " \
	"base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
#define CSP_DATA "default-src 'none'; style-src 'unsafe-inline'; " \
	"frame-ancestors 'self'"

struct http {
	struct MHD_Daemon *d;
	struct http_config cfg;
	struct routes *rt;
	struct metrics *metrics;
	int port;
};

struct req_state {
	struct timespec start;
	char *uri;		/* as sent, query included: for the log */
	char client[64];
	char method[16];
	struct buf body;
	int started;
	int too_big;
	int status;
	size_t bytes;
	const char *route;
};

struct kv_list {
	struct kv kv[MAX_KV];
	size_t n;
};

/* libmicrohttpd's own messages, but for the one a 413 in the middle of
 * a body causes on purpose; at most one a second, since a flood of
 * connections past the limits would otherwise flood the log too. */
static void
log_mhd(void *cls, const char *fmt, va_list ap)
{
	static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
	static time_t last;
	static unsigned long dropped;
	char msg[512];
	time_t now = time(NULL);

	(void)cls;
	/* Matched on the text, not on fmt: libmicrohttpd 0.9.75 logs this
	 * one as "%s\n". */
	vsnprintf(msg, sizeof(msg), fmt, ap);
	if (strncmp(msg, "Application reported internal error", 35) == 0)
		return;
	pthread_mutex_lock(&lock);
	if (now == last) {
		dropped++;
		pthread_mutex_unlock(&lock);
		return;
	}
	last = now;
	if (dropped > 0)
		fprintf(stderr, "fxviz: http: (%lu more messages in the last "
		    "second)\nfxviz: http: %s", dropped, msg);
	else
		fprintf(stderr, "fxviz: http: %s", msg);
	dropped = 0;
	pthread_mutex_unlock(&lock);
}

static void *
log_uri(void *cls, const char *uri, struct MHD_Connection *c)
{
	struct req_state *st = calloc(1, sizeof(*st));
	const union MHD_ConnectionInfo *ci;

	(void)cls;
	if (st == NULL)
		return NULL;
	clock_gettime(CLOCK_MONOTONIC, &st->start);
	st->uri = strdup(uri);
	st->route = "unrouted";
	ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
	if (ci != NULL && ci->client_addr != NULL)
		getnameinfo(ci->client_addr, ci->client_addr->sa_family ==
		    AF_INET6 ? sizeof(struct sockaddr_in6) :
		    sizeof(struct sockaddr_in), st->client, sizeof(st->client),
		    NULL, 0, NI_NUMERICHOST);
	return st;
}

static void
completed(void *cls, struct MHD_Connection *c, void **req_cls,
    enum MHD_RequestTerminationCode toe)
{
	struct http *h = cls;
	struct req_state *st = *req_cls;
	double ms;

	(void)c;
	(void)toe;
	if (st == NULL)
		return;
	ms = io_ms_since(&st->start);
	if (st->status != 0) {
		fprintf(stderr, "%s %s %s %d %zu %.1fms\n", st->client,
		    st->method, st->uri ? st->uri : "?", st->status, st->bytes, ms);
		metrics_request(h->metrics, st->route, st->status);
	}
	buf_free(&st->body);
	free(st->uri);
	free(st);
	*req_cls = NULL;
}

static enum MHD_Result
collect(void *cls, enum MHD_ValueKind kind, const char *key,
    const char *value)
{
	struct kv_list *l = cls;

	(void)kind;
	if (l->n < MAX_KV)
		l->kv[l->n++] = (struct kv){ key, value };
	return MHD_YES;
}

static void
release_cached(void *cls)
{
	cache_release(cls);
}

static int
accepts_gzip(struct MHD_Connection *c)
{
	const char *ae = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_ACCEPT_ENCODING);

	return ae != NULL && strstr(ae, "gzip") != NULL &&
	    strstr(ae, "gzip;q=0") == NULL;
}

static int
compressible(const char *mime)
{
	return mime != NULL && (strncmp(mime, "text/", 5) == 0 ||
	    strncmp(mime, "application/json", 16) == 0 ||
	    strncmp(mime, "image/svg+xml", 13) == 0 ||
	    strncmp(mime, "application/javascript", 22) == 0);
}

/* The response for a reply with its own body (taken), gzip'd when the
 * client takes it and it is worth it. */
static struct MHD_Response *
own_response(struct MHD_Connection *c, struct reply *rp, size_t *bytes,
    int *gz)
{
	struct MHD_Response *r;
	char *body = rp->body, *z;
	size_t len = rp->len, zlen;

	rp->body = NULL;
	if (body == NULL)
		return MHD_create_response_from_buffer(0, (void *)"",
		    MHD_RESPMEM_PERSISTENT);
	if (len >= GZIP_MIN && compressible(rp->mime) && accepts_gzip(c) &&
	    (z = cache_gzip(body, len, &zlen)) != NULL) {
		free(body);
		body = z;
		len = zlen;
		*gz = 1;
	}
	*bytes = len;
	if ((r = MHD_create_response_from_buffer_with_free_callback(len, body,
	    free)) == NULL)
		free(body);
	return r;
}

/* Turns a reply into a response; takes what the reply owns, whether or
 * not it succeeds. */
static struct MHD_Response *
make_response(struct MHD_Connection *c, struct reply *rp, size_t *bytes)
{
	struct MHD_Response *r;
	char retry[16];
	int gz = 0;

	if (rp->status == 304 || rp->status == 204) {
		reply_free(rp);
		r = MHD_create_response_from_buffer(0, NULL,
		    MHD_RESPMEM_PERSISTENT);
	} else if (rp->cached != NULL) {
		struct cached *e = rp->cached;

		gz = e->gz != NULL && accepts_gzip(c);
		*bytes = gz ? e->gz_len : e->len;
		r = MHD_create_response_from_buffer_with_free_callback_cls(*bytes,
		    gz ? e->gz : e->data, release_cached, e);
		if (r == NULL)
			cache_release(e);
		rp->cached = NULL;
	} else {
		r = own_response(c, rp, bytes, &gz);
	}
	if (r == NULL)
		return NULL;
	if (gz)
		MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_ENCODING, "gzip");
	if (compressible(rp->mime))
		MHD_add_response_header(r, MHD_HTTP_HEADER_VARY,
		    MHD_HTTP_HEADER_ACCEPT_ENCODING);
	if (rp->mime != NULL)
		MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, rp->mime);
	MHD_add_response_header(r, "Content-Security-Policy",
	    rp->mime != NULL && strncmp(rp->mime, "text/html", 9) == 0 ?
	    CSP_PAGE : CSP_DATA);
	MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
	MHD_add_response_header(r, "Referrer-Policy", "no-referrer");
	if (rp->etag[0] != '\0')
		MHD_add_response_header(r, MHD_HTTP_HEADER_ETAG, rp->etag);
	if (rp->cache_control != NULL)
		MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL,
		    rp->cache_control);
	if (rp->location[0] != '\0')
		MHD_add_response_header(r, MHD_HTTP_HEADER_LOCATION, rp->location);
	if (rp->allow[0] != '\0')
		MHD_add_response_header(r, MHD_HTTP_HEADER_ALLOW, rp->allow);
	if (rp->challenge)
		MHD_add_response_header(r, MHD_HTTP_HEADER_WWW_AUTHENTICATE,
		    "Bearer realm=\"fxviz\"");
	if (rp->retry_after > 0) {
		snprintf(retry, sizeof(retry), "%d", rp->retry_after);
		MHD_add_response_header(r, MHD_HTTP_HEADER_RETRY_AFTER, retry);
	}
	return r;
}

static enum MHD_Result
send_reply(struct MHD_Connection *c, struct req_state *st, struct reply *rp)
{
	struct MHD_Response *r;
	enum MHD_Result ok;
	size_t bytes = 0;

	st->status = rp->status;
	st->route = rp->route ? rp->route : "unrouted";
	if ((r = make_response(c, rp, &bytes)) == NULL) {
		reply_free(rp);
		return MHD_NO;
	}
	st->bytes = bytes;
	ok = MHD_queue_response(c, (unsigned)rp->status, r);
	MHD_destroy_response(r);
	return ok;
}

/* What a 413 says, before or in the middle of the body. */
static void
too_big_error(const struct http *h, struct error *err)
{
	error_kind_set(err, ERROR_TOO_LARGE, "the body is larger than this "
	    "server's limit of %zu bytes", h->cfg.max_body);
}

static enum MHD_Result
too_big(struct http *h, struct MHD_Connection *c, struct req_state *st)
{
	struct error err = { 0 };
	struct reply rp;

	memset(&rp, 0, sizeof(rp));
	too_big_error(h, &err);
	reply_error(&rp, &err);
	rp.route = "graphs_post";
	st->too_big = 1;
	return send_reply(c, st, &rp);
}

/* A chunked body passed the limit. libmicrohttpd 0.9 queues no response
 * in the middle of a body, so the 413 is written to the socket here, and
 * the connection closed after a lingering read: closing with unread data
 * would reset it, and the client would lose the answer. */
static enum MHD_Result
too_big_midway(struct http *h, struct MHD_Connection *c, struct req_state *st)
{
	const union MHD_ConnectionInfo *ci;
	struct error err = { 0 };
	char head[256], sink[65536], *body;
	int64_t deadline = io_now_ms() + 2000;
	size_t len;
	int n, fd;

	ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
	st->too_big = 1;
	st->status = reply_status(ERROR_TOO_LARGE);
	st->route = "graphs_post";
	too_big_error(h, &err);
	if (ci == NULL ||
	    (body = reply_error_body(err.msg, 0, 0, &len)) == NULL)
		return MHD_NO;
	fd = ci->connect_fd;
	n = snprintf(head, sizeof(head), "HTTP/1.1 %d Payload Too Large\r\n"
	    "Content-Type: " MIME_JSON "\r\nContent-Length: %zu\r\n"
	    "X-Content-Type-Options: nosniff\r\nContent-Security-Policy: %s\r\n"
	    "Connection: close\r\n\r\n", st->status, len, CSP_DATA);
	if (io_write_all(fd, head, (size_t)n, deadline) == 0 &&
	    io_write_all(fd, body, len, deadline) == 0)
		st->bytes = len;
	free(body);
	shutdown(fd, SHUT_WR);
	for (;;) {
		struct pollfd p = { fd, POLLIN, 0 };

		if (io_now_ms() >= deadline || poll(&p, 1, 500) <= 0 ||
		    recv(fd, sink, sizeof(sink), 0) <= 0)
			break;
	}
	return MHD_NO;
}

static enum MHD_Result
handle(void *cls, struct MHD_Connection *c, const char *url,
    const char *method, const char *version, const char *upload_data,
    size_t *upload_data_size, void **req_cls)
{
	struct http *h = cls;
	struct req_state *st = *req_cls;
	struct kv_list query = { .n = 0 }, headers = { .n = 0 };
	struct request rq;
	struct reply rp;

	(void)version;
	if (st == NULL)
		return MHD_NO;	/* out of memory in log_uri */
	if (st->too_big) {
		*upload_data_size = 0;	/* 413 is queued: drop the rest */
		return MHD_YES;
	}
	if (!st->started) {
		const char *cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
		    MHD_HTTP_HEADER_CONTENT_LENGTH);

		st->started = 1;
		snprintf(st->method, sizeof(st->method), "%s", method);
		/* Refuse before reading a byte when the length says so. */
		if (cl != NULL && strtoull(cl, NULL, 10) > h->cfg.max_body)
			return too_big(h, c, st);
		return MHD_YES;
	}
	if (*upload_data_size > 0) {
		if (st->body.len + *upload_data_size > h->cfg.max_body) {
			*upload_data_size = 0;
			return too_big_midway(h, c, st);
		}
		if (buf_add(&st->body, upload_data, *upload_data_size) == -1)
			return MHD_NO;
		*upload_data_size = 0;
		return MHD_YES;
	}
	MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, collect, &query);
	MHD_get_connection_values(c, MHD_HEADER_KIND, collect, &headers);
	rq.method = method;
	rq.path = url;
	rq.query = query.kv;
	rq.n_query = query.n;
	rq.headers = headers.kv;
	rq.n_headers = headers.n;
	rq.body = st->body.data ? st->body.data : "";
	rq.body_len = st->body.len;
	routes_dispatch(h->rt, &rq, &rp);
	return send_reply(c, st, &rp);
}

/* host:port, [v6]:port: the address to bind. */
static int
parse_listen(const char *listen, struct sockaddr_storage *ss, int *v6,
    struct error *err)
{
	struct addrinfo hints, *ai = NULL;
	char host[256], *port;
	int rc;

	if (strlen(listen) >= sizeof(host))
		goto bad;
	strcpy(host, listen);
	if ((port = strrchr(host, ':')) == NULL)
		goto bad;
	*port++ = '\0';
	if (host[0] == '[' && port[-2] == ']') {
		port[-2] = '\0';
		memmove(host, host + 1, strlen(host));
	}
	memset(&hints, 0, sizeof(hints));
	hints.ai_family = AF_UNSPEC;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_NUMERICSERV;
	if ((rc = getaddrinfo(host[0] ? host : NULL, port, &hints, &ai)) != 0) {
		error_set(err, "--listen %s: %s", listen, gai_strerror(rc));
		return -1;
	}
	memcpy(ss, ai->ai_addr, ai->ai_addrlen);
	*v6 = ai->ai_family == AF_INET6;
	freeaddrinfo(ai);
	return 0;
bad:
	error_set(err, "--listen takes HOST:PORT (127.0.0.1:8080), not '%s'",
	    listen);
	return -1;
}

static int
write_port_file(const char *path, int port, struct error *err)
{
	char tmp[4096];
	FILE *f;
	int ok;

	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	if ((f = fopen(tmp, "w")) == NULL) {
		error_kind_set(err, ERROR_IO, "cannot write %s: %s", tmp,
		    strerror(errno));
		return -1;
	}
	ok = fprintf(f, "%d\n", port) > 0;
	ok = fclose(f) == 0 && ok;
	if (!ok || rename(tmp, path) != 0) {
		error_kind_set(err, ERROR_IO, "cannot write %s: %s", path,
		    strerror(errno));
		unlink(tmp);
		return -1;
	}
	return 0;
}

struct http *
http_start(const struct http_config *cfg, struct routes *rt,
    struct metrics *metrics, struct error *err)
{
	struct http *h = calloc(1, sizeof(*h));
	struct sockaddr_storage ss;
	const union MHD_DaemonInfo *info;
	unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD |
	    MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL | MHD_USE_ERROR_LOG;
	int v6 = 0;

	if (h == NULL) {
		error_nomem(err);
		return NULL;
	}
	h->cfg = *cfg;
	h->rt = rt;
	h->metrics = metrics;
	if (parse_listen(cfg->listen, &ss, &v6, err) == -1)
		goto fail;
	if (v6)
		flags |= MHD_USE_IPv6;
	h->d = MHD_start_daemon(flags, 0, NULL, NULL, handle, h,
	    MHD_OPTION_EXTERNAL_LOGGER, log_mhd, h,
	    MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&ss,
	    MHD_OPTION_URI_LOG_CALLBACK, log_uri, h,
	    MHD_OPTION_NOTIFY_COMPLETED, completed, h,
	    MHD_OPTION_CONNECTION_LIMIT, (unsigned)512,
	    MHD_OPTION_PER_IP_CONNECTION_LIMIT,
	    (unsigned)cfg->per_ip_connections,
	    MHD_OPTION_CONNECTION_TIMEOUT,
	    (unsigned)cfg->connection_timeout_s,
	    MHD_OPTION_END);
	if (h->d == NULL) {
		error_kind_set(err, ERROR_IO, "cannot listen on %s: %s",
		    cfg->listen, strerror(errno));
		goto fail;
	}
	info = MHD_get_daemon_info(h->d, MHD_DAEMON_INFO_BIND_PORT);
	h->port = info ? info->port : 0;
	if (cfg->port_file != NULL &&
	    write_port_file(cfg->port_file, h->port, err) == -1) {
		MHD_stop_daemon(h->d);
		goto fail;
	}
	return h;
fail:
	free(h);
	return NULL;
}

int
http_port(const struct http *h)
{
	return h->port;
}

void
http_stop(struct http *h)
{
	if (h == NULL)
		return;
	MHD_stop_daemon(h->d);
	free(h);
}
