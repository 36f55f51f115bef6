/* load_fxir: reads print(gm.graph) text, from 2020's torch.fx to 2.x.
 *
 * Two passes. The first reads every line's frame (name, type, user count,
 * op, target) and adds the nodes, so that the second, which reads the
 * values, can resolve references to any node of the graph.
 *
 * FX prints strings without quotes (args = (ij,jk->ik, %x)), so a value is
 * read as a sequence of atoms split at ", " and brackets; an atom that is
 * no number, keyword, slice or reference is kept as raw text.
 *
 * A text without the graph(...) line is a fragment: inductor's "Graph
 * fragment" comment, pasted with its "#   " prefix or without. It uses
 * nodes an earlier kernel or the whole graph defines, so a reference to a
 * name it does not define becomes an outside input, placed first. Finding
 * them takes pass one twice: once to learn the names the lines define,
 * once more with the outside inputs added before them. */
#include "config.h"

#include "format/load_fxir.h"


#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/buf.h"
#include "base/error.h"
#include "base/guard.h"
#include "format/annotation.h"
#include "format/pytext.h"
#include "model/graph.h"
#include "base/utf8.h"

#define MAX_DEPTH 64	/* nesting of tuples, lists and dicts in one value */
#define OUTSIDE_NAMES 20	/* outside inputs a warning names */

enum region_kind { REGION_NONE, REGION_CALL, REGION_DEFAULT, REGION_RETURN };

/* Where a line's values are, for the second pass. */
struct region {
	uint32_t node;
	enum region_kind kind;
	size_t args, args_end;	/* the args tuple, the default or the return value */
	size_t kwargs, kwargs_end;	/* the kwargs dict (REGION_CALL) */
};

struct loader {
	const char *buf;
	size_t len;
	struct fx_graph *g;
	struct error *err;
	const struct guard *guard;	/* or NULL */
	struct region *regions;
	size_t n_regions, cap_regions;
	uint32_t line;		/* the line being read, 1-based */
	uint32_t header_line;	/* the graph(...) line, when it names inputs */
	struct uses *uses;	/* the [uses=N] counts, checked apart */
	size_t n_uses, cap_uses;
	const char *comment;	/* a pasted fragment's comment mark, "#" or
				 * "//" (C++ wrappers), or NULL */
	int fragment;		/* no graph(...) line: see the top */
	int in_body;		/* past the kernel comment's own lines */
	uint32_t *shadow;	/* run one: PlaceHolder inputs a later line
				 * defines (inductor prints both) */
	size_t n_shadow, cap_shadow;
	const struct fx_graph *survey;	/* run two: the graph of run one */
	uint8_t *shadowed;	/* run two: survey's nodes in shadow */
};

/* A 2020 [uses=N] count: N counted each use, so x + x used x twice
 * (pytorch/pytorch#45227); from #45775 on it counts user nodes. */
struct uses {
	uint32_t node;
	int32_t count;
};

/* The value parser over buf[pos..end). */
struct vparser {
	struct loader *l;
	size_t pos, end;
	int bare_refs;		/* the return line: nodes are printed as "name" */
	int strict;		/* with bare_refs: an unknown bare name fails */
	int depth;
	int hard;		/* a failure that must fail the load */
	uint32_t user;		/* 1 + the node whose value this is, which may
				 * refer only to nodes before it; 0: any */
	struct fx_value **stack;	/* items of the containers being read */
	const char **keys;
	size_t n_stack, cap_stack;
};

