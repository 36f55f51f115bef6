/* seams: a long view's edges between segments, joined across the seams. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/seams.h"

#define CLASS_IN	"seam&#45;in"	/* Graphviz writes '-' so */
#define CLASS_OUT	"seam&#45;out"
#define CLASS_MAIN	"seam&#45;main"
#define GAP_MAX		96.0	/* points: the widest a gap grows */

/* The first n bytes from s that hold c, or NULL. */
static const char *
find(const char *s, size_t n, const char *c)
{
	return memmem(s, n, c, strlen(c));
}

/* The next number of path data d[0..n) from *i: 1 with it in *v and *i
 * past it (the bytes before it skipped, appended to out unless NULL),
 * or 0 at the end. */
static int
next_number(const char *d, size_t n, size_t *i, double *v, struct buf *out)
{
	while (*i < n) {
		char *end;

		if (!(d[*i] == '-' || d[*i] == '.' || (d[*i] >= '0' &&
		    d[*i] <= '9'))) {
			if (out != NULL)
				buf_addc(out, d[*i]);
			(*i)++;
			continue;
		}
		*v = strtod(d + *i, &end);
		if (end == d + *i || end > d + n)
			return 0;
		*i = (size_t)(end - d);
		return 1;
	}
	return 0;
}

/* The first pair of Graphviz's path data d[0..n) at (*x0, *y0) and the
 * last at (*x1, *y1): 0, or -1 when it holds no whole pairs. */
static int
path_ends(const char *d, size_t n, double *x0, double *y0, double *x1,
    double *y1)
{
	size_t i = 0, count = 0;
	double v[2] = { 0, 0 };

	while (next_number(d, n, &i, &v[count % 2], NULL)) {
		if (++count == 2) {
			*x0 = v[0];
			*y0 = v[1];
		}
		if (count % 2 == 0) {
			*x1 = v[0];
			*y1 = v[1];
		}
	}
	return count >= 2 && count % 2 == 0 && i == n ? 0 : -1;
}

/* Reads the piece whose class attribute holds the seam class at c. */
static int
read_end(const char *body, size_t len, const char *c, struct seam_end *e)
{
	const char *line, *tag_end, *id, *q, *open, *close, *path, *d, *dq;
	double x0 = 0, y0 = 0, x1 = 0, y1 = 0;

	for (line = c; line > body && line[-1] != '\n'; line--)
		;
	tag_end = memchr(c, '>', len - (size_t)(c - body));
	if (tag_end == NULL || (size_t)(c - line) < 16 ||
	    strncmp(line, "<g id=\"e:", 9) != 0 ||
	    (id = line + 7, q = memchr(id, '"', (size_t)(c - id))) == NULL ||
	    strncmp(q, "\" class=\"edge ", 14) != 0 ||
	    memchr(q + 14, '"', (size_t)(c - q - 14)) != NULL)
		return 0;	/* the text of a label, not a class */
	/* the comment line before it, Graphviz's "<!-- a&#45;&gt;b -->" */
	for (open = line - 1; open > body && open[-1] != '\n'; open--)
		;
	if (line == body || strncmp(open, "<!--", 4) != 0)
		open = line;
	close = find(tag_end, len - (size_t)(tag_end - body), "</g>\n");
	path = find(tag_end, len - (size_t)(tag_end - body), "<path ");
	if (close == NULL || path == NULL || path > close ||
	    (d = find(path, (size_t)(close - path), " d=\"")) == NULL ||
	    (dq = memchr(d + 4, '"', (size_t)(close - d - 4))) == NULL ||
	    path_ends(d + 4, (size_t)(dq - d - 4), &x0, &y0, &x1, &y1) == -1)
		return -2;
	e->id = id;
	e->id_len = (size_t)(q - id);
	e->from = (size_t)(open - body);
	e->to = (size_t)(close + 5 - body);
	e->d = (size_t)(d + 4 - body);
	e->d_len = (size_t)(dq - d - 4);
	e->in = strncmp(c, CLASS_IN, strlen(CLASS_IN)) == 0;
	e->main = find(line, (size_t)(tag_end - line), CLASS_MAIN) != NULL;
	e->x = e->in ? x0 : x1;
	e->y = e->in ? y0 : y1;
	e->joined = 0;
	e->other = 0;
	return 1;
}

