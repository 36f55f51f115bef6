/* check_store: content ids, durable writes, reading back, leftovers. */
#include "config.h"

#include <check.h>
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

#include "base/digest.h"
#include "base/error.h"
#include "daemon/store.h"
#include "testlib.h"

static char dir[64];
static struct store *st;

static void
setup(void)
{
	struct error err = { 0 };

	ck_assert_ptr_nonnull(mkdtemp(strcpy(dir, "/tmp/fxviz-store-XXXXXX")));
	unsetenv("FXVIZ_PICTURES_MB");	/* the default, whatever make check says */
	st = store_open(dir, &err);
	ck_assert_msg(st != NULL, "%s", err.msg);
}

static void
teardown(void)
{
	char cmd[128];

	store_close(st);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}

struct seen {
	int n;
	char id[8][DIGEST_ID_LEN + 1];
	char name[8][256];
	char form[8][16];	/* "-" for none */
	char bytes[8][256];
	int64_t added[8];
	char aliases[8][256];	/* joined with '|' */
};

static void
remember(const char *id, const char *bytes, size_t len,
    const struct store_meta *m, void *ctx)
{
	struct seen *s = ctx;
	size_t i;

	snprintf(s->id[s->n], sizeof(s->id[0]), "%s", id);
	snprintf(s->name[s->n], sizeof(s->name[0]), "%s", m->name);
	snprintf(s->form[s->n], sizeof(s->form[0]), "%s",
	    m->form ? m->form : "-");
	s->added[s->n] = m->added;
	s->aliases[s->n][0] = '\0';
	for (i = 0; i < m->n_aliases; i++) {
		if (i > 0)
			strcat(s->aliases[s->n], "|");
		strcat(s->aliases[s->n], m->aliases[i]);
	}
	snprintf(s->bytes[s->n], sizeof(s->bytes[0]), "%.*s", (int)len, bytes);
	s->n++;
}

static int
files_in(const char *sub)
{
	char path[128];
	struct dirent *e;
	DIR *d;
	int n = 0;

	snprintf(path, sizeof(path), "%s/%s", dir, sub);
	ck_assert_ptr_nonnull(d = opendir(path));
	while ((e = readdir(d)) != NULL)
		n += e->d_name[0] != '.' || strncmp(e->d_name, ".tmp-", 5) == 0;
	closedir(d);
	return n;
}

START_TEST(ids_come_from_content)
{
	char a[DIGEST_ID_LEN + 1], b[DIGEST_ID_LEN + 1], c[DIGEST_ID_LEN + 1];

	digest_id("graph", 5, a);
	digest_id("graph", 5, b);
	digest_id("graph ", 6, c);
	ck_assert_str_eq(a, b);
	ck_assert_str_ne(a, c);
	ck_assert_int_eq(strlen(a), DIGEST_ID_LEN);
	ck_assert(digest_id_valid(a));
	/* SHA-256("abc") starts ba7816bf8f01cfea414140de */
	digest_id("abc", 3, a);
	ck_assert_str_eq(a, "ba7816bf8f01cfea414140de");
	ck_assert(!digest_id_valid("BA7816BF8F01CFEA414140DE"));
	ck_assert(!digest_id_valid("ba7816bf8f01cfea414140d"));
	ck_assert(!digest_id_valid("../../../../etc/passwd00"));
}
END_TEST

START_TEST(put_then_read_back)
{
	struct error err = { 0 };
	struct seen seen = { 0 };
	char id[DIGEST_ID_LEN + 1];
	const char *text = "graph():\n    return None\n";

	struct store_meta m1 = { "my\nmodel", NULL, 0, NULL, 0 };
	struct store_meta m2 = { "my model", "code", 0, NULL, 0 };

	digest_id(text, strlen(text), id);
	ck_assert_int_eq(store_put(st, id, text, strlen(text), &m1, &err), 0);
	ck_assert_int_eq(store_put(st, id, text, strlen(text), &m2, &err), 0);
	ck_assert_int_eq(files_in("graphs"), 1);	/* no temporaries left */
	ck_assert_int_eq(store_each(st, remember, &seen, &err), 1);
	ck_assert_str_eq(seen.id[0], id);
	ck_assert_str_eq(seen.name[0], "my model");
	ck_assert_str_eq(seen.form[0], "code");
	ck_assert_str_eq(seen.bytes[0], text);
	ck_assert_int_eq(store_remove(st, id, &err), 0);
	ck_assert_int_eq(store_remove(st, id, &err), 0);	/* already gone */
	ck_assert_int_eq(files_in("graphs"), 0);
	ck_assert_int_eq(store_put(st, "../x", "a", 1, &m1, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "not a graph id"));
}
END_TEST

