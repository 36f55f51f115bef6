/* diff: matches two graphs' nodes (by name, then by structure down from
 * the placeholders and up from the output), classifies nodes and edges,
 * and builds the merged graph. */
#include "config.h"

#include "model/diff.h"

#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/buf.h"
#include "base/error.h"
#include "base/hash.h"
#include "model/graph.h"
#include "model/value.h"

/* Nodes of a alike in op, target and inputs, by a hash of the three. */
struct alike {
	uint32_t *head;		/* per slot: first node of a, or DIFF_NONE */
	uint32_t *next;		/* per node of a: the next in its slot */
	uint32_t *hash;		/* per node of a */
	uint32_t mask;
};

static uint32_t
mix(uint32_t h, uint32_t x)
{
	h ^= x + 0x9e3779b9u + (h << 6) + (h >> 2);
	return h;
}

/* The hash of (op, target, ids), where id(k) is input k's id on a's
 * side: its own index for a node of a, the index of its match for a node
 * of b. */
static uint32_t
key_hash(const struct fx_node *n, const uint32_t *map)
{
	uint32_t h = mix(hash_bytes(n->target, strlen(n->target)),
	    (uint32_t)n->op), k;

	for (k = 0; k < n->n_inputs; k++)
		h = mix(h, map ? map[n->inputs[k]] : n->inputs[k]);
	return h;
}

static int
alike_init(struct alike *x, const struct fx_graph *a)
{
	uint32_t size = 16, i, slot;

	while (size < 2 * a->n_nodes)
		size *= 2;
	x->mask = size - 1;
	x->head = malloc(size * sizeof(*x->head));
	x->next = malloc((a->n_nodes + 1) * sizeof(*x->next));
	x->hash = malloc((a->n_nodes + 1) * sizeof(*x->hash));
	if (x->head == NULL || x->next == NULL || x->hash == NULL)
		return -1;
	memset(x->head, 0xff, size * sizeof(*x->head));
	/* Pushed last to first, so a slot lists its nodes in a's order. */
	for (i = a->n_nodes; i-- > 0;) {
		x->hash[i] = key_hash(&a->nodes[i], NULL);
		slot = x->hash[i] & x->mask;
		x->next[i] = x->head[slot];
		x->head[slot] = i;
	}
	return 0;
}

static void
alike_free(struct alike *x)
{
	free(x->head);
	free(x->next);
	free(x->hash);
}

static void
pair(struct diff *d, uint32_t i, uint32_t j, enum diff_by by, uint8_t *how)
{
	d->a_to_b[i] = j;
	d->b_to_a[j] = i;
	how[j] = (uint8_t)by;
}

/* Step 2 (and 4): b's nodes in graph order, each unmatched one whose
 * inputs are all matched paired with the first unmatched node of a with
 * the same op, target and matched inputs. */
static void
match_down(struct diff *d, struct alike *x, uint8_t *how)
{
	const struct fx_graph *a = d->a, *b = d->b;
	uint32_t j, i, k, h, *at;

	for (j = 0; j < b->n_nodes; j++) {
		const struct fx_node *nb = &b->nodes[j];

		if (d->b_to_a[j] != DIFF_NONE)
			continue;
		for (k = 0; k < nb->n_inputs; k++)
			if (d->b_to_a[nb->inputs[k]] == DIFF_NONE)
				break;
		if (k < nb->n_inputs)
			continue;
		h = key_hash(nb, d->b_to_a);
		for (at = &x->head[h & x->mask]; (i = *at) != DIFF_NONE;
		    at = &x->next[i]) {
			const struct fx_node *na = &a->nodes[i];

			/* A node matched stays matched: out of its slot, so
			 * that many alike nodes are not walked past again
			 * and again. */
			while (i != DIFF_NONE && d->a_to_b[i] != DIFF_NONE)
				i = *at = x->next[i];
			if (i == DIFF_NONE)
				break;
			na = &a->nodes[i];
			if (x->hash[i] != h ||
			    na->op != nb->op || na->n_inputs != nb->n_inputs ||
			    strcmp(na->target, nb->target) != 0)
				continue;
			for (k = 0; k < na->n_inputs; k++)
				if (na->inputs[k] != d->b_to_a[nb->inputs[k]])
					break;
			if (k == na->n_inputs) {
				pair(d, i, j, DIFF_BY_STRUCTURE, how);
				break;
			}
		}
	}
}

