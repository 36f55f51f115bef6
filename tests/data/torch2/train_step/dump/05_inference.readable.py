class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 16]", arg1_1: "f32[32]", arg2_1: "f32[4, 32]", arg3_1: "f32[4]", arg4_1: "f32[32, 16]", arg5_1: "f32[32]", arg6_1: "f32[4, 32]", arg7_1: "f32[4]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:361 in _single_tensor_sgd, code: buf = grad.detach().clone()
        detach: "f32[32, 16]" = torch.ops.aten.detach.default(arg4_1);  arg4_1 = None
        clone: "f32[32, 16]" = torch.ops.aten.clone.default(detach);  detach = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add: "f32[32, 16]" = torch.ops.aten.add.Tensor(arg0_1, clone, alpha = -0.1);  arg0_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:361 in _single_tensor_sgd, code: buf = grad.detach().clone()
        detach_1: "f32[32]" = torch.ops.aten.detach.default(arg5_1);  arg5_1 = None
        clone_1: "f32[32]" = torch.ops.aten.clone.default(detach_1);  detach_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_1: "f32[32]" = torch.ops.aten.add.Tensor(arg1_1, clone_1, alpha = -0.1);  arg1_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:361 in _single_tensor_sgd, code: buf = grad.detach().clone()
        detach_2: "f32[4, 32]" = torch.ops.aten.detach.default(arg6_1);  arg6_1 = None
        clone_2: "f32[4, 32]" = torch.ops.aten.clone.default(detach_2);  detach_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_2: "f32[4, 32]" = torch.ops.aten.add.Tensor(arg2_1, clone_2, alpha = -0.1);  arg2_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:361 in _single_tensor_sgd, code: buf = grad.detach().clone()
        detach_3: "f32[4]" = torch.ops.aten.detach.default(arg7_1);  arg7_1 = None
        clone_3: "f32[4]" = torch.ops.aten.clone.default(detach_3);  detach_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_3: "f32[4]" = torch.ops.aten.add.Tensor(arg3_1, clone_3, alpha = -0.1);  arg3_1 = None
        return (add, add_1, add_2, add_3, clone_1, clone, clone_2, clone_3)
