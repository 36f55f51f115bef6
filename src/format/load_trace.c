/* load_trace: cuts the graphs out of a TORCH_TRACE file.
 *
 * torch writes a trace one event at a time (torch/_logging/_internal.py,
 * trace_structured and TorchLogsFormatter):
 *
 *	V1201 20:49:47.568000 7023 torch/_dynamo/output_graph.py:2942] {"dyn
 *	amo_output_graph": {...}, "frame_id": 0, "frame_compile_id": 0, "att
 *	empt": 1, "has_payload": "05b8..."}
 *		class GraphModule(torch.nn.Module):
 *		    def forward(self, ...):
 *
 * (the first three lines one line in the file): a glog prefix, one JSON object whose first key names the event (an
 * "artifact" names itself in its "name"), then the payload, if any, on
 * lines that each start with a tab. {"str": ["/path/x.py", 1]} lines
 * fill a string table that stacks point into by number. Most of a trace
 * is chromium_event timings: their lines are skipped after reading the
 * key, their JSON never parsed. */
#include "config.h"

#include "format/load_trace.h"

#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/array.h"
#include "base/buf.h"
#include "base/error.h"
#include "base/guard.h"
#include "format/load_log.h"
#include "model/run.h"
#include "format/load_provenance.h"

/* The events whose payload is a printed graph (print_readable(), str() of
 * an ExportedProgram), as torch 2.1 ... 2.14 name them: torch/_dynamo/
 * output_graph.py, backends/distributed.py, compiled_autograd.py;
 * torch/_functorch/_aot_autograd/graph_compile.py, graph_capture.py;
 * torch/_inductor/compile_fx.py (inductor_*_grad_graph, before 2.6);
 * torch/export/_trace.py (with TORCH_DTRACE). */
static const char *const graph_events[] = {
	"dynamo_output_graph",
	"aot_joint_graph",
	"aot_forward_graph",
	"aot_backward_graph",
	"aot_inference_graph",
	"aot_forward_graph_pre_saved_tensors_hooks",
	"aot_backward_graph_pre_saved_tensors_hooks",
	"aot_backward_graph_pre_assert_saved_tensors_hooks",
	"inductor_pre_grad_graph",
	"inductor_post_grad_graph",
	"exported_program",
	"optimize_ddp_split_graph",
	"optimize_ddp_split_child",
	"compiled_autograd_graph",
	/* its payload is output code (format/load_output_code.h); the
	 * provenance mapping that follows is kept at its end */
	"inductor_output_code",
	NULL
};

/* aot_autograd's saved-tensors hooks: "aot_saved_tensors_hooks_pack
 * NAME" (graph_compile.py). */
static const char *const graph_event_prefixes[] = {
	"aot_saved_tensors_hooks_pack ",
	"aot_saved_tensors_hooks_unpack ",
	NULL
};

/* The artifacts ("artifact" events, by "name") whose payload is a graph:
 * torch/_inductor/compile_fx.py, fx_passes/overlap_scheduling.py,
 * fx_passes/decomp_comms.py; torch/_functorch/partitioners.py,
 * _aot_autograd/graph_compile.py; torch/_dynamo/compiled_autograd.py;
 * torch/fx/experimental/proxy_tensor.py. fx_graph_runnable is a
 * script that rebuilds the graph and runs it. */
static const char *const graph_artifacts[] = {
	"before_pre_grad_graph",
	"after_pre_grad_graph",
	"before_joint_graph",
	"after_joint_graph",
	"before_post_grad_graph",
	"inductor_post_grad_graph",
	"fx_graph_runnable",
	"aot_inference_graph_after_hop_passes",
	"before_activation_quantization_fwd_aten_pass",
	"after_activation_quantization_fwd_aten_pass",
	"before_activation_quantization_bwd_aten_pass",
	"after_activation_quantization_bwd_aten_pass",
	"compiled_autograd_graph_pre_reordering",
	"overlap_scheduling_graph_before",
	"overlap_scheduling_graph_after",
	"pre_decomp_comms",
	"post_decomp_comms",
	"min_cut_failed_fx_graph",
	"make_fx_fail_partial",
	NULL
};

/* Artifacts named after the pass that wrote them: a pattern matcher
 * pass's "NAME_pre_grad" and "NAME_post_grad" (fx_passes/pre_grad.py,
 * post_grad.py), group_batch_fusion.py's "optimus_RULE" and
 * "cff_RULE". */
static const char *const graph_artifact_suffixes[] = {
	"_pre_grad", "_post_grad", NULL
};
static const char *const graph_artifact_prefixes[] = {
	"optimus_", "cff_", NULL
};

/* A compile, as the events' "compiled_autograd_id", "frame_id" and
 * "frame_compile_id" say it (-1: absent or null). */
struct compile {
	long ca, frame, fcid;
};

/* What the trace says of one compile, from its dynamo_start and its
 * compilation_metrics. */
struct compile_facts {
	struct compile c;
	char *stack;
	char *source;
};