int
seams_read(const char *body, size_t len, struct seam_body *b)
{
	const char *g = find(body, len, "<g id=\""), *t, *c;
	size_t at = 0, cap = 0;
	int rc;

	memset(b, 0, sizeof(*b));
	if (g == NULL || (t = find(g, len - (size_t)(g - body),
	    " translate(")) == NULL || sscanf(t, " translate(%lf %lf)", &b->gx,
	    &b->gy) != 2)
		return -2;
	while ((c = find(body + at, len - at, "seam&#45;")) != NULL) {
		struct seam_end e;

		at = (size_t)(c - body) + 9;
		if (strncmp(c, CLASS_IN, strlen(CLASS_IN)) != 0 &&
		    strncmp(c, CLASS_OUT, strlen(CLASS_OUT)) != 0)
			continue;
		if ((rc = read_end(body, len, c, &e)) == 0)
			continue;
		if (rc < 0) {
			seams_free(b);
			return rc;
		}
		if (b->n_ends == cap) {
			struct seam_end *p;

			cap = cap ? 2 * cap : 8;
			if ((p = realloc(b->ends, cap * sizeof(*p))) == NULL) {
				seams_free(b);
				return -1;
			}
			b->ends = p;
		}
		b->ends[b->n_ends++] = e;
		at = e.to;
	}
	return 0;
}

void
seams_free(struct seam_body *b)
{
	if (b == NULL)
		return;
	free(b->ends);
	b->ends = NULL;
	b->n_ends = 0;
}

/* The index of the piece of a's edge in b, the other way, or UINT32_MAX. */
static uint32_t
other_end(const struct seam_body *bodies, uint32_t k, const struct seam_end *a)
{
	const struct seam_body *b = &bodies[k];
	uint32_t i;

	for (i = 0; i < b->n_ends; i++)
		if (b->ends[i].in != a->in && b->ends[i].id_len == a->id_len &&
		    memcmp(b->ends[i].id, a->id, a->id_len) == 0)
			return i;
	return UINT32_MAX;
}

/* Where, across the stack, the end of e's first piece (in segment
 * k - 1, placed at pos[k - 1]) lies in segment k's own coordinates, less
 * where e's own end lies: where k goes for the two to meet. */
static double
meets_at(const struct seam_body *b, const double *pos, uint32_t k,
    const struct seam_end *e, int lr)
{
	const struct seam_end *o = &b[k - 1].ends[e->other];

	return pos[k - 1] + (lr ? b[k - 1].gy + o->y - b[k].gy - e->y :
	    b[k - 1].gx + o->x - b[k].gx - e->x);
}

void
seams_place(struct seam_body *b, const double *w, const double *h,
    uint32_t n, int lr, double gap, double *x, double *y, double *w_all,
    double *h_all)
{
	double across = 0, along = 0, *pos = lr ? y : x, *at = lr ? x : y;
	const double *size = lr ? h : w, *len = lr ? w : h;
	uint32_t k, i, j;

	for (k = 0; k < n; k++)
		across = size[k] > across ? size[k] : across;
	for (k = 0; k < n; k++) {
		pos[k] = (across - size[k]) / 2;
		for (i = 0; k > 0 && i < b[k].n_ends; i++) {
			struct seam_end *e = &b[k].ends[i];

			if (!e->in || (j = other_end(b, k - 1, e)) == UINT32_MAX)
				continue;
			e->joined = b[k - 1].ends[j].joined = 1;
			e->other = j;
			b[k - 1].ends[j].other = i;
			if (e->main) {
				double want = meets_at(b, pos, k, e, lr);

				pos[k] = want < 0 ? 0 : want > across - size[k] ?
				    across - size[k] : want;
			}
		}
	}
	for (k = 0; k < n; k++) {
		double g = gap;

		for (i = 0; k > 0 && i < b[k].n_ends; i++) {
			const struct seam_end *e = &b[k].ends[i];
			double d;

			if (!e->in || !e->joined)
				continue;
			d = fabs(meets_at(b, pos, k, e, lr) - pos[k]) / 2;
			g = d > g ? d < GAP_MAX ? d : GAP_MAX : g;
		}
		along += k > 0 ? g : 0;
		at[k] = along;
		along += len[k];
	}
	*w_all = lr ? along : across;
	*h_all = lr ? across : along;
}

