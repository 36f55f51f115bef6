/* zip: reading zip archives (APPNOTE.TXT: central directory, stored and
 * deflated files). */
#include "config.h"

#include "base/zip.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "base/error.h"

#define SIG_LOCAL	0x04034b50u
#define SIG_CENTRAL	0x02014b50u
#define SIG_END		0x06054b50u
#define END_LEN		22
#define CENTRAL_LEN	46
#define LOCAL_LEN	30
#define RATIO_FROM	((size_t)64 << 10)

static uint32_t
u16(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8;
}

static uint32_t
u32(const unsigned char *p)
{
	return u16(p) | u16(p + 2) << 16;
}

int
zip_is(const char *buf, size_t len)
{
	const unsigned char *b = (const unsigned char *)buf;

	return len >= 4 && (u32(b) == SIG_LOCAL || (len >= END_LEN &&
	    u32(b) == SIG_END));
}

/* One file the central directory names. */
struct entry {
	size_t index;		/* from 1, in the directory */
	size_t at;		/* its directory record */
	uint32_t method, crc, flags;
	size_t packed, size;
	size_t local;		/* its local header */
	size_t data, end;	/* its bytes: [data, end) */
	int skip;		/* a folder or a link */
	char *name;
};

static int
by_local(const void *x, const void *y)
{
	const struct entry *a = x, *b = y;

	return a->local < b->local ? -1 : a->local > b->local;
}

static int
by_index(const void *x, const void *y)
{
	const struct entry *a = x, *b = y;

	return a->index < b->index ? -1 : a->index > b->index;
}

/* The end of central directory record: searched back from the end, past
 * a comment of at most 65535 bytes. */
static const unsigned char *
find_end(const unsigned char *b, size_t len)
{
	size_t i, stop = len > END_LEN + 65535 ? len - END_LEN - 65535 : 0;

	if (len < END_LEN)
		return NULL;
	for (i = len - END_LEN + 1; i-- > stop;)
		if (u32(b + i) == SIG_END && i + END_LEN + u16(b + i + 20) ==
		    len)
			return b + i;
	for (i = len - END_LEN + 1; i-- > stop;)
		if (u32(b + i) == SIG_END)
			return b + i;
	return NULL;
}

/* Reads the central directory into e[0..*n): each record whole, within
 * the archive. */
static int
read_directory(const unsigned char *b, size_t dir, size_t count,
    size_t dir_end, struct entry *e, const struct archive_limits *l,
    struct error *err)
{
	size_t off = dir, i, total = 0;