/* A file stored before the form line was kept reads as it always did,
 * with no form: its form is found from its text. */
START_TEST(a_file_without_a_form_line_still_reads)
{
	const char *text = "graph():\n    return None\n";
	struct error err = { 0 };
	struct seen seen = { 0 };
	char id[DIGEST_ID_LEN + 1], path[256];
	FILE *f;

	digest_id(text, strlen(text), id);
	snprintf(path, sizeof(path), "%s/graphs/%s", dir, id);
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fprintf(f, "fxviz-store 1\nname old one\n\n%s", text);
	fclose(f);
	ck_assert_int_eq(store_each(st, remember, &seen, &err), 1);
	ck_assert_str_eq(seen.name[0], "old one");
	ck_assert_str_eq(seen.form[0], "-");
	ck_assert_str_eq(seen.bytes[0], text);
	ck_assert_str_eq(seen.aliases[0], "");
	ck_assert_uint_eq(store_damaged(st), 0);
}
END_TEST

/* The upload time and the aliases are kept across a close and an open;
 * a rename (a second put of the same id) rewrites the header, whole. */
START_TEST(added_and_aliases_are_kept)
{
	const char *text = "graph():\n    return None\n";
	const char *const aliases[] = { "second", "third\nline" };
	struct store_meta m = { "first", "fx", 1714564800, aliases, 2 };
	struct error err = { 0 };
	struct seen seen = { 0 };
	char id[DIGEST_ID_LEN + 1];

	digest_id(text, strlen(text), id);
	ck_assert_int_eq(store_put(st, id, text, strlen(text), &m, &err), 0);
	store_close(st);
	st = store_open(dir, &err);
	ck_assert_int_eq(store_each(st, remember, &seen, &err), 1);
	ck_assert_str_eq(seen.name[0], "first");
	ck_assert_str_eq(seen.form[0], "fx");
	ck_assert_int_eq(seen.added[0], 1714564800);
	ck_assert_str_eq(seen.aliases[0], "second|third line");
	ck_assert_str_eq(seen.bytes[0], text);
	/* renamed: the same bytes, the same id, the new name */
	m.name = "renamed";
	m.n_aliases = 1;
	ck_assert_int_eq(store_put(st, id, text, strlen(text), &m, &err), 0);
	ck_assert_int_eq(files_in("graphs"), 1);
	seen.n = 0;
	ck_assert_int_eq(store_each(st, remember, &seen, &err), 1);
	ck_assert_str_eq(seen.name[0], "renamed");
	ck_assert_str_eq(seen.aliases[0], "second");
	ck_assert_int_eq(seen.added[0], 1714564800);
}
END_TEST

/* A file without "added" gives its file's time instead; a header line
 * of a key this version does not know (a later version's) is skipped,
 * not taken for damage. */
START_TEST(old_and_newer_headers_read)
{
	const char *text = "graph():\n    return None\n";
	struct error err = { 0 };
	struct seen seen = { 0 };
	char id[DIGEST_ID_LEN + 1], path[256];
	struct stat sb;
	FILE *f;

	digest_id(text, strlen(text), id);
	snprintf(path, sizeof(path), "%s/graphs/%s", dir, id);
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fprintf(f, "fxviz-store 1\nname n\nform fx\nlater thing\n"
	    "alias a\n\n%s", text);
	fclose(f);
	ck_assert_int_eq(stat(path, &sb), 0);
	ck_assert_int_eq(store_each(st, remember, &seen, &err), 1);
	ck_assert_str_eq(seen.name[0], "n");
	ck_assert_str_eq(seen.form[0], "fx");
	ck_assert_str_eq(seen.aliases[0], "a");
	ck_assert_int_eq(seen.added[0], (int64_t)sb.st_mtime);
	ck_assert_str_eq(seen.bytes[0], text);
	ck_assert_uint_eq(store_damaged(st), 0);
}
END_TEST

/* What a crash leaves: a temporary never renamed, and a file that is no
 * stored graph. Neither is served; the temporary is cleaned away. */
