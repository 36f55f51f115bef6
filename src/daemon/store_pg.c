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
 * ID" or "remove ID": at its commit, every replica's listener hears it.
 * Ids name the bytes, so two replicas that upload the same graph at once
 * write the same row: INSERT ... ON CONFLICT keeps one.
 *
 * Queries share one connection under a lock; the listener has its own.
 * A connection that breaks is reset at the next query: while PostgreSQL
 * is down, calls fail with ERROR_UNAVAILABLE, and work again once it is
 * back, with no restart. */
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
#include <unistd.h>

#include "base/buf.h"
#include "base/digest.h"
#include "base/error.h"

#define SCHEMA_VERSION	1
#define CHANNEL		"fxviz"
#define CONNECT_TIMEOUT	"3"	/* seconds */
#define LISTEN_POLL_MS	250	/* how soon the listener sees a stop */
#define RECONNECT_MS	300
#define NAME_MAX_LEN	200
/* Any number will do, if it is fxviz's own: the key of the lock that
 * makes one replica at a time create or migrate the schema. */
#define MIGRATE_LOCK	"7301546842"

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

struct store_pg {
	char *url;
	pthread_mutex_t lock;		/* conn, and one query at a time */
	PGconn *conn;
	pthread_t listener;
	int listening;
	int stopping;			/* atomic */
	store_watch_fn *watch;
	void *watch_ctx;
};

static void
no_notice(void *ctx, const char *message)
{
	(void)ctx;
	(void)message;
}

/* A connection to url, or NULL with err filled. The URL's own settings
 * stand, but for a connect timeout: a replica waits seconds, not
 * minutes, for a database that is gone. */
