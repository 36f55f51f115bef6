/* load_run: a compile run's files, each a TORCH_TRACE file (one a rank),
 * read into one run and the graphs in it. */
#include "config.h"

#include "format/load_run.h"

#include <stdlib.h>
#include <string.h>

#include "base/array.h"
#include "base/error.h"
#include "format/load_log.h"
#include "format/load_trace.h"
#include "model/run.h"

int
load_run_is_part(const char *buf, size_t len)
{
	return load_is_trace(buf, len);
}

/* Adds file's parts to *all (n of *cap), its stages moved to their new
 * indices. */
static int
take_parts(struct fx_run *r, size_t file, struct load_part *parts,
    size_t n, struct load_part **all, size_t *n_all, size_t *cap)
{
	size_t i, k;

	if (*n_all + n > *cap) {
		size_t c = *cap * 2 > *n_all + n ? *cap * 2 : *n_all + n;
		struct load_part *p = realloc(*all, c * sizeof(*p));

		if (p == NULL)
			return -1;
		*all = p;
		*cap = c;
	}
	for (i = 0; i < r->n_compiles; i++)
		for (k = 0; k < r->compiles[i].n_stages; k++)
			if (r->compiles[i].stages[k].file == file)
				r->compiles[i].stages[k].part += *n_all;
	memcpy(*all + *n_all, parts, n * sizeof(*parts));
	*n_all += n;
	free(parts);	/* the strings moved into *all */
	return 0;
}

static int
add_file(struct fx_run *r, const char *name, size_t bytes, int rank)
{
	struct run_file *f;

	if (array_grow((void **)&r->files, r->n_files, &r->cap_files,
	    sizeof(*r->files)) == -1)
		return -1;
	f = &r->files[r->n_files];
	if ((f->name = strdup(name)) == NULL)
		return -1;
	f->rank = rank;
	f->bytes = bytes;
	r->n_files++;
	return 0;
}

/* Compiles by rank, lowest first, each rank's in the order they came. */
static int
order_by_rank(struct fx_run *r)
{
	struct run_compile *sorted;
	size_t i, at = 0;
	int rank = -1, next;

	if (r->n_compiles < 2)
		return 0;
	if ((sorted = malloc(r->n_compiles * sizeof(*sorted))) == NULL)
		return -1;
	for (;;) {
		next = -2;
		for (i = 0; i < r->n_compiles; i++) {
			if (r->compiles[i].rank == rank)
				sorted[at++] = r->compiles[i];
			else if (r->compiles[i].rank > rank &&
			    (next == -2 || r->compiles[i].rank < next))
				next = r->compiles[i].rank;
		}
		if (next == -2)
			break;
		rank = next;
	}
	free(r->compiles);
	r->compiles = sorted;
	r->cap_compiles = r->n_compiles;
	return 0;
}

/* Names every stage after its part, and warns of the parts that could
 * not be read. */
static int
name_stages(struct fx_run *r, const struct load_part *parts, size_t n)
{
	size_t i, k;

	for (i = 0; i < r->n_compiles; i++)
		for (k = 0; k < r->compiles[i].n_stages; k++) {
			struct run_stage *s = &r->compiles[i].stages[k];

			if (s->part < n && (s->graph =
			    strdup(parts[s->part].name)) == NULL)
				return -1;
			if (s->part < n && parts[s->part].fault != NULL &&
			    run_warn(r, "%s: line %d, column %d: %s",
			    r->files[s->file].name, parts[s->part].fault_line,
			    parts[s->part].fault_column,
			    parts[s->part].fault) == -1)
				return -1;
		}
	return 0;
}

int
load_run(const struct run_input *files, size_t n, const struct guard *guard,
    struct fx_run **run, struct load_part **parts, size_t *n_parts,
    struct error *err)
{
	struct fx_run *r = run_new();
	struct load_part *all = NULL, *p;
	size_t n_all = 0, cap = 0, np, i, k, traces = 0;
	int rank;

	*run = NULL;
	*parts = NULL;
	*n_parts = 0;
	if (r == NULL)
		goto nomem;
	for (i = 0; i < n; i++) {
		if (!load_run_is_part(files[i].bytes, files[i].len)) {
			if (run_warn(r, "%s: not a TORCH_TRACE file (its first "
			    "line is no event of torch's structured log), "
			    "left out", files[i].name) == -1)
				goto nomem;
			continue;
		}
		traces++;
		if (load_trace_run(files[i].bytes, files[i].len, guard, r,
		    r->n_files, &p, &np, err) == -1)
			goto fail;
		for (rank = -1, k = 0; k < np && rank < 0; k++)
			rank = p[k].rank;
		if (add_file(r, files[i].name, files[i].len, rank) == -1 ||
		    take_parts(r, r->n_files - 1, p, np, &all, &n_all,
		    &cap) == -1) {
			load_parts_free(p, np);
			goto nomem;
		}
	}
	if (traces == 0 || r->n_compiles == 0) {
		error_set(err, traces == 0 ? "no file of the run is a "
		    "TORCH_TRACE file: a run is the folder TORCH_TRACE=DIR "
		    "writes, one file a rank" : "the run's traces name no "
		    "compile and hold no graph");
		goto fail;
	}
	if (load_parts_name_apart(all, n_all) == -1 ||
	    order_by_rank(r) == -1 || name_stages(r, all, n_all) == -1)
		goto nomem;
	run_finish(r);
	*run = r;
	*parts = all;
	*n_parts = n_all;
	return 0;
nomem:
	error_nomem(err);
fail:
	load_parts_free(all, n_all);
	run_free(r);
	return -1;
}
