from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s17)", primals_2: "f32[s17, 8]"):
        # File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:19 in torch_dynamo_resume_in_forward_at_18, code: return torch.cond(y.sum() > 0, lambda t: t * 2, lambda t: t - 1, (y,))
        sum_1: "f32[]" = torch.ops.aten.sum.default(primals_2)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (primals_2, primals_1));  true_graph_0 = false_graph_0 = None
        getitem: "f32[s17, 8]" = cond[0];  cond = None
        return (getitem, primals_2, gt, primals_1)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[s17, 8]", arg1_1: "Sym(s17)"):
            # File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:19 in GraphModule, code: return torch.cond(y.sum() > 0, lambda t: t * 2, lambda t: t - 1, (y,))
            mul_2: "f32[s17, 8]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
            return (mul_2,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[s17, 8]", arg1_1: "Sym(s17)"):
            # File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:19 in GraphModule, code: return torch.cond(y.sum() > 0, lambda t: t * 2, lambda t: t - 1, (y,))
            sub_1: "f32[s17, 8]" = torch.ops.aten.sub.Tensor(arg0_1, 1);  arg0_1 = None
            return (sub_1,)
