/* buf: a growable byte buffer; an allocation failure sticks until reset. */
#include "config.h"

#include "base/buf.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
reserve(struct buf *b, size_t extra)
{
	size_t cap;
	char *p;

	if (b->oom)
		return -1;
	if (extra < b->cap - b->len)
		return 0;
	if (extra > SIZE_MAX / 2 - b->len)
		goto fail;
	cap = b->cap ? b->cap : 256;
	while (cap - b->len <= extra)
		cap *= 2;
	if ((p = realloc(b->data, cap)) == NULL)
		goto fail;
	b->data = p;
	b->cap = cap;
	return 0;
fail:
	b->oom = 1;
	return -1;
}

int
buf_add(struct buf *b, const void *p, size_t n)
{
	if (reserve(b, n) == -1)
		return -1;
	if (n > 0)
		memcpy(b->data + b->len, p, n);
	b->len += n;
	b->data[b->len] = '\0';
	return 0;
}

int
buf_adds(struct buf *b, const char *s)
{
	return buf_add(b, s, strlen(s));
}

int
buf_addc(struct buf *b, char c)
{
	return buf_add(b, &c, 1);
}

int
buf_vprintf(struct buf *b, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0 || reserve(b, (size_t)n) == -1)
		return -1;
	vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
	return 0;
}

int
buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = buf_vprintf(b, fmt, ap);
	va_end(ap);
	return rc;
}

const char *
buf_cstr(struct buf *b)
{
	/* data is a string after this, empty or not: callers read it. */
	if (b->data == NULL && reserve(b, 0) == -1)
		return NULL;
	if (b->oom)
		return NULL;
	b->data[b->len] = '\0';
	return b->data;
}

char *
buf_steal(struct buf *b, size_t *len)
{
	char *p = b->oom ? NULL : b->data;

	if (p == NULL && !b->oom)
		p = calloc(1, 1);
	if (len != NULL)
		*len = p ? b->len : 0;
	if (b->oom)
		free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
	b->oom = 0;
	return p;
}

void
buf_reset(struct buf *b)
{
	b->len = 0;
	b->oom = 0;
	if (b->data != NULL)
		b->data[0] = '\0';
}

void
buf_free(struct buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
	b->oom = 0;
}
