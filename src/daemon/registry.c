/* registry: an array of refcounted entries behind one mutex, and an index
 * from id to place: one log upload adds thousands of graphs, and a look-up
 * on every request scanned them all (40,000 took half a minute to start). */
#include "config.h"

#include "daemon/registry.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/name_index.h"
#include "model/graph.h"
#include "model/modules.h"

struct registry {
	pthread_mutex_t lock;
	struct graph_entry **entries;
	size_t n, cap;
	struct name_index ids;	/* id -> its place in entries */
	size_t bytes;		/* sum of the entries' bytes */
	uint64_t seq;		/* entries added so far */
	size_t reserved;	/* bytes of graphs being read, not yet added */
};

static const char *
id_of(const void *owner, uint32_t i)
{
	return ((const struct registry *)owner)->entries[i]->id;
}

struct registry *
registry_new(void)
{
	struct registry *r = calloc(1, sizeof(*r));

	if (r != NULL) {
		pthread_mutex_init(&r->lock, NULL);
		name_index_init(&r->ids, id_of, r);
	}
	return r;
}

void
registry_free(struct registry *r)
{
	size_t i;

	if (r == NULL)
		return;
	for (i = 0; i < r->n; i++)
		registry_release(r->entries[i]);
	free(r->entries);
	name_index_free(&r->ids);
	pthread_mutex_destroy(&r->lock);
	free(r);
}

struct graph_entry *
registry_entry_new(const char *id, const char *name, const char *path,
    struct fx_graph *graph, struct module_tree *modules, char *source,
    size_t source_len)
{
	struct graph_entry *e = calloc(1, sizeof(*e));

	if (e == NULL)
		goto fail;
	memcpy(e->id, id, DIGEST_ID_LEN);
	e->graph = graph;
	e->modules = modules;
	e->source = source;
	e->source_len = source_len;
	e->bytes = source_len + fx_graph_bytes(graph) +
	    modules_bytes(modules, graph->n_nodes);
	e->refs = 1;
	e->added = (int64_t)time(NULL);
	pthread_mutex_init(&e->names_lock, NULL);
	e->name = strdup(name ? name : "graph");
	e->path = path ? strdup(path) : NULL;
	if (e->name == NULL || (path != NULL && e->path == NULL)) {
		registry_release(e);
		return NULL;
	}
	return e;
fail:
	modules_free(modules);
	fx_graph_free(graph);
	free(source);
	return NULL;
}

void
registry_release(struct graph_entry *e)
{
	size_t i;

	if (e == NULL || __atomic_sub_fetch(&e->refs, 1, __ATOMIC_ACQ_REL) > 0)
		return;
	modules_free(e->modules);
	fx_graph_free(e->graph);
	free(e->source);
	free(e->name);
	for (i = 0; i < e->n_aliases; i++)
		free(e->aliases[i]);
	free(e->path);
	pthread_mutex_destroy(&e->names_lock);
	free(e);
}

void
registry_names_lock(struct graph_entry *e)
{
	pthread_mutex_lock(&e->names_lock);
}

void
registry_names_unlock(struct graph_entry *e)
{
	pthread_mutex_unlock(&e->names_lock);
}

char *
registry_name_copy(struct graph_entry *e)
{
	char *name;

	pthread_mutex_lock(&e->names_lock);
	name = strdup(e->name);
	pthread_mutex_unlock(&e->names_lock);
	return name;
}

void
registry_rename(struct graph_entry *e, char *name)
{
	size_t i;

	pthread_mutex_lock(&e->names_lock);
	free(e->name);
	e->name = name;
	for (i = 0; i < e->n_aliases; i++) {
		if (strcmp(e->aliases[i], name) != 0)
			continue;
		free(e->aliases[i]);
		memmove(&e->aliases[i], &e->aliases[i + 1],
		    (e->n_aliases - i - 1) * sizeof(*e->aliases));
		e->n_aliases--;
		break;
	}
	pthread_mutex_unlock(&e->names_lock);
}

/* registry_alias_is_new, under e's names lock. */
static int
is_new(const struct graph_entry *e, const char *alias)
{
	size_t i;

	if (*alias == '\0' || strcmp(e->name, alias) == 0 ||
	    e->n_aliases >= REGISTRY_MAX_ALIASES)
		return 0;
	for (i = 0; i < e->n_aliases; i++)
		if (strcmp(e->aliases[i], alias) == 0)
			return 0;
	return 1;
}

int
registry_alias_is_new(struct graph_entry *e, const char *alias)
{
	int rc;

	pthread_mutex_lock(&e->names_lock);
	rc = is_new(e, alias);
	pthread_mutex_unlock(&e->names_lock);
	return rc;
}

int
registry_add_alias(struct graph_entry *e, char *alias)
{
	int rc;

	pthread_mutex_lock(&e->names_lock);
	if ((rc = is_new(e, alias)))
		e->aliases[e->n_aliases++] = alias;
	pthread_mutex_unlock(&e->names_lock);
	if (!rc)
		free(alias);
	return rc;
}

