/* check_seams: an edge from one segment into the next is one path once
 * the segments are stacked, from its start in the first to its arrow in
 * the second; nothing else of either segment changes. */
#include "config.h"

#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "draw/seams.h"
#include "testlib.h"

/* Two segments as Graphviz writes them: the first ends with the edge's
 * piece to its stub, the second starts with the piece from its stub;
 * a node of the second is named as the class is. */
static const char *const first =
    "\n<g id=\"fxviz&#45;segment\" class=\"graph\" transform=\"scale(1 1) "
    "rotate(0) translate(4 104)\">\n"
    "<polygon fill=\"white\" points=\"-4,4 -4,-104 96,-104 96,4 -4,4\"/>\n"
    "<!-- n1&#45;&gt;so1_2 -->\n"
    "<g id=\"e:1:2\" class=\"edge seam&#45;out\">\n<title>n1</title>\n"
    "<path fill=\"none\" d=\"M120,-40C120,-30 120,-10 120,-1.5\"/>\n</g>\n"
    "<!-- n1 -->\n<g id=\"n:a\" class=\"node call_function\">\n"
    "<title>n1</title>\n<text x=\"20\" y=\"-50\">a</text>\n</g>\n</g>\n";
static const char *const second =
    "\n<g id=\"fxviz&#45;segment\" class=\"graph\" transform=\"scale(1 1) "
    "rotate(0) translate(4 204)\">\n"
    "<!-- si1_2&#45;&gt;n2 -->\n"
    "<g id=\"e:1:2\" class=\"edge seam&#45;in seam&#45;main\">\n"
    "<title>si1_2</title>\n"
    "<path fill=\"none\" d=\"M60,-198C60,-190 60,-180 60,-170\"/>\n"
    "<polygon points=\"62,-170 60,-164 58,-170 62,-170\"/>\n</g>\n"
    "<!-- n2 -->\n<g id=\"n:seam&#45;in\" class=\"node call_function\">\n"
    "<title>n2</title>\n<text x=\"60\" y=\"-150\">seam&#45;in</text>\n"
    "</g>\n</g>\n";

START_TEST(an_edge_across_a_seam_is_one_path)
{
	const char *bodies[2] = { first, second };
	struct seam_body b[2];
	double w[2] = { 200, 100 }, h[2] = { 108, 208 }, x[2], y[2], wa, ha;
	struct buf out = BUF_INIT;
	const char *d, *q;
	double px, py;

	ck_assert_int_eq(seams_read(first, strlen(first), &b[0]), 0);
	ck_assert_int_eq(seams_read(second, strlen(second), &b[1]), 0);
	/* the node named seam-in is a node, not a piece */
	ck_assert_uint_eq(b[0].n_ends, 1);
	ck_assert_uint_eq(b[1].n_ends, 1);
	ck_assert(!b[0].ends[0].in);
	ck_assert(b[1].ends[0].in && b[1].ends[0].main);
	ck_assert(fabs(b[1].ends[0].x - 60) < 1e-9);
	ck_assert(fabs(b[1].ends[0].y + 198) < 1e-9);
	seams_place(b, w, h, 2, 0, 24, x, y, &wa, &ha);
	ck_assert(b[0].ends[0].joined && b[1].ends[0].joined);
	/* the main edge runs straight: the second placed so that its stub
	 * is below the first's */
	ck_assert(fabs(x[0] + 4 + 120 - (x[1] + 4 + 60)) < 1e-9);
	ck_assert(fabs(wa - 200) < 1e-9);
	ck_assert(y[1] >= y[0] + h[0] + 24);
	ck_assert(fabs(ha - (y[1] + h[1])) < 1e-9);

	seams_write(&out, bodies, b, 0, 0, strlen(first), x, y, 0);
	ck_assert_ptr_nonnull(buf_cstr(&out));
	ck_assert_ptr_null(strstr(out.data, "seam&#45;out"));
	ck_assert_ptr_null(strstr(out.data, "e:1:2"));
	ck_assert_ptr_nonnull(strstr(out.data, "<g id=\"n:a\""));
	ck_assert_uint_eq(out.len, strlen(first) - (strstr(first, "<!-- n1 ") -
	    strstr(first, "<!-- n1&")));
	buf_reset(&out);
	seams_write(&out, bodies, b, 1, 0, strlen(second), x, y, 0);
	ck_assert_ptr_nonnull(buf_cstr(&out));
	/* the path starts where the first piece did, moved into the
	 * second's coordinates, and ends at the arrow as it did */
	d = strstr(out.data, " d=\"M");
	ck_assert_ptr_nonnull(d);
	ck_assert_int_eq(sscanf(d, " d=\"M%lf,%lf", &px, &py), 2);
	ck_assert(fabs(px + x[1] + b[1].gx - (120 + x[0] + b[0].gx)) < 0.01);
	ck_assert(fabs(py + y[1] + b[1].gy - (-40 + y[0] + b[0].gy)) < 0.01);
	q = strchr(d + 5, '"');
	ck_assert(q - d > 40);
	ck_assert_int_eq(strncmp(q - 7, "60,-170\"", 8), 0);
	ck_assert_ptr_nonnull(strstr(out.data, "<polygon points=\"62,-170"));
	ck_assert_ptr_nonnull(strstr(out.data, "<g id=\"n:seam&#45;in\""));
	buf_free(&out);
	seams_free(&b[0]);
	seams_free(&b[1]);
}
END_TEST

/* A piece without its other (a segment not after it) stays as it was;
 * a path that is not Graphviz's is an error, never a guess. */
START_TEST(a_piece_alone_stays_and_a_bad_one_is_refused)
{
	const char *bodies[2] = { second, first };
	struct seam_body b[2];
	double w[2] = { 100, 200 }, h[2] = { 108, 208 }, x[2], y[2], wa, ha;
	struct buf out = BUF_INIT;
	char *bad = strdup(second), *at;
	uint32_t k;

	ck_assert_int_eq(seams_read(second, strlen(second), &b[0]), 0);
	ck_assert_int_eq(seams_read(first, strlen(first), &b[1]), 0);
	seams_place(b, w, h, 2, 0, 24, x, y, &wa, &ha);
	for (k = 0; k < 2; k++) {
		buf_reset(&out);
		seams_write(&out, bodies, b, k, 0, strlen(bodies[k]), x, y, 0);
		ck_assert_ptr_nonnull(buf_cstr(&out));
		ck_assert_str_eq(out.data, bodies[k]);
		seams_free(&b[k]);
	}
	at = strstr(bad, "M60,-198C60,-190 60,-180 60,-170");
	at[strlen("M60,-198C60,-190 60,-180 60,")] = '"';	/* 7 numbers */
	ck_assert_int_eq(seams_read(bad, strlen(bad), &b[0]), -2);
	ck_assert_int_eq(seams_read("<g>", 3, &b[0]), -2);
	free(bad);
	buf_free(&out);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("seams");
	TCase *tc = tcase_create("seams");

	tcase_add_test(tc, an_edge_across_a_seam_is_one_path);
	tcase_add_test(tc, a_piece_alone_stays_and_a_bad_one_is_refused);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
