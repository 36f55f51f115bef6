/* write_run: a compile run -> its JSON, as docs/api.md's "Runs" says. */
#include "config.h"

#include "format/write_run.h"

#include <cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "model/run.h"

#define FXVIZ_RUN_FORMAT	"fxviz-run"
#define FXVIZ_RUN_VERSION	1

/* The adders below leave *bad set once anything failed (out of memory),
 * so one check at the end covers them all. */
struct out {
	int bad;
};

static cJSON *
add(struct out *o, cJSON *to, const char *key, cJSON *item)
{
	if (item == NULL) {
		o->bad = 1;
		return NULL;
	}
	if (key == NULL ? !cJSON_AddItemToArray(to, item) :
	    !cJSON_AddItemToObject(to, key, item)) {
		cJSON_Delete(item);
		o->bad = 1;
		return NULL;
	}
	return item;
}

static void
add_str(struct out *o, cJSON *to, const char *key, const char *s)
{
	add(o, to, key, s != NULL ? cJSON_CreateString(s) : cJSON_CreateNull());
}

/* A number, or null when it is below 0 (not said). */
static void
add_num(struct out *o, cJSON *to, const char *key, double v)
{
	add(o, to, key, v >= 0 ? cJSON_CreateNumber(v) : cJSON_CreateNull());
}

static void
add_strings(struct out *o, cJSON *to, const char *key, char *const *v,
    size_t n)
{
	cJSON *a = add(o, to, key, cJSON_CreateArray());
	size_t i;

	for (i = 0; a != NULL && i < n; i++)
		add_str(o, a, NULL, v[i]);
}

/* {"file", "line", "name"} of a place; nothing when file is NULL. */
static cJSON *
place(struct out *o, cJSON *to, const char *key, const char *file,
    long line, const char *name)
{
	cJSON *p;

	if (file == NULL)
		return add(o, to, key, cJSON_CreateNull());
	if ((p = add(o, to, key, cJSON_CreateObject())) == NULL)
		return NULL;
	add_str(o, p, "file", file);
	add_num(o, p, "line", line > 0 ? (double)line : -1);
	if (name != NULL)
		add_str(o, p, "name", name);
	return p;
}

static void
add_stack(struct out *o, cJSON *to, const struct run_stack *st)
{
	cJSON *a = add(o, to, "stack", cJSON_CreateArray()), *f;
	size_t i;

	for (i = 0; a != NULL && i < st->n; i++)
		if ((f = place(o, a, NULL, st->frames[i].file,
		    st->frames[i].line, st->frames[i].name)) != NULL)
			add_str(o, f, "code", st->frames[i].code);
}

static void
add_stages(struct out *o, cJSON *to, const struct fx_run *r,
    const struct run_compile *c)
{
	cJSON *a = add(o, to, "stages", cJSON_CreateArray()), *s;
	size_t i;

	for (i = 0; a != NULL && i < c->n_stages; i++) {
		const struct run_stage *st = &c->stages[i];

		if ((s = add(o, a, NULL, cJSON_CreateObject())) == NULL)
			return;
		add_str(o, s, "stage", st->stage);
		add_str(o, s, "graph", st->id[0] != '\0' ? st->id : NULL);
		add_str(o, s, "name", st->graph);
		add_str(o, s, "file", st->file < r->n_files ?
		    r->files[st->file].name : NULL);
		add_num(o, s, "line", st->line);
	}
}

static void
add_breaks(struct out *o, cJSON *to, const struct run_compile *c)
{
	cJSON *a = add(o, to, "graph_breaks", cJSON_CreateArray()), *b;
	size_t i;

	for (i = 0; a != NULL && i < c->n_breaks; i++) {
		if ((b = add(o, a, NULL, cJSON_CreateObject())) == NULL)
			return;
		add_str(o, b, "reason", c->breaks[i].reason);
		add_str(o, b, "file", c->breaks[i].file);
		add_num(o, b, "line", c->breaks[i].line > 0 ?
		    (double)c->breaks[i].line : -1);
		add_num(o, b, "event_line", c->breaks[i].event_line);
	}
}

