/* fuzz_load: libFuzzer target for the loaders and the view: any bytes must
 * load or fail with a placed error, never crash. Build and run with
 * `make fuzz` (needs clang). */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/archive.h"
#include "base/buf.h"
#include "base/error.h"
#include "base/tar.h"
#include "base/zip.h"
#include "model/graph.h"
#include "model/modules.h"
#include "format/load.h"
#include "format/load_log.h"
#include "draw/view.h"
#include "format/write_json.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Any bytes read as a tar and as a zip hold no more than the limits
 * allow, or fail saying why; a tar written of what was read reads back
 * the same. */
static void
archives(const uint8_t *data, size_t size)
{
	struct archive_limits l;
	struct archive a, back;
	struct error err;
	struct tar_input *in;
	size_t i, len;
	char *t;
	int k;

	archive_limits_init(&l, (size_t)1 << 24);
	for (k = 0; k < 2; k++) {
		memset(&err, 0, sizeof(err));
		if ((k ? zip_read((const char *)data, size, &l, &a, &err) :
		    tar_read((const char *)data, size, &l, &a, &err)) == -1) {
			if (err.msg[0] == '\0' || a.n != 0)
				abort();
			continue;
		}
		if (a.n > l.max_files || a.bytes > l.max_bytes ||
		    (in = calloc(a.n + 1, sizeof(*in))) == NULL)
			abort();
		for (i = 0; i < a.n; i++)
			in[i] = (struct tar_input){ a.files[i].name,
			    a.files[i].bytes, a.files[i].len };
		if ((t = tar_write(in, a.n, &len)) == NULL ||
		    tar_read(t, len, &l, &back, &err) == -1 || back.n != a.n)
			abort();
		archive_clear(&back);
		free(t);
		free(in);
		archive_clear(&a);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct error err = { 0 };
	struct fx_graph *g = load_graph((const char *)data, size, &err);
	struct module_tree *mt, *mt8;
	struct load_part *parts;
	struct fx_graph *pg;
	size_t n, i;
	int k;
	struct view_options o;
	struct view *v;
	size_t len;
	char *json;

	archives(data, size);
	if (g == NULL) {
		if (err.msg[0] == '\0')
			abort();	/* every failure says why */
	}
	/* Any text cuts into parts, as a log and as a TORCH_TRACE file too,
	 * that each load alone or fail saying why, placed in the text. */
	for (k = 0; k < 2; k++) {
		memset(&err, 0, sizeof(err));
		if (load_split((const char *)data, size, k ? "trace" : "log",
		    NULL, &parts, &n, &err) == -1) {
			if (err.msg[0] == '\0')
				abort();
			continue;
		}
		for (i = 0; i < n; i++) {
			memset(&err, 0, sizeof(err));
			pg = load_part_graph((const char *)data, size,
			    &parts[i], NULL, &err);
			if (pg == NULL && err.msg[0] == '\0')
				abort();
			fx_graph_free(pg);
		}
		load_parts_free(parts, n);
	}
	if (g == NULL)
		return 0;
	/* The tree as fxviz builds it, and one that cuts parts past 8 nodes,
	 * for the overview below: the small graphs a fuzzer makes get parts
	 * too. */
	mt = modules_build(g, MODULES_PARTS_ABOVE);
	mt8 = modules_build(g, 8);
	if (mt == NULL || mt8 == NULL)
		goto done;
	json = json_write_graph(g, mt, 0, &len);
	free(json);
	view_options_init(&o);
	if (g->n_nodes > 0 && strlen(g->nodes[g->n_nodes / 2].name) <
	    sizeof(o.focus))
		strcpy(o.focus, g->nodes[g->n_nodes / 2].name);
	o.depth = 2;
	v = view_build(g, mt, &o, &err);
	view_free(v);
	/* The whole graph, modules open and closed, an op hidden. */
	view_options_init(&o);
	o.overview_above = 8;
	o.hide = 1u << FX_GET_ATTR;
	v = view_build(g, mt8, &o, &err);
	view_free(v);
	strcpy(o.expand, "*");
	v = view_build(g, mt8, &o, &err);
	view_free(v);
done:
	modules_free(mt8);
	modules_free(mt);
	fx_graph_free(g);
	return 0;
}
