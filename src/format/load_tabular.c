/* load_tabular: reads the table of graph.print_tabular() (tabulate's
 * "simple" format).
 *
 * The dashed rule under the header gives every column's first character;
 * a cell runs from there to the next column. tabulate counts characters,
 * not bytes, so columns are counted in code points. Two passes, as in
 * load_fxir: the rows' frames add the nodes, then args and kwargs are read
 * with load_fxir's value reader, which can then resolve every name. */
#include "config.h"

#include "format/load_tabular.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/error.h"
#include "base/guard.h"
#include "base/utf8.h"
#include "format/load_fxir.h"
#include "model/graph.h"

#define N_COLS 5
enum { COL_OPCODE, COL_NAME, COL_TARGET, COL_ARGS, COL_KWARGS };

static const char *const headers[N_COLS] = {
	"opcode", "name", "target", "args", "kwargs"
};

/* Where a row's values are, for the second pass. */
struct cells {
	uint32_t node;
	size_t args, args_end, kwargs, kwargs_end;
};

struct loader {
	const char *buf;
	size_t len;
	struct fx_graph *g;
	struct error *err;
	const struct guard *guard;	/* or NULL */
	size_t col[N_COLS];	/* each column's first character, in code points */
	struct cells *rows;
	size_t n_rows, cap_rows;
	uint32_t line;
};

static int fail_at(struct loader *l, const char *at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
fail_at(struct loader *l, const char *at, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	error_vat(l->err, l->buf, l->len, (size_t)(at - l->buf), fmt, ap);
	va_end(ap);
	return -1;
}

/* The line from s: its end (without '\n') and the next line's start. */
static const char *
line_end(const char *s, const char *end, const char **next)
{
	const char *eol = memchr(s, '\n', (size_t)(end - s));

	if (eol == NULL) {
		*next = end;
		return end;
	}
	*next = eol + 1;
	return eol > s && eol[-1] == '\r' ? eol - 1 : eol;
}

static int
blank(const char *s, const char *e)
{
	for (; s < e; s++)
		if (*s != ' ' && *s != '\t')
			return 0;
	return 1;
}

/* The byte of [s, e) that is code point number cp, or e. */
static const char *
at_char(const char *s, const char *e, size_t cp)
{
	for (; s < e && cp > 0; cp--) {
		s++;
		while (s < e && ((unsigned char)*s & 0xc0) == 0x80)
			s++;
	}
	return s;
}

static void
trim(const char **s, const char **e)
{
	while (*s < *e && **s == ' ')
		(*s)++;
	while (*e > *s && (*e)[-1] == ' ')
		(*e)--;
}

/* The header line and the rule under it. */
static int
read_header(struct loader *l, const char *h, const char *he, const char *r,
    const char *re)
{
	const char *p = r, *cell, *cell_end;
	size_t n = 0, i;

	while (p < re) {
		if (*p == ' ') {
			p++;
			continue;
		}
		if (*p != '-')
			return fail_at(l, p, "expected the dashed rule under the "
			    "header ('-------  ----  ...')");
		if (n == N_COLS)
			return fail_at(l, p, "the rule has more than %d columns "
			    "(opcode name target args kwargs)", N_COLS);
		l->col[n++] = (size_t)(p - r);	/* the rule is ASCII */
		while (p < re && *p == '-')
			p++;
	}
	if (n < N_COLS)
		return fail_at(l, re, "the rule has %zu columns, expected %d "
		    "(opcode name target args kwargs)", n, N_COLS);
	for (i = 0; i < N_COLS; i++) {
		cell = at_char(h, he, l->col[i]);
		cell_end = i + 1 < N_COLS ? at_char(h, he, l->col[i + 1]) : he;
		trim(&cell, &cell_end);
		if ((size_t)(cell_end - cell) != strlen(headers[i]) ||
		    memcmp(cell, headers[i], strlen(headers[i])) != 0)
			return fail_at(l, cell, "expected the header '%s' in "
			    "column %zu of the table", headers[i], i + 1);
	}
	return 0;
}

static int
is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_';
}

/* Functions of operator whose name is no builtin's (abs and pow are
 * both) nor, as far as FX graphs go, a torch._C function's. */
static const char *const operator_names[] = {
	"add", "sub", "mul", "truediv", "floordiv", "mod", "matmul",
	"getitem", "setitem", "delitem", "neg", "pos", "invert", "not_",
	"and_", "or_", "xor", "lshift", "rshift", "eq", "ne", "lt", "le",
	"gt", "ge", "contains", "is_", "is_not", "truth", "iadd", "isub",
	"imul", "itruediv", "ifloordiv", "imod", "imatmul", "ipow", "iand",
	"ior", "ixor", "ilshift", "irshift",
};

/* A call_function's target as print(gm.graph) names it, into out; 0 when
 * the printed text does not say which function it is, to keep it. */
