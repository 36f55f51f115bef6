


def forward(self, primals_3, primals_6, relu, detach, t_1, addmm_1, tangents_1):
    mse_loss_backward = torch.ops.aten.mse_loss_backward.default(tangents_1, addmm_1, primals_6, 1);  tangents_1 = addmm_1 = primals_6 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm = torch.ops.aten.mm.default(mse_loss_backward, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(mse_loss_backward)
    mm_1 = torch.ops.aten.mm.default(t_3, relu);  t_3 = relu = None
    t_4 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mse_loss_backward, [0], True);  mse_loss_backward = None
    view = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_1, 0);  mm = detach_1 = None
    t_6 = torch.ops.aten.t.default(threshold_backward)
    mm_2 = torch.ops.aten.mm.default(t_6, primals_3);  t_6 = primals_3 = None
    t_7 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [32]);  sum_2 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    return (t_8, view_1, None, t_5, view, None)
    