/* check_layout_dir: drawings kept in a folder by the shape of their DOT
 * are read back whole, never damaged or of another version, and the
 * folder keeps to its bound. */
#include "config.h"

#include <check.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/error.h"
#include "base/file.h"
#include "draw/layout_dir.h"
#include "draw/revision.h"
#include "testlib.h"

static char folder[64];

static void
setup(void)
{
	struct error err;

	snprintf(folder, sizeof(folder), "/tmp/fxviz-layouts-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(folder));
	ck_assert_int_eq(layout_dir_open(folder, 1 << 20, &err), 0);
	layout_dir_version("2.42.2 (0)");
}

static void
teardown(void)
{
	char cmd[128];

	layout_dir_open(NULL, 0, NULL);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", folder);
	ck_assert_int_eq(system(cmd), 0);
}

/* The files in the folder: how many, their bytes, and the last's path. */
static int
files(size_t *bytes, char *last, size_t size)
{
	DIR *d = opendir(folder);
	struct dirent *e;
	struct stat st;
	char path[512];
	int n = 0;

	*bytes = 0;
	ck_assert_ptr_nonnull(d);
	while ((e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", folder, e->d_name);
		ck_assert_int_eq(stat(path, &st), 0);
		*bytes += (size_t)st.st_size;
		if (last != NULL)
			snprintf(last, size, "%s", path);
		n++;
	}
	closedir(d);
	return n;
}

static const char dot_a[] = "digraph fx { n1 [label=add_37]; n1 -> n2; }";
static const char dot_b[] = "digraph fx { n4 [label=add_61]; n4 -> n5; }";
static const char dot_c[] = "digraph fx { n1 [label=mul_37]; n1 -> n2; }";
static const char svg_a[] = "<svg><g id=\"n1\"><text>add_37</text></g></svg>";

/* A drawing kept is read back for its own DOT and for one the same up to
 * its digits (the caller maps the two), not for another shape. */
START_TEST(a_drawing_kept_is_read_back_for_its_shape)
{
	const char *svg;
	char *kept;
	size_t kept_len, svg_len, bytes;
	uint64_t r, w;

	ck_assert_int_eq(layout_dir_get(dot_a, strlen(dot_a), &kept, &kept_len,
	    &svg, &svg_len), -1);
	layout_dir_put(dot_a, strlen(dot_a), svg_a, strlen(svg_a));
	ck_assert_int_eq(files(&bytes, NULL, 0), 1);
	ck_assert_int_eq(layout_dir_get(dot_a, strlen(dot_a), &kept, &kept_len,
	    &svg, &svg_len), 0);
	ck_assert_uint_eq(kept_len, strlen(dot_a));
	ck_assert(memcmp(kept, dot_a, kept_len) == 0);
	ck_assert_uint_eq(svg_len, strlen(svg_a));
	ck_assert(memcmp(svg, svg_a, svg_len) == 0);
	free(kept);
	/* the same up to digits: the kept DOT, for the caller to map */
	ck_assert_int_eq(layout_dir_get(dot_b, strlen(dot_b), &kept, &kept_len,
	    &svg, &svg_len), 0);
	ck_assert(memcmp(kept, dot_a, kept_len) == 0);
	free(kept);
	ck_assert_int_eq(layout_dir_get(dot_c, strlen(dot_c), &kept, &kept_len,
	    &svg, &svg_len), -1);
	layout_dir_counts(&r, &w);
	ck_assert_uint_eq(r, 2);
	ck_assert_uint_eq(w, 1);
}
END_TEST

/* Every byte of a file counts: one changed, or a file cut short, is a
 * miss, and the file is removed. */
START_TEST(a_damaged_file_is_a_miss_and_removed)
{
	static const long cuts[] = { 0, 1, 7, -1, -3 };
	const char *svg;
	char *kept, path[512];
	size_t kept_len, svg_len, bytes, i;

	for (i = 0; i < sizeof(cuts) / sizeof(cuts[0]) * 2; i++) {
		long at = cuts[i / 2];
		int fd;

		layout_dir_put(dot_a, strlen(dot_a), svg_a, strlen(svg_a));
		ck_assert_int_eq(files(&bytes, path, sizeof(path)), 1);
		if (at < 0)
			at += (long)bytes;
		if (i % 2 == 0) {
			char c;

			/* one byte changed */
			fd = open(path, O_RDWR);
			ck_assert_int_ge(fd, 0);
			ck_assert_int_eq(pread(fd, &c, 1, at), 1);
			c ^= 0x20;
			ck_assert_int_eq(pwrite(fd, &c, 1, at), 1);
			close(fd);
		} else {
			ck_assert_int_eq(truncate(path, at), 0);
		}
		ck_assert_msg(layout_dir_get(dot_a, strlen(dot_a), &kept,
		    &kept_len, &svg, &svg_len) == -1, "%s at %ld read back",
		    i % 2 == 0 ? "a byte changed" : "cut", at);
		ck_assert_int_eq(files(&bytes, NULL, 0), 0);
	}
}
END_TEST

/* A drawing of many megabytes (every node of a big graph, read into
 * huge pages) is read back byte for byte, through layout_dir_get_svg as
 * a whole view is; one byte changed deep inside it is a miss. */
START_TEST(a_big_drawing_is_read_back_whole)
{
	static const char key[] = "view of a graph";
	size_t n = (size_t)12 << 20, i, bytes, svg_len;
	char *big = malloc(n), *svg, path[512], c;
	struct error err;
	int fd;

	ck_assert_ptr_nonnull(big);
	for (i = 0; i < n; i++)
		big[i] = (char)('a' + (i * 7 + i / 4093) % 26);
	ck_assert_int_eq(layout_dir_open(folder, (size_t)64 << 20, &err), 0);
	layout_dir_put(key, strlen(key), big, n);
	ck_assert_int_eq(layout_dir_get_svg(key, strlen(key), &svg, &svg_len),
	    0);
	ck_assert_uint_eq(svg_len, n);
	ck_assert(memcmp(svg, big, n) == 0);
	ck_assert_int_eq(svg[n], '\0');
	free(svg);
	ck_assert_int_eq(files(&bytes, path, sizeof(path)), 1);
	fd = open(path, O_RDWR);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(pread(fd, &c, 1, (off_t)(bytes - n / 3)), 1);
	c ^= 0x01;
	ck_assert_int_eq(pwrite(fd, &c, 1, (off_t)(bytes - n / 3)), 1);
	close(fd);
	ck_assert_int_eq(layout_dir_get_svg(key, strlen(key), &svg, &svg_len),
	    -1);
	ck_assert_int_eq(files(&bytes, NULL, 0), 0);
	free(big);
}
END_TEST

/* A drawing another Graphviz laid out is not this one's. */
START_TEST(another_graphviz_is_a_miss)
{
	const char *svg;
	char *kept;
	size_t kept_len, svg_len;

	layout_dir_put(dot_a, strlen(dot_a), svg_a, strlen(svg_a));
	layout_dir_version("2.43.0 (0)");
	ck_assert_int_eq(layout_dir_get(dot_a, strlen(dot_a), &kept, &kept_len,
	    &svg, &svg_len), -1);
	layout_dir_version("2.42.2 (0)");
	ck_assert_int_eq(layout_dir_get(dot_a, strlen(dot_a), &kept, &kept_len,
	    &svg, &svg_len), 0);
	free(kept);
}
END_TEST

/* A kept file names the drawing that laid it out (the build's version
 * and drawing revision, draw/revision.h) beside Graphviz's, in the
 * header its name is drawn from: a build that draws differently, under
 * the same version, asks for other files (as for another Graphviz,
 * above), and never maps this one's coordinates onto its own. */
START_TEST(a_kept_file_names_the_drawing)
{
	char last[512], want[160], *text;
	size_t bytes, len;
	struct error err;

	layout_dir_put(dot_a, strlen(dot_a), svg_a, strlen(svg_a));
	ck_assert_int_eq(files(&bytes, last, sizeof(last)), 1);
	ck_assert_ptr_nonnull(text = file_read(last, 1 << 20, &len, &err));
	snprintf(want, sizeof(want), "fxviz %s, graphviz 2.42.2 (0)\n",
	    DRAW_VERSION);
	ck_assert_ptr_nonnull(strstr(text, want));
	ck_assert_ptr_nonnull(strstr(DRAW_VERSION, " drawing " DRAW_REVISION));
	free(text);
}
END_TEST

/* A full disk: the drawing is not kept, and no partial file is left. */
START_TEST(a_full_disk_keeps_nothing)
{
	size_t bytes;

	setenv("FXVIZ_FAULT", "layout_dir_full", 1);
	layout_dir_put(dot_a, strlen(dot_a), svg_a, strlen(svg_a));
	unsetenv("FXVIZ_FAULT");
	ck_assert_int_eq(files(&bytes, NULL, 0), 0);
	layout_dir_put(dot_a, strlen(dot_a), svg_a, strlen(svg_a));
	ck_assert_int_eq(files(&bytes, NULL, 0), 1);
}
END_TEST

/* Past its bound, the folder drops the drawings least recently used: a
 * drawing read at each turn stays, and what is left fits. */
START_TEST(the_folder_keeps_to_its_bound)
{
	static const char first[] = "digraph fx { first; }";
	struct error err;
	const char *svg;
	char dot[64], *big = malloc(8000), *kept;
	size_t bytes, kept_len, svg_len;
	int i, n;

	ck_assert_ptr_nonnull(big);
	memset(big, 'x', 8000);
	ck_assert_int_eq(layout_dir_open(folder, 64 << 10, &err), 0);
	layout_dir_put(first, strlen(first), big, 8000);
	for (i = 0; i < 40; i++) {
		/* another shape each: letters, not digits */
		snprintf(dot, sizeof(dot), "digraph fx { %c%c; }", 'a' + i % 26,
		    'a' + i / 26);
		layout_dir_put(dot, strlen(dot), big, 8000);
		ck_assert_msg(layout_dir_get(first, strlen(first), &kept,
		    &kept_len, &svg, &svg_len) == 0, "the drawing read at "
		    "each turn was dropped at turn %d", i);
		free(kept);
		files(&bytes, NULL, 0);
		ck_assert_msg(bytes <= 64 << 10, "%zu bytes at turn %d", bytes,
		    i);
	}
	n = files(&bytes, NULL, 0);
	ck_assert_msg(n >= 4 && n < 41, "%d files, %zu bytes", n, bytes);
	free(big);
}
END_TEST

/* A folder deep below is made with each missing parent, mode 0700; with
 * parents_only (the server's data folder), only the parents; a file in
 * the way is an error that names the folder. */
START_TEST(a_folder_is_made_with_its_parents)
{
	char deep[128], in_way[128];
	struct error err;
	struct stat st;

	snprintf(deep, sizeof(deep), "%s/a/b/c", folder);
	ck_assert_int_eq(layout_dir_open(deep, 1 << 20, &err), 0);
	ck_assert_int_eq(stat(deep, &st), 0);
	ck_assert(S_ISDIR(st.st_mode));
	ck_assert_int_eq(st.st_mode & 0777, 0700);
	snprintf(deep, sizeof(deep), "%s/p/q/data", folder);
	ck_assert_int_eq(file_make_dirs(deep, 0755, 1), 0);
	snprintf(in_way, sizeof(in_way), "%s/p/q", folder);
	ck_assert_int_eq(stat(in_way, &st), 0);
	ck_assert_int_eq(stat(deep, &st), -1);
	snprintf(in_way, sizeof(in_way), "%s/file", folder);
	ck_assert_int_eq(close(open(in_way, O_CREAT | O_WRONLY, 0600)), 0);
	snprintf(deep, sizeof(deep), "%s/file/layouts", folder);
	ck_assert_int_eq(layout_dir_open(deep, 1 << 20, &err), -1);
	ck_assert_msg(strstr(err.msg, deep) != NULL &&
	    strstr(err.msg, "Not a directory") != NULL, "%s", err.msg);
	ck_assert_int_eq(layout_dir_on(), 0);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("layout_dir");
	TCase *tc = tcase_create("layout_dir");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, a_drawing_kept_is_read_back_for_its_shape);
	tcase_add_test(tc, a_damaged_file_is_a_miss_and_removed);
	tcase_add_test(tc, a_big_drawing_is_read_back_whole);
	tcase_add_test(tc, another_graphviz_is_a_miss);
	tcase_add_test(tc, a_kept_file_names_the_drawing);
	tcase_add_test(tc, a_full_disk_keeps_nothing);
	tcase_add_test(tc, the_folder_keeps_to_its_bound);
	tcase_add_test(tc, a_folder_is_made_with_its_parents);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