START_TEST(leftovers_are_never_served)
{
	struct error err = { 0 };
	struct seen seen = { 0 };
	char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/graphs/.tmp-abc123", dir);
	f = fopen(path, "w");
	fputs("fxviz-store 1\nname half\n\ngraph():\n    %x : [#us", f);
	fclose(f);
	snprintf(path, sizeof(path), "%s/graphs/0123456789abcdef01234567", dir);
	f = fopen(path, "w");
	fputs("garbage", f);
	fclose(f);
	store_close(st);
	st = store_open(dir, &err);
	ck_assert_ptr_nonnull(st);
	ck_assert_int_eq(store_each(st, remember, &seen, &err), 0);
	snprintf(path, sizeof(path), "%s/graphs/.tmp-abc123", dir);
	ck_assert_int_eq(access(path, F_OK), -1);
	/* The garbage is set aside, not left for every start to trip on. */
	ck_assert_int_eq(files_in("graphs/damaged"), 1);
	ck_assert_uint_eq(store_damaged(st), 1);
}
END_TEST

/* A stored file cut short at a line's end reads as a smaller graph,
 * whose bytes hash to another id: it loaded as that other graph, half of
 * it, and the real id answered 404. It is set aside instead, and said. */
START_TEST(a_file_cut_short_is_set_aside_not_read_as_another)
{
	const char *text = "graph():\n    %x : [#users=1] = placeholder[target=x]"
	    "\n    %y : [#users=1] = call_function[target=f](args = (%x,), "
	    "kwargs = {})\n    return y\n";
	struct error err = { 0 };
	struct seen seen = { 0 };
	char id[DIGEST_ID_LEN + 1], other[DIGEST_ID_LEN + 1], path[256];
	long size;
	FILE *f;

	struct store_meta g = { "g", NULL, 0, NULL, 0 };
	struct store_meta h = { "h", NULL, 0, NULL, 0 };

	digest_id(text, strlen(text), id);
	ck_assert_int_eq(store_put(st, id, text, strlen(text), &g, &err), 0);
	digest_id("graph", 5, other);
	ck_assert_int_eq(store_put(st, other, text, strlen(text), &h, &err), 0);
	snprintf(path, sizeof(path), "%s/graphs/%s", dir, id);
	ck_assert_ptr_nonnull(f = fopen(path, "r+"));
	fseek(f, 0, SEEK_END);
	size = ftell(f);
	fclose(f);
	/* cut before the last line, "    return y\n" */
	ck_assert_int_eq(truncate(path, size - 13), 0);
	store_close(st);
	st = store_open(dir, &err);
	ck_assert_int_eq(store_each(st, remember, &seen, &err), 0);
	ck_assert_uint_eq(store_damaged(st), 2);	/* cut, and misnamed */
	ck_assert_int_eq(files_in("graphs"), 1);	/* damaged/ alone */
	ck_assert_int_eq(files_in("graphs/damaged"), 2);
	ck_assert_int_eq(store_each(st, remember, &seen, &err), 0);
	ck_assert_uint_eq(store_damaged(st), 2);
}
END_TEST

/* The registry asks the store for an id it misses: one graph, or none. */
START_TEST(get_finds_one_graph_or_none)
{
	struct error err = { 0 };
	struct seen seen = { 0 };
	char id[DIGEST_ID_LEN + 1], other[DIGEST_ID_LEN + 1];
	const char *text = "graph():\n    return None\n";
	const char *aliases[] = { "b" };

	struct store_meta m = { "a", "fx", 1714564800, aliases, 1 };

	digest_id(text, strlen(text), id);
	digest_id("other", 5, other);
	ck_assert_int_eq(store_put(st, id, text, strlen(text), &m, &err), 0);
	ck_assert_int_eq(store_get(st, id, remember, &seen, &err), 1);
	ck_assert_int_eq(seen.n, 1);
	ck_assert_str_eq(seen.name[0], "a");
	ck_assert_str_eq(seen.aliases[0], "b");
	ck_assert_str_eq(seen.bytes[0], text);
	ck_assert_int_eq(store_get(st, other, remember, &seen, &err), 0);
	ck_assert_int_eq(seen.n, 1);
	ck_assert_int_eq(store_get(st, "../../etc/passwd", remember, &seen,
	    &err), -1);
	/* Nothing else writes a folder of this process's own. */
	ck_assert(!store_shared(st));
	ck_assert_int_eq(store_watch(st, NULL, NULL, &err), 0);
}
END_TEST