/* A graph cut out, and the compile it belongs to. */
struct cut {
	struct compile c;
	int has_compile;
	int has_provenance;	/* an output code given its mapping */
	char *sub;		/* its "subgraph_name" (regional inductor), or
				 * NULL */
};

/* What a run (model/run.h) gathers from one of its files, when the
 * trace is read as one (load_trace_run). */
struct run_side {
	struct fx_run *run;
	size_t file;
};

struct tracer {
	const char *buf;
	size_t len;
	struct error *err;
	struct load_part *parts;
	struct cut *cuts;
	size_t n, cap;
	char **strs;		/* the string table, by number; NULL holes */
	size_t n_strs;
	struct compile_facts *facts;
	size_t n_facts, cap_facts;
	struct run_side rs;	/* run NULL: no run is gathered */
};

struct line {
	size_t at, end;		/* the line, without its '\n' */
	size_t next;		/* the next line's start */
	uint32_t no;		/* its number, from 1 */
};

static void
next_line(const char *buf, size_t len, size_t at, uint32_t no,
    struct line *ln)
{
	const char *nl = memchr(buf + at, '\n', len - at);

	ln->at = at;
	ln->end = nl == NULL ? len : (size_t)(nl - buf);
	ln->next = nl == NULL ? len : ln->end + 1;
	ln->no = no;
}

/* The event's key: the first key of the object at b[s..end), without
 * its quotes, in *k..*k_end. 0 when the line does not start so. */
static int
key_of(const char *b, size_t s, size_t end, size_t *k, size_t *k_end)
{
	size_t i;

	if (end - s < 4 || b[s] != '{' || b[s + 1] != '"')
		return 0;
	for (i = s + 2; i < end && b[i] != '"' && b[i] != '\\'; i++)
		;
	if (i == end || b[i] != '"')
		return 0;
	*k = s + 2;
	*k_end = i;
	return 1;
}

static int
word_is(const char *b, size_t s, size_t end, const char *w)
{
	return end - s == strlen(w) && memcmp(b + s, w, end - s) == 0;
}

static int
in_list(const char *s, size_t n, const char *const *list)
{
	for (; *list != NULL; list++)
		if (strlen(*list) == n && memcmp(s, *list, n) == 0)
			return 1;
	return 0;
}

static int
has_prefix_in(const char *s, size_t n, const char *const *list)
{
	for (; *list != NULL; list++)
		if (n > strlen(*list) && memcmp(s, *list, strlen(*list)) == 0)
			return 1;
	return 0;
}

static int
has_suffix_in(const char *s, size_t n, const char *const *list)
{
	size_t w;

	for (; *list != NULL; list++)
		if (n > (w = strlen(*list)) && memcmp(s + n - w, *list, w) == 0)
			return 1;
	return 0;
}

/* Whether an event of this key (an artifact: of this name) is a graph
 * by torch's sources. */
static int
graph_stage(const char *s, size_t n, int artifact)
{
	if (artifact)	/* an event's name as an artifact's, too */
		return in_list(s, n, graph_artifacts) ||
		    in_list(s, n, graph_events) ||
		    has_suffix_in(s, n, graph_artifact_suffixes) ||
		    has_prefix_in(s, n, graph_artifact_prefixes);
	return in_list(s, n, graph_events) ||
	    has_prefix_in(s, n, graph_event_prefixes);
}

/* Whether the payload's first line (b[s..end), less its tab) starts a
 * printed GraphModule: "class NAME(torch.nn.Module):", for the events
 * torch names as it runs (vLLM's graph_dump, passes yet to come). */
static int
payload_is_class(const char *b, size_t s, size_t end)
{
	static const char tail[] = "(torch.nn.Module):";
	size_t n = sizeof(tail) - 1;

	if (end > s && b[end - 1] == '\r')
		end--;
	return end - s > 7 + n && memcmp(b + s, "\tclass ", 7) == 0 &&
	    memcmp(b + end - n, tail, n) == 0;
}

static char *
dup_n(const char *s, size_t n)
{
	char *d = malloc(n + 1);

	if (d != NULL) {
		memcpy(d, s, n);
		d[n] = '\0';
	}
	return d;
}

static long
number_or(const cJSON *o, const char *key, long dflt)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

	return cJSON_IsNumber(v) && v->valuedouble >= 0 &&
	    v->valuedouble < 1e9 ? (long)v->valuedouble : dflt;
}

static struct compile
compile_of(const cJSON *o)
{
	struct compile c;

	c.ca = number_or(o, "compiled_autograd_id", -1);
	c.frame = number_or(o, "frame_id", -1);
	c.fcid = number_or(o, "frame_compile_id", -1);
	return c;
}

static int
has_compile(const struct compile *c)
{
	return c->ca >= 0 || (c->frame >= 0 && c->fcid >= 0);
}

static int
same_compile(const struct compile *a, const struct compile *b)
{
	return a->ca == b->ca && a->frame == b->frame && a->fcid == b->fcid;
}

