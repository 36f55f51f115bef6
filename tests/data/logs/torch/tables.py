"""tables: two print_tabular() tables in one stdout, each after a line of
the script's own (as Helion prints its device IR: "Graph 0: ...") and
before a rule of its own (as buddy-mlir's examples print one), then the
node count of each graph as torch knows it ("nodes: N M"). It prints the
model's source first, as a page shows the code above its output, and a
class of a function's (indented, as a test's model is)."""
import inspect

import torch


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 8)

    def forward(self, x):
        return torch.relu(self.lin(x)).sum(dim=1)


def f(x, y):
    return (x + y) * 2


def inner():
    class Inner(torch.nn.Module):
        def forward(self, x):
            return x.relu()
    return Inner


graphs = [torch.fx.symbolic_trace(Block()), torch.fx.symbolic_trace(f)]
print(inspect.getsource(Block))
print(inspect.getsource(inner()))
for i, gm in enumerate(graphs):
    print("Graph %d: %s" % (i, type(gm).__name__))
    gm.graph.print_tabular()
    print("-" * 40)
print("nodes: %s" % " ".join(str(len(gm.graph.nodes)) for gm in graphs))
