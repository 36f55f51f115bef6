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
 * fail, and work again once it is back, with no restart. */
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
#include "base/error.h"
#include "base/io.h"

#define SCHEMA_VERSION	1
#define CHANNEL		"fxviz"
#define POOL_SIZE	4	/* query connections */
#define WAIT_MS		3000	/* for an answer, or any progress */
#define STATEMENT_TIMEOUT_MS	10000	/* the server's side of it */
#define TCP_USER_TIMEOUT	"10000"	/* ms unacknowledged on TCP */
#define PROBE_EVERY_MS	1000
#define LISTEN_POLL_MS	250	/* how soon the listener sees a stop */
#define RECONNECT_MS	300
#define MAX_CANCELS	8	/* cancel threads at once */
#define NAME_MAX_LEN	200
/* Any number will do, if it is fxviz's own: the key of the lock that
 * makes one replica at a time create or migrate the schema. */
#define MIGRATE_LOCK	"7301546842"
#define STR(x)		#x
#define XSTR(x)		STR(x)

/* The migrations, in order: migrations[v - 1] takes version v - 1 to v. */
static const char *const migrations[] = {
	"CREATE TABLE fxviz_graphs ("
	" id text PRIMARY KEY,"
	" name text NOT NULL,"
	" form text,"
	" added bigint NOT NULL,"
	" aliases text NOT NULL DEFAULT '',"
	" source bytea NOT NULL)",
};

#define N_MIGRATIONS	(sizeof(migrations) / sizeof(migrations[0]))

/* A connection of the pool. */
struct slot {
	PGconn *conn;		/* NULL: to be made at its next use */
	int busy;		/* a call has it */
};

struct store_pg {
	char *url;
	pthread_mutex_t lock;		/* the slots' busy */
	pthread_cond_t freed;		/* a slot was given back */
	struct slot slots[POOL_SIZE];
	int answering;			/* atomic: the last answer came */
	pthread_t listener;
	int listening;			/* atomic */
	int stopping;			/* atomic */
	store_watch_fn *watch;
	void *watch_ctx;
};

