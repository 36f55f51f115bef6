/* pool: the render worker processes, seen from the daemon: spawn, queue,
 * time limit, kill, respawn, recycle. */
#ifndef FXVIZ_POOL_H
#define FXVIZ_POOL_H

#include <stddef.h>
#include <stdint.h>

#include "base/error.h"

struct pool_limits {
	int queue_timeout_ms;	/* waiting for a free worker, then "busy" */
	int timeout_ms;		/* one render, from the job sent to the answer
				 * read: it starts when a worker takes the job */
	size_t memory_mb;	/* address space of a worker (RLIMIT_AS) */
	int max_renders;	/* a worker is replaced after this many */
};

struct pool_result {
	int ok;
	char *data;		/* ok: the output, malloc'd and NUL-terminated */
	size_t len;
	double seconds;		/* from the job sent to the answer read: the
				 * render, without the wait for a worker */
	struct error err;	/* not ok: what went wrong. ERROR_BUSY: no worker
				 * came free within the queue limit;
				 * ERROR_TIMEOUT: the render itself ran past
				 * its limit; ERROR_INTERNAL: the worker died, and
				 * died again in a fresh one;
				 * ERROR_UNAVAILABLE: none could start;
				 * ERROR_NOMEM; else the worker's own error,
				 * with its place */
};

struct pool_stats {
	int alive;
	int working;		/* workers with a job now */
	int waiting;		/* requests waiting for a worker now */
	int waiting_clients;	/* the clients they are for */
	int background;		/* the background worker has a job */
	uint64_t renders, timeouts, busy, crashes, recycled;
	uint64_t retired;	/* replaced after a job Graphviz failed in */
	uint64_t retried;	/* jobs tried again, in a fresh worker, after
				 * their worker died on them */
	/* segments of long views the workers drew (worker.h), and the
	 * bytes their layout caches held at their last answers */
	uint64_t segments_laid_out, segments_copied, segments_cached;
	uint64_t segments_from_folder;
	uint64_t cache_bytes;
};

struct pool;

/* Starts n workers, each `exe worker` with its limits. NULL with err
 * filled when none can start. */
struct pool *pool_new(const char *exe, int n, const struct pool_limits *limits,
    struct error *err);

/* Stops every worker and waits for them. NULL-safe. */
void pool_free(struct pool *p);

/* Has a worker render the request named key (a render_request string)
 * of the graph whose source bytes are given, read as form (format/load.h;
 * NULL: found from the text), for client (borrowed: who
 * asks, as a short string; NULL: the anonymous client); workers keep the
 * last graphs they parsed, by the id in the key. Blocks while every
 * worker is busy (up to the queue limit, counted for each request),
 * then while one renders (up to the render limit: then it is killed and
 * replaced). A worker that dies on the job is replaced and the job tried
 * once more in the fresh one: an earlier job may have damaged it. A
 * worker Graphviz failed in is replaced after its answer. Other requests
 * go on meanwhile. Requests that wait get the
 * workers by client, round robin: one turn per client with requests
 * waiting, whatever their number, then the next round. */
/* The client whose work nobody waits for (the daemon's prerender): it
 * goes to a worker of its own, started when first needed at the lowest
 * CPU priority (nice 19, with the processes it forks), never to one a
 * request could have; one such job at a time (another is answered
 * ERROR_BUSY at once). */
#define POOL_BACKGROUND	"(background)"

void pool_render(struct pool *p, const char *client, const char *key,
    size_t key_len, const char *source, size_t len, const char *form,
    struct pool_result *r);

void pool_stats(struct pool *p, struct pool_stats *s);

#endif
