/* error: what went wrong with an input, and where (line and column). */
#ifndef FXVIZ_ERROR_H
#define FXVIZ_ERROR_H

#include <stdarg.h>
#include <stddef.h>

struct error {
	int line;	/* 1-based; 0 when no place applies */
	int column;	/* 1-based, in characters; 0 when no place applies */
	char msg[512];
};

/* Sets a message with no place. err may be NULL. */
void error_set(struct error *err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Sets a message placed at byte offset off of buf: the line and the
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
