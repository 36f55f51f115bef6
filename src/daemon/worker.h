/* worker: the render worker pool: spawn, time limit, kill, respawn. */
#ifndef FXVIZ_WORKER_H
#define FXVIZ_WORKER_H

#include <stddef.h>
#include <stdint.h>

#include "draw/render.h"
#include "draw/view.h"

struct error;

struct worker_limits {
	int timeout_ms;		/* one render, from job sent to answer read */
	size_t memory_mb;	/* address space of a worker (RLIMIT_AS) */
	int max_renders;	/* a worker is replaced after this many */
};

enum worker_outcome {
	WORKER_OK,
	WORKER_FAILED,		/* the render said no: msg says why */
	WORKER_TIMEOUT,		/* killed at the time limit */
	WORKER_CRASHED,		/* died (signal, memory limit): msg says how */
	WORKER_UNAVAILABLE	/* no worker could be started */
};

struct worker_result {
	enum worker_outcome outcome;
	char *data;		/* WORKER_OK: malloc'd output */
	size_t len;
	char msg[512];
};

struct worker_stats {
	int alive;
	uint64_t renders, timeouts, crashes, recycled;
};

struct worker_pool;

/* Starts n workers, each `exe worker` with its limits. NULL with err
 * filled when none can start. */
struct worker_pool *worker_pool_new(const char *exe, int n,
    const struct worker_limits *limits, struct error *err);

/* Stops every worker and waits for them. NULL-safe. */
void worker_pool_free(struct worker_pool *p);

/* Renders in a worker: the graph is sent as its source bytes with its id
 * (workers keep the last graphs they parsed). Blocks until a worker is
 * free and has answered, or the time limit passed (then the worker is
 * killed and replaced). Every other request goes on meanwhile. */
void worker_pool_render(struct worker_pool *p, const char *id,
    const char *source, size_t len, const struct view_options *o,
    enum render_format f, struct worker_result *r);

void worker_pool_stats(struct worker_pool *p, struct worker_stats *s);

/* The worker process: reads jobs on standard input, answers on standard
 * output, until standard input closes. memory_mb caps its address space
 * (0: no cap). Returns the exit status. */
int worker_main(size_t memory_mb);

#endif
