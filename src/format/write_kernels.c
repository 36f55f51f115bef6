/* write_kernels: the JSON of a node <-> kernel map. */
#include "config.h"

#include "format/write_kernels.h"

#include <cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "model/graph.h"
#include "model/kernels.h"

static cJSON *
string_or_null(const char *s)
{
	return s != NULL ? cJSON_CreateString(s) : cJSON_CreateNull();
}

static cJSON *
kernel_json(const struct kernel *k, const struct fx_graph *post,
    const struct fx_graph *code)
{
	const struct fx_graph *in = fx_graph_sub(code, k->launch_in);
	cJSON *o = cJSON_CreateObject(), *nodes;
	uint32_t i;

	if (o == NULL)
		return NULL;
	cJSON_AddStringToObject(o, "id", k->id);
	cJSON_AddStringToObject(o, "name", k->name);
	cJSON_AddItemToObject(o, "handle", string_or_null(k->handle));
	cJSON_AddStringToObject(o, "launch", in->nodes[k->launch].name);
	if (*k->launch_in != '\0')
		cJSON_AddStringToObject(o, "launch_in", k->launch_in);
	cJSON_AddItemToObject(o, "original_aten",
	    string_or_null(k->original_aten));
	cJSON_AddStringToObject(o, "from", kernel_from_name(k->from));
	nodes = cJSON_AddArrayToObject(o, "nodes");
	for (i = 0; nodes != NULL && i < k->n_nodes; i++)
		cJSON_AddItemToArray(nodes,
		    cJSON_CreateString(post->nodes[k->nodes[i]].name));
	return o;
}

/* Whether every item made it in: cJSON_Print of a tree with a part
 * missing would be a lie. */
static int
complete(const cJSON *root, const struct kernel_map *m, uint32_t in_some)
{
	return cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(root,
	    "kernels")) == (int)m->n_kernels &&
	    cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(root,
	    "nodes")) == (int)in_some &&
	    cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(root,
	    "unmatched")) == (int)m->n_misses &&
	    cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(root,
	    "unlaunched")) == (int)m->n_unlaunched &&
	    cJSON_GetObjectItemCaseSensitive(root, "counts") != NULL;
}

char *
kernels_write_json(const struct kernel_map *m, const struct fx_graph *post,
    const struct fx_graph *code, const struct kernels_names *names,
    int provenance, size_t *len)
{
	static const struct kernels_names none = { NULL, NULL };
	cJSON *root = cJSON_CreateObject(), *ks, *nodes, *miss, *o, *a, *c;
	uint32_t i, j, n, in_some = 0;
	const uint32_t *of;
	char *s = NULL;

	if (root == NULL)
		return NULL;
	if (names == NULL)
		names = &none;
	cJSON_AddItemToObject(root, "post", string_or_null(names->post_id));
	cJSON_AddItemToObject(root, "code", string_or_null(names->code_id));
	cJSON_AddBoolToObject(root, "provenance", provenance);
	ks = cJSON_AddArrayToObject(root, "kernels");
	for (i = 0; ks != NULL && i < m->n_kernels; i++)
		cJSON_AddItemToArray(ks, kernel_json(&m->kernels[i], post, code));
	nodes = cJSON_AddObjectToObject(root, "nodes");
	for (i = 0; nodes != NULL && i < post->n_nodes; i++) {
		if ((of = kernels_of(m, i, &n)) == NULL || n == 0)
			continue;
		in_some++;
		if ((a = cJSON_AddArrayToObject(nodes, post->nodes[i].name)) ==
		    NULL)
			break;
		for (j = 0; j < n; j++)
			cJSON_AddItemToArray(a,
			    cJSON_CreateString(m->kernels[of[j]].id));
	}
	miss = cJSON_AddArrayToObject(root, "unmatched");
	for (i = 0; miss != NULL && i < m->n_misses; i++) {
		if ((o = cJSON_CreateObject()) == NULL)
			break;
		cJSON_AddStringToObject(o, "kernel",
		    m->kernels[m->misses[i].kernel].id);
		cJSON_AddStringToObject(o, "node", m->misses[i].node);
		cJSON_AddItemToArray(miss, o);
	}
	miss = cJSON_AddArrayToObject(root, "unlaunched");
	for (i = 0; miss != NULL && i < m->n_unlaunched; i++)
		cJSON_AddItemToArray(miss, cJSON_CreateString(m->unlaunched[i]));
	if ((c = cJSON_AddObjectToObject(root, "counts")) != NULL) {
		cJSON_AddNumberToObject(c, "kernels", m->n_kernels);
		cJSON_AddNumberToObject(c, "nodes", post->n_nodes);
		cJSON_AddNumberToObject(c, "nodes_in_kernels", in_some);
		cJSON_AddNumberToObject(c, "unmatched", m->n_misses);
		cJSON_AddNumberToObject(c, "unlaunched", m->n_unlaunched);
	}
	if (complete(root, m, in_some) && (s = cJSON_PrintUnformatted(root)) !=
	    NULL)
		*len = strlen(s);
	cJSON_Delete(root);
	return s;
}
