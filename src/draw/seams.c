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

/* next_number without strtod, for the numbers Graphviz writes
 * ("-19393.44"; strtod, which also reads what it does not write, took a
 * thousand instructions a number): the next from *i, or 0 at the end. */
static int
quick_number(const char *s, size_t n, size_t *i, double *v)
{
	double x = 0, scale = 1;
	size_t k;
	int neg;

	while (*i < n && !(s[*i] == '-' || s[*i] == '.' ||
	    (s[*i] >= '0' && s[*i] <= '9')))
		(*i)++;
	if (*i == n)
		return 0;
	k = *i;
	neg = s[k] == '-';
	k += neg;
	for (; k < n && s[k] >= '0' && s[k] <= '9'; k++)
		x = x * 10 + (s[k] - '0');
	if (k < n && s[k] == '.')
		for (k++; k < n && s[k] >= '0' && s[k] <= '9'; k++)
			x += (s[k] - '0') * (scale /= 10);
	if (k < n && (s[k] == 'e' || s[k] == 'E'))
		return next_number(s, n, i, v, NULL);
	*v = neg ? -x : x;
	*i = k > *i ? k : *i + 1;
	return 1;
}

/* Widens the box (*x0, *y0)-(*x1, *y1) to hold (x, y). */
static void
grow(double *x0, double *y0, double *x1, double *y1, double x, double y)
{
	*x0 = x < *x0 ? x : *x0;
	*x1 = x > *x1 ? x : *x1;
	*y0 = y < *y0 ? y : *y0;
	*y1 = y > *y1 ? y : *y1;
}

/* Widens the box (*x0, *y0)-(*x1, *y1) to every pair of numbers in
 * s[0..n): Graphviz's path data, or a polygon's points. */
static void
widen(const char *s, size_t n, double *x0, double *y0, double *x1,
    double *y1)
{
	size_t i = 0, count = 0;
	double v, x = 0;

	while (quick_number(s, n, &i, &v))
		if (count++ % 2 == 0)
			x = v;
		else
			grow(x0, y0, x1, y1, x, v);
}

/* The value of attribute name (" d=\"") in tag[0..n): its start, its
 * length in *len; NULL when it has none. */
static const char *
attribute(const char *tag, size_t n, const char *name, size_t *len)
{
	const char *v = find(tag, n, name), *q;

	if (v == NULL)
		return NULL;
	v += strlen(name);
	if ((q = memchr(v, '"', n - (size_t)(v - tag))) == NULL)
		return NULL;
	*len = (size_t)(q - v);
	return v;
}

/* Widens b's box of nodes to the shape on the line tag[0..n): 1 when
 * it is one (a path, a polygon, a polyline or an ellipse), else 0. */
static int
widen_node(const char *tag, size_t n, struct seam_body *b)
{
	const char *v;
	size_t len;

	if (n > 6 && strncmp(tag, "<path ", 6) == 0 &&
	    (v = attribute(tag, n, " d=\"", &len)) != NULL)
		widen(v, len, &b->nx0, &b->ny0, &b->nx1, &b->ny1);
	else if (n > 10 && (strncmp(tag, "<polygon ", 9) == 0 ||
	    strncmp(tag, "<polyline ", 10) == 0) &&
	    (v = attribute(tag, n, " points=\"", &len)) != NULL)
		widen(v, len, &b->nx0, &b->ny0, &b->nx1, &b->ny1);
	else if (n > 9 && strncmp(tag, "<ellipse ", 9) == 0) {
		double c[4] = { 0, 0, 0, 0 };
		static const char *const names[4] = { " cx=\"", " cy=\"",
			" rx=\"", " ry=\"" };
		size_t k, i;

		for (k = 0; k < 4; k++)
			if ((v = attribute(tag, n, names[k], &len)) != NULL) {
				i = 0;
				(void)quick_number(v, len, &i, &c[k]);
			}
		grow(&b->nx0, &b->ny0, &b->nx1, &b->ny1, c[0] - c[2],
		    c[1] - c[3]);
		grow(&b->nx0, &b->ny0, &b->nx1, &b->ny1, c[0] + c[2],
		    c[1] + c[3]);
	} else
		return 0;
	return 1;
}

