/* watchdog: one thread and one list of the open connections, each with the
 * deadline of the phase it is in. Past it the thread shuts the socket
 * down (both ways), and libmicrohttpd's own thread for the connection,
 * reading or writing it, sees the end and closes it. The list's lock is
 * held while the socket is shut down, and a connection leaves the list
 * (watchdog_remove, from libmicrohttpd's close notification) before its
 * fd is closed: the fd shut down is never another connection's. */
#include "config.h"

#include "daemon/watchdog.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

#include "base/error.h"
#include "base/io.h"
#include "daemon/metrics.h"

#define WAKE_MAX_MS	1000	/* the thread looks at least this often */
#define SECONDS_MAX	((uint64_t)1 << 30)	/* no deadline is further */

enum phase { PHASE_HEAD, PHASE_BODY, PHASE_WORK, PHASE_REPLY };

struct watch {
	struct watchdog *w;
	struct watch *prev, *next;
	int fd;
	enum phase phase;
	int64_t start;		/* ms, when the phase began */
	int64_t deadline;	/* ms; 0: none */
	uint64_t length;	/* the body's, or the reply's; 0: not known */
	uint64_t got;		/* body bytes so far */
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
	case PHASE_BODY:
		if (c->length > 0)
			snprintf(msg, size, "%llu of %llu body bytes in %.1f s, "
			    "past %d s plus a second per %zu KB",
			    (unsigned long long)c->got,
			    (unsigned long long)c->length, s, w->cfg.body_s,
			    w->cfg.min_rate >> 10);
		else
			snprintf(msg, size, "%llu bytes of a chunked body in "
			    "%.1f s, past %d s plus a second per %zu KB",
			    (unsigned long long)c->got, s, w->cfg.body_s,
			    w->cfg.min_rate >> 10);
		break;
	default:
		snprintf(msg, size, "a reply of %llu bytes not taken in %.1f s",
		    (unsigned long long)c->length, s);
		break;
	}
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

	/* Reset, not a FIN after the reply's unsent bytes: those the kernel
	 * would go on trickling to a slow reader after the close. */
	setsockopt(c->fd, SOL_SOCKET, SO_LINGER, &reset, sizeof(reset));
	shutdown(c->fd, SHUT_RDWR);
	c->cut = 1;
	if (w->metrics != NULL)
		metrics_connection_cut(w->metrics, names[c->phase]);
	if (now - w->last_log < 1000) {
		w->unlogged++;
		return;
	}
	describe(w, c, now, why, sizeof(why));
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

/* The body's deadline: body_s from its start, plus a second per
 * min_rate bytes of its length, or of what came so far when the length
 * is not known. Lock held. */
static int64_t
body_deadline(const struct watch *c)
{
	const struct watchdog *w = c->w;

	return after(w, c->start + (int64_t)w->cfg.body_s * 1000,
	    c->length > c->got ? c->length : c->got);
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
	set_deadline(c, body_deadline(c));
	pthread_mutex_unlock(&c->w->lock);
}

void
watchdog_body_read(struct watch *c, size_t n)
{
	if (c == NULL)
		return;
	pthread_mutex_lock(&c->w->lock);
	if (c->phase == PHASE_BODY) {
		c->got += n;
		if (c->got > c->length)
			set_deadline(c, body_deadline(c));
	}
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
	set_deadline(c, c->start + (int64_t)c->w->cfg.head_s * 1000);
	pthread_mutex_unlock(&c->w->lock);
}
