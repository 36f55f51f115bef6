class GraphModule(torch.nn.Module):
    def forward(self, p_features_0_0_weight: "f32[32, 3, 3, 3]", p_features_0_1_weight: "f32[32]", p_features_0_1_bias: "f32[32]", p_features_1_0_block_0_0_weight: "f32[32, 1, 3, 3]", p_features_1_0_block_0_1_weight: "f32[32]", p_features_1_0_block_0_1_bias: "f32[32]", p_features_1_0_block_1_fc1_weight: "f32[8, 32, 1, 1]", p_features_1_0_block_1_fc1_bias: "f32[8]", p_features_1_0_block_1_fc2_weight: "f32[32, 8, 1, 1]", p_features_1_0_block_1_fc2_bias: "f32[32]", p_features_1_0_block_2_0_weight: "f32[16, 32, 1, 1]", p_features_1_0_block_2_1_weight: "f32[16]", p_features_1_0_block_2_1_bias: "f32[16]", p_features_2_0_block_0_0_weight: "f32[96, 16, 1, 1]", p_features_2_0_block_0_1_weight: "f32[96]", p_features_2_0_block_0_1_bias: "f32[96]", p_features_2_0_block_1_0_weight: "f32[96, 1, 3, 3]", p_features_2_0_block_1_1_weight: "f32[96]", p_features_2_0_block_1_1_bias: "f32[96]", p_features_2_0_block_2_fc1_weight: "f32[4, 96, 1, 1]", p_features_2_0_block_2_fc1_bias: "f32[4]", p_features_2_0_block_2_fc2_weight: "f32[96, 4, 1, 1]", p_features_2_0_block_2_fc2_bias: "f32[96]", p_features_2_0_block_3_0_weight: "f32[24, 96, 1, 1]", p_features_2_0_block_3_1_weight: "f32[24]", p_features_2_0_block_3_1_bias: "f32[24]", p_features_2_1_block_0_0_weight: "f32[144, 24, 1, 1]", p_features_2_1_block_0_1_weight: "f32[144]", p_features_2_1_block_0_1_bias: "f32[144]", p_features_2_1_block_1_0_weight: "f32[144, 1, 3, 3]", p_features_2_1_block_1_1_weight: "f32[144]", p_features_2_1_block_1_1_bias: "f32[144]", p_features_2_1_block_2_fc1_weight: "f32[6, 144, 1, 1]", p_features_2_1_block_2_fc1_bias: "f32[6]", p_features_2_1_block_2_fc2_weight: "f32[144, 6, 1, 1]", p_features_2_1_block_2_fc2_bias: "f32[144]", p_features_2_1_block_3_0_weight: "f32[24, 144, 1, 1]", p_features_2_1_block_3_1_weight: "f32[24]", p_features_2_1_block_3_1_bias: "f32[24]", p_features_3_0_block_0_0_weight: "f32[144, 24, 1, 1]", p_features_3_0_block_0_1_weight: "f32[144]", p_features_3_0_block_0_1_bias: "f32[144]", p_features_3_0_block_1_0_weight: "f32[144, 1, 5, 5]", p_features_3_0_block_1_1_weight: "f32[144]", p_features_3_0_block_1_1_bias: "f32[144]", p_features_3_0_block_2_fc1_weight: "f32[6, 144, 1, 1]", p_features_3_0_block_2_fc1_bias: "f32[6]", p_features_3_0_block_2_fc2_weight: "f32[144, 6, 1, 1]", p_features_3_0_block_2_fc2_bias: "f32[144]", p_features_3_0_block_3_0_weight: "f32[40, 144, 1, 1]", p_features_3_0_block_3_1_weight: "f32[40]", p_features_3_0_block_3_1_bias: "f32[40]", p_features_3_1_block_0_0_weight: "f32[240, 40, 1, 1]", p_features_3_1_block_0_1_weight: "f32[240]", p_features_3_1_block_0_1_bias: "f32[240]", p_features_3_1_block_1_0_weight: "f32[240, 1, 5, 5]", p_features_3_1_block_1_1_weight: "f32[240]", p_features_3_1_block_1_1_bias: "f32[240]", p_features_3_1_block_2_fc1_weight: "f32[10, 240, 1, 1]", p_features_3_1_block_2_fc1_bias: "f32[10]", p_features_3_1_block_2_fc2_weight: "f32[240, 10, 1, 1]", p_features_3_1_block_2_fc2_bias: "f32[240]", p_features_3_1_block_3_0_weight: "f32[40, 240, 1, 1]", p_features_3_1_block_3_1_weight: "f32[40]", p_features_3_1_block_3_1_bias: "f32[40]", p_features_4_0_block_0_0_weight: "f32[240, 40, 1, 1]", p_features_4_0_block_0_1_weight: "f32[240]", p_features_4_0_block_0_1_bias: "f32[240]", p_features_4_0_block_1_0_weight: "f32[240, 1, 3, 3]", p_features_4_0_block_1_1_weight: "f32[240]", p_features_4_0_block_1_1_bias: "f32[240]", p_features_4_0_block_2_fc1_weight: "f32[10, 240, 1, 1]", p_features_4_0_block_2_fc1_bias: "f32[10]", p_features_4_0_block_2_fc2_weight: "f32[240, 10, 1, 1]", p_features_4_0_block_2_fc2_bias: "f32[240]", p_features_4_0_block_3_0_weight: "f32[80, 240, 1, 1]", p_features_4_0_block_3_1_weight: "f32[80]", p_features_4_0_block_3_1_bias: "f32[80]", p_features_4_1_block_0_0_weight: "f32[480, 80, 1, 1]", p_features_4_1_block_0_1_weight: "f32[480]", p_features_4_1_block_0_1_bias: "f32[480]", p_features_4_1_block_1_0_weight: "f32[480, 1, 3, 3]", p_features_4_1_block_1_1_weight: "f32[480]", p_features_4_1_block_1_1_bias: "f32[480]", p_features_4_1_block_2_fc1_weight: "f32[20, 480, 1, 1]", p_features_4_1_block_2_fc1_bias: "f32[20]", p_features_4_1_block_2_fc2_weight: "f32[480, 20, 1, 1]", p_features_4_1_block_2_fc2_bias: "f32[480]", p_features_4_1_block_3_0_weight: "f32[80, 480, 1, 1]", p_features_4_1_block_3_1_weight: "f32[80]", p_features_4_1_block_3_1_bias: "f32[80]", p_features_4_2_block_0_0_weight: "f32[480, 80, 1, 1]", p_features_4_2_block_0_1_weight: "f32[480]", p_features_4_2_block_0_1_bias: "f32[480]", p_features_4_2_block_1_0_weight: "f32[480, 1, 3, 3]", p_features_4_2_block_1_1_weight: "f32[480]", p_features_4_2_block_1_1_bias: "f32[480]", p_features_4_2_block_2_fc1_weight: "f32[20, 480, 1, 1]", p_features_4_2_block_2_fc1_bias: "f32[20]", p_features_4_2_block_2_fc2_weight: "f32[480, 20, 1, 1]", p_features_4_2_block_2_fc2_bias: "f32[480]", p_features_4_2_block_3_0_weight: "f32[80, 480, 1, 1]", p_features_4_2_block_3_1_weight: "f32[80]", p_features_4_2_block_3_1_bias: "f32[80]", p_features_5_0_block_0_0_weight: "f32[480, 80, 1, 1]", p_features_5_0_block_0_1_weight: "f32[480]", p_features_5_0_block_0_1_bias: "f32[480]", p_features_5_0_block_1_0_weight: "f32[480, 1, 5, 5]", p_features_5_0_block_1_1_weight: "f32[480]", p_features_5_0_block_1_1_bias: "f32[480]", p_features_5_0_block_2_fc1_weight: "f32[20, 480, 1, 1]", p_features_5_0_block_2_fc1_bias: "f32[20]", p_features_5_0_block_2_fc2_weight: "f32[480, 20, 1, 1]", p_features_5_0_block_2_fc2_bias: "f32[480]", p_features_5_0_block_3_0_weight: "f32[112, 480, 1, 1]", p_features_5_0_block_3_1_weight: "f32[112]", p_features_5_0_block_3_1_bias: "f32[112]", p_features_5_1_block_0_0_weight: "f32[672, 112, 1, 1]", p_features_5_1_block_0_1_weight: "f32[672]", p_features_5_1_block_0_1_bias: "f32[672]", p_features_5_1_block_1_0_weight: "f32[672, 1, 5, 5]", p_features_5_1_block_1_1_weight: "f32[672]", p_features_5_1_block_1_1_bias: "f32[672]", p_features_5_1_block_2_fc1_weight: "f32[28, 672, 1, 1]", p_features_5_1_block_2_fc1_bias: "f32[28]", p_features_5_1_block_2_fc2_weight: "f32[672, 28, 1, 1]", p_features_5_1_block_2_fc2_bias: "f32[672]", p_features_5_1_block_3_0_weight: "f32[112, 672, 1, 1]", p_features_5_1_block_3_1_weight: "f32[112]", p_features_5_1_block_3_1_bias: "f32[112]", p_features_5_2_block_0_0_weight: "f32[672, 112, 1, 1]", p_features_5_2_block_0_1_weight: "f32[672]", p_features_5_2_block_0_1_bias: "f32[672]", p_features_5_2_block_1_0_weight: "f32[672, 1, 5, 5]", p_features_5_2_block_1_1_weight: "f32[672]", p_features_5_2_block_1_1_bias: "f32[672]", p_features_5_2_block_2_fc1_weight: "f32[28, 672, 1, 1]", p_features_5_2_block_2_fc1_bias: "f32[28]", p_features_5_2_block_2_fc2_weight: "f32[672, 28, 1, 1]", p_features_5_2_block_2_fc2_bias: "f32[672]", p_features_5_2_block_3_0_weight: "f32[112, 672, 1, 1]", p_features_5_2_block_3_1_weight: "f32[112]", p_features_5_2_block_3_1_bias: "f32[112]", p_features_6_0_block_0_0_weight: "f32[672, 112, 1, 1]", p_features_6_0_block_0_1_weight: "f32[672]", p_features_6_0_block_0_1_bias: "f32[672]", p_features_6_0_block_1_0_weight: "f32[672, 1, 5, 5]", p_features_6_0_block_1_1_weight: "f32[672]", p_features_6_0_block_1_1_bias: "f32[672]", p_features_6_0_block_2_fc1_weight: "f32[28, 672, 1, 1]", p_features_6_0_block_2_fc1_bias: "f32[28]", p_features_6_0_block_2_fc2_weight: "f32[672, 28, 1, 1]", p_features_6_0_block_2_fc2_bias: "f32[672]", p_features_6_0_block_3_0_weight: "f32[192, 672, 1, 1]", p_features_6_0_block_3_1_weight: "f32[192]", p_features_6_0_block_3_1_bias: "f32[192]", p_features_6_1_block_0_0_weight: "f32[1152, 192, 1, 1]", p_features_6_1_block_0_1_weight: "f32[1152]", p_features_6_1_block_0_1_bias: "f32[1152]", p_features_6_1_block_1_0_weight: "f32[1152, 1, 5, 5]", p_features_6_1_block_1_1_weight: "f32[1152]", p_features_6_1_block_1_1_bias: "f32[1152]", p_features_6_1_block_2_fc1_weight: "f32[48, 1152, 1, 1]", p_features_6_1_block_2_fc1_bias: "f32[48]", p_features_6_1_block_2_fc2_weight: "f32[1152, 48, 1, 1]", p_features_6_1_block_2_fc2_bias: "f32[1152]", p_features_6_1_block_3_0_weight: "f32[192, 1152, 1, 1]", p_features_6_1_block_3_1_weight: "f32[192]", p_features_6_1_block_3_1_bias: "f32[192]", p_features_6_2_block_0_0_weight: "f32[1152, 192, 1, 1]", p_features_6_2_block_0_1_weight: "f32[1152]", p_features_6_2_block_0_1_bias: "f32[1152]", p_features_6_2_block_1_0_weight: "f32[1152, 1, 5, 5]", p_features_6_2_block_1_1_weight: "f32[1152]", p_features_6_2_block_1_1_bias: "f32[1152]", p_features_6_2_block_2_fc1_weight: "f32[48, 1152, 1, 1]", p_features_6_2_block_2_fc1_bias: "f32[48]", p_features_6_2_block_2_fc2_weight: "f32[1152, 48, 1, 1]", p_features_6_2_block_2_fc2_bias: "f32[1152]", p_features_6_2_block_3_0_weight: "f32[192, 1152, 1, 1]", p_features_6_2_block_3_1_weight: "f32[192]", p_features_6_2_block_3_1_bias: "f32[192]", p_features_6_3_block_0_0_weight: "f32[1152, 192, 1, 1]", p_features_6_3_block_0_1_weight: "f32[1152]", p_features_6_3_block_0_1_bias: "f32[1152]", p_features_6_3_block_1_0_weight: "f32[1152, 1, 5, 5]", p_features_6_3_block_1_1_weight: "f32[1152]", p_features_6_3_block_1_1_bias: "f32[1152]", p_features_6_3_block_2_fc1_weight: "f32[48, 1152, 1, 1]", p_features_6_3_block_2_fc1_bias: "f32[48]", p_features_6_3_block_2_fc2_weight: "f32[1152, 48, 1, 1]", p_features_6_3_block_2_fc2_bias: "f32[1152]", p_features_6_3_block_3_0_weight: "f32[192, 1152, 1, 1]", p_features_6_3_block_3_1_weight: "f32[192]", p_features_6_3_block_3_1_bias: "f32[192]", p_features_7_0_block_0_0_weight: "f32[1152, 192, 1, 1]", p_features_7_0_block_0_1_weight: "f32[1152]", p_features_7_0_block_0_1_bias: "f32[1152]", p_features_7_0_block_1_0_weight: "f32[1152, 1, 3, 3]", p_features_7_0_block_1_1_weight: "f32[1152]", p_features_7_0_block_1_1_bias: "f32[1152]", p_features_7_0_block_2_fc1_weight: "f32[48, 1152, 1, 1]", p_features_7_0_block_2_fc1_bias: "f32[48]", p_features_7_0_block_2_fc2_weight: "f32[1152, 48, 1, 1]", p_features_7_0_block_2_fc2_bias: "f32[1152]", p_features_7_0_block_3_0_weight: "f32[320, 1152, 1, 1]", p_features_7_0_block_3_1_weight: "f32[320]", p_features_7_0_block_3_1_bias: "f32[320]", p_features_8_0_weight: "f32[1280, 320, 1, 1]", p_features_8_1_weight: "f32[1280]", p_features_8_1_bias: "f32[1280]", p_classifier_1_weight: "f32[1000, 1280]", p_classifier_1_bias: "f32[1000]", b_features_0_1_running_mean: "f32[32]", b_features_0_1_running_var: "f32[32]", b_features_0_1_num_batches_tracked: "i64[]", b_features_1_0_block_0_1_running_mean: "f32[32]", b_features_1_0_block_0_1_running_var: "f32[32]", b_features_1_0_block_0_1_num_batches_tracked: "i64[]", b_features_1_0_block_2_1_running_mean: "f32[16]", b_features_1_0_block_2_1_running_var: "f32[16]", b_features_1_0_block_2_1_num_batches_tracked: "i64[]", b_features_2_0_block_0_1_running_mean: "f32[96]", b_features_2_0_block_0_1_running_var: "f32[96]", b_features_2_0_block_0_1_num_batches_tracked: "i64[]", b_features_2_0_block_1_1_running_mean: "f32[96]", b_features_2_0_block_1_1_running_var: "f32[96]", b_features_2_0_block_1_1_num_batches_tracked: "i64[]", b_features_2_0_block_3_1_running_mean: "f32[24]", b_features_2_0_block_3_1_running_var: "f32[24]", b_features_2_0_block_3_1_num_batches_tracked: "i64[]", b_features_2_1_block_0_1_running_mean: "f32[144]", b_features_2_1_block_0_1_running_var: "f32[144]", b_features_2_1_block_0_1_num_batches_tracked: "i64[]", b_features_2_1_block_1_1_running_mean: "f32[144]", b_features_2_1_block_1_1_running_var: "f32[144]", b_features_2_1_block_1_1_num_batches_tracked: "i64[]", b_features_2_1_block_3_1_running_mean: "f32[24]", b_features_2_1_block_3_1_running_var: "f32[24]", b_features_2_1_block_3_1_num_batches_tracked: "i64[]", b_features_3_0_block_0_1_running_mean: "f32[144]", b_features_3_0_block_0_1_running_var: "f32[144]", b_features_3_0_block_0_1_num_batches_tracked: "i64[]", b_features_3_0_block_1_1_running_mean: "f32[144]", b_features_3_0_block_1_1_running_var: "f32[144]", b_features_3_0_block_1_1_num_batches_tracked: "i64[]", b_features_3_0_block_3_1_running_mean: "f32[40]", b_features_3_0_block_3_1_running_var: "f32[40]", b_features_3_0_block_3_1_num_batches_tracked: "i64[]", b_features_3_1_block_0_1_running_mean: "f32[240]", b_features_3_1_block_0_1_running_var: "f32[240]", b_features_3_1_block_0_1_num_batches_tracked: "i64[]", b_features_3_1_block_1_1_running_mean: "f32[240]", b_features_3_1_block_1_1_running_var: "f32[240]", b_features_3_1_block_1_1_num_batches_tracked: "i64[]", b_features_3_1_block_3_1_running_mean: "f32[40]", b_features_3_1_block_3_1_running_var: "f32[40]", b_features_3_1_block_3_1_num_batches_tracked: "i64[]", b_features_4_0_block_0_1_running_mean: "f32[240]", b_features_4_0_block_0_1_running_var: "f32[240]", b_features_4_0_block_0_1_num_batches_tracked: "i64[]", b_features_4_0_block_1_1_running_mean: "f32[240]", b_features_4_0_block_1_1_running_var: "f32[240]", b_features_4_0_block_1_1_num_batches_tracked: "i64[]", b_features_4_0_block_3_1_running_mean: "f32[80]", b_features_4_0_block_3_1_running_var: "f32[80]", b_features_4_0_block_3_1_num_batches_tracked: "i64[]", b_features_4_1_block_0_1_running_mean: "f32[480]", b_features_4_1_block_0_1_running_var: "f32[480]", b_features_4_1_block_0_1_num_batches_tracked: "i64[]", b_features_4_1_block_1_1_running_mean: "f32[480]", b_features_4_1_block_1_1_running_var: "f32[480]", b_features_4_1_block_1_1_num_batches_tracked: "i64[]", b_features_4_1_block_3_1_running_mean: "f32[80]", b_features_4_1_block_3_1_running_var: "f32[80]", b_features_4_1_block_3_1_num_batches_tracked: "i64[]", b_features_4_2_block_0_1_running_mean: "f32[480]", b_features_4_2_block_0_1_running_var: "f32[480]", b_features_4_2_block_0_1_num_batches_tracked: "i64[]", b_features_4_2_block_1_1_running_mean: "f32[480]", b_features_4_2_block_1_1_running_var: "f32[480]", b_features_4_2_block_1_1_num_batches_tracked: "i64[]", b_features_4_2_block_3_1_running_mean: "f32[80]", b_features_4_2_block_3_1_running_var: "f32[80]", b_features_4_2_block_3_1_num_batches_tracked: "i64[]", b_features_5_0_block_0_1_running_mean: "f32[480]", b_features_5_0_block_0_1_running_var: "f32[480]", b_features_5_0_block_0_1_num_batches_tracked: "i64[]", b_features_5_0_block_1_1_running_mean: "f32[480]", b_features_5_0_block_1_1_running_var: "f32[480]", b_features_5_0_block_1_1_num_batches_tracked: "i64[]", b_features_5_0_block_3_1_running_mean: "f32[112]", b_features_5_0_block_3_1_running_var: "f32[112]", b_features_5_0_block_3_1_num_batches_tracked: "i64[]", b_features_5_1_block_0_1_running_mean: "f32[672]", b_features_5_1_block_0_1_running_var: "f32[672]", b_features_5_1_block_0_1_num_batches_tracked: "i64[]", b_features_5_1_block_1_1_running_mean: "f32[672]", b_features_5_1_block_1_1_running_var: "f32[672]", b_features_5_1_block_1_1_num_batches_tracked: "i64[]", b_features_5_1_block_3_1_running_mean: "f32[112]", b_features_5_1_block_3_1_running_var: "f32[112]", b_features_5_1_block_3_1_num_batches_tracked: "i64[]", b_features_5_2_block_0_1_running_mean: "f32[672]", b_features_5_2_block_0_1_running_var: "f32[672]", b_features_5_2_block_0_1_num_batches_tracked: "i64[]", b_features_5_2_block_1_1_running_mean: "f32[672]", b_features_5_2_block_1_1_running_var: "f32[672]", b_features_5_2_block_1_1_num_batches_tracked: "i64[]", b_features_5_2_block_3_1_running_mean: "f32[112]", b_features_5_2_block_3_1_running_var: "f32[112]", b_features_5_2_block_3_1_num_batches_tracked: "i64[]", b_features_6_0_block_0_1_running_mean: "f32[672]", b_features_6_0_block_0_1_running_var: "f32[672]", b_features_6_0_block_0_1_num_batches_tracked: "i64[]", b_features_6_0_block_1_1_running_mean: "f32[672]", b_features_6_0_block_1_1_running_var: "f32[672]", b_features_6_0_block_1_1_num_batches_tracked: "i64[]", b_features_6_0_block_3_1_running_mean: "f32[192]", b_features_6_0_block_3_1_running_var: "f32[192]", b_features_6_0_block_3_1_num_batches_tracked: "i64[]", b_features_6_1_block_0_1_running_mean: "f32[1152]", b_features_6_1_block_0_1_running_var: "f32[1152]", b_features_6_1_block_0_1_num_batches_tracked: "i64[]", b_features_6_1_block_1_1_running_mean: "f32[1152]", b_features_6_1_block_1_1_running_var: "f32[1152]", b_features_6_1_block_1_1_num_batches_tracked: "i64[]", b_features_6_1_block_3_1_running_mean: "f32[192]", b_features_6_1_block_3_1_running_var: "f32[192]", b_features_6_1_block_3_1_num_batches_tracked: "i64[]", b_features_6_2_block_0_1_running_mean: "f32[1152]", b_features_6_2_block_0_1_running_var: "f32[1152]", b_features_6_2_block_0_1_num_batches_tracked: "i64[]", b_features_6_2_block_1_1_running_mean: "f32[1152]", b_features_6_2_block_1_1_running_var: "f32[1152]", b_features_6_2_block_1_1_num_batches_tracked: "i64[]", b_features_6_2_block_3_1_running_mean: "f32[192]", b_features_6_2_block_3_1_running_var: "f32[192]", b_features_6_2_block_3_1_num_batches_tracked: "i64[]", b_features_6_3_block_0_1_running_mean: "f32[1152]", b_features_6_3_block_0_1_running_var: "f32[1152]", b_features_6_3_block_0_1_num_batches_tracked: "i64[]", b_features_6_3_block_1_1_running_mean: "f32[1152]", b_features_6_3_block_1_1_running_var: "f32[1152]", b_features_6_3_block_1_1_num_batches_tracked: "i64[]", b_features_6_3_block_3_1_running_mean: "f32[192]", b_features_6_3_block_3_1_running_var: "f32[192]", b_features_6_3_block_3_1_num_batches_tracked: "i64[]", b_features_7_0_block_0_1_running_mean: "f32[1152]", b_features_7_0_block_0_1_running_var: "f32[1152]", b_features_7_0_block_0_1_num_batches_tracked: "i64[]", b_features_7_0_block_1_1_running_mean: "f32[1152]", b_features_7_0_block_1_1_running_var: "f32[1152]", b_features_7_0_block_1_1_num_batches_tracked: "i64[]", b_features_7_0_block_3_1_running_mean: "f32[320]", b_features_7_0_block_3_1_running_var: "f32[320]", b_features_7_0_block_3_1_num_batches_tracked: "i64[]", b_features_8_1_running_mean: "f32[1280]", b_features_8_1_running_var: "f32[1280]", b_features_8_1_num_batches_tracked: "i64[]", x: "f32[1, 3, 224, 224]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d: "f32[1, 32, 112, 112]" = torch.ops.aten.conv2d.default(x, p_features_0_0_weight, None, [2, 2], [1, 1]);  x = p_features_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm: "f32[1, 32, 112, 112]" = torch.ops.aten.batch_norm.default(conv2d, p_features_0_1_weight, p_features_0_1_bias, b_features_0_1_running_mean, b_features_0_1_running_var, False, 0.1, 1e-05, False);  conv2d = p_features_0_1_weight = p_features_0_1_bias = b_features_0_1_running_mean = b_features_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu_: "f32[1, 32, 112, 112]" = torch.ops.aten.silu_.default(batch_norm);  batch_norm = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_1: "f32[1, 32, 112, 112]" = torch.ops.aten.conv2d.default(silu_, p_features_1_0_block_0_0_weight, None, [1, 1], [1, 1], [1, 1], 32);  silu_ = p_features_1_0_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_1: "f32[1, 32, 112, 112]" = torch.ops.aten.batch_norm.default(conv2d_1, p_features_1_0_block_0_1_weight, p_features_1_0_block_0_1_bias, b_features_1_0_block_0_1_running_mean, b_features_1_0_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_1 = p_features_1_0_block_0_1_weight = p_features_1_0_block_0_1_bias = b_features_1_0_block_0_1_running_mean = b_features_1_0_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__1: "f32[1, 32, 112, 112]" = torch.ops.aten.silu_.default(batch_norm_1);  batch_norm_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d: "f32[1, 32, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__1, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_2: "f32[1, 8, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d, p_features_1_0_block_1_fc1_weight, p_features_1_0_block_1_fc1_bias);  adaptive_avg_pool2d = p_features_1_0_block_1_fc1_weight = p_features_1_0_block_1_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__2: "f32[1, 8, 1, 1]" = torch.ops.aten.silu_.default(conv2d_2);  conv2d_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_3: "f32[1, 32, 1, 1]" = torch.ops.aten.conv2d.default(silu__2, p_features_1_0_block_1_fc2_weight, p_features_1_0_block_1_fc2_bias);  silu__2 = p_features_1_0_block_1_fc2_weight = p_features_1_0_block_1_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid: "f32[1, 32, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_3);  conv2d_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul: "f32[1, 32, 112, 112]" = torch.ops.aten.mul.Tensor(sigmoid, silu__1);  sigmoid = silu__1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_4: "f32[1, 16, 112, 112]" = torch.ops.aten.conv2d.default(mul, p_features_1_0_block_2_0_weight);  mul = p_features_1_0_block_2_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_2: "f32[1, 16, 112, 112]" = torch.ops.aten.batch_norm.default(conv2d_4, p_features_1_0_block_2_1_weight, p_features_1_0_block_2_1_bias, b_features_1_0_block_2_1_running_mean, b_features_1_0_block_2_1_running_var, False, 0.1, 1e-05, False);  conv2d_4 = p_features_1_0_block_2_1_weight = p_features_1_0_block_2_1_bias = b_features_1_0_block_2_1_running_mean = b_features_1_0_block_2_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_5: "f32[1, 96, 112, 112]" = torch.ops.aten.conv2d.default(batch_norm_2, p_features_2_0_block_0_0_weight);  batch_norm_2 = p_features_2_0_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_3: "f32[1, 96, 112, 112]" = torch.ops.aten.batch_norm.default(conv2d_5, p_features_2_0_block_0_1_weight, p_features_2_0_block_0_1_bias, b_features_2_0_block_0_1_running_mean, b_features_2_0_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_5 = p_features_2_0_block_0_1_weight = p_features_2_0_block_0_1_bias = b_features_2_0_block_0_1_running_mean = b_features_2_0_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__3: "f32[1, 96, 112, 112]" = torch.ops.aten.silu_.default(batch_norm_3);  batch_norm_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_6: "f32[1, 96, 56, 56]" = torch.ops.aten.conv2d.default(silu__3, p_features_2_0_block_1_0_weight, None, [2, 2], [1, 1], [1, 1], 96);  silu__3 = p_features_2_0_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_4: "f32[1, 96, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_6, p_features_2_0_block_1_1_weight, p_features_2_0_block_1_1_bias, b_features_2_0_block_1_1_running_mean, b_features_2_0_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_6 = p_features_2_0_block_1_1_weight = p_features_2_0_block_1_1_bias = b_features_2_0_block_1_1_running_mean = b_features_2_0_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__4: "f32[1, 96, 56, 56]" = torch.ops.aten.silu_.default(batch_norm_4);  batch_norm_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_1: "f32[1, 96, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__4, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_7: "f32[1, 4, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_1, p_features_2_0_block_2_fc1_weight, p_features_2_0_block_2_fc1_bias);  adaptive_avg_pool2d_1 = p_features_2_0_block_2_fc1_weight = p_features_2_0_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__5: "f32[1, 4, 1, 1]" = torch.ops.aten.silu_.default(conv2d_7);  conv2d_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_8: "f32[1, 96, 1, 1]" = torch.ops.aten.conv2d.default(silu__5, p_features_2_0_block_2_fc2_weight, p_features_2_0_block_2_fc2_bias);  silu__5 = p_features_2_0_block_2_fc2_weight = p_features_2_0_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_1: "f32[1, 96, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_8);  conv2d_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_1: "f32[1, 96, 56, 56]" = torch.ops.aten.mul.Tensor(sigmoid_1, silu__4);  sigmoid_1 = silu__4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_9: "f32[1, 24, 56, 56]" = torch.ops.aten.conv2d.default(mul_1, p_features_2_0_block_3_0_weight);  mul_1 = p_features_2_0_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_5: "f32[1, 24, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_9, p_features_2_0_block_3_1_weight, p_features_2_0_block_3_1_bias, b_features_2_0_block_3_1_running_mean, b_features_2_0_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_9 = p_features_2_0_block_3_1_weight = p_features_2_0_block_3_1_bias = b_features_2_0_block_3_1_running_mean = b_features_2_0_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_10: "f32[1, 144, 56, 56]" = torch.ops.aten.conv2d.default(batch_norm_5, p_features_2_1_block_0_0_weight);  p_features_2_1_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_6: "f32[1, 144, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_10, p_features_2_1_block_0_1_weight, p_features_2_1_block_0_1_bias, b_features_2_1_block_0_1_running_mean, b_features_2_1_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_10 = p_features_2_1_block_0_1_weight = p_features_2_1_block_0_1_bias = b_features_2_1_block_0_1_running_mean = b_features_2_1_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__6: "f32[1, 144, 56, 56]" = torch.ops.aten.silu_.default(batch_norm_6);  batch_norm_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_11: "f32[1, 144, 56, 56]" = torch.ops.aten.conv2d.default(silu__6, p_features_2_1_block_1_0_weight, None, [1, 1], [1, 1], [1, 1], 144);  silu__6 = p_features_2_1_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_7: "f32[1, 144, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_11, p_features_2_1_block_1_1_weight, p_features_2_1_block_1_1_bias, b_features_2_1_block_1_1_running_mean, b_features_2_1_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_11 = p_features_2_1_block_1_1_weight = p_features_2_1_block_1_1_bias = b_features_2_1_block_1_1_running_mean = b_features_2_1_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__7: "f32[1, 144, 56, 56]" = torch.ops.aten.silu_.default(batch_norm_7);  batch_norm_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_2: "f32[1, 144, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__7, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_12: "f32[1, 6, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_2, p_features_2_1_block_2_fc1_weight, p_features_2_1_block_2_fc1_bias);  adaptive_avg_pool2d_2 = p_features_2_1_block_2_fc1_weight = p_features_2_1_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__8: "f32[1, 6, 1, 1]" = torch.ops.aten.silu_.default(conv2d_12);  conv2d_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_13: "f32[1, 144, 1, 1]" = torch.ops.aten.conv2d.default(silu__8, p_features_2_1_block_2_fc2_weight, p_features_2_1_block_2_fc2_bias);  silu__8 = p_features_2_1_block_2_fc2_weight = p_features_2_1_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_2: "f32[1, 144, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_13);  conv2d_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_2: "f32[1, 144, 56, 56]" = torch.ops.aten.mul.Tensor(sigmoid_2, silu__7);  sigmoid_2 = silu__7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_14: "f32[1, 24, 56, 56]" = torch.ops.aten.conv2d.default(mul_2, p_features_2_1_block_3_0_weight);  mul_2 = p_features_2_1_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_8: "f32[1, 24, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_14, p_features_2_1_block_3_1_weight, p_features_2_1_block_3_1_bias, b_features_2_1_block_3_1_running_mean, b_features_2_1_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_14 = p_features_2_1_block_3_1_weight = p_features_2_1_block_3_1_bias = b_features_2_1_block_3_1_running_mean = b_features_2_1_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add_: "f32[1, 24, 56, 56]" = torch.ops.aten.add_.Tensor(batch_norm_8, batch_norm_5);  batch_norm_8 = batch_norm_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_15: "f32[1, 144, 56, 56]" = torch.ops.aten.conv2d.default(add_, p_features_3_0_block_0_0_weight);  add_ = p_features_3_0_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_9: "f32[1, 144, 56, 56]" = torch.ops.aten.batch_norm.default(conv2d_15, p_features_3_0_block_0_1_weight, p_features_3_0_block_0_1_bias, b_features_3_0_block_0_1_running_mean, b_features_3_0_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_15 = p_features_3_0_block_0_1_weight = p_features_3_0_block_0_1_bias = b_features_3_0_block_0_1_running_mean = b_features_3_0_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__9: "f32[1, 144, 56, 56]" = torch.ops.aten.silu_.default(batch_norm_9);  batch_norm_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_16: "f32[1, 144, 28, 28]" = torch.ops.aten.conv2d.default(silu__9, p_features_3_0_block_1_0_weight, None, [2, 2], [2, 2], [1, 1], 144);  silu__9 = p_features_3_0_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_10: "f32[1, 144, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_16, p_features_3_0_block_1_1_weight, p_features_3_0_block_1_1_bias, b_features_3_0_block_1_1_running_mean, b_features_3_0_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_16 = p_features_3_0_block_1_1_weight = p_features_3_0_block_1_1_bias = b_features_3_0_block_1_1_running_mean = b_features_3_0_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__10: "f32[1, 144, 28, 28]" = torch.ops.aten.silu_.default(batch_norm_10);  batch_norm_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_3: "f32[1, 144, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__10, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_17: "f32[1, 6, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_3, p_features_3_0_block_2_fc1_weight, p_features_3_0_block_2_fc1_bias);  adaptive_avg_pool2d_3 = p_features_3_0_block_2_fc1_weight = p_features_3_0_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__11: "f32[1, 6, 1, 1]" = torch.ops.aten.silu_.default(conv2d_17);  conv2d_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_18: "f32[1, 144, 1, 1]" = torch.ops.aten.conv2d.default(silu__11, p_features_3_0_block_2_fc2_weight, p_features_3_0_block_2_fc2_bias);  silu__11 = p_features_3_0_block_2_fc2_weight = p_features_3_0_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_3: "f32[1, 144, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_18);  conv2d_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_3: "f32[1, 144, 28, 28]" = torch.ops.aten.mul.Tensor(sigmoid_3, silu__10);  sigmoid_3 = silu__10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_19: "f32[1, 40, 28, 28]" = torch.ops.aten.conv2d.default(mul_3, p_features_3_0_block_3_0_weight);  mul_3 = p_features_3_0_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_11: "f32[1, 40, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_19, p_features_3_0_block_3_1_weight, p_features_3_0_block_3_1_bias, b_features_3_0_block_3_1_running_mean, b_features_3_0_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_19 = p_features_3_0_block_3_1_weight = p_features_3_0_block_3_1_bias = b_features_3_0_block_3_1_running_mean = b_features_3_0_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_20: "f32[1, 240, 28, 28]" = torch.ops.aten.conv2d.default(batch_norm_11, p_features_3_1_block_0_0_weight);  p_features_3_1_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_12: "f32[1, 240, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_20, p_features_3_1_block_0_1_weight, p_features_3_1_block_0_1_bias, b_features_3_1_block_0_1_running_mean, b_features_3_1_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_20 = p_features_3_1_block_0_1_weight = p_features_3_1_block_0_1_bias = b_features_3_1_block_0_1_running_mean = b_features_3_1_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__12: "f32[1, 240, 28, 28]" = torch.ops.aten.silu_.default(batch_norm_12);  batch_norm_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_21: "f32[1, 240, 28, 28]" = torch.ops.aten.conv2d.default(silu__12, p_features_3_1_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 240);  silu__12 = p_features_3_1_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_13: "f32[1, 240, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_21, p_features_3_1_block_1_1_weight, p_features_3_1_block_1_1_bias, b_features_3_1_block_1_1_running_mean, b_features_3_1_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_21 = p_features_3_1_block_1_1_weight = p_features_3_1_block_1_1_bias = b_features_3_1_block_1_1_running_mean = b_features_3_1_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__13: "f32[1, 240, 28, 28]" = torch.ops.aten.silu_.default(batch_norm_13);  batch_norm_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_4: "f32[1, 240, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__13, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_22: "f32[1, 10, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_4, p_features_3_1_block_2_fc1_weight, p_features_3_1_block_2_fc1_bias);  adaptive_avg_pool2d_4 = p_features_3_1_block_2_fc1_weight = p_features_3_1_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__14: "f32[1, 10, 1, 1]" = torch.ops.aten.silu_.default(conv2d_22);  conv2d_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_23: "f32[1, 240, 1, 1]" = torch.ops.aten.conv2d.default(silu__14, p_features_3_1_block_2_fc2_weight, p_features_3_1_block_2_fc2_bias);  silu__14 = p_features_3_1_block_2_fc2_weight = p_features_3_1_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_4: "f32[1, 240, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_23);  conv2d_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_4: "f32[1, 240, 28, 28]" = torch.ops.aten.mul.Tensor(sigmoid_4, silu__13);  sigmoid_4 = silu__13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_24: "f32[1, 40, 28, 28]" = torch.ops.aten.conv2d.default(mul_4, p_features_3_1_block_3_0_weight);  mul_4 = p_features_3_1_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_14: "f32[1, 40, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_24, p_features_3_1_block_3_1_weight, p_features_3_1_block_3_1_bias, b_features_3_1_block_3_1_running_mean, b_features_3_1_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_24 = p_features_3_1_block_3_1_weight = p_features_3_1_block_3_1_bias = b_features_3_1_block_3_1_running_mean = b_features_3_1_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add__1: "f32[1, 40, 28, 28]" = torch.ops.aten.add_.Tensor(batch_norm_14, batch_norm_11);  batch_norm_14 = batch_norm_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_25: "f32[1, 240, 28, 28]" = torch.ops.aten.conv2d.default(add__1, p_features_4_0_block_0_0_weight);  add__1 = p_features_4_0_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_15: "f32[1, 240, 28, 28]" = torch.ops.aten.batch_norm.default(conv2d_25, p_features_4_0_block_0_1_weight, p_features_4_0_block_0_1_bias, b_features_4_0_block_0_1_running_mean, b_features_4_0_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_25 = p_features_4_0_block_0_1_weight = p_features_4_0_block_0_1_bias = b_features_4_0_block_0_1_running_mean = b_features_4_0_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__15: "f32[1, 240, 28, 28]" = torch.ops.aten.silu_.default(batch_norm_15);  batch_norm_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_26: "f32[1, 240, 14, 14]" = torch.ops.aten.conv2d.default(silu__15, p_features_4_0_block_1_0_weight, None, [2, 2], [1, 1], [1, 1], 240);  silu__15 = p_features_4_0_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_16: "f32[1, 240, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_26, p_features_4_0_block_1_1_weight, p_features_4_0_block_1_1_bias, b_features_4_0_block_1_1_running_mean, b_features_4_0_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_26 = p_features_4_0_block_1_1_weight = p_features_4_0_block_1_1_bias = b_features_4_0_block_1_1_running_mean = b_features_4_0_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__16: "f32[1, 240, 14, 14]" = torch.ops.aten.silu_.default(batch_norm_16);  batch_norm_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_5: "f32[1, 240, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__16, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_27: "f32[1, 10, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_5, p_features_4_0_block_2_fc1_weight, p_features_4_0_block_2_fc1_bias);  adaptive_avg_pool2d_5 = p_features_4_0_block_2_fc1_weight = p_features_4_0_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__17: "f32[1, 10, 1, 1]" = torch.ops.aten.silu_.default(conv2d_27);  conv2d_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_28: "f32[1, 240, 1, 1]" = torch.ops.aten.conv2d.default(silu__17, p_features_4_0_block_2_fc2_weight, p_features_4_0_block_2_fc2_bias);  silu__17 = p_features_4_0_block_2_fc2_weight = p_features_4_0_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_5: "f32[1, 240, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_28);  conv2d_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_5: "f32[1, 240, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_5, silu__16);  sigmoid_5 = silu__16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_29: "f32[1, 80, 14, 14]" = torch.ops.aten.conv2d.default(mul_5, p_features_4_0_block_3_0_weight);  mul_5 = p_features_4_0_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_17: "f32[1, 80, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_29, p_features_4_0_block_3_1_weight, p_features_4_0_block_3_1_bias, b_features_4_0_block_3_1_running_mean, b_features_4_0_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_29 = p_features_4_0_block_3_1_weight = p_features_4_0_block_3_1_bias = b_features_4_0_block_3_1_running_mean = b_features_4_0_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_30: "f32[1, 480, 14, 14]" = torch.ops.aten.conv2d.default(batch_norm_17, p_features_4_1_block_0_0_weight);  p_features_4_1_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_18: "f32[1, 480, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_30, p_features_4_1_block_0_1_weight, p_features_4_1_block_0_1_bias, b_features_4_1_block_0_1_running_mean, b_features_4_1_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_30 = p_features_4_1_block_0_1_weight = p_features_4_1_block_0_1_bias = b_features_4_1_block_0_1_running_mean = b_features_4_1_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__18: "f32[1, 480, 14, 14]" = torch.ops.aten.silu_.default(batch_norm_18);  batch_norm_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_31: "f32[1, 480, 14, 14]" = torch.ops.aten.conv2d.default(silu__18, p_features_4_1_block_1_0_weight, None, [1, 1], [1, 1], [1, 1], 480);  silu__18 = p_features_4_1_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_19: "f32[1, 480, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_31, p_features_4_1_block_1_1_weight, p_features_4_1_block_1_1_bias, b_features_4_1_block_1_1_running_mean, b_features_4_1_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_31 = p_features_4_1_block_1_1_weight = p_features_4_1_block_1_1_bias = b_features_4_1_block_1_1_running_mean = b_features_4_1_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__19: "f32[1, 480, 14, 14]" = torch.ops.aten.silu_.default(batch_norm_19);  batch_norm_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_6: "f32[1, 480, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__19, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_32: "f32[1, 20, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_6, p_features_4_1_block_2_fc1_weight, p_features_4_1_block_2_fc1_bias);  adaptive_avg_pool2d_6 = p_features_4_1_block_2_fc1_weight = p_features_4_1_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__20: "f32[1, 20, 1, 1]" = torch.ops.aten.silu_.default(conv2d_32);  conv2d_32 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_33: "f32[1, 480, 1, 1]" = torch.ops.aten.conv2d.default(silu__20, p_features_4_1_block_2_fc2_weight, p_features_4_1_block_2_fc2_bias);  silu__20 = p_features_4_1_block_2_fc2_weight = p_features_4_1_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_6: "f32[1, 480, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_33);  conv2d_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_6: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_6, silu__19);  sigmoid_6 = silu__19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_34: "f32[1, 80, 14, 14]" = torch.ops.aten.conv2d.default(mul_6, p_features_4_1_block_3_0_weight);  mul_6 = p_features_4_1_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_20: "f32[1, 80, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_34, p_features_4_1_block_3_1_weight, p_features_4_1_block_3_1_bias, b_features_4_1_block_3_1_running_mean, b_features_4_1_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_34 = p_features_4_1_block_3_1_weight = p_features_4_1_block_3_1_bias = b_features_4_1_block_3_1_running_mean = b_features_4_1_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add__2: "f32[1, 80, 14, 14]" = torch.ops.aten.add_.Tensor(batch_norm_20, batch_norm_17);  batch_norm_20 = batch_norm_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_35: "f32[1, 480, 14, 14]" = torch.ops.aten.conv2d.default(add__2, p_features_4_2_block_0_0_weight);  p_features_4_2_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_21: "f32[1, 480, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_35, p_features_4_2_block_0_1_weight, p_features_4_2_block_0_1_bias, b_features_4_2_block_0_1_running_mean, b_features_4_2_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_35 = p_features_4_2_block_0_1_weight = p_features_4_2_block_0_1_bias = b_features_4_2_block_0_1_running_mean = b_features_4_2_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__21: "f32[1, 480, 14, 14]" = torch.ops.aten.silu_.default(batch_norm_21);  batch_norm_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_36: "f32[1, 480, 14, 14]" = torch.ops.aten.conv2d.default(silu__21, p_features_4_2_block_1_0_weight, None, [1, 1], [1, 1], [1, 1], 480);  silu__21 = p_features_4_2_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_22: "f32[1, 480, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_36, p_features_4_2_block_1_1_weight, p_features_4_2_block_1_1_bias, b_features_4_2_block_1_1_running_mean, b_features_4_2_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_36 = p_features_4_2_block_1_1_weight = p_features_4_2_block_1_1_bias = b_features_4_2_block_1_1_running_mean = b_features_4_2_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__22: "f32[1, 480, 14, 14]" = torch.ops.aten.silu_.default(batch_norm_22);  batch_norm_22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_7: "f32[1, 480, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__22, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_37: "f32[1, 20, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_7, p_features_4_2_block_2_fc1_weight, p_features_4_2_block_2_fc1_bias);  adaptive_avg_pool2d_7 = p_features_4_2_block_2_fc1_weight = p_features_4_2_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__23: "f32[1, 20, 1, 1]" = torch.ops.aten.silu_.default(conv2d_37);  conv2d_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_38: "f32[1, 480, 1, 1]" = torch.ops.aten.conv2d.default(silu__23, p_features_4_2_block_2_fc2_weight, p_features_4_2_block_2_fc2_bias);  silu__23 = p_features_4_2_block_2_fc2_weight = p_features_4_2_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_7: "f32[1, 480, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_38);  conv2d_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_7: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_7, silu__22);  sigmoid_7 = silu__22 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_39: "f32[1, 80, 14, 14]" = torch.ops.aten.conv2d.default(mul_7, p_features_4_2_block_3_0_weight);  mul_7 = p_features_4_2_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_23: "f32[1, 80, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_39, p_features_4_2_block_3_1_weight, p_features_4_2_block_3_1_bias, b_features_4_2_block_3_1_running_mean, b_features_4_2_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_39 = p_features_4_2_block_3_1_weight = p_features_4_2_block_3_1_bias = b_features_4_2_block_3_1_running_mean = b_features_4_2_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add__3: "f32[1, 80, 14, 14]" = torch.ops.aten.add_.Tensor(batch_norm_23, add__2);  batch_norm_23 = add__2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_40: "f32[1, 480, 14, 14]" = torch.ops.aten.conv2d.default(add__3, p_features_5_0_block_0_0_weight);  add__3 = p_features_5_0_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_24: "f32[1, 480, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_40, p_features_5_0_block_0_1_weight, p_features_5_0_block_0_1_bias, b_features_5_0_block_0_1_running_mean, b_features_5_0_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_40 = p_features_5_0_block_0_1_weight = p_features_5_0_block_0_1_bias = b_features_5_0_block_0_1_running_mean = b_features_5_0_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__24: "f32[1, 480, 14, 14]" = torch.ops.aten.silu_.default(batch_norm_24);  batch_norm_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_41: "f32[1, 480, 14, 14]" = torch.ops.aten.conv2d.default(silu__24, p_features_5_0_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 480);  silu__24 = p_features_5_0_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_25: "f32[1, 480, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_41, p_features_5_0_block_1_1_weight, p_features_5_0_block_1_1_bias, b_features_5_0_block_1_1_running_mean, b_features_5_0_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_41 = p_features_5_0_block_1_1_weight = p_features_5_0_block_1_1_bias = b_features_5_0_block_1_1_running_mean = b_features_5_0_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__25: "f32[1, 480, 14, 14]" = torch.ops.aten.silu_.default(batch_norm_25);  batch_norm_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_8: "f32[1, 480, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__25, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_42: "f32[1, 20, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_8, p_features_5_0_block_2_fc1_weight, p_features_5_0_block_2_fc1_bias);  adaptive_avg_pool2d_8 = p_features_5_0_block_2_fc1_weight = p_features_5_0_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__26: "f32[1, 20, 1, 1]" = torch.ops.aten.silu_.default(conv2d_42);  conv2d_42 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_43: "f32[1, 480, 1, 1]" = torch.ops.aten.conv2d.default(silu__26, p_features_5_0_block_2_fc2_weight, p_features_5_0_block_2_fc2_bias);  silu__26 = p_features_5_0_block_2_fc2_weight = p_features_5_0_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_8: "f32[1, 480, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_43);  conv2d_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_8: "f32[1, 480, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_8, silu__25);  sigmoid_8 = silu__25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_44: "f32[1, 112, 14, 14]" = torch.ops.aten.conv2d.default(mul_8, p_features_5_0_block_3_0_weight);  mul_8 = p_features_5_0_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_26: "f32[1, 112, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_44, p_features_5_0_block_3_1_weight, p_features_5_0_block_3_1_bias, b_features_5_0_block_3_1_running_mean, b_features_5_0_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_44 = p_features_5_0_block_3_1_weight = p_features_5_0_block_3_1_bias = b_features_5_0_block_3_1_running_mean = b_features_5_0_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_45: "f32[1, 672, 14, 14]" = torch.ops.aten.conv2d.default(batch_norm_26, p_features_5_1_block_0_0_weight);  p_features_5_1_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_27: "f32[1, 672, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_45, p_features_5_1_block_0_1_weight, p_features_5_1_block_0_1_bias, b_features_5_1_block_0_1_running_mean, b_features_5_1_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_45 = p_features_5_1_block_0_1_weight = p_features_5_1_block_0_1_bias = b_features_5_1_block_0_1_running_mean = b_features_5_1_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__27: "f32[1, 672, 14, 14]" = torch.ops.aten.silu_.default(batch_norm_27);  batch_norm_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_46: "f32[1, 672, 14, 14]" = torch.ops.aten.conv2d.default(silu__27, p_features_5_1_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 672);  silu__27 = p_features_5_1_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_28: "f32[1, 672, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_46, p_features_5_1_block_1_1_weight, p_features_5_1_block_1_1_bias, b_features_5_1_block_1_1_running_mean, b_features_5_1_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_46 = p_features_5_1_block_1_1_weight = p_features_5_1_block_1_1_bias = b_features_5_1_block_1_1_running_mean = b_features_5_1_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__28: "f32[1, 672, 14, 14]" = torch.ops.aten.silu_.default(batch_norm_28);  batch_norm_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_9: "f32[1, 672, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__28, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_47: "f32[1, 28, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_9, p_features_5_1_block_2_fc1_weight, p_features_5_1_block_2_fc1_bias);  adaptive_avg_pool2d_9 = p_features_5_1_block_2_fc1_weight = p_features_5_1_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__29: "f32[1, 28, 1, 1]" = torch.ops.aten.silu_.default(conv2d_47);  conv2d_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_48: "f32[1, 672, 1, 1]" = torch.ops.aten.conv2d.default(silu__29, p_features_5_1_block_2_fc2_weight, p_features_5_1_block_2_fc2_bias);  silu__29 = p_features_5_1_block_2_fc2_weight = p_features_5_1_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_9: "f32[1, 672, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_48);  conv2d_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_9: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_9, silu__28);  sigmoid_9 = silu__28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_49: "f32[1, 112, 14, 14]" = torch.ops.aten.conv2d.default(mul_9, p_features_5_1_block_3_0_weight);  mul_9 = p_features_5_1_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_29: "f32[1, 112, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_49, p_features_5_1_block_3_1_weight, p_features_5_1_block_3_1_bias, b_features_5_1_block_3_1_running_mean, b_features_5_1_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_49 = p_features_5_1_block_3_1_weight = p_features_5_1_block_3_1_bias = b_features_5_1_block_3_1_running_mean = b_features_5_1_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add__4: "f32[1, 112, 14, 14]" = torch.ops.aten.add_.Tensor(batch_norm_29, batch_norm_26);  batch_norm_29 = batch_norm_26 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_50: "f32[1, 672, 14, 14]" = torch.ops.aten.conv2d.default(add__4, p_features_5_2_block_0_0_weight);  p_features_5_2_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_30: "f32[1, 672, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_50, p_features_5_2_block_0_1_weight, p_features_5_2_block_0_1_bias, b_features_5_2_block_0_1_running_mean, b_features_5_2_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_50 = p_features_5_2_block_0_1_weight = p_features_5_2_block_0_1_bias = b_features_5_2_block_0_1_running_mean = b_features_5_2_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__30: "f32[1, 672, 14, 14]" = torch.ops.aten.silu_.default(batch_norm_30);  batch_norm_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_51: "f32[1, 672, 14, 14]" = torch.ops.aten.conv2d.default(silu__30, p_features_5_2_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 672);  silu__30 = p_features_5_2_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_31: "f32[1, 672, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_51, p_features_5_2_block_1_1_weight, p_features_5_2_block_1_1_bias, b_features_5_2_block_1_1_running_mean, b_features_5_2_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_51 = p_features_5_2_block_1_1_weight = p_features_5_2_block_1_1_bias = b_features_5_2_block_1_1_running_mean = b_features_5_2_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__31: "f32[1, 672, 14, 14]" = torch.ops.aten.silu_.default(batch_norm_31);  batch_norm_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_10: "f32[1, 672, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__31, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_52: "f32[1, 28, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_10, p_features_5_2_block_2_fc1_weight, p_features_5_2_block_2_fc1_bias);  adaptive_avg_pool2d_10 = p_features_5_2_block_2_fc1_weight = p_features_5_2_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__32: "f32[1, 28, 1, 1]" = torch.ops.aten.silu_.default(conv2d_52);  conv2d_52 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_53: "f32[1, 672, 1, 1]" = torch.ops.aten.conv2d.default(silu__32, p_features_5_2_block_2_fc2_weight, p_features_5_2_block_2_fc2_bias);  silu__32 = p_features_5_2_block_2_fc2_weight = p_features_5_2_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_10: "f32[1, 672, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_53);  conv2d_53 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_10: "f32[1, 672, 14, 14]" = torch.ops.aten.mul.Tensor(sigmoid_10, silu__31);  sigmoid_10 = silu__31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_54: "f32[1, 112, 14, 14]" = torch.ops.aten.conv2d.default(mul_10, p_features_5_2_block_3_0_weight);  mul_10 = p_features_5_2_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_32: "f32[1, 112, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_54, p_features_5_2_block_3_1_weight, p_features_5_2_block_3_1_bias, b_features_5_2_block_3_1_running_mean, b_features_5_2_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_54 = p_features_5_2_block_3_1_weight = p_features_5_2_block_3_1_bias = b_features_5_2_block_3_1_running_mean = b_features_5_2_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add__5: "f32[1, 112, 14, 14]" = torch.ops.aten.add_.Tensor(batch_norm_32, add__4);  batch_norm_32 = add__4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_55: "f32[1, 672, 14, 14]" = torch.ops.aten.conv2d.default(add__5, p_features_6_0_block_0_0_weight);  add__5 = p_features_6_0_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_33: "f32[1, 672, 14, 14]" = torch.ops.aten.batch_norm.default(conv2d_55, p_features_6_0_block_0_1_weight, p_features_6_0_block_0_1_bias, b_features_6_0_block_0_1_running_mean, b_features_6_0_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_55 = p_features_6_0_block_0_1_weight = p_features_6_0_block_0_1_bias = b_features_6_0_block_0_1_running_mean = b_features_6_0_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__33: "f32[1, 672, 14, 14]" = torch.ops.aten.silu_.default(batch_norm_33);  batch_norm_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_56: "f32[1, 672, 7, 7]" = torch.ops.aten.conv2d.default(silu__33, p_features_6_0_block_1_0_weight, None, [2, 2], [2, 2], [1, 1], 672);  silu__33 = p_features_6_0_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_34: "f32[1, 672, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_56, p_features_6_0_block_1_1_weight, p_features_6_0_block_1_1_bias, b_features_6_0_block_1_1_running_mean, b_features_6_0_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_56 = p_features_6_0_block_1_1_weight = p_features_6_0_block_1_1_bias = b_features_6_0_block_1_1_running_mean = b_features_6_0_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__34: "f32[1, 672, 7, 7]" = torch.ops.aten.silu_.default(batch_norm_34);  batch_norm_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_11: "f32[1, 672, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__34, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_57: "f32[1, 28, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_11, p_features_6_0_block_2_fc1_weight, p_features_6_0_block_2_fc1_bias);  adaptive_avg_pool2d_11 = p_features_6_0_block_2_fc1_weight = p_features_6_0_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__35: "f32[1, 28, 1, 1]" = torch.ops.aten.silu_.default(conv2d_57);  conv2d_57 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_58: "f32[1, 672, 1, 1]" = torch.ops.aten.conv2d.default(silu__35, p_features_6_0_block_2_fc2_weight, p_features_6_0_block_2_fc2_bias);  silu__35 = p_features_6_0_block_2_fc2_weight = p_features_6_0_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_11: "f32[1, 672, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_58);  conv2d_58 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_11: "f32[1, 672, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_11, silu__34);  sigmoid_11 = silu__34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_59: "f32[1, 192, 7, 7]" = torch.ops.aten.conv2d.default(mul_11, p_features_6_0_block_3_0_weight);  mul_11 = p_features_6_0_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_35: "f32[1, 192, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_59, p_features_6_0_block_3_1_weight, p_features_6_0_block_3_1_bias, b_features_6_0_block_3_1_running_mean, b_features_6_0_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_59 = p_features_6_0_block_3_1_weight = p_features_6_0_block_3_1_bias = b_features_6_0_block_3_1_running_mean = b_features_6_0_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_60: "f32[1, 1152, 7, 7]" = torch.ops.aten.conv2d.default(batch_norm_35, p_features_6_1_block_0_0_weight);  p_features_6_1_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_36: "f32[1, 1152, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_60, p_features_6_1_block_0_1_weight, p_features_6_1_block_0_1_bias, b_features_6_1_block_0_1_running_mean, b_features_6_1_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_60 = p_features_6_1_block_0_1_weight = p_features_6_1_block_0_1_bias = b_features_6_1_block_0_1_running_mean = b_features_6_1_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__36: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu_.default(batch_norm_36);  batch_norm_36 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_61: "f32[1, 1152, 7, 7]" = torch.ops.aten.conv2d.default(silu__36, p_features_6_1_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 1152);  silu__36 = p_features_6_1_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_37: "f32[1, 1152, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_61, p_features_6_1_block_1_1_weight, p_features_6_1_block_1_1_bias, b_features_6_1_block_1_1_running_mean, b_features_6_1_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_61 = p_features_6_1_block_1_1_weight = p_features_6_1_block_1_1_bias = b_features_6_1_block_1_1_running_mean = b_features_6_1_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__37: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu_.default(batch_norm_37);  batch_norm_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_12: "f32[1, 1152, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__37, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_62: "f32[1, 48, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_12, p_features_6_1_block_2_fc1_weight, p_features_6_1_block_2_fc1_bias);  adaptive_avg_pool2d_12 = p_features_6_1_block_2_fc1_weight = p_features_6_1_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__38: "f32[1, 48, 1, 1]" = torch.ops.aten.silu_.default(conv2d_62);  conv2d_62 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_63: "f32[1, 1152, 1, 1]" = torch.ops.aten.conv2d.default(silu__38, p_features_6_1_block_2_fc2_weight, p_features_6_1_block_2_fc2_bias);  silu__38 = p_features_6_1_block_2_fc2_weight = p_features_6_1_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_12: "f32[1, 1152, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_63);  conv2d_63 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_12: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_12, silu__37);  sigmoid_12 = silu__37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_64: "f32[1, 192, 7, 7]" = torch.ops.aten.conv2d.default(mul_12, p_features_6_1_block_3_0_weight);  mul_12 = p_features_6_1_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_38: "f32[1, 192, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_64, p_features_6_1_block_3_1_weight, p_features_6_1_block_3_1_bias, b_features_6_1_block_3_1_running_mean, b_features_6_1_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_64 = p_features_6_1_block_3_1_weight = p_features_6_1_block_3_1_bias = b_features_6_1_block_3_1_running_mean = b_features_6_1_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add__6: "f32[1, 192, 7, 7]" = torch.ops.aten.add_.Tensor(batch_norm_38, batch_norm_35);  batch_norm_38 = batch_norm_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_65: "f32[1, 1152, 7, 7]" = torch.ops.aten.conv2d.default(add__6, p_features_6_2_block_0_0_weight);  p_features_6_2_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_39: "f32[1, 1152, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_65, p_features_6_2_block_0_1_weight, p_features_6_2_block_0_1_bias, b_features_6_2_block_0_1_running_mean, b_features_6_2_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_65 = p_features_6_2_block_0_1_weight = p_features_6_2_block_0_1_bias = b_features_6_2_block_0_1_running_mean = b_features_6_2_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__39: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu_.default(batch_norm_39);  batch_norm_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_66: "f32[1, 1152, 7, 7]" = torch.ops.aten.conv2d.default(silu__39, p_features_6_2_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 1152);  silu__39 = p_features_6_2_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_40: "f32[1, 1152, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_66, p_features_6_2_block_1_1_weight, p_features_6_2_block_1_1_bias, b_features_6_2_block_1_1_running_mean, b_features_6_2_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_66 = p_features_6_2_block_1_1_weight = p_features_6_2_block_1_1_bias = b_features_6_2_block_1_1_running_mean = b_features_6_2_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__40: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu_.default(batch_norm_40);  batch_norm_40 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_13: "f32[1, 1152, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__40, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_67: "f32[1, 48, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_13, p_features_6_2_block_2_fc1_weight, p_features_6_2_block_2_fc1_bias);  adaptive_avg_pool2d_13 = p_features_6_2_block_2_fc1_weight = p_features_6_2_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__41: "f32[1, 48, 1, 1]" = torch.ops.aten.silu_.default(conv2d_67);  conv2d_67 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_68: "f32[1, 1152, 1, 1]" = torch.ops.aten.conv2d.default(silu__41, p_features_6_2_block_2_fc2_weight, p_features_6_2_block_2_fc2_bias);  silu__41 = p_features_6_2_block_2_fc2_weight = p_features_6_2_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_13: "f32[1, 1152, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_68);  conv2d_68 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_13: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_13, silu__40);  sigmoid_13 = silu__40 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_69: "f32[1, 192, 7, 7]" = torch.ops.aten.conv2d.default(mul_13, p_features_6_2_block_3_0_weight);  mul_13 = p_features_6_2_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_41: "f32[1, 192, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_69, p_features_6_2_block_3_1_weight, p_features_6_2_block_3_1_bias, b_features_6_2_block_3_1_running_mean, b_features_6_2_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_69 = p_features_6_2_block_3_1_weight = p_features_6_2_block_3_1_bias = b_features_6_2_block_3_1_running_mean = b_features_6_2_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add__7: "f32[1, 192, 7, 7]" = torch.ops.aten.add_.Tensor(batch_norm_41, add__6);  batch_norm_41 = add__6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_70: "f32[1, 1152, 7, 7]" = torch.ops.aten.conv2d.default(add__7, p_features_6_3_block_0_0_weight);  p_features_6_3_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_42: "f32[1, 1152, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_70, p_features_6_3_block_0_1_weight, p_features_6_3_block_0_1_bias, b_features_6_3_block_0_1_running_mean, b_features_6_3_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_70 = p_features_6_3_block_0_1_weight = p_features_6_3_block_0_1_bias = b_features_6_3_block_0_1_running_mean = b_features_6_3_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__42: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu_.default(batch_norm_42);  batch_norm_42 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_71: "f32[1, 1152, 7, 7]" = torch.ops.aten.conv2d.default(silu__42, p_features_6_3_block_1_0_weight, None, [1, 1], [2, 2], [1, 1], 1152);  silu__42 = p_features_6_3_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_43: "f32[1, 1152, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_71, p_features_6_3_block_1_1_weight, p_features_6_3_block_1_1_bias, b_features_6_3_block_1_1_running_mean, b_features_6_3_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_71 = p_features_6_3_block_1_1_weight = p_features_6_3_block_1_1_bias = b_features_6_3_block_1_1_running_mean = b_features_6_3_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__43: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu_.default(batch_norm_43);  batch_norm_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_14: "f32[1, 1152, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__43, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_72: "f32[1, 48, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_14, p_features_6_3_block_2_fc1_weight, p_features_6_3_block_2_fc1_bias);  adaptive_avg_pool2d_14 = p_features_6_3_block_2_fc1_weight = p_features_6_3_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__44: "f32[1, 48, 1, 1]" = torch.ops.aten.silu_.default(conv2d_72);  conv2d_72 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_73: "f32[1, 1152, 1, 1]" = torch.ops.aten.conv2d.default(silu__44, p_features_6_3_block_2_fc2_weight, p_features_6_3_block_2_fc2_bias);  silu__44 = p_features_6_3_block_2_fc2_weight = p_features_6_3_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_14: "f32[1, 1152, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_73);  conv2d_73 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_14: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_14, silu__43);  sigmoid_14 = silu__43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_74: "f32[1, 192, 7, 7]" = torch.ops.aten.conv2d.default(mul_14, p_features_6_3_block_3_0_weight);  mul_14 = p_features_6_3_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_44: "f32[1, 192, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_74, p_features_6_3_block_3_1_weight, p_features_6_3_block_3_1_bias, b_features_6_3_block_3_1_running_mean, b_features_6_3_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_74 = p_features_6_3_block_3_1_weight = p_features_6_3_block_3_1_bias = b_features_6_3_block_3_1_running_mean = b_features_6_3_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:168 in forward, code: result += input
        add__8: "f32[1, 192, 7, 7]" = torch.ops.aten.add_.Tensor(batch_norm_44, add__7);  batch_norm_44 = add__7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_75: "f32[1, 1152, 7, 7]" = torch.ops.aten.conv2d.default(add__8, p_features_7_0_block_0_0_weight);  add__8 = p_features_7_0_block_0_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_45: "f32[1, 1152, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_75, p_features_7_0_block_0_1_weight, p_features_7_0_block_0_1_bias, b_features_7_0_block_0_1_running_mean, b_features_7_0_block_0_1_running_var, False, 0.1, 1e-05, False);  conv2d_75 = p_features_7_0_block_0_1_weight = p_features_7_0_block_0_1_bias = b_features_7_0_block_0_1_running_mean = b_features_7_0_block_0_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__45: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu_.default(batch_norm_45);  batch_norm_45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_76: "f32[1, 1152, 7, 7]" = torch.ops.aten.conv2d.default(silu__45, p_features_7_0_block_1_0_weight, None, [1, 1], [1, 1], [1, 1], 1152);  silu__45 = p_features_7_0_block_1_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_46: "f32[1, 1152, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_76, p_features_7_0_block_1_1_weight, p_features_7_0_block_1_1_bias, b_features_7_0_block_1_1_running_mean, b_features_7_0_block_1_1_running_var, False, 0.1, 1e-05, False);  conv2d_76 = p_features_7_0_block_1_1_weight = p_features_7_0_block_1_1_bias = b_features_7_0_block_1_1_running_mean = b_features_7_0_block_1_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__46: "f32[1, 1152, 7, 7]" = torch.ops.aten.silu_.default(batch_norm_46);  batch_norm_46 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_15: "f32[1, 1152, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__46, [1, 1])

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_77: "f32[1, 48, 1, 1]" = torch.ops.aten.conv2d.default(adaptive_avg_pool2d_15, p_features_7_0_block_2_fc1_weight, p_features_7_0_block_2_fc1_bias);  adaptive_avg_pool2d_15 = p_features_7_0_block_2_fc1_weight = p_features_7_0_block_2_fc1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__47: "f32[1, 48, 1, 1]" = torch.ops.aten.silu_.default(conv2d_77);  conv2d_77 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_78: "f32[1, 1152, 1, 1]" = torch.ops.aten.conv2d.default(silu__47, p_features_7_0_block_2_fc2_weight, p_features_7_0_block_2_fc2_bias);  silu__47 = p_features_7_0_block_2_fc2_weight = p_features_7_0_block_2_fc2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:361 in forward, code: return torch.sigmoid(input)
        sigmoid_15: "f32[1, 1152, 1, 1]" = torch.ops.aten.sigmoid.default(conv2d_78);  conv2d_78 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:261 in forward, code: return scale * input
        mul_15: "f32[1, 1152, 7, 7]" = torch.ops.aten.mul.Tensor(sigmoid_15, silu__46);  sigmoid_15 = silu__46 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_79: "f32[1, 320, 7, 7]" = torch.ops.aten.conv2d.default(mul_15, p_features_7_0_block_3_0_weight);  mul_15 = p_features_7_0_block_3_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_47: "f32[1, 320, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_79, p_features_7_0_block_3_1_weight, p_features_7_0_block_3_1_bias, b_features_7_0_block_3_1_running_mean, b_features_7_0_block_3_1_running_var, False, 0.1, 1e-05, False);  conv2d_79 = p_features_7_0_block_3_1_weight = p_features_7_0_block_3_1_bias = b_features_7_0_block_3_1_running_mean = b_features_7_0_block_3_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py:565 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        conv2d_80: "f32[1, 1280, 7, 7]" = torch.ops.aten.conv2d.default(batch_norm_47, p_features_8_0_weight);  batch_norm_47 = p_features_8_0_weight = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py:210 in forward, code: return F.batch_norm(
        batch_norm_48: "f32[1, 1280, 7, 7]" = torch.ops.aten.batch_norm.default(conv2d_80, p_features_8_1_weight, p_features_8_1_bias, b_features_8_1_running_mean, b_features_8_1_running_var, False, 0.1, 1e-05, False);  conv2d_80 = p_features_8_1_weight = p_features_8_1_bias = b_features_8_1_running_mean = b_features_8_1_running_var = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/activation.py:476 in forward, code: return F.silu(input, inplace=self.inplace)
        silu__48: "f32[1, 1280, 7, 7]" = torch.ops.aten.silu_.default(batch_norm_48);  batch_norm_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/pooling.py:1514 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        adaptive_avg_pool2d_16: "f32[1, 1280, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(silu__48, [1, 1]);  silu__48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/efficientnet.py:344 in forward, code: return self._forward_impl(x)
        flatten: "f32[1, 1280]" = torch.ops.aten.flatten.using_ints(adaptive_avg_pool2d_16, 1);  adaptive_avg_pool2d_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/dropout.py:73 in forward, code: return F.dropout(input, self.p, self.training, self.inplace)
        dropout_: "f32[1, 1280]" = torch.ops.aten.dropout_.default(flatten, 0.2, False);  flatten = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[1, 1000]" = torch.ops.aten.linear.default(dropout_, p_classifier_1_weight, p_classifier_1_bias);  dropout_ = p_classifier_1_weight = p_classifier_1_bias = None
        return (linear,)
