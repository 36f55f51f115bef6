# make.py: writes NAME.fx.txt (print(gm.graph)) and NAME.frames.txt (the
# module each node is in, by the tracer) for tests/unit/check_modules.c.
# Run with Debian's torch 1.13:
#   /usr/bin/python3 tests/data/frames/make.py CORPUS_TOOLS_DIR OUTDIR NAMES
# where CORPUS_TOOLS_DIR holds the corpus's build.py and gpt.py, and NAMES
# are torchvision models or gpt<L>_sym. maxvit_t, which torchvision 0.14
# cannot trace, is made with the project's torch 2 (.venv/bin/python):
# its NAME.fx.txt is the same text as tests/data/heldout/maxvit_t.fx.txt,
# which check_modules reads, so only its frames.txt is kept here.
#
# torch 1.13's symbolic_trace records no nn_module_stack. This tracer
# records it as torch 2.x's does: call_module pushes the module's path
# before it runs the module (or makes the call_module node of a leaf) and
# pops it after, and each node made meanwhile gets the stack. The
# printed graph carries none of it; NAME.frames.txt is the truth:
# one line per node, "NAME OP PATH", PATH the innermost module of its
# stack ("-" when it has none: the root).
import os, sys
import torch, torch.fx as fx, torchvision.models as tvm

sys.path.insert(0, sys.argv[1])
from build import gpt_cls


class StackTracer(fx.Tracer):
    def __init__(self):
        super().__init__()
        self.stack = []

    def call_module(self, m, forward, args, kwargs):
        self.stack.append(self.path_of_module(m))
        try:
            return super().call_module(m, forward, args, kwargs)
        finally:
            self.stack.pop()

    def create_node(self, *args, **kwargs):
        node = super().create_node(*args, **kwargs)
        node.meta["nn_module_stack"] = list(self.stack)
        return node


def model(name):
    if name.startswith("gpt"):
        return gpt_cls()(int(name[3:].split("_")[0])).eval()
    return getattr(tvm, name)(weights=None).eval()


outdir = sys.argv[2]
for name in sys.argv[3].split(","):
    m = model(name)
    tracer = StackTracer()
    graph = tracer.trace(m)
    gm = fx.GraphModule(tracer.root, graph, name)
    with open(os.path.join(outdir, name + ".fx.txt"), "w") as f:
        f.write(str(gm.graph) + "\n")
    with open(os.path.join(outdir, name + ".frames.txt"), "w") as f:
        for n in gm.graph.nodes:
            stack = n.meta.get("nn_module_stack") or []
            f.write("%s %s %s\n" % (n.name, n.op, stack[-1] if stack else "-"))
    print(name, len(gm.graph.nodes), "nodes")
