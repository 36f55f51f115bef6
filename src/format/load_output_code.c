/* load_output_code: inductor's output code -> the graph of its call().
 *
 * torch writes the file (torch/_inductor/codegen/wrapper.py) as: imports,
 * one 'NAME = async_compile.cpp_pybinding(...)' or '.triton(...)' per
 * kernel with its source in a string and comments over it, then call(),
 * which allocates buffers, launches kernels on them and returns some.
 * Pass one finds the kernels, what each writes and says it computes;
 * pass two reads call() statement by statement, each name bound to the
 * node that last wrote it. */
#include "config.h"

#include "format/load_output_code.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/array.h"
#include "base/error.h"
#include "base/guard.h"
#include "base/name_index.h"
#include "base/utf8.h"
#include "format/load_fxir.h"
#include "format/pytext.h"
#include "model/graph.h"
#include "model/value.h"

#define MAX_DEPTH	64	/* calls nested in calls' arguments */
#define MAX_PARAMS	1024	/* a kernel's parameters we keep track of */

/* err placed at offset at of the file; -1 */
#define FAIL_AT(r, at, ...) \
	(error_at((r)->err, (r)->buf, (r)->len, (at), __VA_ARGS__), -1)

/* A kernel the file defines. */
struct kernel {
	const char *name;	/* in the reader's arena */
	uint8_t written[MAX_PARAMS];	/* which parameters it writes */
	uint32_t n_params;
	const char *source_nodes, *original_aten;	/* in g's arena, or NULL */
	size_t fragment;	/* its "# Graph fragment:" line, or len */
	size_t fragment_end;
	uint32_t fragment_line;
	const char *sub;	/* its sub-graph's name once made, or NULL */
};

/* A name call() binds, and the value it is bound to. */
struct binding {
	const char *name;	/* in the reader's arena */
	struct fx_value *v;
};

/* A top-level 'def NAME(args):' other than call. */
struct function {
	size_t at, name, name_end;
};

struct reader {
	const char *buf;
	size_t len;
	const struct guard *guard;
	struct error *err;
	struct arena *arena;	/* names, gone with the read */
	struct fx_graph *g;
	struct kernel *kernels;
	size_t n_kernels, cap_kernels;
	struct name_index kernel_names;
	struct binding *bind;
	size_t n_bind, cap_bind;
	struct name_index bind_names;
	struct function *funcs;
	size_t n_funcs, cap_funcs;
	size_t call;		/* the 'def call(' of the graph */
	size_t line_at;		/* line_of's last offset, and its line */
	uint32_t line_no;
	int depth;		/* calls open in parse_expr */
	/* what the comments over the next launch say, or NULL */
	const char *source_nodes, *original_aten, *provenance;
};

static int
nomem(struct reader *r)
{
	error_nomem(r->err);
	return -1;
}

/* The line of offset at: counted on from the last one asked, as the
 * reads go forward; from the start when they go back. */
static uint32_t
line_of(struct reader *r, size_t at)
{
	const char *nl;

	if (at < r->line_at || r->line_no == 0) {
		r->line_at = 0;
		r->line_no = 1;
	}
	while (r->line_at < at && (nl = memchr(r->buf + r->line_at, '\n',
	    at - r->line_at)) != NULL) {
		r->line_no++;
		r->line_at = (size_t)(nl - r->buf) + 1;
	}
	r->line_at = at;
	return r->line_no;
}

/* A bracket at at that nothing closes: a statement that runs to the
 * end of the file. */
static int
unclosed(struct reader *r, size_t at)
{
	return FAIL_AT(r, at, "unbalanced '%c': nothing closes it",
	    r->buf[at]);
}

static const char *
kernel_name(const void *owner, uint32_t i)
{
	return ((const struct reader *)owner)->kernels[i].name;
}

static const char *
binding_name(const void *owner, uint32_t i)
{
	return ((const struct reader *)owner)->bind[i].name;
}

static void
trim(const char *b, size_t *s, size_t *e)
{
	while (*s < *e && (b[*s] == ' ' || b[*s] == '\t' || b[*s] == '\n' ||
	    b[*s] == '\r'))
		(*s)++;
	while (*e > *s && (b[*e - 1] == ' ' || b[*e - 1] == '\t' ||
	    b[*e - 1] == '\n' || b[*e - 1] == '\r'))
		(*e)--;
}

/* ---- pass one: the kernels ------------------------------------------- */

/* "[a, b], Original ATen: [aten.x]" after "Source Nodes: ": the two
 * lists' insides, in g's arena. */
static int
read_sources(struct reader *r, size_t at, size_t e, const char **nodes,
    const char **aten)
{
	const char *b = r->buf, *p;
	size_t close;

	if (at >= e || b[at] != '[' || (close = pytext_closer(b, e, at)) == e)
		return 0;
	/* torch 2.1 writes "Source Nodes: [], Original ATen: []" */
	if (close > at + 1 && (*nodes = arena_strndup(r->g->arena, b + at + 1,
	    close - at - 1)) == NULL)
		return nomem(r);
	p = memchr(b + close, 'O', e - close);
	if (p != NULL && pytext_starts(b, e, (size_t)(p - b),
	    "Original ATen: [")) {
		at = (size_t)(p - b) + 15;
		if ((close = pytext_closer(b, e, at)) < e && close > at + 1 &&
		    (*aten = arena_strndup(r->g->arena, b + at + 1,
		    close - at - 1)) == NULL)
			return nomem(r);
	}
	return 0;
}

/* A comment line's text after '#' and blanks, in [*at, e). */
static size_t
comment_text(const char *b, size_t first, size_t e)
{
	for (first++; first < e && b[first] == ' '; first++)
		;
	return first;
}

/* What the comment lines in [s, end) say of kernel k: its source nodes
 * and its Graph fragment block. */
static int
read_kernel_comments(struct reader *r, struct kernel *k, size_t s,
    size_t end)
{
	const char *b = r->buf;
	size_t first, e, t;
	int empty;

	for (; s < end; s = pytext_next_line(b, r->len, s)) {
		first = pytext_indent(b, r->len, s, &empty);
		e = pytext_line_end(b, r->len, s);
		if (empty || b[first] != '#') {
			if (k->fragment < r->len && k->fragment_end == r->len)
				k->fragment_end = s;
			continue;
		}
		t = comment_text(b, first, e);
		if (k->fragment < r->len && k->fragment_end == r->len &&
		    t - first < 3)
			k->fragment_end = s;	/* "#   %a : ..." no more */
		if (pytext_starts(b, e, t, "Graph fragment:") &&
		    k->fragment == r->len) {
			k->fragment = s;
			k->fragment_line = line_of(r, s);
			k->fragment_end = r->len;
		} else if (k->source_nodes == NULL &&
		    pytext_starts(b, e, t, "Topologically Sorted Source Nodes: ")) {
			if (read_sources(r, t + 35, e, &k->source_nodes,
			    &k->original_aten) == -1)
				return -1;
		} else if (k->source_nodes == NULL &&
		    pytext_starts(b, e, t, "Source Nodes: ")) {
			if (read_sources(r, t + 14, e, &k->source_nodes,
			    &k->original_aten) == -1)
				return -1;
		}
	}
	if (k->fragment < r->len && k->fragment_end == r->len)
		k->fragment_end = end;
	return 0;
}

