/* http: libmicrohttpd glue. Per-request state lives in req_cls from the
 * first callback (the URI logger) to the completion callback, which writes
 * the access log line and counts the request. Bodies are read into memory
 * up to the limit; a larger one gets 413 at once. Each connection is
 * watched (daemon/watchdog) from libmicrohttpd's start notification to its
 * close notification, and the callbacks here tell the watchdog when a
 * head is read, a body read and a reply queued. */
#include "config.h"

#include "daemon/http.h"

#include <arpa/inet.h>
#include <errno.h>
#include <malloc.h>
#include <microhttpd.h>
#include <netdb.h>
#include <netinet/in.h>
#include <pthread.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "base/buf.h"
#include "base/error.h"
#include "base/io.h"
#include "daemon/cache.h"
#include "daemon/client.h"
#include "daemon/events.h"
#include "daemon/host.h"
#include "daemon/metrics.h"
#include "daemon/mhd_lib.h"
#include "daemon/reply.h"
#include "daemon/routes.h"
#include "daemon/watchdog.h"

#define MAX_KV		128	/* query arguments or headers kept */
#define GZIP_MIN	1024	/* smaller bodies go out as they are */
#define CONNECTION_MEMORY	(128 * 1024)	/* libmicrohttpd's per
						 * connection pool */
#define PER_IP_DEFAULT	32	/* connections from one address, but on
				 * loopback */
#define SPARE_FILES	128	/* open files besides the connections:
				 * workers' pipes, the store, the log */
#define THREAD_STACK	((size_t)1 << 20)	/* a connection thread's
				 * stack, not glibc's 8 MB (the loaders'
				 * nesting is bounded: 64 levels of a value,
				 * 256 brackets, cJSON's 1000) */
#define ARENAS_MAX	8	/* malloc arenas, at most one a core */
#define STREAM_BLOCK	(16 * 1024)	/* an event stream's writes, at most */
#define STREAM_SLICE_MS	500	/* a stream looks this often whether its
				 * client is there */
#define STREAM_SNDBUF	(32 * 1024)	/* a stream's send buffer: a client
				 * that stops reading fills it soon, and its
				 * write deadline runs */
#define STREAM_RETRY_MS	1000	/* an EventSource comes back after this */

/* The page may load only its own files; everything else may load nothing
 * (an SVG opened on its own runs no script). */
#define CSP_PAGE "default-src 'self'; script-src 'self'; style-src 'self'; " \
	"img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; " \
	"base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

struct http {
	struct MHD_Daemon *d;
	int stopping;		/* atomic: http_stop has begun */
	struct http_config cfg;
	struct routes *rt;
	struct metrics *metrics;
	struct client_proxy proxy;
	struct watchdog *wd;
	int port;
	int check_host;		/* answer only the Hosts host_allowed takes */
};

struct req_state {
	struct http *http;
	struct MHD_Connection *conn;	/* while a handler runs */
	struct watch *watch;	/* the connection's; NULL: not watched */
	struct timespec start;
	char *uri;		/* as sent, query included: for the log */
	struct sockaddr_storage peer;
	char client[CLIENT_NAME_SIZE];	/* the client's address, for the log */
	char client_key[CLIENT_NAME_SIZE];	/* whom the pool serves */
	char method[16];
	struct buf body;
	int started;
	int answered;		/* a reply is queued before the body's end:
				 * the rest of the body is dropped */
	int status;
	size_t bytes;
	const char *route;
};

struct kv_list {
	struct kv kv[MAX_KV];
	size_t n;
	size_t seen;	/* all there were: past MAX_KV, the request is refused */
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
	/* An event stream whose client has gone ends so (stream_read). */
	if (strncmp(msg, "Closing connection (application error generating "
	    "response)", 57) == 0)
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

/* The client's address as text, into buf ("" when not known). */
static void
client_name(struct MHD_Connection *c, char *buf, size_t size)
{
	const union MHD_ConnectionInfo *ci;

	buf[0] = '\0';
	ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
	if (ci != NULL && ci->client_addr != NULL)
		getnameinfo(ci->client_addr, ci->client_addr->sa_family ==
		    AF_INET6 ? sizeof(struct sockaddr_in6) :
		    sizeof(struct sockaddr_in), buf, size, NULL, 0,
		    NI_NUMERICHOST);
}

/* A connection opens or closes. libmicrohttpd tells of the close before
 * it closes the socket (in MHD_cleanup_connections, once the connection's
 * thread is joined), so the watch is gone before the fd can be reused. */
static void
connection_event(void *cls, struct MHD_Connection *c, void **socket_context,
    enum MHD_ConnectionNotificationCode toe)
{
	struct http *h = cls;
	const union MHD_ConnectionInfo *ci;
	char client[64];

