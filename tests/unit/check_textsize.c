/* check_textsize: a label text answered from memory, or sized by the sum
 * of its pairs, has the size pango measured for it, in its own font, size
 * and style. */
#include "config.h"

#include <check.h>
#include <gvc.h>
#include <stdlib.h>
#include <string.h>

#include "draw/render.h"
#include "draw/textsize.h"
#include "testlib.h"

/* libgvc's */
pointf textspan_size(GVC_t *gvc, textspan_t *span);

struct size {
	double x, y, layout, centerline;
};

static struct size
measure(GVC_t *gvc, textfont_t *font, const char *text)
{
	textspan_t span;
	struct size s;

	memset(&span, 0, sizeof(span));
	span.str = (char *)text;
	span.font = font;
	span.just = 'n';
	textspan_size(gvc, &span);
	if (span.free_layout != NULL)
		span.free_layout(span.layout);
	s.x = span.size.x;
	s.y = span.size.y;
	s.layout = span.yoffset_layout;
	s.centerline = span.yoffset_centerline;
	return s;
}

static int
same_size(struct size a, struct size b)
{
	return a.x == b.x && a.y == b.y && a.layout == b.layout &&
	    a.centerline == b.centerline;
}

/* Each text in each font, size and style: what Graphviz measures with
 * every call handed on, and then twice with memory on (the first sized
 * by its pairs where it can be, or measured; the second from memory).
 * Bold, italic, another size and another font each measure differently,
 * so a key that left one out would answer wrongly. The texts kern
 * ("Te", "AV"), join ("ffi") and repeat. */
START_TEST(a_text_remembered_has_its_own_fonts_size)
{
	static const char *names[] = { "Helvetica", "Courier", "Times-Roman" };
	static const double sizes[] = { 8, 10, 14 };
	static const unsigned flags[] = { 0, HTML_BF, HTML_IF };
	static const char *texts[] = { "WWWWWWWW", "conv2d", "(%add_3, 1)",
	    "", "a & b < c", "Tensor AVG office_ffi_11", "x", "1x64x56x56",
	    "getattr_L__self___features_denseblock4_denselayer16" };
#define N_TEXTS (sizeof(texts) / sizeof(texts[0]))
	static textfont_t fonts[3][3][3];
	static struct size ref[3][3][3][N_TEXTS];
	GVC_t *gvc = gvContext();
	unsigned long h0, m0, s0, h1, m1, s1;
	size_t f, z, l, t;

	ck_assert_ptr_nonnull(gvc);
	for (f = 0; f < 3; f++)
		for (z = 0; z < 3; z++)
			for (l = 0; l < 3; l++) {
				fonts[f][z][l].name = (char *)names[f];
				fonts[f][z][l].size = sizes[z];
				fonts[f][z][l].flags = flags[l];
			}
	ck_assert_int_eq(textsize_use(0), 1);
	for (f = 0; f < 3; f++)
		for (z = 0; z < 3; z++)
			for (l = 0; l < 3; l++)
				for (t = 0; t < N_TEXTS; t++)
					ref[f][z][l][t] = measure(gvc,
					    &fonts[f][z][l], texts[t]);
	/* what the key tells apart measures apart */
	ck_assert(ref[0][1][0][0].x != ref[0][1][1][0].x);
	ck_assert(ref[0][1][0][0].x != ref[0][2][0][0].x);
	ck_assert(ref[0][1][0][0].x != ref[1][1][0][0].x);
	ck_assert_int_eq(textsize_use(1), 0);
	textsize_counts(&h0, &m0, &s0);
	for (f = 0; f < 3; f++)
		for (z = 0; z < 3; z++)
			for (l = 0; l < 3; l++)
				for (t = 0; t < N_TEXTS; t++) {
					struct size a = measure(gvc,
					    &fonts[f][z][l], texts[t]);
					struct size b = measure(gvc,
					    &fonts[f][z][l], texts[t]);

					ck_assert_msg(same_size(a,
					    ref[f][z][l][t]) && same_size(b,
					    ref[f][z][l][t]), "%s %g %u '%s': "
					    "%g then %g, measured %g",
					    names[f], sizes[z], flags[l],
					    texts[t], a.x, b.x,
					    ref[f][z][l][t].x);
				}
	textsize_counts(&h1, &m1, &s1);
	ck_assert_uint_eq(m1 - m0 + s1 - s0, 3 * 3 * 3 * N_TEXTS);
	ck_assert_uint_eq(h1 - h0, 3 * 3 * 3 * N_TEXTS);
	/* Helvetica's texts of three characters or more are summed in
	 * every size and style (fxviz draws in Helvetica) */
	ck_assert_uint_ge(s1 - s0, 3 * 3 * (N_TEXTS - 3));
	ck_assert_uint_gt(textsize_bytes(), 0);
	textsize_clear();
	ck_assert_uint_eq(textsize_bytes(), 0);
}
END_TEST

