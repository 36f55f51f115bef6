/* check_archive: tars and zips as GNU tar, Info-ZIP zip and python write
 * them (tests/data/archive/make.sh), hostile ones refused with their
 * place, and the deterministic tar fxviz writes. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/archive.h"
#include "base/error.h"
#include "base/tar.h"
#include "base/zip.h"
#include "testlib.h"

#define LONG_NAME "run/a_folder_name_long_enough_to_pass_the_hundred_" \
	"bytes_of_ustar_names/and_a_file_name_that_is_long_too_rank1.log"

/* Reads tests/data/archive/REL as a tar or a zip, as its first bytes
 * say; rc its return. */
static int
read_archive(const char *rel, struct archive *a, struct error *err)
{
	struct archive_limits l;
	char path[256];
	size_t len;
	char *buf;
	int rc;

	snprintf(path, sizeof(path), "archive/%s", rel);
	buf = tl_read(path, &len);
	archive_limits_init(&l, (size_t)64 << 20);
	if (zip_is(buf, len))
		rc = zip_read(buf, len, &l, a, err);
	else if (tar_is(buf, len))
		rc = tar_read(buf, len, &l, a, err);
	else
		rc = -2;
	free(buf);
	return rc;
}

static const struct archive_file *
file_named(const struct archive *a, const char *name)
{
	size_t i;

	for (i = 0; i < a->n; i++)
		if (strcmp(a->files[i].name, name) == 0)
			return &a->files[i];
	return NULL;
}

/* A folder as tar and zip hold it: its regular files, with their bytes;
 * the folders and the symbolic link skipped. */
static void
assert_run_folder(const char *rel)
{
	struct archive a;
	struct error err = { 0 };
	const struct archive_file *f;

	ck_assert_msg(read_archive(rel, &a, &err) == 0, "%s: %s", rel, err.msg);
	ck_assert_uint_eq(a.n, 4);
	ck_assert_ptr_null(file_named(&a, "run/link.log"));
	ck_assert_ptr_nonnull(f = file_named(&a, "run/rank0.log"));
	ck_assert_str_eq(f->bytes, "rank 0\n");
	ck_assert_ptr_nonnull(f = file_named(&a, LONG_NAME));
	ck_assert_str_eq(f->bytes, "rank 1\n");
	ck_assert_ptr_nonnull(f = file_named(&a, "run/sub/deep.txt"));
	ck_assert_ptr_nonnull(f = file_named(&a, "run/numbers.txt"));
	ck_assert_uint_eq(f->len, 8893);	/* seq 1 2000 */
	ck_assert(strncmp(f->bytes, "1\n2\n3\n", 6) == 0);
	archive_clear(&a);
}

START_TEST(gnu_tar_with_a_long_name)
{
	assert_run_folder("gnu.tar");
}
END_TEST

START_TEST(pax_tar_with_a_long_path)
{
	assert_run_folder("pax.tar");
}
END_TEST

START_TEST(info_zip_archive)
{
	assert_run_folder("run.zip");
}
END_TEST

START_TEST(ustar_and_python_zip)
{
	struct archive a;
	struct error err = { 0 };

	ck_assert_int_eq(read_archive("ustar.tar", &a, &err), 0);
	ck_assert_uint_eq(a.n, 2);
	ck_assert_str_eq(file_named(&a, "run/sub/deep.txt")->bytes, "deep\n");
	archive_clear(&a);
	/* one file stored, one deflated */
	ck_assert_int_eq(read_archive("py.zip", &a, &err), 0);
	ck_assert_uint_eq(a.n, 2);
	ck_assert_str_eq(file_named(&a, "run/stored.log")->bytes, "stored\n");
	ck_assert_uint_eq(file_named(&a, "run/deflated.log")->len, 900);
	archive_clear(&a);
}
END_TEST

/* Reads a hostile archive: refused, of kind, with msg in its message. */
static void
assert_refused(const char *rel, enum error_kind kind, const char *msg)
{
	struct archive a;
	struct error err = { 0 };

	ck_assert_int_eq(read_archive(rel, &a, &err), -1);
	ck_assert_msg(err.kind == kind, "%s: kind %s: %s", rel,
	    error_kind_name(err.kind), err.msg);
	ck_assert_msg(strstr(err.msg, msg) != NULL, "%s: '%s' is not in '%s'",
	    rel, msg, err.msg);
	ck_assert_uint_eq(a.n, 0);
	ck_assert_ptr_null(a.files);
}

