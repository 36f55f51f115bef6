/* render: layout and output through libgvc, with one context a process. */
#include "config.h"

#include "draw/render.h"

#include <ctype.h>
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <gvc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/fault.h"
#include "base/forks.h"
#include "draw/diff_view.h"
#include "draw/draw.h"
#include "draw/note.h"
#include "draw/png_note.h"
#include "draw/printdouble.h"
#include "draw/textsize.h"
#include "draw/layout_dir.h"
#include "draw/reuse.h"
#include "draw/seams.h"
#include "base/error.h"
#include "model/graph.h"
#include "model/graph_digest.h"
#include "model/kernels.h"
#include "model/suggest.h"
#include "draw/view.h"

static const struct {
	const char *name, *mime;
} formats[] = {
	[RENDER_SVG] = { "svg", "image/svg+xml" },
	[RENDER_PNG] = { "png", "image/png" },
	[RENDER_DOT] = { "dot", "text/vnd.graphviz; charset=utf-8" },
};

static GVC_t *gvc;
static int closed;	/* Graphviz keeps font caches across contexts that
			 * a second context would use after free */
static char gv_error[256];	/* Graphviz's last complaint */
static int suspect;	/* render_suspect */
static int jobs;	/* render_set_jobs; 0: every core */
static int reuse = 1;	/* render_set_reuse */
static int once;	/* render_set_once */
static Agraph_t *left;	/* a drawing left to the exit (once) */
static int left_laid;	/* with its layout */

int
render_format_parse(const char *s, enum render_format *f)
{
	size_t i;

	for (i = 0; i < sizeof(formats) / sizeof(formats[0]); i++) {
		if (strcmp(s, formats[i].name) == 0) {
			*f = (enum render_format)i;
			return 0;
		}
	}
	return -1;
}

const char *
render_format_name(enum render_format f)
{
	return formats[f].name;
}

const char *
render_format_mime(enum render_format f)
{
	return formats[f].mime;
}

static int
keep_error(char *msg)
{
	size_t n;

	suspect = 1;
	snprintf(gv_error, sizeof(gv_error), "%s", msg);
	n = strlen(gv_error);
	while (n > 0 && gv_error[n - 1] == '\n')
		gv_error[--n] = '\0';
	return 0;
}

static GVC_t *
context(void)
{
	if (gvc == NULL && !closed) {
		agseterr(AGERR);
		agseterrf(keep_error);
		gvc = gvContext();
		printdouble_check(gvc);
		if (gvc != NULL)
			layout_dir_version(gvcVersion(gvc));
	}
	return gvc;
}

/* Closes a drawing. Graphviz gives up part way when it cannot close one of
 * its dictionaries, leaving the rest of the drawing to leak: a process
 * that sees that is retired (suspect), and keeps nothing it drew then. */
static void
drawing_close(Agraph_t *g)
{
	if (agclose(g) != 0) {
		suspect = 1;
		snprintf(gv_error, sizeof(gv_error), "Graphviz could not "
		    "close a drawing");
	}
}

/* Tells the layout folder Graphviz's version, which it needs before it
 * reads anything, without starting Graphviz: a bare context knows its
 * version, and loads none of the plugins that gvContext loads (the text
 * layout's, with pango: half of a CLI run that reads a kept view). */
static void
version_folder(void)
{
	static int told;
	GVC_t *bare;

	if (gvc != NULL || told)
		return;
	if ((bare = gvNEWcontext(NULL, 1)) != NULL) {
		layout_dir_version(gvcVersion(bare));
		free(bare);	/* one block (gvNEWcontext) */
		told = 1;
	}
}


int
render_suspect(void)
{
	return suspect;
}

void
render_set_jobs(int n)
{
	jobs = n < 0 ? 0 : n;
}

void
render_set_once(int on)
{
	once = on != 0;
}

void
render_set_reuse(int on)
{
	reuse = on != 0;
}

static void cache_trim(size_t max);

void
render_cleanup(void)
{
	cache_trim(0);
	if (gvc != NULL)
		gvFreeContext(gvc);
	gvc = NULL;
	closed = 1;
}

/* DOT as drawn, before layout: what `dot -Tsvg` would be given. */
static int
write_dot(Agraph_t *g, char **out, size_t *len)
{
	FILE *f = open_memstream(out, len);
	int rc;

	if (f == NULL)
		return -1;
	rc = agwrite(g, f);
	if (fclose(f) != 0 || rc != 0) {
		free(*out);
		*out = NULL;
		return -1;
	}
	return 0;
}

/* cairo makes no image wider or taller than 32,767 px. Past that,
 * Graphviz scales the picture down itself and says so on stderr only
 * (where a worker's words reach no one). fxviz scales it instead, a
 * little under the limit, and says so in the PNG (png_note.h): a whole
 * picture in one file, which an HTTP reply needs, with a warning that
 * the SVG has the detail. */
#define PNG_LIMIT_PX 32767	/* cairo's */
#define PNG_MAX_PX 32000	/* what a picture past it is scaled to */
#define PNG_DPI 96.0	/* Graphviz's for bitmaps */
#define PNG_PAD_PT 4.0	/* Graphviz's default pad, each side */

/* Lowers the resolution of laid-out g when its PNG would be too big; the
 * warning to give then in note (else ""). */
static void
fit_png(Agraph_t *g, char *note, size_t size)
{
	boxf bb = GD_bb(g);
	double dpi = GD_drawing(g)->dpi > 0 ? GD_drawing(g)->dpi : PNG_DPI;
	double w = (bb.UR.x - bb.LL.x + 2 * PNG_PAD_PT) * dpi / 72;
	double h = (bb.UR.y - bb.LL.y + 2 * PNG_PAD_PT) * dpi / 72;
	double big = w > h ? w : h, k;

	note[0] = '\0';
	if (big <= PNG_LIMIT_PX)
		return;
	k = PNG_MAX_PX / big;
	GD_drawing(g)->dpi = dpi * k;
	/* the smallest text is 8pt: 10.7 px high at 96 dpi */
	snprintf(note, size, "scaled to %.0f%% to fit cairo's 32767 px limit: "
	    "%.0fx%.0f px at full size, %.0fx%.0f px here, 8pt text %.1f px "
	    "high; the SVG has every detail", 100 * k, w, h, w * k, h * k,
	    8 * dpi * k / 72);
}

/* Graphviz 2.42's dot numbers its decompose() passes with a static char
 * (decomp.c's Cmark) that wraps every 255 passes, and a layout makes
 * many (11 for a 12-node view in frames: one for the graph, more for each
 * frame). At some values a pass takes the marks another pass left for its
 * own: a view drawn in a process that had drawn enough others crashed in
 * decompose (a NULL read; the same view rendered again and again in one
 * process, at the 232nd time), where a fresh process drew it. Before each
 * layout the counter is brought where a fresh process has it (255: the
 * next pass is 1), by passes over a one-node graph whose node is marked
 * 255: the one pass that skips it is the pass numbered 255. A Graphviz
 * without an exported decompose is left as it is. */
