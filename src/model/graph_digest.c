/* graph_digest: a graph's content digest, walked field by field. */
#include "config.h"

#include "model/graph_digest.h"

#include <stdint.h>
#include <string.h>

#include "model/graph.h"
#include "model/value.h"

/* A field added to these structures must be fed below: the sizes say
 * when one was (on the 64-bit machines fxviz is built and tested on). */
#if UINTPTR_MAX == UINT64_MAX
#define SIZE_IS(type, n) _Static_assert(sizeof(struct type) == (n), \
    #type " changed: feed its new fields in graph_digest.c")
SIZE_IS(fx_graph, 200);
SIZE_IS(fx_overlay, 48);
SIZE_IS(fx_node, 200);
SIZE_IS(fx_meta, 112);
SIZE_IS(fx_value, 48);
SIZE_IS(fx_tensor, 32);
SIZE_IS(fx_module, 16);
SIZE_IS(fx_origin, 40);
SIZE_IS(fx_subgraph, 16);
#endif

/* The digest, fed through a buffer of its own: a graph is fed in
 * pieces of a few bytes, each a call into nettle otherwise. */
struct feed {
	struct digest_stream d;
	size_t n;
	uint8_t b[4096];
};

static void
feed_bytes(struct feed *d, const void *p, size_t len)
{
	if (d->n + len > sizeof(d->b)) {
		digest_stream_add(&d->d, d->b, d->n);
		d->n = 0;
		if (len > sizeof(d->b)) {
			digest_stream_add(&d->d, p, len);
			return;
		}
	}
	memcpy(d->b + d->n, p, len);
	d->n += len;
}

/* v's low n bytes, least significant first. */
static void
feed_int(struct feed *d, uint64_t v, int n)
{
	uint8_t b[8];
	int i;

	for (i = 0; i < n; i++)
		b[i] = (uint8_t)(v >> (8 * i));
	feed_bytes(d, b, (size_t)n);
}

#define feed_u64(d, v)	feed_int((d), (v), 8)
#define feed_u32(d, v)	feed_int((d), (uint32_t)(v), 4)

/* A string with its length, NULL apart from "". */
static void
feed_str(struct feed *d, const char *s)
{
	size_t n;

	if (s == NULL) {
		feed_u32(d, UINT32_MAX);
		return;
	}
	n = strlen(s);
	if (n >= UINT32_MAX) {
		feed_u32(d, UINT32_MAX - 1);
		feed_u64(d, n);
	} else {
		feed_u32(d, (uint32_t)n);
	}
	feed_bytes(d, s, n);
}

static void
feed_value(struct feed *d, const struct fx_value *v)
{
	uint64_t bits;
	uint32_t i;

	if (v == NULL) {
		feed_u32(d, UINT32_MAX);
		return;
	}
	feed_u32(d, (uint32_t)v->kind);
	feed_u32(d, v->n);
	switch (v->kind) {
	case FXV_BOOL:
		feed_u64(d, (uint64_t)v->num.boolean);
		break;
	case FXV_INT:
		feed_u64(d, (uint64_t)v->num.integer);
		break;
	case FXV_FLOAT:
		memcpy(&bits, &v->num.real, sizeof(bits));
		feed_u64(d, bits);
		break;
	default:
		break;
	}
	feed_str(d, v->text);
	feed_u32(d, v->node);
	if (v->items != NULL)
		for (i = 0; i < v->n; i++)
			feed_value(d, v->items[i]);
	if (v->keys != NULL)
		for (i = 0; i < v->n; i++)
			feed_str(d, v->keys[i]);
}

static void
feed_indexes(struct feed *d, const uint32_t *x, uint32_t n)
{
	uint32_t i;

	feed_u32(d, n);
	for (i = 0; i < n; i++)
		feed_u32(d, x[i]);
}

static void
feed_meta(struct feed *d, const struct fx_meta *m)
{
	uint32_t i;
	int32_t k;

	feed_u32(d, m->n_tensors);
	for (i = 0; i < m->n_tensors; i++) {
		const struct fx_tensor *t = &m->tensors[i];

		feed_str(d, t->dtype);
		feed_u32(d, (uint32_t)t->ndim);
		for (k = 0; k < t->ndim; k++)
			feed_str(d, t->dims[k]);
		feed_str(d, t->device);
	}
	feed_u32(d, (uint32_t)m->tuple);
	feed_u32(d, m->n_modules);
	for (i = 0; i < m->n_modules; i++) {
		feed_str(d, m->modules[i].path);
		feed_str(d, m->modules[i].type);
	}
	feed_str(d, m->stack_trace);
	feed_str(d, m->sig_kind);
	feed_str(d, m->sig_target);
	feed_u32(d, (uint32_t)m->outside);
	feed_str(d, m->subgraph);
	feed_str(d, m->target_type);
	feed_str(d, m->target_repr);
	feed_str(d, m->source_nodes);
	feed_str(d, m->original_aten);
	feed_str(d, m->provenance);
}

/* n doubles, bit for bit, or NULL apart from n NANs. */
static void
feed_doubles(struct feed *d, const double *x, uint32_t n)
{
	uint64_t bits;
	uint32_t i;

	feed_u32(d, x != NULL);
	for (i = 0; x != NULL && i < n; i++) {
		memcpy(&bits, &x[i], sizeof(bits));
		feed_u64(d, bits);
	}
}

static void
feed_overlay(struct feed *d, const struct fx_overlay *o, uint32_t n)
{
	feed_str(d, o->name);
	feed_str(d, o->unit);
	feed_str(d, o->how);
	feed_u32(d, o->runs);
	feed_doubles(d, o->values, n);
	feed_doubles(d, o->spread, n);
}

static void
feed_graph(struct feed *d, const struct fx_graph *g)
{
	uint32_t i;

	feed_str(d, g->name);
	feed_str(d, g->form);
	feed_str(d, g->origin.compile_id);
	feed_str(d, g->origin.stage);
	feed_str(d, g->origin.stack);
	feed_str(d, g->origin.source);
	feed_u32(d, (uint32_t)g->origin.rank);
	feed_u32(d, g->n_nodes);
	for (i = 0; i < g->n_nodes; i++) {
		const struct fx_node *n = &g->nodes[i];

		feed_str(d, n->name);
		feed_str(d, n->target);
		feed_str(d, n->type);
		feed_u32(d, (uint32_t)n->op);
		feed_value(d, n->args);
		feed_value(d, n->kwargs);
		feed_indexes(d, n->inputs, n->n_inputs);
		feed_indexes(d, n->users, n->n_users);
		feed_u32(d, (uint32_t)n->printed_users);
		feed_u32(d, n->line);
		feed_meta(d, &n->meta);
	}
	feed_u32(d, g->n_warnings);
	for (i = 0; i < g->n_warnings; i++)
		feed_str(d, g->warnings[i]);
	feed_u32(d, g->n_overlays);
	for (i = 0; i < g->n_overlays; i++)
		feed_overlay(d, &g->overlays[i], g->n_nodes);
	feed_u32(d, g->n_subs);
	for (i = 0; i < g->n_subs; i++) {
		feed_str(d, g->subs[i].name);
		feed_graph(d, g->subs[i].graph);
	}
}

void
fx_graph_digest(const struct fx_graph *g, char hex[DIGEST_HEX_LEN + 1])
{
	struct feed d;

	digest_stream_init(&d.d);
	d.n = 0;
	feed_str(&d, "fxviz graph 1");
	feed_graph(&d, g);
	digest_stream_add(&d.d, d.b, d.n);
	digest_stream_end(&d.d, hex);
}
