/* picture_dir: pictures kept in a folder of the file store's data folder
 * (DIR/pictures), so that a restarted daemon answers what it drew before
 * without drawing it again: what PostgreSQL's fxviz_pictures is to
 * replicas (store.h, store_picture_get). */
#ifndef FXVIZ_PICTURE_DIR_H
#define FXVIZ_PICTURE_DIR_H

#include <stddef.h>

#include "daemon/stored.h"

struct error;
struct picture_dir;

/* The folder path (made, 0700, when missing), holding at most max bytes
 * of pictures. NULL with err filled. */
struct picture_dir *picture_dir_open(const char *path, size_t max,
    struct error *err);

/* NULL-safe. */
void picture_dir_close(struct picture_dir *d);

/* As store_picture_get: 1 with pic filled (the caller's:
 * store_picture_free) when the folder keeps etag's picture for key and
 * its bytes are those its digests name; 0 with pic empty when it keeps
 * none (a damaged file is removed, and counted); -1 with err filled
 * (etag no id, out of memory). Marks it used. Safe from any thread. */
int picture_dir_get(struct picture_dir *d, const char *etag,
    const char *key, struct store_picture *pic, struct error *err);

/* As store_picture_put: writes pic (borrowed) under etag for key, to a
 * temporary renamed into place (not made durable: a picture lost, or cut
 * short by a crash, is drawn again), then keeps the folder within its
 * bound, the least recently used first, once a sixteenth of it was
 * written since it last looked. 0, or -1 with err filled (ERROR_LIMIT:
 * past STORE_PICTURE_MAX or the bound; ERROR_IO). */
int picture_dir_put(struct picture_dir *d, const char *etag,
    const char *key, const struct store_picture *pic, struct error *err);

/* Removes every picture: the room a graph needs on a full disk
 * (store_file.c). The pictures removed. NULL-safe. A put on a file
 * system short of room keeps nothing (base/folder.h, folder_room). */
uint64_t picture_dir_empty(struct picture_dir *d);

/* Removes the pictures whose key names id (a graph removed: its views,
 * its diffs, the views it is the code of). */
void picture_dir_forget(struct picture_dir *d, const char *id);

size_t picture_dir_bound(const struct picture_dir *d);

void picture_dir_stats(struct picture_dir *d, struct store_pictures_stats *st);

#endif
