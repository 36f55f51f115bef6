/* worker: the render worker's loop. A job names its picture with a
 * render_request string, read with the same parser every key goes
 * through; a job that does not parse is answered with the reason, and the
 * worker goes on. */
#include "config.h"

#include "daemon/worker.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <string.h>
#include <sys/resource.h>

#include "base/error.h"
#include "base/fault.h"
#include "base/io.h"
#include "daemon/render_request.h"
#include "draw/diff_view.h"
#include "format/load_provenance.h"
#include "model/kernels.h"
#include "draw/render.h"
#include "format/load.h"
#include "model/graph.h"
#include "model/modules.h"

#define KEPT_GRAPHS	2		/* parsed graphs a worker keeps */

static int damaged;	/* FXVIZ_FAULT=worker_damage: die at the next job */

/* AddressSanitizer or ThreadSanitizer, as gcc (__SANITIZE_ADDRESS__,
 * __SANITIZE_THREAD__) and clang (__has_feature) each say it. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define UNDER_ASAN	1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define UNDER_ASAN	1
#endif
#endif

/* A parsed graph a worker keeps, by id. Each is allocated on its own, so
 * that a pointer to one holds for as long as it is kept, however the
 * list of them moves. */
struct kept {
	char id[DIGEST_ID_LEN + 1];
	struct fx_graph *g;
	struct module_tree *mt;	/* g's, built when g was parsed */
	char digest[DIGEST_HEX_LEN + 1];	/* g's content, worked out
						 * when a view first needs it;
						 * "" until then */
};

static void
kept_free(struct kept *k)
{
	if (k == NULL)
		return;
	modules_free(k->mt);
	fx_graph_free(k->g);
	free(k);
}

/* glibc checks each chunk it consolidates and aborts at one that is
 * damaged ("malloc_consolidate(): unaligned fastbin chunk detected"):
 * Graphviz's double frees showed there, at a later job's allocation,
 * when nothing made the heap consolidate before. 0.05 to 15 ms on this
 * 2-core machine, beside renders of 25 ms to 2 s (special2 to densenet121
 * and a 3,400-node graph open); it hands free pages back too.
 * AddressSanitizer checks every free itself. */
static void
check_heap(void)
{
#if defined(__GLIBC__) && !defined(UNDER_ASAN)
	malloc_trim(0);
#endif
}

/* Answers the daemon, once the heap has been checked. */
static int
answer(int ok, const struct error *err, const char *data, size_t len)
{
	static struct render_counts before;
	struct render_counts now;
	struct worker_answer a;

	check_heap();
	memset(&a, 0, sizeof(a));
	render_get_counts(&now);
	a.laid_out = (uint32_t)(now.laid_out - before.laid_out);
	a.copied = (uint32_t)(now.copied - before.copied);
	a.cached = (uint32_t)(now.cached - before.cached);
	a.from_folder = (uint32_t)(now.from_folder - before.from_folder);
	a.cache_bytes = now.cache_bytes;
	before = now;
	a.magic = WORKER_ANSWER_MAGIC;
	a.ok = ok;
	if (!ok) {
		a.kind = (int32_t)err->kind;
		a.line = err->line;
		a.column = err->column;
		data = err->msg;
		len = strlen(err->msg);
	}
	a.retire = render_suspect();
	a.len = len;
	if (io_write_all(1, &a, sizeof(a), -1) != 0 ||
	    io_write_all(1, data, len, -1) != 0)
		return -1;
	return 0;
}

/* The graph of this job and its module tree: kept from an earlier job,
 * or read now. kept is most recently used first; a graph read now takes
 * the place of the least recently used one that is not pinned (the other
 * graph of the same job, which must stay: a diff's first graph while
 * its second is read). */
static struct kept *
job_graph(struct kept **kept, const char *id, const char *source, size_t len,
    const char *form, const struct kept *pinned, struct error *err)
{
	struct kept *k;
	int i, out;

	for (i = 0; i < KEPT_GRAPHS; i++)
		if (kept[i] != NULL && strcmp(kept[i]->id, id) == 0)
			break;
	if (i < KEPT_GRAPHS) {
		k = kept[i];
	} else {
		if ((k = calloc(1, sizeof(*k))) == NULL) {
			error_nomem(err);
			return NULL;
		}
		if ((k->g = load_graph_as(source, len, *form != '\0' ? form :
		    NULL, NULL, err)) == NULL) {
			kept_free(k);
			return NULL;
		}
		if ((k->mt = modules_build(k->g, MODULES_PARTS_ABOVE)) == NULL) {
			kept_free(k);
			error_nomem(err);
			return NULL;
		}
		snprintf(k->id, sizeof(k->id), "%s", id);
		out = KEPT_GRAPHS - 1;	/* KEPT_GRAPHS > 1: one can be pinned */
		if (pinned != NULL && kept[out] == pinned)
			out--;
		kept_free(kept[out]);
		i = out;
	}
	memmove(&kept[1], &kept[0], (size_t)i * sizeof(*kept));
	kept[0] = k;
	return k;
}

/* A diff's job: both graphs (each kept as any other, the first pinned
 * while the second is read), their diff drawn. 0 with *out, or -1 with
 * err filled. */
static int
run_diff(struct kept **kept, const struct render_request *rr,
    const char *source, size_t len, char **out, size_t *out_len,
    struct error *err)
{
	const struct kept *ka, *kb;
	struct diff_view *dv;
	const char *a, *b;
	size_t a_len, b_len;
	char form_a[16], form_b[16];
	int rc;

