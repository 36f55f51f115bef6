/* draw: builds the Graphviz graph of a view with the cgraph API.
 *
 * Only attributes named here are ever set, with values made here; text
 * from the input reaches Graphviz only inside HTML-like labels and ids,
 * escaped. Graphviz's node names are ids made here, never the input's
 * text, so that no node can merge with another's box: "n12" for node 12,
 * "m3" for module 3's box, "p40" for the proxy that is item 40. SVG ids
 * carry the FX names: "n:NAME" for nodes, "m:PATH" for closed modules,
 * "p:SRC:DST", "q:DST" and "e:SRC:DST" (graph-order indexes) for
 * proxies and edges. */
#include "config.h"

#include "draw/draw.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/name_index.h"
#include "model/graph.h"
#include "model/modules.h"
#include "base/utf8.h"
#include "draw/view.h"
#include "model/diff.h"
#include "model/kernels.h"
#include "model/overlay.h"

#define LABEL_WIDTH	48	/* characters of target or args in a box */

/* An edge from a node's main input pulls harder, so that the data path
 * of a model runs straight instead of drifting sideways past the
 * parameters each step takes. */
#define EDGE_CHAIN_WEIGHT	"8"
/* With frames, where no group keeps the spine in line (see draw_view),
 * an edge from a main input in the same frame pulls harder still: at 8,
 * each inception block of a converted inception_v3 hung half a block to
 * the side of the one before, and the drawing drifted to twice the float
 * one's width; at 100, still 2.1x. Across frames it stays at 8: pulled
 * as hard there, PT2E's mobilenet_v2 drifted nine times as wide. */
#define EDGE_FRAMED_CHAIN_WEIGHT	"1000"

/* An edge's shape is its "label", which the layout makes room for, in a
 * view of up to this many items; past it, its "xlabel", put beside the
 * edge after the layout: labels cost dot half as much time again on a
 * 10k-node view (11,105 nodes open: 2.2 s without, 3.3 s with labels,
 * 2.3 s with xlabels), which are fine but more crowded. A view with
 * frames takes xlabels too, whatever its size: the label nodes dot puts
 * on edges between frames are freed twice by Graphviz 2.42 (a double
 * free in gvFreeLayout, or a heap damaged in silence, on 10 of 2,354
 * random graphs in frames with shapes on the edges; none of 4,000 with
 * xlabels). */
#define EDGE_LABELS_UPTO	2000

/* A merged edge's count is its "xlabel", which Graphviz 2.43 places after
 * the layout (placeLabels) by trying each xlabel against every node and
 * xlabel of the drawing: quadratic. The overview of a 50,000-node graph
 * with uniform random edges has 14,767 merged edges among 354 boxes: 4.4
 * of its 4.9 s went there, and `dot` took 0.26 s without them (0.31 s
 * with the heaviest 1,000). So a drawing labels at most this many merged
 * edges, the heaviest (every one of a count above the next's); each of
 * the others carries its count in its class alone ("count-N"), for the
 * page to read. None of the corpus's overviews has a tenth as many. The
 * counts as labels that the layout makes room for took 73 s; as tail
 * labels at a set distance (placed without placeLabels), 0.34 s, but
 * piled up where a box's hundred edges leave it. */
#define MERGED_LABELS_UPTO	1000

#define PROXY_NAMES	3	/* far inputs named in a shared proxy */

#define MODULE_FILL	"#eef1f6"
#define MODULE_LINE	"#4a5a72"

/* A fragment's outside input: grey and dashed, as what is not really
 * there, whatever the placeholders look like. */
#define OUTSIDE_FILL	"#f4f4f4"
#define OUTSIDE_LINE	"#8a8a8a"
#define OUTSIDE_STYLE	"rounded,dashed,filled"

/* A diff's classes (docs/diff.md): added green, removed red and dashed,
 * changed yellow (far from every op's colour); the same as usual.
 * Indexed by enum diff_class. */
static const struct diff_style {
	const char *fill, *line, *edge;
} diff_styles[DIFF_N_CLASSES] = {
	{ NULL, NULL, NULL },
	{ "#ffdd33", "#7a6500", NULL },
	{ "#c9f2c9", "#1f8a33", "#1f8a33" },
	{ "#ffd0d0", "#c62828", "#c62828" },
};
#define DIFF_REMOVED_STYLE	"rounded,dashed,filled"

/* color=kernel: a node of no kernel; the legend's swatches a row. */
#define NO_KERNEL_FILL	DRAW_NO_KERNEL_FILL
#define NO_KERNEL_LINE	DRAW_NO_KERNEL_LINE
#define LEGEND_PER_ROW	3

void
draw_kernel_colour(uint32_t k, int line, char out[8])
{
	/* hues a golden angle apart: neighbours in launch order, which
	 * are neighbours in the drawing, never look alike */
	double h = (double)((k * 137508u) % 360000u) / 60000.0;
	double s = line ? 0.55 : 0.60, l = line ? 0.32 : 0.84;
	double c = (1 - (2 * l - 1 < 0 ? 1 - 2 * l : 2 * l - 1)) * s;
	double x = c * (1 - ((h - 2 * (int)(h / 2)) - 1 < 0 ?
	    1 - (h - 2 * (int)(h / 2)) : (h - 2 * (int)(h / 2)) - 1));
	double m = l - c / 2, r = 0, g = 0, b = 0;

	switch ((int)h) {
	case 0: r = c; g = x; break;
	case 1: r = x; g = c; break;
	case 2: g = c; b = x; break;
	case 3: g = x; b = c; break;
	case 4: r = x; b = c; break;
	default: r = c; b = x; break;
	}
	snprintf(out, 8, "#%02x%02x%02x", (unsigned)((r + m) * 255 + 0.5),
	    (unsigned)((g + m) * 255 + 0.5), (unsigned)((b + m) * 255 + 0.5));
}

/* color=NAME: matplotlib's viridis, a perceptual scale from least
 * (dark violet) to most (yellow), at nine stops; a node of no value is
 * drawn grey. */
static const unsigned char viridis[9][3] = {
	{ 0x44, 0x01, 0x54 }, { 0x47, 0x2d, 0x7b }, { 0x3b, 0x52, 0x8b },
	{ 0x2c, 0x72, 0x8e }, { 0x21, 0x91, 0x8c }, { 0x28, 0xae, 0x80 },
	{ 0x5e, 0xc9, 0x62 }, { 0xad, 0xdc, 0x30 }, { 0xfd, 0xe7, 0x25 }
};
#define NO_VALUE_FILL	"#f4f4f4"
#define NO_VALUE_LINE	"#b4b4b4"
/* A fill is the scale's colour this far toward white, so that a box's
 * black text reads on its darkest step too. */
#define VALUE_TINT	0.45
#define LEGEND_STEPS	5

/* color=NAME compared (a diff): less blue, more red, no change white
 * (ColorBrewer's RdBu, its ends). */
static const unsigned char change_less[3] = { 0x21, 0x66, 0xac };
static const unsigned char change_more[3] = { 0xb2, 0x18, 0x2b };

void
draw_change_colour(double t, int line, char out[8])
{
	const unsigned char *end = t < 0 ? change_less : change_more;
	double a = fabs(t) > 1 ? 1 : fabs(t), c[3];
	int k;

	for (k = 0; k < 3; k++) {
		c[k] = 255 + (end[k] - 255) * (line ? 0.35 + 0.65 * a : a *
		    (1 - VALUE_TINT));
	}
	snprintf(out, 8, "#%02x%02x%02x", (unsigned)(c[0] + 0.5),
	    (unsigned)(c[1] + 0.5), (unsigned)(c[2] + 0.5));
}

void
draw_overlay_colour(double t, int line, char out[8])
{
	double x = (t < 0 ? 0 : t > 1 ? 1 : t) * 8, c[3];
	int i = x >= 8 ? 7 : (int)x, k;

	for (k = 0; k < 3; k++) {
		c[k] = viridis[i][k] + (viridis[i + 1][k] - viridis[i][k]) *
		    (x - i);
		if (!line)
			c[k] += (255 - c[k]) * VALUE_TINT;
	}
	snprintf(out, 8, "#%02x%02x%02x", (unsigned)(c[0] + 0.5),
	    (unsigned)(c[1] + 0.5), (unsigned)(c[2] + 0.5));
}

const struct op_style draw_op_styles[FX_N_OPS] = {
	[FX_PLACEHOLDER]	= { "#d5ecd4", "#3d8b40" },
	[FX_GET_ATTR]		= { "#ececec", "#7a7a7a" },
	[FX_CALL_FUNCTION]	= { "#d6e6f7", "#3b6fb6" },
	[FX_CALL_METHOD]	= { "#e8dcf3", "#7b52ab" },
	[FX_CALL_MODULE]	= { "#fde7c8", "#c77700" },
	[FX_OUTPUT]		= { "#f6d2d2", "#b43c3c" },
};

/* Attribute symbols, declared once with their defaults. */
struct syms {
	Agsym_t *label, *id, *class, *fill, *line, *style, *fontsize, *group;
	Agsym_t *shape, *width;
	Agsym_t *edge_id, *edge_style, *edge_color, *edge_weight;
	Agsym_t *edge_label, *edge_class, *edge_pen, *edge_shape;
};

/* Bytes of the character at s that XML cannot carry: one U+FFFD stands
 * for the whole of it (for one byte when it is no UTF-8). */
static size_t
unreadable_len(const char *s, size_t n)
{
	size_t k = utf8_char_len(s, n);

	return k ? k : 1;
}

/* Appends text for an HTML-like label: XML escaped, backslashes doubled
 * (Graphviz expands \N and friends even there), control characters,
 * what XML cannot carry and invalid bytes shown as U+FFFD, cut to max
 * characters. */