/* The compile id as torch prints a CompileId and its attempt (torch/
 * _guards.py, CompileId.__str__ and TraceId.__str__): "0/0", "0/0_1",
 * "!0", "!0/1/0". NULL with *nomem 0 when the event names no compile. */
static char *
compile_id_text(const struct compile *c, long attempt, int *nomem)
{
	char s[96], *id;

	*nomem = 0;
	if (!has_compile(c))
		return NULL;
	run_id_text(s, sizeof(s), c->ca, c->frame, c->fcid, attempt);
	if ((id = strdup(s)) == NULL)
		*nomem = 1;
	return id;
}

static struct compile_facts *
facts_of(struct tracer *t, const struct compile *c)
{
	struct compile_facts *f;
	size_t i;

	for (i = 0; i < t->n_facts; i++)
		if (same_compile(&t->facts[i].c, c))
			return &t->facts[i];
	if (t->n_facts == t->cap_facts) {
		size_t cap = t->cap_facts ? t->cap_facts * 2 : 8;

		if ((f = realloc(t->facts, cap * sizeof(*f))) == NULL)
			return NULL;
		t->facts = f;
		t->cap_facts = cap;
	}
	f = &t->facts[t->n_facts++];
	memset(f, 0, sizeof(*f));
	f->c = *c;
	return f;
}

/* {"str": ["/path/x.py", 1]}: string 1 of the table. -1 when out of
 * memory; a malformed entry is left out. */
static int
add_string(struct tracer *t, const cJSON *root)
{
	const cJSON *a = cJSON_GetObjectItemCaseSensitive(root, "str");
	const cJSON *s = cJSON_GetArrayItem(a, 0), *i = cJSON_GetArrayItem(a, 1);
	size_t k;

	if (!cJSON_IsString(s) || !cJSON_IsNumber(i) || i->valuedouble < 0 ||
	    i->valuedouble >= 1e6)
		return 0;
	k = (size_t)i->valuedouble;
	if (k >= t->n_strs) {
		size_t n = k + 1 > t->n_strs * 2 ? k + 1 : t->n_strs * 2;
		char **p = realloc(t->strs, n * sizeof(*p));

		if (p == NULL)
			return -1;
		memset(p + t->n_strs, 0, (n - t->n_strs) * sizeof(*p));
		t->strs = p;
		t->n_strs = n;
	}
	free(t->strs[k]);
	return (t->strs[k] = strdup(s->valuestring)) == NULL ? -1 : 0;
}

/* A frame's file: a number in the string table, or (tlparse's
 * uninterned_filename, older traces) the name itself. */
static const char *
frame_file(const struct tracer *t, const cJSON *frame)
{
	const cJSON *f = cJSON_GetObjectItemCaseSensitive(frame, "filename");

	if (cJSON_IsString(f))
		return f->valuestring;
	f = cJSON_GetObjectItemCaseSensitive(frame, "uninterned_filename");
	if (cJSON_IsString(f))
		return f->valuestring;
	f = cJSON_GetObjectItemCaseSensitive(frame, "filename");
	if (cJSON_IsNumber(f) && f->valuedouble >= 0 &&
	    (size_t)f->valuedouble < t->n_strs &&
	    t->strs[(size_t)f->valuedouble] != NULL)
		return t->strs[(size_t)f->valuedouble];
	return "(unknown)";
}

/* {"dynamo_start": {"stack": [{"line": 11, "name": "<module>",
 * "filename": 1}, ...]}, ...}: the compile's stack, a line a frame. */
static int
add_stack(struct tracer *t, const cJSON *root)
{
	const cJSON *start = cJSON_GetObjectItemCaseSensitive(root,
	    "dynamo_start");
	const cJSON *stack = cJSON_GetObjectItemCaseSensitive(start, "stack");
	const cJSON *frame;
	struct compile c = compile_of(root);
	struct compile_facts *f;
	struct buf b = BUF_INIT;

	if (!cJSON_IsArray(stack) || !has_compile(&c))
		return 0;
	cJSON_ArrayForEach(frame, stack) {
		const cJSON *name = cJSON_GetObjectItemCaseSensitive(frame,
		    "name");

		buf_printf(&b, "%s%s:%ld in %s", b.len ? "\n" : "",
		    frame_file(t, frame), number_or(frame, "line", 0),
		    cJSON_IsString(name) ? name->valuestring : "?");
	}
	if (b.len == 0)
		return 0;
	if ((f = facts_of(t, &c)) == NULL || buf_cstr(&b) == NULL) {
		buf_free(&b);
		return -1;
	}
	free(f->stack);
	f->stack = buf_steal(&b, NULL);
	return 0;
}

/* {"compilation_metrics": {"co_name": "forward", "co_filename":
 * "/x.py", "co_firstlineno": 5, ...}}: the code compiled. */