	if (toe == MHD_CONNECTION_NOTIFY_CLOSED) {
		watchdog_remove(*socket_context);
		*socket_context = NULL;
		return;
	}
	ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
	client_name(c, client, sizeof(client));
	*socket_context = ci == NULL ? NULL :
	    watchdog_add(h->wd, ci->connect_fd, client);
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
		memcpy(&st->peer, ci->client_addr,
		    ci->client_addr->sa_family == AF_INET6 ?
		    sizeof(struct sockaddr_in6) : sizeof(struct sockaddr_in));
	/* Until the headers are read, the peer is the client. */
	client_identify((struct sockaddr *)&st->peer, NULL, NULL, st->client,
	    st->client_key);
	ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
	st->watch = ci != NULL ? ci->socket_context : NULL;
	return st;
}

/* The value of the last header named key, or NULL: of several
 * X-Forwarded-For, the last is the one the proxy in front sent. */
static const char *
last_header(const struct kv_list *headers, const char *key)
{
	const char *v = NULL;
	size_t i;

	for (i = 0; i < headers->n; i++)
		if (strcasecmp(headers->kv[i].key, key) == 0)
			v = headers->kv[i].value;
	return v;
}

/* s for the access log: printable ASCII as it is, every other byte (and
 * the backslash) as \xHH, so that no request can forge a log line or
 * send the terminal escapes. */
static void
log_text(char *out, size_t size, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	size_t n = 0;

	for (; s != NULL && *s != '\0' && n + 5 < size; s++) {
		unsigned char ch = (unsigned char)*s;

		if (ch >= 0x20 && ch < 0x7f && ch != '\\') {
			out[n++] = (char)ch;
		} else {
			out[n++] = '\\';
			out[n++] = 'x';
			out[n++] = hex[ch >> 4];
			out[n++] = hex[ch & 15];
		}
	}
	out[n] = '\0';
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
	watchdog_idle(st->watch);	/* the next request's head, if any */
	ms = io_ms_since(&st->start);
	if (st->status != 0) {
		char method[4 * sizeof(st->method)], uri[2048];

		log_text(method, sizeof(method), st->method);
		log_text(uri, sizeof(uri), st->uri ? st->uri : "?");
		fprintf(stderr, "%s %s %s %d %zu %.1fms\n", st->client, method,
		    uri, st->status, st->bytes, ms);
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
	l->seen++;
	return MHD_YES;
}

/* Whether a request's framing is one that a proxy in front could read
 * otherwise than libmicrohttpd does (request smuggling): two
 * Content-Lengths, or Content-Length with Transfer-Encoding. */
static int
ambiguous_framing(const struct kv_list *headers)
{
	size_t i;
	int lengths = 0, encodings = 0;

	for (i = 0; i < headers->n; i++) {
		lengths += strcasecmp(headers->kv[i].key,
		    MHD_HTTP_HEADER_CONTENT_LENGTH) == 0;
		encodings += strcasecmp(headers->kv[i].key,
		    MHD_HTTP_HEADER_TRANSFER_ENCODING) == 0;
	}
	return lengths > 1 || (lengths > 0 && encodings > 0);
}


/* The Transfer-Encoding of a request that libmicrohttpd would not read
 * as a body's framing (it knows "chunked" alone, and would wait for a
 * body it cannot find the end of), or NULL. */
static const char *
unknown_encoding(const struct kv_list *headers)
{
	const char *te = last_header(headers, MHD_HTTP_HEADER_TRANSFER_ENCODING);

	return te != NULL && strcasecmp(te, "chunked") != 0 ? te : NULL;
}

/* Whether every Host of a request is one this server answers (a request
 * with none comes from no browser: HTTP/1.0, by hand). */
static int
host_ok(const struct http *h, const struct kv_list *headers)
{
	size_t i;

	for (i = 0; i < headers->n; i++)
		if (strcasecmp(headers->kv[i].key, MHD_HTTP_HEADER_HOST) == 0 &&
		    !host_allowed(headers->kv[i].value, h->cfg.allow_hosts,
		    h->cfg.n_allow_hosts))
			return 0;
	return 1;
}

static void
release_cached(void *cls)
{
	cache_release(cls);
}

/* A q-value ("0", "0.5", "1.000"), in thousandths; -1 when it is none. */
static int
qvalue(const char *s, size_t n)
{
	int q = 0, scale = 1000;
	size_t i = 0;

	if (n == 0 || (s[0] != '0' && s[0] != '1'))
		return -1;
	q = (s[0] - '0') * 1000;
	if (++i < n && s[i++] != '.')
		return -1;
	for (; i < n; i++) {
		if (s[i] < '0' || s[i] > '9' || (scale /= 10) == 0)
			return -1;
		q += (s[i] - '0') * scale;
	}
	return q > 1000 ? -1 : q;
}

/* What an Accept-Encoding says (RFC 9110, 12.5.3): the q-values, in
 * thousandths, of gzip (or x-gzip), of identity and of "*"; -1 for one
 * not named. An item with a q that does not read is skipped. */
struct encodings {
	int gzip, identity, any;
};

static void
read_accept_encoding(const char *ae, struct encodings *e)
{
	e->gzip = e->identity = e->any = -1;
	if (ae != NULL)
		ae += strspn(ae, " \t");
	while (ae != NULL && *ae != '\0') {
		size_t n = strcspn(ae, ",;"), k = n;
		int q = 1000;
		const char *p = ae + n;

		while (k > 0 && strchr(" \t", ae[k - 1]) != NULL)
			k--;
		/* parameters: only q counts */
		while (*p == ';') {
			size_t m;

			p++;
			p += strspn(p, " \t");
			m = strcspn(p, ",;");
			if ((p[0] == 'q' || p[0] == 'Q') && p[1] == '=') {
				size_t v = m - 2;

				while (v > 0 && strchr(" \t", p[2 + v - 1]) != NULL)
					v--;
				q = qvalue(p + 2, v);
			}
			p += m;
		}
		if (q >= 0) {
			if ((k == 4 && strncasecmp(ae, "gzip", 4) == 0) ||
			    (k == 6 && strncasecmp(ae, "x-gzip", 6) == 0))
				e->gzip = q;
			else if (k == 8 && strncasecmp(ae, "identity", 8) == 0)
				e->identity = q;
			else if (k == 1 && ae[0] == '*')
				e->any = q;
		}
		ae = *p == ',' ? p + 1 : p;
		ae += strspn(ae, " \t");
	}
}

/* Whether to send gzip: the client takes it (named with a q above 0, or
 * through "*"), and the body is worth it (large) or identity is refused
 * (identity;q=0, or *;q=0 with identity not named). */
static int
wants_gzip(struct MHD_Connection *c, int worth_it)
{
	const char *ae = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_ACCEPT_ENCODING);
	struct encodings e;
	int gzip, identity;

	read_accept_encoding(ae, &e);
	gzip = e.gzip >= 0 ? e.gzip : e.any >= 0 ? e.any : 0;
	identity = e.identity >= 0 ? e.identity : e.any == 0 ? 0 : 1;
	return gzip > 0 && (worth_it || identity == 0);
}

static int
compressible(const char *mime)
{
	return mime != NULL && (strncmp(mime, "text/", 5) == 0 ||
	    strncmp(mime, "application/json", 16) == 0 ||
	    strncmp(mime, "image/svg+xml", 13) == 0 ||
	    strncmp(mime, "application/javascript", 22) == 0);
}

/* An event stream being written: its subscription, and what tells when
 * to end it. Freed with the response, once libmicrohttpd is done. */
struct stream {
	struct http *h;
	struct events_sub *sub;
	struct watch *watch;	/* the connection's, or NULL */
	int fd;
	int64_t end;		/* ms: its longest life, then the client
				 * comes back with Last-Event-ID */
	int64_t beat;		/* ms: the next heartbeat */
	int started;		/* the retry line is out */
};

/* Whether the client of fd has gone: its side is closed (a stream's
 * client sends nothing once its request is read). */
static int
fd_gone(int fd)
{
	struct pollfd p = { fd, POLLRDHUP, 0 };

	return poll(&p, 1, 0) == 1 &&
	    (p.revents & (POLLRDHUP | POLLHUP | POLLERR)) != 0;
}

/* libmicrohttpd's reader of an event stream, on the connection's own
 * thread: it waits for events in slices, and between them ends the
 * stream when the client has gone, the server stops or the stream's life
 * is over. While it waits the connection has no deadline; what it hands
 * over must be taken within a reply's (watchdog_reply), or the watchdog
 * shuts the socket down: a client that stops reading frees its thread
 * once the send buffer is full. */
static ssize_t
stream_read(void *cls, uint64_t pos, char *buf, size_t max)
{
	struct stream *s = cls;
	ssize_t n = 0;

	(void)pos;
	/* Never so (a block is STREAM_BLOCK): ended, the client comes back
	 * from its last event, and misses none. */
	if (max < 64)
		return MHD_CONTENT_READER_END_WITH_ERROR;
	if (!s->started) {
		s->started = 1;
		n = snprintf(buf, max, "retry: %d\n\n", STREAM_RETRY_MS);
		watchdog_reply(s->watch, (size_t)n);
		return n;
	}
	watchdog_working(s->watch);
	for (;;) {
		int64_t now = io_now_ms(), wait = STREAM_SLICE_MS;

		if (__atomic_load_n(&s->h->stopping, __ATOMIC_ACQUIRE) ||
		    now >= s->end)
			return MHD_CONTENT_READER_END_OF_STREAM;
		if (fd_gone(s->fd))
			return MHD_CONTENT_READER_END_WITH_ERROR;
		if (now >= s->beat) {
			n = snprintf(buf, max, ":\n\n");
			break;
		}
		if (wait > s->beat - now)
			wait = s->beat - now;
		if (wait > s->end - now)
			wait = s->end - now;
		if ((n = events_read(s->sub, buf, max, (int)wait)) < 0)
			return MHD_CONTENT_READER_END_OF_STREAM;
		if (n > 0)
			break;
	}
	s->beat = io_now_ms() + (int64_t)s->h->cfg.stream_heartbeat_s * 1000;
	watchdog_reply(s->watch, (size_t)n);
	return n;
}

static void
stream_free(void *cls)
{
	struct stream *s = cls;

	events_unsubscribe(s->sub);
	free(s);
}

/* The response of an event stream; takes rp->stream. */
static struct MHD_Response *
stream_response(struct MHD_Connection *c, struct req_state *st,
    struct reply *rp)
{
	const union MHD_ConnectionInfo *ci;
	struct MHD_Response *r;
	struct stream *s = calloc(1, sizeof(*s));
	int sndbuf = STREAM_SNDBUF;

	ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
	if (s == NULL || ci == NULL) {
		free(s);
		reply_free(rp);
		return NULL;
	}
	s->h = st->http;
	s->sub = rp->stream;
	rp->stream = NULL;
	s->watch = st->watch;
	s->fd = ci->connect_fd;
	s->end = io_now_ms() + (int64_t)s->h->cfg.stream_life_s * 1000;
	s->beat = io_now_ms() + (int64_t)s->h->cfg.stream_heartbeat_s * 1000;
	setsockopt(s->fd, SOL_SOCKET, SO_SNDBUF, &sndbuf, sizeof(sndbuf));
	if ((r = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN,
	    STREAM_BLOCK, stream_read, s, stream_free)) == NULL)
		stream_free(s);
	return r;
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
	if (wants_gzip(c, len >= GZIP_MIN && compressible(rp->mime)) &&
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
make_response(struct MHD_Connection *c, struct req_state *st,
    struct reply *rp, size_t *bytes)
{
	struct MHD_Response *r;
	char retry[16];
	int gz = 0, stream = rp->stream != NULL;

	if (rp->status == 304 || rp->status == 204) {
		reply_free(rp);
		r = MHD_create_response_from_buffer(0, NULL,
		    MHD_RESPMEM_PERSISTENT);
	} else if (rp->cached != NULL) {
		struct cached *e = rp->cached;

		gz = e->gz != NULL && wants_gzip(c, 1);
		*bytes = gz ? e->gz_len : e->len;
		r = MHD_create_response_from_buffer_with_free_callback_cls(*bytes,
		    gz ? e->gz : e->data, release_cached, e);
		if (r == NULL)
			cache_release(e);
		rp->cached = NULL;
	} else if (rp->stream != NULL) {
		r = stream_response(c, st, rp);
	} else {
		r = own_response(c, rp, bytes, &gz);
	}
	if (r == NULL)
		return NULL;
	/* A proxy in front sends each event on at once; the connection
	 * ends with the stream, so that its thread is not kept for a next
	 * request (an EventSource makes a new connection anyway). */
	if (stream) {
		MHD_add_response_header(r, "X-Accel-Buffering", "no");
		MHD_add_response_header(r, MHD_HTTP_HEADER_CONNECTION, "close");
	}
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
	if (rp->warning[0] != '\0')
		MHD_add_response_header(r, "X-Fxviz-Warning", rp->warning);
	if (rp->filename[0] != '\0') {
		char cd[sizeof(rp->filename) + 32];

		snprintf(cd, sizeof(cd), "inline; filename=\"%s\"", rp->filename);
		MHD_add_response_header(r, "Content-Disposition", cd);
	}
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
	if ((r = make_response(c, st, rp, &bytes)) == NULL) {
		reply_free(rp);
		return MHD_NO;
	}
	st->bytes = bytes;
	watchdog_reply(st->watch, bytes);
	ok = MHD_queue_response(c, (unsigned)rp->status, r);
	MHD_destroy_response(r);
	return ok;
}

/* What a 413 says, before or in the middle of the body: in MB, as
 * --max-body takes it; bytes is the body's length when it is known (its
 * Content-Length), 0 when not. */
static void
too_big_error(const struct http *h, unsigned long long bytes,
    struct error *err)
{
	char size[64] = "";

	if (bytes > 0)
		snprintf(size, sizeof(size), " (%.1f MB)",
		    (double)bytes / (1 << 20));
	error_kind_set(err, ERROR_TOO_LARGE, "the body%s is larger than this "
	    "server's limit of %g MB (--max-body)", size,
	    (double)h->cfg.max_body / (1 << 20));
}

static enum MHD_Result
too_big(struct http *h, struct MHD_Connection *c, struct req_state *st,
    unsigned long long bytes)
{
	struct error err = { 0 };
	struct reply rp;

	memset(&rp, 0, sizeof(rp));
	too_big_error(h, bytes, &err);
	reply_error(&rp, &err);
	rp.route = "graphs_post";
	st->answered = 1;
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
	char sink[65536], *all;
	int64_t deadline = io_now_ms() + 2000;
	size_t len;
	int fd;

	ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
	st->answered = 1;
	st->status = reply_status(ERROR_TOO_LARGE);
	st->route = "graphs_post";
	too_big_error(h, 0, &err);
	if (ci == NULL || (all = reply_raw_error(st->status,
	    "Payload Too Large", err.msg, &len)) == NULL)
		return MHD_NO;
	fd = ci->connect_fd;
	if (io_write_all(fd, all, len, deadline) == 0)
		st->bytes = len;
	free(all);
	shutdown(fd, SHUT_WR);
	for (;;) {
		struct pollfd p = { fd, POLLIN, 0 };

		if (io_now_ms() >= deadline || poll(&p, 1, 500) <= 0 ||
		    recv(fd, sink, sizeof(sink), 0) <= 0)
			break;
	}
	return MHD_NO;
}

/* Whether the client of a request being handled has left: its side of
 * the connection is closed (all of its request is read by then, so an
 * end of input means it left; HTTP clients do not half-close and wait),
 * or the server is stopping. For reads long enough to ask. */
static int
client_gone(void *ctx)
{
	struct req_state *st = ctx;
	const union MHD_ConnectionInfo *ci;
	struct pollfd p;

	if (__atomic_load_n(&st->http->stopping, __ATOMIC_ACQUIRE))
		return 1;
	ci = MHD_get_connection_info(st->conn,
	    MHD_CONNECTION_INFO_CONNECTION_FD);
	if (ci == NULL)
		return 0;
	p.fd = ci->connect_fd;
	p.events = POLLRDHUP;
	p.revents = 0;
	return poll(&p, 1, 0) == 1 &&
	    (p.revents & (POLLRDHUP | POLLHUP | POLLERR)) != 0;
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
	if (st->answered) {
		*upload_data_size = 0;	/* a reply is queued: drop the rest */
		return MHD_YES;
	}
	if (!st->started) {
		const char *cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
		    MHD_HTTP_HEADER_CONTENT_LENGTH);

		st->started = 1;
		watchdog_body(st->watch, cl != NULL ? strtoull(cl, NULL, 10) : 0);
		snprintf(st->method, sizeof(st->method), "%s", method);
		MHD_get_connection_values(c, MHD_HEADER_KIND, collect, &headers);
		if (h->proxy.set)
			client_identify((struct sockaddr *)&st->peer, &h->proxy,
			    last_header(&headers, "X-Forwarded-For"),
			    st->client, st->client_key);
		memset(&rq, 0, sizeof(rq));
		rq.method = method;
		rq.path = url;
		rq.headers = headers.kv;
		rq.n_headers = headers.n;
		memset(&rp, 0, sizeof(rp));
		if (headers.seen > MAX_KV) {
			reply_fail(&rp, ERROR_INPUT, "more than %d header fields",
			    MAX_KV);
		} else if (h->check_host && !host_ok(h, &headers)) {
			reply_fail(&rp, ERROR_MISDIRECTED, "this server answers "
			    "requests for localhost or a loopback address%s, "
			    "not for Host %.100s (a page whose name was made to "
			    "resolve to this address?); to serve this name, "
			    "start fxviz with --allow-host NAME",
			    h->cfg.n_allow_hosts > 0 ? " or a name of its "
			    "--allow-host" : "", last_header(&headers,
			    MHD_HTTP_HEADER_HOST));
		} else if (ambiguous_framing(&headers)) {
			reply_fail(&rp, ERROR_INPUT, "two Content-Length "
			    "headers, or Content-Length with Transfer-Encoding: "
			    "the body's length is ambiguous");
		} else if (unknown_encoding(&headers) != NULL) {
			reply_fail(&rp, ERROR_NOT_IMPLEMENTED, "Transfer-Encoding "
			    "'%.64s' is not one fxviz reads: send the body with "
			    "Content-Length, or chunked alone",
			    unknown_encoding(&headers));
		} else if (cl != NULL && strtoull(cl, NULL, 10) > h->cfg.max_body) {
			/* Refuse before reading a byte when the length says so. */
			return too_big(h, c, st, strtoull(cl, NULL, 10));
		} else if (!routes_refuse_early(h->rt, &rq, &rp)) {
			return MHD_YES;
		}
		st->answered = 1;
		return send_reply(c, st, &rp);
	}
	if (*upload_data_size > 0) {
		if (st->body.len + *upload_data_size > h->cfg.max_body) {
			*upload_data_size = 0;
			return too_big_midway(h, c, st);
		}
		if (buf_add(&st->body, upload_data, *upload_data_size) == -1)
			return MHD_NO;
		watchdog_body_read(st->watch, *upload_data_size);
		*upload_data_size = 0;
		return MHD_YES;
	}
	watchdog_working(st->watch);
	MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, collect, &query);
	MHD_get_connection_values(c, MHD_HEADER_KIND, collect, &headers);
	if (query.seen > MAX_KV) {
		memset(&rp, 0, sizeof(rp));
		reply_fail(&rp, ERROR_INPUT, "more than %d query arguments",
		    MAX_KV);
		return send_reply(c, st, &rp);
	}
	memset(&rq, 0, sizeof(rq));
	rq.method = method;
	rq.path = url;
	rq.query = query.kv;
	rq.n_query = query.n;
	rq.headers = headers.kv;
	rq.n_headers = headers.n;
	rq.body = st->body.data ? st->body.data : "";
	rq.body_len = st->body.len;
	rq.client = st->client_key[0] != '\0' ? st->client_key : NULL;
	st->http = h;
	st->conn = c;
	rq.gone = client_gone;
	rq.gone_ctx = st;
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

/* Whether the address to bind is a loopback one: then every client shares
 * one address (a proxy on this host, or its own users). */
static int
loopback(const struct sockaddr_storage *ss)
{
	if (ss->ss_family == AF_INET) {
		const struct sockaddr_in *in = (const void *)ss;

		return (ntohl(in->sin_addr.s_addr) >> 24) == 127;
	}
	if (ss->ss_family == AF_INET6) {
		const struct sockaddr_in6 *in6 = (const void *)ss;
		const uint8_t *a = in6->sin6_addr.s6_addr;

		return IN6_IS_ADDR_LOOPBACK(&in6->sin6_addr) ||
		    (IN6_IS_ADDR_V4MAPPED(&in6->sin6_addr) && a[12] == 127);
	}
	return 0;
}

/* Keeps the address space of many connections small. Each thread that
 * allocates gets a malloc arena of its own, 64 MB of address space,
 * until there are 8 a core: under ulimit -v 1 GB those (not the 8 MB
 * stacks) held the server to some 25 connections. One arena a core,
 * at most ARENAS_MAX, unless MALLOC_ARENA_MAX says otherwise. */
static void
small_threads(void)
{
	long cores = sysconf(_SC_NPROCESSORS_ONLN);

	if (getenv("MALLOC_ARENA_MAX") != NULL)
		return;
	mallopt(M_ARENA_MAX, cores < 2 ? 2 : cores > ARENAS_MAX ? ARENAS_MAX :
	    (int)cores);
}

/* Raises the soft limit of open files, within the hard one, to fit n
 * connections and the rest; -1 with err filled when it cannot, rather
 * than refuse connections later for want of a file. */
static int
room_for_connections(int n, struct error *err)
{
	struct rlimit rl;
	rlim_t need = (rlim_t)n + SPARE_FILES;

	if (getrlimit(RLIMIT_NOFILE, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY ||
	    rl.rlim_cur >= need)
		return 0;
	if (rl.rlim_max == RLIM_INFINITY || rl.rlim_max >= need) {
		rl.rlim_cur = need;
		if (setrlimit(RLIMIT_NOFILE, &rl) == 0)
			return 0;
	}
	error_kind_set(err, ERROR_IO, "--max-connections %d needs %llu open "
	    "files, and this process may have %llu (ulimit -Hn): lower it, or "
	    "raise that limit", n, (unsigned long long)need,
	    (unsigned long long)rl.rlim_max);
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
	struct watchdog_config wc = { cfg->header_timeout_s,
	    cfg->body_timeout_s, cfg->min_rate };
	unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD |
	    MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL | MHD_USE_ERROR_LOG;
	int v6 = 0, per_ip;

	if (h == NULL) {
		error_nomem(err);
		return NULL;
	}
	if (mhd_lib_load(err) == -1) {
		free(h);
		return NULL;
	}
	h->cfg = *cfg;
	h->rt = rt;
	h->metrics = metrics;
	if (cfg->trusted_proxy != NULL &&
	    client_proxy_parse(cfg->trusted_proxy, &h->proxy, err) == -1)
		goto fail;
	if (parse_listen(cfg->listen, &ss, &v6, err) == -1 ||
	    room_for_connections(cfg->max_connections, err) == -1)
		goto fail;
	if (v6)
		flags |= MHD_USE_IPv6;
	/* On loopback, only this host's own clients can reach the server,
	 * and a web page only through a name made to resolve here: the
	 * Host says so. Beyond loopback, a Host check is --allow-host's. */
	h->check_host = loopback(&ss) || cfg->n_allow_hosts > 0;
	per_ip = cfg->per_ip_connections;
	if (per_ip < 0)
		per_ip = loopback(&ss) ? 0 : PER_IP_DEFAULT;
	small_threads();
	if ((h->wd = watchdog_start(&wc, metrics, err)) == NULL)
		goto fail;
	h->d = MHD_start_daemon(flags, 0, NULL, NULL, handle, h,
	    MHD_OPTION_EXTERNAL_LOGGER, log_mhd, h,
	    MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&ss,
	    MHD_OPTION_URI_LOG_CALLBACK, log_uri, h,
	    MHD_OPTION_NOTIFY_COMPLETED, completed, h,
	    MHD_OPTION_NOTIFY_CONNECTION, connection_event, h,
	    MHD_OPTION_CONNECTION_LIMIT, (unsigned)cfg->max_connections,
	    /* Room for a request line of hundreds of arguments to be read
	     * and refused with a reason, rather than dropped (the default
	     * 32 KB held some 200). */
	    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)CONNECTION_MEMORY,
	    MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned)per_ip,
	    MHD_OPTION_CONNECTION_TIMEOUT,
	    (unsigned)cfg->connection_timeout_s,
	    MHD_OPTION_THREAD_STACK_SIZE, THREAD_STACK,
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
	watchdog_stop(h->wd);
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
	/* Long reads under way see it and stop (client_gone). */
	__atomic_store_n(&h->stopping, 1, __ATOMIC_RELEASE);
	MHD_stop_daemon(h->d);	/* closes every connection: no watch left */
	watchdog_stop(h->wd);
	free(h);
}
