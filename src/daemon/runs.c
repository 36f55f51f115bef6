/* runs: compile runs in, out and across replicas: files -> bundle ->
 * run and its stages, one store entry each. */
#include "config.h"

#include "daemon/runs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/archive.h"
#include "base/error.h"
#include "base/guard.h"
#include "base/id_set.h"
#include "base/tar.h"
#include "base/zip.h"
#include "daemon/events.h"
#include "daemon/graphs.h"
#include "daemon/registry.h"
#include "daemon/store.h"
#include "format/load.h"
#include "format/load_log.h"
#include "format/load_run.h"
#include "model/run.h"

/* ---- the table ------------------------------------------------------ */

static void
hold(struct run_entry *e)
{
	__atomic_add_fetch(&e->refs, 1, __ATOMIC_RELAXED);
}

void
runs_release(struct run_entry *e)
{
	if (e == NULL || __atomic_sub_fetch(&e->refs, 1, __ATOMIC_ACQ_REL) > 0)
		return;
	free(e->name);
	free(e->path);
	run_free(e->run);
	free(e->bundle);
	free(e->graphs);
	free(e);
}

/* The entry of id in the table, or NULL. Under rs->lock. */
static struct run_entry *
find(struct runs *rs, const char *id)
{
	size_t i;

	for (i = 0; i < rs->n; i++)
		if (strcmp(rs->entries[i]->id, id) == 0)
			return rs->entries[i];
	return NULL;
}

/* The entry of id with a reference, or NULL. */
static struct run_entry *
lookup(struct runs *rs, const char *id)
{
	struct run_entry *e;

	pthread_mutex_lock(&rs->lock);
	if ((e = find(rs, id)) != NULL)
		hold(e);
	pthread_mutex_unlock(&rs->lock);
	return e;
}

/* Tells the event streams that run id came (kind EVENT_RUN_ADDED) or went
 * (EVENT_RUN_REMOVED), on its own stream and the stream of everything:
 * an upload, a folder, a watched run that grew, another replica's. */
static void
tell(struct runs *rs, const char *kind, const char *id)
{
	char json[96];

	snprintf(json, sizeof(json), "{\"id\":\"%s\"}", id);
	events_publish(rs->graphs->events, kind, id, json);
}

/* Lists e (the table takes the caller's reference). 0, or -1 when out
 * of memory. Under rs->steps, after a lookup found none. */
static int
list_add(struct runs *rs, struct run_entry *e)
{
	struct run_entry **more;
	int rc = 0;

	pthread_mutex_lock(&rs->lock);
	if (rs->n == rs->cap) {
		size_t cap = rs->cap ? rs->cap * 2 : 16;

		if ((more = realloc(rs->entries, cap * sizeof(*more))) == NULL)
			rc = -1;
		else {
			rs->entries = more;
			rs->cap = cap;
		}
	}
	if (rc == 0) {
		e->seq = rs->seq++;
		rs->entries[rs->n++] = e;
	}
	pthread_mutex_unlock(&rs->lock);
	if (rc == 0)
		tell(rs, EVENT_RUN_ADDED, e->id);
	return rc;
}

/* Takes id out of the table: its reference, or NULL. */
static struct run_entry *
list_remove(struct runs *rs, const char *id)
{
	struct run_entry *e = NULL;
	size_t i;

	pthread_mutex_lock(&rs->lock);
	for (i = 0; i < rs->n && e == NULL; i++)
		if (strcmp(rs->entries[i]->id, id) == 0) {
			e = rs->entries[i];
			rs->entries[i] = rs->entries[--rs->n];
			__atomic_store_n(&e->removed, 1, __ATOMIC_RELEASE);
		}
	pthread_mutex_unlock(&rs->lock);
	if (e != NULL)
		tell(rs, EVENT_RUN_REMOVED, e->id);
	return e;
}

static int
newest_first(const void *x, const void *y)
{
	const struct run_entry *a = *(struct run_entry *const *)x;
	const struct run_entry *b = *(struct run_entry *const *)y;

	if (a->added != b->added)
		return a->added < b->added ? 1 : -1;
	return a->seq < b->seq ? 1 : a->seq > b->seq ? -1 : 0;
}

