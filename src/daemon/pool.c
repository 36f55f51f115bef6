/* pool: the daemon's side of the render workers.
 *
 * Each worker is `fxviz worker` (worker.c), started with posix_spawn (no
 * fork of a threaded daemon), talking over two pipes. A request first
 * waits for a free worker, up to the queue limit; only then does its
 * render's own time limit start, so a queue under load never kills a
 * render that would have been quick. A worker that misses the render
 * limit is killed and replaced, as is one that dies, one that Graphviz
 * failed in (its state may be damaged) and one that has rendered
 * max_renders pictures (Graphviz leaks a little on every layout). A job
 * whose worker died on it is tried once more in a fresh worker before
 * it is answered with the crash: the damage may have been an earlier
 * job's, and is never charged to a view that did not cause it.
 *
 * Requests that wait are served by client, round robin: a freed worker
 * goes to the client that has waited longest since its last turn (one
 * that had none since it came goes first), and within a client to its
 * oldest request. A client with many requests queued gets one turn per
 * round, so it cannot hold every worker while others wait. The worker
 * is handed to the waiter it is for; no other request can take it in
 * between.
 *
 * Work nobody waits for (POOL_BACKGROUND: the prerender) has a worker of
 * its own, started when first needed at the lowest CPU priority, with
 * the segment processes it forks: it never holds a worker a request
 * could have, and under load the cores go to requests first. */
#include "config.h"

#include "daemon/pool.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "base/io.h"
#include "daemon/worker.h"

extern char **environ;

struct worker {
	pid_t pid;		/* 0: not running */
	int to, from;		/* job pipe, answer pipe */
	int renders;
	int busy;
	uint64_t cache_bytes;	/* its layout cache's, at its last answer */
};

/* A client with requests in the pool, waiting or rendering; forgotten
 * when it has none. */
struct client {
	struct client *next;
	uint64_t turn;		/* p->turns when it last got a worker; 0: not
				 * since it came */
	int requests;		/* waiting or rendering */
	int waiting;
	char name[];		/* "" for the anonymous client */
};

/* A request waiting for a worker, on its own thread's stack. */
struct waiter {
	struct waiter *next;	/* in the order they came */
	struct client *client;
	pthread_cond_t handed;	/* on CLOCK_MONOTONIC, as deadlines are */
	struct worker *w;	/* set, busy, when it is this one's turn */
};

struct pool {
	pthread_mutex_t lock;
	pthread_condattr_t condattr;	/* for the waiters' conditions */
	char *exe;
	struct pool_limits limits;
	struct worker *w;	/* n, then the background worker */
	int n;
	struct worker *bg;
	struct client *clients;
	struct waiter *waiting, **waiting_tail;
	int n_waiting;
	uint64_t turns;
	uint64_t renders, timeouts, busy, crashes, recycled, retired, retried;
	uint64_t segments_laid_out, segments_copied, segments_cached;
	uint64_t segments_from_folder;
};

/* The thread that holds a worker busy changes its pid; stats read it. */
static void
set_pid(struct worker *w, pid_t pid)
{
	__atomic_store_n(&w->pid, pid, __ATOMIC_RELEASE);
}

