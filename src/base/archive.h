/* archive: what the tar and zip readers share: the files an archive
 * holds, the limits that keep a hostile archive small, and the names
 * cleaned so that none leaves the archive's folder. */
#ifndef FXVIZ_ARCHIVE_H
#define FXVIZ_ARCHIVE_H

#include <stddef.h>

struct error;

/* One regular file of an archive. */
struct archive_file {
	char *name;	/* cleaned (archive_clean_name); malloc'd */
	char *bytes;	/* its contents, NUL-terminated; malloc'd */
	size_t len;
};

/* What an archive may hold before it is refused (ERROR_TOO_LARGE). */
struct archive_limits {
	size_t max_files;	/* regular files kept */
	size_t max_bytes;	/* their total size, unpacked */
	size_t max_ratio;	/* zip: unpacked over packed size, for an
				 * entry past 64 KB unpacked */
};

/* The limits of a run's upload: 4096 files, max_bytes, ratio 250. */
void archive_limits_init(struct archive_limits *l, size_t max_bytes);

/* The files an archive held, in its order. */
struct archive {
	struct archive_file *files;
	size_t n;
	size_t bytes;		/* their total size */
};

/* Frees what a holds and empties it; NULL-safe. */
void archive_clear(struct archive *a);

/* Cleans an entry's name (len bytes, not NUL-terminated): a leading
 * "/" or "./" and "." parts go, and "//" is one "/". malloc'd; NULL with
 * err filled (ERROR_INPUT, placed by "entry N at byte OFF" in the
 * message) for a name that holds a NUL or a ".." part or is empty once
 * cleaned, or out of memory. */
char *archive_clean_name(const char *name, size_t len, size_t entry,
    size_t off, struct error *err);

/* Adds a file within l, owning name and bytes (malloc'd, len + 1 bytes:
 * a NUL is put at len) from now on, on every path: a name
 * held already is replaced (a tar appended to); past max_files or
 * max_bytes, -1 with err filled (ERROR_TOO_LARGE). 0, or -1. */
int archive_add(struct archive *a, char *name, char *bytes, size_t len,
    const struct archive_limits *l, size_t entry, size_t off,
    struct error *err);

/* Whether buf starts as gzip (RFC 1952's magic). */
int archive_is_gzip(const char *buf, size_t len);

/* Unpacks the gzip buf[0..len) (one member, or several one after the
 * other) into a malloc'd, NUL-terminated buffer of at most max bytes
 * (*out_len its length). NULL with err filled: ERROR_INPUT (damaged or
 * cut short, placed by byte offset), ERROR_TOO_LARGE (past max: a bomb
 * stops there), ERROR_NOMEM. */
char *archive_gunzip(const char *buf, size_t len, size_t max,
    size_t *out_len, struct error *err);

/* Sorts a's files by name (strcmp): a folder's order. */
void archive_sort(struct archive *a);

#endif
