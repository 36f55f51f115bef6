from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_lin_parameters_weight_: "f32[8, 8]", L_self_modules_lin_parameters_bias_: "f32[8]", L_x_: "f32[4, 8]"):
        l_self_modules_lin_parameters_weight_ = L_self_modules_lin_parameters_weight_
        l_self_modules_lin_parameters_bias_ = L_self_modules_lin_parameters_bias_
        l_x_ = L_x_

        # File: /work/wt/wild/tests/data/depyf/../logs/torch/compile.py:17 in forward, code: y = torch.relu(self.lin(x))
        linear: "f32[4, 8]" = torch._C._nn.linear(l_x_, l_self_modules_lin_parameters_weight_, l_self_modules_lin_parameters_bias_);  l_x_ = l_self_modules_lin_parameters_weight_ = l_self_modules_lin_parameters_bias_ = None
        y: "f32[4, 8]" = torch.relu(linear);  linear = None
        return (y,)
