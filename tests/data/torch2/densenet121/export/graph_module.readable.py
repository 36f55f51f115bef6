class GraphModule(torch.nn.Module):
    def forward(self, p_features_conv0_weight: "f32[64, 3, 7, 7]", p_features_norm0_weight: "f32[64]", p_features_norm0_bias: "f32[64]", p_features_denseblock1_denselayer1_norm1_weight: "f32[64]", p_features_denseblock1_denselayer1_norm1_bias: "f32[64]", p_features_denseblock1_denselayer1_conv1_weight: "f32[128, 64, 1, 1]", p_features_denseblock1_denselayer1_norm2_weight: "f32[128]", p_features_denseblock1_denselayer1_norm2_bias: "f32[128]", p_features_denseblock1_denselayer1_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock1_denselayer2_norm1_weight: "f32[96]", p_features_denseblock1_denselayer2_norm1_bias: "f32[96]", p_features_denseblock1_denselayer2_conv1_weight: "f32[128, 96, 1, 1]", p_features_denseblock1_denselayer2_norm2_weight: "f32[128]", p_features_denseblock1_denselayer2_norm2_bias: "f32[128]", p_features_denseblock1_denselayer2_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock1_denselayer3_norm1_weight: "f32[128]", p_features_denseblock1_denselayer3_norm1_bias: "f32[128]", p_features_denseblock1_denselayer3_conv1_weight: "f32[128, 128, 1, 1]", p_features_denseblock1_denselayer3_norm2_weight: "f32[128]", p_features_denseblock1_denselayer3_norm2_bias: "f32[128]", p_features_denseblock1_denselayer3_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock1_denselayer4_norm1_weight: "f32[160]", p_features_denseblock1_denselayer4_norm1_bias: "f32[160]", p_features_denseblock1_denselayer4_conv1_weight: "f32[128, 160, 1, 1]", p_features_denseblock1_denselayer4_norm2_weight: "f32[128]", p_features_denseblock1_denselayer4_norm2_bias: "f32[128]", p_features_denseblock1_denselayer4_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock1_denselayer5_norm1_weight: "f32[192]", p_features_denseblock1_denselayer5_norm1_bias: "f32[192]", p_features_denseblock1_denselayer5_conv1_weight: "f32[128, 192, 1, 1]", p_features_denseblock1_denselayer5_norm2_weight: "f32[128]", p_features_denseblock1_denselayer5_norm2_bias: "f32[128]", p_features_denseblock1_denselayer5_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock1_denselayer6_norm1_weight: "f32[224]", p_features_denseblock1_denselayer6_norm1_bias: "f32[224]", p_features_denseblock1_denselayer6_conv1_weight: "f32[128, 224, 1, 1]", p_features_denseblock1_denselayer6_norm2_weight: "f32[128]", p_features_denseblock1_denselayer6_norm2_bias: "f32[128]", p_features_denseblock1_denselayer6_conv2_weight: "f32[32, 128, 3, 3]", p_features_transition1_norm_weight: "f32[256]", p_features_transition1_norm_bias: "f32[256]", p_features_transition1_conv_weight: "f32[128, 256, 1, 1]", p_features_denseblock2_denselayer1_norm1_weight: "f32[128]", p_features_denseblock2_denselayer1_norm1_bias: "f32[128]", p_features_denseblock2_denselayer1_conv1_weight: "f32[128, 128, 1, 1]", p_features_denseblock2_denselayer1_norm2_weight: "f32[128]", p_features_denseblock2_denselayer1_norm2_bias: "f32[128]", p_features_denseblock2_denselayer1_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock2_denselayer2_norm1_weight: "f32[160]", p_features_denseblock2_denselayer2_norm1_bias: "f32[160]", p_features_denseblock2_denselayer2_conv1_weight: "f32[128, 160, 1, 1]", p_features_denseblock2_denselayer2_norm2_weight: "f32[128]", p_features_denseblock2_denselayer2_norm2_bias: "f32[128]", p_features_denseblock2_denselayer2_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock2_denselayer3_norm1_weight: "f32[192]", p_features_denseblock2_denselayer3_norm1_bias: "f32[192]", p_features_denseblock2_denselayer3_conv1_weight: "f32[128, 192, 1, 1]", p_features_denseblock2_denselayer3_norm2_weight: "f32[128]", p_features_denseblock2_denselayer3_norm2_bias: "f32[128]", p_features_denseblock2_denselayer3_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock2_denselayer4_norm1_weight: "f32[224]", p_features_denseblock2_denselayer4_norm1_bias: "f32[224]", p_features_denseblock2_denselayer4_conv1_weight: "f32[128, 224, 1, 1]", p_features_denseblock2_denselayer4_norm2_weight: "f32[128]", p_features_denseblock2_denselayer4_norm2_bias: "f32[128]", p_features_denseblock2_denselayer4_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock2_denselayer5_norm1_weight: "f32[256]", p_features_denseblock2_denselayer5_norm1_bias: "f32[256]", p_features_denseblock2_denselayer5_conv1_weight: "f32[128, 256, 1, 1]", p_features_denseblock2_denselayer5_norm2_weight: "f32[128]", p_features_denseblock2_denselayer5_norm2_bias: "f32[128]", p_features_denseblock2_denselayer5_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock2_denselayer6_norm1_weight: "f32[288]", p_features_denseblock2_denselayer6_norm1_bias: "f32[288]", p_features_denseblock2_denselayer6_conv1_weight: "f32[128, 288, 1, 1]", p_features_denseblock2_denselayer6_norm2_weight: "f32[128]", p_features_denseblock2_denselayer6_norm2_bias: "f32[128]", p_features_denseblock2_denselayer6_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock2_denselayer7_norm1_weight: "f32[320]", p_features_denseblock2_denselayer7_norm1_bias: "f32[320]", p_features_denseblock2_denselayer7_conv1_weight: "f32[128, 320, 1, 1]", p_features_denseblock2_denselayer7_norm2_weight: "f32[128]", p_features_denseblock2_denselayer7_norm2_bias: "f32[128]", p_features_denseblock2_denselayer7_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock2_denselayer8_norm1_weight: "f32[352]", p_features_denseblock2_denselayer8_norm1_bias: "f32[352]", p_features_denseblock2_denselayer8_conv1_weight: "f32[128, 352, 1, 1]", p_features_denseblock2_denselayer8_norm2_weight: "f32[128]", p_features_denseblock2_denselayer8_norm2_bias: "f32[128]", p_features_denseblock2_denselayer8_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock2_denselayer9_norm1_weight: "f32[384]", p_features_denseblock2_denselayer9_norm1_bias: "f32[384]", p_features_denseblock2_denselayer9_conv1_weight: "f32[128, 384, 1, 1]", p_features_denseblock2_denselayer9_norm2_weight: "f32[128]", p_features_denseblock2_denselayer9_norm2_bias: "f32[128]", p_features_denseblock2_denselayer9_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock2_denselayer10_norm1_weight: "f32[416]", p_features_denseblock2_denselayer10_norm1_bias: "f32[416]", p_features_denseblock2_denselayer10_conv1_weight: "f32[128, 416, 1, 1]", p_features_denseblock2_denselayer10_norm2_weight: "f32[128]", p_features_denseblock2_denselayer10_norm2_bias: "f32[128]", p_features_denseblock2_denselayer10_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock2_denselayer11_norm1_weight: "f32[448]", p_features_denseblock2_denselayer11_norm1_bias: "f32[448]", p_features_denseblock2_denselayer11_conv1_weight: "f32[128, 448, 1, 1]", p_features_denseblock2_denselayer11_norm2_weight: "f32[128]", p_features_denseblock2_denselayer11_norm2_bias: "f32[128]", p_features_denseblock2_denselayer11_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock2_denselayer12_norm1_weight: "f32[480]", p_features_denseblock2_denselayer12_norm1_bias: "f32[480]", p_features_denseblock2_denselayer12_conv1_weight: "f32[128, 480, 1, 1]", p_features_denseblock2_denselayer12_norm2_weight: "f32[128]", p_features_denseblock2_denselayer12_norm2_bias: "f32[128]", p_features_denseblock2_denselayer12_conv2_weight: "f32[32, 128, 3, 3]", p_features_transition2_norm_weight: "f32[512]", p_features_transition2_norm_bias: "f32[512]", p_features_transition2_conv_weight: "f32[256, 512, 1, 1]", p_features_denseblock3_denselayer1_norm1_weight: "f32[256]", p_features_denseblock3_denselayer1_norm1_bias: "f32[256]", p_features_denseblock3_denselayer1_conv1_weight: "f32[128, 256, 1, 1]", p_features_denseblock3_denselayer1_norm2_weight: "f32[128]", p_features_denseblock3_denselayer1_norm2_bias: "f32[128]", p_features_denseblock3_denselayer1_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer2_norm1_weight: "f32[288]", p_features_denseblock3_denselayer2_norm1_bias: "f32[288]", p_features_denseblock3_denselayer2_conv1_weight: "f32[128, 288, 1, 1]", p_features_denseblock3_denselayer2_norm2_weight: "f32[128]", p_features_denseblock3_denselayer2_norm2_bias: "f32[128]", p_features_denseblock3_denselayer2_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer3_norm1_weight: "f32[320]", p_features_denseblock3_denselayer3_norm1_bias: "f32[320]", p_features_denseblock3_denselayer3_conv1_weight: "f32[128, 320, 1, 1]", p_features_denseblock3_denselayer3_norm2_weight: "f32[128]", p_features_denseblock3_denselayer3_norm2_bias: "f32[128]", p_features_denseblock3_denselayer3_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer4_norm1_weight: "f32[352]", p_features_denseblock3_denselayer4_norm1_bias: "f32[352]", p_features_denseblock3_denselayer4_conv1_weight: "f32[128, 352, 1, 1]", p_features_denseblock3_denselayer4_norm2_weight: "f32[128]", p_features_denseblock3_denselayer4_norm2_bias: "f32[128]", p_features_denseblock3_denselayer4_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer5_norm1_weight: "f32[384]", p_features_denseblock3_denselayer5_norm1_bias: "f32[384]", p_features_denseblock3_denselayer5_conv1_weight: "f32[128, 384, 1, 1]", p_features_denseblock3_denselayer5_norm2_weight: "f32[128]", p_features_denseblock3_denselayer5_norm2_bias: "f32[128]", p_features_denseblock3_denselayer5_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer6_norm1_weight: "f32[416]", p_features_denseblock3_denselayer6_norm1_bias: "f32[416]", p_features_denseblock3_denselayer6_conv1_weight: "f32[128, 416, 1, 1]", p_features_denseblock3_denselayer6_norm2_weight: "f32[128]", p_features_denseblock3_denselayer6_norm2_bias: "f32[128]", p_features_denseblock3_denselayer6_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer7_norm1_weight: "f32[448]", p_features_denseblock3_denselayer7_norm1_bias: "f32[448]", p_features_denseblock3_denselayer7_conv1_weight: "f32[128, 448, 1, 1]", p_features_denseblock3_denselayer7_norm2_weight: "f32[128]", p_features_denseblock3_denselayer7_norm2_bias: "f32[128]", p_features_denseblock3_denselayer7_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer8_norm1_weight: "f32[480]", p_features_denseblock3_denselayer8_norm1_bias: "f32[480]", p_features_denseblock3_denselayer8_conv1_weight: "f32[128, 480, 1, 1]", p_features_denseblock3_denselayer8_norm2_weight: "f32[128]", p_features_denseblock3_denselayer8_norm2_bias: "f32[128]", p_features_denseblock3_denselayer8_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer9_norm1_weight: "f32[512]", p_features_denseblock3_denselayer9_norm1_bias: "f32[512]", p_features_denseblock3_denselayer9_conv1_weight: "f32[128, 512, 1, 1]", p_features_denseblock3_denselayer9_norm2_weight: "f32[128]", p_features_denseblock3_denselayer9_norm2_bias: "f32[128]", p_features_denseblock3_denselayer9_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer10_norm1_weight: "f32[544]", p_features_denseblock3_denselayer10_norm1_bias: "f32[544]", p_features_denseblock3_denselayer10_conv1_weight: "f32[128, 544, 1, 1]", p_features_denseblock3_denselayer10_norm2_weight: "f32[128]", p_features_denseblock3_denselayer10_norm2_bias: "f32[128]", p_features_denseblock3_denselayer10_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer11_norm1_weight: "f32[576]", p_features_denseblock3_denselayer11_norm1_bias: "f32[576]", p_features_denseblock3_denselayer11_conv1_weight: "f32[128, 576, 1, 1]", p_features_denseblock3_denselayer11_norm2_weight: "f32[128]", p_features_denseblock3_denselayer11_norm2_bias: "f32[128]", p_features_denseblock3_denselayer11_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer12_norm1_weight: "f32[608]", p_features_denseblock3_denselayer12_norm1_bias: "f32[608]", p_features_denseblock3_denselayer12_conv1_weight: "f32[128, 608, 1, 1]", p_features_denseblock3_denselayer12_norm2_weight: "f32[128]", p_features_denseblock3_denselayer12_norm2_bias: "f32[128]", p_features_denseblock3_denselayer12_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer13_norm1_weight: "f32[640]", p_features_denseblock3_denselayer13_norm1_bias: "f32[640]", p_features_denseblock3_denselayer13_conv1_weight: "f32[128, 640, 1, 1]", p_features_denseblock3_denselayer13_norm2_weight: "f32[128]", p_features_denseblock3_denselayer13_norm2_bias: "f32[128]", p_features_denseblock3_denselayer13_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer14_norm1_weight: "f32[672]", p_features_denseblock3_denselayer14_norm1_bias: "f32[672]", p_features_denseblock3_denselayer14_conv1_weight: "f32[128, 672, 1, 1]", p_features_denseblock3_denselayer14_norm2_weight: "f32[128]", p_features_denseblock3_denselayer14_norm2_bias: "f32[128]", p_features_denseblock3_denselayer14_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer15_norm1_weight: "f32[704]", p_features_denseblock3_denselayer15_norm1_bias: "f32[704]", p_features_denseblock3_denselayer15_conv1_weight: "f32[128, 704, 1, 1]", p_features_denseblock3_denselayer15_norm2_weight: "f32[128]", p_features_denseblock3_denselayer15_norm2_bias: "f32[128]", p_features_denseblock3_denselayer15_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer16_norm1_weight: "f32[736]", p_features_denseblock3_denselayer16_norm1_bias: "f32[736]", p_features_denseblock3_denselayer16_conv1_weight: "f32[128, 736, 1, 1]", p_features_denseblock3_denselayer16_norm2_weight: "f32[128]", p_features_denseblock3_denselayer16_norm2_bias: "f32[128]", p_features_denseblock3_denselayer16_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer17_norm1_weight: "f32[768]", p_features_denseblock3_denselayer17_norm1_bias: "f32[768]", p_features_denseblock3_denselayer17_conv1_weight: "f32[128, 768, 1, 1]", p_features_denseblock3_denselayer17_norm2_weight: "f32[128]", p_features_denseblock3_denselayer17_norm2_bias: "f32[128]", p_features_denseblock3_denselayer17_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer18_norm1_weight: "f32[800]", p_features_denseblock3_denselayer18_norm1_bias: "f32[800]", p_features_denseblock3_denselayer18_conv1_weight: "f32[128, 800, 1, 1]", p_features_denseblock3_denselayer18_norm2_weight: "f32[128]", p_features_denseblock3_denselayer18_norm2_bias: "f32[128]", p_features_denseblock3_denselayer18_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer19_norm1_weight: "f32[832]", p_features_denseblock3_denselayer19_norm1_bias: "f32[832]", p_features_denseblock3_denselayer19_conv1_weight: "f32[128, 832, 1, 1]", p_features_denseblock3_denselayer19_norm2_weight: "f32[128]", p_features_denseblock3_denselayer19_norm2_bias: "f32[128]", p_features_denseblock3_denselayer19_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer20_norm1_weight: "f32[864]", p_features_denseblock3_denselayer20_norm1_bias: "f32[864]", p_features_denseblock3_denselayer20_conv1_weight: "f32[128, 864, 1, 1]", p_features_denseblock3_denselayer20_norm2_weight: "f32[128]", p_features_denseblock3_denselayer20_norm2_bias: "f32[128]", p_features_denseblock3_denselayer20_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer21_norm1_weight: "f32[896]", p_features_denseblock3_denselayer21_norm1_bias: "f32[896]", p_features_denseblock3_denselayer21_conv1_weight: "f32[128, 896, 1, 1]", p_features_denseblock3_denselayer21_norm2_weight: "f32[128]", p_features_denseblock3_denselayer21_norm2_bias: "f32[128]", p_features_denseblock3_denselayer21_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer22_norm1_weight: "f32[928]", p_features_denseblock3_denselayer22_norm1_bias: "f32[928]", p_features_denseblock3_denselayer22_conv1_weight: "f32[128, 928, 1, 1]", p_features_denseblock3_denselayer22_norm2_weight: "f32[128]", p_features_denseblock3_denselayer22_norm2_bias: "f32[128]", p_features_denseblock3_denselayer22_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer23_norm1_weight: "f32[960]", p_features_denseblock3_denselayer23_norm1_bias: "f32[960]", p_features_denseblock3_denselayer23_conv1_weight: "f32[128, 960, 1, 1]", p_features_denseblock3_denselayer23_norm2_weight: "f32[128]", p_features_denseblock3_denselayer23_norm2_bias: "f32[128]", p_features_denseblock3_denselayer23_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock3_denselayer24_norm1_weight: "f32[992]", p_features_denseblock3_denselayer24_norm1_bias: "f32[992]", p_features_denseblock3_denselayer24_conv1_weight: "f32[128, 992, 1, 1]", p_features_denseblock3_denselayer24_norm2_weight: "f32[128]", p_features_denseblock3_denselayer24_norm2_bias: "f32[128]", p_features_denseblock3_denselayer24_conv2_weight: "f32[32, 128, 3, 3]", p_features_transition3_norm_weight: "f32[1024]", p_features_transition3_norm_bias: "f32[1024]", p_features_transition3_conv_weight: "f32[512, 1024, 1, 1]", p_features_denseblock4_denselayer1_norm1_weight: "f32[512]", p_features_denseblock4_denselayer1_norm1_bias: "f32[512]", p_features_denseblock4_denselayer1_conv1_weight: "f32[128, 512, 1, 1]", p_features_denseblock4_denselayer1_norm2_weight: "f32[128]", p_features_denseblock4_denselayer1_norm2_bias: "f32[128]", p_features_denseblock4_denselayer1_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer2_norm1_weight: "f32[544]", p_features_denseblock4_denselayer2_norm1_bias: "f32[544]", p_features_denseblock4_denselayer2_conv1_weight: "f32[128, 544, 1, 1]", p_features_denseblock4_denselayer2_norm2_weight: "f32[128]", p_features_denseblock4_denselayer2_norm2_bias: "f32[128]", p_features_denseblock4_denselayer2_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer3_norm1_weight: "f32[576]", p_features_denseblock4_denselayer3_norm1_bias: "f32[576]", p_features_denseblock4_denselayer3_conv1_weight: "f32[128, 576, 1, 1]", p_features_denseblock4_denselayer3_norm2_weight: "f32[128]", p_features_denseblock4_denselayer3_norm2_bias: "f32[128]", p_features_denseblock4_denselayer3_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer4_norm1_weight: "f32[608]", p_features_denseblock4_denselayer4_norm1_bias: "f32[608]", p_features_denseblock4_denselayer4_conv1_weight: "f32[128, 608, 1, 1]", p_features_denseblock4_denselayer4_norm2_weight: "f32[128]", p_features_denseblock4_denselayer4_norm2_bias: "f32[128]", p_features_denseblock4_denselayer4_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer5_norm1_weight: "f32[640]", p_features_denseblock4_denselayer5_norm1_bias: "f32[640]", p_features_denseblock4_denselayer5_conv1_weight: "f32[128, 640, 1, 1]", p_features_denseblock4_denselayer5_norm2_weight: "f32[128]", p_features_denseblock4_denselayer5_norm2_bias: "f32[128]", p_features_denseblock4_denselayer5_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer6_norm1_weight: "f32[672]", p_features_denseblock4_denselayer6_norm1_bias: "f32[672]", p_features_denseblock4_denselayer6_conv1_weight: "f32[128, 672, 1, 1]", p_features_denseblock4_denselayer6_norm2_weight: "f32[128]", p_features_denseblock4_denselayer6_norm2_bias: "f32[128]", p_features_denseblock4_denselayer6_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer7_norm1_weight: "f32[704]", p_features_denseblock4_denselayer7_norm1_bias: "f32[704]", p_features_denseblock4_denselayer7_conv1_weight: "f32[128, 704, 1, 1]", p_features_denseblock4_denselayer7_norm2_weight: "f32[128]", p_features_denseblock4_denselayer7_norm2_bias: "f32[128]", p_features_denseblock4_denselayer7_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer8_norm1_weight: "f32[736]", p_features_denseblock4_denselayer8_norm1_bias: "f32[736]", p_features_denseblock4_denselayer8_conv1_weight: "f32[128, 736, 1, 1]", p_features_denseblock4_denselayer8_norm2_weight: "f32[128]", p_features_denseblock4_denselayer8_norm2_bias: "f32[128]", p_features_denseblock4_denselayer8_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer9_norm1_weight: "f32[768]", p_features_denseblock4_denselayer9_norm1_bias: "f32[768]", p_features_denseblock4_denselayer9_conv1_weight: "f32[128, 768, 1, 1]", p_features_denseblock4_denselayer9_norm2_weight: "f32[128]", p_features_denseblock4_denselayer9_norm2_bias: "f32[128]", p_features_denseblock4_denselayer9_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer10_norm1_weight: "f32[800]", p_features_denseblock4_denselayer10_norm1_bias: "f32[800]", p_features_denseblock4_denselayer10_conv1_weight: "f32[128, 800, 1, 1]", p_features_denseblock4_denselayer10_norm2_weight: "f32[128]", p_features_denseblock4_denselayer10_norm2_bias: "f32[128]", p_features_denseblock4_denselayer10_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer11_norm1_weight: "f32[832]", p_features_denseblock4_denselayer11_norm1_bias: "f32[832]", p_features_denseblock4_denselayer11_conv1_weight: "f32[128, 832, 1, 1]", p_features_denseblock4_denselayer11_norm2_weight: "f32[128]", p_features_denseblock4_denselayer11_norm2_bias: "f32[128]", p_features_denseblock4_denselayer11_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer12_norm1_weight: "f32[864]", p_features_denseblock4_denselayer12_norm1_bias: "f32[864]", p_features_denseblock4_denselayer12_conv1_weight: "f32[128, 864, 1, 1]", p_features_denseblock4_denselayer12_norm2_weight: "f32[128]", p_features_denseblock4_denselayer12_norm2_bias: "f32[128]", p_features_denseblock4_denselayer12_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer13_norm1_weight: "f32[896]", p_features_denseblock4_denselayer13_norm1_bias: "f32[896]", p_features_denseblock4_denselayer13_conv1_weight: "f32[128, 896, 1, 1]", p_features_denseblock4_denselayer13_norm2_weight: "f32[128]", p_features_denseblock4_denselayer13_norm2_bias: "f32[128]", p_features_denseblock4_denselayer13_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer14_norm1_weight: "f32[928]", p_features_denseblock4_denselayer14_norm1_bias: "f32[928]", p_features_denseblock4_denselayer14_conv1_weight: "f32[128, 928, 1, 1]", p_features_denseblock4_denselayer14_norm2_weight: "f32[128]", p_features_denseblock4_denselayer14_norm2_bias: "f32[128]", p_features_denseblock4_denselayer14_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer15_norm1_weight: "f32[960]", p_features_denseblock4_denselayer15_norm1_bias: "f32[960]", p_features_denseblock4_denselayer15_conv1_weight: "f32[128, 960, 1, 1]", p_features_denseblock4_denselayer15_norm2_weight: "f32[128]", p_features_denseblock4_denselayer15_norm2_bias: "f32[128]", p_features_denseblock4_denselayer15_conv2_weight: "f32[32, 128, 3, 3]", p_features_denseblock4_denselayer16_norm1_weight: "f32[992]", p_features_denseblock4_denselayer16_norm1_bias: "f32[992]", p_features_denseblock4_denselayer16_conv1_weight: "f32[128, 992, 1, 1]", p_features_denseblock4_denselayer16_norm2_weight: "f32[128]", p_features_denseblock4_denselayer16_norm2_bias: "f32[128]", p_features_denseblock4_denselayer16_conv2_weight: "f32[32, 128, 3, 3]", p_features_norm5_weight: "f32[1024]", p_features_norm5_bias: "f32[1024]", p_classifier_weight: "f32[1000, 1024]", p_classifier_bias: "f32[1000]", b_features_norm0_running_mean: "f32[64]", b_features_norm0_running_var: "f32[64]", b_features_norm0_num_batches_tracked: "i64[]", b_features_denseblock1_denselayer1_norm1_running_mean: "f32[64]", b_features_denseblock1_denselayer1_norm1_running_var: "f32[64]", b_features_denseblock1_denselayer1_norm1_num_batches_tracked: "i64[]", b_features_denseblock1_denselayer1_norm2_running_mean: "f32[128]", b_features_denseblock1_denselayer1_norm2_running_var: "f32[128]", b_features_denseblock1_denselayer1_norm2_num_batches_tracked: "i64[]", b_features_denseblock1_denselayer2_norm1_running_mean: "f32[96]", b_features_denseblock1_denselayer2_norm1_running_var: "f32[96]", b_features_denseblock1_denselayer2_norm1_num_batches_tracked: "i64[]", b_features_denseblock1_denselayer2_norm2_running_mean: "f32[128]", b_features_denseblock1_denselayer2_norm2_running_var: "f32[128]", b_features_denseblock1_denselayer2_norm2_num_batches_tracked: "i64[]", b_features_denseblock1_denselayer3_norm1_running_mean: "f32[128]", b_features_denseblock1_denselayer3_norm1_running_var: "f32[128]", b_features_denseblock1_denselayer3_norm1_num_batches_tracked: "i64[]", b_features_denseblock1_denselayer3_norm2_running_mean: "f32[128]", b_features_denseblock1_denselayer3_norm2_running_var: "f32[128]", b_features_denseblock1_denselayer3_norm2_num_batches_tracked: "i64[]", b_features_denseblock1_denselayer4_norm1_running_mean: "f32[160]", b_features_denseblock1_denselayer4_norm1_running_var: "f32[160]", b_features_denseblock1_denselayer4_norm1_num_batches_tracked: "i64[]", b_features_denseblock1_denselayer4_norm2_running_mean: "f32[128]", b_features_denseblock1_denselayer4_norm2_running_var: "f32[128]", b_features_denseblock1_denselayer4_norm2_num_batches_tracked: "i64[]", b_features_denseblock1_denselayer5_norm1_running_mean: "f32[192]", b_features_denseblock1_denselayer5_norm1_running_var: "f32[192]", b_features_denseblock1_denselayer5_norm1_num_batches_tracked: "i64[]", b_features_denseblock1_denselayer5_norm2_running_mean: "f32[128]", b_features_denseblock1_denselayer5_norm2_running_var: "f32[128]", b_features_denseblock1_denselayer5_norm2_num_batches_tracked: "i64[]", b_features_denseblock1_denselayer6_norm1_running_mean: "f32[224]", b_features_denseblock1_denselayer6_norm1_running_var: "f32[224]", b_features_denseblock1_denselayer6_norm1_num_batches_tracked: "i64[]", b_features_denseblock1_denselayer6_norm2_running_mean: "f32[128]", b_features_denseblock1_denselayer6_norm2_running_var: "f32[128]", b_features_denseblock1_denselayer6_norm2_num_batches_tracked: "i64[]", b_features_transition1_norm_running_mean: "f32[256]", b_features_transition1_norm_running_var: "f32[256]", b_features_transition1_norm_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer1_norm1_running_mean: "f32[128]", b_features_denseblock2_denselayer1_norm1_running_var: "f32[128]", b_features_denseblock2_denselayer1_norm1_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer1_norm2_running_mean: "f32[128]", b_features_denseblock2_denselayer1_norm2_running_var: "f32[128]", b_features_denseblock2_denselayer1_norm2_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer2_norm1_running_mean: "f32[160]", b_features_denseblock2_denselayer2_norm1_running_var: "f32[160]", b_features_denseblock2_denselayer2_norm1_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer2_norm2_running_mean: "f32[128]", b_features_denseblock2_denselayer2_norm2_running_var: "f32[128]", b_features_denseblock2_denselayer2_norm2_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer3_norm1_running_mean: "f32[192]", b_features_denseblock2_denselayer3_norm1_running_var: "f32[192]", b_features_denseblock2_denselayer3_norm1_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer3_norm2_running_mean: "f32[128]", b_features_denseblock2_denselayer3_norm2_running_var: "f32[128]", b_features_denseblock2_denselayer3_norm2_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer4_norm1_running_mean: "f32[224]", b_features_denseblock2_denselayer4_norm1_running_var: "f32[224]", b_features_denseblock2_denselayer4_norm1_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer4_norm2_running_mean: "f32[128]", b_features_denseblock2_denselayer4_norm2_running_var: "f32[128]", b_features_denseblock2_denselayer4_norm2_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer5_norm1_running_mean: "f32[256]", b_features_denseblock2_denselayer5_norm1_running_var: "f32[256]", b_features_denseblock2_denselayer5_norm1_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer5_norm2_running_mean: "f32[128]", b_features_denseblock2_denselayer5_norm2_running_var: "f32[128]", b_features_denseblock2_denselayer5_norm2_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer6_norm1_running_mean: "f32[288]", b_features_denseblock2_denselayer6_norm1_running_var: "f32[288]", b_features_denseblock2_denselayer6_norm1_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer6_norm2_running_mean: "f32[128]", b_features_denseblock2_denselayer6_norm2_running_var: "f32[128]", b_features_denseblock2_denselayer6_norm2_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer7_norm1_running_mean: "f32[320]", b_features_denseblock2_denselayer7_norm1_running_var: "f32[320]", b_features_denseblock2_denselayer7_norm1_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer7_norm2_running_mean: "f32[128]", b_features_denseblock2_denselayer7_norm2_running_var: "f32[128]", b_features_denseblock2_denselayer7_norm2_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer8_norm1_running_mean: "f32[352]", b_features_denseblock2_denselayer8_norm1_running_var: "f32[352]", b_features_denseblock2_denselayer8_norm1_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer8_norm2_running_mean: "f32[128]", b_features_denseblock2_denselayer8_norm2_running_var: "f32[128]", b_features_denseblock2_denselayer8_norm2_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer9_norm1_running_mean: "f32[384]", b_features_denseblock2_denselayer9_norm1_running_var: "f32[384]", b_features_denseblock2_denselayer9_norm1_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer9_norm2_running_mean: "f32[128]", b_features_denseblock2_denselayer9_norm2_running_var: "f32[128]", b_features_denseblock2_denselayer9_norm2_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer10_norm1_running_mean: "f32[416]", b_features_denseblock2_denselayer10_norm1_running_var: "f32[416]", b_features_denseblock2_denselayer10_norm1_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer10_norm2_running_mean: "f32[128]", b_features_denseblock2_denselayer10_norm2_running_var: "f32[128]", b_features_denseblock2_denselayer10_norm2_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer11_norm1_running_mean: "f32[448]", b_features_denseblock2_denselayer11_norm1_running_var: "f32[448]", b_features_denseblock2_denselayer11_norm1_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer11_norm2_running_mean: "f32[128]", b_features_denseblock2_denselayer11_norm2_running_var: "f32[128]", b_features_denseblock2_denselayer11_norm2_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer12_norm1_running_mean: "f32[480]", b_features_denseblock2_denselayer12_norm1_running_var: "f32[480]", b_features_denseblock2_denselayer12_norm1_num_batches_tracked: "i64[]", b_features_denseblock2_denselayer12_norm2_running_mean: "f32[128]", b_features_denseblock2_denselayer12_norm2_running_var: "f32[128]", b_features_denseblock2_denselayer12_norm2_num_batches_tracked: "i64[]", b_features_transition2_norm_running_mean: "f32[512]", b_features_transition2_norm_running_var: "f32[512]", b_features_transition2_norm_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer1_norm1_running_mean: "f32[256]", b_features_denseblock3_denselayer1_norm1_running_var: "f32[256]", b_features_denseblock3_denselayer1_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer1_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer1_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer1_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer2_norm1_running_mean: "f32[288]", b_features_denseblock3_denselayer2_norm1_running_var: "f32[288]", b_features_denseblock3_denselayer2_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer2_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer2_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer2_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer3_norm1_running_mean: "f32[320]", b_features_denseblock3_denselayer3_norm1_running_var: "f32[320]", b_features_denseblock3_denselayer3_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer3_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer3_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer3_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer4_norm1_running_mean: "f32[352]", b_features_denseblock3_denselayer4_norm1_running_var: "f32[352]", b_features_denseblock3_denselayer4_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer4_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer4_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer4_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer5_norm1_running_mean: "f32[384]", b_features_denseblock3_denselayer5_norm1_running_var: "f32[384]", b_features_denseblock3_denselayer5_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer5_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer5_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer5_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer6_norm1_running_mean: "f32[416]", b_features_denseblock3_denselayer6_norm1_running_var: "f32[416]", b_features_denseblock3_denselayer6_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer6_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer6_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer6_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer7_norm1_running_mean: "f32[448]", b_features_denseblock3_denselayer7_norm1_running_var: "f32[448]", b_features_denseblock3_denselayer7_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer7_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer7_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer7_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer8_norm1_running_mean: "f32[480]", b_features_denseblock3_denselayer8_norm1_running_var: "f32[480]", b_features_denseblock3_denselayer8_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer8_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer8_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer8_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer9_norm1_running_mean: "f32[512]", b_features_denseblock3_denselayer9_norm1_running_var: "f32[512]", b_features_denseblock3_denselayer9_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer9_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer9_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer9_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer10_norm1_running_mean: "f32[544]", b_features_denseblock3_denselayer10_norm1_running_var: "f32[544]", b_features_denseblock3_denselayer10_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer10_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer10_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer10_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer11_norm1_running_mean: "f32[576]", b_features_denseblock3_denselayer11_norm1_running_var: "f32[576]", b_features_denseblock3_denselayer11_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer11_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer11_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer11_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer12_norm1_running_mean: "f32[608]", b_features_denseblock3_denselayer12_norm1_running_var: "f32[608]", b_features_denseblock3_denselayer12_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer12_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer12_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer12_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer13_norm1_running_mean: "f32[640]", b_features_denseblock3_denselayer13_norm1_running_var: "f32[640]", b_features_denseblock3_denselayer13_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer13_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer13_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer13_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer14_norm1_running_mean: "f32[672]", b_features_denseblock3_denselayer14_norm1_running_var: "f32[672]", b_features_denseblock3_denselayer14_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer14_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer14_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer14_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer15_norm1_running_mean: "f32[704]", b_features_denseblock3_denselayer15_norm1_running_var: "f32[704]", b_features_denseblock3_denselayer15_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer15_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer15_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer15_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer16_norm1_running_mean: "f32[736]", b_features_denseblock3_denselayer16_norm1_running_var: "f32[736]", b_features_denseblock3_denselayer16_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer16_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer16_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer16_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer17_norm1_running_mean: "f32[768]", b_features_denseblock3_denselayer17_norm1_running_var: "f32[768]", b_features_denseblock3_denselayer17_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer17_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer17_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer17_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer18_norm1_running_mean: "f32[800]", b_features_denseblock3_denselayer18_norm1_running_var: "f32[800]", b_features_denseblock3_denselayer18_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer18_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer18_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer18_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer19_norm1_running_mean: "f32[832]", b_features_denseblock3_denselayer19_norm1_running_var: "f32[832]", b_features_denseblock3_denselayer19_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer19_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer19_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer19_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer20_norm1_running_mean: "f32[864]", b_features_denseblock3_denselayer20_norm1_running_var: "f32[864]", b_features_denseblock3_denselayer20_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer20_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer20_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer20_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer21_norm1_running_mean: "f32[896]", b_features_denseblock3_denselayer21_norm1_running_var: "f32[896]", b_features_denseblock3_denselayer21_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer21_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer21_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer21_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer22_norm1_running_mean: "f32[928]", b_features_denseblock3_denselayer22_norm1_running_var: "f32[928]", b_features_denseblock3_denselayer22_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer22_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer22_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer22_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer23_norm1_running_mean: "f32[960]", b_features_denseblock3_denselayer23_norm1_running_var: "f32[960]", b_features_denseblock3_denselayer23_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer23_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer23_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer23_norm2_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer24_norm1_running_mean: "f32[992]", b_features_denseblock3_denselayer24_norm1_running_var: "f32[992]", b_features_denseblock3_denselayer24_norm1_num_batches_tracked: "i64[]", b_features_denseblock3_denselayer24_norm2_running_mean: "f32[128]", b_features_denseblock3_denselayer24_norm2_running_var: "f32[128]", b_features_denseblock3_denselayer24_norm2_num_batches_tracked: "i64[]", b_features_transition3_norm_running_mean: "f32[1024]", b_features_transition3_norm_running_var: "f32[1024]", b_features_transition3_norm_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer1_norm1_running_mean: "f32[512]", b_features_denseblock4_denselayer1_norm1_running_var: "f32[512]", b_features_denseblock4_denselayer1_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer1_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer1_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer1_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer2_norm1_running_mean: "f32[544]", b_features_denseblock4_denselayer2_norm1_running_var: "f32[544]", b_features_denseblock4_denselayer2_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer2_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer2_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer2_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer3_norm1_running_mean: "f32[576]", b_features_denseblock4_denselayer3_norm1_running_var: "f32[576]", b_features_denseblock4_denselayer3_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer3_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer3_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer3_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer4_norm1_running_mean: "f32[608]", b_features_denseblock4_denselayer4_norm1_running_var: "f32[608]", b_features_denseblock4_denselayer4_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer4_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer4_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer4_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer5_norm1_running_mean: "f32[640]", b_features_denseblock4_denselayer5_norm1_running_var: "f32[640]", b_features_denseblock4_denselayer5_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer5_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer5_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer5_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer6_norm1_running_mean: "f32[672]", b_features_denseblock4_denselayer6_norm1_running_var: "f32[672]", b_features_denseblock4_denselayer6_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer6_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer6_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer6_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer7_norm1_running_mean: "f32[704]", b_features_denseblock4_denselayer7_norm1_running_var: "f32[704]", b_features_denseblock4_denselayer7_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer7_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer7_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer7_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer8_norm1_running_mean: "f32[736]", b_features_denseblock4_denselayer8_norm1_running_var: "f32[736]", b_features_denseblock4_denselayer8_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer8_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer8_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer8_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer9_norm1_running_mean: "f32[768]", b_features_denseblock4_denselayer9_norm1_running_var: "f32[768]", b_features_denseblock4_denselayer9_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer9_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer9_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer9_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer10_norm1_running_mean: "f32[800]", b_features_denseblock4_denselayer10_norm1_running_var: "f32[800]", b_features_denseblock4_denselayer10_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer10_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer10_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer10_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer11_norm1_running_mean: "f32[832]", b_features_denseblock4_denselayer11_norm1_running_var: "f32[832]", b_features_denseblock4_denselayer11_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer11_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer11_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer11_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer12_norm1_running_mean: "f32[864]", b_features_denseblock4_denselayer12_norm1_running_var: "f32[864]", b_features_denseblock4_denselayer12_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer12_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer12_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer12_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer13_norm1_running_mean: "f32[896]", b_features_denseblock4_denselayer13_norm1_running_var: "f32[896]", b_features_denseblock4_denselayer13_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer13_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer13_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer13_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer14_norm1_running_mean: "f32[928]", b_features_denseblock4_denselayer14_norm1_running_var: "f32[928]", b_features_denseblock4_denselayer14_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer14_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer14_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer14_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer15_norm1_running_mean: "f32[960]", b_features_denseblock4_denselayer15_norm1_running_var: "f32[960]", b_features_denseblock4_denselayer15_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer15_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer15_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer15_norm2_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer16_norm1_running_mean: "f32[992]", b_features_denseblock4_denselayer16_norm1_running_var: "f32[992]", b_features_denseblock4_denselayer16_norm1_num_batches_tracked: "i64[]", b_features_denseblock4_denselayer16_norm2_running_mean: "f32[128]", b_features_denseblock4_denselayer16_norm2_running_var: "f32[128]", b_features_denseblock4_denselayer16_norm2_num_batches_tracked: "i64[]", b_features_norm5_running_mean: "f32[1024]", b_features_norm5_running_var: "f32[1024]", b_features_norm5_num_batches_tracked: "i64[]", x: "f32[1, 3, 224, 224]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d: "f32[1, 64, 112, 112]" = torch.ops.aten.conv2d.default(x, p_features_conv0_weight, None, [2, 2], [3, 3]);  x = p_features_conv0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm: "f32[1, 64, 112, 112]" = torch.ops.aten.batch_norm.default(conv2d, p_features_norm0_weight, p_features_norm0_bias, b_features_norm0_running_mean, b_features_norm0_running_var, False, 0.1, 1e-05, False);  conv2d = p_features_norm0_weight = p_features_norm0_bias = b_features_norm0_running_mean = b_features_norm0_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu_: "f32[1, 64, 112, 112]" = torch.ops.aten.relu_.default(batch_norm);  batch_norm = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:224 in forward, code: return F.max_pool2d(
        max_pool2d: "f32[1, 64, 56, 56]" = torch.ops.aten.max_pool2d.default(relu_, [3, 3], [2, 2], [1, 1]);  relu_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat: "f32[1, 64, 56, 56]" = torch.ops.aten.cat.default([max_pool2d], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_1: "f32[1, 64, 56, 56]" = torch.ops.aten.batch_norm.default(cat, p_features_denseblock1_denselayer1_norm1_weight, p_features_denseblock1_denselayer1_norm1_bias, b_features_denseblock1_denselayer1_norm1_running_mean, b_features_denseblock1_denselayer1_norm1_running_var, False, 0.1, 1e-05, False);  cat = p_features_denseblock1_denselayer1_norm1_weight = p_features_denseblock1_denselayer1_norm1_bias = b_features_denseblock1_denselayer1_norm1_running_mean = b_features_denseblock1_denselayer1_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__1: "f32[1, 64, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_1);  batch_norm_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_1: "f32[1, 128, 56, 56]" = torch.ops.aten.conv2d.default(relu__1, p_features_denseblock1_denselayer1_conv1_weight);  relu__1 = p_features_denseblock1_denselayer1_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_2: "f32[1, 128, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_1, p_features_denseblock1_denselayer1_norm2_weight, p_features_denseblock1_denselayer1_norm2_bias, b_features_denseblock1_denselayer1_norm2_running_mean, b_features_denseblock1_denselayer1_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_1 = p_features_denseblock1_denselayer1_norm2_weight = p_features_denseblock1_denselayer1_norm2_bias = b_features_denseblock1_denselayer1_norm2_running_mean = b_features_denseblock1_denselayer1_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__2: "f32[1, 128, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_2);  batch_norm_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_2: "f32[1, 32, 56, 56]" = torch.ops.aten.conv2d.default(relu__2, p_features_denseblock1_denselayer1_conv2_weight, None, [1, 1], [1, 1]);  relu__2 = p_features_denseblock1_denselayer1_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_1: "f32[1, 96, 56, 56]" = torch.ops.aten.cat.default([max_pool2d, conv2d_2], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_3: "f32[1, 96, 56, 56]" = torch.ops.aten.batch_norm.default(cat_1, p_features_denseblock1_denselayer2_norm1_weight, p_features_denseblock1_denselayer2_norm1_bias, b_features_denseblock1_denselayer2_norm1_running_mean, b_features_denseblock1_denselayer2_norm1_running_var, False, 0.1, 1e-05, False);  cat_1 = p_features_denseblock1_denselayer2_norm1_weight = p_features_denseblock1_denselayer2_norm1_bias = b_features_denseblock1_denselayer2_norm1_running_mean = b_features_denseblock1_denselayer2_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__3: "f32[1, 96, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_3);  batch_norm_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_3: "f32[1, 128, 56, 56]" = torch.ops.aten.conv2d.default(relu__3, p_features_denseblock1_denselayer2_conv1_weight);  relu__3 = p_features_denseblock1_denselayer2_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_4: "f32[1, 128, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_3, p_features_denseblock1_denselayer2_norm2_weight, p_features_denseblock1_denselayer2_norm2_bias, b_features_denseblock1_denselayer2_norm2_running_mean, b_features_denseblock1_denselayer2_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_3 = p_features_denseblock1_denselayer2_norm2_weight = p_features_denseblock1_denselayer2_norm2_bias = b_features_denseblock1_denselayer2_norm2_running_mean = b_features_denseblock1_denselayer2_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__4: "f32[1, 128, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_4);  batch_norm_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_4: "f32[1, 32, 56, 56]" = torch.ops.aten.conv2d.default(relu__4, p_features_denseblock1_denselayer2_conv2_weight, None, [1, 1], [1, 1]);  relu__4 = p_features_denseblock1_denselayer2_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_2: "f32[1, 128, 56, 56]" = torch.ops.aten.cat.default([max_pool2d, conv2d_2, conv2d_4], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_5: "f32[1, 128, 56, 56]" = torch.ops.aten.batch_norm.default(cat_2, p_features_denseblock1_denselayer3_norm1_weight, p_features_denseblock1_denselayer3_norm1_bias, b_features_denseblock1_denselayer3_norm1_running_mean, b_features_denseblock1_denselayer3_norm1_running_var, False, 0.1, 1e-05, False);  cat_2 = p_features_denseblock1_denselayer3_norm1_weight = p_features_denseblock1_denselayer3_norm1_bias = b_features_denseblock1_denselayer3_norm1_running_mean = b_features_denseblock1_denselayer3_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__5: "f32[1, 128, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_5);  batch_norm_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_5: "f32[1, 128, 56, 56]" = torch.ops.aten.conv2d.default(relu__5, p_features_denseblock1_denselayer3_conv1_weight);  relu__5 = p_features_denseblock1_denselayer3_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_6: "f32[1, 128, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_5, p_features_denseblock1_denselayer3_norm2_weight, p_features_denseblock1_denselayer3_norm2_bias, b_features_denseblock1_denselayer3_norm2_running_mean, b_features_denseblock1_denselayer3_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_5 = p_features_denseblock1_denselayer3_norm2_weight = p_features_denseblock1_denselayer3_norm2_bias = b_features_denseblock1_denselayer3_norm2_running_mean = b_features_denseblock1_denselayer3_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__6: "f32[1, 128, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_6);  batch_norm_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_6: "f32[1, 32, 56, 56]" = torch.ops.aten.conv2d.default(relu__6, p_features_denseblock1_denselayer3_conv2_weight, None, [1, 1], [1, 1]);  relu__6 = p_features_denseblock1_denselayer3_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_3: "f32[1, 160, 56, 56]" = torch.ops.aten.cat.default([max_pool2d, conv2d_2, conv2d_4, conv2d_6], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_7: "f32[1, 160, 56, 56]" = torch.ops.aten.batch_norm.default(cat_3, p_features_denseblock1_denselayer4_norm1_weight, p_features_denseblock1_denselayer4_norm1_bias, b_features_denseblock1_denselayer4_norm1_running_mean, b_features_denseblock1_denselayer4_norm1_running_var, False, 0.1, 1e-05, False);  cat_3 = p_features_denseblock1_denselayer4_norm1_weight = p_features_denseblock1_denselayer4_norm1_bias = b_features_denseblock1_denselayer4_norm1_running_mean = b_features_denseblock1_denselayer4_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__7: "f32[1, 160, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_7);  batch_norm_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_7: "f32[1, 128, 56, 56]" = torch.ops.aten.conv2d.default(relu__7, p_features_denseblock1_denselayer4_conv1_weight);  relu__7 = p_features_denseblock1_denselayer4_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_8: "f32[1, 128, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_7, p_features_denseblock1_denselayer4_norm2_weight, p_features_denseblock1_denselayer4_norm2_bias, b_features_denseblock1_denselayer4_norm2_running_mean, b_features_denseblock1_denselayer4_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_7 = p_features_denseblock1_denselayer4_norm2_weight = p_features_denseblock1_denselayer4_norm2_bias = b_features_denseblock1_denselayer4_norm2_running_mean = b_features_denseblock1_denselayer4_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__8: "f32[1, 128, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_8);  batch_norm_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_8: "f32[1, 32, 56, 56]" = torch.ops.aten.conv2d.default(relu__8, p_features_denseblock1_denselayer4_conv2_weight, None, [1, 1], [1, 1]);  relu__8 = p_features_denseblock1_denselayer4_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_4: "f32[1, 192, 56, 56]" = torch.ops.aten.cat.default([max_pool2d, conv2d_2, conv2d_4, conv2d_6, conv2d_8], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_9: "f32[1, 192, 56, 56]" = torch.ops.aten.batch_norm.default(cat_4, p_features_denseblock1_denselayer5_norm1_weight, p_features_denseblock1_denselayer5_norm1_bias, b_features_denseblock1_denselayer5_norm1_running_mean, b_features_denseblock1_denselayer5_norm1_running_var, False, 0.1, 1e-05, False);  cat_4 = p_features_denseblock1_denselayer5_norm1_weight = p_features_denseblock1_denselayer5_norm1_bias = b_features_denseblock1_denselayer5_norm1_running_mean = b_features_denseblock1_denselayer5_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__9: "f32[1, 192, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_9);  batch_norm_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_9: "f32[1, 128, 56, 56]" = torch.ops.aten.conv2d.default(relu__9, p_features_denseblock1_denselayer5_conv1_weight);  relu__9 = p_features_denseblock1_denselayer5_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_10: "f32[1, 128, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_9, p_features_denseblock1_denselayer5_norm2_weight, p_features_denseblock1_denselayer5_norm2_bias, b_features_denseblock1_denselayer5_norm2_running_mean, b_features_denseblock1_denselayer5_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_9 = p_features_denseblock1_denselayer5_norm2_weight = p_features_denseblock1_denselayer5_norm2_bias = b_features_denseblock1_denselayer5_norm2_running_mean = b_features_denseblock1_denselayer5_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__10: "f32[1, 128, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_10);  batch_norm_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_10: "f32[1, 32, 56, 56]" = torch.ops.aten.conv2d.default(relu__10, p_features_denseblock1_denselayer5_conv2_weight, None, [1, 1], [1, 1]);  relu__10 = p_features_denseblock1_denselayer5_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_5: "f32[1, 224, 56, 56]" = torch.ops.aten.cat.default([max_pool2d, conv2d_2, conv2d_4, conv2d_6, conv2d_8, conv2d_10], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_11: "f32[1, 224, 56, 56]" = torch.ops.aten.batch_norm.default(cat_5, p_features_denseblock1_denselayer6_norm1_weight, p_features_denseblock1_denselayer6_norm1_bias, b_features_denseblock1_denselayer6_norm1_running_mean, b_features_denseblock1_denselayer6_norm1_running_var, False, 0.1, 1e-05, False);  cat_5 = p_features_denseblock1_denselayer6_norm1_weight = p_features_denseblock1_denselayer6_norm1_bias = b_features_denseblock1_denselayer6_norm1_running_mean = b_features_denseblock1_denselayer6_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__11: "f32[1, 224, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_11);  batch_norm_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_11: "f32[1, 128, 56, 56]" = torch.ops.aten.conv2d.default(relu__11, p_features_denseblock1_denselayer6_conv1_weight);  relu__11 = p_features_denseblock1_denselayer6_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_12: "f32[1, 128, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_11, p_features_denseblock1_denselayer6_norm2_weight, p_features_denseblock1_denselayer6_norm2_bias, b_features_denseblock1_denselayer6_norm2_running_mean, b_features_denseblock1_denselayer6_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_11 = p_features_denseblock1_denselayer6_norm2_weight = p_features_denseblock1_denselayer6_norm2_bias = b_features_denseblock1_denselayer6_norm2_running_mean = b_features_denseblock1_denselayer6_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__12: "f32[1, 128, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_12);  batch_norm_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_12: "f32[1, 32, 56, 56]" = torch.ops.aten.conv2d.default(relu__12, p_features_denseblock1_denselayer6_conv2_weight, None, [1, 1], [1, 1]);  relu__12 = p_features_denseblock1_denselayer6_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:124 in forward, code: return torch.cat(features, 1)
        cat_6: "f32[1, 256, 56, 56]" = torch.ops.aten.cat.default([max_pool2d, conv2d_2, conv2d_4, conv2d_6, conv2d_8, conv2d_10, conv2d_12], 1);  max_pool2d = conv2d_2 = conv2d_4 = conv2d_6 = conv2d_8 = conv2d_10 = conv2d_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_13: "f32[1, 256, 56, 56]" = torch.ops.aten.batch_norm.default(cat_6, p_features_transition1_norm_weight, p_features_transition1_norm_bias, b_features_transition1_norm_running_mean, b_features_transition1_norm_running_var, False, 0.1, 1e-05, False);  cat_6 = p_features_transition1_norm_weight = p_features_transition1_norm_bias = b_features_transition1_norm_running_mean = b_features_transition1_norm_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__13: "f32[1, 256, 56, 56]" = torch.ops.aten.relu_.default(batch_norm_13);  batch_norm_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_13: "f32[1, 128, 56, 56]" = torch.ops.aten.conv2d.default(relu__13, p_features_transition1_conv_weight);  relu__13 = p_features_transition1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:779 in forward, code: return F.avg_pool2d(
        avg_pool2d: "f32[1, 128, 28, 28]" = torch.ops.aten.avg_pool2d.default(conv2d_13, [2, 2], [2, 2]);  conv2d_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_7: "f32[1, 128, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_14: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(cat_7, p_features_denseblock2_denselayer1_norm1_weight, p_features_denseblock2_denselayer1_norm1_bias, b_features_denseblock2_denselayer1_norm1_running_mean, b_features_denseblock2_denselayer1_norm1_running_var, False, 0.1, 1e-05, False);  cat_7 = p_features_denseblock2_denselayer1_norm1_weight = p_features_denseblock2_denselayer1_norm1_bias = b_features_denseblock2_denselayer1_norm1_running_mean = b_features_denseblock2_denselayer1_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__14: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_14);  batch_norm_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_14: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__14, p_features_denseblock2_denselayer1_conv1_weight);  relu__14 = p_features_denseblock2_denselayer1_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_15: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_14, p_features_denseblock2_denselayer1_norm2_weight, p_features_denseblock2_denselayer1_norm2_bias, b_features_denseblock2_denselayer1_norm2_running_mean, b_features_denseblock2_denselayer1_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_14 = p_features_denseblock2_denselayer1_norm2_weight = p_features_denseblock2_denselayer1_norm2_bias = b_features_denseblock2_denselayer1_norm2_running_mean = b_features_denseblock2_denselayer1_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__15: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_15);  batch_norm_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_15: "f32[1, 32, 28, 28]" = torch.ops.aten.conv2d.default(relu__15, p_features_denseblock2_denselayer1_conv2_weight, None, [1, 1], [1, 1]);  relu__15 = p_features_denseblock2_denselayer1_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_8: "f32[1, 160, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, conv2d_15], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_16: "f32[1, 160, 28, 28]" = torch.ops.aten.batch_norm.default(cat_8, p_features_denseblock2_denselayer2_norm1_weight, p_features_denseblock2_denselayer2_norm1_bias, b_features_denseblock2_denselayer2_norm1_running_mean, b_features_denseblock2_denselayer2_norm1_running_var, False, 0.1, 1e-05, False);  cat_8 = p_features_denseblock2_denselayer2_norm1_weight = p_features_denseblock2_denselayer2_norm1_bias = b_features_denseblock2_denselayer2_norm1_running_mean = b_features_denseblock2_denselayer2_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__16: "f32[1, 160, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_16);  batch_norm_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_16: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__16, p_features_denseblock2_denselayer2_conv1_weight);  relu__16 = p_features_denseblock2_denselayer2_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_17: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_16, p_features_denseblock2_denselayer2_norm2_weight, p_features_denseblock2_denselayer2_norm2_bias, b_features_denseblock2_denselayer2_norm2_running_mean, b_features_denseblock2_denselayer2_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_16 = p_features_denseblock2_denselayer2_norm2_weight = p_features_denseblock2_denselayer2_norm2_bias = b_features_denseblock2_denselayer2_norm2_running_mean = b_features_denseblock2_denselayer2_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__17: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_17);  batch_norm_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_17: "f32[1, 32, 28, 28]" = torch.ops.aten.conv2d.default(relu__17, p_features_denseblock2_denselayer2_conv2_weight, None, [1, 1], [1, 1]);  relu__17 = p_features_denseblock2_denselayer2_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_9: "f32[1, 192, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, conv2d_15, conv2d_17], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_18: "f32[1, 192, 28, 28]" = torch.ops.aten.batch_norm.default(cat_9, p_features_denseblock2_denselayer3_norm1_weight, p_features_denseblock2_denselayer3_norm1_bias, b_features_denseblock2_denselayer3_norm1_running_mean, b_features_denseblock2_denselayer3_norm1_running_var, False, 0.1, 1e-05, False);  cat_9 = p_features_denseblock2_denselayer3_norm1_weight = p_features_denseblock2_denselayer3_norm1_bias = b_features_denseblock2_denselayer3_norm1_running_mean = b_features_denseblock2_denselayer3_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__18: "f32[1, 192, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_18);  batch_norm_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_18: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__18, p_features_denseblock2_denselayer3_conv1_weight);  relu__18 = p_features_denseblock2_denselayer3_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_19: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_18, p_features_denseblock2_denselayer3_norm2_weight, p_features_denseblock2_denselayer3_norm2_bias, b_features_denseblock2_denselayer3_norm2_running_mean, b_features_denseblock2_denselayer3_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_18 = p_features_denseblock2_denselayer3_norm2_weight = p_features_denseblock2_denselayer3_norm2_bias = b_features_denseblock2_denselayer3_norm2_running_mean = b_features_denseblock2_denselayer3_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__19: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_19);  batch_norm_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_19: "f32[1, 32, 28, 28]" = torch.ops.aten.conv2d.default(relu__19, p_features_denseblock2_denselayer3_conv2_weight, None, [1, 1], [1, 1]);  relu__19 = p_features_denseblock2_denselayer3_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_10: "f32[1, 224, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, conv2d_15, conv2d_17, conv2d_19], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_20: "f32[1, 224, 28, 28]" = torch.ops.aten.batch_norm.default(cat_10, p_features_denseblock2_denselayer4_norm1_weight, p_features_denseblock2_denselayer4_norm1_bias, b_features_denseblock2_denselayer4_norm1_running_mean, b_features_denseblock2_denselayer4_norm1_running_var, False, 0.1, 1e-05, False);  cat_10 = p_features_denseblock2_denselayer4_norm1_weight = p_features_denseblock2_denselayer4_norm1_bias = b_features_denseblock2_denselayer4_norm1_running_mean = b_features_denseblock2_denselayer4_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__20: "f32[1, 224, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_20);  batch_norm_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_20: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__20, p_features_denseblock2_denselayer4_conv1_weight);  relu__20 = p_features_denseblock2_denselayer4_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_21: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_20, p_features_denseblock2_denselayer4_norm2_weight, p_features_denseblock2_denselayer4_norm2_bias, b_features_denseblock2_denselayer4_norm2_running_mean, b_features_denseblock2_denselayer4_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_20 = p_features_denseblock2_denselayer4_norm2_weight = p_features_denseblock2_denselayer4_norm2_bias = b_features_denseblock2_denselayer4_norm2_running_mean = b_features_denseblock2_denselayer4_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__21: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_21);  batch_norm_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_21: "f32[1, 32, 28, 28]" = torch.ops.aten.conv2d.default(relu__21, p_features_denseblock2_denselayer4_conv2_weight, None, [1, 1], [1, 1]);  relu__21 = p_features_denseblock2_denselayer4_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_11: "f32[1, 256, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, conv2d_15, conv2d_17, conv2d_19, conv2d_21], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_22: "f32[1, 256, 28, 28]" = torch.ops.aten.batch_norm.default(cat_11, p_features_denseblock2_denselayer5_norm1_weight, p_features_denseblock2_denselayer5_norm1_bias, b_features_denseblock2_denselayer5_norm1_running_mean, b_features_denseblock2_denselayer5_norm1_running_var, False, 0.1, 1e-05, False);  cat_11 = p_features_denseblock2_denselayer5_norm1_weight = p_features_denseblock2_denselayer5_norm1_bias = b_features_denseblock2_denselayer5_norm1_running_mean = b_features_denseblock2_denselayer5_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__22: "f32[1, 256, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_22);  batch_norm_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_22: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__22, p_features_denseblock2_denselayer5_conv1_weight);  relu__22 = p_features_denseblock2_denselayer5_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_23: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_22, p_features_denseblock2_denselayer5_norm2_weight, p_features_denseblock2_denselayer5_norm2_bias, b_features_denseblock2_denselayer5_norm2_running_mean, b_features_denseblock2_denselayer5_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_22 = p_features_denseblock2_denselayer5_norm2_weight = p_features_denseblock2_denselayer5_norm2_bias = b_features_denseblock2_denselayer5_norm2_running_mean = b_features_denseblock2_denselayer5_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__23: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_23);  batch_norm_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_23: "f32[1, 32, 28, 28]" = torch.ops.aten.conv2d.default(relu__23, p_features_denseblock2_denselayer5_conv2_weight, None, [1, 1], [1, 1]);  relu__23 = p_features_denseblock2_denselayer5_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_12: "f32[1, 288, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, conv2d_15, conv2d_17, conv2d_19, conv2d_21, conv2d_23], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_24: "f32[1, 288, 28, 28]" = torch.ops.aten.batch_norm.default(cat_12, p_features_denseblock2_denselayer6_norm1_weight, p_features_denseblock2_denselayer6_norm1_bias, b_features_denseblock2_denselayer6_norm1_running_mean, b_features_denseblock2_denselayer6_norm1_running_var, False, 0.1, 1e-05, False);  cat_12 = p_features_denseblock2_denselayer6_norm1_weight = p_features_denseblock2_denselayer6_norm1_bias = b_features_denseblock2_denselayer6_norm1_running_mean = b_features_denseblock2_denselayer6_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__24: "f32[1, 288, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_24);  batch_norm_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_24: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__24, p_features_denseblock2_denselayer6_conv1_weight);  relu__24 = p_features_denseblock2_denselayer6_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_25: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_24, p_features_denseblock2_denselayer6_norm2_weight, p_features_denseblock2_denselayer6_norm2_bias, b_features_denseblock2_denselayer6_norm2_running_mean, b_features_denseblock2_denselayer6_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_24 = p_features_denseblock2_denselayer6_norm2_weight = p_features_denseblock2_denselayer6_norm2_bias = b_features_denseblock2_denselayer6_norm2_running_mean = b_features_denseblock2_denselayer6_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__25: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_25);  batch_norm_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_25: "f32[1, 32, 28, 28]" = torch.ops.aten.conv2d.default(relu__25, p_features_denseblock2_denselayer6_conv2_weight, None, [1, 1], [1, 1]);  relu__25 = p_features_denseblock2_denselayer6_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_13: "f32[1, 320, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, conv2d_15, conv2d_17, conv2d_19, conv2d_21, conv2d_23, conv2d_25], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_26: "f32[1, 320, 28, 28]" = torch.ops.aten.batch_norm.default(cat_13, p_features_denseblock2_denselayer7_norm1_weight, p_features_denseblock2_denselayer7_norm1_bias, b_features_denseblock2_denselayer7_norm1_running_mean, b_features_denseblock2_denselayer7_norm1_running_var, False, 0.1, 1e-05, False);  cat_13 = p_features_denseblock2_denselayer7_norm1_weight = p_features_denseblock2_denselayer7_norm1_bias = b_features_denseblock2_denselayer7_norm1_running_mean = b_features_denseblock2_denselayer7_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__26: "f32[1, 320, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_26);  batch_norm_26 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_26: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__26, p_features_denseblock2_denselayer7_conv1_weight);  relu__26 = p_features_denseblock2_denselayer7_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_27: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_26, p_features_denseblock2_denselayer7_norm2_weight, p_features_denseblock2_denselayer7_norm2_bias, b_features_denseblock2_denselayer7_norm2_running_mean, b_features_denseblock2_denselayer7_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_26 = p_features_denseblock2_denselayer7_norm2_weight = p_features_denseblock2_denselayer7_norm2_bias = b_features_denseblock2_denselayer7_norm2_running_mean = b_features_denseblock2_denselayer7_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__27: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_27);  batch_norm_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_27: "f32[1, 32, 28, 28]" = torch.ops.aten.conv2d.default(relu__27, p_features_denseblock2_denselayer7_conv2_weight, None, [1, 1], [1, 1]);  relu__27 = p_features_denseblock2_denselayer7_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_14: "f32[1, 352, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, conv2d_15, conv2d_17, conv2d_19, conv2d_21, conv2d_23, conv2d_25, conv2d_27], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_28: "f32[1, 352, 28, 28]" = torch.ops.aten.batch_norm.default(cat_14, p_features_denseblock2_denselayer8_norm1_weight, p_features_denseblock2_denselayer8_norm1_bias, b_features_denseblock2_denselayer8_norm1_running_mean, b_features_denseblock2_denselayer8_norm1_running_var, False, 0.1, 1e-05, False);  cat_14 = p_features_denseblock2_denselayer8_norm1_weight = p_features_denseblock2_denselayer8_norm1_bias = b_features_denseblock2_denselayer8_norm1_running_mean = b_features_denseblock2_denselayer8_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__28: "f32[1, 352, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_28);  batch_norm_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_28: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__28, p_features_denseblock2_denselayer8_conv1_weight);  relu__28 = p_features_denseblock2_denselayer8_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_29: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_28, p_features_denseblock2_denselayer8_norm2_weight, p_features_denseblock2_denselayer8_norm2_bias, b_features_denseblock2_denselayer8_norm2_running_mean, b_features_denseblock2_denselayer8_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_28 = p_features_denseblock2_denselayer8_norm2_weight = p_features_denseblock2_denselayer8_norm2_bias = b_features_denseblock2_denselayer8_norm2_running_mean = b_features_denseblock2_denselayer8_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__29: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_29);  batch_norm_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_29: "f32[1, 32, 28, 28]" = torch.ops.aten.conv2d.default(relu__29, p_features_denseblock2_denselayer8_conv2_weight, None, [1, 1], [1, 1]);  relu__29 = p_features_denseblock2_denselayer8_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_15: "f32[1, 384, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, conv2d_15, conv2d_17, conv2d_19, conv2d_21, conv2d_23, conv2d_25, conv2d_27, conv2d_29], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_30: "f32[1, 384, 28, 28]" = torch.ops.aten.batch_norm.default(cat_15, p_features_denseblock2_denselayer9_norm1_weight, p_features_denseblock2_denselayer9_norm1_bias, b_features_denseblock2_denselayer9_norm1_running_mean, b_features_denseblock2_denselayer9_norm1_running_var, False, 0.1, 1e-05, False);  cat_15 = p_features_denseblock2_denselayer9_norm1_weight = p_features_denseblock2_denselayer9_norm1_bias = b_features_denseblock2_denselayer9_norm1_running_mean = b_features_denseblock2_denselayer9_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__30: "f32[1, 384, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_30);  batch_norm_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_30: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__30, p_features_denseblock2_denselayer9_conv1_weight);  relu__30 = p_features_denseblock2_denselayer9_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_31: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_30, p_features_denseblock2_denselayer9_norm2_weight, p_features_denseblock2_denselayer9_norm2_bias, b_features_denseblock2_denselayer9_norm2_running_mean, b_features_denseblock2_denselayer9_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_30 = p_features_denseblock2_denselayer9_norm2_weight = p_features_denseblock2_denselayer9_norm2_bias = b_features_denseblock2_denselayer9_norm2_running_mean = b_features_denseblock2_denselayer9_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__31: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_31);  batch_norm_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_31: "f32[1, 32, 28, 28]" = torch.ops.aten.conv2d.default(relu__31, p_features_denseblock2_denselayer9_conv2_weight, None, [1, 1], [1, 1]);  relu__31 = p_features_denseblock2_denselayer9_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_16: "f32[1, 416, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, conv2d_15, conv2d_17, conv2d_19, conv2d_21, conv2d_23, conv2d_25, conv2d_27, conv2d_29, conv2d_31], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_32: "f32[1, 416, 28, 28]" = torch.ops.aten.batch_norm.default(cat_16, p_features_denseblock2_denselayer10_norm1_weight, p_features_denseblock2_denselayer10_norm1_bias, b_features_denseblock2_denselayer10_norm1_running_mean, b_features_denseblock2_denselayer10_norm1_running_var, False, 0.1, 1e-05, False);  cat_16 = p_features_denseblock2_denselayer10_norm1_weight = p_features_denseblock2_denselayer10_norm1_bias = b_features_denseblock2_denselayer10_norm1_running_mean = b_features_denseblock2_denselayer10_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__32: "f32[1, 416, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_32);  batch_norm_32 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_32: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__32, p_features_denseblock2_denselayer10_conv1_weight);  relu__32 = p_features_denseblock2_denselayer10_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_33: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_32, p_features_denseblock2_denselayer10_norm2_weight, p_features_denseblock2_denselayer10_norm2_bias, b_features_denseblock2_denselayer10_norm2_running_mean, b_features_denseblock2_denselayer10_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_32 = p_features_denseblock2_denselayer10_norm2_weight = p_features_denseblock2_denselayer10_norm2_bias = b_features_denseblock2_denselayer10_norm2_running_mean = b_features_denseblock2_denselayer10_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__33: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_33);  batch_norm_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_33: "f32[1, 32, 28, 28]" = torch.ops.aten.conv2d.default(relu__33, p_features_denseblock2_denselayer10_conv2_weight, None, [1, 1], [1, 1]);  relu__33 = p_features_denseblock2_denselayer10_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_17: "f32[1, 448, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, conv2d_15, conv2d_17, conv2d_19, conv2d_21, conv2d_23, conv2d_25, conv2d_27, conv2d_29, conv2d_31, conv2d_33], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_34: "f32[1, 448, 28, 28]" = torch.ops.aten.batch_norm.default(cat_17, p_features_denseblock2_denselayer11_norm1_weight, p_features_denseblock2_denselayer11_norm1_bias, b_features_denseblock2_denselayer11_norm1_running_mean, b_features_denseblock2_denselayer11_norm1_running_var, False, 0.1, 1e-05, False);  cat_17 = p_features_denseblock2_denselayer11_norm1_weight = p_features_denseblock2_denselayer11_norm1_bias = b_features_denseblock2_denselayer11_norm1_running_mean = b_features_denseblock2_denselayer11_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__34: "f32[1, 448, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_34);  batch_norm_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_34: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__34, p_features_denseblock2_denselayer11_conv1_weight);  relu__34 = p_features_denseblock2_denselayer11_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_35: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_34, p_features_denseblock2_denselayer11_norm2_weight, p_features_denseblock2_denselayer11_norm2_bias, b_features_denseblock2_denselayer11_norm2_running_mean, b_features_denseblock2_denselayer11_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_34 = p_features_denseblock2_denselayer11_norm2_weight = p_features_denseblock2_denselayer11_norm2_bias = b_features_denseblock2_denselayer11_norm2_running_mean = b_features_denseblock2_denselayer11_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__35: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_35);  batch_norm_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_35: "f32[1, 32, 28, 28]" = torch.ops.aten.conv2d.default(relu__35, p_features_denseblock2_denselayer11_conv2_weight, None, [1, 1], [1, 1]);  relu__35 = p_features_denseblock2_denselayer11_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_18: "f32[1, 480, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, conv2d_15, conv2d_17, conv2d_19, conv2d_21, conv2d_23, conv2d_25, conv2d_27, conv2d_29, conv2d_31, conv2d_33, conv2d_35], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_36: "f32[1, 480, 28, 28]" = torch.ops.aten.batch_norm.default(cat_18, p_features_denseblock2_denselayer12_norm1_weight, p_features_denseblock2_denselayer12_norm1_bias, b_features_denseblock2_denselayer12_norm1_running_mean, b_features_denseblock2_denselayer12_norm1_running_var, False, 0.1, 1e-05, False);  cat_18 = p_features_denseblock2_denselayer12_norm1_weight = p_features_denseblock2_denselayer12_norm1_bias = b_features_denseblock2_denselayer12_norm1_running_mean = b_features_denseblock2_denselayer12_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__36: "f32[1, 480, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_36);  batch_norm_36 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_36: "f32[1, 128, 28, 28]" = torch.ops.aten.conv2d.default(relu__36, p_features_denseblock2_denselayer12_conv1_weight);  relu__36 = p_features_denseblock2_denselayer12_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_37: "f32[1, 128, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_36, p_features_denseblock2_denselayer12_norm2_weight, p_features_denseblock2_denselayer12_norm2_bias, b_features_denseblock2_denselayer12_norm2_running_mean, b_features_denseblock2_denselayer12_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_36 = p_features_denseblock2_denselayer12_norm2_weight = p_features_denseblock2_denselayer12_norm2_bias = b_features_denseblock2_denselayer12_norm2_running_mean = b_features_denseblock2_denselayer12_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__37: "f32[1, 128, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_37);  batch_norm_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_37: "f32[1, 32, 28, 28]" = torch.ops.aten.conv2d.default(relu__37, p_features_denseblock2_denselayer12_conv2_weight, None, [1, 1], [1, 1]);  relu__37 = p_features_denseblock2_denselayer12_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:124 in forward, code: return torch.cat(features, 1)
        cat_19: "f32[1, 512, 28, 28]" = torch.ops.aten.cat.default([avg_pool2d, conv2d_15, conv2d_17, conv2d_19, conv2d_21, conv2d_23, conv2d_25, conv2d_27, conv2d_29, conv2d_31, conv2d_33, conv2d_35, conv2d_37], 1);  avg_pool2d = conv2d_15 = conv2d_17 = conv2d_19 = conv2d_21 = conv2d_23 = conv2d_25 = conv2d_27 = conv2d_29 = conv2d_31 = conv2d_33 = conv2d_35 = conv2d_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_38: "f32[1, 512, 28, 28]" = torch.ops.aten.batch_norm.default(cat_19, p_features_transition2_norm_weight, p_features_transition2_norm_bias, b_features_transition2_norm_running_mean, b_features_transition2_norm_running_var, False, 0.1, 1e-05, False);  cat_19 = p_features_transition2_norm_weight = p_features_transition2_norm_bias = b_features_transition2_norm_running_mean = b_features_transition2_norm_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__38: "f32[1, 512, 28, 28]" = torch.ops.aten.relu_.default(batch_norm_38);  batch_norm_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_38: "f32[1, 256, 28, 28]" = torch.ops.aten.conv2d.default(relu__38, p_features_transition2_conv_weight);  relu__38 = p_features_transition2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:779 in forward, code: return F.avg_pool2d(
        avg_pool2d_1: "f32[1, 256, 14, 14]" = torch.ops.aten.avg_pool2d.default(conv2d_38, [2, 2], [2, 2]);  conv2d_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_20: "f32[1, 256, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_39: "f32[1, 256, 14, 14]" = torch.ops.aten.batch_norm.default(cat_20, p_features_denseblock3_denselayer1_norm1_weight, p_features_denseblock3_denselayer1_norm1_bias, b_features_denseblock3_denselayer1_norm1_running_mean, b_features_denseblock3_denselayer1_norm1_running_var, False, 0.1, 1e-05, False);  cat_20 = p_features_denseblock3_denselayer1_norm1_weight = p_features_denseblock3_denselayer1_norm1_bias = b_features_denseblock3_denselayer1_norm1_running_mean = b_features_denseblock3_denselayer1_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__39: "f32[1, 256, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_39);  batch_norm_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_39: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__39, p_features_denseblock3_denselayer1_conv1_weight);  relu__39 = p_features_denseblock3_denselayer1_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_40: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_39, p_features_denseblock3_denselayer1_norm2_weight, p_features_denseblock3_denselayer1_norm2_bias, b_features_denseblock3_denselayer1_norm2_running_mean, b_features_denseblock3_denselayer1_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_39 = p_features_denseblock3_denselayer1_norm2_weight = p_features_denseblock3_denselayer1_norm2_bias = b_features_denseblock3_denselayer1_norm2_running_mean = b_features_denseblock3_denselayer1_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__40: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_40);  batch_norm_40 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_40: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__40, p_features_denseblock3_denselayer1_conv2_weight, None, [1, 1], [1, 1]);  relu__40 = p_features_denseblock3_denselayer1_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_21: "f32[1, 288, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_41: "f32[1, 288, 14, 14]" = torch.ops.aten.batch_norm.default(cat_21, p_features_denseblock3_denselayer2_norm1_weight, p_features_denseblock3_denselayer2_norm1_bias, b_features_denseblock3_denselayer2_norm1_running_mean, b_features_denseblock3_denselayer2_norm1_running_var, False, 0.1, 1e-05, False);  cat_21 = p_features_denseblock3_denselayer2_norm1_weight = p_features_denseblock3_denselayer2_norm1_bias = b_features_denseblock3_denselayer2_norm1_running_mean = b_features_denseblock3_denselayer2_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__41: "f32[1, 288, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_41);  batch_norm_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_41: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__41, p_features_denseblock3_denselayer2_conv1_weight);  relu__41 = p_features_denseblock3_denselayer2_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_42: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_41, p_features_denseblock3_denselayer2_norm2_weight, p_features_denseblock3_denselayer2_norm2_bias, b_features_denseblock3_denselayer2_norm2_running_mean, b_features_denseblock3_denselayer2_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_41 = p_features_denseblock3_denselayer2_norm2_weight = p_features_denseblock3_denselayer2_norm2_bias = b_features_denseblock3_denselayer2_norm2_running_mean = b_features_denseblock3_denselayer2_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__42: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_42);  batch_norm_42 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_42: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__42, p_features_denseblock3_denselayer2_conv2_weight, None, [1, 1], [1, 1]);  relu__42 = p_features_denseblock3_denselayer2_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_22: "f32[1, 320, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_43: "f32[1, 320, 14, 14]" = torch.ops.aten.batch_norm.default(cat_22, p_features_denseblock3_denselayer3_norm1_weight, p_features_denseblock3_denselayer3_norm1_bias, b_features_denseblock3_denselayer3_norm1_running_mean, b_features_denseblock3_denselayer3_norm1_running_var, False, 0.1, 1e-05, False);  cat_22 = p_features_denseblock3_denselayer3_norm1_weight = p_features_denseblock3_denselayer3_norm1_bias = b_features_denseblock3_denselayer3_norm1_running_mean = b_features_denseblock3_denselayer3_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__43: "f32[1, 320, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_43);  batch_norm_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_43: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__43, p_features_denseblock3_denselayer3_conv1_weight);  relu__43 = p_features_denseblock3_denselayer3_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_44: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_43, p_features_denseblock3_denselayer3_norm2_weight, p_features_denseblock3_denselayer3_norm2_bias, b_features_denseblock3_denselayer3_norm2_running_mean, b_features_denseblock3_denselayer3_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_43 = p_features_denseblock3_denselayer3_norm2_weight = p_features_denseblock3_denselayer3_norm2_bias = b_features_denseblock3_denselayer3_norm2_running_mean = b_features_denseblock3_denselayer3_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__44: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_44);  batch_norm_44 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_44: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__44, p_features_denseblock3_denselayer3_conv2_weight, None, [1, 1], [1, 1]);  relu__44 = p_features_denseblock3_denselayer3_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_23: "f32[1, 352, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_45: "f32[1, 352, 14, 14]" = torch.ops.aten.batch_norm.default(cat_23, p_features_denseblock3_denselayer4_norm1_weight, p_features_denseblock3_denselayer4_norm1_bias, b_features_denseblock3_denselayer4_norm1_running_mean, b_features_denseblock3_denselayer4_norm1_running_var, False, 0.1, 1e-05, False);  cat_23 = p_features_denseblock3_denselayer4_norm1_weight = p_features_denseblock3_denselayer4_norm1_bias = b_features_denseblock3_denselayer4_norm1_running_mean = b_features_denseblock3_denselayer4_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__45: "f32[1, 352, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_45);  batch_norm_45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_45: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__45, p_features_denseblock3_denselayer4_conv1_weight);  relu__45 = p_features_denseblock3_denselayer4_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_46: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_45, p_features_denseblock3_denselayer4_norm2_weight, p_features_denseblock3_denselayer4_norm2_bias, b_features_denseblock3_denselayer4_norm2_running_mean, b_features_denseblock3_denselayer4_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_45 = p_features_denseblock3_denselayer4_norm2_weight = p_features_denseblock3_denselayer4_norm2_bias = b_features_denseblock3_denselayer4_norm2_running_mean = b_features_denseblock3_denselayer4_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__46: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_46);  batch_norm_46 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_46: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__46, p_features_denseblock3_denselayer4_conv2_weight, None, [1, 1], [1, 1]);  relu__46 = p_features_denseblock3_denselayer4_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_24: "f32[1, 384, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_47: "f32[1, 384, 14, 14]" = torch.ops.aten.batch_norm.default(cat_24, p_features_denseblock3_denselayer5_norm1_weight, p_features_denseblock3_denselayer5_norm1_bias, b_features_denseblock3_denselayer5_norm1_running_mean, b_features_denseblock3_denselayer5_norm1_running_var, False, 0.1, 1e-05, False);  cat_24 = p_features_denseblock3_denselayer5_norm1_weight = p_features_denseblock3_denselayer5_norm1_bias = b_features_denseblock3_denselayer5_norm1_running_mean = b_features_denseblock3_denselayer5_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__47: "f32[1, 384, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_47);  batch_norm_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_47: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__47, p_features_denseblock3_denselayer5_conv1_weight);  relu__47 = p_features_denseblock3_denselayer5_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_48: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_47, p_features_denseblock3_denselayer5_norm2_weight, p_features_denseblock3_denselayer5_norm2_bias, b_features_denseblock3_denselayer5_norm2_running_mean, b_features_denseblock3_denselayer5_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_47 = p_features_denseblock3_denselayer5_norm2_weight = p_features_denseblock3_denselayer5_norm2_bias = b_features_denseblock3_denselayer5_norm2_running_mean = b_features_denseblock3_denselayer5_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__48: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_48);  batch_norm_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_48: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__48, p_features_denseblock3_denselayer5_conv2_weight, None, [1, 1], [1, 1]);  relu__48 = p_features_denseblock3_denselayer5_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_25: "f32[1, 416, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_49: "f32[1, 416, 14, 14]" = torch.ops.aten.batch_norm.default(cat_25, p_features_denseblock3_denselayer6_norm1_weight, p_features_denseblock3_denselayer6_norm1_bias, b_features_denseblock3_denselayer6_norm1_running_mean, b_features_denseblock3_denselayer6_norm1_running_var, False, 0.1, 1e-05, False);  cat_25 = p_features_denseblock3_denselayer6_norm1_weight = p_features_denseblock3_denselayer6_norm1_bias = b_features_denseblock3_denselayer6_norm1_running_mean = b_features_denseblock3_denselayer6_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__49: "f32[1, 416, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_49);  batch_norm_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_49: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__49, p_features_denseblock3_denselayer6_conv1_weight);  relu__49 = p_features_denseblock3_denselayer6_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_50: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_49, p_features_denseblock3_denselayer6_norm2_weight, p_features_denseblock3_denselayer6_norm2_bias, b_features_denseblock3_denselayer6_norm2_running_mean, b_features_denseblock3_denselayer6_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_49 = p_features_denseblock3_denselayer6_norm2_weight = p_features_denseblock3_denselayer6_norm2_bias = b_features_denseblock3_denselayer6_norm2_running_mean = b_features_denseblock3_denselayer6_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__50: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_50);  batch_norm_50 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_50: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__50, p_features_denseblock3_denselayer6_conv2_weight, None, [1, 1], [1, 1]);  relu__50 = p_features_denseblock3_denselayer6_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_26: "f32[1, 448, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_51: "f32[1, 448, 14, 14]" = torch.ops.aten.batch_norm.default(cat_26, p_features_denseblock3_denselayer7_norm1_weight, p_features_denseblock3_denselayer7_norm1_bias, b_features_denseblock3_denselayer7_norm1_running_mean, b_features_denseblock3_denselayer7_norm1_running_var, False, 0.1, 1e-05, False);  cat_26 = p_features_denseblock3_denselayer7_norm1_weight = p_features_denseblock3_denselayer7_norm1_bias = b_features_denseblock3_denselayer7_norm1_running_mean = b_features_denseblock3_denselayer7_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__51: "f32[1, 448, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_51);  batch_norm_51 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_51: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__51, p_features_denseblock3_denselayer7_conv1_weight);  relu__51 = p_features_denseblock3_denselayer7_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_52: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_51, p_features_denseblock3_denselayer7_norm2_weight, p_features_denseblock3_denselayer7_norm2_bias, b_features_denseblock3_denselayer7_norm2_running_mean, b_features_denseblock3_denselayer7_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_51 = p_features_denseblock3_denselayer7_norm2_weight = p_features_denseblock3_denselayer7_norm2_bias = b_features_denseblock3_denselayer7_norm2_running_mean = b_features_denseblock3_denselayer7_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__52: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_52);  batch_norm_52 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_52: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__52, p_features_denseblock3_denselayer7_conv2_weight, None, [1, 1], [1, 1]);  relu__52 = p_features_denseblock3_denselayer7_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_27: "f32[1, 480, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_53: "f32[1, 480, 14, 14]" = torch.ops.aten.batch_norm.default(cat_27, p_features_denseblock3_denselayer8_norm1_weight, p_features_denseblock3_denselayer8_norm1_bias, b_features_denseblock3_denselayer8_norm1_running_mean, b_features_denseblock3_denselayer8_norm1_running_var, False, 0.1, 1e-05, False);  cat_27 = p_features_denseblock3_denselayer8_norm1_weight = p_features_denseblock3_denselayer8_norm1_bias = b_features_denseblock3_denselayer8_norm1_running_mean = b_features_denseblock3_denselayer8_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__53: "f32[1, 480, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_53);  batch_norm_53 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_53: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__53, p_features_denseblock3_denselayer8_conv1_weight);  relu__53 = p_features_denseblock3_denselayer8_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_54: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_53, p_features_denseblock3_denselayer8_norm2_weight, p_features_denseblock3_denselayer8_norm2_bias, b_features_denseblock3_denselayer8_norm2_running_mean, b_features_denseblock3_denselayer8_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_53 = p_features_denseblock3_denselayer8_norm2_weight = p_features_denseblock3_denselayer8_norm2_bias = b_features_denseblock3_denselayer8_norm2_running_mean = b_features_denseblock3_denselayer8_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__54: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_54);  batch_norm_54 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_54: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__54, p_features_denseblock3_denselayer8_conv2_weight, None, [1, 1], [1, 1]);  relu__54 = p_features_denseblock3_denselayer8_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_28: "f32[1, 512, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_55: "f32[1, 512, 14, 14]" = torch.ops.aten.batch_norm.default(cat_28, p_features_denseblock3_denselayer9_norm1_weight, p_features_denseblock3_denselayer9_norm1_bias, b_features_denseblock3_denselayer9_norm1_running_mean, b_features_denseblock3_denselayer9_norm1_running_var, False, 0.1, 1e-05, False);  cat_28 = p_features_denseblock3_denselayer9_norm1_weight = p_features_denseblock3_denselayer9_norm1_bias = b_features_denseblock3_denselayer9_norm1_running_mean = b_features_denseblock3_denselayer9_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__55: "f32[1, 512, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_55);  batch_norm_55 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_55: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__55, p_features_denseblock3_denselayer9_conv1_weight);  relu__55 = p_features_denseblock3_denselayer9_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_56: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_55, p_features_denseblock3_denselayer9_norm2_weight, p_features_denseblock3_denselayer9_norm2_bias, b_features_denseblock3_denselayer9_norm2_running_mean, b_features_denseblock3_denselayer9_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_55 = p_features_denseblock3_denselayer9_norm2_weight = p_features_denseblock3_denselayer9_norm2_bias = b_features_denseblock3_denselayer9_norm2_running_mean = b_features_denseblock3_denselayer9_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__56: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_56);  batch_norm_56 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_56: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__56, p_features_denseblock3_denselayer9_conv2_weight, None, [1, 1], [1, 1]);  relu__56 = p_features_denseblock3_denselayer9_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_29: "f32[1, 544, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_57: "f32[1, 544, 14, 14]" = torch.ops.aten.batch_norm.default(cat_29, p_features_denseblock3_denselayer10_norm1_weight, p_features_denseblock3_denselayer10_norm1_bias, b_features_denseblock3_denselayer10_norm1_running_mean, b_features_denseblock3_denselayer10_norm1_running_var, False, 0.1, 1e-05, False);  cat_29 = p_features_denseblock3_denselayer10_norm1_weight = p_features_denseblock3_denselayer10_norm1_bias = b_features_denseblock3_denselayer10_norm1_running_mean = b_features_denseblock3_denselayer10_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__57: "f32[1, 544, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_57);  batch_norm_57 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_57: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__57, p_features_denseblock3_denselayer10_conv1_weight);  relu__57 = p_features_denseblock3_denselayer10_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_58: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_57, p_features_denseblock3_denselayer10_norm2_weight, p_features_denseblock3_denselayer10_norm2_bias, b_features_denseblock3_denselayer10_norm2_running_mean, b_features_denseblock3_denselayer10_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_57 = p_features_denseblock3_denselayer10_norm2_weight = p_features_denseblock3_denselayer10_norm2_bias = b_features_denseblock3_denselayer10_norm2_running_mean = b_features_denseblock3_denselayer10_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__58: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_58);  batch_norm_58 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_58: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__58, p_features_denseblock3_denselayer10_conv2_weight, None, [1, 1], [1, 1]);  relu__58 = p_features_denseblock3_denselayer10_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_30: "f32[1, 576, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_59: "f32[1, 576, 14, 14]" = torch.ops.aten.batch_norm.default(cat_30, p_features_denseblock3_denselayer11_norm1_weight, p_features_denseblock3_denselayer11_norm1_bias, b_features_denseblock3_denselayer11_norm1_running_mean, b_features_denseblock3_denselayer11_norm1_running_var, False, 0.1, 1e-05, False);  cat_30 = p_features_denseblock3_denselayer11_norm1_weight = p_features_denseblock3_denselayer11_norm1_bias = b_features_denseblock3_denselayer11_norm1_running_mean = b_features_denseblock3_denselayer11_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__59: "f32[1, 576, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_59);  batch_norm_59 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_59: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__59, p_features_denseblock3_denselayer11_conv1_weight);  relu__59 = p_features_denseblock3_denselayer11_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_60: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_59, p_features_denseblock3_denselayer11_norm2_weight, p_features_denseblock3_denselayer11_norm2_bias, b_features_denseblock3_denselayer11_norm2_running_mean, b_features_denseblock3_denselayer11_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_59 = p_features_denseblock3_denselayer11_norm2_weight = p_features_denseblock3_denselayer11_norm2_bias = b_features_denseblock3_denselayer11_norm2_running_mean = b_features_denseblock3_denselayer11_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__60: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_60);  batch_norm_60 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_60: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__60, p_features_denseblock3_denselayer11_conv2_weight, None, [1, 1], [1, 1]);  relu__60 = p_features_denseblock3_denselayer11_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_31: "f32[1, 608, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_61: "f32[1, 608, 14, 14]" = torch.ops.aten.batch_norm.default(cat_31, p_features_denseblock3_denselayer12_norm1_weight, p_features_denseblock3_denselayer12_norm1_bias, b_features_denseblock3_denselayer12_norm1_running_mean, b_features_denseblock3_denselayer12_norm1_running_var, False, 0.1, 1e-05, False);  cat_31 = p_features_denseblock3_denselayer12_norm1_weight = p_features_denseblock3_denselayer12_norm1_bias = b_features_denseblock3_denselayer12_norm1_running_mean = b_features_denseblock3_denselayer12_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__61: "f32[1, 608, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_61);  batch_norm_61 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_61: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__61, p_features_denseblock3_denselayer12_conv1_weight);  relu__61 = p_features_denseblock3_denselayer12_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_62: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_61, p_features_denseblock3_denselayer12_norm2_weight, p_features_denseblock3_denselayer12_norm2_bias, b_features_denseblock3_denselayer12_norm2_running_mean, b_features_denseblock3_denselayer12_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_61 = p_features_denseblock3_denselayer12_norm2_weight = p_features_denseblock3_denselayer12_norm2_bias = b_features_denseblock3_denselayer12_norm2_running_mean = b_features_denseblock3_denselayer12_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__62: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_62);  batch_norm_62 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_62: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__62, p_features_denseblock3_denselayer12_conv2_weight, None, [1, 1], [1, 1]);  relu__62 = p_features_denseblock3_denselayer12_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_32: "f32[1, 640, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_63: "f32[1, 640, 14, 14]" = torch.ops.aten.batch_norm.default(cat_32, p_features_denseblock3_denselayer13_norm1_weight, p_features_denseblock3_denselayer13_norm1_bias, b_features_denseblock3_denselayer13_norm1_running_mean, b_features_denseblock3_denselayer13_norm1_running_var, False, 0.1, 1e-05, False);  cat_32 = p_features_denseblock3_denselayer13_norm1_weight = p_features_denseblock3_denselayer13_norm1_bias = b_features_denseblock3_denselayer13_norm1_running_mean = b_features_denseblock3_denselayer13_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__63: "f32[1, 640, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_63);  batch_norm_63 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_63: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__63, p_features_denseblock3_denselayer13_conv1_weight);  relu__63 = p_features_denseblock3_denselayer13_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_64: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_63, p_features_denseblock3_denselayer13_norm2_weight, p_features_denseblock3_denselayer13_norm2_bias, b_features_denseblock3_denselayer13_norm2_running_mean, b_features_denseblock3_denselayer13_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_63 = p_features_denseblock3_denselayer13_norm2_weight = p_features_denseblock3_denselayer13_norm2_bias = b_features_denseblock3_denselayer13_norm2_running_mean = b_features_denseblock3_denselayer13_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__64: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_64);  batch_norm_64 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_64: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__64, p_features_denseblock3_denselayer13_conv2_weight, None, [1, 1], [1, 1]);  relu__64 = p_features_denseblock3_denselayer13_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_33: "f32[1, 672, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62, conv2d_64], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_65: "f32[1, 672, 14, 14]" = torch.ops.aten.batch_norm.default(cat_33, p_features_denseblock3_denselayer14_norm1_weight, p_features_denseblock3_denselayer14_norm1_bias, b_features_denseblock3_denselayer14_norm1_running_mean, b_features_denseblock3_denselayer14_norm1_running_var, False, 0.1, 1e-05, False);  cat_33 = p_features_denseblock3_denselayer14_norm1_weight = p_features_denseblock3_denselayer14_norm1_bias = b_features_denseblock3_denselayer14_norm1_running_mean = b_features_denseblock3_denselayer14_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__65: "f32[1, 672, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_65);  batch_norm_65 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_65: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__65, p_features_denseblock3_denselayer14_conv1_weight);  relu__65 = p_features_denseblock3_denselayer14_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_66: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_65, p_features_denseblock3_denselayer14_norm2_weight, p_features_denseblock3_denselayer14_norm2_bias, b_features_denseblock3_denselayer14_norm2_running_mean, b_features_denseblock3_denselayer14_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_65 = p_features_denseblock3_denselayer14_norm2_weight = p_features_denseblock3_denselayer14_norm2_bias = b_features_denseblock3_denselayer14_norm2_running_mean = b_features_denseblock3_denselayer14_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__66: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_66);  batch_norm_66 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_66: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__66, p_features_denseblock3_denselayer14_conv2_weight, None, [1, 1], [1, 1]);  relu__66 = p_features_denseblock3_denselayer14_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_34: "f32[1, 704, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62, conv2d_64, conv2d_66], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_67: "f32[1, 704, 14, 14]" = torch.ops.aten.batch_norm.default(cat_34, p_features_denseblock3_denselayer15_norm1_weight, p_features_denseblock3_denselayer15_norm1_bias, b_features_denseblock3_denselayer15_norm1_running_mean, b_features_denseblock3_denselayer15_norm1_running_var, False, 0.1, 1e-05, False);  cat_34 = p_features_denseblock3_denselayer15_norm1_weight = p_features_denseblock3_denselayer15_norm1_bias = b_features_denseblock3_denselayer15_norm1_running_mean = b_features_denseblock3_denselayer15_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__67: "f32[1, 704, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_67);  batch_norm_67 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_67: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__67, p_features_denseblock3_denselayer15_conv1_weight);  relu__67 = p_features_denseblock3_denselayer15_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_68: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_67, p_features_denseblock3_denselayer15_norm2_weight, p_features_denseblock3_denselayer15_norm2_bias, b_features_denseblock3_denselayer15_norm2_running_mean, b_features_denseblock3_denselayer15_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_67 = p_features_denseblock3_denselayer15_norm2_weight = p_features_denseblock3_denselayer15_norm2_bias = b_features_denseblock3_denselayer15_norm2_running_mean = b_features_denseblock3_denselayer15_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__68: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_68);  batch_norm_68 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_68: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__68, p_features_denseblock3_denselayer15_conv2_weight, None, [1, 1], [1, 1]);  relu__68 = p_features_denseblock3_denselayer15_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_35: "f32[1, 736, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62, conv2d_64, conv2d_66, conv2d_68], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_69: "f32[1, 736, 14, 14]" = torch.ops.aten.batch_norm.default(cat_35, p_features_denseblock3_denselayer16_norm1_weight, p_features_denseblock3_denselayer16_norm1_bias, b_features_denseblock3_denselayer16_norm1_running_mean, b_features_denseblock3_denselayer16_norm1_running_var, False, 0.1, 1e-05, False);  cat_35 = p_features_denseblock3_denselayer16_norm1_weight = p_features_denseblock3_denselayer16_norm1_bias = b_features_denseblock3_denselayer16_norm1_running_mean = b_features_denseblock3_denselayer16_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__69: "f32[1, 736, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_69);  batch_norm_69 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_69: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__69, p_features_denseblock3_denselayer16_conv1_weight);  relu__69 = p_features_denseblock3_denselayer16_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_70: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_69, p_features_denseblock3_denselayer16_norm2_weight, p_features_denseblock3_denselayer16_norm2_bias, b_features_denseblock3_denselayer16_norm2_running_mean, b_features_denseblock3_denselayer16_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_69 = p_features_denseblock3_denselayer16_norm2_weight = p_features_denseblock3_denselayer16_norm2_bias = b_features_denseblock3_denselayer16_norm2_running_mean = b_features_denseblock3_denselayer16_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__70: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_70);  batch_norm_70 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_70: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__70, p_features_denseblock3_denselayer16_conv2_weight, None, [1, 1], [1, 1]);  relu__70 = p_features_denseblock3_denselayer16_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_36: "f32[1, 768, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62, conv2d_64, conv2d_66, conv2d_68, conv2d_70], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_71: "f32[1, 768, 14, 14]" = torch.ops.aten.batch_norm.default(cat_36, p_features_denseblock3_denselayer17_norm1_weight, p_features_denseblock3_denselayer17_norm1_bias, b_features_denseblock3_denselayer17_norm1_running_mean, b_features_denseblock3_denselayer17_norm1_running_var, False, 0.1, 1e-05, False);  cat_36 = p_features_denseblock3_denselayer17_norm1_weight = p_features_denseblock3_denselayer17_norm1_bias = b_features_denseblock3_denselayer17_norm1_running_mean = b_features_denseblock3_denselayer17_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__71: "f32[1, 768, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_71);  batch_norm_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_71: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__71, p_features_denseblock3_denselayer17_conv1_weight);  relu__71 = p_features_denseblock3_denselayer17_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_72: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_71, p_features_denseblock3_denselayer17_norm2_weight, p_features_denseblock3_denselayer17_norm2_bias, b_features_denseblock3_denselayer17_norm2_running_mean, b_features_denseblock3_denselayer17_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_71 = p_features_denseblock3_denselayer17_norm2_weight = p_features_denseblock3_denselayer17_norm2_bias = b_features_denseblock3_denselayer17_norm2_running_mean = b_features_denseblock3_denselayer17_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__72: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_72);  batch_norm_72 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_72: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__72, p_features_denseblock3_denselayer17_conv2_weight, None, [1, 1], [1, 1]);  relu__72 = p_features_denseblock3_denselayer17_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_37: "f32[1, 800, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62, conv2d_64, conv2d_66, conv2d_68, conv2d_70, conv2d_72], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_73: "f32[1, 800, 14, 14]" = torch.ops.aten.batch_norm.default(cat_37, p_features_denseblock3_denselayer18_norm1_weight, p_features_denseblock3_denselayer18_norm1_bias, b_features_denseblock3_denselayer18_norm1_running_mean, b_features_denseblock3_denselayer18_norm1_running_var, False, 0.1, 1e-05, False);  cat_37 = p_features_denseblock3_denselayer18_norm1_weight = p_features_denseblock3_denselayer18_norm1_bias = b_features_denseblock3_denselayer18_norm1_running_mean = b_features_denseblock3_denselayer18_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__73: "f32[1, 800, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_73);  batch_norm_73 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_73: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__73, p_features_denseblock3_denselayer18_conv1_weight);  relu__73 = p_features_denseblock3_denselayer18_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_74: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_73, p_features_denseblock3_denselayer18_norm2_weight, p_features_denseblock3_denselayer18_norm2_bias, b_features_denseblock3_denselayer18_norm2_running_mean, b_features_denseblock3_denselayer18_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_73 = p_features_denseblock3_denselayer18_norm2_weight = p_features_denseblock3_denselayer18_norm2_bias = b_features_denseblock3_denselayer18_norm2_running_mean = b_features_denseblock3_denselayer18_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__74: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_74);  batch_norm_74 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_74: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__74, p_features_denseblock3_denselayer18_conv2_weight, None, [1, 1], [1, 1]);  relu__74 = p_features_denseblock3_denselayer18_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_38: "f32[1, 832, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62, conv2d_64, conv2d_66, conv2d_68, conv2d_70, conv2d_72, conv2d_74], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_75: "f32[1, 832, 14, 14]" = torch.ops.aten.batch_norm.default(cat_38, p_features_denseblock3_denselayer19_norm1_weight, p_features_denseblock3_denselayer19_norm1_bias, b_features_denseblock3_denselayer19_norm1_running_mean, b_features_denseblock3_denselayer19_norm1_running_var, False, 0.1, 1e-05, False);  cat_38 = p_features_denseblock3_denselayer19_norm1_weight = p_features_denseblock3_denselayer19_norm1_bias = b_features_denseblock3_denselayer19_norm1_running_mean = b_features_denseblock3_denselayer19_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__75: "f32[1, 832, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_75);  batch_norm_75 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_75: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__75, p_features_denseblock3_denselayer19_conv1_weight);  relu__75 = p_features_denseblock3_denselayer19_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_76: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_75, p_features_denseblock3_denselayer19_norm2_weight, p_features_denseblock3_denselayer19_norm2_bias, b_features_denseblock3_denselayer19_norm2_running_mean, b_features_denseblock3_denselayer19_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_75 = p_features_denseblock3_denselayer19_norm2_weight = p_features_denseblock3_denselayer19_norm2_bias = b_features_denseblock3_denselayer19_norm2_running_mean = b_features_denseblock3_denselayer19_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__76: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_76);  batch_norm_76 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_76: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__76, p_features_denseblock3_denselayer19_conv2_weight, None, [1, 1], [1, 1]);  relu__76 = p_features_denseblock3_denselayer19_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_39: "f32[1, 864, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62, conv2d_64, conv2d_66, conv2d_68, conv2d_70, conv2d_72, conv2d_74, conv2d_76], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_77: "f32[1, 864, 14, 14]" = torch.ops.aten.batch_norm.default(cat_39, p_features_denseblock3_denselayer20_norm1_weight, p_features_denseblock3_denselayer20_norm1_bias, b_features_denseblock3_denselayer20_norm1_running_mean, b_features_denseblock3_denselayer20_norm1_running_var, False, 0.1, 1e-05, False);  cat_39 = p_features_denseblock3_denselayer20_norm1_weight = p_features_denseblock3_denselayer20_norm1_bias = b_features_denseblock3_denselayer20_norm1_running_mean = b_features_denseblock3_denselayer20_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__77: "f32[1, 864, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_77);  batch_norm_77 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_77: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__77, p_features_denseblock3_denselayer20_conv1_weight);  relu__77 = p_features_denseblock3_denselayer20_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_78: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_77, p_features_denseblock3_denselayer20_norm2_weight, p_features_denseblock3_denselayer20_norm2_bias, b_features_denseblock3_denselayer20_norm2_running_mean, b_features_denseblock3_denselayer20_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_77 = p_features_denseblock3_denselayer20_norm2_weight = p_features_denseblock3_denselayer20_norm2_bias = b_features_denseblock3_denselayer20_norm2_running_mean = b_features_denseblock3_denselayer20_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__78: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_78);  batch_norm_78 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_78: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__78, p_features_denseblock3_denselayer20_conv2_weight, None, [1, 1], [1, 1]);  relu__78 = p_features_denseblock3_denselayer20_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_40: "f32[1, 896, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62, conv2d_64, conv2d_66, conv2d_68, conv2d_70, conv2d_72, conv2d_74, conv2d_76, conv2d_78], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_79: "f32[1, 896, 14, 14]" = torch.ops.aten.batch_norm.default(cat_40, p_features_denseblock3_denselayer21_norm1_weight, p_features_denseblock3_denselayer21_norm1_bias, b_features_denseblock3_denselayer21_norm1_running_mean, b_features_denseblock3_denselayer21_norm1_running_var, False, 0.1, 1e-05, False);  cat_40 = p_features_denseblock3_denselayer21_norm1_weight = p_features_denseblock3_denselayer21_norm1_bias = b_features_denseblock3_denselayer21_norm1_running_mean = b_features_denseblock3_denselayer21_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__79: "f32[1, 896, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_79);  batch_norm_79 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_79: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__79, p_features_denseblock3_denselayer21_conv1_weight);  relu__79 = p_features_denseblock3_denselayer21_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_80: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_79, p_features_denseblock3_denselayer21_norm2_weight, p_features_denseblock3_denselayer21_norm2_bias, b_features_denseblock3_denselayer21_norm2_running_mean, b_features_denseblock3_denselayer21_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_79 = p_features_denseblock3_denselayer21_norm2_weight = p_features_denseblock3_denselayer21_norm2_bias = b_features_denseblock3_denselayer21_norm2_running_mean = b_features_denseblock3_denselayer21_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__80: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_80);  batch_norm_80 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_80: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__80, p_features_denseblock3_denselayer21_conv2_weight, None, [1, 1], [1, 1]);  relu__80 = p_features_denseblock3_denselayer21_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_41: "f32[1, 928, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62, conv2d_64, conv2d_66, conv2d_68, conv2d_70, conv2d_72, conv2d_74, conv2d_76, conv2d_78, conv2d_80], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_81: "f32[1, 928, 14, 14]" = torch.ops.aten.batch_norm.default(cat_41, p_features_denseblock3_denselayer22_norm1_weight, p_features_denseblock3_denselayer22_norm1_bias, b_features_denseblock3_denselayer22_norm1_running_mean, b_features_denseblock3_denselayer22_norm1_running_var, False, 0.1, 1e-05, False);  cat_41 = p_features_denseblock3_denselayer22_norm1_weight = p_features_denseblock3_denselayer22_norm1_bias = b_features_denseblock3_denselayer22_norm1_running_mean = b_features_denseblock3_denselayer22_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__81: "f32[1, 928, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_81);  batch_norm_81 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_81: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__81, p_features_denseblock3_denselayer22_conv1_weight);  relu__81 = p_features_denseblock3_denselayer22_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_82: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_81, p_features_denseblock3_denselayer22_norm2_weight, p_features_denseblock3_denselayer22_norm2_bias, b_features_denseblock3_denselayer22_norm2_running_mean, b_features_denseblock3_denselayer22_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_81 = p_features_denseblock3_denselayer22_norm2_weight = p_features_denseblock3_denselayer22_norm2_bias = b_features_denseblock3_denselayer22_norm2_running_mean = b_features_denseblock3_denselayer22_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__82: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_82);  batch_norm_82 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_82: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__82, p_features_denseblock3_denselayer22_conv2_weight, None, [1, 1], [1, 1]);  relu__82 = p_features_denseblock3_denselayer22_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_42: "f32[1, 960, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62, conv2d_64, conv2d_66, conv2d_68, conv2d_70, conv2d_72, conv2d_74, conv2d_76, conv2d_78, conv2d_80, conv2d_82], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_83: "f32[1, 960, 14, 14]" = torch.ops.aten.batch_norm.default(cat_42, p_features_denseblock3_denselayer23_norm1_weight, p_features_denseblock3_denselayer23_norm1_bias, b_features_denseblock3_denselayer23_norm1_running_mean, b_features_denseblock3_denselayer23_norm1_running_var, False, 0.1, 1e-05, False);  cat_42 = p_features_denseblock3_denselayer23_norm1_weight = p_features_denseblock3_denselayer23_norm1_bias = b_features_denseblock3_denselayer23_norm1_running_mean = b_features_denseblock3_denselayer23_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__83: "f32[1, 960, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_83);  batch_norm_83 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_83: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__83, p_features_denseblock3_denselayer23_conv1_weight);  relu__83 = p_features_denseblock3_denselayer23_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_84: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_83, p_features_denseblock3_denselayer23_norm2_weight, p_features_denseblock3_denselayer23_norm2_bias, b_features_denseblock3_denselayer23_norm2_running_mean, b_features_denseblock3_denselayer23_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_83 = p_features_denseblock3_denselayer23_norm2_weight = p_features_denseblock3_denselayer23_norm2_bias = b_features_denseblock3_denselayer23_norm2_running_mean = b_features_denseblock3_denselayer23_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__84: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_84);  batch_norm_84 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_84: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__84, p_features_denseblock3_denselayer23_conv2_weight, None, [1, 1], [1, 1]);  relu__84 = p_features_denseblock3_denselayer23_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_43: "f32[1, 992, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62, conv2d_64, conv2d_66, conv2d_68, conv2d_70, conv2d_72, conv2d_74, conv2d_76, conv2d_78, conv2d_80, conv2d_82, conv2d_84], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_85: "f32[1, 992, 14, 14]" = torch.ops.aten.batch_norm.default(cat_43, p_features_denseblock3_denselayer24_norm1_weight, p_features_denseblock3_denselayer24_norm1_bias, b_features_denseblock3_denselayer24_norm1_running_mean, b_features_denseblock3_denselayer24_norm1_running_var, False, 0.1, 1e-05, False);  cat_43 = p_features_denseblock3_denselayer24_norm1_weight = p_features_denseblock3_denselayer24_norm1_bias = b_features_denseblock3_denselayer24_norm1_running_mean = b_features_denseblock3_denselayer24_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__85: "f32[1, 992, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_85);  batch_norm_85 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_85: "f32[1, 128, 14, 14]" = torch.ops.aten.conv2d.default(relu__85, p_features_denseblock3_denselayer24_conv1_weight);  relu__85 = p_features_denseblock3_denselayer24_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_86: "f32[1, 128, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_85, p_features_denseblock3_denselayer24_norm2_weight, p_features_denseblock3_denselayer24_norm2_bias, b_features_denseblock3_denselayer24_norm2_running_mean, b_features_denseblock3_denselayer24_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_85 = p_features_denseblock3_denselayer24_norm2_weight = p_features_denseblock3_denselayer24_norm2_bias = b_features_denseblock3_denselayer24_norm2_running_mean = b_features_denseblock3_denselayer24_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__86: "f32[1, 128, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_86);  batch_norm_86 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_86: "f32[1, 32, 14, 14]" = torch.ops.aten.conv2d.default(relu__86, p_features_denseblock3_denselayer24_conv2_weight, None, [1, 1], [1, 1]);  relu__86 = p_features_denseblock3_denselayer24_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:124 in forward, code: return torch.cat(features, 1)
        cat_44: "f32[1, 1024, 14, 14]" = torch.ops.aten.cat.default([avg_pool2d_1, conv2d_40, conv2d_42, conv2d_44, conv2d_46, conv2d_48, conv2d_50, conv2d_52, conv2d_54, conv2d_56, conv2d_58, conv2d_60, conv2d_62, conv2d_64, conv2d_66, conv2d_68, conv2d_70, conv2d_72, conv2d_74, conv2d_76, conv2d_78, conv2d_80, conv2d_82, conv2d_84, conv2d_86], 1);  avg_pool2d_1 = conv2d_40 = conv2d_42 = conv2d_44 = conv2d_46 = conv2d_48 = conv2d_50 = conv2d_52 = conv2d_54 = conv2d_56 = conv2d_58 = conv2d_60 = conv2d_62 = conv2d_64 = conv2d_66 = conv2d_68 = conv2d_70 = conv2d_72 = conv2d_74 = conv2d_76 = conv2d_78 = conv2d_80 = conv2d_82 = conv2d_84 = conv2d_86 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_87: "f32[1, 1024, 14, 14]" = torch.ops.aten.batch_norm.default(cat_44, p_features_transition3_norm_weight, p_features_transition3_norm_bias, b_features_transition3_norm_running_mean, b_features_transition3_norm_running_var, False, 0.1, 1e-05, False);  cat_44 = p_features_transition3_norm_weight = p_features_transition3_norm_bias = b_features_transition3_norm_running_mean = b_features_transition3_norm_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__87: "f32[1, 1024, 14, 14]" = torch.ops.aten.relu_.default(batch_norm_87);  batch_norm_87 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_87: "f32[1, 512, 14, 14]" = torch.ops.aten.conv2d.default(relu__87, p_features_transition3_conv_weight);  relu__87 = p_features_transition3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:779 in forward, code: return F.avg_pool2d(
        avg_pool2d_2: "f32[1, 512, 7, 7]" = torch.ops.aten.avg_pool2d.default(conv2d_87, [2, 2], [2, 2]);  conv2d_87 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_45: "f32[1, 512, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_88: "f32[1, 512, 7, 7]" = torch.ops.aten.batch_norm.default(cat_45, p_features_denseblock4_denselayer1_norm1_weight, p_features_denseblock4_denselayer1_norm1_bias, b_features_denseblock4_denselayer1_norm1_running_mean, b_features_denseblock4_denselayer1_norm1_running_var, False, 0.1, 1e-05, False);  cat_45 = p_features_denseblock4_denselayer1_norm1_weight = p_features_denseblock4_denselayer1_norm1_bias = b_features_denseblock4_denselayer1_norm1_running_mean = b_features_denseblock4_denselayer1_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__88: "f32[1, 512, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_88);  batch_norm_88 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_88: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__88, p_features_denseblock4_denselayer1_conv1_weight);  relu__88 = p_features_denseblock4_denselayer1_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_89: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_88, p_features_denseblock4_denselayer1_norm2_weight, p_features_denseblock4_denselayer1_norm2_bias, b_features_denseblock4_denselayer1_norm2_running_mean, b_features_denseblock4_denselayer1_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_88 = p_features_denseblock4_denselayer1_norm2_weight = p_features_denseblock4_denselayer1_norm2_bias = b_features_denseblock4_denselayer1_norm2_running_mean = b_features_denseblock4_denselayer1_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__89: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_89);  batch_norm_89 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_89: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__89, p_features_denseblock4_denselayer1_conv2_weight, None, [1, 1], [1, 1]);  relu__89 = p_features_denseblock4_denselayer1_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_46: "f32[1, 544, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_90: "f32[1, 544, 7, 7]" = torch.ops.aten.batch_norm.default(cat_46, p_features_denseblock4_denselayer2_norm1_weight, p_features_denseblock4_denselayer2_norm1_bias, b_features_denseblock4_denselayer2_norm1_running_mean, b_features_denseblock4_denselayer2_norm1_running_var, False, 0.1, 1e-05, False);  cat_46 = p_features_denseblock4_denselayer2_norm1_weight = p_features_denseblock4_denselayer2_norm1_bias = b_features_denseblock4_denselayer2_norm1_running_mean = b_features_denseblock4_denselayer2_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__90: "f32[1, 544, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_90);  batch_norm_90 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_90: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__90, p_features_denseblock4_denselayer2_conv1_weight);  relu__90 = p_features_denseblock4_denselayer2_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_91: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_90, p_features_denseblock4_denselayer2_norm2_weight, p_features_denseblock4_denselayer2_norm2_bias, b_features_denseblock4_denselayer2_norm2_running_mean, b_features_denseblock4_denselayer2_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_90 = p_features_denseblock4_denselayer2_norm2_weight = p_features_denseblock4_denselayer2_norm2_bias = b_features_denseblock4_denselayer2_norm2_running_mean = b_features_denseblock4_denselayer2_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__91: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_91);  batch_norm_91 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_91: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__91, p_features_denseblock4_denselayer2_conv2_weight, None, [1, 1], [1, 1]);  relu__91 = p_features_denseblock4_denselayer2_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_47: "f32[1, 576, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_92: "f32[1, 576, 7, 7]" = torch.ops.aten.batch_norm.default(cat_47, p_features_denseblock4_denselayer3_norm1_weight, p_features_denseblock4_denselayer3_norm1_bias, b_features_denseblock4_denselayer3_norm1_running_mean, b_features_denseblock4_denselayer3_norm1_running_var, False, 0.1, 1e-05, False);  cat_47 = p_features_denseblock4_denselayer3_norm1_weight = p_features_denseblock4_denselayer3_norm1_bias = b_features_denseblock4_denselayer3_norm1_running_mean = b_features_denseblock4_denselayer3_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__92: "f32[1, 576, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_92);  batch_norm_92 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_92: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__92, p_features_denseblock4_denselayer3_conv1_weight);  relu__92 = p_features_denseblock4_denselayer3_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_93: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_92, p_features_denseblock4_denselayer3_norm2_weight, p_features_denseblock4_denselayer3_norm2_bias, b_features_denseblock4_denselayer3_norm2_running_mean, b_features_denseblock4_denselayer3_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_92 = p_features_denseblock4_denselayer3_norm2_weight = p_features_denseblock4_denselayer3_norm2_bias = b_features_denseblock4_denselayer3_norm2_running_mean = b_features_denseblock4_denselayer3_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__93: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_93);  batch_norm_93 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_93: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__93, p_features_denseblock4_denselayer3_conv2_weight, None, [1, 1], [1, 1]);  relu__93 = p_features_denseblock4_denselayer3_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_48: "f32[1, 608, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_94: "f32[1, 608, 7, 7]" = torch.ops.aten.batch_norm.default(cat_48, p_features_denseblock4_denselayer4_norm1_weight, p_features_denseblock4_denselayer4_norm1_bias, b_features_denseblock4_denselayer4_norm1_running_mean, b_features_denseblock4_denselayer4_norm1_running_var, False, 0.1, 1e-05, False);  cat_48 = p_features_denseblock4_denselayer4_norm1_weight = p_features_denseblock4_denselayer4_norm1_bias = b_features_denseblock4_denselayer4_norm1_running_mean = b_features_denseblock4_denselayer4_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__94: "f32[1, 608, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_94);  batch_norm_94 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_94: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__94, p_features_denseblock4_denselayer4_conv1_weight);  relu__94 = p_features_denseblock4_denselayer4_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_95: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_94, p_features_denseblock4_denselayer4_norm2_weight, p_features_denseblock4_denselayer4_norm2_bias, b_features_denseblock4_denselayer4_norm2_running_mean, b_features_denseblock4_denselayer4_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_94 = p_features_denseblock4_denselayer4_norm2_weight = p_features_denseblock4_denselayer4_norm2_bias = b_features_denseblock4_denselayer4_norm2_running_mean = b_features_denseblock4_denselayer4_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__95: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_95);  batch_norm_95 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_95: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__95, p_features_denseblock4_denselayer4_conv2_weight, None, [1, 1], [1, 1]);  relu__95 = p_features_denseblock4_denselayer4_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_49: "f32[1, 640, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_96: "f32[1, 640, 7, 7]" = torch.ops.aten.batch_norm.default(cat_49, p_features_denseblock4_denselayer5_norm1_weight, p_features_denseblock4_denselayer5_norm1_bias, b_features_denseblock4_denselayer5_norm1_running_mean, b_features_denseblock4_denselayer5_norm1_running_var, False, 0.1, 1e-05, False);  cat_49 = p_features_denseblock4_denselayer5_norm1_weight = p_features_denseblock4_denselayer5_norm1_bias = b_features_denseblock4_denselayer5_norm1_running_mean = b_features_denseblock4_denselayer5_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__96: "f32[1, 640, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_96);  batch_norm_96 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_96: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__96, p_features_denseblock4_denselayer5_conv1_weight);  relu__96 = p_features_denseblock4_denselayer5_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_97: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_96, p_features_denseblock4_denselayer5_norm2_weight, p_features_denseblock4_denselayer5_norm2_bias, b_features_denseblock4_denselayer5_norm2_running_mean, b_features_denseblock4_denselayer5_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_96 = p_features_denseblock4_denselayer5_norm2_weight = p_features_denseblock4_denselayer5_norm2_bias = b_features_denseblock4_denselayer5_norm2_running_mean = b_features_denseblock4_denselayer5_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__97: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_97);  batch_norm_97 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_97: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__97, p_features_denseblock4_denselayer5_conv2_weight, None, [1, 1], [1, 1]);  relu__97 = p_features_denseblock4_denselayer5_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_50: "f32[1, 672, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95, conv2d_97], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_98: "f32[1, 672, 7, 7]" = torch.ops.aten.batch_norm.default(cat_50, p_features_denseblock4_denselayer6_norm1_weight, p_features_denseblock4_denselayer6_norm1_bias, b_features_denseblock4_denselayer6_norm1_running_mean, b_features_denseblock4_denselayer6_norm1_running_var, False, 0.1, 1e-05, False);  cat_50 = p_features_denseblock4_denselayer6_norm1_weight = p_features_denseblock4_denselayer6_norm1_bias = b_features_denseblock4_denselayer6_norm1_running_mean = b_features_denseblock4_denselayer6_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__98: "f32[1, 672, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_98);  batch_norm_98 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_98: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__98, p_features_denseblock4_denselayer6_conv1_weight);  relu__98 = p_features_denseblock4_denselayer6_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_99: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_98, p_features_denseblock4_denselayer6_norm2_weight, p_features_denseblock4_denselayer6_norm2_bias, b_features_denseblock4_denselayer6_norm2_running_mean, b_features_denseblock4_denselayer6_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_98 = p_features_denseblock4_denselayer6_norm2_weight = p_features_denseblock4_denselayer6_norm2_bias = b_features_denseblock4_denselayer6_norm2_running_mean = b_features_denseblock4_denselayer6_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__99: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_99);  batch_norm_99 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_99: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__99, p_features_denseblock4_denselayer6_conv2_weight, None, [1, 1], [1, 1]);  relu__99 = p_features_denseblock4_denselayer6_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_51: "f32[1, 704, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95, conv2d_97, conv2d_99], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_100: "f32[1, 704, 7, 7]" = torch.ops.aten.batch_norm.default(cat_51, p_features_denseblock4_denselayer7_norm1_weight, p_features_denseblock4_denselayer7_norm1_bias, b_features_denseblock4_denselayer7_norm1_running_mean, b_features_denseblock4_denselayer7_norm1_running_var, False, 0.1, 1e-05, False);  cat_51 = p_features_denseblock4_denselayer7_norm1_weight = p_features_denseblock4_denselayer7_norm1_bias = b_features_denseblock4_denselayer7_norm1_running_mean = b_features_denseblock4_denselayer7_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__100: "f32[1, 704, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_100);  batch_norm_100 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_100: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__100, p_features_denseblock4_denselayer7_conv1_weight);  relu__100 = p_features_denseblock4_denselayer7_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_101: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_100, p_features_denseblock4_denselayer7_norm2_weight, p_features_denseblock4_denselayer7_norm2_bias, b_features_denseblock4_denselayer7_norm2_running_mean, b_features_denseblock4_denselayer7_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_100 = p_features_denseblock4_denselayer7_norm2_weight = p_features_denseblock4_denselayer7_norm2_bias = b_features_denseblock4_denselayer7_norm2_running_mean = b_features_denseblock4_denselayer7_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__101: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_101);  batch_norm_101 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_101: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__101, p_features_denseblock4_denselayer7_conv2_weight, None, [1, 1], [1, 1]);  relu__101 = p_features_denseblock4_denselayer7_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_52: "f32[1, 736, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95, conv2d_97, conv2d_99, conv2d_101], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_102: "f32[1, 736, 7, 7]" = torch.ops.aten.batch_norm.default(cat_52, p_features_denseblock4_denselayer8_norm1_weight, p_features_denseblock4_denselayer8_norm1_bias, b_features_denseblock4_denselayer8_norm1_running_mean, b_features_denseblock4_denselayer8_norm1_running_var, False, 0.1, 1e-05, False);  cat_52 = p_features_denseblock4_denselayer8_norm1_weight = p_features_denseblock4_denselayer8_norm1_bias = b_features_denseblock4_denselayer8_norm1_running_mean = b_features_denseblock4_denselayer8_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__102: "f32[1, 736, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_102);  batch_norm_102 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_102: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__102, p_features_denseblock4_denselayer8_conv1_weight);  relu__102 = p_features_denseblock4_denselayer8_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_103: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_102, p_features_denseblock4_denselayer8_norm2_weight, p_features_denseblock4_denselayer8_norm2_bias, b_features_denseblock4_denselayer8_norm2_running_mean, b_features_denseblock4_denselayer8_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_102 = p_features_denseblock4_denselayer8_norm2_weight = p_features_denseblock4_denselayer8_norm2_bias = b_features_denseblock4_denselayer8_norm2_running_mean = b_features_denseblock4_denselayer8_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__103: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_103);  batch_norm_103 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_103: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__103, p_features_denseblock4_denselayer8_conv2_weight, None, [1, 1], [1, 1]);  relu__103 = p_features_denseblock4_denselayer8_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_53: "f32[1, 768, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95, conv2d_97, conv2d_99, conv2d_101, conv2d_103], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_104: "f32[1, 768, 7, 7]" = torch.ops.aten.batch_norm.default(cat_53, p_features_denseblock4_denselayer9_norm1_weight, p_features_denseblock4_denselayer9_norm1_bias, b_features_denseblock4_denselayer9_norm1_running_mean, b_features_denseblock4_denselayer9_norm1_running_var, False, 0.1, 1e-05, False);  cat_53 = p_features_denseblock4_denselayer9_norm1_weight = p_features_denseblock4_denselayer9_norm1_bias = b_features_denseblock4_denselayer9_norm1_running_mean = b_features_denseblock4_denselayer9_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__104: "f32[1, 768, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_104);  batch_norm_104 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_104: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__104, p_features_denseblock4_denselayer9_conv1_weight);  relu__104 = p_features_denseblock4_denselayer9_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_105: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_104, p_features_denseblock4_denselayer9_norm2_weight, p_features_denseblock4_denselayer9_norm2_bias, b_features_denseblock4_denselayer9_norm2_running_mean, b_features_denseblock4_denselayer9_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_104 = p_features_denseblock4_denselayer9_norm2_weight = p_features_denseblock4_denselayer9_norm2_bias = b_features_denseblock4_denselayer9_norm2_running_mean = b_features_denseblock4_denselayer9_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__105: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_105);  batch_norm_105 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_105: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__105, p_features_denseblock4_denselayer9_conv2_weight, None, [1, 1], [1, 1]);  relu__105 = p_features_denseblock4_denselayer9_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_54: "f32[1, 800, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95, conv2d_97, conv2d_99, conv2d_101, conv2d_103, conv2d_105], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_106: "f32[1, 800, 7, 7]" = torch.ops.aten.batch_norm.default(cat_54, p_features_denseblock4_denselayer10_norm1_weight, p_features_denseblock4_denselayer10_norm1_bias, b_features_denseblock4_denselayer10_norm1_running_mean, b_features_denseblock4_denselayer10_norm1_running_var, False, 0.1, 1e-05, False);  cat_54 = p_features_denseblock4_denselayer10_norm1_weight = p_features_denseblock4_denselayer10_norm1_bias = b_features_denseblock4_denselayer10_norm1_running_mean = b_features_denseblock4_denselayer10_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__106: "f32[1, 800, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_106);  batch_norm_106 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_106: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__106, p_features_denseblock4_denselayer10_conv1_weight);  relu__106 = p_features_denseblock4_denselayer10_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_107: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_106, p_features_denseblock4_denselayer10_norm2_weight, p_features_denseblock4_denselayer10_norm2_bias, b_features_denseblock4_denselayer10_norm2_running_mean, b_features_denseblock4_denselayer10_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_106 = p_features_denseblock4_denselayer10_norm2_weight = p_features_denseblock4_denselayer10_norm2_bias = b_features_denseblock4_denselayer10_norm2_running_mean = b_features_denseblock4_denselayer10_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__107: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_107);  batch_norm_107 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_107: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__107, p_features_denseblock4_denselayer10_conv2_weight, None, [1, 1], [1, 1]);  relu__107 = p_features_denseblock4_denselayer10_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_55: "f32[1, 832, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95, conv2d_97, conv2d_99, conv2d_101, conv2d_103, conv2d_105, conv2d_107], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_108: "f32[1, 832, 7, 7]" = torch.ops.aten.batch_norm.default(cat_55, p_features_denseblock4_denselayer11_norm1_weight, p_features_denseblock4_denselayer11_norm1_bias, b_features_denseblock4_denselayer11_norm1_running_mean, b_features_denseblock4_denselayer11_norm1_running_var, False, 0.1, 1e-05, False);  cat_55 = p_features_denseblock4_denselayer11_norm1_weight = p_features_denseblock4_denselayer11_norm1_bias = b_features_denseblock4_denselayer11_norm1_running_mean = b_features_denseblock4_denselayer11_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__108: "f32[1, 832, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_108);  batch_norm_108 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_108: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__108, p_features_denseblock4_denselayer11_conv1_weight);  relu__108 = p_features_denseblock4_denselayer11_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_109: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_108, p_features_denseblock4_denselayer11_norm2_weight, p_features_denseblock4_denselayer11_norm2_bias, b_features_denseblock4_denselayer11_norm2_running_mean, b_features_denseblock4_denselayer11_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_108 = p_features_denseblock4_denselayer11_norm2_weight = p_features_denseblock4_denselayer11_norm2_bias = b_features_denseblock4_denselayer11_norm2_running_mean = b_features_denseblock4_denselayer11_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__109: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_109);  batch_norm_109 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_109: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__109, p_features_denseblock4_denselayer11_conv2_weight, None, [1, 1], [1, 1]);  relu__109 = p_features_denseblock4_denselayer11_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_56: "f32[1, 864, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95, conv2d_97, conv2d_99, conv2d_101, conv2d_103, conv2d_105, conv2d_107, conv2d_109], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_110: "f32[1, 864, 7, 7]" = torch.ops.aten.batch_norm.default(cat_56, p_features_denseblock4_denselayer12_norm1_weight, p_features_denseblock4_denselayer12_norm1_bias, b_features_denseblock4_denselayer12_norm1_running_mean, b_features_denseblock4_denselayer12_norm1_running_var, False, 0.1, 1e-05, False);  cat_56 = p_features_denseblock4_denselayer12_norm1_weight = p_features_denseblock4_denselayer12_norm1_bias = b_features_denseblock4_denselayer12_norm1_running_mean = b_features_denseblock4_denselayer12_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__110: "f32[1, 864, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_110);  batch_norm_110 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_110: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__110, p_features_denseblock4_denselayer12_conv1_weight);  relu__110 = p_features_denseblock4_denselayer12_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_111: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_110, p_features_denseblock4_denselayer12_norm2_weight, p_features_denseblock4_denselayer12_norm2_bias, b_features_denseblock4_denselayer12_norm2_running_mean, b_features_denseblock4_denselayer12_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_110 = p_features_denseblock4_denselayer12_norm2_weight = p_features_denseblock4_denselayer12_norm2_bias = b_features_denseblock4_denselayer12_norm2_running_mean = b_features_denseblock4_denselayer12_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__111: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_111);  batch_norm_111 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_111: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__111, p_features_denseblock4_denselayer12_conv2_weight, None, [1, 1], [1, 1]);  relu__111 = p_features_denseblock4_denselayer12_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_57: "f32[1, 896, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95, conv2d_97, conv2d_99, conv2d_101, conv2d_103, conv2d_105, conv2d_107, conv2d_109, conv2d_111], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_112: "f32[1, 896, 7, 7]" = torch.ops.aten.batch_norm.default(cat_57, p_features_denseblock4_denselayer13_norm1_weight, p_features_denseblock4_denselayer13_norm1_bias, b_features_denseblock4_denselayer13_norm1_running_mean, b_features_denseblock4_denselayer13_norm1_running_var, False, 0.1, 1e-05, False);  cat_57 = p_features_denseblock4_denselayer13_norm1_weight = p_features_denseblock4_denselayer13_norm1_bias = b_features_denseblock4_denselayer13_norm1_running_mean = b_features_denseblock4_denselayer13_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__112: "f32[1, 896, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_112);  batch_norm_112 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_112: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__112, p_features_denseblock4_denselayer13_conv1_weight);  relu__112 = p_features_denseblock4_denselayer13_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_113: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_112, p_features_denseblock4_denselayer13_norm2_weight, p_features_denseblock4_denselayer13_norm2_bias, b_features_denseblock4_denselayer13_norm2_running_mean, b_features_denseblock4_denselayer13_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_112 = p_features_denseblock4_denselayer13_norm2_weight = p_features_denseblock4_denselayer13_norm2_bias = b_features_denseblock4_denselayer13_norm2_running_mean = b_features_denseblock4_denselayer13_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__113: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_113);  batch_norm_113 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_113: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__113, p_features_denseblock4_denselayer13_conv2_weight, None, [1, 1], [1, 1]);  relu__113 = p_features_denseblock4_denselayer13_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_58: "f32[1, 928, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95, conv2d_97, conv2d_99, conv2d_101, conv2d_103, conv2d_105, conv2d_107, conv2d_109, conv2d_111, conv2d_113], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_114: "f32[1, 928, 7, 7]" = torch.ops.aten.batch_norm.default(cat_58, p_features_denseblock4_denselayer14_norm1_weight, p_features_denseblock4_denselayer14_norm1_bias, b_features_denseblock4_denselayer14_norm1_running_mean, b_features_denseblock4_denselayer14_norm1_running_var, False, 0.1, 1e-05, False);  cat_58 = p_features_denseblock4_denselayer14_norm1_weight = p_features_denseblock4_denselayer14_norm1_bias = b_features_denseblock4_denselayer14_norm1_running_mean = b_features_denseblock4_denselayer14_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__114: "f32[1, 928, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_114);  batch_norm_114 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_114: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__114, p_features_denseblock4_denselayer14_conv1_weight);  relu__114 = p_features_denseblock4_denselayer14_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_115: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_114, p_features_denseblock4_denselayer14_norm2_weight, p_features_denseblock4_denselayer14_norm2_bias, b_features_denseblock4_denselayer14_norm2_running_mean, b_features_denseblock4_denselayer14_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_114 = p_features_denseblock4_denselayer14_norm2_weight = p_features_denseblock4_denselayer14_norm2_bias = b_features_denseblock4_denselayer14_norm2_running_mean = b_features_denseblock4_denselayer14_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__115: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_115);  batch_norm_115 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_115: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__115, p_features_denseblock4_denselayer14_conv2_weight, None, [1, 1], [1, 1]);  relu__115 = p_features_denseblock4_denselayer14_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_59: "f32[1, 960, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95, conv2d_97, conv2d_99, conv2d_101, conv2d_103, conv2d_105, conv2d_107, conv2d_109, conv2d_111, conv2d_113, conv2d_115], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_116: "f32[1, 960, 7, 7]" = torch.ops.aten.batch_norm.default(cat_59, p_features_denseblock4_denselayer15_norm1_weight, p_features_denseblock4_denselayer15_norm1_bias, b_features_denseblock4_denselayer15_norm1_running_mean, b_features_denseblock4_denselayer15_norm1_running_var, False, 0.1, 1e-05, False);  cat_59 = p_features_denseblock4_denselayer15_norm1_weight = p_features_denseblock4_denselayer15_norm1_bias = b_features_denseblock4_denselayer15_norm1_running_mean = b_features_denseblock4_denselayer15_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__116: "f32[1, 960, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_116);  batch_norm_116 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_116: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__116, p_features_denseblock4_denselayer15_conv1_weight);  relu__116 = p_features_denseblock4_denselayer15_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_117: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_116, p_features_denseblock4_denselayer15_norm2_weight, p_features_denseblock4_denselayer15_norm2_bias, b_features_denseblock4_denselayer15_norm2_running_mean, b_features_denseblock4_denselayer15_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_116 = p_features_denseblock4_denselayer15_norm2_weight = p_features_denseblock4_denselayer15_norm2_bias = b_features_denseblock4_denselayer15_norm2_running_mean = b_features_denseblock4_denselayer15_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__117: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_117);  batch_norm_117 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_117: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__117, p_features_denseblock4_denselayer15_conv2_weight, None, [1, 1], [1, 1]);  relu__117 = p_features_denseblock4_denselayer15_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:88 in forward, code: bottleneck_output = self.bn_function(prev_features)
        cat_60: "f32[1, 992, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95, conv2d_97, conv2d_99, conv2d_101, conv2d_103, conv2d_105, conv2d_107, conv2d_109, conv2d_111, conv2d_113, conv2d_115, conv2d_117], 1)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_118: "f32[1, 992, 7, 7]" = torch.ops.aten.batch_norm.default(cat_60, p_features_denseblock4_denselayer16_norm1_weight, p_features_denseblock4_denselayer16_norm1_bias, b_features_denseblock4_denselayer16_norm1_running_mean, b_features_denseblock4_denselayer16_norm1_running_var, False, 0.1, 1e-05, False);  cat_60 = p_features_denseblock4_denselayer16_norm1_weight = p_features_denseblock4_denselayer16_norm1_bias = b_features_denseblock4_denselayer16_norm1_running_mean = b_features_denseblock4_denselayer16_norm1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__118: "f32[1, 992, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_118);  batch_norm_118 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_118: "f32[1, 128, 7, 7]" = torch.ops.aten.conv2d.default(relu__118, p_features_denseblock4_denselayer16_conv1_weight);  relu__118 = p_features_denseblock4_denselayer16_conv1_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_119: "f32[1, 128, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_118, p_features_denseblock4_denselayer16_norm2_weight, p_features_denseblock4_denselayer16_norm2_bias, b_features_denseblock4_denselayer16_norm2_running_mean, b_features_denseblock4_denselayer16_norm2_running_var, False, 0.1, 1e-05, False);  conv2d_118 = p_features_denseblock4_denselayer16_norm2_weight = p_features_denseblock4_denselayer16_norm2_bias = b_features_denseblock4_denselayer16_norm2_running_mean = b_features_denseblock4_denselayer16_norm2_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu__119: "f32[1, 128, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_119);  batch_norm_119 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_119: "f32[1, 32, 7, 7]" = torch.ops.aten.conv2d.default(relu__119, p_features_denseblock4_denselayer16_conv2_weight, None, [1, 1], [1, 1]);  relu__119 = p_features_denseblock4_denselayer16_conv2_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:124 in forward, code: return torch.cat(features, 1)
        cat_61: "f32[1, 1024, 7, 7]" = torch.ops.aten.cat.default([avg_pool2d_2, conv2d_89, conv2d_91, conv2d_93, conv2d_95, conv2d_97, conv2d_99, conv2d_101, conv2d_103, conv2d_105, conv2d_107, conv2d_109, conv2d_111, conv2d_113, conv2d_115, conv2d_117, conv2d_119], 1);  avg_pool2d_2 = conv2d_89 = conv2d_91 = conv2d_93 = conv2d_95 = conv2d_97 = conv2d_99 = conv2d_101 = conv2d_103 = conv2d_105 = conv2d_107 = conv2d_109 = conv2d_111 = conv2d_113 = conv2d_115 = conv2d_117 = conv2d_119 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_120: "f32[1, 1024, 7, 7]" = torch.ops.aten.batch_norm.default(cat_61, p_features_norm5_weight, p_features_norm5_bias, b_features_norm5_running_mean, b_features_norm5_running_var, False, 0.1, 1e-05, False);  cat_61 = p_features_norm5_weight = p_features_norm5_bias = b_features_norm5_running_mean = b_features_norm5_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:214 in forward, code: out = F.relu(features, inplace=True)
        relu__120: "f32[1, 1024, 7, 7]" = torch.ops.aten.relu_.default(batch_norm_120);  batch_norm_120 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:215 in forward, code: out = F.adaptive_avg_pool2d(out, (1, 1))
        adaptive_avg_pool2d: "f32[1, 1024, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(relu__120, [1, 1]);  relu__120 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:216 in forward, code: out = torch.flatten(out, 1)
        flatten: "f32[1, 1024]" = torch.ops.aten.flatten.using_ints(adaptive_avg_pool2d, 1);  adaptive_avg_pool2d = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[1, 1000]" = torch.ops.aten.linear.default(flatten, p_classifier_weight, p_classifier_bias);  flatten = p_classifier_weight = p_classifier_bias = None
        return (linear,)
