"""compile: torch.compile of a small model with a graph break, a
recompile and a torch.cond, trained a few steps; prints between graphs.
Usage: compile.py BACKEND (inductor, aot_eager)."""
import sys
import warnings

import truth  # noqa: F401  (records the graphs torch prints)
import torch


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 8)

    def forward(self, x):
        y = torch.relu(self.lin(x))
        print("graph break here")
        return torch.cond(y.sum() > 0, lambda t: t * 2, lambda t: t - 1, (y,))


torch.manual_seed(0)
m = Block()
c = torch.compile(m, backend=sys.argv[1])
opt = torch.optim.SGD(m.parameters(), lr=0.1)
for step, n in enumerate([4, 5, 6]):
    loss = c(torch.randn(n, 8)).sum()
    loss.backward()
    opt.step()
    print(f"step {step} loss {loss.item():.4f}")
    warnings.warn(f"step {step} done")
