/* buf: a growable byte buffer for building text (labels, JSON, replies). */
#ifndef FXVIZ_BUF_H
#define FXVIZ_BUF_H

#include <stdarg.h>
#include <stddef.h>

struct buf {
	char *data;	/* NUL-terminated when len > 0 or after buf_cstr */
	size_t len;
	size_t cap;
	int oom;	/* set once an append failed; later appends do nothing */
};

#define BUF_INIT { NULL, 0, 0, 0 }

/* Appends n bytes. Returns 0, or -1 (and sets oom) when out of memory. */
int buf_add(struct buf *b, const void *p, size_t n);
int buf_adds(struct buf *b, const char *s);
int buf_addc(struct buf *b, char c);
int buf_printf(struct buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
int buf_vprintf(struct buf *b, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));

/* The contents as a C string ("" when empty); NULL if an append failed. */
const char *buf_cstr(struct buf *b);

/* Hands the malloc'd contents to the caller (NULL if an append failed)
 * and leaves b empty. */
char *buf_steal(struct buf *b, size_t *len);

void buf_reset(struct buf *b);
void buf_free(struct buf *b);

#endif
