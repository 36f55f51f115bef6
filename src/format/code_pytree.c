/* code_pytree: a forward that takes and gives pytrees (torch's
 * _PyTreeCodeGen): the flatten that binds its placeholders, the
 * annotations declared before it, the unflatten of its output. */
#include "config.h"

#include "format/code_pytree.h"

#include <stdlib.h>
#include <string.h>

#include "format/code_expr.h"
#include "format/code_node.h"
#include "format/code_tokens.h"
#include "model/graph.h"

/* Skips to the end of the statement: the rest is what no node is made
 * of (the spec of a pytree, held by the module). */
static void
skip_statement(struct loader *l)
{
	while (l->tok.type != T_NL && l->tok.type != T_EOF)
		code_next(l);
}

/* a, b, c, = fx_pytree.tree_flatten_spec([x, y], self._in_spec): the
 * forward's placeholders, as torch's _PyTreeCodeGen writes them. The
 * current token is the first name. */
int
code_parse_flatten(struct loader *l, uint32_t line)
{
	size_t d = 0, n;
	uint32_t index;
	char seen[64];

	while (l->tok.type == T_NAME) {
		n = l->tok.end - l->tok.at;
		if (code_add_node(l, l->buf + l->tok.at, n, l->tok.at,
		    FX_PLACEHOLDER, "", line, &index) == -1)
			return -1;
		l->g->nodes[index].target = l->g->nodes[index].name;
		/* declared in the same order, those with an annotation */
		if (d < l->n_decls && l->decls[2 * d].end -
		    l->decls[2 * d].at == n && memcmp(l->buf +
		    l->decls[2 * d].at, l->buf + l->tok.at, n) == 0 &&
		    code_annotate(l, index, &l->decls[2 * d++ + 1]) == -1)
			return -1;
		code_next(l);
		if (!code_is(l, ","))
			break;
		code_next(l);
	}
	if (code_expect(l, "=") == -1)
		return -1;
	if (!code_is(l, "fx_pytree"))
		return code_fail_at(l, l->tok.at, "expected fx_pytree."
		    "tree_flatten_spec(...), found %s",
		    code_describe(l, seen, sizeof(seen)));
	skip_statement(l);
	return code_end_of_statement(l);
}

/* return pytree.tree_unflatten([a, b], self._out_spec): the output's
 * argument is the list. The current token is 'pytree'. NULL with the
 * error set. */
struct fx_value *
code_parse_unflatten(struct loader *l)
{
	struct fx_value *v;

	code_next(l);
	if (code_expect(l, ".") == -1 ||
	    code_expect(l, "tree_unflatten") == -1 ||
	    code_expect(l, "(") == -1 || (v = code_parse_value(l)) == NULL)
		return NULL;
	if (!code_is(l, ",")) {
		code_expect(l, ",");
		return NULL;
	}
	while (!code_is(l, ")") && l->tok.type != T_NL && l->tok.type != T_EOF)
		code_next(l);
	return code_expect(l, ")") == -1 ? NULL : v;
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

	while (i < len && code_is_word(buf[i]))
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
	    (end = code_string_end(buf, len, end)) > 0) {
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
	while (i < len && (code_is_word(buf[i]) || buf[i] == ',' ||
	    buf[i] == ' '))
		i++;
	if (i >= len || buf[i] != '=')
		return 0;
	for (i++; i < len && buf[i] == ' '; i++)
		;
	return code_starts(buf, len, i, "fx_pytree.tree_flatten_spec(");
}

/* The same at the current token, in a forward that takes pytrees. */
int
code_declares(const struct loader *l)
{
	return l->pytree && l->tok.type == T_NAME &&
	    declarations_at(l->buf, l->len, l->tok.at);
}

int
code_flattens(const struct loader *l)
{
	return l->pytree && l->tok.type == T_NAME &&
	    flatten_at(l->buf, l->len, l->tok.at);
}

/* a: "f32[2]"; b: "f32[3]"; : the annotations of the names the
 * flatten after it binds, which Python cannot write on that line. The
 * current token is ':' after the first name, given. */
int
code_parse_decls(struct loader *l, struct token name)
{
	struct token *grown;
	char seen[64];

	for (;;) {
		if (code_expect(l, ":") == -1)
			return -1;
		if (l->n_decls == l->cap_decls) {
			l->cap_decls = l->cap_decls ? 2 * l->cap_decls : 16;
			if ((grown = realloc(l->decls, 2 * l->cap_decls *
			    sizeof(*grown))) == NULL)
				return code_nomem(l);
			l->decls = grown;
		}
		l->decls[2 * l->n_decls] = name;
		code_skip_annotation(l, ";", ";", ";",
		    &l->decls[2 * l->n_decls + 1]);
		l->n_decls++;
		if (l->tok.type == T_NL || l->tok.type == T_EOF)
			return 0;	/* one a line */
		if (code_expect(l, ";") == -1)
			return -1;
		if (l->tok.type == T_NL || l->tok.type == T_EOF)
			return 0;
		if (l->tok.type != T_NAME)
			return code_fail_at(l, l->tok.at, "expected 'name: "
			    "ANNOTATION;', found %s", code_describe(l, seen,
			    sizeof(seen)));
		name = l->tok;
		code_next(l);
	}
}

/* Whether the statement after the 'def forward(...):' at first is
 * torch's pytree flatten: then the parameters are pytrees, and the names
 * that statement binds are the placeholders (_PyTreeCodeGen). */
int
code_flattens_after(const char *buf, size_t len, size_t first)
{
	size_t i = first, end;
	int depth = 0, empty;

	/* the header's own ':', past the annotations' inside its brackets */
	for (; i < len && (buf[i] != ':' || depth > 0); i++) {
		if (buf[i] == '"' || buf[i] == '\'') {
			if ((end = code_string_end(buf, len, i)) == 0)
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
	for (i = code_next_line(buf, len, i); i < len;
	    i = code_next_line(buf, len, i)) {
		end = code_indent_of(buf, len, i, &empty);
		if (!empty && !declarations_at(buf, len, end))
			return flatten_at(buf, len, end);
	}
	return 0;
}
