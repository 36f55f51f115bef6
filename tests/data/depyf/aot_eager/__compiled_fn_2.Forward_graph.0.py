from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 8]", primals_2: "f32[8]", primals_3: "f32[4, 8]"):
        # File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:17 in forward, code: y = torch.relu(self.lin(x))
        t: "f32[8, 8]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        relu: "f32[4, 8]" = torch.ops.aten.relu.default(addmm);  addmm = None
        detach: "f32[4, 8]" = torch.ops.aten.detach.default(relu)

        # Backward of forward node: File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:17 in forward, code: y = torch.relu(self.lin(x))
        detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        return (relu, primals_3, detach_1)
