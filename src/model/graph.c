/* graph: the FX graph model, its name index and the derived users. */
#include "config.h"

#include "model/graph.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/buf.h"
#include "base/error.h"
#include "base/utf8.h"

static const char *const op_names[FX_N_OPS] = {
	"placeholder", "get_attr", "call_function", "call_method",
	"call_module", "output"
};

const char *
fx_op_name(enum fx_op op)
{
	return (unsigned)op < FX_N_OPS ? op_names[op] : "?";
}

int
fx_op_parse(const char *s, size_t n, enum fx_op *op)
{
	int i;

	for (i = 0; i < FX_N_OPS; i++) {
		if (strlen(op_names[i]) == n && memcmp(op_names[i], s, n) == 0) {
			*op = (enum fx_op)i;
			return 0;
		}
	}
	return -1;
}

static const char *
node_name(const void *g, uint32_t i)
{
	return ((const struct fx_graph *)g)->nodes[i].name;
}

static const char *
sub_name(const void *g, uint32_t i)
{
	return ((const struct fx_graph *)g)->subs[i].name;
}

struct fx_graph *
fx_graph_new(void)
{
	struct fx_graph *g = calloc(1, sizeof(*g));

	if (g == NULL)
		return NULL;
	if ((g->arena = arena_new()) == NULL) {
		free(g);
		return NULL;
	}
	g->origin.rank = -1;
	name_index_init(&g->names, node_name, g);
	name_index_init(&g->sub_names, sub_name, g);
	return g;
}

void
fx_graph_free(struct fx_graph *g)
{
	uint32_t i;

	if (g == NULL)
		return;
	for (i = 0; i < g->n_subs; i++)
		fx_graph_free(g->subs[i].graph);
	free(g->subs);
	name_index_free(&g->sub_names);
	free(g->nodes);
	name_index_free(&g->names);
	free(g->warnings);
	free(g->overlays);
	arena_free(g->arena);
	free(g);
}

int
fx_overlay_name_valid(const char *s)
{
	size_t i, n = strlen(s);

	if (n == 0 || n > 64 || !((s[0] >= 'a' && s[0] <= 'z') ||
	    (s[0] >= 'A' && s[0] <= 'Z')) || strcmp(s, "op") == 0 ||
	    strcmp(s, "kernel") == 0)
		return 0;
	for (i = 0; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= 'A' && s[i] <= 'Z') ||
		    (s[i] >= '0' && s[i] <= '9') || s[i] == '_' ||
		    s[i] == '.' || s[i] == '-'))
			return 0;
	return 1;
}

/* A unit: 1 to 32 printable ASCII characters. */
static int
unit_valid(const char *s)
{
	size_t i, n = strlen(s);

	for (i = 0; i < n; i++)
		if (s[i] < ' ' || s[i] > '~')
			return 0;
	return n > 0 && n <= 32;
}

/* n NANs in g's arena, or NULL. */
static double *
nans(struct fx_graph *g, uint32_t n)
{
	double *d = arena_alloc(g->arena, ((size_t)n + 1) * sizeof(*d));
	uint32_t i;

	if (d != NULL)
		for (i = 0; i < n; i++)
			d[i] = NAN;
	return d;
}

int
fx_graph_add_overlay(struct fx_graph *g, const char *name, const char *unit,
    struct fx_overlay **o)
{
	struct fx_overlay *to = (struct fx_overlay *)fx_graph_overlay(g, name);
	struct fx_overlay fresh = { NULL, NULL, NULL, 0, NULL, NULL }, *grown;

