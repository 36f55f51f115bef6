/* routes_runs: the handlers of /api/runs (daemon/routes.c has the table):
 * a run uploaded, listed, given as JSON or as its bundle, deleted. */
#ifndef FXVIZ_ROUTES_RUNS_H
#define FXVIZ_ROUTES_RUNS_H

struct reply;
struct request;
struct routes;

/* POST /api/runs[?name=NAME][&file=FILE]: a tar, a zip or one trace
 * file (named FILE in the run); 201 with the run's JSON and Location,
 * 200 when held already. */
void routes_runs_post(struct routes *rt, const struct request *rq,
    struct reply *rp, char **params);

/* GET /api/runs: {"runs": [{id, name, added, compiles, graphs, ranks,
 * files, source, path, urls}]}, newest first. */
void routes_runs_list(struct routes *rt, const struct request *rq,
    struct reply *rp, char **params);

/* GET /api/runs/{id}: json_write_run, with an ETag. */
void routes_runs_get(struct routes *rt, const struct request *rq,
    struct reply *rp, char **params);

/* GET /api/runs/{id}.tar: the run's bundle. */
void routes_runs_bundle(struct routes *rt, const struct request *rq,
    struct reply *rp, char **params);

/* DELETE /api/runs/{id}: 204. */
void routes_runs_delete(struct routes *rt, const struct request *rq,
    struct reply *rp, char **params);

#endif
