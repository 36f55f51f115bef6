/* value: argument trees, and printing them the way FX does. */
#include "config.h"

#include "model/value.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/buf.h"

struct fx_value *
value_new(struct arena *a, enum fx_kind kind, uint32_t n)
{
	struct fx_value *v = arena_alloc(a, sizeof(*v));

	if (v == NULL)
		return NULL;
	v->kind = kind;
	v->n = n;
	if (n > 0) {
		v->items = arena_alloc(a, n * sizeof(*v->items));
		if (v->items == NULL)
			return NULL;
		if (kind == FXV_DICT &&
		    (v->keys = arena_alloc(a, n * sizeof(*v->keys))) == NULL)
			return NULL;
	}
	return v;
}

struct fx_value *
value_of_items(struct arena *a, enum fx_kind kind,
    struct fx_value *const *items, const char *const *keys, uint32_t n)
{
	struct fx_value *v = value_new(a, kind, n);
	uint32_t i;

	for (i = 0; v != NULL && i < n; i++) {
		v->items[i] = items[i];
		if (kind == FXV_DICT)
			v->keys[i] = keys[i];
	}
	return v;
}

void
value_each_node(const struct fx_value *v, void (*fn)(uint32_t, void *),
    void *ctx)
{
	uint32_t i;

	if (v == NULL)
		return;
	if (v->kind == FXV_NODE) {
		fn(v->node, ctx);
		return;
	}
	for (i = 0; i < v->n; i++)
		value_each_node(v->items[i], fn, ctx);
}

void
value_float_repr(double d, char *out)
{
	char tmp[40], digits[24];
	int p, exp, nd = 0, neg, i;
	const char *s;

	if (isnan(d)) {
		strcpy(out, "nan");
		return;
	}
	if (isinf(d)) {
		strcpy(out, d < 0 ? "-inf" : "inf");
		return;
	}
	if (d == 0) {
		strcpy(out, signbit(d) ? "-0.0" : "0.0");
		return;
	}
	/* The shortest digit string that reads back as d, as Python does. */
	for (p = 1; p < 17; p++) {
		snprintf(tmp, sizeof(tmp), "%.*e", p - 1, d);
		if (strtod(tmp, NULL) == d)
			break;
	}
	snprintf(tmp, sizeof(tmp), "%.*e", p - 1, d);
	s = tmp;
	neg = *s == '-';
	if (neg)
		s++;
	for (; *s != 'e'; s++)
		if (*s != '.')
			digits[nd++] = *s;
	exp = atoi(s + 1);
	while (nd > 1 && digits[nd - 1] == '0')
		nd--;
	digits[nd] = '\0';

	if (neg)
		*out++ = '-';
	if (exp >= -4 && exp < 16) {
		if (exp >= 0) {
			for (i = 0; i <= exp; i++)
				*out++ = i < nd ? digits[i] : '0';
			*out++ = '.';
			if (nd > exp + 1)
				for (i = exp + 1; i < nd; i++)
					*out++ = digits[i];
			else
				*out++ = '0';
		} else {
			*out++ = '0';
			*out++ = '.';
			for (i = 0; i < -exp - 1; i++)
				*out++ = '0';
			for (i = 0; i < nd; i++)
				*out++ = digits[i];
		}
		*out = '\0';
	} else {
		*out++ = digits[0];
		if (nd > 1) {
			*out++ = '.';
			for (i = 1; i < nd; i++)
				*out++ = digits[i];
		}
		sprintf(out, "e%c%02d", exp < 0 ? '-' : '+', abs(exp));
	}
}

