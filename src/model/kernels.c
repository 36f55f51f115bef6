/* kernels: the kernels of an output code matched to post-grad nodes. */
#include "config.h"

#include "model/kernels.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/array.h"
#include "base/error.h"
#include "base/name_index.h"
#include "model/graph.h"

/* A map being built. */
struct builder {
	const struct fx_graph *post, *code;
	const struct kernel_provenance *prov;
	struct kernel_map *m;
	size_t cap_kernels, cap_misses;
	uint8_t *used;		/* per prov entry: a launch took it */
	uint8_t *seen;		/* per post node: in the kernel being built */
	uint32_t *nodes;	/* the kernel being built's */
	uint32_t n_nodes;
};

void
kernel_provenance_free(struct kernel_provenance *p)
{
	if (p == NULL)
		return;
	arena_free(p->arena);
	free(p);
}

const char *
kernel_from_name(enum kernel_from f)
{
	static const char *const names[] = { "provenance", "fragment",
	    "source_nodes", "none" };

	return names[f];
}

/* The Graph fragment of kernel launch n: the sub-graph of code it
 * names that was read from comments, not a function of the file (a
 * cond's branch, read as output code); or NULL. */
static const struct fx_graph *
fragment_of(const struct fx_graph *code, const struct fx_node *n)
{
	const struct fx_graph *f = n->meta.subgraph != NULL ?
	    fx_graph_sub(code, n->meta.subgraph) : NULL;

	return f != NULL && f != code && strcmp(f->form, "output_code") != 0 ?
	    f : NULL;
}

/* The kernels output code launches: calls of its kernels and of
 * extern_kernels, and any call torch's comments describe. */
static int
is_launch(const struct fx_graph *code, const struct fx_node *n)
{
	const char *t = n->target;

	if (n->op != FX_CALL_FUNCTION && n->op != FX_CALL_METHOD)
		return 0;
	return n->meta.provenance != NULL || n->meta.source_nodes != NULL ||
	    fragment_of(code, n) != NULL || strncmp(t, "cpp_", 4) == 0 ||
	    strncmp(t, "triton_", 7) == 0 ||
	    strncmp(t, "extern_kernels.", 15) == 0;
}

/* The entry of prov for handle h ("name:N"), else for the name alone
 * (torch before 2.8 keyed the mapping by kernel name); -1 when none. */
static int64_t
origin_of(const struct builder *b, const char *h, const char *name)
{
	uint32_t i;

	if (b->prov == NULL)
		return -1;
	for (i = 0; h != NULL && i < b->prov->n; i++)
		if (strcmp(b->prov->kernels[i].handle, h) == 0)
			return i;
	for (i = 0; i < b->prov->n; i++)
		if (!b->used[i] && strcmp(b->prov->kernels[i].handle, name) == 0)
			return i;
	return -1;
}

static int
add_miss(struct builder *b, uint32_t k, const char *name, size_t n)
{
	struct kernel_map *m = b->m;
	struct kernel_miss *x;

	if (array_grow((void **)&m->misses, m->n_misses, &b->cap_misses,
	    sizeof(*m->misses)) == -1)
		return -1;
	x = &m->misses[m->n_misses];
	x->kernel = k;
	if ((x->node = arena_strndup(m->arena, name, n)) == NULL)
		return -1;
	m->n_misses++;
	return 0;
}

/* Node name[0..n) of post into kernel k, or a miss. */
static int
take(struct builder *b, uint32_t k, const char *name, size_t n)
{
	int64_t i = fx_graph_find(b->post, name, n);

	if (i < 0)
		return add_miss(b, k, name, n);
	if (!b->seen[i]) {
		b->seen[i] = 1;
		b->nodes[b->n_nodes++] = (uint32_t)i;
	}
	return 0;
}

/* "linear, relu": each name of the list. */
static int
take_list(struct builder *b, uint32_t k, const char *list)
{
	const char *p = list, *e;

	while (*p != '\0') {
		while (*p == ' ' || *p == ',')
			p++;
		for (e = p; *e != '\0' && *e != ',' && *e != ' '; e++)
			;
		if (e > p && take(b, k, p, (size_t)(e - p)) == -1)
			return -1;
		p = e;
	}
	return 0;
}