static void
reset_passes(void)
{
	static void (*decompose)(Agraph_t *, int);
	static int looked;
	Agraph_t *g;
	Agnode_t *n;
	void *dot;
	int i;

	if ((g = agopen("passes", Agdirected, NULL)) == NULL)
		return;
	if ((n = agnode(g, "n", 1)) == NULL || gvLayout(gvc, g, "dot") != 0) {
		drawing_close(g);
		return;
	}
	/* dot is loaded by the first layout */
	if (!looked && (dot = dlopen("libgvplugin_dot_layout.so.6",
	    RTLD_NOW | RTLD_NOLOAD)) != NULL) {
		*(void **)&decompose = dlsym(dot, "decompose");
		dlclose(dot);	/* gvc holds it open */
	}
	looked = 1;
	for (i = 0; decompose != NULL && i < 512; i++) {
		ND_mark(n) = (char)255;
		decompose(g, 0);
		if (GD_comp(g).size == 0)
			break;
	}
	gvFreeLayout(gvc, g);
	drawing_close(g);
}

/* Under newrank, Graphviz 2.42's dot gives each rank of a cluster that has
 * no node a fill node, in a subgraph of the root by this name that it
 * makes when it needs it. After the layout it takes the subgraph out with
 * agdelsubg (dotinit.c, removeFill), which only unlinks it: its attribute
 * dictionaries still view the root's, so agclose of the root fails part
 * way, and the drawing's strings, id state and graph leak. The subgraph
 * is made here before the layout, so that dot fills this one, and closed
 * here once dot has let go of it. */
#define FILL_SUBGRAPH	"_new_rank"

/* Forgets the fill subgraph (state) if Graphviz closes it itself. */
static void
fill_closed(Agraph_t *g, Agobj_t *obj, void *state)
{
	Agraph_t **fill = state;

	(void)g;
	if (obj == (Agobj_t *)*fill)
		*fill = NULL;
}

static Agcbdisc_t fill_watch = { { NULL, NULL, fill_closed },
    { NULL, NULL, NULL }, { NULL, NULL, NULL } };

static int
graph_attributes(Agraph_t *g)
{
	Agsym_t *a = NULL;
	int n = 0;

	while ((a = agnxtattr(g, AGRAPH, a)) != NULL)
		n++;
	return n;
}

/* gvLayout with the fill subgraph made first and closed after, once dot
 * has unlinked it. Its attribute record has a string for every graph
 * attribute declared while it was linked, and agclose frees one for each
 * declared at all: so "bb", which gvLayout declares last, is declared
 * first, and where any other came after, the subgraph is left (to fail
 * the drawing's close, which retires the process) rather than overrun. */
static int
layout(Agraph_t *g)
{
	Agraph_t *fill;
	int rc, declared;

	if (agattr(g, AGRAPH, "bb", NULL) == NULL)
		agattr(g, AGRAPH, "bb", "");
	declared = graph_attributes(g);
	if ((fill = agsubg(g, FILL_SUBGRAPH, 1)) == NULL)
		return gvLayout(gvc, g, "dot");
	agpushdisc(g, &fill_watch, &fill);
	rc = gvLayout(gvc, g, "dot");
	agpopdisc(g, &fill_watch);
	if (fill != NULL && agsubg(g, FILL_SUBGRAPH, 0) == NULL &&
	    graph_attributes(g) == declared)
		drawing_close(fill);
	return rc;
}

/* Lays g out and renders it; g's layout is freed after, unless keep and
 * all went well (the caller then leaves g to the process's exit). */
static int
layout_and_render(Agraph_t *g, enum render_format f, int keep, char **out,
    size_t *len, struct error *err)
{
	char *data = NULL, note[256] = "";
	unsigned int n = 0;
	int rc = -1, measured, laid_out;

	reset_passes();
	gv_error[0] = '\0';
	if (fault_inject("render_layout")) {
		suspect = 1;
		error_kind_set(err, ERROR_INTERNAL, "layout failed: on purpose "
		    "(FXVIZ_FAULT=render_layout)");
		return -1;
	}
	/* cairo draws a PNG's texts from the layouts pango leaves */
	measured = f == RENDER_PNG ? textsize_use(0) : -1;
	laid_out = layout(g);
	if (measured != -1)
		textsize_use(measured);
	if (laid_out != 0) {
		suspect = 1;
		error_kind_set(err, ERROR_INTERNAL, "layout failed: %s",
		    gv_error[0] ? gv_error : "Graphviz gave no reason");
		return -1;
	}
	if (f == RENDER_PNG)
		fit_png(g, note, sizeof(note));
	if (gvRenderData(gvc, g, formats[f].name, &data, &n) != 0 ||
	    data == NULL) {
		suspect = 1;
		error_kind_set(err, ERROR_INTERNAL, "rendering %s failed: %s",
		    formats[f].name, gv_error[0] ? gv_error :
		    "Graphviz gave no reason");
	} else if ((*out = malloc(n + 1)) == NULL) {
		error_nomem(err);
	} else {
		memcpy(*out, data, n);
		(*out)[n] = '\0';
		*len = n;
		rc = 0;
		if (note[0] != '\0' && png_note_add(out, len, PNG_NOTE_WARNING,
		    note) == -1) {
			/* never a picture scaled without its warning */
			free(*out);
			*out = NULL;
			error_nomem(err);
			rc = -1;
		}
	}
	gvFreeRenderData(data);
	if (!keep || rc != 0)
		gvFreeLayout(gvc, g);
	return rc;
}

/* The id every segment is laid out with, whichever it is, so that the
 * same shape writes the same SVG; stack gives each its own (fxviz-K). */
#define SEGMENT_ID	"fxviz-segment"
#define SEGMENT_ID_SVG	"id=\"fxviz&#45;segment\""
#define SEGMENT_GAP	24.0	/* points between stacked segments, at least */

/* One laid-out segment's SVG, taken apart for stacking. */
struct piece {
	const char *svg;	/* its layout's output, or owned */
	char *owned;		/* NULL, or svg: a copy renamed for it */
	size_t len;
	double w, h;		/* points */
	const char *body;	/* between <svg ...> and </svg> */
	size_t body_len;
	struct seam_body seams;	/* its edges across seams, read with it */
};

static int
take_apart(struct piece *p)
{
	const char *open = strstr(p->svg, "<svg "), *end, *close;

	if (open == NULL || (end = strchr(open, '>')) == NULL ||
	    (close = strstr(end, "</svg>")) == NULL ||
	    sscanf(open, "<svg width=\"%lfpt\" height=\"%lfpt\"", &p->w,
	    &p->h) != 2)
		return -1;
	p->body = end + 1;
	p->body_len = (size_t)(close - p->body);
	return 0;
}

