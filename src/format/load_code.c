/* load_code: reads the Python code FX generates for a graph (gm.code,
 * gm.print_readable()).
 *
 * It reads, it never runs: a tokenizer over the text, and a recursive
 * descent parser for the few statement shapes torch's code generator
 * (torch/fx/graph.py, _gen_python_code) writes. A first pass over the
 * whole text checks that brackets balance, so that an unclosed one is
 * reported where it opens, not where the parser gets lost. */
#include "config.h"

#include "format/load_code.h"
#include "format/signature.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/error.h"
#include "base/guard.h"
#include "base/name_index.h"
#include "base/utf8.h"
#include "format/annotation.h"
#include "model/graph.h"
#include "model/value.h"

#define MAX_DEPTH	256	/* brackets open at once */
#define MAX_PATH	1024	/* a dotted target */
#define MAX_NESTING	32	/* classes inside classes */

enum tok { T_EOF, T_NL, T_NAME, T_NUM, T_STR, T_OP };

struct token {
	enum tok type;
	size_t at, end;		/* offsets in buf */
};

/* A name the code binds to a node without making one (l_x_ = L_x_). */
struct alias {
	const char *name;	/* in the loader's own arena */
	uint32_t node;
};

struct loader {
	const char *buf;
	size_t len;
	struct fx_graph *g;
	struct error *err;
	const struct guard *guard;	/* or NULL */
	size_t pos;		/* the tokenizer's next byte */
	int depth;		/* brackets open at pos */
	struct token tok;	/* the current token */
	int tok_depth;		/* brackets open before it */
	struct alias *aliases;
	size_t n_aliases, cap_aliases;
	struct name_index alias_names;	/* over aliases: no input can make
					 * each look-up a walk of them all */
	struct arena *alias_arena;	/* their names, gone with the read */
	const char *trace;	/* the last '# File: ...' comment's text: the
				 * stack trace of the nodes after it, as
				 * torch writes one only when it changes;
				 * or NULL */
	size_t line_at;		/* line_of's last offset, and its line: */
	uint32_t line_no;	/* statements come in order, so each count
				 * goes on from the last */
	int pytree;		/* the forward takes and gives pytrees: its
				 * parameters are no nodes; the names its
				 * first statement flattens them into are */
	struct token *decls;	/* 'a: "f32[2]"; b: "f32[3]"; ': pairs of
				 * name and annotation, for those names */
	size_t n_decls, cap_decls;
	int level;		/* 0: the text's graph; 1: a class nested in
				 * its class, and so on */
	struct fx_rename *renames;	/* 'l_x_ = L_x_': placeholders
					 * named apart from their targets,
					 * named at the forward's end */
	size_t n_renames, cap_renames;
	int returned;		/* the forward being read has returned */
};

/* What an expression is, before it is known which node it makes. */
enum ekind { E_VALUE, E_PATH, E_CALL, E_SUBSCRIPT };
enum root { ROOT_SELF, ROOT_NODE, ROOT_NAME };

struct expr {
	enum ekind kind;
	size_t at, end;
	/* E_PATH, E_CALL (the callee) */
	enum root root;
	uint32_t node;		/* ROOT_NODE */
	int parts;		/* components after the root */
	char path[MAX_PATH];	/* without "self."; with the node's name */
	size_t path_len;
	size_t last_part;	/* where the last component starts in path */
	/* E_VALUE: the value; E_SUBSCRIPT: the base; E_CALL: args */
	struct fx_value *value;
	struct fx_value *index;	/* E_SUBSCRIPT */
	struct fx_value *kwargs;	/* E_CALL */
};

static int fail_at(struct loader *l, size_t at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
fail_at(struct loader *l, size_t at, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	error_vat(l->err, l->buf, l->len, at, fmt, ap);
	va_end(ap);
	return -1;
}

static int
nomem(struct loader *l)
{
	error_nomem(l->err);
	return -1;
}

static int
is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_' || (unsigned char)c >= 0x80;
}

static int
is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* The line from s: its first non-blank byte, and whether it is blank or
 * a comment. */
static size_t
indent_of(const char *buf, size_t len, size_t s, int *empty)
{
	size_t i = s;

	while (i < len && (buf[i] == ' ' || buf[i] == '\t'))
		i++;
	*empty = i == len || buf[i] == '\n' || buf[i] == '#' ||
	    (buf[i] == '\r' && (i + 1 == len || buf[i + 1] == '\n'));
	return i;
}

static int
starts(const char *buf, size_t len, size_t at, const char *s)
{
	return len - at >= strlen(s) && memcmp(buf + at, s, strlen(s)) == 0;
}

static size_t
next_line(const char *buf, size_t len, size_t s)
{
	const char *nl = memchr(buf + s, '\n', len - s);

	return nl == NULL ? len : (size_t)(nl - buf) + 1;
}

/* The end of the string literal whose quote is at s, or 0 when the line
 * ends first. */
static size_t
string_end(const char *buf, size_t len, size_t s)
{
	char q = buf[s];
	size_t i;

	for (i = s + 1; i < len && buf[i] != '\n'; i++) {
		if (buf[i] == '\\' && i + 1 < len)
			i++;
		else if (buf[i] == q)
			return i + 1;
	}
	return 0;
}

static char
closer_of(char c)
{
	return c == '(' ? ')' : c == '[' ? ']' : '}';
}

/* Pass one: every bracket from start on closes, in order. */
static int
check_brackets(struct loader *l, size_t start)
{
	size_t open[MAX_DEPTH], i, e;
	int depth = 0;
	char c;

	for (i = start; i < l->len; i++) {
		c = l->buf[i];
		if (c == '#') {
			while (i < l->len && l->buf[i] != '\n')
				i++;
		} else if (c == '\'' || c == '"') {
			if ((e = string_end(l->buf, l->len, i)) == 0)
				return fail_at(l, i, "unterminated string");
			i = e - 1;
		} else if (c == '(' || c == '[' || c == '{') {
			if (depth == MAX_DEPTH)
				return fail_at(l, i, "brackets nested more "
				    "than %d deep", MAX_DEPTH);
			open[depth++] = i;
		} else if (c == ')' || c == ']' || c == '}') {
			if (depth == 0)
				return fail_at(l, i, "unbalanced '%c': no "
				    "bracket is open", c);
			depth--;
			if (closer_of(l->buf[open[depth]]) != c)
				return fail_at(l, i, "unbalanced '%c': "
				    "expected '%c'", c,
				    closer_of(l->buf[open[depth]]));
		}
	}
	if (depth > 0)
		return fail_at(l, open[depth - 1], "unbalanced '%c': "
		    "nothing closes it", l->buf[open[depth - 1]]);
	return 0;
}

static const char *const ops[] = {
	"**=", "//=", "<<=", ">>=", "...", "**", "//", "<<", ">>", "<=", ">=",
	"==", "!=", "->", "+=", "-=", "*=", "/=", "%=", "@=", "&=", "|=", "^=",
};

/* Moves to the next token. Newlines inside brackets, comments and
 * backslash continuations are blanks; brackets balance (pass one). */
static void
next(struct loader *l)
{
	const char *b = l->buf;
	size_t p = l->pos, i;

	for (;;) {
		while (p < l->len && (b[p] == ' ' || b[p] == '\t' ||
		    b[p] == '\r' || b[p] == '\f'))
			p++;
		if (p < l->len && b[p] == '#') {
			while (p < l->len && b[p] != '\n')
				p++;
			continue;
		}
		if (p + 1 < l->len && b[p] == '\\' && b[p + 1] == '\n') {
			p += 2;
			continue;
		}
		if (p < l->len && b[p] == '\n' && l->depth > 0) {
			p++;
			continue;
		}
		break;
	}
	l->tok.at = p;
	l->tok_depth = l->depth;
	if (p >= l->len) {
		l->tok.type = T_EOF;
		l->tok.end = l->pos = l->len;
		return;
	}
	if (b[p] == '\n') {
		l->tok.type = T_NL;
		l->tok.end = l->pos = p + 1;
		return;
	}
	if (b[p] == '\'' || b[p] == '"') {
		l->tok.type = T_STR;
		l->pos = l->tok.end = string_end(b, l->len, p);
		return;
	}
	if (is_digit(b[p]) || (b[p] == '.' && p + 1 < l->len &&
	    is_digit(b[p + 1]))) {
		for (i = p; i < l->len && (is_word(b[i]) || b[i] == '.' ||
		    ((b[i] == '-' || b[i] == '+') && (b[i - 1] == 'e' ||
		    b[i - 1] == 'E'))); i++)
			;
		l->tok.type = T_NUM;
		l->tok.end = l->pos = i;
		return;
	}
	if (is_word(b[p])) {
		for (i = p; i < l->len && is_word(b[i]); i++)
			;
		/* a string prefix: r'...', b"..." */
		if (i < l->len && (b[i] == '\'' || b[i] == '"') && i - p <= 2) {
			l->tok.type = T_STR;
			l->pos = l->tok.end = string_end(b, l->len, i);
			return;
		}
		l->tok.type = T_NAME;
		l->tok.end = l->pos = i;
		return;
	}
	l->tok.type = T_OP;
	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (ops[i][0] == b[p] && strlen(ops[i]) <= l->len - p &&
		    memcmp(b + p, ops[i], strlen(ops[i])) == 0) {
			l->tok.end = l->pos = p + strlen(ops[i]);
			return;
		}
	if (b[p] == '(' || b[p] == '[' || b[p] == '{')
		l->depth++;
	else if ((b[p] == ')' || b[p] == ']' || b[p] == '}') && l->depth > 0)
		l->depth--;
	l->tok.end = l->pos = p + 1;
}

