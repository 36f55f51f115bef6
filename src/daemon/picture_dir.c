/* picture_dir: one file per picture, DIR/ETAG.pic:
 *
 *     fxviz picture 1\n
 *     KEY_LEN LEN GZ_LEN DIGEST GZ_DIGEST\n	(GZ_DIGEST "-": no gzip)
 *     KEY BYTES GZIP
 *
 * DIGEST and GZ_DIGEST are digest_id's of the bytes and of their gzip: a
 * file whose bytes are not those is damaged, and removed. */
#include "config.h"

#include "daemon/picture_dir.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/digest.h"
#include "base/error.h"
#include "base/file.h"
#include "base/folder.h"
#include "base/io.h"

#define MAGIC		"fxviz picture 1\n"
#define SUFFIX		".pic"
#define NAME_LEN	(DIGEST_ID_LEN + 4)
#define HEAD_MAX	256
/* The folder is looked at after a sixteenth of its bound is written. */
#define TRIM_PARTS	16

struct picture_dir {
	int fd;
	size_t max;
	pthread_mutex_t lock;
	size_t size;		/* its size when last looked at, plus since */
	size_t since;		/* bytes written since */
	unsigned tmp;		/* temporaries named */
	uint64_t damaged, trimmed;
	uint64_t no_room;	/* pictures not kept: the disk short of room */
};

struct head {
	size_t key_len, len, gz_len, size;	/* size: the header's */
	char digest[DIGEST_ID_LEN + 1], gz_digest[DIGEST_ID_LEN + 1];
};

struct picture_dir *
picture_dir_open(const char *path, size_t max, struct error *err)
{
	struct picture_dir *d = calloc(1, sizeof(*d));

	if (d == NULL) {
		error_nomem(err);
		return NULL;
	}
	if (file_make_dirs(path, 0700, 0) == -1 || (d->fd = open(path,
	    O_RDONLY | O_DIRECTORY | O_CLOEXEC)) == -1) {
		error_kind_set(err, ERROR_IO, "%s: %s", path, strerror(errno));
		free(d);
		return NULL;
	}
	d->max = max;
	d->since = max;		/* the first write looks: the size is known */
	pthread_mutex_init(&d->lock, NULL);
	return d;
}

void
picture_dir_close(struct picture_dir *d)
{
	if (d == NULL)
		return;
	close(d->fd);
	pthread_mutex_destroy(&d->lock);
	free(d);
}

size_t
picture_dir_bound(const struct picture_dir *d)
{
	return d->max;
}

static void
name_of(const char *etag, char name[NAME_LEN + 1])
{
	snprintf(name, NAME_LEN + 1, "%s%s", etag, SUFFIX);
}

/* The header of the open file fd, of size bytes. 0, or -1 when it is
 * not one of this version, or its lengths are not the file's. */
static int
read_head(int fd, size_t size, struct head *h)
{
	char buf[HEAD_MAX + 1], *p, *end;
	unsigned long long v[3];
	ssize_t got;
	size_t magic = strlen(MAGIC);
	int i;

	if ((got = pread(fd, buf, HEAD_MAX, 0)) <= (ssize_t)magic ||
	    memcmp(buf, MAGIC, magic) != 0)
		return -1;
	buf[got] = '\0';
	p = buf + magic;
	for (i = 0; i < 3; i++) {
		errno = 0;
		v[i] = strtoull(p, &end, 10);
		if (end == p || *end != ' ' || errno != 0 || v[i] > size)
			return -1;
		p = end + 1;
	}
	if (strlen(p) < DIGEST_ID_LEN + 3 || p[DIGEST_ID_LEN] != ' ')
		return -1;
	memcpy(h->digest, p, DIGEST_ID_LEN);
	h->digest[DIGEST_ID_LEN] = '\0';
	p += DIGEST_ID_LEN + 1;
	if (p[0] == '-' && p[1] == '\n') {
		h->gz_digest[0] = '\0';
		p += 1;
	} else {
		memcpy(h->gz_digest, p, DIGEST_ID_LEN);
		h->gz_digest[DIGEST_ID_LEN] = '\0';
		p += DIGEST_ID_LEN;
	}
	if (*p != '\n' || !digest_id_valid(h->digest) ||
	    (h->gz_digest[0] != '\0' && !digest_id_valid(h->gz_digest)))
		return -1;
	h->size = (size_t)(p + 1 - buf);
	h->key_len = (size_t)v[0];
	h->len = (size_t)v[1];
	h->gz_len = (size_t)v[2];
	if (h->size + h->key_len + h->len + h->gz_len != size ||
	    (h->gz_digest[0] == '\0') != (h->gz_len == 0))
		return -1;
	return 0;
}

