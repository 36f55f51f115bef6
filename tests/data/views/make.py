# Prints the graphs the browser test opens to measure first views
# (tests/browser/test_page.mjs): torchvision models outside the corpus,
# traced as print(gm.graph) shows them. Run with Debian's python3-torch
# and python3-torchvision (torch 1.13, torchvision 0.14):
#     /usr/bin/python3 tests/data/views/make.py tests/data/views
import os
import sys

import torch.fx
import torchvision

MODELS = {
    'inception_v3': lambda: torchvision.models.inception_v3(
        aux_logits=False, init_weights=False),
    'densenet169': lambda: torchvision.models.densenet169(),
}

out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(__file__)
for name, make in MODELS.items():
    gm = torch.fx.symbolic_trace(make().eval())
    with open(os.path.join(out, f'{name}.fx.txt'), 'w') as f:
        f.write(f'{gm.graph}\n')