	for (i = 0; i < count; i++) {
		const unsigned char *c = b + off;
		size_t name_len, extra, comment;
		uint32_t attr;

		e[i].index = i + 1;
		e[i].at = off;
		if (off + CENTRAL_LEN > dir_end || u32(c) != SIG_CENTRAL) {
			error_set(err, "entry %zu at byte %zu: not a central "
			    "directory record", i + 1, off);
			return -1;
		}
		name_len = u16(c + 28);
		extra = u16(c + 30);
		comment = u16(c + 32);
		if (off + CENTRAL_LEN + name_len + extra + comment > dir_end) {
			error_set(err, "entry %zu at byte %zu: its record goes "
			    "past the central directory", i + 1, off);
			return -1;
		}
		e[i].flags = u16(c + 8);
		e[i].method = u16(c + 10);
		e[i].crc = u32(c + 16);
		e[i].packed = u32(c + 20);
		e[i].size = u32(c + 24);
		e[i].local = u32(c + 42);
		attr = u32(c + 38);
		if (e[i].packed == 0xffffffffu || e[i].size == 0xffffffffu ||
		    e[i].local == 0xffffffffu) {
			error_set(err, "entry %zu at byte %zu: a zip64 entry, "
			    "which fxviz does not read", i + 1, off);
			return -1;
		}
		/* a folder, or made on Unix (version made by's high byte 3)
		 * with the mode of a link or a folder in the external
		 * attributes' high half: skipped (a file zipped from a pipe,
		 * "zip - -", has a FIFO's mode and is kept) */
		e[i].skip = (name_len > 0 && c[CENTRAL_LEN + name_len - 1] ==
		    '/') || (u16(c + 4) >> 8 == 3 && ((attr >> 16 & 0170000) ==
		    0120000 || (attr >> 16 & 0170000) == 0040000));
		if (!e[i].skip && (e[i].name = archive_clean_name((const char *)
		    c + CENTRAL_LEN, name_len, i + 1, off, err)) == NULL)
			return -1;
		off += CENTRAL_LEN + name_len + extra + comment;
		if (e[i].skip)
			continue;
		if (e[i].flags & 1) {
			error_set(err, "entry %zu at byte %zu ('%.200s'): it is "
			    "encrypted", i + 1, e[i].at, e[i].name);
			return -1;
		}
		if (e[i].method != 0 && e[i].method != 8) {
			error_set(err, "entry %zu at byte %zu ('%.200s'): "
			    "compression method %u (fxviz reads stored and "
			    "deflate)", i + 1, e[i].at, e[i].name, e[i].method);
			return -1;
		}
		if (e[i].method == 0 && e[i].packed != e[i].size) {
			error_set(err, "entry %zu at byte %zu ('%.200s'): stored, "
			    "but its sizes differ", i + 1, e[i].at, e[i].name);
			return -1;
		}
		if (e[i].size > l->max_bytes - total) {
			error_kind_set(err, ERROR_TOO_LARGE, "entry %zu at byte "
			    "%zu ('%.200s'): the archive holds more than a run "
			    "may hold unpacked", i + 1, e[i].at, e[i].name);
			return -1;
		}
		total += e[i].size;
		if (e[i].size > RATIO_FROM && (e[i].packed == 0 ||
		    e[i].size / e[i].packed >= l->max_ratio)) {
			error_kind_set(err, ERROR_TOO_LARGE, "entry %zu at byte "
			    "%zu ('%.200s'): it unpacks %zu bytes from %zu, past "
			    "the ratio of %zu a file may have (a zip bomb?)",
			    i + 1, e[i].at, e[i].name, e[i].size, e[i].packed,
			    l->max_ratio);
			return -1;
		}
	}
	return 0;
}

/* Finds each file's bytes from its local header, and refuses any two
 * that overlap, or that reach into the central directory. */
static int
place_data(const unsigned char *b, size_t dir, struct entry *e, size_t n,
    struct error *err)
{
	size_t i, last_end = 0, last = 0;

	if (n == 0)
		return 0;
	qsort(e, n, sizeof(*e), by_local);
	for (i = 0; i < n; i++) {
		const unsigned char *h;

		if (e[i].skip)
			continue;
		if (e[i].local > dir || dir - e[i].local < LOCAL_LEN ||
		    u32(b + e[i].local) != SIG_LOCAL) {
			error_set(err, "entry %zu at byte %zu ('%.200s'): no "
			    "local header at byte %zu", e[i].index, e[i].at,
			    e[i].name, e[i].local);
			return -1;
		}
		h = b + e[i].local;
		e[i].data = e[i].local + LOCAL_LEN + u16(h + 26) + u16(h + 28);
		if (e[i].data > dir || e[i].packed > dir - e[i].data) {
			error_set(err, "entry %zu at byte %zu ('%.200s'): its "
			    "data goes past the files into the central "
			    "directory at byte %zu (the archive is cut short?)",
			    e[i].index, e[i].at, e[i].name, dir);
			return -1;
		}
		e[i].end = e[i].data + e[i].packed;
		if (last > 0 && e[i].local < last_end) {
			error_set(err, "entry %zu at byte %zu ('%.200s'): its "
			    "bytes overlap another file's, entry %zu (a zip "
			    "bomb?)", e[i].index, e[i].at, e[i].name, last);
			return -1;
		}
		last_end = e[i].end;
		last = e[i].index;
	}
	qsort(e, n, sizeof(*e), by_index);
	return 0;
}

/* Inflates e's raw deflate stream into exactly e->size bytes. */
static int
inflate_entry(const unsigned char *b, const struct entry *e, char *out,
    struct error *err)
{
	z_stream z;
	int rc;

