class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_a_parameters_weight_: "f32[16, 16]", L_self_modules_a_parameters_bias_: "f32[16]", L_x_: "f32[4, 16]", L_self_scale: "f64[]"):
        l_self_modules_a_parameters_weight_ = L_self_modules_a_parameters_weight_
        l_self_modules_a_parameters_bias_ = L_self_modules_a_parameters_bias_
        l_x_ = L_x_
        l_self_scale = L_self_scale

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:185 in forward, code: x = torch.relu(self.a(x)) * self.scale
        linear: "f32[4, 16]" = torch._C._nn.linear(l_x_, l_self_modules_a_parameters_weight_, l_self_modules_a_parameters_bias_);  l_x_ = l_self_modules_a_parameters_weight_ = l_self_modules_a_parameters_bias_ = None
        relu: "f32[4, 16]" = torch.relu(linear);  linear = None
        item: "Sym(zf6)" = l_self_scale.item();  l_self_scale = None
        x: "f32[4, 16]" = relu * item;  relu = item = None
        return (x,)