static void
add_text(struct buf *b, const char *s, size_t max)
{
	size_t n = strlen(s), i = 0, chars = 0, k;

	while (i < n) {
		if (chars++ == max) {
			buf_adds(b, "\xe2\x80\xa6");
			return;
		}
		k = utf8_xml_char_len(s + i, n - i);
		if (k == 0 || (k == 1 && ((unsigned char)s[i] < 0x20 ||
		    s[i] == 0x7f))) {
			buf_adds(b, "\xef\xbf\xbd");
			i += k ? k : unreadable_len(s + i, n - i);
			continue;
		}
		switch (s[i]) {
		case '&': buf_adds(b, "&amp;"); break;
		case '<': buf_adds(b, "&lt;"); break;
		case '>': buf_adds(b, "&gt;"); break;
		case '"': buf_adds(b, "&quot;"); break;
		case '\\': buf_adds(b, "\\\\"); break;
		default: buf_add(b, s + i, k);
		}
		i += k;
	}
}

/* An id: Graphviz expands \N, \G and friends in ids; "\\" is a
 * backslash. Graphviz escapes '&' only where no entity follows, and
 * passes "&#1;" through, a reference XML does not allow; so every '&'
 * goes as "&amp;", which reads back as the text. */
static void
add_escaped_id(struct buf *b, const char *s)
{
	size_t n = strlen(s), i, k;

	for (i = 0; i < n; i += k) {
		/* what XML cannot carry: no name holds it (graph.h), but a
		 * module path might */
		if ((k = utf8_xml_char_len(s + i, n - i)) == 0) {
			buf_adds(b, "\xef\xbf\xbd");
			k = unreadable_len(s + i, n - i);
			continue;
		}
		if (s[i] == '\\')
			buf_addc(b, '\\');
		if (s[i] == '&')
			buf_adds(b, "&amp;");
		else
			buf_add(b, s + i, k);
	}
}

static void
add_line(struct buf *b, const char *font, const char *s, size_t max)
{
	buf_adds(b, "<BR/>");
	buf_adds(b, font);
	add_text(b, s, max);
	buf_adds(b, "</FONT>");
}

/* (a, b, k=v) as FX would print the call, short. */
static void
format_call(struct buf *out, const struct fx_node *n)
{
	uint32_t i;

	if (n->args->kind != FXV_TUPLE || n->kwargs->kind != FXV_DICT) {
		value_format(out, n->args);
		return;
	}
	buf_addc(out, '(');
	for (i = 0; i < n->args->n; i++) {
		if (i > 0)
			buf_adds(out, ", ");
		value_format(out, n->args->items[i]);
	}
	for (i = 0; i < n->kwargs->n; i++) {
		if (i > 0 || n->args->n > 0)
			buf_adds(out, ", ");
		buf_adds(out, n->kwargs->keys[i]);
		buf_addc(out, '=');
		value_format(out, n->kwargs->items[i]);
	}
	buf_addc(out, ')');
}

static void
format_tensor(struct buf *out, const struct fx_tensor *t)
{
	int32_t i;

	if (t->dtype != NULL)
		buf_adds(out, strncmp(t->dtype, "torch.", 6) == 0 ? t->dtype +
		    6 : t->dtype);
	if (t->ndim < 0)
		return;
	buf_addc(out, '[');
	for (i = 0; i < t->ndim; i++)
		buf_printf(out, i ? ", %s" : "%s", t->dims[i]);
	buf_addc(out, ']');
}

/* A shape as an edge shows it, 1×64×56×56; -1 when the edge's tensor
 * has none to show (unknown, or one item of a tuple). */
static int
edge_shape(struct buf *b, const struct fx_meta *m)
{
	const struct fx_tensor *t = m->tensors;
	int32_t i;

	if (m->n_tensors != 1 || m->tuple || t->ndim < 0)
		return -1;
	buf_adds(b, "<FONT COLOR=\"#555555\">");
	if (t->ndim == 0)
		buf_adds(b, "scalar");
	for (i = 0; i < t->ndim; i++) {
		if (i > 0)
			buf_adds(b, "\xc3\x97");
		add_text(b, t->dims[i], LABEL_WIDTH);
	}
	buf_adds(b, "</FONT>");
	return 0;
}

/* A call_module's class, short (Conv2d), and then its target when that is
 * not the node's name: the second line of its box. */
static void
add_module_line(struct buf *b, const struct fx_node *n, const char *type)
{
	const char *dot = strrchr(type, '.');
	size_t len;

	type = dot != NULL && dot[1] != '\0' ? dot + 1 : type;
	buf_adds(b, "<BR/><FONT POINT-SIZE=\"9\"><B>");
	add_text(b, type, LABEL_WIDTH);
	buf_adds(b, "</B>");
	len = strlen(type);	/* bytes: a class name is ASCII */
	if (strcmp(n->target, n->name) != 0 && len + 1 < LABEL_WIDTH) {
		buf_addc(b, ' ');
		add_text(b, n->target, LABEL_WIDTH - len - 1);
	}
	buf_adds(b, "</FONT>");
}

/* A node's box: name, target, short args, and its tensors when shapes
 * are drawn in the boxes (or on the edges, which do not take a tuple). */
static void
node_label(struct buf *b, struct buf *tmp, const struct fx_node *n,
    enum view_shapes shapes)
{
	static const char small[] = "<FONT POINT-SIZE=\"9\">";
	static const char args[] = "<FONT POINT-SIZE=\"8\" COLOR=\"#444444\">";
	const char *type = fx_node_module_type(n);
	uint32_t i, shown;

	buf_adds(b, "<B>");
	add_text(b, n->name, LABEL_WIDTH);
	buf_adds(b, "</B>");
	buf_reset(tmp);
	switch (n->op) {
	case FX_PLACEHOLDER:
		if (n->meta.outside)
			buf_adds(tmp, "outside the fragment");
		if (n->type != NULL)
			buf_adds(tmp, n->type);
		if (n->args->kind == FXV_TUPLE && n->args->n > 0) {
			buf_adds(tmp, tmp->len ? " = " : "= ");
			value_format(tmp, n->args->items[0]);
		}
		break;
	case FX_CALL_MODULE:
		if (type != NULL) {
			add_module_line(b, n, type);
			break;
		}
		/* FALLTHROUGH */
	case FX_GET_ATTR:
	case FX_CALL_FUNCTION:
		if (strcmp(n->target, n->name) != 0)
			buf_adds(tmp, n->target);
		break;
	case FX_CALL_METHOD:
		buf_printf(tmp, ".%s()", n->target);
		break;
	case FX_OUTPUT:
		break;
	}
	if (tmp->len > 0)
		add_line(b, small, buf_cstr(tmp), LABEL_WIDTH);
	if (n->op != FX_PLACEHOLDER && n->op != FX_GET_ATTR) {
		buf_reset(tmp);
		if (n->op == FX_OUTPUT && n->args->kind == FXV_TUPLE &&
		    n->args->n == 1)
			value_format(tmp, n->args->items[0]);
		else
			format_call(tmp, n);
		if (tmp->len > 2)
			add_line(b, args, buf_cstr(tmp), LABEL_WIDTH);
	}
	shown = shapes == VIEW_SHAPES_BOXES || (shapes == VIEW_SHAPES_EDGES &&
	    n->meta.tuple) ? n->meta.n_tensors : 0;
	for (i = 0; i < shown && i < 3; i++) {
		buf_reset(tmp);
		format_tensor(tmp, &n->meta.tensors[i]);
		if (i == 2 && n->meta.n_tensors > 3)
			buf_printf(tmp, " (+%u more)", n->meta.n_tensors - 2);
		if (tmp->len > 0)
			add_line(b, args, buf_cstr(tmp), LABEL_WIDTH);
	}
}

/* The name an item shows: a node's name or a module's path. */
static const char *
item_name(const struct view *v, const struct view_item *it)
{
	if (it->kind == ITEM_MODULE)
		return v->modules->m[it->module].path;
	return v->g->nodes[it->node].name;
}

/* A far input's name, or how many far inputs and the first few. */
static void
proxy_label(struct buf *b, const struct view *v, uint32_t proxy,
    const uint32_t *names)
{
	const struct view_item *it = &v->items[proxy];
	uint32_t i, shown = 0;

	buf_adds(b, "<FONT POINT-SIZE=\"8\">");
	if (it->count == 1) {
		add_text(b, item_name(v, &v->items[it->src]), LABEL_WIDTH);
	} else {
		buf_printf(b, "<B>%u far inputs</B>", it->count);
		for (i = 0; i < PROXY_NAMES && names[i] != UINT32_MAX; i++) {
			buf_adds(b, "<BR/>");
			add_text(b, v->g->nodes[names[i]].name, LABEL_WIDTH);
			shown++;
		}
		if (it->count > shown)
			buf_printf(b, "<BR/>+%u more", it->count - shown);
	}
	buf_adds(b, "</FONT>");
}

/* The far inputs a shared proxy names: for each item, PROXY_NAMES
 * slots holding the source nodes of its first edges, in edge order,
 * UINT32_MAX past the last; one pass over the edges, where a scan of
 * all of them for each proxy was quadratic. NULL when out of memory. */
static uint32_t *
proxy_names(const struct view *v)
{
	size_t size = ((size_t)v->n_items + 1) * PROXY_NAMES * sizeof(uint32_t);
	uint32_t *names = malloc(size);
	uint32_t i, k, *slot;

	if (names == NULL)
		return NULL;
	memset(names, 0xff, size);	/* every slot UINT32_MAX */
	for (i = 0; i < v->n_edges; i++) {
		if (v->items[v->edges[i].from].kind != ITEM_PROXY)
			continue;
		slot = &names[(size_t)v->edges[i].from * PROXY_NAMES];
		for (k = 0; k < PROXY_NAMES && slot[k] != UINT32_MAX; k++)
			;
		if (k < PROXY_NAMES)
			slot[k] = v->edges[i].src;
	}
	return names;
}

