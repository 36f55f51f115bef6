class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 16]", arg1_1: "f32[32]", arg2_1: "f32[4, 32]", arg3_1: "f32[4]", arg4_1: "f32[32]", arg5_1: "f32[32, 16]", arg6_1: "f32[4, 32]", arg7_1: "f32[4]", arg8_1: "f32[32, 16]", arg9_1: "f32[32]", arg10_1: "f32[4, 32]", arg11_1: "f32[4]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul: "f32[32, 16]" = torch.ops.aten.mul.Tensor(arg5_1, 0.9)
        add: "f32[32, 16]" = torch.ops.aten.add.Tensor(mul, arg8_1);  mul = arg8_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_1: "f32[32, 16]" = torch.ops.aten.add.Tensor(arg0_1, add, alpha = -0.1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul_1: "f32[32]" = torch.ops.aten.mul.Tensor(arg4_1, 0.9)
        add_2: "f32[32]" = torch.ops.aten.add.Tensor(mul_1, arg9_1);  mul_1 = arg9_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_3: "f32[32]" = torch.ops.aten.add.Tensor(arg1_1, add_2, alpha = -0.1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul_2: "f32[4, 32]" = torch.ops.aten.mul.Tensor(arg6_1, 0.9)
        add_4: "f32[4, 32]" = torch.ops.aten.add.Tensor(mul_2, arg10_1);  mul_2 = arg10_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_5: "f32[4, 32]" = torch.ops.aten.add.Tensor(arg2_1, add_4, alpha = -0.1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        mul_3: "f32[4]" = torch.ops.aten.mul.Tensor(arg7_1, 0.9)
        add_6: "f32[4]" = torch.ops.aten.add.Tensor(mul_3, arg11_1);  mul_3 = arg11_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:379 in _single_tensor_sgd, code: param.add_(grad, alpha=-lr)
        add_7: "f32[4]" = torch.ops.aten.add.Tensor(arg3_1, add_6, alpha = -0.1)
        copy_: "f32[32, 16]" = torch.ops.aten.copy_.default(arg0_1, add_1);  arg0_1 = add_1 = copy_ = None
        copy__1: "f32[32]" = torch.ops.aten.copy_.default(arg1_1, add_3);  arg1_1 = add_3 = copy__1 = None
        copy__2: "f32[4, 32]" = torch.ops.aten.copy_.default(arg2_1, add_5);  arg2_1 = add_5 = copy__2 = None
        copy__3: "f32[4]" = torch.ops.aten.copy_.default(arg3_1, add_7);  arg3_1 = add_7 = copy__3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/optim/sgd.py:364 in _single_tensor_sgd, code: buf.mul_(momentum).add_(grad, alpha=1 - dampening)
        copy__4: "f32[32]" = torch.ops.aten.copy_.default(arg4_1, add_2);  arg4_1 = add_2 = copy__4 = None
        copy__5: "f32[32, 16]" = torch.ops.aten.copy_.default(arg5_1, add);  arg5_1 = add = copy__5 = None
        copy__6: "f32[4, 32]" = torch.ops.aten.copy_.default(arg6_1, add_4);  arg6_1 = add_4 = copy__6 = None
        copy__7: "f32[4]" = torch.ops.aten.copy_.default(arg7_1, add_6);  arg7_1 = add_6 = copy__7 = None
        return ()
