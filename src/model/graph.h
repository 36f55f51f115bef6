/* graph: the FX graph model: nodes, their values, users, order and meta. */
#ifndef FXVIZ_GRAPH_H
#define FXVIZ_GRAPH_H

#include <stddef.h>
#include <stdint.h>

#include "base/name_index.h"
#include "model/value.h"

struct arena;
struct buf;
struct error;

enum fx_op {
	FX_PLACEHOLDER,
	FX_GET_ATTR,
	FX_CALL_FUNCTION,
	FX_CALL_METHOD,
	FX_CALL_MODULE,
	FX_OUTPUT
};
#define FX_N_OPS 6

/* What the node's result looks like, when the input says (fxviz JSON). */
struct fx_tensor {
	const char *dtype;	/* "torch.float32", or NULL */
	int32_t ndim;		/* -1 when the shape is unknown */
	const char **dims;	/* ndim sizes as text: "64", or "s0" when symbolic */
	const char *device;	/* "cpu", "cuda:0", or NULL when not said */
};

/* One frame of nn_module_stack: outermost first. */
struct fx_module {
	const char *path;	/* "blocks.3.attn" */
	const char *type;	/* "torch.nn.modules.linear.Linear", or NULL */
};

struct fx_meta {
	struct fx_tensor *tensors;
	uint32_t n_tensors;
	int tuple;		/* the result is a tuple of n_tensors */
	struct fx_module *modules;
	uint32_t n_modules;
	const char *stack_trace;	/* or NULL */
	/* From an ExportedProgram's graph signature, or NULL: */
	const char *sig_kind;	/* "PARAMETER", "USER_INPUT", "BUFFER_MUTATION" */
	const char *sig_target;	/* the state it names: "linear.weight" */
	int outside;		/* a fragment's input that it uses but does not
				 * define (inductor's "Graph fragment") */
	const char *subgraph;	/* a get_attr or call_module of a graph held
				 * with this one (fx_graph.subs): its name,
				 * "cond_true_0"; or NULL */
	/* What a call_module node calls, when the input says (fxviz JSON
	 * v2's "target_module"), or NULL: */
	const char *target_type;	/* "torch.nn.modules.conv.Conv2d" */
	const char *target_repr;	/* its extra_repr(): "3, 64,
					 * kernel_size=(7, 7), bias=False" */
	/* What a kernel call of inductor's output code computes, from the
	 * comments torch writes over it, or NULL: */
	const char *source_nodes;	/* "linear, relu" (Topologically
					 * Sorted Source Nodes) */
	const char *original_aten;	/* "aten.t, aten.addmm" */
	const char *provenance;	/* "cpp_fused_relu_0:2": its debug
				 * handle, the key of torch's
				 * provenance tracking JSON */
};

struct fx_node {
	const char *name;
	const char *target;	/* as printed: operator.add, blocks.0.qkv, view */
	const char *type;	/* type annotation as printed, or NULL */
	enum fx_op op;
	struct fx_value *args;	/* always a tuple; a placeholder's default is
				 * args[0], as in FX */
	struct fx_value *kwargs;	/* always a dict */
	uint32_t *inputs;	/* node.all_input_nodes: first use order */
	uint32_t n_inputs;
	uint32_t *users;	/* node.users, in graph order */
	uint32_t n_users;
	int32_t printed_users;	/* the user count the input stated, or -1 */
	uint32_t line;		/* line in the source text, or 0 */
	struct fx_meta meta;
};

struct fx_graph;

/* A graph held inside another: print_readable()'s nested classes (cond
 * branches, while_loop bodies, invoke_subgraph, split_module parts). */
struct fx_subgraph {
	const char *name;	/* "cond_true_0": unique in its parent */
	struct fx_graph *graph;	/* owned */
};

/* Where a graph came from, when its input says (a TORCH_TRACE file,
 * format/load_trace.h): every string NULL and rank -1 when it does not. */
struct fx_origin {
	const char *compile_id;	/* as torch prints a compile: "0/0", "0/0_1"
				 * (attempt 1), "!0/1/0" (compiled autograd) */
	const char *stage;	/* what torch wrote it as: "dynamo_output_graph",
				 * "aot_forward_graph", an artifact's name */
	const char *stack;	/* the stack torch compiled it from, outermost
				 * first, a line "FILE:LINE in NAME" each */
	const char *source;	/* the code compiled: "FILE:LINE in NAME" */
	int rank;		/* the distributed rank that wrote it, or -1 */
};

