/* write_json: graph -> fxviz JSON through cJSON. */
#include "config.h"

#include "format/write_json.h"

#include <cJSON.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/graph.h"
#include "format/load_json.h"
#include "model/modules.h"

#define JSON_SAFE_INT	9007199254740992LL	/* 2^53: exact in a double */

static cJSON *value_json(const struct fx_value *v);

/* {"tag": item}, or NULL when out of memory (item is freed then). */
static cJSON *
tagged(const char *tag, cJSON *item)
{
	cJSON *o;

	if (item == NULL || (o = cJSON_CreateObject()) == NULL) {
		cJSON_Delete(item);
		return NULL;
	}
	cJSON_AddItemToObject(o, tag, item);
	return o;
}

static cJSON *
items_json(const struct fx_value *v)
{
	cJSON *a = cJSON_CreateArray(), *item;
	uint32_t i;

	if (a == NULL)
		return NULL;
	for (i = 0; i < v->n; i++) {
		if ((item = value_json(v->items[i])) == NULL) {
			cJSON_Delete(a);
			return NULL;
		}
		cJSON_AddItemToArray(a, item);
	}
	return a;
}

static cJSON *
dict_json(const struct fx_value *v)
{
	cJSON *o = cJSON_CreateObject(), *item;
	uint32_t i;

	if (o == NULL)
		return NULL;
	for (i = 0; i < v->n; i++) {
		if ((item = value_json(v->items[i])) == NULL) {
			cJSON_Delete(o);
			return NULL;
		}
		cJSON_AddItemToObject(o, v->keys[i], item);
	}
	return o;
}

static cJSON *
raw_json(const struct fx_value *v)
{
	cJSON *o = cJSON_CreateObject(), *refs;
	uint32_t i;

	if (o == NULL || cJSON_AddStringToObject(o, "raw", v->text) == NULL)
		goto fail;
	if (v->n == 0)
		return o;
	if ((refs = cJSON_AddArrayToObject(o, "refs")) == NULL)
		goto fail;
	for (i = 0; i < v->n; i++)
		cJSON_AddItemToArray(refs, cJSON_CreateString(v->items[i]->text));
	return o;
fail:
	cJSON_Delete(o);
	return NULL;
}

static cJSON *
value_json(const struct fx_value *v)
{
	char text[32];

	switch (v->kind) {
	case FXV_NONE:
		return cJSON_CreateNull();
	case FXV_BOOL:
		return cJSON_CreateBool(v->num.boolean);
	case FXV_INT:
		if (v->num.integer > -JSON_SAFE_INT &&
		    v->num.integer < JSON_SAFE_INT)
			return cJSON_CreateNumber((double)v->num.integer);
		snprintf(text, sizeof(text), "%" PRId64, v->num.integer);
		return tagged("int", cJSON_CreateString(text));
	case FXV_FLOAT:
		if (isfinite(v->num.real))
			return tagged("float", cJSON_CreateNumber(v->num.real));
		value_float_repr(v->num.real, text);
		return tagged("float", cJSON_CreateString(text));
	case FXV_STR:
		return cJSON_CreateString(v->text);
	case FXV_RAW:
		return raw_json(v);
	case FXV_ELLIPSIS:
		return tagged("ellipsis", cJSON_CreateTrue());
	case FXV_NODE:
		return tagged("node", cJSON_CreateString(v->text));
	case FXV_TUPLE:
		return tagged("tuple", items_json(v));
	case FXV_LIST:
		return items_json(v);
	case FXV_DICT:
		return tagged("dict", dict_json(v));
	case FXV_SLICE:
		return tagged("slice", items_json(v));
	}
	return NULL;
}

static cJSON *
names_json(const struct fx_graph *g, const uint32_t *idx, uint32_t n)
{
	cJSON *a = cJSON_CreateArray();
	uint32_t i;

	for (i = 0; a != NULL && i < n; i++)
		cJSON_AddItemToArray(a, cJSON_CreateString(g->nodes[idx[i]].name));
	return a;
}

static cJSON *
shape_json(const struct fx_tensor *t)
{
	cJSON *a;
	int32_t i;

	if (t->ndim < 0)
		return cJSON_CreateNull();
	if ((a = cJSON_CreateArray()) == NULL)
		return NULL;
	for (i = 0; i < t->ndim; i++) {
		struct fx_value num = { 0 };
		const char *d = t->dims[i];

		if (value_parse_number(d, strlen(d), &num) == 0 &&
		    num.kind == FXV_INT)
			cJSON_AddItemToArray(a, cJSON_CreateNumber(
			    (double)num.num.integer));
		else
			cJSON_AddItemToArray(a, cJSON_CreateString(d));
	}
	return a;
}

