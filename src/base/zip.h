/* zip: zip archives read through their central directory (stored and
 * deflated files, through zlib), guarded against bombs. */
#ifndef FXVIZ_ZIP_H
#define FXVIZ_ZIP_H

#include <stddef.h>

#include "base/archive.h"

struct error;

/* Whether buf starts as a zip: a local file header, or the end record
 * of an empty one. */
int zip_is(const char *buf, size_t len);

/* Reads the regular files of the zip buf[0..len) into *a (empty on
 * entry; archive_clear it), in the central directory's order, their
 * names cleaned (archive_clean_name); folders and symbolic links are
 * skipped. Before anything is inflated, the sizes the directory declares
 * are held to l (files, total, ratio), and every file's bytes must lie
 * apart from every other's and from the directory (a bomb that reuses
 * one stream for many files is refused); each file then inflates to
 * exactly its declared size and CRC. 0, or -1 with err filled, placed by
 * entry and byte offset in the message: ERROR_INPUT (damaged, encrypted,
 * a method other than stored or deflate, zip64, a name held twice or one
 * that climbs out), ERROR_TOO_LARGE (past l), ERROR_NOMEM. *a is cleared
 * on failure. */
int zip_read(const char *buf, size_t len, const struct archive_limits *l,
    struct archive *a, struct error *err);

#endif
