/* load: picks the reader for an input. */
#include "config.h"

#include "format/load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/error.h"
#include "format/load_code.h"
#include "format/load_fxir.h"
#include "format/load_json.h"
#include "format/load_log.h"
#include "format/load_output_code.h"
#include "format/load_repro.h"
#include "format/load_tabular.h"
#include "format/load_trace.h"
#include "model/graph.h"

int
load_is_json(const char *buf, size_t len)
{
	size_t i = 0;

	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		i = 3;	/* a byte order mark */
	while (i < len && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\n' ||
	    buf[i] == '\r'))
		i++;
	return i < len && buf[i] == '{';
}

static struct fx_graph *load_one_of_log(const char *buf, size_t len,
    const struct guard *guard, struct error *err);
static struct fx_graph *load_one_of_trace(const char *buf, size_t len,
    const struct guard *guard, struct error *err);

static const struct {
	const char *name;
	struct fx_graph *(*read)(const char *, size_t, const struct guard *,
	    struct error *);
} forms[] = {
	{ "fx", load_fxir },
	{ "tabular", load_tabular },
	{ "json", load_json },
	{ "code", load_code },
	{ "log", load_one_of_log },
	{ "trace", load_one_of_trace },
	{ "repro", load_repro },
	{ "output_code", load_output_code },
};
#define FORM_LOG	4
#define FORM_TRACE	5
#define FORM_REPRO	6
#define FORM_OUTPUT_CODE	7

/* The splitter a text asks for when no form is named: a trace's, a
 * log's, or none (-1). */
static int
found_splitter(const char *buf, size_t len)
{
	/* a script's classes, or output code's, are no printouts of a log */
	if (load_is_json(buf, len) || load_is_repro(buf, len) ||
	    (load_is_output_code(buf, len) &&
	    !load_is_logged_output_code(buf, len)))
		return -1;
	if (load_is_trace(buf, len))
		return FORM_TRACE;
	return !load_is_tabular(buf, len) && load_is_log(buf, len) ?
	    FORM_LOG : -1;
}

/* The form a text that is not a log asks for, as an index in forms. */
static size_t
found_form(const char *buf, size_t len)
{
	/* a script's or output code's comments may look like a fragment */
	if (load_is_repro(buf, len))
		return FORM_REPRO;
	if (load_is_output_code(buf, len))
		return FORM_OUTPUT_CODE;
	return load_is_json(buf, len) ? 2 : load_is_tabular(buf, len) ? 1 :
	    load_is_fragment(buf, len) ? 0 : load_is_code(buf, len) ? 3 : 0;
}

/* The line where the text starts: the first that is not blank. */
static size_t
first_line(const char *buf, size_t len)
{
	size_t i = 0;

	while (i < len && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\n' ||
	    buf[i] == '\r'))
		i++;
	while (i > 0 && buf[i - 1] != '\n')
		i--;
	return i;
}

/* Where depyf's decompiled bytecode starts: the first line 'def
 * __transformed_code_' (its __transformed_code_*.py and full_code_for_*.py
 * files, which hold no graph), or len when none does. */
static size_t
depyf_bytecode(const char *buf, size_t len)
{
	static const char mark[] = "def __transformed_code_";
	size_t i = 0, n = sizeof(mark) - 1;

	while (i + n <= len) {
		const char *nl;

		if (memcmp(buf + i, mark, n) == 0)
			return i;
		if ((nl = memchr(buf + i, '\n', len - i)) == NULL)
			break;
		i = (size_t)(nl - buf) + 1;
	}
	return len;
}

int
load_form_known(const char *form)
{
	size_t k;

	for (k = 0; k < sizeof(forms) / sizeof(forms[0]); k++)
		if (strcmp(forms[k].name, form) == 0)
			return 1;
	return 0;
}

/* The graph form k reads from buf, its nodes in an order FX allows
 * (model/graph.h: no node used before its definition, so no cycle),
 * whichever reader read it. */
static struct fx_graph *
read_form(size_t k, const char *buf, size_t len, const struct guard *guard,
    struct error *err)
{
	struct fx_graph *g = forms[k].read(buf, len, guard, err);

