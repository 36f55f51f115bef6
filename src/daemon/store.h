/* store: where uploaded graphs are kept, behind one interface over two
 * back ends: files in a folder (store_file, the default) and PostgreSQL
 * (store_pg), which replicas share. */
#ifndef FXVIZ_STORE_H
#define FXVIZ_STORE_H

#include <stddef.h>
#include <stdint.h>

#include "base/digest.h"
#include "daemon/stored.h"

struct error;

struct store;

/* Opens the store at where: a "postgresql://" or "postgres://" URL opens
 * PostgreSQL (its schema created or brought up to date); anything else is
 * a folder, whose graphs/ is made if need be and cleared of the
 * temporary files an interrupted write left. NULL with err filled
 * (ERROR_UNAVAILABLE: PostgreSQL cannot be reached). */
struct store *store_open(const char *where, struct error *err);
void store_close(struct store *s);

/* Whether other processes write this store too (PostgreSQL): then a
 * graph not held may be in it, and store_watch says what they change. */
int store_shared(const struct store *s);

/* Writes a graph durably: when it returns 0 it survives a crash, and no
 * reader ever sees half of it. Writing an id again replaces its
 * metadata in a folder; a shared store keeps the name it has and adds
 * m's names to its aliases (two replicas uploaded it at once). Each
 * string of m is cut to one line of at most 200 bytes; aliases past
 * STORE_MAX_ALIASES are dropped. -1 with err filled (ERROR_UNAVAILABLE:
 * the database is down or did not answer in time; try again). */
int store_put(struct store *s, const char *id, const char *bytes, size_t len,
    const struct store_meta *m, struct error *err);

/* Changes the names of a graph stored already, durably: alias NULL
 * renames it to m->name (an alias of that name goes); else alias is one
 * more alias, which m has among its own. The file store writes m and
 * bytes whole again; a shared store makes that one change to the graph
 * as the store has it, atomically, so that what other replicas wrote
 * meanwhile stays. 0; -1 with err filled, ERROR_NOT_FOUND when the store
 * has it no more (another replica deleted it): an update never brings a
 * deleted graph back. */
int store_update(struct store *s, const char *id, const char *bytes,
    size_t len, const struct store_meta *m, const char *alias,
    struct error *err);

/* Removes a graph durably. 0, or -1 with err filled (a missing graph is
 * not an error). */
int store_remove(struct store *s, const char *id, struct error *err);

/* Calls fn for every stored graph, in no particular order. The file
 * store gives a file's modification time as m->added for a file written
 * before the header had it, skips a file that cannot be read with a
 * message on stderr, and moves one that is no stored graph, or whose
 * bytes are not those its id names, to graphs/damaged/ (counted), so
 * that it never loads as another graph. Returns the number of graphs, or
 * -1 with err filled. */
int store_each(struct store *s, store_fn *fn, void *ctx, struct error *err);

/* Calls fn with the graph id if the store has it: 1, 0 when it has none,
 * or -1 with err filled. */
int store_get(struct store *s, const char *id, store_fn *fn, void *ctx,
    struct error *err);

/* Whether the store answered its last question in time: 0 while a
 * shared store is down or does not answer (then its calls fail with
 * ERROR_UNAVAILABLE), 1 once it answers again; a folder always does. */
int store_answering(struct store *s);

/* Files set aside as damaged by store_each so far. */
size_t store_damaged(const struct store *s);

/* Calls fn, from a thread of its own, for every change any process
 * makes to a shared store (this one's included), and with STORE_RESCAN
 * each time it (re)connects. Does nothing for the file store. Stopped by
 * store_close. 0, or -1 with err filled. */
int store_watch(struct store *s, store_watch_fn *fn, void *ctx,
    struct error *err);

/* The bytes of pictures the store keeps at most for other replicas
 * (FXVIZ_PG_PICTURES_MB, 512 MB by default), 0 when it keeps none: a
 * folder (its workers share a layout folder instead: draw/layout_dir.h),
 * or FXVIZ_PG_PICTURES_MB=0. */
size_t store_pictures_bound(const struct store *s);

/* Fills pic (malloc'd buffers, the caller's: store_picture_free) with
 * the picture whose strong ETag is etag (its digest, unquoted) if the
 * store keeps it, as the answer to key (its render_request string): 1.
 * 0 with pic empty when it keeps none, or none that is good: a row
 * whose bytes are not those its digest names is removed, as if it had
 * never been (store_pictures_stats counts it). -1 with err filled
 * (ERROR_UNAVAILABLE: the store did not answer within a second, or is
 * known not to answer; draw it instead). Never waits for graphs' calls,
 * nor they for it: pictures have connections of their own. */
int store_picture_get(struct store *s, const char *etag, const char *key,
    struct store_picture *pic, struct error *err);

/* Keeps pic (borrowed) for other replicas under etag, for key, and trims
 * the pictures kept to their bound (FXVIZ_PG_PICTURES_MB, the least
 * recently used first) when a sixteenth of it was written since the last
 * trim. Not durable, nor need it be: a picture lost is drawn again. 0 (the
 * file store: nothing kept), or -1 with err filled (ERROR_LIMIT: past
 * STORE_PICTURE_MAX or the bound). */
int store_picture_put(struct store *s, const char *etag, const char *key,
    const struct store_picture *pic, struct error *err);

/* (store_picture_free: stored.h) */

/* The pictures' stats (all 0 for a folder). */
void store_pictures_stats(struct store *s, struct store_pictures_stats *st);

#endif
