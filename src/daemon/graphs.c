/* graphs: adding and deleting graphs, shared by start-up and uploads. */
#include "config.h"

#include "daemon/graphs.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/buf.h"
#include "base/digest.h"
#include "base/id_set.h"
#include "base/error.h"
#include "base/fault.h"
#include "base/guard.h"
#include "base/io.h"
#include "base/utf8.h"
#include "daemon/events.h"
#include "daemon/pictures.h"
#include "daemon/registry.h"
#include "daemon/store.h"
#include "format/load.h"
#include "format/load_log.h"
#include "model/graph.h"
#include "model/modules.h"

#define NAME_MAX_LEN	200

/* A name fit for lists and headers: valid UTF-8 (a bad byte becomes
 * U+FFFD), one line (a control character becomes a space), at most
 * NAME_MAX_LEN bytes, cut between characters. malloc'd; NULL when out of
 * memory. */
static char *
clean_name(const char *name)
{
	size_t n = strlen(name), i = 0, k;
	struct buf b = BUF_INIT;

	while (i < n) {
		const char *put = name + i;
		size_t len;

		if ((k = utf8_char_len(name + i, n - i)) == 0) {
			put = "\xef\xbf\xbd";
			len = 3;
			k = 1;
		} else {
			len = k;
			if (k == 1 && ((unsigned char)name[i] < 0x20 ||
			    name[i] == 0x7f))
				put = " ";
		}
		if (b.len + len > NAME_MAX_LEN)
			break;
		buf_add(&b, put, len);
		i += k;
	}
	if (buf_cstr(&b) == NULL) {
		buf_free(&b);
		return NULL;
	}
	return b.data ? b.data : strdup("");
}

/* Writes e to the store with its header as it stands, named name (NULL:
 * its own name) and with alias more (NULL: none): the whole graph, or
 * (update) the change of its names alone, a rename to name or (alias)
 * one more alias, which fails with ERROR_NOT_FOUND if another replica
 * deleted it. The entry itself changes only once the write is done
 * (registry_rename, registry_add_alias, which cannot fail): a write
 * refused leaves it as it was, and its retry writes again. The names are
 * copied under e's names lock, so that the header is one state of them,
 * and written after it: a store that is slow to answer keeps no reader of
 * the names waiting. Callers hold gs->lock, which orders the writes. */
static int
put_entry(struct graphs *gs, struct graph_entry *e, const char *name,
    const char *alias, int update, struct error *err)
{
	char *names[2 + REGISTRY_MAX_ALIASES];
	struct store_meta m;
	size_t n = 0, i;
	int rc = -1, nomem = 0;

	registry_names_lock(e);
	names[n++] = strdup(name ? name : e->name);
	for (i = 0; i < e->n_aliases && i < REGISTRY_MAX_ALIASES; i++)
		if (names[0] == NULL || strcmp(e->aliases[i], names[0]) != 0)
			names[n++] = strdup(e->aliases[i]);
	registry_names_unlock(e);
	if (alias != NULL)
		names[n++] = strdup(alias);
	for (i = 0; i < n; i++)
		nomem |= names[i] == NULL;
	m.name = names[0];
	m.form = e->graph->form;
	m.added = e->added;
	m.aliases = (const char *const *)(names + 1);
	m.n_aliases = n - 1;
	if (nomem)
		error_nomem(err);
	else
		rc = update ? store_update(gs->store, e->id, e->source,
		    e->source_len, &m, alias, err) : store_put(gs->store, e->id,
		    e->source, e->source_len, &m, err);
	for (i = 0; i < n; i++)
		free(names[i]);
	return rc;
}

/* A graph already held: an upload of it must still be on disk when
 * answered, and an upload under another name adds that name as an alias
 * (kept in the store), in memory only once it is on disk. */