struct run_entry **
runs_list(struct runs *rs, size_t *n)
{
	struct run_entry **list;
	size_t i;

	pthread_mutex_lock(&rs->lock);
	*n = rs->n;
	if ((list = malloc((rs->n + 1) * sizeof(*list))) == NULL)
		*n = 0;
	for (i = 0; i < *n; i++) {
		list[i] = rs->entries[i];
		hold(list[i]);
	}
	pthread_mutex_unlock(&rs->lock);
	if (list != NULL && *n > 1)
		qsort(list, *n, sizeof(*list), newest_first);
	if (*n == 0) {
		free(list);
		list = NULL;
	}
	return list;
}

void
runs_release_list(struct run_entry **list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		runs_release(list[i]);
	free(list);
}

size_t
runs_count(struct runs *rs)
{
	size_t n;

	pthread_mutex_lock(&rs->lock);
	n = rs->n;
	pthread_mutex_unlock(&rs->lock);
	return n;
}

static int
by_int(const void *x, const void *y)
{
	int a = *(const int *)x, b = *(const int *)y;

	return a < b ? -1 : a > b;
}

size_t
runs_ranks(const struct run_entry *e, int *ranks, size_t max)
{
	size_t i, j, n = 0;

	for (i = 0; i < e->run->n_compiles; i++) {
		int r = e->run->compiles[i].rank;

		for (j = 0; j < n && ranks[j] != r; j++)
			;
		if (r >= 0 && j == n && n < max)
			ranks[n++] = r;
	}
	qsort(ranks, n, sizeof(*ranks), by_int);
	return n;
}

void
runs_init(struct runs *rs, struct graphs *gs, size_t max_run)
{
	memset(rs, 0, sizeof(*rs));
	rs->graphs = gs;
	rs->max_run = max_run;
	pthread_mutex_init(&rs->lock, NULL);
	pthread_mutex_init(&rs->steps, NULL);
}

void
runs_destroy(struct runs *rs)
{
	size_t i;

	if (rs->graphs == NULL)
		return;
	for (i = 0; i < rs->n; i++)
		runs_release(rs->entries[i]);
	free(rs->entries);
	pthread_mutex_destroy(&rs->lock);
	pthread_mutex_destroy(&rs->steps);
	memset(rs, 0, sizeof(*rs));
}

/* ---- a run's files -------------------------------------------------- */

/* The files of a run as its bundle has them: by name, less the folders
 * all share. */
struct files {
	struct run_input *in;
	size_t n;
	char *folder;		/* the outermost folder taken off, or NULL */
	size_t bytes;
};

static void
files_free(struct files *f)
{
	free(f->in);
	free(f->folder);
	memset(f, 0, sizeof(*f));
}

static int
by_name(const void *x, const void *y)
{
	const struct run_input *a = x, *b = y;

	return strcmp(a->name, b->name);
}

/* The length of the folder ("DIR/") all of f's names start with, or 0. */
static size_t
shared_folder(const struct files *f)
{
	const char *slash = strchr(f->in[0].name, '/');
	size_t cut = slash ? (size_t)(slash - f->in[0].name) + 1 : 0, i;

	for (i = 0; i < f->n && cut > 0; i++)
		if (strncmp(f->in[i].name, f->in[0].name, cut) != 0 ||
		    f->in[i].name[cut] == '\0')
			cut = 0;
	return cut;
}

/* The files (or, files NULL, those of the archive a) sorted, with strip
 * the folder they all share taken off (a bundle read back has none).
 * -1 with err filled: none, or out of memory. */
static int
pick_files(const struct run_input *files, const struct archive *a,
    size_t n, int strip, struct files *f, struct error *err)
{
	size_t i, cut;

	memset(f, 0, sizeof(*f));
	if (n == 0) {
		error_set(err, "the upload holds no file");
		return -1;
	}
	if ((f->in = calloc(n + 1, sizeof(*f->in))) == NULL) {
		error_nomem(err);
		return -1;
	}
	for (f->n = 0; f->n < n; f->n++) {
		f->in[f->n] = files != NULL ? files[f->n] : (struct run_input){
		    a->files[f->n].name, a->files[f->n].bytes,
		    a->files[f->n].len };
		f->bytes += f->in[f->n].len;
	}
	/* by name, as a folder's files are read: a tar of DIR and DIR
	 * itself make one run */
	qsort(f->in, f->n, sizeof(*f->in), by_name);
	if (strip && (cut = shared_folder(f)) > 0) {
		if ((f->folder = strndup(f->in[0].name, cut - 1)) == NULL) {
			error_nomem(err);
			files_free(f);
			return -1;
		}
		for (i = 0; i < f->n; i++)
			f->in[i].name += cut;
	}
	return 0;
}