/* Step 3: b's nodes last to first; the k-th inputs of a matched pair
 * become a pair when both are unmatched and alike in op and target. */
static void
match_up(struct diff *d, uint8_t *how)
{
	const struct fx_graph *a = d->a, *b = d->b;
	uint32_t j, k;

	for (j = b->n_nodes; j-- > 0;) {
		const struct fx_node *nb = &b->nodes[j], *na;

		if (d->b_to_a[j] == DIFF_NONE)
			continue;
		na = &a->nodes[d->b_to_a[j]];
		for (k = 0; k < nb->n_inputs && k < na->n_inputs; k++) {
			uint32_t ia = na->inputs[k], jb = nb->inputs[k];

			if (d->a_to_b[ia] == DIFF_NONE &&
			    d->b_to_a[jb] == DIFF_NONE &&
			    a->nodes[ia].op == b->nodes[jb].op &&
			    strcmp(a->nodes[ia].target, b->nodes[jb].target) == 0)
				pair(d, ia, jb, DIFF_BY_STRUCTURE, how);
		}
	}
}

static int
same_text(const char *x, const char *y)
{
	if (x == NULL || y == NULL)
		return x == y;
	return strcmp(x, y) == 0;
}

/* Whether va (of a) and vb (of b) are the same tree, a node reference
 * the same when it names the match of the other. */
static int
same_value(const struct diff *d, const struct fx_value *va,
    const struct fx_value *vb)
{
	uint32_t k;

	if (va == NULL || vb == NULL)
		return va == vb;
	if (va->kind != vb->kind || va->n != vb->n)
		return 0;
	switch (va->kind) {
	case FXV_NONE:
	case FXV_ELLIPSIS:
		return 1;
	case FXV_BOOL:
		return !va->num.boolean == !vb->num.boolean;
	case FXV_INT:
		return va->num.integer == vb->num.integer;
	case FXV_FLOAT:
		return memcmp(&va->num.real, &vb->num.real,
		    sizeof(va->num.real)) == 0;
	case FXV_STR:
		return same_text(va->text, vb->text);
	case FXV_NODE:
		return d->a_to_b[va->node] == vb->node;
	case FXV_RAW:
		if (!same_text(va->text, vb->text))
			return 0;
		break;
	case FXV_TUPLE:
	case FXV_LIST:
	case FXV_DICT:
	case FXV_SLICE:
		break;
	}
	for (k = 0; k < va->n; k++) {
		if (va->keys != NULL && vb->keys != NULL &&
		    !same_text(va->keys[k], vb->keys[k]))
			return 0;
		if (!same_value(d, va->items[k], vb->items[k]))
			return 0;
	}
	return 1;
}

static const char *
module_path(const struct fx_node *n)
{
	return n->meta.n_modules > 0 ?
	    n->meta.modules[n->meta.n_modules - 1].path : "";
}

static int
same_tensor(const struct fx_tensor *x, const struct fx_tensor *y)
{
	int32_t k;

	if (!same_text(x->dtype, y->dtype) || x->ndim != y->ndim)
		return 0;
	for (k = 0; k < x->ndim; k++)
		if (!same_text(x->dims[k], y->dims[k]))
			return 0;
	return 1;
}

/* The fields in which na and nb differ. */
static unsigned
changed_fields(const struct diff *d, const struct fx_node *na,
    const struct fx_node *nb)
{
	unsigned f = 0;
	uint32_t k;

	if (na->op != nb->op)
		f |= DIFF_OP;
	if (strcmp(na->target, nb->target) != 0)
		f |= DIFF_TARGET;
	if (!same_value(d, na->args, nb->args))
		f |= DIFF_ARGS;
	if (!same_value(d, na->kwargs, nb->kwargs))
		f |= DIFF_KWARGS;
	if (strcmp(module_path(na), module_path(nb)) != 0 ||
	    !same_text(na->meta.target_type, nb->meta.target_type) ||
	    !same_text(na->meta.target_repr, nb->meta.target_repr))
		f |= DIFF_MODULE;
	/* Shapes count only where both graphs give them. */
	if (na->meta.n_tensors > 0 && nb->meta.n_tensors > 0) {
		if (na->meta.n_tensors != nb->meta.n_tensors ||
		    !na->meta.tuple != !nb->meta.tuple)
			f |= DIFF_SHAPE;
		for (k = 0; !(f & DIFF_SHAPE) && k < na->meta.n_tensors; k++)
			if (!same_tensor(&na->meta.tensors[k],
			    &nb->meta.tensors[k]))
				f |= DIFF_SHAPE;
	}
	return f;
}