static int fail_at(struct loader *l, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
fail_at(struct loader *l, size_t off, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	error_vat(l->err, l->buf, l->len, off, fmt, ap);
	va_end(ap);
	return -1;
}

static int
is_ident(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_';
}

static int
starts(const char *s, const char *e, const char *lit)
{
	size_t n = strlen(lit);

	return (size_t)(e - s) >= n && memcmp(s, lit, n) == 0;
}

/* The last occurrence of lit in [s, e), or NULL. */
static const char *
find_last(const char *s, const char *e, const char *lit)
{
	size_t n = strlen(lit);
	const char *p;

	if ((size_t)(e - s) < n)
		return NULL;
	for (p = e - n; p >= s; p--)
		if (memcmp(p, lit, n) == 0)
			return p;
	return NULL;
}

static const char *
find_first(const char *s, const char *e, const char *lit)
{
	return pytext_memstr(s, (size_t)(e - s), lit);
}

/* ---- values ---------------------------------------------------------- */

static struct fx_value *
new_value(struct vparser *p, enum fx_kind kind, uint32_t n)
{
	struct fx_value *v = value_new(p->l->g->arena, kind, n);

	if (v == NULL) {
		error_nomem(p->l->err);
		p->hard = 1;
	}
	return v;
}

static int
push(struct vparser *p, struct fx_value *v, const char *key)
{
	if (p->n_stack == p->cap_stack) {
		size_t cap = p->cap_stack ? p->cap_stack * 2 : 64;
		struct fx_value **s = realloc(p->stack, cap * sizeof(*s));
		const char **k;

		if (s == NULL)
			goto oom;
		p->stack = s;
		if ((k = realloc(p->keys, cap * sizeof(*k))) == NULL)
			goto oom;
		p->keys = k;
		p->cap_stack = cap;
	}
	p->stack[p->n_stack] = v;
	p->keys[p->n_stack] = key;
	p->n_stack++;
	return 0;
oom:
	error_nomem(p->l->err);
	p->hard = 1;
	return -1;
}

static char
peek(const struct vparser *p, size_t ahead)
{
	return p->pos + ahead < p->end ? p->l->buf[p->pos + ahead] : '\0';
}

static int
is_closer(char c)
{
	return c == ')' || c == ']' || c == '}';
}

/* An atom runs to ", ", to a closing bracket, or (for dict keys) to ": ",
 * whichever comes first outside brackets of its own. */
static void
scan_atom(struct vparser *p, int stop_at_colon, size_t *start, size_t *end)
{
	const char *b = p->l->buf;
	int depth = 0;
	char quote = 0;

	*start = p->pos;
	for (; p->pos < p->end; p->pos++) {
		char c = b[p->pos], next = peek(p, 1);

		if (quote) {
			if (c == '\\' && p->pos + 1 < p->end)
				p->pos++;	/* the escaped character, if any */
			else if (c == quote)
				quote = 0;
			continue;
		}
		if (depth > 0 && (c == '\'' || c == '"')) {
			quote = c;
		} else if (c == '(' || c == '[' || c == '{') {
			depth++;
		} else if (is_closer(c)) {
			if (depth == 0)
				break;
			depth--;
		} else if (depth == 0 && c == ',' &&
		    (next == ' ' || next == '\0' || is_closer(next))) {
			break;
		} else if (depth == 0 && stop_at_colon && c == ':' &&
		    next == ' ') {
			break;
		}
	}
	*end = p->pos;
}

static const char *
copy_text(struct vparser *p, size_t start, size_t end)
{
	const char *s = arena_strndup(p->l->g->arena, p->l->buf + start,
	    end - start);

	if (s == NULL) {
		error_nomem(p->l->err);
		p->hard = 1;
	}
	return s;
}

/* A reference, written at, to node index: never to the node it is in,
 * nor to one after it (model/graph.h). */
static struct fx_value *
node_ref(struct vparser *p, int64_t index, size_t at)
{
	struct error why = { 0 };
	struct fx_value *v;

	if (p->user > 0 && fx_graph_check_ref(p->l->g, p->user - 1,
	    (uint32_t)index, &why) == -1) {
		p->hard = 1;
		fail_at(p->l, at, "%s", why.msg);
		return NULL;
	}
	v = new_value(p, FXV_NODE, 0);

	if (v != NULL) {
		v->node = (uint32_t)index;
		v->text = p->l->g->nodes[index].name;
	}
	return v;
}

/* Text kept as written, with the references to known nodes found in it,
 * so that users stay right even when a value cannot be read. */
static struct fx_value *
raw_value(struct vparser *p, size_t start, size_t end, int bare)
{
	const char *b = p->l->buf;
	size_t base = p->n_stack, i, j;
	struct fx_value *v, *ref;
	int64_t index;

	for (i = start; i < end; i = j > i ? j : i + 1) {
		size_t word;

		j = i;
		if (!bare && b[i] == '%')
			word = i + 1;
		else if (bare && is_ident(b[i]) && (i == start || !is_ident(b[i - 1])))
			word = i;
		else
			continue;
		for (j = word; j < end && is_ident(b[j]); j++)
			;
		if (j == word)
			continue;
		index = fx_graph_find(p->l->g, b + word, j - word);
		if (index >= 0 && ((ref = node_ref(p, index, i)) == NULL ||
		    push(p, ref, NULL) == -1))
			return NULL;
	}
	v = new_value(p, FXV_RAW, (uint32_t)(p->n_stack - base));
	if (v == NULL || (v->text = copy_text(p, start, end)) == NULL)
		return NULL;
	for (i = 0; i < v->n; i++)
		v->items[i] = p->stack[base + i];
	p->n_stack = base;
	return v;
}

static struct fx_value *parse_value(struct vparser *p);

/* A Python string literal, as repr() prints it (the return line). */
static struct fx_value *
parse_quoted(struct vparser *p)
{
	const char *b = p->l->buf;
	char quote = b[p->pos];
	size_t i = p->pos + 1, n = 0;
	struct fx_value *v;
	char *out;

	if ((out = arena_alloc(p->l->g->arena, p->end - p->pos)) == NULL) {
		error_nomem(p->l->err);
		p->hard = 1;
		return NULL;
	}
	for (; i < p->end && b[i] != quote; i++) {
		if (b[i] != '\\') {
			out[n++] = b[i];
			continue;
		}
		if (++i == p->end)
			return NULL;
		switch (b[i]) {
		case 'n': out[n++] = '\n'; break;
		case 't': out[n++] = '\t'; break;
		case 'r': out[n++] = '\r'; break;
		case 'x': {
			char hex[3] = { 0 };
			unsigned long c;

			if (i + 2 >= p->end)
				return NULL;
			memcpy(hex, b + i + 1, 2);
			c = strtoul(hex, NULL, 16);
			if (c == 0 || c > 0x7f)
				return NULL;	/* keep it raw: no NULs, no half UTF-8 */
			out[n++] = (char)c;
			i += 2;
			break;
		}
		default:
			out[n++] = b[i];	/* \\, \', \" */
		}
	}
	if (i == p->end)
		return NULL;
	p->pos = i + 1;
	out[n] = '\0';
	if ((v = new_value(p, FXV_STR, 0)) != NULL)
		v->text = out;
	return v;
}

/* Reads "a, b, c" up to close; items go on the stack. */
static struct fx_value *
parse_items(struct vparser *p, enum fx_kind kind, char close)
{
	size_t base = p->n_stack, i;
	struct fx_value *v, *item;
	const char *key;

	if (++p->depth > MAX_DEPTH)
		return NULL;
	p->pos++;
	while (peek(p, 0) != close) {
		key = NULL;
		if (kind == FXV_DICT) {
			size_t ks, ke;

			if (p->bare_refs && (peek(p, 0) == '\'' ||
			    peek(p, 0) == '"')) {
				if ((item = parse_quoted(p)) == NULL)
					return NULL;
				key = item->text;
				ks = ke = p->pos;
			} else {
				scan_atom(p, 1, &ks, &ke);
				if (ks == ke || (key = copy_text(p, ks, ke)) == NULL)
					return NULL;
			}
			if (peek(p, 0) != ':' || peek(p, 1) != ' ')
				return NULL;
			p->pos += 2;
		}
		if ((item = parse_value(p)) == NULL || push(p, item, key) == -1)
			return NULL;
		if (peek(p, 0) == ',') {
			p->pos++;
			if (peek(p, 0) == ' ')
				p->pos++;
		} else if (peek(p, 0) != close) {
			return NULL;
		}
	}
	p->pos++;
	p->depth--;
	if ((v = new_value(p, kind, (uint32_t)(p->n_stack - base))) == NULL)
		return NULL;
	for (i = 0; i < v->n; i++) {
		v->items[i] = p->stack[base + i];
		if (kind == FXV_DICT)
			v->keys[i] = p->keys[base + i];
	}
	p->n_stack = base;
	return v;
}

/* slice(start, stop, step): its three values, or NULL to keep it raw. */
static struct fx_value *
parse_slice(struct vparser *p, size_t start, size_t end)
{
	struct vparser sub = *p;
	struct fx_value *v;

	sub.pos = start + strlen("slice");
	sub.end = end;
	v = parse_items(&sub, FXV_TUPLE, ')');
	p->hard = sub.hard;
	p->stack = sub.stack;
	p->keys = sub.keys;
	p->cap_stack = sub.cap_stack;
	if (v == NULL || sub.pos != end || v->n != 3)
		return NULL;
	v->kind = FXV_SLICE;
	return v;
}

/* A Python identifier that is no keyword or number word: in a table's
 * args, where strings are quoted, that can only be a node's name. */
static int
is_bare_name(const char *s, size_t n)
{
	static const char *const words[] = { "None", "True", "False",
	    "Ellipsis", "inf", "nan" };
	size_t i;

	if (n == 0 || (s[0] >= '0' && s[0] <= '9'))
		return 0;
	for (i = 0; i < n; i++)
		if (!is_ident(s[i]))
			return 0;
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strlen(words[i]) == n && memcmp(words[i], s, n) == 0)
			return 0;
	return 1;
}

