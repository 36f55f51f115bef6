


def forward(self, primals_1, primals_2, primals_3, primals_4):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_4, t);  primals_2 = t = None
    _softmax = torch.ops.aten._softmax.default(addmm, -1, False);  addmm = None
    detach = torch.ops.aten.detach.default(_softmax)
    mul_6 = torch.ops.aten.mul.Tensor(_softmax, primals_3);  _softmax = None
    return (mul_6, primals_4, detach, primals_3)
    