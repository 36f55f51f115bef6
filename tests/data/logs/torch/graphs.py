"""graphs: a script's stdout of print(gm.graph) for three graphs, with
its own lines between them."""
import truth
import torch
from torch.fx.experimental.proxy_tensor import make_fx

from conds import outer


def show(gm):
    text = str(gm.graph)
    print(text)
    truth.record(gm, text, nested=False)


def printing(gm, inputs):
    show(gm)
    return gm.forward


x = torch.randn(2, 4)
torch.compile(lambda t: torch.relu(t) * 3 + t, backend=printing)(x)
print("make_fx:")
show(make_fx(outer)(x))
show(torch.export.export(torch.nn.Linear(4, 2), (x,)).graph_module)
