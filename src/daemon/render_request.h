/* render_request: one picture of one graph, named by one string.
 *
 * The string is the picture's cache key, the seed of its ETag and the job
 * a render worker is sent; its query is a URL query that asks for the
 * same view:
 *
 *     v1:ID.FORMAT?rankdir=TB&collapse=a,b&expand=c&hide=get_attr&depth=2&focus=x
 *
 * The options come in view_options_key's canonical order and encoding,
 * so two ways of asking for one view make one string, and two views
 * never share one. "v1:ID.json" is the whole graph as fxviz JSON, which
 * the daemon writes itself; "v1:ID.json?rankdir=TB&sub=PATH" one of its
 * sub-graphs. */
#ifndef FXVIZ_RENDER_REQUEST_H
#define FXVIZ_RENDER_REQUEST_H

#include <stddef.h>

#include "base/digest.h"
#include "draw/render.h"
#include "draw/view.h"

struct buf;
struct error;

#define RENDER_REQUEST_VERSION	"v1"

struct render_request {
	char id[DIGEST_ID_LEN + 1];	/* the graph */
	char id_b[DIGEST_ID_LEN + 1];	/* a diff of id (before) and id_b
					 * (after): "v1:ID~ID_B.svg?..."; ""
					 * for a picture of one graph. A
					 * diff's JSON is its report
					 * (docs/diff.md), by the daemon */
	int json;			/* the whole graph as fxviz JSON */
	enum render_format format;	/* unless json */
	struct view_options opt;	/* unless json; for json, only sub */
};

/* A request for the default view of graph id in format ext ("svg", "png",
 * "dot" or "json"). 0, or -1 with err filled for another ext. */
int render_request_init(struct render_request *r, const char *id,
    const char *ext, struct error *err);

/* Appends r's string. 0, or -1 when out of memory. */
int render_request_key(const struct render_request *r, struct buf *b);

/* Whether key names graph id, alone, as either side of a diff or as
 * the code of a view coloured by kernel ("v1:ID.svg?...", "v1:ID~B.json",
 * "v1:A~ID.png?...", "v1:A.svg?rankdir=TB&code=ID&color=kernel"), and, with
 * json_only, is a JSON (a graph's, a sub-graph's or a diff's report):
 * the keys to forget when the graph is deleted, or renamed. */
int render_request_names_graph(const char *key, const char *id,
    int json_only);

/* Reads a key back (the workers' side). 0, or -1 with err saying what
 * is wrong: another version, a bad id or format, or a bad option. */
int render_request_parse(struct render_request *r, const char *key,
    size_t len, struct error *err);

/* A diff's job, for a worker, and a kernel view's (the post-grad graph
 * and its output code): the two sources in one,
 * "fxviz-diff LEN_A FORM_A FORM_B\n" then A's bytes then B's (a form "-"
 * when none is known). 0, or -1 when out of memory. */
int render_request_diff_source(struct buf *out, const char *a, size_t a_len,
    const char *form_a, const char *b, size_t b_len, const char *form_b);

/* Takes such a job apart: pointers into src, forms of at most 15 bytes
 * ("" for "-"). 0, or -1 with err filled when src is not one. */
int render_request_diff_split(const char *src, size_t len, const char **a,
    size_t *a_len, char form_a[16], const char **b, size_t *b_len,
    char form_b[16], struct error *err);

/* The MIME type of what r asks for. */
const char *render_request_mime(const struct render_request *r);

#endif
