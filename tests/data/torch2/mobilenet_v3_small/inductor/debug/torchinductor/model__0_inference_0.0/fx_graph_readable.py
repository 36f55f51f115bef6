class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 3, 3, 3]", arg1_1: "f32[1, 3, 224, 224]", arg2_1: "f32[16]", arg3_1: "f32[16]", arg4_1: "f32[16]", arg5_1: "f32[16]", arg6_1: "f32[16, 1, 3, 3]", arg7_1: "f32[16]", arg8_1: "f32[16]", arg9_1: "f32[16]", arg10_1: "f32[16]", arg11_1: "f32[8, 16, 1, 1]", arg12_1: "f32[8]", arg13_1: "f32[16, 8, 1, 1]", arg14_1: "f32[16]", arg15_1: "f32[16, 16, 1, 1]", arg16_1: "f32[16]", arg17_1: "f32[16]", arg18_1: "f32[16]", arg19_1: "f32[16]", arg20_1: "f32[72, 16, 1, 1]", arg21_1: "f32[72]", arg22_1: "f32[72]", arg23_1: "f32[72]", arg24_1: "f32[72]", arg25_1: "f32[72, 1, 3, 3]", arg26_1: "f32[72]", arg27_1: "f32[72]", arg28_1: "f32[72]", arg29_1: "f32[72]", arg30_1: "f32[24, 72, 1, 1]", arg31_1: "f32[24]", arg32_1: "f32[24]", arg33_1: "f32[24]", arg34_1: "f32[24]", arg35_1: "f32[88, 24, 1, 1]", arg36_1: "f32[88]", arg37_1: "f32[88]", arg38_1: "f32[88]", arg39_1: "f32[88]", arg40_1: "f32[88, 1, 3, 3]", arg41_1: "f32[88]", arg42_1: "f32[88]", arg43_1: "f32[88]", arg44_1: "f32[88]", arg45_1: "f32[24, 88, 1, 1]", arg46_1: "f32[24]", arg47_1: "f32[24]", arg48_1: "f32[24]", arg49_1: "f32[24]", arg50_1: "f32[96, 24, 1, 1]", arg51_1: "f32[96]", arg52_1: "f32[96]", arg53_1: "f32[96]", arg54_1: "f32[96]", arg55_1: "f32[96, 1, 5, 5]", arg56_1: "f32[96]", arg57_1: "f32[96]", arg58_1: "f32[96]", arg59_1: "f32[96]", arg60_1: "f32[24, 96, 1, 1]", arg61_1: "f32[24]", arg62_1: "f32[96, 24, 1, 1]", arg63_1: "f32[96]", arg64_1: "f32[40, 96, 1, 1]", arg65_1: "f32[40]", arg66_1: "f32[40]", arg67_1: "f32[40]", arg68_1: "f32[40]", arg69_1: "f32[240, 40, 1, 1]", arg70_1: "f32[240]", arg71_1: "f32[240]", arg72_1: "f32[240]", arg73_1: "f32[240]", arg74_1: "f32[240, 1, 5, 5]", arg75_1: "f32[240]", arg76_1: "f32[240]", arg77_1: "f32[240]", arg78_1: "f32[240]", arg79_1: "f32[64, 240, 1, 1]", arg80_1: "f32[64]", arg81_1: "f32[240, 64, 1, 1]", arg82_1: "f32[240]", arg83_1: "f32[40, 240, 1, 1]", arg84_1: "f32[40]", arg85_1: "f32[40]", arg86_1: "f32[40]", arg87_1: "f32[40]", arg88_1: "f32[240, 40, 1, 1]", arg89_1: "f32[240]", arg90_1: "f32[240]", arg91_1: "f32[240]", arg92_1: "f32[240]", arg93_1: "f32[240, 1, 5, 5]", arg94_1: "f32[240]", arg95_1: "f32[240]", arg96_1: "f32[240]", arg97_1: "f32[240]", arg98_1: "f32[64, 240, 1, 1]", arg99_1: "f32[64]", arg100_1: "f32[240, 64, 1, 1]", arg101_1: "f32[240]", arg102_1: "f32[40, 240, 1, 1]", arg103_1: "f32[40]", arg104_1: "f32[40]", arg105_1: "f32[40]", arg106_1: "f32[40]", arg107_1: "f32[120, 40, 1, 1]", arg108_1: "f32[120]", arg109_1: "f32[120]", arg110_1: "f32[120]", arg111_1: "f32[120]", arg112_1: "f32[120, 1, 5, 5]", arg113_1: "f32[120]", arg114_1: "f32[120]", arg115_1: "f32[120]", arg116_1: "f32[120]", arg117_1: "f32[32, 120, 1, 1]", arg118_1: "f32[32]", arg119_1: "f32[120, 32, 1, 1]", arg120_1: "f32[120]", arg121_1: "f32[48, 120, 1, 1]", arg122_1: "f32[48]", arg123_1: "f32[48]", arg124_1: "f32[48]", arg125_1: "f32[48]", arg126_1: "f32[144, 48, 1, 1]", arg127_1: "f32[144]", arg128_1: "f32[144]", arg129_1: "f32[144]", arg130_1: "f32[144]", arg131_1: "f32[144, 1, 5, 5]", arg132_1: "f32[144]", arg133_1: "f32[144]", arg134_1: "f32[144]", arg135_1: "f32[144]", arg136_1: "f32[40, 144, 1, 1]", arg137_1: "f32[40]", arg138_1: "f32[144, 40, 1, 1]", arg139_1: "f32[144]", arg140_1: "f32[48, 144, 1, 1]", arg141_1: "f32[48]", arg142_1: "f32[48]", arg143_1: "f32[48]", arg144_1: "f32[48]", arg145_1: "f32[288, 48, 1, 1]", arg146_1: "f32[288]", arg147_1: "f32[288]", arg148_1: "f32[288]", arg149_1: "f32[288]", arg150_1: "f32[288, 1, 5, 5]", arg151_1: "f32[288]", arg152_1: "f32[288]", arg153_1: "f32[288]", arg154_1: "f32[288]", arg155_1: "f32[72, 288, 1, 1]", arg156_1: "f32[72]", arg157_1: "f32[288, 72, 1, 1]", arg158_1: "f32[288]", arg159_1: "f32[96, 288, 1, 1]", arg160_1: "f32[96]", arg161_1: "f32[96]", arg162_1: "f32[96]", arg163_1: "f32[96]", arg164_1: "f32[576, 96, 1, 1]", arg165_1: "f32[576]", arg166_1: "f32[576]", arg167_1: "f32[576]", arg168_1: "f32[576]", arg169_1: "f32[576, 1, 5, 5]", arg170_1: "f32[576]", arg171_1: "f32[576]", arg172_1: "f32[576]", arg173_1: "f32[576]", arg174_1: "f32[144, 576, 1, 1]", arg175_1: "f32[144]", arg176_1: "f32[576, 144, 1, 1]", arg177_1: "f32[576]", arg178_1: "f32[96, 576, 1, 1]", arg179_1: "f32[96]", arg180_1: "f32[96]", arg181_1: "f32[96]", arg182_1: "f32[96]", arg183_1: "f32[576, 96, 1, 1]", arg184_1: "f32[576]", arg185_1: "f32[576]", arg186_1: "f32[576]", arg187_1: "f32[576]", arg188_1: "f32[576, 1, 5, 5]", arg189_1: "f32[576]", arg190_1: "f32[576]", arg191_1: "f32[576]", arg192_1: "f32[576]", arg193_1: "f32[144, 576, 1, 1]", arg194_1: "f32[144]", arg195_1: "f32[576, 144, 1, 1]", arg196_1: "f32[576]", arg197_1: "f32[96, 576, 1, 1]", arg198_1: "f32[96]", arg199_1: "f32[96]", arg200_1: "f32[96]", arg201_1: "f32[96]", arg202_1: "f32[576, 96, 1, 1]", arg203_1: "f32[576]", arg204_1: "f32[576]", arg205_1: "f32[576]", arg206_1: "f32[576]", arg207_1: "f32[1024, 576]", arg208_1: "f32[1024]", arg209_1: "f32[1000, 1024]", arg210_1: "f32[1000]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:211 in _forward_impl, code: x = self.features(x)
        convolution: "f32[1, 16, 112, 112]" = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None
        add: "f32[16]" = torch.ops.aten.add.Tensor(arg3_1, 0.001);  arg3_1 = None
        rsqrt: "f32[16]" = torch.ops.aten.rsqrt.default(add);  add = None
        unsqueeze: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg2_1, -1);  arg2_1 = None
        unsqueeze_1: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        unsqueeze_2: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(rsqrt, -1);  rsqrt = None
        unsqueeze_3: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        sub: "f32[1, 16, 112, 112]" = torch.ops.aten.sub.Tensor(convolution, unsqueeze_1);  convolution = unsqueeze_1 = None
        mul: "f32[1, 16, 112, 112]" = torch.ops.aten.mul.Tensor(sub, unsqueeze_3);  sub = unsqueeze_3 = None
        unsqueeze_4: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg4_1, -1);  arg4_1 = None
        unsqueeze_5: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_1: "f32[1, 16, 112, 112]" = torch.ops.aten.mul.Tensor(mul, unsqueeze_5);  mul = unsqueeze_5 = None
        unsqueeze_6: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg5_1, -1);  arg5_1 = None
        unsqueeze_7: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_1: "f32[1, 16, 112, 112]" = torch.ops.aten.add.Tensor(mul_1, unsqueeze_7);  mul_1 = unsqueeze_7 = None
        add_2: "f32[1, 16, 112, 112]" = torch.ops.aten.add.Tensor(add_1, 3)
        clamp_min: "f32[1, 16, 112, 112]" = torch.ops.aten.clamp_min.default(add_2, 0);  add_2 = None
        clamp_max: "f32[1, 16, 112, 112]" = torch.ops.aten.clamp_max.default(clamp_min, 6);  clamp_min = None
        mul_2: "f32[1, 16, 112, 112]" = torch.ops.aten.mul.Tensor(add_1, clamp_max);  add_1 = clamp_max = None
        div: "f32[1, 16, 112, 112]" = torch.ops.aten.div.Tensor(mul_2, 6);  mul_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_1: "f32[1, 16, 56, 56]" = torch.ops.aten.convolution.default(div, arg6_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 16);  div = arg6_1 = None
        add_3: "f32[16]" = torch.ops.aten.add.Tensor(arg8_1, 0.001);  arg8_1 = None
        rsqrt_1: "f32[16]" = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        unsqueeze_8: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg7_1, -1);  arg7_1 = None
        unsqueeze_9: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        unsqueeze_10: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_1, -1);  rsqrt_1 = None
        unsqueeze_11: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        sub_1: "f32[1, 16, 56, 56]" = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_9);  convolution_1 = unsqueeze_9 = None
        mul_3: "f32[1, 16, 56, 56]" = torch.ops.aten.mul.Tensor(sub_1, unsqueeze_11);  sub_1 = unsqueeze_11 = None
        unsqueeze_12: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg9_1, -1);  arg9_1 = None
        unsqueeze_13: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        mul_4: "f32[1, 16, 56, 56]" = torch.ops.aten.mul.Tensor(mul_3, unsqueeze_13);  mul_3 = unsqueeze_13 = None
        unsqueeze_14: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg10_1, -1);  arg10_1 = None
        unsqueeze_15: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_14, -1);  unsqueeze_14 = None
        add_4: "f32[1, 16, 56, 56]" = torch.ops.aten.add.Tensor(mul_4, unsqueeze_15);  mul_4 = unsqueeze_15 = None
        relu: "f32[1, 16, 56, 56]" = torch.ops.aten.relu.default(add_4);  add_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean: "f32[1, 16, 1, 1]" = torch.ops.aten.mean.dim(relu, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_2: "f32[1, 8, 1, 1]" = torch.ops.aten.convolution.default(mean, arg11_1, arg12_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean = arg11_1 = arg12_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_1: "f32[1, 8, 1, 1]" = torch.ops.aten.relu.default(convolution_2);  convolution_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_3: "f32[1, 16, 1, 1]" = torch.ops.aten.convolution.default(relu_1, arg13_1, arg14_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_1 = arg13_1 = arg14_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        add_5: "f32[1, 16, 1, 1]" = torch.ops.aten.add.Tensor(convolution_3, 3);  convolution_3 = None
        clamp_min_1: "f32[1, 16, 1, 1]" = torch.ops.aten.clamp_min.default(add_5, 0);  add_5 = None
        clamp_max_1: "f32[1, 16, 1, 1]" = torch.ops.aten.clamp_max.default(clamp_min_1, 6);  clamp_min_1 = None
        div_1: "f32[1, 16, 1, 1]" = torch.ops.aten.div.Tensor(clamp_max_1, 6);  clamp_max_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_5: "f32[1, 16, 56, 56]" = torch.ops.aten.mul.Tensor(div_1, relu);  div_1 = relu = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_4: "f32[1, 16, 56, 56]" = torch.ops.aten.convolution.default(mul_5, arg15_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_5 = arg15_1 = None
        add_6: "f32[16]" = torch.ops.aten.add.Tensor(arg17_1, 0.001);  arg17_1 = None
        rsqrt_2: "f32[16]" = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        unsqueeze_16: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg16_1, -1);  arg16_1 = None
        unsqueeze_17: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_16, -1);  unsqueeze_16 = None
        unsqueeze_18: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_2, -1);  rsqrt_2 = None
        unsqueeze_19: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_18, -1);  unsqueeze_18 = None
        sub_2: "f32[1, 16, 56, 56]" = torch.ops.aten.sub.Tensor(convolution_4, unsqueeze_17);  convolution_4 = unsqueeze_17 = None
        mul_6: "f32[1, 16, 56, 56]" = torch.ops.aten.mul.Tensor(sub_2, unsqueeze_19);  sub_2 = unsqueeze_19 = None
        unsqueeze_20: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg18_1, -1);  arg18_1 = None
        unsqueeze_21: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_20, -1);  unsqueeze_20 = None
        mul_7: "f32[1, 16, 56, 56]" = torch.ops.aten.mul.Tensor(mul_6, unsqueeze_21);  mul_6 = unsqueeze_21 = None
        unsqueeze_22: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg19_1, -1);  arg19_1 = None
        unsqueeze_23: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_22, -1);  unsqueeze_22 = None
        add_7: "f32[1, 16, 56, 56]" = torch.ops.aten.add.Tensor(mul_7, unsqueeze_23);  mul_7 = unsqueeze_23 = None
        convolution_5: "f32[1, 72, 56, 56]" = torch.ops.aten.convolution.default(add_7, arg20_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_7 = arg20_1 = None
        add_8: "f32[72]" = torch.ops.aten.add.Tensor(arg22_1, 0.001);  arg22_1 = None
        rsqrt_3: "f32[72]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        unsqueeze_24: "f32[72, 1]" = torch.ops.aten.unsqueeze.default(arg21_1, -1);  arg21_1 = None
        unsqueeze_25: "f32[72, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_24, -1);  unsqueeze_24 = None
        unsqueeze_26: "f32[72, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_3, -1);  rsqrt_3 = None
        unsqueeze_27: "f32[72, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_26, -1);  unsqueeze_26 = None
        sub_3: "f32[1, 72, 56, 56]" = torch.ops.aten.sub.Tensor(convolution_5, unsqueeze_25);  convolution_5 = unsqueeze_25 = None
        mul_8: "f32[1, 72, 56, 56]" = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_27);  sub_3 = unsqueeze_27 = None
        unsqueeze_28: "f32[72, 1]" = torch.ops.aten.unsqueeze.default(arg23_1, -1);  arg23_1 = None
        unsqueeze_29: "f32[72, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_28, -1);  unsqueeze_28 = None
        mul_9: "f32[1, 72, 56, 56]" = torch.ops.aten.mul.Tensor(mul_8, unsqueeze_29);  mul_8 = unsqueeze_29 = None
        unsqueeze_30: "f32[72, 1]" = torch.ops.aten.unsqueeze.default(arg24_1, -1);  arg24_1 = None
        unsqueeze_31: "f32[72, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_30, -1);  unsqueeze_30 = None
        add_9: "f32[1, 72, 56, 56]" = torch.ops.aten.add.Tensor(mul_9, unsqueeze_31);  mul_9 = unsqueeze_31 = None
        relu_2: "f32[1, 72, 56, 56]" = torch.ops.aten.relu.default(add_9);  add_9 = None
        convolution_6: "f32[1, 72, 28, 28]" = torch.ops.aten.convolution.default(relu_2, arg25_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 72);  relu_2 = arg25_1 = None
        add_10: "f32[72]" = torch.ops.aten.add.Tensor(arg27_1, 0.001);  arg27_1 = None
        rsqrt_4: "f32[72]" = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
        unsqueeze_32: "f32[72, 1]" = torch.ops.aten.unsqueeze.default(arg26_1, -1);  arg26_1 = None
        unsqueeze_33: "f32[72, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_32, -1);  unsqueeze_32 = None
        unsqueeze_34: "f32[72, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_4, -1);  rsqrt_4 = None
        unsqueeze_35: "f32[72, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_34, -1);  unsqueeze_34 = None
        sub_4: "f32[1, 72, 28, 28]" = torch.ops.aten.sub.Tensor(convolution_6, unsqueeze_33);  convolution_6 = unsqueeze_33 = None
        mul_10: "f32[1, 72, 28, 28]" = torch.ops.aten.mul.Tensor(sub_4, unsqueeze_35);  sub_4 = unsqueeze_35 = None
        unsqueeze_36: "f32[72, 1]" = torch.ops.aten.unsqueeze.default(arg28_1, -1);  arg28_1 = None
        unsqueeze_37: "f32[72, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_36, -1);  unsqueeze_36 = None
        mul_11: "f32[1, 72, 28, 28]" = torch.ops.aten.mul.Tensor(mul_10, unsqueeze_37);  mul_10 = unsqueeze_37 = None
        unsqueeze_38: "f32[72, 1]" = torch.ops.aten.unsqueeze.default(arg29_1, -1);  arg29_1 = None
        unsqueeze_39: "f32[72, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_38, -1);  unsqueeze_38 = None
        add_11: "f32[1, 72, 28, 28]" = torch.ops.aten.add.Tensor(mul_11, unsqueeze_39);  mul_11 = unsqueeze_39 = None
        relu_3: "f32[1, 72, 28, 28]" = torch.ops.aten.relu.default(add_11);  add_11 = None
        convolution_7: "f32[1, 24, 28, 28]" = torch.ops.aten.convolution.default(relu_3, arg30_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_3 = arg30_1 = None
        add_12: "f32[24]" = torch.ops.aten.add.Tensor(arg32_1, 0.001);  arg32_1 = None
        rsqrt_5: "f32[24]" = torch.ops.aten.rsqrt.default(add_12);  add_12 = None
        unsqueeze_40: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(arg31_1, -1);  arg31_1 = None
        unsqueeze_41: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_40, -1);  unsqueeze_40 = None
        unsqueeze_42: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_5, -1);  rsqrt_5 = None
        unsqueeze_43: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_42, -1);  unsqueeze_42 = None
        sub_5: "f32[1, 24, 28, 28]" = torch.ops.aten.sub.Tensor(convolution_7, unsqueeze_41);  convolution_7 = unsqueeze_41 = None
        mul_12: "f32[1, 24, 28, 28]" = torch.ops.aten.mul.Tensor(sub_5, unsqueeze_43);  sub_5 = unsqueeze_43 = None
        unsqueeze_44: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(arg33_1, -1);  arg33_1 = None
        unsqueeze_45: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_44, -1);  unsqueeze_44 = None
        mul_13: "f32[1, 24, 28, 28]" = torch.ops.aten.mul.Tensor(mul_12, unsqueeze_45);  mul_12 = unsqueeze_45 = None
        unsqueeze_46: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(arg34_1, -1);  arg34_1 = None
        unsqueeze_47: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_46, -1);  unsqueeze_46 = None
        add_13: "f32[1, 24, 28, 28]" = torch.ops.aten.add.Tensor(mul_13, unsqueeze_47);  mul_13 = unsqueeze_47 = None
        convolution_8: "f32[1, 88, 28, 28]" = torch.ops.aten.convolution.default(add_13, arg35_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg35_1 = None
        add_14: "f32[88]" = torch.ops.aten.add.Tensor(arg37_1, 0.001);  arg37_1 = None
        rsqrt_6: "f32[88]" = torch.ops.aten.rsqrt.default(add_14);  add_14 = None
        unsqueeze_48: "f32[88, 1]" = torch.ops.aten.unsqueeze.default(arg36_1, -1);  arg36_1 = None
        unsqueeze_49: "f32[88, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_48, -1);  unsqueeze_48 = None
        unsqueeze_50: "f32[88, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_6, -1);  rsqrt_6 = None
        unsqueeze_51: "f32[88, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_50, -1);  unsqueeze_50 = None
        sub_6: "f32[1, 88, 28, 28]" = torch.ops.aten.sub.Tensor(convolution_8, unsqueeze_49);  convolution_8 = unsqueeze_49 = None
        mul_14: "f32[1, 88, 28, 28]" = torch.ops.aten.mul.Tensor(sub_6, unsqueeze_51);  sub_6 = unsqueeze_51 = None
        unsqueeze_52: "f32[88, 1]" = torch.ops.aten.unsqueeze.default(arg38_1, -1);  arg38_1 = None
        unsqueeze_53: "f32[88, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_52, -1);  unsqueeze_52 = None
        mul_15: "f32[1, 88, 28, 28]" = torch.ops.aten.mul.Tensor(mul_14, unsqueeze_53);  mul_14 = unsqueeze_53 = None
        unsqueeze_54: "f32[88, 1]" = torch.ops.aten.unsqueeze.default(arg39_1, -1);  arg39_1 = None
        unsqueeze_55: "f32[88, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_54, -1);  unsqueeze_54 = None
        add_15: "f32[1, 88, 28, 28]" = torch.ops.aten.add.Tensor(mul_15, unsqueeze_55);  mul_15 = unsqueeze_55 = None
        relu_4: "f32[1, 88, 28, 28]" = torch.ops.aten.relu.default(add_15);  add_15 = None
        convolution_9: "f32[1, 88, 28, 28]" = torch.ops.aten.convolution.default(relu_4, arg40_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 88);  relu_4 = arg40_1 = None
        add_16: "f32[88]" = torch.ops.aten.add.Tensor(arg42_1, 0.001);  arg42_1 = None
        rsqrt_7: "f32[88]" = torch.ops.aten.rsqrt.default(add_16);  add_16 = None
        unsqueeze_56: "f32[88, 1]" = torch.ops.aten.unsqueeze.default(arg41_1, -1);  arg41_1 = None
        unsqueeze_57: "f32[88, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_56, -1);  unsqueeze_56 = None
        unsqueeze_58: "f32[88, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_7, -1);  rsqrt_7 = None
        unsqueeze_59: "f32[88, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_58, -1);  unsqueeze_58 = None
        sub_7: "f32[1, 88, 28, 28]" = torch.ops.aten.sub.Tensor(convolution_9, unsqueeze_57);  convolution_9 = unsqueeze_57 = None
        mul_16: "f32[1, 88, 28, 28]" = torch.ops.aten.mul.Tensor(sub_7, unsqueeze_59);  sub_7 = unsqueeze_59 = None
        unsqueeze_60: "f32[88, 1]" = torch.ops.aten.unsqueeze.default(arg43_1, -1);  arg43_1 = None
        unsqueeze_61: "f32[88, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_60, -1);  unsqueeze_60 = None
        mul_17: "f32[1, 88, 28, 28]" = torch.ops.aten.mul.Tensor(mul_16, unsqueeze_61);  mul_16 = unsqueeze_61 = None
        unsqueeze_62: "f32[88, 1]" = torch.ops.aten.unsqueeze.default(arg44_1, -1);  arg44_1 = None
        unsqueeze_63: "f32[88, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_62, -1);  unsqueeze_62 = None
        add_17: "f32[1, 88, 28, 28]" = torch.ops.aten.add.Tensor(mul_17, unsqueeze_63);  mul_17 = unsqueeze_63 = None
        relu_5: "f32[1, 88, 28, 28]" = torch.ops.aten.relu.default(add_17);  add_17 = None
        convolution_10: "f32[1, 24, 28, 28]" = torch.ops.aten.convolution.default(relu_5, arg45_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_5 = arg45_1 = None
        add_18: "f32[24]" = torch.ops.aten.add.Tensor(arg47_1, 0.001);  arg47_1 = None
        rsqrt_8: "f32[24]" = torch.ops.aten.rsqrt.default(add_18);  add_18 = None
        unsqueeze_64: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(arg46_1, -1);  arg46_1 = None
        unsqueeze_65: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_64, -1);  unsqueeze_64 = None
        unsqueeze_66: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_8, -1);  rsqrt_8 = None
        unsqueeze_67: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_66, -1);  unsqueeze_66 = None
        sub_8: "f32[1, 24, 28, 28]" = torch.ops.aten.sub.Tensor(convolution_10, unsqueeze_65);  convolution_10 = unsqueeze_65 = None
        mul_18: "f32[1, 24, 28, 28]" = torch.ops.aten.mul.Tensor(sub_8, unsqueeze_67);  sub_8 = unsqueeze_67 = None
        unsqueeze_68: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(arg48_1, -1);  arg48_1 = None
        unsqueeze_69: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_68, -1);  unsqueeze_68 = None
        mul_19: "f32[1, 24, 28, 28]" = torch.ops.aten.mul.Tensor(mul_18, unsqueeze_69);  mul_18 = unsqueeze_69 = None
        unsqueeze_70: "f32[24, 1]" = torch.ops.aten.unsqueeze.default(arg49_1, -1);  arg49_1 = None
        unsqueeze_71: "f32[24, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_70, -1);  unsqueeze_70 = None
        add_19: "f32[1, 24, 28, 28]" = torch.ops.aten.add.Tensor(mul_19, unsqueeze_71);  mul_19 = unsqueeze_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:114 in forward, code: result += input
        add_20: "f32[1, 24, 28, 28]" = torch.ops.aten.add.Tensor(add_19, add_13);  add_19 = add_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_11: "f32[1, 96, 28, 28]" = torch.ops.aten.convolution.default(add_20, arg50_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_20 = arg50_1 = None
        add_21: "f32[96]" = torch.ops.aten.add.Tensor(arg52_1, 0.001);  arg52_1 = None
        rsqrt_9: "f32[96]" = torch.ops.aten.rsqrt.default(add_21);  add_21 = None
        unsqueeze_72: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg51_1, -1);  arg51_1 = None
        unsqueeze_73: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_72, -1);  unsqueeze_72 = None
        unsqueeze_74: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_9, -1);  rsqrt_9 = None
        unsqueeze_75: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_74, -1);  unsqueeze_74 = None
        sub_9: "f32[1, 96, 28, 28]" = torch.ops.aten.sub.Tensor(convolution_11, unsqueeze_73);  convolution_11 = unsqueeze_73 = None
        mul_20: "f32[1, 96, 28, 28]" = torch.ops.aten.mul.Tensor(sub_9, unsqueeze_75);  sub_9 = unsqueeze_75 = None
        unsqueeze_76: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg53_1, -1);  arg53_1 = None
        unsqueeze_77: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_76, -1);  unsqueeze_76 = None
        mul_21: "f32[1, 96, 28, 28]" = torch.ops.aten.mul.Tensor(mul_20, unsqueeze_77);  mul_20 = unsqueeze_77 = None
        unsqueeze_78: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg54_1, -1);  arg54_1 = None
        unsqueeze_79: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_78, -1);  unsqueeze_78 = None
        add_22: "f32[1, 96, 28, 28]" = torch.ops.aten.add.Tensor(mul_21, unsqueeze_79);  mul_21 = unsqueeze_79 = None
        add_23: "f32[1, 96, 28, 28]" = torch.ops.aten.add.Tensor(add_22, 3)
        clamp_min_2: "f32[1, 96, 28, 28]" = torch.ops.aten.clamp_min.default(add_23, 0);  add_23 = None
        clamp_max_2: "f32[1, 96, 28, 28]" = torch.ops.aten.clamp_max.default(clamp_min_2, 6);  clamp_min_2 = None
        mul_22: "f32[1, 96, 28, 28]" = torch.ops.aten.mul.Tensor(add_22, clamp_max_2);  add_22 = clamp_max_2 = None
        div_2: "f32[1, 96, 28, 28]" = torch.ops.aten.div.Tensor(mul_22, 6);  mul_22 = None
        convolution_12: "f32[1, 96, 14, 14]" = torch.ops.aten.convolution.default(div_2, arg55_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 96);  div_2 = arg55_1 = None
        add_24: "f32[96]" = torch.ops.aten.add.Tensor(arg57_1, 0.001);  arg57_1 = None
        rsqrt_10: "f32[96]" = torch.ops.aten.rsqrt.default(add_24);  add_24 = None
        unsqueeze_80: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg56_1, -1);  arg56_1 = None
        unsqueeze_81: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_80, -1);  unsqueeze_80 = None
        unsqueeze_82: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_10, -1);  rsqrt_10 = None
        unsqueeze_83: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_82, -1);  unsqueeze_82 = None
        sub_10: "f32[1, 96, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_12, unsqueeze_81);  convolution_12 = unsqueeze_81 = None
        mul_23: "f32[1, 96, 14, 14]" = torch.ops.aten.mul.Tensor(sub_10, unsqueeze_83);  sub_10 = unsqueeze_83 = None
        unsqueeze_84: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg58_1, -1);  arg58_1 = None
        unsqueeze_85: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_84, -1);  unsqueeze_84 = None
        mul_24: "f32[1, 96, 14, 14]" = torch.ops.aten.mul.Tensor(mul_23, unsqueeze_85);  mul_23 = unsqueeze_85 = None
        unsqueeze_86: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg59_1, -1);  arg59_1 = None
        unsqueeze_87: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_86, -1);  unsqueeze_86 = None
        add_25: "f32[1, 96, 14, 14]" = torch.ops.aten.add.Tensor(mul_24, unsqueeze_87);  mul_24 = unsqueeze_87 = None
        add_26: "f32[1, 96, 14, 14]" = torch.ops.aten.add.Tensor(add_25, 3)
        clamp_min_3: "f32[1, 96, 14, 14]" = torch.ops.aten.clamp_min.default(add_26, 0);  add_26 = None
        clamp_max_3: "f32[1, 96, 14, 14]" = torch.ops.aten.clamp_max.default(clamp_min_3, 6);  clamp_min_3 = None
        mul_25: "f32[1, 96, 14, 14]" = torch.ops.aten.mul.Tensor(add_25, clamp_max_3);  add_25 = clamp_max_3 = None
        div_3: "f32[1, 96, 14, 14]" = torch.ops.aten.div.Tensor(mul_25, 6);  mul_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_1: "f32[1, 96, 1, 1]" = torch.ops.aten.mean.dim(div_3, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_13: "f32[1, 24, 1, 1]" = torch.ops.aten.convolution.default(mean_1, arg60_1, arg61_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_1 = arg60_1 = arg61_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_6: "f32[1, 24, 1, 1]" = torch.ops.aten.relu.default(convolution_13);  convolution_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_14: "f32[1, 96, 1, 1]" = torch.ops.aten.convolution.default(relu_6, arg62_1, arg63_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_6 = arg62_1 = arg63_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        add_27: "f32[1, 96, 1, 1]" = torch.ops.aten.add.Tensor(convolution_14, 3);  convolution_14 = None
        clamp_min_4: "f32[1, 96, 1, 1]" = torch.ops.aten.clamp_min.default(add_27, 0);  add_27 = None
        clamp_max_4: "f32[1, 96, 1, 1]" = torch.ops.aten.clamp_max.default(clamp_min_4, 6);  clamp_min_4 = None
        div_4: "f32[1, 96, 1, 1]" = torch.ops.aten.div.Tensor(clamp_max_4, 6);  clamp_max_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_26: "f32[1, 96, 14, 14]" = torch.ops.aten.mul.Tensor(div_4, div_3);  div_4 = div_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_15: "f32[1, 40, 14, 14]" = torch.ops.aten.convolution.default(mul_26, arg64_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_26 = arg64_1 = None
        add_28: "f32[40]" = torch.ops.aten.add.Tensor(arg66_1, 0.001);  arg66_1 = None
        rsqrt_11: "f32[40]" = torch.ops.aten.rsqrt.default(add_28);  add_28 = None
        unsqueeze_88: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg65_1, -1);  arg65_1 = None
        unsqueeze_89: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_88, -1);  unsqueeze_88 = None
        unsqueeze_90: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_11, -1);  rsqrt_11 = None
        unsqueeze_91: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_90, -1);  unsqueeze_90 = None
        sub_11: "f32[1, 40, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_15, unsqueeze_89);  convolution_15 = unsqueeze_89 = None
        mul_27: "f32[1, 40, 14, 14]" = torch.ops.aten.mul.Tensor(sub_11, unsqueeze_91);  sub_11 = unsqueeze_91 = None
        unsqueeze_92: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg67_1, -1);  arg67_1 = None
        unsqueeze_93: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_92, -1);  unsqueeze_92 = None
        mul_28: "f32[1, 40, 14, 14]" = torch.ops.aten.mul.Tensor(mul_27, unsqueeze_93);  mul_27 = unsqueeze_93 = None
        unsqueeze_94: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg68_1, -1);  arg68_1 = None
        unsqueeze_95: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_94, -1);  unsqueeze_94 = None
        add_29: "f32[1, 40, 14, 14]" = torch.ops.aten.add.Tensor(mul_28, unsqueeze_95);  mul_28 = unsqueeze_95 = None
        convolution_16: "f32[1, 240, 14, 14]" = torch.ops.aten.convolution.default(add_29, arg69_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg69_1 = None
        add_30: "f32[240]" = torch.ops.aten.add.Tensor(arg71_1, 0.001);  arg71_1 = None
        rsqrt_12: "f32[240]" = torch.ops.aten.rsqrt.default(add_30);  add_30 = None
        unsqueeze_96: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg70_1, -1);  arg70_1 = None
        unsqueeze_97: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_96, -1);  unsqueeze_96 = None
        unsqueeze_98: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_12, -1);  rsqrt_12 = None
        unsqueeze_99: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_98, -1);  unsqueeze_98 = None
        sub_12: "f32[1, 240, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_16, unsqueeze_97);  convolution_16 = unsqueeze_97 = None
        mul_29: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(sub_12, unsqueeze_99);  sub_12 = unsqueeze_99 = None
        unsqueeze_100: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg72_1, -1);  arg72_1 = None
        unsqueeze_101: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_100, -1);  unsqueeze_100 = None
        mul_30: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(mul_29, unsqueeze_101);  mul_29 = unsqueeze_101 = None
        unsqueeze_102: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg73_1, -1);  arg73_1 = None
        unsqueeze_103: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_102, -1);  unsqueeze_102 = None
        add_31: "f32[1, 240, 14, 14]" = torch.ops.aten.add.Tensor(mul_30, unsqueeze_103);  mul_30 = unsqueeze_103 = None
        add_32: "f32[1, 240, 14, 14]" = torch.ops.aten.add.Tensor(add_31, 3)
        clamp_min_5: "f32[1, 240, 14, 14]" = torch.ops.aten.clamp_min.default(add_32, 0);  add_32 = None
        clamp_max_5: "f32[1, 240, 14, 14]" = torch.ops.aten.clamp_max.default(clamp_min_5, 6);  clamp_min_5 = None
        mul_31: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(add_31, clamp_max_5);  add_31 = clamp_max_5 = None
        div_5: "f32[1, 240, 14, 14]" = torch.ops.aten.div.Tensor(mul_31, 6);  mul_31 = None
        convolution_17: "f32[1, 240, 14, 14]" = torch.ops.aten.convolution.default(div_5, arg74_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  div_5 = arg74_1 = None
        add_33: "f32[240]" = torch.ops.aten.add.Tensor(arg76_1, 0.001);  arg76_1 = None
        rsqrt_13: "f32[240]" = torch.ops.aten.rsqrt.default(add_33);  add_33 = None
        unsqueeze_104: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg75_1, -1);  arg75_1 = None
        unsqueeze_105: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_104, -1);  unsqueeze_104 = None
        unsqueeze_106: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_13, -1);  rsqrt_13 = None
        unsqueeze_107: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_106, -1);  unsqueeze_106 = None
        sub_13: "f32[1, 240, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_17, unsqueeze_105);  convolution_17 = unsqueeze_105 = None
        mul_32: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(sub_13, unsqueeze_107);  sub_13 = unsqueeze_107 = None
        unsqueeze_108: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg77_1, -1);  arg77_1 = None
        unsqueeze_109: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_108, -1);  unsqueeze_108 = None
        mul_33: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(mul_32, unsqueeze_109);  mul_32 = unsqueeze_109 = None
        unsqueeze_110: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg78_1, -1);  arg78_1 = None
        unsqueeze_111: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_110, -1);  unsqueeze_110 = None
        add_34: "f32[1, 240, 14, 14]" = torch.ops.aten.add.Tensor(mul_33, unsqueeze_111);  mul_33 = unsqueeze_111 = None
        add_35: "f32[1, 240, 14, 14]" = torch.ops.aten.add.Tensor(add_34, 3)
        clamp_min_6: "f32[1, 240, 14, 14]" = torch.ops.aten.clamp_min.default(add_35, 0);  add_35 = None
        clamp_max_6: "f32[1, 240, 14, 14]" = torch.ops.aten.clamp_max.default(clamp_min_6, 6);  clamp_min_6 = None
        mul_34: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(add_34, clamp_max_6);  add_34 = clamp_max_6 = None
        div_6: "f32[1, 240, 14, 14]" = torch.ops.aten.div.Tensor(mul_34, 6);  mul_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_2: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(div_6, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_18: "f32[1, 64, 1, 1]" = torch.ops.aten.convolution.default(mean_2, arg79_1, arg80_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_2 = arg79_1 = arg80_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_7: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(convolution_18);  convolution_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_19: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(relu_7, arg81_1, arg82_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_7 = arg81_1 = arg82_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        add_36: "f32[1, 240, 1, 1]" = torch.ops.aten.add.Tensor(convolution_19, 3);  convolution_19 = None
        clamp_min_7: "f32[1, 240, 1, 1]" = torch.ops.aten.clamp_min.default(add_36, 0);  add_36 = None
        clamp_max_7: "f32[1, 240, 1, 1]" = torch.ops.aten.clamp_max.default(clamp_min_7, 6);  clamp_min_7 = None
        div_7: "f32[1, 240, 1, 1]" = torch.ops.aten.div.Tensor(clamp_max_7, 6);  clamp_max_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_35: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(div_7, div_6);  div_7 = div_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_20: "f32[1, 40, 14, 14]" = torch.ops.aten.convolution.default(mul_35, arg83_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_35 = arg83_1 = None
        add_37: "f32[40]" = torch.ops.aten.add.Tensor(arg85_1, 0.001);  arg85_1 = None
        rsqrt_14: "f32[40]" = torch.ops.aten.rsqrt.default(add_37);  add_37 = None
        unsqueeze_112: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg84_1, -1);  arg84_1 = None
        unsqueeze_113: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_112, -1);  unsqueeze_112 = None
        unsqueeze_114: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_14, -1);  rsqrt_14 = None
        unsqueeze_115: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_114, -1);  unsqueeze_114 = None
        sub_14: "f32[1, 40, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_20, unsqueeze_113);  convolution_20 = unsqueeze_113 = None
        mul_36: "f32[1, 40, 14, 14]" = torch.ops.aten.mul.Tensor(sub_14, unsqueeze_115);  sub_14 = unsqueeze_115 = None
        unsqueeze_116: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg86_1, -1);  arg86_1 = None
        unsqueeze_117: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_116, -1);  unsqueeze_116 = None
        mul_37: "f32[1, 40, 14, 14]" = torch.ops.aten.mul.Tensor(mul_36, unsqueeze_117);  mul_36 = unsqueeze_117 = None
        unsqueeze_118: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg87_1, -1);  arg87_1 = None
        unsqueeze_119: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_118, -1);  unsqueeze_118 = None
        add_38: "f32[1, 40, 14, 14]" = torch.ops.aten.add.Tensor(mul_37, unsqueeze_119);  mul_37 = unsqueeze_119 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:114 in forward, code: result += input
        add_39: "f32[1, 40, 14, 14]" = torch.ops.aten.add.Tensor(add_38, add_29);  add_38 = add_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_21: "f32[1, 240, 14, 14]" = torch.ops.aten.convolution.default(add_39, arg88_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg88_1 = None
        add_40: "f32[240]" = torch.ops.aten.add.Tensor(arg90_1, 0.001);  arg90_1 = None
        rsqrt_15: "f32[240]" = torch.ops.aten.rsqrt.default(add_40);  add_40 = None
        unsqueeze_120: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg89_1, -1);  arg89_1 = None
        unsqueeze_121: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_120, -1);  unsqueeze_120 = None
        unsqueeze_122: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_15, -1);  rsqrt_15 = None
        unsqueeze_123: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_122, -1);  unsqueeze_122 = None
        sub_15: "f32[1, 240, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_21, unsqueeze_121);  convolution_21 = unsqueeze_121 = None
        mul_38: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(sub_15, unsqueeze_123);  sub_15 = unsqueeze_123 = None
        unsqueeze_124: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg91_1, -1);  arg91_1 = None
        unsqueeze_125: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_124, -1);  unsqueeze_124 = None
        mul_39: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(mul_38, unsqueeze_125);  mul_38 = unsqueeze_125 = None
        unsqueeze_126: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg92_1, -1);  arg92_1 = None
        unsqueeze_127: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_126, -1);  unsqueeze_126 = None
        add_41: "f32[1, 240, 14, 14]" = torch.ops.aten.add.Tensor(mul_39, unsqueeze_127);  mul_39 = unsqueeze_127 = None
        add_42: "f32[1, 240, 14, 14]" = torch.ops.aten.add.Tensor(add_41, 3)
        clamp_min_8: "f32[1, 240, 14, 14]" = torch.ops.aten.clamp_min.default(add_42, 0);  add_42 = None
        clamp_max_8: "f32[1, 240, 14, 14]" = torch.ops.aten.clamp_max.default(clamp_min_8, 6);  clamp_min_8 = None
        mul_40: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(add_41, clamp_max_8);  add_41 = clamp_max_8 = None
        div_8: "f32[1, 240, 14, 14]" = torch.ops.aten.div.Tensor(mul_40, 6);  mul_40 = None
        convolution_22: "f32[1, 240, 14, 14]" = torch.ops.aten.convolution.default(div_8, arg93_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  div_8 = arg93_1 = None
        add_43: "f32[240]" = torch.ops.aten.add.Tensor(arg95_1, 0.001);  arg95_1 = None
        rsqrt_16: "f32[240]" = torch.ops.aten.rsqrt.default(add_43);  add_43 = None
        unsqueeze_128: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg94_1, -1);  arg94_1 = None
        unsqueeze_129: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_128, -1);  unsqueeze_128 = None
        unsqueeze_130: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_16, -1);  rsqrt_16 = None
        unsqueeze_131: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_130, -1);  unsqueeze_130 = None
        sub_16: "f32[1, 240, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_22, unsqueeze_129);  convolution_22 = unsqueeze_129 = None
        mul_41: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(sub_16, unsqueeze_131);  sub_16 = unsqueeze_131 = None
        unsqueeze_132: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg96_1, -1);  arg96_1 = None
        unsqueeze_133: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_132, -1);  unsqueeze_132 = None
        mul_42: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(mul_41, unsqueeze_133);  mul_41 = unsqueeze_133 = None
        unsqueeze_134: "f32[240, 1]" = torch.ops.aten.unsqueeze.default(arg97_1, -1);  arg97_1 = None
        unsqueeze_135: "f32[240, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_134, -1);  unsqueeze_134 = None
        add_44: "f32[1, 240, 14, 14]" = torch.ops.aten.add.Tensor(mul_42, unsqueeze_135);  mul_42 = unsqueeze_135 = None
        add_45: "f32[1, 240, 14, 14]" = torch.ops.aten.add.Tensor(add_44, 3)
        clamp_min_9: "f32[1, 240, 14, 14]" = torch.ops.aten.clamp_min.default(add_45, 0);  add_45 = None
        clamp_max_9: "f32[1, 240, 14, 14]" = torch.ops.aten.clamp_max.default(clamp_min_9, 6);  clamp_min_9 = None
        mul_43: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(add_44, clamp_max_9);  add_44 = clamp_max_9 = None
        div_9: "f32[1, 240, 14, 14]" = torch.ops.aten.div.Tensor(mul_43, 6);  mul_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_3: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(div_9, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_23: "f32[1, 64, 1, 1]" = torch.ops.aten.convolution.default(mean_3, arg98_1, arg99_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_3 = arg98_1 = arg99_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_8: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(convolution_23);  convolution_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_24: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(relu_8, arg100_1, arg101_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = arg100_1 = arg101_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        add_46: "f32[1, 240, 1, 1]" = torch.ops.aten.add.Tensor(convolution_24, 3);  convolution_24 = None
        clamp_min_10: "f32[1, 240, 1, 1]" = torch.ops.aten.clamp_min.default(add_46, 0);  add_46 = None
        clamp_max_10: "f32[1, 240, 1, 1]" = torch.ops.aten.clamp_max.default(clamp_min_10, 6);  clamp_min_10 = None
        div_10: "f32[1, 240, 1, 1]" = torch.ops.aten.div.Tensor(clamp_max_10, 6);  clamp_max_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_44: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(div_10, div_9);  div_10 = div_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_25: "f32[1, 40, 14, 14]" = torch.ops.aten.convolution.default(mul_44, arg102_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_44 = arg102_1 = None
        add_47: "f32[40]" = torch.ops.aten.add.Tensor(arg104_1, 0.001);  arg104_1 = None
        rsqrt_17: "f32[40]" = torch.ops.aten.rsqrt.default(add_47);  add_47 = None
        unsqueeze_136: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg103_1, -1);  arg103_1 = None
        unsqueeze_137: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_136, -1);  unsqueeze_136 = None
        unsqueeze_138: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_17, -1);  rsqrt_17 = None
        unsqueeze_139: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_138, -1);  unsqueeze_138 = None
        sub_17: "f32[1, 40, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_25, unsqueeze_137);  convolution_25 = unsqueeze_137 = None
        mul_45: "f32[1, 40, 14, 14]" = torch.ops.aten.mul.Tensor(sub_17, unsqueeze_139);  sub_17 = unsqueeze_139 = None
        unsqueeze_140: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg105_1, -1);  arg105_1 = None
        unsqueeze_141: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_140, -1);  unsqueeze_140 = None
        mul_46: "f32[1, 40, 14, 14]" = torch.ops.aten.mul.Tensor(mul_45, unsqueeze_141);  mul_45 = unsqueeze_141 = None
        unsqueeze_142: "f32[40, 1]" = torch.ops.aten.unsqueeze.default(arg106_1, -1);  arg106_1 = None
        unsqueeze_143: "f32[40, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_142, -1);  unsqueeze_142 = None
        add_48: "f32[1, 40, 14, 14]" = torch.ops.aten.add.Tensor(mul_46, unsqueeze_143);  mul_46 = unsqueeze_143 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:114 in forward, code: result += input
        add_49: "f32[1, 40, 14, 14]" = torch.ops.aten.add.Tensor(add_48, add_39);  add_48 = add_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_26: "f32[1, 120, 14, 14]" = torch.ops.aten.convolution.default(add_49, arg107_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_49 = arg107_1 = None
        add_50: "f32[120]" = torch.ops.aten.add.Tensor(arg109_1, 0.001);  arg109_1 = None
        rsqrt_18: "f32[120]" = torch.ops.aten.rsqrt.default(add_50);  add_50 = None
        unsqueeze_144: "f32[120, 1]" = torch.ops.aten.unsqueeze.default(arg108_1, -1);  arg108_1 = None
        unsqueeze_145: "f32[120, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_144, -1);  unsqueeze_144 = None
        unsqueeze_146: "f32[120, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_18, -1);  rsqrt_18 = None
        unsqueeze_147: "f32[120, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_146, -1);  unsqueeze_146 = None
        sub_18: "f32[1, 120, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_26, unsqueeze_145);  convolution_26 = unsqueeze_145 = None
        mul_47: "f32[1, 120, 14, 14]" = torch.ops.aten.mul.Tensor(sub_18, unsqueeze_147);  sub_18 = unsqueeze_147 = None
        unsqueeze_148: "f32[120, 1]" = torch.ops.aten.unsqueeze.default(arg110_1, -1);  arg110_1 = None
        unsqueeze_149: "f32[120, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_148, -1);  unsqueeze_148 = None
        mul_48: "f32[1, 120, 14, 14]" = torch.ops.aten.mul.Tensor(mul_47, unsqueeze_149);  mul_47 = unsqueeze_149 = None
        unsqueeze_150: "f32[120, 1]" = torch.ops.aten.unsqueeze.default(arg111_1, -1);  arg111_1 = None
        unsqueeze_151: "f32[120, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_150, -1);  unsqueeze_150 = None
        add_51: "f32[1, 120, 14, 14]" = torch.ops.aten.add.Tensor(mul_48, unsqueeze_151);  mul_48 = unsqueeze_151 = None
        add_52: "f32[1, 120, 14, 14]" = torch.ops.aten.add.Tensor(add_51, 3)
        clamp_min_11: "f32[1, 120, 14, 14]" = torch.ops.aten.clamp_min.default(add_52, 0);  add_52 = None
        clamp_max_11: "f32[1, 120, 14, 14]" = torch.ops.aten.clamp_max.default(clamp_min_11, 6);  clamp_min_11 = None
        mul_49: "f32[1, 120, 14, 14]" = torch.ops.aten.mul.Tensor(add_51, clamp_max_11);  add_51 = clamp_max_11 = None
        div_11: "f32[1, 120, 14, 14]" = torch.ops.aten.div.Tensor(mul_49, 6);  mul_49 = None
        convolution_27: "f32[1, 120, 14, 14]" = torch.ops.aten.convolution.default(div_11, arg112_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 120);  div_11 = arg112_1 = None
        add_53: "f32[120]" = torch.ops.aten.add.Tensor(arg114_1, 0.001);  arg114_1 = None
        rsqrt_19: "f32[120]" = torch.ops.aten.rsqrt.default(add_53);  add_53 = None
        unsqueeze_152: "f32[120, 1]" = torch.ops.aten.unsqueeze.default(arg113_1, -1);  arg113_1 = None
        unsqueeze_153: "f32[120, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_152, -1);  unsqueeze_152 = None
        unsqueeze_154: "f32[120, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_19, -1);  rsqrt_19 = None
        unsqueeze_155: "f32[120, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_154, -1);  unsqueeze_154 = None
        sub_19: "f32[1, 120, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_27, unsqueeze_153);  convolution_27 = unsqueeze_153 = None
        mul_50: "f32[1, 120, 14, 14]" = torch.ops.aten.mul.Tensor(sub_19, unsqueeze_155);  sub_19 = unsqueeze_155 = None
        unsqueeze_156: "f32[120, 1]" = torch.ops.aten.unsqueeze.default(arg115_1, -1);  arg115_1 = None
        unsqueeze_157: "f32[120, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_156, -1);  unsqueeze_156 = None
        mul_51: "f32[1, 120, 14, 14]" = torch.ops.aten.mul.Tensor(mul_50, unsqueeze_157);  mul_50 = unsqueeze_157 = None
        unsqueeze_158: "f32[120, 1]" = torch.ops.aten.unsqueeze.default(arg116_1, -1);  arg116_1 = None
        unsqueeze_159: "f32[120, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_158, -1);  unsqueeze_158 = None
        add_54: "f32[1, 120, 14, 14]" = torch.ops.aten.add.Tensor(mul_51, unsqueeze_159);  mul_51 = unsqueeze_159 = None
        add_55: "f32[1, 120, 14, 14]" = torch.ops.aten.add.Tensor(add_54, 3)
        clamp_min_12: "f32[1, 120, 14, 14]" = torch.ops.aten.clamp_min.default(add_55, 0);  add_55 = None
        clamp_max_12: "f32[1, 120, 14, 14]" = torch.ops.aten.clamp_max.default(clamp_min_12, 6);  clamp_min_12 = None
        mul_52: "f32[1, 120, 14, 14]" = torch.ops.aten.mul.Tensor(add_54, clamp_max_12);  add_54 = clamp_max_12 = None
        div_12: "f32[1, 120, 14, 14]" = torch.ops.aten.div.Tensor(mul_52, 6);  mul_52 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_4: "f32[1, 120, 1, 1]" = torch.ops.aten.mean.dim(div_12, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_28: "f32[1, 32, 1, 1]" = torch.ops.aten.convolution.default(mean_4, arg117_1, arg118_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_4 = arg117_1 = arg118_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_9: "f32[1, 32, 1, 1]" = torch.ops.aten.relu.default(convolution_28);  convolution_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_29: "f32[1, 120, 1, 1]" = torch.ops.aten.convolution.default(relu_9, arg119_1, arg120_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_9 = arg119_1 = arg120_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        add_56: "f32[1, 120, 1, 1]" = torch.ops.aten.add.Tensor(convolution_29, 3);  convolution_29 = None
        clamp_min_13: "f32[1, 120, 1, 1]" = torch.ops.aten.clamp_min.default(add_56, 0);  add_56 = None
        clamp_max_13: "f32[1, 120, 1, 1]" = torch.ops.aten.clamp_max.default(clamp_min_13, 6);  clamp_min_13 = None
        div_13: "f32[1, 120, 1, 1]" = torch.ops.aten.div.Tensor(clamp_max_13, 6);  clamp_max_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_53: "f32[1, 120, 14, 14]" = torch.ops.aten.mul.Tensor(div_13, div_12);  div_13 = div_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_30: "f32[1, 48, 14, 14]" = torch.ops.aten.convolution.default(mul_53, arg121_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_53 = arg121_1 = None
        add_57: "f32[48]" = torch.ops.aten.add.Tensor(arg123_1, 0.001);  arg123_1 = None
        rsqrt_20: "f32[48]" = torch.ops.aten.rsqrt.default(add_57);  add_57 = None
        unsqueeze_160: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg122_1, -1);  arg122_1 = None
        unsqueeze_161: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_160, -1);  unsqueeze_160 = None
        unsqueeze_162: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_20, -1);  rsqrt_20 = None
        unsqueeze_163: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_162, -1);  unsqueeze_162 = None
        sub_20: "f32[1, 48, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_30, unsqueeze_161);  convolution_30 = unsqueeze_161 = None
        mul_54: "f32[1, 48, 14, 14]" = torch.ops.aten.mul.Tensor(sub_20, unsqueeze_163);  sub_20 = unsqueeze_163 = None
        unsqueeze_164: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg124_1, -1);  arg124_1 = None
        unsqueeze_165: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_164, -1);  unsqueeze_164 = None
        mul_55: "f32[1, 48, 14, 14]" = torch.ops.aten.mul.Tensor(mul_54, unsqueeze_165);  mul_54 = unsqueeze_165 = None
        unsqueeze_166: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg125_1, -1);  arg125_1 = None
        unsqueeze_167: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_166, -1);  unsqueeze_166 = None
        add_58: "f32[1, 48, 14, 14]" = torch.ops.aten.add.Tensor(mul_55, unsqueeze_167);  mul_55 = unsqueeze_167 = None
        convolution_31: "f32[1, 144, 14, 14]" = torch.ops.aten.convolution.default(add_58, arg126_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg126_1 = None
        add_59: "f32[144]" = torch.ops.aten.add.Tensor(arg128_1, 0.001);  arg128_1 = None
        rsqrt_21: "f32[144]" = torch.ops.aten.rsqrt.default(add_59);  add_59 = None
        unsqueeze_168: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg127_1, -1);  arg127_1 = None
        unsqueeze_169: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_168, -1);  unsqueeze_168 = None
        unsqueeze_170: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_21, -1);  rsqrt_21 = None
        unsqueeze_171: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_170, -1);  unsqueeze_170 = None
        sub_21: "f32[1, 144, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_31, unsqueeze_169);  convolution_31 = unsqueeze_169 = None
        mul_56: "f32[1, 144, 14, 14]" = torch.ops.aten.mul.Tensor(sub_21, unsqueeze_171);  sub_21 = unsqueeze_171 = None
        unsqueeze_172: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg129_1, -1);  arg129_1 = None
        unsqueeze_173: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_172, -1);  unsqueeze_172 = None
        mul_57: "f32[1, 144, 14, 14]" = torch.ops.aten.mul.Tensor(mul_56, unsqueeze_173);  mul_56 = unsqueeze_173 = None
        unsqueeze_174: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg130_1, -1);  arg130_1 = None
        unsqueeze_175: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_174, -1);  unsqueeze_174 = None
        add_60: "f32[1, 144, 14, 14]" = torch.ops.aten.add.Tensor(mul_57, unsqueeze_175);  mul_57 = unsqueeze_175 = None
        add_61: "f32[1, 144, 14, 14]" = torch.ops.aten.add.Tensor(add_60, 3)
        clamp_min_14: "f32[1, 144, 14, 14]" = torch.ops.aten.clamp_min.default(add_61, 0);  add_61 = None
        clamp_max_14: "f32[1, 144, 14, 14]" = torch.ops.aten.clamp_max.default(clamp_min_14, 6);  clamp_min_14 = None
        mul_58: "f32[1, 144, 14, 14]" = torch.ops.aten.mul.Tensor(add_60, clamp_max_14);  add_60 = clamp_max_14 = None
        div_14: "f32[1, 144, 14, 14]" = torch.ops.aten.div.Tensor(mul_58, 6);  mul_58 = None
        convolution_32: "f32[1, 144, 14, 14]" = torch.ops.aten.convolution.default(div_14, arg131_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 144);  div_14 = arg131_1 = None
        add_62: "f32[144]" = torch.ops.aten.add.Tensor(arg133_1, 0.001);  arg133_1 = None
        rsqrt_22: "f32[144]" = torch.ops.aten.rsqrt.default(add_62);  add_62 = None
        unsqueeze_176: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg132_1, -1);  arg132_1 = None
        unsqueeze_177: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_176, -1);  unsqueeze_176 = None
        unsqueeze_178: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_22, -1);  rsqrt_22 = None
        unsqueeze_179: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_178, -1);  unsqueeze_178 = None
        sub_22: "f32[1, 144, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_32, unsqueeze_177);  convolution_32 = unsqueeze_177 = None
        mul_59: "f32[1, 144, 14, 14]" = torch.ops.aten.mul.Tensor(sub_22, unsqueeze_179);  sub_22 = unsqueeze_179 = None
        unsqueeze_180: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg134_1, -1);  arg134_1 = None
        unsqueeze_181: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_180, -1);  unsqueeze_180 = None
        mul_60: "f32[1, 144, 14, 14]" = torch.ops.aten.mul.Tensor(mul_59, unsqueeze_181);  mul_59 = unsqueeze_181 = None
        unsqueeze_182: "f32[144, 1]" = torch.ops.aten.unsqueeze.default(arg135_1, -1);  arg135_1 = None
        unsqueeze_183: "f32[144, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_182, -1);  unsqueeze_182 = None
        add_63: "f32[1, 144, 14, 14]" = torch.ops.aten.add.Tensor(mul_60, unsqueeze_183);  mul_60 = unsqueeze_183 = None
        add_64: "f32[1, 144, 14, 14]" = torch.ops.aten.add.Tensor(add_63, 3)
        clamp_min_15: "f32[1, 144, 14, 14]" = torch.ops.aten.clamp_min.default(add_64, 0);  add_64 = None
        clamp_max_15: "f32[1, 144, 14, 14]" = torch.ops.aten.clamp_max.default(clamp_min_15, 6);  clamp_min_15 = None
        mul_61: "f32[1, 144, 14, 14]" = torch.ops.aten.mul.Tensor(add_63, clamp_max_15);  add_63 = clamp_max_15 = None
        div_15: "f32[1, 144, 14, 14]" = torch.ops.aten.div.Tensor(mul_61, 6);  mul_61 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_5: "f32[1, 144, 1, 1]" = torch.ops.aten.mean.dim(div_15, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_33: "f32[1, 40, 1, 1]" = torch.ops.aten.convolution.default(mean_5, arg136_1, arg137_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_5 = arg136_1 = arg137_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_10: "f32[1, 40, 1, 1]" = torch.ops.aten.relu.default(convolution_33);  convolution_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_34: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(relu_10, arg138_1, arg139_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_10 = arg138_1 = arg139_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        add_65: "f32[1, 144, 1, 1]" = torch.ops.aten.add.Tensor(convolution_34, 3);  convolution_34 = None
        clamp_min_16: "f32[1, 144, 1, 1]" = torch.ops.aten.clamp_min.default(add_65, 0);  add_65 = None
        clamp_max_16: "f32[1, 144, 1, 1]" = torch.ops.aten.clamp_max.default(clamp_min_16, 6);  clamp_min_16 = None
        div_16: "f32[1, 144, 1, 1]" = torch.ops.aten.div.Tensor(clamp_max_16, 6);  clamp_max_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_62: "f32[1, 144, 14, 14]" = torch.ops.aten.mul.Tensor(div_16, div_15);  div_16 = div_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_35: "f32[1, 48, 14, 14]" = torch.ops.aten.convolution.default(mul_62, arg140_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_62 = arg140_1 = None
        add_66: "f32[48]" = torch.ops.aten.add.Tensor(arg142_1, 0.001);  arg142_1 = None
        rsqrt_23: "f32[48]" = torch.ops.aten.rsqrt.default(add_66);  add_66 = None
        unsqueeze_184: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg141_1, -1);  arg141_1 = None
        unsqueeze_185: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_184, -1);  unsqueeze_184 = None
        unsqueeze_186: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_23, -1);  rsqrt_23 = None
        unsqueeze_187: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_186, -1);  unsqueeze_186 = None
        sub_23: "f32[1, 48, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_35, unsqueeze_185);  convolution_35 = unsqueeze_185 = None
        mul_63: "f32[1, 48, 14, 14]" = torch.ops.aten.mul.Tensor(sub_23, unsqueeze_187);  sub_23 = unsqueeze_187 = None
        unsqueeze_188: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg143_1, -1);  arg143_1 = None
        unsqueeze_189: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_188, -1);  unsqueeze_188 = None
        mul_64: "f32[1, 48, 14, 14]" = torch.ops.aten.mul.Tensor(mul_63, unsqueeze_189);  mul_63 = unsqueeze_189 = None
        unsqueeze_190: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg144_1, -1);  arg144_1 = None
        unsqueeze_191: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_190, -1);  unsqueeze_190 = None
        add_67: "f32[1, 48, 14, 14]" = torch.ops.aten.add.Tensor(mul_64, unsqueeze_191);  mul_64 = unsqueeze_191 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:114 in forward, code: result += input
        add_68: "f32[1, 48, 14, 14]" = torch.ops.aten.add.Tensor(add_67, add_58);  add_67 = add_58 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_36: "f32[1, 288, 14, 14]" = torch.ops.aten.convolution.default(add_68, arg145_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_68 = arg145_1 = None
        add_69: "f32[288]" = torch.ops.aten.add.Tensor(arg147_1, 0.001);  arg147_1 = None
        rsqrt_24: "f32[288]" = torch.ops.aten.rsqrt.default(add_69);  add_69 = None
        unsqueeze_192: "f32[288, 1]" = torch.ops.aten.unsqueeze.default(arg146_1, -1);  arg146_1 = None
        unsqueeze_193: "f32[288, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_192, -1);  unsqueeze_192 = None
        unsqueeze_194: "f32[288, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_24, -1);  rsqrt_24 = None
        unsqueeze_195: "f32[288, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_194, -1);  unsqueeze_194 = None
        sub_24: "f32[1, 288, 14, 14]" = torch.ops.aten.sub.Tensor(convolution_36, unsqueeze_193);  convolution_36 = unsqueeze_193 = None
        mul_65: "f32[1, 288, 14, 14]" = torch.ops.aten.mul.Tensor(sub_24, unsqueeze_195);  sub_24 = unsqueeze_195 = None
        unsqueeze_196: "f32[288, 1]" = torch.ops.aten.unsqueeze.default(arg148_1, -1);  arg148_1 = None
        unsqueeze_197: "f32[288, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_196, -1);  unsqueeze_196 = None
        mul_66: "f32[1, 288, 14, 14]" = torch.ops.aten.mul.Tensor(mul_65, unsqueeze_197);  mul_65 = unsqueeze_197 = None
        unsqueeze_198: "f32[288, 1]" = torch.ops.aten.unsqueeze.default(arg149_1, -1);  arg149_1 = None
        unsqueeze_199: "f32[288, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_198, -1);  unsqueeze_198 = None
        add_70: "f32[1, 288, 14, 14]" = torch.ops.aten.add.Tensor(mul_66, unsqueeze_199);  mul_66 = unsqueeze_199 = None
        add_71: "f32[1, 288, 14, 14]" = torch.ops.aten.add.Tensor(add_70, 3)
        clamp_min_17: "f32[1, 288, 14, 14]" = torch.ops.aten.clamp_min.default(add_71, 0);  add_71 = None
        clamp_max_17: "f32[1, 288, 14, 14]" = torch.ops.aten.clamp_max.default(clamp_min_17, 6);  clamp_min_17 = None
        mul_67: "f32[1, 288, 14, 14]" = torch.ops.aten.mul.Tensor(add_70, clamp_max_17);  add_70 = clamp_max_17 = None
        div_17: "f32[1, 288, 14, 14]" = torch.ops.aten.div.Tensor(mul_67, 6);  mul_67 = None
        convolution_37: "f32[1, 288, 7, 7]" = torch.ops.aten.convolution.default(div_17, arg150_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 288);  div_17 = arg150_1 = None
        add_72: "f32[288]" = torch.ops.aten.add.Tensor(arg152_1, 0.001);  arg152_1 = None
        rsqrt_25: "f32[288]" = torch.ops.aten.rsqrt.default(add_72);  add_72 = None
        unsqueeze_200: "f32[288, 1]" = torch.ops.aten.unsqueeze.default(arg151_1, -1);  arg151_1 = None
        unsqueeze_201: "f32[288, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_200, -1);  unsqueeze_200 = None
        unsqueeze_202: "f32[288, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_25, -1);  rsqrt_25 = None
        unsqueeze_203: "f32[288, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_202, -1);  unsqueeze_202 = None
        sub_25: "f32[1, 288, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_37, unsqueeze_201);  convolution_37 = unsqueeze_201 = None
        mul_68: "f32[1, 288, 7, 7]" = torch.ops.aten.mul.Tensor(sub_25, unsqueeze_203);  sub_25 = unsqueeze_203 = None
        unsqueeze_204: "f32[288, 1]" = torch.ops.aten.unsqueeze.default(arg153_1, -1);  arg153_1 = None
        unsqueeze_205: "f32[288, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_204, -1);  unsqueeze_204 = None
        mul_69: "f32[1, 288, 7, 7]" = torch.ops.aten.mul.Tensor(mul_68, unsqueeze_205);  mul_68 = unsqueeze_205 = None
        unsqueeze_206: "f32[288, 1]" = torch.ops.aten.unsqueeze.default(arg154_1, -1);  arg154_1 = None
        unsqueeze_207: "f32[288, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_206, -1);  unsqueeze_206 = None
        add_73: "f32[1, 288, 7, 7]" = torch.ops.aten.add.Tensor(mul_69, unsqueeze_207);  mul_69 = unsqueeze_207 = None
        add_74: "f32[1, 288, 7, 7]" = torch.ops.aten.add.Tensor(add_73, 3)
        clamp_min_18: "f32[1, 288, 7, 7]" = torch.ops.aten.clamp_min.default(add_74, 0);  add_74 = None
        clamp_max_18: "f32[1, 288, 7, 7]" = torch.ops.aten.clamp_max.default(clamp_min_18, 6);  clamp_min_18 = None
        mul_70: "f32[1, 288, 7, 7]" = torch.ops.aten.mul.Tensor(add_73, clamp_max_18);  add_73 = clamp_max_18 = None
        div_18: "f32[1, 288, 7, 7]" = torch.ops.aten.div.Tensor(mul_70, 6);  mul_70 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_6: "f32[1, 288, 1, 1]" = torch.ops.aten.mean.dim(div_18, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_38: "f32[1, 72, 1, 1]" = torch.ops.aten.convolution.default(mean_6, arg155_1, arg156_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_6 = arg155_1 = arg156_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_11: "f32[1, 72, 1, 1]" = torch.ops.aten.relu.default(convolution_38);  convolution_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_39: "f32[1, 288, 1, 1]" = torch.ops.aten.convolution.default(relu_11, arg157_1, arg158_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_11 = arg157_1 = arg158_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        add_75: "f32[1, 288, 1, 1]" = torch.ops.aten.add.Tensor(convolution_39, 3);  convolution_39 = None
        clamp_min_19: "f32[1, 288, 1, 1]" = torch.ops.aten.clamp_min.default(add_75, 0);  add_75 = None
        clamp_max_19: "f32[1, 288, 1, 1]" = torch.ops.aten.clamp_max.default(clamp_min_19, 6);  clamp_min_19 = None
        div_19: "f32[1, 288, 1, 1]" = torch.ops.aten.div.Tensor(clamp_max_19, 6);  clamp_max_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_71: "f32[1, 288, 7, 7]" = torch.ops.aten.mul.Tensor(div_19, div_18);  div_19 = div_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_40: "f32[1, 96, 7, 7]" = torch.ops.aten.convolution.default(mul_71, arg159_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_71 = arg159_1 = None
        add_76: "f32[96]" = torch.ops.aten.add.Tensor(arg161_1, 0.001);  arg161_1 = None
        rsqrt_26: "f32[96]" = torch.ops.aten.rsqrt.default(add_76);  add_76 = None
        unsqueeze_208: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg160_1, -1);  arg160_1 = None
        unsqueeze_209: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_208, -1);  unsqueeze_208 = None
        unsqueeze_210: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_26, -1);  rsqrt_26 = None
        unsqueeze_211: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_210, -1);  unsqueeze_210 = None
        sub_26: "f32[1, 96, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_40, unsqueeze_209);  convolution_40 = unsqueeze_209 = None
        mul_72: "f32[1, 96, 7, 7]" = torch.ops.aten.mul.Tensor(sub_26, unsqueeze_211);  sub_26 = unsqueeze_211 = None
        unsqueeze_212: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg162_1, -1);  arg162_1 = None
        unsqueeze_213: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_212, -1);  unsqueeze_212 = None
        mul_73: "f32[1, 96, 7, 7]" = torch.ops.aten.mul.Tensor(mul_72, unsqueeze_213);  mul_72 = unsqueeze_213 = None
        unsqueeze_214: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg163_1, -1);  arg163_1 = None
        unsqueeze_215: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_214, -1);  unsqueeze_214 = None
        add_77: "f32[1, 96, 7, 7]" = torch.ops.aten.add.Tensor(mul_73, unsqueeze_215);  mul_73 = unsqueeze_215 = None
        convolution_41: "f32[1, 576, 7, 7]" = torch.ops.aten.convolution.default(add_77, arg164_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg164_1 = None
        add_78: "f32[576]" = torch.ops.aten.add.Tensor(arg166_1, 0.001);  arg166_1 = None
        rsqrt_27: "f32[576]" = torch.ops.aten.rsqrt.default(add_78);  add_78 = None
        unsqueeze_216: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg165_1, -1);  arg165_1 = None
        unsqueeze_217: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_216, -1);  unsqueeze_216 = None
        unsqueeze_218: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_27, -1);  rsqrt_27 = None
        unsqueeze_219: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_218, -1);  unsqueeze_218 = None
        sub_27: "f32[1, 576, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_41, unsqueeze_217);  convolution_41 = unsqueeze_217 = None
        mul_74: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(sub_27, unsqueeze_219);  sub_27 = unsqueeze_219 = None
        unsqueeze_220: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg167_1, -1);  arg167_1 = None
        unsqueeze_221: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_220, -1);  unsqueeze_220 = None
        mul_75: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(mul_74, unsqueeze_221);  mul_74 = unsqueeze_221 = None
        unsqueeze_222: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg168_1, -1);  arg168_1 = None
        unsqueeze_223: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_222, -1);  unsqueeze_222 = None
        add_79: "f32[1, 576, 7, 7]" = torch.ops.aten.add.Tensor(mul_75, unsqueeze_223);  mul_75 = unsqueeze_223 = None
        add_80: "f32[1, 576, 7, 7]" = torch.ops.aten.add.Tensor(add_79, 3)
        clamp_min_20: "f32[1, 576, 7, 7]" = torch.ops.aten.clamp_min.default(add_80, 0);  add_80 = None
        clamp_max_20: "f32[1, 576, 7, 7]" = torch.ops.aten.clamp_max.default(clamp_min_20, 6);  clamp_min_20 = None
        mul_76: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(add_79, clamp_max_20);  add_79 = clamp_max_20 = None
        div_20: "f32[1, 576, 7, 7]" = torch.ops.aten.div.Tensor(mul_76, 6);  mul_76 = None
        convolution_42: "f32[1, 576, 7, 7]" = torch.ops.aten.convolution.default(div_20, arg169_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  div_20 = arg169_1 = None
        add_81: "f32[576]" = torch.ops.aten.add.Tensor(arg171_1, 0.001);  arg171_1 = None
        rsqrt_28: "f32[576]" = torch.ops.aten.rsqrt.default(add_81);  add_81 = None
        unsqueeze_224: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg170_1, -1);  arg170_1 = None
        unsqueeze_225: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_224, -1);  unsqueeze_224 = None
        unsqueeze_226: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_28, -1);  rsqrt_28 = None
        unsqueeze_227: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_226, -1);  unsqueeze_226 = None
        sub_28: "f32[1, 576, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_42, unsqueeze_225);  convolution_42 = unsqueeze_225 = None
        mul_77: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(sub_28, unsqueeze_227);  sub_28 = unsqueeze_227 = None
        unsqueeze_228: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg172_1, -1);  arg172_1 = None
        unsqueeze_229: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_228, -1);  unsqueeze_228 = None
        mul_78: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(mul_77, unsqueeze_229);  mul_77 = unsqueeze_229 = None
        unsqueeze_230: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg173_1, -1);  arg173_1 = None
        unsqueeze_231: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_230, -1);  unsqueeze_230 = None
        add_82: "f32[1, 576, 7, 7]" = torch.ops.aten.add.Tensor(mul_78, unsqueeze_231);  mul_78 = unsqueeze_231 = None
        add_83: "f32[1, 576, 7, 7]" = torch.ops.aten.add.Tensor(add_82, 3)
        clamp_min_21: "f32[1, 576, 7, 7]" = torch.ops.aten.clamp_min.default(add_83, 0);  add_83 = None
        clamp_max_21: "f32[1, 576, 7, 7]" = torch.ops.aten.clamp_max.default(clamp_min_21, 6);  clamp_min_21 = None
        mul_79: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(add_82, clamp_max_21);  add_82 = clamp_max_21 = None
        div_21: "f32[1, 576, 7, 7]" = torch.ops.aten.div.Tensor(mul_79, 6);  mul_79 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_7: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(div_21, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_43: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(mean_7, arg174_1, arg175_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_7 = arg174_1 = arg175_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_12: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(convolution_43);  convolution_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_44: "f32[1, 576, 1, 1]" = torch.ops.aten.convolution.default(relu_12, arg176_1, arg177_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_12 = arg176_1 = arg177_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        add_84: "f32[1, 576, 1, 1]" = torch.ops.aten.add.Tensor(convolution_44, 3);  convolution_44 = None
        clamp_min_22: "f32[1, 576, 1, 1]" = torch.ops.aten.clamp_min.default(add_84, 0);  add_84 = None
        clamp_max_22: "f32[1, 576, 1, 1]" = torch.ops.aten.clamp_max.default(clamp_min_22, 6);  clamp_min_22 = None
        div_22: "f32[1, 576, 1, 1]" = torch.ops.aten.div.Tensor(clamp_max_22, 6);  clamp_max_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_80: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(div_22, div_21);  div_22 = div_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_45: "f32[1, 96, 7, 7]" = torch.ops.aten.convolution.default(mul_80, arg178_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_80 = arg178_1 = None
        add_85: "f32[96]" = torch.ops.aten.add.Tensor(arg180_1, 0.001);  arg180_1 = None
        rsqrt_29: "f32[96]" = torch.ops.aten.rsqrt.default(add_85);  add_85 = None
        unsqueeze_232: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg179_1, -1);  arg179_1 = None
        unsqueeze_233: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_232, -1);  unsqueeze_232 = None
        unsqueeze_234: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_29, -1);  rsqrt_29 = None
        unsqueeze_235: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_234, -1);  unsqueeze_234 = None
        sub_29: "f32[1, 96, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_45, unsqueeze_233);  convolution_45 = unsqueeze_233 = None
        mul_81: "f32[1, 96, 7, 7]" = torch.ops.aten.mul.Tensor(sub_29, unsqueeze_235);  sub_29 = unsqueeze_235 = None
        unsqueeze_236: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg181_1, -1);  arg181_1 = None
        unsqueeze_237: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_236, -1);  unsqueeze_236 = None
        mul_82: "f32[1, 96, 7, 7]" = torch.ops.aten.mul.Tensor(mul_81, unsqueeze_237);  mul_81 = unsqueeze_237 = None
        unsqueeze_238: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg182_1, -1);  arg182_1 = None
        unsqueeze_239: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_238, -1);  unsqueeze_238 = None
        add_86: "f32[1, 96, 7, 7]" = torch.ops.aten.add.Tensor(mul_82, unsqueeze_239);  mul_82 = unsqueeze_239 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:114 in forward, code: result += input
        add_87: "f32[1, 96, 7, 7]" = torch.ops.aten.add.Tensor(add_86, add_77);  add_86 = add_77 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_46: "f32[1, 576, 7, 7]" = torch.ops.aten.convolution.default(add_87, arg183_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg183_1 = None
        add_88: "f32[576]" = torch.ops.aten.add.Tensor(arg185_1, 0.001);  arg185_1 = None
        rsqrt_30: "f32[576]" = torch.ops.aten.rsqrt.default(add_88);  add_88 = None
        unsqueeze_240: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg184_1, -1);  arg184_1 = None
        unsqueeze_241: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_240, -1);  unsqueeze_240 = None
        unsqueeze_242: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_30, -1);  rsqrt_30 = None
        unsqueeze_243: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_242, -1);  unsqueeze_242 = None
        sub_30: "f32[1, 576, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_46, unsqueeze_241);  convolution_46 = unsqueeze_241 = None
        mul_83: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(sub_30, unsqueeze_243);  sub_30 = unsqueeze_243 = None
        unsqueeze_244: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg186_1, -1);  arg186_1 = None
        unsqueeze_245: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_244, -1);  unsqueeze_244 = None
        mul_84: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(mul_83, unsqueeze_245);  mul_83 = unsqueeze_245 = None
        unsqueeze_246: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg187_1, -1);  arg187_1 = None
        unsqueeze_247: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_246, -1);  unsqueeze_246 = None
        add_89: "f32[1, 576, 7, 7]" = torch.ops.aten.add.Tensor(mul_84, unsqueeze_247);  mul_84 = unsqueeze_247 = None
        add_90: "f32[1, 576, 7, 7]" = torch.ops.aten.add.Tensor(add_89, 3)
        clamp_min_23: "f32[1, 576, 7, 7]" = torch.ops.aten.clamp_min.default(add_90, 0);  add_90 = None
        clamp_max_23: "f32[1, 576, 7, 7]" = torch.ops.aten.clamp_max.default(clamp_min_23, 6);  clamp_min_23 = None
        mul_85: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(add_89, clamp_max_23);  add_89 = clamp_max_23 = None
        div_23: "f32[1, 576, 7, 7]" = torch.ops.aten.div.Tensor(mul_85, 6);  mul_85 = None
        convolution_47: "f32[1, 576, 7, 7]" = torch.ops.aten.convolution.default(div_23, arg188_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  div_23 = arg188_1 = None
        add_91: "f32[576]" = torch.ops.aten.add.Tensor(arg190_1, 0.001);  arg190_1 = None
        rsqrt_31: "f32[576]" = torch.ops.aten.rsqrt.default(add_91);  add_91 = None
        unsqueeze_248: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg189_1, -1);  arg189_1 = None
        unsqueeze_249: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_248, -1);  unsqueeze_248 = None
        unsqueeze_250: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_31, -1);  rsqrt_31 = None
        unsqueeze_251: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_250, -1);  unsqueeze_250 = None
        sub_31: "f32[1, 576, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_47, unsqueeze_249);  convolution_47 = unsqueeze_249 = None
        mul_86: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(sub_31, unsqueeze_251);  sub_31 = unsqueeze_251 = None
        unsqueeze_252: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg191_1, -1);  arg191_1 = None
        unsqueeze_253: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_252, -1);  unsqueeze_252 = None
        mul_87: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(mul_86, unsqueeze_253);  mul_86 = unsqueeze_253 = None
        unsqueeze_254: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg192_1, -1);  arg192_1 = None
        unsqueeze_255: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_254, -1);  unsqueeze_254 = None
        add_92: "f32[1, 576, 7, 7]" = torch.ops.aten.add.Tensor(mul_87, unsqueeze_255);  mul_87 = unsqueeze_255 = None
        add_93: "f32[1, 576, 7, 7]" = torch.ops.aten.add.Tensor(add_92, 3)
        clamp_min_24: "f32[1, 576, 7, 7]" = torch.ops.aten.clamp_min.default(add_93, 0);  add_93 = None
        clamp_max_24: "f32[1, 576, 7, 7]" = torch.ops.aten.clamp_max.default(clamp_min_24, 6);  clamp_min_24 = None
        mul_88: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(add_92, clamp_max_24);  add_92 = clamp_max_24 = None
        div_24: "f32[1, 576, 7, 7]" = torch.ops.aten.div.Tensor(mul_88, 6);  mul_88 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:253 in _scale, code: scale = self.avgpool(input)
        mean_8: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(div_24, [-1, -2], True)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:254 in _scale, code: scale = self.fc1(scale)
        convolution_48: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(mean_8, arg193_1, arg194_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_8 = arg193_1 = arg194_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:255 in _scale, code: scale = self.activation(scale)
        relu_13: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(convolution_48);  convolution_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:256 in _scale, code: scale = self.fc2(scale)
        convolution_49: "f32[1, 576, 1, 1]" = torch.ops.aten.convolution.default(relu_13, arg195_1, arg196_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_13 = arg195_1 = arg196_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:257 in _scale, code: return self.scale_activation(scale)
        add_94: "f32[1, 576, 1, 1]" = torch.ops.aten.add.Tensor(convolution_49, 3);  convolution_49 = None
        clamp_min_25: "f32[1, 576, 1, 1]" = torch.ops.aten.clamp_min.default(add_94, 0);  add_94 = None
        clamp_max_25: "f32[1, 576, 1, 1]" = torch.ops.aten.clamp_max.default(clamp_min_25, 6);  clamp_min_25 = None
        div_25: "f32[1, 576, 1, 1]" = torch.ops.aten.div.Tensor(clamp_max_25, 6);  clamp_max_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_89: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(div_25, div_24);  div_25 = div_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:112 in forward, code: result = self.block(input)
        convolution_50: "f32[1, 96, 7, 7]" = torch.ops.aten.convolution.default(mul_89, arg197_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_89 = arg197_1 = None
        add_95: "f32[96]" = torch.ops.aten.add.Tensor(arg199_1, 0.001);  arg199_1 = None
        rsqrt_32: "f32[96]" = torch.ops.aten.rsqrt.default(add_95);  add_95 = None
        unsqueeze_256: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg198_1, -1);  arg198_1 = None
        unsqueeze_257: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_256, -1);  unsqueeze_256 = None
        unsqueeze_258: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_32, -1);  rsqrt_32 = None
        unsqueeze_259: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_258, -1);  unsqueeze_258 = None
        sub_32: "f32[1, 96, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_50, unsqueeze_257);  convolution_50 = unsqueeze_257 = None
        mul_90: "f32[1, 96, 7, 7]" = torch.ops.aten.mul.Tensor(sub_32, unsqueeze_259);  sub_32 = unsqueeze_259 = None
        unsqueeze_260: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg200_1, -1);  arg200_1 = None
        unsqueeze_261: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_260, -1);  unsqueeze_260 = None
        mul_91: "f32[1, 96, 7, 7]" = torch.ops.aten.mul.Tensor(mul_90, unsqueeze_261);  mul_90 = unsqueeze_261 = None
        unsqueeze_262: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg201_1, -1);  arg201_1 = None
        unsqueeze_263: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_262, -1);  unsqueeze_262 = None
        add_96: "f32[1, 96, 7, 7]" = torch.ops.aten.add.Tensor(mul_91, unsqueeze_263);  mul_91 = unsqueeze_263 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:114 in forward, code: result += input
        add_97: "f32[1, 96, 7, 7]" = torch.ops.aten.add.Tensor(add_96, add_87);  add_96 = add_87 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:211 in _forward_impl, code: x = self.features(x)
        convolution_51: "f32[1, 576, 7, 7]" = torch.ops.aten.convolution.default(add_97, arg202_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_97 = arg202_1 = None
        add_98: "f32[576]" = torch.ops.aten.add.Tensor(arg204_1, 0.001);  arg204_1 = None
        rsqrt_33: "f32[576]" = torch.ops.aten.rsqrt.default(add_98);  add_98 = None
        unsqueeze_264: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg203_1, -1);  arg203_1 = None
        unsqueeze_265: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_264, -1);  unsqueeze_264 = None
        unsqueeze_266: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_33, -1);  rsqrt_33 = None
        unsqueeze_267: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_266, -1);  unsqueeze_266 = None
        sub_33: "f32[1, 576, 7, 7]" = torch.ops.aten.sub.Tensor(convolution_51, unsqueeze_265);  convolution_51 = unsqueeze_265 = None
        mul_92: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(sub_33, unsqueeze_267);  sub_33 = unsqueeze_267 = None
        unsqueeze_268: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg205_1, -1);  arg205_1 = None
        unsqueeze_269: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_268, -1);  unsqueeze_268 = None
        mul_93: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(mul_92, unsqueeze_269);  mul_92 = unsqueeze_269 = None
        unsqueeze_270: "f32[576, 1]" = torch.ops.aten.unsqueeze.default(arg206_1, -1);  arg206_1 = None
        unsqueeze_271: "f32[576, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_270, -1);  unsqueeze_270 = None
        add_99: "f32[1, 576, 7, 7]" = torch.ops.aten.add.Tensor(mul_93, unsqueeze_271);  mul_93 = unsqueeze_271 = None
        add_100: "f32[1, 576, 7, 7]" = torch.ops.aten.add.Tensor(add_99, 3)
        clamp_min_26: "f32[1, 576, 7, 7]" = torch.ops.aten.clamp_min.default(add_100, 0);  add_100 = None
        clamp_max_26: "f32[1, 576, 7, 7]" = torch.ops.aten.clamp_max.default(clamp_min_26, 6);  clamp_min_26 = None
        mul_94: "f32[1, 576, 7, 7]" = torch.ops.aten.mul.Tensor(add_99, clamp_max_26);  add_99 = clamp_max_26 = None
        div_26: "f32[1, 576, 7, 7]" = torch.ops.aten.div.Tensor(mul_94, 6);  mul_94 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:213 in _forward_impl, code: x = self.avgpool(x)
        mean_9: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(div_26, [-1, -2], True);  div_26 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:214 in _forward_impl, code: x = torch.flatten(x, 1)
        view: "f32[1, 576]" = torch.ops.aten.view.default(mean_9, [1, 576]);  mean_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:216 in _forward_impl, code: x = self.classifier(x)
        permute: "f32[576, 1024]" = torch.ops.aten.permute.default(arg207_1, [1, 0]);  arg207_1 = None
        addmm: "f32[1, 1024]" = torch.ops.aten.addmm.default(arg208_1, view, permute);  arg208_1 = view = permute = None
        add_101: "f32[1, 1024]" = torch.ops.aten.add.Tensor(addmm, 3)
        clamp_min_27: "f32[1, 1024]" = torch.ops.aten.clamp_min.default(add_101, 0);  add_101 = None
        clamp_max_27: "f32[1, 1024]" = torch.ops.aten.clamp_max.default(clamp_min_27, 6);  clamp_min_27 = None
        mul_95: "f32[1, 1024]" = torch.ops.aten.mul.Tensor(addmm, clamp_max_27);  addmm = clamp_max_27 = None
        div_27: "f32[1, 1024]" = torch.ops.aten.div.Tensor(mul_95, 6);  mul_95 = None
        permute_1: "f32[1024, 1000]" = torch.ops.aten.permute.default(arg209_1, [1, 0]);  arg209_1 = None
        addmm_1: "f32[1, 1000]" = torch.ops.aten.addmm.default(arg210_1, div_27, permute_1);  arg210_1 = div_27 = permute_1 = None
        return (addmm_1,)
