/* graph_digest: one digest of everything a graph holds, so that what is
 * drawn of it can be kept by its content (draw/render.c's whole views
 * in the layout folder). */
#ifndef FXVIZ_GRAPH_DIGEST_H
#define FXVIZ_GRAPH_DIGEST_H

#include "base/digest.h"

struct fx_graph;

/* The SHA-256 of g as a whole: its name, form and origin, every node
 * (name, target, type, op, args, kwargs, inputs, users, the user count
 * printed, line, meta), its warnings and its sub-graphs, each field
 * framed by its kind and length so that no two graphs feed the same
 * bytes. Graphs that differ in anything a view can show differ here;
 * what is built from the graph alone (its name index, its module tree:
 * modules_build) need not be fed. DIGEST_HEX_LEN hex digits. */
void fx_graph_digest(const struct fx_graph *g, char hex[DIGEST_HEX_LEN + 1]);

#endif
