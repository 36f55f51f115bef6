/* store_pg: graphs in PostgreSQL, shared by every replica given the same
 * URL.
 *
 *     fxviz_schema(version)	one row: the schema's version; fxviz
 *				creates it and brings it up to date at
 *				start, under an advisory lock, so that
 *				replicas starting at once migrate once
 *     fxviz_graphs(id, name, form, added, aliases, source)
 *				one row per graph: its SHA-256 id, its
 *				name, the form it was read as, the Unix
 *				time of its upload, its other names (one
 *				a line) and its bytes as uploaded
 *     fxviz_pictures(etag, key, data, gz, digest, size, used)
 *				pictures the replicas drew, for one
 *				another (version 2): the digest their
 *				strong ETag quotes, the render_request
 *				they answer, their bytes and gzip, the
 *				SHA-256 ids of both (checked on every
 *				read: a damaged row is removed), their
 *				size, and the Unix time in ms they were
 *				last used; a cache, never durable, kept
 *				within FXVIZ_PG_PICTURES_MB
 *
 * Every write is one transaction that also sends NOTIFY fxviz with "put
 * ID" or "remove ID": at its commit, every replica's listener hears it,
 * and reads the row again (the writer's own included). Ids name the
 * bytes, so two replicas that upload the same graph at once write the
 * same row: INSERT ... ON CONFLICT keeps one, with both names. A rename
 * or a new alias is one UPDATE of that name alone, over the row as it is
 * then: what another replica wrote meanwhile stays.
 *
 * No call waits long for a store that does not answer (paused, cut off,
 * swamped): each has a deadline, WAIT_MS past its last progress, for a
 * connection of the pool, for connecting and for every answer; past it,
 * the query is cancelled, its connection dropped, and the call fails
 * with ERROR_UNAVAILABLE (503, come back later). The server gives up on
 * its side too (statement_timeout), and keepalives find a dead peer on
 * TCP. The listener, on a connection of its own, asks "SELECT 1" every
 * PROBE_EVERY_MS, so that store_pg_answering tells of a pause with no
 * query running; while the store is known not to answer, calls fail at
 * once, and the probe says when it answers again. A connection that
 * breaks is made again at its next use: while PostgreSQL is down calls
 * fail, and work again once it is back, with no restart.
 *
 * Pictures have PICTURE_SLOTS connections of their own, and wait for
 * PostgreSQL a second (PICTURE_WAIT_MS), not three: a picture not read
 * in time is drawn. Their calls never mark the store not answering, nor
 * do they wait for it once it is known not to: graphs' calls and the
 * probe say that. */
#include "config.h"

#include "daemon/store_pg.h"

#include <errno.h>
#include <inttypes.h>
#include <libpq-fe.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/buf.h"
#include "base/digest.h"
#include "base/env.h"
#include "base/error.h"
#include "base/io.h"
#include "daemon/pq_lib.h"

#define SCHEMA_VERSION	2
#define CHANNEL		"fxviz"
#define POOL_SIZE	4	/* query connections */
#define WAIT_MS		3000	/* for an answer, or any progress */
/* Pictures have connections of their own, so that graphs' calls never
 * wait behind them, and give up sooner: the picture is drawn instead. */
#define PICTURE_SLOTS	3
#define PICTURE_WAIT_MS	1000
#define STATEMENT_TIMEOUT_MS	10000	/* the server's side of it */
#define TCP_USER_TIMEOUT	"10000"	/* ms unacknowledged on TCP */
#define PROBE_EVERY_MS	1000
#define LISTEN_POLL_MS	250	/* how soon the listener sees a stop */
#define RECONNECT_MS	300
#define MAX_CANCELS	8	/* cancel threads at once */
#define NAME_MAX_LEN	200
#define PICTURES_MB	512	/* FXVIZ_PG_PICTURES_MB's default */
#define PICTURES_MB_MAX	(1 << 20)
/* The table is trimmed to its bound after a sixteenth of it was written
 * (by this replica) since the last trim, not after every write. */
#define TRIM_PARTS	16
/* A picture read again is marked used at most this often (ms): a read
 * is then not a write too. */
#define TOUCH_EVERY_MS	60000
/* Any number will do, if it is fxviz's own: the key of the lock that
 * makes one replica at a time create or migrate the schema. */
#define MIGRATE_LOCK	"7301546842"
#define STR(x)		#x
#define XSTR(x)		STR(x)

/* The migrations, in order: the statements of version v take the
 * schema from v - 1 to v. */
static const struct migration {
	int version;
	const char *sql;
} migrations[] = {
	{ 1, "CREATE TABLE fxviz_graphs ("
	    " id text PRIMARY KEY,"
	    " name text NOT NULL,"
	    " form text,"
	    " added bigint NOT NULL,"
	    " aliases text NOT NULL DEFAULT '',"
	    " source bytea NOT NULL)" },
	{ 2, "CREATE TABLE fxviz_pictures ("
	    " etag text PRIMARY KEY,"
	    " key text NOT NULL,"
	    " data bytea NOT NULL,"
	    " gz bytea,"
	    " digest text NOT NULL,"
	    " size bigint NOT NULL,"
	    " used bigint NOT NULL)" },
	/* Stored as sent: an SVG comes with its gzip already, and
	 * PostgreSQL's own compression (pglz) would cost more time on
	 * every write and read than it saves. */
	{ 2, "ALTER TABLE fxviz_pictures ALTER COLUMN data SET STORAGE "
	    "EXTERNAL, ALTER COLUMN gz SET STORAGE EXTERNAL" },
};

#define N_MIGRATIONS	(sizeof(migrations) / sizeof(migrations[0]))

/* How long a call waits: until until (io_now_ms time), pushed to ms
 * past the last progress each time some comes. */
struct wait {
	int64_t until;
	int ms;
};

/* A connection of the pool. */
struct slot {
	PGconn *conn;		/* NULL: to be made at its next use */
	int busy;		/* a call has it */
};

