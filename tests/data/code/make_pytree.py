# make_pytree.py: writes pytree.code.py (gm.code), pytree.readable.py
# (gm.print_readable()) and pytree.fx.txt (str(gm.graph)) of a graph that
# takes and gives pytrees, for tests/unit/check_load_code.c. Run with
# Debian's torch 1.13:
#   /usr/bin/python3 tests/data/code/make_pytree.py OUTDIR
# symbolic_trace with a pytree in concrete_args gives the graph torch's
# _PyTreeCodeGen, whose forward flattens its arguments with
# fx_pytree.tree_flatten_spec and returns pytree.tree_unflatten(...), as
# torch.export's and AOT autograd's joint graphs do.
import contextlib, io, os, sys
import torch, torch.fx
from torch.fx._symbolic_trace import PH


def f(x, y):
    return {"a": x["p"].relu() + y, "b": [x["q"] * 2]}


gm = torch.fx.symbolic_trace(f, concrete_args={"x": {"p": PH, "q": PH}})
outdir = sys.argv[1]
with open(os.path.join(outdir, "pytree.code.py"), "w") as out:
    out.write(gm.code)
text = io.StringIO()
with contextlib.redirect_stdout(text):
    r = gm.print_readable()
with open(os.path.join(outdir, "pytree.readable.py"), "w") as out:
    out.write(r if isinstance(r, str) else text.getvalue())
with open(os.path.join(outdir, "pytree.fx.txt"), "w") as out:
    out.write(str(gm.graph) + "\n")