/* Whether the current token is the operator or name s. */
static int
is(const struct loader *l, const char *s)
{
	size_t n = strlen(s);

	/* the first byte first: is() runs several times on every token */
	return (l->tok.type == T_OP || l->tok.type == T_NAME) &&
	    l->buf[l->tok.at] == s[0] && l->tok.end - l->tok.at == n &&
	    memcmp(l->buf + l->tok.at, s, n) == 0;
}

static const char *
describe(const struct loader *l, char *out, size_t size)
{
	if (l->tok.type == T_EOF)
		snprintf(out, size, "the end of the text");
	else if (l->tok.type == T_NL)
		snprintf(out, size, "the end of the line");
	else
		snprintf(out, size, "'%.*s'", (int)(l->tok.end - l->tok.at > 40 ?
		    40 : l->tok.end - l->tok.at), l->buf + l->tok.at);
	return out;
}

static int
expect(struct loader *l, const char *s)
{
	char seen[64];

	if (!is(l, s))
		return fail_at(l, l->tok.at, "expected '%s', found %s", s,
		    describe(l, seen, sizeof(seen)));
	next(l);
	return 0;
}

static const char *
alias_name(const void *owner, uint32_t i)
{
	return ((const struct loader *)owner)->aliases[i].name;
}

/* The node called buf[at..at+n), through aliases too; -1 when none. */
static int64_t
find_node(const struct loader *l, size_t at, size_t n)
{
	int64_t i = fx_graph_find(l->g, l->buf + at, n);
	uint32_t k;

	if (i >= 0)
		return i;
	k = name_index_find(&l->alias_names, l->buf + at, n);
	return k == NAME_NONE ? -1 : (int64_t)l->aliases[k].node;
}

/* A growing list of values (and keys) for a container being read. */
struct items {
	struct fx_value **v;
	const char **k;
	uint32_t n, cap;
};

static int
items_add(struct loader *l, struct items *it, struct fx_value *v,
    const char *key)
{
	if (it->n == it->cap) {
		uint32_t cap = it->cap ? it->cap * 2 : 8;
		struct fx_value **v2 = realloc(it->v, cap * sizeof(*v2));
		const char **k2;

		if (v2 == NULL)
			return nomem(l);
		it->v = v2;
		if ((k2 = realloc(it->k, cap * sizeof(*k2))) == NULL)
			return nomem(l);
		it->k = k2;
		it->cap = cap;
	}
	it->v[it->n] = v;
	it->k[it->n++] = key;
	return 0;
}

static void
items_free(struct items *it)
{
	free(it->v);
	free(it->k);
}

/* The items as a value of kind in the graph's arena. */
static struct fx_value *
items_value(struct loader *l, const struct items *it, enum fx_kind kind)
{
	struct fx_value *v = value_of_items(l->g->arena, kind, it->v, it->k,
	    it->n);

	if (v == NULL)
		nomem(l);
	return v;
}

/* A string literal's text, escapes undone (the common ones). */
static char *
string_text(struct loader *l, size_t at, size_t end)
{
	const char *b = l->buf;
	char *out, *o;
	size_t i;
	int raw = 0;

	while (b[at] != '\'' && b[at] != '"') {
		if (b[at] == 'r' || b[at] == 'R')
			raw = 1;
		at++;
	}
	if ((o = out = arena_alloc(l->g->arena, end - at)) == NULL) {
		nomem(l);
		return NULL;
	}
	for (i = at + 1; i + 1 < end; i++) {
		if (b[i] != '\\' || raw) {
			*o++ = b[i];
			continue;
		}
		switch (b[++i]) {
		case 'n': *o++ = '\n'; break;
		case 't': *o++ = '\t'; break;
		case 'r': *o++ = '\r'; break;
		case '\\': case '\'': case '"': *o++ = b[i]; break;
		default: *o++ = '\\'; *o++ = b[i]; break;
		}
	}
	*o = '\0';
	return out;
}

static int parse_postfix(struct loader *l, struct expr *e);
static struct fx_value *parse_value(struct loader *l);
static struct fx_value *parse_index(struct loader *l);

static struct fx_value *
node_value(struct loader *l, uint32_t node)
{
	struct fx_value *v = value_new(l->g->arena, FXV_NODE, 0);

	if (v == NULL) {
		nomem(l);
		return NULL;
	}
	v->node = node;
	v->text = l->g->nodes[node].name;
	return v;
}

static struct fx_value *
raw_value(struct loader *l, const char *s, size_t n)
{
	struct fx_value *v = value_new(l->g->arena, FXV_RAW, 0);

	if (v == NULL || (v->text = arena_strndup(l->g->arena, s, n)) ==
	    NULL) {
		nomem(l);
		return NULL;
	}
	return v;
}

/* An expression as an argument value. */
static struct fx_value *
to_value(struct loader *l, struct expr *e)
{
	switch (e->kind) {
	case E_VALUE:
		return e->value;
	case E_PATH:
		if (e->root == ROOT_NODE && e->parts == 0)
			return node_value(l, e->node);
		if (e->root == ROOT_NAME && e->parts > 0)
			return raw_value(l, e->path, e->path_len);
		if (e->root == ROOT_NAME) {
			fail_at(l, e->at, "name '%.*s' is used before it is "
			    "assigned", (int)e->path_len, e->path);
			return NULL;
		}
		fail_at(l, e->at, "expected a value, found an attribute "
		    "('%.*s')", (int)(e->end - e->at), l->buf + e->at);
		return NULL;
	case E_CALL:
		if (e->root == ROOT_NAME && e->path_len == 5 &&
		    memcmp(e->path, "slice", 5) == 0 && e->value->n == 3 &&
		    e->kwargs->n == 0) {
			struct fx_value *v = value_new(l->g->arena, FXV_SLICE,
			    3);

			if (v == NULL) {
				nomem(l);
				return NULL;
			}
			memcpy(v->items, e->value->items, 3 * sizeof(*v->items));
			return v;
		}
		/* device(type='cpu') and the like: kept as written */
		return raw_value(l, l->buf + e->at, e->end - e->at);
	case E_SUBSCRIPT:
		break;
	}
	fail_at(l, e->at, "expected a value, found '%.*s'",
	    (int)(e->end - e->at), l->buf + e->at);
	return NULL;
}

/* value := ['-'] postfix, as an argument value. */
static struct fx_value *
parse_value(struct loader *l)
{
	struct expr *e;
	struct fx_value *v = NULL;
	size_t at = l->tok.at;

	if (is(l, "-")) {
		next(l);
		if (l->tok.type == T_NUM) {
			if ((v = value_new(l->g->arena, FXV_INT, 0)) == NULL) {
				nomem(l);
				return NULL;
			}
			if (value_parse_number(l->buf + at, l->tok.end - at,
			    v) == -1) {
				fail_at(l, at, "bad number '%.*s'",
				    (int)(l->tok.end - at), l->buf + at);
				return NULL;
			}
			next(l);
			return v;
		}
		if (is(l, "inf")) {
			if ((v = value_new(l->g->arena, FXV_FLOAT, 0)) == NULL) {
				nomem(l);
				return NULL;
			}
			v->num.real = -__builtin_inf();
			next(l);
			return v;
		}
		fail_at(l, at, "expected a value after '-'");
		return NULL;
	}
	if ((e = malloc(sizeof(*e))) == NULL) {
		nomem(l);
		return NULL;
	}
	if (parse_postfix(l, e) == 0)
		v = to_value(l, e);
	free(e);
	return v;
}

/* Values separated by commas up to the closer; key=value pairs into kw
 * when kw is not NULL. The opener has been read; reads the closer. */
static int
parse_list(struct loader *l, const char *closer, struct items *it,
    struct items *kw, int *trailing_comma)
{
	struct fx_value *v;
	size_t save_pos;
	int save_depth, save_tok_depth;
	struct token save_tok;
	char *key;

	*trailing_comma = 0;
	while (!is(l, closer)) {
		if (kw != NULL && l->tok.type == T_NAME) {
			save_pos = l->pos;
			save_depth = l->depth;
			save_tok = l->tok;
			save_tok_depth = l->tok_depth;
			next(l);
			if (is(l, "=")) {
				if ((key = arena_strndup(l->g->arena, l->buf +
				    save_tok.at, save_tok.end - save_tok.at)) ==
				    NULL)
					return nomem(l);
				next(l);
				if ((v = parse_value(l)) == NULL ||
				    items_add(l, kw, v, key) == -1)
					return -1;
				goto sep;
			}
			l->pos = save_pos;
			l->depth = save_depth;
			l->tok = save_tok;
			l->tok_depth = save_tok_depth;
		}
		if (kw != NULL && kw->n > 0)
			return fail_at(l, l->tok.at, "a positional argument "
			    "after a keyword argument");
		if ((v = parse_value(l)) == NULL || items_add(l, it, v, NULL) ==
		    -1)
			return -1;
sep:
		*trailing_comma = 0;
		if (is(l, ",")) {
			*trailing_comma = 1;
			next(l);
		} else if (!is(l, closer)) {
			return expect(l, closer);
		}
	}
	next(l);
	return 0;
}

static int
parse_dict(struct loader *l, struct items *it)
{
	struct fx_value *v;
	const char *key;
	size_t at;

	while (!is(l, "}")) {
		at = l->tok.at;
		if (l->tok.type == T_STR) {
			if ((key = string_text(l, l->tok.at, l->tok.end)) ==
			    NULL)
				return -1;
			next(l);
		} else {
			if ((v = parse_value(l)) == NULL)
				return -1;
			if ((key = arena_strndup(l->g->arena, l->buf + at,
			    l->tok.at - at)) == NULL)
				return nomem(l);
		}
		if (expect(l, ":") == -1 || (v = parse_value(l)) == NULL ||
		    items_add(l, it, v, key) == -1)
			return -1;
		if (is(l, ","))
			next(l);
		else if (!is(l, "}"))
			return expect(l, "}");
	}
	next(l);
	return 0;
}