/* The parameters of a kernel's signature, '(' at open: which it
 * writes. A C one writes its pointers that are not const; a triton one
 * its out_ptr and in_out_ptr. */
static void
read_params(struct reader *r, struct kernel *k, size_t open, int c)
{
	const char *b = r->buf;
	size_t close = pytext_closer(b, r->len, open), i, e;

	if (close == r->len)
		return;
	for (i = open + 1; i < close && k->n_params < MAX_PARAMS; i = e + 1) {
		e = pytext_find(b, close, i, ',');
		trim(b, &i, &e);
		if (c)
			k->written[k->n_params] = memchr(b + i, '*', e - i) !=
			    NULL && !pytext_starts(b, e, i, "const ");
		else
			k->written[k->n_params] = pytext_starts(b, e, i,
			    "out_ptr") || pytext_starts(b, e, i, "in_out_ptr");
		k->n_params++;
	}
}

/* Where in [s, e) the text t starts on a line of its own (after
 * blanks), or e. */
static size_t
find_line(const char *b, size_t s, size_t e, const char *t, size_t *line)
{
	size_t i, first;
	int empty;

	for (i = s; i < e; i = pytext_next_line(b, e, i)) {
		first = pytext_indent(b, e, i, &empty);
		if (pytext_starts(b, e, first, t)) {
			*line = i;
			return first;
		}
	}
	return e;
}

/* 'NAME = async_compile.KIND(...)' at first, the definition's end at
 * end; the comments over it from block. */
static int
read_kernel(struct reader *r, size_t first, size_t name_end, size_t end,
    size_t block)
{
	const char *b = r->buf;
	struct kernel *k;
	size_t at, line, kind;
	char *name;

	if (array_grow((void **)&r->kernels, r->n_kernels, &r->cap_kernels,
	    sizeof(*r->kernels)) == -1 ||
	    (name = arena_strndup(r->arena, b + first, name_end - first)) ==
	    NULL)
		return nomem(r);
	if (name_index_find(&r->kernel_names, name, name_end - first) !=
	    NAME_NONE)
		return 0;	/* a second definition: torch writes none */
	k = &r->kernels[r->n_kernels];
	memset(k, 0, sizeof(*k));
	k->name = name;
	k->fragment = k->fragment_end = r->len;
	if (read_kernel_comments(r, k, block, end) == -1)
		return -1;
	kind = pytext_find(b, end, first, '.') + 1;
	if (pytext_starts(b, end, kind, "triton")) {
		/* def NAME(in_out_ptr0, xnumel, ...): or def triton_(...) */
		at = find_line(b, first, end, "def ", &line);
		if (at < end && (at = pytext_find(b, end, at, '(')) < end)
			read_params(r, k, at, 0);
	} else {
		/* extern "C" void kernel(const float* in_ptr0, float* ...) */
		at = find_line(b, first, end, "extern \"C\"", &line);
		if (at < end && (at = pytext_find(b, end, at, '(')) < end)
			read_params(r, k, at, 1);
	}
	r->n_kernels++;
	if (name_index_add(&r->kernel_names, (uint32_t)r->n_kernels - 1) ==
	    -1)
		return nomem(r);
	return 0;
}

/* Whether the statement at first (to e) is 'NAME = async_compile.':
 * the name's end, or 0. */
static size_t
kernel_def(const char *b, size_t first, size_t e)
{
	size_t i = pytext_word_end(b, e, first), n = i;

	if (n == first)
		return 0;
	while (i < e && b[i] == ' ')
		i++;
	if (i == e || b[i] != '=')
		return 0;
	for (i++; i < e && b[i] == ' '; i++)
		;
	return pytext_starts(b, e, i, "async_compile.") ? n : 0;
}

/* Pass one, over the whole file: its kernels, its functions and call. */
static int
scan(struct reader *r)
{
	const char *b = r->buf;
	size_t s, first, e, block = 0, n, i;
	int empty, in_block = 0;
	struct function *f;

	r->call = r->len;
	for (s = 0; s < r->len; s = pytext_next_line(b, r->len, e)) {
		first = pytext_indent(b, r->len, s, &empty);
		if (empty || b[first] == '#') {
			if (!empty && !in_block && first == s) {
				block = s;
				in_block = 1;
			}
			e = s;
			continue;
		}
		e = pytext_statement_end(b, r->len, first);
		if (e == r->len && (i = pytext_unclosed(b, e, first)) < e)
			return unclosed(r, i);
		if (first == s && (n = kernel_def(b, first, e)) > 0 &&
		    read_kernel(r, first, n, e, in_block ? block : s) == -1)
			return -1;
		in_block = 0;
		if (!pytext_starts(b, e, first, "def "))
			continue;
		i = first + 4;
		n = pytext_word_end(b, e, i);
		if (n - i == 4 && memcmp(b + i, "call", 4) == 0) {
			if (r->call == r->len)
				r->call = first;
		} else if (first == s && (pytext_starts(b, e, n, "(args):") ||
		    pytext_starts(b, e, n, "(args) :"))) {
			if (array_grow((void **)&r->funcs, r->n_funcs,
			    &r->cap_funcs, sizeof(*r->funcs)) == -1)
				return nomem(r);
			f = &r->funcs[r->n_funcs++];
			f->at = first;
			f->name = i;
			f->name_end = n;
		}
	}
	return 0;
}

/* ---- pass two: call() -------------------------------------------------- */

static struct binding *
find_binding(const struct reader *r, const char *s, size_t n)
{
	uint32_t k = name_index_find(&r->bind_names, s, n);

	return k == NAME_NONE ? NULL : &r->bind[k];
}

static int
bind(struct reader *r, const char *s, size_t n, struct fx_value *v)
{
	struct binding *x = find_binding(r, s, n);

	if (x != NULL) {
		x->v = v;
		return 0;
	}
	if (array_grow((void **)&r->bind, r->n_bind, &r->cap_bind,
	    sizeof(*r->bind)) == -1)
		return nomem(r);
	x = &r->bind[r->n_bind];
	if ((x->name = arena_strndup(r->arena, s, n)) == NULL)
		return nomem(r);
	x->v = v;
	r->n_bind++;
	if (name_index_add(&r->bind_names, (uint32_t)r->n_bind - 1) == -1)
		return nomem(r);
	return 0;
}

