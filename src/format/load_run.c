/* load_run: a compile run's files, each a TORCH_TRACE file (one a rank),
 * read into one run and the graphs in it. */
#include "config.h"

#include "format/load_run.h"

#include <stdlib.h>
#include <string.h>

#include "base/array.h"
#include "base/buf.h"
#include "base/error.h"
#include "format/load.h"
#include "format/load_log.h"
#include "format/load_provenance.h"
#include "format/load_trace.h"
#include "model/run.h"

/* The compile log side: a TORCH_LOGS log (graph_code, aot_graphs,
 * post_grad_graphs, graph_breaks, recompiles), each line's prefix
 * naming its compile ("[0/0_1]") and artifact ("[__graph_breaks]"). */

/* What one log line's prefix says. */
struct log_line {
	size_t at, end, text;	/* the line; text: past its prefix */
	long ca, frame, fcid, attempt;	/* -1: no compile id */
	size_t art, art_end;	/* the artifact's name, without "[__]" */
};

static long
number_at(const char *b, size_t *q, size_t end)
{
	long v = 0;
	size_t s = *q;

	while (*q < end && b[*q] >= '0' && b[*q] <= '9' && v < 100000000)
		v = v * 10 + (b[(*q)++] - '0');
	return *q > s ? v : -1;
}

/* "[0/0]", "[0/0_1]", "[!0/1/0]", "[!0]" at b[q..): the ids into ln, and
 * *q past its ']'. 0 when it is no compile id. */
static int
compile_at(const char *b, size_t *q, size_t end, struct log_line *ln)
{
	size_t r = *q + 1;
	long x, y = -1, z = -1, ca = -1;

	if (r < end && b[r] == '!') {
		r++;
		if ((ca = number_at(b, &r, end)) < 0)
			return 0;
		if (r < end && b[r] == ']') {
			ln->ca = ca;
			*q = r + 1;
			return 1;
		}
		if (r == end || b[r++] != '/')
			return 0;
	}
	if ((x = number_at(b, &r, end)) < 0 || r == end || b[r++] != '/' ||
	    (y = number_at(b, &r, end)) < 0)
		return 0;
	if (ca >= 0 && r < end && b[r] == '/') {
		r++;
		if ((z = number_at(b, &r, end)) < 0)
			return 0;
	}
	ln->attempt = 0;
	if (r < end && b[r] == '_') {
		r++;
		if ((ln->attempt = number_at(b, &r, end)) < 0)
			return 0;
	}
	if (r == end || b[r] != ']')
		return 0;
	ln->ca = ca;
	ln->frame = ca >= 0 ? y : x;
	ln->fcid = ca >= 0 ? z : y;
	if (ca >= 0 && z < 0) {	/* "!0/1": not a form torch prints */
		return 0;
	}
	*q = r + 1;
	return 1;
}

/* Reads line at..end's prefix into ln: 0 when it has no glog prefix. */
static int
log_line(const char *b, size_t at, size_t end, struct log_line *ln)
{
	size_t full = load_log_glog_prefix(b, at, end), q;

	memset(ln, 0, sizeof(*ln));
	ln->at = at;
	ln->end = end;
	ln->ca = ln->frame = ln->fcid = -1;
	if (full == 0)
		return 0;
	ln->text = at + full;
	/* The prefix's file:line ends at the first "] "; what follows it up
	 * to the text are the bracketed compile id and artifact. */
	for (q = at; q < ln->text && b[q] != ']'; q++)
		;
	for (q++; q + 2 < ln->text && b[q] == ' ' && b[q + 1] == '['; ) {
		q++;
		if (b[q + 1] == '_' && q + 2 < ln->text && b[q + 2] == '_') {
			ln->art = q + 3;
			for (q += 3; q < ln->text && b[q] != ']'; q++)
				;
			ln->art_end = q++;
		} else if (!compile_at(b, &q, ln->text, ln)) {
			break;
		}
	}
	return 1;
}

static int
art_is(const char *b, const struct log_line *ln, const char *name)
{
	return ln->art_end - ln->art == strlen(name) &&
	    memcmp(b + ln->art, name, ln->art_end - ln->art) == 0;
}

/* The compile of ln in the run, its attempts counted: its index, or -1
 * when out of memory. */
static long
log_compile(struct fx_run *r, const struct log_line *ln)
{
	long i = run_compile_of(r, ln->ca, ln->frame, ln->fcid, -1);

	if (i >= 0 && (size_t)ln->attempt + 1 > r->compiles[i].attempts)
		r->compiles[i].attempts = (size_t)ln->attempt + 1;
	return i;
}

/* The stage a log's graph is: by the artifact that printed it and the
 * name load_log gave it ("forward 0"). */
