class GraphModule(torch.nn.Module):
    def forward(self, p_conv1_weight: "f32[64, 3, 7, 7]", p_bn1_weight: "f32[64]", p_bn1_bias: "f32[64]", p_layer1_0_conv1_weight: "f32[64, 64, 1, 1]", p_layer1_0_bn1_weight: "f32[64]", p_layer1_0_bn1_bias: "f32[64]", p_layer1_0_conv2_weight: "f32[64, 64, 3, 3]", p_layer1_0_bn2_weight: "f32[64]", p_layer1_0_bn2_bias: "f32[64]", p_layer1_0_conv3_weight: "f32[256, 64, 1, 1]", p_layer1_0_bn3_weight: "f32[256]", p_layer1_0_bn3_bias: "f32[256]", p_layer1_0_downsample_0_weight: "f32[256, 64, 1, 1]", p_layer1_0_downsample_1_weight: "f32[256]", p_layer1_0_downsample_1_bias: "f32[256]", p_layer1_1_conv1_weight: "f32[64, 256, 1, 1]", p_layer1_1_bn1_weight: "f32[64]", p_layer1_1_bn1_bias: "f32[64]", p_layer1_1_conv2_weight: "f32[64, 64, 3, 3]", p_layer1_1_bn2_weight: "f32[64]", p_layer1_1_bn2_bias: "f32[64]", p_layer1_1_conv3_weight: "f32[256, 64, 1, 1]", p_layer1_1_bn3_weight: "f32[256]", p_layer1_1_bn3_bias: "f32[256]", p_layer1_2_conv1_weight: "f32[64, 256, 1, 1]", p_layer1_2_bn1_weight: "f32[64]", p_layer1_2_bn1_bias: "f32[64]", p_layer1_2_conv2_weight: "f32[64, 64, 3, 3]", p_layer1_2_bn2_weight: "f32[64]", p_layer1_2_bn2_bias: "f32[64]", p_layer1_2_conv3_weight: "f32[256, 64, 1, 1]", p_layer1_2_bn3_weight: "f32[256]", p_layer1_2_bn3_bias: "f32[256]", p_layer2_0_conv1_weight: "f32[128, 256, 1, 1]", p_layer2_0_bn1_weight: "f32[128]", p_layer2_0_bn1_bias: "f32[128]", p_layer2_0_conv2_weight: "f32[128, 128, 3, 3]", p_layer2_0_bn2_weight: "f32[128]", p_layer2_0_bn2_bias: "f32[128]", p_layer2_0_conv3_weight: "f32[512, 128, 1, 1]", p_layer2_0_bn3_weight: "f32[512]", p_layer2_0_bn3_bias: "f32[512]", p_layer2_0_downsample_0_weight: "f32[512, 256, 1, 1]", p_layer2_0_downsample_1_weight: "f32[512]", p_layer2_0_downsample_1_bias: "f32[512]", p_layer2_1_conv1_weight: "f32[128, 512, 1, 1]", p_layer2_1_bn1_weight: "f32[128]", p_layer2_1_bn1_bias: "f32[128]", p_layer2_1_conv2_weight: "f32[128, 128, 3, 3]", p_layer2_1_bn2_weight: "f32[128]", p_layer2_1_bn2_bias: "f32[128]", p_layer2_1_conv3_weight: "f32[512, 128, 1, 1]", p_layer2_1_bn3_weight: "f32[512]", p_layer2_1_bn3_bias: "f32[512]", p_layer2_2_conv1_weight: "f32[128, 512, 1, 1]", p_layer2_2_bn1_weight: "f32[128]", p_layer2_2_bn1_bias: "f32[128]", p_layer2_2_conv2_weight: "f32[128, 128, 3, 3]", p_layer2_2_bn2_weight: "f32[128]", p_layer2_2_bn2_bias: "f32[128]", p_layer2_2_conv3_weight: "f32[512, 128, 1, 1]", p_layer2_2_bn3_weight: "f32[512]", p_layer2_2_bn3_bias: "f32[512]", p_layer2_3_conv1_weight: "f32[128, 512, 1, 1]", p_layer2_3_bn1_weight: "f32[128]", p_layer2_3_bn1_bias: "f32[128]", p_layer2_3_conv2_weight: "f32[128, 128, 3, 3]", p_layer2_3_bn2_weight: "f32[128]", p_layer2_3_bn2_bias: "f32[128]", p_layer2_3_conv3_weight: "f32[512, 128, 1, 1]", p_layer2_3_bn3_weight: "f32[512]", p_layer2_3_bn3_bias: "f32[512]", p_layer3_0_conv1_weight: "f32[256, 512, 1, 1]", p_layer3_0_bn1_weight: "f32[256]", p_layer3_0_bn1_bias: "f32[256]", p_layer3_0_conv2_weight: "f32[256, 256, 3, 3]", p_layer3_0_bn2_weight: "f32[256]", p_layer3_0_bn2_bias: "f32[256]", p_layer3_0_conv3_weight: "f32[1024, 256, 1, 1]", p_layer3_0_bn3_weight: "f32[1024]", p_layer3_0_bn3_bias: "f32[1024]", p_layer3_0_downsample_0_weight: "f32[1024, 512, 1, 1]", p_layer3_0_downsample_1_weight: "f32[1024]", p_layer3_0_downsample_1_bias: "f32[1024]", p_layer3_1_conv1_weight: "f32[256, 1024, 1, 1]", p_layer3_1_bn1_weight: "f32[256]", p_layer3_1_bn1_bias: "f32[256]", p_layer3_1_conv2_weight: "f32[256, 256, 3, 3]", p_layer3_1_bn2_weight: "f32[256]", p_layer3_1_bn2_bias: "f32[256]", p_layer3_1_conv3_weight: "f32[1024, 256, 1, 1]", p_layer3_1_bn3_weight: "f32[1024]", p_layer3_1_bn3_bias: "f32[1024]", p_layer3_2_conv1_weight: "f32[256, 1024, 1, 1]", p_layer3_2_bn1_weight: "f32[256]", p_layer3_2_bn1_bias: "f32[256]", p_layer3_2_conv2_weight: "f32[256, 256, 3, 3]", p_layer3_2_bn2_weight: "f32[256]", p_layer3_2_bn2_bias: "f32[256]", p_layer3_2_conv3_weight: "f32[1024, 256, 1, 1]", p_layer3_2_bn3_weight: "f32[1024]", p_layer3_2_bn3_bias: "f32[1024]", p_layer3_3_conv1_weight: "f32[256, 1024, 1, 1]", p_layer3_3_bn1_weight: "f32[256]", p_layer3_3_bn1_bias: "f32[256]", p_layer3_3_conv2_weight: "f32[256, 256, 3, 3]", p_layer3_3_bn2_weight: "f32[256]", p_layer3_3_bn2_bias: "f32[256]", p_layer3_3_conv3_weight: "f32[1024, 256, 1, 1]", p_layer3_3_bn3_weight: "f32[1024]", p_layer3_3_bn3_bias: "f32[1024]", p_layer3_4_conv1_weight: "f32[256, 1024, 1, 1]", p_layer3_4_bn1_weight: "f32[256]", p_layer3_4_bn1_bias: "f32[256]", p_layer3_4_conv2_weight: "f32[256, 256, 3, 3]", p_layer3_4_bn2_weight: "f32[256]", p_layer3_4_bn2_bias: "f32[256]", p_layer3_4_conv3_weight: "f32[1024, 256, 1, 1]", p_layer3_4_bn3_weight: "f32[1024]", p_layer3_4_bn3_bias: "f32[1024]", p_layer3_5_conv1_weight: "f32[256, 1024, 1, 1]", p_layer3_5_bn1_weight: "f32[256]", p_layer3_5_bn1_bias: "f32[256]", p_layer3_5_conv2_weight: "f32[256, 256, 3, 3]", p_layer3_5_bn2_weight: "f32[256]", p_layer3_5_bn2_bias: "f32[256]", p_layer3_5_conv3_weight: "f32[1024, 256, 1, 1]", p_layer3_5_bn3_weight: "f32[1024]", p_layer3_5_bn3_bias: "f32[1024]", p_layer4_0_conv1_weight: "f32[512, 1024, 1, 1]", p_layer4_0_bn1_weight: "f32[512]", p_layer4_0_bn1_bias: "f32[512]", p_layer4_0_conv2_weight: "f32[512, 512, 3, 3]", p_layer4_0_bn2_weight: "f32[512]", p_layer4_0_bn2_bias: "f32[512]", p_layer4_0_conv3_weight: "f32[2048, 512, 1, 1]", p_layer4_0_bn3_weight: "f32[2048]", p_layer4_0_bn3_bias: "f32[2048]", p_layer4_0_downsample_0_weight: "f32[2048, 1024, 1, 1]", p_layer4_0_downsample_1_weight: "f32[2048]", p_layer4_0_downsample_1_bias: "f32[2048]", p_layer4_1_conv1_weight: "f32[512, 2048, 1, 1]", p_layer4_1_bn1_weight: "f32[512]", p_layer4_1_bn1_bias: "f32[512]", p_layer4_1_conv2_weight: "f32[512, 512, 3, 3]", p_layer4_1_bn2_weight: "f32[512]", p_layer4_1_bn2_bias: "f32[512]", p_layer4_1_conv3_weight: "f32[2048, 512, 1, 1]", p_layer4_1_bn3_weight: "f32[2048]", p_layer4_1_bn3_bias: "f32[2048]", p_layer4_2_conv1_weight: "f32[512, 2048, 1, 1]", p_layer4_2_bn1_weight: "f32[512]", p_layer4_2_bn1_bias: "f32[512]", p_layer4_2_conv2_weight: "f32[512, 512, 3, 3]", p_layer4_2_bn2_weight: "f32[512]", p_layer4_2_bn2_bias: "f32[512]", p_layer4_2_conv3_weight: "f32[2048, 512, 1, 1]", p_layer4_2_bn3_weight: "f32[2048]", p_layer4_2_bn3_bias: "f32[2048]", p_fc_weight: "f32[1000, 2048]", p_fc_bias: "f32[1000]", b_bn1_running_mean: "f32[64]", b_bn1_running_var: "f32[64]", b_bn1_num_batches_tracked: "i64[]", b_layer1_0_bn1_running_mean: "f32[64]", b_layer1_0_bn1_running_var: "f32[64]", b_layer1_0_bn1_num_batches_tracked: "i64[]", b_layer1_0_bn2_running_mean: "f32[64]", b_layer1_0_bn2_running_var: "f32[64]", b_layer1_0_bn2_num_batches_tracked: "i64[]", b_layer1_0_bn3_running_mean: "f32[256]", b_layer1_0_bn3_running_var: "f32[256]", b_layer1_0_bn3_num_batches_tracked: "i64[]", b_layer1_0_downsample_1_running_mean: "f32[256]", b_layer1_0_downsample_1_running_var: "f32[256]", b_layer1_0_downsample_1_num_batches_tracked: "i64[]", b_layer1_1_bn1_running_mean: "f32[64]", b_layer1_1_bn1_running_var: "f32[64]", b_layer1_1_bn1_num_batches_tracked: "i64[]", b_layer1_1_bn2_running_mean: "f32[64]", b_layer1_1_bn2_running_var: "f32[64]", b_layer1_1_bn2_num_batches_tracked: "i64[]", b_layer1_1_bn3_running_mean: "f32[256]", b_layer1_1_bn3_running_var: "f32[256]", b_layer1_1_bn3_num_batches_tracked: "i64[]", b_layer1_2_bn1_running_mean: "f32[64]", b_layer1_2_bn1_running_var: "f32[64]", b_layer1_2_bn1_num_batches_tracked: "i64[]", b_layer1_2_bn2_running_mean: "f32[64]", b_layer1_2_bn2_running_var: "f32[64]", b_layer1_2_bn2_num_batches_tracked: "i64[]", b_layer1_2_bn3_running_mean: "f32[256]", b_layer1_2_bn3_running_var: "f32[256]", b_layer1_2_bn3_num_batches_tracked: "i64[]", b_layer2_0_bn1_running_mean: "f32[128]", b_layer2_0_bn1_running_var: "f32[128]", b_layer2_0_bn1_num_batches_tracked: "i64[]", b_layer2_0_bn2_running_mean: "f32[128]", b_layer2_0_bn2_running_var: "f32[128]", b_layer2_0_bn2_num_batches_tracked: "i64[]", b_layer2_0_bn3_running_mean: "f32[512]", b_layer2_0_bn3_running_var: "f32[512]", b_layer2_0_bn3_num_batches_tracked: "i64[]", b_layer2_0_downsample_1_running_mean: "f32[512]", b_layer2_0_downsample_1_running_var: "f32[512]", b_layer2_0_downsample_1_num_batches_tracked: "i64[]", b_layer2_1_bn1_running_mean: "f32[128]", b_layer2_1_bn1_running_var: "f32[128]", b_layer2_1_bn1_num_batches_tracked: "i64[]", b_layer2_1_bn2_running_mean: "f32[128]", b_layer2_1_bn2_running_var: "f32[128]", b_layer2_1_bn2_num_batches_tracked: "i64[]", b_layer2_1_bn3_running_mean: "f32[512]", b_layer2_1_bn3_running_var: "f32[512]", b_layer2_1_bn3_num_batches_tracked: "i64[]", b_layer2_2_bn1_running_mean: "f32[128]", b_layer2_2_bn1_running_var: "f32[128]", b_layer2_2_bn1_num_batches_tracked: "i64[]", b_layer2_2_bn2_running_mean: "f32[128]", b_layer2_2_bn2_running_var: "f32[128]", b_layer2_2_bn2_num_batches_tracked: "i64[]", b_layer2_2_bn3_running_mean: "f32[512]", b_layer2_2_bn3_running_var: "f32[512]", b_layer2_2_bn3_num_batches_tracked: "i64[]", b_layer2_3_bn1_running_mean: "f32[128]", b_layer2_3_bn1_running_var: "f32[128]", b_layer2_3_bn1_num_batches_tracked: "i64[]", b_layer2_3_bn2_running_mean: "f32[128]", b_layer2_3_bn2_running_var: "f32[128]", b_layer2_3_bn2_num_batches_tracked: "i64[]", b_layer2_3_bn3_running_mean: "f32[512]", b_layer2_3_bn3_running_var: "f32[512]", b_layer2_3_bn3_num_batches_tracked: "i64[]", b_layer3_0_bn1_running_mean: "f32[256]", b_layer3_0_bn1_running_var: "f32[256]", b_layer3_0_bn1_num_batches_tracked: "i64[]", b_layer3_0_bn2_running_mean: "f32[256]", b_layer3_0_bn2_running_var: "f32[256]", b_layer3_0_bn2_num_batches_tracked: "i64[]", b_layer3_0_bn3_running_mean: "f32[1024]", b_layer3_0_bn3_running_var: "f32[1024]", b_layer3_0_bn3_num_batches_tracked: "i64[]", b_layer3_0_downsample_1_running_mean: "f32[1024]", b_layer3_0_downsample_1_running_var: "f32[1024]", b_layer3_0_downsample_1_num_batches_tracked: "i64[]", b_layer3_1_bn1_running_mean: "f32[256]", b_layer3_1_bn1_running_var: "f32[256]", b_layer3_1_bn1_num_batches_tracked: "i64[]", b_layer3_1_bn2_running_mean: "f32[256]", b_layer3_1_bn2_running_var: "f32[256]", b_layer3_1_bn2_num_batches_tracked: "i64[]", b_layer3_1_bn3_running_mean: "f32[1024]", b_layer3_1_bn3_running_var: "f32[1024]", b_layer3_1_bn3_num_batches_tracked: "i64[]", b_layer3_2_bn1_running_mean: "f32[256]", b_layer3_2_bn1_running_var: "f32[256]", b_layer3_2_bn1_num_batches_tracked: "i64[]", b_layer3_2_bn2_running_mean: "f32[256]", b_layer3_2_bn2_running_var: "f32[256]", b_layer3_2_bn2_num_batches_tracked: "i64[]", b_layer3_2_bn3_running_mean: "f32[1024]", b_layer3_2_bn3_running_var: "f32[1024]", b_layer3_2_bn3_num_batches_tracked: "i64[]", b_layer3_3_bn1_running_mean: "f32[256]", b_layer3_3_bn1_running_var: "f32[256]", b_layer3_3_bn1_num_batches_tracked: "i64[]", b_layer3_3_bn2_running_mean: "f32[256]", b_layer3_3_bn2_running_var: "f32[256]", b_layer3_3_bn2_num_batches_tracked: "i64[]", b_layer3_3_bn3_running_mean: "f32[1024]", b_layer3_3_bn3_running_var: "f32[1024]", b_layer3_3_bn3_num_batches_tracked: "i64[]", b_layer3_4_bn1_running_mean: "f32[256]", b_layer3_4_bn1_running_var: "f32[256]", b_layer3_4_bn1_num_batches_tracked: "i64[]", b_layer3_4_bn2_running_mean: "f32[256]", b_layer3_4_bn2_running_var: "f32[256]", b_layer3_4_bn2_num_batches_tracked: "i64[]", b_layer3_4_bn3_running_mean: "f32[1024]", b_layer3_4_bn3_running_var: "f32[1024]", b_layer3_4_bn3_num_batches_tracked: "i64[]", b_layer3_5_bn1_running_mean: "f32[256]", b_layer3_5_bn1_running_var: "f32[256]", b_layer3_5_bn1_num_batches_tracked: "i64[]", b_layer3_5_bn2_running_mean: "f32[256]", b_layer3_5_bn2_running_var: "f32[256]", b_layer3_5_bn2_num_batches_tracked: "i64[]", b_layer3_5_bn3_running_mean: "f32[1024]", b_layer3_5_bn3_running_var: "f32[1024]", b_layer3_5_bn3_num_batches_tracked: "i64[]", b_layer4_0_bn1_running_mean: "f32[512]", b_layer4_0_bn1_running_var: "f32[512]", b_layer4_0_bn1_num_batches_tracked: "i64[]", b_layer4_0_bn2_running_mean: "f32[512]", b_layer4_0_bn2_running_var: "f32[512]", b_layer4_0_bn2_num_batches_tracked: "i64[]", b_layer4_0_bn3_running_mean: "f32[2048]", b_layer4_0_bn3_running_var: "f32[2048]", b_layer4_0_bn3_num_batches_tracked: "i64[]", b_layer4_0_downsample_1_running_mean: "f32[2048]", b_layer4_0_downsample_1_running_var: "f32[2048]", b_layer4_0_downsample_1_num_batches_tracked: "i64[]", b_layer4_1_bn1_running_mean: "f32[512]", b_layer4_1_bn1_running_var: "f32[512]", b_layer4_1_bn1_num_batches_tracked: "i64[]", b_layer4_1_bn2_running_mean: "f32[512]", b_layer4_1_bn2_running_var: "f32[512]", b_layer4_1_bn2_num_batches_tracked: "i64[]", b_layer4_1_bn3_running_mean: "f32[2048]", b_layer4_1_bn3_running_var: "f32[2048]", b_layer4_1_bn3_num_batches_tracked: "i64[]", b_layer4_2_bn1_running_mean: "f32[512]", b_layer4_2_bn1_running_var: "f32[512]", b_layer4_2_bn1_num_batches_tracked: "i64[]", b_layer4_2_bn2_running_mean: "f32[512]", b_layer4_2_bn2_running_var: "f32[512]", b_layer4_2_bn2_num_batches_tracked: "i64[]", b_layer4_2_bn3_running_mean: "f32[2048]", b_layer4_2_bn3_running_var: "f32[2048]", b_layer4_2_bn3_num_batches_tracked: "i64[]", x: "f32[1, 3, 224, 224]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d: "f32[1, 64, 112, 112]" = torch.ops.aten.conv2d.default(x, p_conv1_weight, None, [2, 2], [3, 3]);  x = p_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm: "f32[1, 64, 112, 112]" = torch.ops.aten.batch_norm.default(conv2d, p_bn1_weight, p_bn1_bias, b_bn1_running_mean, b_bn1_running_var, False, 0.1, 1e-05, False);  conv2d = p_bn1_weight = p_bn1_bias = b_bn1_running_mean = b_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu_: "f32[1, 64, 112, 112]" = torch.ops.aten.relu_.default(batch_norm);  batch_norm = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:224 in forward, code: return F.max_pool2d(
        max_pool2d: "f32[1, 64, 56, 56]" = torch.ops.aten.max_pool2d.default(relu_, [3, 3], [2, 2], [1, 1]);  relu_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_1: "f32[1, 64, 56, 56]" = torch.ops.aten.conv2d.default(max_pool2d, p_layer1_0_conv1_weight);  p_layer1_0_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_1: "f32[1, 64, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_1, p_layer1_0_bn1_weight, p_layer1_0_bn1_bias, b_layer1_0_bn1_running_mean, b_layer1_0_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_1 = p_layer1_0_bn1_weight = p_layer1_0_bn1_bias = b_layer1_0_bn1_running_mean = b_layer1_0_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__1: "f32[1, 64, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_1);  batch_norm_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_2: "f32[1, 64, 56, 56]" = torch.ops.aten.conv2d.default(relu__1, p_layer1_0_conv2_weight, None, [1, 1], [1, 1]);  relu__1 = p_layer1_0_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_2: "f32[1, 64, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_2, p_layer1_0_bn2_weight, p_layer1_0_bn2_bias, b_layer1_0_bn2_running_mean, b_layer1_0_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_2 = p_layer1_0_bn2_weight = p_layer1_0_bn2_bias = b_layer1_0_bn2_running_mean = b_layer1_0_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__2: "f32[1, 64, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_2);  batch_norm_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_3: "f32[1, 256, 56, 56]" = torch.ops.aten.conv2d.default(relu__2, p_layer1_0_conv3_weight);  relu__2 = p_layer1_0_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_3: "f32[1, 256, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_3, p_layer1_0_bn3_weight, p_layer1_0_bn3_bias, b_layer1_0_bn3_running_mean, b_layer1_0_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_3 = p_layer1_0_bn3_weight = p_layer1_0_bn3_bias = b_layer1_0_bn3_running_mean = b_layer1_0_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_4: "f32[1, 256, 56, 56]" = torch.ops.aten.conv2d.default(max_pool2d, p_layer1_0_downsample_0_weight);  max_pool2d = p_layer1_0_downsample_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_4: "f32[1, 256, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_4, p_layer1_0_downsample_1_weight, p_layer1_0_downsample_1_bias, b_layer1_0_downsample_1_running_mean, b_layer1_0_downsample_1_running_var, False, 0.1, 1e-05, False);  conv2d_4 = p_layer1_0_downsample_1_weight = p_layer1_0_downsample_1_bias = b_layer1_0_downsample_1_running_mean = b_layer1_0_downsample_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_: "f32[1, 256, 56, 56]" = torch.ops.aten.add_.Tensor(batch_norm_3, batch_norm_4);  batch_norm_3 = batch_norm_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__3: "f32[1, 256, 56, 56]" = torch.ops.aten.relu_.default(add_);  add_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_5: "f32[1, 64, 56, 56]" = torch.ops.aten.conv2d.default(relu__3, p_layer1_1_conv1_weight);  p_layer1_1_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_5: "f32[1, 64, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_5, p_layer1_1_bn1_weight, p_layer1_1_bn1_bias, b_layer1_1_bn1_running_mean, b_layer1_1_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_5 = p_layer1_1_bn1_weight = p_layer1_1_bn1_bias = b_layer1_1_bn1_running_mean = b_layer1_1_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__4: "f32[1, 64, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_5);  batch_norm_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_6: "f32[1, 64, 56, 56]" = torch.ops.aten.conv2d.default(relu__4, p_layer1_1_conv2_weight, None, [1, 1], [1, 1]);  relu__4 = p_layer1_1_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_6: "f32[1, 64, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_6, p_layer1_1_bn2_weight, p_layer1_1_bn2_bias, b_layer1_1_bn2_running_mean, b_layer1_1_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_6 = p_layer1_1_bn2_weight = p_layer1_1_bn2_bias = b_layer1_1_bn2_running_mean = b_layer1_1_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__5: "f32[1, 64, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_6);  batch_norm_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_7: "f32[1, 256, 56, 56]" = torch.ops.aten.conv2d.default(relu__5, p_layer1_1_conv3_weight);  relu__5 = p_layer1_1_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_7: "f32[1, 256, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_7, p_layer1_1_bn3_weight, p_layer1_1_bn3_bias, b_layer1_1_bn3_running_mean, b_layer1_1_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_7 = p_layer1_1_bn3_weight = p_layer1_1_bn3_bias = b_layer1_1_bn3_running_mean = b_layer1_1_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__1: "f32[1, 256, 56, 56]" = torch.ops.aten.add_.Tensor(batch_norm_7, relu__3);  batch_norm_7 = relu__3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__6: "f32[1, 256, 56, 56]" = torch.ops.aten.relu_.default(add__1);  add__1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_8: "f32[1, 64, 56, 56]" = torch.ops.aten.conv2d.default(relu__6, p_layer1_2_conv1_weight);  p_layer1_2_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_8: "f32[1, 64, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_8, p_layer1_2_bn1_weight, p_layer1_2_bn1_bias, b_layer1_2_bn1_running_mean, b_layer1_2_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_8 = p_layer1_2_bn1_weight = p_layer1_2_bn1_bias = b_layer1_2_bn1_running_mean = b_layer1_2_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__7: "f32[1, 64, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_8);  batch_norm_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_9: "f32[1, 64, 56, 56]" = torch.ops.aten.conv2d.default(relu__7, p_layer1_2_conv2_weight, None, [1, 1], [1, 1]);  relu__7 = p_layer1_2_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_9: "f32[1, 64, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_9, p_layer1_2_bn2_weight, p_layer1_2_bn2_bias, b_layer1_2_bn2_running_mean, b_layer1_2_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_9 = p_layer1_2_bn2_weight = p_layer1_2_bn2_bias = b_layer1_2_bn2_running_mean = b_layer1_2_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__8: "f32[1, 64, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_9);  batch_norm_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_10: "f32[1, 256, 56, 56]" = torch.ops.aten.conv2d.default(relu__8, p_layer1_2_conv3_weight);  relu__8 = p_layer1_2_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_10: "f32[1, 256, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_10, p_layer1_2_bn3_weight, p_layer1_2_bn3_bias, b_layer1_2_bn3_running_mean, b_layer1_2_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_10 = p_layer1_2_bn3_weight = p_layer1_2_bn3_bias = b_layer1_2_bn3_running_mean = b_layer1_2_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__2: "f32[1, 256, 56, 56]" = torch.ops.aten.add_.Tensor(batch_norm_10, relu__6);  batch_norm_10 = relu__6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__9: "f32[1, 256, 56, 56]" = torch.ops.aten.relu_.default(add__2);  add__2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_11: "f32[1, 128, 56, 56]" = torch.ops.aten.conv2d.default(relu__9, p_layer2_0_conv1_weight);  p_layer2_0_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_11: "f32[1, 128, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_11, p_layer2_0_bn1_weight, p_layer2_0_bn1_bias, b_layer2_0_bn1_running_mean, b_layer2_0_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_11 = p_layer2_0_bn1_weight = p_layer2_0_bn1_bias = b_layer2_0_bn1_running_mean = b_layer2_0_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__10: "f32[1, 128, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_11);  batch_norm_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_12: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__10, p_layer2_0_conv2_weight, None, [2, 2], [1, 1]);  relu__10 = p_layer2_0_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_12: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_12, p_layer2_0_bn2_weight, p_layer2_0_bn2_bias, b_layer2_0_bn2_running_mean, b_layer2_0_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_12 = p_layer2_0_bn2_weight = p_layer2_0_bn2_bias = b_layer2_0_bn2_running_mean = b_layer2_0_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__11: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_12);  batch_norm_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_13: "f32[1, 512, 28, 28]" = torch.ops.aten.conv2d.default(relu__11, p_layer2_0_conv3_weight);  relu__11 = p_layer2_0_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_13: "f32[1, 512, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_13, p_layer2_0_bn3_weight, p_layer2_0_bn3_bias, b_layer2_0_bn3_running_mean, b_layer2_0_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_13 = p_layer2_0_bn3_weight = p_layer2_0_bn3_bias = b_layer2_0_bn3_running_mean = b_layer2_0_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_14: "f32[1, 512, 28, 28]" = torch.ops.aten.conv2d.default(relu__9, p_layer2_0_downsample_0_weight, None, [2, 2]);  relu__9 = p_layer2_0_downsample_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_14: "f32[1, 512, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_14, p_layer2_0_downsample_1_weight, p_layer2_0_downsample_1_bias, b_layer2_0_downsample_1_running_mean, b_layer2_0_downsample_1_running_var, False, 0.1, 1e-05, False);  conv2d_14 = p_layer2_0_downsample_1_weight = p_layer2_0_downsample_1_bias = b_layer2_0_downsample_1_running_mean = b_layer2_0_downsample_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__3: "f32[1, 512, 28, 28]" = torch.ops.aten.add_.Tensor(batch_norm_13, batch_norm_14);  batch_norm_13 = batch_norm_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__12: "f32[1, 512, 28, 28]" = torch.ops.aten.relu_.default(add__3);  add__3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_15: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__12, p_layer2_1_conv1_weight);  p_layer2_1_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_15: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_15, p_layer2_1_bn1_weight, p_layer2_1_bn1_bias, b_layer2_1_bn1_running_mean, b_layer2_1_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_15 = p_layer2_1_bn1_weight = p_layer2_1_bn1_bias = b_layer2_1_bn1_running_mean = b_layer2_1_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__13: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_15);  batch_norm_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_16: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__13, p_layer2_1_conv2_weight, None, [1, 1], [1, 1]);  relu__13 = p_layer2_1_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_16: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_16, p_layer2_1_bn2_weight, p_layer2_1_bn2_bias, b_layer2_1_bn2_running_mean, b_layer2_1_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_16 = p_layer2_1_bn2_weight = p_layer2_1_bn2_bias = b_layer2_1_bn2_running_mean = b_layer2_1_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__14: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_16);  batch_norm_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_17: "f32[1, 512, 28, 28]" = torch.ops.aten.conv2d.default(relu__14, p_layer2_1_conv3_weight);  relu__14 = p_layer2_1_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_17: "f32[1, 512, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_17, p_layer2_1_bn3_weight, p_layer2_1_bn3_bias, b_layer2_1_bn3_running_mean, b_layer2_1_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_17 = p_layer2_1_bn3_weight = p_layer2_1_bn3_bias = b_layer2_1_bn3_running_mean = b_layer2_1_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__4: "f32[1, 512, 28, 28]" = torch.ops.aten.add_.Tensor(batch_norm_17, relu__12);  batch_norm_17 = relu__12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__15: "f32[1, 512, 28, 28]" = torch.ops.aten.relu_.default(add__4);  add__4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_18: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__15, p_layer2_2_conv1_weight);  p_layer2_2_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_18: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_18, p_layer2_2_bn1_weight, p_layer2_2_bn1_bias, b_layer2_2_bn1_running_mean, b_layer2_2_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_18 = p_layer2_2_bn1_weight = p_layer2_2_bn1_bias = b_layer2_2_bn1_running_mean = b_layer2_2_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__16: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_18);  batch_norm_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_19: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__16, p_layer2_2_conv2_weight, None, [1, 1], [1, 1]);  relu__16 = p_layer2_2_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_19: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_19, p_layer2_2_bn2_weight, p_layer2_2_bn2_bias, b_layer2_2_bn2_running_mean, b_layer2_2_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_19 = p_layer2_2_bn2_weight = p_layer2_2_bn2_bias = b_layer2_2_bn2_running_mean = b_layer2_2_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__17: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_19);  batch_norm_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_20: "f32[1, 512, 28, 28]" = torch.ops.aten.conv2d.default(relu__17, p_layer2_2_conv3_weight);  relu__17 = p_layer2_2_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_20: "f32[1, 512, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_20, p_layer2_2_bn3_weight, p_layer2_2_bn3_bias, b_layer2_2_bn3_running_mean, b_layer2_2_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_20 = p_layer2_2_bn3_weight = p_layer2_2_bn3_bias = b_layer2_2_bn3_running_mean = b_layer2_2_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__5: "f32[1, 512, 28, 28]" = torch.ops.aten.add_.Tensor(batch_norm_20, relu__15);  batch_norm_20 = relu__15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__18: "f32[1, 512, 28, 28]" = torch.ops.aten.relu_.default(add__5);  add__5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_21: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__18, p_layer2_3_conv1_weight);  p_layer2_3_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_21: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_21, p_layer2_3_bn1_weight, p_layer2_3_bn1_bias, b_layer2_3_bn1_running_mean, b_layer2_3_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_21 = p_layer2_3_bn1_weight = p_layer2_3_bn1_bias = b_layer2_3_bn1_running_mean = b_layer2_3_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__19: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_21);  batch_norm_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_22: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__19, p_layer2_3_conv2_weight, None, [1, 1], [1, 1]);  relu__19 = p_layer2_3_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_22: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_22, p_layer2_3_bn2_weight, p_layer2_3_bn2_bias, b_layer2_3_bn2_running_mean, b_layer2_3_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_22 = p_layer2_3_bn2_weight = p_layer2_3_bn2_bias = b_layer2_3_bn2_running_mean = b_layer2_3_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__20: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_22);  batch_norm_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_23: "f32[1, 512, 28, 28]" = torch.ops.aten.conv2d.default(relu__20, p_layer2_3_conv3_weight);  relu__20 = p_layer2_3_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_23: "f32[1, 512, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_23, p_layer2_3_bn3_weight, p_layer2_3_bn3_bias, b_layer2_3_bn3_running_mean, b_layer2_3_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_23 = p_layer2_3_bn3_weight = p_layer2_3_bn3_bias = b_layer2_3_bn3_running_mean = b_layer2_3_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__6: "f32[1, 512, 28, 28]" = torch.ops.aten.add_.Tensor(batch_norm_23, relu__18);  batch_norm_23 = relu__18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__21: "f32[1, 512, 28, 28]" = torch.ops.aten.relu_.default(add__6);  add__6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_24: "f32[1, 256, 28, 28]" = torch.ops.aten.conv2d.default(relu__21, p_layer3_0_conv1_weight);  p_layer3_0_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_24: "f32[1, 256, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_24, p_layer3_0_bn1_weight, p_layer3_0_bn1_bias, b_layer3_0_bn1_running_mean, b_layer3_0_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_24 = p_layer3_0_bn1_weight = p_layer3_0_bn1_bias = b_layer3_0_bn1_running_mean = b_layer3_0_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__22: "f32[1, 256, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_24);  batch_norm_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_25: "f32[1, 256, 14, 14]" = torch.ops.aten.conv2d.default(relu__22, p_layer3_0_conv2_weight, None, [2, 2], [1, 1]);  relu__22 = p_layer3_0_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_25: "f32[1, 256, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_25, p_layer3_0_bn2_weight, p_layer3_0_bn2_bias, b_layer3_0_bn2_running_mean, b_layer3_0_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_25 = p_layer3_0_bn2_weight = p_layer3_0_bn2_bias = b_layer3_0_bn2_running_mean = b_layer3_0_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__23: "f32[1, 256, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_25);  batch_norm_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_26: "f32[1, 1024, 14, 14]" = torch.ops.aten.conv2d.default(relu__23, p_layer3_0_conv3_weight);  relu__23 = p_layer3_0_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_26: "f32[1, 1024, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_26, p_layer3_0_bn3_weight, p_layer3_0_bn3_bias, b_layer3_0_bn3_running_mean, b_layer3_0_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_26 = p_layer3_0_bn3_weight = p_layer3_0_bn3_bias = b_layer3_0_bn3_running_mean = b_layer3_0_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_27: "f32[1, 1024, 14, 14]" = torch.ops.aten.conv2d.default(relu__21, p_layer3_0_downsample_0_weight, None, [2, 2]);  relu__21 = p_layer3_0_downsample_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_27: "f32[1, 1024, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_27, p_layer3_0_downsample_1_weight, p_layer3_0_downsample_1_bias, b_layer3_0_downsample_1_running_mean, b_layer3_0_downsample_1_running_var, False, 0.1, 1e-05, False);  conv2d_27 = p_layer3_0_downsample_1_weight = p_layer3_0_downsample_1_bias = b_layer3_0_downsample_1_running_mean = b_layer3_0_downsample_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__7: "f32[1, 1024, 14, 14]" = torch.ops.aten.add_.Tensor(batch_norm_26, batch_norm_27);  batch_norm_26 = batch_norm_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__24: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu_.default(add__7);  add__7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_28: "f32[1, 256, 14, 14]" = torch.ops.aten.conv2d.default(relu__24, p_layer3_1_conv1_weight);  p_layer3_1_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_28: "f32[1, 256, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_28, p_layer3_1_bn1_weight, p_layer3_1_bn1_bias, b_layer3_1_bn1_running_mean, b_layer3_1_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_28 = p_layer3_1_bn1_weight = p_layer3_1_bn1_bias = b_layer3_1_bn1_running_mean = b_layer3_1_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__25: "f32[1, 256, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_28);  batch_norm_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_29: "f32[1, 256, 14, 14]" = torch.ops.aten.conv2d.default(relu__25, p_layer3_1_conv2_weight, None, [1, 1], [1, 1]);  relu__25 = p_layer3_1_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_29: "f32[1, 256, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_29, p_layer3_1_bn2_weight, p_layer3_1_bn2_bias, b_layer3_1_bn2_running_mean, b_layer3_1_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_29 = p_layer3_1_bn2_weight = p_layer3_1_bn2_bias = b_layer3_1_bn2_running_mean = b_layer3_1_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__26: "f32[1, 256, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_29);  batch_norm_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_30: "f32[1, 1024, 14, 14]" = torch.ops.aten.conv2d.default(relu__26, p_layer3_1_conv3_weight);  relu__26 = p_layer3_1_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_30: "f32[1, 1024, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_30, p_layer3_1_bn3_weight, p_layer3_1_bn3_bias, b_layer3_1_bn3_running_mean, b_layer3_1_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_30 = p_layer3_1_bn3_weight = p_layer3_1_bn3_bias = b_layer3_1_bn3_running_mean = b_layer3_1_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__8: "f32[1, 1024, 14, 14]" = torch.ops.aten.add_.Tensor(batch_norm_30, relu__24);  batch_norm_30 = relu__24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__27: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu_.default(add__8);  add__8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_31: "f32[1, 256, 14, 14]" = torch.ops.aten.conv2d.default(relu__27, p_layer3_2_conv1_weight);  p_layer3_2_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_31: "f32[1, 256, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_31, p_layer3_2_bn1_weight, p_layer3_2_bn1_bias, b_layer3_2_bn1_running_mean, b_layer3_2_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_31 = p_layer3_2_bn1_weight = p_layer3_2_bn1_bias = b_layer3_2_bn1_running_mean = b_layer3_2_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__28: "f32[1, 256, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_31);  batch_norm_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_32: "f32[1, 256, 14, 14]" = torch.ops.aten.conv2d.default(relu__28, p_layer3_2_conv2_weight, None, [1, 1], [1, 1]);  relu__28 = p_layer3_2_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_32: "f32[1, 256, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_32, p_layer3_2_bn2_weight, p_layer3_2_bn2_bias, b_layer3_2_bn2_running_mean, b_layer3_2_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_32 = p_layer3_2_bn2_weight = p_layer3_2_bn2_bias = b_layer3_2_bn2_running_mean = b_layer3_2_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__29: "f32[1, 256, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_32);  batch_norm_32 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_33: "f32[1, 1024, 14, 14]" = torch.ops.aten.conv2d.default(relu__29, p_layer3_2_conv3_weight);  relu__29 = p_layer3_2_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_33: "f32[1, 1024, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_33, p_layer3_2_bn3_weight, p_layer3_2_bn3_bias, b_layer3_2_bn3_running_mean, b_layer3_2_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_33 = p_layer3_2_bn3_weight = p_layer3_2_bn3_bias = b_layer3_2_bn3_running_mean = b_layer3_2_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__9: "f32[1, 1024, 14, 14]" = torch.ops.aten.add_.Tensor(batch_norm_33, relu__27);  batch_norm_33 = relu__27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__30: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu_.default(add__9);  add__9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_34: "f32[1, 256, 14, 14]" = torch.ops.aten.conv2d.default(relu__30, p_layer3_3_conv1_weight);  p_layer3_3_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_34: "f32[1, 256, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_34, p_layer3_3_bn1_weight, p_layer3_3_bn1_bias, b_layer3_3_bn1_running_mean, b_layer3_3_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_34 = p_layer3_3_bn1_weight = p_layer3_3_bn1_bias = b_layer3_3_bn1_running_mean = b_layer3_3_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__31: "f32[1, 256, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_34);  batch_norm_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_35: "f32[1, 256, 14, 14]" = torch.ops.aten.conv2d.default(relu__31, p_layer3_3_conv2_weight, None, [1, 1], [1, 1]);  relu__31 = p_layer3_3_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_35: "f32[1, 256, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_35, p_layer3_3_bn2_weight, p_layer3_3_bn2_bias, b_layer3_3_bn2_running_mean, b_layer3_3_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_35 = p_layer3_3_bn2_weight = p_layer3_3_bn2_bias = b_layer3_3_bn2_running_mean = b_layer3_3_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__32: "f32[1, 256, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_35);  batch_norm_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_36: "f32[1, 1024, 14, 14]" = torch.ops.aten.conv2d.default(relu__32, p_layer3_3_conv3_weight);  relu__32 = p_layer3_3_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_36: "f32[1, 1024, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_36, p_layer3_3_bn3_weight, p_layer3_3_bn3_bias, b_layer3_3_bn3_running_mean, b_layer3_3_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_36 = p_layer3_3_bn3_weight = p_layer3_3_bn3_bias = b_layer3_3_bn3_running_mean = b_layer3_3_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__10: "f32[1, 1024, 14, 14]" = torch.ops.aten.add_.Tensor(batch_norm_36, relu__30);  batch_norm_36 = relu__30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__33: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu_.default(add__10);  add__10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_37: "f32[1, 256, 14, 14]" = torch.ops.aten.conv2d.default(relu__33, p_layer3_4_conv1_weight);  p_layer3_4_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_37: "f32[1, 256, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_37, p_layer3_4_bn1_weight, p_layer3_4_bn1_bias, b_layer3_4_bn1_running_mean, b_layer3_4_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_37 = p_layer3_4_bn1_weight = p_layer3_4_bn1_bias = b_layer3_4_bn1_running_mean = b_layer3_4_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__34: "f32[1, 256, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_37);  batch_norm_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_38: "f32[1, 256, 14, 14]" = torch.ops.aten.conv2d.default(relu__34, p_layer3_4_conv2_weight, None, [1, 1], [1, 1]);  relu__34 = p_layer3_4_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_38: "f32[1, 256, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_38, p_layer3_4_bn2_weight, p_layer3_4_bn2_bias, b_layer3_4_bn2_running_mean, b_layer3_4_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_38 = p_layer3_4_bn2_weight = p_layer3_4_bn2_bias = b_layer3_4_bn2_running_mean = b_layer3_4_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__35: "f32[1, 256, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_38);  batch_norm_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_39: "f32[1, 1024, 14, 14]" = torch.ops.aten.conv2d.default(relu__35, p_layer3_4_conv3_weight);  relu__35 = p_layer3_4_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_39: "f32[1, 1024, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_39, p_layer3_4_bn3_weight, p_layer3_4_bn3_bias, b_layer3_4_bn3_running_mean, b_layer3_4_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_39 = p_layer3_4_bn3_weight = p_layer3_4_bn3_bias = b_layer3_4_bn3_running_mean = b_layer3_4_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__11: "f32[1, 1024, 14, 14]" = torch.ops.aten.add_.Tensor(batch_norm_39, relu__33);  batch_norm_39 = relu__33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__36: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu_.default(add__11);  add__11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_40: "f32[1, 256, 14, 14]" = torch.ops.aten.conv2d.default(relu__36, p_layer3_5_conv1_weight);  p_layer3_5_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_40: "f32[1, 256, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_40, p_layer3_5_bn1_weight, p_layer3_5_bn1_bias, b_layer3_5_bn1_running_mean, b_layer3_5_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_40 = p_layer3_5_bn1_weight = p_layer3_5_bn1_bias = b_layer3_5_bn1_running_mean = b_layer3_5_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__37: "f32[1, 256, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_40);  batch_norm_40 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_41: "f32[1, 256, 14, 14]" = torch.ops.aten.conv2d.default(relu__37, p_layer3_5_conv2_weight, None, [1, 1], [1, 1]);  relu__37 = p_layer3_5_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_41: "f32[1, 256, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_41, p_layer3_5_bn2_weight, p_layer3_5_bn2_bias, b_layer3_5_bn2_running_mean, b_layer3_5_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_41 = p_layer3_5_bn2_weight = p_layer3_5_bn2_bias = b_layer3_5_bn2_running_mean = b_layer3_5_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__38: "f32[1, 256, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_41);  batch_norm_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_42: "f32[1, 1024, 14, 14]" = torch.ops.aten.conv2d.default(relu__38, p_layer3_5_conv3_weight);  relu__38 = p_layer3_5_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_42: "f32[1, 1024, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_42, p_layer3_5_bn3_weight, p_layer3_5_bn3_bias, b_layer3_5_bn3_running_mean, b_layer3_5_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_42 = p_layer3_5_bn3_weight = p_layer3_5_bn3_bias = b_layer3_5_bn3_running_mean = b_layer3_5_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__12: "f32[1, 1024, 14, 14]" = torch.ops.aten.add_.Tensor(batch_norm_42, relu__36);  batch_norm_42 = relu__36 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__39: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu_.default(add__12);  add__12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_43: "f32[1, 512, 14, 14]" = torch.ops.aten.conv2d.default(relu__39, p_layer4_0_conv1_weight);  p_layer4_0_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_43: "f32[1, 512, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_43, p_layer4_0_bn1_weight, p_layer4_0_bn1_bias, b_layer4_0_bn1_running_mean, b_layer4_0_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_43 = p_layer4_0_bn1_weight = p_layer4_0_bn1_bias = b_layer4_0_bn1_running_mean = b_layer4_0_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__40: "f32[1, 512, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_43);  batch_norm_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_44: "f32[1, 512, 7, 7]" = torch.ops.aten.conv2d.default(relu__40, p_layer4_0_conv2_weight, None, [2, 2], [1, 1]);  relu__40 = p_layer4_0_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_44: "f32[1, 512, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_44, p_layer4_0_bn2_weight, p_layer4_0_bn2_bias, b_layer4_0_bn2_running_mean, b_layer4_0_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_44 = p_layer4_0_bn2_weight = p_layer4_0_bn2_bias = b_layer4_0_bn2_running_mean = b_layer4_0_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__41: "f32[1, 512, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_44);  batch_norm_44 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_45: "f32[1, 2048, 7, 7]" = torch.ops.aten.conv2d.default(relu__41, p_layer4_0_conv3_weight);  relu__41 = p_layer4_0_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_45: "f32[1, 2048, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_45, p_layer4_0_bn3_weight, p_layer4_0_bn3_bias, b_layer4_0_bn3_running_mean, b_layer4_0_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_45 = p_layer4_0_bn3_weight = p_layer4_0_bn3_bias = b_layer4_0_bn3_running_mean = b_layer4_0_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_46: "f32[1, 2048, 7, 7]" = torch.ops.aten.conv2d.default(relu__39, p_layer4_0_downsample_0_weight, None, [2, 2]);  relu__39 = p_layer4_0_downsample_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_46: "f32[1, 2048, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_46, p_layer4_0_downsample_1_weight, p_layer4_0_downsample_1_bias, b_layer4_0_downsample_1_running_mean, b_layer4_0_downsample_1_running_var, False, 0.1, 1e-05, False);  conv2d_46 = p_layer4_0_downsample_1_weight = p_layer4_0_downsample_1_bias = b_layer4_0_downsample_1_running_mean = b_layer4_0_downsample_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__13: "f32[1, 2048, 7, 7]" = torch.ops.aten.add_.Tensor(batch_norm_45, batch_norm_46);  batch_norm_45 = batch_norm_46 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__42: "f32[1, 2048, 7, 7]" = torch.ops.aten.relu_.default(add__13);  add__13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_47: "f32[1, 512, 7, 7]" = torch.ops.aten.conv2d.default(relu__42, p_layer4_1_conv1_weight);  p_layer4_1_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_47: "f32[1, 512, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_47, p_layer4_1_bn1_weight, p_layer4_1_bn1_bias, b_layer4_1_bn1_running_mean, b_layer4_1_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_47 = p_layer4_1_bn1_weight = p_layer4_1_bn1_bias = b_layer4_1_bn1_running_mean = b_layer4_1_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__43: "f32[1, 512, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_47);  batch_norm_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_48: "f32[1, 512, 7, 7]" = torch.ops.aten.conv2d.default(relu__43, p_layer4_1_conv2_weight, None, [1, 1], [1, 1]);  relu__43 = p_layer4_1_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_48: "f32[1, 512, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_48, p_layer4_1_bn2_weight, p_layer4_1_bn2_bias, b_layer4_1_bn2_running_mean, b_layer4_1_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_48 = p_layer4_1_bn2_weight = p_layer4_1_bn2_bias = b_layer4_1_bn2_running_mean = b_layer4_1_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__44: "f32[1, 512, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_48);  batch_norm_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_49: "f32[1, 2048, 7, 7]" = torch.ops.aten.conv2d.default(relu__44, p_layer4_1_conv3_weight);  relu__44 = p_layer4_1_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_49: "f32[1, 2048, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_49, p_layer4_1_bn3_weight, p_layer4_1_bn3_bias, b_layer4_1_bn3_running_mean, b_layer4_1_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_49 = p_layer4_1_bn3_weight = p_layer4_1_bn3_bias = b_layer4_1_bn3_running_mean = b_layer4_1_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__14: "f32[1, 2048, 7, 7]" = torch.ops.aten.add_.Tensor(batch_norm_49, relu__42);  batch_norm_49 = relu__42 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__45: "f32[1, 2048, 7, 7]" = torch.ops.aten.relu_.default(add__14);  add__14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_50: "f32[1, 512, 7, 7]" = torch.ops.aten.conv2d.default(relu__45, p_layer4_2_conv1_weight);  p_layer4_2_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_50: "f32[1, 512, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_50, p_layer4_2_bn1_weight, p_layer4_2_bn1_bias, b_layer4_2_bn1_running_mean, b_layer4_2_bn1_running_var, False, 0.1, 1e-05, False);  conv2d_50 = p_layer4_2_bn1_weight = p_layer4_2_bn1_bias = b_layer4_2_bn1_running_mean = b_layer4_2_bn1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__46: "f32[1, 512, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_50);  batch_norm_50 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_51: "f32[1, 512, 7, 7]" = torch.ops.aten.conv2d.default(relu__46, p_layer4_2_conv2_weight, None, [1, 1], [1, 1]);  relu__46 = p_layer4_2_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_51: "f32[1, 512, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_51, p_layer4_2_bn2_weight, p_layer4_2_bn2_bias, b_layer4_2_bn2_running_mean, b_layer4_2_bn2_running_var, False, 0.1, 1e-05, False);  conv2d_51 = p_layer4_2_bn2_weight = p_layer4_2_bn2_bias = b_layer4_2_bn2_running_mean = b_layer4_2_bn2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__47: "f32[1, 512, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_51);  batch_norm_51 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_52: "f32[1, 2048, 7, 7]" = torch.ops.aten.conv2d.default(relu__47, p_layer4_2_conv3_weight);  relu__47 = p_layer4_2_conv3_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_52: "f32[1, 2048, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_52, p_layer4_2_bn3_weight, p_layer4_2_bn3_bias, b_layer4_2_bn3_running_mean, b_layer4_2_bn3_running_var, False, 0.1, 1e-05, False);  conv2d_52 = p_layer4_2_bn3_weight = p_layer4_2_bn3_bias = b_layer4_2_bn3_running_mean = b_layer4_2_bn3_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add__15: "f32[1, 2048, 7, 7]" = torch.ops.aten.add_.Tensor(batch_norm_52, relu__45);  batch_norm_52 = relu__45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__48: "f32[1, 2048, 7, 7]" = torch.ops.aten.relu_.default(add__15);  add__15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d: "f32[1, 2048, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(relu__48, [1, 1]);  relu__48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:285 in forward, code: return self._forward_impl(x)
        flatten: "f32[1, 2048]" = torch.ops.aten.flatten.using_ints(adaptive_avg_pool2d, 1);  adaptive_avg_pool2d = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[1, 1000]" = torch.ops.aten.linear.default(flatten, p_fc_weight, p_fc_bias);  flatten = p_fc_weight = p_fc_bias = None
        return (linear,)
