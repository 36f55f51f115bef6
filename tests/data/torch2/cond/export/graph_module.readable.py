class GraphModule(torch.nn.Module):
    def forward(self, p_lin_weight: "f32[8, 8]", p_lin_bias: "f32[8]", x: "f32[4, 8]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:206 in forward, code: return torch.cond(x.sum() > 0, yes, no, (x,))
        sum_1: "f32[]" = torch.ops.aten.sum.default(x)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None

        # File: <eval_with_key>.5:11 in forward, code: cond = torch.ops.higher_order.cond(l_args_0_, cond_true_0, cond_false_0, (l_args_3_0_, l_args_1_closure_0_cell_contents_modules_lin_parameters_bias_, l_args_1_closure_0_cell_contents_modules_lin_parameters_weight_));  l_args_0_ = cond_true_0 = cond_false_0 = l_args_3_0_ = l_args_1_closure_0_cell_contents_modules_lin_parameters_bias_ = l_args_1_closure_0_cell_contents_modules_lin_parameters_weight_ = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (x, p_lin_bias, p_lin_weight));  gt = true_graph_0 = false_graph_0 = x = p_lin_bias = p_lin_weight = None
        getitem: "f32[4, 8]" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, x: "f32[4, 8]", p_lin_bias: "f32[8]", p_lin_weight: "f32[8, 8]"):
            # File: <eval_with_key>.6:6 in forward, code: linear = torch._C._nn.linear(l_args_3_0__1, l_args_1_closure_0_cell_contents_modules_lin_parameters_weight__true_branch, l_args_1_closure_0_cell_contents_modules_lin_parameters_bias__true_branch);  l_args_3_0__1 = l_args_1_closure_0_cell_contents_modules_lin_parameters_weight__true_branch = l_args_1_closure_0_cell_contents_modules_lin_parameters_bias__true_branch = None
            linear: "f32[4, 8]" = torch.ops.aten.linear.default(x, p_lin_weight, p_lin_bias);  x = p_lin_weight = p_lin_bias = None

            # File: <eval_with_key>.6:7 in forward, code: relu = torch.relu(linear);  linear = None
            relu: "f32[4, 8]" = torch.ops.aten.relu.default(linear);  linear = None

            # File: <eval_with_key>.6:8 in forward, code: add = relu + 1;  relu = None
            add: "f32[4, 8]" = torch.ops.aten.add.Tensor(relu, 1);  relu = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, x: "f32[4, 8]", p_lin_bias: "f32[8]", p_lin_weight: "f32[8, 8]"):
            # File: <eval_with_key>.7:6 in forward, code: tanh = torch.tanh(l_args_3_0__1);  l_args_3_0__1 = None
            tanh: "f32[4, 8]" = torch.ops.aten.tanh.default(x);  x = None

            # File: <eval_with_key>.7:7 in forward, code: mul = tanh * 2;  tanh = None
            mul: "f32[4, 8]" = torch.ops.aten.mul.Tensor(tanh, 2);  tanh = None
            return (mul,)