/* A collapsed module: its path, its type when known, what it holds (a
 * part of graph order: which stretch). */
static void
module_label(struct buf *b, const struct fx_graph *g, const struct module *m)
{
	static const char small[] = "<BR/><FONT POINT-SIZE=\"9\">";
	const char *type = m->type ? strrchr(m->type, '.') : NULL;

	buf_adds(b, "<B>");
	add_text(b, m->path, LABEL_WIDTH);
	buf_adds(b, "</B>");
	if (m->type != NULL) {
		buf_adds(b, small);
		add_text(b, type ? type + 1 : m->type, LABEL_WIDTH);
		buf_adds(b, "</FONT>");
	} else if (m->part) {
		buf_adds(b, small);
		add_text(b, g->nodes[m->first].name, LABEL_WIDTH / 2);
		buf_adds(b, " \xe2\x80\xa6 ");
		add_text(b, g->nodes[m->last].name, LABEL_WIDTH / 2);
		buf_adds(b, "</FONT>");
	}
	buf_printf(b, "<BR/><FONT POINT-SIZE=\"8\" COLOR=\"#444444\">%u nodes"
	    "</FONT>", m->n_nodes);
}

/* color=NAME compared: a value before and after, "236 \u2192 189 MFLOP
 * (-20%)", "new, 189 MFLOP", "gone, 236 MFLOP" (NAN: none that side),
 * as plain text into out. */
static void
change_text(char *out, size_t size, const char *unit, double before,
    double after)
{
	char x[48], y[48];

	if (isnan(before) || (before == 0 && !isnan(after) && after != 0)) {
		overlay_format(after, unit, y, sizeof(y));
		snprintf(out, size, "%s%s", isnan(before) ? "new, " :
		    "0 \xe2\x86\x92 ", y);
		return;
	}
	overlay_format(before, unit, x, sizeof(x));
	if (isnan(after)) {
		snprintf(out, size, "gone, %s", x);
		return;
	}
	overlay_format(after, unit, y, sizeof(y));
	if (before != 0)
		snprintf(out, size, "%s \xe2\x86\x92 %s (%+.3g%%)", x, y,
		    100 * (after - before) / before);
	else
		snprintf(out, size, "%s \xe2\x86\x92 %s", x, y);
}

/* change_text into b, for a label. */
static void
add_change(struct buf *b, const struct view *v, double before, double after)
{
	char text[128];

	change_text(text, sizeof(text), v->overlay->unit, before, after);
	add_text(b, text, sizeof(text));
}

/* color=NAME: module m's total and its share of the graph's, "1.2
 * GFLOP, 23%", into b (the caller leaves out a total of 0). */
static void
module_share(struct buf *b, const struct view *v, uint32_t m)
{
	char text[48];
	double total = v->sums.module[m], all = v->sums.module[0];

	if (v->before != NULL) {
		add_change(b, v, v->sums_before.module[m], total);
		return;
	}
	overlay_format(total, v->overlay->unit, text, sizeof(text));
	add_text(b, text, LABEL_WIDTH);
	if (all != 0 && m != 0)
		buf_printf(b, ", %.3g%%", 100 * total / all);
}

int
draw_kernel_legend(const struct view *v, uint32_t shown[DRAW_LEGEND_KERNELS],
    uint32_t *n, uint32_t *more, int *plain)
{
	const struct kernel_map *km = v->kernels;
	uint8_t *drawn;
	uint32_t i, k, m;
	const uint32_t *of;

	*n = *more = 0;
	*plain = 0;
	if (km == NULL || (drawn = calloc(km->n_kernels + 1, 1)) == NULL)
		return -1;
	for (i = 0; i < v->n_items; i++) {
		if (v->items[i].kind != ITEM_NODE)
			continue;
		of = kernels_of(km, v->items[i].node, &m);
		*plain |= m == 0;
		for (k = 0; k < m; k++)
			drawn[of[k]] = 1;
	}
	for (k = 0; k < km->n_kernels; k++) {
		if (!drawn[k])
			continue;
		if (*n == DRAW_LEGEND_KERNELS)
			++*more;
		else
			shown[(*n)++] = k;
	}
	*plain |= *n == 0;
	free(drawn);
	return 0;
}

/* color=kernel's legend (draw_kernel_legend), after legend's
 * "<TABLE><TR>" in b: a swatch per kernel of a node drawn, in launch
 * order, LEGEND_PER_ROW a row, then one for the nodes of none. */
static char *
kernel_legend(const struct view *v, struct buf *b)
{
	const struct kernel_map *km = v->kernels;
	uint32_t shown[DRAW_LEGEND_KERNELS], k, named, more;
	char fill[8], line[8];
	int plain;

	if (draw_kernel_legend(v, shown, &named, &more, &plain) == -1) {
		b->oom = 1;	/* as any append that fails: no legend */
		return (char *)buf_cstr(b);
	}
	for (k = 0; k < named; k++) {
		if (k > 0 && k % LEGEND_PER_ROW == 0)
			buf_adds(b, "</TR><TR>");
		draw_kernel_colour(shown[k], 0, fill);
		draw_kernel_colour(shown[k], 1, line);
		buf_printf(b, "<TD BGCOLOR=\"%s\" COLOR=\"%s\" BORDER=\"1\" "
		    "STYLE=\"rounded\"><FONT POINT-SIZE=\"8\">", fill, line);
		add_text(b, km->kernels[shown[k]].id, 80);
		buf_adds(b, "</FONT></TD>");
	}
	if (more > 0)
		buf_printf(b, "%s<TD BORDER=\"0\"><FONT POINT-SIZE=\"8\">and %u "
		    "more kernels</FONT></TD>", named % LEGEND_PER_ROW == 0 ?
		    "</TR><TR>" : "", more);
	if (plain)
		buf_printf(b, "</TR><TR><TD BGCOLOR=\"%s\" COLOR=\"%s\" "
		    "BORDER=\"1\" STYLE=\"rounded\"><FONT POINT-SIZE=\"8\">"
		    "in no kernel</FONT></TD>", NO_KERNEL_FILL, NO_KERNEL_LINE);
	buf_adds(b, "</TR></TABLE>");
	return (char *)buf_cstr(b);
}

int
draw_overlay_legend(const struct view *v, struct draw_legend *l)
{
	static const double change[] = { -1, -0.5, 0, 0.5, 1 };
	const struct overlay_sums *sm = &v->sums;
	double lo = v->log_scale ? sm->min_positive : sm->min, x, t;
	char text[48], was[128];
	size_t k;

	memset(l, 0, sizeof(*l));
	if (v->overlay == NULL)
		return -1;
	if (v->before != NULL) {
		snprintf(l->title, sizeof(l->title), "%s change (%s)",
		    v->overlay->name, v->overlay->unit);
		for (k = 0; k < sizeof(change) / sizeof(change[0]); k++) {
			if (v->change_max == 0 && change[k] != 0)
				continue;
			draw_change_colour(change[k], 0, l->swatch[l->n].fill);
			draw_change_colour(change[k], 1, l->swatch[l->n].line);
			overlay_format(change[k] * v->change_max,
			    v->overlay->unit, text, sizeof(text));
			snprintf(l->swatch[l->n++].text, sizeof(l->swatch[0].text),
			    "%s%s", change[k] > 0 ? "+" : "", text);
		}
		change_text(was, sizeof(was), v->overlay->unit,
		    v->sums_before.total, sm->total);
		snprintf(l->total, sizeof(l->total), "total %s", was);
	} else {
		snprintf(l->title, sizeof(l->title), "%s (%s%s)",
		    v->overlay->name, v->overlay->unit, v->log_scale ?
		    ", log scale" : "");
		for (k = 0; sm->n_valued > 0 && k < LEGEND_STEPS; k++) {
			t = (double)k / (LEGEND_STEPS - 1);
			x = sm->max <= lo ? sm->max : v->log_scale ?
			    pow(10, log10(lo) + t * (log10(sm->max) -
			    log10(lo))) : lo + t * (sm->max - lo);
			draw_overlay_colour(sm->max <= lo ? 1 : t, 0,
			    l->swatch[l->n].fill);
			draw_overlay_colour(sm->max <= lo ? 1 : t, 1,
			    l->swatch[l->n].line);
			overlay_format(x, v->overlay->unit, l->swatch[l->n].text,
			    sizeof(l->swatch[0].text));
			l->n++;
			if (sm->max <= lo)
				break;
		}
		overlay_format(sm->total, v->overlay->unit, text, sizeof(text));
		snprintf(l->total, sizeof(l->total), "total %s in %u nodes",
		    text, sm->n_valued);
	}
	snprintf(l->swatch[l->n].fill, 8, "%s", NO_VALUE_FILL);
	snprintf(l->swatch[l->n].line, 8, "%s", NO_VALUE_LINE);
	snprintf(l->swatch[l->n++].text, sizeof(l->swatch[0].text), "no value");
	return 0;
}

/* color=NAME's legend (draw_overlay_legend), after legend's
 * "<TABLE><TR>" in b: its title (the overlay's name in bold), its
 * swatches, each with its value, and the graph's total. */
