# make_pt2e.py: PT2E quantization graphs of torchvision models, as torch
# 2.x writes them. For each NAME: NAME-pt2e.prepared.fx.txt and
# NAME-pt2e.converted.fx.txt (print(gm.graph) of prepare_pt2e's and
# convert_pt2e's GraphModule, XNNPACKQuantizer's symmetric config),
# the same as the exporter's JSON (.json), and NAME-pt2e.float.fx.txt
# and NAME-pt2e.float.json (the float model as torch.export's module: the
# width to compare with).
# torch 2.14 keeps PT2E in torchao (pip install torchao; 0.18 made these,
# with the XNNPACKQuantizer its tests use: its X86InductorQuantizer
# refuses torch 2.14's export of resnet18, "Input partition has more
# than one output node"):
#   .venv/bin/python tests/data/quant/make_pt2e.py OUTDIR NAMES
import os, sys, warnings
import torch, torchvision.models as tvm
from torchao.quantization.pt2e.quantize_pt2e import prepare_pt2e, convert_pt2e
from torchao.testing.pt2e._xnnpack_quantizer import (
    XNNPACKQuantizer, get_symmetric_quantization_config)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "python"))
import fxviz  # noqa: E402

warnings.filterwarnings("ignore")
outdir = sys.argv[1]
for name in sys.argv[2].split(","):
    m = getattr(tvm, name)(weights=None).eval()
    x = torch.randn(1, 3, 224, 224)
    out = lambda form: os.path.join(outdir, "%s-pt2e.%s" % (name, form))
    exported = torch.export.export(m, (x,)).module()
    with open(out("float.fx.txt"), "w") as f:
        f.write(str(exported.graph) + "\n")
    fxviz.save(exported, out("float.json"), name=name + " export")
    q = XNNPACKQuantizer().set_global(get_symmetric_quantization_config())
    prepared = prepare_pt2e(exported, q)
    prepared(x)			# calibrate: the observers see one batch
    with open(out("prepared.fx.txt"), "w") as f:
        f.write(str(prepared.graph) + "\n")
    fxviz.save(prepared, out("prepared.json"), name=name + " pt2e prepared")
    converted = convert_pt2e(prepared)
    with open(out("converted.fx.txt"), "w") as f:
        f.write(str(converted.graph) + "\n")
    fxviz.save(converted, out("converted.json"), name=name + " pt2e converted")
    print(name, len(prepared.graph.nodes), len(converted.graph.nodes))
