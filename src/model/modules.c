/* modules: derives the module tree from what a graph says of modules, or
 * cuts a graph that says nothing into parts of graph order. */
#include "config.h"

#include "model/modules.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/graph.h"
#include "base/name_index.h"

#define UNKNOWN	(UINT32_MAX - 1)	/* not MODULE_NONE, which means failure */

/* The tree being built, with an index from path to module. */
struct builder {
	struct module_tree *t;
	uint32_t cap;
	struct name_index index;
};

static const char *
module_path(const void *t, uint32_t i)
{
	return ((const struct module_tree *)t)->m[i].path;
}

static int
reserve(struct builder *b)
{
	struct module *m;

	if (b->t->n < b->cap)
		return 0;
	b->cap = b->cap ? b->cap * 2 : 32;
	if ((m = realloc(b->t->m, b->cap * sizeof(*m))) == NULL)
		return -1;
	b->t->m = m;
	return 0;
}

/* The module at path[0..n), made now; its parent is made already. */
static uint32_t
make(struct builder *b, const char *path, size_t n, uint32_t parent)
{
	struct module *m;

	if (reserve(b) == -1)
		return MODULE_NONE;
	m = &b->t->m[b->t->n];
	memset(m, 0, sizeof(*m));
	if ((m->path = strndup(path, n)) == NULL)
		return MODULE_NONE;
	m->parent = parent;
	m->depth = parent == MODULE_NONE ? 0 : b->t->m[parent].depth + 1;
	m->first = UINT32_MAX;
	if (name_index_add(&b->index, b->t->n) == -1) {
		free(m->path);
		return MODULE_NONE;
	}
	return b->t->n++;
}

/* The module at path[0..n), made (with its ancestors) if need be, from
 * the root down, in a loop: a path of many dots costs no stack. A path
 * deeper than MODULES_MAX_DEPTH ends at its ancestor of that depth: the
 * node is in that module too, and no model nests so deep. */
static uint32_t
intern(struct builder *b, const char *path, size_t n)
{
	uint32_t i = name_index_find(&b->index, path, n), m;
	size_t end = 0;
	int depth = 0;

	if (i != NAME_NONE)
		return i;
	if ((m = name_index_find(&b->index, "", 0)) == NAME_NONE &&
	    (m = make(b, "", 0, MODULE_NONE)) == MODULE_NONE)
		return MODULE_NONE;
	while (end < n && depth < MODULES_MAX_DEPTH) {
		const char *dot = memchr(path + end, '.', n - end);

		end = dot ? (size_t)(dot - path) : n;
		if ((i = name_index_find(&b->index, path, end)) == NAME_NONE &&
		    (i = make(b, path, end, m)) == MODULE_NONE)
			return MODULE_NONE;
		m = i;
		depth++;
		end++;	/* past the dot */
	}
	return m;
}

/* The module owning a target: "blocks.0.qkv" -> "blocks.0". */
static uint32_t
owner(struct builder *b, const char *target)
{
	const char *dot = strrchr(target, '.');

	return intern(b, target, dot ? (size_t)(dot - target) : 0);
}

/* Whether target names an attribute that tracing made on the root for a
 * constant met wherever it ran (torch.fx's and make_fx's
 * "_tensor_constant3", make_fx's "_param_constant0", inductor's
 * "_frozen_param2"): not a module's parameter, so no fact of where its
 * user ran. */
static int
traced_constant(const char *target)
{
	static const char *const prefixes[] = { "_tensor_constant",
	    "_param_constant", "_frozen_param" };
	size_t i, k;

	for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++) {
		k = strlen(prefixes[i]);
		if (strncmp(target, prefixes[i], k) != 0 ||
		    !isdigit((unsigned char)target[k]))
			continue;
		while (isdigit((unsigned char)target[k]) || target[k] == '_')
			k++;
		return target[k] == '\0';
	}
	return 0;
}

/* What the node itself says of its module, or UNKNOWN. */
static uint32_t
stated(struct builder *b, const struct fx_node *n)
{
	uint32_t i, m = UNKNOWN;

	if (n->meta.n_modules > 0) {
		for (i = 0; i < n->meta.n_modules; i++) {
			const char *p = n->meta.modules[i].path;

			m = intern(b, p, strlen(p));
			if (m == MODULE_NONE)
				return MODULE_NONE;
			if (n->meta.modules[i].type != NULL &&
			    b->t->m[m].type == NULL)
				b->t->m[m].type = n->meta.modules[i].type;
		}
		return m;
	}
	switch (n->op) {
	case FX_GET_ATTR:
		if (traced_constant(n->target))
			return UNKNOWN;
		return owner(b, n->target);
	case FX_CALL_MODULE:
		return owner(b, n->target);
	case FX_PLACEHOLDER:
	case FX_OUTPUT:
		return 0;
	default:
		return UNKNOWN;
	}
}

