class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 3, 3, 3]", arg1_1: "f32[1, 3, 299, 299]", arg2_1: "f32[32]", arg3_1: "f32[32]", arg4_1: "f32[32]", arg5_1: "f32[32]", arg6_1: "f32[32, 32, 3, 3]", arg7_1: "f32[32]", arg8_1: "f32[32]", arg9_1: "f32[32]", arg10_1: "f32[32]", arg11_1: "f32[64, 32, 3, 3]", arg12_1: "f32[64]", arg13_1: "f32[64]", arg14_1: "f32[64]", arg15_1: "f32[64]", arg16_1: "f32[80, 64, 1, 1]", arg17_1: "f32[80]", arg18_1: "f32[80]", arg19_1: "f32[80]", arg20_1: "f32[80]", arg21_1: "f32[192, 80, 3, 3]", arg22_1: "f32[192]", arg23_1: "f32[192]", arg24_1: "f32[192]", arg25_1: "f32[192]", arg26_1: "f32[64, 192, 1, 1]", arg27_1: "f32[64]", arg28_1: "f32[64]", arg29_1: "f32[64]", arg30_1: "f32[64]", arg31_1: "f32[48, 192, 1, 1]", arg32_1: "f32[48]", arg33_1: "f32[48]", arg34_1: "f32[48]", arg35_1: "f32[48]", arg36_1: "f32[64, 48, 5, 5]", arg37_1: "f32[64]", arg38_1: "f32[64]", arg39_1: "f32[64]", arg40_1: "f32[64]", arg41_1: "f32[64, 192, 1, 1]", arg42_1: "f32[64]", arg43_1: "f32[64]", arg44_1: "f32[64]", arg45_1: "f32[64]", arg46_1: "f32[96, 64, 3, 3]", arg47_1: "f32[96]", arg48_1: "f32[96]", arg49_1: "f32[96]", arg50_1: "f32[96]", arg51_1: "f32[96, 96, 3, 3]", arg52_1: "f32[96]", arg53_1: "f32[96]", arg54_1: "f32[96]", arg55_1: "f32[96]", arg56_1: "f32[32, 192, 1, 1]", arg57_1: "f32[32]", arg58_1: "f32[32]", arg59_1: "f32[32]", arg60_1: "f32[32]", arg61_1: "f32[64, 256, 1, 1]", arg62_1: "f32[64]", arg63_1: "f32[64]", arg64_1: "f32[64]", arg65_1: "f32[64]", arg66_1: "f32[48, 256, 1, 1]", arg67_1: "f32[48]", arg68_1: "f32[48]", arg69_1: "f32[48]", arg70_1: "f32[48]", arg71_1: "f32[64, 48, 5, 5]", arg72_1: "f32[64]", arg73_1: "f32[64]", arg74_1: "f32[64]", arg75_1: "f32[64]", arg76_1: "f32[64, 256, 1, 1]", arg77_1: "f32[64]", arg78_1: "f32[64]", arg79_1: "f32[64]", arg80_1: "f32[64]", arg81_1: "f32[96, 64, 3, 3]", arg82_1: "f32[96]", arg83_1: "f32[96]", arg84_1: "f32[96]", arg85_1: "f32[96]", arg86_1: "f32[96, 96, 3, 3]", arg87_1: "f32[96]", arg88_1: "f32[96]", arg89_1: "f32[96]", arg90_1: "f32[96]", arg91_1: "f32[64, 256, 1, 1]", arg92_1: "f32[64]", arg93_1: "f32[64]", arg94_1: "f32[64]", arg95_1: "f32[64]", arg96_1: "f32[64, 288, 1, 1]", arg97_1: "f32[64]", arg98_1: "f32[64]", arg99_1: "f32[64]", arg100_1: "f32[64]", arg101_1: "f32[48, 288, 1, 1]", arg102_1: "f32[48]", arg103_1: "f32[48]", arg104_1: "f32[48]", arg105_1: "f32[48]", arg106_1: "f32[64, 48, 5, 5]", arg107_1: "f32[64]", arg108_1: "f32[64]", arg109_1: "f32[64]", arg110_1: "f32[64]", arg111_1: "f32[64, 288, 1, 1]", arg112_1: "f32[64]", arg113_1: "f32[64]", arg114_1: "f32[64]", arg115_1: "f32[64]", arg116_1: "f32[96, 64, 3, 3]", arg117_1: "f32[96]", arg118_1: "f32[96]", arg119_1: "f32[96]", arg120_1: "f32[96]", arg121_1: "f32[96, 96, 3, 3]", arg122_1: "f32[96]", arg123_1: "f32[96]", arg124_1: "f32[96]", arg125_1: "f32[96]", arg126_1: "f32[64, 288, 1, 1]", arg127_1: "f32[64]", arg128_1: "f32[64]", arg129_1: "f32[64]", arg130_1: "f32[64]", arg131_1: "f32[384, 288, 3, 3]", arg132_1: "f32[384]", arg133_1: "f32[384]", arg134_1: "f32[384]", arg135_1: "f32[384]", arg136_1: "f32[64, 288, 1, 1]", arg137_1: "f32[64]", arg138_1: "f32[64]", arg139_1: "f32[64]", arg140_1: "f32[64]", arg141_1: "f32[96, 64, 3, 3]", arg142_1: "f32[96]", arg143_1: "f32[96]", arg144_1: "f32[96]", arg145_1: "f32[96]", arg146_1: "f32[96, 96, 3, 3]", arg147_1: "f32[96]", arg148_1: "f32[96]", arg149_1: "f32[96]", arg150_1: "f32[96]", arg151_1: "f32[192, 768, 1, 1]", arg152_1: "f32[192]", arg153_1: "f32[192]", arg154_1: "f32[192]", arg155_1: "f32[192]", arg156_1: "f32[128, 768, 1, 1]", arg157_1: "f32[128]", arg158_1: "f32[128]", arg159_1: "f32[128]", arg160_1: "f32[128]", arg161_1: "f32[128, 128, 1, 7]", arg162_1: "f32[128]", arg163_1: "f32[128]", arg164_1: "f32[128]", arg165_1: "f32[128]", arg166_1: "f32[192, 128, 7, 1]", arg167_1: "f32[192]", arg168_1: "f32[192]", arg169_1: "f32[192]", arg170_1: "f32[192]", arg171_1: "f32[128, 768, 1, 1]", arg172_1: "f32[128]", arg173_1: "f32[128]", arg174_1: "f32[128]", arg175_1: "f32[128]", arg176_1: "f32[128, 128, 7, 1]", arg177_1: "f32[128]", arg178_1: "f32[128]", arg179_1: "f32[128]", arg180_1: "f32[128]", arg181_1: "f32[128, 128, 1, 7]", arg182_1: "f32[128]", arg183_1: "f32[128]", arg184_1: "f32[128]", arg185_1: "f32[128]", arg186_1: "f32[128, 128, 7, 1]", arg187_1: "f32[128]", arg188_1: "f32[128]", arg189_1: "f32[128]", arg190_1: "f32[128]", arg191_1: "f32[192, 128, 1, 7]", arg192_1: "f32[192]", arg193_1: "f32[192]", arg194_1: "f32[192]", arg195_1: "f32[192]", arg196_1: "f32[192, 768, 1, 1]", arg197_1: "f32[192]", arg198_1: "f32[192]", arg199_1: "f32[192]", arg200_1: "f32[192]", arg201_1: "f32[192, 768, 1, 1]", arg202_1: "f32[192]", arg203_1: "f32[192]", arg204_1: "f32[192]", arg205_1: "f32[192]", arg206_1: "f32[160, 768, 1, 1]", arg207_1: "f32[160]", arg208_1: "f32[160]", arg209_1: "f32[160]", arg210_1: "f32[160]", arg211_1: "f32[160, 160, 1, 7]", arg212_1: "f32[160]", arg213_1: "f32[160]", arg214_1: "f32[160]", arg215_1: "f32[160]", arg216_1: "f32[192, 160, 7, 1]", arg217_1: "f32[192]", arg218_1: "f32[192]", arg219_1: "f32[192]", arg220_1: "f32[192]", arg221_1: "f32[160, 768, 1, 1]", arg222_1: "f32[160]", arg223_1: "f32[160]", arg224_1: "f32[160]", arg225_1: "f32[160]", arg226_1: "f32[160, 160, 7, 1]", arg227_1: "f32[160]", arg228_1: "f32[160]", arg229_1: "f32[160]", arg230_1: "f32[160]", arg231_1: "f32[160, 160, 1, 7]", arg232_1: "f32[160]", arg233_1: "f32[160]", arg234_1: "f32[160]", arg235_1: "f32[160]", arg236_1: "f32[160, 160, 7, 1]", arg237_1: "f32[160]", arg238_1: "f32[160]", arg239_1: "f32[160]", arg240_1: "f32[160]", arg241_1: "f32[192, 160, 1, 7]", arg242_1: "f32[192]", arg243_1: "f32[192]", arg244_1: "f32[192]", arg245_1: "f32[192]", arg246_1: "f32[192, 768, 1, 1]", arg247_1: "f32[192]", arg248_1: "f32[192]", arg249_1: "f32[192]", arg250_1: "f32[192]", arg251_1: "f32[192, 768, 1, 1]", arg252_1: "f32[192]", arg253_1: "f32[192]", arg254_1: "f32[192]", arg255_1: "f32[192]", arg256_1: "f32[160, 768, 1, 1]", arg257_1: "f32[160]", arg258_1: "f32[160]", arg259_1: "f32[160]", arg260_1: "f32[160]", arg261_1: "f32[160, 160, 1, 7]", arg262_1: "f32[160]", arg263_1: "f32[160]", arg264_1: "f32[160]", arg265_1: "f32[160]", arg266_1: "f32[192, 160, 7, 1]", arg267_1: "f32[192]", arg268_1: "f32[192]", arg269_1: "f32[192]", arg270_1: "f32[192]", arg271_1: "f32[160, 768, 1, 1]", arg272_1: "f32[160]", arg273_1: "f32[160]", arg274_1: "f32[160]", arg275_1: "f32[160]", arg276_1: "f32[160, 160, 7, 1]", arg277_1: "f32[160]", arg278_1: "f32[160]", arg279_1: "f32[160]", arg280_1: "f32[160]", arg281_1: "f32[160, 160, 1, 7]", arg282_1: "f32[160]", arg283_1: "f32[160]", arg284_1: "f32[160]", arg285_1: "f32[160]", arg286_1: "f32[160, 160, 7, 1]", arg287_1: "f32[160]", arg288_1: "f32[160]", arg289_1: "f32[160]", arg290_1: "f32[160]", arg291_1: "f32[192, 160, 1, 7]", arg292_1: "f32[192]", arg293_1: "f32[192]", arg294_1: "f32[192]", arg295_1: "f32[192]", arg296_1: "f32[192, 768, 1, 1]", arg297_1: "f32[192]", arg298_1: "f32[192]", arg299_1: "f32[192]", arg300_1: "f32[192]", arg301_1: "f32[192, 768, 1, 1]", arg302_1: "f32[192]", arg303_1: "f32[192]", arg304_1: "f32[192]", arg305_1: "f32[192]", arg306_1: "f32[192, 768, 1, 1]", arg307_1: "f32[192]", arg308_1: "f32[192]", arg309_1: "f32[192]", arg310_1: "f32[192]", arg311_1: "f32[192, 192, 1, 7]", arg312_1: "f32[192]", arg313_1: "f32[192]", arg314_1: "f32[192]", arg315_1: "f32[192]", arg316_1: "f32[192, 192, 7, 1]", arg317_1: "f32[192]", arg318_1: "f32[192]", arg319_1: "f32[192]", arg320_1: "f32[192]", arg321_1: "f32[192, 768, 1, 1]", arg322_1: "f32[192]", arg323_1: "f32[192]", arg324_1: "f32[192]", arg325_1: "f32[192]", arg326_1: "f32[192, 192, 7, 1]", arg327_1: "f32[192]", arg328_1: "f32[192]", arg329_1: "f32[192]", arg330_1: "f32[192]", arg331_1: "f32[192, 192, 1, 7]", arg332_1: "f32[192]", arg333_1: "f32[192]", arg334_1: "f32[192]", arg335_1: "f32[192]", arg336_1: "f32[192, 192, 7, 1]", arg337_1: "f32[192]", arg338_1: "f32[192]", arg339_1: "f32[192]", arg340_1: "f32[192]", arg341_1: "f32[192, 192, 1, 7]", arg342_1: "f32[192]", arg343_1: "f32[192]", arg344_1: "f32[192]", arg345_1: "f32[192]", arg346_1: "f32[192, 768, 1, 1]", arg347_1: "f32[192]", arg348_1: "f32[192]", arg349_1: "f32[192]", arg350_1: "f32[192]", arg351_1: "f32[192, 768, 1, 1]", arg352_1: "f32[192]", arg353_1: "f32[192]", arg354_1: "f32[192]", arg355_1: "f32[192]", arg356_1: "f32[320, 192, 3, 3]", arg357_1: "f32[320]", arg358_1: "f32[320]", arg359_1: "f32[320]", arg360_1: "f32[320]", arg361_1: "f32[192, 768, 1, 1]", arg362_1: "f32[192]", arg363_1: "f32[192]", arg364_1: "f32[192]", arg365_1: "f32[192]", arg366_1: "f32[192, 192, 1, 7]", arg367_1: "f32[192]", arg368_1: "f32[192]", arg369_1: "f32[192]", arg370_1: "f32[192]", arg371_1: "f32[192, 192, 7, 1]", arg372_1: "f32[192]", arg373_1: "f32[192]", arg374_1: "f32[192]", arg375_1: "f32[192]", arg376_1: "f32[192, 192, 3, 3]", arg377_1: "f32[192]", arg378_1: "f32[192]", arg379_1: "f32[192]", arg380_1: "f32[192]", arg381_1: "f32[320, 1280, 1, 1]", arg382_1: "f32[320]", arg383_1: "f32[320]", arg384_1: "f32[320]", arg385_1: "f32[320]", arg386_1: "f32[384, 1280, 1, 1]", arg387_1: "f32[384]", arg388_1: "f32[384]", arg389_1: "f32[384]", arg390_1: "f32[384]", arg391_1: "f32[384, 384, 1, 3]", arg392_1: "f32[384]", arg393_1: "f32[384]", arg394_1: "f32[384]", arg395_1: "f32[384]", arg396_1: "f32[384, 384, 3, 1]", arg397_1: "f32[384]", arg398_1: "f32[384]", arg399_1: "f32[384]", arg400_1: "f32[384]", arg401_1: "f32[448, 1280, 1, 1]", arg402_1: "f32[448]", arg403_1: "f32[448]", arg404_1: "f32[448]", arg405_1: "f32[448]", arg406_1: "f32[384, 448, 3, 3]", arg407_1: "f32[384]", arg408_1: "f32[384]", arg409_1: "f32[384]", arg410_1: "f32[384]", arg411_1: "f32[384, 384, 1, 3]", arg412_1: "f32[384]", arg413_1: "f32[384]", arg414_1: "f32[384]", arg415_1: "f32[384]", arg416_1: "f32[384, 384, 3, 1]", arg417_1: "f32[384]", arg418_1: "f32[384]", arg419_1: "f32[384]", arg420_1: "f32[384]", arg421_1: "f32[192, 1280, 1, 1]", arg422_1: "f32[192]", arg423_1: "f32[192]", arg424_1: "f32[192]", arg425_1: "f32[192]", arg426_1: "f32[320, 2048, 1, 1]", arg427_1: "f32[320]", arg428_1: "f32[320]", arg429_1: "f32[320]", arg430_1: "f32[320]", arg431_1: "f32[384, 2048, 1, 1]", arg432_1: "f32[384]", arg433_1: "f32[384]", arg434_1: "f32[384]", arg435_1: "f32[384]", arg436_1: "f32[384, 384, 1, 3]", arg437_1: "f32[384]", arg438_1: "f32[384]", arg439_1: "f32[384]", arg440_1: "f32[384]", arg441_1: "f32[384, 384, 3, 1]", arg442_1: "f32[384]", arg443_1: "f32[384]", arg444_1: "f32[384]", arg445_1: "f32[384]", arg446_1: "f32[448, 2048, 1, 1]", arg447_1: "f32[448]", arg448_1: "f32[448]", arg449_1: "f32[448]", arg450_1: "f32[448]", arg451_1: "f32[384, 448, 3, 3]", arg452_1: "f32[384]", arg453_1: "f32[384]", arg454_1: "f32[384]", arg455_1: "f32[384]", arg456_1: "f32[384, 384, 1, 3]", arg457_1: "f32[384]", arg458_1: "f32[384]", arg459_1: "f32[384]", arg460_1: "f32[384]", arg461_1: "f32[384, 384, 3, 1]", arg462_1: "f32[384]", arg463_1: "f32[384]", arg464_1: "f32[384]", arg465_1: "f32[384]", arg466_1: "f32[192, 2048, 1, 1]", arg467_1: "f32[192]", arg468_1: "f32[192]", arg469_1: "f32[192]", arg470_1: "f32[192]", arg471_1: "f32[1000, 2048]", arg472_1: "f32[1000]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution: "f32[1, 32, 149, 149]" = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, arg4_1, arg5_1, arg2_1, arg3_1, 0.1, 0.001);  convolution = arg4_1 = arg5_1 = arg2_1 = arg3_1 = None
        getitem: "f32[1, 32, 149, 149]" = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu: "f32[1, 32, 149, 149]" = torch.ops.aten.relu.default(getitem);  getitem = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_1: "f32[1, 32, 147, 147]" = torch.ops.aten.convolution.default(relu, arg6_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu = arg6_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, arg9_1, arg10_1, arg7_1, arg8_1, 0.1, 0.001);  convolution_1 = arg9_1 = arg10_1 = arg7_1 = arg8_1 = None
        getitem_3: "f32[1, 32, 147, 147]" = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_1: "f32[1, 32, 147, 147]" = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_2: "f32[1, 64, 147, 147]" = torch.ops.aten.convolution.default(relu_1, arg11_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_1 = arg11_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_2, arg14_1, arg15_1, arg12_1, arg13_1, 0.1, 0.001);  convolution_2 = arg14_1 = arg15_1 = arg12_1 = arg13_1 = None
        getitem_6: "f32[1, 64, 147, 147]" = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_2: "f32[1, 64, 147, 147]" = torch.ops.aten.relu.default(getitem_6);  getitem_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:111 in _forward, code: x = self.maxpool1(x)
        max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu_2, [3, 3], [2, 2]);  relu_2 = None
        getitem_9: "f32[1, 64, 73, 73]" = max_pool2d_with_indices[0];  max_pool2d_with_indices = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_3: "f32[1, 80, 73, 73]" = torch.ops.aten.convolution.default(getitem_9, arg16_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_9 = arg16_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_3, arg19_1, arg20_1, arg17_1, arg18_1, 0.1, 0.001);  convolution_3 = arg19_1 = arg20_1 = arg17_1 = arg18_1 = None
        getitem_11: "f32[1, 80, 73, 73]" = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_3: "f32[1, 80, 73, 73]" = torch.ops.aten.relu.default(getitem_11);  getitem_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_4: "f32[1, 192, 71, 71]" = torch.ops.aten.convolution.default(relu_3, arg21_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_3 = arg21_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_4, arg24_1, arg25_1, arg22_1, arg23_1, 0.1, 0.001);  convolution_4 = arg24_1 = arg25_1 = arg22_1 = arg23_1 = None
        getitem_14: "f32[1, 192, 71, 71]" = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_4: "f32[1, 192, 71, 71]" = torch.ops.aten.relu.default(getitem_14);  getitem_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:117 in _forward, code: x = self.maxpool2(x)
        max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(relu_4, [3, 3], [2, 2]);  relu_4 = None
        getitem_17: "f32[1, 192, 35, 35]" = max_pool2d_with_indices_1[0];  max_pool2d_with_indices_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_5: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(getitem_17, arg26_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg26_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, arg29_1, arg30_1, arg27_1, arg28_1, 0.1, 0.001);  convolution_5 = arg29_1 = arg30_1 = arg27_1 = arg28_1 = None
        getitem_19: "f32[1, 64, 35, 35]" = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_5: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(getitem_19);  getitem_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_6: "f32[1, 48, 35, 35]" = torch.ops.aten.convolution.default(getitem_17, arg31_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg31_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_6, arg34_1, arg35_1, arg32_1, arg33_1, 0.1, 0.001);  convolution_6 = arg34_1 = arg35_1 = arg32_1 = arg33_1 = None
        getitem_22: "f32[1, 48, 35, 35]" = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_6: "f32[1, 48, 35, 35]" = torch.ops.aten.relu.default(getitem_22);  getitem_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_7: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(relu_6, arg36_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  relu_6 = arg36_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_7, arg39_1, arg40_1, arg37_1, arg38_1, 0.1, 0.001);  convolution_7 = arg39_1 = arg40_1 = arg37_1 = arg38_1 = None
        getitem_25: "f32[1, 64, 35, 35]" = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_7: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(getitem_25);  getitem_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_8: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(getitem_17, arg41_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg41_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_8, arg44_1, arg45_1, arg42_1, arg43_1, 0.1, 0.001);  convolution_8 = arg44_1 = arg45_1 = arg42_1 = arg43_1 = None
        getitem_28: "f32[1, 64, 35, 35]" = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_8: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(getitem_28);  getitem_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_9: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_8, arg46_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_8 = arg46_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, arg49_1, arg50_1, arg47_1, arg48_1, 0.1, 0.001);  convolution_9 = arg49_1 = arg50_1 = arg47_1 = arg48_1 = None
        getitem_31: "f32[1, 96, 35, 35]" = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_9: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(getitem_31);  getitem_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_10: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_9, arg51_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_9 = arg51_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_10, arg54_1, arg55_1, arg52_1, arg53_1, 0.1, 0.001);  convolution_10 = arg54_1 = arg55_1 = arg52_1 = arg53_1 = None
        getitem_34: "f32[1, 96, 35, 35]" = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_10: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(getitem_34);  getitem_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:204 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d: "f32[1, 192, 35, 35]" = torch.ops.aten.avg_pool2d.default(getitem_17, [3, 3], [1, 1], [1, 1]);  getitem_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_11: "f32[1, 32, 35, 35]" = torch.ops.aten.convolution.default(avg_pool2d, arg56_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d = arg56_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, arg59_1, arg60_1, arg57_1, arg58_1, 0.1, 0.001);  convolution_11 = arg59_1 = arg60_1 = arg57_1 = arg58_1 = None
        getitem_37: "f32[1, 32, 35, 35]" = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_11: "f32[1, 32, 35, 35]" = torch.ops.aten.relu.default(getitem_37);  getitem_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:212 in forward, code: return torch.cat(outputs, 1)
        cat: "f32[1, 256, 35, 35]" = torch.ops.aten.cat.default([relu_5, relu_7, relu_10, relu_11], 1);  relu_5 = relu_7 = relu_10 = relu_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_12: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(cat, arg61_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg61_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_12, arg64_1, arg65_1, arg62_1, arg63_1, 0.1, 0.001);  convolution_12 = arg64_1 = arg65_1 = arg62_1 = arg63_1 = None
        getitem_40: "f32[1, 64, 35, 35]" = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_12: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(getitem_40);  getitem_40 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_13: "f32[1, 48, 35, 35]" = torch.ops.aten.convolution.default(cat, arg66_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg66_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_13, arg69_1, arg70_1, arg67_1, arg68_1, 0.1, 0.001);  convolution_13 = arg69_1 = arg70_1 = arg67_1 = arg68_1 = None
        getitem_43: "f32[1, 48, 35, 35]" = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_13: "f32[1, 48, 35, 35]" = torch.ops.aten.relu.default(getitem_43);  getitem_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_14: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(relu_13, arg71_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  relu_13 = arg71_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_14, arg74_1, arg75_1, arg72_1, arg73_1, 0.1, 0.001);  convolution_14 = arg74_1 = arg75_1 = arg72_1 = arg73_1 = None
        getitem_46: "f32[1, 64, 35, 35]" = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_14: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(getitem_46);  getitem_46 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_15: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(cat, arg76_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg76_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_15, arg79_1, arg80_1, arg77_1, arg78_1, 0.1, 0.001);  convolution_15 = arg79_1 = arg80_1 = arg77_1 = arg78_1 = None
        getitem_49: "f32[1, 64, 35, 35]" = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_15: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(getitem_49);  getitem_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_16: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_15, arg81_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_15 = arg81_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, arg84_1, arg85_1, arg82_1, arg83_1, 0.1, 0.001);  convolution_16 = arg84_1 = arg85_1 = arg82_1 = arg83_1 = None
        getitem_52: "f32[1, 96, 35, 35]" = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_16: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(getitem_52);  getitem_52 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_17: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_16, arg86_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_16 = arg86_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_17, arg89_1, arg90_1, arg87_1, arg88_1, 0.1, 0.001);  convolution_17 = arg89_1 = arg90_1 = arg87_1 = arg88_1 = None
        getitem_55: "f32[1, 96, 35, 35]" = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_17: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(getitem_55);  getitem_55 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:204 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_1: "f32[1, 256, 35, 35]" = torch.ops.aten.avg_pool2d.default(cat, [3, 3], [1, 1], [1, 1]);  cat = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_18: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(avg_pool2d_1, arg91_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_1 = arg91_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_18, arg94_1, arg95_1, arg92_1, arg93_1, 0.1, 0.001);  convolution_18 = arg94_1 = arg95_1 = arg92_1 = arg93_1 = None
        getitem_58: "f32[1, 64, 35, 35]" = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_18: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(getitem_58);  getitem_58 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:212 in forward, code: return torch.cat(outputs, 1)
        cat_1: "f32[1, 288, 35, 35]" = torch.ops.aten.cat.default([relu_12, relu_14, relu_17, relu_18], 1);  relu_12 = relu_14 = relu_17 = relu_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_19: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(cat_1, arg96_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg96_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_19, arg99_1, arg100_1, arg97_1, arg98_1, 0.1, 0.001);  convolution_19 = arg99_1 = arg100_1 = arg97_1 = arg98_1 = None
        getitem_61: "f32[1, 64, 35, 35]" = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_19: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(getitem_61);  getitem_61 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_20: "f32[1, 48, 35, 35]" = torch.ops.aten.convolution.default(cat_1, arg101_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg101_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, arg104_1, arg105_1, arg102_1, arg103_1, 0.1, 0.001);  convolution_20 = arg104_1 = arg105_1 = arg102_1 = arg103_1 = None
        getitem_64: "f32[1, 48, 35, 35]" = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_20: "f32[1, 48, 35, 35]" = torch.ops.aten.relu.default(getitem_64);  getitem_64 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_21: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(relu_20, arg106_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  relu_20 = arg106_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_21, arg109_1, arg110_1, arg107_1, arg108_1, 0.1, 0.001);  convolution_21 = arg109_1 = arg110_1 = arg107_1 = arg108_1 = None
        getitem_67: "f32[1, 64, 35, 35]" = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_21: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(getitem_67);  getitem_67 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_22: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(cat_1, arg111_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg111_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_22, arg114_1, arg115_1, arg112_1, arg113_1, 0.1, 0.001);  convolution_22 = arg114_1 = arg115_1 = arg112_1 = arg113_1 = None
        getitem_70: "f32[1, 64, 35, 35]" = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_22: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(getitem_70);  getitem_70 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_23: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_22, arg116_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_22 = arg116_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_23, arg119_1, arg120_1, arg117_1, arg118_1, 0.1, 0.001);  convolution_23 = arg119_1 = arg120_1 = arg117_1 = arg118_1 = None
        getitem_73: "f32[1, 96, 35, 35]" = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_23: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(getitem_73);  getitem_73 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_24: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_23, arg121_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_23 = arg121_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_24, arg124_1, arg125_1, arg122_1, arg123_1, 0.1, 0.001);  convolution_24 = arg124_1 = arg125_1 = arg122_1 = arg123_1 = None
        getitem_76: "f32[1, 96, 35, 35]" = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_24: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(getitem_76);  getitem_76 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:204 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_2: "f32[1, 288, 35, 35]" = torch.ops.aten.avg_pool2d.default(cat_1, [3, 3], [1, 1], [1, 1]);  cat_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_25: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(avg_pool2d_2, arg126_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_2 = arg126_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_25, arg129_1, arg130_1, arg127_1, arg128_1, 0.1, 0.001);  convolution_25 = arg129_1 = arg130_1 = arg127_1 = arg128_1 = None
        getitem_79: "f32[1, 64, 35, 35]" = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_25: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(getitem_79);  getitem_79 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:212 in forward, code: return torch.cat(outputs, 1)
        cat_2: "f32[1, 288, 35, 35]" = torch.ops.aten.cat.default([relu_19, relu_21, relu_24, relu_25], 1);  relu_19 = relu_21 = relu_24 = relu_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_26: "f32[1, 384, 17, 17]" = torch.ops.aten.convolution.default(cat_2, arg131_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  arg131_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, arg134_1, arg135_1, arg132_1, arg133_1, 0.1, 0.001);  convolution_26 = arg134_1 = arg135_1 = arg132_1 = arg133_1 = None
        getitem_82: "f32[1, 384, 17, 17]" = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_26: "f32[1, 384, 17, 17]" = torch.ops.aten.relu.default(getitem_82);  getitem_82 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_27: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(cat_2, arg136_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg136_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_27, arg139_1, arg140_1, arg137_1, arg138_1, 0.1, 0.001);  convolution_27 = arg139_1 = arg140_1 = arg137_1 = arg138_1 = None
        getitem_85: "f32[1, 64, 35, 35]" = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_27: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(getitem_85);  getitem_85 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_28: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_27, arg141_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_27 = arg141_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_28, arg144_1, arg145_1, arg142_1, arg143_1, 0.1, 0.001);  convolution_28 = arg144_1 = arg145_1 = arg142_1 = arg143_1 = None
        getitem_88: "f32[1, 96, 35, 35]" = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_28: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(getitem_88);  getitem_88 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_29: "f32[1, 96, 17, 17]" = torch.ops.aten.convolution.default(relu_28, arg146_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_28 = arg146_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_29, arg149_1, arg150_1, arg147_1, arg148_1, 0.1, 0.001);  convolution_29 = arg149_1 = arg150_1 = arg147_1 = arg148_1 = None
        getitem_91: "f32[1, 96, 17, 17]" = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_29: "f32[1, 96, 17, 17]" = torch.ops.aten.relu.default(getitem_91);  getitem_91 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:233 in _forward, code: branch_pool = F.max_pool2d(x, kernel_size=3, stride=2)
        max_pool2d_with_indices_2 = torch.ops.aten.max_pool2d_with_indices.default(cat_2, [3, 3], [2, 2]);  cat_2 = None
        getitem_94: "f32[1, 288, 17, 17]" = max_pool2d_with_indices_2[0];  max_pool2d_with_indices_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:240 in forward, code: return torch.cat(outputs, 1)
        cat_3: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu_26, relu_29, getitem_94], 1);  relu_26 = relu_29 = getitem_94 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_30: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_3, arg151_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg151_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, arg154_1, arg155_1, arg152_1, arg153_1, 0.1, 0.001);  convolution_30 = arg154_1 = arg155_1 = arg152_1 = arg153_1 = None
        getitem_96: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_30: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_96);  getitem_96 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_31: "f32[1, 128, 17, 17]" = torch.ops.aten.convolution.default(cat_3, arg156_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg156_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_31, arg159_1, arg160_1, arg157_1, arg158_1, 0.1, 0.001);  convolution_31 = arg159_1 = arg160_1 = arg157_1 = arg158_1 = None
        getitem_99: "f32[1, 128, 17, 17]" = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_31: "f32[1, 128, 17, 17]" = torch.ops.aten.relu.default(getitem_99);  getitem_99 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_32: "f32[1, 128, 17, 17]" = torch.ops.aten.convolution.default(relu_31, arg161_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_31 = arg161_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_32, arg164_1, arg165_1, arg162_1, arg163_1, 0.1, 0.001);  convolution_32 = arg164_1 = arg165_1 = arg162_1 = arg163_1 = None
        getitem_102: "f32[1, 128, 17, 17]" = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_32: "f32[1, 128, 17, 17]" = torch.ops.aten.relu.default(getitem_102);  getitem_102 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_33: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_32, arg166_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_32 = arg166_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_33, arg169_1, arg170_1, arg167_1, arg168_1, 0.1, 0.001);  convolution_33 = arg169_1 = arg170_1 = arg167_1 = arg168_1 = None
        getitem_105: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_33: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_105);  getitem_105 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_34: "f32[1, 128, 17, 17]" = torch.ops.aten.convolution.default(cat_3, arg171_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg171_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_34 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_34, arg174_1, arg175_1, arg172_1, arg173_1, 0.1, 0.001);  convolution_34 = arg174_1 = arg175_1 = arg172_1 = arg173_1 = None
        getitem_108: "f32[1, 128, 17, 17]" = _native_batch_norm_legit_no_training_34[0];  _native_batch_norm_legit_no_training_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_34: "f32[1, 128, 17, 17]" = torch.ops.aten.relu.default(getitem_108);  getitem_108 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_35: "f32[1, 128, 17, 17]" = torch.ops.aten.convolution.default(relu_34, arg176_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_34 = arg176_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_35 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_35, arg179_1, arg180_1, arg177_1, arg178_1, 0.1, 0.001);  convolution_35 = arg179_1 = arg180_1 = arg177_1 = arg178_1 = None
        getitem_111: "f32[1, 128, 17, 17]" = _native_batch_norm_legit_no_training_35[0];  _native_batch_norm_legit_no_training_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_35: "f32[1, 128, 17, 17]" = torch.ops.aten.relu.default(getitem_111);  getitem_111 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_36: "f32[1, 128, 17, 17]" = torch.ops.aten.convolution.default(relu_35, arg181_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_35 = arg181_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_36 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, arg184_1, arg185_1, arg182_1, arg183_1, 0.1, 0.001);  convolution_36 = arg184_1 = arg185_1 = arg182_1 = arg183_1 = None
        getitem_114: "f32[1, 128, 17, 17]" = _native_batch_norm_legit_no_training_36[0];  _native_batch_norm_legit_no_training_36 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_36: "f32[1, 128, 17, 17]" = torch.ops.aten.relu.default(getitem_114);  getitem_114 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_37: "f32[1, 128, 17, 17]" = torch.ops.aten.convolution.default(relu_36, arg186_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_36 = arg186_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_37 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_37, arg189_1, arg190_1, arg187_1, arg188_1, 0.1, 0.001);  convolution_37 = arg189_1 = arg190_1 = arg187_1 = arg188_1 = None
        getitem_117: "f32[1, 128, 17, 17]" = _native_batch_norm_legit_no_training_37[0];  _native_batch_norm_legit_no_training_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_37: "f32[1, 128, 17, 17]" = torch.ops.aten.relu.default(getitem_117);  getitem_117 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_38: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_37, arg191_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_37 = arg191_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_38 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_38, arg194_1, arg195_1, arg192_1, arg193_1, 0.1, 0.001);  convolution_38 = arg194_1 = arg195_1 = arg192_1 = arg193_1 = None
        getitem_120: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_38[0];  _native_batch_norm_legit_no_training_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_38: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_120);  getitem_120 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:278 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_3: "f32[1, 768, 17, 17]" = torch.ops.aten.avg_pool2d.default(cat_3, [3, 3], [1, 1], [1, 1]);  cat_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_39: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(avg_pool2d_3, arg196_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_3 = arg196_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_39 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_39, arg199_1, arg200_1, arg197_1, arg198_1, 0.1, 0.001);  convolution_39 = arg199_1 = arg200_1 = arg197_1 = arg198_1 = None
        getitem_123: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_39[0];  _native_batch_norm_legit_no_training_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_39: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_123);  getitem_123 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:286 in forward, code: return torch.cat(outputs, 1)
        cat_4: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu_30, relu_33, relu_38, relu_39], 1);  relu_30 = relu_33 = relu_38 = relu_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_40: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_4, arg201_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg201_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_40 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_40, arg204_1, arg205_1, arg202_1, arg203_1, 0.1, 0.001);  convolution_40 = arg204_1 = arg205_1 = arg202_1 = arg203_1 = None
        getitem_126: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_40[0];  _native_batch_norm_legit_no_training_40 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_40: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_126);  getitem_126 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_41: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(cat_4, arg206_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg206_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_41 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, arg209_1, arg210_1, arg207_1, arg208_1, 0.1, 0.001);  convolution_41 = arg209_1 = arg210_1 = arg207_1 = arg208_1 = None
        getitem_129: "f32[1, 160, 17, 17]" = _native_batch_norm_legit_no_training_41[0];  _native_batch_norm_legit_no_training_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_41: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(getitem_129);  getitem_129 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_42: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_41, arg211_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_41 = arg211_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_42 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_42, arg214_1, arg215_1, arg212_1, arg213_1, 0.1, 0.001);  convolution_42 = arg214_1 = arg215_1 = arg212_1 = arg213_1 = None
        getitem_132: "f32[1, 160, 17, 17]" = _native_batch_norm_legit_no_training_42[0];  _native_batch_norm_legit_no_training_42 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_42: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(getitem_132);  getitem_132 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_43: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_42, arg216_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_42 = arg216_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_43 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_43, arg219_1, arg220_1, arg217_1, arg218_1, 0.1, 0.001);  convolution_43 = arg219_1 = arg220_1 = arg217_1 = arg218_1 = None
        getitem_135: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_43[0];  _native_batch_norm_legit_no_training_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_43: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_135);  getitem_135 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_44: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(cat_4, arg221_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg221_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_44 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_44, arg224_1, arg225_1, arg222_1, arg223_1, 0.1, 0.001);  convolution_44 = arg224_1 = arg225_1 = arg222_1 = arg223_1 = None
        getitem_138: "f32[1, 160, 17, 17]" = _native_batch_norm_legit_no_training_44[0];  _native_batch_norm_legit_no_training_44 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_44: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(getitem_138);  getitem_138 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_45: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_44, arg226_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_44 = arg226_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_45 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, arg229_1, arg230_1, arg227_1, arg228_1, 0.1, 0.001);  convolution_45 = arg229_1 = arg230_1 = arg227_1 = arg228_1 = None
        getitem_141: "f32[1, 160, 17, 17]" = _native_batch_norm_legit_no_training_45[0];  _native_batch_norm_legit_no_training_45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_45: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(getitem_141);  getitem_141 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_46: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_45, arg231_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_45 = arg231_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_46 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_46, arg234_1, arg235_1, arg232_1, arg233_1, 0.1, 0.001);  convolution_46 = arg234_1 = arg235_1 = arg232_1 = arg233_1 = None
        getitem_144: "f32[1, 160, 17, 17]" = _native_batch_norm_legit_no_training_46[0];  _native_batch_norm_legit_no_training_46 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_46: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(getitem_144);  getitem_144 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_47: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_46, arg236_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_46 = arg236_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_47 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_47, arg239_1, arg240_1, arg237_1, arg238_1, 0.1, 0.001);  convolution_47 = arg239_1 = arg240_1 = arg237_1 = arg238_1 = None
        getitem_147: "f32[1, 160, 17, 17]" = _native_batch_norm_legit_no_training_47[0];  _native_batch_norm_legit_no_training_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_47: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(getitem_147);  getitem_147 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_48: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_47, arg241_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_47 = arg241_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_48 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_48, arg244_1, arg245_1, arg242_1, arg243_1, 0.1, 0.001);  convolution_48 = arg244_1 = arg245_1 = arg242_1 = arg243_1 = None
        getitem_150: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_48[0];  _native_batch_norm_legit_no_training_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_48: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_150);  getitem_150 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:278 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_4: "f32[1, 768, 17, 17]" = torch.ops.aten.avg_pool2d.default(cat_4, [3, 3], [1, 1], [1, 1]);  cat_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_49: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(avg_pool2d_4, arg246_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_4 = arg246_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_49 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_49, arg249_1, arg250_1, arg247_1, arg248_1, 0.1, 0.001);  convolution_49 = arg249_1 = arg250_1 = arg247_1 = arg248_1 = None
        getitem_153: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_49[0];  _native_batch_norm_legit_no_training_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_49: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_153);  getitem_153 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:286 in forward, code: return torch.cat(outputs, 1)
        cat_5: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu_40, relu_43, relu_48, relu_49], 1);  relu_40 = relu_43 = relu_48 = relu_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_50: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_5, arg251_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg251_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_50 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_50, arg254_1, arg255_1, arg252_1, arg253_1, 0.1, 0.001);  convolution_50 = arg254_1 = arg255_1 = arg252_1 = arg253_1 = None
        getitem_156: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_50[0];  _native_batch_norm_legit_no_training_50 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_50: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_156);  getitem_156 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_51: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(cat_5, arg256_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg256_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_51 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, arg259_1, arg260_1, arg257_1, arg258_1, 0.1, 0.001);  convolution_51 = arg259_1 = arg260_1 = arg257_1 = arg258_1 = None
        getitem_159: "f32[1, 160, 17, 17]" = _native_batch_norm_legit_no_training_51[0];  _native_batch_norm_legit_no_training_51 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_51: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(getitem_159);  getitem_159 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_52: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_51, arg261_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_51 = arg261_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_52 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_52, arg264_1, arg265_1, arg262_1, arg263_1, 0.1, 0.001);  convolution_52 = arg264_1 = arg265_1 = arg262_1 = arg263_1 = None
        getitem_162: "f32[1, 160, 17, 17]" = _native_batch_norm_legit_no_training_52[0];  _native_batch_norm_legit_no_training_52 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_52: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(getitem_162);  getitem_162 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_53: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_52, arg266_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_52 = arg266_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_53 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_53, arg269_1, arg270_1, arg267_1, arg268_1, 0.1, 0.001);  convolution_53 = arg269_1 = arg270_1 = arg267_1 = arg268_1 = None
        getitem_165: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_53[0];  _native_batch_norm_legit_no_training_53 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_53: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_165);  getitem_165 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_54: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(cat_5, arg271_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg271_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_54 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_54, arg274_1, arg275_1, arg272_1, arg273_1, 0.1, 0.001);  convolution_54 = arg274_1 = arg275_1 = arg272_1 = arg273_1 = None
        getitem_168: "f32[1, 160, 17, 17]" = _native_batch_norm_legit_no_training_54[0];  _native_batch_norm_legit_no_training_54 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_54: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(getitem_168);  getitem_168 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_55: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_54, arg276_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_54 = arg276_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_55 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_55, arg279_1, arg280_1, arg277_1, arg278_1, 0.1, 0.001);  convolution_55 = arg279_1 = arg280_1 = arg277_1 = arg278_1 = None
        getitem_171: "f32[1, 160, 17, 17]" = _native_batch_norm_legit_no_training_55[0];  _native_batch_norm_legit_no_training_55 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_55: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(getitem_171);  getitem_171 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_56: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_55, arg281_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_55 = arg281_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_56 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_56, arg284_1, arg285_1, arg282_1, arg283_1, 0.1, 0.001);  convolution_56 = arg284_1 = arg285_1 = arg282_1 = arg283_1 = None
        getitem_174: "f32[1, 160, 17, 17]" = _native_batch_norm_legit_no_training_56[0];  _native_batch_norm_legit_no_training_56 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_56: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(getitem_174);  getitem_174 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_57: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_56, arg286_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_56 = arg286_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_57 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_57, arg289_1, arg290_1, arg287_1, arg288_1, 0.1, 0.001);  convolution_57 = arg289_1 = arg290_1 = arg287_1 = arg288_1 = None
        getitem_177: "f32[1, 160, 17, 17]" = _native_batch_norm_legit_no_training_57[0];  _native_batch_norm_legit_no_training_57 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_57: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(getitem_177);  getitem_177 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_58: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_57, arg291_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_57 = arg291_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_58 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_58, arg294_1, arg295_1, arg292_1, arg293_1, 0.1, 0.001);  convolution_58 = arg294_1 = arg295_1 = arg292_1 = arg293_1 = None
        getitem_180: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_58[0];  _native_batch_norm_legit_no_training_58 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_58: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_180);  getitem_180 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:278 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_5: "f32[1, 768, 17, 17]" = torch.ops.aten.avg_pool2d.default(cat_5, [3, 3], [1, 1], [1, 1]);  cat_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_59: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(avg_pool2d_5, arg296_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_5 = arg296_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_59 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_59, arg299_1, arg300_1, arg297_1, arg298_1, 0.1, 0.001);  convolution_59 = arg299_1 = arg300_1 = arg297_1 = arg298_1 = None
        getitem_183: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_59[0];  _native_batch_norm_legit_no_training_59 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_59: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_183);  getitem_183 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:286 in forward, code: return torch.cat(outputs, 1)
        cat_6: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu_50, relu_53, relu_58, relu_59], 1);  relu_50 = relu_53 = relu_58 = relu_59 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_60: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_6, arg301_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg301_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_60 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_60, arg304_1, arg305_1, arg302_1, arg303_1, 0.1, 0.001);  convolution_60 = arg304_1 = arg305_1 = arg302_1 = arg303_1 = None
        getitem_186: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_60[0];  _native_batch_norm_legit_no_training_60 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_60: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_186);  getitem_186 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_61: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_6, arg306_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg306_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_61 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_61, arg309_1, arg310_1, arg307_1, arg308_1, 0.1, 0.001);  convolution_61 = arg309_1 = arg310_1 = arg307_1 = arg308_1 = None
        getitem_189: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_61[0];  _native_batch_norm_legit_no_training_61 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_61: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_189);  getitem_189 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_62: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_61, arg311_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_61 = arg311_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_62 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_62, arg314_1, arg315_1, arg312_1, arg313_1, 0.1, 0.001);  convolution_62 = arg314_1 = arg315_1 = arg312_1 = arg313_1 = None
        getitem_192: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_62[0];  _native_batch_norm_legit_no_training_62 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_62: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_192);  getitem_192 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_63: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_62, arg316_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_62 = arg316_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_63 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_63, arg319_1, arg320_1, arg317_1, arg318_1, 0.1, 0.001);  convolution_63 = arg319_1 = arg320_1 = arg317_1 = arg318_1 = None
        getitem_195: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_63[0];  _native_batch_norm_legit_no_training_63 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_63: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_195);  getitem_195 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_64: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_6, arg321_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg321_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_64 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_64, arg324_1, arg325_1, arg322_1, arg323_1, 0.1, 0.001);  convolution_64 = arg324_1 = arg325_1 = arg322_1 = arg323_1 = None
        getitem_198: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_64[0];  _native_batch_norm_legit_no_training_64 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_64: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_198);  getitem_198 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_65: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_64, arg326_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_64 = arg326_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_65 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_65, arg329_1, arg330_1, arg327_1, arg328_1, 0.1, 0.001);  convolution_65 = arg329_1 = arg330_1 = arg327_1 = arg328_1 = None
        getitem_201: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_65[0];  _native_batch_norm_legit_no_training_65 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_65: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_201);  getitem_201 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_66: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_65, arg331_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_65 = arg331_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_66 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_66, arg334_1, arg335_1, arg332_1, arg333_1, 0.1, 0.001);  convolution_66 = arg334_1 = arg335_1 = arg332_1 = arg333_1 = None
        getitem_204: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_66[0];  _native_batch_norm_legit_no_training_66 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_66: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_204);  getitem_204 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_67: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_66, arg336_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_66 = arg336_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_67 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_67, arg339_1, arg340_1, arg337_1, arg338_1, 0.1, 0.001);  convolution_67 = arg339_1 = arg340_1 = arg337_1 = arg338_1 = None
        getitem_207: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_67[0];  _native_batch_norm_legit_no_training_67 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_67: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_207);  getitem_207 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_68: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_67, arg341_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_67 = arg341_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_68 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_68, arg344_1, arg345_1, arg342_1, arg343_1, 0.1, 0.001);  convolution_68 = arg344_1 = arg345_1 = arg342_1 = arg343_1 = None
        getitem_210: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_68[0];  _native_batch_norm_legit_no_training_68 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_68: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_210);  getitem_210 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:278 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_6: "f32[1, 768, 17, 17]" = torch.ops.aten.avg_pool2d.default(cat_6, [3, 3], [1, 1], [1, 1]);  cat_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_69: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(avg_pool2d_6, arg346_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_6 = arg346_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_69 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_69, arg349_1, arg350_1, arg347_1, arg348_1, 0.1, 0.001);  convolution_69 = arg349_1 = arg350_1 = arg347_1 = arg348_1 = None
        getitem_213: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_69[0];  _native_batch_norm_legit_no_training_69 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_69: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_213);  getitem_213 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:286 in forward, code: return torch.cat(outputs, 1)
        cat_7: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu_60, relu_63, relu_68, relu_69], 1);  relu_60 = relu_63 = relu_68 = relu_69 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_70: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_7, arg351_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg351_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_70 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_70, arg354_1, arg355_1, arg352_1, arg353_1, 0.1, 0.001);  convolution_70 = arg354_1 = arg355_1 = arg352_1 = arg353_1 = None
        getitem_216: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_70[0];  _native_batch_norm_legit_no_training_70 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_70: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_216);  getitem_216 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_71: "f32[1, 320, 8, 8]" = torch.ops.aten.convolution.default(relu_70, arg356_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_70 = arg356_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_71 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_71, arg359_1, arg360_1, arg357_1, arg358_1, 0.1, 0.001);  convolution_71 = arg359_1 = arg360_1 = arg357_1 = arg358_1 = None
        getitem_219: "f32[1, 320, 8, 8]" = _native_batch_norm_legit_no_training_71[0];  _native_batch_norm_legit_no_training_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_71: "f32[1, 320, 8, 8]" = torch.ops.aten.relu.default(getitem_219);  getitem_219 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_72: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_7, arg361_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg361_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_72 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_72, arg364_1, arg365_1, arg362_1, arg363_1, 0.1, 0.001);  convolution_72 = arg364_1 = arg365_1 = arg362_1 = arg363_1 = None
        getitem_222: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_72[0];  _native_batch_norm_legit_no_training_72 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_72: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_222);  getitem_222 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_73: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_72, arg366_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_72 = arg366_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_73 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_73, arg369_1, arg370_1, arg367_1, arg368_1, 0.1, 0.001);  convolution_73 = arg369_1 = arg370_1 = arg367_1 = arg368_1 = None
        getitem_225: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_73[0];  _native_batch_norm_legit_no_training_73 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_73: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_225);  getitem_225 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_74: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_73, arg371_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_73 = arg371_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_74 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_74, arg374_1, arg375_1, arg372_1, arg373_1, 0.1, 0.001);  convolution_74 = arg374_1 = arg375_1 = arg372_1 = arg373_1 = None
        getitem_228: "f32[1, 192, 17, 17]" = _native_batch_norm_legit_no_training_74[0];  _native_batch_norm_legit_no_training_74 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_74: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(getitem_228);  getitem_228 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_75: "f32[1, 192, 8, 8]" = torch.ops.aten.convolution.default(relu_74, arg376_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_74 = arg376_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_75 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_75, arg379_1, arg380_1, arg377_1, arg378_1, 0.1, 0.001);  convolution_75 = arg379_1 = arg380_1 = arg377_1 = arg378_1 = None
        getitem_231: "f32[1, 192, 8, 8]" = _native_batch_norm_legit_no_training_75[0];  _native_batch_norm_legit_no_training_75 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_75: "f32[1, 192, 8, 8]" = torch.ops.aten.relu.default(getitem_231);  getitem_231 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:311 in _forward, code: branch_pool = F.max_pool2d(x, kernel_size=3, stride=2)
        max_pool2d_with_indices_3 = torch.ops.aten.max_pool2d_with_indices.default(cat_7, [3, 3], [2, 2]);  cat_7 = None
        getitem_234: "f32[1, 768, 8, 8]" = max_pool2d_with_indices_3[0];  max_pool2d_with_indices_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:317 in forward, code: return torch.cat(outputs, 1)
        cat_8: "f32[1, 1280, 8, 8]" = torch.ops.aten.cat.default([relu_71, relu_75, getitem_234], 1);  relu_71 = relu_75 = getitem_234 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_76: "f32[1, 320, 8, 8]" = torch.ops.aten.convolution.default(cat_8, arg381_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg381_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_76 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_76, arg384_1, arg385_1, arg382_1, arg383_1, 0.1, 0.001);  convolution_76 = arg384_1 = arg385_1 = arg382_1 = arg383_1 = None
        getitem_236: "f32[1, 320, 8, 8]" = _native_batch_norm_legit_no_training_76[0];  _native_batch_norm_legit_no_training_76 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_76: "f32[1, 320, 8, 8]" = torch.ops.aten.relu.default(getitem_236);  getitem_236 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_77: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(cat_8, arg386_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg386_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_77 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_77, arg389_1, arg390_1, arg387_1, arg388_1, 0.1, 0.001);  convolution_77 = arg389_1 = arg390_1 = arg387_1 = arg388_1 = None
        getitem_239: "f32[1, 384, 8, 8]" = _native_batch_norm_legit_no_training_77[0];  _native_batch_norm_legit_no_training_77 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_77: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(getitem_239);  getitem_239 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_78: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_77, arg391_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg391_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_78 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_78, arg394_1, arg395_1, arg392_1, arg393_1, 0.1, 0.001);  convolution_78 = arg394_1 = arg395_1 = arg392_1 = arg393_1 = None
        getitem_242: "f32[1, 384, 8, 8]" = _native_batch_norm_legit_no_training_78[0];  _native_batch_norm_legit_no_training_78 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_78: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(getitem_242);  getitem_242 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_79: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_77, arg396_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_77 = arg396_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_79 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_79, arg399_1, arg400_1, arg397_1, arg398_1, 0.1, 0.001);  convolution_79 = arg399_1 = arg400_1 = arg397_1 = arg398_1 = None
        getitem_245: "f32[1, 384, 8, 8]" = _native_batch_norm_legit_no_training_79[0];  _native_batch_norm_legit_no_training_79 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_79: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(getitem_245);  getitem_245 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:346 in _forward, code: branch3x3 = torch.cat(branch3x3, 1)
        cat_9: "f32[1, 768, 8, 8]" = torch.ops.aten.cat.default([relu_78, relu_79], 1);  relu_78 = relu_79 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_80: "f32[1, 448, 8, 8]" = torch.ops.aten.convolution.default(cat_8, arg401_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg401_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_80 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_80, arg404_1, arg405_1, arg402_1, arg403_1, 0.1, 0.001);  convolution_80 = arg404_1 = arg405_1 = arg402_1 = arg403_1 = None
        getitem_248: "f32[1, 448, 8, 8]" = _native_batch_norm_legit_no_training_80[0];  _native_batch_norm_legit_no_training_80 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_80: "f32[1, 448, 8, 8]" = torch.ops.aten.relu.default(getitem_248);  getitem_248 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_81: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_80, arg406_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_80 = arg406_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_81 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_81, arg409_1, arg410_1, arg407_1, arg408_1, 0.1, 0.001);  convolution_81 = arg409_1 = arg410_1 = arg407_1 = arg408_1 = None
        getitem_251: "f32[1, 384, 8, 8]" = _native_batch_norm_legit_no_training_81[0];  _native_batch_norm_legit_no_training_81 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_81: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(getitem_251);  getitem_251 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_82: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_81, arg411_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg411_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_82 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_82, arg414_1, arg415_1, arg412_1, arg413_1, 0.1, 0.001);  convolution_82 = arg414_1 = arg415_1 = arg412_1 = arg413_1 = None
        getitem_254: "f32[1, 384, 8, 8]" = _native_batch_norm_legit_no_training_82[0];  _native_batch_norm_legit_no_training_82 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_82: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(getitem_254);  getitem_254 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_83: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_81, arg416_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_81 = arg416_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_83 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_83, arg419_1, arg420_1, arg417_1, arg418_1, 0.1, 0.001);  convolution_83 = arg419_1 = arg420_1 = arg417_1 = arg418_1 = None
        getitem_257: "f32[1, 384, 8, 8]" = _native_batch_norm_legit_no_training_83[0];  _native_batch_norm_legit_no_training_83 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_83: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(getitem_257);  getitem_257 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:354 in _forward, code: branch3x3dbl = torch.cat(branch3x3dbl, 1)
        cat_10: "f32[1, 768, 8, 8]" = torch.ops.aten.cat.default([relu_82, relu_83], 1);  relu_82 = relu_83 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:356 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_7: "f32[1, 1280, 8, 8]" = torch.ops.aten.avg_pool2d.default(cat_8, [3, 3], [1, 1], [1, 1]);  cat_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_84: "f32[1, 192, 8, 8]" = torch.ops.aten.convolution.default(avg_pool2d_7, arg421_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_7 = arg421_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_84 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_84, arg424_1, arg425_1, arg422_1, arg423_1, 0.1, 0.001);  convolution_84 = arg424_1 = arg425_1 = arg422_1 = arg423_1 = None
        getitem_260: "f32[1, 192, 8, 8]" = _native_batch_norm_legit_no_training_84[0];  _native_batch_norm_legit_no_training_84 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_84: "f32[1, 192, 8, 8]" = torch.ops.aten.relu.default(getitem_260);  getitem_260 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:364 in forward, code: return torch.cat(outputs, 1)
        cat_11: "f32[1, 2048, 8, 8]" = torch.ops.aten.cat.default([relu_76, cat_9, cat_10, relu_84], 1);  relu_76 = cat_9 = cat_10 = relu_84 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_85: "f32[1, 320, 8, 8]" = torch.ops.aten.convolution.default(cat_11, arg426_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg426_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_85 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_85, arg429_1, arg430_1, arg427_1, arg428_1, 0.1, 0.001);  convolution_85 = arg429_1 = arg430_1 = arg427_1 = arg428_1 = None
        getitem_263: "f32[1, 320, 8, 8]" = _native_batch_norm_legit_no_training_85[0];  _native_batch_norm_legit_no_training_85 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_85: "f32[1, 320, 8, 8]" = torch.ops.aten.relu.default(getitem_263);  getitem_263 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_86: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(cat_11, arg431_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg431_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_86 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_86, arg434_1, arg435_1, arg432_1, arg433_1, 0.1, 0.001);  convolution_86 = arg434_1 = arg435_1 = arg432_1 = arg433_1 = None
        getitem_266: "f32[1, 384, 8, 8]" = _native_batch_norm_legit_no_training_86[0];  _native_batch_norm_legit_no_training_86 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_86: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(getitem_266);  getitem_266 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_87: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_86, arg436_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg436_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_87 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_87, arg439_1, arg440_1, arg437_1, arg438_1, 0.1, 0.001);  convolution_87 = arg439_1 = arg440_1 = arg437_1 = arg438_1 = None
        getitem_269: "f32[1, 384, 8, 8]" = _native_batch_norm_legit_no_training_87[0];  _native_batch_norm_legit_no_training_87 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_87: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(getitem_269);  getitem_269 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_88: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_86, arg441_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_86 = arg441_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_88 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_88, arg444_1, arg445_1, arg442_1, arg443_1, 0.1, 0.001);  convolution_88 = arg444_1 = arg445_1 = arg442_1 = arg443_1 = None
        getitem_272: "f32[1, 384, 8, 8]" = _native_batch_norm_legit_no_training_88[0];  _native_batch_norm_legit_no_training_88 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_88: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(getitem_272);  getitem_272 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:346 in _forward, code: branch3x3 = torch.cat(branch3x3, 1)
        cat_12: "f32[1, 768, 8, 8]" = torch.ops.aten.cat.default([relu_87, relu_88], 1);  relu_87 = relu_88 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_89: "f32[1, 448, 8, 8]" = torch.ops.aten.convolution.default(cat_11, arg446_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg446_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_89 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_89, arg449_1, arg450_1, arg447_1, arg448_1, 0.1, 0.001);  convolution_89 = arg449_1 = arg450_1 = arg447_1 = arg448_1 = None
        getitem_275: "f32[1, 448, 8, 8]" = _native_batch_norm_legit_no_training_89[0];  _native_batch_norm_legit_no_training_89 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_89: "f32[1, 448, 8, 8]" = torch.ops.aten.relu.default(getitem_275);  getitem_275 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_90: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_89, arg451_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_89 = arg451_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_90 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_90, arg454_1, arg455_1, arg452_1, arg453_1, 0.1, 0.001);  convolution_90 = arg454_1 = arg455_1 = arg452_1 = arg453_1 = None
        getitem_278: "f32[1, 384, 8, 8]" = _native_batch_norm_legit_no_training_90[0];  _native_batch_norm_legit_no_training_90 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_90: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(getitem_278);  getitem_278 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_91: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_90, arg456_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg456_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_91 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_91, arg459_1, arg460_1, arg457_1, arg458_1, 0.1, 0.001);  convolution_91 = arg459_1 = arg460_1 = arg457_1 = arg458_1 = None
        getitem_281: "f32[1, 384, 8, 8]" = _native_batch_norm_legit_no_training_91[0];  _native_batch_norm_legit_no_training_91 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_91: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(getitem_281);  getitem_281 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_92: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_90, arg461_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_90 = arg461_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_92 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_92, arg464_1, arg465_1, arg462_1, arg463_1, 0.1, 0.001);  convolution_92 = arg464_1 = arg465_1 = arg462_1 = arg463_1 = None
        getitem_284: "f32[1, 384, 8, 8]" = _native_batch_norm_legit_no_training_92[0];  _native_batch_norm_legit_no_training_92 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_92: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(getitem_284);  getitem_284 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:354 in _forward, code: branch3x3dbl = torch.cat(branch3x3dbl, 1)
        cat_13: "f32[1, 768, 8, 8]" = torch.ops.aten.cat.default([relu_91, relu_92], 1);  relu_91 = relu_92 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:356 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_8: "f32[1, 2048, 8, 8]" = torch.ops.aten.avg_pool2d.default(cat_11, [3, 3], [1, 1], [1, 1]);  cat_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_93: "f32[1, 192, 8, 8]" = torch.ops.aten.convolution.default(avg_pool2d_8, arg466_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_8 = arg466_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        _native_batch_norm_legit_no_training_93 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_93, arg469_1, arg470_1, arg467_1, arg468_1, 0.1, 0.001);  convolution_93 = arg469_1 = arg470_1 = arg467_1 = arg468_1 = None
        getitem_287: "f32[1, 192, 8, 8]" = _native_batch_norm_legit_no_training_93[0];  _native_batch_norm_legit_no_training_93 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_93: "f32[1, 192, 8, 8]" = torch.ops.aten.relu.default(getitem_287);  getitem_287 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:364 in forward, code: return torch.cat(outputs, 1)
        cat_14: "f32[1, 2048, 8, 8]" = torch.ops.aten.cat.default([relu_85, cat_12, cat_13, relu_93], 1);  relu_85 = cat_12 = cat_13 = relu_93 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:147 in _forward, code: x = self.avgpool(x)
        mean: "f32[1, 2048, 1, 1]" = torch.ops.aten.mean.dim(cat_14, [-1, -2], True);  cat_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:151 in _forward, code: x = torch.flatten(x, 1)
        view: "f32[1, 2048]" = torch.ops.aten.view.default(mean, [1, 2048]);  mean = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:153 in _forward, code: x = self.fc(x)
        t: "f32[2048, 1000]" = torch.ops.aten.t.default(arg471_1);  arg471_1 = None
        addmm: "f32[1, 1000]" = torch.ops.aten.addmm.default(arg472_1, view, t);  arg472_1 = view = t = None
        return (addmm,)
