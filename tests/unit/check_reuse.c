/* check_reuse: one segment's SVG renamed for another of the same shape:
 * which pairs are the same up to numbers, and what renaming touches. */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "draw/reuse.h"
#include "testlib.h"

static struct reuse_map *
map_of(const char *a, const char *b)
{
	int nomem = -1;
	struct reuse_map *m = reuse_map_new(a, strlen(a), b, strlen(b), &nomem);

	ck_assert_int_eq(nomem, 0);
	return m;
}

/* Whether a maps onto b. */
static int
maps(const char *a, const char *b)
{
	struct reuse_map *m = map_of(a, b);
	int yes = m != NULL;

	reuse_map_free(m);
	return yes;
}

/* Two layers of a make_fx graph, as draw writes their DOT. */
static const char layer_a[] =
    "\tn12\t[id=\"n:add_7\", label=<<B>add_7</B><BR/>(%mm_3, 1)>];\n"
    "\tn12 -> n13\t[id=\"e:12:13\"];\n";
static const char layer_b[] =
    "\tn40\t[id=\"n:add_9\", label=<<B>add_9</B><BR/>(%mm_5, 1)>];\n"
    "\tn40 -> n41\t[id=\"e:40:41\"];\n";

START_TEST(the_same_up_to_numbers)
{
	struct reuse_map *m = map_of(layer_a, layer_b);
	static const char svg[] =
	    "<!-- n12 -->\n<g id=\"n:add_7\" class=\"node call_function\">"
	    "<title>n12</title>\n<polygon points=\"12,-13 40,-13\"/>\n"
	    "<text x=\"12\" y=\"-7\" font-size=\"10.00\">add_7</text>\n"
	    "<text x=\"12\" y=\"1\">(%mm_3, 1)</text></g>\n"
	    "<g id=\"e:12:13\" class=\"edge\"><title>n12&#45;&gt;n13</title>"
	    "<path d=\"M12,13C12,13 40,41 40,41\"/></g>\n";
	static const char want[] =
	    "<!-- n40 -->\n<g id=\"n:add_9\" class=\"node call_function\">"
	    "<title>n40</title>\n<polygon points=\"12,-13 40,-13\"/>\n"
	    "<text x=\"12\" y=\"-7\" font-size=\"10.00\">add_9</text>\n"
	    "<text x=\"12\" y=\"1\">(%mm_5, 1)</text></g>\n"
	    "<g id=\"e:40:41\" class=\"edge\"><title>n40&#45;&gt;n41</title>"
	    "<path d=\"M12,13C12,13 40,41 40,41\"/></g>\n";
	char *out = NULL;
	size_t len = 0;

	ck_assert_ptr_nonnull(m);
	ck_assert_uint_eq(reuse_key(layer_a, strlen(layer_a)),
	    reuse_key(layer_b, strlen(layer_b)));
	ck_assert_int_eq(reuse_apply(m, svg, strlen(svg), &out, &len), 0);
	/* names and ids renamed; coordinates, the '-' of "&#45;" and the
	 * argument 1 that both share, as they were */
	ck_assert_str_eq(out, want);
	ck_assert_uint_eq(len, strlen(want));
	free(out);
	reuse_map_free(m);
}
END_TEST

/* Two nodes filled by their values (color=NAME): colours the same up
 * to digits go with the names, in fill and stroke. */
START_TEST(colours_go_with_the_names)
{
	static const char a[] = "\tn12\t[id=\"n:add_7\", fillcolor=\"#440154\", "
	    "color=\"#21918c\"];\n";
	static const char b[] = "\tn40\t[id=\"n:add_9\", fillcolor=\"#482878\", "
	    "color=\"#35718c\"];\n";
	static const char svg[] = "<g id=\"n:add_7\" class=\"node\">"
	    "<title>n12</title><polygon fill=\"#440154\" stroke=\"#21918c\" "
	    "points=\"12,-13 40,-13\"/></g>\n";
	static const char want[] = "<g id=\"n:add_9\" class=\"node\">"
	    "<title>n40</title><polygon fill=\"#482878\" stroke=\"#35718c\" "
	    "points=\"12,-13 40,-13\"/></g>\n";
	struct reuse_map *m = map_of(a, b);
	char *out = NULL;
	size_t len = 0;

	ck_assert_ptr_nonnull(m);
	ck_assert_int_eq(reuse_apply(m, svg, strlen(svg), &out, &len), 0);
	ck_assert_str_eq(out, want);
	free(out);
	reuse_map_free(m);
}
END_TEST

START_TEST(not_the_same)
{
	/* a digit more: another width */
	ck_assert(!maps("label=add_7", "label=add_17"));
	/* another op */
	ck_assert(!maps("label=add_7", "label=mul_7"));
	/* a digit where a letter was */
	ck_assert(!maps("label=add_7", "label=addx7"));
	/* one word of a, two of b: a 7 that stays (an argument) and one
	 * that changes (an index) cannot both be renamed */
	ck_assert(!maps("e:7:8 [label=7]", "e:9:10 [label=7]"));
	ck_assert(!maps("e:7 [label=7]", "e:9 [label=7]"));
	ck_assert(maps("e:7 [label=7]", "e:9 [label=9]"));
	/* a character reference is a character, not a number */
	ck_assert(!maps("label=<&#49;>", "label=<&#50;>"));
}
END_TEST

START_TEST(same_words_map_to_themselves)
{
	struct reuse_map *m = map_of("n1 n2", "n1 n2");
	static const char svg[] = "<g id=\"n1\"><text>n2 n3</text></g>";
	char *out = NULL;
	size_t len;

	ck_assert_ptr_nonnull(m);
	ck_assert_int_eq(reuse_apply(m, svg, strlen(svg), &out, &len), 0);
	ck_assert_str_eq(out, svg);
	free(out);
	reuse_map_free(m);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("reuse");
	TCase *tc = tcase_create("reuse");

	tcase_add_test(tc, the_same_up_to_numbers);
	tcase_add_test(tc, colours_go_with_the_names);
	tcase_add_test(tc, not_the_same);
	tcase_add_test(tc, same_words_map_to_themselves);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
