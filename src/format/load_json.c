/* load_json: reads fxviz JSON (docs/format.md); the only cJSON reader. */
#include "config.h"

#include "format/load_json.h"


#include <cJSON.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/buf.h"
#include "base/error.h"
#include "base/guard.h"
#include "model/graph.h"
#include "base/utf8.h"

struct reader {
	const char *buf;
	size_t len;
	struct fx_graph *g;
	struct error *err;
	int index;		/* the node being read, for error places */
	const struct guard *guard;	/* or NULL */
	int sub;		/* reading a sub-graph: errors are placed at
				 * the top's "subgraphs" */
	size_t place;		/* 1 + the offset an error outside the
				 * nodes goes to (an overlay's); 0: its key */
};

/* ---- places: cJSON keeps none, so errors find theirs in the text ------ */

static size_t
skip_ws(const char *b, size_t len, size_t i)
{
	while (i < len && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' ||
	    b[i] == '\r'))
		i++;
	return i;
}

static size_t
skip_string(const char *b, size_t len, size_t i)
{
	for (i++; i < len && b[i] != '"'; i++)
		if (b[i] == '\\')
			i++;
	return i + 1;
}

/* Past one value of text that cJSON has already accepted. */
static size_t
skip_value(const char *b, size_t len, size_t i)
{
	int depth = 0;

	i = skip_ws(b, len, i);
	do {
		if (i >= len)
			return len;
		if (b[i] == '"') {
			i = skip_string(b, len, i);
			continue;
		}
		if (b[i] == '{' || b[i] == '[')
			depth++;
		else if (b[i] == '}' || b[i] == ']')
			depth--;
		else if (depth == 0) {
			while (i < len && strchr(",}] \t\r\n", b[i]) == NULL)
				i++;
			return i;
		}
		i++;
	} while (depth > 0);
	return i;
}

/* The offset of the value under key in the object at i, or of the object
 * itself when the key is absent. */
static size_t
find_key(const char *b, size_t len, size_t i, const char *key)
{
	size_t obj = i, klen = strlen(key), ks;

	if (i >= len || b[i] != '{')
		return i;
	for (i = skip_ws(b, len, i + 1); i < len && b[i] == '"';) {
		ks = i + 1;
		i = skip_string(b, len, i);
		i = skip_ws(b, len, i);
		i = skip_ws(b, len, i + 1);	/* past ':' */
		if (i - ks >= klen && memcmp(b + ks, key, klen) == 0 &&
		    b[ks + klen] == '"')
			return i;
		i = skip_ws(b, len, skip_value(b, len, i));
		if (i < len && b[i] == ',')
			i = skip_ws(b, len, i + 1);
	}
	return obj;
}

/* Where nodes[index] (and its key, when key is not NULL) starts. */
static size_t
locate(const struct reader *r, int index, const char *key)
{
	const char *b = r->buf;
	size_t len = r->len, i = skip_ws(b, len, 0);
	int k;

	if (index < 0)
		return key ? find_key(b, len, i, key) : i;
	i = find_key(b, len, i, "nodes");
	if (i >= len || b[i] != '[')
		return i;
	i = skip_ws(b, len, i + 1);
	for (k = 0; k < index && i < len; k++) {
		i = skip_ws(b, len, skip_value(b, len, i));
		if (i < len && b[i] == ',')
			i = skip_ws(b, len, i + 1);
	}
	return key ? find_key(b, len, i, key) : i;
}

