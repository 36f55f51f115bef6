/* store_file: the file store, one file per graph in DIR/graphs. */
#ifndef FXVIZ_STORE_FILE_H
#define FXVIZ_STORE_FILE_H

#include <stddef.h>
#include <stdint.h>

#include "daemon/stored.h"

struct error;
struct picture_dir;
struct store_file;

/* As store_open, store_put, ... of store.h, for a folder. */
struct store_file *store_file_open(const char *dir, struct error *err);
void store_file_close(struct store_file *s);
int store_file_put(struct store_file *s, const char *id, const char *bytes,
    size_t len, const struct store_meta *m, struct error *err);
int store_file_remove(struct store_file *s, const char *id,
    struct error *err);

/* The cached files (pictures, layouts) removed so far to store graphs on
 * a full disk: store_file_put, finding no room, empties both caches of
 * the data folder and tries once more. */
uint64_t store_file_emptied(struct store_file *s);
int store_file_each(struct store_file *s, store_fn *fn, void *ctx,
    struct error *err);
int store_file_get(struct store_file *s, const char *id, store_fn *fn,
    void *ctx, struct error *err);
size_t store_file_damaged(const struct store_file *s);

/* The folder's pictures (DIR/pictures, within FXVIZ_PICTURES_MB, 256 by
 * default), or NULL when FXVIZ_PICTURES_MB=0: a removed graph's go with
 * it. */
struct picture_dir *store_file_pictures(struct store_file *s);

#endif
