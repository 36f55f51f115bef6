/* value: the argument trees of FX nodes (args, kwargs, defaults, return). */
#ifndef FXVIZ_VALUE_H
#define FXVIZ_VALUE_H

#include <stddef.h>
#include <stdint.h>

struct arena;
struct buf;

enum fx_kind {
	FXV_NONE,
	FXV_BOOL,
	FXV_INT,
	FXV_FLOAT,	/* inf and nan included */
	FXV_STR,	/* known to be a string (quoted in the input, or JSON) */
	FXV_RAW,	/* text kept as written: torch.float16, cpu, ij,jk->ik */
	FXV_ELLIPSIS,
	FXV_NODE,	/* a reference to another node */
	FXV_TUPLE,
	FXV_LIST,
	FXV_DICT,
	FXV_SLICE	/* three items: start, stop, step */
};

struct fx_value {
	enum fx_kind kind;
	uint32_t n;		/* items; for FXV_RAW, the node references found
				 * in its text */
	union {
		int boolean;
		int64_t integer;
		double real;
	} num;
	const char *text;	/* FXV_STR, FXV_RAW: the text; FXV_NODE: the
				 * node's name */
	uint32_t node;		/* FXV_NODE: the node's index in its graph */
	struct fx_value **items;
	const char **keys;	/* FXV_DICT: one key per item, as printed */
};

/* A zeroed value of the given kind with room for n items (and n keys for
 * a dict), from the arena; NULL when out of memory. */
struct fx_value *value_new(struct arena *a, enum fx_kind kind, uint32_t n);

/* The same, holding items[0..n) (and for a dict keys[0..n)), for the
 * readers that gather a container's items first. */
struct fx_value *value_of_items(struct arena *a, enum fx_kind kind,
    struct fx_value *const *items, const char *const *keys, uint32_t n);

/* Calls fn for every node reference in v, depth first, in the order FX
 * walks args (the order of node.all_input_nodes). */
void value_each_node(const struct fx_value *v,
    void (*fn)(uint32_t node, void *ctx), void *ctx);

/* Appends v as FX prints args: %name for nodes, (a,) for 1-tuples,
 * strings and raw text bare. Returns 0, or -1 when out of memory. */
int value_format(struct buf *b, const struct fx_value *v);

/* Appends s quoted as Python's repr() would quote it. */
int value_quote(struct buf *b, const char *s);

/* Writes d as Python's repr(float) does (0.25, 1e-05, -1.0, inf, nan)
 * into out, which holds at least 32 bytes. */
void value_float_repr(double d, char *out);

/* Parses a Python int or float literal as FX prints it; fills *v's kind
 * and number and returns 0, or -1 when s[0..n) is no number. */
int value_parse_number(const char *s, size_t n, struct fx_value *v);

#endif