START_TEST(names_that_climb_out_are_refused)
{
	assert_refused("traversal.tar", ERROR_INPUT, "entry 1 at byte 0: its "
	    "name 'run/../../etc/passwd' climbs out of the archive's folder");
	assert_refused("traversal.zip", ERROR_INPUT, "entry 1 at byte 46: "
	    "its name '../evil.log' climbs out");
}
END_TEST

START_TEST(an_absolute_name_is_made_relative)
{
	struct archive a;
	struct error err = { 0 };

	ck_assert_int_eq(read_archive("absolute.tar", &a, &err), 0);
	ck_assert_uint_eq(a.n, 1);
	ck_assert_str_eq(a.files[0].name, "run/rank0.log");
	archive_clear(&a);
}
END_TEST

START_TEST(bombs_are_refused_before_inflating)
{
	/* 20 MB of zeros in 20 kB */
	assert_refused("bomb.zip", ERROR_TOO_LARGE, "entry 1 at byte 20426 "
	    "('zeros.log'): it unpacks 20971520 bytes from 20387, past the "
	    "ratio of 250");
	/* one stream named by 50 entries */
	assert_refused("overlap.zip", ERROR_INPUT, "entry 2 at byte 10093 "
	    "('f01.log'): its bytes overlap another file's, entry 1");
}
END_TEST

START_TEST(a_total_past_the_limit_is_refused)
{
	struct archive_limits l;
	struct archive a;
	struct error err = { 0 };
	size_t len;
	char *buf = tl_read("archive/gnu.tar", &len);

	archive_limits_init(&l, 8000);
	ck_assert_int_eq(tar_read(buf, len, &l, &a, &err), -1);
	ck_assert_int_eq(err.kind, ERROR_TOO_LARGE);
	ck_assert_msg(strstr(err.msg, "('run/numbers.txt'): the archive holds "
	    "more than a run may hold unpacked") != NULL, "%s", err.msg);
	archive_limits_init(&l, 1 << 20);
	l.max_files = 2;
	ck_assert_int_eq(tar_read(buf, len, &l, &a, &err), -1);
	ck_assert_int_eq(err.kind, ERROR_TOO_LARGE);
	ck_assert_msg(strstr(err.msg, "more than the files a run may have") !=
	    NULL, "%s", err.msg);
	free(buf);
}
END_TEST

START_TEST(truncated_archives_are_refused)
{
	assert_refused("truncated.tar", ERROR_INPUT, "entry 1 at byte 0: the "
	    "archive is cut short (its 4000 bytes of data go past its end at "
	    "byte 1800)");
	assert_refused("truncated.zip", ERROR_INPUT, "no end of central "
	    "directory");
}
END_TEST

/* Every prefix of a real archive is refused or read, never more. */
START_TEST(every_cut_of_a_tar_and_a_zip_is_safe)
{
	static const char *const rels[] = { "archive/pax.tar",
		"archive/run.zip" };
	struct archive_limits l;
	size_t len, cut, k;

	archive_limits_init(&l, 1 << 20);
	for (k = 0; k < 2; k++) {
		char *buf = tl_read(rels[k], &len);

		for (cut = 0; cut < len; cut += 7) {
			struct archive a;
			struct error err = { 0 };
			char *copy = malloc(cut + 1);
			int rc;

			memcpy(copy, buf, cut);
			rc = k == 0 ? tar_read(copy, cut, &l, &a, &err) :
			    zip_read(copy, cut, &l, &a, &err);
			if (rc == 0)
				ck_assert_uint_le(a.n, 4);
			else
				ck_assert(err.msg[0] != '\0');
			archive_clear(&a);
			free(copy);
		}
		free(buf);
	}
}
END_TEST