	if (g != NULL && fx_graph_check_order(g, err) == -1) {
		fx_graph_free(g);
		return NULL;
	}
	return g;
}

/* Whether buf[0..n) holds what (of wlen bytes) in its first 64 KB. */
static int
holds(const char *buf, size_t n, const char *what, size_t wlen)
{
	return memmem(buf, n < 65536 ? n : 65536, what, wlen) != NULL;
}

/* What a binary file people give fxviz by mistake is, and what to give
 * instead; NULL when buf is none of them. */
static const char *
binary_kind(const char *buf, size_t len)
{
	const unsigned char *u = (const unsigned char *)buf;

	if (len >= 8 && memcmp(buf, "\x89PNG\r\n\x1a\n", 8) == 0)
		return "a PNG image, not a graph: fxviz draws the text torch "
		    "prints of a graph (print(gm.graph), gm.code, "
		    "print_readable(), its logs and TORCH_TRACE files) and "
		    "fxviz JSON";
	if (len >= 4 && memcmp(buf, "PK\x03\x04", 4) == 0) {
		if (holds(buf, len, "archive_format", 14) ||
		    holds(buf, len, "serialized_exported_program", 27) ||
		    holds(buf, len, "/models/model.json", 18))
			return "a .pt2 file (torch.export.save), not a graph "
			    "fxviz reads: give it the exporter's JSON "
			    "(fxviz.save(ep, PATH), python/fxviz.py) or the "
			    "text print(ep) prints";
		if (holds(buf, len, "data.pkl", 8))
			return "a torch.save() file (a zip of pickled tensors), "
			    "not a graph: give fxviz the exporter's JSON "
			    "(fxviz.save(gm, PATH), python/fxviz.py) or the "
			    "text print(gm.graph) prints";
		return "a zip archive, not a graph: a TORCH_TRACE or "
		    "TORCH_COMPILE_DEBUG folder zipped is a run (POST "
		    "/api/runs, or the start page's folder upload)";
	}
	if (len >= 2 && u[0] == 0x80 && u[1] >= 2 && u[1] <= 5)
		return "a pickle (torch.save of old, or pickle.dump), not a "
		    "graph: give fxviz the exporter's JSON (fxviz.save(gm, "
		    "PATH)) or the text print(gm.graph) prints";
	/* ONNX's ModelProto: field 1 (ir_version) first, its producer
	 * ("pytorch") soon after */
	if (len >= 4 && u[0] == 0x08 && (holds(buf, len < 64 ? len : 64,
	    "pytorch", 7) || holds(buf, len < 64 ? len : 64, "onnx", 4)))
		return "an ONNX model, not an FX graph: give fxviz the FX graph "
		    "it was exported from (print(gm.graph), or fxviz.save(gm, "
		    "PATH))";
	if (len >= 2 && u[0] == 0x1f && u[1] == 0x8b)
		return "a gzip file: unpack it first (gunzip), or POST a "
		    ".tar.gz of a run's folder to /api/runs";
	if (len >= 6 && memcmp(buf, "\xfd" "7zXZ\0", 6) == 0)
		return "an xz file: unpack it first (xz -d)";
	return NULL;
}

/* load_graph_as, where look says whether to look for a log's or a
 * trace's splitter when form is NULL (load_graph_unsplit's caller has). */
