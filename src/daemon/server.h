/* server: what a running fxviz serve holds, and its start and stop. */
#ifndef FXVIZ_SERVER_H
#define FXVIZ_SERVER_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

struct cache;
struct error;
struct graph_entry;
struct http;
struct metrics;
struct prerender;
struct registry;
struct store;
struct worker_pool;

struct server_config {
	const char *listen;		/* host:port; port 0 picks one */
	const char *data_dir;
	const char *web_dir;
	const char *token;		/* NULL: writes are open */
	const char *port_file;		/* written once listening, or NULL */
	int workers;
	int render_timeout_s;
	size_t render_memory_mb;
	int max_renders;		/* per worker, then it is replaced */
	size_t max_body;		/* bytes */
	uint32_t max_nodes;
	size_t cache_mb;
	size_t max_held;		/* bytes of graph sources held, uploads
					 * refused past it */
	int per_ip_connections;
	int connection_timeout_s;
	char **paths;			/* graph files or folders to load */
	int n_paths;
	const char *worker_exe;		/* the fxviz binary the workers run;
					 * NULL: this one */
};

/* The defaults of fxviz serve. */
void server_config_init(struct server_config *c);

/* A file of web/ the server may send. */
struct web_file {
	char *url;	/* "/app.js"; "/" is index.html */
	char *path;
	const char *mime;
};

struct server {
	struct server_config cfg;
	struct store *store;		/* NULL: nothing persists (tests) */
	struct registry *graphs;
	struct cache *cache;
	struct worker_pool *pool;	/* NULL: renders answer 503 (tests) */
	struct metrics *metrics;
	struct web_file *web;
	size_t n_web;
	struct http *http;
	char exe[PATH_MAX];		/* this binary, for the workers */
	int from_files, from_store;	/* graphs loaded at start */
	struct prerender *prerender;	/* renders new graphs' first views */
};

/* Opens the store, loads the graphs of cfg->paths and of the store and
 * starts cfg->workers workers (none when 0): all but HTTP, which tests
 * leave out to call the handlers themselves. -1 with err filled. */
int server_open(struct server *s, const struct server_config *cfg,
    struct error *err);

/* server_open, then the HTTP daemon. -1 with err filled. */
int server_start(struct server *s, const struct server_config *cfg,
    struct error *err);

/* Stops serving and frees everything. */
void server_stop(struct server *s);

/* Why server_add_graph refused a graph. */
#define SERVER_EINPUT	(-1)	/* not a graph: err has the place */
#define SERVER_ETOOBIG	(-2)	/* more nodes than max_nodes */
#define SERVER_EFULL	(-3)	/* past max_held */
#define SERVER_EFAILED	(-4)	/* the server's fault: memory, disk */

/* Reads a graph from bytes (copied) and adds it: from a start-up file
 * (path set) or an upload (store_it: written to the store first). The
 * entry, with a reference, in *out; *created says whether it is new.
 * 0, or a SERVER_E* code with err filled. */
int server_add_graph(struct server *s, const char *bytes, size_t len,
    const char *name, const char *path, int store_it,
    struct graph_entry **out, int *created, struct error *err);

/* Graphs waiting for their first view to be rendered, or being rendered. */
int server_prerender_pending(struct server *s);

/* Reads the files of dir into s->web. -1 with err filled. */
int server_load_web(struct server *s, const char *dir, struct error *err);

#endif