/* The name's file opened for reading with its size, or -1. */
static int
open_kept(struct picture_dir *d, const char *name, size_t *size)
{
	struct stat st;
	int fd = openat(d->fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC);

	if (fd == -1)
		return -1;
	if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode) ||
	    (uint64_t)st.st_size > 2 * STORE_PICTURE_MAX) {
		close(fd);
		return -1;
	}
	*size = (size_t)st.st_size;
	return fd;
}

/* A malloc'd buffer of n bytes of fd at off, NUL after them; NULL. */
static char *
read_part(int fd, size_t n, size_t off)
{
	char *b = malloc(n + 1);

	if (b != NULL && io_pread_all(fd, b, n, off) == -1) {
		free(b);
		return NULL;
	}
	if (b != NULL)
		b[n] = '\0';
	return b;
}

/* Whether bytes[0..len) are those digest names. */
static int
same_digest(const char *bytes, size_t len, const char *digest)
{
	char id[DIGEST_ID_LEN + 1];

	digest_id(bytes, len, id);
	return strcmp(id, digest) == 0;
}

static void
damaged(struct picture_dir *d, const char *name, const char *etag)
{
	fprintf(stderr, "fxviz: picture %s in the picture folder is damaged "
	    "(its bytes are not those its digest names): removed, to be "
	    "drawn again\n", etag);
	unlinkat(d->fd, name, 0);
	__atomic_add_fetch(&d->damaged, 1, __ATOMIC_RELAXED);
}

int
picture_dir_get(struct picture_dir *d, const char *etag, const char *key,
    struct store_picture *pic, struct error *err)
{
	char name[NAME_LEN + 1], *kept = NULL;
	struct head h;
	size_t size;
	int fd, found = 0;

	memset(pic, 0, sizeof(*pic));
	if (!digest_id_valid(etag)) {
		error_set(err, "not a picture's ETag: %.64s", etag);
		return -1;
	}
	name_of(etag, name);
	if ((fd = open_kept(d, name, &size)) == -1)
		return 0;
	if (read_head(fd, size, &h) == -1) {
		damaged(d, name, etag);
		goto done;
	}
	/* another view's under the same ETag is none (as store_pg's) */
	if ((kept = read_part(fd, h.key_len, h.size)) == NULL ||
	    strcmp(kept, key) != 0 || strlen(kept) != h.key_len)
		goto done;
	if ((pic->data = read_part(fd, h.len, h.size + h.key_len)) == NULL ||
	    (h.gz_len > 0 && (pic->gz = read_part(fd, h.gz_len, h.size +
	    h.key_len + h.len)) == NULL)) {
		store_picture_free(pic);
		damaged(d, name, etag);		/* a file cut short */
		goto done;
	}
	pic->len = h.len;
	pic->gz_len = pic->gz != NULL ? h.gz_len : 0;
	if (!same_digest(pic->data, pic->len, h.digest) ||
	    (pic->gz != NULL && !same_digest(pic->gz, pic->gz_len,
	    h.gz_digest))) {
		store_picture_free(pic);
		damaged(d, name, etag);
		goto done;
	}
	futimens(fd, NULL);	/* recently used */
	found = 1;
done:
	free(kept);
	close(fd);
	return found;
}

/* Keeps the folder within its bound once a sixteenth of it was written
 * since it last looked, or it holds more. */
static void
keep_bound(struct picture_dir *d, size_t written)
{
	uint64_t removed = 0;
	size_t left;
	int look;

	pthread_mutex_lock(&d->lock);
	d->size += written;
	d->since += written;
	look = d->since >= d->max / TRIM_PARTS || d->size > d->max;
	if (look)
		d->since = 0;
	pthread_mutex_unlock(&d->lock);
	if (!look)
		return;
	left = folder_trim(d->fd, NAME_LEN, d->max, &removed);
	pthread_mutex_lock(&d->lock);
	d->size = left;
	d->trimmed += removed;
	pthread_mutex_unlock(&d->lock);
}

