/* load_repro: torch's runnable and repro scripts (fx_graph_runnable.py,
 * the minifier's repro.py and minifier_launcher.py) -> graph. */
#ifndef FXVIZ_LOAD_REPRO_H
#define FXVIZ_LOAD_REPRO_H

#include <stddef.h>

struct error;
struct fx_graph;
struct guard;

/* Reads the forward of buf's 'class Repro(torch.nn.Module):' with
 * format/load_code.h, never running it. What Repro's __init__ says goes
 * into the meta of the nodes that use it: a register_buffer() name's
 * get_attr gets sig_kind "BUFFER", a torch.nn.Parameter's "PARAMETER",
 * each with the text that makes the tensor as target_repr; a submodule
 * (self.l = Linear(in_features=8, ...)) gives its call_module node
 * target_type "torch.nn.Linear" and target_repr "in_features=8, ...".
 * A submodule that is a class of the script (a cond branch: self.
 * true_graph_0 = true_graph_0_0()) is read the same way, as the
 * sub-graph of that name. load_args' reader.tensor() lines give the
 * placeholders their shapes and dtypes. A graph the caller frees, or
 * NULL with err filled, placed in buf. guard (or NULL) may cut the read
 * short. */
struct fx_graph *load_repro(const char *buf, size_t len,
    const struct guard *guard, struct error *err);

/* Whether buf is such a script: a line 'class Repro(' and a line
 * 'mod = Repro()', each at the start of a line. */
int load_is_repro(const char *buf, size_t len);

#endif