static struct fx_value *
raw(struct reader *r, size_t s, size_t e)
{
	struct fx_value *v = value_new(r->g->arena, FXV_RAW, 0);

	if (v == NULL || (v->text = arena_strndup(r->g->arena, r->buf + s,
	    e - s)) == NULL) {
		nomem(r);
		return NULL;
	}
	return v;
}

static struct fx_value *
node_ref(struct reader *r, uint32_t node)
{
	struct fx_value *v = value_new(r->g->arena, FXV_NODE, 0);

	if (v == NULL) {
		nomem(r);
		return NULL;
	}
	v->node = node;
	v->text = r->g->nodes[node].name;
	return v;
}

/* A node named base[0..n) or, when that is taken, base_1, base_2, ...:
 * each base's next suffix is kept, so that a kernel launched 10,000
 * times is not 10,000 tries for the last. */
static int
add_node(struct reader *r, const char *base, size_t n, enum fx_op op,
    const char *target, size_t tn, uint32_t *index)
{
	char name[256];
	struct binding *next;
	struct fx_value *count;
	int rc;

	if (n > 200)
		n = 200;
	memcpy(name, "#", 1);	/* no Python name starts so */
	memcpy(name + 1, base, n);
	if ((next = find_binding(r, name, n + 1)) == NULL) {
		if ((count = value_new(r->arena, FXV_INT, 0)) == NULL ||
		    bind(r, name, n + 1, count) == -1)
			return nomem(r);
		next = find_binding(r, name, n + 1);
	}
	memmove(name, name + 1, n);
	name[n] = '\0';
	for (;;) {
		if (next->v->num.integer > 0)
			snprintf(name + n, sizeof(name) - n, "_%lld",
			    (long long)next->v->num.integer);
		next->v->num.integer++;
		rc = fx_graph_add(r->g, name, strlen(name), op, target, tn,
		    index);
		if (rc != FX_EDUP)
			break;
	}
	return rc == FX_OK ? 0 : nomem(r);
}

/* The items of a bracket: values separated by commas, keyword ones
 * (NAME=...) into kw when kw is not NULL. */
struct items {
	struct fx_value **v;
	const char **k;
	size_t *at;		/* where each value starts */
	uint32_t n, cap;
};

static void
items_free(struct items *it)
{
	free(it->v);
	free(it->k);
	free(it->at);
}

static struct fx_value *parse_expr(struct reader *r, size_t s, size_t e,
    const char *name, size_t nn, int statement);

static int
parse_items(struct reader *r, size_t s, size_t e, struct items *pos,
    struct items *kw)
{
	const char *b = r->buf;
	size_t i, c, vs, ve, k;
	struct items *to;
	struct fx_value *v;
	const char *key;

	for (i = s; i < e; i = c + 1) {
		c = pytext_find(b, e, i, ',');
		vs = i;
		ve = c;
		trim(b, &vs, &ve);
		if (vs == ve)
			continue;
		to = pos;
		key = NULL;
		k = pytext_word_end(b, ve, vs);
		if (kw != NULL && k > vs && k < ve && b[k] == '=' &&
		    (k + 1 == ve || b[k + 1] != '=')) {
			to = kw;
			if ((key = arena_strndup(r->g->arena, b + vs,
			    k - vs)) == NULL)
				return nomem(r);
			vs = k + 1;
			trim(b, &vs, &ve);
		}
		if ((v = parse_expr(r, vs, ve, NULL, 0, 0)) == NULL)
			return -1;
		if (to->n == to->cap) {
			to->cap = to->cap ? 2 * to->cap : 8;
			if ((to->v = realloc(to->v, to->cap *
			    sizeof(*to->v))) == NULL ||
			    (to->k = realloc(to->k, to->cap *
			    sizeof(*to->k))) == NULL ||
			    (to->at = realloc(to->at, to->cap *
			    sizeof(*to->at))) == NULL)
				return nomem(r);
		}
		to->v[to->n] = v;
		to->k[to->n] = key;
		to->at[to->n++] = vs;
	}
	return 0;
}

static struct fx_value *
container(struct reader *r, enum fx_kind kind, const struct items *it)
{
	struct fx_value *v = value_of_items(r->g->arena, kind, it->v, it->k,
	    it->n);

	if (v == NULL)
		nomem(r);
	return v;
}

/* Whether the text s..e is an allocation or view whose node should
 * carry no launch's comments. */
static int
is_helper(const char *b, size_t s, size_t e)
{
	return pytext_starts(b, e, s, "empty") ||	/* empty_strided_cpu */
	    pytext_starts(b, e, s, "reinterpret_tensor") ||
	    pytext_starts(b, e, s, "alloc_from_pool") ||
	    pytext_starts(b, e, s, "torch.empty");
}

/* The kernel a callee names (K or K.run), or NULL. */
static const struct kernel *
callee_kernel(const struct reader *r, size_t s, size_t e)
{
	size_t n = pytext_word_end(r->buf, e, s);
	uint32_t k;

	if (n != e && !(e - n == 4 && memcmp(r->buf + n, ".run", 4) == 0))
		return NULL;
	k = name_index_find(&r->kernel_names, r->buf + s, n - s);
	return k == NAME_NONE ? NULL : &r->kernels[k];
}

/* ---- shapes ------------------------------------------------------------ */

/* The tensor of the size tuple written at offset at ((4, 8), or
 * (s77, 8): each size as written): NULL when it is no tuple, with err
 * filled only when out of memory (*oom). */
static struct fx_tensor *
new_tensor(struct reader *r, size_t at, const char *dtype,
    const char *device, int *oom)
{
	const char *b = r->buf;
	struct fx_tensor *t;
	size_t close, i, c, ds, de, n = 0;

	*oom = 0;
	if (at >= r->len || b[at] != '(' ||
	    (close = pytext_closer(b, r->len, at)) == r->len)
		return NULL;
	for (i = at + 1; i < close; i = c + 1, n++)
		c = pytext_find(b, close, i, ',');
	if ((t = arena_alloc(r->g->arena, sizeof(*t))) == NULL ||
	    (t->dims = arena_alloc(r->g->arena, (n + 1) *
	    sizeof(*t->dims))) == NULL)
		goto oom;
	t->ndim = 0;
	t->dtype = dtype;
	t->device = device;
	for (i = at + 1; i < close; i = c + 1) {
		c = pytext_find(b, close, i, ',');
		ds = i;
		de = c;
		trim(b, &ds, &de);
		if (ds < de && (t->dims[t->ndim++] = arena_strndup(r->g->arena,
		    b + ds, de - ds)) == NULL)
			goto oom;
	}
	return t;
oom:
	*oom = 1;
	nomem(r);
	return NULL;
}