	if (!fx_overlay_name_valid(name))
		return FX_EOVERLAYNAME;
	if (!unit_valid(unit))
		return FX_EUNIT;
	if (to == NULL && g->n_overlays == FX_MAX_OVERLAYS)
		return FX_EMANY;
	if ((fresh.name = arena_strdup(g->arena, name)) == NULL ||
	    (fresh.unit = arena_strdup(g->arena, unit)) == NULL ||
	    (fresh.values = nans(g, g->n_nodes)) == NULL)
		return FX_ENOMEM;
	if (to == NULL) {
		grown = realloc(g->overlays, ((size_t)g->n_overlays + 1) *
		    sizeof(*grown));
		if (grown == NULL)
			return FX_ENOMEM;
		g->overlays = grown;
		to = &g->overlays[g->n_overlays++];
	}
	*to = fresh;
	*o = to;
	return FX_OK;
}

int
fx_overlay_add_spread(struct fx_graph *g, struct fx_overlay *o)
{
	if (o->spread == NULL && (o->spread = nans(g, g->n_nodes)) == NULL)
		return -1;
	return 0;
}

const struct fx_overlay *
fx_graph_overlay(const struct fx_graph *g, const char *name)
{
	uint32_t i;

	for (i = 0; i < g->n_overlays; i++)
		if (strcmp(g->overlays[i].name, name) == 0)
			return &g->overlays[i];
	return NULL;
}

int64_t
fx_graph_find(const struct fx_graph *g, const char *name, size_t len)
{
	uint32_t i = name_index_find(&g->names, name, len);

	return i == NAME_NONE ? -1 : (int64_t)i;
}

static int
bad_name(const char *s, size_t n)
{
	size_t i, k;

	if (n == 0)
		return 1;
	for (i = 0; i < n; i += k)
		if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f ||
		    (k = utf8_xml_char_len(s + i, n - i)) == 0)
			return 1;
	return 0;
}

void
fx_graph_output_name(const struct fx_graph *g, char *name, size_t size)
{
	int i;

	snprintf(name, size, "output");
	for (i = 1; fx_graph_find(g, name, strlen(name)) >= 0; i++)
		snprintf(name, size, "output_%d", i);
}

/* The index of names over the nodes as they are named now; FX_EDUP when
 * two bear one name. */
static int
reindex(struct fx_graph *g)
{
	uint32_t i;

	name_index_free(&g->names);
	name_index_init(&g->names, node_name, g);
	for (i = 0; i < g->n_nodes; i++) {
		if (fx_graph_find(g, g->nodes[i].name,
		    strlen(g->nodes[i].name)) >= 0)
			return FX_EDUP;
		if (name_index_add(&g->names, i) == -1)
			return FX_ENOMEM;
	}
	return FX_OK;
}

/* Node references in v name the nodes as g names them now. */
static void
rename_refs(const struct fx_graph *g, struct fx_value *v)
{
	uint32_t i;

	if (v == NULL)
		return;
	if (v->kind == FXV_NODE && v->node < g->n_nodes)
		v->text = g->nodes[v->node].name;
	if (v->kind == FXV_RAW)
		return;
	for (i = 0; i < v->n; i++)
		rename_refs(g, v->items[i]);
}

int
fx_graph_rename(struct fx_graph *g, const struct fx_rename *r, size_t n)
{
	const char **old, *name;
	size_t k;
	int rc;

	if (n == 0)
		return FX_OK;
	for (k = 0; k < n; k++)
		if (r[k].node >= g->n_nodes || bad_name(r[k].name, r[k].len))
			return FX_EBADNAME;
	if ((old = malloc(n * sizeof(*old))) == NULL)
		return FX_ENOMEM;
	for (k = 0; k < n; k++) {
		if ((name = arena_strndup(g->arena, r[k].name, r[k].len)) ==
		    NULL)
			break;
		old[k] = g->nodes[r[k].node].name;
		g->nodes[r[k].node].name = name;
	}
	rc = k < n ? FX_ENOMEM : reindex(g);
	if (rc != FX_OK) {
		while (k-- > 0)
			g->nodes[r[k].node].name = old[k];
		if (reindex(g) != FX_OK)
			rc = FX_ENOMEM;
	}
	free(old);
	for (k = 0; rc == FX_OK && k < g->n_nodes; k++) {
		rename_refs(g, g->nodes[k].args);
		rename_refs(g, g->nodes[k].kwargs);
	}
	return rc;
}

