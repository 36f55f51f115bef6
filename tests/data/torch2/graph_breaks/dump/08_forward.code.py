


def forward(self, primals_1, primals_2, primals_3, primals_4):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(relu)
    convert_element_type_default = torch.ops.prims.convert_element_type.default(primals_4, torch.float64)
    convert_element_type_default_1 = torch.ops.prims.convert_element_type.default(convert_element_type_default, torch.float32);  convert_element_type_default = None
    mul_tensor = torch.ops.aten.mul.Tensor(relu, convert_element_type_default_1);  relu = convert_element_type_default_1 = None
    return (mul_tensor, primals_3, primals_4, detach)
    