/* Whether node u of g has input p. */
/* The merged order (see struct diff) and each node's class. */
static int
merge_order(struct diff *d, const uint8_t *how)
{
	const struct fx_graph *a = d->a, *b = d->b;
	uint32_t n = 0, i, j;

	d->nodes = malloc(((size_t)a->n_nodes + b->n_nodes + 1) *
	    sizeof(*d->nodes));
	if (d->nodes == NULL)
		return -1;
#define ADD_REMOVED(i) do { \
	d->of_a[i] = n; \
	d->nodes[n++] = (struct diff_node){ (i), DIFF_NONE, DIFF_REMOVED, 0, \
	    DIFF_BY_NONE }; \
} while (0)
	for (i = 0; i < a->n_nodes && d->a_to_b[i] == DIFF_NONE; i++)
		ADD_REMOVED(i);
	for (j = 0; j < b->n_nodes; j++) {
		struct diff_node *m = &d->nodes[n];

		i = d->b_to_a[j];
		d->of_b[j] = n++;
		m->a = i;
		m->b = j;
		m->by = (enum diff_by)how[j];
		if (i == DIFF_NONE) {
			m->cls = DIFF_ADDED;
			m->changed = 0;
			continue;
		}
		d->of_a[i] = d->of_b[j];
		m->changed = changed_fields(d, &a->nodes[i], &b->nodes[j]);
		m->cls = m->changed ? DIFF_CHANGED : DIFF_SAME;
		for (i++; i < a->n_nodes && d->a_to_b[i] == DIFF_NONE; i++)
			ADD_REMOVED(i);
	}
#undef ADD_REMOVED
	d->n_nodes = n;
	for (i = 0; i < n; i++)
		d->count[d->nodes[i].cls]++;
	return 0;
}

/* Each merged node's inputs: b's (same or added), then a's that b lacks
 * (removed). */
/* d->by_from: each user's edges by the node they come from (a stable
 * counting sort by from, then one by user), for diff_edge_class. */
static int
sort_by_from(struct diff *d)
{
	uint32_t *at = calloc((size_t)d->n_nodes + 2, sizeof(*at)), *tmp, k;

	d->by_from = malloc(((size_t)d->n_edges + 1) * sizeof(*d->by_from));
	tmp = malloc(((size_t)d->n_edges + 1) * sizeof(*tmp));
	if (at == NULL || d->by_from == NULL || tmp == NULL) {
		free(at);
		free(tmp);
		return -1;
	}
	for (k = 0; k < d->n_edges; k++)
		at[d->edges[k].from + 1]++;
	for (k = 0; k < d->n_nodes; k++)
		at[k + 1] += at[k];
	for (k = 0; k < d->n_edges; k++)
		tmp[at[d->edges[k].from]++] = k;
	memcpy(at, d->edge_start, ((size_t)d->n_nodes + 1) * sizeof(*at));
	for (k = 0; k < d->n_edges; k++)
		d->by_from[at[d->edges[tmp[k]].to]++] = tmp[k];
	free(at);
	free(tmp);
	return 0;
}

/* Every edge of both graphs, once, in its class. Whether an edge of one
 * graph is in the other is one look at a mark its user's inputs on the
 * other side left: linear in the edges, however many a node has (a node
 * of 150,000 inputs took 18 s when each was searched for). */
