


def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1):
    convolution = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None
    _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, arg4_1, arg5_1, arg2_1, arg3_1, 0.1, 1e-05);  convolution = arg4_1 = arg5_1 = arg2_1 = arg3_1 = None
    getitem = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [3, 3], [2, 2], [1, 1]);  relu = None
    getitem_3 = max_pool2d_with_indices[0];  max_pool2d_with_indices = None
    convolution_1 = torch.ops.aten.convolution.default(getitem_3, arg6_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg6_1 = None
    _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, arg9_1, arg10_1, arg7_1, arg8_1, 0.1, 1e-05);  convolution_1 = arg9_1 = arg10_1 = arg7_1 = arg8_1 = None
    getitem_5 = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None
    relu_1 = torch.ops.aten.relu.default(getitem_5);  getitem_5 = None
    convolution_2 = torch.ops.aten.convolution.default(relu_1, arg11_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_1 = arg11_1 = None
    _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_2, arg14_1, arg15_1, arg12_1, arg13_1, 0.1, 1e-05);  convolution_2 = arg14_1 = arg15_1 = arg12_1 = arg13_1 = None
    getitem_8 = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None
    relu_2 = torch.ops.aten.relu.default(getitem_8);  getitem_8 = None
    convolution_3 = torch.ops.aten.convolution.default(relu_2, arg16_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_2 = arg16_1 = None
    _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_3, arg19_1, arg20_1, arg17_1, arg18_1, 0.1, 1e-05);  convolution_3 = arg19_1 = arg20_1 = arg17_1 = arg18_1 = None
    getitem_11 = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None
    convolution_4 = torch.ops.aten.convolution.default(getitem_3, arg21_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_3 = arg21_1 = None
    _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_4, arg24_1, arg25_1, arg22_1, arg23_1, 0.1, 1e-05);  convolution_4 = arg24_1 = arg25_1 = arg22_1 = arg23_1 = None
    getitem_14 = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None
    add = torch.ops.aten.add.Tensor(getitem_11, getitem_14);  getitem_11 = getitem_14 = None
    relu_3 = torch.ops.aten.relu.default(add);  add = None
    convolution_5 = torch.ops.aten.convolution.default(relu_3, arg26_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg26_1 = None
    _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, arg29_1, arg30_1, arg27_1, arg28_1, 0.1, 1e-05);  convolution_5 = arg29_1 = arg30_1 = arg27_1 = arg28_1 = None
    getitem_17 = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None
    relu_4 = torch.ops.aten.relu.default(getitem_17);  getitem_17 = None
    convolution_6 = torch.ops.aten.convolution.default(relu_4, arg31_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_4 = arg31_1 = None
    _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_6, arg34_1, arg35_1, arg32_1, arg33_1, 0.1, 1e-05);  convolution_6 = arg34_1 = arg35_1 = arg32_1 = arg33_1 = None
    getitem_20 = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None
    relu_5 = torch.ops.aten.relu.default(getitem_20);  getitem_20 = None
    convolution_7 = torch.ops.aten.convolution.default(relu_5, arg36_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_5 = arg36_1 = None
    _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_7, arg39_1, arg40_1, arg37_1, arg38_1, 0.1, 1e-05);  convolution_7 = arg39_1 = arg40_1 = arg37_1 = arg38_1 = None
    getitem_23 = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_23, relu_3);  getitem_23 = relu_3 = None
    relu_6 = torch.ops.aten.relu.default(add_1);  add_1 = None
    convolution_8 = torch.ops.aten.convolution.default(relu_6, arg41_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg41_1 = None
    _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_8, arg44_1, arg45_1, arg42_1, arg43_1, 0.1, 1e-05);  convolution_8 = arg44_1 = arg45_1 = arg42_1 = arg43_1 = None
    getitem_26 = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None
    relu_7 = torch.ops.aten.relu.default(getitem_26);  getitem_26 = None
    convolution_9 = torch.ops.aten.convolution.default(relu_7, arg46_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_7 = arg46_1 = None
    _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, arg49_1, arg50_1, arg47_1, arg48_1, 0.1, 1e-05);  convolution_9 = arg49_1 = arg50_1 = arg47_1 = arg48_1 = None
    getitem_29 = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None
    relu_8 = torch.ops.aten.relu.default(getitem_29);  getitem_29 = None
    convolution_10 = torch.ops.aten.convolution.default(relu_8, arg51_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = arg51_1 = None
    _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_10, arg54_1, arg55_1, arg52_1, arg53_1, 0.1, 1e-05);  convolution_10 = arg54_1 = arg55_1 = arg52_1 = arg53_1 = None
    getitem_32 = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_32, relu_6);  getitem_32 = relu_6 = None
    relu_9 = torch.ops.aten.relu.default(add_2);  add_2 = None
    convolution_11 = torch.ops.aten.convolution.default(relu_9, arg56_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg56_1 = None
    _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, arg59_1, arg60_1, arg57_1, arg58_1, 0.1, 1e-05);  convolution_11 = arg59_1 = arg60_1 = arg57_1 = arg58_1 = None
    getitem_35 = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None
    relu_10 = torch.ops.aten.relu.default(getitem_35);  getitem_35 = None
    convolution_12 = torch.ops.aten.convolution.default(relu_10, arg61_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_10 = arg61_1 = None
    _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_12, arg64_1, arg65_1, arg62_1, arg63_1, 0.1, 1e-05);  convolution_12 = arg64_1 = arg65_1 = arg62_1 = arg63_1 = None
    getitem_38 = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None
    relu_11 = torch.ops.aten.relu.default(getitem_38);  getitem_38 = None
    convolution_13 = torch.ops.aten.convolution.default(relu_11, arg66_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_11 = arg66_1 = None
    _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_13, arg69_1, arg70_1, arg67_1, arg68_1, 0.1, 1e-05);  convolution_13 = arg69_1 = arg70_1 = arg67_1 = arg68_1 = None
    getitem_41 = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None
    convolution_14 = torch.ops.aten.convolution.default(relu_9, arg71_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_9 = arg71_1 = None
    _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_14, arg74_1, arg75_1, arg72_1, arg73_1, 0.1, 1e-05);  convolution_14 = arg74_1 = arg75_1 = arg72_1 = arg73_1 = None
    getitem_44 = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_41, getitem_44);  getitem_41 = getitem_44 = None
    relu_12 = torch.ops.aten.relu.default(add_3);  add_3 = None
    convolution_15 = torch.ops.aten.convolution.default(relu_12, arg76_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg76_1 = None
    _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_15, arg79_1, arg80_1, arg77_1, arg78_1, 0.1, 1e-05);  convolution_15 = arg79_1 = arg80_1 = arg77_1 = arg78_1 = None
    getitem_47 = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None
    relu_13 = torch.ops.aten.relu.default(getitem_47);  getitem_47 = None
    convolution_16 = torch.ops.aten.convolution.default(relu_13, arg81_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_13 = arg81_1 = None
    _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, arg84_1, arg85_1, arg82_1, arg83_1, 0.1, 1e-05);  convolution_16 = arg84_1 = arg85_1 = arg82_1 = arg83_1 = None
    getitem_50 = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None
    relu_14 = torch.ops.aten.relu.default(getitem_50);  getitem_50 = None
    convolution_17 = torch.ops.aten.convolution.default(relu_14, arg86_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_14 = arg86_1 = None
    _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_17, arg89_1, arg90_1, arg87_1, arg88_1, 0.1, 1e-05);  convolution_17 = arg89_1 = arg90_1 = arg87_1 = arg88_1 = None
    getitem_53 = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_53, relu_12);  getitem_53 = relu_12 = None
    relu_15 = torch.ops.aten.relu.default(add_4);  add_4 = None
    convolution_18 = torch.ops.aten.convolution.default(relu_15, arg91_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg91_1 = None
    _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_18, arg94_1, arg95_1, arg92_1, arg93_1, 0.1, 1e-05);  convolution_18 = arg94_1 = arg95_1 = arg92_1 = arg93_1 = None
    getitem_56 = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None
    relu_16 = torch.ops.aten.relu.default(getitem_56);  getitem_56 = None
    convolution_19 = torch.ops.aten.convolution.default(relu_16, arg96_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_16 = arg96_1 = None
    _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_19, arg99_1, arg100_1, arg97_1, arg98_1, 0.1, 1e-05);  convolution_19 = arg99_1 = arg100_1 = arg97_1 = arg98_1 = None
    getitem_59 = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None
    relu_17 = torch.ops.aten.relu.default(getitem_59);  getitem_59 = None
    convolution_20 = torch.ops.aten.convolution.default(relu_17, arg101_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_17 = arg101_1 = None
    _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, arg104_1, arg105_1, arg102_1, arg103_1, 0.1, 1e-05);  convolution_20 = arg104_1 = arg105_1 = arg102_1 = arg103_1 = None
    getitem_62 = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_62, relu_15);  getitem_62 = relu_15 = None
    relu_18 = torch.ops.aten.relu.default(add_5);  add_5 = None
    convolution_21 = torch.ops.aten.convolution.default(relu_18, arg106_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg106_1 = None
    _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_21, arg109_1, arg110_1, arg107_1, arg108_1, 0.1, 1e-05);  convolution_21 = arg109_1 = arg110_1 = arg107_1 = arg108_1 = None
    getitem_65 = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None
    relu_19 = torch.ops.aten.relu.default(getitem_65);  getitem_65 = None
    convolution_22 = torch.ops.aten.convolution.default(relu_19, arg111_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_19 = arg111_1 = None
    _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_22, arg114_1, arg115_1, arg112_1, arg113_1, 0.1, 1e-05);  convolution_22 = arg114_1 = arg115_1 = arg112_1 = arg113_1 = None
    getitem_68 = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None
    relu_20 = torch.ops.aten.relu.default(getitem_68);  getitem_68 = None
    convolution_23 = torch.ops.aten.convolution.default(relu_20, arg116_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_20 = arg116_1 = None
    _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_23, arg119_1, arg120_1, arg117_1, arg118_1, 0.1, 1e-05);  convolution_23 = arg119_1 = arg120_1 = arg117_1 = arg118_1 = None
    getitem_71 = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_71, relu_18);  getitem_71 = relu_18 = None
    relu_21 = torch.ops.aten.relu.default(add_6);  add_6 = None
    convolution_24 = torch.ops.aten.convolution.default(relu_21, arg121_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg121_1 = None
    _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_24, arg124_1, arg125_1, arg122_1, arg123_1, 0.1, 1e-05);  convolution_24 = arg124_1 = arg125_1 = arg122_1 = arg123_1 = None
    getitem_74 = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None
    relu_22 = torch.ops.aten.relu.default(getitem_74);  getitem_74 = None
    convolution_25 = torch.ops.aten.convolution.default(relu_22, arg126_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_22 = arg126_1 = None
    _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_25, arg129_1, arg130_1, arg127_1, arg128_1, 0.1, 1e-05);  convolution_25 = arg129_1 = arg130_1 = arg127_1 = arg128_1 = None
    getitem_77 = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None
    relu_23 = torch.ops.aten.relu.default(getitem_77);  getitem_77 = None
    convolution_26 = torch.ops.aten.convolution.default(relu_23, arg131_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_23 = arg131_1 = None
    _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, arg134_1, arg135_1, arg132_1, arg133_1, 0.1, 1e-05);  convolution_26 = arg134_1 = arg135_1 = arg132_1 = arg133_1 = None
    getitem_80 = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None
    convolution_27 = torch.ops.aten.convolution.default(relu_21, arg136_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_21 = arg136_1 = None
    _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_27, arg139_1, arg140_1, arg137_1, arg138_1, 0.1, 1e-05);  convolution_27 = arg139_1 = arg140_1 = arg137_1 = arg138_1 = None
    getitem_83 = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_80, getitem_83);  getitem_80 = getitem_83 = None
    relu_24 = torch.ops.aten.relu.default(add_7);  add_7 = None
    convolution_28 = torch.ops.aten.convolution.default(relu_24, arg141_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg141_1 = None
    _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_28, arg144_1, arg145_1, arg142_1, arg143_1, 0.1, 1e-05);  convolution_28 = arg144_1 = arg145_1 = arg142_1 = arg143_1 = None
    getitem_86 = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None
    relu_25 = torch.ops.aten.relu.default(getitem_86);  getitem_86 = None
    convolution_29 = torch.ops.aten.convolution.default(relu_25, arg146_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_25 = arg146_1 = None
    _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_29, arg149_1, arg150_1, arg147_1, arg148_1, 0.1, 1e-05);  convolution_29 = arg149_1 = arg150_1 = arg147_1 = arg148_1 = None
    getitem_89 = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None
    relu_26 = torch.ops.aten.relu.default(getitem_89);  getitem_89 = None
    convolution_30 = torch.ops.aten.convolution.default(relu_26, arg151_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_26 = arg151_1 = None
    _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, arg154_1, arg155_1, arg152_1, arg153_1, 0.1, 1e-05);  convolution_30 = arg154_1 = arg155_1 = arg152_1 = arg153_1 = None
    getitem_92 = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None
    add_8 = torch.ops.aten.add.Tensor(getitem_92, relu_24);  getitem_92 = relu_24 = None
    relu_27 = torch.ops.aten.relu.default(add_8);  add_8 = None
    convolution_31 = torch.ops.aten.convolution.default(relu_27, arg156_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg156_1 = None
    _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_31, arg159_1, arg160_1, arg157_1, arg158_1, 0.1, 1e-05);  convolution_31 = arg159_1 = arg160_1 = arg157_1 = arg158_1 = None
    getitem_95 = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None
    relu_28 = torch.ops.aten.relu.default(getitem_95);  getitem_95 = None
    convolution_32 = torch.ops.aten.convolution.default(relu_28, arg161_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_28 = arg161_1 = None
    _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_32, arg164_1, arg165_1, arg162_1, arg163_1, 0.1, 1e-05);  convolution_32 = arg164_1 = arg165_1 = arg162_1 = arg163_1 = None
    getitem_98 = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None
    relu_29 = torch.ops.aten.relu.default(getitem_98);  getitem_98 = None
    convolution_33 = torch.ops.aten.convolution.default(relu_29, arg166_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_29 = arg166_1 = None
    _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_33, arg169_1, arg170_1, arg167_1, arg168_1, 0.1, 1e-05);  convolution_33 = arg169_1 = arg170_1 = arg167_1 = arg168_1 = None
    getitem_101 = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None
    add_9 = torch.ops.aten.add.Tensor(getitem_101, relu_27);  getitem_101 = relu_27 = None
    relu_30 = torch.ops.aten.relu.default(add_9);  add_9 = None
    convolution_34 = torch.ops.aten.convolution.default(relu_30, arg171_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg171_1 = None
    _native_batch_norm_legit_no_training_34 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_34, arg174_1, arg175_1, arg172_1, arg173_1, 0.1, 1e-05);  convolution_34 = arg174_1 = arg175_1 = arg172_1 = arg173_1 = None
    getitem_104 = _native_batch_norm_legit_no_training_34[0];  _native_batch_norm_legit_no_training_34 = None
    relu_31 = torch.ops.aten.relu.default(getitem_104);  getitem_104 = None
    convolution_35 = torch.ops.aten.convolution.default(relu_31, arg176_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_31 = arg176_1 = None
    _native_batch_norm_legit_no_training_35 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_35, arg179_1, arg180_1, arg177_1, arg178_1, 0.1, 1e-05);  convolution_35 = arg179_1 = arg180_1 = arg177_1 = arg178_1 = None
    getitem_107 = _native_batch_norm_legit_no_training_35[0];  _native_batch_norm_legit_no_training_35 = None
    relu_32 = torch.ops.aten.relu.default(getitem_107);  getitem_107 = None
    convolution_36 = torch.ops.aten.convolution.default(relu_32, arg181_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_32 = arg181_1 = None
    _native_batch_norm_legit_no_training_36 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, arg184_1, arg185_1, arg182_1, arg183_1, 0.1, 1e-05);  convolution_36 = arg184_1 = arg185_1 = arg182_1 = arg183_1 = None
    getitem_110 = _native_batch_norm_legit_no_training_36[0];  _native_batch_norm_legit_no_training_36 = None
    add_10 = torch.ops.aten.add.Tensor(getitem_110, relu_30);  getitem_110 = relu_30 = None
    relu_33 = torch.ops.aten.relu.default(add_10);  add_10 = None
    convolution_37 = torch.ops.aten.convolution.default(relu_33, arg186_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg186_1 = None
    _native_batch_norm_legit_no_training_37 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_37, arg189_1, arg190_1, arg187_1, arg188_1, 0.1, 1e-05);  convolution_37 = arg189_1 = arg190_1 = arg187_1 = arg188_1 = None
    getitem_113 = _native_batch_norm_legit_no_training_37[0];  _native_batch_norm_legit_no_training_37 = None
    relu_34 = torch.ops.aten.relu.default(getitem_113);  getitem_113 = None
    convolution_38 = torch.ops.aten.convolution.default(relu_34, arg191_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_34 = arg191_1 = None
    _native_batch_norm_legit_no_training_38 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_38, arg194_1, arg195_1, arg192_1, arg193_1, 0.1, 1e-05);  convolution_38 = arg194_1 = arg195_1 = arg192_1 = arg193_1 = None
    getitem_116 = _native_batch_norm_legit_no_training_38[0];  _native_batch_norm_legit_no_training_38 = None
    relu_35 = torch.ops.aten.relu.default(getitem_116);  getitem_116 = None
    convolution_39 = torch.ops.aten.convolution.default(relu_35, arg196_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_35 = arg196_1 = None
    _native_batch_norm_legit_no_training_39 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_39, arg199_1, arg200_1, arg197_1, arg198_1, 0.1, 1e-05);  convolution_39 = arg199_1 = arg200_1 = arg197_1 = arg198_1 = None
    getitem_119 = _native_batch_norm_legit_no_training_39[0];  _native_batch_norm_legit_no_training_39 = None
    add_11 = torch.ops.aten.add.Tensor(getitem_119, relu_33);  getitem_119 = relu_33 = None
    relu_36 = torch.ops.aten.relu.default(add_11);  add_11 = None
    convolution_40 = torch.ops.aten.convolution.default(relu_36, arg201_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg201_1 = None
    _native_batch_norm_legit_no_training_40 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_40, arg204_1, arg205_1, arg202_1, arg203_1, 0.1, 1e-05);  convolution_40 = arg204_1 = arg205_1 = arg202_1 = arg203_1 = None
    getitem_122 = _native_batch_norm_legit_no_training_40[0];  _native_batch_norm_legit_no_training_40 = None
    relu_37 = torch.ops.aten.relu.default(getitem_122);  getitem_122 = None
    convolution_41 = torch.ops.aten.convolution.default(relu_37, arg206_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_37 = arg206_1 = None
    _native_batch_norm_legit_no_training_41 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, arg209_1, arg210_1, arg207_1, arg208_1, 0.1, 1e-05);  convolution_41 = arg209_1 = arg210_1 = arg207_1 = arg208_1 = None
    getitem_125 = _native_batch_norm_legit_no_training_41[0];  _native_batch_norm_legit_no_training_41 = None
    relu_38 = torch.ops.aten.relu.default(getitem_125);  getitem_125 = None
    convolution_42 = torch.ops.aten.convolution.default(relu_38, arg211_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_38 = arg211_1 = None
    _native_batch_norm_legit_no_training_42 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_42, arg214_1, arg215_1, arg212_1, arg213_1, 0.1, 1e-05);  convolution_42 = arg214_1 = arg215_1 = arg212_1 = arg213_1 = None
    getitem_128 = _native_batch_norm_legit_no_training_42[0];  _native_batch_norm_legit_no_training_42 = None
    add_12 = torch.ops.aten.add.Tensor(getitem_128, relu_36);  getitem_128 = relu_36 = None
    relu_39 = torch.ops.aten.relu.default(add_12);  add_12 = None
    convolution_43 = torch.ops.aten.convolution.default(relu_39, arg216_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg216_1 = None
    _native_batch_norm_legit_no_training_43 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_43, arg219_1, arg220_1, arg217_1, arg218_1, 0.1, 1e-05);  convolution_43 = arg219_1 = arg220_1 = arg217_1 = arg218_1 = None
    getitem_131 = _native_batch_norm_legit_no_training_43[0];  _native_batch_norm_legit_no_training_43 = None
    relu_40 = torch.ops.aten.relu.default(getitem_131);  getitem_131 = None
    convolution_44 = torch.ops.aten.convolution.default(relu_40, arg221_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_40 = arg221_1 = None
    _native_batch_norm_legit_no_training_44 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_44, arg224_1, arg225_1, arg222_1, arg223_1, 0.1, 1e-05);  convolution_44 = arg224_1 = arg225_1 = arg222_1 = arg223_1 = None
    getitem_134 = _native_batch_norm_legit_no_training_44[0];  _native_batch_norm_legit_no_training_44 = None
    relu_41 = torch.ops.aten.relu.default(getitem_134);  getitem_134 = None
    convolution_45 = torch.ops.aten.convolution.default(relu_41, arg226_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_41 = arg226_1 = None
    _native_batch_norm_legit_no_training_45 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, arg229_1, arg230_1, arg227_1, arg228_1, 0.1, 1e-05);  convolution_45 = arg229_1 = arg230_1 = arg227_1 = arg228_1 = None
    getitem_137 = _native_batch_norm_legit_no_training_45[0];  _native_batch_norm_legit_no_training_45 = None
    convolution_46 = torch.ops.aten.convolution.default(relu_39, arg231_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_39 = arg231_1 = None
    _native_batch_norm_legit_no_training_46 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_46, arg234_1, arg235_1, arg232_1, arg233_1, 0.1, 1e-05);  convolution_46 = arg234_1 = arg235_1 = arg232_1 = arg233_1 = None
    getitem_140 = _native_batch_norm_legit_no_training_46[0];  _native_batch_norm_legit_no_training_46 = None
    add_13 = torch.ops.aten.add.Tensor(getitem_137, getitem_140);  getitem_137 = getitem_140 = None
    relu_42 = torch.ops.aten.relu.default(add_13);  add_13 = None
    convolution_47 = torch.ops.aten.convolution.default(relu_42, arg236_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg236_1 = None
    _native_batch_norm_legit_no_training_47 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_47, arg239_1, arg240_1, arg237_1, arg238_1, 0.1, 1e-05);  convolution_47 = arg239_1 = arg240_1 = arg237_1 = arg238_1 = None
    getitem_143 = _native_batch_norm_legit_no_training_47[0];  _native_batch_norm_legit_no_training_47 = None
    relu_43 = torch.ops.aten.relu.default(getitem_143);  getitem_143 = None
    convolution_48 = torch.ops.aten.convolution.default(relu_43, arg241_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_43 = arg241_1 = None
    _native_batch_norm_legit_no_training_48 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_48, arg244_1, arg245_1, arg242_1, arg243_1, 0.1, 1e-05);  convolution_48 = arg244_1 = arg245_1 = arg242_1 = arg243_1 = None
    getitem_146 = _native_batch_norm_legit_no_training_48[0];  _native_batch_norm_legit_no_training_48 = None
    relu_44 = torch.ops.aten.relu.default(getitem_146);  getitem_146 = None
    convolution_49 = torch.ops.aten.convolution.default(relu_44, arg246_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_44 = arg246_1 = None
    _native_batch_norm_legit_no_training_49 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_49, arg249_1, arg250_1, arg247_1, arg248_1, 0.1, 1e-05);  convolution_49 = arg249_1 = arg250_1 = arg247_1 = arg248_1 = None
    getitem_149 = _native_batch_norm_legit_no_training_49[0];  _native_batch_norm_legit_no_training_49 = None
    add_14 = torch.ops.aten.add.Tensor(getitem_149, relu_42);  getitem_149 = relu_42 = None
    relu_45 = torch.ops.aten.relu.default(add_14);  add_14 = None
    convolution_50 = torch.ops.aten.convolution.default(relu_45, arg251_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg251_1 = None
    _native_batch_norm_legit_no_training_50 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_50, arg254_1, arg255_1, arg252_1, arg253_1, 0.1, 1e-05);  convolution_50 = arg254_1 = arg255_1 = arg252_1 = arg253_1 = None
    getitem_152 = _native_batch_norm_legit_no_training_50[0];  _native_batch_norm_legit_no_training_50 = None
    relu_46 = torch.ops.aten.relu.default(getitem_152);  getitem_152 = None
    convolution_51 = torch.ops.aten.convolution.default(relu_46, arg256_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_46 = arg256_1 = None
    _native_batch_norm_legit_no_training_51 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, arg259_1, arg260_1, arg257_1, arg258_1, 0.1, 1e-05);  convolution_51 = arg259_1 = arg260_1 = arg257_1 = arg258_1 = None
    getitem_155 = _native_batch_norm_legit_no_training_51[0];  _native_batch_norm_legit_no_training_51 = None
    relu_47 = torch.ops.aten.relu.default(getitem_155);  getitem_155 = None
    convolution_52 = torch.ops.aten.convolution.default(relu_47, arg261_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_47 = arg261_1 = None
    _native_batch_norm_legit_no_training_52 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_52, arg264_1, arg265_1, arg262_1, arg263_1, 0.1, 1e-05);  convolution_52 = arg264_1 = arg265_1 = arg262_1 = arg263_1 = None
    getitem_158 = _native_batch_norm_legit_no_training_52[0];  _native_batch_norm_legit_no_training_52 = None
    add_15 = torch.ops.aten.add.Tensor(getitem_158, relu_45);  getitem_158 = relu_45 = None
    relu_48 = torch.ops.aten.relu.default(add_15);  add_15 = None
    mean = torch.ops.aten.mean.dim(relu_48, [-1, -2], True);  relu_48 = None
    view = torch.ops.aten.view.default(mean, [1, 2048]);  mean = None
    t = torch.ops.aten.t.default(arg266_1);  arg266_1 = None
    addmm = torch.ops.aten.addmm.default(arg267_1, view, t);  arg267_1 = view = t = None
    return (addmm,)
    