static int
add_source(struct tracer *t, const cJSON *root)
{
	const cJSON *m = cJSON_GetObjectItemCaseSensitive(root,
	    "compilation_metrics");
	const cJSON *name = cJSON_GetObjectItemCaseSensitive(m, "co_name");
	const cJSON *file = cJSON_GetObjectItemCaseSensitive(m, "co_filename");
	struct compile c = compile_of(root);
	struct compile_facts *f;
	char *s;

	if (!cJSON_IsString(name) || !cJSON_IsString(file) ||
	    !has_compile(&c))
		return 0;
	if (asprintf(&s, "%s:%ld in %s", file->valuestring,
	    number_or(m, "co_firstlineno", 0), name->valuestring) == -1)
		return -1;
	if ((f = facts_of(t, &c)) == NULL) {
		free(s);
		return -1;
	}
	free(f->source);
	f->source = s;
	return 0;
}

/* The run side (load_trace_run): what the events say of each compile. */

static int read_payload(const struct tracer *t, size_t *at, struct buf *text,
    uint32_t *n_lines);

/* The compile of the event root in the run, its attempts counted: its
 * index, or -1 when out of memory. */
static long
run_compile(struct tracer *t, const cJSON *root)
{
	struct compile c = compile_of(root);
	long i = run_compile_of(t->rs.run, c.ca, c.frame, c.fcid,
	    (int)number_or(root, "rank", -1));
	long attempt = number_or(root, "attempt", 0);
	struct run_compile *rc;

	if (i < 0)
		return -1;
	rc = &t->rs.run->compiles[i];
	if ((size_t)attempt + 1 > rc->attempts)
		rc->attempts = (size_t)attempt + 1;
	return i;
}

static const char *
string_or(const cJSON *o, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

	return cJSON_IsString(v) ? v->valuestring : NULL;
}

static double
seconds_or(const cJSON *o, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

	return cJSON_IsNumber(v) && v->valuedouble >= 0 ? v->valuedouble : -1;
}

/* Sets *to to a copy of s (NULL stays NULL). -1 when out of memory. */
static int
set_string(char **to, const char *s)
{
	free(*to);
	*to = NULL;
	return s != NULL && (*to = strdup(s)) == NULL ? -1 : 0;
}

/* dynamo_start's stack, a frame each with its file (through the string
 * table), line, function and code line. */
static int
run_stack(struct tracer *t, struct run_stack *st, const cJSON *stack)
{
	const cJSON *frame;
	size_t i;

	for (i = 0; i < st->n; i++) {
		free(st->frames[i].file);
		free(st->frames[i].name);
		free(st->frames[i].code);
	}
	st->n = 0;
	cJSON_ArrayForEach(frame, stack) {
		struct run_frame *f;

		if (array_grow((void **)&st->frames, st->n, &st->cap,
		    sizeof(*st->frames)) == -1)
			return -1;
		f = &st->frames[st->n++];
		memset(f, 0, sizeof(*f));
		f->line = number_or(frame, "line", 0);
		if (set_string(&f->file, frame_file(t, frame)) == -1 ||
		    set_string(&f->name, string_or(frame, "name")) == -1 ||
		    set_string(&f->code, string_or(frame, "loc")) == -1)
			return -1;
	}
	return 0;
}

/* compilation_metrics (and bwd_compilation_metrics, whose failure is the
 * backward's): the code compiled, the failure, the restarts, the
 * times and counts. */
static int
run_metrics(struct run_compile *c, const cJSON *m, int backward)
{
	const cJSON *reasons = cJSON_GetObjectItemCaseSensitive(m,
	    "restart_reasons"), *r;
	struct run_metrics *x = &c->metrics;

	if (string_or(m, "fail_type") != NULL) {
		if (set_string(&c->fail_type, string_or(m, "fail_type")) ||
		    set_string(&c->fail_reason, string_or(m, "fail_reason")) ||
		    set_string(&c->fail_file, string_or(m,
		    "fail_user_frame_filename")))
			return -1;
		c->fail_line = number_or(m, "fail_user_frame_lineno", -1);
	}
	if (backward)
		return 0;
	if (set_string(&c->co_name, string_or(m, "co_name")) == -1 ||
	    set_string(&c->co_file, string_or(m, "co_filename")) == -1)
		return -1;
	c->co_line = number_or(m, "co_firstlineno", -1);
	x->has = 1;
	x->frame_s = seconds_or(m, "entire_frame_compile_time_s");
	x->backend_s = seconds_or(m, "backend_compile_time_s");
	x->inductor_s = seconds_or(m, "inductor_compile_time_s");
	x->code_gen_s = seconds_or(m, "code_gen_time_s");
	x->guards = number_or(m, "guard_count", -1);
	x->ops = number_or(m, "graph_op_count", -1);
	x->nodes = number_or(m, "graph_node_count", -1);
	x->inputs = number_or(m, "graph_input_count", -1);
	cJSON_ArrayForEach(r, reasons)
		if (cJSON_IsString(r) && run_add_string(&c->restart_reasons,
		    &c->n_restart_reasons, &c->cap_restart, r->valuestring,
		    strlen(r->valuestring)) == -1)
			return -1;
	return 0;
}