/* A bracketed value: (a, b), (a,), (a), [a], {k: v}. */
static struct fx_value *
parse_container(struct loader *l)
{
	struct items it = { 0 };
	struct fx_value *v = NULL;
	int comma;

	if (is(l, "(")) {
		next(l);
		if (parse_list(l, ")", &it, NULL, &comma) == 0)
			v = it.n == 1 && !comma ? it.v[0] :
			    items_value(l, &it, FXV_TUPLE);
	} else if (is(l, "[")) {
		next(l);
		if (parse_list(l, "]", &it, NULL, &comma) == 0)
			v = items_value(l, &it, FXV_LIST);
	} else {
		next(l);
		if (parse_dict(l, &it) == 0)
			v = items_value(l, &it, FXV_DICT);
	}
	items_free(&it);
	return v;
}

static int
path_add(struct loader *l, struct expr *e, const char *s, size_t n,
    size_t at)
{
	size_t dot = e->path_len > 0 ? 1 : 0;

	if (e->path_len + dot + n >= sizeof(e->path))
		return fail_at(l, at, "a name longer than %d bytes",
		    MAX_PATH - 1);
	if (dot)
		e->path[e->path_len++] = '.';
	e->last_part = e->path_len;
	memcpy(e->path + e->path_len, s, n);
	e->path_len += n;
	e->path[e->path_len] = '\0';
	return 0;
}

/* getattr(X, ...): with X self.PATH (or such a getattr) and a string,
 * a module or attribute whose name is no identifier: the path grows.
 * Else a call of the builtin. The current token is '(' after getattr. */
static int
parse_getattr(struct loader *l, struct expr *e)
{
	struct expr *inner = malloc(sizeof(*inner));
	struct items it = { 0 }, kw = { 0 };
	struct fx_value *v;
	char *name;
	int rc = -1, comma;

	if (inner == NULL)
		return nomem(l);
	next(l);
	if (parse_postfix(l, inner) == -1)
		goto done;
	if (inner->kind == E_PATH && inner->root == ROOT_SELF &&
	    is(l, ",")) {
		next(l);
		if (l->tok.type != T_STR) {
			fail_at(l, l->tok.at, "expected the attribute's name, "
			    "a string");
			goto done;
		}
		if ((name = string_text(l, l->tok.at, l->tok.end)) == NULL)
			goto done;
		next(l);
		if (expect(l, ")") == -1)
			goto done;
		*e = *inner;
		if (path_add(l, e, name, strlen(name), l->tok.at) == -1)
			goto done;
		e->parts++;
		rc = 0;
		goto done;
	}
	if ((v = to_value(l, inner)) == NULL || items_add(l, &it, v, NULL) ==
	    -1)
		goto done;
	if (is(l, ",")) {
		next(l);
		if (parse_list(l, ")", &it, &kw, &comma) == -1)
			goto done;
	} else if (expect(l, ")") == -1) {
		goto done;
	}
	e->kind = E_CALL;
	e->root = ROOT_NAME;
	if (path_add(l, e, "builtins.getattr", 16, e->at) == -1 ||
	    (e->value = items_value(l, &it, FXV_TUPLE)) == NULL ||
	    (e->kwargs = items_value(l, &kw, FXV_DICT)) == NULL)
		goto done;
	rc = 0;
done:
	items_free(&it);
	items_free(&kw);
	free(inner);
	return rc;
}

static struct fx_value *
number_value(struct loader *l)
{
	struct fx_value *v = value_new(l->g->arena, FXV_INT, 0);

	if (v == NULL) {
		nomem(l);
		return NULL;
	}
	if (value_parse_number(l->buf + l->tok.at, l->tok.end - l->tok.at,
	    v) == -1) {
		fail_at(l, l->tok.at, "bad number '%.*s'",
		    (int)(l->tok.end - l->tok.at), l->buf + l->tok.at);
		return NULL;
	}
	next(l);
	return v;
}

/* A bare name that is a constant, or NULL (with no error) when it is
 * none of them. */
static struct fx_value *
constant(struct loader *l, const char *s, size_t n)
{
	static const struct { const char *name; enum fx_kind kind; int b; }
	    k[] = {
		{ "None", FXV_NONE, 0 }, { "True", FXV_BOOL, 1 },
		{ "False", FXV_BOOL, 0 }, { "inf", FXV_FLOAT, 1 },
		{ "nan", FXV_FLOAT, 0 }, { "Ellipsis", FXV_ELLIPSIS, 0 },
	};
	struct fx_value *v;
	size_t i;

	for (i = 0; i < sizeof(k) / sizeof(k[0]); i++) {
		if (strlen(k[i].name) != n || memcmp(k[i].name, s, n) != 0)
			continue;
		if ((v = value_new(l->g->arena, k[i].kind, 0)) == NULL)
			return NULL;
		if (k[i].kind == FXV_BOOL)
			v->num.boolean = k[i].b;
		else if (k[i].kind == FXV_FLOAT)
			v->num.real = k[i].b ? __builtin_inf() :
			    __builtin_nan("");
		return v;
	}
	return NULL;
}

/* postfix := atom ('.' NAME | '(' args ')' | '[' index ']')* */
static int
parse_postfix(struct loader *l, struct expr *e)
{
	struct items it = { 0 }, kw = { 0 };
	const char *s = l->buf + l->tok.at;
	size_t n = l->tok.end - l->tok.at;
	int64_t node;
	int comma, rc = -1;
	char seen[64];

	memset(e, 0, offsetof(struct expr, path));
	e->path_len = 0;
	e->path[0] = '\0';
	e->value = e->index = e->kwargs = NULL;
	e->at = l->tok.at;
	switch (l->tok.type) {
	case T_NAME:
		if ((e->value = constant(l, s, n)) != NULL) {
			e->kind = E_VALUE;
			next(l);
			break;
		}
		e->kind = E_PATH;
		if (n == 7 && memcmp(s, "getattr", 7) == 0) {
			next(l);
			if (is(l, "(")) {
				size_t at = e->at;

				if (parse_getattr(l, e) == -1)
					return -1;
				e->at = at;
				if (e->kind == E_CALL) {
					e->end = l->tok.at;
					return 0;
				}
				break;
			}
			e->root = ROOT_NAME;
			if (path_add(l, e, s, n, e->at) == -1)
				return -1;
			break;
		}
		if (n == 4 && memcmp(s, "self", 4) == 0) {
			e->root = ROOT_SELF;
		} else if ((node = find_node(l, l->tok.at, n)) >= 0) {
			e->root = ROOT_NODE;
			e->node = (uint32_t)node;
			if (path_add(l, e, s, n, e->at) == -1)
				return -1;
		} else {
			e->root = ROOT_NAME;
			if (path_add(l, e, s, n, e->at) == -1)
				return -1;
		}
		next(l);
		break;
	case T_NUM:
		e->kind = E_VALUE;
		if ((e->value = number_value(l)) == NULL)
			return -1;
		break;
	case T_STR:
		e->kind = E_VALUE;
		if ((e->value = value_new(l->g->arena, FXV_STR, 0)) == NULL)
			return nomem(l);
		if ((e->value->text = string_text(l, l->tok.at, l->tok.end)) ==
		    NULL)
			return -1;
		next(l);
		break;
	default:
		if (is(l, "(") || is(l, "[") || is(l, "{")) {
			e->kind = E_VALUE;
			if ((e->value = parse_container(l)) == NULL)
				return -1;
			break;
		}
		if (is(l, "...")) {
			e->kind = E_VALUE;
			if ((e->value = value_new(l->g->arena, FXV_ELLIPSIS,
			    0)) == NULL)
				return nomem(l);
			next(l);
			break;
		}
		return fail_at(l, l->tok.at, "expected a value, found %s",
		    describe(l, seen, sizeof(seen)));
	}
	for (;;) {
		e->end = l->tok.at;
		if (is(l, ".")) {
			next(l);
			if (l->tok.type != T_NAME)
				return fail_at(l, l->tok.at, "expected a name "
				    "after '.'");
			if (e->kind != E_PATH)
				return fail_at(l, l->tok.at, "an attribute of "
				    "something that is no name");
			if (path_add(l, e, l->buf + l->tok.at, l->tok.end -
			    l->tok.at, l->tok.at) == -1)
				return -1;
			e->parts++;
			next(l);
		} else if (is(l, "(") && e->kind == E_PATH) {
			next(l);
			if (parse_list(l, ")", &it, &kw, &comma) == -1 ||
			    (e->value = items_value(l, &it, FXV_TUPLE)) ==
			    NULL ||
			    (e->kwargs = items_value(l, &kw, FXV_DICT)) == NULL)
				goto done;
			e->kind = E_CALL;
			e->end = l->tok.at;
			break;
		} else if (is(l, "[") && e->kind != E_SUBSCRIPT) {
			if ((e->value = to_value(l, e)) == NULL)
				return -1;
			if ((e->index = parse_index(l)) == NULL)
				return -1;
			e->kind = E_SUBSCRIPT;
			e->end = l->tok.at;
			break;
		} else {
			break;
		}
	}
	rc = 0;
done:
	items_free(&it);
	items_free(&kw);
	return rc;
}

/* One item of a subscript: a value, or a slice a:b:c with parts left
 * out. */
static struct fx_value *
parse_index_item(struct loader *l)
{
	struct fx_value *parts[3] = { NULL, NULL, NULL }, *v;
	int i = 0;

	if (!is(l, ":") && (parts[0] = parse_value(l)) == NULL)
		return NULL;
	if (!is(l, ":"))
		return parts[0];
	while (is(l, ":") && i < 2) {
		next(l);
		i++;
		if (!is(l, ":") && !is(l, ",") && !is(l, "]") &&
		    (parts[i] = parse_value(l)) == NULL)
			return NULL;
	}
	if ((v = value_new(l->g->arena, FXV_SLICE, 3)) == NULL) {
		nomem(l);
		return NULL;
	}
	for (i = 0; i < 3; i++)
		if ((v->items[i] = parts[i]) == NULL &&
		    (v->items[i] = value_new(l->g->arena, FXV_NONE, 0)) ==
		    NULL) {
			nomem(l);
			return NULL;
		}
	return v;
}