static struct fx_value *
parse_atom(struct vparser *p)
{
	const char *b = p->l->buf;
	size_t start, end, n;
	struct fx_value num = { 0 }, *v;
	int64_t index;

	scan_atom(p, 0, &start, &end);
	n = end - start;
	if (n == 0)
		return NULL;
	if (b[start] == '%') {	/* early FX: "return %out" too */
		size_t i = start + 1;

		while (i < end && is_ident(b[i]))
			i++;
		if (i == end && n > 1) {
			index = fx_graph_find(p->l->g, b + start + 1, n - 1);
			if (index < 0) {
				p->hard = 1;
				fail_at(p->l, start, "reference to an unknown node "
				    "'%.*s'", (int)n, b + start);
				return NULL;
			}
			return node_ref(p, index, start);
		}
	}
	if (p->bare_refs && is_ident(b[start]) &&
	    (index = fx_graph_find(p->l->g, b + start, n)) >= 0)
		return node_ref(p, index, start);
	if (p->strict && is_bare_name(b + start, n)) {
		p->hard = 1;
		fail_at(p->l, start, "reference to an unknown node '%.*s'",
		    (int)n, b + start);
		return NULL;
	}
	if ((n == 4 && memcmp(b + start, "None", 4) == 0))
		return new_value(p, FXV_NONE, 0);
	if ((n == 4 && memcmp(b + start, "True", 4) == 0) ||
	    (n == 5 && memcmp(b + start, "False", 5) == 0)) {
		if ((v = new_value(p, FXV_BOOL, 0)) != NULL)
			v->num.boolean = n == 4;
		return v;
	}
	if ((n == 8 && memcmp(b + start, "Ellipsis", 8) == 0) ||
	    (n == 3 && memcmp(b + start, "...", 3) == 0))
		return new_value(p, FXV_ELLIPSIS, 0);
	if (value_parse_number(b + start, n, &num) == 0) {
		if ((v = new_value(p, num.kind, 0)) != NULL)
			v->num = num.num;
		return v;
	}
	if (n > 7 && memcmp(b + start, "slice(", 6) == 0 && b[end - 1] == ')' &&
	    ((v = parse_slice(p, start, end)) != NULL || p->hard))
		return v;
	return raw_value(p, start, end, 0);
}

static struct fx_value *
parse_value(struct vparser *p)
{
	switch (peek(p, 0)) {
	case '(':
		return parse_items(p, FXV_TUPLE, ')');
	case '[':
		return parse_items(p, FXV_LIST, ']');
	case '{':
		return parse_items(p, FXV_DICT, '}');
	case '\'':
	case '"':
		if (p->bare_refs)
			return parse_quoted(p);
		/* FALLTHROUGH */
	default:
		return parse_atom(p);
	}
}

/* The whole of buf[start..end) as one value of the expected kind (0 for
 * any); anything unreadable is kept as raw text. NULL only for a hard
 * failure (unknown node, out of memory), with l->err filled. */
static struct fx_value *
read_region(struct loader *l, struct vparser *p, size_t start, size_t end,
    enum fx_kind expect, int bare_refs)
{
	struct fx_value *v;

	p->pos = start;
	p->end = end;
	p->bare_refs = bare_refs;
	p->depth = 0;
	p->hard = 0;
	p->n_stack = 0;
	v = parse_value(p);
	if (p->hard)
		return NULL;
	if (v != NULL && p->pos == end && (expect == 0 || v->kind == expect))
		return v;
	(void)l;
	p->n_stack = 0;
	v = raw_value(p, start, end, bare_refs);
	return p->hard ? NULL : v;
}

/* ---- lines ------------------------------------------------------------ */

static int
add_region(struct loader *l, const struct region *r)
{
	if (l->n_regions == l->cap_regions) {
		size_t cap = l->cap_regions ? l->cap_regions * 2 : 256;
		struct region *rs = realloc(l->regions, cap * sizeof(*rs));

		if (rs == NULL) {
			error_nomem(l->err);
			return -1;
		}
		l->regions = rs;
		l->cap_regions = cap;
	}
	l->regions[l->n_regions++] = *r;
	return 0;
}

static int
add_uses(struct loader *l, uint32_t node, int32_t count)
{
	if (l->n_uses == l->cap_uses) {
		size_t cap = l->cap_uses ? l->cap_uses * 2 : 64;
		struct uses *u = realloc(l->uses, cap * sizeof(*u));

		if (u == NULL) {
			error_nomem(l->err);
			return -1;
		}
		l->uses = u;
		l->cap_uses = cap;
	}
	l->uses[l->n_uses].node = node;
	l->uses[l->n_uses].count = count;
	l->n_uses++;
	return 0;
}

static int
add_node(struct loader *l, const char *name, size_t name_len, enum fx_op op,
    const char *target, size_t target_len, uint32_t *index)
{
	int rc = fx_graph_add(l->g, name, name_len, op, target, target_len,
	    index);

	switch (rc) {
	case FX_OK:
		l->g->nodes[*index].line = l->line;
		return 0;
	case FX_EDUP:
		return fail_at(l, (size_t)(name - l->buf), "duplicate node name "
		    "'%.*s'", (int)name_len, name) ;
	case FX_EBADNAME:
		return fail_at(l, (size_t)(name - l->buf), FX_BAD_NAME_MSG);
	default:
		error_nomem(l->err);
		return -1;
	}
}

