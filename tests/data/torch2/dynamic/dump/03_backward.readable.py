class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "Sym(s77)", primals_4: "f32[s77, 16]", detach: "f32[s77, 8]", tangents_1: "f32[s77, 8]"):
        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:211 in forward, code: return y.softmax(dim=-1) * x.shape[0]
        mul_9: "f32[s77, 8]" = torch.ops.aten.mul.Tensor(tangents_1, primals_3);  tangents_1 = primals_3 = None
        detach_1: "f32[s77, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        _softmax_backward_data: "f32[s77, 8]" = torch.ops.aten._softmax_backward_data.default(mul_9, detach_1, -1, torch.float32);  mul_9 = detach_1 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:210 in forward, code: y = self.lin(x)
        t_1: "f32[8, s77]" = torch.ops.aten.t.default(_softmax_backward_data)
        mm: "f32[8, 16]" = torch.ops.aten.mm.default(t_1, primals_4);  t_1 = primals_4 = None
        t_2: "f32[16, 8]" = torch.ops.aten.t.default(mm);  mm = None
        sum_1: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(_softmax_backward_data, [0], True);  _softmax_backward_data = None
        view: "f32[8]" = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
        t_3: "f32[8, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        return (t_3, view, None, None)