static char *
overlay_legend(const struct view *v, struct buf *b)
{
	struct draw_legend l;
	size_t k, name = strlen(v->overlay->name);

	draw_overlay_legend(v, &l);
	buf_adds(b, "<TD BORDER=\"0\"><FONT POINT-SIZE=\"9\"><B>");
	add_text(b, v->overlay->name, LABEL_WIDTH);
	buf_adds(b, "</B>");
	add_text(b, l.title + name, sizeof(l.title));
	buf_adds(b, "</FONT></TD>");
	for (k = 0; k < l.n; k++) {
		buf_printf(b, "<TD BGCOLOR=\"%s\" COLOR=\"%s\" BORDER=\"1\" "
		    "STYLE=\"rounded\"><FONT POINT-SIZE=\"9\">", l.swatch[k].fill,
		    l.swatch[k].line);
		add_text(b, l.swatch[k].text, sizeof(l.swatch[k].text));
		buf_adds(b, "</FONT></TD>");
	}
	buf_adds(b, "<TD BORDER=\"0\"><FONT POINT-SIZE=\"9\">");
	add_text(b, l.total, sizeof(l.total));
	buf_adds(b, "</FONT></TD></TR></TABLE>");
	return (char *)buf_cstr(b);
}

/* Legend: one swatch per op present, as the graph's label. */
static char *
legend(const struct view *v, struct buf *b)
{
	int present[FX_N_OPS] = { 0 }, outside = 0, op;
	uint32_t i;

	for (i = 0; i < v->n_items; i++)
		if (v->items[i].kind == ITEM_NODE) {
			present[v->g->nodes[v->items[i].node].op] = 1;
			outside |= v->g->nodes[v->items[i].node].meta.outside;
		}
	buf_reset(b);
	buf_adds(b, "<TABLE BORDER=\"0\" CELLSPACING=\"4\" CELLPADDING=\"2\">"
	    "<TR>");
	if (v->kernels != NULL)
		return kernel_legend(v, b);
	if (v->overlay != NULL)
		return overlay_legend(v, b);
	for (op = 0; op < FX_N_OPS; op++) {
		if (!present[op])
			continue;
		buf_printf(b, "<TD BGCOLOR=\"%s\" COLOR=\"%s\" BORDER=\"1\" "
		    "STYLE=\"rounded\"><FONT POINT-SIZE=\"9\">%s</FONT></TD>",
		    draw_op_styles[op].fill, draw_op_styles[op].line,
		    fx_op_name((enum fx_op)op));
	}
	if (v->n_modules_closed > 0)
		buf_printf(b, "<TD BGCOLOR=\"%s\" COLOR=\"%s\" BORDER=\"2\" "
		    "STYLE=\"rounded\"><FONT POINT-SIZE=\"9\">module</FONT></TD>",
		    MODULE_FILL, MODULE_LINE);
	if (outside)
		buf_printf(b, "<TD BGCOLOR=\"%s\" COLOR=\"%s\" BORDER=\"1\" "
		    "STYLE=\"dashed\"><FONT POINT-SIZE=\"9\">outside input"
		    "</FONT></TD>", OUTSIDE_FILL, OUTSIDE_LINE);
	for (op = DIFF_CHANGED; v->diff != NULL && op < DIFF_N_CLASSES; op++)
		buf_printf(b, "<TD BGCOLOR=\"%s\" COLOR=\"%s\" BORDER=\"1\"%s>"
		    "<FONT POINT-SIZE=\"9\">%s</FONT></TD>",
		    diff_styles[op].fill, diff_styles[op].line,
		    op == DIFF_REMOVED ? " STYLE=\"dashed\"" : "",
		    diff_class_name((enum diff_class)op));
	if (v->n_proxies > 0)
		buf_adds(b, "<TD BORDER=\"1\" STYLE=\"dashed\"><FONT "
		    "POINT-SIZE=\"9\">far input</FONT></TD>");
	/* dotted edges and points stand for the ops the view hides */
	if (v->opt.hide != 0)
		buf_adds(b, "<TD BORDER=\"1\" STYLE=\"dotted\"><FONT "
		    "POINT-SIZE=\"9\">\u2026 hidden ops</FONT></TD>");
	buf_adds(b, "</TR></TABLE>");
	return (char *)buf_cstr(b);
}

static void
set_defaults(Agraph_t *g, const struct view *v, struct syms *s)
{
	agattr(g, AGRAPH, "rankdir", v->opt.rankdir == VIEW_LR ? "LR" : "TB");
	agattr(g, AGRAPH, "fontname", "Helvetica");
	agattr(g, AGRAPH, "nodesep", "0.2");
	agattr(g, AGRAPH, "ranksep", "0.3");
	agattr(g, AGRAPH, "outputorder", "edgesfirst");
	/* With frames, ranks over the whole graph: dot's own ranks each
	 * cluster apart and then the clusters as blocks, and an edge that
	 * leaves a frame and comes back (an observer between two convs of
	 * layer1.0) then points up. Not without: newrank leaves a node of
	 * no input on the first rank, and a torch.export graph's 300
	 * parameters made one row six times the drawing's width. (Graphviz
	 * 2.42 takes any value of newrank, "false" too, for true.) */
	if (v->clusters)
		agattr(g, AGRAPH, "newrank", "true");
	agattr(g, AGRAPH, "labelloc", "b");
	agattr(g, AGRAPH, "id", "fxviz");
	agattr(g, AGNODE, "fontname", "Helvetica");
	agattr(g, AGNODE, "margin", "0.08,0.03");
	agattr(g, AGNODE, "height", "0.3");
	s->style = agattr(g, AGNODE, "style", "rounded,filled");
	s->shape = agattr(g, AGNODE, "shape", "box");
	s->width = agattr(g, AGNODE, "width", "");
	s->fontsize = agattr(g, AGNODE, "fontsize", "10");
	s->label = agattr(g, AGNODE, "label", "");
	s->id = agattr(g, AGNODE, "id", "");
	s->class = agattr(g, AGNODE, "class", "");
	s->group = agattr(g, AGNODE, "group", "");
	s->fill = agattr(g, AGNODE, "fillcolor", "white");
	s->line = agattr(g, AGNODE, "color", "black");
	agattr(g, AGEDGE, "arrowsize", "0.6");
	s->edge_color = agattr(g, AGEDGE, "color", "#555555");
	s->edge_style = agattr(g, AGEDGE, "style", "solid");
	s->edge_id = agattr(g, AGEDGE, "id", "");
	s->edge_weight = agattr(g, AGEDGE, "weight", "1");
	s->edge_label = agattr(g, AGEDGE, "xlabel", "");
	s->edge_class = agattr(g, AGEDGE, "class", "");
	s->edge_pen = agattr(g, AGEDGE, "penwidth", "0.8");
	s->edge_shape = agattr(g, AGEDGE, "label", "");
	agattr(g, AGEDGE, "fontsize", "8");
	agattr(g, AGEDGE, "fontname", "Helvetica");
}

/* Whether item i is drawn in segment's drawing (DRAW_ALL: every item). */
static int
in_segment(const struct view *v, uint32_t i, uint32_t segment)
{
	return segment == DRAW_ALL || v->segment[i] == segment;
}

/* The module an item is drawn inside. */
static uint32_t
cluster_of(const struct view *v, const struct view_item *it)
{
	if (it->kind == ITEM_PROXY)
		return cluster_of(v, &v->items[it->dst]);
	if (it->kind == ITEM_MODULE)
		return v->modules->m[it->module].parent;
	return it->module;
}

/* The frames of the modules, one per stretch. A module's nodes need not
 * come one after another in graph order: prepare_fx puts an observer,
 * of no module, after every op of layer1.0. One cluster for all of them
 * would have to be left and entered again along the chain, and dot gives
 * up the order to keep a cluster whole (edges pointing up, blocks side by
 * side). So a module is drawn as one frame per stretch of its items in
 * graph order: the items of the view in it or in its sub-modules, with
 * none of another module's (or of none) between them. A graph whose
 * modules run one after another gets one frame a module, as before. */
struct frames {
	Agraph_t **open;	/* per module: its stretch being drawn, or NULL */
	uint32_t *count;	/* per module: its stretches so far */
	uint32_t cur;		/* the innermost module open; 0 the root */
	int any;		/* a frame is drawn */
};

/* Whether module a is m or holds it. */
static int
module_holds(const struct module_tree *t, uint32_t a, uint32_t m)
{
	for (; m != 0; m = t->m[m].parent)
		if (m == a)
			return 1;
	return a == 0;
}

/* Module m's stretch being drawn, made with its ancestors' when none is. */
static Agraph_t *
stretch(Agraph_t *g, const struct view *v, uint32_t m, struct frames *f,
    struct buf *tmp)
{
	const struct module *mod = &v->modules->m[m];
	Agraph_t *parent, *c;
	char name[48];

	if (m == 0)
		return g;
	if (f->open[m] != NULL)
		return f->open[m];
	if ((parent = stretch(g, v, mod->parent, f, tmp)) == NULL)
		return NULL;
	f->count[m]++;
	snprintf(name, sizeof(name), "cluster_%u_%u", m, f->count[m]);

