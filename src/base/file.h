/* file: a whole file read into memory. */
#ifndef FXVIZ_FILE_H
#define FXVIZ_FILE_H

#include <stddef.h>

struct error;

/* Reads a whole file ("-" for standard input) into a malloc'd,
 * NUL-terminated buffer of at most max bytes. NULL with err filled when it
 * cannot: ERROR_NOT_FOUND for a missing file, ERROR_TOO_LARGE past max,
 * ERROR_NOMEM, or ERROR_IO. */
char *file_read(const char *path, size_t max, size_t *len, struct error *err);

#endif