static int
merge_edges(struct diff *d)
{
	const struct fx_graph *a = d->a, *b = d->b;
	uint32_t m, k, n = 0, *mark_a, *mark_b;
	int rc = -1;

	d->edge_start = malloc(((size_t)d->n_nodes + 1) *
	    sizeof(*d->edge_start));
	d->edges = malloc(((size_t)a->n_edges + b->n_edges + 1) *
	    sizeof(*d->edges));
	/* mark_a[p] == m + 1: p (of a) is an input of merged node m's a */
	mark_a = calloc((size_t)a->n_nodes + 1, sizeof(*mark_a));
	mark_b = calloc((size_t)b->n_nodes + 1, sizeof(*mark_b));
	if (d->edge_start == NULL || d->edges == NULL || mark_a == NULL ||
	    mark_b == NULL)
		goto done;
	for (m = 0; m < d->n_nodes; m++) {
		const struct diff_node *dn = &d->nodes[m];
		const struct fx_node *na = dn->a != DIFF_NONE ?
		    &a->nodes[dn->a] : NULL;
		const struct fx_node *nb = dn->b != DIFF_NONE ?
		    &b->nodes[dn->b] : NULL;

		d->edge_start[m] = n;
		for (k = 0; na != NULL && nb != NULL && k < na->n_inputs; k++)
			mark_a[na->inputs[k]] = m + 1;
		for (k = 0; na != NULL && nb != NULL && k < nb->n_inputs; k++)
			mark_b[nb->inputs[k]] = m + 1;
		for (k = 0; nb != NULL && k < nb->n_inputs; k++) {
			uint32_t p = nb->inputs[k];
			int old = na != NULL && d->b_to_a[p] != DIFF_NONE &&
			    mark_a[d->b_to_a[p]] == m + 1;

			d->edges[n++] = (struct diff_edge){ d->of_b[p], m,
			    old ? DIFF_SAME : DIFF_ADDED };
		}
		for (k = 0; na != NULL && k < na->n_inputs; k++) {
			uint32_t p = na->inputs[k];

			if (nb != NULL && d->a_to_b[p] != DIFF_NONE &&
			    mark_b[d->a_to_b[p]] == m + 1)
				continue;
			d->edges[n++] = (struct diff_edge){ d->of_a[p], m,
			    DIFF_REMOVED };
		}
	}
	d->edge_start[d->n_nodes] = n;
	d->n_edges = n;
	for (k = 0; k < n; k++)
		d->edge_count[d->edges[k].cls]++;
	rc = sort_by_from(d);
done:
	free(mark_a);
	free(mark_b);
	return rc;
}

int
diff_fits(const struct fx_graph *a, const struct fx_graph *b,
    struct error *err)
{
	uint64_t edges = (uint64_t)a->n_edges + b->n_edges;

	if (edges <= DIFF_MAX_EDGES)
		return 0;
	error_kind_set(err, ERROR_LIMIT, "the two graphs have %llu edges "
	    "together, more than a comparison takes (%u)",
	    (unsigned long long)edges, (unsigned)DIFF_MAX_EDGES);
	return -1;
}

struct diff *
diff_new(const struct fx_graph *a, const struct fx_graph *b)
{
	struct alike x = { NULL, NULL, NULL, 0 };
	struct diff *d;
	uint8_t *how = NULL;
	uint32_t i, j;
	int64_t found;

	if ((d = calloc(1, sizeof(*d))) == NULL)
		return NULL;
	d->a = a;
	d->b = b;
	d->a_to_b = malloc(((size_t)a->n_nodes + 1) * sizeof(*d->a_to_b));
	d->b_to_a = malloc(((size_t)b->n_nodes + 1) * sizeof(*d->b_to_a));
	d->of_a = malloc(((size_t)a->n_nodes + 1) * sizeof(*d->of_a));
	d->of_b = malloc(((size_t)b->n_nodes + 1) * sizeof(*d->of_b));
	how = calloc((size_t)b->n_nodes + 1, 1);
	if (d->a_to_b == NULL || d->b_to_a == NULL || d->of_a == NULL ||
	    d->of_b == NULL || how == NULL || alike_init(&x, a) == -1)
		goto fail;
	memset(d->a_to_b, 0xff, ((size_t)a->n_nodes + 1) * sizeof(*d->a_to_b));
	memset(d->b_to_a, 0xff, ((size_t)b->n_nodes + 1) * sizeof(*d->b_to_a));
	/* 1: by name */
	for (i = 0; i < a->n_nodes; i++) {
		const char *name = a->nodes[i].name;

		if ((found = fx_graph_find(b, name, strlen(name))) >= 0)
			pair(d, i, (uint32_t)found, DIFF_BY_NAME, how);
	}
	match_down(d, &x, how);		/* 2 */
	match_up(d, how);		/* 3 */
	match_down(d, &x, how);		/* 4 */
	for (j = 0; j < b->n_nodes; j++) {
		if (how[j] == DIFF_BY_NAME)
			d->by_name++;
		else if (how[j] == DIFF_BY_STRUCTURE)
			d->by_structure++;
	}
	if (merge_order(d, how) == -1 || merge_edges(d) == -1)
		goto fail;
	alike_free(&x);
	free(how);
	return d;
fail:
	alike_free(&x);
	free(how);
	diff_free(d);
	return NULL;
}