/* Where item k of the tuple written at offset at starts, or len. */
static size_t
item_at(const struct reader *r, size_t at, uint32_t k)
{
	const char *b = r->buf;
	size_t close, i, e;

	if (at >= r->len || b[at] != '(' ||
	    (close = pytext_closer(b, r->len, at)) == r->len)
		return r->len;
	for (i = at + 1; k > 0 && i < close; k--)
		i = pytext_find(b, close, i, ',') + 1;
	e = close;
	trim(b, &i, &e);
	return i < close ? i : r->len;
}

/* Node v's one tensor, when v is a node that has one. */
static const struct fx_tensor *
tensor_of(const struct reader *r, const struct fx_value *v)
{
	const struct fx_node *n;

	if (v == NULL || v->kind != FXV_NODE)
		return NULL;
	n = &r->g->nodes[v->node];
	return n->meta.n_tensors == 1 ? &n->meta.tensors[0] : NULL;
}

/* Gives node v (a placeholder without a shape) the shape size. */
static int
assert_shape(struct reader *r, const struct fx_value *v, size_t size)
{
	struct fx_node *n;
	struct fx_tensor *t;
	int oom;

	if (v->kind != FXV_NODE)
		return 0;
	n = &r->g->nodes[v->node];
	if (n->op != FX_PLACEHOLDER || n->meta.n_tensors > 0)
		return 0;
	if ((t = new_tensor(r, size, NULL, NULL, &oom)) == NULL)
		return oom ? -1 : 0;
	n->meta.tensors = t;
	n->meta.n_tensors = 1;
	return 0;
}

/* assert_size_stride(x, size, stride) and assert_size_stride_grouped((x,
 * y), (size_x, size_y), ...): the inputs' shapes. */
static int
read_assert(struct reader *r, size_t s, size_t open, const struct items *pos)
{
	const struct fx_value *a, *b;
	uint32_t i;

	if (pos->n < 2)
		return 0;
	if (open - s == 18 && memcmp(r->buf + s, "assert_size_stride", 18) == 0)
		return assert_shape(r, pos->v[0], pos->at[1]);
	if (open - s != 26 || memcmp(r->buf + s, "assert_size_stride_grouped",
	    26) != 0)
		return 0;
	a = pos->v[0];
	b = pos->v[1];
	if (a->kind != FXV_TUPLE || b->kind != FXV_TUPLE)
		return 0;
	for (i = 0; i < a->n && i < b->n; i++)
		if (assert_shape(r, a->items[i], item_at(r, pos->at[1], i)) ==
		    -1)
			return -1;
	return 0;
}

/* The shape of a call's node: an allocation's (empty_strided_cpu(size,
 * stride, dtype)), a view's (reinterpret_tensor(x, size, ...)), a
 * kernel's: the buffers it writes, a tuple when there are several. */
static int
call_shape(struct reader *r, uint32_t node, size_t s, size_t open,
    const struct kernel *k, const struct items *pos, const struct items *kw)
{
	const char *b = r->buf;
	const struct fx_tensor *of;
	struct fx_tensor *t = NULL;
	const struct fx_tensor *w[16];
	uint32_t n = 0, j;
	struct fx_meta *m;
	int oom = 0;

	if (pytext_starts(b, open, s, "empty_strided_") && pos->n >= 3 &&
	    pos->v[2]->kind == FXV_RAW) {
		t = new_tensor(r, pos->at[0], pos->v[2]->text,
		    pytext_starts(b, open, s, "empty_strided_cpu") ? "cpu" :
		    pytext_starts(b, open, s, "empty_strided_cuda") ? "cuda" :
		    NULL, &oom);
	} else if ((open - s == 5 && pytext_starts(b, open, s, "empty")) ||
	    (open - s == 13 && pytext_starts(b, open, s, "empty_strided"))) {
		/* torch 2.0's empty((64, 512), device='cuda', dtype=...) */
		const char *dtype = NULL, *device = NULL;

		for (j = 0; j < kw->n; j++)
			if (strcmp(kw->k[j], "dtype") == 0 &&
			    kw->v[j]->kind == FXV_RAW)
				dtype = kw->v[j]->text;
			else if (strcmp(kw->k[j], "device") == 0 &&
			    kw->v[j]->kind == FXV_STR)
				device = kw->v[j]->text;
		t = new_tensor(r, pos->n > 0 ? pos->at[0] : r->len, dtype,
		    device, &oom);
	} else if (open - s == 18 && pytext_starts(b, open, s,
	    "reinterpret_tensor") && pos->n >= 2) {
		of = tensor_of(r, pos->v[0]);
		t = new_tensor(r, pos->at[1], of ? of->dtype : NULL,
		    of ? of->device : NULL, &oom);
	} else {
		for (j = 0; k != NULL && j < pos->n && j < k->n_params; j++)
			if (k->written[j] && (of = tensor_of(r, pos->v[j])) &&
			    n < 16)
				w[n++] = of;
		for (j = 0; j < kw->n; j++)
			if (strcmp(kw->k[j], "out") == 0 &&
			    (of = tensor_of(r, kw->v[j])) && n < 16)
				w[n++] = of;
		if (n == 0)
			return 0;
		if ((t = arena_alloc(r->g->arena, n * sizeof(*t))) == NULL)
			return nomem(r);
		for (j = 0; j < n; j++)
			t[j] = *w[j];
	}
	if (t == NULL)
		return oom ? -1 : 0;
	m = &r->g->nodes[node].meta;
	m->tensors = t;
	m->n_tensors = n > 1 ? n : 1;
	m->tuple = n > 1;
	return 0;
}

/* Binds the name an argument at at writes through (a bare name, the
 * first argument of reinterpret_tensor(...), torch 2.0's
 * c_void_p(buf0.data_ptr())) to node. */
static int
rebind_written(struct reader *r, size_t at, uint32_t node)
{
	const char *b = r->buf;
	size_t e = pytext_word_end(b, r->len, at);
	struct fx_value *ref;

	if (((e - at == 18 && memcmp(b + at, "reinterpret_tensor", 18) == 0) ||
	    (e - at == 8 && memcmp(b + at, "c_void_p", 8) == 0)) &&
	    e < r->len && b[e] == '(') {
		for (at = e + 1; at < r->len && b[at] == ' '; at++)
			;
		e = pytext_word_end(b, r->len, at);
	}
	if (e == at || find_binding(r, b + at, e - at) == NULL)
		return 0;
	if ((ref = node_ref(r, node)) == NULL)
		return -1;
	return bind(r, b + at, e - at, ref);
}