/* Cuts graph order into parts of about size nodes, each cut where the
 * fewest edges cross within half a part of the ideal place. A node with
 * no inputs (a parameter) goes with its first user. */
static int
cut_parts(struct builder *b, const struct fx_graph *g, uint32_t *of)
{
	uint32_t n = g->n_nodes, size = 16, start, i, j, k = 0, m;
	int64_t *cross = calloc(n + 1, sizeof(*cross));
	uint32_t *part = malloc((n + 1) * sizeof(*part));
	char name[32];

	if (cross == NULL || part == NULL) {
		free(cross);
		free(part);
		return -1;
	}
	while ((uint64_t)size * size < (uint64_t)n * 2)
		size++;	/* about sqrt(2n) parts of sqrt(2n) nodes */
	for (i = 0; i < n; i++) {
		if (g->nodes[i].n_inputs == 0)
			continue;
		for (j = 0; j < g->nodes[i].n_users; j++) {
			uint32_t u = g->nodes[i].users[j];

			if (u > i) {
				cross[i]++;
				cross[u]--;
			}
		}
	}
	for (i = 1; i < n; i++)
		cross[i] += cross[i - 1];	/* edges over the gap after i */
	for (start = 0; start < n; k++) {
		uint32_t ideal = start + size, best = n, lo, hi, c;

		if (ideal < n) {
			lo = start + size / 2;
			hi = ideal + size / 2 < n ? ideal + size / 2 : n - 1;
			for (c = lo; c <= hi; c++)
				if (best == n || cross[c] < cross[best] ||
				    (cross[c] == cross[best] &&
				    abs((int)c - (int)ideal) <
				    abs((int)best - (int)ideal)))
					best = c;
			best++;
		}
		snprintf(name, sizeof(name), "part%u", k + 1);
		if ((m = intern(b, name, strlen(name))) == MODULE_NONE)
			goto fail;
		b->t->m[m].part = 1;
		for (i = start; i < best; i++)
			part[i] = m;
		start = best;
	}
	for (i = 0; i < n; i++)
		of[i] = g->nodes[i].n_inputs == 0 && g->nodes[i].n_users > 0 ?
		    part[g->nodes[i].users[0]] : part[i];
	free(cross);
	free(part);
	b->t->parts = 1;
	return 0;
fail:
	free(cross);
	free(part);
	return -1;
}

/* The deepest module holding both a and b; either may be MODULE_NONE,
 * which holds nothing. At most MODULES_MAX_DEPTH steps each way. */
static uint32_t
lca(const struct module_tree *t, uint32_t a, uint32_t b)
{
	if (a == MODULE_NONE)
		return b;
	if (b == MODULE_NONE)
		return a;
	while (t->m[a].depth > t->m[b].depth)
		a = t->m[a].parent;
	while (t->m[b].depth > t->m[a].depth)
		b = t->m[b].parent;
	while (a != b) {
		a = t->m[a].parent;
		b = t->m[b].parent;
	}
	return a;
}

/* What a neighbour of a node without a fact tells of it: its own fact,
 * else what the facts beyond it say (near[]); the root when the
 * neighbour comes on the wrong side in graph order, as then the order is
 * not the one the nodes were made in and tells nothing. */
static uint32_t
beyond(const uint32_t *of, const uint32_t *near, uint32_t j, int ahead)
{
	if (of[j] != UNKNOWN)
		return of[j];
	return ahead ? near[j] : 0;
}

/* Of two modules that should both hold a node, the deeper, when one
 * holds the other; when neither does, one of them is wrong, and the
 * module holding both is the claim left. */
static uint32_t
deeper(const struct module_tree *t, uint32_t a, uint32_t b)
{
	uint32_t l = lca(t, a, b);

	return l == a ? b : l == b ? a : l;
}

/* Places the nodes without a fact (of[i] == UNKNOWN) by two bounds,
 * each a module that holds the node if modules run once and nodes are
 * made in graph order:
 * - by data: the module holding the facts nearest it upstream (its
 *   inputs' facts, or those beyond inputs without one) and downstream
 *   (its users', likewise): they are made before and after it;
 * - by order: the module holding the nearest facts before and after it
 *   in graph order, as a module's nodes are those made while it runs.
 * Either bound is the root when a side has no fact. The deeper wins. One
 * pass forward and one back: linear, with MODULES_MAX_DEPTH steps per
 * edge at most. */