struct store_pg {
	char *url;
	pthread_mutex_t lock;		/* the slots' busy */
	pthread_cond_t freed;		/* a slot was given back */
	struct slot slots[POOL_SIZE + PICTURE_SLOTS];
	int answering;			/* atomic: the last answer came */
	pthread_t listener;
	int listening;			/* atomic */
	int stopping;			/* atomic */
	store_watch_fn *watch;
	void *watch_ctx;
	size_t pictures_max;		/* the picture table's bound; 0: no
					 * pictures kept */
	uint64_t since_trim;		/* atomic: bytes written since */
	uint64_t damaged, trimmed, bytes;	/* atomic: stats */
};

/* One call to the store: a connection of the pool, held only for it. */
struct call {
	struct store_pg *s;
	struct slot *slot;
	PGconn *c;
	struct wait wait;
	int pictures;		/* a picture's: see PICTURE_SLOTS */
	int broken;		/* cut off or given up on: dropped at the end */
	int pooled;		/* c was the pool's, idle: the server may have
				 * closed it meanwhile */
	int ran;		/* statements run on c */
};

static int cancels;		/* cancel threads running (atomic) */

static void
no_notice(void *ctx, const char *message)
{
	(void)ctx;
	(void)message;
}

static void
set_answering(struct store_pg *s, int answering)
{
	__atomic_store_n(&s->answering, answering, __ATOMIC_RELEASE);
}

/* The deadline of a call that made progress: its wait from now. */
static void
progress(struct wait *w)
{
	int64_t later = io_now_ms() + w->ms;

	if (later > w->until)
		w->until = later;
}

static void
not_answering(const struct wait *w, struct error *err)
{
	error_kind_set(err, ERROR_UNAVAILABLE, "the store (PostgreSQL) did "
	    "not answer in %g s", w->ms / 1000.0);
}

/* Waits until c's socket is ready for events, by w's deadline (pushed
 * on when it is), then reads what came. 0, or -1 with err filled, always
 * ERROR_UNAVAILABLE: the store did not answer, or the connection broke;
 * either way the connection is to be dropped. */
static int
input(PGconn *c, short events, struct wait *w, struct error *err)
{
	if (io_wait(PQsocket(c), events, w->until) == -1) {
		not_answering(w, err);
		return -1;
	}
	progress(w);
	if (PQconsumeInput(c) == 0) {
		error_kind_set(err, ERROR_UNAVAILABLE, "the store (PostgreSQL) "
		    "is unavailable: %s", PQerrorMessage(c));
		return -1;
	}
	return 0;
}

/* The URL's own options ("-c ..."), after fxviz's statement timeout so
 * that the URL's stand. malloc'd, or NULL when out of memory. */
static char *
options(const char *url)
{
	PQconninfoOption *all = PQconninfoParse(url, NULL), *o;
	const char *theirs = "";
	char *s;

	for (o = all; o != NULL && o->keyword != NULL; o++)
		if (strcmp(o->keyword, "options") == 0 && o->val != NULL)
			theirs = o->val;
	if (asprintf(&s, "-c statement_timeout=%d %s", STATEMENT_TIMEOUT_MS,
	    theirs) == -1)
		s = NULL;
	PQconninfoFree(all);
	return s;
}

/* A connection to url, made by w's deadline, or NULL with err filled
 * (ERROR_UNAVAILABLE: PostgreSQL cannot be reached, or did not answer).
 * The URL's own settings stand, but for options, which also get
 * fxviz's statement timeout: keepalives and the TCP timeout come before
 * it, so that a URL can set its own. Non-blocking, for input(). */
static PGconn *
connect_to(const char *url, const struct wait *w, struct error *err)
{
	const char *keys[] = { "keepalives", "keepalives_idle",
	    "keepalives_interval", "keepalives_count", "tcp_user_timeout",
	    "dbname", "application_name", "options", NULL };
	const char *values[] = { "1", "10", "5", "2", TCP_USER_TIMEOUT, url,
	    "fxviz", NULL, NULL };
	PostgresPollingStatusType st = PGRES_POLLING_WRITING;
	char *opts = options(url);
	PGconn *c;

	values[7] = opts;
	c = opts ? PQconnectStartParams(keys, values, 1) : NULL;
	free(opts);
	if (c == NULL) {
		error_nomem(err);
		return NULL;
	}
	while (PQstatus(c) != CONNECTION_BAD && st != PGRES_POLLING_OK &&
	    st != PGRES_POLLING_FAILED) {
		if (io_wait(PQsocket(c), st == PGRES_POLLING_READING ? POLLIN :
		    POLLOUT, w->until) == -1) {
			not_answering(w, err);
			PQfinish(c);
			return NULL;
		}
		st = PQconnectPoll(c);
	}
	if (PQstatus(c) != CONNECTION_OK || PQsetnonblocking(c, 1) == -1) {
		error_kind_set(err, ERROR_UNAVAILABLE, "the store (PostgreSQL) "
		    "cannot be reached: %s", PQerrorMessage(c));
		PQfinish(c);
		return NULL;
	}
	/* NOTICEs ("already exists, skipping") are no news to a reader of
	 * fxviz's stderr. */
	PQsetNoticeProcessor(c, no_notice, NULL);
	return c;
}

static void *
cancel_one(void *arg)
{
	char why[256];

	PQcancel(arg, why, sizeof(why));
	PQfreeCancel(arg);
	__atomic_sub_fetch(&cancels, 1, __ATOMIC_ACQ_REL);
	return NULL;
}

/* Asks the server to stop the query c runs, if any, from a thread of its
 * own: PQcancel waits for the server, which may be the one that does not
 * answer. Past MAX_CANCELS at once, statement_timeout stops it. */
static void
cancel(PGconn *c)
{
	pthread_attr_t a;
	PGcancel *k;
	pthread_t t;
	int rc;

	if (PQtransactionStatus(c) != PQTRANS_ACTIVE)
		return;
	if (__atomic_add_fetch(&cancels, 1, __ATOMIC_ACQ_REL) > MAX_CANCELS ||
	    (k = PQgetCancel(c)) == NULL) {
		__atomic_sub_fetch(&cancels, 1, __ATOMIC_ACQ_REL);
		return;
	}
	pthread_attr_init(&a);
	pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
	pthread_attr_setstacksize(&a, 256 * 1024);
	rc = pthread_create(&t, &a, cancel_one, k);
	pthread_attr_destroy(&a);
	if (rc != 0) {
		PQfreeCancel(k);
		__atomic_sub_fetch(&cancels, 1, __ATOMIC_ACQ_REL);
	}
}