/* The pieces in one SVG, their seams read: top to bottom (or left to
 * right), each placed so that the edges between them join across the
 * seams (draw/seams.h), piece k's graph given the id fxviz-K. NULL when
 * out of memory. */
static char *
stack(struct piece *pieces, uint32_t n, uint32_t copies, int lr, size_t *len)
{
	struct buf b = BUF_INIT;
	struct seam_body *sb = calloc(n + 1, sizeof(*sb));
	double *x = calloc(n + 1, sizeof(*x)), *y = calloc(n + 1, sizeof(*y));
	double *w = calloc(n + 1, sizeof(*w)), *h = calloc(n + 1, sizeof(*h));
	const char **bodies = calloc(n + 1, sizeof(*bodies));
	double w_all = 0, h_all = 0;
	char *svg = NULL;
	const char *id;
	uint32_t i;

	if (sb == NULL || x == NULL || y == NULL || w == NULL || h == NULL ||
	    bodies == NULL)
		goto done;
	for (i = 0; i < n; i++) {
		w[i] = pieces[i].w;
		h[i] = pieces[i].h;
		bodies[i] = pieces[i].body;
		sb[i] = pieces[i].seams;	/* stack's to free now */
		memset(&pieces[i].seams, 0, sizeof(pieces[i].seams));
	}
	seams_place(sb, w, h, n, lr, SEGMENT_GAP, x, y, &w_all, &h_all);
	buf_printf(&b, "<?xml version=\"1.0\" encoding=\"UTF-8\" "
	    "standalone=\"no\"?>\n<!-- fxviz: %u segments laid out apart, "
	    "%u of them copies of another, stacked -->\n<svg width=\"%.0fpt\" "
	    "height=\"%.0fpt\" viewBox=\"0.00 0.00 %.2f %.2f\" "
	    "xmlns=\"http://www.w3.org/2000/svg\" "
	    "xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"fxviz\" "
	    "class=\"graph\">\n", n, copies, w_all, h_all, w_all, h_all);
	for (i = 0; i < n; i++) {
		size_t body_len = pieces[i].body_len, at;

		buf_printf(&b, "<g class=\"segment\" transform=\"translate(%.2f "
		    "%.2f)\">", x[i], y[i]);
		id = memmem(bodies[i], body_len, SEGMENT_ID_SVG,
		    strlen(SEGMENT_ID_SVG));
		if (id == NULL) {
			seams_write(&b, bodies, sb, i, 0, body_len, x, y, lr);
		} else {
			at = (size_t)(id - bodies[i]);
			seams_write(&b, bodies, sb, i, 0, at, x, y, lr);
			buf_printf(&b, "id=\"fxviz&#45;%u\"", i);
			seams_write(&b, bodies, sb, i, at +
			    strlen(SEGMENT_ID_SVG), body_len, x, y, lr);
		}
		buf_adds(&b, "</g>\n");
	}
	buf_adds(&b, "</g>\n</svg>\n");
	svg = buf_steal(&b, len);
done:
	for (i = 0; sb != NULL && i < n; i++)
		seams_free(&sb[i]);
	buf_free(&b);
	free(sb);
	free(x);
	free(y);
	free(w);
	free(h);
	free(bodies);
	return svg;
}

/* A long view's segments, drawn, and those laid out: reps[i] is one of
 * them, each other segment being one of these renamed (draw/reuse.h). */
struct segments {
	const struct view *v;
	Agraph_t **ags;		/* per segment */
	char **dots;		/* per segment: its DOT, or NULL (reuse off) */
	size_t *lens;		/* per segment: its DOT's length */
	uint32_t *keys;		/* per segment: reuse_key of its DOT */
	struct reuse_map **maps;	/* per segment: from its rep's words */
	uint32_t *rep_of;	/* per segment: the segment laid out for it,
				 * or FROM_CACHE */
	const struct laid_out **cached;	/* per segment: FROM_CACHE's entry */
	uint32_t *reps, n_reps;	/* the segments laid out now */
	uint32_t *firsts, n_firsts;	/* the first of each shape in the view:
				 * what would be laid out without the cache */
	int keep;		/* dot_task runs in this process: keep ags */
};

#define FROM_CACHE	UINT32_MAX

/* The layout cache: segments laid out by this process (the worker, or the
 * CLI), their DOT and SVG, most recently used first, up to cache_max
 * bytes. A segment of a later render the same as one of them up to the
 * numbers in their names is its SVG renamed: the same graph again in
 * another view that keeps most segments, the next graph of a compile,
 * the same model after a pass. */
struct laid_out {
	uint32_t key;
	char *dot, *svg;	/* one block: the DOT, then the SVG */
	size_t dot_len, svg_len;
	struct laid_out *prev, *next;
};

static struct {
	struct laid_out *head, *tail;
	size_t bytes, max;
	struct render_counts counts;
} cache = { NULL, NULL, 0, RENDER_CACHE_DEFAULT_MB << 20, { 0, 0, 0, 0, 0 } };

static void
cache_unlink(struct laid_out *e)
{
	if (e->prev != NULL)
		e->prev->next = e->next;
	else
		cache.head = e->next;
	if (e->next != NULL)
		e->next->prev = e->prev;
	else
		cache.tail = e->prev;
	e->prev = e->next = NULL;
}

static void
cache_push(struct laid_out *e)
{
	e->next = cache.head;
	if (cache.head != NULL)
		cache.head->prev = e;
	cache.head = e;
	if (cache.tail == NULL)
		cache.tail = e;
}

static void
cache_trim(size_t max)
{
	while (cache.bytes > max && cache.tail != NULL) {
		struct laid_out *e = cache.tail;

		cache_unlink(e);
		cache.bytes -= e->dot_len + e->svg_len;
		free(e->dot);	/* and the SVG after it */
		free(e);
	}
}

/* Takes block (malloc'd: a DOT, its SVG, a NUL) into the cache, or frees
 * it when it is not kept. */
static void
cache_adopt(uint32_t key, char *block, size_t dot_len, size_t svg_len)
{
	struct laid_out *e;

	if (dot_len + svg_len > cache.max / 4 ||
	    (e = calloc(1, sizeof(*e))) == NULL) {
		free(block);
		return;
	}
	e->dot = block;
	e->svg = block + dot_len;
	e->key = key;
	e->dot_len = dot_len;
	e->svg_len = svg_len;
	cache_push(e);
	cache.bytes += dot_len + svg_len;
	cache_trim(cache.max);
}

