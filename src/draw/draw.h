/* draw: view -> Graphviz graph through libcgraph (the only cgraph user
 * besides render, which calls it). */
#ifndef FXVIZ_DRAW_H
#define FXVIZ_DRAW_H

#include <cgraph.h>
#include <stdint.h>

struct view;

/* The colour of each op, shared by the drawing and its legend. */
struct op_style {
	const char *fill;
	const char *line;
};
extern const struct op_style draw_op_styles[];

#define DRAW_ALL	UINT32_MAX

/* Kernel k's colour in a view coloured by kernel (color=kernel): its
 * fill, or (line) its border and legend's; "#rrggbb" into out. */
void draw_kernel_colour(uint32_t k, int line, char out[8]);

/* color=NAME: the colour of position t (0 least, 1 most) on the
 * overlay's scale, as "#rrggbb": a box's fill (line 0: lightened, so
 * that black text reads on it) or its line. */
void draw_overlay_colour(double t, int line, char out[8]);

/* color=NAME compared (a diff): the colour of a change t, from -1 (the
 * greatest fall: blue) through 0 (white) to 1 (the greatest rise: red). */
void draw_change_colour(double t, int line, char out[8]);

/* color=NAME's legend, as the picture draws it (its label): a title
 * ("flops (FLOP, log scale)", "flops change (FLOP)"), a swatch for each
 * step of the scale (least first) and one for no value, each with its
 * text, and the graph's total ("total 3.64 GFLOP in 21 nodes"). 0, or
 * -1 when v is coloured by no overlay. */
#define DRAW_LEGEND_SWATCHES	6
struct draw_legend {
	char title[160];
	struct {
		char fill[8], line[8], text[64];
	} swatch[DRAW_LEGEND_SWATCHES];
	size_t n;
	char total[200];
};
int draw_overlay_legend(const struct view *v, struct draw_legend *l);

/* color=kernel's legend, as the picture draws it: the kernels of the
 * nodes drawn, in launch order, into shown (*n of them, at most
 * DRAW_LEGEND_KERNELS; *more past that), and whether a node drawn is in
 * none (*plain: its swatch, draw_kernel_colour's none, is shown; so it
 * is when no kernel is). 0, or -1 when v is not coloured by kernel or
 * out of memory. The colours: draw_kernel_colour, and for none
 * DRAW_NO_KERNEL_FILL and DRAW_NO_KERNEL_LINE. */
#define DRAW_LEGEND_KERNELS	60
#define DRAW_NO_KERNEL_FILL	"#ffffff"
#define DRAW_NO_KERNEL_LINE	"#9a9a9a"
int draw_kernel_legend(const struct view *v, uint32_t shown[DRAW_LEGEND_KERNELS],
    uint32_t *n, uint32_t *more, int *plain);

/* Builds the graph to lay out: one box per node with its name, op colour,
 * target and short args, one edge per (node, user) pair, inputs on top,
 * the output at the bottom, a legend of the ops drawn. Every text from
 * the input is escaped, and no input sets any Graphviz attribute. Only
 * the given segment of the view (DRAW_ALL: all of it); the legend goes
 * with the last. NULL when out of memory. Free with agclose. */
Agraph_t *draw_view(const struct view *v, uint32_t segment);

#endif