/* A PostgreSQL that cannot be reached is ERROR_UNAVAILABLE: a 503 with
 * Retry-After to a client, not a crash. */
START_TEST(an_unreachable_database_is_unavailable)
{
	struct error err = { 0 };

	ck_assert_ptr_null(store_open("postgresql://fxviz@/fxviz?host="
	    "/nonexistent-fxviz-socket-dir", &err));
	ck_assert_int_eq(err.kind, ERROR_UNAVAILABLE);
	ck_assert_ptr_nonnull(strstr(err.msg, "cannot be reached"));
}
END_TEST

/* A folder keeps no pictures: its replica's workers share a layout
 * folder instead. Asked for one, it has none; given one, it keeps
 * nothing, and says so by its bound. */
/* The path of picture etag's file in the folder's pictures/. */
static void
picture_path(const char *etag, char *path, size_t size)
{
	snprintf(path, size, "%s/pictures/%s.pic", dir, etag);
}

/* A folder keeps pictures in DIR/pictures: the same bytes and gzip
 * back for the same key, none for another key under the same ETag, a
 * damaged or cut file removed and counted, not answered. */
START_TEST(a_folder_keeps_pictures)
{
	struct error err = { 0 };
	struct store_picture pic = { 0 }, got;
	struct store_pictures_stats stats;
	char etag[DIGEST_ID_LEN + 1], path[160];
	FILE *f;
	long size;

	digest_id("a view", 6, etag);
	ck_assert_uint_eq(store_pictures_bound(st), (size_t)256 << 20);
	pic.data = "<svg>a picture</svg>";
	pic.len = strlen(pic.data);
	pic.gz = "\x1f\x8b not really gzip";
	pic.gz_len = 18;
	ck_assert_int_eq(store_picture_get(st, etag, "v1:x.svg", &got, &err), 0);
	ck_assert_int_eq(store_picture_put(st, etag, "v1:x.svg", &pic, &err), 0);
	ck_assert_int_eq(store_picture_get(st, etag, "v1:x.svg", &got, &err), 1);
	ck_assert_uint_eq(got.len, pic.len);
	ck_assert_mem_eq(got.data, pic.data, pic.len);
	ck_assert_uint_eq(got.gz_len, pic.gz_len);
	ck_assert_mem_eq(got.gz, pic.gz, pic.gz_len);
	store_picture_free(&got);
	/* another view's under the same ETag is none, and stays */
	ck_assert_int_eq(store_picture_get(st, etag, "v1:y.svg", &got, &err), 0);
	ck_assert_ptr_null(got.data);
	/* a picture without its gzip */
	pic.gz = NULL;
	pic.gz_len = 0;
	ck_assert_int_eq(store_picture_put(st, etag, "v1:x.svg", &pic, &err), 0);
	ck_assert_int_eq(store_picture_get(st, etag, "v1:x.svg", &got, &err), 1);
	ck_assert_ptr_null(got.gz);
	ck_assert_mem_eq(got.data, pic.data, pic.len);
	store_picture_free(&got);
	/* one byte of the picture changed: damaged, removed, drawn again */
	picture_path(etag, path, sizeof(path));
	ck_assert_ptr_nonnull(f = fopen(path, "r+b"));
	ck_assert_int_eq(fseek(f, -3, SEEK_END), 0);
	fputc('X', f);
	fclose(f);
	ck_assert_int_eq(store_picture_get(st, etag, "v1:x.svg", &got, &err), 0);
	ck_assert_ptr_null(got.data);
	ck_assert_int_eq(access(path, F_OK), -1);
	/* a file cut short likewise */
	ck_assert_int_eq(store_picture_put(st, etag, "v1:x.svg", &pic, &err), 0);
	ck_assert_ptr_nonnull(f = fopen(path, "r+b"));
	ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
	size = ftell(f);
	fclose(f);
	ck_assert_int_eq(truncate(path, size - 4), 0);
	ck_assert_int_eq(store_picture_get(st, etag, "v1:x.svg", &got, &err), 0);
	ck_assert_int_eq(access(path, F_OK), -1);
	store_pictures_stats(st, &stats);
	ck_assert_uint_eq(stats.damaged, 2);
	ck_assert_int_eq(files_in("graphs"), 0);
	/* not an ETag: an error, nothing written */
	ck_assert_int_eq(store_picture_put(st, "../../x", "k", &pic, &err), -1);
	ck_assert_int_eq(store_picture_get(st, "../../x", "k", &got, &err), -1);
	store_picture_free(&got);
	store_picture_free(NULL);
}
END_TEST

