class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 3, 3, 3]", arg1_1: "f32[1, 3, 224, 224]", arg2_1: "f32[32]", arg3_1: "f32[32]", arg4_1: "f32[32]", arg5_1: "f32[32]", arg6_1: "f32[32, 1, 3, 3]", arg7_1: "f32[32]", arg8_1: "f32[32]", arg9_1: "f32[32]", arg10_1: "f32[32]", arg11_1: "f32[8, 32, 1, 1]", arg12_1: "f32[8]", arg13_1: "f32[32, 8, 1, 1]", arg14_1: "f32[32]", arg15_1: "f32[16, 32, 1, 1]", arg16_1: "f32[16]", arg17_1: "f32[16]", arg18_1: "f32[16]", arg19_1: "f32[16]", arg20_1: "f32[96, 16, 1, 1]", arg21_1: "f32[96]", arg22_1: "f32[96]", arg23_1: "f32[96]", arg24_1: "f32[96]", arg25_1: "f32[96, 1, 3, 3]", arg26_1: "f32[96]", arg27_1: "f32[96]", arg28_1: "f32[96]", arg29_1: "f32[96]", arg30_1: "f32[4, 96, 1, 1]", arg31_1: "f32[4]", arg32_1: "f32[96, 4, 1, 1]", arg33_1: "f32[96]", arg34_1: "f32[24, 96, 1, 1]", arg35_1: "f32[24]", arg36_1: "f32[24]", arg37_1: "f32[24]", arg38_1: "f32[24]", arg39_1: "f32[144, 24, 1, 1]", arg40_1: "f32[144]", arg41_1: "f32[144]", arg42_1: "f32[144]", arg43_1: "f32[144]", arg44_1: "f32[144, 1, 3, 3]", arg45_1: "f32[144]", arg46_1: "f32[144]", arg47_1: "f32[144]", arg48_1: "f32[144]", arg49_1: "f32[6, 144, 1, 1]", arg50_1: "f32[6]", arg51_1: "f32[144, 6, 1, 1]", arg52_1: "f32[144]", arg53_1: "f32[24, 144, 1, 1]", arg54_1: "f32[24]", arg55_1: "f32[24]", arg56_1: "f32[24]", arg57_1: "f32[24]", arg58_1: "f32[144, 24, 1, 1]", arg59_1: "f32[144]", arg60_1: "f32[144]", arg61_1: "f32[144]", arg62_1: "f32[144]", arg63_1: "f32[144, 1, 5, 5]", arg64_1: "f32[144]", arg65_1: "f32[144]", arg66_1: "f32[144]", arg67_1: "f32[144]", arg68_1: "f32[6, 144, 1, 1]", arg69_1: "f32[6]", arg70_1: "f32[144, 6, 1, 1]", arg71_1: "f32[144]", arg72_1: "f32[40, 144, 1, 1]", arg73_1: "f32[40]", arg74_1: "f32[40]", arg75_1: "f32[40]", arg76_1: "f32[40]", arg77_1: "f32[240, 40, 1, 1]", arg78_1: "f32[240]", arg79_1: "f32[240]", arg80_1: "f32[240]", arg81_1: "f32[240]", arg82_1: "f32[240, 1, 5, 5]", arg83_1: "f32[240]", arg84_1: "f32[240]", arg85_1: "f32[240]", arg86_1: "f32[240]", arg87_1: "f32[10, 240, 1, 1]", arg88_1: "f32[10]", arg89_1: "f32[240, 10, 1, 1]", arg90_1: "f32[240]", arg91_1: "f32[40, 240, 1, 1]", arg92_1: "f32[40]", arg93_1: "f32[40]", arg94_1: "f32[40]", arg95_1: "f32[40]", arg96_1: "f32[240, 40, 1, 1]", arg97_1: "f32[240]", arg98_1: "f32[240]", arg99_1: "f32[240]", arg100_1: "f32[240]", arg101_1: "f32[240, 1, 3, 3]", arg102_1: "f32[240]", arg103_1: "f32[240]", arg104_1: "f32[240]", arg105_1: "f32[240]", arg106_1: "f32[10, 240, 1, 1]", arg107_1: "f32[10]", arg108_1: "f32[240, 10, 1, 1]", arg109_1: "f32[240]", arg110_1: "f32[80, 240, 1, 1]", arg111_1: "f32[80]", arg112_1: "f32[80]", arg113_1: "f32[80]", arg114_1: "f32[80]", arg115_1: "f32[480, 80, 1, 1]", arg116_1: "f32[480]", arg117_1: "f32[480]", arg118_1: "f32[480]", arg119_1: "f32[480]", arg120_1: "f32[480, 1, 3, 3]", arg121_1: "f32[480]", arg122_1: "f32[480]", arg123_1: "f32[480]", arg124_1: "f32[480]", arg125_1: "f32[20, 480, 1, 1]", arg126_1: "f32[20]", arg127_1: "f32[480, 20, 1, 1]", arg128_1: "f32[480]", arg129_1: "f32[80, 480, 1, 1]", arg130_1: "f32[80]", arg131_1: "f32[80]", arg132_1: "f32[80]", arg133_1: "f32[80]", arg134_1: "f32[480, 80, 1, 1]", arg135_1: "f32[480]", arg136_1: "f32[480]", arg137_1: "f32[480]", arg138_1: "f32[480]", arg139_1: "f32[480, 1, 3, 3]", arg140_1: "f32[480]", arg141_1: "f32[480]", arg142_1: "f32[480]", arg143_1: "f32[480]", arg144_1: "f32[20, 480, 1, 1]", arg145_1: "f32[20]", arg146_1: "f32[480, 20, 1, 1]", arg147_1: "f32[480]", arg148_1: "f32[80, 480, 1, 1]", arg149_1: "f32[80]", arg150_1: "f32[80]", arg151_1: "f32[80]", arg152_1: "f32[80]", arg153_1: "f32[480, 80, 1, 1]", arg154_1: "f32[480]", arg155_1: "f32[480]", arg156_1: "f32[480]", arg157_1: "f32[480]", arg158_1: "f32[480, 1, 5, 5]", arg159_1: "f32[480]", arg160_1: "f32[480]", arg161_1: "f32[480]", arg162_1: "f32[480]", arg163_1: "f32[20, 480, 1, 1]", arg164_1: "f32[20]", arg165_1: "f32[480, 20, 1, 1]", arg166_1: "f32[480]", arg167_1: "f32[112, 480, 1, 1]", arg168_1: "f32[112]", arg169_1: "f32[112]", arg170_1: "f32[112]", arg171_1: "f32[112]", arg172_1: "f32[672, 112, 1, 1]", arg173_1: "f32[672]", arg174_1: "f32[672]", arg175_1: "f32[672]", arg176_1: "f32[672]", arg177_1: "f32[672, 1, 5, 5]", arg178_1: "f32[672]", arg179_1: "f32[672]", arg180_1: "f32[672]", arg181_1: "f32[672]", arg182_1: "f32[28, 672, 1, 1]", arg183_1: "f32[28]", arg184_1: "f32[672, 28, 1, 1]", arg185_1: "f32[672]", arg186_1: "f32[112, 672, 1, 1]", arg187_1: "f32[112]", arg188_1: "f32[112]", arg189_1: "f32[112]", arg190_1: "f32[112]", arg191_1: "f32[672, 112, 1, 1]", arg192_1: "f32[672]", arg193_1: "f32[672]", arg194_1: "f32[672]", arg195_1: "f32[672]", arg196_1: "f32[672, 1, 5, 5]", arg197_1: "f32[672]", arg198_1: "f32[672]", arg199_1: "f32[672]", arg200_1: "f32[672]", arg201_1: "f32[28, 672, 1, 1]", arg202_1: "f32[28]", arg203_1: "f32[672, 28, 1, 1]", arg204_1: "f32[672]", arg205_1: "f32[112, 672, 1, 1]", arg206_1: "f32[112]", arg207_1: "f32[112]", arg208_1: "f32[112]", arg209_1: "f32[112]", arg210_1: "f32[672, 112, 1, 1]", arg211_1: "f32[672]", arg212_1: "f32[672]", arg213_1: "f32[672]", arg214_1: "f32[672]", arg215_1: "f32[672, 1, 5, 5]", arg216_1: "f32[672]", arg217_1: "f32[672]", arg218_1: "f32[672]", arg219_1: "f32[672]", arg220_1: "f32[28, 672, 1, 1]", arg221_1: "f32[28]", arg222_1: "f32[672, 28, 1, 1]", arg223_1: "f32[672]", arg224_1: "f32[192, 672, 1, 1]", arg225_1: "f32[192]", arg226_1: "f32[192]", arg227_1: "f32[192]", arg228_1: "f32[192]", arg229_1: "f32[1152, 192, 1, 1]", arg230_1: "f32[1152]", arg231_1: "f32[1152]", arg232_1: "f32[1152]", arg233_1: "f32[1152]", arg234_1: "f32[1152, 1, 5, 5]", arg235_1: "f32[1152]", arg236_1: "f32[1152]", arg237_1: "f32[1152]", arg238_1: "f32[1152]", arg239_1: "f32[48, 1152, 1, 1]", arg240_1: "f32[48]", arg241_1: "f32[1152, 48, 1, 1]", arg242_1: "f32[1152]", arg243_1: "f32[192, 1152, 1, 1]", arg244_1: "f32[192]", arg245_1: "f32[192]", arg246_1: "f32[192]", arg247_1: "f32[192]", arg248_1: "f32[1152, 192, 1, 1]", arg249_1: "f32[1152]", arg250_1: "f32[1152]", arg251_1: "f32[1152]", arg252_1: "f32[1152]", arg253_1: "f32[1152, 1, 5, 5]", arg254_1: "f32[1152]", arg255_1: "f32[1152]", arg256_1: "f32[1152]", arg257_1: "f32[1152]", arg258_1: "f32[48, 1152, 1, 1]", arg259_1: "f32[48]", arg260_1: "f32[1152, 48, 1, 1]", arg261_1: "f32[1152]", arg262_1: "f32[192, 1152, 1, 1]", arg263_1: "f32[192]", arg264_1: "f32[192]", arg265_1: "f32[192]", arg266_1: "f32[192]", arg267_1: "f32[1152, 192, 1, 1]", arg268_1: "f32[1152]", arg269_1: "f32[1152]", arg270_1: "f32[1152]", arg271_1: "f32[1152]", arg272_1: "f32[1152, 1, 5, 5]", arg273_1: "f32[1152]", arg274_1: "f32[1152]", arg275_1: "f32[1152]", arg276_1: "f32[1152]", arg277_1: "f32[48, 1152, 1, 1]", arg278_1: "f32[48]", arg279_1: "f32[1152, 48, 1, 1]", arg280_1: "f32[1152]", arg281_1: "f32[192, 1152, 1, 1]", arg282_1: "f32[192]", arg283_1: "f32[192]", arg284_1: "f32[192]", arg285_1: "f32[192]", arg286_1: "f32[1152, 192, 1, 1]", arg287_1: "f32[1152]", arg288_1: "f32[1152]", arg289_1: "f32[1152]", arg290_1: "f32[1152]", arg291_1: "f32[1152, 1, 3, 3]", arg292_1: "f32[1152]", arg293_1: "f32[1152]", arg294_1: "f32[1152]", arg295_1: "f32[1152]", arg296_1: "f32[48, 1152, 1, 1]", arg297_1: "f32[48]", arg298_1: "f32[1152, 48, 1, 1]", arg299_1: "f32[1152]", arg300_1: "f32[320, 1152, 1, 1]", arg301_1: "f32[320]", arg302_1: "f32[320]", arg303_1: "f32[320]", arg304_1: "f32[320]", arg305_1: "f32[1280, 320, 1, 1]", arg306_1: "f32[1280]", arg307_1: "f32[1280]", arg308_1: "f32[1280]", arg309_1: "f32[1280]", arg310_1: "f32[1000, 1280]", arg311_1: "f32[1000]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:334 in _forward_impl, code: x = self.features(x)
        convolution: "f32[1, 32, 112, 112]" = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None
        unsqueeze: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg2_1, -1);  arg2_1 = None
        unsqueeze_1: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        sub: "f32[1, 32, 112, 112]" = torch.ops.aten.sub.Tensor(convolution, unsqueeze_1);  convolution = unsqueeze_1 = None
        add: "f32[32]" = torch.ops.aten.add.Tensor(arg3_1, 1e-05);  arg3_1 = None
        rsqrt: "f32[32]" = torch.ops.aten.rsqrt.default(add);  add = None
        unsqueeze_2: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(rsqrt, -1);  rsqrt = None
        unsqueeze_3: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        mul: "f32[1, 32, 112, 112]" = torch.ops.aten.mul.Tensor(sub, unsqueeze_3);  sub = unsqueeze_3 = None
        unsqueeze_4: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg4_1, -1);  arg4_1 = None
        unsqueeze_5: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_1: "f32[1, 32, 112, 112]" = torch.ops.aten.mul.Tensor(mul, unsqueeze_5);  mul = unsqueeze_5 = None
        unsqueeze_6: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg5_1, -1);  arg5_1 = None
        unsqueeze_7: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_1: "f32[1, 32, 112, 112]" = torch.ops.aten.add.Tensor(mul_1, unsqueeze_7);  mul_1 = unsqueeze_7 = None
        neg: "f32[1, 32, 112, 112]" = torch.ops.aten.neg.default(add_1)
        exp: "f32[1, 32, 112, 112]" = torch.ops.aten.exp.default(neg);  neg = None
        add_2: "f32[1, 32, 112, 112]" = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div: "f32[1, 32, 112, 112]" = torch.ops.aten.div.Tensor(add_1, add_2);  add_1 = add_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_1: "f32[1, 32, 112, 112]" = torch.ops.aten.convolution.default(div, arg6_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 32);  div = arg6_1 = None
        unsqueeze_8: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg7_1, -1);  arg7_1 = None
        unsqueeze_9: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        sub_1: "f32[1, 32, 112, 112]" = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_9);  convolution_1 = unsqueeze_9 = None
        add_3: "f32[32]" = torch.ops.aten.add.Tensor(arg8_1, 1e-05);  arg8_1 = None
        rsqrt_1: "f32[32]" = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        unsqueeze_10: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_1, -1);  rsqrt_1 = None
        unsqueeze_11: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        mul_2: "f32[1, 32, 112, 112]" = torch.ops.aten.mul.Tensor(sub_1, unsqueeze_11);  sub_1 = unsqueeze_11 = None
        unsqueeze_12: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg9_1, -1);  arg9_1 = None
        unsqueeze_13: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        mul_3: "f32[1, 32, 112, 112]" = torch.ops.aten.mul.Tensor(mul_2, unsqueeze_13);  mul_2 = unsqueeze_13 = None
        unsqueeze_14: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg10_1, -1);  arg10_1 = None
        unsqueeze_15: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_14, -1);  unsqueeze_14 = None
        add_4: "f32[1, 32, 112, 112]" = torch.ops.aten.add.Tensor(mul_3, unsqueeze_15);  mul_3 = unsqueeze_15 = None
        neg_1: "f32[1, 32, 112, 112]" = torch.ops.aten.neg.default(add_4)
        exp_1: "f32[1, 32, 112, 112]" = torch.ops.aten.exp.default(neg_1);  neg_1 = None
        add_5: "f32[1, 32, 112, 112]" = torch.ops.aten.add.Tensor(exp_1, 1);  exp_1 = None
        div_1: "f32[1, 32, 112, 112]" = torch.ops.aten.div.Tensor(add_4, add_5);  add_4 = add_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean: "f32[1, 32, 1, 1]" = torch.ops.aten.mean.dim(div_1, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_2: "f32[1, 8, 1, 1]" = torch.ops.aten.convolution.default(mean, arg11_1, arg12_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean = arg11_1 = arg12_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_2: "f32[1, 8, 1, 1]" = torch.ops.aten.neg.default(convolution_2)
        exp_2: "f32[1, 8, 1, 1]" = torch.ops.aten.exp.default(neg_2);  neg_2 = None
        add_6: "f32[1, 8, 1, 1]" = torch.ops.aten.add.Tensor(exp_2, 1);  exp_2 = None
        div_2: "f32[1, 8, 1, 1]" = torch.ops.aten.div.Tensor(convolution_2, add_6);  convolution_2 = add_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_3: "f32[1, 32, 1, 1]" = torch.ops.aten.convolution.default(div_2, arg13_1, arg14_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_2 = arg13_1 = arg14_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid: "f32[1, 32, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_3);  convolution_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_4: "f32[1, 32, 112, 112]" = torch.ops.aten.mul.Tensor(sigmoid, div_1);  sigmoid = div_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_4: "f32[1, 16, 112, 112]" = torch.ops.aten.convolution.default(mul_4, arg15_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_4 = arg15_1 = None
        unsqueeze_16: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg16_1, -1);  arg16_1 = None
        unsqueeze_17: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_16, -1);  unsqueeze_16 = None
        sub_2: "f32[1, 16, 112, 112]" = torch.ops.aten.sub.Tensor(convolution_4, unsqueeze_17);  convolution_4 = unsqueeze_17 = None
        add_7: "f32[16]" = torch.ops.aten.add.Tensor(arg17_1, 1e-05);  arg17_1 = None
        rsqrt_2: "f32[16]" = torch.ops.aten.rsqrt.default(add_7);  add_7 = None
        unsqueeze_18: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_2, -1);  rsqrt_2 = None
        unsqueeze_19: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_18, -1);  unsqueeze_18 = None
        mul_5: "f32[1, 16, 112, 112]" = torch.ops.aten.mul.Tensor(sub_2, unsqueeze_19);  sub_2 = unsqueeze_19 = None
        unsqueeze_20: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg18_1, -1);  arg18_1 = None
        unsqueeze_21: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_20, -1);  unsqueeze_20 = None
        mul_6: "f32[1, 16, 112, 112]" = torch.ops.aten.mul.Tensor(mul_5, unsqueeze_21);  mul_5 = unsqueeze_21 = None
        unsqueeze_22: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg19_1, -1);  arg19_1 = None
        unsqueeze_23: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_22, -1);  unsqueeze_22 = None
        add_8: "f32[1, 16, 112, 112]" = torch.ops.aten.add.Tensor(mul_6, unsqueeze_23);  mul_6 = unsqueeze_23 = None
        convolution_5: "f32[1, 96, 112, 112]" = torch.ops.aten.convolution.default(add_8, arg20_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_8 = arg20_1 = None
        unsqueeze_24: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg21_1, -1);  arg21_1 = None
        unsqueeze_25: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_24, -1);  unsqueeze_24 = None
        sub_3: "f32[1, 96, 112, 112]" = torch.ops.aten.sub.Tensor(convolution_5, unsqueeze_25);  convolution_5 = unsqueeze_25 = None
        add_9: "f32[96]" = torch.ops.aten.add.Tensor(arg22_1, 1e-05);  arg22_1 = None
        rsqrt_3: "f32[96]" = torch.ops.aten.rsqrt.default(add_9);  add_9 = None
        unsqueeze_26: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_3, -1);  rsqrt_3 = None
        unsqueeze_27: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_26, -1);  unsqueeze_26 = None
        mul_7: "f32[1, 96, 112, 112]" = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_27);  sub_3 = unsqueeze_27 = None
        unsqueeze_28: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg23_1, -1);  arg23_1 = None
        unsqueeze_29: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_28, -1);  unsqueeze_28 = None
        mul_8: "f32[1, 96, 112, 112]" = torch.ops.aten.mul.Tensor(mul_7, unsqueeze_29);  mul_7 = unsqueeze_29 = None
        unsqueeze_30: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg24_1, -1);  arg24_1 = None
        unsqueeze_31: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_30, -1);  unsqueeze_30 = None
        add_10: "f32[1, 96, 112, 112]" = torch.ops.aten.add.Tensor(mul_8, unsqueeze_31);  mul_8 = unsqueeze_31 = None
        neg_3: "f32[1, 96, 112, 112]" = torch.ops.aten.neg.default(add_10)
        exp_3: "f32[1, 96, 112, 112]" = torch.ops.aten.exp.default(neg_3);  neg_3 = None
        add_11: "f32[1, 96, 112, 112]" = torch.ops.aten.add.Tensor(exp_3, 1);  exp_3 = None
        div_3: "f32[1, 96, 112, 112]" = torch.ops.aten.div.Tensor(add_10, add_11);  add_10 = add_11 = None
        convolution_6: "f32[1, 96, 56, 56]" = torch.ops.aten.convolution.default(div_3, arg25_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 96);  div_3 = arg25_1 = None
        unsqueeze_32: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg26_1, -1);  arg26_1 = None
        unsqueeze_33: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_32, -1);  unsqueeze_32 = None
        sub_4: "f32[1, 96, 56, 56]" = torch.ops.aten.sub.Tensor(convolution_6, unsqueeze_33);  convolution_6 = unsqueeze_33 = None
        add_12: "f32[96]" = torch.ops.aten.add.Tensor(arg27_1, 1e-05);  arg27_1 = None
        rsqrt_4: "f32[96]" = torch.ops.aten.rsqrt.default(add_12);  add_12 = None
        unsqueeze_34: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_4, -1);  rsqrt_4 = None
        unsqueeze_35: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_34, -1);  unsqueeze_34 = None
        mul_9: "f32[1, 96, 56, 56]" = torch.ops.aten.mul.Tensor(sub_4, unsqueeze_35);  sub_4 = unsqueeze_35 = None
        unsqueeze_36: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg28_1, -1);  arg28_1 = None
        unsqueeze_37: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_36, -1);  unsqueeze_36 = None
        mul_10: "f32[1, 96, 56, 56]" = torch.ops.aten.mul.Tensor(mul_9, unsqueeze_37);  mul_9 = unsqueeze_37 = None
        unsqueeze_38: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg29_1, -1);  arg29_1 = None
        unsqueeze_39: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_38, -1);  unsqueeze_38 = None
        add_13: "f32[1, 96, 56, 56]" = torch.ops.aten.add.Tensor(mul_10, unsqueeze_39);  mul_10 = unsqueeze_39 = None
        neg_4: "f32[1, 96, 56, 56]" = torch.ops.aten.neg.default(add_13)
        exp_4: "f32[1, 96, 56, 56]" = torch.ops.aten.exp.default(neg_4);  neg_4 = None
        add_14: "f32[1, 96, 56, 56]" = torch.ops.aten.add.Tensor(exp_4, 1);  exp_4 = None
        div_4: "f32[1, 96, 56, 56]" = torch.ops.aten.div.Tensor(add_13, add_14);  add_13 = add_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_1: "f32[1, 96, 1, 1]" = torch.ops.aten.mean.dim(div_4, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_7: "f32[1, 4, 1, 1]" = torch.ops.aten.convolution.default(mean_1, arg30_1, arg31_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_1 = arg30_1 = arg31_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_5: "f32[1, 4, 1, 1]" = torch.ops.aten.neg.default(convolution_7)
        exp_5: "f32[1, 4, 1, 1]" = torch.ops.aten.exp.default(neg_5);  neg_5 = None
        add_15: "f32[1, 4, 1, 1]" = torch.ops.aten.add.Tensor(exp_5, 1);  exp_5 = None
        div_5: "f32[1, 4, 1, 1]" = torch.ops.aten.div.Tensor(convolution_7, add_15);  convolution_7 = add_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_8: "f32[1, 96, 1, 1]" = torch.ops.aten.convolution.default(div_5, arg32_1, arg33_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_5 = arg32_1 = arg33_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_1: "f32[1, 96, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_8);  convolution_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_11: "f32[1, 96, 56, 56]" = torch.ops.aten.mul.Tensor(sigmoid_1, div_4);  sigmoid_1 = div_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_9: "f32[1, 24, 56, 56]" = torch.ops.aten.convolution.default(mul_11, arg34_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_11 = arg34_1 = None
        unsqueeze_40: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(arg35_1, -1);  arg35_1 = None
        unsqueeze_41: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_40, -1);  unsqueeze_40 = None
        sub_5: "f32[1, 24, 56, 56]" = torch.ops.aten.sub.Tensor(convolution_9, unsqueeze_41);  convolution_9 = unsqueeze_41 = None
        add_16: "f32[24]" = torch.ops.aten.add.Tensor(arg36_1, 1e-05);  arg36_1 = None
        rsqrt_5: "f32[24]" = torch.ops.aten.rsqrt.default(add_16);  add_16 = None
        unsqueeze_42: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_5, -1);  rsqrt_5 = None
        unsqueeze_43: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_42, -1);  unsqueeze_42 = None
        mul_12: "f32[1, 24, 56, 56]" = torch.ops.aten.mul.Tensor(sub_5, unsqueeze_43);  sub_5 = unsqueeze_43 = None
        unsqueeze_44: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(arg37_1, -1);  arg37_1 = None
        unsqueeze_45: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_44, -1);  unsqueeze_44 = None
        mul_13: "f32[1, 24, 56, 56]" = torch.ops.aten.mul.Tensor(mul_12, unsqueeze_45);  mul_12 = unsqueeze_45 = None
        unsqueeze_46: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(arg38_1, -1);  arg38_1 = None
        unsqueeze_47: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_46, -1);  unsqueeze_46 = None
        add_17: "f32[1, 24, 56, 56]" = torch.ops.aten.add.Tensor(mul_13, unsqueeze_47);  mul_13 = unsqueeze_47 = None
        convolution_10: "f32[1, 144, 56, 56]" = torch.ops.aten.convolution.default(add_17, arg39_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg39_1 = None
        unsqueeze_48: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg40_1, -1);  arg40_1 = None
        unsqueeze_49: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_48, -1);  unsqueeze_48 = None
        sub_6: "f32[1, 144, 56, 56]" = torch.ops.aten.sub.Tensor(convolution_10, unsqueeze_49);  convolution_10 = unsqueeze_49 = None
        add_18: "f32[144]" = torch.ops.aten.add.Tensor(arg41_1, 1e-05);  arg41_1 = None
        rsqrt_6: "f32[144]" = torch.ops.aten.rsqrt.default(add_18);  add_18 = None
        unsqueeze_50: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_6, -1);  rsqrt_6 = None
        unsqueeze_51: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_50, -1);  unsqueeze_50 = None
        mul_14: "f32[1, 144, 56, 56]" = torch.ops.aten.mul.Tensor(sub_6, unsqueeze_51);  sub_6 = unsqueeze_51 = None
        unsqueeze_52: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg42_1, -1);  arg42_1 = None
        unsqueeze_53: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_52, -1);  unsqueeze_52 = None
        mul_15: "f32[1, 144, 56, 56]" = torch.ops.aten.mul.Tensor(mul_14, unsqueeze_53);  mul_14 = unsqueeze_53 = None
        unsqueeze_54: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg43_1, -1);  arg43_1 = None
        unsqueeze_55: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_54, -1);  unsqueeze_54 = None
        add_19: "f32[1, 144, 56, 56]" = torch.ops.aten.add.Tensor(mul_15, unsqueeze_55);  mul_15 = unsqueeze_55 = None
        neg_6: "f32[1, 144, 56, 56]" = torch.ops.aten.neg.default(add_19)
        exp_6: "f32[1, 144, 56, 56]" = torch.ops.aten.exp.default(neg_6);  neg_6 = None
        add_20: "f32[1, 144, 56, 56]" = torch.ops.aten.add.Tensor(exp_6, 1);  exp_6 = None
        div_6: "f32[1, 144, 56, 56]" = torch.ops.aten.div.Tensor(add_19, add_20);  add_19 = add_20 = None
        convolution_11: "f32[1, 144, 56, 56]" = torch.ops.aten.convolution.default(div_6, arg44_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 144);  div_6 = arg44_1 = None
        unsqueeze_56: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg45_1, -1);  arg45_1 = None
        unsqueeze_57: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_56, -1);  unsqueeze_56 = None
        sub_7: "f32[1, 144, 56, 56]" = torch.ops.aten.sub.Tensor(convolution_11, unsqueeze_57);  convolution_11 = unsqueeze_57 = None
        add_21: "f32[144]" = torch.ops.aten.add.Tensor(arg46_1, 1e-05);  arg46_1 = None
        rsqrt_7: "f32[144]" = torch.ops.aten.rsqrt.default(add_21);  add_21 = None
        unsqueeze_58: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_7, -1);  rsqrt_7 = None
        unsqueeze_59: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_58, -1);  unsqueeze_58 = None
        mul_16: "f32[1, 144, 56, 56]" = torch.ops.aten.mul.Tensor(sub_7, unsqueeze_59);  sub_7 = unsqueeze_59 = None
        unsqueeze_60: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg47_1, -1);  arg47_1 = None
        unsqueeze_61: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_60, -1);  unsqueeze_60 = None
        mul_17: "f32[1, 144, 56, 56]" = torch.ops.aten.mul.Tensor(mul_16, unsqueeze_61);  mul_16 = unsqueeze_61 = None
        unsqueeze_62: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg48_1, -1);  arg48_1 = None
        unsqueeze_63: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_62, -1);  unsqueeze_62 = None
        add_22: "f32[1, 144, 56, 56]" = torch.ops.aten.add.Tensor(mul_17, unsqueeze_63);  mul_17 = unsqueeze_63 = None
        neg_7: "f32[1, 144, 56, 56]" = torch.ops.aten.neg.default(add_22)
        exp_7: "f32[1, 144, 56, 56]" = torch.ops.aten.exp.default(neg_7);  neg_7 = None
        add_23: "f32[1, 144, 56, 56]" = torch.ops.aten.add.Tensor(exp_7, 1);  exp_7 = None
        div_7: "f32[1, 144, 56, 56]" = torch.ops.aten.div.Tensor(add_22, add_23);  add_22 = add_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_2: "f32[1, 144, 1, 1]" = torch.ops.aten.mean.dim(div_7, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_12: "f32[1, 6, 1, 1]" = torch.ops.aten.convolution.default(mean_2, arg49_1, arg50_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_2 = arg49_1 = arg50_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_8: "f32[1, 6, 1, 1]" = torch.ops.aten.neg.default(convolution_12)
        exp_8: "f32[1, 6, 1, 1]" = torch.ops.aten.exp.default(neg_8);  neg_8 = None
        add_24: "f32[1, 6, 1, 1]" = torch.ops.aten.add.Tensor(exp_8, 1);  exp_8 = None
        div_8: "f32[1, 6, 1, 1]" = torch.ops.aten.div.Tensor(convolution_12, add_24);  convolution_12 = add_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_13: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(div_8, arg51_1, arg52_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_8 = arg51_1 = arg52_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_2: "f32[1, 144, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_13);  convolution_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_18: "f32[1, 144, 56, 56]" = torch.ops.aten.mul.Tensor(sigmoid_2, div_7);  sigmoid_2 = div_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_14: "f32[1, 24, 56, 56]" = torch.ops.aten.convolution.default(mul_18, arg53_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_18 = arg53_1 = None
        unsqueeze_64: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(arg54_1, -1);  arg54_1 = None
        unsqueeze_65: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_64, -1);  unsqueeze_64 = None
        sub_8: "f32[1, 24, 56, 56]" = torch.ops.aten.sub.Tensor(convolution_14, unsqueeze_65);  convolution_14 = unsqueeze_65 = None
        add_25: "f32[24]" = torch.ops.aten.add.Tensor(arg55_1, 1e-05);  arg55_1 = None
        rsqrt_8: "f32[24]" = torch.ops.aten.rsqrt.default(add_25);  add_25 = None
        unsqueeze_66: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_8, -1);  rsqrt_8 = None
        unsqueeze_67: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_66, -1);  unsqueeze_66 = None
        mul_19: "f32[1, 24, 56, 56]" = torch.ops.aten.mul.Tensor(sub_8, unsqueeze_67);  sub_8 = unsqueeze_67 = None
        unsqueeze_68: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(arg56_1, -1);  arg56_1 = None
        unsqueeze_69: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_68, -1);  unsqueeze_68 = None
        mul_20: "f32[1, 24, 56, 56]" = torch.ops.aten.mul.Tensor(mul_19, unsqueeze_69);  mul_19 = unsqueeze_69 = None
        unsqueeze_70: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(arg57_1, -1);  arg57_1 = None
        unsqueeze_71: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_70, -1);  unsqueeze_70 = None
        add_26: "f32[1, 24, 56, 56]" = torch.ops.aten.add.Tensor(mul_20, unsqueeze_71);  mul_20 = unsqueeze_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_27: "f32[1, 24, 56, 56]" = torch.ops.aten.add.Tensor(add_26, add_17);  add_26 = add_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_15: "f32[1, 144, 56, 56]" = torch.ops.aten.convolution.default(add_27, arg58_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_27 = arg58_1 = None
        unsqueeze_72: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg59_1, -1);  arg59_1 = None
        unsqueeze_73: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_72, -1);  unsqueeze_72 = None
        sub_9: "f32[1, 144, 56, 56]" = torch.ops.aten.sub.Tensor(convolution_15, unsqueeze_73);  convolution_15 = unsqueeze_73 = None
        add_28: "f32[144]" = torch.ops.aten.add.Tensor(arg60_1, 1e-05);  arg60_1 = None
        rsqrt_9: "f32[144]" = torch.ops.aten.rsqrt.default(add_28);  add_28 = None
        unsqueeze_74: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_9, -1);  rsqrt_9 = None
        unsqueeze_75: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_74, -1);  unsqueeze_74 = None
        mul_21: "f32[1, 144, 56, 56]" = torch.ops.aten.mul.Tensor(sub_9, unsqueeze_75);  sub_9 = unsqueeze_75 = None
        unsqueeze_76: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg61_1, -1);  arg61_1 = None
        unsqueeze_77: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_76, -1);  unsqueeze_76 = None
        mul_22: "f32[1, 144, 56, 56]" = torch.ops.aten.mul.Tensor(mul_21, unsqueeze_77);  mul_21 = unsqueeze_77 = None
        unsqueeze_78: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg62_1, -1);  arg62_1 = None
        unsqueeze_79: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_78, -1);  unsqueeze_78 = None
        add_29: "f32[1, 144, 56, 56]" = torch.ops.aten.add.Tensor(mul_22, unsqueeze_79);  mul_22 = unsqueeze_79 = None
        neg_9: "f32[1, 144, 56, 56]" = torch.ops.aten.neg.default(add_29)
        exp_9: "f32[1, 144, 56, 56]" = torch.ops.aten.exp.default(neg_9);  neg_9 = None
        add_30: "f32[1, 144, 56, 56]" = torch.ops.aten.add.Tensor(exp_9, 1);  exp_9 = None
        div_9: "f32[1, 144, 56, 56]" = torch.ops.aten.div.Tensor(add_29, add_30);  add_29 = add_30 = None
        convolution_16: "f32[1, 144, 28, 28]" = torch.ops.aten.convolution.default(div_9, arg63_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 144);  div_9 = arg63_1 = None
        unsqueeze_80: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg64_1, -1);  arg64_1 = None
        unsqueeze_81: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_80, -1);  unsqueeze_80 = None
        sub_10: "f32[1, 144, 28, 28]" = torch.ops.aten.sub.Tensor(convolution_16, unsqueeze_81);  convolution_16 = unsqueeze_81 = None
        add_31: "f32[144]" = torch.ops.aten.add.Tensor(arg65_1, 1e-05);  arg65_1 = None
        rsqrt_10: "f32[144]" = torch.ops.aten.rsqrt.default(add_31);  add_31 = None
        unsqueeze_82: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_10, -1);  rsqrt_10 = None
        unsqueeze_83: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_82, -1);  unsqueeze_82 = None
        mul_23: "f32[1, 144, 28, 28]" = torch.ops.aten.mul.Tensor(sub_10, unsqueeze_83);  sub_10 = unsqueeze_83 = None
        unsqueeze_84: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg66_1, -1);  arg66_1 = None
        unsqueeze_85: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_84, -1);  unsqueeze_84 = None
        mul_24: "f32[1, 144, 28, 28]" = torch.ops.aten.mul.Tensor(mul_23, unsqueeze_85);  mul_23 = unsqueeze_85 = None
        unsqueeze_86: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg67_1, -1);  arg67_1 = None
        unsqueeze_87: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_86, -1);  unsqueeze_86 = None
        add_32: "f32[1, 144, 28, 28]" = torch.ops.aten.add.Tensor(mul_24, unsqueeze_87);  mul_24 = unsqueeze_87 = None
        neg_10: "f32[1, 144, 28, 28]" = torch.ops.aten.neg.default(add_32)
        exp_10: "f32[1, 144, 28, 28]" = torch.ops.aten.exp.default(neg_10);  neg_10 = None
        add_33: "f32[1, 144, 28, 28]" = torch.ops.aten.add.Tensor(exp_10, 1);  exp_10 = None
        div_10: "f32[1, 144, 28, 28]" = torch.ops.aten.div.Tensor(add_32, add_33);  add_32 = add_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_3: "f32[1, 144, 1, 1]" = torch.ops.aten.mean.dim(div_10, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_17: "f32[1, 6, 1, 1]" = torch.ops.aten.convolution.default(mean_3, arg68_1, arg69_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_3 = arg68_1 = arg69_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_11: "f32[1, 6, 1, 1]" = torch.ops.aten.neg.default(convolution_17)
        exp_11: "f32[1, 6, 1, 1]" = torch.ops.aten.exp.default(neg_11);  neg_11 = None
        add_34: "f32[1, 6, 1, 1]" = torch.ops.aten.add.Tensor(exp_11, 1);  exp_11 = None
        div_11: "f32[1, 6, 1, 1]" = torch.ops.aten.div.Tensor(convolution_17, add_34);  convolution_17 = add_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_18: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(div_11, arg70_1, arg71_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_11 = arg70_1 = arg71_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_3: "f32[1, 144, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_18);  convolution_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_25: "f32[1, 144, 28, 28]" = torch.ops.aten.mul.Tensor(sigmoid_3, div_10);  sigmoid_3 = div_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_19: "f32[1, 40, 28, 28]" = torch.ops.aten.convolution.default(mul_25, arg72_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_25 = arg72_1 = None
        unsqueeze_88: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg73_1, -1);  arg73_1 = None
        unsqueeze_89: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_88, -1);  unsqueeze_88 = None
        sub_11: "f32[1, 40, 28, 28]" = torch.ops.aten.sub.Tensor(convolution_19, unsqueeze_89);  convolution_19 = unsqueeze_89 = None
        add_35: "f32[40]" = torch.ops.aten.add.Tensor(arg74_1, 1e-05);  arg74_1 = None
        rsqrt_11: "f32[40]" = torch.ops.aten.rsqrt.default(add_35);  add_35 = None
        unsqueeze_90: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_11, -1);  rsqrt_11 = None
        unsqueeze_91: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_90, -1);  unsqueeze_90 = None
        mul_26: "f32[1, 40, 28, 28]" = torch.ops.aten.mul.Tensor(sub_11, unsqueeze_91);  sub_11 = unsqueeze_91 = None
        unsqueeze_92: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg75_1, -1);  arg75_1 = None
        unsqueeze_93: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_92, -1);  unsqueeze_92 = None
        mul_27: "f32[1, 40, 28, 28]" = torch.ops.aten.mul.Tensor(mul_26, unsqueeze_93);  mul_26 = unsqueeze_93 = None
        unsqueeze_94: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg76_1, -1);  arg76_1 = None
        unsqueeze_95: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_94, -1);  unsqueeze_94 = None
        add_36: "f32[1, 40, 28, 28]" = torch.ops.aten.add.Tensor(mul_27, unsqueeze_95);  mul_27 = unsqueeze_95 = None
        convolution_20: "f32[1, 240, 28, 28]" = torch.ops.aten.convolution.default(add_36, arg77_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg77_1 = None
        unsqueeze_96: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg78_1, -1);  arg78_1 = None
        unsqueeze_97: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_96, -1);  unsqueeze_96 = None
        sub_12: "f32[1, 240, 28, 28]" = torch.ops.aten.sub.Tensor(convolution_20, unsqueeze_97);  convolution_20 = unsqueeze_97 = None
        add_37: "f32[240]" = torch.ops.aten.add.Tensor(arg79_1, 1e-05);  arg79_1 = None
        rsqrt_12: "f32[240]" = torch.ops.aten.rsqrt.default(add_37);  add_37 = None
        unsqueeze_98: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_12, -1);  rsqrt_12 = None
        unsqueeze_99: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_98, -1);  unsqueeze_98 = None
        mul_28: "f32[1, 240, 28, 28]" = torch.ops.aten.mul.Tensor(sub_12, unsqueeze_99);  sub_12 = unsqueeze_99 = None
        unsqueeze_100: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg80_1, -1);  arg80_1 = None
        unsqueeze_101: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_100, -1);  unsqueeze_100 = None
        mul_29: "f32[1, 240, 28, 28]" = torch.ops.aten.mul.Tensor(mul_28, unsqueeze_101);  mul_28 = unsqueeze_101 = None
        unsqueeze_102: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg81_1, -1);  arg81_1 = None
        unsqueeze_103: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_102, -1);  unsqueeze_102 = None
        add_38: "f32[1, 240, 28, 28]" = torch.ops.aten.add.Tensor(mul_29, unsqueeze_103);  mul_29 = unsqueeze_103 = None
        neg_12: "f32[1, 240, 28, 28]" = torch.ops.aten.neg.default(add_38)
        exp_12: "f32[1, 240, 28, 28]" = torch.ops.aten.exp.default(neg_12);  neg_12 = None
        add_39: "f32[1, 240, 28, 28]" = torch.ops.aten.add.Tensor(exp_12, 1);  exp_12 = None
        div_12: "f32[1, 240, 28, 28]" = torch.ops.aten.div.Tensor(add_38, add_39);  add_38 = add_39 = None
        convolution_21: "f32[1, 240, 28, 28]" = torch.ops.aten.convolution.default(div_12, arg82_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  div_12 = arg82_1 = None
        unsqueeze_104: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg83_1, -1);  arg83_1 = None
        unsqueeze_105: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_104, -1);  unsqueeze_104 = None
        sub_13: "f32[1, 240, 28, 28]" = torch.ops.aten.sub.Tensor(convolution_21, unsqueeze_105);  convolution_21 = unsqueeze_105 = None
        add_40: "f32[240]" = torch.ops.aten.add.Tensor(arg84_1, 1e-05);  arg84_1 = None
        rsqrt_13: "f32[240]" = torch.ops.aten.rsqrt.default(add_40);  add_40 = None
        unsqueeze_106: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_13, -1);  rsqrt_13 = None
        unsqueeze_107: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_106, -1);  unsqueeze_106 = None
        mul_30: "f32[1, 240, 28, 28]" = torch.ops.aten.mul.Tensor(sub_13, unsqueeze_107);  sub_13 = unsqueeze_107 = None
        unsqueeze_108: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg85_1, -1);  arg85_1 = None
        unsqueeze_109: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_108, -1);  unsqueeze_108 = None
        mul_31: "f32[1, 240, 28, 28]" = torch.ops.aten.mul.Tensor(mul_30, unsqueeze_109);  mul_30 = unsqueeze_109 = None
        unsqueeze_110: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg86_1, -1);  arg86_1 = None
        unsqueeze_111: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_110, -1);  unsqueeze_110 = None
        add_41: "f32[1, 240, 28, 28]" = torch.ops.aten.add.Tensor(mul_31, unsqueeze_111);  mul_31 = unsqueeze_111 = None
        neg_13: "f32[1, 240, 28, 28]" = torch.ops.aten.neg.default(add_41)
        exp_13: "f32[1, 240, 28, 28]" = torch.ops.aten.exp.default(neg_13);  neg_13 = None
        add_42: "f32[1, 240, 28, 28]" = torch.ops.aten.add.Tensor(exp_13, 1);  exp_13 = None
        div_13: "f32[1, 240, 28, 28]" = torch.ops.aten.div.Tensor(add_41, add_42);  add_41 = add_42 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_4: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(div_13, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_22: "f32[1, 10, 1, 1]" = torch.ops.aten.convolution.default(mean_4, arg87_1, arg88_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_4 = arg87_1 = arg88_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_14: "f32[1, 10, 1, 1]" = torch.ops.aten.neg.default(convolution_22)
        exp_14: "f32[1, 10, 1, 1]" = torch.ops.aten.exp.default(neg_14);  neg_14 = None
        add_43: "f32[1, 10, 1, 1]" = torch.ops.aten.add.Tensor(exp_14, 1);  exp_14 = None
        div_14: "f32[1, 10, 1, 1]" = torch.ops.aten.div.Tensor(convolution_22, add_43);  convolution_22 = add_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_23: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(div_14, arg89_1, arg90_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_14 = arg89_1 = arg90_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_4: "f32[1, 240, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_23);  convolution_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_32: "f32[1, 240, 28, 28]" = torch.ops.aten.mul.Tensor(sigmoid_4, div_13);  sigmoid_4 = div_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_24: "f32[1, 40, 28, 28]" = torch.ops.aten.convolution.default(mul_32, arg91_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_32 = arg91_1 = None
        unsqueeze_112: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg92_1, -1);  arg92_1 = None
        unsqueeze_113: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_112, -1);  unsqueeze_112 = None
        sub_14: "f32[1, 40, 28, 28]" = torch.ops.aten.sub.Tensor(convolution_24, unsqueeze_113);  convolution_24 = unsqueeze_113 = None
        add_44: "f32[40]" = torch.ops.aten.add.Tensor(arg93_1, 1e-05);  arg93_1 = None
        rsqrt_14: "f32[40]" = torch.ops.aten.rsqrt.default(add_44);  add_44 = None
        unsqueeze_114: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_14, -1);  rsqrt_14 = None
        unsqueeze_115: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_114, -1);  unsqueeze_114 = None
        mul_33: "f32[1, 40, 28, 28]" = torch.ops.aten.mul.Tensor(sub_14, unsqueeze_115);  sub_14 = unsqueeze_115 = None
        unsqueeze_116: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg94_1, -1);  arg94_1 = None
        unsqueeze_117: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_116, -1);  unsqueeze_116 = None
        mul_34: "f32[1, 40, 28, 28]" = torch.ops.aten.mul.Tensor(mul_33, unsqueeze_117);  mul_33 = unsqueeze_117 = None
        unsqueeze_118: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg95_1, -1);  arg95_1 = None
        unsqueeze_119: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_118, -1);  unsqueeze_118 = None
        add_45: "f32[1, 40, 28, 28]" = torch.ops.aten.add.Tensor(mul_34, unsqueeze_119);  mul_34 = unsqueeze_119 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_46: "f32[1, 40, 28, 28]" = torch.ops.aten.add.Tensor(add_45, add_36);  add_45 = add_36 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_25: "f32[1, 240, 28, 28]" = torch.ops.aten.convolution.default(add_46, arg96_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_46 = arg96_1 = None
        unsqueeze_120: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg97_1, -1);  arg97_1 = None
        unsqueeze_121: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_120, -1);  unsqueeze_120 = None
        sub_15: "f32[1, 240, 28, 28]" = torch.ops.aten.sub.Tensor(convolution_25, unsqueeze_121);  convolution_25 = unsqueeze_121 = None
        add_47: "f32[240]" = torch.ops.aten.add.Tensor(arg98_1, 1e-05);  arg98_1 = None
        rsqrt_15: "f32[240]" = torch.ops.aten.rsqrt.default(add_47);  add_47 = None
        unsqueeze_122: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_15, -1);  rsqrt_15 = None
        unsqueeze_123: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_122, -1);  unsqueeze_122 = None
        mul_35: "f32[1, 240, 28, 28]" = torch.ops.aten.mul.Tensor(sub_15, unsqueeze_123);  sub_15 = unsqueeze_123 = None
        unsqueeze_124: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg99_1, -1);  arg99_1 = None
        unsqueeze_125: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_124, -1);  unsqueeze_124 = None
        mul_36: "f32[1, 240, 28, 28]" = torch.ops.aten.mul.Tensor(mul_35, unsqueeze_125);  mul_35 = unsqueeze_125 = None
        unsqueeze_126: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg100_1, -1);  arg100_1 = None
        unsqueeze_127: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_126, -1);  unsqueeze_126 = None
        add_48: "f32[1, 240, 28, 28]" = torch.ops.aten.add.Tensor(mul_36, unsqueeze_127);  mul_36 = unsqueeze_127 = None
        neg_15: "f32[1, 240, 28, 28]" = torch.ops.aten.neg.default(add_48)
        exp_15: "f32[1, 240, 28, 28]" = torch.ops.aten.exp.default(neg_15);  neg_15 = None
        add_49: "f32[1, 240, 28, 28]" = torch.ops.aten.add.Tensor(exp_15, 1);  exp_15 = None
        div_15: "f32[1, 240, 28, 28]" = torch.ops.aten.div.Tensor(add_48, add_49);  add_48 = add_49 = None
        convolution_26: "f32[1, 240, 14, 14]" = torch.ops.aten.convolution.default(div_15, arg101_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 240);  div_15 = arg101_1 = None
        unsqueeze_128: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg102_1, -1);  arg102_1 = None
        unsqueeze_129: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_128, -1);  unsqueeze_128 = None
        sub_16: "f32[1, 240, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_26, unsqueeze_129);  convolution_26 = unsqueeze_129 = None
        add_50: "f32[240]" = torch.ops.aten.add.Tensor(arg103_1, 1e-05);  arg103_1 = None
        rsqrt_16: "f32[240]" = torch.ops.aten.rsqrt.default(add_50);  add_50 = None
        unsqueeze_130: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_16, -1);  rsqrt_16 = None
        unsqueeze_131: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_130, -1);  unsqueeze_130 = None
        mul_37: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(sub_16, unsqueeze_131);  sub_16 = unsqueeze_131 = None
        unsqueeze_132: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg104_1, -1);  arg104_1 = None
        unsqueeze_133: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_132, -1);  unsqueeze_132 = None
        mul_38: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(mul_37, unsqueeze_133);  mul_37 = unsqueeze_133 = None
        unsqueeze_134: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg105_1, -1);  arg105_1 = None
        unsqueeze_135: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_134, -1);  unsqueeze_134 = None
        add_51: "f32[1, 240, 14, 14]" = torch.ops.aten.add.Tensor(mul_38, unsqueeze_135);  mul_38 = unsqueeze_135 = None
        neg_16: "f32[1, 240, 14, 14]" = torch.ops.aten.neg.default(add_51)
        exp_16: "f32[1, 240, 14, 14]" = torch.ops.aten.exp.default(neg_16);  neg_16 = None
        add_52: "f32[1, 240, 14, 14]" = torch.ops.aten.add.Tensor(exp_16, 1);  exp_16 = None
        div_16: "f32[1, 240, 14, 14]" = torch.ops.aten.div.Tensor(add_51, add_52);  add_51 = add_52 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_5: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(div_16, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_27: "f32[1, 10, 1, 1]" = torch.ops.aten.convolution.default(mean_5, arg106_1, arg107_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_5 = arg106_1 = arg107_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_17: "f32[1, 10, 1, 1]" = torch.ops.aten.neg.default(convolution_27)
        exp_17: "f32[1, 10, 1, 1]" = torch.ops.aten.exp.default(neg_17);  neg_17 = None
        add_53: "f32[1, 10, 1, 1]" = torch.ops.aten.add.Tensor(exp_17, 1);  exp_17 = None
        div_17: "f32[1, 10, 1, 1]" = torch.ops.aten.div.Tensor(convolution_27, add_53);  convolution_27 = add_53 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_28: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(div_17, arg108_1, arg109_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_17 = arg108_1 = arg109_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_5: "f32[1, 240, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_28);  convolution_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_39: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_5, div_16);  sigmoid_5 = div_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_29: "f32[1, 80, 14, 14]" = torch.ops.aten.convolution.default(mul_39, arg110_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_39 = arg110_1 = None
        unsqueeze_136: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(arg111_1, -1);  arg111_1 = None
        unsqueeze_137: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_136, -1);  unsqueeze_136 = None
        sub_17: "f32[1, 80, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_29, unsqueeze_137);  convolution_29 = unsqueeze_137 = None
        add_54: "f32[80]" = torch.ops.aten.add.Tensor(arg112_1, 1e-05);  arg112_1 = None
        rsqrt_17: "f32[80]" = torch.ops.aten.rsqrt.default(add_54);  add_54 = None
        unsqueeze_138: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_17, -1);  rsqrt_17 = None
        unsqueeze_139: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_138, -1);  unsqueeze_138 = None
        mul_40: "f32[1, 80, 14, 14]" = torch.ops.aten.mul.Tensor(sub_17, unsqueeze_139);  sub_17 = unsqueeze_139 = None
        unsqueeze_140: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(arg113_1, -1);  arg113_1 = None
        unsqueeze_141: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_140, -1);  unsqueeze_140 = None
        mul_41: "f32[1, 80, 14, 14]" = torch.ops.aten.mul.Tensor(mul_40, unsqueeze_141);  mul_40 = unsqueeze_141 = None
        unsqueeze_142: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(arg114_1, -1);  arg114_1 = None
        unsqueeze_143: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_142, -1);  unsqueeze_142 = None
        add_55: "f32[1, 80, 14, 14]" = torch.ops.aten.add.Tensor(mul_41, unsqueeze_143);  mul_41 = unsqueeze_143 = None
        convolution_30: "f32[1, 480, 14, 14]" = torch.ops.aten.convolution.default(add_55, arg115_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg115_1 = None
        unsqueeze_144: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg116_1, -1);  arg116_1 = None
        unsqueeze_145: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_144, -1);  unsqueeze_144 = None
        sub_18: "f32[1, 480, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_30, unsqueeze_145);  convolution_30 = unsqueeze_145 = None
        add_56: "f32[480]" = torch.ops.aten.add.Tensor(arg117_1, 1e-05);  arg117_1 = None
        rsqrt_18: "f32[480]" = torch.ops.aten.rsqrt.default(add_56);  add_56 = None
        unsqueeze_146: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_18, -1);  rsqrt_18 = None
        unsqueeze_147: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_146, -1);  unsqueeze_146 = None
        mul_42: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sub_18, unsqueeze_147);  sub_18 = unsqueeze_147 = None
        unsqueeze_148: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg118_1, -1);  arg118_1 = None
        unsqueeze_149: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_148, -1);  unsqueeze_148 = None
        mul_43: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(mul_42, unsqueeze_149);  mul_42 = unsqueeze_149 = None
        unsqueeze_150: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg119_1, -1);  arg119_1 = None
        unsqueeze_151: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_150, -1);  unsqueeze_150 = None
        add_57: "f32[1, 480, 14, 14]" = torch.ops.aten.add.Tensor(mul_43, unsqueeze_151);  mul_43 = unsqueeze_151 = None
        neg_18: "f32[1, 480, 14, 14]" = torch.ops.aten.neg.default(add_57)
        exp_18: "f32[1, 480, 14, 14]" = torch.ops.aten.exp.default(neg_18);  neg_18 = None
        add_58: "f32[1, 480, 14, 14]" = torch.ops.aten.add.Tensor(exp_18, 1);  exp_18 = None
        div_18: "f32[1, 480, 14, 14]" = torch.ops.aten.div.Tensor(add_57, add_58);  add_57 = add_58 = None
        convolution_31: "f32[1, 480, 14, 14]" = torch.ops.aten.convolution.default(div_18, arg120_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 480);  div_18 = arg120_1 = None
        unsqueeze_152: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg121_1, -1);  arg121_1 = None
        unsqueeze_153: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_152, -1);  unsqueeze_152 = None
        sub_19: "f32[1, 480, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_31, unsqueeze_153);  convolution_31 = unsqueeze_153 = None
        add_59: "f32[480]" = torch.ops.aten.add.Tensor(arg122_1, 1e-05);  arg122_1 = None
        rsqrt_19: "f32[480]" = torch.ops.aten.rsqrt.default(add_59);  add_59 = None
        unsqueeze_154: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_19, -1);  rsqrt_19 = None
        unsqueeze_155: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_154, -1);  unsqueeze_154 = None
        mul_44: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sub_19, unsqueeze_155);  sub_19 = unsqueeze_155 = None
        unsqueeze_156: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg123_1, -1);  arg123_1 = None
        unsqueeze_157: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_156, -1);  unsqueeze_156 = None
        mul_45: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(mul_44, unsqueeze_157);  mul_44 = unsqueeze_157 = None
        unsqueeze_158: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg124_1, -1);  arg124_1 = None
        unsqueeze_159: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_158, -1);  unsqueeze_158 = None
        add_60: "f32[1, 480, 14, 14]" = torch.ops.aten.add.Tensor(mul_45, unsqueeze_159);  mul_45 = unsqueeze_159 = None
        neg_19: "f32[1, 480, 14, 14]" = torch.ops.aten.neg.default(add_60)
        exp_19: "f32[1, 480, 14, 14]" = torch.ops.aten.exp.default(neg_19);  neg_19 = None
        add_61: "f32[1, 480, 14, 14]" = torch.ops.aten.add.Tensor(exp_19, 1);  exp_19 = None
        div_19: "f32[1, 480, 14, 14]" = torch.ops.aten.div.Tensor(add_60, add_61);  add_60 = add_61 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_6: "f32[1, 480, 1, 1]" = torch.ops.aten.mean.dim(div_19, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_32: "f32[1, 20, 1, 1]" = torch.ops.aten.convolution.default(mean_6, arg125_1, arg126_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_6 = arg125_1 = arg126_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_20: "f32[1, 20, 1, 1]" = torch.ops.aten.neg.default(convolution_32)
        exp_20: "f32[1, 20, 1, 1]" = torch.ops.aten.exp.default(neg_20);  neg_20 = None
        add_62: "f32[1, 20, 1, 1]" = torch.ops.aten.add.Tensor(exp_20, 1);  exp_20 = None
        div_20: "f32[1, 20, 1, 1]" = torch.ops.aten.div.Tensor(convolution_32, add_62);  convolution_32 = add_62 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_33: "f32[1, 480, 1, 1]" = torch.ops.aten.convolution.default(div_20, arg127_1, arg128_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_20 = arg127_1 = arg128_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_6: "f32[1, 480, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_33);  convolution_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_46: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_6, div_19);  sigmoid_6 = div_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_34: "f32[1, 80, 14, 14]" = torch.ops.aten.convolution.default(mul_46, arg129_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_46 = arg129_1 = None
        unsqueeze_160: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(arg130_1, -1);  arg130_1 = None
        unsqueeze_161: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_160, -1);  unsqueeze_160 = None
        sub_20: "f32[1, 80, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_34, unsqueeze_161);  convolution_34 = unsqueeze_161 = None
        add_63: "f32[80]" = torch.ops.aten.add.Tensor(arg131_1, 1e-05);  arg131_1 = None
        rsqrt_20: "f32[80]" = torch.ops.aten.rsqrt.default(add_63);  add_63 = None
        unsqueeze_162: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_20, -1);  rsqrt_20 = None
        unsqueeze_163: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_162, -1);  unsqueeze_162 = None
        mul_47: "f32[1, 80, 14, 14]" = torch.ops.aten.mul.Tensor(sub_20, unsqueeze_163);  sub_20 = unsqueeze_163 = None
        unsqueeze_164: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(arg132_1, -1);  arg132_1 = None
        unsqueeze_165: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_164, -1);  unsqueeze_164 = None
        mul_48: "f32[1, 80, 14, 14]" = torch.ops.aten.mul.Tensor(mul_47, unsqueeze_165);  mul_47 = unsqueeze_165 = None
        unsqueeze_166: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(arg133_1, -1);  arg133_1 = None
        unsqueeze_167: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_166, -1);  unsqueeze_166 = None
        add_64: "f32[1, 80, 14, 14]" = torch.ops.aten.add.Tensor(mul_48, unsqueeze_167);  mul_48 = unsqueeze_167 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_65: "f32[1, 80, 14, 14]" = torch.ops.aten.add.Tensor(add_64, add_55);  add_64 = add_55 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_35: "f32[1, 480, 14, 14]" = torch.ops.aten.convolution.default(add_65, arg134_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg134_1 = None
        unsqueeze_168: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg135_1, -1);  arg135_1 = None
        unsqueeze_169: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_168, -1);  unsqueeze_168 = None
        sub_21: "f32[1, 480, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_35, unsqueeze_169);  convolution_35 = unsqueeze_169 = None
        add_66: "f32[480]" = torch.ops.aten.add.Tensor(arg136_1, 1e-05);  arg136_1 = None
        rsqrt_21: "f32[480]" = torch.ops.aten.rsqrt.default(add_66);  add_66 = None
        unsqueeze_170: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_21, -1);  rsqrt_21 = None
        unsqueeze_171: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_170, -1);  unsqueeze_170 = None
        mul_49: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sub_21, unsqueeze_171);  sub_21 = unsqueeze_171 = None
        unsqueeze_172: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg137_1, -1);  arg137_1 = None
        unsqueeze_173: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_172, -1);  unsqueeze_172 = None
        mul_50: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(mul_49, unsqueeze_173);  mul_49 = unsqueeze_173 = None
        unsqueeze_174: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg138_1, -1);  arg138_1 = None
        unsqueeze_175: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_174, -1);  unsqueeze_174 = None
        add_67: "f32[1, 480, 14, 14]" = torch.ops.aten.add.Tensor(mul_50, unsqueeze_175);  mul_50 = unsqueeze_175 = None
        neg_21: "f32[1, 480, 14, 14]" = torch.ops.aten.neg.default(add_67)
        exp_21: "f32[1, 480, 14, 14]" = torch.ops.aten.exp.default(neg_21);  neg_21 = None
        add_68: "f32[1, 480, 14, 14]" = torch.ops.aten.add.Tensor(exp_21, 1);  exp_21 = None
        div_21: "f32[1, 480, 14, 14]" = torch.ops.aten.div.Tensor(add_67, add_68);  add_67 = add_68 = None
        convolution_36: "f32[1, 480, 14, 14]" = torch.ops.aten.convolution.default(div_21, arg139_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 480);  div_21 = arg139_1 = None
        unsqueeze_176: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg140_1, -1);  arg140_1 = None
        unsqueeze_177: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_176, -1);  unsqueeze_176 = None
        sub_22: "f32[1, 480, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_36, unsqueeze_177);  convolution_36 = unsqueeze_177 = None
        add_69: "f32[480]" = torch.ops.aten.add.Tensor(arg141_1, 1e-05);  arg141_1 = None
        rsqrt_22: "f32[480]" = torch.ops.aten.rsqrt.default(add_69);  add_69 = None
        unsqueeze_178: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_22, -1);  rsqrt_22 = None
        unsqueeze_179: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_178, -1);  unsqueeze_178 = None
        mul_51: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sub_22, unsqueeze_179);  sub_22 = unsqueeze_179 = None
        unsqueeze_180: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg142_1, -1);  arg142_1 = None
        unsqueeze_181: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_180, -1);  unsqueeze_180 = None
        mul_52: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(mul_51, unsqueeze_181);  mul_51 = unsqueeze_181 = None
        unsqueeze_182: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg143_1, -1);  arg143_1 = None
        unsqueeze_183: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_182, -1);  unsqueeze_182 = None
        add_70: "f32[1, 480, 14, 14]" = torch.ops.aten.add.Tensor(mul_52, unsqueeze_183);  mul_52 = unsqueeze_183 = None
        neg_22: "f32[1, 480, 14, 14]" = torch.ops.aten.neg.default(add_70)
        exp_22: "f32[1, 480, 14, 14]" = torch.ops.aten.exp.default(neg_22);  neg_22 = None
        add_71: "f32[1, 480, 14, 14]" = torch.ops.aten.add.Tensor(exp_22, 1);  exp_22 = None
        div_22: "f32[1, 480, 14, 14]" = torch.ops.aten.div.Tensor(add_70, add_71);  add_70 = add_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_7: "f32[1, 480, 1, 1]" = torch.ops.aten.mean.dim(div_22, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_37: "f32[1, 20, 1, 1]" = torch.ops.aten.convolution.default(mean_7, arg144_1, arg145_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_7 = arg144_1 = arg145_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_23: "f32[1, 20, 1, 1]" = torch.ops.aten.neg.default(convolution_37)
        exp_23: "f32[1, 20, 1, 1]" = torch.ops.aten.exp.default(neg_23);  neg_23 = None
        add_72: "f32[1, 20, 1, 1]" = torch.ops.aten.add.Tensor(exp_23, 1);  exp_23 = None
        div_23: "f32[1, 20, 1, 1]" = torch.ops.aten.div.Tensor(convolution_37, add_72);  convolution_37 = add_72 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_38: "f32[1, 480, 1, 1]" = torch.ops.aten.convolution.default(div_23, arg146_1, arg147_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_23 = arg146_1 = arg147_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_7: "f32[1, 480, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_38);  convolution_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_53: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_7, div_22);  sigmoid_7 = div_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_39: "f32[1, 80, 14, 14]" = torch.ops.aten.convolution.default(mul_53, arg148_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_53 = arg148_1 = None
        unsqueeze_184: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(arg149_1, -1);  arg149_1 = None
        unsqueeze_185: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_184, -1);  unsqueeze_184 = None
        sub_23: "f32[1, 80, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_39, unsqueeze_185);  convolution_39 = unsqueeze_185 = None
        add_73: "f32[80]" = torch.ops.aten.add.Tensor(arg150_1, 1e-05);  arg150_1 = None
        rsqrt_23: "f32[80]" = torch.ops.aten.rsqrt.default(add_73);  add_73 = None
        unsqueeze_186: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_23, -1);  rsqrt_23 = None
        unsqueeze_187: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_186, -1);  unsqueeze_186 = None
        mul_54: "f32[1, 80, 14, 14]" = torch.ops.aten.mul.Tensor(sub_23, unsqueeze_187);  sub_23 = unsqueeze_187 = None
        unsqueeze_188: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(arg151_1, -1);  arg151_1 = None
        unsqueeze_189: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_188, -1);  unsqueeze_188 = None
        mul_55: "f32[1, 80, 14, 14]" = torch.ops.aten.mul.Tensor(mul_54, unsqueeze_189);  mul_54 = unsqueeze_189 = None
        unsqueeze_190: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(arg152_1, -1);  arg152_1 = None
        unsqueeze_191: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_190, -1);  unsqueeze_190 = None
        add_74: "f32[1, 80, 14, 14]" = torch.ops.aten.add.Tensor(mul_55, unsqueeze_191);  mul_55 = unsqueeze_191 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_75: "f32[1, 80, 14, 14]" = torch.ops.aten.add.Tensor(add_74, add_65);  add_74 = add_65 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_40: "f32[1, 480, 14, 14]" = torch.ops.aten.convolution.default(add_75, arg153_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_75 = arg153_1 = None
        unsqueeze_192: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg154_1, -1);  arg154_1 = None
        unsqueeze_193: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_192, -1);  unsqueeze_192 = None
        sub_24: "f32[1, 480, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_40, unsqueeze_193);  convolution_40 = unsqueeze_193 = None
        add_76: "f32[480]" = torch.ops.aten.add.Tensor(arg155_1, 1e-05);  arg155_1 = None
        rsqrt_24: "f32[480]" = torch.ops.aten.rsqrt.default(add_76);  add_76 = None
        unsqueeze_194: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_24, -1);  rsqrt_24 = None
        unsqueeze_195: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_194, -1);  unsqueeze_194 = None
        mul_56: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sub_24, unsqueeze_195);  sub_24 = unsqueeze_195 = None
        unsqueeze_196: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg156_1, -1);  arg156_1 = None
        unsqueeze_197: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_196, -1);  unsqueeze_196 = None
        mul_57: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(mul_56, unsqueeze_197);  mul_56 = unsqueeze_197 = None
        unsqueeze_198: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg157_1, -1);  arg157_1 = None
        unsqueeze_199: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_198, -1);  unsqueeze_198 = None
        add_77: "f32[1, 480, 14, 14]" = torch.ops.aten.add.Tensor(mul_57, unsqueeze_199);  mul_57 = unsqueeze_199 = None
        neg_24: "f32[1, 480, 14, 14]" = torch.ops.aten.neg.default(add_77)
        exp_24: "f32[1, 480, 14, 14]" = torch.ops.aten.exp.default(neg_24);  neg_24 = None
        add_78: "f32[1, 480, 14, 14]" = torch.ops.aten.add.Tensor(exp_24, 1);  exp_24 = None
        div_24: "f32[1, 480, 14, 14]" = torch.ops.aten.div.Tensor(add_77, add_78);  add_77 = add_78 = None
        convolution_41: "f32[1, 480, 14, 14]" = torch.ops.aten.convolution.default(div_24, arg158_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 480);  div_24 = arg158_1 = None
        unsqueeze_200: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg159_1, -1);  arg159_1 = None
        unsqueeze_201: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_200, -1);  unsqueeze_200 = None
        sub_25: "f32[1, 480, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_41, unsqueeze_201);  convolution_41 = unsqueeze_201 = None
        add_79: "f32[480]" = torch.ops.aten.add.Tensor(arg160_1, 1e-05);  arg160_1 = None
        rsqrt_25: "f32[480]" = torch.ops.aten.rsqrt.default(add_79);  add_79 = None
        unsqueeze_202: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_25, -1);  rsqrt_25 = None
        unsqueeze_203: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_202, -1);  unsqueeze_202 = None
        mul_58: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sub_25, unsqueeze_203);  sub_25 = unsqueeze_203 = None
        unsqueeze_204: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg161_1, -1);  arg161_1 = None
        unsqueeze_205: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_204, -1);  unsqueeze_204 = None
        mul_59: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(mul_58, unsqueeze_205);  mul_58 = unsqueeze_205 = None
        unsqueeze_206: "f32[480, 1]" = torch.ops.aten.unsqueeze.default(arg162_1, -1);  arg162_1 = None
        unsqueeze_207: "f32[480, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_206, -1);  unsqueeze_206 = None
        add_80: "f32[1, 480, 14, 14]" = torch.ops.aten.add.Tensor(mul_59, unsqueeze_207);  mul_59 = unsqueeze_207 = None
        neg_25: "f32[1, 480, 14, 14]" = torch.ops.aten.neg.default(add_80)
        exp_25: "f32[1, 480, 14, 14]" = torch.ops.aten.exp.default(neg_25);  neg_25 = None
        add_81: "f32[1, 480, 14, 14]" = torch.ops.aten.add.Tensor(exp_25, 1);  exp_25 = None
        div_25: "f32[1, 480, 14, 14]" = torch.ops.aten.div.Tensor(add_80, add_81);  add_80 = add_81 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_8: "f32[1, 480, 1, 1]" = torch.ops.aten.mean.dim(div_25, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_42: "f32[1, 20, 1, 1]" = torch.ops.aten.convolution.default(mean_8, arg163_1, arg164_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_8 = arg163_1 = arg164_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_26: "f32[1, 20, 1, 1]" = torch.ops.aten.neg.default(convolution_42)
        exp_26: "f32[1, 20, 1, 1]" = torch.ops.aten.exp.default(neg_26);  neg_26 = None
        add_82: "f32[1, 20, 1, 1]" = torch.ops.aten.add.Tensor(exp_26, 1);  exp_26 = None
        div_26: "f32[1, 20, 1, 1]" = torch.ops.aten.div.Tensor(convolution_42, add_82);  convolution_42 = add_82 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_43: "f32[1, 480, 1, 1]" = torch.ops.aten.convolution.default(div_26, arg165_1, arg166_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_26 = arg165_1 = arg166_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_8: "f32[1, 480, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_43);  convolution_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_60: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_8, div_25);  sigmoid_8 = div_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_44: "f32[1, 112, 14, 14]" = torch.ops.aten.convolution.default(mul_60, arg167_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_60 = arg167_1 = None
        unsqueeze_208: "f32[112, 1]" = torch.ops.aten.unsqueeze.default(arg168_1, -1);  arg168_1 = None
        unsqueeze_209: "f32[112, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_208, -1);  unsqueeze_208 = None
        sub_26: "f32[1, 112, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_44, unsqueeze_209);  convolution_44 = unsqueeze_209 = None
        add_83: "f32[112]" = torch.ops.aten.add.Tensor(arg169_1, 1e-05);  arg169_1 = None
        rsqrt_26: "f32[112]" = torch.ops.aten.rsqrt.default(add_83);  add_83 = None
        unsqueeze_210: "f32[112, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_26, -1);  rsqrt_26 = None
        unsqueeze_211: "f32[112, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_210, -1);  unsqueeze_210 = None
        mul_61: "f32[1, 112, 14, 14]" = torch.ops.aten.mul.Tensor(sub_26, unsqueeze_211);  sub_26 = unsqueeze_211 = None
        unsqueeze_212: "f32[112, 1]" = torch.ops.aten.unsqueeze.default(arg170_1, -1);  arg170_1 = None
        unsqueeze_213: "f32[112, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_212, -1);  unsqueeze_212 = None
        mul_62: "f32[1, 112, 14, 14]" = torch.ops.aten.mul.Tensor(mul_61, unsqueeze_213);  mul_61 = unsqueeze_213 = None
        unsqueeze_214: "f32[112, 1]" = torch.ops.aten.unsqueeze.default(arg171_1, -1);  arg171_1 = None
        unsqueeze_215: "f32[112, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_214, -1);  unsqueeze_214 = None
        add_84: "f32[1, 112, 14, 14]" = torch.ops.aten.add.Tensor(mul_62, unsqueeze_215);  mul_62 = unsqueeze_215 = None
        convolution_45: "f32[1, 672, 14, 14]" = torch.ops.aten.convolution.default(add_84, arg172_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg172_1 = None
        unsqueeze_216: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg173_1, -1);  arg173_1 = None
        unsqueeze_217: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_216, -1);  unsqueeze_216 = None
        sub_27: "f32[1, 672, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_45, unsqueeze_217);  convolution_45 = unsqueeze_217 = None
        add_85: "f32[672]" = torch.ops.aten.add.Tensor(arg174_1, 1e-05);  arg174_1 = None
        rsqrt_27: "f32[672]" = torch.ops.aten.rsqrt.default(add_85);  add_85 = None
        unsqueeze_218: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_27, -1);  rsqrt_27 = None
        unsqueeze_219: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_218, -1);  unsqueeze_218 = None
        mul_63: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(sub_27, unsqueeze_219);  sub_27 = unsqueeze_219 = None
        unsqueeze_220: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg175_1, -1);  arg175_1 = None
        unsqueeze_221: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_220, -1);  unsqueeze_220 = None
        mul_64: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(mul_63, unsqueeze_221);  mul_63 = unsqueeze_221 = None
        unsqueeze_222: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg176_1, -1);  arg176_1 = None
        unsqueeze_223: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_222, -1);  unsqueeze_222 = None
        add_86: "f32[1, 672, 14, 14]" = torch.ops.aten.add.Tensor(mul_64, unsqueeze_223);  mul_64 = unsqueeze_223 = None
        neg_27: "f32[1, 672, 14, 14]" = torch.ops.aten.neg.default(add_86)
        exp_27: "f32[1, 672, 14, 14]" = torch.ops.aten.exp.default(neg_27);  neg_27 = None
        add_87: "f32[1, 672, 14, 14]" = torch.ops.aten.add.Tensor(exp_27, 1);  exp_27 = None
        div_27: "f32[1, 672, 14, 14]" = torch.ops.aten.div.Tensor(add_86, add_87);  add_86 = add_87 = None
        convolution_46: "f32[1, 672, 14, 14]" = torch.ops.aten.convolution.default(div_27, arg177_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 672);  div_27 = arg177_1 = None
        unsqueeze_224: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg178_1, -1);  arg178_1 = None
        unsqueeze_225: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_224, -1);  unsqueeze_224 = None
        sub_28: "f32[1, 672, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_46, unsqueeze_225);  convolution_46 = unsqueeze_225 = None
        add_88: "f32[672]" = torch.ops.aten.add.Tensor(arg179_1, 1e-05);  arg179_1 = None
        rsqrt_28: "f32[672]" = torch.ops.aten.rsqrt.default(add_88);  add_88 = None
        unsqueeze_226: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_28, -1);  rsqrt_28 = None
        unsqueeze_227: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_226, -1);  unsqueeze_226 = None
        mul_65: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(sub_28, unsqueeze_227);  sub_28 = unsqueeze_227 = None
        unsqueeze_228: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg180_1, -1);  arg180_1 = None
        unsqueeze_229: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_228, -1);  unsqueeze_228 = None
        mul_66: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(mul_65, unsqueeze_229);  mul_65 = unsqueeze_229 = None
        unsqueeze_230: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg181_1, -1);  arg181_1 = None
        unsqueeze_231: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_230, -1);  unsqueeze_230 = None
        add_89: "f32[1, 672, 14, 14]" = torch.ops.aten.add.Tensor(mul_66, unsqueeze_231);  mul_66 = unsqueeze_231 = None
        neg_28: "f32[1, 672, 14, 14]" = torch.ops.aten.neg.default(add_89)
        exp_28: "f32[1, 672, 14, 14]" = torch.ops.aten.exp.default(neg_28);  neg_28 = None
        add_90: "f32[1, 672, 14, 14]" = torch.ops.aten.add.Tensor(exp_28, 1);  exp_28 = None
        div_28: "f32[1, 672, 14, 14]" = torch.ops.aten.div.Tensor(add_89, add_90);  add_89 = add_90 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_9: "f32[1, 672, 1, 1]" = torch.ops.aten.mean.dim(div_28, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_47: "f32[1, 28, 1, 1]" = torch.ops.aten.convolution.default(mean_9, arg182_1, arg183_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_9 = arg182_1 = arg183_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_29: "f32[1, 28, 1, 1]" = torch.ops.aten.neg.default(convolution_47)
        exp_29: "f32[1, 28, 1, 1]" = torch.ops.aten.exp.default(neg_29);  neg_29 = None
        add_91: "f32[1, 28, 1, 1]" = torch.ops.aten.add.Tensor(exp_29, 1);  exp_29 = None
        div_29: "f32[1, 28, 1, 1]" = torch.ops.aten.div.Tensor(convolution_47, add_91);  convolution_47 = add_91 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_48: "f32[1, 672, 1, 1]" = torch.ops.aten.convolution.default(div_29, arg184_1, arg185_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_29 = arg184_1 = arg185_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_9: "f32[1, 672, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_48);  convolution_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_67: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_9, div_28);  sigmoid_9 = div_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_49: "f32[1, 112, 14, 14]" = torch.ops.aten.convolution.default(mul_67, arg186_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_67 = arg186_1 = None
        unsqueeze_232: "f32[112, 1]" = torch.ops.aten.unsqueeze.default(arg187_1, -1);  arg187_1 = None
        unsqueeze_233: "f32[112, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_232, -1);  unsqueeze_232 = None
        sub_29: "f32[1, 112, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_49, unsqueeze_233);  convolution_49 = unsqueeze_233 = None
        add_92: "f32[112]" = torch.ops.aten.add.Tensor(arg188_1, 1e-05);  arg188_1 = None
        rsqrt_29: "f32[112]" = torch.ops.aten.rsqrt.default(add_92);  add_92 = None
        unsqueeze_234: "f32[112, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_29, -1);  rsqrt_29 = None
        unsqueeze_235: "f32[112, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_234, -1);  unsqueeze_234 = None
        mul_68: "f32[1, 112, 14, 14]" = torch.ops.aten.mul.Tensor(sub_29, unsqueeze_235);  sub_29 = unsqueeze_235 = None
        unsqueeze_236: "f32[112, 1]" = torch.ops.aten.unsqueeze.default(arg189_1, -1);  arg189_1 = None
        unsqueeze_237: "f32[112, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_236, -1);  unsqueeze_236 = None
        mul_69: "f32[1, 112, 14, 14]" = torch.ops.aten.mul.Tensor(mul_68, unsqueeze_237);  mul_68 = unsqueeze_237 = None
        unsqueeze_238: "f32[112, 1]" = torch.ops.aten.unsqueeze.default(arg190_1, -1);  arg190_1 = None
        unsqueeze_239: "f32[112, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_238, -1);  unsqueeze_238 = None
        add_93: "f32[1, 112, 14, 14]" = torch.ops.aten.add.Tensor(mul_69, unsqueeze_239);  mul_69 = unsqueeze_239 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_94: "f32[1, 112, 14, 14]" = torch.ops.aten.add.Tensor(add_93, add_84);  add_93 = add_84 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_50: "f32[1, 672, 14, 14]" = torch.ops.aten.convolution.default(add_94, arg191_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg191_1 = None
        unsqueeze_240: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg192_1, -1);  arg192_1 = None
        unsqueeze_241: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_240, -1);  unsqueeze_240 = None
        sub_30: "f32[1, 672, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_50, unsqueeze_241);  convolution_50 = unsqueeze_241 = None
        add_95: "f32[672]" = torch.ops.aten.add.Tensor(arg193_1, 1e-05);  arg193_1 = None
        rsqrt_30: "f32[672]" = torch.ops.aten.rsqrt.default(add_95);  add_95 = None
        unsqueeze_242: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_30, -1);  rsqrt_30 = None
        unsqueeze_243: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_242, -1);  unsqueeze_242 = None
        mul_70: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(sub_30, unsqueeze_243);  sub_30 = unsqueeze_243 = None
        unsqueeze_244: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg194_1, -1);  arg194_1 = None
        unsqueeze_245: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_244, -1);  unsqueeze_244 = None
        mul_71: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(mul_70, unsqueeze_245);  mul_70 = unsqueeze_245 = None
        unsqueeze_246: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg195_1, -1);  arg195_1 = None
        unsqueeze_247: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_246, -1);  unsqueeze_246 = None
        add_96: "f32[1, 672, 14, 14]" = torch.ops.aten.add.Tensor(mul_71, unsqueeze_247);  mul_71 = unsqueeze_247 = None
        neg_30: "f32[1, 672, 14, 14]" = torch.ops.aten.neg.default(add_96)
        exp_30: "f32[1, 672, 14, 14]" = torch.ops.aten.exp.default(neg_30);  neg_30 = None
        add_97: "f32[1, 672, 14, 14]" = torch.ops.aten.add.Tensor(exp_30, 1);  exp_30 = None
        div_30: "f32[1, 672, 14, 14]" = torch.ops.aten.div.Tensor(add_96, add_97);  add_96 = add_97 = None
        convolution_51: "f32[1, 672, 14, 14]" = torch.ops.aten.convolution.default(div_30, arg196_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 672);  div_30 = arg196_1 = None
        unsqueeze_248: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg197_1, -1);  arg197_1 = None
        unsqueeze_249: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_248, -1);  unsqueeze_248 = None
        sub_31: "f32[1, 672, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_51, unsqueeze_249);  convolution_51 = unsqueeze_249 = None
        add_98: "f32[672]" = torch.ops.aten.add.Tensor(arg198_1, 1e-05);  arg198_1 = None
        rsqrt_31: "f32[672]" = torch.ops.aten.rsqrt.default(add_98);  add_98 = None
        unsqueeze_250: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_31, -1);  rsqrt_31 = None
        unsqueeze_251: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_250, -1);  unsqueeze_250 = None
        mul_72: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(sub_31, unsqueeze_251);  sub_31 = unsqueeze_251 = None
        unsqueeze_252: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg199_1, -1);  arg199_1 = None
        unsqueeze_253: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_252, -1);  unsqueeze_252 = None
        mul_73: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(mul_72, unsqueeze_253);  mul_72 = unsqueeze_253 = None
        unsqueeze_254: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg200_1, -1);  arg200_1 = None
        unsqueeze_255: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_254, -1);  unsqueeze_254 = None
        add_99: "f32[1, 672, 14, 14]" = torch.ops.aten.add.Tensor(mul_73, unsqueeze_255);  mul_73 = unsqueeze_255 = None
        neg_31: "f32[1, 672, 14, 14]" = torch.ops.aten.neg.default(add_99)
        exp_31: "f32[1, 672, 14, 14]" = torch.ops.aten.exp.default(neg_31);  neg_31 = None
        add_100: "f32[1, 672, 14, 14]" = torch.ops.aten.add.Tensor(exp_31, 1);  exp_31 = None
        div_31: "f32[1, 672, 14, 14]" = torch.ops.aten.div.Tensor(add_99, add_100);  add_99 = add_100 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_10: "f32[1, 672, 1, 1]" = torch.ops.aten.mean.dim(div_31, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_52: "f32[1, 28, 1, 1]" = torch.ops.aten.convolution.default(mean_10, arg201_1, arg202_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_10 = arg201_1 = arg202_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_32: "f32[1, 28, 1, 1]" = torch.ops.aten.neg.default(convolution_52)
        exp_32: "f32[1, 28, 1, 1]" = torch.ops.aten.exp.default(neg_32);  neg_32 = None
        add_101: "f32[1, 28, 1, 1]" = torch.ops.aten.add.Tensor(exp_32, 1);  exp_32 = None
        div_32: "f32[1, 28, 1, 1]" = torch.ops.aten.div.Tensor(convolution_52, add_101);  convolution_52 = add_101 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_53: "f32[1, 672, 1, 1]" = torch.ops.aten.convolution.default(div_32, arg203_1, arg204_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_32 = arg203_1 = arg204_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_10: "f32[1, 672, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_53);  convolution_53 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_74: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_10, div_31);  sigmoid_10 = div_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_54: "f32[1, 112, 14, 14]" = torch.ops.aten.convolution.default(mul_74, arg205_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_74 = arg205_1 = None
        unsqueeze_256: "f32[112, 1]" = torch.ops.aten.unsqueeze.default(arg206_1, -1);  arg206_1 = None
        unsqueeze_257: "f32[112, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_256, -1);  unsqueeze_256 = None
        sub_32: "f32[1, 112, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_54, unsqueeze_257);  convolution_54 = unsqueeze_257 = None
        add_102: "f32[112]" = torch.ops.aten.add.Tensor(arg207_1, 1e-05);  arg207_1 = None
        rsqrt_32: "f32[112]" = torch.ops.aten.rsqrt.default(add_102);  add_102 = None
        unsqueeze_258: "f32[112, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_32, -1);  rsqrt_32 = None
        unsqueeze_259: "f32[112, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_258, -1);  unsqueeze_258 = None
        mul_75: "f32[1, 112, 14, 14]" = torch.ops.aten.mul.Tensor(sub_32, unsqueeze_259);  sub_32 = unsqueeze_259 = None
        unsqueeze_260: "f32[112, 1]" = torch.ops.aten.unsqueeze.default(arg208_1, -1);  arg208_1 = None
        unsqueeze_261: "f32[112, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_260, -1);  unsqueeze_260 = None
        mul_76: "f32[1, 112, 14, 14]" = torch.ops.aten.mul.Tensor(mul_75, unsqueeze_261);  mul_75 = unsqueeze_261 = None
        unsqueeze_262: "f32[112, 1]" = torch.ops.aten.unsqueeze.default(arg209_1, -1);  arg209_1 = None
        unsqueeze_263: "f32[112, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_262, -1);  unsqueeze_262 = None
        add_103: "f32[1, 112, 14, 14]" = torch.ops.aten.add.Tensor(mul_76, unsqueeze_263);  mul_76 = unsqueeze_263 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_104: "f32[1, 112, 14, 14]" = torch.ops.aten.add.Tensor(add_103, add_94);  add_103 = add_94 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_55: "f32[1, 672, 14, 14]" = torch.ops.aten.convolution.default(add_104, arg210_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_104 = arg210_1 = None
        unsqueeze_264: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg211_1, -1);  arg211_1 = None
        unsqueeze_265: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_264, -1);  unsqueeze_264 = None
        sub_33: "f32[1, 672, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_55, unsqueeze_265);  convolution_55 = unsqueeze_265 = None
        add_105: "f32[672]" = torch.ops.aten.add.Tensor(arg212_1, 1e-05);  arg212_1 = None
        rsqrt_33: "f32[672]" = torch.ops.aten.rsqrt.default(add_105);  add_105 = None
        unsqueeze_266: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_33, -1);  rsqrt_33 = None
        unsqueeze_267: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_266, -1);  unsqueeze_266 = None
        mul_77: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(sub_33, unsqueeze_267);  sub_33 = unsqueeze_267 = None
        unsqueeze_268: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg213_1, -1);  arg213_1 = None
        unsqueeze_269: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_268, -1);  unsqueeze_268 = None
        mul_78: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(mul_77, unsqueeze_269);  mul_77 = unsqueeze_269 = None
        unsqueeze_270: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg214_1, -1);  arg214_1 = None
        unsqueeze_271: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_270, -1);  unsqueeze_270 = None
        add_106: "f32[1, 672, 14, 14]" = torch.ops.aten.add.Tensor(mul_78, unsqueeze_271);  mul_78 = unsqueeze_271 = None
        neg_33: "f32[1, 672, 14, 14]" = torch.ops.aten.neg.default(add_106)
        exp_33: "f32[1, 672, 14, 14]" = torch.ops.aten.exp.default(neg_33);  neg_33 = None
        add_107: "f32[1, 672, 14, 14]" = torch.ops.aten.add.Tensor(exp_33, 1);  exp_33 = None
        div_33: "f32[1, 672, 14, 14]" = torch.ops.aten.div.Tensor(add_106, add_107);  add_106 = add_107 = None
        convolution_56: "f32[1, 672, 7, 7]" = torch.ops.aten.convolution.default(div_33, arg215_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 672);  div_33 = arg215_1 = None
        unsqueeze_272: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg216_1, -1);  arg216_1 = None
        unsqueeze_273: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_272, -1);  unsqueeze_272 = None
        sub_34: "f32[1, 672, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_56, unsqueeze_273);  convolution_56 = unsqueeze_273 = None
        add_108: "f32[672]" = torch.ops.aten.add.Tensor(arg217_1, 1e-05);  arg217_1 = None
        rsqrt_34: "f32[672]" = torch.ops.aten.rsqrt.default(add_108);  add_108 = None
        unsqueeze_274: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_34, -1);  rsqrt_34 = None
        unsqueeze_275: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_274, -1);  unsqueeze_274 = None
        mul_79: "f32[1, 672, 7, 7]" = torch.ops.aten.mul.Tensor(sub_34, unsqueeze_275);  sub_34 = unsqueeze_275 = None
        unsqueeze_276: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg218_1, -1);  arg218_1 = None
        unsqueeze_277: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_276, -1);  unsqueeze_276 = None
        mul_80: "f32[1, 672, 7, 7]" = torch.ops.aten.mul.Tensor(mul_79, unsqueeze_277);  mul_79 = unsqueeze_277 = None
        unsqueeze_278: "f32[672, 1]" = torch.ops.aten.unsqueeze.default(arg219_1, -1);  arg219_1 = None
        unsqueeze_279: "f32[672, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_278, -1);  unsqueeze_278 = None
        add_109: "f32[1, 672, 7, 7]" = torch.ops.aten.add.Tensor(mul_80, unsqueeze_279);  mul_80 = unsqueeze_279 = None
        neg_34: "f32[1, 672, 7, 7]" = torch.ops.aten.neg.default(add_109)
        exp_34: "f32[1, 672, 7, 7]" = torch.ops.aten.exp.default(neg_34);  neg_34 = None
        add_110: "f32[1, 672, 7, 7]" = torch.ops.aten.add.Tensor(exp_34, 1);  exp_34 = None
        div_34: "f32[1, 672, 7, 7]" = torch.ops.aten.div.Tensor(add_109, add_110);  add_109 = add_110 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_11: "f32[1, 672, 1, 1]" = torch.ops.aten.mean.dim(div_34, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_57: "f32[1, 28, 1, 1]" = torch.ops.aten.convolution.default(mean_11, arg220_1, arg221_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_11 = arg220_1 = arg221_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_35: "f32[1, 28, 1, 1]" = torch.ops.aten.neg.default(convolution_57)
        exp_35: "f32[1, 28, 1, 1]" = torch.ops.aten.exp.default(neg_35);  neg_35 = None
        add_111: "f32[1, 28, 1, 1]" = torch.ops.aten.add.Tensor(exp_35, 1);  exp_35 = None
        div_35: "f32[1, 28, 1, 1]" = torch.ops.aten.div.Tensor(convolution_57, add_111);  convolution_57 = add_111 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_58: "f32[1, 672, 1, 1]" = torch.ops.aten.convolution.default(div_35, arg222_1, arg223_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_35 = arg222_1 = arg223_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_11: "f32[1, 672, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_58);  convolution_58 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_81: "f32[1, 672, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_11, div_34);  sigmoid_11 = div_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_59: "f32[1, 192, 7, 7]" = torch.ops.aten.convolution.default(mul_81, arg224_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_81 = arg224_1 = None
        unsqueeze_280: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg225_1, -1);  arg225_1 = None
        unsqueeze_281: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_280, -1);  unsqueeze_280 = None
        sub_35: "f32[1, 192, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_59, unsqueeze_281);  convolution_59 = unsqueeze_281 = None
        add_112: "f32[192]" = torch.ops.aten.add.Tensor(arg226_1, 1e-05);  arg226_1 = None
        rsqrt_35: "f32[192]" = torch.ops.aten.rsqrt.default(add_112);  add_112 = None
        unsqueeze_282: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_35, -1);  rsqrt_35 = None
        unsqueeze_283: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_282, -1);  unsqueeze_282 = None
        mul_82: "f32[1, 192, 7, 7]" = torch.ops.aten.mul.Tensor(sub_35, unsqueeze_283);  sub_35 = unsqueeze_283 = None
        unsqueeze_284: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg227_1, -1);  arg227_1 = None
        unsqueeze_285: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_284, -1);  unsqueeze_284 = None
        mul_83: "f32[1, 192, 7, 7]" = torch.ops.aten.mul.Tensor(mul_82, unsqueeze_285);  mul_82 = unsqueeze_285 = None
        unsqueeze_286: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg228_1, -1);  arg228_1 = None
        unsqueeze_287: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_286, -1);  unsqueeze_286 = None
        add_113: "f32[1, 192, 7, 7]" = torch.ops.aten.add.Tensor(mul_83, unsqueeze_287);  mul_83 = unsqueeze_287 = None
        convolution_60: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(add_113, arg229_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg229_1 = None
        unsqueeze_288: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg230_1, -1);  arg230_1 = None
        unsqueeze_289: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_288, -1);  unsqueeze_288 = None
        sub_36: "f32[1, 1152, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_60, unsqueeze_289);  convolution_60 = unsqueeze_289 = None
        add_114: "f32[1152]" = torch.ops.aten.add.Tensor(arg231_1, 1e-05);  arg231_1 = None
        rsqrt_36: "f32[1152]" = torch.ops.aten.rsqrt.default(add_114);  add_114 = None
        unsqueeze_290: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_36, -1);  rsqrt_36 = None
        unsqueeze_291: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_290, -1);  unsqueeze_290 = None
        mul_84: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sub_36, unsqueeze_291);  sub_36 = unsqueeze_291 = None
        unsqueeze_292: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg232_1, -1);  arg232_1 = None
        unsqueeze_293: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_292, -1);  unsqueeze_292 = None
        mul_85: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(mul_84, unsqueeze_293);  mul_84 = unsqueeze_293 = None
        unsqueeze_294: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg233_1, -1);  arg233_1 = None
        unsqueeze_295: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_294, -1);  unsqueeze_294 = None
        add_115: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(mul_85, unsqueeze_295);  mul_85 = unsqueeze_295 = None
        neg_36: "f32[1, 1152, 7, 7]" = torch.ops.aten.neg.default(add_115)
        exp_36: "f32[1, 1152, 7, 7]" = torch.ops.aten.exp.default(neg_36);  neg_36 = None
        add_116: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(exp_36, 1);  exp_36 = None
        div_36: "f32[1, 1152, 7, 7]" = torch.ops.aten.div.Tensor(add_115, add_116);  add_115 = add_116 = None
        convolution_61: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(div_36, arg234_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152);  div_36 = arg234_1 = None
        unsqueeze_296: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg235_1, -1);  arg235_1 = None
        unsqueeze_297: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_296, -1);  unsqueeze_296 = None
        sub_37: "f32[1, 1152, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_61, unsqueeze_297);  convolution_61 = unsqueeze_297 = None
        add_117: "f32[1152]" = torch.ops.aten.add.Tensor(arg236_1, 1e-05);  arg236_1 = None
        rsqrt_37: "f32[1152]" = torch.ops.aten.rsqrt.default(add_117);  add_117 = None
        unsqueeze_298: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_37, -1);  rsqrt_37 = None
        unsqueeze_299: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_298, -1);  unsqueeze_298 = None
        mul_86: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sub_37, unsqueeze_299);  sub_37 = unsqueeze_299 = None
        unsqueeze_300: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg237_1, -1);  arg237_1 = None
        unsqueeze_301: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_300, -1);  unsqueeze_300 = None
        mul_87: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(mul_86, unsqueeze_301);  mul_86 = unsqueeze_301 = None
        unsqueeze_302: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg238_1, -1);  arg238_1 = None
        unsqueeze_303: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_302, -1);  unsqueeze_302 = None
        add_118: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(mul_87, unsqueeze_303);  mul_87 = unsqueeze_303 = None
        neg_37: "f32[1, 1152, 7, 7]" = torch.ops.aten.neg.default(add_118)
        exp_37: "f32[1, 1152, 7, 7]" = torch.ops.aten.exp.default(neg_37);  neg_37 = None
        add_119: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(exp_37, 1);  exp_37 = None
        div_37: "f32[1, 1152, 7, 7]" = torch.ops.aten.div.Tensor(add_118, add_119);  add_118 = add_119 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_12: "f32[1, 1152, 1, 1]" = torch.ops.aten.mean.dim(div_37, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_62: "f32[1, 48, 1, 1]" = torch.ops.aten.convolution.default(mean_12, arg239_1, arg240_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_12 = arg239_1 = arg240_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_38: "f32[1, 48, 1, 1]" = torch.ops.aten.neg.default(convolution_62)
        exp_38: "f32[1, 48, 1, 1]" = torch.ops.aten.exp.default(neg_38);  neg_38 = None
        add_120: "f32[1, 48, 1, 1]" = torch.ops.aten.add.Tensor(exp_38, 1);  exp_38 = None
        div_38: "f32[1, 48, 1, 1]" = torch.ops.aten.div.Tensor(convolution_62, add_120);  convolution_62 = add_120 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_63: "f32[1, 1152, 1, 1]" = torch.ops.aten.convolution.default(div_38, arg241_1, arg242_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_38 = arg241_1 = arg242_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_12: "f32[1, 1152, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_63);  convolution_63 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_88: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_12, div_37);  sigmoid_12 = div_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_64: "f32[1, 192, 7, 7]" = torch.ops.aten.convolution.default(mul_88, arg243_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_88 = arg243_1 = None
        unsqueeze_304: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg244_1, -1);  arg244_1 = None
        unsqueeze_305: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_304, -1);  unsqueeze_304 = None
        sub_38: "f32[1, 192, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_64, unsqueeze_305);  convolution_64 = unsqueeze_305 = None
        add_121: "f32[192]" = torch.ops.aten.add.Tensor(arg245_1, 1e-05);  arg245_1 = None
        rsqrt_38: "f32[192]" = torch.ops.aten.rsqrt.default(add_121);  add_121 = None
        unsqueeze_306: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_38, -1);  rsqrt_38 = None
        unsqueeze_307: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_306, -1);  unsqueeze_306 = None
        mul_89: "f32[1, 192, 7, 7]" = torch.ops.aten.mul.Tensor(sub_38, unsqueeze_307);  sub_38 = unsqueeze_307 = None
        unsqueeze_308: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg246_1, -1);  arg246_1 = None
        unsqueeze_309: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_308, -1);  unsqueeze_308 = None
        mul_90: "f32[1, 192, 7, 7]" = torch.ops.aten.mul.Tensor(mul_89, unsqueeze_309);  mul_89 = unsqueeze_309 = None
        unsqueeze_310: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg247_1, -1);  arg247_1 = None
        unsqueeze_311: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_310, -1);  unsqueeze_310 = None
        add_122: "f32[1, 192, 7, 7]" = torch.ops.aten.add.Tensor(mul_90, unsqueeze_311);  mul_90 = unsqueeze_311 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_123: "f32[1, 192, 7, 7]" = torch.ops.aten.add.Tensor(add_122, add_113);  add_122 = add_113 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_65: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(add_123, arg248_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg248_1 = None
        unsqueeze_312: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg249_1, -1);  arg249_1 = None
        unsqueeze_313: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_312, -1);  unsqueeze_312 = None
        sub_39: "f32[1, 1152, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_65, unsqueeze_313);  convolution_65 = unsqueeze_313 = None
        add_124: "f32[1152]" = torch.ops.aten.add.Tensor(arg250_1, 1e-05);  arg250_1 = None
        rsqrt_39: "f32[1152]" = torch.ops.aten.rsqrt.default(add_124);  add_124 = None
        unsqueeze_314: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_39, -1);  rsqrt_39 = None
        unsqueeze_315: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_314, -1);  unsqueeze_314 = None
        mul_91: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sub_39, unsqueeze_315);  sub_39 = unsqueeze_315 = None
        unsqueeze_316: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg251_1, -1);  arg251_1 = None
        unsqueeze_317: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_316, -1);  unsqueeze_316 = None
        mul_92: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(mul_91, unsqueeze_317);  mul_91 = unsqueeze_317 = None
        unsqueeze_318: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg252_1, -1);  arg252_1 = None
        unsqueeze_319: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_318, -1);  unsqueeze_318 = None
        add_125: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(mul_92, unsqueeze_319);  mul_92 = unsqueeze_319 = None
        neg_39: "f32[1, 1152, 7, 7]" = torch.ops.aten.neg.default(add_125)
        exp_39: "f32[1, 1152, 7, 7]" = torch.ops.aten.exp.default(neg_39);  neg_39 = None
        add_126: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(exp_39, 1);  exp_39 = None
        div_39: "f32[1, 1152, 7, 7]" = torch.ops.aten.div.Tensor(add_125, add_126);  add_125 = add_126 = None
        convolution_66: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(div_39, arg253_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152);  div_39 = arg253_1 = None
        unsqueeze_320: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg254_1, -1);  arg254_1 = None
        unsqueeze_321: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_320, -1);  unsqueeze_320 = None
        sub_40: "f32[1, 1152, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_66, unsqueeze_321);  convolution_66 = unsqueeze_321 = None
        add_127: "f32[1152]" = torch.ops.aten.add.Tensor(arg255_1, 1e-05);  arg255_1 = None
        rsqrt_40: "f32[1152]" = torch.ops.aten.rsqrt.default(add_127);  add_127 = None
        unsqueeze_322: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_40, -1);  rsqrt_40 = None
        unsqueeze_323: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_322, -1);  unsqueeze_322 = None
        mul_93: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sub_40, unsqueeze_323);  sub_40 = unsqueeze_323 = None
        unsqueeze_324: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg256_1, -1);  arg256_1 = None
        unsqueeze_325: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_324, -1);  unsqueeze_324 = None
        mul_94: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(mul_93, unsqueeze_325);  mul_93 = unsqueeze_325 = None
        unsqueeze_326: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg257_1, -1);  arg257_1 = None
        unsqueeze_327: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_326, -1);  unsqueeze_326 = None
        add_128: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(mul_94, unsqueeze_327);  mul_94 = unsqueeze_327 = None
        neg_40: "f32[1, 1152, 7, 7]" = torch.ops.aten.neg.default(add_128)
        exp_40: "f32[1, 1152, 7, 7]" = torch.ops.aten.exp.default(neg_40);  neg_40 = None
        add_129: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(exp_40, 1);  exp_40 = None
        div_40: "f32[1, 1152, 7, 7]" = torch.ops.aten.div.Tensor(add_128, add_129);  add_128 = add_129 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_13: "f32[1, 1152, 1, 1]" = torch.ops.aten.mean.dim(div_40, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_67: "f32[1, 48, 1, 1]" = torch.ops.aten.convolution.default(mean_13, arg258_1, arg259_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_13 = arg258_1 = arg259_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_41: "f32[1, 48, 1, 1]" = torch.ops.aten.neg.default(convolution_67)
        exp_41: "f32[1, 48, 1, 1]" = torch.ops.aten.exp.default(neg_41);  neg_41 = None
        add_130: "f32[1, 48, 1, 1]" = torch.ops.aten.add.Tensor(exp_41, 1);  exp_41 = None
        div_41: "f32[1, 48, 1, 1]" = torch.ops.aten.div.Tensor(convolution_67, add_130);  convolution_67 = add_130 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_68: "f32[1, 1152, 1, 1]" = torch.ops.aten.convolution.default(div_41, arg260_1, arg261_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_41 = arg260_1 = arg261_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_13: "f32[1, 1152, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_68);  convolution_68 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_95: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_13, div_40);  sigmoid_13 = div_40 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_69: "f32[1, 192, 7, 7]" = torch.ops.aten.convolution.default(mul_95, arg262_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_95 = arg262_1 = None
        unsqueeze_328: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg263_1, -1);  arg263_1 = None
        unsqueeze_329: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_328, -1);  unsqueeze_328 = None
        sub_41: "f32[1, 192, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_69, unsqueeze_329);  convolution_69 = unsqueeze_329 = None
        add_131: "f32[192]" = torch.ops.aten.add.Tensor(arg264_1, 1e-05);  arg264_1 = None
        rsqrt_41: "f32[192]" = torch.ops.aten.rsqrt.default(add_131);  add_131 = None
        unsqueeze_330: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_41, -1);  rsqrt_41 = None
        unsqueeze_331: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_330, -1);  unsqueeze_330 = None
        mul_96: "f32[1, 192, 7, 7]" = torch.ops.aten.mul.Tensor(sub_41, unsqueeze_331);  sub_41 = unsqueeze_331 = None
        unsqueeze_332: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg265_1, -1);  arg265_1 = None
        unsqueeze_333: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_332, -1);  unsqueeze_332 = None
        mul_97: "f32[1, 192, 7, 7]" = torch.ops.aten.mul.Tensor(mul_96, unsqueeze_333);  mul_96 = unsqueeze_333 = None
        unsqueeze_334: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg266_1, -1);  arg266_1 = None
        unsqueeze_335: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_334, -1);  unsqueeze_334 = None
        add_132: "f32[1, 192, 7, 7]" = torch.ops.aten.add.Tensor(mul_97, unsqueeze_335);  mul_97 = unsqueeze_335 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_133: "f32[1, 192, 7, 7]" = torch.ops.aten.add.Tensor(add_132, add_123);  add_132 = add_123 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_70: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(add_133, arg267_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg267_1 = None
        unsqueeze_336: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg268_1, -1);  arg268_1 = None
        unsqueeze_337: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_336, -1);  unsqueeze_336 = None
        sub_42: "f32[1, 1152, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_70, unsqueeze_337);  convolution_70 = unsqueeze_337 = None
        add_134: "f32[1152]" = torch.ops.aten.add.Tensor(arg269_1, 1e-05);  arg269_1 = None
        rsqrt_42: "f32[1152]" = torch.ops.aten.rsqrt.default(add_134);  add_134 = None
        unsqueeze_338: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_42, -1);  rsqrt_42 = None
        unsqueeze_339: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_338, -1);  unsqueeze_338 = None
        mul_98: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sub_42, unsqueeze_339);  sub_42 = unsqueeze_339 = None
        unsqueeze_340: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg270_1, -1);  arg270_1 = None
        unsqueeze_341: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_340, -1);  unsqueeze_340 = None
        mul_99: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(mul_98, unsqueeze_341);  mul_98 = unsqueeze_341 = None
        unsqueeze_342: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg271_1, -1);  arg271_1 = None
        unsqueeze_343: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_342, -1);  unsqueeze_342 = None
        add_135: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(mul_99, unsqueeze_343);  mul_99 = unsqueeze_343 = None
        neg_42: "f32[1, 1152, 7, 7]" = torch.ops.aten.neg.default(add_135)
        exp_42: "f32[1, 1152, 7, 7]" = torch.ops.aten.exp.default(neg_42);  neg_42 = None
        add_136: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(exp_42, 1);  exp_42 = None
        div_42: "f32[1, 1152, 7, 7]" = torch.ops.aten.div.Tensor(add_135, add_136);  add_135 = add_136 = None
        convolution_71: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(div_42, arg272_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152);  div_42 = arg272_1 = None
        unsqueeze_344: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg273_1, -1);  arg273_1 = None
        unsqueeze_345: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_344, -1);  unsqueeze_344 = None
        sub_43: "f32[1, 1152, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_71, unsqueeze_345);  convolution_71 = unsqueeze_345 = None
        add_137: "f32[1152]" = torch.ops.aten.add.Tensor(arg274_1, 1e-05);  arg274_1 = None
        rsqrt_43: "f32[1152]" = torch.ops.aten.rsqrt.default(add_137);  add_137 = None
        unsqueeze_346: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_43, -1);  rsqrt_43 = None
        unsqueeze_347: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_346, -1);  unsqueeze_346 = None
        mul_100: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sub_43, unsqueeze_347);  sub_43 = unsqueeze_347 = None
        unsqueeze_348: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg275_1, -1);  arg275_1 = None
        unsqueeze_349: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_348, -1);  unsqueeze_348 = None
        mul_101: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(mul_100, unsqueeze_349);  mul_100 = unsqueeze_349 = None
        unsqueeze_350: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg276_1, -1);  arg276_1 = None
        unsqueeze_351: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_350, -1);  unsqueeze_350 = None
        add_138: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(mul_101, unsqueeze_351);  mul_101 = unsqueeze_351 = None
        neg_43: "f32[1, 1152, 7, 7]" = torch.ops.aten.neg.default(add_138)
        exp_43: "f32[1, 1152, 7, 7]" = torch.ops.aten.exp.default(neg_43);  neg_43 = None
        add_139: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(exp_43, 1);  exp_43 = None
        div_43: "f32[1, 1152, 7, 7]" = torch.ops.aten.div.Tensor(add_138, add_139);  add_138 = add_139 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_14: "f32[1, 1152, 1, 1]" = torch.ops.aten.mean.dim(div_43, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_72: "f32[1, 48, 1, 1]" = torch.ops.aten.convolution.default(mean_14, arg277_1, arg278_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_14 = arg277_1 = arg278_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_44: "f32[1, 48, 1, 1]" = torch.ops.aten.neg.default(convolution_72)
        exp_44: "f32[1, 48, 1, 1]" = torch.ops.aten.exp.default(neg_44);  neg_44 = None
        add_140: "f32[1, 48, 1, 1]" = torch.ops.aten.add.Tensor(exp_44, 1);  exp_44 = None
        div_44: "f32[1, 48, 1, 1]" = torch.ops.aten.div.Tensor(convolution_72, add_140);  convolution_72 = add_140 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_73: "f32[1, 1152, 1, 1]" = torch.ops.aten.convolution.default(div_44, arg279_1, arg280_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_44 = arg279_1 = arg280_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_14: "f32[1, 1152, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_73);  convolution_73 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_102: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_14, div_43);  sigmoid_14 = div_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_74: "f32[1, 192, 7, 7]" = torch.ops.aten.convolution.default(mul_102, arg281_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_102 = arg281_1 = None
        unsqueeze_352: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg282_1, -1);  arg282_1 = None
        unsqueeze_353: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_352, -1);  unsqueeze_352 = None
        sub_44: "f32[1, 192, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_74, unsqueeze_353);  convolution_74 = unsqueeze_353 = None
        add_141: "f32[192]" = torch.ops.aten.add.Tensor(arg283_1, 1e-05);  arg283_1 = None
        rsqrt_44: "f32[192]" = torch.ops.aten.rsqrt.default(add_141);  add_141 = None
        unsqueeze_354: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_44, -1);  rsqrt_44 = None
        unsqueeze_355: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_354, -1);  unsqueeze_354 = None
        mul_103: "f32[1, 192, 7, 7]" = torch.ops.aten.mul.Tensor(sub_44, unsqueeze_355);  sub_44 = unsqueeze_355 = None
        unsqueeze_356: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg284_1, -1);  arg284_1 = None
        unsqueeze_357: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_356, -1);  unsqueeze_356 = None
        mul_104: "f32[1, 192, 7, 7]" = torch.ops.aten.mul.Tensor(mul_103, unsqueeze_357);  mul_103 = unsqueeze_357 = None
        unsqueeze_358: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg285_1, -1);  arg285_1 = None
        unsqueeze_359: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_358, -1);  unsqueeze_358 = None
        add_142: "f32[1, 192, 7, 7]" = torch.ops.aten.add.Tensor(mul_104, unsqueeze_359);  mul_104 = unsqueeze_359 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_143: "f32[1, 192, 7, 7]" = torch.ops.aten.add.Tensor(add_142, add_133);  add_142 = add_133 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_75: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(add_143, arg286_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_143 = arg286_1 = None
        unsqueeze_360: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg287_1, -1);  arg287_1 = None
        unsqueeze_361: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_360, -1);  unsqueeze_360 = None
        sub_45: "f32[1, 1152, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_75, unsqueeze_361);  convolution_75 = unsqueeze_361 = None
        add_144: "f32[1152]" = torch.ops.aten.add.Tensor(arg288_1, 1e-05);  arg288_1 = None
        rsqrt_45: "f32[1152]" = torch.ops.aten.rsqrt.default(add_144);  add_144 = None
        unsqueeze_362: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_45, -1);  rsqrt_45 = None
        unsqueeze_363: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_362, -1);  unsqueeze_362 = None
        mul_105: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sub_45, unsqueeze_363);  sub_45 = unsqueeze_363 = None
        unsqueeze_364: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg289_1, -1);  arg289_1 = None
        unsqueeze_365: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_364, -1);  unsqueeze_364 = None
        mul_106: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(mul_105, unsqueeze_365);  mul_105 = unsqueeze_365 = None
        unsqueeze_366: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg290_1, -1);  arg290_1 = None
        unsqueeze_367: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_366, -1);  unsqueeze_366 = None
        add_145: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(mul_106, unsqueeze_367);  mul_106 = unsqueeze_367 = None
        neg_45: "f32[1, 1152, 7, 7]" = torch.ops.aten.neg.default(add_145)
        exp_45: "f32[1, 1152, 7, 7]" = torch.ops.aten.exp.default(neg_45);  neg_45 = None
        add_146: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(exp_45, 1);  exp_45 = None
        div_45: "f32[1, 1152, 7, 7]" = torch.ops.aten.div.Tensor(add_145, add_146);  add_145 = add_146 = None
        convolution_76: "f32[1, 1152, 7, 7]" = torch.ops.aten.convolution.default(div_45, arg291_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1152);  div_45 = arg291_1 = None
        unsqueeze_368: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg292_1, -1);  arg292_1 = None
        unsqueeze_369: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_368, -1);  unsqueeze_368 = None
        sub_46: "f32[1, 1152, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_76, unsqueeze_369);  convolution_76 = unsqueeze_369 = None
        add_147: "f32[1152]" = torch.ops.aten.add.Tensor(arg293_1, 1e-05);  arg293_1 = None
        rsqrt_46: "f32[1152]" = torch.ops.aten.rsqrt.default(add_147);  add_147 = None
        unsqueeze_370: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_46, -1);  rsqrt_46 = None
        unsqueeze_371: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_370, -1);  unsqueeze_370 = None
        mul_107: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sub_46, unsqueeze_371);  sub_46 = unsqueeze_371 = None
        unsqueeze_372: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg294_1, -1);  arg294_1 = None
        unsqueeze_373: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_372, -1);  unsqueeze_372 = None
        mul_108: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(mul_107, unsqueeze_373);  mul_107 = unsqueeze_373 = None
        unsqueeze_374: "f32[1152, 1]" = torch.ops.aten.unsqueeze.default(arg295_1, -1);  arg295_1 = None
        unsqueeze_375: "f32[1152, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_374, -1);  unsqueeze_374 = None
        add_148: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(mul_108, unsqueeze_375);  mul_108 = unsqueeze_375 = None
        neg_46: "f32[1, 1152, 7, 7]" = torch.ops.aten.neg.default(add_148)
        exp_46: "f32[1, 1152, 7, 7]" = torch.ops.aten.exp.default(neg_46);  neg_46 = None
        add_149: "f32[1, 1152, 7, 7]" = torch.ops.aten.add.Tensor(exp_46, 1);  exp_46 = None
        div_46: "f32[1, 1152, 7, 7]" = torch.ops.aten.div.Tensor(add_148, add_149);  add_148 = add_149 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_15: "f32[1, 1152, 1, 1]" = torch.ops.aten.mean.dim(div_46, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_77: "f32[1, 48, 1, 1]" = torch.ops.aten.convolution.default(mean_15, arg296_1, arg297_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_15 = arg296_1 = arg297_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        neg_47: "f32[1, 48, 1, 1]" = torch.ops.aten.neg.default(convolution_77)
        exp_47: "f32[1, 48, 1, 1]" = torch.ops.aten.exp.default(neg_47);  neg_47 = None
        add_150: "f32[1, 48, 1, 1]" = torch.ops.aten.add.Tensor(exp_47, 1);  exp_47 = None
        div_47: "f32[1, 48, 1, 1]" = torch.ops.aten.div.Tensor(convolution_77, add_150);  convolution_77 = add_150 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_78: "f32[1, 1152, 1, 1]" = torch.ops.aten.convolution.default(div_47, arg298_1, arg299_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_47 = arg298_1 = arg299_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        sigmoid_15: "f32[1, 1152, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_78);  convolution_78 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_109: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_15, div_46);  sigmoid_15 = div_46 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:165 in forward, code: result = self.block(input)
        convolution_79: "f32[1, 320, 7, 7]" = torch.ops.aten.convolution.default(mul_109, arg300_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_109 = arg300_1 = None
        unsqueeze_376: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(arg301_1, -1);  arg301_1 = None
        unsqueeze_377: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_376, -1);  unsqueeze_376 = None
        sub_47: "f32[1, 320, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_79, unsqueeze_377);  convolution_79 = unsqueeze_377 = None
        add_151: "f32[320]" = torch.ops.aten.add.Tensor(arg302_1, 1e-05);  arg302_1 = None
        rsqrt_47: "f32[320]" = torch.ops.aten.rsqrt.default(add_151);  add_151 = None
        unsqueeze_378: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_47, -1);  rsqrt_47 = None
        unsqueeze_379: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_378, -1);  unsqueeze_378 = None
        mul_110: "f32[1, 320, 7, 7]" = torch.ops.aten.mul.Tensor(sub_47, unsqueeze_379);  sub_47 = unsqueeze_379 = None
        unsqueeze_380: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(arg303_1, -1);  arg303_1 = None
        unsqueeze_381: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_380, -1);  unsqueeze_380 = None
        mul_111: "f32[1, 320, 7, 7]" = torch.ops.aten.mul.Tensor(mul_110, unsqueeze_381);  mul_110 = unsqueeze_381 = None
        unsqueeze_382: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(arg304_1, -1);  arg304_1 = None
        unsqueeze_383: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_382, -1);  unsqueeze_382 = None
        add_152: "f32[1, 320, 7, 7]" = torch.ops.aten.add.Tensor(mul_111, unsqueeze_383);  mul_111 = unsqueeze_383 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:334 in _forward_impl, code: x = self.features(x)
        convolution_80: "f32[1, 1280, 7, 7]" = torch.ops.aten.convolution.default(add_152, arg305_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_152 = arg305_1 = None
        unsqueeze_384: "f32[1280, 1]" = torch.ops.aten.unsqueeze.default(arg306_1, -1);  arg306_1 = None
        unsqueeze_385: "f32[1280, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_384, -1);  unsqueeze_384 = None
        sub_48: "f32[1, 1280, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_80, unsqueeze_385);  convolution_80 = unsqueeze_385 = None
        add_153: "f32[1280]" = torch.ops.aten.add.Tensor(arg307_1, 1e-05);  arg307_1 = None
        rsqrt_48: "f32[1280]" = torch.ops.aten.rsqrt.default(add_153);  add_153 = None
        unsqueeze_386: "f32[1280, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_48, -1);  rsqrt_48 = None
        unsqueeze_387: "f32[1280, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_386, -1);  unsqueeze_386 = None
        mul_112: "f32[1, 1280, 7, 7]" = torch.ops.aten.mul.Tensor(sub_48, unsqueeze_387);  sub_48 = unsqueeze_387 = None
        unsqueeze_388: "f32[1280, 1]" = torch.ops.aten.unsqueeze.default(arg308_1, -1);  arg308_1 = None
        unsqueeze_389: "f32[1280, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_388, -1);  unsqueeze_388 = None
        mul_113: "f32[1, 1280, 7, 7]" = torch.ops.aten.mul.Tensor(mul_112, unsqueeze_389);  mul_112 = unsqueeze_389 = None
        unsqueeze_390: "f32[1280, 1]" = torch.ops.aten.unsqueeze.default(arg309_1, -1);  arg309_1 = None
        unsqueeze_391: "f32[1280, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_390, -1);  unsqueeze_390 = None
        add_154: "f32[1, 1280, 7, 7]" = torch.ops.aten.add.Tensor(mul_113, unsqueeze_391);  mul_113 = unsqueeze_391 = None
        neg_48: "f32[1, 1280, 7, 7]" = torch.ops.aten.neg.default(add_154)
        exp_48: "f32[1, 1280, 7, 7]" = torch.ops.aten.exp.default(neg_48);  neg_48 = None
        add_155: "f32[1, 1280, 7, 7]" = torch.ops.aten.add.Tensor(exp_48, 1);  exp_48 = None
        div_48: "f32[1, 1280, 7, 7]" = torch.ops.aten.div.Tensor(add_154, add_155);  add_154 = add_155 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:336 in _forward_impl, code: x = self.avgpool(x)
        mean_16: "f32[1, 1280, 1, 1]" = torch.ops.aten.mean.dim(div_48, [-1, -2], True);  div_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:337 in _forward_impl, code: x = torch.flatten(x, 1)
        view: "f32[1, 1280]" = torch.ops.aten.reshape.default(mean_16, [1, 1280]);  mean_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:339 in _forward_impl, code: x = self.classifier(x)
        permute: "f32[1280, 1000]" = torch.ops.aten.permute.default(arg310_1, [1, 0]);  arg310_1 = None
        addmm: "f32[1, 1000]" = torch.ops.aten.addmm.default(arg311_1, view, permute);  arg311_1 = view = permute = None
        return (addmm,)