void
diff_free(struct diff *d)
{
	if (d == NULL)
		return;
	free(d->a_to_b);
	free(d->b_to_a);
	free(d->of_a);
	free(d->of_b);
	free(d->nodes);
	free(d->edges);
	free(d->edge_start);
	free(d->by_from);
	free(d);
}

/* A copy of v in g's arena, node references turned into merged ones
 * (of: the graph's node -> merged index). */
static struct fx_value *
copy_value(struct fx_graph *g, const struct fx_value *v, const uint32_t *of)
{
	struct fx_value *c;
	uint32_t k;

	if (v == NULL)
		return NULL;
	if ((c = value_new(g->arena, v->kind, v->n)) == NULL)
		return NULL;
	c->num = v->num;
	c->text = v->text;
	if (v->kind == FXV_NODE) {
		c->node = of[v->node];
		c->text = g->nodes[c->node].name;
	}
	for (k = 0; k < v->n; k++) {
		if (v->keys != NULL)
			c->keys[k] = v->keys[k];
		if (v->items[k] != NULL &&
		    (c->items[k] = copy_value(g, v->items[k], of)) == NULL)
			return NULL;
	}
	return c;
}

/* Sets g's inputs, users and edge count to d's edges. */
static int
set_edges(struct fx_graph *g, const struct diff *d)
{
	uint32_t m, k, *fill;

	for (m = 0; m < g->n_nodes; m++) {
		g->nodes[m].n_users = 0;
		g->nodes[m].n_inputs = 0;
	}
	for (k = 0; k < d->n_edges; k++) {
		g->nodes[d->edges[k].from].n_users++;
		g->nodes[d->edges[k].to].n_inputs++;
	}
	for (m = 0; m < g->n_nodes; m++) {
		struct fx_node *n = &g->nodes[m];

		n->inputs = n->users = NULL;
		if ((n->n_inputs > 0 && (n->inputs = arena_alloc(g->arena,
		    n->n_inputs * sizeof(uint32_t))) == NULL) ||
		    (n->n_users > 0 && (n->users = arena_alloc(g->arena,
		    n->n_users * sizeof(uint32_t))) == NULL))
			return -1;
		n->n_inputs = n->n_users = 0;
	}
	/* Edges are grouped by user in merged order: users come out in
	 * graph order. */
	for (k = 0; k < d->n_edges; k++) {
		struct fx_node *from = &g->nodes[d->edges[k].from];
		struct fx_node *to = &g->nodes[d->edges[k].to];

		fill = &to->inputs[to->n_inputs++];
		*fill = d->edges[k].from;
		from->users[from->n_users++] = d->edges[k].to;
	}
	g->n_edges = d->n_edges;
	return 0;
}

