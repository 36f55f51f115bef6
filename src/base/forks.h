/* forks: independent tasks run in child processes, on every core, their
 * outputs brought back to the parent in task order. */
#ifndef FXVIZ_FORKS_H
#define FXVIZ_FORKS_H

#include <stddef.h>
#include <stdint.h>

struct error;

/* What one task made: data (malloc'd) and flags, bits the task wants the
 * parent to know of whether it succeeded or not (the parent ORs them). */
struct forks_out {
	char *data;
	size_t len;
	uint32_t flags;
};

/* Task k of ctx: fills out and returns 0, or returns -1 with err filled.
 * It runs in a child process (or in this one, see forks_run), so what it
 * changes in memory stays there: only out comes back. */
typedef int (*forks_task)(uint32_t k, void *ctx, struct forks_out *out,
    struct error *err);

/* The cores this process may run on (its CPU affinity), at least 1. */
int forks_cores(void);

/* Runs tasks 0..n-1 of ctx in up to jobs child processes (each takes the
 * tasks k, k + jobs, ...), while this one waits, and puts task k's output
 * in outs[k] (the caller frees each data). With jobs <= 1, n <= 1, or no
 * child to be had, runs them here, one after another: the same outputs.
 * A child dies with this process (PR_SET_PDEATHSIG) and shares its
 * address-space limit (RLIMIT_AS), when it has one: each may grow by its
 * share of what the parent had left. Returns 0, or -1 with err filled
 * (the first failed task's error, or ERROR_INTERNAL when a child died)
 * and nothing in outs; *flags gets the OR of every task's flags, either
 * way. */
int forks_run(uint32_t n, int jobs, forks_task task, void *ctx,
    struct forks_out *outs, uint32_t *flags, struct error *err);

#endif
