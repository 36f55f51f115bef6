/* web: the files of the web page a server may send. */
#ifndef FXVIZ_WEB_H
#define FXVIZ_WEB_H

#include <stddef.h>

struct error;

struct web_file {
	char *url;	/* "/app.js"; "/" is index.html */
	char *path;
	const char *mime;
};

struct web {
	struct web_file *files;
	size_t n;
};

/* The regular files of dir with a known type: the list is made here, at
 * start, so no request path ever reaches the file system. NULL with err
 * filled when dir cannot be read or out of memory. */
struct web *web_load(const char *dir, struct error *err);

/* The file served at url, or NULL. w may be NULL (no page). */
const struct web_file *web_find(const struct web *w, const char *url);

/* NULL-safe. */
void web_free(struct web *w);

#endif
