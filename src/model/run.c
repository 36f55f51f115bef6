/* run: a compile run's compiles, built by its readers, and the questions
 * the page and the JSON ask of it. */
#include "config.h"

#include "model/run.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/array.h"

struct fx_run *
run_new(void)
{
	return calloc(1, sizeof(struct fx_run));
}

static void
strings_free(char **v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

static void
compile_free(struct run_compile *c)
{
	size_t i;

	free(c->id);
	free(c->co_name);
	free(c->co_file);
	for (i = 0; i < c->stack.n; i++) {
		free(c->stack.frames[i].file);
		free(c->stack.frames[i].name);
		free(c->stack.frames[i].code);
	}
	free(c->stack.frames);
	for (i = 0; i < c->n_stages; i++) {
		free(c->stages[i].stage);
		free(c->stages[i].graph);
	}
	free(c->stages);
	for (i = 0; i < c->n_breaks; i++) {
		free(c->breaks[i].reason);
		free(c->breaks[i].file);
	}
	free(c->breaks);
	strings_free(c->recompile_reasons, c->n_recompile_reasons);
	strings_free(c->restart_reasons, c->n_restart_reasons);
	free(c->fail_type);
	free(c->fail_reason);
	free(c->fail_file);
}

void
run_free(struct fx_run *r)
{
	size_t i;

	if (r == NULL)
		return;
	for (i = 0; i < r->n_compiles; i++)
		compile_free(&r->compiles[i]);
	free(r->compiles);
	for (i = 0; i < r->n_files; i++)
		free(r->files[i].name);
	free(r->files);
	strings_free(r->warnings, r->n_warnings);
	free(r);
}

const char *
run_status_name(enum run_status s)
{
	switch (s) {
	case RUN_OK:
		return "ok";
	case RUN_RESTARTED:
		return "restarted";
	case RUN_EMPTY:
		return "empty";
	case RUN_FAILED:
		return "failed";
	case RUN_NO_METRICS:
		break;
	}
	return "no_metrics";
}

void
run_id_text(char *s, size_t n, long autograd, long frame, long frame_compile,
    long attempt)
{
	int at;

	if (autograd >= 0) {
		at = snprintf(s, n, "!%ld", autograd);
		if (frame >= 0 && frame_compile >= 0 && (size_t)at < n)
			at += snprintf(s + at, n - (size_t)at, "/%ld/%ld",
			    frame, frame_compile);
	} else if (frame >= 0 && frame_compile >= 0) {
		at = snprintf(s, n, "%ld/%ld", frame, frame_compile);
	} else {
		snprintf(s, n, "-");
		return;
	}
	if (attempt > 0 && at >= 0 && (size_t)at < n)
		snprintf(s + at, n - (size_t)at, "_%ld", attempt);
}

struct run_compile *
run_find(const struct fx_run *r, const char *id, int rank)
{
	size_t i;

	for (i = 0; i < r->n_compiles; i++)
		if (r->compiles[i].rank == rank &&
		    strcmp(r->compiles[i].id, id) == 0)
			return &r->compiles[i];
	return NULL;
}

static long new_compile(struct fx_run *r, const char *id, long autograd,
    long frame, long frame_compile, int rank);

long
run_compile_of(struct fx_run *r, long autograd, long frame,
    long frame_compile, int rank)
{
	struct run_compile *c;
	char id[96];
	size_t i;

	if (frame < 0 || frame_compile < 0)
		frame = frame_compile = -1;
	run_id_text(id, sizeof(id), autograd, frame, frame_compile, 0);
	for (i = 0; i < r->n_compiles; i++) {
		c = &r->compiles[i];
		if (c->autograd == autograd && c->frame == frame &&
		    c->frame_compile == frame_compile && c->rank == rank &&
		    strcmp(c->id, id) == 0)
			return (long)i;
	}
	return new_compile(r, id, autograd, frame, frame_compile, rank);
}

long
run_compile_named(struct fx_run *r, const char *name)
{
	size_t i;

	for (i = 0; i < r->n_compiles; i++)
		if (r->compiles[i].frame < 0 && r->compiles[i].autograd < 0 &&
		    strcmp(r->compiles[i].id, name) == 0)
			return (long)i;
	return new_compile(r, name, -1, -1, -1, -1);
}

static long
new_compile(struct fx_run *r, const char *id, long autograd, long frame,
    long frame_compile, int rank)
{
	struct run_compile *c;

	if (array_grow((void **)&r->compiles, r->n_compiles,
	    &r->cap_compiles, sizeof(*r->compiles)) == -1)
		return -1;
	c = &r->compiles[r->n_compiles];
	memset(c, 0, sizeof(*c));
	if ((c->id = strdup(id)) == NULL)
		return -1;
	c->autograd = autograd;
	c->frame = frame;
	c->frame_compile = frame_compile;
	c->rank = rank;
	c->co_line = c->fail_line = -1;
	c->metrics.frame_s = c->metrics.backend_s = -1;
	c->metrics.inductor_s = c->metrics.code_gen_s = -1;
	c->metrics.guards = c->metrics.ops = -1;
	c->metrics.nodes = c->metrics.inputs = -1;
	return (long)r->n_compiles++;
}

int
run_add_string(char ***v, size_t *n, size_t *cap, const char *s, size_t len)
{
	char *d;

	if (array_grow((void **)v, *n, cap, sizeof(**v)) == -1 ||
	    (d = malloc(len + 1)) == NULL)
		return -1;
	memcpy(d, s, len);
	d[len] = '\0';
	(*v)[(*n)++] = d;
	return 0;
}

int
run_warn(struct fx_run *r, const char *fmt, ...)
{
	va_list ap;
	char *s;
	int rc;

	va_start(ap, fmt);
	rc = vasprintf(&s, fmt, ap);
	va_end(ap);
	if (rc == -1)
		return -1;
	rc = run_add_string(&r->warnings, &r->n_warnings, &r->cap_warnings,
	    s, strlen(s));
	free(s);
	return rc;
}

/* Where a graph break's payload says it happened: "Graph break in user
 * code at FILE:LINE" (torch 2.6 on), else the last 'File "F", line N'
 * of its traceback. */
static void
break_place(const char *s, size_t len, size_t *f, size_t *f_end, long *line)
{
	static const char at[] = " in user code at ";
	const char *nl = memchr(s, '\n', len), *p, *q;
	size_t first = nl ? (size_t)(nl - s) : len, i, from;

	*f = *f_end = 0;
	*line = 0;
	/* "Graph break in user code at F:L", "Graph break (user stack
	 * suppressed due to duplicate graph break) in user code at F:L" */
	if (first > 11 && memcmp(s, "Graph break", 11) == 0 &&
	    (p = memmem(s, first, at, sizeof(at) - 1)) != NULL) {
		from = (size_t)(p - s) + sizeof(at) - 1;
		for (i = first; i > from && s[i - 1] != ':'; i--)
			;
		if (i > from + 1 && i < first) {
			*f = from;
			*f_end = i - 1;
			*line = strtol(s + i, NULL, 10);
		}
		return;
	}
	for (p = s; (p = memmem(p, len - (size_t)(p - s), "File \"", 6)) !=
	    NULL; p = q) {
		q = memchr(p + 6, '"', len - (size_t)(p + 6 - s));
		if (q == NULL)
			return;
		if ((size_t)(s + len - q) > 8 && memcmp(q, "\", line ", 8) == 0) {
			*f = (size_t)(p + 6 - s);
			*f_end = (size_t)(q - s);
			*line = strtol(q + 8, NULL, 10);
		}
	}
}

int
run_add_break(struct run_compile *c, const char *s, size_t len,
    uint32_t event_line)
{
	struct run_break *b;
	size_t f, f_end;

	if (array_grow((void **)&c->breaks, c->n_breaks, &c->cap_breaks,
	    sizeof(*c->breaks)) == -1)
		return -1;
	b = &c->breaks[c->n_breaks];
	memset(b, 0, sizeof(*b));
	while (len > 0 && s[len - 1] == '\n')
		len--;
	break_place(s, len, &f, &f_end, &b->line);
	b->event_line = event_line;
	if ((b->reason = strndup(s, len)) == NULL ||
	    (f_end > f && (b->file = strndup(s + f, f_end - f)) == NULL)) {
		free(b->reason);
		free(b->file);
		return -1;
	}
	c->n_breaks++;
	return 0;
}

/* Whether s starts with a compile id and ": " ("0/0: ", "!0/1/2_1: "). */
static int
starts_with_id(const char *s, size_t len)
{
	size_t i = 0, slashes = 0;

	if (i < len && s[i] == '!')
		i++;
	while (i < len && ((s[i] >= '0' && s[i] <= '9') || s[i] == '/' ||
	    s[i] == '_'))
		slashes += s[i++] == '/';
	return slashes > 0 && i + 1 < len && s[i] == ':' && s[i + 1] == ' ' &&
	    s[0] != '/';
}

int
run_add_guard_line(struct run_compile *c, const char *s, size_t len)
{
	char *r;
	size_t n;

	while (len > 0 && (s[len - 1] == '\r' || s[len - 1] == ' '))
		len--;
	if (len == 0)
		return 0;
	if (c->n_recompile_reasons == 0 || starts_with_id(s, len))
		return run_add_string(&c->recompile_reasons,
		    &c->n_recompile_reasons, &c->cap_recompile, s, len);
	n = strlen(c->recompile_reasons[c->n_recompile_reasons - 1]);
	if ((r = realloc(c->recompile_reasons[c->n_recompile_reasons - 1],
	    n + len + 2)) == NULL)
		return -1;
	r[n] = '\n';
	memcpy(r + n + 1, s, len);
	r[n + 1 + len] = '\0';
	c->recompile_reasons[c->n_recompile_reasons - 1] = r;
	return 0;
}

void
run_finish(struct fx_run *r)
{
	size_t i, with_metrics = 0;

	for (i = 0; i < r->n_compiles; i++)
		with_metrics += r->compiles[i].metrics.has;
	for (i = 0; i < r->n_compiles; i++) {
		struct run_compile *c = &r->compiles[i];

		/* In tlparse's order: a failure, then a graph of no op,
		 * then a restart, then metrics missing. */
		if (c->fail_type != NULL)
			c->status = RUN_FAILED;
		else if (c->frame < 0 && c->autograd < 0)
			c->status = RUN_OK;	/* no compile: export, say */
		else if (c->metrics.has && c->metrics.ops == 0 &&
		    c->n_stages == 0)
			c->status = RUN_EMPTY;
		else if (c->attempts > 1 || c->n_restart_reasons > 0 ||
		    c->n_breaks > 0)
			c->status = RUN_RESTARTED;
		else if (!c->metrics.has && with_metrics > 0)
			c->status = RUN_NO_METRICS;	/* a log has none */
		else
			c->status = RUN_OK;
	}
}

const struct run_compile *
run_previous(const struct fx_run *r, const struct run_compile *c)
{
	const struct run_compile *best = NULL;
	size_t i;

	if (c->frame < 0 || c->frame_compile <= 0)
		return NULL;
	for (i = 0; i < r->n_compiles; i++) {
		const struct run_compile *o = &r->compiles[i];

		if (o->frame == c->frame && o->rank == c->rank &&
		    o->autograd == c->autograd &&
		    o->frame_compile < c->frame_compile &&
		    o->n_stages > 0 && (best == NULL ||
		    o->frame_compile > best->frame_compile))
			best = o;
	}
	return best;
}
