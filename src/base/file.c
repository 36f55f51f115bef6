/* file: whole reads of files and standard input. */
#include "config.h"

#include "base/file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"

char *
file_read(const char *path, size_t max, size_t *len, struct error *err)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	size_t n = 0, cap = 0, got;
	char *buf = NULL, *p;

	if (f == NULL) {
		error_kind_set(err, errno == ENOENT ? ERROR_NOT_FOUND : ERROR_IO,
		    "cannot open %s: %s", path, strerror(errno));
		return NULL;
	}
	do {
		if (cap - n < 65536) {
			cap = cap ? cap * 2 : 65536;
			if ((p = realloc(buf, cap + 1)) == NULL) {
				error_kind_set(err, ERROR_NOMEM,
				    "%s: out of memory", path);
				goto fail;
			}
			buf = p;
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (n > max) {
			error_kind_set(err, ERROR_TOO_LARGE,
			    "%s is larger than %zu bytes", path, max);
			goto fail;
		}
	} while (got > 0);
	if (ferror(f)) {
		error_kind_set(err, ERROR_IO, "cannot read %s: %s", path,
		    strerror(errno));
		goto fail;
	}
	if (f != stdin)
		fclose(f);
	buf[n] = '\0';
	*len = n;
	return buf;
fail:
	if (f != stdin)
		fclose(f);
	free(buf);
	return NULL;
}