static const char *
log_stage(const char *b, const struct log_line *ln, const char *name)
{
	if (art_is(b, ln, "graph_code") || art_is(b, ln, "graph"))
		return "dynamo_output_graph";
	if (art_is(b, ln, "post_grad_graphs"))
		return "inductor_post_grad_graph";
	if (strncmp(name, "forward", 7) == 0)
		return "aot_forward_graph";
	if (strncmp(name, "backward", 8) == 0)
		return "aot_backward_graph";
	if (strncmp(name, "joint", 5) == 0 || art_is(b, ln, "aot_joint_graph"))
		return "aot_joint_graph";
	if (strncmp(name, "inference", 9) == 0)
		return "aot_inference_graph";
	return name;
}

static int
add_log_stage(struct fx_run *r, size_t file, const char *b, size_t len,
    const struct load_part *p, size_t part)
{
	struct log_line ln;
	struct run_compile *c;
	struct run_stage *s;
	const char *nl = memchr(b + p->at, '\n', len - p->at);
	long i;

	if (!log_line(b, p->at, nl ? (size_t)(nl - b) : len, &ln))
		ln.ca = ln.frame = ln.fcid = -1;
	if ((i = log_compile(r, &ln)) < 0)
		return -1;
	c = &r->compiles[i];
	if (array_grow((void **)&c->stages, c->n_stages, &c->cap_stages,
	    sizeof(*c->stages)) == -1)
		return -1;
	s = &c->stages[c->n_stages];
	memset(s, 0, sizeof(*s));
	s->part = part;
	s->file = file;
	s->line = p->line;
	if ((s->stage = strdup(log_stage(b, &ln, p->name))) == NULL)
		return -1;
	c->n_stages++;
	return 0;
}

/* "    - 0/0: tensor 'x' size mismatch ...": a guard that failed, or
 * "    -   File ..." a line of its user stack. */
static int
add_guard_line(struct run_compile *c, const char *b, size_t s, size_t end)
{
	while (s < end && b[s] == ' ')
		s++;
	if (end - s < 3 || b[s] != '-' || b[s + 1] != ' ')
		return 0;
	return run_add_guard_line(c, b + s + 2, end - s - 2);
}

/* The graph breaks and recompiles of the log's lines: a break is the
 * lines of one [__graph_breaks] message, from its "Graph break" line
 * to the next line of another compile, artifact or message. */
static int
log_events(struct fx_run *r, const char *b, size_t len)
{
	struct buf reason = BUF_INIT;
	struct run_compile *brk = NULL;
	struct log_line ln;
	uint32_t no = 0, brk_line = 0;
	size_t at, end;
	long i;

	for (at = 0; at < len; at = end + 1) {
		const char *nl = memchr(b + at, '\n', len - at);

		end = nl ? (size_t)(nl - b) : len;
		no++;
		if (!log_line(b, at, end, &ln) || ln.frame < 0 ||
		    (ln.art_end == ln.art))
			continue;
		if ((i = log_compile(r, &ln)) < 0)
			goto nomem;
		if (art_is(b, &ln, "graph_breaks")) {
			int starts = end - ln.text >= 11 &&
			    memcmp(b + ln.text, "Graph break", 11) == 0;

			if (starts || brk != &r->compiles[i]) {
				if (brk != NULL && reason.len > 0 &&
				    run_add_break(brk, reason.data,
				    reason.len, brk_line) == -1)
					goto nomem;
				buf_free(&reason);
				brk = starts ? &r->compiles[i] : NULL;
				brk_line = no;
			}
			if (brk != NULL && (buf_add(&reason, b + ln.text,
			    end - ln.text) == -1 || buf_addc(&reason,
			    '\n') == -1))
				goto nomem;
			continue;
		}
		if ((art_is(b, &ln, "recompiles") ||
		    art_is(b, &ln, "recompiles_verbose")) &&
		    add_guard_line(&r->compiles[i], b, ln.text, end) == -1)
			goto nomem;
	}
	if (brk != NULL && reason.len > 0 &&
	    run_add_break(brk, reason.data, reason.len, brk_line) == -1)
		goto nomem;
	buf_free(&reason);
	return 0;
nomem:
	buf_free(&reason);
	return -1;
}

/* Whether buf is a compile log: a line whose prefix names a compile and
 * an artifact ("] [0/0] [__graph_code] "). */
static int
is_compile_log(const char *b, size_t len)
{
	struct log_line ln;
	size_t at, end;
	int lines = 0;

	for (at = 0; at < len && lines < 4096; at = end + 1, lines++) {
		const char *nl = memchr(b + at, '\n', len - at);

		end = nl ? (size_t)(nl - b) : len;
		if (log_line(b, at, end, &ln) && ln.frame >= 0 &&
		    ln.art_end > ln.art)
			return 1;
	}
	return 0;
}