	if ((c = agsubg(parent, name, 1)) == NULL)
		return NULL;
	buf_reset(tmp);
	buf_adds(tmp, "c:");
	add_escaped_id(tmp, mod->path);
	if (f->count[m] > 1)
		buf_printf(tmp, "#%u", f->count[m]);
	if (buf_cstr(tmp) == NULL)
		return NULL;
	agsafeset(c, "id", tmp->data, "");
	/* Markup even around a bare path: an HTML string of the same text
	 * as a plain one ("b", "t", "2") is the same string in the graph's
	 * dictionary, and took its HTML mark, or lost it. */
	buf_reset(tmp);
	buf_adds(tmp, "<FONT POINT-SIZE=\"10\">");
	add_text(tmp, mod->path, LABEL_WIDTH);
	buf_adds(tmp, "</FONT>");
	if (mod->type != NULL) {
		const char *type = strrchr(mod->type, '.');

		buf_adds(tmp, " <FONT COLOR=\"#666666\">");
		add_text(tmp, type ? type + 1 : mod->type, LABEL_WIDTH);
		buf_adds(tmp, "</FONT>");
	}
	if (v->overlay != NULL && (v->sums.module[m] != 0 ||
	    (v->before != NULL && v->sums_before.module[m] != 0))) {
		buf_adds(tmp, " <FONT COLOR=\"#444444\">");
		module_share(tmp, v, m);
		buf_adds(tmp, "</FONT>");
	}
	if (buf_cstr(tmp) == NULL)
		return NULL;
	agsafeset(c, "label", agstrdup_html(c, tmp->data), "");
	agsafeset(c, "class", mod->part ? f->count[m] > 1 ?
	    "cluster part more" : "cluster part" : f->count[m] > 1 ?
	    "cluster module more" : "cluster module", "");
	agsafeset(c, "style", mod->part ? "dashed,rounded" : "rounded", "");
	agsafeset(c, "labelloc", "t", "");
	agsafeset(c, "labeljust", "l", "");
	agsafeset(c, "fontsize", "10", "");
	agsafeset(c, "fontcolor", "#3a4a60", "");
	agsafeset(c, "color", "#9aa6b8", "");
	f->open[m] = c;
	f->any = 1;
	return c;
}

/* Whether item it's own box names module m: a call_module or get_attr
 * whose target is in m (layer1.0.conv1 in layer1.0), or a closed module
 * box of m or one in it. */
static int
box_names(const struct view *v, const struct view_item *it, uint32_t m)
{
	const struct fx_node *n = &v->g->nodes[it->node];
	const char *path = v->modules->m[m].path, *in;
	size_t len = strlen(path);

	if (it->kind == ITEM_MODULE)
		in = v->modules->m[it->module].path;
	else if (it->kind == ITEM_NODE && (n->op == FX_CALL_MODULE ||
	    n->op == FX_GET_ATTR))
		in = n->target;
	else
		return 0;
	return in != NULL && strncmp(in, path, len) == 0 &&
	    (in[len] == '\0' || in[len] == '.');
}

/* The module whose frame item i is drawn in: its own, or, when that
 * frame would hold the item alone (no item before or after it in graph
 * order, among the items of its segment, is in the module too) and the
 * item's box names the module anyway, the next one out that does hold
 * a neighbour, or the root. After prepare_fx every conv of layer1.0 is
 * alone between observers: a frame each, nested three deep, said
 * nothing its box did not. A call_function of torch.export, whose
 * target names no module, keeps its frame. */
static uint32_t
frame_module(const struct view *v, uint32_t i, uint32_t segment)
{
	const struct module_tree *t = v->modules;
	uint32_t m = cluster_of(v, &v->items[i]), before = MODULE_NONE;
	uint32_t after = MODULE_NONE, j;

	for (j = i; j > 0; j--)
		if (v->items[j - 1].kind != ITEM_PROXY &&
		    in_segment(v, j - 1, segment)) {
			before = cluster_of(v, &v->items[j - 1]);
			break;
		}
	for (j = i + 1; j < v->n_items; j++)
		if (v->items[j].kind != ITEM_PROXY && in_segment(v, j, segment)) {
			after = cluster_of(v, &v->items[j]);
			break;
		}
	for (; m != 0; m = t->m[m].parent)
		if ((before != MODULE_NONE && module_holds(t, m, before)) ||
		    (after != MODULE_NONE && module_holds(t, m, after)) ||
		    !box_names(v, &v->items[i], m))
			return m;
	return 0;
}

/* The frame of item i, the next in graph order (frame_module's): the
 * stretch being drawn, or a new one (and new ones of its ancestors as
 * needed), after the stretches of modules that do not hold it are
 * ended. g when the view draws no frames. */
static Agraph_t *
cluster(Agraph_t *g, const struct view *v, uint32_t i, uint32_t segment,
    struct frames *f, struct buf *tmp)
{
	uint32_t m;

	if (!v->clusters)
		return g;
	m = frame_module(v, i, segment);
	for (; f->cur != 0 && !module_holds(v->modules, f->cur, m);
	    f->cur = v->modules->m[f->cur].parent)
		f->open[f->cur] = NULL;
	f->cur = m;
	return stretch(g, v, m, f, tmp);
}

/* Puts the nodes of one op on the first or last rank; with in and out
 * (each item's edges in the view), also the nodes of no edge at all (an
 * aten.empty make_fx keeps): a graph of its own to dot, ranked apart,
 * they came above the inputs. Never an output, which is pinned last (a
 * graph that returns nothing, as an optimizer step's, has an output of
 * no edge: on the first rank and the last, dot 2.43 crashed). */
static void
pin_rank(Agraph_t *g, Agnode_t **nodes, const struct view *v, enum fx_op op,
    const char *name, const char *rank, const uint32_t *in,
    const uint32_t *out, const uint8_t *below)
{
	Agraph_t *sub = NULL;
	uint32_t i;

	for (i = 0; i < v->n_items; i++) {
		enum fx_op of;

		if (nodes[i] == NULL || v->items[i].kind != ITEM_NODE)
			continue;
		of = v->g->nodes[v->items[i].node].op;
		if (of != op && (in == NULL || in[i] != 0 || out[i] != 0 ||
		    of == FX_OUTPUT || below[i]))
			continue;
		/* Rank constraints inside clusters upset dot: root level only. */
		if (v->clusters && v->items[i].module != 0)
			continue;
		if (sub == NULL) {
			sub = agsubg(g, (char *)name, 1);
			agsafeset(sub, "rank", (char *)rank, "");
		}
		agsubnode(sub, nodes[i], 1);
	}
}

/* Per module of a diff's view: 1 when it holds a node that is not the
 * same. NULL when out of memory. */
static uint8_t *
changed_modules(const struct view *v)
{
	const struct module_tree *t = v->modules;
	uint8_t *changed = calloc(t->n + 1, 1);
	uint32_t i, m;

	if (changed == NULL)
		return NULL;
	for (i = 0; i < v->g->n_nodes; i++)
		if (v->diff->nodes[i].cls != DIFF_SAME)
			for (m = t->of_node[i]; m != MODULE_NONE &&
			    !changed[m]; m = t->m[m].parent)
				changed[m] = 1;
	return changed;
}

/* A node of a diff's merged graph: its class after its op's, and its
 * colours. */
static void
diff_node(Agnode_t *n, const struct syms *s, enum diff_class dc)
{
	char cls[128];

	snprintf(cls, sizeof(cls), "%s diff-%s", agxget(n, s->class),
	    diff_class_name(dc));
	agxset(n, s->class, cls);
	if (diff_styles[dc].fill == NULL)
		return;
	agxset(n, s->fill, (char *)diff_styles[dc].fill);
	agxset(n, s->line, (char *)diff_styles[dc].line);
	if (dc == DIFF_REMOVED)
		agxset(n, s->style, DIFF_REMOVED_STYLE);
}

/* color=NAME: a node's value under its label, "118 MFLOP". */
static void
value_label(struct buf *b, const struct view *v, uint32_t node)
{
	double x = v->overlay->values[node];
	char text[48];

	if (v->before != NULL) {
		if (isnan(x) && isnan(v->before->values[node]))
			return;
		buf_adds(b, "<BR/><FONT POINT-SIZE=\"8\"><B>");
		add_change(b, v, v->before->values[node], x);
		buf_adds(b, "</B></FONT>");
		return;
	}
	if (isnan(x))
		return;	/* grey says it: the legend's "no value" */
	overlay_format(x, v->overlay->unit, text, sizeof(text));
	buf_adds(b, "<BR/><FONT POINT-SIZE=\"8\"><B>");
	add_text(b, text, LABEL_WIDTH);
	buf_adds(b, "</B></FONT>");
}

/* color=NAME: a node filled by where its value falls on the scale,
 * grey without one; class "valued" when it has one. */
static void
value_node(Agnode_t *n, const struct syms *s, const struct view *v,
    uint32_t node)
{
	double t = overlay_position(&v->sums, v->log_scale,
	    v->overlay->values[node]);
	char fill[8], line[8], cls[128];

	if (v->before != NULL) {
		double d = view_change(v, node);

		t = v->change_max > 0 ? d / v->change_max : 0;
		if (!isnan(t)) {
			draw_change_colour(t, 0, fill);
			draw_change_colour(t, 1, line);
			agxset(n, s->fill, fill);
			agxset(n, s->line, line);
			snprintf(cls, sizeof(cls), "%s valued", agxget(n,
			    s->class));
			agxset(n, s->class, cls);
			return;
		}
	}
	if (isnan(t)) {
		agxset(n, s->fill, NO_VALUE_FILL);
		agxset(n, s->line, NO_VALUE_LINE);
		return;
	}
	draw_overlay_colour(t, 0, fill);
	draw_overlay_colour(t, 1, line);
	agxset(n, s->fill, fill);
	agxset(n, s->line, line);
	snprintf(cls, sizeof(cls), "%s valued", agxget(n, s->class));
	agxset(n, s->class, cls);
}

/* A node of a view coloured by kernel: its kernel's colours, stripes
 * of each when it is in several (a node two kernels recompute), plain
 * when in none; class "kernel" when in one. tmp is scratch. */