/* Keeps a copy of a segment laid out now. Out of memory: not kept. */
static void
cache_keep(uint32_t key, const char *dot, size_t dot_len, const char *svg,
    size_t svg_len)
{
	char *block;

	if (dot_len + svg_len > cache.max / 4 ||
	    (block = malloc(dot_len + svg_len + 1)) == NULL)
		return;
	memcpy(block, dot, dot_len);
	memcpy(block + dot_len, svg, svg_len);
	block[dot_len + svg_len] = '\0';
	cache_adopt(key, block, dot_len, svg_len);
}

/* The entry dot[0..len) is the same as up to numbers, with the map from
 * its words; NULL when none (or out of memory: *nomem). */
static struct laid_out *
cache_find(uint32_t key, const char *dot, size_t len, struct reuse_map **map,
    int *nomem)
{
	struct laid_out *e;

	for (e = cache.head; e != NULL; e = e->next)
		if (e->key == key && (*map = reuse_map_new(e->dot, e->dot_len,
		    dot, len, nomem)) != NULL) {
			cache_unlink(e);
			cache_push(e);
			return e;
		} else if (*nomem) {
			return NULL;
		}
	return NULL;
}

/* As cache_find, and else the drawing kept in the layout folder for
 * dot's shape, taken into the cache first. */
static struct laid_out *
kept_find(uint32_t key, const char *dot, size_t len, struct reuse_map **map,
    int *nomem)
{
	struct laid_out *e;
	const char *svg;
	char *kept;
	size_t kept_len, svg_len;

	if ((e = cache_find(key, dot, len, map, nomem)) != NULL || *nomem ||
	    layout_dir_get(dot, len, &kept, &kept_len, &svg, &svg_len) == -1)
		return e;
	cache_adopt(key, kept, kept_len, svg_len);
	if ((e = cache_find(key, dot, len, map, nomem)) != NULL)
		cache.counts.from_folder++;
	return e;
}

/* Keeps dot laid out as svg, in the cache, and in the layout folder
 * when folder. */
static void
kept_put(uint32_t key, const char *dot, size_t dot_len, const char *svg,
    size_t svg_len, int folder)
{
	cache_keep(key, dot, dot_len, svg, svg_len);
	if (folder)
		layout_dir_put(dot, dot_len, svg, svg_len);
}

int
render_set_layout_dir(const char *folder, size_t max_mb, struct error *err)
{
	return layout_dir_open(folder, max_mb << 20, err);
}

void
render_set_cache_mb(size_t mb)
{
	cache.max = mb << 20;
	cache_trim(cache.max);
}

void
render_get_counts(struct render_counts *c)
{
	*c = cache.counts;
	c->cache_bytes = cache.bytes;
}

/* Segment k of ctx's view, drawn, with the id every segment is laid out
 * with. NULL when out of memory. */
static Agraph_t *
draw_segment(const struct segments *s, uint32_t k)
{
	Agraph_t *ag = draw_view(s->v, k);

	if (ag != NULL)
		agset(ag, "id", SEGMENT_ID);
	return ag;
}

/* Segment k's DOT, drawn in whichever process runs it: kept drawn in
 * s->ags when that is this process (s->keep), else closed. */
static int
dot_task(uint32_t k, void *ctx, struct forks_out *o, struct error *err)
{
	struct segments *s = ctx;
	Agraph_t *ag = draw_segment(s, k);

	if (ag == NULL || write_dot(ag, &o->data, &o->len) == -1) {
		if (ag != NULL)
			drawing_close(ag);
		error_nomem(err);
		return -1;
	}
	if (s->keep)
		s->ags[k] = ag;
	else
		drawing_close(ag);
	return 0;
}

/* Laid-out segment reps[i] of ctx: its SVG, and whether Graphviz failed
 * or complained (suspect, in the process that laid it out). Drawn here
 * unless this process drew it already. */
static int
segment_task(uint32_t i, void *ctx, struct forks_out *o, struct error *err)
{
	struct segments *s = ctx;
	uint32_t k = s->reps[i];
	int rc;

	if (s->ags[k] == NULL && (s->ags[k] = draw_segment(s, k)) == NULL) {
		error_nomem(err);
		return -1;
	}
	rc = layout_and_render(s->ags[k], RENDER_SVG, 0, &o->data, &o->len,
	    err);
	o->flags = (uint32_t)suspect;
	return rc;
}

static void
segments_free(struct segments *s, uint32_t n)
{
	uint32_t k;

	for (k = 0; k < n; k++) {
		if (s->ags != NULL && s->ags[k] != NULL)
			drawing_close(s->ags[k]);
		if (s->dots != NULL)
			free(s->dots[k]);
		if (s->maps != NULL)
			reuse_map_free(s->maps[k]);
	}
	free(s->ags);
	free(s->dots);
	free(s->maps);
	free(s->rep_of);
	free(s->cached);
	free(s->reps);
	free(s->firsts);
	free(s->keys);
	free(s->lens);
}

/* Draws every segment, and, with reuse on, finds those the same as an
 * earlier one up to the numbers in their names. -1 when out of memory. */
static int
segments_plan(struct segments *s, uint32_t n, int workers, struct error *err)
{
	struct forks_out *dots = NULL;
	uint32_t k, i, *firsts, flags;
	int nomem = 0;

	if ((s->ags = calloc(n, sizeof(*s->ags))) == NULL ||
	    (s->dots = calloc(n, sizeof(*s->dots))) == NULL ||
	    (s->maps = calloc(n, sizeof(*s->maps))) == NULL ||
	    (s->rep_of = calloc(n, sizeof(*s->rep_of))) == NULL ||
	    (s->cached = calloc(n, sizeof(*s->cached))) == NULL ||
	    (s->reps = calloc(n, sizeof(*s->reps))) == NULL ||
	    (s->firsts = firsts = calloc(n, sizeof(*firsts))) == NULL ||
	    (s->keys = calloc(n, sizeof(*s->keys))) == NULL ||
	    (s->lens = calloc(n, sizeof(*s->lens))) == NULL ||
	    (dots = calloc(n, sizeof(*dots))) == NULL) {
		free(dots);
		error_nomem(err);
		return -1;
	}
	/* Every segment's DOT, drawn on every core: what tells which are
	 * the same. Without reuse, each is drawn where it is laid out. */
	s->keep = workers <= 1 || n <= 1;
	if (reuse && forks_run(n, workers, dot_task, s, dots, &flags, err) ==
	    -1) {
		free(dots);
		return -1;
	}
	for (k = 0; k < n; k++) {
		s->dots[k] = dots[k].data;	/* segments_free's now */
		s->lens[k] = dots[k].len;
	}
	free(dots);
	for (k = 0; k < n; k++) {
		uint32_t r = k;

		s->rep_of[k] = k;
		if (s->dots[k] != NULL)
			s->keys[k] = reuse_key(s->dots[k], s->lens[k]);
		/* the first segment of the view of its shape, r */
		for (i = 0; s->dots[k] != NULL && i < s->n_firsts; i++) {
			r = firsts[i];
			if (s->keys[r] == s->keys[k] && (s->maps[k] =
			    reuse_map_new(s->dots[r], s->lens[r], s->dots[k],
			    s->lens[k], &nomem)) != NULL)
				break;
			if (nomem)
				goto nomem;
			r = k;
		}
		if (r == k)
			firsts[s->n_firsts++] = k;
		if (r != k && s->rep_of[r] != FROM_CACHE) {
			s->rep_of[k] = s->rep_of[r];	/* r, laid out now */
			continue;
		}
		/* r (or k) laid out by an earlier render of this process:
		 * renamed from what it laid out, where that maps onto k */
		reuse_map_free(s->maps[k]);
		s->maps[k] = NULL;
		if (s->dots[k] != NULL && cache.max > 0 &&
		    (s->cached[k] = kept_find(s->keys[k], s->dots[k],
		    s->lens[k], &s->maps[k], &nomem)) != NULL)
			s->rep_of[k] = FROM_CACHE;
		else if (nomem)
			goto nomem;
		else
			s->reps[s->n_reps++] = k;
	}
	return 0;
nomem:
	error_nomem(err);
	return -1;
}