/* recompile_reasons: the guards that failed ("0/0: tensor 'x' size
 * mismatch...", each with its user stack's lines), or a JSON list of
 * them (older torch). */
static int
run_recompile(struct run_compile *c, const char *s, size_t len)
{
	cJSON *a = NULL, *r;
	const char *nl;
	size_t n;

	if (len > 0 && s[0] == '[' &&
	    (a = cJSON_ParseWithLength(s, len)) != NULL && cJSON_IsArray(a)) {
		cJSON_ArrayForEach(r, a)
			if (cJSON_IsString(r) && run_add_string(
			    &c->recompile_reasons, &c->n_recompile_reasons,
			    &c->cap_recompile, r->valuestring,
			    strlen(r->valuestring)) == -1)
				goto nomem;
		cJSON_Delete(a);
		return 0;
	}
	cJSON_Delete(a);
	for (; len > 0; s += n + (nl != NULL), len -= n + (nl != NULL)) {
		nl = memchr(s, '\n', len);
		n = nl ? (size_t)(nl - s) : len;
		if (run_add_guard_line(c, s, n) == -1)
			return -1;
	}
	return 0;
nomem:
	cJSON_Delete(a);
	return -1;
}

/* An event that is no graph, read for the run: its compile noted, and a
 * graph break, recompile or backward failure kept. *at is past the
 * event's line; a payload this reads moves it past that too. */
static int
run_event(struct tracer *t, const cJSON *root, const char *name,
    uint32_t line, size_t *at)
{
	struct compile c = compile_of(root);
	struct run_compile *rc;
	struct buf text = BUF_INIT;
	uint32_t n_lines;
	long i;
	int rv = 0;

	if (!has_compile(&c))
		return 0;
	if ((i = run_compile(t, root)) < 0)
		return -1;
	rc = &t->rs.run->compiles[i];
	if (root->child != NULL && strcmp(root->child->string,
	    "bwd_compilation_metrics") == 0)
		return run_metrics(rc, root->child, 1);
	if (name == NULL || (strcmp(name, "dynamo_graph_break_reason") != 0 &&
	    strcmp(name, "recompile_reasons") != 0))
		return 0;
	if (read_payload(t, at, &text, &n_lines) == -1)
		return -1;
	if (text.len > 0)
		rv = name[0] == 'd' ? run_add_break(rc, text.data, text.len, line) :
		    run_recompile(rc, text.data, text.len);
	buf_free(&text);
	return rv;
}

/* The payload's lines from at on, each less its tab, into *text; *at
 * gets the line after them, *n_lines their count. */
static int
read_payload(const struct tracer *t, size_t *at, struct buf *text,
    uint32_t *n_lines)
{
	size_t s = *at;
	const char *nl;

	*n_lines = 0;
	while (s < t->len && t->buf[s] == '\t') {
		nl = memchr(t->buf + s, '\n', t->len - s);
		if (buf_add(text, t->buf + s + 1, (nl ? (size_t)(nl - t->buf) :
		    t->len) - s - 1) == -1 || buf_addc(text, '\n') == -1)
			return -1;
		(*n_lines)++;
		s = nl ? (size_t)(nl - t->buf) + 1 : t->len;
	}
	*at = s;
	return 0;
}

static struct load_part *
new_part(struct tracer *t)
{
	if (t->n == t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 16;
		struct load_part *p = realloc(t->parts, cap * sizeof(*p));
		struct cut *c;

		if (p == NULL)
			return NULL;
		t->parts = p;
		if ((c = realloc(t->cuts, cap * sizeof(*c))) == NULL)
			return NULL;
		t->cuts = c;
		t->cap = cap;
	}
	memset(&t->cuts[t->n], 0, sizeof(t->cuts[t->n]));
	load_part_init(&t->parts[t->n]);
	return &t->parts[t->n++];
}

/* The artifact's name, read without parsing the line (it may not
 * parse): the "name" string of {"artifact": {"name": "X", ...}}. */
static int
scan_name(const char *b, size_t s, size_t end, size_t *k, size_t *k_end)
{
	static const char key[] = "\"name\": \"";
	size_t n = sizeof(key) - 1, i;

	for (; s + n < end; s++)
		if (memcmp(b + s, key, n) == 0)
			break;
	if (s + n >= end)
		return 0;
	for (i = s + n; i < end && b[i] != '"' && b[i] != '\\'; i++)
		;
	if (i == end || b[i] != '"')
		return 0;
	*k = s + n;
	*k_end = i;
	return 1;
}

/* The end of the line that starts at at. */
static size_t
line_end(const char *b, size_t len, size_t at)
{
	const char *nl = memchr(b + at, '\n', len - at);

	return nl == NULL ? len : (size_t)(nl - b);
}

/* Marks part p as one that cannot be read: its event line b[body..jend)
 * did not parse, cJSON stopping at parse_end (or NULL). */
