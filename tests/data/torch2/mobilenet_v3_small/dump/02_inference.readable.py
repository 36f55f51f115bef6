class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 3, 3, 3]", arg1_1: "f32[1, 3, 224, 224]", arg2_1: "f32[16]", arg3_1: "f32[16]", arg4_1: "f32[16]", arg5_1: "f32[16]", arg6_1: "f32[16, 1, 3, 3]", arg7_1: "f32[16]", arg8_1: "f32[16]", arg9_1: "f32[16]", arg10_1: "f32[16]", arg11_1: "f32[8, 16, 1, 1]", arg12_1: "f32[8]", arg13_1: "f32[16, 8, 1, 1]", arg14_1: "f32[16]", arg15_1: "f32[16, 16, 1, 1]", arg16_1: "f32[16]", arg17_1: "f32[16]", arg18_1: "f32[16]", arg19_1: "f32[16]", arg20_1: "f32[72, 16, 1, 1]", arg21_1: "f32[72]", arg22_1: "f32[72]", arg23_1: "f32[72]", arg24_1: "f32[72]", arg25_1: "f32[72, 1, 3, 3]", arg26_1: "f32[72]", arg27_1: "f32[72]", arg28_1: "f32[72]", arg29_1: "f32[72]", arg30_1: "f32[24, 72, 1, 1]", arg31_1: "f32[24]", arg32_1: "f32[24]", arg33_1: "f32[24]", arg34_1: "f32[24]", arg35_1: "f32[88, 24, 1, 1]", arg36_1: "f32[88]", arg37_1: "f32[88]", arg38_1: "f32[88]", arg39_1: "f32[88]", arg40_1: "f32[88, 1, 3, 3]", arg41_1: "f32[88]", arg42_1: "f32[88]", arg43_1: "f32[88]", arg44_1: "f32[88]", arg45_1: "f32[24, 88, 1, 1]", arg46_1: "f32[24]", arg47_1: "f32[24]", arg48_1: "f32[24]", arg49_1: "f32[24]", arg50_1: "f32[96, 24, 1, 1]", arg51_1: "f32[96]", arg52_1: "f32[96]", arg53_1: "f32[96]", arg54_1: "f32[96]", arg55_1: "f32[96, 1, 5, 5]", arg56_1: "f32[96]", arg57_1: "f32[96]", arg58_1: "f32[96]", arg59_1: "f32[96]", arg60_1: "f32[24, 96, 1, 1]", arg61_1: "f32[24]", arg62_1: "f32[96, 24, 1, 1]", arg63_1: "f32[96]", arg64_1: "f32[40, 96, 1, 1]", arg65_1: "f32[40]", arg66_1: "f32[40]", arg67_1: "f32[40]", arg68_1: "f32[40]", arg69_1: "f32[240, 40, 1, 1]", arg70_1: "f32[240]", arg71_1: "f32[240]", arg72_1: "f32[240]", arg73_1: "f32[240]", arg74_1: "f32[240, 1, 5, 5]", arg75_1: "f32[240]", arg76_1: "f32[240]", arg77_1: "f32[240]", arg78_1: "f32[240]", arg79_1: "f32[64, 240, 1, 1]", arg80_1: "f32[64]", arg81_1: "f32[240, 64, 1, 1]", arg82_1: "f32[240]", arg83_1: "f32[40, 240, 1, 1]", arg84_1: "f32[40]", arg85_1: "f32[40]", arg86_1: "f32[40]", arg87_1: "f32[40]", arg88_1: "f32[240, 40, 1, 1]", arg89_1: "f32[240]", arg90_1: "f32[240]", arg91_1: "f32[240]", arg92_1: "f32[240]", arg93_1: "f32[240, 1, 5, 5]", arg94_1: "f32[240]", arg95_1: "f32[240]", arg96_1: "f32[240]", arg97_1: "f32[240]", arg98_1: "f32[64, 240, 1, 1]", arg99_1: "f32[64]", arg100_1: "f32[240, 64, 1, 1]", arg101_1: "f32[240]", arg102_1: "f32[40, 240, 1, 1]", arg103_1: "f32[40]", arg104_1: "f32[40]", arg105_1: "f32[40]", arg106_1: "f32[40]", arg107_1: "f32[120, 40, 1, 1]", arg108_1: "f32[120]", arg109_1: "f32[120]", arg110_1: "f32[120]", arg111_1: "f32[120]", arg112_1: "f32[120, 1, 5, 5]", arg113_1: "f32[120]", arg114_1: "f32[120]", arg115_1: "f32[120]", arg116_1: "f32[120]", arg117_1: "f32[32, 120, 1, 1]", arg118_1: "f32[32]", arg119_1: "f32[120, 32, 1, 1]", arg120_1: "f32[120]", arg121_1: "f32[48, 120, 1, 1]", arg122_1: "f32[48]", arg123_1: "f32[48]", arg124_1: "f32[48]", arg125_1: "f32[48]", arg126_1: "f32[144, 48, 1, 1]", arg127_1: "f32[144]", arg128_1: "f32[144]", arg129_1: "f32[144]", arg130_1: "f32[144]", arg131_1: "f32[144, 1, 5, 5]", arg132_1: "f32[144]", arg133_1: "f32[144]", arg134_1: "f32[144]", arg135_1: "f32[144]", arg136_1: "f32[40, 144, 1, 1]", arg137_1: "f32[40]", arg138_1: "f32[144, 40, 1, 1]", arg139_1: "f32[144]", arg140_1: "f32[48, 144, 1, 1]", arg141_1: "f32[48]", arg142_1: "f32[48]", arg143_1: "f32[48]", arg144_1: "f32[48]", arg145_1: "f32[288, 48, 1, 1]", arg146_1: "f32[288]", arg147_1: "f32[288]", arg148_1: "f32[288]", arg149_1: "f32[288]", arg150_1: "f32[288, 1, 5, 5]", arg151_1: "f32[288]", arg152_1: "f32[288]", arg153_1: "f32[288]", arg154_1: "f32[288]", arg155_1: "f32[72, 288, 1, 1]", arg156_1: "f32[72]", arg157_1: "f32[288, 72, 1, 1]", arg158_1: "f32[288]", arg159_1: "f32[96, 288, 1, 1]", arg160_1: "f32[96]", arg161_1: "f32[96]", arg162_1: "f32[96]", arg163_1: "f32[96]", arg164_1: "f32[576, 96, 1, 1]", arg165_1: "f32[576]", arg166_1: "f32[576]", arg167_1: "f32[576]", arg168_1: "f32[576]", arg169_1: "f32[576, 1, 5, 5]", arg170_1: "f32[576]", arg171_1: "f32[576]", arg172_1: "f32[576]", arg173_1: "f32[576]", arg174_1: "f32[144, 576, 1, 1]", arg175_1: "f32[144]", arg176_1: "f32[576, 144, 1, 1]", arg177_1: "f32[576]", arg178_1: "f32[96, 576, 1, 1]", arg179_1: "f32[96]", arg180_1: "f32[96]", arg181_1: "f32[96]", arg182_1: "f32[96]", arg183_1: "f32[576, 96, 1, 1]", arg184_1: "f32[576]", arg185_1: "f32[576]", arg186_1: "f32[576]", arg187_1: "f32[576]", arg188_1: "f32[576, 1, 5, 5]", arg189_1: "f32[576]", arg190_1: "f32[576]", arg191_1: "f32[576]", arg192_1: "f32[576]", arg193_1: "f32[144, 576, 1, 1]", arg194_1: "f32[144]", arg195_1: "f32[576, 144, 1, 1]", arg196_1: "f32[576]", arg197_1: "f32[96, 576, 1, 1]", arg198_1: "f32[96]", arg199_1: "f32[96]", arg200_1: "f32[96]", arg201_1: "f32[96]", arg202_1: "f32[576, 96, 1, 1]", arg203_1: "f32[576]", arg204_1: "f32[576]", arg205_1: "f32[576]", arg206_1: "f32[576]", arg207_1: "f32[1024, 576]", arg208_1: "f32[1024]", arg209_1: "f32[1000, 1024]", arg210_1: "f32[1000]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:211 in _forward_impl, code: x = self.features(x)
        convolution: "f32[1, 16, 112, 112]" = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None
        _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, arg4_1, arg5_1, arg2_1, arg3_1, 0.01, 0.001);  convolution = arg4_1 = arg5_1 = arg2_1 = arg3_1 = None
        getitem: "f32[1, 16, 112, 112]" = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None
        hardswish: "f32[1, 16, 112, 112]" = torch.ops.aten.hardswish.default(getitem);  getitem = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_1: "f32[1, 16, 56, 56]" = torch.ops.aten.convolution.default(hardswish, arg6_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 16);  hardswish = arg6_1 = None
        _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, arg9_1, arg10_1, arg7_1, arg8_1, 0.01, 0.001);  convolution_1 = arg9_1 = arg10_1 = arg7_1 = arg8_1 = None
        getitem_3: "f32[1, 16, 56, 56]" = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None
        relu: "f32[1, 16, 56, 56]" = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean: "f32[1, 16, 1, 1]" = torch.ops.aten.mean.dim(relu, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_2: "f32[1, 8, 1, 1]" = torch.ops.aten.convolution.default(mean, arg11_1, arg12_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean = arg11_1 = arg12_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_1: "f32[1, 8, 1, 1]" = torch.ops.aten.relu.default(convolution_2);  convolution_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_3: "f32[1, 16, 1, 1]" = torch.ops.aten.convolution.default(relu_1, arg13_1, arg14_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_1 = arg13_1 = arg14_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        hardsigmoid: "f32[1, 16, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_3);  convolution_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul: "f32[1, 16, 56, 56]" = torch.ops.aten.mul.Tensor(hardsigmoid, relu);  hardsigmoid = relu = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_4: "f32[1, 16, 56, 56]" = torch.ops.aten.convolution.default(mul, arg15_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul = arg15_1 = None
        _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_4, arg18_1, arg19_1, arg16_1, arg17_1, 0.01, 0.001);  convolution_4 = arg18_1 = arg19_1 = arg16_1 = arg17_1 = None
        getitem_6: "f32[1, 16, 56, 56]" = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None
        convolution_5: "f32[1, 72, 56, 56]" = torch.ops.aten.convolution.default(getitem_6, arg20_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_6 = arg20_1 = None
        _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, arg23_1, arg24_1, arg21_1, arg22_1, 0.01, 0.001);  convolution_5 = arg23_1 = arg24_1 = arg21_1 = arg22_1 = None
        getitem_9: "f32[1, 72, 56, 56]" = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None
        relu_2: "f32[1, 72, 56, 56]" = torch.ops.aten.relu.default(getitem_9);  getitem_9 = None
        convolution_6: "f32[1, 72, 28, 28]" = torch.ops.aten.convolution.default(relu_2, arg25_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 72);  relu_2 = arg25_1 = None
        _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_6, arg28_1, arg29_1, arg26_1, arg27_1, 0.01, 0.001);  convolution_6 = arg28_1 = arg29_1 = arg26_1 = arg27_1 = None
        getitem_12: "f32[1, 72, 28, 28]" = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None
        relu_3: "f32[1, 72, 28, 28]" = torch.ops.aten.relu.default(getitem_12);  getitem_12 = None
        convolution_7: "f32[1, 24, 28, 28]" = torch.ops.aten.convolution.default(relu_3, arg30_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_3 = arg30_1 = None
        _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_7, arg33_1, arg34_1, arg31_1, arg32_1, 0.01, 0.001);  convolution_7 = arg33_1 = arg34_1 = arg31_1 = arg32_1 = None
        getitem_15: "f32[1, 24, 28, 28]" = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None
        convolution_8: "f32[1, 88, 28, 28]" = torch.ops.aten.convolution.default(getitem_15, arg35_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg35_1 = None
        _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_8, arg38_1, arg39_1, arg36_1, arg37_1, 0.01, 0.001);  convolution_8 = arg38_1 = arg39_1 = arg36_1 = arg37_1 = None
        getitem_18: "f32[1, 88, 28, 28]" = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None
        relu_4: "f32[1, 88, 28, 28]" = torch.ops.aten.relu.default(getitem_18);  getitem_18 = None
        convolution_9: "f32[1, 88, 28, 28]" = torch.ops.aten.convolution.default(relu_4, arg40_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 88);  relu_4 = arg40_1 = None
        _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, arg43_1, arg44_1, arg41_1, arg42_1, 0.01, 0.001);  convolution_9 = arg43_1 = arg44_1 = arg41_1 = arg42_1 = None
        getitem_21: "f32[1, 88, 28, 28]" = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None
        relu_5: "f32[1, 88, 28, 28]" = torch.ops.aten.relu.default(getitem_21);  getitem_21 = None
        convolution_10: "f32[1, 24, 28, 28]" = torch.ops.aten.convolution.default(relu_5, arg45_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_5 = arg45_1 = None
        _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_10, arg48_1, arg49_1, arg46_1, arg47_1, 0.01, 0.001);  convolution_10 = arg48_1 = arg49_1 = arg46_1 = arg47_1 = None
        getitem_24: "f32[1, 24, 28, 28]" = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:114 in forward, code: result += input
        add: "f32[1, 24, 28, 28]" = torch.ops.aten.add.Tensor(getitem_24, getitem_15);  getitem_24 = getitem_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_11: "f32[1, 96, 28, 28]" = torch.ops.aten.convolution.default(add, arg50_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add = arg50_1 = None
        _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, arg53_1, arg54_1, arg51_1, arg52_1, 0.01, 0.001);  convolution_11 = arg53_1 = arg54_1 = arg51_1 = arg52_1 = None
        getitem_27: "f32[1, 96, 28, 28]" = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None
        hardswish_1: "f32[1, 96, 28, 28]" = torch.ops.aten.hardswish.default(getitem_27);  getitem_27 = None
        convolution_12: "f32[1, 96, 14, 14]" = torch.ops.aten.convolution.default(hardswish_1, arg55_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 96);  hardswish_1 = arg55_1 = None
        _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_12, arg58_1, arg59_1, arg56_1, arg57_1, 0.01, 0.001);  convolution_12 = arg58_1 = arg59_1 = arg56_1 = arg57_1 = None
        getitem_30: "f32[1, 96, 14, 14]" = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None
        hardswish_2: "f32[1, 96, 14, 14]" = torch.ops.aten.hardswish.default(getitem_30);  getitem_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_1: "f32[1, 96, 1, 1]" = torch.ops.aten.mean.dim(hardswish_2, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_13: "f32[1, 24, 1, 1]" = torch.ops.aten.convolution.default(mean_1, arg60_1, arg61_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_1 = arg60_1 = arg61_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_6: "f32[1, 24, 1, 1]" = torch.ops.aten.relu.default(convolution_13);  convolution_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_14: "f32[1, 96, 1, 1]" = torch.ops.aten.convolution.default(relu_6, arg62_1, arg63_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_6 = arg62_1 = arg63_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        hardsigmoid_1: "f32[1, 96, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_14);  convolution_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_1: "f32[1, 96, 14, 14]" = torch.ops.aten.mul.Tensor(hardsigmoid_1, hardswish_2);  hardsigmoid_1 = hardswish_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_15: "f32[1, 40, 14, 14]" = torch.ops.aten.convolution.default(mul_1, arg64_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_1 = arg64_1 = None
        _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_15, arg67_1, arg68_1, arg65_1, arg66_1, 0.01, 0.001);  convolution_15 = arg67_1 = arg68_1 = arg65_1 = arg66_1 = None
        getitem_33: "f32[1, 40, 14, 14]" = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None
        convolution_16: "f32[1, 240, 14, 14]" = torch.ops.aten.convolution.default(getitem_33, arg69_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg69_1 = None
        _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, arg72_1, arg73_1, arg70_1, arg71_1, 0.01, 0.001);  convolution_16 = arg72_1 = arg73_1 = arg70_1 = arg71_1 = None
        getitem_36: "f32[1, 240, 14, 14]" = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None
        hardswish_3: "f32[1, 240, 14, 14]" = torch.ops.aten.hardswish.default(getitem_36);  getitem_36 = None
        convolution_17: "f32[1, 240, 14, 14]" = torch.ops.aten.convolution.default(hardswish_3, arg74_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  hardswish_3 = arg74_1 = None
        _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_17, arg77_1, arg78_1, arg75_1, arg76_1, 0.01, 0.001);  convolution_17 = arg77_1 = arg78_1 = arg75_1 = arg76_1 = None
        getitem_39: "f32[1, 240, 14, 14]" = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None
        hardswish_4: "f32[1, 240, 14, 14]" = torch.ops.aten.hardswish.default(getitem_39);  getitem_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_2: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(hardswish_4, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_18: "f32[1, 64, 1, 1]" = torch.ops.aten.convolution.default(mean_2, arg79_1, arg80_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_2 = arg79_1 = arg80_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_7: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(convolution_18);  convolution_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_19: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(relu_7, arg81_1, arg82_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_7 = arg81_1 = arg82_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        hardsigmoid_2: "f32[1, 240, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_19);  convolution_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_2: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(hardsigmoid_2, hardswish_4);  hardsigmoid_2 = hardswish_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_20: "f32[1, 40, 14, 14]" = torch.ops.aten.convolution.default(mul_2, arg83_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_2 = arg83_1 = None
        _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, arg86_1, arg87_1, arg84_1, arg85_1, 0.01, 0.001);  convolution_20 = arg86_1 = arg87_1 = arg84_1 = arg85_1 = None
        getitem_42: "f32[1, 40, 14, 14]" = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:114 in forward, code: result += input
        add_1: "f32[1, 40, 14, 14]" = torch.ops.aten.add.Tensor(getitem_42, getitem_33);  getitem_42 = getitem_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_21: "f32[1, 240, 14, 14]" = torch.ops.aten.convolution.default(add_1, arg88_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg88_1 = None
        _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_21, arg91_1, arg92_1, arg89_1, arg90_1, 0.01, 0.001);  convolution_21 = arg91_1 = arg92_1 = arg89_1 = arg90_1 = None
        getitem_45: "f32[1, 240, 14, 14]" = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None
        hardswish_5: "f32[1, 240, 14, 14]" = torch.ops.aten.hardswish.default(getitem_45);  getitem_45 = None
        convolution_22: "f32[1, 240, 14, 14]" = torch.ops.aten.convolution.default(hardswish_5, arg93_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  hardswish_5 = arg93_1 = None
        _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_22, arg96_1, arg97_1, arg94_1, arg95_1, 0.01, 0.001);  convolution_22 = arg96_1 = arg97_1 = arg94_1 = arg95_1 = None
        getitem_48: "f32[1, 240, 14, 14]" = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None
        hardswish_6: "f32[1, 240, 14, 14]" = torch.ops.aten.hardswish.default(getitem_48);  getitem_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_3: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(hardswish_6, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_23: "f32[1, 64, 1, 1]" = torch.ops.aten.convolution.default(mean_3, arg98_1, arg99_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_3 = arg98_1 = arg99_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_8: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(convolution_23);  convolution_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_24: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(relu_8, arg100_1, arg101_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = arg100_1 = arg101_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        hardsigmoid_3: "f32[1, 240, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_24);  convolution_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_3: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(hardsigmoid_3, hardswish_6);  hardsigmoid_3 = hardswish_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_25: "f32[1, 40, 14, 14]" = torch.ops.aten.convolution.default(mul_3, arg102_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_3 = arg102_1 = None
        _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_25, arg105_1, arg106_1, arg103_1, arg104_1, 0.01, 0.001);  convolution_25 = arg105_1 = arg106_1 = arg103_1 = arg104_1 = None
        getitem_51: "f32[1, 40, 14, 14]" = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:114 in forward, code: result += input
        add_2: "f32[1, 40, 14, 14]" = torch.ops.aten.add.Tensor(getitem_51, add_1);  getitem_51 = add_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_26: "f32[1, 120, 14, 14]" = torch.ops.aten.convolution.default(add_2, arg107_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_2 = arg107_1 = None
        _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, arg110_1, arg111_1, arg108_1, arg109_1, 0.01, 0.001);  convolution_26 = arg110_1 = arg111_1 = arg108_1 = arg109_1 = None
        getitem_54: "f32[1, 120, 14, 14]" = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None
        hardswish_7: "f32[1, 120, 14, 14]" = torch.ops.aten.hardswish.default(getitem_54);  getitem_54 = None
        convolution_27: "f32[1, 120, 14, 14]" = torch.ops.aten.convolution.default(hardswish_7, arg112_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 120);  hardswish_7 = arg112_1 = None
        _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_27, arg115_1, arg116_1, arg113_1, arg114_1, 0.01, 0.001);  convolution_27 = arg115_1 = arg116_1 = arg113_1 = arg114_1 = None
        getitem_57: "f32[1, 120, 14, 14]" = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None
        hardswish_8: "f32[1, 120, 14, 14]" = torch.ops.aten.hardswish.default(getitem_57);  getitem_57 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_4: "f32[1, 120, 1, 1]" = torch.ops.aten.mean.dim(hardswish_8, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_28: "f32[1, 32, 1, 1]" = torch.ops.aten.convolution.default(mean_4, arg117_1, arg118_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_4 = arg117_1 = arg118_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_9: "f32[1, 32, 1, 1]" = torch.ops.aten.relu.default(convolution_28);  convolution_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_29: "f32[1, 120, 1, 1]" = torch.ops.aten.convolution.default(relu_9, arg119_1, arg120_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_9 = arg119_1 = arg120_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        hardsigmoid_4: "f32[1, 120, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_29);  convolution_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_4: "f32[1, 120, 14, 14]" = torch.ops.aten.mul.Tensor(hardsigmoid_4, hardswish_8);  hardsigmoid_4 = hardswish_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_30: "f32[1, 48, 14, 14]" = torch.ops.aten.convolution.default(mul_4, arg121_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_4 = arg121_1 = None
        _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, arg124_1, arg125_1, arg122_1, arg123_1, 0.01, 0.001);  convolution_30 = arg124_1 = arg125_1 = arg122_1 = arg123_1 = None
        getitem_60: "f32[1, 48, 14, 14]" = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None
        convolution_31: "f32[1, 144, 14, 14]" = torch.ops.aten.convolution.default(getitem_60, arg126_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg126_1 = None
        _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_31, arg129_1, arg130_1, arg127_1, arg128_1, 0.01, 0.001);  convolution_31 = arg129_1 = arg130_1 = arg127_1 = arg128_1 = None
        getitem_63: "f32[1, 144, 14, 14]" = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None
        hardswish_9: "f32[1, 144, 14, 14]" = torch.ops.aten.hardswish.default(getitem_63);  getitem_63 = None
        convolution_32: "f32[1, 144, 14, 14]" = torch.ops.aten.convolution.default(hardswish_9, arg131_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 144);  hardswish_9 = arg131_1 = None
        _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_32, arg134_1, arg135_1, arg132_1, arg133_1, 0.01, 0.001);  convolution_32 = arg134_1 = arg135_1 = arg132_1 = arg133_1 = None
        getitem_66: "f32[1, 144, 14, 14]" = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None
        hardswish_10: "f32[1, 144, 14, 14]" = torch.ops.aten.hardswish.default(getitem_66);  getitem_66 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_5: "f32[1, 144, 1, 1]" = torch.ops.aten.mean.dim(hardswish_10, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_33: "f32[1, 40, 1, 1]" = torch.ops.aten.convolution.default(mean_5, arg136_1, arg137_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_5 = arg136_1 = arg137_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_10: "f32[1, 40, 1, 1]" = torch.ops.aten.relu.default(convolution_33);  convolution_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_34: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(relu_10, arg138_1, arg139_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_10 = arg138_1 = arg139_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        hardsigmoid_5: "f32[1, 144, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_34);  convolution_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_5: "f32[1, 144, 14, 14]" = torch.ops.aten.mul.Tensor(hardsigmoid_5, hardswish_10);  hardsigmoid_5 = hardswish_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_35: "f32[1, 48, 14, 14]" = torch.ops.aten.convolution.default(mul_5, arg140_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_5 = arg140_1 = None
        _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_35, arg143_1, arg144_1, arg141_1, arg142_1, 0.01, 0.001);  convolution_35 = arg143_1 = arg144_1 = arg141_1 = arg142_1 = None
        getitem_69: "f32[1, 48, 14, 14]" = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:114 in forward, code: result += input
        add_3: "f32[1, 48, 14, 14]" = torch.ops.aten.add.Tensor(getitem_69, getitem_60);  getitem_69 = getitem_60 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_36: "f32[1, 288, 14, 14]" = torch.ops.aten.convolution.default(add_3, arg145_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_3 = arg145_1 = None
        _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, arg148_1, arg149_1, arg146_1, arg147_1, 0.01, 0.001);  convolution_36 = arg148_1 = arg149_1 = arg146_1 = arg147_1 = None
        getitem_72: "f32[1, 288, 14, 14]" = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None
        hardswish_11: "f32[1, 288, 14, 14]" = torch.ops.aten.hardswish.default(getitem_72);  getitem_72 = None
        convolution_37: "f32[1, 288, 7, 7]" = torch.ops.aten.convolution.default(hardswish_11, arg150_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 288);  hardswish_11 = arg150_1 = None
        _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_37, arg153_1, arg154_1, arg151_1, arg152_1, 0.01, 0.001);  convolution_37 = arg153_1 = arg154_1 = arg151_1 = arg152_1 = None
        getitem_75: "f32[1, 288, 7, 7]" = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None
        hardswish_12: "f32[1, 288, 7, 7]" = torch.ops.aten.hardswish.default(getitem_75);  getitem_75 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_6: "f32[1, 288, 1, 1]" = torch.ops.aten.mean.dim(hardswish_12, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_38: "f32[1, 72, 1, 1]" = torch.ops.aten.convolution.default(mean_6, arg155_1, arg156_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_6 = arg155_1 = arg156_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_11: "f32[1, 72, 1, 1]" = torch.ops.aten.relu.default(convolution_38);  convolution_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_39: "f32[1, 288, 1, 1]" = torch.ops.aten.convolution.default(relu_11, arg157_1, arg158_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_11 = arg157_1 = arg158_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        hardsigmoid_6: "f32[1, 288, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_39);  convolution_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_6: "f32[1, 288, 7, 7]" = torch.ops.aten.mul.Tensor(hardsigmoid_6, hardswish_12);  hardsigmoid_6 = hardswish_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_40: "f32[1, 96, 7, 7]" = torch.ops.aten.convolution.default(mul_6, arg159_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_6 = arg159_1 = None
        _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_40, arg162_1, arg163_1, arg160_1, arg161_1, 0.01, 0.001);  convolution_40 = arg162_1 = arg163_1 = arg160_1 = arg161_1 = None
        getitem_78: "f32[1, 96, 7, 7]" = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None
        convolution_41: "f32[1, 576, 7, 7]" = torch.ops.aten.convolution.default(getitem_78, arg164_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg164_1 = None
        _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, arg167_1, arg168_1, arg165_1, arg166_1, 0.01, 0.001);  convolution_41 = arg167_1 = arg168_1 = arg165_1 = arg166_1 = None
        getitem_81: "f32[1, 576, 7, 7]" = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None
        hardswish_13: "f32[1, 576, 7, 7]" = torch.ops.aten.hardswish.default(getitem_81);  getitem_81 = None
        convolution_42: "f32[1, 576, 7, 7]" = torch.ops.aten.convolution.default(hardswish_13, arg169_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  hardswish_13 = arg169_1 = None
        _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_42, arg172_1, arg173_1, arg170_1, arg171_1, 0.01, 0.001);  convolution_42 = arg172_1 = arg173_1 = arg170_1 = arg171_1 = None
        getitem_84: "f32[1, 576, 7, 7]" = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None
        hardswish_14: "f32[1, 576, 7, 7]" = torch.ops.aten.hardswish.default(getitem_84);  getitem_84 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_7: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(hardswish_14, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_43: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(mean_7, arg174_1, arg175_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_7 = arg174_1 = arg175_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_12: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(convolution_43);  convolution_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_44: "f32[1, 576, 1, 1]" = torch.ops.aten.convolution.default(relu_12, arg176_1, arg177_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_12 = arg176_1 = arg177_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        hardsigmoid_7: "f32[1, 576, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_44);  convolution_44 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_7: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(hardsigmoid_7, hardswish_14);  hardsigmoid_7 = hardswish_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_45: "f32[1, 96, 7, 7]" = torch.ops.aten.convolution.default(mul_7, arg178_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_7 = arg178_1 = None
        _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, arg181_1, arg182_1, arg179_1, arg180_1, 0.01, 0.001);  convolution_45 = arg181_1 = arg182_1 = arg179_1 = arg180_1 = None
        getitem_87: "f32[1, 96, 7, 7]" = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:114 in forward, code: result += input
        add_4: "f32[1, 96, 7, 7]" = torch.ops.aten.add.Tensor(getitem_87, getitem_78);  getitem_87 = getitem_78 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_46: "f32[1, 576, 7, 7]" = torch.ops.aten.convolution.default(add_4, arg183_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg183_1 = None
        _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_46, arg186_1, arg187_1, arg184_1, arg185_1, 0.01, 0.001);  convolution_46 = arg186_1 = arg187_1 = arg184_1 = arg185_1 = None
        getitem_90: "f32[1, 576, 7, 7]" = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None
        hardswish_15: "f32[1, 576, 7, 7]" = torch.ops.aten.hardswish.default(getitem_90);  getitem_90 = None
        convolution_47: "f32[1, 576, 7, 7]" = torch.ops.aten.convolution.default(hardswish_15, arg188_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  hardswish_15 = arg188_1 = None
        _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_47, arg191_1, arg192_1, arg189_1, arg190_1, 0.01, 0.001);  convolution_47 = arg191_1 = arg192_1 = arg189_1 = arg190_1 = None
        getitem_93: "f32[1, 576, 7, 7]" = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None
        hardswish_16: "f32[1, 576, 7, 7]" = torch.ops.aten.hardswish.default(getitem_93);  getitem_93 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_8: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(hardswish_16, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_48: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(mean_8, arg193_1, arg194_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_8 = arg193_1 = arg194_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_13: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(convolution_48);  convolution_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_49: "f32[1, 576, 1, 1]" = torch.ops.aten.convolution.default(relu_13, arg195_1, arg196_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_13 = arg195_1 = arg196_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        hardsigmoid_8: "f32[1, 576, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_49);  convolution_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_8: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(hardsigmoid_8, hardswish_16);  hardsigmoid_8 = hardswish_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_50: "f32[1, 96, 7, 7]" = torch.ops.aten.convolution.default(mul_8, arg197_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_8 = arg197_1 = None
        _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_50, arg200_1, arg201_1, arg198_1, arg199_1, 0.01, 0.001);  convolution_50 = arg200_1 = arg201_1 = arg198_1 = arg199_1 = None
        getitem_96: "f32[1, 96, 7, 7]" = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:114 in forward, code: result += input
        add_5: "f32[1, 96, 7, 7]" = torch.ops.aten.add.Tensor(getitem_96, add_4);  getitem_96 = add_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:211 in _forward_impl, code: x = self.features(x)
        convolution_51: "f32[1, 576, 7, 7]" = torch.ops.aten.convolution.default(add_5, arg202_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_5 = arg202_1 = None
        _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, arg205_1, arg206_1, arg203_1, arg204_1, 0.01, 0.001);  convolution_51 = arg205_1 = arg206_1 = arg203_1 = arg204_1 = None
        getitem_99: "f32[1, 576, 7, 7]" = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None
        hardswish_17: "f32[1, 576, 7, 7]" = torch.ops.aten.hardswish.default(getitem_99);  getitem_99 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:213 in _forward_impl, code: x = self.avgpool(x)
        mean_9: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(hardswish_17, [-1, -2], True);  hardswish_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:214 in _forward_impl, code: x = torch.flatten(x, 1)
        view: "f32[1, 576]" = torch.ops.aten.view.default(mean_9, [1, 576]);  mean_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:216 in _forward_impl, code: x = self.classifier(x)
        t: "f32[576, 1024]" = torch.ops.aten.t.default(arg207_1);  arg207_1 = None
        addmm: "f32[1, 1024]" = torch.ops.aten.addmm.default(arg208_1, view, t);  arg208_1 = view = t = None
        hardswish_18: "f32[1, 1024]" = torch.ops.aten.hardswish.default(addmm);  addmm = None
        t_1: "f32[1024, 1000]" = torch.ops.aten.t.default(arg209_1);  arg209_1 = None
        addmm_1: "f32[1, 1000]" = torch.ops.aten.addmm.default(arg210_1, hardswish_18, t_1);  arg210_1 = hardswish_18 = t_1 = None
        return (addmm_1,)
