


def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1, arg288_1, arg289_1, arg290_1, arg291_1, arg292_1, arg293_1, arg294_1, arg295_1, arg296_1, arg297_1, arg298_1, arg299_1, arg300_1, arg301_1, arg302_1, arg303_1, arg304_1, arg305_1, arg306_1, arg307_1, arg308_1, arg309_1, arg310_1, arg311_1):
    convolution = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None
    _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, arg4_1, arg5_1, arg2_1, arg3_1, 0.1, 1e-05);  convolution = arg4_1 = arg5_1 = arg2_1 = arg3_1 = None
    getitem = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None
    silu = torch.ops.aten.silu.default(getitem);  getitem = None
    convolution_1 = torch.ops.aten.convolution.default(silu, arg6_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 32);  silu = arg6_1 = None
    _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, arg9_1, arg10_1, arg7_1, arg8_1, 0.1, 1e-05);  convolution_1 = arg9_1 = arg10_1 = arg7_1 = arg8_1 = None
    getitem_3 = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None
    silu_1 = torch.ops.aten.silu.default(getitem_3);  getitem_3 = None
    mean = torch.ops.aten.mean.dim(silu_1, [-1, -2], True)
    convolution_2 = torch.ops.aten.convolution.default(mean, arg11_1, arg12_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean = arg11_1 = arg12_1 = None
    silu_2 = torch.ops.aten.silu.default(convolution_2);  convolution_2 = None
    convolution_3 = torch.ops.aten.convolution.default(silu_2, arg13_1, arg14_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_2 = arg13_1 = arg14_1 = None
    sigmoid = torch.ops.aten.sigmoid.default(convolution_3);  convolution_3 = None
    mul = torch.ops.aten.mul.Tensor(sigmoid, silu_1);  sigmoid = silu_1 = None
    convolution_4 = torch.ops.aten.convolution.default(mul, arg15_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul = arg15_1 = None
    _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_4, arg18_1, arg19_1, arg16_1, arg17_1, 0.1, 1e-05);  convolution_4 = arg18_1 = arg19_1 = arg16_1 = arg17_1 = None
    getitem_6 = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None
    convolution_5 = torch.ops.aten.convolution.default(getitem_6, arg20_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_6 = arg20_1 = None
    _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, arg23_1, arg24_1, arg21_1, arg22_1, 0.1, 1e-05);  convolution_5 = arg23_1 = arg24_1 = arg21_1 = arg22_1 = None
    getitem_9 = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None
    silu_3 = torch.ops.aten.silu.default(getitem_9);  getitem_9 = None
    convolution_6 = torch.ops.aten.convolution.default(silu_3, arg25_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 96);  silu_3 = arg25_1 = None
    _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_6, arg28_1, arg29_1, arg26_1, arg27_1, 0.1, 1e-05);  convolution_6 = arg28_1 = arg29_1 = arg26_1 = arg27_1 = None
    getitem_12 = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None
    silu_4 = torch.ops.aten.silu.default(getitem_12);  getitem_12 = None
    mean_1 = torch.ops.aten.mean.dim(silu_4, [-1, -2], True)
    convolution_7 = torch.ops.aten.convolution.default(mean_1, arg30_1, arg31_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_1 = arg30_1 = arg31_1 = None
    silu_5 = torch.ops.aten.silu.default(convolution_7);  convolution_7 = None
    convolution_8 = torch.ops.aten.convolution.default(silu_5, arg32_1, arg33_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_5 = arg32_1 = arg33_1 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(convolution_8);  convolution_8 = None
    mul_1 = torch.ops.aten.mul.Tensor(sigmoid_1, silu_4);  sigmoid_1 = silu_4 = None
    convolution_9 = torch.ops.aten.convolution.default(mul_1, arg34_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_1 = arg34_1 = None
    _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, arg37_1, arg38_1, arg35_1, arg36_1, 0.1, 1e-05);  convolution_9 = arg37_1 = arg38_1 = arg35_1 = arg36_1 = None
    getitem_15 = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None
    convolution_10 = torch.ops.aten.convolution.default(getitem_15, arg39_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg39_1 = None
    _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_10, arg42_1, arg43_1, arg40_1, arg41_1, 0.1, 1e-05);  convolution_10 = arg42_1 = arg43_1 = arg40_1 = arg41_1 = None
    getitem_18 = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None
    silu_6 = torch.ops.aten.silu.default(getitem_18);  getitem_18 = None
    convolution_11 = torch.ops.aten.convolution.default(silu_6, arg44_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 144);  silu_6 = arg44_1 = None
    _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, arg47_1, arg48_1, arg45_1, arg46_1, 0.1, 1e-05);  convolution_11 = arg47_1 = arg48_1 = arg45_1 = arg46_1 = None
    getitem_21 = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None
    silu_7 = torch.ops.aten.silu.default(getitem_21);  getitem_21 = None
    mean_2 = torch.ops.aten.mean.dim(silu_7, [-1, -2], True)
    convolution_12 = torch.ops.aten.convolution.default(mean_2, arg49_1, arg50_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_2 = arg49_1 = arg50_1 = None
    silu_8 = torch.ops.aten.silu.default(convolution_12);  convolution_12 = None
    convolution_13 = torch.ops.aten.convolution.default(silu_8, arg51_1, arg52_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_8 = arg51_1 = arg52_1 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(convolution_13);  convolution_13 = None
    mul_2 = torch.ops.aten.mul.Tensor(sigmoid_2, silu_7);  sigmoid_2 = silu_7 = None
    convolution_14 = torch.ops.aten.convolution.default(mul_2, arg53_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_2 = arg53_1 = None
    _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_14, arg56_1, arg57_1, arg54_1, arg55_1, 0.1, 1e-05);  convolution_14 = arg56_1 = arg57_1 = arg54_1 = arg55_1 = None
    getitem_24 = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None
    add = torch.ops.aten.add.Tensor(getitem_24, getitem_15);  getitem_24 = getitem_15 = None
    convolution_15 = torch.ops.aten.convolution.default(add, arg58_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add = arg58_1 = None
    _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_15, arg61_1, arg62_1, arg59_1, arg60_1, 0.1, 1e-05);  convolution_15 = arg61_1 = arg62_1 = arg59_1 = arg60_1 = None
    getitem_27 = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None
    silu_9 = torch.ops.aten.silu.default(getitem_27);  getitem_27 = None
    convolution_16 = torch.ops.aten.convolution.default(silu_9, arg63_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 144);  silu_9 = arg63_1 = None
    _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, arg66_1, arg67_1, arg64_1, arg65_1, 0.1, 1e-05);  convolution_16 = arg66_1 = arg67_1 = arg64_1 = arg65_1 = None
    getitem_30 = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None
    silu_10 = torch.ops.aten.silu.default(getitem_30);  getitem_30 = None
    mean_3 = torch.ops.aten.mean.dim(silu_10, [-1, -2], True)
    convolution_17 = torch.ops.aten.convolution.default(mean_3, arg68_1, arg69_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_3 = arg68_1 = arg69_1 = None
    silu_11 = torch.ops.aten.silu.default(convolution_17);  convolution_17 = None
    convolution_18 = torch.ops.aten.convolution.default(silu_11, arg70_1, arg71_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_11 = arg70_1 = arg71_1 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(convolution_18);  convolution_18 = None
    mul_3 = torch.ops.aten.mul.Tensor(sigmoid_3, silu_10);  sigmoid_3 = silu_10 = None
    convolution_19 = torch.ops.aten.convolution.default(mul_3, arg72_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_3 = arg72_1 = None
    _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_19, arg75_1, arg76_1, arg73_1, arg74_1, 0.1, 1e-05);  convolution_19 = arg75_1 = arg76_1 = arg73_1 = arg74_1 = None
    getitem_33 = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None
    convolution_20 = torch.ops.aten.convolution.default(getitem_33, arg77_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg77_1 = None
    _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, arg80_1, arg81_1, arg78_1, arg79_1, 0.1, 1e-05);  convolution_20 = arg80_1 = arg81_1 = arg78_1 = arg79_1 = None
    getitem_36 = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None
    silu_12 = torch.ops.aten.silu.default(getitem_36);  getitem_36 = None
    convolution_21 = torch.ops.aten.convolution.default(silu_12, arg82_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  silu_12 = arg82_1 = None
    _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_21, arg85_1, arg86_1, arg83_1, arg84_1, 0.1, 1e-05);  convolution_21 = arg85_1 = arg86_1 = arg83_1 = arg84_1 = None
    getitem_39 = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None
    silu_13 = torch.ops.aten.silu.default(getitem_39);  getitem_39 = None
    mean_4 = torch.ops.aten.mean.dim(silu_13, [-1, -2], True)
    convolution_22 = torch.ops.aten.convolution.default(mean_4, arg87_1, arg88_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_4 = arg87_1 = arg88_1 = None
    silu_14 = torch.ops.aten.silu.default(convolution_22);  convolution_22 = None
    convolution_23 = torch.ops.aten.convolution.default(silu_14, arg89_1, arg90_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_14 = arg89_1 = arg90_1 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(convolution_23);  convolution_23 = None
    mul_4 = torch.ops.aten.mul.Tensor(sigmoid_4, silu_13);  sigmoid_4 = silu_13 = None
    convolution_24 = torch.ops.aten.convolution.default(mul_4, arg91_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_4 = arg91_1 = None
    _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_24, arg94_1, arg95_1, arg92_1, arg93_1, 0.1, 1e-05);  convolution_24 = arg94_1 = arg95_1 = arg92_1 = arg93_1 = None
    getitem_42 = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_42, getitem_33);  getitem_42 = getitem_33 = None
    convolution_25 = torch.ops.aten.convolution.default(add_1, arg96_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_1 = arg96_1 = None
    _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_25, arg99_1, arg100_1, arg97_1, arg98_1, 0.1, 1e-05);  convolution_25 = arg99_1 = arg100_1 = arg97_1 = arg98_1 = None
    getitem_45 = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None
    silu_15 = torch.ops.aten.silu.default(getitem_45);  getitem_45 = None
    convolution_26 = torch.ops.aten.convolution.default(silu_15, arg101_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 240);  silu_15 = arg101_1 = None
    _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, arg104_1, arg105_1, arg102_1, arg103_1, 0.1, 1e-05);  convolution_26 = arg104_1 = arg105_1 = arg102_1 = arg103_1 = None
    getitem_48 = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None
    silu_16 = torch.ops.aten.silu.default(getitem_48);  getitem_48 = None
    mean_5 = torch.ops.aten.mean.dim(silu_16, [-1, -2], True)
    convolution_27 = torch.ops.aten.convolution.default(mean_5, arg106_1, arg107_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_5 = arg106_1 = arg107_1 = None
    silu_17 = torch.ops.aten.silu.default(convolution_27);  convolution_27 = None
    convolution_28 = torch.ops.aten.convolution.default(silu_17, arg108_1, arg109_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_17 = arg108_1 = arg109_1 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(convolution_28);  convolution_28 = None
    mul_5 = torch.ops.aten.mul.Tensor(sigmoid_5, silu_16);  sigmoid_5 = silu_16 = None
    convolution_29 = torch.ops.aten.convolution.default(mul_5, arg110_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_5 = arg110_1 = None
    _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_29, arg113_1, arg114_1, arg111_1, arg112_1, 0.1, 1e-05);  convolution_29 = arg113_1 = arg114_1 = arg111_1 = arg112_1 = None
    getitem_51 = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None
    convolution_30 = torch.ops.aten.convolution.default(getitem_51, arg115_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg115_1 = None
    _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, arg118_1, arg119_1, arg116_1, arg117_1, 0.1, 1e-05);  convolution_30 = arg118_1 = arg119_1 = arg116_1 = arg117_1 = None
    getitem_54 = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None
    silu_18 = torch.ops.aten.silu.default(getitem_54);  getitem_54 = None
    convolution_31 = torch.ops.aten.convolution.default(silu_18, arg120_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 480);  silu_18 = arg120_1 = None
    _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_31, arg123_1, arg124_1, arg121_1, arg122_1, 0.1, 1e-05);  convolution_31 = arg123_1 = arg124_1 = arg121_1 = arg122_1 = None
    getitem_57 = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None
    silu_19 = torch.ops.aten.silu.default(getitem_57);  getitem_57 = None
    mean_6 = torch.ops.aten.mean.dim(silu_19, [-1, -2], True)
    convolution_32 = torch.ops.aten.convolution.default(mean_6, arg125_1, arg126_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_6 = arg125_1 = arg126_1 = None
    silu_20 = torch.ops.aten.silu.default(convolution_32);  convolution_32 = None
    convolution_33 = torch.ops.aten.convolution.default(silu_20, arg127_1, arg128_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_20 = arg127_1 = arg128_1 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(convolution_33);  convolution_33 = None
    mul_6 = torch.ops.aten.mul.Tensor(sigmoid_6, silu_19);  sigmoid_6 = silu_19 = None
    convolution_34 = torch.ops.aten.convolution.default(mul_6, arg129_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_6 = arg129_1 = None
    _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_34, arg132_1, arg133_1, arg130_1, arg131_1, 0.1, 1e-05);  convolution_34 = arg132_1 = arg133_1 = arg130_1 = arg131_1 = None
    getitem_60 = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_60, getitem_51);  getitem_60 = getitem_51 = None
    convolution_35 = torch.ops.aten.convolution.default(add_2, arg134_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg134_1 = None
    _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_35, arg137_1, arg138_1, arg135_1, arg136_1, 0.1, 1e-05);  convolution_35 = arg137_1 = arg138_1 = arg135_1 = arg136_1 = None
    getitem_63 = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None
    silu_21 = torch.ops.aten.silu.default(getitem_63);  getitem_63 = None
    convolution_36 = torch.ops.aten.convolution.default(silu_21, arg139_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 480);  silu_21 = arg139_1 = None
    _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, arg142_1, arg143_1, arg140_1, arg141_1, 0.1, 1e-05);  convolution_36 = arg142_1 = arg143_1 = arg140_1 = arg141_1 = None
    getitem_66 = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None
    silu_22 = torch.ops.aten.silu.default(getitem_66);  getitem_66 = None
    mean_7 = torch.ops.aten.mean.dim(silu_22, [-1, -2], True)
    convolution_37 = torch.ops.aten.convolution.default(mean_7, arg144_1, arg145_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_7 = arg144_1 = arg145_1 = None
    silu_23 = torch.ops.aten.silu.default(convolution_37);  convolution_37 = None
    convolution_38 = torch.ops.aten.convolution.default(silu_23, arg146_1, arg147_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_23 = arg146_1 = arg147_1 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(convolution_38);  convolution_38 = None
    mul_7 = torch.ops.aten.mul.Tensor(sigmoid_7, silu_22);  sigmoid_7 = silu_22 = None
    convolution_39 = torch.ops.aten.convolution.default(mul_7, arg148_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_7 = arg148_1 = None
    _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_39, arg151_1, arg152_1, arg149_1, arg150_1, 0.1, 1e-05);  convolution_39 = arg151_1 = arg152_1 = arg149_1 = arg150_1 = None
    getitem_69 = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_69, add_2);  getitem_69 = add_2 = None
    convolution_40 = torch.ops.aten.convolution.default(add_3, arg153_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_3 = arg153_1 = None
    _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_40, arg156_1, arg157_1, arg154_1, arg155_1, 0.1, 1e-05);  convolution_40 = arg156_1 = arg157_1 = arg154_1 = arg155_1 = None
    getitem_72 = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None
    silu_24 = torch.ops.aten.silu.default(getitem_72);  getitem_72 = None
    convolution_41 = torch.ops.aten.convolution.default(silu_24, arg158_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 480);  silu_24 = arg158_1 = None
    _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, arg161_1, arg162_1, arg159_1, arg160_1, 0.1, 1e-05);  convolution_41 = arg161_1 = arg162_1 = arg159_1 = arg160_1 = None
    getitem_75 = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None
    silu_25 = torch.ops.aten.silu.default(getitem_75);  getitem_75 = None
    mean_8 = torch.ops.aten.mean.dim(silu_25, [-1, -2], True)
    convolution_42 = torch.ops.aten.convolution.default(mean_8, arg163_1, arg164_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_8 = arg163_1 = arg164_1 = None
    silu_26 = torch.ops.aten.silu.default(convolution_42);  convolution_42 = None
    convolution_43 = torch.ops.aten.convolution.default(silu_26, arg165_1, arg166_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_26 = arg165_1 = arg166_1 = None
    sigmoid_8 = torch.ops.aten.sigmoid.default(convolution_43);  convolution_43 = None
    mul_8 = torch.ops.aten.mul.Tensor(sigmoid_8, silu_25);  sigmoid_8 = silu_25 = None
    convolution_44 = torch.ops.aten.convolution.default(mul_8, arg167_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_8 = arg167_1 = None
    _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_44, arg170_1, arg171_1, arg168_1, arg169_1, 0.1, 1e-05);  convolution_44 = arg170_1 = arg171_1 = arg168_1 = arg169_1 = None
    getitem_78 = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None
    convolution_45 = torch.ops.aten.convolution.default(getitem_78, arg172_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg172_1 = None
    _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, arg175_1, arg176_1, arg173_1, arg174_1, 0.1, 1e-05);  convolution_45 = arg175_1 = arg176_1 = arg173_1 = arg174_1 = None
    getitem_81 = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None
    silu_27 = torch.ops.aten.silu.default(getitem_81);  getitem_81 = None
    convolution_46 = torch.ops.aten.convolution.default(silu_27, arg177_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 672);  silu_27 = arg177_1 = None
    _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_46, arg180_1, arg181_1, arg178_1, arg179_1, 0.1, 1e-05);  convolution_46 = arg180_1 = arg181_1 = arg178_1 = arg179_1 = None
    getitem_84 = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None
    silu_28 = torch.ops.aten.silu.default(getitem_84);  getitem_84 = None
    mean_9 = torch.ops.aten.mean.dim(silu_28, [-1, -2], True)
    convolution_47 = torch.ops.aten.convolution.default(mean_9, arg182_1, arg183_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_9 = arg182_1 = arg183_1 = None
    silu_29 = torch.ops.aten.silu.default(convolution_47);  convolution_47 = None
    convolution_48 = torch.ops.aten.convolution.default(silu_29, arg184_1, arg185_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_29 = arg184_1 = arg185_1 = None
    sigmoid_9 = torch.ops.aten.sigmoid.default(convolution_48);  convolution_48 = None
    mul_9 = torch.ops.aten.mul.Tensor(sigmoid_9, silu_28);  sigmoid_9 = silu_28 = None
    convolution_49 = torch.ops.aten.convolution.default(mul_9, arg186_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_9 = arg186_1 = None
    _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_49, arg189_1, arg190_1, arg187_1, arg188_1, 0.1, 1e-05);  convolution_49 = arg189_1 = arg190_1 = arg187_1 = arg188_1 = None
    getitem_87 = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_87, getitem_78);  getitem_87 = getitem_78 = None
    convolution_50 = torch.ops.aten.convolution.default(add_4, arg191_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg191_1 = None
    _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_50, arg194_1, arg195_1, arg192_1, arg193_1, 0.1, 1e-05);  convolution_50 = arg194_1 = arg195_1 = arg192_1 = arg193_1 = None
    getitem_90 = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None
    silu_30 = torch.ops.aten.silu.default(getitem_90);  getitem_90 = None
    convolution_51 = torch.ops.aten.convolution.default(silu_30, arg196_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 672);  silu_30 = arg196_1 = None
    _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, arg199_1, arg200_1, arg197_1, arg198_1, 0.1, 1e-05);  convolution_51 = arg199_1 = arg200_1 = arg197_1 = arg198_1 = None
    getitem_93 = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None
    silu_31 = torch.ops.aten.silu.default(getitem_93);  getitem_93 = None
    mean_10 = torch.ops.aten.mean.dim(silu_31, [-1, -2], True)
    convolution_52 = torch.ops.aten.convolution.default(mean_10, arg201_1, arg202_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_10 = arg201_1 = arg202_1 = None
    silu_32 = torch.ops.aten.silu.default(convolution_52);  convolution_52 = None
    convolution_53 = torch.ops.aten.convolution.default(silu_32, arg203_1, arg204_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_32 = arg203_1 = arg204_1 = None
    sigmoid_10 = torch.ops.aten.sigmoid.default(convolution_53);  convolution_53 = None
    mul_10 = torch.ops.aten.mul.Tensor(sigmoid_10, silu_31);  sigmoid_10 = silu_31 = None
    convolution_54 = torch.ops.aten.convolution.default(mul_10, arg205_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_10 = arg205_1 = None
    _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_54, arg208_1, arg209_1, arg206_1, arg207_1, 0.1, 1e-05);  convolution_54 = arg208_1 = arg209_1 = arg206_1 = arg207_1 = None
    getitem_96 = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_96, add_4);  getitem_96 = add_4 = None
    convolution_55 = torch.ops.aten.convolution.default(add_5, arg210_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_5 = arg210_1 = None
    _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_55, arg213_1, arg214_1, arg211_1, arg212_1, 0.1, 1e-05);  convolution_55 = arg213_1 = arg214_1 = arg211_1 = arg212_1 = None
    getitem_99 = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None
    silu_33 = torch.ops.aten.silu.default(getitem_99);  getitem_99 = None
    convolution_56 = torch.ops.aten.convolution.default(silu_33, arg215_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 672);  silu_33 = arg215_1 = None
    _native_batch_norm_legit_no_training_34 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_56, arg218_1, arg219_1, arg216_1, arg217_1, 0.1, 1e-05);  convolution_56 = arg218_1 = arg219_1 = arg216_1 = arg217_1 = None
    getitem_102 = _native_batch_norm_legit_no_training_34[0];  _native_batch_norm_legit_no_training_34 = None
    silu_34 = torch.ops.aten.silu.default(getitem_102);  getitem_102 = None
    mean_11 = torch.ops.aten.mean.dim(silu_34, [-1, -2], True)
    convolution_57 = torch.ops.aten.convolution.default(mean_11, arg220_1, arg221_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_11 = arg220_1 = arg221_1 = None
    silu_35 = torch.ops.aten.silu.default(convolution_57);  convolution_57 = None
    convolution_58 = torch.ops.aten.convolution.default(silu_35, arg222_1, arg223_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_35 = arg222_1 = arg223_1 = None
    sigmoid_11 = torch.ops.aten.sigmoid.default(convolution_58);  convolution_58 = None
    mul_11 = torch.ops.aten.mul.Tensor(sigmoid_11, silu_34);  sigmoid_11 = silu_34 = None
    convolution_59 = torch.ops.aten.convolution.default(mul_11, arg224_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_11 = arg224_1 = None
    _native_batch_norm_legit_no_training_35 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_59, arg227_1, arg228_1, arg225_1, arg226_1, 0.1, 1e-05);  convolution_59 = arg227_1 = arg228_1 = arg225_1 = arg226_1 = None
    getitem_105 = _native_batch_norm_legit_no_training_35[0];  _native_batch_norm_legit_no_training_35 = None
    convolution_60 = torch.ops.aten.convolution.default(getitem_105, arg229_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg229_1 = None
    _native_batch_norm_legit_no_training_36 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_60, arg232_1, arg233_1, arg230_1, arg231_1, 0.1, 1e-05);  convolution_60 = arg232_1 = arg233_1 = arg230_1 = arg231_1 = None
    getitem_108 = _native_batch_norm_legit_no_training_36[0];  _native_batch_norm_legit_no_training_36 = None
    silu_36 = torch.ops.aten.silu.default(getitem_108);  getitem_108 = None
    convolution_61 = torch.ops.aten.convolution.default(silu_36, arg234_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152);  silu_36 = arg234_1 = None
    _native_batch_norm_legit_no_training_37 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_61, arg237_1, arg238_1, arg235_1, arg236_1, 0.1, 1e-05);  convolution_61 = arg237_1 = arg238_1 = arg235_1 = arg236_1 = None
    getitem_111 = _native_batch_norm_legit_no_training_37[0];  _native_batch_norm_legit_no_training_37 = None
    silu_37 = torch.ops.aten.silu.default(getitem_111);  getitem_111 = None
    mean_12 = torch.ops.aten.mean.dim(silu_37, [-1, -2], True)
    convolution_62 = torch.ops.aten.convolution.default(mean_12, arg239_1, arg240_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_12 = arg239_1 = arg240_1 = None
    silu_38 = torch.ops.aten.silu.default(convolution_62);  convolution_62 = None
    convolution_63 = torch.ops.aten.convolution.default(silu_38, arg241_1, arg242_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_38 = arg241_1 = arg242_1 = None
    sigmoid_12 = torch.ops.aten.sigmoid.default(convolution_63);  convolution_63 = None
    mul_12 = torch.ops.aten.mul.Tensor(sigmoid_12, silu_37);  sigmoid_12 = silu_37 = None
    convolution_64 = torch.ops.aten.convolution.default(mul_12, arg243_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_12 = arg243_1 = None
    _native_batch_norm_legit_no_training_38 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_64, arg246_1, arg247_1, arg244_1, arg245_1, 0.1, 1e-05);  convolution_64 = arg246_1 = arg247_1 = arg244_1 = arg245_1 = None
    getitem_114 = _native_batch_norm_legit_no_training_38[0];  _native_batch_norm_legit_no_training_38 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_114, getitem_105);  getitem_114 = getitem_105 = None
    convolution_65 = torch.ops.aten.convolution.default(add_6, arg248_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg248_1 = None
    _native_batch_norm_legit_no_training_39 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_65, arg251_1, arg252_1, arg249_1, arg250_1, 0.1, 1e-05);  convolution_65 = arg251_1 = arg252_1 = arg249_1 = arg250_1 = None
    getitem_117 = _native_batch_norm_legit_no_training_39[0];  _native_batch_norm_legit_no_training_39 = None
    silu_39 = torch.ops.aten.silu.default(getitem_117);  getitem_117 = None
    convolution_66 = torch.ops.aten.convolution.default(silu_39, arg253_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152);  silu_39 = arg253_1 = None
    _native_batch_norm_legit_no_training_40 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_66, arg256_1, arg257_1, arg254_1, arg255_1, 0.1, 1e-05);  convolution_66 = arg256_1 = arg257_1 = arg254_1 = arg255_1 = None
    getitem_120 = _native_batch_norm_legit_no_training_40[0];  _native_batch_norm_legit_no_training_40 = None
    silu_40 = torch.ops.aten.silu.default(getitem_120);  getitem_120 = None
    mean_13 = torch.ops.aten.mean.dim(silu_40, [-1, -2], True)
    convolution_67 = torch.ops.aten.convolution.default(mean_13, arg258_1, arg259_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_13 = arg258_1 = arg259_1 = None
    silu_41 = torch.ops.aten.silu.default(convolution_67);  convolution_67 = None
    convolution_68 = torch.ops.aten.convolution.default(silu_41, arg260_1, arg261_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_41 = arg260_1 = arg261_1 = None
    sigmoid_13 = torch.ops.aten.sigmoid.default(convolution_68);  convolution_68 = None
    mul_13 = torch.ops.aten.mul.Tensor(sigmoid_13, silu_40);  sigmoid_13 = silu_40 = None
    convolution_69 = torch.ops.aten.convolution.default(mul_13, arg262_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_13 = arg262_1 = None
    _native_batch_norm_legit_no_training_41 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_69, arg265_1, arg266_1, arg263_1, arg264_1, 0.1, 1e-05);  convolution_69 = arg265_1 = arg266_1 = arg263_1 = arg264_1 = None
    getitem_123 = _native_batch_norm_legit_no_training_41[0];  _native_batch_norm_legit_no_training_41 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_123, add_6);  getitem_123 = add_6 = None
    convolution_70 = torch.ops.aten.convolution.default(add_7, arg267_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg267_1 = None
    _native_batch_norm_legit_no_training_42 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_70, arg270_1, arg271_1, arg268_1, arg269_1, 0.1, 1e-05);  convolution_70 = arg270_1 = arg271_1 = arg268_1 = arg269_1 = None
    getitem_126 = _native_batch_norm_legit_no_training_42[0];  _native_batch_norm_legit_no_training_42 = None
    silu_42 = torch.ops.aten.silu.default(getitem_126);  getitem_126 = None
    convolution_71 = torch.ops.aten.convolution.default(silu_42, arg272_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1152);  silu_42 = arg272_1 = None
    _native_batch_norm_legit_no_training_43 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_71, arg275_1, arg276_1, arg273_1, arg274_1, 0.1, 1e-05);  convolution_71 = arg275_1 = arg276_1 = arg273_1 = arg274_1 = None
    getitem_129 = _native_batch_norm_legit_no_training_43[0];  _native_batch_norm_legit_no_training_43 = None
    silu_43 = torch.ops.aten.silu.default(getitem_129);  getitem_129 = None
    mean_14 = torch.ops.aten.mean.dim(silu_43, [-1, -2], True)
    convolution_72 = torch.ops.aten.convolution.default(mean_14, arg277_1, arg278_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_14 = arg277_1 = arg278_1 = None
    silu_44 = torch.ops.aten.silu.default(convolution_72);  convolution_72 = None
    convolution_73 = torch.ops.aten.convolution.default(silu_44, arg279_1, arg280_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_44 = arg279_1 = arg280_1 = None
    sigmoid_14 = torch.ops.aten.sigmoid.default(convolution_73);  convolution_73 = None
    mul_14 = torch.ops.aten.mul.Tensor(sigmoid_14, silu_43);  sigmoid_14 = silu_43 = None
    convolution_74 = torch.ops.aten.convolution.default(mul_14, arg281_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_14 = arg281_1 = None
    _native_batch_norm_legit_no_training_44 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_74, arg284_1, arg285_1, arg282_1, arg283_1, 0.1, 1e-05);  convolution_74 = arg284_1 = arg285_1 = arg282_1 = arg283_1 = None
    getitem_132 = _native_batch_norm_legit_no_training_44[0];  _native_batch_norm_legit_no_training_44 = None
    add_8 = torch.ops.aten.add.Tensor(getitem_132, add_7);  getitem_132 = add_7 = None
    convolution_75 = torch.ops.aten.convolution.default(add_8, arg286_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_8 = arg286_1 = None
    _native_batch_norm_legit_no_training_45 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_75, arg289_1, arg290_1, arg287_1, arg288_1, 0.1, 1e-05);  convolution_75 = arg289_1 = arg290_1 = arg287_1 = arg288_1 = None
    getitem_135 = _native_batch_norm_legit_no_training_45[0];  _native_batch_norm_legit_no_training_45 = None
    silu_45 = torch.ops.aten.silu.default(getitem_135);  getitem_135 = None
    convolution_76 = torch.ops.aten.convolution.default(silu_45, arg291_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1152);  silu_45 = arg291_1 = None
    _native_batch_norm_legit_no_training_46 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_76, arg294_1, arg295_1, arg292_1, arg293_1, 0.1, 1e-05);  convolution_76 = arg294_1 = arg295_1 = arg292_1 = arg293_1 = None
    getitem_138 = _native_batch_norm_legit_no_training_46[0];  _native_batch_norm_legit_no_training_46 = None
    silu_46 = torch.ops.aten.silu.default(getitem_138);  getitem_138 = None
    mean_15 = torch.ops.aten.mean.dim(silu_46, [-1, -2], True)
    convolution_77 = torch.ops.aten.convolution.default(mean_15, arg296_1, arg297_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_15 = arg296_1 = arg297_1 = None
    silu_47 = torch.ops.aten.silu.default(convolution_77);  convolution_77 = None
    convolution_78 = torch.ops.aten.convolution.default(silu_47, arg298_1, arg299_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_47 = arg298_1 = arg299_1 = None
    sigmoid_15 = torch.ops.aten.sigmoid.default(convolution_78);  convolution_78 = None
    mul_15 = torch.ops.aten.mul.Tensor(sigmoid_15, silu_46);  sigmoid_15 = silu_46 = None
    convolution_79 = torch.ops.aten.convolution.default(mul_15, arg300_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_15 = arg300_1 = None
    _native_batch_norm_legit_no_training_47 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_79, arg303_1, arg304_1, arg301_1, arg302_1, 0.1, 1e-05);  convolution_79 = arg303_1 = arg304_1 = arg301_1 = arg302_1 = None
    getitem_141 = _native_batch_norm_legit_no_training_47[0];  _native_batch_norm_legit_no_training_47 = None
    convolution_80 = torch.ops.aten.convolution.default(getitem_141, arg305_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_141 = arg305_1 = None
    _native_batch_norm_legit_no_training_48 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_80, arg308_1, arg309_1, arg306_1, arg307_1, 0.1, 1e-05);  convolution_80 = arg308_1 = arg309_1 = arg306_1 = arg307_1 = None
    getitem_144 = _native_batch_norm_legit_no_training_48[0];  _native_batch_norm_legit_no_training_48 = None
    silu_48 = torch.ops.aten.silu.default(getitem_144);  getitem_144 = None
    mean_16 = torch.ops.aten.mean.dim(silu_48, [-1, -2], True);  silu_48 = None
    view = torch.ops.aten.view.default(mean_16, [1, 1280]);  mean_16 = None
    t = torch.ops.aten.t.default(arg310_1);  arg310_1 = None
    addmm = torch.ops.aten.addmm.default(arg311_1, view, t);  arg311_1 = view = t = None
    return (addmm,)
    