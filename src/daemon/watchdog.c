/* watchdog: one thread and one list of the open connections, each with the
 * deadline of the phase it is in, or for a body the rate it comes at. Past it the thread shuts the socket
 * down (both ways), and libmicrohttpd's own thread for the connection,
 * reading or writing it, sees the end and closes it. The list's lock is
 * held while the socket is shut down, and a connection leaves the list
 * (watchdog_remove, from libmicrohttpd's close notification) before its
 * fd is closed: the fd shut down is never another connection's. */
#include "config.h"

#include "daemon/watchdog.h"

#include <linux/tcp.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

#include "base/error.h"
#include "base/io.h"
#include "daemon/metrics.h"
#include "daemon/reply.h"

#define WAKE_MAX_MS	1000	/* the thread looks at least this often */
#define SECONDS_MAX	((uint64_t)1 << 30)	/* no deadline is further */
#define SLOTS		8	/* a body's bytes are counted this many times
				 * a window */
#define RING		(2 * SLOTS)	/* counts kept: two windows' */

enum phase { PHASE_HEAD, PHASE_BODY, PHASE_WORK, PHASE_REPLY };

/* How much of a body had come when. */
struct sample {
	int64_t t;		/* ms */
	uint64_t got;
};

struct watch {
	struct watchdog *w;
	struct watch *prev, *next;
	int fd;
	enum phase phase;
	int64_t start;		/* ms, when the phase began */
	int64_t deadline;	/* ms; 0: none */
	uint64_t length;	/* the body's, or the reply's; 0: not known */
	uint64_t got;		/* body bytes so far */
	struct sample ring[RING];	/* the body's counts, the newest at
					 * ring[(head + RING - 1) % RING] */
	int head, n_samples;
	struct sample slow;	/* a cut body: what came in how long */
	uint64_t received;	/* bytes the socket had received when the
				 * head phase began */
	int received_known;	/* 0: not known (not TCP) */
	int cut;
	char client[64];
};

struct watchdog {
	struct watchdog_config cfg;
	struct metrics *metrics;
	pthread_mutex_t lock;
	pthread_cond_t wake;
	pthread_t thread;
	struct watch *list;
	int64_t next_wake;	/* ms: when the thread looks next */
	int stopping;
	int64_t last_log;	/* ms: at most a line a second */
	unsigned long unlogged;
};

/* base ms plus a second per min_rate bytes of n, saturated. */
static int64_t
after(const struct watchdog *w, int64_t base, uint64_t n)
{
	uint64_t s = n / w->cfg.min_rate;

	if (s > SECONDS_MAX)
		return base + (int64_t)SECONDS_MAX * 1000;
	return base + (int64_t)s * 1000 +
	    (int64_t)(n % w->cfg.min_rate * 1000 / w->cfg.min_rate);
}

/* Called with the lock held. */
static void
set_deadline(struct watch *c, int64_t deadline)
{
	struct watchdog *w = c->w;

	c->deadline = deadline;
	if (deadline != 0 && deadline < w->next_wake) {
		w->next_wake = deadline;
		pthread_cond_signal(&w->wake);
	}
}

/* Bytes the TCP socket fd has received since it opened (TCP_INFO, Linux
 * 4.1 on): libmicrohttpd reads what comes into its own buffer, so only the
 * kernel's count says whether a head began. 0, or -1 when not known (not
 * TCP, an older kernel). */
static int
bytes_received(int fd, uint64_t *n)
{
	struct tcp_info ti;
	socklen_t len = sizeof(ti);

	memset(&ti, 0, sizeof(ti));
	if (getsockopt(fd, IPPROTO_TCP, TCP_INFO, &ti, &len) != 0 ||
	    len < offsetof(struct tcp_info, tcpi_bytes_received) +
	    sizeof(ti.tcpi_bytes_received))
		return -1;
	*n = ti.tcpi_bytes_received;
	return 0;
}

/* The next head phase begins, after an answer: what the socket has
 * received so far. Lock held. A pipelined request's bytes received
 * before the answer's end count as before it, so a part of one that then
 * stalls is closed as idle: quietly, but at the same deadline. */
static void
mark_received(struct watch *c)
{
	c->received_known = bytes_received(c->fd, &c->received) == 0;
}

