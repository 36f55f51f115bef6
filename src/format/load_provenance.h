/* load_provenance: inductor's provenance tracking mapping
 * (inductor_provenance_tracking_node_mappings.json, or the trace
 * artifact of that name) -> which post-grad nodes each kernel launch
 * computes (model/kernels.h). */
#ifndef FXVIZ_LOAD_PROVENANCE_H
#define FXVIZ_LOAD_PROVENANCE_H

#include <stddef.h>

struct buf;
struct error;
struct kernel_provenance;

/* The line that starts the mapping fxviz keeps at the end of an output
 * code it read from a trace: the mapping, on the comment line after it,
 * then stays with the code wherever it is stored. */
#define LOAD_PROVENANCE_MARK \
	"# fxviz: inductor_provenance_tracking_node_mappings"

/* Reads the mapping's JSON, buf[0..len): its "cppCodeToPost" object,
 * {"cpp_fused_relu_0:2": ["relu", ...], ...} (the kernels of a triton or
 * C++ wrapper alike, despite the name). A caller-freed
 * kernel_provenance_free-able mapping, or NULL with err filled:
 * ERROR_INPUT (placed) for JSON that is not such a mapping, ERROR_NOMEM. */
struct kernel_provenance *load_provenance(const char *buf, size_t len,
    struct error *err);

/* Appends to the output code in code the mapping json[0..len) (one line
 * of JSON, as torch writes it) as two comment lines: LOAD_PROVENANCE_MARK
 * and "# JSON". 0, or -1 when out of memory. */
int load_provenance_append(struct buf *code, const char *json, size_t len);

/* The mapping an output code carries (load_provenance_append's): 1 with
 * *json, *len pointing into code, or 0 when it carries none. */
int load_provenance_find(const char *code, size_t code_len,
    const char **json, size_t *len);

#endif
