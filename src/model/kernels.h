/* kernels: which kernels of inductor's output code compute which nodes
 * of the post-grad graph of the same compile, and back. */
#ifndef FXVIZ_KERNELS_H
#define FXVIZ_KERNELS_H

#include <stddef.h>
#include <stdint.h>

struct arena;
struct error;
struct fx_graph;

/* What torch's provenance tracking says one kernel launch computes: an
 * entry of inductor_provenance_tracking_node_mappings' "cppCodeToPost"
 * (format/load_provenance.h reads it). */
struct kernel_origin {
	const char *handle;	/* "cpp_fused_relu_0:2", the debug handle
				 * output code writes over the launch; a
				 * kernel's name alone in torch before 2.8 */
	const char **nodes;	/* post-grad node names, as torch lists them */
	uint32_t n_nodes;
};

struct kernel_provenance {
	struct arena *arena;	/* owns everything below */
	struct kernel_origin *kernels;
	uint32_t n;
};

void kernel_provenance_free(struct kernel_provenance *p);

/* Where a kernel's post-grad nodes came from. */
enum kernel_from {
	KERNEL_FROM_PROVENANCE,	/* the provenance mapping */
	KERNEL_FROM_FRAGMENT,	/* its "Graph fragment" comments */
	KERNEL_FROM_SOURCE_NODES,	/* "Topologically Sorted Source
					 * Nodes": the names of the graph
					 * dynamo traced, which match
					 * post-grad names only where the two
					 * coincide */
	KERNEL_FROM_NONE	/* nothing says */
};

struct kernel {
	const char *id;		/* unique in the map, no blank in it: the
				 * name, or the debug handle ("extern_
				 * kernels.addmm:4") when the name is
				 * launched more than once */
	const char *name;	/* "cpp_fused_relu_0", "extern_kernels.addmm" */
	const char *handle;	/* its debug handle, or NULL */
	int64_t launch;		/* its node in the code graph */
	const char *launch_in;	/* the sub-graph of the code graph that
				 * node is in: "" for call(), "true_graph_0"
				 * for a function call() calls (a cond's
				 * branch) */
	const char *original_aten;	/* "aten.t, aten.addmm", or NULL */
	enum kernel_from from;
	uint32_t *nodes;	/* post-grad node indexes, graph order */
	uint32_t n_nodes;
};

/* A name a kernel gives that the post-grad graph has no node of. */
struct kernel_miss {
	uint32_t kernel;	/* index in kernels */
	const char *node;
};

struct kernel_map {
	struct arena *arena;	/* owns every string and array below */
	struct kernel *kernels;	/* launch order */
	uint32_t n_kernels;
	uint32_t n_nodes;	/* the post-grad graph's */
	uint32_t *first;	/* n_nodes + 1 offsets into of_node */
	uint32_t *of_node;	/* node i's kernels: of_node[first[i] ..
				 * first[i + 1]), in kernel order */
	struct kernel_miss *misses;
	uint32_t n_misses;
	const char **unlaunched;	/* the handles of the mapping's kernels
					 * that code launches none of: another
					 * graph's (torch writes a backward's
					 * mapping with the forward's kernels
					 * in it), their nodes not taken */
	uint32_t n_unlaunched;
};

/* The map between post (a post-grad graph) and code (the output code of
 * the same compile, format/load_output_code.h): each kernel launch of
 * code, in call() and in the functions it calls (a node with a debug handle, source nodes or a Graph fragment, or
 * a call of cpp_*, triton_* or extern_kernels.*) and the nodes of post
 * it computes: prov's entry for its debug handle when prov (or NULL) has
 * one, else its Graph fragment's nodes, else its Source Nodes. Every
 * name that post has no node of is a miss, and every entry of prov no
 * launch takes is listed as unlaunched: none dropped in silence.
 * NULL with err filled when out of memory. */
struct kernel_map *kernels_new(const struct fx_graph *post,
    const struct fx_graph *code, const struct kernel_provenance *prov,
    struct error *err);
void kernels_free(struct kernel_map *m);

/* The kernels (indexes into m->kernels) of post-grad node i, *n of them. */
const uint32_t *kernels_of(const struct kernel_map *m, uint32_t node,
    uint32_t *n);

/* The index of the kernel whose id is id, or -1. */
int64_t kernels_find(const struct kernel_map *m, const char *id);

/* "provenance", "fragment", "source_nodes", "none". */
const char *kernel_from_name(enum kernel_from f);

#endif
