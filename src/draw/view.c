/* view: picks the nodes, collapsed modules and edges to draw, where long
 * edges get proxies, and the bridges across hidden nodes. Knows nothing
 * of Graphviz. */
#include "config.h"

#include "draw/view.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/digest.h"
#include "base/error.h"
#include "base/fault.h"
#include "model/graph.h"
#include "model/modules.h"
#include "model/suggest.h"

/* Measured on the corpus (docs/benchmarks.md): past about this many nodes
 * in graph order, an edge costs Graphviz more than it helps a reader. */
#define VIEW_PROXY_SPAN	8

/* How many virtual nodes (ranks crossed by long edges, which dot lays
 * out as chains of invisible nodes) a drawing may add to its layout:
 * this many, or one per item drawn if more; each segment of a long
 * view is a drawing of its own. Measured on the corpus and
 * torchvision's models (docs/benchmarks.md): every ResNet up to resnet152
 * (368), inception_v3 (131), efficientnet_b0 (135) and a symbolic GPT
 * (264) fit whole; densenet121's long edges would cost 26,446 (13 s of
 * layout instead of 0.1 s), densenet169's 86,142. */
#define VIEW_EDGE_BUDGET	400

/* The virtual nodes the long edges of a drawing of n items may cost: a
 * view laid out whole, or each segment of a long one, laid out on its
 * own. */
static uint64_t
edge_budget(uint32_t n)
{
	return n > VIEW_EDGE_BUDGET ? n : VIEW_EDGE_BUDGET;
}

void
view_options_init(struct view_options *o)
{
	memset(o, 0, sizeof(*o));
	o->rankdir = VIEW_TB;
	o->depth = VIEW_DEFAULT_DEPTH;
	o->proxy_span = VIEW_PROXY_SPAN;
	o->overview_above = VIEW_OVERVIEW_NODES;
}

static int
by_string(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A list of module paths in one form: sorted, no repeats, no blanks. */
static int
set_list(char *out, const char *key, const char *value, struct error *err)
{
	char copy[VIEW_LIST_MAX], *items[VIEW_LIST_MAX / 2], *p, *save = NULL;
	size_t n = 0, i;

	if (strlen(value) >= sizeof(copy)) {
		error_set(err, "%s: at most %d bytes of module paths", key,
		    VIEW_LIST_MAX - 1);
		return -1;
	}
	strcpy(copy, value);
	for (p = strtok_r(copy, ",", &save); p != NULL;
	    p = strtok_r(NULL, ",", &save)) {
		while (*p == ' ')
			p++;
		if (*p != '\0')
			items[n++] = p;
	}
	qsort(items, n, sizeof(*items), by_string);
	out[0] = '\0';
	for (i = 0; i < n; i++) {
		if (i > 0 && strcmp(items[i], items[i - 1]) == 0)
			continue;
		if (out[0] != '\0')
			strcat(out, ",");
		strcat(out, items[i]);
	}
	return 0;
}

/* hide=get_attr,placeholder: the ops left out of the drawing. */
static int
set_hide(struct view_options *o, const char *value, struct error *err)
{
	const char *p = value, *end;
	enum fx_op op;

	o->hide = 0;
	for (; *p != '\0'; p = *end ? end + 1 : end) {
		if ((end = strchr(p, ',')) == NULL)
			end = p + strlen(p);
		if (end == p)
			continue;
		if (fx_op_parse(p, (size_t)(end - p), &op) == -1) {
			char hint[128];

			suggest_op(p, (size_t)(end - p), hint, sizeof(hint));
			error_set(err, "hide: '%.*s' is not an op (placeholder, "
			    "get_attr, call_function, call_method, call_module, "
			    "output)%s%s", (int)(end - p), p, hint[0] ? "; " : "",
			    hint);
			return -1;
		}
		o->hide |= 1u << op;
	}
	return 0;
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
	} else if (strcmp(key, "sub") == 0) {
		if (strlen(value) >= sizeof(o->sub)) {
			error_set(err, "sub: a sub-graph's path is at most %d "
			    "bytes", VIEW_NAME_MAX - 1);
			return -1;
		}
		strcpy(o->sub, value);
	} else if (strcmp(key, "depth") == 0) {
		depth = strtol(value, &end, 10);
		if (*value == '\0' || *end != '\0' || depth < 0 ||
		    depth > VIEW_MAX_DEPTH)
			goto bad;
		o->depth = (int)depth;
	} else if (strcmp(key, "expand") == 0) {
		return set_list(o->expand, key, value, err);
	} else if (strcmp(key, "collapse") == 0) {
		return set_list(o->collapse, key, value, err);
	} else if (strcmp(key, "hide") == 0) {
		return set_hide(o, value, err);
	} else if (strcmp(key, "edges") == 0) {
		if (strcmp(value, "auto") == 0)
			o->edges = VIEW_EDGES_AUTO;
		else if (strcmp(value, "all") == 0)
			o->edges = VIEW_EDGES_ALL;
		else
			goto bad;
	} else if (strcmp(key, "shapes") == 0) {
		if (strcmp(value, "boxes") == 0)
			o->shapes = VIEW_SHAPES_BOXES;
		else if (strcmp(value, "edges") == 0)
			o->shapes = VIEW_SHAPES_EDGES;
		else if (strcmp(value, "off") == 0)
			o->shapes = VIEW_SHAPES_OFF;
		else
			goto bad;
	} else if (strcmp(key, "color") == 0) {
		if (strcmp(value, "op") == 0)
			o->color = VIEW_COLOR_OP;
		else if (strcmp(value, "kernel") == 0)
			o->color = VIEW_COLOR_KERNEL;
		else if (fx_overlay_name_valid(value))
			o->color = VIEW_COLOR_OVERLAY;
		else
			goto bad;
		snprintf(o->overlay, sizeof(o->overlay), "%s",
		    o->color == VIEW_COLOR_OVERLAY ? value : "");
	} else if (strcmp(key, "code") == 0) {
		if (!digest_id_valid(value)) {
			error_set(err, "code: '%.64s' is not a graph id", value);
			return -1;
		}
		snprintf(o->code, sizeof(o->code), "%s", value);
	} else {
		error_set(err, "'%s' is not a view option", key);
		return -1;
	}
	return 0;
bad:
	error_set(err, "%s: '%s' is not one of %s", key, value,
	    strcmp(key, "rankdir") == 0 ? "TB, LR" :
	    strcmp(key, "edges") == 0 ? "auto, all" :
	    strcmp(key, "shapes") == 0 ? "boxes, edges, off" :
	    strcmp(key, "color") == 0 ? "op, kernel or an overlay's name" :
	    "0 to 100");
	return -1;
}

/* Appends s percent-encoded: every byte but A-Z a-z 0-9 - . _ ~ (and
 * the list separator ',' when keep_comma), so that no value can end its
 * pair or the key early, and the key reads back as a URL query. */
static void
add_encoded(struct buf *b, const char *s, int keep_comma)
{
	static const char hex[] = "0123456789ABCDEF";
	const unsigned char *p;

	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') ||
		    (*p >= '0' && *p <= '9') || *p == '-' || *p == '.' ||
		    *p == '_' || *p == '~' || (keep_comma && *p == ','))
			buf_add(b, (const char *)p, 1);
		else
			buf_printf(b, "%%%c%c", hex[*p >> 4], hex[*p & 15]);
	}
}