static cJSON *
dtype_json(const struct fx_tensor *t)
{
	return t->dtype ? cJSON_CreateString(t->dtype) : cJSON_CreateNull();
}

static int
add_tensors(cJSON *meta, const struct fx_meta *m)
{
	cJSON *shapes, *dtypes, *devices;
	uint32_t i;

	if (m->n_tensors == 0)
		return 0;
	if (!m->tuple) {
		cJSON_AddItemToObject(meta, "shape", shape_json(&m->tensors[0]));
		cJSON_AddItemToObject(meta, "dtype", dtype_json(&m->tensors[0]));
		if (m->tensors[0].device != NULL)
			cJSON_AddStringToObject(meta, "device",
			    m->tensors[0].device);
		return 0;
	}
	if ((shapes = cJSON_AddArrayToObject(meta, "shape")) == NULL ||
	    (dtypes = cJSON_AddArrayToObject(meta, "dtype")) == NULL)
		return -1;
	for (i = 0; i < m->n_tensors; i++) {
		cJSON_AddItemToArray(shapes, shape_json(&m->tensors[i]));
		cJSON_AddItemToArray(dtypes, dtype_json(&m->tensors[i]));
	}
	for (i = 0; i < m->n_tensors && m->tensors[i].device == NULL; i++)
		;
	if (i == m->n_tensors)
		return 0;
	if ((devices = cJSON_AddArrayToObject(meta, "device")) == NULL)
		return -1;
	for (i = 0; i < m->n_tensors; i++)
		cJSON_AddItemToArray(devices, m->tensors[i].device ?
		    cJSON_CreateString(m->tensors[i].device) :
		    cJSON_CreateNull());
	return 0;
}

static cJSON *
meta_json(const struct fx_meta *m)
{
	cJSON *meta = cJSON_CreateObject(), *stack, *frame;
	uint32_t i;

	if (meta == NULL || add_tensors(meta, m) == -1)
		goto fail;
	if (m->n_modules > 0) {
		if ((stack = cJSON_AddArrayToObject(meta, "nn_module_stack")) ==
		    NULL)
			goto fail;
		for (i = 0; i < m->n_modules; i++) {
			if ((frame = cJSON_CreateObject()) == NULL)
				goto fail;
			cJSON_AddItemToArray(stack, frame);
			cJSON_AddStringToObject(frame, "path", m->modules[i].path);
			if (m->modules[i].type != NULL)
				cJSON_AddStringToObject(frame, "type",
				    m->modules[i].type);
		}
	}
	if (m->stack_trace != NULL)
		cJSON_AddStringToObject(meta, "stack_trace", m->stack_trace);
	if (m->sig_kind != NULL)
		cJSON_AddStringToObject(meta, "sig_kind", m->sig_kind);
	if (m->sig_target != NULL)
		cJSON_AddStringToObject(meta, "sig_target", m->sig_target);
	if (m->outside)
		cJSON_AddTrueToObject(meta, "outside");
	if (m->source_nodes != NULL)
		cJSON_AddStringToObject(meta, "source_nodes", m->source_nodes);
	if (m->original_aten != NULL)
		cJSON_AddStringToObject(meta, "original_aten",
		    m->original_aten);
	if (m->provenance != NULL)
		cJSON_AddStringToObject(meta, "provenance", m->provenance);
	return meta;
fail:
	cJSON_Delete(meta);
	return NULL;
}

/* The node's own fields, as stored in a graph file, and the module fxviz
 * draws it in (mt may be NULL). */
