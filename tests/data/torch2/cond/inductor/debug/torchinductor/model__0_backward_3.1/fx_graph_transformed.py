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
            permute: "f32[8, 8]" = torch.ops.aten.permute.default(arg2_1, [1, 0]);  arg2_1 = None
            addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(arg1_1, arg0_1, permute);  arg1_1 = permute = None
            relu: "f32[4, 8]" = torch.ops.aten.relu.default(addmm);  addmm = None
            le: "b8[4, 8]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
            full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
            where: "f32[4, 8]" = torch.ops.aten.where.self(le, full_default, arg3_1);  le = full_default = arg3_1 = None
            permute_1: "f32[8, 4]" = torch.ops.aten.permute.default(where, [1, 0])
            mm: "f32[8, 8]" = torch.ops.aten.mm.default(permute_1, arg0_1);  permute_1 = arg0_1 = None
            sum_1: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
            view: "f32[8]" = torch.ops.aten.reshape.default(sum_1, [8]);  sum_1 = None
            full_default_1: "f32[4, 8]" = torch.ops.aten.full.default([4, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
            return [full_default_1, view, mm]

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8]", arg1_1: "f32[8]", arg2_1: "f32[8, 8]", arg3_1: "f32[4, 8]"):
            # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:206 in forward, code: return torch.cond(x.sum() > 0, yes, no, (x,))
            full_default: "f32[4, 8]" = torch.ops.aten.full.default([4, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
            full_default_1: "f32[8]" = torch.ops.aten.full.default([8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
            full_default_2: "f32[8, 8]" = torch.ops.aten.full.default([8, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
            return [full_default, full_default_1, full_default_2]
