class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 16]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:189 in torch_dynamo_resume_in_forward_at_188, code: return x.sum(dim=1)
        sum_1: "f32[4]" = torch.ops.aten.sum.dim_IntList(primals_1, [1]);  primals_1 = None
        return (sum_1,)