/* The nodes a Graph fragment computes: all but its outside inputs and
 * its output. */
static int
take_fragment(struct builder *b, uint32_t k, const struct fx_graph *f)
{
	uint32_t i;

	for (i = 0; i < f->n_nodes; i++) {
		const struct fx_node *n = &f->nodes[i];

		if (n->meta.outside || n->op == FX_OUTPUT)
			continue;
		if (take(b, k, n->name, strlen(n->name)) == -1)
			return -1;
	}
	return 0;
}

static int
cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/* A new kernel named name[0..n), its nodes to come. NULL when out of
 * memory. */
static struct kernel *
new_kernel(struct builder *b, const char *name, size_t n)
{
	struct kernel_map *m = b->m;
	struct kernel *k;

	if (array_grow((void **)&m->kernels, m->n_kernels, &b->cap_kernels,
	    sizeof(*m->kernels)) == -1)
		return NULL;
	k = &m->kernels[m->n_kernels];
	memset(k, 0, sizeof(*k));
	k->launch = -1;
	k->launch_in = "";
	k->from = KERNEL_FROM_NONE;
	if ((k->name = arena_strndup(m->arena, name, n)) == NULL)
		return NULL;
	m->n_kernels++;
	b->n_nodes = 0;
	return k;
}

/* The nodes gathered for the last kernel, in graph order, into it. */
static int
close_kernel(struct builder *b)
{
	struct kernel *k = &b->m->kernels[b->m->n_kernels - 1];
	uint32_t i;

	qsort(b->nodes, b->n_nodes, sizeof(*b->nodes), cmp_u32);
	k->n_nodes = b->n_nodes;
	if (b->n_nodes > 0 && (k->nodes = arena_alloc(b->m->arena,
	    b->n_nodes * sizeof(*k->nodes))) == NULL)
		return -1;
	for (i = 0; i < b->n_nodes; i++) {
		k->nodes[i] = b->nodes[i];
		b->seen[b->nodes[i]] = 0;
	}
	return 0;
}

/* The nodes of prov's entry o into kernel k. */
static int
take_origin(struct builder *b, uint32_t k, uint32_t o)
{
	const struct kernel_origin *x = &b->prov->kernels[o];
	uint32_t i;

	b->used[o] = 1;
	b->m->kernels[k].from = KERNEL_FROM_PROVENANCE;
	for (i = 0; i < x->n_nodes; i++)
		if (take(b, k, x->nodes[i], strlen(x->nodes[i])) == -1)
			return -1;
	return 0;
}

/* The kernel launched by node i of g, the sub-graph path of code. */
static int
add_launch(struct builder *b, const struct fx_graph *g, const char *path,
    uint32_t i)
{
	const struct fx_node *n = &g->nodes[i];
	const char *h = n->meta.provenance, *colon;
	const struct fx_graph *f = fragment_of(b->code, n);
	struct kernel *k;
	uint32_t ki = b->m->n_kernels;
	int64_t o;

	/* "cpp_fused_relu_0:2": the kernel's name before the handle's
	 * number */
	colon = h ? strrchr(h, ':') : NULL;
	if ((k = colon ? new_kernel(b, h, (size_t)(colon - h)) :
	    new_kernel(b, n->target, strlen(n->target))) == NULL)
		return -1;
	k->launch = i;
	k->launch_in = path;
	if (h != NULL && (k->handle = arena_strdup(b->m->arena, h)) == NULL)
		return -1;
	if (n->meta.original_aten != NULL && (k->original_aten =
	    arena_strdup(b->m->arena, n->meta.original_aten)) == NULL)
		return -1;
	if ((o = origin_of(b, h, k->name)) >= 0) {
		if (take_origin(b, ki, (uint32_t)o) == -1)
			return -1;
	} else if (f != NULL) {
		b->m->kernels[ki].from = KERNEL_FROM_FRAGMENT;
		if (take_fragment(b, ki, f) == -1)
			return -1;
	} else if (n->meta.source_nodes != NULL) {
		b->m->kernels[ki].from = KERNEL_FROM_SOURCE_NODES;
		if (take_list(b, ki, n->meta.source_nodes) == -1)
			return -1;
	}
	return close_kernel(b);
}

