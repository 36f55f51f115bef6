/* check_printdouble: the numbers of fxviz's SVG, written without printf,
 * are the digits Graphviz writes with it. */
#include "config.h"

#include <check.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "draw/printdouble.h"
#include "draw/render.h"
#include "testlib.h"

static uint64_t rng = 0x9e3779b97f4a7c15ULL;

static uint64_t
next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static void
same(double v)
{
	char mine[50], theirs[50];

	printdouble_format(mine, v);
	printdouble_printf(theirs, v);
	ck_assert_msg(strcmp(mine, theirs) == 0, "%.17g: '%s', printf '%s'",
	    v, mine, theirs);
}

/* Random doubles of every size a drawing has and more, the exact
 * eighths (ties "%.2f" breaks to even), numbers of three decimals (ties
 * a double only nearly holds), and the clamp near zero. */
START_TEST(the_digits_printf_writes)
{
	int i, k;

	for (k = -12; k <= 12; k++)
		for (i = 0; i < 40000; i++) {
			double u = (double)(next() >> 11) / 9007199254740992.0;

			same((u - 0.5) * pow(10, k));
		}
	for (i = -200000; i <= 200000; i++) {
		same(i / 8.0);
		same(i / 1000.0);
		same(i / 200.0);
	}
	same(0.0);
	same(-0.0);
	same(1e-8);
	same(-1e-8);
	same(0.99999999e-8);
	same(1e300);
	same(-1e300);
	same(INFINITY);
	same(NAN);
}
END_TEST

/* Whole drawings, with fxviz's numbers and with Graphviz's own: the same
 * bytes, and fxviz's are the ones in use with this Graphviz. */
START_TEST(graphviz_writes_the_same_drawing)
{
	static const struct {
		const char *rel, *expand;
	} cases[] = {
		{ "corpus/densenet121.fx.txt", NULL },
		{ "corpus/swin_t.fx.txt", "*" },
		{ "corpus/gpt4_sym.fx.txt", NULL },
	};
	size_t i, a_len, b_len;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *a, *b;

		ck_assert_int_eq(printdouble_use(1), i == 0 ? 0 : 1);
		a = tl_render(cases[i].rel, cases[i].expand, RENDER_SVG,
		    &a_len);
		/* the first render made the context, and the check */
		ck_assert_int_eq(printdouble_use(0), 0);
		b = tl_render(cases[i].rel, cases[i].expand, RENDER_SVG,
		    &b_len);
		ck_assert_int_eq(printdouble_use(1), 1);
		ck_assert_uint_eq(a_len, b_len);
		ck_assert_msg(memcmp(a, b, a_len) == 0, "%s", cases[i].rel);
		free(a);
		free(b);
	}
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("printdouble");
	TCase *tc = tcase_create("printdouble");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, the_digits_printf_writes);
	tcase_add_test(tc, graphviz_writes_the_same_drawing);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
