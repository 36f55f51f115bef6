


def forward(self, primals_1, primals_2, primals_3):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = None
    sigmoid = torch.ops.aten.sigmoid.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(sigmoid)
    return (sigmoid, primals_3, t, detach)
    