/* Gives k's connection back to the pool; one broken or given up on is
 * cancelled and dropped. */
static void
give(struct call *k)
{
	struct store_pg *s = k->s;

	if (k->broken) {
		cancel(k->c);
		PQfinish(k->c);
		k->slot->conn = NULL;
	}
	pthread_mutex_lock(&s->lock);
	k->slot->busy = 0;
	/* All: a waiter may find the store down and go without it. */
	pthread_cond_broadcast(&s->freed);
	pthread_mutex_unlock(&s->lock);
}

/* Takes a connection of the pool for one call, connected, waiting for
 * one no longer than the call's wait: a graph's (WAIT_MS) of the first
 * POOL_SIZE, a picture's (PICTURE_WAIT_MS) of the PICTURE_SLOTS after
 * them. 0, or -1 with err filled (ERROR_UNAVAILABLE: none came in time,
 * or the store cannot be reached). */
static int
take(struct store_pg *s, struct call *k, int pictures, struct error *err)
{
	size_t first = pictures ? POOL_SIZE : 0;
	size_t end = pictures ? POOL_SIZE + PICTURE_SLOTS : POOL_SIZE;
	int ms = pictures ? PICTURE_WAIT_MS : WAIT_MS;
	struct timespec until;
	size_t i = end;
	int rc = 0, up = 1;

	memset(k, 0, sizeof(*k));
	k->s = s;
	k->pictures = pictures;
	k->wait.until = io_now_ms() + ms;
	k->wait.ms = ms;
	clock_gettime(CLOCK_MONOTONIC, &until);
	until.tv_sec += ms / 1000;
	until.tv_nsec += (long)(ms % 1000) * 1000000;
	if (until.tv_nsec >= 1000000000) {
		until.tv_sec++;
		until.tv_nsec -= 1000000000;
	}
	pthread_mutex_lock(&s->lock);
	/* Known not to answer, before or while waiting for a connection:
	 * the listener's probe says when it does again, so no call waits
	 * for it in turn meanwhile (a replica orders its writes). */
	while (rc == 0 && (up = !__atomic_load_n(&s->listening,
	    __ATOMIC_ACQUIRE) || store_pg_answering(s))) {
		for (i = first; i < end && s->slots[i].busy; i++)
			;
		if (i < end)
			break;
		rc = pthread_cond_timedwait(&s->freed, &s->lock, &until);
	}
	if (up && i < end) {
		k->slot = &s->slots[i];
		k->slot->busy = 1;
	}
	pthread_mutex_unlock(&s->lock);
	if (k->slot == NULL) {
		error_kind_set(err, ERROR_UNAVAILABLE, "the store (PostgreSQL) "
		    "%s", up ? "did not answer in time: every connection "
		    "to it is busy" : "is not answering");
		return -1;
	}
	if ((k->c = k->slot->conn) != NULL && PQstatus(k->c) == CONNECTION_OK) {
		k->pooled = 1;
		return 0;
	}
	PQfinish(k->c);
	k->c = k->slot->conn = connect_to(s->url, &k->wait, err);
	if (k->c != NULL)
		return 0;
	if (err->kind == ERROR_UNAVAILABLE && !pictures)
		set_answering(s, 0);
	give(k);
	return -1;
}


/* Fills err from a failed result (r may be NULL): ERROR_UNAVAILABLE when
 * the connection is gone, so the client is told to come back; ERROR_IO
 * otherwise. Frees r. */
static void
failed(PGconn *c, PGresult *r, const char *what, struct error *err)
{
	char msg[400];
	size_t n;

	snprintf(msg, sizeof(msg), "%s", r ? PQresultErrorMessage(r) :
	    PQerrorMessage(c));
	if (*msg == '\0')
		snprintf(msg, sizeof(msg), "%s", PQerrorMessage(c));
	n = strlen(msg);
	while (n > 0 && msg[n - 1] == '\n')
		msg[--n] = '\0';
	if (PQstatus(c) != CONNECTION_OK)
		error_kind_set(err, ERROR_UNAVAILABLE, "the store (PostgreSQL) "
		    "is unavailable: %s: %s", what, msg);
	else
		error_kind_set(err, ERROR_IO, "the store (PostgreSQL): %s: %s",
		    what, msg);
	PQclear(r);
}

/* Runs sql on c (n parameters, in text but for lengths[i] > 0: binary;
 * results in binary), each wait by w's deadline, and returns its result if
 * it has status want; NULL with err filled (ERROR_UNAVAILABLE: the
 * connection is to be dropped). */
static PGresult *
run_on(PGconn *c, struct wait *w, const char *sql, int n,
    const char *const *params, const int *lengths, ExecStatusType want,
    struct error *err)
{
	int formats[8] = { 0 };
	PGresult *r = NULL, *more;
	int i, f;

	for (i = 0; i < n && i < 8; i++)
		formats[i] = lengths != NULL && lengths[i] > 0;
	if (PQsendQueryParams(c, sql, n, NULL, params, lengths, formats,
	    1) == 0) {
		failed(c, NULL, sql, err);
		return NULL;
	}
	while ((f = PQflush(c)) == 1)
		if (input(c, POLLIN | POLLOUT, w, err) == -1)
			return NULL;
	if (f == -1) {
		failed(c, NULL, sql, err);
		return NULL;
	}
	/* The first result is the statement's; read on to the end. */
	for (;;) {
		while (PQisBusy(c))
			if (input(c, POLLIN, w, err) == -1) {
				PQclear(r);
				return NULL;
			}
		if ((more = PQgetResult(c)) == NULL)
			break;
		if (r == NULL)
			r = more;
		else
			PQclear(more);
	}
	if (r == NULL || PQresultStatus(r) != want) {
		failed(c, r, sql, err);
		return NULL;
	}
	return r;
}

/* run_on for a call: one that fails with the store unavailable marks the
 * store not answering and the connection to be dropped. */
