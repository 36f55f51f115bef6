class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8]", primals_2: "f32[8, 8]", primals_3: "f32[8]", gt: "b8[]", tangents_1: "f32[4, 8]"):
        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:206 in forward, code: return torch.cond(x.sum() > 0, yes, no, (x,))
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(gt, true_graph_1, false_graph_1, (primals_1, primals_3, primals_2, tangents_1));  gt = true_graph_1 = false_graph_1 = primals_1 = primals_3 = primals_2 = tangents_1 = None
        getitem_2: "f32[8]" = cond_1[1]
        getitem_3: "f32[8, 8]" = cond_1[2];  cond_1 = None
        return (None, getitem_3, getitem_2)

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8]", arg1_1: "f32[8]", arg2_1: "f32[8, 8]", arg3_1: "f32[4, 8]"):
            # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:206 in forward, code: return torch.cond(x.sum() > 0, yes, no, (x,))
            t: "f32[8, 8]" = torch.ops.aten.t.default(arg2_1);  arg2_1 = None
            addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(arg1_1, arg0_1, t);  arg1_1 = t = None
            relu: "f32[4, 8]" = torch.ops.aten.relu.default(addmm);  addmm = None
            detach: "f32[4, 8]" = torch.ops.aten.detach.default(relu);  relu = None
            detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(detach);  detach = None
            threshold_backward: "f32[4, 8]" = torch.ops.aten.threshold_backward.default(arg3_1, detach_1, 0);  arg3_1 = detach_1 = None
            t_1: "f32[8, 4]" = torch.ops.aten.t.default(threshold_backward)
            mm: "f32[8, 8]" = torch.ops.aten.mm.default(t_1, arg0_1);  t_1 = None
            t_2: "f32[8, 8]" = torch.ops.aten.t.default(mm);  mm = None
            sum_1: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
            view: "f32[8]" = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
            t_3: "f32[8, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
            zeros_like: "f32[4, 8]" = torch.ops.aten.zeros_like.default(arg0_1, pin_memory = False);  arg0_1 = None
            return [zeros_like, view, t_3]

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8]", arg1_1: "f32[8]", arg2_1: "f32[8, 8]", arg3_1: "f32[4, 8]"):
            # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:206 in forward, code: return torch.cond(x.sum() > 0, yes, no, (x,))
            zeros_like: "f32[4, 8]" = torch.ops.aten.zeros_like.default(arg0_1, pin_memory = False);  arg0_1 = None
            zeros_like_1: "f32[8]" = torch.ops.aten.zeros_like.default(arg1_1, pin_memory = False);  arg1_1 = None
            zeros_like_2: "f32[8, 8]" = torch.ops.aten.zeros_like.default(arg2_1, pin_memory = False);  arg2_1 = None
            return [zeros_like, zeros_like_1, zeros_like_2]