/* f's files as one tar (tar_write), or NULL when out of memory. */
static char *
bundle_of(const struct files *f, size_t *len)
{
	struct tar_input *t = calloc(f->n + 1, sizeof(*t));
	size_t i;
	char *bundle;

	if (t == NULL)
		return NULL;
	for (i = 0; i < f->n; i++)
		t[i] = (struct tar_input){ f->in[i].name, f->in[i].bytes,
		    f->in[i].len };
	bundle = tar_write(t, f->n, len);
	free(t);
	return bundle;
}

/* Keeps of f the files load_run reads (load_run_takes); all of them
 * when it reads none, for load_run to say so. */
static void
keep_files(struct files *f)
{
	size_t i, n = 0, taken = 0;
	int *takes = calloc(f->n ? f->n : 1, sizeof(*takes));

	for (i = 0; takes != NULL && i < f->n; i++)
		taken += (takes[i] = load_run_takes(f->in, f->n, i));
	if (taken == 0) {
		free(takes);
		return;
	}
	f->bytes = 0;
	for (i = 0; i < f->n; i++)
		if (takes == NULL || takes[i]) {
			f->in[n++] = f->in[i];
			f->bytes += f->in[i].len;
		}
	f->n = n;
	free(takes);
}

/* A run read (load_run) and its parts, before it is an entry's. */
struct loaded {
	struct fx_run *run;
	struct load_part *parts;
	size_t n_parts;
};

static void
loaded_free(struct loaded *l)
{
	run_free(l->run);
	load_parts_free(l->parts, l->n_parts);
	memset(l, 0, sizeof(*l));
}

/* load_run of f into *l. When it fails for want of any file of a run,
 * err is placed at the first file's start, naming it. */
static int
read_run(const struct files *f, const struct guard *guard,
    struct loaded *l, struct error *err)
{
	char msg[sizeof(err->msg)];
	int rc;

	memset(l, 0, sizeof(*l));
	rc = load_run(f->in, f->n, guard, &l->run, &l->parts, &l->n_parts,
	    err);
	if (rc == -1 && err->kind == ERROR_INPUT && err->line == 0) {
		snprintf(msg, sizeof(msg), "%s", err->msg);
		error_set(err, "%s: %s", f->in[0].name, msg);
		err->line = err->column = 1;
	}
	return rc;
}

/* ---- a run read and its stages added --------------------------------- */

/* Whether a stage's failure would fail every later one too (full, out of
 * memory or time, the client gone): then the run fails. */
static int
stops_the_rest(const struct error *err)
{
	return err->kind != ERROR_INPUT && err->kind != ERROR_LIMIT;
}

/* Gives back what e holds of the registry: its stages, its bytes. */
static void
let_go(struct runs *rs, struct run_entry *e)
{
	size_t i;

	for (i = 0; i < e->n_graphs; i++)
		graphs_leave_run(rs->graphs, e->graphs[i]);
	e->n_graphs = 0;
	registry_unreserve(rs->graphs->registry, e->held);
	e->held = 0;
}

/* The file of f each part is in, from the stages that name it (by
 * name: the run's files are those load_run kept); f->n when none does. */
static size_t *
part_files(const struct fx_run *run, size_t n_parts, const struct files *f)
{
	size_t *file = malloc((n_parts + 1) * sizeof(*file)), i, j, k;

	if (file == NULL)
		return NULL;
	for (i = 0; i < n_parts; i++)
		file[i] = f->n;
	for (i = 0; i < run->n_compiles; i++)
		for (j = 0; j < run->compiles[i].n_stages; j++) {
			const struct run_stage *st = &run->compiles[i].stages[j];

			if (st->part >= n_parts || st->file >= run->n_files)
				continue;
			for (k = 0; k < f->n && strcmp(f->in[k].name,
			    run->files[st->file].name) != 0; k++)
				;
			file[st->part] = k;
		}
	return file;
}