/* '[' index ']': one item, or a tuple of them. */
static struct fx_value *
parse_index(struct loader *l)
{
	struct items it = { 0 };
	struct fx_value *v = NULL;
	int comma = 0;

	next(l);
	while (!is(l, "]")) {
		if ((v = parse_index_item(l)) == NULL ||
		    items_add(l, &it, v, NULL) == -1)
			goto fail;
		comma = 0;
		if (is(l, ",")) {
			comma = 1;
			next(l);
		} else if (!is(l, "]")) {
			expect(l, "]");
			goto fail;
		}
	}
	next(l);
	v = it.n == 1 && !comma ? it.v[0] : items_value(l, &it, FXV_TUPLE);
	items_free(&it);
	return v;
fail:
	items_free(&it);
	return NULL;
}

/* Python's operators and the functions of operator FX prints for them. */
static const struct { const char *op, *fn; } binary_ops[] = {
	{ "+", "add" }, { "-", "sub" }, { "*", "mul" }, { "/", "truediv" },
	{ "//", "floordiv" }, { "%", "mod" }, { "**", "pow" },
	{ "@", "matmul" }, { "&", "and_" }, { "|", "or_" }, { "^", "xor" },
	{ "<<", "lshift" }, { ">>", "rshift" }, { "==", "eq" },
	{ "!=", "ne" }, { "<", "lt" }, { "<=", "le" }, { ">", "gt" },
	{ ">=", "ge" },
}, unary_ops[] = {
	{ "-", "neg" }, { "+", "pos" }, { "~", "invert" }, { "not", "not_" },
}, inplace_ops[] = {
	/* torch/fx/graph.py's inplace_methods */
	{ "+=", "iadd" }, { "&=", "iand" }, { "//=", "ifloordiv" },
	{ "<<=", "ilshift" }, { "%=", "imod" }, { "*=", "imul" },
	{ "@=", "imatmul" }, { "|=", "ior" }, { "**=", "ipow" },
	{ ">>=", "irshift" }, { "-=", "isub" }, { "/=", "itruediv" },
	{ "^=", "ixor" },
};

/* What one statement makes. */
struct made {
	enum fx_op op;
	char target[MAX_PATH + 16];
	struct fx_value *args, *kwargs;
	int alias;		/* name = other_node: no node */
	uint32_t aliased;
};

static struct fx_value *
tuple_of(struct loader *l, struct fx_value *a, struct fx_value *b)
{
	struct fx_value *v = value_new(l->g->arena, FXV_TUPLE, b ? 2 : 1);

	if (v == NULL) {
		nomem(l);
		return NULL;
	}
	v->items[0] = a;
	if (b != NULL)
		v->items[1] = b;
	return v;
}

/* The right-hand side of 'name = EXPR'. */
static int
parse_rhs(struct loader *l, struct made *m)
{
	struct expr *e = malloc(sizeof(*e));
	struct fx_value *a, *b;
	size_t i;
	int rc = -1;

	if (e == NULL)
		return nomem(l);
	m->alias = 0;
	if ((m->kwargs = value_new(l->g->arena, FXV_DICT, 0)) == NULL) {
		nomem(l);
		goto done;
	}
	for (i = 0; i < sizeof(unary_ops) / sizeof(unary_ops[0]); i++)
		if (is(l, unary_ops[i].op)) {
			next(l);
			if (parse_postfix(l, e) == -1 ||
			    (a = to_value(l, e)) == NULL ||
			    (m->args = tuple_of(l, a, NULL)) == NULL)
				goto done;
			m->op = FX_CALL_FUNCTION;
			snprintf(m->target, sizeof(m->target), "operator.%s",
			    unary_ops[i].fn);
			rc = 0;
			goto done;
		}
	if (parse_postfix(l, e) == -1)
		goto done;
	for (i = 0; i < sizeof(binary_ops) / sizeof(binary_ops[0]); i++)
		if (is(l, binary_ops[i].op)) {
			next(l);
			if ((a = to_value(l, e)) == NULL ||
			    (b = parse_value(l)) == NULL ||
			    (m->args = tuple_of(l, a, b)) == NULL)
				goto done;
			m->op = FX_CALL_FUNCTION;
			snprintf(m->target, sizeof(m->target), "operator.%s",
			    binary_ops[i].fn);
			rc = 0;
			goto done;
		}
	switch (e->kind) {
	case E_SUBSCRIPT:
		if ((m->args = tuple_of(l, e->value, e->index)) == NULL)
			goto done;
		m->op = FX_CALL_FUNCTION;
		snprintf(m->target, sizeof(m->target), "operator.getitem");
		break;
	case E_CALL:
		m->kwargs = e->kwargs;
		if (e->root == ROOT_SELF) {
			m->op = FX_CALL_MODULE;
			m->args = e->value;
			memcpy(m->target, e->path, e->path_len + 1);
		} else if (e->root == ROOT_NODE && e->parts == 1) {
			struct fx_value *v = value_new(l->g->arena, FXV_TUPLE,
			    e->value->n + 1);

			if (v == NULL) {
				nomem(l);
				goto done;
			}
			if ((v->items[0] = node_value(l, e->node)) == NULL)
				goto done;
			if (e->value->n > 0)	/* items is NULL for none */
				memcpy(v->items + 1, e->value->items,
				    e->value->n * sizeof(*v->items));
			m->op = FX_CALL_METHOD;
			m->args = v;
			memcpy(m->target, e->path + e->last_part, e->path_len -
			    e->last_part + 1);
		} else if (e->root == ROOT_NAME) {
			m->op = FX_CALL_FUNCTION;
			m->args = e->value;
			memcpy(m->target, e->path, e->path_len + 1);
		} else {
			fail_at(l, e->at, "a call of '%.*s': expected "
			    "self.MODULE(...), NODE.METHOD(...) or "
			    "MODULE.FUNCTION(...)", (int)e->path_len, e->path);
			goto done;
		}
		break;
	case E_PATH:
		if (e->root == ROOT_SELF && e->parts > 0) {
			m->op = FX_GET_ATTR;
			if ((m->args = value_new(l->g->arena, FXV_TUPLE, 0)) ==
			    NULL) {
				nomem(l);
				goto done;
			}
			memcpy(m->target, e->path, e->path_len + 1);
			break;
		}
		if (e->root == ROOT_NODE && e->parts == 0) {
			m->alias = 1;
			m->aliased = e->node;
			break;
		}
		if (e->root == ROOT_NODE && e->parts == 1) {
			/* x.shape: getattr(x, 'shape'), which print(gm.graph)
			 * prints as builtins.getattr */
			if ((a = node_value(l, e->node)) == NULL ||
			    (b = value_new(l->g->arena, FXV_STR, 0)) == NULL ||
			    (b->text = arena_strdup(l->g->arena, e->path +
			    e->last_part)) == NULL ||
			    (m->args = tuple_of(l, a, b)) == NULL) {
				nomem(l);
				goto done;
			}
			m->op = FX_CALL_FUNCTION;
			snprintf(m->target, sizeof(m->target), "builtins.getattr");
			break;
		}
		/* FALLTHROUGH */
	default:
		if (e->kind == E_PATH && e->root == ROOT_NAME && e->parts == 0)
			fail_at(l, e->at, "name '%.*s' is used before it is "
			    "assigned", (int)e->path_len, e->path);
		else
			fail_at(l, e->at, "expected a call, an operator, a "
			    "subscript or an attribute of self, found '%.*s'",
			    (int)(e->end - e->at), l->buf + e->at);
		goto done;
	}
	rc = 0;
done:
	free(e);
	return rc;
}

/* ';  a = b = None' after a statement: the code dropping references. */
static int
parse_cleanups(struct loader *l)
{
	while (is(l, ";")) {
		next(l);
		for (;;) {
			if (l->tok.type != T_NAME)
				return fail_at(l, l->tok.at, "unknown "
				    "statement after ';': expected 'a = b = "
				    "None'");
			if (is(l, "None")) {
				next(l);
				break;
			}
			next(l);
			if (expect(l, "=") == -1)
				return -1;
		}
	}
	return 0;
}

static int
end_of_statement(struct loader *l)
{
	char seen[64];

	if (parse_cleanups(l) == -1)
		return -1;
	if (l->tok.type != T_NL && l->tok.type != T_EOF)
		return fail_at(l, l->tok.at, "expected the end of the "
		    "statement, found %s", describe(l, seen, sizeof(seen)));
	return 0;
}

static int
add_node(struct loader *l, const char *name, size_t n, size_t at,
    enum fx_op op, const char *target, uint32_t line, uint32_t *index)
{
	switch (fx_graph_add(l->g, name, n, op, target, strlen(target),
	    index)) {
	case FX_OK:
		l->g->nodes[*index].printed_users = -1;
		l->g->nodes[*index].line = line;
		l->g->nodes[*index].meta.stack_trace = l->trace;
		return 0;
	case FX_EDUP:
		return fail_at(l, at, "name '%.*s' is assigned twice", (int)n,
		    name);
	case FX_EBADNAME:
		return fail_at(l, at, "bad node name");
	default:
		return nomem(l);
	}
}

/* The names fx.Graph's code never gives a variable, so that a node
 * called one is written as NAME_1 (torch/fx/graph.py _illegal_names:
 * Python's keywords and builtins, and the names its code imports), in
 * strcmp order. */
