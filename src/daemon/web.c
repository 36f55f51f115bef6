/* web: the page's files, listed once at start. */
#include "config.h"

#include "daemon/web.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/error.h"

static const char *
mime_of(const char *name)
{
	static const struct {
		const char *ext, *mime;
	} types[] = {
		{ ".html", "text/html; charset=utf-8" },
		{ ".js", "application/javascript; charset=utf-8" },
		{ ".css", "text/css; charset=utf-8" },
		{ ".svg", "image/svg+xml" },
		{ ".png", "image/png" },
		{ ".ico", "image/x-icon" },
		{ ".json", "application/json" },
		{ ".txt", "text/plain; charset=utf-8" },
	};
	const char *dot = strrchr(name, '.');
	size_t i;

	for (i = 0; dot != NULL && i < sizeof(types) / sizeof(types[0]); i++)
		if (strcmp(dot, types[i].ext) == 0)
			return types[i].mime;
	return NULL;
}

static int
add(struct web *w, const char *url, const char *path, const char *mime)
{
	struct web_file *f = realloc(w->files, (w->n + 1) * sizeof(*f));

	if (f == NULL)
		return -1;
	w->files = f;
	f[w->n].url = strdup(url);
	f[w->n].path = strdup(path);
	f[w->n].mime = mime;
	if (f[w->n].url == NULL || f[w->n].path == NULL) {
		free(f[w->n].url);
		free(f[w->n].path);
		return -1;
	}
	w->n++;
	return 0;
}

struct web *
web_load(const char *dir, struct error *err)
{
	struct dirent **names;
	struct web *w;
	char path[4096], url[512];
	struct stat st;
	int n, i, rc = 0;

	if ((w = calloc(1, sizeof(*w))) == NULL) {
		error_nomem(err);
		return NULL;
	}
	if ((n = scandir(dir, &names, NULL, alphasort)) < 0) {
		error_kind_set(err, ERROR_IO, "cannot read the web files in %s: "
		    "%s", dir, strerror(errno));
		free(w);
		return NULL;
	}
	for (i = 0; i < n; i++) {
		const char *d = names[i]->d_name, *mime = mime_of(d);

		snprintf(path, sizeof(path), "%s/%s", dir, d);
		if (rc == 0 && d[0] != '.' && mime != NULL &&
		    stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
			snprintf(url, sizeof(url), "/%s", d);
			rc = add(w, url, path, mime);
			if (rc == 0 && strcmp(d, "index.html") == 0)
				rc = add(w, "/", path, mime);
		}
		free(names[i]);
	}
	free(names);
	if (rc == -1) {
		error_nomem(err);
		web_free(w);
		return NULL;
	}
	return w;
}

const struct web_file *
web_find(const struct web *w, const char *url)
{
	size_t i;

	for (i = 0; w != NULL && i < w->n; i++)
		if (strcmp(w->files[i].url, url) == 0)
			return &w->files[i];
	return NULL;
}

void
web_free(struct web *w)
{
	size_t i;

	if (w == NULL)
		return;
	for (i = 0; i < w->n; i++) {
		free(w->files[i].url);
		free(w->files[i].path);
	}
	free(w->files);
	free(w);
}
