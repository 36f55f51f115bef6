"""readable: a script's stdout when it calls print_readable() several
times: a dynamo graph (a backend that prints it), make_fx's graph of a
torch.cond inside a torch.cond (class <lambda>, two nested classes named
true_graph_0 in different scopes), an exported graph with the same
conds, and the unflattened modules of a model whose two submodules are
of one class."""
import truth  # noqa: F401  (records the graphs torch prints)
import torch
from torch.fx.experimental.proxy_tensor import make_fx

from conds import outer


def printing(gm, inputs):
    gm.print_readable()
    return gm.forward


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(4, 4)

    def forward(self, x):
        return torch.relu(self.lin(x))


class Twice(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Block()
        self.b = Block()

    def forward(self, x):
        return outer(self.b(self.a(x)))


x = torch.randn(2, 4)
torch.compile(lambda t: torch.relu(t) * 3 + t, backend=printing)(x)
print("make_fx:")
make_fx(outer)(x).print_readable()
make_fx(lambda t: torch.sigmoid(t) * t)(x).print_readable()
ep = torch.export.export(Twice(), (x,))
ep.graph_module.print_readable()
unflat = torch.export.unflatten(ep)
unflat.print_readable()
unflat.a.print_readable()
unflat.b.print_readable()
print("done")