/* A removed graph's pictures go with it (any key that names its id);
 * others stay. */
START_TEST(a_removed_graphs_pictures_go)
{
	struct error err = { 0 };
	struct store_picture pic = { "<svg/>", 6, NULL, 0 }, got;
	struct store_meta m = { 0 };
	char id[DIGEST_ID_LEN + 1], a[DIGEST_ID_LEN + 1], b[DIGEST_ID_LEN + 1];
	char c[DIGEST_ID_LEN + 1], key[128];

	m.name = "g";
	digest_id("graph():\n", 9, id);
	ck_assert_int_eq(store_put(st, id, "graph():\n", 9, &m, &err), 0);
	digest_id("a", 1, a);
	digest_id("b", 1, b);
	digest_id("c", 1, c);
	snprintf(key, sizeof(key), "v1:%s.svg", id);
	ck_assert_int_eq(store_picture_put(st, a, key, &pic, &err), 0);
	snprintf(key, sizeof(key), "v1:diff:0123456789abcdef01234567:%s", id);
	ck_assert_int_eq(store_picture_put(st, b, key, &pic, &err), 0);
	ck_assert_int_eq(store_picture_put(st, c, "v1:another.svg", &pic, &err),
	    0);
	ck_assert_int_eq(files_in("pictures"), 3);
	ck_assert_int_eq(store_remove(st, id, &err), 0);
	ck_assert_int_eq(files_in("pictures"), 1);
	ck_assert_int_eq(store_picture_get(st, c, "v1:another.svg", &got, &err),
	    1);
	store_picture_free(&got);
}
END_TEST

/* Whether the picture of "view N" is in the folder. */
static int
kept_view(int n)
{
	char name[16], etag[DIGEST_ID_LEN + 1], path[160];

	snprintf(name, sizeof(name), "view %d", n);
	digest_id(name, strlen(name), etag);
	picture_path(etag, path, sizeof(path));
	return access(path, F_OK) == 0;
}

/* The folder is kept within FXVIZ_PICTURES_MB, the least recently used
 * first; 0 keeps none, and no number of MB stops the start. */
START_TEST(the_picture_folder_is_bounded)
{
	struct error err = { 0 };
	struct store_pictures_stats stats;
	struct store_picture pic = { 0 }, got;
	struct store *small;
	char etag[DIGEST_ID_LEN + 1], first[DIGEST_ID_LEN + 1], name[16];
	char *big = malloc(300 << 10);
	int i;

	ck_assert_ptr_nonnull(big);
	memset(big, 'x', 300 << 10);
	store_close(st);
	setenv("FXVIZ_PICTURES_MB", "1", 1);
	st = store_open(dir, &err);
	ck_assert_msg(st != NULL, "%s", err.msg);
	ck_assert_uint_eq(store_pictures_bound(st), (size_t)1 << 20);
	pic.data = big;
	pic.len = 300 << 10;
	for (i = 0; i < 8; i++) {
		snprintf(name, sizeof(name), "view %d", i);
		digest_id(name, strlen(name), etag);
		if (i == 0)
			memcpy(first, etag, sizeof(first));
		ck_assert_int_eq(store_picture_put(st, etag, name, &pic, &err), 0);
		if (i == 2) {	/* the first used since: the second goes first */
			usleep(20000);
			ck_assert_int_eq(store_picture_get(st, first, "view 0",
			    &got, &err), 1);
			store_picture_free(&got);
			usleep(20000);
		}
		if (i == 3) {	/* past the bound: views 1 and 2 went */
			ck_assert(kept_view(0));
			ck_assert(!kept_view(1));
			ck_assert(!kept_view(2));
			ck_assert(kept_view(3));
		}
	}
	store_pictures_stats(st, &stats);
	ck_assert_uint_le(stats.bytes, (size_t)1 << 20);
	ck_assert_uint_ge(stats.trimmed, 4);
	ck_assert_int_le(files_in("pictures"), 3);
	/* past the bound: not kept */
	pic.len = 300 << 10;
	ck_assert_ptr_nonnull(pic.data = realloc(big, (size_t)2 << 20));
	big = pic.data;
	pic.len = (size_t)2 << 20;
	ck_assert_int_eq(store_picture_put(st, etag, "huge", &pic, &err), -1);
	ck_assert_int_eq(err.kind, ERROR_LIMIT);
	free(big);
	setenv("FXVIZ_PICTURES_MB", "0", 1);
	small = store_open(dir, &err);
	ck_assert_ptr_nonnull(small);
	ck_assert_uint_eq(store_pictures_bound(small), 0);
	store_close(small);
	setenv("FXVIZ_PICTURES_MB", "12MB", 1);
	ck_assert_ptr_null(store_open(dir, &err));
	ck_assert_int_eq(err.kind, ERROR_INPUT);
	ck_assert_ptr_nonnull(strstr(err.msg, "FXVIZ_PICTURES_MB"));
	unsetenv("FXVIZ_PICTURES_MB");
}
END_TEST

