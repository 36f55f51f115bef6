class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "Sym(s77)", primals_4: "f32[s77, 16]", addmm: "f32[s77, 8]", amax: "f32[s77, 1]", sum_1: "f32[s77, 1]", tangents_1: "f32[s77, 8]"):
        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:211 in forward, code: return y.softmax(dim=-1) * x.shape[0]
        mul_11: "f32[s77, 8]" = torch.ops.aten.mul.Tensor(tangents_1, primals_3);  tangents_1 = primals_3 = None
        sub_1: "f32[s77, 8]" = torch.ops.aten.sub.Tensor(addmm, amax);  addmm = amax = None
        exp: "f32[s77, 8]" = torch.ops.aten.exp.default(sub_1);  sub_1 = None
        div: "f32[s77, 8]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        mul_12: "f32[s77, 8]" = torch.ops.aten.mul.Tensor(mul_11, div);  mul_11 = None
        sum_2: "f32[s77, 1]" = torch.ops.aten.sum.dim_IntList(mul_12, [-1], True)
        neg: "f32[s77, 8]" = torch.ops.aten.neg.default(div);  div = None
        fma: "f32[s77, 8]" = torch.ops.prims.fma.default(neg, sum_2, mul_12);  neg = sum_2 = mul_12 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:210 in forward, code: y = self.lin(x)
        permute_1: "f32[8, s77]" = torch.ops.aten.permute.default(fma, [1, 0])
        mm: "f32[8, 16]" = torch.ops.aten.mm.default(permute_1, primals_4);  permute_1 = primals_4 = None
        sum_3: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(fma, [0], True);  fma = None
        view: "f32[8]" = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
        return (mm, view, None, None)