static const char *const illegal_names[] = {
	"ArithmeticError", "AssertionError", "AttributeError",
	"BaseException", "BaseExceptionGroup", "BlockingIOError",
	"BrokenPipeError", "BufferError", "BytesWarning",
	"ChildProcessError", "ConnectionAbortedError", "ConnectionError",
	"ConnectionRefusedError", "ConnectionResetError",
	"DeprecationWarning", "EOFError", "Ellipsis", "EncodingWarning",
	"EnvironmentError", "Exception", "ExceptionGroup", "False",
	"FileExistsError", "FileNotFoundError", "FloatingPointError",
	"FutureWarning", "GeneratorExit", "IOError", "ImportError",
	"ImportWarning", "IndentationError", "IndexError",
	"InterruptedError", "IsADirectoryError", "KeyError",
	"KeyboardInterrupt", "LookupError", "MemoryError",
	"ModuleNotFoundError", "NameError", "None", "NoneType",
	"NotADirectoryError", "NotImplemented", "NotImplementedError",
	"OSError", "OverflowError", "PendingDeprecationWarning",
	"PermissionError", "ProcessLookupError", "RecursionError",
	"ReferenceError", "ResourceWarning", "RuntimeError",
	"RuntimeWarning", "StopAsyncIteration", "StopIteration",
	"SyntaxError", "SyntaxWarning", "SystemError", "SystemExit",
	"TabError", "TimeoutError", "True", "TypeError", "UnboundLocalError",
	"UnicodeDecodeError", "UnicodeEncodeError", "UnicodeError",
	"UnicodeTranslateError", "UnicodeWarning", "UserWarning",
	"ValueError", "Warning", "ZeroDivisionError", "__build_class__",
	"__debug__", "__doc__", "__import__", "__loader__", "__name__",
	"__package__", "__spec__", "abs", "aiter", "all", "and", "anext",
	"any", "as", "ascii", "assert", "async", "await", "bin", "bool",
	"break", "breakpoint", "bytearray", "bytes", "callable", "chr",
	"class", "classmethod", "compile", "complex", "continue",
	"copyright", "credits", "def", "del", "delattr", "device", "dict",
	"dir", "divmod", "elif", "else", "enumerate", "eval", "except",
	"exec", "exit", "filter", "finally", "float", "for", "format",
	"from", "frozenset", "fx_pytree", "getattr", "global", "globals",
	"hasattr", "hash", "help", "hex", "id", "if", "import", "in", "inf",
	"input", "int", "is", "isinstance", "issubclass", "iter", "lambda",
	"len", "license", "list", "locals", "map", "max", "memoryview",
	"min", "nan", "next", "nonlocal", "not", "object", "oct", "open",
	"or", "ord", "pass", "pow", "print", "property", "pytree", "quit",
	"raise", "range", "repr", "return", "reversed", "round", "set",
	"setattr", "slice", "sorted", "staticmethod", "str", "sum", "super",
	"torch", "try", "tuple", "type", "vars", "while", "with", "yield",
	"zip"
};

static int
cmp_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Whether v[0..n) is how the code spells a node named name that it may
 * not use as a variable: name_N, name illegal. */
static int
mangled_name(const char *name, const char *v, size_t n)
{
	size_t len = strlen(name), i;

	if (n < len + 2 || memcmp(v, name, len) != 0 || v[len] != '_')
		return 0;
	for (i = len + 1; i < n; i++)
		if (v[i] < '0' || v[i] > '9')
			return 0;
	return bsearch(&name, illegal_names, sizeof(illegal_names) /
	    sizeof(illegal_names[0]), sizeof(illegal_names[0]),
	    cmp_name) != NULL;
}

/* Whether 'NAME = P', P the placeholder node, is how fx.Graph's code
 * writes a placeholder whose name is not its target: P is named after its
 * target still, and not yet renamed, and NAME is no spelling of P's own
 * name ('input_1 = input' for node input, which may not be a variable). */
static int
renamed_placeholder(const struct loader *l, uint32_t node,
    const struct token *name)
{
	const struct fx_node *n = &l->g->nodes[node];
	size_t k;

	if (n->op != FX_PLACEHOLDER || strcmp(n->name, n->target) != 0 ||
	    mangled_name(n->name, l->buf + name->at, name->end - name->at))
		return 0;
	for (k = 0; k < l->n_renames; k++)
		if (l->renames[k].node == node)
			return 0;
	return 1;
}

/* Room for one more item of size bytes in *items, which holds n of *cap;
 * 0, or -1 when out of memory. */
static int
room_for_one(struct loader *l, void **items, size_t n, size_t *cap,
    size_t size)
{
	void *grown;

	if (n < *cap)
		return 0;
	if ((grown = realloc(*items, (*cap ? *cap * 2 : 16) * size)) == NULL)
		return nomem(l);
	*items = grown;
	*cap = *cap ? *cap * 2 : 16;
	return 0;
}

static int
add_rename(struct loader *l, uint32_t node, const struct token *name)
{
	if (room_for_one(l, (void **)&l->renames, l->n_renames,
	    &l->cap_renames, sizeof(*l->renames)) == -1)
		return -1;
	l->renames[l->n_renames++] = (struct fx_rename){ node,
	    l->buf + name->at, name->end - name->at };
	return 0;
}

static int
add_alias(struct loader *l, size_t at, size_t n, uint32_t node)
{
	if (room_for_one(l, (void **)&l->aliases, l->n_aliases,
	    &l->cap_aliases, sizeof(*l->aliases)) == -1)
		return -1;
	if ((l->alias_arena == NULL &&
	    (l->alias_arena = arena_new()) == NULL) ||
	    (l->aliases[l->n_aliases].name = arena_strndup(l->alias_arena,
	    l->buf + at, n)) == NULL)
		return nomem(l);
	l->aliases[l->n_aliases].node = node;
	if (name_index_add(&l->alias_names, (uint32_t)l->n_aliases) == -1)
		return nomem(l);
	l->n_aliases++;
	return 0;
}

/* Reads past an annotation (': ANN', the ':' read) up to one of the
 * stops at the depth it starts at; *ann is where it is in buf. */
static void
skip_annotation(struct loader *l, const char *stop1, const char *stop2,
    const char *stop3, struct token *ann)
{
	int depth = l->tok_depth;

	ann->at = ann->end = l->tok.at;
	while (l->tok.type != T_EOF && l->tok.type != T_NL &&
	    !(l->tok_depth == depth && (is(l, stop1) || is(l, stop2) ||
	    is(l, stop3)))) {
		ann->end = l->tok.end;
		next(l);
	}
}

/* A node's annotation into its meta or its type. torch 2.x's verbose code
 * (graph.py, _gen_python_code's emit_node) writes what it knows of the
 * value as a string: "f32[8, s0][8, 1]cuda:0" for a tensor (the strides
 * and the device on request), "FunctionalTensor(f32[8])" for a subclass
 * (the class is the type), "Sym(s0)" for a symbolic size; torch 2.0 and
 * 2.1 wrote a tensor's without the quotes. Any other
 * annotation (torch.Tensor) is node.type, as print(gm.graph) shows it;
 * so is a string that is no tensor. -1 when out of memory. */
static int
annotate(struct loader *l, uint32_t index, const struct token *ann)
{
	struct fx_node *n = &l->g->nodes[index];
	struct fx_tensor *t;
	const char *text, *core, *why;
	size_t len, core_len, cls = 0, i, at;
	int depth = 0, rc;

	if (ann->end <= ann->at)
		return 0;
	if (l->buf[ann->at] != '"' && l->buf[ann->at] != '\'') {
		/* torch 2.0 and 2.1 wrote a tensor's bare: 'x: f32[8, 100]' */
		if ((t = arena_alloc(l->g->arena, sizeof(*t))) == NULL)
			return nomem(l);
		rc = annotation_tensor(l->g->arena, l->buf + ann->at,
		    ann->end - ann->at, t, &why, &at);
		if (rc == -2)
			return nomem(l);
		if (rc == 0) {
			n->meta.tensors = t;
			n->meta.n_tensors = 1;
			return 0;
		}
		n->type = arena_strndup(l->g->arena, l->buf + ann->at,
		    ann->end - ann->at);
		return n->type == NULL ? nomem(l) : 0;
	}
	if ((text = string_text(l, ann->at, ann->end)) == NULL)
		return -1;
	core = text;
	core_len = len = strlen(text);
	while (cls < len && is_word(text[cls]))
		cls++;
	if (cls > 0 && cls < len && text[cls] == '(' && text[len - 1] == ')' &&
	    !(cls == 3 && memcmp(text, "Sym", 3) == 0)) {
		core = text + cls + 1;
		for (i = cls + 1; i < len - 1; i++)
			if (text[i] == '[' || text[i] == '(')
				depth++;
			else if (text[i] == ']' || text[i] == ')')
				depth--;
			else if (text[i] == ',' && depth == 0)
				break;
		core_len = i - cls - 1;
	} else {
		cls = 0;
	}
	if ((t = arena_alloc(l->g->arena, sizeof(*t))) == NULL)
		return nomem(l);
	rc = annotation_tensor(l->g->arena, core, core_len, t, &why, &at);
	if (rc == -2)
		return nomem(l);
	if (rc == 0) {
		n->meta.tensors = t;
		n->meta.n_tensors = 1;
		if (cls > 0 && (n->type = arena_strndup(l->g->arena, text,
		    cls)) == NULL)
			return nomem(l);
		return 0;
	}
	n->type = text;
	return 0;
}

/* 'x[i] = y;  setitem = x' and 'x += y;  iadd = x': the code FX writes
 * for operator.setitem and the in-place operators (graph.py's
 * inplace_methods), the node named after the ';'. The current token is
 * the one after x. */