/* A compile log as a file of the run: its graphs (load_split), each a
 * stage of the compile its first line names; its breaks and
 * recompiles. */
static int
read_log(struct fx_run *r, size_t file, const struct run_input *in,
    const struct guard *guard, struct load_part **parts, size_t *n,
    struct error *err)
{
	size_t i;

	*parts = NULL;
	*n = 0;
	if (load_split(in->bytes, in->len, NULL, guard, parts, n, err) == -1) {
		if (err->kind != ERROR_INPUT)
			return -1;
		*n = 0;	/* breaks and recompiles, but no graph */
	}
	for (i = 0; i < *n; i++)
		if (add_log_stage(r, file, in->bytes, in->len, &(*parts)[i],
		    i) == -1)
			goto nomem;
	if (log_events(r, in->bytes, in->len) == -1)
		goto nomem;
	return 0;
nomem:
	error_nomem(err);
	load_parts_free(*parts, *n);
	*parts = NULL;
	*n = 0;
	return -1;
}

/* The TORCH_COMPILE_DEBUG side: inductor's folder of one graph it
 * compiled, torchinductor/model__0_forward_1.0/, holds the graph it was
 * given, the graph after its passes, a script that runs it and the code
 * it made, in that order. */
static const char *const debug_files[] = {
	"fx_graph_readable.py", "fx_graph_transformed.py",
	"fx_graph_runnable.py", "output_code.py", NULL
};

/* The mapping inductor writes beside a debug folder's output code: the
 * code's graph carries it (load_provenance_append), so it reaches the
 * kernels' view wherever the graph goes. */
#define PROVENANCE_FILE	"inductor_provenance_tracking_node_mappings.json"

/* The provenance mapping of the folder name[0..dir_end) among files, or
 * NULL. */
static const struct run_input *
provenance_of(const struct run_input *files, size_t n, const char *name,
    size_t dir_end)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strncmp(files[i].name, name, dir_end) == 0 &&
		    files[i].name[dir_end] == '/' &&
		    strcmp(files[i].name + dir_end + 1, PROVENANCE_FILE) == 0)
			return &files[i];
	return NULL;
}

static int
is_provenance(const char *name)
{
	const char *slash = strrchr(name, '/');

	return strcmp(slash ? slash + 1 : name, PROVENANCE_FILE) == 0;
}

/* Appends prov (or NULL), one line of JSON that maps kernels, to the
 * output code part p. 0, or -1 when out of memory. */
static int
add_provenance(struct load_part *p, const struct run_input *prov)
{
	struct buf code = BUF_INIT;

	if (prov == NULL || memchr(prov->bytes, '\n', prov->len) != NULL ||
	    memmem(prov->bytes, prov->len, "\"cppCodeToPost\"", 15) == NULL)
		return 0;	/* none, or none load_provenance reads */
	if (buf_add(&code, p->text, p->len) == -1 ||
	    load_provenance_append(&code, prov->bytes, prov->len) == -1) {
		buf_free(&code);
		return -1;
	}
	free(p->text);
	p->text = buf_steal(&code, &p->len);
	return p->text == NULL ? -1 : 0;
}

/* Which of debug_files name's last part is (its index), or -1; its
 * folder in *dir..*dir_end of name. */
static int
debug_file(const char *name, size_t *dir_end)
{
	const char *slash = strrchr(name, '/');
	int k;

	if (slash == NULL)
		return -1;
	for (k = 0; debug_files[k] != NULL; k++)
		if (strcmp(slash + 1, debug_files[k]) == 0) {
			*dir_end = (size_t)(slash - name);
			return k;
		}
	return -1;
}

/* The index in debug_files of a stage named after one (less ".py"). */
static int
debug_rank(const char *stage)
{
	int k;

	for (k = 0; debug_files[k] != NULL; k++)
		if (strncmp(stage, debug_files[k], strlen(stage)) == 0 &&
		    strcmp(debug_files[k] + strlen(stage), ".py") == 0)
			return k;
	return k;
}

/* A debug folder's graph file as a stage of the compile its folder
 * stands for (named after the folder: "model__0_forward_1.0"), in
 * debug_files' order. */
static int
read_debug_file(struct fx_run *r, size_t file, const struct run_input *in,
    int k, size_t dir_end, const struct run_input *prov,
    const struct guard *guard, struct load_part **parts, size_t *n,
    struct error *err)
{
	const char *dir = in->name + dir_end;
	struct run_compile *c;
	struct run_stage *s;
	char *label;
	long i;
	size_t at;

