class GraphModule(torch.nn.Module):
    def forward(self, p_a_weight: "f32[16, 16]", p_a_bias: "f32[16]", p_b_weight: "f32[16, 16]", p_b_bias: "f32[16]", x: "f32[4, 16]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[4, 16]" = torch.ops.aten.linear.default(x, p_a_weight, p_a_bias);  x = p_a_weight = p_a_bias = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:185 in forward, code: x = torch.relu(self.a(x)) * self.scale
        relu: "f32[4, 16]" = torch.ops.aten.relu.default(linear);  linear = None
        mul: "f32[4, 16]" = torch.ops.aten.mul.Tensor(relu, 2.0);  relu = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_1: "f32[4, 16]" = torch.ops.aten.linear.default(mul, p_b_weight, p_b_bias);  mul = p_b_weight = p_b_bias = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:187 in forward, code: x = torch.sigmoid(self.b(x))
        sigmoid: "f32[4, 16]" = torch.ops.aten.sigmoid.default(linear_1);  linear_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:189 in forward, code: return x.sum(dim=1)
        sum_1: "f32[4]" = torch.ops.aten.sum.dim_IntList(sigmoid, [1]);  sigmoid = None
        return (sum_1,)