/* The launches of g (at path in b->code), then of the functions held in
 * it, depth first. */
static int
add_launches(struct builder *b, const struct fx_graph *g, const char *path)
{
	uint32_t i;
	char *sub;

	for (i = 0; i < g->n_nodes; i++)
		if (is_launch(b->code, &g->nodes[i]) &&
		    add_launch(b, g, path, i) == -1)
			return -1;
	for (i = 0; i < g->n_subs; i++) {
		if (strcmp(g->subs[i].graph->form, "output_code") != 0)
			continue;	/* a kernel's fragment */
		if ((sub = arena_alloc(b->m->arena, strlen(path) +
		    strlen(g->subs[i].name) + 2)) == NULL)
			return -1;
		sprintf(sub, "%s%s%s", path, *path ? "." : "", g->subs[i].name);
		if (add_launches(b, g->subs[i].graph, sub) == -1)
			return -1;
	}
	return 0;
}

/* The handles of the mapping's entries that no launch took: the kernels
 * of another graph, or of code cut short. */
static int
add_unlaunched(struct builder *b)
{
	struct kernel_map *m = b->m;
	uint32_t o;

	for (o = 0; b->prov != NULL && o < b->prov->n; o++)
		m->n_unlaunched += !b->used[o];
	if (m->n_unlaunched == 0)
		return 0;
	if ((m->unlaunched = arena_alloc(m->arena, m->n_unlaunched *
	    sizeof(*m->unlaunched))) == NULL)
		return -1;
	m->n_unlaunched = 0;
	for (o = 0; o < b->prov->n; o++)
		if (!b->used[o] && (m->unlaunched[m->n_unlaunched++] =
		    arena_strdup(m->arena, b->prov->kernels[o].handle)) == NULL)
			return -1;
	return 0;
}

static const char *
kernel_id(const void *owner, uint32_t i)
{
	return ((const struct kernel_map *)owner)->kernels[i].id;
}

static int
cmp_name(const void *a, const void *b, void *map)
{
	const struct kernel *k = ((const struct kernel_map *)map)->kernels;

	return strcmp(k[*(const uint32_t *)a].name, k[*(const uint32_t *)b].name);
}

/* Sets id to s (formatted), in m's arena. */
static int
set_id(struct kernel_map *m, struct kernel *k, const char *base,
    const char *sep, const char *tail)
{
	size_t n = strlen(base), t = strlen(sep) + strlen(tail);
	char *s = arena_alloc(m->arena, n + t + 1);

	if (s == NULL)
		return -1;
	snprintf(s, n + t + 1, "%s%s%s", base, sep, tail);
	k->id = s;
	return 0;
}

/* Each kernel's id: its name when no other kernel bears it, else its
 * handle, else "NAME@LAUNCH"; "#2", "#3" after one still taken. */
