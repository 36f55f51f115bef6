


def forward(self, primals_3, t, detach, tangents_1):
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(tangents_1, detach_1);  tangents_1 = detach_1 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(sigmoid_backward, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(sigmoid_backward)
    mm_1 = torch.ops.aten.mm.default(t_2, primals_3);  t_2 = primals_3 = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True);  sigmoid_backward = None
    view = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    return (t_4, view, mm)
    