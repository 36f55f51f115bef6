class GraphModule(torch.nn.Module):
    def forward(self, p_class_token: "f32[1, 1, 768]", p_conv_proj_weight: "f32[768, 3, 16, 16]", p_conv_proj_bias: "f32[768]", p_encoder_pos_embedding: "f32[1, 197, 768]", p_encoder_layers_encoder_layer_0_ln_1_weight: "f32[768]", p_encoder_layers_encoder_layer_0_ln_1_bias: "f32[768]", p_encoder_layers_encoder_layer_0_self_attention_in_proj_weight: "f32[2304, 768]", p_encoder_layers_encoder_layer_0_self_attention_in_proj_bias: "f32[2304]", p_encoder_layers_encoder_layer_0_self_attention_out_proj_weight: "f32[768, 768]", p_encoder_layers_encoder_layer_0_self_attention_out_proj_bias: "f32[768]", p_encoder_layers_encoder_layer_0_ln_2_weight: "f32[768]", p_encoder_layers_encoder_layer_0_ln_2_bias: "f32[768]", p_encoder_layers_encoder_layer_0_mlp_0_weight: "f32[3072, 768]", p_encoder_layers_encoder_layer_0_mlp_0_bias: "f32[3072]", p_encoder_layers_encoder_layer_0_mlp_3_weight: "f32[768, 3072]", p_encoder_layers_encoder_layer_0_mlp_3_bias: "f32[768]", p_encoder_layers_encoder_layer_1_ln_1_weight: "f32[768]", p_encoder_layers_encoder_layer_1_ln_1_bias: "f32[768]", p_encoder_layers_encoder_layer_1_self_attention_in_proj_weight: "f32[2304, 768]", p_encoder_layers_encoder_layer_1_self_attention_in_proj_bias: "f32[2304]", p_encoder_layers_encoder_layer_1_self_attention_out_proj_weight: "f32[768, 768]", p_encoder_layers_encoder_layer_1_self_attention_out_proj_bias: "f32[768]", p_encoder_layers_encoder_layer_1_ln_2_weight: "f32[768]", p_encoder_layers_encoder_layer_1_ln_2_bias: "f32[768]", p_encoder_layers_encoder_layer_1_mlp_0_weight: "f32[3072, 768]", p_encoder_layers_encoder_layer_1_mlp_0_bias: "f32[3072]", p_encoder_layers_encoder_layer_1_mlp_3_weight: "f32[768, 3072]", p_encoder_layers_encoder_layer_1_mlp_3_bias: "f32[768]", p_encoder_layers_encoder_layer_2_ln_1_weight: "f32[768]", p_encoder_layers_encoder_layer_2_ln_1_bias: "f32[768]", p_encoder_layers_encoder_layer_2_self_attention_in_proj_weight: "f32[2304, 768]", p_encoder_layers_encoder_layer_2_self_attention_in_proj_bias: "f32[2304]", p_encoder_layers_encoder_layer_2_self_attention_out_proj_weight: "f32[768, 768]", p_encoder_layers_encoder_layer_2_self_attention_out_proj_bias: "f32[768]", p_encoder_layers_encoder_layer_2_ln_2_weight: "f32[768]", p_encoder_layers_encoder_layer_2_ln_2_bias: "f32[768]", p_encoder_layers_encoder_layer_2_mlp_0_weight: "f32[3072, 768]", p_encoder_layers_encoder_layer_2_mlp_0_bias: "f32[3072]", p_encoder_layers_encoder_layer_2_mlp_3_weight: "f32[768, 3072]", p_encoder_layers_encoder_layer_2_mlp_3_bias: "f32[768]", p_encoder_layers_encoder_layer_3_ln_1_weight: "f32[768]", p_encoder_layers_encoder_layer_3_ln_1_bias: "f32[768]", p_encoder_layers_encoder_layer_3_self_attention_in_proj_weight: "f32[2304, 768]", p_encoder_layers_encoder_layer_3_self_attention_in_proj_bias: "f32[2304]", p_encoder_layers_encoder_layer_3_self_attention_out_proj_weight: "f32[768, 768]", p_encoder_layers_encoder_layer_3_self_attention_out_proj_bias: "f32[768]", p_encoder_layers_encoder_layer_3_ln_2_weight: "f32[768]", p_encoder_layers_encoder_layer_3_ln_2_bias: "f32[768]", p_encoder_layers_encoder_layer_3_mlp_0_weight: "f32[3072, 768]", p_encoder_layers_encoder_layer_3_mlp_0_bias: "f32[3072]", p_encoder_layers_encoder_layer_3_mlp_3_weight: "f32[768, 3072]", p_encoder_layers_encoder_layer_3_mlp_3_bias: "f32[768]", p_encoder_layers_encoder_layer_4_ln_1_weight: "f32[768]", p_encoder_layers_encoder_layer_4_ln_1_bias: "f32[768]", p_encoder_layers_encoder_layer_4_self_attention_in_proj_weight: "f32[2304, 768]", p_encoder_layers_encoder_layer_4_self_attention_in_proj_bias: "f32[2304]", p_encoder_layers_encoder_layer_4_self_attention_out_proj_weight: "f32[768, 768]", p_encoder_layers_encoder_layer_4_self_attention_out_proj_bias: "f32[768]", p_encoder_layers_encoder_layer_4_ln_2_weight: "f32[768]", p_encoder_layers_encoder_layer_4_ln_2_bias: "f32[768]", p_encoder_layers_encoder_layer_4_mlp_0_weight: "f32[3072, 768]", p_encoder_layers_encoder_layer_4_mlp_0_bias: "f32[3072]", p_encoder_layers_encoder_layer_4_mlp_3_weight: "f32[768, 3072]", p_encoder_layers_encoder_layer_4_mlp_3_bias: "f32[768]", p_encoder_layers_encoder_layer_5_ln_1_weight: "f32[768]", p_encoder_layers_encoder_layer_5_ln_1_bias: "f32[768]", p_encoder_layers_encoder_layer_5_self_attention_in_proj_weight: "f32[2304, 768]", p_encoder_layers_encoder_layer_5_self_attention_in_proj_bias: "f32[2304]", p_encoder_layers_encoder_layer_5_self_attention_out_proj_weight: "f32[768, 768]", p_encoder_layers_encoder_layer_5_self_attention_out_proj_bias: "f32[768]", p_encoder_layers_encoder_layer_5_ln_2_weight: "f32[768]", p_encoder_layers_encoder_layer_5_ln_2_bias: "f32[768]", p_encoder_layers_encoder_layer_5_mlp_0_weight: "f32[3072, 768]", p_encoder_layers_encoder_layer_5_mlp_0_bias: "f32[3072]", p_encoder_layers_encoder_layer_5_mlp_3_weight: "f32[768, 3072]", p_encoder_layers_encoder_layer_5_mlp_3_bias: "f32[768]", p_encoder_layers_encoder_layer_6_ln_1_weight: "f32[768]", p_encoder_layers_encoder_layer_6_ln_1_bias: "f32[768]", p_encoder_layers_encoder_layer_6_self_attention_in_proj_weight: "f32[2304, 768]", p_encoder_layers_encoder_layer_6_self_attention_in_proj_bias: "f32[2304]", p_encoder_layers_encoder_layer_6_self_attention_out_proj_weight: "f32[768, 768]", p_encoder_layers_encoder_layer_6_self_attention_out_proj_bias: "f32[768]", p_encoder_layers_encoder_layer_6_ln_2_weight: "f32[768]", p_encoder_layers_encoder_layer_6_ln_2_bias: "f32[768]", p_encoder_layers_encoder_layer_6_mlp_0_weight: "f32[3072, 768]", p_encoder_layers_encoder_layer_6_mlp_0_bias: "f32[3072]", p_encoder_layers_encoder_layer_6_mlp_3_weight: "f32[768, 3072]", p_encoder_layers_encoder_layer_6_mlp_3_bias: "f32[768]", p_encoder_layers_encoder_layer_7_ln_1_weight: "f32[768]", p_encoder_layers_encoder_layer_7_ln_1_bias: "f32[768]", p_encoder_layers_encoder_layer_7_self_attention_in_proj_weight: "f32[2304, 768]", p_encoder_layers_encoder_layer_7_self_attention_in_proj_bias: "f32[2304]", p_encoder_layers_encoder_layer_7_self_attention_out_proj_weight: "f32[768, 768]", p_encoder_layers_encoder_layer_7_self_attention_out_proj_bias: "f32[768]", p_encoder_layers_encoder_layer_7_ln_2_weight: "f32[768]", p_encoder_layers_encoder_layer_7_ln_2_bias: "f32[768]", p_encoder_layers_encoder_layer_7_mlp_0_weight: "f32[3072, 768]", p_encoder_layers_encoder_layer_7_mlp_0_bias: "f32[3072]", p_encoder_layers_encoder_layer_7_mlp_3_weight: "f32[768, 3072]", p_encoder_layers_encoder_layer_7_mlp_3_bias: "f32[768]", p_encoder_layers_encoder_layer_8_ln_1_weight: "f32[768]", p_encoder_layers_encoder_layer_8_ln_1_bias: "f32[768]", p_encoder_layers_encoder_layer_8_self_attention_in_proj_weight: "f32[2304, 768]", p_encoder_layers_encoder_layer_8_self_attention_in_proj_bias: "f32[2304]", p_encoder_layers_encoder_layer_8_self_attention_out_proj_weight: "f32[768, 768]", p_encoder_layers_encoder_layer_8_self_attention_out_proj_bias: "f32[768]", p_encoder_layers_encoder_layer_8_ln_2_weight: "f32[768]", p_encoder_layers_encoder_layer_8_ln_2_bias: "f32[768]", p_encoder_layers_encoder_layer_8_mlp_0_weight: "f32[3072, 768]", p_encoder_layers_encoder_layer_8_mlp_0_bias: "f32[3072]", p_encoder_layers_encoder_layer_8_mlp_3_weight: "f32[768, 3072]", p_encoder_layers_encoder_layer_8_mlp_3_bias: "f32[768]", p_encoder_layers_encoder_layer_9_ln_1_weight: "f32[768]", p_encoder_layers_encoder_layer_9_ln_1_bias: "f32[768]", p_encoder_layers_encoder_layer_9_self_attention_in_proj_weight: "f32[2304, 768]", p_encoder_layers_encoder_layer_9_self_attention_in_proj_bias: "f32[2304]", p_encoder_layers_encoder_layer_9_self_attention_out_proj_weight: "f32[768, 768]", p_encoder_layers_encoder_layer_9_self_attention_out_proj_bias: "f32[768]", p_encoder_layers_encoder_layer_9_ln_2_weight: "f32[768]", p_encoder_layers_encoder_layer_9_ln_2_bias: "f32[768]", p_encoder_layers_encoder_layer_9_mlp_0_weight: "f32[3072, 768]", p_encoder_layers_encoder_layer_9_mlp_0_bias: "f32[3072]", p_encoder_layers_encoder_layer_9_mlp_3_weight: "f32[768, 3072]", p_encoder_layers_encoder_layer_9_mlp_3_bias: "f32[768]", p_encoder_layers_encoder_layer_10_ln_1_weight: "f32[768]", p_encoder_layers_encoder_layer_10_ln_1_bias: "f32[768]", p_encoder_layers_encoder_layer_10_self_attention_in_proj_weight: "f32[2304, 768]", p_encoder_layers_encoder_layer_10_self_attention_in_proj_bias: "f32[2304]", p_encoder_layers_encoder_layer_10_self_attention_out_proj_weight: "f32[768, 768]", p_encoder_layers_encoder_layer_10_self_attention_out_proj_bias: "f32[768]", p_encoder_layers_encoder_layer_10_ln_2_weight: "f32[768]", p_encoder_layers_encoder_layer_10_ln_2_bias: "f32[768]", p_encoder_layers_encoder_layer_10_mlp_0_weight: "f32[3072, 768]", p_encoder_layers_encoder_layer_10_mlp_0_bias: "f32[3072]", p_encoder_layers_encoder_layer_10_mlp_3_weight: "f32[768, 3072]", p_encoder_layers_encoder_layer_10_mlp_3_bias: "f32[768]", p_encoder_layers_encoder_layer_11_ln_1_weight: "f32[768]", p_encoder_layers_encoder_layer_11_ln_1_bias: "f32[768]", p_encoder_layers_encoder_layer_11_self_attention_in_proj_weight: "f32[2304, 768]", p_encoder_layers_encoder_layer_11_self_attention_in_proj_bias: "f32[2304]", p_encoder_layers_encoder_layer_11_self_attention_out_proj_weight: "f32[768, 768]", p_encoder_layers_encoder_layer_11_self_attention_out_proj_bias: "f32[768]", p_encoder_layers_encoder_layer_11_ln_2_weight: "f32[768]", p_encoder_layers_encoder_layer_11_ln_2_bias: "f32[768]", p_encoder_layers_encoder_layer_11_mlp_0_weight: "f32[3072, 768]", p_encoder_layers_encoder_layer_11_mlp_0_bias: "f32[3072]", p_encoder_layers_encoder_layer_11_mlp_3_weight: "f32[768, 3072]", p_encoder_layers_encoder_layer_11_mlp_3_bias: "f32[768]", p_encoder_ln_weight: "f32[768]", p_encoder_ln_bias: "f32[768]", p_heads_head_weight: "f32[1000, 768]", p_heads_head_bias: "f32[1000]", x: "f32[1, 3, 224, 224]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d: "f32[1, 768, 14, 14]" = torch.ops.aten.conv2d.default(x, p_conv_proj_weight, p_conv_proj_bias, [16, 16]);  x = p_conv_proj_weight = p_conv_proj_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:291 in forward, code: x = self._process_input(x)
        reshape: "f32[1, 768, 196]" = torch.ops.aten.reshape.default(conv2d, [1, 768, 196]);  conv2d = None
        permute: "f32[1, 196, 768]" = torch.ops.aten.permute.default(reshape, [0, 2, 1]);  reshape = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:295 in forward, code: batch_class_token = self.class_token.expand(n, -1, -1)
        expand: "f32[1, 1, 768]" = torch.ops.aten.expand.default(p_class_token, [1, -1, -1]);  p_class_token = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:296 in forward, code: x = torch.cat([batch_class_token, x], dim=1)
        cat: "f32[1, 197, 768]" = torch.ops.aten.cat.default([expand, permute], 1);  expand = permute = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:156 in forward, code: input = input + self.pos_embedding
        add: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(cat, p_encoder_pos_embedding);  cat = p_encoder_pos_embedding = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(add, 0.0, False);  add = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(dropout, [768], p_encoder_layers_encoder_layer_0_ln_1_weight, p_encoder_layers_encoder_layer_0_ln_1_bias, 1e-06, False);  p_encoder_layers_encoder_layer_0_ln_1_weight = p_encoder_layers_encoder_layer_0_ln_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose: "f32[197, 1, 768]" = torch.ops.aten.transpose.int(layer_norm, 1, 0);  layer_norm = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear: "f32[197, 1, 2304]" = torch.ops.aten.linear.default(transpose, p_encoder_layers_encoder_layer_0_self_attention_in_proj_weight, p_encoder_layers_encoder_layer_0_self_attention_in_proj_bias);  transpose = p_encoder_layers_encoder_layer_0_self_attention_in_proj_weight = p_encoder_layers_encoder_layer_0_self_attention_in_proj_bias = None
        unflatten: "f32[197, 1, 3, 768]" = torch.ops.aten.unflatten.int(linear, -1, [3, 768]);  linear = None
        unsqueeze: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(unflatten, 0);  unflatten = None
        transpose_1: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.transpose.int(unsqueeze, 0, -2);  unsqueeze = None
        squeeze: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(transpose_1, -2);  transpose_1 = None
        contiguous: "f32[3, 197, 1, 768]" = torch.ops.aten.contiguous.default(squeeze);  squeeze = None
        select: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous, 0, 0)
        select_1: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous, 0, 1)
        select_2: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous, 0, 2);  contiguous = None
        view: "f32[197, 12, 64]" = torch.ops.aten.view.default(select, [197, 12, 64]);  select = None
        transpose_2: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view, 0, 1);  view = None
        view_1: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_1, [197, 12, 64]);  select_1 = None
        transpose_3: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_1, 0, 1);  view_1 = None
        view_2: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_2, [197, 12, 64]);  select_2 = None
        transpose_4: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_2, 0, 1);  view_2 = None
        view_3: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_2, [1, 12, 197, 64]);  transpose_2 = None
        view_4: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_3, [1, 12, 197, 64]);  transpose_3 = None
        view_5: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_4, [1, 12, 197, 64]);  transpose_4 = None
        scaled_dot_product_attention: "f32[1, 12, 197, 64]" = torch.ops.aten.scaled_dot_product_attention.default(view_3, view_4, view_5);  view_3 = view_4 = view_5 = None
        permute_1: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(scaled_dot_product_attention, [2, 0, 1, 3]);  scaled_dot_product_attention = None
        reshape_1: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_1, [197, 768]);  permute_1 = None
        linear_1: "f32[197, 768]" = torch.ops.aten.linear.default(reshape_1, p_encoder_layers_encoder_layer_0_self_attention_out_proj_weight, p_encoder_layers_encoder_layer_0_self_attention_out_proj_bias);  reshape_1 = p_encoder_layers_encoder_layer_0_self_attention_out_proj_weight = p_encoder_layers_encoder_layer_0_self_attention_out_proj_bias = None
        view_6: "f32[197, 1, 768]" = torch.ops.aten.view.default(linear_1, [197, 1, 768]);  linear_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_5: "f32[1, 197, 768]" = torch.ops.aten.transpose.int(view_6, 1, 0);  view_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_1: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(transpose_5, 0.0, False);  transpose_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_1: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(dropout_1, dropout);  dropout_1 = dropout = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_1: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_1, [768], p_encoder_layers_encoder_layer_0_ln_2_weight, p_encoder_layers_encoder_layer_0_ln_2_bias, 1e-06, False);  p_encoder_layers_encoder_layer_0_ln_2_weight = p_encoder_layers_encoder_layer_0_ln_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_2: "f32[1, 197, 3072]" = torch.ops.aten.linear.default(layer_norm_1, p_encoder_layers_encoder_layer_0_mlp_0_weight, p_encoder_layers_encoder_layer_0_mlp_0_bias);  layer_norm_1 = p_encoder_layers_encoder_layer_0_mlp_0_weight = p_encoder_layers_encoder_layer_0_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu: "f32[1, 197, 3072]" = torch.ops.aten.gelu.default(linear_2);  linear_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_2: "f32[1, 197, 3072]" = torch.ops.aten.dropout.default(gelu, 0.0, False);  gelu = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_3: "f32[1, 197, 768]" = torch.ops.aten.linear.default(dropout_2, p_encoder_layers_encoder_layer_0_mlp_3_weight, p_encoder_layers_encoder_layer_0_mlp_3_bias);  dropout_2 = p_encoder_layers_encoder_layer_0_mlp_3_weight = p_encoder_layers_encoder_layer_0_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_3: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(linear_3, 0.0, False);  linear_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_2: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_1, dropout_3);  add_1 = dropout_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_2: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_2, [768], p_encoder_layers_encoder_layer_1_ln_1_weight, p_encoder_layers_encoder_layer_1_ln_1_bias, 1e-06, False);  p_encoder_layers_encoder_layer_1_ln_1_weight = p_encoder_layers_encoder_layer_1_ln_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose_6: "f32[197, 1, 768]" = torch.ops.aten.transpose.int(layer_norm_2, 1, 0);  layer_norm_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear_4: "f32[197, 1, 2304]" = torch.ops.aten.linear.default(transpose_6, p_encoder_layers_encoder_layer_1_self_attention_in_proj_weight, p_encoder_layers_encoder_layer_1_self_attention_in_proj_bias);  transpose_6 = p_encoder_layers_encoder_layer_1_self_attention_in_proj_weight = p_encoder_layers_encoder_layer_1_self_attention_in_proj_bias = None
        unflatten_1: "f32[197, 1, 3, 768]" = torch.ops.aten.unflatten.int(linear_4, -1, [3, 768]);  linear_4 = None
        unsqueeze_1: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(unflatten_1, 0);  unflatten_1 = None
        transpose_7: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.transpose.int(unsqueeze_1, 0, -2);  unsqueeze_1 = None
        squeeze_1: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(transpose_7, -2);  transpose_7 = None
        contiguous_1: "f32[3, 197, 1, 768]" = torch.ops.aten.contiguous.default(squeeze_1);  squeeze_1 = None
        select_3: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_1, 0, 0)
        select_4: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_1, 0, 1)
        select_5: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_1, 0, 2);  contiguous_1 = None
        view_7: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_3, [197, 12, 64]);  select_3 = None
        transpose_8: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_7, 0, 1);  view_7 = None
        view_8: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_4, [197, 12, 64]);  select_4 = None
        transpose_9: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_8, 0, 1);  view_8 = None
        view_9: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_5, [197, 12, 64]);  select_5 = None
        transpose_10: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_9, 0, 1);  view_9 = None
        view_10: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_8, [1, 12, 197, 64]);  transpose_8 = None
        view_11: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_9, [1, 12, 197, 64]);  transpose_9 = None
        view_12: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_10, [1, 12, 197, 64]);  transpose_10 = None
        scaled_dot_product_attention_1: "f32[1, 12, 197, 64]" = torch.ops.aten.scaled_dot_product_attention.default(view_10, view_11, view_12);  view_10 = view_11 = view_12 = None
        permute_2: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(scaled_dot_product_attention_1, [2, 0, 1, 3]);  scaled_dot_product_attention_1 = None
        reshape_2: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_2, [197, 768]);  permute_2 = None
        linear_5: "f32[197, 768]" = torch.ops.aten.linear.default(reshape_2, p_encoder_layers_encoder_layer_1_self_attention_out_proj_weight, p_encoder_layers_encoder_layer_1_self_attention_out_proj_bias);  reshape_2 = p_encoder_layers_encoder_layer_1_self_attention_out_proj_weight = p_encoder_layers_encoder_layer_1_self_attention_out_proj_bias = None
        view_13: "f32[197, 1, 768]" = torch.ops.aten.view.default(linear_5, [197, 1, 768]);  linear_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_11: "f32[1, 197, 768]" = torch.ops.aten.transpose.int(view_13, 1, 0);  view_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_4: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(transpose_11, 0.0, False);  transpose_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_3: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(dropout_4, add_2);  dropout_4 = add_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_3: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_3, [768], p_encoder_layers_encoder_layer_1_ln_2_weight, p_encoder_layers_encoder_layer_1_ln_2_bias, 1e-06, False);  p_encoder_layers_encoder_layer_1_ln_2_weight = p_encoder_layers_encoder_layer_1_ln_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_6: "f32[1, 197, 3072]" = torch.ops.aten.linear.default(layer_norm_3, p_encoder_layers_encoder_layer_1_mlp_0_weight, p_encoder_layers_encoder_layer_1_mlp_0_bias);  layer_norm_3 = p_encoder_layers_encoder_layer_1_mlp_0_weight = p_encoder_layers_encoder_layer_1_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_1: "f32[1, 197, 3072]" = torch.ops.aten.gelu.default(linear_6);  linear_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_5: "f32[1, 197, 3072]" = torch.ops.aten.dropout.default(gelu_1, 0.0, False);  gelu_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_7: "f32[1, 197, 768]" = torch.ops.aten.linear.default(dropout_5, p_encoder_layers_encoder_layer_1_mlp_3_weight, p_encoder_layers_encoder_layer_1_mlp_3_bias);  dropout_5 = p_encoder_layers_encoder_layer_1_mlp_3_weight = p_encoder_layers_encoder_layer_1_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_6: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(linear_7, 0.0, False);  linear_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_4: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_3, dropout_6);  add_3 = dropout_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_4: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_4, [768], p_encoder_layers_encoder_layer_2_ln_1_weight, p_encoder_layers_encoder_layer_2_ln_1_bias, 1e-06, False);  p_encoder_layers_encoder_layer_2_ln_1_weight = p_encoder_layers_encoder_layer_2_ln_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose_12: "f32[197, 1, 768]" = torch.ops.aten.transpose.int(layer_norm_4, 1, 0);  layer_norm_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear_8: "f32[197, 1, 2304]" = torch.ops.aten.linear.default(transpose_12, p_encoder_layers_encoder_layer_2_self_attention_in_proj_weight, p_encoder_layers_encoder_layer_2_self_attention_in_proj_bias);  transpose_12 = p_encoder_layers_encoder_layer_2_self_attention_in_proj_weight = p_encoder_layers_encoder_layer_2_self_attention_in_proj_bias = None
        unflatten_2: "f32[197, 1, 3, 768]" = torch.ops.aten.unflatten.int(linear_8, -1, [3, 768]);  linear_8 = None
        unsqueeze_2: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(unflatten_2, 0);  unflatten_2 = None
        transpose_13: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.transpose.int(unsqueeze_2, 0, -2);  unsqueeze_2 = None
        squeeze_2: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(transpose_13, -2);  transpose_13 = None
        contiguous_2: "f32[3, 197, 1, 768]" = torch.ops.aten.contiguous.default(squeeze_2);  squeeze_2 = None
        select_6: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_2, 0, 0)
        select_7: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_2, 0, 1)
        select_8: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_2, 0, 2);  contiguous_2 = None
        view_14: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_6, [197, 12, 64]);  select_6 = None
        transpose_14: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_14, 0, 1);  view_14 = None
        view_15: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_7, [197, 12, 64]);  select_7 = None
        transpose_15: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_15, 0, 1);  view_15 = None
        view_16: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_8, [197, 12, 64]);  select_8 = None
        transpose_16: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_16, 0, 1);  view_16 = None
        view_17: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_14, [1, 12, 197, 64]);  transpose_14 = None
        view_18: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_15, [1, 12, 197, 64]);  transpose_15 = None
        view_19: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_16, [1, 12, 197, 64]);  transpose_16 = None
        scaled_dot_product_attention_2: "f32[1, 12, 197, 64]" = torch.ops.aten.scaled_dot_product_attention.default(view_17, view_18, view_19);  view_17 = view_18 = view_19 = None
        permute_3: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(scaled_dot_product_attention_2, [2, 0, 1, 3]);  scaled_dot_product_attention_2 = None
        reshape_3: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_3, [197, 768]);  permute_3 = None
        linear_9: "f32[197, 768]" = torch.ops.aten.linear.default(reshape_3, p_encoder_layers_encoder_layer_2_self_attention_out_proj_weight, p_encoder_layers_encoder_layer_2_self_attention_out_proj_bias);  reshape_3 = p_encoder_layers_encoder_layer_2_self_attention_out_proj_weight = p_encoder_layers_encoder_layer_2_self_attention_out_proj_bias = None
        view_20: "f32[197, 1, 768]" = torch.ops.aten.view.default(linear_9, [197, 1, 768]);  linear_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_17: "f32[1, 197, 768]" = torch.ops.aten.transpose.int(view_20, 1, 0);  view_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_7: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(transpose_17, 0.0, False);  transpose_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_5: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(dropout_7, add_4);  dropout_7 = add_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_5: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_5, [768], p_encoder_layers_encoder_layer_2_ln_2_weight, p_encoder_layers_encoder_layer_2_ln_2_bias, 1e-06, False);  p_encoder_layers_encoder_layer_2_ln_2_weight = p_encoder_layers_encoder_layer_2_ln_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_10: "f32[1, 197, 3072]" = torch.ops.aten.linear.default(layer_norm_5, p_encoder_layers_encoder_layer_2_mlp_0_weight, p_encoder_layers_encoder_layer_2_mlp_0_bias);  layer_norm_5 = p_encoder_layers_encoder_layer_2_mlp_0_weight = p_encoder_layers_encoder_layer_2_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_2: "f32[1, 197, 3072]" = torch.ops.aten.gelu.default(linear_10);  linear_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_8: "f32[1, 197, 3072]" = torch.ops.aten.dropout.default(gelu_2, 0.0, False);  gelu_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_11: "f32[1, 197, 768]" = torch.ops.aten.linear.default(dropout_8, p_encoder_layers_encoder_layer_2_mlp_3_weight, p_encoder_layers_encoder_layer_2_mlp_3_bias);  dropout_8 = p_encoder_layers_encoder_layer_2_mlp_3_weight = p_encoder_layers_encoder_layer_2_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_9: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(linear_11, 0.0, False);  linear_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_6: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_5, dropout_9);  add_5 = dropout_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_6: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_6, [768], p_encoder_layers_encoder_layer_3_ln_1_weight, p_encoder_layers_encoder_layer_3_ln_1_bias, 1e-06, False);  p_encoder_layers_encoder_layer_3_ln_1_weight = p_encoder_layers_encoder_layer_3_ln_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose_18: "f32[197, 1, 768]" = torch.ops.aten.transpose.int(layer_norm_6, 1, 0);  layer_norm_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear_12: "f32[197, 1, 2304]" = torch.ops.aten.linear.default(transpose_18, p_encoder_layers_encoder_layer_3_self_attention_in_proj_weight, p_encoder_layers_encoder_layer_3_self_attention_in_proj_bias);  transpose_18 = p_encoder_layers_encoder_layer_3_self_attention_in_proj_weight = p_encoder_layers_encoder_layer_3_self_attention_in_proj_bias = None
        unflatten_3: "f32[197, 1, 3, 768]" = torch.ops.aten.unflatten.int(linear_12, -1, [3, 768]);  linear_12 = None
        unsqueeze_3: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(unflatten_3, 0);  unflatten_3 = None
        transpose_19: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.transpose.int(unsqueeze_3, 0, -2);  unsqueeze_3 = None
        squeeze_3: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(transpose_19, -2);  transpose_19 = None
        contiguous_3: "f32[3, 197, 1, 768]" = torch.ops.aten.contiguous.default(squeeze_3);  squeeze_3 = None
        select_9: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_3, 0, 0)
        select_10: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_3, 0, 1)
        select_11: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_3, 0, 2);  contiguous_3 = None
        view_21: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_9, [197, 12, 64]);  select_9 = None
        transpose_20: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_21, 0, 1);  view_21 = None
        view_22: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_10, [197, 12, 64]);  select_10 = None
        transpose_21: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_22, 0, 1);  view_22 = None
        view_23: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_11, [197, 12, 64]);  select_11 = None
        transpose_22: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_23, 0, 1);  view_23 = None
        view_24: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_20, [1, 12, 197, 64]);  transpose_20 = None
        view_25: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_21, [1, 12, 197, 64]);  transpose_21 = None
        view_26: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_22, [1, 12, 197, 64]);  transpose_22 = None
        scaled_dot_product_attention_3: "f32[1, 12, 197, 64]" = torch.ops.aten.scaled_dot_product_attention.default(view_24, view_25, view_26);  view_24 = view_25 = view_26 = None
        permute_4: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(scaled_dot_product_attention_3, [2, 0, 1, 3]);  scaled_dot_product_attention_3 = None
        reshape_4: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_4, [197, 768]);  permute_4 = None
        linear_13: "f32[197, 768]" = torch.ops.aten.linear.default(reshape_4, p_encoder_layers_encoder_layer_3_self_attention_out_proj_weight, p_encoder_layers_encoder_layer_3_self_attention_out_proj_bias);  reshape_4 = p_encoder_layers_encoder_layer_3_self_attention_out_proj_weight = p_encoder_layers_encoder_layer_3_self_attention_out_proj_bias = None
        view_27: "f32[197, 1, 768]" = torch.ops.aten.view.default(linear_13, [197, 1, 768]);  linear_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_23: "f32[1, 197, 768]" = torch.ops.aten.transpose.int(view_27, 1, 0);  view_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_10: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(transpose_23, 0.0, False);  transpose_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_7: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(dropout_10, add_6);  dropout_10 = add_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_7: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_7, [768], p_encoder_layers_encoder_layer_3_ln_2_weight, p_encoder_layers_encoder_layer_3_ln_2_bias, 1e-06, False);  p_encoder_layers_encoder_layer_3_ln_2_weight = p_encoder_layers_encoder_layer_3_ln_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_14: "f32[1, 197, 3072]" = torch.ops.aten.linear.default(layer_norm_7, p_encoder_layers_encoder_layer_3_mlp_0_weight, p_encoder_layers_encoder_layer_3_mlp_0_bias);  layer_norm_7 = p_encoder_layers_encoder_layer_3_mlp_0_weight = p_encoder_layers_encoder_layer_3_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_3: "f32[1, 197, 3072]" = torch.ops.aten.gelu.default(linear_14);  linear_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_11: "f32[1, 197, 3072]" = torch.ops.aten.dropout.default(gelu_3, 0.0, False);  gelu_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_15: "f32[1, 197, 768]" = torch.ops.aten.linear.default(dropout_11, p_encoder_layers_encoder_layer_3_mlp_3_weight, p_encoder_layers_encoder_layer_3_mlp_3_bias);  dropout_11 = p_encoder_layers_encoder_layer_3_mlp_3_weight = p_encoder_layers_encoder_layer_3_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_12: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(linear_15, 0.0, False);  linear_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_8: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_7, dropout_12);  add_7 = dropout_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_8: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_8, [768], p_encoder_layers_encoder_layer_4_ln_1_weight, p_encoder_layers_encoder_layer_4_ln_1_bias, 1e-06, False);  p_encoder_layers_encoder_layer_4_ln_1_weight = p_encoder_layers_encoder_layer_4_ln_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose_24: "f32[197, 1, 768]" = torch.ops.aten.transpose.int(layer_norm_8, 1, 0);  layer_norm_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear_16: "f32[197, 1, 2304]" = torch.ops.aten.linear.default(transpose_24, p_encoder_layers_encoder_layer_4_self_attention_in_proj_weight, p_encoder_layers_encoder_layer_4_self_attention_in_proj_bias);  transpose_24 = p_encoder_layers_encoder_layer_4_self_attention_in_proj_weight = p_encoder_layers_encoder_layer_4_self_attention_in_proj_bias = None
        unflatten_4: "f32[197, 1, 3, 768]" = torch.ops.aten.unflatten.int(linear_16, -1, [3, 768]);  linear_16 = None
        unsqueeze_4: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(unflatten_4, 0);  unflatten_4 = None
        transpose_25: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.transpose.int(unsqueeze_4, 0, -2);  unsqueeze_4 = None
        squeeze_4: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(transpose_25, -2);  transpose_25 = None
        contiguous_4: "f32[3, 197, 1, 768]" = torch.ops.aten.contiguous.default(squeeze_4);  squeeze_4 = None
        select_12: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_4, 0, 0)
        select_13: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_4, 0, 1)
        select_14: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_4, 0, 2);  contiguous_4 = None
        view_28: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_12, [197, 12, 64]);  select_12 = None
        transpose_26: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_28, 0, 1);  view_28 = None
        view_29: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_13, [197, 12, 64]);  select_13 = None
        transpose_27: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_29, 0, 1);  view_29 = None
        view_30: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_14, [197, 12, 64]);  select_14 = None
        transpose_28: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_30, 0, 1);  view_30 = None
        view_31: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_26, [1, 12, 197, 64]);  transpose_26 = None
        view_32: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_27, [1, 12, 197, 64]);  transpose_27 = None
        view_33: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_28, [1, 12, 197, 64]);  transpose_28 = None
        scaled_dot_product_attention_4: "f32[1, 12, 197, 64]" = torch.ops.aten.scaled_dot_product_attention.default(view_31, view_32, view_33);  view_31 = view_32 = view_33 = None
        permute_5: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(scaled_dot_product_attention_4, [2, 0, 1, 3]);  scaled_dot_product_attention_4 = None
        reshape_5: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_5, [197, 768]);  permute_5 = None
        linear_17: "f32[197, 768]" = torch.ops.aten.linear.default(reshape_5, p_encoder_layers_encoder_layer_4_self_attention_out_proj_weight, p_encoder_layers_encoder_layer_4_self_attention_out_proj_bias);  reshape_5 = p_encoder_layers_encoder_layer_4_self_attention_out_proj_weight = p_encoder_layers_encoder_layer_4_self_attention_out_proj_bias = None
        view_34: "f32[197, 1, 768]" = torch.ops.aten.view.default(linear_17, [197, 1, 768]);  linear_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_29: "f32[1, 197, 768]" = torch.ops.aten.transpose.int(view_34, 1, 0);  view_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_13: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(transpose_29, 0.0, False);  transpose_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_9: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(dropout_13, add_8);  dropout_13 = add_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_9: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_9, [768], p_encoder_layers_encoder_layer_4_ln_2_weight, p_encoder_layers_encoder_layer_4_ln_2_bias, 1e-06, False);  p_encoder_layers_encoder_layer_4_ln_2_weight = p_encoder_layers_encoder_layer_4_ln_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_18: "f32[1, 197, 3072]" = torch.ops.aten.linear.default(layer_norm_9, p_encoder_layers_encoder_layer_4_mlp_0_weight, p_encoder_layers_encoder_layer_4_mlp_0_bias);  layer_norm_9 = p_encoder_layers_encoder_layer_4_mlp_0_weight = p_encoder_layers_encoder_layer_4_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_4: "f32[1, 197, 3072]" = torch.ops.aten.gelu.default(linear_18);  linear_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_14: "f32[1, 197, 3072]" = torch.ops.aten.dropout.default(gelu_4, 0.0, False);  gelu_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_19: "f32[1, 197, 768]" = torch.ops.aten.linear.default(dropout_14, p_encoder_layers_encoder_layer_4_mlp_3_weight, p_encoder_layers_encoder_layer_4_mlp_3_bias);  dropout_14 = p_encoder_layers_encoder_layer_4_mlp_3_weight = p_encoder_layers_encoder_layer_4_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_15: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(linear_19, 0.0, False);  linear_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_10: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_9, dropout_15);  add_9 = dropout_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_10: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_10, [768], p_encoder_layers_encoder_layer_5_ln_1_weight, p_encoder_layers_encoder_layer_5_ln_1_bias, 1e-06, False);  p_encoder_layers_encoder_layer_5_ln_1_weight = p_encoder_layers_encoder_layer_5_ln_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose_30: "f32[197, 1, 768]" = torch.ops.aten.transpose.int(layer_norm_10, 1, 0);  layer_norm_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear_20: "f32[197, 1, 2304]" = torch.ops.aten.linear.default(transpose_30, p_encoder_layers_encoder_layer_5_self_attention_in_proj_weight, p_encoder_layers_encoder_layer_5_self_attention_in_proj_bias);  transpose_30 = p_encoder_layers_encoder_layer_5_self_attention_in_proj_weight = p_encoder_layers_encoder_layer_5_self_attention_in_proj_bias = None
        unflatten_5: "f32[197, 1, 3, 768]" = torch.ops.aten.unflatten.int(linear_20, -1, [3, 768]);  linear_20 = None
        unsqueeze_5: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(unflatten_5, 0);  unflatten_5 = None
        transpose_31: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.transpose.int(unsqueeze_5, 0, -2);  unsqueeze_5 = None
        squeeze_5: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(transpose_31, -2);  transpose_31 = None
        contiguous_5: "f32[3, 197, 1, 768]" = torch.ops.aten.contiguous.default(squeeze_5);  squeeze_5 = None
        select_15: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_5, 0, 0)
        select_16: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_5, 0, 1)
        select_17: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_5, 0, 2);  contiguous_5 = None
        view_35: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_15, [197, 12, 64]);  select_15 = None
        transpose_32: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_35, 0, 1);  view_35 = None
        view_36: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_16, [197, 12, 64]);  select_16 = None
        transpose_33: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_36, 0, 1);  view_36 = None
        view_37: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_17, [197, 12, 64]);  select_17 = None
        transpose_34: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_37, 0, 1);  view_37 = None
        view_38: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_32, [1, 12, 197, 64]);  transpose_32 = None
        view_39: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_33, [1, 12, 197, 64]);  transpose_33 = None
        view_40: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_34, [1, 12, 197, 64]);  transpose_34 = None
        scaled_dot_product_attention_5: "f32[1, 12, 197, 64]" = torch.ops.aten.scaled_dot_product_attention.default(view_38, view_39, view_40);  view_38 = view_39 = view_40 = None
        permute_6: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(scaled_dot_product_attention_5, [2, 0, 1, 3]);  scaled_dot_product_attention_5 = None
        reshape_6: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_6, [197, 768]);  permute_6 = None
        linear_21: "f32[197, 768]" = torch.ops.aten.linear.default(reshape_6, p_encoder_layers_encoder_layer_5_self_attention_out_proj_weight, p_encoder_layers_encoder_layer_5_self_attention_out_proj_bias);  reshape_6 = p_encoder_layers_encoder_layer_5_self_attention_out_proj_weight = p_encoder_layers_encoder_layer_5_self_attention_out_proj_bias = None
        view_41: "f32[197, 1, 768]" = torch.ops.aten.view.default(linear_21, [197, 1, 768]);  linear_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_35: "f32[1, 197, 768]" = torch.ops.aten.transpose.int(view_41, 1, 0);  view_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_16: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(transpose_35, 0.0, False);  transpose_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_11: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(dropout_16, add_10);  dropout_16 = add_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_11: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_11, [768], p_encoder_layers_encoder_layer_5_ln_2_weight, p_encoder_layers_encoder_layer_5_ln_2_bias, 1e-06, False);  p_encoder_layers_encoder_layer_5_ln_2_weight = p_encoder_layers_encoder_layer_5_ln_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_22: "f32[1, 197, 3072]" = torch.ops.aten.linear.default(layer_norm_11, p_encoder_layers_encoder_layer_5_mlp_0_weight, p_encoder_layers_encoder_layer_5_mlp_0_bias);  layer_norm_11 = p_encoder_layers_encoder_layer_5_mlp_0_weight = p_encoder_layers_encoder_layer_5_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_5: "f32[1, 197, 3072]" = torch.ops.aten.gelu.default(linear_22);  linear_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_17: "f32[1, 197, 3072]" = torch.ops.aten.dropout.default(gelu_5, 0.0, False);  gelu_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_23: "f32[1, 197, 768]" = torch.ops.aten.linear.default(dropout_17, p_encoder_layers_encoder_layer_5_mlp_3_weight, p_encoder_layers_encoder_layer_5_mlp_3_bias);  dropout_17 = p_encoder_layers_encoder_layer_5_mlp_3_weight = p_encoder_layers_encoder_layer_5_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_18: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(linear_23, 0.0, False);  linear_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_12: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_11, dropout_18);  add_11 = dropout_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_12: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_12, [768], p_encoder_layers_encoder_layer_6_ln_1_weight, p_encoder_layers_encoder_layer_6_ln_1_bias, 1e-06, False);  p_encoder_layers_encoder_layer_6_ln_1_weight = p_encoder_layers_encoder_layer_6_ln_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose_36: "f32[197, 1, 768]" = torch.ops.aten.transpose.int(layer_norm_12, 1, 0);  layer_norm_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear_24: "f32[197, 1, 2304]" = torch.ops.aten.linear.default(transpose_36, p_encoder_layers_encoder_layer_6_self_attention_in_proj_weight, p_encoder_layers_encoder_layer_6_self_attention_in_proj_bias);  transpose_36 = p_encoder_layers_encoder_layer_6_self_attention_in_proj_weight = p_encoder_layers_encoder_layer_6_self_attention_in_proj_bias = None
        unflatten_6: "f32[197, 1, 3, 768]" = torch.ops.aten.unflatten.int(linear_24, -1, [3, 768]);  linear_24 = None
        unsqueeze_6: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(unflatten_6, 0);  unflatten_6 = None
        transpose_37: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.transpose.int(unsqueeze_6, 0, -2);  unsqueeze_6 = None
        squeeze_6: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(transpose_37, -2);  transpose_37 = None
        contiguous_6: "f32[3, 197, 1, 768]" = torch.ops.aten.contiguous.default(squeeze_6);  squeeze_6 = None
        select_18: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_6, 0, 0)
        select_19: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_6, 0, 1)
        select_20: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_6, 0, 2);  contiguous_6 = None
        view_42: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_18, [197, 12, 64]);  select_18 = None
        transpose_38: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_42, 0, 1);  view_42 = None
        view_43: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_19, [197, 12, 64]);  select_19 = None
        transpose_39: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_43, 0, 1);  view_43 = None
        view_44: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_20, [197, 12, 64]);  select_20 = None
        transpose_40: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_44, 0, 1);  view_44 = None
        view_45: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_38, [1, 12, 197, 64]);  transpose_38 = None
        view_46: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_39, [1, 12, 197, 64]);  transpose_39 = None
        view_47: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_40, [1, 12, 197, 64]);  transpose_40 = None
        scaled_dot_product_attention_6: "f32[1, 12, 197, 64]" = torch.ops.aten.scaled_dot_product_attention.default(view_45, view_46, view_47);  view_45 = view_46 = view_47 = None
        permute_7: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(scaled_dot_product_attention_6, [2, 0, 1, 3]);  scaled_dot_product_attention_6 = None
        reshape_7: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_7, [197, 768]);  permute_7 = None
        linear_25: "f32[197, 768]" = torch.ops.aten.linear.default(reshape_7, p_encoder_layers_encoder_layer_6_self_attention_out_proj_weight, p_encoder_layers_encoder_layer_6_self_attention_out_proj_bias);  reshape_7 = p_encoder_layers_encoder_layer_6_self_attention_out_proj_weight = p_encoder_layers_encoder_layer_6_self_attention_out_proj_bias = None
        view_48: "f32[197, 1, 768]" = torch.ops.aten.view.default(linear_25, [197, 1, 768]);  linear_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_41: "f32[1, 197, 768]" = torch.ops.aten.transpose.int(view_48, 1, 0);  view_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_19: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(transpose_41, 0.0, False);  transpose_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_13: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(dropout_19, add_12);  dropout_19 = add_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_13: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_13, [768], p_encoder_layers_encoder_layer_6_ln_2_weight, p_encoder_layers_encoder_layer_6_ln_2_bias, 1e-06, False);  p_encoder_layers_encoder_layer_6_ln_2_weight = p_encoder_layers_encoder_layer_6_ln_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_26: "f32[1, 197, 3072]" = torch.ops.aten.linear.default(layer_norm_13, p_encoder_layers_encoder_layer_6_mlp_0_weight, p_encoder_layers_encoder_layer_6_mlp_0_bias);  layer_norm_13 = p_encoder_layers_encoder_layer_6_mlp_0_weight = p_encoder_layers_encoder_layer_6_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_6: "f32[1, 197, 3072]" = torch.ops.aten.gelu.default(linear_26);  linear_26 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_20: "f32[1, 197, 3072]" = torch.ops.aten.dropout.default(gelu_6, 0.0, False);  gelu_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_27: "f32[1, 197, 768]" = torch.ops.aten.linear.default(dropout_20, p_encoder_layers_encoder_layer_6_mlp_3_weight, p_encoder_layers_encoder_layer_6_mlp_3_bias);  dropout_20 = p_encoder_layers_encoder_layer_6_mlp_3_weight = p_encoder_layers_encoder_layer_6_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_21: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(linear_27, 0.0, False);  linear_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_14: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_13, dropout_21);  add_13 = dropout_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_14: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_14, [768], p_encoder_layers_encoder_layer_7_ln_1_weight, p_encoder_layers_encoder_layer_7_ln_1_bias, 1e-06, False);  p_encoder_layers_encoder_layer_7_ln_1_weight = p_encoder_layers_encoder_layer_7_ln_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose_42: "f32[197, 1, 768]" = torch.ops.aten.transpose.int(layer_norm_14, 1, 0);  layer_norm_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear_28: "f32[197, 1, 2304]" = torch.ops.aten.linear.default(transpose_42, p_encoder_layers_encoder_layer_7_self_attention_in_proj_weight, p_encoder_layers_encoder_layer_7_self_attention_in_proj_bias);  transpose_42 = p_encoder_layers_encoder_layer_7_self_attention_in_proj_weight = p_encoder_layers_encoder_layer_7_self_attention_in_proj_bias = None
        unflatten_7: "f32[197, 1, 3, 768]" = torch.ops.aten.unflatten.int(linear_28, -1, [3, 768]);  linear_28 = None
        unsqueeze_7: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(unflatten_7, 0);  unflatten_7 = None
        transpose_43: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.transpose.int(unsqueeze_7, 0, -2);  unsqueeze_7 = None
        squeeze_7: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(transpose_43, -2);  transpose_43 = None
        contiguous_7: "f32[3, 197, 1, 768]" = torch.ops.aten.contiguous.default(squeeze_7);  squeeze_7 = None
        select_21: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_7, 0, 0)
        select_22: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_7, 0, 1)
        select_23: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_7, 0, 2);  contiguous_7 = None
        view_49: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_21, [197, 12, 64]);  select_21 = None
        transpose_44: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_49, 0, 1);  view_49 = None
        view_50: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_22, [197, 12, 64]);  select_22 = None
        transpose_45: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_50, 0, 1);  view_50 = None
        view_51: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_23, [197, 12, 64]);  select_23 = None
        transpose_46: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_51, 0, 1);  view_51 = None
        view_52: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_44, [1, 12, 197, 64]);  transpose_44 = None
        view_53: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_45, [1, 12, 197, 64]);  transpose_45 = None
        view_54: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_46, [1, 12, 197, 64]);  transpose_46 = None
        scaled_dot_product_attention_7: "f32[1, 12, 197, 64]" = torch.ops.aten.scaled_dot_product_attention.default(view_52, view_53, view_54);  view_52 = view_53 = view_54 = None
        permute_8: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(scaled_dot_product_attention_7, [2, 0, 1, 3]);  scaled_dot_product_attention_7 = None
        reshape_8: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_8, [197, 768]);  permute_8 = None
        linear_29: "f32[197, 768]" = torch.ops.aten.linear.default(reshape_8, p_encoder_layers_encoder_layer_7_self_attention_out_proj_weight, p_encoder_layers_encoder_layer_7_self_attention_out_proj_bias);  reshape_8 = p_encoder_layers_encoder_layer_7_self_attention_out_proj_weight = p_encoder_layers_encoder_layer_7_self_attention_out_proj_bias = None
        view_55: "f32[197, 1, 768]" = torch.ops.aten.view.default(linear_29, [197, 1, 768]);  linear_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_47: "f32[1, 197, 768]" = torch.ops.aten.transpose.int(view_55, 1, 0);  view_55 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_22: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(transpose_47, 0.0, False);  transpose_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_15: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(dropout_22, add_14);  dropout_22 = add_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_15: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_15, [768], p_encoder_layers_encoder_layer_7_ln_2_weight, p_encoder_layers_encoder_layer_7_ln_2_bias, 1e-06, False);  p_encoder_layers_encoder_layer_7_ln_2_weight = p_encoder_layers_encoder_layer_7_ln_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_30: "f32[1, 197, 3072]" = torch.ops.aten.linear.default(layer_norm_15, p_encoder_layers_encoder_layer_7_mlp_0_weight, p_encoder_layers_encoder_layer_7_mlp_0_bias);  layer_norm_15 = p_encoder_layers_encoder_layer_7_mlp_0_weight = p_encoder_layers_encoder_layer_7_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_7: "f32[1, 197, 3072]" = torch.ops.aten.gelu.default(linear_30);  linear_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_23: "f32[1, 197, 3072]" = torch.ops.aten.dropout.default(gelu_7, 0.0, False);  gelu_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_31: "f32[1, 197, 768]" = torch.ops.aten.linear.default(dropout_23, p_encoder_layers_encoder_layer_7_mlp_3_weight, p_encoder_layers_encoder_layer_7_mlp_3_bias);  dropout_23 = p_encoder_layers_encoder_layer_7_mlp_3_weight = p_encoder_layers_encoder_layer_7_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_24: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(linear_31, 0.0, False);  linear_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_16: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_15, dropout_24);  add_15 = dropout_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_16: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_16, [768], p_encoder_layers_encoder_layer_8_ln_1_weight, p_encoder_layers_encoder_layer_8_ln_1_bias, 1e-06, False);  p_encoder_layers_encoder_layer_8_ln_1_weight = p_encoder_layers_encoder_layer_8_ln_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose_48: "f32[197, 1, 768]" = torch.ops.aten.transpose.int(layer_norm_16, 1, 0);  layer_norm_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear_32: "f32[197, 1, 2304]" = torch.ops.aten.linear.default(transpose_48, p_encoder_layers_encoder_layer_8_self_attention_in_proj_weight, p_encoder_layers_encoder_layer_8_self_attention_in_proj_bias);  transpose_48 = p_encoder_layers_encoder_layer_8_self_attention_in_proj_weight = p_encoder_layers_encoder_layer_8_self_attention_in_proj_bias = None
        unflatten_8: "f32[197, 1, 3, 768]" = torch.ops.aten.unflatten.int(linear_32, -1, [3, 768]);  linear_32 = None
        unsqueeze_8: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(unflatten_8, 0);  unflatten_8 = None
        transpose_49: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.transpose.int(unsqueeze_8, 0, -2);  unsqueeze_8 = None
        squeeze_8: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(transpose_49, -2);  transpose_49 = None
        contiguous_8: "f32[3, 197, 1, 768]" = torch.ops.aten.contiguous.default(squeeze_8);  squeeze_8 = None
        select_24: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_8, 0, 0)
        select_25: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_8, 0, 1)
        select_26: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_8, 0, 2);  contiguous_8 = None
        view_56: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_24, [197, 12, 64]);  select_24 = None
        transpose_50: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_56, 0, 1);  view_56 = None
        view_57: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_25, [197, 12, 64]);  select_25 = None
        transpose_51: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_57, 0, 1);  view_57 = None
        view_58: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_26, [197, 12, 64]);  select_26 = None
        transpose_52: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_58, 0, 1);  view_58 = None
        view_59: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_50, [1, 12, 197, 64]);  transpose_50 = None
        view_60: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_51, [1, 12, 197, 64]);  transpose_51 = None
        view_61: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_52, [1, 12, 197, 64]);  transpose_52 = None
        scaled_dot_product_attention_8: "f32[1, 12, 197, 64]" = torch.ops.aten.scaled_dot_product_attention.default(view_59, view_60, view_61);  view_59 = view_60 = view_61 = None
        permute_9: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(scaled_dot_product_attention_8, [2, 0, 1, 3]);  scaled_dot_product_attention_8 = None
        reshape_9: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_9, [197, 768]);  permute_9 = None
        linear_33: "f32[197, 768]" = torch.ops.aten.linear.default(reshape_9, p_encoder_layers_encoder_layer_8_self_attention_out_proj_weight, p_encoder_layers_encoder_layer_8_self_attention_out_proj_bias);  reshape_9 = p_encoder_layers_encoder_layer_8_self_attention_out_proj_weight = p_encoder_layers_encoder_layer_8_self_attention_out_proj_bias = None
        view_62: "f32[197, 1, 768]" = torch.ops.aten.view.default(linear_33, [197, 1, 768]);  linear_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_53: "f32[1, 197, 768]" = torch.ops.aten.transpose.int(view_62, 1, 0);  view_62 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_25: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(transpose_53, 0.0, False);  transpose_53 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_17: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(dropout_25, add_16);  dropout_25 = add_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_17: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_17, [768], p_encoder_layers_encoder_layer_8_ln_2_weight, p_encoder_layers_encoder_layer_8_ln_2_bias, 1e-06, False);  p_encoder_layers_encoder_layer_8_ln_2_weight = p_encoder_layers_encoder_layer_8_ln_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_34: "f32[1, 197, 3072]" = torch.ops.aten.linear.default(layer_norm_17, p_encoder_layers_encoder_layer_8_mlp_0_weight, p_encoder_layers_encoder_layer_8_mlp_0_bias);  layer_norm_17 = p_encoder_layers_encoder_layer_8_mlp_0_weight = p_encoder_layers_encoder_layer_8_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_8: "f32[1, 197, 3072]" = torch.ops.aten.gelu.default(linear_34);  linear_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_26: "f32[1, 197, 3072]" = torch.ops.aten.dropout.default(gelu_8, 0.0, False);  gelu_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_35: "f32[1, 197, 768]" = torch.ops.aten.linear.default(dropout_26, p_encoder_layers_encoder_layer_8_mlp_3_weight, p_encoder_layers_encoder_layer_8_mlp_3_bias);  dropout_26 = p_encoder_layers_encoder_layer_8_mlp_3_weight = p_encoder_layers_encoder_layer_8_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_27: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(linear_35, 0.0, False);  linear_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_18: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_17, dropout_27);  add_17 = dropout_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_18: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_18, [768], p_encoder_layers_encoder_layer_9_ln_1_weight, p_encoder_layers_encoder_layer_9_ln_1_bias, 1e-06, False);  p_encoder_layers_encoder_layer_9_ln_1_weight = p_encoder_layers_encoder_layer_9_ln_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose_54: "f32[197, 1, 768]" = torch.ops.aten.transpose.int(layer_norm_18, 1, 0);  layer_norm_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear_36: "f32[197, 1, 2304]" = torch.ops.aten.linear.default(transpose_54, p_encoder_layers_encoder_layer_9_self_attention_in_proj_weight, p_encoder_layers_encoder_layer_9_self_attention_in_proj_bias);  transpose_54 = p_encoder_layers_encoder_layer_9_self_attention_in_proj_weight = p_encoder_layers_encoder_layer_9_self_attention_in_proj_bias = None
        unflatten_9: "f32[197, 1, 3, 768]" = torch.ops.aten.unflatten.int(linear_36, -1, [3, 768]);  linear_36 = None
        unsqueeze_9: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(unflatten_9, 0);  unflatten_9 = None
        transpose_55: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.transpose.int(unsqueeze_9, 0, -2);  unsqueeze_9 = None
        squeeze_9: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(transpose_55, -2);  transpose_55 = None
        contiguous_9: "f32[3, 197, 1, 768]" = torch.ops.aten.contiguous.default(squeeze_9);  squeeze_9 = None
        select_27: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_9, 0, 0)
        select_28: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_9, 0, 1)
        select_29: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_9, 0, 2);  contiguous_9 = None
        view_63: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_27, [197, 12, 64]);  select_27 = None
        transpose_56: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_63, 0, 1);  view_63 = None
        view_64: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_28, [197, 12, 64]);  select_28 = None
        transpose_57: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_64, 0, 1);  view_64 = None
        view_65: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_29, [197, 12, 64]);  select_29 = None
        transpose_58: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_65, 0, 1);  view_65 = None
        view_66: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_56, [1, 12, 197, 64]);  transpose_56 = None
        view_67: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_57, [1, 12, 197, 64]);  transpose_57 = None
        view_68: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_58, [1, 12, 197, 64]);  transpose_58 = None
        scaled_dot_product_attention_9: "f32[1, 12, 197, 64]" = torch.ops.aten.scaled_dot_product_attention.default(view_66, view_67, view_68);  view_66 = view_67 = view_68 = None
        permute_10: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(scaled_dot_product_attention_9, [2, 0, 1, 3]);  scaled_dot_product_attention_9 = None
        reshape_10: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_10, [197, 768]);  permute_10 = None
        linear_37: "f32[197, 768]" = torch.ops.aten.linear.default(reshape_10, p_encoder_layers_encoder_layer_9_self_attention_out_proj_weight, p_encoder_layers_encoder_layer_9_self_attention_out_proj_bias);  reshape_10 = p_encoder_layers_encoder_layer_9_self_attention_out_proj_weight = p_encoder_layers_encoder_layer_9_self_attention_out_proj_bias = None
        view_69: "f32[197, 1, 768]" = torch.ops.aten.view.default(linear_37, [197, 1, 768]);  linear_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_59: "f32[1, 197, 768]" = torch.ops.aten.transpose.int(view_69, 1, 0);  view_69 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_28: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(transpose_59, 0.0, False);  transpose_59 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_19: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(dropout_28, add_18);  dropout_28 = add_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_19: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_19, [768], p_encoder_layers_encoder_layer_9_ln_2_weight, p_encoder_layers_encoder_layer_9_ln_2_bias, 1e-06, False);  p_encoder_layers_encoder_layer_9_ln_2_weight = p_encoder_layers_encoder_layer_9_ln_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_38: "f32[1, 197, 3072]" = torch.ops.aten.linear.default(layer_norm_19, p_encoder_layers_encoder_layer_9_mlp_0_weight, p_encoder_layers_encoder_layer_9_mlp_0_bias);  layer_norm_19 = p_encoder_layers_encoder_layer_9_mlp_0_weight = p_encoder_layers_encoder_layer_9_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_9: "f32[1, 197, 3072]" = torch.ops.aten.gelu.default(linear_38);  linear_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_29: "f32[1, 197, 3072]" = torch.ops.aten.dropout.default(gelu_9, 0.0, False);  gelu_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_39: "f32[1, 197, 768]" = torch.ops.aten.linear.default(dropout_29, p_encoder_layers_encoder_layer_9_mlp_3_weight, p_encoder_layers_encoder_layer_9_mlp_3_bias);  dropout_29 = p_encoder_layers_encoder_layer_9_mlp_3_weight = p_encoder_layers_encoder_layer_9_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_30: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(linear_39, 0.0, False);  linear_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_20: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_19, dropout_30);  add_19 = dropout_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_20: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_20, [768], p_encoder_layers_encoder_layer_10_ln_1_weight, p_encoder_layers_encoder_layer_10_ln_1_bias, 1e-06, False);  p_encoder_layers_encoder_layer_10_ln_1_weight = p_encoder_layers_encoder_layer_10_ln_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose_60: "f32[197, 1, 768]" = torch.ops.aten.transpose.int(layer_norm_20, 1, 0);  layer_norm_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear_40: "f32[197, 1, 2304]" = torch.ops.aten.linear.default(transpose_60, p_encoder_layers_encoder_layer_10_self_attention_in_proj_weight, p_encoder_layers_encoder_layer_10_self_attention_in_proj_bias);  transpose_60 = p_encoder_layers_encoder_layer_10_self_attention_in_proj_weight = p_encoder_layers_encoder_layer_10_self_attention_in_proj_bias = None
        unflatten_10: "f32[197, 1, 3, 768]" = torch.ops.aten.unflatten.int(linear_40, -1, [3, 768]);  linear_40 = None
        unsqueeze_10: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(unflatten_10, 0);  unflatten_10 = None
        transpose_61: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.transpose.int(unsqueeze_10, 0, -2);  unsqueeze_10 = None
        squeeze_10: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(transpose_61, -2);  transpose_61 = None
        contiguous_10: "f32[3, 197, 1, 768]" = torch.ops.aten.contiguous.default(squeeze_10);  squeeze_10 = None
        select_30: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_10, 0, 0)
        select_31: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_10, 0, 1)
        select_32: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_10, 0, 2);  contiguous_10 = None
        view_70: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_30, [197, 12, 64]);  select_30 = None
        transpose_62: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_70, 0, 1);  view_70 = None
        view_71: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_31, [197, 12, 64]);  select_31 = None
        transpose_63: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_71, 0, 1);  view_71 = None
        view_72: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_32, [197, 12, 64]);  select_32 = None
        transpose_64: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_72, 0, 1);  view_72 = None
        view_73: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_62, [1, 12, 197, 64]);  transpose_62 = None
        view_74: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_63, [1, 12, 197, 64]);  transpose_63 = None
        view_75: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_64, [1, 12, 197, 64]);  transpose_64 = None
        scaled_dot_product_attention_10: "f32[1, 12, 197, 64]" = torch.ops.aten.scaled_dot_product_attention.default(view_73, view_74, view_75);  view_73 = view_74 = view_75 = None
        permute_11: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(scaled_dot_product_attention_10, [2, 0, 1, 3]);  scaled_dot_product_attention_10 = None
        reshape_11: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_11, [197, 768]);  permute_11 = None
        linear_41: "f32[197, 768]" = torch.ops.aten.linear.default(reshape_11, p_encoder_layers_encoder_layer_10_self_attention_out_proj_weight, p_encoder_layers_encoder_layer_10_self_attention_out_proj_bias);  reshape_11 = p_encoder_layers_encoder_layer_10_self_attention_out_proj_weight = p_encoder_layers_encoder_layer_10_self_attention_out_proj_bias = None
        view_76: "f32[197, 1, 768]" = torch.ops.aten.view.default(linear_41, [197, 1, 768]);  linear_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_65: "f32[1, 197, 768]" = torch.ops.aten.transpose.int(view_76, 1, 0);  view_76 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_31: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(transpose_65, 0.0, False);  transpose_65 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_21: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(dropout_31, add_20);  dropout_31 = add_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_21: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_21, [768], p_encoder_layers_encoder_layer_10_ln_2_weight, p_encoder_layers_encoder_layer_10_ln_2_bias, 1e-06, False);  p_encoder_layers_encoder_layer_10_ln_2_weight = p_encoder_layers_encoder_layer_10_ln_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_42: "f32[1, 197, 3072]" = torch.ops.aten.linear.default(layer_norm_21, p_encoder_layers_encoder_layer_10_mlp_0_weight, p_encoder_layers_encoder_layer_10_mlp_0_bias);  layer_norm_21 = p_encoder_layers_encoder_layer_10_mlp_0_weight = p_encoder_layers_encoder_layer_10_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_10: "f32[1, 197, 3072]" = torch.ops.aten.gelu.default(linear_42);  linear_42 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_32: "f32[1, 197, 3072]" = torch.ops.aten.dropout.default(gelu_10, 0.0, False);  gelu_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_43: "f32[1, 197, 768]" = torch.ops.aten.linear.default(dropout_32, p_encoder_layers_encoder_layer_10_mlp_3_weight, p_encoder_layers_encoder_layer_10_mlp_3_bias);  dropout_32 = p_encoder_layers_encoder_layer_10_mlp_3_weight = p_encoder_layers_encoder_layer_10_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_33: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(linear_43, 0.0, False);  linear_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_22: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_21, dropout_33);  add_21 = dropout_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_22: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_22, [768], p_encoder_layers_encoder_layer_11_ln_1_weight, p_encoder_layers_encoder_layer_11_ln_1_bias, 1e-06, False);  p_encoder_layers_encoder_layer_11_ln_1_weight = p_encoder_layers_encoder_layer_11_ln_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1461 in forward, code: query = key = value = query.transpose(1, 0)
        transpose_66: "f32[197, 1, 768]" = torch.ops.aten.transpose.int(layer_norm_22, 1, 0);  layer_norm_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1495 in forward, code: attn_output, attn_output_weights = F.multi_head_attention_forward(
        linear_44: "f32[197, 1, 2304]" = torch.ops.aten.linear.default(transpose_66, p_encoder_layers_encoder_layer_11_self_attention_in_proj_weight, p_encoder_layers_encoder_layer_11_self_attention_in_proj_bias);  transpose_66 = p_encoder_layers_encoder_layer_11_self_attention_in_proj_weight = p_encoder_layers_encoder_layer_11_self_attention_in_proj_bias = None
        unflatten_11: "f32[197, 1, 3, 768]" = torch.ops.aten.unflatten.int(linear_44, -1, [3, 768]);  linear_44 = None
        unsqueeze_11: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(unflatten_11, 0);  unflatten_11 = None
        transpose_67: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.transpose.int(unsqueeze_11, 0, -2);  unsqueeze_11 = None
        squeeze_11: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(transpose_67, -2);  transpose_67 = None
        contiguous_11: "f32[3, 197, 1, 768]" = torch.ops.aten.contiguous.default(squeeze_11);  squeeze_11 = None
        select_33: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_11, 0, 0)
        select_34: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_11, 0, 1)
        select_35: "f32[197, 1, 768]" = torch.ops.aten.select.int(contiguous_11, 0, 2);  contiguous_11 = None
        view_77: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_33, [197, 12, 64]);  select_33 = None
        transpose_68: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_77, 0, 1);  view_77 = None
        view_78: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_34, [197, 12, 64]);  select_34 = None
        transpose_69: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_78, 0, 1);  view_78 = None
        view_79: "f32[197, 12, 64]" = torch.ops.aten.view.default(select_35, [197, 12, 64]);  select_35 = None
        transpose_70: "f32[12, 197, 64]" = torch.ops.aten.transpose.int(view_79, 0, 1);  view_79 = None
        view_80: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_68, [1, 12, 197, 64]);  transpose_68 = None
        view_81: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_69, [1, 12, 197, 64]);  transpose_69 = None
        view_82: "f32[1, 12, 197, 64]" = torch.ops.aten.view.default(transpose_70, [1, 12, 197, 64]);  transpose_70 = None
        scaled_dot_product_attention_11: "f32[1, 12, 197, 64]" = torch.ops.aten.scaled_dot_product_attention.default(view_80, view_81, view_82);  view_80 = view_81 = view_82 = None
        permute_12: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(scaled_dot_product_attention_11, [2, 0, 1, 3]);  scaled_dot_product_attention_11 = None
        reshape_12: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_12, [197, 768]);  permute_12 = None
        linear_45: "f32[197, 768]" = torch.ops.aten.linear.default(reshape_12, p_encoder_layers_encoder_layer_11_self_attention_out_proj_weight, p_encoder_layers_encoder_layer_11_self_attention_out_proj_bias);  reshape_12 = p_encoder_layers_encoder_layer_11_self_attention_out_proj_weight = p_encoder_layers_encoder_layer_11_self_attention_out_proj_bias = None
        view_83: "f32[197, 1, 768]" = torch.ops.aten.view.default(linear_45, [197, 1, 768]);  linear_45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:1517 in forward, code: attn_output = attn_output.transpose(1, 0)
        transpose_71: "f32[1, 197, 768]" = torch.ops.aten.transpose.int(view_83, 1, 0);  view_83 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_34: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(transpose_71, 0.0, False);  transpose_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_23: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(dropout_34, add_22);  dropout_34 = add_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_23: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_23, [768], p_encoder_layers_encoder_layer_11_ln_2_weight, p_encoder_layers_encoder_layer_11_ln_2_bias, 1e-06, False);  p_encoder_layers_encoder_layer_11_ln_2_weight = p_encoder_layers_encoder_layer_11_ln_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_46: "f32[1, 197, 3072]" = torch.ops.aten.linear.default(layer_norm_23, p_encoder_layers_encoder_layer_11_mlp_0_weight, p_encoder_layers_encoder_layer_11_mlp_0_bias);  layer_norm_23 = p_encoder_layers_encoder_layer_11_mlp_0_weight = p_encoder_layers_encoder_layer_11_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_11: "f32[1, 197, 3072]" = torch.ops.aten.gelu.default(linear_46);  linear_46 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_35: "f32[1, 197, 3072]" = torch.ops.aten.dropout.default(gelu_11, 0.0, False);  gelu_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_47: "f32[1, 197, 768]" = torch.ops.aten.linear.default(dropout_35, p_encoder_layers_encoder_layer_11_mlp_3_weight, p_encoder_layers_encoder_layer_11_mlp_3_bias);  dropout_35 = p_encoder_layers_encoder_layer_11_mlp_3_weight = p_encoder_layers_encoder_layer_11_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_36: "f32[1, 197, 768]" = torch.ops.aten.dropout.default(linear_47, 0.0, False);  linear_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_24: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_23, dropout_36);  add_23 = dropout_36 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_24: "f32[1, 197, 768]" = torch.ops.aten.layer_norm.default(add_24, [768], p_encoder_ln_weight, p_encoder_ln_bias, 1e-06, False);  add_24 = p_encoder_ln_weight = p_encoder_ln_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:301 in forward, code: x = x[:, 0]
        select_36: "f32[1, 768]" = torch.ops.aten.select.int(layer_norm_24, 1, 0);  layer_norm_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_48: "f32[1, 1000]" = torch.ops.aten.linear.default(select_36, p_heads_head_weight, p_heads_head_bias);  select_36 = p_heads_head_weight = p_heads_head_bias = None
        return (linear_48,)