	while (dir > in->name && dir[-1] != '/')
		dir--;
	if (load_split(in->bytes, in->len, "code", guard, parts, n,
	    err) == -1)
		return -1;
	if ((label = strndup(dir, (size_t)(in->name + dir_end - dir))) ==
	    NULL || ((*parts)[0].name[0] == '\0' && (free((*parts)[0].name),
	    ((*parts)[0].name = strdup(in->name)) == NULL)) ||
	    (i = run_compile_named(r, label)) < 0)
		goto nomem;
	free(label);
	label = NULL;
	if (k == 3 && add_provenance(&(*parts)[0], prov) == -1)
		goto nomem;
	c = &r->compiles[i];
	if (array_grow((void **)&c->stages, c->n_stages, &c->cap_stages,
	    sizeof(*c->stages)) == -1)
		goto nomem;
	for (at = 0; at < c->n_stages; at++)
		if (debug_rank(c->stages[at].stage) > k)
			break;
	memmove(&c->stages[at + 1], &c->stages[at],
	    (c->n_stages - at) * sizeof(*c->stages));
	s = &c->stages[at];
	memset(s, 0, sizeof(*s));
	s->file = file;
	s->line = 1;
	c->n_stages++;
	if ((s->stage = strndup(debug_files[k], strlen(debug_files[k]) -
	    3)) == NULL)
		goto nomem;
	return 0;
nomem:
	free(label);
	error_nomem(err);
	load_parts_free(*parts, *n);
	*parts = NULL;
	*n = 0;
	return -1;
}

int
load_run_is_part(const char *buf, size_t len)
{
	return load_is_trace(buf, len) || is_compile_log(buf, len);
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
	if (n > 0)
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
load_run_takes(const struct run_input *files, size_t n, size_t i)
{
	const struct run_input *f = &files[i];
	size_t dir_end, k;

	if (debug_file(f->name, &dir_end) >= 0 || is_provenance(f->name) ||
	    load_is_trace(f->bytes, f->len))
		return 1;
	if (!is_compile_log(f->bytes, f->len))
		return 0;
	for (k = 0; k < n; k++)
		if (load_is_trace(files[k].bytes, files[k].len))
			return 0;	/* a log beside a trace is left out */
	return 1;
}

int
load_run(const struct run_input *files, size_t n, const struct guard *guard,
    struct fx_run **run, struct load_part **parts, size_t *n_parts,
    struct error *err)
{
	struct fx_run *r = run_new();
	struct load_part *all = NULL, *p;
	size_t n_all = 0, cap = 0, np, i, k, dir_end, traces = 0;
	int rank, dk, has_trace = 0;

	*run = NULL;
	*parts = NULL;
	*n_parts = 0;
	if (r == NULL)
		goto nomem;
	for (i = 0; i < n; i++)
		has_trace |= load_is_trace(files[i].bytes, files[i].len);
	for (i = 0; i < n; i++) {
		dk = debug_file(files[i].name, &dir_end);
		if (dk < 0 && has_trace && !load_is_trace(files[i].bytes,
		    files[i].len) && is_compile_log(files[i].bytes,
		    files[i].len)) {
			if (run_warn(r, "%s: a compile log beside a trace, "
			    "which says the same and more: left out",
			    files[i].name) == -1)
				goto nomem;
			continue;
		}
		if (dk < 0 && is_provenance(files[i].name))
			continue;	/* read with its folder's output code */
		if (dk < 0 && !load_run_is_part(files[i].bytes, files[i].len)) {
			if (run_warn(r, "%s: %s, left out", files[i].name,
			    files[i].len == 0 ? "empty" : "no TORCH_TRACE "
			    "file (its first line is no event), compile log "
			    "(no line's prefix names a compile and an "
			    "artifact) or graph of a debug folder") == -1)
				goto nomem;
			continue;
		}
		traces++;
		if (dk >= 0 ? read_debug_file(r, r->n_files, &files[i], dk,
		    dir_end, dk == 3 ? provenance_of(files, n, files[i].name,
		    dir_end) : NULL, guard, &p, &np, err) == -1 :
		    load_is_trace(files[i].bytes, files[i].len) ?
		    load_trace_run(files[i].bytes, files[i].len, guard, r,
		    r->n_files, &p, &np, err) == -1 :
		    read_log(r, r->n_files, &files[i], guard, &p, &np,
		    err) == -1)
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
		    "TORCH_TRACE file, a compile log or a graph of a "
		    "TORCH_COMPILE_DEBUG folder: a run is the folder "
		    "TORCH_TRACE=DIR writes (one file a rank), the log "
		    "TORCH_LOGS writes, or the folder TORCH_COMPILE_DEBUG=1 "
		    "writes" : "the run's files name no compile and hold no "
		    "graph");
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
