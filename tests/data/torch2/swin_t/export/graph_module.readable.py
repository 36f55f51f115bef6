class GraphModule(torch.nn.Module):
    def forward(self, p_features_0_0_weight: "f32[96, 3, 4, 4]", p_features_0_0_bias: "f32[96]", p_features_0_2_weight: "f32[96]", p_features_0_2_bias: "f32[96]", p_features_1_0_norm1_weight: "f32[96]", p_features_1_0_norm1_bias: "f32[96]", p_features_1_0_attn_relative_position_bias_table: "f32[169, 3]", p_features_1_0_attn_qkv_weight: "f32[288, 96]", p_features_1_0_attn_qkv_bias: "f32[288]", p_features_1_0_attn_proj_weight: "f32[96, 96]", p_features_1_0_attn_proj_bias: "f32[96]", p_features_1_0_norm2_weight: "f32[96]", p_features_1_0_norm2_bias: "f32[96]", p_features_1_0_mlp_0_weight: "f32[384, 96]", p_features_1_0_mlp_0_bias: "f32[384]", p_features_1_0_mlp_3_weight: "f32[96, 384]", p_features_1_0_mlp_3_bias: "f32[96]", p_features_1_1_norm1_weight: "f32[96]", p_features_1_1_norm1_bias: "f32[96]", p_features_1_1_attn_relative_position_bias_table: "f32[169, 3]", p_features_1_1_attn_qkv_weight: "f32[288, 96]", p_features_1_1_attn_qkv_bias: "f32[288]", p_features_1_1_attn_proj_weight: "f32[96, 96]", p_features_1_1_attn_proj_bias: "f32[96]", p_features_1_1_norm2_weight: "f32[96]", p_features_1_1_norm2_bias: "f32[96]", p_features_1_1_mlp_0_weight: "f32[384, 96]", p_features_1_1_mlp_0_bias: "f32[384]", p_features_1_1_mlp_3_weight: "f32[96, 384]", p_features_1_1_mlp_3_bias: "f32[96]", p_features_2_reduction_weight: "f32[192, 384]", p_features_2_norm_weight: "f32[384]", p_features_2_norm_bias: "f32[384]", p_features_3_0_norm1_weight: "f32[192]", p_features_3_0_norm1_bias: "f32[192]", p_features_3_0_attn_relative_position_bias_table: "f32[169, 6]", p_features_3_0_attn_qkv_weight: "f32[576, 192]", p_features_3_0_attn_qkv_bias: "f32[576]", p_features_3_0_attn_proj_weight: "f32[192, 192]", p_features_3_0_attn_proj_bias: "f32[192]", p_features_3_0_norm2_weight: "f32[192]", p_features_3_0_norm2_bias: "f32[192]", p_features_3_0_mlp_0_weight: "f32[768, 192]", p_features_3_0_mlp_0_bias: "f32[768]", p_features_3_0_mlp_3_weight: "f32[192, 768]", p_features_3_0_mlp_3_bias: "f32[192]", p_features_3_1_norm1_weight: "f32[192]", p_features_3_1_norm1_bias: "f32[192]", p_features_3_1_attn_relative_position_bias_table: "f32[169, 6]", p_features_3_1_attn_qkv_weight: "f32[576, 192]", p_features_3_1_attn_qkv_bias: "f32[576]", p_features_3_1_attn_proj_weight: "f32[192, 192]", p_features_3_1_attn_proj_bias: "f32[192]", p_features_3_1_norm2_weight: "f32[192]", p_features_3_1_norm2_bias: "f32[192]", p_features_3_1_mlp_0_weight: "f32[768, 192]", p_features_3_1_mlp_0_bias: "f32[768]", p_features_3_1_mlp_3_weight: "f32[192, 768]", p_features_3_1_mlp_3_bias: "f32[192]", p_features_4_reduction_weight: "f32[384, 768]", p_features_4_norm_weight: "f32[768]", p_features_4_norm_bias: "f32[768]", p_features_5_0_norm1_weight: "f32[384]", p_features_5_0_norm1_bias: "f32[384]", p_features_5_0_attn_relative_position_bias_table: "f32[169, 12]", p_features_5_0_attn_qkv_weight: "f32[1152, 384]", p_features_5_0_attn_qkv_bias: "f32[1152]", p_features_5_0_attn_proj_weight: "f32[384, 384]", p_features_5_0_attn_proj_bias: "f32[384]", p_features_5_0_norm2_weight: "f32[384]", p_features_5_0_norm2_bias: "f32[384]", p_features_5_0_mlp_0_weight: "f32[1536, 384]", p_features_5_0_mlp_0_bias: "f32[1536]", p_features_5_0_mlp_3_weight: "f32[384, 1536]", p_features_5_0_mlp_3_bias: "f32[384]", p_features_5_1_norm1_weight: "f32[384]", p_features_5_1_norm1_bias: "f32[384]", p_features_5_1_attn_relative_position_bias_table: "f32[169, 12]", p_features_5_1_attn_qkv_weight: "f32[1152, 384]", p_features_5_1_attn_qkv_bias: "f32[1152]", p_features_5_1_attn_proj_weight: "f32[384, 384]", p_features_5_1_attn_proj_bias: "f32[384]", p_features_5_1_norm2_weight: "f32[384]", p_features_5_1_norm2_bias: "f32[384]", p_features_5_1_mlp_0_weight: "f32[1536, 384]", p_features_5_1_mlp_0_bias: "f32[1536]", p_features_5_1_mlp_3_weight: "f32[384, 1536]", p_features_5_1_mlp_3_bias: "f32[384]", p_features_5_2_norm1_weight: "f32[384]", p_features_5_2_norm1_bias: "f32[384]", p_features_5_2_attn_relative_position_bias_table: "f32[169, 12]", p_features_5_2_attn_qkv_weight: "f32[1152, 384]", p_features_5_2_attn_qkv_bias: "f32[1152]", p_features_5_2_attn_proj_weight: "f32[384, 384]", p_features_5_2_attn_proj_bias: "f32[384]", p_features_5_2_norm2_weight: "f32[384]", p_features_5_2_norm2_bias: "f32[384]", p_features_5_2_mlp_0_weight: "f32[1536, 384]", p_features_5_2_mlp_0_bias: "f32[1536]", p_features_5_2_mlp_3_weight: "f32[384, 1536]", p_features_5_2_mlp_3_bias: "f32[384]", p_features_5_3_norm1_weight: "f32[384]", p_features_5_3_norm1_bias: "f32[384]", p_features_5_3_attn_relative_position_bias_table: "f32[169, 12]", p_features_5_3_attn_qkv_weight: "f32[1152, 384]", p_features_5_3_attn_qkv_bias: "f32[1152]", p_features_5_3_attn_proj_weight: "f32[384, 384]", p_features_5_3_attn_proj_bias: "f32[384]", p_features_5_3_norm2_weight: "f32[384]", p_features_5_3_norm2_bias: "f32[384]", p_features_5_3_mlp_0_weight: "f32[1536, 384]", p_features_5_3_mlp_0_bias: "f32[1536]", p_features_5_3_mlp_3_weight: "f32[384, 1536]", p_features_5_3_mlp_3_bias: "f32[384]", p_features_5_4_norm1_weight: "f32[384]", p_features_5_4_norm1_bias: "f32[384]", p_features_5_4_attn_relative_position_bias_table: "f32[169, 12]", p_features_5_4_attn_qkv_weight: "f32[1152, 384]", p_features_5_4_attn_qkv_bias: "f32[1152]", p_features_5_4_attn_proj_weight: "f32[384, 384]", p_features_5_4_attn_proj_bias: "f32[384]", p_features_5_4_norm2_weight: "f32[384]", p_features_5_4_norm2_bias: "f32[384]", p_features_5_4_mlp_0_weight: "f32[1536, 384]", p_features_5_4_mlp_0_bias: "f32[1536]", p_features_5_4_mlp_3_weight: "f32[384, 1536]", p_features_5_4_mlp_3_bias: "f32[384]", p_features_5_5_norm1_weight: "f32[384]", p_features_5_5_norm1_bias: "f32[384]", p_features_5_5_attn_relative_position_bias_table: "f32[169, 12]", p_features_5_5_attn_qkv_weight: "f32[1152, 384]", p_features_5_5_attn_qkv_bias: "f32[1152]", p_features_5_5_attn_proj_weight: "f32[384, 384]", p_features_5_5_attn_proj_bias: "f32[384]", p_features_5_5_norm2_weight: "f32[384]", p_features_5_5_norm2_bias: "f32[384]", p_features_5_5_mlp_0_weight: "f32[1536, 384]", p_features_5_5_mlp_0_bias: "f32[1536]", p_features_5_5_mlp_3_weight: "f32[384, 1536]", p_features_5_5_mlp_3_bias: "f32[384]", p_features_6_reduction_weight: "f32[768, 1536]", p_features_6_norm_weight: "f32[1536]", p_features_6_norm_bias: "f32[1536]", p_features_7_0_norm1_weight: "f32[768]", p_features_7_0_norm1_bias: "f32[768]", p_features_7_0_attn_relative_position_bias_table: "f32[169, 24]", p_features_7_0_attn_qkv_weight: "f32[2304, 768]", p_features_7_0_attn_qkv_bias: "f32[2304]", p_features_7_0_attn_proj_weight: "f32[768, 768]", p_features_7_0_attn_proj_bias: "f32[768]", p_features_7_0_norm2_weight: "f32[768]", p_features_7_0_norm2_bias: "f32[768]", p_features_7_0_mlp_0_weight: "f32[3072, 768]", p_features_7_0_mlp_0_bias: "f32[3072]", p_features_7_0_mlp_3_weight: "f32[768, 3072]", p_features_7_0_mlp_3_bias: "f32[768]", p_features_7_1_norm1_weight: "f32[768]", p_features_7_1_norm1_bias: "f32[768]", p_features_7_1_attn_relative_position_bias_table: "f32[169, 24]", p_features_7_1_attn_qkv_weight: "f32[2304, 768]", p_features_7_1_attn_qkv_bias: "f32[2304]", p_features_7_1_attn_proj_weight: "f32[768, 768]", p_features_7_1_attn_proj_bias: "f32[768]", p_features_7_1_norm2_weight: "f32[768]", p_features_7_1_norm2_bias: "f32[768]", p_features_7_1_mlp_0_weight: "f32[3072, 768]", p_features_7_1_mlp_0_bias: "f32[3072]", p_features_7_1_mlp_3_weight: "f32[768, 3072]", p_features_7_1_mlp_3_bias: "f32[768]", p_norm_weight: "f32[768]", p_norm_bias: "f32[768]", p_head_weight: "f32[1000, 768]", p_head_bias: "f32[1000]", b_features_1_0_attn_relative_position_index: "i64[2401]", b_features_1_1_attn_relative_position_index: "i64[2401]", b_features_3_0_attn_relative_position_index: "i64[2401]", b_features_3_1_attn_relative_position_index: "i64[2401]", b_features_5_0_attn_relative_position_index: "i64[2401]", b_features_5_1_attn_relative_position_index: "i64[2401]", b_features_5_2_attn_relative_position_index: "i64[2401]", b_features_5_3_attn_relative_position_index: "i64[2401]", b_features_5_4_attn_relative_position_index: "i64[2401]", b_features_5_5_attn_relative_position_index: "i64[2401]", b_features_7_0_attn_relative_position_index: "i64[2401]", b_features_7_1_attn_relative_position_index: "i64[2401]", c_features_1_1_attn_lifted_tensor_0: "f32[]", c_features_1_1_attn_lifted_tensor_1: "f32[]", c_features_1_1_attn_lifted_tensor_2: "f32[]", c_features_1_1_attn_lifted_tensor_3: "f32[]", c_features_1_1_attn_lifted_tensor_4: "f32[]", c_features_1_1_attn_lifted_tensor_5: "f32[]", c_features_1_1_attn_lifted_tensor_6: "f32[]", c_features_1_1_attn_lifted_tensor_7: "f32[]", c_features_1_1_attn_lifted_tensor_8: "f32[]", c_features_3_1_attn_lifted_tensor_9: "f32[]", c_features_3_1_attn_lifted_tensor_10: "f32[]", c_features_3_1_attn_lifted_tensor_11: "f32[]", c_features_3_1_attn_lifted_tensor_12: "f32[]", c_features_3_1_attn_lifted_tensor_13: "f32[]", c_features_3_1_attn_lifted_tensor_14: "f32[]", c_features_3_1_attn_lifted_tensor_15: "f32[]", c_features_3_1_attn_lifted_tensor_16: "f32[]", c_features_3_1_attn_lifted_tensor_17: "f32[]", c_features_5_1_attn_lifted_tensor_18: "f32[]", c_features_5_1_attn_lifted_tensor_19: "f32[]", c_features_5_1_attn_lifted_tensor_20: "f32[]", c_features_5_1_attn_lifted_tensor_21: "f32[]", c_features_5_1_attn_lifted_tensor_22: "f32[]", c_features_5_1_attn_lifted_tensor_23: "f32[]", c_features_5_1_attn_lifted_tensor_24: "f32[]", c_features_5_1_attn_lifted_tensor_25: "f32[]", c_features_5_1_attn_lifted_tensor_26: "f32[]", c_features_5_3_attn_lifted_tensor_27: "f32[]", c_features_5_3_attn_lifted_tensor_28: "f32[]", c_features_5_3_attn_lifted_tensor_29: "f32[]", c_features_5_3_attn_lifted_tensor_30: "f32[]", c_features_5_3_attn_lifted_tensor_31: "f32[]", c_features_5_3_attn_lifted_tensor_32: "f32[]", c_features_5_3_attn_lifted_tensor_33: "f32[]", c_features_5_3_attn_lifted_tensor_34: "f32[]", c_features_5_3_attn_lifted_tensor_35: "f32[]", c_features_5_5_attn_lifted_tensor_36: "f32[]", c_features_5_5_attn_lifted_tensor_37: "f32[]", c_features_5_5_attn_lifted_tensor_38: "f32[]", c_features_5_5_attn_lifted_tensor_39: "f32[]", c_features_5_5_attn_lifted_tensor_40: "f32[]", c_features_5_5_attn_lifted_tensor_41: "f32[]", c_features_5_5_attn_lifted_tensor_42: "f32[]", c_features_5_5_attn_lifted_tensor_43: "f32[]", c_features_5_5_attn_lifted_tensor_44: "f32[]", x: "f32[1, 3, 224, 224]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d: "f32[1, 96, 56, 56]" = torch.ops.aten.conv2d.default(x, p_features_0_0_weight, p_features_0_0_bias, [4, 4]);  x = p_features_0_0_weight = p_features_0_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute: "f32[1, 56, 56, 96]" = torch.ops.aten.permute.default(conv2d, [0, 2, 3, 1]);  conv2d = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm: "f32[1, 56, 56, 96]" = torch.ops.aten.layer_norm.default(permute, [96], p_features_0_2_weight, p_features_0_2_bias, 1e-05, False);  permute = p_features_0_2_weight = p_features_0_2_bias = None
        layer_norm_1: "f32[1, 56, 56, 96]" = torch.ops.aten.layer_norm.default(layer_norm, [96], p_features_1_0_norm1_weight, p_features_1_0_norm1_bias, 1e-05, False);  p_features_1_0_norm1_weight = p_features_1_0_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:298 in forward, code: relative_position_bias = self.get_relative_position_bias()
        index: "f32[2401, 3]" = torch.ops.aten.index.Tensor(p_features_1_0_attn_relative_position_bias_table, [b_features_1_0_attn_relative_position_index]);  p_features_1_0_attn_relative_position_bias_table = b_features_1_0_attn_relative_position_index = None
        view: "f32[49, 49, 3]" = torch.ops.aten.view.default(index, [49, 49, -1]);  index = None
        permute_1: "f32[3, 49, 49]" = torch.ops.aten.permute.default(view, [2, 0, 1]);  view = None
        contiguous: "f32[3, 49, 49]" = torch.ops.aten.contiguous.default(permute_1);  permute_1 = None
        unsqueeze: "f32[1, 3, 49, 49]" = torch.ops.aten.unsqueeze.default(contiguous, 0);  contiguous = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:299 in forward, code: return shifted_window_attention(
        pad: "f32[1, 56, 56, 96]" = torch.ops.aten.pad.default(layer_norm_1, [0, 0, 0, 0, 0, 0]);  layer_norm_1 = None
        view_1: "f32[1, 8, 7, 8, 7, 96]" = torch.ops.aten.view.default(pad, [1, 8, 7, 8, 7, 96]);  pad = None
        permute_2: "f32[1, 8, 8, 7, 7, 96]" = torch.ops.aten.permute.default(view_1, [0, 1, 3, 2, 4, 5]);  view_1 = None
        reshape: "f32[64, 49, 96]" = torch.ops.aten.reshape.default(permute_2, [64, 49, 96]);  permute_2 = None
        linear: "f32[64, 49, 288]" = torch.ops.aten.linear.default(reshape, p_features_1_0_attn_qkv_weight, p_features_1_0_attn_qkv_bias);  reshape = p_features_1_0_attn_qkv_weight = p_features_1_0_attn_qkv_bias = None
        reshape_1: "f32[64, 49, 3, 3, 32]" = torch.ops.aten.reshape.default(linear, [64, 49, 3, 3, 32]);  linear = None
        permute_3: "f32[3, 64, 3, 49, 32]" = torch.ops.aten.permute.default(reshape_1, [2, 0, 3, 1, 4]);  reshape_1 = None
        select: "f32[64, 3, 49, 32]" = torch.ops.aten.select.int(permute_3, 0, 0)
        select_1: "f32[64, 3, 49, 32]" = torch.ops.aten.select.int(permute_3, 0, 1)
        select_2: "f32[64, 3, 49, 32]" = torch.ops.aten.select.int(permute_3, 0, 2);  permute_3 = None
        mul: "f32[64, 3, 49, 32]" = torch.ops.aten.mul.Tensor(select, 0.1767766952966369);  select = None
        transpose: "f32[64, 3, 32, 49]" = torch.ops.aten.transpose.int(select_1, -2, -1);  select_1 = None
        matmul: "f32[64, 3, 49, 49]" = torch.ops.aten.matmul.default(mul, transpose);  mul = transpose = None
        add: "f32[64, 3, 49, 49]" = torch.ops.aten.add.Tensor(matmul, unsqueeze);  matmul = unsqueeze = None
        softmax: "f32[64, 3, 49, 49]" = torch.ops.aten.softmax.int(add, -1);  add = None
        dropout: "f32[64, 3, 49, 49]" = torch.ops.aten.dropout.default(softmax, 0.0, False);  softmax = None
        matmul_1: "f32[64, 3, 49, 32]" = torch.ops.aten.matmul.default(dropout, select_2);  dropout = select_2 = None
        transpose_1: "f32[64, 49, 3, 32]" = torch.ops.aten.transpose.int(matmul_1, 1, 2);  matmul_1 = None
        reshape_2: "f32[64, 49, 96]" = torch.ops.aten.reshape.default(transpose_1, [64, 49, 96]);  transpose_1 = None
        linear_1: "f32[64, 49, 96]" = torch.ops.aten.linear.default(reshape_2, p_features_1_0_attn_proj_weight, p_features_1_0_attn_proj_bias);  reshape_2 = p_features_1_0_attn_proj_weight = p_features_1_0_attn_proj_bias = None
        dropout_1: "f32[64, 49, 96]" = torch.ops.aten.dropout.default(linear_1, 0.0, False);  linear_1 = None
        view_2: "f32[1, 8, 8, 7, 7, 96]" = torch.ops.aten.view.default(dropout_1, [1, 8, 8, 7, 7, 96]);  dropout_1 = None
        permute_4: "f32[1, 8, 7, 8, 7, 96]" = torch.ops.aten.permute.default(view_2, [0, 1, 3, 2, 4, 5]);  view_2 = None
        reshape_3: "f32[1, 56, 56, 96]" = torch.ops.aten.reshape.default(permute_4, [1, 56, 56, 96]);  permute_4 = None
        alias: "f32[1, 56, 56, 96]" = torch.ops.aten.alias.default(reshape_3);  reshape_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:453 in forward, code: x = x + self.stochastic_depth(self.attn(self.norm1(x)))
        add_1: "f32[1, 56, 56, 96]" = torch.ops.aten.add.Tensor(layer_norm, alias);  layer_norm = alias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_2: "f32[1, 56, 56, 96]" = torch.ops.aten.layer_norm.default(add_1, [96], p_features_1_0_norm2_weight, p_features_1_0_norm2_bias, 1e-05, False);  p_features_1_0_norm2_weight = p_features_1_0_norm2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_2: "f32[1, 56, 56, 384]" = torch.ops.aten.linear.default(layer_norm_2, p_features_1_0_mlp_0_weight, p_features_1_0_mlp_0_bias);  layer_norm_2 = p_features_1_0_mlp_0_weight = p_features_1_0_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu: "f32[1, 56, 56, 384]" = torch.ops.aten.gelu.default(linear_2);  linear_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_2: "f32[1, 56, 56, 384]" = torch.ops.aten.dropout.default(gelu, 0.0, False);  gelu = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_3: "f32[1, 56, 56, 96]" = torch.ops.aten.linear.default(dropout_2, p_features_1_0_mlp_3_weight, p_features_1_0_mlp_3_bias);  dropout_2 = p_features_1_0_mlp_3_weight = p_features_1_0_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_3: "f32[1, 56, 56, 96]" = torch.ops.aten.dropout.default(linear_3, 0.0, False);  linear_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:454 in forward, code: x = x + self.stochastic_depth(self.mlp(self.norm2(x)))
        add_2: "f32[1, 56, 56, 96]" = torch.ops.aten.add.Tensor(add_1, dropout_3);  add_1 = dropout_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_3: "f32[1, 56, 56, 96]" = torch.ops.aten.layer_norm.default(add_2, [96], p_features_1_1_norm1_weight, p_features_1_1_norm1_bias, 1e-05, False);  p_features_1_1_norm1_weight = p_features_1_1_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:298 in forward, code: relative_position_bias = self.get_relative_position_bias()
        index_1: "f32[2401, 3]" = torch.ops.aten.index.Tensor(p_features_1_1_attn_relative_position_bias_table, [b_features_1_1_attn_relative_position_index]);  p_features_1_1_attn_relative_position_bias_table = b_features_1_1_attn_relative_position_index = None
        view_3: "f32[49, 49, 3]" = torch.ops.aten.view.default(index_1, [49, 49, -1]);  index_1 = None
        permute_5: "f32[3, 49, 49]" = torch.ops.aten.permute.default(view_3, [2, 0, 1]);  view_3 = None
        contiguous_1: "f32[3, 49, 49]" = torch.ops.aten.contiguous.default(permute_5);  permute_5 = None
        unsqueeze_1: "f32[1, 3, 49, 49]" = torch.ops.aten.unsqueeze.default(contiguous_1, 0);  contiguous_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:299 in forward, code: return shifted_window_attention(
        pad_1: "f32[1, 56, 56, 96]" = torch.ops.aten.pad.default(layer_norm_3, [0, 0, 0, 0, 0, 0]);  layer_norm_3 = None
        roll: "f32[1, 56, 56, 96]" = torch.ops.aten.roll.default(pad_1, [-3, -3], [1, 2]);  pad_1 = None
        view_4: "f32[1, 8, 7, 8, 7, 96]" = torch.ops.aten.view.default(roll, [1, 8, 7, 8, 7, 96]);  roll = None
        permute_6: "f32[1, 8, 8, 7, 7, 96]" = torch.ops.aten.permute.default(view_4, [0, 1, 3, 2, 4, 5]);  view_4 = None
        reshape_4: "f32[64, 49, 96]" = torch.ops.aten.reshape.default(permute_6, [64, 49, 96]);  permute_6 = None
        linear_4: "f32[64, 49, 288]" = torch.ops.aten.linear.default(reshape_4, p_features_1_1_attn_qkv_weight, p_features_1_1_attn_qkv_bias);  p_features_1_1_attn_qkv_weight = p_features_1_1_attn_qkv_bias = None
        reshape_5: "f32[64, 49, 3, 3, 32]" = torch.ops.aten.reshape.default(linear_4, [64, 49, 3, 3, 32]);  linear_4 = None
        permute_7: "f32[3, 64, 3, 49, 32]" = torch.ops.aten.permute.default(reshape_5, [2, 0, 3, 1, 4]);  reshape_5 = None
        select_3: "f32[64, 3, 49, 32]" = torch.ops.aten.select.int(permute_7, 0, 0)
        select_4: "f32[64, 3, 49, 32]" = torch.ops.aten.select.int(permute_7, 0, 1)
        select_5: "f32[64, 3, 49, 32]" = torch.ops.aten.select.int(permute_7, 0, 2);  permute_7 = None
        mul_1: "f32[64, 3, 49, 32]" = torch.ops.aten.mul.Tensor(select_3, 0.1767766952966369);  select_3 = None
        transpose_2: "f32[64, 3, 32, 49]" = torch.ops.aten.transpose.int(select_4, -2, -1);  select_4 = None
        matmul_2: "f32[64, 3, 49, 49]" = torch.ops.aten.matmul.default(mul_1, transpose_2);  mul_1 = transpose_2 = None
        add_3: "f32[64, 3, 49, 49]" = torch.ops.aten.add.Tensor(matmul_2, unsqueeze_1);  matmul_2 = unsqueeze_1 = None
        new_zeros: "f32[56, 56]" = torch.ops.aten.new_zeros.default(reshape_4, [56, 56], pin_memory = False);  reshape_4 = None
        lift_fresh_copy: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_1_1_attn_lifted_tensor_0);  c_features_1_1_attn_lifted_tensor_0 = None
        slice_1: "f32[49, 56]" = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -7)
        slice_2: "f32[49, 49]" = torch.ops.aten.slice.Tensor(slice_1, 1, 0, -7);  slice_1 = None
        fill_: "f32[49, 49]" = torch.ops.aten.fill_.Tensor(slice_2, lift_fresh_copy);  slice_2 = lift_fresh_copy = fill_ = None
        lift_fresh_copy_1: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_1_1_attn_lifted_tensor_1);  c_features_1_1_attn_lifted_tensor_1 = None
        slice_3: "f32[49, 56]" = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -7)
        slice_4: "f32[49, 4]" = torch.ops.aten.slice.Tensor(slice_3, 1, -7, -3);  slice_3 = None
        fill__1: "f32[49, 4]" = torch.ops.aten.fill_.Tensor(slice_4, lift_fresh_copy_1);  slice_4 = lift_fresh_copy_1 = fill__1 = None
        lift_fresh_copy_2: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_1_1_attn_lifted_tensor_2);  c_features_1_1_attn_lifted_tensor_2 = None
        slice_5: "f32[49, 56]" = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -7)
        slice_6: "f32[49, 3]" = torch.ops.aten.slice.Tensor(slice_5, 1, -3, 9223372036854775807);  slice_5 = None
        fill__2: "f32[49, 3]" = torch.ops.aten.fill_.Tensor(slice_6, lift_fresh_copy_2);  slice_6 = lift_fresh_copy_2 = fill__2 = None
        lift_fresh_copy_3: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_1_1_attn_lifted_tensor_3);  c_features_1_1_attn_lifted_tensor_3 = None
        slice_7: "f32[4, 56]" = torch.ops.aten.slice.Tensor(new_zeros, 0, -7, -3)
        slice_8: "f32[4, 49]" = torch.ops.aten.slice.Tensor(slice_7, 1, 0, -7);  slice_7 = None
        fill__3: "f32[4, 49]" = torch.ops.aten.fill_.Tensor(slice_8, lift_fresh_copy_3);  slice_8 = lift_fresh_copy_3 = fill__3 = None
        lift_fresh_copy_4: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_1_1_attn_lifted_tensor_4);  c_features_1_1_attn_lifted_tensor_4 = None
        slice_9: "f32[4, 56]" = torch.ops.aten.slice.Tensor(new_zeros, 0, -7, -3)
        slice_10: "f32[4, 4]" = torch.ops.aten.slice.Tensor(slice_9, 1, -7, -3);  slice_9 = None
        fill__4: "f32[4, 4]" = torch.ops.aten.fill_.Tensor(slice_10, lift_fresh_copy_4);  slice_10 = lift_fresh_copy_4 = fill__4 = None
        lift_fresh_copy_5: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_1_1_attn_lifted_tensor_5);  c_features_1_1_attn_lifted_tensor_5 = None
        slice_11: "f32[4, 56]" = torch.ops.aten.slice.Tensor(new_zeros, 0, -7, -3)
        slice_12: "f32[4, 3]" = torch.ops.aten.slice.Tensor(slice_11, 1, -3, 9223372036854775807);  slice_11 = None
        fill__5: "f32[4, 3]" = torch.ops.aten.fill_.Tensor(slice_12, lift_fresh_copy_5);  slice_12 = lift_fresh_copy_5 = fill__5 = None
        lift_fresh_copy_6: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_1_1_attn_lifted_tensor_6);  c_features_1_1_attn_lifted_tensor_6 = None
        slice_13: "f32[3, 56]" = torch.ops.aten.slice.Tensor(new_zeros, 0, -3, 9223372036854775807)
        slice_14: "f32[3, 49]" = torch.ops.aten.slice.Tensor(slice_13, 1, 0, -7);  slice_13 = None
        fill__6: "f32[3, 49]" = torch.ops.aten.fill_.Tensor(slice_14, lift_fresh_copy_6);  slice_14 = lift_fresh_copy_6 = fill__6 = None
        lift_fresh_copy_7: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_1_1_attn_lifted_tensor_7);  c_features_1_1_attn_lifted_tensor_7 = None
        slice_15: "f32[3, 56]" = torch.ops.aten.slice.Tensor(new_zeros, 0, -3, 9223372036854775807)
        slice_16: "f32[3, 4]" = torch.ops.aten.slice.Tensor(slice_15, 1, -7, -3);  slice_15 = None
        fill__7: "f32[3, 4]" = torch.ops.aten.fill_.Tensor(slice_16, lift_fresh_copy_7);  slice_16 = lift_fresh_copy_7 = fill__7 = None
        lift_fresh_copy_8: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_1_1_attn_lifted_tensor_8);  c_features_1_1_attn_lifted_tensor_8 = None
        slice_17: "f32[3, 56]" = torch.ops.aten.slice.Tensor(new_zeros, 0, -3, 9223372036854775807)
        slice_18: "f32[3, 3]" = torch.ops.aten.slice.Tensor(slice_17, 1, -3, 9223372036854775807);  slice_17 = None
        fill__8: "f32[3, 3]" = torch.ops.aten.fill_.Tensor(slice_18, lift_fresh_copy_8);  slice_18 = lift_fresh_copy_8 = fill__8 = None
        view_5: "f32[8, 7, 8, 7]" = torch.ops.aten.view.default(new_zeros, [8, 7, 8, 7]);  new_zeros = None
        permute_8: "f32[8, 8, 7, 7]" = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3]);  view_5 = None
        reshape_6: "f32[64, 49]" = torch.ops.aten.reshape.default(permute_8, [64, 49]);  permute_8 = None
        unsqueeze_2: "f32[64, 1, 49]" = torch.ops.aten.unsqueeze.default(reshape_6, 1)
        unsqueeze_3: "f32[64, 49, 1]" = torch.ops.aten.unsqueeze.default(reshape_6, 2);  reshape_6 = None
        sub: "f32[64, 49, 49]" = torch.ops.aten.sub.Tensor(unsqueeze_2, unsqueeze_3);  unsqueeze_2 = unsqueeze_3 = None
        ne: "b8[64, 49, 49]" = torch.ops.aten.ne.Scalar(sub, 0)
        masked_fill: "f32[64, 49, 49]" = torch.ops.aten.masked_fill.Scalar(sub, ne, -100.0);  ne = None
        eq: "b8[64, 49, 49]" = torch.ops.aten.eq.Scalar(sub, 0);  sub = None
        masked_fill_1: "f32[64, 49, 49]" = torch.ops.aten.masked_fill.Scalar(masked_fill, eq, 0.0);  masked_fill = eq = None
        view_6: "f32[1, 64, 3, 49, 49]" = torch.ops.aten.view.default(add_3, [1, 64, 3, 49, 49]);  add_3 = None
        unsqueeze_4: "f32[64, 1, 49, 49]" = torch.ops.aten.unsqueeze.default(masked_fill_1, 1);  masked_fill_1 = None
        unsqueeze_5: "f32[1, 64, 1, 49, 49]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 0);  unsqueeze_4 = None
        add_4: "f32[1, 64, 3, 49, 49]" = torch.ops.aten.add.Tensor(view_6, unsqueeze_5);  view_6 = unsqueeze_5 = None
        view_7: "f32[64, 3, 49, 49]" = torch.ops.aten.view.default(add_4, [-1, 3, 49, 49]);  add_4 = None
        softmax_1: "f32[64, 3, 49, 49]" = torch.ops.aten.softmax.int(view_7, -1);  view_7 = None
        dropout_4: "f32[64, 3, 49, 49]" = torch.ops.aten.dropout.default(softmax_1, 0.0, False);  softmax_1 = None
        matmul_3: "f32[64, 3, 49, 32]" = torch.ops.aten.matmul.default(dropout_4, select_5);  dropout_4 = select_5 = None
        transpose_3: "f32[64, 49, 3, 32]" = torch.ops.aten.transpose.int(matmul_3, 1, 2);  matmul_3 = None
        reshape_7: "f32[64, 49, 96]" = torch.ops.aten.reshape.default(transpose_3, [64, 49, 96]);  transpose_3 = None
        linear_5: "f32[64, 49, 96]" = torch.ops.aten.linear.default(reshape_7, p_features_1_1_attn_proj_weight, p_features_1_1_attn_proj_bias);  reshape_7 = p_features_1_1_attn_proj_weight = p_features_1_1_attn_proj_bias = None
        dropout_5: "f32[64, 49, 96]" = torch.ops.aten.dropout.default(linear_5, 0.0, False);  linear_5 = None
        view_8: "f32[1, 8, 8, 7, 7, 96]" = torch.ops.aten.view.default(dropout_5, [1, 8, 8, 7, 7, 96]);  dropout_5 = None
        permute_9: "f32[1, 8, 7, 8, 7, 96]" = torch.ops.aten.permute.default(view_8, [0, 1, 3, 2, 4, 5]);  view_8 = None
        reshape_8: "f32[1, 56, 56, 96]" = torch.ops.aten.reshape.default(permute_9, [1, 56, 56, 96]);  permute_9 = None
        roll_1: "f32[1, 56, 56, 96]" = torch.ops.aten.roll.default(reshape_8, [3, 3], [1, 2]);  reshape_8 = None
        alias_1: "f32[1, 56, 56, 96]" = torch.ops.aten.alias.default(roll_1);  roll_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:453 in forward, code: x = x + self.stochastic_depth(self.attn(self.norm1(x)))
        add_5: "f32[1, 56, 56, 96]" = torch.ops.aten.add.Tensor(add_2, alias_1);  add_2 = alias_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_4: "f32[1, 56, 56, 96]" = torch.ops.aten.layer_norm.default(add_5, [96], p_features_1_1_norm2_weight, p_features_1_1_norm2_bias, 1e-05, False);  p_features_1_1_norm2_weight = p_features_1_1_norm2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_6: "f32[1, 56, 56, 384]" = torch.ops.aten.linear.default(layer_norm_4, p_features_1_1_mlp_0_weight, p_features_1_1_mlp_0_bias);  layer_norm_4 = p_features_1_1_mlp_0_weight = p_features_1_1_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_1: "f32[1, 56, 56, 384]" = torch.ops.aten.gelu.default(linear_6);  linear_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_6: "f32[1, 56, 56, 384]" = torch.ops.aten.dropout.default(gelu_1, 0.0, False);  gelu_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_7: "f32[1, 56, 56, 96]" = torch.ops.aten.linear.default(dropout_6, p_features_1_1_mlp_3_weight, p_features_1_1_mlp_3_bias);  dropout_6 = p_features_1_1_mlp_3_weight = p_features_1_1_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_7: "f32[1, 56, 56, 96]" = torch.ops.aten.dropout.default(linear_7, 0.0, False);  linear_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:454 in forward, code: x = x + self.stochastic_depth(self.mlp(self.norm2(x)))
        add_6: "f32[1, 56, 56, 96]" = torch.ops.aten.add.Tensor(add_5, dropout_7);  add_5 = dropout_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:83 in forward, code: x = _patch_merging_pad(x)
        pad_2: "f32[1, 56, 56, 96]" = torch.ops.aten.pad.default(add_6, [0, 0, 0, 0, 0, 0]);  add_6 = None
        slice_19: "f32[1, 28, 56, 96]" = torch.ops.aten.slice.Tensor(pad_2, 1, 0, 9223372036854775807, 2)
        slice_20: "f32[1, 28, 28, 96]" = torch.ops.aten.slice.Tensor(slice_19, 2, 0, 9223372036854775807, 2);  slice_19 = None
        slice_21: "f32[1, 28, 56, 96]" = torch.ops.aten.slice.Tensor(pad_2, 1, 1, 9223372036854775807, 2)
        slice_22: "f32[1, 28, 28, 96]" = torch.ops.aten.slice.Tensor(slice_21, 2, 0, 9223372036854775807, 2);  slice_21 = None
        slice_23: "f32[1, 28, 56, 96]" = torch.ops.aten.slice.Tensor(pad_2, 1, 0, 9223372036854775807, 2)
        slice_24: "f32[1, 28, 28, 96]" = torch.ops.aten.slice.Tensor(slice_23, 2, 1, 9223372036854775807, 2);  slice_23 = None
        slice_25: "f32[1, 28, 56, 96]" = torch.ops.aten.slice.Tensor(pad_2, 1, 1, 9223372036854775807, 2);  pad_2 = None
        slice_26: "f32[1, 28, 28, 96]" = torch.ops.aten.slice.Tensor(slice_25, 2, 1, 9223372036854775807, 2);  slice_25 = None
        cat: "f32[1, 28, 28, 384]" = torch.ops.aten.cat.default([slice_20, slice_22, slice_24, slice_26], -1);  slice_20 = slice_22 = slice_24 = slice_26 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_5: "f32[1, 28, 28, 384]" = torch.ops.aten.layer_norm.default(cat, [384], p_features_2_norm_weight, p_features_2_norm_bias, 1e-05, False);  cat = p_features_2_norm_weight = p_features_2_norm_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_8: "f32[1, 28, 28, 192]" = torch.ops.aten.linear.default(layer_norm_5, p_features_2_reduction_weight);  layer_norm_5 = p_features_2_reduction_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_6: "f32[1, 28, 28, 192]" = torch.ops.aten.layer_norm.default(linear_8, [192], p_features_3_0_norm1_weight, p_features_3_0_norm1_bias, 1e-05, False);  p_features_3_0_norm1_weight = p_features_3_0_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:298 in forward, code: relative_position_bias = self.get_relative_position_bias()
        index_2: "f32[2401, 6]" = torch.ops.aten.index.Tensor(p_features_3_0_attn_relative_position_bias_table, [b_features_3_0_attn_relative_position_index]);  p_features_3_0_attn_relative_position_bias_table = b_features_3_0_attn_relative_position_index = None
        view_9: "f32[49, 49, 6]" = torch.ops.aten.view.default(index_2, [49, 49, -1]);  index_2 = None
        permute_10: "f32[6, 49, 49]" = torch.ops.aten.permute.default(view_9, [2, 0, 1]);  view_9 = None
        contiguous_2: "f32[6, 49, 49]" = torch.ops.aten.contiguous.default(permute_10);  permute_10 = None
        unsqueeze_6: "f32[1, 6, 49, 49]" = torch.ops.aten.unsqueeze.default(contiguous_2, 0);  contiguous_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:299 in forward, code: return shifted_window_attention(
        pad_3: "f32[1, 28, 28, 192]" = torch.ops.aten.pad.default(layer_norm_6, [0, 0, 0, 0, 0, 0]);  layer_norm_6 = None
        view_10: "f32[1, 4, 7, 4, 7, 192]" = torch.ops.aten.view.default(pad_3, [1, 4, 7, 4, 7, 192]);  pad_3 = None
        permute_11: "f32[1, 4, 4, 7, 7, 192]" = torch.ops.aten.permute.default(view_10, [0, 1, 3, 2, 4, 5]);  view_10 = None
        reshape_9: "f32[16, 49, 192]" = torch.ops.aten.reshape.default(permute_11, [16, 49, 192]);  permute_11 = None
        linear_9: "f32[16, 49, 576]" = torch.ops.aten.linear.default(reshape_9, p_features_3_0_attn_qkv_weight, p_features_3_0_attn_qkv_bias);  reshape_9 = p_features_3_0_attn_qkv_weight = p_features_3_0_attn_qkv_bias = None
        reshape_10: "f32[16, 49, 3, 6, 32]" = torch.ops.aten.reshape.default(linear_9, [16, 49, 3, 6, 32]);  linear_9 = None
        permute_12: "f32[3, 16, 6, 49, 32]" = torch.ops.aten.permute.default(reshape_10, [2, 0, 3, 1, 4]);  reshape_10 = None
        select_6: "f32[16, 6, 49, 32]" = torch.ops.aten.select.int(permute_12, 0, 0)
        select_7: "f32[16, 6, 49, 32]" = torch.ops.aten.select.int(permute_12, 0, 1)
        select_8: "f32[16, 6, 49, 32]" = torch.ops.aten.select.int(permute_12, 0, 2);  permute_12 = None
        mul_2: "f32[16, 6, 49, 32]" = torch.ops.aten.mul.Tensor(select_6, 0.1767766952966369);  select_6 = None
        transpose_4: "f32[16, 6, 32, 49]" = torch.ops.aten.transpose.int(select_7, -2, -1);  select_7 = None
        matmul_4: "f32[16, 6, 49, 49]" = torch.ops.aten.matmul.default(mul_2, transpose_4);  mul_2 = transpose_4 = None
        add_7: "f32[16, 6, 49, 49]" = torch.ops.aten.add.Tensor(matmul_4, unsqueeze_6);  matmul_4 = unsqueeze_6 = None
        softmax_2: "f32[16, 6, 49, 49]" = torch.ops.aten.softmax.int(add_7, -1);  add_7 = None
        dropout_8: "f32[16, 6, 49, 49]" = torch.ops.aten.dropout.default(softmax_2, 0.0, False);  softmax_2 = None
        matmul_5: "f32[16, 6, 49, 32]" = torch.ops.aten.matmul.default(dropout_8, select_8);  dropout_8 = select_8 = None
        transpose_5: "f32[16, 49, 6, 32]" = torch.ops.aten.transpose.int(matmul_5, 1, 2);  matmul_5 = None
        reshape_11: "f32[16, 49, 192]" = torch.ops.aten.reshape.default(transpose_5, [16, 49, 192]);  transpose_5 = None
        linear_10: "f32[16, 49, 192]" = torch.ops.aten.linear.default(reshape_11, p_features_3_0_attn_proj_weight, p_features_3_0_attn_proj_bias);  reshape_11 = p_features_3_0_attn_proj_weight = p_features_3_0_attn_proj_bias = None
        dropout_9: "f32[16, 49, 192]" = torch.ops.aten.dropout.default(linear_10, 0.0, False);  linear_10 = None
        view_11: "f32[1, 4, 4, 7, 7, 192]" = torch.ops.aten.view.default(dropout_9, [1, 4, 4, 7, 7, 192]);  dropout_9 = None
        permute_13: "f32[1, 4, 7, 4, 7, 192]" = torch.ops.aten.permute.default(view_11, [0, 1, 3, 2, 4, 5]);  view_11 = None
        reshape_12: "f32[1, 28, 28, 192]" = torch.ops.aten.reshape.default(permute_13, [1, 28, 28, 192]);  permute_13 = None
        alias_2: "f32[1, 28, 28, 192]" = torch.ops.aten.alias.default(reshape_12);  reshape_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:453 in forward, code: x = x + self.stochastic_depth(self.attn(self.norm1(x)))
        add_8: "f32[1, 28, 28, 192]" = torch.ops.aten.add.Tensor(linear_8, alias_2);  linear_8 = alias_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_7: "f32[1, 28, 28, 192]" = torch.ops.aten.layer_norm.default(add_8, [192], p_features_3_0_norm2_weight, p_features_3_0_norm2_bias, 1e-05, False);  p_features_3_0_norm2_weight = p_features_3_0_norm2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_11: "f32[1, 28, 28, 768]" = torch.ops.aten.linear.default(layer_norm_7, p_features_3_0_mlp_0_weight, p_features_3_0_mlp_0_bias);  layer_norm_7 = p_features_3_0_mlp_0_weight = p_features_3_0_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_2: "f32[1, 28, 28, 768]" = torch.ops.aten.gelu.default(linear_11);  linear_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_10: "f32[1, 28, 28, 768]" = torch.ops.aten.dropout.default(gelu_2, 0.0, False);  gelu_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_12: "f32[1, 28, 28, 192]" = torch.ops.aten.linear.default(dropout_10, p_features_3_0_mlp_3_weight, p_features_3_0_mlp_3_bias);  dropout_10 = p_features_3_0_mlp_3_weight = p_features_3_0_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_11: "f32[1, 28, 28, 192]" = torch.ops.aten.dropout.default(linear_12, 0.0, False);  linear_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:454 in forward, code: x = x + self.stochastic_depth(self.mlp(self.norm2(x)))
        add_9: "f32[1, 28, 28, 192]" = torch.ops.aten.add.Tensor(add_8, dropout_11);  add_8 = dropout_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_8: "f32[1, 28, 28, 192]" = torch.ops.aten.layer_norm.default(add_9, [192], p_features_3_1_norm1_weight, p_features_3_1_norm1_bias, 1e-05, False);  p_features_3_1_norm1_weight = p_features_3_1_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:298 in forward, code: relative_position_bias = self.get_relative_position_bias()
        index_3: "f32[2401, 6]" = torch.ops.aten.index.Tensor(p_features_3_1_attn_relative_position_bias_table, [b_features_3_1_attn_relative_position_index]);  p_features_3_1_attn_relative_position_bias_table = b_features_3_1_attn_relative_position_index = None
        view_12: "f32[49, 49, 6]" = torch.ops.aten.view.default(index_3, [49, 49, -1]);  index_3 = None
        permute_14: "f32[6, 49, 49]" = torch.ops.aten.permute.default(view_12, [2, 0, 1]);  view_12 = None
        contiguous_3: "f32[6, 49, 49]" = torch.ops.aten.contiguous.default(permute_14);  permute_14 = None
        unsqueeze_7: "f32[1, 6, 49, 49]" = torch.ops.aten.unsqueeze.default(contiguous_3, 0);  contiguous_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:299 in forward, code: return shifted_window_attention(
        pad_4: "f32[1, 28, 28, 192]" = torch.ops.aten.pad.default(layer_norm_8, [0, 0, 0, 0, 0, 0]);  layer_norm_8 = None
        roll_2: "f32[1, 28, 28, 192]" = torch.ops.aten.roll.default(pad_4, [-3, -3], [1, 2]);  pad_4 = None
        view_13: "f32[1, 4, 7, 4, 7, 192]" = torch.ops.aten.view.default(roll_2, [1, 4, 7, 4, 7, 192]);  roll_2 = None
        permute_15: "f32[1, 4, 4, 7, 7, 192]" = torch.ops.aten.permute.default(view_13, [0, 1, 3, 2, 4, 5]);  view_13 = None
        reshape_13: "f32[16, 49, 192]" = torch.ops.aten.reshape.default(permute_15, [16, 49, 192]);  permute_15 = None
        linear_13: "f32[16, 49, 576]" = torch.ops.aten.linear.default(reshape_13, p_features_3_1_attn_qkv_weight, p_features_3_1_attn_qkv_bias);  p_features_3_1_attn_qkv_weight = p_features_3_1_attn_qkv_bias = None
        reshape_14: "f32[16, 49, 3, 6, 32]" = torch.ops.aten.reshape.default(linear_13, [16, 49, 3, 6, 32]);  linear_13 = None
        permute_16: "f32[3, 16, 6, 49, 32]" = torch.ops.aten.permute.default(reshape_14, [2, 0, 3, 1, 4]);  reshape_14 = None
        select_9: "f32[16, 6, 49, 32]" = torch.ops.aten.select.int(permute_16, 0, 0)
        select_10: "f32[16, 6, 49, 32]" = torch.ops.aten.select.int(permute_16, 0, 1)
        select_11: "f32[16, 6, 49, 32]" = torch.ops.aten.select.int(permute_16, 0, 2);  permute_16 = None
        mul_3: "f32[16, 6, 49, 32]" = torch.ops.aten.mul.Tensor(select_9, 0.1767766952966369);  select_9 = None
        transpose_6: "f32[16, 6, 32, 49]" = torch.ops.aten.transpose.int(select_10, -2, -1);  select_10 = None
        matmul_6: "f32[16, 6, 49, 49]" = torch.ops.aten.matmul.default(mul_3, transpose_6);  mul_3 = transpose_6 = None
        add_10: "f32[16, 6, 49, 49]" = torch.ops.aten.add.Tensor(matmul_6, unsqueeze_7);  matmul_6 = unsqueeze_7 = None
        new_zeros_1: "f32[28, 28]" = torch.ops.aten.new_zeros.default(reshape_13, [28, 28], pin_memory = False);  reshape_13 = None
        lift_fresh_copy_9: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_3_1_attn_lifted_tensor_9);  c_features_3_1_attn_lifted_tensor_9 = None
        slice_27: "f32[21, 28]" = torch.ops.aten.slice.Tensor(new_zeros_1, 0, 0, -7)
        slice_28: "f32[21, 21]" = torch.ops.aten.slice.Tensor(slice_27, 1, 0, -7);  slice_27 = None
        fill__9: "f32[21, 21]" = torch.ops.aten.fill_.Tensor(slice_28, lift_fresh_copy_9);  slice_28 = lift_fresh_copy_9 = fill__9 = None
        lift_fresh_copy_10: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_3_1_attn_lifted_tensor_10);  c_features_3_1_attn_lifted_tensor_10 = None
        slice_29: "f32[21, 28]" = torch.ops.aten.slice.Tensor(new_zeros_1, 0, 0, -7)
        slice_30: "f32[21, 4]" = torch.ops.aten.slice.Tensor(slice_29, 1, -7, -3);  slice_29 = None
        fill__10: "f32[21, 4]" = torch.ops.aten.fill_.Tensor(slice_30, lift_fresh_copy_10);  slice_30 = lift_fresh_copy_10 = fill__10 = None
        lift_fresh_copy_11: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_3_1_attn_lifted_tensor_11);  c_features_3_1_attn_lifted_tensor_11 = None
        slice_31: "f32[21, 28]" = torch.ops.aten.slice.Tensor(new_zeros_1, 0, 0, -7)
        slice_32: "f32[21, 3]" = torch.ops.aten.slice.Tensor(slice_31, 1, -3, 9223372036854775807);  slice_31 = None
        fill__11: "f32[21, 3]" = torch.ops.aten.fill_.Tensor(slice_32, lift_fresh_copy_11);  slice_32 = lift_fresh_copy_11 = fill__11 = None
        lift_fresh_copy_12: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_3_1_attn_lifted_tensor_12);  c_features_3_1_attn_lifted_tensor_12 = None
        slice_33: "f32[4, 28]" = torch.ops.aten.slice.Tensor(new_zeros_1, 0, -7, -3)
        slice_34: "f32[4, 21]" = torch.ops.aten.slice.Tensor(slice_33, 1, 0, -7);  slice_33 = None
        fill__12: "f32[4, 21]" = torch.ops.aten.fill_.Tensor(slice_34, lift_fresh_copy_12);  slice_34 = lift_fresh_copy_12 = fill__12 = None
        lift_fresh_copy_13: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_3_1_attn_lifted_tensor_13);  c_features_3_1_attn_lifted_tensor_13 = None
        slice_35: "f32[4, 28]" = torch.ops.aten.slice.Tensor(new_zeros_1, 0, -7, -3)
        slice_36: "f32[4, 4]" = torch.ops.aten.slice.Tensor(slice_35, 1, -7, -3);  slice_35 = None
        fill__13: "f32[4, 4]" = torch.ops.aten.fill_.Tensor(slice_36, lift_fresh_copy_13);  slice_36 = lift_fresh_copy_13 = fill__13 = None
        lift_fresh_copy_14: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_3_1_attn_lifted_tensor_14);  c_features_3_1_attn_lifted_tensor_14 = None
        slice_37: "f32[4, 28]" = torch.ops.aten.slice.Tensor(new_zeros_1, 0, -7, -3)
        slice_38: "f32[4, 3]" = torch.ops.aten.slice.Tensor(slice_37, 1, -3, 9223372036854775807);  slice_37 = None
        fill__14: "f32[4, 3]" = torch.ops.aten.fill_.Tensor(slice_38, lift_fresh_copy_14);  slice_38 = lift_fresh_copy_14 = fill__14 = None
        lift_fresh_copy_15: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_3_1_attn_lifted_tensor_15);  c_features_3_1_attn_lifted_tensor_15 = None
        slice_39: "f32[3, 28]" = torch.ops.aten.slice.Tensor(new_zeros_1, 0, -3, 9223372036854775807)
        slice_40: "f32[3, 21]" = torch.ops.aten.slice.Tensor(slice_39, 1, 0, -7);  slice_39 = None
        fill__15: "f32[3, 21]" = torch.ops.aten.fill_.Tensor(slice_40, lift_fresh_copy_15);  slice_40 = lift_fresh_copy_15 = fill__15 = None
        lift_fresh_copy_16: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_3_1_attn_lifted_tensor_16);  c_features_3_1_attn_lifted_tensor_16 = None
        slice_41: "f32[3, 28]" = torch.ops.aten.slice.Tensor(new_zeros_1, 0, -3, 9223372036854775807)
        slice_42: "f32[3, 4]" = torch.ops.aten.slice.Tensor(slice_41, 1, -7, -3);  slice_41 = None
        fill__16: "f32[3, 4]" = torch.ops.aten.fill_.Tensor(slice_42, lift_fresh_copy_16);  slice_42 = lift_fresh_copy_16 = fill__16 = None
        lift_fresh_copy_17: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_3_1_attn_lifted_tensor_17);  c_features_3_1_attn_lifted_tensor_17 = None
        slice_43: "f32[3, 28]" = torch.ops.aten.slice.Tensor(new_zeros_1, 0, -3, 9223372036854775807)
        slice_44: "f32[3, 3]" = torch.ops.aten.slice.Tensor(slice_43, 1, -3, 9223372036854775807);  slice_43 = None
        fill__17: "f32[3, 3]" = torch.ops.aten.fill_.Tensor(slice_44, lift_fresh_copy_17);  slice_44 = lift_fresh_copy_17 = fill__17 = None
        view_14: "f32[4, 7, 4, 7]" = torch.ops.aten.view.default(new_zeros_1, [4, 7, 4, 7]);  new_zeros_1 = None
        permute_17: "f32[4, 4, 7, 7]" = torch.ops.aten.permute.default(view_14, [0, 2, 1, 3]);  view_14 = None
        reshape_15: "f32[16, 49]" = torch.ops.aten.reshape.default(permute_17, [16, 49]);  permute_17 = None
        unsqueeze_8: "f32[16, 1, 49]" = torch.ops.aten.unsqueeze.default(reshape_15, 1)
        unsqueeze_9: "f32[16, 49, 1]" = torch.ops.aten.unsqueeze.default(reshape_15, 2);  reshape_15 = None
        sub_1: "f32[16, 49, 49]" = torch.ops.aten.sub.Tensor(unsqueeze_8, unsqueeze_9);  unsqueeze_8 = unsqueeze_9 = None
        ne_1: "b8[16, 49, 49]" = torch.ops.aten.ne.Scalar(sub_1, 0)
        masked_fill_2: "f32[16, 49, 49]" = torch.ops.aten.masked_fill.Scalar(sub_1, ne_1, -100.0);  ne_1 = None
        eq_1: "b8[16, 49, 49]" = torch.ops.aten.eq.Scalar(sub_1, 0);  sub_1 = None
        masked_fill_3: "f32[16, 49, 49]" = torch.ops.aten.masked_fill.Scalar(masked_fill_2, eq_1, 0.0);  masked_fill_2 = eq_1 = None
        view_15: "f32[1, 16, 6, 49, 49]" = torch.ops.aten.view.default(add_10, [1, 16, 6, 49, 49]);  add_10 = None
        unsqueeze_10: "f32[16, 1, 49, 49]" = torch.ops.aten.unsqueeze.default(masked_fill_3, 1);  masked_fill_3 = None
        unsqueeze_11: "f32[1, 16, 1, 49, 49]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, 0);  unsqueeze_10 = None
        add_11: "f32[1, 16, 6, 49, 49]" = torch.ops.aten.add.Tensor(view_15, unsqueeze_11);  view_15 = unsqueeze_11 = None
        view_16: "f32[16, 6, 49, 49]" = torch.ops.aten.view.default(add_11, [-1, 6, 49, 49]);  add_11 = None
        softmax_3: "f32[16, 6, 49, 49]" = torch.ops.aten.softmax.int(view_16, -1);  view_16 = None
        dropout_12: "f32[16, 6, 49, 49]" = torch.ops.aten.dropout.default(softmax_3, 0.0, False);  softmax_3 = None
        matmul_7: "f32[16, 6, 49, 32]" = torch.ops.aten.matmul.default(dropout_12, select_11);  dropout_12 = select_11 = None
        transpose_7: "f32[16, 49, 6, 32]" = torch.ops.aten.transpose.int(matmul_7, 1, 2);  matmul_7 = None
        reshape_16: "f32[16, 49, 192]" = torch.ops.aten.reshape.default(transpose_7, [16, 49, 192]);  transpose_7 = None
        linear_14: "f32[16, 49, 192]" = torch.ops.aten.linear.default(reshape_16, p_features_3_1_attn_proj_weight, p_features_3_1_attn_proj_bias);  reshape_16 = p_features_3_1_attn_proj_weight = p_features_3_1_attn_proj_bias = None
        dropout_13: "f32[16, 49, 192]" = torch.ops.aten.dropout.default(linear_14, 0.0, False);  linear_14 = None
        view_17: "f32[1, 4, 4, 7, 7, 192]" = torch.ops.aten.view.default(dropout_13, [1, 4, 4, 7, 7, 192]);  dropout_13 = None
        permute_18: "f32[1, 4, 7, 4, 7, 192]" = torch.ops.aten.permute.default(view_17, [0, 1, 3, 2, 4, 5]);  view_17 = None
        reshape_17: "f32[1, 28, 28, 192]" = torch.ops.aten.reshape.default(permute_18, [1, 28, 28, 192]);  permute_18 = None
        roll_3: "f32[1, 28, 28, 192]" = torch.ops.aten.roll.default(reshape_17, [3, 3], [1, 2]);  reshape_17 = None
        alias_3: "f32[1, 28, 28, 192]" = torch.ops.aten.alias.default(roll_3);  roll_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:453 in forward, code: x = x + self.stochastic_depth(self.attn(self.norm1(x)))
        add_12: "f32[1, 28, 28, 192]" = torch.ops.aten.add.Tensor(add_9, alias_3);  add_9 = alias_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_9: "f32[1, 28, 28, 192]" = torch.ops.aten.layer_norm.default(add_12, [192], p_features_3_1_norm2_weight, p_features_3_1_norm2_bias, 1e-05, False);  p_features_3_1_norm2_weight = p_features_3_1_norm2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_15: "f32[1, 28, 28, 768]" = torch.ops.aten.linear.default(layer_norm_9, p_features_3_1_mlp_0_weight, p_features_3_1_mlp_0_bias);  layer_norm_9 = p_features_3_1_mlp_0_weight = p_features_3_1_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_3: "f32[1, 28, 28, 768]" = torch.ops.aten.gelu.default(linear_15);  linear_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_14: "f32[1, 28, 28, 768]" = torch.ops.aten.dropout.default(gelu_3, 0.0, False);  gelu_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_16: "f32[1, 28, 28, 192]" = torch.ops.aten.linear.default(dropout_14, p_features_3_1_mlp_3_weight, p_features_3_1_mlp_3_bias);  dropout_14 = p_features_3_1_mlp_3_weight = p_features_3_1_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_15: "f32[1, 28, 28, 192]" = torch.ops.aten.dropout.default(linear_16, 0.0, False);  linear_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:454 in forward, code: x = x + self.stochastic_depth(self.mlp(self.norm2(x)))
        add_13: "f32[1, 28, 28, 192]" = torch.ops.aten.add.Tensor(add_12, dropout_15);  add_12 = dropout_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:83 in forward, code: x = _patch_merging_pad(x)
        pad_5: "f32[1, 28, 28, 192]" = torch.ops.aten.pad.default(add_13, [0, 0, 0, 0, 0, 0]);  add_13 = None
        slice_45: "f32[1, 14, 28, 192]" = torch.ops.aten.slice.Tensor(pad_5, 1, 0, 9223372036854775807, 2)
        slice_46: "f32[1, 14, 14, 192]" = torch.ops.aten.slice.Tensor(slice_45, 2, 0, 9223372036854775807, 2);  slice_45 = None
        slice_47: "f32[1, 14, 28, 192]" = torch.ops.aten.slice.Tensor(pad_5, 1, 1, 9223372036854775807, 2)
        slice_48: "f32[1, 14, 14, 192]" = torch.ops.aten.slice.Tensor(slice_47, 2, 0, 9223372036854775807, 2);  slice_47 = None
        slice_49: "f32[1, 14, 28, 192]" = torch.ops.aten.slice.Tensor(pad_5, 1, 0, 9223372036854775807, 2)
        slice_50: "f32[1, 14, 14, 192]" = torch.ops.aten.slice.Tensor(slice_49, 2, 1, 9223372036854775807, 2);  slice_49 = None
        slice_51: "f32[1, 14, 28, 192]" = torch.ops.aten.slice.Tensor(pad_5, 1, 1, 9223372036854775807, 2);  pad_5 = None
        slice_52: "f32[1, 14, 14, 192]" = torch.ops.aten.slice.Tensor(slice_51, 2, 1, 9223372036854775807, 2);  slice_51 = None
        cat_1: "f32[1, 14, 14, 768]" = torch.ops.aten.cat.default([slice_46, slice_48, slice_50, slice_52], -1);  slice_46 = slice_48 = slice_50 = slice_52 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_10: "f32[1, 14, 14, 768]" = torch.ops.aten.layer_norm.default(cat_1, [768], p_features_4_norm_weight, p_features_4_norm_bias, 1e-05, False);  cat_1 = p_features_4_norm_weight = p_features_4_norm_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_17: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(layer_norm_10, p_features_4_reduction_weight);  layer_norm_10 = p_features_4_reduction_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_11: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(linear_17, [384], p_features_5_0_norm1_weight, p_features_5_0_norm1_bias, 1e-05, False);  p_features_5_0_norm1_weight = p_features_5_0_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:298 in forward, code: relative_position_bias = self.get_relative_position_bias()
        index_4: "f32[2401, 12]" = torch.ops.aten.index.Tensor(p_features_5_0_attn_relative_position_bias_table, [b_features_5_0_attn_relative_position_index]);  p_features_5_0_attn_relative_position_bias_table = b_features_5_0_attn_relative_position_index = None
        view_18: "f32[49, 49, 12]" = torch.ops.aten.view.default(index_4, [49, 49, -1]);  index_4 = None
        permute_19: "f32[12, 49, 49]" = torch.ops.aten.permute.default(view_18, [2, 0, 1]);  view_18 = None
        contiguous_4: "f32[12, 49, 49]" = torch.ops.aten.contiguous.default(permute_19);  permute_19 = None
        unsqueeze_12: "f32[1, 12, 49, 49]" = torch.ops.aten.unsqueeze.default(contiguous_4, 0);  contiguous_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:299 in forward, code: return shifted_window_attention(
        pad_6: "f32[1, 14, 14, 384]" = torch.ops.aten.pad.default(layer_norm_11, [0, 0, 0, 0, 0, 0]);  layer_norm_11 = None
        view_19: "f32[1, 2, 7, 2, 7, 384]" = torch.ops.aten.view.default(pad_6, [1, 2, 7, 2, 7, 384]);  pad_6 = None
        permute_20: "f32[1, 2, 2, 7, 7, 384]" = torch.ops.aten.permute.default(view_19, [0, 1, 3, 2, 4, 5]);  view_19 = None
        reshape_18: "f32[4, 49, 384]" = torch.ops.aten.reshape.default(permute_20, [4, 49, 384]);  permute_20 = None
        linear_18: "f32[4, 49, 1152]" = torch.ops.aten.linear.default(reshape_18, p_features_5_0_attn_qkv_weight, p_features_5_0_attn_qkv_bias);  reshape_18 = p_features_5_0_attn_qkv_weight = p_features_5_0_attn_qkv_bias = None
        reshape_19: "f32[4, 49, 3, 12, 32]" = torch.ops.aten.reshape.default(linear_18, [4, 49, 3, 12, 32]);  linear_18 = None
        permute_21: "f32[3, 4, 12, 49, 32]" = torch.ops.aten.permute.default(reshape_19, [2, 0, 3, 1, 4]);  reshape_19 = None
        select_12: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_21, 0, 0)
        select_13: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_21, 0, 1)
        select_14: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_21, 0, 2);  permute_21 = None
        mul_4: "f32[4, 12, 49, 32]" = torch.ops.aten.mul.Tensor(select_12, 0.1767766952966369);  select_12 = None
        transpose_8: "f32[4, 12, 32, 49]" = torch.ops.aten.transpose.int(select_13, -2, -1);  select_13 = None
        matmul_8: "f32[4, 12, 49, 49]" = torch.ops.aten.matmul.default(mul_4, transpose_8);  mul_4 = transpose_8 = None
        add_14: "f32[4, 12, 49, 49]" = torch.ops.aten.add.Tensor(matmul_8, unsqueeze_12);  matmul_8 = unsqueeze_12 = None
        softmax_4: "f32[4, 12, 49, 49]" = torch.ops.aten.softmax.int(add_14, -1);  add_14 = None
        dropout_16: "f32[4, 12, 49, 49]" = torch.ops.aten.dropout.default(softmax_4, 0.0, False);  softmax_4 = None
        matmul_9: "f32[4, 12, 49, 32]" = torch.ops.aten.matmul.default(dropout_16, select_14);  dropout_16 = select_14 = None
        transpose_9: "f32[4, 49, 12, 32]" = torch.ops.aten.transpose.int(matmul_9, 1, 2);  matmul_9 = None
        reshape_20: "f32[4, 49, 384]" = torch.ops.aten.reshape.default(transpose_9, [4, 49, 384]);  transpose_9 = None
        linear_19: "f32[4, 49, 384]" = torch.ops.aten.linear.default(reshape_20, p_features_5_0_attn_proj_weight, p_features_5_0_attn_proj_bias);  reshape_20 = p_features_5_0_attn_proj_weight = p_features_5_0_attn_proj_bias = None
        dropout_17: "f32[4, 49, 384]" = torch.ops.aten.dropout.default(linear_19, 0.0, False);  linear_19 = None
        view_20: "f32[1, 2, 2, 7, 7, 384]" = torch.ops.aten.view.default(dropout_17, [1, 2, 2, 7, 7, 384]);  dropout_17 = None
        permute_22: "f32[1, 2, 7, 2, 7, 384]" = torch.ops.aten.permute.default(view_20, [0, 1, 3, 2, 4, 5]);  view_20 = None
        reshape_21: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(permute_22, [1, 14, 14, 384]);  permute_22 = None
        alias_4: "f32[1, 14, 14, 384]" = torch.ops.aten.alias.default(reshape_21);  reshape_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:453 in forward, code: x = x + self.stochastic_depth(self.attn(self.norm1(x)))
        add_15: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(linear_17, alias_4);  linear_17 = alias_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_12: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(add_15, [384], p_features_5_0_norm2_weight, p_features_5_0_norm2_bias, 1e-05, False);  p_features_5_0_norm2_weight = p_features_5_0_norm2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_20: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_12, p_features_5_0_mlp_0_weight, p_features_5_0_mlp_0_bias);  layer_norm_12 = p_features_5_0_mlp_0_weight = p_features_5_0_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_4: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_20);  linear_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_18: "f32[1, 14, 14, 1536]" = torch.ops.aten.dropout.default(gelu_4, 0.0, False);  gelu_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_21: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(dropout_18, p_features_5_0_mlp_3_weight, p_features_5_0_mlp_3_bias);  dropout_18 = p_features_5_0_mlp_3_weight = p_features_5_0_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_19: "f32[1, 14, 14, 384]" = torch.ops.aten.dropout.default(linear_21, 0.0, False);  linear_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:454 in forward, code: x = x + self.stochastic_depth(self.mlp(self.norm2(x)))
        add_16: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(add_15, dropout_19);  add_15 = dropout_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_13: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(add_16, [384], p_features_5_1_norm1_weight, p_features_5_1_norm1_bias, 1e-05, False);  p_features_5_1_norm1_weight = p_features_5_1_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:298 in forward, code: relative_position_bias = self.get_relative_position_bias()
        index_5: "f32[2401, 12]" = torch.ops.aten.index.Tensor(p_features_5_1_attn_relative_position_bias_table, [b_features_5_1_attn_relative_position_index]);  p_features_5_1_attn_relative_position_bias_table = b_features_5_1_attn_relative_position_index = None
        view_21: "f32[49, 49, 12]" = torch.ops.aten.view.default(index_5, [49, 49, -1]);  index_5 = None
        permute_23: "f32[12, 49, 49]" = torch.ops.aten.permute.default(view_21, [2, 0, 1]);  view_21 = None
        contiguous_5: "f32[12, 49, 49]" = torch.ops.aten.contiguous.default(permute_23);  permute_23 = None
        unsqueeze_13: "f32[1, 12, 49, 49]" = torch.ops.aten.unsqueeze.default(contiguous_5, 0);  contiguous_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:299 in forward, code: return shifted_window_attention(
        pad_7: "f32[1, 14, 14, 384]" = torch.ops.aten.pad.default(layer_norm_13, [0, 0, 0, 0, 0, 0]);  layer_norm_13 = None
        roll_4: "f32[1, 14, 14, 384]" = torch.ops.aten.roll.default(pad_7, [-3, -3], [1, 2]);  pad_7 = None
        view_22: "f32[1, 2, 7, 2, 7, 384]" = torch.ops.aten.view.default(roll_4, [1, 2, 7, 2, 7, 384]);  roll_4 = None
        permute_24: "f32[1, 2, 2, 7, 7, 384]" = torch.ops.aten.permute.default(view_22, [0, 1, 3, 2, 4, 5]);  view_22 = None
        reshape_22: "f32[4, 49, 384]" = torch.ops.aten.reshape.default(permute_24, [4, 49, 384]);  permute_24 = None
        linear_22: "f32[4, 49, 1152]" = torch.ops.aten.linear.default(reshape_22, p_features_5_1_attn_qkv_weight, p_features_5_1_attn_qkv_bias);  p_features_5_1_attn_qkv_weight = p_features_5_1_attn_qkv_bias = None
        reshape_23: "f32[4, 49, 3, 12, 32]" = torch.ops.aten.reshape.default(linear_22, [4, 49, 3, 12, 32]);  linear_22 = None
        permute_25: "f32[3, 4, 12, 49, 32]" = torch.ops.aten.permute.default(reshape_23, [2, 0, 3, 1, 4]);  reshape_23 = None
        select_15: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_25, 0, 0)
        select_16: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_25, 0, 1)
        select_17: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_25, 0, 2);  permute_25 = None
        mul_5: "f32[4, 12, 49, 32]" = torch.ops.aten.mul.Tensor(select_15, 0.1767766952966369);  select_15 = None
        transpose_10: "f32[4, 12, 32, 49]" = torch.ops.aten.transpose.int(select_16, -2, -1);  select_16 = None
        matmul_10: "f32[4, 12, 49, 49]" = torch.ops.aten.matmul.default(mul_5, transpose_10);  mul_5 = transpose_10 = None
        add_17: "f32[4, 12, 49, 49]" = torch.ops.aten.add.Tensor(matmul_10, unsqueeze_13);  matmul_10 = unsqueeze_13 = None
        new_zeros_2: "f32[14, 14]" = torch.ops.aten.new_zeros.default(reshape_22, [14, 14], pin_memory = False);  reshape_22 = None
        lift_fresh_copy_18: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_1_attn_lifted_tensor_18);  c_features_5_1_attn_lifted_tensor_18 = None
        slice_53: "f32[7, 14]" = torch.ops.aten.slice.Tensor(new_zeros_2, 0, 0, -7)
        slice_54: "f32[7, 7]" = torch.ops.aten.slice.Tensor(slice_53, 1, 0, -7);  slice_53 = None
        fill__18: "f32[7, 7]" = torch.ops.aten.fill_.Tensor(slice_54, lift_fresh_copy_18);  slice_54 = lift_fresh_copy_18 = fill__18 = None
        lift_fresh_copy_19: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_1_attn_lifted_tensor_19);  c_features_5_1_attn_lifted_tensor_19 = None
        slice_55: "f32[7, 14]" = torch.ops.aten.slice.Tensor(new_zeros_2, 0, 0, -7)
        slice_56: "f32[7, 4]" = torch.ops.aten.slice.Tensor(slice_55, 1, -7, -3);  slice_55 = None
        fill__19: "f32[7, 4]" = torch.ops.aten.fill_.Tensor(slice_56, lift_fresh_copy_19);  slice_56 = lift_fresh_copy_19 = fill__19 = None
        lift_fresh_copy_20: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_1_attn_lifted_tensor_20);  c_features_5_1_attn_lifted_tensor_20 = None
        slice_57: "f32[7, 14]" = torch.ops.aten.slice.Tensor(new_zeros_2, 0, 0, -7)
        slice_58: "f32[7, 3]" = torch.ops.aten.slice.Tensor(slice_57, 1, -3, 9223372036854775807);  slice_57 = None
        fill__20: "f32[7, 3]" = torch.ops.aten.fill_.Tensor(slice_58, lift_fresh_copy_20);  slice_58 = lift_fresh_copy_20 = fill__20 = None
        lift_fresh_copy_21: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_1_attn_lifted_tensor_21);  c_features_5_1_attn_lifted_tensor_21 = None
        slice_59: "f32[4, 14]" = torch.ops.aten.slice.Tensor(new_zeros_2, 0, -7, -3)
        slice_60: "f32[4, 7]" = torch.ops.aten.slice.Tensor(slice_59, 1, 0, -7);  slice_59 = None
        fill__21: "f32[4, 7]" = torch.ops.aten.fill_.Tensor(slice_60, lift_fresh_copy_21);  slice_60 = lift_fresh_copy_21 = fill__21 = None
        lift_fresh_copy_22: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_1_attn_lifted_tensor_22);  c_features_5_1_attn_lifted_tensor_22 = None
        slice_61: "f32[4, 14]" = torch.ops.aten.slice.Tensor(new_zeros_2, 0, -7, -3)
        slice_62: "f32[4, 4]" = torch.ops.aten.slice.Tensor(slice_61, 1, -7, -3);  slice_61 = None
        fill__22: "f32[4, 4]" = torch.ops.aten.fill_.Tensor(slice_62, lift_fresh_copy_22);  slice_62 = lift_fresh_copy_22 = fill__22 = None
        lift_fresh_copy_23: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_1_attn_lifted_tensor_23);  c_features_5_1_attn_lifted_tensor_23 = None
        slice_63: "f32[4, 14]" = torch.ops.aten.slice.Tensor(new_zeros_2, 0, -7, -3)
        slice_64: "f32[4, 3]" = torch.ops.aten.slice.Tensor(slice_63, 1, -3, 9223372036854775807);  slice_63 = None
        fill__23: "f32[4, 3]" = torch.ops.aten.fill_.Tensor(slice_64, lift_fresh_copy_23);  slice_64 = lift_fresh_copy_23 = fill__23 = None
        lift_fresh_copy_24: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_1_attn_lifted_tensor_24);  c_features_5_1_attn_lifted_tensor_24 = None
        slice_65: "f32[3, 14]" = torch.ops.aten.slice.Tensor(new_zeros_2, 0, -3, 9223372036854775807)
        slice_66: "f32[3, 7]" = torch.ops.aten.slice.Tensor(slice_65, 1, 0, -7);  slice_65 = None
        fill__24: "f32[3, 7]" = torch.ops.aten.fill_.Tensor(slice_66, lift_fresh_copy_24);  slice_66 = lift_fresh_copy_24 = fill__24 = None
        lift_fresh_copy_25: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_1_attn_lifted_tensor_25);  c_features_5_1_attn_lifted_tensor_25 = None
        slice_67: "f32[3, 14]" = torch.ops.aten.slice.Tensor(new_zeros_2, 0, -3, 9223372036854775807)
        slice_68: "f32[3, 4]" = torch.ops.aten.slice.Tensor(slice_67, 1, -7, -3);  slice_67 = None
        fill__25: "f32[3, 4]" = torch.ops.aten.fill_.Tensor(slice_68, lift_fresh_copy_25);  slice_68 = lift_fresh_copy_25 = fill__25 = None
        lift_fresh_copy_26: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_1_attn_lifted_tensor_26);  c_features_5_1_attn_lifted_tensor_26 = None
        slice_69: "f32[3, 14]" = torch.ops.aten.slice.Tensor(new_zeros_2, 0, -3, 9223372036854775807)
        slice_70: "f32[3, 3]" = torch.ops.aten.slice.Tensor(slice_69, 1, -3, 9223372036854775807);  slice_69 = None
        fill__26: "f32[3, 3]" = torch.ops.aten.fill_.Tensor(slice_70, lift_fresh_copy_26);  slice_70 = lift_fresh_copy_26 = fill__26 = None
        view_23: "f32[2, 7, 2, 7]" = torch.ops.aten.view.default(new_zeros_2, [2, 7, 2, 7]);  new_zeros_2 = None
        permute_26: "f32[2, 2, 7, 7]" = torch.ops.aten.permute.default(view_23, [0, 2, 1, 3]);  view_23 = None
        reshape_24: "f32[4, 49]" = torch.ops.aten.reshape.default(permute_26, [4, 49]);  permute_26 = None
        unsqueeze_14: "f32[4, 1, 49]" = torch.ops.aten.unsqueeze.default(reshape_24, 1)
        unsqueeze_15: "f32[4, 49, 1]" = torch.ops.aten.unsqueeze.default(reshape_24, 2);  reshape_24 = None
        sub_2: "f32[4, 49, 49]" = torch.ops.aten.sub.Tensor(unsqueeze_14, unsqueeze_15);  unsqueeze_14 = unsqueeze_15 = None
        ne_2: "b8[4, 49, 49]" = torch.ops.aten.ne.Scalar(sub_2, 0)
        masked_fill_4: "f32[4, 49, 49]" = torch.ops.aten.masked_fill.Scalar(sub_2, ne_2, -100.0);  ne_2 = None
        eq_2: "b8[4, 49, 49]" = torch.ops.aten.eq.Scalar(sub_2, 0);  sub_2 = None
        masked_fill_5: "f32[4, 49, 49]" = torch.ops.aten.masked_fill.Scalar(masked_fill_4, eq_2, 0.0);  masked_fill_4 = eq_2 = None
        view_24: "f32[1, 4, 12, 49, 49]" = torch.ops.aten.view.default(add_17, [1, 4, 12, 49, 49]);  add_17 = None
        unsqueeze_16: "f32[4, 1, 49, 49]" = torch.ops.aten.unsqueeze.default(masked_fill_5, 1);  masked_fill_5 = None
        unsqueeze_17: "f32[1, 4, 1, 49, 49]" = torch.ops.aten.unsqueeze.default(unsqueeze_16, 0);  unsqueeze_16 = None
        add_18: "f32[1, 4, 12, 49, 49]" = torch.ops.aten.add.Tensor(view_24, unsqueeze_17);  view_24 = unsqueeze_17 = None
        view_25: "f32[4, 12, 49, 49]" = torch.ops.aten.view.default(add_18, [-1, 12, 49, 49]);  add_18 = None
        softmax_5: "f32[4, 12, 49, 49]" = torch.ops.aten.softmax.int(view_25, -1);  view_25 = None
        dropout_20: "f32[4, 12, 49, 49]" = torch.ops.aten.dropout.default(softmax_5, 0.0, False);  softmax_5 = None
        matmul_11: "f32[4, 12, 49, 32]" = torch.ops.aten.matmul.default(dropout_20, select_17);  dropout_20 = select_17 = None
        transpose_11: "f32[4, 49, 12, 32]" = torch.ops.aten.transpose.int(matmul_11, 1, 2);  matmul_11 = None
        reshape_25: "f32[4, 49, 384]" = torch.ops.aten.reshape.default(transpose_11, [4, 49, 384]);  transpose_11 = None
        linear_23: "f32[4, 49, 384]" = torch.ops.aten.linear.default(reshape_25, p_features_5_1_attn_proj_weight, p_features_5_1_attn_proj_bias);  reshape_25 = p_features_5_1_attn_proj_weight = p_features_5_1_attn_proj_bias = None
        dropout_21: "f32[4, 49, 384]" = torch.ops.aten.dropout.default(linear_23, 0.0, False);  linear_23 = None
        view_26: "f32[1, 2, 2, 7, 7, 384]" = torch.ops.aten.view.default(dropout_21, [1, 2, 2, 7, 7, 384]);  dropout_21 = None
        permute_27: "f32[1, 2, 7, 2, 7, 384]" = torch.ops.aten.permute.default(view_26, [0, 1, 3, 2, 4, 5]);  view_26 = None
        reshape_26: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(permute_27, [1, 14, 14, 384]);  permute_27 = None
        roll_5: "f32[1, 14, 14, 384]" = torch.ops.aten.roll.default(reshape_26, [3, 3], [1, 2]);  reshape_26 = None
        alias_5: "f32[1, 14, 14, 384]" = torch.ops.aten.alias.default(roll_5);  roll_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:453 in forward, code: x = x + self.stochastic_depth(self.attn(self.norm1(x)))
        add_19: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(add_16, alias_5);  add_16 = alias_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_14: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(add_19, [384], p_features_5_1_norm2_weight, p_features_5_1_norm2_bias, 1e-05, False);  p_features_5_1_norm2_weight = p_features_5_1_norm2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_24: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_14, p_features_5_1_mlp_0_weight, p_features_5_1_mlp_0_bias);  layer_norm_14 = p_features_5_1_mlp_0_weight = p_features_5_1_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_5: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_24);  linear_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_22: "f32[1, 14, 14, 1536]" = torch.ops.aten.dropout.default(gelu_5, 0.0, False);  gelu_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_25: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(dropout_22, p_features_5_1_mlp_3_weight, p_features_5_1_mlp_3_bias);  dropout_22 = p_features_5_1_mlp_3_weight = p_features_5_1_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_23: "f32[1, 14, 14, 384]" = torch.ops.aten.dropout.default(linear_25, 0.0, False);  linear_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:454 in forward, code: x = x + self.stochastic_depth(self.mlp(self.norm2(x)))
        add_20: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(add_19, dropout_23);  add_19 = dropout_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_15: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(add_20, [384], p_features_5_2_norm1_weight, p_features_5_2_norm1_bias, 1e-05, False);  p_features_5_2_norm1_weight = p_features_5_2_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:298 in forward, code: relative_position_bias = self.get_relative_position_bias()
        index_6: "f32[2401, 12]" = torch.ops.aten.index.Tensor(p_features_5_2_attn_relative_position_bias_table, [b_features_5_2_attn_relative_position_index]);  p_features_5_2_attn_relative_position_bias_table = b_features_5_2_attn_relative_position_index = None
        view_27: "f32[49, 49, 12]" = torch.ops.aten.view.default(index_6, [49, 49, -1]);  index_6 = None
        permute_28: "f32[12, 49, 49]" = torch.ops.aten.permute.default(view_27, [2, 0, 1]);  view_27 = None
        contiguous_6: "f32[12, 49, 49]" = torch.ops.aten.contiguous.default(permute_28);  permute_28 = None
        unsqueeze_18: "f32[1, 12, 49, 49]" = torch.ops.aten.unsqueeze.default(contiguous_6, 0);  contiguous_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:299 in forward, code: return shifted_window_attention(
        pad_8: "f32[1, 14, 14, 384]" = torch.ops.aten.pad.default(layer_norm_15, [0, 0, 0, 0, 0, 0]);  layer_norm_15 = None
        view_28: "f32[1, 2, 7, 2, 7, 384]" = torch.ops.aten.view.default(pad_8, [1, 2, 7, 2, 7, 384]);  pad_8 = None
        permute_29: "f32[1, 2, 2, 7, 7, 384]" = torch.ops.aten.permute.default(view_28, [0, 1, 3, 2, 4, 5]);  view_28 = None
        reshape_27: "f32[4, 49, 384]" = torch.ops.aten.reshape.default(permute_29, [4, 49, 384]);  permute_29 = None
        linear_26: "f32[4, 49, 1152]" = torch.ops.aten.linear.default(reshape_27, p_features_5_2_attn_qkv_weight, p_features_5_2_attn_qkv_bias);  reshape_27 = p_features_5_2_attn_qkv_weight = p_features_5_2_attn_qkv_bias = None
        reshape_28: "f32[4, 49, 3, 12, 32]" = torch.ops.aten.reshape.default(linear_26, [4, 49, 3, 12, 32]);  linear_26 = None
        permute_30: "f32[3, 4, 12, 49, 32]" = torch.ops.aten.permute.default(reshape_28, [2, 0, 3, 1, 4]);  reshape_28 = None
        select_18: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_30, 0, 0)
        select_19: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_30, 0, 1)
        select_20: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_30, 0, 2);  permute_30 = None
        mul_6: "f32[4, 12, 49, 32]" = torch.ops.aten.mul.Tensor(select_18, 0.1767766952966369);  select_18 = None
        transpose_12: "f32[4, 12, 32, 49]" = torch.ops.aten.transpose.int(select_19, -2, -1);  select_19 = None
        matmul_12: "f32[4, 12, 49, 49]" = torch.ops.aten.matmul.default(mul_6, transpose_12);  mul_6 = transpose_12 = None
        add_21: "f32[4, 12, 49, 49]" = torch.ops.aten.add.Tensor(matmul_12, unsqueeze_18);  matmul_12 = unsqueeze_18 = None
        softmax_6: "f32[4, 12, 49, 49]" = torch.ops.aten.softmax.int(add_21, -1);  add_21 = None
        dropout_24: "f32[4, 12, 49, 49]" = torch.ops.aten.dropout.default(softmax_6, 0.0, False);  softmax_6 = None
        matmul_13: "f32[4, 12, 49, 32]" = torch.ops.aten.matmul.default(dropout_24, select_20);  dropout_24 = select_20 = None
        transpose_13: "f32[4, 49, 12, 32]" = torch.ops.aten.transpose.int(matmul_13, 1, 2);  matmul_13 = None
        reshape_29: "f32[4, 49, 384]" = torch.ops.aten.reshape.default(transpose_13, [4, 49, 384]);  transpose_13 = None
        linear_27: "f32[4, 49, 384]" = torch.ops.aten.linear.default(reshape_29, p_features_5_2_attn_proj_weight, p_features_5_2_attn_proj_bias);  reshape_29 = p_features_5_2_attn_proj_weight = p_features_5_2_attn_proj_bias = None
        dropout_25: "f32[4, 49, 384]" = torch.ops.aten.dropout.default(linear_27, 0.0, False);  linear_27 = None
        view_29: "f32[1, 2, 2, 7, 7, 384]" = torch.ops.aten.view.default(dropout_25, [1, 2, 2, 7, 7, 384]);  dropout_25 = None
        permute_31: "f32[1, 2, 7, 2, 7, 384]" = torch.ops.aten.permute.default(view_29, [0, 1, 3, 2, 4, 5]);  view_29 = None
        reshape_30: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(permute_31, [1, 14, 14, 384]);  permute_31 = None
        alias_6: "f32[1, 14, 14, 384]" = torch.ops.aten.alias.default(reshape_30);  reshape_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:453 in forward, code: x = x + self.stochastic_depth(self.attn(self.norm1(x)))
        add_22: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(add_20, alias_6);  add_20 = alias_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_16: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(add_22, [384], p_features_5_2_norm2_weight, p_features_5_2_norm2_bias, 1e-05, False);  p_features_5_2_norm2_weight = p_features_5_2_norm2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_28: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_16, p_features_5_2_mlp_0_weight, p_features_5_2_mlp_0_bias);  layer_norm_16 = p_features_5_2_mlp_0_weight = p_features_5_2_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_6: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_28);  linear_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_26: "f32[1, 14, 14, 1536]" = torch.ops.aten.dropout.default(gelu_6, 0.0, False);  gelu_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_29: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(dropout_26, p_features_5_2_mlp_3_weight, p_features_5_2_mlp_3_bias);  dropout_26 = p_features_5_2_mlp_3_weight = p_features_5_2_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_27: "f32[1, 14, 14, 384]" = torch.ops.aten.dropout.default(linear_29, 0.0, False);  linear_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:454 in forward, code: x = x + self.stochastic_depth(self.mlp(self.norm2(x)))
        add_23: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(add_22, dropout_27);  add_22 = dropout_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_17: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(add_23, [384], p_features_5_3_norm1_weight, p_features_5_3_norm1_bias, 1e-05, False);  p_features_5_3_norm1_weight = p_features_5_3_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:298 in forward, code: relative_position_bias = self.get_relative_position_bias()
        index_7: "f32[2401, 12]" = torch.ops.aten.index.Tensor(p_features_5_3_attn_relative_position_bias_table, [b_features_5_3_attn_relative_position_index]);  p_features_5_3_attn_relative_position_bias_table = b_features_5_3_attn_relative_position_index = None
        view_30: "f32[49, 49, 12]" = torch.ops.aten.view.default(index_7, [49, 49, -1]);  index_7 = None
        permute_32: "f32[12, 49, 49]" = torch.ops.aten.permute.default(view_30, [2, 0, 1]);  view_30 = None
        contiguous_7: "f32[12, 49, 49]" = torch.ops.aten.contiguous.default(permute_32);  permute_32 = None
        unsqueeze_19: "f32[1, 12, 49, 49]" = torch.ops.aten.unsqueeze.default(contiguous_7, 0);  contiguous_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:299 in forward, code: return shifted_window_attention(
        pad_9: "f32[1, 14, 14, 384]" = torch.ops.aten.pad.default(layer_norm_17, [0, 0, 0, 0, 0, 0]);  layer_norm_17 = None
        roll_6: "f32[1, 14, 14, 384]" = torch.ops.aten.roll.default(pad_9, [-3, -3], [1, 2]);  pad_9 = None
        view_31: "f32[1, 2, 7, 2, 7, 384]" = torch.ops.aten.view.default(roll_6, [1, 2, 7, 2, 7, 384]);  roll_6 = None
        permute_33: "f32[1, 2, 2, 7, 7, 384]" = torch.ops.aten.permute.default(view_31, [0, 1, 3, 2, 4, 5]);  view_31 = None
        reshape_31: "f32[4, 49, 384]" = torch.ops.aten.reshape.default(permute_33, [4, 49, 384]);  permute_33 = None
        linear_30: "f32[4, 49, 1152]" = torch.ops.aten.linear.default(reshape_31, p_features_5_3_attn_qkv_weight, p_features_5_3_attn_qkv_bias);  p_features_5_3_attn_qkv_weight = p_features_5_3_attn_qkv_bias = None
        reshape_32: "f32[4, 49, 3, 12, 32]" = torch.ops.aten.reshape.default(linear_30, [4, 49, 3, 12, 32]);  linear_30 = None
        permute_34: "f32[3, 4, 12, 49, 32]" = torch.ops.aten.permute.default(reshape_32, [2, 0, 3, 1, 4]);  reshape_32 = None
        select_21: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_34, 0, 0)
        select_22: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_34, 0, 1)
        select_23: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_34, 0, 2);  permute_34 = None
        mul_7: "f32[4, 12, 49, 32]" = torch.ops.aten.mul.Tensor(select_21, 0.1767766952966369);  select_21 = None
        transpose_14: "f32[4, 12, 32, 49]" = torch.ops.aten.transpose.int(select_22, -2, -1);  select_22 = None
        matmul_14: "f32[4, 12, 49, 49]" = torch.ops.aten.matmul.default(mul_7, transpose_14);  mul_7 = transpose_14 = None
        add_24: "f32[4, 12, 49, 49]" = torch.ops.aten.add.Tensor(matmul_14, unsqueeze_19);  matmul_14 = unsqueeze_19 = None
        new_zeros_3: "f32[14, 14]" = torch.ops.aten.new_zeros.default(reshape_31, [14, 14], pin_memory = False);  reshape_31 = None
        lift_fresh_copy_27: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_3_attn_lifted_tensor_27);  c_features_5_3_attn_lifted_tensor_27 = None
        slice_71: "f32[7, 14]" = torch.ops.aten.slice.Tensor(new_zeros_3, 0, 0, -7)
        slice_72: "f32[7, 7]" = torch.ops.aten.slice.Tensor(slice_71, 1, 0, -7);  slice_71 = None
        fill__27: "f32[7, 7]" = torch.ops.aten.fill_.Tensor(slice_72, lift_fresh_copy_27);  slice_72 = lift_fresh_copy_27 = fill__27 = None
        lift_fresh_copy_28: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_3_attn_lifted_tensor_28);  c_features_5_3_attn_lifted_tensor_28 = None
        slice_73: "f32[7, 14]" = torch.ops.aten.slice.Tensor(new_zeros_3, 0, 0, -7)
        slice_74: "f32[7, 4]" = torch.ops.aten.slice.Tensor(slice_73, 1, -7, -3);  slice_73 = None
        fill__28: "f32[7, 4]" = torch.ops.aten.fill_.Tensor(slice_74, lift_fresh_copy_28);  slice_74 = lift_fresh_copy_28 = fill__28 = None
        lift_fresh_copy_29: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_3_attn_lifted_tensor_29);  c_features_5_3_attn_lifted_tensor_29 = None
        slice_75: "f32[7, 14]" = torch.ops.aten.slice.Tensor(new_zeros_3, 0, 0, -7)
        slice_76: "f32[7, 3]" = torch.ops.aten.slice.Tensor(slice_75, 1, -3, 9223372036854775807);  slice_75 = None
        fill__29: "f32[7, 3]" = torch.ops.aten.fill_.Tensor(slice_76, lift_fresh_copy_29);  slice_76 = lift_fresh_copy_29 = fill__29 = None
        lift_fresh_copy_30: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_3_attn_lifted_tensor_30);  c_features_5_3_attn_lifted_tensor_30 = None
        slice_77: "f32[4, 14]" = torch.ops.aten.slice.Tensor(new_zeros_3, 0, -7, -3)
        slice_78: "f32[4, 7]" = torch.ops.aten.slice.Tensor(slice_77, 1, 0, -7);  slice_77 = None
        fill__30: "f32[4, 7]" = torch.ops.aten.fill_.Tensor(slice_78, lift_fresh_copy_30);  slice_78 = lift_fresh_copy_30 = fill__30 = None
        lift_fresh_copy_31: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_3_attn_lifted_tensor_31);  c_features_5_3_attn_lifted_tensor_31 = None
        slice_79: "f32[4, 14]" = torch.ops.aten.slice.Tensor(new_zeros_3, 0, -7, -3)
        slice_80: "f32[4, 4]" = torch.ops.aten.slice.Tensor(slice_79, 1, -7, -3);  slice_79 = None
        fill__31: "f32[4, 4]" = torch.ops.aten.fill_.Tensor(slice_80, lift_fresh_copy_31);  slice_80 = lift_fresh_copy_31 = fill__31 = None
        lift_fresh_copy_32: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_3_attn_lifted_tensor_32);  c_features_5_3_attn_lifted_tensor_32 = None
        slice_81: "f32[4, 14]" = torch.ops.aten.slice.Tensor(new_zeros_3, 0, -7, -3)
        slice_82: "f32[4, 3]" = torch.ops.aten.slice.Tensor(slice_81, 1, -3, 9223372036854775807);  slice_81 = None
        fill__32: "f32[4, 3]" = torch.ops.aten.fill_.Tensor(slice_82, lift_fresh_copy_32);  slice_82 = lift_fresh_copy_32 = fill__32 = None
        lift_fresh_copy_33: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_3_attn_lifted_tensor_33);  c_features_5_3_attn_lifted_tensor_33 = None
        slice_83: "f32[3, 14]" = torch.ops.aten.slice.Tensor(new_zeros_3, 0, -3, 9223372036854775807)
        slice_84: "f32[3, 7]" = torch.ops.aten.slice.Tensor(slice_83, 1, 0, -7);  slice_83 = None
        fill__33: "f32[3, 7]" = torch.ops.aten.fill_.Tensor(slice_84, lift_fresh_copy_33);  slice_84 = lift_fresh_copy_33 = fill__33 = None
        lift_fresh_copy_34: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_3_attn_lifted_tensor_34);  c_features_5_3_attn_lifted_tensor_34 = None
        slice_85: "f32[3, 14]" = torch.ops.aten.slice.Tensor(new_zeros_3, 0, -3, 9223372036854775807)
        slice_86: "f32[3, 4]" = torch.ops.aten.slice.Tensor(slice_85, 1, -7, -3);  slice_85 = None
        fill__34: "f32[3, 4]" = torch.ops.aten.fill_.Tensor(slice_86, lift_fresh_copy_34);  slice_86 = lift_fresh_copy_34 = fill__34 = None
        lift_fresh_copy_35: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_3_attn_lifted_tensor_35);  c_features_5_3_attn_lifted_tensor_35 = None
        slice_87: "f32[3, 14]" = torch.ops.aten.slice.Tensor(new_zeros_3, 0, -3, 9223372036854775807)
        slice_88: "f32[3, 3]" = torch.ops.aten.slice.Tensor(slice_87, 1, -3, 9223372036854775807);  slice_87 = None
        fill__35: "f32[3, 3]" = torch.ops.aten.fill_.Tensor(slice_88, lift_fresh_copy_35);  slice_88 = lift_fresh_copy_35 = fill__35 = None
        view_32: "f32[2, 7, 2, 7]" = torch.ops.aten.view.default(new_zeros_3, [2, 7, 2, 7]);  new_zeros_3 = None
        permute_35: "f32[2, 2, 7, 7]" = torch.ops.aten.permute.default(view_32, [0, 2, 1, 3]);  view_32 = None
        reshape_33: "f32[4, 49]" = torch.ops.aten.reshape.default(permute_35, [4, 49]);  permute_35 = None
        unsqueeze_20: "f32[4, 1, 49]" = torch.ops.aten.unsqueeze.default(reshape_33, 1)
        unsqueeze_21: "f32[4, 49, 1]" = torch.ops.aten.unsqueeze.default(reshape_33, 2);  reshape_33 = None
        sub_3: "f32[4, 49, 49]" = torch.ops.aten.sub.Tensor(unsqueeze_20, unsqueeze_21);  unsqueeze_20 = unsqueeze_21 = None
        ne_3: "b8[4, 49, 49]" = torch.ops.aten.ne.Scalar(sub_3, 0)
        masked_fill_6: "f32[4, 49, 49]" = torch.ops.aten.masked_fill.Scalar(sub_3, ne_3, -100.0);  ne_3 = None
        eq_3: "b8[4, 49, 49]" = torch.ops.aten.eq.Scalar(sub_3, 0);  sub_3 = None
        masked_fill_7: "f32[4, 49, 49]" = torch.ops.aten.masked_fill.Scalar(masked_fill_6, eq_3, 0.0);  masked_fill_6 = eq_3 = None
        view_33: "f32[1, 4, 12, 49, 49]" = torch.ops.aten.view.default(add_24, [1, 4, 12, 49, 49]);  add_24 = None
        unsqueeze_22: "f32[4, 1, 49, 49]" = torch.ops.aten.unsqueeze.default(masked_fill_7, 1);  masked_fill_7 = None
        unsqueeze_23: "f32[1, 4, 1, 49, 49]" = torch.ops.aten.unsqueeze.default(unsqueeze_22, 0);  unsqueeze_22 = None
        add_25: "f32[1, 4, 12, 49, 49]" = torch.ops.aten.add.Tensor(view_33, unsqueeze_23);  view_33 = unsqueeze_23 = None
        view_34: "f32[4, 12, 49, 49]" = torch.ops.aten.view.default(add_25, [-1, 12, 49, 49]);  add_25 = None
        softmax_7: "f32[4, 12, 49, 49]" = torch.ops.aten.softmax.int(view_34, -1);  view_34 = None
        dropout_28: "f32[4, 12, 49, 49]" = torch.ops.aten.dropout.default(softmax_7, 0.0, False);  softmax_7 = None
        matmul_15: "f32[4, 12, 49, 32]" = torch.ops.aten.matmul.default(dropout_28, select_23);  dropout_28 = select_23 = None
        transpose_15: "f32[4, 49, 12, 32]" = torch.ops.aten.transpose.int(matmul_15, 1, 2);  matmul_15 = None
        reshape_34: "f32[4, 49, 384]" = torch.ops.aten.reshape.default(transpose_15, [4, 49, 384]);  transpose_15 = None
        linear_31: "f32[4, 49, 384]" = torch.ops.aten.linear.default(reshape_34, p_features_5_3_attn_proj_weight, p_features_5_3_attn_proj_bias);  reshape_34 = p_features_5_3_attn_proj_weight = p_features_5_3_attn_proj_bias = None
        dropout_29: "f32[4, 49, 384]" = torch.ops.aten.dropout.default(linear_31, 0.0, False);  linear_31 = None
        view_35: "f32[1, 2, 2, 7, 7, 384]" = torch.ops.aten.view.default(dropout_29, [1, 2, 2, 7, 7, 384]);  dropout_29 = None
        permute_36: "f32[1, 2, 7, 2, 7, 384]" = torch.ops.aten.permute.default(view_35, [0, 1, 3, 2, 4, 5]);  view_35 = None
        reshape_35: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(permute_36, [1, 14, 14, 384]);  permute_36 = None
        roll_7: "f32[1, 14, 14, 384]" = torch.ops.aten.roll.default(reshape_35, [3, 3], [1, 2]);  reshape_35 = None
        alias_7: "f32[1, 14, 14, 384]" = torch.ops.aten.alias.default(roll_7);  roll_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:453 in forward, code: x = x + self.stochastic_depth(self.attn(self.norm1(x)))
        add_26: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(add_23, alias_7);  add_23 = alias_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_18: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(add_26, [384], p_features_5_3_norm2_weight, p_features_5_3_norm2_bias, 1e-05, False);  p_features_5_3_norm2_weight = p_features_5_3_norm2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_32: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_18, p_features_5_3_mlp_0_weight, p_features_5_3_mlp_0_bias);  layer_norm_18 = p_features_5_3_mlp_0_weight = p_features_5_3_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_7: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_32);  linear_32 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_30: "f32[1, 14, 14, 1536]" = torch.ops.aten.dropout.default(gelu_7, 0.0, False);  gelu_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_33: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(dropout_30, p_features_5_3_mlp_3_weight, p_features_5_3_mlp_3_bias);  dropout_30 = p_features_5_3_mlp_3_weight = p_features_5_3_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_31: "f32[1, 14, 14, 384]" = torch.ops.aten.dropout.default(linear_33, 0.0, False);  linear_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:454 in forward, code: x = x + self.stochastic_depth(self.mlp(self.norm2(x)))
        add_27: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(add_26, dropout_31);  add_26 = dropout_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_19: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(add_27, [384], p_features_5_4_norm1_weight, p_features_5_4_norm1_bias, 1e-05, False);  p_features_5_4_norm1_weight = p_features_5_4_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:298 in forward, code: relative_position_bias = self.get_relative_position_bias()
        index_8: "f32[2401, 12]" = torch.ops.aten.index.Tensor(p_features_5_4_attn_relative_position_bias_table, [b_features_5_4_attn_relative_position_index]);  p_features_5_4_attn_relative_position_bias_table = b_features_5_4_attn_relative_position_index = None
        view_36: "f32[49, 49, 12]" = torch.ops.aten.view.default(index_8, [49, 49, -1]);  index_8 = None
        permute_37: "f32[12, 49, 49]" = torch.ops.aten.permute.default(view_36, [2, 0, 1]);  view_36 = None
        contiguous_8: "f32[12, 49, 49]" = torch.ops.aten.contiguous.default(permute_37);  permute_37 = None
        unsqueeze_24: "f32[1, 12, 49, 49]" = torch.ops.aten.unsqueeze.default(contiguous_8, 0);  contiguous_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:299 in forward, code: return shifted_window_attention(
        pad_10: "f32[1, 14, 14, 384]" = torch.ops.aten.pad.default(layer_norm_19, [0, 0, 0, 0, 0, 0]);  layer_norm_19 = None
        view_37: "f32[1, 2, 7, 2, 7, 384]" = torch.ops.aten.view.default(pad_10, [1, 2, 7, 2, 7, 384]);  pad_10 = None
        permute_38: "f32[1, 2, 2, 7, 7, 384]" = torch.ops.aten.permute.default(view_37, [0, 1, 3, 2, 4, 5]);  view_37 = None
        reshape_36: "f32[4, 49, 384]" = torch.ops.aten.reshape.default(permute_38, [4, 49, 384]);  permute_38 = None
        linear_34: "f32[4, 49, 1152]" = torch.ops.aten.linear.default(reshape_36, p_features_5_4_attn_qkv_weight, p_features_5_4_attn_qkv_bias);  reshape_36 = p_features_5_4_attn_qkv_weight = p_features_5_4_attn_qkv_bias = None
        reshape_37: "f32[4, 49, 3, 12, 32]" = torch.ops.aten.reshape.default(linear_34, [4, 49, 3, 12, 32]);  linear_34 = None
        permute_39: "f32[3, 4, 12, 49, 32]" = torch.ops.aten.permute.default(reshape_37, [2, 0, 3, 1, 4]);  reshape_37 = None
        select_24: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_39, 0, 0)
        select_25: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_39, 0, 1)
        select_26: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_39, 0, 2);  permute_39 = None
        mul_8: "f32[4, 12, 49, 32]" = torch.ops.aten.mul.Tensor(select_24, 0.1767766952966369);  select_24 = None
        transpose_16: "f32[4, 12, 32, 49]" = torch.ops.aten.transpose.int(select_25, -2, -1);  select_25 = None
        matmul_16: "f32[4, 12, 49, 49]" = torch.ops.aten.matmul.default(mul_8, transpose_16);  mul_8 = transpose_16 = None
        add_28: "f32[4, 12, 49, 49]" = torch.ops.aten.add.Tensor(matmul_16, unsqueeze_24);  matmul_16 = unsqueeze_24 = None
        softmax_8: "f32[4, 12, 49, 49]" = torch.ops.aten.softmax.int(add_28, -1);  add_28 = None
        dropout_32: "f32[4, 12, 49, 49]" = torch.ops.aten.dropout.default(softmax_8, 0.0, False);  softmax_8 = None
        matmul_17: "f32[4, 12, 49, 32]" = torch.ops.aten.matmul.default(dropout_32, select_26);  dropout_32 = select_26 = None
        transpose_17: "f32[4, 49, 12, 32]" = torch.ops.aten.transpose.int(matmul_17, 1, 2);  matmul_17 = None
        reshape_38: "f32[4, 49, 384]" = torch.ops.aten.reshape.default(transpose_17, [4, 49, 384]);  transpose_17 = None
        linear_35: "f32[4, 49, 384]" = torch.ops.aten.linear.default(reshape_38, p_features_5_4_attn_proj_weight, p_features_5_4_attn_proj_bias);  reshape_38 = p_features_5_4_attn_proj_weight = p_features_5_4_attn_proj_bias = None
        dropout_33: "f32[4, 49, 384]" = torch.ops.aten.dropout.default(linear_35, 0.0, False);  linear_35 = None
        view_38: "f32[1, 2, 2, 7, 7, 384]" = torch.ops.aten.view.default(dropout_33, [1, 2, 2, 7, 7, 384]);  dropout_33 = None
        permute_40: "f32[1, 2, 7, 2, 7, 384]" = torch.ops.aten.permute.default(view_38, [0, 1, 3, 2, 4, 5]);  view_38 = None
        reshape_39: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(permute_40, [1, 14, 14, 384]);  permute_40 = None
        alias_8: "f32[1, 14, 14, 384]" = torch.ops.aten.alias.default(reshape_39);  reshape_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:453 in forward, code: x = x + self.stochastic_depth(self.attn(self.norm1(x)))
        add_29: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(add_27, alias_8);  add_27 = alias_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_20: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(add_29, [384], p_features_5_4_norm2_weight, p_features_5_4_norm2_bias, 1e-05, False);  p_features_5_4_norm2_weight = p_features_5_4_norm2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_36: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_20, p_features_5_4_mlp_0_weight, p_features_5_4_mlp_0_bias);  layer_norm_20 = p_features_5_4_mlp_0_weight = p_features_5_4_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_8: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_36);  linear_36 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_34: "f32[1, 14, 14, 1536]" = torch.ops.aten.dropout.default(gelu_8, 0.0, False);  gelu_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_37: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(dropout_34, p_features_5_4_mlp_3_weight, p_features_5_4_mlp_3_bias);  dropout_34 = p_features_5_4_mlp_3_weight = p_features_5_4_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_35: "f32[1, 14, 14, 384]" = torch.ops.aten.dropout.default(linear_37, 0.0, False);  linear_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:454 in forward, code: x = x + self.stochastic_depth(self.mlp(self.norm2(x)))
        add_30: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(add_29, dropout_35);  add_29 = dropout_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_21: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(add_30, [384], p_features_5_5_norm1_weight, p_features_5_5_norm1_bias, 1e-05, False);  p_features_5_5_norm1_weight = p_features_5_5_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:298 in forward, code: relative_position_bias = self.get_relative_position_bias()
        index_9: "f32[2401, 12]" = torch.ops.aten.index.Tensor(p_features_5_5_attn_relative_position_bias_table, [b_features_5_5_attn_relative_position_index]);  p_features_5_5_attn_relative_position_bias_table = b_features_5_5_attn_relative_position_index = None
        view_39: "f32[49, 49, 12]" = torch.ops.aten.view.default(index_9, [49, 49, -1]);  index_9 = None
        permute_41: "f32[12, 49, 49]" = torch.ops.aten.permute.default(view_39, [2, 0, 1]);  view_39 = None
        contiguous_9: "f32[12, 49, 49]" = torch.ops.aten.contiguous.default(permute_41);  permute_41 = None
        unsqueeze_25: "f32[1, 12, 49, 49]" = torch.ops.aten.unsqueeze.default(contiguous_9, 0);  contiguous_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:299 in forward, code: return shifted_window_attention(
        pad_11: "f32[1, 14, 14, 384]" = torch.ops.aten.pad.default(layer_norm_21, [0, 0, 0, 0, 0, 0]);  layer_norm_21 = None
        roll_8: "f32[1, 14, 14, 384]" = torch.ops.aten.roll.default(pad_11, [-3, -3], [1, 2]);  pad_11 = None
        view_40: "f32[1, 2, 7, 2, 7, 384]" = torch.ops.aten.view.default(roll_8, [1, 2, 7, 2, 7, 384]);  roll_8 = None
        permute_42: "f32[1, 2, 2, 7, 7, 384]" = torch.ops.aten.permute.default(view_40, [0, 1, 3, 2, 4, 5]);  view_40 = None
        reshape_40: "f32[4, 49, 384]" = torch.ops.aten.reshape.default(permute_42, [4, 49, 384]);  permute_42 = None
        linear_38: "f32[4, 49, 1152]" = torch.ops.aten.linear.default(reshape_40, p_features_5_5_attn_qkv_weight, p_features_5_5_attn_qkv_bias);  p_features_5_5_attn_qkv_weight = p_features_5_5_attn_qkv_bias = None
        reshape_41: "f32[4, 49, 3, 12, 32]" = torch.ops.aten.reshape.default(linear_38, [4, 49, 3, 12, 32]);  linear_38 = None
        permute_43: "f32[3, 4, 12, 49, 32]" = torch.ops.aten.permute.default(reshape_41, [2, 0, 3, 1, 4]);  reshape_41 = None
        select_27: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_43, 0, 0)
        select_28: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_43, 0, 1)
        select_29: "f32[4, 12, 49, 32]" = torch.ops.aten.select.int(permute_43, 0, 2);  permute_43 = None
        mul_9: "f32[4, 12, 49, 32]" = torch.ops.aten.mul.Tensor(select_27, 0.1767766952966369);  select_27 = None
        transpose_18: "f32[4, 12, 32, 49]" = torch.ops.aten.transpose.int(select_28, -2, -1);  select_28 = None
        matmul_18: "f32[4, 12, 49, 49]" = torch.ops.aten.matmul.default(mul_9, transpose_18);  mul_9 = transpose_18 = None
        add_31: "f32[4, 12, 49, 49]" = torch.ops.aten.add.Tensor(matmul_18, unsqueeze_25);  matmul_18 = unsqueeze_25 = None
        new_zeros_4: "f32[14, 14]" = torch.ops.aten.new_zeros.default(reshape_40, [14, 14], pin_memory = False);  reshape_40 = None
        lift_fresh_copy_36: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_5_attn_lifted_tensor_36);  c_features_5_5_attn_lifted_tensor_36 = None
        slice_89: "f32[7, 14]" = torch.ops.aten.slice.Tensor(new_zeros_4, 0, 0, -7)
        slice_90: "f32[7, 7]" = torch.ops.aten.slice.Tensor(slice_89, 1, 0, -7);  slice_89 = None
        fill__36: "f32[7, 7]" = torch.ops.aten.fill_.Tensor(slice_90, lift_fresh_copy_36);  slice_90 = lift_fresh_copy_36 = fill__36 = None
        lift_fresh_copy_37: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_5_attn_lifted_tensor_37);  c_features_5_5_attn_lifted_tensor_37 = None
        slice_91: "f32[7, 14]" = torch.ops.aten.slice.Tensor(new_zeros_4, 0, 0, -7)
        slice_92: "f32[7, 4]" = torch.ops.aten.slice.Tensor(slice_91, 1, -7, -3);  slice_91 = None
        fill__37: "f32[7, 4]" = torch.ops.aten.fill_.Tensor(slice_92, lift_fresh_copy_37);  slice_92 = lift_fresh_copy_37 = fill__37 = None
        lift_fresh_copy_38: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_5_attn_lifted_tensor_38);  c_features_5_5_attn_lifted_tensor_38 = None
        slice_93: "f32[7, 14]" = torch.ops.aten.slice.Tensor(new_zeros_4, 0, 0, -7)
        slice_94: "f32[7, 3]" = torch.ops.aten.slice.Tensor(slice_93, 1, -3, 9223372036854775807);  slice_93 = None
        fill__38: "f32[7, 3]" = torch.ops.aten.fill_.Tensor(slice_94, lift_fresh_copy_38);  slice_94 = lift_fresh_copy_38 = fill__38 = None
        lift_fresh_copy_39: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_5_attn_lifted_tensor_39);  c_features_5_5_attn_lifted_tensor_39 = None
        slice_95: "f32[4, 14]" = torch.ops.aten.slice.Tensor(new_zeros_4, 0, -7, -3)
        slice_96: "f32[4, 7]" = torch.ops.aten.slice.Tensor(slice_95, 1, 0, -7);  slice_95 = None
        fill__39: "f32[4, 7]" = torch.ops.aten.fill_.Tensor(slice_96, lift_fresh_copy_39);  slice_96 = lift_fresh_copy_39 = fill__39 = None
        lift_fresh_copy_40: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_5_attn_lifted_tensor_40);  c_features_5_5_attn_lifted_tensor_40 = None
        slice_97: "f32[4, 14]" = torch.ops.aten.slice.Tensor(new_zeros_4, 0, -7, -3)
        slice_98: "f32[4, 4]" = torch.ops.aten.slice.Tensor(slice_97, 1, -7, -3);  slice_97 = None
        fill__40: "f32[4, 4]" = torch.ops.aten.fill_.Tensor(slice_98, lift_fresh_copy_40);  slice_98 = lift_fresh_copy_40 = fill__40 = None
        lift_fresh_copy_41: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_5_attn_lifted_tensor_41);  c_features_5_5_attn_lifted_tensor_41 = None
        slice_99: "f32[4, 14]" = torch.ops.aten.slice.Tensor(new_zeros_4, 0, -7, -3)
        slice_100: "f32[4, 3]" = torch.ops.aten.slice.Tensor(slice_99, 1, -3, 9223372036854775807);  slice_99 = None
        fill__41: "f32[4, 3]" = torch.ops.aten.fill_.Tensor(slice_100, lift_fresh_copy_41);  slice_100 = lift_fresh_copy_41 = fill__41 = None
        lift_fresh_copy_42: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_5_attn_lifted_tensor_42);  c_features_5_5_attn_lifted_tensor_42 = None
        slice_101: "f32[3, 14]" = torch.ops.aten.slice.Tensor(new_zeros_4, 0, -3, 9223372036854775807)
        slice_102: "f32[3, 7]" = torch.ops.aten.slice.Tensor(slice_101, 1, 0, -7);  slice_101 = None
        fill__42: "f32[3, 7]" = torch.ops.aten.fill_.Tensor(slice_102, lift_fresh_copy_42);  slice_102 = lift_fresh_copy_42 = fill__42 = None
        lift_fresh_copy_43: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_5_attn_lifted_tensor_43);  c_features_5_5_attn_lifted_tensor_43 = None
        slice_103: "f32[3, 14]" = torch.ops.aten.slice.Tensor(new_zeros_4, 0, -3, 9223372036854775807)
        slice_104: "f32[3, 4]" = torch.ops.aten.slice.Tensor(slice_103, 1, -7, -3);  slice_103 = None
        fill__43: "f32[3, 4]" = torch.ops.aten.fill_.Tensor(slice_104, lift_fresh_copy_43);  slice_104 = lift_fresh_copy_43 = fill__43 = None
        lift_fresh_copy_44: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_features_5_5_attn_lifted_tensor_44);  c_features_5_5_attn_lifted_tensor_44 = None
        slice_105: "f32[3, 14]" = torch.ops.aten.slice.Tensor(new_zeros_4, 0, -3, 9223372036854775807)
        slice_106: "f32[3, 3]" = torch.ops.aten.slice.Tensor(slice_105, 1, -3, 9223372036854775807);  slice_105 = None
        fill__44: "f32[3, 3]" = torch.ops.aten.fill_.Tensor(slice_106, lift_fresh_copy_44);  slice_106 = lift_fresh_copy_44 = fill__44 = None
        view_41: "f32[2, 7, 2, 7]" = torch.ops.aten.view.default(new_zeros_4, [2, 7, 2, 7]);  new_zeros_4 = None
        permute_44: "f32[2, 2, 7, 7]" = torch.ops.aten.permute.default(view_41, [0, 2, 1, 3]);  view_41 = None
        reshape_42: "f32[4, 49]" = torch.ops.aten.reshape.default(permute_44, [4, 49]);  permute_44 = None
        unsqueeze_26: "f32[4, 1, 49]" = torch.ops.aten.unsqueeze.default(reshape_42, 1)
        unsqueeze_27: "f32[4, 49, 1]" = torch.ops.aten.unsqueeze.default(reshape_42, 2);  reshape_42 = None
        sub_4: "f32[4, 49, 49]" = torch.ops.aten.sub.Tensor(unsqueeze_26, unsqueeze_27);  unsqueeze_26 = unsqueeze_27 = None
        ne_4: "b8[4, 49, 49]" = torch.ops.aten.ne.Scalar(sub_4, 0)
        masked_fill_8: "f32[4, 49, 49]" = torch.ops.aten.masked_fill.Scalar(sub_4, ne_4, -100.0);  ne_4 = None
        eq_4: "b8[4, 49, 49]" = torch.ops.aten.eq.Scalar(sub_4, 0);  sub_4 = None
        masked_fill_9: "f32[4, 49, 49]" = torch.ops.aten.masked_fill.Scalar(masked_fill_8, eq_4, 0.0);  masked_fill_8 = eq_4 = None
        view_42: "f32[1, 4, 12, 49, 49]" = torch.ops.aten.view.default(add_31, [1, 4, 12, 49, 49]);  add_31 = None
        unsqueeze_28: "f32[4, 1, 49, 49]" = torch.ops.aten.unsqueeze.default(masked_fill_9, 1);  masked_fill_9 = None
        unsqueeze_29: "f32[1, 4, 1, 49, 49]" = torch.ops.aten.unsqueeze.default(unsqueeze_28, 0);  unsqueeze_28 = None
        add_32: "f32[1, 4, 12, 49, 49]" = torch.ops.aten.add.Tensor(view_42, unsqueeze_29);  view_42 = unsqueeze_29 = None
        view_43: "f32[4, 12, 49, 49]" = torch.ops.aten.view.default(add_32, [-1, 12, 49, 49]);  add_32 = None
        softmax_9: "f32[4, 12, 49, 49]" = torch.ops.aten.softmax.int(view_43, -1);  view_43 = None
        dropout_36: "f32[4, 12, 49, 49]" = torch.ops.aten.dropout.default(softmax_9, 0.0, False);  softmax_9 = None
        matmul_19: "f32[4, 12, 49, 32]" = torch.ops.aten.matmul.default(dropout_36, select_29);  dropout_36 = select_29 = None
        transpose_19: "f32[4, 49, 12, 32]" = torch.ops.aten.transpose.int(matmul_19, 1, 2);  matmul_19 = None
        reshape_43: "f32[4, 49, 384]" = torch.ops.aten.reshape.default(transpose_19, [4, 49, 384]);  transpose_19 = None
        linear_39: "f32[4, 49, 384]" = torch.ops.aten.linear.default(reshape_43, p_features_5_5_attn_proj_weight, p_features_5_5_attn_proj_bias);  reshape_43 = p_features_5_5_attn_proj_weight = p_features_5_5_attn_proj_bias = None
        dropout_37: "f32[4, 49, 384]" = torch.ops.aten.dropout.default(linear_39, 0.0, False);  linear_39 = None
        view_44: "f32[1, 2, 2, 7, 7, 384]" = torch.ops.aten.view.default(dropout_37, [1, 2, 2, 7, 7, 384]);  dropout_37 = None
        permute_45: "f32[1, 2, 7, 2, 7, 384]" = torch.ops.aten.permute.default(view_44, [0, 1, 3, 2, 4, 5]);  view_44 = None
        reshape_44: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(permute_45, [1, 14, 14, 384]);  permute_45 = None
        roll_9: "f32[1, 14, 14, 384]" = torch.ops.aten.roll.default(reshape_44, [3, 3], [1, 2]);  reshape_44 = None
        alias_9: "f32[1, 14, 14, 384]" = torch.ops.aten.alias.default(roll_9);  roll_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:453 in forward, code: x = x + self.stochastic_depth(self.attn(self.norm1(x)))
        add_33: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(add_30, alias_9);  add_30 = alias_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_22: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(add_33, [384], p_features_5_5_norm2_weight, p_features_5_5_norm2_bias, 1e-05, False);  p_features_5_5_norm2_weight = p_features_5_5_norm2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_40: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_22, p_features_5_5_mlp_0_weight, p_features_5_5_mlp_0_bias);  layer_norm_22 = p_features_5_5_mlp_0_weight = p_features_5_5_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_9: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_40);  linear_40 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_38: "f32[1, 14, 14, 1536]" = torch.ops.aten.dropout.default(gelu_9, 0.0, False);  gelu_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_41: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(dropout_38, p_features_5_5_mlp_3_weight, p_features_5_5_mlp_3_bias);  dropout_38 = p_features_5_5_mlp_3_weight = p_features_5_5_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_39: "f32[1, 14, 14, 384]" = torch.ops.aten.dropout.default(linear_41, 0.0, False);  linear_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:454 in forward, code: x = x + self.stochastic_depth(self.mlp(self.norm2(x)))
        add_34: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(add_33, dropout_39);  add_33 = dropout_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:83 in forward, code: x = _patch_merging_pad(x)
        pad_12: "f32[1, 14, 14, 384]" = torch.ops.aten.pad.default(add_34, [0, 0, 0, 0, 0, 0]);  add_34 = None
        slice_107: "f32[1, 7, 14, 384]" = torch.ops.aten.slice.Tensor(pad_12, 1, 0, 9223372036854775807, 2)
        slice_108: "f32[1, 7, 7, 384]" = torch.ops.aten.slice.Tensor(slice_107, 2, 0, 9223372036854775807, 2);  slice_107 = None
        slice_109: "f32[1, 7, 14, 384]" = torch.ops.aten.slice.Tensor(pad_12, 1, 1, 9223372036854775807, 2)
        slice_110: "f32[1, 7, 7, 384]" = torch.ops.aten.slice.Tensor(slice_109, 2, 0, 9223372036854775807, 2);  slice_109 = None
        slice_111: "f32[1, 7, 14, 384]" = torch.ops.aten.slice.Tensor(pad_12, 1, 0, 9223372036854775807, 2)
        slice_112: "f32[1, 7, 7, 384]" = torch.ops.aten.slice.Tensor(slice_111, 2, 1, 9223372036854775807, 2);  slice_111 = None
        slice_113: "f32[1, 7, 14, 384]" = torch.ops.aten.slice.Tensor(pad_12, 1, 1, 9223372036854775807, 2);  pad_12 = None
        slice_114: "f32[1, 7, 7, 384]" = torch.ops.aten.slice.Tensor(slice_113, 2, 1, 9223372036854775807, 2);  slice_113 = None
        cat_2: "f32[1, 7, 7, 1536]" = torch.ops.aten.cat.default([slice_108, slice_110, slice_112, slice_114], -1);  slice_108 = slice_110 = slice_112 = slice_114 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_23: "f32[1, 7, 7, 1536]" = torch.ops.aten.layer_norm.default(cat_2, [1536], p_features_6_norm_weight, p_features_6_norm_bias, 1e-05, False);  cat_2 = p_features_6_norm_weight = p_features_6_norm_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_42: "f32[1, 7, 7, 768]" = torch.ops.aten.linear.default(layer_norm_23, p_features_6_reduction_weight);  layer_norm_23 = p_features_6_reduction_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_24: "f32[1, 7, 7, 768]" = torch.ops.aten.layer_norm.default(linear_42, [768], p_features_7_0_norm1_weight, p_features_7_0_norm1_bias, 1e-05, False);  p_features_7_0_norm1_weight = p_features_7_0_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:298 in forward, code: relative_position_bias = self.get_relative_position_bias()
        index_10: "f32[2401, 24]" = torch.ops.aten.index.Tensor(p_features_7_0_attn_relative_position_bias_table, [b_features_7_0_attn_relative_position_index]);  p_features_7_0_attn_relative_position_bias_table = b_features_7_0_attn_relative_position_index = None
        view_45: "f32[49, 49, 24]" = torch.ops.aten.view.default(index_10, [49, 49, -1]);  index_10 = None
        permute_46: "f32[24, 49, 49]" = torch.ops.aten.permute.default(view_45, [2, 0, 1]);  view_45 = None
        contiguous_10: "f32[24, 49, 49]" = torch.ops.aten.contiguous.default(permute_46);  permute_46 = None
        unsqueeze_30: "f32[1, 24, 49, 49]" = torch.ops.aten.unsqueeze.default(contiguous_10, 0);  contiguous_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:299 in forward, code: return shifted_window_attention(
        pad_13: "f32[1, 7, 7, 768]" = torch.ops.aten.pad.default(layer_norm_24, [0, 0, 0, 0, 0, 0]);  layer_norm_24 = None
        view_46: "f32[1, 1, 7, 1, 7, 768]" = torch.ops.aten.view.default(pad_13, [1, 1, 7, 1, 7, 768]);  pad_13 = None
        permute_47: "f32[1, 1, 1, 7, 7, 768]" = torch.ops.aten.permute.default(view_46, [0, 1, 3, 2, 4, 5]);  view_46 = None
        reshape_45: "f32[1, 49, 768]" = torch.ops.aten.reshape.default(permute_47, [1, 49, 768]);  permute_47 = None
        linear_43: "f32[1, 49, 2304]" = torch.ops.aten.linear.default(reshape_45, p_features_7_0_attn_qkv_weight, p_features_7_0_attn_qkv_bias);  reshape_45 = p_features_7_0_attn_qkv_weight = p_features_7_0_attn_qkv_bias = None
        reshape_46: "f32[1, 49, 3, 24, 32]" = torch.ops.aten.reshape.default(linear_43, [1, 49, 3, 24, 32]);  linear_43 = None
        permute_48: "f32[3, 1, 24, 49, 32]" = torch.ops.aten.permute.default(reshape_46, [2, 0, 3, 1, 4]);  reshape_46 = None
        select_30: "f32[1, 24, 49, 32]" = torch.ops.aten.select.int(permute_48, 0, 0)
        select_31: "f32[1, 24, 49, 32]" = torch.ops.aten.select.int(permute_48, 0, 1)
        select_32: "f32[1, 24, 49, 32]" = torch.ops.aten.select.int(permute_48, 0, 2);  permute_48 = None
        mul_10: "f32[1, 24, 49, 32]" = torch.ops.aten.mul.Tensor(select_30, 0.1767766952966369);  select_30 = None
        transpose_20: "f32[1, 24, 32, 49]" = torch.ops.aten.transpose.int(select_31, -2, -1);  select_31 = None
        matmul_20: "f32[1, 24, 49, 49]" = torch.ops.aten.matmul.default(mul_10, transpose_20);  mul_10 = transpose_20 = None
        add_35: "f32[1, 24, 49, 49]" = torch.ops.aten.add.Tensor(matmul_20, unsqueeze_30);  matmul_20 = unsqueeze_30 = None
        softmax_10: "f32[1, 24, 49, 49]" = torch.ops.aten.softmax.int(add_35, -1);  add_35 = None
        dropout_40: "f32[1, 24, 49, 49]" = torch.ops.aten.dropout.default(softmax_10, 0.0, False);  softmax_10 = None
        matmul_21: "f32[1, 24, 49, 32]" = torch.ops.aten.matmul.default(dropout_40, select_32);  dropout_40 = select_32 = None
        transpose_21: "f32[1, 49, 24, 32]" = torch.ops.aten.transpose.int(matmul_21, 1, 2);  matmul_21 = None
        reshape_47: "f32[1, 49, 768]" = torch.ops.aten.reshape.default(transpose_21, [1, 49, 768]);  transpose_21 = None
        linear_44: "f32[1, 49, 768]" = torch.ops.aten.linear.default(reshape_47, p_features_7_0_attn_proj_weight, p_features_7_0_attn_proj_bias);  reshape_47 = p_features_7_0_attn_proj_weight = p_features_7_0_attn_proj_bias = None
        dropout_41: "f32[1, 49, 768]" = torch.ops.aten.dropout.default(linear_44, 0.0, False);  linear_44 = None
        view_47: "f32[1, 1, 1, 7, 7, 768]" = torch.ops.aten.view.default(dropout_41, [1, 1, 1, 7, 7, 768]);  dropout_41 = None
        permute_49: "f32[1, 1, 7, 1, 7, 768]" = torch.ops.aten.permute.default(view_47, [0, 1, 3, 2, 4, 5]);  view_47 = None
        reshape_48: "f32[1, 7, 7, 768]" = torch.ops.aten.reshape.default(permute_49, [1, 7, 7, 768]);  permute_49 = None
        alias_10: "f32[1, 7, 7, 768]" = torch.ops.aten.alias.default(reshape_48);  reshape_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:453 in forward, code: x = x + self.stochastic_depth(self.attn(self.norm1(x)))
        add_36: "f32[1, 7, 7, 768]" = torch.ops.aten.add.Tensor(linear_42, alias_10);  linear_42 = alias_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_25: "f32[1, 7, 7, 768]" = torch.ops.aten.layer_norm.default(add_36, [768], p_features_7_0_norm2_weight, p_features_7_0_norm2_bias, 1e-05, False);  p_features_7_0_norm2_weight = p_features_7_0_norm2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_45: "f32[1, 7, 7, 3072]" = torch.ops.aten.linear.default(layer_norm_25, p_features_7_0_mlp_0_weight, p_features_7_0_mlp_0_bias);  layer_norm_25 = p_features_7_0_mlp_0_weight = p_features_7_0_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_10: "f32[1, 7, 7, 3072]" = torch.ops.aten.gelu.default(linear_45);  linear_45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_42: "f32[1, 7, 7, 3072]" = torch.ops.aten.dropout.default(gelu_10, 0.0, False);  gelu_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_46: "f32[1, 7, 7, 768]" = torch.ops.aten.linear.default(dropout_42, p_features_7_0_mlp_3_weight, p_features_7_0_mlp_3_bias);  dropout_42 = p_features_7_0_mlp_3_weight = p_features_7_0_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_43: "f32[1, 7, 7, 768]" = torch.ops.aten.dropout.default(linear_46, 0.0, False);  linear_46 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:454 in forward, code: x = x + self.stochastic_depth(self.mlp(self.norm2(x)))
        add_37: "f32[1, 7, 7, 768]" = torch.ops.aten.add.Tensor(add_36, dropout_43);  add_36 = dropout_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_26: "f32[1, 7, 7, 768]" = torch.ops.aten.layer_norm.default(add_37, [768], p_features_7_1_norm1_weight, p_features_7_1_norm1_bias, 1e-05, False);  p_features_7_1_norm1_weight = p_features_7_1_norm1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:298 in forward, code: relative_position_bias = self.get_relative_position_bias()
        index_11: "f32[2401, 24]" = torch.ops.aten.index.Tensor(p_features_7_1_attn_relative_position_bias_table, [b_features_7_1_attn_relative_position_index]);  p_features_7_1_attn_relative_position_bias_table = b_features_7_1_attn_relative_position_index = None
        view_48: "f32[49, 49, 24]" = torch.ops.aten.view.default(index_11, [49, 49, -1]);  index_11 = None
        permute_50: "f32[24, 49, 49]" = torch.ops.aten.permute.default(view_48, [2, 0, 1]);  view_48 = None
        contiguous_11: "f32[24, 49, 49]" = torch.ops.aten.contiguous.default(permute_50);  permute_50 = None
        unsqueeze_31: "f32[1, 24, 49, 49]" = torch.ops.aten.unsqueeze.default(contiguous_11, 0);  contiguous_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:299 in forward, code: return shifted_window_attention(
        pad_14: "f32[1, 7, 7, 768]" = torch.ops.aten.pad.default(layer_norm_26, [0, 0, 0, 0, 0, 0]);  layer_norm_26 = None
        view_49: "f32[1, 1, 7, 1, 7, 768]" = torch.ops.aten.view.default(pad_14, [1, 1, 7, 1, 7, 768]);  pad_14 = None
        permute_51: "f32[1, 1, 1, 7, 7, 768]" = torch.ops.aten.permute.default(view_49, [0, 1, 3, 2, 4, 5]);  view_49 = None
        reshape_49: "f32[1, 49, 768]" = torch.ops.aten.reshape.default(permute_51, [1, 49, 768]);  permute_51 = None
        linear_47: "f32[1, 49, 2304]" = torch.ops.aten.linear.default(reshape_49, p_features_7_1_attn_qkv_weight, p_features_7_1_attn_qkv_bias);  reshape_49 = p_features_7_1_attn_qkv_weight = p_features_7_1_attn_qkv_bias = None
        reshape_50: "f32[1, 49, 3, 24, 32]" = torch.ops.aten.reshape.default(linear_47, [1, 49, 3, 24, 32]);  linear_47 = None
        permute_52: "f32[3, 1, 24, 49, 32]" = torch.ops.aten.permute.default(reshape_50, [2, 0, 3, 1, 4]);  reshape_50 = None
        select_33: "f32[1, 24, 49, 32]" = torch.ops.aten.select.int(permute_52, 0, 0)
        select_34: "f32[1, 24, 49, 32]" = torch.ops.aten.select.int(permute_52, 0, 1)
        select_35: "f32[1, 24, 49, 32]" = torch.ops.aten.select.int(permute_52, 0, 2);  permute_52 = None
        mul_11: "f32[1, 24, 49, 32]" = torch.ops.aten.mul.Tensor(select_33, 0.1767766952966369);  select_33 = None
        transpose_22: "f32[1, 24, 32, 49]" = torch.ops.aten.transpose.int(select_34, -2, -1);  select_34 = None
        matmul_22: "f32[1, 24, 49, 49]" = torch.ops.aten.matmul.default(mul_11, transpose_22);  mul_11 = transpose_22 = None
        add_38: "f32[1, 24, 49, 49]" = torch.ops.aten.add.Tensor(matmul_22, unsqueeze_31);  matmul_22 = unsqueeze_31 = None
        softmax_11: "f32[1, 24, 49, 49]" = torch.ops.aten.softmax.int(add_38, -1);  add_38 = None
        dropout_44: "f32[1, 24, 49, 49]" = torch.ops.aten.dropout.default(softmax_11, 0.0, False);  softmax_11 = None
        matmul_23: "f32[1, 24, 49, 32]" = torch.ops.aten.matmul.default(dropout_44, select_35);  dropout_44 = select_35 = None
        transpose_23: "f32[1, 49, 24, 32]" = torch.ops.aten.transpose.int(matmul_23, 1, 2);  matmul_23 = None
        reshape_51: "f32[1, 49, 768]" = torch.ops.aten.reshape.default(transpose_23, [1, 49, 768]);  transpose_23 = None
        linear_48: "f32[1, 49, 768]" = torch.ops.aten.linear.default(reshape_51, p_features_7_1_attn_proj_weight, p_features_7_1_attn_proj_bias);  reshape_51 = p_features_7_1_attn_proj_weight = p_features_7_1_attn_proj_bias = None
        dropout_45: "f32[1, 49, 768]" = torch.ops.aten.dropout.default(linear_48, 0.0, False);  linear_48 = None
        view_50: "f32[1, 1, 1, 7, 7, 768]" = torch.ops.aten.view.default(dropout_45, [1, 1, 1, 7, 7, 768]);  dropout_45 = None
        permute_53: "f32[1, 1, 7, 1, 7, 768]" = torch.ops.aten.permute.default(view_50, [0, 1, 3, 2, 4, 5]);  view_50 = None
        reshape_52: "f32[1, 7, 7, 768]" = torch.ops.aten.reshape.default(permute_53, [1, 7, 7, 768]);  permute_53 = None
        alias_11: "f32[1, 7, 7, 768]" = torch.ops.aten.alias.default(reshape_52);  reshape_52 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:453 in forward, code: x = x + self.stochastic_depth(self.attn(self.norm1(x)))
        add_39: "f32[1, 7, 7, 768]" = torch.ops.aten.add.Tensor(add_37, alias_11);  add_37 = alias_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_27: "f32[1, 7, 7, 768]" = torch.ops.aten.layer_norm.default(add_39, [768], p_features_7_1_norm2_weight, p_features_7_1_norm2_bias, 1e-05, False);  p_features_7_1_norm2_weight = p_features_7_1_norm2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_49: "f32[1, 7, 7, 3072]" = torch.ops.aten.linear.default(layer_norm_27, p_features_7_1_mlp_0_weight, p_features_7_1_mlp_0_bias);  layer_norm_27 = p_features_7_1_mlp_0_weight = p_features_7_1_mlp_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_11: "f32[1, 7, 7, 3072]" = torch.ops.aten.gelu.default(linear_49);  linear_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_46: "f32[1, 7, 7, 3072]" = torch.ops.aten.dropout.default(gelu_11, 0.0, False);  gelu_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_50: "f32[1, 7, 7, 768]" = torch.ops.aten.linear.default(dropout_46, p_features_7_1_mlp_3_weight, p_features_7_1_mlp_3_bias);  dropout_46 = p_features_7_1_mlp_3_weight = p_features_7_1_mlp_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_47: "f32[1, 7, 7, 768]" = torch.ops.aten.dropout.default(linear_50, 0.0, False);  linear_50 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/swin_transformer.py:454 in forward, code: x = x + self.stochastic_depth(self.mlp(self.norm2(x)))
        add_40: "f32[1, 7, 7, 768]" = torch.ops.aten.add.Tensor(add_39, dropout_47);  add_39 = dropout_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_28: "f32[1, 7, 7, 768]" = torch.ops.aten.layer_norm.default(add_40, [768], p_norm_weight, p_norm_bias, 1e-05, False);  add_40 = p_norm_weight = p_norm_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_54: "f32[1, 768, 7, 7]" = torch.ops.aten.permute.default(layer_norm_28, [0, 3, 1, 2]);  layer_norm_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d: "f32[1, 768, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(permute_54, [1, 1]);  permute_54 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/flatten.py:55 in forward, code: return input.flatten(self.start_dim, self.end_dim)
        flatten: "f32[1, 768]" = torch.ops.aten.flatten.using_ints(adaptive_avg_pool2d, 1);  adaptive_avg_pool2d = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_51: "f32[1, 1000]" = torch.ops.aten.linear.default(flatten, p_head_weight, p_head_bias);  flatten = p_head_weight = p_head_bias = None
        return (linear_51,)