	if (render_request_diff_split(source, len, &a, &a_len, form_a, &b,
	    &b_len, form_b, err) == -1 ||
	    (ka = job_graph(kept, rr->id, a, a_len, form_a, NULL, err)) ==
	    NULL ||
	    (kb = job_graph(kept, rr->id_b, b, b_len, form_b, ka, err)) == NULL)
		return -1;
	if ((dv = diff_view_new(ka->g, kb->g, err)) == NULL)
		return -1;
	rc = render_diff(dv, &rr->opt, rr->format, out, out_len, err);
	diff_view_free(dv);
	return rc;
}

/* A kernel view's job (color=kernel): the post-grad graph and its
 * output code, two sources framed as a diff's; the mapping the code
 * carries, if any (load_provenance_find); the graph drawn coloured by
 * kernel. 0 with *out, or -1 with err filled. */
static int
run_kernels(struct kept **kept, const struct render_request *rr,
    const char *source, size_t len, char **out, size_t *out_len,
    struct error *err)
{
	const struct kept *ka, *kb;
	struct kernel_provenance *prov = NULL;
	struct kernel_map *km;
	const char *a, *b, *json;
	size_t a_len, b_len, jlen;
	char form_a[16], form_b[16];
	int rc;

	if (render_request_diff_split(source, len, &a, &a_len, form_a, &b,
	    &b_len, form_b, err) == -1 ||
	    (ka = job_graph(kept, rr->id, a, a_len, form_a, NULL, err)) ==
	    NULL ||
	    (kb = job_graph(kept, rr->opt.code, b, b_len, form_b, ka, err)) ==
	    NULL)
		return -1;
	if (load_provenance_find(b, b_len, &json, &jlen) &&
	    (prov = load_provenance(json, jlen, err)) == NULL)
		return -1;
	km = kernels_new(ka->g, kb->g, prov, err);
	kernel_provenance_free(prov);
	if (km == NULL)
		return -1;
	rc = render_kernels(ka->g, ka->mt, km, &rr->opt, rr->format, out,
	    out_len, err);
	kernels_free(km);
	return rc;
}

/* One job: its picture, or why not. -1 when the daemon is gone. */
static int
run_job(struct kept **kept, const char *key, size_t key_len,
    const char *source, size_t len, const char *form)
{
	struct render_request rr;
	struct error err = { 0 };
	struct kept *k;
	char *out = NULL;
	size_t out_len;
	int rc;

	if (damaged)
		abort();	/* FXVIZ_FAULT=worker_damage: as a damaged heap */
	damaged = fault_inject("worker_damage");
	if (fault_inject("worker_slow"))
		sleep(2);
	if (render_request_parse(&rr, key, key_len, &err) == -1)
		return answer(0, &err, NULL, 0);
	if (rr.json) {
		error_kind_set(&err, ERROR_INTERNAL, "fxviz JSON is written by "
		    "the daemon, not by render workers");
		return answer(0, &err, NULL, 0);
	}
	if (rr.id_b[0] != '\0') {
		if (run_diff(kept, &rr, source, len, &out, &out_len, &err) == -1)
			return answer(0, &err, NULL, 0);
	} else if (rr.opt.code[0] != '\0') {
		if (run_kernels(kept, &rr, source, len, &out, &out_len,
		    &err) == -1)
			return answer(0, &err, NULL, 0);
	} else if ((k = job_graph(kept, rr.id, source, len, form, NULL,
	    &err)) == NULL ||
	    render_graph_hashed(k->g, k->mt, k->digest, &rr.opt, rr.format,
	    &out, &out_len, &err) == -1)
		return answer(0, &err, NULL, 0);
	rc = answer(1, NULL, out, out_len);
	free(out);
	return rc;
}

int
worker_main(size_t memory_mb, int nice)
{
	struct kept *kept[KEPT_GRAPHS] = { NULL };
	struct worker_job j;
	char *key = NULL, *source = NULL;
	int i, status = 0;

	/* AddressSanitizer and ThreadSanitizer reserve terabytes of
	 * address space for their shadow: a build with either runs its
	 * workers without the cap. */
#ifndef UNDER_ASAN
	if (memory_mb > 0) {
		struct rlimit rl;

		rl.rlim_cur = rl.rlim_max = (rlim_t)memory_mb << 20;
		setrlimit(RLIMIT_AS, &rl);
	}
#else
	(void)memory_mb;
#endif
	if (nice > 0)
		setpriority(PRIO_PROCESS, 0, nice);
	signal(SIGPIPE, SIG_IGN);
	while (io_read_all(0, &j, sizeof(j), -1) == 0) {
		/* A job that breaks the framing leaves the stream unreadable:
		 * the daemon sees the worker exit and replaces it. */
		if (j.magic != WORKER_JOB_MAGIC || j.key_len > WORKER_MAX_KEY ||
		    j.source_len > WORKER_MAX_SOURCE ||
		    (key = malloc(j.key_len + 1)) == NULL ||
		    (source = malloc(j.source_len + 1)) == NULL ||
		    io_read_all(0, key, j.key_len, -1) != 0 ||
		    io_read_all(0, source, j.source_len, -1) != 0) {
			status = 1;
			break;
		}
		key[j.key_len] = '\0';
		source[j.source_len] = '\0';
		j.form[sizeof(j.form) - 1] = '\0';
		if (run_job(kept, key, j.key_len, source, j.source_len,
		    j.form) == -1)
			status = 1;
		free(key);
		free(source);
		key = source = NULL;
		if (status != 0)
			break;
	}
	free(key);
	free(source);
	for (i = 0; i < KEPT_GRAPHS; i++)
		kept_free(kept[i]);
	render_cleanup();
	return status;
}