static void *fail(struct reader *r, const char *key, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Fills the error, placed at the current node's key; returns NULL. */
static void *
fail(struct reader *r, const char *key, const char *fmt, ...)
{
	char msg[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (r->sub)
		error_at(r->err, r->buf, r->len, locate(r, -1, "subgraphs"),
		    "%s%s: %s", r->g->name ? "sub-graph " : "a sub-graph",
		    r->g->name ? r->g->name : "", msg);
	else if (r->index >= 0)
		error_at(r->err, r->buf, r->len, locate(r, r->index, key),
		    "node %d: %s", r->index, msg);
	else
		error_at(r->err, r->buf, r->len, r->place > 0 ? r->place - 1 :
		    locate(r, -1, key), "%s", msg);
	return NULL;
}

static void *
oom(struct reader *r)
{
	error_nomem(r->err);
	return NULL;
}

/* ---- values ----------------------------------------------------------- */

static struct fx_value *read_value(struct reader *r, const cJSON *j,
    const char *key);

static struct fx_value *
read_items(struct reader *r, const cJSON *a, enum fx_kind kind,
    const char *key)
{
	struct fx_value *v;
	const cJSON *item;
	uint32_t i = 0;

	if (!cJSON_IsArray(a))
		return fail(r, key, "expected an array in '%s'", key);
	if ((v = value_new(r->g->arena, kind,
	    (uint32_t)cJSON_GetArraySize(a))) == NULL)
		return oom(r);
	cJSON_ArrayForEach(item, a) {
		if ((v->items[i++] = read_value(r, item, key)) == NULL)
			return NULL;
	}
	return v;
}

static struct fx_value *
read_dict(struct reader *r, const cJSON *o, const char *key)
{
	struct fx_value *v;
	const cJSON *item;
	uint32_t i = 0;

	if (!cJSON_IsObject(o))
		return fail(r, key, "expected an object in '%s'", key);
	if ((v = value_new(r->g->arena, FXV_DICT,
	    (uint32_t)cJSON_GetArraySize(o))) == NULL)
		return oom(r);
	cJSON_ArrayForEach(item, o) {
		if ((v->keys[i] = arena_strdup(r->g->arena, item->string)) ==
		    NULL)
			return oom(r);
		if ((v->items[i++] = read_value(r, item, key)) == NULL)
			return NULL;
	}
	return v;
}

static struct fx_value *
read_ref(struct reader *r, const char *name, const char *key)
{
	struct fx_value *v;
	int64_t index = fx_graph_find(r->g, name, strlen(name));

	struct error why = { 0 };

	if (index < 0)
		return fail(r, key, "reference to an unknown node '%s'", name);
	if (r->index >= 0 && fx_graph_check_ref(r->g, (uint32_t)r->index,
	    (uint32_t)index, &why) == -1)
		return fail(r, key, "%s", why.msg);
	if ((v = value_new(r->g->arena, FXV_NODE, 0)) == NULL)
		return oom(r);
	v->node = (uint32_t)index;
	v->text = r->g->nodes[index].name;
	return v;
}

static struct fx_value *
read_raw(struct reader *r, const char *text, const cJSON *refs,
    const char *key)
{
	struct fx_value *v;
	const cJSON *ref;
	uint32_t i = 0;

	if ((v = value_new(r->g->arena, FXV_RAW, cJSON_IsArray(refs) ?
	    (uint32_t)cJSON_GetArraySize(refs) : 0)) == NULL ||
	    (v->text = arena_strdup(r->g->arena, text)) == NULL)
		return oom(r);
	cJSON_ArrayForEach(ref, refs) {
		if (!cJSON_IsString(ref))
			return fail(r, key, "'refs' holds node names");
		if ((v->items[i++] = read_ref(r, ref->valuestring, key)) == NULL)
			return NULL;
	}
	return v;
}

static struct fx_value *
read_number(struct reader *r, double d, int as_float)
{
	struct fx_value *v;

	if (!as_float && d == floor(d) && fabs(d) < 9007199254740992.0) {
		if ((v = value_new(r->g->arena, FXV_INT, 0)) != NULL)
			v->num.integer = (int64_t)d;
	} else if ((v = value_new(r->g->arena, FXV_FLOAT, 0)) != NULL) {
		v->num.real = d;
	}
	return v ? v : oom(r);
}

/* {"tag": ...} forms; anything unknown is kept as its JSON text. */
static struct fx_value *
read_tagged(struct reader *r, const cJSON *o, const char *key)
{
	const cJSON *t = o->child;
	struct fx_value *v;
	char *text;

	if (t != NULL && t->next == NULL) {
		const char *tag = t->string;

		if (strcmp(tag, "node") == 0 && cJSON_IsString(t))
			return read_ref(r, t->valuestring, key);
		if (strcmp(tag, "tuple") == 0)
			return read_items(r, t, FXV_TUPLE, key);
		if (strcmp(tag, "dict") == 0)
			return read_dict(r, t, key);
		if (strcmp(tag, "slice") == 0 && cJSON_GetArraySize(t) == 3)
			return read_items(r, t, FXV_SLICE, key);
		if (strcmp(tag, "ellipsis") == 0)
			return (v = value_new(r->g->arena, FXV_ELLIPSIS, 0)) ?
			    v : oom(r);
		if (strcmp(tag, "float") == 0 && cJSON_IsNumber(t))
			return read_number(r, t->valuedouble, 1);
		if ((strcmp(tag, "float") == 0 || strcmp(tag, "int") == 0) &&
		    cJSON_IsString(t)) {
			struct fx_value num = { 0 };

			if (value_parse_number(t->valuestring,
			    strlen(t->valuestring), &num) == 0) {
				if ((v = value_new(r->g->arena, num.kind, 0)) ==
				    NULL)
					return oom(r);
				v->num = num.num;
				return v;
			}
			return read_raw(r, t->valuestring, NULL, key);
		}
		if (strcmp(tag, "raw") == 0 && cJSON_IsString(t))
			return read_raw(r, t->valuestring, NULL, key);
	}
	if (t != NULL && t->next != NULL && t->next->next == NULL &&
	    strcmp(t->string, "raw") == 0 && cJSON_IsString(t) &&
	    strcmp(t->next->string, "refs") == 0)
		return read_raw(r, t->valuestring, t->next, key);
	if ((text = cJSON_PrintUnformatted(o)) == NULL)
		return oom(r);
	v = read_raw(r, text, NULL, key);
	cJSON_free(text);
	return v;
}

static struct fx_value *
read_value(struct reader *r, const cJSON *j, const char *key)
{
	struct fx_value *v = NULL;

	if (cJSON_IsNull(j))
		v = value_new(r->g->arena, FXV_NONE, 0);
	else if (cJSON_IsBool(j)) {
		if ((v = value_new(r->g->arena, FXV_BOOL, 0)) != NULL)
			v->num.boolean = cJSON_IsTrue(j);
	} else if (cJSON_IsNumber(j)) {
		return read_number(r, j->valuedouble, 0);
	} else if (cJSON_IsString(j)) {
		if ((v = value_new(r->g->arena, FXV_STR, 0)) != NULL &&
		    (v->text = arena_strdup(r->g->arena, j->valuestring)) ==
		    NULL)
			v = NULL;
	} else if (cJSON_IsArray(j)) {
		return read_items(r, j, FXV_LIST, key);
	} else if (cJSON_IsObject(j)) {
		return read_tagged(r, j, key);
	}
	return v ? v : oom(r);
}

/* ---- meta ------------------------------------------------------------- */

static int
read_tensor(struct reader *r, const cJSON *shape, const cJSON *dtype,
    const cJSON *device, struct fx_tensor *t)
{
	const cJSON *d;
	int32_t i = 0;
	char num[32];

	t->ndim = -1;
	if (cJSON_IsString(dtype) &&
	    (t->dtype = arena_strdup(r->g->arena, dtype->valuestring)) == NULL)
		return -1;
	if (cJSON_IsString(device) &&
	    (t->device = arena_strdup(r->g->arena, device->valuestring)) ==
	    NULL)
		return -1;
	if (!cJSON_IsArray(shape))
		return 0;
	t->ndim = cJSON_GetArraySize(shape);
	if (t->ndim > 0 && (t->dims = arena_alloc(r->g->arena,
	    (size_t)t->ndim * sizeof(*t->dims))) == NULL)
		return -1;
	cJSON_ArrayForEach(d, shape) {
		const char *s = num;

		if (cJSON_IsNumber(d))
			snprintf(num, sizeof(num), "%.0f", d->valuedouble);
		else if (cJSON_IsString(d))
			s = d->valuestring;
		else
			s = "?";
		if ((t->dims[i++] = arena_strdup(r->g->arena, s)) == NULL)
			return -1;
	}
	return 0;
}

static int
read_tensors(struct reader *r, const cJSON *meta, struct fx_meta *m)
{
	const cJSON *shape = cJSON_GetObjectItemCaseSensitive(meta, "shape");
	const cJSON *dtype = cJSON_GetObjectItemCaseSensitive(meta, "dtype");
	const cJSON *device = cJSON_GetObjectItemCaseSensitive(meta, "device");
	const cJSON *first, *s, *d, *dv;
	uint32_t i, n;

	if (shape == NULL && dtype == NULL)
		return 0;
	first = cJSON_IsArray(shape) ? shape->child : NULL;
	m->tuple = cJSON_IsArray(dtype) || (first != NULL &&
	    (cJSON_IsArray(first) || cJSON_IsNull(first)));
	n = 1;
	if (m->tuple)
		n = (uint32_t)cJSON_GetArraySize(cJSON_IsArray(shape) ? shape :
		    dtype);
	if (n == 0)
		return 0;
	if ((m->tensors = arena_alloc(r->g->arena, n * sizeof(*m->tensors))) ==
	    NULL)
		return -1;
	m->n_tensors = n;
	/* Walked along the lists, not by index: cJSON_GetArrayItem walks
	 * from the start each time, and a long list made that quadratic. */
	s = m->tuple ? (cJSON_IsArray(shape) ? shape->child : NULL) : shape;
	d = m->tuple && cJSON_IsArray(dtype) ? dtype->child : dtype;
	dv = m->tuple && cJSON_IsArray(device) ? device->child : device;
	for (i = 0; i < n; i++) {
		if (read_tensor(r, s, d, dv, &m->tensors[i]) == -1)
			return -1;
		if (m->tuple && s != NULL)
			s = s->next;
		if (m->tuple && cJSON_IsArray(dtype) && d != NULL)
			d = d->next;
		if (m->tuple && cJSON_IsArray(device) && dv != NULL)
			dv = dv->next;
	}
	return 0;
}

/* nn_module_stack: [{"path": p, "type": t}, ...]; [p, t] pairs and bare
 * path strings are taken too. */
static int
read_modules(struct reader *r, const cJSON *stack, struct fx_meta *m)
{
	const cJSON *f, *path, *type;
	uint32_t n;

	if (!cJSON_IsArray(stack) || (n = (uint32_t)cJSON_GetArraySize(stack)) ==
	    0)
		return 0;
	if ((m->modules = arena_alloc(r->g->arena, n * sizeof(*m->modules))) ==
	    NULL)
		return -1;
	cJSON_ArrayForEach(f, stack) {
		if (cJSON_IsObject(f)) {
			path = cJSON_GetObjectItemCaseSensitive(f, "path");
			type = cJSON_GetObjectItemCaseSensitive(f, "type");
		} else if (cJSON_IsArray(f)) {
			path = cJSON_GetArrayItem(f, 0);
			type = cJSON_GetArrayItem(f, 1);
		} else {
			path = f;
			type = NULL;
		}
		if (!cJSON_IsString(path))
			continue;
		m->modules[m->n_modules].path = arena_strdup(r->g->arena,
		    path->valuestring);
		if (cJSON_IsString(type))
			m->modules[m->n_modules].type = arena_strdup(
			    r->g->arena, type->valuestring);
		if (m->modules[m->n_modules++].path == NULL)
			return -1;
	}
	return 0;
}

/* meta[key] into *out (in the graph's arena) when it is a string; other
 * shapes are ignored, as unknown meta is. 0, or -1 when out of memory. */
static int
meta_text(struct reader *r, const cJSON *meta, const char *key,
    const char **out)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(meta, key);

	if (cJSON_IsString(v) &&
	    (*out = arena_strdup(r->g->arena, v->valuestring)) == NULL)
		return -1;
	return 0;
}

static int
read_meta(struct reader *r, const cJSON *meta, struct fx_node *n)
{
	const cJSON *trace, *kind, *target;

	if (meta == NULL)
		return 0;
	if (!cJSON_IsObject(meta)) {
		fail(r, "meta", "'meta' is an object");
		return -1;
	}
	if (read_tensors(r, meta, &n->meta) == -1 ||
	    read_modules(r, cJSON_GetObjectItemCaseSensitive(meta,
	    "nn_module_stack"), &n->meta) == -1) {
		oom(r);
		return -1;
	}
	trace = cJSON_GetObjectItemCaseSensitive(meta, "stack_trace");
	kind = cJSON_GetObjectItemCaseSensitive(meta, "sig_kind");
	target = cJSON_GetObjectItemCaseSensitive(meta, "sig_target");
	if ((cJSON_IsString(trace) && (n->meta.stack_trace = arena_strdup(
	    r->g->arena, trace->valuestring)) == NULL) ||
	    (cJSON_IsString(kind) && (n->meta.sig_kind = arena_strdup(
	    r->g->arena, kind->valuestring)) == NULL) ||
	    (cJSON_IsString(target) && (n->meta.sig_target = arena_strdup(
	    r->g->arena, target->valuestring)) == NULL)) {
		oom(r);
		return -1;
	}
	n->meta.outside = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(meta,
	    "outside"));
	if (meta_text(r, meta, "source_nodes", &n->meta.source_nodes) ==
	    -1 || meta_text(r, meta, "original_aten",
	    &n->meta.original_aten) == -1 ||
	    meta_text(r, meta, "provenance", &n->meta.provenance) == -1) {
		oom(r);
		return -1;
	}
	return 0;
}

