/* annotation: torch's short text for a tensor, read into fxviz's meta. */
#include "config.h"

#include "format/annotation.h"

#include <string.h>

#include "base/arena.h"
#include "model/graph.h"

const char *
annotation_dtype(const char *s, size_t n)
{
	static const char *const map[][2] = {
		{ "f16", "torch.float16" }, { "f32", "torch.float32" },
		{ "f64", "torch.float64" }, { "bf16", "torch.bfloat16" },
		{ "i8", "torch.int8" }, { "i16", "torch.int16" },
		{ "i32", "torch.int32" }, { "i64", "torch.int64" },
		{ "u8", "torch.uint8" }, { "b8", "torch.bool" },
		{ "c32", "torch.complex32" }, { "c64", "torch.complex64" },
		{ "c128", "torch.complex128" },
	};
	size_t i;

	for (i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (strlen(map[i][0]) == n && memcmp(map[i][0], s, n) == 0)
			return map[i][1];
	return NULL;
}

static int
is_ident(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_';
}

static int
bad(const char **why, size_t *at, const char *msg, size_t off)
{
	*why = msg;
	*at = off;
	return -1;
}

int
annotation_tensor(struct arena *a, const char *s, size_t n,
    struct fx_tensor *t, const char **why, size_t *at)
{
	const char *e = s + n, *p = s, *dt, *q;
	int32_t ndim = 0, i;
	int depth;

	while (p < e && is_ident(*p))
		p++;
	if (p == s || p == e || *p != '[')
		return bad(why, at, "bad tensor annotation: expected "
		    "'DTYPE[SIZES]'", 0);
	dt = p;
	for (q = p + 1, depth = 0; q < e && *q != ']'; q++)
		if (*q == '(')
			depth++;
		else if (*q == ')')
			depth--;
		else if (*q == ',' && depth == 0)
			ndim++;	/* not the comma in Max(1, s0) */
	if (q == e)
		return bad(why, at, "bad tensor annotation: expected ']' to "
		    "close the sizes", n);
	if (q > p + 1)
		ndim++;
	t->ndim = ndim;
	t->dims = NULL;
	t->device = NULL;
	if (ndim > 0 && (t->dims = arena_alloc(a, (size_t)ndim *
	    sizeof(*t->dims))) == NULL)
		return -2;
	if ((t->dtype = annotation_dtype(s, (size_t)(dt - s))) == NULL &&
	    (t->dtype = arena_strndup(a, s, (size_t)(dt - s))) == NULL)
		return -2;
	for (i = 0, p = dt + 1; i < ndim; i++) {
		const char *d = p, *de;

		for (depth = 0; p < q && (*p != ',' || depth > 0); p++)
			if (*p == '(')
				depth++;
			else if (*p == ')')
				depth--;
		for (de = p; de > d && de[-1] == ' '; de--)
			;
		while (d < de && *d == ' ')
			d++;
		if (d == de)
			return bad(why, at, "bad tensor annotation: empty size",
			    (size_t)(d - s));
		if ((t->dims[i] = arena_strndup(a, d, (size_t)(de - d))) ==
		    NULL)
			return -2;
		p++;
	}
	p = q + 1;
	if (p < e && *p == '[') {
		if ((q = memchr(p, ']', (size_t)(e - p))) == NULL)
			return bad(why, at, "bad tensor annotation: expected "
			    "']' to close the strides", n);
		p = q + 1;
	}
	if (p < e && (t->device = arena_strndup(a, p, (size_t)(e - p))) ==
	    NULL)
		return -2;
	return 0;
}