static int
name_apart(struct kernel_map *m, const struct fx_graph *code)
{
	struct name_index ids;
	uint32_t *order, i, j, tries;
	char num[16];
	const char *base;
	int rc = -1;

	name_index_init(&ids, kernel_id, m);
	if ((order = malloc((m->n_kernels + 1) * sizeof(*order))) == NULL)
		return -1;
	for (i = 0; i < m->n_kernels; i++)
		order[i] = i;
	qsort_r(order, m->n_kernels, sizeof(*order), cmp_name, m);
	for (i = 0; i < m->n_kernels; i = j) {
		for (j = i + 1; j < m->n_kernels && strcmp(m->kernels[order[i]].name,
		    m->kernels[order[j]].name) == 0; j++)
			;
		if (j == i + 1)
			m->kernels[order[i]].id = m->kernels[order[i]].name;
	}
	for (i = 0; i < m->n_kernels; i++) {
		struct kernel *k = &m->kernels[i];

		if (k->id == NULL && k->handle != NULL)
			k->id = k->handle;
		else if (k->id == NULL && set_id(m, k, k->name, "@",
		    fx_graph_sub(code, k->launch_in)->nodes[k->launch].name) ==
		    -1)
			goto done;
		base = k->id;
		for (tries = 2; name_index_find(&ids, k->id, strlen(k->id)) !=
		    NAME_NONE; tries++) {
			snprintf(num, sizeof(num), "%u", tries);
			if (set_id(m, k, base, "#", num) == -1)
				goto done;
		}
		if (name_index_add(&ids, i) == -1)
			goto done;
	}
	rc = 0;
done:
	free(order);
	name_index_free(&ids);
	return rc;
}

/* Node -> kernels, from the kernels' node lists. */
static int
invert(struct kernel_map *m)
{
	uint32_t i, j, total = 0, *at;

	if ((m->first = arena_alloc(m->arena, (m->n_nodes + 1) *
	    sizeof(*m->first))) == NULL)
		return -1;
	for (i = 0; i < m->n_kernels; i++)
		for (j = 0; j < m->kernels[i].n_nodes; j++)
			m->first[m->kernels[i].nodes[j] + 1]++;
	for (i = 0; i < m->n_nodes; i++)
		m->first[i + 1] += m->first[i];
	total = m->first[m->n_nodes];
	if ((m->of_node = arena_alloc(m->arena, (total + 1) *
	    sizeof(*m->of_node))) == NULL ||
	    (at = calloc(m->n_nodes + 1, sizeof(*at))) == NULL)
		return -1;
	for (i = 0; i < m->n_kernels; i++)
		for (j = 0; j < m->kernels[i].n_nodes; j++) {
			uint32_t n = m->kernels[i].nodes[j];

			m->of_node[m->first[n] + at[n]++] = i;
		}
	free(at);
	return 0;
}

struct kernel_map *
kernels_new(const struct fx_graph *post, const struct fx_graph *code,
    const struct kernel_provenance *prov, struct error *err)
{
	struct builder b = { 0 };
	struct kernel_map *m;

	if ((m = calloc(1, sizeof(*m))) == NULL ||
	    (m->arena = arena_new()) == NULL)
		goto nomem;
	b.post = post;
	b.code = code;
	b.prov = prov;
	b.m = m;
	m->n_nodes = post->n_nodes;
	if ((b.seen = calloc(post->n_nodes + 1, 1)) == NULL ||
	    (b.nodes = calloc(post->n_nodes + 1, sizeof(*b.nodes))) == NULL ||
	    (b.used = calloc(prov ? prov->n + 1 : 1, 1)) == NULL)
		goto nomem;
	if (add_launches(&b, code, "") == -1 ||
	    add_unlaunched(&b) == -1 || name_apart(m, code) == -1 ||
	    invert(m) == -1)
		goto nomem;
	free(b.seen);
	free(b.nodes);
	free(b.used);
	return m;
nomem:
	free(b.seen);
	free(b.nodes);
	free(b.used);
	kernels_free(m);
	error_nomem(err);
	return NULL;
}

void
kernels_free(struct kernel_map *m)
{
	if (m == NULL)
		return;
	free(m->kernels);
	free(m->misses);
	arena_free(m->arena);
	free(m);
}

const uint32_t *
kernels_of(const struct kernel_map *m, uint32_t node, uint32_t *n)
{
	if (node >= m->n_nodes) {
		*n = 0;
		return NULL;
	}
	*n = m->first[node + 1] - m->first[node];
	return m->of_node + m->first[node];
}

int64_t
kernels_find(const struct kernel_map *m, const char *id)
{
	uint32_t i;

	for (i = 0; i < m->n_kernels; i++)
		if (strcmp(m->kernels[i].id, id) == 0)
			return i;
	return -1;
}
