/* load: picks the reader for an input, and reads input files. */
#include "config.h"

#include "format/load.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "format/load_fxir.h"
#include "format/load_json.h"

int
load_is_json(const char *buf, size_t len)
{
	size_t i = 0;

	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		i = 3;	/* a byte order mark */
	while (i < len && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\n' ||
	    buf[i] == '\r'))
		i++;
	return i < len && buf[i] == '{';
}

struct fx_graph *
load_graph(const char *buf, size_t len, struct error *err)
{
	if (load_is_json(buf, len))
		return load_json(buf, len, err);
	return load_fxir(buf, len, err);
}

char *
load_file(const char *path, size_t max, size_t *len, struct error *err)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	size_t n = 0, cap = 0, got;
	char *buf = NULL, *p;

	if (f == NULL) {
		error_set(err, "cannot open %s: %s", path, strerror(errno));
		return NULL;
	}
	do {
		if (cap - n < 65536) {
			cap = cap ? cap * 2 : 65536;
			if ((p = realloc(buf, cap + 1)) == NULL) {
				error_set(err, "%s: out of memory", path);
				goto fail;
			}
			buf = p;
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (n > max) {
			error_set(err, "%s is larger than %zu bytes", path, max);
			goto fail;
		}
	} while (got > 0);
	if (ferror(f)) {
		error_set(err, "cannot read %s: %s", path, strerror(errno));
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