int
view_options_key(const struct view_options *o, struct buf *b)
{
	buf_adds(b, o->rankdir == VIEW_LR ? "rankdir=LR" : "rankdir=TB");
	if (o->code[0] != '\0')
		buf_printf(b, "&code=%s", o->code);
	if (o->collapse[0] != '\0') {
		buf_adds(b, "&collapse=");
		add_encoded(b, o->collapse, 1);
	}
	if (o->color == VIEW_COLOR_KERNEL)
		buf_adds(b, "&color=kernel");
	else if (o->color == VIEW_COLOR_OVERLAY)
		buf_printf(b, "&color=%s", o->overlay);
	if (o->edges == VIEW_EDGES_ALL)
		buf_adds(b, "&edges=all");
	if (o->expand[0] != '\0') {
		buf_adds(b, "&expand=");
		add_encoded(b, o->expand, 1);
	}
	if (o->hide != 0) {
		int op, first = 1;

		buf_adds(b, "&hide=");
		for (op = 0; op < FX_N_OPS; op++)
			if (o->hide & (1u << op)) {
				buf_printf(b, "%s%s", first ? "" : ",",
				    fx_op_name((enum fx_op)op));
				first = 0;
			}
	}
	if (o->focus[0] != '\0') {
		buf_printf(b, "&depth=%d&focus=", o->depth);
		add_encoded(b, o->focus, 0);
	}
	if (o->shapes != VIEW_SHAPES_BOXES)
		buf_adds(b, o->shapes == VIEW_SHAPES_EDGES ? "&shapes=edges" :
		    "&shapes=off");
	if (o->sub[0] != '\0') {
		buf_adds(b, "&sub=");
		add_encoded(b, o->sub, 0);
	}
	return b->oom ? -1 : 0;
}

static int
hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

int
view_options_parse(struct view_options *o, const char *query, size_t len,
    struct error *err)
{
	static const char *const keys[] = VIEW_OPTION_KEYS;
	const char *p = query, *end = query + len;
	unsigned seen = 0;

	view_options_init(o);
	while (p < end) {
		const char *amp = memchr(p, '&', (size_t)(end - p));
		const char *eq, *v;
		char key[16], value[VIEW_LIST_MAX];
		size_t n = 0, k;

		if (amp == NULL)
			amp = end;
		if ((eq = memchr(p, '=', (size_t)(amp - p))) == NULL ||
		    (size_t)(eq - p) >= sizeof(key)) {
			error_set(err, "view: '%.*s' is not NAME=VALUE",
			    (int)(amp - p), p);
			return -1;
		}
		memcpy(key, p, (size_t)(eq - p));
		key[eq - p] = '\0';
		for (k = 0; k < sizeof(keys) / sizeof(keys[0]); k++)
			if (strcmp(key, keys[k]) == 0)
				break;
		if (k == sizeof(keys) / sizeof(keys[0]) || (seen & (1u << k))) {
			error_set(err, "view: '%s' is %s", key,
			    k < sizeof(keys) / sizeof(keys[0]) ? "given twice" :
			    "not a view option");
			return -1;
		}
		seen |= 1u << k;
		for (v = eq + 1; v < amp; v++) {
			int hi, lo;

			if (n + 1 >= sizeof(value)) {
				error_set(err, "view: %s is too long", key);
				return -1;
			}
			if (*v != '%') {
				value[n++] = *v;
				continue;
			}
			if (amp - v < 3 || (hi = hex_digit(v[1])) < 0 ||
			    (lo = hex_digit(v[2])) < 0 || (hi == 0 && lo == 0)) {
				error_set(err, "view: %s has a bad %%-escape", key);
				return -1;
			}
			value[n++] = (char)(hi << 4 | lo);
			v += 2;
		}
		value[n] = '\0';
		if (view_option_set(o, key, value, err) == -1)
			return -1;
		p = amp < end ? amp + 1 : end;
	}
	return view_options_check(o, err);
}

int
view_options_check(const struct view_options *o, struct error *err)
{
	if (o->color == VIEW_COLOR_KERNEL && o->code[0] == '\0') {
		error_set(err, "color=kernel takes code=ID: the output code "
		    "whose kernels colour the graph");
		return -1;
	}
	if (o->color != VIEW_COLOR_KERNEL && o->code[0] != '\0') {
		error_set(err, "code=ID goes with color=kernel");
		return -1;
	}
	return 0;
}

void
view_free(struct view *v)
{
	if (v == NULL)
		return;
	free(v->items);
	free(v->edges);
	free(v->item_of);
	free(v->open);
	free(v->segment);
	free(v->spine);
	free(v->junction);
	overlay_sums_free(&v->sums);
	overlay_sums_free(&v->sums_before);
	modules_free(v->own_modules);
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

/* Whether n has no inputs and may be placed by its users (a parameter, a
 * constant, an input Graphviz is free to place): not a pinned input. */
static int
free_leaf(const struct fx_node *n, int pin_inputs)
{
	return n->n_inputs == 0 && !(pin_inputs && n->op == FX_PLACEHOLDER);
}

/* A node with no inputs (free_leaf) sits just above its first user, so
 * its edge to that user is short whatever the graph order says. Pinned
 * inputs stay on top. */
static void
anchor_leaves(const struct fx_graph *g, const uint8_t *visible, uint32_t *pos,
    int pin_inputs)
{
	uint32_t i, j;

	for (i = 0; i < g->n_nodes; i++) {
		const struct fx_node *n = &g->nodes[i];

		if (!visible[i] || !free_leaf(n, pin_inputs))
			continue;
		for (j = 0; j < n->n_users; j++) {
			if (visible[n->users[j]]) {
				pos[i] = pos[n->users[j]] - 1;
				break;
			}
		}
	}
}

/* Whether path is one of a comma-separated list. */
static int
listed(const char *list, const char *path)
{
	size_t n = strlen(path);
	const char *p;

	for (p = list; (p = strstr(p, path)) != NULL; p++)
		if ((p == list || p[-1] == ',') && (p[n] == ',' || p[n] == '\0'))
			return 1;
	return 0;
}

/* Which modules are drawn open: all, or (in an overview) only the root;
 * then each expanded module and its ancestors open ("*" opens all), each
 * collapsed one closed. Paths that name no module are ignored: a shared URL outlives
 * edits to a model. */
static void
choose_open(struct view *v)
{
	const struct module_tree *t = v->modules;
	uint32_t i, m;

	int all = listed(v->opt.expand, "*");

	for (i = 0; i < t->n; i++)
		v->open[i] = i == 0 || !v->overview || all;
	for (i = 1; i < t->n; i++)
		if (listed(v->opt.expand, t->m[i].path))
			for (m = i; m != MODULE_NONE; m = t->m[m].parent)
				v->open[m] = 1;
	for (i = 1; i < t->n; i++)
		if (listed(v->opt.collapse, t->m[i].path))
			v->open[i] = 0;
}

/* The outermost closed module holding node i, or MODULE_NONE. */
static uint32_t
closed_holder(const struct view *v, uint32_t node)
{
	const struct module_tree *t = v->modules;
	uint32_t m, found = MODULE_NONE;

	for (m = t->of_node[node]; m != MODULE_NONE; m = t->m[m].parent)
		if (!v->open[m])
			found = m;
	return found;
}

/* The drawing with each closed module contracted to its box, as
 * adjacency lists: vertex i < n is node i (drawn or bridged, outside any
 * box), n + m the box of closed module m. */
struct contracted {
	uint32_t n_vertices;
	uint32_t *first;	/* n_vertices + 1 offsets into to[] */
	uint32_t *to;
};

static uint32_t
vertex(const uint32_t *holder, uint32_t n, uint32_t node)
{
	return holder[node] == MODULE_NONE ? node : n + holder[node];
}

/* Fills c from the edges between drawn (visible) and bridged (hidden)
 * nodes, holder[] each node's box. -1 when out of memory. */
static int
contract(const struct view *v, const uint32_t *holder, const uint8_t *visible,
    const uint8_t *hidden, struct contracted *c)
{
	const struct fx_graph *g = v->g;
	uint32_t n = g->n_nodes, i, j, pass, k = 0;

	c->n_vertices = n + v->modules->n;
	c->first = calloc((size_t)c->n_vertices + 2, sizeof(*c->first));
	c->to = NULL;
	if (c->first == NULL)
		return -1;
	/* counted, then placed: first[a + 1] counts a's edges, then its
	 * running sum is where they go */
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < n; i++) {
			const struct fx_node *nd = &g->nodes[i];
			uint32_t b;

			if (!visible[i] && !hidden[i])
				continue;
			b = vertex(holder, n, i);
			for (j = 0; j < nd->n_inputs; j++) {
				uint32_t in = nd->inputs[j], a;

				if (in >= n || (!visible[in] && !hidden[in]) ||
				    (a = vertex(holder, n, in)) == b)
					continue;
				if (pass == 0)
					c->first[a + 1]++;
				else
					c->to[c->first[a]++] = b;
			}
		}
		if (pass == 0) {
			for (i = 0; i < c->n_vertices; i++)
				c->first[i + 1] += c->first[i];
			k = c->first[c->n_vertices];
			if ((c->to = malloc(((size_t)k + 1) * sizeof(*c->to))) ==
			    NULL)
				return -1;
		}
	}
	/* each first[a] now where a + 1's began: back to a's own start */
	memmove(c->first + 1, c->first, c->n_vertices * sizeof(*c->first));
	c->first[0] = 0;
	return 0;
}

