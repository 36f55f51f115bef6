/* tar: reading and writing tar archives. */
#include "config.h"

#include "base/tar.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/error.h"

#define BLOCK	512

/* The fields of a header, by offset and size (POSIX ustar). */
#define F_NAME		0, 100
#define F_MODE		100, 8
#define F_UID		108, 8
#define F_GID		116, 8
#define F_SIZE		124, 12
#define F_MTIME		136, 12
#define F_CHKSUM	148, 8
#define F_TYPE		156
#define F_MAGIC		257
#define F_PREFIX	345, 155

/* The header's checksum as stored, and the two sums it may be (bytes
 * unsigned, as POSIX says, or signed, as old tars wrote): whether it
 * holds. An all-zero block never does. */
static int
checksum_ok(const unsigned char *h)
{
	unsigned long stored = 0, u = 0;
	long s = 0;
	size_t i;
	int digits = 0;

	for (i = 148; i < 156 && h[i] == ' '; i++)
		;
	for (; i < 156 && h[i] >= '0' && h[i] <= '7'; i++, digits++)
		stored = stored * 8 + (h[i] - '0');
	if (digits == 0)
		return 0;
	for (i = 0; i < BLOCK; i++) {
		unsigned char c = i >= 148 && i < 156 ? ' ' : h[i];

		u += c;
		s += (signed char)c;
	}
	return stored == u || (long)stored == s;
}

int
tar_is(const char *buf, size_t len)
{
	return len >= BLOCK && checksum_ok((const unsigned char *)buf);
}

/* Whether h[0..n) is all zero: the end blocks, or their padding. */
static int
zero_block_part(const unsigned char *h, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (h[i] != 0)
			return 0;
	return 1;
}

/* A numeric field: octal digits (spaces or NULs around them), or GNU's
 * base-256 (the first byte's high bit set). -1 when it is neither or
 * past 2^53. */
static int64_t
number(const unsigned char *h, size_t off, size_t size)
{
	const unsigned char *p = h + off, *end = p + size;
	int64_t v = 0;

	if (*p & 0x80) {
		if (*p != 0x80)
			return -1;	/* negative, or past any limit */
		for (p++; p < end; p++) {
			if (v > (INT64_C(1) << 45))
				return -1;
			v = v * 256 + *p;
		}
		return v;
	}
	while (p < end && (*p == ' ' || *p == '\0'))
		p++;
	if (p == end)
		return 0;
	for (; p < end && *p >= '0' && *p <= '7'; p++) {
		if (v > (INT64_C(1) << 50))
			return -1;
		v = v * 8 + (*p - '0');
	}
	while (p < end && (*p == ' ' || *p == '\0'))
		p++;
	return p == end ? v : -1;
}

/* The length of a NUL-padded field. */
static size_t
field_len(const unsigned char *h, size_t off, size_t size)
{
	const void *nul = memchr(h + off, '\0', size);

	return nul ? (size_t)((const unsigned char *)nul - (h + off)) : size;
}

/* The path a pax extended header's records give (its "path=" record),
 * or none: *path NULL. Records are "LEN KEY=VALUE\n". -1 with err filled
 * when a record is damaged. */
static int
pax_path(const char *p, size_t n, size_t entry, size_t off, char **path,
    size_t *path_len, struct error *err)
{
	size_t i = 0;

	*path = NULL;
	while (i < n) {
		size_t rec = 0, j = i, k;

		while (j < n && p[j] >= '0' && p[j] <= '9' && rec < n)
			rec = rec * 10 + (size_t)(p[j++] - '0');
		if (j == i || j >= n || p[j] != ' ' || rec < (j - i) + 2 ||
		    rec > n - i || p[i + rec - 1] != '\n') {
			error_set(err, "entry %zu at byte %zu: a damaged pax "
			    "record at byte %zu of its header", entry, off, i);
			return -1;
		}
		for (k = j + 1; k < i + rec - 1 && p[k] != '='; k++)
			;
		if (k - (j + 1) == 4 && memcmp(p + j + 1, "path", 4) == 0 &&
		    k < i + rec - 1) {
			*path = (char *)(p + k + 1);
			*path_len = i + rec - 1 - (k + 1);
		}
		i += rec;
	}
	return 0;
}

