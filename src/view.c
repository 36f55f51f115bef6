/* view: picks the nodes and edges to draw, and where long edges get
 * proxies. Knows nothing of Graphviz. */
#include "config.h"

#include "view.h"

#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "error.h"
#include "graph.h"

/* Measured on the corpus (docs/benchmarks.md): past about this many nodes
 * in graph order, an edge costs Graphviz more than it helps a reader. */
#define VIEW_PROXY_SPAN	8

void
view_options_init(struct view_options *o)
{
	memset(o, 0, sizeof(*o));
	o->rankdir = VIEW_TB;
	o->depth = VIEW_DEFAULT_DEPTH;
	o->proxy_span = VIEW_PROXY_SPAN;
}

int
view_option_set(struct view_options *o, const char *key, const char *value,
    struct error *err)
{
	char *end;
	long depth;

	if (strcmp(key, "rankdir") == 0) {
		if (strcmp(value, "TB") == 0 || strcmp(value, "tb") == 0)
			o->rankdir = VIEW_TB;
		else if (strcmp(value, "LR") == 0 || strcmp(value, "lr") == 0)
			o->rankdir = VIEW_LR;
		else
			goto bad;
	} else if (strcmp(key, "focus") == 0) {
		if (strlen(value) >= sizeof(o->focus)) {
			error_set(err, "focus: a node name is at most %d bytes",
			    VIEW_NAME_MAX - 1);
			return -1;
		}
		strcpy(o->focus, value);
	} else if (strcmp(key, "depth") == 0) {
		depth = strtol(value, &end, 10);
		if (*value == '\0' || *end != '\0' || depth < 0 ||
		    depth > VIEW_MAX_DEPTH)
			goto bad;
		o->depth = (int)depth;
	}
	return 0;
bad:
	error_set(err, "%s: '%s' is not one of %s", key, value,
	    strcmp(key, "rankdir") == 0 ? "TB, LR" : "0 to 100");
	return -1;
}

int
view_options_key(const struct view_options *o, struct buf *b)
{
	buf_adds(b, o->rankdir == VIEW_LR ? "rankdir=LR" : "rankdir=TB");
	/* The focus name goes last and as it is: nothing follows it. */
	if (o->focus[0] != '\0')
		buf_printf(b, "&depth=%d&focus=%s", o->depth, o->focus);
	return b->oom ? -1 : 0;
}

void
view_free(struct view *v)
{
	if (v == NULL)
		return;
	free(v->items);
	free(v->edges);
	free(v->item_of);
	free(v);
}

/* Marks the nodes within depth hops of start, either way along edges. */
static int
mark_focus(const struct fx_graph *g, uint32_t start, int depth,
    uint8_t *visible)
{
	uint32_t *queue, *dist, head = 0, tail = 0, i;

	queue = malloc(g->n_nodes * sizeof(*queue));
	dist = malloc(g->n_nodes * sizeof(*dist));
	if (queue == NULL || dist == NULL) {
		free(queue);
		free(dist);
		return -1;
	}
	visible[start] = 1;
	dist[start] = 0;
	queue[tail++] = start;
	while (head < tail) {
		uint32_t at = queue[head++];
		const struct fx_node *n = &g->nodes[at];

		if (dist[at] == (uint32_t)depth)
			continue;
		for (i = 0; i < n->n_inputs + n->n_users; i++) {
			uint32_t next = i < n->n_inputs ? n->inputs[i] :
			    n->users[i - n->n_inputs];

			if (!visible[next]) {
				visible[next] = 1;
				dist[next] = dist[at] + 1;
				queue[tail++] = next;
			}
		}
	}
	free(queue);
	free(dist);
	return 0;
}

/* A node with no inputs (a parameter, a constant, an input Graphviz is
 * free to place) sits just above its first user, so its edge to that user
 * is short whatever the graph order says. Pinned inputs stay on top. */
