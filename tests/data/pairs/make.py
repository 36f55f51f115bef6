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
with open(os.path.join(out, 'net.tab.txt'), 'w') as f:
    import contextlib, io
    s = io.StringIO()
    with contextlib.redirect_stdout(s):
        gm.graph.print_tabular()
    f.write(s.getvalue())

# torch never prints a node used before its definition (which is how a
# cycle would be written): tests/data/bad/cycle.fx.txt and
# tests/data/tabular/bad_cycle.txt are its prints with the input of a.lin
# turned to b_norm, a node defined later.
bad = os.path.join(out, '..', 'bad')
with open(os.path.join(out, 'net.fx.txt')) as f:
    fx = f.read()
with open(os.path.join(bad, 'cycle.fx.txt'), 'w') as f:
    f.write(fx.replace('call_module[target=a.lin](args = (%x,)',
                       'call_module[target=a.lin](args = (%b_norm,)'))
with open(os.path.join(out, 'net.tab.txt')) as f:
    tab = f.read().splitlines()
with open(os.path.join(out, '..', 'tabular', 'bad_cycle.txt'), 'w') as f:
    for line in tab:
        if line.split()[:2] == ['call_module', 'a_lin']:
            line = line.replace('(x,)    ', '(b_norm,)', 1)
        f.write(line + '\n')
