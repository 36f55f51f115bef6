from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[8, 8]"; primals_2: "f32[8]"; primals_3: "f32[4, 8]"; tangents_1: "f32[4, 8]";

        primals_1, primals_2, primals_3, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:17 in forward, code: y = torch.relu(self.lin(x))
        t: "f32[8, 8]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        relu: "f32[4, 8]" = torch.ops.aten.relu.default(addmm);  addmm = None
        detach: "f32[4, 8]" = torch.ops.aten.detach.default(relu)

        # Backward of forward node: File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:17 in forward, code: y = torch.relu(self.lin(x))
        detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward: "f32[4, 8]" = torch.ops.aten.threshold_backward.default(tangents_1, detach_1, 0);  tangents_1 = detach_1 = None
        t_1: "f32[8, 4]" = torch.ops.aten.t.default(threshold_backward)
        mm: "f32[8, 8]" = torch.ops.aten.mm.default(t_1, primals_3);  t_1 = primals_3 = None
        t_2: "f32[8, 8]" = torch.ops.aten.t.default(mm);  mm = None
        sum_1: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view: "f32[8]" = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
        t_3: "f32[8, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        return pytree.tree_unflatten([relu, t_3, view, None], self._out_spec)
