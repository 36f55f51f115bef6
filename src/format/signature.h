/* signature: an ExportedProgram's graph signature -> its nodes' meta. */
#ifndef FXVIZ_SIGNATURE_H
#define FXVIZ_SIGNATURE_H

#include <stddef.h>

struct error;
struct fx_graph;

/* Whether the line at buf[at..len) opens the signature
 * print(exported_program) writes after its graph ('Graph signature:', or
 * 'Graph Signature:' before torch 2.2). */
int signature_starts(const char *buf, size_t len, size_t at);

/* Reads that signature, from its first line at buf[at] up to 'Range
 * constraints:' (or the end), in either spelling torch prints: the lines
 * 'p_weight: PARAMETER target='weight'' under '# inputs' and '# outputs'
 * (torch/export/graph_signature.py, __str__), or the repr
 * 'ExportGraphSignature(input_specs=[InputSpec(kind=<InputKind.PARAMETER:
 * 2>, arg=TensorArgument(name='p_weight'), target='weight', ...), ...],
 * output_specs=[...])', or torch 2.0 and 2.1's repr of lists and dicts
 * ('user_inputs=[...], inputs_to_parameters={'arg0_1': 'fc.weight'},
 * buffers_to_mutate={...}'). Each spec's kind and target go to the meta of the
 * node it names (sig_kind, sig_target, in g's arena): an input spec names
 * a placeholder, an output spec a node the graph returns. A name that is
 * no node of g is a warning of g's. 0, or -1 with err filled when out of
 * memory. */
int signature_read(struct fx_graph *g, const char *buf, size_t len,
    size_t at, struct error *err);

#endif