static PGconn *
connect_to(const char *url, struct error *err)
{
	const char *keys[] = { "dbname", "connect_timeout",
	    "application_name", NULL };
	const char *values[] = { url, CONNECT_TIMEOUT, "fxviz", NULL };
	PGconn *c = PQconnectdbParams(keys, values, 1);

	if (c == NULL) {
		error_nomem(err);
		return NULL;
	}
	if (PQstatus(c) != CONNECTION_OK) {
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

/* The query connection, connected again if it broke. Under s->lock. */
static PGconn *
conn(struct store_pg *s, struct error *err)
{
	if (s->conn != NULL && PQstatus(s->conn) == CONNECTION_OK)
		return s->conn;
	PQfinish(s->conn);
	s->conn = connect_to(s->url, err);
	return s->conn;
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

/* Runs sql (n parameters, in text but for lengths[i] > 0: binary), and
 * returns its result if it has status want; NULL with err filled. */
static PGresult *
run(PGconn *c, const char *sql, int n, const char *const *params,
    const int *lengths, ExecStatusType want, struct error *err)
{
	int formats[8] = { 0 };
	PGresult *r;
	int i;

	for (i = 0; i < n && i < 8; i++)
		formats[i] = lengths != NULL && lengths[i] > 0;
	r = PQexecParams(c, sql, n, NULL, params, lengths, formats, 1);
	if (r == NULL || PQresultStatus(r) != want) {
		failed(c, r, sql, err);
		return NULL;
	}
	return r;
}

static int
exec(PGconn *c, const char *sql, struct error *err)
{
	PGresult *r = run(c, sql, 0, NULL, NULL, PGRES_COMMAND_OK, err);

	PQclear(r);
	return r ? 0 : -1;
}

/* Ends a transaction that failed part way; the error it had stands. */
static void
rollback(PGconn *c)
{
	if (PQstatus(c) == CONNECTION_OK)
		PQclear(PQexec(c, "ROLLBACK"));
}

/* Creates the schema, or migrates it to SCHEMA_VERSION, in one
 * transaction. A schema newer than this fxviz is refused: its data may
 * mean more than this version knows. */
static int
migrate(PGconn *c, struct error *err)
{
	char v[16];
	const char *p[1] = { v };
	PGresult *r;
	long have;
	size_t i;

	if (exec(c, "BEGIN", err) == -1)
		return -1;
	PQclear(r = run(c, "SELECT pg_advisory_xact_lock(" MIGRATE_LOCK ")",
	    0, NULL, NULL, PGRES_TUPLES_OK, err));
	if (r == NULL ||
	    exec(c, "CREATE TABLE IF NOT EXISTS fxviz_schema (version "
	    "integer NOT NULL)", err) == -1 ||
	    (r = run(c, "SELECT max(version)::text FROM fxviz_schema", 0,
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
		if (exec(c, migrations[i], err) == -1)
			goto fail;
	snprintf(v, sizeof(v), "%d", SCHEMA_VERSION);
	if (exec(c, "DELETE FROM fxviz_schema", err) == -1 ||
	    (r = run(c, "INSERT INTO fxviz_schema (version) VALUES ($1)", 1,
	    p, NULL, PGRES_COMMAND_OK, err)) == NULL)
		goto fail;
	PQclear(r);
	return exec(c, "COMMIT", err);
fail:
	rollback(c);
	return -1;
}

struct store_pg *
store_pg_open(const char *url, struct error *err)
{
	struct store_pg *s = calloc(1, sizeof(*s));

	if (s == NULL || (s->url = strdup(url)) == NULL) {
		free(s);
		error_nomem(err);
		return NULL;
	}
	pthread_mutex_init(&s->lock, NULL);
	if ((s->conn = connect_to(url, err)) == NULL ||
	    migrate(s->conn, err) == -1) {
		store_pg_close(s);
		return NULL;
	}
	return s;
}

void
store_pg_close(struct store_pg *s)
{
	if (s == NULL)
		return;
	if (s->listening) {
		__atomic_store_n(&s->stopping, 1, __ATOMIC_RELEASE);
		pthread_join(s->listener, NULL);
	}
	PQfinish(s->conn);
	pthread_mutex_destroy(&s->lock);
	free(s->url);
	free(s);
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

int
store_pg_put(struct store_pg *s, const char *id, const char *bytes,
    size_t len, const struct store_meta *m, struct error *err)
{
	struct buf name = BUF_INIT, form = BUF_INIT, aliases = BUF_INIT;
	char added[32];
	const char *p[6];
	int lengths[6] = { 0, 0, 0, 0, 0, 0 };
	PGresult *r = NULL;
	PGconn *c;
	size_t i;
	int rc = -1;

	if (!digest_id_valid(id)) {
		error_set(err, "not a graph id: %s", id);
		return -1;
	}
	if (len == 0 || len > (size_t)1 << 30) {
		error_kind_set(err, ERROR_LIMIT, "a graph of %zu bytes cannot "
		    "be stored", len);
		return -1;
	}
	add_name(&name, m->name);
	add_name(&form, m->form);
	for (i = 0; i < m->n_aliases && i < STORE_MAX_ALIASES; i++) {
		if (i > 0)
			buf_addc(&aliases, '\n');
		add_name(&aliases, m->aliases[i]);
	}
	snprintf(added, sizeof(added), "%" PRId64, m->added);
	if (buf_cstr(&name) == NULL || buf_cstr(&form) == NULL ||
	    buf_cstr(&aliases) == NULL) {
		error_nomem(err);
		goto done;
	}
	p[0] = id;
	p[1] = name.data ? name.data : "";
	p[2] = m->form ? (form.data ? form.data : "") : NULL;
	p[3] = added;
	p[4] = aliases.data ? aliases.data : "";
	p[5] = bytes;
	lengths[5] = (int)len;
	pthread_mutex_lock(&s->lock);
	if ((c = conn(s, err)) != NULL && exec(c, "BEGIN", err) == 0) {
		/* The first upload's time stands; a rename or a new alias
		 * changes the names. */
		if ((r = run(c, "INSERT INTO fxviz_graphs (id, name, form, "
		    "added, aliases, source) VALUES ($1, $2, $3, $4, $5, $6) "
		    "ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, "
		    "form = EXCLUDED.form, aliases = EXCLUDED.aliases", 6, p,
		    lengths, PGRES_COMMAND_OK, err)) != NULL) {
			PQclear(r);
			r = run(c, "SELECT pg_notify('" CHANNEL "', 'put ' || "
			    "$1)", 1, p, NULL, PGRES_TUPLES_OK, err);
		}
		if (r != NULL && exec(c, "COMMIT", err) == 0)
			rc = 0;
		else
			rollback(c);
		PQclear(r);
	}
	pthread_mutex_unlock(&s->lock);
done:
	buf_free(&name);
	buf_free(&form);
	buf_free(&aliases);
	return rc;
}

int
store_pg_remove(struct store_pg *s, const char *id, struct error *err)
{
	const char *p[1] = { id };
	PGresult *r = NULL;
	PGconn *c;
	int rc = -1;

	if (!digest_id_valid(id)) {
		error_set(err, "not a graph id: %s", id);
		return -1;
	}
	pthread_mutex_lock(&s->lock);
	if ((c = conn(s, err)) != NULL && exec(c, "BEGIN", err) == 0) {
		if ((r = run(c, "DELETE FROM fxviz_graphs WHERE id = $1", 1, p,
		    NULL, PGRES_COMMAND_OK, err)) != NULL) {
			PQclear(r);
			r = run(c, "SELECT pg_notify('" CHANNEL "', 'remove ' "
			    "|| $1)", 1, p, NULL, PGRES_TUPLES_OK, err);
		}
		if (r != NULL && exec(c, "COMMIT", err) == 0)
			rc = 0;
		else
			rollback(c);
		PQclear(r);
	}
	pthread_mutex_unlock(&s->lock);
	return rc;
}

/* Calls fn with row i of r (columns as SELECT_ROW names them, binary):
 * 1, or 0 when the row is not a graph its id names. */
#define SELECT_ROW	"SELECT id, name, form, added::text, aliases, source " \
			"FROM fxviz_graphs"

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

/* Runs a SELECT_ROW query of n parameters (binary results), under the
 * lock; the result, or NULL with err filled. */
static PGresult *
select_rows(struct store_pg *s, const char *sql, int n,
    const char *const *params, struct error *err)
{
	PGresult *r = NULL;
	PGconn *c;

	pthread_mutex_lock(&s->lock);
	if ((c = conn(s, err)) != NULL) {
		r = PQexecParams(c, sql, n, NULL, params, NULL, NULL, 1);
		if (r == NULL || PQresultStatus(r) != PGRES_TUPLES_OK) {
			failed(c, r, "reading graphs", err);
			r = NULL;
		}
	}
	pthread_mutex_unlock(&s->lock);
	return r;
}

int
store_pg_each(struct store_pg *s, store_fn *fn, void *ctx,
    struct error *err)
{
	PGresult *r = select_rows(s, SELECT_ROW, 0, NULL, err);
	int i, count = 0;

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

/* A connection that listens, or NULL (said once per outage). */
static PGconn *
listen_again(struct store_pg *s, int *said)
{
	struct error err = { 0 };
	PGconn *c = connect_to(s->url, &err);

	if (c != NULL && exec(c, "LISTEN " CHANNEL, &err) == -1) {
		PQfinish(c);
		c = NULL;
	}
	if (c == NULL && !*said) {
		fprintf(stderr, "fxviz: not hearing the store's changes, "
		    "retrying: %s\n", err.msg);
		*said = 1;
	}
	return c;
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
	struct pollfd pfd;
	int said = 0;

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
			s->watch(STORE_RESCAN, NULL, s->watch_ctx);
		}
		pfd.fd = PQsocket(c);
		pfd.events = POLLIN;
		if (poll(&pfd, 1, LISTEN_POLL_MS) == -1 && errno != EINTR)
			break;
		if (PQconsumeInput(c) == 0 || PQstatus(c) != CONNECTION_OK) {
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
	s->listening = 1;
	return 0;
}
