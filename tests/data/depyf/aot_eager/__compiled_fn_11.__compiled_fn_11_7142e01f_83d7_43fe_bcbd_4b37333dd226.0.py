from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, s17: "Sym(s17)", L_y_: "f32[s17, 8]"):
        l_y_ = L_y_

        # File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:19 in torch_dynamo_resume_in_forward_at_18, code: return torch.cond(y.sum() > 0, lambda t: t * 2, lambda t: t - 1, (y,))
        sum_1: "f32[]" = l_y_.sum()
        gt: "b8[]" = sum_1 > 0;  sum_1 = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_y_, s17));  gt = cond_true_0 = cond_false_0 = l_y_ = s17 = None
        getitem: "f32[s17, 8]" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_y_: "f32[s17, 8]", s17: "Sym(s17)"):
            l_y__1 = l_y_
            s17_1 = s17

            # File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:19 in GraphModule, code: return torch.cond(y.sum() > 0, lambda t: t * 2, lambda t: t - 1, (y,))
            mul: "f32[s17, 8]" = l_y__1 * 2;  l_y__1 = None
            return (mul,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_y_: "f32[s17, 8]", s17: "Sym(s17)"):
            l_y__1 = l_y_
            s17_1 = s17

            # File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:19 in GraphModule, code: return torch.cond(y.sum() > 0, lambda t: t * 2, lambda t: t - 1, (y,))
            sub: "f32[s17, 8]" = l_y__1 - 1;  l_y__1 = None
            return (sub,)
