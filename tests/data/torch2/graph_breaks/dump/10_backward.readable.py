class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 16]", t: "f32[16, 16]", detach: "f32[4, 16]", tangents_1: "f32[4, 16]"):
        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:187 in torch_dynamo_resume_in_forward_at_186, code: x = torch.sigmoid(self.b(x))
        detach_1: "f32[4, 16]" = torch.ops.aten.detach.default(detach);  detach = None
        sigmoid_backward: "f32[4, 16]" = torch.ops.aten.sigmoid_backward.default(tangents_1, detach_1);  tangents_1 = detach_1 = None
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[4, 16]" = torch.ops.aten.mm.default(sigmoid_backward, t_1);  t_1 = None
        t_2: "f32[16, 4]" = torch.ops.aten.t.default(sigmoid_backward)
        mm_1: "f32[16, 16]" = torch.ops.aten.mm.default(t_2, primals_3);  t_2 = primals_3 = None
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True);  sigmoid_backward = None
        view: "f32[16]" = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
        t_4: "f32[16, 16]" = torch.ops.aten.t.default(t_3);  t_3 = None
        return (t_4, view, mm)
