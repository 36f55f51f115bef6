/* graphs: the one way a graph gets into a server, and out of it: read,
 * checked against the limits, stored, held, and its first view queued. */
#ifndef FXVIZ_GRAPHS_H
#define FXVIZ_GRAPHS_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "daemon/store.h"

struct error;
struct graph_entry;
struct guard;
struct pictures;
struct registry;

/* The form a run's bundle is stored as (store_meta.form): a tar of its
 * files, which daemon/runs.h reads; graphs_add_stored and
 * graphs_sync_stored pass it by. */
#define GRAPHS_FORM_RUN	"run"

struct graphs {
	struct registry *registry;	/* borrowed, like the rest */
	struct store *store;		/* NULL: nothing persists (tests) */
	struct pictures *pictures;	/* NULL: no first views drawn ahead */
	uint32_t max_nodes;
	size_t max_graph;		/* bytes one graph may hold once read */
	size_t max_held;		/* bytes all graphs may hold, uploads
					 * refused past it */
	pthread_mutex_t lock;		/* a delete, and an add's last step
					 * (look up, store, register) */
};

/* Sets gs up over its parts (borrowed). */
void graphs_init(struct graphs *gs, struct registry *registry,
    struct store *store, struct pictures *pictures, uint32_t max_nodes,
    size_t max_graph, size_t max_held);

/* NULL-safe on a zeroed gs. */
void graphs_destroy(struct graphs *gs);

/* Reads a graph from bytes (copied) and adds it: from a start-up file
 * (path set) or an upload (upload: written to the store first, and held
 * within max_held), read as form (format/load.h; NULL: found from the
 * text). guard (or NULL) cuts the read short, and is asked again before
 * anything is stored. The entry, with a reference, in *out; *created says
 * whether it is new. 0, or -1 with err filled: ERROR_INPUT (err has the
 * place), ERROR_LIMIT (past max_nodes or max_graph), ERROR_FULL (past
 * max_held, counted on what graphs hold once read),
 * ERROR_NOMEM or ERROR_IO. */
int graphs_add(struct graphs *gs, const char *bytes, size_t len,
    const char *name, const char *path, int upload, const char *form,
    const struct guard *guard, struct graph_entry **out, int *created,
    struct error *err);

/* One graph of graphs_add_all. */
struct graphs_added {
	struct graph_entry *entry;	/* with a reference; NULL: it failed */
	int created;
	char *part;		/* its name in the log ("forward 0"), or NULL
				 * for a text that is one graph */
	uint32_t line;		/* where it starts in the text */
	struct error err;	/* entry NULL: why, placed in the whole text */
};

/* Adds every graph of a text as graphs_add does: a log (format/load_log.h)
 * holds several, each named "NAME: PART" (PART alone without a name) and
 * read as the form found from it; any other text is one graph, read as
 * form. A graph that fails does not stop the rest, unless the failure
 * would fail them too (full, out of memory, timed out). *added (free
 * with graphs_added_free) has one item per graph tried, in order. 0 when
 * at least one was added; -1 with err filled when none was (for a log,
 * the last failure, naming its graph). */
int graphs_add_all(struct graphs *gs, const char *bytes, size_t len,
    const char *name, const char *path, int upload, const char *form,
    const struct guard *guard, struct graphs_added **added, size_t *n,
    struct error *err);

void graphs_added_free(struct graphs_added *a, size_t n);

/* Adds a stage of run (its id) as graphs_add does, read with the form
 * found from it, and makes the entry one of the run's stages: deleted
 * and renamed only with the run, and kept while any run holds it
 * (graphs_leave_run). upload: held within max_held, but not stored (the
 * run's bundle is). An entry held already (a graph uploaded alone, or a
 * stage of another run) is the stage. */
int graphs_add_stage(struct graphs *gs, const char *bytes, size_t len,
    const char *name, const char *path, int upload, const char *run,
    const struct guard *guard, struct graph_entry **out, int *created,
    struct error *err);

/* The graph id is a stage of one run less (one graphs_add_stage): when
 * no run holds it any more and it is neither stored alone nor a start-up
 * file's, it goes (registry and pictures). */
void graphs_leave_run(struct graphs *gs, const char *id);

/* The graph with this id and a reference, or NULL with err filled
 * (ERROR_NOT_FOUND). */
struct graph_entry *graphs_get(struct graphs *gs, const char *id,
    struct error *err);

/* Adds a graph read back from the store at start (store_each): as
 * graphs_add does, then with the header's upload time and aliases (a
 * run's bundle, GRAPHS_FORM_RUN, is passed by: 0). A
 * graph held already (a start-up file of the same bytes) keeps its name
 * and time, and gains the aliases. 0, or -1 with err filled. Only before
 * the server answers requests: the time is set after the entry is
 * listed. */
int graphs_add_stored(struct graphs *gs, const char *bytes, size_t len,
    const struct store_meta *m, struct error *err);

/* Renames an uploaded graph; it keeps its id. The name is cleaned as an
 * upload's is. In the store first (its header rewritten atomically), then
 * in memory, and its JSON's cached pictures are dropped (they carry the
 * name). The entry, with a reference, in *out. 0, or -1 with err filled:
 * ERROR_INPUT (an empty name), ERROR_NOT_FOUND, ERROR_CONFLICT (a start-up
 * file's graph: its name comes from the file, and a rename would not
 * outlive a restart), ERROR_NOMEM or ERROR_IO. */
int graphs_rename(struct graphs *gs, const char *id, const char *name,
    struct graph_entry **out, struct error *err);

/* Deletes an uploaded graph: from the store, the registry and the
 * pictures. 0, or -1 with err filled: ERROR_NOT_FOUND, ERROR_CONFLICT (a
 * start-up file, which fxviz does not delete) or ERROR_IO. */
int graphs_delete(struct graphs *gs, const char *id, struct error *err);

/* What another replica changed in a shared store (a store_watch_fn; ctx
 * is gs): a graph stored or renamed is loaded or renamed here, one
 * removed is forgotten here, and on STORE_RESCAN all are brought up to
 * date. From the store's listener thread. */
void graphs_changed(enum store_event ev, const char *id, void *ctx);

/* What graphs_changed does with a graph read from the store (a store_fn;
 * ctx is gs): loaded if not held, else renamed to the store's name and
 * given its aliases. A run's bundle (GRAPHS_FORM_RUN) is passed by. */
void graphs_sync_stored(const char *id, const char *bytes, size_t len,
    const struct store_meta *m, void *ctx);

#endif
