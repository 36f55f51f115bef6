/* check_value: value trees printed as FX and Python print them. */
#include "config.h"

#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/buf.h"
#include "testlib.h"
#include "model/value.h"

static const struct {
	double d;
	const char *repr;
} floats[] = {
	{ 0.25, "0.25" }, { 1e-05, "1e-05" }, { -1.5e-05, "-1.5e-05" },
	{ -1.0, "-1.0" }, { 1.0 / 3, "0.3333333333333333" }, { 1e16, "1e+16" },
	{ 1e15, "1000000000000000.0" }, { 123456.789, "123456.789" },
	{ 0.0001, "0.0001" }, { 0.1 + 0.2, "0.30000000000000004" },
	{ 5e-324, "5e-324" }, { 1.7976931348623157e308,
	    "1.7976931348623157e+308" }, { 0.0, "0.0" }, { -0.0, "-0.0" },
	{ 100.0, "100.0" }, { 2.5e-07, "2.5e-07" },
};

START_TEST(floats_print_as_python_repr)
{
	char out[32];

	value_float_repr(floats[_i].d, out);
	ck_assert_str_eq(out, floats[_i].repr);
}
END_TEST

START_TEST(specials_print_as_python_repr)
{
	char out[32];

	value_float_repr(INFINITY, out);
	ck_assert_str_eq(out, "inf");
	value_float_repr(-INFINITY, out);
	ck_assert_str_eq(out, "-inf");
	value_float_repr(NAN, out);
	ck_assert_str_eq(out, "nan");
}
END_TEST

START_TEST(numbers_parse_strictly)
{
	struct fx_value v;

	ck_assert_int_eq(value_parse_number("42", 2, &v), 0);
	ck_assert_int_eq(v.kind, FXV_INT);
	ck_assert_int_eq(v.num.integer, 42);
	ck_assert_int_eq(value_parse_number("-1.5e-05", 8, &v), 0);
	ck_assert_int_eq(v.kind, FXV_FLOAT);
	ck_assert_int_eq(value_parse_number("1e5", 3, &v), 0);
	ck_assert_int_eq(v.kind, FXV_FLOAT);
	ck_assert_int_eq(value_parse_number("0x10", 4, &v), -1);
	ck_assert_int_eq(value_parse_number("1.2.3", 5, &v), -1);
	ck_assert_int_eq(value_parse_number("infinity", 8, &v), -1);
	ck_assert_int_eq(value_parse_number("-", 1, &v), -1);
	ck_assert_int_eq(value_parse_number("1e", 2, &v), -1);
	ck_assert_int_eq(value_parse_number("99999999999999999999", 20, &v), -1);
}
END_TEST

START_TEST(trees_print_as_fx_does)
{
	struct arena *a = arena_new();
	struct fx_value *t = value_new(a, FXV_TUPLE, 1);
	struct fx_value *d = value_new(a, FXV_DICT, 2);
	struct fx_value *s = value_new(a, FXV_STR, 0);
	struct fx_value *n = value_new(a, FXV_NODE, 0);
	struct buf b = BUF_INIT;

	n->text = "x";
	s->text = "it's \"q\"\n";
	d->keys[0] = "dim";
	d->items[0] = t;
	d->keys[1] = "s";
	d->items[1] = s;
	t->items[0] = n;
	value_format(&b, d);
	ck_assert_str_eq(buf_cstr(&b), "{dim: (%x,), s: it's \"q\"\n}");
	buf_reset(&b);
	value_quote(&b, s->text);
	ck_assert_str_eq(buf_cstr(&b), "'it\\'s \"q\"\\n'");
	buf_free(&b);
	arena_free(a);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("value");
	TCase *tc = tcase_create("value");

	tcase_add_loop_test(tc, floats_print_as_python_repr, 0,
	    (int)(sizeof(floats) / sizeof(floats[0])));
	tcase_add_test(tc, specials_print_as_python_repr);
	tcase_add_test(tc, numbers_parse_strictly);
	tcase_add_test(tc, trees_print_as_fx_does);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