static int
set_fault(struct tracer *t, struct load_part *p, size_t body, size_t jend,
    const char *parse_end, int parsed)
{
	struct error e = { 0 };
	size_t off = body;

	if (parse_end != NULL && parse_end >= t->buf + body &&
	    parse_end <= t->buf + jend)
		off = (size_t)(parse_end - t->buf);
	error_at(&e, t->buf, t->len, off, "the trace's event line is not "
	    "valid JSON%s, so its graph is not read", parsed ?
	    ": text after its end" : off >= jend ? ": it ends early" : "");
	p->fault_line = e.line;
	p->fault_column = e.column;
	return (p->fault = strdup(e.msg)) == NULL ? -1 : 0;
}

/* The facts of a graph's event, from its parsed line root: rank,
 * compile, stage (an artifact's name, or the key b[k..k_end)). */
static int
set_facts(struct tracer *t, struct load_part *p, const cJSON *root,
    int artifact, size_t k, size_t k_end)
{
	struct cut *c = &t->cuts[t->n - 1];
	const cJSON *name = NULL;
	int nomem;

	c->c = compile_of(root);
	c->has_compile = has_compile(&c->c);
	if (number_or(root, "rank", -1) >= 0)
		p->rank = (int)number_or(root, "rank", -1);
	p->compile_id = compile_id_text(&c->c, number_or(root, "attempt", 0),
	    &nomem);
	if (string_or(root, "subgraph_name") != NULL &&
	    (c->sub = strdup(string_or(root, "subgraph_name"))) == NULL)
		nomem = 1;
	if (artifact && root->child != NULL)
		name = cJSON_GetObjectItemCaseSensitive(root->child, "name");
	p->stage = cJSON_IsString(name) ? strdup(name->valuestring) :
	    dup_n(t->buf + k, k_end - k);
	return nomem || p->stage == NULL ? -1 : 0;
}

/* dynamo_start (stack) or compilation_metrics (metrics) for the run. */
static int
run_facts(struct tracer *t, const cJSON *root, int stack)
{
	struct compile c = compile_of(root);
	long i;

	if (!has_compile(&c))
		return 0;
	if ((i = run_compile(t, root)) < 0)
		return -1;
	if (stack)
		return run_stack(t, &t->rs.run->compiles[i].stack,
		    cJSON_GetObjectItemCaseSensitive(
		    cJSON_GetObjectItemCaseSensitive(root, "dynamo_start"),
		    "stack"));
	return run_metrics(&t->rs.run->compiles[i],
	    cJSON_GetObjectItemCaseSensitive(root, "compilation_metrics"), 0);
}

/* An event no graph claimed, for the run: parsed (a line that does not
 * parse is lost, as tlparse loses it), an artifact's name (at
 * b[k..k_end), k 0 for none) passed on. */
static int
run_other(struct tracer *t, const struct line *ln, size_t body, size_t jend,
    size_t k, size_t k_end, size_t *at)
{
	char name[128];
	cJSON *root;
	int rc;

	if ((root = cJSON_ParseWithLengthOpts(t->buf + body, jend - body,
	    NULL, 0)) == NULL)
		return 0;
	if (k > 0 && k_end - k < sizeof(name)) {
		memcpy(name, t->buf + k, k_end - k);
		name[k_end - k] = '\0';
	}
	rc = cJSON_IsObject(root) ? run_event(t, root, k > 0 &&
	    k_end - k < sizeof(name) ? name : NULL, ln->no, at) : 0;
	cJSON_Delete(root);
	if (rc == -1)
		error_nomem(t->err);
	return rc;
}

/* The graph part p (the last cut) as a stage of its compile; root its
 * parsed event line, or NULL when it did not parse (then the stage
 * joins the run's "-", its fault a warning). */
static int
run_stage(struct tracer *t, const struct load_part *p, const cJSON *root,
    uint32_t line)
{
	struct run_compile *c;
	struct run_stage *s;
	long i = root != NULL ? run_compile(t, root) :
	    run_compile_of(t->rs.run, -1, -1, -1, -1);

	if (i < 0)
		return -1;
	c = &t->rs.run->compiles[i];
	if (array_grow((void **)&c->stages, c->n_stages, &c->cap_stages,
	    sizeof(*c->stages)) == -1)
		return -1;
	s = &c->stages[c->n_stages];
	memset(s, 0, sizeof(*s));
	s->part = t->n - 1;
	s->file = t->rs.file;
	s->line = line;
	if ((s->stage = strdup(p->stage)) == NULL)
		return -1;
	c->n_stages++;
	return 0;
}

/* inductor_provenance_tracking_node_mappings, whose payload (one line
 * of JSON) at *at is appended to the last output code of its compile
 * that has none (load_provenance_append), so that the code's graph
 * carries it; left out when no such code came before it, or when it
 * maps no kernel. */