static int
parse_inplace(struct loader *l, const struct token *base, uint32_t line)
{
	struct fx_value *idx = NULL, *v, *args;
	struct token name, ann = { 0 };
	const char *fn = NULL;
	char target[32], seen[64];
	uint32_t index;
	int64_t node = find_node(l, base->at, base->end - base->at);
	size_t i, n = base->end - base->at;

	if (node < 0)
		return fail_at(l, base->at, "name '%.*s' is used before it is "
		    "assigned", (int)n, l->buf + base->at);
	if (is(l, "[")) {
		fn = "setitem";
		if ((idx = parse_index(l)) == NULL || expect(l, "=") == -1)
			return -1;
	} else {
		for (i = 0; i < sizeof(inplace_ops) / sizeof(inplace_ops[0]);
		    i++)
			if (is(l, inplace_ops[i].op))
				fn = inplace_ops[i].fn;
		next(l);
	}
	if ((v = parse_value(l)) == NULL)
		return -1;
	if (!is(l, ";"))
		return fail_at(l, l->tok.at, "expected ';  NAME = %.*s' after "
		    "the in-place %s, found %s", (int)n, l->buf + base->at, fn,
		    describe(l, seen, sizeof(seen)));
	next(l);
	name = l->tok;
	if (name.type != T_NAME)
		return fail_at(l, l->tok.at, "expected the name of the "
		    "in-place %s's node", fn);
	next(l);
	if (is(l, ":")) {
		next(l);
		skip_annotation(l, "=", "=", "=", &ann);
	}
	if (expect(l, "=") == -1)
		return -1;
	if (l->tok.type != T_NAME || l->tok.end - l->tok.at != n ||
	    memcmp(l->buf + l->tok.at, l->buf + base->at, n) != 0)
		return fail_at(l, l->tok.at, "expected '%.*s', the value the "
		    "in-place %s changed", (int)n, l->buf + base->at, fn);
	next(l);
	if (end_of_statement(l) == -1)
		return -1;
	snprintf(target, sizeof(target), "operator.%s", fn);
	if ((args = value_new(l->g->arena, FXV_TUPLE, idx ? 3 : 2)) == NULL)
		return nomem(l);
	if ((args->items[0] = node_value(l, (uint32_t)node)) == NULL)
		return -1;
	if (idx != NULL)
		args->items[1] = idx;
	args->items[idx ? 2 : 1] = v;
	if (add_node(l, l->buf + name.at, name.end - name.at, name.at,
	    FX_CALL_FUNCTION, target, line, &index) == -1)
		return -1;
	l->g->nodes[index].args = args;
	return annotate(l, index, &ann);
}

static int
is_inplace(const struct loader *l)
{
	size_t i;

	for (i = 0; i < sizeof(inplace_ops) / sizeof(inplace_ops[0]); i++)
		if (is(l, inplace_ops[i].op))
			return 1;
	return 0;
}

/* Skips to the end of the statement: the rest is what no node is made
 * of (the spec of a pytree, held by the module). */
static void
skip_statement(struct loader *l)
{
	while (l->tok.type != T_NL && l->tok.type != T_EOF)
		next(l);
}

/* a, b, c, = fx_pytree.tree_flatten_spec([x, y], self._in_spec): the
 * forward's placeholders, as torch's _PyTreeCodeGen writes them. The
 * current token is the first name. */
static int
parse_flatten(struct loader *l, uint32_t line)
{
	size_t d = 0, n;
	uint32_t index;
	char seen[64];

	while (l->tok.type == T_NAME) {
		n = l->tok.end - l->tok.at;
		if (add_node(l, l->buf + l->tok.at, n, l->tok.at,
		    FX_PLACEHOLDER, "", line, &index) == -1)
			return -1;
		l->g->nodes[index].target = l->g->nodes[index].name;
		/* declared in the same order, those with an annotation */
		if (d < l->n_decls && l->decls[2 * d].end -
		    l->decls[2 * d].at == n && memcmp(l->buf +
		    l->decls[2 * d].at, l->buf + l->tok.at, n) == 0 &&
		    annotate(l, index, &l->decls[2 * d++ + 1]) == -1)
			return -1;
		next(l);
		if (!is(l, ","))
			break;
		next(l);
	}
	if (expect(l, "=") == -1)
		return -1;
	if (!is(l, "fx_pytree"))
		return fail_at(l, l->tok.at, "expected fx_pytree."
		    "tree_flatten_spec(...), found %s",
		    describe(l, seen, sizeof(seen)));
	skip_statement(l);
	return end_of_statement(l);
}

/* return pytree.tree_unflatten([a, b], self._out_spec): the output's
 * argument is the list. The current token is 'pytree'. NULL with the
 * error set. */
static struct fx_value *
parse_unflatten(struct loader *l)
{
	struct fx_value *v;

	next(l);
	if (expect(l, ".") == -1 || expect(l, "tree_unflatten") == -1 ||
	    expect(l, "(") == -1 || (v = parse_value(l)) == NULL)
		return NULL;
	if (!is(l, ",")) {
		expect(l, ",");
		return NULL;
	}
	while (!is(l, ")") && l->tok.type != T_NL && l->tok.type != T_EOF)
		next(l);
	return expect(l, ")") == -1 ? NULL : v;
}

/* Whether the line at i (its first non-blank byte) only declares
 * annotations, 'a: "f32[2]"; b: "f32[3]"; ': torch 2.x writes them on
 * the line before a pytree flatten, which cannot hold them; with
 * print_readable(expanded_def=True) (torch 2.14's aot_joint_graph in a
 * trace, and the logs of graphs from AOT autograd's cache) one a line:
 * 'a: "f32[2]"  # PlainAOTInput(idx=0)'. */
static int
declarations_at(const char *buf, size_t len, size_t i)
{
	size_t start = i, end;

	while (i < len && is_word(buf[i]))
		i++;
	if (i == start)
		return 0;
	while (i < len && buf[i] == ' ')
		i++;
	if (i >= len || buf[i] != ':')
		return 0;
	for (end = i + 1; end < len && buf[end] == ' '; end++)
		;
	if (end < len && (buf[end] == '"' || buf[end] == '\'') &&
	    (end = string_end(buf, len, end)) > 0) {
		while (end < len && (buf[end] == ' ' || buf[end] == '\r'))
			end++;
		if (end == len || buf[end] == '\n' || buf[end] == '#')
			return 1;
	}
	for (end = i; end < len && buf[end] != '\n'; end++)
		;
	while (end > i && (buf[end - 1] == ' ' || buf[end - 1] == '\r'))
		end--;
	return buf[end - 1] == ';';
}

/* Whether the statement at i flattens the forward's pytrees: 'a, b, =
 * fx_pytree.tree_flatten_spec(' (torch's _PyTreeCodeGen). */
static int
flatten_at(const char *buf, size_t len, size_t i)
{
	while (i < len && (is_word(buf[i]) || buf[i] == ',' || buf[i] == ' '))
		i++;
	if (i >= len || buf[i] != '=')
		return 0;
	for (i++; i < len && buf[i] == ' '; i++)
		;
	return starts(buf, len, i, "fx_pytree.tree_flatten_spec(");
}

/* The same at the current token, in a forward that takes pytrees. */
static int
declares(const struct loader *l)
{
	return l->pytree && l->tok.type == T_NAME &&
	    declarations_at(l->buf, l->len, l->tok.at);
}

static int
flattens(const struct loader *l)
{
	return l->pytree && l->tok.type == T_NAME &&
	    flatten_at(l->buf, l->len, l->tok.at);
}

/* a: "f32[2]"; b: "f32[3]"; : the annotations of the names the
 * flatten after it binds, which Python cannot write on that line. The
 * current token is ':' after the first name, given. */
static int
parse_decls(struct loader *l, struct token name)
{
	struct token *grown;
	char seen[64];

	for (;;) {
		if (expect(l, ":") == -1)
			return -1;
		if (l->n_decls == l->cap_decls) {
			l->cap_decls = l->cap_decls ? 2 * l->cap_decls : 16;
			if ((grown = realloc(l->decls, 2 * l->cap_decls *
			    sizeof(*grown))) == NULL)
				return nomem(l);
			l->decls = grown;
		}
		l->decls[2 * l->n_decls] = name;
		skip_annotation(l, ";", ";", ";", &l->decls[2 * l->n_decls + 1]);
		l->n_decls++;
		if (l->tok.type == T_NL || l->tok.type == T_EOF)
			return 0;	/* one a line */
		if (expect(l, ";") == -1)
			return -1;
		if (l->tok.type == T_NL || l->tok.type == T_EOF)
			return 0;
		if (l->tok.type != T_NAME)
			return fail_at(l, l->tok.at, "expected 'name: "
			    "ANNOTATION;', found %s", describe(l, seen,
			    sizeof(seen)));
		name = l->tok;
		next(l);
	}
}

