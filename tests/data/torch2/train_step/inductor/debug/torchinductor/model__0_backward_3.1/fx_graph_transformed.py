class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[8, 16]", primals_4: "f32[4, 32]", relu: "f32[8, 32]", mul: "f32[8, 4]", tangents_1: "f32[]"):
        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:113 in torch_dynamo_resume_in_step_at_112, code: loss = F.mse_loss(m(x), y)
        mul_1: "f32[8, 4]" = torch.ops.aten.mul.Tensor(mul, tangents_1);  mul = tangents_1 = None
        permute_1: "f32[32, 4]" = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_2: "f32[4, 32]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm: "f32[8, 32]" = torch.ops.aten.mm.default(mul_1, permute_2);  permute_2 = None
        permute_3: "f32[4, 8]" = torch.ops.aten.permute.default(mul_1, [1, 0])
        mm_1: "f32[4, 32]" = torch.ops.aten.mm.default(permute_3, relu);  permute_3 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_1, [0], True);  mul_1 = None
        view: "f32[4]" = torch.ops.aten.reshape.default(sum_1, [4]);  sum_1 = None
        le: "b8[8, 32]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[8, 32]" = torch.ops.aten.where.self(le, full_default, mm);  le = full_default = mm = None
        permute_6: "f32[32, 8]" = torch.ops.aten.permute.default(where, [1, 0])
        mm_2: "f32[32, 16]" = torch.ops.aten.mm.default(permute_6, primals_3);  permute_6 = primals_3 = None
        sum_2: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
        view_1: "f32[32]" = torch.ops.aten.reshape.default(sum_2, [32]);  sum_2 = None
        return (mm_2, view_1, None, mm_1, view, None)
