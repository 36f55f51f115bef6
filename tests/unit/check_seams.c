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

/* Reads both segments' bodies, as the stacking does. */
static void
read_both(const char *const *bodies, struct seam_body *b)
{
	ck_assert_int_eq(seams_read(bodies[0], strlen(bodies[0]), &b[0]), 0);
	ck_assert_int_eq(seams_read(bodies[1], strlen(bodies[1]), &b[1]), 0);
}

/* Each segment written as it was read, nothing joined; b freed. */
static void
written_as_read(const char *const *bodies, struct seam_body *b,
    const double *x, const double *y)
{
	struct buf out = BUF_INIT;
	uint32_t k;

	for (k = 0; k < 2; k++) {
		buf_reset(&out);
		seams_write(&out, bodies, b, k, 0, strlen(bodies[k]), x, y, 0);
		ck_assert_ptr_nonnull(buf_cstr(&out));
		ck_assert_str_eq(out.data, bodies[k]);
		seams_free(&b[k]);
	}
	buf_free(&out);
}

START_TEST(an_edge_across_a_seam_is_one_path)
{
	const char *bodies[2] = { first, second };
	struct seam_body b[2];
	double w[2] = { 200, 100 }, h[2] = { 108, 208 }, x[2], y[2], wa, ha;
	struct buf out = BUF_INIT;
	const char *d, *q;
	double px, py;

	read_both(bodies, b);
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
	char *bad = strdup(second), *at;

	read_both(bodies, b);
	seams_place(b, w, h, 2, 0, 24, x, y, &wa, &ha);
	written_as_read(bodies, b, x, y);
	at = strstr(bad, "M60,-198C60,-190 60,-180 60,-170");
	at[strlen("M60,-198C60,-190 60,-180 60,")] = '"';	/* 7 numbers */
	ck_assert_int_eq(seams_read(bad, strlen(bad), &b[0]), -2);
	ck_assert_int_eq(seams_read("<g>", 3, &b[0]), -2);
	free(bad);
}
END_TEST

/* A module's frame at the end of one segment and the start of the next:
 * its box in each, a node inside, and in the first segment a frame that
 * ends above (features.0) and may be drawn as it is. */
static const char *const framed_first =
    "\n<g id=\"fxviz&#45;segment\" class=\"graph\" transform=\"scale(1 1) "
    "rotate(0) translate(4 104)\">\n"
    "<g id=\"c:features\" class=\"cluster cluster module\">\n"
    "<title>cluster_1_1</title>\n<path fill=\"none\" d=\"M8,-10C8,-10 92,"
    "-10 92,-10 92,-10 92,-100 92,-100 92,-100 8,-100 8,-100 8,-100 8,-10 "
    "8,-10\"/>\n<text x=\"16\" y=\"-90\">features</text>\n</g>\n"
    "<g id=\"c:features.0\" class=\"cluster cluster module\">\n"
    "<title>cluster_2_1</title>\n<path fill=\"none\" d=\"M20,-70C20,-70 80,"
    "-70 80,-70 80,-70 80,-95 80,-95 80,-95 20,-95 20,-95 20,-95 20,-70 "
    "20,-70\"/>\n<text x=\"24\" y=\"-85\">features.0</text>\n</g>\n"
    "<!-- n1 -->\n<g id=\"n:a\" class=\"node call_module\">\n"
    "<title>n1</title>\n<path fill=\"#fde7c8\" d=\"M40,-60C40,-60 60,-60 "
    "60,-60 60,-40 60,-40 40,-40 40,-40\"/>\n"
    "<text x=\"44\" y=\"-50\">a</text>\n</g>\n</g>\n";
static const char *const framed_second =
    "\n<g id=\"fxviz&#45;segment\" class=\"graph\" transform=\"scale(1 1) "
    "rotate(0) translate(4 204)\">\n"
    "<g id=\"c:features\" class=\"cluster cluster module\">\n"
    "<title>cluster_1_1</title>\n<path fill=\"none\" d=\"M8,-110C8,-110 "
    "92,-110 92,-110 92,-110 92,-200 92,-200 92,-200 8,-200 8,-200 8,-200 "
    "8,-110 8,-110\"/>\n<text x=\"16\" y=\"-190\">features</text>\n"
    "<text x=\"60\" y=\"-190\">Sequential</text>\n</g>\n"
    "<!-- n2 -->\n<g id=\"n:b\" class=\"node call_module\">\n"
    "<title>n2</title>\n<path fill=\"#fde7c8\" d=\"M40,-150C40,-150 60,"
    "-150 60,-150 60,-130 60,-130 40,-130 40,-130\"/>\n"
    "<text x=\"44\" y=\"-140\">b</text>\n</g>\n</g>\n";

/* A frame that runs on from one segment into the next is one frame: the
 * first piece open at the bottom, its label kept; the next drawn on from
 * where the first ends, without its label; a frame that ends within its
 * segment, and the nodes, as they were. */
