/* check_fault: FXVIZ_FAULT names the points that fail, item by item. */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <unistd.h>

#include "base/fault.h"
#include "testlib.h"

START_TEST(unset_or_empty_fails_nothing)
{
	unsetenv("FXVIZ_FAULT");
	ck_assert_int_eq(fault_inject("view_edges"), 0);
	setenv("FXVIZ_FAULT", "", 1);
	ck_assert_int_eq(fault_inject("view_edges"), 0);
	ck_assert_int_eq(fault_inject(""), 0);
	unsetenv("FXVIZ_FAULT");
}
END_TEST

START_TEST(a_listed_point_fails)
{
	setenv("FXVIZ_FAULT", "view_edges", 1);
	ck_assert_int_eq(fault_inject("view_edges"), 1);
	setenv("FXVIZ_FAULT", "other,view_edges", 1);
	ck_assert_int_eq(fault_inject("view_edges"), 1);
	ck_assert_int_eq(fault_inject("other"), 1);
	setenv("FXVIZ_FAULT", "view_edges,,other,", 1);
	ck_assert_int_eq(fault_inject("view_edges"), 1);
	ck_assert_int_eq(fault_inject("other"), 1);
	ck_assert_int_eq(fault_inject(""), 0);	/* blanks name nothing */
	unsetenv("FXVIZ_FAULT");
}
END_TEST

/* An item is matched whole: no prefix, no suffix, no part of a name. */
START_TEST(only_whole_items_match)
{
	setenv("FXVIZ_FAULT", "view_edges_x,view,xview_edges,view_edge", 1);
	ck_assert_int_eq(fault_inject("view_edges"), 0);
	ck_assert_int_eq(fault_inject("view"), 1);
	ck_assert_int_eq(fault_inject("vie"), 0);
	setenv("FXVIZ_FAULT", "view_edges", 1);
	ck_assert_int_eq(fault_inject("view_edges_x"), 0);
	ck_assert_int_eq(fault_inject("view"), 0);
	ck_assert_int_eq(fault_inject(""), 0);
	unsetenv("FXVIZ_FAULT");
}
END_TEST

/* A file named by FXVIZ_FAULT_FILE holds the list, read anew at every
 * call; FXVIZ_FAULT, when set, comes first. */
START_TEST(a_file_can_hold_the_list)
{
	char path[] = "/tmp/fxviz-fault-XXXXXX";
	int fd = mkstemp(path);

	ck_assert_int_ne(fd, -1);
	unsetenv("FXVIZ_FAULT");
	setenv("FXVIZ_FAULT_FILE", path, 1);
	ck_assert_int_eq(fault_inject("store_full"), 0);
	ck_assert_int_eq(write(fd, "other, store_full\n", 18), 18);
	ck_assert_int_eq(fault_inject("store_full"), 1);
	ck_assert_int_eq(fault_inject("other"), 1);
	ck_assert_int_eq(fault_inject("store"), 0);
	setenv("FXVIZ_FAULT", "view_edges", 1);
	ck_assert_int_eq(fault_inject("store_full"), 0);
	unsetenv("FXVIZ_FAULT");
	ck_assert_int_eq(ftruncate(fd, 0), 0);
	ck_assert_int_eq(fault_inject("store_full"), 0);
	unlink(path);
	ck_assert_int_eq(fault_inject("store_full"), 0);
	unsetenv("FXVIZ_FAULT_FILE");
	close(fd);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("fault");
	TCase *tc = tcase_create("fault");

	tcase_add_test(tc, unset_or_empty_fails_nothing);
	tcase_add_test(tc, a_listed_point_fails);
	tcase_add_test(tc, only_whole_items_match);
	tcase_add_test(tc, a_file_can_hold_the_list);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