/* FXVIZ_PG_PICTURES_MB that is no number of MB stops a start with its
 * name, before PostgreSQL is asked anything: not a bound guessed. */
START_TEST(a_bad_picture_bound_is_said)
{
	const char *bad[] = { "x", "-1", "12MB", "2000000", "" };
	struct error err;
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		memset(&err, 0, sizeof(err));
		setenv("FXVIZ_PG_PICTURES_MB", bad[i], 1);
		if (*bad[i] == '\0') {
			/* empty: the default, and on to connecting */
			ck_assert_ptr_null(store_open("postgresql://fxviz@/fxviz"
			    "?host=/nonexistent-fxviz-socket-dir", &err));
			ck_assert_int_eq(err.kind, ERROR_UNAVAILABLE);
			continue;
		}
		ck_assert_ptr_null(store_open("postgresql://fxviz@/fxviz?host="
		    "/nonexistent-fxviz-socket-dir", &err));
		ck_assert_int_eq(err.kind, ERROR_INPUT);
		ck_assert_msg(strstr(err.msg, "FXVIZ_PG_PICTURES_MB") != NULL &&
		    strstr(err.msg, bad[i]) != NULL, "%s", err.msg);
	}
	unsetenv("FXVIZ_PG_PICTURES_MB");
}
END_TEST

START_TEST(unwritable_place_is_an_error)
{
	struct error err = { 0 };

	ck_assert_ptr_null(store_open("/proc/fxviz-cannot-be-here", &err));
	ck_assert_ptr_nonnull(strstr(err.msg, "cannot create"));
}
END_TEST

/* A good graph stored, and its text and id, for the junk tests. */
static const char good[] = "graph():\n    %x : [#users=1] = "
    "placeholder[target=x]\n    return x\n";

static void
store_good(char id[DIGEST_ID_LEN + 1])
{
	struct error err = { 0 };
	struct store_meta m = { "good", "fx", 1714564800, NULL, 0 };

	digest_id(good, strlen(good), id);
	ck_assert_int_eq(store_put(st, id, good, strlen(good), &m, &err), 0);
}

/* graphs/ID of an id of its own (n), made by make; the path in out. */
static void
junk_path(int n, char *out, size_t size)
{
	char id[DIGEST_ID_LEN + 1];

	digest_id(&n, sizeof(n), id);
	snprintf(out, size, "%s/graphs/%s", dir, id);
}

/* store_each after the store is opened again: the good graph alone, and
 * nothing of the junk served. */
static void
assert_only_the_good_one(const char *id)
{
	struct error err = { 0 };
	struct seen seen = { 0 };

	store_close(st);
	ck_assert_ptr_nonnull(st = store_open(dir, &err));
	ck_assert_int_eq(store_each(st, remember, &seen, &err), 1);
	ck_assert_str_eq(seen.id[0], id);
	ck_assert_str_eq(seen.bytes[0], good);
}

/* A FIFO named as a graph: opened for reading, it blocked every start
 * until a writer came. */
START_TEST(a_fifo_in_the_folder_does_not_stop_a_start)
{
	char id[DIGEST_ID_LEN + 1], path[256];

	store_good(id);
	junk_path(1, path, sizeof(path));
	ck_assert_int_eq(mkfifo(path, 0644), 0);
	assert_only_the_good_one(id);
	ck_assert_int_eq(access(path, F_OK), 0);	/* not ours to remove */
}
END_TEST

