class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[32, 16]", primals_2: "f32[32]", primals_3: "f32[8, 16]", primals_4: "f32[4, 32]", primals_5: "f32[4]", primals_6: "f32[8, 4]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:113 in torch_dynamo_resume_in_step_at_112, code: loss = F.mse_loss(m(x), y)
        permute: "f32[16, 32]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[8, 32]" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        relu: "f32[8, 32]" = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1: "f32[32, 4]" = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm_1: "f32[8, 4]" = torch.ops.aten.addmm.default(primals_5, relu, permute_1);  primals_5 = permute_1 = None
        sub: "f32[8, 4]" = torch.ops.aten.sub.Tensor(addmm_1, primals_6)
        pow_1: "f32[8, 4]" = torch.ops.aten.pow.Tensor_Scalar(sub, 2);  sub = None
        mean: "f32[]" = torch.ops.aten.mean.default(pow_1);  pow_1 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:113 in torch_dynamo_resume_in_step_at_112, code: loss = F.mse_loss(m(x), y)
        sub_1: "f32[8, 4]" = torch.ops.aten.sub.Tensor(addmm_1, primals_6);  addmm_1 = primals_6 = None
        mul: "f32[8, 4]" = torch.ops.aten.mul.Tensor(sub_1, 0.0625);  sub_1 = None
        return (mean, primals_3, primals_4, relu, mul)
