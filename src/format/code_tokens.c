/* code_tokens: load_code's tokenizer over the text: tokens, strings,
 * brackets (a first pass checks that they balance), and the errors that
 * point into the text. */
#include "config.h"

#include "format/code_tokens.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/arena.h"
#include "base/error.h"
#include "model/graph.h"

#define MAX_DEPTH	256	/* brackets open at once */

int
code_fail_at(struct loader *l, size_t at, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	error_vat(l->err, l->buf, l->len, at, fmt, ap);
	va_end(ap);
	return -1;
}

int
code_nomem(struct loader *l)
{
	error_nomem(l->err);
	return -1;
}

int
code_is_word(char c)
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
size_t
code_indent_of(const char *buf, size_t len, size_t s, int *empty)
{
	size_t i = s;

	while (i < len && (buf[i] == ' ' || buf[i] == '\t'))
		i++;
	*empty = i == len || buf[i] == '\n' || buf[i] == '#' ||
	    (buf[i] == '\r' && (i + 1 == len || buf[i + 1] == '\n'));
	return i;
}

int
code_starts(const char *buf, size_t len, size_t at, const char *s)
{
	return len - at >= strlen(s) && memcmp(buf + at, s, strlen(s)) == 0;
}

size_t
code_next_line(const char *buf, size_t len, size_t s)
{
	const char *nl = memchr(buf + s, '\n', len - s);

	return nl == NULL ? len : (size_t)(nl - buf) + 1;
}

/* The end of the string literal whose quote is at s, or 0 when the line
 * ends first. */
size_t
code_string_end(const char *buf, size_t len, size_t s)
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
int
code_check_brackets(struct loader *l, size_t start)
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
			if ((e = code_string_end(l->buf, l->len, i)) == 0)
				return code_fail_at(l, i, "unterminated "
				    "string");
			i = e - 1;
		} else if (c == '(' || c == '[' || c == '{') {
			if (depth == MAX_DEPTH)
				return code_fail_at(l, i, "brackets nested "
				    "more than %d deep", MAX_DEPTH);
			open[depth++] = i;
		} else if (c == ')' || c == ']' || c == '}') {
			if (depth == 0)
				return code_fail_at(l, i, "unbalanced '%c': no "
				    "bracket is open", c);
			depth--;
			if (closer_of(l->buf[open[depth]]) != c)
				return code_fail_at(l, i, "unbalanced '%c': "
				    "expected '%c'", c,
				    closer_of(l->buf[open[depth]]));
		}
	}
	if (depth > 0)
		return code_fail_at(l, open[depth - 1], "unbalanced '%c': "
		    "nothing closes it", l->buf[open[depth - 1]]);
	return 0;
}

static const char *const ops[] = {
	"**=", "//=", "<<=", ">>=", "...", "**", "//", "<<", ">>", "<=", ">=",
	"==", "!=", "->", "+=", "-=", "*=", "/=", "%=", "@=", "&=", "|=", "^=",
};

/* Moves to the next token. Newlines inside brackets, comments and
 * backslash continuations are blanks; brackets balance (pass one). */
void
code_next(struct loader *l)
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
		l->pos = l->tok.end = code_string_end(b, l->len, p);
		return;
	}
	if (is_digit(b[p]) || (b[p] == '.' && p + 1 < l->len &&
	    is_digit(b[p + 1]))) {
		for (i = p; i < l->len && (code_is_word(b[i]) || b[i] == '.' ||
		    ((b[i] == '-' || b[i] == '+') && (b[i - 1] == 'e' ||
		    b[i - 1] == 'E'))); i++)
			;
		l->tok.type = T_NUM;
		l->tok.end = l->pos = i;
		return;
	}
	if (code_is_word(b[p])) {
		for (i = p; i < l->len && code_is_word(b[i]); i++)
			;
		/* a string prefix: r'...', b"..." */
		if (i < l->len && (b[i] == '\'' || b[i] == '"') && i - p <= 2) {
			l->tok.type = T_STR;
			l->pos = l->tok.end = code_string_end(b, l->len, i);
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
int
code_is(const struct loader *l, const char *s)
{
	size_t n = strlen(s);

	/* the first byte first: code_is() runs several times on every token */
	return (l->tok.type == T_OP || l->tok.type == T_NAME) &&
	    l->buf[l->tok.at] == s[0] && l->tok.end - l->tok.at == n &&
	    memcmp(l->buf + l->tok.at, s, n) == 0;
}

const char *
code_describe(const struct loader *l, char *out, size_t size)
{
	if (l->tok.type == T_EOF)
		snprintf(out, size, "the end of the text");
	else if (l->tok.type == T_NL)
		snprintf(out, size, "the end of the line");
	else
		snprintf(out, size, "'%.*s'",
		    (int)(l->tok.end - l->tok.at > 40 ? 40 :
		    l->tok.end - l->tok.at), l->buf + l->tok.at);
	return out;
}

int
code_expect(struct loader *l, const char *s)
{
	char seen[64];

	if (!code_is(l, s))
		return code_fail_at(l, l->tok.at, "expected '%s', found %s", s,
		    code_describe(l, seen, sizeof(seen)));
	code_next(l);
	return 0;
}

/* A string literal's text, escapes undone (the common ones). */
char *
code_string_text(struct loader *l, size_t at, size_t end)
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
		code_nomem(l);
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
