


def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1):
    convolution = torch.ops.aten.convolution.default(arg2_1, arg0_1, arg1_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1);  arg2_1 = arg0_1 = arg1_1 = None
    permute = torch.ops.aten.permute.default(convolution, [0, 2, 3, 1]);  convolution = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(permute, [96], arg3_1, arg4_1, 1e-06);  permute = arg3_1 = arg4_1 = None
    getitem = native_layer_norm[0];  native_layer_norm = None
    permute_1 = torch.ops.aten.permute.default(getitem, [0, 3, 1, 2]);  getitem = None
    convolution_1 = torch.ops.aten.convolution.default(permute_1, arg6_1, arg7_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96);  arg6_1 = arg7_1 = None
    permute_2 = torch.ops.aten.permute.default(convolution_1, [0, 2, 3, 1]);  convolution_1 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(permute_2, [96], arg8_1, arg9_1, 1e-06);  permute_2 = arg8_1 = arg9_1 = None
    getitem_3 = native_layer_norm_1[0];  native_layer_norm_1 = None
    view = torch.ops.aten.view.default(getitem_3, [3136, 96]);  getitem_3 = None
    t = torch.ops.aten.t.default(arg10_1);  arg10_1 = None
    addmm = torch.ops.aten.addmm.default(arg11_1, view, t);  arg11_1 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [1, 56, 56, 384]);  addmm = None
    gelu = torch.ops.aten.gelu.default(view_1);  view_1 = None
    view_2 = torch.ops.aten.view.default(gelu, [3136, 384]);  gelu = None
    t_1 = torch.ops.aten.t.default(arg12_1);  arg12_1 = None
    addmm_1 = torch.ops.aten.addmm.default(arg13_1, view_2, t_1);  arg13_1 = view_2 = t_1 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [1, 56, 56, 96]);  addmm_1 = None
    permute_3 = torch.ops.aten.permute.default(view_3, [0, 3, 1, 2]);  view_3 = None
    mul = torch.ops.aten.mul.Tensor(arg5_1, permute_3);  arg5_1 = permute_3 = None
    add = torch.ops.aten.add.Tensor(mul, permute_1);  mul = permute_1 = None
    convolution_2 = torch.ops.aten.convolution.default(add, arg15_1, arg16_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96);  arg15_1 = arg16_1 = None
    permute_4 = torch.ops.aten.permute.default(convolution_2, [0, 2, 3, 1]);  convolution_2 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(permute_4, [96], arg17_1, arg18_1, 1e-06);  permute_4 = arg17_1 = arg18_1 = None
    getitem_6 = native_layer_norm_2[0];  native_layer_norm_2 = None
    view_4 = torch.ops.aten.view.default(getitem_6, [3136, 96]);  getitem_6 = None
    t_2 = torch.ops.aten.t.default(arg19_1);  arg19_1 = None
    addmm_2 = torch.ops.aten.addmm.default(arg20_1, view_4, t_2);  arg20_1 = view_4 = t_2 = None
    view_5 = torch.ops.aten.view.default(addmm_2, [1, 56, 56, 384]);  addmm_2 = None
    gelu_1 = torch.ops.aten.gelu.default(view_5);  view_5 = None
    view_6 = torch.ops.aten.view.default(gelu_1, [3136, 384]);  gelu_1 = None
    t_3 = torch.ops.aten.t.default(arg21_1);  arg21_1 = None
    addmm_3 = torch.ops.aten.addmm.default(arg22_1, view_6, t_3);  arg22_1 = view_6 = t_3 = None
    view_7 = torch.ops.aten.view.default(addmm_3, [1, 56, 56, 96]);  addmm_3 = None
    permute_5 = torch.ops.aten.permute.default(view_7, [0, 3, 1, 2]);  view_7 = None
    mul_1 = torch.ops.aten.mul.Tensor(arg14_1, permute_5);  arg14_1 = permute_5 = None
    add_1 = torch.ops.aten.add.Tensor(mul_1, add);  mul_1 = add = None
    convolution_3 = torch.ops.aten.convolution.default(add_1, arg24_1, arg25_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96);  arg24_1 = arg25_1 = None
    permute_6 = torch.ops.aten.permute.default(convolution_3, [0, 2, 3, 1]);  convolution_3 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(permute_6, [96], arg26_1, arg27_1, 1e-06);  permute_6 = arg26_1 = arg27_1 = None
    getitem_9 = native_layer_norm_3[0];  native_layer_norm_3 = None
    view_8 = torch.ops.aten.view.default(getitem_9, [3136, 96]);  getitem_9 = None
    t_4 = torch.ops.aten.t.default(arg28_1);  arg28_1 = None
    addmm_4 = torch.ops.aten.addmm.default(arg29_1, view_8, t_4);  arg29_1 = view_8 = t_4 = None
    view_9 = torch.ops.aten.view.default(addmm_4, [1, 56, 56, 384]);  addmm_4 = None
    gelu_2 = torch.ops.aten.gelu.default(view_9);  view_9 = None
    view_10 = torch.ops.aten.view.default(gelu_2, [3136, 384]);  gelu_2 = None
    t_5 = torch.ops.aten.t.default(arg30_1);  arg30_1 = None
    addmm_5 = torch.ops.aten.addmm.default(arg31_1, view_10, t_5);  arg31_1 = view_10 = t_5 = None
    view_11 = torch.ops.aten.view.default(addmm_5, [1, 56, 56, 96]);  addmm_5 = None
    permute_7 = torch.ops.aten.permute.default(view_11, [0, 3, 1, 2]);  view_11 = None
    mul_2 = torch.ops.aten.mul.Tensor(arg23_1, permute_7);  arg23_1 = permute_7 = None
    add_2 = torch.ops.aten.add.Tensor(mul_2, add_1);  mul_2 = add_1 = None
    permute_9 = torch.ops.aten.permute.default(add_2, [0, 2, 3, 1]);  add_2 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(permute_9, [96], arg32_1, arg33_1, 1e-06);  permute_9 = arg32_1 = arg33_1 = None
    getitem_12 = native_layer_norm_4[0];  native_layer_norm_4 = None
    permute_10 = torch.ops.aten.permute.default(getitem_12, [0, 3, 1, 2]);  getitem_12 = None
    convolution_4 = torch.ops.aten.convolution.default(permute_10, arg34_1, arg35_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  permute_10 = arg34_1 = arg35_1 = None
    convolution_5 = torch.ops.aten.convolution.default(convolution_4, arg37_1, arg38_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192);  arg37_1 = arg38_1 = None
    permute_11 = torch.ops.aten.permute.default(convolution_5, [0, 2, 3, 1]);  convolution_5 = None
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(permute_11, [192], arg39_1, arg40_1, 1e-06);  permute_11 = arg39_1 = arg40_1 = None
    getitem_15 = native_layer_norm_5[0];  native_layer_norm_5 = None
    view_12 = torch.ops.aten.view.default(getitem_15, [784, 192]);  getitem_15 = None
    t_6 = torch.ops.aten.t.default(arg41_1);  arg41_1 = None
    addmm_6 = torch.ops.aten.addmm.default(arg42_1, view_12, t_6);  arg42_1 = view_12 = t_6 = None
    view_13 = torch.ops.aten.view.default(addmm_6, [1, 28, 28, 768]);  addmm_6 = None
    gelu_3 = torch.ops.aten.gelu.default(view_13);  view_13 = None
    view_14 = torch.ops.aten.view.default(gelu_3, [784, 768]);  gelu_3 = None
    t_7 = torch.ops.aten.t.default(arg43_1);  arg43_1 = None
    addmm_7 = torch.ops.aten.addmm.default(arg44_1, view_14, t_7);  arg44_1 = view_14 = t_7 = None
    view_15 = torch.ops.aten.view.default(addmm_7, [1, 28, 28, 192]);  addmm_7 = None
    permute_12 = torch.ops.aten.permute.default(view_15, [0, 3, 1, 2]);  view_15 = None
    mul_3 = torch.ops.aten.mul.Tensor(arg36_1, permute_12);  arg36_1 = permute_12 = None
    add_3 = torch.ops.aten.add.Tensor(mul_3, convolution_4);  mul_3 = convolution_4 = None
    convolution_6 = torch.ops.aten.convolution.default(add_3, arg46_1, arg47_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192);  arg46_1 = arg47_1 = None
    permute_13 = torch.ops.aten.permute.default(convolution_6, [0, 2, 3, 1]);  convolution_6 = None
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(permute_13, [192], arg48_1, arg49_1, 1e-06);  permute_13 = arg48_1 = arg49_1 = None
    getitem_18 = native_layer_norm_6[0];  native_layer_norm_6 = None
    view_16 = torch.ops.aten.view.default(getitem_18, [784, 192]);  getitem_18 = None
    t_8 = torch.ops.aten.t.default(arg50_1);  arg50_1 = None
    addmm_8 = torch.ops.aten.addmm.default(arg51_1, view_16, t_8);  arg51_1 = view_16 = t_8 = None
    view_17 = torch.ops.aten.view.default(addmm_8, [1, 28, 28, 768]);  addmm_8 = None
    gelu_4 = torch.ops.aten.gelu.default(view_17);  view_17 = None
    view_18 = torch.ops.aten.view.default(gelu_4, [784, 768]);  gelu_4 = None
    t_9 = torch.ops.aten.t.default(arg52_1);  arg52_1 = None
    addmm_9 = torch.ops.aten.addmm.default(arg53_1, view_18, t_9);  arg53_1 = view_18 = t_9 = None
    view_19 = torch.ops.aten.view.default(addmm_9, [1, 28, 28, 192]);  addmm_9 = None
    permute_14 = torch.ops.aten.permute.default(view_19, [0, 3, 1, 2]);  view_19 = None
    mul_4 = torch.ops.aten.mul.Tensor(arg45_1, permute_14);  arg45_1 = permute_14 = None
    add_4 = torch.ops.aten.add.Tensor(mul_4, add_3);  mul_4 = add_3 = None
    convolution_7 = torch.ops.aten.convolution.default(add_4, arg55_1, arg56_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192);  arg55_1 = arg56_1 = None
    permute_15 = torch.ops.aten.permute.default(convolution_7, [0, 2, 3, 1]);  convolution_7 = None
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(permute_15, [192], arg57_1, arg58_1, 1e-06);  permute_15 = arg57_1 = arg58_1 = None
    getitem_21 = native_layer_norm_7[0];  native_layer_norm_7 = None
    view_20 = torch.ops.aten.view.default(getitem_21, [784, 192]);  getitem_21 = None
    t_10 = torch.ops.aten.t.default(arg59_1);  arg59_1 = None
    addmm_10 = torch.ops.aten.addmm.default(arg60_1, view_20, t_10);  arg60_1 = view_20 = t_10 = None
    view_21 = torch.ops.aten.view.default(addmm_10, [1, 28, 28, 768]);  addmm_10 = None
    gelu_5 = torch.ops.aten.gelu.default(view_21);  view_21 = None
    view_22 = torch.ops.aten.view.default(gelu_5, [784, 768]);  gelu_5 = None
    t_11 = torch.ops.aten.t.default(arg61_1);  arg61_1 = None
    addmm_11 = torch.ops.aten.addmm.default(arg62_1, view_22, t_11);  arg62_1 = view_22 = t_11 = None
    view_23 = torch.ops.aten.view.default(addmm_11, [1, 28, 28, 192]);  addmm_11 = None
    permute_16 = torch.ops.aten.permute.default(view_23, [0, 3, 1, 2]);  view_23 = None
    mul_5 = torch.ops.aten.mul.Tensor(arg54_1, permute_16);  arg54_1 = permute_16 = None
    add_5 = torch.ops.aten.add.Tensor(mul_5, add_4);  mul_5 = add_4 = None
    permute_18 = torch.ops.aten.permute.default(add_5, [0, 2, 3, 1]);  add_5 = None
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(permute_18, [192], arg63_1, arg64_1, 1e-06);  permute_18 = arg63_1 = arg64_1 = None
    getitem_24 = native_layer_norm_8[0];  native_layer_norm_8 = None
    permute_19 = torch.ops.aten.permute.default(getitem_24, [0, 3, 1, 2]);  getitem_24 = None
    convolution_8 = torch.ops.aten.convolution.default(permute_19, arg65_1, arg66_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  permute_19 = arg65_1 = arg66_1 = None
    convolution_9 = torch.ops.aten.convolution.default(convolution_8, arg68_1, arg69_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg68_1 = arg69_1 = None
    permute_20 = torch.ops.aten.permute.default(convolution_9, [0, 2, 3, 1]);  convolution_9 = None
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(permute_20, [384], arg70_1, arg71_1, 1e-06);  permute_20 = arg70_1 = arg71_1 = None
    getitem_27 = native_layer_norm_9[0];  native_layer_norm_9 = None
    view_24 = torch.ops.aten.view.default(getitem_27, [196, 384]);  getitem_27 = None
    t_12 = torch.ops.aten.t.default(arg72_1);  arg72_1 = None
    addmm_12 = torch.ops.aten.addmm.default(arg73_1, view_24, t_12);  arg73_1 = view_24 = t_12 = None
    view_25 = torch.ops.aten.view.default(addmm_12, [1, 14, 14, 1536]);  addmm_12 = None
    gelu_6 = torch.ops.aten.gelu.default(view_25);  view_25 = None
    view_26 = torch.ops.aten.view.default(gelu_6, [196, 1536]);  gelu_6 = None
    t_13 = torch.ops.aten.t.default(arg74_1);  arg74_1 = None
    addmm_13 = torch.ops.aten.addmm.default(arg75_1, view_26, t_13);  arg75_1 = view_26 = t_13 = None
    view_27 = torch.ops.aten.view.default(addmm_13, [1, 14, 14, 384]);  addmm_13 = None
    permute_21 = torch.ops.aten.permute.default(view_27, [0, 3, 1, 2]);  view_27 = None
    mul_6 = torch.ops.aten.mul.Tensor(arg67_1, permute_21);  arg67_1 = permute_21 = None
    add_6 = torch.ops.aten.add.Tensor(mul_6, convolution_8);  mul_6 = convolution_8 = None
    convolution_10 = torch.ops.aten.convolution.default(add_6, arg77_1, arg78_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg77_1 = arg78_1 = None
    permute_22 = torch.ops.aten.permute.default(convolution_10, [0, 2, 3, 1]);  convolution_10 = None
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(permute_22, [384], arg79_1, arg80_1, 1e-06);  permute_22 = arg79_1 = arg80_1 = None
    getitem_30 = native_layer_norm_10[0];  native_layer_norm_10 = None
    view_28 = torch.ops.aten.view.default(getitem_30, [196, 384]);  getitem_30 = None
    t_14 = torch.ops.aten.t.default(arg81_1);  arg81_1 = None
    addmm_14 = torch.ops.aten.addmm.default(arg82_1, view_28, t_14);  arg82_1 = view_28 = t_14 = None
    view_29 = torch.ops.aten.view.default(addmm_14, [1, 14, 14, 1536]);  addmm_14 = None
    gelu_7 = torch.ops.aten.gelu.default(view_29);  view_29 = None
    view_30 = torch.ops.aten.view.default(gelu_7, [196, 1536]);  gelu_7 = None
    t_15 = torch.ops.aten.t.default(arg83_1);  arg83_1 = None
    addmm_15 = torch.ops.aten.addmm.default(arg84_1, view_30, t_15);  arg84_1 = view_30 = t_15 = None
    view_31 = torch.ops.aten.view.default(addmm_15, [1, 14, 14, 384]);  addmm_15 = None
    permute_23 = torch.ops.aten.permute.default(view_31, [0, 3, 1, 2]);  view_31 = None
    mul_7 = torch.ops.aten.mul.Tensor(arg76_1, permute_23);  arg76_1 = permute_23 = None
    add_7 = torch.ops.aten.add.Tensor(mul_7, add_6);  mul_7 = add_6 = None
    convolution_11 = torch.ops.aten.convolution.default(add_7, arg86_1, arg87_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg86_1 = arg87_1 = None
    permute_24 = torch.ops.aten.permute.default(convolution_11, [0, 2, 3, 1]);  convolution_11 = None
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(permute_24, [384], arg88_1, arg89_1, 1e-06);  permute_24 = arg88_1 = arg89_1 = None
    getitem_33 = native_layer_norm_11[0];  native_layer_norm_11 = None
    view_32 = torch.ops.aten.view.default(getitem_33, [196, 384]);  getitem_33 = None
    t_16 = torch.ops.aten.t.default(arg90_1);  arg90_1 = None
    addmm_16 = torch.ops.aten.addmm.default(arg91_1, view_32, t_16);  arg91_1 = view_32 = t_16 = None
    view_33 = torch.ops.aten.view.default(addmm_16, [1, 14, 14, 1536]);  addmm_16 = None
    gelu_8 = torch.ops.aten.gelu.default(view_33);  view_33 = None
    view_34 = torch.ops.aten.view.default(gelu_8, [196, 1536]);  gelu_8 = None
    t_17 = torch.ops.aten.t.default(arg92_1);  arg92_1 = None
    addmm_17 = torch.ops.aten.addmm.default(arg93_1, view_34, t_17);  arg93_1 = view_34 = t_17 = None
    view_35 = torch.ops.aten.view.default(addmm_17, [1, 14, 14, 384]);  addmm_17 = None
    permute_25 = torch.ops.aten.permute.default(view_35, [0, 3, 1, 2]);  view_35 = None
    mul_8 = torch.ops.aten.mul.Tensor(arg85_1, permute_25);  arg85_1 = permute_25 = None
    add_8 = torch.ops.aten.add.Tensor(mul_8, add_7);  mul_8 = add_7 = None
    convolution_12 = torch.ops.aten.convolution.default(add_8, arg95_1, arg96_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg95_1 = arg96_1 = None
    permute_26 = torch.ops.aten.permute.default(convolution_12, [0, 2, 3, 1]);  convolution_12 = None
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(permute_26, [384], arg97_1, arg98_1, 1e-06);  permute_26 = arg97_1 = arg98_1 = None
    getitem_36 = native_layer_norm_12[0];  native_layer_norm_12 = None
    view_36 = torch.ops.aten.view.default(getitem_36, [196, 384]);  getitem_36 = None
    t_18 = torch.ops.aten.t.default(arg99_1);  arg99_1 = None
    addmm_18 = torch.ops.aten.addmm.default(arg100_1, view_36, t_18);  arg100_1 = view_36 = t_18 = None
    view_37 = torch.ops.aten.view.default(addmm_18, [1, 14, 14, 1536]);  addmm_18 = None
    gelu_9 = torch.ops.aten.gelu.default(view_37);  view_37 = None
    view_38 = torch.ops.aten.view.default(gelu_9, [196, 1536]);  gelu_9 = None
    t_19 = torch.ops.aten.t.default(arg101_1);  arg101_1 = None
    addmm_19 = torch.ops.aten.addmm.default(arg102_1, view_38, t_19);  arg102_1 = view_38 = t_19 = None
    view_39 = torch.ops.aten.view.default(addmm_19, [1, 14, 14, 384]);  addmm_19 = None
    permute_27 = torch.ops.aten.permute.default(view_39, [0, 3, 1, 2]);  view_39 = None
    mul_9 = torch.ops.aten.mul.Tensor(arg94_1, permute_27);  arg94_1 = permute_27 = None
    add_9 = torch.ops.aten.add.Tensor(mul_9, add_8);  mul_9 = add_8 = None
    convolution_13 = torch.ops.aten.convolution.default(add_9, arg104_1, arg105_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg104_1 = arg105_1 = None
    permute_28 = torch.ops.aten.permute.default(convolution_13, [0, 2, 3, 1]);  convolution_13 = None
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(permute_28, [384], arg106_1, arg107_1, 1e-06);  permute_28 = arg106_1 = arg107_1 = None
    getitem_39 = native_layer_norm_13[0];  native_layer_norm_13 = None
    view_40 = torch.ops.aten.view.default(getitem_39, [196, 384]);  getitem_39 = None
    t_20 = torch.ops.aten.t.default(arg108_1);  arg108_1 = None
    addmm_20 = torch.ops.aten.addmm.default(arg109_1, view_40, t_20);  arg109_1 = view_40 = t_20 = None
    view_41 = torch.ops.aten.view.default(addmm_20, [1, 14, 14, 1536]);  addmm_20 = None
    gelu_10 = torch.ops.aten.gelu.default(view_41);  view_41 = None
    view_42 = torch.ops.aten.view.default(gelu_10, [196, 1536]);  gelu_10 = None
    t_21 = torch.ops.aten.t.default(arg110_1);  arg110_1 = None
    addmm_21 = torch.ops.aten.addmm.default(arg111_1, view_42, t_21);  arg111_1 = view_42 = t_21 = None
    view_43 = torch.ops.aten.view.default(addmm_21, [1, 14, 14, 384]);  addmm_21 = None
    permute_29 = torch.ops.aten.permute.default(view_43, [0, 3, 1, 2]);  view_43 = None
    mul_10 = torch.ops.aten.mul.Tensor(arg103_1, permute_29);  arg103_1 = permute_29 = None
    add_10 = torch.ops.aten.add.Tensor(mul_10, add_9);  mul_10 = add_9 = None
    convolution_14 = torch.ops.aten.convolution.default(add_10, arg113_1, arg114_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg113_1 = arg114_1 = None
    permute_30 = torch.ops.aten.permute.default(convolution_14, [0, 2, 3, 1]);  convolution_14 = None
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(permute_30, [384], arg115_1, arg116_1, 1e-06);  permute_30 = arg115_1 = arg116_1 = None
    getitem_42 = native_layer_norm_14[0];  native_layer_norm_14 = None
    view_44 = torch.ops.aten.view.default(getitem_42, [196, 384]);  getitem_42 = None
    t_22 = torch.ops.aten.t.default(arg117_1);  arg117_1 = None
    addmm_22 = torch.ops.aten.addmm.default(arg118_1, view_44, t_22);  arg118_1 = view_44 = t_22 = None
    view_45 = torch.ops.aten.view.default(addmm_22, [1, 14, 14, 1536]);  addmm_22 = None
    gelu_11 = torch.ops.aten.gelu.default(view_45);  view_45 = None
    view_46 = torch.ops.aten.view.default(gelu_11, [196, 1536]);  gelu_11 = None
    t_23 = torch.ops.aten.t.default(arg119_1);  arg119_1 = None
    addmm_23 = torch.ops.aten.addmm.default(arg120_1, view_46, t_23);  arg120_1 = view_46 = t_23 = None
    view_47 = torch.ops.aten.view.default(addmm_23, [1, 14, 14, 384]);  addmm_23 = None
    permute_31 = torch.ops.aten.permute.default(view_47, [0, 3, 1, 2]);  view_47 = None
    mul_11 = torch.ops.aten.mul.Tensor(arg112_1, permute_31);  arg112_1 = permute_31 = None
    add_11 = torch.ops.aten.add.Tensor(mul_11, add_10);  mul_11 = add_10 = None
    convolution_15 = torch.ops.aten.convolution.default(add_11, arg122_1, arg123_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg122_1 = arg123_1 = None
    permute_32 = torch.ops.aten.permute.default(convolution_15, [0, 2, 3, 1]);  convolution_15 = None
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(permute_32, [384], arg124_1, arg125_1, 1e-06);  permute_32 = arg124_1 = arg125_1 = None
    getitem_45 = native_layer_norm_15[0];  native_layer_norm_15 = None
    view_48 = torch.ops.aten.view.default(getitem_45, [196, 384]);  getitem_45 = None
    t_24 = torch.ops.aten.t.default(arg126_1);  arg126_1 = None
    addmm_24 = torch.ops.aten.addmm.default(arg127_1, view_48, t_24);  arg127_1 = view_48 = t_24 = None
    view_49 = torch.ops.aten.view.default(addmm_24, [1, 14, 14, 1536]);  addmm_24 = None
    gelu_12 = torch.ops.aten.gelu.default(view_49);  view_49 = None
    view_50 = torch.ops.aten.view.default(gelu_12, [196, 1536]);  gelu_12 = None
    t_25 = torch.ops.aten.t.default(arg128_1);  arg128_1 = None
    addmm_25 = torch.ops.aten.addmm.default(arg129_1, view_50, t_25);  arg129_1 = view_50 = t_25 = None
    view_51 = torch.ops.aten.view.default(addmm_25, [1, 14, 14, 384]);  addmm_25 = None
    permute_33 = torch.ops.aten.permute.default(view_51, [0, 3, 1, 2]);  view_51 = None
    mul_12 = torch.ops.aten.mul.Tensor(arg121_1, permute_33);  arg121_1 = permute_33 = None
    add_12 = torch.ops.aten.add.Tensor(mul_12, add_11);  mul_12 = add_11 = None
    convolution_16 = torch.ops.aten.convolution.default(add_12, arg131_1, arg132_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg131_1 = arg132_1 = None
    permute_34 = torch.ops.aten.permute.default(convolution_16, [0, 2, 3, 1]);  convolution_16 = None
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(permute_34, [384], arg133_1, arg134_1, 1e-06);  permute_34 = arg133_1 = arg134_1 = None
    getitem_48 = native_layer_norm_16[0];  native_layer_norm_16 = None
    view_52 = torch.ops.aten.view.default(getitem_48, [196, 384]);  getitem_48 = None
    t_26 = torch.ops.aten.t.default(arg135_1);  arg135_1 = None
    addmm_26 = torch.ops.aten.addmm.default(arg136_1, view_52, t_26);  arg136_1 = view_52 = t_26 = None
    view_53 = torch.ops.aten.view.default(addmm_26, [1, 14, 14, 1536]);  addmm_26 = None
    gelu_13 = torch.ops.aten.gelu.default(view_53);  view_53 = None
    view_54 = torch.ops.aten.view.default(gelu_13, [196, 1536]);  gelu_13 = None
    t_27 = torch.ops.aten.t.default(arg137_1);  arg137_1 = None
    addmm_27 = torch.ops.aten.addmm.default(arg138_1, view_54, t_27);  arg138_1 = view_54 = t_27 = None
    view_55 = torch.ops.aten.view.default(addmm_27, [1, 14, 14, 384]);  addmm_27 = None
    permute_35 = torch.ops.aten.permute.default(view_55, [0, 3, 1, 2]);  view_55 = None
    mul_13 = torch.ops.aten.mul.Tensor(arg130_1, permute_35);  arg130_1 = permute_35 = None
    add_13 = torch.ops.aten.add.Tensor(mul_13, add_12);  mul_13 = add_12 = None
    convolution_17 = torch.ops.aten.convolution.default(add_13, arg140_1, arg141_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg140_1 = arg141_1 = None
    permute_36 = torch.ops.aten.permute.default(convolution_17, [0, 2, 3, 1]);  convolution_17 = None
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(permute_36, [384], arg142_1, arg143_1, 1e-06);  permute_36 = arg142_1 = arg143_1 = None
    getitem_51 = native_layer_norm_17[0];  native_layer_norm_17 = None
    view_56 = torch.ops.aten.view.default(getitem_51, [196, 384]);  getitem_51 = None
    t_28 = torch.ops.aten.t.default(arg144_1);  arg144_1 = None
    addmm_28 = torch.ops.aten.addmm.default(arg145_1, view_56, t_28);  arg145_1 = view_56 = t_28 = None
    view_57 = torch.ops.aten.view.default(addmm_28, [1, 14, 14, 1536]);  addmm_28 = None
    gelu_14 = torch.ops.aten.gelu.default(view_57);  view_57 = None
    view_58 = torch.ops.aten.view.default(gelu_14, [196, 1536]);  gelu_14 = None
    t_29 = torch.ops.aten.t.default(arg146_1);  arg146_1 = None
    addmm_29 = torch.ops.aten.addmm.default(arg147_1, view_58, t_29);  arg147_1 = view_58 = t_29 = None
    view_59 = torch.ops.aten.view.default(addmm_29, [1, 14, 14, 384]);  addmm_29 = None
    permute_37 = torch.ops.aten.permute.default(view_59, [0, 3, 1, 2]);  view_59 = None
    mul_14 = torch.ops.aten.mul.Tensor(arg139_1, permute_37);  arg139_1 = permute_37 = None
    add_14 = torch.ops.aten.add.Tensor(mul_14, add_13);  mul_14 = add_13 = None
    permute_39 = torch.ops.aten.permute.default(add_14, [0, 2, 3, 1]);  add_14 = None
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(permute_39, [384], arg148_1, arg149_1, 1e-06);  permute_39 = arg148_1 = arg149_1 = None
    getitem_54 = native_layer_norm_18[0];  native_layer_norm_18 = None
    permute_40 = torch.ops.aten.permute.default(getitem_54, [0, 3, 1, 2]);  getitem_54 = None
    convolution_18 = torch.ops.aten.convolution.default(permute_40, arg150_1, arg151_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  permute_40 = arg150_1 = arg151_1 = None
    convolution_19 = torch.ops.aten.convolution.default(convolution_18, arg153_1, arg154_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768);  arg153_1 = arg154_1 = None
    permute_41 = torch.ops.aten.permute.default(convolution_19, [0, 2, 3, 1]);  convolution_19 = None
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(permute_41, [768], arg155_1, arg156_1, 1e-06);  permute_41 = arg155_1 = arg156_1 = None
    getitem_57 = native_layer_norm_19[0];  native_layer_norm_19 = None
    view_60 = torch.ops.aten.view.default(getitem_57, [49, 768]);  getitem_57 = None
    t_30 = torch.ops.aten.t.default(arg157_1);  arg157_1 = None
    addmm_30 = torch.ops.aten.addmm.default(arg158_1, view_60, t_30);  arg158_1 = view_60 = t_30 = None
    view_61 = torch.ops.aten.view.default(addmm_30, [1, 7, 7, 3072]);  addmm_30 = None
    gelu_15 = torch.ops.aten.gelu.default(view_61);  view_61 = None
    view_62 = torch.ops.aten.view.default(gelu_15, [49, 3072]);  gelu_15 = None
    t_31 = torch.ops.aten.t.default(arg159_1);  arg159_1 = None
    addmm_31 = torch.ops.aten.addmm.default(arg160_1, view_62, t_31);  arg160_1 = view_62 = t_31 = None
    view_63 = torch.ops.aten.view.default(addmm_31, [1, 7, 7, 768]);  addmm_31 = None
    permute_42 = torch.ops.aten.permute.default(view_63, [0, 3, 1, 2]);  view_63 = None
    mul_15 = torch.ops.aten.mul.Tensor(arg152_1, permute_42);  arg152_1 = permute_42 = None
    add_15 = torch.ops.aten.add.Tensor(mul_15, convolution_18);  mul_15 = convolution_18 = None
    convolution_20 = torch.ops.aten.convolution.default(add_15, arg162_1, arg163_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768);  arg162_1 = arg163_1 = None
    permute_43 = torch.ops.aten.permute.default(convolution_20, [0, 2, 3, 1]);  convolution_20 = None
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(permute_43, [768], arg164_1, arg165_1, 1e-06);  permute_43 = arg164_1 = arg165_1 = None
    getitem_60 = native_layer_norm_20[0];  native_layer_norm_20 = None
    view_64 = torch.ops.aten.view.default(getitem_60, [49, 768]);  getitem_60 = None
    t_32 = torch.ops.aten.t.default(arg166_1);  arg166_1 = None
    addmm_32 = torch.ops.aten.addmm.default(arg167_1, view_64, t_32);  arg167_1 = view_64 = t_32 = None
    view_65 = torch.ops.aten.view.default(addmm_32, [1, 7, 7, 3072]);  addmm_32 = None
    gelu_16 = torch.ops.aten.gelu.default(view_65);  view_65 = None
    view_66 = torch.ops.aten.view.default(gelu_16, [49, 3072]);  gelu_16 = None
    t_33 = torch.ops.aten.t.default(arg168_1);  arg168_1 = None
    addmm_33 = torch.ops.aten.addmm.default(arg169_1, view_66, t_33);  arg169_1 = view_66 = t_33 = None
    view_67 = torch.ops.aten.view.default(addmm_33, [1, 7, 7, 768]);  addmm_33 = None
    permute_44 = torch.ops.aten.permute.default(view_67, [0, 3, 1, 2]);  view_67 = None
    mul_16 = torch.ops.aten.mul.Tensor(arg161_1, permute_44);  arg161_1 = permute_44 = None
    add_16 = torch.ops.aten.add.Tensor(mul_16, add_15);  mul_16 = add_15 = None
    convolution_21 = torch.ops.aten.convolution.default(add_16, arg171_1, arg172_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768);  arg171_1 = arg172_1 = None
    permute_45 = torch.ops.aten.permute.default(convolution_21, [0, 2, 3, 1]);  convolution_21 = None
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(permute_45, [768], arg173_1, arg174_1, 1e-06);  permute_45 = arg173_1 = arg174_1 = None
    getitem_63 = native_layer_norm_21[0];  native_layer_norm_21 = None
    view_68 = torch.ops.aten.view.default(getitem_63, [49, 768]);  getitem_63 = None
    t_34 = torch.ops.aten.t.default(arg175_1);  arg175_1 = None
    addmm_34 = torch.ops.aten.addmm.default(arg176_1, view_68, t_34);  arg176_1 = view_68 = t_34 = None
    view_69 = torch.ops.aten.view.default(addmm_34, [1, 7, 7, 3072]);  addmm_34 = None
    gelu_17 = torch.ops.aten.gelu.default(view_69);  view_69 = None
    view_70 = torch.ops.aten.view.default(gelu_17, [49, 3072]);  gelu_17 = None
    t_35 = torch.ops.aten.t.default(arg177_1);  arg177_1 = None
    addmm_35 = torch.ops.aten.addmm.default(arg178_1, view_70, t_35);  arg178_1 = view_70 = t_35 = None
    view_71 = torch.ops.aten.view.default(addmm_35, [1, 7, 7, 768]);  addmm_35 = None
    permute_46 = torch.ops.aten.permute.default(view_71, [0, 3, 1, 2]);  view_71 = None
    mul_17 = torch.ops.aten.mul.Tensor(arg170_1, permute_46);  arg170_1 = permute_46 = None
    add_17 = torch.ops.aten.add.Tensor(mul_17, add_16);  mul_17 = add_16 = None
    mean = torch.ops.aten.mean.dim(add_17, [-1, -2], True);  add_17 = None
    as_strided = torch.ops.aten.as_strided.default(mean, [1, 768, 1, 1], [768, 1, 768, 768]);  mean = None
    permute_47 = torch.ops.aten.permute.default(as_strided, [0, 2, 3, 1]);  as_strided = None
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(permute_47, [768], arg179_1, arg180_1, 1e-06);  permute_47 = arg179_1 = arg180_1 = None
    getitem_66 = native_layer_norm_22[0];  native_layer_norm_22 = None
    permute_48 = torch.ops.aten.permute.default(getitem_66, [0, 3, 1, 2]);  getitem_66 = None
    view_72 = torch.ops.aten.view.default(permute_48, [1, 768]);  permute_48 = None
    t_36 = torch.ops.aten.t.default(arg181_1);  arg181_1 = None
    addmm_36 = torch.ops.aten.addmm.default(arg182_1, view_72, t_36);  arg182_1 = view_72 = t_36 = None
    return (addmm_36,)
    