/* write_run: a run -> its JSON (GET /api/runs/{id}, fxviz stats DIR). */
#ifndef FXVIZ_WRITE_RUN_H
#define FXVIZ_WRITE_RUN_H

#include <stddef.h>

struct fx_run;

/* The run as docs/api.md's "Runs" says: {"format": "fxviz-run",
 * "version": 1, "id", "name", "files": [...], "ranks": [...],
 * "compiles": [{"id": "0/1", "rank", "frame", "frame_compile",
 * "attempt", "autograd", "status", "code": {"name", "file", "line"},
 * "stack": [{"file", "line", "name", "code"}], "stages": [{"stage",
 * "graph" (its id, or null), "name", "file", "line"}], "graph_breaks":
 * [{"reason", "file", "line"}], "recompile": {"reasons": [...],
 * "previous": "0/0"} or null, "restarts": [...], "failure": {"type",
 * "reason", "file", "line"} or null, "metrics": {...} or null}],
 * "warnings": [...]}. id and name may be NULL (left out). A string the
 * caller frees (*len its length), or NULL when out of memory. */
char *json_write_run(const struct fx_run *r, const char *id,
    const char *name, int pretty, size_t *len);

#endif