/* One statement of the body; the current token is its first. */
static int
parse_statement(struct loader *l, uint32_t line)
{
	struct made *m;
	struct fx_value *v;
	struct token name, ann = { 0 };
	char out[32];
	uint32_t index;
	size_t at = l->tok.at;
	int rc = -1;

	if (flattens(l))
		return parse_flatten(l, line);
	if (declares(l)) {
		name = l->tok;
		next(l);
		return parse_decls(l, name);
	}
	if (is(l, "return")) {
		next(l);
		if (l->tok.type == T_NL || l->tok.type == T_EOF) {
			if ((v = value_new(l->g->arena, FXV_NONE, 0)) == NULL)
				return nomem(l);
		} else if (l->pytree && is(l, "pytree")) {
			if ((v = parse_unflatten(l)) == NULL)
				return -1;
		} else if ((v = parse_value(l)) == NULL) {
			return -1;
		}
		if (end_of_statement(l) == -1)
			return -1;
		if (l->returned)
			return fail_at(l, at, "a second return");
		fx_graph_output_name(l->g, out, sizeof(out));
		if ((v = tuple_of(l, v, NULL)) == NULL ||
		    add_node(l, out, strlen(out), at, FX_OUTPUT, "output",
		    line, &index) == -1)
			return -1;
		l->g->nodes[index].args = v;
		l->returned = 1;
		return 0;
	}
	name = l->tok;
	if (name.type != T_NAME)
		return fail_at(l, at, "unknown statement: expected 'name = "
		    "EXPR' or 'return EXPR'");
	next(l);
	if (is(l, "[") || is_inplace(l))
		return parse_inplace(l, &name, line);
	if (is(l, ":")) {
		next(l);
		skip_annotation(l, "=", "=", "=", &ann);
	}
	if (!is(l, "="))
		return fail_at(l, at, "unknown statement: expected 'name = "
		    "EXPR' or 'return EXPR'");
	next(l);
	if ((m = malloc(sizeof(*m))) == NULL)
		return nomem(l);
	if (parse_rhs(l, m) == -1 || end_of_statement(l) == -1)
		goto done;
	if (m->alias) {
		rc = add_alias(l, name.at, name.end - name.at, m->aliased);
		if (rc == 0 && renamed_placeholder(l, m->aliased, &name))
			rc = add_rename(l, m->aliased, &name);
		goto done;
	}
	if (add_node(l, l->buf + name.at, name.end - name.at, name.at, m->op,
	    m->target, line, &index) == -1)
		goto done;
	l->g->nodes[index].args = m->args;
	l->g->nodes[index].kwargs = m->kwargs;
	rc = annotate(l, index, &ann);
done:
	free(m);
	return rc;
}

/* The 1-based line of offset at, counted on from the last call's (from
 * the start when at comes before it): a count from the start at every
 * statement made the read quadratic (16,000 statements: 3.3 s). */
static uint32_t
line_of(struct loader *l, size_t at)
{
	size_t i;

	if (at < l->line_at || l->line_no == 0) {
		l->line_at = 0;
		l->line_no = 1;
	}
	for (i = l->line_at; i < at; i++)
		if (l->buf[i] == '\n')
			l->line_no++;
	l->line_at = at;
	return l->line_no;
}

/* Whether the statement after the 'def forward(...):' at first is
 * torch's pytree flatten: then the parameters are pytrees, and the names
 * that statement binds are the placeholders (_PyTreeCodeGen). */
static int
flattens_after(const char *buf, size_t len, size_t first)
{
	size_t i = first, end;
	int depth = 0, empty;

	/* the header's own ':', past the annotations' inside its brackets */
	for (; i < len && (buf[i] != ':' || depth > 0); i++) {
		if (buf[i] == '"' || buf[i] == '\'') {
			if ((end = string_end(buf, len, i)) == 0)
				return 0;
			i = end - 1;
		} else if (buf[i] == '(' || buf[i] == '[') {
			depth++;
		} else if (buf[i] == ')' || buf[i] == ']') {
			depth--;
		}
	}
	/* the line after the header, and the first that holds code past
	 * the annotations of the names it binds ('a: "f32[2]"; ') */
	for (i = next_line(buf, len, i); i < len; i = next_line(buf, len, i)) {
		end = indent_of(buf, len, i, &empty);
		if (!empty && !declarations_at(buf, len, end))
			return flatten_at(buf, len, end);
	}
	return 0;
}

/* def forward(self, a, b : T = v, *args): each parameter a placeholder.
 * The current token is 'def'. */
static int
parse_header(struct loader *l, uint32_t line)
{
	struct token name, ann;
	struct fx_value *v;
	uint32_t index;
	size_t star;
	char seen[64];

	next(l);
	if (!is(l, "forward"))
		return fail_at(l, l->tok.at, "expected 'forward'");
	next(l);
	if (expect(l, "(") == -1)
		return -1;
	if (!is(l, "self"))
		return fail_at(l, l->tok.at, "expected 'self', found %s",
		    describe(l, seen, sizeof(seen)));
	next(l);
	while (is(l, ",")) {
		next(l);
		if (is(l, ")"))
			break;
		star = l->tok.at;
		while (is(l, "*") || is(l, "**"))
			next(l);
		if (l->tok.type != T_NAME)
			return fail_at(l, l->tok.at, "expected a parameter "
			    "name, found %s", describe(l, seen, sizeof(seen)));
		name = l->tok;
		ann.at = ann.end = 0;
		next(l);
		if (is(l, ":")) {
			next(l);
			skip_annotation(l, ",", ")", "=", &ann);
		}
		if (l->pytree) {
			/* fx_pytree.tree_flatten_spec makes the nodes */
			if (is(l, "=")) {
				next(l);
				if (parse_value(l) == NULL)
					return -1;
			}
			continue;
		}
		if (add_node(l, l->buf + name.at, name.end - name.at, star,
		    FX_PLACEHOLDER, "", line, &index) == -1 ||
		    annotate(l, index, &ann) == -1)
			return -1;
		l->g->nodes[index].target = l->g->nodes[index].name;
		if (is(l, "=")) {
			next(l);
			if ((v = parse_value(l)) == NULL ||
			    (v = tuple_of(l, v, NULL)) == NULL)
				return -1;
			l->g->nodes[index].args = v;
		}
	}
	if (expect(l, ")") == -1)
		return -1;
	if (is(l, "->")) {
		next(l);
		skip_annotation(l, ":", ":", ":", &ann);
	}
	if (expect(l, ":") == -1)
		return -1;
	if (l->tok.type != T_NL)
		return fail_at(l, l->tok.at, "expected the end of the line "
		    "after 'def forward(...):'");
	return 0;
}

/* A comment at offset at: torch 2.x writes "# File: PATH:LINE in FN,
 * code: SOURCE" before the nodes that line made, and "# No stacktrace
 * found for following nodes" before those it knows none for, each only
 * where it changes. The text after "# " becomes the stack trace of the
 * nodes that follow, up to the next such comment. -1 when out of
 * memory. */
static int
remember_trace(struct loader *l, size_t at)
{
	const char *b = l->buf + at, *end = memchr(b, '\n', l->len - at);
	size_t n = end ? (size_t)(end - b) : l->len - at;

	while (n > 0 && (b[n - 1] == '\r' || b[n - 1] == ' '))
		n--;
	if (n > 8 && memcmp(b, "# File: ", 8) == 0) {
		if ((l->trace = arena_strndup(l->g->arena, b + 2, n - 2)) ==
		    NULL)
			return nomem(l);
	} else if (n > 24 && memcmp(b, "# No stacktrace found", 21) == 0) {
		l->trace = NULL;
	}
	return 0;
}

/* Whether the line at first may come before 'def forward': the class,
 * imports, the wrap() calls torch writes for functions it keeps opaque
 * (torch.fx.wrap), and the first line of print(exported_program). */
static int
preamble(const char *buf, size_t len, size_t first)
{
	return starts(buf, len, first, "class ") ||
	    starts(buf, len, first, "ExportedProgram:") ||
	    starts(buf, len, first, "import ") ||
	    starts(buf, len, first, "from ") ||
	    starts(buf, len, first, "torch.fx._symbolic_trace.wrap(");
}

static int read_nested(struct loader *l, size_t first, size_t *stop);

/* The forward whose 'def' is at offset first, on the line that starts at
 * s (line number line): its parameters, its body, then the classes
 * nested after it in its class, each a sub-graph (print_readable() writes
 * its submodules that are graphs there: torch/fx/graph_module.py,
 * _print_readable). In a nested class, *stop is where the class ends:
 * the first line indented less than its forward. */
static int
read_forward(struct loader *l, size_t s, size_t first, uint32_t line,
    size_t *stop)
{
	size_t def = first - s;
	uint32_t statements = 0, i;
	struct fx_node *n;
	int64_t k;
	int empty;

	l->pytree = flattens_after(l->buf, l->len, first);
	l->returned = 0;
	l->pos = first;
	l->depth = 0;
	next(l);
	if (parse_header(l, line) == -1)
		return -1;
	for (s = l->pos; s < l->len; ) {
		first = indent_of(l->buf, l->len, s, &empty);
		if (empty) {
			if (first < l->len && l->buf[first] == '#' &&
			    remember_trace(l, first) == -1)
				return -1;
			s = next_line(l->buf, l->len, s);
			continue;
		}
		if (first - s <= def)
			break;
		if (++statements % GUARD_EVERY == 0 &&
		    guard_check(l->guard, l->err) == -1)
			return -1;
		l->pos = first;
		l->depth = 0;
		next(l);
		if (parse_statement(l, line_of(l, first)) == -1)
			return -1;
		s = l->pos;
	}
	if (!l->returned)
		return fail_at(l, s < l->len ? s : l->len, "'def forward' "
		    "ends without a return");
	switch (fx_graph_rename(l->g, l->renames, l->n_renames)) {
	case FX_OK:
		break;
	case FX_ENOMEM:
		return nomem(l);
	default:
		return fail_at(l, (size_t)(l->renames[0].name - l->buf),
		    "a parameter's new name is another node's");
	}
	l->n_renames = 0;
	while (s < l->len) {
		first = indent_of(l->buf, l->len, s, &empty);
		/* an ExportedProgram's signature says what its inputs and
		 * outputs are: the end of the text that holds the graph */
		if (!empty && l->level == 0 &&
		    signature_starts(l->buf, l->len, first)) {
			if (signature_read(l->g, l->buf, l->len, first,
			    l->err) == -1)
				return -1;
			s = l->len;
			break;
		}
		if (!empty && first - s < def && l->level > 0)
			break;
		if (empty || first - s != def) {
			s = next_line(l->buf, l->len, s);
			continue;
		}
		if (starts(l->buf, l->len, first, "def forward(") ||
		    starts(l->buf, l->len, first, "def forward ("))
			return fail_at(l, first, "a second 'def forward': "
			    "fxviz reads one graph from a text");
		if (def > 0 && starts(l->buf, l->len, first, "class ")) {
			if (read_nested(l, first, &s) == -1)
				return -1;
			continue;
		}
		s = next_line(l->buf, l->len, s);
	}
	*stop = s;
	/* cond_true_0 = self.cond_true_0: the node that names one */
	for (i = 0; l->g->n_subs > 0 && i < l->g->n_nodes; i++) {
		n = &l->g->nodes[i];
		if ((n->op == FX_GET_ATTR || n->op == FX_CALL_MODULE) &&
		    (k = fx_graph_find_sub(l->g, n->target,
		    strlen(n->target))) >= 0)
			n->meta.subgraph = l->g->subs[k].name;
	}
	return 0;
}

