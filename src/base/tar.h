/* tar: tar archives read (ustar, GNU long names, pax paths; regular files
 * only) and written (a deterministic ustar: the same files, the same
 * bytes). */
#ifndef FXVIZ_TAR_H
#define FXVIZ_TAR_H

#include <stddef.h>

#include "base/archive.h"

struct error;

/* Whether buf starts as a tar: its first header's checksum holds. */
int tar_is(const char *buf, size_t len);

/* Reads the regular files of the tar buf[0..len) into *a (empty on
 * entry; archive_clear it), their names cleaned (archive_clean_name);
 * folders, links, devices and other entries are skipped. A name held
 * twice keeps its last file, as tar extracts it. 0, or -1 with err
 * filled, placed by entry and byte offset in the message: ERROR_INPUT
 * (a damaged header, a name that climbs out, a file cut short),
 * ERROR_TOO_LARGE (past l), ERROR_NOMEM. *a is cleared on failure. */
int tar_read(const char *buf, size_t len, const struct archive_limits *l,
    struct archive *a, struct error *err);

/* One file to write. */
struct tar_input {
	const char *name;
	const char *bytes;
	size_t len;
};

/* Writes files as a ustar, sorted by name, each mode 0644, owner 0:0 and
 * time 0, a name too long for ustar in a pax header: the same files give
 * the same bytes, in any order. malloc'd (*len its length), or NULL when
 * out of memory. files is sorted in place. */
char *tar_write(struct tar_input *files, size_t n, size_t *len);

#endif