/* callee(args) at s..e, the '(' at open: a node named name[0..nn) (the
 * callee's last part when nn is 0), or NULL for a call that makes no
 * node (a check, a stream, a call with no tensor in it). */
static struct fx_value *
parse_call(struct reader *r, size_t s, size_t open, size_t e,
    const char *name, size_t nn, int statement)
{
	const char *b = r->buf;
	struct items pos = { 0 }, kw = { 0 };
	const struct kernel *k;
	struct fx_value *args = NULL, *kwargs = NULL, *self = NULL, *ret = NULL;
	struct binding *x;
	size_t close = pytext_closer(b, e, open), last = s, i, root;
	enum fx_op op = FX_CALL_FUNCTION;
	uint32_t node, j, refs = 0;

	if (close == e) {
		r->depth++;	/* done: takes one off */
		unclosed(r, open);
		goto done;
	}
	if (++r->depth > MAX_DEPTH) {
		(void)FAIL_AT(r, s, "calls nested more than %d deep",
		    MAX_DEPTH);
		goto done;
	}
	for (i = s; i < open; i++)
		if (b[i] == '.')
			last = i + 1;
	root = pytext_word_end(b, open, s);
	k = callee_kernel(r, s, open);
	if (parse_items(r, open + 1, close, &pos, &kw) == -1)
		goto done;
	/* buf1.item(): a method of a node */
	if (root < open && b[root] == '.' && (x = find_binding(r, b + s,
	    root - s)) != NULL && x->v->kind == FXV_NODE) {
		op = FX_CALL_METHOD;
		self = x->v;
		refs++;
	}
	for (j = 0; j < pos.n; j++)
		refs += pos.v[j]->kind == FXV_NODE ||
		    pos.v[j]->kind == FXV_LIST || pos.v[j]->kind == FXV_TUPLE;
	for (j = 0; j < kw.n; j++)
		refs += kw.v[j]->kind == FXV_NODE;
	if (pytext_starts(b, open, s, "assert_size_stride") &&
	    read_assert(r, s, open, &pos) == -1)
		goto done;
	if (pytext_starts(b, open, s, "assert_") ||
	    pytext_starts(b, open, s, "get_raw_stream") ||
	    (k == NULL && refs == 0 && !(nn > 0 && is_helper(b, s, open)) &&
	    !pytext_starts(b, open, s, "extern_kernels."))) {
		ret = raw(r, s, close + 1);
		goto done;
	}
	if ((args = value_new(r->g->arena, FXV_TUPLE, pos.n + (self != NULL)))
	    == NULL || (kwargs = container(r, FXV_DICT, &kw)) == NULL) {
		nomem(r);
		goto done;
	}
	if (self != NULL)
		args->items[0] = self;
	for (j = 0; j < pos.n; j++)
		args->items[j + (self != NULL)] = pos.v[j];
	if (nn == 0) {
		name = k != NULL ? k->name : b + last;
		nn = k != NULL ? strlen(k->name) : open - last;
	}
	if (add_node(r, name, nn, op, k != NULL ? k->name : op ==
	    FX_CALL_METHOD ? b + last : b + s, k != NULL ? strlen(k->name) :
	    op == FX_CALL_METHOD ? open - last : open - s, &node) == -1)
		goto done;
	r->g->nodes[node].args = args;
	r->g->nodes[node].kwargs = kwargs;
	r->g->nodes[node].line = 0;
	if (statement && !is_helper(b, s, open)) {
		struct fx_meta *m = &r->g->nodes[node].meta;

		m->source_nodes = r->source_nodes ? r->source_nodes :
		    k ? k->source_nodes : NULL;
		m->original_aten = r->original_aten ? r->original_aten :
		    k ? k->original_aten : NULL;
		m->provenance = r->provenance;
		/* a kernel's fragment is a sub-graph of the file's graph,
		 * not of a branch function's */
		m->subgraph = k && k->sub && fx_graph_find_sub(r->g, k->sub,
		    strlen(k->sub)) >= 0 ? k->sub : NULL;
		r->source_nodes = r->original_aten = r->provenance = NULL;
	}
	if (call_shape(r, node, s, open, k, &pos, &kw) == -1)
		goto done;
	/* what it writes is its result from here on */
	for (j = 0; k != NULL && j < pos.n && j < k->n_params; j++)
		if (k->written[j] && rebind_written(r, pos.at[j], node) == -1)
			goto done;
	for (j = 0; j < kw.n; j++)
		if (strcmp(kw.k[j], "out") == 0 &&
		    rebind_written(r, kw.at[j], node) == -1)
			goto done;
	ret = node_ref(r, node);
done:
	r->depth--;
	items_free(&pos);
	items_free(&kw);
	return ret;
}

/* An argument: a name (bound, or kept as text), a literal, a tuple or
 * list, a call (its node), a subscript of a node (a getitem node);
 * anything else as raw text. A node it makes is named name[0..nn) when
 * nn > 0; statement: it is a statement's, which the comments over the
 * statement are about. */
