/* revision: which drawing a build makes, beside its version. */
#ifndef FXVIZ_REVISION_H
#define FXVIZ_REVISION_H

#include "config.h"

/* Goes up whenever the bytes drawn for some view change (a new kind of
 * edge, another placement), so that what was drawn before is never
 * served as the same view: the layout folder's files and the strong
 * ETags of pictures, kept in a data folder, PostgreSQL and clients'
 * caches, name it. Builds of one PACKAGE_VERSION may differ in it.
 * tests/e2e/revision.test fails when the bytes drawn for one of its
 * views change under the same number; after raising it, run that test
 * with --update to record the new drawings.
 * 2: edges from one segment into the next joined across the seam
 * (draw/seams.h).
 * 3: each segment of a long view draws its long edges whole when they
 * fit its own budget (every node of a make_fx GPT: its residual stream
 * and attention's values, 600 far-input boxes in gpt200_makefx).
 * 4: a frame that runs on from one segment into the next is one frame
 * across the seam; a view in frames of more than 800 nodes whose blocks
 * do not repeat is laid out in segments.
 * 5: a constant that tracing keeps on the root (_tensor_constant0) is no
 * fact of where its user runs; a closed module whose box would sit in a
 * cycle is drawn open, one level.
 * 6: a segment whose long edges do not fit its budget draws those that
 * carry tensors whole when they fit alone, the ones from sizes from
 * far-input boxes (a symbolic_trace GPT's residual stream).
 * 7: a node of no input is drawn in the first segment that uses it (a
 * torch.export graph's parameters); nodes of no edge go in columns, not
 * in a row.
 * 8: a node of no edge in a frame hangs above another node of its frame
 * (a pt2e export's num_batches_tracked). */
#define DRAW_REVISION	"8"

/* What both name: "0.1.0 drawing 2". */
#define DRAW_VERSION	PACKAGE_VERSION " drawing " DRAW_REVISION

/* The same for a URL: "0.1.0-2". The page puts it in the URL of every
 * picture it asks for (GET /api/config's "drawing"): those are sent
 * immutable, and a browser or nginx would keep an earlier build's
 * drawing under a URL that does not name the build. */
#define DRAW_TAG	PACKAGE_VERSION "-" DRAW_REVISION

#endif
