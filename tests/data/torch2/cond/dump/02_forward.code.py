


def forward(self, primals_1, primals_2, primals_3):
    sum_1 = torch.ops.aten.sum.default(primals_1)
    gt = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
    true_graph_0 = self.true_graph_0
    false_graph_0 = self.false_graph_0
    cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (primals_1, primals_3, primals_2));  true_graph_0 = false_graph_0 = None
    getitem = cond[0];  cond = None
    return (getitem, primals_1, primals_2, primals_3, gt)
    