/* Segment k's SVG: its rep's output o, or that renamed for it (or an
 * earlier render's, from the cache). -1 when out of memory. */
static int
segment_piece(const struct segments *s, uint32_t k, const struct forks_out *o,
    struct piece *p)
{
	if (s->rep_of[k] == k) {
		p->svg = o->data;
		p->len = o->len;
		return 0;
	}
	if (s->rep_of[k] == FROM_CACHE ? reuse_apply(s->maps[k],
	    s->cached[k]->svg, s->cached[k]->svg_len, &p->owned, &p->len) :
	    reuse_apply(s->maps[k], o->data, o->len, &p->owned, &p->len))
		return -1;
	p->svg = p->owned;
	return 0;
}

/* One thread's share of the pieces: every step-th from first. */
struct share {
	const struct segments *s;
	const struct forks_out *outs;
	struct piece *pieces;
	uint32_t n, first, step;
	int rc;		/* 0; -1 out of memory; -2 an SVG not read */
};

static void *
assemble_share(void *arg)
{
	struct share *a = arg;
	uint32_t k, i;

	for (k = a->first; k < a->n && a->rc == 0; k += a->step) {
		for (i = 0; a->s->rep_of[k] != FROM_CACHE &&
		    a->s->reps[i] != a->s->rep_of[k]; i++)
			;
		if (segment_piece(a->s, k, &a->outs[i], &a->pieces[k]) == -1)
			a->rc = -1;
		else if (take_apart(&a->pieces[k]) == -1)
			a->rc = -2;
		else
			a->rc = seams_read(a->pieces[k].body,
			    a->pieces[k].body_len, &a->pieces[k].seams);
	}
	return NULL;
}

#define ASSEMBLE_THREADS	4

/* Every segment's piece: its rep's SVG, or that renamed for it (the most
 * of a long view's own work: 2.0 G instructions of gpt1400_makefx's 5.1
 * G), on up to as many threads as layout processes. 0; -1 out of
 * memory; -2 an SVG fxviz cannot read. */
static int
assemble(const struct segments *s, const struct forks_out *outs,
    struct piece *pieces, uint32_t n, int workers)
{
	struct share shares[ASSEMBLE_THREADS];
	pthread_t threads[ASSEMBLE_THREADS];
	int started[ASSEMBLE_THREADS] = { 0 };
	uint32_t m = workers < 1 ? 1 : workers > ASSEMBLE_THREADS ?
	    ASSEMBLE_THREADS : (uint32_t)workers, t;
	int rc = 0;

	if (m > n)
		m = n > 0 ? n : 1;
	for (t = 0; t < m; t++) {
		shares[t] = (struct share){ s, outs, pieces, n, t, m, 0 };
		if (t > 0)
			started[t] = pthread_create(&threads[t], NULL,
			    assemble_share, &shares[t]) == 0;
	}
	assemble_share(&shares[0]);
	for (t = 1; t < m; t++) {
		if (started[t])
			pthread_join(threads[t], NULL);
		else
			assemble_share(&shares[t]);	/* no thread: here */
	}
	for (t = 0; t < m; t++)
		if (shares[t].rc != 0 && (rc == 0 || shares[t].rc == -1))
			rc = shares[t].rc;
	return rc;
}

/* A view in segments: each drawn, those the same up to the numbers in
 * their names laid out once (render_set_reuse), on every core the process
 * may use (render_set_jobs), then stacked. */
static int
render_segments(const struct view *v, char **out, size_t *len,
    struct error *err)
{
	uint32_t n = v->n_segments, k, i, flags = 0, from_cache = 0;
	int workers = jobs > 0 ? jobs : forks_cores();
	struct segments s;
	struct piece *pieces = calloc(n, sizeof(*pieces));
	struct forks_out *outs = calloc(n, sizeof(*outs));
	int rc = -1;

	memset(&s, 0, sizeof(s));
	s.v = v;
	if (pieces == NULL || outs == NULL) {
		error_nomem(err);
		goto done;
	}
	if (segments_plan(&s, n, workers, err) == -1)
		goto done;
	rc = forks_run(s.n_reps, workers, segment_task, &s, outs, &flags, err);
	if (flags != 0)
		suspect = 1;	/* a layout process saw Graphviz fail */
	if (rc == -1)
		goto done;
	for (k = 0; k < n; k++)
		from_cache += s.rep_of[k] == FROM_CACHE;
	if ((rc = assemble(&s, outs, pieces, n, workers)) != 0) {
		if (rc == -1)
			error_nomem(err);
		else
			error_kind_set(err, ERROR_INTERNAL, "Graphviz wrote an "
			    "SVG fxviz cannot read");
		rc = -1;
		goto done;
	}
	/* the comment counts copies within the view alone: the same bytes
	 * whatever this process laid out before */
	if ((*out = stack(pieces, n, n - s.n_firsts,
	    v->opt.rankdir == VIEW_LR, len)) == NULL) {
		error_nomem(err);
		rc = -1;
		goto done;
	}
	cache.counts.laid_out += s.n_reps;
	cache.counts.copied += n - s.n_reps - from_cache;
	cache.counts.cached += from_cache;
	for (i = 0; i < s.n_reps && cache.max > 0; i++)
		if (s.dots[s.reps[i]] != NULL)
			kept_put(s.keys[s.reps[i]], s.dots[s.reps[i]],
			    s.lens[s.reps[i]], outs[i].data, outs[i].len, 1);
done:
	for (k = 0; pieces != NULL && k < n; k++) {
		free(pieces[k].owned);
		seams_free(&pieces[k].seams);
	}
	for (k = 0; outs != NULL && k < n; k++)
		free(outs[k].data);
	free(pieces);
	free(outs);
	segments_free(&s, n);
	return rc;
}

