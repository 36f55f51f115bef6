/* forks: tasks in child processes, outputs back through one pipe each. */
#include "config.h"

#include "base/forks.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/error.h"
#include "base/fault.h"
#include "base/io.h"

#define FORKS_MAX	16	/* children at most, whatever jobs says */
#define RECORD_MAGIC	0x666b7331u	/* "fks1" */

/* What a child writes for each task, then len bytes: the output, or the
 * error's message. */
struct record {
	uint32_t magic, k, ok, flags;
	uint32_t kind;
	int32_t line, column;
	uint32_t pad;
	uint64_t len;
};

/* A child, and the record its pipe is in the middle of: its header,
 * then its output, read straight into the buffer the output keeps. */
struct child {
	pid_t pid;
	int fd;			/* read end; -1 at EOF */
	struct record r;
	size_t have;		/* bytes of r, then of body, read */
	char *body;		/* NULL: r is being read */
	int stopped;		/* a record it sent failed, or was not one:
				 * the rest is read and dropped */
	int sent_failure;	/* and err is the failure it sent */
	struct error err;
};

int
forks_cores(void)
{
	cpu_set_t set;
	int n;

	if (sched_getaffinity(0, sizeof(set), &set) == 0 &&
	    (n = CPU_COUNT(&set)) > 0)
		return n;
	n = (int)sysconf(_SC_NPROCESSORS_ONLN);
	return n > 0 ? n : 1;
}

static int
run_here(uint32_t n, forks_task task, void *ctx, struct forks_out *outs,
    uint32_t *flags, struct error *err)
{
	uint32_t k;

	for (k = 0; k < n; k++) {
		struct forks_out o = { NULL, 0, 0 };
		int rc = task(k, ctx, &o, err);

		*flags |= o.flags;
		if (rc == -1) {
			free(o.data);
			while (k-- > 0) {
				free(outs[k].data);
				outs[k].data = NULL;
			}
			return -1;
		}
		outs[k] = o;
	}
	return 0;
}

/* A child's address-space limit: what it has now, which it shares with
 * the parent until written, and its share of the parent's headroom. */
static void
share_memory(int jobs)
{
	struct rlimit rl;
	unsigned long pages;
	rlim_t now;
	FILE *f;

	if (getrlimit(RLIMIT_AS, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY ||
	    (f = fopen("/proc/self/statm", "r")) == NULL)
		return;
	if (fscanf(f, "%lu", &pages) == 1) {
		now = (rlim_t)pages * (rlim_t)sysconf(_SC_PAGESIZE);
		if (now < rl.rlim_cur) {
			rl.rlim_cur = now + (rl.rlim_cur - now) / (rlim_t)jobs;
			setrlimit(RLIMIT_AS, &rl);
		}
	}
	fclose(f);
}

static int
send_record(int fd, uint32_t k, int ok, const struct forks_out *o,
    const struct error *err)
{
	struct record r;
	const char *data = ok ? o->data : err->msg;

	memset(&r, 0, sizeof(r));
	r.magic = RECORD_MAGIC;
	r.k = k;
	r.ok = (uint32_t)ok;
	r.flags = o->flags;
	r.kind = ok ? 0 : (uint32_t)err->kind;
	r.line = ok ? 0 : err->line;
	r.column = ok ? 0 : err->column;
	r.len = ok ? o->len : strlen(err->msg);
	if (io_write_all(fd, &r, sizeof(r), -1) != 0)
		return -1;
	return r.len == 0 ? 0 : io_write_all(fd, data, (size_t)r.len, -1);
}

/* In the child: its tasks, each sent as it ends; the first failure ends
 * them. Never returns. */
static void
child_main(int fd, pid_t parent, uint32_t first, uint32_t n, int jobs,
    forks_task task, void *ctx)
{
	uint32_t k;

	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != parent)
		_exit(1);	/* the parent is gone already */
	signal(SIGPIPE, SIG_IGN);
	share_memory(jobs);
	for (k = first; k < n; k += (uint32_t)jobs) {
		struct forks_out o = { NULL, 0, 0 };
		struct error err;
		int rc;

		memset(&err, 0, sizeof(err));
		rc = task(k, ctx, &o, &err);
		if (k > 0 && fault_inject("forks_crash"))
			raise(SIGKILL);	/* no handler, a sanitizer's either */
		if (send_record(fd, k, rc == 0, &o, &err) != 0)
			_exit(1);
		free(o.data);
		if (rc != 0)
			break;
	}
	_exit(0);
}

/* Takes got bytes of child c's pipe: into its record's header or its
 * output. A whole output goes to outs; a failure sent, or bytes that
 * are no record (a task number out of range, or sent twice), stop the
 * child's records. -1 when out of memory. */
static int
advance(struct child *c, size_t got, uint32_t n, struct forks_out *outs,
    uint32_t *flags)
{
	c->have += got;
	if (c->body == NULL) {
		if (c->have < sizeof(c->r))
			return 0;
		if (c->r.magic != RECORD_MAGIC || c->r.k >= n ||
		    (c->r.ok && outs[c->r.k].data != NULL) ||
		    c->r.len >= SIZE_MAX / 2) {
			c->stopped = 1;
			return 0;
		}
		*flags |= c->r.flags;
		if ((c->body = malloc((size_t)c->r.len + 1)) == NULL)
			return -1;
		c->have = 0;
	}
	if (c->have < (size_t)c->r.len)
		return 0;
	c->body[c->r.len] = '\0';
	if (c->r.ok) {
		outs[c->r.k].data = c->body;
		outs[c->r.k].len = (size_t)c->r.len;
		outs[c->r.k].flags = c->r.flags;
	} else {
		error_kind_set(&c->err, (enum error_kind)c->r.kind, "%s",
		    c->body);
		c->err.line = c->r.line;
		c->err.column = c->r.column;
		c->sent_failure = 1;
		c->stopped = 1;
		free(c->body);
	}
	c->body = NULL;
	c->have = 0;
	return 0;
}