/* Whether e holds the graph id already. */
static int
holds(const struct run_entry *e, const char *id)
{
	size_t i;

	for (i = 0; i < e->n_graphs; i++)
		if (strcmp(e->graphs[i], id) == 0)
			return 1;
	return 0;
}

/* Adds part i of the run e (its stage graph), or says in a warning why
 * it does not load; *id its graph's id, or "". -1 with err filled only
 * when the failure stops the rest. */
static int
add_stage(struct runs *rs, struct run_entry *e, const struct load_part *part,
    const struct run_input *file, int upload, const struct guard *guard,
    char id[DIGEST_ID_LEN + 1], struct error *err)
{
	struct graph_entry *ge = NULL;
	struct error perr = { 0 };
	char *full = NULL, where[sizeof(perr.msg) + 64];
	int created;

	id[0] = '\0';
	if (asprintf(&full, "%s: %s", e->name, part->name) == -1) {
		error_nomem(err);
		return -1;
	}
	if (load_part_fault(part, &perr) == 0 && graphs_add_stage(rs->graphs,
	    part->text, part->len, full, e->path, upload, e->id, guard, &ge,
	    &created, &perr) == 0) {
		memcpy(id, ge->id, DIGEST_ID_LEN + 1);
		registry_release(ge);
		/* a graph two ranks share is one stage of the run twice: the
		 * run holds it once */
		if (holds(e, id))
			graphs_leave_run(rs->graphs, id);
		else
			memcpy(e->graphs[e->n_graphs++], id, DIGEST_ID_LEN + 1);
	} else if (stops_the_rest(&perr)) {
		*err = perr;
		free(full);
		return -1;
	} else {
		if (file != NULL && perr.kind == ERROR_INPUT && perr.line > 0 &&
		    part->fault == NULL)
			load_part_place(file->bytes, file->len, part, &perr);
		error_format(&perr, where, sizeof(where));
		if (run_warn(e->run, "%s: graph '%s' does not load: %s",
		    file ? file->name : "?", part->name, where) == -1) {
			error_nomem(err);
			free(full);
			return -1;
		}
	}
	free(full);
	return 0;
}

/* Reads the run of f into e (whose name, path and id are set) and adds
 * its stages, filling their ids. 0, or -1 with err filled (the stages
 * added so far are e's: let_go). */
static int
build(struct runs *rs, struct run_entry *e, const struct files *f,
    struct loaded *pre, int upload, const struct guard *guard,
    struct error *err)
{
	const struct run_input *in = f->in;
	struct load_part *parts = NULL;
	char (*ids)[DIGEST_ID_LEN + 1] = NULL;
	size_t n_parts = 0, *file = NULL, i, j;
	int rc = -1;

	/* read already (an upload), or now (the store's) */
	if (pre->run == NULL && read_run(f, guard, pre, err) == -1)
		goto done;
	e->run = pre->run;
	parts = pre->parts;
	n_parts = pre->n_parts;
	memset(pre, 0, sizeof(*pre));
	if ((e->graphs = calloc(n_parts + 1, sizeof(*e->graphs))) == NULL ||
	    (ids = calloc(n_parts + 1, sizeof(*ids))) == NULL ||
	    (file = part_files(e->run, n_parts, f)) == NULL) {
		error_nomem(err);
		goto done;
	}
	for (i = 0; i < n_parts; i++)
		if (add_stage(rs, e, &parts[i], file[i] < f->n ? &in[file[i]] :
		    NULL, upload, guard, ids[i], err) == -1)
			goto done;
	for (i = 0; i < e->run->n_compiles; i++)
		for (j = 0; j < e->run->compiles[i].n_stages; j++) {
			struct run_stage *st = &e->run->compiles[i].stages[j];

			if (st->part < n_parts)
				snprintf(st->id, sizeof(st->id), "%s",
				    ids[st->part]);
		}
	rc = 0;
done:
	load_parts_free(parts, n_parts);
	free(ids);
	free(file);
	return rc;
}

/* ---- adding --------------------------------------------------------- */