/* ---- nodes ------------------------------------------------------------ */

static const char *
string_field(struct reader *r, const cJSON *o, const char *key, int required)
{
	const cJSON *f = cJSON_GetObjectItemCaseSensitive(o, key);

	if (f == NULL && !required)
		return "";
	if (!cJSON_IsString(f))
		return fail(r, f ? key : NULL, f ? "'%s' must be a string" :
		    "missing '%s'", key);
	return f->valuestring;
}

/* "target_module": {"type": T, "repr": R} (version 2): what a
 * call_module node calls. Either key may be missing; a value of another
 * shape is ignored, as unknown meta is. 0, or -1 when out of memory. */
static int
read_target_module(struct reader *r, const cJSON *o, struct fx_meta *m)
{
	const cJSON *type = cJSON_GetObjectItemCaseSensitive(o, "type");
	const cJSON *repr = cJSON_GetObjectItemCaseSensitive(o, "repr");

	if (!cJSON_IsObject(o))
		return 0;
	if (cJSON_IsString(type) && (m->target_type = arena_strdup(
	    r->g->arena, type->valuestring)) == NULL)
		return -1;
	if (cJSON_IsString(repr) && (m->target_repr = arena_strdup(
	    r->g->arena, repr->valuestring)) == NULL)
		return -1;
	return 0;
}

