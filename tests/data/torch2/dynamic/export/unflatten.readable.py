class UnflattenedModule(torch.nn.Module):
    def forward(self, x: "f32[s77, 16]"):
        # No stacktrace found for following nodes
        sym_size_int_1: "Sym(s77)" = torch.ops.aten.sym_size.int(x, 0)
        lin: "f32[s77, 8]" = self.lin(x);  x = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:211 in forward, code: return y.softmax(dim=-1) * x.shape[0]
        softmax: "f32[s77, 8]" = torch.ops.aten.softmax.int(lin, -1);  lin = None
        mul: "f32[s77, 8]" = torch.ops.aten.mul.Tensor(softmax, sym_size_int_1);  softmax = sym_size_int_1 = None
        return (mul,)
