/* seams: the edges of a long view from one segment into the next, joined
 * where the segments are stacked. draw.c draws such an edge in both of
 * its segments: to an invisible stub at the end of the first (class
 * "seam-out") and from one at the start of the next
 * ("seam-in", its arrow; "seam-main" too on a main input's edge). Once
 * the segments are placed, the second piece takes the whole path: the
 * first piece moved into its coordinates, a curve across the gap, then
 * its own; the first piece is left out. Graphviz's SVG only: M and C
 * with absolute coordinates. */
#ifndef FXVIZ_SEAMS_H
#define FXVIZ_SEAMS_H

#include <stddef.h>
#include <stdint.h>

#include "base/buf.h"

/* One piece of an edge across a seam, in a segment's SVG. */
struct seam_end {
	const char *id;		/* its group's id ("e:S:D"), as written */
	size_t id_len;
	size_t from, to;	/* the piece: its comment line to its </g> */
	size_t d, d_len;	/* its path's d */
	double x, y;		/* the stub's end of it, in the graph's
				 * coordinates */
	int in;			/* from a stub (the later piece) */
	int main;		/* a main input's edge */
	int joined;		/* set by seams_place: the other piece found */
	uint32_t other;		/* then: its index in the other segment's */
};

/* A module's frame in a segment's SVG (a cluster "c:PATH" drawn as a
 * path). A module whose stretch of graph order runs on from one segment
 * into the next is one frame, open where the segments meet: the first
 * piece without its far side, the next joined to it across the gap and
 * without its label. */
struct seam_frame {
	const char *id;		/* its group's id, as written */
	size_t id_len;
	size_t d, d_len;	/* its path's d */
	size_t text, text_len;	/* its label's text elements (0 long: none) */
	double x0, y0, x1, y1;	/* its box, in the graph's coordinates */
	int open_after;		/* set by seams_place: runs on into the next */
	int open_before;	/* runs on from the segment before, */
	uint32_t other;		/* from its frame of this index */
};

/* A segment's SVG body (between <svg ...> and </svg>): where its graph
 * sits in it, its pieces and its frames in the order they come, and how
 * far its nodes reach (the box of every shape of a node). */
struct seam_body {
	double gx, gy;		/* its graph's translate() */
	struct seam_end *ends;
	uint32_t n_ends;
	struct seam_frame *frames;
	uint32_t n_frames;
	double nx0, ny0, nx1, ny1;	/* its nodes' box; nx0 > nx1: none */
};

/* Reads body[0..len): 0, -1 when out of memory, -2 when it is not
 * Graphviz's SVG of a segment. Borrows body. */
int seams_read(const char *body, size_t len, struct seam_body *b);
void seams_free(struct seam_body *b);

/* Where segments go: each n of size w[k] x h[k] (points) stacked top to
 * bottom (left to right with lr) with at least gap between them, each
 * placed across the stack so that its main edge from the one before
 * runs straight, as near as the widest segment allows (centred without
 * one), and the gap made wider where a seam's edges must go far across
 * it. Writes x[k], y[k] (its top left) and *w_all, *h_all; marks the
 * pieces joined, and the frames: a frame of one id at the end of a
 * segment and at the start of the next, with no node of either, nor a
 * frame that does not hold it, reaching past it towards the seam. */
void seams_place(struct seam_body *b, const double *w, const double *h,
    uint32_t n, int lr, double gap, double *x, double *y, double *w_all,
    double *h_all);

/* Appends bytes [from, to) of segment k's body (bodies[k], as read) to
 * out, the segments placed at x and y: the first pieces of joined edges
 * left out, the second given the whole path; joined frames opened and
 * joined; every other byte as it was. */
void seams_write(struct buf *out, const char *const *bodies,
    const struct seam_body *b, uint32_t k, size_t from, size_t to,
    const double *x, const double *y, int lr);

#endif