/* Whole drawings with every text measured and with texts remembered:
 * the same bytes, most texts from memory the second time. A PNG, drawn
 * from pango's layouts, is the same after an SVG of the same graph
 * filled the memory. */
START_TEST(a_drawing_is_the_same_with_texts_remembered)
{
	static const struct {
		const char *rel, *expand;
		enum render_format f;
	} cases[] = {
		{ "corpus/densenet121.fx.txt", NULL, RENDER_SVG },
		{ "corpus/swin_t.fx.txt", "*", RENDER_SVG },
		{ "corpus/gpt4_sym.fx.txt", NULL, RENDER_SVG },
		{ "corpus/gpt48_makefx.fx.txt", "*", RENDER_SVG },
		{ "corpus/mobilenet_v2.fx.txt", "*", RENDER_SVG },
		{ "corpus/special2.fx.txt", "*", RENDER_SVG },
		{ "corpus/resnet18.fx.txt", NULL, RENDER_PNG },
	};
	unsigned long h0, m0, s0, h1, m1, s1;
	size_t i, a_len, b_len, c_len;

	render_set_jobs(1);	/* segments laid out here, where counted */
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const char *rel = cases[i].rel, *expand = cases[i].expand;
		int f = cases[i].f;
		char *a, *b, *c;

		textsize_clear();
		textsize_use(0);
		a = tl_render(rel, expand, f, &a_len);
		textsize_use(1);
		textsize_counts(&h0, &m0, &s0);
		free(tl_render(rel, expand, RENDER_SVG, &b_len));
		textsize_counts(&h1, &m1, &s1);
		/* most of the new texts sized by their pairs */
		ck_assert_msg(s1 - s0 > m1 - m0, "%s: %lu texts summed, "
		    "%lu measured", rel, s1 - s0, m1 - m0);
		textsize_counts(&h0, &m0, &s0);
		b = tl_render(rel, expand, f, &b_len);
		textsize_counts(&h1, &m1, &s1);
		c = tl_render(rel, expand, f, &c_len);
		if (f == RENDER_SVG) {
			ck_assert_msg(h1 - h0 > 0 && m1 == m0 && s1 == s0,
			    "%s: %lu texts remembered, %lu measured, %lu "
			    "summed", rel, h1 - h0, m1 - m0, s1 - s0);
		} else {
			/* pango measured the PNG's texts (one "n" aside,
			 * of the one-node layout before each) */
			ck_assert_msg(h1 - h0 <= 1 && m1 - m0 > 50, "%s: %lu "
			    "texts remembered, %lu measured", rel,
			    h1 - h0, m1 - m0);
		}
		ck_assert_uint_eq(a_len, b_len);
		ck_assert_uint_eq(a_len, c_len);
		ck_assert_msg(memcmp(a, b, a_len) == 0 &&
		    memcmp(a, c, a_len) == 0, "%s", rel);
		free(a);
		free(b);
		free(c);
	}
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("textsize");
	TCase *tc = tcase_create("textsize");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, a_text_remembered_has_its_own_fonts_size);
	tcase_add_test(tc, a_drawing_is_the_same_with_texts_remembered);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
