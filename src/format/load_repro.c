/* load_repro: a runnable or repro script's class Repro -> graph.
 *
 * torch writes these scripts (torch/_dynamo/debug_utils.py,
 * NNModuleToString.convert) as: imports and config lines, the classes of
 * nested graphs, 'class Repro(torch.nn.Module):' with an __init__ that
 * makes its modules, buffers and parameters and a forward that is the
 * graph's code, then load_args and the lines that run it. Each class's
 * forward is cut out, with its lines as they are, and read by load_code;
 * __init__ is read here, for facts only. */
#include "config.h"

#include "format/load_repro.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/error.h"
#include "base/utf8.h"
#include "format/load_code.h"
#include "format/pytext.h"
#include "model/graph.h"

#define MAX_NESTING	32	/* classes inside classes' __init__ */
#define MAX_READS	4096	/* classes read, counting each use */

/* A top-level class of the script. */
struct cls {
	size_t at, end;		/* its 'class' line .. the next top-level line */
	size_t name, name_end;
	uint32_t line;		/* of its 'class' line */
};

/* What one __init__ line says about self.NAME. */
enum fact_kind { F_BUFFER, F_PARAMETER, F_MODULE, F_CLASS };

struct fact {
	enum fact_kind kind;
	size_t name, name_end;
	size_t what, what_end;	/* the tensor's or module's constructor
				 * arguments; F_MODULE: the class too */
	size_t type, type_end;	/* F_MODULE: its class; F_CLASS: the
				 * script's class */
};

struct reader {
	const char *buf;
	size_t len;
	const struct guard *guard;
	struct error *err;
	struct cls *cls;
	size_t n_cls;
	size_t load_args;	/* its 'def' line, or len */
	size_t reads;		/* classes read so far */
};

static int
nomem(struct reader *r)
{
	error_nomem(r->err);
	return -1;
}

/* Whether buf[s..e) is the word w. */
static int
is_word_at(const char *buf, size_t s, size_t e, const char *w)
{
	return e - s == strlen(w) && memcmp(buf + s, w, e - s) == 0;
}

/* The top-level classes, and where load_args is. */
static int
find_classes(struct reader *r)
{
	size_t s, first, cap = 0, i;
	uint32_t line = 0;
	struct cls *c;
	int empty;

	r->load_args = r->len;
	for (s = 0; s < r->len; s = pytext_next_line(r->buf, r->len, s)) {
		line++;
		first = pytext_indent(r->buf, r->len, s, &empty);
		if (empty || first != s || r->buf[s] == '#')
			continue;
		if (r->n_cls > 0 && r->cls[r->n_cls - 1].end == r->len)
			r->cls[r->n_cls - 1].end = s;
		if (pytext_starts(r->buf, r->len, s, "def load_args("))
			r->load_args = s;
		if (!pytext_starts(r->buf, r->len, s, "class "))
			continue;
		if (r->n_cls == cap) {
			cap = cap ? 2 * cap : 8;
			if ((c = realloc(r->cls, cap * sizeof(*c))) == NULL)
				return nomem(r);
			r->cls = c;
		}
		c = &r->cls[r->n_cls++];
		for (i = s + 6; i < r->len && r->buf[i] == ' '; i++)
			;
		c->at = s;
		c->end = r->len;
		c->name = i;
		c->name_end = pytext_word_end(r->buf, r->len, i);
		c->line = line;
	}
	return 0;
}

static int64_t
find_class(const struct reader *r, size_t name, size_t name_end)
{
	size_t k;

	for (k = 0; k < r->n_cls; k++)
		if (r->cls[k].name_end - r->cls[k].name == name_end - name &&
		    memcmp(r->buf + r->cls[k].name, r->buf + name,
		    name_end - name) == 0)
			return (int64_t)k;
	return -1;
}

/* The methods of class c: where its 'def __init__' body and its 'def
 * forward' are (len when it has none), and where each method ends. */
struct methods {
	size_t init, init_end, forward, forward_end;
};

static void
find_methods(const struct reader *r, const struct cls *c, struct methods *m)
{
	size_t s, first, indent = 0, *open_end = NULL;
	int empty;

	m->init = m->init_end = m->forward = m->forward_end = r->len;
	for (s = pytext_next_line(r->buf, r->len, c->at); s < c->end;
	    s = pytext_next_line(r->buf, r->len, s)) {
		first = pytext_indent(r->buf, r->len, s, &empty);
		if (empty || r->buf[first] == '#')
			continue;
		if (indent == 0)
			indent = first - s;
		if (first - s != indent)
			continue;
		if (open_end != NULL) {
			*open_end = s;
			open_end = NULL;
		}
		if (pytext_starts(r->buf, r->len, first, "def __init__(")) {
			m->init = pytext_next_line(r->buf, r->len, s);
			open_end = &m->init_end;
		} else if (pytext_starts(r->buf, r->len, first,
		    "def forward(") && m->forward == r->len) {
			m->forward = s;
			open_end = &m->forward_end;
		}
	}
	if (open_end != NULL)
		*open_end = c->end;
}

