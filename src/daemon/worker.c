/* worker: Graphviz runs in these processes, never in the daemon's threads.
 *
 * Each worker is `fxviz worker`, started with posix_spawn (no fork of a
 * threaded daemon), talking over two pipes: a job is a header and the
 * graph's source bytes; an answer is a header and the output (or an error
 * message). The daemon waits with a deadline; a worker that misses it is
 * killed and replaced, as is one that dies, and one that has rendered
 * max_renders graphs (Graphviz leaks a little on every layout). */
#include "config.h"

#include "daemon/worker.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "base/error.h"
#include "model/graph.h"
#include "model/modules.h"
#include "base/io.h"
#include "format/load.h"
#include "daemon/store.h"

#define JOB_MAGIC	0x66786a62u	/* "fxjb" */
#define ANSWER_MAGIC	0x66786173u	/* "fxas" */
#define MAX_SOURCE	((uint64_t)1 << 31)
#define MAX_OUTPUT	((uint64_t)1 << 32)
#define KEPT_GRAPHS	2		/* parsed graphs a worker keeps */

extern char **environ;

struct job {
	uint32_t magic;
	uint32_t format;
	char id[STORE_ID_LEN + 1];
	struct view_options opt;
	uint64_t source_len;
};

struct answer {
	uint32_t magic;
	int32_t ok;
	uint64_t len;
};

struct worker {
	pid_t pid;		/* 0: not running */
	int to, from;		/* job pipe, answer pipe */
	int renders;
	int busy;
};

struct worker_pool {
	pthread_mutex_t lock;
	pthread_cond_t idle;
	char *exe;
	struct worker_limits limits;
	struct worker *w;
	int n;
	uint64_t renders, timeouts, crashes, recycled;
};

/* ---- the worker process ------------------------------------------------ */

struct kept {
	char id[STORE_ID_LEN + 1];
	struct fx_graph *g;
	struct module_tree *mt;	/* g's, built when g was parsed */
};

static int
answer(int ok, const char *data, size_t len)
{
	struct answer a = { ANSWER_MAGIC, ok, len };

	if (io_write_all(1, &a, sizeof(a), -1) != 0 ||
	    io_write_all(1, data, len, -1) != 0)
		return -1;
	return 0;
}

/* The graph of this job and its module tree: kept from an earlier job, or
 * parsed and built now. Both stay owned by kept. */
static const struct kept *
job_graph(struct kept *kept, const struct job *j, const char *source,
    struct error *err)
{
	struct fx_graph *g;
	struct module_tree *mt;
	int i;

	for (i = 0; i < KEPT_GRAPHS; i++)
		if (kept[i].g != NULL && strcmp(kept[i].id, j->id) == 0)
			return &kept[i];
	if ((g = load_graph(source, j->source_len, err)) == NULL)
		return NULL;
	if ((mt = modules_build(g, MODULES_PARTS_ABOVE)) == NULL) {
		fx_graph_free(g);
		error_nomem(err);
		return NULL;
	}
	modules_free(kept[KEPT_GRAPHS - 1].mt);
	fx_graph_free(kept[KEPT_GRAPHS - 1].g);
	memmove(&kept[1], &kept[0], (KEPT_GRAPHS - 1) * sizeof(*kept));
	memcpy(kept[0].id, j->id, sizeof(kept[0].id));
	kept[0].g = g;
	kept[0].mt = mt;
	return &kept[0];
}