static int
kernel_node(Agnode_t *n, const struct syms *s, const struct kernel_map *km,
    uint32_t node, struct buf *tmp)
{
	const uint32_t *of;
	uint32_t k, count;
	char fill[8], line[8], cls[128];

	of = kernels_of(km, node, &count);
	if (count == 0) {
		agxset(n, s->fill, NO_KERNEL_FILL);
		agxset(n, s->line, NO_KERNEL_LINE);
		return 0;
	}
	snprintf(cls, sizeof(cls), "%s kernel", agxget(n, s->class));
	agxset(n, s->class, cls);
	draw_kernel_colour(of[0], 1, line);
	agxset(n, s->line, line);
	if (count == 1) {
		draw_kernel_colour(of[0], 0, fill);
		agxset(n, s->fill, fill);
		return 0;
	}
	buf_reset(tmp);
	for (k = 0; k < count && k < 8; k++) {
		draw_kernel_colour(of[k], 0, fill);
		buf_printf(tmp, "%s%s", k ? ":" : "", fill);
	}
	if (buf_cstr(tmp) == NULL)
		return -1;
	agxset(n, s->fill, tmp->data);
	agxset(n, s->style, "striped");
	return 0;
}

/* Graphviz's own id discipline makes a named object's id the address of
 * its interned name, and keeps subgraphs in the order of their ids: the
 * clusters' order, and so the layout, followed the malloc history of the
 * process (a render worker that had drawn other graphs drew the same
 * view otherwise, under the same ETag). Here ids count up in the order
 * names are first used, so a view draws the same in every process. Even
 * ids are names (2 for the first), odd ones anonymous objects, as in
 * Graphviz's.
 *
 * The names are the graph's own refcounted strings (agstrdup), as
 * Graphviz's are: agwrite asks of every name it writes whether it is
 * HTML (aghtmlstr), reading the word that comes before a refcounted
 * string's text, and of a plain malloc'd copy that word is whatever the
 * heap held there ("n2" came out as <n2> in a worker that had drawn
 * other graphs). */
struct ids {
	Agraph_t *g;	/* whose strings the names are */
	char **names;
	uint32_t n, cap;
	struct name_index index;	/* name -> its number */
	IDTYPE anon;
};

static const char *
ids_name(const void *owner, uint32_t i)
{
	return ((const struct ids *)owner)->names[i];
}

static void *
ids_open(Agraph_t *g, Agdisc_t *disc)
{
	struct ids *s = calloc(1, sizeof(*s));

	(void)disc;
	if (s != NULL) {
		s->g = g;
		name_index_init(&s->index, ids_name, s);
		s->anon = 1;
	}
	return s;
}

static long
ids_map(void *state, int objtype, char *str, IDTYPE *id, int createflag)
{
	struct ids *s = state;
	uint32_t i;
	char **grown;

	(void)objtype;
	if (str == NULL) {
		*id = s->anon;
		s->anon += 2;
		return 1;
	}
	if ((i = name_index_find(&s->index, str, strlen(str))) == NAME_NONE) {
		if (!createflag)
			return 0;
		if (s->n == s->cap) {
			s->cap = s->cap ? 2 * s->cap : 64;
			if ((grown = realloc(s->names, s->cap *
			    sizeof(*grown))) == NULL)
				return 0;
			s->names = grown;
		}
		if ((s->names[s->n] = agstrdup(s->g, str)) == NULL)
			return 0;
		if (name_index_add(&s->index, s->n) == -1) {
			agstrfree(s->g, s->names[s->n]);
			return 0;
		}
		i = s->n++;
	}
	*id = 2 * ((IDTYPE)i + 1);
	return 1;
}

static long
ids_alloc(void *state, int objtype, IDTYPE request)
{
	(void)state;
	(void)objtype;
	return request % 2 == 1;	/* an anonymous id, as Graphviz's */
}

static void
ids_free(void *state, int objtype, IDTYPE id)
{
	(void)state;	/* names stay until the graph closes */
	(void)objtype;
	(void)id;
}

static char *
ids_print(void *state, int objtype, IDTYPE id)
{
	const struct ids *s = state;

	(void)objtype;
	if (id % 2 == 1 || id == 0 || id / 2 > s->n)
		return NULL;
	return s->names[id / 2 - 1];
}

/* Called by agclose before the graph's strings go. */
static void
ids_close(void *state)
{
	struct ids *s = state;
	uint32_t i;

	for (i = 0; i < s->n; i++)
		agstrfree(s->g, s->names[i]);
	free(s->names);
	name_index_free(&s->index);
	free(s);
}

static void
ids_register(void *state, int objtype, void *obj)
{
	(void)state;
	(void)objtype;
	(void)obj;
}

static Agiddisc_t ids_disc = { ids_open, ids_map, ids_alloc, ids_free,
    ids_print, ids_close, ids_register };
static Agdisc_t draw_disc = { &AgMemDisc, &ids_disc, &AgIoDisc };

/* An invisible edge from t to h that holds h below t (a stack), or NULL
 * when out of memory. */
static Agedge_t *
stack_edge(Agraph_t *g, Agnode_t *t, Agnode_t *h, const struct syms *s)
{
	Agedge_t *e = agedge(g, t, h, NULL, 1);

	if (e != NULL) {
		agxset(e, s->edge_style, "invis");
		agxset(e, s->edge_class, "stack");
	}
	return e;
}

/* A node's first two constants (get_attr nodes of no input that feed it
 * alone, in its frame: a quantized add's scale and zero point) go one
 * above the other rather than side by side: beside a frame, a row of
 * them made a converted mobilenet_v2 three times as wide as the float
 * one. An invisible edge joins them. Only two; and a stack above a node
 * that takes an input of the graph (a quantize_per_tensor of x) hangs
 * below that input by another invisible edge, so that it never rises
 * above the inputs. 0, or -1 when out of memory. */
static int
stack_constants(Agraph_t *g, const struct view *v, Agnode_t **nodes,
    Agraph_t **frame_of, uint32_t segment, const uint32_t *in,
    const uint32_t *out, const struct syms *s)
{
	uint32_t *first = malloc((v->n_items + 1) * sizeof(*first));
	uint32_t *input = malloc((v->n_items + 1) * sizeof(*input));
	uint8_t *deep = calloc(v->n_items + 1, 1);	/* below an inner node */
	uint32_t i;
	int rc = -1;

	if (first == NULL || input == NULL || deep == NULL)
		goto done;
	memset(first, 0xff, (v->n_items + 1) * sizeof(*first));
	memset(input, 0xff, (v->n_items + 1) * sizeof(*input));
	for (i = 0; i < v->n_edges; i++) {
		uint32_t from = v->edges[i].from;
		const struct view_item *it = &v->items[from];

		if (it->kind == ITEM_NODE &&
		    v->g->nodes[it->node].op == FX_PLACEHOLDER)
			input[v->edges[i].to] = from;
		else if (it->kind != ITEM_NODE || in[from] != 0)
			deep[v->edges[i].to] = 1;
	}
	for (i = 0; i < v->n_edges; i++) {
		uint32_t from = v->edges[i].from, to = v->edges[i].to;
		const struct view_item *it = &v->items[from];
		Agedge_t *e;

		if (!in_segment(v, to, segment) ||
		    (!deep[to] && input[to] == UINT32_MAX) || it->kind != ITEM_NODE ||
		    v->g->nodes[it->node].op != FX_GET_ATTR || in[from] != 0 ||
		    out[from] != 1 || frame_of[from] != frame_of[to])
			continue;
		if (first[to] == UINT32_MAX) {
			first[to] = from;
			continue;
		}
		if (first[to] == UINT32_MAX - 1)
			continue;	/* a pair stacked already */
		if ((e = stack_edge(g, nodes[first[to]], nodes[from], s)) ==
		    NULL)
			goto done;
		agxset(e, s->edge_weight, EDGE_CHAIN_WEIGHT);
		if (!deep[to] && stack_edge(g, nodes[input[to]],
		    nodes[first[to]], s) == NULL)
			goto done;
		first[to] = UINT32_MAX - 1;
	}
	rc = 0;
done:
	free(first);
	free(input);
	free(deep);
	return rc;
}

/* Whether item i is a node of no edge in segment's drawing, in frame
 * (the drawing g itself: outside any), and free to move (not a pinned
 * input). */
static int
unconnected(const struct view *v, uint32_t i, Agraph_t **frame_of,
    Agraph_t *frame, uint32_t segment, const uint32_t *in,
    const uint32_t *out)
{
	const struct view_item *it = &v->items[i];

	return it->kind == ITEM_NODE && in_segment(v, i, segment) &&
	    in[i] == 0 && out[i] == 0 && frame_of[i] == frame &&
	    !(v->pin_inputs && v->g->nodes[it->node].op == FX_PLACEHOLDER) &&
	    v->g->nodes[it->node].op != FX_OUTPUT;
}

/* How far in item order tie_in_frames looks for a node to hang one
 * from. */
#define TIE_REACH	64

/* Whether item j is one tie_in_frames may hang item i from: drawn in
 * segment, in i's frame, with edges. */
static int
frame_mate(const struct view *v, uint32_t i, uint32_t j, Agnode_t **nodes,
    Agraph_t **frame_of, uint32_t segment, const uint32_t *in,
    const uint32_t *out)
{
	return j < v->n_items && in_segment(v, j, segment) &&
	    nodes[j] != NULL && frame_of[j] == frame_of[i] &&
	    in[j] + out[j] > 0;
}

/* A node of no edge inside a frame (the num_batches_tracked of a batch
 * norm that a pt2e export keeps, in its module's frame by its target)
 * hangs just above the nearest node of the same frame that has edges,
 * by an invisible edge. Ranked by dot on its own, it sat on the first
 * rank and stretched its frame from there down to the frame's other
 * nodes, and those frames, which cannot overlap, stood side by side:
 * the float mobilenet_v2 of a pt2e quantization was 25,082 pt wide.
 * 0, or -1 when out of memory. */