/* buf[s..e) less the blanks around it. */
static void
trim(const char *buf, size_t *s, size_t *e)
{
	while (*s < *e && (buf[*s] == ' ' || buf[*s] == '\t'))
		(*s)++;
	while (*e > *s && (buf[*e - 1] == ' ' || buf[*e - 1] == '\t'))
		(*e)--;
}

/* One __init__ statement, at, up to the end of its line e: a fact, or
 * 0 when it says none. */
static int
read_fact(const struct reader *r, size_t at, size_t e, struct fact *f)
{
	const char *b = r->buf;
	size_t i, open, close, q;

	memset(f, 0, sizeof(*f));
	if (pytext_starts(b, e, at, "self.register_buffer(")) {
		open = at + 20;
		close = pytext_closer(b, e, open);
		q = open + 1;
		if (close == e || (b[q] != '\'' && b[q] != '"'))
			return 0;
		f->kind = F_BUFFER;
		f->name = q + 1;
		f->name_end = pytext_string_end(b, close, q);
		if (f->name_end == close)
			return 0;
		i = pytext_find(b, close, f->name_end, ',');
		f->name_end--;
		f->what = i < close ? i + 1 : close;
		f->what_end = pytext_find(b, close, f->what, ',');
		trim(b, &f->what, &f->what_end);
		return 1;
	}
	if (!pytext_starts(b, e, at, "self."))
		return 0;
	f->name = at + 5;
	f->name_end = pytext_word_end(b, e, f->name);
	for (i = f->name_end; i < e && b[i] == ' '; i++)
		;
	if (f->name_end == f->name || i == e || b[i] != '=' ||
	    (i + 1 < e && b[i + 1] == '='))
		return 0;
	for (i++; i < e && b[i] == ' '; i++)
		;
	f->type = i;
	while (i < e && (pytext_is_word(b[i]) || b[i] == '.'))
		i++;
	f->type_end = i;
	if (i == e || b[i] != '(' || f->type_end == f->type)
		return 0;
	open = i;
	if ((close = pytext_closer(b, e, open)) == e)
		return 0;
	f->what = open + 1;
	f->what_end = close;
	trim(b, &f->what, &f->what_end);
	if (is_word_at(b, f->type, f->type_end, "torch.nn.Parameter") ||
	    is_word_at(b, f->type, f->type_end, "nn.Parameter") ||
	    is_word_at(b, f->type, f->type_end, "Parameter"))
		f->kind = F_PARAMETER;
	else if (f->what == f->what_end && find_class(r, f->type,
	    f->type_end) >= 0)
		f->kind = F_CLASS;
	else
		f->kind = F_MODULE;
	return 1;
}

static int read_class(struct reader *r, size_t k, int depth,
    struct fx_graph **out);

/* Puts fact f on the nodes of g whose target is its name. */
static int
apply_fact(struct reader *r, struct fx_graph *g, const struct fact *f)
{
	const char *b = r->buf;
	size_t n = f->name_end - f->name;
	struct fx_node *node;
	const char *what = NULL, *type = NULL;
	char *t;
	uint32_t i;

	for (i = 0; i < g->n_nodes; i++) {
		node = &g->nodes[i];
		if ((node->op != FX_GET_ATTR && node->op != FX_CALL_MODULE) ||
		    strlen(node->target) != n ||
		    memcmp(node->target, b + f->name, n) != 0)
			continue;
		if (what == NULL && (what = arena_strndup(g->arena,
		    b + f->what, f->what_end - f->what)) == NULL)
			return nomem(r);
		switch (f->kind) {
		case F_BUFFER:
		case F_PARAMETER:
			node->meta.sig_kind = f->kind == F_BUFFER ? "BUFFER" :
			    "PARAMETER";
			node->meta.sig_target = node->target;
			node->meta.target_repr = what;
			if (f->kind == F_PARAMETER)
				node->meta.target_type = "torch.nn.Parameter";
			break;
		case F_MODULE:
			/* the script says 'from torch.nn import *' */
			if (type == NULL) {
				n = f->type_end - f->type;
				if ((t = arena_alloc(g->arena, n + 10)) == NULL)
					return nomem(r);
				t[0] = '\0';
				if (memchr(b + f->type, '.', n) == NULL)
					strcpy(t, "torch.nn.");
				strncat(t, b + f->type, n);
				type = t;
			}
			node->meta.target_type = type;
			node->meta.target_repr = what;
			break;
		case F_CLASS:
			break;
		}
	}
	return 0;
}

