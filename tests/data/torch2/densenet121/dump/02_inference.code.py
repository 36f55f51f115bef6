


def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1, arg288_1, arg289_1, arg290_1, arg291_1, arg292_1, arg293_1, arg294_1, arg295_1, arg296_1, arg297_1, arg298_1, arg299_1, arg300_1, arg301_1, arg302_1, arg303_1, arg304_1, arg305_1, arg306_1, arg307_1, arg308_1, arg309_1, arg310_1, arg311_1, arg312_1, arg313_1, arg314_1, arg315_1, arg316_1, arg317_1, arg318_1, arg319_1, arg320_1, arg321_1, arg322_1, arg323_1, arg324_1, arg325_1, arg326_1, arg327_1, arg328_1, arg329_1, arg330_1, arg331_1, arg332_1, arg333_1, arg334_1, arg335_1, arg336_1, arg337_1, arg338_1, arg339_1, arg340_1, arg341_1, arg342_1, arg343_1, arg344_1, arg345_1, arg346_1, arg347_1, arg348_1, arg349_1, arg350_1, arg351_1, arg352_1, arg353_1, arg354_1, arg355_1, arg356_1, arg357_1, arg358_1, arg359_1, arg360_1, arg361_1, arg362_1, arg363_1, arg364_1, arg365_1, arg366_1, arg367_1, arg368_1, arg369_1, arg370_1, arg371_1, arg372_1, arg373_1, arg374_1, arg375_1, arg376_1, arg377_1, arg378_1, arg379_1, arg380_1, arg381_1, arg382_1, arg383_1, arg384_1, arg385_1, arg386_1, arg387_1, arg388_1, arg389_1, arg390_1, arg391_1, arg392_1, arg393_1, arg394_1, arg395_1, arg396_1, arg397_1, arg398_1, arg399_1, arg400_1, arg401_1, arg402_1, arg403_1, arg404_1, arg405_1, arg406_1, arg407_1, arg408_1, arg409_1, arg410_1, arg411_1, arg412_1, arg413_1, arg414_1, arg415_1, arg416_1, arg417_1, arg418_1, arg419_1, arg420_1, arg421_1, arg422_1, arg423_1, arg424_1, arg425_1, arg426_1, arg427_1, arg428_1, arg429_1, arg430_1, arg431_1, arg432_1, arg433_1, arg434_1, arg435_1, arg436_1, arg437_1, arg438_1, arg439_1, arg440_1, arg441_1, arg442_1, arg443_1, arg444_1, arg445_1, arg446_1, arg447_1, arg448_1, arg449_1, arg450_1, arg451_1, arg452_1, arg453_1, arg454_1, arg455_1, arg456_1, arg457_1, arg458_1, arg459_1, arg460_1, arg461_1, arg462_1, arg463_1, arg464_1, arg465_1, arg466_1, arg467_1, arg468_1, arg469_1, arg470_1, arg471_1, arg472_1, arg473_1, arg474_1, arg475_1, arg476_1, arg477_1, arg478_1, arg479_1, arg480_1, arg481_1, arg482_1, arg483_1, arg484_1, arg485_1, arg486_1, arg487_1, arg488_1, arg489_1, arg490_1, arg491_1, arg492_1, arg493_1, arg494_1, arg495_1, arg496_1, arg497_1, arg498_1, arg499_1, arg500_1, arg501_1, arg502_1, arg503_1, arg504_1, arg505_1, arg506_1, arg507_1, arg508_1, arg509_1, arg510_1, arg511_1, arg512_1, arg513_1, arg514_1, arg515_1, arg516_1, arg517_1, arg518_1, arg519_1, arg520_1, arg521_1, arg522_1, arg523_1, arg524_1, arg525_1, arg526_1, arg527_1, arg528_1, arg529_1, arg530_1, arg531_1, arg532_1, arg533_1, arg534_1, arg535_1, arg536_1, arg537_1, arg538_1, arg539_1, arg540_1, arg541_1, arg542_1, arg543_1, arg544_1, arg545_1, arg546_1, arg547_1, arg548_1, arg549_1, arg550_1, arg551_1, arg552_1, arg553_1, arg554_1, arg555_1, arg556_1, arg557_1, arg558_1, arg559_1, arg560_1, arg561_1, arg562_1, arg563_1, arg564_1, arg565_1, arg566_1, arg567_1, arg568_1, arg569_1, arg570_1, arg571_1, arg572_1, arg573_1, arg574_1, arg575_1, arg576_1, arg577_1, arg578_1, arg579_1, arg580_1, arg581_1, arg582_1, arg583_1, arg584_1, arg585_1, arg586_1, arg587_1, arg588_1, arg589_1, arg590_1, arg591_1, arg592_1, arg593_1, arg594_1, arg595_1, arg596_1, arg597_1, arg598_1, arg599_1, arg600_1, arg601_1, arg602_1, arg603_1, arg604_1, arg605_1, arg606_1):
    convolution = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None
    _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, arg4_1, arg5_1, arg2_1, arg3_1, 0.1, 1e-05);  convolution = arg4_1 = arg5_1 = arg2_1 = arg3_1 = None
    getitem = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [3, 3], [2, 2], [1, 1]);  relu = None
    getitem_3 = max_pool2d_with_indices[0];  max_pool2d_with_indices = None
    cat = torch.ops.aten.cat.default([getitem_3], 1)
    _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat, arg8_1, arg9_1, arg6_1, arg7_1, 0.1, 1e-05);  cat = arg8_1 = arg9_1 = arg6_1 = arg7_1 = None
    getitem_5 = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None
    relu_1 = torch.ops.aten.relu.default(getitem_5);  getitem_5 = None
    convolution_1 = torch.ops.aten.convolution.default(relu_1, arg10_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_1 = arg10_1 = None
    _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, arg13_1, arg14_1, arg11_1, arg12_1, 0.1, 1e-05);  convolution_1 = arg13_1 = arg14_1 = arg11_1 = arg12_1 = None
    getitem_8 = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None
    relu_2 = torch.ops.aten.relu.default(getitem_8);  getitem_8 = None
    convolution_2 = torch.ops.aten.convolution.default(relu_2, arg15_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_2 = arg15_1 = None
    cat_1 = torch.ops.aten.cat.default([getitem_3, convolution_2], 1)
    _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_1, arg18_1, arg19_1, arg16_1, arg17_1, 0.1, 1e-05);  cat_1 = arg18_1 = arg19_1 = arg16_1 = arg17_1 = None
    getitem_11 = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None
    relu_3 = torch.ops.aten.relu.default(getitem_11);  getitem_11 = None
    convolution_3 = torch.ops.aten.convolution.default(relu_3, arg20_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_3 = arg20_1 = None
    _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_3, arg23_1, arg24_1, arg21_1, arg22_1, 0.1, 1e-05);  convolution_3 = arg23_1 = arg24_1 = arg21_1 = arg22_1 = None
    getitem_14 = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None
    relu_4 = torch.ops.aten.relu.default(getitem_14);  getitem_14 = None
    convolution_4 = torch.ops.aten.convolution.default(relu_4, arg25_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_4 = arg25_1 = None
    cat_2 = torch.ops.aten.cat.default([getitem_3, convolution_2, convolution_4], 1)
    _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_2, arg28_1, arg29_1, arg26_1, arg27_1, 0.1, 1e-05);  cat_2 = arg28_1 = arg29_1 = arg26_1 = arg27_1 = None
    getitem_17 = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None
    relu_5 = torch.ops.aten.relu.default(getitem_17);  getitem_17 = None
    convolution_5 = torch.ops.aten.convolution.default(relu_5, arg30_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_5 = arg30_1 = None
    _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, arg33_1, arg34_1, arg31_1, arg32_1, 0.1, 1e-05);  convolution_5 = arg33_1 = arg34_1 = arg31_1 = arg32_1 = None
    getitem_20 = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None
    relu_6 = torch.ops.aten.relu.default(getitem_20);  getitem_20 = None
    convolution_6 = torch.ops.aten.convolution.default(relu_6, arg35_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_6 = arg35_1 = None
    cat_3 = torch.ops.aten.cat.default([getitem_3, convolution_2, convolution_4, convolution_6], 1)
    _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_3, arg38_1, arg39_1, arg36_1, arg37_1, 0.1, 1e-05);  cat_3 = arg38_1 = arg39_1 = arg36_1 = arg37_1 = None
    getitem_23 = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None
    relu_7 = torch.ops.aten.relu.default(getitem_23);  getitem_23 = None
    convolution_7 = torch.ops.aten.convolution.default(relu_7, arg40_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_7 = arg40_1 = None
    _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_7, arg43_1, arg44_1, arg41_1, arg42_1, 0.1, 1e-05);  convolution_7 = arg43_1 = arg44_1 = arg41_1 = arg42_1 = None
    getitem_26 = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None
    relu_8 = torch.ops.aten.relu.default(getitem_26);  getitem_26 = None
    convolution_8 = torch.ops.aten.convolution.default(relu_8, arg45_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_8 = arg45_1 = None
    cat_4 = torch.ops.aten.cat.default([getitem_3, convolution_2, convolution_4, convolution_6, convolution_8], 1)
    _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_4, arg48_1, arg49_1, arg46_1, arg47_1, 0.1, 1e-05);  cat_4 = arg48_1 = arg49_1 = arg46_1 = arg47_1 = None
    getitem_29 = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None
    relu_9 = torch.ops.aten.relu.default(getitem_29);  getitem_29 = None
    convolution_9 = torch.ops.aten.convolution.default(relu_9, arg50_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_9 = arg50_1 = None
    _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, arg53_1, arg54_1, arg51_1, arg52_1, 0.1, 1e-05);  convolution_9 = arg53_1 = arg54_1 = arg51_1 = arg52_1 = None
    getitem_32 = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None
    relu_10 = torch.ops.aten.relu.default(getitem_32);  getitem_32 = None
    convolution_10 = torch.ops.aten.convolution.default(relu_10, arg55_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_10 = arg55_1 = None
    cat_5 = torch.ops.aten.cat.default([getitem_3, convolution_2, convolution_4, convolution_6, convolution_8, convolution_10], 1)
    _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_5, arg58_1, arg59_1, arg56_1, arg57_1, 0.1, 1e-05);  cat_5 = arg58_1 = arg59_1 = arg56_1 = arg57_1 = None
    getitem_35 = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None
    relu_11 = torch.ops.aten.relu.default(getitem_35);  getitem_35 = None
    convolution_11 = torch.ops.aten.convolution.default(relu_11, arg60_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_11 = arg60_1 = None
    _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, arg63_1, arg64_1, arg61_1, arg62_1, 0.1, 1e-05);  convolution_11 = arg63_1 = arg64_1 = arg61_1 = arg62_1 = None
    getitem_38 = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None
    relu_12 = torch.ops.aten.relu.default(getitem_38);  getitem_38 = None
    convolution_12 = torch.ops.aten.convolution.default(relu_12, arg65_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_12 = arg65_1 = None
    cat_6 = torch.ops.aten.cat.default([getitem_3, convolution_2, convolution_4, convolution_6, convolution_8, convolution_10, convolution_12], 1);  getitem_3 = convolution_2 = convolution_4 = convolution_6 = convolution_8 = convolution_10 = convolution_12 = None
    _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_6, arg68_1, arg69_1, arg66_1, arg67_1, 0.1, 1e-05);  cat_6 = arg68_1 = arg69_1 = arg66_1 = arg67_1 = None
    getitem_41 = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None
    relu_13 = torch.ops.aten.relu.default(getitem_41);  getitem_41 = None
    convolution_13 = torch.ops.aten.convolution.default(relu_13, arg70_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_13 = arg70_1 = None
    avg_pool2d = torch.ops.aten.avg_pool2d.default(convolution_13, [2, 2], [2, 2]);  convolution_13 = None
    cat_7 = torch.ops.aten.cat.default([avg_pool2d], 1)
    _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_7, arg73_1, arg74_1, arg71_1, arg72_1, 0.1, 1e-05);  cat_7 = arg73_1 = arg74_1 = arg71_1 = arg72_1 = None
    getitem_44 = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None
    relu_14 = torch.ops.aten.relu.default(getitem_44);  getitem_44 = None
    convolution_14 = torch.ops.aten.convolution.default(relu_14, arg75_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_14 = arg75_1 = None
    _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_14, arg78_1, arg79_1, arg76_1, arg77_1, 0.1, 1e-05);  convolution_14 = arg78_1 = arg79_1 = arg76_1 = arg77_1 = None
    getitem_47 = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None
    relu_15 = torch.ops.aten.relu.default(getitem_47);  getitem_47 = None
    convolution_15 = torch.ops.aten.convolution.default(relu_15, arg80_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_15 = arg80_1 = None
    cat_8 = torch.ops.aten.cat.default([avg_pool2d, convolution_15], 1)
    _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_8, arg83_1, arg84_1, arg81_1, arg82_1, 0.1, 1e-05);  cat_8 = arg83_1 = arg84_1 = arg81_1 = arg82_1 = None
    getitem_50 = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None
    relu_16 = torch.ops.aten.relu.default(getitem_50);  getitem_50 = None
    convolution_16 = torch.ops.aten.convolution.default(relu_16, arg85_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_16 = arg85_1 = None
    _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, arg88_1, arg89_1, arg86_1, arg87_1, 0.1, 1e-05);  convolution_16 = arg88_1 = arg89_1 = arg86_1 = arg87_1 = None
    getitem_53 = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None
    relu_17 = torch.ops.aten.relu.default(getitem_53);  getitem_53 = None
    convolution_17 = torch.ops.aten.convolution.default(relu_17, arg90_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_17 = arg90_1 = None
    cat_9 = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17], 1)
    _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_9, arg93_1, arg94_1, arg91_1, arg92_1, 0.1, 1e-05);  cat_9 = arg93_1 = arg94_1 = arg91_1 = arg92_1 = None
    getitem_56 = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None
    relu_18 = torch.ops.aten.relu.default(getitem_56);  getitem_56 = None
    convolution_18 = torch.ops.aten.convolution.default(relu_18, arg95_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_18 = arg95_1 = None
    _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_18, arg98_1, arg99_1, arg96_1, arg97_1, 0.1, 1e-05);  convolution_18 = arg98_1 = arg99_1 = arg96_1 = arg97_1 = None
    getitem_59 = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None
    relu_19 = torch.ops.aten.relu.default(getitem_59);  getitem_59 = None
    convolution_19 = torch.ops.aten.convolution.default(relu_19, arg100_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_19 = arg100_1 = None
    cat_10 = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19], 1)
    _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_10, arg103_1, arg104_1, arg101_1, arg102_1, 0.1, 1e-05);  cat_10 = arg103_1 = arg104_1 = arg101_1 = arg102_1 = None
    getitem_62 = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None
    relu_20 = torch.ops.aten.relu.default(getitem_62);  getitem_62 = None
    convolution_20 = torch.ops.aten.convolution.default(relu_20, arg105_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_20 = arg105_1 = None
    _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, arg108_1, arg109_1, arg106_1, arg107_1, 0.1, 1e-05);  convolution_20 = arg108_1 = arg109_1 = arg106_1 = arg107_1 = None
    getitem_65 = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None
    relu_21 = torch.ops.aten.relu.default(getitem_65);  getitem_65 = None
    convolution_21 = torch.ops.aten.convolution.default(relu_21, arg110_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_21 = arg110_1 = None
    cat_11 = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21], 1)
    _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_11, arg113_1, arg114_1, arg111_1, arg112_1, 0.1, 1e-05);  cat_11 = arg113_1 = arg114_1 = arg111_1 = arg112_1 = None
    getitem_68 = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None
    relu_22 = torch.ops.aten.relu.default(getitem_68);  getitem_68 = None
    convolution_22 = torch.ops.aten.convolution.default(relu_22, arg115_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_22 = arg115_1 = None
    _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_22, arg118_1, arg119_1, arg116_1, arg117_1, 0.1, 1e-05);  convolution_22 = arg118_1 = arg119_1 = arg116_1 = arg117_1 = None
    getitem_71 = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None
    relu_23 = torch.ops.aten.relu.default(getitem_71);  getitem_71 = None
    convolution_23 = torch.ops.aten.convolution.default(relu_23, arg120_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_23 = arg120_1 = None
    cat_12 = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23], 1)
    _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_12, arg123_1, arg124_1, arg121_1, arg122_1, 0.1, 1e-05);  cat_12 = arg123_1 = arg124_1 = arg121_1 = arg122_1 = None
    getitem_74 = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None
    relu_24 = torch.ops.aten.relu.default(getitem_74);  getitem_74 = None
    convolution_24 = torch.ops.aten.convolution.default(relu_24, arg125_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_24 = arg125_1 = None
    _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_24, arg128_1, arg129_1, arg126_1, arg127_1, 0.1, 1e-05);  convolution_24 = arg128_1 = arg129_1 = arg126_1 = arg127_1 = None
    getitem_77 = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None
    relu_25 = torch.ops.aten.relu.default(getitem_77);  getitem_77 = None
    convolution_25 = torch.ops.aten.convolution.default(relu_25, arg130_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_25 = arg130_1 = None
    cat_13 = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25], 1)
    _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_13, arg133_1, arg134_1, arg131_1, arg132_1, 0.1, 1e-05);  cat_13 = arg133_1 = arg134_1 = arg131_1 = arg132_1 = None
    getitem_80 = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None
    relu_26 = torch.ops.aten.relu.default(getitem_80);  getitem_80 = None
    convolution_26 = torch.ops.aten.convolution.default(relu_26, arg135_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_26 = arg135_1 = None
    _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, arg138_1, arg139_1, arg136_1, arg137_1, 0.1, 1e-05);  convolution_26 = arg138_1 = arg139_1 = arg136_1 = arg137_1 = None
    getitem_83 = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None
    relu_27 = torch.ops.aten.relu.default(getitem_83);  getitem_83 = None
    convolution_27 = torch.ops.aten.convolution.default(relu_27, arg140_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_27 = arg140_1 = None
    cat_14 = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25, convolution_27], 1)
    _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_14, arg143_1, arg144_1, arg141_1, arg142_1, 0.1, 1e-05);  cat_14 = arg143_1 = arg144_1 = arg141_1 = arg142_1 = None
    getitem_86 = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None
    relu_28 = torch.ops.aten.relu.default(getitem_86);  getitem_86 = None
    convolution_28 = torch.ops.aten.convolution.default(relu_28, arg145_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_28 = arg145_1 = None
    _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_28, arg148_1, arg149_1, arg146_1, arg147_1, 0.1, 1e-05);  convolution_28 = arg148_1 = arg149_1 = arg146_1 = arg147_1 = None
    getitem_89 = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None
    relu_29 = torch.ops.aten.relu.default(getitem_89);  getitem_89 = None
    convolution_29 = torch.ops.aten.convolution.default(relu_29, arg150_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_29 = arg150_1 = None
    cat_15 = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25, convolution_27, convolution_29], 1)
    _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_15, arg153_1, arg154_1, arg151_1, arg152_1, 0.1, 1e-05);  cat_15 = arg153_1 = arg154_1 = arg151_1 = arg152_1 = None
    getitem_92 = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None
    relu_30 = torch.ops.aten.relu.default(getitem_92);  getitem_92 = None
    convolution_30 = torch.ops.aten.convolution.default(relu_30, arg155_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_30 = arg155_1 = None
    _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, arg158_1, arg159_1, arg156_1, arg157_1, 0.1, 1e-05);  convolution_30 = arg158_1 = arg159_1 = arg156_1 = arg157_1 = None
    getitem_95 = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None
    relu_31 = torch.ops.aten.relu.default(getitem_95);  getitem_95 = None
    convolution_31 = torch.ops.aten.convolution.default(relu_31, arg160_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_31 = arg160_1 = None
    cat_16 = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25, convolution_27, convolution_29, convolution_31], 1)
    _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_16, arg163_1, arg164_1, arg161_1, arg162_1, 0.1, 1e-05);  cat_16 = arg163_1 = arg164_1 = arg161_1 = arg162_1 = None
    getitem_98 = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None
    relu_32 = torch.ops.aten.relu.default(getitem_98);  getitem_98 = None
    convolution_32 = torch.ops.aten.convolution.default(relu_32, arg165_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_32 = arg165_1 = None
    _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_32, arg168_1, arg169_1, arg166_1, arg167_1, 0.1, 1e-05);  convolution_32 = arg168_1 = arg169_1 = arg166_1 = arg167_1 = None
    getitem_101 = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None
    relu_33 = torch.ops.aten.relu.default(getitem_101);  getitem_101 = None
    convolution_33 = torch.ops.aten.convolution.default(relu_33, arg170_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_33 = arg170_1 = None
    cat_17 = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25, convolution_27, convolution_29, convolution_31, convolution_33], 1)
    _native_batch_norm_legit_no_training_34 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_17, arg173_1, arg174_1, arg171_1, arg172_1, 0.1, 1e-05);  cat_17 = arg173_1 = arg174_1 = arg171_1 = arg172_1 = None
    getitem_104 = _native_batch_norm_legit_no_training_34[0];  _native_batch_norm_legit_no_training_34 = None
    relu_34 = torch.ops.aten.relu.default(getitem_104);  getitem_104 = None
    convolution_34 = torch.ops.aten.convolution.default(relu_34, arg175_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_34 = arg175_1 = None
    _native_batch_norm_legit_no_training_35 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_34, arg178_1, arg179_1, arg176_1, arg177_1, 0.1, 1e-05);  convolution_34 = arg178_1 = arg179_1 = arg176_1 = arg177_1 = None
    getitem_107 = _native_batch_norm_legit_no_training_35[0];  _native_batch_norm_legit_no_training_35 = None
    relu_35 = torch.ops.aten.relu.default(getitem_107);  getitem_107 = None
    convolution_35 = torch.ops.aten.convolution.default(relu_35, arg180_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_35 = arg180_1 = None
    cat_18 = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25, convolution_27, convolution_29, convolution_31, convolution_33, convolution_35], 1)
    _native_batch_norm_legit_no_training_36 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_18, arg183_1, arg184_1, arg181_1, arg182_1, 0.1, 1e-05);  cat_18 = arg183_1 = arg184_1 = arg181_1 = arg182_1 = None
    getitem_110 = _native_batch_norm_legit_no_training_36[0];  _native_batch_norm_legit_no_training_36 = None
    relu_36 = torch.ops.aten.relu.default(getitem_110);  getitem_110 = None
    convolution_36 = torch.ops.aten.convolution.default(relu_36, arg185_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_36 = arg185_1 = None
    _native_batch_norm_legit_no_training_37 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, arg188_1, arg189_1, arg186_1, arg187_1, 0.1, 1e-05);  convolution_36 = arg188_1 = arg189_1 = arg186_1 = arg187_1 = None
    getitem_113 = _native_batch_norm_legit_no_training_37[0];  _native_batch_norm_legit_no_training_37 = None
    relu_37 = torch.ops.aten.relu.default(getitem_113);  getitem_113 = None
    convolution_37 = torch.ops.aten.convolution.default(relu_37, arg190_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_37 = arg190_1 = None
    cat_19 = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25, convolution_27, convolution_29, convolution_31, convolution_33, convolution_35, convolution_37], 1);  avg_pool2d = convolution_15 = convolution_17 = convolution_19 = convolution_21 = convolution_23 = convolution_25 = convolution_27 = convolution_29 = convolution_31 = convolution_33 = convolution_35 = convolution_37 = None
    _native_batch_norm_legit_no_training_38 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_19, arg193_1, arg194_1, arg191_1, arg192_1, 0.1, 1e-05);  cat_19 = arg193_1 = arg194_1 = arg191_1 = arg192_1 = None
    getitem_116 = _native_batch_norm_legit_no_training_38[0];  _native_batch_norm_legit_no_training_38 = None
    relu_38 = torch.ops.aten.relu.default(getitem_116);  getitem_116 = None
    convolution_38 = torch.ops.aten.convolution.default(relu_38, arg195_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_38 = arg195_1 = None
    avg_pool2d_1 = torch.ops.aten.avg_pool2d.default(convolution_38, [2, 2], [2, 2]);  convolution_38 = None
    cat_20 = torch.ops.aten.cat.default([avg_pool2d_1], 1)
    _native_batch_norm_legit_no_training_39 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_20, arg198_1, arg199_1, arg196_1, arg197_1, 0.1, 1e-05);  cat_20 = arg198_1 = arg199_1 = arg196_1 = arg197_1 = None
    getitem_119 = _native_batch_norm_legit_no_training_39[0];  _native_batch_norm_legit_no_training_39 = None
    relu_39 = torch.ops.aten.relu.default(getitem_119);  getitem_119 = None
    convolution_39 = torch.ops.aten.convolution.default(relu_39, arg200_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_39 = arg200_1 = None
    _native_batch_norm_legit_no_training_40 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_39, arg203_1, arg204_1, arg201_1, arg202_1, 0.1, 1e-05);  convolution_39 = arg203_1 = arg204_1 = arg201_1 = arg202_1 = None
    getitem_122 = _native_batch_norm_legit_no_training_40[0];  _native_batch_norm_legit_no_training_40 = None
    relu_40 = torch.ops.aten.relu.default(getitem_122);  getitem_122 = None
    convolution_40 = torch.ops.aten.convolution.default(relu_40, arg205_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_40 = arg205_1 = None
    cat_21 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40], 1)
    _native_batch_norm_legit_no_training_41 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_21, arg208_1, arg209_1, arg206_1, arg207_1, 0.1, 1e-05);  cat_21 = arg208_1 = arg209_1 = arg206_1 = arg207_1 = None
    getitem_125 = _native_batch_norm_legit_no_training_41[0];  _native_batch_norm_legit_no_training_41 = None
    relu_41 = torch.ops.aten.relu.default(getitem_125);  getitem_125 = None
    convolution_41 = torch.ops.aten.convolution.default(relu_41, arg210_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_41 = arg210_1 = None
    _native_batch_norm_legit_no_training_42 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, arg213_1, arg214_1, arg211_1, arg212_1, 0.1, 1e-05);  convolution_41 = arg213_1 = arg214_1 = arg211_1 = arg212_1 = None
    getitem_128 = _native_batch_norm_legit_no_training_42[0];  _native_batch_norm_legit_no_training_42 = None
    relu_42 = torch.ops.aten.relu.default(getitem_128);  getitem_128 = None
    convolution_42 = torch.ops.aten.convolution.default(relu_42, arg215_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_42 = arg215_1 = None
    cat_22 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42], 1)
    _native_batch_norm_legit_no_training_43 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_22, arg218_1, arg219_1, arg216_1, arg217_1, 0.1, 1e-05);  cat_22 = arg218_1 = arg219_1 = arg216_1 = arg217_1 = None
    getitem_131 = _native_batch_norm_legit_no_training_43[0];  _native_batch_norm_legit_no_training_43 = None
    relu_43 = torch.ops.aten.relu.default(getitem_131);  getitem_131 = None
    convolution_43 = torch.ops.aten.convolution.default(relu_43, arg220_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_43 = arg220_1 = None
    _native_batch_norm_legit_no_training_44 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_43, arg223_1, arg224_1, arg221_1, arg222_1, 0.1, 1e-05);  convolution_43 = arg223_1 = arg224_1 = arg221_1 = arg222_1 = None
    getitem_134 = _native_batch_norm_legit_no_training_44[0];  _native_batch_norm_legit_no_training_44 = None
    relu_44 = torch.ops.aten.relu.default(getitem_134);  getitem_134 = None
    convolution_44 = torch.ops.aten.convolution.default(relu_44, arg225_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_44 = arg225_1 = None
    cat_23 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44], 1)
    _native_batch_norm_legit_no_training_45 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_23, arg228_1, arg229_1, arg226_1, arg227_1, 0.1, 1e-05);  cat_23 = arg228_1 = arg229_1 = arg226_1 = arg227_1 = None
    getitem_137 = _native_batch_norm_legit_no_training_45[0];  _native_batch_norm_legit_no_training_45 = None
    relu_45 = torch.ops.aten.relu.default(getitem_137);  getitem_137 = None
    convolution_45 = torch.ops.aten.convolution.default(relu_45, arg230_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_45 = arg230_1 = None
    _native_batch_norm_legit_no_training_46 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, arg233_1, arg234_1, arg231_1, arg232_1, 0.1, 1e-05);  convolution_45 = arg233_1 = arg234_1 = arg231_1 = arg232_1 = None
    getitem_140 = _native_batch_norm_legit_no_training_46[0];  _native_batch_norm_legit_no_training_46 = None
    relu_46 = torch.ops.aten.relu.default(getitem_140);  getitem_140 = None
    convolution_46 = torch.ops.aten.convolution.default(relu_46, arg235_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_46 = arg235_1 = None
    cat_24 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46], 1)
    _native_batch_norm_legit_no_training_47 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_24, arg238_1, arg239_1, arg236_1, arg237_1, 0.1, 1e-05);  cat_24 = arg238_1 = arg239_1 = arg236_1 = arg237_1 = None
    getitem_143 = _native_batch_norm_legit_no_training_47[0];  _native_batch_norm_legit_no_training_47 = None
    relu_47 = torch.ops.aten.relu.default(getitem_143);  getitem_143 = None
    convolution_47 = torch.ops.aten.convolution.default(relu_47, arg240_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_47 = arg240_1 = None
    _native_batch_norm_legit_no_training_48 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_47, arg243_1, arg244_1, arg241_1, arg242_1, 0.1, 1e-05);  convolution_47 = arg243_1 = arg244_1 = arg241_1 = arg242_1 = None
    getitem_146 = _native_batch_norm_legit_no_training_48[0];  _native_batch_norm_legit_no_training_48 = None
    relu_48 = torch.ops.aten.relu.default(getitem_146);  getitem_146 = None
    convolution_48 = torch.ops.aten.convolution.default(relu_48, arg245_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_48 = arg245_1 = None
    cat_25 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48], 1)
    _native_batch_norm_legit_no_training_49 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_25, arg248_1, arg249_1, arg246_1, arg247_1, 0.1, 1e-05);  cat_25 = arg248_1 = arg249_1 = arg246_1 = arg247_1 = None
    getitem_149 = _native_batch_norm_legit_no_training_49[0];  _native_batch_norm_legit_no_training_49 = None
    relu_49 = torch.ops.aten.relu.default(getitem_149);  getitem_149 = None
    convolution_49 = torch.ops.aten.convolution.default(relu_49, arg250_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_49 = arg250_1 = None
    _native_batch_norm_legit_no_training_50 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_49, arg253_1, arg254_1, arg251_1, arg252_1, 0.1, 1e-05);  convolution_49 = arg253_1 = arg254_1 = arg251_1 = arg252_1 = None
    getitem_152 = _native_batch_norm_legit_no_training_50[0];  _native_batch_norm_legit_no_training_50 = None
    relu_50 = torch.ops.aten.relu.default(getitem_152);  getitem_152 = None
    convolution_50 = torch.ops.aten.convolution.default(relu_50, arg255_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_50 = arg255_1 = None
    cat_26 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50], 1)
    _native_batch_norm_legit_no_training_51 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_26, arg258_1, arg259_1, arg256_1, arg257_1, 0.1, 1e-05);  cat_26 = arg258_1 = arg259_1 = arg256_1 = arg257_1 = None
    getitem_155 = _native_batch_norm_legit_no_training_51[0];  _native_batch_norm_legit_no_training_51 = None
    relu_51 = torch.ops.aten.relu.default(getitem_155);  getitem_155 = None
    convolution_51 = torch.ops.aten.convolution.default(relu_51, arg260_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_51 = arg260_1 = None
    _native_batch_norm_legit_no_training_52 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, arg263_1, arg264_1, arg261_1, arg262_1, 0.1, 1e-05);  convolution_51 = arg263_1 = arg264_1 = arg261_1 = arg262_1 = None
    getitem_158 = _native_batch_norm_legit_no_training_52[0];  _native_batch_norm_legit_no_training_52 = None
    relu_52 = torch.ops.aten.relu.default(getitem_158);  getitem_158 = None
    convolution_52 = torch.ops.aten.convolution.default(relu_52, arg265_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_52 = arg265_1 = None
    cat_27 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52], 1)
    _native_batch_norm_legit_no_training_53 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_27, arg268_1, arg269_1, arg266_1, arg267_1, 0.1, 1e-05);  cat_27 = arg268_1 = arg269_1 = arg266_1 = arg267_1 = None
    getitem_161 = _native_batch_norm_legit_no_training_53[0];  _native_batch_norm_legit_no_training_53 = None
    relu_53 = torch.ops.aten.relu.default(getitem_161);  getitem_161 = None
    convolution_53 = torch.ops.aten.convolution.default(relu_53, arg270_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_53 = arg270_1 = None
    _native_batch_norm_legit_no_training_54 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_53, arg273_1, arg274_1, arg271_1, arg272_1, 0.1, 1e-05);  convolution_53 = arg273_1 = arg274_1 = arg271_1 = arg272_1 = None
    getitem_164 = _native_batch_norm_legit_no_training_54[0];  _native_batch_norm_legit_no_training_54 = None
    relu_54 = torch.ops.aten.relu.default(getitem_164);  getitem_164 = None
    convolution_54 = torch.ops.aten.convolution.default(relu_54, arg275_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_54 = arg275_1 = None
    cat_28 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54], 1)
    _native_batch_norm_legit_no_training_55 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_28, arg278_1, arg279_1, arg276_1, arg277_1, 0.1, 1e-05);  cat_28 = arg278_1 = arg279_1 = arg276_1 = arg277_1 = None
    getitem_167 = _native_batch_norm_legit_no_training_55[0];  _native_batch_norm_legit_no_training_55 = None
    relu_55 = torch.ops.aten.relu.default(getitem_167);  getitem_167 = None
    convolution_55 = torch.ops.aten.convolution.default(relu_55, arg280_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_55 = arg280_1 = None
    _native_batch_norm_legit_no_training_56 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_55, arg283_1, arg284_1, arg281_1, arg282_1, 0.1, 1e-05);  convolution_55 = arg283_1 = arg284_1 = arg281_1 = arg282_1 = None
    getitem_170 = _native_batch_norm_legit_no_training_56[0];  _native_batch_norm_legit_no_training_56 = None
    relu_56 = torch.ops.aten.relu.default(getitem_170);  getitem_170 = None
    convolution_56 = torch.ops.aten.convolution.default(relu_56, arg285_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_56 = arg285_1 = None
    cat_29 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56], 1)
    _native_batch_norm_legit_no_training_57 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_29, arg288_1, arg289_1, arg286_1, arg287_1, 0.1, 1e-05);  cat_29 = arg288_1 = arg289_1 = arg286_1 = arg287_1 = None
    getitem_173 = _native_batch_norm_legit_no_training_57[0];  _native_batch_norm_legit_no_training_57 = None
    relu_57 = torch.ops.aten.relu.default(getitem_173);  getitem_173 = None
    convolution_57 = torch.ops.aten.convolution.default(relu_57, arg290_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_57 = arg290_1 = None
    _native_batch_norm_legit_no_training_58 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_57, arg293_1, arg294_1, arg291_1, arg292_1, 0.1, 1e-05);  convolution_57 = arg293_1 = arg294_1 = arg291_1 = arg292_1 = None
    getitem_176 = _native_batch_norm_legit_no_training_58[0];  _native_batch_norm_legit_no_training_58 = None
    relu_58 = torch.ops.aten.relu.default(getitem_176);  getitem_176 = None
    convolution_58 = torch.ops.aten.convolution.default(relu_58, arg295_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_58 = arg295_1 = None
    cat_30 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58], 1)
    _native_batch_norm_legit_no_training_59 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_30, arg298_1, arg299_1, arg296_1, arg297_1, 0.1, 1e-05);  cat_30 = arg298_1 = arg299_1 = arg296_1 = arg297_1 = None
    getitem_179 = _native_batch_norm_legit_no_training_59[0];  _native_batch_norm_legit_no_training_59 = None
    relu_59 = torch.ops.aten.relu.default(getitem_179);  getitem_179 = None
    convolution_59 = torch.ops.aten.convolution.default(relu_59, arg300_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_59 = arg300_1 = None
    _native_batch_norm_legit_no_training_60 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_59, arg303_1, arg304_1, arg301_1, arg302_1, 0.1, 1e-05);  convolution_59 = arg303_1 = arg304_1 = arg301_1 = arg302_1 = None
    getitem_182 = _native_batch_norm_legit_no_training_60[0];  _native_batch_norm_legit_no_training_60 = None
    relu_60 = torch.ops.aten.relu.default(getitem_182);  getitem_182 = None
    convolution_60 = torch.ops.aten.convolution.default(relu_60, arg305_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_60 = arg305_1 = None
    cat_31 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60], 1)
    _native_batch_norm_legit_no_training_61 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_31, arg308_1, arg309_1, arg306_1, arg307_1, 0.1, 1e-05);  cat_31 = arg308_1 = arg309_1 = arg306_1 = arg307_1 = None
    getitem_185 = _native_batch_norm_legit_no_training_61[0];  _native_batch_norm_legit_no_training_61 = None
    relu_61 = torch.ops.aten.relu.default(getitem_185);  getitem_185 = None
    convolution_61 = torch.ops.aten.convolution.default(relu_61, arg310_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_61 = arg310_1 = None
    _native_batch_norm_legit_no_training_62 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_61, arg313_1, arg314_1, arg311_1, arg312_1, 0.1, 1e-05);  convolution_61 = arg313_1 = arg314_1 = arg311_1 = arg312_1 = None
    getitem_188 = _native_batch_norm_legit_no_training_62[0];  _native_batch_norm_legit_no_training_62 = None
    relu_62 = torch.ops.aten.relu.default(getitem_188);  getitem_188 = None
    convolution_62 = torch.ops.aten.convolution.default(relu_62, arg315_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_62 = arg315_1 = None
    cat_32 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62], 1)
    _native_batch_norm_legit_no_training_63 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_32, arg318_1, arg319_1, arg316_1, arg317_1, 0.1, 1e-05);  cat_32 = arg318_1 = arg319_1 = arg316_1 = arg317_1 = None
    getitem_191 = _native_batch_norm_legit_no_training_63[0];  _native_batch_norm_legit_no_training_63 = None
    relu_63 = torch.ops.aten.relu.default(getitem_191);  getitem_191 = None
    convolution_63 = torch.ops.aten.convolution.default(relu_63, arg320_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_63 = arg320_1 = None
    _native_batch_norm_legit_no_training_64 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_63, arg323_1, arg324_1, arg321_1, arg322_1, 0.1, 1e-05);  convolution_63 = arg323_1 = arg324_1 = arg321_1 = arg322_1 = None
    getitem_194 = _native_batch_norm_legit_no_training_64[0];  _native_batch_norm_legit_no_training_64 = None
    relu_64 = torch.ops.aten.relu.default(getitem_194);  getitem_194 = None
    convolution_64 = torch.ops.aten.convolution.default(relu_64, arg325_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_64 = arg325_1 = None
    cat_33 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64], 1)
    _native_batch_norm_legit_no_training_65 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_33, arg328_1, arg329_1, arg326_1, arg327_1, 0.1, 1e-05);  cat_33 = arg328_1 = arg329_1 = arg326_1 = arg327_1 = None
    getitem_197 = _native_batch_norm_legit_no_training_65[0];  _native_batch_norm_legit_no_training_65 = None
    relu_65 = torch.ops.aten.relu.default(getitem_197);  getitem_197 = None
    convolution_65 = torch.ops.aten.convolution.default(relu_65, arg330_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_65 = arg330_1 = None
    _native_batch_norm_legit_no_training_66 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_65, arg333_1, arg334_1, arg331_1, arg332_1, 0.1, 1e-05);  convolution_65 = arg333_1 = arg334_1 = arg331_1 = arg332_1 = None
    getitem_200 = _native_batch_norm_legit_no_training_66[0];  _native_batch_norm_legit_no_training_66 = None
    relu_66 = torch.ops.aten.relu.default(getitem_200);  getitem_200 = None
    convolution_66 = torch.ops.aten.convolution.default(relu_66, arg335_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_66 = arg335_1 = None
    cat_34 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66], 1)
    _native_batch_norm_legit_no_training_67 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_34, arg338_1, arg339_1, arg336_1, arg337_1, 0.1, 1e-05);  cat_34 = arg338_1 = arg339_1 = arg336_1 = arg337_1 = None
    getitem_203 = _native_batch_norm_legit_no_training_67[0];  _native_batch_norm_legit_no_training_67 = None
    relu_67 = torch.ops.aten.relu.default(getitem_203);  getitem_203 = None
    convolution_67 = torch.ops.aten.convolution.default(relu_67, arg340_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_67 = arg340_1 = None
    _native_batch_norm_legit_no_training_68 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_67, arg343_1, arg344_1, arg341_1, arg342_1, 0.1, 1e-05);  convolution_67 = arg343_1 = arg344_1 = arg341_1 = arg342_1 = None
    getitem_206 = _native_batch_norm_legit_no_training_68[0];  _native_batch_norm_legit_no_training_68 = None
    relu_68 = torch.ops.aten.relu.default(getitem_206);  getitem_206 = None
    convolution_68 = torch.ops.aten.convolution.default(relu_68, arg345_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_68 = arg345_1 = None
    cat_35 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68], 1)
    _native_batch_norm_legit_no_training_69 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_35, arg348_1, arg349_1, arg346_1, arg347_1, 0.1, 1e-05);  cat_35 = arg348_1 = arg349_1 = arg346_1 = arg347_1 = None
    getitem_209 = _native_batch_norm_legit_no_training_69[0];  _native_batch_norm_legit_no_training_69 = None
    relu_69 = torch.ops.aten.relu.default(getitem_209);  getitem_209 = None
    convolution_69 = torch.ops.aten.convolution.default(relu_69, arg350_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_69 = arg350_1 = None
    _native_batch_norm_legit_no_training_70 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_69, arg353_1, arg354_1, arg351_1, arg352_1, 0.1, 1e-05);  convolution_69 = arg353_1 = arg354_1 = arg351_1 = arg352_1 = None
    getitem_212 = _native_batch_norm_legit_no_training_70[0];  _native_batch_norm_legit_no_training_70 = None
    relu_70 = torch.ops.aten.relu.default(getitem_212);  getitem_212 = None
    convolution_70 = torch.ops.aten.convolution.default(relu_70, arg355_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_70 = arg355_1 = None
    cat_36 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70], 1)
    _native_batch_norm_legit_no_training_71 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_36, arg358_1, arg359_1, arg356_1, arg357_1, 0.1, 1e-05);  cat_36 = arg358_1 = arg359_1 = arg356_1 = arg357_1 = None
    getitem_215 = _native_batch_norm_legit_no_training_71[0];  _native_batch_norm_legit_no_training_71 = None
    relu_71 = torch.ops.aten.relu.default(getitem_215);  getitem_215 = None
    convolution_71 = torch.ops.aten.convolution.default(relu_71, arg360_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_71 = arg360_1 = None
    _native_batch_norm_legit_no_training_72 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_71, arg363_1, arg364_1, arg361_1, arg362_1, 0.1, 1e-05);  convolution_71 = arg363_1 = arg364_1 = arg361_1 = arg362_1 = None
    getitem_218 = _native_batch_norm_legit_no_training_72[0];  _native_batch_norm_legit_no_training_72 = None
    relu_72 = torch.ops.aten.relu.default(getitem_218);  getitem_218 = None
    convolution_72 = torch.ops.aten.convolution.default(relu_72, arg365_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_72 = arg365_1 = None
    cat_37 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72], 1)
    _native_batch_norm_legit_no_training_73 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_37, arg368_1, arg369_1, arg366_1, arg367_1, 0.1, 1e-05);  cat_37 = arg368_1 = arg369_1 = arg366_1 = arg367_1 = None
    getitem_221 = _native_batch_norm_legit_no_training_73[0];  _native_batch_norm_legit_no_training_73 = None
    relu_73 = torch.ops.aten.relu.default(getitem_221);  getitem_221 = None
    convolution_73 = torch.ops.aten.convolution.default(relu_73, arg370_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_73 = arg370_1 = None
    _native_batch_norm_legit_no_training_74 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_73, arg373_1, arg374_1, arg371_1, arg372_1, 0.1, 1e-05);  convolution_73 = arg373_1 = arg374_1 = arg371_1 = arg372_1 = None
    getitem_224 = _native_batch_norm_legit_no_training_74[0];  _native_batch_norm_legit_no_training_74 = None
    relu_74 = torch.ops.aten.relu.default(getitem_224);  getitem_224 = None
    convolution_74 = torch.ops.aten.convolution.default(relu_74, arg375_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_74 = arg375_1 = None
    cat_38 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74], 1)
    _native_batch_norm_legit_no_training_75 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_38, arg378_1, arg379_1, arg376_1, arg377_1, 0.1, 1e-05);  cat_38 = arg378_1 = arg379_1 = arg376_1 = arg377_1 = None
    getitem_227 = _native_batch_norm_legit_no_training_75[0];  _native_batch_norm_legit_no_training_75 = None
    relu_75 = torch.ops.aten.relu.default(getitem_227);  getitem_227 = None
    convolution_75 = torch.ops.aten.convolution.default(relu_75, arg380_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_75 = arg380_1 = None
    _native_batch_norm_legit_no_training_76 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_75, arg383_1, arg384_1, arg381_1, arg382_1, 0.1, 1e-05);  convolution_75 = arg383_1 = arg384_1 = arg381_1 = arg382_1 = None
    getitem_230 = _native_batch_norm_legit_no_training_76[0];  _native_batch_norm_legit_no_training_76 = None
    relu_76 = torch.ops.aten.relu.default(getitem_230);  getitem_230 = None
    convolution_76 = torch.ops.aten.convolution.default(relu_76, arg385_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_76 = arg385_1 = None
    cat_39 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74, convolution_76], 1)
    _native_batch_norm_legit_no_training_77 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_39, arg388_1, arg389_1, arg386_1, arg387_1, 0.1, 1e-05);  cat_39 = arg388_1 = arg389_1 = arg386_1 = arg387_1 = None
    getitem_233 = _native_batch_norm_legit_no_training_77[0];  _native_batch_norm_legit_no_training_77 = None
    relu_77 = torch.ops.aten.relu.default(getitem_233);  getitem_233 = None
    convolution_77 = torch.ops.aten.convolution.default(relu_77, arg390_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_77 = arg390_1 = None
    _native_batch_norm_legit_no_training_78 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_77, arg393_1, arg394_1, arg391_1, arg392_1, 0.1, 1e-05);  convolution_77 = arg393_1 = arg394_1 = arg391_1 = arg392_1 = None
    getitem_236 = _native_batch_norm_legit_no_training_78[0];  _native_batch_norm_legit_no_training_78 = None
    relu_78 = torch.ops.aten.relu.default(getitem_236);  getitem_236 = None
    convolution_78 = torch.ops.aten.convolution.default(relu_78, arg395_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_78 = arg395_1 = None
    cat_40 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74, convolution_76, convolution_78], 1)
    _native_batch_norm_legit_no_training_79 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_40, arg398_1, arg399_1, arg396_1, arg397_1, 0.1, 1e-05);  cat_40 = arg398_1 = arg399_1 = arg396_1 = arg397_1 = None
    getitem_239 = _native_batch_norm_legit_no_training_79[0];  _native_batch_norm_legit_no_training_79 = None
    relu_79 = torch.ops.aten.relu.default(getitem_239);  getitem_239 = None
    convolution_79 = torch.ops.aten.convolution.default(relu_79, arg400_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_79 = arg400_1 = None
    _native_batch_norm_legit_no_training_80 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_79, arg403_1, arg404_1, arg401_1, arg402_1, 0.1, 1e-05);  convolution_79 = arg403_1 = arg404_1 = arg401_1 = arg402_1 = None
    getitem_242 = _native_batch_norm_legit_no_training_80[0];  _native_batch_norm_legit_no_training_80 = None
    relu_80 = torch.ops.aten.relu.default(getitem_242);  getitem_242 = None
    convolution_80 = torch.ops.aten.convolution.default(relu_80, arg405_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_80 = arg405_1 = None
    cat_41 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74, convolution_76, convolution_78, convolution_80], 1)
    _native_batch_norm_legit_no_training_81 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_41, arg408_1, arg409_1, arg406_1, arg407_1, 0.1, 1e-05);  cat_41 = arg408_1 = arg409_1 = arg406_1 = arg407_1 = None
    getitem_245 = _native_batch_norm_legit_no_training_81[0];  _native_batch_norm_legit_no_training_81 = None
    relu_81 = torch.ops.aten.relu.default(getitem_245);  getitem_245 = None
    convolution_81 = torch.ops.aten.convolution.default(relu_81, arg410_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_81 = arg410_1 = None
    _native_batch_norm_legit_no_training_82 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_81, arg413_1, arg414_1, arg411_1, arg412_1, 0.1, 1e-05);  convolution_81 = arg413_1 = arg414_1 = arg411_1 = arg412_1 = None
    getitem_248 = _native_batch_norm_legit_no_training_82[0];  _native_batch_norm_legit_no_training_82 = None
    relu_82 = torch.ops.aten.relu.default(getitem_248);  getitem_248 = None
    convolution_82 = torch.ops.aten.convolution.default(relu_82, arg415_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_82 = arg415_1 = None
    cat_42 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74, convolution_76, convolution_78, convolution_80, convolution_82], 1)
    _native_batch_norm_legit_no_training_83 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_42, arg418_1, arg419_1, arg416_1, arg417_1, 0.1, 1e-05);  cat_42 = arg418_1 = arg419_1 = arg416_1 = arg417_1 = None
    getitem_251 = _native_batch_norm_legit_no_training_83[0];  _native_batch_norm_legit_no_training_83 = None
    relu_83 = torch.ops.aten.relu.default(getitem_251);  getitem_251 = None
    convolution_83 = torch.ops.aten.convolution.default(relu_83, arg420_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_83 = arg420_1 = None
    _native_batch_norm_legit_no_training_84 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_83, arg423_1, arg424_1, arg421_1, arg422_1, 0.1, 1e-05);  convolution_83 = arg423_1 = arg424_1 = arg421_1 = arg422_1 = None
    getitem_254 = _native_batch_norm_legit_no_training_84[0];  _native_batch_norm_legit_no_training_84 = None
    relu_84 = torch.ops.aten.relu.default(getitem_254);  getitem_254 = None
    convolution_84 = torch.ops.aten.convolution.default(relu_84, arg425_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_84 = arg425_1 = None
    cat_43 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74, convolution_76, convolution_78, convolution_80, convolution_82, convolution_84], 1)
    _native_batch_norm_legit_no_training_85 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_43, arg428_1, arg429_1, arg426_1, arg427_1, 0.1, 1e-05);  cat_43 = arg428_1 = arg429_1 = arg426_1 = arg427_1 = None
    getitem_257 = _native_batch_norm_legit_no_training_85[0];  _native_batch_norm_legit_no_training_85 = None
    relu_85 = torch.ops.aten.relu.default(getitem_257);  getitem_257 = None
    convolution_85 = torch.ops.aten.convolution.default(relu_85, arg430_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_85 = arg430_1 = None
    _native_batch_norm_legit_no_training_86 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_85, arg433_1, arg434_1, arg431_1, arg432_1, 0.1, 1e-05);  convolution_85 = arg433_1 = arg434_1 = arg431_1 = arg432_1 = None
    getitem_260 = _native_batch_norm_legit_no_training_86[0];  _native_batch_norm_legit_no_training_86 = None
    relu_86 = torch.ops.aten.relu.default(getitem_260);  getitem_260 = None
    convolution_86 = torch.ops.aten.convolution.default(relu_86, arg435_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_86 = arg435_1 = None
    cat_44 = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74, convolution_76, convolution_78, convolution_80, convolution_82, convolution_84, convolution_86], 1);  avg_pool2d_1 = convolution_40 = convolution_42 = convolution_44 = convolution_46 = convolution_48 = convolution_50 = convolution_52 = convolution_54 = convolution_56 = convolution_58 = convolution_60 = convolution_62 = convolution_64 = convolution_66 = convolution_68 = convolution_70 = convolution_72 = convolution_74 = convolution_76 = convolution_78 = convolution_80 = convolution_82 = convolution_84 = convolution_86 = None
    _native_batch_norm_legit_no_training_87 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_44, arg438_1, arg439_1, arg436_1, arg437_1, 0.1, 1e-05);  cat_44 = arg438_1 = arg439_1 = arg436_1 = arg437_1 = None
    getitem_263 = _native_batch_norm_legit_no_training_87[0];  _native_batch_norm_legit_no_training_87 = None
    relu_87 = torch.ops.aten.relu.default(getitem_263);  getitem_263 = None
    convolution_87 = torch.ops.aten.convolution.default(relu_87, arg440_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_87 = arg440_1 = None
    avg_pool2d_2 = torch.ops.aten.avg_pool2d.default(convolution_87, [2, 2], [2, 2]);  convolution_87 = None
    cat_45 = torch.ops.aten.cat.default([avg_pool2d_2], 1)
    _native_batch_norm_legit_no_training_88 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_45, arg443_1, arg444_1, arg441_1, arg442_1, 0.1, 1e-05);  cat_45 = arg443_1 = arg444_1 = arg441_1 = arg442_1 = None
    getitem_266 = _native_batch_norm_legit_no_training_88[0];  _native_batch_norm_legit_no_training_88 = None
    relu_88 = torch.ops.aten.relu.default(getitem_266);  getitem_266 = None
    convolution_88 = torch.ops.aten.convolution.default(relu_88, arg445_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_88 = arg445_1 = None
    _native_batch_norm_legit_no_training_89 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_88, arg448_1, arg449_1, arg446_1, arg447_1, 0.1, 1e-05);  convolution_88 = arg448_1 = arg449_1 = arg446_1 = arg447_1 = None
    getitem_269 = _native_batch_norm_legit_no_training_89[0];  _native_batch_norm_legit_no_training_89 = None
    relu_89 = torch.ops.aten.relu.default(getitem_269);  getitem_269 = None
    convolution_89 = torch.ops.aten.convolution.default(relu_89, arg450_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_89 = arg450_1 = None
    cat_46 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89], 1)
    _native_batch_norm_legit_no_training_90 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_46, arg453_1, arg454_1, arg451_1, arg452_1, 0.1, 1e-05);  cat_46 = arg453_1 = arg454_1 = arg451_1 = arg452_1 = None
    getitem_272 = _native_batch_norm_legit_no_training_90[0];  _native_batch_norm_legit_no_training_90 = None
    relu_90 = torch.ops.aten.relu.default(getitem_272);  getitem_272 = None
    convolution_90 = torch.ops.aten.convolution.default(relu_90, arg455_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_90 = arg455_1 = None
    _native_batch_norm_legit_no_training_91 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_90, arg458_1, arg459_1, arg456_1, arg457_1, 0.1, 1e-05);  convolution_90 = arg458_1 = arg459_1 = arg456_1 = arg457_1 = None
    getitem_275 = _native_batch_norm_legit_no_training_91[0];  _native_batch_norm_legit_no_training_91 = None
    relu_91 = torch.ops.aten.relu.default(getitem_275);  getitem_275 = None
    convolution_91 = torch.ops.aten.convolution.default(relu_91, arg460_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_91 = arg460_1 = None
    cat_47 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91], 1)
    _native_batch_norm_legit_no_training_92 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_47, arg463_1, arg464_1, arg461_1, arg462_1, 0.1, 1e-05);  cat_47 = arg463_1 = arg464_1 = arg461_1 = arg462_1 = None
    getitem_278 = _native_batch_norm_legit_no_training_92[0];  _native_batch_norm_legit_no_training_92 = None
    relu_92 = torch.ops.aten.relu.default(getitem_278);  getitem_278 = None
    convolution_92 = torch.ops.aten.convolution.default(relu_92, arg465_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_92 = arg465_1 = None
    _native_batch_norm_legit_no_training_93 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_92, arg468_1, arg469_1, arg466_1, arg467_1, 0.1, 1e-05);  convolution_92 = arg468_1 = arg469_1 = arg466_1 = arg467_1 = None
    getitem_281 = _native_batch_norm_legit_no_training_93[0];  _native_batch_norm_legit_no_training_93 = None
    relu_93 = torch.ops.aten.relu.default(getitem_281);  getitem_281 = None
    convolution_93 = torch.ops.aten.convolution.default(relu_93, arg470_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_93 = arg470_1 = None
    cat_48 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93], 1)
    _native_batch_norm_legit_no_training_94 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_48, arg473_1, arg474_1, arg471_1, arg472_1, 0.1, 1e-05);  cat_48 = arg473_1 = arg474_1 = arg471_1 = arg472_1 = None
    getitem_284 = _native_batch_norm_legit_no_training_94[0];  _native_batch_norm_legit_no_training_94 = None
    relu_94 = torch.ops.aten.relu.default(getitem_284);  getitem_284 = None
    convolution_94 = torch.ops.aten.convolution.default(relu_94, arg475_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_94 = arg475_1 = None
    _native_batch_norm_legit_no_training_95 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_94, arg478_1, arg479_1, arg476_1, arg477_1, 0.1, 1e-05);  convolution_94 = arg478_1 = arg479_1 = arg476_1 = arg477_1 = None
    getitem_287 = _native_batch_norm_legit_no_training_95[0];  _native_batch_norm_legit_no_training_95 = None
    relu_95 = torch.ops.aten.relu.default(getitem_287);  getitem_287 = None
    convolution_95 = torch.ops.aten.convolution.default(relu_95, arg480_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_95 = arg480_1 = None
    cat_49 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95], 1)
    _native_batch_norm_legit_no_training_96 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_49, arg483_1, arg484_1, arg481_1, arg482_1, 0.1, 1e-05);  cat_49 = arg483_1 = arg484_1 = arg481_1 = arg482_1 = None
    getitem_290 = _native_batch_norm_legit_no_training_96[0];  _native_batch_norm_legit_no_training_96 = None
    relu_96 = torch.ops.aten.relu.default(getitem_290);  getitem_290 = None
    convolution_96 = torch.ops.aten.convolution.default(relu_96, arg485_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_96 = arg485_1 = None
    _native_batch_norm_legit_no_training_97 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_96, arg488_1, arg489_1, arg486_1, arg487_1, 0.1, 1e-05);  convolution_96 = arg488_1 = arg489_1 = arg486_1 = arg487_1 = None
    getitem_293 = _native_batch_norm_legit_no_training_97[0];  _native_batch_norm_legit_no_training_97 = None
    relu_97 = torch.ops.aten.relu.default(getitem_293);  getitem_293 = None
    convolution_97 = torch.ops.aten.convolution.default(relu_97, arg490_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_97 = arg490_1 = None
    cat_50 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97], 1)
    _native_batch_norm_legit_no_training_98 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_50, arg493_1, arg494_1, arg491_1, arg492_1, 0.1, 1e-05);  cat_50 = arg493_1 = arg494_1 = arg491_1 = arg492_1 = None
    getitem_296 = _native_batch_norm_legit_no_training_98[0];  _native_batch_norm_legit_no_training_98 = None
    relu_98 = torch.ops.aten.relu.default(getitem_296);  getitem_296 = None
    convolution_98 = torch.ops.aten.convolution.default(relu_98, arg495_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_98 = arg495_1 = None
    _native_batch_norm_legit_no_training_99 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_98, arg498_1, arg499_1, arg496_1, arg497_1, 0.1, 1e-05);  convolution_98 = arg498_1 = arg499_1 = arg496_1 = arg497_1 = None
    getitem_299 = _native_batch_norm_legit_no_training_99[0];  _native_batch_norm_legit_no_training_99 = None
    relu_99 = torch.ops.aten.relu.default(getitem_299);  getitem_299 = None
    convolution_99 = torch.ops.aten.convolution.default(relu_99, arg500_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_99 = arg500_1 = None
    cat_51 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99], 1)
    _native_batch_norm_legit_no_training_100 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_51, arg503_1, arg504_1, arg501_1, arg502_1, 0.1, 1e-05);  cat_51 = arg503_1 = arg504_1 = arg501_1 = arg502_1 = None
    getitem_302 = _native_batch_norm_legit_no_training_100[0];  _native_batch_norm_legit_no_training_100 = None
    relu_100 = torch.ops.aten.relu.default(getitem_302);  getitem_302 = None
    convolution_100 = torch.ops.aten.convolution.default(relu_100, arg505_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_100 = arg505_1 = None
    _native_batch_norm_legit_no_training_101 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_100, arg508_1, arg509_1, arg506_1, arg507_1, 0.1, 1e-05);  convolution_100 = arg508_1 = arg509_1 = arg506_1 = arg507_1 = None
    getitem_305 = _native_batch_norm_legit_no_training_101[0];  _native_batch_norm_legit_no_training_101 = None
    relu_101 = torch.ops.aten.relu.default(getitem_305);  getitem_305 = None
    convolution_101 = torch.ops.aten.convolution.default(relu_101, arg510_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_101 = arg510_1 = None
    cat_52 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101], 1)
    _native_batch_norm_legit_no_training_102 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_52, arg513_1, arg514_1, arg511_1, arg512_1, 0.1, 1e-05);  cat_52 = arg513_1 = arg514_1 = arg511_1 = arg512_1 = None
    getitem_308 = _native_batch_norm_legit_no_training_102[0];  _native_batch_norm_legit_no_training_102 = None
    relu_102 = torch.ops.aten.relu.default(getitem_308);  getitem_308 = None
    convolution_102 = torch.ops.aten.convolution.default(relu_102, arg515_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_102 = arg515_1 = None
    _native_batch_norm_legit_no_training_103 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_102, arg518_1, arg519_1, arg516_1, arg517_1, 0.1, 1e-05);  convolution_102 = arg518_1 = arg519_1 = arg516_1 = arg517_1 = None
    getitem_311 = _native_batch_norm_legit_no_training_103[0];  _native_batch_norm_legit_no_training_103 = None
    relu_103 = torch.ops.aten.relu.default(getitem_311);  getitem_311 = None
    convolution_103 = torch.ops.aten.convolution.default(relu_103, arg520_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_103 = arg520_1 = None
    cat_53 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103], 1)
    _native_batch_norm_legit_no_training_104 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_53, arg523_1, arg524_1, arg521_1, arg522_1, 0.1, 1e-05);  cat_53 = arg523_1 = arg524_1 = arg521_1 = arg522_1 = None
    getitem_314 = _native_batch_norm_legit_no_training_104[0];  _native_batch_norm_legit_no_training_104 = None
    relu_104 = torch.ops.aten.relu.default(getitem_314);  getitem_314 = None
    convolution_104 = torch.ops.aten.convolution.default(relu_104, arg525_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_104 = arg525_1 = None
    _native_batch_norm_legit_no_training_105 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_104, arg528_1, arg529_1, arg526_1, arg527_1, 0.1, 1e-05);  convolution_104 = arg528_1 = arg529_1 = arg526_1 = arg527_1 = None
    getitem_317 = _native_batch_norm_legit_no_training_105[0];  _native_batch_norm_legit_no_training_105 = None
    relu_105 = torch.ops.aten.relu.default(getitem_317);  getitem_317 = None
    convolution_105 = torch.ops.aten.convolution.default(relu_105, arg530_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_105 = arg530_1 = None
    cat_54 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105], 1)
    _native_batch_norm_legit_no_training_106 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_54, arg533_1, arg534_1, arg531_1, arg532_1, 0.1, 1e-05);  cat_54 = arg533_1 = arg534_1 = arg531_1 = arg532_1 = None
    getitem_320 = _native_batch_norm_legit_no_training_106[0];  _native_batch_norm_legit_no_training_106 = None
    relu_106 = torch.ops.aten.relu.default(getitem_320);  getitem_320 = None
    convolution_106 = torch.ops.aten.convolution.default(relu_106, arg535_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_106 = arg535_1 = None
    _native_batch_norm_legit_no_training_107 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_106, arg538_1, arg539_1, arg536_1, arg537_1, 0.1, 1e-05);  convolution_106 = arg538_1 = arg539_1 = arg536_1 = arg537_1 = None
    getitem_323 = _native_batch_norm_legit_no_training_107[0];  _native_batch_norm_legit_no_training_107 = None
    relu_107 = torch.ops.aten.relu.default(getitem_323);  getitem_323 = None
    convolution_107 = torch.ops.aten.convolution.default(relu_107, arg540_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_107 = arg540_1 = None
    cat_55 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107], 1)
    _native_batch_norm_legit_no_training_108 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_55, arg543_1, arg544_1, arg541_1, arg542_1, 0.1, 1e-05);  cat_55 = arg543_1 = arg544_1 = arg541_1 = arg542_1 = None
    getitem_326 = _native_batch_norm_legit_no_training_108[0];  _native_batch_norm_legit_no_training_108 = None
    relu_108 = torch.ops.aten.relu.default(getitem_326);  getitem_326 = None
    convolution_108 = torch.ops.aten.convolution.default(relu_108, arg545_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_108 = arg545_1 = None
    _native_batch_norm_legit_no_training_109 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_108, arg548_1, arg549_1, arg546_1, arg547_1, 0.1, 1e-05);  convolution_108 = arg548_1 = arg549_1 = arg546_1 = arg547_1 = None
    getitem_329 = _native_batch_norm_legit_no_training_109[0];  _native_batch_norm_legit_no_training_109 = None
    relu_109 = torch.ops.aten.relu.default(getitem_329);  getitem_329 = None
    convolution_109 = torch.ops.aten.convolution.default(relu_109, arg550_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_109 = arg550_1 = None
    cat_56 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107, convolution_109], 1)
    _native_batch_norm_legit_no_training_110 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_56, arg553_1, arg554_1, arg551_1, arg552_1, 0.1, 1e-05);  cat_56 = arg553_1 = arg554_1 = arg551_1 = arg552_1 = None
    getitem_332 = _native_batch_norm_legit_no_training_110[0];  _native_batch_norm_legit_no_training_110 = None
    relu_110 = torch.ops.aten.relu.default(getitem_332);  getitem_332 = None
    convolution_110 = torch.ops.aten.convolution.default(relu_110, arg555_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_110 = arg555_1 = None
    _native_batch_norm_legit_no_training_111 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_110, arg558_1, arg559_1, arg556_1, arg557_1, 0.1, 1e-05);  convolution_110 = arg558_1 = arg559_1 = arg556_1 = arg557_1 = None
    getitem_335 = _native_batch_norm_legit_no_training_111[0];  _native_batch_norm_legit_no_training_111 = None
    relu_111 = torch.ops.aten.relu.default(getitem_335);  getitem_335 = None
    convolution_111 = torch.ops.aten.convolution.default(relu_111, arg560_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_111 = arg560_1 = None
    cat_57 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107, convolution_109, convolution_111], 1)
    _native_batch_norm_legit_no_training_112 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_57, arg563_1, arg564_1, arg561_1, arg562_1, 0.1, 1e-05);  cat_57 = arg563_1 = arg564_1 = arg561_1 = arg562_1 = None
    getitem_338 = _native_batch_norm_legit_no_training_112[0];  _native_batch_norm_legit_no_training_112 = None
    relu_112 = torch.ops.aten.relu.default(getitem_338);  getitem_338 = None
    convolution_112 = torch.ops.aten.convolution.default(relu_112, arg565_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_112 = arg565_1 = None
    _native_batch_norm_legit_no_training_113 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_112, arg568_1, arg569_1, arg566_1, arg567_1, 0.1, 1e-05);  convolution_112 = arg568_1 = arg569_1 = arg566_1 = arg567_1 = None
    getitem_341 = _native_batch_norm_legit_no_training_113[0];  _native_batch_norm_legit_no_training_113 = None
    relu_113 = torch.ops.aten.relu.default(getitem_341);  getitem_341 = None
    convolution_113 = torch.ops.aten.convolution.default(relu_113, arg570_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_113 = arg570_1 = None
    cat_58 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107, convolution_109, convolution_111, convolution_113], 1)
    _native_batch_norm_legit_no_training_114 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_58, arg573_1, arg574_1, arg571_1, arg572_1, 0.1, 1e-05);  cat_58 = arg573_1 = arg574_1 = arg571_1 = arg572_1 = None
    getitem_344 = _native_batch_norm_legit_no_training_114[0];  _native_batch_norm_legit_no_training_114 = None
    relu_114 = torch.ops.aten.relu.default(getitem_344);  getitem_344 = None
    convolution_114 = torch.ops.aten.convolution.default(relu_114, arg575_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_114 = arg575_1 = None
    _native_batch_norm_legit_no_training_115 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_114, arg578_1, arg579_1, arg576_1, arg577_1, 0.1, 1e-05);  convolution_114 = arg578_1 = arg579_1 = arg576_1 = arg577_1 = None
    getitem_347 = _native_batch_norm_legit_no_training_115[0];  _native_batch_norm_legit_no_training_115 = None
    relu_115 = torch.ops.aten.relu.default(getitem_347);  getitem_347 = None
    convolution_115 = torch.ops.aten.convolution.default(relu_115, arg580_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_115 = arg580_1 = None
    cat_59 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107, convolution_109, convolution_111, convolution_113, convolution_115], 1)
    _native_batch_norm_legit_no_training_116 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_59, arg583_1, arg584_1, arg581_1, arg582_1, 0.1, 1e-05);  cat_59 = arg583_1 = arg584_1 = arg581_1 = arg582_1 = None
    getitem_350 = _native_batch_norm_legit_no_training_116[0];  _native_batch_norm_legit_no_training_116 = None
    relu_116 = torch.ops.aten.relu.default(getitem_350);  getitem_350 = None
    convolution_116 = torch.ops.aten.convolution.default(relu_116, arg585_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_116 = arg585_1 = None
    _native_batch_norm_legit_no_training_117 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_116, arg588_1, arg589_1, arg586_1, arg587_1, 0.1, 1e-05);  convolution_116 = arg588_1 = arg589_1 = arg586_1 = arg587_1 = None
    getitem_353 = _native_batch_norm_legit_no_training_117[0];  _native_batch_norm_legit_no_training_117 = None
    relu_117 = torch.ops.aten.relu.default(getitem_353);  getitem_353 = None
    convolution_117 = torch.ops.aten.convolution.default(relu_117, arg590_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_117 = arg590_1 = None
    cat_60 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107, convolution_109, convolution_111, convolution_113, convolution_115, convolution_117], 1)
    _native_batch_norm_legit_no_training_118 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_60, arg593_1, arg594_1, arg591_1, arg592_1, 0.1, 1e-05);  cat_60 = arg593_1 = arg594_1 = arg591_1 = arg592_1 = None
    getitem_356 = _native_batch_norm_legit_no_training_118[0];  _native_batch_norm_legit_no_training_118 = None
    relu_118 = torch.ops.aten.relu.default(getitem_356);  getitem_356 = None
    convolution_118 = torch.ops.aten.convolution.default(relu_118, arg595_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_118 = arg595_1 = None
    _native_batch_norm_legit_no_training_119 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_118, arg598_1, arg599_1, arg596_1, arg597_1, 0.1, 1e-05);  convolution_118 = arg598_1 = arg599_1 = arg596_1 = arg597_1 = None
    getitem_359 = _native_batch_norm_legit_no_training_119[0];  _native_batch_norm_legit_no_training_119 = None
    relu_119 = torch.ops.aten.relu.default(getitem_359);  getitem_359 = None
    convolution_119 = torch.ops.aten.convolution.default(relu_119, arg600_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_119 = arg600_1 = None
    cat_61 = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107, convolution_109, convolution_111, convolution_113, convolution_115, convolution_117, convolution_119], 1);  avg_pool2d_2 = convolution_89 = convolution_91 = convolution_93 = convolution_95 = convolution_97 = convolution_99 = convolution_101 = convolution_103 = convolution_105 = convolution_107 = convolution_109 = convolution_111 = convolution_113 = convolution_115 = convolution_117 = convolution_119 = None
    _native_batch_norm_legit_no_training_120 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_61, arg603_1, arg604_1, arg601_1, arg602_1, 0.1, 1e-05);  cat_61 = arg603_1 = arg604_1 = arg601_1 = arg602_1 = None
    getitem_362 = _native_batch_norm_legit_no_training_120[0];  _native_batch_norm_legit_no_training_120 = None
    relu_120 = torch.ops.aten.relu.default(getitem_362);  getitem_362 = None
    mean = torch.ops.aten.mean.dim(relu_120, [-1, -2], True);  relu_120 = None
    view = torch.ops.aten.view.default(mean, [1, 1024]);  mean = None
    t = torch.ops.aten.t.default(arg605_1);  arg605_1 = None
    addmm = torch.ops.aten.addmm.default(arg606_1, view, t);  arg606_1 = view = t = None
    return (addmm,)
    