int
picture_dir_put(struct picture_dir *d, const char *etag, const char *key,
    const struct store_picture *pic, struct error *err)
{
	char name[NAME_LEN + 1], tmp[NAME_LEN + 48], head[HEAD_MAX];
	char id[DIGEST_ID_LEN + 1], gz_id[DIGEST_ID_LEN + 1] = "-";
	size_t bytes = pic->len + pic->gz_len, key_len = strlen(key);
	unsigned n;
	int fd, h, ok;

	if (!digest_id_valid(etag)) {
		error_set(err, "not a picture's ETag: %.64s", etag);
		return -1;
	}
	if (pic->len == 0 || bytes > STORE_PICTURE_MAX || bytes > d->max) {
		error_kind_set(err, ERROR_LIMIT, "a picture of %zu bytes is not "
		    "kept in the picture folder", bytes);
		return -1;
	}
	if (!folder_room(d->fd, bytes + key_len + HEAD_MAX)) {
		error_kind_set(err, ERROR_LIMIT, "no picture is kept on a disk "
		    "short of room: it is kept for graphs");
		pthread_mutex_lock(&d->lock);
		d->no_room++;
		pthread_mutex_unlock(&d->lock);
		return -1;
	}
	digest_id(pic->data, pic->len, id);
	if (pic->gz != NULL && pic->gz_len > 0)
		digest_id(pic->gz, pic->gz_len, gz_id);
	h = snprintf(head, sizeof(head), "%s%zu %zu %zu %s %s\n", MAGIC,
	    key_len, pic->len, pic->gz != NULL ? pic->gz_len : 0, id, gz_id);
	name_of(etag, name);
	pthread_mutex_lock(&d->lock);
	n = d->tmp++;
	pthread_mutex_unlock(&d->lock);
	snprintf(tmp, sizeof(tmp), ".%s.%ld.%u", name, (long)getpid(), n);
	if ((fd = openat(d->fd, tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC |
	    O_NOFOLLOW, 0600)) == -1) {
		error_kind_set(err, ERROR_IO, "cannot write a picture: %s",
		    strerror(errno));
		return -1;
	}
	ok = io_write_all(fd, head, (size_t)h, -1) == 0 &&
	    io_write_all(fd, key, key_len, -1) == 0 &&
	    io_write_all(fd, pic->data, pic->len, -1) == 0 &&
	    (pic->gz == NULL || io_write_all(fd, pic->gz, pic->gz_len, -1) == 0);
	if (close(fd) == -1 || !ok || renameat(d->fd, tmp, d->fd, name) == -1) {
		error_kind_set(err, ERROR_IO, "cannot write a picture: %s",
		    strerror(errno));
		unlinkat(d->fd, tmp, 0);	/* a full disk: dropped */
		return -1;
	}
	keep_bound(d, (size_t)h + key_len + bytes);
	return 0;
}

uint64_t
picture_dir_empty(struct picture_dir *d)
{
	uint64_t removed = 0;

	if (d == NULL)
		return 0;
	(void)folder_trim(d->fd, NAME_LEN, 0, &removed);
	pthread_mutex_lock(&d->lock);
	d->size = 0;
	d->since = 0;
	pthread_mutex_unlock(&d->lock);
	return removed;
}

void
picture_dir_forget(struct picture_dir *d, const char *id)
{
	char **names = NULL, **p, *key;
	size_t n = 0, cap = 0, i, size;
	struct dirent *e;
	struct head h;
	DIR *dir;
	int fd = dup(d->fd), kept;

	if (fd == -1 || (dir = fdopendir(fd)) == NULL) {
		if (fd != -1)
			close(fd);
		return;
	}
	rewinddir(dir);
	while ((e = readdir(dir)) != NULL) {
		if (strlen(e->d_name) != NAME_LEN || e->d_name[0] == '.')
			continue;
		if (n == cap) {
			cap = cap == 0 ? 64 : cap * 2;
			if ((p = realloc(names, cap * sizeof(*names))) == NULL)
				break;
			names = p;
		}
		if ((names[n] = strdup(e->d_name)) == NULL)
			break;
		n++;
	}
	closedir(dir);
	for (i = 0; i < n; i++) {
		if ((kept = open_kept(d, names[i], &size)) != -1) {
			key = read_head(kept, size, &h) == 0 ?
			    read_part(kept, h.key_len, h.size) : NULL;
			if (key != NULL && strstr(key, id) != NULL)
				unlinkat(d->fd, names[i], 0);
			free(key);
			close(kept);
		}
		free(names[i]);
	}
	free(names);
}

void
picture_dir_stats(struct picture_dir *d, struct store_pictures_stats *st)
{
	pthread_mutex_lock(&d->lock);
	st->bytes = d->size;
	st->trimmed = d->trimmed;
	st->no_room = d->no_room;
	pthread_mutex_unlock(&d->lock);
	st->damaged = __atomic_load_n(&d->damaged, __ATOMIC_RELAXED);
}