int
fx_graph_add(struct fx_graph *g, const char *name, size_t name_len,
    enum fx_op op, const char *target, size_t target_len, uint32_t *index)
{
	struct fx_node *n;

	if (bad_name(name, name_len))
		return FX_EBADNAME;
	if (fx_graph_find(g, name, name_len) >= 0)
		return FX_EDUP;
	if (g->n_nodes == UINT32_MAX - 1)
		return FX_ENOMEM;
	if (g->n_nodes == g->cap_nodes) {
		uint32_t cap = g->cap_nodes ? g->cap_nodes * 2 : 64;
		struct fx_node *nodes = realloc(g->nodes, cap * sizeof(*nodes));

		if (nodes == NULL)
			return FX_ENOMEM;
		g->nodes = nodes;
		g->cap_nodes = cap;
	}
	n = &g->nodes[g->n_nodes];
	memset(n, 0, sizeof(*n));
	n->op = op;
	n->printed_users = -1;
	n->name = arena_strndup(g->arena, name, name_len);
	n->target = arena_strndup(g->arena, target, target_len);
	n->args = value_new(g->arena, FXV_TUPLE, 0);
	n->kwargs = value_new(g->arena, FXV_DICT, 0);
	if (n->name == NULL || n->target == NULL || n->args == NULL ||
	    n->kwargs == NULL || name_index_add(&g->names, g->n_nodes) == -1)
		return FX_ENOMEM;
	*index = g->n_nodes++;
	return FX_OK;
}

int
fx_graph_warn(struct fx_graph *g, const char *fmt, ...)
{
	struct buf b = BUF_INIT;
	va_list ap;
	char *s;

	if (g->n_warnings == g->cap_warnings) {
		uint32_t cap = g->cap_warnings ? g->cap_warnings * 2 : 8;
		const char **w = realloc(g->warnings, cap * sizeof(*w));

		if (w == NULL)
			return -1;
		g->warnings = w;
		g->cap_warnings = cap;
	}
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	s = buf_cstr(&b) ? arena_strdup(g->arena, buf_cstr(&b)) : NULL;
	buf_free(&b);
	if (s == NULL)
		return -1;
	g->warnings[g->n_warnings++] = s;
	return 0;
}

/* Collects a node's distinct inputs in first-use order, as FX does. */
struct collect {
	uint32_t *seen;		/* seen[i] == stamp: already an input */
	uint32_t stamp;
	uint32_t *out;
	uint32_t n;
};

static void
collect_input(uint32_t node, void *ctx)
{
	struct collect *c = ctx;

	if (c->seen[node] == c->stamp)
		return;
	c->seen[node] = c->stamp;
	if (c->out != NULL)
		c->out[c->n] = node;
	c->n++;
}

static void
collect_inputs(const struct fx_node *n, struct collect *c)
{
	value_each_node(n->args, collect_input, c);
	value_each_node(n->kwargs, collect_input, c);
}