/* Appends the number v as Graphviz writes its coordinates. */
static void
add_number(struct buf *out, double v)
{
	char s[64];
	size_t n;

	snprintf(s, sizeof(s), "%.2f", fabs(v) < 0.005 ? 0.0 : v);
	n = strlen(s);
	while (n > 0 && s[n - 1] == '0')
		n--;
	if (n > 0 && s[n - 1] == '.')
		n--;
	buf_add(out, s, n);
}

/* Appends path data d[0..n) with each pair moved by (dx, dy). */
static void
add_moved(struct buf *out, const char *d, size_t n, double dx, double dy)
{
	size_t i = 0, count = 0;
	double v;

	while (next_number(d, n, &i, &v, out))
		add_number(out, v + (count++ % 2 ? dy : dx));
	buf_add(out, d + i, n - i);
}

/* The length of d's first pair: "M493,-8079.34". */
static size_t
first_pair(const char *d, size_t n)
{
	size_t i = 0;
	double v;

	if (next_number(d, n, &i, &v, NULL))
		(void)next_number(d, n, &i, &v, NULL);
	return i;
}

/* Appends " X,Y" (no space first when lead is 0). */
static void
add_point(struct buf *out, double px, double py, int lead)
{
	if (lead)
		buf_addc(out, ' ');
	add_number(out, px);
	buf_addc(out, ',');
	add_number(out, py);
}

/* Appends the whole path of the edge whose later piece is e, in k's: the
 * first piece moved, a curve from its end to e's (leaving and arriving
 * along the stack), then e's own. */
static void
add_joined(struct buf *out, const char *const *bodies,
    const struct seam_body *b, uint32_t k, const struct seam_end *e,
    const double *x, const double *y, int lr)
{
	const struct seam_end *o = &b[k - 1].ends[e->other];
	const char *od = bodies[k - 1] + o->d, *d = bodies[k] + e->d;
	double dx = x[k - 1] + b[k - 1].gx - x[k] - b[k].gx;
	double dy = y[k - 1] + b[k - 1].gy - y[k] - b[k].gy;
	double px = o->x + dx, py = o->y + dy;
	double cx = lr ? (e->x - px) / 2 : 0, cy = lr ? 0 : (e->y - py) / 2;
	size_t skip = first_pair(d, e->d_len);

	add_moved(out, od, o->d_len, dx, dy);
	buf_addc(out, 'C');
	add_point(out, px + cx, py + cy, 0);
	add_point(out, e->x - cx, e->y - cy, 1);
	add_point(out, e->x, e->y, 1);
	buf_add(out, d + skip, e->d_len - skip);
}

void
seams_write(struct buf *out, const char *const *bodies,
    const struct seam_body *b, uint32_t k, size_t from, size_t to,
    const double *x, const double *y, int lr)
{
	const char *body = bodies[k];
	size_t at = from;
	uint32_t i;

	for (i = 0; i < b[k].n_ends; i++) {
		const struct seam_end *e = &b[k].ends[i];

		if (!e->joined || e->from < at || e->to > to)
			continue;
		if (!e->in) {
			/* the first piece: in the second's path */
			buf_add(out, body + at, e->from - at);
			at = e->to;
			continue;
		}
		buf_add(out, body + at, e->d - at);
		add_joined(out, bodies, b, k, e, x, y, lr);
		at = e->d + e->d_len;
	}
	buf_add(out, body + at, to - at);
}