	memset(&z, 0, sizeof(z));
	if (inflateInit2(&z, -15) != Z_OK) {
		error_nomem(err);
		return -1;
	}
	z.next_in = (unsigned char *)(b + e->data);
	z.avail_in = (uInt)e->packed;
	z.next_out = (unsigned char *)out;
	/* one byte more than declared, to see a stream that goes on */
	z.avail_out = (uInt)e->size + 1;
	rc = inflate(&z, Z_FINISH);
	inflateEnd(&z);
	if (rc != Z_STREAM_END || z.total_out != e->size) {
		error_set(err, "entry %zu at byte %zu ('%.200s'): its deflate "
		    "data is damaged or not the %zu bytes its header says",
		    e->index, e->at, e->name, e->size);
		return -1;
	}
	return 0;
}

int
zip_read(const char *buf, size_t len, const struct archive_limits *l,
    struct archive *a, struct error *err)
{
	const unsigned char *b = (const unsigned char *)buf, *end;
	struct entry *e = NULL;
	size_t count, dir, dir_size, i, j;
	char *bytes;

	memset(a, 0, sizeof(*a));
	if ((end = find_end(b, len)) == NULL) {
		error_set(err, "byte %zu: no end of central directory (the "
		    "archive is cut short?)", len);
		return -1;
	}
	count = u16(end + 10);
	dir_size = u32(end + 12);
	dir = u32(end + 16);
	if (count == 0xffff || dir == 0xffffffffu) {
		error_set(err, "byte %zu: a zip64 archive, which fxviz does "
		    "not read", (size_t)(end - b));
		return -1;
	}
	if (dir > (size_t)(end - b) || dir_size > (size_t)(end - b) - dir) {
		error_set(err, "byte %zu: the central directory it names (at "
		    "byte %zu) is not in the archive (cut short?)",
		    (size_t)(end - b), dir);
		return -1;
	}
	if (count > l->max_files) {
		error_kind_set(err, ERROR_TOO_LARGE, "byte %zu: the archive "
		    "holds %zu entries, more than the %zu files a run may "
		    "have", (size_t)(end - b), count, l->max_files);
		return -1;
	}
	if (count > 0 && (e = calloc(count, sizeof(*e))) == NULL) {
		error_nomem(err);
		return -1;
	}
	if (read_directory(b, dir, count, dir + dir_size, e, l, err) ==
	    -1 || place_data(b, dir, e, count, err) == -1)
		goto fail;
	for (i = 0; i < count; i++)
		for (j = i + 1; j < count && !e[i].skip; j++)
			if (!e[j].skip && strcmp(e[i].name, e[j].name) == 0) {
				error_set(err, "entry %zu at byte %zu: its name "
				    "'%.200s' is entry %zu's too", e[j].index,
				    e[j].at, e[j].name, e[i].index);
				goto fail;
			}
	for (i = 0; i < count; i++) {
		if (e[i].skip)
			continue;
		if ((bytes = malloc(e[i].size + 1)) == NULL) {
			error_nomem(err);
			goto fail;
		}
		if (e[i].method == 0)
			memcpy(bytes, b + e[i].data, e[i].size);
		else if (inflate_entry(b, &e[i], bytes, err) == -1) {
			free(bytes);
			goto fail;
		}
		if (crc32(0, (const unsigned char *)bytes, (uInt)e[i].size) !=
		    e[i].crc) {
			error_set(err, "entry %zu at byte %zu ('%.200s'): its "
			    "CRC does not hold (damaged)", e[i].index, e[i].at,
			    e[i].name);
			free(bytes);
			goto fail;
		}
		if (archive_add(a, e[i].name, bytes, e[i].size, l, e[i].index,
		    e[i].at, err) == -1) {
			e[i].name = NULL;
			goto fail;
		}
		e[i].name = NULL;
	}
	free(e);
	return 0;
fail:
	for (i = 0; i < count; i++)
		free(e[i].name);
	free(e);
	archive_clear(a);
	return -1;
}