/* Whether a connection in its head phase has received no byte since the
 * phase began: idle (kept alive after an answer, or never used), not a
 * slow head. Lock held. */
static int
idle(const struct watch *c)
{
	uint64_t now;

	return c->phase == PHASE_HEAD && c->received_known &&
	    bytes_received(c->fd, &now) == 0 && now == c->received;
}

/* What a cut connection was too slow for, into msg. Lock held. */
static void
describe(const struct watchdog *w, const struct watch *c, int64_t now,
    char *msg, size_t size)
{
	double s = (double)(now - c->start) / 1000;

	switch (c->phase) {
	case PHASE_HEAD:
		snprintf(msg, size, "no complete request head in %d s",
		    w->cfg.head_s);
		break;
	case PHASE_BODY: {
		char of[48] = "";

		if (c->length > 0)
			snprintf(of, sizeof(of), " of %llu",
			    (unsigned long long)c->length);
		snprintf(msg, size, "%llu%s bytes of %s body in %.1f s, %llu "
		    "in the last %.1f s: slower than %zu KB a second",
		    (unsigned long long)c->got, of, c->length > 0 ? "the" :
		    "a chunked", s, (unsigned long long)c->slow.got,
		    (double)c->slow.t / 1000, w->cfg.min_rate >> 10);
		break;
	}
	default:
		snprintf(msg, size, "a reply of %llu bytes not taken in %.1f s",
		    (unsigned long long)c->length, s);
		break;
	}
}

/* Writes a 408 saying why to a connection whose body came too slowly,
 * as far as the socket takes it at once. Lock held. */
static void
answer_slow_body(const struct watch *c, const char *why)
{
	char msg[256], *all;
	size_t len;

	snprintf(msg, sizeof(msg), "the body came too slowly: %s "
	    "(--min-rate, over each --body-timeout)", why);
	if ((all = reply_raw_error(408, "Request Timeout", msg, &len)) == NULL)
		return;
	if (send(c->fd, all, len, MSG_DONTWAIT | MSG_NOSIGNAL) < 0) {
		/* a full send buffer: the close says it */
	}
	free(all);
}

/* Shuts a connection past its deadline down. Lock held; a line for the
 * log into line (empty when the last line was less than a second ago). */
static void
cut(struct watchdog *w, struct watch *c, int64_t now, char *line,
    size_t size)
{
	static const char *const names[] = { "head", "body", "work", "reply" };
	struct linger reset = { 1, 0 };
	char why[160];

	if (idle(c)) {
		/* A normal close, with a FIN: nothing is unsent, and a client
		 * about to reuse the connection sees a close it retries on. */
		shutdown(c->fd, SHUT_RDWR);
		c->cut = 1;
		if (w->metrics != NULL)
			metrics_connection_idle(w->metrics);
		return;
	}
	describe(w, c, now, why, sizeof(why));
	if (c->phase == PHASE_BODY) {
		/* A client sending a body is not reading, and libmicrohttpd
		 * writes nothing meanwhile: it is told why (408), as a client
		 * that declared a chunk of gigabytes and waits for an answer
		 * would otherwise never be. */
		answer_slow_body(c, why);
	} else {
		/* Reset, not a FIN after the reply's unsent bytes: those the
		 * kernel would go on trickling to a slow reader after the
		 * close. */
		setsockopt(c->fd, SOL_SOCKET, SO_LINGER, &reset, sizeof(reset));
	}
	shutdown(c->fd, SHUT_RDWR);
	c->cut = 1;
	if (w->metrics != NULL)
		metrics_connection_cut(w->metrics, names[c->phase]);
	if (now - w->last_log < 1000) {
		w->unlogged++;
		return;
	}
	if (w->unlogged > 0)
		snprintf(line, size, "fxviz: http: %s: closed: %s (and %lu more "
		    "closed as slow since the last such line)\n", c->client,
		    why, w->unlogged);
	else
		snprintf(line, size, "fxviz: http: %s: closed: %s\n", c->client,
		    why);
	w->last_log = now;
	w->unlogged = 0;
}

/* The window a body's rate is measured over, and the count interval. */
static int64_t
window_ms(const struct watchdog *w)
{
	return (int64_t)w->cfg.body_s * 1000;
}

