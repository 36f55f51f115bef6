/* diff: what changed from one FX graph to another: a matching of their
 * nodes, each node and edge classified, and the merged graph that holds
 * both (docs/diff.md states the rule). */
#ifndef FXVIZ_DIFF_H
#define FXVIZ_DIFF_H

#include <stdint.h>

struct buf;
struct error;
struct fx_graph;

#define DIFF_NONE	UINT32_MAX

enum diff_class { DIFF_SAME, DIFF_CHANGED, DIFF_ADDED, DIFF_REMOVED };
#define DIFF_N_CLASSES	4

/* The fields of a changed node, as bits, in the order they are listed. */
#define DIFF_OP		(1u << 0)
#define DIFF_TARGET	(1u << 1)
#define DIFF_ARGS	(1u << 2)
#define DIFF_KWARGS	(1u << 3)
#define DIFF_MODULE	(1u << 4)
#define DIFF_SHAPE	(1u << 5)
#define DIFF_N_FIELDS	6

/* How a pair was matched. */
enum diff_by { DIFF_BY_NONE, DIFF_BY_NAME, DIFF_BY_STRUCTURE };

/* A node of the merged graph. */
struct diff_node {
	uint32_t a, b;		/* its index in a and in b, or DIFF_NONE */
	enum diff_class cls;
	unsigned changed;	/* DIFF_OP...: the fields that differ */
	enum diff_by by;
};

/* An edge of the merged graph, input -> user, by merged indexes. */
struct diff_edge {
	uint32_t from, to;
	enum diff_class cls;	/* same, added or removed */
};

struct diff {
	const struct fx_graph *a, *b;	/* borrowed */
	uint32_t *a_to_b, *b_to_a;	/* the matching; DIFF_NONE unmatched */
	struct diff_node *nodes;	/* merged order: b's order, each node
					 * only in a after the node of a it
					 * follows */
	uint32_t n_nodes;
	uint32_t *of_a, *of_b;		/* a's, b's node -> merged index */
	struct diff_edge *edges;	/* grouped by user, in merged order:
					 * those of user u from
					 * edge_start[u] */
	uint32_t *edge_start;		/* n_nodes + 1 */
	uint32_t *by_from;		/* edges' indexes, each user's by the
					 * node they come from */
	uint32_t n_edges;
	uint32_t count[DIFF_N_CLASSES];		/* nodes of each class */
	uint32_t edge_count[DIFF_N_CLASSES];	/* edges (no CHANGED) */
	uint32_t by_name, by_structure;		/* matched pairs */
};

/* The edges of two graphs together that a comparison takes at most: its
 * work and its report grow with them, and a report is made in a request
 * thread. Ten times a 200-block transformer's. */
#define DIFF_MAX_EDGES	2000000

/* 0 when a and b are small enough to compare; else -1 with err saying
 * so (ERROR_LIMIT). */
int diff_fits(const struct fx_graph *a, const struct fx_graph *b,
    struct error *err);

/* Matches a's nodes to b's and classifies every node and edge. a and b
 * are borrowed and must outlive the diff. NULL when out of memory. Linear
 * in the size of the graphs (nodes and edges), but for nodes alike in
 * op, target and hash of inputs that are not alike in inputs. */
struct diff *diff_new(const struct fx_graph *a, const struct fx_graph *b);
void diff_free(struct diff *d);

/* The merged graph: one node per d->nodes[i] (its name from b, else from
 * a), with b's args, kwargs and meta (a's for a removed node), and the
 * edges of both graphs (d->edges) as its inputs and users. It borrows
 * a's and b's strings: free it before them. Its names are unique (a name
 * in both graphs is a matched pair). NULL when out of memory. */
struct fx_graph *diff_merge(const struct diff *d);

/* "same", "changed", "added", "removed". */
const char *diff_class_name(enum diff_class c);

/* "op", "target", "args", "kwargs", "module", "shape": field is one bit. */
const char *diff_field_name(unsigned field);

/* The class of the merged edge from -> to, or DIFF_SAME when there is
 * none. */
enum diff_class diff_edge_class(const struct diff *d, uint32_t from,
    uint32_t to);

/* Appends node i of g's field (one DIFF_* bit) as text: the target,
 * args as FX prints them, the module path and class, the shapes; "" when
 * the graph says nothing. 0, or -1 when out of memory. */
int diff_field_text(struct buf *b, const struct fx_graph *g, uint32_t i,
    unsigned field);

#endif