static int
place_the_rest(const struct module_tree *t, const struct fx_graph *g,
    uint32_t *of)
{
	uint32_t *up = malloc((g->n_nodes + 1) * sizeof(*up));
	uint32_t *down = malloc((g->n_nodes + 1) * sizeof(*down));
	uint32_t *before = malloc((g->n_nodes + 1) * sizeof(*before));
	uint32_t i, j, last = MODULE_NONE, data, order;

	if (up == NULL || down == NULL || before == NULL)
		goto fail;
	for (i = 0; i < g->n_nodes; i++) {
		const struct fx_node *n = &g->nodes[i];

		up[i] = MODULE_NONE;
		for (j = 0; of[i] == UNKNOWN && j < n->n_inputs; j++)
			up[i] = lca(t, up[i], beyond(of, up, n->inputs[j],
			    n->inputs[j] < i));
		before[i] = last;
		if (of[i] != UNKNOWN)
			last = of[i];
	}
	last = MODULE_NONE;
	for (i = g->n_nodes; i-- > 0;) {
		const struct fx_node *n = &g->nodes[i];

		if (of[i] != UNKNOWN) {
			last = of[i];
			continue;
		}
		down[i] = MODULE_NONE;
		for (j = 0; j < n->n_users; j++)
			down[i] = lca(t, down[i], beyond(of, down, n->users[j],
			    n->users[j] > i));
		data = up[i] == MODULE_NONE || down[i] == MODULE_NONE ? 0 :
		    lca(t, up[i], down[i]);
		order = before[i] == MODULE_NONE || last == MODULE_NONE ? 0 :
		    lca(t, before[i], last);
		/* of[i] stays UNKNOWN until the pass is done: users look
		 * past it to down[]. */
		before[i] = deeper(t, data, order);
	}
	for (i = 0; i < g->n_nodes; i++)
		if (of[i] == UNKNOWN)
			of[i] = before[i];
	free(up);
	free(down);
	free(before);
	return 0;
fail:
	free(up);
	free(down);
	free(before);
	return -1;
}

struct module_tree *
modules_build(const struct fx_graph *g, uint32_t part_above)
{
	struct builder b = { 0 };
	uint32_t *of = NULL, i, m;

	if ((b.t = calloc(1, sizeof(*b.t))) == NULL)
		return NULL;
	name_index_init(&b.index, module_path, b.t);
	if ((of = malloc((g->n_nodes + 1) * sizeof(*of))) == NULL ||
	    intern(&b, "", 0) == MODULE_NONE)
		goto fail;
	for (i = 0; i < g->n_nodes; i++)
		if ((of[i] = stated(&b, &g->nodes[i])) == MODULE_NONE)
			goto fail;
	if (place_the_rest(b.t, g, of) == -1)
		goto fail;
	if (b.t->n == 1 && g->n_nodes > part_above && cut_parts(&b, g, of) == -1)
		goto fail;
	for (i = 0; i < g->n_nodes; i++) {
		for (m = of[i]; m != MODULE_NONE; m = b.t->m[m].parent) {
			b.t->m[m].n_nodes++;
			if (b.t->m[m].first == UINT32_MAX)
				b.t->m[m].first = i;
			b.t->m[m].last = i;
		}
	}
	b.t->of_node = of;
	name_index_free(&b.index);
	return b.t;
fail:
	free(of);
	name_index_free(&b.index);
	modules_free(b.t);
	return NULL;
}

size_t
modules_bytes(const struct module_tree *t, uint32_t n_nodes)
{
	size_t n = sizeof(*t) + t->n * sizeof(*t->m) +
	    (size_t)n_nodes * sizeof(*t->of_node);
	uint32_t i;

	for (i = 0; i < t->n; i++)
		n += strlen(t->m[i].path) + 1;
	return n;
}

void
modules_free(struct module_tree *t)
{
	uint32_t i;

	if (t == NULL)
		return;
	for (i = 0; i < t->n; i++)
		free(t->m[i].path);
	free(t->m);
	free(t->of_node);
	free(t);
}

uint32_t
modules_find(const struct module_tree *t, const char *path)
{
	uint32_t i;

	for (i = 0; i < t->n; i++)
		if (strcmp(t->m[i].path, path) == 0)
			return i;
	return MODULE_NONE;
}
