/* routes_runs: the handlers of /api/runs (daemon/routes.c has the table
 * and calls them with what they need): a run uploaded, listed, given as
 * JSON or as its bundle, deleted. */
#ifndef FXVIZ_ROUTES_RUNS_H
#define FXVIZ_ROUTES_RUNS_H

struct reply;
struct request;
struct runs;

/* POST /api/runs[?name=NAME][&file=FILE]: a tar, a zip or one trace
 * file (named FILE in the run); 201 with the run's JSON and Location,
 * 200 when held already. */
void routes_runs_post(struct runs *runs, int parse_timeout_s,
    const struct request *rq, struct reply *rp);

/* GET /api/runs: {"runs": [{id, name, added, compiles, graphs, ranks,
 * files, source, path, urls}]}, newest first. */
void routes_runs_list(struct runs *runs, struct reply *rp);

/* GET /api/runs/{id}: json_write_run, with an ETag. */
void routes_runs_get(struct runs *runs, const struct request *rq,
    struct reply *rp, const char *id);

/* GET /api/runs/{id}.{ext}: the run's bundle (ext "tar"). */
void routes_runs_bundle(struct runs *runs, const struct request *rq,
    struct reply *rp, const char *id, const char *ext);

/* DELETE /api/runs/{id}: 204. */
void routes_runs_delete(struct runs *runs, struct reply *rp,
    const char *id);

#endif