static PGresult *
run(struct call *k, const char *sql, int n, const char *const *params,
    const int *lengths, ExecStatusType want, struct error *err)
{
	PGresult *r = run_on(k->c, &k->wait, sql, n, params, lengths,
	    want, err);

	/* An idle connection of the pool that the server closed meanwhile
	 * (a restart, a failover) fails its call's first statement: that
	 * statement, and nothing before it, is run again on a new one. */
	if (r == NULL && err->kind == ERROR_UNAVAILABLE && k->pooled &&
	    k->ran == 0 && PQstatus(k->c) != CONNECTION_OK) {
		k->pooled = 0;
		PQfinish(k->c);
		k->c = k->slot->conn = connect_to(k->s->url, &k->wait, err);
		if (k->c != NULL)
			r = run_on(k->c, &k->wait, sql, n, params, lengths,
			    want, err);
		else
			k->broken = 1;
	}
	k->ran++;
	if (r == NULL && err->kind == ERROR_UNAVAILABLE)
		k->broken = 1;
	/* A picture's shorter wait says nothing of the graphs' store: only
	 * their calls and the probe tell whether it answers. */
	if (!k->pictures)
		set_answering(k->s, r != NULL || err->kind != ERROR_UNAVAILABLE);
	return r;
}

static int
exec(struct call *k, const char *sql, struct error *err)
{
	PGresult *r = run(k, sql, 0, NULL, NULL, PGRES_COMMAND_OK, err);

	PQclear(r);
	return r ? 0 : -1;
}

/* Ends a transaction that failed part way; the error it had stands. One
 * to be dropped needs none: the server rolls back when it goes. */
static void
rollback(struct call *k)
{
	struct error ignored = { 0 };

	if (!k->broken && PQstatus(k->c) == CONNECTION_OK)
		exec(k, "ROLLBACK", &ignored);
}

/* Creates the schema, or migrates it to SCHEMA_VERSION, in one
 * transaction. A schema newer than this fxviz is refused: its data may
 * mean more than this version knows. */
static int
migrate(struct call *k, struct error *err)
{
	char v[16];
	const char *p[1] = { v };
	PGresult *r;
	long have;
	size_t i;

	if (exec(k, "BEGIN", err) == -1)
		return -1;
	PQclear(r = run(k, "SELECT pg_advisory_xact_lock(" MIGRATE_LOCK ")",
	    0, NULL, NULL, PGRES_TUPLES_OK, err));
	if (r == NULL ||
	    exec(k, "CREATE TABLE IF NOT EXISTS fxviz_schema (version "
	    "integer NOT NULL)", err) == -1 ||
	    (r = run(k, "SELECT max(version)::text FROM fxviz_schema", 0,
	    NULL, NULL, PGRES_TUPLES_OK, err)) == NULL)
		goto fail;
	have = PQgetisnull(r, 0, 0) ? 0 : strtol(PQgetvalue(r, 0, 0), NULL,
	    10);
	PQclear(r);
	if (have > SCHEMA_VERSION) {
		error_kind_set(err, ERROR_IO, "the store's schema is version "
		    "%ld, newer than this fxviz knows (%d): upgrade fxviz",
		    have, SCHEMA_VERSION);
		goto fail;
	}
	for (i = 0; i < N_MIGRATIONS; i++)
		if (migrations[i].version > have &&
		    exec(k, migrations[i].sql, err) == -1)
			goto fail;
	snprintf(v, sizeof(v), "%d", SCHEMA_VERSION);
	if (exec(k, "DELETE FROM fxviz_schema", err) == -1 ||
	    (r = run(k, "INSERT INTO fxviz_schema (version) VALUES ($1)", 1,
	    p, NULL, PGRES_COMMAND_OK, err)) == NULL)
		goto fail;
	PQclear(r);
	return exec(k, "COMMIT", err);
fail:
	rollback(k);
	return -1;
}

/* The picture table's bound, FXVIZ_PG_PICTURES_MB, in bytes. 0, or -1
 * with err filled when it is not a number of MB. */
static int
pictures_bound(size_t *bytes, struct error *err)
{
	return env_mb("FXVIZ_PG_PICTURES_MB", PICTURES_MB, PICTURES_MB_MAX,
	    bytes, err);
}

struct store_pg *
store_pg_open(const char *url, struct error *err)
{
	struct store_pg *s = calloc(1, sizeof(*s));
	pthread_condattr_t a;
	struct call k;
	size_t bound;
	int rc;

	if (pictures_bound(&bound, err) == -1 || pq_lib_load(err) == -1) {
		free(s);
		return NULL;
	}
	if (s == NULL || (s->url = strdup(url)) == NULL) {
		free(s);
		error_nomem(err);
		return NULL;
	}
	s->pictures_max = bound;
	s->since_trim = bound;	/* the first write trims: the size is known */
	pthread_mutex_init(&s->lock, NULL);
	pthread_condattr_init(&a);
	pthread_condattr_setclock(&a, CLOCK_MONOTONIC);
	pthread_cond_init(&s->freed, &a);
	pthread_condattr_destroy(&a);
	s->answering = 1;
	if (take(s, &k, 0, err) == -1) {
		store_pg_close(s);
		return NULL;
	}
	rc = migrate(&k, err);
	give(&k);
	if (rc == -1) {
		store_pg_close(s);
		return NULL;
	}
	return s;
}

void
store_pg_close(struct store_pg *s)
{
	size_t i;

	if (s == NULL)
		return;
	if (s->listening) {
		__atomic_store_n(&s->stopping, 1, __ATOMIC_RELEASE);
		pthread_join(s->listener, NULL);
	}
	for (i = 0; i < POOL_SIZE + PICTURE_SLOTS; i++)
		PQfinish(s->slots[i].conn);
	pthread_cond_destroy(&s->freed);
	pthread_mutex_destroy(&s->lock);
	free(s->url);
	free(s);
}

int
store_pg_answering(struct store_pg *s)
{
	return __atomic_load_n(&s->answering, __ATOMIC_ACQUIRE);
}

/* name cut to one line of at most NAME_MAX_LEN bytes, as the file store
 * keeps it. */
static void
add_name(struct buf *b, const char *name)
{
	size_t n = 0;

	for (; name != NULL && *name != '\0' && n < NAME_MAX_LEN; name++, n++)
		buf_addc(b, (unsigned char)*name < 0x20 ? ' ' : *name);
}

