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

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:123 in step, code: has_sparse_grad = self._init_group(
        buf_1: "f32[32]" = self.self___state_list_dict_keys_L__self___state___1___momentum_buffer

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:360 in _single_tensor_sgd, code: if buf is None:
        buf: "f32[32, 16]" = self.self___state_list_dict_keys_L__self___state___0__list_dict_keys_L__self___state_list_dict_keys_L__self___state___0____0

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul_: "f32[32, 16]" = buf.mul_(0.9)
        add_: "f32[32, 16]" = mul_.add_(l_self_param_groups_0_params_0_grad, alpha = 1);  mul_ = l_self_param_groups_0_params_0_grad = add_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add__1: "f32[32, 16]" = p.add_(buf, alpha = -0.1);  p = buf = add__1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul__1: "f32[32]" = buf_1.mul_(0.9)
        add__2: "f32[32]" = mul__1.add_(l_self_param_groups_0_params_1_grad, alpha = 1);  mul__1 = l_self_param_groups_0_params_1_grad = add__2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add__3: "f32[32]" = x.add_(buf_1, alpha = -0.1);  x = buf_1 = add__3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:360 in _single_tensor_sgd, code: if buf is None:
        buf_2: "f32[4, 32]" = self.self___state_list_dict_keys_L__self___state___2__list_dict_keys_L__self___state_list_dict_keys_L__self___state___2____0

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul__2: "f32[4, 32]" = buf_2.mul_(0.9)
        add__4: "f32[4, 32]" = mul__2.add_(l_self_param_groups_0_params_2_grad, alpha = 1);  mul__2 = l_self_param_groups_0_params_2_grad = add__4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add__5: "f32[4, 32]" = x_1.add_(buf_2, alpha = -0.1);  x_1 = buf_2 = add__5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:360 in _single_tensor_sgd, code: if buf is None:
        buf_3: "f32[4]" = self.self___state_list_dict_keys_L__self___state___3__list_dict_keys_L__self___state_list_dict_keys_L__self___state___3____0

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul__3: "f32[4]" = buf_3.mul_(0.9)
        add__6: "f32[4]" = mul__3.add_(l_self_param_groups_0_params_3_grad, alpha = 1);  mul__3 = l_self_param_groups_0_params_3_grad = add__6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add__7: "f32[4]" = x_2.add_(buf_3, alpha = -0.1);  x_2 = buf_3 = add__7 = None
        return ()