#define UNSEEN	UINT32_MAX

/* Marks in_cycle[x] for each vertex of c on a cycle: in a strongly
 * connected component of more than one vertex (Tarjan's, without
 * recursion). Linear in c's vertices and edges. -1 when out of memory. */
static int
on_cycles(const struct contracted *c, uint8_t *in_cycle)
{
	uint32_t nv = c->n_vertices, next = 0, top = 0, depth = 0, s;
	uint32_t *index = malloc(((size_t)nv + 1) * sizeof(*index));
	uint32_t *low = malloc(((size_t)nv + 1) * sizeof(*low));
	uint32_t *stack = malloc(((size_t)nv + 1) * sizeof(*stack));
	uint32_t *walk = malloc(((size_t)nv + 1) * sizeof(*walk));
	uint32_t *pos = malloc(((size_t)nv + 1) * sizeof(*pos));
	uint8_t *held = calloc((size_t)nv + 1, 1);
	int rc = -1;

	if (index == NULL || low == NULL || stack == NULL || walk == NULL ||
	    pos == NULL || held == NULL)
		goto done;
	memset(index, 0xff, (size_t)nv * sizeof(*index));
	memset(in_cycle, 0, nv);
	for (s = 0; s < nv; s++) {
		if (index[s] != UNSEEN)
			continue;
		walk[depth] = s;
		pos[depth++] = c->first[s];
		index[s] = low[s] = next++;
		stack[top++] = s;
		held[s] = 1;
		while (depth > 0) {
			uint32_t w = walk[depth - 1], x;

			if (pos[depth - 1] < c->first[w + 1]) {
				x = c->to[pos[depth - 1]++];
				if (index[x] == UNSEEN) {
					walk[depth] = x;
					pos[depth++] = c->first[x];
					index[x] = low[x] = next++;
					stack[top++] = x;
					held[x] = 1;
				} else if (held[x] && index[x] < low[w]) {
					low[w] = index[x];
				}
				continue;
			}
			if (--depth > 0 && low[w] < low[walk[depth - 1]])
				low[walk[depth - 1]] = low[w];
			if (low[w] != index[w])
				continue;
			/* w roots a component: what the stack holds above it */
			x = stack[top - 1];
			if (x != w)
				do {
					x = stack[--top];
					held[x] = 0;
					in_cycle[x] = 1;
				} while (x != w);
			else
				held[stack[--top]] = 0;
		}
	}
	rc = 0;
done:
	free(index);
	free(low);
	free(stack);
	free(walk);
	free(pos);
	free(held);
	return rc;
}

/* Opens, one level, each closed box that would sit in a cycle, until none
 * does: its children are boxes then, and its own nodes drawn, so that no
 * edge of the drawing points up. A box sits in one when it feeds a node
 * drawn outside it that feeds it back (a node its frame cannot place, a
 * function between two of its calls, fed by one and feeding the next),
 * or another box that does. Each round opens at least one module, and a
 * view with every module open has no box: it ends, after as many rounds
 * as modules nest at most, each linear in the drawing and its modules. Paths run through
 * the nodes drawn (visible) and those bridged (hidden). -1 when out of
 * memory. */
static int
open_cycles(struct view *v, const uint8_t *visible, const uint8_t *hidden)
{
	const struct module_tree *t = v->modules;
	uint32_t n = v->g->n_nodes, *holder, i, c;
	uint8_t *in_cycle = malloc((size_t)n + t->n + 1);
	struct contracted g = { 0, NULL, NULL };
	int opened = 1, boxes, rc = -1;

	v->cycle_open = MODULE_NONE;
	v->n_cycle_open = 0;
	if ((holder = malloc(((size_t)n + 1) * sizeof(*holder))) == NULL ||
	    in_cycle == NULL)
		goto done;
	while (opened) {
		opened = 0;
		for (i = 0, boxes = 0; i < n; i++)
			boxes |= (holder[i] = closed_holder(v, i)) != MODULE_NONE;
		if (!boxes)
			break;	/* every module open: no box, no cycle */
		if (contract(v, holder, visible, hidden, &g) == -1 ||
		    on_cycles(&g, in_cycle) == -1)
			goto done;
		free(g.first);
		free(g.to);
		g.first = g.to = NULL;
		for (i = 1; i < t->n; i++) {
			if (!in_cycle[n + i])
				continue;
			v->open[i] = 1;
			if (listed(v->opt.collapse, t->m[i].path) &&
			    v->n_cycle_open++ == 0)
				v->cycle_open = i;
			opened = 1;
		}
		/* one level: the children of each box opened are boxes (the
		 * root is never a box, nor a child in one) */
		for (c = 1; c < t->n; c++)
			if (in_cycle[n + t->m[c].parent])
				v->open[c] = 0;
	}
	rc = 0;
done:
	free(g.first);
	free(g.to);
	free(holder);
	free(in_cycle);
	return rc;
}

/* A candidate edge between two items, for merging and proxies. */
struct span_edge {
	uint32_t from, to;	/* items */
	uint32_t src, dst;	/* its first (node, user) pair */
	uint32_t span;		/* graph-order distance */
	uint32_t cost;		/* virtual nodes Graphviz would make for it:
				 * ranks crossed, estimated */
	uint32_t count;
	int main;
	int bridge;		/* through hidden nodes only */
	int shape;		/* from a node whose result is a size
				 * (shape_nodes) */
	uint32_t order;		/* as found, for a stable drawing */
	int proxied;
	int seam;		/* from one segment into the next, drawn
				 * across the seam between them */
	uint32_t next;		/* hash chain */
};