static int64_t
slot_ms(const struct watchdog *w)
{
	return window_ms(w) / SLOTS > 0 ? window_ms(w) / SLOTS : 1;
}

static void
add_sample(struct watch *c, int64_t now)
{
	c->ring[c->head] = (struct sample){ now, c->got };
	c->head = (c->head + 1) % RING;
	if (c->n_samples < RING)
		c->n_samples++;
}

/* Whether a body comes too slowly: once a window (body_s) has passed
 * since it began, what came in the last window (from the newest count at
 * least a window old, or the oldest kept) is less than min_rate a second
 * of it, and less than what was left to come then. Measured on what
 * arrives, not on what the head declares. Lock held. */
static int
body_too_slow(struct watch *c, int64_t now)
{
	const struct watchdog *w = c->w;
	const struct sample *ref = NULL;
	uint64_t need, left;
	int i;

	if (now - c->start < window_ms(w))
		return 0;
	for (i = 1; i <= c->n_samples; i++) {
		ref = &c->ring[(c->head + RING - i) % RING];
		if (now - ref->t >= window_ms(w))
			break;
	}
	if (ref == NULL)
		return 0;
	need = (uint64_t)(now - ref->t) * w->cfg.min_rate / 1000;
	left = c->length > ref->got ? c->length - ref->got : 0;
	if (c->length > 0 && left < need)
		need = left;
	if (c->got - ref->got >= need)
		return 0;
	c->slow = (struct sample){ now - ref->t, c->got - ref->got };
	return 1;
}

/* A body's turn in the thread's round: cut, or counted when a count is
 * due. The next time it needs a look. Lock held. */
static int64_t
watch_body(struct watchdog *w, struct watch *c, int64_t now, char *line,
    size_t size)
{
	const struct sample *last = &c->ring[(c->head + RING - 1) % RING];

	if (body_too_slow(c, now)) {
		cut(w, c, now, line, size);
		return now + WAKE_MAX_MS;
	}
	if (now - last->t >= slot_ms(w)) {
		add_sample(c, now);
		return now + slot_ms(w);
	}
	return last->t + slot_ms(w);
}

static void *
run(void *arg)
{
	struct watchdog *w = arg;
	char line[512];

	pthread_mutex_lock(&w->lock);
	while (!w->stopping) {
		int64_t now = io_now_ms(), next = now + WAKE_MAX_MS;
		struct timespec ts;
		struct watch *c;

		line[0] = '\0';
		for (c = w->list; c != NULL; c = c->next) {
			if (c->phase == PHASE_BODY && !c->cut) {
				int64_t t = watch_body(w, c, now, line,
				    sizeof(line));

				if (t < next)
					next = t;
				continue;
			}
			if (c->deadline == 0 || c->cut)
				continue;
			if (c->deadline <= now)
				cut(w, c, now, line, sizeof(line));
			else if (c->deadline < next)
				next = c->deadline;
		}
		w->next_wake = next;
		if (line[0] != '\0') {
			/* Not under the lock: stderr may be a slow pipe. */
			pthread_mutex_unlock(&w->lock);
			fputs(line, stderr);
			pthread_mutex_lock(&w->lock);
			continue;
		}
		ts.tv_sec = next / 1000;
		ts.tv_nsec = (long)(next % 1000) * 1000000;
		pthread_cond_timedwait(&w->wake, &w->lock, &ts);
	}
	pthread_mutex_unlock(&w->lock);
	return NULL;
}

struct watchdog *
watchdog_start(const struct watchdog_config *cfg, struct metrics *metrics,
    struct error *err)
{
	struct watchdog *w = calloc(1, sizeof(*w));
	pthread_condattr_t ca;
	int rc;

	if (w == NULL) {
		error_nomem(err);
		return NULL;
	}
	w->cfg = *cfg;
	if (w->cfg.min_rate == 0)
		w->cfg.min_rate = 1;
	w->metrics = metrics;
	w->last_log = -1000;
	pthread_mutex_init(&w->lock, NULL);
	/* Deadlines are on the monotonic clock (io_now_ms), and so is the
	 * wait. */
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&w->wake, &ca);
	pthread_condattr_destroy(&ca);
	w->next_wake = io_now_ms() + WAKE_MAX_MS;
	if ((rc = pthread_create(&w->thread, NULL, run, w)) != 0) {
		error_kind_set(err, ERROR_INTERNAL, "cannot start the "
		    "connection watchdog: %s", strerror(rc));
		pthread_cond_destroy(&w->wake);
		pthread_mutex_destroy(&w->lock);
		free(w);
		return NULL;
	}
	return w;
}