static int
qualified_target(const char *s, const char *e, char *out, size_t size)
{
	const char *fn = "<built-in function ", *meth = "<built-in method ";
	const char *p, *name;
	size_t n, i;
	int rc;

	if ((size_t)(e - s) > strlen(fn) && memcmp(s, fn, strlen(fn)) == 0 &&
	    e[-1] == '>') {
		name = s + strlen(fn);
		n = (size_t)(e - 1 - name);
		if (n == 7 && memcmp(name, "getattr", 7) == 0) {
			rc = snprintf(out, size, "builtins.getattr");
			return rc > 0 && (size_t)rc < size;
		}
		for (i = 0; i < sizeof(operator_names) /
		    sizeof(operator_names[0]); i++)
			if (strlen(operator_names[i]) == n &&
			    memcmp(operator_names[i], name, n) == 0) {
				rc = snprintf(out, size, "operator.%.*s",
				    (int)n, name);
				return rc > 0 && (size_t)rc < size;
			}
		return 0;
	}
	if ((size_t)(e - s) > strlen(meth) && memcmp(s, meth, strlen(meth)) ==
	    0) {
		/* <built-in method relu of type object at 0x...>: a method of
		 * torch._C._VariableFunctions, which torch exports as torch.relu */
		name = s + strlen(meth);
		for (p = name; p < e && is_word(*p); p++)
			;
		n = (size_t)(p - name);
		if (n == 0 || (size_t)(e - p) < 19 ||
		    memcmp(p, " of type object at ", 19) != 0)
			return 0;
		rc = snprintf(out, size, "torch.%.*s", (int)n, name);
		return rc > 0 && (size_t)rc < size;
	}
	/* An OpOverload prints as aten.add.Tensor, ns.op.overload, and an
	 * OpOverloadPacket as ns.op; FX names them torch.ops.ns.op... A
	 * higher-order operator prints as its bare name (cond, while_loop,
	 * invoke_subgraph): torch.ops.higher_order.cond. */
	for (p = s, n = 0; p < e; p++) {
		if (*p == '.' && p > s && p[-1] != '.')
			n++;
		else if (!is_word(*p))
			return 0;
	}
	if (n > 2 || e == s || e[-1] == '.')
		return 0;
	rc = snprintf(out, size, "torch.ops.%s%.*s", n == 0 ?
	    "higher_order." : "", (int)(e - s), s);
	return rc > 0 && (size_t)rc < size;
}

static int
add_cells(struct loader *l, const struct cells *c)
{
	if (l->n_rows == l->cap_rows) {
		size_t cap = l->cap_rows ? l->cap_rows * 2 : 256;
		struct cells *rs = realloc(l->rows, cap * sizeof(*rs));

		if (rs == NULL) {
			error_nomem(l->err);
			return -1;
		}
		l->rows = rs;
		l->cap_rows = cap;
	}
	l->rows[l->n_rows++] = *c;
	return 0;
}

/* One row: one node. */
static int
read_row(struct loader *l, const char *s, const char *e)
{
	const char *cs[N_COLS], *ce[N_COLS], *target;
	size_t i, target_len;
	struct cells c = { 0 };
	enum fx_op op;
	uint32_t index;
	char qualified[256];

	for (i = 0; i < N_COLS; i++) {
		cs[i] = at_char(s, e, l->col[i]);
		if (cs[i] == e || blank(cs[i], e))
			return fail_at(l, e, "the row ends in column %zu (%s): "
			    "expected %d columns, opcode name target args "
			    "kwargs", i + 1, headers[i], N_COLS);
		if (i > 0 && cs[i][-1] != ' ')
			return fail_at(l, cs[i], "the cell before column %zu "
			    "(%s) runs into it", i + 1, headers[i]);
	}
	for (i = 0; i < N_COLS; i++) {
		ce[i] = i + 1 < N_COLS ? cs[i + 1] : e;
		trim(&cs[i], &ce[i]);
		if (cs[i] == ce[i])
			return fail_at(l, cs[i], "empty %s cell", headers[i]);
	}
	if (fx_op_parse(cs[COL_OPCODE], (size_t)(ce[COL_OPCODE] -
	    cs[COL_OPCODE]), &op) == -1)
		return fail_at(l, cs[COL_OPCODE], "unknown opcode '%.*s' "
		    "(expected placeholder, get_attr, call_function, "
		    "call_method, call_module or output)",
		    (int)(ce[COL_OPCODE] - cs[COL_OPCODE]), cs[COL_OPCODE]);
	target = cs[COL_TARGET];
	target_len = (size_t)(ce[COL_TARGET] - target);
	if (op == FX_CALL_FUNCTION && qualified_target(target, ce[COL_TARGET],
	    qualified, sizeof(qualified))) {
		target = qualified;
		target_len = strlen(qualified);
	}
	switch (fx_graph_add(l->g, cs[COL_NAME], (size_t)(ce[COL_NAME] -
	    cs[COL_NAME]), op, target, target_len, &index)) {
	case FX_OK:
		break;
	case FX_EDUP:
		return fail_at(l, cs[COL_NAME], "duplicate node name '%.*s'",
		    (int)(ce[COL_NAME] - cs[COL_NAME]), cs[COL_NAME]);
	case FX_EBADNAME:
		return fail_at(l, cs[COL_NAME], FX_BAD_NAME_MSG);
	default:
		error_nomem(l->err);
		return -1;
	}
	l->g->nodes[index].line = l->line;
	l->g->nodes[index].printed_users = -1;	/* the table has no count */
	c.node = index;
	c.args = (size_t)(cs[COL_ARGS] - l->buf);
	c.args_end = (size_t)(ce[COL_ARGS] - l->buf);
	c.kwargs = (size_t)(cs[COL_KWARGS] - l->buf);
	c.kwargs_end = (size_t)(ce[COL_KWARGS] - l->buf);
	return add_cells(l, &c);
}