static int
spawn(struct pool *p, struct worker *w)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t attr;
	sigset_t none, deflt;
	int to[2] = { -1, -1 }, from[2] = { -1, -1 };
	char mem[32];
	char *argv[] = { p->exe, "worker", "--memory-mb", mem, NULL, NULL,
	    NULL };
	pid_t pid;
	int rc;

	snprintf(mem, sizeof(mem), "%zu", p->limits.memory_mb);
	if (w == p->bg) {
		argv[4] = "--nice";
		argv[5] = "19";
	}
	if (pipe2(to, O_CLOEXEC) == -1 || pipe2(from, O_CLOEXEC) == -1)
		goto fail;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, to[0], 0);
	posix_spawn_file_actions_adddup2(&fa, from[1], 1);
	/* The daemon's threads block SIGINT and SIGTERM for its sigwait; a
	 * worker starts with no signal blocked and every one at default. */
	posix_spawnattr_init(&attr);
	sigemptyset(&none);
	sigemptyset(&deflt);
	sigaddset(&deflt, SIGINT);
	sigaddset(&deflt, SIGTERM);
	sigaddset(&deflt, SIGPIPE);
	posix_spawnattr_setsigmask(&attr, &none);
	posix_spawnattr_setsigdefault(&attr, &deflt);
	posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK |
	    POSIX_SPAWN_SETSIGDEF);
	rc = posix_spawn(&pid, p->exe, &fa, &attr, argv, environ);
	posix_spawnattr_destroy(&attr);
	posix_spawn_file_actions_destroy(&fa);
	close(to[0]);
	close(from[1]);
	if (rc != 0) {
		errno = rc;
		close(to[1]);
		close(from[0]);
		set_pid(w, 0);
		return -1;
	}
	w->to = to[1];
	w->from = from[0];
	w->renders = 0;
	w->cache_bytes = 0;
	set_pid(w, pid);
	return 0;
fail:
	if (to[0] != -1) {
		close(to[0]);
		close(to[1]);
	}
	set_pid(w, 0);
	return -1;
}

/* Ends a worker: closing its input asks it to exit; kill makes sure.
 * Returns its wait status. */
static int
stop(struct worker *w, int kill_it)
{
	int status = 0;

	if (w->pid == 0)
		return 0;
	close(w->to);
	close(w->from);
	if (kill_it)
		kill(w->pid, SIGKILL);
	waitpid(w->pid, &status, 0);
	set_pid(w, 0);
	return status;
}

struct pool *
pool_new(const char *exe, int n, const struct pool_limits *limits,
    struct error *err)
{
	struct pool *p = calloc(1, sizeof(*p));
	int i, started = 0;

	if (p == NULL || (p->exe = strdup(exe)) == NULL ||
	    (p->w = calloc((size_t)n + 1, sizeof(*p->w))) == NULL) {
		if (p != NULL)
			free(p->exe);
		free(p);
		error_nomem(err);
		return NULL;
	}
	pthread_mutex_init(&p->lock, NULL);
	pthread_condattr_init(&p->condattr);
	pthread_condattr_setclock(&p->condattr, CLOCK_MONOTONIC);
	p->waiting_tail = &p->waiting;
	p->limits = *limits;
	p->n = n;
	p->bg = &p->w[n];	/* started when first needed */
	for (i = 0; i < n; i++)
		started += spawn(p, &p->w[i]) == 0;
	if (started == 0) {
		error_kind_set(err, ERROR_UNAVAILABLE, "cannot start render "
		    "workers (%s): %s", exe, strerror(errno));
		pool_free(p);
		return NULL;
	}
	return p;
}

void
pool_free(struct pool *p)
{
	int i;

	if (p == NULL)
		return;
	for (i = 0; i <= p->n; i++)
		stop(&p->w[i], 0);
	pthread_condattr_destroy(&p->condattr);
	pthread_mutex_destroy(&p->lock);
	free(p->w);
	free(p->exe);
	free(p);
}

/* The client named name (NULL: the anonymous one), with one more
 * request; NULL when out of memory. Called with the lock held. */
static struct client *
join(struct pool *p, const char *name)
{
	struct client *c;

	if (name == NULL)
		name = "";
	for (c = p->clients; c != NULL; c = c->next)
		if (strcmp(c->name, name) == 0)
			break;
	if (c == NULL) {
		if ((c = calloc(1, sizeof(*c) + strlen(name) + 1)) == NULL)
			return NULL;
		strcpy(c->name, name);
		c->next = p->clients;
		p->clients = c;
	}
	c->requests++;
	return c;
}

/* One request of c fewer. Called with the lock held. */
static void
leave(struct pool *p, struct client *c)
{
	struct client **pp;

	if (--c->requests > 0)
		return;
	for (pp = &p->clients; *pp != c; pp = &(*pp)->next)
		;
	*pp = c->next;
	free(c);
}

