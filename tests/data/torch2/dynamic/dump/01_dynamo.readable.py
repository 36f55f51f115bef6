class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_lin_parameters_weight_: "f32[8, 16]", L_self_modules_lin_parameters_bias_: "f32[8]", s77: "Sym(s77)", L_x_: "f32[s77, 16]"):
        l_self_modules_lin_parameters_weight_ = L_self_modules_lin_parameters_weight_
        l_self_modules_lin_parameters_bias_ = L_self_modules_lin_parameters_bias_
        l_x_ = L_x_

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:210 in forward, code: y = self.lin(x)
        y: "f32[s77, 8]" = torch._C._nn.linear(l_x_, l_self_modules_lin_parameters_weight_, l_self_modules_lin_parameters_bias_);  l_x_ = l_self_modules_lin_parameters_weight_ = l_self_modules_lin_parameters_bias_ = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:211 in forward, code: return y.softmax(dim=-1) * x.shape[0]
        softmax: "f32[s77, 8]" = y.softmax(dim = -1);  y = None
        mul: "f32[s77, 8]" = softmax * s77;  softmax = s77 = None
        return (mul,)
