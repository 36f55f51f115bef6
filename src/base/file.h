/* file: a whole file read into memory, or written out to where a user
 * names. */
#ifndef FXVIZ_FILE_H
#define FXVIZ_FILE_H

#include <stddef.h>

struct error;

/* Reads a whole file ("-" for standard input) into a malloc'd,
 * NUL-terminated buffer of at most max bytes. NULL with err filled when it
 * cannot: ERROR_NOT_FOUND for a missing file, ERROR_TOO_LARGE past max,
 * ERROR_NOMEM, or ERROR_IO. */
char *file_read(const char *path, size_t max, size_t *len, struct error *err);

/* Reads the regular file name inside the folder dirfd, as file_read
 * does, and nothing else: a symlink is not followed, a FIFO or a device
 * is not waited on nor read, and the size is checked before a byte is.
 * NULL with err filled: ERROR_NOT_FOUND (none there), ERROR_INPUT (not a
 * regular file: err says what it is), ERROR_TOO_LARGE, ERROR_NOMEM or
 * ERROR_IO. */
char *file_read_at(int dirfd, const char *name, size_t max, size_t *len,
    struct error *err);

/* Writes data[0..len) to path as a user means it, replacing only what is
 * a file: "-" is standard output; a symlink is followed to its final
 * target (created when it dangles), and the link stays; a character
 * device, a FIFO or a socket already there is written into (-o /dev/null,
 * -o /dev/stdout, a pipe); a regular file or a new path is written whole
 * or not at all: a temporary file beside the target, fsync'd, renamed
 * over it, with the mode a plain write would give (the old file's, or
 * 0666 less the umask). A file that holds data already is kept, its
 * time made now and fsync'd: rendering the same view again writes
 * nothing. 0, or -1 with err filled (ERROR_IO, naming what failed and
 * where); a failed write leaves no temporary behind. */
int file_write(const char *path, const void *data, size_t len,
    struct error *err);

/* Makes the folder path and each of its missing parents, as mkdir -p
 * does, each with mode (less the umask); with parents_only, only the
 * parents. 0, or -1 with errno set (ENAMETOOLONG past PATH_MAX). */
int file_make_dirs(const char *path, unsigned mode, int parents_only);

#endif
