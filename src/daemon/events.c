/* events: a ring of the last events, each kept as the text/event-stream
 * frame it goes out as, one lock, and one condition variable every
 * subscriber waits on. A subscriber is a position in the ring (the next
 * id it reads) and a filter; the frames are copied out under the lock,
 * so a publisher never waits on a client. */
#include "config.h"

#include "daemon/events.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/buf.h"
#include "base/error.h"

struct event {
	uint64_t id;
	char *scope;		/* NULL: none */
	char *frame;		/* "id: ...\n\n" */
	size_t len;
};

struct events {
	pthread_mutex_t lock;
	pthread_cond_t wake;
	struct event *ring;
	size_t keep, count, head;	/* ring[head] is the oldest */
	uint64_t last;		/* the newest id given */
	int max_subs, subs;
	int closed;
};

struct events_sub {
	struct events *ev;
	char *scope;		/* NULL: every event */
	uint64_t next;		/* the id to read next */
	size_t partial;		/* bytes of event next written already */
	int reset;		/* a reset frame goes out first */
	int cut;		/* ending a frame cut short, first */
};

struct events *
events_new(size_t keep, int max_subs)
{
	struct events *ev = calloc(1, sizeof(*ev));
	pthread_condattr_t ca;

	if (ev == NULL || keep == 0 ||
	    (ev->ring = calloc(keep, sizeof(*ev->ring))) == NULL) {
		free(ev);
		return NULL;
	}
	ev->keep = keep;
	ev->max_subs = max_subs;
	ev->last = (uint64_t)time(NULL) * 1000;
	pthread_mutex_init(&ev->lock, NULL);
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&ev->wake, &ca);
	pthread_condattr_destroy(&ca);
	return ev;
}

static void
event_clear(struct event *e)
{
	free(e->scope);
	free(e->frame);
	memset(e, 0, sizeof(*e));
}

void
events_free(struct events *ev)
{
	size_t i;

	if (ev == NULL)
		return;
	for (i = 0; i < ev->keep; i++)
		event_clear(&ev->ring[i]);
	free(ev->ring);
	pthread_cond_destroy(&ev->wake);
	pthread_mutex_destroy(&ev->lock);
	free(ev);
}

void
events_close(struct events *ev)
{
	if (ev == NULL)
		return;
	pthread_mutex_lock(&ev->lock);
	ev->closed = 1;
	pthread_cond_broadcast(&ev->wake);
	pthread_mutex_unlock(&ev->lock);
}

/* The frame of an event: each line of json its own "data:" line, as the
 * format asks (a JSON text printed unformatted has none). NULL when out
 * of memory. */
static char *
frame(uint64_t id, const char *kind, const char *json, size_t *len)
{
	struct buf b = BUF_INIT;
	const char *p = json;

	buf_printf(&b, "id: %llu\nevent: %s\n", (unsigned long long)id, kind);
	do {
		size_t n = strcspn(p, "\r\n");

		buf_add(&b, "data: ", 6);
		buf_add(&b, p, n);
		buf_add(&b, "\n", 1);
		p += n;
		p += *p == '\r' && p[1] == '\n' ? 2 : *p != '\0';
	} while (*p != '\0');
	buf_add(&b, "\n", 1);
	if (buf_cstr(&b) == NULL) {
		buf_free(&b);
		return NULL;
	}
	*len = b.len;
	return b.data;
}

uint64_t
events_publish(struct events *ev, const char *kind, const char *scope,
    const char *json)
{
	struct event e = { 0 }, *slot;

	if (ev == NULL)
		return 0;
	if (scope != NULL && (e.scope = strdup(scope)) == NULL)
		return 0;
	pthread_mutex_lock(&ev->lock);
	e.id = ev->last + 1;
	if ((e.frame = frame(e.id, kind, json ? json : "{}", &e.len)) ==
	    NULL) {
		pthread_mutex_unlock(&ev->lock);
		free(e.scope);
		return 0;
	}
	if (ev->count == ev->keep) {
		event_clear(&ev->ring[ev->head]);
		ev->head = (ev->head + 1) % ev->keep;
		ev->count--;
	}
	slot = &ev->ring[(ev->head + ev->count) % ev->keep];
	*slot = e;
	ev->count++;
	ev->last = e.id;
	pthread_cond_broadcast(&ev->wake);
	pthread_mutex_unlock(&ev->lock);
	return e.id;
}

/* The oldest id kept (last + 1 when none is). Lock held. */
static uint64_t
oldest(const struct events *ev)
{
	return ev->last + 1 - ev->count;
}

