/* runs: the compile runs a server holds (a TORCH_TRACE folder, one file a
 * rank): each one entry of the store (its files as one tar, the bundle,
 * whose digest is its id), its stages graphs of the registry, and the run
 * itself (model/run.h) with their ids. */
#ifndef FXVIZ_RUNS_H
#define FXVIZ_RUNS_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "base/digest.h"
#include "daemon/store.h"

struct error;
struct fx_run;
struct graphs;
struct guard;
struct run_input;

struct run_entry {
	char id[DIGEST_ID_LEN + 1];	/* digest_id of bundle */
	char *name;
	int64_t added;		/* uploaded or loaded, Unix seconds */
	uint64_t seq;		/* order of adding, for ties of added */
	char *path;		/* the folder it was loaded from at start, or
				 * NULL */
	int stored;		/* in the store */
	int removed;		/* taken out (atomic) */
	struct fx_run *run;	/* each stage's id filled ("" when the
				 * stage did not load; a warning says why) */
	char *bundle;		/* its files as one tar (tar_write) */
	size_t bundle_len;
	char (*graphs)[DIGEST_ID_LEN + 1];	/* the graphs of its stages,
						 * each once, that it holds
						 * in the registry (one
						 * graphs_leave_run each) */
	size_t n_graphs;
	size_t held;		/* bytes set aside in the registry for it
				 * (its bundle and run) */
	int refs;		/* atomic; the table holds one */
};

struct runs {
	struct graphs *graphs;	/* borrowed: the registry and the store */
	size_t max_run;		/* bytes a run's files may hold, unpacked */
	pthread_mutex_t lock;	/* the table */
	pthread_mutex_t steps;	/* an add's last step (look up, store,
				 * list), and a delete */
	struct run_entry **entries;
	size_t n, cap;
	uint64_t seq;
	size_t loaded;		/* by runs_load_stored */
};

/* Sets rs up over gs (borrowed). */
void runs_init(struct runs *rs, struct graphs *gs, size_t max_run);

/* Drops every run (not their graphs: the registry goes with the server).
 * NULL-safe on a zeroed rs. */
void runs_destroy(struct runs *rs);

/* Adds the run made of files (borrowed, in any order): the files that
 * are traces (load_run_is_part), sorted by name, less the folder they
 * all share, which is its name when name is NULL or "". Its bundle is
 * the tar of them (tar_write), so the same files make the same run. Its
 * stages are added through graphs_add_stage, named "NAME: STAGE"; a
 * stage that does not load is a warning of the run. upload: held within
 * max_held and written to the store (one entry, form GRAPHS_FORM_RUN)
 * before it is listed; else from a start-up folder, path. The entry
 * with a reference in *out, *created whether it is new. 0, or -1 with
 * err filled: ERROR_INPUT when no file is a trace (placed at the first
 * file's line 1, naming it) or the run holds no graph (load_run's),
 * ERROR_TOO_LARGE past max_run, ERROR_FULL, ERROR_NOMEM, ERROR_IO,
 * ERROR_UNAVAILABLE, or what guard says. */
int runs_add(struct runs *rs, const struct run_input *files, size_t n,
    const char *name, const char *path, int upload,
    const struct guard *guard, struct run_entry **out, int *created,
    struct error *err);

/* runs_add of an upload's body: a tar, a zip, or one file (named file,
 * or "trace.log" when file is NULL or ""), read within max_run. */
int runs_add_body(struct runs *rs, const char *body, size_t len,
    const char *name, const char *file, const struct guard *guard,
    struct run_entry **out, int *created, struct error *err);

/* The run with this id and a reference (read from a shared store when
 * another replica stored it), or NULL with err filled
 * (ERROR_NOT_FOUND, ERROR_UNAVAILABLE). */
struct run_entry *runs_get(struct runs *rs, const char *id,
    struct error *err);

/* Deletes an uploaded run: from the store, the table, and its stages
 * that no other run holds and that were not uploaded alone. 0, or -1
 * with err filled: ERROR_NOT_FOUND, ERROR_CONFLICT (a start-up folder's
 * run), ERROR_IO, ERROR_UNAVAILABLE. */
int runs_delete(struct runs *rs, const char *id, struct error *err);

/* All runs, newest first, each with a reference; free with
 * runs_release_list. NULL with *n == 0 when none or out of memory. */
struct run_entry **runs_list(struct runs *rs, size_t *n);
void runs_release_list(struct run_entry **list, size_t n);

/* Drops one reference; the last frees the entry. NULL-safe. */
void runs_release(struct run_entry *e);

size_t runs_count(struct runs *rs);

/* The distinct ranks of e's compiles, ascending, in ranks[0..max): their
 * number (a run of no rank has none). */
size_t runs_ranks(const struct run_entry *e, int *ranks, size_t max);

/* Adds a run read back from the store (a store_fn; ctx is rs) when m's
 * form is GRAPHS_FORM_RUN, else the graph (graphs_add_stored); a failure
 * is said on stderr. For start-up's store_each. */
void runs_load_stored(const char *id, const char *bytes, size_t len,
    const struct store_meta *m, void *ctx);

/* How many runs_load_stored added since runs_init (runs and graphs). */
size_t runs_loaded(const struct runs *rs);

/* What another replica changed in a shared store (a store_watch_fn; ctx
 * is rs): a run stored is read back from its bundle and added, one
 * removed is forgotten, STORE_RESCAN brings them all up to date; graphs
 * go to graphs_changed. */
void runs_changed(enum store_event ev, const char *id, void *ctx);

#endif
