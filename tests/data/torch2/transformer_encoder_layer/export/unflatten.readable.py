class UnflattenedModule(torch.nn.Module):
    def forward(self, src: "f32[2, 10, 64]"):
        # No stacktrace found for following nodes
        self_attn: "f32[2, 10, 64]" = self.self_attn(src)
        dropout1: "f32[2, 10, 64]" = self.dropout1(self_attn);  self_attn = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/transformer.py:953 in forward, code: x
        add: "f32[2, 10, 64]" = torch.ops.aten.add.Tensor(src, dropout1);  src = dropout1 = None

        # No stacktrace found for following nodes
        norm1: "f32[2, 10, 64]" = self.norm1(add);  add = None
        linear1: "f32[2, 10, 128]" = self.linear1(norm1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/transformer.py:956 in forward, code: x = self.norm2(x + self._ff_block(x))
        relu: "f32[2, 10, 128]" = torch.ops.aten.relu.default(linear1);  linear1 = None

        # No stacktrace found for following nodes
        dropout: "f32[2, 10, 128]" = self.dropout(relu);  relu = None
        linear2: "f32[2, 10, 64]" = self.linear2(dropout);  dropout = None
        dropout2: "f32[2, 10, 64]" = self.dropout2(linear2);  linear2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/transformer.py:956 in forward, code: x = self.norm2(x + self._ff_block(x))
        add_1: "f32[2, 10, 64]" = torch.ops.aten.add.Tensor(norm1, dropout2);  norm1 = dropout2 = None

        # No stacktrace found for following nodes
        norm2: "f32[2, 10, 64]" = self.norm2(add_1);  add_1 = None
        return (norm2,)
