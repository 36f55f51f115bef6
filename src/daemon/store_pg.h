/* store_pg: the PostgreSQL store, shared by replicas, through libpq. */
#ifndef FXVIZ_STORE_PG_H
#define FXVIZ_STORE_PG_H

#include <stddef.h>

#include "daemon/stored.h"

struct error;
struct store_pg;

/* As store_open, store_put, ... of store.h, for a postgresql:// URL. */
struct store_pg *store_pg_open(const char *url, struct error *err);
void store_pg_close(struct store_pg *s);
int store_pg_put(struct store_pg *s, const char *id, const char *bytes,
    size_t len, const struct store_meta *m, struct error *err);
int store_pg_update(struct store_pg *s, const char *id,
    const struct store_meta *m, const char *alias, struct error *err);
int store_pg_remove(struct store_pg *s, const char *id, struct error *err);
int store_pg_each(struct store_pg *s, store_fn *fn, void *ctx,
    struct error *err);
int store_pg_get(struct store_pg *s, const char *id, store_fn *fn,
    void *ctx, struct error *err);
int store_pg_answering(struct store_pg *s);
int store_pg_watch(struct store_pg *s, store_watch_fn *fn, void *ctx,
    struct error *err);
size_t store_pg_pictures_bound(const struct store_pg *s);
int store_pg_picture_get(struct store_pg *s, const char *etag,
    const char *key, struct store_picture *pic, struct error *err);
int store_pg_picture_put(struct store_pg *s, const char *etag,
    const char *key, const struct store_picture *pic, struct error *err);
void store_pg_pictures_stats(struct store_pg *s,
    struct store_pictures_stats *st);

#endif