START_TEST(a_frame_across_a_seam_is_one_frame)
{
	const char *bodies[2] = { framed_first, framed_second };
	struct seam_body b[2];
	double w[2] = { 100, 100 }, h[2] = { 108, 208 }, x[2], y[2], wa, ha;
	struct buf out = BUF_INIT;

	read_both(bodies, b);
	ck_assert_uint_eq(b[0].n_frames, 2);
	ck_assert_uint_eq(b[1].n_frames, 1);
	ck_assert(fabs(b[0].frames[0].y1 + 10) < 1e-9);
	ck_assert(fabs(b[0].ny0 + 60) < 1e-9 && fabs(b[0].ny1 + 40) < 1e-9);
	seams_place(b, w, h, 2, 0, 24, x, y, &wa, &ha);
	ck_assert(b[0].frames[0].open_after && !b[0].frames[0].open_before);
	ck_assert(!b[0].frames[1].open_after);
	ck_assert(b[1].frames[0].open_before && !b[1].frames[0].open_after);
	ck_assert_uint_eq(b[1].frames[0].other, 0);
	ck_assert(fabs(y[1] - 132) < 1e-9 && fabs(x[1]) < 1e-9);

	seams_write(&out, bodies, b, 0, 0, strlen(framed_first), x, y, 0);
	ck_assert_ptr_nonnull(buf_cstr(&out));
	/* from its bottom left, up, round the top, down to its bottom
	 * right: no bottom side */
	ck_assert_ptr_nonnull(strstr(out.data, " d=\"M8,-10C8,-10 8,-88 8,-88"
	    "C8,-94 14,-100 20,-100C20,-100 80,-100 80,-100C86,-100 92,-94 "
	    "92,-88C92,-88 92,-10 92,-10\"/>"));
	ck_assert_ptr_nonnull(strstr(out.data, ">features</text>"));
	ck_assert_ptr_nonnull(strstr(out.data, " d=\"M20,-70C20,-70 80,-70"));
	ck_assert_ptr_nonnull(strstr(out.data, "<g id=\"n:a\""));
	buf_reset(&out);
	seams_write(&out, bodies, b, 1, 0, strlen(framed_second), x, y, 0);
	ck_assert_ptr_nonnull(buf_cstr(&out));
	/* from the first's bottom left, in the second's coordinates (232
	 * points up), to its own top left, down, round the bottom, up, and
	 * back to the first's bottom right */
	ck_assert_ptr_nonnull(strstr(out.data, " d=\"M8,-242C8,-242 8,-200 "
	    "8,-200C8,-200 8,-122 8,-122C8,-116 14,-110 20,-110C20,-110 80,-110 "
	    "80,-110C86,-110 92,-116 92,-122C92,-122 92,-200 92,-200C92,-200 "
	    "92,-242 92,-242\"/>"));
	ck_assert_ptr_null(strstr(out.data, ">features</text>"));
	ck_assert_ptr_null(strstr(out.data, "Sequential"));
	ck_assert_ptr_nonnull(strstr(out.data, "<g id=\"n:b\""));
	seams_free(&b[0]);
	seams_free(&b[1]);
	buf_free(&out);
}
END_TEST

/* Frames are joined only where nothing would be drawn inside that is
 * not: a node of the first segment below its frame (of no module, or
 * another's) leaves both frames as they were. */
START_TEST(a_frame_with_a_node_past_it_stays_closed)
{
	static const char node_below[] =
	    "<!-- n3 -->\n<g id=\"n:c\" class=\"node call_function\">\n"
	    "<title>n3</title>\n<ellipse cx=\"50\" cy=\"-5\" rx=\"10\" "
	    "ry=\"3\"/>\n</g>\n</g>\n";
	struct buf one = BUF_INIT;
	const char *bodies[2];
	struct seam_body b[2];
	double w[2] = { 100, 100 }, h[2] = { 108, 208 }, x[2], y[2], wa, ha;

	/* the first segment with one more node, below the frame */
	buf_add(&one, framed_first, strlen(framed_first) - 5);
	buf_adds(&one, node_below);
	ck_assert_ptr_nonnull(buf_cstr(&one));
	bodies[0] = one.data;
	bodies[1] = framed_second;
	read_both(bodies, b);
	ck_assert(fabs(b[0].ny1 + 2) < 1e-9);
	seams_place(b, w, h, 2, 0, 24, x, y, &wa, &ha);
	written_as_read(bodies, b, x, y);
	buf_free(&one);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("seams");
	TCase *tc = tcase_create("seams");

	tcase_add_test(tc, an_edge_across_a_seam_is_one_path);
	tcase_add_test(tc, a_piece_alone_stays_and_a_bad_one_is_refused);
	tcase_add_test(tc, a_frame_across_a_seam_is_one_frame);
	tcase_add_test(tc, a_frame_with_a_node_past_it_stays_closed);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