START_TEST(written_tar_is_deterministic_and_read_back)
{
	char long_name[300];
	struct tar_input in[3], again[3];
	struct archive_limits l;
	struct archive a;
	struct error err = { 0 };
	size_t len, len2;
	char *t, *t2, path[] = "/tmp/fxviz-check-archive-XXXXXX", cmd[512];
	FILE *f;
	int fd;

	memset(long_name, 'n', sizeof(long_name));
	memcpy(long_name + 290, ".log", 5);
	in[0] = (struct tar_input){ "rank1.log", "one\n", 4 };
	in[1] = (struct tar_input){ "rank0.log", "zero\n", 5 };
	in[2] = (struct tar_input){ long_name, "", 0 };
	memcpy(again, in, sizeof(in));
	/* another order: the same bytes */
	again[0] = in[2];
	again[2] = in[0];
	ck_assert_ptr_nonnull(t = tar_write(in, 3, &len));
	ck_assert_ptr_nonnull(t2 = tar_write(again, 3, &len2));
	ck_assert_uint_eq(len, len2);
	ck_assert(memcmp(t, t2, len) == 0);
	ck_assert_uint_eq(len % 512, 0);
	archive_limits_init(&l, 1 << 20);
	ck_assert_int_eq(tar_read(t, len, &l, &a, &err), 0);
	ck_assert_uint_eq(a.n, 3);
	ck_assert_str_eq(a.files[0].name, long_name);
	ck_assert_str_eq(a.files[1].name, "rank0.log");
	ck_assert_str_eq(a.files[2].bytes, "one\n");
	archive_clear(&a);
	/* and GNU tar lists it the same */
	ck_assert_int_ge(fd = mkstemp(path), 0);
	ck_assert_int_eq(write(fd, t, len), (ssize_t)len);
	close(fd);
	snprintf(cmd, sizeof(cmd), "tar -tvf %s", path);
	ck_assert_ptr_nonnull(f = popen(cmd, "r"));
	ck_assert_ptr_nonnull(fgets(cmd, sizeof(cmd), f));
	ck_assert_msg(strstr(cmd, "-rw-r--r-- 0/0") == cmd &&
	    strstr(cmd, " 1970-01-01 00:00 nnnn") != NULL, "%s", cmd);
	ck_assert_ptr_nonnull(fgets(cmd, sizeof(cmd), f));
	ck_assert_msg(strstr(cmd, " rank0.log\n") != NULL, "%s", cmd);
	while (fgets(cmd, sizeof(cmd), f) != NULL)
		;
	ck_assert_int_eq(pclose(f), 0);
	unlink(path);
	free(t);
	free(t2);
}
END_TEST

/* A .tar.gz as GNU tar makes it unpacks to the tar; a gzip bomb stops
 * at the limit; one cut short says so. */
START_TEST(gzip_is_unpacked_within_its_limit)
{
	struct archive_limits l;
	struct archive a;
	struct error err = { 0 };
	size_t len, plain_len;
	char *gz = tl_read("archive/run.tar.gz", &len), *plain;

	ck_assert(archive_is_gzip(gz, len));
	ck_assert_ptr_nonnull(plain = archive_gunzip(gz, len, 1 << 20,
	    &plain_len, &err));
	ck_assert(tar_is(plain, plain_len));
	archive_limits_init(&l, 1 << 20);
	ck_assert_int_eq(tar_read(plain, plain_len, &l, &a, &err), 0);
	ck_assert_uint_eq(a.n, 4);
	archive_clear(&a);
	free(plain);
	free(gz);
	gz = tl_read("archive/bomb.gz", &len);
	ck_assert_ptr_null(archive_gunzip(gz, len, 16 << 20, &plain_len,
	    &err));
	ck_assert_int_eq(err.kind, ERROR_TOO_LARGE);
	ck_assert_msg(strstr(err.msg, "it unpacks to more than 16777216 "
	    "bytes") != NULL, "%s", err.msg);
	free(gz);
	gz = tl_read("archive/truncated.tar.gz", &len);
	ck_assert_ptr_null(archive_gunzip(gz, len, 16 << 20, &plain_len,
	    &err));
	ck_assert_int_eq(err.kind, ERROR_INPUT);
	ck_assert_msg(strstr(err.msg, "of the gzip: it is cut short") != NULL,
	    "%s", err.msg);
	free(gz);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("archive");
	TCase *tc = tcase_create("archive");

	tcase_add_test(tc, gnu_tar_with_a_long_name);
	tcase_add_test(tc, pax_tar_with_a_long_path);
	tcase_add_test(tc, info_zip_archive);
	tcase_add_test(tc, ustar_and_python_zip);
	tcase_add_test(tc, names_that_climb_out_are_refused);
	tcase_add_test(tc, an_absolute_name_is_made_relative);
	tcase_add_test(tc, bombs_are_refused_before_inflating);
	tcase_add_test(tc, a_total_past_the_limit_is_refused);
	tcase_add_test(tc, truncated_archives_are_refused);
	tcase_add_test(tc, every_cut_of_a_tar_and_a_zip_is_safe);
	tcase_add_test(tc, written_tar_is_deterministic_and_read_back);
	tcase_add_test(tc, gzip_is_unpacked_within_its_limit);
	suite_add_tcase(s, tc);
	return tl_run(s);
}