static int
add_again(struct graphs *gs, struct graph_entry *e, const char *name,
    int upload, struct error *err)
{
	char *alias = NULL;
	int rc = 0;

	if (!upload)
		return 0;
	if (name != NULL && *name != '\0') {
		if ((alias = clean_name(name)) == NULL) {
			error_nomem(err);
			return -1;
		}
		if (!registry_alias_is_new(e, alias)) {
			free(alias);
			alias = NULL;
		}
	}
	if (gs->store != NULL && (!registry_stored(e) || alias != NULL)) {
		rc = registry_stored(e) ? put_entry(gs, e, NULL, alias, 1, err) :
		    -1;
		/* Not stored yet (a start-up file's graph), or deleted through
		 * another replica meanwhile: this upload stores it whole. */
		if (rc == -1 && (!registry_stored(e) ||
		    err->kind == ERROR_NOT_FOUND))
			rc = put_entry(gs, e, NULL, alias, 0, err);
		if (rc == -1) {
			free(alias);
			return -1;
		}
		registry_set_stored(e, 1);
	}
	if (alias != NULL)
		registry_add_alias(e, alias);
	return 0;
}

/* How add_one adds: upload is 0 (a start-up file, the store) or
 * ADD_UPLOAD (held within max_held and stored); ADD_RUN is a run's stage
 * uploaded, held within max_held but not stored (its run's bundle is). */
#define ADD_UPLOAD	1
#define ADD_RUN		2

struct add_how {
	int upload;		/* 0, ADD_UPLOAD or ADD_RUN */
	const char *form;	/* one of LOAD_FORMS; NULL: found from it */
	int split;		/* a part load_split cut: not looked at for a
				 * log or trace again */
	int64_t added;		/* the upload time it gets; 0: now */
	const char *run;	/* the run it is a stage of; NULL: none */
};

/* Reads bytes into a new entry: parsed, its module tree built and checked
 * against max_nodes, all before anything is stored, so that no input that
 * fails here can be on disk to fail again at every restart. NULL with err
 * filled. */
static struct graph_entry *
read_entry(struct graphs *gs, const char *id, const char *bytes, size_t len,
    const char *name, const char *path, const struct add_how *how,
    const struct guard *guard, struct error *err)
{
	struct module_tree *mt = NULL;
	struct graph_entry *e;
	struct fx_graph *g;
	char *source, *clean;
	size_t held;

	if ((source = malloc(len + 1)) == NULL) {
		error_nomem(err);
		return NULL;
	}
	memcpy(source, bytes, len);
	source[len] = '\0';
	if ((g = (how->split ? load_graph_unsplit : load_graph_as)(source, len,
	    how->form, guard, err)) == NULL) {
		free(source);
		return NULL;
	}
	if (g->n_nodes > gs->max_nodes) {
		error_kind_set(err, ERROR_LIMIT, "the graph has %u nodes; this "
		    "server takes at most %u (--max-nodes)", g->n_nodes,
		    gs->max_nodes);
		goto fail;
	}
	if ((mt = modules_build(g, MODULES_PARTS_ABOVE)) == NULL) {
		error_nomem(err);
		goto fail;
	}
	/* Counted on what the graph holds once read, not on its text: a
	 * 4 MB text reads into some 67 MB. */
	held = len + fx_graph_bytes(g) + modules_bytes(mt, g->n_nodes);
	if (held > gs->max_graph) {
		error_kind_set(err, ERROR_LIMIT, "the graph takes %zu MB once "
		    "read; this server takes at most %zu MB a graph "
		    "(--max-graph-mb)", held >> 20, gs->max_graph >> 20);
		goto fail;
	}
	if (name == NULL || *name == '\0')
		name = g->name ? g->name : "graph";
	if ((clean = clean_name(name)) == NULL) {
		error_nomem(err);
		goto fail;
	}
	/* registry_entry_new owns g, mt and source from here, on every
	 * path. */
	e = registry_entry_new(id, clean, path, g, mt, source, len);
	free(clean);
	if (e == NULL)
		error_nomem(err);
	return e;
fail:
	modules_free(mt);
	fx_graph_free(g);
	free(source);
	return NULL;
}

/* The entry of id if the registry holds it, made sure to be on disk for
 * an upload; NULL when it holds none. Under gs->lock, so that a delete
 * is wholly before or wholly after. */
