class GraphModule(torch.nn.Module):
    def forward(self, tangents_1: "f32[4]"):
        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:189 in torch_dynamo_resume_in_forward_at_188, code: return x.sum(dim=1)
        unsqueeze: "f32[4, 1]" = torch.ops.aten.unsqueeze.default(tangents_1, 1);  tangents_1 = None
        expand: "f32[4, 16]" = torch.ops.aten.expand.default(unsqueeze, [4, 16]);  unsqueeze = None
        return (expand,)
