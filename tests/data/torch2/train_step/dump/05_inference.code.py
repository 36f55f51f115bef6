


def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1):
    detach = torch.ops.aten.detach.default(arg4_1);  arg4_1 = None
    clone = torch.ops.aten.clone.default(detach);  detach = None
    add = torch.ops.aten.add.Tensor(arg0_1, clone, alpha = -0.1);  arg0_1 = None
    detach_1 = torch.ops.aten.detach.default(arg5_1);  arg5_1 = None
    clone_1 = torch.ops.aten.clone.default(detach_1);  detach_1 = None
    add_1 = torch.ops.aten.add.Tensor(arg1_1, clone_1, alpha = -0.1);  arg1_1 = None
    detach_2 = torch.ops.aten.detach.default(arg6_1);  arg6_1 = None
    clone_2 = torch.ops.aten.clone.default(detach_2);  detach_2 = None
    add_2 = torch.ops.aten.add.Tensor(arg2_1, clone_2, alpha = -0.1);  arg2_1 = None
    detach_3 = torch.ops.aten.detach.default(arg7_1);  arg7_1 = None
    clone_3 = torch.ops.aten.clone.default(detach_3);  detach_3 = None
    add_3 = torch.ops.aten.add.Tensor(arg3_1, clone_3, alpha = -0.1);  arg3_1 = None
    return (add, add_1, add_2, add_3, clone_1, clone, clone_2, clone_3)
    