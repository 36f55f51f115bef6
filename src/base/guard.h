/* guard: what may cut a long piece of work short: a deadline, and
 * whether whoever asked for it is still there (a client that left, a
 * server stopping). */
#ifndef FXVIZ_GUARD_H
#define FXVIZ_GUARD_H

#include <stdint.h>

struct error;

struct guard {
	int64_t deadline;		/* io_now_ms() time; 0: none */
	int (*gone)(void *ctx);		/* NULL: never gone */
	void *ctx;
};

/* How often a loop over lines or nodes looks: often enough to stop within
 * milliseconds, rarely enough to cost nothing. */
#define GUARD_EVERY	4096

/* 0 while the work may go on; -1 with err filled (ERROR_LIMIT past the
 * deadline, ERROR_IO when gone). guard may be NULL: never cut short. */
int guard_check(const struct guard *guard, struct error *err);

#endif