int
value_parse_number(const char *s, size_t n, struct fx_value *v)
{
	char tmp[64];
	size_t i = 0, ndig = 0;
	int is_float = 0;

	if (n == 0 || n >= sizeof(tmp))
		return -1;
	memcpy(tmp, s, n);
	tmp[n] = '\0';
	if (strcmp(tmp, "inf") == 0 || strcmp(tmp, "-inf") == 0 ||
	    strcmp(tmp, "nan") == 0) {
		v->kind = FXV_FLOAT;
		v->num.real = tmp[0] == 'n' ? NAN : tmp[0] == '-' ? -INFINITY :
		    INFINITY;
		return 0;
	}
	if (tmp[i] == '-')
		i++;
	for (; tmp[i] >= '0' && tmp[i] <= '9'; i++)
		ndig++;
	if (ndig == 0)
		return -1;
	if (tmp[i] == '.') {
		is_float = 1;
		for (i++; tmp[i] >= '0' && tmp[i] <= '9'; i++)
			;
	}
	if (tmp[i] == 'e' || tmp[i] == 'E') {
		is_float = 1;
		i++;
		if (tmp[i] == '+' || tmp[i] == '-')
			i++;
		if (tmp[i] < '0' || tmp[i] > '9')
			return -1;
		for (; tmp[i] >= '0' && tmp[i] <= '9'; i++)
			;
	}
	if (i != n)
		return -1;
	errno = 0;
	if (is_float) {
		v->kind = FXV_FLOAT;
		v->num.real = strtod(tmp, NULL);
	} else {
		v->kind = FXV_INT;
		v->num.integer = strtoll(tmp, NULL, 10);
		if (errno == ERANGE)
			return -1;	/* Python ints are unbounded: keep as text */
	}
	return 0;
}

int
value_quote(struct buf *b, const char *s)
{
	char q = strchr(s, '\'') != NULL && strchr(s, '"') == NULL ? '"' : '\'';

	buf_addc(b, q);
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '\\' || c == (unsigned char)q) {
			buf_addc(b, '\\');
			buf_addc(b, (char)c);
		} else if (c == '\n') {
			buf_adds(b, "\\n");
		} else if (c == '\r') {
			buf_adds(b, "\\r");
		} else if (c == '\t') {
			buf_adds(b, "\\t");
		} else if (c < 0x20 || c == 0x7f) {
			buf_printf(b, "\\x%02x", c);
		} else {
			buf_addc(b, (char)c);
		}
	}
	return buf_addc(b, q);
}

static int
format_items(struct buf *b, const struct fx_value *v, const char *open,
    const char *close)
{
	uint32_t i;

	buf_adds(b, open);
	for (i = 0; i < v->n; i++) {
		if (i > 0)
			buf_adds(b, ", ");
		if (v->kind == FXV_DICT) {
			buf_adds(b, v->keys[i]);
			buf_adds(b, ": ");
		}
		value_format(b, v->items[i]);
	}
	if (v->kind == FXV_TUPLE && v->n == 1)
		buf_addc(b, ',');
	return buf_adds(b, close);
}

int
value_format(struct buf *b, const struct fx_value *v)
{
	char num[32];

	if (v == NULL)
		return buf_adds(b, "None");
	switch (v->kind) {
	case FXV_NONE:
		return buf_adds(b, "None");
	case FXV_BOOL:
		return buf_adds(b, v->num.boolean ? "True" : "False");
	case FXV_INT:
		return buf_printf(b, "%" PRId64, v->num.integer);
	case FXV_FLOAT:
		value_float_repr(v->num.real, num);
		return buf_adds(b, num);
	case FXV_STR:
		return buf_adds(b, v->text);	/* FX prints strings bare */
	case FXV_RAW:
		return buf_adds(b, v->text);
	case FXV_ELLIPSIS:
		return buf_adds(b, "Ellipsis");
	case FXV_NODE:
		buf_addc(b, '%');
		return buf_adds(b, v->text);
	case FXV_TUPLE:
		return format_items(b, v, "(", ")");
	case FXV_LIST:
		return format_items(b, v, "[", "]");
	case FXV_DICT:
		return format_items(b, v, "{", "}");
	case FXV_SLICE:
		return format_items(b, v, "slice(", ")");
	}
	return 0;
}