static int
by_span(const void *a, const void *b)
{
	const struct span_edge *x = a, *y = b;

	if (x->span != y->span)
		return x->span < y->span ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

static int
by_order(const void *a, const void *b)
{
	const struct span_edge *x = a, *y = b;

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

/* How much of a segment's long edges are drawn whole: all, all but
 * those from sizes (shape_nodes), or none. */
enum { WHOLE_NONE, WHOLE_TENSORS, WHOLE_ALL };

static int
drawn_whole(unsigned char whole, const struct span_edge *e)
{
	return whole == WHOLE_ALL || (whole == WHOLE_TENSORS && !e->shape);
}

/* Marks the edges drawn from a proxy, and those drawn across a seam.
 * Segments are laid out apart, and stacked: an edge from one segment
 * into the next that would be drawn whole in one drawing (short, or all
 * long edges within budget) is drawn across the seam between them
 * (draw/seams.h), unless more than VIEW_SEAM_MAX cross there (a random
 * DAG's hundreds: then a row of stubs, wider than the boxes); every
 * other edge between segments is drawn from a box in the later one.
 * Within a segment, those reaching further than span in graph order are
 * long; the shortest ones that keep the drawing as connected as the
 * graph is are drawn whatever they cost, as Graphviz lays out each
 * connected piece apart and cutting the graph would scatter it. The
 * other long edges of a segment are drawn whole when the virtual nodes
 * they cost together fit its budget (edge_budget of its items; or
 * which is VIEW_EDGES_ALL). When they do not, those that carry tensors
 * are drawn whole if they fit alone and the ones from sizes (shape_nodes:
 * a symbolic_trace GPT's x.size() at the top of each block, read by each
 * view in it) come from proxies, so that a residual stream stays an
 * edge; otherwise all come from proxies (a long edge across a seam is
 * whole when both segments' draw it whole). Three levels per segment,
 * not the cheapest edges first, as drawing the cheapest few of a
 * DenseNet's thousand (longest-first to proxies) made its layout up to
 * 1.5 times slower for a picture that still needs the proxies, and a
 * few arrows drawn whole among many from proxies read as if they were
 * the only ones. Leaves e in its found order. */
static int
choose_proxies(struct span_edge *e, uint32_t n_edges, uint32_t n_items,
    uint32_t span, enum view_edges which, const uint32_t *segment,
    uint32_t n_segments)
{
	uint32_t *parent = malloc((n_items + 1) * sizeof(*parent)), k;
	uint32_t *seams = calloc(n_segments + 1, sizeof(*seams));
	uint32_t *items = calloc(n_segments + 1, sizeof(*items));
	uint64_t *cost = calloc(2 * (n_segments + 1), sizeof(*cost));
	uint64_t *tensors = cost + n_segments + 1;	/* not from a size */
	unsigned char *whole = malloc(n_segments + 1);

	if (parent == NULL || seams == NULL || items == NULL || cost == NULL ||
	    whole == NULL) {
		free(parent);
		free(seams);
		free(items);
		free(cost);
		free(whole);
		return -1;
	}
	for (k = 0; k < n_items; k++) {
		parent[k] = k;
		items[segment[k]]++;
	}
	qsort(e, n_edges, sizeof(*e), by_span);
	for (k = 0; k < n_edges; k++) {
		uint32_t a = find_root(parent, e[k].from);
		uint32_t b = find_root(parent, e[k].to);

		if (segment[e[k].from] != segment[e[k].to])
			e[k].proxied = 1;
		else if (a != b)
			parent[a] = b;
		else if (span > 0 && e[k].span > span) {
			e[k].proxied = 1;
			cost[segment[e[k].from]] += e[k].cost;
			if (!e[k].shape)
				tensors[segment[e[k].from]] += e[k].cost;
		}
	}
	for (k = 0; k < n_segments; k++)
		whole[k] = which == VIEW_EDGES_ALL ||
		    cost[k] <= edge_budget(items[k]) ? WHOLE_ALL :
		    tensors[k] <= edge_budget(items[k]) ? WHOLE_TENSORS :
		    WHOLE_NONE;
	for (k = 0; k < n_edges; k++) {
		uint32_t from = segment[e[k].from], to = segment[e[k].to];

		if (from == to) {
			if (drawn_whole(whole[from], &e[k]))
				e[k].proxied = 0;
		} else if (to == from + 1 && ((drawn_whole(whole[from], &e[k]) &&
		    drawn_whole(whole[to], &e[k])) || span == 0 ||
		    e[k].span <= span)) {
			e[k].seam = 1;
			seams[from]++;
		}
	}
	for (k = 0; k < n_edges; k++)
		if (e[k].seam && seams[segment[e[k].from]] > VIEW_SEAM_MAX)
			e[k].seam = 0;
		else if (e[k].seam)
			e[k].proxied = 0;
	qsort(e, n_edges, sizeof(*e), by_order);
	free(parent);
	free(seams);
	free(items);
	free(cost);
	free(whole);
	return 0;
}

/* Adds the edge from item a to item b for the pair (src, dst) to the
 * table, or counts it in the one there. 0, or -1 when out of memory. */
static int
add_pair(struct span_edge **e, uint32_t *n, uint32_t *cap, uint32_t *bucket,
    uint32_t n_buckets, const uint32_t *pos, const uint32_t *rank,
    uint32_t a, uint32_t b, uint32_t src, uint32_t dst, int main, int bridge)
{
	uint32_t h = (a * 2654435761u ^ b * 40503u) & (n_buckets - 1), k;
	struct span_edge *p;

	for (k = bucket[h]; k != UINT32_MAX; k = (*e)[k].next)
		if ((*e)[k].from == a && (*e)[k].to == b)
			break;
	if (k != UINT32_MAX) {
		(*e)[k].count++;
		(*e)[k].main |= main;
		(*e)[k].bridge &= bridge;	/* a real edge wins */
		return 0;
	}
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 256;
		if (fault_inject("view_edges") ||
		    (p = realloc(*e, *cap * sizeof(**e))) == NULL)
			return -1;
		*e = p;
	}
	(*e)[*n] = (struct span_edge){ a, b, src, dst,
	    pos[dst] > pos[src] ? pos[dst] - pos[src] : 0,
	    rank[dst] > rank[src] + 1 ? rank[dst] - rank[src] - 1 : 0, 1,
	    main, bridge, 0, *n, 0, 0, bucket[h] };
	bucket[h] = (*n)++;
	return 0;
}

/* Of the users of node i that take it as their main input, the one whose
 * edge is drawn heavy (the chain dot keeps straight): the one on the spine,
 * else the first. Only one: an inception block's input is the main input
 * of all four branches, and four heavy edges out of one node pulled each
 * block sideways of the last, a staircase three times as wide.
 * UINT32_MAX when none. */
static uint32_t
heavy_user(const struct view *v, uint32_t i, const uint32_t *main_in)
{
	const struct fx_node *n = &v->g->nodes[i];
	uint32_t j, u, first = UINT32_MAX;

	for (j = 0; j < n->n_users; j++) {
		u = n->users[j];
		if (main_in[u] != i)
			continue;
		if (v->spine[u])
			return u;
		if (first == UINT32_MAX)
			first = u;
	}
	return first;
}

/* The edges between items, one per pair of items, in the order the nodes
 * and their users come: *out malloc'd (NULL when there are none), *n_out
 * of them. A node's users hidden by the hide option are passed through,
 * transitively, to the drawn nodes beyond them: a bridge, drawn dotted,
 * so that hiding ops never cuts the graph apart. 0, or -1 when out of
 * memory: never a short list passed off as the whole. */
static int
item_edges(const struct view *v, const uint8_t *visible,
    const uint8_t *hidden, const uint32_t *pos, const uint32_t *rank,
    const uint32_t *main_in, struct span_edge **out, uint32_t *n_out)
{
	const struct fx_graph *g = v->g;
	uint32_t n_buckets = 1, cap = 0, n = 0, i, j, *bucket = NULL;
	uint32_t *stack = NULL, *seen = NULL, top;
	uint8_t *via_main = NULL;	/* per stack entry: reached along main
					 * inputs only */
	struct span_edge *e = NULL;

	*out = NULL;
	*n_out = 0;
	while (n_buckets < g->n_edges * 2 + 2)
		n_buckets *= 2;
	if (fault_inject("view_edges") ||
	    (bucket = malloc(n_buckets * sizeof(*bucket))) == NULL ||
	    (stack = malloc((g->n_nodes + 1) * sizeof(*stack))) == NULL ||
	    (seen = malloc((g->n_nodes + 1) * sizeof(*seen))) == NULL ||
	    (via_main = malloc(g->n_nodes + 1)) == NULL)
		goto fail;
	memset(bucket, 0xff, n_buckets * sizeof(*bucket));
	memset(seen, 0xff, (g->n_nodes + 1) * sizeof(*seen));
	for (i = 0; i < g->n_nodes; i++) {
		uint32_t heavy;

		if (!visible[i])
			continue;
		heavy = heavy_user(v, i, main_in);
		top = 0;
		for (j = 0; j < g->nodes[i].n_users; j++) {
			uint32_t u = g->nodes[i].users[j];
			uint32_t a = v->item_of[i], b = v->item_of[u];

			if (seen[u] == i)
				continue;
			seen[u] = i;
			if (hidden[u]) {
				via_main[top] = main_in[u] == i;
				stack[top++] = u;
				continue;
			}
			if (!visible[u] || a == b)
				continue;
			if (add_pair(&e, &n, &cap, bucket, n_buckets, pos, rank, a,
			    b, i, u, u == heavy, 0) == -1)
				goto fail;
		}
		/* Through hidden users to the drawn nodes beyond, each
		 * reached once from i. */
		while (top > 0) {
			uint32_t at = stack[--top];
			int main = via_main[top];
			const struct fx_node *h = &g->nodes[at];

			for (j = 0; j < h->n_users; j++) {
				uint32_t u = h->users[j];
				uint32_t a = v->item_of[i], b = v->item_of[u];
				int m = main && main_in[u] == at;

				if (seen[u] == i)
					continue;
				seen[u] = i;
				if (hidden[u]) {
					via_main[top] = (uint8_t)m;
					stack[top++] = u;
					continue;
				}
				if (!visible[u] || a == b)
					continue;
				/* heavy only on the spine, for the reason of
				 * heavy_user */
				if (add_pair(&e, &n, &cap, bucket, n_buckets, pos,
				    rank, a, b, i, u, m && v->spine[u], 1) == -1)
					goto fail;
			}
		}
	}
	free(via_main);
	free(seen);
	free(stack);
	free(bucket);
	*out = e;
	*n_out = n;
	return 0;
fail:
	free(via_main);
	free(seen);
	free(stack);
	free(bucket);
	free(e);
	return -1;
}

/* Items for the visible nodes: each node, or the collapsed module holding
 * it. Modules come where their first node comes. */
static int
make_items(struct view *v, const uint8_t *visible, uint32_t n_visible)
{
	const struct fx_graph *g = v->g;
	uint32_t *module_item, i;

	if ((v->items = malloc((n_visible + 1) * sizeof(*v->items))) == NULL ||
	    (module_item = malloc((v->modules->n + 1) *
	    sizeof(*module_item))) == NULL)
		return -1;
	memset(module_item, 0xff, (v->modules->n + 1) * sizeof(*module_item));
	for (i = 0; i < g->n_nodes; i++) {
		uint32_t m;

		v->item_of[i] = UINT32_MAX;
		if (!visible[i])
			continue;
		if ((m = closed_holder(v, i)) == MODULE_NONE) {
			v->item_of[i] = v->n_items;
			v->items[v->n_items++] = (struct view_item){ ITEM_NODE, i,
			    v->modules->of_node[i], 0, 0, 0, 0 };
			continue;
		}
		if (module_item[m] == UINT32_MAX) {
			module_item[m] = v->n_items;
			v->items[v->n_items++] = (struct view_item){ ITEM_MODULE,
			    i, m, 0, 0, 0, 0 };
			v->n_modules_closed++;
		}
		v->item_of[i] = module_item[m];
	}
	free(module_item);
	return 0;
}

/* Where a segment may end: between items of different blocks, a block
 * being a module two levels down (blocks.3) or one (layer1, part7). */
static uint32_t
block_of(const struct module_tree *t, uint32_t m)
{
	while (m != MODULE_NONE && t->m[m].depth > 2)
		m = t->m[m].parent;
	return m;
}

/* An item's signature: its op and target, numbers aside (_param_constant12
 * is a parameter like _param_constant7), by FNV-1a: a hint, never
 * trusted for more than where to cut. */
static uint32_t
item_sign(const struct view *v, uint32_t i)
{
	const struct view_item *it = &v->items[i];
	const char *c = it->kind == ITEM_NODE ? v->g->nodes[it->node].target :
	    "";
	uint32_t h = (2166136261u ^ (it->kind == ITEM_NODE ?
	    (uint32_t)v->g->nodes[it->node].op : 0x100u)) * 16777619u;

	for (; *c; c++)
		if (*c < '0' || *c > '9')
			h = (h ^ (uint8_t)*c) * 16777619u;
	return h;
}

/* A block's signature: its items' in order. Blocks of one signature are
 * the same stretch of a model. */
static uint32_t
block_sign(const uint32_t *sign, uint32_t from, uint32_t to)
{
	uint32_t h = 2166136261u, i;

	for (i = from; i < to; i++)
		h = (h ^ sign[i]) * 16777619u;
	return h ^ (to - from);
}

/* The period, in blocks, of the stretch the view repeats (a make_fx
 * graph's layers, cut into parts that repeat every few), or 0: the
 * smallest p up to VIEW_PERIOD_MAX with at least three quarters of the
 * blocks the same as the block p before. */
static uint32_t
block_period(const uint32_t *sign, uint32_t n)
{
	uint32_t p, i, same;

	for (p = 1; p <= VIEW_PERIOD_MAX && 4 * p <= n; p++) {
		for (same = 0, i = p; i < n; i++)
			same += sign[i] == sign[i - p];
		if (4 * same >= 3 * (n - p))
			return p;
	}
	return 0;
}

/* The period, in items, of a view whose blocks repeat every span items
 * or so (one layer, where parts hold several): the smallest p up to a
 * little past span with 19 of 20 items, over span of them from a
 * quarter of the way in, the same as the item p after. 0 when none, or
 * when the view is too short to tell. */
static uint32_t
item_period(const uint32_t *sign, uint32_t n, uint32_t span)
{
	uint32_t p, i, same, from = n / 4;

	if (span == 0 || span > VIEW_PERIOD_ITEMS_MAX || from + 3 * span > n)
		return 0;
	for (p = 1; p <= span + span / 8; p++) {
		for (same = 0, i = from; i < from + span; i++)
			same += sign[i] == sign[i + p];
		if (20 * same >= 19 * span)
			return p;
	}
	return 0;
}

/* What a cut at item i costs, crossed by cross edges, with aim where it
 * would fall and reach how far it may move: the edges, weighed up by
 * how far the cut moves, three times at the end of its reach. A cut off
 * the middle makes one segment bigger, and the bigger one is what both
 * cores wait for: in a random DAG of 1,200 nodes the fewest edges crossed
 * at the end of the reach (705 against 831 at the middle), and the two
 * segments took 1.77 G and 0.72 G instructions. A seam where far fewer
 * cross (one edge where three cross elsewhere) is still taken. */
static int64_t
cut_cost(int64_t cross, uint32_t i, uint32_t aim, uint32_t reach)
{
	int64_t d = i > aim ? (int64_t)i - aim : (int64_t)aim - i;

	return cross * ((int64_t)reach + 2 * d);
}

/* Cuts a view into segments of about size items, each cut where the
 * fewest edges between items cross it, within a quarter of a segment of
 * where it would fall, the nearer the better (cut_cost): anywhere in a
 * frameless view of one block (starts NULL), else only where one of its
 * n_starts blocks starts (starts[0 .. n_starts), ascending), so that no
 * frame is split. A cut with no block starting within its reach is not
 * made. -1 when out of memory. */
static int
cut_fewest(struct view *v, const uint32_t *starts, uint32_t n_starts,
    uint32_t size)
{
	const struct fx_graph *g = v->g;
	uint32_t n = v->n_items, i, k, want, at, best, s = 0;
	int64_t *cross, run = 0;

	if ((cross = calloc(n + 2, sizeof(*cross))) == NULL)
		return -1;
	/* an edge from item a to item b > a crosses the cuts before a + 1
	 * ... b: a difference array, summed below */
	for (i = 0; i < n; i++) {
		const struct fx_node *nd;

		if (v->items[i].kind != ITEM_NODE)
			continue;
		nd = &g->nodes[v->items[i].node];
		for (k = 0; k < nd->n_inputs; k++) {
			uint32_t a = v->item_of[nd->inputs[k]];

			if (a != UINT32_MAX && a < i) {
				cross[a + 1]++;
				cross[i + 1]--;
			}
		}
	}
	for (i = 0; i <= n; i++)
		cross[i] = run += cross[i];
	want = (n + size / 2) / size;
	want = want > 1 ? want : 1;
	for (k = 1, at = 0; k < want; k++) {
		uint32_t aim = (uint32_t)((uint64_t)n * k / want);
		uint32_t lo = aim - n / want / 4, hi = aim + n / want / 4;

		best = UINT32_MAX;
		if (starts == NULL) {
			for (best = lo, i = lo; i <= hi; i++)
				if (cut_cost(cross[i], i, aim, hi - aim) <
				    cut_cost(cross[best], best, aim, hi - aim))
					best = i;
		} else {
			for (; s < n_starts && starts[s] <= hi; s++)
				if (starts[s] > at && starts[s] >= lo &&
				    (best == UINT32_MAX ||
				    cut_cost(cross[starts[s]], starts[s], aim,
				    hi - aim) < cut_cost(cross[best], best, aim,
				    hi - aim)))
					best = starts[s];
			if (best == UINT32_MAX)
				continue;
		}
		for (; at < best; at++)
			v->segment[at] = v->n_segments - 1;
		v->n_segments++;
	}
	for (; at < n; at++)
		v->segment[at] = v->n_segments - 1;
	free(cross);
	return 0;
}

/* How many periods of span items a segment of a repeating view holds:
 * the whole number nearest VIEW_SEGMENT_PERIODIC items, at least 1. */
static uint32_t
periods(uint32_t span)
{
	uint32_t k = (VIEW_SEGMENT_PERIODIC + span / 2) / span;

	return k > 0 ? k : 1;
}

/* Cuts a long view into segments of at least VIEW_SEGMENT_NODES items,
 * at block boundaries (parts of graph order, or modules such as a
 * transformer's blocks), so that no frame of a block is split. Where the
 * blocks repeat, each segment is as many periods as come nearest
 * VIEW_SEGMENT_PERIODIC items, so that segments repeat too (draw/reuse.h
 * lays such segments out once): periods of blocks, or, in a view drawn
 * without frames, of items, cut at the phase where the first block ends
 * (parts end where the fewest edges cross). */
static int
make_segments(struct view *v, const char *focus)
{
	const struct module_tree *t = v->modules;
	uint32_t i, nodes = 0, size = 0, prev = MODULE_NONE, n_blocks = 0;
	uint32_t *start = NULL, *item = NULL, *sign = NULL, period, per = 0;
	uint32_t blocks = 0, span = 0, len = 0;

	if ((v->segment = calloc(v->n_items + 1, sizeof(*v->segment))) == NULL)
		return -1;
	v->n_segments = 1;
	for (i = 0; i < v->n_items; i++)
		nodes += v->items[i].kind == ITEM_NODE;
	if (focus[0] != '\0' || nodes <= VIEW_SEGMENT_REPEATS_ABOVE)
		return 0;
	if ((start = malloc((v->n_items + 1) * sizeof(*start))) == NULL ||
	    (item = malloc((v->n_items + 1) * sizeof(*item))) == NULL ||
	    (sign = malloc((v->n_items + 1) * sizeof(*sign))) == NULL) {
		free(start);
		free(item);
		return -1;
	}
	for (i = 0; i < v->n_items; i++) {
		const struct view_item *it = &v->items[i];
		uint32_t block = block_of(t, it->kind == ITEM_MODULE ?
		    it->module : t->of_node[it->node]);

		if (i == 0 || block != prev)
			start[n_blocks++] = i;
		prev = block;
		item[i] = item_sign(v, i);
	}
	start[n_blocks] = v->n_items;
	for (i = 0; i < n_blocks; i++)
		sign[i] = block_sign(item, start[i], start[i + 1]);
	period = block_period(sign, n_blocks);
	if (period == 0 && v->clusters && nodes > VIEW_SEGMENT_FRAMED_ABOVE &&
	    nodes <= VIEW_SEGMENT_ABOVE) {
		/* framed, and nothing repeats: between blocks, where the
		 * fewest edges cross */
		int r = cut_fewest(v, start, n_blocks,
		    VIEW_SEGMENT_FRAMED_NODES);

		free(start);
		free(item);
		free(sign);
		return r;
	}
	if (period == 0 && nodes <= (v->clusters ? VIEW_SEGMENT_ABOVE :
	    VIEW_SEGMENT_FRAMELESS_ABOVE)) {
		/* short, and nothing repeats: whole */
		free(start);
		free(item);
		free(sign);
		return 0;
	}
	if (period > 0) {
		/* periods a segment: the whole number nearest the target */
		span = (uint32_t)((uint64_t)v->n_items * period / n_blocks);
		per = period * periods(span);
		if (!v->clusters && n_blocks > 1 &&
		    (len = item_period(item, v->n_items, span)) > 0)
			len *= periods(len);
	}
	if (len == 0 && n_blocks == 1 && !v->clusters) {
		/* one block, no frames: cuts where the fewest edges cross */
		free(start);
		free(item);
		free(sign);
		return cut_fewest(v, NULL, 0, VIEW_SEGMENT_NODES);
	}
	if (len > 0) {
		/* cuts at start[1] + k * len, none within len / 2 of an end */
		uint32_t phase = start[1] % len;

		for (i = 0; i < v->n_items; i++) {
			if (i > 0 && i >= len / 2 && i + len / 2 <= v->n_items &&
			    i % len == phase)
				v->n_segments++;
			v->segment[i] = v->n_segments - 1;
		}
	} else {
		for (i = 0; i < n_blocks; i++) {
			uint32_t k;

			if (i > 0 && (per > 0 ? blocks >= per :
			    size >= VIEW_SEGMENT_NODES)) {
				v->n_segments++;
				size = blocks = 0;
			}
			for (k = start[i]; k < start[i + 1]; k++)
				v->segment[k] = v->n_segments - 1;
			size += start[i + 1] - start[i];
			blocks++;
		}
	}
	free(start);
	free(item);
	free(sign);
	return 0;
}

/* A node with no inputs that anchor_leaves places above its first user
 * is drawn in the first segment that uses it, not where graph order put
 * it: torch.export and AOT graphs list every parameter first, and the
 * first segment of densenet121's exported program was a row of its 600
 * parameters, 187,278 pt wide, each drawn again below as a far input.
 * Placed above its users, it points at none in an earlier segment. One
 * that no node drawn uses goes into the first, with the inputs. Views
 * with frames keep graph order: a node moved to a segment's top would
 * split a frame joined across the seam (draw/seams.h). */
static void
move_leaves(struct view *v, const uint8_t *visible)
{
	const struct fx_graph *g = v->g;
	uint32_t i, j, at;

	if (v->n_segments < 2 || v->clusters)
		return;
	for (i = 0; i < v->n_items; i++) {
		const struct fx_node *n = &g->nodes[v->items[i].node];
		uint32_t first = UINT32_MAX;

		if (v->items[i].kind != ITEM_NODE || !free_leaf(n, v->pin_inputs))
			continue;
		for (j = 0; j < n->n_users; j++)
			if (visible[n->users[j]] &&
			    (at = v->item_of[n->users[j]]) != UINT32_MAX &&
			    v->segment[at] < first)
				first = v->segment[at];
		/* used by none drawn: with the inputs, in the first */
		if (first == UINT32_MAX)
			v->segment[i] = 0;
		else if (first > v->segment[i])
			v->segment[i] = first;
	}
}

/* Adds the edges, and the proxies they are drawn from: one beside each
 * item with far inputs, standing for all of them, so that a node fed by
 * every earlier block (a DenseNet concatenation) gets one box, not a row
 * of them. */
static int
add_edges(struct view *v, const struct span_edge *e, uint32_t n)
{
	struct view_item *items;
	uint32_t *proxy_of, *seg, k, n_proxies = 0, n_items = v->n_items;

	if ((proxy_of = malloc((n_items + 1) * sizeof(*proxy_of))) == NULL)
		return -1;
	memset(proxy_of, 0xff, (n_items + 1) * sizeof(*proxy_of));
	for (k = 0; k < n; k++)
		if (e[k].proxied && proxy_of[e[k].to] == UINT32_MAX)
			proxy_of[e[k].to] = n_proxies++;
	memset(proxy_of, 0xff, (n_items + 1) * sizeof(*proxy_of));
	if ((items = realloc(v->items, (n_items + n_proxies + 1) *
	    sizeof(*items))) == NULL ||
	    (v->edges = malloc((n + 1) * sizeof(*v->edges))) == NULL) {
		if (items != NULL)
			v->items = items;
		free(proxy_of);
		return -1;
	}
	v->items = items;
	if ((seg = realloc(v->segment, (n_items + n_proxies + 1) *
	    sizeof(*seg))) == NULL) {
		free(proxy_of);
		return -1;
	}
	v->segment = seg;
	for (k = 0; k < n; k++) {
		uint32_t from = e[k].from;

		if (e[k].proxied) {
			if (proxy_of[e[k].to] == UINT32_MAX) {
				proxy_of[e[k].to] = v->n_items;
				v->segment[v->n_items] = v->segment[e[k].to];
				v->items[v->n_items++] = (struct view_item){
				    ITEM_PROXY, e[k].src, v->items[e[k].to].module,
				    e[k].from, e[k].to, e[k].dst, 0 };
				v->n_proxies++;
			}
			from = proxy_of[e[k].to];
			v->items[from].count++;
		}
		v->edges[v->n_edges++] = (struct view_edge){ from, e[k].to,
		    e[k].src, e[k].dst, e[k].count, e[k].main, e[k].bridge,
		    e[k].seam };
	}
	free(proxy_of);
	return 0;
}

/* Estimates the rank dot gives each drawn node: the longest path from a
 * node without inputs, through hidden nodes as through bridges; a node
 * without inputs (but a pinned input) sits a rank above its first
 * user, as anchor_leaves places it. Graph order is topological in FX;
 * an input that comes later is left out, so the ranks of a graph out of
 * order are merely approximate. */
static void
estimate_ranks(const struct fx_graph *g, const uint8_t *visible,
    const uint8_t *hidden, int pin_inputs, uint32_t *rank)
{
	uint32_t i, j;

	for (i = 0; i < g->n_nodes; i++) {
		const struct fx_node *n = &g->nodes[i];

		rank[i] = 0;
		for (j = 0; j < n->n_inputs; j++) {
			uint32_t in = n->inputs[j];
			/* a hidden node's rank is the one after its inputs */
			uint32_t r = rank[in] + (visible[in] ? 1 : 0);

			if (in < i && (visible[in] || hidden[in]) && r > rank[i])
				rank[i] = r;
		}
	}
	for (i = 0; i < g->n_nodes; i++) {
		const struct fx_node *n = &g->nodes[i];

		if (!visible[i] || !free_leaf(n, pin_inputs))
			continue;
		for (j = 0; j < n->n_users; j++)
			if (visible[n->users[j]] && rank[n->users[j]] > 0) {
				rank[i] = rank[n->users[j]] - 1;
				break;
			}
	}
}

const struct fx_graph *
view_sub_graph(const struct fx_graph *g, const char *path, struct error *err)
{
	const struct fx_graph *sub = fx_graph_sub(g, path);
	struct buf b = BUF_INIT;

	if (sub != NULL)
		return sub;
	fx_graph_sub_paths(g, &b);
	error_kind_set(err, ERROR_NOT_FOUND, "no sub-graph '%s'; the graph "
	    "has: %s", path, buf_cstr(&b) ? buf_cstr(&b) : "(out of memory)");
	buf_free(&b);
	return NULL;
}

/* The overlay v's color names, and its sums over v's graph: the scale
 * is the whole graph's, so that every view of it colours alike. -1 with
 * err filled when the graph has none of that name, or out of memory. */
static int
view_overlay(struct view *v, struct error *err)
{
	const struct fx_graph *g = v->g;
	struct buf names = BUF_INIT;
	uint32_t i;

	if ((v->overlay = fx_graph_overlay(g, v->opt.overlay)) == NULL) {
		for (i = 0; i < g->n_overlays; i++)
			buf_printf(&names, "%s%s", i ? ", " : "",
			    g->overlays[i].name);
		error_kind_set(err, ERROR_NOT_FOUND, "color: the graph has no "
		    "overlay '%s' (%s%s)", v->opt.overlay, g->n_overlays ?
		    "it has " : "it has none", g->n_overlays &&
		    buf_cstr(&names) ? names.data : "");
		buf_free(&names);
		return -1;
	}
	if (overlay_sums(g, v->modules, v->overlay, &v->sums) == -1) {
		error_nomem(err);
		return -1;
	}
	v->log_scale = overlay_log_scale(&v->sums);
	if (buf_printf(&names, "%s.before", v->opt.overlay), buf_cstr(&names) &&
	    (v->before = fx_graph_overlay(g, names.data)) != NULL) {
		if (overlay_sums(g, v->modules, v->before, &v->sums_before) ==
		    -1) {
			buf_free(&names);
			error_nomem(err);
			return -1;
		}
		for (i = 0; i < g->n_nodes; i++) {
			double d = view_change(v, i);

			if (fabs(d) > v->change_max)
				v->change_max = fabs(d);
		}
	}
	buf_free(&names);
	return 0;
}

double
view_change(const struct view *v, uint32_t node)
{
	double a = v->before->values[node], b = v->overlay->values[node];

	if (isnan(a) && isnan(b))
		return NAN;
	return (isnan(b) ? 0 : b) - (isnan(a) ? 0 : a);
}

/* Whether target, as printed, names one of names (a NULL-ended list). */
static int
target_in(const char *target, const char *const *names)
{
	for (; *names != NULL; names++)
		if (strcmp(target, *names) == 0)
			return 1;
	return 0;
}

/* Per node (malloc'd, n_nodes + 1): whether its result is a size, not a
 * tensor: x.size(), x.dim(), x.numel(), getattr(x, 'shape'), aten's
 * sym_size, sym_numel and sym_stride, and getitem or arithmetic on sizes
 * alone (x.size(0) * 4). A symbolic_trace GPT's every view takes sizes
 * from the top of its block. NULL when out of memory. */
static uint8_t *
shape_nodes(const struct fx_graph *g)
{
	static const char *const methods[] = { "size", "dim", "numel", NULL };
	static const char *const sizes[] = { "torch.ops.aten.sym_size.int",
	    "torch.ops.aten.sym_size", "torch.ops.aten.sym_numel.default",
	    "torch.ops.aten.sym_stride.int", "aten.sym_size.int",
	    "aten.sym_numel.default", "aten.sym_stride.int", NULL };
	static const char *const getattrs[] = { "builtins.getattr", "getattr",
	    "<built-in function getattr>", NULL };
	static const char *const on_sizes[] = { "operator.getitem",
	    "operator.add", "operator.sub", "operator.mul", "operator.floordiv",
	    "operator.truediv", "operator.mod", "operator.neg", "operator.pow",
	    NULL };
	uint8_t *shape = calloc(g->n_nodes + 1, 1);
	uint32_t i, j;

	if (shape == NULL)
		return NULL;
	for (i = 0; i < g->n_nodes; i++) {
		const struct fx_node *n = &g->nodes[i];
		const struct fx_value *a = n->args;

		if (n->target == NULL)
			continue;
		if (n->op == FX_CALL_METHOD)
			shape[i] = target_in(n->target, methods);
		else if (n->op != FX_CALL_FUNCTION)
			continue;
		else if (target_in(n->target, sizes))
			shape[i] = 1;
		else if (target_in(n->target, getattrs))
			shape[i] = a != NULL && a->n == 2 &&
			    (a->items[1]->kind == FXV_STR ||
			    a->items[1]->kind == FXV_RAW) &&
			    (strcmp(a->items[1]->text, "shape") == 0 ||
			    strcmp(a->items[1]->text, "ndim") == 0);
		else if (target_in(n->target, on_sizes) && n->n_inputs > 0) {
			for (j = 0; j < n->n_inputs && n->inputs[j] < i &&
			    shape[n->inputs[j]]; j++)
				;
			shape[i] = j == n->n_inputs;
		}
	}
	return shape;
}

struct view *
view_build(const struct fx_graph *g, const struct module_tree *mt,
    const struct view_options *opt, struct error *err)
{
	struct view *v = calloc(1, sizeof(*v));
	uint8_t *visible = NULL, *hidden = NULL;
	uint32_t *pos = NULL, *rank = NULL, *main_in = NULL, i, n_visible = 0;
	uint32_t n_inputs = 0;
	uint32_t n_edges = 0;
	struct span_edge *e = NULL;
	uint8_t *shape = NULL;

	if (v == NULL)
		goto oom;
	if (opt->sub[0] != '\0') {
		if ((g = view_sub_graph(g, opt->sub, err)) == NULL)
			goto fail;
		if ((v->own_modules = modules_build(g, MODULES_PARTS_ABOVE)) ==
		    NULL)
			goto oom;
		mt = v->own_modules;
	}
	v->g = g;
	v->modules = mt;
	v->opt = *opt;
	if (v->opt.depth < 0)
		v->opt.depth = 0;
	if (v->opt.depth > VIEW_MAX_DEPTH)
		v->opt.depth = VIEW_MAX_DEPTH;
	visible = calloc(g->n_nodes + 1, 1);
	hidden = calloc(g->n_nodes + 1, 1);
	pos = calloc(g->n_nodes + 1, sizeof(*pos));
	rank = calloc(g->n_nodes + 1, sizeof(*rank));
	v->item_of = malloc((g->n_nodes + 1) * sizeof(*v->item_of));
	if (visible == NULL || hidden == NULL || pos == NULL || rank == NULL ||
	    v->item_of == NULL)
		goto oom;
	if (opt->color == VIEW_COLOR_OVERLAY && view_overlay(v, err) == -1)
		goto fail;
	if (opt->focus[0] != '\0') {
		int64_t f = fx_graph_find(g, opt->focus, strlen(opt->focus));

		if (f < 0) {
			char hint[320];

			suggest_node(g, NULL, opt->focus, hint, sizeof(hint));
			error_kind_set(err, ERROR_NOT_FOUND, "no node named '%s' "
			    "to focus on%s%s", opt->focus, hint[0] ? "; " : "",
			    hint);
			goto fail;
		}
		if (mark_focus(g, (uint32_t)f, v->opt.depth, visible) == -1)
			goto oom;
	} else {
		memset(visible, 1, g->n_nodes);
	}
	/* Hidden ops go, but never the node in focus; edges are bridged
	 * through them, or meet at a point where one joins many to many. */
	if ((v->junction = calloc(g->n_nodes + 1, 1)) == NULL)
		goto oom;
	for (i = 0; opt->hide != 0 && i < g->n_nodes; i++) {
		if (!visible[i] || !(opt->hide & (1u << g->nodes[i].op)) ||
		    strcmp(g->nodes[i].name, opt->focus) == 0)
			continue;
		if (g->nodes[i].n_inputs >= 2 && g->nodes[i].n_users >= 2) {
			v->junction[i] = 1;
		} else {
			visible[i] = 0;
			hidden[i] = 1;
		}
	}
	/* Positions among the drawn nodes measure how far an edge reaches. */
	for (i = 0; i < g->n_nodes; i++) {
		if (!visible[i])
			continue;
		pos[i] = n_visible++;
		n_inputs += g->nodes[i].op == FX_PLACEHOLDER;
	}
	v->pin_inputs = n_inputs <= VIEW_PIN_INPUTS;
	anchor_leaves(g, visible, pos, v->pin_inputs);
	estimate_ranks(g, visible, hidden, v->pin_inputs, rank);

	v->overview = opt->focus[0] == '\0' && opt->overview_above > 0 &&
	    n_visible > opt->overview_above;
	if ((v->open = malloc(mt->n + 1)) == NULL)
		goto oom;
	choose_open(v);
	if (open_cycles(v, visible, hidden) == -1)
		goto oom;
	/* Parts of graph order are worth a frame only beside closed parts:
	 * around a focus, or with every part open, frames only cost room
	 * (a part frame's ranks overlap the next one's, which pushes it
	 * aside: a staircase). */
	v->clusters = v->modules->n > 1;
	if (v->modules->parts) {
		for (i = 1; i < v->modules->n && v->open[i]; i++)
			;
		v->clusters = opt->focus[0] == '\0' && i < v->modules->n;
	}
	if (make_items(v, visible, n_visible) == -1 ||
	    make_segments(v, opt->focus) == -1)
		goto oom;
	move_leaves(v, visible);
	if ((main_in = fx_graph_main_inputs(g)) == NULL ||
	    (v->spine = calloc(g->n_nodes + 1, 1)) == NULL)
		goto oom;
	/* The spine: from the last node back along main inputs, which come
	 * earlier in a graph in FX's order; a graph out of order (or with a
	 * node that uses itself) ends the walk. */
	for (i = g->n_nodes; i > 0; i = main_in[i - 1] + 1) {
		if (visible[i - 1])
			v->spine[i - 1] = 1;
		if (main_in[i - 1] == UINT32_MAX || main_in[i - 1] >= i - 1)
			break;
	}
	if (item_edges(v, visible, hidden, pos, rank, main_in, &e, &n_edges) ==
	    -1 || (shape = shape_nodes(g)) == NULL)
		goto oom;
	for (i = 0; i < n_edges; i++)
		e[i].shape = v->items[e[i].from].kind == ITEM_NODE &&
		    shape[e[i].src];
	if ((n_edges > 0 && choose_proxies(e, n_edges, v->n_items,
	    opt->proxy_span, opt->edges, v->segment, v->n_segments) == -1) ||
	    add_edges(v, e, n_edges) == -1)
		goto oom;
	free(shape);
	free(e);
	free(main_in);
	free(visible);
	free(hidden);
	free(pos);
	free(rank);
	return v;
oom:
	error_nomem(err);
fail:
	free(shape);
	free(e);
	free(main_in);
	free(visible);
	free(hidden);
	free(pos);
	free(rank);
	view_free(v);
	return NULL;
}