static int
attach_provenance(struct tracer *t, size_t body, size_t jend, size_t *at)
{
	struct buf text = BUF_INIT, code = BUF_INIT;
	struct load_part *p = NULL;
	cJSON *root;
	char *id;
	uint32_t n_lines;
	size_t i;
	int nomem;

	if (read_payload(t, at, &text, &n_lines) == -1)
		goto nomem;
	/* a compile of no kernel node writes {"version": 2.0} alone */
	if (n_lines == 0 || memmem(text.data, text.len, "\"cppCodeToPost\"",
	    15) == NULL || (root = cJSON_ParseWithLengthOpts(t->buf + body,
	    jend - body, NULL, 0)) == NULL) {
		buf_free(&text);
		return 0;
	}
	{
		struct compile c = compile_of(root);

		id = compile_id_text(&c, number_or(root, "attempt", 0), &nomem);
	}
	cJSON_Delete(root);
	if (nomem)
		goto nomem;
	for (i = t->n; i-- > 0 && p == NULL;)
		if (!t->cuts[i].has_provenance && t->parts[i].fault == NULL &&
		    strcmp(t->parts[i].stage, "inductor_output_code") == 0 &&
		    (id == NULL ? t->parts[i].compile_id == NULL :
		    t->parts[i].compile_id != NULL &&
		    strcmp(t->parts[i].compile_id, id) == 0))
			p = &t->parts[i];
	free(id);
	if (p != NULL) {
		if (buf_add(&code, p->text, p->len) == -1 ||
		    load_provenance_append(&code, text.data, text.len) == -1)
			goto nomem;
		free(p->text);
		p->text = buf_steal(&code, &p->len);
		t->cuts[p - t->parts].has_provenance = 1;
	}
	buf_free(&text);
	return 0;
nomem:
	buf_free(&text);
	buf_free(&code);
	error_nomem(t->err);
	return -1;
}

/* The event on line ln, its JSON at body (past the glog prefix): a
 * graph when its key (or an artifact's name) says so or its payload is
 * a printed class. Adds the part and leaves *at past its payload. */
static int
read_event(struct tracer *t, const struct line *ln, size_t body,
    size_t *at)
{
	const char *b = t->buf, *parse_end = NULL;
	size_t k, k_end, jend = ln->end;
	struct buf text = BUF_INIT;
	struct load_part *p;
	cJSON *root;
	uint32_t n_lines;
	int artifact, rc;

	*at = ln->next;
	if (!key_of(b, body, ln->end, &k, &k_end) ||
	    word_is(b, k, k_end, "chromium_event"))
		return 0;	/* the most of any trace: never parsed */
	while (jend > body && (b[jend - 1] == '\r' || b[jend - 1] == ' '))
		jend--;
	if (word_is(b, k, k_end, "str") ||
	    word_is(b, k, k_end, "dynamo_start") ||
	    word_is(b, k, k_end, "compilation_metrics")) {
		if ((root = cJSON_ParseWithLengthOpts(b + body, jend - body,
		    &parse_end, 0)) == NULL)
			return 0;	/* as tlparse: the event is lost */
		rc = b[k] == 's' ? add_string(t, root) : b[k] == 'd' ?
		    add_stack(t, root) : add_source(t, root);
		if (rc == 0 && t->rs.run != NULL && b[k] != 's')
			rc = run_facts(t, root, b[k] == 'd');
		cJSON_Delete(root);
		if (rc == -1)
			error_nomem(t->err);
		return rc;
	}
	artifact = (word_is(b, k, k_end, "artifact") ||
	    word_is(b, k, k_end, "graph_dump")) &&
	    scan_name(b, k_end, ln->end, &k, &k_end);
	if (artifact && word_is(b, k, k_end,
	    "inductor_provenance_tracking_node_mappings"))
		return attach_provenance(t, body, jend, at);
	if (!graph_stage(b + k, k_end - k, artifact) && !(ln->next < t->len &&
	    payload_is_class(b, ln->next, line_end(b, t->len, ln->next))))
		return t->rs.run == NULL ? 0 : run_other(t, ln, body, jend,
		    artifact ? k : 0, k_end, at);
	if (read_payload(t, at, &text, &n_lines) == -1)
		goto nomem;
	if (n_lines == 0)
		return 0;	/* a graph event without its graph */
	if ((p = new_part(t)) == NULL)
		goto nomem;
	p->line = ln->no + 1;
	p->at = ln->next;
	if ((p->text = buf_steal(&text, &p->len)) == NULL)
		goto nomem;
	root = cJSON_ParseWithLengthOpts(b + body, jend - body, &parse_end, 0);
	if (root == NULL || !cJSON_IsObject(root) ||
	    parse_end != b + jend)
		rc = set_fault(t, p, body, jend, parse_end, root != NULL) == -1 ||
		    (p->stage = dup_n(b + k, k_end - k)) == NULL ? -1 : 0;
	else
		rc = set_facts(t, p, root, artifact, k, k_end);
	if (rc == 0 && t->rs.run != NULL)
		rc = run_stage(t, p, root != NULL && cJSON_IsObject(root) ?
		    root : NULL, ln->no);
	cJSON_Delete(root);
	if (rc == -1)
		goto nomem;
	return 0;
nomem:
	buf_free(&text);
	error_nomem(t->err);
	return -1;
}

