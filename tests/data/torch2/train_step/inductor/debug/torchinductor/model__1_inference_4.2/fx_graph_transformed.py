class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 16]", arg1_1: "f32[32]", arg2_1: "f32[4, 32]", arg3_1: "f32[4]", arg4_1: "f32[32, 16]", arg5_1: "f32[32]", arg6_1: "f32[4, 32]", arg7_1: "f32[4]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:361 in _single_tensor_sgd, code: buf = grad.detach().clone()
        clone: "f32[32, 16]" = torch.ops.aten.clone.default(arg4_1);  arg4_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add: "f32[32, 16]" = torch.ops.aten.add.Tensor(arg0_1, clone, alpha = -0.1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:361 in _single_tensor_sgd, code: buf = grad.detach().clone()
        clone_1: "f32[32]" = torch.ops.aten.clone.default(arg5_1);  arg5_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_1: "f32[32]" = torch.ops.aten.add.Tensor(arg1_1, clone_1, alpha = -0.1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:361 in _single_tensor_sgd, code: buf = grad.detach().clone()
        clone_2: "f32[4, 32]" = torch.ops.aten.clone.default(arg6_1);  arg6_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_2: "f32[4, 32]" = torch.ops.aten.add.Tensor(arg2_1, clone_2, alpha = -0.1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:361 in _single_tensor_sgd, code: buf = grad.detach().clone()
        clone_3: "f32[4]" = torch.ops.aten.clone.default(arg7_1);  arg7_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_3: "f32[4]" = torch.ops.aten.add.Tensor(arg3_1, clone_3, alpha = -0.1)
        copy_: "f32[32, 16]" = torch.ops.aten.copy_.default(arg0_1, add);  arg0_1 = add = copy_ = None
        copy__1: "f32[32]" = torch.ops.aten.copy_.default(arg1_1, add_1);  arg1_1 = add_1 = copy__1 = None
        copy__2: "f32[4, 32]" = torch.ops.aten.copy_.default(arg2_1, add_2);  arg2_1 = add_2 = copy__2 = None
        copy__3: "f32[4]" = torch.ops.aten.copy_.default(arg3_1, add_3);  arg3_1 = add_3 = copy__3 = None
        return (clone_1, clone, clone_2, clone_3)