void
watchdog_stop(struct watchdog *w)
{
	if (w == NULL)
		return;
	pthread_mutex_lock(&w->lock);
	w->stopping = 1;
	pthread_cond_signal(&w->wake);
	pthread_mutex_unlock(&w->lock);
	pthread_join(w->thread, NULL);
	while (w->list != NULL)		/* none, when used as documented */
		watchdog_remove(w->list);
	pthread_cond_destroy(&w->wake);
	pthread_mutex_destroy(&w->lock);
	free(w);
}

struct watch *
watchdog_add(struct watchdog *w, int fd, const char *client)
{
	struct watch *c = calloc(1, sizeof(*c));

	if (c == NULL)
		return NULL;
	c->w = w;
	c->fd = fd;
	snprintf(c->client, sizeof(c->client), "%s", client ? client : "?");
	pthread_mutex_lock(&w->lock);
	c->next = w->list;
	if (w->list != NULL)
		w->list->prev = c;
	w->list = c;
	c->phase = PHASE_HEAD;
	c->start = io_now_ms();
	/* every byte since the connection opened is of its first head */
	c->received = 0;
	c->received_known = bytes_received(fd, &(uint64_t){ 0 }) == 0;
	set_deadline(c, c->start + (int64_t)w->cfg.head_s * 1000);
	pthread_mutex_unlock(&w->lock);
	return c;
}

void
watchdog_remove(struct watch *c)
{
	struct watchdog *w;

	if (c == NULL)
		return;
	w = c->w;
	pthread_mutex_lock(&w->lock);
	if (c->prev != NULL)
		c->prev->next = c->next;
	else
		w->list = c->next;
	if (c->next != NULL)
		c->next->prev = c->prev;
	pthread_mutex_unlock(&w->lock);
	free(c);
}

void
watchdog_body(struct watch *c, uint64_t length)
{
	if (c == NULL)
		return;
	pthread_mutex_lock(&c->w->lock);
	c->phase = PHASE_BODY;
	c->start = io_now_ms();
	c->length = length;
	c->got = 0;
	c->head = c->n_samples = 0;
	add_sample(c, c->start);
	/* no deadline: the thread measures the rate (watch_body) */
	set_deadline(c, 0);
	if (c->start + slot_ms(c->w) < c->w->next_wake) {
		c->w->next_wake = c->start + slot_ms(c->w);
		pthread_cond_signal(&c->w->wake);
	}
	pthread_mutex_unlock(&c->w->lock);
}

void
watchdog_body_read(struct watch *c, size_t n)
{
	if (c == NULL)
		return;
	pthread_mutex_lock(&c->w->lock);
	if (c->phase == PHASE_BODY)
		c->got += n;
	pthread_mutex_unlock(&c->w->lock);
}

void
watchdog_working(struct watch *c)
{
	if (c == NULL)
		return;
	pthread_mutex_lock(&c->w->lock);
	c->phase = PHASE_WORK;
	c->start = io_now_ms();
	set_deadline(c, 0);
	pthread_mutex_unlock(&c->w->lock);
}

void
watchdog_reply(struct watch *c, size_t bytes)
{
	if (c == NULL)
		return;
	pthread_mutex_lock(&c->w->lock);
	c->phase = PHASE_REPLY;
	c->start = io_now_ms();
	c->length = bytes;
	set_deadline(c, after(c->w, c->start +
	    (int64_t)c->w->cfg.body_s * 1000, bytes));
	pthread_mutex_unlock(&c->w->lock);
}

void
watchdog_idle(struct watch *c)
{
	if (c == NULL)
		return;
	pthread_mutex_lock(&c->w->lock);
	c->phase = PHASE_HEAD;
	c->start = io_now_ms();
	mark_received(c);
	set_deadline(c, c->start + (int64_t)c->w->cfg.head_s * 1000);
	pthread_mutex_unlock(&c->w->lock);
}