/* The first user count mark in [s, e): "[#users=" (torch 1.x),
 * "[num_users=" (2.x) or "[uses=" (2020); its length in *n. */
static const char *
find_count(const char *s, const char *e, size_t *n)
{
	static const char *const marks[] = { "[#users=", "[num_users=",
	    "[uses=" };
	const char *p = s;
	size_t i, k;

	/* each starts with '[', and no two at one place */
	while (p < e && (p = memchr(p, '[', (size_t)(e - p))) != NULL) {
		for (i = 0; i < sizeof(marks) / sizeof(marks[0]); i++)
			if ((size_t)(e - p) >= (k = strlen(marks[i])) &&
			    memcmp(p, marks[i], k) == 0) {
				*n = k;
				return p;
			}
		p++;
	}
	return NULL;
}

/* A torch 2.5+ annotation, "DTYPE[SIZES][STRIDES]DEVICE" in [s, e), into
 * the node's meta (format/annotation.h). */
static int
read_tensor_annotation(struct loader *l, uint32_t index, const char *s,
    const char *e)
{
	struct fx_node *n = &l->g->nodes[index];
	struct fx_tensor *t;
	const char *why;
	size_t at;
	int rc;

	if ((t = arena_alloc(l->g->arena, sizeof(*t))) == NULL ||
	    (rc = annotation_tensor(l->g->arena, s, (size_t)(e - s), t, &why,
	    &at)) == -2) {
		error_nomem(l->err);
		return -1;
	}
	if (rc == -1)
		return fail_at(l, (size_t)(s - l->buf) + at, "%s", why);
	n->meta.tensors = t;
	n->meta.n_tensors = 1;
	n->meta.tuple = 0;
	return 0;
}

/* The node's printed type. 'Tensor "f32[2, 3][3, 1]cpu"' (torch 2.5+) is
 * split: "Tensor" is the type, the quoted text goes to the meta. */
static int
set_type(struct loader *l, uint32_t index, const char *type,
    const char *type_end)
{
	const char *q = NULL;

	if (type_end - type > 2 && type_end[-1] == '"' &&
	    (q = find_first(type, type_end - 1, " \"")) != NULL) {
		if (read_tensor_annotation(l, index, q + 2, type_end - 1) == -1)
			return -1;
		type_end = q;
	}
	if (type_end > type && (l->g->nodes[index].type = arena_strndup(
	    l->g->arena, type, (size_t)(type_end - type))) == NULL) {
		error_nomem(l->err);
		return -1;
	}
	return 0;
}

/* The node a placeholder line adds to: the one the graph(...) header made
 * for it, when there is one and no line has claimed it yet. */
static int
header_placeholder(struct loader *l, const char *name, size_t len,
    const char *target, size_t target_len, uint32_t *index)
{
	int64_t i;
	struct fx_node *n;

	if (l->header_line == 0 ||
	    (i = fx_graph_find(l->g, name, len)) < 0)
		return 0;
	n = &l->g->nodes[i];
	if (n->op != FX_PLACEHOLDER || n->line != l->header_line)
		return 0;
	if ((n->target = arena_strndup(l->g->arena, target, target_len)) ==
	    NULL) {
		error_nomem(l->err);
		return -1;
	}
	n->line = l->line;
	*index = (uint32_t)i;
	return 1;
}

/* A fragment's line for a name a PlaceHolder line took. Inductor prints a
 * buffer twice when one part of a fused kernel computes it and another
 * reads it: as an input, then as the node. The node wins: run one notes
 * the input, run two leaves it out. A second PlaceHolder for a name adds
 * nothing.
 * 0 to add the node, 1 to read the line into *index (run one's input,
 * dropped with the rest of run one), 2 to skip the line, -1 when out of
 * memory. */
static int
fragment_name(struct loader *l, const char *name, size_t len, enum fx_op op,
    uint32_t *index)
{
	int64_t i;

	if (op == FX_PLACEHOLDER && l->survey != NULL &&
	    (i = fx_graph_find(l->survey, name, len)) >= 0 && l->shadowed[i])
		return 2;
	if ((i = fx_graph_find(l->g, name, len)) < 0 ||
	    l->g->nodes[i].op != FX_PLACEHOLDER || l->g->nodes[i].meta.outside)
		return 0;
	if (op == FX_PLACEHOLDER)
		return 2;
	if (l->survey != NULL)
		return 0;	/* not an input run one saw: a duplicate */
	if (l->n_shadow == l->cap_shadow) {
		size_t cap = l->cap_shadow ? l->cap_shadow * 2 : 16;
		uint32_t *sh = realloc(l->shadow, cap * sizeof(*sh));

		if (sh == NULL) {
			error_nomem(l->err);
			return -1;
		}
		l->shadow = sh;
		l->cap_shadow = cap;
	}
	l->shadow[l->n_shadow++] = (uint32_t)i;
	*index = (uint32_t)i;
	return 1;
}

/* %name : [type ][#users=N] = op[target=T](args = (...), kwargs = {...})
 * and the other forms: [uses=N], no user count ("%x = op[...]", or
 * inductor's '%x : Tensor "f32[4][1]cpu" = PlaceHolder[target=x]'), and
 * "%w : [uses=1] = self.linear.weight" for a get_attr. */
