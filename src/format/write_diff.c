/* write_diff: the report of a diff, as text and as JSON (the only cJSON
 * writer of diffs). */
#include "config.h"

#include "format/write_diff.h"

#include <cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "model/diff.h"
#include "model/graph.h"

static const char class_mark[DIFF_N_CLASSES] = { ' ', '~', '+', '-' };

static const char *
merged_name(const struct diff *d, uint32_t m)
{
	const struct diff_node *dn = &d->nodes[m];

	return dn->b != DIFF_NONE ? d->b->nodes[dn->b].name :
	    d->a->nodes[dn->a].name;
}

int
diff_write_summary(const struct diff *d, struct buf *b)
{
	return buf_printf(b, "%u changed, %u added, %u removed, %u same "
	    "(matched %u by name, %u by structure); edges: %u added, "
	    "%u removed, %u same", d->count[DIFF_CHANGED],
	    d->count[DIFF_ADDED], d->count[DIFF_REMOVED], d->count[DIFF_SAME],
	    d->by_name, d->by_structure, d->edge_count[DIFF_ADDED],
	    d->edge_count[DIFF_REMOVED], d->edge_count[DIFF_SAME]);
}

int
diff_write_text(const struct diff *d, struct buf *b)
{
	uint32_t m;
	unsigned f;

	for (m = 0; m < d->n_nodes; m++) {
		const struct diff_node *dn = &d->nodes[m];
		int first = 1;

		if (dn->cls == DIFF_SAME)
			continue;
		buf_printf(b, "%c %s", class_mark[dn->cls], merged_name(d, m));
		if (dn->cls == DIFF_CHANGED && dn->a != DIFF_NONE &&
		    strcmp(d->a->nodes[dn->a].name, merged_name(d, m)) != 0)
			buf_printf(b, " (was %s)", d->a->nodes[dn->a].name);
		for (f = 1; dn->cls == DIFF_CHANGED && f < 1u << DIFF_N_FIELDS;
		    f <<= 1) {
			if (!(dn->changed & f))
				continue;
			buf_printf(b, "%s %s ", first ? ":" : ";",
			    diff_field_name(f));
			diff_field_text(b, d->a, dn->a, f);
			buf_adds(b, " -> ");
			diff_field_text(b, d->b, dn->b, f);
			first = 0;
		}
		buf_addc(b, '\n');
	}
	diff_write_summary(d, b);
	buf_addc(b, '\n');
	return buf_cstr(b) == NULL ? -1 : 0;
}

/* {"op": ..., "target": ..., "args": ..., ...} of node i of g, or NULL. */
static cJSON *
side(const struct fx_graph *g, uint32_t i)
{
	cJSON *o = cJSON_CreateObject();
	struct buf b = BUF_INIT;
	unsigned f;

	if (o == NULL)
		return NULL;
	for (f = 1; f < 1u << DIFF_N_FIELDS; f <<= 1) {
		buf_reset(&b);
		if (diff_field_text(&b, g, i, f) == -1 ||
		    cJSON_AddStringToObject(o, diff_field_name(f),
		    buf_cstr(&b)) == NULL) {
			buf_free(&b);
			cJSON_Delete(o);
			return NULL;
		}
	}
	buf_free(&b);
	return o;
}

static cJSON *
name_or_null(const struct fx_graph *g, uint32_t i)
{
	return i == DIFF_NONE ? cJSON_CreateNull() :
	    cJSON_CreateString(g->nodes[i].name);
}

static cJSON *
node_json(const struct diff *d, uint32_t m)
{
	static const char *const by[] = { NULL, "name", "structure" };
	const struct diff_node *dn = &d->nodes[m];
	cJSON *o = cJSON_CreateObject(), *fields;
	unsigned f;

	if (o == NULL)
		return NULL;
	cJSON_AddStringToObject(o, "name", merged_name(d, m));
	cJSON_AddStringToObject(o, "class", diff_class_name(dn->cls));
	cJSON_AddItemToObject(o, "a", name_or_null(d->a, dn->a));
	cJSON_AddItemToObject(o, "b", name_or_null(d->b, dn->b));
	cJSON_AddItemToObject(o, "match", by[dn->by] ?
	    cJSON_CreateString(by[dn->by]) : cJSON_CreateNull());
	if (dn->cls == DIFF_CHANGED) {
		fields = cJSON_AddArrayToObject(o, "changed");
		for (f = 1; fields != NULL && f < 1u << DIFF_N_FIELDS; f <<= 1)
			if (dn->changed & f)
				cJSON_AddItemToArray(fields,
				    cJSON_CreateString(diff_field_name(f)));
	}
	if (dn->a != DIFF_NONE)
		cJSON_AddItemToObject(o, "before", side(d->a, dn->a));
	if (dn->b != DIFF_NONE)
		cJSON_AddItemToObject(o, "after", side(d->b, dn->b));
	return o;
}

