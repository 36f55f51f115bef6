class GraphModule(torch.nn.Module):
    def forward(self, p_lin_weight: "f32[8, 16]", p_lin_bias: "f32[8]", x: "f32[s77, 16]"):
        # No stacktrace found for following nodes
        sym_size_int_1: "Sym(s77)" = torch.ops.aten.sym_size.int(x, 0)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[s77, 8]" = torch.ops.aten.linear.default(x, p_lin_weight, p_lin_bias);  x = p_lin_weight = p_lin_bias = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:211 in forward, code: return y.softmax(dim=-1) * x.shape[0]
        softmax: "f32[s77, 8]" = torch.ops.aten.softmax.int(linear, -1);  linear = None
        mul: "f32[s77, 8]" = torch.ops.aten.mul.Tensor(softmax, sym_size_int_1);  softmax = sym_size_int_1 = None
        return (mul,)