int
fx_graph_finish(struct fx_graph *g)
{
	struct collect c = { NULL, 0, NULL, 0 };
	uint32_t i, j, n_edges = 0;
	int rc = -1;

	if (g->n_nodes == 0)
		return 0;
	if ((c.seen = calloc(g->n_nodes, sizeof(*c.seen))) == NULL)
		return -1;
	for (i = 0; i < g->n_nodes; i++)
		g->nodes[i].n_users = 0;
	/* Inputs, counted then stored, and user counts from them. */
	for (i = 0; i < g->n_nodes; i++) {
		struct fx_node *n = &g->nodes[i];

		c.stamp = i + 1;
		c.n = 0;
		c.out = NULL;
		collect_inputs(n, &c);
		n->n_inputs = c.n;
		n->inputs = NULL;
		if (c.n > 0) {
			n->inputs = arena_alloc(g->arena, c.n * sizeof(uint32_t));
			if (n->inputs == NULL)
				goto fail;
			c.stamp = g->n_nodes + i + 1;
			c.n = 0;
			c.out = n->inputs;
			collect_inputs(n, &c);
		}
		for (j = 0; j < n->n_inputs; j++)
			g->nodes[n->inputs[j]].n_users++;
	}
	for (i = 0; i < g->n_nodes; i++) {
		struct fx_node *n = &g->nodes[i];

		n_edges += n->n_users;
		n->users = NULL;
		if (n->n_users > 0 && (n->users = arena_alloc(g->arena,
		    n->n_users * sizeof(uint32_t))) == NULL)
			goto fail;
		n->n_users = 0;
	}
	/* Users in graph order: walking nodes in order appends them so. */
	for (i = 0; i < g->n_nodes; i++) {
		struct fx_node *n = &g->nodes[i];

		for (j = 0; j < n->n_inputs; j++) {
			struct fx_node *in = &g->nodes[n->inputs[j]];

			in->users[in->n_users++] = i;
		}
	}
	g->n_edges = n_edges;
	for (i = 0; i < g->n_nodes; i++) {
		struct fx_node *n = &g->nodes[i];

		if (n->printed_users >= 0 &&
		    (uint32_t)n->printed_users != n->n_users &&
		    fx_graph_warn(g, "line %u: %%%s says it has %d users, but "
		    "%u %s it", n->line, n->name, n->printed_users, n->n_users,
		    n->n_users == 1 ? "node uses" : "nodes use") == -1)
			goto fail;
	}
	rc = 0;
fail:
	free(c.seen);
	return rc;
}

/* Depths in one pass: FX's graph order is topological. */
#define NO_CYCLE "FX defines each node before its users, so a graph holds " \
	"no cycle"

int
fx_graph_check_ref(const struct fx_graph *g, uint32_t user, uint32_t ref,
    struct error *err)
{
	const struct fx_node *r = &g->nodes[ref];

	if (ref < user)
		return 0;
	if (ref == user)
		error_set(err, "'%s' uses itself: " NO_CYCLE, r->name);
	else if (r->line > 0)
		error_set(err, "'%s' is used before it is defined (on line %u): "
		    NO_CYCLE, r->name, r->line);
	else
		error_set(err, "'%s' is used before it is defined: " NO_CYCLE,
		    r->name);
	return -1;
}

int
fx_graph_check_order(const struct fx_graph *g, struct error *err)
{
	uint32_t i, k;

	for (i = 0; i < g->n_nodes; i++) {
		const struct fx_node *n = &g->nodes[i];

		for (k = 0; k < n->n_inputs; k++)
			if (fx_graph_check_ref(g, i, n->inputs[k], err) == -1) {
				err->line = (int)n->line;
				err->column = 0;
				return -1;
			}
	}
	for (i = 0; i < g->n_subs; i++)
		if (fx_graph_check_order(g->subs[i].graph, err) == -1)
			return -1;
	return 0;
}

uint32_t *
fx_graph_main_inputs(const struct fx_graph *g)
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

const struct fx_node *
fx_node_prev(const struct fx_graph *g, const struct fx_node *n)
{
	return n > g->nodes ? n - 1 : NULL;
}

const struct fx_node *
fx_node_next(const struct fx_graph *g, const struct fx_node *n)
{
	return n + 1 < g->nodes + g->n_nodes ? n + 1 : NULL;
}

const char *
fx_node_module_type(const struct fx_node *n)
{
	uint32_t i;

	if (n->op != FX_CALL_MODULE)
		return NULL;
	if (n->meta.target_type != NULL)
		return n->meta.target_type;
	for (i = n->meta.n_modules; i-- > 0;)
		if (strcmp(n->meta.modules[i].path, n->target) == 0)
			return n->meta.modules[i].type;
	return NULL;
}

