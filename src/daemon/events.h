/* events: the hub of server-sent events: each change numbered, the last
 * few kept for a client that reconnects, read by the streams that
 * subscribe. */
#ifndef FXVIZ_EVENTS_H
#define FXVIZ_EVENTS_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct error;

/* What every event's kind is named (its "event:" line). */
#define EVENT_GRAPH_ADDED	"graph_added"
#define EVENT_GRAPH_REMOVED	"graph_removed"
#define EVENT_GRAPH_RENAMED	"graph_renamed"
#define EVENT_RUN_CHANGED	"run_changed"
#define EVENT_RUN_ADDED		"run_added"
#define EVENT_RUN_REMOVED	"run_removed"
#define EVENT_RESET		"reset"	/* the events a client missed are
					 * gone: it reads the lists again */

struct events;
struct events_sub;

/* A hub keeping the last keep events, and taking at most max_subs
 * subscribers at once. Ids start past the clock's milliseconds at its
 * start, so that they grow across a restart too. NULL when out of
 * memory. */
struct events *events_new(size_t keep, int max_subs);

/* Every subscriber must be gone. NULL-safe. */
void events_free(struct events *ev);

/* Wakes every subscriber for good: their reads end (a shutdown). */
void events_close(struct events *ev);

/* Adds an event of kind (one of EVENT_*) about scope (a run's id: its
 * stream, GET /api/runs/{id}/events, carries it; NULL: only the stream of
 * everything does), with data json (one JSON text, copied). Its id, or 0
 * when out of memory (the event is lost).
 * NULL-safe on ev (then 0). From any thread. */
uint64_t events_publish(struct events *ev, const char *kind,
    const char *scope, const char *json);

/* A subscriber to every event (scope NULL) or to one scope's, from the
 * one after last_id on (0: from now; an id the hub no longer keeps, or
 * one it never gave, starts with a reset). NULL with err filled:
 * ERROR_BUSY past max_subs (503 with Retry-After), ERROR_NOMEM. */
struct events_sub *events_subscribe(struct events *ev, const char *scope,
    uint64_t last_id, struct error *err);

/* Writes into buf (size max; a reset needs 64) the next events of s as
 * text/event-stream ("id: N\nevent: KIND\ndata: JSON\n\n"), as many as
 * fit (an event larger than max goes out in pieces); waits up to wait_ms
 * for one. The bytes written, 0 when none came in time, or -1 once the
 * hub is closed. */
ssize_t events_read(struct events_sub *s, char *buf, size_t max,
    int wait_ms);

/* Frees a subscriber, making room for another. NULL-safe. */
void events_unsubscribe(struct events_sub *s);

/* The subscribers open now (streams, for /metrics). NULL-safe. */
int events_streams(struct events *ev);

/* The id of the newest event, or of the hub's start when none. */
uint64_t events_last_id(struct events *ev);

#endif
