# Writes the small graphs the view-pairs fuzzer (tests/attacks/
# check_view_pairs.c) draws with every pair of view options: torch 2.x's
# symbolic_trace, make_fx and export of one small module with nested
# submodules, a junction (a cat of two inputs used twice), a get_attr, a
# call_method and shapes. Run with the torch 2 venv:
#     .venv/bin/python tests/data/pairs/make.py tests/data/pairs
import os
import sys

import torch
import torch.fx
from torch.fx.experimental.proxy_tensor import make_fx


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(4, 4)
        self.norm = torch.nn.LayerNorm(4)

    def forward(self, x):
        return self.norm(self.lin(x)).relu()


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Block()
        self.b = Block()
        self.scale = torch.nn.Parameter(torch.ones(8))

    def forward(self, x, y):
        j = torch.cat([self.a(x), self.b(y)], dim=1)
        return (j * self.scale).sum(1), j.mean()


out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(__file__)
net = Net().eval()
args = (torch.randn(2, 4), torch.randn(2, 4))
gm = torch.fx.symbolic_trace(net)
with open(os.path.join(out, 'net.fx.txt'), 'w') as f:
    f.write(f'{gm.graph}\n')
with open(os.path.join(out, 'net.readable.py'), 'w') as f:
    f.write(gm.print_readable(print_output=False))
with open(os.path.join(out, 'net.makefx.txt'), 'w') as f:
    f.write(f'{make_fx(net)(*args).graph}\n')
ep = torch.export.export(net, args)
with open(os.path.join(out, 'net.export.txt'), 'w') as f:
    f.write(f'{ep.graph}\n')
