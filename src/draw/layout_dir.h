/* layout_dir: drawings laid out by Graphviz, kept in a folder by the
 * shape of their DOT, for every process that names the same folder: the
 * CLI's next run, the daemon's other workers, replicas that share it.
 * render.c keeps whole views here too, under a key of letters only (the
 * graph's content digest and the view's options) in place of a DOT,
 * which it compares exactly.
 *
 * A drawing is kept under the digest of its DOT with every digit read as
 * '0' (draw/reuse.h), fxviz's version and Graphviz's, so that one file
 * serves every drawing the same up to the numbers in its names; the file
 * holds the exact DOT, which the caller maps onto its own before it takes
 * the SVG. Replicas of one version on other machines share the files; a
 * change to fxviz that makes Graphviz write other bytes for the same DOT
 * (its own gvprintdouble or textspan_size) must change MAGIC. A file is written beside its name and renamed, and checked
 * (lengths and a checksum) when read: a torn or foreign file is a miss,
 * and removed. Writes that fail (a full disk, a folder gone) are
 * dropped: the folder is a cache. Past its bound, the files least
 * recently read or written are removed. */
#ifndef FXVIZ_LAYOUT_DIR_H
#define FXVIZ_LAYOUT_DIR_H

#include <stddef.h>
#include <stdint.h>

struct error;

/* Keeps drawings in the folder path (made, with its parents, when
 * missing; mode 0700), at most max_bytes of files. 0, or -1 with err
 * filled when the folder cannot be made or opened; then none is kept. A
 * second call replaces the first; path NULL keeps none. */
int layout_dir_open(const char *path, size_t max_bytes, struct error *err);

/* What else lays out, which each file's name and header carry beside
 * fxviz's version: Graphviz's version. Nothing is read or kept until it
 * is given. */
void layout_dir_version(const char *graphviz);

/* Whether a folder is open. */
int layout_dir_on(void);

/* The drawing kept for dot[0..len)'s shape: *kept_dot (its DOT, which
 * may differ from dot in digits) and *svg, in one malloc'd block that
 * *kept_dot starts (free it). 0, or -1 when none is kept (or out of
 * memory). */
int layout_dir_get(const char *dot, size_t len, char **kept_dot,
    size_t *kept_len, const char **svg, size_t *svg_len);

/* The SVG kept for exactly dot[0..len) (a key, not a shape: its digits
 * count), in a malloc'd block of its own that *svg starts (free it). 0,
 * or -1 when none is kept (or out of memory). */
int layout_dir_get_svg(const char *dot, size_t len, char **svg,
    size_t *svg_len);

/* Keeps a drawing: dot laid out as svg. Failures are dropped. */
void layout_dir_put(const char *dot, size_t dot_len, const char *svg,
    size_t svg_len);

/* Removes every drawing the folder path keeps, when it is on the file
 * system of the folder beside (or beside is -1): the room a graph needs
 * on a full disk (daemon/store_file.c). The files removed. Writes skip a
 * file system short of room (base/folder.h, folder_room). */
uint64_t layout_dir_empty(const char *path, int beside);

/* Drawings read from the folder and written to it by this process. */
void layout_dir_counts(uint64_t *read, uint64_t *written);

#endif