static void
add_metrics(struct out *o, cJSON *to, const struct run_metrics *m)
{
	cJSON *x;

	if (!m->has) {
		add(o, to, "metrics", cJSON_CreateNull());
		return;
	}
	if ((x = add(o, to, "metrics", cJSON_CreateObject())) == NULL)
		return;
	add_num(o, x, "entire_frame_compile_time_s", m->frame_s);
	add_num(o, x, "backend_compile_time_s", m->backend_s);
	add_num(o, x, "inductor_compile_time_s", m->inductor_s);
	add_num(o, x, "code_gen_time_s", m->code_gen_s);
	add_num(o, x, "guard_count", (double)m->guards);
	add_num(o, x, "graph_op_count", (double)m->ops);
	add_num(o, x, "graph_node_count", (double)m->nodes);
	add_num(o, x, "graph_input_count", (double)m->inputs);
}

static void
add_compile(struct out *o, cJSON *to, const struct fx_run *r,
    const struct run_compile *c)
{
	const struct run_compile *prev = run_previous(r, c);
	cJSON *x = add(o, to, NULL, cJSON_CreateObject()), *y;

	if (x == NULL)
		return;
	add_str(o, x, "id", c->id);
	add_num(o, x, "rank", c->rank);
	add_num(o, x, "frame", (double)c->frame);
	add_num(o, x, "frame_compile", (double)c->frame_compile);
	add_num(o, x, "autograd", (double)c->autograd);
	add_num(o, x, "attempts", (double)c->attempts);
	add_str(o, x, "status", run_status_name(c->status));
	place(o, x, "code", c->co_file, c->co_line, c->co_name);
	add_stack(o, x, &c->stack);
	add_stages(o, x, r, c);
	add_breaks(o, x, c);
	if (c->n_recompile_reasons == 0 && prev == NULL) {
		add(o, x, "recompile", cJSON_CreateNull());
	} else if ((y = add(o, x, "recompile", cJSON_CreateObject())) != NULL) {
		add_strings(o, y, "reasons", c->recompile_reasons,
		    c->n_recompile_reasons);
		add_str(o, y, "previous", prev != NULL ? prev->id : NULL);
	}
	add_strings(o, x, "restarts", c->restart_reasons,
	    c->n_restart_reasons);
	if (c->fail_type == NULL) {
		add(o, x, "failure", cJSON_CreateNull());
	} else if ((y = add(o, x, "failure", cJSON_CreateObject())) != NULL) {
		add_str(o, y, "type", c->fail_type);
		add_str(o, y, "reason", c->fail_reason);
		add_str(o, y, "file", c->fail_file);
		add_num(o, y, "line", (double)c->fail_line);
	}
	add_metrics(o, x, &c->metrics);
}

static void
add_files(struct out *o, cJSON *root, const struct fx_run *r)
{
	cJSON *files = add(o, root, "files", cJSON_CreateArray());
	cJSON *ranks = add(o, root, "ranks", cJSON_CreateArray()), *f;
	size_t i, k;

	for (i = 0; files != NULL && i < r->n_files; i++) {
		if ((f = add(o, files, NULL, cJSON_CreateObject())) == NULL)
			return;
		add_str(o, f, "name", r->files[i].name);
		add_num(o, f, "rank", r->files[i].rank);
		add_num(o, f, "bytes", (double)r->files[i].bytes);
	}
	/* The compiles are by rank already: each rank once, in order. */
	for (i = 0; ranks != NULL && i < r->n_compiles; i++) {
		int rank = r->compiles[i].rank;

		for (k = 0; k < i && r->compiles[k].rank != rank; k++)
			;
		if (k == i && rank >= 0)
			add_num(o, ranks, NULL, rank);
	}
}

char *
json_write_run(const struct fx_run *r, const char *id, const char *name,
    int pretty, size_t *len)
{
	struct out o = { 0 };
	cJSON *root = cJSON_CreateObject(), *compiles;
	char *s = NULL;
	size_t i;

	if (root == NULL)
		return NULL;
	add_str(&o, root, "format", FXVIZ_RUN_FORMAT);
	add_num(&o, root, "version", FXVIZ_RUN_VERSION);
	if (id != NULL)
		add_str(&o, root, "id", id);
	if (name != NULL)
		add_str(&o, root, "name", name);
	add_files(&o, root, r);
	compiles = add(&o, root, "compiles", cJSON_CreateArray());
	for (i = 0; compiles != NULL && i < r->n_compiles; i++)
		add_compile(&o, compiles, r, &r->compiles[i]);
	add_strings(&o, root, "warnings", r->warnings, r->n_warnings);
	if (!o.bad)
		s = pretty ? cJSON_Print(root) : cJSON_PrintUnformatted(root);
	cJSON_Delete(root);
	if (s != NULL && len != NULL)
		*len = strlen(s);
	return s;
}