int
worker_main(size_t memory_mb)
{
	struct kept kept[KEPT_GRAPHS] = { 0 };
	struct job j;
	char *source = NULL, *out = NULL, msg[600];
	size_t out_len;
	int i, status = 0;

	/* AddressSanitizer reserves terabytes of address space for its
	 * shadow: a build with it runs its workers without the cap. */
#ifndef __SANITIZE_ADDRESS__
	if (memory_mb > 0) {
		struct rlimit rl;

		rl.rlim_cur = rl.rlim_max = (rlim_t)memory_mb << 20;
		setrlimit(RLIMIT_AS, &rl);
	}
#else
	(void)memory_mb;
#endif
	signal(SIGPIPE, SIG_IGN);
	while (io_read_all(0, &j, sizeof(j), -1) == 0) {
		struct error err = { 0 };
		const struct kept *k;

		if (j.magic != JOB_MAGIC || j.source_len > MAX_SOURCE ||
		    (source = malloc(j.source_len + 1)) == NULL ||
		    io_read_all(0, source, j.source_len, -1) != 0) {
			status = 1;
			break;
		}
		j.id[STORE_ID_LEN] = '\0';
		j.opt.focus[sizeof(j.opt.focus) - 1] = '\0';
		if ((k = job_graph(kept, &j, source, &err)) == NULL ||
		    render_graph(k->g, k->mt, &j.opt,
		    (enum render_format)j.format, &out, &out_len, &err) == -1) {
			error_format(&err, msg, sizeof(msg));
			if (answer(0, msg, strlen(msg)) == -1)
				status = 1;
		} else if (answer(1, out, out_len) == -1) {
			status = 1;
		}
		free(out);
		free(source);
		out = source = NULL;
		if (status != 0)
			break;
	}
	free(source);
	for (i = 0; i < KEPT_GRAPHS; i++) {
		modules_free(kept[i].mt);
		fx_graph_free(kept[i].g);
	}
	render_cleanup();
	return status;
}

/* ---- the pool ---------------------------------------------------------- */

/* The thread that holds a worker busy changes its pid; stats read it. */
static void
set_pid(struct worker *w, pid_t pid)
{
	__atomic_store_n(&w->pid, pid, __ATOMIC_RELEASE);
}

static int
spawn(struct worker_pool *p, struct worker *w)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t attr;
	sigset_t none, deflt;
	int to[2] = { -1, -1 }, from[2] = { -1, -1 };
	char mem[32];
	char *argv[] = { p->exe, "worker", "--memory-mb", mem, NULL };
	pid_t pid;
	int rc;

	snprintf(mem, sizeof(mem), "%zu", p->limits.memory_mb);
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

struct worker_pool *
worker_pool_new(const char *exe, int n, const struct worker_limits *limits,
    struct error *err)
{
	struct worker_pool *p = calloc(1, sizeof(*p));
	int i, started = 0;

	if (p == NULL || (p->exe = strdup(exe)) == NULL ||
	    (p->w = calloc((size_t)n, sizeof(*p->w))) == NULL) {
		if (p != NULL)
			free(p->exe);
		free(p);
		error_nomem(err);
		return NULL;
	}
	pthread_mutex_init(&p->lock, NULL);
	pthread_cond_init(&p->idle, NULL);
	p->limits = *limits;
	p->n = n;
	for (i = 0; i < n; i++)
		started += spawn(p, &p->w[i]) == 0;
	if (started == 0) {
		error_set(err, "cannot start render workers (%s): %s", exe,
		    strerror(errno));
		worker_pool_free(p);
		return NULL;
	}
	return p;
}

void
worker_pool_free(struct worker_pool *p)
{
	int i;

	if (p == NULL)
		return;
	for (i = 0; i < p->n; i++)
		stop(&p->w[i], 0);
	pthread_cond_destroy(&p->idle);
	pthread_mutex_destroy(&p->lock);
	free(p->w);
	free(p->exe);
	free(p);
}

/* A free worker, marked busy, or NULL when none frees up in time. */
static struct worker *
acquire(struct worker_pool *p, int64_t deadline)
{
	struct worker *w = NULL;
	int i;

	pthread_mutex_lock(&p->lock);
	for (;;) {
		struct timespec ts;
		int64_t left;

		for (i = 0; i < p->n && w == NULL; i++)
			if (!p->w[i].busy)
				w = &p->w[i];
		if (w != NULL || (left = deadline - io_now_ms()) <= 0)
			break;
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_sec += left / 1000;
		ts.tv_nsec += (left % 1000) * 1000000;
		if (ts.tv_nsec >= 1000000000) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000;
		}
		pthread_cond_timedwait(&p->idle, &p->lock, &ts);
	}
	if (w != NULL)
		w->busy = 1;
	pthread_mutex_unlock(&p->lock);
	return w;
}

static void
release(struct worker_pool *p, struct worker *w)
{
	pthread_mutex_lock(&p->lock);
	w->busy = 0;
	pthread_cond_signal(&p->idle);
	pthread_mutex_unlock(&p->lock);
}

