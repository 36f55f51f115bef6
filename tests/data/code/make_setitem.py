# make_setitem.py: writes setitem.code.py (gm.code), setitem.readable.py
# (gm.print_readable()) and setitem.fx.txt (str(gm.graph)) of a graph with
# operator.setitem and an in-place operator, for
# tests/unit/check_load_code.c. Run with Debian's torch 1.13:
#   /usr/bin/python3 tests/data/code/make_setitem.py OUTDIR
# symbolic_trace cannot trace `x[0] = y` in 1.13 (a Proxy takes no item
# assignment), so the graph is built by hand, as a pass would.
import contextlib, io, operator, os, sys
import torch, torch.fx

g = torch.fx.Graph()
x = g.placeholder("x")
y = g.placeholder("y")
z = g.call_method("clone", (x,))
g.call_function(operator.setitem, (z, 0, y))
g.call_function(operator.setitem, (z, (slice(None), 1), 2.0))
g.call_function(operator.iadd, (z, y))
g.output(g.call_function(operator.add, (z, 1)))
gm = torch.fx.GraphModule(torch.nn.Module(), g)
outdir = sys.argv[1]
with open(os.path.join(outdir, "setitem.code.py"), "w") as f:
    f.write(gm.code)
out = io.StringIO()
with contextlib.redirect_stdout(out):
    r = gm.print_readable()
with open(os.path.join(outdir, "setitem.readable.py"), "w") as f:
    f.write(r if isinstance(r, str) else out.getvalue())
with open(os.path.join(outdir, "setitem.fx.txt"), "w") as f:
    f.write(str(gm.graph) + "\n")