struct events_sub *
events_subscribe(struct events *ev, const char *scope, uint64_t last_id,
    struct error *err)
{
	struct events_sub *s = calloc(1, sizeof(*s));

	if (s == NULL || (scope != NULL && (s->scope = strdup(scope)) ==
	    NULL)) {
		free(s);
		error_nomem(err);
		return NULL;
	}
	s->ev = ev;
	pthread_mutex_lock(&ev->lock);
	if (ev->subs >= ev->max_subs) {
		pthread_mutex_unlock(&ev->lock);
		error_kind_set(err, ERROR_BUSY, "this server has %d event "
		    "streams open, its limit (--max-streams): try again later",
		    ev->max_subs);
		free(s->scope);
		free(s);
		return NULL;
	}
	ev->subs++;
	s->next = ev->last + 1;
	if (last_id != 0) {
		/* Missed events the ring still holds are read again; any
		 * other id (too old, another run's of the server) resets. */
		if (last_id <= ev->last && last_id + 1 >= oldest(ev))
			s->next = last_id + 1;
		else
			s->reset = last_id != ev->last;
	}
	pthread_mutex_unlock(&ev->lock);
	return s;
}

/* Whether s reads e. */
static int
wanted(const struct events_sub *s, const struct event *e)
{
	return s->scope == NULL || (e->scope != NULL &&
	    strcmp(s->scope, e->scope) == 0);
}

/* Copies what fits of the events s has not read into buf; the bytes.
 * Lock held. */
static size_t
take(struct events_sub *s, char *buf, size_t max)
{
	struct events *ev = s->ev;
	size_t n = 0;

	if (s->next < oldest(ev) && !s->reset) {
		/* The ring passed it by, maybe in the middle of a frame: that
		 * one is ended as it is (its data does not parse). */
		s->reset = 1;
		s->cut = s->partial > 0;
		s->partial = 0;
	}
	if (s->reset) {
		int k = snprintf(buf, max, "%sid: %llu\nevent: " EVENT_RESET
		    "\ndata: {\"last\":%llu}\n\n", s->cut ? "\n\n" : "",
		    (unsigned long long)ev->last, (unsigned long long)ev->last);

		if (k <= 0 || (size_t)k >= max)
			return 0;	/* no room: it goes out first next time */
		s->reset = s->cut = 0;
		s->next = ev->last + 1;
		return (size_t)k;
	}
	while (s->next <= ev->last && n < max) {
		const struct event *e = &ev->ring[(ev->head + (s->next -
		    oldest(ev))) % ev->keep];
		size_t rest = e->len - s->partial, put;

		if (!wanted(s, e)) {
			s->next++;
			continue;
		}
		if (rest > max - n && n > 0)
			break;	/* whole frames together; a large one alone */
		put = rest < max - n ? rest : max - n;
		memcpy(buf + n, e->frame + s->partial, put);
		n += put;
		s->partial += put;
		if (s->partial == e->len) {
			s->partial = 0;
			s->next++;
		}
	}
	return n;
}

ssize_t
events_read(struct events_sub *s, char *buf, size_t max, int wait_ms)
{
	struct events *ev = s->ev;
	struct timespec until;
	size_t n = 0;
	int timed_out = 0, closed;

	clock_gettime(CLOCK_MONOTONIC, &until);
	until.tv_sec += wait_ms / 1000;
	until.tv_nsec += (long)(wait_ms % 1000) * 1000000;
	if (until.tv_nsec >= 1000000000) {
		until.tv_sec++;
		until.tv_nsec -= 1000000000;
	}
	pthread_mutex_lock(&ev->lock);
	while (!ev->closed && (n = take(s, buf, max)) == 0 && !timed_out)
		timed_out = pthread_cond_timedwait(&ev->wake, &ev->lock,
		    &until) != 0;
	closed = ev->closed;
	pthread_mutex_unlock(&ev->lock);
	return n > 0 ? (ssize_t)n : closed ? -1 : 0;
}

void
events_unsubscribe(struct events_sub *s)
{
	if (s == NULL)
		return;
	pthread_mutex_lock(&s->ev->lock);
	s->ev->subs--;
	pthread_mutex_unlock(&s->ev->lock);
	free(s->scope);
	free(s);
}

int
events_streams(struct events *ev)
{
	int n;

	if (ev == NULL)
		return 0;
	pthread_mutex_lock(&ev->lock);
	n = ev->subs;
	pthread_mutex_unlock(&ev->lock);
	return n;
}

uint64_t
events_last_id(struct events *ev)
{
	uint64_t id;

	pthread_mutex_lock(&ev->lock);
	id = ev->last;
	pthread_mutex_unlock(&ev->lock);
	return id;
}
