class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_conv1_parameters_weight_: "f32[64, 3, 7, 7]", L_x_: "f32[1, 3, 224, 224]", L_self_modules_bn1_buffers_running_mean_: "f32[64]", L_self_modules_bn1_buffers_running_var_: "f32[64]", L_self_modules_bn1_parameters_weight_: "f32[64]", L_self_modules_bn1_parameters_bias_: "f32[64]", L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_: "f32[64, 64, 1, 1]", L_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_: "f32[64]", L_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_: "f32[64]", L_self_modules_layer1_modules_0_modules_bn1_parameters_weight_: "f32[64]", L_self_modules_layer1_modules_0_modules_bn1_parameters_bias_: "f32[64]", L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_: "f32[64, 64, 3, 3]", L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_: "f32[64]", L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_: "f32[64]", L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_: "f32[64]", L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_: "f32[64]", L_self_modules_layer1_modules_0_modules_conv3_parameters_weight_: "f32[256, 64, 1, 1]", L_self_modules_layer1_modules_0_modules_bn3_buffers_running_mean_: "f32[256]", L_self_modules_layer1_modules_0_modules_bn3_buffers_running_var_: "f32[256]", L_self_modules_layer1_modules_0_modules_bn3_parameters_weight_: "f32[256]", L_self_modules_layer1_modules_0_modules_bn3_parameters_bias_: "f32[256]", L_self_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_: "f32[256, 64, 1, 1]", L_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_: "f32[256]", L_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_: "f32[256]", L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_: "f32[256]", L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_: "f32[256]", L_self_modules_layer1_modules_1_modules_conv1_parameters_weight_: "f32[64, 256, 1, 1]", L_self_modules_layer1_modules_1_modules_bn1_buffers_running_mean_: "f32[64]", L_self_modules_layer1_modules_1_modules_bn1_buffers_running_var_: "f32[64]", L_self_modules_layer1_modules_1_modules_bn1_parameters_weight_: "f32[64]", L_self_modules_layer1_modules_1_modules_bn1_parameters_bias_: "f32[64]", L_self_modules_layer1_modules_1_modules_conv2_parameters_weight_: "f32[64, 64, 3, 3]", L_self_modules_layer1_modules_1_modules_bn2_buffers_running_mean_: "f32[64]", L_self_modules_layer1_modules_1_modules_bn2_buffers_running_var_: "f32[64]", L_self_modules_layer1_modules_1_modules_bn2_parameters_weight_: "f32[64]", L_self_modules_layer1_modules_1_modules_bn2_parameters_bias_: "f32[64]", L_self_modules_layer1_modules_1_modules_conv3_parameters_weight_: "f32[256, 64, 1, 1]", L_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_: "f32[256]", L_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_: "f32[256]", L_self_modules_layer1_modules_1_modules_bn3_parameters_weight_: "f32[256]", L_self_modules_layer1_modules_1_modules_bn3_parameters_bias_: "f32[256]", L_self_modules_layer1_modules_2_modules_conv1_parameters_weight_: "f32[64, 256, 1, 1]", L_self_modules_layer1_modules_2_modules_bn1_buffers_running_mean_: "f32[64]", L_self_modules_layer1_modules_2_modules_bn1_buffers_running_var_: "f32[64]", L_self_modules_layer1_modules_2_modules_bn1_parameters_weight_: "f32[64]", L_self_modules_layer1_modules_2_modules_bn1_parameters_bias_: "f32[64]", L_self_modules_layer1_modules_2_modules_conv2_parameters_weight_: "f32[64, 64, 3, 3]", L_self_modules_layer1_modules_2_modules_bn2_buffers_running_mean_: "f32[64]", L_self_modules_layer1_modules_2_modules_bn2_buffers_running_var_: "f32[64]", L_self_modules_layer1_modules_2_modules_bn2_parameters_weight_: "f32[64]", L_self_modules_layer1_modules_2_modules_bn2_parameters_bias_: "f32[64]", L_self_modules_layer1_modules_2_modules_conv3_parameters_weight_: "f32[256, 64, 1, 1]", L_self_modules_layer1_modules_2_modules_bn3_buffers_running_mean_: "f32[256]", L_self_modules_layer1_modules_2_modules_bn3_buffers_running_var_: "f32[256]", L_self_modules_layer1_modules_2_modules_bn3_parameters_weight_: "f32[256]", L_self_modules_layer1_modules_2_modules_bn3_parameters_bias_: "f32[256]", L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_: "f32[128, 256, 1, 1]", L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_: "f32[128]", L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_: "f32[128]", L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_: "f32[128]", L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_: "f32[128]", L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_: "f32[128, 128, 3, 3]", L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_: "f32[128]", L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_: "f32[128]", L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_: "f32[128]", L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_: "f32[128]", L_self_modules_layer2_modules_0_modules_conv3_parameters_weight_: "f32[512, 128, 1, 1]", L_self_modules_layer2_modules_0_modules_bn3_buffers_running_mean_: "f32[512]", L_self_modules_layer2_modules_0_modules_bn3_buffers_running_var_: "f32[512]", L_self_modules_layer2_modules_0_modules_bn3_parameters_weight_: "f32[512]", L_self_modules_layer2_modules_0_modules_bn3_parameters_bias_: "f32[512]", L_self_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_: "f32[512, 256, 1, 1]", L_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_: "f32[512]", L_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_: "f32[512]", L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_: "f32[512]", L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_: "f32[512]", L_self_modules_layer2_modules_1_modules_conv1_parameters_weight_: "f32[128, 512, 1, 1]", L_self_modules_layer2_modules_1_modules_bn1_buffers_running_mean_: "f32[128]", L_self_modules_layer2_modules_1_modules_bn1_buffers_running_var_: "f32[128]", L_self_modules_layer2_modules_1_modules_bn1_parameters_weight_: "f32[128]", L_self_modules_layer2_modules_1_modules_bn1_parameters_bias_: "f32[128]", L_self_modules_layer2_modules_1_modules_conv2_parameters_weight_: "f32[128, 128, 3, 3]", L_self_modules_layer2_modules_1_modules_bn2_buffers_running_mean_: "f32[128]", L_self_modules_layer2_modules_1_modules_bn2_buffers_running_var_: "f32[128]", L_self_modules_layer2_modules_1_modules_bn2_parameters_weight_: "f32[128]", L_self_modules_layer2_modules_1_modules_bn2_parameters_bias_: "f32[128]", L_self_modules_layer2_modules_1_modules_conv3_parameters_weight_: "f32[512, 128, 1, 1]", L_self_modules_layer2_modules_1_modules_bn3_buffers_running_mean_: "f32[512]", L_self_modules_layer2_modules_1_modules_bn3_buffers_running_var_: "f32[512]", L_self_modules_layer2_modules_1_modules_bn3_parameters_weight_: "f32[512]", L_self_modules_layer2_modules_1_modules_bn3_parameters_bias_: "f32[512]", L_self_modules_layer2_modules_2_modules_conv1_parameters_weight_: "f32[128, 512, 1, 1]", L_self_modules_layer2_modules_2_modules_bn1_buffers_running_mean_: "f32[128]", L_self_modules_layer2_modules_2_modules_bn1_buffers_running_var_: "f32[128]", L_self_modules_layer2_modules_2_modules_bn1_parameters_weight_: "f32[128]", L_self_modules_layer2_modules_2_modules_bn1_parameters_bias_: "f32[128]", L_self_modules_layer2_modules_2_modules_conv2_parameters_weight_: "f32[128, 128, 3, 3]", L_self_modules_layer2_modules_2_modules_bn2_buffers_running_mean_: "f32[128]", L_self_modules_layer2_modules_2_modules_bn2_buffers_running_var_: "f32[128]", L_self_modules_layer2_modules_2_modules_bn2_parameters_weight_: "f32[128]", L_self_modules_layer2_modules_2_modules_bn2_parameters_bias_: "f32[128]", L_self_modules_layer2_modules_2_modules_conv3_parameters_weight_: "f32[512, 128, 1, 1]", L_self_modules_layer2_modules_2_modules_bn3_buffers_running_mean_: "f32[512]", L_self_modules_layer2_modules_2_modules_bn3_buffers_running_var_: "f32[512]", L_self_modules_layer2_modules_2_modules_bn3_parameters_weight_: "f32[512]", L_self_modules_layer2_modules_2_modules_bn3_parameters_bias_: "f32[512]", L_self_modules_layer2_modules_3_modules_conv1_parameters_weight_: "f32[128, 512, 1, 1]", L_self_modules_layer2_modules_3_modules_bn1_buffers_running_mean_: "f32[128]", L_self_modules_layer2_modules_3_modules_bn1_buffers_running_var_: "f32[128]", L_self_modules_layer2_modules_3_modules_bn1_parameters_weight_: "f32[128]", L_self_modules_layer2_modules_3_modules_bn1_parameters_bias_: "f32[128]", L_self_modules_layer2_modules_3_modules_conv2_parameters_weight_: "f32[128, 128, 3, 3]", L_self_modules_layer2_modules_3_modules_bn2_buffers_running_mean_: "f32[128]", L_self_modules_layer2_modules_3_modules_bn2_buffers_running_var_: "f32[128]", L_self_modules_layer2_modules_3_modules_bn2_parameters_weight_: "f32[128]", L_self_modules_layer2_modules_3_modules_bn2_parameters_bias_: "f32[128]", L_self_modules_layer2_modules_3_modules_conv3_parameters_weight_: "f32[512, 128, 1, 1]", L_self_modules_layer2_modules_3_modules_bn3_buffers_running_mean_: "f32[512]", L_self_modules_layer2_modules_3_modules_bn3_buffers_running_var_: "f32[512]", L_self_modules_layer2_modules_3_modules_bn3_parameters_weight_: "f32[512]", L_self_modules_layer2_modules_3_modules_bn3_parameters_bias_: "f32[512]", L_self_modules_layer3_modules_0_modules_conv1_parameters_weight_: "f32[256, 512, 1, 1]", L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_: "f32[256]", L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_: "f32[256]", L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_: "f32[256]", L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_: "f32[256]", L_self_modules_layer3_modules_0_modules_conv2_parameters_weight_: "f32[256, 256, 3, 3]", L_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_: "f32[256]", L_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_: "f32[256]", L_self_modules_layer3_modules_0_modules_bn2_parameters_weight_: "f32[256]", L_self_modules_layer3_modules_0_modules_bn2_parameters_bias_: "f32[256]", L_self_modules_layer3_modules_0_modules_conv3_parameters_weight_: "f32[1024, 256, 1, 1]", L_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_: "f32[1024]", L_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_: "f32[1024]", L_self_modules_layer3_modules_0_modules_bn3_parameters_weight_: "f32[1024]", L_self_modules_layer3_modules_0_modules_bn3_parameters_bias_: "f32[1024]", L_self_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_: "f32[1024, 512, 1, 1]", L_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_: "f32[1024]", L_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_: "f32[1024]", L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_: "f32[1024]", L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_: "f32[1024]", L_self_modules_layer3_modules_1_modules_conv1_parameters_weight_: "f32[256, 1024, 1, 1]", L_self_modules_layer3_modules_1_modules_bn1_buffers_running_mean_: "f32[256]", L_self_modules_layer3_modules_1_modules_bn1_buffers_running_var_: "f32[256]", L_self_modules_layer3_modules_1_modules_bn1_parameters_weight_: "f32[256]", L_self_modules_layer3_modules_1_modules_bn1_parameters_bias_: "f32[256]", L_self_modules_layer3_modules_1_modules_conv2_parameters_weight_: "f32[256, 256, 3, 3]", L_self_modules_layer3_modules_1_modules_bn2_buffers_running_mean_: "f32[256]", L_self_modules_layer3_modules_1_modules_bn2_buffers_running_var_: "f32[256]", L_self_modules_layer3_modules_1_modules_bn2_parameters_weight_: "f32[256]", L_self_modules_layer3_modules_1_modules_bn2_parameters_bias_: "f32[256]", L_self_modules_layer3_modules_1_modules_conv3_parameters_weight_: "f32[1024, 256, 1, 1]", L_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_: "f32[1024]", L_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_: "f32[1024]", L_self_modules_layer3_modules_1_modules_bn3_parameters_weight_: "f32[1024]", L_self_modules_layer3_modules_1_modules_bn3_parameters_bias_: "f32[1024]", L_self_modules_layer3_modules_2_modules_conv1_parameters_weight_: "f32[256, 1024, 1, 1]", L_self_modules_layer3_modules_2_modules_bn1_buffers_running_mean_: "f32[256]", L_self_modules_layer3_modules_2_modules_bn1_buffers_running_var_: "f32[256]", L_self_modules_layer3_modules_2_modules_bn1_parameters_weight_: "f32[256]", L_self_modules_layer3_modules_2_modules_bn1_parameters_bias_: "f32[256]", L_self_modules_layer3_modules_2_modules_conv2_parameters_weight_: "f32[256, 256, 3, 3]", L_self_modules_layer3_modules_2_modules_bn2_buffers_running_mean_: "f32[256]", L_self_modules_layer3_modules_2_modules_bn2_buffers_running_var_: "f32[256]", L_self_modules_layer3_modules_2_modules_bn2_parameters_weight_: "f32[256]", L_self_modules_layer3_modules_2_modules_bn2_parameters_bias_: "f32[256]", L_self_modules_layer3_modules_2_modules_conv3_parameters_weight_: "f32[1024, 256, 1, 1]", L_self_modules_layer3_modules_2_modules_bn3_buffers_running_mean_: "f32[1024]", L_self_modules_layer3_modules_2_modules_bn3_buffers_running_var_: "f32[1024]", L_self_modules_layer3_modules_2_modules_bn3_parameters_weight_: "f32[1024]", L_self_modules_layer3_modules_2_modules_bn3_parameters_bias_: "f32[1024]", L_self_modules_layer3_modules_3_modules_conv1_parameters_weight_: "f32[256, 1024, 1, 1]", L_self_modules_layer3_modules_3_modules_bn1_buffers_running_mean_: "f32[256]", L_self_modules_layer3_modules_3_modules_bn1_buffers_running_var_: "f32[256]", L_self_modules_layer3_modules_3_modules_bn1_parameters_weight_: "f32[256]", L_self_modules_layer3_modules_3_modules_bn1_parameters_bias_: "f32[256]", L_self_modules_layer3_modules_3_modules_conv2_parameters_weight_: "f32[256, 256, 3, 3]", L_self_modules_layer3_modules_3_modules_bn2_buffers_running_mean_: "f32[256]", L_self_modules_layer3_modules_3_modules_bn2_buffers_running_var_: "f32[256]", L_self_modules_layer3_modules_3_modules_bn2_parameters_weight_: "f32[256]", L_self_modules_layer3_modules_3_modules_bn2_parameters_bias_: "f32[256]", L_self_modules_layer3_modules_3_modules_conv3_parameters_weight_: "f32[1024, 256, 1, 1]", L_self_modules_layer3_modules_3_modules_bn3_buffers_running_mean_: "f32[1024]", L_self_modules_layer3_modules_3_modules_bn3_buffers_running_var_: "f32[1024]", L_self_modules_layer3_modules_3_modules_bn3_parameters_weight_: "f32[1024]", L_self_modules_layer3_modules_3_modules_bn3_parameters_bias_: "f32[1024]", L_self_modules_layer3_modules_4_modules_conv1_parameters_weight_: "f32[256, 1024, 1, 1]", L_self_modules_layer3_modules_4_modules_bn1_buffers_running_mean_: "f32[256]", L_self_modules_layer3_modules_4_modules_bn1_buffers_running_var_: "f32[256]", L_self_modules_layer3_modules_4_modules_bn1_parameters_weight_: "f32[256]", L_self_modules_layer3_modules_4_modules_bn1_parameters_bias_: "f32[256]", L_self_modules_layer3_modules_4_modules_conv2_parameters_weight_: "f32[256, 256, 3, 3]", L_self_modules_layer3_modules_4_modules_bn2_buffers_running_mean_: "f32[256]", L_self_modules_layer3_modules_4_modules_bn2_buffers_running_var_: "f32[256]", L_self_modules_layer3_modules_4_modules_bn2_parameters_weight_: "f32[256]", L_self_modules_layer3_modules_4_modules_bn2_parameters_bias_: "f32[256]", L_self_modules_layer3_modules_4_modules_conv3_parameters_weight_: "f32[1024, 256, 1, 1]", L_self_modules_layer3_modules_4_modules_bn3_buffers_running_mean_: "f32[1024]", L_self_modules_layer3_modules_4_modules_bn3_buffers_running_var_: "f32[1024]", L_self_modules_layer3_modules_4_modules_bn3_parameters_weight_: "f32[1024]", L_self_modules_layer3_modules_4_modules_bn3_parameters_bias_: "f32[1024]", L_self_modules_layer3_modules_5_modules_conv1_parameters_weight_: "f32[256, 1024, 1, 1]", L_self_modules_layer3_modules_5_modules_bn1_buffers_running_mean_: "f32[256]", L_self_modules_layer3_modules_5_modules_bn1_buffers_running_var_: "f32[256]", L_self_modules_layer3_modules_5_modules_bn1_parameters_weight_: "f32[256]", L_self_modules_layer3_modules_5_modules_bn1_parameters_bias_: "f32[256]", L_self_modules_layer3_modules_5_modules_conv2_parameters_weight_: "f32[256, 256, 3, 3]", L_self_modules_layer3_modules_5_modules_bn2_buffers_running_mean_: "f32[256]", L_self_modules_layer3_modules_5_modules_bn2_buffers_running_var_: "f32[256]", L_self_modules_layer3_modules_5_modules_bn2_parameters_weight_: "f32[256]", L_self_modules_layer3_modules_5_modules_bn2_parameters_bias_: "f32[256]", L_self_modules_layer3_modules_5_modules_conv3_parameters_weight_: "f32[1024, 256, 1, 1]", L_self_modules_layer3_modules_5_modules_bn3_buffers_running_mean_: "f32[1024]", L_self_modules_layer3_modules_5_modules_bn3_buffers_running_var_: "f32[1024]", L_self_modules_layer3_modules_5_modules_bn3_parameters_weight_: "f32[1024]", L_self_modules_layer3_modules_5_modules_bn3_parameters_bias_: "f32[1024]", L_self_modules_layer4_modules_0_modules_conv1_parameters_weight_: "f32[512, 1024, 1, 1]", L_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_: "f32[512]", L_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_: "f32[512]", L_self_modules_layer4_modules_0_modules_bn1_parameters_weight_: "f32[512]", L_self_modules_layer4_modules_0_modules_bn1_parameters_bias_: "f32[512]", L_self_modules_layer4_modules_0_modules_conv2_parameters_weight_: "f32[512, 512, 3, 3]", L_self_modules_layer4_modules_0_modules_bn2_buffers_running_mean_: "f32[512]", L_self_modules_layer4_modules_0_modules_bn2_buffers_running_var_: "f32[512]", L_self_modules_layer4_modules_0_modules_bn2_parameters_weight_: "f32[512]", L_self_modules_layer4_modules_0_modules_bn2_parameters_bias_: "f32[512]", L_self_modules_layer4_modules_0_modules_conv3_parameters_weight_: "f32[2048, 512, 1, 1]", L_self_modules_layer4_modules_0_modules_bn3_buffers_running_mean_: "f32[2048]", L_self_modules_layer4_modules_0_modules_bn3_buffers_running_var_: "f32[2048]", L_self_modules_layer4_modules_0_modules_bn3_parameters_weight_: "f32[2048]", L_self_modules_layer4_modules_0_modules_bn3_parameters_bias_: "f32[2048]", L_self_modules_layer4_modules_0_modules_downsample_modules_0_parameters_weight_: "f32[2048, 1024, 1, 1]", L_self_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_mean_: "f32[2048]", L_self_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_var_: "f32[2048]", L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_: "f32[2048]", L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_bias_: "f32[2048]", L_self_modules_layer4_modules_1_modules_conv1_parameters_weight_: "f32[512, 2048, 1, 1]", L_self_modules_layer4_modules_1_modules_bn1_buffers_running_mean_: "f32[512]", L_self_modules_layer4_modules_1_modules_bn1_buffers_running_var_: "f32[512]", L_self_modules_layer4_modules_1_modules_bn1_parameters_weight_: "f32[512]", L_self_modules_layer4_modules_1_modules_bn1_parameters_bias_: "f32[512]", L_self_modules_layer4_modules_1_modules_conv2_parameters_weight_: "f32[512, 512, 3, 3]", L_self_modules_layer4_modules_1_modules_bn2_buffers_running_mean_: "f32[512]", L_self_modules_layer4_modules_1_modules_bn2_buffers_running_var_: "f32[512]", L_self_modules_layer4_modules_1_modules_bn2_parameters_weight_: "f32[512]", L_self_modules_layer4_modules_1_modules_bn2_parameters_bias_: "f32[512]", L_self_modules_layer4_modules_1_modules_conv3_parameters_weight_: "f32[2048, 512, 1, 1]", L_self_modules_layer4_modules_1_modules_bn3_buffers_running_mean_: "f32[2048]", L_self_modules_layer4_modules_1_modules_bn3_buffers_running_var_: "f32[2048]", L_self_modules_layer4_modules_1_modules_bn3_parameters_weight_: "f32[2048]", L_self_modules_layer4_modules_1_modules_bn3_parameters_bias_: "f32[2048]", L_self_modules_layer4_modules_2_modules_conv1_parameters_weight_: "f32[512, 2048, 1, 1]", L_self_modules_layer4_modules_2_modules_bn1_buffers_running_mean_: "f32[512]", L_self_modules_layer4_modules_2_modules_bn1_buffers_running_var_: "f32[512]", L_self_modules_layer4_modules_2_modules_bn1_parameters_weight_: "f32[512]", L_self_modules_layer4_modules_2_modules_bn1_parameters_bias_: "f32[512]", L_self_modules_layer4_modules_2_modules_conv2_parameters_weight_: "f32[512, 512, 3, 3]", L_self_modules_layer4_modules_2_modules_bn2_buffers_running_mean_: "f32[512]", L_self_modules_layer4_modules_2_modules_bn2_buffers_running_var_: "f32[512]", L_self_modules_layer4_modules_2_modules_bn2_parameters_weight_: "f32[512]", L_self_modules_layer4_modules_2_modules_bn2_parameters_bias_: "f32[512]", L_self_modules_layer4_modules_2_modules_conv3_parameters_weight_: "f32[2048, 512, 1, 1]", L_self_modules_layer4_modules_2_modules_bn3_buffers_running_mean_: "f32[2048]", L_self_modules_layer4_modules_2_modules_bn3_buffers_running_var_: "f32[2048]", L_self_modules_layer4_modules_2_modules_bn3_parameters_weight_: "f32[2048]", L_self_modules_layer4_modules_2_modules_bn3_parameters_bias_: "f32[2048]", L_self_modules_fc_parameters_weight_: "f32[1000, 2048]", L_self_modules_fc_parameters_bias_: "f32[1000]"):
        l_self_modules_conv1_parameters_weight_ = L_self_modules_conv1_parameters_weight_
        l_x_ = L_x_
        l_self_modules_bn1_buffers_running_mean_ = L_self_modules_bn1_buffers_running_mean_
        l_self_modules_bn1_buffers_running_var_ = L_self_modules_bn1_buffers_running_var_
        l_self_modules_bn1_parameters_weight_ = L_self_modules_bn1_parameters_weight_
        l_self_modules_bn1_parameters_bias_ = L_self_modules_bn1_parameters_bias_
        l_self_modules_layer1_modules_0_modules_conv1_parameters_weight_ = L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_
        l_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_ = L_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_
        l_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_ = L_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_
        l_self_modules_layer1_modules_0_modules_bn1_parameters_weight_ = L_self_modules_layer1_modules_0_modules_bn1_parameters_weight_
        l_self_modules_layer1_modules_0_modules_bn1_parameters_bias_ = L_self_modules_layer1_modules_0_modules_bn1_parameters_bias_
        l_self_modules_layer1_modules_0_modules_conv2_parameters_weight_ = L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_
        l_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_ = L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_
        l_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_ = L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_
        l_self_modules_layer1_modules_0_modules_bn2_parameters_weight_ = L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_
        l_self_modules_layer1_modules_0_modules_bn2_parameters_bias_ = L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_
        l_self_modules_layer1_modules_0_modules_conv3_parameters_weight_ = L_self_modules_layer1_modules_0_modules_conv3_parameters_weight_
        l_self_modules_layer1_modules_0_modules_bn3_buffers_running_mean_ = L_self_modules_layer1_modules_0_modules_bn3_buffers_running_mean_
        l_self_modules_layer1_modules_0_modules_bn3_buffers_running_var_ = L_self_modules_layer1_modules_0_modules_bn3_buffers_running_var_
        l_self_modules_layer1_modules_0_modules_bn3_parameters_weight_ = L_self_modules_layer1_modules_0_modules_bn3_parameters_weight_
        l_self_modules_layer1_modules_0_modules_bn3_parameters_bias_ = L_self_modules_layer1_modules_0_modules_bn3_parameters_bias_
        l_self_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_ = L_self_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_
        l_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_ = L_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_
        l_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_ = L_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_
        l_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_ = L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_
        l_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_ = L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_
        l_self_modules_layer1_modules_1_modules_conv1_parameters_weight_ = L_self_modules_layer1_modules_1_modules_conv1_parameters_weight_
        l_self_modules_layer1_modules_1_modules_bn1_buffers_running_mean_ = L_self_modules_layer1_modules_1_modules_bn1_buffers_running_mean_
        l_self_modules_layer1_modules_1_modules_bn1_buffers_running_var_ = L_self_modules_layer1_modules_1_modules_bn1_buffers_running_var_
        l_self_modules_layer1_modules_1_modules_bn1_parameters_weight_ = L_self_modules_layer1_modules_1_modules_bn1_parameters_weight_
        l_self_modules_layer1_modules_1_modules_bn1_parameters_bias_ = L_self_modules_layer1_modules_1_modules_bn1_parameters_bias_
        l_self_modules_layer1_modules_1_modules_conv2_parameters_weight_ = L_self_modules_layer1_modules_1_modules_conv2_parameters_weight_
        l_self_modules_layer1_modules_1_modules_bn2_buffers_running_mean_ = L_self_modules_layer1_modules_1_modules_bn2_buffers_running_mean_
        l_self_modules_layer1_modules_1_modules_bn2_buffers_running_var_ = L_self_modules_layer1_modules_1_modules_bn2_buffers_running_var_
        l_self_modules_layer1_modules_1_modules_bn2_parameters_weight_ = L_self_modules_layer1_modules_1_modules_bn2_parameters_weight_
        l_self_modules_layer1_modules_1_modules_bn2_parameters_bias_ = L_self_modules_layer1_modules_1_modules_bn2_parameters_bias_
        l_self_modules_layer1_modules_1_modules_conv3_parameters_weight_ = L_self_modules_layer1_modules_1_modules_conv3_parameters_weight_
        l_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_ = L_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_
        l_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_ = L_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_
        l_self_modules_layer1_modules_1_modules_bn3_parameters_weight_ = L_self_modules_layer1_modules_1_modules_bn3_parameters_weight_
        l_self_modules_layer1_modules_1_modules_bn3_parameters_bias_ = L_self_modules_layer1_modules_1_modules_bn3_parameters_bias_
        l_self_modules_layer1_modules_2_modules_conv1_parameters_weight_ = L_self_modules_layer1_modules_2_modules_conv1_parameters_weight_
        l_self_modules_layer1_modules_2_modules_bn1_buffers_running_mean_ = L_self_modules_layer1_modules_2_modules_bn1_buffers_running_mean_
        l_self_modules_layer1_modules_2_modules_bn1_buffers_running_var_ = L_self_modules_layer1_modules_2_modules_bn1_buffers_running_var_
        l_self_modules_layer1_modules_2_modules_bn1_parameters_weight_ = L_self_modules_layer1_modules_2_modules_bn1_parameters_weight_
        l_self_modules_layer1_modules_2_modules_bn1_parameters_bias_ = L_self_modules_layer1_modules_2_modules_bn1_parameters_bias_
        l_self_modules_layer1_modules_2_modules_conv2_parameters_weight_ = L_self_modules_layer1_modules_2_modules_conv2_parameters_weight_
        l_self_modules_layer1_modules_2_modules_bn2_buffers_running_mean_ = L_self_modules_layer1_modules_2_modules_bn2_buffers_running_mean_
        l_self_modules_layer1_modules_2_modules_bn2_buffers_running_var_ = L_self_modules_layer1_modules_2_modules_bn2_buffers_running_var_
        l_self_modules_layer1_modules_2_modules_bn2_parameters_weight_ = L_self_modules_layer1_modules_2_modules_bn2_parameters_weight_
        l_self_modules_layer1_modules_2_modules_bn2_parameters_bias_ = L_self_modules_layer1_modules_2_modules_bn2_parameters_bias_
        l_self_modules_layer1_modules_2_modules_conv3_parameters_weight_ = L_self_modules_layer1_modules_2_modules_conv3_parameters_weight_
        l_self_modules_layer1_modules_2_modules_bn3_buffers_running_mean_ = L_self_modules_layer1_modules_2_modules_bn3_buffers_running_mean_
        l_self_modules_layer1_modules_2_modules_bn3_buffers_running_var_ = L_self_modules_layer1_modules_2_modules_bn3_buffers_running_var_
        l_self_modules_layer1_modules_2_modules_bn3_parameters_weight_ = L_self_modules_layer1_modules_2_modules_bn3_parameters_weight_
        l_self_modules_layer1_modules_2_modules_bn3_parameters_bias_ = L_self_modules_layer1_modules_2_modules_bn3_parameters_bias_
        l_self_modules_layer2_modules_0_modules_conv1_parameters_weight_ = L_self_modules_layer2_modules_0_modules_conv1_parameters_weight_
        l_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_ = L_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_
        l_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_ = L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_
        l_self_modules_layer2_modules_0_modules_bn1_parameters_weight_ = L_self_modules_layer2_modules_0_modules_bn1_parameters_weight_
        l_self_modules_layer2_modules_0_modules_bn1_parameters_bias_ = L_self_modules_layer2_modules_0_modules_bn1_parameters_bias_
        l_self_modules_layer2_modules_0_modules_conv2_parameters_weight_ = L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_
        l_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_ = L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_
        l_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_ = L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_
        l_self_modules_layer2_modules_0_modules_bn2_parameters_weight_ = L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_
        l_self_modules_layer2_modules_0_modules_bn2_parameters_bias_ = L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_
        l_self_modules_layer2_modules_0_modules_conv3_parameters_weight_ = L_self_modules_layer2_modules_0_modules_conv3_parameters_weight_
        l_self_modules_layer2_modules_0_modules_bn3_buffers_running_mean_ = L_self_modules_layer2_modules_0_modules_bn3_buffers_running_mean_
        l_self_modules_layer2_modules_0_modules_bn3_buffers_running_var_ = L_self_modules_layer2_modules_0_modules_bn3_buffers_running_var_
        l_self_modules_layer2_modules_0_modules_bn3_parameters_weight_ = L_self_modules_layer2_modules_0_modules_bn3_parameters_weight_
        l_self_modules_layer2_modules_0_modules_bn3_parameters_bias_ = L_self_modules_layer2_modules_0_modules_bn3_parameters_bias_
        l_self_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_ = L_self_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_
        l_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_ = L_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_
        l_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_ = L_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_
        l_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_ = L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_
        l_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_ = L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_
        l_self_modules_layer2_modules_1_modules_conv1_parameters_weight_ = L_self_modules_layer2_modules_1_modules_conv1_parameters_weight_
        l_self_modules_layer2_modules_1_modules_bn1_buffers_running_mean_ = L_self_modules_layer2_modules_1_modules_bn1_buffers_running_mean_
        l_self_modules_layer2_modules_1_modules_bn1_buffers_running_var_ = L_self_modules_layer2_modules_1_modules_bn1_buffers_running_var_
        l_self_modules_layer2_modules_1_modules_bn1_parameters_weight_ = L_self_modules_layer2_modules_1_modules_bn1_parameters_weight_
        l_self_modules_layer2_modules_1_modules_bn1_parameters_bias_ = L_self_modules_layer2_modules_1_modules_bn1_parameters_bias_
        l_self_modules_layer2_modules_1_modules_conv2_parameters_weight_ = L_self_modules_layer2_modules_1_modules_conv2_parameters_weight_
        l_self_modules_layer2_modules_1_modules_bn2_buffers_running_mean_ = L_self_modules_layer2_modules_1_modules_bn2_buffers_running_mean_
        l_self_modules_layer2_modules_1_modules_bn2_buffers_running_var_ = L_self_modules_layer2_modules_1_modules_bn2_buffers_running_var_
        l_self_modules_layer2_modules_1_modules_bn2_parameters_weight_ = L_self_modules_layer2_modules_1_modules_bn2_parameters_weight_
        l_self_modules_layer2_modules_1_modules_bn2_parameters_bias_ = L_self_modules_layer2_modules_1_modules_bn2_parameters_bias_
        l_self_modules_layer2_modules_1_modules_conv3_parameters_weight_ = L_self_modules_layer2_modules_1_modules_conv3_parameters_weight_
        l_self_modules_layer2_modules_1_modules_bn3_buffers_running_mean_ = L_self_modules_layer2_modules_1_modules_bn3_buffers_running_mean_
        l_self_modules_layer2_modules_1_modules_bn3_buffers_running_var_ = L_self_modules_layer2_modules_1_modules_bn3_buffers_running_var_
        l_self_modules_layer2_modules_1_modules_bn3_parameters_weight_ = L_self_modules_layer2_modules_1_modules_bn3_parameters_weight_
        l_self_modules_layer2_modules_1_modules_bn3_parameters_bias_ = L_self_modules_layer2_modules_1_modules_bn3_parameters_bias_
        l_self_modules_layer2_modules_2_modules_conv1_parameters_weight_ = L_self_modules_layer2_modules_2_modules_conv1_parameters_weight_
        l_self_modules_layer2_modules_2_modules_bn1_buffers_running_mean_ = L_self_modules_layer2_modules_2_modules_bn1_buffers_running_mean_
        l_self_modules_layer2_modules_2_modules_bn1_buffers_running_var_ = L_self_modules_layer2_modules_2_modules_bn1_buffers_running_var_
        l_self_modules_layer2_modules_2_modules_bn1_parameters_weight_ = L_self_modules_layer2_modules_2_modules_bn1_parameters_weight_
        l_self_modules_layer2_modules_2_modules_bn1_parameters_bias_ = L_self_modules_layer2_modules_2_modules_bn1_parameters_bias_
        l_self_modules_layer2_modules_2_modules_conv2_parameters_weight_ = L_self_modules_layer2_modules_2_modules_conv2_parameters_weight_
        l_self_modules_layer2_modules_2_modules_bn2_buffers_running_mean_ = L_self_modules_layer2_modules_2_modules_bn2_buffers_running_mean_
        l_self_modules_layer2_modules_2_modules_bn2_buffers_running_var_ = L_self_modules_layer2_modules_2_modules_bn2_buffers_running_var_
        l_self_modules_layer2_modules_2_modules_bn2_parameters_weight_ = L_self_modules_layer2_modules_2_modules_bn2_parameters_weight_
        l_self_modules_layer2_modules_2_modules_bn2_parameters_bias_ = L_self_modules_layer2_modules_2_modules_bn2_parameters_bias_
        l_self_modules_layer2_modules_2_modules_conv3_parameters_weight_ = L_self_modules_layer2_modules_2_modules_conv3_parameters_weight_
        l_self_modules_layer2_modules_2_modules_bn3_buffers_running_mean_ = L_self_modules_layer2_modules_2_modules_bn3_buffers_running_mean_
        l_self_modules_layer2_modules_2_modules_bn3_buffers_running_var_ = L_self_modules_layer2_modules_2_modules_bn3_buffers_running_var_
        l_self_modules_layer2_modules_2_modules_bn3_parameters_weight_ = L_self_modules_layer2_modules_2_modules_bn3_parameters_weight_
        l_self_modules_layer2_modules_2_modules_bn3_parameters_bias_ = L_self_modules_layer2_modules_2_modules_bn3_parameters_bias_
        l_self_modules_layer2_modules_3_modules_conv1_parameters_weight_ = L_self_modules_layer2_modules_3_modules_conv1_parameters_weight_
        l_self_modules_layer2_modules_3_modules_bn1_buffers_running_mean_ = L_self_modules_layer2_modules_3_modules_bn1_buffers_running_mean_
        l_self_modules_layer2_modules_3_modules_bn1_buffers_running_var_ = L_self_modules_layer2_modules_3_modules_bn1_buffers_running_var_
        l_self_modules_layer2_modules_3_modules_bn1_parameters_weight_ = L_self_modules_layer2_modules_3_modules_bn1_parameters_weight_
        l_self_modules_layer2_modules_3_modules_bn1_parameters_bias_ = L_self_modules_layer2_modules_3_modules_bn1_parameters_bias_
        l_self_modules_layer2_modules_3_modules_conv2_parameters_weight_ = L_self_modules_layer2_modules_3_modules_conv2_parameters_weight_
        l_self_modules_layer2_modules_3_modules_bn2_buffers_running_mean_ = L_self_modules_layer2_modules_3_modules_bn2_buffers_running_mean_
        l_self_modules_layer2_modules_3_modules_bn2_buffers_running_var_ = L_self_modules_layer2_modules_3_modules_bn2_buffers_running_var_
        l_self_modules_layer2_modules_3_modules_bn2_parameters_weight_ = L_self_modules_layer2_modules_3_modules_bn2_parameters_weight_
        l_self_modules_layer2_modules_3_modules_bn2_parameters_bias_ = L_self_modules_layer2_modules_3_modules_bn2_parameters_bias_
        l_self_modules_layer2_modules_3_modules_conv3_parameters_weight_ = L_self_modules_layer2_modules_3_modules_conv3_parameters_weight_
        l_self_modules_layer2_modules_3_modules_bn3_buffers_running_mean_ = L_self_modules_layer2_modules_3_modules_bn3_buffers_running_mean_
        l_self_modules_layer2_modules_3_modules_bn3_buffers_running_var_ = L_self_modules_layer2_modules_3_modules_bn3_buffers_running_var_
        l_self_modules_layer2_modules_3_modules_bn3_parameters_weight_ = L_self_modules_layer2_modules_3_modules_bn3_parameters_weight_
        l_self_modules_layer2_modules_3_modules_bn3_parameters_bias_ = L_self_modules_layer2_modules_3_modules_bn3_parameters_bias_
        l_self_modules_layer3_modules_0_modules_conv1_parameters_weight_ = L_self_modules_layer3_modules_0_modules_conv1_parameters_weight_
        l_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_ = L_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_
        l_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_ = L_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_
        l_self_modules_layer3_modules_0_modules_bn1_parameters_weight_ = L_self_modules_layer3_modules_0_modules_bn1_parameters_weight_
        l_self_modules_layer3_modules_0_modules_bn1_parameters_bias_ = L_self_modules_layer3_modules_0_modules_bn1_parameters_bias_
        l_self_modules_layer3_modules_0_modules_conv2_parameters_weight_ = L_self_modules_layer3_modules_0_modules_conv2_parameters_weight_
        l_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_ = L_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_
        l_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_ = L_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_
        l_self_modules_layer3_modules_0_modules_bn2_parameters_weight_ = L_self_modules_layer3_modules_0_modules_bn2_parameters_weight_
        l_self_modules_layer3_modules_0_modules_bn2_parameters_bias_ = L_self_modules_layer3_modules_0_modules_bn2_parameters_bias_
        l_self_modules_layer3_modules_0_modules_conv3_parameters_weight_ = L_self_modules_layer3_modules_0_modules_conv3_parameters_weight_
        l_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_ = L_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_
        l_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_ = L_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_
        l_self_modules_layer3_modules_0_modules_bn3_parameters_weight_ = L_self_modules_layer3_modules_0_modules_bn3_parameters_weight_
        l_self_modules_layer3_modules_0_modules_bn3_parameters_bias_ = L_self_modules_layer3_modules_0_modules_bn3_parameters_bias_
        l_self_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_ = L_self_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_
        l_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_ = L_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_
        l_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_ = L_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_
        l_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_ = L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_
        l_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_ = L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_
        l_self_modules_layer3_modules_1_modules_conv1_parameters_weight_ = L_self_modules_layer3_modules_1_modules_conv1_parameters_weight_
        l_self_modules_layer3_modules_1_modules_bn1_buffers_running_mean_ = L_self_modules_layer3_modules_1_modules_bn1_buffers_running_mean_
        l_self_modules_layer3_modules_1_modules_bn1_buffers_running_var_ = L_self_modules_layer3_modules_1_modules_bn1_buffers_running_var_
        l_self_modules_layer3_modules_1_modules_bn1_parameters_weight_ = L_self_modules_layer3_modules_1_modules_bn1_parameters_weight_
        l_self_modules_layer3_modules_1_modules_bn1_parameters_bias_ = L_self_modules_layer3_modules_1_modules_bn1_parameters_bias_
        l_self_modules_layer3_modules_1_modules_conv2_parameters_weight_ = L_self_modules_layer3_modules_1_modules_conv2_parameters_weight_
        l_self_modules_layer3_modules_1_modules_bn2_buffers_running_mean_ = L_self_modules_layer3_modules_1_modules_bn2_buffers_running_mean_
        l_self_modules_layer3_modules_1_modules_bn2_buffers_running_var_ = L_self_modules_layer3_modules_1_modules_bn2_buffers_running_var_
        l_self_modules_layer3_modules_1_modules_bn2_parameters_weight_ = L_self_modules_layer3_modules_1_modules_bn2_parameters_weight_
        l_self_modules_layer3_modules_1_modules_bn2_parameters_bias_ = L_self_modules_layer3_modules_1_modules_bn2_parameters_bias_
        l_self_modules_layer3_modules_1_modules_conv3_parameters_weight_ = L_self_modules_layer3_modules_1_modules_conv3_parameters_weight_
        l_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_ = L_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_
        l_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_ = L_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_
        l_self_modules_layer3_modules_1_modules_bn3_parameters_weight_ = L_self_modules_layer3_modules_1_modules_bn3_parameters_weight_
        l_self_modules_layer3_modules_1_modules_bn3_parameters_bias_ = L_self_modules_layer3_modules_1_modules_bn3_parameters_bias_
        l_self_modules_layer3_modules_2_modules_conv1_parameters_weight_ = L_self_modules_layer3_modules_2_modules_conv1_parameters_weight_
        l_self_modules_layer3_modules_2_modules_bn1_buffers_running_mean_ = L_self_modules_layer3_modules_2_modules_bn1_buffers_running_mean_
        l_self_modules_layer3_modules_2_modules_bn1_buffers_running_var_ = L_self_modules_layer3_modules_2_modules_bn1_buffers_running_var_
        l_self_modules_layer3_modules_2_modules_bn1_parameters_weight_ = L_self_modules_layer3_modules_2_modules_bn1_parameters_weight_
        l_self_modules_layer3_modules_2_modules_bn1_parameters_bias_ = L_self_modules_layer3_modules_2_modules_bn1_parameters_bias_
        l_self_modules_layer3_modules_2_modules_conv2_parameters_weight_ = L_self_modules_layer3_modules_2_modules_conv2_parameters_weight_
        l_self_modules_layer3_modules_2_modules_bn2_buffers_running_mean_ = L_self_modules_layer3_modules_2_modules_bn2_buffers_running_mean_
        l_self_modules_layer3_modules_2_modules_bn2_buffers_running_var_ = L_self_modules_layer3_modules_2_modules_bn2_buffers_running_var_
        l_self_modules_layer3_modules_2_modules_bn2_parameters_weight_ = L_self_modules_layer3_modules_2_modules_bn2_parameters_weight_
        l_self_modules_layer3_modules_2_modules_bn2_parameters_bias_ = L_self_modules_layer3_modules_2_modules_bn2_parameters_bias_
        l_self_modules_layer3_modules_2_modules_conv3_parameters_weight_ = L_self_modules_layer3_modules_2_modules_conv3_parameters_weight_
        l_self_modules_layer3_modules_2_modules_bn3_buffers_running_mean_ = L_self_modules_layer3_modules_2_modules_bn3_buffers_running_mean_
        l_self_modules_layer3_modules_2_modules_bn3_buffers_running_var_ = L_self_modules_layer3_modules_2_modules_bn3_buffers_running_var_
        l_self_modules_layer3_modules_2_modules_bn3_parameters_weight_ = L_self_modules_layer3_modules_2_modules_bn3_parameters_weight_
        l_self_modules_layer3_modules_2_modules_bn3_parameters_bias_ = L_self_modules_layer3_modules_2_modules_bn3_parameters_bias_
        l_self_modules_layer3_modules_3_modules_conv1_parameters_weight_ = L_self_modules_layer3_modules_3_modules_conv1_parameters_weight_
        l_self_modules_layer3_modules_3_modules_bn1_buffers_running_mean_ = L_self_modules_layer3_modules_3_modules_bn1_buffers_running_mean_
        l_self_modules_layer3_modules_3_modules_bn1_buffers_running_var_ = L_self_modules_layer3_modules_3_modules_bn1_buffers_running_var_
        l_self_modules_layer3_modules_3_modules_bn1_parameters_weight_ = L_self_modules_layer3_modules_3_modules_bn1_parameters_weight_
        l_self_modules_layer3_modules_3_modules_bn1_parameters_bias_ = L_self_modules_layer3_modules_3_modules_bn1_parameters_bias_
        l_self_modules_layer3_modules_3_modules_conv2_parameters_weight_ = L_self_modules_layer3_modules_3_modules_conv2_parameters_weight_
        l_self_modules_layer3_modules_3_modules_bn2_buffers_running_mean_ = L_self_modules_layer3_modules_3_modules_bn2_buffers_running_mean_
        l_self_modules_layer3_modules_3_modules_bn2_buffers_running_var_ = L_self_modules_layer3_modules_3_modules_bn2_buffers_running_var_
        l_self_modules_layer3_modules_3_modules_bn2_parameters_weight_ = L_self_modules_layer3_modules_3_modules_bn2_parameters_weight_
        l_self_modules_layer3_modules_3_modules_bn2_parameters_bias_ = L_self_modules_layer3_modules_3_modules_bn2_parameters_bias_
        l_self_modules_layer3_modules_3_modules_conv3_parameters_weight_ = L_self_modules_layer3_modules_3_modules_conv3_parameters_weight_
        l_self_modules_layer3_modules_3_modules_bn3_buffers_running_mean_ = L_self_modules_layer3_modules_3_modules_bn3_buffers_running_mean_
        l_self_modules_layer3_modules_3_modules_bn3_buffers_running_var_ = L_self_modules_layer3_modules_3_modules_bn3_buffers_running_var_
        l_self_modules_layer3_modules_3_modules_bn3_parameters_weight_ = L_self_modules_layer3_modules_3_modules_bn3_parameters_weight_
        l_self_modules_layer3_modules_3_modules_bn3_parameters_bias_ = L_self_modules_layer3_modules_3_modules_bn3_parameters_bias_
        l_self_modules_layer3_modules_4_modules_conv1_parameters_weight_ = L_self_modules_layer3_modules_4_modules_conv1_parameters_weight_
        l_self_modules_layer3_modules_4_modules_bn1_buffers_running_mean_ = L_self_modules_layer3_modules_4_modules_bn1_buffers_running_mean_
        l_self_modules_layer3_modules_4_modules_bn1_buffers_running_var_ = L_self_modules_layer3_modules_4_modules_bn1_buffers_running_var_
        l_self_modules_layer3_modules_4_modules_bn1_parameters_weight_ = L_self_modules_layer3_modules_4_modules_bn1_parameters_weight_
        l_self_modules_layer3_modules_4_modules_bn1_parameters_bias_ = L_self_modules_layer3_modules_4_modules_bn1_parameters_bias_
        l_self_modules_layer3_modules_4_modules_conv2_parameters_weight_ = L_self_modules_layer3_modules_4_modules_conv2_parameters_weight_
        l_self_modules_layer3_modules_4_modules_bn2_buffers_running_mean_ = L_self_modules_layer3_modules_4_modules_bn2_buffers_running_mean_
        l_self_modules_layer3_modules_4_modules_bn2_buffers_running_var_ = L_self_modules_layer3_modules_4_modules_bn2_buffers_running_var_
        l_self_modules_layer3_modules_4_modules_bn2_parameters_weight_ = L_self_modules_layer3_modules_4_modules_bn2_parameters_weight_
        l_self_modules_layer3_modules_4_modules_bn2_parameters_bias_ = L_self_modules_layer3_modules_4_modules_bn2_parameters_bias_
        l_self_modules_layer3_modules_4_modules_conv3_parameters_weight_ = L_self_modules_layer3_modules_4_modules_conv3_parameters_weight_
        l_self_modules_layer3_modules_4_modules_bn3_buffers_running_mean_ = L_self_modules_layer3_modules_4_modules_bn3_buffers_running_mean_
        l_self_modules_layer3_modules_4_modules_bn3_buffers_running_var_ = L_self_modules_layer3_modules_4_modules_bn3_buffers_running_var_
        l_self_modules_layer3_modules_4_modules_bn3_parameters_weight_ = L_self_modules_layer3_modules_4_modules_bn3_parameters_weight_
        l_self_modules_layer3_modules_4_modules_bn3_parameters_bias_ = L_self_modules_layer3_modules_4_modules_bn3_parameters_bias_
        l_self_modules_layer3_modules_5_modules_conv1_parameters_weight_ = L_self_modules_layer3_modules_5_modules_conv1_parameters_weight_
        l_self_modules_layer3_modules_5_modules_bn1_buffers_running_mean_ = L_self_modules_layer3_modules_5_modules_bn1_buffers_running_mean_
        l_self_modules_layer3_modules_5_modules_bn1_buffers_running_var_ = L_self_modules_layer3_modules_5_modules_bn1_buffers_running_var_
        l_self_modules_layer3_modules_5_modules_bn1_parameters_weight_ = L_self_modules_layer3_modules_5_modules_bn1_parameters_weight_
        l_self_modules_layer3_modules_5_modules_bn1_parameters_bias_ = L_self_modules_layer3_modules_5_modules_bn1_parameters_bias_
        l_self_modules_layer3_modules_5_modules_conv2_parameters_weight_ = L_self_modules_layer3_modules_5_modules_conv2_parameters_weight_
        l_self_modules_layer3_modules_5_modules_bn2_buffers_running_mean_ = L_self_modules_layer3_modules_5_modules_bn2_buffers_running_mean_
        l_self_modules_layer3_modules_5_modules_bn2_buffers_running_var_ = L_self_modules_layer3_modules_5_modules_bn2_buffers_running_var_
        l_self_modules_layer3_modules_5_modules_bn2_parameters_weight_ = L_self_modules_layer3_modules_5_modules_bn2_parameters_weight_
        l_self_modules_layer3_modules_5_modules_bn2_parameters_bias_ = L_self_modules_layer3_modules_5_modules_bn2_parameters_bias_
        l_self_modules_layer3_modules_5_modules_conv3_parameters_weight_ = L_self_modules_layer3_modules_5_modules_conv3_parameters_weight_
        l_self_modules_layer3_modules_5_modules_bn3_buffers_running_mean_ = L_self_modules_layer3_modules_5_modules_bn3_buffers_running_mean_
        l_self_modules_layer3_modules_5_modules_bn3_buffers_running_var_ = L_self_modules_layer3_modules_5_modules_bn3_buffers_running_var_
        l_self_modules_layer3_modules_5_modules_bn3_parameters_weight_ = L_self_modules_layer3_modules_5_modules_bn3_parameters_weight_
        l_self_modules_layer3_modules_5_modules_bn3_parameters_bias_ = L_self_modules_layer3_modules_5_modules_bn3_parameters_bias_
        l_self_modules_layer4_modules_0_modules_conv1_parameters_weight_ = L_self_modules_layer4_modules_0_modules_conv1_parameters_weight_
        l_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_ = L_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_
        l_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_ = L_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_
        l_self_modules_layer4_modules_0_modules_bn1_parameters_weight_ = L_self_modules_layer4_modules_0_modules_bn1_parameters_weight_
        l_self_modules_layer4_modules_0_modules_bn1_parameters_bias_ = L_self_modules_layer4_modules_0_modules_bn1_parameters_bias_
        l_self_modules_layer4_modules_0_modules_conv2_parameters_weight_ = L_self_modules_layer4_modules_0_modules_conv2_parameters_weight_
        l_self_modules_layer4_modules_0_modules_bn2_buffers_running_mean_ = L_self_modules_layer4_modules_0_modules_bn2_buffers_running_mean_
        l_self_modules_layer4_modules_0_modules_bn2_buffers_running_var_ = L_self_modules_layer4_modules_0_modules_bn2_buffers_running_var_
        l_self_modules_layer4_modules_0_modules_bn2_parameters_weight_ = L_self_modules_layer4_modules_0_modules_bn2_parameters_weight_
        l_self_modules_layer4_modules_0_modules_bn2_parameters_bias_ = L_self_modules_layer4_modules_0_modules_bn2_parameters_bias_
        l_self_modules_layer4_modules_0_modules_conv3_parameters_weight_ = L_self_modules_layer4_modules_0_modules_conv3_parameters_weight_
        l_self_modules_layer4_modules_0_modules_bn3_buffers_running_mean_ = L_self_modules_layer4_modules_0_modules_bn3_buffers_running_mean_
        l_self_modules_layer4_modules_0_modules_bn3_buffers_running_var_ = L_self_modules_layer4_modules_0_modules_bn3_buffers_running_var_
        l_self_modules_layer4_modules_0_modules_bn3_parameters_weight_ = L_self_modules_layer4_modules_0_modules_bn3_parameters_weight_
        l_self_modules_layer4_modules_0_modules_bn3_parameters_bias_ = L_self_modules_layer4_modules_0_modules_bn3_parameters_bias_
        l_self_modules_layer4_modules_0_modules_downsample_modules_0_parameters_weight_ = L_self_modules_layer4_modules_0_modules_downsample_modules_0_parameters_weight_
        l_self_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_mean_ = L_self_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_mean_
        l_self_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_var_ = L_self_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_var_
        l_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_ = L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_
        l_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_bias_ = L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_bias_
        l_self_modules_layer4_modules_1_modules_conv1_parameters_weight_ = L_self_modules_layer4_modules_1_modules_conv1_parameters_weight_
        l_self_modules_layer4_modules_1_modules_bn1_buffers_running_mean_ = L_self_modules_layer4_modules_1_modules_bn1_buffers_running_mean_
        l_self_modules_layer4_modules_1_modules_bn1_buffers_running_var_ = L_self_modules_layer4_modules_1_modules_bn1_buffers_running_var_
        l_self_modules_layer4_modules_1_modules_bn1_parameters_weight_ = L_self_modules_layer4_modules_1_modules_bn1_parameters_weight_
        l_self_modules_layer4_modules_1_modules_bn1_parameters_bias_ = L_self_modules_layer4_modules_1_modules_bn1_parameters_bias_
        l_self_modules_layer4_modules_1_modules_conv2_parameters_weight_ = L_self_modules_layer4_modules_1_modules_conv2_parameters_weight_
        l_self_modules_layer4_modules_1_modules_bn2_buffers_running_mean_ = L_self_modules_layer4_modules_1_modules_bn2_buffers_running_mean_
        l_self_modules_layer4_modules_1_modules_bn2_buffers_running_var_ = L_self_modules_layer4_modules_1_modules_bn2_buffers_running_var_
        l_self_modules_layer4_modules_1_modules_bn2_parameters_weight_ = L_self_modules_layer4_modules_1_modules_bn2_parameters_weight_
        l_self_modules_layer4_modules_1_modules_bn2_parameters_bias_ = L_self_modules_layer4_modules_1_modules_bn2_parameters_bias_
        l_self_modules_layer4_modules_1_modules_conv3_parameters_weight_ = L_self_modules_layer4_modules_1_modules_conv3_parameters_weight_
        l_self_modules_layer4_modules_1_modules_bn3_buffers_running_mean_ = L_self_modules_layer4_modules_1_modules_bn3_buffers_running_mean_
        l_self_modules_layer4_modules_1_modules_bn3_buffers_running_var_ = L_self_modules_layer4_modules_1_modules_bn3_buffers_running_var_
        l_self_modules_layer4_modules_1_modules_bn3_parameters_weight_ = L_self_modules_layer4_modules_1_modules_bn3_parameters_weight_
        l_self_modules_layer4_modules_1_modules_bn3_parameters_bias_ = L_self_modules_layer4_modules_1_modules_bn3_parameters_bias_
        l_self_modules_layer4_modules_2_modules_conv1_parameters_weight_ = L_self_modules_layer4_modules_2_modules_conv1_parameters_weight_
        l_self_modules_layer4_modules_2_modules_bn1_buffers_running_mean_ = L_self_modules_layer4_modules_2_modules_bn1_buffers_running_mean_
        l_self_modules_layer4_modules_2_modules_bn1_buffers_running_var_ = L_self_modules_layer4_modules_2_modules_bn1_buffers_running_var_
        l_self_modules_layer4_modules_2_modules_bn1_parameters_weight_ = L_self_modules_layer4_modules_2_modules_bn1_parameters_weight_
        l_self_modules_layer4_modules_2_modules_bn1_parameters_bias_ = L_self_modules_layer4_modules_2_modules_bn1_parameters_bias_
        l_self_modules_layer4_modules_2_modules_conv2_parameters_weight_ = L_self_modules_layer4_modules_2_modules_conv2_parameters_weight_
        l_self_modules_layer4_modules_2_modules_bn2_buffers_running_mean_ = L_self_modules_layer4_modules_2_modules_bn2_buffers_running_mean_
        l_self_modules_layer4_modules_2_modules_bn2_buffers_running_var_ = L_self_modules_layer4_modules_2_modules_bn2_buffers_running_var_
        l_self_modules_layer4_modules_2_modules_bn2_parameters_weight_ = L_self_modules_layer4_modules_2_modules_bn2_parameters_weight_
        l_self_modules_layer4_modules_2_modules_bn2_parameters_bias_ = L_self_modules_layer4_modules_2_modules_bn2_parameters_bias_
        l_self_modules_layer4_modules_2_modules_conv3_parameters_weight_ = L_self_modules_layer4_modules_2_modules_conv3_parameters_weight_
        l_self_modules_layer4_modules_2_modules_bn3_buffers_running_mean_ = L_self_modules_layer4_modules_2_modules_bn3_buffers_running_mean_
        l_self_modules_layer4_modules_2_modules_bn3_buffers_running_var_ = L_self_modules_layer4_modules_2_modules_bn3_buffers_running_var_
        l_self_modules_layer4_modules_2_modules_bn3_parameters_weight_ = L_self_modules_layer4_modules_2_modules_bn3_parameters_weight_
        l_self_modules_layer4_modules_2_modules_bn3_parameters_bias_ = L_self_modules_layer4_modules_2_modules_bn3_parameters_bias_
        l_self_modules_fc_parameters_weight_ = L_self_modules_fc_parameters_weight_
        l_self_modules_fc_parameters_bias_ = L_self_modules_fc_parameters_bias_

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:268 in _forward_impl, code: x = self.conv1(x)
        x: "f32[1, 64, 112, 112]" = torch.conv2d(l_x_, l_self_modules_conv1_parameters_weight_, None, (2, 2), (3, 3), (1, 1), 1);  l_x_ = l_self_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:269 in _forward_impl, code: x = self.bn1(x)
        x_1: "f32[1, 64, 112, 112]" = torch.nn.functional.batch_norm(x, l_self_modules_bn1_buffers_running_mean_, l_self_modules_bn1_buffers_running_var_, l_self_modules_bn1_parameters_weight_, l_self_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  x = l_self_modules_bn1_buffers_running_mean_ = l_self_modules_bn1_buffers_running_var_ = l_self_modules_bn1_parameters_weight_ = l_self_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:270 in _forward_impl, code: x = self.relu(x)
        x_2: "f32[1, 64, 112, 112]" = torch.nn.functional.relu(x_1, inplace = True);  x_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:271 in _forward_impl, code: x = self.maxpool(x)
        x_3: "f32[1, 64, 56, 56]" = torch.nn.functional.max_pool2d(x_2, 3, 2, 1, 1, ceil_mode = False, return_indices = False);  x_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out: "f32[1, 64, 56, 56]" = torch.conv2d(x_3, l_self_modules_layer1_modules_0_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer1_modules_0_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_1: "f32[1, 64, 56, 56]" = torch.nn.functional.batch_norm(out, l_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_, l_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_, l_self_modules_layer1_modules_0_modules_bn1_parameters_weight_, l_self_modules_layer1_modules_0_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out = l_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_ = l_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_ = l_self_modules_layer1_modules_0_modules_bn1_parameters_weight_ = l_self_modules_layer1_modules_0_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_2: "f32[1, 64, 56, 56]" = torch.nn.functional.relu(out_1, inplace = True);  out_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_3: "f32[1, 64, 56, 56]" = torch.conv2d(out_2, l_self_modules_layer1_modules_0_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_2 = l_self_modules_layer1_modules_0_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_4: "f32[1, 64, 56, 56]" = torch.nn.functional.batch_norm(out_3, l_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_, l_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_, l_self_modules_layer1_modules_0_modules_bn2_parameters_weight_, l_self_modules_layer1_modules_0_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_3 = l_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_ = l_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_ = l_self_modules_layer1_modules_0_modules_bn2_parameters_weight_ = l_self_modules_layer1_modules_0_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_5: "f32[1, 64, 56, 56]" = torch.nn.functional.relu(out_4, inplace = True);  out_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_6: "f32[1, 256, 56, 56]" = torch.conv2d(out_5, l_self_modules_layer1_modules_0_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_5 = l_self_modules_layer1_modules_0_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_7: "f32[1, 256, 56, 56]" = torch.nn.functional.batch_norm(out_6, l_self_modules_layer1_modules_0_modules_bn3_buffers_running_mean_, l_self_modules_layer1_modules_0_modules_bn3_buffers_running_var_, l_self_modules_layer1_modules_0_modules_bn3_parameters_weight_, l_self_modules_layer1_modules_0_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_6 = l_self_modules_layer1_modules_0_modules_bn3_buffers_running_mean_ = l_self_modules_layer1_modules_0_modules_bn3_buffers_running_var_ = l_self_modules_layer1_modules_0_modules_bn3_parameters_weight_ = l_self_modules_layer1_modules_0_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:158 in forward, code: identity = self.downsample(x)
        input_1: "f32[1, 256, 56, 56]" = torch.conv2d(x_3, l_self_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  x_3 = l_self_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_ = None
        input_2: "f32[1, 256, 56, 56]" = torch.nn.functional.batch_norm(input_1, l_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_, l_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_, l_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_, l_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_, False, 0.1, 1e-05);  input_1 = l_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_ = l_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_ = l_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_ = l_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_7 += input_2;  out_8: "f32[1, 256, 56, 56]" = out_7;  out_7 = input_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_9: "f32[1, 256, 56, 56]" = torch.nn.functional.relu(out_8, inplace = True);  out_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_10: "f32[1, 64, 56, 56]" = torch.conv2d(out_9, l_self_modules_layer1_modules_1_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer1_modules_1_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_11: "f32[1, 64, 56, 56]" = torch.nn.functional.batch_norm(out_10, l_self_modules_layer1_modules_1_modules_bn1_buffers_running_mean_, l_self_modules_layer1_modules_1_modules_bn1_buffers_running_var_, l_self_modules_layer1_modules_1_modules_bn1_parameters_weight_, l_self_modules_layer1_modules_1_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_10 = l_self_modules_layer1_modules_1_modules_bn1_buffers_running_mean_ = l_self_modules_layer1_modules_1_modules_bn1_buffers_running_var_ = l_self_modules_layer1_modules_1_modules_bn1_parameters_weight_ = l_self_modules_layer1_modules_1_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_12: "f32[1, 64, 56, 56]" = torch.nn.functional.relu(out_11, inplace = True);  out_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_13: "f32[1, 64, 56, 56]" = torch.conv2d(out_12, l_self_modules_layer1_modules_1_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_12 = l_self_modules_layer1_modules_1_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_14: "f32[1, 64, 56, 56]" = torch.nn.functional.batch_norm(out_13, l_self_modules_layer1_modules_1_modules_bn2_buffers_running_mean_, l_self_modules_layer1_modules_1_modules_bn2_buffers_running_var_, l_self_modules_layer1_modules_1_modules_bn2_parameters_weight_, l_self_modules_layer1_modules_1_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_13 = l_self_modules_layer1_modules_1_modules_bn2_buffers_running_mean_ = l_self_modules_layer1_modules_1_modules_bn2_buffers_running_var_ = l_self_modules_layer1_modules_1_modules_bn2_parameters_weight_ = l_self_modules_layer1_modules_1_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_15: "f32[1, 64, 56, 56]" = torch.nn.functional.relu(out_14, inplace = True);  out_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_16: "f32[1, 256, 56, 56]" = torch.conv2d(out_15, l_self_modules_layer1_modules_1_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_15 = l_self_modules_layer1_modules_1_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_17: "f32[1, 256, 56, 56]" = torch.nn.functional.batch_norm(out_16, l_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_, l_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_, l_self_modules_layer1_modules_1_modules_bn3_parameters_weight_, l_self_modules_layer1_modules_1_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_16 = l_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_ = l_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_ = l_self_modules_layer1_modules_1_modules_bn3_parameters_weight_ = l_self_modules_layer1_modules_1_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_17 += out_9;  out_18: "f32[1, 256, 56, 56]" = out_17;  out_17 = out_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_19: "f32[1, 256, 56, 56]" = torch.nn.functional.relu(out_18, inplace = True);  out_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_20: "f32[1, 64, 56, 56]" = torch.conv2d(out_19, l_self_modules_layer1_modules_2_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer1_modules_2_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_21: "f32[1, 64, 56, 56]" = torch.nn.functional.batch_norm(out_20, l_self_modules_layer1_modules_2_modules_bn1_buffers_running_mean_, l_self_modules_layer1_modules_2_modules_bn1_buffers_running_var_, l_self_modules_layer1_modules_2_modules_bn1_parameters_weight_, l_self_modules_layer1_modules_2_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_20 = l_self_modules_layer1_modules_2_modules_bn1_buffers_running_mean_ = l_self_modules_layer1_modules_2_modules_bn1_buffers_running_var_ = l_self_modules_layer1_modules_2_modules_bn1_parameters_weight_ = l_self_modules_layer1_modules_2_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_22: "f32[1, 64, 56, 56]" = torch.nn.functional.relu(out_21, inplace = True);  out_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_23: "f32[1, 64, 56, 56]" = torch.conv2d(out_22, l_self_modules_layer1_modules_2_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_22 = l_self_modules_layer1_modules_2_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_24: "f32[1, 64, 56, 56]" = torch.nn.functional.batch_norm(out_23, l_self_modules_layer1_modules_2_modules_bn2_buffers_running_mean_, l_self_modules_layer1_modules_2_modules_bn2_buffers_running_var_, l_self_modules_layer1_modules_2_modules_bn2_parameters_weight_, l_self_modules_layer1_modules_2_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_23 = l_self_modules_layer1_modules_2_modules_bn2_buffers_running_mean_ = l_self_modules_layer1_modules_2_modules_bn2_buffers_running_var_ = l_self_modules_layer1_modules_2_modules_bn2_parameters_weight_ = l_self_modules_layer1_modules_2_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_25: "f32[1, 64, 56, 56]" = torch.nn.functional.relu(out_24, inplace = True);  out_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_26: "f32[1, 256, 56, 56]" = torch.conv2d(out_25, l_self_modules_layer1_modules_2_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_25 = l_self_modules_layer1_modules_2_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_27: "f32[1, 256, 56, 56]" = torch.nn.functional.batch_norm(out_26, l_self_modules_layer1_modules_2_modules_bn3_buffers_running_mean_, l_self_modules_layer1_modules_2_modules_bn3_buffers_running_var_, l_self_modules_layer1_modules_2_modules_bn3_parameters_weight_, l_self_modules_layer1_modules_2_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_26 = l_self_modules_layer1_modules_2_modules_bn3_buffers_running_mean_ = l_self_modules_layer1_modules_2_modules_bn3_buffers_running_var_ = l_self_modules_layer1_modules_2_modules_bn3_parameters_weight_ = l_self_modules_layer1_modules_2_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_27 += out_19;  out_28: "f32[1, 256, 56, 56]" = out_27;  out_27 = out_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_29: "f32[1, 256, 56, 56]" = torch.nn.functional.relu(out_28, inplace = True);  out_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_30: "f32[1, 128, 56, 56]" = torch.conv2d(out_29, l_self_modules_layer2_modules_0_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer2_modules_0_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_31: "f32[1, 128, 56, 56]" = torch.nn.functional.batch_norm(out_30, l_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_, l_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_, l_self_modules_layer2_modules_0_modules_bn1_parameters_weight_, l_self_modules_layer2_modules_0_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_30 = l_self_modules_layer2_modules_0_modules_bn1_buffers_running_mean_ = l_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_ = l_self_modules_layer2_modules_0_modules_bn1_parameters_weight_ = l_self_modules_layer2_modules_0_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_32: "f32[1, 128, 56, 56]" = torch.nn.functional.relu(out_31, inplace = True);  out_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_33: "f32[1, 128, 28, 28]" = torch.conv2d(out_32, l_self_modules_layer2_modules_0_modules_conv2_parameters_weight_, None, (2, 2), (1, 1), (1, 1), 1);  out_32 = l_self_modules_layer2_modules_0_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_34: "f32[1, 128, 28, 28]" = torch.nn.functional.batch_norm(out_33, l_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_, l_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_, l_self_modules_layer2_modules_0_modules_bn2_parameters_weight_, l_self_modules_layer2_modules_0_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_33 = l_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_ = l_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_ = l_self_modules_layer2_modules_0_modules_bn2_parameters_weight_ = l_self_modules_layer2_modules_0_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_35: "f32[1, 128, 28, 28]" = torch.nn.functional.relu(out_34, inplace = True);  out_34 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_36: "f32[1, 512, 28, 28]" = torch.conv2d(out_35, l_self_modules_layer2_modules_0_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_35 = l_self_modules_layer2_modules_0_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_37: "f32[1, 512, 28, 28]" = torch.nn.functional.batch_norm(out_36, l_self_modules_layer2_modules_0_modules_bn3_buffers_running_mean_, l_self_modules_layer2_modules_0_modules_bn3_buffers_running_var_, l_self_modules_layer2_modules_0_modules_bn3_parameters_weight_, l_self_modules_layer2_modules_0_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_36 = l_self_modules_layer2_modules_0_modules_bn3_buffers_running_mean_ = l_self_modules_layer2_modules_0_modules_bn3_buffers_running_var_ = l_self_modules_layer2_modules_0_modules_bn3_parameters_weight_ = l_self_modules_layer2_modules_0_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:158 in forward, code: identity = self.downsample(x)
        input_3: "f32[1, 512, 28, 28]" = torch.conv2d(out_29, l_self_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_, None, (2, 2), (0, 0), (1, 1), 1);  out_29 = l_self_modules_layer2_modules_0_modules_downsample_modules_0_parameters_weight_ = None
        input_4: "f32[1, 512, 28, 28]" = torch.nn.functional.batch_norm(input_3, l_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_, l_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_, l_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_, l_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_, False, 0.1, 1e-05);  input_3 = l_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_mean_ = l_self_modules_layer2_modules_0_modules_downsample_modules_1_buffers_running_var_ = l_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_ = l_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_37 += input_4;  out_38: "f32[1, 512, 28, 28]" = out_37;  out_37 = input_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_39: "f32[1, 512, 28, 28]" = torch.nn.functional.relu(out_38, inplace = True);  out_38 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_40: "f32[1, 128, 28, 28]" = torch.conv2d(out_39, l_self_modules_layer2_modules_1_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer2_modules_1_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_41: "f32[1, 128, 28, 28]" = torch.nn.functional.batch_norm(out_40, l_self_modules_layer2_modules_1_modules_bn1_buffers_running_mean_, l_self_modules_layer2_modules_1_modules_bn1_buffers_running_var_, l_self_modules_layer2_modules_1_modules_bn1_parameters_weight_, l_self_modules_layer2_modules_1_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_40 = l_self_modules_layer2_modules_1_modules_bn1_buffers_running_mean_ = l_self_modules_layer2_modules_1_modules_bn1_buffers_running_var_ = l_self_modules_layer2_modules_1_modules_bn1_parameters_weight_ = l_self_modules_layer2_modules_1_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_42: "f32[1, 128, 28, 28]" = torch.nn.functional.relu(out_41, inplace = True);  out_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_43: "f32[1, 128, 28, 28]" = torch.conv2d(out_42, l_self_modules_layer2_modules_1_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_42 = l_self_modules_layer2_modules_1_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_44: "f32[1, 128, 28, 28]" = torch.nn.functional.batch_norm(out_43, l_self_modules_layer2_modules_1_modules_bn2_buffers_running_mean_, l_self_modules_layer2_modules_1_modules_bn2_buffers_running_var_, l_self_modules_layer2_modules_1_modules_bn2_parameters_weight_, l_self_modules_layer2_modules_1_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_43 = l_self_modules_layer2_modules_1_modules_bn2_buffers_running_mean_ = l_self_modules_layer2_modules_1_modules_bn2_buffers_running_var_ = l_self_modules_layer2_modules_1_modules_bn2_parameters_weight_ = l_self_modules_layer2_modules_1_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_45: "f32[1, 128, 28, 28]" = torch.nn.functional.relu(out_44, inplace = True);  out_44 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_46: "f32[1, 512, 28, 28]" = torch.conv2d(out_45, l_self_modules_layer2_modules_1_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_45 = l_self_modules_layer2_modules_1_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_47: "f32[1, 512, 28, 28]" = torch.nn.functional.batch_norm(out_46, l_self_modules_layer2_modules_1_modules_bn3_buffers_running_mean_, l_self_modules_layer2_modules_1_modules_bn3_buffers_running_var_, l_self_modules_layer2_modules_1_modules_bn3_parameters_weight_, l_self_modules_layer2_modules_1_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_46 = l_self_modules_layer2_modules_1_modules_bn3_buffers_running_mean_ = l_self_modules_layer2_modules_1_modules_bn3_buffers_running_var_ = l_self_modules_layer2_modules_1_modules_bn3_parameters_weight_ = l_self_modules_layer2_modules_1_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_47 += out_39;  out_48: "f32[1, 512, 28, 28]" = out_47;  out_47 = out_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_49: "f32[1, 512, 28, 28]" = torch.nn.functional.relu(out_48, inplace = True);  out_48 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_50: "f32[1, 128, 28, 28]" = torch.conv2d(out_49, l_self_modules_layer2_modules_2_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer2_modules_2_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_51: "f32[1, 128, 28, 28]" = torch.nn.functional.batch_norm(out_50, l_self_modules_layer2_modules_2_modules_bn1_buffers_running_mean_, l_self_modules_layer2_modules_2_modules_bn1_buffers_running_var_, l_self_modules_layer2_modules_2_modules_bn1_parameters_weight_, l_self_modules_layer2_modules_2_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_50 = l_self_modules_layer2_modules_2_modules_bn1_buffers_running_mean_ = l_self_modules_layer2_modules_2_modules_bn1_buffers_running_var_ = l_self_modules_layer2_modules_2_modules_bn1_parameters_weight_ = l_self_modules_layer2_modules_2_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_52: "f32[1, 128, 28, 28]" = torch.nn.functional.relu(out_51, inplace = True);  out_51 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_53: "f32[1, 128, 28, 28]" = torch.conv2d(out_52, l_self_modules_layer2_modules_2_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_52 = l_self_modules_layer2_modules_2_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_54: "f32[1, 128, 28, 28]" = torch.nn.functional.batch_norm(out_53, l_self_modules_layer2_modules_2_modules_bn2_buffers_running_mean_, l_self_modules_layer2_modules_2_modules_bn2_buffers_running_var_, l_self_modules_layer2_modules_2_modules_bn2_parameters_weight_, l_self_modules_layer2_modules_2_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_53 = l_self_modules_layer2_modules_2_modules_bn2_buffers_running_mean_ = l_self_modules_layer2_modules_2_modules_bn2_buffers_running_var_ = l_self_modules_layer2_modules_2_modules_bn2_parameters_weight_ = l_self_modules_layer2_modules_2_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_55: "f32[1, 128, 28, 28]" = torch.nn.functional.relu(out_54, inplace = True);  out_54 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_56: "f32[1, 512, 28, 28]" = torch.conv2d(out_55, l_self_modules_layer2_modules_2_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_55 = l_self_modules_layer2_modules_2_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_57: "f32[1, 512, 28, 28]" = torch.nn.functional.batch_norm(out_56, l_self_modules_layer2_modules_2_modules_bn3_buffers_running_mean_, l_self_modules_layer2_modules_2_modules_bn3_buffers_running_var_, l_self_modules_layer2_modules_2_modules_bn3_parameters_weight_, l_self_modules_layer2_modules_2_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_56 = l_self_modules_layer2_modules_2_modules_bn3_buffers_running_mean_ = l_self_modules_layer2_modules_2_modules_bn3_buffers_running_var_ = l_self_modules_layer2_modules_2_modules_bn3_parameters_weight_ = l_self_modules_layer2_modules_2_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_57 += out_49;  out_58: "f32[1, 512, 28, 28]" = out_57;  out_57 = out_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_59: "f32[1, 512, 28, 28]" = torch.nn.functional.relu(out_58, inplace = True);  out_58 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_60: "f32[1, 128, 28, 28]" = torch.conv2d(out_59, l_self_modules_layer2_modules_3_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer2_modules_3_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_61: "f32[1, 128, 28, 28]" = torch.nn.functional.batch_norm(out_60, l_self_modules_layer2_modules_3_modules_bn1_buffers_running_mean_, l_self_modules_layer2_modules_3_modules_bn1_buffers_running_var_, l_self_modules_layer2_modules_3_modules_bn1_parameters_weight_, l_self_modules_layer2_modules_3_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_60 = l_self_modules_layer2_modules_3_modules_bn1_buffers_running_mean_ = l_self_modules_layer2_modules_3_modules_bn1_buffers_running_var_ = l_self_modules_layer2_modules_3_modules_bn1_parameters_weight_ = l_self_modules_layer2_modules_3_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_62: "f32[1, 128, 28, 28]" = torch.nn.functional.relu(out_61, inplace = True);  out_61 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_63: "f32[1, 128, 28, 28]" = torch.conv2d(out_62, l_self_modules_layer2_modules_3_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_62 = l_self_modules_layer2_modules_3_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_64: "f32[1, 128, 28, 28]" = torch.nn.functional.batch_norm(out_63, l_self_modules_layer2_modules_3_modules_bn2_buffers_running_mean_, l_self_modules_layer2_modules_3_modules_bn2_buffers_running_var_, l_self_modules_layer2_modules_3_modules_bn2_parameters_weight_, l_self_modules_layer2_modules_3_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_63 = l_self_modules_layer2_modules_3_modules_bn2_buffers_running_mean_ = l_self_modules_layer2_modules_3_modules_bn2_buffers_running_var_ = l_self_modules_layer2_modules_3_modules_bn2_parameters_weight_ = l_self_modules_layer2_modules_3_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_65: "f32[1, 128, 28, 28]" = torch.nn.functional.relu(out_64, inplace = True);  out_64 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_66: "f32[1, 512, 28, 28]" = torch.conv2d(out_65, l_self_modules_layer2_modules_3_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_65 = l_self_modules_layer2_modules_3_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_67: "f32[1, 512, 28, 28]" = torch.nn.functional.batch_norm(out_66, l_self_modules_layer2_modules_3_modules_bn3_buffers_running_mean_, l_self_modules_layer2_modules_3_modules_bn3_buffers_running_var_, l_self_modules_layer2_modules_3_modules_bn3_parameters_weight_, l_self_modules_layer2_modules_3_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_66 = l_self_modules_layer2_modules_3_modules_bn3_buffers_running_mean_ = l_self_modules_layer2_modules_3_modules_bn3_buffers_running_var_ = l_self_modules_layer2_modules_3_modules_bn3_parameters_weight_ = l_self_modules_layer2_modules_3_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_67 += out_59;  out_68: "f32[1, 512, 28, 28]" = out_67;  out_67 = out_59 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_69: "f32[1, 512, 28, 28]" = torch.nn.functional.relu(out_68, inplace = True);  out_68 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_70: "f32[1, 256, 28, 28]" = torch.conv2d(out_69, l_self_modules_layer3_modules_0_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer3_modules_0_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_71: "f32[1, 256, 28, 28]" = torch.nn.functional.batch_norm(out_70, l_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_, l_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_, l_self_modules_layer3_modules_0_modules_bn1_parameters_weight_, l_self_modules_layer3_modules_0_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_70 = l_self_modules_layer3_modules_0_modules_bn1_buffers_running_mean_ = l_self_modules_layer3_modules_0_modules_bn1_buffers_running_var_ = l_self_modules_layer3_modules_0_modules_bn1_parameters_weight_ = l_self_modules_layer3_modules_0_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_72: "f32[1, 256, 28, 28]" = torch.nn.functional.relu(out_71, inplace = True);  out_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_73: "f32[1, 256, 14, 14]" = torch.conv2d(out_72, l_self_modules_layer3_modules_0_modules_conv2_parameters_weight_, None, (2, 2), (1, 1), (1, 1), 1);  out_72 = l_self_modules_layer3_modules_0_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_74: "f32[1, 256, 14, 14]" = torch.nn.functional.batch_norm(out_73, l_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_, l_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_, l_self_modules_layer3_modules_0_modules_bn2_parameters_weight_, l_self_modules_layer3_modules_0_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_73 = l_self_modules_layer3_modules_0_modules_bn2_buffers_running_mean_ = l_self_modules_layer3_modules_0_modules_bn2_buffers_running_var_ = l_self_modules_layer3_modules_0_modules_bn2_parameters_weight_ = l_self_modules_layer3_modules_0_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_75: "f32[1, 256, 14, 14]" = torch.nn.functional.relu(out_74, inplace = True);  out_74 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_76: "f32[1, 1024, 14, 14]" = torch.conv2d(out_75, l_self_modules_layer3_modules_0_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_75 = l_self_modules_layer3_modules_0_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_77: "f32[1, 1024, 14, 14]" = torch.nn.functional.batch_norm(out_76, l_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_, l_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_, l_self_modules_layer3_modules_0_modules_bn3_parameters_weight_, l_self_modules_layer3_modules_0_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_76 = l_self_modules_layer3_modules_0_modules_bn3_buffers_running_mean_ = l_self_modules_layer3_modules_0_modules_bn3_buffers_running_var_ = l_self_modules_layer3_modules_0_modules_bn3_parameters_weight_ = l_self_modules_layer3_modules_0_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:158 in forward, code: identity = self.downsample(x)
        input_5: "f32[1, 1024, 14, 14]" = torch.conv2d(out_69, l_self_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_, None, (2, 2), (0, 0), (1, 1), 1);  out_69 = l_self_modules_layer3_modules_0_modules_downsample_modules_0_parameters_weight_ = None
        input_6: "f32[1, 1024, 14, 14]" = torch.nn.functional.batch_norm(input_5, l_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_, l_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_, l_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_, l_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_, False, 0.1, 1e-05);  input_5 = l_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_mean_ = l_self_modules_layer3_modules_0_modules_downsample_modules_1_buffers_running_var_ = l_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_ = l_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_77 += input_6;  out_78: "f32[1, 1024, 14, 14]" = out_77;  out_77 = input_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_79: "f32[1, 1024, 14, 14]" = torch.nn.functional.relu(out_78, inplace = True);  out_78 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_80: "f32[1, 256, 14, 14]" = torch.conv2d(out_79, l_self_modules_layer3_modules_1_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer3_modules_1_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_81: "f32[1, 256, 14, 14]" = torch.nn.functional.batch_norm(out_80, l_self_modules_layer3_modules_1_modules_bn1_buffers_running_mean_, l_self_modules_layer3_modules_1_modules_bn1_buffers_running_var_, l_self_modules_layer3_modules_1_modules_bn1_parameters_weight_, l_self_modules_layer3_modules_1_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_80 = l_self_modules_layer3_modules_1_modules_bn1_buffers_running_mean_ = l_self_modules_layer3_modules_1_modules_bn1_buffers_running_var_ = l_self_modules_layer3_modules_1_modules_bn1_parameters_weight_ = l_self_modules_layer3_modules_1_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_82: "f32[1, 256, 14, 14]" = torch.nn.functional.relu(out_81, inplace = True);  out_81 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_83: "f32[1, 256, 14, 14]" = torch.conv2d(out_82, l_self_modules_layer3_modules_1_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_82 = l_self_modules_layer3_modules_1_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_84: "f32[1, 256, 14, 14]" = torch.nn.functional.batch_norm(out_83, l_self_modules_layer3_modules_1_modules_bn2_buffers_running_mean_, l_self_modules_layer3_modules_1_modules_bn2_buffers_running_var_, l_self_modules_layer3_modules_1_modules_bn2_parameters_weight_, l_self_modules_layer3_modules_1_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_83 = l_self_modules_layer3_modules_1_modules_bn2_buffers_running_mean_ = l_self_modules_layer3_modules_1_modules_bn2_buffers_running_var_ = l_self_modules_layer3_modules_1_modules_bn2_parameters_weight_ = l_self_modules_layer3_modules_1_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_85: "f32[1, 256, 14, 14]" = torch.nn.functional.relu(out_84, inplace = True);  out_84 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_86: "f32[1, 1024, 14, 14]" = torch.conv2d(out_85, l_self_modules_layer3_modules_1_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_85 = l_self_modules_layer3_modules_1_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_87: "f32[1, 1024, 14, 14]" = torch.nn.functional.batch_norm(out_86, l_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_, l_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_, l_self_modules_layer3_modules_1_modules_bn3_parameters_weight_, l_self_modules_layer3_modules_1_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_86 = l_self_modules_layer3_modules_1_modules_bn3_buffers_running_mean_ = l_self_modules_layer3_modules_1_modules_bn3_buffers_running_var_ = l_self_modules_layer3_modules_1_modules_bn3_parameters_weight_ = l_self_modules_layer3_modules_1_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_87 += out_79;  out_88: "f32[1, 1024, 14, 14]" = out_87;  out_87 = out_79 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_89: "f32[1, 1024, 14, 14]" = torch.nn.functional.relu(out_88, inplace = True);  out_88 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_90: "f32[1, 256, 14, 14]" = torch.conv2d(out_89, l_self_modules_layer3_modules_2_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer3_modules_2_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_91: "f32[1, 256, 14, 14]" = torch.nn.functional.batch_norm(out_90, l_self_modules_layer3_modules_2_modules_bn1_buffers_running_mean_, l_self_modules_layer3_modules_2_modules_bn1_buffers_running_var_, l_self_modules_layer3_modules_2_modules_bn1_parameters_weight_, l_self_modules_layer3_modules_2_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_90 = l_self_modules_layer3_modules_2_modules_bn1_buffers_running_mean_ = l_self_modules_layer3_modules_2_modules_bn1_buffers_running_var_ = l_self_modules_layer3_modules_2_modules_bn1_parameters_weight_ = l_self_modules_layer3_modules_2_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_92: "f32[1, 256, 14, 14]" = torch.nn.functional.relu(out_91, inplace = True);  out_91 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_93: "f32[1, 256, 14, 14]" = torch.conv2d(out_92, l_self_modules_layer3_modules_2_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_92 = l_self_modules_layer3_modules_2_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_94: "f32[1, 256, 14, 14]" = torch.nn.functional.batch_norm(out_93, l_self_modules_layer3_modules_2_modules_bn2_buffers_running_mean_, l_self_modules_layer3_modules_2_modules_bn2_buffers_running_var_, l_self_modules_layer3_modules_2_modules_bn2_parameters_weight_, l_self_modules_layer3_modules_2_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_93 = l_self_modules_layer3_modules_2_modules_bn2_buffers_running_mean_ = l_self_modules_layer3_modules_2_modules_bn2_buffers_running_var_ = l_self_modules_layer3_modules_2_modules_bn2_parameters_weight_ = l_self_modules_layer3_modules_2_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_95: "f32[1, 256, 14, 14]" = torch.nn.functional.relu(out_94, inplace = True);  out_94 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_96: "f32[1, 1024, 14, 14]" = torch.conv2d(out_95, l_self_modules_layer3_modules_2_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_95 = l_self_modules_layer3_modules_2_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_97: "f32[1, 1024, 14, 14]" = torch.nn.functional.batch_norm(out_96, l_self_modules_layer3_modules_2_modules_bn3_buffers_running_mean_, l_self_modules_layer3_modules_2_modules_bn3_buffers_running_var_, l_self_modules_layer3_modules_2_modules_bn3_parameters_weight_, l_self_modules_layer3_modules_2_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_96 = l_self_modules_layer3_modules_2_modules_bn3_buffers_running_mean_ = l_self_modules_layer3_modules_2_modules_bn3_buffers_running_var_ = l_self_modules_layer3_modules_2_modules_bn3_parameters_weight_ = l_self_modules_layer3_modules_2_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_97 += out_89;  out_98: "f32[1, 1024, 14, 14]" = out_97;  out_97 = out_89 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_99: "f32[1, 1024, 14, 14]" = torch.nn.functional.relu(out_98, inplace = True);  out_98 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_100: "f32[1, 256, 14, 14]" = torch.conv2d(out_99, l_self_modules_layer3_modules_3_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer3_modules_3_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_101: "f32[1, 256, 14, 14]" = torch.nn.functional.batch_norm(out_100, l_self_modules_layer3_modules_3_modules_bn1_buffers_running_mean_, l_self_modules_layer3_modules_3_modules_bn1_buffers_running_var_, l_self_modules_layer3_modules_3_modules_bn1_parameters_weight_, l_self_modules_layer3_modules_3_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_100 = l_self_modules_layer3_modules_3_modules_bn1_buffers_running_mean_ = l_self_modules_layer3_modules_3_modules_bn1_buffers_running_var_ = l_self_modules_layer3_modules_3_modules_bn1_parameters_weight_ = l_self_modules_layer3_modules_3_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_102: "f32[1, 256, 14, 14]" = torch.nn.functional.relu(out_101, inplace = True);  out_101 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_103: "f32[1, 256, 14, 14]" = torch.conv2d(out_102, l_self_modules_layer3_modules_3_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_102 = l_self_modules_layer3_modules_3_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_104: "f32[1, 256, 14, 14]" = torch.nn.functional.batch_norm(out_103, l_self_modules_layer3_modules_3_modules_bn2_buffers_running_mean_, l_self_modules_layer3_modules_3_modules_bn2_buffers_running_var_, l_self_modules_layer3_modules_3_modules_bn2_parameters_weight_, l_self_modules_layer3_modules_3_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_103 = l_self_modules_layer3_modules_3_modules_bn2_buffers_running_mean_ = l_self_modules_layer3_modules_3_modules_bn2_buffers_running_var_ = l_self_modules_layer3_modules_3_modules_bn2_parameters_weight_ = l_self_modules_layer3_modules_3_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_105: "f32[1, 256, 14, 14]" = torch.nn.functional.relu(out_104, inplace = True);  out_104 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_106: "f32[1, 1024, 14, 14]" = torch.conv2d(out_105, l_self_modules_layer3_modules_3_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_105 = l_self_modules_layer3_modules_3_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_107: "f32[1, 1024, 14, 14]" = torch.nn.functional.batch_norm(out_106, l_self_modules_layer3_modules_3_modules_bn3_buffers_running_mean_, l_self_modules_layer3_modules_3_modules_bn3_buffers_running_var_, l_self_modules_layer3_modules_3_modules_bn3_parameters_weight_, l_self_modules_layer3_modules_3_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_106 = l_self_modules_layer3_modules_3_modules_bn3_buffers_running_mean_ = l_self_modules_layer3_modules_3_modules_bn3_buffers_running_var_ = l_self_modules_layer3_modules_3_modules_bn3_parameters_weight_ = l_self_modules_layer3_modules_3_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_107 += out_99;  out_108: "f32[1, 1024, 14, 14]" = out_107;  out_107 = out_99 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_109: "f32[1, 1024, 14, 14]" = torch.nn.functional.relu(out_108, inplace = True);  out_108 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_110: "f32[1, 256, 14, 14]" = torch.conv2d(out_109, l_self_modules_layer3_modules_4_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer3_modules_4_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_111: "f32[1, 256, 14, 14]" = torch.nn.functional.batch_norm(out_110, l_self_modules_layer3_modules_4_modules_bn1_buffers_running_mean_, l_self_modules_layer3_modules_4_modules_bn1_buffers_running_var_, l_self_modules_layer3_modules_4_modules_bn1_parameters_weight_, l_self_modules_layer3_modules_4_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_110 = l_self_modules_layer3_modules_4_modules_bn1_buffers_running_mean_ = l_self_modules_layer3_modules_4_modules_bn1_buffers_running_var_ = l_self_modules_layer3_modules_4_modules_bn1_parameters_weight_ = l_self_modules_layer3_modules_4_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_112: "f32[1, 256, 14, 14]" = torch.nn.functional.relu(out_111, inplace = True);  out_111 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_113: "f32[1, 256, 14, 14]" = torch.conv2d(out_112, l_self_modules_layer3_modules_4_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_112 = l_self_modules_layer3_modules_4_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_114: "f32[1, 256, 14, 14]" = torch.nn.functional.batch_norm(out_113, l_self_modules_layer3_modules_4_modules_bn2_buffers_running_mean_, l_self_modules_layer3_modules_4_modules_bn2_buffers_running_var_, l_self_modules_layer3_modules_4_modules_bn2_parameters_weight_, l_self_modules_layer3_modules_4_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_113 = l_self_modules_layer3_modules_4_modules_bn2_buffers_running_mean_ = l_self_modules_layer3_modules_4_modules_bn2_buffers_running_var_ = l_self_modules_layer3_modules_4_modules_bn2_parameters_weight_ = l_self_modules_layer3_modules_4_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_115: "f32[1, 256, 14, 14]" = torch.nn.functional.relu(out_114, inplace = True);  out_114 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_116: "f32[1, 1024, 14, 14]" = torch.conv2d(out_115, l_self_modules_layer3_modules_4_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_115 = l_self_modules_layer3_modules_4_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_117: "f32[1, 1024, 14, 14]" = torch.nn.functional.batch_norm(out_116, l_self_modules_layer3_modules_4_modules_bn3_buffers_running_mean_, l_self_modules_layer3_modules_4_modules_bn3_buffers_running_var_, l_self_modules_layer3_modules_4_modules_bn3_parameters_weight_, l_self_modules_layer3_modules_4_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_116 = l_self_modules_layer3_modules_4_modules_bn3_buffers_running_mean_ = l_self_modules_layer3_modules_4_modules_bn3_buffers_running_var_ = l_self_modules_layer3_modules_4_modules_bn3_parameters_weight_ = l_self_modules_layer3_modules_4_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_117 += out_109;  out_118: "f32[1, 1024, 14, 14]" = out_117;  out_117 = out_109 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_119: "f32[1, 1024, 14, 14]" = torch.nn.functional.relu(out_118, inplace = True);  out_118 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_120: "f32[1, 256, 14, 14]" = torch.conv2d(out_119, l_self_modules_layer3_modules_5_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer3_modules_5_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_121: "f32[1, 256, 14, 14]" = torch.nn.functional.batch_norm(out_120, l_self_modules_layer3_modules_5_modules_bn1_buffers_running_mean_, l_self_modules_layer3_modules_5_modules_bn1_buffers_running_var_, l_self_modules_layer3_modules_5_modules_bn1_parameters_weight_, l_self_modules_layer3_modules_5_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_120 = l_self_modules_layer3_modules_5_modules_bn1_buffers_running_mean_ = l_self_modules_layer3_modules_5_modules_bn1_buffers_running_var_ = l_self_modules_layer3_modules_5_modules_bn1_parameters_weight_ = l_self_modules_layer3_modules_5_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_122: "f32[1, 256, 14, 14]" = torch.nn.functional.relu(out_121, inplace = True);  out_121 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_123: "f32[1, 256, 14, 14]" = torch.conv2d(out_122, l_self_modules_layer3_modules_5_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_122 = l_self_modules_layer3_modules_5_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_124: "f32[1, 256, 14, 14]" = torch.nn.functional.batch_norm(out_123, l_self_modules_layer3_modules_5_modules_bn2_buffers_running_mean_, l_self_modules_layer3_modules_5_modules_bn2_buffers_running_var_, l_self_modules_layer3_modules_5_modules_bn2_parameters_weight_, l_self_modules_layer3_modules_5_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_123 = l_self_modules_layer3_modules_5_modules_bn2_buffers_running_mean_ = l_self_modules_layer3_modules_5_modules_bn2_buffers_running_var_ = l_self_modules_layer3_modules_5_modules_bn2_parameters_weight_ = l_self_modules_layer3_modules_5_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_125: "f32[1, 256, 14, 14]" = torch.nn.functional.relu(out_124, inplace = True);  out_124 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_126: "f32[1, 1024, 14, 14]" = torch.conv2d(out_125, l_self_modules_layer3_modules_5_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_125 = l_self_modules_layer3_modules_5_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_127: "f32[1, 1024, 14, 14]" = torch.nn.functional.batch_norm(out_126, l_self_modules_layer3_modules_5_modules_bn3_buffers_running_mean_, l_self_modules_layer3_modules_5_modules_bn3_buffers_running_var_, l_self_modules_layer3_modules_5_modules_bn3_parameters_weight_, l_self_modules_layer3_modules_5_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_126 = l_self_modules_layer3_modules_5_modules_bn3_buffers_running_mean_ = l_self_modules_layer3_modules_5_modules_bn3_buffers_running_var_ = l_self_modules_layer3_modules_5_modules_bn3_parameters_weight_ = l_self_modules_layer3_modules_5_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_127 += out_119;  out_128: "f32[1, 1024, 14, 14]" = out_127;  out_127 = out_119 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_129: "f32[1, 1024, 14, 14]" = torch.nn.functional.relu(out_128, inplace = True);  out_128 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_130: "f32[1, 512, 14, 14]" = torch.conv2d(out_129, l_self_modules_layer4_modules_0_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer4_modules_0_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_131: "f32[1, 512, 14, 14]" = torch.nn.functional.batch_norm(out_130, l_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_, l_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_, l_self_modules_layer4_modules_0_modules_bn1_parameters_weight_, l_self_modules_layer4_modules_0_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_130 = l_self_modules_layer4_modules_0_modules_bn1_buffers_running_mean_ = l_self_modules_layer4_modules_0_modules_bn1_buffers_running_var_ = l_self_modules_layer4_modules_0_modules_bn1_parameters_weight_ = l_self_modules_layer4_modules_0_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_132: "f32[1, 512, 14, 14]" = torch.nn.functional.relu(out_131, inplace = True);  out_131 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_133: "f32[1, 512, 7, 7]" = torch.conv2d(out_132, l_self_modules_layer4_modules_0_modules_conv2_parameters_weight_, None, (2, 2), (1, 1), (1, 1), 1);  out_132 = l_self_modules_layer4_modules_0_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_134: "f32[1, 512, 7, 7]" = torch.nn.functional.batch_norm(out_133, l_self_modules_layer4_modules_0_modules_bn2_buffers_running_mean_, l_self_modules_layer4_modules_0_modules_bn2_buffers_running_var_, l_self_modules_layer4_modules_0_modules_bn2_parameters_weight_, l_self_modules_layer4_modules_0_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_133 = l_self_modules_layer4_modules_0_modules_bn2_buffers_running_mean_ = l_self_modules_layer4_modules_0_modules_bn2_buffers_running_var_ = l_self_modules_layer4_modules_0_modules_bn2_parameters_weight_ = l_self_modules_layer4_modules_0_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_135: "f32[1, 512, 7, 7]" = torch.nn.functional.relu(out_134, inplace = True);  out_134 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_136: "f32[1, 2048, 7, 7]" = torch.conv2d(out_135, l_self_modules_layer4_modules_0_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_135 = l_self_modules_layer4_modules_0_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_137: "f32[1, 2048, 7, 7]" = torch.nn.functional.batch_norm(out_136, l_self_modules_layer4_modules_0_modules_bn3_buffers_running_mean_, l_self_modules_layer4_modules_0_modules_bn3_buffers_running_var_, l_self_modules_layer4_modules_0_modules_bn3_parameters_weight_, l_self_modules_layer4_modules_0_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_136 = l_self_modules_layer4_modules_0_modules_bn3_buffers_running_mean_ = l_self_modules_layer4_modules_0_modules_bn3_buffers_running_var_ = l_self_modules_layer4_modules_0_modules_bn3_parameters_weight_ = l_self_modules_layer4_modules_0_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:158 in forward, code: identity = self.downsample(x)
        input_7: "f32[1, 2048, 7, 7]" = torch.conv2d(out_129, l_self_modules_layer4_modules_0_modules_downsample_modules_0_parameters_weight_, None, (2, 2), (0, 0), (1, 1), 1);  out_129 = l_self_modules_layer4_modules_0_modules_downsample_modules_0_parameters_weight_ = None
        input_8: "f32[1, 2048, 7, 7]" = torch.nn.functional.batch_norm(input_7, l_self_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_mean_, l_self_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_var_, l_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_, l_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_bias_, False, 0.1, 1e-05);  input_7 = l_self_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_mean_ = l_self_modules_layer4_modules_0_modules_downsample_modules_1_buffers_running_var_ = l_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_ = l_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_137 += input_8;  out_138: "f32[1, 2048, 7, 7]" = out_137;  out_137 = input_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_139: "f32[1, 2048, 7, 7]" = torch.nn.functional.relu(out_138, inplace = True);  out_138 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_140: "f32[1, 512, 7, 7]" = torch.conv2d(out_139, l_self_modules_layer4_modules_1_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer4_modules_1_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_141: "f32[1, 512, 7, 7]" = torch.nn.functional.batch_norm(out_140, l_self_modules_layer4_modules_1_modules_bn1_buffers_running_mean_, l_self_modules_layer4_modules_1_modules_bn1_buffers_running_var_, l_self_modules_layer4_modules_1_modules_bn1_parameters_weight_, l_self_modules_layer4_modules_1_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_140 = l_self_modules_layer4_modules_1_modules_bn1_buffers_running_mean_ = l_self_modules_layer4_modules_1_modules_bn1_buffers_running_var_ = l_self_modules_layer4_modules_1_modules_bn1_parameters_weight_ = l_self_modules_layer4_modules_1_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_142: "f32[1, 512, 7, 7]" = torch.nn.functional.relu(out_141, inplace = True);  out_141 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_143: "f32[1, 512, 7, 7]" = torch.conv2d(out_142, l_self_modules_layer4_modules_1_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_142 = l_self_modules_layer4_modules_1_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_144: "f32[1, 512, 7, 7]" = torch.nn.functional.batch_norm(out_143, l_self_modules_layer4_modules_1_modules_bn2_buffers_running_mean_, l_self_modules_layer4_modules_1_modules_bn2_buffers_running_var_, l_self_modules_layer4_modules_1_modules_bn2_parameters_weight_, l_self_modules_layer4_modules_1_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_143 = l_self_modules_layer4_modules_1_modules_bn2_buffers_running_mean_ = l_self_modules_layer4_modules_1_modules_bn2_buffers_running_var_ = l_self_modules_layer4_modules_1_modules_bn2_parameters_weight_ = l_self_modules_layer4_modules_1_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_145: "f32[1, 512, 7, 7]" = torch.nn.functional.relu(out_144, inplace = True);  out_144 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_146: "f32[1, 2048, 7, 7]" = torch.conv2d(out_145, l_self_modules_layer4_modules_1_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_145 = l_self_modules_layer4_modules_1_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_147: "f32[1, 2048, 7, 7]" = torch.nn.functional.batch_norm(out_146, l_self_modules_layer4_modules_1_modules_bn3_buffers_running_mean_, l_self_modules_layer4_modules_1_modules_bn3_buffers_running_var_, l_self_modules_layer4_modules_1_modules_bn3_parameters_weight_, l_self_modules_layer4_modules_1_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_146 = l_self_modules_layer4_modules_1_modules_bn3_buffers_running_mean_ = l_self_modules_layer4_modules_1_modules_bn3_buffers_running_var_ = l_self_modules_layer4_modules_1_modules_bn3_parameters_weight_ = l_self_modules_layer4_modules_1_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_147 += out_139;  out_148: "f32[1, 2048, 7, 7]" = out_147;  out_147 = out_139 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_149: "f32[1, 2048, 7, 7]" = torch.nn.functional.relu(out_148, inplace = True);  out_148 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:146 in forward, code: out = self.conv1(x)
        out_150: "f32[1, 512, 7, 7]" = torch.conv2d(out_149, l_self_modules_layer4_modules_2_modules_conv1_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  l_self_modules_layer4_modules_2_modules_conv1_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:147 in forward, code: out = self.bn1(out)
        out_151: "f32[1, 512, 7, 7]" = torch.nn.functional.batch_norm(out_150, l_self_modules_layer4_modules_2_modules_bn1_buffers_running_mean_, l_self_modules_layer4_modules_2_modules_bn1_buffers_running_var_, l_self_modules_layer4_modules_2_modules_bn1_parameters_weight_, l_self_modules_layer4_modules_2_modules_bn1_parameters_bias_, False, 0.1, 1e-05);  out_150 = l_self_modules_layer4_modules_2_modules_bn1_buffers_running_mean_ = l_self_modules_layer4_modules_2_modules_bn1_buffers_running_var_ = l_self_modules_layer4_modules_2_modules_bn1_parameters_weight_ = l_self_modules_layer4_modules_2_modules_bn1_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:148 in forward, code: out = self.relu(out)
        out_152: "f32[1, 512, 7, 7]" = torch.nn.functional.relu(out_151, inplace = True);  out_151 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:150 in forward, code: out = self.conv2(out)
        out_153: "f32[1, 512, 7, 7]" = torch.conv2d(out_152, l_self_modules_layer4_modules_2_modules_conv2_parameters_weight_, None, (1, 1), (1, 1), (1, 1), 1);  out_152 = l_self_modules_layer4_modules_2_modules_conv2_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:151 in forward, code: out = self.bn2(out)
        out_154: "f32[1, 512, 7, 7]" = torch.nn.functional.batch_norm(out_153, l_self_modules_layer4_modules_2_modules_bn2_buffers_running_mean_, l_self_modules_layer4_modules_2_modules_bn2_buffers_running_var_, l_self_modules_layer4_modules_2_modules_bn2_parameters_weight_, l_self_modules_layer4_modules_2_modules_bn2_parameters_bias_, False, 0.1, 1e-05);  out_153 = l_self_modules_layer4_modules_2_modules_bn2_buffers_running_mean_ = l_self_modules_layer4_modules_2_modules_bn2_buffers_running_var_ = l_self_modules_layer4_modules_2_modules_bn2_parameters_weight_ = l_self_modules_layer4_modules_2_modules_bn2_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:152 in forward, code: out = self.relu(out)
        out_155: "f32[1, 512, 7, 7]" = torch.nn.functional.relu(out_154, inplace = True);  out_154 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:154 in forward, code: out = self.conv3(out)
        out_156: "f32[1, 2048, 7, 7]" = torch.conv2d(out_155, l_self_modules_layer4_modules_2_modules_conv3_parameters_weight_, None, (1, 1), (0, 0), (1, 1), 1);  out_155 = l_self_modules_layer4_modules_2_modules_conv3_parameters_weight_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:155 in forward, code: out = self.bn3(out)
        out_157: "f32[1, 2048, 7, 7]" = torch.nn.functional.batch_norm(out_156, l_self_modules_layer4_modules_2_modules_bn3_buffers_running_mean_, l_self_modules_layer4_modules_2_modules_bn3_buffers_running_var_, l_self_modules_layer4_modules_2_modules_bn3_parameters_weight_, l_self_modules_layer4_modules_2_modules_bn3_parameters_bias_, False, 0.1, 1e-05);  out_156 = l_self_modules_layer4_modules_2_modules_bn3_buffers_running_mean_ = l_self_modules_layer4_modules_2_modules_bn3_buffers_running_var_ = l_self_modules_layer4_modules_2_modules_bn3_parameters_weight_ = l_self_modules_layer4_modules_2_modules_bn3_parameters_bias_ = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:160 in forward, code: out += identity
        out_157 += out_149;  out_158: "f32[1, 2048, 7, 7]" = out_157;  out_157 = out_149 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:161 in forward, code: out = self.relu(out)
        out_159: "f32[1, 2048, 7, 7]" = torch.nn.functional.relu(out_158, inplace = True);  out_158 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:278 in _forward_impl, code: x = self.avgpool(x)
        x_4: "f32[1, 2048, 1, 1]" = torch.nn.functional.adaptive_avg_pool2d(out_159, (1, 1));  out_159 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:279 in _forward_impl, code: x = torch.flatten(x, 1)
        x_5: "f32[1, 2048]" = torch.flatten(x_4, 1);  x_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:280 in _forward_impl, code: x = self.fc(x)
        x_6: "f32[1, 1000]" = torch._C._nn.linear(x_5, l_self_modules_fc_parameters_weight_, l_self_modules_fc_parameters_bias_);  x_5 = l_self_modules_fc_parameters_weight_ = l_self_modules_fc_parameters_bias_ = None
        return (x_6,)
