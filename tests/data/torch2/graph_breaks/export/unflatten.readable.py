class UnflattenedModule(torch.nn.Module):
    def forward(self, x: "f32[4, 16]"):
        # No stacktrace found for following nodes
        a: "f32[4, 16]" = self.a(x);  x = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:185 in forward, code: x = torch.relu(self.a(x)) * self.scale
        relu: "f32[4, 16]" = torch.ops.aten.relu.default(a);  a = None
        mul: "f32[4, 16]" = torch.ops.aten.mul.Tensor(relu, 2.0);  relu = None

        # No stacktrace found for following nodes
        b: "f32[4, 16]" = self.b(mul);  mul = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:187 in forward, code: x = torch.sigmoid(self.b(x))
        sigmoid: "f32[4, 16]" = torch.ops.aten.sigmoid.default(b);  b = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:189 in forward, code: return x.sum(dim=1)
        sum_1: "f32[4]" = torch.ops.aten.sum.dim_IntList(sigmoid, [1]);  sigmoid = None
        return (sum_1,)