/* Reads every child's pipe to its end, as they write, each output into
 * its own buffer in outs (advance). -1 when out of memory or when poll
 * fails. */
static int
drain(struct child *c, int jobs, uint32_t n, struct forks_out *outs,
    uint32_t *flags)
{
	struct pollfd pfd[FORKS_MAX];
	char scrap[65536];
	int i, open = jobs;

	while (open > 0) {
		int m = 0;

		for (i = 0; i < jobs; i++)
			if (c[i].fd != -1) {
				pfd[m].fd = c[i].fd;
				pfd[m].events = POLLIN;
				pfd[m].revents = 0;
				m++;
			}
		if (poll(pfd, (nfds_t)m, -1) == -1) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		for (i = 0; i < jobs; i++) {
			struct child *ch = &c[i];
			char *to;
			size_t want;
			ssize_t got;
			int j;

			for (j = 0; j < m && pfd[j].fd != ch->fd; j++)
				;
			if (ch->fd == -1 || j == m || pfd[j].revents == 0)
				continue;
			if (ch->stopped) {
				to = scrap;
				want = sizeof(scrap);
			} else if (ch->body == NULL) {
				to = (char *)&ch->r + ch->have;
				want = sizeof(ch->r) - ch->have;
			} else {
				to = ch->body + ch->have;
				want = (size_t)ch->r.len - ch->have;
			}
			got = read(ch->fd, to, want);
			if (got == -1 && (errno == EINTR || errno == EAGAIN))
				continue;
			if (got <= 0) {
				close(ch->fd);
				ch->fd = -1;
				open--;
			} else if (!ch->stopped &&
			    advance(ch, (size_t)got, n, outs, flags) == -1) {
				return -1;
			}
		}
	}
	return 0;
}

static void
reap(struct child *c, int *status)
{
	while (waitpid(c->pid, status, 0) == -1 && errno == EINTR)
		;
}

int
forks_run(uint32_t n, int jobs, forks_task task, void *ctx,
    struct forks_out *outs, uint32_t *flags, struct error *err)
{
	struct child c[FORKS_MAX];
	pid_t self = getpid();
	int i, started = 0, rc = 0, failed = 0, nomem = 0;
	uint32_t k;

	*flags = 0;
	memset(outs, 0, n * sizeof(*outs));
	if (jobs > FORKS_MAX)
		jobs = FORKS_MAX;
	if (jobs > (int)n)
		jobs = (int)n;
	if (jobs <= 1)
		return run_here(n, task, ctx, outs, flags, err);
	fflush(NULL);	/* nothing buffered is written twice */
	for (i = 0; i < jobs; i++) {
		int fd[2];

		memset(&c[i], 0, sizeof(c[i]));
		c[i].fd = -1;
		if (pipe2(fd, O_CLOEXEC) == -1)
			break;
		if ((c[i].pid = fork()) == -1) {
			close(fd[0]);
			close(fd[1]);
			break;
		}
		if (c[i].pid == 0) {
			int j;

			for (j = 0; j < i; j++)
				close(c[j].fd);
			close(fd[0]);
			child_main(fd[1], self, (uint32_t)i, n, jobs, task, ctx);
		}
		close(fd[1]);
		c[i].fd = fd[0];
		started++;
	}
	if (started < jobs) {
		/* no more processes to be had: every task here instead */
		for (i = 0; i < started; i++) {
			kill(c[i].pid, SIGKILL);
			close(c[i].fd);
			reap(&c[i], &rc);
		}
		return run_here(n, task, ctx, outs, flags, err);
	}
	if (drain(c, jobs, n, outs, flags) == -1)
		nomem = 1;
	for (i = 0; i < jobs; i++) {
		int status = 0, whole;

		if (nomem) {
			kill(c[i].pid, SIGKILL);
			if (c[i].fd != -1)
				close(c[i].fd);
		}
		reap(&c[i], &status);
		if (nomem)
			continue;
		/* the first child's failure, in the children's order */
		if (c[i].sent_failure && !failed) {
			failed = 1;
			*err = c[i].err;
		}
		whole = !c[i].stopped && c[i].body == NULL && c[i].have == 0;
		if ((!whole || !WIFEXITED(status) ||
		    WEXITSTATUS(status) != 0) && !failed) {
			failed = 1;
			if (WIFSIGNALED(status))
				error_kind_set(err, ERROR_INTERNAL, "a layout "
				    "process died of signal %d (%s)",
				    WTERMSIG(status), strsignal(WTERMSIG(status)));
			else
				error_kind_set(err, ERROR_INTERNAL, "a layout "
				    "process stopped short (exit status %d)",
				    WIFEXITED(status) ? WEXITSTATUS(status) : -1);
		}
	}
	for (i = 0; i < jobs; i++)
		free(c[i].body);	/* a record cut short */
	for (k = 0; k < n && !failed && !nomem; k++)
		if (outs[k].data == NULL) {
			failed = 1;
			error_kind_set(err, ERROR_INTERNAL, "a layout process "
			    "sent nothing for part %u", k);
		}
	if (!failed && !nomem)
		return 0;
	if (nomem)
		error_nomem(err);
	for (k = 0; k < n; k++) {
		free(outs[k].data);
		outs[k].data = NULL;
	}
	return -1;
}