/* Numbers per node, named and in a unit (docs/format.md, "Overlays"):
 * the FLOPs, bytes or time each node costs, or any a user gives. */
struct fx_overlay {
	const char *name;	/* "flops": overlay_name_valid */
	const char *unit;	/* "FLOP", "B", "s" */
	const char *how;	/* how they were made, one line, or NULL */
	uint32_t runs;		/* the runs a value is the mean of, or 0 */
	double *values;		/* per node (n_nodes), NAN for none */
	double *spread;		/* per node, NAN for none; or NULL */
};
#define FX_MAX_OVERLAYS	64

struct fx_graph {
	struct arena *arena;	/* owns every string and value below */
	const char *name;	/* or NULL */
	const char *form;	/* what it was read from: "fx" (print(gm.graph)),
				 * "tabular", "json", "code"; static */
	struct fx_origin origin;
	struct fx_node *nodes;	/* graph order: prev is i - 1, next is i + 1 */
	uint32_t n_nodes;
	uint32_t n_edges;	/* sum of n_users */
	const char **warnings;	/* things the input got wrong but we kept */
	uint32_t n_warnings;
	struct fx_subgraph *subs;	/* in the order the input gives them */
	uint32_t n_subs;
	struct fx_overlay *overlays;	/* in the order they were given */
	uint32_t n_overlays;

	uint32_t cap_nodes;
	uint32_t cap_warnings;
	uint32_t cap_subs;
	struct name_index names;	/* node name -> index */
	struct name_index sub_names;	/* sub-graph name -> index in subs */
};

/* Outcomes of fx_graph_add. */
#define FX_OK		0
#define FX_ENOMEM	(-1)
#define FX_EDUP		(-2)	/* the name is taken */
#define FX_EBADNAME	(-3)	/* empty, or holds control characters or
				 * what XML cannot carry (utf8.h) */
/* What the loaders say of a name refused as FX_EBADNAME. */
#define FX_BAD_NAME_MSG	"bad node name: it is empty or holds a control " \
	"character or a non-character (U+FFFE, U+FFFF, ...)"

/* The name FX gives an output node: "output", or "output_1", "output_2"...
 * when a node bears it (torch's namespace adds the first free suffix),
 * into name[0..size). */
void fx_graph_output_name(const struct fx_graph *g, char *name, size_t size);

/* A node's new name, for fx_graph_rename. */
struct fx_rename {
	uint32_t node;
	const char *name;
	size_t len;
};

/* Gives each r[k].node the name r[k].name[0..len) (copied), keeping its
 * target: fx.Graph's code writes a placeholder whose name is not its
 * target as a parameter named after the target and a line 'NAME =
 * TARGET'. The index of names is made anew once, O(n_nodes). FX_OK,
 * FX_EBADNAME, FX_EDUP (two nodes would bear one name; the graph is
 * left with the names it had), FX_ENOMEM. */
int fx_graph_rename(struct fx_graph *g, const struct fx_rename *r, size_t n);

/* The opcode's name ("call_function"). */
const char *fx_op_name(enum fx_op op);

/* Reads one of the six opcodes from s[0..n); 0, or -1 for anything else. */
int fx_op_parse(const char *s, size_t n, enum fx_op *op);

/* An empty graph, or NULL when out of memory. Free with fx_graph_free. */
struct fx_graph *fx_graph_new(void);
void fx_graph_free(struct fx_graph *g);

/* Appends a node with empty args and kwargs; copies name and target.
 * Node pointers stay valid only until the next add: keep indexes.
 * Returns FX_OK and the node's index in *index, or an FX_E* code. */
int fx_graph_add(struct fx_graph *g, const char *name, size_t name_len,
    enum fx_op op, const char *target, size_t target_len, uint32_t *index);

/* The index of the node called name[0..len), or -1. O(1). */
int64_t fx_graph_find(const struct fx_graph *g, const char *name, size_t len);

/* Records a warning (a copy of the formatted text). 0, or -1 when out of
 * memory. */