/* Reads the frame whose group starts at g ("<g id=\"c:"): 1 with f
 * filled, 0 when it is not a frame drawn as a path. */
static int
read_frame(const char *body, size_t len, const char *g, struct seam_frame *f)
{
	const char *id = g + 7, *q, *close, *path, *d, *text, *last, *t;
	size_t rest = len - (size_t)(g - body), d_len;

	if ((q = memchr(id, '"', rest - 7)) == NULL ||
	    strncmp(q, "\" class=\"cluster", 16) != 0 ||
	    (close = find(q, len - (size_t)(q - body), "</g>\n")) == NULL ||
	    (path = find(q, (size_t)(close - q), "<path ")) == NULL ||
	    (t = memchr(path, '>', (size_t)(close - path))) == NULL ||
	    (d = attribute(path, (size_t)(t - path), " d=\"", &d_len)) == NULL)
		return 0;
	memset(f, 0, sizeof(*f));
	f->id = id;
	f->id_len = (size_t)(q - id);
	f->d = (size_t)(d - body);
	f->d_len = d_len;
	f->x0 = f->y0 = HUGE_VAL;
	f->x1 = f->y1 = -HUGE_VAL;
	widen(d, d_len, &f->x0, &f->y0, &f->x1, &f->y1);
	if (f->x0 > f->x1)
		return 0;
	if ((text = find(t, (size_t)(close - t), "<text")) != NULL) {
		for (last = text; (t = find(last, (size_t)(close - last),
		    "</text>\n")) != NULL; last = t + 8)
			;
		f->text = (size_t)(text - body);
		f->text_len = (size_t)(last - text);
	}
	return 1;
}

/* The next line of body[..end) from line: its length, *next past it. */
static size_t
line_of(const char *line, const char *end, const char **next)
{
	const char *nl = memchr(line, '\n', (size_t)(end - line));

	*next = nl != NULL ? nl + 1 : end;
	return (size_t)(*next - line);
}

/* Reads body's frames (Graphviz writes each tag on a line of its own)
 * and, where it has any, how far its nodes reach: each node's outline,
 * its first shape (a label's lie within it). 0, or -1 when out of
 * memory. */
static int
read_frames(const char *body, size_t len, struct seam_body *b)
{
	const char *line, *next, *end = body + len, *q;
	size_t cap = 0, n;
	int in_node = 0;

	b->nx0 = b->ny0 = HUGE_VAL;
	b->nx1 = b->ny1 = -HUGE_VAL;
	for (line = body; line < end; line = next) {
		struct seam_frame f;

		if ((n = line_of(line, end, &next)) < 9 ||
		    strncmp(line, "<g id=\"c:", 9) != 0 ||
		    !read_frame(body, len, line, &f))
			continue;
		if (b->n_frames == cap) {
			struct seam_frame *p;

			cap = cap ? 2 * cap : 8;
			if ((p = realloc(b->frames, cap * sizeof(*p))) == NULL)
				return -1;
			b->frames = p;
		}
		b->frames[b->n_frames++] = f;
	}
	for (line = body; b->n_frames > 0 && line < end; line = next) {
		n = line_of(line, end, &next);
		if (in_node) {
			if (n >= 4 && strncmp(line, "</g>", 4) == 0)
				in_node = 0;
			else if (in_node == 1 && widen_node(line, n, b))
				in_node = 2;
		} else if (n >= 8 && strncmp(line, "<g id=\"", 7) == 0 &&
		    (q = memchr(line + 7, '"', n - 7)) != NULL &&
		    (size_t)(end - q) > 13 &&
		    strncmp(q, "\" class=\"node", 13) == 0) {
			in_node = 1;
		}
	}
	return 0;
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
	if (read_frames(body, len, b) == -1) {
		seams_free(b);
		return -1;
	}
	return 0;
}

