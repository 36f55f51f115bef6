# Writes the graphs with overlays the tests open: torchvision's resnet18
# (symbolic_trace) saved by the exporter with its FLOPs, bytes and
# parameter bytes measured by torch 2 on one 224x224 image; and a pair to
# compare, resnet18 with its FLOPs at 224x224 (before) and with its batch
# norms fused into the convolutions (torch.fx.experimental.optimization.
# fuse) at 160x160 (fused). Run with
# the project's torch 2 (.venv):
#     .venv/bin/python tests/data/overlays/make.py tests/data/overlays
import os
import sys

import torch
import torchvision
from torch.fx.experimental.optimization import fuse

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..",
                                "python"))
import fxviz  # noqa: E402


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(__file__)
    torch.manual_seed(0)
    m = torchvision.models.resnet18().eval()
    gm = torch.fx.symbolic_trace(m)
    x = torch.randn(1, 3, 224, 224)
    fxviz.save(gm, os.path.join(out, "resnet18.json"), name="resnet18",
               overlays=["flops", "bytes", "params"], inputs=(x,))
    fxviz.save(gm, os.path.join(out, "resnet18.before.json"), name="resnet18",
               overlays=["flops"], inputs=(x,))
    fxviz.save(fuse(torch.fx.symbolic_trace(m)),
               os.path.join(out, "resnet18.fused.json"), name="resnet18 fused",
               overlays=["flops"], inputs=(torch.randn(1, 3, 160, 160),))


if __name__ == "__main__":
    main()