static struct fx_value *
parse_expr(struct reader *r, size_t s, size_t e, const char *name,
    size_t nn, int statement)
{
	const char *b = r->buf;
	struct items it = { 0 };
	struct fx_value *v = NULL, *base, tmp;
	struct binding *x;
	size_t i, close;
	uint32_t node;

	trim(b, &s, &e);
	if (s == e)
		return raw(r, s, e);
	/* torch 2.0 passes a cpp kernel c_void_p(buf0.data_ptr()): buf0 */
	if (pytext_starts(b, e, s, "c_void_p(") && e - s > 21 &&
	    memcmp(b + e - 12, ".data_ptr())", 12) == 0 &&
	    pytext_word_end(b, e, s + 9) == e - 12)
		return parse_expr(r, s + 9, e - 12, NULL, 0, 0);
	if (b[s] == '(' || b[s] == '[') {
		close = pytext_closer(b, e, s);
		if (close + 1 != e)
			return raw(r, s, e);
		if (++r->depth > MAX_DEPTH) {
			r->depth--;
			(void)FAIL_AT(r, s, "brackets nested more than %d deep",
			    MAX_DEPTH);
			return NULL;
		}
		if (parse_items(r, s + 1, close, &it, NULL) == 0) {
			if (b[s] == '(' && it.n == 1 &&
			    pytext_find(b, close, s + 1, ',') == close)
				v = it.v[0];	/* (x): x */
			else
				v = container(r, b[s] == '(' ? FXV_TUPLE :
				    FXV_LIST, &it);
		}
		r->depth--;
		items_free(&it);
		return v;
	}
	if ((b[s] >= '0' && b[s] <= '9') || (b[s] == '-' && s + 1 < e &&
	    b[s + 1] >= '0' && b[s + 1] <= '9')) {
		if (value_parse_number(b + s, e - s, &tmp) == 0 &&
		    (v = value_new(r->g->arena, tmp.kind, 0)) != NULL) {
			v->num = tmp.num;
			return v;
		}
		return raw(r, s, e);
	}
	if (b[s] == '\'' || b[s] == '"') {
		if (pytext_string_end(b, e, s) != e || e - s < 2)
			return raw(r, s, e);
		if ((v = value_new(r->g->arena, FXV_STR, 0)) == NULL ||
		    (v->text = arena_strndup(r->g->arena, b + s + 1,
		    e - s - 2)) == NULL) {
			nomem(r);
			return NULL;
		}
		return v;
	}
	for (i = s; i < e && (pytext_is_word(b[i]) || b[i] == '.'); i++)
		;
	if (i == s)
		return raw(r, s, e);
	if (i == e) {
		if ((x = find_binding(r, b + s, e - s)) != NULL)
			return x->v;
		if (e - s == 4 && memcmp(b + s, "None", 4) == 0)
			return value_new(r->g->arena, FXV_NONE, 0);
		if ((e - s == 4 && memcmp(b + s, "True", 4) == 0) ||
		    (e - s == 5 && memcmp(b + s, "False", 5) == 0)) {
			if ((v = value_new(r->g->arena, FXV_BOOL, 0)) != NULL)
				v->num.boolean = b[s] == 'T';
			return v;
		}
		return raw(r, s, e);
	}
	if ((b[i] != '(' && b[i] != '[') || pytext_closer(b, e, i) + 1 != e)
		return raw(r, s, e);
	if (b[i] == '(')
		return parse_call(r, s, i, e, name, nn, statement);
	/* buf2[0] */
	if ((x = find_binding(r, b + s, i - s)) == NULL ||
	    x->v->kind != FXV_NODE)
		return raw(r, s, e);
	if (r->depth >= MAX_DEPTH) {
		(void)FAIL_AT(r, i, "brackets nested more than %d deep",
		    MAX_DEPTH);
		return NULL;
	}
	base = x->v;	/* the index may bind names, moving x */
	r->depth++;
	v = parse_expr(r, i + 1, e - 1, NULL, 0, 0);
	r->depth--;
	if (v == NULL || add_node(r, nn ? name : "getitem", nn ? nn : 7,
	    FX_CALL_FUNCTION, "operator.getitem", 16, &node) == -1)
		return NULL;
	if ((r->g->nodes[node].args = value_new(r->g->arena, FXV_TUPLE, 2)) ==
	    NULL) {
		nomem(r);
		return NULL;
	}
	r->g->nodes[node].args->items[0] = base;
	r->g->nodes[node].args->items[1] = v;
	return node_ref(r, node);
}

/* The comments over a launch, inside call(). */
static int
read_call_comment(struct reader *r, size_t first, size_t e)
{
	const char *b = r->buf;
	size_t t = comment_text(b, first, e), i;

	if (pytext_starts(b, e, t, "Topologically Sorted Source Nodes: "))
		return read_sources(r, t + 35, e, &r->source_nodes,
		    &r->original_aten);
	if (pytext_starts(b, e, t, "Source Nodes: "))
		return read_sources(r, t + 14, e, &r->source_nodes,
		    &r->original_aten);
	/* a launch in a function of the file (a cond's branch) */
	if (pytext_starts(b, e, t, "Unsorted Source Nodes: "))
		return read_sources(r, t + 23, e, &r->source_nodes,
		    &r->original_aten);
	if (pytext_starts(b, e, t, "[Provenance debug handles] ")) {
		i = t + 27;
		trim(b, &i, &e);
		if ((r->provenance = arena_strndup(r->g->arena, b + i,
		    e - i)) == NULL)
			return nomem(r);
	}
	return 0;
}

static const char *const skipped[] = {
	"if ", "elif ", "else:", "with ", "for ", "while ", "try:", "except",
	"finally:", "pass", "del ", "assert ", "raise ", "import ", "from ",
	"nonlocal ", "global ", NULL
};

/* A name = value, or a bare value, at s..e, on line line. */
static int
read_statement(struct reader *r, size_t s, size_t e, uint32_t line)
{
	const char *b = r->buf;
	size_t eq, i, c, ls, le;
	struct fx_value *v;
	uint32_t before = r->g->n_nodes, node, k;

	trim(b, &s, &e);
	for (k = 0; skipped[k] != NULL; k++)
		if (pytext_starts(b, e, s, skipped[k]))
			return 0;
	if (pytext_starts(b, e, s, "return ") || (e - s == 6 &&
	    pytext_starts(b, e, s, "return"))) {
		if ((v = parse_expr(r, s + 6, e, NULL, 0, 0)) == NULL ||
		    add_node(r, "output", 6, FX_OUTPUT, "output", 6, &node) == -1)
			return -1;
		if ((r->g->nodes[node].args = value_new(r->g->arena,
		    FXV_TUPLE, 1)) == NULL)
			return nomem(r);
		r->g->nodes[node].args->items[0] = v;
		for (k = before; k < r->g->n_nodes; k++)
			r->g->nodes[k].line = line;
		return 1;
	}
	eq = pytext_find(b, e, s, '=');
	if (eq < e && (eq + 1 == e || b[eq + 1] != '=') && eq > s &&
	    strchr("!<>=+-*/%&|^", b[eq - 1]) == NULL) {
		ls = s;
		le = eq;
		trim(b, &ls, &le);
		i = le;
		if (pytext_find(b, le, ls, ',') < le) {
			/* primals_1, primals_2 = args */
			for (i = ls; i < le; i = c + 1) {
				size_t ns, ne;

				c = pytext_find(b, le, i, ',');
				ns = i;
				ne = c;
				trim(b, &ns, &ne);
				if (ns == ne)
					continue;
				if (pytext_word_end(b, ne, ns) != ne)
					return FAIL_AT(r, ns, "expected a name");
				if (add_node(r, b + ns, ne - ns, FX_PLACEHOLDER,
				    b + ns, ne - ns, &node) == -1 ||
				    (v = node_ref(r, node)) == NULL ||
				    bind(r, b + ns, ne - ns, v) == -1)
					return -1;
				r->g->nodes[node].line = line;
			}
			return 0;
		}
		if (pytext_word_end(b, le, ls) != le)
			return 0;	/* buf[0] = x: nothing we draw */
		v = parse_expr(r, eq + 1, e, b + ls, le - ls, 1);
		/* stream0 = get_raw_stream(0): its users name stream0 */
		if (v != NULL && v->kind == FXV_RAW)
			v = raw(r, ls, le);
		if (v == NULL || bind(r, b + ls, le - ls, v) == -1)
			return -1;
	} else {
		for (i = s; i < e && (pytext_is_word(b[i]) || b[i] == '.');
		    i++)
			;
		if (i == s || i == e || b[i] != '(' ||
		    pytext_closer(b, e, i) + 1 != e)
			return 0;
		if (parse_expr(r, s, e, NULL, 0, 1) == NULL)
			return -1;
	}
	for (k = before; k < r->g->n_nodes; k++)
		r->g->nodes[k].line = line;
	return 0;
}

