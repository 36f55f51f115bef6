/* diff_view: the merged graph of a diff made ready to draw: its module
 * tree, stretches of unchanged nodes, and the view that closes them. */
#include "config.h"

#include "draw/diff_view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/buf.h"
#include "base/error.h"
#include "draw/view.h"
#include "model/diff.h"
#include "model/graph.h"
#include "model/modules.h"

/* Puts each run of more than DIFF_VIEW_STRETCH unchanged nodes in a
 * module of its own, for a graph that names none. 0, or -1 when out of
 * memory. */
static int
make_stretches(struct diff_view *dv)
{
	struct fx_graph *g = dv->g;
	uint32_t i = 0, j, k, n = 0;
	char path[32];

	while (i < g->n_nodes) {
		if (dv->d->nodes[i].cls != DIFF_SAME) {
			i++;
			continue;
		}
		for (j = i; j < g->n_nodes && dv->d->nodes[j].cls == DIFF_SAME;
		    j++)
			;
		if (j - i > DIFF_VIEW_STRETCH) {
			struct fx_module *m = arena_alloc(g->arena, sizeof(*m));

			snprintf(path, sizeof(path), "same%u", ++n);
			if (m == NULL ||
			    (m->path = arena_strdup(g->arena, path)) == NULL)
				return -1;
			m->type = NULL;
			for (k = i; k < j; k++) {
				g->nodes[k].meta.modules = m;
				g->nodes[k].meta.n_modules = 1;
			}
		}
		i = j;
	}
	return 0;
}

/* An overlay of a or b (src) as one of the merged graph called name:
 * each merged node the value its node in that graph has (in: its index
 * there, d->nodes[k].a or .b). -1 when out of memory. */
static int
merge_overlay(struct diff_view *dv, const struct fx_overlay *src,
    const char *name, int after)
{
	struct fx_overlay *o;
	uint32_t k, i;

	if (fx_graph_overlay(dv->g, name) != NULL)
		return 0;	/* (a's "x.before" beside b's) */
	if (fx_graph_add_overlay(dv->g, name, src->unit, &o) != FX_OK)
		return -1;
	o->how = src->how;	/* the graph's arena outlives neither: copied */
	o->how = NULL;
	for (k = 0; k < dv->d->n_nodes; k++) {
		i = after ? dv->d->nodes[k].b : dv->d->nodes[k].a;
		if (i != DIFF_NONE)
			o->values[k] = src->values[i];
	}
	return 0;
}

/* The overlays of the graphs compared, on the merged graph: b's as they
 * are named (the values after), and, for each that a has too, in the
 * same unit, a's as NAME.before (draw.c then draws how each value
 * changed). An overlay of a alone is NAME.before alone. -1 when out of
 * memory. */
static int
merge_overlays(struct diff_view *dv)
{
	const struct fx_graph *a = dv->d->a, *b = dv->d->b;
	char before[VIEW_OVERLAY_MAX + 8];
	uint32_t i;

	for (i = 0; i < b->n_overlays; i++)
		if (merge_overlay(dv, &b->overlays[i], b->overlays[i].name, 1) ==
		    -1)
			return -1;
	for (i = 0; i < a->n_overlays; i++) {
		const struct fx_overlay *o = &a->overlays[i];
		const struct fx_overlay *after = fx_graph_overlay(b, o->name);

		if (after != NULL && strcmp(after->unit, o->unit) != 0)
			continue;	/* FLOP against s: no change to draw */
		snprintf(before, sizeof(before), "%s.before", o->name);
		if (fx_overlay_name_valid(before) &&
		    merge_overlay(dv, o, before, 0) == -1)
			return -1;
	}
	return 0;
}

struct diff_view *
diff_view_new(const struct fx_graph *a, const struct fx_graph *b,
    struct error *err)
{
	struct diff_view *dv;

	if (diff_fits(a, b, err) == -1)
		return NULL;
	if ((dv = calloc(1, sizeof(*dv))) == NULL ||
	    (dv->d = diff_new(a, b)) == NULL ||
	    (dv->g = diff_merge(dv->d)) == NULL ||
	    (dv->mt = modules_build(dv->g, MODULES_PARTS_ABOVE)) == NULL)
		goto fail;
	if (dv->mt->n <= 1 || dv->mt->parts) {
		modules_free(dv->mt);
		dv->mt = NULL;
		if (make_stretches(dv) == -1 || (dv->mt = modules_build(dv->g,
		    MODULES_PARTS_ABOVE)) == NULL)
			goto fail;
	}
	if (merge_overlays(dv) == -1)
		goto fail;
	return dv;
fail:
	diff_view_free(dv);
	error_nomem(err);
	return NULL;
}

void
diff_view_free(struct diff_view *dv)
{
	if (dv == NULL)
		return;
	modules_free(dv->mt);
	fx_graph_free(dv->g);
	diff_free(dv->d);
	free(dv);
}

/* Appends the paths of the modules flagged, comma-separated, those of
 * depth at most max_depth; -1 when they do not fit a view option. */
static int
list_modules(const struct module_tree *t, const uint8_t *flag,
    uint8_t mask, uint32_t max_depth, char *out)
{
	struct buf b = BUF_INIT;
	uint32_t m;
	int rc = -1;

	for (m = 1; m < t->n; m++)
		if ((flag[m] & mask) && t->m[m].depth <= max_depth)
			buf_printf(&b, "%s%s", b.len ? "," : "", t->m[m].path);
	if (buf_cstr(&b) != NULL && b.len < VIEW_LIST_MAX) {
		memcpy(out, buf_cstr(&b), b.len + 1);
		rc = 0;
	}
	buf_free(&b);
	return rc;
}

void
diff_view_defaults(const struct diff_view *dv, struct view_options *o)
{
	const struct module_tree *t = dv->mt;
	uint8_t *holds;
	uint32_t i, m;

	if (o->expand[0] != '\0' || o->collapse[0] != '\0' ||
	    o->focus[0] != '\0' || o->sub[0] != '\0' || t->n <= 1)
		return;
	if ((holds = calloc(t->n, 1)) == NULL)
		return;		/* then everything is drawn: never less */
	/* The innermost module of each change: expanding it opens its
	 * ancestors, and leaves its unchanged siblings closed (1); when
	 * they are too many to list, the outermost modules holding one (2). */
	for (i = 0; i < dv->g->n_nodes; i++) {
		if (dv->d->nodes[i].cls == DIFF_SAME)
			continue;
		holds[t->of_node[i]] |= 1;
		for (m = t->of_node[i]; m != MODULE_NONE; m = t->m[m].parent)
			holds[m] |= 2;
	}
	if (list_modules(t, holds, 1, MODULES_MAX_DEPTH, o->expand) == 0 ||
	    list_modules(t, holds, 2, 1, o->expand) == 0)
		o->overview_above = 1;
	else
		o->expand[0] = '\0';
	free(holds);
}