void
seams_free(struct seam_body *b)
{
	if (b == NULL)
		return;
	free(b->ends);
	free(b->frames);
	b->ends = NULL;
	b->frames = NULL;
	b->n_ends = b->n_frames = 0;
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

#define FRAME_EPS	0.5	/* points: what reaching past takes */

/* The length of frame f's id without the "#N" of a later stretch. */
static size_t
frame_key(const struct seam_frame *f)
{
	size_t n = f->id_len;

	while (n > 0 && f->id[n - 1] >= '0' && f->id[n - 1] <= '9')
		n--;
	return n > 0 && n < f->id_len && f->id[n - 1] == '#' ? n - 1 :
	    f->id_len;
}

/* Whether frame a holds frame f (draws around it). */
static int
frame_holds(const struct seam_frame *a, const struct seam_frame *f)
{
	return a != f && a->x0 <= f->x0 + FRAME_EPS &&
	    a->y0 <= f->y0 + FRAME_EPS && a->x1 >= f->x1 - FRAME_EPS &&
	    a->y1 >= f->y1 - FRAME_EPS;
}

/* Whether a node of b, or a frame of b that does not hold f, reaches
 * past f's side towards the next segment (after) or the one before. */
static int
reached_past(const struct seam_body *b, const struct seam_frame *f,
    int after, int lr)
{
	double side = after ? lr ? f->x1 : f->y1 : lr ? f->x0 : f->y0;
	uint32_t i;

	if (b->nx0 <= b->nx1 && (after ? (lr ? b->nx1 : b->ny1) > side +
	    FRAME_EPS : (lr ? b->nx0 : b->ny0) < side - FRAME_EPS))
		return 1;
	for (i = 0; i < b->n_frames; i++) {
		const struct seam_frame *o = &b->frames[i];

		if (o != f && !frame_holds(o, f) && (after ?
		    (lr ? o->x1 : o->y1) > side + FRAME_EPS :
		    (lr ? o->x0 : o->y0) < side - FRAME_EPS))
			return 1;
	}
	return 0;
}

/* Marks the frames of segment k that run on from segment k - 1. */
static void
join_frames(struct seam_body *b, uint32_t k, int lr)
{
	struct seam_body *a = &b[k - 1], *c = &b[k];
	uint32_t i, j;

	for (i = 0; i < c->n_frames; i++) {
		struct seam_frame *f = &c->frames[i];
		size_t key = frame_key(f);

		for (j = 0; j < a->n_frames; j++) {
			struct seam_frame *o = &a->frames[j];

			if (o->open_after || frame_key(o) != key ||
			    memcmp(o->id, f->id, key) != 0 ||
			    reached_past(a, o, 1, lr) ||
			    reached_past(c, f, 0, lr))
				continue;
			o->open_after = 1;
			f->open_before = 1;
			f->other = j;
			break;
		}
	}
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
	for (k = 1; k < n; k++)
		join_frames(b, k, lr);
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

/* Appends the point along the stack a, across it c. */
static void
add_ac(struct buf *out, double a, double c, int lr, int lead)
{
	add_point(out, lr ? a : c, lr ? c : a, lead);
}

/* Appends a straight line, as Graphviz writes one, from (a0, c0) to
 * (a1, c1). */
static void
add_line(struct buf *out, double a0, double c0, double a1, double c1,
    int lr)
{
	buf_addc(out, 'C');
	add_ac(out, a0, c0, lr, 0);
	add_ac(out, a1, c1, lr, 1);
	add_ac(out, a1, c1, lr, 1);
}

/* Appends a rounded corner from (a0, c0) round (va, vc) to (a1, c1). */
static void
add_corner(struct buf *out, double a0, double c0, double va, double vc,
    double a1, double c1, int lr)
{
	buf_addc(out, 'C');
	add_ac(out, (a0 + va) / 2, (c0 + vc) / 2, lr, 0);
	add_ac(out, (va + a1) / 2, (vc + c1) / 2, lr, 1);
	add_ac(out, a1, c1, lr, 1);
}

#define FRAME_RADIUS	12.0	/* Graphviz's rounded frames' corners */

/* Appends frame f's outline, of segment k, opened where it runs on: the
 * far side left out where it runs on into the next segment; where it
 * runs on from the one before, its near side too, and its sides drawn
 * on from where that one's end (moved into k's coordinates). */
static void
add_frame(struct buf *out, const struct seam_body *b, uint32_t k,
    const struct seam_frame *f, const double *x, const double *y, int lr)
{
	double a0 = lr ? f->x0 : f->y0, a1 = lr ? f->x1 : f->y1;
	double c0 = lr ? f->y0 : f->x0, c1 = lr ? f->y1 : f->x1;
	double r = FRAME_RADIUS, pa = 0, p0 = 0, p1 = 0;

	r = r < (a1 - a0) / 2 ? r : (a1 - a0) / 2;
	r = r < (c1 - c0) / 2 ? r : (c1 - c0) / 2;
	if (f->open_before) {
		const struct seam_frame *o = &b[k - 1].frames[f->other];
		double dx = x[k - 1] + b[k - 1].gx - x[k] - b[k].gx;
		double dy = y[k - 1] + b[k - 1].gy - y[k] - b[k].gy;

		pa = lr ? o->x1 + dx : o->y1 + dy;
		p0 = lr ? o->y0 + dy : o->x0 + dx;
		p1 = lr ? o->y1 + dy : o->x1 + dx;
	}
	buf_addc(out, 'M');
	if (!f->open_before) {
		/* the near side whole, round its corners */
		add_ac(out, a1, c0, lr, 0);
		add_line(out, a1, c0, a0 + r, c0, lr);
		add_corner(out, a0 + r, c0, a0, c0, a0, c0 + r, lr);
		add_line(out, a0, c0 + r, a0, c1 - r, lr);
		add_corner(out, a0, c1 - r, a0, c1, a0 + r, c1, lr);
		add_line(out, a0 + r, c1, a1, c1, lr);
		return;
	}
	add_ac(out, pa, p0, lr, 0);
	add_line(out, pa, p0, a0, c0, lr);
	if (f->open_after) {
		add_line(out, a0, c0, a1, c0, lr);
		buf_addc(out, 'M');
		add_ac(out, pa, p1, lr, 0);
		add_line(out, pa, p1, a0, c1, lr);
		add_line(out, a0, c1, a1, c1, lr);
		return;
	}
	add_line(out, a0, c0, a1 - r, c0, lr);
	add_corner(out, a1 - r, c0, a1, c0, a1, c0 + r, lr);
	add_line(out, a1, c0 + r, a1, c1 - r, lr);
	add_corner(out, a1, c1 - r, a1, c1, a1 - r, c1, lr);
	add_line(out, a1 - r, c1, a0, c1, lr);
	add_line(out, a0, c1, pa, p1, lr);
}

void
seams_write(struct buf *out, const char *const *bodies,
    const struct seam_body *b, uint32_t k, size_t from, size_t to,
    const double *x, const double *y, int lr)
{
	const char *body = bodies[k];
	size_t at = from;
	uint32_t i = 0, j = 0;

	for (;;) {
		const struct seam_end *e = i < b[k].n_ends ? &b[k].ends[i] :
		    NULL;
		const struct seam_frame *f = j < b[k].n_frames ?
		    &b[k].frames[j] : NULL;

		if (e == NULL && f == NULL)
			break;
		if (f != NULL && (e == NULL || f->d < e->from)) {
			j++;
			if ((!f->open_before && !f->open_after) || f->d < at ||
			    f->d + f->d_len > to)
				continue;
			buf_add(out, body + at, f->d - at);
			add_frame(out, b, k, f, x, y, lr);
			at = f->d + f->d_len;
			if (f->open_before && f->text_len > 0 &&
			    f->text >= at && f->text + f->text_len <= to) {
				/* its label is the first piece's */
				buf_add(out, body + at, f->text - at);
				at = f->text + f->text_len;
			}
			continue;
		}
		i++;
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
