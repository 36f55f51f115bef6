from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 8]", detach_1: "f32[4, 8]", tangents_1: "f32[4, 8]"):
        # Backward of forward node: File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:17 in forward, code: y = torch.relu(self.lin(x))
        threshold_backward: "f32[4, 8]" = torch.ops.aten.threshold_backward.default(tangents_1, detach_1, 0);  tangents_1 = detach_1 = None
        t_1: "f32[8, 4]" = torch.ops.aten.t.default(threshold_backward)
        mm: "f32[8, 8]" = torch.ops.aten.mm.default(t_1, primals_3);  t_1 = primals_3 = None
        t_2: "f32[8, 8]" = torch.ops.aten.t.default(mm);  mm = None
        sum_1: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view: "f32[8]" = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
        t_3: "f32[8, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        return (t_3, view, None)
