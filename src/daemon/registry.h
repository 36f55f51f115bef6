/* registry: the graphs a server holds in memory, shared between threads. */
#ifndef FXVIZ_REGISTRY_H
#define FXVIZ_REGISTRY_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "base/digest.h"

struct fx_graph;
struct module_tree;

#define REGISTRY_MAX_ALIASES	16

struct graph_entry {
	char id[DIGEST_ID_LEN + 1];
	/* name and aliases change (a rename, an upload under another name):
	 * read them only between registry_names_lock and _unlock. name is
	 * the first name it had, or the one it was renamed to; aliases the
	 * other names it was uploaded under since, oldest first. */
	pthread_mutex_t names_lock;
	char *name;
	char *aliases[REGISTRY_MAX_ALIASES];
	size_t n_aliases;
	int64_t added;		/* uploaded or loaded, Unix seconds */
	uint64_t seq;		/* order of registry_add, for ties of added */
	char *path;		/* the file it was loaded from at start, or NULL */
	int stored;		/* uploaded: it is in the store (atomic) */
	int removed;		/* taken out of the registry (atomic) */
	struct fx_graph *graph;
	struct module_tree *modules;	/* of graph, for its JSON */
	char *source;		/* the bytes it was read from, for workers */
	size_t source_len;
	size_t bytes;		/* memory it holds: source, graph, modules */
	int refs;		/* atomic; the registry holds one */
	/* The runs (daemon/runs.h) whose stages it is, changed under the
	 * graphs' lock: while any is, it is deleted only with them. */
	int runs;
	char run[DIGEST_ID_LEN + 1];	/* one of them, for messages */
};

struct registry;

struct registry *registry_new(void);

/* Frees the registry and drops its references. */
void registry_free(struct registry *r);

/* A new entry owning graph, its module tree and source (and copies of
 * name and path), or NULL when out of memory, in which case graph,
 * modules and source are freed. */
struct graph_entry *registry_entry_new(const char *id, const char *name,
    const char *path, struct fx_graph *graph, struct module_tree *modules,
    char *source, size_t source_len);

/* Guards e's name and aliases, for reading them. */
void registry_names_lock(struct graph_entry *e);
void registry_names_unlock(struct graph_entry *e);

/* A copy of e's name as it stands (a rename frees the one it replaces),
 * malloc'd; NULL when out of memory. */
char *registry_name_copy(struct graph_entry *e);

/* Renames e to name (malloc'd; e owns it from now on); an alias equal to
 * it is dropped. Never fails: a caller writes the new name to the store
 * first, and nothing may refuse it once written. */
void registry_rename(struct graph_entry *e, char *name);

/* Whether registry_add_alias would add alias: it is not empty, not e's
 * name nor one of its aliases, and e has fewer than
 * REGISTRY_MAX_ALIASES. */
int registry_alias_is_new(struct graph_entry *e, const char *alias);

/* Adds alias (malloc'd, owned from now on: freed when not added) to e's
 * aliases if registry_alias_is_new. 1 when added, 0 when not. Never
 * fails, as registry_rename. */
int registry_add_alias(struct graph_entry *e, char *alias);

/* Adds e unless its id is there already. Returns e (now also held by the
 * registry), or the entry already there; either way one reference more,
 * for the caller. If another entry was there, e is released. */
struct graph_entry *registry_add(struct registry *r, struct graph_entry *e);

/* The entry with this id and a reference to it, or NULL. */
struct graph_entry *registry_get(struct registry *r, const char *id);

/* Takes the entry out and marks it removed; readers holding references
 * keep it until they release. 0, or -1 if there was none. */
int registry_remove(struct registry *r, const char *id);

/* Whether an entry is in the store: set and read from any thread. */
void registry_set_stored(struct graph_entry *e, int stored);
int registry_stored(const struct graph_entry *e);

/* Drops one reference; the last one frees the entry. NULL-safe. */
void registry_release(struct graph_entry *e);

/* All entries, newest first (added, then the order they were added in), each with a reference. Free with
 * registry_release_list. NULL with *n == 0 when empty or out of memory. */
struct graph_entry **registry_list(struct registry *r, size_t *n);
void registry_release_list(struct graph_entry **list, size_t n);

size_t registry_count(struct registry *r);

/* Whether e was taken out of its registry (deleted): from any thread. */
int registry_removed(const struct graph_entry *e);

/* Sets len bytes aside for a graph being read, if the bytes held and set
 * aside stay within max: 0, or -1 (nothing set aside). Every reservation
 * is given back with registry_unreserve once the graph is added or
 * refused, so graphs read at once never pass max together. */
int registry_reserve(struct registry *r, size_t len, size_t max);
void registry_unreserve(struct registry *r, size_t len);

/* Bytes the registry's graphs hold in memory (graph_entry.bytes). */
size_t registry_bytes(struct registry *r);

#endif
