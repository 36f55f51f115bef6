/* write_kernels: a node <-> kernel map (model/kernels.h) -> JSON. */
#ifndef FXVIZ_WRITE_KERNELS_H
#define FXVIZ_WRITE_KERNELS_H

#include <stddef.h>

struct fx_graph;
struct kernel_map;

/* The ids and names of the two graphs a map is of, for its JSON; any
 * may be NULL. */
struct kernels_names {
	const char *post_id, *code_id;
};

/* m, of post and code, as JSON (docs/api.md, "Kernels"): {"post": ID,
 * "code": ID, "provenance": true when a mapping was used, "kernels":
 * [{"id", "name", "handle", "launch", "launch_in", "original_aten",
 * "from", "nodes": [...]}], "nodes": {NAME: [KERNEL ID, ...]},
 * "unmatched": [{"kernel", "node"}], "counts": {...}}. malloc'd,
 * NUL-terminated, its length in *len; NULL when out of memory. */
char *kernels_write_json(const struct kernel_map *m,
    const struct fx_graph *post, const struct fx_graph *code,
    const struct kernels_names *names, int provenance, size_t *len);

#endif