/* How add_bundle adds a run. */
enum how {
	FROM_FOLDER,		/* a start-up folder's (path set) */
	FROM_STORE,		/* read back from the store */
	FROM_UPLOAD		/* held within max_held, then stored */
};

static int fetch(struct runs *rs, const char *id, struct error *err);

/* Writes e to the store: one entry, its bundle, form GRAPHS_FORM_RUN. */
static int
put_run(struct runs *rs, struct run_entry *e, struct error *err)
{
	struct store_meta m = { 0 };

	m.name = e->name;
	m.form = GRAPHS_FORM_RUN;
	m.added = e->added;
	return store_put(rs->graphs->store, e->id, e->bundle, e->bundle_len,
	    &m, err);
}

/* Adds the run of f, whose tar is bundle (taken, on every path) and
 * digest id. */
static int
add_bundle(struct runs *rs, const char *id, char *bundle, size_t len,
    const struct files *f, struct loaded *pre, const char *name,
    const char *path, enum how how, int64_t added,
    const struct guard *guard, struct run_entry **out, int *created,
    struct error *err)
{
	struct store *store = rs->graphs->store;
	struct run_entry *e;
	int upload = how == FROM_UPLOAD;

	*out = NULL;
	*created = 0;
	/* another replica may have stored it: then this is that run */
	if (upload && store != NULL && store_shared(store) &&
	    fetch(rs, id, err) == -1) {
		loaded_free(pre);
		free(bundle);
		return -1;
	}
	if ((*out = lookup(rs, id)) != NULL) {
		loaded_free(pre);
		free(bundle);
		return 0;
	}
	if ((e = calloc(1, sizeof(*e))) == NULL ||
	    (e->name = strdup(name)) == NULL ||
	    (path != NULL && (e->path = strdup(path)) == NULL)) {
		if (e != NULL)
			free(e->name);
		free(e);
		loaded_free(pre);
		free(bundle);
		error_nomem(err);
		return -1;
	}
	memcpy(e->id, id, DIGEST_ID_LEN + 1);
	e->refs = 1;
	e->bundle = bundle;
	e->bundle_len = len;
	e->added = added > 0 ? added : (int64_t)time(NULL);
	/* the bundle stays in memory, for GET .tar: held as graphs are */
	if (registry_reserve(rs->graphs->registry, len, upload ?
	    rs->graphs->max_held : (size_t)-1) == -1) {
		error_kind_set(err, ERROR_FULL, "this server holds %zu MB of "
		    "graphs and runs, its limit (--max-held-mb): delete some "
		    "first", registry_bytes(rs->graphs->registry) >> 20);
		loaded_free(pre);
		goto fail;
	}
	e->held = len;
	if (build(rs, e, f, pre, upload, guard, err) == -1 ||
	    (upload && guard_check(guard, err) == -1))
		goto fail;
	pthread_mutex_lock(&rs->steps);
	if ((*out = lookup(rs, id)) != NULL) {
		/* another upload of it came first */
		pthread_mutex_unlock(&rs->steps);
		let_go(rs, e);
		runs_release(e);
		return 0;
	}
	if (upload && store != NULL && put_run(rs, e, err) == -1) {
		pthread_mutex_unlock(&rs->steps);
		goto fail;
	}
	e->stored = how == FROM_STORE || (upload && store != NULL);
	if (list_add(rs, e) == -1) {
		if (upload && store != NULL)
			store_remove(store, id, &(struct error){ 0 });
		pthread_mutex_unlock(&rs->steps);
		error_nomem(err);
		goto fail;
	}
	hold(e);
	pthread_mutex_unlock(&rs->steps);
	*out = e;
	*created = 1;
	return 0;
fail:
	let_go(rs, e);
	runs_release(e);
	return -1;
}