static int
read_node_line(struct loader *l, const char *s, const char *e)
{
	const char *b = l->buf, *name, *name_end, *type, *type_end, *mark;
	const char *p, *q, *target, *target_end, *eq;
	struct region r = { 0 };
	long users = 0;
	size_t mark_len = 0;
	enum fx_op op;
	uint32_t index;
	int rc;

	name = s + 1;
	for (name_end = name; name_end < e && *name_end != ' ' &&
	    *name_end != ':'; name_end++)
		;
	if (name_end == name)
		return fail_at(l, (size_t)(name - b), "expected a node name "
		    "after '%%'");
	if (starts(name_end, e, " = ")) {
		/* no type and no user count */
		type = type_end = name_end;
		users = -1;
		p = name_end + 3;
	} else {
		if (!starts(name_end, e, " : "))
			return fail_at(l, (size_t)(name_end - b), "expected ' : ' "
			    "after the node name");
		type = name_end + 3;
		/* the count, if any, is just before the first " = " */
		if ((eq = find_first(type, e, " = ")) == NULL)
			return fail_at(l, (size_t)(e - b), "line ends early: "
			    "expected '[num_users=N] = op[target=...]'");
		if ((mark = find_count(type, eq + 1, &mark_len)) == NULL) {
			/* inductor's "Graph fragment" comments print inputs
			 * without a count: %a : Tensor "f32[4][1]cpu" = ... */
			users = -1;
			type_end = eq;
			p = eq + 3;
		} else {
			p = mark + mark_len;
			type_end = mark;
			if (p == e || *p < '0' || *p > '9')
				return fail_at(l, (size_t)(p - b), "expected a "
				    "user count");
			for (; p < e && *p >= '0' && *p <= '9'; p++)
				users = users < 100000000 ? users * 10 +
				    (*p - '0') : users;
			if (!starts(p, e, "] = "))
				return fail_at(l, (size_t)(p - b), "expected '] = ' "
				    "after the user count");
			p += 4;
		}
		while (type_end > type && type_end[-1] == ' ')
			type_end--;
	}
	if (starts(p, e, "self.") && e - p > 5) {
		/* early FX: an attribute read printed as the attribute */
		op = FX_GET_ATTR;
		target = p + 5;
		for (target_end = target; target_end < e && (is_ident(
		    *target_end) || *target_end == '.'); target_end++)
			;
		if (target_end != e)
			return fail_at(l, (size_t)(target_end - b), "expected an "
			    "attribute path after 'self.'");
		goto add;
	}
	for (q = p; q < e && ((*q >= 'a' && *q <= 'z') || *q == '_'); q++)
		;
	if (starts(p, e, "PlaceHolder[")) {
		/* inductor's "Graph fragment" spelling */
		op = FX_PLACEHOLDER;
		q = p + 11;
	} else if (fx_op_parse(p, (size_t)(q - p), &op) == -1) {
		for (q = p; q < e && *q != '[' && *q != ' ' && *q != '('; q++)
			;
		return fail_at(l, (size_t)(p - b), "unknown op '%.*s' (expected "
		    "placeholder, get_attr, call_function, call_method, "
		    "call_module or output)", (int)(q - p), p);
	}
	if (!starts(q, e, "[target="))
		return fail_at(l, (size_t)(q - b), "expected '[target=' after "
		    "the op");
	target = q + 8;

	if (op == FX_PLACEHOLDER && e[-1] == ')' &&
	    (q = find_last(target, e, "](default=")) != NULL) {
		target_end = q;
		r.kind = REGION_DEFAULT;
		r.args = (size_t)(q + 10 - b);
		r.args_end = (size_t)(e - 1 - b);
	} else if (op == FX_PLACEHOLDER || op == FX_GET_ATTR) {
		if (e[-1] != ']')
			return fail_at(l, (size_t)(e - b), "line ends early: "
			    "expected ']' after the target");
		target_end = e - 1;
	} else {
		if ((target_end = find_first(target, e, "](args = ")) == NULL)
			return fail_at(l, (size_t)(e - b), "line ends early: "
			    "expected '](args = (...), kwargs = {...})' after "
			    "the target");
		r.kind = REGION_CALL;
		r.args = (size_t)(target_end + 9 - b);
		q = find_last(target_end, e, ", kwargs = ");
		if (q == NULL || e[-1] != ')' || (size_t)(q - b) < r.args)
			return fail_at(l, (size_t)(e - b), "line ends early: "
			    "expected ', kwargs = {...})' to close the node");
		r.args_end = (size_t)(q - b);
		r.kwargs = (size_t)(q + 11 - b);
		r.kwargs_end = (size_t)(e - 1 - b);
	}
	/* get_attr[target=] is the root module itself */
	if (target_end == target && op != FX_GET_ATTR)
		return fail_at(l, (size_t)(target - b), "empty target");
add:
	rc = 0;
	if (op == FX_PLACEHOLDER && (rc = header_placeholder(l, name,
	    (size_t)(name_end - name), target, (size_t)(target_end - target),
	    &index)) == -1)
		return -1;
	if (rc == 0 && l->fragment && (rc = fragment_name(l, name,
	    (size_t)(name_end - name), op, &index)) == -1)
		return -1;
	if (rc == 2)
		return 0;
	if (rc == 0 && add_node(l, name, (size_t)(name_end - name), op,
	    target, (size_t)(target_end - target), &index) == -1)
		return -1;
	l->g->nodes[index].printed_users = (int32_t)users;
	if (mark_len == 6 && add_uses(l, index, (int32_t)users) == -1)
		return -1;
	if (set_type(l, index, type, type_end) == -1)
		return -1;
	if (r.kind == REGION_NONE)
		return 0;
	r.node = index;
	return add_region(l, &r);
}

/* graph(x, y : torch.Tensor, *args) -> T: early FX named the inputs here;
 * each becomes a placeholder, in order, that a placeholder line for it may
 * fill in later. graph(): names none. */