size_t
fx_graph_bytes(const struct fx_graph *g)
{
	size_t n = arena_bytes(g->arena) + g->cap_nodes * sizeof(*g->nodes) +
	    name_index_bytes(&g->names) +
	    g->cap_warnings * sizeof(*g->warnings) +
	    g->cap_subs * sizeof(*g->subs) + name_index_bytes(&g->sub_names) +
	    g->n_overlays * sizeof(*g->overlays);
	uint32_t i;

	for (i = 0; i < g->n_subs; i++)
		n += fx_graph_bytes(g->subs[i].graph);
	return n;
}

int
fx_graph_add_sub(struct fx_graph *g, const char *name, size_t len,
    struct fx_graph *sub)
{
	if (len == 0 || memchr(name, '.', len) != NULL) {
		fx_graph_free(sub);
		return FX_EBADNAME;
	}
	if (fx_graph_find_sub(g, name, len) >= 0) {
		fx_graph_free(sub);
		return FX_EDUP;
	}
	if (g->n_subs == g->cap_subs) {
		uint32_t cap = g->cap_subs ? g->cap_subs * 2 : 4;
		struct fx_subgraph *s = realloc(g->subs, cap * sizeof(*s));

		if (s == NULL) {
			fx_graph_free(sub);
			return FX_ENOMEM;
		}
		g->subs = s;
		g->cap_subs = cap;
	}
	if ((g->subs[g->n_subs].name = arena_strndup(g->arena, name, len)) ==
	    NULL) {
		fx_graph_free(sub);
		return FX_ENOMEM;
	}
	if (sub->name == NULL)
		sub->name = g->subs[g->n_subs].name;
	g->subs[g->n_subs].graph = sub;
	if (name_index_add(&g->sub_names, g->n_subs) == -1) {
		fx_graph_free(sub);
		return FX_ENOMEM;
	}
	g->n_subs++;
	return FX_OK;
}

int64_t
fx_graph_find_sub(const struct fx_graph *g, const char *name, size_t len)
{
	uint32_t i = name_index_find(&g->sub_names, name, len);

	return i == NAME_NONE ? -1 : (int64_t)i;
}

const struct fx_graph *
fx_graph_sub(const struct fx_graph *g, const char *path)
{
	const char *p = path, *dot;
	int64_t i;
	size_t n;

	while (g != NULL && *p != '\0') {
		dot = strchr(p, '.');
		n = dot ? (size_t)(dot - p) : strlen(p);
		i = fx_graph_find_sub(g, p, n);
		g = i >= 0 ? g->subs[i].graph : NULL;
		if (dot != NULL && dot[1] == '\0')
			return NULL;	/* "a." */
		p = dot ? dot + 1 : p + n;
	}
	return g;
}

static void
add_paths(const struct fx_graph *g, struct buf *b, const char *prefix,
    int *first)
{
	uint32_t i;

	for (i = 0; i < g->n_subs; i++) {
		buf_printf(b, "%s%s%s%s", *first ? "" : ", ", prefix,
		    *prefix ? "." : "", g->subs[i].name);
		*first = 0;
	}
	for (i = 0; i < g->n_subs; i++) {
		struct buf p = BUF_INIT;

		buf_printf(&p, "%s%s%s", prefix, *prefix ? "." : "",
		    g->subs[i].name);
		if (buf_cstr(&p) != NULL)
			add_paths(g->subs[i].graph, b, buf_cstr(&p), first);
		buf_free(&p);
	}
}

void
fx_graph_sub_paths(const struct fx_graph *g, struct buf *b)
{
	int first = 1;

	add_paths(g, b, "", &first);
	if (first)
		buf_adds(b, "none");
}

uint32_t
fx_node_index(const struct fx_graph *g, const struct fx_node *n)
{
	return (uint32_t)(n - g->nodes);
}