static cJSON *
node_json(const struct fx_graph *g, const struct fx_node *n,
    const struct module_tree *mt)
{
	cJSON *o = cJSON_CreateObject();

	if (o == NULL)
		return NULL;
	cJSON_AddStringToObject(o, "name", n->name);
	cJSON_AddStringToObject(o, "op", fx_op_name(n->op));
	cJSON_AddStringToObject(o, "target", n->target);
	if (n->args->kind == FXV_TUPLE)
		cJSON_AddItemToObject(o, "args", items_json(n->args));
	else
		cJSON_AddItemToObject(o, "args", value_json(n->args));
	if (n->kwargs->kind == FXV_DICT) {
		cJSON_AddItemToObject(o, "kwargs", dict_json(n->kwargs));
	} else {
		cJSON_AddItemToObject(o, "kwargs", cJSON_CreateObject());
		cJSON_AddItemToObject(o, "kwargs_raw", value_json(n->kwargs));
	}
	if (n->type != NULL)
		cJSON_AddStringToObject(o, "type", n->type);
	if (n->meta.subgraph != NULL)
		cJSON_AddStringToObject(o, "subgraph", n->meta.subgraph);
	if (n->meta.target_type != NULL || n->meta.target_repr != NULL) {
		cJSON *tm = cJSON_AddObjectToObject(o, "target_module");

		if (tm != NULL && n->meta.target_type != NULL)
			cJSON_AddStringToObject(tm, "type", n->meta.target_type);
		if (tm != NULL && n->meta.target_repr != NULL)
			cJSON_AddStringToObject(tm, "repr", n->meta.target_repr);
	}
	cJSON_AddItemToObject(o, "users", names_json(g, n->users, n->n_users));
	if (mt != NULL)
		cJSON_AddStringToObject(o, "module",
		    mt->m[mt->of_node[fx_node_index(g, n)]].path);
	if (n->line > 0)
		cJSON_AddNumberToObject(o, "line", n->line);
	if (n->meta.n_tensors > 0 || n->meta.n_modules > 0 ||
	    n->meta.stack_trace != NULL || n->meta.sig_kind != NULL ||
	    n->meta.sig_target != NULL || n->meta.outside ||
	    n->meta.source_nodes != NULL || n->meta.original_aten != NULL ||
	    n->meta.provenance != NULL)
		cJSON_AddItemToObject(o, "meta", meta_json(&n->meta));
	return o;
}

static char *
print_json(cJSON *root, int pretty, size_t *len)
{
	char *s = NULL;

	if (root != NULL)
		s = pretty ? cJSON_Print(root) : cJSON_PrintUnformatted(root);
	cJSON_Delete(root);
	if (s != NULL && len != NULL)
		*len = strlen(s);
	return s;
}

char *
json_write_graph(const struct fx_graph *g, const struct module_tree *mt,
    int pretty, size_t *len)
{
	return json_write_graph_as(g, NULL, g->name, mt, pretty, len);
}

/* n's values of x (values or spread) as an object of node name to
 * number, nodes without one left out. -1 when out of memory. */
static int
add_numbers(cJSON *o, const char *key, const struct fx_graph *g,
    const double *x)
{
	cJSON *obj;
	uint32_t i;

	if (x == NULL)
		return 0;
	if ((obj = cJSON_AddObjectToObject(o, key)) == NULL)
		return -1;
	for (i = 0; i < g->n_nodes; i++)
		if (!isnan(x[i]) && cJSON_AddNumberToObject(obj,
		    g->nodes[i].name, x[i]) == NULL)
			return -1;
	return 0;
}

/* "overlays" (docs/format.md), when g has any. -1 when out of memory. */
static int
add_overlays(cJSON *root, const struct fx_graph *g)
{
	cJSON *list, *o;
	uint32_t i;

	if (g->n_overlays == 0)
		return 0;
	if ((list = cJSON_AddArrayToObject(root, "overlays")) == NULL)
		return -1;
	for (i = 0; i < g->n_overlays; i++) {
		const struct fx_overlay *ov = &g->overlays[i];

		if ((o = cJSON_CreateObject()) == NULL)
			return -1;
		cJSON_AddItemToArray(list, o);
		if (cJSON_AddStringToObject(o, "name", ov->name) == NULL ||
		    cJSON_AddStringToObject(o, "unit", ov->unit) == NULL ||
		    (ov->how != NULL &&
		    cJSON_AddStringToObject(o, "how", ov->how) == NULL) ||
		    (ov->runs > 0 &&
		    cJSON_AddNumberToObject(o, "runs", ov->runs) == NULL) ||
		    add_numbers(o, "values", g, ov->values) == -1 ||
		    add_numbers(o, "spread", g, ov->spread) == -1)
			return -1;
	}
	return 0;
}

/* The nodes, warnings and sub-graphs of g into root; mt (or NULL) is
 * g's module tree. The sub-graphs come whole, each with its own nodes
 * and sub-graphs, so that a file holds everything the text did. -1 when
 * out of memory. */
