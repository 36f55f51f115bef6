/* render: graph + view options -> SVG, PNG or DOT bytes. The one door to
 * Graphviz: nothing else calls it, and the daemon calls this only inside
 * worker processes. */
#ifndef FXVIZ_RENDER_H
#define FXVIZ_RENDER_H

#include <stddef.h>
#include <stdint.h>

#include "base/digest.h"

struct diff_view;
struct kernel_map;
struct error;
struct fx_graph;
struct module_tree;
struct view_options;

enum render_format { RENDER_SVG, RENDER_PNG, RENDER_DOT };

/* "svg", "png" or "dot"; 0, or -1 for anything else. */
int render_format_parse(const char *s, enum render_format *f);
const char *render_format_name(enum render_format f);
const char *render_format_mime(enum render_format f);

/* Lays out and renders the view of g that o describes (JSON is the whole
 * graph as fxviz JSON, and needs no layout). mt is g's module tree,
 * borrowed: built once when g was loaded, never here. On success *out is
 * malloc'd and owned by the caller. -1 with err filled when the options
 * do not fit the graph, when out of memory (ERROR_NOMEM: never a drawing
 * with parts missing) or when Graphviz fails. A PNG more than 32,000 px
 * wide or tall at 96 dpi is scaled down to that (cairo's limit is 32,767)
 * and carries the warning that says so (png_note.h, PNG_NOTE_WARNING). */
int render_graph(const struct fx_graph *g, const struct module_tree *mt,
    const struct view_options *o, enum render_format f, char **out,
    size_t *len, struct error *err);

/* The same, for a caller that keeps g unchanged and draws it again: hex
 * holds g's digest (model/graph_digest.h), or "" and is then filled when
 * the layout folder needs it. A render worker keeps it beside each graph
 * it holds, so that a view of a graph drawn before is not paid for with
 * hashing the whole graph again (40 ms at 100,000 nodes). */
int render_graph_hashed(const struct fx_graph *g,
    const struct module_tree *mt, char hex[DIGEST_HEX_LEN + 1],
    const struct view_options *o, enum render_format f, char **out,
    size_t *len, struct error *err);

/* The CLI's next run of the same command on the same bytes, which need
 * not be read as a graph again. An input is named by the SHA-256 of its
 * bytes, the form they are read as (LOAD_FORMS, or NULL: found from
 * them) and the graph picked of a log (or NULL).
 *
 * render_input_kept: the whole SVG view o of the graph the input read as
 * when render_input_note was given it, kept in the layout folder: 0 with
 * *out (malloc'd). -1 when none is kept; hex is then that graph's digest
 * when it is known (the input read before, drawn another way), else "",
 * for render_graph_hashed. render_input_note: the input reads as the
 * graph of digest hex (render_graph_hashed's, "" when it needed none);
 * only an input read without warnings is noted, since a kept view says
 * none. Both do nothing without the layout folder. */
int render_input_kept(const char *bytes, size_t len, const char *form,
    const char *pick, const struct view_options *o,
    char hex[DIGEST_HEX_LEN + 1], char **out, size_t *out_len);
void render_input_note(const char *bytes, size_t len, const char *form,
    const char *pick, const char hex[DIGEST_HEX_LEN + 1]);

/* The same for a post-grad graph g coloured by kernel (o->color ==
 * VIEW_COLOR_KERNEL): each node filled by the kernel of km that computes
 * it, the legend naming them, and each node's SVG group carrying
 * data-kernels="ID ID" (model/kernels.h's ids). km borrowed. */
int render_kernels(const struct fx_graph *g, const struct module_tree *mt,
    const struct kernel_map *km, const struct view_options *o,
    enum render_format f, char **out, size_t *len, struct error *err);

/* The same for the merged graph of a diff: each node and edge in its
 * class (draw.h), and, unless o says what to open, what did not change
 * closed (diff_view_defaults). */
int render_diff(const struct diff_view *dv, const struct view_options *o,
    enum render_format f, char **out, size_t *len, struct error *err);

/* 1 once Graphviz has failed a layout or an output in this process, or
 * complained at error level: its state may be damaged (it has crashed
 * later on legal input after such failures), and a render worker that
 * sees it is retired. Stays 1. The fault point render_layout (base/fault.h)
 * fails a layout on purpose, for tests. */
int render_suspect(void);

/* How many processes lay out the segments of one long view at once
 * (base/forks.h): 1, this process alone; 0 (the default), one for each
 * core the process may use. */
void render_set_jobs(int n);

/* Whether the segments of a long view that are the same up to the
 * numbers in their names are laid out once (draw/reuse.h): 1, the
 * default; 0, each laid out, for comparisons. The same bytes either way
 * where digits are all one width in the fonts Graphviz measures with. */
void render_set_reuse(int on);

/* Drawings this process made (each segment of a long view, and each SVG
 * view laid out whole): laid out, copied from another segment of the
 * same view, or taken from the layout cache (what an earlier render of
 * this process laid out, or the layout folder kept, by content:
 * render.c); of those, from_folder read from the folder; and the bytes
 * the cache holds. */
struct render_counts {
	uint64_t laid_out, copied, cached, from_folder;
	uint64_t cache_bytes;
};

void render_get_counts(struct render_counts *c);

/* The layout cache's bound, in MB (0: none kept). */
#define RENDER_CACHE_DEFAULT_MB	64
void render_set_cache_mb(size_t mb);

/* Keeps the drawings this process lays out in a folder too, at
 * most max_mb MB of them (draw/layout_dir.h), and looks there for those
 * its own cache lacks: the CLI's next run, the daemon's other workers
 * and replicas that name the same folder lay each out once. A graph's
 * own SVG view (not a diff's, nor one coloured by kernels) is kept
 * there whole too, by the digest of the graph's content and every view
 * option, and read whole before anything is drawn; it counts as one
 * drawing cached and from_folder. Such a view laid out in one piece is
 * then kept only whole; the segments of a long one by their shape too,
 * for the graphs that share them. Made when
 * missing. folder NULL or max_mb 0: none. 0, or -1 with err filled (the
 * folder cannot be made or opened; then none is used). Drawings go
 * through the cache: with it off (render_set_cache_mb(0)), none. */
#define RENDER_FOLDER_DEFAULT_MB	256
int render_set_layout_dir(const char *folder, size_t max_mb,
    struct error *err);

/* 1: this process draws once and exits (the CLI). The Graphviz graph of
 * a drawing laid out whole is then left for the exit to free, with its
 * layout: freeing them is a ninth of drawing densenet169. 0, the
 * default: freed after each drawing, as a worker that draws again must. */
void render_set_once(int on);

/* Frees the Graphviz context this process holds, if any, when the
 * process is done rendering: Graphviz cannot be started again in the same
 * process, and render_graph fails after this. */
void render_cleanup(void);

#endif
