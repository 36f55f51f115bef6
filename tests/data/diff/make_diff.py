#!/usr/bin/python3
"""Makes tests/data/diff's pairs of graphs with Debian's torch (1.13) and
torchvision: real passes, for check_diff and the e2e tests.

    cd tests/data/diff && /usr/bin/python3 make_diff.py

resnet18.{json,fx.txt}, resnet18_fused.{json,fx.txt}
    torchvision's resnet18 (untrained, eval()) traced, and the same after
    torch.fx.experimental.optimization.fuse (each batch norm folded into
    the conv before it). The JSON is fxviz's v2 (python/fxviz.py), which
    records each called module's class and extra_repr().
small.fx.txt, small_gelu.fx.txt
    a small model that calls torch.relu, traced, and the same after the
    pass below that makes every torch.relu a torch.nn.functional.gelu.
small_makefx.fx.txt
    the same small model through make_fx (aten ops, arg0_1...).
"""
import os
import sys

import torch
import torch.fx as fx
import torch.nn as nn
import torch.nn.functional as F
import torchvision.models as tvm
from torch.fx.experimental.optimization import fuse
from torch.fx.experimental.proxy_tensor import make_fx

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "python"))
import fxviz  # noqa: E402


class Small(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(8, 16)
        self.fc2 = nn.Linear(16, 16)
        self.fc3 = nn.Linear(16, 4)

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        h = torch.relu(self.fc2(h)) + h
        return torch.relu(self.fc3(h))


def relu_to_gelu(gm):
    """The pass: every call of torch.relu becomes F.gelu, in place."""
    for n in gm.graph.nodes:
        if n.op == "call_function" and n.target is torch.relu:
            n.target = F.gelu
    gm.graph.lint()
    gm.recompile()
    return gm


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text if text.endswith("\n") else text + "\n")


def main():
    torch.manual_seed(0)
    m = tvm.resnet18(weights=None).eval()
    gm = fx.symbolic_trace(m)
    fused = fuse(gm)    # works on a deep copy: gm is left as it was
    fxviz.save(gm, "resnet18.json", "resnet18")
    fxviz.save(fused, "resnet18_fused.json", "resnet18 fused")
    write("resnet18.fx.txt", str(gm.graph))
    write("resnet18_fused.fx.txt", str(fused.graph))

    small = Small().eval()
    write("small.fx.txt", str(fx.symbolic_trace(small).graph))
    write("small_gelu.fx.txt",
          str(relu_to_gelu(fx.symbolic_trace(small)).graph))
    write("small_makefx.fx.txt",
          str(make_fx(small)(torch.randn(2, 8)).graph))


if __name__ == "__main__":
    main()