/* Pass one: the node's frame (name, op, target, type). */
static int
read_frame(struct reader *r, const cJSON *o)
{
	const char *name, *op_name, *target;
	const cJSON *type, *sub, *line;
	enum fx_op op;
	uint32_t index;
	int rc;

	if (!cJSON_IsObject(o)) {
		fail(r, NULL, "expected an object");
		return -1;
	}
	if ((name = string_field(r, o, "name", 1)) == NULL ||
	    (op_name = string_field(r, o, "op", 1)) == NULL ||
	    (target = string_field(r, o, "target", 0)) == NULL)
		return -1;
	if (fx_op_parse(op_name, strlen(op_name), &op) == -1) {
		fail(r, "op", "unknown op '%s' (expected placeholder, get_attr, "
		    "call_function, call_method, call_module or output)",
		    op_name);
		return -1;
	}
	if (*target == '\0')
		target = op == FX_OUTPUT ? "output" : name;
	rc = fx_graph_add(r->g, name, strlen(name), op, target, strlen(target),
	    &index);
	if (rc == FX_EDUP)
		fail(r, "name", "duplicate node name '%s'", name);
	else if (rc == FX_EBADNAME)
		fail(r, "name", FX_BAD_NAME_MSG);
	else if (rc != FX_OK)
		oom(r);
	if (rc != FX_OK)
		return -1;
	type = cJSON_GetObjectItemCaseSensitive(o, "type");
	if (cJSON_IsString(type) && (r->g->nodes[index].type = arena_strdup(
	    r->g->arena, type->valuestring)) == NULL) {
		oom(r);
		return -1;
	}
	sub = cJSON_GetObjectItemCaseSensitive(o, "subgraph");
	if (cJSON_IsString(sub) && (r->g->nodes[index].meta.subgraph =
	    arena_strdup(r->g->arena, sub->valuestring)) == NULL) {
		oom(r);
		return -1;
	}
	if (read_target_module(r, cJSON_GetObjectItemCaseSensitive(o,
	    "target_module"), &r->g->nodes[index].meta) == -1) {
		oom(r);
		return -1;
	}
	/* the line of the text the graph was first read from, kept so that
	 * a warning's "line N" still finds its node */
	line = cJSON_GetObjectItemCaseSensitive(o, "line");
	if (cJSON_IsNumber(line) && line->valuedouble >= 1 &&
	    line->valuedouble <= UINT32_MAX &&
	    line->valuedouble == (double)(uint32_t)line->valuedouble)
		r->g->nodes[index].line = (uint32_t)line->valuedouble;
	return 0;
}

/* Pass two: args, kwargs and meta, now that every name is known. */
static int
read_body(struct reader *r, const cJSON *o, struct fx_node *n)
{
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(o, "args");
	const cJSON *kwargs = cJSON_GetObjectItemCaseSensitive(o, "kwargs");
	const cJSON *kwraw = cJSON_GetObjectItemCaseSensitive(o, "kwargs_raw");
	struct fx_value *v;

	if (args != NULL) {
		v = cJSON_IsArray(args) ? read_items(r, args, FXV_TUPLE, "args") :
		    cJSON_IsObject(args) ? read_tagged(r, args, "args") :
		    fail(r, "args", "'args' must be an array");
		if (v == NULL)
			return -1;
		n->args = v;
	}
	if (kwraw != NULL) {
		if ((v = read_value(r, kwraw, "kwargs_raw")) == NULL)
			return -1;
		n->kwargs = v;
	} else if (kwargs != NULL) {
		if ((v = read_dict(r, kwargs, "kwargs")) == NULL)
			return -1;
		n->kwargs = v;
	}
	return read_meta(r, cJSON_GetObjectItemCaseSensitive(o, "meta"), n);
}

static int read_subs(struct reader *r, const cJSON *subs);

/* A string of o, copied into the graph's arena into *to; left NULL when
 * o has no string there. -1 when out of memory. */
