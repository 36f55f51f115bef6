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

/* A segment's SVG body (between <svg ...> and </svg>): where its graph
 * sits in it, and its pieces in the order they come. */
struct seam_body {
	double gx, gy;		/* its graph's translate() */
	struct seam_end *ends;
	uint32_t n_ends;
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
 * pieces joined. */
void seams_place(struct seam_body *b, const double *w, const double *h,
    uint32_t n, int lr, double gap, double *x, double *y, double *w_all,
    double *h_all);

/* Appends bytes [from, to) of segment k's body (bodies[k], as read) to
 * out, the segments placed at x and y: the first pieces of joined edges
 * left out, the second given the whole path; every other byte as it
 * was. */
void seams_write(struct buf *out, const char *const *bodies,
    const struct seam_body *b, uint32_t k, size_t from, size_t to,
    const double *x, const double *y, int lr);

#endif
