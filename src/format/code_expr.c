/* code_expr: load_code's expressions: a postfix of names, attributes,
 * calls and subscripts, and the values of arguments (numbers, strings,
 * constants, containers, slices, nodes). */
#include "config.h"

#include "format/code_expr.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/name_index.h"
#include "format/code_tokens.h"
#include "model/graph.h"
#include "model/value.h"

/* The node called buf[at..at+n), through aliases too; -1 when none. */
int64_t
code_find_node(const struct loader *l, size_t at, size_t n)
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
			return code_nomem(l);
		it->v = v2;
		if ((k2 = realloc(it->k, cap * sizeof(*k2))) == NULL)
			return code_nomem(l);
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
		code_nomem(l);
	return v;
}

struct fx_value *
code_node_value(struct loader *l, uint32_t node)
{
	struct fx_value *v = value_new(l->g->arena, FXV_NODE, 0);

	if (v == NULL) {
		code_nomem(l);
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
		code_nomem(l);
		return NULL;
	}
	return v;
}

struct fx_value *
code_tuple_of(struct loader *l, struct fx_value *a, struct fx_value *b)
{
	struct fx_value *v = value_new(l->g->arena, FXV_TUPLE, b ? 2 : 1);

	if (v == NULL) {
		code_nomem(l);
		return NULL;
	}
	v->items[0] = a;
	if (b != NULL)
		v->items[1] = b;
	return v;
}

/* An expression as an argument value. */
struct fx_value *
code_to_value(struct loader *l, struct expr *e)
{
	switch (e->kind) {
	case E_VALUE:
		return e->value;
	case E_PATH:
		if (e->root == ROOT_NODE && e->parts == 0)
			return code_node_value(l, e->node);
		if (e->root == ROOT_NAME && e->parts > 0)
			return raw_value(l, e->path, e->path_len);
		if (e->root == ROOT_NAME) {
			code_fail_at(l, e->at, "name '%.*s' is used before it "
			    "is assigned", (int)e->path_len, e->path);
			return NULL;
		}
		code_fail_at(l, e->at, "expected a value, found an attribute "
		    "('%.*s')", (int)(e->end - e->at), l->buf + e->at);
		return NULL;
	case E_CALL:
		if (e->root == ROOT_NAME && e->path_len == 5 &&
		    memcmp(e->path, "slice", 5) == 0 && e->value->n == 3 &&
		    e->kwargs->n == 0) {
			struct fx_value *v = value_new(l->g->arena, FXV_SLICE,
			    3);

			if (v == NULL) {
				code_nomem(l);
				return NULL;
			}
			memcpy(v->items, e->value->items,
			    3 * sizeof(*v->items));
			return v;
		}
		/* device(type='cpu') and the like: kept as written */
		return raw_value(l, l->buf + e->at, e->end - e->at);
	case E_SUBSCRIPT:
		break;
	}
	code_fail_at(l, e->at, "expected a value, found '%.*s'",
	    (int)(e->end - e->at), l->buf + e->at);
	return NULL;
}

