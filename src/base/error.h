/* error: what went wrong with an input, and where (line and column). */
#ifndef FXVIZ_ERROR_H
#define FXVIZ_ERROR_H

#include <stdarg.h>
#include <stddef.h>

/* What kind of failure: the daemon answers each kind with one HTTP
 * status (daemon/reply.c has the table). Loaders leave ERROR_INPUT. */
enum error_kind {
	ERROR_INPUT,		/* the input is wrong: its place is in line/column */
	ERROR_DENIED,		/* a write without the server's token */
	ERROR_FORBIDDEN,	/* a write another site's page sent */
	ERROR_MISDIRECTED,	/* a Host this server does not answer for */
	ERROR_NOT_FOUND,	/* no such graph, node or file */
	ERROR_METHOD,		/* not a method the resource takes */
	ERROR_NOT_IMPLEMENTED,	/* not a method HTTP knows */
	ERROR_CONFLICT,		/* the request fights the state (a start-up file) */
	ERROR_TOO_LARGE,	/* a request body past the limit */
	ERROR_LIMIT,		/* an input past a limit of this server (nodes) */
	ERROR_FULL,		/* the server holds all it may (--max-held-mb) */
	ERROR_NOMEM,		/* out of memory */
	ERROR_IO,		/* the disk or a pipe failed */
	ERROR_INTERNAL,		/* a render failed, a worker died */
	ERROR_TIMEOUT,		/* a render ran past its time limit */
	ERROR_BUSY,		/* no render worker came free in time: retry */
	ERROR_UNAVAILABLE	/* no render worker at all, or the store
				 * (PostgreSQL) is down */
};
#define ERROR_N_KINDS	(ERROR_UNAVAILABLE + 1)

struct error {
	enum error_kind kind;
	int line;	/* 1-based; 0 when no place applies */
	int column;	/* 1-based, in characters; 0 when no place applies */
	char msg[512];
};

/* Sets a message with no place, of kind ERROR_INPUT. err may be NULL. */
void error_set(struct error *err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* The same, of the kind given. */
void error_kind_set(struct error *err, enum error_kind kind,
    const char *fmt, ...) __attribute__((format(printf, 3, 4)));

void error_vset(struct error *err, enum error_kind kind, const char *fmt,
    va_list ap) __attribute__((format(printf, 3, 0)));

/* "out of memory", of kind ERROR_NOMEM. */
void error_nomem(struct error *err);

/* The kind's name ("input", "no memory", ...), for logs and tests. */
const char *error_kind_name(enum error_kind kind);

/* Sets a message (ERROR_INPUT) placed at byte offset off of buf: the line and the
 * column (counted in UTF-8 characters) are worked out from the text. */
void error_at(struct error *err, const char *buf, size_t len, size_t off,
    const char *fmt, ...) __attribute__((format(printf, 5, 6)));

void error_vat(struct error *err, const char *buf, size_t len, size_t off,
    const char *fmt, va_list ap) __attribute__((format(printf, 5, 0)));

/* Prints "fxviz: WHAT PATH:LINE:COLUMN: msg" (or without the place) on
 * stderr: the form editors jump to. what is "" or ends in a space. */
void error_report(const char *what, const char *path,
    const struct error *err);

/* Writes "line L, column C: msg" (or just msg) into out. */
void error_format(const struct error *err, char *out, size_t size);

/* Where in buf the byte offset off falls: 1-based line and column. */
void error_place(const char *buf, size_t len, size_t off, int *line, int *col);

#endif
