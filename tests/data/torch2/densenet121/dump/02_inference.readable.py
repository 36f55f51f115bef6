class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 3, 7, 7]", arg1_1: "f32[1, 3, 224, 224]", arg2_1: "f32[64]", arg3_1: "f32[64]", arg4_1: "f32[64]", arg5_1: "f32[64]", arg6_1: "f32[64]", arg7_1: "f32[64]", arg8_1: "f32[64]", arg9_1: "f32[64]", arg10_1: "f32[128, 64, 1, 1]", arg11_1: "f32[128]", arg12_1: "f32[128]", arg13_1: "f32[128]", arg14_1: "f32[128]", arg15_1: "f32[32, 128, 3, 3]", arg16_1: "f32[96]", arg17_1: "f32[96]", arg18_1: "f32[96]", arg19_1: "f32[96]", arg20_1: "f32[128, 96, 1, 1]", arg21_1: "f32[128]", arg22_1: "f32[128]", arg23_1: "f32[128]", arg24_1: "f32[128]", arg25_1: "f32[32, 128, 3, 3]", arg26_1: "f32[128]", arg27_1: "f32[128]", arg28_1: "f32[128]", arg29_1: "f32[128]", arg30_1: "f32[128, 128, 1, 1]", arg31_1: "f32[128]", arg32_1: "f32[128]", arg33_1: "f32[128]", arg34_1: "f32[128]", arg35_1: "f32[32, 128, 3, 3]", arg36_1: "f32[160]", arg37_1: "f32[160]", arg38_1: "f32[160]", arg39_1: "f32[160]", arg40_1: "f32[128, 160, 1, 1]", arg41_1: "f32[128]", arg42_1: "f32[128]", arg43_1: "f32[128]", arg44_1: "f32[128]", arg45_1: "f32[32, 128, 3, 3]", arg46_1: "f32[192]", arg47_1: "f32[192]", arg48_1: "f32[192]", arg49_1: "f32[192]", arg50_1: "f32[128, 192, 1, 1]", arg51_1: "f32[128]", arg52_1: "f32[128]", arg53_1: "f32[128]", arg54_1: "f32[128]", arg55_1: "f32[32, 128, 3, 3]", arg56_1: "f32[224]", arg57_1: "f32[224]", arg58_1: "f32[224]", arg59_1: "f32[224]", arg60_1: "f32[128, 224, 1, 1]", arg61_1: "f32[128]", arg62_1: "f32[128]", arg63_1: "f32[128]", arg64_1: "f32[128]", arg65_1: "f32[32, 128, 3, 3]", arg66_1: "f32[256]", arg67_1: "f32[256]", arg68_1: "f32[256]", arg69_1: "f32[256]", arg70_1: "f32[128, 256, 1, 1]", arg71_1: "f32[128]", arg72_1: "f32[128]", arg73_1: "f32[128]", arg74_1: "f32[128]", arg75_1: "f32[128, 128, 1, 1]", arg76_1: "f32[128]", arg77_1: "f32[128]", arg78_1: "f32[128]", arg79_1: "f32[128]", arg80_1: "f32[32, 128, 3, 3]", arg81_1: "f32[160]", arg82_1: "f32[160]", arg83_1: "f32[160]", arg84_1: "f32[160]", arg85_1: "f32[128, 160, 1, 1]", arg86_1: "f32[128]", arg87_1: "f32[128]", arg88_1: "f32[128]", arg89_1: "f32[128]", arg90_1: "f32[32, 128, 3, 3]", arg91_1: "f32[192]", arg92_1: "f32[192]", arg93_1: "f32[192]", arg94_1: "f32[192]", arg95_1: "f32[128, 192, 1, 1]", arg96_1: "f32[128]", arg97_1: "f32[128]", arg98_1: "f32[128]", arg99_1: "f32[128]", arg100_1: "f32[32, 128, 3, 3]", arg101_1: "f32[224]", arg102_1: "f32[224]", arg103_1: "f32[224]", arg104_1: "f32[224]", arg105_1: "f32[128, 224, 1, 1]", arg106_1: "f32[128]", arg107_1: "f32[128]", arg108_1: "f32[128]", arg109_1: "f32[128]", arg110_1: "f32[32, 128, 3, 3]", arg111_1: "f32[256]", arg112_1: "f32[256]", arg113_1: "f32[256]", arg114_1: "f32[256]", arg115_1: "f32[128, 256, 1, 1]", arg116_1: "f32[128]", arg117_1: "f32[128]", arg118_1: "f32[128]", arg119_1: "f32[128]", arg120_1: "f32[32, 128, 3, 3]", arg121_1: "f32[288]", arg122_1: "f32[288]", arg123_1: "f32[288]", arg124_1: "f32[288]", arg125_1: "f32[128, 288, 1, 1]", arg126_1: "f32[128]", arg127_1: "f32[128]", arg128_1: "f32[128]", arg129_1: "f32[128]", arg130_1: "f32[32, 128, 3, 3]", arg131_1: "f32[320]", arg132_1: "f32[320]", arg133_1: "f32[320]", arg134_1: "f32[320]", arg135_1: "f32[128, 320, 1, 1]", arg136_1: "f32[128]", arg137_1: "f32[128]", arg138_1: "f32[128]", arg139_1: "f32[128]", arg140_1: "f32[32, 128, 3, 3]", arg141_1: "f32[352]", arg142_1: "f32[352]", arg143_1: "f32[352]", arg144_1: "f32[352]", arg145_1: "f32[128, 352, 1, 1]", arg146_1: "f32[128]", arg147_1: "f32[128]", arg148_1: "f32[128]", arg149_1: "f32[128]", arg150_1: "f32[32, 128, 3, 3]", arg151_1: "f32[384]", arg152_1: "f32[384]", arg153_1: "f32[384]", arg154_1: "f32[384]", arg155_1: "f32[128, 384, 1, 1]", arg156_1: "f32[128]", arg157_1: "f32[128]", arg158_1: "f32[128]", arg159_1: "f32[128]", arg160_1: "f32[32, 128, 3, 3]", arg161_1: "f32[416]", arg162_1: "f32[416]", arg163_1: "f32[416]", arg164_1: "f32[416]", arg165_1: "f32[128, 416, 1, 1]", arg166_1: "f32[128]", arg167_1: "f32[128]", arg168_1: "f32[128]", arg169_1: "f32[128]", arg170_1: "f32[32, 128, 3, 3]", arg171_1: "f32[448]", arg172_1: "f32[448]", arg173_1: "f32[448]", arg174_1: "f32[448]", arg175_1: "f32[128, 448, 1, 1]", arg176_1: "f32[128]", arg177_1: "f32[128]", arg178_1: "f32[128]", arg179_1: "f32[128]", arg180_1: "f32[32, 128, 3, 3]", arg181_1: "f32[480]", arg182_1: "f32[480]", arg183_1: "f32[480]", arg184_1: "f32[480]", arg185_1: "f32[128, 480, 1, 1]", arg186_1: "f32[128]", arg187_1: "f32[128]", arg188_1: "f32[128]", arg189_1: "f32[128]", arg190_1: "f32[32, 128, 3, 3]", arg191_1: "f32[512]", arg192_1: "f32[512]", arg193_1: "f32[512]", arg194_1: "f32[512]", arg195_1: "f32[256, 512, 1, 1]", arg196_1: "f32[256]", arg197_1: "f32[256]", arg198_1: "f32[256]", arg199_1: "f32[256]", arg200_1: "f32[128, 256, 1, 1]", arg201_1: "f32[128]", arg202_1: "f32[128]", arg203_1: "f32[128]", arg204_1: "f32[128]", arg205_1: "f32[32, 128, 3, 3]", arg206_1: "f32[288]", arg207_1: "f32[288]", arg208_1: "f32[288]", arg209_1: "f32[288]", arg210_1: "f32[128, 288, 1, 1]", arg211_1: "f32[128]", arg212_1: "f32[128]", arg213_1: "f32[128]", arg214_1: "f32[128]", arg215_1: "f32[32, 128, 3, 3]", arg216_1: "f32[320]", arg217_1: "f32[320]", arg218_1: "f32[320]", arg219_1: "f32[320]", arg220_1: "f32[128, 320, 1, 1]", arg221_1: "f32[128]", arg222_1: "f32[128]", arg223_1: "f32[128]", arg224_1: "f32[128]", arg225_1: "f32[32, 128, 3, 3]", arg226_1: "f32[352]", arg227_1: "f32[352]", arg228_1: "f32[352]", arg229_1: "f32[352]", arg230_1: "f32[128, 352, 1, 1]", arg231_1: "f32[128]", arg232_1: "f32[128]", arg233_1: "f32[128]", arg234_1: "f32[128]", arg235_1: "f32[32, 128, 3, 3]", arg236_1: "f32[384]", arg237_1: "f32[384]", arg238_1: "f32[384]", arg239_1: "f32[384]", arg240_1: "f32[128, 384, 1, 1]", arg241_1: "f32[128]", arg242_1: "f32[128]", arg243_1: "f32[128]", arg244_1: "f32[128]", arg245_1: "f32[32, 128, 3, 3]", arg246_1: "f32[416]", arg247_1: "f32[416]", arg248_1: "f32[416]", arg249_1: "f32[416]", arg250_1: "f32[128, 416, 1, 1]", arg251_1: "f32[128]", arg252_1: "f32[128]", arg253_1: "f32[128]", arg254_1: "f32[128]", arg255_1: "f32[32, 128, 3, 3]", arg256_1: "f32[448]", arg257_1: "f32[448]", arg258_1: "f32[448]", arg259_1: "f32[448]", arg260_1: "f32[128, 448, 1, 1]", arg261_1: "f32[128]", arg262_1: "f32[128]", arg263_1: "f32[128]", arg264_1: "f32[128]", arg265_1: "f32[32, 128, 3, 3]", arg266_1: "f32[480]", arg267_1: "f32[480]", arg268_1: "f32[480]", arg269_1: "f32[480]", arg270_1: "f32[128, 480, 1, 1]", arg271_1: "f32[128]", arg272_1: "f32[128]", arg273_1: "f32[128]", arg274_1: "f32[128]", arg275_1: "f32[32, 128, 3, 3]", arg276_1: "f32[512]", arg277_1: "f32[512]", arg278_1: "f32[512]", arg279_1: "f32[512]", arg280_1: "f32[128, 512, 1, 1]", arg281_1: "f32[128]", arg282_1: "f32[128]", arg283_1: "f32[128]", arg284_1: "f32[128]", arg285_1: "f32[32, 128, 3, 3]", arg286_1: "f32[544]", arg287_1: "f32[544]", arg288_1: "f32[544]", arg289_1: "f32[544]", arg290_1: "f32[128, 544, 1, 1]", arg291_1: "f32[128]", arg292_1: "f32[128]", arg293_1: "f32[128]", arg294_1: "f32[128]", arg295_1: "f32[32, 128, 3, 3]", arg296_1: "f32[576]", arg297_1: "f32[576]", arg298_1: "f32[576]", arg299_1: "f32[576]", arg300_1: "f32[128, 576, 1, 1]", arg301_1: "f32[128]", arg302_1: "f32[128]", arg303_1: "f32[128]", arg304_1: "f32[128]", arg305_1: "f32[32, 128, 3, 3]", arg306_1: "f32[608]", arg307_1: "f32[608]", arg308_1: "f32[608]", arg309_1: "f32[608]", arg310_1: "f32[128, 608, 1, 1]", arg311_1: "f32[128]", arg312_1: "f32[128]", arg313_1: "f32[128]", arg314_1: "f32[128]", arg315_1: "f32[32, 128, 3, 3]", arg316_1: "f32[640]", arg317_1: "f32[640]", arg318_1: "f32[640]", arg319_1: "f32[640]", arg320_1: "f32[128, 640, 1, 1]", arg321_1: "f32[128]", arg322_1: "f32[128]", arg323_1: "f32[128]", arg324_1: "f32[128]", arg325_1: "f32[32, 128, 3, 3]", arg326_1: "f32[672]", arg327_1: "f32[672]", arg328_1: "f32[672]", arg329_1: "f32[672]", arg330_1: "f32[128, 672, 1, 1]", arg331_1: "f32[128]", arg332_1: "f32[128]", arg333_1: "f32[128]", arg334_1: "f32[128]", arg335_1: "f32[32, 128, 3, 3]", arg336_1: "f32[704]", arg337_1: "f32[704]", arg338_1: "f32[704]", arg339_1: "f32[704]", arg340_1: "f32[128, 704, 1, 1]", arg341_1: "f32[128]", arg342_1: "f32[128]", arg343_1: "f32[128]", arg344_1: "f32[128]", arg345_1: "f32[32, 128, 3, 3]", arg346_1: "f32[736]", arg347_1: "f32[736]", arg348_1: "f32[736]", arg349_1: "f32[736]", arg350_1: "f32[128, 736, 1, 1]", arg351_1: "f32[128]", arg352_1: "f32[128]", arg353_1: "f32[128]", arg354_1: "f32[128]", arg355_1: "f32[32, 128, 3, 3]", arg356_1: "f32[768]", arg357_1: "f32[768]", arg358_1: "f32[768]", arg359_1: "f32[768]", arg360_1: "f32[128, 768, 1, 1]", arg361_1: "f32[128]", arg362_1: "f32[128]", arg363_1: "f32[128]", arg364_1: "f32[128]", arg365_1: "f32[32, 128, 3, 3]", arg366_1: "f32[800]", arg367_1: "f32[800]", arg368_1: "f32[800]", arg369_1: "f32[800]", arg370_1: "f32[128, 800, 1, 1]", arg371_1: "f32[128]", arg372_1: "f32[128]", arg373_1: "f32[128]", arg374_1: "f32[128]", arg375_1: "f32[32, 128, 3, 3]", arg376_1: "f32[832]", arg377_1: "f32[832]", arg378_1: "f32[832]", arg379_1: "f32[832]", arg380_1: "f32[128, 832, 1, 1]", arg381_1: "f32[128]", arg382_1: "f32[128]", arg383_1: "f32[128]", arg384_1: "f32[128]", arg385_1: "f32[32, 128, 3, 3]", arg386_1: "f32[864]", arg387_1: "f32[864]", arg388_1: "f32[864]", arg389_1: "f32[864]", arg390_1: "f32[128, 864, 1, 1]", arg391_1: "f32[128]", arg392_1: "f32[128]", arg393_1: "f32[128]", arg394_1: "f32[128]", arg395_1: "f32[32, 128, 3, 3]", arg396_1: "f32[896]", arg397_1: "f32[896]", arg398_1: "f32[896]", arg399_1: "f32[896]", arg400_1: "f32[128, 896, 1, 1]", arg401_1: "f32[128]", arg402_1: "f32[128]", arg403_1: "f32[128]", arg404_1: "f32[128]", arg405_1: "f32[32, 128, 3, 3]", arg406_1: "f32[928]", arg407_1: "f32[928]", arg408_1: "f32[928]", arg409_1: "f32[928]", arg410_1: "f32[128, 928, 1, 1]", arg411_1: "f32[128]", arg412_1: "f32[128]", arg413_1: "f32[128]", arg414_1: "f32[128]", arg415_1: "f32[32, 128, 3, 3]", arg416_1: "f32[960]", arg417_1: "f32[960]", arg418_1: "f32[960]", arg419_1: "f32[960]", arg420_1: "f32[128, 960, 1, 1]", arg421_1: "f32[128]", arg422_1: "f32[128]", arg423_1: "f32[128]", arg424_1: "f32[128]", arg425_1: "f32[32, 128, 3, 3]", arg426_1: "f32[992]", arg427_1: "f32[992]", arg428_1: "f32[992]", arg429_1: "f32[992]", arg430_1: "f32[128, 992, 1, 1]", arg431_1: "f32[128]", arg432_1: "f32[128]", arg433_1: "f32[128]", arg434_1: "f32[128]", arg435_1: "f32[32, 128, 3, 3]", arg436_1: "f32[1024]", arg437_1: "f32[1024]", arg438_1: "f32[1024]", arg439_1: "f32[1024]", arg440_1: "f32[512, 1024, 1, 1]", arg441_1: "f32[512]", arg442_1: "f32[512]", arg443_1: "f32[512]", arg444_1: "f32[512]", arg445_1: "f32[128, 512, 1, 1]", arg446_1: "f32[128]", arg447_1: "f32[128]", arg448_1: "f32[128]", arg449_1: "f32[128]", arg450_1: "f32[32, 128, 3, 3]", arg451_1: "f32[544]", arg452_1: "f32[544]", arg453_1: "f32[544]", arg454_1: "f32[544]", arg455_1: "f32[128, 544, 1, 1]", arg456_1: "f32[128]", arg457_1: "f32[128]", arg458_1: "f32[128]", arg459_1: "f32[128]", arg460_1: "f32[32, 128, 3, 3]", arg461_1: "f32[576]", arg462_1: "f32[576]", arg463_1: "f32[576]", arg464_1: "f32[576]", arg465_1: "f32[128, 576, 1, 1]", arg466_1: "f32[128]", arg467_1: "f32[128]", arg468_1: "f32[128]", arg469_1: "f32[128]", arg470_1: "f32[32, 128, 3, 3]", arg471_1: "f32[608]", arg472_1: "f32[608]", arg473_1: "f32[608]", arg474_1: "f32[608]", arg475_1: "f32[128, 608, 1, 1]", arg476_1: "f32[128]", arg477_1: "f32[128]", arg478_1: "f32[128]", arg479_1: "f32[128]", arg480_1: "f32[32, 128, 3, 3]", arg481_1: "f32[640]", arg482_1: "f32[640]", arg483_1: "f32[640]", arg484_1: "f32[640]", arg485_1: "f32[128, 640, 1, 1]", arg486_1: "f32[128]", arg487_1: "f32[128]", arg488_1: "f32[128]", arg489_1: "f32[128]", arg490_1: "f32[32, 128, 3, 3]", arg491_1: "f32[672]", arg492_1: "f32[672]", arg493_1: "f32[672]", arg494_1: "f32[672]", arg495_1: "f32[128, 672, 1, 1]", arg496_1: "f32[128]", arg497_1: "f32[128]", arg498_1: "f32[128]", arg499_1: "f32[128]", arg500_1: "f32[32, 128, 3, 3]", arg501_1: "f32[704]", arg502_1: "f32[704]", arg503_1: "f32[704]", arg504_1: "f32[704]", arg505_1: "f32[128, 704, 1, 1]", arg506_1: "f32[128]", arg507_1: "f32[128]", arg508_1: "f32[128]", arg509_1: "f32[128]", arg510_1: "f32[32, 128, 3, 3]", arg511_1: "f32[736]", arg512_1: "f32[736]", arg513_1: "f32[736]", arg514_1: "f32[736]", arg515_1: "f32[128, 736, 1, 1]", arg516_1: "f32[128]", arg517_1: "f32[128]", arg518_1: "f32[128]", arg519_1: "f32[128]", arg520_1: "f32[32, 128, 3, 3]", arg521_1: "f32[768]", arg522_1: "f32[768]", arg523_1: "f32[768]", arg524_1: "f32[768]", arg525_1: "f32[128, 768, 1, 1]", arg526_1: "f32[128]", arg527_1: "f32[128]", arg528_1: "f32[128]", arg529_1: "f32[128]", arg530_1: "f32[32, 128, 3, 3]", arg531_1: "f32[800]", arg532_1: "f32[800]", arg533_1: "f32[800]", arg534_1: "f32[800]", arg535_1: "f32[128, 800, 1, 1]", arg536_1: "f32[128]", arg537_1: "f32[128]", arg538_1: "f32[128]", arg539_1: "f32[128]", arg540_1: "f32[32, 128, 3, 3]", arg541_1: "f32[832]", arg542_1: "f32[832]", arg543_1: "f32[832]", arg544_1: "f32[832]", arg545_1: "f32[128, 832, 1, 1]", arg546_1: "f32[128]", arg547_1: "f32[128]", arg548_1: "f32[128]", arg549_1: "f32[128]", arg550_1: "f32[32, 128, 3, 3]", arg551_1: "f32[864]", arg552_1: "f32[864]", arg553_1: "f32[864]", arg554_1: "f32[864]", arg555_1: "f32[128, 864, 1, 1]", arg556_1: "f32[128]", arg557_1: "f32[128]", arg558_1: "f32[128]", arg559_1: "f32[128]", arg560_1: "f32[32, 128, 3, 3]", arg561_1: "f32[896]", arg562_1: "f32[896]", arg563_1: "f32[896]", arg564_1: "f32[896]", arg565_1: "f32[128, 896, 1, 1]", arg566_1: "f32[128]", arg567_1: "f32[128]", arg568_1: "f32[128]", arg569_1: "f32[128]", arg570_1: "f32[32, 128, 3, 3]", arg571_1: "f32[928]", arg572_1: "f32[928]", arg573_1: "f32[928]", arg574_1: "f32[928]", arg575_1: "f32[128, 928, 1, 1]", arg576_1: "f32[128]", arg577_1: "f32[128]", arg578_1: "f32[128]", arg579_1: "f32[128]", arg580_1: "f32[32, 128, 3, 3]", arg581_1: "f32[960]", arg582_1: "f32[960]", arg583_1: "f32[960]", arg584_1: "f32[960]", arg585_1: "f32[128, 960, 1, 1]", arg586_1: "f32[128]", arg587_1: "f32[128]", arg588_1: "f32[128]", arg589_1: "f32[128]", arg590_1: "f32[32, 128, 3, 3]", arg591_1: "f32[992]", arg592_1: "f32[992]", arg593_1: "f32[992]", arg594_1: "f32[992]", arg595_1: "f32[128, 992, 1, 1]", arg596_1: "f32[128]", arg597_1: "f32[128]", arg598_1: "f32[128]", arg599_1: "f32[128]", arg600_1: "f32[32, 128, 3, 3]", arg601_1: "f32[1024]", arg602_1: "f32[1024]", arg603_1: "f32[1024]", arg604_1: "f32[1024]", arg605_1: "f32[1000, 1024]", arg606_1: "f32[1000]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:213 in forward, code: features = self.features(x)
        convolution: "f32[1, 64, 112, 112]" = torch.ops.aten.convolution.default(arg1_1, arg0_1, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  arg1_1 = arg0_1 = None
        _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, arg4_1, arg5_1, arg2_1, arg3_1, 0.1, 1e-05);  convolution = arg4_1 = arg5_1 = arg2_1 = arg3_1 = None
        getitem: "f32[1, 64, 112, 112]" = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None
        relu: "f32[1, 64, 112, 112]" = torch.ops.aten.relu.default(getitem);  getitem = None
        max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [3, 3], [2, 2], [1, 1]);  relu = None
        getitem_3: "f32[1, 64, 56, 56]" = max_pool2d_with_indices[0];  max_pool2d_with_indices = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat: "f32[1, 64, 56, 56]" = torch.ops.aten.cat.default([getitem_3], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat, arg8_1, arg9_1, arg6_1, arg7_1, 0.1, 1e-05);  cat = arg8_1 = arg9_1 = arg6_1 = arg7_1 = None
        getitem_5: "f32[1, 64, 56, 56]" = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None
        relu_1: "f32[1, 64, 56, 56]" = torch.ops.aten.relu.default(getitem_5);  getitem_5 = None
        convolution_1: "f32[1, 128, 56, 56]" = torch.ops.aten.convolution.default(relu_1, arg10_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_1 = arg10_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, arg13_1, arg14_1, arg11_1, arg12_1, 0.1, 1e-05);  convolution_1 = arg13_1 = arg14_1 = arg11_1 = arg12_1 = None
        getitem_8: "f32[1, 128, 56, 56]" = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None
        relu_2: "f32[1, 128, 56, 56]" = torch.ops.aten.relu.default(getitem_8);  getitem_8 = None
        convolution_2: "f32[1, 32, 56, 56]" = torch.ops.aten.convolution.default(relu_2, arg15_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_2 = arg15_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_1: "f32[1, 96, 56, 56]" = torch.ops.aten.cat.default([getitem_3, convolution_2], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_1, arg18_1, arg19_1, arg16_1, arg17_1, 0.1, 1e-05);  cat_1 = arg18_1 = arg19_1 = arg16_1 = arg17_1 = None
        getitem_11: "f32[1, 96, 56, 56]" = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None
        relu_3: "f32[1, 96, 56, 56]" = torch.ops.aten.relu.default(getitem_11);  getitem_11 = None
        convolution_3: "f32[1, 128, 56, 56]" = torch.ops.aten.convolution.default(relu_3, arg20_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_3 = arg20_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_3, arg23_1, arg24_1, arg21_1, arg22_1, 0.1, 1e-05);  convolution_3 = arg23_1 = arg24_1 = arg21_1 = arg22_1 = None
        getitem_14: "f32[1, 128, 56, 56]" = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None
        relu_4: "f32[1, 128, 56, 56]" = torch.ops.aten.relu.default(getitem_14);  getitem_14 = None
        convolution_4: "f32[1, 32, 56, 56]" = torch.ops.aten.convolution.default(relu_4, arg25_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_4 = arg25_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_2: "f32[1, 128, 56, 56]" = torch.ops.aten.cat.default([getitem_3, convolution_2, convolution_4], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_2, arg28_1, arg29_1, arg26_1, arg27_1, 0.1, 1e-05);  cat_2 = arg28_1 = arg29_1 = arg26_1 = arg27_1 = None
        getitem_17: "f32[1, 128, 56, 56]" = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None
        relu_5: "f32[1, 128, 56, 56]" = torch.ops.aten.relu.default(getitem_17);  getitem_17 = None
        convolution_5: "f32[1, 128, 56, 56]" = torch.ops.aten.convolution.default(relu_5, arg30_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_5 = arg30_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, arg33_1, arg34_1, arg31_1, arg32_1, 0.1, 1e-05);  convolution_5 = arg33_1 = arg34_1 = arg31_1 = arg32_1 = None
        getitem_20: "f32[1, 128, 56, 56]" = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None
        relu_6: "f32[1, 128, 56, 56]" = torch.ops.aten.relu.default(getitem_20);  getitem_20 = None
        convolution_6: "f32[1, 32, 56, 56]" = torch.ops.aten.convolution.default(relu_6, arg35_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_6 = arg35_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_3: "f32[1, 160, 56, 56]" = torch.ops.aten.cat.default([getitem_3, convolution_2, convolution_4, convolution_6], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_3, arg38_1, arg39_1, arg36_1, arg37_1, 0.1, 1e-05);  cat_3 = arg38_1 = arg39_1 = arg36_1 = arg37_1 = None
        getitem_23: "f32[1, 160, 56, 56]" = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None
        relu_7: "f32[1, 160, 56, 56]" = torch.ops.aten.relu.default(getitem_23);  getitem_23 = None
        convolution_7: "f32[1, 128, 56, 56]" = torch.ops.aten.convolution.default(relu_7, arg40_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_7 = arg40_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_7, arg43_1, arg44_1, arg41_1, arg42_1, 0.1, 1e-05);  convolution_7 = arg43_1 = arg44_1 = arg41_1 = arg42_1 = None
        getitem_26: "f32[1, 128, 56, 56]" = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None
        relu_8: "f32[1, 128, 56, 56]" = torch.ops.aten.relu.default(getitem_26);  getitem_26 = None
        convolution_8: "f32[1, 32, 56, 56]" = torch.ops.aten.convolution.default(relu_8, arg45_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_8 = arg45_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_4: "f32[1, 192, 56, 56]" = torch.ops.aten.cat.default([getitem_3, convolution_2, convolution_4, convolution_6, convolution_8], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_4, arg48_1, arg49_1, arg46_1, arg47_1, 0.1, 1e-05);  cat_4 = arg48_1 = arg49_1 = arg46_1 = arg47_1 = None
        getitem_29: "f32[1, 192, 56, 56]" = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None
        relu_9: "f32[1, 192, 56, 56]" = torch.ops.aten.relu.default(getitem_29);  getitem_29 = None
        convolution_9: "f32[1, 128, 56, 56]" = torch.ops.aten.convolution.default(relu_9, arg50_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_9 = arg50_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, arg53_1, arg54_1, arg51_1, arg52_1, 0.1, 1e-05);  convolution_9 = arg53_1 = arg54_1 = arg51_1 = arg52_1 = None
        getitem_32: "f32[1, 128, 56, 56]" = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None
        relu_10: "f32[1, 128, 56, 56]" = torch.ops.aten.relu.default(getitem_32);  getitem_32 = None
        convolution_10: "f32[1, 32, 56, 56]" = torch.ops.aten.convolution.default(relu_10, arg55_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_10 = arg55_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_5: "f32[1, 224, 56, 56]" = torch.ops.aten.cat.default([getitem_3, convolution_2, convolution_4, convolution_6, convolution_8, convolution_10], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_5, arg58_1, arg59_1, arg56_1, arg57_1, 0.1, 1e-05);  cat_5 = arg58_1 = arg59_1 = arg56_1 = arg57_1 = None
        getitem_35: "f32[1, 224, 56, 56]" = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None
        relu_11: "f32[1, 224, 56, 56]" = torch.ops.aten.relu.default(getitem_35);  getitem_35 = None
        convolution_11: "f32[1, 128, 56, 56]" = torch.ops.aten.convolution.default(relu_11, arg60_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_11 = arg60_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, arg63_1, arg64_1, arg61_1, arg62_1, 0.1, 1e-05);  convolution_11 = arg63_1 = arg64_1 = arg61_1 = arg62_1 = None
        getitem_38: "f32[1, 128, 56, 56]" = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None
        relu_12: "f32[1, 128, 56, 56]" = torch.ops.aten.relu.default(getitem_38);  getitem_38 = None
        convolution_12: "f32[1, 32, 56, 56]" = torch.ops.aten.convolution.default(relu_12, arg65_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_12 = arg65_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:124 in forward, code: return torch.cat(features, 1)
        cat_6: "f32[1, 256, 56, 56]" = torch.ops.aten.cat.default([getitem_3, convolution_2, convolution_4, convolution_6, convolution_8, convolution_10, convolution_12], 1);  getitem_3 = convolution_2 = convolution_4 = convolution_6 = convolution_8 = convolution_10 = convolution_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:213 in forward, code: features = self.features(x)
        _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_6, arg68_1, arg69_1, arg66_1, arg67_1, 0.1, 1e-05);  cat_6 = arg68_1 = arg69_1 = arg66_1 = arg67_1 = None
        getitem_41: "f32[1, 256, 56, 56]" = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None
        relu_13: "f32[1, 256, 56, 56]" = torch.ops.aten.relu.default(getitem_41);  getitem_41 = None
        convolution_13: "f32[1, 128, 56, 56]" = torch.ops.aten.convolution.default(relu_13, arg70_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_13 = arg70_1 = None
        avg_pool2d: "f32[1, 128, 28, 28]" = torch.ops.aten.avg_pool2d.default(convolution_13, [2, 2], [2, 2]);  convolution_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_7: "f32[1, 128, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_7, arg73_1, arg74_1, arg71_1, arg72_1, 0.1, 1e-05);  cat_7 = arg73_1 = arg74_1 = arg71_1 = arg72_1 = None
        getitem_44: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None
        relu_14: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_44);  getitem_44 = None
        convolution_14: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_14, arg75_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_14 = arg75_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_14, arg78_1, arg79_1, arg76_1, arg77_1, 0.1, 1e-05);  convolution_14 = arg78_1 = arg79_1 = arg76_1 = arg77_1 = None
        getitem_47: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None
        relu_15: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_47);  getitem_47 = None
        convolution_15: "f32[1, 32, 28, 28]" = torch.ops.aten.convolution.default(relu_15, arg80_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_15 = arg80_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_8: "f32[1, 160, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, convolution_15], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_8, arg83_1, arg84_1, arg81_1, arg82_1, 0.1, 1e-05);  cat_8 = arg83_1 = arg84_1 = arg81_1 = arg82_1 = None
        getitem_50: "f32[1, 160, 28, 28]" = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None
        relu_16: "f32[1, 160, 28, 28]" = torch.ops.aten.relu.default(getitem_50);  getitem_50 = None
        convolution_16: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_16, arg85_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_16 = arg85_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, arg88_1, arg89_1, arg86_1, arg87_1, 0.1, 1e-05);  convolution_16 = arg88_1 = arg89_1 = arg86_1 = arg87_1 = None
        getitem_53: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None
        relu_17: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_53);  getitem_53 = None
        convolution_17: "f32[1, 32, 28, 28]" = torch.ops.aten.convolution.default(relu_17, arg90_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_17 = arg90_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_9: "f32[1, 192, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_9, arg93_1, arg94_1, arg91_1, arg92_1, 0.1, 1e-05);  cat_9 = arg93_1 = arg94_1 = arg91_1 = arg92_1 = None
        getitem_56: "f32[1, 192, 28, 28]" = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None
        relu_18: "f32[1, 192, 28, 28]" = torch.ops.aten.relu.default(getitem_56);  getitem_56 = None
        convolution_18: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_18, arg95_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_18 = arg95_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_18, arg98_1, arg99_1, arg96_1, arg97_1, 0.1, 1e-05);  convolution_18 = arg98_1 = arg99_1 = arg96_1 = arg97_1 = None
        getitem_59: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None
        relu_19: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_59);  getitem_59 = None
        convolution_19: "f32[1, 32, 28, 28]" = torch.ops.aten.convolution.default(relu_19, arg100_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_19 = arg100_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_10: "f32[1, 224, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_10, arg103_1, arg104_1, arg101_1, arg102_1, 0.1, 1e-05);  cat_10 = arg103_1 = arg104_1 = arg101_1 = arg102_1 = None
        getitem_62: "f32[1, 224, 28, 28]" = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None
        relu_20: "f32[1, 224, 28, 28]" = torch.ops.aten.relu.default(getitem_62);  getitem_62 = None
        convolution_20: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_20, arg105_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_20 = arg105_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, arg108_1, arg109_1, arg106_1, arg107_1, 0.1, 1e-05);  convolution_20 = arg108_1 = arg109_1 = arg106_1 = arg107_1 = None
        getitem_65: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None
        relu_21: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_65);  getitem_65 = None
        convolution_21: "f32[1, 32, 28, 28]" = torch.ops.aten.convolution.default(relu_21, arg110_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_21 = arg110_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_11: "f32[1, 256, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_11, arg113_1, arg114_1, arg111_1, arg112_1, 0.1, 1e-05);  cat_11 = arg113_1 = arg114_1 = arg111_1 = arg112_1 = None
        getitem_68: "f32[1, 256, 28, 28]" = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None
        relu_22: "f32[1, 256, 28, 28]" = torch.ops.aten.relu.default(getitem_68);  getitem_68 = None
        convolution_22: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_22, arg115_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_22 = arg115_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_22, arg118_1, arg119_1, arg116_1, arg117_1, 0.1, 1e-05);  convolution_22 = arg118_1 = arg119_1 = arg116_1 = arg117_1 = None
        getitem_71: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None
        relu_23: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_71);  getitem_71 = None
        convolution_23: "f32[1, 32, 28, 28]" = torch.ops.aten.convolution.default(relu_23, arg120_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_23 = arg120_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_12: "f32[1, 288, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_12, arg123_1, arg124_1, arg121_1, arg122_1, 0.1, 1e-05);  cat_12 = arg123_1 = arg124_1 = arg121_1 = arg122_1 = None
        getitem_74: "f32[1, 288, 28, 28]" = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None
        relu_24: "f32[1, 288, 28, 28]" = torch.ops.aten.relu.default(getitem_74);  getitem_74 = None
        convolution_24: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_24, arg125_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_24 = arg125_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_24, arg128_1, arg129_1, arg126_1, arg127_1, 0.1, 1e-05);  convolution_24 = arg128_1 = arg129_1 = arg126_1 = arg127_1 = None
        getitem_77: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None
        relu_25: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_77);  getitem_77 = None
        convolution_25: "f32[1, 32, 28, 28]" = torch.ops.aten.convolution.default(relu_25, arg130_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_25 = arg130_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_13: "f32[1, 320, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_13, arg133_1, arg134_1, arg131_1, arg132_1, 0.1, 1e-05);  cat_13 = arg133_1 = arg134_1 = arg131_1 = arg132_1 = None
        getitem_80: "f32[1, 320, 28, 28]" = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None
        relu_26: "f32[1, 320, 28, 28]" = torch.ops.aten.relu.default(getitem_80);  getitem_80 = None
        convolution_26: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_26, arg135_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_26 = arg135_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, arg138_1, arg139_1, arg136_1, arg137_1, 0.1, 1e-05);  convolution_26 = arg138_1 = arg139_1 = arg136_1 = arg137_1 = None
        getitem_83: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None
        relu_27: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_83);  getitem_83 = None
        convolution_27: "f32[1, 32, 28, 28]" = torch.ops.aten.convolution.default(relu_27, arg140_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_27 = arg140_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_14: "f32[1, 352, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25, convolution_27], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_14, arg143_1, arg144_1, arg141_1, arg142_1, 0.1, 1e-05);  cat_14 = arg143_1 = arg144_1 = arg141_1 = arg142_1 = None
        getitem_86: "f32[1, 352, 28, 28]" = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None
        relu_28: "f32[1, 352, 28, 28]" = torch.ops.aten.relu.default(getitem_86);  getitem_86 = None
        convolution_28: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_28, arg145_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_28 = arg145_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_28, arg148_1, arg149_1, arg146_1, arg147_1, 0.1, 1e-05);  convolution_28 = arg148_1 = arg149_1 = arg146_1 = arg147_1 = None
        getitem_89: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None
        relu_29: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_89);  getitem_89 = None
        convolution_29: "f32[1, 32, 28, 28]" = torch.ops.aten.convolution.default(relu_29, arg150_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_29 = arg150_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_15: "f32[1, 384, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25, convolution_27, convolution_29], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_15, arg153_1, arg154_1, arg151_1, arg152_1, 0.1, 1e-05);  cat_15 = arg153_1 = arg154_1 = arg151_1 = arg152_1 = None
        getitem_92: "f32[1, 384, 28, 28]" = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None
        relu_30: "f32[1, 384, 28, 28]" = torch.ops.aten.relu.default(getitem_92);  getitem_92 = None
        convolution_30: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_30, arg155_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_30 = arg155_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, arg158_1, arg159_1, arg156_1, arg157_1, 0.1, 1e-05);  convolution_30 = arg158_1 = arg159_1 = arg156_1 = arg157_1 = None
        getitem_95: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None
        relu_31: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_95);  getitem_95 = None
        convolution_31: "f32[1, 32, 28, 28]" = torch.ops.aten.convolution.default(relu_31, arg160_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_31 = arg160_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_16: "f32[1, 416, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25, convolution_27, convolution_29, convolution_31], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_16, arg163_1, arg164_1, arg161_1, arg162_1, 0.1, 1e-05);  cat_16 = arg163_1 = arg164_1 = arg161_1 = arg162_1 = None
        getitem_98: "f32[1, 416, 28, 28]" = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None
        relu_32: "f32[1, 416, 28, 28]" = torch.ops.aten.relu.default(getitem_98);  getitem_98 = None
        convolution_32: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_32, arg165_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_32 = arg165_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_32, arg168_1, arg169_1, arg166_1, arg167_1, 0.1, 1e-05);  convolution_32 = arg168_1 = arg169_1 = arg166_1 = arg167_1 = None
        getitem_101: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None
        relu_33: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_101);  getitem_101 = None
        convolution_33: "f32[1, 32, 28, 28]" = torch.ops.aten.convolution.default(relu_33, arg170_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_33 = arg170_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_17: "f32[1, 448, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25, convolution_27, convolution_29, convolution_31, convolution_33], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_34 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_17, arg173_1, arg174_1, arg171_1, arg172_1, 0.1, 1e-05);  cat_17 = arg173_1 = arg174_1 = arg171_1 = arg172_1 = None
        getitem_104: "f32[1, 448, 28, 28]" = _native_batch_norm_legit_no_training_34[0];  _native_batch_norm_legit_no_training_34 = None
        relu_34: "f32[1, 448, 28, 28]" = torch.ops.aten.relu.default(getitem_104);  getitem_104 = None
        convolution_34: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_34, arg175_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_34 = arg175_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_35 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_34, arg178_1, arg179_1, arg176_1, arg177_1, 0.1, 1e-05);  convolution_34 = arg178_1 = arg179_1 = arg176_1 = arg177_1 = None
        getitem_107: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_35[0];  _native_batch_norm_legit_no_training_35 = None
        relu_35: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_107);  getitem_107 = None
        convolution_35: "f32[1, 32, 28, 28]" = torch.ops.aten.convolution.default(relu_35, arg180_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_35 = arg180_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_18: "f32[1, 480, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25, convolution_27, convolution_29, convolution_31, convolution_33, convolution_35], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_36 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_18, arg183_1, arg184_1, arg181_1, arg182_1, 0.1, 1e-05);  cat_18 = arg183_1 = arg184_1 = arg181_1 = arg182_1 = None
        getitem_110: "f32[1, 480, 28, 28]" = _native_batch_norm_legit_no_training_36[0];  _native_batch_norm_legit_no_training_36 = None
        relu_36: "f32[1, 480, 28, 28]" = torch.ops.aten.relu.default(getitem_110);  getitem_110 = None
        convolution_36: "f32[1, 128, 28, 28]" = torch.ops.aten.convolution.default(relu_36, arg185_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_36 = arg185_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_37 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, arg188_1, arg189_1, arg186_1, arg187_1, 0.1, 1e-05);  convolution_36 = arg188_1 = arg189_1 = arg186_1 = arg187_1 = None
        getitem_113: "f32[1, 128, 28, 28]" = _native_batch_norm_legit_no_training_37[0];  _native_batch_norm_legit_no_training_37 = None
        relu_37: "f32[1, 128, 28, 28]" = torch.ops.aten.relu.default(getitem_113);  getitem_113 = None
        convolution_37: "f32[1, 32, 28, 28]" = torch.ops.aten.convolution.default(relu_37, arg190_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_37 = arg190_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:124 in forward, code: return torch.cat(features, 1)
        cat_19: "f32[1, 512, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, convolution_15, convolution_17, convolution_19, convolution_21, convolution_23, convolution_25, convolution_27, convolution_29, convolution_31, convolution_33, convolution_35, convolution_37], 1);  avg_pool2d = convolution_15 = convolution_17 = convolution_19 = convolution_21 = convolution_23 = convolution_25 = convolution_27 = convolution_29 = convolution_31 = convolution_33 = convolution_35 = convolution_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:213 in forward, code: features = self.features(x)
        _native_batch_norm_legit_no_training_38 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_19, arg193_1, arg194_1, arg191_1, arg192_1, 0.1, 1e-05);  cat_19 = arg193_1 = arg194_1 = arg191_1 = arg192_1 = None
        getitem_116: "f32[1, 512, 28, 28]" = _native_batch_norm_legit_no_training_38[0];  _native_batch_norm_legit_no_training_38 = None
        relu_38: "f32[1, 512, 28, 28]" = torch.ops.aten.relu.default(getitem_116);  getitem_116 = None
        convolution_38: "f32[1, 256, 28, 28]" = torch.ops.aten.convolution.default(relu_38, arg195_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_38 = arg195_1 = None
        avg_pool2d_1: "f32[1, 256, 14, 14]" = torch.ops.aten.avg_pool2d.default(convolution_38, [2, 2], [2, 2]);  convolution_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_20: "f32[1, 256, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_39 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_20, arg198_1, arg199_1, arg196_1, arg197_1, 0.1, 1e-05);  cat_20 = arg198_1 = arg199_1 = arg196_1 = arg197_1 = None
        getitem_119: "f32[1, 256, 14, 14]" = _native_batch_norm_legit_no_training_39[0];  _native_batch_norm_legit_no_training_39 = None
        relu_39: "f32[1, 256, 14, 14]" = torch.ops.aten.relu.default(getitem_119);  getitem_119 = None
        convolution_39: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_39, arg200_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_39 = arg200_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_40 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_39, arg203_1, arg204_1, arg201_1, arg202_1, 0.1, 1e-05);  convolution_39 = arg203_1 = arg204_1 = arg201_1 = arg202_1 = None
        getitem_122: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_40[0];  _native_batch_norm_legit_no_training_40 = None
        relu_40: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_122);  getitem_122 = None
        convolution_40: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_40, arg205_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_40 = arg205_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_21: "f32[1, 288, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_41 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_21, arg208_1, arg209_1, arg206_1, arg207_1, 0.1, 1e-05);  cat_21 = arg208_1 = arg209_1 = arg206_1 = arg207_1 = None
        getitem_125: "f32[1, 288, 14, 14]" = _native_batch_norm_legit_no_training_41[0];  _native_batch_norm_legit_no_training_41 = None
        relu_41: "f32[1, 288, 14, 14]" = torch.ops.aten.relu.default(getitem_125);  getitem_125 = None
        convolution_41: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_41, arg210_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_41 = arg210_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_42 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, arg213_1, arg214_1, arg211_1, arg212_1, 0.1, 1e-05);  convolution_41 = arg213_1 = arg214_1 = arg211_1 = arg212_1 = None
        getitem_128: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_42[0];  _native_batch_norm_legit_no_training_42 = None
        relu_42: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_128);  getitem_128 = None
        convolution_42: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_42, arg215_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_42 = arg215_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_22: "f32[1, 320, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_43 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_22, arg218_1, arg219_1, arg216_1, arg217_1, 0.1, 1e-05);  cat_22 = arg218_1 = arg219_1 = arg216_1 = arg217_1 = None
        getitem_131: "f32[1, 320, 14, 14]" = _native_batch_norm_legit_no_training_43[0];  _native_batch_norm_legit_no_training_43 = None
        relu_43: "f32[1, 320, 14, 14]" = torch.ops.aten.relu.default(getitem_131);  getitem_131 = None
        convolution_43: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_43, arg220_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_43 = arg220_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_44 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_43, arg223_1, arg224_1, arg221_1, arg222_1, 0.1, 1e-05);  convolution_43 = arg223_1 = arg224_1 = arg221_1 = arg222_1 = None
        getitem_134: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_44[0];  _native_batch_norm_legit_no_training_44 = None
        relu_44: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_134);  getitem_134 = None
        convolution_44: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_44, arg225_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_44 = arg225_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_23: "f32[1, 352, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_45 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_23, arg228_1, arg229_1, arg226_1, arg227_1, 0.1, 1e-05);  cat_23 = arg228_1 = arg229_1 = arg226_1 = arg227_1 = None
        getitem_137: "f32[1, 352, 14, 14]" = _native_batch_norm_legit_no_training_45[0];  _native_batch_norm_legit_no_training_45 = None
        relu_45: "f32[1, 352, 14, 14]" = torch.ops.aten.relu.default(getitem_137);  getitem_137 = None
        convolution_45: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_45, arg230_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_45 = arg230_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_46 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, arg233_1, arg234_1, arg231_1, arg232_1, 0.1, 1e-05);  convolution_45 = arg233_1 = arg234_1 = arg231_1 = arg232_1 = None
        getitem_140: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_46[0];  _native_batch_norm_legit_no_training_46 = None
        relu_46: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_140);  getitem_140 = None
        convolution_46: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_46, arg235_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_46 = arg235_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_24: "f32[1, 384, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_47 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_24, arg238_1, arg239_1, arg236_1, arg237_1, 0.1, 1e-05);  cat_24 = arg238_1 = arg239_1 = arg236_1 = arg237_1 = None
        getitem_143: "f32[1, 384, 14, 14]" = _native_batch_norm_legit_no_training_47[0];  _native_batch_norm_legit_no_training_47 = None
        relu_47: "f32[1, 384, 14, 14]" = torch.ops.aten.relu.default(getitem_143);  getitem_143 = None
        convolution_47: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_47, arg240_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_47 = arg240_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_48 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_47, arg243_1, arg244_1, arg241_1, arg242_1, 0.1, 1e-05);  convolution_47 = arg243_1 = arg244_1 = arg241_1 = arg242_1 = None
        getitem_146: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_48[0];  _native_batch_norm_legit_no_training_48 = None
        relu_48: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_146);  getitem_146 = None
        convolution_48: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_48, arg245_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_48 = arg245_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_25: "f32[1, 416, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_49 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_25, arg248_1, arg249_1, arg246_1, arg247_1, 0.1, 1e-05);  cat_25 = arg248_1 = arg249_1 = arg246_1 = arg247_1 = None
        getitem_149: "f32[1, 416, 14, 14]" = _native_batch_norm_legit_no_training_49[0];  _native_batch_norm_legit_no_training_49 = None
        relu_49: "f32[1, 416, 14, 14]" = torch.ops.aten.relu.default(getitem_149);  getitem_149 = None
        convolution_49: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_49, arg250_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_49 = arg250_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_50 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_49, arg253_1, arg254_1, arg251_1, arg252_1, 0.1, 1e-05);  convolution_49 = arg253_1 = arg254_1 = arg251_1 = arg252_1 = None
        getitem_152: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_50[0];  _native_batch_norm_legit_no_training_50 = None
        relu_50: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_152);  getitem_152 = None
        convolution_50: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_50, arg255_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_50 = arg255_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_26: "f32[1, 448, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_51 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_26, arg258_1, arg259_1, arg256_1, arg257_1, 0.1, 1e-05);  cat_26 = arg258_1 = arg259_1 = arg256_1 = arg257_1 = None
        getitem_155: "f32[1, 448, 14, 14]" = _native_batch_norm_legit_no_training_51[0];  _native_batch_norm_legit_no_training_51 = None
        relu_51: "f32[1, 448, 14, 14]" = torch.ops.aten.relu.default(getitem_155);  getitem_155 = None
        convolution_51: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_51, arg260_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_51 = arg260_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_52 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, arg263_1, arg264_1, arg261_1, arg262_1, 0.1, 1e-05);  convolution_51 = arg263_1 = arg264_1 = arg261_1 = arg262_1 = None
        getitem_158: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_52[0];  _native_batch_norm_legit_no_training_52 = None
        relu_52: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_158);  getitem_158 = None
        convolution_52: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_52, arg265_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_52 = arg265_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_27: "f32[1, 480, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_53 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_27, arg268_1, arg269_1, arg266_1, arg267_1, 0.1, 1e-05);  cat_27 = arg268_1 = arg269_1 = arg266_1 = arg267_1 = None
        getitem_161: "f32[1, 480, 14, 14]" = _native_batch_norm_legit_no_training_53[0];  _native_batch_norm_legit_no_training_53 = None
        relu_53: "f32[1, 480, 14, 14]" = torch.ops.aten.relu.default(getitem_161);  getitem_161 = None
        convolution_53: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_53, arg270_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_53 = arg270_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_54 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_53, arg273_1, arg274_1, arg271_1, arg272_1, 0.1, 1e-05);  convolution_53 = arg273_1 = arg274_1 = arg271_1 = arg272_1 = None
        getitem_164: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_54[0];  _native_batch_norm_legit_no_training_54 = None
        relu_54: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_164);  getitem_164 = None
        convolution_54: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_54, arg275_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_54 = arg275_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_28: "f32[1, 512, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_55 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_28, arg278_1, arg279_1, arg276_1, arg277_1, 0.1, 1e-05);  cat_28 = arg278_1 = arg279_1 = arg276_1 = arg277_1 = None
        getitem_167: "f32[1, 512, 14, 14]" = _native_batch_norm_legit_no_training_55[0];  _native_batch_norm_legit_no_training_55 = None
        relu_55: "f32[1, 512, 14, 14]" = torch.ops.aten.relu.default(getitem_167);  getitem_167 = None
        convolution_55: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_55, arg280_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_55 = arg280_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_56 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_55, arg283_1, arg284_1, arg281_1, arg282_1, 0.1, 1e-05);  convolution_55 = arg283_1 = arg284_1 = arg281_1 = arg282_1 = None
        getitem_170: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_56[0];  _native_batch_norm_legit_no_training_56 = None
        relu_56: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_170);  getitem_170 = None
        convolution_56: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_56, arg285_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_56 = arg285_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_29: "f32[1, 544, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_57 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_29, arg288_1, arg289_1, arg286_1, arg287_1, 0.1, 1e-05);  cat_29 = arg288_1 = arg289_1 = arg286_1 = arg287_1 = None
        getitem_173: "f32[1, 544, 14, 14]" = _native_batch_norm_legit_no_training_57[0];  _native_batch_norm_legit_no_training_57 = None
        relu_57: "f32[1, 544, 14, 14]" = torch.ops.aten.relu.default(getitem_173);  getitem_173 = None
        convolution_57: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_57, arg290_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_57 = arg290_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_58 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_57, arg293_1, arg294_1, arg291_1, arg292_1, 0.1, 1e-05);  convolution_57 = arg293_1 = arg294_1 = arg291_1 = arg292_1 = None
        getitem_176: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_58[0];  _native_batch_norm_legit_no_training_58 = None
        relu_58: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_176);  getitem_176 = None
        convolution_58: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_58, arg295_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_58 = arg295_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_30: "f32[1, 576, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_59 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_30, arg298_1, arg299_1, arg296_1, arg297_1, 0.1, 1e-05);  cat_30 = arg298_1 = arg299_1 = arg296_1 = arg297_1 = None
        getitem_179: "f32[1, 576, 14, 14]" = _native_batch_norm_legit_no_training_59[0];  _native_batch_norm_legit_no_training_59 = None
        relu_59: "f32[1, 576, 14, 14]" = torch.ops.aten.relu.default(getitem_179);  getitem_179 = None
        convolution_59: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_59, arg300_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_59 = arg300_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_60 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_59, arg303_1, arg304_1, arg301_1, arg302_1, 0.1, 1e-05);  convolution_59 = arg303_1 = arg304_1 = arg301_1 = arg302_1 = None
        getitem_182: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_60[0];  _native_batch_norm_legit_no_training_60 = None
        relu_60: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_182);  getitem_182 = None
        convolution_60: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_60, arg305_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_60 = arg305_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_31: "f32[1, 608, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_61 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_31, arg308_1, arg309_1, arg306_1, arg307_1, 0.1, 1e-05);  cat_31 = arg308_1 = arg309_1 = arg306_1 = arg307_1 = None
        getitem_185: "f32[1, 608, 14, 14]" = _native_batch_norm_legit_no_training_61[0];  _native_batch_norm_legit_no_training_61 = None
        relu_61: "f32[1, 608, 14, 14]" = torch.ops.aten.relu.default(getitem_185);  getitem_185 = None
        convolution_61: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_61, arg310_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_61 = arg310_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_62 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_61, arg313_1, arg314_1, arg311_1, arg312_1, 0.1, 1e-05);  convolution_61 = arg313_1 = arg314_1 = arg311_1 = arg312_1 = None
        getitem_188: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_62[0];  _native_batch_norm_legit_no_training_62 = None
        relu_62: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_188);  getitem_188 = None
        convolution_62: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_62, arg315_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_62 = arg315_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_32: "f32[1, 640, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_63 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_32, arg318_1, arg319_1, arg316_1, arg317_1, 0.1, 1e-05);  cat_32 = arg318_1 = arg319_1 = arg316_1 = arg317_1 = None
        getitem_191: "f32[1, 640, 14, 14]" = _native_batch_norm_legit_no_training_63[0];  _native_batch_norm_legit_no_training_63 = None
        relu_63: "f32[1, 640, 14, 14]" = torch.ops.aten.relu.default(getitem_191);  getitem_191 = None
        convolution_63: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_63, arg320_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_63 = arg320_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_64 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_63, arg323_1, arg324_1, arg321_1, arg322_1, 0.1, 1e-05);  convolution_63 = arg323_1 = arg324_1 = arg321_1 = arg322_1 = None
        getitem_194: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_64[0];  _native_batch_norm_legit_no_training_64 = None
        relu_64: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_194);  getitem_194 = None
        convolution_64: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_64, arg325_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_64 = arg325_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_33: "f32[1, 672, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_65 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_33, arg328_1, arg329_1, arg326_1, arg327_1, 0.1, 1e-05);  cat_33 = arg328_1 = arg329_1 = arg326_1 = arg327_1 = None
        getitem_197: "f32[1, 672, 14, 14]" = _native_batch_norm_legit_no_training_65[0];  _native_batch_norm_legit_no_training_65 = None
        relu_65: "f32[1, 672, 14, 14]" = torch.ops.aten.relu.default(getitem_197);  getitem_197 = None
        convolution_65: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_65, arg330_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_65 = arg330_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_66 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_65, arg333_1, arg334_1, arg331_1, arg332_1, 0.1, 1e-05);  convolution_65 = arg333_1 = arg334_1 = arg331_1 = arg332_1 = None
        getitem_200: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_66[0];  _native_batch_norm_legit_no_training_66 = None
        relu_66: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_200);  getitem_200 = None
        convolution_66: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_66, arg335_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_66 = arg335_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_34: "f32[1, 704, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_67 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_34, arg338_1, arg339_1, arg336_1, arg337_1, 0.1, 1e-05);  cat_34 = arg338_1 = arg339_1 = arg336_1 = arg337_1 = None
        getitem_203: "f32[1, 704, 14, 14]" = _native_batch_norm_legit_no_training_67[0];  _native_batch_norm_legit_no_training_67 = None
        relu_67: "f32[1, 704, 14, 14]" = torch.ops.aten.relu.default(getitem_203);  getitem_203 = None
        convolution_67: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_67, arg340_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_67 = arg340_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_68 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_67, arg343_1, arg344_1, arg341_1, arg342_1, 0.1, 1e-05);  convolution_67 = arg343_1 = arg344_1 = arg341_1 = arg342_1 = None
        getitem_206: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_68[0];  _native_batch_norm_legit_no_training_68 = None
        relu_68: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_206);  getitem_206 = None
        convolution_68: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_68, arg345_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_68 = arg345_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_35: "f32[1, 736, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_69 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_35, arg348_1, arg349_1, arg346_1, arg347_1, 0.1, 1e-05);  cat_35 = arg348_1 = arg349_1 = arg346_1 = arg347_1 = None
        getitem_209: "f32[1, 736, 14, 14]" = _native_batch_norm_legit_no_training_69[0];  _native_batch_norm_legit_no_training_69 = None
        relu_69: "f32[1, 736, 14, 14]" = torch.ops.aten.relu.default(getitem_209);  getitem_209 = None
        convolution_69: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_69, arg350_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_69 = arg350_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_70 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_69, arg353_1, arg354_1, arg351_1, arg352_1, 0.1, 1e-05);  convolution_69 = arg353_1 = arg354_1 = arg351_1 = arg352_1 = None
        getitem_212: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_70[0];  _native_batch_norm_legit_no_training_70 = None
        relu_70: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_212);  getitem_212 = None
        convolution_70: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_70, arg355_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_70 = arg355_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_36: "f32[1, 768, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_71 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_36, arg358_1, arg359_1, arg356_1, arg357_1, 0.1, 1e-05);  cat_36 = arg358_1 = arg359_1 = arg356_1 = arg357_1 = None
        getitem_215: "f32[1, 768, 14, 14]" = _native_batch_norm_legit_no_training_71[0];  _native_batch_norm_legit_no_training_71 = None
        relu_71: "f32[1, 768, 14, 14]" = torch.ops.aten.relu.default(getitem_215);  getitem_215 = None
        convolution_71: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_71, arg360_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_71 = arg360_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_72 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_71, arg363_1, arg364_1, arg361_1, arg362_1, 0.1, 1e-05);  convolution_71 = arg363_1 = arg364_1 = arg361_1 = arg362_1 = None
        getitem_218: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_72[0];  _native_batch_norm_legit_no_training_72 = None
        relu_72: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_218);  getitem_218 = None
        convolution_72: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_72, arg365_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_72 = arg365_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_37: "f32[1, 800, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_73 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_37, arg368_1, arg369_1, arg366_1, arg367_1, 0.1, 1e-05);  cat_37 = arg368_1 = arg369_1 = arg366_1 = arg367_1 = None
        getitem_221: "f32[1, 800, 14, 14]" = _native_batch_norm_legit_no_training_73[0];  _native_batch_norm_legit_no_training_73 = None
        relu_73: "f32[1, 800, 14, 14]" = torch.ops.aten.relu.default(getitem_221);  getitem_221 = None
        convolution_73: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_73, arg370_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_73 = arg370_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_74 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_73, arg373_1, arg374_1, arg371_1, arg372_1, 0.1, 1e-05);  convolution_73 = arg373_1 = arg374_1 = arg371_1 = arg372_1 = None
        getitem_224: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_74[0];  _native_batch_norm_legit_no_training_74 = None
        relu_74: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_224);  getitem_224 = None
        convolution_74: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_74, arg375_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_74 = arg375_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_38: "f32[1, 832, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_75 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_38, arg378_1, arg379_1, arg376_1, arg377_1, 0.1, 1e-05);  cat_38 = arg378_1 = arg379_1 = arg376_1 = arg377_1 = None
        getitem_227: "f32[1, 832, 14, 14]" = _native_batch_norm_legit_no_training_75[0];  _native_batch_norm_legit_no_training_75 = None
        relu_75: "f32[1, 832, 14, 14]" = torch.ops.aten.relu.default(getitem_227);  getitem_227 = None
        convolution_75: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_75, arg380_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_75 = arg380_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_76 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_75, arg383_1, arg384_1, arg381_1, arg382_1, 0.1, 1e-05);  convolution_75 = arg383_1 = arg384_1 = arg381_1 = arg382_1 = None
        getitem_230: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_76[0];  _native_batch_norm_legit_no_training_76 = None
        relu_76: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_230);  getitem_230 = None
        convolution_76: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_76, arg385_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_76 = arg385_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_39: "f32[1, 864, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74, convolution_76], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_77 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_39, arg388_1, arg389_1, arg386_1, arg387_1, 0.1, 1e-05);  cat_39 = arg388_1 = arg389_1 = arg386_1 = arg387_1 = None
        getitem_233: "f32[1, 864, 14, 14]" = _native_batch_norm_legit_no_training_77[0];  _native_batch_norm_legit_no_training_77 = None
        relu_77: "f32[1, 864, 14, 14]" = torch.ops.aten.relu.default(getitem_233);  getitem_233 = None
        convolution_77: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_77, arg390_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_77 = arg390_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_78 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_77, arg393_1, arg394_1, arg391_1, arg392_1, 0.1, 1e-05);  convolution_77 = arg393_1 = arg394_1 = arg391_1 = arg392_1 = None
        getitem_236: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_78[0];  _native_batch_norm_legit_no_training_78 = None
        relu_78: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_236);  getitem_236 = None
        convolution_78: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_78, arg395_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_78 = arg395_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_40: "f32[1, 896, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74, convolution_76, convolution_78], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_79 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_40, arg398_1, arg399_1, arg396_1, arg397_1, 0.1, 1e-05);  cat_40 = arg398_1 = arg399_1 = arg396_1 = arg397_1 = None
        getitem_239: "f32[1, 896, 14, 14]" = _native_batch_norm_legit_no_training_79[0];  _native_batch_norm_legit_no_training_79 = None
        relu_79: "f32[1, 896, 14, 14]" = torch.ops.aten.relu.default(getitem_239);  getitem_239 = None
        convolution_79: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_79, arg400_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_79 = arg400_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_80 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_79, arg403_1, arg404_1, arg401_1, arg402_1, 0.1, 1e-05);  convolution_79 = arg403_1 = arg404_1 = arg401_1 = arg402_1 = None
        getitem_242: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_80[0];  _native_batch_norm_legit_no_training_80 = None
        relu_80: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_242);  getitem_242 = None
        convolution_80: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_80, arg405_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_80 = arg405_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_41: "f32[1, 928, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74, convolution_76, convolution_78, convolution_80], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_81 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_41, arg408_1, arg409_1, arg406_1, arg407_1, 0.1, 1e-05);  cat_41 = arg408_1 = arg409_1 = arg406_1 = arg407_1 = None
        getitem_245: "f32[1, 928, 14, 14]" = _native_batch_norm_legit_no_training_81[0];  _native_batch_norm_legit_no_training_81 = None
        relu_81: "f32[1, 928, 14, 14]" = torch.ops.aten.relu.default(getitem_245);  getitem_245 = None
        convolution_81: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_81, arg410_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_81 = arg410_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_82 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_81, arg413_1, arg414_1, arg411_1, arg412_1, 0.1, 1e-05);  convolution_81 = arg413_1 = arg414_1 = arg411_1 = arg412_1 = None
        getitem_248: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_82[0];  _native_batch_norm_legit_no_training_82 = None
        relu_82: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_248);  getitem_248 = None
        convolution_82: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_82, arg415_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_82 = arg415_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_42: "f32[1, 960, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74, convolution_76, convolution_78, convolution_80, convolution_82], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_83 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_42, arg418_1, arg419_1, arg416_1, arg417_1, 0.1, 1e-05);  cat_42 = arg418_1 = arg419_1 = arg416_1 = arg417_1 = None
        getitem_251: "f32[1, 960, 14, 14]" = _native_batch_norm_legit_no_training_83[0];  _native_batch_norm_legit_no_training_83 = None
        relu_83: "f32[1, 960, 14, 14]" = torch.ops.aten.relu.default(getitem_251);  getitem_251 = None
        convolution_83: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_83, arg420_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_83 = arg420_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_84 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_83, arg423_1, arg424_1, arg421_1, arg422_1, 0.1, 1e-05);  convolution_83 = arg423_1 = arg424_1 = arg421_1 = arg422_1 = None
        getitem_254: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_84[0];  _native_batch_norm_legit_no_training_84 = None
        relu_84: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_254);  getitem_254 = None
        convolution_84: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_84, arg425_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_84 = arg425_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_43: "f32[1, 992, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74, convolution_76, convolution_78, convolution_80, convolution_82, convolution_84], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_85 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_43, arg428_1, arg429_1, arg426_1, arg427_1, 0.1, 1e-05);  cat_43 = arg428_1 = arg429_1 = arg426_1 = arg427_1 = None
        getitem_257: "f32[1, 992, 14, 14]" = _native_batch_norm_legit_no_training_85[0];  _native_batch_norm_legit_no_training_85 = None
        relu_85: "f32[1, 992, 14, 14]" = torch.ops.aten.relu.default(getitem_257);  getitem_257 = None
        convolution_85: "f32[1, 128, 14, 14]" = torch.ops.aten.convolution.default(relu_85, arg430_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_85 = arg430_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_86 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_85, arg433_1, arg434_1, arg431_1, arg432_1, 0.1, 1e-05);  convolution_85 = arg433_1 = arg434_1 = arg431_1 = arg432_1 = None
        getitem_260: "f32[1, 128, 14, 14]" = _native_batch_norm_legit_no_training_86[0];  _native_batch_norm_legit_no_training_86 = None
        relu_86: "f32[1, 128, 14, 14]" = torch.ops.aten.relu.default(getitem_260);  getitem_260 = None
        convolution_86: "f32[1, 32, 14, 14]" = torch.ops.aten.convolution.default(relu_86, arg435_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_86 = arg435_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:124 in forward, code: return torch.cat(features, 1)
        cat_44: "f32[1, 1024, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, convolution_40, convolution_42, convolution_44, convolution_46, convolution_48, convolution_50, convolution_52, convolution_54, convolution_56, convolution_58, convolution_60, convolution_62, convolution_64, convolution_66, convolution_68, convolution_70, convolution_72, convolution_74, convolution_76, convolution_78, convolution_80, convolution_82, convolution_84, convolution_86], 1);  avg_pool2d_1 = convolution_40 = convolution_42 = convolution_44 = convolution_46 = convolution_48 = convolution_50 = convolution_52 = convolution_54 = convolution_56 = convolution_58 = convolution_60 = convolution_62 = convolution_64 = convolution_66 = convolution_68 = convolution_70 = convolution_72 = convolution_74 = convolution_76 = convolution_78 = convolution_80 = convolution_82 = convolution_84 = convolution_86 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:213 in forward, code: features = self.features(x)
        _native_batch_norm_legit_no_training_87 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_44, arg438_1, arg439_1, arg436_1, arg437_1, 0.1, 1e-05);  cat_44 = arg438_1 = arg439_1 = arg436_1 = arg437_1 = None
        getitem_263: "f32[1, 1024, 14, 14]" = _native_batch_norm_legit_no_training_87[0];  _native_batch_norm_legit_no_training_87 = None
        relu_87: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu.default(getitem_263);  getitem_263 = None
        convolution_87: "f32[1, 512, 14, 14]" = torch.ops.aten.convolution.default(relu_87, arg440_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_87 = arg440_1 = None
        avg_pool2d_2: "f32[1, 512, 7, 7]" = torch.ops.aten.avg_pool2d.default(convolution_87, [2, 2], [2, 2]);  convolution_87 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_45: "f32[1, 512, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_88 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_45, arg443_1, arg444_1, arg441_1, arg442_1, 0.1, 1e-05);  cat_45 = arg443_1 = arg444_1 = arg441_1 = arg442_1 = None
        getitem_266: "f32[1, 512, 7, 7]" = _native_batch_norm_legit_no_training_88[0];  _native_batch_norm_legit_no_training_88 = None
        relu_88: "f32[1, 512, 7, 7]" = torch.ops.aten.relu.default(getitem_266);  getitem_266 = None
        convolution_88: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_88, arg445_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_88 = arg445_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_89 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_88, arg448_1, arg449_1, arg446_1, arg447_1, 0.1, 1e-05);  convolution_88 = arg448_1 = arg449_1 = arg446_1 = arg447_1 = None
        getitem_269: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_89[0];  _native_batch_norm_legit_no_training_89 = None
        relu_89: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_269);  getitem_269 = None
        convolution_89: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_89, arg450_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_89 = arg450_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_46: "f32[1, 544, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_90 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_46, arg453_1, arg454_1, arg451_1, arg452_1, 0.1, 1e-05);  cat_46 = arg453_1 = arg454_1 = arg451_1 = arg452_1 = None
        getitem_272: "f32[1, 544, 7, 7]" = _native_batch_norm_legit_no_training_90[0];  _native_batch_norm_legit_no_training_90 = None
        relu_90: "f32[1, 544, 7, 7]" = torch.ops.aten.relu.default(getitem_272);  getitem_272 = None
        convolution_90: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_90, arg455_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_90 = arg455_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_91 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_90, arg458_1, arg459_1, arg456_1, arg457_1, 0.1, 1e-05);  convolution_90 = arg458_1 = arg459_1 = arg456_1 = arg457_1 = None
        getitem_275: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_91[0];  _native_batch_norm_legit_no_training_91 = None
        relu_91: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_275);  getitem_275 = None
        convolution_91: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_91, arg460_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_91 = arg460_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_47: "f32[1, 576, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_92 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_47, arg463_1, arg464_1, arg461_1, arg462_1, 0.1, 1e-05);  cat_47 = arg463_1 = arg464_1 = arg461_1 = arg462_1 = None
        getitem_278: "f32[1, 576, 7, 7]" = _native_batch_norm_legit_no_training_92[0];  _native_batch_norm_legit_no_training_92 = None
        relu_92: "f32[1, 576, 7, 7]" = torch.ops.aten.relu.default(getitem_278);  getitem_278 = None
        convolution_92: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_92, arg465_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_92 = arg465_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_93 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_92, arg468_1, arg469_1, arg466_1, arg467_1, 0.1, 1e-05);  convolution_92 = arg468_1 = arg469_1 = arg466_1 = arg467_1 = None
        getitem_281: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_93[0];  _native_batch_norm_legit_no_training_93 = None
        relu_93: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_281);  getitem_281 = None
        convolution_93: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_93, arg470_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_93 = arg470_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_48: "f32[1, 608, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_94 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_48, arg473_1, arg474_1, arg471_1, arg472_1, 0.1, 1e-05);  cat_48 = arg473_1 = arg474_1 = arg471_1 = arg472_1 = None
        getitem_284: "f32[1, 608, 7, 7]" = _native_batch_norm_legit_no_training_94[0];  _native_batch_norm_legit_no_training_94 = None
        relu_94: "f32[1, 608, 7, 7]" = torch.ops.aten.relu.default(getitem_284);  getitem_284 = None
        convolution_94: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_94, arg475_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_94 = arg475_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_95 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_94, arg478_1, arg479_1, arg476_1, arg477_1, 0.1, 1e-05);  convolution_94 = arg478_1 = arg479_1 = arg476_1 = arg477_1 = None
        getitem_287: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_95[0];  _native_batch_norm_legit_no_training_95 = None
        relu_95: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_287);  getitem_287 = None
        convolution_95: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_95, arg480_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_95 = arg480_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_49: "f32[1, 640, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_96 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_49, arg483_1, arg484_1, arg481_1, arg482_1, 0.1, 1e-05);  cat_49 = arg483_1 = arg484_1 = arg481_1 = arg482_1 = None
        getitem_290: "f32[1, 640, 7, 7]" = _native_batch_norm_legit_no_training_96[0];  _native_batch_norm_legit_no_training_96 = None
        relu_96: "f32[1, 640, 7, 7]" = torch.ops.aten.relu.default(getitem_290);  getitem_290 = None
        convolution_96: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_96, arg485_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_96 = arg485_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_97 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_96, arg488_1, arg489_1, arg486_1, arg487_1, 0.1, 1e-05);  convolution_96 = arg488_1 = arg489_1 = arg486_1 = arg487_1 = None
        getitem_293: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_97[0];  _native_batch_norm_legit_no_training_97 = None
        relu_97: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_293);  getitem_293 = None
        convolution_97: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_97, arg490_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_97 = arg490_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_50: "f32[1, 672, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_98 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_50, arg493_1, arg494_1, arg491_1, arg492_1, 0.1, 1e-05);  cat_50 = arg493_1 = arg494_1 = arg491_1 = arg492_1 = None
        getitem_296: "f32[1, 672, 7, 7]" = _native_batch_norm_legit_no_training_98[0];  _native_batch_norm_legit_no_training_98 = None
        relu_98: "f32[1, 672, 7, 7]" = torch.ops.aten.relu.default(getitem_296);  getitem_296 = None
        convolution_98: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_98, arg495_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_98 = arg495_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_99 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_98, arg498_1, arg499_1, arg496_1, arg497_1, 0.1, 1e-05);  convolution_98 = arg498_1 = arg499_1 = arg496_1 = arg497_1 = None
        getitem_299: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_99[0];  _native_batch_norm_legit_no_training_99 = None
        relu_99: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_299);  getitem_299 = None
        convolution_99: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_99, arg500_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_99 = arg500_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_51: "f32[1, 704, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_100 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_51, arg503_1, arg504_1, arg501_1, arg502_1, 0.1, 1e-05);  cat_51 = arg503_1 = arg504_1 = arg501_1 = arg502_1 = None
        getitem_302: "f32[1, 704, 7, 7]" = _native_batch_norm_legit_no_training_100[0];  _native_batch_norm_legit_no_training_100 = None
        relu_100: "f32[1, 704, 7, 7]" = torch.ops.aten.relu.default(getitem_302);  getitem_302 = None
        convolution_100: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_100, arg505_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_100 = arg505_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_101 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_100, arg508_1, arg509_1, arg506_1, arg507_1, 0.1, 1e-05);  convolution_100 = arg508_1 = arg509_1 = arg506_1 = arg507_1 = None
        getitem_305: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_101[0];  _native_batch_norm_legit_no_training_101 = None
        relu_101: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_305);  getitem_305 = None
        convolution_101: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_101, arg510_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_101 = arg510_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_52: "f32[1, 736, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_102 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_52, arg513_1, arg514_1, arg511_1, arg512_1, 0.1, 1e-05);  cat_52 = arg513_1 = arg514_1 = arg511_1 = arg512_1 = None
        getitem_308: "f32[1, 736, 7, 7]" = _native_batch_norm_legit_no_training_102[0];  _native_batch_norm_legit_no_training_102 = None
        relu_102: "f32[1, 736, 7, 7]" = torch.ops.aten.relu.default(getitem_308);  getitem_308 = None
        convolution_102: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_102, arg515_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_102 = arg515_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_103 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_102, arg518_1, arg519_1, arg516_1, arg517_1, 0.1, 1e-05);  convolution_102 = arg518_1 = arg519_1 = arg516_1 = arg517_1 = None
        getitem_311: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_103[0];  _native_batch_norm_legit_no_training_103 = None
        relu_103: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_311);  getitem_311 = None
        convolution_103: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_103, arg520_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_103 = arg520_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_53: "f32[1, 768, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_104 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_53, arg523_1, arg524_1, arg521_1, arg522_1, 0.1, 1e-05);  cat_53 = arg523_1 = arg524_1 = arg521_1 = arg522_1 = None
        getitem_314: "f32[1, 768, 7, 7]" = _native_batch_norm_legit_no_training_104[0];  _native_batch_norm_legit_no_training_104 = None
        relu_104: "f32[1, 768, 7, 7]" = torch.ops.aten.relu.default(getitem_314);  getitem_314 = None
        convolution_104: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_104, arg525_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_104 = arg525_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_105 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_104, arg528_1, arg529_1, arg526_1, arg527_1, 0.1, 1e-05);  convolution_104 = arg528_1 = arg529_1 = arg526_1 = arg527_1 = None
        getitem_317: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_105[0];  _native_batch_norm_legit_no_training_105 = None
        relu_105: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_317);  getitem_317 = None
        convolution_105: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_105, arg530_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_105 = arg530_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_54: "f32[1, 800, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_106 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_54, arg533_1, arg534_1, arg531_1, arg532_1, 0.1, 1e-05);  cat_54 = arg533_1 = arg534_1 = arg531_1 = arg532_1 = None
        getitem_320: "f32[1, 800, 7, 7]" = _native_batch_norm_legit_no_training_106[0];  _native_batch_norm_legit_no_training_106 = None
        relu_106: "f32[1, 800, 7, 7]" = torch.ops.aten.relu.default(getitem_320);  getitem_320 = None
        convolution_106: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_106, arg535_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_106 = arg535_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_107 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_106, arg538_1, arg539_1, arg536_1, arg537_1, 0.1, 1e-05);  convolution_106 = arg538_1 = arg539_1 = arg536_1 = arg537_1 = None
        getitem_323: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_107[0];  _native_batch_norm_legit_no_training_107 = None
        relu_107: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_323);  getitem_323 = None
        convolution_107: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_107, arg540_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_107 = arg540_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_55: "f32[1, 832, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_108 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_55, arg543_1, arg544_1, arg541_1, arg542_1, 0.1, 1e-05);  cat_55 = arg543_1 = arg544_1 = arg541_1 = arg542_1 = None
        getitem_326: "f32[1, 832, 7, 7]" = _native_batch_norm_legit_no_training_108[0];  _native_batch_norm_legit_no_training_108 = None
        relu_108: "f32[1, 832, 7, 7]" = torch.ops.aten.relu.default(getitem_326);  getitem_326 = None
        convolution_108: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_108, arg545_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_108 = arg545_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_109 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_108, arg548_1, arg549_1, arg546_1, arg547_1, 0.1, 1e-05);  convolution_108 = arg548_1 = arg549_1 = arg546_1 = arg547_1 = None
        getitem_329: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_109[0];  _native_batch_norm_legit_no_training_109 = None
        relu_109: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_329);  getitem_329 = None
        convolution_109: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_109, arg550_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_109 = arg550_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_56: "f32[1, 864, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107, convolution_109], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_110 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_56, arg553_1, arg554_1, arg551_1, arg552_1, 0.1, 1e-05);  cat_56 = arg553_1 = arg554_1 = arg551_1 = arg552_1 = None
        getitem_332: "f32[1, 864, 7, 7]" = _native_batch_norm_legit_no_training_110[0];  _native_batch_norm_legit_no_training_110 = None
        relu_110: "f32[1, 864, 7, 7]" = torch.ops.aten.relu.default(getitem_332);  getitem_332 = None
        convolution_110: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_110, arg555_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_110 = arg555_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_111 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_110, arg558_1, arg559_1, arg556_1, arg557_1, 0.1, 1e-05);  convolution_110 = arg558_1 = arg559_1 = arg556_1 = arg557_1 = None
        getitem_335: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_111[0];  _native_batch_norm_legit_no_training_111 = None
        relu_111: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_335);  getitem_335 = None
        convolution_111: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_111, arg560_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_111 = arg560_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_57: "f32[1, 896, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107, convolution_109, convolution_111], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_112 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_57, arg563_1, arg564_1, arg561_1, arg562_1, 0.1, 1e-05);  cat_57 = arg563_1 = arg564_1 = arg561_1 = arg562_1 = None
        getitem_338: "f32[1, 896, 7, 7]" = _native_batch_norm_legit_no_training_112[0];  _native_batch_norm_legit_no_training_112 = None
        relu_112: "f32[1, 896, 7, 7]" = torch.ops.aten.relu.default(getitem_338);  getitem_338 = None
        convolution_112: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_112, arg565_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_112 = arg565_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_113 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_112, arg568_1, arg569_1, arg566_1, arg567_1, 0.1, 1e-05);  convolution_112 = arg568_1 = arg569_1 = arg566_1 = arg567_1 = None
        getitem_341: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_113[0];  _native_batch_norm_legit_no_training_113 = None
        relu_113: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_341);  getitem_341 = None
        convolution_113: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_113, arg570_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_113 = arg570_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_58: "f32[1, 928, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107, convolution_109, convolution_111, convolution_113], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_114 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_58, arg573_1, arg574_1, arg571_1, arg572_1, 0.1, 1e-05);  cat_58 = arg573_1 = arg574_1 = arg571_1 = arg572_1 = None
        getitem_344: "f32[1, 928, 7, 7]" = _native_batch_norm_legit_no_training_114[0];  _native_batch_norm_legit_no_training_114 = None
        relu_114: "f32[1, 928, 7, 7]" = torch.ops.aten.relu.default(getitem_344);  getitem_344 = None
        convolution_114: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_114, arg575_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_114 = arg575_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_115 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_114, arg578_1, arg579_1, arg576_1, arg577_1, 0.1, 1e-05);  convolution_114 = arg578_1 = arg579_1 = arg576_1 = arg577_1 = None
        getitem_347: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_115[0];  _native_batch_norm_legit_no_training_115 = None
        relu_115: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_347);  getitem_347 = None
        convolution_115: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_115, arg580_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_115 = arg580_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_59: "f32[1, 960, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107, convolution_109, convolution_111, convolution_113, convolution_115], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_116 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_59, arg583_1, arg584_1, arg581_1, arg582_1, 0.1, 1e-05);  cat_59 = arg583_1 = arg584_1 = arg581_1 = arg582_1 = None
        getitem_350: "f32[1, 960, 7, 7]" = _native_batch_norm_legit_no_training_116[0];  _native_batch_norm_legit_no_training_116 = None
        relu_116: "f32[1, 960, 7, 7]" = torch.ops.aten.relu.default(getitem_350);  getitem_350 = None
        convolution_116: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_116, arg585_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_116 = arg585_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_117 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_116, arg588_1, arg589_1, arg586_1, arg587_1, 0.1, 1e-05);  convolution_116 = arg588_1 = arg589_1 = arg586_1 = arg587_1 = None
        getitem_353: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_117[0];  _native_batch_norm_legit_no_training_117 = None
        relu_117: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_353);  getitem_353 = None
        convolution_117: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_117, arg590_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_117 = arg590_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:48 in bn_function, code: concated_features = torch.cat(inputs, 1)
        cat_60: "f32[1, 992, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107, convolution_109, convolution_111, convolution_113, convolution_115, convolution_117], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:49 in bn_function, code: bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        _native_batch_norm_legit_no_training_118 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_60, arg593_1, arg594_1, arg591_1, arg592_1, 0.1, 1e-05);  cat_60 = arg593_1 = arg594_1 = arg591_1 = arg592_1 = None
        getitem_356: "f32[1, 992, 7, 7]" = _native_batch_norm_legit_no_training_118[0];  _native_batch_norm_legit_no_training_118 = None
        relu_118: "f32[1, 992, 7, 7]" = torch.ops.aten.relu.default(getitem_356);  getitem_356 = None
        convolution_118: "f32[1, 128, 7, 7]" = torch.ops.aten.convolution.default(relu_118, arg595_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_118 = arg595_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:90 in forward, code: new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        _native_batch_norm_legit_no_training_119 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_118, arg598_1, arg599_1, arg596_1, arg597_1, 0.1, 1e-05);  convolution_118 = arg598_1 = arg599_1 = arg596_1 = arg597_1 = None
        getitem_359: "f32[1, 128, 7, 7]" = _native_batch_norm_legit_no_training_119[0];  _native_batch_norm_legit_no_training_119 = None
        relu_119: "f32[1, 128, 7, 7]" = torch.ops.aten.relu.default(getitem_359);  getitem_359 = None
        convolution_119: "f32[1, 32, 7, 7]" = torch.ops.aten.convolution.default(relu_119, arg600_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_119 = arg600_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:124 in forward, code: return torch.cat(features, 1)
        cat_61: "f32[1, 1024, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, convolution_89, convolution_91, convolution_93, convolution_95, convolution_97, convolution_99, convolution_101, convolution_103, convolution_105, convolution_107, convolution_109, convolution_111, convolution_113, convolution_115, convolution_117, convolution_119], 1);  avg_pool2d_2 = convolution_89 = convolution_91 = convolution_93 = convolution_95 = convolution_97 = convolution_99 = convolution_101 = convolution_103 = convolution_105 = convolution_107 = convolution_109 = convolution_111 = convolution_113 = convolution_115 = convolution_117 = convolution_119 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:213 in forward, code: features = self.features(x)
        _native_batch_norm_legit_no_training_120 = torch.ops.aten._native_batch_norm_legit_no_training.default(cat_61, arg603_1, arg604_1, arg601_1, arg602_1, 0.1, 1e-05);  cat_61 = arg603_1 = arg604_1 = arg601_1 = arg602_1 = None
        getitem_362: "f32[1, 1024, 7, 7]" = _native_batch_norm_legit_no_training_120[0];  _native_batch_norm_legit_no_training_120 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:214 in forward, code: out = F.relu(features, inplace=True)
        relu_120: "f32[1, 1024, 7, 7]" = torch.ops.aten.relu.default(getitem_362);  getitem_362 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:215 in forward, code: out = F.adaptive_avg_pool2d(out, (1, 1))
        mean: "f32[1, 1024, 1, 1]" = torch.ops.aten.mean.dim(relu_120, [-1, -2], True);  relu_120 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:216 in forward, code: out = torch.flatten(out, 1)
        view: "f32[1, 1024]" = torch.ops.aten.view.default(mean, [1, 1024]);  mean = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:217 in forward, code: out = self.classifier(out)
        t: "f32[1024, 1000]" = torch.ops.aten.t.default(arg605_1);  arg605_1 = None
        addmm: "f32[1, 1000]" = torch.ops.aten.addmm.default(arg606_1, view, t);  arg606_1 = view = t = None
        return (addmm,)