static cJSON *
graph_json(const struct fx_graph *g, const char *id, const char *name)
{
	cJSON *o = cJSON_CreateObject();

	if (o == NULL)
		return NULL;
	cJSON_AddItemToObject(o, "id", id ? cJSON_CreateString(id) :
	    cJSON_CreateNull());
	name = name ? name : g->name;
	cJSON_AddItemToObject(o, "name", name ? cJSON_CreateString(name) :
	    cJSON_CreateNull());
	cJSON_AddNumberToObject(o, "nodes", g->n_nodes);
	cJSON_AddNumberToObject(o, "edges", g->n_edges);
	return o;
}

/* Counts every cJSON_Add* made, so one failure anywhere is seen at the
 * end: cJSON_Print of a tree with a part missing would be a lie. */
static int
complete(const cJSON *o, uint32_t n_nodes, uint32_t n_edges)
{
	const cJSON *nodes = cJSON_GetObjectItemCaseSensitive(o, "nodes");
	const cJSON *edges = cJSON_GetObjectItemCaseSensitive(o, "edges");

	return cJSON_GetArraySize(nodes) == (int)n_nodes &&
	    cJSON_GetArraySize(edges) == (int)n_edges &&
	    cJSON_GetObjectItemCaseSensitive(o, "summary") != NULL;
}

char *
diff_write_json(const struct diff *d, const struct diff_names *names,
    size_t *len)
{
	static const struct diff_names none = { NULL, NULL, NULL, NULL };
	cJSON *root = cJSON_CreateObject(), *sum, *es, *nodes, *edges, *e;
	char *s = NULL;
	uint32_t k;
	int c;

	if (names == NULL)
		names = &none;
	if (root == NULL)
		return NULL;
	cJSON_AddItemToObject(root, "a", graph_json(d->a, names->a_id,
	    names->a_name));
	cJSON_AddItemToObject(root, "b", graph_json(d->b, names->b_id,
	    names->b_name));
	if ((sum = cJSON_AddObjectToObject(root, "summary")) != NULL) {
		for (c = 0; c < DIFF_N_CLASSES; c++)
			cJSON_AddNumberToObject(sum, diff_class_name(
			    (enum diff_class)c), d->count[c]);
		cJSON_AddNumberToObject(sum, "by_name", d->by_name);
		cJSON_AddNumberToObject(sum, "by_structure", d->by_structure);
		if ((es = cJSON_AddObjectToObject(sum, "edges")) != NULL) {
			cJSON_AddNumberToObject(es, "same",
			    d->edge_count[DIFF_SAME]);
			cJSON_AddNumberToObject(es, "added",
			    d->edge_count[DIFF_ADDED]);
			cJSON_AddNumberToObject(es, "removed",
			    d->edge_count[DIFF_REMOVED]);
		}
	}
	nodes = cJSON_AddArrayToObject(root, "nodes");
	for (k = 0; nodes != NULL && k < d->n_nodes; k++)
		cJSON_AddItemToArray(nodes, node_json(d, k));
	edges = cJSON_AddArrayToObject(root, "edges");
	for (k = 0; edges != NULL && k < d->n_edges; k++) {
		if ((e = cJSON_CreateObject()) == NULL)
			break;
		cJSON_AddStringToObject(e, "from", merged_name(d,
		    d->edges[k].from));
		cJSON_AddStringToObject(e, "to", merged_name(d, d->edges[k].to));
		cJSON_AddStringToObject(e, "class",
		    diff_class_name(d->edges[k].cls));
		cJSON_AddItemToArray(edges, e);
	}
	if (complete(root, d->n_nodes, d->n_edges))
		s = cJSON_PrintUnformatted(root);
	cJSON_Delete(root);
	if (s != NULL)
		*len = strlen(s);
	return s;
}
