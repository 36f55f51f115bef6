# make.py: FX graph mode quantization graphs of torchvision models, as
# torch writes them. For each NAME: NAME.prepared.fx.txt and
# NAME.converted.fx.txt (print(gm.graph) of prepare_fx's and convert_fx's
# GraphModule), NAME.prepared.json and NAME.converted.json (fxviz's
# exporter on the same GraphModules), and NAME.float.fx.txt (the float
# model, symbolic_trace: the width to compare with).
# Run with Debian's torch 1.13:
#   /usr/bin/python3 tests/data/quant/make.py OUTDIR NAMES
# NAMES: torchvision model names, comma-separated.
import os, sys, warnings
import torch, torch.fx as fx, torchvision.models as tvm
from torch.ao.quantization import get_default_qconfig_mapping
from torch.ao.quantization.quantize_fx import prepare_fx, convert_fx

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "python"))
import fxviz  # noqa: E402

warnings.filterwarnings("ignore")
outdir = sys.argv[1]
for name in sys.argv[2].split(","):
    kw = {"aux_logits": False, "init_weights": False} \
        if name in ("inception_v3", "googlenet") else {}
    m = getattr(tvm, name)(weights=None, **kw).eval()
    size = 299 if name == "inception_v3" else 224
    x = torch.randn(1, 3, size, size)
    out = lambda form: os.path.join(outdir, "%s.%s" % (name, form))
    with open(out("float.fx.txt"), "w") as f:
        f.write(str(fx.symbolic_trace(m).graph) + "\n")
    prepared = prepare_fx(m, get_default_qconfig_mapping("fbgemm"), (x,))
    prepared(x)			# calibrate: the observers see one batch
    with open(out("prepared.fx.txt"), "w") as f:
        f.write(str(prepared.graph) + "\n")
    fxviz.save(prepared, out("prepared.json"), name=name + " prepared")
    converted = convert_fx(prepared)
    with open(out("converted.fx.txt"), "w") as f:
        f.write(str(converted.graph) + "\n")
    fxviz.save(converted, out("converted.json"), name=name + " converted")
    print(name, len(prepared.graph.nodes), len(converted.graph.nodes))