static void
unqueue(struct pool *p, struct waiter *x)
{
	struct waiter **pp;

	for (pp = &p->waiting; *pp != x; pp = &(*pp)->next)
		;
	*pp = x->next;
	if (p->waiting_tail == &x->next)
		p->waiting_tail = pp;
	p->n_waiting--;
	x->client->waiting--;
}

/* Whose turn it is: the oldest request of the client whose last turn is
 * the longest ago (the queue is in the order requests came, so ties go
 * to the client that came first). */
static struct waiter *
next_turn(struct pool *p)
{
	struct waiter *x, *best = NULL;

	for (x = p->waiting; x != NULL; x = x->next)
		if (best == NULL || x->client->turn < best->client->turn)
			best = x;
	return best;
}

/* A worker for a request of c, marked busy: a free one at once when
 * nobody waits (when someone does, none is free), else the one release
 * hands over on c's turn. NULL when none comes by deadline (io_now_ms
 * time, which is CLOCK_MONOTONIC like the condition's). Called with the
 * lock held. */
static struct worker *
acquire(struct pool *p, struct client *c, int64_t deadline)
{
	struct waiter me;
	int i;

	if (p->waiting == NULL)
		for (i = 0; i < p->n; i++)
			if (!p->w[i].busy) {
				p->w[i].busy = 1;
				c->turn = ++p->turns;
				return &p->w[i];
			}
	memset(&me, 0, sizeof(me));
	me.client = c;
	pthread_cond_init(&me.handed, &p->condattr);
	*p->waiting_tail = &me;
	p->waiting_tail = &me.next;
	p->n_waiting++;
	c->waiting++;
	while (me.w == NULL && io_now_ms() < deadline) {
		struct timespec ts;

		ts.tv_sec = (time_t)(deadline / 1000);
		ts.tv_nsec = (long)(deadline % 1000) * 1000000;
		pthread_cond_timedwait(&me.handed, &p->lock, &ts);
	}
	if (me.w == NULL) {
		unqueue(p, &me);
		p->busy++;
	}
	pthread_cond_destroy(&me.handed);
	return me.w;
}

/* Hands w to whoever's turn it is, or frees it; and c, whose request
 * had it, has one request fewer. */
static void
release(struct pool *p, struct worker *w, struct client *c)
{
	struct waiter *next;

	pthread_mutex_lock(&p->lock);
	if ((next = next_turn(p)) != NULL) {
		unqueue(p, next);
		next->client->turn = ++p->turns;
		next->w = w;	/* still busy: it is next's now */
		pthread_cond_signal(&next->handed);
	} else {
		w->busy = 0;
	}
	leave(p, c);
	pthread_mutex_unlock(&p->lock);
}

static void
count(struct pool *p, uint64_t *counter)
{
	pthread_mutex_lock(&p->lock);
	(*counter)++;
	pthread_mutex_unlock(&p->lock);
}

/* Whether w, which no render holds, has died (killed from outside):
 * then its pipes are closed and its pid is 0. Its holder calls it: the
 * thread with w busy, or pool_stats under the lock for one not busy. */
static int
reap_idle(struct worker *w)
{
	int status;

	if (w->pid == 0 || waitpid(w->pid, &status, WNOHANG) != w->pid)
		return 0;
	close(w->to);
	close(w->from);
	set_pid(w, 0);
	return 1;
}

/* The worker failed us: end it, and say how it died. */
static void
describe_death(struct worker *w, struct error *err)
{
	int status = stop(w, 1);

	if (WIFSIGNALED(status))
		error_kind_set(err, ERROR_INTERNAL, "the render worker died (%s)",
		    strsignal(WTERMSIG(status)));
	else
		error_kind_set(err, ERROR_INTERNAL, "the render worker exited "
		    "(status %d)", WEXITSTATUS(status));
}

/* Sends the job and reads the answer's header and body into r->data.
 * 0, -1 when the worker failed, -2 past the deadline. */