/* The facts of class c's __init__ (m), on g; its classes read as g's
 * sub-graphs. */
static int
read_init(struct reader *r, const struct methods *m, int depth,
    struct fx_graph *g)
{
	struct fx_graph *sub;
	struct fact f;
	size_t s, first, e;
	int64_t k;
	uint32_t i;
	int empty, rc;

	for (s = m->init; s < m->init_end;
	    s = pytext_next_line(r->buf, r->len, e)) {
		first = pytext_indent(r->buf, r->len, s, &empty);
		/* a small buffer's repr may take lines: tensor([[1., 1.],
		 * [1., 1.]]) */
		e = empty ? s : pytext_statement_end(r->buf, m->init_end,
		    first);
		if (empty || !read_fact(r, first, e, &f))
			continue;
		if (f.kind != F_CLASS) {
			if (apply_fact(r, g, &f) == -1)
				return -1;
			continue;
		}
		k = find_class(r, f.type, f.type_end);
		if (depth >= MAX_NESTING || ++r->reads > MAX_READS) {
			error_at(r->err, r->buf, r->len, f.type, "classes "
			    "nested more than %d deep, or more than %d in all",
			    MAX_NESTING, MAX_READS);
			return -1;
		}
		if (read_class(r, (size_t)k, depth + 1, &sub) == -1)
			return -1;
		rc = fx_graph_add_sub(g, r->buf + f.name, f.name_end - f.name,
		    sub);
		if (rc == FX_EDUP) {
			error_at(r->err, r->buf, r->len, f.name, "a second "
			    "sub-graph '%.*s'", (int)(f.name_end - f.name),
			    r->buf + f.name);
			return -1;
		}
		if (rc != FX_OK)
			return nomem(r);
	}
	/* true_graph_0 = self.true_graph_0: the node that names one */
	for (i = 0; g->n_subs > 0 && i < g->n_nodes; i++)
		if ((g->nodes[i].op == FX_GET_ATTR ||
		    g->nodes[i].op == FX_CALL_MODULE) &&
		    (k = fx_graph_find_sub(g, g->nodes[i].target,
		    strlen(g->nodes[i].target))) >= 0)
			g->nodes[i].meta.subgraph = g->subs[k].name;
	return 0;
}

/* Class k's forward, read by load_code from a copy of the class's lines
 * where only its 'class' line and its forward are kept; errors and node
 * lines moved to their places in the script. */
static int
read_class(struct reader *r, size_t k, int depth, struct fx_graph **out)
{
	const struct cls *c = &r->cls[k];
	struct methods m;
	size_t s, e, n = c->end - c->at, head;
	char *copy;
	uint32_t i;

	*out = NULL;
	find_methods(r, c, &m);
	if (m.forward == r->len) {
		error_at(r->err, r->buf, r->len, c->name, "class '%.*s' has "
		    "no 'def forward(self, ...):'",
		    (int)(c->name_end - c->name), r->buf + c->name);
		return -1;
	}
	if ((copy = malloc(n + 1)) == NULL)
		return nomem(r);
	memcpy(copy, r->buf + c->at, n);
	copy[n] = '\0';
	head = pytext_next_line(r->buf, r->len, c->at);
	for (s = head; s < c->end; s = e) {
		e = pytext_next_line(r->buf, r->len, s);
		if (s < m.forward || s >= m.forward_end)
			memset(copy + (s - c->at), ' ', e - s -
			    (r->buf[e - 1] == '\n'));
	}
	*out = load_code(copy, n, r->guard, r->err);
	free(copy);
	if (*out == NULL) {
		if (r->err->kind == ERROR_INPUT && r->err->line > 0)
			r->err->line += (int)c->line - 1;
		return -1;
	}
	for (i = 0; i < (*out)->n_nodes; i++)
		if ((*out)->nodes[i].line > 0)
			(*out)->nodes[i].line += c->line - 1;
	if (read_init(r, &m, depth, *out) == -1) {
		fx_graph_free(*out);
		*out = NULL;
		return -1;
	}
	return 0;
}

/* reader.tensor(buf0, (8, 8), dtype=torch.int64, ...)  # name: the
 * placeholder's shape and dtype. */
