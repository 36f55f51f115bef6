/* server: what a running fxviz serve holds, and its start and stop. */
#ifndef FXVIZ_SERVER_H
#define FXVIZ_SERVER_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

#include "daemon/graphs.h"
#include "daemon/routes.h"
#include "daemon/runs.h"

struct error;
struct http;
struct metrics;
struct pictures;
struct pool;
struct registry;
struct store;
struct web;

struct server_config {
	const char *listen;		/* host:port; port 0 picks one */
	const char *data_dir;
	const char *store_url;		/* postgresql://...: the store, shared
					 * with other replicas; NULL: files in
					 * data_dir */
	const char *web_dir;
	const char *token;		/* NULL: writes are open */
	const char *port_file;		/* written once listening, or NULL */
	int workers;
	int queue_timeout_s;		/* waiting for a free worker */
	int parse_timeout_s;		/* reading an upload */
	int render_timeout_s;		/* one render, once a worker has it */
	size_t render_memory_mb;
	int max_renders;		/* per worker, then it is replaced */
	size_t max_body;		/* bytes */
	uint32_t max_nodes;
	size_t cache_mb;
	size_t max_graph;		/* bytes one graph may hold once read */
	size_t max_held;		/* bytes all graphs may hold once read,
					 * uploads refused past it */
	size_t max_run;			/* bytes a run's files may hold */
	int max_connections;
	int per_ip_connections;		/* 0: none; -1: none on loopback, 32
					 * elsewhere */
	int connection_timeout_s;	/* idle */
	int header_timeout_s;		/* a request head */
	int body_timeout_s;		/* a body or a reply, */
	size_t min_rate;		/* plus a second per min_rate bytes */
	const char *trusted_proxy;	/* a reverse proxy's address: its
					 * X-Forwarded-For names the client;
					 * NULL: none is believed */
	const char *const *allow_hosts;	/* --allow-host: Host names answered
					 * besides loopback ones */
	size_t n_allow_hosts;
	char **paths;			/* graph files or folders to load */
	int n_paths;
	const char *worker_exe;		/* the fxviz binary the workers run;
					 * NULL: this one */
};

/* The defaults of fxviz serve. */
void server_config_init(struct server_config *c);

/* The parts of a server, each owned here and lent to the ones above it:
 * http -> routes -> graphs, pictures -> registry, store, cache, pool. */
struct server {
	struct server_config cfg;
	struct store *store;		/* NULL: nothing persists (tests) */
	struct registry *registry;
	struct pool *pool;		/* NULL: renders answer 503 (tests) */
	struct metrics *metrics;
	struct pictures *pictures;
	struct graphs graphs;
	struct runs runs;
	struct web *web;		/* NULL: no page */
	struct routes routes;
	struct http *http;
	char exe[PATH_MAX];		/* this binary, for the workers */
	int from_files, from_store;	/* graphs loaded at start */
};

/* Opens the store, loads the graphs of cfg->paths and of the store and
 * starts cfg->workers workers (none when 0): all but HTTP and the
 * prerender thread, which tests leave out to call the handlers
 * themselves. -1 with err filled. */
int server_open(struct server *s, const struct server_config *cfg,
    struct error *err);

/* server_open, then the prerender thread and the HTTP daemon. -1 with
 * err filled. */
int server_start(struct server *s, const struct server_config *cfg,
    struct error *err);

/* Stops serving and frees everything. */
void server_stop(struct server *s);

#endif