static void
loader_init(struct loader *l, const char *buf, size_t len,
    const struct guard *guard, struct error *err)
{
	memset(l, 0, sizeof(*l));
	l->buf = buf;
	l->len = len;
	l->err = err;
	l->guard = guard;
	name_index_init(&l->alias_names, alias_name, l);
}

/* Frees what the read took, and the graph unless it was taken (NULL). */
static void
loader_done(struct loader *l)
{
	name_index_free(&l->alias_names);
	arena_free(l->alias_arena);
	free(l->aliases);
	free(l->renames);
	free(l->decls);
	fx_graph_free(l->g);
}

/* The first get_attr in a call's args that no sub-graph is held by
 * yet. */
struct free_attr {
	const struct fx_graph *g;
	int64_t found;		/* its index, or -1 */
};

static void
find_free_attr(uint32_t node, void *ctx)
{
	struct free_attr *fa = ctx;
	const struct fx_node *n = &fa->g->nodes[node];

	if (fa->found < 0 && n->op == FX_GET_ATTR &&
	    fx_graph_find_sub(fa->g, n->target, strlen(n->target)) < 0)
		fa->found = node;
}

/* The name a nested class's graph is held by: torch 2.4 on names the
 * class after the attribute (class true_graph_0), torch 2.0 to 2.3 after
 * the module's class, the same for all (class <lambda>, class
 * GraphModule), in the order the children were added, which is the
 * order the graph takes them in. So a class name no node takes is the
 * next graph a node takes that has none yet: a get_attr a higher-order
 * op (torch.ops.higher_order.cond...) is called with, or a call_module.
 * The class's name is name[0..*len); the name to hold it by is
 * returned, its length in *len. */
static const char *
nested_name(const struct loader *l, const char *name, size_t *len)
{
	const struct fx_graph *g = l->g;
	struct free_attr fa = { g, -1 };
	const struct fx_node *n;
	uint32_t i;

	for (i = 0; i < g->n_nodes; i++)
		if ((g->nodes[i].op == FX_GET_ATTR ||
		    g->nodes[i].op == FX_CALL_MODULE) &&
		    strlen(g->nodes[i].target) == *len &&
		    memcmp(g->nodes[i].target, name, *len) == 0)
			return name;
	for (i = 0; i < g->n_nodes && fa.found < 0; i++) {
		n = &g->nodes[i];
		if (n->op == FX_CALL_MODULE && fx_graph_find_sub(g, n->target,
		    strlen(n->target)) < 0)
			fa.found = i;
		else if (n->op == FX_CALL_FUNCTION && strncmp(n->target,
		    "torch.ops.higher_order.", 23) == 0)
			value_each_node(n->args, find_free_attr, &fa);
	}
	if (fa.found < 0)
		return name;
	*len = strlen(g->nodes[fa.found].target);
	return g->nodes[fa.found].target;
}

/* 'class NAME(...):' at offset first, nested in the class of l's forward:
 * the forward inside it read into a graph of its own, which l's graph
 * holds as sub-graph NAME (or as nested_name says). *stop is the line
 * after the class. */
static int
read_nested(struct loader *l, size_t first, size_t *stop)
{
	struct loader sub;
	struct token name;
	size_t s, f, cls, nm_len;
	const char *nm;
	int depth, empty, rc = -1;
	char seen[64];

	for (s = first; s > 0 && l->buf[s - 1] != '\n'; s--)
		;
	cls = first - s;
	if (l->level >= MAX_NESTING)
		return fail_at(l, first, "classes nested more than %d deep",
		    MAX_NESTING);
	l->pos = first;
	l->depth = 0;
	next(l);
	next(l);
	name = l->tok;
	if (is(l, "<")) {
		/* make_fx's modules are called <lambda> */
		next(l);
		if (l->tok.type == T_NAME && l->tok.at == name.end)
			next(l);
		if (is(l, ">") && l->tok.at > name.end) {
			name.end = l->tok.end;
			name.type = T_NAME;
		}
	}
	if (name.type != T_NAME)
		return fail_at(l, name.at, "expected the nested class's "
		    "name, found %s", describe(l, seen, sizeof(seen)));
	next(l);
	if (is(l, "(")) {
		depth = l->depth;
		while (l->tok.type != T_EOF && !(is(l, ")") &&
		    l->tok_depth == depth))
			next(l);
		next(l);
	}
	if (!is(l, ":"))
		return fail_at(l, l->tok.at, "expected ':' after 'class "
		    "%.*s(...)', found %s", (int)(name.end - name.at),
		    l->buf + name.at, describe(l, seen, sizeof(seen)));
	next(l);
	if (l->tok.type != T_NL && l->tok.type != T_EOF)
		return fail_at(l, l->tok.at, "expected the end of the line "
		    "after 'class %.*s(...):'", (int)(name.end - name.at),
		    l->buf + name.at);
	for (s = l->pos; s < l->len; s = next_line(l->buf, l->len, s))
		if (f = indent_of(l->buf, l->len, s, &empty), !empty)
			break;
	if (s >= l->len || f - s <= cls ||
	    !(starts(l->buf, l->len, f, "def forward(") ||
	    starts(l->buf, l->len, f, "def forward (")))
		return fail_at(l, name.at, "the nested class '%.*s' has no "
		    "'def forward(self, ...):'", (int)(name.end - name.at),
		    l->buf + name.at);
	loader_init(&sub, l->buf, l->len, l->guard, l->err);
	sub.level = l->level + 1;
	sub.line_at = l->line_at;
	sub.line_no = l->line_no;
	if ((sub.g = fx_graph_new()) == NULL) {
		nomem(l);
		goto done;
	}
	sub.g->form = "code";
	if (read_forward(&sub, s, f, line_of(&sub, f), stop) == -1)
		goto done;
	if (fx_graph_finish(sub.g) == -1) {
		nomem(l);
		goto done;
	}
	l->line_at = sub.line_at;
	l->line_no = sub.line_no;
	nm_len = name.end - name.at;
	nm = nested_name(l, l->buf + name.at, &nm_len);
	rc = fx_graph_add_sub(l->g, nm, nm_len, sub.g);
	sub.g = NULL;	/* taken, on every path */
	if (rc == FX_EDUP)
		rc = fail_at(l, name.at, "a second nested class '%.*s'",
		    (int)(name.end - name.at), l->buf + name.at);
	else if (rc != FX_OK)
		rc = nomem(l);
done:
	loader_done(&sub);
	return rc;
}

/* Finds 'def forward(' and reads it, its body and its nested classes. */
static int
read_code(struct loader *l)
{
	size_t s, first, stop;
	uint32_t line = 0;
	int empty, found = 0;

	for (s = 0; s < l->len; s = next_line(l->buf, l->len, s)) {
		line++;
		first = indent_of(l->buf, l->len, s, &empty);
		if (empty)
			continue;
		if (starts(l->buf, l->len, first, "def forward(") ||
		    starts(l->buf, l->len, first, "def forward (")) {
			found = 1;
			break;
		}
		if (!preamble(l->buf, l->len, first))
			return fail_at(l, first, "unknown statement: expected "
			    "'def forward(self, ...):'");
	}
	if (!found) {
		error_set(l->err, "no 'def forward(self, ...):' in the text");
		return -1;
	}
	if (check_brackets(l, first) == -1)
		return -1;
	return read_forward(l, s, first, line, &stop);
}

struct fx_graph *
load_code(const char *buf, size_t len, const struct guard *guard,
    struct error *err)
{
	struct loader l;
	struct fx_graph *g = NULL;

	if (utf8_text(buf, len, err) == -1)
		return NULL;
	loader_init(&l, buf, len, guard, err);
	if ((l.g = fx_graph_new()) == NULL) {
		error_nomem(err);
		goto done;
	}
	if (read_code(&l) == -1)
		goto done;
	if (fx_graph_finish(l.g) == -1) {
		error_nomem(err);
		goto done;
	}
	g = l.g;
	l.g = NULL;
done:
	loader_done(&l);
	return g;
}

int
load_is_code(const char *buf, size_t len)
{
	size_t s = 0, first, i;
	int empty;

	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		s = 3;	/* a byte order mark */
	for (; s < len; s = next_line(buf, len, s)) {
		first = indent_of(buf, len, s, &empty);
		if (!empty && !starts(buf, len, first,
		    "torch.fx._symbolic_trace.wrap(") &&
		    !starts(buf, len, first, "import ") &&
		    !starts(buf, len, first, "from "))
			break;
	}
	if (s >= len)
		return 0;
	if (starts(buf, len, first, "def forward(") ||
	    starts(buf, len, first, "def forward ("))
		return 1;
	if (!starts(buf, len, first, "class "))
		return 0;
	/* class NAME(BASES): ; make_fx's modules are called <lambda> */
	for (i = first + 6; i < len && buf[i] == ' '; i++)
		;
	if (i == len || buf[i] == '(')
		return 0;
	while (i < len && (is_word(buf[i]) || buf[i] == '<' ||
	    buf[i] == '>'))
		i++;
	if (i == len || buf[i] != '(')
		return 0;
	while (i < len && buf[i] != '\n' && buf[i] != ')')
		i++;
	if (i == len || buf[i] != ')')
		return 0;
	for (i++; i < len && buf[i] == ' '; i++)
		;
	return i < len && buf[i] == ':';
}