static struct fx_graph *
graph_as(const char *buf, size_t len, const char *form, int look,
    const struct guard *guard, struct error *err)
{
	struct fx_graph *g;
	const char *binary = binary_kind(buf, len);
	size_t i, k;
	int line, col, splitter;

	if (binary != NULL) {
		error_at(err, buf, len, 0, "%s", binary);
		return NULL;
	}
	if (form == NULL)
		k = look && (splitter = found_splitter(buf, len)) >= 0 ?
		    (size_t)splitter : found_form(buf, len);
	else
		for (k = 0; k < sizeof(forms) / sizeof(forms[0]) &&
		    strcmp(forms[k].name, form) != 0; k++)
			;
	if (k == sizeof(forms) / sizeof(forms[0])) {
		error_set(err, "no form '%.32s' (%s)", form, LOAD_FORMS);
		return NULL;
	}
	if ((g = read_form(k, buf, len, guard, err)) != NULL) {
		g->form = forms[k].name;
		return g;
	}
	if (form == NULL && err->kind == ERROR_INPUT &&
	    (i = depyf_bytecode(buf, len)) < len) {
		error_at(err, buf, len, i, "depyf's decompiled bytecode, not a "
		    "graph: the graphs it calls are in the __compiled_fn_*.py "
		    "files depyf wrote beside it");
		return NULL;
	}
	/* Found from the text, and wrong from its very start: it is none of
	 * the forms, rather than a graph with a fault, which keeps its own
	 * message. */
	i = first_line(buf, len);
	while (i < len && (buf[i] == ' ' || buf[i] == '\t'))
		i++;
	error_place(buf, len, i, &line, &col);
	if (form == NULL && err->kind == ERROR_INPUT && err->line == line &&
	    err->column == col) {
		char why[sizeof(err->msg)];

		snprintf(why, sizeof(why), "%s", err->msg);
		error_at(err, buf, len, i, "not a graph fxviz reads: it reads "
		    "the text print(gm.graph) prints, a print_tabular() table, "
		    "the Python code of gm.code, torch's runnable and repro "
		    "scripts, inductor's output code, fxviz JSON and torch's "
		    "logs of them (%s); here: %s",
		    LOAD_FORMS, why);
	}
	return NULL;
}

struct fx_graph *
load_graph_as(const char *buf, size_t len, const char *form,
    const struct guard *guard, struct error *err)
{
	return graph_as(buf, len, form, 1, guard, err);
}

struct fx_graph *
load_graph_unsplit(const char *buf, size_t len, const char *form,
    const struct guard *guard, struct error *err)
{
	return graph_as(buf, len, form, 0, guard, err);
}

struct fx_graph *
load_graph_guarded(const char *buf, size_t len,
    const struct guard *guard, struct error *err)
{
	return load_graph_as(buf, len, NULL, guard, err);
}

struct fx_graph *
load_graph(const char *buf, size_t len, struct error *err)
{
	return load_graph_guarded(buf, len, NULL, err);
}

/* Where in the log a place in one of its parts is: the part's lines are
 * the log's from part->line on, each less its log prefix and indentation
 * (or, on its first line, less the file name before 'class'), so the
 * column moves by what the log line holds before the part's text. */
void
load_part_place(const char *buf, size_t len, const struct load_part *part,
    struct error *err)
{
	size_t s = 0, e, ps = 0, pe;
	int i, log_chars = 0, part_chars = 0;

	if (err->line <= 0)
		return;
	for (i = 1; i < err->line && ps < part->len; i++) {
		const char *nl = memchr(part->text + ps, '\n', part->len - ps);

		ps = nl ? (size_t)(nl - part->text) + 1 : part->len;
	}
	err->line += (int)part->line - 1;
	i = 1;
	if (part->at > 0 && part->at < len && part->line > 1) {
		s = part->at;	/* the line part->line starts there */
		i = (int)part->line;
	}
	for (; i < err->line && s < len; i++) {
		const char *nl = memchr(buf + s, '\n', len - s);

		s = nl ? (size_t)(nl - buf) + 1 : len;
	}
	for (e = s; e < len && buf[e] != '\n'; e++)
		if ((buf[e] & 0xc0) != 0x80)
			log_chars++;
	for (pe = ps; pe < part->len && part->text[pe] != '\n'; pe++)
		if ((part->text[pe] & 0xc0) != 0x80)
			part_chars++;
	if (log_chars > part_chars)
		err->column += log_chars - part_chars;
}

/* Copies part's origin (what a trace says of it) into g's arena. */
static int
set_origin(struct fx_graph *g, const struct load_part *part)
{
	struct fx_origin *o = &g->origin;

	o->rank = part->rank;
	return (part->compile_id != NULL && (o->compile_id =
	    arena_strdup(g->arena, part->compile_id)) == NULL) ||
	    (part->stage != NULL && (o->stage = arena_strdup(g->arena,
	    part->stage)) == NULL) ||
	    (part->stack != NULL && (o->stack = arena_strdup(g->arena,
	    part->stack)) == NULL) ||
	    (part->source != NULL && (o->source = arena_strdup(g->arena,
	    part->source)) == NULL) ? -1 : 0;
}

