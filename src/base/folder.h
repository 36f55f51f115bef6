/* folder: a folder of files kept within a bound, least recently used
 * first (the layout folder, the picture folder). */
#ifndef FXVIZ_FOLDER_H
#define FXVIZ_FOLDER_H

#include <stddef.h>
#include <stdint.h>

/* Counts the regular files of the folder dirfd whose names are name_len
 * long, and removes what a write a crash cut short left (a name starting
 * with '.', longer than name_len, an hour old or more). When the files
 * hold more than max bytes, removes the least recently used (by mtime)
 * until they hold at most three quarters of it. Returns the bytes they
 * hold then; *removed (NULL-safe) counts the files removed for the
 * bound. A folder it cannot read holds 0. */
size_t folder_trim(int dirfd, size_t name_len, size_t max, uint64_t *removed);

/* Whether a cache in the folder dirfd may write len bytes more: 1 when
 * its file system keeps a tenth of its size (at most FOLDER_RESERVE_MAX)
 * free after them, or cannot say; 0 when not, so that what a cache
 * keeps never takes the room a graph's upload needs. */
#define FOLDER_RESERVE_MAX	((uint64_t)1 << 30)
int folder_room(int dirfd, size_t len);

/* Whether the folders dirfd and other are on one file system. */
int folder_same_fs(int dirfd, int other);

#endif