static struct graph_entry *
held(struct graphs *gs, const char *id, const char *name, int upload,
    struct error *err, int *failed)
{
	struct graph_entry *e = registry_get(gs->registry, id);

	*failed = e != NULL && add_again(gs, e, name, upload, err) == -1;
	if (*failed) {
		registry_release(e);
		e = NULL;
	}
	return e;
}

/* Sets n bytes more aside for an upload being read (*reserved counts
 * them all). 0, or -1 with err filled: the server is full. */
static int
reserve(struct graphs *gs, size_t n, size_t *reserved, struct error *err)
{
	if (registry_reserve(gs->registry, n, gs->max_held) == -1) {
		error_kind_set(err, ERROR_FULL, "this server holds %zu MB of "
		    "graphs, its limit (--max-held-mb): delete some first",
		    registry_bytes(gs->registry) >> 20);
		return -1;
	}
	*reserved += n;
	return 0;
}

static int fetch(struct graphs *gs, const char *id, struct error *err);

/* Tells the event streams of a change: of e as describe says it, or of
 * id alone (a graph removed). Not under gs->lock. */
static void
publish(struct graphs *gs, const char *kind, struct graph_entry *e,
    const char *id)
{
	char gone[DIGEST_ID_LEN + 16], *json;

	if (gs->events == NULL)
		return;
	if (e != NULL && gs->describe != NULL) {
		json = gs->describe(e);
		events_publish(gs->events, kind, NULL, json);
		free(json);
		return;
	}
	snprintf(gone, sizeof(gone), "{\"id\":\"%s\"}", id);
	events_publish(gs->events, kind, NULL, gone);
}

/* Time spent since t0 waiting on the store is not the reader's: the
 * store has deadlines of its own (a store that does not answer is 503,
 * never "reading took longer"). Moves g's deadline on by it, and counts
 * it in *waited. */
static void
waited_on_store(struct guard *g, int64_t t0, int64_t *waited)
{
	int64_t ms = io_now_ms() - t0;

	if (g->deadline != 0)
		g->deadline += ms;
	*waited += ms;
}

/* put_entry of a new graph, its time counted as waited_on_store. */
static int
put_new(struct graphs *gs, struct graph_entry *e, struct guard *g,
    int64_t *waited, struct error *err)
{
	int64_t t0 = io_now_ms();
	int rc = put_entry(gs, e, NULL, NULL, 0, err);

	waited_on_store(g, t0, waited);
	return rc;
}

/* Makes e one of run's stages (run NULL: none). Under gs->lock. */
static void
join_run(struct graph_entry *e, const char *run)
{
	if (run == NULL)
		return;
	if (e->runs++ == 0)
		snprintf(e->run, sizeof(e->run), "%s", run);
}

/* graphs_add, as how says, and the time it waited on the store (and on
 * the writes before its own) added to *waited. */
static int
add_one(struct graphs *gs, const char *bytes, size_t len, const char *name,
    const char *path, const struct add_how *how, const struct guard *guard,
    int64_t *waited, struct graph_entry **out, int *created,
    struct error *err)
{
	int upload = how->upload;
	char id[DIGEST_ID_LEN + 1];
	struct guard g = guard != NULL ? *guard : (struct guard){ 0 };
	struct graph_entry *e;
	size_t reserved = 0;
	int64_t t0 = io_now_ms();
	int failed, rc;