/* The columns m says, cut as the file store cuts them, in text, and the
 * one alias a change adds. */
struct meta_text {
	struct buf name, form, aliases, alias;
	char added[32];
};

static int
meta_text(struct meta_text *t, const struct store_meta *m,
    const char *alias, struct error *err)
{
	size_t i;

	memset(t, 0, sizeof(*t));
	add_name(&t->name, m->name);
	add_name(&t->form, m->form);
	add_name(&t->alias, alias);
	for (i = 0; i < m->n_aliases && i < STORE_MAX_ALIASES; i++) {
		if (i > 0)
			buf_addc(&t->aliases, '\n');
		add_name(&t->aliases, m->aliases[i]);
	}
	snprintf(t->added, sizeof(t->added), "%" PRId64, m->added);
	if (buf_cstr(&t->name) == NULL || buf_cstr(&t->form) == NULL ||
	    buf_cstr(&t->aliases) == NULL || buf_cstr(&t->alias) == NULL) {
		error_nomem(err);
		return -1;
	}
	return 0;
}

static const char *
text(const struct buf *b)
{
	return b->data ? b->data : "";
}

static void
meta_text_free(struct meta_text *t)
{
	buf_free(&t->name);
	buf_free(&t->form);
	buf_free(&t->aliases);
	buf_free(&t->alias);
}

/* Runs write (n parameters p, binary where lengths says) and the NOTIFY
 * "WHAT ID" in one transaction. Its number of rows changed, or -1 with
 * err filled. */
static int
write_and_tell(struct store_pg *s, const char *write, int n,
    const char *const *p, const int *lengths, const char *what,
    struct error *err)
{
	const char *tell_p[2] = { what, p[0] };
	PGresult *r = NULL;
	struct call k;
	int rows = -1;

	if (take(s, &k, 0, err) == -1)
		return -1;
	if (exec(&k, "BEGIN", err) == 0) {
		if ((r = run(&k, write, n, p, lengths, PGRES_COMMAND_OK,
		    err)) != NULL) {
			rows = atoi(PQcmdTuples(r));
			PQclear(r);
			r = run(&k, "SELECT pg_notify('" CHANNEL "', $1 || "
			    "' ' || $2)", 2, tell_p, NULL, PGRES_TUPLES_OK,
			    err);
		}
		/* Not answered in time, COMMIT may still be done: the client
		 * is told to come back, and its retry finds it done. */
		if (r == NULL || exec(&k, "COMMIT", err) == -1) {
			rollback(&k);
			rows = -1;
		}
		PQclear(r);
	}
	give(&k);
	return rows;
}

/* The aliases of a row, as one list: those it has (old, a column's
 * text), then those of list (text[]) it lacks, none its name (name)
 * nor empty, oldest first, at most STORE_MAX_ALIASES. */
#define MERGED(old, name, list)						\
	"(SELECT coalesce(string_agg(a, E'\\n' ORDER BY o), '') FROM "	\
	"(SELECT a, min(o) AS o FROM unnest(string_to_array(" old	\
	", E'\\n') || " list ") WITH ORDINALITY AS t(a, o) WHERE a <> "	\
	name " AND a <> '' GROUP BY a ORDER BY min(o) LIMIT "		\
	XSTR(STORE_MAX_ALIASES) ") AS kept)"

int
store_pg_put(struct store_pg *s, const char *id, const char *bytes,
    size_t len, const struct store_meta *m, struct error *err)
{
	struct meta_text t;
	const char *p[6];
	int lengths[6] = { 0, 0, 0, 0, 0, 0 };
	int rows = -1;

	if (!digest_id_valid(id)) {
		error_set(err, "not a graph id: %s", id);
		return -1;
	}
	if (len == 0 || len > (size_t)1 << 30) {
		error_kind_set(err, ERROR_LIMIT, "a graph of %zu bytes cannot "
		    "be stored", len);
		return -1;
	}
	if (meta_text(&t, m, NULL, err) == 0) {
		p[0] = id;
		p[1] = text(&t.name);
		p[2] = m->form ? text(&t.form) : NULL;
		p[3] = t.added;
		p[4] = text(&t.aliases);
		p[5] = bytes;
		lengths[5] = (int)len;
		/* Two replicas storing the same bytes at once write one row:
		 * the first upload's name and time stand, and the other's
		 * names join its aliases. */
		rows = write_and_tell(s, "INSERT INTO fxviz_graphs AS g (id, "
		    "name, form, added, aliases, source) VALUES ($1, $2, $3, "
		    "$4, $5, $6) ON CONFLICT (id) DO UPDATE SET aliases = "
		    MERGED("g.aliases", "g.name", "ARRAY[EXCLUDED.name] || "
		    "string_to_array(EXCLUDED.aliases, E'\\n')"), 6, p,
		    lengths, "put", err);
	}
	meta_text_free(&t);
	return rows < 0 ? -1 : 0;
}

int
store_pg_update(struct store_pg *s, const char *id,
    const struct store_meta *m, const char *alias, struct error *err)
{
	struct meta_text t;
	const char *p[2];
	int rows = -1;

	if (!digest_id_valid(id)) {
		error_set(err, "not a graph id: %s", id);
		return -1;
	}
	if (meta_text(&t, m, alias, err) == 0) {
		p[0] = id;
		p[1] = alias ? text(&t.alias) : text(&t.name);
		/* The one change, over the row as it is: the row lock of the
		 * UPDATE orders it with every other replica's. */
		rows = write_and_tell(s, alias ? "UPDATE fxviz_graphs AS g SET "
		    "aliases = " MERGED("g.aliases", "g.name",
		    "ARRAY[$2::text]") " WHERE id = $1" : "UPDATE fxviz_graphs "
		    "SET name = $2, aliases = array_to_string(array_remove("
		    "string_to_array(aliases, E'\\n'), $2::text), E'\\n') "
		    "WHERE id = $1", 2, p, NULL, "put", err);
	}
	meta_text_free(&t);
	if (rows == 0)
		error_kind_set(err, ERROR_NOT_FOUND, "no graph %s: another "
		    "replica deleted it", id);
	return rows > 0 ? 0 : -1;
}

static void forget_pictures(struct store_pg *s, const char *id);

