class GraphModule(torch.nn.Module):
    def forward(self, p_conv2d_1a_3x3_conv_weight: "f32[32, 3, 3, 3]", p_conv2d_1a_3x3_bn_weight: "f32[32]", p_conv2d_1a_3x3_bn_bias: "f32[32]", p_conv2d_2a_3x3_conv_weight: "f32[32, 32, 3, 3]", p_conv2d_2a_3x3_bn_weight: "f32[32]", p_conv2d_2a_3x3_bn_bias: "f32[32]", p_conv2d_2b_3x3_conv_weight: "f32[64, 32, 3, 3]", p_conv2d_2b_3x3_bn_weight: "f32[64]", p_conv2d_2b_3x3_bn_bias: "f32[64]", p_conv2d_3b_1x1_conv_weight: "f32[80, 64, 1, 1]", p_conv2d_3b_1x1_bn_weight: "f32[80]", p_conv2d_3b_1x1_bn_bias: "f32[80]", p_conv2d_4a_3x3_conv_weight: "f32[192, 80, 3, 3]", p_conv2d_4a_3x3_bn_weight: "f32[192]", p_conv2d_4a_3x3_bn_bias: "f32[192]", p_mixed_5b_branch1x1_conv_weight: "f32[64, 192, 1, 1]", p_mixed_5b_branch1x1_bn_weight: "f32[64]", p_mixed_5b_branch1x1_bn_bias: "f32[64]", p_mixed_5b_branch5x5_1_conv_weight: "f32[48, 192, 1, 1]", p_mixed_5b_branch5x5_1_bn_weight: "f32[48]", p_mixed_5b_branch5x5_1_bn_bias: "f32[48]", p_mixed_5b_branch5x5_2_conv_weight: "f32[64, 48, 5, 5]", p_mixed_5b_branch5x5_2_bn_weight: "f32[64]", p_mixed_5b_branch5x5_2_bn_bias: "f32[64]", p_mixed_5b_branch3x3dbl_1_conv_weight: "f32[64, 192, 1, 1]", p_mixed_5b_branch3x3dbl_1_bn_weight: "f32[64]", p_mixed_5b_branch3x3dbl_1_bn_bias: "f32[64]", p_mixed_5b_branch3x3dbl_2_conv_weight: "f32[96, 64, 3, 3]", p_mixed_5b_branch3x3dbl_2_bn_weight: "f32[96]", p_mixed_5b_branch3x3dbl_2_bn_bias: "f32[96]", p_mixed_5b_branch3x3dbl_3_conv_weight: "f32[96, 96, 3, 3]", p_mixed_5b_branch3x3dbl_3_bn_weight: "f32[96]", p_mixed_5b_branch3x3dbl_3_bn_bias: "f32[96]", p_mixed_5b_branch_pool_conv_weight: "f32[32, 192, 1, 1]", p_mixed_5b_branch_pool_bn_weight: "f32[32]", p_mixed_5b_branch_pool_bn_bias: "f32[32]", p_mixed_5c_branch1x1_conv_weight: "f32[64, 256, 1, 1]", p_mixed_5c_branch1x1_bn_weight: "f32[64]", p_mixed_5c_branch1x1_bn_bias: "f32[64]", p_mixed_5c_branch5x5_1_conv_weight: "f32[48, 256, 1, 1]", p_mixed_5c_branch5x5_1_bn_weight: "f32[48]", p_mixed_5c_branch5x5_1_bn_bias: "f32[48]", p_mixed_5c_branch5x5_2_conv_weight: "f32[64, 48, 5, 5]", p_mixed_5c_branch5x5_2_bn_weight: "f32[64]", p_mixed_5c_branch5x5_2_bn_bias: "f32[64]", p_mixed_5c_branch3x3dbl_1_conv_weight: "f32[64, 256, 1, 1]", p_mixed_5c_branch3x3dbl_1_bn_weight: "f32[64]", p_mixed_5c_branch3x3dbl_1_bn_bias: "f32[64]", p_mixed_5c_branch3x3dbl_2_conv_weight: "f32[96, 64, 3, 3]", p_mixed_5c_branch3x3dbl_2_bn_weight: "f32[96]", p_mixed_5c_branch3x3dbl_2_bn_bias: "f32[96]", p_mixed_5c_branch3x3dbl_3_conv_weight: "f32[96, 96, 3, 3]", p_mixed_5c_branch3x3dbl_3_bn_weight: "f32[96]", p_mixed_5c_branch3x3dbl_3_bn_bias: "f32[96]", p_mixed_5c_branch_pool_conv_weight: "f32[64, 256, 1, 1]", p_mixed_5c_branch_pool_bn_weight: "f32[64]", p_mixed_5c_branch_pool_bn_bias: "f32[64]", p_mixed_5d_branch1x1_conv_weight: "f32[64, 288, 1, 1]", p_mixed_5d_branch1x1_bn_weight: "f32[64]", p_mixed_5d_branch1x1_bn_bias: "f32[64]", p_mixed_5d_branch5x5_1_conv_weight: "f32[48, 288, 1, 1]", p_mixed_5d_branch5x5_1_bn_weight: "f32[48]", p_mixed_5d_branch5x5_1_bn_bias: "f32[48]", p_mixed_5d_branch5x5_2_conv_weight: "f32[64, 48, 5, 5]", p_mixed_5d_branch5x5_2_bn_weight: "f32[64]", p_mixed_5d_branch5x5_2_bn_bias: "f32[64]", p_mixed_5d_branch3x3dbl_1_conv_weight: "f32[64, 288, 1, 1]", p_mixed_5d_branch3x3dbl_1_bn_weight: "f32[64]", p_mixed_5d_branch3x3dbl_1_bn_bias: "f32[64]", p_mixed_5d_branch3x3dbl_2_conv_weight: "f32[96, 64, 3, 3]", p_mixed_5d_branch3x3dbl_2_bn_weight: "f32[96]", p_mixed_5d_branch3x3dbl_2_bn_bias: "f32[96]", p_mixed_5d_branch3x3dbl_3_conv_weight: "f32[96, 96, 3, 3]", p_mixed_5d_branch3x3dbl_3_bn_weight: "f32[96]", p_mixed_5d_branch3x3dbl_3_bn_bias: "f32[96]", p_mixed_5d_branch_pool_conv_weight: "f32[64, 288, 1, 1]", p_mixed_5d_branch_pool_bn_weight: "f32[64]", p_mixed_5d_branch_pool_bn_bias: "f32[64]", p_mixed_6a_branch3x3_conv_weight: "f32[384, 288, 3, 3]", p_mixed_6a_branch3x3_bn_weight: "f32[384]", p_mixed_6a_branch3x3_bn_bias: "f32[384]", p_mixed_6a_branch3x3dbl_1_conv_weight: "f32[64, 288, 1, 1]", p_mixed_6a_branch3x3dbl_1_bn_weight: "f32[64]", p_mixed_6a_branch3x3dbl_1_bn_bias: "f32[64]", p_mixed_6a_branch3x3dbl_2_conv_weight: "f32[96, 64, 3, 3]", p_mixed_6a_branch3x3dbl_2_bn_weight: "f32[96]", p_mixed_6a_branch3x3dbl_2_bn_bias: "f32[96]", p_mixed_6a_branch3x3dbl_3_conv_weight: "f32[96, 96, 3, 3]", p_mixed_6a_branch3x3dbl_3_bn_weight: "f32[96]", p_mixed_6a_branch3x3dbl_3_bn_bias: "f32[96]", p_mixed_6b_branch1x1_conv_weight: "f32[192, 768, 1, 1]", p_mixed_6b_branch1x1_bn_weight: "f32[192]", p_mixed_6b_branch1x1_bn_bias: "f32[192]", p_mixed_6b_branch7x7_1_conv_weight: "f32[128, 768, 1, 1]", p_mixed_6b_branch7x7_1_bn_weight: "f32[128]", p_mixed_6b_branch7x7_1_bn_bias: "f32[128]", p_mixed_6b_branch7x7_2_conv_weight: "f32[128, 128, 1, 7]", p_mixed_6b_branch7x7_2_bn_weight: "f32[128]", p_mixed_6b_branch7x7_2_bn_bias: "f32[128]", p_mixed_6b_branch7x7_3_conv_weight: "f32[192, 128, 7, 1]", p_mixed_6b_branch7x7_3_bn_weight: "f32[192]", p_mixed_6b_branch7x7_3_bn_bias: "f32[192]", p_mixed_6b_branch7x7dbl_1_conv_weight: "f32[128, 768, 1, 1]", p_mixed_6b_branch7x7dbl_1_bn_weight: "f32[128]", p_mixed_6b_branch7x7dbl_1_bn_bias: "f32[128]", p_mixed_6b_branch7x7dbl_2_conv_weight: "f32[128, 128, 7, 1]", p_mixed_6b_branch7x7dbl_2_bn_weight: "f32[128]", p_mixed_6b_branch7x7dbl_2_bn_bias: "f32[128]", p_mixed_6b_branch7x7dbl_3_conv_weight: "f32[128, 128, 1, 7]", p_mixed_6b_branch7x7dbl_3_bn_weight: "f32[128]", p_mixed_6b_branch7x7dbl_3_bn_bias: "f32[128]", p_mixed_6b_branch7x7dbl_4_conv_weight: "f32[128, 128, 7, 1]", p_mixed_6b_branch7x7dbl_4_bn_weight: "f32[128]", p_mixed_6b_branch7x7dbl_4_bn_bias: "f32[128]", p_mixed_6b_branch7x7dbl_5_conv_weight: "f32[192, 128, 1, 7]", p_mixed_6b_branch7x7dbl_5_bn_weight: "f32[192]", p_mixed_6b_branch7x7dbl_5_bn_bias: "f32[192]", p_mixed_6b_branch_pool_conv_weight: "f32[192, 768, 1, 1]", p_mixed_6b_branch_pool_bn_weight: "f32[192]", p_mixed_6b_branch_pool_bn_bias: "f32[192]", p_mixed_6c_branch1x1_conv_weight: "f32[192, 768, 1, 1]", p_mixed_6c_branch1x1_bn_weight: "f32[192]", p_mixed_6c_branch1x1_bn_bias: "f32[192]", p_mixed_6c_branch7x7_1_conv_weight: "f32[160, 768, 1, 1]", p_mixed_6c_branch7x7_1_bn_weight: "f32[160]", p_mixed_6c_branch7x7_1_bn_bias: "f32[160]", p_mixed_6c_branch7x7_2_conv_weight: "f32[160, 160, 1, 7]", p_mixed_6c_branch7x7_2_bn_weight: "f32[160]", p_mixed_6c_branch7x7_2_bn_bias: "f32[160]", p_mixed_6c_branch7x7_3_conv_weight: "f32[192, 160, 7, 1]", p_mixed_6c_branch7x7_3_bn_weight: "f32[192]", p_mixed_6c_branch7x7_3_bn_bias: "f32[192]", p_mixed_6c_branch7x7dbl_1_conv_weight: "f32[160, 768, 1, 1]", p_mixed_6c_branch7x7dbl_1_bn_weight: "f32[160]", p_mixed_6c_branch7x7dbl_1_bn_bias: "f32[160]", p_mixed_6c_branch7x7dbl_2_conv_weight: "f32[160, 160, 7, 1]", p_mixed_6c_branch7x7dbl_2_bn_weight: "f32[160]", p_mixed_6c_branch7x7dbl_2_bn_bias: "f32[160]", p_mixed_6c_branch7x7dbl_3_conv_weight: "f32[160, 160, 1, 7]", p_mixed_6c_branch7x7dbl_3_bn_weight: "f32[160]", p_mixed_6c_branch7x7dbl_3_bn_bias: "f32[160]", p_mixed_6c_branch7x7dbl_4_conv_weight: "f32[160, 160, 7, 1]", p_mixed_6c_branch7x7dbl_4_bn_weight: "f32[160]", p_mixed_6c_branch7x7dbl_4_bn_bias: "f32[160]", p_mixed_6c_branch7x7dbl_5_conv_weight: "f32[192, 160, 1, 7]", p_mixed_6c_branch7x7dbl_5_bn_weight: "f32[192]", p_mixed_6c_branch7x7dbl_5_bn_bias: "f32[192]", p_mixed_6c_branch_pool_conv_weight: "f32[192, 768, 1, 1]", p_mixed_6c_branch_pool_bn_weight: "f32[192]", p_mixed_6c_branch_pool_bn_bias: "f32[192]", p_mixed_6d_branch1x1_conv_weight: "f32[192, 768, 1, 1]", p_mixed_6d_branch1x1_bn_weight: "f32[192]", p_mixed_6d_branch1x1_bn_bias: "f32[192]", p_mixed_6d_branch7x7_1_conv_weight: "f32[160, 768, 1, 1]", p_mixed_6d_branch7x7_1_bn_weight: "f32[160]", p_mixed_6d_branch7x7_1_bn_bias: "f32[160]", p_mixed_6d_branch7x7_2_conv_weight: "f32[160, 160, 1, 7]", p_mixed_6d_branch7x7_2_bn_weight: "f32[160]", p_mixed_6d_branch7x7_2_bn_bias: "f32[160]", p_mixed_6d_branch7x7_3_conv_weight: "f32[192, 160, 7, 1]", p_mixed_6d_branch7x7_3_bn_weight: "f32[192]", p_mixed_6d_branch7x7_3_bn_bias: "f32[192]", p_mixed_6d_branch7x7dbl_1_conv_weight: "f32[160, 768, 1, 1]", p_mixed_6d_branch7x7dbl_1_bn_weight: "f32[160]", p_mixed_6d_branch7x7dbl_1_bn_bias: "f32[160]", p_mixed_6d_branch7x7dbl_2_conv_weight: "f32[160, 160, 7, 1]", p_mixed_6d_branch7x7dbl_2_bn_weight: "f32[160]", p_mixed_6d_branch7x7dbl_2_bn_bias: "f32[160]", p_mixed_6d_branch7x7dbl_3_conv_weight: "f32[160, 160, 1, 7]", p_mixed_6d_branch7x7dbl_3_bn_weight: "f32[160]", p_mixed_6d_branch7x7dbl_3_bn_bias: "f32[160]", p_mixed_6d_branch7x7dbl_4_conv_weight: "f32[160, 160, 7, 1]", p_mixed_6d_branch7x7dbl_4_bn_weight: "f32[160]", p_mixed_6d_branch7x7dbl_4_bn_bias: "f32[160]", p_mixed_6d_branch7x7dbl_5_conv_weight: "f32[192, 160, 1, 7]", p_mixed_6d_branch7x7dbl_5_bn_weight: "f32[192]", p_mixed_6d_branch7x7dbl_5_bn_bias: "f32[192]", p_mixed_6d_branch_pool_conv_weight: "f32[192, 768, 1, 1]", p_mixed_6d_branch_pool_bn_weight: "f32[192]", p_mixed_6d_branch_pool_bn_bias: "f32[192]", p_mixed_6e_branch1x1_conv_weight: "f32[192, 768, 1, 1]", p_mixed_6e_branch1x1_bn_weight: "f32[192]", p_mixed_6e_branch1x1_bn_bias: "f32[192]", p_mixed_6e_branch7x7_1_conv_weight: "f32[192, 768, 1, 1]", p_mixed_6e_branch7x7_1_bn_weight: "f32[192]", p_mixed_6e_branch7x7_1_bn_bias: "f32[192]", p_mixed_6e_branch7x7_2_conv_weight: "f32[192, 192, 1, 7]", p_mixed_6e_branch7x7_2_bn_weight: "f32[192]", p_mixed_6e_branch7x7_2_bn_bias: "f32[192]", p_mixed_6e_branch7x7_3_conv_weight: "f32[192, 192, 7, 1]", p_mixed_6e_branch7x7_3_bn_weight: "f32[192]", p_mixed_6e_branch7x7_3_bn_bias: "f32[192]", p_mixed_6e_branch7x7dbl_1_conv_weight: "f32[192, 768, 1, 1]", p_mixed_6e_branch7x7dbl_1_bn_weight: "f32[192]", p_mixed_6e_branch7x7dbl_1_bn_bias: "f32[192]", p_mixed_6e_branch7x7dbl_2_conv_weight: "f32[192, 192, 7, 1]", p_mixed_6e_branch7x7dbl_2_bn_weight: "f32[192]", p_mixed_6e_branch7x7dbl_2_bn_bias: "f32[192]", p_mixed_6e_branch7x7dbl_3_conv_weight: "f32[192, 192, 1, 7]", p_mixed_6e_branch7x7dbl_3_bn_weight: "f32[192]", p_mixed_6e_branch7x7dbl_3_bn_bias: "f32[192]", p_mixed_6e_branch7x7dbl_4_conv_weight: "f32[192, 192, 7, 1]", p_mixed_6e_branch7x7dbl_4_bn_weight: "f32[192]", p_mixed_6e_branch7x7dbl_4_bn_bias: "f32[192]", p_mixed_6e_branch7x7dbl_5_conv_weight: "f32[192, 192, 1, 7]", p_mixed_6e_branch7x7dbl_5_bn_weight: "f32[192]", p_mixed_6e_branch7x7dbl_5_bn_bias: "f32[192]", p_mixed_6e_branch_pool_conv_weight: "f32[192, 768, 1, 1]", p_mixed_6e_branch_pool_bn_weight: "f32[192]", p_mixed_6e_branch_pool_bn_bias: "f32[192]", p_mixed_7a_branch3x3_1_conv_weight: "f32[192, 768, 1, 1]", p_mixed_7a_branch3x3_1_bn_weight: "f32[192]", p_mixed_7a_branch3x3_1_bn_bias: "f32[192]", p_mixed_7a_branch3x3_2_conv_weight: "f32[320, 192, 3, 3]", p_mixed_7a_branch3x3_2_bn_weight: "f32[320]", p_mixed_7a_branch3x3_2_bn_bias: "f32[320]", p_mixed_7a_branch7x7x3_1_conv_weight: "f32[192, 768, 1, 1]", p_mixed_7a_branch7x7x3_1_bn_weight: "f32[192]", p_mixed_7a_branch7x7x3_1_bn_bias: "f32[192]", p_mixed_7a_branch7x7x3_2_conv_weight: "f32[192, 192, 1, 7]", p_mixed_7a_branch7x7x3_2_bn_weight: "f32[192]", p_mixed_7a_branch7x7x3_2_bn_bias: "f32[192]", p_mixed_7a_branch7x7x3_3_conv_weight: "f32[192, 192, 7, 1]", p_mixed_7a_branch7x7x3_3_bn_weight: "f32[192]", p_mixed_7a_branch7x7x3_3_bn_bias: "f32[192]", p_mixed_7a_branch7x7x3_4_conv_weight: "f32[192, 192, 3, 3]", p_mixed_7a_branch7x7x3_4_bn_weight: "f32[192]", p_mixed_7a_branch7x7x3_4_bn_bias: "f32[192]", p_mixed_7b_branch1x1_conv_weight: "f32[320, 1280, 1, 1]", p_mixed_7b_branch1x1_bn_weight: "f32[320]", p_mixed_7b_branch1x1_bn_bias: "f32[320]", p_mixed_7b_branch3x3_1_conv_weight: "f32[384, 1280, 1, 1]", p_mixed_7b_branch3x3_1_bn_weight: "f32[384]", p_mixed_7b_branch3x3_1_bn_bias: "f32[384]", p_mixed_7b_branch3x3_2a_conv_weight: "f32[384, 384, 1, 3]", p_mixed_7b_branch3x3_2a_bn_weight: "f32[384]", p_mixed_7b_branch3x3_2a_bn_bias: "f32[384]", p_mixed_7b_branch3x3_2b_conv_weight: "f32[384, 384, 3, 1]", p_mixed_7b_branch3x3_2b_bn_weight: "f32[384]", p_mixed_7b_branch3x3_2b_bn_bias: "f32[384]", p_mixed_7b_branch3x3dbl_1_conv_weight: "f32[448, 1280, 1, 1]", p_mixed_7b_branch3x3dbl_1_bn_weight: "f32[448]", p_mixed_7b_branch3x3dbl_1_bn_bias: "f32[448]", p_mixed_7b_branch3x3dbl_2_conv_weight: "f32[384, 448, 3, 3]", p_mixed_7b_branch3x3dbl_2_bn_weight: "f32[384]", p_mixed_7b_branch3x3dbl_2_bn_bias: "f32[384]", p_mixed_7b_branch3x3dbl_3a_conv_weight: "f32[384, 384, 1, 3]", p_mixed_7b_branch3x3dbl_3a_bn_weight: "f32[384]", p_mixed_7b_branch3x3dbl_3a_bn_bias: "f32[384]", p_mixed_7b_branch3x3dbl_3b_conv_weight: "f32[384, 384, 3, 1]", p_mixed_7b_branch3x3dbl_3b_bn_weight: "f32[384]", p_mixed_7b_branch3x3dbl_3b_bn_bias: "f32[384]", p_mixed_7b_branch_pool_conv_weight: "f32[192, 1280, 1, 1]", p_mixed_7b_branch_pool_bn_weight: "f32[192]", p_mixed_7b_branch_pool_bn_bias: "f32[192]", p_mixed_7c_branch1x1_conv_weight: "f32[320, 2048, 1, 1]", p_mixed_7c_branch1x1_bn_weight: "f32[320]", p_mixed_7c_branch1x1_bn_bias: "f32[320]", p_mixed_7c_branch3x3_1_conv_weight: "f32[384, 2048, 1, 1]", p_mixed_7c_branch3x3_1_bn_weight: "f32[384]", p_mixed_7c_branch3x3_1_bn_bias: "f32[384]", p_mixed_7c_branch3x3_2a_conv_weight: "f32[384, 384, 1, 3]", p_mixed_7c_branch3x3_2a_bn_weight: "f32[384]", p_mixed_7c_branch3x3_2a_bn_bias: "f32[384]", p_mixed_7c_branch3x3_2b_conv_weight: "f32[384, 384, 3, 1]", p_mixed_7c_branch3x3_2b_bn_weight: "f32[384]", p_mixed_7c_branch3x3_2b_bn_bias: "f32[384]", p_mixed_7c_branch3x3dbl_1_conv_weight: "f32[448, 2048, 1, 1]", p_mixed_7c_branch3x3dbl_1_bn_weight: "f32[448]", p_mixed_7c_branch3x3dbl_1_bn_bias: "f32[448]", p_mixed_7c_branch3x3dbl_2_conv_weight: "f32[384, 448, 3, 3]", p_mixed_7c_branch3x3dbl_2_bn_weight: "f32[384]", p_mixed_7c_branch3x3dbl_2_bn_bias: "f32[384]", p_mixed_7c_branch3x3dbl_3a_conv_weight: "f32[384, 384, 1, 3]", p_mixed_7c_branch3x3dbl_3a_bn_weight: "f32[384]", p_mixed_7c_branch3x3dbl_3a_bn_bias: "f32[384]", p_mixed_7c_branch3x3dbl_3b_conv_weight: "f32[384, 384, 3, 1]", p_mixed_7c_branch3x3dbl_3b_bn_weight: "f32[384]", p_mixed_7c_branch3x3dbl_3b_bn_bias: "f32[384]", p_mixed_7c_branch_pool_conv_weight: "f32[192, 2048, 1, 1]", p_mixed_7c_branch_pool_bn_weight: "f32[192]", p_mixed_7c_branch_pool_bn_bias: "f32[192]", p_fc_weight: "f32[1000, 2048]", p_fc_bias: "f32[1000]", b_conv2d_1a_3x3_bn_running_mean: "f32[32]", b_conv2d_1a_3x3_bn_running_var: "f32[32]", b_conv2d_1a_3x3_bn_num_batches_tracked: "i64[]", b_conv2d_2a_3x3_bn_running_mean: "f32[32]", b_conv2d_2a_3x3_bn_running_var: "f32[32]", b_conv2d_2a_3x3_bn_num_batches_tracked: "i64[]", b_conv2d_2b_3x3_bn_running_mean: "f32[64]", b_conv2d_2b_3x3_bn_running_var: "f32[64]", b_conv2d_2b_3x3_bn_num_batches_tracked: "i64[]", b_conv2d_3b_1x1_bn_running_mean: "f32[80]", b_conv2d_3b_1x1_bn_running_var: "f32[80]", b_conv2d_3b_1x1_bn_num_batches_tracked: "i64[]", b_conv2d_4a_3x3_bn_running_mean: "f32[192]", b_conv2d_4a_3x3_bn_running_var: "f32[192]", b_conv2d_4a_3x3_bn_num_batches_tracked: "i64[]", b_mixed_5b_branch1x1_bn_running_mean: "f32[64]", b_mixed_5b_branch1x1_bn_running_var: "f32[64]", b_mixed_5b_branch1x1_bn_num_batches_tracked: "i64[]", b_mixed_5b_branch5x5_1_bn_running_mean: "f32[48]", b_mixed_5b_branch5x5_1_bn_running_var: "f32[48]", b_mixed_5b_branch5x5_1_bn_num_batches_tracked: "i64[]", b_mixed_5b_branch5x5_2_bn_running_mean: "f32[64]", b_mixed_5b_branch5x5_2_bn_running_var: "f32[64]", b_mixed_5b_branch5x5_2_bn_num_batches_tracked: "i64[]", b_mixed_5b_branch3x3dbl_1_bn_running_mean: "f32[64]", b_mixed_5b_branch3x3dbl_1_bn_running_var: "f32[64]", b_mixed_5b_branch3x3dbl_1_bn_num_batches_tracked: "i64[]", b_mixed_5b_branch3x3dbl_2_bn_running_mean: "f32[96]", b_mixed_5b_branch3x3dbl_2_bn_running_var: "f32[96]", b_mixed_5b_branch3x3dbl_2_bn_num_batches_tracked: "i64[]", b_mixed_5b_branch3x3dbl_3_bn_running_mean: "f32[96]", b_mixed_5b_branch3x3dbl_3_bn_running_var: "f32[96]", b_mixed_5b_branch3x3dbl_3_bn_num_batches_tracked: "i64[]", b_mixed_5b_branch_pool_bn_running_mean: "f32[32]", b_mixed_5b_branch_pool_bn_running_var: "f32[32]", b_mixed_5b_branch_pool_bn_num_batches_tracked: "i64[]", b_mixed_5c_branch1x1_bn_running_mean: "f32[64]", b_mixed_5c_branch1x1_bn_running_var: "f32[64]", b_mixed_5c_branch1x1_bn_num_batches_tracked: "i64[]", b_mixed_5c_branch5x5_1_bn_running_mean: "f32[48]", b_mixed_5c_branch5x5_1_bn_running_var: "f32[48]", b_mixed_5c_branch5x5_1_bn_num_batches_tracked: "i64[]", b_mixed_5c_branch5x5_2_bn_running_mean: "f32[64]", b_mixed_5c_branch5x5_2_bn_running_var: "f32[64]", b_mixed_5c_branch5x5_2_bn_num_batches_tracked: "i64[]", b_mixed_5c_branch3x3dbl_1_bn_running_mean: "f32[64]", b_mixed_5c_branch3x3dbl_1_bn_running_var: "f32[64]", b_mixed_5c_branch3x3dbl_1_bn_num_batches_tracked: "i64[]", b_mixed_5c_branch3x3dbl_2_bn_running_mean: "f32[96]", b_mixed_5c_branch3x3dbl_2_bn_running_var: "f32[96]", b_mixed_5c_branch3x3dbl_2_bn_num_batches_tracked: "i64[]", b_mixed_5c_branch3x3dbl_3_bn_running_mean: "f32[96]", b_mixed_5c_branch3x3dbl_3_bn_running_var: "f32[96]", b_mixed_5c_branch3x3dbl_3_bn_num_batches_tracked: "i64[]", b_mixed_5c_branch_pool_bn_running_mean: "f32[64]", b_mixed_5c_branch_pool_bn_running_var: "f32[64]", b_mixed_5c_branch_pool_bn_num_batches_tracked: "i64[]", b_mixed_5d_branch1x1_bn_running_mean: "f32[64]", b_mixed_5d_branch1x1_bn_running_var: "f32[64]", b_mixed_5d_branch1x1_bn_num_batches_tracked: "i64[]", b_mixed_5d_branch5x5_1_bn_running_mean: "f32[48]", b_mixed_5d_branch5x5_1_bn_running_var: "f32[48]", b_mixed_5d_branch5x5_1_bn_num_batches_tracked: "i64[]", b_mixed_5d_branch5x5_2_bn_running_mean: "f32[64]", b_mixed_5d_branch5x5_2_bn_running_var: "f32[64]", b_mixed_5d_branch5x5_2_bn_num_batches_tracked: "i64[]", b_mixed_5d_branch3x3dbl_1_bn_running_mean: "f32[64]", b_mixed_5d_branch3x3dbl_1_bn_running_var: "f32[64]", b_mixed_5d_branch3x3dbl_1_bn_num_batches_tracked: "i64[]", b_mixed_5d_branch3x3dbl_2_bn_running_mean: "f32[96]", b_mixed_5d_branch3x3dbl_2_bn_running_var: "f32[96]", b_mixed_5d_branch3x3dbl_2_bn_num_batches_tracked: "i64[]", b_mixed_5d_branch3x3dbl_3_bn_running_mean: "f32[96]", b_mixed_5d_branch3x3dbl_3_bn_running_var: "f32[96]", b_mixed_5d_branch3x3dbl_3_bn_num_batches_tracked: "i64[]", b_mixed_5d_branch_pool_bn_running_mean: "f32[64]", b_mixed_5d_branch_pool_bn_running_var: "f32[64]", b_mixed_5d_branch_pool_bn_num_batches_tracked: "i64[]", b_mixed_6a_branch3x3_bn_running_mean: "f32[384]", b_mixed_6a_branch3x3_bn_running_var: "f32[384]", b_mixed_6a_branch3x3_bn_num_batches_tracked: "i64[]", b_mixed_6a_branch3x3dbl_1_bn_running_mean: "f32[64]", b_mixed_6a_branch3x3dbl_1_bn_running_var: "f32[64]", b_mixed_6a_branch3x3dbl_1_bn_num_batches_tracked: "i64[]", b_mixed_6a_branch3x3dbl_2_bn_running_mean: "f32[96]", b_mixed_6a_branch3x3dbl_2_bn_running_var: "f32[96]", b_mixed_6a_branch3x3dbl_2_bn_num_batches_tracked: "i64[]", b_mixed_6a_branch3x3dbl_3_bn_running_mean: "f32[96]", b_mixed_6a_branch3x3dbl_3_bn_running_var: "f32[96]", b_mixed_6a_branch3x3dbl_3_bn_num_batches_tracked: "i64[]", b_mixed_6b_branch1x1_bn_running_mean: "f32[192]", b_mixed_6b_branch1x1_bn_running_var: "f32[192]", b_mixed_6b_branch1x1_bn_num_batches_tracked: "i64[]", b_mixed_6b_branch7x7_1_bn_running_mean: "f32[128]", b_mixed_6b_branch7x7_1_bn_running_var: "f32[128]", b_mixed_6b_branch7x7_1_bn_num_batches_tracked: "i64[]", b_mixed_6b_branch7x7_2_bn_running_mean: "f32[128]", b_mixed_6b_branch7x7_2_bn_running_var: "f32[128]", b_mixed_6b_branch7x7_2_bn_num_batches_tracked: "i64[]", b_mixed_6b_branch7x7_3_bn_running_mean: "f32[192]", b_mixed_6b_branch7x7_3_bn_running_var: "f32[192]", b_mixed_6b_branch7x7_3_bn_num_batches_tracked: "i64[]", b_mixed_6b_branch7x7dbl_1_bn_running_mean: "f32[128]", b_mixed_6b_branch7x7dbl_1_bn_running_var: "f32[128]", b_mixed_6b_branch7x7dbl_1_bn_num_batches_tracked: "i64[]", b_mixed_6b_branch7x7dbl_2_bn_running_mean: "f32[128]", b_mixed_6b_branch7x7dbl_2_bn_running_var: "f32[128]", b_mixed_6b_branch7x7dbl_2_bn_num_batches_tracked: "i64[]", b_mixed_6b_branch7x7dbl_3_bn_running_mean: "f32[128]", b_mixed_6b_branch7x7dbl_3_bn_running_var: "f32[128]", b_mixed_6b_branch7x7dbl_3_bn_num_batches_tracked: "i64[]", b_mixed_6b_branch7x7dbl_4_bn_running_mean: "f32[128]", b_mixed_6b_branch7x7dbl_4_bn_running_var: "f32[128]", b_mixed_6b_branch7x7dbl_4_bn_num_batches_tracked: "i64[]", b_mixed_6b_branch7x7dbl_5_bn_running_mean: "f32[192]", b_mixed_6b_branch7x7dbl_5_bn_running_var: "f32[192]", b_mixed_6b_branch7x7dbl_5_bn_num_batches_tracked: "i64[]", b_mixed_6b_branch_pool_bn_running_mean: "f32[192]", b_mixed_6b_branch_pool_bn_running_var: "f32[192]", b_mixed_6b_branch_pool_bn_num_batches_tracked: "i64[]", b_mixed_6c_branch1x1_bn_running_mean: "f32[192]", b_mixed_6c_branch1x1_bn_running_var: "f32[192]", b_mixed_6c_branch1x1_bn_num_batches_tracked: "i64[]", b_mixed_6c_branch7x7_1_bn_running_mean: "f32[160]", b_mixed_6c_branch7x7_1_bn_running_var: "f32[160]", b_mixed_6c_branch7x7_1_bn_num_batches_tracked: "i64[]", b_mixed_6c_branch7x7_2_bn_running_mean: "f32[160]", b_mixed_6c_branch7x7_2_bn_running_var: "f32[160]", b_mixed_6c_branch7x7_2_bn_num_batches_tracked: "i64[]", b_mixed_6c_branch7x7_3_bn_running_mean: "f32[192]", b_mixed_6c_branch7x7_3_bn_running_var: "f32[192]", b_mixed_6c_branch7x7_3_bn_num_batches_tracked: "i64[]", b_mixed_6c_branch7x7dbl_1_bn_running_mean: "f32[160]", b_mixed_6c_branch7x7dbl_1_bn_running_var: "f32[160]", b_mixed_6c_branch7x7dbl_1_bn_num_batches_tracked: "i64[]", b_mixed_6c_branch7x7dbl_2_bn_running_mean: "f32[160]", b_mixed_6c_branch7x7dbl_2_bn_running_var: "f32[160]", b_mixed_6c_branch7x7dbl_2_bn_num_batches_tracked: "i64[]", b_mixed_6c_branch7x7dbl_3_bn_running_mean: "f32[160]", b_mixed_6c_branch7x7dbl_3_bn_running_var: "f32[160]", b_mixed_6c_branch7x7dbl_3_bn_num_batches_tracked: "i64[]", b_mixed_6c_branch7x7dbl_4_bn_running_mean: "f32[160]", b_mixed_6c_branch7x7dbl_4_bn_running_var: "f32[160]", b_mixed_6c_branch7x7dbl_4_bn_num_batches_tracked: "i64[]", b_mixed_6c_branch7x7dbl_5_bn_running_mean: "f32[192]", b_mixed_6c_branch7x7dbl_5_bn_running_var: "f32[192]", b_mixed_6c_branch7x7dbl_5_bn_num_batches_tracked: "i64[]", b_mixed_6c_branch_pool_bn_running_mean: "f32[192]", b_mixed_6c_branch_pool_bn_running_var: "f32[192]", b_mixed_6c_branch_pool_bn_num_batches_tracked: "i64[]", b_mixed_6d_branch1x1_bn_running_mean: "f32[192]", b_mixed_6d_branch1x1_bn_running_var: "f32[192]", b_mixed_6d_branch1x1_bn_num_batches_tracked: "i64[]", b_mixed_6d_branch7x7_1_bn_running_mean: "f32[160]", b_mixed_6d_branch7x7_1_bn_running_var: "f32[160]", b_mixed_6d_branch7x7_1_bn_num_batches_tracked: "i64[]", b_mixed_6d_branch7x7_2_bn_running_mean: "f32[160]", b_mixed_6d_branch7x7_2_bn_running_var: "f32[160]", b_mixed_6d_branch7x7_2_bn_num_batches_tracked: "i64[]", b_mixed_6d_branch7x7_3_bn_running_mean: "f32[192]", b_mixed_6d_branch7x7_3_bn_running_var: "f32[192]", b_mixed_6d_branch7x7_3_bn_num_batches_tracked: "i64[]", b_mixed_6d_branch7x7dbl_1_bn_running_mean: "f32[160]", b_mixed_6d_branch7x7dbl_1_bn_running_var: "f32[160]", b_mixed_6d_branch7x7dbl_1_bn_num_batches_tracked: "i64[]", b_mixed_6d_branch7x7dbl_2_bn_running_mean: "f32[160]", b_mixed_6d_branch7x7dbl_2_bn_running_var: "f32[160]", b_mixed_6d_branch7x7dbl_2_bn_num_batches_tracked: "i64[]", b_mixed_6d_branch7x7dbl_3_bn_running_mean: "f32[160]", b_mixed_6d_branch7x7dbl_3_bn_running_var: "f32[160]", b_mixed_6d_branch7x7dbl_3_bn_num_batches_tracked: "i64[]", b_mixed_6d_branch7x7dbl_4_bn_running_mean: "f32[160]", b_mixed_6d_branch7x7dbl_4_bn_running_var: "f32[160]", b_mixed_6d_branch7x7dbl_4_bn_num_batches_tracked: "i64[]", b_mixed_6d_branch7x7dbl_5_bn_running_mean: "f32[192]", b_mixed_6d_branch7x7dbl_5_bn_running_var: "f32[192]", b_mixed_6d_branch7x7dbl_5_bn_num_batches_tracked: "i64[]", b_mixed_6d_branch_pool_bn_running_mean: "f32[192]", b_mixed_6d_branch_pool_bn_running_var: "f32[192]", b_mixed_6d_branch_pool_bn_num_batches_tracked: "i64[]", b_mixed_6e_branch1x1_bn_running_mean: "f32[192]", b_mixed_6e_branch1x1_bn_running_var: "f32[192]", b_mixed_6e_branch1x1_bn_num_batches_tracked: "i64[]", b_mixed_6e_branch7x7_1_bn_running_mean: "f32[192]", b_mixed_6e_branch7x7_1_bn_running_var: "f32[192]", b_mixed_6e_branch7x7_1_bn_num_batches_tracked: "i64[]", b_mixed_6e_branch7x7_2_bn_running_mean: "f32[192]", b_mixed_6e_branch7x7_2_bn_running_var: "f32[192]", b_mixed_6e_branch7x7_2_bn_num_batches_tracked: "i64[]", b_mixed_6e_branch7x7_3_bn_running_mean: "f32[192]", b_mixed_6e_branch7x7_3_bn_running_var: "f32[192]", b_mixed_6e_branch7x7_3_bn_num_batches_tracked: "i64[]", b_mixed_6e_branch7x7dbl_1_bn_running_mean: "f32[192]", b_mixed_6e_branch7x7dbl_1_bn_running_var: "f32[192]", b_mixed_6e_branch7x7dbl_1_bn_num_batches_tracked: "i64[]", b_mixed_6e_branch7x7dbl_2_bn_running_mean: "f32[192]", b_mixed_6e_branch7x7dbl_2_bn_running_var: "f32[192]", b_mixed_6e_branch7x7dbl_2_bn_num_batches_tracked: "i64[]", b_mixed_6e_branch7x7dbl_3_bn_running_mean: "f32[192]", b_mixed_6e_branch7x7dbl_3_bn_running_var: "f32[192]", b_mixed_6e_branch7x7dbl_3_bn_num_batches_tracked: "i64[]", b_mixed_6e_branch7x7dbl_4_bn_running_mean: "f32[192]", b_mixed_6e_branch7x7dbl_4_bn_running_var: "f32[192]", b_mixed_6e_branch7x7dbl_4_bn_num_batches_tracked: "i64[]", b_mixed_6e_branch7x7dbl_5_bn_running_mean: "f32[192]", b_mixed_6e_branch7x7dbl_5_bn_running_var: "f32[192]", b_mixed_6e_branch7x7dbl_5_bn_num_batches_tracked: "i64[]", b_mixed_6e_branch_pool_bn_running_mean: "f32[192]", b_mixed_6e_branch_pool_bn_running_var: "f32[192]", b_mixed_6e_branch_pool_bn_num_batches_tracked: "i64[]", b_mixed_7a_branch3x3_1_bn_running_mean: "f32[192]", b_mixed_7a_branch3x3_1_bn_running_var: "f32[192]", b_mixed_7a_branch3x3_1_bn_num_batches_tracked: "i64[]", b_mixed_7a_branch3x3_2_bn_running_mean: "f32[320]", b_mixed_7a_branch3x3_2_bn_running_var: "f32[320]", b_mixed_7a_branch3x3_2_bn_num_batches_tracked: "i64[]", b_mixed_7a_branch7x7x3_1_bn_running_mean: "f32[192]", b_mixed_7a_branch7x7x3_1_bn_running_var: "f32[192]", b_mixed_7a_branch7x7x3_1_bn_num_batches_tracked: "i64[]", b_mixed_7a_branch7x7x3_2_bn_running_mean: "f32[192]", b_mixed_7a_branch7x7x3_2_bn_running_var: "f32[192]", b_mixed_7a_branch7x7x3_2_bn_num_batches_tracked: "i64[]", b_mixed_7a_branch7x7x3_3_bn_running_mean: "f32[192]", b_mixed_7a_branch7x7x3_3_bn_running_var: "f32[192]", b_mixed_7a_branch7x7x3_3_bn_num_batches_tracked: "i64[]", b_mixed_7a_branch7x7x3_4_bn_running_mean: "f32[192]", b_mixed_7a_branch7x7x3_4_bn_running_var: "f32[192]", b_mixed_7a_branch7x7x3_4_bn_num_batches_tracked: "i64[]", b_mixed_7b_branch1x1_bn_running_mean: "f32[320]", b_mixed_7b_branch1x1_bn_running_var: "f32[320]", b_mixed_7b_branch1x1_bn_num_batches_tracked: "i64[]", b_mixed_7b_branch3x3_1_bn_running_mean: "f32[384]", b_mixed_7b_branch3x3_1_bn_running_var: "f32[384]", b_mixed_7b_branch3x3_1_bn_num_batches_tracked: "i64[]", b_mixed_7b_branch3x3_2a_bn_running_mean: "f32[384]", b_mixed_7b_branch3x3_2a_bn_running_var: "f32[384]", b_mixed_7b_branch3x3_2a_bn_num_batches_tracked: "i64[]", b_mixed_7b_branch3x3_2b_bn_running_mean: "f32[384]", b_mixed_7b_branch3x3_2b_bn_running_var: "f32[384]", b_mixed_7b_branch3x3_2b_bn_num_batches_tracked: "i64[]", b_mixed_7b_branch3x3dbl_1_bn_running_mean: "f32[448]", b_mixed_7b_branch3x3dbl_1_bn_running_var: "f32[448]", b_mixed_7b_branch3x3dbl_1_bn_num_batches_tracked: "i64[]", b_mixed_7b_branch3x3dbl_2_bn_running_mean: "f32[384]", b_mixed_7b_branch3x3dbl_2_bn_running_var: "f32[384]", b_mixed_7b_branch3x3dbl_2_bn_num_batches_tracked: "i64[]", b_mixed_7b_branch3x3dbl_3a_bn_running_mean: "f32[384]", b_mixed_7b_branch3x3dbl_3a_bn_running_var: "f32[384]", b_mixed_7b_branch3x3dbl_3a_bn_num_batches_tracked: "i64[]", b_mixed_7b_branch3x3dbl_3b_bn_running_mean: "f32[384]", b_mixed_7b_branch3x3dbl_3b_bn_running_var: "f32[384]", b_mixed_7b_branch3x3dbl_3b_bn_num_batches_tracked: "i64[]", b_mixed_7b_branch_pool_bn_running_mean: "f32[192]", b_mixed_7b_branch_pool_bn_running_var: "f32[192]", b_mixed_7b_branch_pool_bn_num_batches_tracked: "i64[]", b_mixed_7c_branch1x1_bn_running_mean: "f32[320]", b_mixed_7c_branch1x1_bn_running_var: "f32[320]", b_mixed_7c_branch1x1_bn_num_batches_tracked: "i64[]", b_mixed_7c_branch3x3_1_bn_running_mean: "f32[384]", b_mixed_7c_branch3x3_1_bn_running_var: "f32[384]", b_mixed_7c_branch3x3_1_bn_num_batches_tracked: "i64[]", b_mixed_7c_branch3x3_2a_bn_running_mean: "f32[384]", b_mixed_7c_branch3x3_2a_bn_running_var: "f32[384]", b_mixed_7c_branch3x3_2a_bn_num_batches_tracked: "i64[]", b_mixed_7c_branch3x3_2b_bn_running_mean: "f32[384]", b_mixed_7c_branch3x3_2b_bn_running_var: "f32[384]", b_mixed_7c_branch3x3_2b_bn_num_batches_tracked: "i64[]", b_mixed_7c_branch3x3dbl_1_bn_running_mean: "f32[448]", b_mixed_7c_branch3x3dbl_1_bn_running_var: "f32[448]", b_mixed_7c_branch3x3dbl_1_bn_num_batches_tracked: "i64[]", b_mixed_7c_branch3x3dbl_2_bn_running_mean: "f32[384]", b_mixed_7c_branch3x3dbl_2_bn_running_var: "f32[384]", b_mixed_7c_branch3x3dbl_2_bn_num_batches_tracked: "i64[]", b_mixed_7c_branch3x3dbl_3a_bn_running_mean: "f32[384]", b_mixed_7c_branch3x3dbl_3a_bn_running_var: "f32[384]", b_mixed_7c_branch3x3dbl_3a_bn_num_batches_tracked: "i64[]", b_mixed_7c_branch3x3dbl_3b_bn_running_mean: "f32[384]", b_mixed_7c_branch3x3dbl_3b_bn_running_var: "f32[384]", b_mixed_7c_branch3x3dbl_3b_bn_num_batches_tracked: "i64[]", b_mixed_7c_branch_pool_bn_running_mean: "f32[192]", b_mixed_7c_branch_pool_bn_running_var: "f32[192]", b_mixed_7c_branch_pool_bn_num_batches_tracked: "i64[]", x: "f32[1, 3, 299, 299]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d: "f32[1, 32, 149, 149]" = torch.ops.aten.conv2d.default(x, p_conv2d_1a_3x3_conv_weight, None, [2, 2]);  x = p_conv2d_1a_3x3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm: "f32[1, 32, 149, 149]" = torch.ops.aten.batch_norm.default(conv2d, p_conv2d_1a_3x3_bn_weight, p_conv2d_1a_3x3_bn_bias, b_conv2d_1a_3x3_bn_running_mean, b_conv2d_1a_3x3_bn_running_var, False, 0.1, 0.001, False);  conv2d = p_conv2d_1a_3x3_bn_weight = p_conv2d_1a_3x3_bn_bias = b_conv2d_1a_3x3_bn_running_mean = b_conv2d_1a_3x3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu_: "f32[1, 32, 149, 149]" = torch.ops.aten.relu_.default(batch_norm);  batch_norm = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_1: "f32[1, 32, 147, 147]" = torch.ops.aten.conv2d.default(relu_, p_conv2d_2a_3x3_conv_weight);  relu_ = p_conv2d_2a_3x3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_1: "f32[1, 32, 147, 147]" = torch.ops.aten.batch_norm.default(conv2d_1, p_conv2d_2a_3x3_bn_weight, p_conv2d_2a_3x3_bn_bias, b_conv2d_2a_3x3_bn_running_mean, b_conv2d_2a_3x3_bn_running_var, False, 0.1, 0.001, False);  conv2d_1 = p_conv2d_2a_3x3_bn_weight = p_conv2d_2a_3x3_bn_bias = b_conv2d_2a_3x3_bn_running_mean = b_conv2d_2a_3x3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__1: "f32[1, 32, 147, 147]" = torch.ops.aten.relu_.default(batch_norm_1);  batch_norm_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_2: "f32[1, 64, 147, 147]" = torch.ops.aten.conv2d.default(relu__1, p_conv2d_2b_3x3_conv_weight, None, [1, 1], [1, 1]);  relu__1 = p_conv2d_2b_3x3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_2: "f32[1, 64, 147, 147]" = torch.ops.aten.batch_norm.default(conv2d_2, p_conv2d_2b_3x3_bn_weight, p_conv2d_2b_3x3_bn_bias, b_conv2d_2b_3x3_bn_running_mean, b_conv2d_2b_3x3_bn_running_var, False, 0.1, 0.001, False);  conv2d_2 = p_conv2d_2b_3x3_bn_weight = p_conv2d_2b_3x3_bn_bias = b_conv2d_2b_3x3_bn_running_mean = b_conv2d_2b_3x3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__2: "f32[1, 64, 147, 147]" = torch.ops.aten.relu_.default(batch_norm_2);  batch_norm_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:224 in forward, code: return F.max_pool2d(
        max_pool2d: "f32[1, 64, 73, 73]" = torch.ops.aten.max_pool2d.default(relu__2, [3, 3], [2, 2]);  relu__2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_3: "f32[1, 80, 73, 73]" = torch.ops.aten.conv2d.default(max_pool2d, p_conv2d_3b_1x1_conv_weight);  max_pool2d = p_conv2d_3b_1x1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_3: "f32[1, 80, 73, 73]" = torch.ops.aten.batch_norm.default(conv2d_3, p_conv2d_3b_1x1_bn_weight, p_conv2d_3b_1x1_bn_bias, b_conv2d_3b_1x1_bn_running_mean, b_conv2d_3b_1x1_bn_running_var, False, 0.1, 0.001, False);  conv2d_3 = p_conv2d_3b_1x1_bn_weight = p_conv2d_3b_1x1_bn_bias = b_conv2d_3b_1x1_bn_running_mean = b_conv2d_3b_1x1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__3: "f32[1, 80, 73, 73]" = torch.ops.aten.relu_.default(batch_norm_3);  batch_norm_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_4: "f32[1, 192, 71, 71]" = torch.ops.aten.conv2d.default(relu__3, p_conv2d_4a_3x3_conv_weight);  relu__3 = p_conv2d_4a_3x3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_4: "f32[1, 192, 71, 71]" = torch.ops.aten.batch_norm.default(conv2d_4, p_conv2d_4a_3x3_bn_weight, p_conv2d_4a_3x3_bn_bias, b_conv2d_4a_3x3_bn_running_mean, b_conv2d_4a_3x3_bn_running_var, False, 0.1, 0.001, False);  conv2d_4 = p_conv2d_4a_3x3_bn_weight = p_conv2d_4a_3x3_bn_bias = b_conv2d_4a_3x3_bn_running_mean = b_conv2d_4a_3x3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__4: "f32[1, 192, 71, 71]" = torch.ops.aten.relu_.default(batch_norm_4);  batch_norm_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:224 in forward, code: return F.max_pool2d(
        max_pool2d_1: "f32[1, 192, 35, 35]" = torch.ops.aten.max_pool2d.default(relu__4, [3, 3], [2, 2]);  relu__4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_5: "f32[1, 64, 35, 35]" = torch.ops.aten.conv2d.default(max_pool2d_1, p_mixed_5b_branch1x1_conv_weight);  p_mixed_5b_branch1x1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_5: "f32[1, 64, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_5, p_mixed_5b_branch1x1_bn_weight, p_mixed_5b_branch1x1_bn_bias, b_mixed_5b_branch1x1_bn_running_mean, b_mixed_5b_branch1x1_bn_running_var, False, 0.1, 0.001, False);  conv2d_5 = p_mixed_5b_branch1x1_bn_weight = p_mixed_5b_branch1x1_bn_bias = b_mixed_5b_branch1x1_bn_running_mean = b_mixed_5b_branch1x1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__5: "f32[1, 64, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_5);  batch_norm_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_6: "f32[1, 48, 35, 35]" = torch.ops.aten.conv2d.default(max_pool2d_1, p_mixed_5b_branch5x5_1_conv_weight);  p_mixed_5b_branch5x5_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_6: "f32[1, 48, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_6, p_mixed_5b_branch5x5_1_bn_weight, p_mixed_5b_branch5x5_1_bn_bias, b_mixed_5b_branch5x5_1_bn_running_mean, b_mixed_5b_branch5x5_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_6 = p_mixed_5b_branch5x5_1_bn_weight = p_mixed_5b_branch5x5_1_bn_bias = b_mixed_5b_branch5x5_1_bn_running_mean = b_mixed_5b_branch5x5_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__6: "f32[1, 48, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_6);  batch_norm_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_7: "f32[1, 64, 35, 35]" = torch.ops.aten.conv2d.default(relu__6, p_mixed_5b_branch5x5_2_conv_weight, None, [1, 1], [2, 2]);  relu__6 = p_mixed_5b_branch5x5_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_7: "f32[1, 64, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_7, p_mixed_5b_branch5x5_2_bn_weight, p_mixed_5b_branch5x5_2_bn_bias, b_mixed_5b_branch5x5_2_bn_running_mean, b_mixed_5b_branch5x5_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_7 = p_mixed_5b_branch5x5_2_bn_weight = p_mixed_5b_branch5x5_2_bn_bias = b_mixed_5b_branch5x5_2_bn_running_mean = b_mixed_5b_branch5x5_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__7: "f32[1, 64, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_7);  batch_norm_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_8: "f32[1, 64, 35, 35]" = torch.ops.aten.conv2d.default(max_pool2d_1, p_mixed_5b_branch3x3dbl_1_conv_weight);  p_mixed_5b_branch3x3dbl_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_8: "f32[1, 64, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_8, p_mixed_5b_branch3x3dbl_1_bn_weight, p_mixed_5b_branch3x3dbl_1_bn_bias, b_mixed_5b_branch3x3dbl_1_bn_running_mean, b_mixed_5b_branch3x3dbl_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_8 = p_mixed_5b_branch3x3dbl_1_bn_weight = p_mixed_5b_branch3x3dbl_1_bn_bias = b_mixed_5b_branch3x3dbl_1_bn_running_mean = b_mixed_5b_branch3x3dbl_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__8: "f32[1, 64, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_8);  batch_norm_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_9: "f32[1, 96, 35, 35]" = torch.ops.aten.conv2d.default(relu__8, p_mixed_5b_branch3x3dbl_2_conv_weight, None, [1, 1], [1, 1]);  relu__8 = p_mixed_5b_branch3x3dbl_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_9: "f32[1, 96, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_9, p_mixed_5b_branch3x3dbl_2_bn_weight, p_mixed_5b_branch3x3dbl_2_bn_bias, b_mixed_5b_branch3x3dbl_2_bn_running_mean, b_mixed_5b_branch3x3dbl_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_9 = p_mixed_5b_branch3x3dbl_2_bn_weight = p_mixed_5b_branch3x3dbl_2_bn_bias = b_mixed_5b_branch3x3dbl_2_bn_running_mean = b_mixed_5b_branch3x3dbl_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__9: "f32[1, 96, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_9);  batch_norm_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_10: "f32[1, 96, 35, 35]" = torch.ops.aten.conv2d.default(relu__9, p_mixed_5b_branch3x3dbl_3_conv_weight, None, [1, 1], [1, 1]);  relu__9 = p_mixed_5b_branch3x3dbl_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_10: "f32[1, 96, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_10, p_mixed_5b_branch3x3dbl_3_bn_weight, p_mixed_5b_branch3x3dbl_3_bn_bias, b_mixed_5b_branch3x3dbl_3_bn_running_mean, b_mixed_5b_branch3x3dbl_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_10 = p_mixed_5b_branch3x3dbl_3_bn_weight = p_mixed_5b_branch3x3dbl_3_bn_bias = b_mixed_5b_branch3x3dbl_3_bn_running_mean = b_mixed_5b_branch3x3dbl_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__10: "f32[1, 96, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_10);  batch_norm_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:211 in forward, code: outputs = self._forward(x)
        avg_pool2d: "f32[1, 192, 35, 35]" = torch.ops.aten.avg_pool2d.default(max_pool2d_1, [3, 3], [1, 1], [1, 1]);  max_pool2d_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_11: "f32[1, 32, 35, 35]" = torch.ops.aten.conv2d.default(avg_pool2d, p_mixed_5b_branch_pool_conv_weight);  avg_pool2d = p_mixed_5b_branch_pool_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_11: "f32[1, 32, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_11, p_mixed_5b_branch_pool_bn_weight, p_mixed_5b_branch_pool_bn_bias, b_mixed_5b_branch_pool_bn_running_mean, b_mixed_5b_branch_pool_bn_running_var, False, 0.1, 0.001, False);  conv2d_11 = p_mixed_5b_branch_pool_bn_weight = p_mixed_5b_branch_pool_bn_bias = b_mixed_5b_branch_pool_bn_running_mean = b_mixed_5b_branch_pool_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__11: "f32[1, 32, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_11);  batch_norm_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:212 in forward, code: return torch.cat(outputs, 1)
        cat: "f32[1, 256, 35, 35]" = torch.ops.aten.cat.default([relu__5, relu__7, relu__10, relu__11], 1);  relu__5 = relu__7 = relu__10 = relu__11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_12: "f32[1, 64, 35, 35]" = torch.ops.aten.conv2d.default(cat, p_mixed_5c_branch1x1_conv_weight);  p_mixed_5c_branch1x1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_12: "f32[1, 64, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_12, p_mixed_5c_branch1x1_bn_weight, p_mixed_5c_branch1x1_bn_bias, b_mixed_5c_branch1x1_bn_running_mean, b_mixed_5c_branch1x1_bn_running_var, False, 0.1, 0.001, False);  conv2d_12 = p_mixed_5c_branch1x1_bn_weight = p_mixed_5c_branch1x1_bn_bias = b_mixed_5c_branch1x1_bn_running_mean = b_mixed_5c_branch1x1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__12: "f32[1, 64, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_12);  batch_norm_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_13: "f32[1, 48, 35, 35]" = torch.ops.aten.conv2d.default(cat, p_mixed_5c_branch5x5_1_conv_weight);  p_mixed_5c_branch5x5_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_13: "f32[1, 48, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_13, p_mixed_5c_branch5x5_1_bn_weight, p_mixed_5c_branch5x5_1_bn_bias, b_mixed_5c_branch5x5_1_bn_running_mean, b_mixed_5c_branch5x5_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_13 = p_mixed_5c_branch5x5_1_bn_weight = p_mixed_5c_branch5x5_1_bn_bias = b_mixed_5c_branch5x5_1_bn_running_mean = b_mixed_5c_branch5x5_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__13: "f32[1, 48, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_13);  batch_norm_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_14: "f32[1, 64, 35, 35]" = torch.ops.aten.conv2d.default(relu__13, p_mixed_5c_branch5x5_2_conv_weight, None, [1, 1], [2, 2]);  relu__13 = p_mixed_5c_branch5x5_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_14: "f32[1, 64, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_14, p_mixed_5c_branch5x5_2_bn_weight, p_mixed_5c_branch5x5_2_bn_bias, b_mixed_5c_branch5x5_2_bn_running_mean, b_mixed_5c_branch5x5_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_14 = p_mixed_5c_branch5x5_2_bn_weight = p_mixed_5c_branch5x5_2_bn_bias = b_mixed_5c_branch5x5_2_bn_running_mean = b_mixed_5c_branch5x5_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__14: "f32[1, 64, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_14);  batch_norm_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_15: "f32[1, 64, 35, 35]" = torch.ops.aten.conv2d.default(cat, p_mixed_5c_branch3x3dbl_1_conv_weight);  p_mixed_5c_branch3x3dbl_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_15: "f32[1, 64, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_15, p_mixed_5c_branch3x3dbl_1_bn_weight, p_mixed_5c_branch3x3dbl_1_bn_bias, b_mixed_5c_branch3x3dbl_1_bn_running_mean, b_mixed_5c_branch3x3dbl_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_15 = p_mixed_5c_branch3x3dbl_1_bn_weight = p_mixed_5c_branch3x3dbl_1_bn_bias = b_mixed_5c_branch3x3dbl_1_bn_running_mean = b_mixed_5c_branch3x3dbl_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__15: "f32[1, 64, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_15);  batch_norm_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_16: "f32[1, 96, 35, 35]" = torch.ops.aten.conv2d.default(relu__15, p_mixed_5c_branch3x3dbl_2_conv_weight, None, [1, 1], [1, 1]);  relu__15 = p_mixed_5c_branch3x3dbl_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_16: "f32[1, 96, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_16, p_mixed_5c_branch3x3dbl_2_bn_weight, p_mixed_5c_branch3x3dbl_2_bn_bias, b_mixed_5c_branch3x3dbl_2_bn_running_mean, b_mixed_5c_branch3x3dbl_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_16 = p_mixed_5c_branch3x3dbl_2_bn_weight = p_mixed_5c_branch3x3dbl_2_bn_bias = b_mixed_5c_branch3x3dbl_2_bn_running_mean = b_mixed_5c_branch3x3dbl_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__16: "f32[1, 96, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_16);  batch_norm_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_17: "f32[1, 96, 35, 35]" = torch.ops.aten.conv2d.default(relu__16, p_mixed_5c_branch3x3dbl_3_conv_weight, None, [1, 1], [1, 1]);  relu__16 = p_mixed_5c_branch3x3dbl_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_17: "f32[1, 96, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_17, p_mixed_5c_branch3x3dbl_3_bn_weight, p_mixed_5c_branch3x3dbl_3_bn_bias, b_mixed_5c_branch3x3dbl_3_bn_running_mean, b_mixed_5c_branch3x3dbl_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_17 = p_mixed_5c_branch3x3dbl_3_bn_weight = p_mixed_5c_branch3x3dbl_3_bn_bias = b_mixed_5c_branch3x3dbl_3_bn_running_mean = b_mixed_5c_branch3x3dbl_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__17: "f32[1, 96, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_17);  batch_norm_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:211 in forward, code: outputs = self._forward(x)
        avg_pool2d_1: "f32[1, 256, 35, 35]" = torch.ops.aten.avg_pool2d.default(cat, [3, 3], [1, 1], [1, 1]);  cat = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_18: "f32[1, 64, 35, 35]" = torch.ops.aten.conv2d.default(avg_pool2d_1, p_mixed_5c_branch_pool_conv_weight);  avg_pool2d_1 = p_mixed_5c_branch_pool_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_18: "f32[1, 64, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_18, p_mixed_5c_branch_pool_bn_weight, p_mixed_5c_branch_pool_bn_bias, b_mixed_5c_branch_pool_bn_running_mean, b_mixed_5c_branch_pool_bn_running_var, False, 0.1, 0.001, False);  conv2d_18 = p_mixed_5c_branch_pool_bn_weight = p_mixed_5c_branch_pool_bn_bias = b_mixed_5c_branch_pool_bn_running_mean = b_mixed_5c_branch_pool_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__18: "f32[1, 64, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_18);  batch_norm_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:212 in forward, code: return torch.cat(outputs, 1)
        cat_1: "f32[1, 288, 35, 35]" = torch.ops.aten.cat.default([relu__12, relu__14, relu__17, relu__18], 1);  relu__12 = relu__14 = relu__17 = relu__18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_19: "f32[1, 64, 35, 35]" = torch.ops.aten.conv2d.default(cat_1, p_mixed_5d_branch1x1_conv_weight);  p_mixed_5d_branch1x1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_19: "f32[1, 64, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_19, p_mixed_5d_branch1x1_bn_weight, p_mixed_5d_branch1x1_bn_bias, b_mixed_5d_branch1x1_bn_running_mean, b_mixed_5d_branch1x1_bn_running_var, False, 0.1, 0.001, False);  conv2d_19 = p_mixed_5d_branch1x1_bn_weight = p_mixed_5d_branch1x1_bn_bias = b_mixed_5d_branch1x1_bn_running_mean = b_mixed_5d_branch1x1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__19: "f32[1, 64, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_19);  batch_norm_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_20: "f32[1, 48, 35, 35]" = torch.ops.aten.conv2d.default(cat_1, p_mixed_5d_branch5x5_1_conv_weight);  p_mixed_5d_branch5x5_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_20: "f32[1, 48, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_20, p_mixed_5d_branch5x5_1_bn_weight, p_mixed_5d_branch5x5_1_bn_bias, b_mixed_5d_branch5x5_1_bn_running_mean, b_mixed_5d_branch5x5_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_20 = p_mixed_5d_branch5x5_1_bn_weight = p_mixed_5d_branch5x5_1_bn_bias = b_mixed_5d_branch5x5_1_bn_running_mean = b_mixed_5d_branch5x5_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__20: "f32[1, 48, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_20);  batch_norm_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_21: "f32[1, 64, 35, 35]" = torch.ops.aten.conv2d.default(relu__20, p_mixed_5d_branch5x5_2_conv_weight, None, [1, 1], [2, 2]);  relu__20 = p_mixed_5d_branch5x5_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_21: "f32[1, 64, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_21, p_mixed_5d_branch5x5_2_bn_weight, p_mixed_5d_branch5x5_2_bn_bias, b_mixed_5d_branch5x5_2_bn_running_mean, b_mixed_5d_branch5x5_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_21 = p_mixed_5d_branch5x5_2_bn_weight = p_mixed_5d_branch5x5_2_bn_bias = b_mixed_5d_branch5x5_2_bn_running_mean = b_mixed_5d_branch5x5_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__21: "f32[1, 64, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_21);  batch_norm_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_22: "f32[1, 64, 35, 35]" = torch.ops.aten.conv2d.default(cat_1, p_mixed_5d_branch3x3dbl_1_conv_weight);  p_mixed_5d_branch3x3dbl_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_22: "f32[1, 64, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_22, p_mixed_5d_branch3x3dbl_1_bn_weight, p_mixed_5d_branch3x3dbl_1_bn_bias, b_mixed_5d_branch3x3dbl_1_bn_running_mean, b_mixed_5d_branch3x3dbl_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_22 = p_mixed_5d_branch3x3dbl_1_bn_weight = p_mixed_5d_branch3x3dbl_1_bn_bias = b_mixed_5d_branch3x3dbl_1_bn_running_mean = b_mixed_5d_branch3x3dbl_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__22: "f32[1, 64, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_22);  batch_norm_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_23: "f32[1, 96, 35, 35]" = torch.ops.aten.conv2d.default(relu__22, p_mixed_5d_branch3x3dbl_2_conv_weight, None, [1, 1], [1, 1]);  relu__22 = p_mixed_5d_branch3x3dbl_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_23: "f32[1, 96, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_23, p_mixed_5d_branch3x3dbl_2_bn_weight, p_mixed_5d_branch3x3dbl_2_bn_bias, b_mixed_5d_branch3x3dbl_2_bn_running_mean, b_mixed_5d_branch3x3dbl_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_23 = p_mixed_5d_branch3x3dbl_2_bn_weight = p_mixed_5d_branch3x3dbl_2_bn_bias = b_mixed_5d_branch3x3dbl_2_bn_running_mean = b_mixed_5d_branch3x3dbl_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__23: "f32[1, 96, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_23);  batch_norm_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_24: "f32[1, 96, 35, 35]" = torch.ops.aten.conv2d.default(relu__23, p_mixed_5d_branch3x3dbl_3_conv_weight, None, [1, 1], [1, 1]);  relu__23 = p_mixed_5d_branch3x3dbl_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_24: "f32[1, 96, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_24, p_mixed_5d_branch3x3dbl_3_bn_weight, p_mixed_5d_branch3x3dbl_3_bn_bias, b_mixed_5d_branch3x3dbl_3_bn_running_mean, b_mixed_5d_branch3x3dbl_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_24 = p_mixed_5d_branch3x3dbl_3_bn_weight = p_mixed_5d_branch3x3dbl_3_bn_bias = b_mixed_5d_branch3x3dbl_3_bn_running_mean = b_mixed_5d_branch3x3dbl_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__24: "f32[1, 96, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_24);  batch_norm_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:211 in forward, code: outputs = self._forward(x)
        avg_pool2d_2: "f32[1, 288, 35, 35]" = torch.ops.aten.avg_pool2d.default(cat_1, [3, 3], [1, 1], [1, 1]);  cat_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_25: "f32[1, 64, 35, 35]" = torch.ops.aten.conv2d.default(avg_pool2d_2, p_mixed_5d_branch_pool_conv_weight);  avg_pool2d_2 = p_mixed_5d_branch_pool_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_25: "f32[1, 64, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_25, p_mixed_5d_branch_pool_bn_weight, p_mixed_5d_branch_pool_bn_bias, b_mixed_5d_branch_pool_bn_running_mean, b_mixed_5d_branch_pool_bn_running_var, False, 0.1, 0.001, False);  conv2d_25 = p_mixed_5d_branch_pool_bn_weight = p_mixed_5d_branch_pool_bn_bias = b_mixed_5d_branch_pool_bn_running_mean = b_mixed_5d_branch_pool_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__25: "f32[1, 64, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_25);  batch_norm_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:212 in forward, code: return torch.cat(outputs, 1)
        cat_2: "f32[1, 288, 35, 35]" = torch.ops.aten.cat.default([relu__19, relu__21, relu__24, relu__25], 1);  relu__19 = relu__21 = relu__24 = relu__25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_26: "f32[1, 384, 17, 17]" = torch.ops.aten.conv2d.default(cat_2, p_mixed_6a_branch3x3_conv_weight, None, [2, 2]);  p_mixed_6a_branch3x3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_26: "f32[1, 384, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_26, p_mixed_6a_branch3x3_bn_weight, p_mixed_6a_branch3x3_bn_bias, b_mixed_6a_branch3x3_bn_running_mean, b_mixed_6a_branch3x3_bn_running_var, False, 0.1, 0.001, False);  conv2d_26 = p_mixed_6a_branch3x3_bn_weight = p_mixed_6a_branch3x3_bn_bias = b_mixed_6a_branch3x3_bn_running_mean = b_mixed_6a_branch3x3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__26: "f32[1, 384, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_26);  batch_norm_26 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_27: "f32[1, 64, 35, 35]" = torch.ops.aten.conv2d.default(cat_2, p_mixed_6a_branch3x3dbl_1_conv_weight);  p_mixed_6a_branch3x3dbl_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_27: "f32[1, 64, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_27, p_mixed_6a_branch3x3dbl_1_bn_weight, p_mixed_6a_branch3x3dbl_1_bn_bias, b_mixed_6a_branch3x3dbl_1_bn_running_mean, b_mixed_6a_branch3x3dbl_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_27 = p_mixed_6a_branch3x3dbl_1_bn_weight = p_mixed_6a_branch3x3dbl_1_bn_bias = b_mixed_6a_branch3x3dbl_1_bn_running_mean = b_mixed_6a_branch3x3dbl_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__27: "f32[1, 64, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_27);  batch_norm_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_28: "f32[1, 96, 35, 35]" = torch.ops.aten.conv2d.default(relu__27, p_mixed_6a_branch3x3dbl_2_conv_weight, None, [1, 1], [1, 1]);  relu__27 = p_mixed_6a_branch3x3dbl_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_28: "f32[1, 96, 35, 35]" = torch.ops.aten.batch_norm.default(conv2d_28, p_mixed_6a_branch3x3dbl_2_bn_weight, p_mixed_6a_branch3x3dbl_2_bn_bias, b_mixed_6a_branch3x3dbl_2_bn_running_mean, b_mixed_6a_branch3x3dbl_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_28 = p_mixed_6a_branch3x3dbl_2_bn_weight = p_mixed_6a_branch3x3dbl_2_bn_bias = b_mixed_6a_branch3x3dbl_2_bn_running_mean = b_mixed_6a_branch3x3dbl_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__28: "f32[1, 96, 35, 35]" = torch.ops.aten.relu_.default(batch_norm_28);  batch_norm_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_29: "f32[1, 96, 17, 17]" = torch.ops.aten.conv2d.default(relu__28, p_mixed_6a_branch3x3dbl_3_conv_weight, None, [2, 2]);  relu__28 = p_mixed_6a_branch3x3dbl_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_29: "f32[1, 96, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_29, p_mixed_6a_branch3x3dbl_3_bn_weight, p_mixed_6a_branch3x3dbl_3_bn_bias, b_mixed_6a_branch3x3dbl_3_bn_running_mean, b_mixed_6a_branch3x3dbl_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_29 = p_mixed_6a_branch3x3dbl_3_bn_weight = p_mixed_6a_branch3x3dbl_3_bn_bias = b_mixed_6a_branch3x3dbl_3_bn_running_mean = b_mixed_6a_branch3x3dbl_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__29: "f32[1, 96, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_29);  batch_norm_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:239 in forward, code: outputs = self._forward(x)
        max_pool2d_2: "f32[1, 288, 17, 17]" = torch.ops.aten.max_pool2d.default(cat_2, [3, 3], [2, 2]);  cat_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:240 in forward, code: return torch.cat(outputs, 1)
        cat_3: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu__26, relu__29, max_pool2d_2], 1);  relu__26 = relu__29 = max_pool2d_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_30: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(cat_3, p_mixed_6b_branch1x1_conv_weight);  p_mixed_6b_branch1x1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_30: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_30, p_mixed_6b_branch1x1_bn_weight, p_mixed_6b_branch1x1_bn_bias, b_mixed_6b_branch1x1_bn_running_mean, b_mixed_6b_branch1x1_bn_running_var, False, 0.1, 0.001, False);  conv2d_30 = p_mixed_6b_branch1x1_bn_weight = p_mixed_6b_branch1x1_bn_bias = b_mixed_6b_branch1x1_bn_running_mean = b_mixed_6b_branch1x1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__30: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_30);  batch_norm_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_31: "f32[1, 128, 17, 17]" = torch.ops.aten.conv2d.default(cat_3, p_mixed_6b_branch7x7_1_conv_weight);  p_mixed_6b_branch7x7_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_31: "f32[1, 128, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_31, p_mixed_6b_branch7x7_1_bn_weight, p_mixed_6b_branch7x7_1_bn_bias, b_mixed_6b_branch7x7_1_bn_running_mean, b_mixed_6b_branch7x7_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_31 = p_mixed_6b_branch7x7_1_bn_weight = p_mixed_6b_branch7x7_1_bn_bias = b_mixed_6b_branch7x7_1_bn_running_mean = b_mixed_6b_branch7x7_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__31: "f32[1, 128, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_31);  batch_norm_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_32: "f32[1, 128, 17, 17]" = torch.ops.aten.conv2d.default(relu__31, p_mixed_6b_branch7x7_2_conv_weight, None, [1, 1], [0, 3]);  relu__31 = p_mixed_6b_branch7x7_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_32: "f32[1, 128, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_32, p_mixed_6b_branch7x7_2_bn_weight, p_mixed_6b_branch7x7_2_bn_bias, b_mixed_6b_branch7x7_2_bn_running_mean, b_mixed_6b_branch7x7_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_32 = p_mixed_6b_branch7x7_2_bn_weight = p_mixed_6b_branch7x7_2_bn_bias = b_mixed_6b_branch7x7_2_bn_running_mean = b_mixed_6b_branch7x7_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__32: "f32[1, 128, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_32);  batch_norm_32 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_33: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__32, p_mixed_6b_branch7x7_3_conv_weight, None, [1, 1], [3, 0]);  relu__32 = p_mixed_6b_branch7x7_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_33: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_33, p_mixed_6b_branch7x7_3_bn_weight, p_mixed_6b_branch7x7_3_bn_bias, b_mixed_6b_branch7x7_3_bn_running_mean, b_mixed_6b_branch7x7_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_33 = p_mixed_6b_branch7x7_3_bn_weight = p_mixed_6b_branch7x7_3_bn_bias = b_mixed_6b_branch7x7_3_bn_running_mean = b_mixed_6b_branch7x7_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__33: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_33);  batch_norm_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_34: "f32[1, 128, 17, 17]" = torch.ops.aten.conv2d.default(cat_3, p_mixed_6b_branch7x7dbl_1_conv_weight);  p_mixed_6b_branch7x7dbl_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_34: "f32[1, 128, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_34, p_mixed_6b_branch7x7dbl_1_bn_weight, p_mixed_6b_branch7x7dbl_1_bn_bias, b_mixed_6b_branch7x7dbl_1_bn_running_mean, b_mixed_6b_branch7x7dbl_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_34 = p_mixed_6b_branch7x7dbl_1_bn_weight = p_mixed_6b_branch7x7dbl_1_bn_bias = b_mixed_6b_branch7x7dbl_1_bn_running_mean = b_mixed_6b_branch7x7dbl_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__34: "f32[1, 128, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_34);  batch_norm_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_35: "f32[1, 128, 17, 17]" = torch.ops.aten.conv2d.default(relu__34, p_mixed_6b_branch7x7dbl_2_conv_weight, None, [1, 1], [3, 0]);  relu__34 = p_mixed_6b_branch7x7dbl_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_35: "f32[1, 128, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_35, p_mixed_6b_branch7x7dbl_2_bn_weight, p_mixed_6b_branch7x7dbl_2_bn_bias, b_mixed_6b_branch7x7dbl_2_bn_running_mean, b_mixed_6b_branch7x7dbl_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_35 = p_mixed_6b_branch7x7dbl_2_bn_weight = p_mixed_6b_branch7x7dbl_2_bn_bias = b_mixed_6b_branch7x7dbl_2_bn_running_mean = b_mixed_6b_branch7x7dbl_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__35: "f32[1, 128, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_35);  batch_norm_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_36: "f32[1, 128, 17, 17]" = torch.ops.aten.conv2d.default(relu__35, p_mixed_6b_branch7x7dbl_3_conv_weight, None, [1, 1], [0, 3]);  relu__35 = p_mixed_6b_branch7x7dbl_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_36: "f32[1, 128, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_36, p_mixed_6b_branch7x7dbl_3_bn_weight, p_mixed_6b_branch7x7dbl_3_bn_bias, b_mixed_6b_branch7x7dbl_3_bn_running_mean, b_mixed_6b_branch7x7dbl_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_36 = p_mixed_6b_branch7x7dbl_3_bn_weight = p_mixed_6b_branch7x7dbl_3_bn_bias = b_mixed_6b_branch7x7dbl_3_bn_running_mean = b_mixed_6b_branch7x7dbl_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__36: "f32[1, 128, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_36);  batch_norm_36 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_37: "f32[1, 128, 17, 17]" = torch.ops.aten.conv2d.default(relu__36, p_mixed_6b_branch7x7dbl_4_conv_weight, None, [1, 1], [3, 0]);  relu__36 = p_mixed_6b_branch7x7dbl_4_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_37: "f32[1, 128, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_37, p_mixed_6b_branch7x7dbl_4_bn_weight, p_mixed_6b_branch7x7dbl_4_bn_bias, b_mixed_6b_branch7x7dbl_4_bn_running_mean, b_mixed_6b_branch7x7dbl_4_bn_running_var, False, 0.1, 0.001, False);  conv2d_37 = p_mixed_6b_branch7x7dbl_4_bn_weight = p_mixed_6b_branch7x7dbl_4_bn_bias = b_mixed_6b_branch7x7dbl_4_bn_running_mean = b_mixed_6b_branch7x7dbl_4_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__37: "f32[1, 128, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_37);  batch_norm_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_38: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__37, p_mixed_6b_branch7x7dbl_5_conv_weight, None, [1, 1], [0, 3]);  relu__37 = p_mixed_6b_branch7x7dbl_5_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_38: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_38, p_mixed_6b_branch7x7dbl_5_bn_weight, p_mixed_6b_branch7x7dbl_5_bn_bias, b_mixed_6b_branch7x7dbl_5_bn_running_mean, b_mixed_6b_branch7x7dbl_5_bn_running_var, False, 0.1, 0.001, False);  conv2d_38 = p_mixed_6b_branch7x7dbl_5_bn_weight = p_mixed_6b_branch7x7dbl_5_bn_bias = b_mixed_6b_branch7x7dbl_5_bn_running_mean = b_mixed_6b_branch7x7dbl_5_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__38: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_38);  batch_norm_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:285 in forward, code: outputs = self._forward(x)
        avg_pool2d_3: "f32[1, 768, 17, 17]" = torch.ops.aten.avg_pool2d.default(cat_3, [3, 3], [1, 1], [1, 1]);  cat_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_39: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(avg_pool2d_3, p_mixed_6b_branch_pool_conv_weight);  avg_pool2d_3 = p_mixed_6b_branch_pool_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_39: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_39, p_mixed_6b_branch_pool_bn_weight, p_mixed_6b_branch_pool_bn_bias, b_mixed_6b_branch_pool_bn_running_mean, b_mixed_6b_branch_pool_bn_running_var, False, 0.1, 0.001, False);  conv2d_39 = p_mixed_6b_branch_pool_bn_weight = p_mixed_6b_branch_pool_bn_bias = b_mixed_6b_branch_pool_bn_running_mean = b_mixed_6b_branch_pool_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__39: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_39);  batch_norm_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:286 in forward, code: return torch.cat(outputs, 1)
        cat_4: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu__30, relu__33, relu__38, relu__39], 1);  relu__30 = relu__33 = relu__38 = relu__39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_40: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(cat_4, p_mixed_6c_branch1x1_conv_weight);  p_mixed_6c_branch1x1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_40: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_40, p_mixed_6c_branch1x1_bn_weight, p_mixed_6c_branch1x1_bn_bias, b_mixed_6c_branch1x1_bn_running_mean, b_mixed_6c_branch1x1_bn_running_var, False, 0.1, 0.001, False);  conv2d_40 = p_mixed_6c_branch1x1_bn_weight = p_mixed_6c_branch1x1_bn_bias = b_mixed_6c_branch1x1_bn_running_mean = b_mixed_6c_branch1x1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__40: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_40);  batch_norm_40 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_41: "f32[1, 160, 17, 17]" = torch.ops.aten.conv2d.default(cat_4, p_mixed_6c_branch7x7_1_conv_weight);  p_mixed_6c_branch7x7_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_41: "f32[1, 160, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_41, p_mixed_6c_branch7x7_1_bn_weight, p_mixed_6c_branch7x7_1_bn_bias, b_mixed_6c_branch7x7_1_bn_running_mean, b_mixed_6c_branch7x7_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_41 = p_mixed_6c_branch7x7_1_bn_weight = p_mixed_6c_branch7x7_1_bn_bias = b_mixed_6c_branch7x7_1_bn_running_mean = b_mixed_6c_branch7x7_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__41: "f32[1, 160, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_41);  batch_norm_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_42: "f32[1, 160, 17, 17]" = torch.ops.aten.conv2d.default(relu__41, p_mixed_6c_branch7x7_2_conv_weight, None, [1, 1], [0, 3]);  relu__41 = p_mixed_6c_branch7x7_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_42: "f32[1, 160, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_42, p_mixed_6c_branch7x7_2_bn_weight, p_mixed_6c_branch7x7_2_bn_bias, b_mixed_6c_branch7x7_2_bn_running_mean, b_mixed_6c_branch7x7_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_42 = p_mixed_6c_branch7x7_2_bn_weight = p_mixed_6c_branch7x7_2_bn_bias = b_mixed_6c_branch7x7_2_bn_running_mean = b_mixed_6c_branch7x7_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__42: "f32[1, 160, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_42);  batch_norm_42 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_43: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__42, p_mixed_6c_branch7x7_3_conv_weight, None, [1, 1], [3, 0]);  relu__42 = p_mixed_6c_branch7x7_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_43: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_43, p_mixed_6c_branch7x7_3_bn_weight, p_mixed_6c_branch7x7_3_bn_bias, b_mixed_6c_branch7x7_3_bn_running_mean, b_mixed_6c_branch7x7_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_43 = p_mixed_6c_branch7x7_3_bn_weight = p_mixed_6c_branch7x7_3_bn_bias = b_mixed_6c_branch7x7_3_bn_running_mean = b_mixed_6c_branch7x7_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__43: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_43);  batch_norm_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_44: "f32[1, 160, 17, 17]" = torch.ops.aten.conv2d.default(cat_4, p_mixed_6c_branch7x7dbl_1_conv_weight);  p_mixed_6c_branch7x7dbl_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_44: "f32[1, 160, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_44, p_mixed_6c_branch7x7dbl_1_bn_weight, p_mixed_6c_branch7x7dbl_1_bn_bias, b_mixed_6c_branch7x7dbl_1_bn_running_mean, b_mixed_6c_branch7x7dbl_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_44 = p_mixed_6c_branch7x7dbl_1_bn_weight = p_mixed_6c_branch7x7dbl_1_bn_bias = b_mixed_6c_branch7x7dbl_1_bn_running_mean = b_mixed_6c_branch7x7dbl_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__44: "f32[1, 160, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_44);  batch_norm_44 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_45: "f32[1, 160, 17, 17]" = torch.ops.aten.conv2d.default(relu__44, p_mixed_6c_branch7x7dbl_2_conv_weight, None, [1, 1], [3, 0]);  relu__44 = p_mixed_6c_branch7x7dbl_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_45: "f32[1, 160, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_45, p_mixed_6c_branch7x7dbl_2_bn_weight, p_mixed_6c_branch7x7dbl_2_bn_bias, b_mixed_6c_branch7x7dbl_2_bn_running_mean, b_mixed_6c_branch7x7dbl_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_45 = p_mixed_6c_branch7x7dbl_2_bn_weight = p_mixed_6c_branch7x7dbl_2_bn_bias = b_mixed_6c_branch7x7dbl_2_bn_running_mean = b_mixed_6c_branch7x7dbl_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__45: "f32[1, 160, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_45);  batch_norm_45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_46: "f32[1, 160, 17, 17]" = torch.ops.aten.conv2d.default(relu__45, p_mixed_6c_branch7x7dbl_3_conv_weight, None, [1, 1], [0, 3]);  relu__45 = p_mixed_6c_branch7x7dbl_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_46: "f32[1, 160, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_46, p_mixed_6c_branch7x7dbl_3_bn_weight, p_mixed_6c_branch7x7dbl_3_bn_bias, b_mixed_6c_branch7x7dbl_3_bn_running_mean, b_mixed_6c_branch7x7dbl_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_46 = p_mixed_6c_branch7x7dbl_3_bn_weight = p_mixed_6c_branch7x7dbl_3_bn_bias = b_mixed_6c_branch7x7dbl_3_bn_running_mean = b_mixed_6c_branch7x7dbl_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__46: "f32[1, 160, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_46);  batch_norm_46 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_47: "f32[1, 160, 17, 17]" = torch.ops.aten.conv2d.default(relu__46, p_mixed_6c_branch7x7dbl_4_conv_weight, None, [1, 1], [3, 0]);  relu__46 = p_mixed_6c_branch7x7dbl_4_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_47: "f32[1, 160, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_47, p_mixed_6c_branch7x7dbl_4_bn_weight, p_mixed_6c_branch7x7dbl_4_bn_bias, b_mixed_6c_branch7x7dbl_4_bn_running_mean, b_mixed_6c_branch7x7dbl_4_bn_running_var, False, 0.1, 0.001, False);  conv2d_47 = p_mixed_6c_branch7x7dbl_4_bn_weight = p_mixed_6c_branch7x7dbl_4_bn_bias = b_mixed_6c_branch7x7dbl_4_bn_running_mean = b_mixed_6c_branch7x7dbl_4_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__47: "f32[1, 160, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_47);  batch_norm_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_48: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__47, p_mixed_6c_branch7x7dbl_5_conv_weight, None, [1, 1], [0, 3]);  relu__47 = p_mixed_6c_branch7x7dbl_5_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_48: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_48, p_mixed_6c_branch7x7dbl_5_bn_weight, p_mixed_6c_branch7x7dbl_5_bn_bias, b_mixed_6c_branch7x7dbl_5_bn_running_mean, b_mixed_6c_branch7x7dbl_5_bn_running_var, False, 0.1, 0.001, False);  conv2d_48 = p_mixed_6c_branch7x7dbl_5_bn_weight = p_mixed_6c_branch7x7dbl_5_bn_bias = b_mixed_6c_branch7x7dbl_5_bn_running_mean = b_mixed_6c_branch7x7dbl_5_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__48: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_48);  batch_norm_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:285 in forward, code: outputs = self._forward(x)
        avg_pool2d_4: "f32[1, 768, 17, 17]" = torch.ops.aten.avg_pool2d.default(cat_4, [3, 3], [1, 1], [1, 1]);  cat_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_49: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(avg_pool2d_4, p_mixed_6c_branch_pool_conv_weight);  avg_pool2d_4 = p_mixed_6c_branch_pool_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_49: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_49, p_mixed_6c_branch_pool_bn_weight, p_mixed_6c_branch_pool_bn_bias, b_mixed_6c_branch_pool_bn_running_mean, b_mixed_6c_branch_pool_bn_running_var, False, 0.1, 0.001, False);  conv2d_49 = p_mixed_6c_branch_pool_bn_weight = p_mixed_6c_branch_pool_bn_bias = b_mixed_6c_branch_pool_bn_running_mean = b_mixed_6c_branch_pool_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__49: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_49);  batch_norm_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:286 in forward, code: return torch.cat(outputs, 1)
        cat_5: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu__40, relu__43, relu__48, relu__49], 1);  relu__40 = relu__43 = relu__48 = relu__49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_50: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(cat_5, p_mixed_6d_branch1x1_conv_weight);  p_mixed_6d_branch1x1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_50: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_50, p_mixed_6d_branch1x1_bn_weight, p_mixed_6d_branch1x1_bn_bias, b_mixed_6d_branch1x1_bn_running_mean, b_mixed_6d_branch1x1_bn_running_var, False, 0.1, 0.001, False);  conv2d_50 = p_mixed_6d_branch1x1_bn_weight = p_mixed_6d_branch1x1_bn_bias = b_mixed_6d_branch1x1_bn_running_mean = b_mixed_6d_branch1x1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__50: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_50);  batch_norm_50 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_51: "f32[1, 160, 17, 17]" = torch.ops.aten.conv2d.default(cat_5, p_mixed_6d_branch7x7_1_conv_weight);  p_mixed_6d_branch7x7_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_51: "f32[1, 160, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_51, p_mixed_6d_branch7x7_1_bn_weight, p_mixed_6d_branch7x7_1_bn_bias, b_mixed_6d_branch7x7_1_bn_running_mean, b_mixed_6d_branch7x7_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_51 = p_mixed_6d_branch7x7_1_bn_weight = p_mixed_6d_branch7x7_1_bn_bias = b_mixed_6d_branch7x7_1_bn_running_mean = b_mixed_6d_branch7x7_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__51: "f32[1, 160, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_51);  batch_norm_51 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_52: "f32[1, 160, 17, 17]" = torch.ops.aten.conv2d.default(relu__51, p_mixed_6d_branch7x7_2_conv_weight, None, [1, 1], [0, 3]);  relu__51 = p_mixed_6d_branch7x7_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_52: "f32[1, 160, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_52, p_mixed_6d_branch7x7_2_bn_weight, p_mixed_6d_branch7x7_2_bn_bias, b_mixed_6d_branch7x7_2_bn_running_mean, b_mixed_6d_branch7x7_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_52 = p_mixed_6d_branch7x7_2_bn_weight = p_mixed_6d_branch7x7_2_bn_bias = b_mixed_6d_branch7x7_2_bn_running_mean = b_mixed_6d_branch7x7_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__52: "f32[1, 160, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_52);  batch_norm_52 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_53: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__52, p_mixed_6d_branch7x7_3_conv_weight, None, [1, 1], [3, 0]);  relu__52 = p_mixed_6d_branch7x7_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_53: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_53, p_mixed_6d_branch7x7_3_bn_weight, p_mixed_6d_branch7x7_3_bn_bias, b_mixed_6d_branch7x7_3_bn_running_mean, b_mixed_6d_branch7x7_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_53 = p_mixed_6d_branch7x7_3_bn_weight = p_mixed_6d_branch7x7_3_bn_bias = b_mixed_6d_branch7x7_3_bn_running_mean = b_mixed_6d_branch7x7_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__53: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_53);  batch_norm_53 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_54: "f32[1, 160, 17, 17]" = torch.ops.aten.conv2d.default(cat_5, p_mixed_6d_branch7x7dbl_1_conv_weight);  p_mixed_6d_branch7x7dbl_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_54: "f32[1, 160, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_54, p_mixed_6d_branch7x7dbl_1_bn_weight, p_mixed_6d_branch7x7dbl_1_bn_bias, b_mixed_6d_branch7x7dbl_1_bn_running_mean, b_mixed_6d_branch7x7dbl_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_54 = p_mixed_6d_branch7x7dbl_1_bn_weight = p_mixed_6d_branch7x7dbl_1_bn_bias = b_mixed_6d_branch7x7dbl_1_bn_running_mean = b_mixed_6d_branch7x7dbl_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__54: "f32[1, 160, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_54);  batch_norm_54 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_55: "f32[1, 160, 17, 17]" = torch.ops.aten.conv2d.default(relu__54, p_mixed_6d_branch7x7dbl_2_conv_weight, None, [1, 1], [3, 0]);  relu__54 = p_mixed_6d_branch7x7dbl_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_55: "f32[1, 160, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_55, p_mixed_6d_branch7x7dbl_2_bn_weight, p_mixed_6d_branch7x7dbl_2_bn_bias, b_mixed_6d_branch7x7dbl_2_bn_running_mean, b_mixed_6d_branch7x7dbl_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_55 = p_mixed_6d_branch7x7dbl_2_bn_weight = p_mixed_6d_branch7x7dbl_2_bn_bias = b_mixed_6d_branch7x7dbl_2_bn_running_mean = b_mixed_6d_branch7x7dbl_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__55: "f32[1, 160, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_55);  batch_norm_55 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_56: "f32[1, 160, 17, 17]" = torch.ops.aten.conv2d.default(relu__55, p_mixed_6d_branch7x7dbl_3_conv_weight, None, [1, 1], [0, 3]);  relu__55 = p_mixed_6d_branch7x7dbl_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_56: "f32[1, 160, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_56, p_mixed_6d_branch7x7dbl_3_bn_weight, p_mixed_6d_branch7x7dbl_3_bn_bias, b_mixed_6d_branch7x7dbl_3_bn_running_mean, b_mixed_6d_branch7x7dbl_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_56 = p_mixed_6d_branch7x7dbl_3_bn_weight = p_mixed_6d_branch7x7dbl_3_bn_bias = b_mixed_6d_branch7x7dbl_3_bn_running_mean = b_mixed_6d_branch7x7dbl_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__56: "f32[1, 160, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_56);  batch_norm_56 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_57: "f32[1, 160, 17, 17]" = torch.ops.aten.conv2d.default(relu__56, p_mixed_6d_branch7x7dbl_4_conv_weight, None, [1, 1], [3, 0]);  relu__56 = p_mixed_6d_branch7x7dbl_4_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_57: "f32[1, 160, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_57, p_mixed_6d_branch7x7dbl_4_bn_weight, p_mixed_6d_branch7x7dbl_4_bn_bias, b_mixed_6d_branch7x7dbl_4_bn_running_mean, b_mixed_6d_branch7x7dbl_4_bn_running_var, False, 0.1, 0.001, False);  conv2d_57 = p_mixed_6d_branch7x7dbl_4_bn_weight = p_mixed_6d_branch7x7dbl_4_bn_bias = b_mixed_6d_branch7x7dbl_4_bn_running_mean = b_mixed_6d_branch7x7dbl_4_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__57: "f32[1, 160, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_57);  batch_norm_57 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_58: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__57, p_mixed_6d_branch7x7dbl_5_conv_weight, None, [1, 1], [0, 3]);  relu__57 = p_mixed_6d_branch7x7dbl_5_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_58: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_58, p_mixed_6d_branch7x7dbl_5_bn_weight, p_mixed_6d_branch7x7dbl_5_bn_bias, b_mixed_6d_branch7x7dbl_5_bn_running_mean, b_mixed_6d_branch7x7dbl_5_bn_running_var, False, 0.1, 0.001, False);  conv2d_58 = p_mixed_6d_branch7x7dbl_5_bn_weight = p_mixed_6d_branch7x7dbl_5_bn_bias = b_mixed_6d_branch7x7dbl_5_bn_running_mean = b_mixed_6d_branch7x7dbl_5_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__58: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_58);  batch_norm_58 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:285 in forward, code: outputs = self._forward(x)
        avg_pool2d_5: "f32[1, 768, 17, 17]" = torch.ops.aten.avg_pool2d.default(cat_5, [3, 3], [1, 1], [1, 1]);  cat_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_59: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(avg_pool2d_5, p_mixed_6d_branch_pool_conv_weight);  avg_pool2d_5 = p_mixed_6d_branch_pool_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_59: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_59, p_mixed_6d_branch_pool_bn_weight, p_mixed_6d_branch_pool_bn_bias, b_mixed_6d_branch_pool_bn_running_mean, b_mixed_6d_branch_pool_bn_running_var, False, 0.1, 0.001, False);  conv2d_59 = p_mixed_6d_branch_pool_bn_weight = p_mixed_6d_branch_pool_bn_bias = b_mixed_6d_branch_pool_bn_running_mean = b_mixed_6d_branch_pool_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__59: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_59);  batch_norm_59 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:286 in forward, code: return torch.cat(outputs, 1)
        cat_6: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu__50, relu__53, relu__58, relu__59], 1);  relu__50 = relu__53 = relu__58 = relu__59 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_60: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(cat_6, p_mixed_6e_branch1x1_conv_weight);  p_mixed_6e_branch1x1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_60: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_60, p_mixed_6e_branch1x1_bn_weight, p_mixed_6e_branch1x1_bn_bias, b_mixed_6e_branch1x1_bn_running_mean, b_mixed_6e_branch1x1_bn_running_var, False, 0.1, 0.001, False);  conv2d_60 = p_mixed_6e_branch1x1_bn_weight = p_mixed_6e_branch1x1_bn_bias = b_mixed_6e_branch1x1_bn_running_mean = b_mixed_6e_branch1x1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__60: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_60);  batch_norm_60 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_61: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(cat_6, p_mixed_6e_branch7x7_1_conv_weight);  p_mixed_6e_branch7x7_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_61: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_61, p_mixed_6e_branch7x7_1_bn_weight, p_mixed_6e_branch7x7_1_bn_bias, b_mixed_6e_branch7x7_1_bn_running_mean, b_mixed_6e_branch7x7_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_61 = p_mixed_6e_branch7x7_1_bn_weight = p_mixed_6e_branch7x7_1_bn_bias = b_mixed_6e_branch7x7_1_bn_running_mean = b_mixed_6e_branch7x7_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__61: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_61);  batch_norm_61 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_62: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__61, p_mixed_6e_branch7x7_2_conv_weight, None, [1, 1], [0, 3]);  relu__61 = p_mixed_6e_branch7x7_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_62: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_62, p_mixed_6e_branch7x7_2_bn_weight, p_mixed_6e_branch7x7_2_bn_bias, b_mixed_6e_branch7x7_2_bn_running_mean, b_mixed_6e_branch7x7_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_62 = p_mixed_6e_branch7x7_2_bn_weight = p_mixed_6e_branch7x7_2_bn_bias = b_mixed_6e_branch7x7_2_bn_running_mean = b_mixed_6e_branch7x7_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__62: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_62);  batch_norm_62 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_63: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__62, p_mixed_6e_branch7x7_3_conv_weight, None, [1, 1], [3, 0]);  relu__62 = p_mixed_6e_branch7x7_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_63: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_63, p_mixed_6e_branch7x7_3_bn_weight, p_mixed_6e_branch7x7_3_bn_bias, b_mixed_6e_branch7x7_3_bn_running_mean, b_mixed_6e_branch7x7_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_63 = p_mixed_6e_branch7x7_3_bn_weight = p_mixed_6e_branch7x7_3_bn_bias = b_mixed_6e_branch7x7_3_bn_running_mean = b_mixed_6e_branch7x7_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__63: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_63);  batch_norm_63 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_64: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(cat_6, p_mixed_6e_branch7x7dbl_1_conv_weight);  p_mixed_6e_branch7x7dbl_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_64: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_64, p_mixed_6e_branch7x7dbl_1_bn_weight, p_mixed_6e_branch7x7dbl_1_bn_bias, b_mixed_6e_branch7x7dbl_1_bn_running_mean, b_mixed_6e_branch7x7dbl_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_64 = p_mixed_6e_branch7x7dbl_1_bn_weight = p_mixed_6e_branch7x7dbl_1_bn_bias = b_mixed_6e_branch7x7dbl_1_bn_running_mean = b_mixed_6e_branch7x7dbl_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__64: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_64);  batch_norm_64 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_65: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__64, p_mixed_6e_branch7x7dbl_2_conv_weight, None, [1, 1], [3, 0]);  relu__64 = p_mixed_6e_branch7x7dbl_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_65: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_65, p_mixed_6e_branch7x7dbl_2_bn_weight, p_mixed_6e_branch7x7dbl_2_bn_bias, b_mixed_6e_branch7x7dbl_2_bn_running_mean, b_mixed_6e_branch7x7dbl_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_65 = p_mixed_6e_branch7x7dbl_2_bn_weight = p_mixed_6e_branch7x7dbl_2_bn_bias = b_mixed_6e_branch7x7dbl_2_bn_running_mean = b_mixed_6e_branch7x7dbl_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__65: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_65);  batch_norm_65 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_66: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__65, p_mixed_6e_branch7x7dbl_3_conv_weight, None, [1, 1], [0, 3]);  relu__65 = p_mixed_6e_branch7x7dbl_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_66: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_66, p_mixed_6e_branch7x7dbl_3_bn_weight, p_mixed_6e_branch7x7dbl_3_bn_bias, b_mixed_6e_branch7x7dbl_3_bn_running_mean, b_mixed_6e_branch7x7dbl_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_66 = p_mixed_6e_branch7x7dbl_3_bn_weight = p_mixed_6e_branch7x7dbl_3_bn_bias = b_mixed_6e_branch7x7dbl_3_bn_running_mean = b_mixed_6e_branch7x7dbl_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__66: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_66);  batch_norm_66 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_67: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__66, p_mixed_6e_branch7x7dbl_4_conv_weight, None, [1, 1], [3, 0]);  relu__66 = p_mixed_6e_branch7x7dbl_4_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_67: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_67, p_mixed_6e_branch7x7dbl_4_bn_weight, p_mixed_6e_branch7x7dbl_4_bn_bias, b_mixed_6e_branch7x7dbl_4_bn_running_mean, b_mixed_6e_branch7x7dbl_4_bn_running_var, False, 0.1, 0.001, False);  conv2d_67 = p_mixed_6e_branch7x7dbl_4_bn_weight = p_mixed_6e_branch7x7dbl_4_bn_bias = b_mixed_6e_branch7x7dbl_4_bn_running_mean = b_mixed_6e_branch7x7dbl_4_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__67: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_67);  batch_norm_67 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_68: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__67, p_mixed_6e_branch7x7dbl_5_conv_weight, None, [1, 1], [0, 3]);  relu__67 = p_mixed_6e_branch7x7dbl_5_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_68: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_68, p_mixed_6e_branch7x7dbl_5_bn_weight, p_mixed_6e_branch7x7dbl_5_bn_bias, b_mixed_6e_branch7x7dbl_5_bn_running_mean, b_mixed_6e_branch7x7dbl_5_bn_running_var, False, 0.1, 0.001, False);  conv2d_68 = p_mixed_6e_branch7x7dbl_5_bn_weight = p_mixed_6e_branch7x7dbl_5_bn_bias = b_mixed_6e_branch7x7dbl_5_bn_running_mean = b_mixed_6e_branch7x7dbl_5_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__68: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_68);  batch_norm_68 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:285 in forward, code: outputs = self._forward(x)
        avg_pool2d_6: "f32[1, 768, 17, 17]" = torch.ops.aten.avg_pool2d.default(cat_6, [3, 3], [1, 1], [1, 1]);  cat_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_69: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(avg_pool2d_6, p_mixed_6e_branch_pool_conv_weight);  avg_pool2d_6 = p_mixed_6e_branch_pool_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_69: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_69, p_mixed_6e_branch_pool_bn_weight, p_mixed_6e_branch_pool_bn_bias, b_mixed_6e_branch_pool_bn_running_mean, b_mixed_6e_branch_pool_bn_running_var, False, 0.1, 0.001, False);  conv2d_69 = p_mixed_6e_branch_pool_bn_weight = p_mixed_6e_branch_pool_bn_bias = b_mixed_6e_branch_pool_bn_running_mean = b_mixed_6e_branch_pool_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__69: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_69);  batch_norm_69 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:286 in forward, code: return torch.cat(outputs, 1)
        cat_7: "f32[1, 768, 17, 17]" = torch.ops.aten.cat.default([relu__60, relu__63, relu__68, relu__69], 1);  relu__60 = relu__63 = relu__68 = relu__69 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_70: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(cat_7, p_mixed_7a_branch3x3_1_conv_weight);  p_mixed_7a_branch3x3_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_70: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_70, p_mixed_7a_branch3x3_1_bn_weight, p_mixed_7a_branch3x3_1_bn_bias, b_mixed_7a_branch3x3_1_bn_running_mean, b_mixed_7a_branch3x3_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_70 = p_mixed_7a_branch3x3_1_bn_weight = p_mixed_7a_branch3x3_1_bn_bias = b_mixed_7a_branch3x3_1_bn_running_mean = b_mixed_7a_branch3x3_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__70: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_70);  batch_norm_70 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_71: "f32[1, 320, 8, 8]" = torch.ops.aten.conv2d.default(relu__70, p_mixed_7a_branch3x3_2_conv_weight, None, [2, 2]);  relu__70 = p_mixed_7a_branch3x3_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_71: "f32[1, 320, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_71, p_mixed_7a_branch3x3_2_bn_weight, p_mixed_7a_branch3x3_2_bn_bias, b_mixed_7a_branch3x3_2_bn_running_mean, b_mixed_7a_branch3x3_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_71 = p_mixed_7a_branch3x3_2_bn_weight = p_mixed_7a_branch3x3_2_bn_bias = b_mixed_7a_branch3x3_2_bn_running_mean = b_mixed_7a_branch3x3_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__71: "f32[1, 320, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_71);  batch_norm_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_72: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(cat_7, p_mixed_7a_branch7x7x3_1_conv_weight);  p_mixed_7a_branch7x7x3_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_72: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_72, p_mixed_7a_branch7x7x3_1_bn_weight, p_mixed_7a_branch7x7x3_1_bn_bias, b_mixed_7a_branch7x7x3_1_bn_running_mean, b_mixed_7a_branch7x7x3_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_72 = p_mixed_7a_branch7x7x3_1_bn_weight = p_mixed_7a_branch7x7x3_1_bn_bias = b_mixed_7a_branch7x7x3_1_bn_running_mean = b_mixed_7a_branch7x7x3_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__72: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_72);  batch_norm_72 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_73: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__72, p_mixed_7a_branch7x7x3_2_conv_weight, None, [1, 1], [0, 3]);  relu__72 = p_mixed_7a_branch7x7x3_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_73: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_73, p_mixed_7a_branch7x7x3_2_bn_weight, p_mixed_7a_branch7x7x3_2_bn_bias, b_mixed_7a_branch7x7x3_2_bn_running_mean, b_mixed_7a_branch7x7x3_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_73 = p_mixed_7a_branch7x7x3_2_bn_weight = p_mixed_7a_branch7x7x3_2_bn_bias = b_mixed_7a_branch7x7x3_2_bn_running_mean = b_mixed_7a_branch7x7x3_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__73: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_73);  batch_norm_73 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_74: "f32[1, 192, 17, 17]" = torch.ops.aten.conv2d.default(relu__73, p_mixed_7a_branch7x7x3_3_conv_weight, None, [1, 1], [3, 0]);  relu__73 = p_mixed_7a_branch7x7x3_3_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_74: "f32[1, 192, 17, 17]" = torch.ops.aten.batch_norm.default(conv2d_74, p_mixed_7a_branch7x7x3_3_bn_weight, p_mixed_7a_branch7x7x3_3_bn_bias, b_mixed_7a_branch7x7x3_3_bn_running_mean, b_mixed_7a_branch7x7x3_3_bn_running_var, False, 0.1, 0.001, False);  conv2d_74 = p_mixed_7a_branch7x7x3_3_bn_weight = p_mixed_7a_branch7x7x3_3_bn_bias = b_mixed_7a_branch7x7x3_3_bn_running_mean = b_mixed_7a_branch7x7x3_3_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__74: "f32[1, 192, 17, 17]" = torch.ops.aten.relu_.default(batch_norm_74);  batch_norm_74 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_75: "f32[1, 192, 8, 8]" = torch.ops.aten.conv2d.default(relu__74, p_mixed_7a_branch7x7x3_4_conv_weight, None, [2, 2]);  relu__74 = p_mixed_7a_branch7x7x3_4_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_75: "f32[1, 192, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_75, p_mixed_7a_branch7x7x3_4_bn_weight, p_mixed_7a_branch7x7x3_4_bn_bias, b_mixed_7a_branch7x7x3_4_bn_running_mean, b_mixed_7a_branch7x7x3_4_bn_running_var, False, 0.1, 0.001, False);  conv2d_75 = p_mixed_7a_branch7x7x3_4_bn_weight = p_mixed_7a_branch7x7x3_4_bn_bias = b_mixed_7a_branch7x7x3_4_bn_running_mean = b_mixed_7a_branch7x7x3_4_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__75: "f32[1, 192, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_75);  batch_norm_75 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:316 in forward, code: outputs = self._forward(x)
        max_pool2d_3: "f32[1, 768, 8, 8]" = torch.ops.aten.max_pool2d.default(cat_7, [3, 3], [2, 2]);  cat_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:317 in forward, code: return torch.cat(outputs, 1)
        cat_8: "f32[1, 1280, 8, 8]" = torch.ops.aten.cat.default([relu__71, relu__75, max_pool2d_3], 1);  relu__71 = relu__75 = max_pool2d_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_76: "f32[1, 320, 8, 8]" = torch.ops.aten.conv2d.default(cat_8, p_mixed_7b_branch1x1_conv_weight);  p_mixed_7b_branch1x1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_76: "f32[1, 320, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_76, p_mixed_7b_branch1x1_bn_weight, p_mixed_7b_branch1x1_bn_bias, b_mixed_7b_branch1x1_bn_running_mean, b_mixed_7b_branch1x1_bn_running_var, False, 0.1, 0.001, False);  conv2d_76 = p_mixed_7b_branch1x1_bn_weight = p_mixed_7b_branch1x1_bn_bias = b_mixed_7b_branch1x1_bn_running_mean = b_mixed_7b_branch1x1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__76: "f32[1, 320, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_76);  batch_norm_76 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_77: "f32[1, 384, 8, 8]" = torch.ops.aten.conv2d.default(cat_8, p_mixed_7b_branch3x3_1_conv_weight);  p_mixed_7b_branch3x3_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_77: "f32[1, 384, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_77, p_mixed_7b_branch3x3_1_bn_weight, p_mixed_7b_branch3x3_1_bn_bias, b_mixed_7b_branch3x3_1_bn_running_mean, b_mixed_7b_branch3x3_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_77 = p_mixed_7b_branch3x3_1_bn_weight = p_mixed_7b_branch3x3_1_bn_bias = b_mixed_7b_branch3x3_1_bn_running_mean = b_mixed_7b_branch3x3_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__77: "f32[1, 384, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_77);  batch_norm_77 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_78: "f32[1, 384, 8, 8]" = torch.ops.aten.conv2d.default(relu__77, p_mixed_7b_branch3x3_2a_conv_weight, None, [1, 1], [0, 1]);  p_mixed_7b_branch3x3_2a_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_78: "f32[1, 384, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_78, p_mixed_7b_branch3x3_2a_bn_weight, p_mixed_7b_branch3x3_2a_bn_bias, b_mixed_7b_branch3x3_2a_bn_running_mean, b_mixed_7b_branch3x3_2a_bn_running_var, False, 0.1, 0.001, False);  conv2d_78 = p_mixed_7b_branch3x3_2a_bn_weight = p_mixed_7b_branch3x3_2a_bn_bias = b_mixed_7b_branch3x3_2a_bn_running_mean = b_mixed_7b_branch3x3_2a_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__78: "f32[1, 384, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_78);  batch_norm_78 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_79: "f32[1, 384, 8, 8]" = torch.ops.aten.conv2d.default(relu__77, p_mixed_7b_branch3x3_2b_conv_weight, None, [1, 1], [1, 0]);  relu__77 = p_mixed_7b_branch3x3_2b_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_79: "f32[1, 384, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_79, p_mixed_7b_branch3x3_2b_bn_weight, p_mixed_7b_branch3x3_2b_bn_bias, b_mixed_7b_branch3x3_2b_bn_running_mean, b_mixed_7b_branch3x3_2b_bn_running_var, False, 0.1, 0.001, False);  conv2d_79 = p_mixed_7b_branch3x3_2b_bn_weight = p_mixed_7b_branch3x3_2b_bn_bias = b_mixed_7b_branch3x3_2b_bn_running_mean = b_mixed_7b_branch3x3_2b_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__79: "f32[1, 384, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_79);  batch_norm_79 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:363 in forward, code: outputs = self._forward(x)
        cat_9: "f32[1, 768, 8, 8]" = torch.ops.aten.cat.default([relu__78, relu__79], 1);  relu__78 = relu__79 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_80: "f32[1, 448, 8, 8]" = torch.ops.aten.conv2d.default(cat_8, p_mixed_7b_branch3x3dbl_1_conv_weight);  p_mixed_7b_branch3x3dbl_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_80: "f32[1, 448, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_80, p_mixed_7b_branch3x3dbl_1_bn_weight, p_mixed_7b_branch3x3dbl_1_bn_bias, b_mixed_7b_branch3x3dbl_1_bn_running_mean, b_mixed_7b_branch3x3dbl_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_80 = p_mixed_7b_branch3x3dbl_1_bn_weight = p_mixed_7b_branch3x3dbl_1_bn_bias = b_mixed_7b_branch3x3dbl_1_bn_running_mean = b_mixed_7b_branch3x3dbl_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__80: "f32[1, 448, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_80);  batch_norm_80 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_81: "f32[1, 384, 8, 8]" = torch.ops.aten.conv2d.default(relu__80, p_mixed_7b_branch3x3dbl_2_conv_weight, None, [1, 1], [1, 1]);  relu__80 = p_mixed_7b_branch3x3dbl_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_81: "f32[1, 384, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_81, p_mixed_7b_branch3x3dbl_2_bn_weight, p_mixed_7b_branch3x3dbl_2_bn_bias, b_mixed_7b_branch3x3dbl_2_bn_running_mean, b_mixed_7b_branch3x3dbl_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_81 = p_mixed_7b_branch3x3dbl_2_bn_weight = p_mixed_7b_branch3x3dbl_2_bn_bias = b_mixed_7b_branch3x3dbl_2_bn_running_mean = b_mixed_7b_branch3x3dbl_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__81: "f32[1, 384, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_81);  batch_norm_81 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_82: "f32[1, 384, 8, 8]" = torch.ops.aten.conv2d.default(relu__81, p_mixed_7b_branch3x3dbl_3a_conv_weight, None, [1, 1], [0, 1]);  p_mixed_7b_branch3x3dbl_3a_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_82: "f32[1, 384, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_82, p_mixed_7b_branch3x3dbl_3a_bn_weight, p_mixed_7b_branch3x3dbl_3a_bn_bias, b_mixed_7b_branch3x3dbl_3a_bn_running_mean, b_mixed_7b_branch3x3dbl_3a_bn_running_var, False, 0.1, 0.001, False);  conv2d_82 = p_mixed_7b_branch3x3dbl_3a_bn_weight = p_mixed_7b_branch3x3dbl_3a_bn_bias = b_mixed_7b_branch3x3dbl_3a_bn_running_mean = b_mixed_7b_branch3x3dbl_3a_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__82: "f32[1, 384, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_82);  batch_norm_82 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_83: "f32[1, 384, 8, 8]" = torch.ops.aten.conv2d.default(relu__81, p_mixed_7b_branch3x3dbl_3b_conv_weight, None, [1, 1], [1, 0]);  relu__81 = p_mixed_7b_branch3x3dbl_3b_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_83: "f32[1, 384, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_83, p_mixed_7b_branch3x3dbl_3b_bn_weight, p_mixed_7b_branch3x3dbl_3b_bn_bias, b_mixed_7b_branch3x3dbl_3b_bn_running_mean, b_mixed_7b_branch3x3dbl_3b_bn_running_var, False, 0.1, 0.001, False);  conv2d_83 = p_mixed_7b_branch3x3dbl_3b_bn_weight = p_mixed_7b_branch3x3dbl_3b_bn_bias = b_mixed_7b_branch3x3dbl_3b_bn_running_mean = b_mixed_7b_branch3x3dbl_3b_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__83: "f32[1, 384, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_83);  batch_norm_83 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:363 in forward, code: outputs = self._forward(x)
        cat_10: "f32[1, 768, 8, 8]" = torch.ops.aten.cat.default([relu__82, relu__83], 1);  relu__82 = relu__83 = None
        avg_pool2d_7: "f32[1, 1280, 8, 8]" = torch.ops.aten.avg_pool2d.default(cat_8, [3, 3], [1, 1], [1, 1]);  cat_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_84: "f32[1, 192, 8, 8]" = torch.ops.aten.conv2d.default(avg_pool2d_7, p_mixed_7b_branch_pool_conv_weight);  avg_pool2d_7 = p_mixed_7b_branch_pool_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_84: "f32[1, 192, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_84, p_mixed_7b_branch_pool_bn_weight, p_mixed_7b_branch_pool_bn_bias, b_mixed_7b_branch_pool_bn_running_mean, b_mixed_7b_branch_pool_bn_running_var, False, 0.1, 0.001, False);  conv2d_84 = p_mixed_7b_branch_pool_bn_weight = p_mixed_7b_branch_pool_bn_bias = b_mixed_7b_branch_pool_bn_running_mean = b_mixed_7b_branch_pool_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__84: "f32[1, 192, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_84);  batch_norm_84 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:364 in forward, code: return torch.cat(outputs, 1)
        cat_11: "f32[1, 2048, 8, 8]" = torch.ops.aten.cat.default([relu__76, cat_9, cat_10, relu__84], 1);  relu__76 = cat_9 = cat_10 = relu__84 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_85: "f32[1, 320, 8, 8]" = torch.ops.aten.conv2d.default(cat_11, p_mixed_7c_branch1x1_conv_weight);  p_mixed_7c_branch1x1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_85: "f32[1, 320, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_85, p_mixed_7c_branch1x1_bn_weight, p_mixed_7c_branch1x1_bn_bias, b_mixed_7c_branch1x1_bn_running_mean, b_mixed_7c_branch1x1_bn_running_var, False, 0.1, 0.001, False);  conv2d_85 = p_mixed_7c_branch1x1_bn_weight = p_mixed_7c_branch1x1_bn_bias = b_mixed_7c_branch1x1_bn_running_mean = b_mixed_7c_branch1x1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__85: "f32[1, 320, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_85);  batch_norm_85 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_86: "f32[1, 384, 8, 8]" = torch.ops.aten.conv2d.default(cat_11, p_mixed_7c_branch3x3_1_conv_weight);  p_mixed_7c_branch3x3_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_86: "f32[1, 384, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_86, p_mixed_7c_branch3x3_1_bn_weight, p_mixed_7c_branch3x3_1_bn_bias, b_mixed_7c_branch3x3_1_bn_running_mean, b_mixed_7c_branch3x3_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_86 = p_mixed_7c_branch3x3_1_bn_weight = p_mixed_7c_branch3x3_1_bn_bias = b_mixed_7c_branch3x3_1_bn_running_mean = b_mixed_7c_branch3x3_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__86: "f32[1, 384, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_86);  batch_norm_86 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_87: "f32[1, 384, 8, 8]" = torch.ops.aten.conv2d.default(relu__86, p_mixed_7c_branch3x3_2a_conv_weight, None, [1, 1], [0, 1]);  p_mixed_7c_branch3x3_2a_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_87: "f32[1, 384, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_87, p_mixed_7c_branch3x3_2a_bn_weight, p_mixed_7c_branch3x3_2a_bn_bias, b_mixed_7c_branch3x3_2a_bn_running_mean, b_mixed_7c_branch3x3_2a_bn_running_var, False, 0.1, 0.001, False);  conv2d_87 = p_mixed_7c_branch3x3_2a_bn_weight = p_mixed_7c_branch3x3_2a_bn_bias = b_mixed_7c_branch3x3_2a_bn_running_mean = b_mixed_7c_branch3x3_2a_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__87: "f32[1, 384, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_87);  batch_norm_87 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_88: "f32[1, 384, 8, 8]" = torch.ops.aten.conv2d.default(relu__86, p_mixed_7c_branch3x3_2b_conv_weight, None, [1, 1], [1, 0]);  relu__86 = p_mixed_7c_branch3x3_2b_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_88: "f32[1, 384, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_88, p_mixed_7c_branch3x3_2b_bn_weight, p_mixed_7c_branch3x3_2b_bn_bias, b_mixed_7c_branch3x3_2b_bn_running_mean, b_mixed_7c_branch3x3_2b_bn_running_var, False, 0.1, 0.001, False);  conv2d_88 = p_mixed_7c_branch3x3_2b_bn_weight = p_mixed_7c_branch3x3_2b_bn_bias = b_mixed_7c_branch3x3_2b_bn_running_mean = b_mixed_7c_branch3x3_2b_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__88: "f32[1, 384, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_88);  batch_norm_88 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:363 in forward, code: outputs = self._forward(x)
        cat_12: "f32[1, 768, 8, 8]" = torch.ops.aten.cat.default([relu__87, relu__88], 1);  relu__87 = relu__88 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_89: "f32[1, 448, 8, 8]" = torch.ops.aten.conv2d.default(cat_11, p_mixed_7c_branch3x3dbl_1_conv_weight);  p_mixed_7c_branch3x3dbl_1_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_89: "f32[1, 448, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_89, p_mixed_7c_branch3x3dbl_1_bn_weight, p_mixed_7c_branch3x3dbl_1_bn_bias, b_mixed_7c_branch3x3dbl_1_bn_running_mean, b_mixed_7c_branch3x3dbl_1_bn_running_var, False, 0.1, 0.001, False);  conv2d_89 = p_mixed_7c_branch3x3dbl_1_bn_weight = p_mixed_7c_branch3x3dbl_1_bn_bias = b_mixed_7c_branch3x3dbl_1_bn_running_mean = b_mixed_7c_branch3x3dbl_1_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__89: "f32[1, 448, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_89);  batch_norm_89 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_90: "f32[1, 384, 8, 8]" = torch.ops.aten.conv2d.default(relu__89, p_mixed_7c_branch3x3dbl_2_conv_weight, None, [1, 1], [1, 1]);  relu__89 = p_mixed_7c_branch3x3dbl_2_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_90: "f32[1, 384, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_90, p_mixed_7c_branch3x3dbl_2_bn_weight, p_mixed_7c_branch3x3dbl_2_bn_bias, b_mixed_7c_branch3x3dbl_2_bn_running_mean, b_mixed_7c_branch3x3dbl_2_bn_running_var, False, 0.1, 0.001, False);  conv2d_90 = p_mixed_7c_branch3x3dbl_2_bn_weight = p_mixed_7c_branch3x3dbl_2_bn_bias = b_mixed_7c_branch3x3dbl_2_bn_running_mean = b_mixed_7c_branch3x3dbl_2_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__90: "f32[1, 384, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_90);  batch_norm_90 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_91: "f32[1, 384, 8, 8]" = torch.ops.aten.conv2d.default(relu__90, p_mixed_7c_branch3x3dbl_3a_conv_weight, None, [1, 1], [0, 1]);  p_mixed_7c_branch3x3dbl_3a_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_91: "f32[1, 384, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_91, p_mixed_7c_branch3x3dbl_3a_bn_weight, p_mixed_7c_branch3x3dbl_3a_bn_bias, b_mixed_7c_branch3x3dbl_3a_bn_running_mean, b_mixed_7c_branch3x3dbl_3a_bn_running_var, False, 0.1, 0.001, False);  conv2d_91 = p_mixed_7c_branch3x3dbl_3a_bn_weight = p_mixed_7c_branch3x3dbl_3a_bn_bias = b_mixed_7c_branch3x3dbl_3a_bn_running_mean = b_mixed_7c_branch3x3dbl_3a_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__91: "f32[1, 384, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_91);  batch_norm_91 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_92: "f32[1, 384, 8, 8]" = torch.ops.aten.conv2d.default(relu__90, p_mixed_7c_branch3x3dbl_3b_conv_weight, None, [1, 1], [1, 0]);  relu__90 = p_mixed_7c_branch3x3dbl_3b_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_92: "f32[1, 384, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_92, p_mixed_7c_branch3x3dbl_3b_bn_weight, p_mixed_7c_branch3x3dbl_3b_bn_bias, b_mixed_7c_branch3x3dbl_3b_bn_running_mean, b_mixed_7c_branch3x3dbl_3b_bn_running_var, False, 0.1, 0.001, False);  conv2d_92 = p_mixed_7c_branch3x3dbl_3b_bn_weight = p_mixed_7c_branch3x3dbl_3b_bn_bias = b_mixed_7c_branch3x3dbl_3b_bn_running_mean = b_mixed_7c_branch3x3dbl_3b_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__92: "f32[1, 384, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_92);  batch_norm_92 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:363 in forward, code: outputs = self._forward(x)
        cat_13: "f32[1, 768, 8, 8]" = torch.ops.aten.cat.default([relu__91, relu__92], 1);  relu__91 = relu__92 = None
        avg_pool2d_8: "f32[1, 2048, 8, 8]" = torch.ops.aten.avg_pool2d.default(cat_11, [3, 3], [1, 1], [1, 1]);  cat_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_93: "f32[1, 192, 8, 8]" = torch.ops.aten.conv2d.default(avg_pool2d_8, p_mixed_7c_branch_pool_conv_weight);  avg_pool2d_8 = p_mixed_7c_branch_pool_conv_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_93: "f32[1, 192, 8, 8]" = torch.ops.aten.batch_norm.default(conv2d_93, p_mixed_7c_branch_pool_bn_weight, p_mixed_7c_branch_pool_bn_bias, b_mixed_7c_branch_pool_bn_running_mean, b_mixed_7c_branch_pool_bn_running_var, False, 0.1, 0.001, False);  conv2d_93 = p_mixed_7c_branch_pool_bn_weight = p_mixed_7c_branch_pool_bn_bias = b_mixed_7c_branch_pool_bn_running_mean = b_mixed_7c_branch_pool_bn_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:407 in forward, code: return F.relu(x, inplace=True)
        relu__93: "f32[1, 192, 8, 8]" = torch.ops.aten.relu_.default(batch_norm_93);  batch_norm_93 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:364 in forward, code: return torch.cat(outputs, 1)
        cat_14: "f32[1, 2048, 8, 8]" = torch.ops.aten.cat.default([relu__85, cat_12, cat_13, relu__93], 1);  relu__85 = cat_12 = cat_13 = relu__93 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d: "f32[1, 2048, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(cat_14, [1, 1]);  cat_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout: "f32[1, 2048, 1, 1]" = torch.ops.aten.dropout.default(adaptive_avg_pool2d, 0.5, False);  adaptive_avg_pool2d = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:166 in forward, code: x, aux = self._forward(x)
        flatten: "f32[1, 2048]" = torch.ops.aten.flatten.using_ints(dropout, 1);  dropout = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[1, 1000]" = torch.ops.aten.linear.default(flatten, p_fc_weight, p_fc_bias);  flatten = p_fc_weight = p_fc_bias = None
        return (linear,)
