/* load_code: reads the Python code FX generates for a graph (gm.code,
 * gm.print_readable()).
 *
 * It reads, it never runs: a tokenizer over the text, and a recursive
 * descent parser for the few statement shapes torch's code generator
 * (torch/fx/graph.py, _gen_python_code) writes. A first pass over the
 * whole text checks that brackets balance, so that an unclosed one is
 * reported where it opens, not where the parser gets lost.
 *
 * This file finds the forward, reads its header and the classes nested
 * after it; code_tokens is the tokenizer, code_expr the expressions,
 * code_statement the statements, code_node the node each adds,
 * code_pytree the pytree forms, and code_loader.h the state they
 * share. */
#include "config.h"

#include "format/load_code.h"
#include "format/signature.h"

#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/error.h"
#include "base/guard.h"
#include "base/name_index.h"
#include "base/utf8.h"
#include "format/code_expr.h"
#include "format/code_loader.h"
#include "format/code_node.h"
#include "format/code_pytree.h"
#include "format/code_statement.h"
#include "format/code_tokens.h"
#include "model/graph.h"
#include "model/value.h"

#define MAX_NESTING	32	/* classes inside classes */

static const char *
alias_name(const void *owner, uint32_t i)
{
	return ((const struct loader *)owner)->aliases[i].name;
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

	code_next(l);
	if (!code_is(l, "forward"))
		return code_fail_at(l, l->tok.at, "expected 'forward'");
	code_next(l);
	if (code_expect(l, "(") == -1)
		return -1;
	if (!code_is(l, "self"))
		return code_fail_at(l, l->tok.at, "expected 'self', found %s",
		    code_describe(l, seen, sizeof(seen)));
	code_next(l);
	while (code_is(l, ",")) {
		code_next(l);
		if (code_is(l, ")"))
			break;
		star = l->tok.at;
		while (code_is(l, "*") || code_is(l, "**"))
			code_next(l);
		if (l->tok.type != T_NAME)
			return code_fail_at(l, l->tok.at, "expected a "
			    "parameter name, found %s",
			    code_describe(l, seen, sizeof(seen)));
		name = l->tok;
		ann.at = ann.end = 0;
		code_next(l);
		if (code_is(l, ":")) {
			code_next(l);
			code_skip_annotation(l, ",", ")", "=", &ann);
		}
		if (l->pytree) {
			/* fx_pytree.tree_flatten_spec makes the nodes */
			if (code_is(l, "=")) {
				code_next(l);
				if (code_parse_value(l) == NULL)
					return -1;
			}
			continue;
		}
		if (code_add_node(l, l->buf + name.at, name.end - name.at, star,
		    FX_PLACEHOLDER, "", line, &index) == -1 ||
		    code_annotate(l, index, &ann) == -1)
			return -1;
		l->g->nodes[index].target = l->g->nodes[index].name;
		if (code_is(l, "=")) {
			code_next(l);
			if ((v = code_parse_value(l)) == NULL ||
			    (v = code_tuple_of(l, v, NULL)) == NULL)
				return -1;
			l->g->nodes[index].args = v;
		}
	}
	if (code_expect(l, ")") == -1)
		return -1;
	if (code_is(l, "->")) {
		code_next(l);
		code_skip_annotation(l, ":", ":", ":", &ann);
	}
	if (code_expect(l, ":") == -1)
		return -1;
	if (l->tok.type != T_NL)
		return code_fail_at(l, l->tok.at, "expected the end of the "
		    "line after 'def forward(...):'");
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
			return code_nomem(l);
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
	return code_starts(buf, len, first, "class ") ||
	    code_starts(buf, len, first, "ExportedProgram:") ||
	    code_starts(buf, len, first, "import ") ||
	    code_starts(buf, len, first, "from ") ||
	    code_starts(buf, len, first, "torch.fx._symbolic_trace.wrap(");
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

	l->pytree = code_flattens_after(l->buf, l->len, first);
	l->returned = 0;
	l->pos = first;
	l->depth = 0;
	code_next(l);
	if (parse_header(l, line) == -1)
		return -1;
	for (s = l->pos; s < l->len; ) {
		first = code_indent_of(l->buf, l->len, s, &empty);
		if (empty) {
			if (first < l->len && l->buf[first] == '#' &&
			    remember_trace(l, first) == -1)
				return -1;
			s = code_next_line(l->buf, l->len, s);
			continue;
		}
		if (first - s <= def)
			break;
		if (++statements % GUARD_EVERY == 0 &&
		    guard_check(l->guard, l->err) == -1)
			return -1;
		l->pos = first;
		l->depth = 0;
		code_next(l);
		if (code_parse_statement(l, line_of(l, first)) == -1)
			return -1;
		s = l->pos;
	}
	if (!l->returned)
		return code_fail_at(l, s < l->len ? s : l->len, "'def forward' "
		    "ends without a return");
	switch (fx_graph_rename(l->g, l->renames, l->n_renames)) {
	case FX_OK:
		break;
	case FX_ENOMEM:
		return code_nomem(l);
	default:
		return code_fail_at(l, (size_t)(l->renames[0].name - l->buf),
		    "a parameter's new name is another node's");
	}
	l->n_renames = 0;
	while (s < l->len) {
		first = code_indent_of(l->buf, l->len, s, &empty);
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
			s = code_next_line(l->buf, l->len, s);
			continue;
		}
		if (code_starts(l->buf, l->len, first, "def forward(") ||
		    code_starts(l->buf, l->len, first, "def forward ("))
			return code_fail_at(l, first, "a second 'def forward': "
			    "fxviz reads one graph from a text");
		if (def > 0 && code_starts(l->buf, l->len, first, "class ")) {
			if (read_nested(l, first, &s) == -1)
				return -1;
			continue;
		}
		s = code_next_line(l->buf, l->len, s);
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
		return code_fail_at(l, first, "classes nested more than %d "
		    "deep", MAX_NESTING);
	l->pos = first;
	l->depth = 0;
	code_next(l);
	code_next(l);
	name = l->tok;
	if (code_is(l, "<")) {
		/* make_fx's modules are called <lambda> */
		code_next(l);
		if (l->tok.type == T_NAME && l->tok.at == name.end)
			code_next(l);
		if (code_is(l, ">") && l->tok.at > name.end) {
			name.end = l->tok.end;
			name.type = T_NAME;
		}
	}
	if (name.type != T_NAME)
		return code_fail_at(l, name.at, "expected the nested class's "
		    "name, found %s", code_describe(l, seen, sizeof(seen)));
	code_next(l);
	if (code_is(l, "(")) {
		depth = l->depth;
		while (l->tok.type != T_EOF && !(code_is(l, ")") &&
		    l->tok_depth == depth))
			code_next(l);
		code_next(l);
	}
	if (!code_is(l, ":"))
		return code_fail_at(l, l->tok.at, "expected ':' after 'class "
		    "%.*s(...)', found %s", (int)(name.end - name.at),
		    l->buf + name.at, code_describe(l, seen, sizeof(seen)));
	code_next(l);
	if (l->tok.type != T_NL && l->tok.type != T_EOF)
		return code_fail_at(l, l->tok.at, "expected the end of the "
		    "line after 'class %.*s(...):'", (int)(name.end - name.at),
		    l->buf + name.at);
	for (s = l->pos; s < l->len; s = code_next_line(l->buf, l->len, s))
		if (f = code_indent_of(l->buf, l->len, s, &empty), !empty)
			break;
	if (s >= l->len || f - s <= cls ||
	    !(code_starts(l->buf, l->len, f, "def forward(") ||
	    code_starts(l->buf, l->len, f, "def forward (")))
		return code_fail_at(l, name.at, "the nested class '%.*s' has "
		    "no 'def forward(self, ...):'", (int)(name.end - name.at),
		    l->buf + name.at);
	loader_init(&sub, l->buf, l->len, l->guard, l->err);
	sub.level = l->level + 1;
	sub.line_at = l->line_at;
	sub.line_no = l->line_no;
	if ((sub.g = fx_graph_new()) == NULL) {
		code_nomem(l);
		goto done;
	}
	sub.g->form = "code";
	if (read_forward(&sub, s, f, line_of(&sub, f), stop) == -1)
		goto done;
	if (fx_graph_finish(sub.g) == -1) {
		code_nomem(l);
		goto done;
	}
	l->line_at = sub.line_at;
	l->line_no = sub.line_no;
	nm_len = name.end - name.at;
	nm = nested_name(l, l->buf + name.at, &nm_len);
	rc = fx_graph_add_sub(l->g, nm, nm_len, sub.g);
	sub.g = NULL;	/* taken, on every path */
	if (rc == FX_EDUP)
		rc = code_fail_at(l, name.at, "a second nested class '%.*s'",
		    (int)(name.end - name.at), l->buf + name.at);
	else if (rc != FX_OK)
		rc = code_nomem(l);
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

	for (s = 0; s < l->len; s = code_next_line(l->buf, l->len, s)) {
		line++;
		first = code_indent_of(l->buf, l->len, s, &empty);
		if (empty)
			continue;
		if (code_starts(l->buf, l->len, first, "def forward(") ||
		    code_starts(l->buf, l->len, first, "def forward (")) {
			found = 1;
			break;
		}
		if (!preamble(l->buf, l->len, first))
			return code_fail_at(l, first, "unknown statement: "
			    "expected 'def forward(self, ...):'");
	}
	if (!found) {
		error_set(l->err, "no 'def forward(self, ...):' in the text");
		return -1;
	}
	if (code_check_brackets(l, first) == -1)
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
	for (; s < len; s = code_next_line(buf, len, s)) {
		first = code_indent_of(buf, len, s, &empty);
		if (!empty && !code_starts(buf, len, first,
		    "torch.fx._symbolic_trace.wrap(") &&
		    !code_starts(buf, len, first, "import ") &&
		    !code_starts(buf, len, first, "from "))
			break;
	}
	if (s >= len)
		return 0;
	if (code_starts(buf, len, first, "def forward(") ||
	    code_starts(buf, len, first, "def forward ("))
		return 1;
	if (!code_starts(buf, len, first, "class "))
		return 0;
	/* class NAME(BASES): ; make_fx's modules are called <lambda> */
	for (i = first + 6; i < len && buf[i] == ' '; i++)
		;
	if (i == len || buf[i] == '(')
		return 0;
	while (i < len && (code_is_word(buf[i]) || buf[i] == '<' ||
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