/* One call to the store: a connection of the pool, held only for it. */
struct call {
	struct store_pg *s;
	struct slot *slot;
	PGconn *c;
	int64_t deadline;	/* io_now_ms time to give up at */
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

/* The deadline of a call that made progress: WAIT_MS from now. */
static void
progress(int64_t *deadline)
{
	int64_t later = io_now_ms() + WAIT_MS;

	if (later > *deadline)
		*deadline = later;
}

static void
not_answering(struct error *err)
{
	error_kind_set(err, ERROR_UNAVAILABLE, "the store (PostgreSQL) did "
	    "not answer in %d s", WAIT_MS / 1000);
}

/* Waits until c's socket is ready for events, by *deadline (pushed on
 * when it is), then reads what came. 0, or -1 with err filled, always
 * ERROR_UNAVAILABLE: the store did not answer, or the connection broke;
 * either way the connection is to be dropped. */
static int
input(PGconn *c, short events, int64_t *deadline, struct error *err)
{
	if (io_wait(PQsocket(c), events, *deadline) == -1) {
		not_answering(err);
		return -1;
	}
	progress(deadline);
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

/* A connection to url, made by *deadline, or NULL with err filled
 * (ERROR_UNAVAILABLE: PostgreSQL cannot be reached, or did not answer).
 * The URL's own settings stand, but for options, which also get
 * fxviz's statement timeout: keepalives and the TCP timeout come before
 * it, so that a URL can set its own. Non-blocking, for input(). */
static PGconn *
connect_to(const char *url, int64_t *deadline, struct error *err)
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
		    POLLOUT, *deadline) == -1) {
			not_answering(err);
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
 * one no longer than WAIT_MS. 0, or -1 with err filled (ERROR_UNAVAILABLE:
 * none came in time, or the store cannot be reached). */
static int
take(struct store_pg *s, struct call *k, struct error *err)
{
	struct timespec until;
	size_t i = POOL_SIZE;
	int rc = 0, up = 1;

	memset(k, 0, sizeof(*k));
	k->s = s;
	k->deadline = io_now_ms() + WAIT_MS;
	clock_gettime(CLOCK_MONOTONIC, &until);
	until.tv_sec += WAIT_MS / 1000;
	until.tv_nsec += (long)(WAIT_MS % 1000) * 1000000;
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
		for (i = 0; i < POOL_SIZE && s->slots[i].busy; i++)
			;
		if (i < POOL_SIZE)
			break;
		rc = pthread_cond_timedwait(&s->freed, &s->lock, &until);
	}
	if (up && i < POOL_SIZE) {
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
	k->c = k->slot->conn = connect_to(s->url, &k->deadline, err);
	if (k->c != NULL)
		return 0;
	if (err->kind == ERROR_UNAVAILABLE)
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
 * results in binary), each wait by *deadline, and returns its result if
 * it has status want; NULL with err filled (ERROR_UNAVAILABLE: the
 * connection is to be dropped). */
static PGresult *
run_on(PGconn *c, int64_t *deadline, const char *sql, int n,
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
		if (input(c, POLLIN | POLLOUT, deadline, err) == -1)
			return NULL;
	if (f == -1) {
		failed(c, NULL, sql, err);
		return NULL;
	}
	/* The first result is the statement's; read on to the end. */
	for (;;) {
		while (PQisBusy(c))
			if (input(c, POLLIN, deadline, err) == -1) {
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
	PGresult *r = run_on(k->c, &k->deadline, sql, n, params, lengths,
	    want, err);

	/* An idle connection of the pool that the server closed meanwhile
	 * (a restart, a failover) fails its call's first statement: that
	 * statement, and nothing before it, is run again on a new one. */
	if (r == NULL && err->kind == ERROR_UNAVAILABLE && k->pooled &&
	    k->ran == 0 && PQstatus(k->c) != CONNECTION_OK) {
		k->pooled = 0;
		PQfinish(k->c);
		k->c = k->slot->conn = connect_to(k->s->url, &k->deadline,
		    err);
		if (k->c != NULL)
			r = run_on(k->c, &k->deadline, sql, n, params, lengths,
			    want, err);
		else
			k->broken = 1;
	}
	k->ran++;
	if (r == NULL && err->kind == ERROR_UNAVAILABLE) {
		k->broken = 1;
		set_answering(k->s, 0);
	} else {
		set_answering(k->s, 1);
	}
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
	for (i = (size_t)have; i < N_MIGRATIONS; i++)
		if (exec(k, migrations[i], err) == -1)
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

struct store_pg *
store_pg_open(const char *url, struct error *err)
{
	struct store_pg *s = calloc(1, sizeof(*s));
	pthread_condattr_t a;
	struct call k;
	int rc;

	if (s == NULL || (s->url = strdup(url)) == NULL) {
		free(s);
		error_nomem(err);
		return NULL;
	}
	pthread_mutex_init(&s->lock, NULL);
	pthread_condattr_init(&a);
	pthread_condattr_setclock(&a, CLOCK_MONOTONIC);
	pthread_cond_init(&s->freed, &a);
	pthread_condattr_destroy(&a);
	s->answering = 1;
	if (take(s, &k, err) == -1) {
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
	for (i = 0; i < POOL_SIZE; i++)
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

	if (take(s, &k, err) == -1)
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

int
store_pg_remove(struct store_pg *s, const char *id, struct error *err)
{
	const char *p[1] = { id };

	if (!digest_id_valid(id)) {
		error_set(err, "not a graph id: %s", id);
		return -1;
	}
	return write_and_tell(s, "DELETE FROM fxviz_graphs WHERE id = $1", 1,
	    p, NULL, "remove", err) < 0 ? -1 : 0;
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

	if (take(s, &k, err) == -1)
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

	if (take(s, &k, err) == -1)
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
	int64_t deadline = io_now_ms() + WAIT_MS;
	PGconn *c = connect_to(s->url, &deadline, &err);
	PGresult *r = NULL;

	if (c != NULL && (r = run_on(c, &deadline, "LISTEN " CHANNEL, 0, NULL,
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