int
store_pg_remove(struct store_pg *s, const char *id, struct error *err)
{
	const char *p[1] = { id };

	if (!digest_id_valid(id)) {
		error_set(err, "not a graph id: %s", id);
		return -1;
	}
	if (write_and_tell(s, "DELETE FROM fxviz_graphs WHERE id = $1", 1, p,
	    NULL, "remove", err) < 0)
		return -1;
	forget_pictures(s, id);
	return 0;
}

/* A graph's row, every column read as binary: text columns are then the
 * text itself. */
#define SELECT_ROW	"SELECT id, name, form, added::text, aliases, " \
			"source FROM fxviz_graphs"

/* Calls fn with row i of r (a SELECT_ROW): 1, or 0 when the row is not a
 * graph its id names, or out of memory. */

static int
call_row(PGresult *r, int i, store_fn *fn, void *ctx)
{
	const char *aliases[STORE_MAX_ALIASES];
	char id[DIGEST_ID_LEN + 1], *all, *p, *nl;
	struct store_meta m = { 0 };
	size_t len = (size_t)PQgetlength(r, i, 5);

	/* Binary text columns are the text itself, NUL-terminated by
	 * libpq. */
	digest_id(PQgetvalue(r, i, 5), len, id);
	if (strcmp(id, PQgetvalue(r, i, 0)) != 0) {
		fprintf(stderr, "fxviz: skipping stored graph %.64s: its bytes "
		    "are not those its id names\n", PQgetvalue(r, i, 0));
		return 0;
	}
	m.name = PQgetvalue(r, i, 1);
	m.form = PQgetisnull(r, i, 2) ? NULL : PQgetvalue(r, i, 2);
	m.added = strtoll(PQgetvalue(r, i, 3), NULL, 10);
	m.aliases = aliases;
	if ((all = strdup(PQgetvalue(r, i, 4))) == NULL)
		return 0;
	for (p = all; *p != '\0' && m.n_aliases < STORE_MAX_ALIASES; p = nl) {
		aliases[m.n_aliases++] = p;
		if ((nl = strchr(p, '\n')) == NULL)
			break;
		*nl++ = '\0';
	}
	fn(id, PQgetvalue(r, i, 5), len, &m, ctx);
	free(all);
	return 1;
}

/* Runs a SELECT_ROW query of n parameters (binary results) on a
 * connection of the pool; the result, or NULL with err filled. */
static PGresult *
select_rows(struct store_pg *s, const char *sql, int n,
    const char *const *params, struct error *err)
{
	PGresult *r;
	struct call k;

	if (take(s, &k, 0, err) == -1)
		return NULL;
	r = run(&k, sql, n, params, NULL, PGRES_TUPLES_OK, err);
	give(&k);
	return r;
}

int
store_pg_each(struct store_pg *s, store_fn *fn, void *ctx,
    struct error *err)
{
	PGresult *r = NULL;
	struct call k;
	int i, count = 0;

	if (take(s, &k, 0, err) == -1)
		return -1;
	/* Every graph's bytes may take longer than statement_timeout to
	 * send: the deadline of progress alone holds this one. */
	if (exec(&k, "BEGIN", err) == 0 &&
	    exec(&k, "SET LOCAL statement_timeout = 0", err) == 0 &&
	    (r = run(&k, SELECT_ROW, 0, NULL, NULL, PGRES_TUPLES_OK,
	    err)) != NULL && exec(&k, "COMMIT", err) == -1) {
		PQclear(r);
		r = NULL;
	}
	if (r == NULL)
		rollback(&k);
	give(&k);
	if (r == NULL)
		return -1;
	for (i = 0; i < PQntuples(r); i++)
		count += call_row(r, i, fn, ctx);
	PQclear(r);
	return count;
}

int
store_pg_get(struct store_pg *s, const char *id, store_fn *fn, void *ctx,
    struct error *err)
{
	const char *p[1] = { id };
	PGresult *r;
	int found;

	if (!digest_id_valid(id)) {
		error_set(err, "not a graph id: %s", id);
		return -1;
	}
	if ((r = select_rows(s, SELECT_ROW " WHERE id = $1", 1, p, err)) ==
	    NULL)
		return -1;
	found = PQntuples(r) > 0 && call_row(r, 0, fn, ctx);
	PQclear(r);
	return found;
}

/* Tells the watcher of one notification's payload, "put ID" or "remove
 * ID"; anything else is not fxviz's, and skipped. */
static void
tell(struct store_pg *s, const char *payload)
{
	if (strncmp(payload, "put ", 4) == 0 && digest_id_valid(payload + 4))
		s->watch(STORE_PUT, payload + 4, s->watch_ctx);
	else if (strncmp(payload, "remove ", 7) == 0 &&
	    digest_id_valid(payload + 7))
		s->watch(STORE_REMOVE, payload + 7, s->watch_ctx);
}

/* A connection that listens, or NULL (said once per outage). Either way
 * the store is known to answer, or not. */
static PGconn *
listen_again(struct store_pg *s, int *said)
{
	struct error err = { 0 };
	struct wait w = { io_now_ms() + WAIT_MS, WAIT_MS };
	PGconn *c = connect_to(s->url, &w, &err);
	PGresult *r = NULL;

	if (c != NULL && (r = run_on(c, &w, "LISTEN " CHANNEL, 0, NULL,
	    NULL, PGRES_COMMAND_OK, &err)) == NULL) {
		PQfinish(c);
		c = NULL;
	}
	PQclear(r);
	set_answering(s, c != NULL);
	if (c == NULL && !*said) {
		fprintf(stderr, "fxviz: not hearing the store's changes, "
		    "retrying: %s\n", err.msg);
		*said = 1;
	}
	return c;
}

/* The probe of the listener's connection: sends "SELECT 1" when it is
 * time (*due), and reads its answer when it came. 0; -1 when the
 * answer is late past *due, or the connection broke: the store is then
 * not answering, and the connection is to be made again. */
