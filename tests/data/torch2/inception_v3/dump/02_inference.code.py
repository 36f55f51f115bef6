


def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1, arg288_1, arg289_1, arg290_1, arg291_1, arg292_1, arg293_1, arg294_1, arg295_1, arg296_1, arg297_1, arg298_1, arg299_1, arg300_1, arg301_1, arg302_1, arg303_1, arg304_1, arg305_1, arg306_1, arg307_1, arg308_1, arg309_1, arg310_1, arg311_1, arg312_1, arg313_1, arg314_1, arg315_1, arg316_1, arg317_1, arg318_1, arg319_1, arg320_1, arg321_1, arg322_1, arg323_1, arg324_1, arg325_1, arg326_1, arg327_1, arg328_1, arg329_1, arg330_1, arg331_1, arg332_1, arg333_1, arg334_1, arg335_1, arg336_1, arg337_1, arg338_1, arg339_1, arg340_1, arg341_1, arg342_1, arg343_1, arg344_1, arg345_1, arg346_1, arg347_1, arg348_1, arg349_1, arg350_1, arg351_1, arg352_1, arg353_1, arg354_1, arg355_1, arg356_1, arg357_1, arg358_1, arg359_1, arg360_1, arg361_1, arg362_1, arg363_1, arg364_1, arg365_1, arg366_1, arg367_1, arg368_1, arg369_1, arg370_1, arg371_1, arg372_1, arg373_1, arg374_1, arg375_1, arg376_1, arg377_1, arg378_1, arg379_1, arg380_1, arg381_1, arg382_1, arg383_1, arg384_1, arg385_1, arg386_1, arg387_1, arg388_1, arg389_1, arg390_1, arg391_1, arg392_1, arg393_1, arg394_1, arg395_1, arg396_1, arg397_1, arg398_1, arg399_1, arg400_1, arg401_1, arg402_1, arg403_1, arg404_1, arg405_1, arg406_1, arg407_1, arg408_1, arg409_1, arg410_1, arg411_1, arg412_1, arg413_1, arg414_1, arg415_1, arg416_1, arg417_1, arg418_1, arg419_1, arg420_1, arg421_1, arg422_1, arg423_1, arg424_1, arg425_1, arg426_1, arg427_1, arg428_1, arg429_1, arg430_1, arg431_1, arg432_1, arg433_1, arg434_1, arg435_1, arg436_1, arg437_1, arg438_1, arg439_1, arg440_1, arg441_1, arg442_1, arg443_1, arg444_1, arg445_1, arg446_1, arg447_1, arg448_1, arg449_1, arg450_1, arg451_1, arg452_1, arg453_1, arg454_1, arg455_1, arg456_1, arg457_1, arg458_1, arg459_1, arg460_1, arg461_1, arg462_1, arg463_1, arg464_1, arg465_1, arg466_1, arg467_1, arg468_1, arg469_1, arg470_1, arg471_1, arg472_1):
    convolution = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None
    _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, arg4_1, arg5_1, arg2_1, arg3_1, 0.1, 0.001);  convolution = arg4_1 = arg5_1 = arg2_1 = arg3_1 = None
    getitem = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    convolution_1 = torch.ops.aten.convolution.default(relu, arg6_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu = arg6_1 = None
    _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, arg9_1, arg10_1, arg7_1, arg8_1, 0.1, 0.001);  convolution_1 = arg9_1 = arg10_1 = arg7_1 = arg8_1 = None
    getitem_3 = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None
    relu_1 = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None
    convolution_2 = torch.ops.aten.convolution.default(relu_1, arg11_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_1 = arg11_1 = None
    _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_2, arg14_1, arg15_1, arg12_1, arg13_1, 0.1, 0.001);  convolution_2 = arg14_1 = arg15_1 = arg12_1 = arg13_1 = None
    getitem_6 = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None
    relu_2 = torch.ops.aten.relu.default(getitem_6);  getitem_6 = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu_2, [3, 3], [2, 2]);  relu_2 = None
    getitem_9 = max_pool2d_with_indices[0];  max_pool2d_with_indices = None
    convolution_3 = torch.ops.aten.convolution.default(getitem_9, arg16_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_9 = arg16_1 = None
    _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_3, arg19_1, arg20_1, arg17_1, arg18_1, 0.1, 0.001);  convolution_3 = arg19_1 = arg20_1 = arg17_1 = arg18_1 = None
    getitem_11 = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None
    relu_3 = torch.ops.aten.relu.default(getitem_11);  getitem_11 = None
    convolution_4 = torch.ops.aten.convolution.default(relu_3, arg21_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_3 = arg21_1 = None
    _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_4, arg24_1, arg25_1, arg22_1, arg23_1, 0.1, 0.001);  convolution_4 = arg24_1 = arg25_1 = arg22_1 = arg23_1 = None
    getitem_14 = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None
    relu_4 = torch.ops.aten.relu.default(getitem_14);  getitem_14 = None
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(relu_4, [3, 3], [2, 2]);  relu_4 = None
    getitem_17 = max_pool2d_with_indices_1[0];  max_pool2d_with_indices_1 = None
    convolution_5 = torch.ops.aten.convolution.default(getitem_17, arg26_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg26_1 = None
    _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, arg29_1, arg30_1, arg27_1, arg28_1, 0.1, 0.001);  convolution_5 = arg29_1 = arg30_1 = arg27_1 = arg28_1 = None
    getitem_19 = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None
    relu_5 = torch.ops.aten.relu.default(getitem_19);  getitem_19 = None
    convolution_6 = torch.ops.aten.convolution.default(getitem_17, arg31_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg31_1 = None
    _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_6, arg34_1, arg35_1, arg32_1, arg33_1, 0.1, 0.001);  convolution_6 = arg34_1 = arg35_1 = arg32_1 = arg33_1 = None
    getitem_22 = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None
    relu_6 = torch.ops.aten.relu.default(getitem_22);  getitem_22 = None
    convolution_7 = torch.ops.aten.convolution.default(relu_6, arg36_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  relu_6 = arg36_1 = None
    _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_7, arg39_1, arg40_1, arg37_1, arg38_1, 0.1, 0.001);  convolution_7 = arg39_1 = arg40_1 = arg37_1 = arg38_1 = None
    getitem_25 = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None
    relu_7 = torch.ops.aten.relu.default(getitem_25);  getitem_25 = None
    convolution_8 = torch.ops.aten.convolution.default(getitem_17, arg41_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg41_1 = None
    _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_8, arg44_1, arg45_1, arg42_1, arg43_1, 0.1, 0.001);  convolution_8 = arg44_1 = arg45_1 = arg42_1 = arg43_1 = None
    getitem_28 = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None
    relu_8 = torch.ops.aten.relu.default(getitem_28);  getitem_28 = None
    convolution_9 = torch.ops.aten.convolution.default(relu_8, arg46_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_8 = arg46_1 = None
    _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, arg49_1, arg50_1, arg47_1, arg48_1, 0.1, 0.001);  convolution_9 = arg49_1 = arg50_1 = arg47_1 = arg48_1 = None
    getitem_31 = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None
    relu_9 = torch.ops.aten.relu.default(getitem_31);  getitem_31 = None
    convolution_10 = torch.ops.aten.convolution.default(relu_9, arg51_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_9 = arg51_1 = None
    _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_10, arg54_1, arg55_1, arg52_1, arg53_1, 0.1, 0.001);  convolution_10 = arg54_1 = arg55_1 = arg52_1 = arg53_1 = None
    getitem_34 = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None
    relu_10 = torch.ops.aten.relu.default(getitem_34);  getitem_34 = None
    avg_pool2d = torch.ops.aten.avg_pool2d.default(getitem_17, [3, 3], [1, 1], [1, 1]);  getitem_17 = None
    convolution_11 = torch.ops.aten.convolution.default(avg_pool2d, arg56_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d = arg56_1 = None
    _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, arg59_1, arg60_1, arg57_1, arg58_1, 0.1, 0.001);  convolution_11 = arg59_1 = arg60_1 = arg57_1 = arg58_1 = None
    getitem_37 = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None
    relu_11 = torch.ops.aten.relu.default(getitem_37);  getitem_37 = None
    cat = torch.ops.aten.cat.default([relu_5, relu_7, relu_10, relu_11], 1);  relu_5 = relu_7 = relu_10 = relu_11 = None
    convolution_12 = torch.ops.aten.convolution.default(cat, arg61_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg61_1 = None
    _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_12, arg64_1, arg65_1, arg62_1, arg63_1, 0.1, 0.001);  convolution_12 = arg64_1 = arg65_1 = arg62_1 = arg63_1 = None
    getitem_40 = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None
    relu_12 = torch.ops.aten.relu.default(getitem_40);  getitem_40 = None
    convolution_13 = torch.ops.aten.convolution.default(cat, arg66_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg66_1 = None
    _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_13, arg69_1, arg70_1, arg67_1, arg68_1, 0.1, 0.001);  convolution_13 = arg69_1 = arg70_1 = arg67_1 = arg68_1 = None
    getitem_43 = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None
    relu_13 = torch.ops.aten.relu.default(getitem_43);  getitem_43 = None
    convolution_14 = torch.ops.aten.convolution.default(relu_13, arg71_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  relu_13 = arg71_1 = None
    _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_14, arg74_1, arg75_1, arg72_1, arg73_1, 0.1, 0.001);  convolution_14 = arg74_1 = arg75_1 = arg72_1 = arg73_1 = None
    getitem_46 = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None
    relu_14 = torch.ops.aten.relu.default(getitem_46);  getitem_46 = None
    convolution_15 = torch.ops.aten.convolution.default(cat, arg76_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg76_1 = None
    _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_15, arg79_1, arg80_1, arg77_1, arg78_1, 0.1, 0.001);  convolution_15 = arg79_1 = arg80_1 = arg77_1 = arg78_1 = None
    getitem_49 = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None
    relu_15 = torch.ops.aten.relu.default(getitem_49);  getitem_49 = None
    convolution_16 = torch.ops.aten.convolution.default(relu_15, arg81_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_15 = arg81_1 = None
    _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, arg84_1, arg85_1, arg82_1, arg83_1, 0.1, 0.001);  convolution_16 = arg84_1 = arg85_1 = arg82_1 = arg83_1 = None
    getitem_52 = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None
    relu_16 = torch.ops.aten.relu.default(getitem_52);  getitem_52 = None
    convolution_17 = torch.ops.aten.convolution.default(relu_16, arg86_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_16 = arg86_1 = None
    _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_17, arg89_1, arg90_1, arg87_1, arg88_1, 0.1, 0.001);  convolution_17 = arg89_1 = arg90_1 = arg87_1 = arg88_1 = None
    getitem_55 = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None
    relu_17 = torch.ops.aten.relu.default(getitem_55);  getitem_55 = None
    avg_pool2d_1 = torch.ops.aten.avg_pool2d.default(cat, [3, 3], [1, 1], [1, 1]);  cat = None
    convolution_18 = torch.ops.aten.convolution.default(avg_pool2d_1, arg91_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_1 = arg91_1 = None
    _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_18, arg94_1, arg95_1, arg92_1, arg93_1, 0.1, 0.001);  convolution_18 = arg94_1 = arg95_1 = arg92_1 = arg93_1 = None
    getitem_58 = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None
    relu_18 = torch.ops.aten.relu.default(getitem_58);  getitem_58 = None
    cat_1 = torch.ops.aten.cat.default([relu_12, relu_14, relu_17, relu_18], 1);  relu_12 = relu_14 = relu_17 = relu_18 = None
    convolution_19 = torch.ops.aten.convolution.default(cat_1, arg96_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg96_1 = None
    _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_19, arg99_1, arg100_1, arg97_1, arg98_1, 0.1, 0.001);  convolution_19 = arg99_1 = arg100_1 = arg97_1 = arg98_1 = None
    getitem_61 = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None
    relu_19 = torch.ops.aten.relu.default(getitem_61);  getitem_61 = None
    convolution_20 = torch.ops.aten.convolution.default(cat_1, arg101_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg101_1 = None
    _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, arg104_1, arg105_1, arg102_1, arg103_1, 0.1, 0.001);  convolution_20 = arg104_1 = arg105_1 = arg102_1 = arg103_1 = None
    getitem_64 = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None
    relu_20 = torch.ops.aten.relu.default(getitem_64);  getitem_64 = None
    convolution_21 = torch.ops.aten.convolution.default(relu_20, arg106_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  relu_20 = arg106_1 = None
    _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_21, arg109_1, arg110_1, arg107_1, arg108_1, 0.1, 0.001);  convolution_21 = arg109_1 = arg110_1 = arg107_1 = arg108_1 = None
    getitem_67 = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None
    relu_21 = torch.ops.aten.relu.default(getitem_67);  getitem_67 = None
    convolution_22 = torch.ops.aten.convolution.default(cat_1, arg111_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg111_1 = None
    _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_22, arg114_1, arg115_1, arg112_1, arg113_1, 0.1, 0.001);  convolution_22 = arg114_1 = arg115_1 = arg112_1 = arg113_1 = None
    getitem_70 = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None
    relu_22 = torch.ops.aten.relu.default(getitem_70);  getitem_70 = None
    convolution_23 = torch.ops.aten.convolution.default(relu_22, arg116_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_22 = arg116_1 = None
    _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_23, arg119_1, arg120_1, arg117_1, arg118_1, 0.1, 0.001);  convolution_23 = arg119_1 = arg120_1 = arg117_1 = arg118_1 = None
    getitem_73 = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None
    relu_23 = torch.ops.aten.relu.default(getitem_73);  getitem_73 = None
    convolution_24 = torch.ops.aten.convolution.default(relu_23, arg121_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_23 = arg121_1 = None
    _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_24, arg124_1, arg125_1, arg122_1, arg123_1, 0.1, 0.001);  convolution_24 = arg124_1 = arg125_1 = arg122_1 = arg123_1 = None
    getitem_76 = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None
    relu_24 = torch.ops.aten.relu.default(getitem_76);  getitem_76 = None
    avg_pool2d_2 = torch.ops.aten.avg_pool2d.default(cat_1, [3, 3], [1, 1], [1, 1]);  cat_1 = None
    convolution_25 = torch.ops.aten.convolution.default(avg_pool2d_2, arg126_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_2 = arg126_1 = None
    _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_25, arg129_1, arg130_1, arg127_1, arg128_1, 0.1, 0.001);  convolution_25 = arg129_1 = arg130_1 = arg127_1 = arg128_1 = None
    getitem_79 = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None
    relu_25 = torch.ops.aten.relu.default(getitem_79);  getitem_79 = None
    cat_2 = torch.ops.aten.cat.default([relu_19, relu_21, relu_24, relu_25], 1);  relu_19 = relu_21 = relu_24 = relu_25 = None
    convolution_26 = torch.ops.aten.convolution.default(cat_2, arg131_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  arg131_1 = None
    _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, arg134_1, arg135_1, arg132_1, arg133_1, 0.1, 0.001);  convolution_26 = arg134_1 = arg135_1 = arg132_1 = arg133_1 = None
    getitem_82 = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None
    relu_26 = torch.ops.aten.relu.default(getitem_82);  getitem_82 = None
    convolution_27 = torch.ops.aten.convolution.default(cat_2, arg136_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg136_1 = None
    _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_27, arg139_1, arg140_1, arg137_1, arg138_1, 0.1, 0.001);  convolution_27 = arg139_1 = arg140_1 = arg137_1 = arg138_1 = None
    getitem_85 = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None
    relu_27 = torch.ops.aten.relu.default(getitem_85);  getitem_85 = None
    convolution_28 = torch.ops.aten.convolution.default(relu_27, arg141_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_27 = arg141_1 = None
    _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_28, arg144_1, arg145_1, arg142_1, arg143_1, 0.1, 0.001);  convolution_28 = arg144_1 = arg145_1 = arg142_1 = arg143_1 = None
    getitem_88 = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None
    relu_28 = torch.ops.aten.relu.default(getitem_88);  getitem_88 = None
    convolution_29 = torch.ops.aten.convolution.default(relu_28, arg146_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_28 = arg146_1 = None
    _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_29, arg149_1, arg150_1, arg147_1, arg148_1, 0.1, 0.001);  convolution_29 = arg149_1 = arg150_1 = arg147_1 = arg148_1 = None
    getitem_91 = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None
    relu_29 = torch.ops.aten.relu.default(getitem_91);  getitem_91 = None
    max_pool2d_with_indices_2 = torch.ops.aten.max_pool2d_with_indices.default(cat_2, [3, 3], [2, 2]);  cat_2 = None
    getitem_94 = max_pool2d_with_indices_2[0];  max_pool2d_with_indices_2 = None
    cat_3 = torch.ops.aten.cat.default([relu_26, relu_29, getitem_94], 1);  relu_26 = relu_29 = getitem_94 = None
    convolution_30 = torch.ops.aten.convolution.default(cat_3, arg151_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg151_1 = None
    _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, arg154_1, arg155_1, arg152_1, arg153_1, 0.1, 0.001);  convolution_30 = arg154_1 = arg155_1 = arg152_1 = arg153_1 = None
    getitem_96 = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None
    relu_30 = torch.ops.aten.relu.default(getitem_96);  getitem_96 = None
    convolution_31 = torch.ops.aten.convolution.default(cat_3, arg156_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg156_1 = None
    _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_31, arg159_1, arg160_1, arg157_1, arg158_1, 0.1, 0.001);  convolution_31 = arg159_1 = arg160_1 = arg157_1 = arg158_1 = None
    getitem_99 = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None
    relu_31 = torch.ops.aten.relu.default(getitem_99);  getitem_99 = None
    convolution_32 = torch.ops.aten.convolution.default(relu_31, arg161_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_31 = arg161_1 = None
    _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_32, arg164_1, arg165_1, arg162_1, arg163_1, 0.1, 0.001);  convolution_32 = arg164_1 = arg165_1 = arg162_1 = arg163_1 = None
    getitem_102 = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None
    relu_32 = torch.ops.aten.relu.default(getitem_102);  getitem_102 = None
    convolution_33 = torch.ops.aten.convolution.default(relu_32, arg166_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_32 = arg166_1 = None
    _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_33, arg169_1, arg170_1, arg167_1, arg168_1, 0.1, 0.001);  convolution_33 = arg169_1 = arg170_1 = arg167_1 = arg168_1 = None
    getitem_105 = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None
    relu_33 = torch.ops.aten.relu.default(getitem_105);  getitem_105 = None
    convolution_34 = torch.ops.aten.convolution.default(cat_3, arg171_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg171_1 = None
    _native_batch_norm_legit_no_training_34 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_34, arg174_1, arg175_1, arg172_1, arg173_1, 0.1, 0.001);  convolution_34 = arg174_1 = arg175_1 = arg172_1 = arg173_1 = None
    getitem_108 = _native_batch_norm_legit_no_training_34[0];  _native_batch_norm_legit_no_training_34 = None
    relu_34 = torch.ops.aten.relu.default(getitem_108);  getitem_108 = None
    convolution_35 = torch.ops.aten.convolution.default(relu_34, arg176_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_34 = arg176_1 = None
    _native_batch_norm_legit_no_training_35 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_35, arg179_1, arg180_1, arg177_1, arg178_1, 0.1, 0.001);  convolution_35 = arg179_1 = arg180_1 = arg177_1 = arg178_1 = None
    getitem_111 = _native_batch_norm_legit_no_training_35[0];  _native_batch_norm_legit_no_training_35 = None
    relu_35 = torch.ops.aten.relu.default(getitem_111);  getitem_111 = None
    convolution_36 = torch.ops.aten.convolution.default(relu_35, arg181_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_35 = arg181_1 = None
    _native_batch_norm_legit_no_training_36 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, arg184_1, arg185_1, arg182_1, arg183_1, 0.1, 0.001);  convolution_36 = arg184_1 = arg185_1 = arg182_1 = arg183_1 = None
    getitem_114 = _native_batch_norm_legit_no_training_36[0];  _native_batch_norm_legit_no_training_36 = None
    relu_36 = torch.ops.aten.relu.default(getitem_114);  getitem_114 = None
    convolution_37 = torch.ops.aten.convolution.default(relu_36, arg186_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_36 = arg186_1 = None
    _native_batch_norm_legit_no_training_37 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_37, arg189_1, arg190_1, arg187_1, arg188_1, 0.1, 0.001);  convolution_37 = arg189_1 = arg190_1 = arg187_1 = arg188_1 = None
    getitem_117 = _native_batch_norm_legit_no_training_37[0];  _native_batch_norm_legit_no_training_37 = None
    relu_37 = torch.ops.aten.relu.default(getitem_117);  getitem_117 = None
    convolution_38 = torch.ops.aten.convolution.default(relu_37, arg191_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_37 = arg191_1 = None
    _native_batch_norm_legit_no_training_38 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_38, arg194_1, arg195_1, arg192_1, arg193_1, 0.1, 0.001);  convolution_38 = arg194_1 = arg195_1 = arg192_1 = arg193_1 = None
    getitem_120 = _native_batch_norm_legit_no_training_38[0];  _native_batch_norm_legit_no_training_38 = None
    relu_38 = torch.ops.aten.relu.default(getitem_120);  getitem_120 = None
    avg_pool2d_3 = torch.ops.aten.avg_pool2d.default(cat_3, [3, 3], [1, 1], [1, 1]);  cat_3 = None
    convolution_39 = torch.ops.aten.convolution.default(avg_pool2d_3, arg196_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_3 = arg196_1 = None
    _native_batch_norm_legit_no_training_39 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_39, arg199_1, arg200_1, arg197_1, arg198_1, 0.1, 0.001);  convolution_39 = arg199_1 = arg200_1 = arg197_1 = arg198_1 = None
    getitem_123 = _native_batch_norm_legit_no_training_39[0];  _native_batch_norm_legit_no_training_39 = None
    relu_39 = torch.ops.aten.relu.default(getitem_123);  getitem_123 = None
    cat_4 = torch.ops.aten.cat.default([relu_30, relu_33, relu_38, relu_39], 1);  relu_30 = relu_33 = relu_38 = relu_39 = None
    convolution_40 = torch.ops.aten.convolution.default(cat_4, arg201_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg201_1 = None
    _native_batch_norm_legit_no_training_40 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_40, arg204_1, arg205_1, arg202_1, arg203_1, 0.1, 0.001);  convolution_40 = arg204_1 = arg205_1 = arg202_1 = arg203_1 = None
    getitem_126 = _native_batch_norm_legit_no_training_40[0];  _native_batch_norm_legit_no_training_40 = None
    relu_40 = torch.ops.aten.relu.default(getitem_126);  getitem_126 = None
    convolution_41 = torch.ops.aten.convolution.default(cat_4, arg206_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg206_1 = None
    _native_batch_norm_legit_no_training_41 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, arg209_1, arg210_1, arg207_1, arg208_1, 0.1, 0.001);  convolution_41 = arg209_1 = arg210_1 = arg207_1 = arg208_1 = None
    getitem_129 = _native_batch_norm_legit_no_training_41[0];  _native_batch_norm_legit_no_training_41 = None
    relu_41 = torch.ops.aten.relu.default(getitem_129);  getitem_129 = None
    convolution_42 = torch.ops.aten.convolution.default(relu_41, arg211_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_41 = arg211_1 = None
    _native_batch_norm_legit_no_training_42 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_42, arg214_1, arg215_1, arg212_1, arg213_1, 0.1, 0.001);  convolution_42 = arg214_1 = arg215_1 = arg212_1 = arg213_1 = None
    getitem_132 = _native_batch_norm_legit_no_training_42[0];  _native_batch_norm_legit_no_training_42 = None
    relu_42 = torch.ops.aten.relu.default(getitem_132);  getitem_132 = None
    convolution_43 = torch.ops.aten.convolution.default(relu_42, arg216_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_42 = arg216_1 = None
    _native_batch_norm_legit_no_training_43 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_43, arg219_1, arg220_1, arg217_1, arg218_1, 0.1, 0.001);  convolution_43 = arg219_1 = arg220_1 = arg217_1 = arg218_1 = None
    getitem_135 = _native_batch_norm_legit_no_training_43[0];  _native_batch_norm_legit_no_training_43 = None
    relu_43 = torch.ops.aten.relu.default(getitem_135);  getitem_135 = None
    convolution_44 = torch.ops.aten.convolution.default(cat_4, arg221_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg221_1 = None
    _native_batch_norm_legit_no_training_44 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_44, arg224_1, arg225_1, arg222_1, arg223_1, 0.1, 0.001);  convolution_44 = arg224_1 = arg225_1 = arg222_1 = arg223_1 = None
    getitem_138 = _native_batch_norm_legit_no_training_44[0];  _native_batch_norm_legit_no_training_44 = None
    relu_44 = torch.ops.aten.relu.default(getitem_138);  getitem_138 = None
    convolution_45 = torch.ops.aten.convolution.default(relu_44, arg226_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_44 = arg226_1 = None
    _native_batch_norm_legit_no_training_45 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, arg229_1, arg230_1, arg227_1, arg228_1, 0.1, 0.001);  convolution_45 = arg229_1 = arg230_1 = arg227_1 = arg228_1 = None
    getitem_141 = _native_batch_norm_legit_no_training_45[0];  _native_batch_norm_legit_no_training_45 = None
    relu_45 = torch.ops.aten.relu.default(getitem_141);  getitem_141 = None
    convolution_46 = torch.ops.aten.convolution.default(relu_45, arg231_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_45 = arg231_1 = None
    _native_batch_norm_legit_no_training_46 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_46, arg234_1, arg235_1, arg232_1, arg233_1, 0.1, 0.001);  convolution_46 = arg234_1 = arg235_1 = arg232_1 = arg233_1 = None
    getitem_144 = _native_batch_norm_legit_no_training_46[0];  _native_batch_norm_legit_no_training_46 = None
    relu_46 = torch.ops.aten.relu.default(getitem_144);  getitem_144 = None
    convolution_47 = torch.ops.aten.convolution.default(relu_46, arg236_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_46 = arg236_1 = None
    _native_batch_norm_legit_no_training_47 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_47, arg239_1, arg240_1, arg237_1, arg238_1, 0.1, 0.001);  convolution_47 = arg239_1 = arg240_1 = arg237_1 = arg238_1 = None
    getitem_147 = _native_batch_norm_legit_no_training_47[0];  _native_batch_norm_legit_no_training_47 = None
    relu_47 = torch.ops.aten.relu.default(getitem_147);  getitem_147 = None
    convolution_48 = torch.ops.aten.convolution.default(relu_47, arg241_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_47 = arg241_1 = None
    _native_batch_norm_legit_no_training_48 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_48, arg244_1, arg245_1, arg242_1, arg243_1, 0.1, 0.001);  convolution_48 = arg244_1 = arg245_1 = arg242_1 = arg243_1 = None
    getitem_150 = _native_batch_norm_legit_no_training_48[0];  _native_batch_norm_legit_no_training_48 = None
    relu_48 = torch.ops.aten.relu.default(getitem_150);  getitem_150 = None
    avg_pool2d_4 = torch.ops.aten.avg_pool2d.default(cat_4, [3, 3], [1, 1], [1, 1]);  cat_4 = None
    convolution_49 = torch.ops.aten.convolution.default(avg_pool2d_4, arg246_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_4 = arg246_1 = None
    _native_batch_norm_legit_no_training_49 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_49, arg249_1, arg250_1, arg247_1, arg248_1, 0.1, 0.001);  convolution_49 = arg249_1 = arg250_1 = arg247_1 = arg248_1 = None
    getitem_153 = _native_batch_norm_legit_no_training_49[0];  _native_batch_norm_legit_no_training_49 = None
    relu_49 = torch.ops.aten.relu.default(getitem_153);  getitem_153 = None
    cat_5 = torch.ops.aten.cat.default([relu_40, relu_43, relu_48, relu_49], 1);  relu_40 = relu_43 = relu_48 = relu_49 = None
    convolution_50 = torch.ops.aten.convolution.default(cat_5, arg251_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg251_1 = None
    _native_batch_norm_legit_no_training_50 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_50, arg254_1, arg255_1, arg252_1, arg253_1, 0.1, 0.001);  convolution_50 = arg254_1 = arg255_1 = arg252_1 = arg253_1 = None
    getitem_156 = _native_batch_norm_legit_no_training_50[0];  _native_batch_norm_legit_no_training_50 = None
    relu_50 = torch.ops.aten.relu.default(getitem_156);  getitem_156 = None
    convolution_51 = torch.ops.aten.convolution.default(cat_5, arg256_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg256_1 = None
    _native_batch_norm_legit_no_training_51 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, arg259_1, arg260_1, arg257_1, arg258_1, 0.1, 0.001);  convolution_51 = arg259_1 = arg260_1 = arg257_1 = arg258_1 = None
    getitem_159 = _native_batch_norm_legit_no_training_51[0];  _native_batch_norm_legit_no_training_51 = None
    relu_51 = torch.ops.aten.relu.default(getitem_159);  getitem_159 = None
    convolution_52 = torch.ops.aten.convolution.default(relu_51, arg261_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_51 = arg261_1 = None
    _native_batch_norm_legit_no_training_52 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_52, arg264_1, arg265_1, arg262_1, arg263_1, 0.1, 0.001);  convolution_52 = arg264_1 = arg265_1 = arg262_1 = arg263_1 = None
    getitem_162 = _native_batch_norm_legit_no_training_52[0];  _native_batch_norm_legit_no_training_52 = None
    relu_52 = torch.ops.aten.relu.default(getitem_162);  getitem_162 = None
    convolution_53 = torch.ops.aten.convolution.default(relu_52, arg266_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_52 = arg266_1 = None
    _native_batch_norm_legit_no_training_53 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_53, arg269_1, arg270_1, arg267_1, arg268_1, 0.1, 0.001);  convolution_53 = arg269_1 = arg270_1 = arg267_1 = arg268_1 = None
    getitem_165 = _native_batch_norm_legit_no_training_53[0];  _native_batch_norm_legit_no_training_53 = None
    relu_53 = torch.ops.aten.relu.default(getitem_165);  getitem_165 = None
    convolution_54 = torch.ops.aten.convolution.default(cat_5, arg271_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg271_1 = None
    _native_batch_norm_legit_no_training_54 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_54, arg274_1, arg275_1, arg272_1, arg273_1, 0.1, 0.001);  convolution_54 = arg274_1 = arg275_1 = arg272_1 = arg273_1 = None
    getitem_168 = _native_batch_norm_legit_no_training_54[0];  _native_batch_norm_legit_no_training_54 = None
    relu_54 = torch.ops.aten.relu.default(getitem_168);  getitem_168 = None
    convolution_55 = torch.ops.aten.convolution.default(relu_54, arg276_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_54 = arg276_1 = None
    _native_batch_norm_legit_no_training_55 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_55, arg279_1, arg280_1, arg277_1, arg278_1, 0.1, 0.001);  convolution_55 = arg279_1 = arg280_1 = arg277_1 = arg278_1 = None
    getitem_171 = _native_batch_norm_legit_no_training_55[0];  _native_batch_norm_legit_no_training_55 = None
    relu_55 = torch.ops.aten.relu.default(getitem_171);  getitem_171 = None
    convolution_56 = torch.ops.aten.convolution.default(relu_55, arg281_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_55 = arg281_1 = None
    _native_batch_norm_legit_no_training_56 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_56, arg284_1, arg285_1, arg282_1, arg283_1, 0.1, 0.001);  convolution_56 = arg284_1 = arg285_1 = arg282_1 = arg283_1 = None
    getitem_174 = _native_batch_norm_legit_no_training_56[0];  _native_batch_norm_legit_no_training_56 = None
    relu_56 = torch.ops.aten.relu.default(getitem_174);  getitem_174 = None
    convolution_57 = torch.ops.aten.convolution.default(relu_56, arg286_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_56 = arg286_1 = None
    _native_batch_norm_legit_no_training_57 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_57, arg289_1, arg290_1, arg287_1, arg288_1, 0.1, 0.001);  convolution_57 = arg289_1 = arg290_1 = arg287_1 = arg288_1 = None
    getitem_177 = _native_batch_norm_legit_no_training_57[0];  _native_batch_norm_legit_no_training_57 = None
    relu_57 = torch.ops.aten.relu.default(getitem_177);  getitem_177 = None
    convolution_58 = torch.ops.aten.convolution.default(relu_57, arg291_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_57 = arg291_1 = None
    _native_batch_norm_legit_no_training_58 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_58, arg294_1, arg295_1, arg292_1, arg293_1, 0.1, 0.001);  convolution_58 = arg294_1 = arg295_1 = arg292_1 = arg293_1 = None
    getitem_180 = _native_batch_norm_legit_no_training_58[0];  _native_batch_norm_legit_no_training_58 = None
    relu_58 = torch.ops.aten.relu.default(getitem_180);  getitem_180 = None
    avg_pool2d_5 = torch.ops.aten.avg_pool2d.default(cat_5, [3, 3], [1, 1], [1, 1]);  cat_5 = None
    convolution_59 = torch.ops.aten.convolution.default(avg_pool2d_5, arg296_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_5 = arg296_1 = None
    _native_batch_norm_legit_no_training_59 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_59, arg299_1, arg300_1, arg297_1, arg298_1, 0.1, 0.001);  convolution_59 = arg299_1 = arg300_1 = arg297_1 = arg298_1 = None
    getitem_183 = _native_batch_norm_legit_no_training_59[0];  _native_batch_norm_legit_no_training_59 = None
    relu_59 = torch.ops.aten.relu.default(getitem_183);  getitem_183 = None
    cat_6 = torch.ops.aten.cat.default([relu_50, relu_53, relu_58, relu_59], 1);  relu_50 = relu_53 = relu_58 = relu_59 = None
    convolution_60 = torch.ops.aten.convolution.default(cat_6, arg301_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg301_1 = None
    _native_batch_norm_legit_no_training_60 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_60, arg304_1, arg305_1, arg302_1, arg303_1, 0.1, 0.001);  convolution_60 = arg304_1 = arg305_1 = arg302_1 = arg303_1 = None
    getitem_186 = _native_batch_norm_legit_no_training_60[0];  _native_batch_norm_legit_no_training_60 = None
    relu_60 = torch.ops.aten.relu.default(getitem_186);  getitem_186 = None
    convolution_61 = torch.ops.aten.convolution.default(cat_6, arg306_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg306_1 = None
    _native_batch_norm_legit_no_training_61 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_61, arg309_1, arg310_1, arg307_1, arg308_1, 0.1, 0.001);  convolution_61 = arg309_1 = arg310_1 = arg307_1 = arg308_1 = None
    getitem_189 = _native_batch_norm_legit_no_training_61[0];  _native_batch_norm_legit_no_training_61 = None
    relu_61 = torch.ops.aten.relu.default(getitem_189);  getitem_189 = None
    convolution_62 = torch.ops.aten.convolution.default(relu_61, arg311_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_61 = arg311_1 = None
    _native_batch_norm_legit_no_training_62 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_62, arg314_1, arg315_1, arg312_1, arg313_1, 0.1, 0.001);  convolution_62 = arg314_1 = arg315_1 = arg312_1 = arg313_1 = None
    getitem_192 = _native_batch_norm_legit_no_training_62[0];  _native_batch_norm_legit_no_training_62 = None
    relu_62 = torch.ops.aten.relu.default(getitem_192);  getitem_192 = None
    convolution_63 = torch.ops.aten.convolution.default(relu_62, arg316_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_62 = arg316_1 = None
    _native_batch_norm_legit_no_training_63 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_63, arg319_1, arg320_1, arg317_1, arg318_1, 0.1, 0.001);  convolution_63 = arg319_1 = arg320_1 = arg317_1 = arg318_1 = None
    getitem_195 = _native_batch_norm_legit_no_training_63[0];  _native_batch_norm_legit_no_training_63 = None
    relu_63 = torch.ops.aten.relu.default(getitem_195);  getitem_195 = None
    convolution_64 = torch.ops.aten.convolution.default(cat_6, arg321_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg321_1 = None
    _native_batch_norm_legit_no_training_64 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_64, arg324_1, arg325_1, arg322_1, arg323_1, 0.1, 0.001);  convolution_64 = arg324_1 = arg325_1 = arg322_1 = arg323_1 = None
    getitem_198 = _native_batch_norm_legit_no_training_64[0];  _native_batch_norm_legit_no_training_64 = None
    relu_64 = torch.ops.aten.relu.default(getitem_198);  getitem_198 = None
    convolution_65 = torch.ops.aten.convolution.default(relu_64, arg326_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_64 = arg326_1 = None
    _native_batch_norm_legit_no_training_65 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_65, arg329_1, arg330_1, arg327_1, arg328_1, 0.1, 0.001);  convolution_65 = arg329_1 = arg330_1 = arg327_1 = arg328_1 = None
    getitem_201 = _native_batch_norm_legit_no_training_65[0];  _native_batch_norm_legit_no_training_65 = None
    relu_65 = torch.ops.aten.relu.default(getitem_201);  getitem_201 = None
    convolution_66 = torch.ops.aten.convolution.default(relu_65, arg331_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_65 = arg331_1 = None
    _native_batch_norm_legit_no_training_66 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_66, arg334_1, arg335_1, arg332_1, arg333_1, 0.1, 0.001);  convolution_66 = arg334_1 = arg335_1 = arg332_1 = arg333_1 = None
    getitem_204 = _native_batch_norm_legit_no_training_66[0];  _native_batch_norm_legit_no_training_66 = None
    relu_66 = torch.ops.aten.relu.default(getitem_204);  getitem_204 = None
    convolution_67 = torch.ops.aten.convolution.default(relu_66, arg336_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_66 = arg336_1 = None
    _native_batch_norm_legit_no_training_67 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_67, arg339_1, arg340_1, arg337_1, arg338_1, 0.1, 0.001);  convolution_67 = arg339_1 = arg340_1 = arg337_1 = arg338_1 = None
    getitem_207 = _native_batch_norm_legit_no_training_67[0];  _native_batch_norm_legit_no_training_67 = None
    relu_67 = torch.ops.aten.relu.default(getitem_207);  getitem_207 = None
    convolution_68 = torch.ops.aten.convolution.default(relu_67, arg341_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_67 = arg341_1 = None
    _native_batch_norm_legit_no_training_68 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_68, arg344_1, arg345_1, arg342_1, arg343_1, 0.1, 0.001);  convolution_68 = arg344_1 = arg345_1 = arg342_1 = arg343_1 = None
    getitem_210 = _native_batch_norm_legit_no_training_68[0];  _native_batch_norm_legit_no_training_68 = None
    relu_68 = torch.ops.aten.relu.default(getitem_210);  getitem_210 = None
    avg_pool2d_6 = torch.ops.aten.avg_pool2d.default(cat_6, [3, 3], [1, 1], [1, 1]);  cat_6 = None
    convolution_69 = torch.ops.aten.convolution.default(avg_pool2d_6, arg346_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_6 = arg346_1 = None
    _native_batch_norm_legit_no_training_69 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_69, arg349_1, arg350_1, arg347_1, arg348_1, 0.1, 0.001);  convolution_69 = arg349_1 = arg350_1 = arg347_1 = arg348_1 = None
    getitem_213 = _native_batch_norm_legit_no_training_69[0];  _native_batch_norm_legit_no_training_69 = None
    relu_69 = torch.ops.aten.relu.default(getitem_213);  getitem_213 = None
    cat_7 = torch.ops.aten.cat.default([relu_60, relu_63, relu_68, relu_69], 1);  relu_60 = relu_63 = relu_68 = relu_69 = None
    convolution_70 = torch.ops.aten.convolution.default(cat_7, arg351_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg351_1 = None
    _native_batch_norm_legit_no_training_70 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_70, arg354_1, arg355_1, arg352_1, arg353_1, 0.1, 0.001);  convolution_70 = arg354_1 = arg355_1 = arg352_1 = arg353_1 = None
    getitem_216 = _native_batch_norm_legit_no_training_70[0];  _native_batch_norm_legit_no_training_70 = None
    relu_70 = torch.ops.aten.relu.default(getitem_216);  getitem_216 = None
    convolution_71 = torch.ops.aten.convolution.default(relu_70, arg356_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_70 = arg356_1 = None
    _native_batch_norm_legit_no_training_71 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_71, arg359_1, arg360_1, arg357_1, arg358_1, 0.1, 0.001);  convolution_71 = arg359_1 = arg360_1 = arg357_1 = arg358_1 = None
    getitem_219 = _native_batch_norm_legit_no_training_71[0];  _native_batch_norm_legit_no_training_71 = None
    relu_71 = torch.ops.aten.relu.default(getitem_219);  getitem_219 = None
    convolution_72 = torch.ops.aten.convolution.default(cat_7, arg361_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg361_1 = None
    _native_batch_norm_legit_no_training_72 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_72, arg364_1, arg365_1, arg362_1, arg363_1, 0.1, 0.001);  convolution_72 = arg364_1 = arg365_1 = arg362_1 = arg363_1 = None
    getitem_222 = _native_batch_norm_legit_no_training_72[0];  _native_batch_norm_legit_no_training_72 = None
    relu_72 = torch.ops.aten.relu.default(getitem_222);  getitem_222 = None
    convolution_73 = torch.ops.aten.convolution.default(relu_72, arg366_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_72 = arg366_1 = None
    _native_batch_norm_legit_no_training_73 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_73, arg369_1, arg370_1, arg367_1, arg368_1, 0.1, 0.001);  convolution_73 = arg369_1 = arg370_1 = arg367_1 = arg368_1 = None
    getitem_225 = _native_batch_norm_legit_no_training_73[0];  _native_batch_norm_legit_no_training_73 = None
    relu_73 = torch.ops.aten.relu.default(getitem_225);  getitem_225 = None
    convolution_74 = torch.ops.aten.convolution.default(relu_73, arg371_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_73 = arg371_1 = None
    _native_batch_norm_legit_no_training_74 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_74, arg374_1, arg375_1, arg372_1, arg373_1, 0.1, 0.001);  convolution_74 = arg374_1 = arg375_1 = arg372_1 = arg373_1 = None
    getitem_228 = _native_batch_norm_legit_no_training_74[0];  _native_batch_norm_legit_no_training_74 = None
    relu_74 = torch.ops.aten.relu.default(getitem_228);  getitem_228 = None
    convolution_75 = torch.ops.aten.convolution.default(relu_74, arg376_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_74 = arg376_1 = None
    _native_batch_norm_legit_no_training_75 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_75, arg379_1, arg380_1, arg377_1, arg378_1, 0.1, 0.001);  convolution_75 = arg379_1 = arg380_1 = arg377_1 = arg378_1 = None
    getitem_231 = _native_batch_norm_legit_no_training_75[0];  _native_batch_norm_legit_no_training_75 = None
    relu_75 = torch.ops.aten.relu.default(getitem_231);  getitem_231 = None
    max_pool2d_with_indices_3 = torch.ops.aten.max_pool2d_with_indices.default(cat_7, [3, 3], [2, 2]);  cat_7 = None
    getitem_234 = max_pool2d_with_indices_3[0];  max_pool2d_with_indices_3 = None
    cat_8 = torch.ops.aten.cat.default([relu_71, relu_75, getitem_234], 1);  relu_71 = relu_75 = getitem_234 = None
    convolution_76 = torch.ops.aten.convolution.default(cat_8, arg381_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg381_1 = None
    _native_batch_norm_legit_no_training_76 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_76, arg384_1, arg385_1, arg382_1, arg383_1, 0.1, 0.001);  convolution_76 = arg384_1 = arg385_1 = arg382_1 = arg383_1 = None
    getitem_236 = _native_batch_norm_legit_no_training_76[0];  _native_batch_norm_legit_no_training_76 = None
    relu_76 = torch.ops.aten.relu.default(getitem_236);  getitem_236 = None
    convolution_77 = torch.ops.aten.convolution.default(cat_8, arg386_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg386_1 = None
    _native_batch_norm_legit_no_training_77 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_77, arg389_1, arg390_1, arg387_1, arg388_1, 0.1, 0.001);  convolution_77 = arg389_1 = arg390_1 = arg387_1 = arg388_1 = None
    getitem_239 = _native_batch_norm_legit_no_training_77[0];  _native_batch_norm_legit_no_training_77 = None
    relu_77 = torch.ops.aten.relu.default(getitem_239);  getitem_239 = None
    convolution_78 = torch.ops.aten.convolution.default(relu_77, arg391_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg391_1 = None
    _native_batch_norm_legit_no_training_78 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_78, arg394_1, arg395_1, arg392_1, arg393_1, 0.1, 0.001);  convolution_78 = arg394_1 = arg395_1 = arg392_1 = arg393_1 = None
    getitem_242 = _native_batch_norm_legit_no_training_78[0];  _native_batch_norm_legit_no_training_78 = None
    relu_78 = torch.ops.aten.relu.default(getitem_242);  getitem_242 = None
    convolution_79 = torch.ops.aten.convolution.default(relu_77, arg396_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_77 = arg396_1 = None
    _native_batch_norm_legit_no_training_79 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_79, arg399_1, arg400_1, arg397_1, arg398_1, 0.1, 0.001);  convolution_79 = arg399_1 = arg400_1 = arg397_1 = arg398_1 = None
    getitem_245 = _native_batch_norm_legit_no_training_79[0];  _native_batch_norm_legit_no_training_79 = None
    relu_79 = torch.ops.aten.relu.default(getitem_245);  getitem_245 = None
    cat_9 = torch.ops.aten.cat.default([relu_78, relu_79], 1);  relu_78 = relu_79 = None
    convolution_80 = torch.ops.aten.convolution.default(cat_8, arg401_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg401_1 = None
    _native_batch_norm_legit_no_training_80 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_80, arg404_1, arg405_1, arg402_1, arg403_1, 0.1, 0.001);  convolution_80 = arg404_1 = arg405_1 = arg402_1 = arg403_1 = None
    getitem_248 = _native_batch_norm_legit_no_training_80[0];  _native_batch_norm_legit_no_training_80 = None
    relu_80 = torch.ops.aten.relu.default(getitem_248);  getitem_248 = None
    convolution_81 = torch.ops.aten.convolution.default(relu_80, arg406_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_80 = arg406_1 = None
    _native_batch_norm_legit_no_training_81 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_81, arg409_1, arg410_1, arg407_1, arg408_1, 0.1, 0.001);  convolution_81 = arg409_1 = arg410_1 = arg407_1 = arg408_1 = None
    getitem_251 = _native_batch_norm_legit_no_training_81[0];  _native_batch_norm_legit_no_training_81 = None
    relu_81 = torch.ops.aten.relu.default(getitem_251);  getitem_251 = None
    convolution_82 = torch.ops.aten.convolution.default(relu_81, arg411_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg411_1 = None
    _native_batch_norm_legit_no_training_82 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_82, arg414_1, arg415_1, arg412_1, arg413_1, 0.1, 0.001);  convolution_82 = arg414_1 = arg415_1 = arg412_1 = arg413_1 = None
    getitem_254 = _native_batch_norm_legit_no_training_82[0];  _native_batch_norm_legit_no_training_82 = None
    relu_82 = torch.ops.aten.relu.default(getitem_254);  getitem_254 = None
    convolution_83 = torch.ops.aten.convolution.default(relu_81, arg416_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_81 = arg416_1 = None
    _native_batch_norm_legit_no_training_83 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_83, arg419_1, arg420_1, arg417_1, arg418_1, 0.1, 0.001);  convolution_83 = arg419_1 = arg420_1 = arg417_1 = arg418_1 = None
    getitem_257 = _native_batch_norm_legit_no_training_83[0];  _native_batch_norm_legit_no_training_83 = None
    relu_83 = torch.ops.aten.relu.default(getitem_257);  getitem_257 = None
    cat_10 = torch.ops.aten.cat.default([relu_82, relu_83], 1);  relu_82 = relu_83 = None
    avg_pool2d_7 = torch.ops.aten.avg_pool2d.default(cat_8, [3, 3], [1, 1], [1, 1]);  cat_8 = None
    convolution_84 = torch.ops.aten.convolution.default(avg_pool2d_7, arg421_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_7 = arg421_1 = None
    _native_batch_norm_legit_no_training_84 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_84, arg424_1, arg425_1, arg422_1, arg423_1, 0.1, 0.001);  convolution_84 = arg424_1 = arg425_1 = arg422_1 = arg423_1 = None
    getitem_260 = _native_batch_norm_legit_no_training_84[0];  _native_batch_norm_legit_no_training_84 = None
    relu_84 = torch.ops.aten.relu.default(getitem_260);  getitem_260 = None
    cat_11 = torch.ops.aten.cat.default([relu_76, cat_9, cat_10, relu_84], 1);  relu_76 = cat_9 = cat_10 = relu_84 = None
    convolution_85 = torch.ops.aten.convolution.default(cat_11, arg426_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg426_1 = None
    _native_batch_norm_legit_no_training_85 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_85, arg429_1, arg430_1, arg427_1, arg428_1, 0.1, 0.001);  convolution_85 = arg429_1 = arg430_1 = arg427_1 = arg428_1 = None
    getitem_263 = _native_batch_norm_legit_no_training_85[0];  _native_batch_norm_legit_no_training_85 = None
    relu_85 = torch.ops.aten.relu.default(getitem_263);  getitem_263 = None
    convolution_86 = torch.ops.aten.convolution.default(cat_11, arg431_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg431_1 = None
    _native_batch_norm_legit_no_training_86 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_86, arg434_1, arg435_1, arg432_1, arg433_1, 0.1, 0.001);  convolution_86 = arg434_1 = arg435_1 = arg432_1 = arg433_1 = None
    getitem_266 = _native_batch_norm_legit_no_training_86[0];  _native_batch_norm_legit_no_training_86 = None
    relu_86 = torch.ops.aten.relu.default(getitem_266);  getitem_266 = None
    convolution_87 = torch.ops.aten.convolution.default(relu_86, arg436_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg436_1 = None
    _native_batch_norm_legit_no_training_87 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_87, arg439_1, arg440_1, arg437_1, arg438_1, 0.1, 0.001);  convolution_87 = arg439_1 = arg440_1 = arg437_1 = arg438_1 = None
    getitem_269 = _native_batch_norm_legit_no_training_87[0];  _native_batch_norm_legit_no_training_87 = None
    relu_87 = torch.ops.aten.relu.default(getitem_269);  getitem_269 = None
    convolution_88 = torch.ops.aten.convolution.default(relu_86, arg441_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_86 = arg441_1 = None
    _native_batch_norm_legit_no_training_88 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_88, arg444_1, arg445_1, arg442_1, arg443_1, 0.1, 0.001);  convolution_88 = arg444_1 = arg445_1 = arg442_1 = arg443_1 = None
    getitem_272 = _native_batch_norm_legit_no_training_88[0];  _native_batch_norm_legit_no_training_88 = None
    relu_88 = torch.ops.aten.relu.default(getitem_272);  getitem_272 = None
    cat_12 = torch.ops.aten.cat.default([relu_87, relu_88], 1);  relu_87 = relu_88 = None
    convolution_89 = torch.ops.aten.convolution.default(cat_11, arg446_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg446_1 = None
    _native_batch_norm_legit_no_training_89 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_89, arg449_1, arg450_1, arg447_1, arg448_1, 0.1, 0.001);  convolution_89 = arg449_1 = arg450_1 = arg447_1 = arg448_1 = None
    getitem_275 = _native_batch_norm_legit_no_training_89[0];  _native_batch_norm_legit_no_training_89 = None
    relu_89 = torch.ops.aten.relu.default(getitem_275);  getitem_275 = None
    convolution_90 = torch.ops.aten.convolution.default(relu_89, arg451_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_89 = arg451_1 = None
    _native_batch_norm_legit_no_training_90 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_90, arg454_1, arg455_1, arg452_1, arg453_1, 0.1, 0.001);  convolution_90 = arg454_1 = arg455_1 = arg452_1 = arg453_1 = None
    getitem_278 = _native_batch_norm_legit_no_training_90[0];  _native_batch_norm_legit_no_training_90 = None
    relu_90 = torch.ops.aten.relu.default(getitem_278);  getitem_278 = None
    convolution_91 = torch.ops.aten.convolution.default(relu_90, arg456_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg456_1 = None
    _native_batch_norm_legit_no_training_91 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_91, arg459_1, arg460_1, arg457_1, arg458_1, 0.1, 0.001);  convolution_91 = arg459_1 = arg460_1 = arg457_1 = arg458_1 = None
    getitem_281 = _native_batch_norm_legit_no_training_91[0];  _native_batch_norm_legit_no_training_91 = None
    relu_91 = torch.ops.aten.relu.default(getitem_281);  getitem_281 = None
    convolution_92 = torch.ops.aten.convolution.default(relu_90, arg461_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_90 = arg461_1 = None
    _native_batch_norm_legit_no_training_92 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_92, arg464_1, arg465_1, arg462_1, arg463_1, 0.1, 0.001);  convolution_92 = arg464_1 = arg465_1 = arg462_1 = arg463_1 = None
    getitem_284 = _native_batch_norm_legit_no_training_92[0];  _native_batch_norm_legit_no_training_92 = None
    relu_92 = torch.ops.aten.relu.default(getitem_284);  getitem_284 = None
    cat_13 = torch.ops.aten.cat.default([relu_91, relu_92], 1);  relu_91 = relu_92 = None
    avg_pool2d_8 = torch.ops.aten.avg_pool2d.default(cat_11, [3, 3], [1, 1], [1, 1]);  cat_11 = None
    convolution_93 = torch.ops.aten.convolution.default(avg_pool2d_8, arg466_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_8 = arg466_1 = None
    _native_batch_norm_legit_no_training_93 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_93, arg469_1, arg470_1, arg467_1, arg468_1, 0.1, 0.001);  convolution_93 = arg469_1 = arg470_1 = arg467_1 = arg468_1 = None
    getitem_287 = _native_batch_norm_legit_no_training_93[0];  _native_batch_norm_legit_no_training_93 = None
    relu_93 = torch.ops.aten.relu.default(getitem_287);  getitem_287 = None
    cat_14 = torch.ops.aten.cat.default([relu_85, cat_12, cat_13, relu_93], 1);  relu_85 = cat_12 = cat_13 = relu_93 = None
    mean = torch.ops.aten.mean.dim(cat_14, [-1, -2], True);  cat_14 = None
    view = torch.ops.aten.view.default(mean, [1, 2048]);  mean = None
    t = torch.ops.aten.t.default(arg471_1);  arg471_1 = None
    addmm = torch.ops.aten.addmm.default(arg472_1, view, t);  arg472_1 = view = t = None
    return (addmm,)
    