int fx_graph_warn(struct fx_graph *g, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Adds sub as the sub-graph called name[0..len), taking it on every
 * path: freed with g, or at once on failure. FX_OK, FX_EDUP when g holds
 * one of that name, FX_EBADNAME for an empty name or one with a '.' (the
 * path separator), FX_ENOMEM. */
int fx_graph_add_sub(struct fx_graph *g, const char *name, size_t len,
    struct fx_graph *sub);

/* Outcomes of fx_graph_add_overlay beside FX_OK and FX_ENOMEM. */
#define FX_EOVERLAYNAME	(-4)	/* not overlay_name_valid */
#define FX_EUNIT	(-5)	/* not 1 to 32 printable ASCII characters */
#define FX_EMANY	(-6)	/* FX_MAX_OVERLAYS already */

/* Whether s can name an overlay: 1 to 64 of A-Z a-z 0-9 _ . -, starting
 * with a letter, and not a name the view option color takes of its own
 * ("op", "kernel"). */
int fx_overlay_name_valid(const char *s);

/* Adds an overlay called name in unit (both copied), every value NAN
 * and no spread, into *o (valid until the next add), once every node is
 * added. An overlay of the
 * same name is replaced (its values NAN again): the one given last
 * counts. FX_OK, FX_EOVERLAYNAME, FX_EUNIT, FX_EMANY or FX_ENOMEM. */
int fx_graph_add_overlay(struct fx_graph *g, const char *name,
    const char *unit, struct fx_overlay **o);

/* The spread of o, every value NAN, made when o has none. -1 when out
 * of memory. */
int fx_overlay_add_spread(struct fx_graph *g, struct fx_overlay *o);

/* The overlay called name, or NULL. */
const struct fx_overlay *fx_graph_overlay(const struct fx_graph *g,
    const char *name);

/* The index in g->subs of the sub-graph called name[0..len), or -1. */
int64_t fx_graph_find_sub(const struct fx_graph *g, const char *name,
    size_t len);

/* The sub-graph a dotted path names ("cond_true_0.body_graph_0": each
 * part inside the one before), g itself for "", or NULL. */
const struct fx_graph *fx_graph_sub(const struct fx_graph *g,
    const char *path);

/* Appends the dotted paths of all g's sub-graphs, at any depth, joined
 * by ", " ("none" when there are none), for an error message. */
void fx_graph_sub_paths(const struct fx_graph *g, struct buf *b);

/* Once every node and value is in: derives inputs, users and n_edges from
 * the node references, and warns where a printed user count disagrees.
 * 0, or -1 when out of memory. */
int fx_graph_finish(struct fx_graph *g);

/* FX defines each node before its users (torch's Graph.lint checks it,
 * and torch never prints a graph otherwise): a reference from node user
 * to a node not before it would close a cycle, which no layout draws in
 * bounded time. 0 when user may refer to ref; -1 with err saying why
 * (ERROR_INPUT, with no place: the loader places it at the reference). */
int fx_graph_check_ref(const struct fx_graph *g, uint32_t user, uint32_t ref,
    struct error *err);

/* The same over a whole finished graph and its sub-graphs, for every
 * reader: 0, or -1 with err placed on the line of the first node that
 * uses one not before it (column 0: the readers that know where the
 * reference is written refuse it there first). */
int fx_graph_check_order(const struct fx_graph *g, struct error *err);

/* For each node, the input its data flows in by: the deepest (longest
 * path from a source), the nearest in graph order on a tie; UINT32_MAX for
 * a node without inputs. The chain a model's layers form, whatever the
 * argument order: the convolution into a batch norm, not its parameters;
 * the block into a residual add, not the shortcut. A malloc'd array, or
 * NULL when out of memory. */
uint32_t *fx_graph_main_inputs(const struct fx_graph *g);

/* Graph-order neighbours, or NULL at the ends. */
const struct fx_node *fx_node_prev(const struct fx_graph *g,
    const struct fx_node *n);
const struct fx_node *fx_node_next(const struct fx_graph *g,
    const struct fx_node *n);

/* Bytes the graph holds: its arena, node array and index, and its
 * sub-graphs'. */
size_t fx_graph_bytes(const struct fx_graph *g);

/* The qualified class of the module a call_module node calls: its
 * target_type, else the type nn_module_stack gives the frame whose path
 * is the target (torch 2.x records a leaf module's call in its own
 * frame); NULL when neither says, or for any other op. */
const char *fx_node_module_type(const struct fx_node *n);

/* The index of n in g. */
uint32_t fx_node_index(const struct fx_graph *g, const struct fx_node *n);

#endif