static int
probe(struct store_pg *s, PGconn *c, int *asked, int64_t *due)
{
	int64_t now = io_now_ms();
	PGresult *r;

	if (!*asked && now >= *due) {
		if (PQsendQuery(c, "SELECT 1") == 0)
			return -1;
		*asked = 1;
		*due = now + WAIT_MS;
	}
	if (!*asked)
		return 0;
	if (PQflush(c) == -1)
		return -1;
	/* Only what has come: PQgetResult would wait for the rest. */
	while (!PQisBusy(c)) {
		if ((r = PQgetResult(c)) == NULL) {
			*asked = 0;
			*due = now + PROBE_EVERY_MS;
			set_answering(s, 1);
			return 0;
		}
		PQclear(r);
	}
	if (now < *due)
		return 0;
	set_answering(s, 0);
	fprintf(stderr, "fxviz: the store (PostgreSQL) did not answer in %d "
	    "s\n", WAIT_MS / 1000);
	cancel(c);
	return -1;
}

/* The listener: LISTEN on a connection of its own, and tell every
 * notification; connected again after a break, then a rescan, since
 * whatever changed meanwhile was not heard. */
static void *
listener(void *arg)
{
	struct store_pg *s = arg;
	PGnotify *n;
	PGconn *c = NULL;
	int said = 0, asked = 0;
	int64_t due = 0;

	while (!__atomic_load_n(&s->stopping, __ATOMIC_ACQUIRE)) {
		if (c == NULL) {
			if ((c = listen_again(s, &said)) == NULL) {
				usleep(RECONNECT_MS * 1000);
				continue;
			}
			if (said)
				fprintf(stderr, "fxviz: hearing the store's "
				    "changes again\n");
			said = 0;
			asked = 0;
			due = io_now_ms() + PROBE_EVERY_MS;
			s->watch(STORE_RESCAN, NULL, s->watch_ctx);
		}
		io_wait(PQsocket(c), POLLIN, io_now_ms() + LISTEN_POLL_MS);
		if (PQconsumeInput(c) == 0 || PQstatus(c) != CONNECTION_OK ||
		    probe(s, c, &asked, &due) == -1) {
			PQfinish(c);
			c = NULL;
			continue;
		}
		while ((n = PQnotifies(c)) != NULL) {
			tell(s, n->extra);
			PQfreemem(n);
		}
	}
	PQfinish(c);
	return NULL;
}

int
store_pg_watch(struct store_pg *s, store_watch_fn *fn, void *ctx,
    struct error *err)
{
	int rc;

	if (s->listening) {
		error_kind_set(err, ERROR_INTERNAL, "the store is watched "
		    "already");
		return -1;
	}
	s->watch = fn;
	s->watch_ctx = ctx;
	if ((rc = pthread_create(&s->listener, NULL, listener, s)) != 0) {
		error_kind_set(err, ERROR_INTERNAL, "cannot start the store's "
		    "listener: %s", strerror(rc));
		return -1;
	}
	__atomic_store_n(&s->listening, 1, __ATOMIC_RELEASE);
	return 0;
}

/* ---- pictures ------------------------------------------------------- */

/* The digest of a picture's bytes, as its row keeps it: the id of data,
 * then a space and the id of gz when it has one. */
#define PICTURE_DIGEST_SIZE	(2 * DIGEST_ID_LEN + 2)

/* Unix time in ms: rows' times are compared across replicas. */
static int64_t
wall_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_REALTIME, &t);
	return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void
picture_digest(const char *data, size_t len, const char *gz, size_t gz_len,
    char out[PICTURE_DIGEST_SIZE])
{
	digest_id(data, len, out);
	if (gz != NULL) {
		out[DIGEST_ID_LEN] = ' ';
		digest_id(gz, gz_len, out + DIGEST_ID_LEN + 1);
	}
}

size_t
store_pg_pictures_bound(const struct store_pg *s)
{
	return s->pictures_max;
}

/* A malloc'd copy of field (row 0, column col) of r, NUL after its
 * length; NULL when out of memory. */
static char *
copy_field(PGresult *r, int col, size_t *len)
{
	char *b;

	*len = (size_t)PQgetlength(r, 0, col);
	if ((b = malloc(*len + 1)) != NULL) {
		memcpy(b, PQgetvalue(r, 0, col), *len);
		b[*len] = '\0';
	}
	return b;
}

/* Runs sql (n text parameters) on k, for what it does only: a failure
 * is let go, for the row stays as good as it was. */
static void
best_effort(struct call *k, const char *sql, int n, const char *const *p)
{
	struct error ignored = { 0 };

	PQclear(run(k, sql, n, p, NULL, PGRES_COMMAND_OK, &ignored));
}

/* Fills pic from row 0 of r (key, data, gz, digest, used) if it is the
 * picture key names and its bytes are those its digest names: 1; 0 with
 * pic empty when it is not (a damaged row is removed, and counted), -1
 * when out of memory. */
static int
picture_row(struct call *k, PGresult *r, const char *etag, const char *key,
    struct store_picture *pic, struct error *err)
{
	char digest[PICTURE_DIGEST_SIZE] = "", now[32];
	const char *p[2] = { etag, now };

	/* Another view's under the same ETag: 96 bits of SHA-256 make that
	 * all but impossible, but the one answer it must not be is
	 * another picture. */
	if (strcmp(PQgetvalue(r, 0, 0), key) != 0)
		return 0;
	pic->data = copy_field(r, 1, &pic->len);
	if (!PQgetisnull(r, 0, 2))
		pic->gz = copy_field(r, 2, &pic->gz_len);
	if (pic->data == NULL || (!PQgetisnull(r, 0, 2) && pic->gz == NULL)) {
		store_picture_free(pic);
		error_nomem(err);
		return -1;
	}
	picture_digest(pic->data, pic->len, pic->gz, pic->gz_len, digest);
	if (strcmp(digest, PQgetvalue(r, 0, 3)) != 0) {
		fprintf(stderr, "fxviz: picture %s in the store is damaged (its "
		    "bytes are not those its digest names): removed, to be "
		    "drawn again\n", etag);
		store_picture_free(pic);
		/* That row only: another replica may have written it anew. */
		p[1] = PQgetvalue(r, 0, 3);
		best_effort(k, "DELETE FROM fxviz_pictures WHERE etag = $1 AND "
		    "digest = $2", 2, p);
		__atomic_add_fetch(&k->s->damaged, 1, __ATOMIC_RELAXED);
		return 0;
	}
	snprintf(now, sizeof(now), "%" PRId64, wall_ms());
	if (strtoll(PQgetvalue(r, 0, 4), NULL, 10) + TOUCH_EVERY_MS <
	    wall_ms())
		best_effort(k, "UPDATE fxviz_pictures SET used = $2 WHERE etag "
		    "= $1", 2, p);
	return 1;
}

