/* load_output_code: inductor's output code (output_code.py, TORCH_LOGS=
 * output_code) -> the graph of its call(). */
#ifndef FXVIZ_LOAD_OUTPUT_CODE_H
#define FXVIZ_LOAD_OUTPUT_CODE_H

#include <stddef.h>

struct error;
struct fx_graph;
struct guard;

/* Reads the call(args) of buf (Runner.call, or a module-level def call),
 * never running it: the names it unpacks args into are placeholders;
 * each buffer it allocates (buf0 = empty_strided_cpu(...)), each kernel
 * it launches (cpp_fused_relu_0(buf0, buf1), triton_poi_...run(...)),
 * each extern_kernels call and each tensor it makes (reinterpret_tensor)
 * is a node; 'return (...)' the output. A kernel's node takes the
 * buffers passed to it; the buffers it writes (a cpp kernel's non-const
 * pointers, a triton kernel's out_ptr and in_out_ptr parameters, an
 * out= argument) are then its result, so later readers of them are its
 * users. Shapes come from allocations (empty_strided_cpu((4, 8), (8, 1),
 * torch.float32)), views (reinterpret_tensor), the inputs'
 * assert_size_stride() and, for a kernel, the buffers it writes. The
 * comments torch writes over a launch (Topologically Sorted
 * Source Nodes, Original ATen, Provenance debug handles) go into the
 * node's meta; the kernel's "Graph fragment" comments, where torch
 * writes them, become the sub-graph named after the kernel. Functions
 * of the file that call() calls by name (a cond's branches: def
 * true_graph_0(args)) are sub-graphs too. A graph the caller frees, or
 * NULL with err filled, placed in buf. guard (or NULL) may cut the read
 * short. */
struct fx_graph *load_output_code(const char *buf, size_t len,
    const struct guard *guard, struct error *err);

/* Whether buf is such a file: a line that defines a kernel with
 * 'async_compile.' or imports AsyncCompile, and a 'def call(' line; or
 * a TORCH_LOGS=output_code log (load_is_logged_output_code). */
int load_is_output_code(const char *buf, size_t len);

/* Whether buf is a TORCH_LOGS=output_code log: a line whose log prefix
 * ends in "[__output_code]" and whose text is "Output code:". Such a
 * log gives load_output_code the first code it holds: the lines after
 * that header, each less its prefix, up to the first line without it;
 * nodes' lines and errors' places are the log's. */
int load_is_logged_output_code(const char *buf, size_t len);

#endif
