class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 16]", primals_3: "f32[4, 16]", sigmoid: "f32[4, 16]", tangents_1: "f32[4, 16]"):
        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:187 in torch_dynamo_resume_in_forward_at_186, code: x = torch.sigmoid(self.b(x))
        sub: "f32[4, 16]" = torch.ops.aten.sub.Tensor(1, sigmoid)
        mul: "f32[4, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub);  sigmoid = sub = None
        mul_1: "f32[4, 16]" = torch.ops.aten.mul.Tensor(tangents_1, mul);  tangents_1 = mul = None
        permute: "f32[16, 16]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        permute_1: "f32[16, 16]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm: "f32[4, 16]" = torch.ops.aten.mm.default(mul_1, permute_1);  permute_1 = None
        permute_2: "f32[16, 4]" = torch.ops.aten.permute.default(mul_1, [1, 0])
        mm_1: "f32[16, 16]" = torch.ops.aten.mm.default(permute_2, primals_3);  permute_2 = primals_3 = None
        sum_1: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_1, [0], True);  mul_1 = None
        view: "f32[16]" = torch.ops.aten.reshape.default(sum_1, [16]);  sum_1 = None
        return (mm_1, view, mm)
