/* code_statement: one statement of a forward's body: 'name = EXPR'
 * (calls, operators, subscripts, attributes), the in-place forms, names
 * bound to nodes without making one, 'return EXPR'. */
#include "config.h"

#include "format/code_statement.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/array.h"
#include "base/name_index.h"
#include "format/code_expr.h"
#include "format/code_node.h"
#include "format/code_pytree.h"
#include "format/code_tokens.h"
#include "model/graph.h"
#include "model/value.h"

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

/* The right-hand side of 'name = EXPR'. */
static int
parse_rhs(struct loader *l, struct made *m)
{
	struct expr *e = malloc(sizeof(*e));
	struct fx_value *a, *b;
	size_t i;
	int rc = -1;

	if (e == NULL)
		return code_nomem(l);
	m->alias = 0;
	if ((m->kwargs = value_new(l->g->arena, FXV_DICT, 0)) == NULL) {
		code_nomem(l);
		goto done;
	}
	for (i = 0; i < sizeof(unary_ops) / sizeof(unary_ops[0]); i++)
		if (code_is(l, unary_ops[i].op)) {
			code_next(l);
			if (code_parse_postfix(l, e) == -1 ||
			    (a = code_to_value(l, e)) == NULL ||
			    (m->args = code_tuple_of(l, a, NULL)) == NULL)
				goto done;
			m->op = FX_CALL_FUNCTION;
			snprintf(m->target, sizeof(m->target), "operator.%s",
			    unary_ops[i].fn);
			rc = 0;
			goto done;
		}
	if (code_parse_postfix(l, e) == -1)
		goto done;
	for (i = 0; i < sizeof(binary_ops) / sizeof(binary_ops[0]); i++)
		if (code_is(l, binary_ops[i].op)) {
			code_next(l);
			if ((a = code_to_value(l, e)) == NULL ||
			    (b = code_parse_value(l)) == NULL ||
			    (m->args = code_tuple_of(l, a, b)) == NULL)
				goto done;
			m->op = FX_CALL_FUNCTION;
			snprintf(m->target, sizeof(m->target), "operator.%s",
			    binary_ops[i].fn);
			rc = 0;
			goto done;
		}
	switch (e->kind) {
	case E_SUBSCRIPT:
		if ((m->args = code_tuple_of(l, e->value, e->index)) == NULL)
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
				code_nomem(l);
				goto done;
			}
			if ((v->items[0] = code_node_value(l, e->node)) == NULL)
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
			code_fail_at(l, e->at, "a call of '%.*s': expected "
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
				code_nomem(l);
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
			if ((a = code_node_value(l, e->node)) == NULL ||
			    (b = value_new(l->g->arena, FXV_STR, 0)) == NULL ||
			    (b->text = arena_strdup(l->g->arena, e->path +
			    e->last_part)) == NULL ||
			    (m->args = code_tuple_of(l, a, b)) == NULL) {
				code_nomem(l);
				goto done;
			}
			m->op = FX_CALL_FUNCTION;
			snprintf(m->target, sizeof(m->target),
			    "builtins.getattr");
			break;
		}
		/* FALLTHROUGH */
	default:
		if (e->kind == E_PATH && e->root == ROOT_NAME && e->parts == 0)
			code_fail_at(l, e->at, "name '%.*s' is used before it "
			    "is assigned", (int)e->path_len, e->path);
		else
			code_fail_at(l, e->at, "expected a call, an operator, "
			    "a subscript or an attribute of self, found '%.*s'",
			    (int)(e->end - e->at), l->buf + e->at);
		goto done;
	}
	rc = 0;
done:
	free(e);
	return rc;
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

static int
add_rename(struct loader *l, uint32_t node, const struct token *name)
{
	if (array_grow((void **)&l->renames, l->n_renames, &l->cap_renames,
	    sizeof(*l->renames)) == -1)
		return code_nomem(l);
	l->renames[l->n_renames++] = (struct fx_rename){ node,
	    l->buf + name->at, name->end - name->at };
	return 0;
}

