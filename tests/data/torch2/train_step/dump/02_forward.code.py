


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(relu)
    t_1 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    addmm_1 = torch.ops.aten.addmm.default(primals_5, relu, t_1);  primals_5 = None
    mse_loss = torch.ops.aten.mse_loss.default(addmm_1, primals_6)
    return (mse_loss, primals_3, primals_6, relu, detach, t_1, addmm_1)
    