int
tar_read(const char *buf, size_t len, const struct archive_limits *l,
    struct archive *a, struct error *err)
{
	const unsigned char *b = (const unsigned char *)buf;
	size_t off = 0, entry = 0;
	char *long_name = NULL;	/* from a GNU 'L' or a pax 'x' header */
	size_t long_len = 0;
	const char *pending = NULL;	/* what sets long_name: for errors */
	struct buf full = BUF_INIT;
	int ended = 0;

	memset(a, 0, sizeof(*a));
	while (off + BLOCK <= len) {
		const unsigned char *h = b + off;
		int64_t size;
		size_t data, padded, n;
		char type, *name, *bytes;

		if (zero_block_part(h, BLOCK)) {
			ended = 1;	/* what follows is padding */
			break;
		}
		entry++;
		if (!checksum_ok(h)) {
			error_set(err, "entry %zu at byte %zu: not a tar header "
			    "(its checksum does not hold)", entry, off);
			goto fail;
		}
		type = (char)h[F_TYPE];
		if ((size = number(h, F_SIZE)) < 0) {
			error_set(err, "entry %zu at byte %zu: its size field is "
			    "damaged", entry, off);
			goto fail;
		}
		data = off + BLOCK;
		if ((uint64_t)size > len - data) {
			error_set(err, "entry %zu at byte %zu: the archive is "
			    "cut short (its %lld bytes of data go past its end "
			    "at byte %zu)", entry, off, (long long)size, len);
			goto fail;
		}
		padded = ((size_t)size + BLOCK - 1) / BLOCK * BLOCK;
		if (type == 'L' || type == 'x') {
			char *p = NULL;
			size_t plen = 0;

			free(long_name);
			long_name = NULL;
			if (type == 'L') {
				p = (char *)(b + data);
				plen = (size_t)size;
				while (plen > 0 && p[plen - 1] == '\0')
					plen--;
			} else if (pax_path((const char *)(b + data),
			    (size_t)size, entry, off, &p, &plen, err) == -1) {
				goto fail;
			}
			if (p != NULL) {
				if ((long_name = malloc(plen + 1)) == NULL) {
					error_nomem(err);
					goto fail;
				}
				memcpy(long_name, p, plen);
				long_name[plen] = '\0';
				long_len = plen;
				pending = type == 'L' ? "GNU long name" : "pax";
			}
		} else if (type == '0' || type == '\0' || type == '7') {
			size_t at = off;

			if (long_name != NULL) {
				name = archive_clean_name(long_name, long_len,
				    entry, at, err);
			} else {
				buf_reset(&full);
				if (memcmp(h + F_MAGIC, "ustar", 5) == 0 &&
				    (n = field_len(h, F_PREFIX)) > 0) {
					buf_add(&full, h + 345, n);
					buf_addc(&full, '/');
				}
				buf_add(&full, h, field_len(h, F_NAME));
				if (buf_cstr(&full) == NULL) {
					error_nomem(err);
					goto fail;
				}
				name = archive_clean_name(full.data, full.len,
				    entry, at, err);
			}
			free(long_name);
			long_name = NULL;
			pending = NULL;
			if (name == NULL)
				goto fail;
			if ((bytes = malloc((size_t)size + 1)) == NULL) {
				free(name);
				error_nomem(err);
				goto fail;
			}
			memcpy(bytes, b + data, (size_t)size);
			if (archive_add(a, name, bytes, (size_t)size, l, entry,
			    at, err) == -1)
				goto fail;
		} else {
			/* a folder, a link, a device, a global pax header:
			 * nothing of a run; the long name was its own */
			free(long_name);
			long_name = NULL;
			pending = NULL;
		}
		if (padded > len - data) {
			/* the last file's padding may be cut off */
			off = len;
			break;
		}
		off = data + padded;
	}
	if (pending != NULL) {
		error_set(err, "entry %zu at byte %zu: a %s header names no "
		    "entry after it (the archive is cut short)", entry, off,
		    pending);
		goto fail;
	}
	if (!ended && off < len && !zero_block_part(b + off, len - off)) {
		error_set(err, "entry %zu at byte %zu: the archive is cut short "
		    "in a header", entry + 1, off);
		goto fail;
	}
	if (off == 0 && len == 0) {
		error_set(err, "the archive is empty");
		goto fail;
	}
	buf_free(&full);
	return 0;
fail:
	buf_free(&full);
	free(long_name);
	archive_clear(a);
	return -1;
}