	*out = NULL;
	*created = 0;
	digest_id(bytes, len, id);
	/* Another replica may have stored it: then this upload adds a name
	 * to that graph, as one here would. */
	if (upload == ADD_UPLOAD && gs->store != NULL &&
	    store_shared(gs->store)) {
		rc = fetch(gs, id, err);
		waited_on_store(&g, t0, waited);
		if (rc == -1)
			return -1;
	}
	t0 = io_now_ms();
	pthread_mutex_lock(&gs->lock);
	if ((*out = held(gs, id, name, upload == ADD_UPLOAD, err, &failed)) !=
	    NULL)
		join_run(*out, how->run);
	pthread_mutex_unlock(&gs->lock);
	waited_on_store(&g, t0, waited);
	if (*out != NULL || failed)
		return failed ? -1 : 0;
	/* Set the bytes aside before the read, which may take long, and the
	 * rest of what the graph holds once read, after: uploads read at once
	 * never pass the limit together. */
	if (upload && reserve(gs, len, &reserved, err) == -1)
		return -1;
	e = read_entry(gs, id, bytes, len, name, path, how, &g, err);
	/* One more look before the store: a client that has left gets no
	 * graph kept in its name. */
	if (e != NULL && guard_check(&g, err) == -1) {
		registry_release(e);
		e = NULL;
	}
	if (e != NULL && upload && e->bytes > len &&
	    reserve(gs, e->bytes - len, &reserved, err) == -1) {
		registry_release(e);
		e = NULL;
	}
	/* Stored and added in one step, unless another upload of the same
	 * bytes came first. */
	if (e != NULL) {
		if (how->added > 0)
			e->added = how->added;
		pthread_mutex_lock(&gs->lock);
		if ((*out = held(gs, id, name, upload == ADD_UPLOAD, err,
		    &failed)) != NULL || failed) {
			registry_release(e);
		} else if (upload == ADD_UPLOAD && gs->store != NULL &&
		    put_new(gs, e, &g, waited, err) == -1) {
			registry_release(e);
		} else {
			e->stored = upload == ADD_UPLOAD && gs->store != NULL;
			if ((*out = registry_add(gs->registry, e)) == NULL) {
				error_nomem(err);
				/* refused: not kept for a restart either */
				if (e->stored)
					store_remove(gs->store, id,
					    &(struct error){ 0 });
			}
			*created = *out == e;
		}
		if (*out != NULL)
			join_run(*out, how->run);
		pthread_mutex_unlock(&gs->lock);
	}
	registry_unreserve(gs->registry, reserved);
	if (*out == NULL)
		return -1;
	/* Read from a store that shares pictures (no upload here, no file):
	 * the replica it was uploaded through draws its first view and
	 * keeps it there, where this one reads it when asked, rather than
	 * every replica drawing it at once. */
	if (*created && gs->pictures != NULL && (upload != 0 || path != NULL ||
	    gs->store == NULL || !store_shared(gs->store) ||
	    store_pictures_bound(gs->store) == 0))
		pictures_prerender(gs->pictures, id);
	if (*created)
		publish(gs, EVENT_GRAPH_ADDED, *out, id);
	return 0;
}

int
graphs_add(struct graphs *gs, const char *bytes, size_t len,
    const char *name, const char *path, int upload, const char *form,
    const struct guard *guard, struct graph_entry **out, int *created,
    struct error *err)
{
	int64_t waited = 0;

	return add_one(gs, bytes, len, name, path, &(struct add_how){
	    .upload = upload != 0, .form = form }, guard, &waited, out, created,
	    err);
}

/* Whether a failure to add one graph of a log would fail every later one
 * too: the server is full, out of memory or of time, or the client gone. */
static int
stops_the_rest(const struct error *err)
{
	return err->kind != ERROR_INPUT && err->kind != ERROR_LIMIT;
}

/* "NAME: PART", or PART alone when the upload has no name. malloc'd. */
static char *
part_name(const char *name, const char *part)
{
	char *s;

	if (name == NULL || *name == '\0')
		return strdup(part);
	return asprintf(&s, "%s: %s", name, part) == -1 ? NULL : s;
}

int
graphs_add_all(struct graphs *gs, const char *bytes, size_t len,
    const char *name, const char *path, int upload, const char *form,
    const struct guard *guard, struct graphs_added **added, size_t *n,
    struct error *err)
{
	struct load_part *parts;
	struct graphs_added *a;
	struct guard g = guard != NULL ? *guard : (struct guard){ 0 };
	size_t n_parts, i, ok = 0;
	int64_t waited = 0;
	int log, stop = 0;