static int
exchange(struct worker *w, const char *key, size_t key_len,
    const char *source, size_t len, const char *form, int64_t deadline,
    struct worker_answer *a, struct pool_result *r)
{
	struct worker_job j = { WORKER_JOB_MAGIC, (uint32_t)key_len, len,
	    { 0 } };
	int rc;

	if (form != NULL)
		snprintf(j.form, sizeof(j.form), "%s", form);
	rc = io_write_all(w->to, &j, sizeof(j), deadline);
	if (rc == 0)
		rc = io_write_all(w->to, key, key_len, deadline);
	if (rc == 0)
		rc = io_write_all(w->to, source, len, deadline);
	if (rc == 0)
		rc = io_read_all(w->from, a, sizeof(*a), deadline);
	if (rc == 0 && (a->magic != WORKER_ANSWER_MAGIC ||
	    a->len > WORKER_MAX_OUTPUT || (!a->ok && (a->kind < 0 ||
	    a->kind >= ERROR_N_KINDS)) ||
	    (r->data = malloc(a->len + 1)) == NULL))
		rc = -1;
	if (rc == 0)
		rc = io_read_all(w->from, r->data, a->len, deadline);
	return rc;
}

/* Runs the job on w, which this thread holds busy: started when it is
 * not running, replaced when it dies, is killed or is done with. 0, or
 * -1 (r->err says why) when no worker could start. */
static int
run_on(struct pool *p, struct worker *w, const char *key, size_t key_len,
    const char *source, size_t len, const char *form, struct pool_result *r)
{
	struct worker_answer a;
	struct timespec t0;
	int rc, tries;

	/* A worker that died while idle (killed from outside) is replaced
	 * now, rather than failing this request. */
	if (reap_idle(w))
		count(p, &p->crashes);
	if (w->pid == 0 && spawn(p, w) == -1) {
		error_kind_set(&r->err, ERROR_UNAVAILABLE, "cannot start a "
		    "render worker: %s", strerror(errno));
		return -1;
	}
	/* The render's time starts now that a worker has the job. A worker
	 * that dies on it may have been damaged by an earlier job, someone
	 * else's: the job is tried once more, in a fresh worker, before it
	 * is charged with the crash. */
	for (tries = 0; ; tries++) {
		clock_gettime(CLOCK_MONOTONIC, &t0);
		rc = exchange(w, key, key_len, source, len, form,
		    io_now_ms() + p->limits.timeout_ms, &a, r);
		r->seconds = io_ms_since(&t0) / 1e3;
		if (rc != -1)
			break;
		describe_death(w, &r->err);
		count(p, &p->crashes);
		free(r->data);
		r->data = NULL;
		if (tries == 1 || spawn(p, w) == -1)
			break;
		memset(&r->err, 0, sizeof(r->err));
		count(p, &p->retried);
	}
	if (rc == -2) {
		stop(w, 1);
		error_kind_set(&r->err, ERROR_TIMEOUT, "rendering took longer "
		    "than the time limit (%d s)", p->limits.timeout_ms / 1000);
		count(p, &p->timeouts);
	} else if (rc == 0) {
		pthread_mutex_lock(&p->lock);
		p->segments_laid_out += a.laid_out;
		p->segments_copied += a.copied;
		p->segments_cached += a.cached;
		p->segments_from_folder += a.from_folder;
		w->cache_bytes = a.cache_bytes;
		pthread_mutex_unlock(&p->lock);
		if (!a.ok) {
			error_kind_set(&r->err, (enum error_kind)a.kind, "%.*s",
			    (int)a.len, r->data);
			r->err.line = a.line;
			r->err.column = a.column;
		} else {
			r->ok = 1;
			r->data[a.len] = '\0';
			r->len = a.len;
			count(p, &p->renders);
		}
		/* Graphviz failed in it: replaced before another job */
		if (a.retire) {
			stop(w, 0);
			count(p, &p->retired);
		} else if (a.ok && ++w->renders >= p->limits.max_renders) {
			stop(w, 0);
			count(p, &p->recycled);
		}
	}
	if (!r->ok) {
		free(r->data);
		r->data = NULL;
	}
	/* Replace a worker that is gone now, not at the next request. */
	if (w->pid == 0)
		spawn(p, w);
	return 0;
}

