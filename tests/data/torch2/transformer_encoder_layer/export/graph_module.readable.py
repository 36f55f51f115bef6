class GraphModule(torch.nn.Module):
    def forward(self, p_attn_in_proj_weight: "f32[192, 64]", p_attn_in_proj_bias: "f32[192]", p_attn_out_proj_weight: "f32[64, 64]", p_attn_out_proj_bias: "f32[64]", p_linear1_weight: "f32[128, 64]", p_linear1_bias: "f32[128]", p_linear2_weight: "f32[64, 128]", p_linear2_bias: "f32[64]", p_norm1_weight: "f32[64]", p_norm1_bias: "f32[64]", p_norm2_weight: "f32[64]", p_norm2_bias: "f32[64]", src: "f32[2, 10, 64]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose: "f32[10, 2, 64]" = torch.ops.aten.transpose.int(src, 1, 0)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear: "f32[10, 2, 192]" = torch.ops.aten.linear.default(transpose, p_attn_in_proj_weight, p_attn_in_proj_bias);  transpose = p_attn_in_proj_weight = p_attn_in_proj_bias = None
        unflatten: "f32[10, 2, 3, 64]" = torch.ops.aten.unflatten.int(linear, -1, [3, 64]);  linear = None
        unsqueeze: "f32[1, 10, 2, 3, 64]" = torch.ops.aten.unsqueeze.default(unflatten, 0);  unflatten = None
        transpose_1: "f32[3, 10, 2, 1, 64]" = torch.ops.aten.transpose.int(unsqueeze, 0, -2);  unsqueeze = None
        squeeze: "f32[3, 10, 2, 64]" = torch.ops.aten.squeeze.dim(transpose_1, -2);  transpose_1 = None
        contiguous: "f32[3, 10, 2, 64]" = torch.ops.aten.contiguous.default(squeeze);  squeeze = None
        select: "f32[10, 2, 64]" = torch.ops.aten.select.int(contiguous, 0, 0)
        select_1: "f32[10, 2, 64]" = torch.ops.aten.select.int(contiguous, 0, 1)
        select_2: "f32[10, 2, 64]" = torch.ops.aten.select.int(contiguous, 0, 2);  contiguous = None
        view: "f32[10, 8, 16]" = torch.ops.aten.view.default(select, [10, 8, 16]);  select = None
        transpose_2: "f32[8, 10, 16]" = torch.ops.aten.transpose.int(view, 0, 1);  view = None
        view_1: "f32[10, 8, 16]" = torch.ops.aten.view.default(select_1, [10, 8, 16]);  select_1 = None
        transpose_3: "f32[8, 10, 16]" = torch.ops.aten.transpose.int(view_1, 0, 1);  view_1 = None
        view_2: "f32[10, 8, 16]" = torch.ops.aten.view.default(select_2, [10, 8, 16]);  select_2 = None
        transpose_4: "f32[8, 10, 16]" = torch.ops.aten.transpose.int(view_2, 0, 1);  view_2 = None
        view_3: "f32[2, 4, 10, 16]" = torch.ops.aten.view.default(transpose_2, [2, 4, 10, 16]);  transpose_2 = None
        view_4: "f32[2, 4, 10, 16]" = torch.ops.aten.view.default(transpose_3, [2, 4, 10, 16]);  transpose_3 = None
        view_5: "f32[2, 4, 10, 16]" = torch.ops.aten.view.default(transpose_4, [2, 4, 10, 16]);  transpose_4 = None
        scaled_dot_product_attention: "f32[2, 4, 10, 16]" = torch.ops.aten.scaled_dot_product_attention.default(view_3, view_4, view_5);  view_3 = view_4 = view_5 = None
        permute: "f32[10, 2, 4, 16]" = torch.ops.aten.permute.default(scaled_dot_product_attention, [2, 0, 1, 3]);  scaled_dot_product_attention = None
        reshape: "f32[20, 64]" = torch.ops.aten.reshape.default(permute, [20, 64]);  permute = None
        linear_1: "f32[20, 64]" = torch.ops.aten.linear.default(reshape, p_attn_out_proj_weight, p_attn_out_proj_bias);  reshape = p_attn_out_proj_weight = p_attn_out_proj_bias = None
        view_6: "f32[10, 2, 64]" = torch.ops.aten.view.default(linear_1, [10, 2, 64]);  linear_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_5: "f32[2, 10, 64]" = torch.ops.aten.transpose.int(view_6, 1, 0);  view_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout: "f32[2, 10, 64]" = torch.ops.aten.dropout.default(transpose_5, 0.1, False);  transpose_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/transformer.py:953 in forward, code: x
        add: "f32[2, 10, 64]" = torch.ops.aten.add.Tensor(src, dropout);  src = dropout = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm: "f32[2, 10, 64]" = torch.ops.aten.layer_norm.default(add, [64], p_norm1_weight, p_norm1_bias, 1e-05, False);  add = p_norm1_weight = p_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_2: "f32[2, 10, 128]" = torch.ops.aten.linear.default(layer_norm, p_linear1_weight, p_linear1_bias);  p_linear1_weight = p_linear1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/transformer.py:956 in forward, code: x = self.norm2(x + self._ff_block(x))
        relu: "f32[2, 10, 128]" = torch.ops.aten.relu.default(linear_2);  linear_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_1: "f32[2, 10, 128]" = torch.ops.aten.dropout.default(relu, 0.1, False);  relu = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_3: "f32[2, 10, 64]" = torch.ops.aten.linear.default(dropout_1, p_linear2_weight, p_linear2_bias);  dropout_1 = p_linear2_weight = p_linear2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_2: "f32[2, 10, 64]" = torch.ops.aten.dropout.default(linear_3, 0.1, False);  linear_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/transformer.py:956 in forward, code: x = self.norm2(x + self._ff_block(x))
        add_1: "f32[2, 10, 64]" = torch.ops.aten.add.Tensor(layer_norm, dropout_2);  layer_norm = dropout_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_1: "f32[2, 10, 64]" = torch.ops.aten.layer_norm.default(add_1, [64], p_norm2_weight, p_norm2_bias, 1e-05, False);  add_1 = p_norm2_weight = p_norm2_bias = None
        return (layer_norm_1,)
