


def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1):
    mul = torch.ops.aten.mul.Tensor(arg5_1, 0.9);  arg5_1 = None
    add = torch.ops.aten.add.Tensor(mul, arg8_1);  mul = arg8_1 = None
    add_1 = torch.ops.aten.add.Tensor(arg0_1, add, alpha = -0.1);  arg0_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(arg4_1, 0.9);  arg4_1 = None
    add_2 = torch.ops.aten.add.Tensor(mul_1, arg9_1);  mul_1 = arg9_1 = None
    add_3 = torch.ops.aten.add.Tensor(arg1_1, add_2, alpha = -0.1);  arg1_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(arg6_1, 0.9);  arg6_1 = None
    add_4 = torch.ops.aten.add.Tensor(mul_2, arg10_1);  mul_2 = arg10_1 = None
    add_5 = torch.ops.aten.add.Tensor(arg2_1, add_4, alpha = -0.1);  arg2_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(arg7_1, 0.9);  arg7_1 = None
    add_6 = torch.ops.aten.add.Tensor(mul_3, arg11_1);  mul_3 = arg11_1 = None
    add_7 = torch.ops.aten.add.Tensor(arg3_1, add_6, alpha = -0.1);  arg3_1 = None
    return (add_1, add_3, add_5, add_7, add_2, add, add_4, add_6)
    