# Writes the held-out graphs of tests/e2e/heldout.test: models no other
# test draws, printed by torch 2 (print(gm.graph)), each beside the truth
# torch reports of it: every node's name, op, target, inputs and users,
# in graph order. Run with the project's torch 2 (.venv):
#     .venv/bin/python tests/data/heldout/make.py tests/data/heldout [NAME,...]
import json
import os
import sys

import torch
import torch.fx as fx
import torchvision.models as tvm
from torch.fx.experimental.proxy_tensor import make_fx

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..",
                                "bench"))
import models  # noqa: E402  the corpus's GPT, of any depth


def gpt(layers, kind):
    return lambda: models.build("gpt%d_%s" % (layers, kind))


MODELS = {
    # a GPT of a depth no other test has, as make_fx and as symbolic_trace
    "gpt90_makefx": gpt(90, "makefx"),
    "gpt30_sym": gpt(30, "sym"),
    "densenet169": lambda: fx.symbolic_trace(
        tvm.densenet169(weights=None).eval()),
    "resnet101": lambda: fx.symbolic_trace(tvm.resnet101(weights=None).eval()),
    # 866 nodes in frames that do not repeat: drawn in segments cut
    # between its stages, its frames joined across the seams
    "efficientnet_b7": lambda: fx.symbolic_trace(
        tvm.efficientnet_b7(weights=None).eval()),
    # more than 1,500 nodes: its first view is the overview; its
    # attention indexes a table with a constant that tracing keeps on the
    # root (_tensor_constant0), no fact of where its user runs
    "maxvit_t": lambda: fx.symbolic_trace(tvm.maxvit_t(weights=None).eval()),
    "makefx_mobilenet_v3_large": lambda: make_fx(
        tvm.mobilenet_v3_large(weights=None).eval())(
            torch.randn(1, 3, 224, 224)),
}


def truth(gm):
    nodes = []
    for n in gm.graph.nodes:
        nodes.append({"name": n.name, "op": n.op, "target": str(n.target),
                      "inputs": [i.name for i in n.all_input_nodes],
                      "users": [u.name for u in n.users]})
    return {"torch": torch.__version__, "nodes": nodes,
            "node_count": len(nodes),
            "edge_count": sum(len(n["inputs"]) for n in nodes)}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(__file__)
    only = sys.argv[2].split(",") if len(sys.argv) > 2 else list(MODELS)
    torch.manual_seed(0)
    for name, make in MODELS.items():
        if name not in only:
            continue
        gm = make()
        with open(os.path.join(out, name + ".fx.txt"), "w") as f:
            f.write("%s\n" % gm.graph)
        with open(os.path.join(out, name + ".truth.json"), "w") as f:
            json.dump(truth(gm), f, separators=(",", ":"))
            f.write("\n")


if __name__ == "__main__":
    main()
