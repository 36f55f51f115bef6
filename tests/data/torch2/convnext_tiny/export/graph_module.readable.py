class GraphModule(torch.nn.Module):
    def forward(self, p_features_0_0_weight: "f32[96, 3, 4, 4]", p_features_0_0_bias: "f32[96]", p_features_0_1_weight: "f32[96]", p_features_0_1_bias: "f32[96]", p_features_1_0_layer_scale: "f32[96, 1, 1]", p_features_1_0_block_0_weight: "f32[96, 1, 7, 7]", p_features_1_0_block_0_bias: "f32[96]", p_features_1_0_block_2_weight: "f32[96]", p_features_1_0_block_2_bias: "f32[96]", p_features_1_0_block_3_weight: "f32[384, 96]", p_features_1_0_block_3_bias: "f32[384]", p_features_1_0_block_5_weight: "f32[96, 384]", p_features_1_0_block_5_bias: "f32[96]", p_features_1_1_layer_scale: "f32[96, 1, 1]", p_features_1_1_block_0_weight: "f32[96, 1, 7, 7]", p_features_1_1_block_0_bias: "f32[96]", p_features_1_1_block_2_weight: "f32[96]", p_features_1_1_block_2_bias: "f32[96]", p_features_1_1_block_3_weight: "f32[384, 96]", p_features_1_1_block_3_bias: "f32[384]", p_features_1_1_block_5_weight: "f32[96, 384]", p_features_1_1_block_5_bias: "f32[96]", p_features_1_2_layer_scale: "f32[96, 1, 1]", p_features_1_2_block_0_weight: "f32[96, 1, 7, 7]", p_features_1_2_block_0_bias: "f32[96]", p_features_1_2_block_2_weight: "f32[96]", p_features_1_2_block_2_bias: "f32[96]", p_features_1_2_block_3_weight: "f32[384, 96]", p_features_1_2_block_3_bias: "f32[384]", p_features_1_2_block_5_weight: "f32[96, 384]", p_features_1_2_block_5_bias: "f32[96]", p_features_2_0_weight: "f32[96]", p_features_2_0_bias: "f32[96]", p_features_2_1_weight: "f32[192, 96, 2, 2]", p_features_2_1_bias: "f32[192]", p_features_3_0_layer_scale: "f32[192, 1, 1]", p_features_3_0_block_0_weight: "f32[192, 1, 7, 7]", p_features_3_0_block_0_bias: "f32[192]", p_features_3_0_block_2_weight: "f32[192]", p_features_3_0_block_2_bias: "f32[192]", p_features_3_0_block_3_weight: "f32[768, 192]", p_features_3_0_block_3_bias: "f32[768]", p_features_3_0_block_5_weight: "f32[192, 768]", p_features_3_0_block_5_bias: "f32[192]", p_features_3_1_layer_scale: "f32[192, 1, 1]", p_features_3_1_block_0_weight: "f32[192, 1, 7, 7]", p_features_3_1_block_0_bias: "f32[192]", p_features_3_1_block_2_weight: "f32[192]", p_features_3_1_block_2_bias: "f32[192]", p_features_3_1_block_3_weight: "f32[768, 192]", p_features_3_1_block_3_bias: "f32[768]", p_features_3_1_block_5_weight: "f32[192, 768]", p_features_3_1_block_5_bias: "f32[192]", p_features_3_2_layer_scale: "f32[192, 1, 1]", p_features_3_2_block_0_weight: "f32[192, 1, 7, 7]", p_features_3_2_block_0_bias: "f32[192]", p_features_3_2_block_2_weight: "f32[192]", p_features_3_2_block_2_bias: "f32[192]", p_features_3_2_block_3_weight: "f32[768, 192]", p_features_3_2_block_3_bias: "f32[768]", p_features_3_2_block_5_weight: "f32[192, 768]", p_features_3_2_block_5_bias: "f32[192]", p_features_4_0_weight: "f32[192]", p_features_4_0_bias: "f32[192]", p_features_4_1_weight: "f32[384, 192, 2, 2]", p_features_4_1_bias: "f32[384]", p_features_5_0_layer_scale: "f32[384, 1, 1]", p_features_5_0_block_0_weight: "f32[384, 1, 7, 7]", p_features_5_0_block_0_bias: "f32[384]", p_features_5_0_block_2_weight: "f32[384]", p_features_5_0_block_2_bias: "f32[384]", p_features_5_0_block_3_weight: "f32[1536, 384]", p_features_5_0_block_3_bias: "f32[1536]", p_features_5_0_block_5_weight: "f32[384, 1536]", p_features_5_0_block_5_bias: "f32[384]", p_features_5_1_layer_scale: "f32[384, 1, 1]", p_features_5_1_block_0_weight: "f32[384, 1, 7, 7]", p_features_5_1_block_0_bias: "f32[384]", p_features_5_1_block_2_weight: "f32[384]", p_features_5_1_block_2_bias: "f32[384]", p_features_5_1_block_3_weight: "f32[1536, 384]", p_features_5_1_block_3_bias: "f32[1536]", p_features_5_1_block_5_weight: "f32[384, 1536]", p_features_5_1_block_5_bias: "f32[384]", p_features_5_2_layer_scale: "f32[384, 1, 1]", p_features_5_2_block_0_weight: "f32[384, 1, 7, 7]", p_features_5_2_block_0_bias: "f32[384]", p_features_5_2_block_2_weight: "f32[384]", p_features_5_2_block_2_bias: "f32[384]", p_features_5_2_block_3_weight: "f32[1536, 384]", p_features_5_2_block_3_bias: "f32[1536]", p_features_5_2_block_5_weight: "f32[384, 1536]", p_features_5_2_block_5_bias: "f32[384]", p_features_5_3_layer_scale: "f32[384, 1, 1]", p_features_5_3_block_0_weight: "f32[384, 1, 7, 7]", p_features_5_3_block_0_bias: "f32[384]", p_features_5_3_block_2_weight: "f32[384]", p_features_5_3_block_2_bias: "f32[384]", p_features_5_3_block_3_weight: "f32[1536, 384]", p_features_5_3_block_3_bias: "f32[1536]", p_features_5_3_block_5_weight: "f32[384, 1536]", p_features_5_3_block_5_bias: "f32[384]", p_features_5_4_layer_scale: "f32[384, 1, 1]", p_features_5_4_block_0_weight: "f32[384, 1, 7, 7]", p_features_5_4_block_0_bias: "f32[384]", p_features_5_4_block_2_weight: "f32[384]", p_features_5_4_block_2_bias: "f32[384]", p_features_5_4_block_3_weight: "f32[1536, 384]", p_features_5_4_block_3_bias: "f32[1536]", p_features_5_4_block_5_weight: "f32[384, 1536]", p_features_5_4_block_5_bias: "f32[384]", p_features_5_5_layer_scale: "f32[384, 1, 1]", p_features_5_5_block_0_weight: "f32[384, 1, 7, 7]", p_features_5_5_block_0_bias: "f32[384]", p_features_5_5_block_2_weight: "f32[384]", p_features_5_5_block_2_bias: "f32[384]", p_features_5_5_block_3_weight: "f32[1536, 384]", p_features_5_5_block_3_bias: "f32[1536]", p_features_5_5_block_5_weight: "f32[384, 1536]", p_features_5_5_block_5_bias: "f32[384]", p_features_5_6_layer_scale: "f32[384, 1, 1]", p_features_5_6_block_0_weight: "f32[384, 1, 7, 7]", p_features_5_6_block_0_bias: "f32[384]", p_features_5_6_block_2_weight: "f32[384]", p_features_5_6_block_2_bias: "f32[384]", p_features_5_6_block_3_weight: "f32[1536, 384]", p_features_5_6_block_3_bias: "f32[1536]", p_features_5_6_block_5_weight: "f32[384, 1536]", p_features_5_6_block_5_bias: "f32[384]", p_features_5_7_layer_scale: "f32[384, 1, 1]", p_features_5_7_block_0_weight: "f32[384, 1, 7, 7]", p_features_5_7_block_0_bias: "f32[384]", p_features_5_7_block_2_weight: "f32[384]", p_features_5_7_block_2_bias: "f32[384]", p_features_5_7_block_3_weight: "f32[1536, 384]", p_features_5_7_block_3_bias: "f32[1536]", p_features_5_7_block_5_weight: "f32[384, 1536]", p_features_5_7_block_5_bias: "f32[384]", p_features_5_8_layer_scale: "f32[384, 1, 1]", p_features_5_8_block_0_weight: "f32[384, 1, 7, 7]", p_features_5_8_block_0_bias: "f32[384]", p_features_5_8_block_2_weight: "f32[384]", p_features_5_8_block_2_bias: "f32[384]", p_features_5_8_block_3_weight: "f32[1536, 384]", p_features_5_8_block_3_bias: "f32[1536]", p_features_5_8_block_5_weight: "f32[384, 1536]", p_features_5_8_block_5_bias: "f32[384]", p_features_6_0_weight: "f32[384]", p_features_6_0_bias: "f32[384]", p_features_6_1_weight: "f32[768, 384, 2, 2]", p_features_6_1_bias: "f32[768]", p_features_7_0_layer_scale: "f32[768, 1, 1]", p_features_7_0_block_0_weight: "f32[768, 1, 7, 7]", p_features_7_0_block_0_bias: "f32[768]", p_features_7_0_block_2_weight: "f32[768]", p_features_7_0_block_2_bias: "f32[768]", p_features_7_0_block_3_weight: "f32[3072, 768]", p_features_7_0_block_3_bias: "f32[3072]", p_features_7_0_block_5_weight: "f32[768, 3072]", p_features_7_0_block_5_bias: "f32[768]", p_features_7_1_layer_scale: "f32[768, 1, 1]", p_features_7_1_block_0_weight: "f32[768, 1, 7, 7]", p_features_7_1_block_0_bias: "f32[768]", p_features_7_1_block_2_weight: "f32[768]", p_features_7_1_block_2_bias: "f32[768]", p_features_7_1_block_3_weight: "f32[3072, 768]", p_features_7_1_block_3_bias: "f32[3072]", p_features_7_1_block_5_weight: "f32[768, 3072]", p_features_7_1_block_5_bias: "f32[768]", p_features_7_2_layer_scale: "f32[768, 1, 1]", p_features_7_2_block_0_weight: "f32[768, 1, 7, 7]", p_features_7_2_block_0_bias: "f32[768]", p_features_7_2_block_2_weight: "f32[768]", p_features_7_2_block_2_bias: "f32[768]", p_features_7_2_block_3_weight: "f32[3072, 768]", p_features_7_2_block_3_bias: "f32[3072]", p_features_7_2_block_5_weight: "f32[768, 3072]", p_features_7_2_block_5_bias: "f32[768]", p_classifier_0_weight: "f32[768]", p_classifier_0_bias: "f32[768]", p_classifier_2_weight: "f32[1000, 768]", p_classifier_2_bias: "f32[1000]", x: "f32[1, 3, 224, 224]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d: "f32[1, 96, 56, 56]" = torch.ops.aten.conv2d.default(x, p_features_0_0_weight, p_features_0_0_bias, [4, 4]);  x = p_features_0_0_weight = p_features_0_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:33 in forward, code: x = x.permute(0, 2, 3, 1)
        permute: "f32[1, 56, 56, 96]" = torch.ops.aten.permute.default(conv2d, [0, 2, 3, 1]);  conv2d = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:34 in forward, code: x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        layer_norm: "f32[1, 56, 56, 96]" = torch.ops.aten.layer_norm.default(permute, [96], p_features_0_1_weight, p_features_0_1_bias, 1e-06, False);  permute = p_features_0_1_weight = p_features_0_1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:35 in forward, code: x = x.permute(0, 3, 1, 2)
        permute_1: "f32[1, 96, 56, 56]" = torch.ops.aten.permute.default(layer_norm, [0, 3, 1, 2]);  layer_norm = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_1: "f32[1, 96, 56, 56]" = torch.ops.aten.conv2d.default(permute_1, p_features_1_0_block_0_weight, p_features_1_0_block_0_bias, [1, 1], [3, 3], [1, 1], 96);  p_features_1_0_block_0_weight = p_features_1_0_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_2: "f32[1, 56, 56, 96]" = torch.ops.aten.permute.default(conv2d_1, [0, 2, 3, 1]);  conv2d_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_1: "f32[1, 56, 56, 96]" = torch.ops.aten.layer_norm.default(permute_2, [96], p_features_1_0_block_2_weight, p_features_1_0_block_2_bias, 1e-06, False);  permute_2 = p_features_1_0_block_2_weight = p_features_1_0_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[1, 56, 56, 384]" = torch.ops.aten.linear.default(layer_norm_1, p_features_1_0_block_3_weight, p_features_1_0_block_3_bias);  layer_norm_1 = p_features_1_0_block_3_weight = p_features_1_0_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu: "f32[1, 56, 56, 384]" = torch.ops.aten.gelu.default(linear);  linear = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_1: "f32[1, 56, 56, 96]" = torch.ops.aten.linear.default(gelu, p_features_1_0_block_5_weight, p_features_1_0_block_5_bias);  gelu = p_features_1_0_block_5_weight = p_features_1_0_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_3: "f32[1, 96, 56, 56]" = torch.ops.aten.permute.default(linear_1, [0, 3, 1, 2]);  linear_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul: "f32[1, 96, 56, 56]" = torch.ops.aten.mul.Tensor(p_features_1_0_layer_scale, permute_3);  p_features_1_0_layer_scale = permute_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_: "f32[1, 96, 56, 56]" = torch.ops.aten.add_.Tensor(mul, permute_1);  mul = permute_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_2: "f32[1, 96, 56, 56]" = torch.ops.aten.conv2d.default(add_, p_features_1_1_block_0_weight, p_features_1_1_block_0_bias, [1, 1], [3, 3], [1, 1], 96);  p_features_1_1_block_0_weight = p_features_1_1_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_4: "f32[1, 56, 56, 96]" = torch.ops.aten.permute.default(conv2d_2, [0, 2, 3, 1]);  conv2d_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_2: "f32[1, 56, 56, 96]" = torch.ops.aten.layer_norm.default(permute_4, [96], p_features_1_1_block_2_weight, p_features_1_1_block_2_bias, 1e-06, False);  permute_4 = p_features_1_1_block_2_weight = p_features_1_1_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_2: "f32[1, 56, 56, 384]" = torch.ops.aten.linear.default(layer_norm_2, p_features_1_1_block_3_weight, p_features_1_1_block_3_bias);  layer_norm_2 = p_features_1_1_block_3_weight = p_features_1_1_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_1: "f32[1, 56, 56, 384]" = torch.ops.aten.gelu.default(linear_2);  linear_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_3: "f32[1, 56, 56, 96]" = torch.ops.aten.linear.default(gelu_1, p_features_1_1_block_5_weight, p_features_1_1_block_5_bias);  gelu_1 = p_features_1_1_block_5_weight = p_features_1_1_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_5: "f32[1, 96, 56, 56]" = torch.ops.aten.permute.default(linear_3, [0, 3, 1, 2]);  linear_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_1: "f32[1, 96, 56, 56]" = torch.ops.aten.mul.Tensor(p_features_1_1_layer_scale, permute_5);  p_features_1_1_layer_scale = permute_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__1: "f32[1, 96, 56, 56]" = torch.ops.aten.add_.Tensor(mul_1, add_);  mul_1 = add_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_3: "f32[1, 96, 56, 56]" = torch.ops.aten.conv2d.default(add__1, p_features_1_2_block_0_weight, p_features_1_2_block_0_bias, [1, 1], [3, 3], [1, 1], 96);  p_features_1_2_block_0_weight = p_features_1_2_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_6: "f32[1, 56, 56, 96]" = torch.ops.aten.permute.default(conv2d_3, [0, 2, 3, 1]);  conv2d_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_3: "f32[1, 56, 56, 96]" = torch.ops.aten.layer_norm.default(permute_6, [96], p_features_1_2_block_2_weight, p_features_1_2_block_2_bias, 1e-06, False);  permute_6 = p_features_1_2_block_2_weight = p_features_1_2_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_4: "f32[1, 56, 56, 384]" = torch.ops.aten.linear.default(layer_norm_3, p_features_1_2_block_3_weight, p_features_1_2_block_3_bias);  layer_norm_3 = p_features_1_2_block_3_weight = p_features_1_2_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_2: "f32[1, 56, 56, 384]" = torch.ops.aten.gelu.default(linear_4);  linear_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_5: "f32[1, 56, 56, 96]" = torch.ops.aten.linear.default(gelu_2, p_features_1_2_block_5_weight, p_features_1_2_block_5_bias);  gelu_2 = p_features_1_2_block_5_weight = p_features_1_2_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_7: "f32[1, 96, 56, 56]" = torch.ops.aten.permute.default(linear_5, [0, 3, 1, 2]);  linear_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_2: "f32[1, 96, 56, 56]" = torch.ops.aten.mul.Tensor(p_features_1_2_layer_scale, permute_7);  p_features_1_2_layer_scale = permute_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__2: "f32[1, 96, 56, 56]" = torch.ops.aten.add_.Tensor(mul_2, add__1);  mul_2 = add__1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:33 in forward, code: x = x.permute(0, 2, 3, 1)
        permute_8: "f32[1, 56, 56, 96]" = torch.ops.aten.permute.default(add__2, [0, 2, 3, 1]);  add__2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:34 in forward, code: x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        layer_norm_4: "f32[1, 56, 56, 96]" = torch.ops.aten.layer_norm.default(permute_8, [96], p_features_2_0_weight, p_features_2_0_bias, 1e-06, False);  permute_8 = p_features_2_0_weight = p_features_2_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:35 in forward, code: x = x.permute(0, 3, 1, 2)
        permute_9: "f32[1, 96, 56, 56]" = torch.ops.aten.permute.default(layer_norm_4, [0, 3, 1, 2]);  layer_norm_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_4: "f32[1, 192, 28, 28]" = torch.ops.aten.conv2d.default(permute_9, p_features_2_1_weight, p_features_2_1_bias, [2, 2]);  permute_9 = p_features_2_1_weight = p_features_2_1_bias = None
        conv2d_5: "f32[1, 192, 28, 28]" = torch.ops.aten.conv2d.default(conv2d_4, p_features_3_0_block_0_weight, p_features_3_0_block_0_bias, [1, 1], [3, 3], [1, 1], 192);  p_features_3_0_block_0_weight = p_features_3_0_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_10: "f32[1, 28, 28, 192]" = torch.ops.aten.permute.default(conv2d_5, [0, 2, 3, 1]);  conv2d_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_5: "f32[1, 28, 28, 192]" = torch.ops.aten.layer_norm.default(permute_10, [192], p_features_3_0_block_2_weight, p_features_3_0_block_2_bias, 1e-06, False);  permute_10 = p_features_3_0_block_2_weight = p_features_3_0_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_6: "f32[1, 28, 28, 768]" = torch.ops.aten.linear.default(layer_norm_5, p_features_3_0_block_3_weight, p_features_3_0_block_3_bias);  layer_norm_5 = p_features_3_0_block_3_weight = p_features_3_0_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_3: "f32[1, 28, 28, 768]" = torch.ops.aten.gelu.default(linear_6);  linear_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_7: "f32[1, 28, 28, 192]" = torch.ops.aten.linear.default(gelu_3, p_features_3_0_block_5_weight, p_features_3_0_block_5_bias);  gelu_3 = p_features_3_0_block_5_weight = p_features_3_0_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_11: "f32[1, 192, 28, 28]" = torch.ops.aten.permute.default(linear_7, [0, 3, 1, 2]);  linear_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_3: "f32[1, 192, 28, 28]" = torch.ops.aten.mul.Tensor(p_features_3_0_layer_scale, permute_11);  p_features_3_0_layer_scale = permute_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__3: "f32[1, 192, 28, 28]" = torch.ops.aten.add_.Tensor(mul_3, conv2d_4);  mul_3 = conv2d_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_6: "f32[1, 192, 28, 28]" = torch.ops.aten.conv2d.default(add__3, p_features_3_1_block_0_weight, p_features_3_1_block_0_bias, [1, 1], [3, 3], [1, 1], 192);  p_features_3_1_block_0_weight = p_features_3_1_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_12: "f32[1, 28, 28, 192]" = torch.ops.aten.permute.default(conv2d_6, [0, 2, 3, 1]);  conv2d_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_6: "f32[1, 28, 28, 192]" = torch.ops.aten.layer_norm.default(permute_12, [192], p_features_3_1_block_2_weight, p_features_3_1_block_2_bias, 1e-06, False);  permute_12 = p_features_3_1_block_2_weight = p_features_3_1_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_8: "f32[1, 28, 28, 768]" = torch.ops.aten.linear.default(layer_norm_6, p_features_3_1_block_3_weight, p_features_3_1_block_3_bias);  layer_norm_6 = p_features_3_1_block_3_weight = p_features_3_1_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_4: "f32[1, 28, 28, 768]" = torch.ops.aten.gelu.default(linear_8);  linear_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_9: "f32[1, 28, 28, 192]" = torch.ops.aten.linear.default(gelu_4, p_features_3_1_block_5_weight, p_features_3_1_block_5_bias);  gelu_4 = p_features_3_1_block_5_weight = p_features_3_1_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_13: "f32[1, 192, 28, 28]" = torch.ops.aten.permute.default(linear_9, [0, 3, 1, 2]);  linear_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_4: "f32[1, 192, 28, 28]" = torch.ops.aten.mul.Tensor(p_features_3_1_layer_scale, permute_13);  p_features_3_1_layer_scale = permute_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__4: "f32[1, 192, 28, 28]" = torch.ops.aten.add_.Tensor(mul_4, add__3);  mul_4 = add__3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_7: "f32[1, 192, 28, 28]" = torch.ops.aten.conv2d.default(add__4, p_features_3_2_block_0_weight, p_features_3_2_block_0_bias, [1, 1], [3, 3], [1, 1], 192);  p_features_3_2_block_0_weight = p_features_3_2_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_14: "f32[1, 28, 28, 192]" = torch.ops.aten.permute.default(conv2d_7, [0, 2, 3, 1]);  conv2d_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_7: "f32[1, 28, 28, 192]" = torch.ops.aten.layer_norm.default(permute_14, [192], p_features_3_2_block_2_weight, p_features_3_2_block_2_bias, 1e-06, False);  permute_14 = p_features_3_2_block_2_weight = p_features_3_2_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_10: "f32[1, 28, 28, 768]" = torch.ops.aten.linear.default(layer_norm_7, p_features_3_2_block_3_weight, p_features_3_2_block_3_bias);  layer_norm_7 = p_features_3_2_block_3_weight = p_features_3_2_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_5: "f32[1, 28, 28, 768]" = torch.ops.aten.gelu.default(linear_10);  linear_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_11: "f32[1, 28, 28, 192]" = torch.ops.aten.linear.default(gelu_5, p_features_3_2_block_5_weight, p_features_3_2_block_5_bias);  gelu_5 = p_features_3_2_block_5_weight = p_features_3_2_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_15: "f32[1, 192, 28, 28]" = torch.ops.aten.permute.default(linear_11, [0, 3, 1, 2]);  linear_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_5: "f32[1, 192, 28, 28]" = torch.ops.aten.mul.Tensor(p_features_3_2_layer_scale, permute_15);  p_features_3_2_layer_scale = permute_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__5: "f32[1, 192, 28, 28]" = torch.ops.aten.add_.Tensor(mul_5, add__4);  mul_5 = add__4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:33 in forward, code: x = x.permute(0, 2, 3, 1)
        permute_16: "f32[1, 28, 28, 192]" = torch.ops.aten.permute.default(add__5, [0, 2, 3, 1]);  add__5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:34 in forward, code: x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        layer_norm_8: "f32[1, 28, 28, 192]" = torch.ops.aten.layer_norm.default(permute_16, [192], p_features_4_0_weight, p_features_4_0_bias, 1e-06, False);  permute_16 = p_features_4_0_weight = p_features_4_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:35 in forward, code: x = x.permute(0, 3, 1, 2)
        permute_17: "f32[1, 192, 28, 28]" = torch.ops.aten.permute.default(layer_norm_8, [0, 3, 1, 2]);  layer_norm_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_8: "f32[1, 384, 14, 14]" = torch.ops.aten.conv2d.default(permute_17, p_features_4_1_weight, p_features_4_1_bias, [2, 2]);  permute_17 = p_features_4_1_weight = p_features_4_1_bias = None
        conv2d_9: "f32[1, 384, 14, 14]" = torch.ops.aten.conv2d.default(conv2d_8, p_features_5_0_block_0_weight, p_features_5_0_block_0_bias, [1, 1], [3, 3], [1, 1], 384);  p_features_5_0_block_0_weight = p_features_5_0_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_18: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(conv2d_9, [0, 2, 3, 1]);  conv2d_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_9: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(permute_18, [384], p_features_5_0_block_2_weight, p_features_5_0_block_2_bias, 1e-06, False);  permute_18 = p_features_5_0_block_2_weight = p_features_5_0_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_12: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_9, p_features_5_0_block_3_weight, p_features_5_0_block_3_bias);  layer_norm_9 = p_features_5_0_block_3_weight = p_features_5_0_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_6: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_12);  linear_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_13: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(gelu_6, p_features_5_0_block_5_weight, p_features_5_0_block_5_bias);  gelu_6 = p_features_5_0_block_5_weight = p_features_5_0_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_19: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(linear_13, [0, 3, 1, 2]);  linear_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_6: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(p_features_5_0_layer_scale, permute_19);  p_features_5_0_layer_scale = permute_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__6: "f32[1, 384, 14, 14]" = torch.ops.aten.add_.Tensor(mul_6, conv2d_8);  mul_6 = conv2d_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_10: "f32[1, 384, 14, 14]" = torch.ops.aten.conv2d.default(add__6, p_features_5_1_block_0_weight, p_features_5_1_block_0_bias, [1, 1], [3, 3], [1, 1], 384);  p_features_5_1_block_0_weight = p_features_5_1_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_20: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(conv2d_10, [0, 2, 3, 1]);  conv2d_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_10: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(permute_20, [384], p_features_5_1_block_2_weight, p_features_5_1_block_2_bias, 1e-06, False);  permute_20 = p_features_5_1_block_2_weight = p_features_5_1_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_14: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_10, p_features_5_1_block_3_weight, p_features_5_1_block_3_bias);  layer_norm_10 = p_features_5_1_block_3_weight = p_features_5_1_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_7: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_14);  linear_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_15: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(gelu_7, p_features_5_1_block_5_weight, p_features_5_1_block_5_bias);  gelu_7 = p_features_5_1_block_5_weight = p_features_5_1_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_21: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(linear_15, [0, 3, 1, 2]);  linear_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_7: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(p_features_5_1_layer_scale, permute_21);  p_features_5_1_layer_scale = permute_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__7: "f32[1, 384, 14, 14]" = torch.ops.aten.add_.Tensor(mul_7, add__6);  mul_7 = add__6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_11: "f32[1, 384, 14, 14]" = torch.ops.aten.conv2d.default(add__7, p_features_5_2_block_0_weight, p_features_5_2_block_0_bias, [1, 1], [3, 3], [1, 1], 384);  p_features_5_2_block_0_weight = p_features_5_2_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_22: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(conv2d_11, [0, 2, 3, 1]);  conv2d_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_11: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(permute_22, [384], p_features_5_2_block_2_weight, p_features_5_2_block_2_bias, 1e-06, False);  permute_22 = p_features_5_2_block_2_weight = p_features_5_2_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_16: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_11, p_features_5_2_block_3_weight, p_features_5_2_block_3_bias);  layer_norm_11 = p_features_5_2_block_3_weight = p_features_5_2_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_8: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_16);  linear_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_17: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(gelu_8, p_features_5_2_block_5_weight, p_features_5_2_block_5_bias);  gelu_8 = p_features_5_2_block_5_weight = p_features_5_2_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_23: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(linear_17, [0, 3, 1, 2]);  linear_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_8: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(p_features_5_2_layer_scale, permute_23);  p_features_5_2_layer_scale = permute_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__8: "f32[1, 384, 14, 14]" = torch.ops.aten.add_.Tensor(mul_8, add__7);  mul_8 = add__7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_12: "f32[1, 384, 14, 14]" = torch.ops.aten.conv2d.default(add__8, p_features_5_3_block_0_weight, p_features_5_3_block_0_bias, [1, 1], [3, 3], [1, 1], 384);  p_features_5_3_block_0_weight = p_features_5_3_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_24: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(conv2d_12, [0, 2, 3, 1]);  conv2d_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_12: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(permute_24, [384], p_features_5_3_block_2_weight, p_features_5_3_block_2_bias, 1e-06, False);  permute_24 = p_features_5_3_block_2_weight = p_features_5_3_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_18: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_12, p_features_5_3_block_3_weight, p_features_5_3_block_3_bias);  layer_norm_12 = p_features_5_3_block_3_weight = p_features_5_3_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_9: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_18);  linear_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_19: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(gelu_9, p_features_5_3_block_5_weight, p_features_5_3_block_5_bias);  gelu_9 = p_features_5_3_block_5_weight = p_features_5_3_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_25: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(linear_19, [0, 3, 1, 2]);  linear_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_9: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(p_features_5_3_layer_scale, permute_25);  p_features_5_3_layer_scale = permute_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__9: "f32[1, 384, 14, 14]" = torch.ops.aten.add_.Tensor(mul_9, add__8);  mul_9 = add__8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_13: "f32[1, 384, 14, 14]" = torch.ops.aten.conv2d.default(add__9, p_features_5_4_block_0_weight, p_features_5_4_block_0_bias, [1, 1], [3, 3], [1, 1], 384);  p_features_5_4_block_0_weight = p_features_5_4_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_26: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(conv2d_13, [0, 2, 3, 1]);  conv2d_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_13: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(permute_26, [384], p_features_5_4_block_2_weight, p_features_5_4_block_2_bias, 1e-06, False);  permute_26 = p_features_5_4_block_2_weight = p_features_5_4_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_20: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_13, p_features_5_4_block_3_weight, p_features_5_4_block_3_bias);  layer_norm_13 = p_features_5_4_block_3_weight = p_features_5_4_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_10: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_20);  linear_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_21: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(gelu_10, p_features_5_4_block_5_weight, p_features_5_4_block_5_bias);  gelu_10 = p_features_5_4_block_5_weight = p_features_5_4_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_27: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(linear_21, [0, 3, 1, 2]);  linear_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_10: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(p_features_5_4_layer_scale, permute_27);  p_features_5_4_layer_scale = permute_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__10: "f32[1, 384, 14, 14]" = torch.ops.aten.add_.Tensor(mul_10, add__9);  mul_10 = add__9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_14: "f32[1, 384, 14, 14]" = torch.ops.aten.conv2d.default(add__10, p_features_5_5_block_0_weight, p_features_5_5_block_0_bias, [1, 1], [3, 3], [1, 1], 384);  p_features_5_5_block_0_weight = p_features_5_5_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_28: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(conv2d_14, [0, 2, 3, 1]);  conv2d_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_14: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(permute_28, [384], p_features_5_5_block_2_weight, p_features_5_5_block_2_bias, 1e-06, False);  permute_28 = p_features_5_5_block_2_weight = p_features_5_5_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_22: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_14, p_features_5_5_block_3_weight, p_features_5_5_block_3_bias);  layer_norm_14 = p_features_5_5_block_3_weight = p_features_5_5_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_11: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_22);  linear_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_23: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(gelu_11, p_features_5_5_block_5_weight, p_features_5_5_block_5_bias);  gelu_11 = p_features_5_5_block_5_weight = p_features_5_5_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_29: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(linear_23, [0, 3, 1, 2]);  linear_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_11: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(p_features_5_5_layer_scale, permute_29);  p_features_5_5_layer_scale = permute_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__11: "f32[1, 384, 14, 14]" = torch.ops.aten.add_.Tensor(mul_11, add__10);  mul_11 = add__10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_15: "f32[1, 384, 14, 14]" = torch.ops.aten.conv2d.default(add__11, p_features_5_6_block_0_weight, p_features_5_6_block_0_bias, [1, 1], [3, 3], [1, 1], 384);  p_features_5_6_block_0_weight = p_features_5_6_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_30: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(conv2d_15, [0, 2, 3, 1]);  conv2d_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_15: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(permute_30, [384], p_features_5_6_block_2_weight, p_features_5_6_block_2_bias, 1e-06, False);  permute_30 = p_features_5_6_block_2_weight = p_features_5_6_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_24: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_15, p_features_5_6_block_3_weight, p_features_5_6_block_3_bias);  layer_norm_15 = p_features_5_6_block_3_weight = p_features_5_6_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_12: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_24);  linear_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_25: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(gelu_12, p_features_5_6_block_5_weight, p_features_5_6_block_5_bias);  gelu_12 = p_features_5_6_block_5_weight = p_features_5_6_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_31: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(linear_25, [0, 3, 1, 2]);  linear_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_12: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(p_features_5_6_layer_scale, permute_31);  p_features_5_6_layer_scale = permute_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__12: "f32[1, 384, 14, 14]" = torch.ops.aten.add_.Tensor(mul_12, add__11);  mul_12 = add__11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_16: "f32[1, 384, 14, 14]" = torch.ops.aten.conv2d.default(add__12, p_features_5_7_block_0_weight, p_features_5_7_block_0_bias, [1, 1], [3, 3], [1, 1], 384);  p_features_5_7_block_0_weight = p_features_5_7_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_32: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(conv2d_16, [0, 2, 3, 1]);  conv2d_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_16: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(permute_32, [384], p_features_5_7_block_2_weight, p_features_5_7_block_2_bias, 1e-06, False);  permute_32 = p_features_5_7_block_2_weight = p_features_5_7_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_26: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_16, p_features_5_7_block_3_weight, p_features_5_7_block_3_bias);  layer_norm_16 = p_features_5_7_block_3_weight = p_features_5_7_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_13: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_26);  linear_26 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_27: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(gelu_13, p_features_5_7_block_5_weight, p_features_5_7_block_5_bias);  gelu_13 = p_features_5_7_block_5_weight = p_features_5_7_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_33: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(linear_27, [0, 3, 1, 2]);  linear_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_13: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(p_features_5_7_layer_scale, permute_33);  p_features_5_7_layer_scale = permute_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__13: "f32[1, 384, 14, 14]" = torch.ops.aten.add_.Tensor(mul_13, add__12);  mul_13 = add__12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_17: "f32[1, 384, 14, 14]" = torch.ops.aten.conv2d.default(add__13, p_features_5_8_block_0_weight, p_features_5_8_block_0_bias, [1, 1], [3, 3], [1, 1], 384);  p_features_5_8_block_0_weight = p_features_5_8_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_34: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(conv2d_17, [0, 2, 3, 1]);  conv2d_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_17: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(permute_34, [384], p_features_5_8_block_2_weight, p_features_5_8_block_2_bias, 1e-06, False);  permute_34 = p_features_5_8_block_2_weight = p_features_5_8_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_28: "f32[1, 14, 14, 1536]" = torch.ops.aten.linear.default(layer_norm_17, p_features_5_8_block_3_weight, p_features_5_8_block_3_bias);  layer_norm_17 = p_features_5_8_block_3_weight = p_features_5_8_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_14: "f32[1, 14, 14, 1536]" = torch.ops.aten.gelu.default(linear_28);  linear_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_29: "f32[1, 14, 14, 384]" = torch.ops.aten.linear.default(gelu_14, p_features_5_8_block_5_weight, p_features_5_8_block_5_bias);  gelu_14 = p_features_5_8_block_5_weight = p_features_5_8_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_35: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(linear_29, [0, 3, 1, 2]);  linear_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_14: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(p_features_5_8_layer_scale, permute_35);  p_features_5_8_layer_scale = permute_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__14: "f32[1, 384, 14, 14]" = torch.ops.aten.add_.Tensor(mul_14, add__13);  mul_14 = add__13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:33 in forward, code: x = x.permute(0, 2, 3, 1)
        permute_36: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(add__14, [0, 2, 3, 1]);  add__14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:34 in forward, code: x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        layer_norm_18: "f32[1, 14, 14, 384]" = torch.ops.aten.layer_norm.default(permute_36, [384], p_features_6_0_weight, p_features_6_0_bias, 1e-06, False);  permute_36 = p_features_6_0_weight = p_features_6_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:35 in forward, code: x = x.permute(0, 3, 1, 2)
        permute_37: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(layer_norm_18, [0, 3, 1, 2]);  layer_norm_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_18: "f32[1, 768, 7, 7]" = torch.ops.aten.conv2d.default(permute_37, p_features_6_1_weight, p_features_6_1_bias, [2, 2]);  permute_37 = p_features_6_1_weight = p_features_6_1_bias = None
        conv2d_19: "f32[1, 768, 7, 7]" = torch.ops.aten.conv2d.default(conv2d_18, p_features_7_0_block_0_weight, p_features_7_0_block_0_bias, [1, 1], [3, 3], [1, 1], 768);  p_features_7_0_block_0_weight = p_features_7_0_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_38: "f32[1, 7, 7, 768]" = torch.ops.aten.permute.default(conv2d_19, [0, 2, 3, 1]);  conv2d_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_19: "f32[1, 7, 7, 768]" = torch.ops.aten.layer_norm.default(permute_38, [768], p_features_7_0_block_2_weight, p_features_7_0_block_2_bias, 1e-06, False);  permute_38 = p_features_7_0_block_2_weight = p_features_7_0_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_30: "f32[1, 7, 7, 3072]" = torch.ops.aten.linear.default(layer_norm_19, p_features_7_0_block_3_weight, p_features_7_0_block_3_bias);  layer_norm_19 = p_features_7_0_block_3_weight = p_features_7_0_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_15: "f32[1, 7, 7, 3072]" = torch.ops.aten.gelu.default(linear_30);  linear_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_31: "f32[1, 7, 7, 768]" = torch.ops.aten.linear.default(gelu_15, p_features_7_0_block_5_weight, p_features_7_0_block_5_bias);  gelu_15 = p_features_7_0_block_5_weight = p_features_7_0_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_39: "f32[1, 768, 7, 7]" = torch.ops.aten.permute.default(linear_31, [0, 3, 1, 2]);  linear_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_15: "f32[1, 768, 7, 7]" = torch.ops.aten.mul.Tensor(p_features_7_0_layer_scale, permute_39);  p_features_7_0_layer_scale = permute_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__15: "f32[1, 768, 7, 7]" = torch.ops.aten.add_.Tensor(mul_15, conv2d_18);  mul_15 = conv2d_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_20: "f32[1, 768, 7, 7]" = torch.ops.aten.conv2d.default(add__15, p_features_7_1_block_0_weight, p_features_7_1_block_0_bias, [1, 1], [3, 3], [1, 1], 768);  p_features_7_1_block_0_weight = p_features_7_1_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_40: "f32[1, 7, 7, 768]" = torch.ops.aten.permute.default(conv2d_20, [0, 2, 3, 1]);  conv2d_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_20: "f32[1, 7, 7, 768]" = torch.ops.aten.layer_norm.default(permute_40, [768], p_features_7_1_block_2_weight, p_features_7_1_block_2_bias, 1e-06, False);  permute_40 = p_features_7_1_block_2_weight = p_features_7_1_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_32: "f32[1, 7, 7, 3072]" = torch.ops.aten.linear.default(layer_norm_20, p_features_7_1_block_3_weight, p_features_7_1_block_3_bias);  layer_norm_20 = p_features_7_1_block_3_weight = p_features_7_1_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_16: "f32[1, 7, 7, 3072]" = torch.ops.aten.gelu.default(linear_32);  linear_32 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_33: "f32[1, 7, 7, 768]" = torch.ops.aten.linear.default(gelu_16, p_features_7_1_block_5_weight, p_features_7_1_block_5_bias);  gelu_16 = p_features_7_1_block_5_weight = p_features_7_1_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_41: "f32[1, 768, 7, 7]" = torch.ops.aten.permute.default(linear_33, [0, 3, 1, 2]);  linear_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_16: "f32[1, 768, 7, 7]" = torch.ops.aten.mul.Tensor(p_features_7_1_layer_scale, permute_41);  p_features_7_1_layer_scale = permute_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__16: "f32[1, 768, 7, 7]" = torch.ops.aten.add_.Tensor(mul_16, add__15);  mul_16 = add__15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_21: "f32[1, 768, 7, 7]" = torch.ops.aten.conv2d.default(add__16, p_features_7_2_block_0_weight, p_features_7_2_block_0_bias, [1, 1], [3, 3], [1, 1], 768);  p_features_7_2_block_0_weight = p_features_7_2_block_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_42: "f32[1, 7, 7, 768]" = torch.ops.aten.permute.default(conv2d_21, [0, 2, 3, 1]);  conv2d_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_21: "f32[1, 7, 7, 768]" = torch.ops.aten.layer_norm.default(permute_42, [768], p_features_7_2_block_2_weight, p_features_7_2_block_2_bias, 1e-06, False);  permute_42 = p_features_7_2_block_2_weight = p_features_7_2_block_2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_34: "f32[1, 7, 7, 3072]" = torch.ops.aten.linear.default(layer_norm_21, p_features_7_2_block_3_weight, p_features_7_2_block_3_bias);  layer_norm_21 = p_features_7_2_block_3_weight = p_features_7_2_block_3_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:817 in forward, code: return F.gelu(input, approximate=self.approximate)
        gelu_17: "f32[1, 7, 7, 3072]" = torch.ops.aten.gelu.default(linear_34);  linear_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_35: "f32[1, 7, 7, 768]" = torch.ops.aten.linear.default(gelu_17, p_features_7_2_block_5_weight, p_features_7_2_block_5_bias);  gelu_17 = p_features_7_2_block_5_weight = p_features_7_2_block_5_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_43: "f32[1, 768, 7, 7]" = torch.ops.aten.permute.default(linear_35, [0, 3, 1, 2]);  linear_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_17: "f32[1, 768, 7, 7]" = torch.ops.aten.mul.Tensor(p_features_7_2_layer_scale, permute_43);  p_features_7_2_layer_scale = permute_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add__17: "f32[1, 768, 7, 7]" = torch.ops.aten.add_.Tensor(mul_17, add__16);  mul_17 = add__16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d: "f32[1, 768, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(add__17, [1, 1]);  add__17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:33 in forward, code: x = x.permute(0, 2, 3, 1)
        permute_44: "f32[1, 1, 1, 768]" = torch.ops.aten.permute.default(adaptive_avg_pool2d, [0, 2, 3, 1]);  adaptive_avg_pool2d = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:34 in forward, code: x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        layer_norm_22: "f32[1, 1, 1, 768]" = torch.ops.aten.layer_norm.default(permute_44, [768], p_classifier_0_weight, p_classifier_0_bias, 1e-06, False);  permute_44 = p_classifier_0_weight = p_classifier_0_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:35 in forward, code: x = x.permute(0, 3, 1, 2)
        permute_45: "f32[1, 768, 1, 1]" = torch.ops.aten.permute.default(layer_norm_22, [0, 3, 1, 2]);  layer_norm_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/flatten.py:55 in forward, code: return input.flatten(self.start_dim, self.end_dim)
        flatten: "f32[1, 768]" = torch.ops.aten.flatten.using_ints(permute_45, 1);  permute_45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_36: "f32[1, 1000]" = torch.ops.aten.linear.default(flatten, p_classifier_2_weight, p_classifier_2_bias);  flatten = p_classifier_2_weight = p_classifier_2_bias = None
        return (linear_36,)