static int
copy_string(struct reader *r, const cJSON *o, const char *key,
    const char **to)
{
	const cJSON *f = cJSON_GetObjectItemCaseSensitive(o, key);

	return cJSON_IsString(f) && (*to = arena_strdup(r->g->arena,
	    f->valuestring)) == NULL ? -1 : 0;
}

/* "origin": {"compile_id", "rank", "stage", "source", "stack": [...]}:
 * where the graph came from. A key of another shape is ignored, as
 * unknown meta is. 0, or -1 when out of memory. */
static int
read_origin(struct reader *r, const cJSON *o)
{
	struct fx_origin *to = &r->g->origin;
	const cJSON *rank = cJSON_GetObjectItemCaseSensitive(o, "rank");
	const cJSON *stack = cJSON_GetObjectItemCaseSensitive(o, "stack");
	const cJSON *frame;
	struct buf b = BUF_INIT;

	if (!cJSON_IsObject(o))
		return 0;
	if (cJSON_IsNumber(rank) && rank->valuedouble >= 0 &&
	    rank->valuedouble < 1e9)
		to->rank = (int)rank->valuedouble;
	if (copy_string(r, o, "compile_id", &to->compile_id) == -1 ||
	    copy_string(r, o, "stage", &to->stage) == -1 ||
	    copy_string(r, o, "source", &to->source) == -1)
		return -1;
	if (!cJSON_IsArray(stack))
		return 0;
	cJSON_ArrayForEach(frame, stack)
		if (cJSON_IsString(frame))
			buf_printf(&b, "%s%s", b.len ? "\n" : "",
			    frame->valuestring);
	if (b.len > 0 && (buf_cstr(&b) == NULL ||
	    (to->stack = arena_strdup(r->g->arena, b.data)) == NULL)) {
		buf_free(&b);
		return -1;
	}
	buf_free(&b);
	return 0;
}

/* ---- overlays (docs/format.md, "Overlays") ---------------------------- */

/* The offset of item k of the array at i. */
static size_t
item_at(const char *b, size_t len, size_t i, int k)
{
	if (i >= len || b[i] != '[')
		return i;
	for (i = skip_ws(b, len, i + 1); k > 0 && i < len; k--) {
		i = skip_ws(b, len, skip_value(b, len, i));
		if (i < len && b[i] == ',')
			i = skip_ws(b, len, i + 1);
	}
	return i;
}