static int
add_alias(struct loader *l, size_t at, size_t n, uint32_t node)
{
	if (array_grow((void **)&l->aliases, l->n_aliases, &l->cap_aliases,
	    sizeof(*l->aliases)) == -1)
		return code_nomem(l);
	if ((l->alias_arena == NULL &&
	    (l->alias_arena = arena_new()) == NULL) ||
	    (l->aliases[l->n_aliases].name = arena_strndup(l->alias_arena,
	    l->buf + at, n)) == NULL)
		return code_nomem(l);
	l->aliases[l->n_aliases].node = node;
	if (name_index_add(&l->alias_names, (uint32_t)l->n_aliases) == -1)
		return code_nomem(l);
	l->n_aliases++;
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
	int64_t node = code_find_node(l, base->at, base->end - base->at);
	size_t i, n = base->end - base->at;

	if (node < 0)
		return code_fail_at(l, base->at, "name '%.*s' is used before "
		    "it is assigned", (int)n, l->buf + base->at);
	if (code_is(l, "[")) {
		fn = "setitem";
		if ((idx = code_parse_index(l)) == NULL ||
		    code_expect(l, "=") == -1)
			return -1;
	} else {
		for (i = 0; i < sizeof(inplace_ops) / sizeof(inplace_ops[0]);
		    i++)
			if (code_is(l, inplace_ops[i].op))
				fn = inplace_ops[i].fn;
		code_next(l);
	}
	if ((v = code_parse_value(l)) == NULL)
		return -1;
	if (!code_is(l, ";"))
		return code_fail_at(l, l->tok.at, "expected ';  NAME = %.*s' "
		    "after the in-place %s, found %s", (int)n,
		    l->buf + base->at, fn,
		    code_describe(l, seen, sizeof(seen)));
	code_next(l);
	name = l->tok;
	if (name.type != T_NAME)
		return code_fail_at(l, l->tok.at, "expected the name of the "
		    "in-place %s's node", fn);
	code_next(l);
	if (code_is(l, ":")) {
		code_next(l);
		code_skip_annotation(l, "=", "=", "=", &ann);
	}
	if (code_expect(l, "=") == -1)
		return -1;
	if (l->tok.type != T_NAME || l->tok.end - l->tok.at != n ||
	    memcmp(l->buf + l->tok.at, l->buf + base->at, n) != 0)
		return code_fail_at(l, l->tok.at, "expected '%.*s', the value "
		    "the in-place %s changed", (int)n, l->buf + base->at, fn);
	code_next(l);
	if (code_end_of_statement(l) == -1)
		return -1;
	snprintf(target, sizeof(target), "operator.%s", fn);
	if ((args = value_new(l->g->arena, FXV_TUPLE, idx ? 3 : 2)) == NULL)
		return code_nomem(l);
	if ((args->items[0] = code_node_value(l, (uint32_t)node)) == NULL)
		return -1;
	if (idx != NULL)
		args->items[1] = idx;
	args->items[idx ? 2 : 1] = v;
	if (code_add_node(l, l->buf + name.at, name.end - name.at, name.at,
	    FX_CALL_FUNCTION, target, line, &index) == -1)
		return -1;
	l->g->nodes[index].args = args;
	return code_annotate(l, index, &ann);
}

static int
is_inplace(const struct loader *l)
{
	size_t i;

	for (i = 0; i < sizeof(inplace_ops) / sizeof(inplace_ops[0]); i++)
		if (code_is(l, inplace_ops[i].op))
			return 1;
	return 0;
}

/* One statement of the body; the current token is its first. */
int
code_parse_statement(struct loader *l, uint32_t line)
{
	struct made *m;
	struct fx_value *v;
	struct token name, ann = { 0 };
	char out[32];
	uint32_t index;
	size_t at = l->tok.at;
	int rc = -1;

	if (code_flattens(l))
		return code_parse_flatten(l, line);
	if (code_declares(l)) {
		name = l->tok;
		code_next(l);
		return code_parse_decls(l, name);
	}
	if (code_is(l, "return")) {
		code_next(l);
		if (l->tok.type == T_NL || l->tok.type == T_EOF) {
			if ((v = value_new(l->g->arena, FXV_NONE, 0)) == NULL)
				return code_nomem(l);
		} else if (l->pytree && code_is(l, "pytree")) {
			if ((v = code_parse_unflatten(l)) == NULL)
				return -1;
		} else if ((v = code_parse_value(l)) == NULL) {
			return -1;
		}
		if (code_end_of_statement(l) == -1)
			return -1;
		if (l->returned)
			return code_fail_at(l, at, "a second return");
		fx_graph_output_name(l->g, out, sizeof(out));
		if ((v = code_tuple_of(l, v, NULL)) == NULL ||
		    code_add_node(l, out, strlen(out), at, FX_OUTPUT, "output",
		    line, &index) == -1)
			return -1;
		l->g->nodes[index].args = v;
		l->returned = 1;
		return 0;
	}
	name = l->tok;
	if (name.type != T_NAME)
		return code_fail_at(l, at, "unknown statement: expected "
		    "'name = EXPR' or 'return EXPR'");
	code_next(l);
	if (code_is(l, "[") || is_inplace(l))
		return parse_inplace(l, &name, line);
	if (code_is(l, ":")) {
		code_next(l);
		code_skip_annotation(l, "=", "=", "=", &ann);
	}
	if (!code_is(l, "="))
		return code_fail_at(l, at, "unknown statement: expected "
		    "'name = EXPR' or 'return EXPR'");
	code_next(l);
	if ((m = malloc(sizeof(*m))) == NULL)
		return code_nomem(l);
	if (parse_rhs(l, m) == -1 || code_end_of_statement(l) == -1)
		goto done;
	if (m->alias) {
		rc = add_alias(l, name.at, name.end - name.at, m->aliased);
		if (rc == 0 && renamed_placeholder(l, m->aliased, &name))
			rc = add_rename(l, m->aliased, &name);
		goto done;
	}
	if (code_add_node(l, l->buf + name.at, name.end - name.at, name.at,
	    m->op, m->target, line, &index) == -1)
		goto done;
	l->g->nodes[index].args = m->args;
	l->g->nodes[index].kwargs = m->kwargs;
	rc = code_annotate(l, index, &ann);
done:
	free(m);
	return rc;
}
