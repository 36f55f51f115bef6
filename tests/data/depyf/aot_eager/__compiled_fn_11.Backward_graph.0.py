from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s17)", primals_2: "f32[s17, 8]", gt: "b8[]", tangents_1: "f32[s17, 8]"):
        # Backward of forward node: File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:19 in torch_dynamo_resume_in_forward_at_18, code: return torch.cond(y.sum() > 0, lambda t: t * 2, lambda t: t - 1, (y,))
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(gt, true_graph_1, false_graph_1, (primals_2, primals_1, tangents_1));  gt = true_graph_1 = false_graph_1 = primals_2 = primals_1 = tangents_1 = None
        getitem_1: "f32[s17, 8]" = cond_1[0];  cond_1 = None
        return (None, getitem_1)

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s17, 8]", arg1_1: "Sym(s17)", arg2_1: "f32[s17, 8]"):
            # Backward of forward node: File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:19 in torch_dynamo_resume_in_forward_at_18, code: return torch.cond(y.sum() > 0, lambda t: t * 2, lambda t: t - 1, (y,))
            mul_7: "f32[s17, 8]" = torch.ops.aten.mul.Tensor(arg2_1, 2);  arg2_1 = None
            return [mul_7]

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s17, 8]", arg1_1: "Sym(s17)", arg2_1: "f32[s17, 8]"):
            # Backward of forward node: File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:19 in torch_dynamo_resume_in_forward_at_18, code: return torch.cond(y.sum() > 0, lambda t: t * 2, lambda t: t - 1, (y,))
            clone: "f32[s17, 8]" = torch.ops.aten.clone.default(arg2_1);  arg2_1 = None
            return [clone]