static int
read_tensor_line(struct reader *r, struct fx_graph *g, size_t at, size_t e)
{
	const char *b = r->buf;
	size_t open, close, shape, shape_end, i, d, de, name, dt, dt_end;
	struct fx_tensor *t;
	int64_t k;
	uint32_t nd = 0;

	open = at + 13;
	if ((close = pytext_closer(b, e, open)) == e)
		return 0;
	for (name = close + 1; name < e && b[name] != '#'; name++)
		;
	for (name++; name < e && b[name] == ' '; name++)
		;
	if (name >= e || (k = fx_graph_find(g, b + name,
	    pytext_word_end(b, e, name) - name)) < 0 ||
	    g->nodes[k].op != FX_PLACEHOLDER || g->nodes[k].meta.n_tensors)
		return 0;
	shape = pytext_find(b, close, open + 1, ',');
	for (shape++; shape < close && b[shape] == ' '; shape++)
		;
	if (shape >= close || b[shape] != '(')
		return 0;
	shape_end = pytext_closer(b, close, shape);
	for (i = shape + 1; i < shape_end; i = d + 1) {
		d = pytext_find(b, shape_end, i, ',');
		de = d;
		trim(b, &i, &de);
		if (de > i)
			nd++;
	}
	dt = open;
	dt_end = 0;
	while ((dt = pytext_find(b, close, dt + 1, ',')) < close) {
		for (i = dt + 1; i < close && b[i] == ' '; i++)
			;
		if (pytext_starts(b, close, i, "dtype=")) {
			dt = i + 6;
			dt_end = pytext_find(b, close, dt, ',');
			trim(b, &dt, &dt_end);
			break;
		}
	}
	if ((t = arena_alloc(g->arena, sizeof(*t))) == NULL ||
	    (t->dims = arena_alloc(g->arena, (nd + 1) * sizeof(*t->dims))) ==
	    NULL || (t->dtype = dt_end ? arena_strndup(g->arena, b + dt,
	    dt_end - dt) : "torch.float32") == NULL)
		return nomem(r);
	t->ndim = (int32_t)nd;
	t->device = NULL;
	nd = 0;
	for (i = shape + 1; i < shape_end; i = d + 1) {
		d = pytext_find(b, shape_end, i, ',');
		de = d;
		trim(b, &i, &de);
		if (de > i && (t->dims[nd++] = arena_strndup(g->arena, b + i,
		    de - i)) == NULL)
			return nomem(r);
	}
	g->nodes[k].meta.tensors = t;
	g->nodes[k].meta.n_tensors = 1;
	return 0;
}

/* load_args' reader.tensor() lines. */
static int
read_load_args(struct reader *r, struct fx_graph *g)
{
	size_t s, first;
	int empty;

	if (r->load_args == r->len)
		return 0;
	for (s = pytext_next_line(r->buf, r->len, r->load_args); s < r->len;
	    s = pytext_next_line(r->buf, r->len, s)) {
		first = pytext_indent(r->buf, r->len, s, &empty);
		if (empty)
			continue;
		if (first == s)
			break;
		if (pytext_starts(r->buf, r->len, first, "reader.tensor(") &&
		    read_tensor_line(r, g, first, pytext_line_end(r->buf,
		    r->len, s)) == -1)
			return -1;
	}
	return 0;
}

struct fx_graph *
load_repro(const char *buf, size_t len, const struct guard *guard,
    struct error *err)
{
	struct reader r = { buf, len, guard, err, NULL, 0, 0, 0 };
	struct fx_graph *g = NULL;
	size_t k;

	if (utf8_text(buf, len, err) == -1)
		return NULL;
	if (find_classes(&r) == -1)
		goto done;
	for (k = 0; k < r.n_cls; k++)
		if (is_word_at(buf, r.cls[k].name, r.cls[k].name_end, "Repro"))
			break;
	if (k == r.n_cls) {
		error_set(err, "no 'class Repro(torch.nn.Module):' in the "
		    "script");
		goto done;
	}
	if (read_class(&r, k, 0, &g) == -1)
		goto done;
	if (read_load_args(&r, g) == -1) {
		fx_graph_free(g);
		g = NULL;
	}
done:
	free(r.cls);
	return g;
}

int
load_is_repro(const char *buf, size_t len)
{
	size_t s;
	int cls = 0, mod = 0;

	for (s = 0; s < len && !(cls && mod);
	    s = pytext_next_line(buf, len, s)) {
		/* the first byte first: this runs on every text read */
		if (buf[s] == 'c')
			cls |= pytext_starts(buf, len, s, "class Repro(");
		else if (buf[s] == 'm')
			mod |= pytext_starts(buf, len, s, "mod = Repro()");
	}
	return cls && mod;
}