static void
count(struct worker_pool *p, uint64_t *counter)
{
	pthread_mutex_lock(&p->lock);
	(*counter)++;
	pthread_mutex_unlock(&p->lock);
}

/* The worker failed us: end it, and say how it died. */
static void
describe_death(struct worker *w, char *msg, size_t size)
{
	int status = stop(w, 1);

	if (WIFSIGNALED(status))
		snprintf(msg, size, "the render worker died (%s)",
		    strsignal(WTERMSIG(status)));
	else
		snprintf(msg, size, "the render worker exited (status %d)",
		    WEXITSTATUS(status));
}

void
worker_pool_render(struct worker_pool *p, const char *id, const char *source,
    size_t len, const struct view_options *o, enum render_format f,
    struct worker_result *r)
{
	int64_t deadline = io_now_ms() + p->limits.timeout_ms;
	struct job j;
	struct answer a;
	struct worker *w;
	int rc, status;

	memset(r, 0, sizeof(*r));
	if ((w = acquire(p, deadline)) == NULL) {
		r->outcome = WORKER_TIMEOUT;
		snprintf(r->msg, sizeof(r->msg), "every render worker stayed "
		    "busy past the time limit (%d s)", p->limits.timeout_ms /
		    1000);
		return;
	}
	/* A worker that died while idle (killed from outside) is replaced
	 * now, rather than failing this request. */
	if (w->pid != 0 && waitpid(w->pid, &status, WNOHANG) == w->pid) {
		close(w->to);
		close(w->from);
		set_pid(w, 0);
		count(p, &p->crashes);
	}
	if (w->pid == 0 && spawn(p, w) == -1) {
		r->outcome = WORKER_UNAVAILABLE;
		snprintf(r->msg, sizeof(r->msg), "cannot start a render worker: "
		    "%s", strerror(errno));
		release(p, w);
		return;
	}
	memset(&j, 0, sizeof(j));
	j.magic = JOB_MAGIC;
	j.format = (uint32_t)f;
	memcpy(j.id, id, STORE_ID_LEN);
	j.opt = *o;
	j.source_len = len;
	rc = io_write_all(w->to, &j, sizeof(j), deadline);
	if (rc == 0)
		rc = io_write_all(w->to, source, len, deadline);
	if (rc == 0)
		rc = io_read_all(w->from, &a, sizeof(a), deadline);
	if (rc == 0 && (a.magic != ANSWER_MAGIC || a.len > MAX_OUTPUT ||
	    (r->data = malloc(a.len + 1)) == NULL))
		rc = -1;
	if (rc == 0)
		rc = io_read_all(w->from, r->data, a.len, deadline);

	if (rc == -2) {
		stop(w, 1);
		r->outcome = WORKER_TIMEOUT;
		snprintf(r->msg, sizeof(r->msg), "rendering took longer than "
		    "the time limit (%d s)", p->limits.timeout_ms / 1000);
		count(p, &p->timeouts);
	} else if (rc == -1) {
		describe_death(w, r->msg, sizeof(r->msg));
		r->outcome = WORKER_CRASHED;
		count(p, &p->crashes);
	} else if (!a.ok) {
		r->outcome = WORKER_FAILED;
		snprintf(r->msg, sizeof(r->msg), "%.*s", (int)a.len, r->data);
	} else {
		r->outcome = WORKER_OK;
		r->data[a.len] = '\0';
		r->len = a.len;
		count(p, &p->renders);
		if (++w->renders >= p->limits.max_renders) {
			stop(w, 0);
			count(p, &p->recycled);
		}
	}
	if (r->outcome != WORKER_OK) {
		free(r->data);
		r->data = NULL;
	}
	/* Replace a worker that is gone now, not at the next request. */
	if (w->pid == 0)
		spawn(p, w);
	release(p, w);
}

void
worker_pool_stats(struct worker_pool *p, struct worker_stats *s)
{
	int i;

	pthread_mutex_lock(&p->lock);
	s->alive = 0;
	for (i = 0; i < p->n; i++)
		s->alive += __atomic_load_n(&p->w[i].pid, __ATOMIC_ACQUIRE) != 0;
	s->renders = p->renders;
	s->timeouts = p->timeouts;
	s->crashes = p->crashes;
	s->recycled = p->recycled;
	pthread_mutex_unlock(&p->lock);
}