/* A link to /dev/zero read up to the 1 GB cap (2 GB of memory at its
 * peak) before it was refused; it is refused unread. */
START_TEST(a_link_to_dev_zero_is_not_read)
{
	char id[DIGEST_ID_LEN + 1], path[256];
	struct rusage before, after;

	store_good(id);
	junk_path(2, path, sizeof(path));
	ck_assert_int_eq(symlink("/dev/zero", path), 0);
	junk_path(3, path, sizeof(path));
	ck_assert_int_eq(mknod(path, S_IFCHR | 0644, makedev(1, 5)) == 0 ||
	    symlink("/dev/zero", path) == 0, 1);
	getrusage(RUSAGE_SELF, &before);
	assert_only_the_good_one(id);
	getrusage(RUSAGE_SELF, &after);
	ck_assert_msg(after.ru_maxrss - before.ru_maxrss < 64 << 10, "read "
	    "%ld MB", (after.ru_maxrss - before.ru_maxrss) >> 10);
}
END_TEST

/* Only what is inside the folder is the store's: a link to a good
 * graph's file elsewhere is no stored graph, nor is a folder, a socket
 * or a link that dangles; each is skipped and the start goes on. */
START_TEST(links_and_folders_in_the_folder_are_skipped)
{
	char id[DIGEST_ID_LEN + 1], other[DIGEST_ID_LEN + 1], path[256];
	char outside[256], cmd[600];
	const char *text = "graph():\n    return None\n";
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	int fd;

	store_good(id);
	/* a stored graph's file, moved out and linked back in */
	digest_id(text, strlen(text), other);
	ck_assert_int_eq(store_put(st, other, text, strlen(text),
	    &(struct store_meta){ "out", "fx", 1, NULL, 0 }, &(struct error){ 0 }),
	    0);
	snprintf(path, sizeof(path), "%s/graphs/%s", dir, other);
	snprintf(outside, sizeof(outside), "%s/outside", dir);
	ck_assert_int_eq(rename(path, outside), 0);
	ck_assert_int_eq(symlink(outside, path), 0);
	junk_path(4, path, sizeof(path));
	ck_assert_int_eq(mkdir(path, 0755), 0);
	junk_path(5, path, sizeof(path));
	ck_assert_int_eq(symlink("/nonexistent-fxviz", path), 0);
	junk_path(6, sa.sun_path, sizeof(sa.sun_path));
	ck_assert_int_ne(fd = socket(AF_UNIX, SOCK_STREAM, 0), -1);
	ck_assert_int_eq(bind(fd, (struct sockaddr *)&sa, sizeof(sa)), 0);
	assert_only_the_good_one(id);
	close(fd);
	snprintf(cmd, sizeof(cmd), "test -d %s/graphs/damaged && ls -A "
	    "%s/graphs/damaged | grep -q .", dir, dir);
	ck_assert_msg(system(cmd) != 0, "junk that is no file was moved");
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("store");
	TCase *tc = tcase_create("store");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, ids_come_from_content);
	tcase_add_test(tc, put_then_read_back);
	tcase_add_test(tc, a_file_without_a_form_line_still_reads);
	tcase_add_test(tc, added_and_aliases_are_kept);
	tcase_add_test(tc, old_and_newer_headers_read);
	tcase_add_test(tc, leftovers_are_never_served);
	tcase_add_test(tc, a_file_cut_short_is_set_aside_not_read_as_another);
	tcase_add_test(tc, unwritable_place_is_an_error);
	tcase_add_test(tc, get_finds_one_graph_or_none);
	tcase_add_test(tc, an_unreachable_database_is_unavailable);
	tcase_add_test(tc, a_folder_keeps_pictures);
	tcase_add_test(tc, a_removed_graphs_pictures_go);
	tcase_add_test(tc, the_picture_folder_is_bounded);
	tcase_add_test(tc, a_bad_picture_bound_is_said);
	tcase_add_test(tc, a_fifo_in_the_folder_does_not_stop_a_start);
	tcase_add_test(tc, a_link_to_dev_zero_is_not_read);
	tcase_add_test(tc, links_and_folders_in_the_folder_are_skipped);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tl_run(suite());
}