static int
read_header(struct loader *l, const char *s, const char *e)
{
	const char *b = l->buf, *p = s + 6, *close, *q;
	int depth = 0;

	if (e[-1] != ':')
		return fail_at(l, (size_t)(e - b), "expected ':' at the end of "
		    "the 'graph(...)' line");
	for (close = p; close < e; close++) {
		if (*close == '(' || *close == '[' || *close == '{')
			depth++;
		else if ((*close == ')' || *close == ']' || *close == '}') &&
		    depth-- == 0)
			break;
	}
	if (close == e || *close != ')')
		return fail_at(l, (size_t)(e - b), "expected ')' to close the "
		    "'graph(' parameters");
	while (p < close) {
		const char *name, *name_end, *type = NULL, *type_end = NULL;
		uint32_t index;

		while (p < close && *p == ' ')
			p++;
		if (p == close)
			break;
		while (p < close && *p == '*')
			p++;
		for (name = name_end = p; name_end < close &&
		    is_ident(*name_end); name_end++)
			;
		if (name_end == name || (*name >= '0' && *name <= '9'))
			return fail_at(l, (size_t)(name - b), "expected a "
			    "parameter name");
		/* the rest of the parameter: ": type", "= default" */
		for (q = name_end, depth = 0; q < close; q++) {
			if (*q == '(' || *q == '[' || *q == '{')
				depth++;
			else if (*q == ')' || *q == ']' || *q == '}')
				depth--;
			else if (depth == 0 && *q == ',')
				break;
		}
		for (p = name_end; p < q && *p == ' '; p++)
			;
		if (p < q && *p == ':') {
			for (type = p + 1; type < q && *type == ' '; type++)
				;
			for (type_end = type; type_end < q && *type_end != '=';
			    type_end++)
				;
			while (type_end > type && type_end[-1] == ' ')
				type_end--;
		} else if (p < q && *p != '=') {
			return fail_at(l, (size_t)(p - b), "expected ',', ':' or "
			    "')' after the parameter name");
		}
		if (add_node(l, name, (size_t)(name_end - name), FX_PLACEHOLDER,
		    name, (size_t)(name_end - name), &index) == -1)
			return -1;
		if (type != NULL && set_type(l, index, type, type_end) == -1)
			return -1;
		l->header_line = l->line;
		p = q < close ? q + 1 : q;
	}
	return 0;
}

/* return VALUE: becomes the output node, named "output" as FX names it. */
static int
read_return_line(struct loader *l, const char *s, const char *e)
{
	struct region r = { 0 };
	char name[32];
	uint32_t index;

	fx_graph_output_name(l->g, name, sizeof(name));
	if (add_node(l, name, strlen(name), FX_OUTPUT, "output", 6, &index) ==
	    -1)
		return -1;
	s += 6;
	while (s < e && *s == ' ')
		s++;
	r.node = index;
	r.kind = REGION_RETURN;
	r.args = (size_t)(s - l->buf);
	r.args_end = (size_t)(e - l->buf);
	return add_region(l, &r);
}

static int
is_return(const char *s, const char *e)
{
	return starts(s, e, "return") && (e - s == 6 || s[6] == ' ');
}

/* The lines inductor writes above "Graph fragment:" in a kernel's comment
 * (torch/_inductor/utils.py, get_kernel_metadata): where the kernel is,
 * its source nodes, and the mapping from those to ATen nodes. */
static int
kernel_comment_line(const char *s, const char *e)
{
	static const char *const heads[] = { "kernel path:",
	    "Topologically Sorted Source Nodes:", "Unsorted Source Nodes:",
	    "Source node to ATen node mapping:" };
	const char *p;
	size_t i;

	for (i = 0; i < sizeof(heads) / sizeof(heads[0]); i++)
		if (starts(s, e, heads[i]))
			return 1;
	for (p = s; p < e && (is_ident(*p) || *p == '.'); p++)
		;
	return p > s && starts(p, e, " => ");	/*   add => add, relu */
}

/* A line of a fragment pasted as the comment it is: its mark and the
 * spaces after it are the prefix every line shares, and s moves past it,
 * in place, so that errors keep the pasted text's lines and columns. The
 * kernel comment's own lines up to "Graph fragment:" are skipped. 1 to
 * skip the line, 0 to read it from *s, -1 on failure. */
static int
uncomment(struct loader *l, const char **s, const char *e)
{
	const char *p = *s;

	if (!starts(p, e, l->comment))
		return fail_at(l, (size_t)(p - l->buf), "expected a '%s' comment "
		    "line: the text is a pasted \"Graph fragment\" comment, "
		    "so each line starts with '%s'", l->comment, l->comment);
	for (p += strlen(l->comment); p < e && (*p == ' ' || *p == '\t'); p++)
		;
	if (p == e)
		return 1;
	if (!l->in_body) {
		if (e - p == 15 && starts(p, e, "Graph fragment:")) {
			l->in_body = 1;
			return 1;
		}
		if (*p != '%' && !is_return(p, e)) {
			if (kernel_comment_line(p, e))
				return 1;
			return fail_at(l, (size_t)(p - l->buf), "expected a node "
			    "line ('%%name : [num_users=N] = op[target=...]'), "
			    "a 'return' line or one of the kernel comment's "
			    "lines ('Graph fragment:')");
		}
		l->in_body = 1;
	}
	*s = p;
	return 0;
}

/* Pass one: the frame of every line. */
static int
read_lines(struct loader *l)
{
	const char *b = l->buf, *end = b + l->len, *line, *eol, *s, *e;
	const char *after_return = NULL;
	int seen_content = 0, rc;

	for (line = b; line < end; line = eol + 1) {
		l->line++;
		if (l->line % GUARD_EVERY == 0 &&
		    guard_check(l->guard, l->err) == -1)
			return -1;
		if ((eol = memchr(line, '\n', (size_t)(end - line))) == NULL)
			eol = end;
		for (s = line; s < eol && (*s == ' ' || *s == '\t'); s++)
			;
		for (e = eol; e > s && (e[-1] == '\r' || e[-1] == ' ' ||
		    e[-1] == '\t'); e--)
			;
		if (s == e)
			continue;
		if (l->comment != NULL && (rc = uncomment(l, &s, e)) != 0) {
			if (rc == -1)
				return -1;
			continue;
		}
		if (after_return != NULL)
			return fail_at(l, (size_t)(s - b), "unexpected text "
			    "after the 'return' line");
		if (!seen_content++ && starts(s, e, "graph(")) {
			if (read_header(l, s, e) == -1)
				return -1;
			continue;
		}
		if (seen_content == 1)
			l->fragment = 1;
		if (*s == '%') {
			if (read_node_line(l, s, e) == -1)
				return -1;
		} else if (is_return(s, e)) {
			if (read_return_line(l, s, e) == -1)
				return -1;
			after_return = s;
		} else {
			return fail_at(l, (size_t)(s - b), "expected a node line "
			    "('%%name : [#users=N] = op[target=...]'), a "
			    "'return' line or the 'graph():' line");
		}
	}
	if (!seen_content && l->comment != NULL) {
		error_set(l->err, "the fragment has no node lines: expected "
		    "'%s   %%name : ... = op[target=...]' lines", l->comment);
		return -1;
	}
	if (!seen_content) {
		error_set(l->err, "empty input: expected the text that "
		    "print(gm.graph) prints");
		return -1;
	}
	if (after_return == NULL && fx_graph_warn(l->g, "%s", l->fragment ?
	    "no 'return' line (older inductor fragments print none, or the "
	    "text is cut short), so the fragment has no output node" :
	    "no 'return' line: the text may be cut short, so the graph has no "
	    "output node") == -1) {
		error_nomem(l->err);
		return -1;
	}
	return 0;
}

