/* watch: a folder followed through inotify (fxviz serve --watch): each
 * file in it, or in a folder made in it, handed over again once it has
 * grown and settled, as much of it as is whole. */
#ifndef FXVIZ_WATCH_H
#define FXVIZ_WATCH_H

#include <stddef.h>

struct error;
struct watcher;

/* What is done with a file: path, and its whole part bytes[0..len) (a
 * TORCH_TRACE file's whole events, another file's ended lines, or all of
 * a file closed after writing). Called from the watcher's thread, again
 * each time the whole part has changed. */
typedef void watch_fn(const char *path, const char *bytes, size_t len,
    void *ctx);

/* Whether a file of this name is read (a graph's ending); the rest are
 * not looked at. */
typedef int watch_want_fn(const char *name);

/* Follows dir and every folder under it, from a thread of its own: first
 * every file already there, then each change inotify tells of, a file
 * read at most once per debounce_ms while it is being written. NULL with
 * err filled (no such folder, no inotify). */
struct watcher *watch_start(const char *dir, int debounce_ms,
    watch_want_fn *want, watch_fn *fn, void *ctx, struct error *err);

/* Stops the thread (a file being handed over is finished first) and
 * frees everything. NULL-safe. */
void watch_stop(struct watcher *w);

/* Files handed over and folders followed so far, and the rescans an
 * overflow of inotify's queue caused (for tests). */
struct watch_counts {
	unsigned long reads, handed, rescans;
	size_t folders;
};
void watch_counts(struct watcher *w, struct watch_counts *c);

#endif
