/* store_file: the file store: graphs/ID files, each a small header then
 * the bytes as uploaded.
 *
 *     fxviz-store 1\n
 *     name NAME\n
 *     form FORM\n		(the form it was read as; files older than
 *				 this line have none, and are read as found)
 *     added SECONDS\n	(Unix time of the upload; older files have
 *				 none, and their file's time stands for it)
 *     alias NAME\n		(none or more: later uploads' other names)
 *     \n
 *     BYTES
 *
 * name comes first; the other lines are read in any order, and a line of
 * a key this version does not know is skipped, so that a later version's
 * files still load here.
 *
 * A write goes to graphs/.tmp-XXXXXX, is fsync'd and renamed over
 * graphs/ID, and the directory is fsync'd: a reader (and a restart after a
 * crash) sees the whole file or none of it. */
#include "config.h"

#include "daemon/store_file.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/buf.h"
#include "base/digest.h"
#include "base/env.h"
#include "base/error.h"
#include "base/fault.h"
#include "base/file.h"
#include "base/io.h"
#include "daemon/picture_dir.h"
#include "draw/layout_dir.h"

#define STORE_MAGIC	"fxviz-store 1\n"
#define STORE_MAX_FILE	((size_t)1 << 30)
#define TMP_PREFIX	".tmp-"

#define DAMAGED_DIR	"damaged"

#define PICTURES_MB	256	/* FXVIZ_PICTURES_MB's default */
#define PICTURES_MB_MAX	(1 << 20)

struct store_file {
	char *dir;	/* .../graphs */
	int dirfd;
	size_t damaged;	/* files set aside by store_each */
	struct picture_dir *pictures;	/* .../pictures, or NULL */
	uint64_t emptied;	/* atomic: cached files removed for room */
};

static int
make_dir(const char *path, struct error *err)
{
	if (mkdir(path, 0755) == -1 && errno != EEXIST) {
		error_kind_set(err, ERROR_IO, "cannot create %s: %s", path,
		    strerror(errno));
		return -1;
	}
	return 0;
}

/* Leftovers of writes that a crash interrupted: never renamed, so never
 * answered; safe to drop. */
static void
remove_temporaries(struct store_file *s)
{
	DIR *d = opendir(s->dir);
	struct dirent *e;

	if (d == NULL)
		return;
	while ((e = readdir(d)) != NULL)
		if (strncmp(e->d_name, TMP_PREFIX, strlen(TMP_PREFIX)) == 0)
			unlinkat(s->dirfd, e->d_name, 0);
	closedir(d);
}