	*added = NULL;
	*n = 0;
	if (load_split(bytes, len, form, guard, &parts, &n_parts, err) == -1)
		return -1;
	if ((a = calloc(n_parts, sizeof(*a))) == NULL) {
		load_parts_free(parts, n_parts);
		error_nomem(err);
		return -1;
	}
	/* A text of one graph is read as form; a log's graphs, each as the
	 * form found from it, neither looked at for a log again (a tenth of
	 * reading a big text). A trace's payload is: it may be a printout
	 * with its header, which the log's reader reads (exported_program). */
	log = n_parts > 1 || (parts[0].name != NULL && *parts[0].name != '\0');
	for (i = 0; i < n_parts; i++) {
		struct graphs_added *x = &a[i];
		char *full = NULL;

		/* The time the store took to answer is not reading time. */
		if (g.deadline != 0)
			g.deadline = guard->deadline + waited;
		x->line = parts[i].line;
		if (log && ((x->part = strdup(parts[i].name)) == NULL ||
		    (full = part_name(name, parts[i].name)) == NULL)) {
			error_nomem(&x->err);
		} else if (guard_check(&g, &x->err) == -1) {
			/* The time limit, the client and a shut-down hold for
			 * the whole log: a graph of a few lines never reaches
			 * its own reader's check. */
			stop = 1;
		} else if (load_part_fault(&parts[i], &x->err) == -1) {
			/* placed in the trace already */
		} else if (add_one(gs, parts[i].text, parts[i].len,
		    log ? full : name, path, &(struct add_how){
		    .upload = upload != 0, .form = log ? NULL : form,
		    .split = parts[i].stage == NULL }, &g, &waited,
		    &x->entry, &x->created, &x->err) == 0) {
			ok++;
		} else if (log && x->err.kind == ERROR_INPUT) {
			/* Placed in the log, not in the graph cut out of it. */
			load_part_place(bytes, len, &parts[i], &x->err);
		}
		free(full);
		if (stop || (x->entry == NULL && stops_the_rest(&x->err)))
			break;
	}
	*added = a;
	*n = i < n_parts ? i + 1 : n_parts;
	load_parts_free(parts, n_parts);
	if (ok == 0) {
		*err = a[*n - 1].err;
		if (log)
			snprintf(err->msg, sizeof(err->msg), "graph '%.64s' of "
			    "the log: %.400s", a[*n - 1].part ? a[*n - 1].part :
			    "?", a[*n - 1].err.msg);
		graphs_added_free(a, *n);
		*added = NULL;
		*n = 0;
		return -1;
	}
	return 0;
}

void
graphs_added_free(struct graphs_added *a, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		registry_release(a[i].entry);
		free(a[i].part);
	}
	free(a);
}

int
graphs_add_stage(struct graphs *gs, const char *bytes, size_t len,
    const char *name, const char *path, int upload, const char *run,
    const struct guard *guard, struct graph_entry **out, int *created,
    struct error *err)
{
	int64_t waited = 0;

	return add_one(gs, bytes, len, name, path, &(struct add_how){
	    .upload = upload ? ADD_RUN : 0, .run = run }, guard, &waited, out,
	    created, err);
}

void
graphs_leave_run(struct graphs *gs, const char *id)
{
	struct graph_entry *e;

	pthread_mutex_lock(&gs->lock);
	if ((e = registry_get(gs->registry, id)) != NULL && e->runs > 0 &&
	    --e->runs == 0 && e->path == NULL && !registry_stored(e)) {
		registry_remove(gs->registry, id);
		if (gs->pictures != NULL)
			pictures_forget(gs->pictures, id);
	}
	pthread_mutex_unlock(&gs->lock);
	registry_release(e);
}

struct fetched {
	struct graphs *gs;
	struct error *err;
	int rc;
};