static int ov_fail(struct reader *r, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Fills the error, placed at off (in a sub-graph, at the top's
 * "subgraphs", as fail does); returns -1. */
static int
ov_fail(struct reader *r, size_t off, const char *fmt, ...)
{
	struct reader at = *r;
	char msg[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	at.index = -1;
	at.place = off + 1;
	fail(&at, NULL, "%s", msg);
	return -1;
}

/* Names of no node, for one warning per overlay. */
struct strays {
	uint32_t n;
	struct buf first;	/* the first few, ", " between */
};

#define STRAYS_NAMED	3

static void
stray(struct strays *st, const char *name)
{
	if (st->n++ < STRAYS_NAMED)
		buf_printf(&st->first, "%s'%.80s'", st->n > 1 ? ", " : "", name);
}

/* A number of an overlay's values or spread: finite (and, for a spread,
 * not below 0). 0 with *d, or -1 said at off. */
static int
ov_number(struct reader *r, const cJSON *v, size_t off, const char *ov,
    const char *what, int spread, double *d)
{
	if (!cJSON_IsNumber(v) || !isfinite(v->valuedouble) ||
	    (spread && v->valuedouble < 0))
		return ov_fail(r, off, "overlay '%s': the %s of '%.80s' is not "
		    "a finite number%s", ov, what, v->string,
		    spread ? " of 0 or more" : "");
	*d = v->valuedouble;
	return 0;
}

/* Fills to[] (values or spread of overlay ov) from the object o at off:
 * node name to number, or (key not NULL) node name to an object whose
 * member key is the number (a node without it has none). */
static int
ov_fill(struct reader *r, const cJSON *o, size_t off, const char *ov,
    const char *key, double *to, int spread, struct strays *st)
{
	const cJSON *v, *num;
	int64_t node;
	size_t at;
	double d = 0;

	cJSON_ArrayForEach(v, o) {
		num = key == NULL ? v : cJSON_GetObjectItemCaseSensitive(v, key);
		if (num == NULL)
			continue;
		at = find_key(r->buf, r->len, off, v->string);
		if (key != NULL)
			at = find_key(r->buf, r->len, at, key);
		if (ov_number(r, num, at, ov, spread ? "spread" : "value",
		    spread, &d) == -1)
			return -1;
		node = fx_graph_find(r->g, v->string, strlen(v->string));
		if (node < 0)
			stray(st, v->string);
		else
			to[node] = d;
	}
	return 0;
}

/* Adds the overlay called name in unit, refusing a name this input gave
 * before (*given: a bit per overlay index). NULL said at off. */
static struct fx_overlay *
ov_add(struct reader *r, const char *name, const char *unit, size_t off,
    uint64_t *given)
{
	const struct fx_overlay *was = fx_graph_overlay(r->g, name);
	struct fx_overlay *o;
	int rc;

	if (was != NULL && (*given >> (was - r->g->overlays) & 1)) {
		ov_fail(r, off, "overlay '%s' is given twice", name);
		return NULL;
	}
	rc = fx_graph_add_overlay(r->g, name, unit, &o);
	if (rc == FX_EOVERLAYNAME)
		ov_fail(r, off, "overlay name '%.80s': 1 to 64 of A-Z a-z 0-9 "
		    "_ . -, starting with a letter, and not 'op' or 'kernel'",
		    name);
	else if (rc == FX_EUNIT)
		ov_fail(r, off, "overlay '%s': unit '%.80s' is not 1 to 32 "
		    "printable characters", name, unit);
	else if (rc == FX_EMANY)
		ov_fail(r, off, "more than %d overlays", FX_MAX_OVERLAYS);
	else if (rc != FX_OK)
		oom(r);
	if (rc != FX_OK)
		return NULL;
	*given |= (uint64_t)1 << (o - r->g->overlays);
	return o;
}

/* Warns of st's names, for overlay name; frees st. -1 when out of
 * memory. */
static int
ov_strays(struct reader *r, const char *name, struct strays *st)
{
	int rc = 0;

	if (st->n > 0 && (buf_cstr(&st->first) == NULL ||
	    fx_graph_warn(r->g, "overlay '%s': %u value%s left out, for "
	    "names of no node: %s%s", name, st->n, st->n == 1 ? "" : "s",
	    st->first.data, st->n > STRAYS_NAMED ? ", ..." : "") == -1))
		rc = -1;
	buf_free(&st->first);
	*st = (struct strays){ 0, BUF_INIT };
	if (rc == -1)
		oom(r);
	return rc;
}

/* One overlay object o at off ({"name", "unit", "values", "spread",
 * "runs", "how"}), k its place in its array (or -1); name and unit (or
 * NULL) stand in for the keys it lacks. */
static int
read_overlay(struct reader *r, const cJSON *o, size_t off, int k,
    const char *name, const char *unit, uint64_t *given)
{
	const cJSON *jn = cJSON_GetObjectItemCaseSensitive(o, "name");
	const cJSON *ju = cJSON_GetObjectItemCaseSensitive(o, "unit");
	const cJSON *jv = cJSON_GetObjectItemCaseSensitive(o, "values");
	const cJSON *js = cJSON_GetObjectItemCaseSensitive(o, "spread");
	const cJSON *jr = cJSON_GetObjectItemCaseSensitive(o, "runs");
	const cJSON *jh = cJSON_GetObjectItemCaseSensitive(o, "how");
	struct strays st = { 0, BUF_INIT };
	struct fx_overlay *ov;
	char what[32], *how;
	size_t i;

	snprintf(what, sizeof(what), k >= 0 ? "overlay %d" : "the overlay", k);
	if (!cJSON_IsObject(o))
		return ov_fail(r, off, "%s: expected an object with \"name\", "
		    "\"unit\" and \"values\"", what);
	if ((jn != NULL && !cJSON_IsString(jn)) ||
	    (ju != NULL && !cJSON_IsString(ju)))
		return ov_fail(r, find_key(r->buf, r->len, off, jn != NULL &&
		    !cJSON_IsString(jn) ? "name" : "unit"), "%s: \"name\" and "
		    "\"unit\" are strings", what);
	if (jn != NULL)
		name = jn->valuestring;
	if (ju != NULL)
		unit = ju->valuestring;
	if (name == NULL || unit == NULL)
		return ov_fail(r, off, "%s: no \"%s\"", what, name == NULL ?
		    "name" : "unit");
	if (!cJSON_IsObject(jv))
		return ov_fail(r, find_key(r->buf, r->len, off, "values"),
		    "overlay '%.80s': \"values\" must be an object of node name "
		    "to number", name);
	if ((js != NULL && !cJSON_IsObject(js)) || (jr != NULL &&
	    (!cJSON_IsNumber(jr) || jr->valuedouble < 1 ||
	    jr->valuedouble > 1e9 || jr->valuedouble != (uint32_t)jr->valuedouble)) ||
	    (jh != NULL && !cJSON_IsString(jh)))
		return ov_fail(r, find_key(r->buf, r->len, off, js != NULL &&
		    !cJSON_IsObject(js) ? "spread" : jh != NULL &&
		    !cJSON_IsString(jh) ? "how" : "runs"), "overlay '%.80s': "
		    "\"spread\" is an object of node name to number, \"runs\" a "
		    "whole number from 1, \"how\" a string", name);
	if ((ov = ov_add(r, name, unit, off, given)) == NULL)
		return -1;
	if (jr != NULL)
		ov->runs = (uint32_t)jr->valuedouble;
	if (jh != NULL) {
		/* one line, at most 200 bytes */
		if ((how = arena_strndup(r->g->arena, jh->valuestring,
		    strnlen(jh->valuestring, 200))) == NULL) {
			oom(r);
			return -1;
		}
		for (i = 0; how[i] != '\0'; i++)
			if ((unsigned char)how[i] < ' ')
				how[i] = ' ';
		ov->how = how;
	}
	if (ov_fill(r, jv, find_key(r->buf, r->len, off, "values"), ov->name,
	    NULL, ov->values, 0, &st) == -1 ||
	    (js != NULL && (fx_overlay_add_spread(r->g, ov) == -1 ?
	    (oom(r), -1) : ov_fill(r, js, find_key(r->buf, r->len, off,
	    "spread"), ov->name, NULL, ov->spread, 1, &st)) == -1)) {
		buf_free(&st.first);
		return -1;
	}
	return ov_strays(r, ov->name, &st);
}

/* The overlays of a, an array at off: each an overlay object. */
static int
read_overlay_array(struct reader *r, const cJSON *a, size_t off,
    const char *name, const char *unit, uint64_t *given)
{
	const cJSON *o;
	int k = 0;

	cJSON_ArrayForEach(o, a) {
		if (read_overlay(r, o, item_at(r->buf, r->len, off, k), k, name,
		    unit, given) == -1)
			return -1;
		k++;
	}
	return k;
}

/* The unit of key in spec ("KEY:UNIT,KEY:UNIT", or one UNIT for every
 * key) into buf; NULL when it names none. */
static const char *
unit_of(const char *spec, const char *key, char *buf, size_t size)
{
	const char *p, *end, *colon;
	size_t n = strlen(key);

	if (spec == NULL)
		return NULL;
	if (strchr(spec, ':') == NULL)
		return spec;
	for (p = spec; *p != '\0'; p = *end ? end + 1 : end) {
		end = p + strcspn(p, ",");
		colon = memchr(p, ':', (size_t)(end - p));
		if (colon != NULL && (size_t)(colon - p) == n &&
		    memcmp(p, key, n) == 0) {
			snprintf(buf, size, "%.*s", (int)(end - colon - 1),
			    colon + 1);
			return buf;
		}
	}
	return NULL;
}

/* A map of node name to a number (one overlay, name) or to an object of
 * named numbers (an overlay per name: NAME.KEY, or KEY). */
static int
read_overlay_map(struct reader *r, const cJSON *o, const char *name,
    const char *unit, uint64_t *given)
{
	const cJSON *v, *m;
	struct strays st = { 0, BUF_INIT };
	struct fx_overlay *ov;
	char full[160], ubuf[64];
	const char *u;
	size_t top = skip_ws(r->buf, r->len, 0);
	int n = 0, nested = -1;

	cJSON_ArrayForEach(v, o) {
		if (nested == -1)
			nested = cJSON_IsObject(v);
		if (!cJSON_IsObject(v) && !cJSON_IsNumber(v))
			return ov_fail(r, find_key(r->buf, r->len, top, v->string),
			    "overlay '%.80s': the value of '%.80s' is not a finite "
			    "number", name ? name : "?", v->string);
		if (nested != cJSON_IsObject(v))
			return ov_fail(r, find_key(r->buf, r->len, top, v->string),
			    "'%.80s': an overlay is an object of node name to a "
			    "number, or to an object of named numbers, every "
			    "node alike", v->string);
	}
	if (nested == -1)
		return ov_fail(r, top, "no overlay: the object is empty");
	if (!nested) {
		if (name == NULL || unit == NULL)
			return ov_fail(r, top, "a map of node name to number needs "
			    "the overlay's %s (?name= and ?unit=)", name == NULL ?
			    "name" : "unit");
		if ((ov = ov_add(r, name, unit, top, given)) == NULL ||
		    ov_fill(r, o, top, ov->name, NULL, ov->values, 0,
		    &st) == -1) {
			buf_free(&st.first);
			return -1;
		}
		return ov_strays(r, ov->name, &st) == -1 ? -1 : 1;
	}
	/* each key, in the order it first comes */
	cJSON_ArrayForEach(v, o) {
		cJSON_ArrayForEach(m, v) {
			snprintf(full, sizeof(full), "%s%s%s", name ? name : "",
			    name ? "." : "", m->string);
			if ((ov = (struct fx_overlay *)fx_graph_overlay(r->g,
			    full)) != NULL && (*given >> (ov - r->g->overlays) & 1))
				continue;
			if ((u = unit_of(unit, m->string, ubuf,
			    sizeof(ubuf))) == NULL)
				return ov_fail(r, top, "overlay '%s' needs a unit "
				    "(?unit=%s:UNIT)", full, m->string);
			if ((ov = ov_add(r, full, u, top, given)) == NULL ||
			    ov_fill(r, o, top, ov->name, m->string, ov->values, 0,
			    &st) == -1 || ov_strays(r, ov->name, &st) == -1) {
				buf_free(&st.first);
				return -1;
			}
			n++;
		}
	}
	return n;
}

/* The graph's "overlays", when it has them. */
static int
read_overlays(struct reader *r, const cJSON *a)
{
	uint64_t given = 0;

	if (a == NULL)
		return 0;
	if (!cJSON_IsArray(a))
		return ov_fail(r, locate(r, -1, "overlays"), "'overlays' must be "
		    "an array");
	return read_overlay_array(r, a, locate(r, -1, "overlays"), NULL, NULL,
	    &given) == -1 ? -1 : 0;
}

static int
read_graph(struct reader *r, const cJSON *root)
{
	const cJSON *format, *version, *name, *nodes, *o;

	if (!cJSON_IsObject(root)) {
		fail(r, NULL, "expected a JSON object with \"format\": \"%s\"",
		    FXVIZ_JSON_FORMAT);
		return -1;
	}
	format = cJSON_GetObjectItemCaseSensitive(root, "format");
	version = cJSON_GetObjectItemCaseSensitive(root, "version");
	if (format != NULL && (!cJSON_IsString(format) ||
	    strcmp(format->valuestring, FXVIZ_JSON_FORMAT) != 0)) {
		fail(r, "format", "not fxviz JSON: \"format\" must be \"%s\"",
		    FXVIZ_JSON_FORMAT);
		return -1;
	}
	if (version != NULL && (!cJSON_IsNumber(version) ||
	    version->valuedouble > FXVIZ_JSON_VERSION ||
	    version->valuedouble < 1)) {
		fail(r, "version", "unsupported version %g (this fxviz reads "
		    "versions 1 to %d)", cJSON_IsNumber(version) ?
		    version->valuedouble : 0.0, FXVIZ_JSON_VERSION);
		return -1;
	}
	nodes = cJSON_GetObjectItemCaseSensitive(root, "nodes");
	if (!cJSON_IsArray(nodes)) {
		fail(r, nodes ? "nodes" : NULL, "expected \"nodes\": [...]");
		return -1;
	}
	name = cJSON_GetObjectItemCaseSensitive(root, "name");
	if (cJSON_IsString(name) && *name->valuestring != '\0' &&
	    (r->g->name = arena_strdup(r->g->arena, name->valuestring)) ==
	    NULL) {
		oom(r);
		return -1;
	}
	if (read_origin(r, cJSON_GetObjectItemCaseSensitive(root, "origin")) ==
	    -1) {
		oom(r);
		return -1;
	}
	r->index = 0;
	cJSON_ArrayForEach(o, nodes) {
		if ((r->index % GUARD_EVERY == GUARD_EVERY - 1 &&
		    guard_check(r->guard, r->err) == -1) ||
		    read_frame(r, o) == -1)
			return -1;
		r->index++;
	}
	r->index = 0;
	cJSON_ArrayForEach(o, nodes) {
		if ((r->index % GUARD_EVERY == GUARD_EVERY - 1 &&
		    guard_check(r->guard, r->err) == -1) ||
		    read_body(r, o, &r->g->nodes[r->index]) == -1)
			return -1;
		r->index++;
	}
	r->index = -1;
	if (read_overlays(r, cJSON_GetObjectItemCaseSensitive(root,
	    "overlays")) == -1)
		return -1;
	return read_subs(r, cJSON_GetObjectItemCaseSensitive(root,
	    "subgraphs"));
}

/* "subgraphs": [{"name": N, "nodes": [...], "subgraphs": [...]}], each
 * read as a graph of its own; an error in one is placed at the key. */
static int
read_subs(struct reader *r, const cJSON *subs)
{
	const cJSON *o, *name;
	struct reader sr;
	int rc;

	if (subs == NULL)
		return 0;
	if (!cJSON_IsArray(subs)) {
		fail(r, "subgraphs", "'subgraphs' must be an array");
		return -1;
	}
	cJSON_ArrayForEach(o, subs) {
		name = cJSON_GetObjectItemCaseSensitive(o, "name");
		if (!cJSON_IsString(name)) {
			fail(r, "subgraphs", "a sub-graph without a \"name\"");
			return -1;
		}
		sr = *r;
		sr.sub = 1;
		if ((sr.g = fx_graph_new()) == NULL) {
			oom(r);
			return -1;
		}
		if (read_graph(&sr, o) == -1 || (fx_graph_finish(sr.g) == -1 &&
		    oom(r) == NULL)) {
			fx_graph_free(sr.g);
			return -1;
		}
		sr.g->form = r->g->form;
		rc = fx_graph_add_sub(r->g, name->valuestring,
		    strlen(name->valuestring), sr.g);
		if (rc == FX_EDUP || rc == FX_EBADNAME) {
			fail(r, "subgraphs", "sub-graph '%s': %s",
			    name->valuestring, rc == FX_EDUP ? "named twice" :
			    "a bad name");
			return -1;
		}
		if (rc != FX_OK) {
			oom(r);
			return -1;
		}
	}
	return 0;
}

/* buf[0..len) as JSON, the whole of it one value (what: "graph"), or
 * NULL with err placed. */
static cJSON *
parse(const char *buf, size_t len, const char *what, struct error *err)
{
	const char *end = NULL;
	cJSON *root;
	size_t valid;

	if (utf8_text(buf, len, err) == -1)
		return NULL;
	/* The buffer need not end in a NUL: check what follows by hand. */
	root = cJSON_ParseWithLengthOpts(buf, len, &end, 0);
	if (root == NULL) {
		size_t off = end ? (size_t)(end - buf) : 0;

		error_at(err, buf, len, off, "invalid JSON%s",
		    skip_ws(buf, len, off) >= len ? ": the text ends early" :
		    "");
		return NULL;
	}
	if ((valid = skip_ws(buf, len, (size_t)(end - buf))) < len) {
		error_at(err, buf, len, valid, "invalid JSON: unexpected text "
		    "after the end of the %s", what);
		cJSON_Delete(root);
		return NULL;
	}
	return root;
}

struct fx_graph *
load_json(const char *buf, size_t len, const struct guard *guard,
    struct error *err)
{
	struct reader r = { buf, len, NULL, err, -1, guard, 0, 0 };
	cJSON *root;

	if ((root = parse(buf, len, "graph", err)) == NULL)
		return NULL;
	if ((r.g = fx_graph_new()) == NULL) {
		cJSON_Delete(root);
		error_nomem(err);
		return NULL;
	}
	if (read_graph(&r, root) == -1 || (fx_graph_finish(r.g) == -1 &&
	    oom(&r) == NULL)) {
		cJSON_Delete(root);
		fx_graph_free(r.g);
		return NULL;
	}
	cJSON_Delete(root);
	return r.g;
}

int
load_overlays(const char *buf, size_t len, const char *name,
    const char *unit, struct fx_graph *g, struct error *err)
{
	struct reader r = { buf, len, g, err, -1, NULL, 0, 0 };
	const cJSON *list;
	uint64_t given = 0;
	cJSON *root;
	int n;

	if ((root = parse(buf, len, "overlays", err)) == NULL)
		return -1;
	list = cJSON_GetObjectItemCaseSensitive(root, "overlays");
	if (cJSON_IsArray(root))
		n = read_overlay_array(&r, root, skip_ws(buf, len, 0), name,
		    unit, &given);
	else if (cJSON_IsObject(root) && cJSON_IsArray(list))
		n = read_overlay_array(&r, list, find_key(buf, len,
		    skip_ws(buf, len, 0), "overlays"), name, unit, &given);
	else if (cJSON_IsObject(root) &&
	    cJSON_GetObjectItemCaseSensitive(root, "values") != NULL)
		n = read_overlay(&r, root, skip_ws(buf, len, 0), -1, name, unit,
		    &given) == -1 ? -1 : 1;
	else if (cJSON_IsObject(root))
		n = read_overlay_map(&r, root, name, unit, &given);
	else
		n = ov_fail(&r, skip_ws(buf, len, 0), "expected overlays: an "
		    "object of node name to number, an overlay object, or an "
		    "array of them");
	cJSON_Delete(root);
	return n;
}