/* ---- writing -------------------------------------------------------- */

/* Puts v in octal into a field of size bytes: size - 1 digits and a NUL. */
static void
put_octal(unsigned char *h, size_t off, size_t size, uint64_t v)
{
	snprintf((char *)h + off, size, "%0*llo", (int)(size - 1),
	    (unsigned long long)v);
}

/* Where ustar splits a name too long for its name field into prefix
 * and name: at a '/', the prefix at most 155 bytes and the name 100; 0
 * when it need not or cannot. */
static size_t
ustar_cut(const char *name, size_t n)
{
	size_t i;

	if (n <= 100)
		return 0;
	for (i = n - 1; i > 0; i--)
		if (name[i] == '/' && i <= 155 && n - i - 1 <= 100 &&
		    n - i - 1 > 0)
			return i;
	return 0;
}

/* Adds one header, typed type, for a name (as ustar fits it, or cut
 * when a pax header before it says it whole) and size bytes of data. */
static void
put_header(struct buf *b, const char *name, char type, size_t size)
{
	unsigned char h[BLOCK];
	size_t n = strlen(name), cut = ustar_cut(name, n), i;
	unsigned long sum = 0;

	memset(h, 0, sizeof(h));
	if (cut > 0) {
		memcpy(h + 345, name, cut);
		memcpy(h, name + cut + 1, n - cut - 1);
	} else {
		memcpy(h, name, n > 100 ? 100 : n);
	}
	put_octal(h, F_MODE, 0644);
	put_octal(h, F_UID, 0);
	put_octal(h, F_GID, 0);
	put_octal(h, F_SIZE, size);
	put_octal(h, F_MTIME, 0);
	h[F_TYPE] = (unsigned char)type;
	memcpy(h + F_MAGIC, "ustar\0" "00", 8);
	memset(h + 148, ' ', 8);
	for (i = 0; i < BLOCK; i++)
		sum += h[i];
	snprintf((char *)h + 148, 8, "%06lo", sum);
	h[155] = ' ';
	buf_add(b, h, BLOCK);
}

/* Adds n bytes and the zeros up to the next block. */
static void
put_data(struct buf *b, const char *p, size_t n)
{
	static const char zeros[BLOCK];

	buf_add(b, p, n);
	if (n % BLOCK != 0)
		buf_add(b, zeros, BLOCK - n % BLOCK);
}

/* The decimal digits of v. */
static size_t
digits(size_t v)
{
	size_t d = 1;

	while (v >= 10) {
		v /= 10;
		d++;
	}
	return d;
}

static int
by_input_name(const void *x, const void *y)
{
	const struct tar_input *a = x, *b = y;

	return strcmp(a->name, b->name);
}

char *
tar_write(struct tar_input *files, size_t n, size_t *len)
{
	static const char zeros[2 * BLOCK];
	struct buf b = BUF_INIT, rec = BUF_INIT;
	size_t i;

	if (n > 1)
		qsort(files, n, sizeof(*files), by_input_name);
	for (i = 0; i < n; i++) {
		const char *name = files[i].name;

		if (strlen(name) > 100 && ustar_cut(name, strlen(name)) == 0) {
			/* "LEN path=NAME\n", LEN counting its own digits */
			size_t body = strlen(" path=\n") + strlen(name);
			size_t total = body + digits(body);

			if (digits(total) > digits(body))
				total = body + digits(total);
			buf_reset(&rec);
			buf_printf(&rec, "%zu path=%s\n", total, name);
			put_header(&b, "PaxHeader", 'x', rec.len);
			put_data(&b, rec.data, rec.len);
		}
		put_header(&b, name, '0', files[i].len);
		put_data(&b, files[i].bytes, files[i].len);
	}
	buf_add(&b, zeros, sizeof(zeros));
	buf_free(&rec);
	if (b.oom) {
		buf_free(&b);
		return NULL;
	}
	return buf_steal(&b, len);
}
