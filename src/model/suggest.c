/* suggest: a graph's node names, module paths and ops offered to
 * base/nearest, and a view's lists checked against them. */
#include "config.h"

#include "model/suggest.h"

#include <stdio.h>
#include <string.h>

#include "base/nearest.h"
#include "model/graph.h"
#include "model/modules.h"

#define SHOWN	80	/* bytes of a name that matched nothing, quoted */

static void
offer_nodes(struct nearest *n, const struct fx_graph *g)
{
	uint32_t i;

	for (i = 0; g != NULL && i < g->n_nodes; i++)
		nearest_offer(n, g->nodes[i].name, strlen(g->nodes[i].name));
}

void
suggest_node(const struct fx_graph *g, const struct fx_graph *g2,
    const char *name, char *out, size_t size)
{
	struct nearest n;

	nearest_init(&n, name);
	offer_nodes(&n, g);
	offer_nodes(&n, g2);
	nearest_hint(&n, out, size);
}

void
suggest_op(const char *name, size_t len, char *out, size_t size)
{
	char q[NEAREST_LONG + 1];
	struct nearest n;
	int op;

	snprintf(q, sizeof(q), "%.*s", (int)(len < NEAREST_LONG ? len :
	    NEAREST_LONG), name);
	nearest_init(&n, q);
	for (op = 0; op < FX_N_OPS; op++)
		nearest_offer(&n, fx_op_name((enum fx_op)op),
		    strlen(fx_op_name((enum fx_op)op)));
	nearest_hint(&n, out, size);
}

/* The warnings so far, whole ones only, and how many did not fit. */
struct warnings {
	char *out;
	size_t size, len;
	int n, left_out;
};

static void
warn(struct warnings *w, const char *text)
{
	size_t n = strlen(text), room = w->size > 24 ? w->size - 24 : 0;

	w->n++;
	if (w->len + (w->len ? 2 : 0) + n >= room) {
		w->left_out++;
		return;
	}
	w->len += (size_t)snprintf(w->out + w->len, w->size - w->len, "%s%s",
	    w->len ? "; " : "", text);
}

/* One warning for each path of list that names no module of t. */
static void
check_list(struct warnings *w, const struct module_tree *t, const char *key,
    const char *list)
{
	char path[1024], hint[320], text[512];
	const char *p, *end;
	struct nearest n;
	size_t len;
	uint32_t i;

	for (p = list; *p != '\0'; p = *end ? end + 1 : end) {
		if ((end = strchr(p, ',')) == NULL)
			end = p + strlen(p);
		len = (size_t)(end - p);
		if (len == 0 || len >= sizeof(path) ||
		    (len == 1 && *p == '*'))
			continue;
		memcpy(path, p, len);
		path[len] = '\0';
		if (modules_find(t, path) != MODULE_NONE)
			continue;
		nearest_init(&n, path);
		for (i = 1; i < t->n; i++)
			nearest_offer(&n, t->m[i].path, strlen(t->m[i].path));
		nearest_hint(&n, hint, sizeof(hint));
		snprintf(text, sizeof(text), "%s: no module '%.*s%s'%s%s", key,
		    SHOWN, path, len > SHOWN ? "..." : "", hint[0] ? "; " :
		    t->n <= 1 ? " (the graph names none)" : "", hint);
		warn(w, text);
	}
}

int
suggest_unmatched(const struct fx_graph *g, const struct module_tree *t,
    const char *expand, const char *collapse, unsigned hide, char *out,
    size_t size)
{
	struct warnings w = { out, size, 0, 0, 0 };
	unsigned seen = 0;
	char text[128];
	uint32_t i;
	int op;

	if (size > 0)
		out[0] = '\0';
	check_list(&w, t, "expand", expand);
	check_list(&w, t, "collapse", collapse);
	for (i = 0; hide != 0 && i < g->n_nodes; i++)
		seen |= 1u << g->nodes[i].op;
	for (op = 0; op < FX_N_OPS; op++) {
		if (!(hide & ~seen & (1u << op)))
			continue;
		snprintf(text, sizeof(text), "hide: no %s node in this graph",
		    fx_op_name((enum fx_op)op));
		warn(&w, text);
	}
	if (w.left_out > 0 && size > w.len)
		snprintf(out + w.len, size - w.len, "%s(and %d more)",
		    w.len ? " " : "", w.left_out);
	return w.n;
}
