class GraphModule(torch.nn.Module):
    def forward(self, L_self_param_groups_0_params_0_grad: "f32[32, 16]", L_self_param_groups_0_params_1_grad: "f32[32]", L_self_param_groups_0_params_2_grad: "f32[4, 32]", L_self_param_groups_0_params_3_grad: "f32[4]"):
        l_self_param_groups_0_params_0_grad = L_self_param_groups_0_params_0_grad
        l_self_param_groups_0_params_1_grad = L_self_param_groups_0_params_1_grad
        l_self_param_groups_0_params_2_grad = L_self_param_groups_0_params_2_grad
        l_self_param_groups_0_params_3_grad = L_self_param_groups_0_params_3_grad

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:118 in step, code: for group in self.param_groups:
        p: "f32[32, 16]" = self.self___param_groups_0__params___0
        x: "f32[32]" = self.self___param_groups_0__params___1
        x_1: "f32[4, 32]" = self.self___param_groups_0__params___2
        x_2: "f32[4]" = self.self___param_groups_0__params___3

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:361 in _single_tensor_sgd, code: buf = grad.detach().clone()
        detach: "f32[32, 16]" = l_self_param_groups_0_params_0_grad.detach();  l_self_param_groups_0_params_0_grad = None
        buf: "f32[32, 16]" = detach.clone();  detach = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_: "f32[32, 16]" = p.add_(buf, alpha = -0.1);  p = add_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:361 in _single_tensor_sgd, code: buf = grad.detach().clone()
        detach_1: "f32[32]" = l_self_param_groups_0_params_1_grad.detach();  l_self_param_groups_0_params_1_grad = None
        buf_1: "f32[32]" = detach_1.clone();  detach_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add__1: "f32[32]" = x.add_(buf_1, alpha = -0.1);  x = add__1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:361 in _single_tensor_sgd, code: buf = grad.detach().clone()
        detach_2: "f32[4, 32]" = l_self_param_groups_0_params_2_grad.detach();  l_self_param_groups_0_params_2_grad = None
        buf_2: "f32[4, 32]" = detach_2.clone();  detach_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add__2: "f32[4, 32]" = x_1.add_(buf_2, alpha = -0.1);  x_1 = add__2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:361 in _single_tensor_sgd, code: buf = grad.detach().clone()
        detach_3: "f32[4]" = l_self_param_groups_0_params_3_grad.detach();  l_self_param_groups_0_params_3_grad = None
        buf_3: "f32[4]" = detach_3.clone();  detach_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add__3: "f32[4]" = x_2.add_(buf_3, alpha = -0.1);  x_2 = add__3 = None
        return (buf_1, buf, buf_2, buf_3)
