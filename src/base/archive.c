/* archive: the files of an archive, their limits and their names. */
#include "config.h"

#include "base/archive.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "base/error.h"

void
archive_limits_init(struct archive_limits *l, size_t max_bytes)
{
	l->max_files = 4096;
	l->max_bytes = max_bytes;
	l->max_ratio = 250;
}

void
archive_clear(struct archive *a)
{
	size_t i;

	if (a == NULL)
		return;
	for (i = 0; i < a->n; i++) {
		free(a->files[i].name);
		free(a->files[i].bytes);
	}
	free(a->files);
	memset(a, 0, sizeof(*a));
}

char *
archive_clean_name(const char *name, size_t len, size_t entry, size_t off,
    struct error *err)
{
	char *out;
	size_t i = 0, o = 0, part;

	if (memchr(name, '\0', len) != NULL) {
		error_set(err, "entry %zu at byte %zu: its name holds a NUL",
		    entry, off);
		return NULL;
	}
	if ((out = malloc(len + 1)) == NULL) {
		error_nomem(err);
		return NULL;
	}
	while (i < len) {
		for (part = 0; i + part < len && name[i + part] != '/'; part++)
			;
		if (part == 2 && name[i] == '.' && name[i + 1] == '.') {
			error_set(err, "entry %zu at byte %zu: its name '%.*s' "
			    "climbs out of the archive's folder (..)", entry,
			    off, (int)(len > 200 ? 200 : len), name);
			free(out);
			return NULL;
		}
		if (part > 0 && !(part == 1 && name[i] == '.')) {
			if (o > 0)
				out[o++] = '/';
			memcpy(out + o, name + i, part);
			o += part;
		}
		i += part + 1;
	}
	out[o] = '\0';
	if (o == 0) {
		error_set(err, "entry %zu at byte %zu: its name is empty",
		    entry, off);
		free(out);
		return NULL;
	}
	return out;
}

int
archive_add(struct archive *a, char *name, char *bytes, size_t len,
    const struct archive_limits *l, size_t entry, size_t off,
    struct error *err)
{
	struct archive_file *f = NULL, *more;
	size_t i;

	for (i = 0; i < a->n && f == NULL; i++)
		if (strcmp(a->files[i].name, name) == 0)
			f = &a->files[i];
	if ((f == NULL && a->n >= l->max_files) ||
	    len > l->max_bytes - (a->bytes - (f ? f->len : 0))) {
		error_kind_set(err, ERROR_TOO_LARGE, "entry %zu at byte %zu "
		    "('%.200s'): the archive holds more than %s", entry, off,
		    name, f == NULL && a->n >= l->max_files ? "the files a "
		    "run may have" : "a run may hold unpacked");
		goto fail;
	}
	bytes[len] = '\0';
	if (f != NULL) {
		a->bytes -= f->len;
		free(f->name);
		free(f->bytes);
	} else {
		if ((more = realloc(a->files, (a->n + 1) * sizeof(*more))) ==
		    NULL) {
			error_nomem(err);
			goto fail;
		}
		a->files = more;
		f = &a->files[a->n++];
	}
	f->name = name;
	f->bytes = bytes;
	f->len = len;
	a->bytes += len;
	return 0;
fail:
	free(name);
	free(bytes);
	return -1;
}

static int
by_name(const void *x, const void *y)
{
	const struct archive_file *a = x, *b = y;

	return strcmp(a->name, b->name);
}

void
archive_sort(struct archive *a)
{
	if (a->n > 1)
		qsort(a->files, a->n, sizeof(*a->files), by_name);
}

int
archive_is_gzip(const char *buf, size_t len)
{
	return len >= 2 && (unsigned char)buf[0] == 0x1f &&
	    (unsigned char)buf[1] == 0x8b;
}

char *
archive_gunzip(const char *buf, size_t len, size_t max, size_t *out_len,
    struct error *err)
{
	size_t cap = len * 4 < max ? len * 4 + 64 : max + 1, n = 0;
	char *out = malloc(cap + 1), *more;
	z_stream z;
	int rc = Z_OK;

	memset(&z, 0, sizeof(z));
	if (out == NULL || inflateInit2(&z, 15 + 16) != Z_OK) {
		free(out);
		error_nomem(err);
		return NULL;
	}
	z.next_in = (unsigned char *)buf;
	z.avail_in = (uInt)(len > UINT32_MAX ? UINT32_MAX : len);
	for (;;) {
		if (n == cap) {
			if (cap > max) {
				error_kind_set(err, ERROR_TOO_LARGE, "byte %zu of "
				    "the gzip: it unpacks to more than %zu bytes",
				    (size_t)z.total_in, max);
				goto fail;
			}
			cap = cap * 2 > max ? max + 1 : cap * 2;
			if ((more = realloc(out, cap + 1)) == NULL) {
				error_nomem(err);
				goto fail;
			}
			out = more;
		}
		z.next_out = (unsigned char *)out + n;
		z.avail_out = (uInt)(cap - n);
		rc = inflate(&z, Z_NO_FLUSH);
		n = cap - z.avail_out;
		if (rc == Z_STREAM_END) {
			/* another member after this one, as gzip -c a b makes */
			if (z.avail_in == 0)
				break;
			if (inflateReset(&z) != Z_OK)
				goto damaged;
			continue;
		}
		if (rc != Z_OK && !(rc == Z_BUF_ERROR && z.avail_out == 0))
			goto damaged;
	}
	inflateEnd(&z);
	out[n] = '\0';
	*out_len = n;
	return out;
damaged:
	error_set(err, "byte %zu of the gzip: %s", (size_t)z.total_in,
	    rc == Z_BUF_ERROR ? "it is cut short" : z.msg ? z.msg :
	    "it is damaged");
fail:
	inflateEnd(&z);
	free(out);
	return NULL;
}
