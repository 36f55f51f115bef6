/* error: messages with a place in the input. */
#include "config.h"

#include "base/error.h"

#include <stdarg.h>
#include <stdio.h>

void
error_place(const char *buf, size_t len, size_t off, int *line, int *col)
{
	size_t i;
	int l = 1, c = 1;

	if (off > len)
		off = len;
	for (i = 0; i < off; i++) {
		unsigned char ch = (unsigned char)buf[i];

		if (ch == '\n') {
			l++;
			c = 1;
		} else if ((ch & 0xc0) != 0x80) {
			c++;	/* continuation bytes belong to the last character */
		}
	}
	*line = l;
	*col = c;
}

void
error_vset(struct error *err, enum error_kind kind, const char *fmt,
    va_list ap)
{
	if (err == NULL)
		return;
	err->kind = kind;
	err->line = err->column = 0;
	vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
}

void
error_set(struct error *err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	error_vset(err, ERROR_INPUT, fmt, ap);
	va_end(ap);
}

void
error_kind_set(struct error *err, enum error_kind kind, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	error_vset(err, kind, fmt, ap);
	va_end(ap);
}

void
error_nomem(struct error *err)
{
	error_kind_set(err, ERROR_NOMEM, "out of memory");
}

const char *
error_kind_name(enum error_kind kind)
{
	static const char *const names[] = {
		[ERROR_INPUT] = "input",
		[ERROR_DENIED] = "denied",
		[ERROR_FORBIDDEN] = "forbidden",
		[ERROR_NOT_FOUND] = "not found",
		[ERROR_METHOD] = "method",
		[ERROR_NOT_IMPLEMENTED] = "not implemented",
		[ERROR_CONFLICT] = "conflict",
		[ERROR_TOO_LARGE] = "too large",
		[ERROR_LIMIT] = "limit",
		[ERROR_FULL] = "full",
		[ERROR_NOMEM] = "no memory",
		[ERROR_IO] = "I/O",
		[ERROR_INTERNAL] = "internal",
		[ERROR_TIMEOUT] = "timeout",
		[ERROR_BUSY] = "busy",
		[ERROR_UNAVAILABLE] = "unavailable",
	};

	return (unsigned)kind < sizeof(names) / sizeof(names[0]) ?
	    names[kind] : "unknown";
}

void
error_vat(struct error *err, const char *buf, size_t len, size_t off,
    const char *fmt, va_list ap)
{
	if (err == NULL)
		return;
	err->kind = ERROR_INPUT;
	error_place(buf, len, off, &err->line, &err->column);
	vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
}

void
error_at(struct error *err, const char *buf, size_t len, size_t off,
    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	error_vat(err, buf, len, off, fmt, ap);
	va_end(ap);
}

void
error_report(const char *what, const char *path, const struct error *err)
{
	if (err->line > 0)
		fprintf(stderr, "fxviz: %s%s:%d:%d: %s\n", what, path, err->line,
		    err->column, err->msg);
	else
		fprintf(stderr, "fxviz: %s%s: %s\n", what, path, err->msg);
}

void
error_format(const struct error *err, char *out, size_t size)
{
	if (err->line > 0)
		snprintf(out, size, "line %d, column %d: %s", err->line,
		    err->column, err->msg);
	else
		snprintf(out, size, "%s", err->msg);
}
