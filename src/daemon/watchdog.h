/* watchdog: time limits on a connection's slow phases (reading a request
 * head, reading a body, the client taking a reply), which libmicrohttpd's
 * idle timeout cannot give: one byte now and then resets that. */
#ifndef FXVIZ_WATCHDOG_H
#define FXVIZ_WATCHDOG_H

#include <stddef.h>
#include <stdint.h>

struct error;
struct metrics;

struct watchdog_config {
	int head_s;		/* a request head, from the connection's start
				 * or the previous request's end */
	int body_s;		/* a reply: this much, plus one second per
				 * min_rate bytes of it; a body: the window
				 * its rate is measured over */
	size_t min_rate;	/* bytes a second */
};

struct watchdog;
struct watch;

/* Starts the thread that shuts down connections past their limit,
 * counting each in metrics (borrowed; may be NULL) and logging them on
 * standard error, a line a second at most. NULL with err filled. */
struct watchdog *watchdog_start(const struct watchdog_config *cfg,
    struct metrics *metrics, struct error *err);

/* Stops the thread; every watch must have been removed. NULL-safe. */
void watchdog_stop(struct watchdog *w);

/* Watches the connection on fd from client (an address, for the log),
 * whose head is due head_s from now. NULL when out of memory: the
 * connection goes unwatched. fd must stay open until watchdog_remove,
 * which makes it safe to shut down from the watchdog's thread. */
struct watch *watchdog_add(struct watchdog *w, int fd, const char *client);

/* Forgets a connection, before its fd is closed. NULL-safe. */
void watchdog_remove(struct watch *c);

/* The functions below tell the watchdog which phase a connection is in;
 * each takes a watch from watchdog_add, or NULL (then does nothing). */

/* The head is read; a body of length bytes follows (0: none, or its
 * length is not known: chunked). Once body_s has passed, every body_s
 * window must bring min_rate bytes a second, or the rest of the body:
 * measured on what arrives, whatever length is declared. */
void watchdog_body(struct watch *c, uint64_t length);

/* n more bytes of the body arrived. */
void watchdog_body_read(struct watch *c, size_t n);

/* The body is read: no limit while the request is being answered (the
 * render has its own). */
void watchdog_working(struct watch *c);

/* A reply of bytes bytes is queued: the client has body_s, plus a second
 * per min_rate bytes, to take it. (A reply queued before the body is
 * read ends the request: libmicrohttpd reads no more of it.) */
void watchdog_reply(struct watch *c, size_t bytes);

/* The request is over: the next head on this connection is due head_s
 * from now. */
void watchdog_idle(struct watch *c);

#endif