/* Pass one: the header, then every row's frame. */
static int
read_rows(struct loader *l)
{
	const char *b = l->buf, *end = b + l->len, *line, *next, *e;
	const char *header = NULL, *header_end = NULL;
	int ruled = 0;

	if (l->len >= 3 && memcmp(b, "\xef\xbb\xbf", 3) == 0)
		b += 3;	/* a byte order mark */
	for (line = b; line < end; line = next) {
		l->line++;
		if (l->line % GUARD_EVERY == 0 &&
		    guard_check(l->guard, l->err) == -1)
			return -1;
		e = line_end(line, end, &next);
		if (blank(line, e))
			continue;
		if (header == NULL) {
			header = line;
			header_end = e;
		} else if (!ruled) {
			if (read_header(l, header, header_end, line, e) == -1)
				return -1;
			ruled = 1;
		} else if (read_row(l, line, e) == -1) {
			return -1;
		}
	}
	if (!ruled) {
		error_set(l->err, "%s", header == NULL ? "empty input: expected "
		    "the table that graph.print_tabular() prints" : "the table "
		    "ends after its header: expected a dashed rule and rows");
		return -1;
	}
	return 0;
}

/* Pass two: args and kwargs, now that every name is known. */
static int
read_values(struct loader *l)
{
	size_t i;

	for (i = 0; i < l->n_rows; i++) {
		const struct cells *c = &l->rows[i];
		struct fx_node *n = &l->g->nodes[c->node];

		if (i % GUARD_EVERY == GUARD_EVERY - 1 &&
		    guard_check(l->guard, l->err) == -1)
			return -1;
		if ((n->args = load_fxir_value(l->g, l->buf, l->len, c->args,
		    c->args_end, FXV_TUPLE, c->node, l->err)) == NULL ||
		    (n->kwargs = load_fxir_value(l->g, l->buf, l->len,
		    c->kwargs, c->kwargs_end, FXV_DICT, c->node, l->err)) ==
		    NULL)
			return -1;
	}
	return 0;
}

struct fx_graph *
load_tabular(const char *buf, size_t len, const struct guard *guard,
    struct error *err)
{
	struct loader l = { 0 };

	l.buf = buf;
	l.len = len;
	l.err = err;
	l.guard = guard;
	if (utf8_text(buf, len, err) == -1)
		return NULL;
	if ((l.g = fx_graph_new()) == NULL) {
		error_nomem(err);
		return NULL;
	}
	if (read_rows(&l) == -1 || read_values(&l) == -1)
		goto fail;
	if (fx_graph_finish(l.g) == -1) {
		error_nomem(err);
		goto fail;
	}
	free(l.rows);
	return l.g;
fail:
	free(l.rows);
	fx_graph_free(l.g);
	return NULL;
}

/* The next word of [*s, e) after blanks, into [*w, *we). */
static void
next_word(const char **s, const char *e, const char **w, const char **we)
{
	while (*s < e && (**s == ' ' || **s == '\t'))
		(*s)++;
	*w = *s;
	while (*s < e && **s != ' ' && **s != '\t')
		(*s)++;
	*we = *s;
}

int
load_is_tabular(const char *buf, size_t len)
{
	static const char *const want[] = { "opcode", "name", "target" };
	const char *s = buf, *end = buf + len, *e = end, *next, *w, *we;
	size_t i;

	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		s += 3;	/* a byte order mark */
	for (; s < end; s = next) {
		e = line_end(s, end, &next);
		if (!blank(s, e))
			break;
	}
	if (s == end)
		return 0;
	for (i = 0; i < 3; i++) {
		next_word(&s, e, &w, &we);
		if ((size_t)(we - w) != strlen(want[i]) ||
		    memcmp(w, want[i], strlen(want[i])) != 0)
			return 0;
	}
	return 1;
}