/* runs_add of files, or (files NULL) of the archive a's. */
static int
add_files(struct runs *rs, const struct run_input *files,
    const struct archive *a, size_t n, const char *name, const char *path,
    int upload, const struct guard *guard, struct run_entry **out,
    int *created, struct error *err)
{
	char id[DIGEST_ID_LEN + 1];
	struct loaded pre;
	struct files f;
	char *bundle;
	size_t len;
	int rc;

	*out = NULL;
	*created = 0;
	if (pick_files(files, a, n, 1, &f, err) == -1)
		return -1;
	if (upload && f.bytes > rs->max_run) {
		error_kind_set(err, ERROR_TOO_LARGE, "the run's files hold %zu "
		    "MB; this server takes at most %zu MB a run "
		    "(--max-run-mb)", f.bytes >> 20, rs->max_run >> 20);
		files_free(&f);
		return -1;
	}
	/* The bundle holds only the files the run is made of (load_run
	 * leaves the others out), so that the same run with other files
	 * beside it is the same run; they are read as a restart reads
	 * them. */
	if (f.n > 0)
		keep_files(&f);
	if (read_run(&f, guard, &pre, err) == -1) {
		files_free(&f);
		return -1;
	}
	if ((bundle = bundle_of(&f, &len)) == NULL) {
		loaded_free(&pre);
		files_free(&f);
		error_nomem(err);
		return -1;
	}
	digest_id(bundle, len, id);
	if (name == NULL || *name == '\0')
		name = f.folder ? f.folder : f.n == 1 ? f.in[0].name : "run";
	rc = add_bundle(rs, id, bundle, len, &f, &pre, name, path, upload ?
	    FROM_UPLOAD : FROM_FOLDER, 0, guard, out, created, err);
	files_free(&f);
	return rc;
}

int
runs_add(struct runs *rs, const struct run_input *files, size_t n,
    const char *name, const char *path, int upload,
    const struct guard *guard, struct run_entry **out, int *created,
    struct error *err)
{
	return add_files(rs, files, NULL, n, name, path, upload, guard, out,
	    created, err);
}

/* Adds the flag's name to an archive's ERROR_TOO_LARGE. */
static void
name_the_limit(const struct runs *rs, struct error *err)
{
	size_t n = strlen(err->msg);

	if (err->kind == ERROR_TOO_LARGE)
		snprintf(err->msg + n, sizeof(err->msg) - n, " (--max-run-mb: "
		    "%zu)", rs->max_run >> 20);
}

int
runs_add_body(struct runs *rs, const char *body, size_t len,
    const char *name, const char *file, const struct guard *guard,
    struct run_entry **out, int *created, struct error *err)
{
	struct archive_limits l;
	struct archive a = { 0 };
	struct run_input one;
	int rc;

	*out = NULL;
	*created = 0;
	archive_limits_init(&l, rs->max_run);
	/* a .tar.gz, or one gzip'd trace */
	if (archive_is_gzip(body, len)) {
		char *plain;
		size_t plain_len;

		if ((plain = archive_gunzip(body, len, rs->max_run, &plain_len,
		    err)) == NULL) {
			name_the_limit(rs, err);
			return -1;
		}
		rc = archive_is_gzip(plain, plain_len) ? (error_set(err,
		    "a gzip inside a gzip"), -1) : runs_add_body(rs, plain,
		    plain_len, name, file, guard, out, created, err);
		free(plain);
		return rc;
	}
	if (!zip_is(body, len) && !tar_is(body, len)) {
		one = (struct run_input){ file && *file ? file : "trace.log",
		    body, len };
		return runs_add(rs, &one, 1, name, NULL, 1, guard, out,
		    created, err);
	}
	if ((zip_is(body, len) ? zip_read(body, len, &l, &a, err) :
	    tar_read(body, len, &l, &a, err)) == -1) {
		name_the_limit(rs, err);
		return -1;
	}
	if (a.n == 0) {
		error_set(err, "the %s holds no regular file (only folders, "
		    "links or the like)", zip_is(body, len) ? "zip" : "tar");
		return -1;
	}
	rc = add_files(rs, NULL, &a, a.n, name, NULL, 1, guard, out, created,
	    err);
	archive_clear(&a);
	return rc;
}

/* ---- the store ------------------------------------------------------ */

