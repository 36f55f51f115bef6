class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 16]", primals_2: "f32[16]", primals_3: "f32[4, 16]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:185 in forward, code: x = torch.relu(self.a(x)) * self.scale
        t: "f32[16, 16]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        relu: "f32[4, 16]" = torch.ops.aten.relu.default(addmm);  addmm = None
        detach: "f32[4, 16]" = torch.ops.aten.detach.default(relu)
        mul: "f32[4, 16]" = torch.ops.aten.mul.Tensor(relu, 2.0);  relu = None
        return (mul, primals_3, detach)