/* The function whose 'def' is at def: its body, statement by
 * statement, into r->g. */
static int
read_function(struct reader *r, size_t def)
{
	const char *b = r->buf;
	size_t s, first, e, i, c, indent;
	uint32_t line, statements = 0;
	int empty, rc, returned = 0;

	for (s = def; s > 0 && b[s - 1] != '\n'; s--)
		;
	indent = def - s;
	e = pytext_statement_end(b, r->len, def);
	for (s = pytext_next_line(b, r->len, e); s < r->len;
	    s = pytext_next_line(b, r->len, e)) {
		first = pytext_indent(b, r->len, s, &empty);
		e = pytext_line_end(b, r->len, s);
		if (empty) {
			e = s;
			continue;
		}
		if (first - s <= indent && b[first] != '#')
			break;
		line = line_of(r, s);
		if (b[first] == '#') {
			if (read_call_comment(r, first, e) == -1)
				return -1;
			e = s;
			continue;
		}
		if (++statements % 4096 == 0 &&
		    guard_check(r->guard, r->err) == -1)
			return -1;
		e = pytext_statement_end(b, r->len, first);
		if (e == r->len && (i = pytext_unclosed(b, e, first)) < e)
			return unclosed(r, i);
		if (returned)
			continue;	/* code after return: never run */
		for (i = first; i < e; i = c + 1) {
			c = pytext_find(b, e, i, ';');
			if ((rc = read_statement(r, i, pytext_find(b, c, i,
			    '#'), line)) == -1)
				return -1;
			if (rc == 1)
				returned = 1;
		}
	}
	if (!returned)
		return FAIL_AT(r, def, "'def call' has no 'return'");
	return 0;
}

/* What the reader holds for one function's graph; done with it. */
static void
reset_names(struct reader *r)
{
	name_index_free(&r->bind_names);
	name_index_init(&r->bind_names, binding_name, r);
	r->n_bind = 0;
	r->source_nodes = r->original_aten = r->provenance = NULL;
}

/* Kernel k's Graph fragment, read by load_fxir from its comment lines
 * (each line as it is), as sub-graph k->name of g; errors and node lines
 * moved to their places in the file. */
static int
read_fragment(struct reader *r, struct kernel *k)
{
	struct fx_graph *sub;
	uint32_t *lines = NULL, n = 0, i, first_line;
	char *text = NULL;
	size_t s, at = 0, e;
	int rc = -1;

	if (k->fragment == r->len)
		return 0;
	if ((text = malloc(k->fragment_end - k->fragment + 1)) == NULL ||
	    (lines = malloc((k->fragment_end - k->fragment + 1) *
	    sizeof(*lines))) == NULL) {
		nomem(r);
		goto done;
	}
	first_line = k->fragment_line;
	for (s = k->fragment; s < k->fragment_end; s = e) {
		e = pytext_next_line(r->buf, r->len, s);
		if (e > k->fragment_end)
			e = k->fragment_end;
		memcpy(text + at, r->buf + s, e - s);
		at += e - s;
		lines[n] = first_line + n;
		n++;
	}
	text[at] = '\0';
	if ((sub = load_fxir(text, at, r->guard, r->err)) == NULL) {
		if (r->err->kind == ERROR_INPUT && r->err->line > 0 &&
		    (uint32_t)r->err->line <= n)
			r->err->line = (int)lines[r->err->line - 1];
		goto done;
	}
	for (i = 0; i < sub->n_nodes; i++)
		if (sub->nodes[i].line > 0 && sub->nodes[i].line <= n)
			sub->nodes[i].line = lines[sub->nodes[i].line - 1];
	if (fx_graph_add_sub(r->g, k->name, strlen(k->name), sub) != FX_OK) {
		nomem(r);
		goto done;
	}
	k->sub = r->g->subs[r->g->n_subs - 1].name;
	rc = 0;
done:
	free(lines);
	free(text);
	return rc;
}

/* g's sub-graphs: each function call() calls by name, read as call()
 * is, into a graph of its own. */
static int
read_functions(struct reader *r)
{
	struct fx_graph *top = r->g, *sub;
	const struct function *f;
	size_t i;
	uint32_t j;
	int64_t k;

	for (i = 0; i < r->n_funcs; i++) {
		f = &r->funcs[i];
		for (j = 0; j < top->n_nodes; j++)
			if (strlen(top->nodes[j].target) == f->name_end -
			    f->name && memcmp(top->nodes[j].target,
			    r->buf + f->name, f->name_end - f->name) == 0)
				break;
		if (j == top->n_nodes || fx_graph_find_sub(top, r->buf +
		    f->name, f->name_end - f->name) >= 0)
			continue;
		if ((sub = fx_graph_new()) == NULL)
			return nomem(r);
		sub->form = "output_code";
		r->g = sub;
		reset_names(r);
		if (read_function(r, f->at) == -1 ||
		    fx_graph_finish(sub) == -1) {
			r->g = top;
			fx_graph_free(sub);
			if (r->err->kind != ERROR_INPUT)
				error_nomem(r->err);
			return -1;
		}
		r->g = top;
		if (fx_graph_add_sub(top, r->buf + f->name, f->name_end -
		    f->name, sub) != FX_OK)
			return nomem(r);
	}
	for (j = 0; top->n_subs > 0 && j < top->n_nodes; j++)
		if (top->nodes[j].meta.subgraph == NULL &&
		    (k = fx_graph_find_sub(top, top->nodes[j].target,
		    strlen(top->nodes[j].target))) >= 0)
			top->nodes[j].meta.subgraph = top->subs[k].name;
	return 0;
}

/* The code of output code, found whole in buf. */
static struct fx_graph *
read_code(const char *buf, size_t len, const struct guard *guard,
    struct error *err)
{
	struct reader r;
	struct fx_graph *g = NULL;
	size_t i;