/* Adds a run read back from the store (its bundle, bytes). */
static int
add_stored(struct runs *rs, const char *id, const char *bytes, size_t len,
    const struct store_meta *m, struct error *err)
{
	struct archive_limits l;
	struct archive a = { 0 };
	struct run_entry *e;
	struct files f = { 0 };
	char *bundle = NULL;
	int created, rc = -1;

	/* read as it was written: no limit but memory's */
	archive_limits_init(&l, (size_t)-1);
	l.max_files = (size_t)-1;
	if (tar_read(bytes, len, &l, &a, err) == -1)
		return -1;
	if ((bundle = malloc(len + 1)) == NULL) {
		error_nomem(err);
		goto done;
	}
	memcpy(bundle, bytes, len);
	if (pick_files(NULL, &a, a.n, 0, &f, err) == 0) {
		struct loaded none = { 0 };

		rc = add_bundle(rs, id, bundle, len, &f, &none, m->name ?
		    m->name : "run", NULL, FROM_STORE, m->added, NULL, &e,
		    &created, err);
		bundle = NULL;
		if (rc == 0)
			runs_release(e);
	}
done:
	free(bundle);
	files_free(&f);
	archive_clear(&a);
	return rc;
}

void
runs_load_stored(const char *id, const char *bytes, size_t len,
    const struct store_meta *m, void *ctx)
{
	struct runs *rs = ctx;
	struct error err = { 0 };
	int run = m->form != NULL && strcmp(m->form, GRAPHS_FORM_RUN) == 0;

	if ((run ? add_stored(rs, id, bytes, len, m, &err) :
	    graphs_add_stored(rs->graphs, bytes, len, m, &err)) == -1) {
		fprintf(stderr, "fxviz: stored %s %s does not load: %s\n",
		    run ? "run" : "graph", id, err.msg);
		return;
	}
	rs->loaded++;
}

size_t
runs_loaded(const struct runs *rs)
{
	return rs->loaded;
}

struct fetched {
	struct runs *rs;
	struct error *err;
	int rc;
};

static void
add_fetched(const char *id, const char *bytes, size_t len,
    const struct store_meta *m, void *ctx)
{
	struct fetched *f = ctx;
	struct run_entry *e;

	if (m->form == NULL || strcmp(m->form, GRAPHS_FORM_RUN) != 0)
		return;	/* a graph of that id: no run */
	if ((e = lookup(f->rs, id)) != NULL) {
		runs_release(e);
		return;
	}
	/* what the store holds loaded when it was stored: a failure now is
	 * this server's, never the asker's */
	if ((f->rc = add_stored(f->rs, id, bytes, len, m, f->err)) == -1 &&
	    (f->err->kind == ERROR_INPUT || f->err->kind == ERROR_LIMIT)) {
		fprintf(stderr, "fxviz: stored run %s does not load: %s\n", id,
		    f->err->msg);
		f->err->kind = ERROR_INTERNAL;
	}
}

/* Loads run id from a shared store if it is not held: 0 (whether or not
 * the store has it), or -1 with err filled. */
static int
fetch(struct runs *rs, const char *id, struct error *err)
{
	struct fetched f = { rs, err, 0 };
	struct run_entry *e;

	if ((e = lookup(rs, id)) != NULL) {
		runs_release(e);
		return 0;
	}
	if (store_get(rs->graphs->store, id, add_fetched, &f, err) == -1)
		return -1;
	return f.rc;
}

struct run_entry *
runs_get(struct runs *rs, const char *id, struct error *err)
{
	struct store *store = rs->graphs->store;
	struct run_entry *e;

	if (!digest_id_valid(id)) {
		error_kind_set(err, ERROR_NOT_FOUND, "no run %.64s", id);
		return NULL;
	}
	if ((e = lookup(rs, id)) != NULL)
		return e;
	if (store != NULL && store_shared(store) && fetch(rs, id, err) == -1)
		return NULL;
	if ((e = lookup(rs, id)) == NULL)
		error_kind_set(err, ERROR_NOT_FOUND, "no run %.64s", id);
	return e;
}

/* Takes e (held by the table) out: its stages let go. Under rs->steps. */
static void
take_out(struct runs *rs, struct run_entry *e)
{
	struct run_entry *table = list_remove(rs, e->id);

	if (table != NULL) {
		let_go(rs, table);
		runs_release(table);
	}
}

