class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[32, 16]", primals_2: "f32[32]", primals_3: "f32[8, 16]", primals_4: "f32[4, 32]", primals_5: "f32[4]", primals_6: "f32[8, 4]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:113 in torch_dynamo_resume_in_step_at_112, code: loss = F.mse_loss(m(x), y)
        t: "f32[16, 32]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[8, 32]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        relu: "f32[8, 32]" = torch.ops.aten.relu.default(addmm);  addmm = None
        detach: "f32[8, 32]" = torch.ops.aten.detach.default(relu)
        t_1: "f32[32, 4]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm_1: "f32[8, 4]" = torch.ops.aten.addmm.default(primals_5, relu, t_1);  primals_5 = None
        mse_loss: "f32[]" = torch.ops.aten.mse_loss.default(addmm_1, primals_6)
        return (mse_loss, primals_3, primals_6, relu, detach, t_1, addmm_1)
