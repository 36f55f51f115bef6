class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 16]"):
        l_x_ = L_x_

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:189 in torch_dynamo_resume_in_forward_at_188, code: return x.sum(dim=1)
        sum_1: "f32[4]" = l_x_.sum(dim = 1);  l_x_ = None
        return (sum_1,)