static void
anchor_leaves(const struct fx_graph *g, const uint8_t *visible, uint32_t *pos,
    int pin_inputs)
{
	uint32_t i, j;

	for (i = 0; i < g->n_nodes; i++) {
		const struct fx_node *n = &g->nodes[i];

		if (!visible[i] || n->n_inputs > 0 ||
		    (pin_inputs && n->op == FX_PLACEHOLDER))
			continue;
		for (j = 0; j < n->n_users; j++) {
			if (visible[n->users[j]]) {
				pos[i] = pos[n->users[j]] - 1;
				break;
			}
		}
	}
}

/* The input each node's data flows in by: the deepest (longest path
 * from a source), the nearest in graph order on a tie. That is the chain
 * a model's layers form, whatever the argument order: the convolution
 * into a batch norm, not its parameters; the block into a residual add,
 * not the shortcut; the last block into a concatenation of all earlier
 * ones. UINT32_MAX for a node without inputs. Returns a malloc'd array,
 * NULL when out of memory. */
static uint32_t *
main_inputs(const struct fx_graph *g)
{
	uint32_t *depth = calloc(g->n_nodes + 1, sizeof(*depth));
	uint32_t *best = malloc((g->n_nodes + 1) * sizeof(*best));
	uint32_t i, j;

	if (depth == NULL || best == NULL) {
		free(depth);
		free(best);
		return NULL;
	}
	for (i = 0; i < g->n_nodes; i++) {
		const struct fx_node *n = &g->nodes[i];

		best[i] = UINT32_MAX;
		for (j = 0; j < n->n_inputs; j++) {
			uint32_t in = n->inputs[j];

			if (best[i] == UINT32_MAX || depth[in] > depth[best[i]] ||
			    (depth[in] == depth[best[i]] && in > best[i]))
				best[i] = in;
		}
		/* Graph order is topological in FX; a graph that breaks it
		 * gets depths that are merely approximate. */
		if (best[i] != UINT32_MAX && best[i] < i)
			depth[i] = depth[best[i]] + 1;
	}
	free(depth);
	return best;
}

/* One drawn edge, for choosing which become proxies. */
struct span_edge {
	uint32_t src, dst, span, order;
};