	if (utf8_text(buf, len, err) == -1)
		return NULL;
	memset(&r, 0, sizeof(r));
	r.buf = buf;
	r.len = len;
	r.guard = guard;
	r.err = err;
	name_index_init(&r.kernel_names, kernel_name, &r);
	name_index_init(&r.bind_names, binding_name, &r);
	if ((r.arena = arena_new()) == NULL || (r.g = fx_graph_new()) ==
	    NULL) {
		error_nomem(err);
		goto done;
	}
	if (scan(&r) == -1)
		goto done;
	if (r.call == len) {
		error_set(err, "no 'def call(args):' in the output code");
		goto done;
	}
	for (i = 0; i < r.n_kernels; i++)
		if (read_fragment(&r, &r.kernels[i]) == -1)
			goto done;
	if (read_function(&r, r.call) == -1 || read_functions(&r) == -1)
		goto done;
	if (fx_graph_finish(r.g) == -1) {
		error_nomem(err);
		goto done;
	}
	g = r.g;
	r.g = NULL;
done:
	fx_graph_free(r.g);
	name_index_free(&r.kernel_names);
	name_index_free(&r.bind_names);
	arena_free(r.arena);
	free(r.kernels);
	free(r.bind);
	free(r.funcs);
	return g;
}

/* ---- TORCH_LOGS=output_code ------------------------------------------- */

#define LOG_MARK	"[__output_code]"

/* Where on the line s..e the log's prefix ends (past LOG_MARK and a
 * blank), or 0 when the line has none. */
static size_t
log_text(const char *buf, size_t s, size_t e)
{
	const char *m;
	size_t t, f = e - s > 512 ? s + 512 : e;	/* a prefix is short */

	m = f > s ? pytext_memstr(buf + s, f - s, LOG_MARK) : NULL;
	if (m == NULL)
		return 0;
	t = (size_t)(m - buf) + sizeof(LOG_MARK) - 1;
	return t < e && buf[t] == ' ' ? t + 1 : t;
}

/* The first "Output code:" of a log, its lines each less its prefix,
 * into a malloc'd *text; (*lines)[i] is the log's line of the text's
 * line i + 1, (*cut)[i] the characters cut before it. The code ends at
 * the first line without the mark, or "Output code written to:". 0, or
 * -1 (no such header, or out of memory: *text NULL). */
static int
unlog(const char *buf, size_t len, char **text, size_t *tlen,
    uint32_t **lines, uint32_t **cut, uint32_t *n)
{
	size_t s, e, t, at = 0;
	uint32_t line = 0, cap = 0, *l2, *c2;
	int in = 0;

	*text = NULL;
	*lines = *cut = NULL;
	*n = 0;
	*tlen = 0;
	for (s = 0; s < len; s = pytext_next_line(buf, len, s)) {
		line++;
		e = pytext_next_line(buf, len, s);
		t = log_text(buf, s, e);
		if (!in) {
			if (t > 0 && pytext_starts(buf, e, t, "Output code:")) {
				in = 1;
				if ((*text = malloc(len - e + 1)) == NULL)
					return -1;
			}
			continue;
		}
		if (t == 0 || pytext_starts(buf, e, t, "Output code written"))
			break;
		if (*n == cap) {
			cap = cap ? 2 * cap : 256;
			if ((l2 = realloc(*lines, cap * sizeof(*l2))) == NULL)
				return -1;
			*lines = l2;
			if ((c2 = realloc(*cut, cap * sizeof(*c2))) == NULL)
				return -1;
			*cut = c2;
		}
		(*lines)[*n] = line;
		(*cut)[(*n)++] = (uint32_t)(t - s);
		memcpy(*text + at, buf + t, e - t);
		at += e - t;
	}
	if (*text == NULL)
		return -1;
	(*text)[at] = '\0';
	*tlen = at;
	return 0;
}

/* g's and its sub-graphs' node lines, from the code's to the log's. */
static void
relines(struct fx_graph *g, const uint32_t *lines, uint32_t n)
{
	uint32_t i;

	for (i = 0; i < g->n_nodes; i++)
		if (g->nodes[i].line > 0 && g->nodes[i].line <= n)
			g->nodes[i].line = lines[g->nodes[i].line - 1];
	for (i = 0; i < g->n_subs; i++)
		relines(g->subs[i].graph, lines, n);
}

struct fx_graph *
load_output_code(const char *buf, size_t len, const struct guard *guard,
    struct error *err)
{
	struct fx_graph *g;
	char *text;
	size_t tlen;
	uint32_t *lines, *cut, n;

	if (!load_is_logged_output_code(buf, len))
		return read_code(buf, len, guard, err);
	if (unlog(buf, len, &text, &tlen, &lines, &cut, &n) == -1) {
		error_nomem(err);
		g = NULL;
		goto done;
	}
	/* places and lines are the log's */
	if ((g = read_code(text, tlen, guard, err)) == NULL) {
		if (err->kind == ERROR_INPUT && err->line > 0 &&
		    (uint32_t)err->line <= n) {
			err->column += (int)cut[err->line - 1];
			err->line = (int)lines[err->line - 1];
		}
		goto done;
	}
	relines(g, lines, n);
done:
	free(text);
	free(lines);
	free(cut);
	return g;
}

int
load_is_logged_output_code(const char *buf, size_t len)
{
	const char *m, *nl;
	size_t s = 0, e, t, at;
	int lines = 0;

	/* every text read comes here: one search of it for the mark, and
	 * lines looked at from the first that has it */
	if ((m = memmem(buf, len, LOG_MARK, sizeof(LOG_MARK) - 1)) == NULL)
		return 0;
	for (at = (size_t)(m - buf); lines < 10000 &&
	    (nl = memchr(buf + s, '\n', at - s)) != NULL; lines++)
		s = (size_t)(nl - buf) + 1;
	/* the header comes first, past whatever else the log says */
	for (; s < len && lines < 10000; s = e, lines++) {
		e = pytext_next_line(buf, len, s);
		if ((t = log_text(buf, s, e)) > 0 &&
		    pytext_starts(buf, e, t, "Output code:"))
			return 1;
	}
	return 0;
}

int
load_is_output_code(const char *buf, size_t len)
{
	size_t s, first;
	int empty, kernels = 0, call = 0;

	/* one search, not a look at every line, for the texts that are not */
	if (memmem(buf, len, "def call(", 9) == NULL)
		return load_is_logged_output_code(buf, len);
	for (s = 0; s < len && !(kernels && call);
	    s = pytext_next_line(buf, len, s)) {
		first = pytext_indent(buf, len, s, &empty);
		/* the first byte first: this runs on every text read */
		if (empty || (buf[first] != 'a' && buf[first] != 'f' &&
		    buf[first] != 'd'))
			continue;
		kernels |= (first == s && (pytext_starts(buf, len, s,
		    "async_compile = AsyncCompile()") || pytext_starts(buf,
		    len, s, "from torch._inductor.async_compile import") ||
		    pytext_starts(buf, len, s,
		    "from torch._inductor.codecache import AsyncCompile")));
		call |= pytext_starts(buf, len, first, "def call(");
	}
	return (kernels && call) || load_is_logged_output_code(buf, len);
}
