# Writes the graphs with overlays the browser tests open: torchvision's
# resnet18 (symbolic_trace) saved by the exporter with its FLOPs, bytes
# and parameter bytes measured by torch 2 on one 224x224 image. Run with
# the project's torch 2 (.venv):
#     .venv/bin/python tests/data/overlays/make.py tests/data/overlays
import os
import sys

import torch
import torchvision

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


if __name__ == "__main__":
    main()