static void
hold(struct graph_entry *e)
{
	__atomic_add_fetch(&e->refs, 1, __ATOMIC_ACQ_REL);
}

/* The place of id in r->entries, or r->n. */
static size_t
find(const struct registry *r, const char *id)
{
	uint32_t i = name_index_find(&r->ids, id, strlen(id));

	return i == NAME_NONE ? r->n : i;
}

struct graph_entry *
registry_add(struct registry *r, struct graph_entry *e)
{
	struct graph_entry *there = NULL;
	size_t i;

	pthread_mutex_lock(&r->lock);
	if ((i = find(r, e->id)) < r->n) {
		there = r->entries[i];
	} else if (r->n == r->cap) {
		size_t cap = r->cap ? r->cap * 2 : 64;
		struct graph_entry **p = realloc(r->entries, cap * sizeof(*p));

		if (p == NULL) {
			pthread_mutex_unlock(&r->lock);
			registry_release(e);
			return NULL;
		}
		r->entries = p;
		r->cap = cap;
	}
	if (there == NULL) {
		r->entries[r->n] = e;
		if (name_index_add(&r->ids, (uint32_t)r->n) == -1) {
			pthread_mutex_unlock(&r->lock);
			registry_release(e);
			return NULL;
		}
		r->n++;
		r->bytes += e->bytes;
		e->seq = ++r->seq;
		there = e;
	} else {
		registry_release(e);
	}
	hold(there);
	pthread_mutex_unlock(&r->lock);
	return there;
}

struct graph_entry *
registry_get(struct registry *r, const char *id)
{
	struct graph_entry *e = NULL;
	size_t i;

	pthread_mutex_lock(&r->lock);
	if ((i = find(r, id)) < r->n) {
		e = r->entries[i];
		hold(e);
	}
	pthread_mutex_unlock(&r->lock);
	return e;
}

int
registry_remove(struct registry *r, const char *id)
{
	struct graph_entry *e = NULL;
	size_t i;

	pthread_mutex_lock(&r->lock);
	if ((i = find(r, id)) < r->n) {
		e = r->entries[i];
		name_index_remove(&r->ids, (uint32_t)i, (uint32_t)(r->n - 1));
		r->entries[i] = r->entries[--r->n];
		r->bytes -= e->bytes;
		__atomic_store_n(&e->removed, 1, __ATOMIC_RELEASE);
	}
	pthread_mutex_unlock(&r->lock);
	registry_release(e);
	return e ? 0 : -1;
}

void
registry_set_stored(struct graph_entry *e, int stored)
{
	__atomic_store_n(&e->stored, stored, __ATOMIC_RELEASE);
}

int
registry_stored(const struct graph_entry *e)
{
	return __atomic_load_n(&e->stored, __ATOMIC_ACQUIRE);
}

/* Newest first; of the same second, the one added last first. */
static int
newest_first(const void *a, const void *b)
{
	const struct graph_entry *x = *(struct graph_entry *const *)a;
	const struct graph_entry *y = *(struct graph_entry *const *)b;

	if (x->added != y->added)
		return x->added < y->added ? 1 : -1;
	return x->seq < y->seq ? 1 : x->seq > y->seq ? -1 : 0;
}

struct graph_entry **
registry_list(struct registry *r, size_t *n)
{
	struct graph_entry **list;
	size_t i;

	pthread_mutex_lock(&r->lock);
	*n = r->n;
	if ((list = malloc((r->n + 1) * sizeof(*list))) == NULL)
		*n = 0;
	for (i = 0; i < *n; i++) {
		list[i] = r->entries[i];
		hold(list[i]);
	}
	pthread_mutex_unlock(&r->lock);
	if (list != NULL)
		qsort(list, *n, sizeof(*list), newest_first);
	return list;
}

void
registry_release_list(struct graph_entry **list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		registry_release(list[i]);
	free(list);
}

size_t
registry_count(struct registry *r)
{
	size_t n;

	pthread_mutex_lock(&r->lock);
	n = r->n;
	pthread_mutex_unlock(&r->lock);
	return n;
}

int
registry_removed(const struct graph_entry *e)
{
	return __atomic_load_n(&e->removed, __ATOMIC_ACQUIRE);
}

int
registry_reserve(struct registry *r, size_t len, size_t max)
{
	int ok;

	pthread_mutex_lock(&r->lock);
	ok = r->bytes + r->reserved <= max && len <= max - r->bytes -
	    r->reserved;
	if (ok)
		r->reserved += len;
	pthread_mutex_unlock(&r->lock);
	return ok ? 0 : -1;
}

void
registry_unreserve(struct registry *r, size_t len)
{
	pthread_mutex_lock(&r->lock);
	r->reserved -= len;
	pthread_mutex_unlock(&r->lock);
}

size_t
registry_bytes(struct registry *r)
{
	size_t n;

	pthread_mutex_lock(&r->lock);
	n = r->bytes;
	pthread_mutex_unlock(&r->lock);
	return n;
}