struct store_file *
store_file_open(const char *dir, struct error *err)
{
	struct store_file *s = calloc(1, sizeof(*s));
	char *pictures = NULL;
	size_t bound;

	if (s == NULL || asprintf(&s->dir, "%s/graphs", dir) == -1) {
		free(s);
		error_nomem(err);
		return NULL;
	}
	s->dirfd = -1;
	if (env_mb("FXVIZ_PICTURES_MB", PICTURES_MB, PICTURES_MB_MAX, &bound,
	    err) == -1 || make_dir(dir, err) == -1 || make_dir(s->dir, err) == -1)
		goto fail;
	if ((s->dirfd = open(s->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) == -1) {
		error_kind_set(err, ERROR_IO, "cannot open %s: %s", s->dir,
		    strerror(errno));
		goto fail;
	}
	if (bound > 0 && (asprintf(&pictures, "%s/pictures", dir) == -1 ||
	    (s->pictures = picture_dir_open(pictures, bound, err)) == NULL)) {
		if (pictures == NULL)
			error_nomem(err);
		goto fail;
	}
	free(pictures);
	remove_temporaries(s);
	return s;
fail:
	free(pictures);
	if (s->dirfd != -1)
		close(s->dirfd);
	free(s->dir);
	free(s);
	return NULL;
}

void
store_file_close(struct store_file *s)
{
	if (s == NULL)
		return;
	close(s->dirfd);
	picture_dir_close(s->pictures);
	free(s->dir);
	free(s);
}

/* The name without line breaks or control characters, at most 200 bytes:
 * it is one line of the header. */
static void
add_name(struct buf *b, const char *name)
{
	size_t n = 0;

	for (; name != NULL && *name != '\0' && n < 200; name++, n++)
		buf_addc(b, (unsigned char)*name < 0x20 ? ' ' : *name);
}

/* The header that m says, up to the blank line that ends it. */
static void
add_header(struct buf *b, const struct store_meta *m)
{
	char added[32];
	size_t i;

	buf_adds(b, STORE_MAGIC "name ");
	add_name(b, m->name);
	if (m->form != NULL) {
		buf_adds(b, "\nform ");
		add_name(b, m->form);
	}
	if (m->added > 0) {
		snprintf(added, sizeof(added), "\nadded %" PRId64, m->added);
		buf_adds(b, added);
	}
	for (i = 0; i < m->n_aliases && i < STORE_MAX_ALIASES; i++) {
		buf_adds(b, "\nalias ");
		add_name(b, m->aliases[i]);
	}
	buf_adds(b, "\n\n");
}

/* The disk filling up on purpose (FXVIZ_FAULT=store_full): the header
 * is in the temporary file, the bytes find no room. */
static int
full(void)
{
	if (!fault_inject("store_full"))
		return 0;
	errno = ENOSPC;
	return 1;
}

/* Writes the graph's file: head, then bytes, made durable and renamed
 * into place. 0, or -1 with errno set and nothing left. */
static int
write_graph(struct store_file *s, const char *id, const struct buf *head,
    const char *bytes, size_t len)
{
	char tmp[4096], final[4096];
	int fd, e;

	/* A name of its own for every writer, threads included. */
	snprintf(tmp, sizeof(tmp), "%s/" TMP_PREFIX "XXXXXX", s->dir);
	snprintf(final, sizeof(final), "%s/%s", s->dir, id);
	if ((fd = mkostemp(tmp, O_CLOEXEC)) == -1)
		return -1;
	if (fchmod(fd, 0644) == -1 ||
	    io_write_all(fd, head->data, head->len, -1) != 0 ||
	    full() || io_write_all(fd, bytes, len, -1) != 0 ||
	    fsync(fd) == -1) {
		e = errno;
		close(fd);
		goto fail_unlink;
	}
	if (close(fd) == -1 || rename(tmp, final) == -1) {
		e = errno;
		goto fail_unlink;
	}
	return fsync(s->dirfd);
fail_unlink:
	unlink(tmp);
	errno = e;
	return -1;
}

/* Room for a graph on a full disk: the pictures of the data folder, and
 * the layouts in its layout folder (the workers', FXVIZ_LAYOUT_DIR) where
 * that is on the same file system, are caches that give it up. The files
 * removed. */
static uint64_t
make_room(struct store_file *s)
{
	const char *layouts = getenv("FXVIZ_LAYOUT_DIR");
	uint64_t n = picture_dir_empty(s->pictures);

	if (layouts != NULL && *layouts != '\0')
		n += layout_dir_empty(layouts, s->dirfd);
	__atomic_add_fetch(&s->emptied, n, __ATOMIC_RELAXED);
	return n;
}

int
store_file_put(struct store_file *s, const char *id, const char *bytes,
    size_t len, const struct store_meta *m, struct error *err)
{
	struct buf head = BUF_INIT;
	int rc;

	if (!digest_id_valid(id)) {
		error_set(err, "not a graph id: %s", id);
		return -1;
	}
	add_header(&head, m);
	if (buf_cstr(&head) == NULL) {
		error_nomem(err);
		return -1;
	}
	/* a full disk tried again once the caches made room, if they held
	 * any */
	if ((rc = write_graph(s, id, &head, bytes, len)) == -1) {
		int e = errno;

		if ((e == ENOSPC || e == EDQUOT) && make_room(s) > 0 &&
		    (rc = write_graph(s, id, &head, bytes, len)) == -1)
			e = errno;
		if (rc == -1)
			error_kind_set(err, ERROR_IO, "cannot store graph %s in "
			    "%s: %s", id, s->dir, strerror(e));
	}
	buf_free(&head);
	return rc;
}

uint64_t
store_file_emptied(struct store_file *s)
{
	return __atomic_load_n(&s->emptied, __ATOMIC_RELAXED);
}

int
store_file_remove(struct store_file *s, const char *id, struct error *err)
{
	if (!digest_id_valid(id)) {
		error_set(err, "not a graph id: %s", id);
		return -1;
	}
	if ((unlinkat(s->dirfd, id, 0) == -1 && errno != ENOENT) ||
	    fsync(s->dirfd) == -1) {
		error_kind_set(err, ERROR_IO, "cannot remove graph %s from %s: "
		    "%s", id, s->dir, strerror(errno));
		return -1;
	}
	if (s->pictures != NULL)
		picture_dir_forget(s->pictures, id);
	return 0;
}

struct picture_dir *
store_file_pictures(struct store_file *s)
{
	return s->pictures;
}

/* The value of the header line "KEY VALUE\n" at *p, NUL-terminated in
 * place, and *p moved past it; NULL when the line is not there. */
static const char *
header_line(char **p, char *end, const char *key)
{
	size_t k = strlen(key);
	char *eol, *value = *p + k + 1;

	if ((size_t)(end - *p) <= k || memcmp(*p, key, k) != 0 ||
	    (*p)[k] != ' ' ||
	    (eol = memchr(value, '\n', (size_t)(end - value))) == NULL)
		return NULL;
	*eol = '\0';
	*p = eol + 1;
	return value;
}

/* Splits a stored file into its header (m, whose strings point into buf;
 * aliases[] holds them) and bytes; -1 if it is no store file. */
static int
parse_file(char *buf, size_t len, struct store_meta *m,
    const char *aliases[STORE_MAX_ALIASES], const char **bytes, size_t *n)
{
	char *p = buf, *end = buf + len, *eol, *sp;

	memset(m, 0, sizeof(*m));
	m->aliases = aliases;
	if (len < strlen(STORE_MAGIC) || memcmp(p, STORE_MAGIC,
	    strlen(STORE_MAGIC)) != 0)
		return -1;
	p += strlen(STORE_MAGIC);
	if ((m->name = header_line(&p, end, "name")) == NULL)
		return -1;
	while (p < end && *p != '\n') {
		if ((eol = memchr(p, '\n', (size_t)(end - p))) == NULL ||
		    (sp = memchr(p, ' ', (size_t)(eol - p))) == NULL)
			return -1;
		*sp = *eol = '\0';
		if (strcmp(p, "form") == 0)
			m->form = sp + 1;
		else if (strcmp(p, "added") == 0)
			m->added = strtoll(sp + 1, NULL, 10);
		else if (strcmp(p, "alias") == 0 &&
		    m->n_aliases < STORE_MAX_ALIASES)
			aliases[m->n_aliases++] = sp + 1;
		p = eol + 1;
	}
	if (p >= end)
		return -1;
	*bytes = p + 1;
	*n = (size_t)(end - (p + 1));
	return 0;
}

/* Moves graphs/ID to graphs/damaged/ID, out of every later start's way
 * but kept for a person to look at, and says so. */
static void
set_aside(struct store_file *s, const char *id, const char *why)
{
	char to[DIGEST_ID_LEN + sizeof(DAMAGED_DIR) + 2];

	snprintf(to, sizeof(to), DAMAGED_DIR "/%s", id);
	if ((mkdirat(s->dirfd, DAMAGED_DIR, 0755) == -1 && errno != EEXIST) ||
	    renameat(s->dirfd, id, s->dirfd, to) == -1 ||
	    fsync(s->dirfd) == -1) {
		fprintf(stderr, "fxviz: skipping %s/%s: %s; cannot set it aside: "
		    "%s\n", s->dir, id, why, strerror(errno));
		return;
	}
	s->damaged++;
	fprintf(stderr, "fxviz: %s/%s: %s; set aside as %s/%s\n", s->dir, id,
	    why, s->dir, to);
}

size_t
store_file_damaged(const struct store_file *s)
{
	return s->damaged;
}

/* Reads graphs/NAME and calls fn with it: 1, or 0 when it is not there,
 * cannot be read (said on stderr) or is set aside as damaged. */
static int
read_one(struct store_file *s, const char *name, store_fn *fn, void *ctx)
{
	struct error ferr = { 0 };
	const char *aliases[STORE_MAX_ALIASES], *bytes;
	struct store_meta m;
	struct stat sb;
	char path[4096], id[DIGEST_ID_LEN + 1], *buf;
	size_t len, n;
	int rc = 0;

	/* Only a regular file inside the folder: a FIFO blocked every
	 * start, a link to /dev/zero read 1 GB, a link out served a file
	 * that is not the store's. The rest is skipped, and said. */
	snprintf(path, sizeof(path), "%s/%s", s->dir, name);
	if ((buf = file_read_at(s->dirfd, name, STORE_MAX_FILE, &len,
	    &ferr)) == NULL) {
		if (ferr.kind != ERROR_NOT_FOUND)
			error_report("skipping ", path, &ferr);
		return 0;
	}
	if (parse_file(buf, len, &m, aliases, &bytes, &n) == -1) {
		set_aside(s, name, "not a stored graph");
		free(buf);
		return 0;
	}
	/* Cut short or changed on disk: read as it is, it would be another
	 * graph under another id. */
	digest_id(bytes, n, id);
	if (strcmp(id, name) != 0) {
		set_aside(s, name, "its bytes are not those its id names (cut "
		    "short or changed on disk)");
	} else {
		if (m.added <= 0 && fstatat(s->dirfd, name, &sb,
		    AT_SYMLINK_NOFOLLOW) == 0)
			m.added = (int64_t)sb.st_mtime;
		fn(name, bytes, n, &m, ctx);
		rc = 1;
	}
	free(buf);
	return rc;
}

int
store_file_each(struct store_file *s, store_fn *fn, void *ctx,
    struct error *err)
{
	DIR *d = opendir(s->dir);
	struct dirent *e;
	int count = 0;

	if (d == NULL) {
		error_kind_set(err, ERROR_IO, "cannot read %s: %s", s->dir,
		    strerror(errno));
		return -1;
	}
	while ((e = readdir(d)) != NULL)
		if (digest_id_valid(e->d_name))
			count += read_one(s, e->d_name, fn, ctx);
	closedir(d);
	return count;
}

int
store_file_get(struct store_file *s, const char *id, store_fn *fn,
    void *ctx, struct error *err)
{
	if (!digest_id_valid(id)) {
		error_set(err, "not a graph id: %s", id);
		return -1;
	}
	return read_one(s, id, fn, ctx);
}