/* id[0..n) (an SVG group's, from its third character: "n:NAME" less
 * "n:") as Graphviz escaped it for XML, unescaped into name[0..size):
 * its length, or -1 when it does not fit. */
static long
unescape_id(const char *id, size_t n, char *name, size_t size)
{
	static const struct {
		const char *ent;
		char c;
	} ents[] = { { "&amp;", '&' }, { "&lt;", '<' }, { "&gt;", '>' },
	    { "&quot;", '"' }, { "&#39;", '\'' }, { "&#45;", '-' } };
	size_t i, k, len = 0;

	for (i = 0; i < n && len + 1 < size; ) {
		for (k = 0; id[i] == '&' && k < sizeof(ents) / sizeof(ents[0]);
		    k++)
			if (n - i >= strlen(ents[k].ent) && memcmp(id + i,
			    ents[k].ent, strlen(ents[k].ent)) == 0)
				break;
		if (id[i] == '&' && k < sizeof(ents) / sizeof(ents[0])) {
			name[len++] = ents[k].c;
			i += strlen(ents[k].ent);
		} else {
			name[len++] = id[i++];
		}
	}
	name[len] = '\0';
	return i < n ? -1 : (long)len;
}

/* What a render adds to the groups of its SVG, for scripts and the
 * page: each node's kernels (color=kernel), each node's value and each
 * module's total (color=NAME). */
struct group_data {
	const struct fx_graph *g;
	const struct module_tree *mt;
	const struct kernel_map *km;	/* or NULL */
	const struct fx_overlay *ov;	/* or NULL */
	const double *totals;	/* per module of mt: ov's total */
	const struct fx_overlay *before;	/* compared: NAME.before, or
						 * NULL */
	const double *totals_before;
	const struct draw_legend *legend;	/* ov's, or NULL */
	const struct view *view;
};

static void
add_attr_text(struct buf *b, const char *s)
{
	for (; *s != '\0'; s++)
		if (*s == '&')
			buf_adds(b, "&amp;");
		else if (*s == '<')
			buf_adds(b, "&lt;");
		else if (*s == '"')
			buf_adds(b, "&quot;");
		else
			buf_addc(b, *s);
}

/* The picture's legend on its root group, for the page: data-legend
 * (its title), data-legend-0 ... ("#fill #line text" of each swatch)
 * and data-legend-total. */
static void
legend_attrs(const struct draw_legend *l, struct buf *b)
{
	size_t k;

	buf_adds(b, " data-legend=\"");
	add_attr_text(b, l->title);
	for (k = 0; k < l->n; k++) {
		buf_printf(b, "\" data-legend-%zu=\"%s %s ", k, l->swatch[k].fill,
		    l->swatch[k].line);
		add_attr_text(b, l->swatch[k].text);
	}
	buf_adds(b, "\" data-legend-total=\"");
	add_attr_text(b, l->total);
	buf_addc(b, '"');
}

/* color=kernel's legend on the root group, as legend_attrs: a swatch
 * for each kernel it names, then "and N more kernels" (no colours) and
 * the swatch of none, as the picture shows them. */
static void
kernel_legend_attrs(const struct view *v, const struct kernel_map *km,
    struct buf *b)
{
	uint32_t shown[DRAW_LEGEND_KERNELS], n, more, k;
	char fill[8], line[8];
	int plain;

	if (draw_kernel_legend(v, shown, &n, &more, &plain) == -1)
		return;
	buf_adds(b, " data-legend=\"kernel (a colour each, in launch order)");
	for (k = 0; k < n; k++) {
		draw_kernel_colour(shown[k], 0, fill);
		draw_kernel_colour(shown[k], 1, line);
		buf_printf(b, "\" data-legend-%u=\"%s %s ", k, fill, line);
		add_attr_text(b, km->kernels[shown[k]].id);
	}
	if (plain)
		buf_printf(b, "\" data-legend-%u=\"%s %s in no kernel", n,
		    DRAW_NO_KERNEL_FILL, DRAW_NO_KERNEL_LINE);
	if (more > 0)
		buf_printf(b, "\" data-legend-total=\"and %u more kernels", more);
	buf_addc(b, '"');
}

/* The attributes of d for the group of id ("n:relu", "m:layer1",
 * "c:layer1#2"; as unescape_id gives it), into b. */
static void
group_attrs(const struct group_data *d, const char *id, size_t len,
    struct buf *b)
{
	const uint32_t *of;
	uint32_t n = 0, k, m;
	int64_t node = -1;
	char mod[VIEW_NAME_MAX];
	const char *hash;
	double v = NAN, was = NAN;

	if (len > 2 && id[0] == 'n' && id[1] == ':')
		node = fx_graph_find(d->g, id + 2, len - 2);
	if (node >= 0 && d->km != NULL &&
	    (of = kernels_of(d->km, (uint32_t)node, &n)) != NULL && n > 0) {
		buf_adds(b, " data-kernels=\"");
		for (k = 0; k < n; k++) {
			if (k > 0)
				buf_addc(b, ' ');
			add_attr_text(b, d->km->kernels[of[k]].id);
		}
		buf_addc(b, '"');
	}
	if (len == 5 && memcmp(id, "fxviz", 5) == 0) {
		if (d->legend != NULL)
			legend_attrs(d->legend, b);
		else if (d->km != NULL)
			kernel_legend_attrs(d->view, d->km, b);
		return;
	}
	if (d->ov == NULL)
		return;
	if (node >= 0) {
		v = d->ov->values[node];
		if (d->before != NULL)
			was = d->before->values[node];
	} else if (len > 2 && (id[0] == 'm' || id[0] == 'c') && id[1] == ':') {
		/* a frame's later stretches are its module's too */
		snprintf(mod, sizeof(mod), "%.*s", (int)(len - 2), id + 2);
		if (id[0] == 'c' && (hash = strrchr(mod, '#')) != NULL &&
		    strspn(hash + 1, "0123456789") == strlen(hash + 1))
			mod[hash - mod] = '\0';
		if ((m = modules_find(d->mt, mod)) != MODULE_NONE) {
			v = d->totals[m];
			if (d->before != NULL)
				was = d->totals_before[m];
		}
	}
	if (!isnan(v))
		buf_printf(b, " data-value=\"%.17g\"", v);
	if (!isnan(was))
		buf_printf(b, " data-before=\"%.17g\"", was);
}

/* Gives each group of the SVG *out (<g id="...">) d's attributes for
 * it, after its id. *out is replaced; -1 when out of memory. */
