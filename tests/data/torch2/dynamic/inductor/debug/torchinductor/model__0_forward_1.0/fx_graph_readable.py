class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 16]", primals_2: "f32[8]", primals_3: "Sym(s77)", primals_4: "f32[s77, 16]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:210 in forward, code: y = self.lin(x)
        permute: "f32[16, 8]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[s77, 8]" = torch.ops.aten.addmm.default(primals_2, primals_4, permute);  primals_2 = permute = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:211 in forward, code: return y.softmax(dim=-1) * x.shape[0]
        amax: "f32[s77, 1]" = torch.ops.aten.amax.default(addmm, [-1], True)
        sub_1: "f32[s77, 8]" = torch.ops.aten.sub.Tensor(addmm, amax)
        exp: "f32[s77, 8]" = torch.ops.aten.exp.default(sub_1);  sub_1 = None
        sum_1: "f32[s77, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[s77, 8]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = None
        mul_8: "f32[s77, 8]" = torch.ops.aten.mul.Tensor(div, primals_3);  div = None
        return (mul_8, primals_4, addmm, amax, sum_1, primals_3)