/* value := ['-'] postfix, as an argument value. */
struct fx_value *
code_parse_value(struct loader *l)
{
	struct expr *e;
	struct fx_value *v = NULL;
	size_t at = l->tok.at;

	if (code_is(l, "-")) {
		code_next(l);
		if (l->tok.type == T_NUM) {
			if ((v = value_new(l->g->arena, FXV_INT, 0)) == NULL) {
				code_nomem(l);
				return NULL;
			}
			if (value_parse_number(l->buf + at, l->tok.end - at,
			    v) == -1) {
				code_fail_at(l, at, "bad number '%.*s'",
				    (int)(l->tok.end - at), l->buf + at);
				return NULL;
			}
			code_next(l);
			return v;
		}
		if (code_is(l, "inf")) {
			if ((v = value_new(l->g->arena, FXV_FLOAT, 0)) ==
			    NULL) {
				code_nomem(l);
				return NULL;
			}
			v->num.real = -__builtin_inf();
			code_next(l);
			return v;
		}
		code_fail_at(l, at, "expected a value after '-'");
		return NULL;
	}
	if ((e = malloc(sizeof(*e))) == NULL) {
		code_nomem(l);
		return NULL;
	}
	if (code_parse_postfix(l, e) == 0)
		v = code_to_value(l, e);
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
	while (!code_is(l, closer)) {
		if (kw != NULL && l->tok.type == T_NAME) {
			save_pos = l->pos;
			save_depth = l->depth;
			save_tok = l->tok;
			save_tok_depth = l->tok_depth;
			code_next(l);
			if (code_is(l, "=")) {
				if ((key = arena_strndup(l->g->arena, l->buf +
				    save_tok.at, save_tok.end - save_tok.at)) ==
				    NULL)
					return code_nomem(l);
				code_next(l);
				if ((v = code_parse_value(l)) == NULL ||
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
			return code_fail_at(l, l->tok.at, "a positional "
			    "argument after a keyword argument");
		if ((v = code_parse_value(l)) == NULL ||
		    items_add(l, it, v, NULL) == -1)
			return -1;
sep:
		*trailing_comma = 0;
		if (code_is(l, ",")) {
			*trailing_comma = 1;
			code_next(l);
		} else if (!code_is(l, closer)) {
			return code_expect(l, closer);
		}
	}
	code_next(l);
	return 0;
}

static int
parse_dict(struct loader *l, struct items *it)
{
	struct fx_value *v;
	const char *key;
	size_t at;

	while (!code_is(l, "}")) {
		at = l->tok.at;
		if (l->tok.type == T_STR) {
			if ((key = code_string_text(l, l->tok.at,
			    l->tok.end)) == NULL)
				return -1;
			code_next(l);
		} else {
			if ((v = code_parse_value(l)) == NULL)
				return -1;
			if ((key = arena_strndup(l->g->arena, l->buf + at,
			    l->tok.at - at)) == NULL)
				return code_nomem(l);
		}
		if (code_expect(l, ":") == -1 ||
		    (v = code_parse_value(l)) == NULL ||
		    items_add(l, it, v, key) == -1)
			return -1;
		if (code_is(l, ","))
			code_next(l);
		else if (!code_is(l, "}"))
			return code_expect(l, "}");
	}
	code_next(l);
	return 0;
}

/* A bracketed value: (a, b), (a,), (a), [a], {k: v}. */
static struct fx_value *
parse_container(struct loader *l)
{
	struct items it = { 0 };
	struct fx_value *v = NULL;
	int comma;

	if (code_is(l, "(")) {
		code_next(l);
		if (parse_list(l, ")", &it, NULL, &comma) == 0)
			v = it.n == 1 && !comma ? it.v[0] :
			    items_value(l, &it, FXV_TUPLE);
	} else if (code_is(l, "[")) {
		code_next(l);
		if (parse_list(l, "]", &it, NULL, &comma) == 0)
			v = items_value(l, &it, FXV_LIST);
	} else {
		code_next(l);
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
		return code_fail_at(l, at, "a name longer than %d bytes",
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
		return code_nomem(l);
	code_next(l);
	if (code_parse_postfix(l, inner) == -1)
		goto done;
	if (inner->kind == E_PATH && inner->root == ROOT_SELF &&
	    code_is(l, ",")) {
		code_next(l);
		if (l->tok.type != T_STR) {
			code_fail_at(l, l->tok.at, "expected the attribute's "
			    "name, a string");
			goto done;
		}
		if ((name = code_string_text(l, l->tok.at, l->tok.end)) == NULL)
			goto done;
		code_next(l);
		if (code_expect(l, ")") == -1)
			goto done;
		*e = *inner;
		if (path_add(l, e, name, strlen(name), l->tok.at) == -1)
			goto done;
		e->parts++;
		rc = 0;
		goto done;
	}
	if ((v = code_to_value(l, inner)) == NULL ||
	    items_add(l, &it, v, NULL) == -1)
		goto done;
	if (code_is(l, ",")) {
		code_next(l);
		if (parse_list(l, ")", &it, &kw, &comma) == -1)
			goto done;
	} else if (code_expect(l, ")") == -1) {
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
		code_nomem(l);
		return NULL;
	}
	if (value_parse_number(l->buf + l->tok.at, l->tok.end - l->tok.at,
	    v) == -1) {
		code_fail_at(l, l->tok.at, "bad number '%.*s'",
		    (int)(l->tok.end - l->tok.at), l->buf + l->tok.at);
		return NULL;
	}
	code_next(l);
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
int
code_parse_postfix(struct loader *l, struct expr *e)
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
			code_next(l);
			break;
		}
		e->kind = E_PATH;
		if (n == 7 && memcmp(s, "getattr", 7) == 0) {
			code_next(l);
			if (code_is(l, "(")) {
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
		} else if ((node = code_find_node(l, l->tok.at, n)) >= 0) {
			e->root = ROOT_NODE;
			e->node = (uint32_t)node;
			if (path_add(l, e, s, n, e->at) == -1)
				return -1;
		} else {
			e->root = ROOT_NAME;
			if (path_add(l, e, s, n, e->at) == -1)
				return -1;
		}
		code_next(l);
		break;
	case T_NUM:
		e->kind = E_VALUE;
		if ((e->value = number_value(l)) == NULL)
			return -1;
		break;
	case T_STR:
		e->kind = E_VALUE;
		if ((e->value = value_new(l->g->arena, FXV_STR, 0)) == NULL)
			return code_nomem(l);
		if ((e->value->text = code_string_text(l, l->tok.at,
		    l->tok.end)) == NULL)
			return -1;
		code_next(l);
		break;
	default:
		if (code_is(l, "(") || code_is(l, "[") || code_is(l, "{")) {
			e->kind = E_VALUE;
			if ((e->value = parse_container(l)) == NULL)
				return -1;
			break;
		}
		if (code_is(l, "...")) {
			e->kind = E_VALUE;
			if ((e->value = value_new(l->g->arena, FXV_ELLIPSIS,
			    0)) == NULL)
				return code_nomem(l);
			code_next(l);
			break;
		}
		return code_fail_at(l, l->tok.at, "expected a value, found %s",
		    code_describe(l, seen, sizeof(seen)));
	}
	for (;;) {
		e->end = l->tok.at;
		if (code_is(l, ".")) {
			code_next(l);
			if (l->tok.type != T_NAME)
				return code_fail_at(l, l->tok.at, "expected a "
				    "name after '.'");
			if (e->kind != E_PATH)
				return code_fail_at(l, l->tok.at, "an "
				    "attribute of something that is no name");
			if (path_add(l, e, l->buf + l->tok.at, l->tok.end -
			    l->tok.at, l->tok.at) == -1)
				return -1;
			e->parts++;
			code_next(l);
		} else if (code_is(l, "(") && e->kind == E_PATH) {
			code_next(l);
			if (parse_list(l, ")", &it, &kw, &comma) == -1 ||
			    (e->value = items_value(l, &it, FXV_TUPLE)) ==
			    NULL ||
			    (e->kwargs = items_value(l, &kw, FXV_DICT)) == NULL)
				goto done;
			e->kind = E_CALL;
			e->end = l->tok.at;
			break;
		} else if (code_is(l, "[") && e->kind != E_SUBSCRIPT) {
			if ((e->value = code_to_value(l, e)) == NULL)
				return -1;
			if ((e->index = code_parse_index(l)) == NULL)
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

	if (!code_is(l, ":") && (parts[0] = code_parse_value(l)) == NULL)
		return NULL;
	if (!code_is(l, ":"))
		return parts[0];
	while (code_is(l, ":") && i < 2) {
		code_next(l);
		i++;
		if (!code_is(l, ":") && !code_is(l, ",") && !code_is(l, "]") &&
		    (parts[i] = code_parse_value(l)) == NULL)
			return NULL;
	}
	if ((v = value_new(l->g->arena, FXV_SLICE, 3)) == NULL) {
		code_nomem(l);
		return NULL;
	}
	for (i = 0; i < 3; i++)
		if ((v->items[i] = parts[i]) == NULL &&
		    (v->items[i] = value_new(l->g->arena, FXV_NONE, 0)) ==
		    NULL) {
			code_nomem(l);
			return NULL;
		}
	return v;
}

/* '[' index ']': one item, or a tuple of them. */
struct fx_value *
code_parse_index(struct loader *l)
{
	struct items it = { 0 };
	struct fx_value *v = NULL;
	int comma = 0;

	code_next(l);
	while (!code_is(l, "]")) {
		if ((v = parse_index_item(l)) == NULL ||
		    items_add(l, &it, v, NULL) == -1)
			goto fail;
		comma = 0;
		if (code_is(l, ",")) {
			comma = 1;
			code_next(l);
		} else if (!code_is(l, "]")) {
			code_expect(l, "]");
			goto fail;
		}
	}
	code_next(l);
	v = it.n == 1 && !comma ? it.v[0] : items_value(l, &it, FXV_TUPLE);
	items_free(&it);
	return v;
fail:
	items_free(&it);
	return NULL;
}