static void
add_fetched(const char *id, const char *bytes, size_t len,
    const struct store_meta *m, void *ctx)
{
	struct fetched *f = ctx;
	char why[sizeof(f->err->msg)];

	f->rc = graphs_add_stored(f->gs, bytes, len, m, f->err);
	/* What the store holds was read and checked when it was stored:
	 * that it does not load here is this server's fault (another
	 * version, a lower --max-nodes, a row written by hand), never the
	 * asker's. */
	if (f->rc == -1 && (f->err->kind == ERROR_INPUT ||
	    f->err->kind == ERROR_LIMIT)) {
		error_format(f->err, why, sizeof(why));
		fprintf(stderr, "fxviz: stored graph %s does not load: %s\n",
		    id, why);
		error_kind_set(f->err, ERROR_INTERNAL, "the store holds graph "
		    "%.64s, but this server cannot read it: %s", id, why);
	}
}

/* Loads id from a shared store into the registry if the registry does
 * not hold it: the registry is a cache of the store. 0 (whether or not
 * the store has it), or -1 with err filled (ERROR_UNAVAILABLE: the store
 * is down). Not under gs->lock. */
static int
fetch(struct graphs *gs, const char *id, struct error *err)
{
	struct fetched f = { gs, err, 0 };
	struct graph_entry *e;

	if ((e = registry_get(gs->registry, id)) != NULL) {
		registry_release(e);
		return 0;
	}
	if (store_get(gs->store, id, add_fetched, &f, err) == -1)
		return -1;
	return f.rc;
}

struct graph_entry *
graphs_get(struct graphs *gs, const char *id, struct error *err)
{
	struct graph_entry *e;

	if (!digest_id_valid(id)) {
		error_kind_set(err, ERROR_NOT_FOUND, "no graph %.64s", id);
		return NULL;
	}
	if ((e = registry_get(gs->registry, id)) != NULL)
		return e;
	if (gs->store != NULL && store_shared(gs->store) &&
	    fetch(gs, id, err) == -1)
		return NULL;
	if ((e = registry_get(gs->registry, id)) == NULL)
		error_kind_set(err, ERROR_NOT_FOUND, "no graph %.64s", id);
	return e;
}

int
graphs_add_stored(struct graphs *gs, const char *bytes, size_t len,
    const struct store_meta *m, struct error *err)
{
	struct graph_entry *e;
	char *clean;
	size_t i;
	int64_t waited = 0;
	int created, rc = 0;

	if (m->form != NULL && strcmp(m->form, GRAPHS_FORM_RUN) == 0)
		return 0;	/* a run's bundle: daemon/runs.h reads it */
	if (add_one(gs, bytes, len, m->name, NULL, &(struct add_how){
	    .form = m->form, .added = m->added }, NULL, &waited, &e, &created,
	    err) == -1)
		return -1;
	registry_set_stored(e, 1);
	for (i = 0; i < m->n_aliases && rc == 0; i++) {
		if ((clean = clean_name(m->aliases[i])) == NULL) {
			error_nomem(err);
			rc = -1;
		} else {
			registry_add_alias(e, clean);
		}
	}
	registry_release(e);
	return rc;
}

/* Whether e is a stage of a run, which holds it as the run's bundle has
 * it: then err says so (ERROR_CONFLICT). Under gs->lock. */
static int
in_run(const struct graph_entry *e, struct error *err)
{
	if (e->runs == 0)
		return 0;
	error_kind_set(err, ERROR_CONFLICT, "graph %s is a stage of run %s%s, "
	    "kept as the run's files have it: delete the run instead "
	    "(/api/runs/%s)", e->id, e->run, e->runs > 1 ? " and others" : "",
	    e->run);
	return 1;
}

int
graphs_rename(struct graphs *gs, const char *id, const char *name,
    struct graph_entry **out, struct error *err)
{
	struct graph_entry *e = NULL;
	char *clean = NULL;
	int rc = -1;