static int
add_graph(cJSON *root, const struct fx_graph *g, const struct module_tree *mt)
{
	cJSON *nodes, *warnings, *node, *subs, *sub;
	uint32_t i;

	cJSON_AddNumberToObject(root, "node_count", g->n_nodes);
	cJSON_AddNumberToObject(root, "edge_count", g->n_edges);
	if ((nodes = cJSON_AddArrayToObject(root, "nodes")) == NULL)
		return -1;
	for (i = 0; i < g->n_nodes; i++) {
		if ((node = node_json(g, &g->nodes[i], mt)) == NULL)
			return -1;
		cJSON_AddItemToArray(nodes, node);
	}
	if (g->n_warnings > 0) {
		if ((warnings = cJSON_AddArrayToObject(root, "warnings")) == NULL)
			return -1;
		for (i = 0; i < g->n_warnings; i++)
			cJSON_AddItemToArray(warnings,
			    cJSON_CreateString(g->warnings[i]));
	}
	if (add_overlays(root, g) == -1)
		return -1;
	if (g->n_subs == 0)
		return 0;
	if ((subs = cJSON_AddArrayToObject(root, "subgraphs")) == NULL)
		return -1;
	for (i = 0; i < g->n_subs; i++) {
		if ((sub = cJSON_CreateObject()) == NULL)
			return -1;
		cJSON_AddItemToArray(subs, sub);
		cJSON_AddStringToObject(sub, "name", g->subs[i].name);
		if (add_graph(sub, g->subs[i].graph, NULL) == -1)
			return -1;
	}
	return 0;
}

/* "origin": what the trace it came from says of g, when it says
 * anything; its stack a line a frame. -1 when out of memory. */
static int
add_origin(cJSON *root, const struct fx_graph *g)
{
	const struct fx_origin *o = &g->origin;
	cJSON *obj, *stack;
	const char *s, *nl;

	if (o->compile_id == NULL && o->stage == NULL && o->stack == NULL &&
	    o->source == NULL && o->rank < 0)
		return 0;
	if ((obj = cJSON_AddObjectToObject(root, "origin")) == NULL)
		return -1;
	if (o->compile_id != NULL)
		cJSON_AddStringToObject(obj, "compile_id", o->compile_id);
	if (o->rank >= 0)
		cJSON_AddNumberToObject(obj, "rank", o->rank);
	if (o->stage != NULL)
		cJSON_AddStringToObject(obj, "stage", o->stage);
	if (o->source != NULL)
		cJSON_AddStringToObject(obj, "source", o->source);
	if (o->stack == NULL)
		return 0;
	if ((stack = cJSON_AddArrayToObject(obj, "stack")) == NULL)
		return -1;
	for (s = o->stack; *s != '\0'; s = *nl ? nl + 1 : nl) {
		char *line;
		cJSON *frame;

		if ((nl = strchr(s, '\n')) == NULL)
			nl = s + strlen(s);
		if ((line = strndup(s, (size_t)(nl - s))) == NULL)
			return -1;
		frame = cJSON_CreateString(line);
		free(line);
		if (frame == NULL)
			return -1;
		cJSON_AddItemToArray(stack, frame);
	}
	return 0;
}

/* Whether g or a graph it holds has overlays. */
static int
has_overlays(const struct fx_graph *g)
{
	uint32_t i;

	for (i = 0; i < g->n_subs; i++)
		if (has_overlays(g->subs[i].graph))
			return 1;
	return g->n_overlays > 0;
}

char *
json_write_graph_as(const struct fx_graph *g, const char *id,
    const char *name, const struct module_tree *mt, int pretty, size_t *len)
{
	cJSON *root = cJSON_CreateObject();

	if (root == NULL)
		goto fail;
	cJSON_AddStringToObject(root, "format", FXVIZ_JSON_FORMAT);
	/* version 3 only for what it added: overlays */
	cJSON_AddNumberToObject(root, "version", has_overlays(g) ?
	    FXVIZ_JSON_VERSION : 2);
	if (id != NULL)
		cJSON_AddStringToObject(root, "id", id);
	if (name != NULL)
		cJSON_AddStringToObject(root, "name", name);
	if (add_origin(root, g) == -1 || add_graph(root, g, mt) == -1)
		goto fail;
	return print_json(root, pretty, len);
fail:
	cJSON_Delete(root);
	return NULL;
}

static void
add_name_or_null(cJSON *o, const char *key, const struct fx_node *n)
{
	if (n != NULL)
		cJSON_AddStringToObject(o, key, n->name);
	else
		cJSON_AddNullToObject(o, key);
}

char *
json_write_node(const struct fx_graph *g, const struct fx_node *n,
    const struct module_tree *mt, size_t *len)
{
	cJSON *o = node_json(g, n, mt);

	if (o == NULL)
		return NULL;
	cJSON_AddItemToObject(o, "inputs", names_json(g, n->inputs,
	    n->n_inputs));
	add_name_or_null(o, "prev", fx_node_prev(g, n));
	add_name_or_null(o, "next", fx_node_next(g, n));
	return print_json(o, 0, len);
}