int
store_pg_picture_get(struct store_pg *s, const char *etag, const char *key,
    struct store_picture *pic, struct error *err)
{
	const char *p[1] = { etag };
	PGresult *r;
	struct call k;
	int found = 0;

	memset(pic, 0, sizeof(*pic));
	if (s->pictures_max == 0)
		return 0;
	if (!digest_id_valid(etag)) {
		error_set(err, "not a picture's ETag: %.64s", etag);
		return -1;
	}
	if (take(s, &k, 1, err) == -1)
		return -1;
	if ((r = run(&k, "SELECT key, data, gz, digest, used::text FROM "
	    "fxviz_pictures WHERE etag = $1", 1, p, NULL, PGRES_TUPLES_OK,
	    err)) == NULL)
		found = -1;
	else if (PQntuples(r) > 0)
		found = picture_row(&k, r, etag, key, pic, err);
	PQclear(r);
	give(&k);
	return found;
}

/* Keeps the table within its bound: the least recently used rows go,
 * those past the bound once the others are counted, newest first. Says
 * the size left. */
static void
trim(struct call *k)
{
	char bound[32];
	const char *p[1] = { bound };
	struct error ignored = { 0 };
	PGresult *r;

	snprintf(bound, sizeof(bound), "%zu", k->s->pictures_max);
	r = run(k, "WITH ranked AS (SELECT etag, size, sum(size) OVER (ORDER "
	    "BY used DESC, etag) AS running FROM fxviz_pictures), gone AS "
	    "(DELETE FROM fxviz_pictures AS p USING ranked WHERE p.etag = "
	    "ranked.etag AND ranked.running > $1::bigint RETURNING p.size) "
	    "SELECT ((SELECT coalesce(sum(size), 0) FROM ranked) - (SELECT "
	    "coalesce(sum(size), 0) FROM gone))::text, (SELECT count(*) FROM "
	    "gone)::text", 1, p, NULL, PGRES_TUPLES_OK, &ignored);
	if (r != NULL && PQntuples(r) == 1) {
		__atomic_store_n(&k->s->bytes, strtoull(PQgetvalue(r, 0, 0),
		    NULL, 10), __ATOMIC_RELAXED);
		__atomic_add_fetch(&k->s->trimmed, strtoull(PQgetvalue(r, 0, 1),
		    NULL, 10), __ATOMIC_RELAXED);
	}
	PQclear(r);
}

int
store_pg_picture_put(struct store_pg *s, const char *etag, const char *key,
    const struct store_picture *pic, struct error *err)
{
	char digest[PICTURE_DIGEST_SIZE] = "", size[32], now[32];
	const char *p[7] = { etag, key, pic->data, pic->gz, digest, size, now };
	int lengths[7] = { 0, 0, (int)pic->len, (int)pic->gz_len, 0, 0, 0 };
	size_t bytes = pic->len + pic->gz_len;
	PGresult *r;
	struct call k;

	if (!digest_id_valid(etag)) {
		error_set(err, "not a picture's ETag: %.64s", etag);
		return -1;
	}
	if (pic->len == 0 || bytes > STORE_PICTURE_MAX ||
	    bytes > s->pictures_max) {
		error_kind_set(err, ERROR_LIMIT, "a picture of %zu bytes is not "
		    "kept in the store", bytes);
		return -1;
	}
	picture_digest(pic->data, pic->len, pic->gz, pic->gz_len, digest);
	snprintf(size, sizeof(size), "%zu", bytes);
	snprintf(now, sizeof(now), "%" PRId64, wall_ms());
	if (take(s, &k, 1, err) == -1)
		return -1;
	/* Two replicas that drew it at once drew the same bytes: the
	 * second writes nothing (comparing costs PostgreSQL a read, not a
	 * write); a row of other bytes (damaged) is replaced. */
	r = run(&k, "INSERT INTO fxviz_pictures AS p (etag, key, data, gz, "
	    "digest, size, used) VALUES ($1, $2, $3, $4, $5, $6, $7) ON "
	    "CONFLICT (etag) DO UPDATE SET key = EXCLUDED.key, data = "
	    "EXCLUDED.data, gz = EXCLUDED.gz, digest = EXCLUDED.digest, size "
	    "= EXCLUDED.size, used = EXCLUDED.used WHERE p.digest <> "
	    "EXCLUDED.digest OR p.key <> EXCLUDED.key OR p.data <> "
	    "EXCLUDED.data OR p.gz IS DISTINCT FROM EXCLUDED.gz", 7, p,
	    lengths,
	    PGRES_COMMAND_OK, err);
	PQclear(r);
	if (r != NULL && __atomic_add_fetch(&s->since_trim, bytes,
	    __ATOMIC_RELAXED) >= s->pictures_max / TRIM_PARTS) {
		__atomic_store_n(&s->since_trim, 0, __ATOMIC_RELAXED);
		trim(&k);
	}
	give(&k);
	return r != NULL ? 0 : -1;
}

/* Removes the pictures that name graph id (its views, its diffs, the
 * views it is the code of: every key that has its id), after the graph
 * itself is gone: a failure leaves them to the trim. */
static void
forget_pictures(struct store_pg *s, const char *id)
{
	const char *p[1] = { id };
	struct error ignored = { 0 };
	struct call k;

	if (s->pictures_max == 0 || take(s, &k, 1, &ignored) == -1)
		return;
	best_effort(&k, "DELETE FROM fxviz_pictures WHERE strpos(key, $1) > 0",
	    1, p);
	give(&k);
}

void
store_pg_pictures_stats(struct store_pg *s, struct store_pictures_stats *st)
{
	st->damaged = __atomic_load_n(&s->damaged, __ATOMIC_RELAXED);
	st->trimmed = __atomic_load_n(&s->trimmed, __ATOMIC_RELAXED);
	st->bytes = __atomic_load_n(&s->bytes, __ATOMIC_RELAXED);
}