static int
tie_in_frames(Agraph_t *g, const struct view *v, Agnode_t **nodes,
    Agraph_t **frame_of, uint32_t segment, const uint32_t *in,
    const uint32_t *out, const struct syms *s)
{
	uint32_t i, d, mate;

	for (i = 0; i < v->n_items; i++) {
		if (!in_segment(v, i, segment) || frame_of[i] == g ||
		    !unconnected(v, i, frame_of, frame_of[i], segment, in,
		    out))
			continue;
		for (mate = UINT32_MAX, d = 1; d <= TIE_REACH &&
		    mate == UINT32_MAX; d++)
			mate = frame_mate(v, i, i + d, nodes, frame_of, segment,
			    in, out) ? i + d : i >= d && frame_mate(v, i, i - d,
			    nodes, frame_of, segment, in, out) ? i - d :
			    UINT32_MAX;
		if (mate != UINT32_MAX &&
		    stack_edge(g, nodes[i], nodes[mate], s) == NULL)
			return -1;
	}
	return 0;
}

/* Nodes of no edge in the drawing, outside any frame (the buffers a
 * torch.export graph takes and never reads: densenet121's 121
 * num_batches_tracked), go in columns of about sqrt(3 n), joined top to
 * bottom by invisible edges, where dot would put them in one row: in a
 * segment it put all of them on one rank, which made the exported
 * program's first view 41,275 pt wide, and pinned beside the inputs the
 * aten.empty nodes of a make_fx resnet50 made 12,992 pt. In a drawing
 * whole whose inputs are not pinned, dot spreads them over its emptier
 * ranks itself, narrower than columns (an exported efficientnet_b0's 49:
 * 1,700 pt, 2,546 pt in columns), and they are left to it. Pinned inputs
 * stay in their row; the columns' tops join it (below[i]: item i hangs
 * below another, and is not pinned). 0, or -1 when out of memory. */
static int
stack_unconnected(Agraph_t *g, const struct view *v, Agnode_t **nodes,
    Agraph_t **frame_of, uint32_t segment, const uint32_t *in,
    const uint32_t *out, const struct syms *s, uint8_t *below)
{
	uint32_t i, n = 0, column = 0, height, prev = UINT32_MAX;

	for (i = 0; i < v->n_items; i++)
		n += unconnected(v, i, frame_of, g, segment, in, out);
	if (n < 3 || (!v->pin_inputs && v->n_segments < 2))
		return 0;
	for (height = 1; height * height < 3 * n; height++)
		;
	for (i = 0; i < v->n_items; i++) {
		if (!unconnected(v, i, frame_of, g, segment, in, out))
			continue;
		if (prev != UINT32_MAX && column % height != 0) {
			if (stack_edge(g, nodes[prev], nodes[i], s) == NULL)
				return -1;
			below[i] = 1;
		}
		prev = i;
		column++;
	}
	return 0;
}

/* Each item's edges in segment's drawing: in[i] ending at it, out[i]
 * starting at it. 0, or -1 when out of memory. */
static int
count_edges(const struct view *v, uint32_t segment, uint32_t **in,
    uint32_t **out)
{
	uint32_t i;

	*in = calloc(v->n_items + 1, sizeof(**in));
	*out = calloc(v->n_items + 1, sizeof(**out));
	if (*in == NULL || *out == NULL)
		return -1;
	for (i = 0; i < v->n_edges; i++)
		if (in_segment(v, v->edges[i].to, segment)) {
			(*in)[v->edges[i].to]++;
			(*out)[v->edges[i].from]++;
		} else if (v->edges[i].seam &&
		    in_segment(v, v->edges[i].from, segment)) {
			(*out)[v->edges[i].from]++;	/* to its stub */
		}
	return 0;
}

static int
count_desc(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? 1 : x > y ? -1 : 0;
}

/* The least count of a merged edge of segment's drawing that gets a label
 * (MERGED_LABELS_UPTO): 2, every merged edge, when there are at most that
 * many; else one above the count of the first edge left out, heaviest
 * first. 0, or -1 when out of memory. */
static int
merged_label_least(const struct view *v, uint32_t segment, uint32_t *least)
{
	uint32_t *counts, i, n = 0;

	*least = 2;
	for (i = 0; i < v->n_edges; i++)
		n += v->edges[i].count > 1 &&
		    in_segment(v, v->edges[i].to, segment);
	if (n <= MERGED_LABELS_UPTO)
		return 0;
	if ((counts = malloc(n * sizeof(*counts))) == NULL)
		return -1;
	for (n = 0, i = 0; i < v->n_edges; i++)
		if (v->edges[i].count > 1 &&
		    in_segment(v, v->edges[i].to, segment))
			counts[n++] = v->edges[i].count;
	qsort(counts, n, sizeof(*counts), count_desc);
	*least = counts[MERGED_LABELS_UPTO] + 1;
	free(counts);
	return 0;
}

/* The stubs of a segment's edges across seams: those they start from at
 * its top, those they end at at its bottom (draw/seams.h joins them). */
struct stubs {
	Agraph_t *in, *out;	/* rank=min, rank=max; NULL while none */
};

/* Edge ve, across a seam, in a segment's drawing: from a stub at the top
 * to its end (in: the segment holds its end), or from its start to a
 * stub at the bottom, each stub a point of its own that draws nothing.
 * NULL when out of memory. */
static Agedge_t *
seam_edge(Agraph_t *g, const struct view_edge *ve, int in, Agnode_t **nodes,
    struct stubs *st)
{
	Agraph_t **rank = in ? &st->in : &st->out;
	Agnode_t *stub;
	char name[32];

	/* named by its edge's pair, as its id is: no number of another
	 * width than the segment's others (draw/reuse.h) */
	snprintf(name, sizeof(name), "%s%u_%u", in ? "si" : "so", ve->src,
	    ve->dst);
	if (*rank == NULL && (*rank = agsubg(g, in ? "seams_in" :
	    "seams_out", 1)) != NULL)
		agsafeset(*rank, "rank", in ? "min" : "max", "");
	if (*rank == NULL || (stub = agnode(g, name, 1)) == NULL ||
	    agsubnode(*rank, stub, 1) == NULL)
		return NULL;
	agsafeset(stub, "shape", "point", "box");
	agsafeset(stub, "width", "0.02", "");
	agsafeset(stub, "height", "0.02", "0.3");
	agsafeset(stub, "style", "invis", "rounded,filled");
	agsafeset(stub, "label", "", "");
	return in ? agedge(g, stub, nodes[ve->to], NULL, 1) :
	    agedge(g, nodes[ve->from], stub, NULL, 1);
}

/* The class of edge ve's piece e: its own, then "seam-in" (in: from the
 * stub, its arrow; "seam-main" too on the main input's edge, which the
 * stacked segments line up by) or "seam-out" (to the stub: its arrow
 * goes with it when the pieces are joined, and declaring arrowhead for
 * it alone would give every edge of the drawing the attribute). 0, or -1
 * when out of memory. */
static int
seam_class(Agedge_t *e, const struct syms *s, const struct view_edge *ve,
    int in)
{
	const char *was = agxget(e, s->edge_class);
	struct buf b = BUF_INIT;

	buf_printf(&b, "%s%s%s", was, *was ? " " : "", in ? ve->main ?
	    "seam-in seam-main" : "seam-in" : "seam-out");
	if (buf_cstr(&b) == NULL)
		return -1;
	agxset(e, s->edge_class, b.data);
	buf_free(&b);
	return 0;
}

