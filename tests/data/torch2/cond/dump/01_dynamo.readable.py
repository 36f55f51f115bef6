class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8]", L_self_modules_lin_parameters_weight_: "f32[8, 8]", L_self_modules_lin_parameters_bias_: "f32[8]"):
        l_x_ = L_x_
        l_self_modules_lin_parameters_weight_ = L_self_modules_lin_parameters_weight_
        l_self_modules_lin_parameters_bias_ = L_self_modules_lin_parameters_bias_

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:206 in forward, code: return torch.cond(x.sum() > 0, yes, no, (x,))
        sum_1: "f32[]" = l_x_.sum()
        gt: "b8[]" = sum_1 > 0;  sum_1 = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_, l_self_modules_lin_parameters_bias_, l_self_modules_lin_parameters_weight_));  gt = cond_true_0 = cond_false_0 = l_x_ = l_self_modules_lin_parameters_bias_ = l_self_modules_lin_parameters_weight_ = None
        getitem: "f32[4, 8]" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]", l_self_modules_lin_parameters_bias__true_branch: "f32[8]", l_self_modules_lin_parameters_weight__true_branch: "f32[8, 8]"):
            l_x__1 = l_x_

            # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:202 in yes, code: return torch.relu(self.lin(x)) + 1
            linear: "f32[4, 8]" = torch._C._nn.linear(l_x__1, l_self_modules_lin_parameters_weight__true_branch, l_self_modules_lin_parameters_bias__true_branch);  l_x__1 = l_self_modules_lin_parameters_weight__true_branch = l_self_modules_lin_parameters_bias__true_branch = None
            relu: "f32[4, 8]" = torch.relu(linear);  linear = None
            add: "f32[4, 8]" = relu + 1;  relu = None
            return (add,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]", l_self_modules_lin_parameters_bias__true_branch: "f32[8]", l_self_modules_lin_parameters_weight__true_branch: "f32[8, 8]"):
            l_x__1 = l_x_

            # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:205 in no, code: return torch.tanh(x) * 2
            tanh: "f32[4, 8]" = torch.tanh(l_x__1);  l_x__1 = None
            mul: "f32[4, 8]" = tanh * 2;  tanh = None
            return (mul,)
