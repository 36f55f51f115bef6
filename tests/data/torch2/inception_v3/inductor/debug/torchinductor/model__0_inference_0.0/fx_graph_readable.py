class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 3, 3, 3]", arg1_1: "f32[1, 3, 299, 299]", arg2_1: "f32[32]", arg3_1: "f32[32]", arg4_1: "f32[32]", arg5_1: "f32[32]", arg6_1: "f32[32, 32, 3, 3]", arg7_1: "f32[32]", arg8_1: "f32[32]", arg9_1: "f32[32]", arg10_1: "f32[32]", arg11_1: "f32[64, 32, 3, 3]", arg12_1: "f32[64]", arg13_1: "f32[64]", arg14_1: "f32[64]", arg15_1: "f32[64]", arg16_1: "f32[80, 64, 1, 1]", arg17_1: "f32[80]", arg18_1: "f32[80]", arg19_1: "f32[80]", arg20_1: "f32[80]", arg21_1: "f32[192, 80, 3, 3]", arg22_1: "f32[192]", arg23_1: "f32[192]", arg24_1: "f32[192]", arg25_1: "f32[192]", arg26_1: "f32[64, 192, 1, 1]", arg27_1: "f32[64]", arg28_1: "f32[64]", arg29_1: "f32[64]", arg30_1: "f32[64]", arg31_1: "f32[48, 192, 1, 1]", arg32_1: "f32[48]", arg33_1: "f32[48]", arg34_1: "f32[48]", arg35_1: "f32[48]", arg36_1: "f32[64, 48, 5, 5]", arg37_1: "f32[64]", arg38_1: "f32[64]", arg39_1: "f32[64]", arg40_1: "f32[64]", arg41_1: "f32[64, 192, 1, 1]", arg42_1: "f32[64]", arg43_1: "f32[64]", arg44_1: "f32[64]", arg45_1: "f32[64]", arg46_1: "f32[96, 64, 3, 3]", arg47_1: "f32[96]", arg48_1: "f32[96]", arg49_1: "f32[96]", arg50_1: "f32[96]", arg51_1: "f32[96, 96, 3, 3]", arg52_1: "f32[96]", arg53_1: "f32[96]", arg54_1: "f32[96]", arg55_1: "f32[96]", arg56_1: "f32[32, 192, 1, 1]", arg57_1: "f32[32]", arg58_1: "f32[32]", arg59_1: "f32[32]", arg60_1: "f32[32]", arg61_1: "f32[64, 256, 1, 1]", arg62_1: "f32[64]", arg63_1: "f32[64]", arg64_1: "f32[64]", arg65_1: "f32[64]", arg66_1: "f32[48, 256, 1, 1]", arg67_1: "f32[48]", arg68_1: "f32[48]", arg69_1: "f32[48]", arg70_1: "f32[48]", arg71_1: "f32[64, 48, 5, 5]", arg72_1: "f32[64]", arg73_1: "f32[64]", arg74_1: "f32[64]", arg75_1: "f32[64]", arg76_1: "f32[64, 256, 1, 1]", arg77_1: "f32[64]", arg78_1: "f32[64]", arg79_1: "f32[64]", arg80_1: "f32[64]", arg81_1: "f32[96, 64, 3, 3]", arg82_1: "f32[96]", arg83_1: "f32[96]", arg84_1: "f32[96]", arg85_1: "f32[96]", arg86_1: "f32[96, 96, 3, 3]", arg87_1: "f32[96]", arg88_1: "f32[96]", arg89_1: "f32[96]", arg90_1: "f32[96]", arg91_1: "f32[64, 256, 1, 1]", arg92_1: "f32[64]", arg93_1: "f32[64]", arg94_1: "f32[64]", arg95_1: "f32[64]", arg96_1: "f32[64, 288, 1, 1]", arg97_1: "f32[64]", arg98_1: "f32[64]", arg99_1: "f32[64]", arg100_1: "f32[64]", arg101_1: "f32[48, 288, 1, 1]", arg102_1: "f32[48]", arg103_1: "f32[48]", arg104_1: "f32[48]", arg105_1: "f32[48]", arg106_1: "f32[64, 48, 5, 5]", arg107_1: "f32[64]", arg108_1: "f32[64]", arg109_1: "f32[64]", arg110_1: "f32[64]", arg111_1: "f32[64, 288, 1, 1]", arg112_1: "f32[64]", arg113_1: "f32[64]", arg114_1: "f32[64]", arg115_1: "f32[64]", arg116_1: "f32[96, 64, 3, 3]", arg117_1: "f32[96]", arg118_1: "f32[96]", arg119_1: "f32[96]", arg120_1: "f32[96]", arg121_1: "f32[96, 96, 3, 3]", arg122_1: "f32[96]", arg123_1: "f32[96]", arg124_1: "f32[96]", arg125_1: "f32[96]", arg126_1: "f32[64, 288, 1, 1]", arg127_1: "f32[64]", arg128_1: "f32[64]", arg129_1: "f32[64]", arg130_1: "f32[64]", arg131_1: "f32[384, 288, 3, 3]", arg132_1: "f32[384]", arg133_1: "f32[384]", arg134_1: "f32[384]", arg135_1: "f32[384]", arg136_1: "f32[64, 288, 1, 1]", arg137_1: "f32[64]", arg138_1: "f32[64]", arg139_1: "f32[64]", arg140_1: "f32[64]", arg141_1: "f32[96, 64, 3, 3]", arg142_1: "f32[96]", arg143_1: "f32[96]", arg144_1: "f32[96]", arg145_1: "f32[96]", arg146_1: "f32[96, 96, 3, 3]", arg147_1: "f32[96]", arg148_1: "f32[96]", arg149_1: "f32[96]", arg150_1: "f32[96]", arg151_1: "f32[192, 768, 1, 1]", arg152_1: "f32[192]", arg153_1: "f32[192]", arg154_1: "f32[192]", arg155_1: "f32[192]", arg156_1: "f32[128, 768, 1, 1]", arg157_1: "f32[128]", arg158_1: "f32[128]", arg159_1: "f32[128]", arg160_1: "f32[128]", arg161_1: "f32[128, 128, 1, 7]", arg162_1: "f32[128]", arg163_1: "f32[128]", arg164_1: "f32[128]", arg165_1: "f32[128]", arg166_1: "f32[192, 128, 7, 1]", arg167_1: "f32[192]", arg168_1: "f32[192]", arg169_1: "f32[192]", arg170_1: "f32[192]", arg171_1: "f32[128, 768, 1, 1]", arg172_1: "f32[128]", arg173_1: "f32[128]", arg174_1: "f32[128]", arg175_1: "f32[128]", arg176_1: "f32[128, 128, 7, 1]", arg177_1: "f32[128]", arg178_1: "f32[128]", arg179_1: "f32[128]", arg180_1: "f32[128]", arg181_1: "f32[128, 128, 1, 7]", arg182_1: "f32[128]", arg183_1: "f32[128]", arg184_1: "f32[128]", arg185_1: "f32[128]", arg186_1: "f32[128, 128, 7, 1]", arg187_1: "f32[128]", arg188_1: "f32[128]", arg189_1: "f32[128]", arg190_1: "f32[128]", arg191_1: "f32[192, 128, 1, 7]", arg192_1: "f32[192]", arg193_1: "f32[192]", arg194_1: "f32[192]", arg195_1: "f32[192]", arg196_1: "f32[192, 768, 1, 1]", arg197_1: "f32[192]", arg198_1: "f32[192]", arg199_1: "f32[192]", arg200_1: "f32[192]", arg201_1: "f32[192, 768, 1, 1]", arg202_1: "f32[192]", arg203_1: "f32[192]", arg204_1: "f32[192]", arg205_1: "f32[192]", arg206_1: "f32[160, 768, 1, 1]", arg207_1: "f32[160]", arg208_1: "f32[160]", arg209_1: "f32[160]", arg210_1: "f32[160]", arg211_1: "f32[160, 160, 1, 7]", arg212_1: "f32[160]", arg213_1: "f32[160]", arg214_1: "f32[160]", arg215_1: "f32[160]", arg216_1: "f32[192, 160, 7, 1]", arg217_1: "f32[192]", arg218_1: "f32[192]", arg219_1: "f32[192]", arg220_1: "f32[192]", arg221_1: "f32[160, 768, 1, 1]", arg222_1: "f32[160]", arg223_1: "f32[160]", arg224_1: "f32[160]", arg225_1: "f32[160]", arg226_1: "f32[160, 160, 7, 1]", arg227_1: "f32[160]", arg228_1: "f32[160]", arg229_1: "f32[160]", arg230_1: "f32[160]", arg231_1: "f32[160, 160, 1, 7]", arg232_1: "f32[160]", arg233_1: "f32[160]", arg234_1: "f32[160]", arg235_1: "f32[160]", arg236_1: "f32[160, 160, 7, 1]", arg237_1: "f32[160]", arg238_1: "f32[160]", arg239_1: "f32[160]", arg240_1: "f32[160]", arg241_1: "f32[192, 160, 1, 7]", arg242_1: "f32[192]", arg243_1: "f32[192]", arg244_1: "f32[192]", arg245_1: "f32[192]", arg246_1: "f32[192, 768, 1, 1]", arg247_1: "f32[192]", arg248_1: "f32[192]", arg249_1: "f32[192]", arg250_1: "f32[192]", arg251_1: "f32[192, 768, 1, 1]", arg252_1: "f32[192]", arg253_1: "f32[192]", arg254_1: "f32[192]", arg255_1: "f32[192]", arg256_1: "f32[160, 768, 1, 1]", arg257_1: "f32[160]", arg258_1: "f32[160]", arg259_1: "f32[160]", arg260_1: "f32[160]", arg261_1: "f32[160, 160, 1, 7]", arg262_1: "f32[160]", arg263_1: "f32[160]", arg264_1: "f32[160]", arg265_1: "f32[160]", arg266_1: "f32[192, 160, 7, 1]", arg267_1: "f32[192]", arg268_1: "f32[192]", arg269_1: "f32[192]", arg270_1: "f32[192]", arg271_1: "f32[160, 768, 1, 1]", arg272_1: "f32[160]", arg273_1: "f32[160]", arg274_1: "f32[160]", arg275_1: "f32[160]", arg276_1: "f32[160, 160, 7, 1]", arg277_1: "f32[160]", arg278_1: "f32[160]", arg279_1: "f32[160]", arg280_1: "f32[160]", arg281_1: "f32[160, 160, 1, 7]", arg282_1: "f32[160]", arg283_1: "f32[160]", arg284_1: "f32[160]", arg285_1: "f32[160]", arg286_1: "f32[160, 160, 7, 1]", arg287_1: "f32[160]", arg288_1: "f32[160]", arg289_1: "f32[160]", arg290_1: "f32[160]", arg291_1: "f32[192, 160, 1, 7]", arg292_1: "f32[192]", arg293_1: "f32[192]", arg294_1: "f32[192]", arg295_1: "f32[192]", arg296_1: "f32[192, 768, 1, 1]", arg297_1: "f32[192]", arg298_1: "f32[192]", arg299_1: "f32[192]", arg300_1: "f32[192]", arg301_1: "f32[192, 768, 1, 1]", arg302_1: "f32[192]", arg303_1: "f32[192]", arg304_1: "f32[192]", arg305_1: "f32[192]", arg306_1: "f32[192, 768, 1, 1]", arg307_1: "f32[192]", arg308_1: "f32[192]", arg309_1: "f32[192]", arg310_1: "f32[192]", arg311_1: "f32[192, 192, 1, 7]", arg312_1: "f32[192]", arg313_1: "f32[192]", arg314_1: "f32[192]", arg315_1: "f32[192]", arg316_1: "f32[192, 192, 7, 1]", arg317_1: "f32[192]", arg318_1: "f32[192]", arg319_1: "f32[192]", arg320_1: "f32[192]", arg321_1: "f32[192, 768, 1, 1]", arg322_1: "f32[192]", arg323_1: "f32[192]", arg324_1: "f32[192]", arg325_1: "f32[192]", arg326_1: "f32[192, 192, 7, 1]", arg327_1: "f32[192]", arg328_1: "f32[192]", arg329_1: "f32[192]", arg330_1: "f32[192]", arg331_1: "f32[192, 192, 1, 7]", arg332_1: "f32[192]", arg333_1: "f32[192]", arg334_1: "f32[192]", arg335_1: "f32[192]", arg336_1: "f32[192, 192, 7, 1]", arg337_1: "f32[192]", arg338_1: "f32[192]", arg339_1: "f32[192]", arg340_1: "f32[192]", arg341_1: "f32[192, 192, 1, 7]", arg342_1: "f32[192]", arg343_1: "f32[192]", arg344_1: "f32[192]", arg345_1: "f32[192]", arg346_1: "f32[192, 768, 1, 1]", arg347_1: "f32[192]", arg348_1: "f32[192]", arg349_1: "f32[192]", arg350_1: "f32[192]", arg351_1: "f32[192, 768, 1, 1]", arg352_1: "f32[192]", arg353_1: "f32[192]", arg354_1: "f32[192]", arg355_1: "f32[192]", arg356_1: "f32[320, 192, 3, 3]", arg357_1: "f32[320]", arg358_1: "f32[320]", arg359_1: "f32[320]", arg360_1: "f32[320]", arg361_1: "f32[192, 768, 1, 1]", arg362_1: "f32[192]", arg363_1: "f32[192]", arg364_1: "f32[192]", arg365_1: "f32[192]", arg366_1: "f32[192, 192, 1, 7]", arg367_1: "f32[192]", arg368_1: "f32[192]", arg369_1: "f32[192]", arg370_1: "f32[192]", arg371_1: "f32[192, 192, 7, 1]", arg372_1: "f32[192]", arg373_1: "f32[192]", arg374_1: "f32[192]", arg375_1: "f32[192]", arg376_1: "f32[192, 192, 3, 3]", arg377_1: "f32[192]", arg378_1: "f32[192]", arg379_1: "f32[192]", arg380_1: "f32[192]", arg381_1: "f32[320, 1280, 1, 1]", arg382_1: "f32[320]", arg383_1: "f32[320]", arg384_1: "f32[320]", arg385_1: "f32[320]", arg386_1: "f32[384, 1280, 1, 1]", arg387_1: "f32[384]", arg388_1: "f32[384]", arg389_1: "f32[384]", arg390_1: "f32[384]", arg391_1: "f32[384, 384, 1, 3]", arg392_1: "f32[384]", arg393_1: "f32[384]", arg394_1: "f32[384]", arg395_1: "f32[384]", arg396_1: "f32[384, 384, 3, 1]", arg397_1: "f32[384]", arg398_1: "f32[384]", arg399_1: "f32[384]", arg400_1: "f32[384]", arg401_1: "f32[448, 1280, 1, 1]", arg402_1: "f32[448]", arg403_1: "f32[448]", arg404_1: "f32[448]", arg405_1: "f32[448]", arg406_1: "f32[384, 448, 3, 3]", arg407_1: "f32[384]", arg408_1: "f32[384]", arg409_1: "f32[384]", arg410_1: "f32[384]", arg411_1: "f32[384, 384, 1, 3]", arg412_1: "f32[384]", arg413_1: "f32[384]", arg414_1: "f32[384]", arg415_1: "f32[384]", arg416_1: "f32[384, 384, 3, 1]", arg417_1: "f32[384]", arg418_1: "f32[384]", arg419_1: "f32[384]", arg420_1: "f32[384]", arg421_1: "f32[192, 1280, 1, 1]", arg422_1: "f32[192]", arg423_1: "f32[192]", arg424_1: "f32[192]", arg425_1: "f32[192]", arg426_1: "f32[320, 2048, 1, 1]", arg427_1: "f32[320]", arg428_1: "f32[320]", arg429_1: "f32[320]", arg430_1: "f32[320]", arg431_1: "f32[384, 2048, 1, 1]", arg432_1: "f32[384]", arg433_1: "f32[384]", arg434_1: "f32[384]", arg435_1: "f32[384]", arg436_1: "f32[384, 384, 1, 3]", arg437_1: "f32[384]", arg438_1: "f32[384]", arg439_1: "f32[384]", arg440_1: "f32[384]", arg441_1: "f32[384, 384, 3, 1]", arg442_1: "f32[384]", arg443_1: "f32[384]", arg444_1: "f32[384]", arg445_1: "f32[384]", arg446_1: "f32[448, 2048, 1, 1]", arg447_1: "f32[448]", arg448_1: "f32[448]", arg449_1: "f32[448]", arg450_1: "f32[448]", arg451_1: "f32[384, 448, 3, 3]", arg452_1: "f32[384]", arg453_1: "f32[384]", arg454_1: "f32[384]", arg455_1: "f32[384]", arg456_1: "f32[384, 384, 1, 3]", arg457_1: "f32[384]", arg458_1: "f32[384]", arg459_1: "f32[384]", arg460_1: "f32[384]", arg461_1: "f32[384, 384, 3, 1]", arg462_1: "f32[384]", arg463_1: "f32[384]", arg464_1: "f32[384]", arg465_1: "f32[384]", arg466_1: "f32[192, 2048, 1, 1]", arg467_1: "f32[192]", arg468_1: "f32[192]", arg469_1: "f32[192]", arg470_1: "f32[192]", arg471_1: "f32[1000, 2048]", arg472_1: "f32[1000]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution: "f32[1, 32, 149, 149]" = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add: "f32[32]" = torch.ops.aten.add.Tensor(arg3_1, 0.001);  arg3_1 = None
        rsqrt: "f32[32]" = torch.ops.aten.rsqrt.default(add);  add = None
        unsqueeze: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg2_1, -1);  arg2_1 = None
        unsqueeze_1: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        unsqueeze_2: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(rsqrt, -1);  rsqrt = None
        unsqueeze_3: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        sub: "f32[1, 32, 149, 149]" = torch.ops.aten.sub.Tensor(convolution, unsqueeze_1);  convolution = unsqueeze_1 = None
        mul: "f32[1, 32, 149, 149]" = torch.ops.aten.mul.Tensor(sub, unsqueeze_3);  sub = unsqueeze_3 = None
        unsqueeze_4: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg4_1, -1);  arg4_1 = None
        unsqueeze_5: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_1: "f32[1, 32, 149, 149]" = torch.ops.aten.mul.Tensor(mul, unsqueeze_5);  mul = unsqueeze_5 = None
        unsqueeze_6: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg5_1, -1);  arg5_1 = None
        unsqueeze_7: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_1: "f32[1, 32, 149, 149]" = torch.ops.aten.add.Tensor(mul_1, unsqueeze_7);  mul_1 = unsqueeze_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu: "f32[1, 32, 149, 149]" = torch.ops.aten.relu.default(add_1);  add_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_1: "f32[1, 32, 147, 147]" = torch.ops.aten.convolution.default(relu, arg6_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu = arg6_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_2: "f32[32]" = torch.ops.aten.add.Tensor(arg8_1, 0.001);  arg8_1 = None
        rsqrt_1: "f32[32]" = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        unsqueeze_8: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg7_1, -1);  arg7_1 = None
        unsqueeze_9: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        unsqueeze_10: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_1, -1);  rsqrt_1 = None
        unsqueeze_11: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        sub_1: "f32[1, 32, 147, 147]" = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_9);  convolution_1 = unsqueeze_9 = None
        mul_2: "f32[1, 32, 147, 147]" = torch.ops.aten.mul.Tensor(sub_1, unsqueeze_11);  sub_1 = unsqueeze_11 = None
        unsqueeze_12: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg9_1, -1);  arg9_1 = None
        unsqueeze_13: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        mul_3: "f32[1, 32, 147, 147]" = torch.ops.aten.mul.Tensor(mul_2, unsqueeze_13);  mul_2 = unsqueeze_13 = None
        unsqueeze_14: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg10_1, -1);  arg10_1 = None
        unsqueeze_15: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_14, -1);  unsqueeze_14 = None
        add_3: "f32[1, 32, 147, 147]" = torch.ops.aten.add.Tensor(mul_3, unsqueeze_15);  mul_3 = unsqueeze_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_1: "f32[1, 32, 147, 147]" = torch.ops.aten.relu.default(add_3);  add_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_2: "f32[1, 64, 147, 147]" = torch.ops.aten.convolution.default(relu_1, arg11_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_1 = arg11_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_4: "f32[64]" = torch.ops.aten.add.Tensor(arg13_1, 0.001);  arg13_1 = None
        rsqrt_2: "f32[64]" = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        unsqueeze_16: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg12_1, -1);  arg12_1 = None
        unsqueeze_17: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_16, -1);  unsqueeze_16 = None
        unsqueeze_18: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_2, -1);  rsqrt_2 = None
        unsqueeze_19: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_18, -1);  unsqueeze_18 = None
        sub_2: "f32[1, 64, 147, 147]" = torch.ops.aten.sub.Tensor(convolution_2, unsqueeze_17);  convolution_2 = unsqueeze_17 = None
        mul_4: "f32[1, 64, 147, 147]" = torch.ops.aten.mul.Tensor(sub_2, unsqueeze_19);  sub_2 = unsqueeze_19 = None
        unsqueeze_20: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg14_1, -1);  arg14_1 = None
        unsqueeze_21: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_20, -1);  unsqueeze_20 = None
        mul_5: "f32[1, 64, 147, 147]" = torch.ops.aten.mul.Tensor(mul_4, unsqueeze_21);  mul_4 = unsqueeze_21 = None
        unsqueeze_22: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg15_1, -1);  arg15_1 = None
        unsqueeze_23: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_22, -1);  unsqueeze_22 = None
        add_5: "f32[1, 64, 147, 147]" = torch.ops.aten.add.Tensor(mul_5, unsqueeze_23);  mul_5 = unsqueeze_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_2: "f32[1, 64, 147, 147]" = torch.ops.aten.relu.default(add_5);  add_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:111 in _forward, code: x = self.maxpool1(x)
        _low_memory_max_pool_with_offsets = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu_2, [3, 3], [2, 2], [0, 0], [1, 1], False);  relu_2 = None
        getitem: "f32[1, 64, 73, 73]" = _low_memory_max_pool_with_offsets[0];  _low_memory_max_pool_with_offsets = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_3: "f32[1, 80, 73, 73]" = torch.ops.aten.convolution.default(getitem, arg16_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem = arg16_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_6: "f32[80]" = torch.ops.aten.add.Tensor(arg18_1, 0.001);  arg18_1 = None
        rsqrt_3: "f32[80]" = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        unsqueeze_24: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(arg17_1, -1);  arg17_1 = None
        unsqueeze_25: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_24, -1);  unsqueeze_24 = None
        unsqueeze_26: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_3, -1);  rsqrt_3 = None
        unsqueeze_27: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_26, -1);  unsqueeze_26 = None
        sub_3: "f32[1, 80, 73, 73]" = torch.ops.aten.sub.Tensor(convolution_3, unsqueeze_25);  convolution_3 = unsqueeze_25 = None
        mul_6: "f32[1, 80, 73, 73]" = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_27);  sub_3 = unsqueeze_27 = None
        unsqueeze_28: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(arg19_1, -1);  arg19_1 = None
        unsqueeze_29: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_28, -1);  unsqueeze_28 = None
        mul_7: "f32[1, 80, 73, 73]" = torch.ops.aten.mul.Tensor(mul_6, unsqueeze_29);  mul_6 = unsqueeze_29 = None
        unsqueeze_30: "f32[80, 1]" = torch.ops.aten.unsqueeze.default(arg20_1, -1);  arg20_1 = None
        unsqueeze_31: "f32[80, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_30, -1);  unsqueeze_30 = None
        add_7: "f32[1, 80, 73, 73]" = torch.ops.aten.add.Tensor(mul_7, unsqueeze_31);  mul_7 = unsqueeze_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_3: "f32[1, 80, 73, 73]" = torch.ops.aten.relu.default(add_7);  add_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_4: "f32[1, 192, 71, 71]" = torch.ops.aten.convolution.default(relu_3, arg21_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_3 = arg21_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_8: "f32[192]" = torch.ops.aten.add.Tensor(arg23_1, 0.001);  arg23_1 = None
        rsqrt_4: "f32[192]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        unsqueeze_32: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg22_1, -1);  arg22_1 = None
        unsqueeze_33: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_32, -1);  unsqueeze_32 = None
        unsqueeze_34: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_4, -1);  rsqrt_4 = None
        unsqueeze_35: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_34, -1);  unsqueeze_34 = None
        sub_4: "f32[1, 192, 71, 71]" = torch.ops.aten.sub.Tensor(convolution_4, unsqueeze_33);  convolution_4 = unsqueeze_33 = None
        mul_8: "f32[1, 192, 71, 71]" = torch.ops.aten.mul.Tensor(sub_4, unsqueeze_35);  sub_4 = unsqueeze_35 = None
        unsqueeze_36: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg24_1, -1);  arg24_1 = None
        unsqueeze_37: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_36, -1);  unsqueeze_36 = None
        mul_9: "f32[1, 192, 71, 71]" = torch.ops.aten.mul.Tensor(mul_8, unsqueeze_37);  mul_8 = unsqueeze_37 = None
        unsqueeze_38: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg25_1, -1);  arg25_1 = None
        unsqueeze_39: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_38, -1);  unsqueeze_38 = None
        add_9: "f32[1, 192, 71, 71]" = torch.ops.aten.add.Tensor(mul_9, unsqueeze_39);  mul_9 = unsqueeze_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_4: "f32[1, 192, 71, 71]" = torch.ops.aten.relu.default(add_9);  add_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:117 in _forward, code: x = self.maxpool2(x)
        _low_memory_max_pool_with_offsets_1 = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu_4, [3, 3], [2, 2], [0, 0], [1, 1], False);  relu_4 = None
        getitem_2: "f32[1, 192, 35, 35]" = _low_memory_max_pool_with_offsets_1[0];  _low_memory_max_pool_with_offsets_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_5: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(getitem_2, arg26_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg26_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_10: "f32[64]" = torch.ops.aten.add.Tensor(arg28_1, 0.001);  arg28_1 = None
        rsqrt_5: "f32[64]" = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
        unsqueeze_40: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg27_1, -1);  arg27_1 = None
        unsqueeze_41: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_40, -1);  unsqueeze_40 = None
        unsqueeze_42: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_5, -1);  rsqrt_5 = None
        unsqueeze_43: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_42, -1);  unsqueeze_42 = None
        sub_5: "f32[1, 64, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_5, unsqueeze_41);  convolution_5 = unsqueeze_41 = None
        mul_10: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(sub_5, unsqueeze_43);  sub_5 = unsqueeze_43 = None
        unsqueeze_44: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg29_1, -1);  arg29_1 = None
        unsqueeze_45: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_44, -1);  unsqueeze_44 = None
        mul_11: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(mul_10, unsqueeze_45);  mul_10 = unsqueeze_45 = None
        unsqueeze_46: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg30_1, -1);  arg30_1 = None
        unsqueeze_47: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_46, -1);  unsqueeze_46 = None
        add_11: "f32[1, 64, 35, 35]" = torch.ops.aten.add.Tensor(mul_11, unsqueeze_47);  mul_11 = unsqueeze_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_5: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(add_11);  add_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_6: "f32[1, 48, 35, 35]" = torch.ops.aten.convolution.default(getitem_2, arg31_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg31_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_12: "f32[48]" = torch.ops.aten.add.Tensor(arg33_1, 0.001);  arg33_1 = None
        rsqrt_6: "f32[48]" = torch.ops.aten.rsqrt.default(add_12);  add_12 = None
        unsqueeze_48: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg32_1, -1);  arg32_1 = None
        unsqueeze_49: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_48, -1);  unsqueeze_48 = None
        unsqueeze_50: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_6, -1);  rsqrt_6 = None
        unsqueeze_51: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_50, -1);  unsqueeze_50 = None
        sub_6: "f32[1, 48, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_6, unsqueeze_49);  convolution_6 = unsqueeze_49 = None
        mul_12: "f32[1, 48, 35, 35]" = torch.ops.aten.mul.Tensor(sub_6, unsqueeze_51);  sub_6 = unsqueeze_51 = None
        unsqueeze_52: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg34_1, -1);  arg34_1 = None
        unsqueeze_53: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_52, -1);  unsqueeze_52 = None
        mul_13: "f32[1, 48, 35, 35]" = torch.ops.aten.mul.Tensor(mul_12, unsqueeze_53);  mul_12 = unsqueeze_53 = None
        unsqueeze_54: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg35_1, -1);  arg35_1 = None
        unsqueeze_55: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_54, -1);  unsqueeze_54 = None
        add_13: "f32[1, 48, 35, 35]" = torch.ops.aten.add.Tensor(mul_13, unsqueeze_55);  mul_13 = unsqueeze_55 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_6: "f32[1, 48, 35, 35]" = torch.ops.aten.relu.default(add_13);  add_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_7: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(relu_6, arg36_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  relu_6 = arg36_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_14: "f32[64]" = torch.ops.aten.add.Tensor(arg38_1, 0.001);  arg38_1 = None
        rsqrt_7: "f32[64]" = torch.ops.aten.rsqrt.default(add_14);  add_14 = None
        unsqueeze_56: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg37_1, -1);  arg37_1 = None
        unsqueeze_57: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_56, -1);  unsqueeze_56 = None
        unsqueeze_58: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_7, -1);  rsqrt_7 = None
        unsqueeze_59: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_58, -1);  unsqueeze_58 = None
        sub_7: "f32[1, 64, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_7, unsqueeze_57);  convolution_7 = unsqueeze_57 = None
        mul_14: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(sub_7, unsqueeze_59);  sub_7 = unsqueeze_59 = None
        unsqueeze_60: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg39_1, -1);  arg39_1 = None
        unsqueeze_61: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_60, -1);  unsqueeze_60 = None
        mul_15: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(mul_14, unsqueeze_61);  mul_14 = unsqueeze_61 = None
        unsqueeze_62: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg40_1, -1);  arg40_1 = None
        unsqueeze_63: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_62, -1);  unsqueeze_62 = None
        add_15: "f32[1, 64, 35, 35]" = torch.ops.aten.add.Tensor(mul_15, unsqueeze_63);  mul_15 = unsqueeze_63 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_7: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(add_15);  add_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_8: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(getitem_2, arg41_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg41_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_16: "f32[64]" = torch.ops.aten.add.Tensor(arg43_1, 0.001);  arg43_1 = None
        rsqrt_8: "f32[64]" = torch.ops.aten.rsqrt.default(add_16);  add_16 = None
        unsqueeze_64: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg42_1, -1);  arg42_1 = None
        unsqueeze_65: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_64, -1);  unsqueeze_64 = None
        unsqueeze_66: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_8, -1);  rsqrt_8 = None
        unsqueeze_67: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_66, -1);  unsqueeze_66 = None
        sub_8: "f32[1, 64, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_8, unsqueeze_65);  convolution_8 = unsqueeze_65 = None
        mul_16: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(sub_8, unsqueeze_67);  sub_8 = unsqueeze_67 = None
        unsqueeze_68: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg44_1, -1);  arg44_1 = None
        unsqueeze_69: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_68, -1);  unsqueeze_68 = None
        mul_17: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(mul_16, unsqueeze_69);  mul_16 = unsqueeze_69 = None
        unsqueeze_70: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg45_1, -1);  arg45_1 = None
        unsqueeze_71: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_70, -1);  unsqueeze_70 = None
        add_17: "f32[1, 64, 35, 35]" = torch.ops.aten.add.Tensor(mul_17, unsqueeze_71);  mul_17 = unsqueeze_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_8: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(add_17);  add_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_9: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_8, arg46_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_8 = arg46_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_18: "f32[96]" = torch.ops.aten.add.Tensor(arg48_1, 0.001);  arg48_1 = None
        rsqrt_9: "f32[96]" = torch.ops.aten.rsqrt.default(add_18);  add_18 = None
        unsqueeze_72: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg47_1, -1);  arg47_1 = None
        unsqueeze_73: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_72, -1);  unsqueeze_72 = None
        unsqueeze_74: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_9, -1);  rsqrt_9 = None
        unsqueeze_75: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_74, -1);  unsqueeze_74 = None
        sub_9: "f32[1, 96, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_9, unsqueeze_73);  convolution_9 = unsqueeze_73 = None
        mul_18: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(sub_9, unsqueeze_75);  sub_9 = unsqueeze_75 = None
        unsqueeze_76: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg49_1, -1);  arg49_1 = None
        unsqueeze_77: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_76, -1);  unsqueeze_76 = None
        mul_19: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(mul_18, unsqueeze_77);  mul_18 = unsqueeze_77 = None
        unsqueeze_78: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg50_1, -1);  arg50_1 = None
        unsqueeze_79: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_78, -1);  unsqueeze_78 = None
        add_19: "f32[1, 96, 35, 35]" = torch.ops.aten.add.Tensor(mul_19, unsqueeze_79);  mul_19 = unsqueeze_79 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_9: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(add_19);  add_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_10: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_9, arg51_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_9 = arg51_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_20: "f32[96]" = torch.ops.aten.add.Tensor(arg53_1, 0.001);  arg53_1 = None
        rsqrt_10: "f32[96]" = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
        unsqueeze_80: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg52_1, -1);  arg52_1 = None
        unsqueeze_81: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_80, -1);  unsqueeze_80 = None
        unsqueeze_82: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_10, -1);  rsqrt_10 = None
        unsqueeze_83: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_82, -1);  unsqueeze_82 = None
        sub_10: "f32[1, 96, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_10, unsqueeze_81);  convolution_10 = unsqueeze_81 = None
        mul_20: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(sub_10, unsqueeze_83);  sub_10 = unsqueeze_83 = None
        unsqueeze_84: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg54_1, -1);  arg54_1 = None
        unsqueeze_85: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_84, -1);  unsqueeze_84 = None
        mul_21: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(mul_20, unsqueeze_85);  mul_20 = unsqueeze_85 = None
        unsqueeze_86: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg55_1, -1);  arg55_1 = None
        unsqueeze_87: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_86, -1);  unsqueeze_86 = None
        add_21: "f32[1, 96, 35, 35]" = torch.ops.aten.add.Tensor(mul_21, unsqueeze_87);  mul_21 = unsqueeze_87 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_10: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(add_21);  add_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:204 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d: "f32[1, 192, 35, 35]" = torch.ops.aten.avg_pool2d.default(getitem_2, [3, 3], [1, 1], [1, 1]);  getitem_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_11: "f32[1, 32, 35, 35]" = torch.ops.aten.convolution.default(avg_pool2d, arg56_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d = arg56_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_22: "f32[32]" = torch.ops.aten.add.Tensor(arg58_1, 0.001);  arg58_1 = None
        rsqrt_11: "f32[32]" = torch.ops.aten.rsqrt.default(add_22);  add_22 = None
        unsqueeze_88: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg57_1, -1);  arg57_1 = None
        unsqueeze_89: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_88, -1);  unsqueeze_88 = None
        unsqueeze_90: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_11, -1);  rsqrt_11 = None
        unsqueeze_91: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_90, -1);  unsqueeze_90 = None
        sub_11: "f32[1, 32, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_11, unsqueeze_89);  convolution_11 = unsqueeze_89 = None
        mul_22: "f32[1, 32, 35, 35]" = torch.ops.aten.mul.Tensor(sub_11, unsqueeze_91);  sub_11 = unsqueeze_91 = None
        unsqueeze_92: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg59_1, -1);  arg59_1 = None
        unsqueeze_93: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_92, -1);  unsqueeze_92 = None
        mul_23: "f32[1, 32, 35, 35]" = torch.ops.aten.mul.Tensor(mul_22, unsqueeze_93);  mul_22 = unsqueeze_93 = None
        unsqueeze_94: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg60_1, -1);  arg60_1 = None
        unsqueeze_95: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_94, -1);  unsqueeze_94 = None
        add_23: "f32[1, 32, 35, 35]" = torch.ops.aten.add.Tensor(mul_23, unsqueeze_95);  mul_23 = unsqueeze_95 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_11: "f32[1, 32, 35, 35]" = torch.ops.aten.relu.default(add_23);  add_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:212 in forward, code: return torch.cat(outputs, 1)
        cat: "f32[1, 256, 35, 35]" = torch.ops.aten.cat.default([relu_5, relu_7, relu_10, relu_11], 1);  relu_5 = relu_7 = relu_10 = relu_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_12: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(cat, arg61_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg61_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_24: "f32[64]" = torch.ops.aten.add.Tensor(arg63_1, 0.001);  arg63_1 = None
        rsqrt_12: "f32[64]" = torch.ops.aten.rsqrt.default(add_24);  add_24 = None
        unsqueeze_96: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg62_1, -1);  arg62_1 = None
        unsqueeze_97: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_96, -1);  unsqueeze_96 = None
        unsqueeze_98: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_12, -1);  rsqrt_12 = None
        unsqueeze_99: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_98, -1);  unsqueeze_98 = None
        sub_12: "f32[1, 64, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_12, unsqueeze_97);  convolution_12 = unsqueeze_97 = None
        mul_24: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(sub_12, unsqueeze_99);  sub_12 = unsqueeze_99 = None
        unsqueeze_100: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg64_1, -1);  arg64_1 = None
        unsqueeze_101: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_100, -1);  unsqueeze_100 = None
        mul_25: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(mul_24, unsqueeze_101);  mul_24 = unsqueeze_101 = None
        unsqueeze_102: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg65_1, -1);  arg65_1 = None
        unsqueeze_103: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_102, -1);  unsqueeze_102 = None
        add_25: "f32[1, 64, 35, 35]" = torch.ops.aten.add.Tensor(mul_25, unsqueeze_103);  mul_25 = unsqueeze_103 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_12: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(add_25);  add_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_13: "f32[1, 48, 35, 35]" = torch.ops.aten.convolution.default(cat, arg66_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg66_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_26: "f32[48]" = torch.ops.aten.add.Tensor(arg68_1, 0.001);  arg68_1 = None
        rsqrt_13: "f32[48]" = torch.ops.aten.rsqrt.default(add_26);  add_26 = None
        unsqueeze_104: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg67_1, -1);  arg67_1 = None
        unsqueeze_105: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_104, -1);  unsqueeze_104 = None
        unsqueeze_106: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_13, -1);  rsqrt_13 = None
        unsqueeze_107: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_106, -1);  unsqueeze_106 = None
        sub_13: "f32[1, 48, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_13, unsqueeze_105);  convolution_13 = unsqueeze_105 = None
        mul_26: "f32[1, 48, 35, 35]" = torch.ops.aten.mul.Tensor(sub_13, unsqueeze_107);  sub_13 = unsqueeze_107 = None
        unsqueeze_108: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg69_1, -1);  arg69_1 = None
        unsqueeze_109: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_108, -1);  unsqueeze_108 = None
        mul_27: "f32[1, 48, 35, 35]" = torch.ops.aten.mul.Tensor(mul_26, unsqueeze_109);  mul_26 = unsqueeze_109 = None
        unsqueeze_110: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg70_1, -1);  arg70_1 = None
        unsqueeze_111: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_110, -1);  unsqueeze_110 = None
        add_27: "f32[1, 48, 35, 35]" = torch.ops.aten.add.Tensor(mul_27, unsqueeze_111);  mul_27 = unsqueeze_111 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_13: "f32[1, 48, 35, 35]" = torch.ops.aten.relu.default(add_27);  add_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_14: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(relu_13, arg71_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  relu_13 = arg71_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_28: "f32[64]" = torch.ops.aten.add.Tensor(arg73_1, 0.001);  arg73_1 = None
        rsqrt_14: "f32[64]" = torch.ops.aten.rsqrt.default(add_28);  add_28 = None
        unsqueeze_112: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg72_1, -1);  arg72_1 = None
        unsqueeze_113: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_112, -1);  unsqueeze_112 = None
        unsqueeze_114: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_14, -1);  rsqrt_14 = None
        unsqueeze_115: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_114, -1);  unsqueeze_114 = None
        sub_14: "f32[1, 64, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_14, unsqueeze_113);  convolution_14 = unsqueeze_113 = None
        mul_28: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(sub_14, unsqueeze_115);  sub_14 = unsqueeze_115 = None
        unsqueeze_116: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg74_1, -1);  arg74_1 = None
        unsqueeze_117: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_116, -1);  unsqueeze_116 = None
        mul_29: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(mul_28, unsqueeze_117);  mul_28 = unsqueeze_117 = None
        unsqueeze_118: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg75_1, -1);  arg75_1 = None
        unsqueeze_119: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_118, -1);  unsqueeze_118 = None
        add_29: "f32[1, 64, 35, 35]" = torch.ops.aten.add.Tensor(mul_29, unsqueeze_119);  mul_29 = unsqueeze_119 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_14: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(add_29);  add_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_15: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(cat, arg76_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg76_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_30: "f32[64]" = torch.ops.aten.add.Tensor(arg78_1, 0.001);  arg78_1 = None
        rsqrt_15: "f32[64]" = torch.ops.aten.rsqrt.default(add_30);  add_30 = None
        unsqueeze_120: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg77_1, -1);  arg77_1 = None
        unsqueeze_121: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_120, -1);  unsqueeze_120 = None
        unsqueeze_122: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_15, -1);  rsqrt_15 = None
        unsqueeze_123: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_122, -1);  unsqueeze_122 = None
        sub_15: "f32[1, 64, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_15, unsqueeze_121);  convolution_15 = unsqueeze_121 = None
        mul_30: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(sub_15, unsqueeze_123);  sub_15 = unsqueeze_123 = None
        unsqueeze_124: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg79_1, -1);  arg79_1 = None
        unsqueeze_125: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_124, -1);  unsqueeze_124 = None
        mul_31: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(mul_30, unsqueeze_125);  mul_30 = unsqueeze_125 = None
        unsqueeze_126: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg80_1, -1);  arg80_1 = None
        unsqueeze_127: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_126, -1);  unsqueeze_126 = None
        add_31: "f32[1, 64, 35, 35]" = torch.ops.aten.add.Tensor(mul_31, unsqueeze_127);  mul_31 = unsqueeze_127 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_15: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(add_31);  add_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_16: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_15, arg81_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_15 = arg81_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_32: "f32[96]" = torch.ops.aten.add.Tensor(arg83_1, 0.001);  arg83_1 = None
        rsqrt_16: "f32[96]" = torch.ops.aten.rsqrt.default(add_32);  add_32 = None
        unsqueeze_128: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg82_1, -1);  arg82_1 = None
        unsqueeze_129: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_128, -1);  unsqueeze_128 = None
        unsqueeze_130: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_16, -1);  rsqrt_16 = None
        unsqueeze_131: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_130, -1);  unsqueeze_130 = None
        sub_16: "f32[1, 96, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_16, unsqueeze_129);  convolution_16 = unsqueeze_129 = None
        mul_32: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(sub_16, unsqueeze_131);  sub_16 = unsqueeze_131 = None
        unsqueeze_132: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg84_1, -1);  arg84_1 = None
        unsqueeze_133: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_132, -1);  unsqueeze_132 = None
        mul_33: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(mul_32, unsqueeze_133);  mul_32 = unsqueeze_133 = None
        unsqueeze_134: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg85_1, -1);  arg85_1 = None
        unsqueeze_135: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_134, -1);  unsqueeze_134 = None
        add_33: "f32[1, 96, 35, 35]" = torch.ops.aten.add.Tensor(mul_33, unsqueeze_135);  mul_33 = unsqueeze_135 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_16: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(add_33);  add_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_17: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_16, arg86_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_16 = arg86_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_34: "f32[96]" = torch.ops.aten.add.Tensor(arg88_1, 0.001);  arg88_1 = None
        rsqrt_17: "f32[96]" = torch.ops.aten.rsqrt.default(add_34);  add_34 = None
        unsqueeze_136: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg87_1, -1);  arg87_1 = None
        unsqueeze_137: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_136, -1);  unsqueeze_136 = None
        unsqueeze_138: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_17, -1);  rsqrt_17 = None
        unsqueeze_139: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_138, -1);  unsqueeze_138 = None
        sub_17: "f32[1, 96, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_17, unsqueeze_137);  convolution_17 = unsqueeze_137 = None
        mul_34: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(sub_17, unsqueeze_139);  sub_17 = unsqueeze_139 = None
        unsqueeze_140: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg89_1, -1);  arg89_1 = None
        unsqueeze_141: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_140, -1);  unsqueeze_140 = None
        mul_35: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(mul_34, unsqueeze_141);  mul_34 = unsqueeze_141 = None
        unsqueeze_142: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg90_1, -1);  arg90_1 = None
        unsqueeze_143: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_142, -1);  unsqueeze_142 = None
        add_35: "f32[1, 96, 35, 35]" = torch.ops.aten.add.Tensor(mul_35, unsqueeze_143);  mul_35 = unsqueeze_143 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_17: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(add_35);  add_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:204 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_1: "f32[1, 256, 35, 35]" = torch.ops.aten.avg_pool2d.default(cat, [3, 3], [1, 1], [1, 1]);  cat = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_18: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(avg_pool2d_1, arg91_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_1 = arg91_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_36: "f32[64]" = torch.ops.aten.add.Tensor(arg93_1, 0.001);  arg93_1 = None
        rsqrt_18: "f32[64]" = torch.ops.aten.rsqrt.default(add_36);  add_36 = None
        unsqueeze_144: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg92_1, -1);  arg92_1 = None
        unsqueeze_145: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_144, -1);  unsqueeze_144 = None
        unsqueeze_146: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_18, -1);  rsqrt_18 = None
        unsqueeze_147: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_146, -1);  unsqueeze_146 = None
        sub_18: "f32[1, 64, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_18, unsqueeze_145);  convolution_18 = unsqueeze_145 = None
        mul_36: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(sub_18, unsqueeze_147);  sub_18 = unsqueeze_147 = None
        unsqueeze_148: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg94_1, -1);  arg94_1 = None
        unsqueeze_149: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_148, -1);  unsqueeze_148 = None
        mul_37: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(mul_36, unsqueeze_149);  mul_36 = unsqueeze_149 = None
        unsqueeze_150: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg95_1, -1);  arg95_1 = None
        unsqueeze_151: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_150, -1);  unsqueeze_150 = None
        add_37: "f32[1, 64, 35, 35]" = torch.ops.aten.add.Tensor(mul_37, unsqueeze_151);  mul_37 = unsqueeze_151 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_18: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(add_37);  add_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:212 in forward, code: return torch.cat(outputs, 1)
        cat_1: "f32[1, 288, 35, 35]" = torch.ops.aten.cat.default([relu_12, relu_14, relu_17, relu_18], 1);  relu_12 = relu_14 = relu_17 = relu_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_19: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(cat_1, arg96_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg96_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_38: "f32[64]" = torch.ops.aten.add.Tensor(arg98_1, 0.001);  arg98_1 = None
        rsqrt_19: "f32[64]" = torch.ops.aten.rsqrt.default(add_38);  add_38 = None
        unsqueeze_152: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg97_1, -1);  arg97_1 = None
        unsqueeze_153: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_152, -1);  unsqueeze_152 = None
        unsqueeze_154: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_19, -1);  rsqrt_19 = None
        unsqueeze_155: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_154, -1);  unsqueeze_154 = None
        sub_19: "f32[1, 64, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_19, unsqueeze_153);  convolution_19 = unsqueeze_153 = None
        mul_38: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(sub_19, unsqueeze_155);  sub_19 = unsqueeze_155 = None
        unsqueeze_156: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg99_1, -1);  arg99_1 = None
        unsqueeze_157: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_156, -1);  unsqueeze_156 = None
        mul_39: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(mul_38, unsqueeze_157);  mul_38 = unsqueeze_157 = None
        unsqueeze_158: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg100_1, -1);  arg100_1 = None
        unsqueeze_159: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_158, -1);  unsqueeze_158 = None
        add_39: "f32[1, 64, 35, 35]" = torch.ops.aten.add.Tensor(mul_39, unsqueeze_159);  mul_39 = unsqueeze_159 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_19: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(add_39);  add_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_20: "f32[1, 48, 35, 35]" = torch.ops.aten.convolution.default(cat_1, arg101_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg101_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_40: "f32[48]" = torch.ops.aten.add.Tensor(arg103_1, 0.001);  arg103_1 = None
        rsqrt_20: "f32[48]" = torch.ops.aten.rsqrt.default(add_40);  add_40 = None
        unsqueeze_160: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg102_1, -1);  arg102_1 = None
        unsqueeze_161: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_160, -1);  unsqueeze_160 = None
        unsqueeze_162: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_20, -1);  rsqrt_20 = None
        unsqueeze_163: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_162, -1);  unsqueeze_162 = None
        sub_20: "f32[1, 48, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_20, unsqueeze_161);  convolution_20 = unsqueeze_161 = None
        mul_40: "f32[1, 48, 35, 35]" = torch.ops.aten.mul.Tensor(sub_20, unsqueeze_163);  sub_20 = unsqueeze_163 = None
        unsqueeze_164: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg104_1, -1);  arg104_1 = None
        unsqueeze_165: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_164, -1);  unsqueeze_164 = None
        mul_41: "f32[1, 48, 35, 35]" = torch.ops.aten.mul.Tensor(mul_40, unsqueeze_165);  mul_40 = unsqueeze_165 = None
        unsqueeze_166: "f32[48, 1]" = torch.ops.aten.unsqueeze.default(arg105_1, -1);  arg105_1 = None
        unsqueeze_167: "f32[48, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_166, -1);  unsqueeze_166 = None
        add_41: "f32[1, 48, 35, 35]" = torch.ops.aten.add.Tensor(mul_41, unsqueeze_167);  mul_41 = unsqueeze_167 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_20: "f32[1, 48, 35, 35]" = torch.ops.aten.relu.default(add_41);  add_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_21: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(relu_20, arg106_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  relu_20 = arg106_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_42: "f32[64]" = torch.ops.aten.add.Tensor(arg108_1, 0.001);  arg108_1 = None
        rsqrt_21: "f32[64]" = torch.ops.aten.rsqrt.default(add_42);  add_42 = None
        unsqueeze_168: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg107_1, -1);  arg107_1 = None
        unsqueeze_169: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_168, -1);  unsqueeze_168 = None
        unsqueeze_170: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_21, -1);  rsqrt_21 = None
        unsqueeze_171: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_170, -1);  unsqueeze_170 = None
        sub_21: "f32[1, 64, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_21, unsqueeze_169);  convolution_21 = unsqueeze_169 = None
        mul_42: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(sub_21, unsqueeze_171);  sub_21 = unsqueeze_171 = None
        unsqueeze_172: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg109_1, -1);  arg109_1 = None
        unsqueeze_173: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_172, -1);  unsqueeze_172 = None
        mul_43: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(mul_42, unsqueeze_173);  mul_42 = unsqueeze_173 = None
        unsqueeze_174: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg110_1, -1);  arg110_1 = None
        unsqueeze_175: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_174, -1);  unsqueeze_174 = None
        add_43: "f32[1, 64, 35, 35]" = torch.ops.aten.add.Tensor(mul_43, unsqueeze_175);  mul_43 = unsqueeze_175 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_21: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(add_43);  add_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_22: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(cat_1, arg111_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg111_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_44: "f32[64]" = torch.ops.aten.add.Tensor(arg113_1, 0.001);  arg113_1 = None
        rsqrt_22: "f32[64]" = torch.ops.aten.rsqrt.default(add_44);  add_44 = None
        unsqueeze_176: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg112_1, -1);  arg112_1 = None
        unsqueeze_177: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_176, -1);  unsqueeze_176 = None
        unsqueeze_178: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_22, -1);  rsqrt_22 = None
        unsqueeze_179: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_178, -1);  unsqueeze_178 = None
        sub_22: "f32[1, 64, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_22, unsqueeze_177);  convolution_22 = unsqueeze_177 = None
        mul_44: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(sub_22, unsqueeze_179);  sub_22 = unsqueeze_179 = None
        unsqueeze_180: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg114_1, -1);  arg114_1 = None
        unsqueeze_181: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_180, -1);  unsqueeze_180 = None
        mul_45: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(mul_44, unsqueeze_181);  mul_44 = unsqueeze_181 = None
        unsqueeze_182: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg115_1, -1);  arg115_1 = None
        unsqueeze_183: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_182, -1);  unsqueeze_182 = None
        add_45: "f32[1, 64, 35, 35]" = torch.ops.aten.add.Tensor(mul_45, unsqueeze_183);  mul_45 = unsqueeze_183 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_22: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(add_45);  add_45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_23: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_22, arg116_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_22 = arg116_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_46: "f32[96]" = torch.ops.aten.add.Tensor(arg118_1, 0.001);  arg118_1 = None
        rsqrt_23: "f32[96]" = torch.ops.aten.rsqrt.default(add_46);  add_46 = None
        unsqueeze_184: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg117_1, -1);  arg117_1 = None
        unsqueeze_185: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_184, -1);  unsqueeze_184 = None
        unsqueeze_186: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_23, -1);  rsqrt_23 = None
        unsqueeze_187: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_186, -1);  unsqueeze_186 = None
        sub_23: "f32[1, 96, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_23, unsqueeze_185);  convolution_23 = unsqueeze_185 = None
        mul_46: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(sub_23, unsqueeze_187);  sub_23 = unsqueeze_187 = None
        unsqueeze_188: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg119_1, -1);  arg119_1 = None
        unsqueeze_189: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_188, -1);  unsqueeze_188 = None
        mul_47: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(mul_46, unsqueeze_189);  mul_46 = unsqueeze_189 = None
        unsqueeze_190: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg120_1, -1);  arg120_1 = None
        unsqueeze_191: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_190, -1);  unsqueeze_190 = None
        add_47: "f32[1, 96, 35, 35]" = torch.ops.aten.add.Tensor(mul_47, unsqueeze_191);  mul_47 = unsqueeze_191 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_23: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(add_47);  add_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_24: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_23, arg121_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_23 = arg121_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_48: "f32[96]" = torch.ops.aten.add.Tensor(arg123_1, 0.001);  arg123_1 = None
        rsqrt_24: "f32[96]" = torch.ops.aten.rsqrt.default(add_48);  add_48 = None
        unsqueeze_192: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg122_1, -1);  arg122_1 = None
        unsqueeze_193: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_192, -1);  unsqueeze_192 = None
        unsqueeze_194: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_24, -1);  rsqrt_24 = None
        unsqueeze_195: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_194, -1);  unsqueeze_194 = None
        sub_24: "f32[1, 96, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_24, unsqueeze_193);  convolution_24 = unsqueeze_193 = None
        mul_48: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(sub_24, unsqueeze_195);  sub_24 = unsqueeze_195 = None
        unsqueeze_196: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg124_1, -1);  arg124_1 = None
        unsqueeze_197: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_196, -1);  unsqueeze_196 = None
        mul_49: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(mul_48, unsqueeze_197);  mul_48 = unsqueeze_197 = None
        unsqueeze_198: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg125_1, -1);  arg125_1 = None
        unsqueeze_199: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_198, -1);  unsqueeze_198 = None
        add_49: "f32[1, 96, 35, 35]" = torch.ops.aten.add.Tensor(mul_49, unsqueeze_199);  mul_49 = unsqueeze_199 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_24: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(add_49);  add_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:204 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_2: "f32[1, 288, 35, 35]" = torch.ops.aten.avg_pool2d.default(cat_1, [3, 3], [1, 1], [1, 1]);  cat_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_25: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(avg_pool2d_2, arg126_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_2 = arg126_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_50: "f32[64]" = torch.ops.aten.add.Tensor(arg128_1, 0.001);  arg128_1 = None
        rsqrt_25: "f32[64]" = torch.ops.aten.rsqrt.default(add_50);  add_50 = None
        unsqueeze_200: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg127_1, -1);  arg127_1 = None
        unsqueeze_201: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_200, -1);  unsqueeze_200 = None
        unsqueeze_202: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_25, -1);  rsqrt_25 = None
        unsqueeze_203: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_202, -1);  unsqueeze_202 = None
        sub_25: "f32[1, 64, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_25, unsqueeze_201);  convolution_25 = unsqueeze_201 = None
        mul_50: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(sub_25, unsqueeze_203);  sub_25 = unsqueeze_203 = None
        unsqueeze_204: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg129_1, -1);  arg129_1 = None
        unsqueeze_205: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_204, -1);  unsqueeze_204 = None
        mul_51: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(mul_50, unsqueeze_205);  mul_50 = unsqueeze_205 = None
        unsqueeze_206: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg130_1, -1);  arg130_1 = None
        unsqueeze_207: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_206, -1);  unsqueeze_206 = None
        add_51: "f32[1, 64, 35, 35]" = torch.ops.aten.add.Tensor(mul_51, unsqueeze_207);  mul_51 = unsqueeze_207 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_25: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(add_51);  add_51 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:212 in forward, code: return torch.cat(outputs, 1)
        cat_2: "f32[1, 288, 35, 35]" = torch.ops.aten.cat.default([relu_19, relu_21, relu_24, relu_25], 1);  relu_19 = relu_21 = relu_24 = relu_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_26: "f32[1, 384, 17, 17]" = torch.ops.aten.convolution.default(cat_2, arg131_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  arg131_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_52: "f32[384]" = torch.ops.aten.add.Tensor(arg133_1, 0.001);  arg133_1 = None
        rsqrt_26: "f32[384]" = torch.ops.aten.rsqrt.default(add_52);  add_52 = None
        unsqueeze_208: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg132_1, -1);  arg132_1 = None
        unsqueeze_209: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_208, -1);  unsqueeze_208 = None
        unsqueeze_210: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_26, -1);  rsqrt_26 = None
        unsqueeze_211: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_210, -1);  unsqueeze_210 = None
        sub_26: "f32[1, 384, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_26, unsqueeze_209);  convolution_26 = unsqueeze_209 = None
        mul_52: "f32[1, 384, 17, 17]" = torch.ops.aten.mul.Tensor(sub_26, unsqueeze_211);  sub_26 = unsqueeze_211 = None
        unsqueeze_212: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg134_1, -1);  arg134_1 = None
        unsqueeze_213: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_212, -1);  unsqueeze_212 = None
        mul_53: "f32[1, 384, 17, 17]" = torch.ops.aten.mul.Tensor(mul_52, unsqueeze_213);  mul_52 = unsqueeze_213 = None
        unsqueeze_214: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg135_1, -1);  arg135_1 = None
        unsqueeze_215: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_214, -1);  unsqueeze_214 = None
        add_53: "f32[1, 384, 17, 17]" = torch.ops.aten.add.Tensor(mul_53, unsqueeze_215);  mul_53 = unsqueeze_215 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_26: "f32[1, 384, 17, 17]" = torch.ops.aten.relu.default(add_53);  add_53 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_27: "f32[1, 64, 35, 35]" = torch.ops.aten.convolution.default(cat_2, arg136_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg136_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_54: "f32[64]" = torch.ops.aten.add.Tensor(arg138_1, 0.001);  arg138_1 = None
        rsqrt_27: "f32[64]" = torch.ops.aten.rsqrt.default(add_54);  add_54 = None
        unsqueeze_216: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg137_1, -1);  arg137_1 = None
        unsqueeze_217: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_216, -1);  unsqueeze_216 = None
        unsqueeze_218: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_27, -1);  rsqrt_27 = None
        unsqueeze_219: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_218, -1);  unsqueeze_218 = None
        sub_27: "f32[1, 64, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_27, unsqueeze_217);  convolution_27 = unsqueeze_217 = None
        mul_54: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(sub_27, unsqueeze_219);  sub_27 = unsqueeze_219 = None
        unsqueeze_220: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg139_1, -1);  arg139_1 = None
        unsqueeze_221: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_220, -1);  unsqueeze_220 = None
        mul_55: "f32[1, 64, 35, 35]" = torch.ops.aten.mul.Tensor(mul_54, unsqueeze_221);  mul_54 = unsqueeze_221 = None
        unsqueeze_222: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg140_1, -1);  arg140_1 = None
        unsqueeze_223: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_222, -1);  unsqueeze_222 = None
        add_55: "f32[1, 64, 35, 35]" = torch.ops.aten.add.Tensor(mul_55, unsqueeze_223);  mul_55 = unsqueeze_223 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_27: "f32[1, 64, 35, 35]" = torch.ops.aten.relu.default(add_55);  add_55 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_28: "f32[1, 96, 35, 35]" = torch.ops.aten.convolution.default(relu_27, arg141_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_27 = arg141_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_56: "f32[96]" = torch.ops.aten.add.Tensor(arg143_1, 0.001);  arg143_1 = None
        rsqrt_28: "f32[96]" = torch.ops.aten.rsqrt.default(add_56);  add_56 = None
        unsqueeze_224: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg142_1, -1);  arg142_1 = None
        unsqueeze_225: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_224, -1);  unsqueeze_224 = None
        unsqueeze_226: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_28, -1);  rsqrt_28 = None
        unsqueeze_227: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_226, -1);  unsqueeze_226 = None
        sub_28: "f32[1, 96, 35, 35]" = torch.ops.aten.sub.Tensor(convolution_28, unsqueeze_225);  convolution_28 = unsqueeze_225 = None
        mul_56: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(sub_28, unsqueeze_227);  sub_28 = unsqueeze_227 = None
        unsqueeze_228: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg144_1, -1);  arg144_1 = None
        unsqueeze_229: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_228, -1);  unsqueeze_228 = None
        mul_57: "f32[1, 96, 35, 35]" = torch.ops.aten.mul.Tensor(mul_56, unsqueeze_229);  mul_56 = unsqueeze_229 = None
        unsqueeze_230: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg145_1, -1);  arg145_1 = None
        unsqueeze_231: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_230, -1);  unsqueeze_230 = None
        add_57: "f32[1, 96, 35, 35]" = torch.ops.aten.add.Tensor(mul_57, unsqueeze_231);  mul_57 = unsqueeze_231 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_28: "f32[1, 96, 35, 35]" = torch.ops.aten.relu.default(add_57);  add_57 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_29: "f32[1, 96, 17, 17]" = torch.ops.aten.convolution.default(relu_28, arg146_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_28 = arg146_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_58: "f32[96]" = torch.ops.aten.add.Tensor(arg148_1, 0.001);  arg148_1 = None
        rsqrt_29: "f32[96]" = torch.ops.aten.rsqrt.default(add_58);  add_58 = None
        unsqueeze_232: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg147_1, -1);  arg147_1 = None
        unsqueeze_233: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_232, -1);  unsqueeze_232 = None
        unsqueeze_234: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_29, -1);  rsqrt_29 = None
        unsqueeze_235: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_234, -1);  unsqueeze_234 = None
        sub_29: "f32[1, 96, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_29, unsqueeze_233);  convolution_29 = unsqueeze_233 = None
        mul_58: "f32[1, 96, 17, 17]" = torch.ops.aten.mul.Tensor(sub_29, unsqueeze_235);  sub_29 = unsqueeze_235 = None
        unsqueeze_236: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg149_1, -1);  arg149_1 = None
        unsqueeze_237: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_236, -1);  unsqueeze_236 = None
        mul_59: "f32[1, 96, 17, 17]" = torch.ops.aten.mul.Tensor(mul_58, unsqueeze_237);  mul_58 = unsqueeze_237 = None
        unsqueeze_238: "f32[96, 1]" = torch.ops.aten.unsqueeze.default(arg150_1, -1);  arg150_1 = None
        unsqueeze_239: "f32[96, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_238, -1);  unsqueeze_238 = None
        add_59: "f32[1, 96, 17, 17]" = torch.ops.aten.add.Tensor(mul_59, unsqueeze_239);  mul_59 = unsqueeze_239 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_29: "f32[1, 96, 17, 17]" = torch.ops.aten.relu.default(add_59);  add_59 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:233 in _forward, code: branch_pool = F.max_pool2d(x, kernel_size=3, stride=2)
        _low_memory_max_pool_with_offsets_2 = torch.ops.prims._low_memory_max_pool_with_offsets.default(cat_2, [3, 3], [2, 2], [0, 0], [1, 1], False);  cat_2 = None
        getitem_4: "f32[1, 288, 17, 17]" = _low_memory_max_pool_with_offsets_2[0];  _low_memory_max_pool_with_offsets_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:240 in forward, code: return torch.cat(outputs, 1)
        cat_3: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu_26, relu_29, getitem_4], 1);  relu_26 = relu_29 = getitem_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_30: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_3, arg151_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg151_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_60: "f32[192]" = torch.ops.aten.add.Tensor(arg153_1, 0.001);  arg153_1 = None
        rsqrt_30: "f32[192]" = torch.ops.aten.rsqrt.default(add_60);  add_60 = None
        unsqueeze_240: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg152_1, -1);  arg152_1 = None
        unsqueeze_241: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_240, -1);  unsqueeze_240 = None
        unsqueeze_242: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_30, -1);  rsqrt_30 = None
        unsqueeze_243: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_242, -1);  unsqueeze_242 = None
        sub_30: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_30, unsqueeze_241);  convolution_30 = unsqueeze_241 = None
        mul_60: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_30, unsqueeze_243);  sub_30 = unsqueeze_243 = None
        unsqueeze_244: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg154_1, -1);  arg154_1 = None
        unsqueeze_245: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_244, -1);  unsqueeze_244 = None
        mul_61: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_60, unsqueeze_245);  mul_60 = unsqueeze_245 = None
        unsqueeze_246: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg155_1, -1);  arg155_1 = None
        unsqueeze_247: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_246, -1);  unsqueeze_246 = None
        add_61: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_61, unsqueeze_247);  mul_61 = unsqueeze_247 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_30: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_61);  add_61 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_31: "f32[1, 128, 17, 17]" = torch.ops.aten.convolution.default(cat_3, arg156_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg156_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_62: "f32[128]" = torch.ops.aten.add.Tensor(arg158_1, 0.001);  arg158_1 = None
        rsqrt_31: "f32[128]" = torch.ops.aten.rsqrt.default(add_62);  add_62 = None
        unsqueeze_248: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg157_1, -1);  arg157_1 = None
        unsqueeze_249: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_248, -1);  unsqueeze_248 = None
        unsqueeze_250: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_31, -1);  rsqrt_31 = None
        unsqueeze_251: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_250, -1);  unsqueeze_250 = None
        sub_31: "f32[1, 128, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_31, unsqueeze_249);  convolution_31 = unsqueeze_249 = None
        mul_62: "f32[1, 128, 17, 17]" = torch.ops.aten.mul.Tensor(sub_31, unsqueeze_251);  sub_31 = unsqueeze_251 = None
        unsqueeze_252: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg159_1, -1);  arg159_1 = None
        unsqueeze_253: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_252, -1);  unsqueeze_252 = None
        mul_63: "f32[1, 128, 17, 17]" = torch.ops.aten.mul.Tensor(mul_62, unsqueeze_253);  mul_62 = unsqueeze_253 = None
        unsqueeze_254: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg160_1, -1);  arg160_1 = None
        unsqueeze_255: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_254, -1);  unsqueeze_254 = None
        add_63: "f32[1, 128, 17, 17]" = torch.ops.aten.add.Tensor(mul_63, unsqueeze_255);  mul_63 = unsqueeze_255 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_31: "f32[1, 128, 17, 17]" = torch.ops.aten.relu.default(add_63);  add_63 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_32: "f32[1, 128, 17, 17]" = torch.ops.aten.convolution.default(relu_31, arg161_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_31 = arg161_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_64: "f32[128]" = torch.ops.aten.add.Tensor(arg163_1, 0.001);  arg163_1 = None
        rsqrt_32: "f32[128]" = torch.ops.aten.rsqrt.default(add_64);  add_64 = None
        unsqueeze_256: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg162_1, -1);  arg162_1 = None
        unsqueeze_257: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_256, -1);  unsqueeze_256 = None
        unsqueeze_258: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_32, -1);  rsqrt_32 = None
        unsqueeze_259: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_258, -1);  unsqueeze_258 = None
        sub_32: "f32[1, 128, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_32, unsqueeze_257);  convolution_32 = unsqueeze_257 = None
        mul_64: "f32[1, 128, 17, 17]" = torch.ops.aten.mul.Tensor(sub_32, unsqueeze_259);  sub_32 = unsqueeze_259 = None
        unsqueeze_260: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg164_1, -1);  arg164_1 = None
        unsqueeze_261: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_260, -1);  unsqueeze_260 = None
        mul_65: "f32[1, 128, 17, 17]" = torch.ops.aten.mul.Tensor(mul_64, unsqueeze_261);  mul_64 = unsqueeze_261 = None
        unsqueeze_262: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg165_1, -1);  arg165_1 = None
        unsqueeze_263: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_262, -1);  unsqueeze_262 = None
        add_65: "f32[1, 128, 17, 17]" = torch.ops.aten.add.Tensor(mul_65, unsqueeze_263);  mul_65 = unsqueeze_263 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_32: "f32[1, 128, 17, 17]" = torch.ops.aten.relu.default(add_65);  add_65 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_33: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_32, arg166_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_32 = arg166_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_66: "f32[192]" = torch.ops.aten.add.Tensor(arg168_1, 0.001);  arg168_1 = None
        rsqrt_33: "f32[192]" = torch.ops.aten.rsqrt.default(add_66);  add_66 = None
        unsqueeze_264: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg167_1, -1);  arg167_1 = None
        unsqueeze_265: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_264, -1);  unsqueeze_264 = None
        unsqueeze_266: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_33, -1);  rsqrt_33 = None
        unsqueeze_267: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_266, -1);  unsqueeze_266 = None
        sub_33: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_33, unsqueeze_265);  convolution_33 = unsqueeze_265 = None
        mul_66: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_33, unsqueeze_267);  sub_33 = unsqueeze_267 = None
        unsqueeze_268: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg169_1, -1);  arg169_1 = None
        unsqueeze_269: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_268, -1);  unsqueeze_268 = None
        mul_67: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_66, unsqueeze_269);  mul_66 = unsqueeze_269 = None
        unsqueeze_270: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg170_1, -1);  arg170_1 = None
        unsqueeze_271: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_270, -1);  unsqueeze_270 = None
        add_67: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_67, unsqueeze_271);  mul_67 = unsqueeze_271 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_33: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_67);  add_67 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_34: "f32[1, 128, 17, 17]" = torch.ops.aten.convolution.default(cat_3, arg171_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg171_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_68: "f32[128]" = torch.ops.aten.add.Tensor(arg173_1, 0.001);  arg173_1 = None
        rsqrt_34: "f32[128]" = torch.ops.aten.rsqrt.default(add_68);  add_68 = None
        unsqueeze_272: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg172_1, -1);  arg172_1 = None
        unsqueeze_273: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_272, -1);  unsqueeze_272 = None
        unsqueeze_274: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_34, -1);  rsqrt_34 = None
        unsqueeze_275: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_274, -1);  unsqueeze_274 = None
        sub_34: "f32[1, 128, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_34, unsqueeze_273);  convolution_34 = unsqueeze_273 = None
        mul_68: "f32[1, 128, 17, 17]" = torch.ops.aten.mul.Tensor(sub_34, unsqueeze_275);  sub_34 = unsqueeze_275 = None
        unsqueeze_276: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg174_1, -1);  arg174_1 = None
        unsqueeze_277: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_276, -1);  unsqueeze_276 = None
        mul_69: "f32[1, 128, 17, 17]" = torch.ops.aten.mul.Tensor(mul_68, unsqueeze_277);  mul_68 = unsqueeze_277 = None
        unsqueeze_278: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg175_1, -1);  arg175_1 = None
        unsqueeze_279: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_278, -1);  unsqueeze_278 = None
        add_69: "f32[1, 128, 17, 17]" = torch.ops.aten.add.Tensor(mul_69, unsqueeze_279);  mul_69 = unsqueeze_279 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_34: "f32[1, 128, 17, 17]" = torch.ops.aten.relu.default(add_69);  add_69 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_35: "f32[1, 128, 17, 17]" = torch.ops.aten.convolution.default(relu_34, arg176_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_34 = arg176_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_70: "f32[128]" = torch.ops.aten.add.Tensor(arg178_1, 0.001);  arg178_1 = None
        rsqrt_35: "f32[128]" = torch.ops.aten.rsqrt.default(add_70);  add_70 = None
        unsqueeze_280: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg177_1, -1);  arg177_1 = None
        unsqueeze_281: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_280, -1);  unsqueeze_280 = None
        unsqueeze_282: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_35, -1);  rsqrt_35 = None
        unsqueeze_283: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_282, -1);  unsqueeze_282 = None
        sub_35: "f32[1, 128, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_35, unsqueeze_281);  convolution_35 = unsqueeze_281 = None
        mul_70: "f32[1, 128, 17, 17]" = torch.ops.aten.mul.Tensor(sub_35, unsqueeze_283);  sub_35 = unsqueeze_283 = None
        unsqueeze_284: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg179_1, -1);  arg179_1 = None
        unsqueeze_285: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_284, -1);  unsqueeze_284 = None
        mul_71: "f32[1, 128, 17, 17]" = torch.ops.aten.mul.Tensor(mul_70, unsqueeze_285);  mul_70 = unsqueeze_285 = None
        unsqueeze_286: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg180_1, -1);  arg180_1 = None
        unsqueeze_287: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_286, -1);  unsqueeze_286 = None
        add_71: "f32[1, 128, 17, 17]" = torch.ops.aten.add.Tensor(mul_71, unsqueeze_287);  mul_71 = unsqueeze_287 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_35: "f32[1, 128, 17, 17]" = torch.ops.aten.relu.default(add_71);  add_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_36: "f32[1, 128, 17, 17]" = torch.ops.aten.convolution.default(relu_35, arg181_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_35 = arg181_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_72: "f32[128]" = torch.ops.aten.add.Tensor(arg183_1, 0.001);  arg183_1 = None
        rsqrt_36: "f32[128]" = torch.ops.aten.rsqrt.default(add_72);  add_72 = None
        unsqueeze_288: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg182_1, -1);  arg182_1 = None
        unsqueeze_289: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_288, -1);  unsqueeze_288 = None
        unsqueeze_290: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_36, -1);  rsqrt_36 = None
        unsqueeze_291: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_290, -1);  unsqueeze_290 = None
        sub_36: "f32[1, 128, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_36, unsqueeze_289);  convolution_36 = unsqueeze_289 = None
        mul_72: "f32[1, 128, 17, 17]" = torch.ops.aten.mul.Tensor(sub_36, unsqueeze_291);  sub_36 = unsqueeze_291 = None
        unsqueeze_292: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg184_1, -1);  arg184_1 = None
        unsqueeze_293: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_292, -1);  unsqueeze_292 = None
        mul_73: "f32[1, 128, 17, 17]" = torch.ops.aten.mul.Tensor(mul_72, unsqueeze_293);  mul_72 = unsqueeze_293 = None
        unsqueeze_294: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg185_1, -1);  arg185_1 = None
        unsqueeze_295: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_294, -1);  unsqueeze_294 = None
        add_73: "f32[1, 128, 17, 17]" = torch.ops.aten.add.Tensor(mul_73, unsqueeze_295);  mul_73 = unsqueeze_295 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_36: "f32[1, 128, 17, 17]" = torch.ops.aten.relu.default(add_73);  add_73 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_37: "f32[1, 128, 17, 17]" = torch.ops.aten.convolution.default(relu_36, arg186_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_36 = arg186_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_74: "f32[128]" = torch.ops.aten.add.Tensor(arg188_1, 0.001);  arg188_1 = None
        rsqrt_37: "f32[128]" = torch.ops.aten.rsqrt.default(add_74);  add_74 = None
        unsqueeze_296: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg187_1, -1);  arg187_1 = None
        unsqueeze_297: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_296, -1);  unsqueeze_296 = None
        unsqueeze_298: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_37, -1);  rsqrt_37 = None
        unsqueeze_299: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_298, -1);  unsqueeze_298 = None
        sub_37: "f32[1, 128, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_37, unsqueeze_297);  convolution_37 = unsqueeze_297 = None
        mul_74: "f32[1, 128, 17, 17]" = torch.ops.aten.mul.Tensor(sub_37, unsqueeze_299);  sub_37 = unsqueeze_299 = None
        unsqueeze_300: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg189_1, -1);  arg189_1 = None
        unsqueeze_301: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_300, -1);  unsqueeze_300 = None
        mul_75: "f32[1, 128, 17, 17]" = torch.ops.aten.mul.Tensor(mul_74, unsqueeze_301);  mul_74 = unsqueeze_301 = None
        unsqueeze_302: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg190_1, -1);  arg190_1 = None
        unsqueeze_303: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_302, -1);  unsqueeze_302 = None
        add_75: "f32[1, 128, 17, 17]" = torch.ops.aten.add.Tensor(mul_75, unsqueeze_303);  mul_75 = unsqueeze_303 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_37: "f32[1, 128, 17, 17]" = torch.ops.aten.relu.default(add_75);  add_75 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_38: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_37, arg191_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_37 = arg191_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_76: "f32[192]" = torch.ops.aten.add.Tensor(arg193_1, 0.001);  arg193_1 = None
        rsqrt_38: "f32[192]" = torch.ops.aten.rsqrt.default(add_76);  add_76 = None
        unsqueeze_304: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg192_1, -1);  arg192_1 = None
        unsqueeze_305: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_304, -1);  unsqueeze_304 = None
        unsqueeze_306: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_38, -1);  rsqrt_38 = None
        unsqueeze_307: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_306, -1);  unsqueeze_306 = None
        sub_38: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_38, unsqueeze_305);  convolution_38 = unsqueeze_305 = None
        mul_76: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_38, unsqueeze_307);  sub_38 = unsqueeze_307 = None
        unsqueeze_308: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg194_1, -1);  arg194_1 = None
        unsqueeze_309: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_308, -1);  unsqueeze_308 = None
        mul_77: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_76, unsqueeze_309);  mul_76 = unsqueeze_309 = None
        unsqueeze_310: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg195_1, -1);  arg195_1 = None
        unsqueeze_311: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_310, -1);  unsqueeze_310 = None
        add_77: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_77, unsqueeze_311);  mul_77 = unsqueeze_311 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_38: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_77);  add_77 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:278 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_3: "f32[1, 768, 17, 17]" = torch.ops.aten.avg_pool2d.default(cat_3, [3, 3], [1, 1], [1, 1]);  cat_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_39: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(avg_pool2d_3, arg196_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_3 = arg196_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_78: "f32[192]" = torch.ops.aten.add.Tensor(arg198_1, 0.001);  arg198_1 = None
        rsqrt_39: "f32[192]" = torch.ops.aten.rsqrt.default(add_78);  add_78 = None
        unsqueeze_312: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg197_1, -1);  arg197_1 = None
        unsqueeze_313: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_312, -1);  unsqueeze_312 = None
        unsqueeze_314: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_39, -1);  rsqrt_39 = None
        unsqueeze_315: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_314, -1);  unsqueeze_314 = None
        sub_39: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_39, unsqueeze_313);  convolution_39 = unsqueeze_313 = None
        mul_78: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_39, unsqueeze_315);  sub_39 = unsqueeze_315 = None
        unsqueeze_316: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg199_1, -1);  arg199_1 = None
        unsqueeze_317: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_316, -1);  unsqueeze_316 = None
        mul_79: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_78, unsqueeze_317);  mul_78 = unsqueeze_317 = None
        unsqueeze_318: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg200_1, -1);  arg200_1 = None
        unsqueeze_319: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_318, -1);  unsqueeze_318 = None
        add_79: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_79, unsqueeze_319);  mul_79 = unsqueeze_319 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_39: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_79);  add_79 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:286 in forward, code: return torch.cat(outputs, 1)
        cat_4: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu_30, relu_33, relu_38, relu_39], 1);  relu_30 = relu_33 = relu_38 = relu_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_40: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_4, arg201_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg201_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_80: "f32[192]" = torch.ops.aten.add.Tensor(arg203_1, 0.001);  arg203_1 = None
        rsqrt_40: "f32[192]" = torch.ops.aten.rsqrt.default(add_80);  add_80 = None
        unsqueeze_320: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg202_1, -1);  arg202_1 = None
        unsqueeze_321: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_320, -1);  unsqueeze_320 = None
        unsqueeze_322: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_40, -1);  rsqrt_40 = None
        unsqueeze_323: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_322, -1);  unsqueeze_322 = None
        sub_40: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_40, unsqueeze_321);  convolution_40 = unsqueeze_321 = None
        mul_80: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_40, unsqueeze_323);  sub_40 = unsqueeze_323 = None
        unsqueeze_324: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg204_1, -1);  arg204_1 = None
        unsqueeze_325: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_324, -1);  unsqueeze_324 = None
        mul_81: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_80, unsqueeze_325);  mul_80 = unsqueeze_325 = None
        unsqueeze_326: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg205_1, -1);  arg205_1 = None
        unsqueeze_327: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_326, -1);  unsqueeze_326 = None
        add_81: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_81, unsqueeze_327);  mul_81 = unsqueeze_327 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_40: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_81);  add_81 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_41: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(cat_4, arg206_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg206_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_82: "f32[160]" = torch.ops.aten.add.Tensor(arg208_1, 0.001);  arg208_1 = None
        rsqrt_41: "f32[160]" = torch.ops.aten.rsqrt.default(add_82);  add_82 = None
        unsqueeze_328: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg207_1, -1);  arg207_1 = None
        unsqueeze_329: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_328, -1);  unsqueeze_328 = None
        unsqueeze_330: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_41, -1);  rsqrt_41 = None
        unsqueeze_331: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_330, -1);  unsqueeze_330 = None
        sub_41: "f32[1, 160, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_41, unsqueeze_329);  convolution_41 = unsqueeze_329 = None
        mul_82: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(sub_41, unsqueeze_331);  sub_41 = unsqueeze_331 = None
        unsqueeze_332: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg209_1, -1);  arg209_1 = None
        unsqueeze_333: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_332, -1);  unsqueeze_332 = None
        mul_83: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(mul_82, unsqueeze_333);  mul_82 = unsqueeze_333 = None
        unsqueeze_334: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg210_1, -1);  arg210_1 = None
        unsqueeze_335: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_334, -1);  unsqueeze_334 = None
        add_83: "f32[1, 160, 17, 17]" = torch.ops.aten.add.Tensor(mul_83, unsqueeze_335);  mul_83 = unsqueeze_335 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_41: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(add_83);  add_83 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_42: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_41, arg211_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_41 = arg211_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_84: "f32[160]" = torch.ops.aten.add.Tensor(arg213_1, 0.001);  arg213_1 = None
        rsqrt_42: "f32[160]" = torch.ops.aten.rsqrt.default(add_84);  add_84 = None
        unsqueeze_336: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg212_1, -1);  arg212_1 = None
        unsqueeze_337: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_336, -1);  unsqueeze_336 = None
        unsqueeze_338: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_42, -1);  rsqrt_42 = None
        unsqueeze_339: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_338, -1);  unsqueeze_338 = None
        sub_42: "f32[1, 160, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_42, unsqueeze_337);  convolution_42 = unsqueeze_337 = None
        mul_84: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(sub_42, unsqueeze_339);  sub_42 = unsqueeze_339 = None
        unsqueeze_340: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg214_1, -1);  arg214_1 = None
        unsqueeze_341: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_340, -1);  unsqueeze_340 = None
        mul_85: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(mul_84, unsqueeze_341);  mul_84 = unsqueeze_341 = None
        unsqueeze_342: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg215_1, -1);  arg215_1 = None
        unsqueeze_343: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_342, -1);  unsqueeze_342 = None
        add_85: "f32[1, 160, 17, 17]" = torch.ops.aten.add.Tensor(mul_85, unsqueeze_343);  mul_85 = unsqueeze_343 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_42: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(add_85);  add_85 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_43: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_42, arg216_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_42 = arg216_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_86: "f32[192]" = torch.ops.aten.add.Tensor(arg218_1, 0.001);  arg218_1 = None
        rsqrt_43: "f32[192]" = torch.ops.aten.rsqrt.default(add_86);  add_86 = None
        unsqueeze_344: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg217_1, -1);  arg217_1 = None
        unsqueeze_345: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_344, -1);  unsqueeze_344 = None
        unsqueeze_346: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_43, -1);  rsqrt_43 = None
        unsqueeze_347: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_346, -1);  unsqueeze_346 = None
        sub_43: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_43, unsqueeze_345);  convolution_43 = unsqueeze_345 = None
        mul_86: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_43, unsqueeze_347);  sub_43 = unsqueeze_347 = None
        unsqueeze_348: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg219_1, -1);  arg219_1 = None
        unsqueeze_349: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_348, -1);  unsqueeze_348 = None
        mul_87: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_86, unsqueeze_349);  mul_86 = unsqueeze_349 = None
        unsqueeze_350: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg220_1, -1);  arg220_1 = None
        unsqueeze_351: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_350, -1);  unsqueeze_350 = None
        add_87: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_87, unsqueeze_351);  mul_87 = unsqueeze_351 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_43: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_87);  add_87 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_44: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(cat_4, arg221_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg221_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_88: "f32[160]" = torch.ops.aten.add.Tensor(arg223_1, 0.001);  arg223_1 = None
        rsqrt_44: "f32[160]" = torch.ops.aten.rsqrt.default(add_88);  add_88 = None
        unsqueeze_352: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg222_1, -1);  arg222_1 = None
        unsqueeze_353: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_352, -1);  unsqueeze_352 = None
        unsqueeze_354: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_44, -1);  rsqrt_44 = None
        unsqueeze_355: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_354, -1);  unsqueeze_354 = None
        sub_44: "f32[1, 160, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_44, unsqueeze_353);  convolution_44 = unsqueeze_353 = None
        mul_88: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(sub_44, unsqueeze_355);  sub_44 = unsqueeze_355 = None
        unsqueeze_356: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg224_1, -1);  arg224_1 = None
        unsqueeze_357: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_356, -1);  unsqueeze_356 = None
        mul_89: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(mul_88, unsqueeze_357);  mul_88 = unsqueeze_357 = None
        unsqueeze_358: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg225_1, -1);  arg225_1 = None
        unsqueeze_359: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_358, -1);  unsqueeze_358 = None
        add_89: "f32[1, 160, 17, 17]" = torch.ops.aten.add.Tensor(mul_89, unsqueeze_359);  mul_89 = unsqueeze_359 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_44: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(add_89);  add_89 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_45: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_44, arg226_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_44 = arg226_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_90: "f32[160]" = torch.ops.aten.add.Tensor(arg228_1, 0.001);  arg228_1 = None
        rsqrt_45: "f32[160]" = torch.ops.aten.rsqrt.default(add_90);  add_90 = None
        unsqueeze_360: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg227_1, -1);  arg227_1 = None
        unsqueeze_361: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_360, -1);  unsqueeze_360 = None
        unsqueeze_362: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_45, -1);  rsqrt_45 = None
        unsqueeze_363: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_362, -1);  unsqueeze_362 = None
        sub_45: "f32[1, 160, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_45, unsqueeze_361);  convolution_45 = unsqueeze_361 = None
        mul_90: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(sub_45, unsqueeze_363);  sub_45 = unsqueeze_363 = None
        unsqueeze_364: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg229_1, -1);  arg229_1 = None
        unsqueeze_365: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_364, -1);  unsqueeze_364 = None
        mul_91: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(mul_90, unsqueeze_365);  mul_90 = unsqueeze_365 = None
        unsqueeze_366: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg230_1, -1);  arg230_1 = None
        unsqueeze_367: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_366, -1);  unsqueeze_366 = None
        add_91: "f32[1, 160, 17, 17]" = torch.ops.aten.add.Tensor(mul_91, unsqueeze_367);  mul_91 = unsqueeze_367 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_45: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(add_91);  add_91 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_46: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_45, arg231_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_45 = arg231_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_92: "f32[160]" = torch.ops.aten.add.Tensor(arg233_1, 0.001);  arg233_1 = None
        rsqrt_46: "f32[160]" = torch.ops.aten.rsqrt.default(add_92);  add_92 = None
        unsqueeze_368: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg232_1, -1);  arg232_1 = None
        unsqueeze_369: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_368, -1);  unsqueeze_368 = None
        unsqueeze_370: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_46, -1);  rsqrt_46 = None
        unsqueeze_371: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_370, -1);  unsqueeze_370 = None
        sub_46: "f32[1, 160, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_46, unsqueeze_369);  convolution_46 = unsqueeze_369 = None
        mul_92: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(sub_46, unsqueeze_371);  sub_46 = unsqueeze_371 = None
        unsqueeze_372: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg234_1, -1);  arg234_1 = None
        unsqueeze_373: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_372, -1);  unsqueeze_372 = None
        mul_93: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(mul_92, unsqueeze_373);  mul_92 = unsqueeze_373 = None
        unsqueeze_374: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg235_1, -1);  arg235_1 = None
        unsqueeze_375: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_374, -1);  unsqueeze_374 = None
        add_93: "f32[1, 160, 17, 17]" = torch.ops.aten.add.Tensor(mul_93, unsqueeze_375);  mul_93 = unsqueeze_375 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_46: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(add_93);  add_93 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_47: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_46, arg236_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_46 = arg236_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_94: "f32[160]" = torch.ops.aten.add.Tensor(arg238_1, 0.001);  arg238_1 = None
        rsqrt_47: "f32[160]" = torch.ops.aten.rsqrt.default(add_94);  add_94 = None
        unsqueeze_376: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg237_1, -1);  arg237_1 = None
        unsqueeze_377: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_376, -1);  unsqueeze_376 = None
        unsqueeze_378: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_47, -1);  rsqrt_47 = None
        unsqueeze_379: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_378, -1);  unsqueeze_378 = None
        sub_47: "f32[1, 160, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_47, unsqueeze_377);  convolution_47 = unsqueeze_377 = None
        mul_94: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(sub_47, unsqueeze_379);  sub_47 = unsqueeze_379 = None
        unsqueeze_380: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg239_1, -1);  arg239_1 = None
        unsqueeze_381: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_380, -1);  unsqueeze_380 = None
        mul_95: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(mul_94, unsqueeze_381);  mul_94 = unsqueeze_381 = None
        unsqueeze_382: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg240_1, -1);  arg240_1 = None
        unsqueeze_383: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_382, -1);  unsqueeze_382 = None
        add_95: "f32[1, 160, 17, 17]" = torch.ops.aten.add.Tensor(mul_95, unsqueeze_383);  mul_95 = unsqueeze_383 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_47: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(add_95);  add_95 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_48: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_47, arg241_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_47 = arg241_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_96: "f32[192]" = torch.ops.aten.add.Tensor(arg243_1, 0.001);  arg243_1 = None
        rsqrt_48: "f32[192]" = torch.ops.aten.rsqrt.default(add_96);  add_96 = None
        unsqueeze_384: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg242_1, -1);  arg242_1 = None
        unsqueeze_385: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_384, -1);  unsqueeze_384 = None
        unsqueeze_386: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_48, -1);  rsqrt_48 = None
        unsqueeze_387: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_386, -1);  unsqueeze_386 = None
        sub_48: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_48, unsqueeze_385);  convolution_48 = unsqueeze_385 = None
        mul_96: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_48, unsqueeze_387);  sub_48 = unsqueeze_387 = None
        unsqueeze_388: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg244_1, -1);  arg244_1 = None
        unsqueeze_389: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_388, -1);  unsqueeze_388 = None
        mul_97: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_96, unsqueeze_389);  mul_96 = unsqueeze_389 = None
        unsqueeze_390: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg245_1, -1);  arg245_1 = None
        unsqueeze_391: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_390, -1);  unsqueeze_390 = None
        add_97: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_97, unsqueeze_391);  mul_97 = unsqueeze_391 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_48: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_97);  add_97 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:278 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_4: "f32[1, 768, 17, 17]" = torch.ops.aten.avg_pool2d.default(cat_4, [3, 3], [1, 1], [1, 1]);  cat_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_49: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(avg_pool2d_4, arg246_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_4 = arg246_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_98: "f32[192]" = torch.ops.aten.add.Tensor(arg248_1, 0.001);  arg248_1 = None
        rsqrt_49: "f32[192]" = torch.ops.aten.rsqrt.default(add_98);  add_98 = None
        unsqueeze_392: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg247_1, -1);  arg247_1 = None
        unsqueeze_393: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_392, -1);  unsqueeze_392 = None
        unsqueeze_394: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_49, -1);  rsqrt_49 = None
        unsqueeze_395: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_394, -1);  unsqueeze_394 = None
        sub_49: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_49, unsqueeze_393);  convolution_49 = unsqueeze_393 = None
        mul_98: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_49, unsqueeze_395);  sub_49 = unsqueeze_395 = None
        unsqueeze_396: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg249_1, -1);  arg249_1 = None
        unsqueeze_397: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_396, -1);  unsqueeze_396 = None
        mul_99: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_98, unsqueeze_397);  mul_98 = unsqueeze_397 = None
        unsqueeze_398: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg250_1, -1);  arg250_1 = None
        unsqueeze_399: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_398, -1);  unsqueeze_398 = None
        add_99: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_99, unsqueeze_399);  mul_99 = unsqueeze_399 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_49: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_99);  add_99 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:286 in forward, code: return torch.cat(outputs, 1)
        cat_5: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu_40, relu_43, relu_48, relu_49], 1);  relu_40 = relu_43 = relu_48 = relu_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_50: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_5, arg251_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg251_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_100: "f32[192]" = torch.ops.aten.add.Tensor(arg253_1, 0.001);  arg253_1 = None
        rsqrt_50: "f32[192]" = torch.ops.aten.rsqrt.default(add_100);  add_100 = None
        unsqueeze_400: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg252_1, -1);  arg252_1 = None
        unsqueeze_401: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_400, -1);  unsqueeze_400 = None
        unsqueeze_402: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_50, -1);  rsqrt_50 = None
        unsqueeze_403: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_402, -1);  unsqueeze_402 = None
        sub_50: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_50, unsqueeze_401);  convolution_50 = unsqueeze_401 = None
        mul_100: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_50, unsqueeze_403);  sub_50 = unsqueeze_403 = None
        unsqueeze_404: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg254_1, -1);  arg254_1 = None
        unsqueeze_405: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_404, -1);  unsqueeze_404 = None
        mul_101: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_100, unsqueeze_405);  mul_100 = unsqueeze_405 = None
        unsqueeze_406: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg255_1, -1);  arg255_1 = None
        unsqueeze_407: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_406, -1);  unsqueeze_406 = None
        add_101: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_101, unsqueeze_407);  mul_101 = unsqueeze_407 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_50: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_101);  add_101 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_51: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(cat_5, arg256_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg256_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_102: "f32[160]" = torch.ops.aten.add.Tensor(arg258_1, 0.001);  arg258_1 = None
        rsqrt_51: "f32[160]" = torch.ops.aten.rsqrt.default(add_102);  add_102 = None
        unsqueeze_408: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg257_1, -1);  arg257_1 = None
        unsqueeze_409: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_408, -1);  unsqueeze_408 = None
        unsqueeze_410: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_51, -1);  rsqrt_51 = None
        unsqueeze_411: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_410, -1);  unsqueeze_410 = None
        sub_51: "f32[1, 160, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_51, unsqueeze_409);  convolution_51 = unsqueeze_409 = None
        mul_102: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(sub_51, unsqueeze_411);  sub_51 = unsqueeze_411 = None
        unsqueeze_412: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg259_1, -1);  arg259_1 = None
        unsqueeze_413: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_412, -1);  unsqueeze_412 = None
        mul_103: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(mul_102, unsqueeze_413);  mul_102 = unsqueeze_413 = None
        unsqueeze_414: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg260_1, -1);  arg260_1 = None
        unsqueeze_415: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_414, -1);  unsqueeze_414 = None
        add_103: "f32[1, 160, 17, 17]" = torch.ops.aten.add.Tensor(mul_103, unsqueeze_415);  mul_103 = unsqueeze_415 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_51: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(add_103);  add_103 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_52: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_51, arg261_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_51 = arg261_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_104: "f32[160]" = torch.ops.aten.add.Tensor(arg263_1, 0.001);  arg263_1 = None
        rsqrt_52: "f32[160]" = torch.ops.aten.rsqrt.default(add_104);  add_104 = None
        unsqueeze_416: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg262_1, -1);  arg262_1 = None
        unsqueeze_417: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_416, -1);  unsqueeze_416 = None
        unsqueeze_418: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_52, -1);  rsqrt_52 = None
        unsqueeze_419: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_418, -1);  unsqueeze_418 = None
        sub_52: "f32[1, 160, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_52, unsqueeze_417);  convolution_52 = unsqueeze_417 = None
        mul_104: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(sub_52, unsqueeze_419);  sub_52 = unsqueeze_419 = None
        unsqueeze_420: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg264_1, -1);  arg264_1 = None
        unsqueeze_421: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_420, -1);  unsqueeze_420 = None
        mul_105: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(mul_104, unsqueeze_421);  mul_104 = unsqueeze_421 = None
        unsqueeze_422: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg265_1, -1);  arg265_1 = None
        unsqueeze_423: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_422, -1);  unsqueeze_422 = None
        add_105: "f32[1, 160, 17, 17]" = torch.ops.aten.add.Tensor(mul_105, unsqueeze_423);  mul_105 = unsqueeze_423 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_52: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(add_105);  add_105 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_53: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_52, arg266_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_52 = arg266_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_106: "f32[192]" = torch.ops.aten.add.Tensor(arg268_1, 0.001);  arg268_1 = None
        rsqrt_53: "f32[192]" = torch.ops.aten.rsqrt.default(add_106);  add_106 = None
        unsqueeze_424: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg267_1, -1);  arg267_1 = None
        unsqueeze_425: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_424, -1);  unsqueeze_424 = None
        unsqueeze_426: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_53, -1);  rsqrt_53 = None
        unsqueeze_427: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_426, -1);  unsqueeze_426 = None
        sub_53: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_53, unsqueeze_425);  convolution_53 = unsqueeze_425 = None
        mul_106: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_53, unsqueeze_427);  sub_53 = unsqueeze_427 = None
        unsqueeze_428: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg269_1, -1);  arg269_1 = None
        unsqueeze_429: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_428, -1);  unsqueeze_428 = None
        mul_107: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_106, unsqueeze_429);  mul_106 = unsqueeze_429 = None
        unsqueeze_430: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg270_1, -1);  arg270_1 = None
        unsqueeze_431: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_430, -1);  unsqueeze_430 = None
        add_107: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_107, unsqueeze_431);  mul_107 = unsqueeze_431 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_53: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_107);  add_107 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_54: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(cat_5, arg271_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg271_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_108: "f32[160]" = torch.ops.aten.add.Tensor(arg273_1, 0.001);  arg273_1 = None
        rsqrt_54: "f32[160]" = torch.ops.aten.rsqrt.default(add_108);  add_108 = None
        unsqueeze_432: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg272_1, -1);  arg272_1 = None
        unsqueeze_433: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_432, -1);  unsqueeze_432 = None
        unsqueeze_434: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_54, -1);  rsqrt_54 = None
        unsqueeze_435: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_434, -1);  unsqueeze_434 = None
        sub_54: "f32[1, 160, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_54, unsqueeze_433);  convolution_54 = unsqueeze_433 = None
        mul_108: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(sub_54, unsqueeze_435);  sub_54 = unsqueeze_435 = None
        unsqueeze_436: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg274_1, -1);  arg274_1 = None
        unsqueeze_437: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_436, -1);  unsqueeze_436 = None
        mul_109: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(mul_108, unsqueeze_437);  mul_108 = unsqueeze_437 = None
        unsqueeze_438: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg275_1, -1);  arg275_1 = None
        unsqueeze_439: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_438, -1);  unsqueeze_438 = None
        add_109: "f32[1, 160, 17, 17]" = torch.ops.aten.add.Tensor(mul_109, unsqueeze_439);  mul_109 = unsqueeze_439 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_54: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(add_109);  add_109 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_55: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_54, arg276_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_54 = arg276_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_110: "f32[160]" = torch.ops.aten.add.Tensor(arg278_1, 0.001);  arg278_1 = None
        rsqrt_55: "f32[160]" = torch.ops.aten.rsqrt.default(add_110);  add_110 = None
        unsqueeze_440: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg277_1, -1);  arg277_1 = None
        unsqueeze_441: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_440, -1);  unsqueeze_440 = None
        unsqueeze_442: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_55, -1);  rsqrt_55 = None
        unsqueeze_443: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_442, -1);  unsqueeze_442 = None
        sub_55: "f32[1, 160, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_55, unsqueeze_441);  convolution_55 = unsqueeze_441 = None
        mul_110: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(sub_55, unsqueeze_443);  sub_55 = unsqueeze_443 = None
        unsqueeze_444: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg279_1, -1);  arg279_1 = None
        unsqueeze_445: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_444, -1);  unsqueeze_444 = None
        mul_111: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(mul_110, unsqueeze_445);  mul_110 = unsqueeze_445 = None
        unsqueeze_446: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg280_1, -1);  arg280_1 = None
        unsqueeze_447: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_446, -1);  unsqueeze_446 = None
        add_111: "f32[1, 160, 17, 17]" = torch.ops.aten.add.Tensor(mul_111, unsqueeze_447);  mul_111 = unsqueeze_447 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_55: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(add_111);  add_111 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_56: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_55, arg281_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_55 = arg281_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_112: "f32[160]" = torch.ops.aten.add.Tensor(arg283_1, 0.001);  arg283_1 = None
        rsqrt_56: "f32[160]" = torch.ops.aten.rsqrt.default(add_112);  add_112 = None
        unsqueeze_448: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg282_1, -1);  arg282_1 = None
        unsqueeze_449: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_448, -1);  unsqueeze_448 = None
        unsqueeze_450: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_56, -1);  rsqrt_56 = None
        unsqueeze_451: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_450, -1);  unsqueeze_450 = None
        sub_56: "f32[1, 160, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_56, unsqueeze_449);  convolution_56 = unsqueeze_449 = None
        mul_112: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(sub_56, unsqueeze_451);  sub_56 = unsqueeze_451 = None
        unsqueeze_452: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg284_1, -1);  arg284_1 = None
        unsqueeze_453: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_452, -1);  unsqueeze_452 = None
        mul_113: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(mul_112, unsqueeze_453);  mul_112 = unsqueeze_453 = None
        unsqueeze_454: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg285_1, -1);  arg285_1 = None
        unsqueeze_455: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_454, -1);  unsqueeze_454 = None
        add_113: "f32[1, 160, 17, 17]" = torch.ops.aten.add.Tensor(mul_113, unsqueeze_455);  mul_113 = unsqueeze_455 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_56: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(add_113);  add_113 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_57: "f32[1, 160, 17, 17]" = torch.ops.aten.convolution.default(relu_56, arg286_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_56 = arg286_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_114: "f32[160]" = torch.ops.aten.add.Tensor(arg288_1, 0.001);  arg288_1 = None
        rsqrt_57: "f32[160]" = torch.ops.aten.rsqrt.default(add_114);  add_114 = None
        unsqueeze_456: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg287_1, -1);  arg287_1 = None
        unsqueeze_457: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_456, -1);  unsqueeze_456 = None
        unsqueeze_458: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_57, -1);  rsqrt_57 = None
        unsqueeze_459: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_458, -1);  unsqueeze_458 = None
        sub_57: "f32[1, 160, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_57, unsqueeze_457);  convolution_57 = unsqueeze_457 = None
        mul_114: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(sub_57, unsqueeze_459);  sub_57 = unsqueeze_459 = None
        unsqueeze_460: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg289_1, -1);  arg289_1 = None
        unsqueeze_461: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_460, -1);  unsqueeze_460 = None
        mul_115: "f32[1, 160, 17, 17]" = torch.ops.aten.mul.Tensor(mul_114, unsqueeze_461);  mul_114 = unsqueeze_461 = None
        unsqueeze_462: "f32[160, 1]" = torch.ops.aten.unsqueeze.default(arg290_1, -1);  arg290_1 = None
        unsqueeze_463: "f32[160, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_462, -1);  unsqueeze_462 = None
        add_115: "f32[1, 160, 17, 17]" = torch.ops.aten.add.Tensor(mul_115, unsqueeze_463);  mul_115 = unsqueeze_463 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_57: "f32[1, 160, 17, 17]" = torch.ops.aten.relu.default(add_115);  add_115 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_58: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_57, arg291_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_57 = arg291_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_116: "f32[192]" = torch.ops.aten.add.Tensor(arg293_1, 0.001);  arg293_1 = None
        rsqrt_58: "f32[192]" = torch.ops.aten.rsqrt.default(add_116);  add_116 = None
        unsqueeze_464: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg292_1, -1);  arg292_1 = None
        unsqueeze_465: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_464, -1);  unsqueeze_464 = None
        unsqueeze_466: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_58, -1);  rsqrt_58 = None
        unsqueeze_467: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_466, -1);  unsqueeze_466 = None
        sub_58: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_58, unsqueeze_465);  convolution_58 = unsqueeze_465 = None
        mul_116: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_58, unsqueeze_467);  sub_58 = unsqueeze_467 = None
        unsqueeze_468: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg294_1, -1);  arg294_1 = None
        unsqueeze_469: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_468, -1);  unsqueeze_468 = None
        mul_117: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_116, unsqueeze_469);  mul_116 = unsqueeze_469 = None
        unsqueeze_470: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg295_1, -1);  arg295_1 = None
        unsqueeze_471: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_470, -1);  unsqueeze_470 = None
        add_117: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_117, unsqueeze_471);  mul_117 = unsqueeze_471 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_58: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_117);  add_117 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:278 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_5: "f32[1, 768, 17, 17]" = torch.ops.aten.avg_pool2d.default(cat_5, [3, 3], [1, 1], [1, 1]);  cat_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_59: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(avg_pool2d_5, arg296_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_5 = arg296_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_118: "f32[192]" = torch.ops.aten.add.Tensor(arg298_1, 0.001);  arg298_1 = None
        rsqrt_59: "f32[192]" = torch.ops.aten.rsqrt.default(add_118);  add_118 = None
        unsqueeze_472: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg297_1, -1);  arg297_1 = None
        unsqueeze_473: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_472, -1);  unsqueeze_472 = None
        unsqueeze_474: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_59, -1);  rsqrt_59 = None
        unsqueeze_475: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_474, -1);  unsqueeze_474 = None
        sub_59: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_59, unsqueeze_473);  convolution_59 = unsqueeze_473 = None
        mul_118: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_59, unsqueeze_475);  sub_59 = unsqueeze_475 = None
        unsqueeze_476: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg299_1, -1);  arg299_1 = None
        unsqueeze_477: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_476, -1);  unsqueeze_476 = None
        mul_119: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_118, unsqueeze_477);  mul_118 = unsqueeze_477 = None
        unsqueeze_478: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg300_1, -1);  arg300_1 = None
        unsqueeze_479: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_478, -1);  unsqueeze_478 = None
        add_119: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_119, unsqueeze_479);  mul_119 = unsqueeze_479 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_59: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_119);  add_119 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:286 in forward, code: return torch.cat(outputs, 1)
        cat_6: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu_50, relu_53, relu_58, relu_59], 1);  relu_50 = relu_53 = relu_58 = relu_59 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_60: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_6, arg301_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg301_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_120: "f32[192]" = torch.ops.aten.add.Tensor(arg303_1, 0.001);  arg303_1 = None
        rsqrt_60: "f32[192]" = torch.ops.aten.rsqrt.default(add_120);  add_120 = None
        unsqueeze_480: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg302_1, -1);  arg302_1 = None
        unsqueeze_481: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_480, -1);  unsqueeze_480 = None
        unsqueeze_482: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_60, -1);  rsqrt_60 = None
        unsqueeze_483: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_482, -1);  unsqueeze_482 = None
        sub_60: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_60, unsqueeze_481);  convolution_60 = unsqueeze_481 = None
        mul_120: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_60, unsqueeze_483);  sub_60 = unsqueeze_483 = None
        unsqueeze_484: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg304_1, -1);  arg304_1 = None
        unsqueeze_485: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_484, -1);  unsqueeze_484 = None
        mul_121: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_120, unsqueeze_485);  mul_120 = unsqueeze_485 = None
        unsqueeze_486: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg305_1, -1);  arg305_1 = None
        unsqueeze_487: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_486, -1);  unsqueeze_486 = None
        add_121: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_121, unsqueeze_487);  mul_121 = unsqueeze_487 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_60: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_121);  add_121 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_61: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_6, arg306_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg306_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_122: "f32[192]" = torch.ops.aten.add.Tensor(arg308_1, 0.001);  arg308_1 = None
        rsqrt_61: "f32[192]" = torch.ops.aten.rsqrt.default(add_122);  add_122 = None
        unsqueeze_488: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg307_1, -1);  arg307_1 = None
        unsqueeze_489: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_488, -1);  unsqueeze_488 = None
        unsqueeze_490: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_61, -1);  rsqrt_61 = None
        unsqueeze_491: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_490, -1);  unsqueeze_490 = None
        sub_61: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_61, unsqueeze_489);  convolution_61 = unsqueeze_489 = None
        mul_122: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_61, unsqueeze_491);  sub_61 = unsqueeze_491 = None
        unsqueeze_492: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg309_1, -1);  arg309_1 = None
        unsqueeze_493: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_492, -1);  unsqueeze_492 = None
        mul_123: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_122, unsqueeze_493);  mul_122 = unsqueeze_493 = None
        unsqueeze_494: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg310_1, -1);  arg310_1 = None
        unsqueeze_495: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_494, -1);  unsqueeze_494 = None
        add_123: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_123, unsqueeze_495);  mul_123 = unsqueeze_495 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_61: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_123);  add_123 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_62: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_61, arg311_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_61 = arg311_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_124: "f32[192]" = torch.ops.aten.add.Tensor(arg313_1, 0.001);  arg313_1 = None
        rsqrt_62: "f32[192]" = torch.ops.aten.rsqrt.default(add_124);  add_124 = None
        unsqueeze_496: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg312_1, -1);  arg312_1 = None
        unsqueeze_497: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_496, -1);  unsqueeze_496 = None
        unsqueeze_498: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_62, -1);  rsqrt_62 = None
        unsqueeze_499: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_498, -1);  unsqueeze_498 = None
        sub_62: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_62, unsqueeze_497);  convolution_62 = unsqueeze_497 = None
        mul_124: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_62, unsqueeze_499);  sub_62 = unsqueeze_499 = None
        unsqueeze_500: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg314_1, -1);  arg314_1 = None
        unsqueeze_501: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_500, -1);  unsqueeze_500 = None
        mul_125: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_124, unsqueeze_501);  mul_124 = unsqueeze_501 = None
        unsqueeze_502: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg315_1, -1);  arg315_1 = None
        unsqueeze_503: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_502, -1);  unsqueeze_502 = None
        add_125: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_125, unsqueeze_503);  mul_125 = unsqueeze_503 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_62: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_125);  add_125 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_63: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_62, arg316_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_62 = arg316_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_126: "f32[192]" = torch.ops.aten.add.Tensor(arg318_1, 0.001);  arg318_1 = None
        rsqrt_63: "f32[192]" = torch.ops.aten.rsqrt.default(add_126);  add_126 = None
        unsqueeze_504: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg317_1, -1);  arg317_1 = None
        unsqueeze_505: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_504, -1);  unsqueeze_504 = None
        unsqueeze_506: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_63, -1);  rsqrt_63 = None
        unsqueeze_507: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_506, -1);  unsqueeze_506 = None
        sub_63: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_63, unsqueeze_505);  convolution_63 = unsqueeze_505 = None
        mul_126: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_63, unsqueeze_507);  sub_63 = unsqueeze_507 = None
        unsqueeze_508: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg319_1, -1);  arg319_1 = None
        unsqueeze_509: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_508, -1);  unsqueeze_508 = None
        mul_127: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_126, unsqueeze_509);  mul_126 = unsqueeze_509 = None
        unsqueeze_510: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg320_1, -1);  arg320_1 = None
        unsqueeze_511: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_510, -1);  unsqueeze_510 = None
        add_127: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_127, unsqueeze_511);  mul_127 = unsqueeze_511 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_63: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_127);  add_127 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_64: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_6, arg321_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg321_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_128: "f32[192]" = torch.ops.aten.add.Tensor(arg323_1, 0.001);  arg323_1 = None
        rsqrt_64: "f32[192]" = torch.ops.aten.rsqrt.default(add_128);  add_128 = None
        unsqueeze_512: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg322_1, -1);  arg322_1 = None
        unsqueeze_513: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_512, -1);  unsqueeze_512 = None
        unsqueeze_514: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_64, -1);  rsqrt_64 = None
        unsqueeze_515: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_514, -1);  unsqueeze_514 = None
        sub_64: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_64, unsqueeze_513);  convolution_64 = unsqueeze_513 = None
        mul_128: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_64, unsqueeze_515);  sub_64 = unsqueeze_515 = None
        unsqueeze_516: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg324_1, -1);  arg324_1 = None
        unsqueeze_517: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_516, -1);  unsqueeze_516 = None
        mul_129: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_128, unsqueeze_517);  mul_128 = unsqueeze_517 = None
        unsqueeze_518: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg325_1, -1);  arg325_1 = None
        unsqueeze_519: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_518, -1);  unsqueeze_518 = None
        add_129: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_129, unsqueeze_519);  mul_129 = unsqueeze_519 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_64: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_129);  add_129 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_65: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_64, arg326_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_64 = arg326_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_130: "f32[192]" = torch.ops.aten.add.Tensor(arg328_1, 0.001);  arg328_1 = None
        rsqrt_65: "f32[192]" = torch.ops.aten.rsqrt.default(add_130);  add_130 = None
        unsqueeze_520: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg327_1, -1);  arg327_1 = None
        unsqueeze_521: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_520, -1);  unsqueeze_520 = None
        unsqueeze_522: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_65, -1);  rsqrt_65 = None
        unsqueeze_523: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_522, -1);  unsqueeze_522 = None
        sub_65: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_65, unsqueeze_521);  convolution_65 = unsqueeze_521 = None
        mul_130: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_65, unsqueeze_523);  sub_65 = unsqueeze_523 = None
        unsqueeze_524: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg329_1, -1);  arg329_1 = None
        unsqueeze_525: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_524, -1);  unsqueeze_524 = None
        mul_131: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_130, unsqueeze_525);  mul_130 = unsqueeze_525 = None
        unsqueeze_526: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg330_1, -1);  arg330_1 = None
        unsqueeze_527: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_526, -1);  unsqueeze_526 = None
        add_131: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_131, unsqueeze_527);  mul_131 = unsqueeze_527 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_65: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_131);  add_131 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_66: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_65, arg331_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_65 = arg331_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_132: "f32[192]" = torch.ops.aten.add.Tensor(arg333_1, 0.001);  arg333_1 = None
        rsqrt_66: "f32[192]" = torch.ops.aten.rsqrt.default(add_132);  add_132 = None
        unsqueeze_528: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg332_1, -1);  arg332_1 = None
        unsqueeze_529: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_528, -1);  unsqueeze_528 = None
        unsqueeze_530: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_66, -1);  rsqrt_66 = None
        unsqueeze_531: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_530, -1);  unsqueeze_530 = None
        sub_66: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_66, unsqueeze_529);  convolution_66 = unsqueeze_529 = None
        mul_132: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_66, unsqueeze_531);  sub_66 = unsqueeze_531 = None
        unsqueeze_532: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg334_1, -1);  arg334_1 = None
        unsqueeze_533: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_532, -1);  unsqueeze_532 = None
        mul_133: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_132, unsqueeze_533);  mul_132 = unsqueeze_533 = None
        unsqueeze_534: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg335_1, -1);  arg335_1 = None
        unsqueeze_535: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_534, -1);  unsqueeze_534 = None
        add_133: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_133, unsqueeze_535);  mul_133 = unsqueeze_535 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_66: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_133);  add_133 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_67: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_66, arg336_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_66 = arg336_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_134: "f32[192]" = torch.ops.aten.add.Tensor(arg338_1, 0.001);  arg338_1 = None
        rsqrt_67: "f32[192]" = torch.ops.aten.rsqrt.default(add_134);  add_134 = None
        unsqueeze_536: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg337_1, -1);  arg337_1 = None
        unsqueeze_537: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_536, -1);  unsqueeze_536 = None
        unsqueeze_538: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_67, -1);  rsqrt_67 = None
        unsqueeze_539: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_538, -1);  unsqueeze_538 = None
        sub_67: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_67, unsqueeze_537);  convolution_67 = unsqueeze_537 = None
        mul_134: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_67, unsqueeze_539);  sub_67 = unsqueeze_539 = None
        unsqueeze_540: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg339_1, -1);  arg339_1 = None
        unsqueeze_541: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_540, -1);  unsqueeze_540 = None
        mul_135: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_134, unsqueeze_541);  mul_134 = unsqueeze_541 = None
        unsqueeze_542: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg340_1, -1);  arg340_1 = None
        unsqueeze_543: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_542, -1);  unsqueeze_542 = None
        add_135: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_135, unsqueeze_543);  mul_135 = unsqueeze_543 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_67: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_135);  add_135 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_68: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_67, arg341_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_67 = arg341_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_136: "f32[192]" = torch.ops.aten.add.Tensor(arg343_1, 0.001);  arg343_1 = None
        rsqrt_68: "f32[192]" = torch.ops.aten.rsqrt.default(add_136);  add_136 = None
        unsqueeze_544: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg342_1, -1);  arg342_1 = None
        unsqueeze_545: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_544, -1);  unsqueeze_544 = None
        unsqueeze_546: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_68, -1);  rsqrt_68 = None
        unsqueeze_547: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_546, -1);  unsqueeze_546 = None
        sub_68: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_68, unsqueeze_545);  convolution_68 = unsqueeze_545 = None
        mul_136: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_68, unsqueeze_547);  sub_68 = unsqueeze_547 = None
        unsqueeze_548: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg344_1, -1);  arg344_1 = None
        unsqueeze_549: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_548, -1);  unsqueeze_548 = None
        mul_137: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_136, unsqueeze_549);  mul_136 = unsqueeze_549 = None
        unsqueeze_550: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg345_1, -1);  arg345_1 = None
        unsqueeze_551: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_550, -1);  unsqueeze_550 = None
        add_137: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_137, unsqueeze_551);  mul_137 = unsqueeze_551 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_68: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_137);  add_137 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:278 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_6: "f32[1, 768, 17, 17]" = torch.ops.aten.avg_pool2d.default(cat_6, [3, 3], [1, 1], [1, 1]);  cat_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_69: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(avg_pool2d_6, arg346_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_6 = arg346_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_138: "f32[192]" = torch.ops.aten.add.Tensor(arg348_1, 0.001);  arg348_1 = None
        rsqrt_69: "f32[192]" = torch.ops.aten.rsqrt.default(add_138);  add_138 = None
        unsqueeze_552: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg347_1, -1);  arg347_1 = None
        unsqueeze_553: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_552, -1);  unsqueeze_552 = None
        unsqueeze_554: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_69, -1);  rsqrt_69 = None
        unsqueeze_555: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_554, -1);  unsqueeze_554 = None
        sub_69: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_69, unsqueeze_553);  convolution_69 = unsqueeze_553 = None
        mul_138: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_69, unsqueeze_555);  sub_69 = unsqueeze_555 = None
        unsqueeze_556: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg349_1, -1);  arg349_1 = None
        unsqueeze_557: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_556, -1);  unsqueeze_556 = None
        mul_139: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_138, unsqueeze_557);  mul_138 = unsqueeze_557 = None
        unsqueeze_558: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg350_1, -1);  arg350_1 = None
        unsqueeze_559: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_558, -1);  unsqueeze_558 = None
        add_139: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_139, unsqueeze_559);  mul_139 = unsqueeze_559 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_69: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_139);  add_139 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:286 in forward, code: return torch.cat(outputs, 1)
        cat_7: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu_60, relu_63, relu_68, relu_69], 1);  relu_60 = relu_63 = relu_68 = relu_69 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_70: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_7, arg351_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg351_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_140: "f32[192]" = torch.ops.aten.add.Tensor(arg353_1, 0.001);  arg353_1 = None
        rsqrt_70: "f32[192]" = torch.ops.aten.rsqrt.default(add_140);  add_140 = None
        unsqueeze_560: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg352_1, -1);  arg352_1 = None
        unsqueeze_561: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_560, -1);  unsqueeze_560 = None
        unsqueeze_562: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_70, -1);  rsqrt_70 = None
        unsqueeze_563: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_562, -1);  unsqueeze_562 = None
        sub_70: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_70, unsqueeze_561);  convolution_70 = unsqueeze_561 = None
        mul_140: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_70, unsqueeze_563);  sub_70 = unsqueeze_563 = None
        unsqueeze_564: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg354_1, -1);  arg354_1 = None
        unsqueeze_565: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_564, -1);  unsqueeze_564 = None
        mul_141: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_140, unsqueeze_565);  mul_140 = unsqueeze_565 = None
        unsqueeze_566: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg355_1, -1);  arg355_1 = None
        unsqueeze_567: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_566, -1);  unsqueeze_566 = None
        add_141: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_141, unsqueeze_567);  mul_141 = unsqueeze_567 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_70: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_141);  add_141 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_71: "f32[1, 320, 8, 8]" = torch.ops.aten.convolution.default(relu_70, arg356_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_70 = arg356_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_142: "f32[320]" = torch.ops.aten.add.Tensor(arg358_1, 0.001);  arg358_1 = None
        rsqrt_71: "f32[320]" = torch.ops.aten.rsqrt.default(add_142);  add_142 = None
        unsqueeze_568: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(arg357_1, -1);  arg357_1 = None
        unsqueeze_569: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_568, -1);  unsqueeze_568 = None
        unsqueeze_570: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_71, -1);  rsqrt_71 = None
        unsqueeze_571: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_570, -1);  unsqueeze_570 = None
        sub_71: "f32[1, 320, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_71, unsqueeze_569);  convolution_71 = unsqueeze_569 = None
        mul_142: "f32[1, 320, 8, 8]" = torch.ops.aten.mul.Tensor(sub_71, unsqueeze_571);  sub_71 = unsqueeze_571 = None
        unsqueeze_572: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(arg359_1, -1);  arg359_1 = None
        unsqueeze_573: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_572, -1);  unsqueeze_572 = None
        mul_143: "f32[1, 320, 8, 8]" = torch.ops.aten.mul.Tensor(mul_142, unsqueeze_573);  mul_142 = unsqueeze_573 = None
        unsqueeze_574: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(arg360_1, -1);  arg360_1 = None
        unsqueeze_575: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_574, -1);  unsqueeze_574 = None
        add_143: "f32[1, 320, 8, 8]" = torch.ops.aten.add.Tensor(mul_143, unsqueeze_575);  mul_143 = unsqueeze_575 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_71: "f32[1, 320, 8, 8]" = torch.ops.aten.relu.default(add_143);  add_143 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_72: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(cat_7, arg361_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg361_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_144: "f32[192]" = torch.ops.aten.add.Tensor(arg363_1, 0.001);  arg363_1 = None
        rsqrt_72: "f32[192]" = torch.ops.aten.rsqrt.default(add_144);  add_144 = None
        unsqueeze_576: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg362_1, -1);  arg362_1 = None
        unsqueeze_577: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_576, -1);  unsqueeze_576 = None
        unsqueeze_578: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_72, -1);  rsqrt_72 = None
        unsqueeze_579: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_578, -1);  unsqueeze_578 = None
        sub_72: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_72, unsqueeze_577);  convolution_72 = unsqueeze_577 = None
        mul_144: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_72, unsqueeze_579);  sub_72 = unsqueeze_579 = None
        unsqueeze_580: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg364_1, -1);  arg364_1 = None
        unsqueeze_581: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_580, -1);  unsqueeze_580 = None
        mul_145: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_144, unsqueeze_581);  mul_144 = unsqueeze_581 = None
        unsqueeze_582: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg365_1, -1);  arg365_1 = None
        unsqueeze_583: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_582, -1);  unsqueeze_582 = None
        add_145: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_145, unsqueeze_583);  mul_145 = unsqueeze_583 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_72: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_145);  add_145 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_73: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_72, arg366_1, None, [1, 1], [0, 3], [1, 1], False, [0, 0], 1);  relu_72 = arg366_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_146: "f32[192]" = torch.ops.aten.add.Tensor(arg368_1, 0.001);  arg368_1 = None
        rsqrt_73: "f32[192]" = torch.ops.aten.rsqrt.default(add_146);  add_146 = None
        unsqueeze_584: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg367_1, -1);  arg367_1 = None
        unsqueeze_585: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_584, -1);  unsqueeze_584 = None
        unsqueeze_586: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_73, -1);  rsqrt_73 = None
        unsqueeze_587: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_586, -1);  unsqueeze_586 = None
        sub_73: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_73, unsqueeze_585);  convolution_73 = unsqueeze_585 = None
        mul_146: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_73, unsqueeze_587);  sub_73 = unsqueeze_587 = None
        unsqueeze_588: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg369_1, -1);  arg369_1 = None
        unsqueeze_589: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_588, -1);  unsqueeze_588 = None
        mul_147: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_146, unsqueeze_589);  mul_146 = unsqueeze_589 = None
        unsqueeze_590: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg370_1, -1);  arg370_1 = None
        unsqueeze_591: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_590, -1);  unsqueeze_590 = None
        add_147: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_147, unsqueeze_591);  mul_147 = unsqueeze_591 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_73: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_147);  add_147 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_74: "f32[1, 192, 17, 17]" = torch.ops.aten.convolution.default(relu_73, arg371_1, None, [1, 1], [3, 0], [1, 1], False, [0, 0], 1);  relu_73 = arg371_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_148: "f32[192]" = torch.ops.aten.add.Tensor(arg373_1, 0.001);  arg373_1 = None
        rsqrt_74: "f32[192]" = torch.ops.aten.rsqrt.default(add_148);  add_148 = None
        unsqueeze_592: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg372_1, -1);  arg372_1 = None
        unsqueeze_593: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_592, -1);  unsqueeze_592 = None
        unsqueeze_594: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_74, -1);  rsqrt_74 = None
        unsqueeze_595: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_594, -1);  unsqueeze_594 = None
        sub_74: "f32[1, 192, 17, 17]" = torch.ops.aten.sub.Tensor(convolution_74, unsqueeze_593);  convolution_74 = unsqueeze_593 = None
        mul_148: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(sub_74, unsqueeze_595);  sub_74 = unsqueeze_595 = None
        unsqueeze_596: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg374_1, -1);  arg374_1 = None
        unsqueeze_597: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_596, -1);  unsqueeze_596 = None
        mul_149: "f32[1, 192, 17, 17]" = torch.ops.aten.mul.Tensor(mul_148, unsqueeze_597);  mul_148 = unsqueeze_597 = None
        unsqueeze_598: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg375_1, -1);  arg375_1 = None
        unsqueeze_599: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_598, -1);  unsqueeze_598 = None
        add_149: "f32[1, 192, 17, 17]" = torch.ops.aten.add.Tensor(mul_149, unsqueeze_599);  mul_149 = unsqueeze_599 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_74: "f32[1, 192, 17, 17]" = torch.ops.aten.relu.default(add_149);  add_149 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_75: "f32[1, 192, 8, 8]" = torch.ops.aten.convolution.default(relu_74, arg376_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_74 = arg376_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_150: "f32[192]" = torch.ops.aten.add.Tensor(arg378_1, 0.001);  arg378_1 = None
        rsqrt_75: "f32[192]" = torch.ops.aten.rsqrt.default(add_150);  add_150 = None
        unsqueeze_600: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg377_1, -1);  arg377_1 = None
        unsqueeze_601: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_600, -1);  unsqueeze_600 = None
        unsqueeze_602: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_75, -1);  rsqrt_75 = None
        unsqueeze_603: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_602, -1);  unsqueeze_602 = None
        sub_75: "f32[1, 192, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_75, unsqueeze_601);  convolution_75 = unsqueeze_601 = None
        mul_150: "f32[1, 192, 8, 8]" = torch.ops.aten.mul.Tensor(sub_75, unsqueeze_603);  sub_75 = unsqueeze_603 = None
        unsqueeze_604: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg379_1, -1);  arg379_1 = None
        unsqueeze_605: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_604, -1);  unsqueeze_604 = None
        mul_151: "f32[1, 192, 8, 8]" = torch.ops.aten.mul.Tensor(mul_150, unsqueeze_605);  mul_150 = unsqueeze_605 = None
        unsqueeze_606: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg380_1, -1);  arg380_1 = None
        unsqueeze_607: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_606, -1);  unsqueeze_606 = None
        add_151: "f32[1, 192, 8, 8]" = torch.ops.aten.add.Tensor(mul_151, unsqueeze_607);  mul_151 = unsqueeze_607 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_75: "f32[1, 192, 8, 8]" = torch.ops.aten.relu.default(add_151);  add_151 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:311 in _forward, code: branch_pool = F.max_pool2d(x, kernel_size=3, stride=2)
        _low_memory_max_pool_with_offsets_3 = torch.ops.prims._low_memory_max_pool_with_offsets.default(cat_7, [3, 3], [2, 2], [0, 0], [1, 1], False);  cat_7 = None
        getitem_6: "f32[1, 768, 8, 8]" = _low_memory_max_pool_with_offsets_3[0];  _low_memory_max_pool_with_offsets_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:317 in forward, code: return torch.cat(outputs, 1)
        cat_8: "f32[1, 1280, 8, 8]" = torch.ops.aten.cat.default([relu_71, relu_75, getitem_6], 1);  relu_71 = relu_75 = getitem_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_76: "f32[1, 320, 8, 8]" = torch.ops.aten.convolution.default(cat_8, arg381_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg381_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_152: "f32[320]" = torch.ops.aten.add.Tensor(arg383_1, 0.001);  arg383_1 = None
        rsqrt_76: "f32[320]" = torch.ops.aten.rsqrt.default(add_152);  add_152 = None
        unsqueeze_608: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(arg382_1, -1);  arg382_1 = None
        unsqueeze_609: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_608, -1);  unsqueeze_608 = None
        unsqueeze_610: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_76, -1);  rsqrt_76 = None
        unsqueeze_611: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_610, -1);  unsqueeze_610 = None
        sub_76: "f32[1, 320, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_76, unsqueeze_609);  convolution_76 = unsqueeze_609 = None
        mul_152: "f32[1, 320, 8, 8]" = torch.ops.aten.mul.Tensor(sub_76, unsqueeze_611);  sub_76 = unsqueeze_611 = None
        unsqueeze_612: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(arg384_1, -1);  arg384_1 = None
        unsqueeze_613: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_612, -1);  unsqueeze_612 = None
        mul_153: "f32[1, 320, 8, 8]" = torch.ops.aten.mul.Tensor(mul_152, unsqueeze_613);  mul_152 = unsqueeze_613 = None
        unsqueeze_614: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(arg385_1, -1);  arg385_1 = None
        unsqueeze_615: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_614, -1);  unsqueeze_614 = None
        add_153: "f32[1, 320, 8, 8]" = torch.ops.aten.add.Tensor(mul_153, unsqueeze_615);  mul_153 = unsqueeze_615 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_76: "f32[1, 320, 8, 8]" = torch.ops.aten.relu.default(add_153);  add_153 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_77: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(cat_8, arg386_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg386_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_154: "f32[384]" = torch.ops.aten.add.Tensor(arg388_1, 0.001);  arg388_1 = None
        rsqrt_77: "f32[384]" = torch.ops.aten.rsqrt.default(add_154);  add_154 = None
        unsqueeze_616: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg387_1, -1);  arg387_1 = None
        unsqueeze_617: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_616, -1);  unsqueeze_616 = None
        unsqueeze_618: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_77, -1);  rsqrt_77 = None
        unsqueeze_619: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_618, -1);  unsqueeze_618 = None
        sub_77: "f32[1, 384, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_77, unsqueeze_617);  convolution_77 = unsqueeze_617 = None
        mul_154: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(sub_77, unsqueeze_619);  sub_77 = unsqueeze_619 = None
        unsqueeze_620: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg389_1, -1);  arg389_1 = None
        unsqueeze_621: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_620, -1);  unsqueeze_620 = None
        mul_155: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(mul_154, unsqueeze_621);  mul_154 = unsqueeze_621 = None
        unsqueeze_622: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg390_1, -1);  arg390_1 = None
        unsqueeze_623: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_622, -1);  unsqueeze_622 = None
        add_155: "f32[1, 384, 8, 8]" = torch.ops.aten.add.Tensor(mul_155, unsqueeze_623);  mul_155 = unsqueeze_623 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_77: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(add_155);  add_155 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_78: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_77, arg391_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg391_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_156: "f32[384]" = torch.ops.aten.add.Tensor(arg393_1, 0.001);  arg393_1 = None
        rsqrt_78: "f32[384]" = torch.ops.aten.rsqrt.default(add_156);  add_156 = None
        unsqueeze_624: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg392_1, -1);  arg392_1 = None
        unsqueeze_625: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_624, -1);  unsqueeze_624 = None
        unsqueeze_626: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_78, -1);  rsqrt_78 = None
        unsqueeze_627: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_626, -1);  unsqueeze_626 = None
        sub_78: "f32[1, 384, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_78, unsqueeze_625);  convolution_78 = unsqueeze_625 = None
        mul_156: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(sub_78, unsqueeze_627);  sub_78 = unsqueeze_627 = None
        unsqueeze_628: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg394_1, -1);  arg394_1 = None
        unsqueeze_629: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_628, -1);  unsqueeze_628 = None
        mul_157: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(mul_156, unsqueeze_629);  mul_156 = unsqueeze_629 = None
        unsqueeze_630: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg395_1, -1);  arg395_1 = None
        unsqueeze_631: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_630, -1);  unsqueeze_630 = None
        add_157: "f32[1, 384, 8, 8]" = torch.ops.aten.add.Tensor(mul_157, unsqueeze_631);  mul_157 = unsqueeze_631 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_78: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(add_157);  add_157 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_79: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_77, arg396_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_77 = arg396_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_158: "f32[384]" = torch.ops.aten.add.Tensor(arg398_1, 0.001);  arg398_1 = None
        rsqrt_79: "f32[384]" = torch.ops.aten.rsqrt.default(add_158);  add_158 = None
        unsqueeze_632: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg397_1, -1);  arg397_1 = None
        unsqueeze_633: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_632, -1);  unsqueeze_632 = None
        unsqueeze_634: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_79, -1);  rsqrt_79 = None
        unsqueeze_635: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_634, -1);  unsqueeze_634 = None
        sub_79: "f32[1, 384, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_79, unsqueeze_633);  convolution_79 = unsqueeze_633 = None
        mul_158: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(sub_79, unsqueeze_635);  sub_79 = unsqueeze_635 = None
        unsqueeze_636: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg399_1, -1);  arg399_1 = None
        unsqueeze_637: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_636, -1);  unsqueeze_636 = None
        mul_159: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(mul_158, unsqueeze_637);  mul_158 = unsqueeze_637 = None
        unsqueeze_638: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg400_1, -1);  arg400_1 = None
        unsqueeze_639: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_638, -1);  unsqueeze_638 = None
        add_159: "f32[1, 384, 8, 8]" = torch.ops.aten.add.Tensor(mul_159, unsqueeze_639);  mul_159 = unsqueeze_639 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_79: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(add_159);  add_159 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:346 in _forward, code: branch3x3 = torch.cat(branch3x3, 1)
        cat_9: "f32[1, 768, 8, 8]" = torch.ops.aten.cat.default([relu_78, relu_79], 1);  relu_78 = relu_79 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_80: "f32[1, 448, 8, 8]" = torch.ops.aten.convolution.default(cat_8, arg401_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg401_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_160: "f32[448]" = torch.ops.aten.add.Tensor(arg403_1, 0.001);  arg403_1 = None
        rsqrt_80: "f32[448]" = torch.ops.aten.rsqrt.default(add_160);  add_160 = None
        unsqueeze_640: "f32[448, 1]" = torch.ops.aten.unsqueeze.default(arg402_1, -1);  arg402_1 = None
        unsqueeze_641: "f32[448, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_640, -1);  unsqueeze_640 = None
        unsqueeze_642: "f32[448, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_80, -1);  rsqrt_80 = None
        unsqueeze_643: "f32[448, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_642, -1);  unsqueeze_642 = None
        sub_80: "f32[1, 448, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_80, unsqueeze_641);  convolution_80 = unsqueeze_641 = None
        mul_160: "f32[1, 448, 8, 8]" = torch.ops.aten.mul.Tensor(sub_80, unsqueeze_643);  sub_80 = unsqueeze_643 = None
        unsqueeze_644: "f32[448, 1]" = torch.ops.aten.unsqueeze.default(arg404_1, -1);  arg404_1 = None
        unsqueeze_645: "f32[448, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_644, -1);  unsqueeze_644 = None
        mul_161: "f32[1, 448, 8, 8]" = torch.ops.aten.mul.Tensor(mul_160, unsqueeze_645);  mul_160 = unsqueeze_645 = None
        unsqueeze_646: "f32[448, 1]" = torch.ops.aten.unsqueeze.default(arg405_1, -1);  arg405_1 = None
        unsqueeze_647: "f32[448, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_646, -1);  unsqueeze_646 = None
        add_161: "f32[1, 448, 8, 8]" = torch.ops.aten.add.Tensor(mul_161, unsqueeze_647);  mul_161 = unsqueeze_647 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_80: "f32[1, 448, 8, 8]" = torch.ops.aten.relu.default(add_161);  add_161 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_81: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_80, arg406_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_80 = arg406_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_162: "f32[384]" = torch.ops.aten.add.Tensor(arg408_1, 0.001);  arg408_1 = None
        rsqrt_81: "f32[384]" = torch.ops.aten.rsqrt.default(add_162);  add_162 = None
        unsqueeze_648: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg407_1, -1);  arg407_1 = None
        unsqueeze_649: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_648, -1);  unsqueeze_648 = None
        unsqueeze_650: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_81, -1);  rsqrt_81 = None
        unsqueeze_651: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_650, -1);  unsqueeze_650 = None
        sub_81: "f32[1, 384, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_81, unsqueeze_649);  convolution_81 = unsqueeze_649 = None
        mul_162: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(sub_81, unsqueeze_651);  sub_81 = unsqueeze_651 = None
        unsqueeze_652: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg409_1, -1);  arg409_1 = None
        unsqueeze_653: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_652, -1);  unsqueeze_652 = None
        mul_163: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(mul_162, unsqueeze_653);  mul_162 = unsqueeze_653 = None
        unsqueeze_654: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg410_1, -1);  arg410_1 = None
        unsqueeze_655: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_654, -1);  unsqueeze_654 = None
        add_163: "f32[1, 384, 8, 8]" = torch.ops.aten.add.Tensor(mul_163, unsqueeze_655);  mul_163 = unsqueeze_655 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_81: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(add_163);  add_163 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_82: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_81, arg411_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg411_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_164: "f32[384]" = torch.ops.aten.add.Tensor(arg413_1, 0.001);  arg413_1 = None
        rsqrt_82: "f32[384]" = torch.ops.aten.rsqrt.default(add_164);  add_164 = None
        unsqueeze_656: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg412_1, -1);  arg412_1 = None
        unsqueeze_657: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_656, -1);  unsqueeze_656 = None
        unsqueeze_658: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_82, -1);  rsqrt_82 = None
        unsqueeze_659: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_658, -1);  unsqueeze_658 = None
        sub_82: "f32[1, 384, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_82, unsqueeze_657);  convolution_82 = unsqueeze_657 = None
        mul_164: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(sub_82, unsqueeze_659);  sub_82 = unsqueeze_659 = None
        unsqueeze_660: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg414_1, -1);  arg414_1 = None
        unsqueeze_661: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_660, -1);  unsqueeze_660 = None
        mul_165: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(mul_164, unsqueeze_661);  mul_164 = unsqueeze_661 = None
        unsqueeze_662: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg415_1, -1);  arg415_1 = None
        unsqueeze_663: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_662, -1);  unsqueeze_662 = None
        add_165: "f32[1, 384, 8, 8]" = torch.ops.aten.add.Tensor(mul_165, unsqueeze_663);  mul_165 = unsqueeze_663 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_82: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(add_165);  add_165 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_83: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_81, arg416_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_81 = arg416_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_166: "f32[384]" = torch.ops.aten.add.Tensor(arg418_1, 0.001);  arg418_1 = None
        rsqrt_83: "f32[384]" = torch.ops.aten.rsqrt.default(add_166);  add_166 = None
        unsqueeze_664: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg417_1, -1);  arg417_1 = None
        unsqueeze_665: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_664, -1);  unsqueeze_664 = None
        unsqueeze_666: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_83, -1);  rsqrt_83 = None
        unsqueeze_667: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_666, -1);  unsqueeze_666 = None
        sub_83: "f32[1, 384, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_83, unsqueeze_665);  convolution_83 = unsqueeze_665 = None
        mul_166: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(sub_83, unsqueeze_667);  sub_83 = unsqueeze_667 = None
        unsqueeze_668: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg419_1, -1);  arg419_1 = None
        unsqueeze_669: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_668, -1);  unsqueeze_668 = None
        mul_167: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(mul_166, unsqueeze_669);  mul_166 = unsqueeze_669 = None
        unsqueeze_670: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg420_1, -1);  arg420_1 = None
        unsqueeze_671: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_670, -1);  unsqueeze_670 = None
        add_167: "f32[1, 384, 8, 8]" = torch.ops.aten.add.Tensor(mul_167, unsqueeze_671);  mul_167 = unsqueeze_671 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_83: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(add_167);  add_167 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:354 in _forward, code: branch3x3dbl = torch.cat(branch3x3dbl, 1)
        cat_10: "f32[1, 768, 8, 8]" = torch.ops.aten.cat.default([relu_82, relu_83], 1);  relu_82 = relu_83 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:356 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_7: "f32[1, 1280, 8, 8]" = torch.ops.aten.avg_pool2d.default(cat_8, [3, 3], [1, 1], [1, 1]);  cat_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_84: "f32[1, 192, 8, 8]" = torch.ops.aten.convolution.default(avg_pool2d_7, arg421_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_7 = arg421_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_168: "f32[192]" = torch.ops.aten.add.Tensor(arg423_1, 0.001);  arg423_1 = None
        rsqrt_84: "f32[192]" = torch.ops.aten.rsqrt.default(add_168);  add_168 = None
        unsqueeze_672: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg422_1, -1);  arg422_1 = None
        unsqueeze_673: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_672, -1);  unsqueeze_672 = None
        unsqueeze_674: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_84, -1);  rsqrt_84 = None
        unsqueeze_675: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_674, -1);  unsqueeze_674 = None
        sub_84: "f32[1, 192, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_84, unsqueeze_673);  convolution_84 = unsqueeze_673 = None
        mul_168: "f32[1, 192, 8, 8]" = torch.ops.aten.mul.Tensor(sub_84, unsqueeze_675);  sub_84 = unsqueeze_675 = None
        unsqueeze_676: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg424_1, -1);  arg424_1 = None
        unsqueeze_677: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_676, -1);  unsqueeze_676 = None
        mul_169: "f32[1, 192, 8, 8]" = torch.ops.aten.mul.Tensor(mul_168, unsqueeze_677);  mul_168 = unsqueeze_677 = None
        unsqueeze_678: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg425_1, -1);  arg425_1 = None
        unsqueeze_679: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_678, -1);  unsqueeze_678 = None
        add_169: "f32[1, 192, 8, 8]" = torch.ops.aten.add.Tensor(mul_169, unsqueeze_679);  mul_169 = unsqueeze_679 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_84: "f32[1, 192, 8, 8]" = torch.ops.aten.relu.default(add_169);  add_169 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:364 in forward, code: return torch.cat(outputs, 1)
        cat_11: "f32[1, 2048, 8, 8]" = torch.ops.aten.cat.default([relu_76, cat_9, cat_10, relu_84], 1);  relu_76 = cat_9 = cat_10 = relu_84 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_85: "f32[1, 320, 8, 8]" = torch.ops.aten.convolution.default(cat_11, arg426_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg426_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_170: "f32[320]" = torch.ops.aten.add.Tensor(arg428_1, 0.001);  arg428_1 = None
        rsqrt_85: "f32[320]" = torch.ops.aten.rsqrt.default(add_170);  add_170 = None
        unsqueeze_680: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(arg427_1, -1);  arg427_1 = None
        unsqueeze_681: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_680, -1);  unsqueeze_680 = None
        unsqueeze_682: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_85, -1);  rsqrt_85 = None
        unsqueeze_683: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_682, -1);  unsqueeze_682 = None
        sub_85: "f32[1, 320, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_85, unsqueeze_681);  convolution_85 = unsqueeze_681 = None
        mul_170: "f32[1, 320, 8, 8]" = torch.ops.aten.mul.Tensor(sub_85, unsqueeze_683);  sub_85 = unsqueeze_683 = None
        unsqueeze_684: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(arg429_1, -1);  arg429_1 = None
        unsqueeze_685: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_684, -1);  unsqueeze_684 = None
        mul_171: "f32[1, 320, 8, 8]" = torch.ops.aten.mul.Tensor(mul_170, unsqueeze_685);  mul_170 = unsqueeze_685 = None
        unsqueeze_686: "f32[320, 1]" = torch.ops.aten.unsqueeze.default(arg430_1, -1);  arg430_1 = None
        unsqueeze_687: "f32[320, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_686, -1);  unsqueeze_686 = None
        add_171: "f32[1, 320, 8, 8]" = torch.ops.aten.add.Tensor(mul_171, unsqueeze_687);  mul_171 = unsqueeze_687 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_85: "f32[1, 320, 8, 8]" = torch.ops.aten.relu.default(add_171);  add_171 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_86: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(cat_11, arg431_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg431_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_172: "f32[384]" = torch.ops.aten.add.Tensor(arg433_1, 0.001);  arg433_1 = None
        rsqrt_86: "f32[384]" = torch.ops.aten.rsqrt.default(add_172);  add_172 = None
        unsqueeze_688: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg432_1, -1);  arg432_1 = None
        unsqueeze_689: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_688, -1);  unsqueeze_688 = None
        unsqueeze_690: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_86, -1);  rsqrt_86 = None
        unsqueeze_691: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_690, -1);  unsqueeze_690 = None
        sub_86: "f32[1, 384, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_86, unsqueeze_689);  convolution_86 = unsqueeze_689 = None
        mul_172: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(sub_86, unsqueeze_691);  sub_86 = unsqueeze_691 = None
        unsqueeze_692: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg434_1, -1);  arg434_1 = None
        unsqueeze_693: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_692, -1);  unsqueeze_692 = None
        mul_173: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(mul_172, unsqueeze_693);  mul_172 = unsqueeze_693 = None
        unsqueeze_694: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg435_1, -1);  arg435_1 = None
        unsqueeze_695: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_694, -1);  unsqueeze_694 = None
        add_173: "f32[1, 384, 8, 8]" = torch.ops.aten.add.Tensor(mul_173, unsqueeze_695);  mul_173 = unsqueeze_695 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_86: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(add_173);  add_173 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_87: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_86, arg436_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg436_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_174: "f32[384]" = torch.ops.aten.add.Tensor(arg438_1, 0.001);  arg438_1 = None
        rsqrt_87: "f32[384]" = torch.ops.aten.rsqrt.default(add_174);  add_174 = None
        unsqueeze_696: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg437_1, -1);  arg437_1 = None
        unsqueeze_697: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_696, -1);  unsqueeze_696 = None
        unsqueeze_698: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_87, -1);  rsqrt_87 = None
        unsqueeze_699: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_698, -1);  unsqueeze_698 = None
        sub_87: "f32[1, 384, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_87, unsqueeze_697);  convolution_87 = unsqueeze_697 = None
        mul_174: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(sub_87, unsqueeze_699);  sub_87 = unsqueeze_699 = None
        unsqueeze_700: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg439_1, -1);  arg439_1 = None
        unsqueeze_701: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_700, -1);  unsqueeze_700 = None
        mul_175: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(mul_174, unsqueeze_701);  mul_174 = unsqueeze_701 = None
        unsqueeze_702: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg440_1, -1);  arg440_1 = None
        unsqueeze_703: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_702, -1);  unsqueeze_702 = None
        add_175: "f32[1, 384, 8, 8]" = torch.ops.aten.add.Tensor(mul_175, unsqueeze_703);  mul_175 = unsqueeze_703 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_87: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(add_175);  add_175 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_88: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_86, arg441_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_86 = arg441_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_176: "f32[384]" = torch.ops.aten.add.Tensor(arg443_1, 0.001);  arg443_1 = None
        rsqrt_88: "f32[384]" = torch.ops.aten.rsqrt.default(add_176);  add_176 = None
        unsqueeze_704: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg442_1, -1);  arg442_1 = None
        unsqueeze_705: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_704, -1);  unsqueeze_704 = None
        unsqueeze_706: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_88, -1);  rsqrt_88 = None
        unsqueeze_707: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_706, -1);  unsqueeze_706 = None
        sub_88: "f32[1, 384, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_88, unsqueeze_705);  convolution_88 = unsqueeze_705 = None
        mul_176: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(sub_88, unsqueeze_707);  sub_88 = unsqueeze_707 = None
        unsqueeze_708: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg444_1, -1);  arg444_1 = None
        unsqueeze_709: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_708, -1);  unsqueeze_708 = None
        mul_177: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(mul_176, unsqueeze_709);  mul_176 = unsqueeze_709 = None
        unsqueeze_710: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg445_1, -1);  arg445_1 = None
        unsqueeze_711: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_710, -1);  unsqueeze_710 = None
        add_177: "f32[1, 384, 8, 8]" = torch.ops.aten.add.Tensor(mul_177, unsqueeze_711);  mul_177 = unsqueeze_711 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_88: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(add_177);  add_177 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:346 in _forward, code: branch3x3 = torch.cat(branch3x3, 1)
        cat_12: "f32[1, 768, 8, 8]" = torch.ops.aten.cat.default([relu_87, relu_88], 1);  relu_87 = relu_88 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_89: "f32[1, 448, 8, 8]" = torch.ops.aten.convolution.default(cat_11, arg446_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg446_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_178: "f32[448]" = torch.ops.aten.add.Tensor(arg448_1, 0.001);  arg448_1 = None
        rsqrt_89: "f32[448]" = torch.ops.aten.rsqrt.default(add_178);  add_178 = None
        unsqueeze_712: "f32[448, 1]" = torch.ops.aten.unsqueeze.default(arg447_1, -1);  arg447_1 = None
        unsqueeze_713: "f32[448, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_712, -1);  unsqueeze_712 = None
        unsqueeze_714: "f32[448, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_89, -1);  rsqrt_89 = None
        unsqueeze_715: "f32[448, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_714, -1);  unsqueeze_714 = None
        sub_89: "f32[1, 448, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_89, unsqueeze_713);  convolution_89 = unsqueeze_713 = None
        mul_178: "f32[1, 448, 8, 8]" = torch.ops.aten.mul.Tensor(sub_89, unsqueeze_715);  sub_89 = unsqueeze_715 = None
        unsqueeze_716: "f32[448, 1]" = torch.ops.aten.unsqueeze.default(arg449_1, -1);  arg449_1 = None
        unsqueeze_717: "f32[448, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_716, -1);  unsqueeze_716 = None
        mul_179: "f32[1, 448, 8, 8]" = torch.ops.aten.mul.Tensor(mul_178, unsqueeze_717);  mul_178 = unsqueeze_717 = None
        unsqueeze_718: "f32[448, 1]" = torch.ops.aten.unsqueeze.default(arg450_1, -1);  arg450_1 = None
        unsqueeze_719: "f32[448, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_718, -1);  unsqueeze_718 = None
        add_179: "f32[1, 448, 8, 8]" = torch.ops.aten.add.Tensor(mul_179, unsqueeze_719);  mul_179 = unsqueeze_719 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_89: "f32[1, 448, 8, 8]" = torch.ops.aten.relu.default(add_179);  add_179 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_90: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_89, arg451_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_89 = arg451_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_180: "f32[384]" = torch.ops.aten.add.Tensor(arg453_1, 0.001);  arg453_1 = None
        rsqrt_90: "f32[384]" = torch.ops.aten.rsqrt.default(add_180);  add_180 = None
        unsqueeze_720: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg452_1, -1);  arg452_1 = None
        unsqueeze_721: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_720, -1);  unsqueeze_720 = None
        unsqueeze_722: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_90, -1);  rsqrt_90 = None
        unsqueeze_723: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_722, -1);  unsqueeze_722 = None
        sub_90: "f32[1, 384, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_90, unsqueeze_721);  convolution_90 = unsqueeze_721 = None
        mul_180: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(sub_90, unsqueeze_723);  sub_90 = unsqueeze_723 = None
        unsqueeze_724: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg454_1, -1);  arg454_1 = None
        unsqueeze_725: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_724, -1);  unsqueeze_724 = None
        mul_181: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(mul_180, unsqueeze_725);  mul_180 = unsqueeze_725 = None
        unsqueeze_726: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg455_1, -1);  arg455_1 = None
        unsqueeze_727: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_726, -1);  unsqueeze_726 = None
        add_181: "f32[1, 384, 8, 8]" = torch.ops.aten.add.Tensor(mul_181, unsqueeze_727);  mul_181 = unsqueeze_727 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_90: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(add_181);  add_181 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_91: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_90, arg456_1, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 1);  arg456_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_182: "f32[384]" = torch.ops.aten.add.Tensor(arg458_1, 0.001);  arg458_1 = None
        rsqrt_91: "f32[384]" = torch.ops.aten.rsqrt.default(add_182);  add_182 = None
        unsqueeze_728: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg457_1, -1);  arg457_1 = None
        unsqueeze_729: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_728, -1);  unsqueeze_728 = None
        unsqueeze_730: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_91, -1);  rsqrt_91 = None
        unsqueeze_731: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_730, -1);  unsqueeze_730 = None
        sub_91: "f32[1, 384, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_91, unsqueeze_729);  convolution_91 = unsqueeze_729 = None
        mul_182: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(sub_91, unsqueeze_731);  sub_91 = unsqueeze_731 = None
        unsqueeze_732: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg459_1, -1);  arg459_1 = None
        unsqueeze_733: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_732, -1);  unsqueeze_732 = None
        mul_183: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(mul_182, unsqueeze_733);  mul_182 = unsqueeze_733 = None
        unsqueeze_734: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg460_1, -1);  arg460_1 = None
        unsqueeze_735: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_734, -1);  unsqueeze_734 = None
        add_183: "f32[1, 384, 8, 8]" = torch.ops.aten.add.Tensor(mul_183, unsqueeze_735);  mul_183 = unsqueeze_735 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_91: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(add_183);  add_183 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_92: "f32[1, 384, 8, 8]" = torch.ops.aten.convolution.default(relu_90, arg461_1, None, [1, 1], [1, 0], [1, 1], False, [0, 0], 1);  relu_90 = arg461_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_184: "f32[384]" = torch.ops.aten.add.Tensor(arg463_1, 0.001);  arg463_1 = None
        rsqrt_92: "f32[384]" = torch.ops.aten.rsqrt.default(add_184);  add_184 = None
        unsqueeze_736: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg462_1, -1);  arg462_1 = None
        unsqueeze_737: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_736, -1);  unsqueeze_736 = None
        unsqueeze_738: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_92, -1);  rsqrt_92 = None
        unsqueeze_739: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_738, -1);  unsqueeze_738 = None
        sub_92: "f32[1, 384, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_92, unsqueeze_737);  convolution_92 = unsqueeze_737 = None
        mul_184: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(sub_92, unsqueeze_739);  sub_92 = unsqueeze_739 = None
        unsqueeze_740: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg464_1, -1);  arg464_1 = None
        unsqueeze_741: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_740, -1);  unsqueeze_740 = None
        mul_185: "f32[1, 384, 8, 8]" = torch.ops.aten.mul.Tensor(mul_184, unsqueeze_741);  mul_184 = unsqueeze_741 = None
        unsqueeze_742: "f32[384, 1]" = torch.ops.aten.unsqueeze.default(arg465_1, -1);  arg465_1 = None
        unsqueeze_743: "f32[384, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_742, -1);  unsqueeze_742 = None
        add_185: "f32[1, 384, 8, 8]" = torch.ops.aten.add.Tensor(mul_185, unsqueeze_743);  mul_185 = unsqueeze_743 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_92: "f32[1, 384, 8, 8]" = torch.ops.aten.relu.default(add_185);  add_185 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:354 in _forward, code: branch3x3dbl = torch.cat(branch3x3dbl, 1)
        cat_13: "f32[1, 768, 8, 8]" = torch.ops.aten.cat.default([relu_91, relu_92], 1);  relu_91 = relu_92 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:356 in _forward, code: branch_pool = F.avg_pool2d(x, kernel_size=3, stride=1, padding=1)
        avg_pool2d_8: "f32[1, 2048, 8, 8]" = torch.ops.aten.avg_pool2d.default(cat_11, [3, 3], [1, 1], [1, 1]);  cat_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:405 in forward, code: x = self.conv(x)
        convolution_93: "f32[1, 192, 8, 8]" = torch.ops.aten.convolution.default(avg_pool2d_8, arg466_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_8 = arg466_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:406 in forward, code: x = self.bn(x)
        add_186: "f32[192]" = torch.ops.aten.add.Tensor(arg468_1, 0.001);  arg468_1 = None
        rsqrt_93: "f32[192]" = torch.ops.aten.rsqrt.default(add_186);  add_186 = None
        unsqueeze_744: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg467_1, -1);  arg467_1 = None
        unsqueeze_745: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_744, -1);  unsqueeze_744 = None
        unsqueeze_746: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_93, -1);  rsqrt_93 = None
        unsqueeze_747: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_746, -1);  unsqueeze_746 = None
        sub_93: "f32[1, 192, 8, 8]" = torch.ops.aten.sub.Tensor(convolution_93, unsqueeze_745);  convolution_93 = unsqueeze_745 = None
        mul_186: "f32[1, 192, 8, 8]" = torch.ops.aten.mul.Tensor(sub_93, unsqueeze_747);  sub_93 = unsqueeze_747 = None
        unsqueeze_748: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg469_1, -1);  arg469_1 = None
        unsqueeze_749: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_748, -1);  unsqueeze_748 = None
        mul_187: "f32[1, 192, 8, 8]" = torch.ops.aten.mul.Tensor(mul_186, unsqueeze_749);  mul_186 = unsqueeze_749 = None
        unsqueeze_750: "f32[192, 1]" = torch.ops.aten.unsqueeze.default(arg470_1, -1);  arg470_1 = None
        unsqueeze_751: "f32[192, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_750, -1);  unsqueeze_750 = None
        add_187: "f32[1, 192, 8, 8]" = torch.ops.aten.add.Tensor(mul_187, unsqueeze_751);  mul_187 = unsqueeze_751 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_93: "f32[1, 192, 8, 8]" = torch.ops.aten.relu.default(add_187);  add_187 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:364 in forward, code: return torch.cat(outputs, 1)
        cat_14: "f32[1, 2048, 8, 8]" = torch.ops.aten.cat.default([relu_85, cat_12, cat_13, relu_93], 1);  relu_85 = cat_12 = cat_13 = relu_93 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:147 in _forward, code: x = self.avgpool(x)
        mean: "f32[1, 2048, 1, 1]" = torch.ops.aten.mean.dim(cat_14, [-1, -2], True);  cat_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:151 in _forward, code: x = torch.flatten(x, 1)
        view: "f32[1, 2048]" = torch.ops.aten.view.default(mean, [1, 2048]);  mean = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:153 in _forward, code: x = self.fc(x)
        permute: "f32[2048, 1000]" = torch.ops.aten.permute.default(arg471_1, [1, 0]);  arg471_1 = None
        addmm: "f32[1, 1000]" = torch.ops.aten.addmm.default(arg472_1, view, permute);  arg472_1 = view = permute = None
        return (addmm,)