/* Names each part "[rank1] [0/0] STAGE", " #2" on a name met before
 * (load_parts_name_apart), and gives it its compile's stack and source. */
static int
finish(struct tracer *t)
{
	size_t i, k;

	for (i = 0; i < t->n; i++) {
		struct load_part *p = &t->parts[i];
		struct buf name = BUF_INIT;

		if (p->rank >= 0)
			buf_printf(&name, "[rank%d] ", p->rank);
		if (p->compile_id != NULL)
			buf_printf(&name, "[%s] ", p->compile_id);
		buf_adds(&name, p->stage);
		if (t->cuts[i].sub != NULL)
			buf_printf(&name, " %s", t->cuts[i].sub);
		if ((p->name = buf_steal(&name, NULL)) == NULL)
			return -1;
		if (!t->cuts[i].has_compile)
			continue;
		for (k = 0; k < t->n_facts; k++) {
			const struct compile_facts *f = &t->facts[k];

			if (!same_compile(&f->c, &t->cuts[i].c))
				continue;
			if ((f->stack != NULL &&
			    (p->stack = strdup(f->stack)) == NULL) ||
			    (f->source != NULL &&
			    (p->source = strdup(f->source)) == NULL))
				return -1;
		}
	}
	return load_parts_name_apart(t->parts, t->n);
}

static void
tracer_free(struct tracer *t)
{
	size_t i;

	for (i = 0; i < t->n_strs; i++)
		free(t->strs[i]);
	free(t->strs);
	for (i = 0; i < t->n_facts; i++) {
		free(t->facts[i].stack);
		free(t->facts[i].source);
	}
	free(t->facts);
	for (i = 0; i < t->n; i++)
		free(t->cuts[i].sub);
	free(t->cuts);
}

static int
trace_read(const char *buf, size_t len, const struct guard *guard,
    const struct run_side *rs, struct load_part **parts, size_t *n,
    struct error *err)
{
	struct tracer t = { 0 };
	struct line ln;
	size_t at = 0, body, next;
	uint32_t no = 1, lines = 0;

	t.buf = buf;
	t.len = len;
	t.err = err;
	if (rs != NULL)
		t.rs = *rs;
	*parts = NULL;
	*n = 0;
	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		at = 3;	/* a byte order mark */
	while (at < len) {
		if (++lines % GUARD_EVERY == 0 &&
		    guard_check(guard, err) == -1)
			goto fail;
		if (buf[at] == '\t') {	/* a payload no graph claimed */
			const char *nl = memchr(buf + at, '\n', len - at);

			at = nl ? (size_t)(nl - buf) + 1 : len;
			no++;
			continue;
		}
		next_line(buf, len, at, no, &ln);
		if ((body = load_log_glog_prefix(buf, ln.at, ln.end)) == 0) {
			at = ln.next;	/* as tlparse: not an event */
			no++;
			continue;
		}
		if (read_event(&t, &ln, ln.at + body, &next) == -1)
			goto fail;
		for (; at < next; at++)
			if (buf[at] == '\n')
				no++;
	}
	if (t.n == 0 && rs != NULL) {
		tracer_free(&t);
		return 0;
	}
	if (t.n == 0) {
		error_set(err, "no graph in the trace: fxviz reads its "
		    "dynamo_output_graph, aot_*_graph, exported_program and "
		    "inductor's graph artifacts, and it has none");
		goto fail;
	}
	if (finish(&t) == -1) {
		error_nomem(err);
		goto fail;
	}
	tracer_free(&t);
	*parts = t.parts;
	*n = t.n;
	return 0;
fail:
	tracer_free(&t);
	load_parts_free(t.parts, t.n);
	return -1;
}

int
load_trace(const char *buf, size_t len, const struct guard *guard,
    struct load_part **parts, size_t *n, struct error *err)
{
	return trace_read(buf, len, guard, NULL, parts, n, err);
}

int
load_trace_run(const char *buf, size_t len, const struct guard *guard,
    struct fx_run *run, size_t file, struct load_part **parts, size_t *n,
    struct error *err)
{
	struct run_side rs = { run, file };

	return trace_read(buf, len, guard, &rs, parts, n, err);
}

int
load_is_trace(const char *buf, size_t len)
{
	size_t at = 0, body, k, k_end;
	struct line ln;

	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		at = 3;
	while (at < len && (buf[at] == '\n' || buf[at] == '\r'))
		at++;
	if (at == len)
		return 0;
	next_line(buf, len, at, 1, &ln);
	if ((body = load_log_glog_prefix(buf, ln.at, ln.end)) == 0)
		return 0;
	body += ln.at;
	while (ln.end > body && (buf[ln.end - 1] == '\r' ||
	    buf[ln.end - 1] == ' '))
		ln.end--;
	return key_of(buf, body, ln.end, &k, &k_end) && buf[ln.end - 1] == '}';
}
