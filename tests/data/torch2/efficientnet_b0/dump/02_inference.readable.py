class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 3, 3, 3]", arg1_1: "f32[1, 3, 224, 224]", arg2_1: "f32[32]", arg3_1: "f32[32]", arg4_1: "f32[32]", arg5_1: "f32[32]", arg6_1: "f32[32, 1, 3, 3]", arg7_1: "f32[32]", arg8_1: "f32[32]", arg9_1: "f32[32]", arg10_1: "f32[32]", arg11_1: "f32[8, 32, 1, 1]", arg12_1: "f32[8]", arg13_1: "f32[32, 8, 1, 1]", arg14_1: "f32[32]", arg15_1: "f32[16, 32, 1, 1]", arg16_1: "f32[16]", arg17_1: "f32[16]", arg18_1: "f32[16]", arg19_1: "f32[16]", arg20_1: "f32[96, 16, 1, 1]", arg21_1: "f32[96]", arg22_1: "f32[96]", arg23_1: "f32[96]", arg24_1: "f32[96]", arg25_1: "f32[96, 1, 3, 3]", arg26_1: "f32[96]", arg27_1: "f32[96]", arg28_1: "f32[96]", arg29_1: "f32[96]", arg30_1: "f32[4, 96, 1, 1]", arg31_1: "f32[4]", arg32_1: "f32[96, 4, 1, 1]", arg33_1: "f32[96]", arg34_1: "f32[24, 96, 1, 1]", arg35_1: "f32[24]", arg36_1: "f32[24]", arg37_1: "f32[24]", arg38_1: "f32[24]", arg39_1: "f32[144, 24, 1, 1]", arg40_1: "f32[144]", arg41_1: "f32[144]", arg42_1: "f32[144]", arg43_1: "f32[144]", arg44_1: "f32[144, 1, 3, 3]", arg45_1: "f32[144]", arg46_1: "f32[144]", arg47_1: "f32[144]", arg48_1: "f32[144]", arg49_1: "f32[6, 144, 1, 1]", arg50_1: "f32[6]", arg51_1: "f32[144, 6, 1, 1]", arg52_1: "f32[144]", arg53_1: "f32[24, 144, 1, 1]", arg54_1: "f32[24]", arg55_1: "f32[24]", arg56_1: "f32[24]", arg57_1: "f32[24]", arg58_1: "f32[144, 24, 1, 1]", arg59_1: "f32[144]", arg60_1: "f32[144]", arg61_1: "f32[144]", arg62_1: "f32[144]", arg63_1: "f32[144, 1, 5, 5]", arg64_1: "f32[144]", arg65_1: "f32[144]", arg66_1: "f32[144]", arg67_1: "f32[144]", arg68_1: "f32[6, 144, 1, 1]", arg69_1: "f32[6]", arg70_1: "f32[144, 6, 1, 1]", arg71_1: "f32[144]", arg72_1: "f32[40, 144, 1, 1]", arg73_1: "f32[40]", arg74_1: "f32[40]", arg75_1: "f32[40]", arg76_1: "f32[40]", arg77_1: "f32[240, 40, 1, 1]", arg78_1: "f32[240]", arg79_1: "f32[240]", arg80_1: "f32[240]", arg81_1: "f32[240]", arg82_1: "f32[240, 1, 5, 5]", arg83_1: "f32[240]", arg84_1: "f32[240]", arg85_1: "f32[240]", arg86_1: "f32[240]", arg87_1: "f32[10, 240, 1, 1]", arg88_1: "f32[10]", arg89_1: "f32[240, 10, 1, 1]", arg90_1: "f32[240]", arg91_1: "f32[40, 240, 1, 1]", arg92_1: "f32[40]", arg93_1: "f32[40]", arg94_1: "f32[40]", arg95_1: "f32[40]", arg96_1: "f32[240, 40, 1, 1]", arg97_1: "f32[240]", arg98_1: "f32[240]", arg99_1: "f32[240]", arg100_1: "f32[240]", arg101_1: "f32[240, 1, 3, 3]", arg102_1: "f32[240]", arg103_1: "f32[240]", arg104_1: "f32[240]", arg105_1: "f32[240]", arg106_1: "f32[10, 240, 1, 1]", arg107_1: "f32[10]", arg108_1: "f32[240, 10, 1, 1]", arg109_1: "f32[240]", arg110_1: "f32[80, 240, 1, 1]", arg111_1: "f32[80]", arg112_1: "f32[80]", arg113_1: "f32[80]", arg114_1: "f32[80]", arg115_1: "f32[480, 80, 1, 1]", arg116_1: "f32[480]", arg117_1: "f32[480]", arg118_1: "f32[480]", arg119_1: "f32[480]", arg120_1: "f32[480, 1, 3, 3]", arg121_1: "f32[480]", arg122_1: "f32[480]", arg123_1: "f32[480]", arg124_1: "f32[480]", arg125_1: "f32[20, 480, 1, 1]", arg126_1: "f32[20]", arg127_1: "f32[480, 20, 1, 1]", arg128_1: "f32[480]", arg129_1: "f32[80, 480, 1, 1]", arg130_1: "f32[80]", arg131_1: "f32[80]", arg132_1: "f32[80]", arg133_1: "f32[80]", arg134_1: "f32[480, 80, 1, 1]", arg135_1: "f32[480]", arg136_1: "f32[480]", arg137_1: "f32[480]", arg138_1: "f32[480]", arg139_1: "f32[480, 1, 3, 3]", arg140_1: "f32[480]", arg141_1: "f32[480]", arg142_1: "f32[480]", arg143_1: "f32[480]", arg144_1: "f32[20, 480, 1, 1]", arg145_1: "f32[20]", arg146_1: "f32[480, 20, 1, 1]", arg147_1: "f32[480]", arg148_1: "f32[80, 480, 1, 1]", arg149_1: "f32[80]", arg150_1: "f32[80]", arg151_1: "f32[80]", arg152_1: "f32[80]", arg153_1: "f32[480, 80, 1, 1]", arg154_1: "f32[480]", arg155_1: "f32[480]", arg156_1: "f32[480]", arg157_1: "f32[480]", arg158_1: "f32[480, 1, 5, 5]", arg159_1: "f32[480]", arg160_1: "f32[480]", arg161_1: "f32[480]", arg162_1: "f32[480]", arg163_1: "f32[20, 480, 1, 1]", arg164_1: "f32[20]", arg165_1: "f32[480, 20, 1, 1]", arg166_1: "f32[480]", arg167_1: "f32[112, 480, 1, 1]", arg168_1: "f32[112]", arg169_1: "f32[112]", arg170_1: "f32[112]", arg171_1: "f32[112]", arg172_1: "f32[672, 112, 1, 1]", arg173_1: "f32[672]", arg174_1: "f32[672]", arg175_1: "f32[672]", arg176_1: "f32[672]", arg177_1: "f32[672, 1, 5, 5]", arg178_1: "f32[672]", arg179_1: "f32[672]", arg180_1: "f32[672]", arg181_1: "f32[672]", arg182_1: "f32[28, 672, 1, 1]", arg183_1: "f32[28]", arg184_1: "f32[672, 28, 1, 1]", arg185_1: "f32[672]", arg186_1: "f32[112, 672, 1, 1]", arg187_1: "f32[112]", arg188_1: "f32[112]", arg189_1: "f32[112]", arg190_1: "f32[112]", arg191_1: "f32[672, 112, 1, 1]", arg192_1: "f32[672]", arg193_1: "f32[672]", arg194_1: "f32[672]", arg195_1: "f32[672]", arg196_1: "f32[672, 1, 5, 5]", arg197_1: "f32[672]", arg198_1: "f32[672]", arg199_1: "f32[672]", arg200_1: "f32[672]", arg201_1: "f32[28, 672, 1, 1]", arg202_1: "f32[28]", arg203_1: "f32[672, 28, 1, 1]", arg204_1: "f32[672]", arg205_1: "f32[112, 672, 1, 1]", arg206_1: "f32[112]", arg207_1: "f32[112]", arg208_1: "f32[112]", arg209_1: "f32[112]", arg210_1: "f32[672, 112, 1, 1]", arg211_1: "f32[672]", arg212_1: "f32[672]", arg213_1: "f32[672]", arg214_1: "f32[672]", arg215_1: "f32[672, 1, 5, 5]", arg216_1: "f32[672]", arg217_1: "f32[672]", arg218_1: "f32[672]", arg219_1: "f32[672]", arg220_1: "f32[28, 672, 1, 1]", arg221_1: "f32[28]", arg222_1: "f32[672, 28, 1, 1]", arg223_1: "f32[672]", arg224_1: "f32[192, 672, 1, 1]", arg225_1: "f32[192]", arg226_1: "f32[192]", arg227_1: "f32[192]", arg228_1: "f32[192]", arg229_1: "f32[1152, 192, 1, 1]", arg230_1: "f32[1152]", arg231_1: "f32[1152]", arg232_1: "f32[1152]", arg233_1: "f32[1152]", arg234_1: "f32[1152, 1, 5, 5]", arg235_1: "f32[1152]", arg236_1: "f32[1152]", arg237_1: "f32[1152]", arg238_1: "f32[1152]", arg239_1: "f32[48, 1152, 1, 1]", arg240_1: "f32[48]", arg241_1: "f32[1152, 48, 1, 1]", arg242_1: "f32[1152]", arg243_1: "f32[192, 1152, 1, 1]", arg244_1: "f32[192]", arg245_1: "f32[192]", arg246_1: "f32[192]", arg247_1: "f32[192]", arg248_1: "f32[1152, 192, 1, 1]", arg249_1: "f32[1152]", arg250_1: "f32[1152]", arg251_1: "f32[1152]", arg252_1: "f32[1152]", arg253_1: "f32[1152, 1, 5, 5]", arg254_1: "f32[1152]", arg255_1: "f32[1152]", arg256_1: "f32[1152]", arg257_1: "f32[1152]", arg258_1: "f32[48, 1152, 1, 1]", arg259_1: "f32[48]", arg260_1: "f32[1152, 48, 1, 1]", arg261_1: "f32[1152]", arg262_1: "f32[192, 1152, 1, 1]", arg263_1: "f32[192]", arg264_1: "f32[192]", arg265_1: "f32[192]", arg266_1: "f32[192]", arg267_1: "f32[1152, 192, 1, 1]", arg268_1: "f32[1152]", arg269_1: "f32[1152]", arg270_1: "f32[1152]", arg271_1: "f32[1152]", arg272_1: "f32[1152, 1, 5, 5]", arg273_1: "f32[1152]", arg274_1: "f32[1152]", arg275_1: "f32[1152]", arg276_1: "f32[1152]", arg277_1: "f32[48, 1152, 1, 1]", arg278_1: "f32[48]", arg279_1: "f32[1152, 48, 1, 1]", arg280_1: "f32[1152]", arg281_1: "f32[192, 1152, 1, 1]", arg282_1: "f32[192]", arg283_1: "f32[192]", arg284_1: "f32[192]", arg285_1: "f32[192]", arg286_1: "f32[1152, 192, 1, 1]", arg287_1: "f32[1152]", arg288_1: "f32[1152]", arg289_1: "f32[1152]", arg290_1: "f32[1152]", arg291_1: "f32[1152, 1, 3, 3]", arg292_1: "f32[1152]", arg293_1: "f32[1152]", arg294_1: "f32[1152]", arg295_1: "f32[1152]", arg296_1: "f32[48, 1152, 1, 1]", arg297_1: "f32[48]", arg298_1: "f32[1152, 48, 1, 1]", arg299_1: "f32[1152]", arg300_1: "f32[320, 1152, 1, 1]", arg301_1: "f32[320]", arg302_1: "f32[320]", arg303_1: "f32[320]", arg304_1: "f32[320]", arg305_1: "f32[1280, 320, 1, 1]", arg306_1: "f32[1280]", arg307_1: "f32[1280]", arg308_1: "f32[1280]", arg309_1: "f32[1280]", arg310_1: "f32[1000, 1280]", arg311_1: "f32[1000]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:334 in _forward_impl, code: x = self.features(x)
        convolution: "f32[1, 32, 112, 112]" = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None
        _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, arg4_1, arg5_1, arg2_1, arg3_1, 0.1, 1e-05);  convolution = arg4_1 = arg5_1 = arg2_1 = arg3_1 = None
        getitem: "f32[1, 32, 112, 112]" = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None
        silu: "f32[1, 32, 112, 112]" = torch.ops.aten.silu.default(getitem);  getitem = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_1: "f32[1, 32, 112, 112]" = torch.ops.aten.convolution.default(silu, arg6_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 32);  silu = arg6_1 = None
        _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, arg9_1, arg10_1, arg7_1, arg8_1, 0.1, 1e-05);  convolution_1 = arg9_1 = arg10_1 = arg7_1 = arg8_1 = None
        getitem_3: "f32[1, 32, 112, 112]" = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None
        silu_1: "f32[1, 32, 112, 112]" = torch.ops.aten.silu.default(getitem_3);  getitem_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean: "f32[1, 32, 1, 1]" = torch.ops.aten.mean.dim(silu_1, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_2: "f32[1, 8, 1, 1]" = torch.ops.aten.convolution.default(mean, arg11_1, arg12_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean = arg11_1 = arg12_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_2: "f32[1, 8, 1, 1]" = torch.ops.aten.silu.default(convolution_2);  convolution_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_3: "f32[1, 32, 1, 1]" = torch.ops.aten.convolution.default(silu_2, arg13_1, arg14_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_2 = arg13_1 = arg14_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid: "f32[1, 32, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_3);  convolution_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul: "f32[1, 32, 112, 112]" = torch.ops.aten.mul.Tensor(sigmoid, silu_1);  sigmoid = silu_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_4: "f32[1, 16, 112, 112]" = torch.ops.aten.convolution.default(mul, arg15_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul = arg15_1 = None
        _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_4, arg18_1, arg19_1, arg16_1, arg17_1, 0.1, 1e-05);  convolution_4 = arg18_1 = arg19_1 = arg16_1 = arg17_1 = None
        getitem_6: "f32[1, 16, 112, 112]" = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None
        convolution_5: "f32[1, 96, 112, 112]" = torch.ops.aten.convolution.default(getitem_6, arg20_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_6 = arg20_1 = None
        _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, arg23_1, arg24_1, arg21_1, arg22_1, 0.1, 1e-05);  convolution_5 = arg23_1 = arg24_1 = arg21_1 = arg22_1 = None
        getitem_9: "f32[1, 96, 112, 112]" = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None
        silu_3: "f32[1, 96, 112, 112]" = torch.ops.aten.silu.default(getitem_9);  getitem_9 = None
        convolution_6: "f32[1, 96, 56, 56]" = torch.ops.aten.convolution.default(silu_3, arg25_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 96);  silu_3 = arg25_1 = None
        _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_6, arg28_1, arg29_1, arg26_1, arg27_1, 0.1, 1e-05);  convolution_6 = arg28_1 = arg29_1 = arg26_1 = arg27_1 = None
        getitem_12: "f32[1, 96, 56, 56]" = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None
        silu_4: "f32[1, 96, 56, 56]" = torch.ops.aten.silu.default(getitem_12);  getitem_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_1: "f32[1, 96, 1, 1]" = torch.ops.aten.mean.dim(silu_4, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_7: "f32[1, 4, 1, 1]" = torch.ops.aten.convolution.default(mean_1, arg30_1, arg31_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_1 = arg30_1 = arg31_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_5: "f32[1, 4, 1, 1]" = torch.ops.aten.silu.default(convolution_7);  convolution_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_8: "f32[1, 96, 1, 1]" = torch.ops.aten.convolution.default(silu_5, arg32_1, arg33_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_5 = arg32_1 = arg33_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_1: "f32[1, 96, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_8);  convolution_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_1: "f32[1, 96, 56, 56]" = torch.ops.aten.mul.Tensor(sigmoid_1, silu_4);  sigmoid_1 = silu_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_9: "f32[1, 24, 56, 56]" = torch.ops.aten.convolution.default(mul_1, arg34_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_1 = arg34_1 = None
        _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, arg37_1, arg38_1, arg35_1, arg36_1, 0.1, 1e-05);  convolution_9 = arg37_1 = arg38_1 = arg35_1 = arg36_1 = None
        getitem_15: "f32[1, 24, 56, 56]" = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None
        convolution_10: "f32[1, 144, 56, 56]" = torch.ops.aten.convolution.default(getitem_15, arg39_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg39_1 = None
        _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_10, arg42_1, arg43_1, arg40_1, arg41_1, 0.1, 1e-05);  convolution_10 = arg42_1 = arg43_1 = arg40_1 = arg41_1 = None
        getitem_18: "f32[1, 144, 56, 56]" = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None
        silu_6: "f32[1, 144, 56, 56]" = torch.ops.aten.silu.default(getitem_18);  getitem_18 = None
        convolution_11: "f32[1, 144, 56, 56]" = torch.ops.aten.convolution.default(silu_6, arg44_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 144);  silu_6 = arg44_1 = None
        _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, arg47_1, arg48_1, arg45_1, arg46_1, 0.1, 1e-05);  convolution_11 = arg47_1 = arg48_1 = arg45_1 = arg46_1 = None
        getitem_21: "f32[1, 144, 56, 56]" = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None
        silu_7: "f32[1, 144, 56, 56]" = torch.ops.aten.silu.default(getitem_21);  getitem_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_2: "f32[1, 144, 1, 1]" = torch.ops.aten.mean.dim(silu_7, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_12: "f32[1, 6, 1, 1]" = torch.ops.aten.convolution.default(mean_2, arg49_1, arg50_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_2 = arg49_1 = arg50_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_8: "f32[1, 6, 1, 1]" = torch.ops.aten.silu.default(convolution_12);  convolution_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_13: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(silu_8, arg51_1, arg52_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_8 = arg51_1 = arg52_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_2: "f32[1, 144, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_13);  convolution_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_2: "f32[1, 144, 56, 56]" = torch.ops.aten.mul.Tensor(sigmoid_2, silu_7);  sigmoid_2 = silu_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_14: "f32[1, 24, 56, 56]" = torch.ops.aten.convolution.default(mul_2, arg53_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_2 = arg53_1 = None
        _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_14, arg56_1, arg57_1, arg54_1, arg55_1, 0.1, 1e-05);  convolution_14 = arg56_1 = arg57_1 = arg54_1 = arg55_1 = None
        getitem_24: "f32[1, 24, 56, 56]" = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add: "f32[1, 24, 56, 56]" = torch.ops.aten.add.Tensor(getitem_24, getitem_15);  getitem_24 = getitem_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_15: "f32[1, 144, 56, 56]" = torch.ops.aten.convolution.default(add, arg58_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add = arg58_1 = None
        _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_15, arg61_1, arg62_1, arg59_1, arg60_1, 0.1, 1e-05);  convolution_15 = arg61_1 = arg62_1 = arg59_1 = arg60_1 = None
        getitem_27: "f32[1, 144, 56, 56]" = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None
        silu_9: "f32[1, 144, 56, 56]" = torch.ops.aten.silu.default(getitem_27);  getitem_27 = None
        convolution_16: "f32[1, 144, 28, 28]" = torch.ops.aten.convolution.default(silu_9, arg63_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 144);  silu_9 = arg63_1 = None
        _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, arg66_1, arg67_1, arg64_1, arg65_1, 0.1, 1e-05);  convolution_16 = arg66_1 = arg67_1 = arg64_1 = arg65_1 = None
        getitem_30: "f32[1, 144, 28, 28]" = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None
        silu_10: "f32[1, 144, 28, 28]" = torch.ops.aten.silu.default(getitem_30);  getitem_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_3: "f32[1, 144, 1, 1]" = torch.ops.aten.mean.dim(silu_10, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_17: "f32[1, 6, 1, 1]" = torch.ops.aten.convolution.default(mean_3, arg68_1, arg69_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_3 = arg68_1 = arg69_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_11: "f32[1, 6, 1, 1]" = torch.ops.aten.silu.default(convolution_17);  convolution_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_18: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(silu_11, arg70_1, arg71_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_11 = arg70_1 = arg71_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_3: "f32[1, 144, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_18);  convolution_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_3: "f32[1, 144, 28, 28]" = torch.ops.aten.mul.Tensor(sigmoid_3, silu_10);  sigmoid_3 = silu_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_19: "f32[1, 40, 28, 28]" = torch.ops.aten.convolution.default(mul_3, arg72_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_3 = arg72_1 = None
        _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_19, arg75_1, arg76_1, arg73_1, arg74_1, 0.1, 1e-05);  convolution_19 = arg75_1 = arg76_1 = arg73_1 = arg74_1 = None
        getitem_33: "f32[1, 40, 28, 28]" = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None
        convolution_20: "f32[1, 240, 28, 28]" = torch.ops.aten.convolution.default(getitem_33, arg77_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg77_1 = None
        _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, arg80_1, arg81_1, arg78_1, arg79_1, 0.1, 1e-05);  convolution_20 = arg80_1 = arg81_1 = arg78_1 = arg79_1 = None
        getitem_36: "f32[1, 240, 28, 28]" = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None
        silu_12: "f32[1, 240, 28, 28]" = torch.ops.aten.silu.default(getitem_36);  getitem_36 = None
        convolution_21: "f32[1, 240, 28, 28]" = torch.ops.aten.convolution.default(silu_12, arg82_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  silu_12 = arg82_1 = None
        _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_21, arg85_1, arg86_1, arg83_1, arg84_1, 0.1, 1e-05);  convolution_21 = arg85_1 = arg86_1 = arg83_1 = arg84_1 = None
        getitem_39: "f32[1, 240, 28, 28]" = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None
        silu_13: "f32[1, 240, 28, 28]" = torch.ops.aten.silu.default(getitem_39);  getitem_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_4: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(silu_13, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_22: "f32[1, 10, 1, 1]" = torch.ops.aten.convolution.default(mean_4, arg87_1, arg88_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_4 = arg87_1 = arg88_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_14: "f32[1, 10, 1, 1]" = torch.ops.aten.silu.default(convolution_22);  convolution_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_23: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(silu_14, arg89_1, arg90_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_14 = arg89_1 = arg90_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_4: "f32[1, 240, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_23);  convolution_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_4: "f32[1, 240, 28, 28]" = torch.ops.aten.mul.Tensor(sigmoid_4, silu_13);  sigmoid_4 = silu_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_24: "f32[1, 40, 28, 28]" = torch.ops.aten.convolution.default(mul_4, arg91_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_4 = arg91_1 = None
        _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_24, arg94_1, arg95_1, arg92_1, arg93_1, 0.1, 1e-05);  convolution_24 = arg94_1 = arg95_1 = arg92_1 = arg93_1 = None
        getitem_42: "f32[1, 40, 28, 28]" = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_1: "f32[1, 40, 28, 28]" = torch.ops.aten.add.Tensor(getitem_42, getitem_33);  getitem_42 = getitem_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_25: "f32[1, 240, 28, 28]" = torch.ops.aten.convolution.default(add_1, arg96_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_1 = arg96_1 = None
        _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_25, arg99_1, arg100_1, arg97_1, arg98_1, 0.1, 1e-05);  convolution_25 = arg99_1 = arg100_1 = arg97_1 = arg98_1 = None
        getitem_45: "f32[1, 240, 28, 28]" = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None
        silu_15: "f32[1, 240, 28, 28]" = torch.ops.aten.silu.default(getitem_45);  getitem_45 = None
        convolution_26: "f32[1, 240, 14, 14]" = torch.ops.aten.convolution.default(silu_15, arg101_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 240);  silu_15 = arg101_1 = None
        _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, arg104_1, arg105_1, arg102_1, arg103_1, 0.1, 1e-05);  convolution_26 = arg104_1 = arg105_1 = arg102_1 = arg103_1 = None
        getitem_48: "f32[1, 240, 14, 14]" = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None
        silu_16: "f32[1, 240, 14, 14]" = torch.ops.aten.silu.default(getitem_48);  getitem_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_5: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(silu_16, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_27: "f32[1, 10, 1, 1]" = torch.ops.aten.convolution.default(mean_5, arg106_1, arg107_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_5 = arg106_1 = arg107_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_17: "f32[1, 10, 1, 1]" = torch.ops.aten.silu.default(convolution_27);  convolution_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_28: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(silu_17, arg108_1, arg109_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_17 = arg108_1 = arg109_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_5: "f32[1, 240, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_28);  convolution_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_5: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_5, silu_16);  sigmoid_5 = silu_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_29: "f32[1, 80, 14, 14]" = torch.ops.aten.convolution.default(mul_5, arg110_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_5 = arg110_1 = None
        _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_29, arg113_1, arg114_1, arg111_1, arg112_1, 0.1, 1e-05);  convolution_29 = arg113_1 = arg114_1 = arg111_1 = arg112_1 = None
        getitem_51: "f32[1, 80, 14, 14]" = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None
        convolution_30: "f32[1, 480, 14, 14]" = torch.ops.aten.convolution.default(getitem_51, arg115_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg115_1 = None
        _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, arg118_1, arg119_1, arg116_1, arg117_1, 0.1, 1e-05);  convolution_30 = arg118_1 = arg119_1 = arg116_1 = arg117_1 = None
        getitem_54: "f32[1, 480, 14, 14]" = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None
        silu_18: "f32[1, 480, 14, 14]" = torch.ops.aten.silu.default(getitem_54);  getitem_54 = None
        convolution_31: "f32[1, 480, 14, 14]" = torch.ops.aten.convolution.default(silu_18, arg120_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 480);  silu_18 = arg120_1 = None
        _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_31, arg123_1, arg124_1, arg121_1, arg122_1, 0.1, 1e-05);  convolution_31 = arg123_1 = arg124_1 = arg121_1 = arg122_1 = None
        getitem_57: "f32[1, 480, 14, 14]" = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None
        silu_19: "f32[1, 480, 14, 14]" = torch.ops.aten.silu.default(getitem_57);  getitem_57 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_6: "f32[1, 480, 1, 1]" = torch.ops.aten.mean.dim(silu_19, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_32: "f32[1, 20, 1, 1]" = torch.ops.aten.convolution.default(mean_6, arg125_1, arg126_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_6 = arg125_1 = arg126_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_20: "f32[1, 20, 1, 1]" = torch.ops.aten.silu.default(convolution_32);  convolution_32 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_33: "f32[1, 480, 1, 1]" = torch.ops.aten.convolution.default(silu_20, arg127_1, arg128_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_20 = arg127_1 = arg128_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_6: "f32[1, 480, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_33);  convolution_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_6: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_6, silu_19);  sigmoid_6 = silu_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_34: "f32[1, 80, 14, 14]" = torch.ops.aten.convolution.default(mul_6, arg129_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_6 = arg129_1 = None
        _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_34, arg132_1, arg133_1, arg130_1, arg131_1, 0.1, 1e-05);  convolution_34 = arg132_1 = arg133_1 = arg130_1 = arg131_1 = None
        getitem_60: "f32[1, 80, 14, 14]" = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_2: "f32[1, 80, 14, 14]" = torch.ops.aten.add.Tensor(getitem_60, getitem_51);  getitem_60 = getitem_51 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_35: "f32[1, 480, 14, 14]" = torch.ops.aten.convolution.default(add_2, arg134_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg134_1 = None
        _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_35, arg137_1, arg138_1, arg135_1, arg136_1, 0.1, 1e-05);  convolution_35 = arg137_1 = arg138_1 = arg135_1 = arg136_1 = None
        getitem_63: "f32[1, 480, 14, 14]" = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None
        silu_21: "f32[1, 480, 14, 14]" = torch.ops.aten.silu.default(getitem_63);  getitem_63 = None
        convolution_36: "f32[1, 480, 14, 14]" = torch.ops.aten.convolution.default(silu_21, arg139_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 480);  silu_21 = arg139_1 = None
        _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, arg142_1, arg143_1, arg140_1, arg141_1, 0.1, 1e-05);  convolution_36 = arg142_1 = arg143_1 = arg140_1 = arg141_1 = None
        getitem_66: "f32[1, 480, 14, 14]" = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None
        silu_22: "f32[1, 480, 14, 14]" = torch.ops.aten.silu.default(getitem_66);  getitem_66 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_7: "f32[1, 480, 1, 1]" = torch.ops.aten.mean.dim(silu_22, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_37: "f32[1, 20, 1, 1]" = torch.ops.aten.convolution.default(mean_7, arg144_1, arg145_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_7 = arg144_1 = arg145_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_23: "f32[1, 20, 1, 1]" = torch.ops.aten.silu.default(convolution_37);  convolution_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_38: "f32[1, 480, 1, 1]" = torch.ops.aten.convolution.default(silu_23, arg146_1, arg147_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_23 = arg146_1 = arg147_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_7: "f32[1, 480, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_38);  convolution_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_7: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_7, silu_22);  sigmoid_7 = silu_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_39: "f32[1, 80, 14, 14]" = torch.ops.aten.convolution.default(mul_7, arg148_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_7 = arg148_1 = None
        _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_39, arg151_1, arg152_1, arg149_1, arg150_1, 0.1, 1e-05);  convolution_39 = arg151_1 = arg152_1 = arg149_1 = arg150_1 = None
        getitem_69: "f32[1, 80, 14, 14]" = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_3: "f32[1, 80, 14, 14]" = torch.ops.aten.add.Tensor(getitem_69, add_2);  getitem_69 = add_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_40: "f32[1, 480, 14, 14]" = torch.ops.aten.convolution.default(add_3, arg153_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_3 = arg153_1 = None
        _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_40, arg156_1, arg157_1, arg154_1, arg155_1, 0.1, 1e-05);  convolution_40 = arg156_1 = arg157_1 = arg154_1 = arg155_1 = None
        getitem_72: "f32[1, 480, 14, 14]" = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None
        silu_24: "f32[1, 480, 14, 14]" = torch.ops.aten.silu.default(getitem_72);  getitem_72 = None
        convolution_41: "f32[1, 480, 14, 14]" = torch.ops.aten.convolution.default(silu_24, arg158_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 480);  silu_24 = arg158_1 = None
        _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, arg161_1, arg162_1, arg159_1, arg160_1, 0.1, 1e-05);  convolution_41 = arg161_1 = arg162_1 = arg159_1 = arg160_1 = None
        getitem_75: "f32[1, 480, 14, 14]" = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None
        silu_25: "f32[1, 480, 14, 14]" = torch.ops.aten.silu.default(getitem_75);  getitem_75 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_8: "f32[1, 480, 1, 1]" = torch.ops.aten.mean.dim(silu_25, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_42: "f32[1, 20, 1, 1]" = torch.ops.aten.convolution.default(mean_8, arg163_1, arg164_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_8 = arg163_1 = arg164_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_26: "f32[1, 20, 1, 1]" = torch.ops.aten.silu.default(convolution_42);  convolution_42 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_43: "f32[1, 480, 1, 1]" = torch.ops.aten.convolution.default(silu_26, arg165_1, arg166_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_26 = arg165_1 = arg166_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_8: "f32[1, 480, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_43);  convolution_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_8: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_8, silu_25);  sigmoid_8 = silu_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_44: "f32[1, 112, 14, 14]" = torch.ops.aten.convolution.default(mul_8, arg167_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_8 = arg167_1 = None
        _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_44, arg170_1, arg171_1, arg168_1, arg169_1, 0.1, 1e-05);  convolution_44 = arg170_1 = arg171_1 = arg168_1 = arg169_1 = None
        getitem_78: "f32[1, 112, 14, 14]" = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None
        convolution_45: "f32[1, 672, 14, 14]" = torch.ops.aten.convolution.default(getitem_78, arg172_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg172_1 = None
        _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, arg175_1, arg176_1, arg173_1, arg174_1, 0.1, 1e-05);  convolution_45 = arg175_1 = arg176_1 = arg173_1 = arg174_1 = None
        getitem_81: "f32[1, 672, 14, 14]" = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None
        silu_27: "f32[1, 672, 14, 14]" = torch.ops.aten.silu.default(getitem_81);  getitem_81 = None
        convolution_46: "f32[1, 672, 14, 14]" = torch.ops.aten.convolution.default(silu_27, arg177_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 672);  silu_27 = arg177_1 = None
        _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_46, arg180_1, arg181_1, arg178_1, arg179_1, 0.1, 1e-05);  convolution_46 = arg180_1 = arg181_1 = arg178_1 = arg179_1 = None
        getitem_84: "f32[1, 672, 14, 14]" = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None
        silu_28: "f32[1, 672, 14, 14]" = torch.ops.aten.silu.default(getitem_84);  getitem_84 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_9: "f32[1, 672, 1, 1]" = torch.ops.aten.mean.dim(silu_28, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_47: "f32[1, 28, 1, 1]" = torch.ops.aten.convolution.default(mean_9, arg182_1, arg183_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_9 = arg182_1 = arg183_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_29: "f32[1, 28, 1, 1]" = torch.ops.aten.silu.default(convolution_47);  convolution_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_48: "f32[1, 672, 1, 1]" = torch.ops.aten.convolution.default(silu_29, arg184_1, arg185_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_29 = arg184_1 = arg185_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_9: "f32[1, 672, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_48);  convolution_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_9: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_9, silu_28);  sigmoid_9 = silu_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_49: "f32[1, 112, 14, 14]" = torch.ops.aten.convolution.default(mul_9, arg186_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_9 = arg186_1 = None
        _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_49, arg189_1, arg190_1, arg187_1, arg188_1, 0.1, 1e-05);  convolution_49 = arg189_1 = arg190_1 = arg187_1 = arg188_1 = None
        getitem_87: "f32[1, 112, 14, 14]" = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_4: "f32[1, 112, 14, 14]" = torch.ops.aten.add.Tensor(getitem_87, getitem_78);  getitem_87 = getitem_78 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_50: "f32[1, 672, 14, 14]" = torch.ops.aten.convolution.default(add_4, arg191_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg191_1 = None
        _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_50, arg194_1, arg195_1, arg192_1, arg193_1, 0.1, 1e-05);  convolution_50 = arg194_1 = arg195_1 = arg192_1 = arg193_1 = None
        getitem_90: "f32[1, 672, 14, 14]" = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None
        silu_30: "f32[1, 672, 14, 14]" = torch.ops.aten.silu.default(getitem_90);  getitem_90 = None
        convolution_51: "f32[1, 672, 14, 14]" = torch.ops.aten.convolution.default(silu_30, arg196_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 672);  silu_30 = arg196_1 = None
        _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, arg199_1, arg200_1, arg197_1, arg198_1, 0.1, 1e-05);  convolution_51 = arg199_1 = arg200_1 = arg197_1 = arg198_1 = None
        getitem_93: "f32[1, 672, 14, 14]" = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None
        silu_31: "f32[1, 672, 14, 14]" = torch.ops.aten.silu.default(getitem_93);  getitem_93 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_10: "f32[1, 672, 1, 1]" = torch.ops.aten.mean.dim(silu_31, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_52: "f32[1, 28, 1, 1]" = torch.ops.aten.convolution.default(mean_10, arg201_1, arg202_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_10 = arg201_1 = arg202_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_32: "f32[1, 28, 1, 1]" = torch.ops.aten.silu.default(convolution_52);  convolution_52 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_53: "f32[1, 672, 1, 1]" = torch.ops.aten.convolution.default(silu_32, arg203_1, arg204_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_32 = arg203_1 = arg204_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_10: "f32[1, 672, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_53);  convolution_53 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_10: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_10, silu_31);  sigmoid_10 = silu_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_54: "f32[1, 112, 14, 14]" = torch.ops.aten.convolution.default(mul_10, arg205_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_10 = arg205_1 = None
        _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_54, arg208_1, arg209_1, arg206_1, arg207_1, 0.1, 1e-05);  convolution_54 = arg208_1 = arg209_1 = arg206_1 = arg207_1 = None
        getitem_96: "f32[1, 112, 14, 14]" = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_5: "f32[1, 112, 14, 14]" = torch.ops.aten.add.Tensor(getitem_96, add_4);  getitem_96 = add_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_55: "f32[1, 672, 14, 14]" = torch.ops.aten.convolution.default(add_5, arg210_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_5 = arg210_1 = None
        _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_55, arg213_1, arg214_1, arg211_1, arg212_1, 0.1, 1e-05);  convolution_55 = arg213_1 = arg214_1 = arg211_1 = arg212_1 = None
        getitem_99: "f32[1, 672, 14, 14]" = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None
        silu_33: "f32[1, 672, 14, 14]" = torch.ops.aten.silu.default(getitem_99);  getitem_99 = None
        convolution_56: "f32[1, 672, 7, 7]" = torch.ops.aten.convolution.default(silu_33, arg215_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 672);  silu_33 = arg215_1 = None
        _native_batch_norm_legit_no_training_34 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_56, arg218_1, arg219_1, arg216_1, arg217_1, 0.1, 1e-05);  convolution_56 = arg218_1 = arg219_1 = arg216_1 = arg217_1 = None
        getitem_102: "f32[1, 672, 7, 7]" = _native_batch_norm_legit_no_training_34[0];  _native_batch_norm_legit_no_training_34 = None
        silu_34: "f32[1, 672, 7, 7]" = torch.ops.aten.silu.default(getitem_102);  getitem_102 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_11: "f32[1, 672, 1, 1]" = torch.ops.aten.mean.dim(silu_34, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_57: "f32[1, 28, 1, 1]" = torch.ops.aten.convolution.default(mean_11, arg220_1, arg221_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_11 = arg220_1 = arg221_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_35: "f32[1, 28, 1, 1]" = torch.ops.aten.silu.default(convolution_57);  convolution_57 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_58: "f32[1, 672, 1, 1]" = torch.ops.aten.convolution.default(silu_35, arg222_1, arg223_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_35 = arg222_1 = arg223_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_11: "f32[1, 672, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_58);  convolution_58 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_11: "f32[1, 672, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_11, silu_34);  sigmoid_11 = silu_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_59: "f32[1, 192, 7, 7]" = torch.ops.aten.convolution.default(mul_11, arg224_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_11 = arg224_1 = None
        _native_batch_norm_legit_no_training_35 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_59, arg227_1, arg228_1, arg225_1, arg226_1, 0.1, 1e-05);  convolution_59 = arg227_1 = arg228_1 = arg225_1 = arg226_1 = None
        getitem_105: "f32[1, 192, 7, 7]" = _native_batch_norm_legit_no_training_35[0];  _native_batch_norm_legit_no_training_35 = None
        convolution_60: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(getitem_105, arg229_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg229_1 = None
        _native_batch_norm_legit_no_training_36 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_60, arg232_1, arg233_1, arg230_1, arg231_1, 0.1, 1e-05);  convolution_60 = arg232_1 = arg233_1 = arg230_1 = arg231_1 = None
        getitem_108: "f32[1, 1152, 7, 7]" = _native_batch_norm_legit_no_training_36[0];  _native_batch_norm_legit_no_training_36 = None
        silu_36: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu.default(getitem_108);  getitem_108 = None
        convolution_61: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(silu_36, arg234_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152);  silu_36 = arg234_1 = None
        _native_batch_norm_legit_no_training_37 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_61, arg237_1, arg238_1, arg235_1, arg236_1, 0.1, 1e-05);  convolution_61 = arg237_1 = arg238_1 = arg235_1 = arg236_1 = None
        getitem_111: "f32[1, 1152, 7, 7]" = _native_batch_norm_legit_no_training_37[0];  _native_batch_norm_legit_no_training_37 = None
        silu_37: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu.default(getitem_111);  getitem_111 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_12: "f32[1, 1152, 1, 1]" = torch.ops.aten.mean.dim(silu_37, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_62: "f32[1, 48, 1, 1]" = torch.ops.aten.convolution.default(mean_12, arg239_1, arg240_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_12 = arg239_1 = arg240_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_38: "f32[1, 48, 1, 1]" = torch.ops.aten.silu.default(convolution_62);  convolution_62 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_63: "f32[1, 1152, 1, 1]" = torch.ops.aten.convolution.default(silu_38, arg241_1, arg242_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_38 = arg241_1 = arg242_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_12: "f32[1, 1152, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_63);  convolution_63 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_12: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_12, silu_37);  sigmoid_12 = silu_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_64: "f32[1, 192, 7, 7]" = torch.ops.aten.convolution.default(mul_12, arg243_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_12 = arg243_1 = None
        _native_batch_norm_legit_no_training_38 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_64, arg246_1, arg247_1, arg244_1, arg245_1, 0.1, 1e-05);  convolution_64 = arg246_1 = arg247_1 = arg244_1 = arg245_1 = None
        getitem_114: "f32[1, 192, 7, 7]" = _native_batch_norm_legit_no_training_38[0];  _native_batch_norm_legit_no_training_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_6: "f32[1, 192, 7, 7]" = torch.ops.aten.add.Tensor(getitem_114, getitem_105);  getitem_114 = getitem_105 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_65: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(add_6, arg248_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg248_1 = None
        _native_batch_norm_legit_no_training_39 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_65, arg251_1, arg252_1, arg249_1, arg250_1, 0.1, 1e-05);  convolution_65 = arg251_1 = arg252_1 = arg249_1 = arg250_1 = None
        getitem_117: "f32[1, 1152, 7, 7]" = _native_batch_norm_legit_no_training_39[0];  _native_batch_norm_legit_no_training_39 = None
        silu_39: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu.default(getitem_117);  getitem_117 = None
        convolution_66: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(silu_39, arg253_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152);  silu_39 = arg253_1 = None
        _native_batch_norm_legit_no_training_40 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_66, arg256_1, arg257_1, arg254_1, arg255_1, 0.1, 1e-05);  convolution_66 = arg256_1 = arg257_1 = arg254_1 = arg255_1 = None
        getitem_120: "f32[1, 1152, 7, 7]" = _native_batch_norm_legit_no_training_40[0];  _native_batch_norm_legit_no_training_40 = None
        silu_40: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu.default(getitem_120);  getitem_120 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_13: "f32[1, 1152, 1, 1]" = torch.ops.aten.mean.dim(silu_40, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_67: "f32[1, 48, 1, 1]" = torch.ops.aten.convolution.default(mean_13, arg258_1, arg259_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_13 = arg258_1 = arg259_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_41: "f32[1, 48, 1, 1]" = torch.ops.aten.silu.default(convolution_67);  convolution_67 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_68: "f32[1, 1152, 1, 1]" = torch.ops.aten.convolution.default(silu_41, arg260_1, arg261_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_41 = arg260_1 = arg261_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_13: "f32[1, 1152, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_68);  convolution_68 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_13: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_13, silu_40);  sigmoid_13 = silu_40 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_69: "f32[1, 192, 7, 7]" = torch.ops.aten.convolution.default(mul_13, arg262_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_13 = arg262_1 = None
        _native_batch_norm_legit_no_training_41 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_69, arg265_1, arg266_1, arg263_1, arg264_1, 0.1, 1e-05);  convolution_69 = arg265_1 = arg266_1 = arg263_1 = arg264_1 = None
        getitem_123: "f32[1, 192, 7, 7]" = _native_batch_norm_legit_no_training_41[0];  _native_batch_norm_legit_no_training_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_7: "f32[1, 192, 7, 7]" = torch.ops.aten.add.Tensor(getitem_123, add_6);  getitem_123 = add_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_70: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(add_7, arg267_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg267_1 = None
        _native_batch_norm_legit_no_training_42 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_70, arg270_1, arg271_1, arg268_1, arg269_1, 0.1, 1e-05);  convolution_70 = arg270_1 = arg271_1 = arg268_1 = arg269_1 = None
        getitem_126: "f32[1, 1152, 7, 7]" = _native_batch_norm_legit_no_training_42[0];  _native_batch_norm_legit_no_training_42 = None
        silu_42: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu.default(getitem_126);  getitem_126 = None
        convolution_71: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(silu_42, arg272_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152);  silu_42 = arg272_1 = None
        _native_batch_norm_legit_no_training_43 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_71, arg275_1, arg276_1, arg273_1, arg274_1, 0.1, 1e-05);  convolution_71 = arg275_1 = arg276_1 = arg273_1 = arg274_1 = None
        getitem_129: "f32[1, 1152, 7, 7]" = _native_batch_norm_legit_no_training_43[0];  _native_batch_norm_legit_no_training_43 = None
        silu_43: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu.default(getitem_129);  getitem_129 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_14: "f32[1, 1152, 1, 1]" = torch.ops.aten.mean.dim(silu_43, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_72: "f32[1, 48, 1, 1]" = torch.ops.aten.convolution.default(mean_14, arg277_1, arg278_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_14 = arg277_1 = arg278_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_44: "f32[1, 48, 1, 1]" = torch.ops.aten.silu.default(convolution_72);  convolution_72 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_73: "f32[1, 1152, 1, 1]" = torch.ops.aten.convolution.default(silu_44, arg279_1, arg280_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_44 = arg279_1 = arg280_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_14: "f32[1, 1152, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_73);  convolution_73 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_14: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_14, silu_43);  sigmoid_14 = silu_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_74: "f32[1, 192, 7, 7]" = torch.ops.aten.convolution.default(mul_14, arg281_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_14 = arg281_1 = None
        _native_batch_norm_legit_no_training_44 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_74, arg284_1, arg285_1, arg282_1, arg283_1, 0.1, 1e-05);  convolution_74 = arg284_1 = arg285_1 = arg282_1 = arg283_1 = None
        getitem_132: "f32[1, 192, 7, 7]" = _native_batch_norm_legit_no_training_44[0];  _native_batch_norm_legit_no_training_44 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_8: "f32[1, 192, 7, 7]" = torch.ops.aten.add.Tensor(getitem_132, add_7);  getitem_132 = add_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_75: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(add_8, arg286_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_8 = arg286_1 = None
        _native_batch_norm_legit_no_training_45 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_75, arg289_1, arg290_1, arg287_1, arg288_1, 0.1, 1e-05);  convolution_75 = arg289_1 = arg290_1 = arg287_1 = arg288_1 = None
        getitem_135: "f32[1, 1152, 7, 7]" = _native_batch_norm_legit_no_training_45[0];  _native_batch_norm_legit_no_training_45 = None
        silu_45: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu.default(getitem_135);  getitem_135 = None
        convolution_76: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(silu_45, arg291_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1152);  silu_45 = arg291_1 = None
        _native_batch_norm_legit_no_training_46 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_76, arg294_1, arg295_1, arg292_1, arg293_1, 0.1, 1e-05);  convolution_76 = arg294_1 = arg295_1 = arg292_1 = arg293_1 = None
        getitem_138: "f32[1, 1152, 7, 7]" = _native_batch_norm_legit_no_training_46[0];  _native_batch_norm_legit_no_training_46 = None
        silu_46: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu.default(getitem_138);  getitem_138 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_15: "f32[1, 1152, 1, 1]" = torch.ops.aten.mean.dim(silu_46, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_77: "f32[1, 48, 1, 1]" = torch.ops.aten.convolution.default(mean_15, arg296_1, arg297_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_15 = arg296_1 = arg297_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        silu_47: "f32[1, 48, 1, 1]" = torch.ops.aten.silu.default(convolution_77);  convolution_77 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_78: "f32[1, 1152, 1, 1]" = torch.ops.aten.convolution.default(silu_47, arg298_1, arg299_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_47 = arg298_1 = arg299_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_15: "f32[1, 1152, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_78);  convolution_78 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_15: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_15, silu_46);  sigmoid_15 = silu_46 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_79: "f32[1, 320, 7, 7]" = torch.ops.aten.convolution.default(mul_15, arg300_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_15 = arg300_1 = None
        _native_batch_norm_legit_no_training_47 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_79, arg303_1, arg304_1, arg301_1, arg302_1, 0.1, 1e-05);  convolution_79 = arg303_1 = arg304_1 = arg301_1 = arg302_1 = None
        getitem_141: "f32[1, 320, 7, 7]" = _native_batch_norm_legit_no_training_47[0];  _native_batch_norm_legit_no_training_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:334 in _forward_impl, code: x = self.features(x)
        convolution_80: "f32[1, 1280, 7, 7]" = torch.ops.aten.convolution.default(getitem_141, arg305_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_141 = arg305_1 = None
        _native_batch_norm_legit_no_training_48 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_80, arg308_1, arg309_1, arg306_1, arg307_1, 0.1, 1e-05);  convolution_80 = arg308_1 = arg309_1 = arg306_1 = arg307_1 = None
        getitem_144: "f32[1, 1280, 7, 7]" = _native_batch_norm_legit_no_training_48[0];  _native_batch_norm_legit_no_training_48 = None
        silu_48: "f32[1, 1280, 7, 7]" = torch.ops.aten.silu.default(getitem_144);  getitem_144 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:336 in _forward_impl, code: x = self.avgpool(x)
        mean_16: "f32[1, 1280, 1, 1]" = torch.ops.aten.mean.dim(silu_48, [-1, -2], True);  silu_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:337 in _forward_impl, code: x = torch.flatten(x, 1)
        view: "f32[1, 1280]" = torch.ops.aten.view.default(mean_16, [1, 1280]);  mean_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:339 in _forward_impl, code: x = self.classifier(x)
        t: "f32[1280, 1000]" = torch.ops.aten.t.default(arg310_1);  arg310_1 = None
        addmm: "f32[1, 1000]" = torch.ops.aten.addmm.default(arg311_1, view, t);  arg311_1 = view = t = None
        return (addmm,)
