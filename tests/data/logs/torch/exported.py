"""exported: print(ep) of several ExportedPrograms into one stdout: a
model with a buffer it mutates, the same decomposed, and one with
torch.cond inside torch.cond and a dynamic batch."""
import truth  # noqa: F401  (records the graphs torch prints)
import torch


class Counter(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(4, 4)
        self.register_buffer("steps", torch.zeros(1))

    def forward(self, x):
        self.steps.add_(1)
        return torch.relu(self.lin(x))


def inner(x):
    return torch.cond(x.mean() > 0, lambda t: t.sin(), lambda t: t.cos(),
                      (x,))


class Branches(torch.nn.Module):
    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda t: inner(t) + 1,
                          lambda t: t * 2, (x,))


x = torch.randn(2, 4)
ep = torch.export.export(Counter(), (x,))
print(ep)
print(ep.run_decompositions())
batch = torch.export.Dim("batch", min=2)
print(torch.export.export(Branches(), (x,), dynamic_shapes={"x": {0: batch}}))