Agraph_t *
draw_view(const struct view *v, uint32_t segment)
{
	const struct fx_graph *fg = v->g;
	struct buf label = BUF_INIT, tmp = BUF_INIT;
	Agnode_t **nodes = NULL;
	Agraph_t *g, **frame_of = NULL, *c;
	struct frames f = { NULL, NULL, 0, 0 };
	uint32_t *in = NULL, *out = NULL;	/* each item's edges */
	uint32_t *far = NULL;	/* proxy_names */
	uint8_t *changed = NULL;	/* a diff's: per module, holds a change */
	uint8_t *below = NULL;	/* stack_unconnected's */
	const char *text;
	struct syms s;
	uint32_t i, least;	/* least: merged_label_least */
	char id[64], cls[128];
	struct stubs seams = { NULL, NULL };

	if ((g = agopen("fx", Agdirected, &draw_disc)) == NULL)
		return NULL;
	if ((nodes = calloc(v->n_items + 1, sizeof(*nodes))) == NULL ||
	    (frame_of = calloc(v->n_items + 1, sizeof(*frame_of))) == NULL ||
	    (f.open = calloc(v->modules->n + 1, sizeof(*f.open))) == NULL ||
	    (f.count = calloc(v->modules->n + 1, sizeof(*f.count))) == NULL ||
	    (far = proxy_names(v)) == NULL)
		goto fail;
	set_defaults(g, v, &s);
	if (v->diff != NULL && (changed = changed_modules(v)) == NULL)
		goto fail;
	if (segment != DRAW_ALL) {
		snprintf(id, sizeof(id), "fxviz-%u", segment);
		agset(g, "id", id);
	}
	for (i = 0; i < v->n_items; i++) {
		const struct view_item *it = &v->items[i];
		const struct fx_node *n = &fg->nodes[it->node];
		const char *fill = draw_op_styles[n->op].fill;
		const char *line = draw_op_styles[n->op].line;

		if (!in_segment(v, i, segment))
			continue;
		buf_reset(&label);
		buf_reset(&tmp);
		/* Internal names: n for a node, m for a module, p for a
		 * proxy; each number is used once. */
		if (it->kind == ITEM_NODE)
			snprintf(id, sizeof(id), "n%u", it->node);
		else if (it->kind == ITEM_MODULE)
			snprintf(id, sizeof(id), "m%u", it->module);
		else
			snprintf(id, sizeof(id), "p%u", i);
		if ((nodes[i] = agnode(g, id, 1)) == NULL)
			goto fail;
		switch (it->kind) {
		case ITEM_NODE:
			if (v->junction[it->node])
				break;	/* a point: no label */
			node_label(&label, &tmp, n, v->opt.shapes);
			if (v->overlay != NULL)
				value_label(&label, v, it->node);
			if (n->meta.outside) {
				fill = OUTSIDE_FILL;
				line = OUTSIDE_LINE;
			}
			break;
		case ITEM_MODULE:
			module_label(&label, fg, &v->modules->m[it->module]);
			if (v->overlay != NULL &&
			    (v->sums.module[it->module] != 0 ||
			    (v->before != NULL &&
			    v->sums_before.module[it->module] != 0))) {
				buf_adds(&label, "<BR/><FONT POINT-SIZE=\"8\">");
				module_share(&label, v, it->module);
				buf_adds(&label, "</FONT>");
			}
			fill = MODULE_FILL;
			line = MODULE_LINE;
			break;
		case ITEM_PROXY:
			proxy_label(&label, v, i,
			    &far[(size_t)i * PROXY_NAMES]);
			if (v->items[it->src].kind == ITEM_MODULE)
				line = MODULE_LINE;
			fill = "white";
			break;
		}
		/* A junction has no label: "", never a NULL to Graphviz. */
		if ((text = buf_cstr(&label)) == NULL || buf_cstr(&tmp) == NULL ||
		    (c = it->kind == ITEM_PROXY ? frame_of[it->dst] :
		    cluster(g, v, i, segment, &f, &tmp)) == NULL)
			goto fail;
		frame_of[i] = c;
		if (c != g)
			agsubnode(c, nodes[i], 1);
		agxset(nodes[i], s.label, agstrdup_html(g, (char *)text));
		agxset(nodes[i], s.fill, (char *)fill);
		agxset(nodes[i], s.line, (char *)line);
		buf_reset(&tmp);
		if (it->kind == ITEM_NODE) {
			buf_adds(&tmp, "n:");
			add_escaped_id(&tmp, n->name);
			agxset(nodes[i], s.class, n->meta.outside ?
			    "placeholder outside" : v->junction[it->node] ?
			    "junction" : (char *)fx_op_name(n->op));
			if (n->meta.outside)
				agxset(nodes[i], s.style, OUTSIDE_STYLE);
			if (v->junction[it->node]) {
				agxset(nodes[i], s.shape, "point");
				agxset(nodes[i], s.width, "0.12");
				agxset(nodes[i], s.fill, (char *)line);
			}
			/* The spine's nodes in one line. Not with frames:
			 * there dot's newrank fails on a group now and then
			 * ("trouble in init_rank", which Graphviz has crashed
			 * after), and EDGE_FRAMED_CHAIN_WEIGHT does it. */
			if (v->spine[it->node] && !v->clusters)
				agxset(nodes[i], s.group, "spine");
			if (v->diff != NULL)
				diff_node(nodes[i], &s, v->diff->nodes[it->node].cls);
			if (v->kernels != NULL && !v->junction[it->node] &&
			    kernel_node(nodes[i], &s, v->kernels, it->node,
			    &label) == -1)
				goto fail;
			if (v->overlay != NULL && !v->junction[it->node])
				value_node(nodes[i], &s, v, it->node);
		} else if (it->kind == ITEM_MODULE) {
			buf_adds(&tmp, "m:");
			add_escaped_id(&tmp, v->modules->m[it->module].path);
			agxset(nodes[i], s.class, "module");
			agxset(nodes[i], s.style, "rounded,filled,bold");
			if (v->diff != NULL) {
				int ch = changed[it->module];

				agxset(nodes[i], s.class, ch ?
				    "module diff-changed" : "module diff-same");
				if (ch)
					agxset(nodes[i], s.line,
					    (char *)diff_styles[DIFF_CHANGED].line);
			}
		} else {
			/* p:SRC:DST for one far input, q:DST for several. */
			if (it->count == 1)
				buf_printf(&tmp, "p:%u:%u", it->node, it->user);
			else
				buf_printf(&tmp, "q:%u", it->user);
			agxset(nodes[i], s.class, "proxy");
			agxset(nodes[i], s.style, "rounded,dashed,filled");
		}
		if (buf_cstr(&tmp) == NULL)
			goto fail;
		agxset(nodes[i], s.id, tmp.data);
	}
	if (merged_label_least(v, segment, &least) == -1)
		goto fail;
	for (i = 0; i < v->n_edges; i++) {
		const struct view_edge *ve = &v->edges[i];
		/* (drawn whole, an edge like any other) */
		int seam = ve->seam && segment != DRAW_ALL;
		int ends_here = in_segment(v, ve->to, segment);
		/* the first piece of an edge across a seam: no label, which
		 * the second carries */
		int to_stub = seam && !ends_here;
		Agedge_t *e;

		/* A segment's edges all end in it, and start in it or at a
		 * proxy beside their end; but an edge across a seam is drawn
		 * in both of its segments, to and from a stub. */
		if (!ends_here && !(seam && in_segment(v, ve->from, segment)))
			continue;
		if ((e = seam ? seam_edge(g, ve, ends_here, nodes, &seams) :
		    agedge(g, nodes[ve->from], nodes[ve->to], NULL, 1)) == NULL)
			goto fail;
		snprintf(id, sizeof(id), "e:%u:%u", ve->src, ve->dst);
		agxset(e, s.edge_id, id);
		if (ve->main)
			agxset(e, s.edge_weight, v->clusters &&
			    frame_of[ve->from] == frame_of[ve->to] ?
			    EDGE_FRAMED_CHAIN_WEIGHT : EDGE_CHAIN_WEIGHT);
		if (ve->count > 1) {
			/* A module's edges, merged: how many, and a bit wider. */
			if (ve->count >= least && !to_stub) {
				snprintf(id, sizeof(id), "%u", ve->count);
				agxset(e, s.edge_label, id);
				agxset(e, s.edge_class, "merged");
			} else {
				snprintf(id, sizeof(id), "merged count-%u",
				    ve->count);
				agxset(e, s.edge_class, id);
			}
			agxset(e, s.edge_pen, "1.6");
		}
		/* What flows along it, when one tensor does. */
		buf_reset(&label);
		if (v->opt.shapes == VIEW_SHAPES_EDGES && ve->count == 1 &&
		    !to_stub &&
		    edge_shape(&label, &fg->nodes[ve->src].meta) == 0) {
			if (buf_cstr(&label) == NULL)
				goto fail;
			agxset(e, v->n_items > EDGE_LABELS_UPTO || f.any ?
			    s.edge_label : s.edge_shape, agstrdup_html(g,
			    label.data));
		}
		if (v->items[ve->from].kind == ITEM_PROXY) {
			agxset(e, s.edge_style, "dashed");
			agxset(e, s.edge_color, "#888888");
		} else if (ve->bridge || v->junction[ve->src] ||
		    v->junction[ve->dst]) {
			/* through hidden nodes: dotted, as not drawn whole */
			agxset(e, s.edge_style, "dotted");
			agxset(e, s.edge_class, "bridge");
		}
		if (v->diff != NULL) {
			enum diff_class dc = diff_edge_class(v->diff, ve->src,
			    ve->dst);
			const char *was = agxget(e, s.edge_class);

			snprintf(cls, sizeof(cls), "%s%sdiff-%s", was, *was ?
			    " " : "", diff_class_name(dc));
			agxset(e, s.edge_class, cls);
			if (diff_styles[dc].edge != NULL) {
				agxset(e, s.edge_color,
				    (char *)diff_styles[dc].edge);
				agxset(e, s.edge_pen, "1.4");
			}
			if (dc == DIFF_REMOVED)
				agxset(e, s.edge_style, "dashed");
		}
		if (seam && seam_class(e, &s, ve, ends_here) == -1)
			goto fail;
	}
	if (count_edges(v, segment, &in, &out) == -1 ||
	    stack_constants(g, v, nodes, frame_of, segment, in, out, &s) == -1 ||
	    (below = calloc(v->n_items + 1, 1)) == NULL ||
	    stack_unconnected(g, v, nodes, frame_of, segment, in, out, &s,
	    below) == -1 ||
	    tie_in_frames(g, v, nodes, frame_of, segment, in, out, &s) == -1)
		goto fail;
	if (v->pin_inputs)
		pin_rank(g, nodes, v, FX_PLACEHOLDER, "inputs", "min", in, out,
		    below);
	pin_rank(g, nodes, v, FX_OUTPUT, "outputs", "max", NULL, NULL, NULL);
	agattr(g, AGRAPH, "label", "");
	if (segment == DRAW_ALL || segment + 1 == v->n_segments) {
		/* out of memory: no drawing rather than one without a legend */
		if ((text = legend(v, &label)) == NULL)
			goto fail;
		agset(g, "label", agstrdup_html(g, (char *)text));
	}
	free(changed);
	free(below);
	free(frame_of);
	free(far);
	free(in);
	free(out);
	free(f.open);
	free(f.count);
	free(nodes);
	buf_free(&label);
	buf_free(&tmp);
	return g;
fail:
	free(changed);
	free(below);
	free(frame_of);
	free(far);
	free(in);
	free(out);
	free(f.open);
	free(f.count);
	free(nodes);
	buf_free(&label);
	buf_free(&tmp);
	agclose(g);
	return NULL;
}
