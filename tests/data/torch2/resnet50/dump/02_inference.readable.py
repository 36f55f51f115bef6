class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 3, 7, 7]", arg1_1: "f32[1, 3, 224, 224]", arg2_1: "f32[64]", arg3_1: "f32[64]", arg4_1: "f32[64]", arg5_1: "f32[64]", arg6_1: "f32[64, 64, 1, 1]", arg7_1: "f32[64]", arg8_1: "f32[64]", arg9_1: "f32[64]", arg10_1: "f32[64]", arg11_1: "f32[64, 64, 3, 3]", arg12_1: "f32[64]", arg13_1: "f32[64]", arg14_1: "f32[64]", arg15_1: "f32[64]", arg16_1: "f32[256, 64, 1, 1]", arg17_1: "f32[256]", arg18_1: "f32[256]", arg19_1: "f32[256]", arg20_1: "f32[256]", arg21_1: "f32[256, 64, 1, 1]", arg22_1: "f32[256]", arg23_1: "f32[256]", arg24_1: "f32[256]", arg25_1: "f32[256]", arg26_1: "f32[64, 256, 1, 1]", arg27_1: "f32[64]", arg28_1: "f32[64]", arg29_1: "f32[64]", arg30_1: "f32[64]", arg31_1: "f32[64, 64, 3, 3]", arg32_1: "f32[64]", arg33_1: "f32[64]", arg34_1: "f32[64]", arg35_1: "f32[64]", arg36_1: "f32[256, 64, 1, 1]", arg37_1: "f32[256]", arg38_1: "f32[256]", arg39_1: "f32[256]", arg40_1: "f32[256]", arg41_1: "f32[64, 256, 1, 1]", arg42_1: "f32[64]", arg43_1: "f32[64]", arg44_1: "f32[64]", arg45_1: "f32[64]", arg46_1: "f32[64, 64, 3, 3]", arg47_1: "f32[64]", arg48_1: "f32[64]", arg49_1: "f32[64]", arg50_1: "f32[64]", arg51_1: "f32[256, 64, 1, 1]", arg52_1: "f32[256]", arg53_1: "f32[256]", arg54_1: "f32[256]", arg55_1: "f32[256]", arg56_1: "f32[128, 256, 1, 1]", arg57_1: "f32[128]", arg58_1: "f32[128]", arg59_1: "f32[128]", arg60_1: "f32[128]", arg61_1: "f32[128, 128, 3, 3]", arg62_1: "f32[128]", arg63_1: "f32[128]", arg64_1: "f32[128]", arg65_1: "f32[128]", arg66_1: "f32[512, 128, 1, 1]", arg67_1: "f32[512]", arg68_1: "f32[512]", arg69_1: "f32[512]", arg70_1: "f32[512]", arg71_1: "f32[512, 256, 1, 1]", arg72_1: "f32[512]", arg73_1: "f32[512]", arg74_1: "f32[512]", arg75_1: "f32[512]", arg76_1: "f32[128, 512, 1, 1]", arg77_1: "f32[128]", arg78_1: "f32[128]", arg79_1: "f32[128]", arg80_1: "f32[128]", arg81_1: "f32[128, 128, 3, 3]", arg82_1: "f32[128]", arg83_1: "f32[128]", arg84_1: "f32[128]", arg85_1: "f32[128]", arg86_1: "f32[512, 128, 1, 1]", arg87_1: "f32[512]", arg88_1: "f32[512]", arg89_1: "f32[512]", arg90_1: "f32[512]", arg91_1: "f32[128, 512, 1, 1]", arg92_1: "f32[128]", arg93_1: "f32[128]", arg94_1: "f32[128]", arg95_1: "f32[128]", arg96_1: "f32[128, 128, 3, 3]", arg97_1: "f32[128]", arg98_1: "f32[128]", arg99_1: "f32[128]", arg100_1: "f32[128]", arg101_1: "f32[512, 128, 1, 1]", arg102_1: "f32[512]", arg103_1: "f32[512]", arg104_1: "f32[512]", arg105_1: "f32[512]", arg106_1: "f32[128, 512, 1, 1]", arg107_1: "f32[128]", arg108_1: "f32[128]", arg109_1: "f32[128]", arg110_1: "f32[128]", arg111_1: "f32[128, 128, 3, 3]", arg112_1: "f32[128]", arg113_1: "f32[128]", arg114_1: "f32[128]", arg115_1: "f32[128]", arg116_1: "f32[512, 128, 1, 1]", arg117_1: "f32[512]", arg118_1: "f32[512]", arg119_1: "f32[512]", arg120_1: "f32[512]", arg121_1: "f32[256, 512, 1, 1]", arg122_1: "f32[256]", arg123_1: "f32[256]", arg124_1: "f32[256]", arg125_1: "f32[256]", arg126_1: "f32[256, 256, 3, 3]", arg127_1: "f32[256]", arg128_1: "f32[256]", arg129_1: "f32[256]", arg130_1: "f32[256]", arg131_1: "f32[1024, 256, 1, 1]", arg132_1: "f32[1024]", arg133_1: "f32[1024]", arg134_1: "f32[1024]", arg135_1: "f32[1024]", arg136_1: "f32[1024, 512, 1, 1]", arg137_1: "f32[1024]", arg138_1: "f32[1024]", arg139_1: "f32[1024]", arg140_1: "f32[1024]", arg141_1: "f32[256, 1024, 1, 1]", arg142_1: "f32[256]", arg143_1: "f32[256]", arg144_1: "f32[256]", arg145_1: "f32[256]", arg146_1: "f32[256, 256, 3, 3]", arg147_1: "f32[256]", arg148_1: "f32[256]", arg149_1: "f32[256]", arg150_1: "f32[256]", arg151_1: "f32[1024, 256, 1, 1]", arg152_1: "f32[1024]", arg153_1: "f32[1024]", arg154_1: "f32[1024]", arg155_1: "f32[1024]", arg156_1: "f32[256, 1024, 1, 1]", arg157_1: "f32[256]", arg158_1: "f32[256]", arg159_1: "f32[256]", arg160_1: "f32[256]", arg161_1: "f32[256, 256, 3, 3]", arg162_1: "f32[256]", arg163_1: "f32[256]", arg164_1: "f32[256]", arg165_1: "f32[256]", arg166_1: "f32[1024, 256, 1, 1]", arg167_1: "f32[1024]", arg168_1: "f32[1024]", arg169_1: "f32[1024]", arg170_1: "f32[1024]", arg171_1: "f32[256, 1024, 1, 1]", arg172_1: "f32[256]", arg173_1: "f32[256]", arg174_1: "f32[256]", arg175_1: "f32[256]", arg176_1: "f32[256, 256, 3, 3]", arg177_1: "f32[256]", arg178_1: "f32[256]", arg179_1: "f32[256]", arg180_1: "f32[256]", arg181_1: "f32[1024, 256, 1, 1]", arg182_1: "f32[1024]", arg183_1: "f32[1024]", arg184_1: "f32[1024]", arg185_1: "f32[1024]", arg186_1: "f32[256, 1024, 1, 1]", arg187_1: "f32[256]", arg188_1: "f32[256]", arg189_1: "f32[256]", arg190_1: "f32[256]", arg191_1: "f32[256, 256, 3, 3]", arg192_1: "f32[256]", arg193_1: "f32[256]", arg194_1: "f32[256]", arg195_1: "f32[256]", arg196_1: "f32[1024, 256, 1, 1]", arg197_1: "f32[1024]", arg198_1: "f32[1024]", arg199_1: "f32[1024]", arg200_1: "f32[1024]", arg201_1: "f32[256, 1024, 1, 1]", arg202_1: "f32[256]", arg203_1: "f32[256]", arg204_1: "f32[256]", arg205_1: "f32[256]", arg206_1: "f32[256, 256, 3, 3]", arg207_1: "f32[256]", arg208_1: "f32[256]", arg209_1: "f32[256]", arg210_1: "f32[256]", arg211_1: "f32[1024, 256, 1, 1]", arg212_1: "f32[1024]", arg213_1: "f32[1024]", arg214_1: "f32[1024]", arg215_1: "f32[1024]", arg216_1: "f32[512, 1024, 1, 1]", arg217_1: "f32[512]", arg218_1: "f32[512]", arg219_1: "f32[512]", arg220_1: "f32[512]", arg221_1: "f32[512, 512, 3, 3]", arg222_1: "f32[512]", arg223_1: "f32[512]", arg224_1: "f32[512]", arg225_1: "f32[512]", arg226_1: "f32[2048, 512, 1, 1]", arg227_1: "f32[2048]", arg228_1: "f32[2048]", arg229_1: "f32[2048]", arg230_1: "f32[2048]", arg231_1: "f32[2048, 1024, 1, 1]", arg232_1: "f32[2048]", arg233_1: "f32[2048]", arg234_1: "f32[2048]", arg235_1: "f32[2048]", arg236_1: "f32[512, 2048, 1, 1]", arg237_1: "f32[512]", arg238_1: "f32[512]", arg239_1: "f32[512]", arg240_1: "f32[512]", arg241_1: "f32[512, 512, 3, 3]", arg242_1: "f32[512]", arg243_1: "f32[512]", arg244_1: "f32[512]", arg245_1: "f32[512]", arg246_1: "f32[2048, 512, 1, 1]", arg247_1: "f32[2048]", arg248_1: "f32[2048]", arg249_1: "f32[2048]", arg250_1: "f32[2048]", arg251_1: "f32[512, 2048, 1, 1]", arg252_1: "f32[512]", arg253_1: "f32[512]", arg254_1: "f32[512]", arg255_1: "f32[512]", arg256_1: "f32[512, 512, 3, 3]", arg257_1: "f32[512]", arg258_1: "f32[512]", arg259_1: "f32[512]", arg260_1: "f32[512]", arg261_1: "f32[2048, 512, 1, 1]", arg262_1: "f32[2048]", arg263_1: "f32[2048]", arg264_1: "f32[2048]", arg265_1: "f32[2048]", arg266_1: "f32[1000, 2048]", arg267_1: "f32[1000]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:268 in _forward_impl, code: x = self.conv1(x)
        convolution: "f32[1, 64, 112, 112]" = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:269 in _forward_impl, code: x = self.bn1(x)
        _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, arg4_1, arg5_1, arg2_1, arg3_1, 0.1, 1e-05);  convolution = arg4_1 = arg5_1 = arg2_1 = arg3_1 = None
        getitem: "f32[1, 64, 112, 112]" = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:270 in _forward_impl, code: x = self.relu(x)
        relu: "f32[1, 64, 112, 112]" = torch.ops.aten.relu.default(getitem);  getitem = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:271 in _forward_impl, code: x = self.maxpool(x)
        max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [3, 3], [2, 2], [1, 1]);  relu = None
        getitem_3: "f32[1, 64, 56, 56]" = max_pool2d_with_indices[0];  max_pool2d_with_indices = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_1: "f32[1, 64, 56, 56]" = torch.ops.aten.convolution.default(getitem_3, arg6_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg6_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, arg9_1, arg10_1, arg7_1, arg8_1, 0.1, 1e-05);  convolution_1 = arg9_1 = arg10_1 = arg7_1 = arg8_1 = None
        getitem_5: "f32[1, 64, 56, 56]" = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_1: "f32[1, 64, 56, 56]" = torch.ops.aten.relu.default(getitem_5);  getitem_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_2: "f32[1, 64, 56, 56]" = torch.ops.aten.convolution.default(relu_1, arg11_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_1 = arg11_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_2, arg14_1, arg15_1, arg12_1, arg13_1, 0.1, 1e-05);  convolution_2 = arg14_1 = arg15_1 = arg12_1 = arg13_1 = None
        getitem_8: "f32[1, 64, 56, 56]" = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_2: "f32[1, 64, 56, 56]" = torch.ops.aten.relu.default(getitem_8);  getitem_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_3: "f32[1, 256, 56, 56]" = torch.ops.aten.convolution.default(relu_2, arg16_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_2 = arg16_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_3, arg19_1, arg20_1, arg17_1, arg18_1, 0.1, 1e-05);  convolution_3 = arg19_1 = arg20_1 = arg17_1 = arg18_1 = None
        getitem_11: "f32[1, 256, 56, 56]" = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:158 in forward, code: identity = self.downsample(x)
        convolution_4: "f32[1, 256, 56, 56]" = torch.ops.aten.convolution.default(getitem_3, arg21_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_3 = arg21_1 = None
        _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_4, arg24_1, arg25_1, arg22_1, arg23_1, 0.1, 1e-05);  convolution_4 = arg24_1 = arg25_1 = arg22_1 = arg23_1 = None
        getitem_14: "f32[1, 256, 56, 56]" = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add: "f32[1, 256, 56, 56]" = torch.ops.aten.add.Tensor(getitem_11, getitem_14);  getitem_11 = getitem_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_3: "f32[1, 256, 56, 56]" = torch.ops.aten.relu.default(add);  add = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_5: "f32[1, 64, 56, 56]" = torch.ops.aten.convolution.default(relu_3, arg26_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg26_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, arg29_1, arg30_1, arg27_1, arg28_1, 0.1, 1e-05);  convolution_5 = arg29_1 = arg30_1 = arg27_1 = arg28_1 = None
        getitem_17: "f32[1, 64, 56, 56]" = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_4: "f32[1, 64, 56, 56]" = torch.ops.aten.relu.default(getitem_17);  getitem_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_6: "f32[1, 64, 56, 56]" = torch.ops.aten.convolution.default(relu_4, arg31_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_4 = arg31_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_6, arg34_1, arg35_1, arg32_1, arg33_1, 0.1, 1e-05);  convolution_6 = arg34_1 = arg35_1 = arg32_1 = arg33_1 = None
        getitem_20: "f32[1, 64, 56, 56]" = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_5: "f32[1, 64, 56, 56]" = torch.ops.aten.relu.default(getitem_20);  getitem_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_7: "f32[1, 256, 56, 56]" = torch.ops.aten.convolution.default(relu_5, arg36_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_5 = arg36_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_7, arg39_1, arg40_1, arg37_1, arg38_1, 0.1, 1e-05);  convolution_7 = arg39_1 = arg40_1 = arg37_1 = arg38_1 = None
        getitem_23: "f32[1, 256, 56, 56]" = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_1: "f32[1, 256, 56, 56]" = torch.ops.aten.add.Tensor(getitem_23, relu_3);  getitem_23 = relu_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_6: "f32[1, 256, 56, 56]" = torch.ops.aten.relu.default(add_1);  add_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_8: "f32[1, 64, 56, 56]" = torch.ops.aten.convolution.default(relu_6, arg41_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg41_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_8, arg44_1, arg45_1, arg42_1, arg43_1, 0.1, 1e-05);  convolution_8 = arg44_1 = arg45_1 = arg42_1 = arg43_1 = None
        getitem_26: "f32[1, 64, 56, 56]" = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_7: "f32[1, 64, 56, 56]" = torch.ops.aten.relu.default(getitem_26);  getitem_26 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_9: "f32[1, 64, 56, 56]" = torch.ops.aten.convolution.default(relu_7, arg46_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_7 = arg46_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, arg49_1, arg50_1, arg47_1, arg48_1, 0.1, 1e-05);  convolution_9 = arg49_1 = arg50_1 = arg47_1 = arg48_1 = None
        getitem_29: "f32[1, 64, 56, 56]" = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_8: "f32[1, 64, 56, 56]" = torch.ops.aten.relu.default(getitem_29);  getitem_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_10: "f32[1, 256, 56, 56]" = torch.ops.aten.convolution.default(relu_8, arg51_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = arg51_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_10, arg54_1, arg55_1, arg52_1, arg53_1, 0.1, 1e-05);  convolution_10 = arg54_1 = arg55_1 = arg52_1 = arg53_1 = None
        getitem_32: "f32[1, 256, 56, 56]" = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_2: "f32[1, 256, 56, 56]" = torch.ops.aten.add.Tensor(getitem_32, relu_6);  getitem_32 = relu_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_9: "f32[1, 256, 56, 56]" = torch.ops.aten.relu.default(add_2);  add_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_11: "f32[1, 128, 56, 56]" = torch.ops.aten.convolution.default(relu_9, arg56_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg56_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, arg59_1, arg60_1, arg57_1, arg58_1, 0.1, 1e-05);  convolution_11 = arg59_1 = arg60_1 = arg57_1 = arg58_1 = None
        getitem_35: "f32[1, 128, 56, 56]" = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_10: "f32[1, 128, 56, 56]" = torch.ops.aten.relu.default(getitem_35);  getitem_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_12: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_10, arg61_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_10 = arg61_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_12, arg64_1, arg65_1, arg62_1, arg63_1, 0.1, 1e-05);  convolution_12 = arg64_1 = arg65_1 = arg62_1 = arg63_1 = None
        getitem_38: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_11: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_38);  getitem_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_13: "f32[1, 512, 28, 28]" = torch.ops.aten.convolution.default(relu_11, arg66_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_11 = arg66_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_13, arg69_1, arg70_1, arg67_1, arg68_1, 0.1, 1e-05);  convolution_13 = arg69_1 = arg70_1 = arg67_1 = arg68_1 = None
        getitem_41: "f32[1, 512, 28, 28]" = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:158 in forward, code: identity = self.downsample(x)
        convolution_14: "f32[1, 512, 28, 28]" = torch.ops.aten.convolution.default(relu_9, arg71_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_9 = arg71_1 = None
        _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_14, arg74_1, arg75_1, arg72_1, arg73_1, 0.1, 1e-05);  convolution_14 = arg74_1 = arg75_1 = arg72_1 = arg73_1 = None
        getitem_44: "f32[1, 512, 28, 28]" = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_3: "f32[1, 512, 28, 28]" = torch.ops.aten.add.Tensor(getitem_41, getitem_44);  getitem_41 = getitem_44 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_12: "f32[1, 512, 28, 28]" = torch.ops.aten.relu.default(add_3);  add_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_15: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_12, arg76_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg76_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_15, arg79_1, arg80_1, arg77_1, arg78_1, 0.1, 1e-05);  convolution_15 = arg79_1 = arg80_1 = arg77_1 = arg78_1 = None
        getitem_47: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_13: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_47);  getitem_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_16: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_13, arg81_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_13 = arg81_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, arg84_1, arg85_1, arg82_1, arg83_1, 0.1, 1e-05);  convolution_16 = arg84_1 = arg85_1 = arg82_1 = arg83_1 = None
        getitem_50: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_14: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_50);  getitem_50 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_17: "f32[1, 512, 28, 28]" = torch.ops.aten.convolution.default(relu_14, arg86_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_14 = arg86_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_17, arg89_1, arg90_1, arg87_1, arg88_1, 0.1, 1e-05);  convolution_17 = arg89_1 = arg90_1 = arg87_1 = arg88_1 = None
        getitem_53: "f32[1, 512, 28, 28]" = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_4: "f32[1, 512, 28, 28]" = torch.ops.aten.add.Tensor(getitem_53, relu_12);  getitem_53 = relu_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_15: "f32[1, 512, 28, 28]" = torch.ops.aten.relu.default(add_4);  add_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_18: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_15, arg91_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg91_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_18, arg94_1, arg95_1, arg92_1, arg93_1, 0.1, 1e-05);  convolution_18 = arg94_1 = arg95_1 = arg92_1 = arg93_1 = None
        getitem_56: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_16: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_56);  getitem_56 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_19: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_16, arg96_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_16 = arg96_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_19, arg99_1, arg100_1, arg97_1, arg98_1, 0.1, 1e-05);  convolution_19 = arg99_1 = arg100_1 = arg97_1 = arg98_1 = None
        getitem_59: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_17: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_59);  getitem_59 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_20: "f32[1, 512, 28, 28]" = torch.ops.aten.convolution.default(relu_17, arg101_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_17 = arg101_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, arg104_1, arg105_1, arg102_1, arg103_1, 0.1, 1e-05);  convolution_20 = arg104_1 = arg105_1 = arg102_1 = arg103_1 = None
        getitem_62: "f32[1, 512, 28, 28]" = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_5: "f32[1, 512, 28, 28]" = torch.ops.aten.add.Tensor(getitem_62, relu_15);  getitem_62 = relu_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_18: "f32[1, 512, 28, 28]" = torch.ops.aten.relu.default(add_5);  add_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_21: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_18, arg106_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg106_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_21, arg109_1, arg110_1, arg107_1, arg108_1, 0.1, 1e-05);  convolution_21 = arg109_1 = arg110_1 = arg107_1 = arg108_1 = None
        getitem_65: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_19: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_65);  getitem_65 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_22: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_19, arg111_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_19 = arg111_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_22, arg114_1, arg115_1, arg112_1, arg113_1, 0.1, 1e-05);  convolution_22 = arg114_1 = arg115_1 = arg112_1 = arg113_1 = None
        getitem_68: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_20: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_68);  getitem_68 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_23: "f32[1, 512, 28, 28]" = torch.ops.aten.convolution.default(relu_20, arg116_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_20 = arg116_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_23, arg119_1, arg120_1, arg117_1, arg118_1, 0.1, 1e-05);  convolution_23 = arg119_1 = arg120_1 = arg117_1 = arg118_1 = None
        getitem_71: "f32[1, 512, 28, 28]" = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_6: "f32[1, 512, 28, 28]" = torch.ops.aten.add.Tensor(getitem_71, relu_18);  getitem_71 = relu_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_21: "f32[1, 512, 28, 28]" = torch.ops.aten.relu.default(add_6);  add_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_24: "f32[1, 256, 28, 28]" = torch.ops.aten.convolution.default(relu_21, arg121_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg121_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_24, arg124_1, arg125_1, arg122_1, arg123_1, 0.1, 1e-05);  convolution_24 = arg124_1 = arg125_1 = arg122_1 = arg123_1 = None
        getitem_74: "f32[1, 256, 28, 28]" = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_22: "f32[1, 256, 28, 28]" = torch.ops.aten.relu.default(getitem_74);  getitem_74 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_25: "f32[1, 256, 14, 14]" = torch.ops.aten.convolution.default(relu_22, arg126_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_22 = arg126_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_25, arg129_1, arg130_1, arg127_1, arg128_1, 0.1, 1e-05);  convolution_25 = arg129_1 = arg130_1 = arg127_1 = arg128_1 = None
        getitem_77: "f32[1, 256, 14, 14]" = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_23: "f32[1, 256, 14, 14]" = torch.ops.aten.relu.default(getitem_77);  getitem_77 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_26: "f32[1, 1024, 14, 14]" = torch.ops.aten.convolution.default(relu_23, arg131_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_23 = arg131_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, arg134_1, arg135_1, arg132_1, arg133_1, 0.1, 1e-05);  convolution_26 = arg134_1 = arg135_1 = arg132_1 = arg133_1 = None
        getitem_80: "f32[1, 1024, 14, 14]" = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:158 in forward, code: identity = self.downsample(x)
        convolution_27: "f32[1, 1024, 14, 14]" = torch.ops.aten.convolution.default(relu_21, arg136_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_21 = arg136_1 = None
        _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_27, arg139_1, arg140_1, arg137_1, arg138_1, 0.1, 1e-05);  convolution_27 = arg139_1 = arg140_1 = arg137_1 = arg138_1 = None
        getitem_83: "f32[1, 1024, 14, 14]" = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_7: "f32[1, 1024, 14, 14]" = torch.ops.aten.add.Tensor(getitem_80, getitem_83);  getitem_80 = getitem_83 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_24: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu.default(add_7);  add_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_28: "f32[1, 256, 14, 14]" = torch.ops.aten.convolution.default(relu_24, arg141_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg141_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_28, arg144_1, arg145_1, arg142_1, arg143_1, 0.1, 1e-05);  convolution_28 = arg144_1 = arg145_1 = arg142_1 = arg143_1 = None
        getitem_86: "f32[1, 256, 14, 14]" = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_25: "f32[1, 256, 14, 14]" = torch.ops.aten.relu.default(getitem_86);  getitem_86 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_29: "f32[1, 256, 14, 14]" = torch.ops.aten.convolution.default(relu_25, arg146_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_25 = arg146_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_29, arg149_1, arg150_1, arg147_1, arg148_1, 0.1, 1e-05);  convolution_29 = arg149_1 = arg150_1 = arg147_1 = arg148_1 = None
        getitem_89: "f32[1, 256, 14, 14]" = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_26: "f32[1, 256, 14, 14]" = torch.ops.aten.relu.default(getitem_89);  getitem_89 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_30: "f32[1, 1024, 14, 14]" = torch.ops.aten.convolution.default(relu_26, arg151_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_26 = arg151_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, arg154_1, arg155_1, arg152_1, arg153_1, 0.1, 1e-05);  convolution_30 = arg154_1 = arg155_1 = arg152_1 = arg153_1 = None
        getitem_92: "f32[1, 1024, 14, 14]" = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_8: "f32[1, 1024, 14, 14]" = torch.ops.aten.add.Tensor(getitem_92, relu_24);  getitem_92 = relu_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_27: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu.default(add_8);  add_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_31: "f32[1, 256, 14, 14]" = torch.ops.aten.convolution.default(relu_27, arg156_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg156_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_31, arg159_1, arg160_1, arg157_1, arg158_1, 0.1, 1e-05);  convolution_31 = arg159_1 = arg160_1 = arg157_1 = arg158_1 = None
        getitem_95: "f32[1, 256, 14, 14]" = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_28: "f32[1, 256, 14, 14]" = torch.ops.aten.relu.default(getitem_95);  getitem_95 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_32: "f32[1, 256, 14, 14]" = torch.ops.aten.convolution.default(relu_28, arg161_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_28 = arg161_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_32, arg164_1, arg165_1, arg162_1, arg163_1, 0.1, 1e-05);  convolution_32 = arg164_1 = arg165_1 = arg162_1 = arg163_1 = None
        getitem_98: "f32[1, 256, 14, 14]" = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_29: "f32[1, 256, 14, 14]" = torch.ops.aten.relu.default(getitem_98);  getitem_98 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_33: "f32[1, 1024, 14, 14]" = torch.ops.aten.convolution.default(relu_29, arg166_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_29 = arg166_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_33, arg169_1, arg170_1, arg167_1, arg168_1, 0.1, 1e-05);  convolution_33 = arg169_1 = arg170_1 = arg167_1 = arg168_1 = None
        getitem_101: "f32[1, 1024, 14, 14]" = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_9: "f32[1, 1024, 14, 14]" = torch.ops.aten.add.Tensor(getitem_101, relu_27);  getitem_101 = relu_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_30: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu.default(add_9);  add_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_34: "f32[1, 256, 14, 14]" = torch.ops.aten.convolution.default(relu_30, arg171_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg171_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_34 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_34, arg174_1, arg175_1, arg172_1, arg173_1, 0.1, 1e-05);  convolution_34 = arg174_1 = arg175_1 = arg172_1 = arg173_1 = None
        getitem_104: "f32[1, 256, 14, 14]" = _native_batch_norm_legit_no_training_34[0];  _native_batch_norm_legit_no_training_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_31: "f32[1, 256, 14, 14]" = torch.ops.aten.relu.default(getitem_104);  getitem_104 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_35: "f32[1, 256, 14, 14]" = torch.ops.aten.convolution.default(relu_31, arg176_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_31 = arg176_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_35 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_35, arg179_1, arg180_1, arg177_1, arg178_1, 0.1, 1e-05);  convolution_35 = arg179_1 = arg180_1 = arg177_1 = arg178_1 = None
        getitem_107: "f32[1, 256, 14, 14]" = _native_batch_norm_legit_no_training_35[0];  _native_batch_norm_legit_no_training_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_32: "f32[1, 256, 14, 14]" = torch.ops.aten.relu.default(getitem_107);  getitem_107 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_36: "f32[1, 1024, 14, 14]" = torch.ops.aten.convolution.default(relu_32, arg181_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_32 = arg181_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_36 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, arg184_1, arg185_1, arg182_1, arg183_1, 0.1, 1e-05);  convolution_36 = arg184_1 = arg185_1 = arg182_1 = arg183_1 = None
        getitem_110: "f32[1, 1024, 14, 14]" = _native_batch_norm_legit_no_training_36[0];  _native_batch_norm_legit_no_training_36 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_10: "f32[1, 1024, 14, 14]" = torch.ops.aten.add.Tensor(getitem_110, relu_30);  getitem_110 = relu_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_33: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu.default(add_10);  add_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_37: "f32[1, 256, 14, 14]" = torch.ops.aten.convolution.default(relu_33, arg186_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg186_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_37 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_37, arg189_1, arg190_1, arg187_1, arg188_1, 0.1, 1e-05);  convolution_37 = arg189_1 = arg190_1 = arg187_1 = arg188_1 = None
        getitem_113: "f32[1, 256, 14, 14]" = _native_batch_norm_legit_no_training_37[0];  _native_batch_norm_legit_no_training_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_34: "f32[1, 256, 14, 14]" = torch.ops.aten.relu.default(getitem_113);  getitem_113 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_38: "f32[1, 256, 14, 14]" = torch.ops.aten.convolution.default(relu_34, arg191_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_34 = arg191_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_38 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_38, arg194_1, arg195_1, arg192_1, arg193_1, 0.1, 1e-05);  convolution_38 = arg194_1 = arg195_1 = arg192_1 = arg193_1 = None
        getitem_116: "f32[1, 256, 14, 14]" = _native_batch_norm_legit_no_training_38[0];  _native_batch_norm_legit_no_training_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_35: "f32[1, 256, 14, 14]" = torch.ops.aten.relu.default(getitem_116);  getitem_116 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_39: "f32[1, 1024, 14, 14]" = torch.ops.aten.convolution.default(relu_35, arg196_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_35 = arg196_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_39 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_39, arg199_1, arg200_1, arg197_1, arg198_1, 0.1, 1e-05);  convolution_39 = arg199_1 = arg200_1 = arg197_1 = arg198_1 = None
        getitem_119: "f32[1, 1024, 14, 14]" = _native_batch_norm_legit_no_training_39[0];  _native_batch_norm_legit_no_training_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_11: "f32[1, 1024, 14, 14]" = torch.ops.aten.add.Tensor(getitem_119, relu_33);  getitem_119 = relu_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_36: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu.default(add_11);  add_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_40: "f32[1, 256, 14, 14]" = torch.ops.aten.convolution.default(relu_36, arg201_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg201_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_40 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_40, arg204_1, arg205_1, arg202_1, arg203_1, 0.1, 1e-05);  convolution_40 = arg204_1 = arg205_1 = arg202_1 = arg203_1 = None
        getitem_122: "f32[1, 256, 14, 14]" = _native_batch_norm_legit_no_training_40[0];  _native_batch_norm_legit_no_training_40 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_37: "f32[1, 256, 14, 14]" = torch.ops.aten.relu.default(getitem_122);  getitem_122 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_41: "f32[1, 256, 14, 14]" = torch.ops.aten.convolution.default(relu_37, arg206_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_37 = arg206_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_41 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, arg209_1, arg210_1, arg207_1, arg208_1, 0.1, 1e-05);  convolution_41 = arg209_1 = arg210_1 = arg207_1 = arg208_1 = None
        getitem_125: "f32[1, 256, 14, 14]" = _native_batch_norm_legit_no_training_41[0];  _native_batch_norm_legit_no_training_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_38: "f32[1, 256, 14, 14]" = torch.ops.aten.relu.default(getitem_125);  getitem_125 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_42: "f32[1, 1024, 14, 14]" = torch.ops.aten.convolution.default(relu_38, arg211_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_38 = arg211_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_42 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_42, arg214_1, arg215_1, arg212_1, arg213_1, 0.1, 1e-05);  convolution_42 = arg214_1 = arg215_1 = arg212_1 = arg213_1 = None
        getitem_128: "f32[1, 1024, 14, 14]" = _native_batch_norm_legit_no_training_42[0];  _native_batch_norm_legit_no_training_42 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_12: "f32[1, 1024, 14, 14]" = torch.ops.aten.add.Tensor(getitem_128, relu_36);  getitem_128 = relu_36 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_39: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu.default(add_12);  add_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_43: "f32[1, 512, 14, 14]" = torch.ops.aten.convolution.default(relu_39, arg216_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg216_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_43 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_43, arg219_1, arg220_1, arg217_1, arg218_1, 0.1, 1e-05);  convolution_43 = arg219_1 = arg220_1 = arg217_1 = arg218_1 = None
        getitem_131: "f32[1, 512, 14, 14]" = _native_batch_norm_legit_no_training_43[0];  _native_batch_norm_legit_no_training_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_40: "f32[1, 512, 14, 14]" = torch.ops.aten.relu.default(getitem_131);  getitem_131 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_44: "f32[1, 512, 7, 7]" = torch.ops.aten.convolution.default(relu_40, arg221_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_40 = arg221_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_44 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_44, arg224_1, arg225_1, arg222_1, arg223_1, 0.1, 1e-05);  convolution_44 = arg224_1 = arg225_1 = arg222_1 = arg223_1 = None
        getitem_134: "f32[1, 512, 7, 7]" = _native_batch_norm_legit_no_training_44[0];  _native_batch_norm_legit_no_training_44 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_41: "f32[1, 512, 7, 7]" = torch.ops.aten.relu.default(getitem_134);  getitem_134 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_45: "f32[1, 2048, 7, 7]" = torch.ops.aten.convolution.default(relu_41, arg226_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_41 = arg226_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_45 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, arg229_1, arg230_1, arg227_1, arg228_1, 0.1, 1e-05);  convolution_45 = arg229_1 = arg230_1 = arg227_1 = arg228_1 = None
        getitem_137: "f32[1, 2048, 7, 7]" = _native_batch_norm_legit_no_training_45[0];  _native_batch_norm_legit_no_training_45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:158 in forward, code: identity = self.downsample(x)
        convolution_46: "f32[1, 2048, 7, 7]" = torch.ops.aten.convolution.default(relu_39, arg231_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_39 = arg231_1 = None
        _native_batch_norm_legit_no_training_46 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_46, arg234_1, arg235_1, arg232_1, arg233_1, 0.1, 1e-05);  convolution_46 = arg234_1 = arg235_1 = arg232_1 = arg233_1 = None
        getitem_140: "f32[1, 2048, 7, 7]" = _native_batch_norm_legit_no_training_46[0];  _native_batch_norm_legit_no_training_46 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_13: "f32[1, 2048, 7, 7]" = torch.ops.aten.add.Tensor(getitem_137, getitem_140);  getitem_137 = getitem_140 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_42: "f32[1, 2048, 7, 7]" = torch.ops.aten.relu.default(add_13);  add_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_47: "f32[1, 512, 7, 7]" = torch.ops.aten.convolution.default(relu_42, arg236_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg236_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_47 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_47, arg239_1, arg240_1, arg237_1, arg238_1, 0.1, 1e-05);  convolution_47 = arg239_1 = arg240_1 = arg237_1 = arg238_1 = None
        getitem_143: "f32[1, 512, 7, 7]" = _native_batch_norm_legit_no_training_47[0];  _native_batch_norm_legit_no_training_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_43: "f32[1, 512, 7, 7]" = torch.ops.aten.relu.default(getitem_143);  getitem_143 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_48: "f32[1, 512, 7, 7]" = torch.ops.aten.convolution.default(relu_43, arg241_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_43 = arg241_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_48 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_48, arg244_1, arg245_1, arg242_1, arg243_1, 0.1, 1e-05);  convolution_48 = arg244_1 = arg245_1 = arg242_1 = arg243_1 = None
        getitem_146: "f32[1, 512, 7, 7]" = _native_batch_norm_legit_no_training_48[0];  _native_batch_norm_legit_no_training_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_44: "f32[1, 512, 7, 7]" = torch.ops.aten.relu.default(getitem_146);  getitem_146 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_49: "f32[1, 2048, 7, 7]" = torch.ops.aten.convolution.default(relu_44, arg246_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_44 = arg246_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_49 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_49, arg249_1, arg250_1, arg247_1, arg248_1, 0.1, 1e-05);  convolution_49 = arg249_1 = arg250_1 = arg247_1 = arg248_1 = None
        getitem_149: "f32[1, 2048, 7, 7]" = _native_batch_norm_legit_no_training_49[0];  _native_batch_norm_legit_no_training_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_14: "f32[1, 2048, 7, 7]" = torch.ops.aten.add.Tensor(getitem_149, relu_42);  getitem_149 = relu_42 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_45: "f32[1, 2048, 7, 7]" = torch.ops.aten.relu.default(add_14);  add_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        convolution_50: "f32[1, 512, 7, 7]" = torch.ops.aten.convolution.default(relu_45, arg251_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg251_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        _native_batch_norm_legit_no_training_50 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_50, arg254_1, arg255_1, arg252_1, arg253_1, 0.1, 1e-05);  convolution_50 = arg254_1 = arg255_1 = arg252_1 = arg253_1 = None
        getitem_152: "f32[1, 512, 7, 7]" = _native_batch_norm_legit_no_training_50[0];  _native_batch_norm_legit_no_training_50 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        relu_46: "f32[1, 512, 7, 7]" = torch.ops.aten.relu.default(getitem_152);  getitem_152 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        convolution_51: "f32[1, 512, 7, 7]" = torch.ops.aten.convolution.default(relu_46, arg256_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_46 = arg256_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        _native_batch_norm_legit_no_training_51 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, arg259_1, arg260_1, arg257_1, arg258_1, 0.1, 1e-05);  convolution_51 = arg259_1 = arg260_1 = arg257_1 = arg258_1 = None
        getitem_155: "f32[1, 512, 7, 7]" = _native_batch_norm_legit_no_training_51[0];  _native_batch_norm_legit_no_training_51 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        relu_47: "f32[1, 512, 7, 7]" = torch.ops.aten.relu.default(getitem_155);  getitem_155 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        convolution_52: "f32[1, 2048, 7, 7]" = torch.ops.aten.convolution.default(relu_47, arg261_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_47 = arg261_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        _native_batch_norm_legit_no_training_52 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_52, arg264_1, arg265_1, arg262_1, arg263_1, 0.1, 1e-05);  convolution_52 = arg264_1 = arg265_1 = arg262_1 = arg263_1 = None
        getitem_158: "f32[1, 2048, 7, 7]" = _native_batch_norm_legit_no_training_52[0];  _native_batch_norm_legit_no_training_52 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        add_15: "f32[1, 2048, 7, 7]" = torch.ops.aten.add.Tensor(getitem_158, relu_45);  getitem_158 = relu_45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        relu_48: "f32[1, 2048, 7, 7]" = torch.ops.aten.relu.default(add_15);  add_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:278 in _forward_impl, code: x = self.avgpool(x)
        mean: "f32[1, 2048, 1, 1]" = torch.ops.aten.mean.dim(relu_48, [-1, -2], True);  relu_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:279 in _forward_impl, code: x = torch.flatten(x, 1)
        view: "f32[1, 2048]" = torch.ops.aten.view.default(mean, [1, 2048]);  mean = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:280 in _forward_impl, code: x = self.fc(x)
        t: "f32[2048, 1000]" = torch.ops.aten.t.default(arg266_1);  arg266_1 = None
        addmm: "f32[1, 1000]" = torch.ops.aten.addmm.default(arg267_1, view, t);  arg267_1 = view = t = None
        return (addmm,)