	*out = NULL;
	if ((clean = clean_name(name)) == NULL) {
		error_nomem(err);
		return -1;
	}
	/* Looked up before the lock: a graph another replica stored is
	 * loaded on the way, which takes the lock. */
	if (*clean != '\0' && strspn(clean, " ") != strlen(clean))
		e = graphs_get(gs, id, err);
	pthread_mutex_lock(&gs->lock);
	if (*clean == '\0' || strspn(clean, " ") == strlen(clean)) {
		error_kind_set(err, ERROR_INPUT, "the name is empty");
	} else if (e == NULL) {
		/* err says so */
	} else if (registry_removed(e)) {
		error_kind_set(err, ERROR_NOT_FOUND, "no graph %.64s", id);
	} else if (e->path != NULL) {
		error_kind_set(err, ERROR_CONFLICT, "graph %s comes from %s, "
		    "loaded at start: its name is the file's; rename the file "
		    "instead", e->id, e->path);
	} else if (in_run(e, err)) {
		/* err says which */
	} else if (registry_stored(e) && gs->store != NULL &&
	    put_entry(gs, e, clean, NULL, 1, err) == -1) {
		/* err says why; the name stays. Deleted through another
		 * replica meanwhile: gone here too, not written back. */
		if (err->kind == ERROR_NOT_FOUND) {
			registry_remove(gs->registry, e->id);
			if (gs->pictures != NULL)
				pictures_forget(gs->pictures, e->id);
		}
	} else {
		registry_rename(e, clean);
		clean = NULL;
		if (gs->pictures != NULL)
			pictures_forget_json(gs->pictures, e->id);
		rc = 0;
	}
	pthread_mutex_unlock(&gs->lock);
	free(clean);
	if (rc == 0) {
		*out = e;
		publish(gs, EVENT_GRAPH_RENAMED, e, id);
	} else {
		registry_release(e);
	}
	return rc;
}

int
graphs_delete(struct graphs *gs, const char *id, struct error *err)
{
	struct graph_entry *e;
	int rc = -1;

	/* One step with every add: an upload answered 200 is never one that
	 * this delete had half done (file gone, entry still there). */
	e = graphs_get(gs, id, err);
	pthread_mutex_lock(&gs->lock);
	if (e == NULL) {
		/* err says so */
	} else if (registry_removed(e)) {
		error_kind_set(err, ERROR_NOT_FOUND, "no graph %.64s", id);
	} else if (e->path != NULL) {
		/* Refused before anything is removed: an upload of the same
		 * bytes stays stored, for a restart without the file. */
		error_kind_set(err, ERROR_CONFLICT, "graph %s comes from %s, "
		    "loaded at start: fxviz does not delete your files; remove "
		    "the file instead", e->id, e->path);
	} else if (in_run(e, err)) {
		/* err says which */
	} else if (registry_stored(e) && gs->store != NULL &&
	    store_remove(gs->store, e->id, err) == -1) {
		/* err says why; the graph stays */
	} else {
		if (fault_inject("delete_pause"))
			usleep(300000);
		/* Removed first, so a render that starts from now on sees it
		 * gone; then its pictures, and those being drawn. */
		registry_remove(gs->registry, e->id);
		if (gs->pictures != NULL)
			pictures_forget(gs->pictures, e->id);
		rc = 0;
	}
	pthread_mutex_unlock(&gs->lock);
	registry_release(e);
	if (rc == 0)
		publish(gs, EVENT_GRAPH_REMOVED, NULL, id);
	return rc;
}

void
graphs_init(struct graphs *gs, struct registry *registry,
    struct store *store, struct pictures *pictures, uint32_t max_nodes,
    size_t max_graph, size_t max_held)
{
	memset(gs, 0, sizeof(*gs));
	gs->registry = registry;
	gs->store = store;
	gs->pictures = pictures;
	gs->max_nodes = max_nodes;
	gs->max_graph = max_graph;
	gs->max_held = max_held;
	pthread_mutex_init(&gs->lock, NULL);
}

void
graphs_destroy(struct graphs *gs)
{
	if (gs->registry != NULL)
		pthread_mutex_destroy(&gs->lock);
	memset(gs, 0, sizeof(*gs));
}

/* ---- changes other replicas make to a shared store ------------------ */

/* A graph another replica stored or renamed: loaded if not held, else
 * given the store's name and aliases. A run's bundle is not a graph:
 * daemon/runs.h reads it. */
