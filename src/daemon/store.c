/* store: one interface over the file store and the PostgreSQL store. */
#include "config.h"

#include "daemon/store.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/error.h"
#include "base/fault.h"
#include "daemon/picture_dir.h"
#include "daemon/store_file.h"
#include "daemon/store_pg.h"

/* One of the two is set. */
struct store {
	struct store_file *file;
	struct store_pg *pg;
};

static int
is_url(const char *where)
{
	return strncmp(where, "postgresql://", 13) == 0 ||
	    strncmp(where, "postgres://", 11) == 0;
}

struct store *
store_open(const char *where, struct error *err)
{
	struct store *s = calloc(1, sizeof(*s));

	if (s == NULL) {
		error_nomem(err);
		return NULL;
	}
	if (is_url(where))
		s->pg = store_pg_open(where, err);
	else
		s->file = store_file_open(where, err);
	if (s->pg == NULL && s->file == NULL) {
		free(s);
		return NULL;
	}
	return s;
}

void
store_close(struct store *s)
{
	if (s == NULL)
		return;
	store_pg_close(s->pg);
	store_file_close(s->file);
	free(s);
}

int
store_shared(const struct store *s)
{
	return s->pg != NULL;
}

/* A store slow to answer, on purpose (FXVIZ_FAULT=store_slow): each
 * write waits 300 ms first. */
static void
slow(void)
{
	if (fault_inject("store_slow"))
		usleep(300000);
}

int
store_put(struct store *s, const char *id, const char *bytes, size_t len,
    const struct store_meta *m, struct error *err)
{
	slow();
	return s->pg ? store_pg_put(s->pg, id, bytes, len, m, err) :
	    store_file_put(s->file, id, bytes, len, m, err);
}

int
store_update(struct store *s, const char *id, const char *bytes,
    size_t len, const struct store_meta *m, const char *alias,
    struct error *err)
{
	slow();
	/* One process writes a folder: its graph is there. */
	return s->pg ? store_pg_update(s->pg, id, m, alias, err) :
	    store_file_put(s->file, id, bytes, len, m, err);
}

int
store_remove(struct store *s, const char *id, struct error *err)
{
	return s->pg ? store_pg_remove(s->pg, id, err) :
	    store_file_remove(s->file, id, err);
}

int
store_each(struct store *s, store_fn *fn, void *ctx, struct error *err)
{
	return s->pg ? store_pg_each(s->pg, fn, ctx, err) :
	    store_file_each(s->file, fn, ctx, err);
}

int
store_get(struct store *s, const char *id, store_fn *fn, void *ctx,
    struct error *err)
{
	return s->pg ? store_pg_get(s->pg, id, fn, ctx, err) :
	    store_file_get(s->file, id, fn, ctx, err);
}

int
store_answering(struct store *s)
{
	return s->pg ? store_pg_answering(s->pg) : 1;
}

size_t
store_damaged(const struct store *s)
{
	return s->file ? store_file_damaged(s->file) : 0;
}

int
store_watch(struct store *s, store_watch_fn *fn, void *ctx,
    struct error *err)
{
	return s->pg ? store_pg_watch(s->pg, fn, ctx, err) : 0;
}

/* The file store's picture folder, or NULL. */
static struct picture_dir *
folder_pictures(const struct store *s)
{
	return s->file != NULL ? store_file_pictures(s->file) : NULL;
}

size_t
store_pictures_bound(const struct store *s)
{
	if (s->pg != NULL)
		return store_pg_pictures_bound(s->pg);
	return folder_pictures(s) != NULL ?
	    picture_dir_bound(folder_pictures(s)) : 0;
}

int
store_picture_get(struct store *s, const char *etag, const char *key,
    struct store_picture *pic, struct error *err)
{
	if (s->pg != NULL)
		return store_pg_picture_get(s->pg, etag, key, pic, err);
	if (folder_pictures(s) != NULL)
		return picture_dir_get(folder_pictures(s), etag, key, pic, err);
	memset(pic, 0, sizeof(*pic));
	return 0;
}

int
store_picture_put(struct store *s, const char *etag, const char *key,
    const struct store_picture *pic, struct error *err)
{
	if (s->pg != NULL)
		return store_pg_picture_put(s->pg, etag, key, pic, err);
	return folder_pictures(s) != NULL ? picture_dir_put(folder_pictures(s),
	    etag, key, pic, err) : 0;
}

void
store_pictures_stats(struct store *s, struct store_pictures_stats *st)
{
	memset(st, 0, sizeof(*st));
	if (s->pg != NULL)
		store_pg_pictures_stats(s->pg, st);
	else if (folder_pictures(s) != NULL)
		picture_dir_stats(folder_pictures(s), st);
	if (s->file != NULL)
		st->emptied = store_file_emptied(s->file);
}