/* A job of POOL_BACKGROUND, on the background worker: one at a time. */
static void
render_background(struct pool *p, const char *key, size_t key_len,
    const char *source, size_t len, const char *form, struct pool_result *r)
{
	int taken;

	pthread_mutex_lock(&p->lock);
	if ((taken = !p->bg->busy))
		p->bg->busy = 1;
	pthread_mutex_unlock(&p->lock);
	if (!taken) {
		error_kind_set(&r->err, ERROR_BUSY, "the background worker is "
		    "busy");
		return;
	}
	run_on(p, p->bg, key, key_len, source, len, form, r);
	pthread_mutex_lock(&p->lock);
	p->bg->busy = 0;
	pthread_mutex_unlock(&p->lock);
}

void
pool_render(struct pool *p, const char *client, const char *key,
    size_t key_len, const char *source, size_t len, const char *form,
    struct pool_result *r)
{
	struct client *c;
	struct worker *w = NULL;

	memset(r, 0, sizeof(*r));
	if (key_len > WORKER_MAX_KEY || len > WORKER_MAX_SOURCE) {
		error_kind_set(&r->err, ERROR_LIMIT, "a render request of %zu "
		    "bytes for a graph of %zu: past what a worker takes",
		    key_len, len);
		return;
	}
	if (client != NULL && strcmp(client, POOL_BACKGROUND) == 0) {
		render_background(p, key, key_len, source, len, form, r);
		return;
	}
	pthread_mutex_lock(&p->lock);
	if ((c = join(p, client)) != NULL &&
	    (w = acquire(p, c, io_now_ms() + p->limits.queue_timeout_ms)) ==
	    NULL)
		leave(p, c);
	pthread_mutex_unlock(&p->lock);
	if (c == NULL) {
		error_nomem(&r->err);
		return;
	}
	if (w == NULL) {
		error_kind_set(&r->err, ERROR_BUSY, "every render worker stayed "
		    "busy for %d s (--queue-timeout): try again shortly",
		    p->limits.queue_timeout_ms / 1000);
		return;
	}
	run_on(p, w, key, key_len, source, len, form, r);
	release(p, w, c);
}

void
pool_stats(struct pool *p, struct pool_stats *s)
{
	struct client *c;
	int i;

	pthread_mutex_lock(&p->lock);
	s->alive = 0;
	s->working = 0;
	for (i = 0; i < p->n; i++) {
		/* One that died while idle is not counted alive (the next
		 * render that gets it starts another). */
		if (!p->w[i].busy && reap_idle(&p->w[i]))
			p->crashes++;
		s->alive += __atomic_load_n(&p->w[i].pid, __ATOMIC_ACQUIRE) != 0;
		s->working += p->w[i].busy;
	}
	s->background = p->bg->busy;
	s->waiting = p->n_waiting;
	s->waiting_clients = 0;
	for (c = p->clients; c != NULL; c = c->next)
		s->waiting_clients += c->waiting > 0;
	s->renders = p->renders;
	s->timeouts = p->timeouts;
	s->busy = p->busy;
	s->crashes = p->crashes;
	s->recycled = p->recycled;
	s->retired = p->retired;
	s->retried = p->retried;
	s->segments_laid_out = p->segments_laid_out;
	s->segments_copied = p->segments_copied;
	s->segments_cached = p->segments_cached;
	s->segments_from_folder = p->segments_from_folder;
	s->cache_bytes = 0;
	for (i = 0; i <= p->n; i++)
		s->cache_bytes += p->w[i].pid != 0 ? p->w[i].cache_bytes : 0;
	pthread_mutex_unlock(&p->lock);
}
