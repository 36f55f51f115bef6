/* load_provenance: the kernel -> post-grad nodes part of torch's
 * provenance tracking JSON (torch/_inductor/debug.py,
 * create_mapping_pre_post_grad_nodes and create_node_mapping_kernel_
 * to_post_grad: "preToPost", "postToPre", "cppCodeToPost",
 * "postToCppCode"; only cppCodeToPost is read). */
#include "config.h"

#include "format/load_provenance.h"

#include <cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/buf.h"
#include "base/error.h"
#include "model/kernels.h"

/* Where cJSON stopped in buf, or its end. */
static size_t
stop_of(const char *buf, size_t len, const char *end)
{
	return end != NULL && end >= buf && end <= buf + len ?
	    (size_t)(end - buf) : len;
}

struct kernel_provenance *
load_provenance(const char *buf, size_t len, struct error *err)
{
	const char *end = NULL;
	cJSON *root, *map, *k, *v;
	struct kernel_provenance *p = NULL;
	uint32_t n = 0, i;

	root = cJSON_ParseWithLengthOpts(buf, len, &end, 0);
	if (root == NULL) {
		error_at(err, buf, len, stop_of(buf, len, end), "invalid JSON "
		    "in the provenance mapping");
		return NULL;
	}
	map = cJSON_GetObjectItemCaseSensitive(root, "cppCodeToPost");
	if (!cJSON_IsObject(map)) {
		error_at(err, buf, len, 0, "a provenance mapping without its "
		    "\"cppCodeToPost\" object (the kernels and their post-grad "
		    "nodes)");
		goto fail;
	}
	cJSON_ArrayForEach(k, map)
		n++;
	if ((p = calloc(1, sizeof(*p))) == NULL ||
	    (p->arena = arena_new()) == NULL ||
	    (p->kernels = arena_alloc(p->arena, (n + 1) *
	    sizeof(*p->kernels))) == NULL)
		goto nomem;
	cJSON_ArrayForEach(k, map) {
		struct kernel_origin *o = &p->kernels[p->n];

		if (!cJSON_IsArray(k) || k->string == NULL)
			continue;	/* not what torch writes: left out */
		o->n_nodes = (uint32_t)cJSON_GetArraySize(k);
		if ((o->handle = arena_strdup(p->arena, k->string)) == NULL ||
		    (o->nodes = arena_alloc(p->arena, (o->n_nodes + 1) *
		    sizeof(*o->nodes))) == NULL)
			goto nomem;
		i = 0;
		cJSON_ArrayForEach(v, k)
			if (cJSON_IsString(v) && (o->nodes[i++] =
			    arena_strdup(p->arena, v->valuestring)) == NULL)
				goto nomem;
		o->n_nodes = i;
		p->n++;
	}
	cJSON_Delete(root);
	return p;
nomem:
	error_nomem(err);
fail:
	kernel_provenance_free(p);
	cJSON_Delete(root);
	return NULL;
}

int
load_provenance_append(struct buf *code, const char *json, size_t len)
{
	if (code->len > 0 && code->data[code->len - 1] != '\n')
		buf_addc(code, '\n');
	buf_adds(code, LOAD_PROVENANCE_MARK "\n# ");
	while (len > 0 && (json[len - 1] == '\n' || json[len - 1] == '\r'))
		len--;
	buf_add(code, json, len);
	buf_addc(code, '\n');
	return buf_cstr(code) == NULL ? -1 : 0;
}

int
load_provenance_find(const char *code, size_t code_len, const char **json,
    size_t *len)
{
	static const char mark[] = "\n" LOAD_PROVENANCE_MARK "\n# ";
	size_t n = sizeof(mark) - 1, at;
	const char *nl;

	/* the last one: it was appended after the code */
	for (at = code_len >= n ? code_len - n + 1 : 0; at-- > 0;)
		if (code[at] == '\n' && memcmp(code + at, mark, n) == 0)
			break;
	if (at == (size_t)-1 || code_len < n)
		return 0;
	*json = code + at + n;
	nl = memchr(*json, '\n', code_len - (at + n));
	*len = nl ? (size_t)(nl - *json) : code_len - (at + n);
	return 1;
}
