class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 16]", primals_2: "f32[16]", primals_3: "f32[4, 16]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:187 in torch_dynamo_resume_in_forward_at_186, code: x = torch.sigmoid(self.b(x))
        permute: "f32[16, 16]" = torch.ops.aten.permute.default(primals_1, [1, 0])
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        sigmoid: "f32[4, 16]" = torch.ops.aten.sigmoid.default(addmm);  addmm = None
        return (sigmoid, primals_1, primals_3, sigmoid)