int
runs_delete(struct runs *rs, const char *id, struct error *err)
{
	struct store *store = rs->graphs->store;
	struct run_entry *e;
	int rc = -1;

	if ((e = runs_get(rs, id, err)) == NULL)
		return -1;
	pthread_mutex_lock(&rs->steps);
	if (__atomic_load_n(&e->removed, __ATOMIC_ACQUIRE)) {
		error_kind_set(err, ERROR_NOT_FOUND, "no run %.64s", id);
	} else if (e->path != NULL) {
		error_kind_set(err, ERROR_CONFLICT, "run %s comes from %s, "
		    "loaded at start: fxviz does not delete your files; remove "
		    "the folder instead", e->id, e->path);
	} else if (e->stored && store != NULL &&
	    store_remove(store, e->id, err) == -1) {
		/* err says why; the run stays */
	} else {
		take_out(rs, e);
		rc = 0;
	}
	pthread_mutex_unlock(&rs->steps);
	runs_release(e);
	return rc;
}

int
runs_drop_grown(struct runs *rs, const char *id)
{
	struct error err = { 0 };
	struct run_entry *e = runs_get(rs, id, &err);

	if (e == NULL)
		return -1;
	pthread_mutex_lock(&rs->steps);
	if (!__atomic_load_n(&e->removed, __ATOMIC_ACQUIRE) && !e->stored)
		take_out(rs, e);
	pthread_mutex_unlock(&rs->steps);
	runs_release(e);
	return 0;
}

/* ---- changes other replicas make ------------------------------------ */

/* A run another replica deleted: taken out here. */
static void
forget(struct runs *rs, struct run_entry *e)
{
	pthread_mutex_lock(&rs->steps);
	if (e->stored && e->path == NULL)
		take_out(rs, e);
	pthread_mutex_unlock(&rs->steps);
}

/* A run or a graph another replica stored. */
static void
sync_stored(const char *id, const char *bytes, size_t len,
    const struct store_meta *m, void *ctx)
{
	struct runs *rs = ctx;
	struct error err = { 0 };
	struct run_entry *e;

	if (m->form == NULL || strcmp(m->form, GRAPHS_FORM_RUN) != 0) {
		graphs_sync_stored(id, bytes, len, m, rs->graphs);
	} else if ((e = lookup(rs, id)) != NULL) {
		runs_release(e);	/* a run never changes */
	} else if (add_stored(rs, id, bytes, len, m, &err) == -1) {
		fprintf(stderr, "fxviz: stored run %s does not load: %s\n", id,
		    err.msg);
	}
}

struct rescan {
	struct runs *rs;
	struct id_set seen;
};

static void
rescan_one(const char *id, const char *bytes, size_t len,
    const struct store_meta *m, void *ctx)
{
	struct rescan *r = ctx;

	if (m->form == NULL || strcmp(m->form, GRAPHS_FORM_RUN) != 0)
		return;	/* graphs_changed rescanned the graphs */
	sync_stored(id, bytes, len, m, r->rs);
	id_set_add(&r->seen, id);
}

/* Changes were missed: every stored run is loaded, and one held from the
 * store that it no longer has is forgotten (of those held before). */
static void
rescan(struct runs *rs)
{
	struct rescan r = { rs, ID_SET_INIT };
	struct error err = { 0 };
	struct run_entry **before;
	size_t n, i;

	before = runs_list(rs, &n);
	if (store_each(rs->graphs->store, rescan_one, &r, &err) == -1) {
		fprintf(stderr, "fxviz: cannot rescan the store's runs: %s\n",
		    err.msg);
	} else if (!r.seen.short_of_memory) {
		id_set_seal(&r.seen);
		for (i = 0; i < n; i++)
			if (!id_set_has(&r.seen, before[i]->id))
				forget(rs, before[i]);
	}
	runs_release_list(before, n);
	id_set_free(&r.seen);
}

void
runs_changed(enum store_event ev, const char *id, void *ctx)
{
	struct runs *rs = ctx;
	struct error err = { 0 };
	struct run_entry *e;

	switch (ev) {
	case STORE_PUT:
		if (store_get(rs->graphs->store, id, sync_stored, rs, &err) ==
		    -1)
			fprintf(stderr, "fxviz: cannot read stored %s: %s\n", id,
			    err.msg);
		break;
	case STORE_REMOVE:
		if ((e = lookup(rs, id)) != NULL) {
			forget(rs, e);
			runs_release(e);
		} else {
			graphs_changed(ev, id, rs->graphs);
		}
		break;
	case STORE_RESCAN:
		graphs_changed(ev, id, rs->graphs);
		rescan(rs);
		break;
	}
}