int
load_part_fault(const struct load_part *part, struct error *err)
{
	if (part->fault == NULL)
		return 0;
	error_set(err, "%s", part->fault);
	err->line = part->fault_line;
	err->column = part->fault_column;
	return -1;
}

struct fx_graph *
load_part_graph(const char *buf, size_t len, const struct load_part *part,
    const struct guard *guard, struct error *err)
{
	struct fx_graph *g;
	size_t k;
	uint32_t i;

	if (load_part_fault(part, err) == -1)
		return NULL;
	/* a trace's payload may be a printout with its header
	 * (exported_program): read as any text is */
	if (part->stage != NULL) {
		g = load_graph_as(part->text, part->len, NULL, guard, err);
	} else {
		k = found_form(part->text, part->len);
		if ((g = read_form(k, part->text, part->len, guard, err)) !=
		    NULL)
			g->form = forms[k].name;
	}
	if (g == NULL) {
		if (err->kind == ERROR_INPUT)
			load_part_place(buf, len, part, err);
		return NULL;
	}
	for (i = 0; i < g->n_nodes; i++)
		if (g->nodes[i].line > 0)
			g->nodes[i].line += part->line - 1;
	if ((part->stage != NULL || g->name == NULL) &&
	    part->name[0] != '\0' &&
	    (g->name = arena_strdup(g->arena, part->name)) == NULL)
		goto nomem;
	if (set_origin(g, part) == -1)
		goto nomem;
	return g;
nomem:
	fx_graph_free(g);
	error_nomem(err);
	return NULL;
}

/* The one graph of a log or trace, cut by split; one of several is
 * refused with their names. */
static struct fx_graph *
load_one_of(const char *buf, size_t len, const struct guard *guard,
    struct error *err, int (*split)(const char *, size_t,
    const struct guard *, struct load_part **, size_t *, struct error *),
    const char *what)
{
	struct load_part *parts;
	struct fx_graph *g = NULL;
	char names[256];
	size_t n, i, at = 0;

	if (split(buf, len, guard, &parts, &n, err) == -1)
		return NULL;
	if (n == 1) {
		g = load_part_graph(buf, len, &parts[0], guard, err);
	} else {
		for (i = 0; i < n && at < sizeof(names); i++)
			at += (size_t)snprintf(names + at, sizeof(names) - at,
			    "%s%s", i ? ", " : "", parts[i].name);
		error_set(err, "the %s holds %zu graphs: %s", what, n, names);
	}
	load_parts_free(parts, n);
	return g;
}

static struct fx_graph *
load_one_of_log(const char *buf, size_t len, const struct guard *guard,
    struct error *err)
{
	return load_one_of(buf, len, guard, err, load_log, "log");
}

static struct fx_graph *
load_one_of_trace(const char *buf, size_t len, const struct guard *guard,
    struct error *err)
{
	return load_one_of(buf, len, guard, err, load_trace, "trace");
}

int
load_split(const char *buf, size_t len, const char *form,
    const struct guard *guard, struct load_part **parts, size_t *n,
    struct error *err)
{
	struct load_part *p;
	int k;

	*parts = NULL;
	*n = 0;
	if (form != NULL && !load_form_known(form)) {
		error_set(err, "no form '%.32s' (%s)", form, LOAD_FORMS);
		return -1;
	}
	k = form == NULL ? found_splitter(buf, len) : strcmp(form, "log") == 0 ?
	    FORM_LOG : strcmp(form, "trace") == 0 ? FORM_TRACE : -1;
	if (k == FORM_LOG)
		return load_log(buf, len, guard, parts, n, err);
	if (k == FORM_TRACE)
		return load_trace(buf, len, guard, parts, n, err);
	if ((p = calloc(1, sizeof(*p))) == NULL ||
	    (p->name = calloc(1, 1)) == NULL ||
	    (p->text = malloc(len + 1)) == NULL) {
		load_parts_free(p, 1);
		error_nomem(err);
		return -1;
	}
	memcpy(p->text, buf, len);
	p->text[len] = '\0';
	p->len = len;
	p->line = 1;
	p->rank = -1;
	*parts = p;
	*n = 1;
	return 0;
}