static int
add_group_data(const struct group_data *d, char **out, size_t *len)
{
	static const char open[] = "<g id=\"";
	struct buf b = BUF_INIT;
	const char *p = *out, *end = *out + *len, *at, *q;
	char id[VIEW_NAME_MAX + 8];
	long n;

	while ((at = memmem(p, (size_t)(end - p), open, sizeof(open) - 1)) !=
	    NULL) {
		at += sizeof(open) - 1;
		if ((q = memchr(at, '"', (size_t)(end - at))) == NULL)
			break;
		buf_add(&b, p, (size_t)(q + 1 - p));
		p = q + 1;
		if ((n = unescape_id(at, (size_t)(q - at), id, sizeof(id))) > 0)
			group_attrs(d, id, (size_t)n, &b);
	}
	buf_add(&b, p, (size_t)(end - p));
	if (buf_cstr(&b) == NULL)
		return -1;
	free(*out);
	*out = buf_steal(&b, len);
	return 0;
}

/* After a render of v that returned rc into *out: its SVG given the
 * data of its groups, when it has any (km: v's kernels, or NULL). The
 * rc to return. */
static int
group_data(const struct view *v, const struct kernel_map *km,
    enum render_format f, int rc, char **out, size_t *len, struct error *err)
{
	struct draw_legend legend;
	struct group_data d = { v->g, v->modules, km, v->overlay,
	    v->sums.module, v->before, v->sums_before.module,
	    draw_overlay_legend(v, &legend) == 0 ? &legend : NULL, v };

	if (rc == -1 || (km == NULL && v->overlay == NULL) ||
	    f != RENDER_SVG || add_group_data(&d, out, len) == 0)
		return rc;
	free(*out);
	*out = NULL;
	error_nomem(err);
	return -1;
}

/* After a render that returned rc into *out: the names of the view that
 * matched nothing said in the picture (note.h), when there are any. The
 * rc to return. */
static int
names_note(const struct view *v, int rc, char **out, size_t *len,
    struct error *err)
{
	char names[NOTE_MAX + 1], open[NOTE_MAX + 1];

	if (rc == -1)
		return rc;
	if (v->n_cycle_open > 0) {
		snprintf(open, sizeof(open), "collapse: '%s'%s drawn open, as "
		    "a box would feed a node outside it that feeds it back",
		    v->modules->m[v->cycle_open].path, v->n_cycle_open > 1 ?
		    " and others" : "");
		if (note_add(out, len, open) == -1)
			goto nomem;
	}
	if (suggest_unmatched(v->g, v->modules, v->opt.expand,
	    v->opt.collapse, v->opt.hide, names, sizeof(names)) == 0 ||
	    note_add(out, len, names) == 0)
		return rc;
nomem:
	free(*out);
	*out = NULL;
	error_nomem(err);
	return -1;
}

/* ag as SVG: renamed from a drawing of its shape kept in the cache or
 * the layout folder, else laid out and kept (in the folder too unless
 * whole: the caller keeps the view there whole, and the same bytes twice
 * would halve what the folder holds). *laid: laid out now (its layout is
 * then left on ag when once). */
static int
layout_kept(Agraph_t *ag, int whole, char **out, size_t *len, int *laid,
    struct error *err)
{
	struct reuse_map *map = NULL;
	struct laid_out *e;
	char *dot = NULL;
	size_t dot_len;
	uint32_t key;
	int nomem = 0, rc = -1;

	*laid = 0;
	if (write_dot(ag, &dot, &dot_len) == -1) {
		error_nomem(err);
		return -1;
	}
	key = reuse_key(dot, dot_len);
	if ((e = kept_find(key, dot, dot_len, &map, &nomem)) != NULL) {
		if ((rc = reuse_apply(map, e->svg, e->svg_len, out, len)) == -1)
			error_nomem(err);
		else
			cache.counts.cached++;
	} else if (nomem) {
		error_nomem(err);
	} else {
		*laid = 1;
		rc = layout_and_render(ag, RENDER_SVG, once, out, len, err);
		if (rc == 0) {
			kept_put(key, dot, dot_len, *out, *len, !whole);
			cache.counts.laid_out++;
		}
	}
	reuse_map_free(map);
	free(dot);
	return rc;
}

/* render_view's drawing, made now; whole: render_view keeps it whole in
 * the layout folder. */
static int
render_fresh(const struct fx_graph *g, const struct module_tree *mt,
    const struct diff *d, const struct kernel_map *km,
    const struct view_options *o, enum render_format f, int whole,
    char **out, size_t *len, struct error *err)
{
	struct view *v;
	Agraph_t *ag;
	int rc, laid = 0;

	if ((v = view_build(g, mt, o, err)) == NULL)
		return -1;
	v->diff = d;
	/* a map's nodes are the graph's, not a sub-graph's */
	km = v->g == g ? km : NULL;
	v->kernels = km;
	if (f == RENDER_SVG && v->n_segments > 1) {
		rc = group_data(v, km, f, render_segments(v, out, len, err),
		    out, len, err);
		rc = names_note(v, rc, out, len, err);
		view_free(v);
		return rc;
	}
	if ((ag = draw_view(v, DRAW_ALL)) == NULL) {
		view_free(v);
		error_nomem(err);
		return -1;
	}
	if (f == RENDER_DOT) {
		rc = write_dot(ag, out, len);
		if (rc == -1)
			error_nomem(err);
	} else if (f == RENDER_SVG && reuse && cache.max > 0 &&
	    (!once || layout_dir_on())) {
		/* (a process that draws once keeps only what the folder
		 * would give another) */
		rc = layout_kept(ag, whole, out, len, &laid, err);
	} else {
		laid = 1;
		rc = layout_and_render(ag, f, once, out, len, err);
	}
	if (once && f != RENDER_DOT && rc == 0) {
		if (left != NULL) {
			if (left_laid)
				gvFreeLayout(gvc, left);
			drawing_close(left);
		}
		left = ag;	/* the exit frees it */
		left_laid = laid;
	} else {
		drawing_close(ag);
	}
	rc = names_note(v, group_data(v, km, f, rc, out, len, err), out, len,
	    err);
	view_free(v);
	return rc;
}

/* plain[0..n) after key's end in letters only, two a-p a byte: the
 * layout folder reads every digit as '0' in the names it gives files. */
static void
add_letters(struct buf *key, const char *plain, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		buf_addc(key, (char)('a' + ((unsigned char)plain[i] >> 4)));
		buf_addc(key, (char)('a' + ((unsigned char)plain[i] & 15)));
	}
}