/* Adds each node reference in v to uses[]. */
static void
count_refs(const struct fx_value *v, uint32_t *uses)
{
	uint32_t i;

	if (v == NULL)
		return;
	if (v->kind == FXV_NODE) {
		uses[v->node]++;
		return;
	}
	for (i = 0; i < v->n; i++)
		count_refs(v->items[i], uses);
}

/* fx_graph_finish compares printed counts with user nodes; a [uses=N]
 * count is compared here, with the references, instead. */
static int
check_uses(struct loader *l)
{
	struct fx_graph *g = l->g;
	uint32_t *refs, i;
	size_t k;
	int rc = -1;

	if (l->n_uses == 0)
		return 0;
	if ((refs = calloc(g->n_nodes, sizeof(*refs))) == NULL)
		goto done;
	for (i = 0; i < g->n_nodes; i++) {
		count_refs(g->nodes[i].args, refs);
		count_refs(g->nodes[i].kwargs, refs);
	}
	for (k = 0; k < l->n_uses; k++) {
		const struct uses *u = &l->uses[k];
		struct fx_node *n = &g->nodes[u->node];

		n->printed_users = u->count;
		if ((uint32_t)u->count != refs[u->node] && fx_graph_warn(g,
		    "line %u: %%%s says it is used %d %s, but it is used "
		    "%u %s", n->line, n->name, u->count, u->count == 1 ?
		    "time" : "times", refs[u->node], refs[u->node] == 1 ?
		    "time" : "times") == -1)
			goto done;
	}
	rc = 0;
done:
	if (rc == -1)
		error_nomem(l->err);
	free(refs);
	return rc;
}

/* A fragment's "return %buf0,%buf1": the buffers the kernel writes,
 * joined by bare commas (get_kernel_metadata), "return %add" for one and
 * "return " for none. One is the single item of args, as FX has it; more
 * are a tuple, as "return (a, b)" would be. NULL for a hard failure. */
static struct fx_value *
return_list(struct loader *l, struct vparser *p, const struct region *r)
{
	struct fx_value *items[64], **more = items, *v, *args = NULL;
	size_t start = r->args, end, n = 0, cap = 64, i;

	while (start < r->args_end) {
		for (end = start; end < r->args_end && l->buf[end] != ','; end++)
			;
		if (n == cap) {
			struct fx_value **m = malloc(cap * 2 * sizeof(*m));

			if (m == NULL)
				goto oom;
			memcpy(m, more, n * sizeof(*m));
			if (more != items)
				free(more);
			more = m;
			cap *= 2;
		}
		if ((more[n++] = read_region(l, p, start, end, 0, 1)) == NULL)
			goto done;
		for (start = end + 1; start < r->args_end &&
		    l->buf[start] == ' '; start++)
			;
	}
	if (n == 1) {
		v = more[0];
	} else {
		if ((v = value_new(l->g->arena, FXV_TUPLE, (uint32_t)n)) == NULL)
			goto oom;
		for (i = 0; i < n; i++)
			v->items[i] = more[i];
	}
	if ((args = value_new(l->g->arena, FXV_TUPLE, 1)) == NULL)
		goto oom;
	args->items[0] = v;
	goto done;
oom:
	error_nomem(l->err);
	p->hard = 1;
done:
	if (more != items)
		free(more);
	return args;
}

/* Pass two: the values of every line, now that every name is known. */
static int
read_values(struct loader *l)
{
	struct vparser p = { 0 };
	size_t i;
	int rc = -1;

	p.l = l;
	for (i = 0; i < l->n_regions; i++) {
		const struct region *r = &l->regions[i];
		struct fx_node *n = &l->g->nodes[r->node];
		struct fx_value *v, *args;

		/* A fragment's placeholders for its outside inputs are
		 * added after its lines: they are not checked here. */
		p.user = l->fragment ? 0 : r->node + 1;
		if (i % GUARD_EVERY == GUARD_EVERY - 1 &&
		    guard_check(l->guard, l->err) == -1) {
			p.hard = 1;	/* err says why */
			goto done;
		}

		if (r->kind == REGION_CALL) {
			if ((v = read_region(l, &p, r->args, r->args_end,
			    FXV_TUPLE, 0)) == NULL)
				goto done;
			n->args = v;
			if ((v = read_region(l, &p, r->kwargs, r->kwargs_end,
			    FXV_DICT, 0)) == NULL)
				goto done;
			n->kwargs = v;
			continue;
		}
		if (r->kind == REGION_RETURN && l->fragment &&
		    (r->args == r->args_end || l->buf[r->args] == '%')) {
			if ((args = return_list(l, &p, r)) == NULL)
				goto done;
			n->args = args;
			continue;
		}
		/* A default or a return value is the single item of args. */
		if ((v = read_region(l, &p, r->args, r->args_end, 0,
		    r->kind == REGION_RETURN)) == NULL ||
		    (args = value_new(l->g->arena, FXV_TUPLE, 1)) == NULL)
			goto done;
		args->items[0] = v;
		n->args = args;
	}
	rc = 0;
done:
	if (rc == -1 && !p.hard)
		error_nomem(l->err);
	free(p.stack);
	free(p.keys);
	return rc;
}

/* Adds to out, once each and in the order met, the %names in
 * buf[start..end) that are whole atoms and no node of l->g. */
static int
scan_outside(struct loader *l, size_t start, size_t end, struct fx_graph *out)
{
	const char *b = l->buf;
	size_t i, j;
	uint32_t index;
	int rc;

	for (i = start; i < end; i = j) {
		j = i + 1;
		if (b[i] != '%' || (i > start && memchr(" ([{,", b[i - 1], 5) == NULL))
			continue;
		for (j = i + 1; j < end && is_ident(b[j]); j++)
			;
		if (j == i + 1 || (j < end && memchr(",)]}", b[j], 4) == NULL) ||
		    fx_graph_find(l->g, b + i + 1, j - i - 1) >= 0)
			continue;
		rc = fx_graph_add(out, b + i + 1, j - i - 1, FX_PLACEHOLDER,
		    b + i + 1, j - i - 1, &index);
		if (rc == FX_OK)
			out->nodes[index].meta.outside = 1;
		else if (rc == FX_ENOMEM)
			return -1;
	}
	return 0;
}