struct fx_graph *
diff_merge(const struct diff *d)
{
	struct fx_graph *g;
	uint32_t m, index;

	if ((g = fx_graph_new()) == NULL)
		return NULL;
	g->name = d->b->name;
	g->form = d->b->form;
	for (m = 0; m < d->n_nodes; m++) {
		const struct diff_node *dn = &d->nodes[m];
		const struct fx_node *src = dn->b != DIFF_NONE ?
		    &d->b->nodes[dn->b] : &d->a->nodes[dn->a];

		if (fx_graph_add(g, src->name, strlen(src->name), src->op,
		    src->target, strlen(src->target), &index) != FX_OK)
			goto fail;
	}
	for (m = 0; m < d->n_nodes; m++) {
		const struct diff_node *dn = &d->nodes[m];
		int in_b = dn->b != DIFF_NONE;
		const struct fx_node *src = in_b ? &d->b->nodes[dn->b] :
		    &d->a->nodes[dn->a];
		const uint32_t *of = in_b ? d->of_b : d->of_a;
		struct fx_node *n = &g->nodes[m];

		n->type = src->type;
		n->line = src->line;
		n->meta = src->meta;
		if ((n->args = copy_value(g, src->args, of)) == NULL ||
		    (n->kwargs = copy_value(g, src->kwargs, of)) == NULL)
			goto fail;
	}
	if (set_edges(g, d) == -1)
		goto fail;
	return g;
fail:
	fx_graph_free(g);
	return NULL;
}

const char *
diff_class_name(enum diff_class c)
{
	static const char *const names[] = { "same", "changed", "added",
		"removed" };

	return (unsigned)c < DIFF_N_CLASSES ? names[c] : "?";
}

const char *
diff_field_name(unsigned field)
{
	static const char *const names[] = { "op", "target", "args",
		"kwargs", "module", "shape" };
	unsigned k;

	for (k = 0; k < DIFF_N_FIELDS; k++)
		if (field == 1u << k)
			return names[k];
	return "?";
}

enum diff_class
diff_edge_class(const struct diff *d, uint32_t from, uint32_t to)
{
	uint32_t lo, hi, mid;

	if (to >= d->n_nodes)
		return DIFF_SAME;
	/* the first of to's edges from from, as they are listed */
	lo = d->edge_start[to];
	hi = d->edge_start[to + 1];
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (d->edges[d->by_from[mid]].from < from)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < d->edge_start[to + 1] && d->edges[d->by_from[lo]].from == from)
		return d->edges[d->by_from[lo]].cls;
	return DIFF_SAME;
}

static void
tensor_text(struct buf *b, const struct fx_tensor *t)
{
	const char *dtype = t->dtype ? t->dtype : "?";
	int32_t k;

	if (strncmp(dtype, "torch.", 6) == 0)
		dtype += 6;
	buf_adds(b, dtype);
	if (t->ndim < 0)
		return;
	buf_addc(b, '[');
	for (k = 0; k < t->ndim; k++)
		buf_printf(b, "%s%s", k ? ", " : "", t->dims[k]);
	buf_addc(b, ']');
}

int
diff_field_text(struct buf *b, const struct fx_graph *g, uint32_t i,
    unsigned field)
{
	const struct fx_node *n = &g->nodes[i];
	const char *type;
	uint32_t k;

	switch (field) {
	case DIFF_OP:
		buf_adds(b, fx_op_name(n->op));
		break;
	case DIFF_TARGET:
		buf_adds(b, n->target);
		break;
	case DIFF_ARGS:
		value_format(b, n->args);
		break;
	case DIFF_KWARGS:
		value_format(b, n->kwargs);
		break;
	case DIFF_MODULE:
		buf_adds(b, module_path(n));
		if (n->meta.target_type == NULL && n->meta.target_repr == NULL)
			break;
		type = n->meta.target_type ? n->meta.target_type : "";
		if (strrchr(type, '.') != NULL)
			type = strrchr(type, '.') + 1;
		buf_printf(b, "%s%s(%s)", *module_path(n) ? " " : "", type,
		    n->meta.target_repr ? n->meta.target_repr : "");
		break;
	case DIFF_SHAPE:
		if (n->meta.tuple)
			buf_addc(b, '(');
		for (k = 0; k < n->meta.n_tensors; k++) {
			if (k > 0)
				buf_adds(b, ", ");
			tensor_text(b, &n->meta.tensors[k]);
		}
		if (n->meta.tuple)
			buf_addc(b, ')');
		break;
	}
	return buf_cstr(b) == NULL ? -1 : 0;
}