void
graphs_sync_stored(const char *id, const char *bytes, size_t len,
    const struct store_meta *m, void *ctx)
{
	struct graphs *gs = ctx;
	struct error err = { 0 };
	struct graph_entry *e;
	char *clean = NULL;
	size_t i;
	int renamed;

	if (m->form != NULL && strcmp(m->form, GRAPHS_FORM_RUN) == 0)
		return;
	if ((e = registry_get(gs->registry, id)) == NULL) {
		if (graphs_add_stored(gs, bytes, len, m, &err) == -1)
			fprintf(stderr, "fxviz: stored graph %s does not load: "
			    "%s\n", id, err.msg);
		return;
	}
	pthread_mutex_lock(&gs->lock);
	if (e->path == NULL && !registry_removed(e) && m->name != NULL &&
	    (clean = clean_name(m->name)) != NULL && *clean != '\0') {
		registry_names_lock(e);
		renamed = strcmp(e->name, clean) != 0;
		registry_names_unlock(e);
		if (renamed) {
			registry_rename(e, clean);
			clean = NULL;
			if (gs->pictures != NULL)
				pictures_forget_json(gs->pictures, e->id);
		}
	}
	free(clean);
	for (i = 0; i < m->n_aliases; i++)
		if ((clean = clean_name(m->aliases[i])) != NULL)
			registry_add_alias(e, clean);
	pthread_mutex_unlock(&gs->lock);
	registry_release(e);
}

/* Takes a graph another replica deleted out of memory here. */
static void
forget(struct graphs *gs, const char *id)
{
	struct graph_entry *e;
	int gone = 0;

	pthread_mutex_lock(&gs->lock);
	if ((e = registry_get(gs->registry, id)) != NULL && e->path == NULL &&
	    registry_stored(e)) {
		/* a run's stage stays, for its run: no longer stored alone */
		if (e->runs > 0) {
			registry_set_stored(e, 0);
		} else {
			registry_remove(gs->registry, id);
			if (gs->pictures != NULL)
				pictures_forget(gs->pictures, id);
			gone = 1;
		}
	}
	pthread_mutex_unlock(&gs->lock);
	registry_release(e);
	if (gone)
		publish(gs, EVENT_GRAPH_REMOVED, NULL, id);
}

struct rescan {
	struct graphs *gs;
	struct id_set seen;
};

static void
rescan_one(const char *id, const char *bytes, size_t len,
    const struct store_meta *m, void *ctx)
{
	struct rescan *rs = ctx;

	graphs_sync_stored(id, bytes, len, m, rs->gs);
	id_set_add(&rs->seen, id);
}

/* Changes were missed (the listener was cut off): every stored graph is
 * synced, and a graph held from the store that it no longer has is
 * forgotten. Only graphs held before the scan began are: one uploaded
 * meanwhile may be newer than the scan. */
static void
rescan(struct graphs *gs)
{
	struct rescan rs = { gs, ID_SET_INIT };
	struct error err = { 0 };
	struct graph_entry **before;
	size_t n, i;

	before = registry_list(gs->registry, &n);
	if (store_each(gs->store, rescan_one, &rs, &err) == -1) {
		fprintf(stderr, "fxviz: cannot rescan the store: %s\n",
		    err.msg);
	} else if (!rs.seen.short_of_memory) {
		id_set_seal(&rs.seen);
		for (i = 0; i < n; i++)
			if (registry_stored(before[i]) && before[i]->path ==
			    NULL && !id_set_has(&rs.seen, before[i]->id))
				forget(gs, before[i]->id);
	}
	registry_release_list(before, n);
	id_set_free(&rs.seen);
}

void
graphs_changed(enum store_event ev, const char *id, void *ctx)
{
	struct graphs *gs = ctx;
	struct error err = { 0 };

	switch (ev) {
	case STORE_PUT:
		if (store_get(gs->store, id, graphs_sync_stored, gs, &err) ==
		    -1)
			fprintf(stderr, "fxviz: cannot read stored graph %s: "
			    "%s\n", id, err.msg);
		break;
	case STORE_REMOVE:
		forget(gs, id);
		break;
	case STORE_RESCAN:
		rescan(gs);
		break;
	}
}
