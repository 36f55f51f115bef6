class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 16]", primals_2: "f32[16]", primals_3: "f32[4, 16]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:187 in torch_dynamo_resume_in_forward_at_186, code: x = torch.sigmoid(self.b(x))
        t: "f32[16, 16]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = None
        sigmoid: "f32[4, 16]" = torch.ops.aten.sigmoid.default(addmm);  addmm = None
        detach: "f32[4, 16]" = torch.ops.aten.detach.default(sigmoid)
        return (sigmoid, primals_3, t, detach)