/* "3 nodes are used here but defined outside the fragment: a, b, c". */
static int
warn_outside(struct fx_graph *g, uint32_t n)
{
	struct buf b = BUF_INIT;
	uint32_t i;
	int rc;

	buf_printf(&b, "%u %s used here but defined outside the fragment: ", n,
	    n == 1 ? "node is" : "nodes are");
	for (i = 0; i < n && i < OUTSIDE_NAMES; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", g->nodes[i].name);
	if (n > OUTSIDE_NAMES)
		buf_printf(&b, " and %u more", n - OUTSIDE_NAMES);
	rc = buf_cstr(&b) ? fx_graph_warn(g, "%s", buf_cstr(&b)) : -1;
	buf_free(&b);
	return rc;
}

/* For a fragment, after pass one: when it uses names no line defines, or
 * when a PlaceHolder input must give way to the node of the same name,
 * pass one again, into a graph that starts with the outside inputs. */
static int
outside_inputs(struct loader *l)
{
	struct fx_graph *first = l->g, *g;
	size_t k;
	uint32_t n;

	if ((g = fx_graph_new()) == NULL)
		goto oom;
	for (k = 0; k < l->n_regions; k++) {
		const struct region *r = &l->regions[k];

		if (r->kind == REGION_DEFAULT)
			continue;
		if (scan_outside(l, r->args, r->args_end, g) == -1 ||
		    (r->kind == REGION_CALL && scan_outside(l, r->kwargs,
		    r->kwargs_end, g) == -1))
			goto oom;
	}
	n = g->n_nodes;
	if (n == 0 && l->n_shadow == 0) {
		fx_graph_free(g);
		return 0;
	}
	if ((l->shadowed = calloc(first->n_nodes + 1, 1)) == NULL)
		goto oom;
	for (k = 0; k < l->n_shadow; k++)
		l->shadowed[l->shadow[k]] = 1;
	l->survey = first;
	l->g = g;
	l->n_regions = 0;
	l->n_uses = 0;
	l->line = 0;
	l->in_body = 0;
	if (read_lines(l) == -1)
		goto fail;
	if (n > 0 && warn_outside(g, n) == -1)
		goto oom;
	fx_graph_free(first);
	l->survey = NULL;
	return 0;
oom:
	error_nomem(l->err);
fail:
	/* l->g stays the graph load_fxir frees */
	if (l->g != first)
		fx_graph_free(first);
	else
		fx_graph_free(g);
	l->survey = NULL;
	return -1;
}

/* The comment mark a pasted fragment's first line starts with, or NULL. */
static const char *
comment_mark(const char *buf, size_t len)
{
	size_t i = 0;

	while (i < len && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\n' ||
	    buf[i] == '\r'))
		i++;
	if (i < len && buf[i] == '#')
		return "#";
	if (i + 1 < len && buf[i] == '/' && buf[i + 1] == '/')
		return "//";
	return NULL;
}

int
load_is_fragment(const char *buf, size_t len)
{
	const char *mark = comment_mark(buf, len), *s, *e, *end = buf + len;
	size_t n;

	if (mark == NULL)
		return 0;
	n = strlen(mark);
	for (s = buf; s < end; s = e + 1) {
		if ((e = memchr(s, '\n', (size_t)(end - s))) == NULL)
			e = end;
		while (s < e && (*s == ' ' || *s == '\t'))
			s++;
		if (!starts(s, e, mark))
			continue;
		for (s += n; s < e && (*s == ' ' || *s == '\t'); s++)
			;
		if (starts(s, e, "Graph fragment:") ||
		    (starts(s, e, "%") && find_first(s, e, " = ") != NULL))
			return 1;
	}
	return 0;
}

struct fx_value *
load_fxir_value(struct fx_graph *g, const char *buf, size_t len,
    size_t start, size_t end, enum fx_kind expect, uint32_t user,
    struct error *err)
{
	struct loader l = { 0 };
	struct vparser p = { 0 };
	struct fx_value *v;

	l.buf = buf;
	l.len = len;
	l.g = g;
	l.err = err;
	p.l = &l;
	p.strict = 1;
	p.user = user + 1;
	v = read_region(&l, &p, start, end, expect, 1);
	if (v == NULL && !p.hard)
		error_nomem(err);
	free(p.stack);
	free(p.keys);
	return v;
}

struct fx_graph *
load_fxir(const char *buf, size_t len, const struct guard *guard,
    struct error *err)
{
	struct loader l = { 0 };
	int32_t *counts = NULL;
	size_t i;

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
	l.comment = comment_mark(buf, len);
	if (read_lines(&l) == -1 ||
	    (l.fragment && outside_inputs(&l) == -1) || read_values(&l) == -1)
		goto fail;
	for (i = 0; i < l.n_uses; i++)
		l.g->nodes[l.uses[i].node].printed_users = -1;
	/* A fragment's counts are the whole graph's: most users are not in
	 * it, so they are kept but not checked. */
	if (l.fragment && (counts = calloc(l.g->n_nodes + 1,
	    sizeof(*counts))) == NULL) {
		error_nomem(err);
		goto fail;
	}
	for (i = 0; counts != NULL && i < l.g->n_nodes; i++) {
		counts[i] = l.g->nodes[i].printed_users;
		l.g->nodes[i].printed_users = -1;
	}
	if (fx_graph_finish(l.g) == -1) {
		error_nomem(err);
		goto fail;
	}
	for (i = 0; counts != NULL && i < l.g->n_nodes; i++)
		l.g->nodes[i].printed_users = counts[i];
	if (check_uses(&l) == -1)
		goto fail;
	free(counts);
	free(l.shadowed);
	free(l.shadow);
	free(l.uses);
	free(l.regions);
	return l.g;
fail:
	free(counts);
	free(l.shadowed);
	free(l.shadow);
	free(l.uses);
	free(l.regions);
	fx_graph_free(l.g);
	return NULL;
}
