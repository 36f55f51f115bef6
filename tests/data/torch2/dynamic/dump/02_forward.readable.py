class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 16]", primals_2: "f32[8]", primals_3: "Sym(s77)", primals_4: "f32[s77, 16]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:210 in forward, code: y = self.lin(x)
        t: "f32[16, 8]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[s77, 8]" = torch.ops.aten.addmm.default(primals_2, primals_4, t);  primals_2 = t = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:211 in forward, code: return y.softmax(dim=-1) * x.shape[0]
        _softmax: "f32[s77, 8]" = torch.ops.aten._softmax.default(addmm, -1, False);  addmm = None
        detach: "f32[s77, 8]" = torch.ops.aten.detach.default(_softmax)
        mul_6: "f32[s77, 8]" = torch.ops.aten.mul.Tensor(_softmax, primals_3);  _softmax = None
        return (mul_6, primals_4, detach, primals_3)