static int
by_span(const void *a, const void *b)
{
	const struct span_edge *x = a, *y = b;

	if (x->span != y->span)
		return x->span < y->span ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

static uint32_t
find_root(uint32_t *parent, uint32_t x)
{
	while (parent[x] != x) {
		parent[x] = parent[parent[x]];
		x = parent[x];
	}
	return x;
}

/* Which of the n_edges drawn edges (in graph order of source, then user)
 * are drawn from a proxy: those reaching further than span, except the
 * shortest ones that keep the drawing as connected as the graph is.
 * Graphviz lays out each connected piece apart, so cutting the graph
 * would scatter it. Returns a malloc'd flag per edge, NULL when out of
 * memory or when there are no edges. */
static uint8_t *
choose_proxies(const struct fx_graph *g, const uint8_t *visible,
    const uint32_t *pos, uint32_t span, uint32_t n_edges)
{
	struct span_edge *e = malloc((n_edges + 1) * sizeof(*e));
	uint32_t *parent = malloc((g->n_nodes + 1) * sizeof(*parent));
	uint8_t *proxied = calloc(n_edges + 1, 1);
	uint32_t i, j, k = 0;

	if (e == NULL || parent == NULL || proxied == NULL || n_edges == 0)
		goto fail;
	for (i = 0; i < g->n_nodes; i++) {
		parent[i] = i;
		if (!visible[i])
			continue;
		for (j = 0; j < g->nodes[i].n_users; j++) {
			uint32_t u = g->nodes[i].users[j];

			if (!visible[u])
				continue;
			e[k] = (struct span_edge){ i, u, pos[u] > pos[i] ?
			    pos[u] - pos[i] : 0, k };
			k++;
		}
	}
	qsort(e, n_edges, sizeof(*e), by_span);
	for (k = 0; k < n_edges; k++) {
		uint32_t a = find_root(parent, e[k].src);
		uint32_t b = find_root(parent, e[k].dst);

		if (a != b)
			parent[a] = b;
		else if (span > 0 && e[k].span > span)
			proxied[e[k].order] = 1;
	}
	free(e);
	free(parent);
	return proxied;
fail:
	free(e);
	free(parent);
	free(proxied);
	return NULL;
}

struct view *
view_build(const struct fx_graph *g, const struct view_options *opt,
    struct error *err)
{
	struct view *v = calloc(1, sizeof(*v));
	uint8_t *visible = NULL;
	uint32_t *pos = NULL, i, j, n_visible = 0, n_edges = 0, cap_items;
	uint32_t n_inputs = 0, k;
	uint8_t *proxied = NULL;
	uint32_t *main_in = NULL;

	if (v == NULL)
		goto oom;
	v->g = g;
	v->opt = *opt;
	if (v->opt.depth < 0)
		v->opt.depth = 0;
	if (v->opt.depth > VIEW_MAX_DEPTH)
		v->opt.depth = VIEW_MAX_DEPTH;
	visible = calloc(g->n_nodes + 1, 1);
	pos = calloc(g->n_nodes + 1, sizeof(*pos));
	v->item_of = malloc((g->n_nodes + 1) * sizeof(*v->item_of));
	if (visible == NULL || pos == NULL || v->item_of == NULL)
		goto oom;
	if (opt->focus[0] != '\0') {
		int64_t f = fx_graph_find(g, opt->focus, strlen(opt->focus));

		if (f < 0) {
			error_set(err, "no node named '%s' to focus on",
			    opt->focus);
			goto fail;
		}
		if (mark_focus(g, (uint32_t)f, v->opt.depth, visible) == -1)
			goto oom;
	} else {
		memset(visible, 1, g->n_nodes);
	}
	/* Positions among the drawn nodes measure how far an edge reaches. */
	for (i = 0; i < g->n_nodes; i++) {
		v->item_of[i] = UINT32_MAX;
		if (!visible[i])
			continue;
		pos[i] = n_visible++;
		for (j = 0; j < g->nodes[i].n_users; j++)
			n_edges += visible[g->nodes[i].users[j]];
		if (g->nodes[i].op == FX_PLACEHOLDER)
			n_inputs++;
	}
	v->pin_inputs = n_inputs <= VIEW_PIN_INPUTS;
	anchor_leaves(g, visible, pos, v->pin_inputs);
	cap_items = n_visible + n_edges;
	v->items = malloc((cap_items + 1) * sizeof(*v->items));
	v->edges = malloc((n_edges + 1) * sizeof(*v->edges));
	if (v->items == NULL || v->edges == NULL)
		goto oom;
	for (i = 0; i < g->n_nodes; i++) {
		if (!visible[i])
			continue;
		v->item_of[i] = v->n_items;
		v->items[v->n_items++] = (struct view_item){ ITEM_NODE, i, i };
	}
	if ((proxied = choose_proxies(g, visible, pos, opt->proxy_span,
	    n_edges)) == NULL && n_edges > 0)
		goto oom;
	if ((main_in = main_inputs(g)) == NULL)
		goto oom;
	k = 0;
	for (i = 0; i < g->n_nodes; i++) {
		const struct fx_node *n = &g->nodes[i];

		if (!visible[i])
			continue;
		for (j = 0; j < n->n_users; j++) {
			uint32_t u = n->users[j], from = v->item_of[i];

			if (!visible[u])
				continue;
			if (proxied[k++]) {
				from = v->n_items;
				v->items[v->n_items++] = (struct view_item){
				    ITEM_PROXY, i, u };
				v->n_proxies++;
			}
			v->edges[v->n_edges++] = (struct view_edge){ from,
			    v->item_of[u], i, u, main_in[u] == i };
		}
	}
	free(proxied);
	free(main_in);
	free(visible);
	free(pos);
	return v;
oom:
	error_set(err, "out of memory");
fail:
	free(proxied);
	free(main_in);
	free(visible);
	free(pos);
	view_free(v);
	return NULL;
}