/* The name in the layout folder of g's whole SVG view o: the digest of
 * g's content (model/graph_digest.h) and every option the view takes,
 * so that the next process to draw the same graph the same way (the
 * CLI's next run, another worker, a replica on the same folder) reads
 * the SVG instead of drawing and laying out again. The module tree is
 * built from g alone, so g names it too. hex: g's digest, or "" to work
 * it out into (g may be NULL when hex is given). -1 when out of
 * memory. */
static int
view_key(const struct fx_graph *g, char hex[DIGEST_HEX_LEN + 1],
    const struct view_options *o, struct buf *key)
{
	struct buf plain = BUF_INIT;

	if (hex[0] == '\0')
		fx_graph_digest(g, hex);
	buf_printf(&plain, "fxviz view 1 %s ", hex);
	view_options_key(o, &plain);
	buf_printf(&plain, "&proxy_span=%u&overview_above=%u&color=%d",
	    o->proxy_span, o->overview_above, (int)o->color);
	if (!plain.oom)
		add_letters(key, plain.data, plain.len);
	buf_free(&plain);
	return plain.oom || key->oom ? -1 : 0;
}

/* What the layout folder keeps under key, in *out (malloc'd,
 * NUL-terminated). 0, or -1 when it keeps none (another key under the
 * same file name is none). */
static int
kept_under(const struct buf *key, char **out, size_t *len)
{
	return layout_dir_get_svg(key->data, key->len, out, len);
}

/* Whether whole views are kept in (and read from) the layout folder. */
static int
views_kept(void)
{
	return reuse && cache.max > 0 && layout_dir_on();
}

/* The name in the layout folder of the graph an input's bytes read as:
 * the SHA-256 of the bytes, the form they are read as and the graph
 * picked of a log, each framed (NULL apart from ""). -1 when out of
 * memory. */
static int
input_key(const char *bytes, size_t len, const char *form,
    const char *pick, struct buf *key)
{
	char hex[DIGEST_HEX_LEN + 1];
	struct digest_stream d;
	struct buf plain = BUF_INIT;

	digest_stream_init(&d);
	digest_stream_add(&d, bytes, len);
	digest_stream_end(&d, hex);
	buf_printf(&plain, "fxviz input 1 %s %c%zu:%s %c%zu:%s", hex,
	    form != NULL ? '=' : '-', form != NULL ? strlen(form) : 0,
	    form != NULL ? form : "", pick != NULL ? '=' : '-',
	    pick != NULL ? strlen(pick) : 0, pick != NULL ? pick : "");
	if (!plain.oom)
		add_letters(key, plain.data, plain.len);
	buf_free(&plain);
	return plain.oom || key->oom ? -1 : 0;
}

int
render_input_kept(const char *bytes, size_t len, const char *form,
    const char *pick, const struct view_options *o,
    char hex[DIGEST_HEX_LEN + 1], char **out, size_t *out_len)
{
	struct buf key = BUF_INIT;
	char *kept = NULL;
	size_t kept_len, i;
	int rc = -1;

	hex[0] = '\0';
	*out = NULL;
	*out_len = 0;
	version_folder();
	if (!views_kept() || input_key(bytes, len, form, pick, &key) == -1 ||
	    kept_under(&key, &kept, &kept_len) == -1 ||
	    kept_len != DIGEST_HEX_LEN)
		goto done;
	for (i = 0; i < DIGEST_HEX_LEN; i++)
		if (!isxdigit((unsigned char)kept[i]))
			goto done;
	memcpy(hex, kept, DIGEST_HEX_LEN + 1);
	buf_free(&key);
	key = (struct buf)BUF_INIT;
	if (view_key(NULL, hex, o, &key) == 0 &&
	    kept_under(&key, out, out_len) == 0) {
		cache.counts.cached++;
		cache.counts.from_folder++;
		rc = 0;
	}
done:
	free(kept);
	buf_free(&key);
	return rc;
}

void
render_input_note(const char *bytes, size_t len, const char *form,
    const char *pick, const char hex[DIGEST_HEX_LEN + 1])
{
	struct buf key = BUF_INIT;

	if (views_kept() && strlen(hex) == DIGEST_HEX_LEN &&
	    input_key(bytes, len, form, pick, &key) == 0)
		layout_dir_put(key.data, key.len, hex, DIGEST_HEX_LEN);
	buf_free(&key);
}

/* Draws g as render_graph does; d: g is its merged graph, or NULL; hex
 * as render_graph_hashed's, or NULL. */
static int
render_view(const struct fx_graph *g, const struct module_tree *mt,
    char *hex, const struct diff *d, const struct kernel_map *km,
    const struct view_options *o, enum render_format f, char **out,
    size_t *len, struct error *err)
{
	char own[DIGEST_HEX_LEN + 1] = "";
	struct buf key = BUF_INIT;
	int rc;

	*out = NULL;
	*len = 0;
	if (context() == NULL) {
		error_kind_set(err, ERROR_INTERNAL, "Graphviz is not available in this process");
		return -1;
	}
	/* a graph's own view (not a diff's or kernels') drawn before, by
	 * this process or another on the same folder */
	if (f == RENDER_SVG && d == NULL && km == NULL && views_kept()) {
		if (view_key(g, hex != NULL ? hex : own, o, &key) == -1) {
			buf_free(&key);
			error_nomem(err);
			return -1;
		}
		if (kept_under(&key, out, len) == 0) {
			buf_free(&key);
			cache.counts.cached++;
			cache.counts.from_folder++;
			return 0;
		}
	}
	rc = render_fresh(g, mt, d, km, o, f, key.len > 0, out, len, err);
	if (rc == 0 && key.len > 0 && !suspect)
		layout_dir_put(key.data, key.len, *out, *len);
	buf_free(&key);
	return rc;
}

int
render_graph(const struct fx_graph *g, const struct module_tree *mt,
    const struct view_options *o, enum render_format f, char **out,
    size_t *len, struct error *err)
{
	return render_view(g, mt, NULL, NULL, NULL, o, f, out, len, err);
}

int
render_graph_hashed(const struct fx_graph *g, const struct module_tree *mt,
    char hex[DIGEST_HEX_LEN + 1], const struct view_options *o,
    enum render_format f, char **out, size_t *len, struct error *err)
{
	return render_view(g, mt, hex, NULL, NULL, o, f, out, len, err);
}

int
render_kernels(const struct fx_graph *g, const struct module_tree *mt,
    const struct kernel_map *km, const struct view_options *o,
    enum render_format f, char **out, size_t *len, struct error *err)
{
	return render_view(g, mt, NULL, NULL, km, o, f, out, len, err);
}

int
render_diff(const struct diff_view *dv, const struct view_options *o,
    enum render_format f, char **out, size_t *len, struct error *err)
{
	struct view_options opt = *o;

	diff_view_defaults(dv, &opt);
	return render_view(dv->g, dv->mt, NULL, dv->d, NULL, &opt, f, out,
	    len, err);
}
