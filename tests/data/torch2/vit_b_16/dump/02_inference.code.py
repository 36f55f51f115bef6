


def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1):
    convolution = torch.ops.aten.convolution.default(arg0_1, arg1_1, arg2_1, [16, 16], [0, 0], [1, 1], False, [0, 0], 1);  arg0_1 = arg1_1 = arg2_1 = None
    view = torch.ops.aten.view.default(convolution, [1, 768, 196]);  convolution = None
    permute = torch.ops.aten.permute.default(view, [0, 2, 1]);  view = None
    expand = torch.ops.aten.expand.default(arg3_1, [1, -1, -1]);  arg3_1 = None
    cat = torch.ops.aten.cat.default([expand, permute], 1);  expand = permute = None
    add = torch.ops.aten.add.Tensor(cat, arg4_1);  cat = arg4_1 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [768], arg5_1, arg6_1, 1e-06);  arg5_1 = arg6_1 = None
    getitem = native_layer_norm[0];  native_layer_norm = None
    transpose = torch.ops.aten.transpose.int(getitem, 1, 0);  getitem = None
    view_1 = torch.ops.aten.view.default(transpose, [197, 768]);  transpose = None
    t = torch.ops.aten.t.default(arg8_1);  arg8_1 = None
    addmm = torch.ops.aten.addmm.default(arg7_1, view_1, t);  arg7_1 = view_1 = t = None
    view_2 = torch.ops.aten.view.default(addmm, [197, 1, 2304]);  addmm = None
    view_3 = torch.ops.aten.view.default(view_2, [197, 1, 3, 768]);  view_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(view_3, 0);  view_3 = None
    transpose_1 = torch.ops.aten.transpose.int(unsqueeze, 0, -2);  unsqueeze = None
    squeeze = torch.ops.aten.squeeze.dim(transpose_1, -2);  transpose_1 = None
    clone = torch.ops.aten.clone.default(squeeze, memory_format = torch.contiguous_format);  squeeze = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    select_1 = torch.ops.aten.select.int(clone, 0, 1)
    select_2 = torch.ops.aten.select.int(clone, 0, 2);  clone = None
    view_4 = torch.ops.aten.view.default(select, [197, 12, 64]);  select = None
    transpose_2 = torch.ops.aten.transpose.int(view_4, 0, 1);  view_4 = None
    view_5 = torch.ops.aten.view.default(select_1, [197, 12, 64]);  select_1 = None
    transpose_3 = torch.ops.aten.transpose.int(view_5, 0, 1);  view_5 = None
    view_6 = torch.ops.aten.view.default(select_2, [197, 12, 64]);  select_2 = None
    transpose_4 = torch.ops.aten.transpose.int(view_6, 0, 1);  view_6 = None
    view_7 = torch.ops.aten.view.default(transpose_2, [1, 12, 197, 64]);  transpose_2 = None
    view_8 = torch.ops.aten.view.default(transpose_3, [1, 12, 197, 64]);  transpose_3 = None
    view_9 = torch.ops.aten.view.default(transpose_4, [1, 12, 197, 64]);  transpose_4 = None
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_7, view_8, view_9);  view_7 = view_8 = view_9 = None
    getitem_3 = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None
    permute_1 = torch.ops.aten.permute.default(getitem_3, [2, 0, 1, 3]);  getitem_3 = None
    view_10 = torch.ops.aten.view.default(permute_1, [197, 768]);  permute_1 = None
    t_1 = torch.ops.aten.t.default(arg9_1);  arg9_1 = None
    addmm_1 = torch.ops.aten.addmm.default(arg10_1, view_10, t_1);  arg10_1 = view_10 = t_1 = None
    view_11 = torch.ops.aten.view.default(addmm_1, [197, 1, 768]);  addmm_1 = None
    transpose_5 = torch.ops.aten.transpose.int(view_11, 1, 0);  view_11 = None
    add_1 = torch.ops.aten.add.Tensor(transpose_5, add);  transpose_5 = add = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [768], arg11_1, arg12_1, 1e-06);  arg11_1 = arg12_1 = None
    getitem_5 = native_layer_norm_1[0];  native_layer_norm_1 = None
    view_12 = torch.ops.aten.view.default(getitem_5, [197, 768]);  getitem_5 = None
    t_2 = torch.ops.aten.t.default(arg13_1);  arg13_1 = None
    addmm_2 = torch.ops.aten.addmm.default(arg14_1, view_12, t_2);  arg14_1 = view_12 = t_2 = None
    view_13 = torch.ops.aten.view.default(addmm_2, [1, 197, 3072]);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(view_13);  view_13 = None
    view_14 = torch.ops.aten.view.default(gelu, [197, 3072]);  gelu = None
    t_3 = torch.ops.aten.t.default(arg15_1);  arg15_1 = None
    addmm_3 = torch.ops.aten.addmm.default(arg16_1, view_14, t_3);  arg16_1 = view_14 = t_3 = None
    view_15 = torch.ops.aten.view.default(addmm_3, [1, 197, 768]);  addmm_3 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, view_15);  add_1 = view_15 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [768], arg17_1, arg18_1, 1e-06);  arg17_1 = arg18_1 = None
    getitem_8 = native_layer_norm_2[0];  native_layer_norm_2 = None
    transpose_6 = torch.ops.aten.transpose.int(getitem_8, 1, 0);  getitem_8 = None
    view_16 = torch.ops.aten.view.default(transpose_6, [197, 768]);  transpose_6 = None
    t_4 = torch.ops.aten.t.default(arg20_1);  arg20_1 = None
    addmm_4 = torch.ops.aten.addmm.default(arg19_1, view_16, t_4);  arg19_1 = view_16 = t_4 = None
    view_17 = torch.ops.aten.view.default(addmm_4, [197, 1, 2304]);  addmm_4 = None
    view_18 = torch.ops.aten.view.default(view_17, [197, 1, 3, 768]);  view_17 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(view_18, 0);  view_18 = None
    transpose_7 = torch.ops.aten.transpose.int(unsqueeze_1, 0, -2);  unsqueeze_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(transpose_7, -2);  transpose_7 = None
    clone_1 = torch.ops.aten.clone.default(squeeze_1, memory_format = torch.contiguous_format);  squeeze_1 = None
    select_3 = torch.ops.aten.select.int(clone_1, 0, 0)
    select_4 = torch.ops.aten.select.int(clone_1, 0, 1)
    select_5 = torch.ops.aten.select.int(clone_1, 0, 2);  clone_1 = None
    view_19 = torch.ops.aten.view.default(select_3, [197, 12, 64]);  select_3 = None
    transpose_8 = torch.ops.aten.transpose.int(view_19, 0, 1);  view_19 = None
    view_20 = torch.ops.aten.view.default(select_4, [197, 12, 64]);  select_4 = None
    transpose_9 = torch.ops.aten.transpose.int(view_20, 0, 1);  view_20 = None
    view_21 = torch.ops.aten.view.default(select_5, [197, 12, 64]);  select_5 = None
    transpose_10 = torch.ops.aten.transpose.int(view_21, 0, 1);  view_21 = None
    view_22 = torch.ops.aten.view.default(transpose_8, [1, 12, 197, 64]);  transpose_8 = None
    view_23 = torch.ops.aten.view.default(transpose_9, [1, 12, 197, 64]);  transpose_9 = None
    view_24 = torch.ops.aten.view.default(transpose_10, [1, 12, 197, 64]);  transpose_10 = None
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_22, view_23, view_24);  view_22 = view_23 = view_24 = None
    getitem_11 = _scaled_dot_product_flash_attention_for_cpu_1[0];  _scaled_dot_product_flash_attention_for_cpu_1 = None
    permute_2 = torch.ops.aten.permute.default(getitem_11, [2, 0, 1, 3]);  getitem_11 = None
    view_25 = torch.ops.aten.view.default(permute_2, [197, 768]);  permute_2 = None
    t_5 = torch.ops.aten.t.default(arg21_1);  arg21_1 = None
    addmm_5 = torch.ops.aten.addmm.default(arg22_1, view_25, t_5);  arg22_1 = view_25 = t_5 = None
    view_26 = torch.ops.aten.view.default(addmm_5, [197, 1, 768]);  addmm_5 = None
    transpose_11 = torch.ops.aten.transpose.int(view_26, 1, 0);  view_26 = None
    add_3 = torch.ops.aten.add.Tensor(transpose_11, add_2);  transpose_11 = add_2 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_3, [768], arg23_1, arg24_1, 1e-06);  arg23_1 = arg24_1 = None
    getitem_13 = native_layer_norm_3[0];  native_layer_norm_3 = None
    view_27 = torch.ops.aten.view.default(getitem_13, [197, 768]);  getitem_13 = None
    t_6 = torch.ops.aten.t.default(arg25_1);  arg25_1 = None
    addmm_6 = torch.ops.aten.addmm.default(arg26_1, view_27, t_6);  arg26_1 = view_27 = t_6 = None
    view_28 = torch.ops.aten.view.default(addmm_6, [1, 197, 3072]);  addmm_6 = None
    gelu_1 = torch.ops.aten.gelu.default(view_28);  view_28 = None
    view_29 = torch.ops.aten.view.default(gelu_1, [197, 3072]);  gelu_1 = None
    t_7 = torch.ops.aten.t.default(arg27_1);  arg27_1 = None
    addmm_7 = torch.ops.aten.addmm.default(arg28_1, view_29, t_7);  arg28_1 = view_29 = t_7 = None
    view_30 = torch.ops.aten.view.default(addmm_7, [1, 197, 768]);  addmm_7 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, view_30);  add_3 = view_30 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_4, [768], arg29_1, arg30_1, 1e-06);  arg29_1 = arg30_1 = None
    getitem_16 = native_layer_norm_4[0];  native_layer_norm_4 = None
    transpose_12 = torch.ops.aten.transpose.int(getitem_16, 1, 0);  getitem_16 = None
    view_31 = torch.ops.aten.view.default(transpose_12, [197, 768]);  transpose_12 = None
    t_8 = torch.ops.aten.t.default(arg32_1);  arg32_1 = None
    addmm_8 = torch.ops.aten.addmm.default(arg31_1, view_31, t_8);  arg31_1 = view_31 = t_8 = None
    view_32 = torch.ops.aten.view.default(addmm_8, [197, 1, 2304]);  addmm_8 = None
    view_33 = torch.ops.aten.view.default(view_32, [197, 1, 3, 768]);  view_32 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(view_33, 0);  view_33 = None
    transpose_13 = torch.ops.aten.transpose.int(unsqueeze_2, 0, -2);  unsqueeze_2 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(transpose_13, -2);  transpose_13 = None
    clone_2 = torch.ops.aten.clone.default(squeeze_2, memory_format = torch.contiguous_format);  squeeze_2 = None
    select_6 = torch.ops.aten.select.int(clone_2, 0, 0)
    select_7 = torch.ops.aten.select.int(clone_2, 0, 1)
    select_8 = torch.ops.aten.select.int(clone_2, 0, 2);  clone_2 = None
    view_34 = torch.ops.aten.view.default(select_6, [197, 12, 64]);  select_6 = None
    transpose_14 = torch.ops.aten.transpose.int(view_34, 0, 1);  view_34 = None
    view_35 = torch.ops.aten.view.default(select_7, [197, 12, 64]);  select_7 = None
    transpose_15 = torch.ops.aten.transpose.int(view_35, 0, 1);  view_35 = None
    view_36 = torch.ops.aten.view.default(select_8, [197, 12, 64]);  select_8 = None
    transpose_16 = torch.ops.aten.transpose.int(view_36, 0, 1);  view_36 = None
    view_37 = torch.ops.aten.view.default(transpose_14, [1, 12, 197, 64]);  transpose_14 = None
    view_38 = torch.ops.aten.view.default(transpose_15, [1, 12, 197, 64]);  transpose_15 = None
    view_39 = torch.ops.aten.view.default(transpose_16, [1, 12, 197, 64]);  transpose_16 = None
    _scaled_dot_product_flash_attention_for_cpu_2 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_37, view_38, view_39);  view_37 = view_38 = view_39 = None
    getitem_19 = _scaled_dot_product_flash_attention_for_cpu_2[0];  _scaled_dot_product_flash_attention_for_cpu_2 = None
    permute_3 = torch.ops.aten.permute.default(getitem_19, [2, 0, 1, 3]);  getitem_19 = None
    view_40 = torch.ops.aten.view.default(permute_3, [197, 768]);  permute_3 = None
    t_9 = torch.ops.aten.t.default(arg33_1);  arg33_1 = None
    addmm_9 = torch.ops.aten.addmm.default(arg34_1, view_40, t_9);  arg34_1 = view_40 = t_9 = None
    view_41 = torch.ops.aten.view.default(addmm_9, [197, 1, 768]);  addmm_9 = None
    transpose_17 = torch.ops.aten.transpose.int(view_41, 1, 0);  view_41 = None
    add_5 = torch.ops.aten.add.Tensor(transpose_17, add_4);  transpose_17 = add_4 = None
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_5, [768], arg35_1, arg36_1, 1e-06);  arg35_1 = arg36_1 = None
    getitem_21 = native_layer_norm_5[0];  native_layer_norm_5 = None
    view_42 = torch.ops.aten.view.default(getitem_21, [197, 768]);  getitem_21 = None
    t_10 = torch.ops.aten.t.default(arg37_1);  arg37_1 = None
    addmm_10 = torch.ops.aten.addmm.default(arg38_1, view_42, t_10);  arg38_1 = view_42 = t_10 = None
    view_43 = torch.ops.aten.view.default(addmm_10, [1, 197, 3072]);  addmm_10 = None
    gelu_2 = torch.ops.aten.gelu.default(view_43);  view_43 = None
    view_44 = torch.ops.aten.view.default(gelu_2, [197, 3072]);  gelu_2 = None
    t_11 = torch.ops.aten.t.default(arg39_1);  arg39_1 = None
    addmm_11 = torch.ops.aten.addmm.default(arg40_1, view_44, t_11);  arg40_1 = view_44 = t_11 = None
    view_45 = torch.ops.aten.view.default(addmm_11, [1, 197, 768]);  addmm_11 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, view_45);  add_5 = view_45 = None
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_6, [768], arg41_1, arg42_1, 1e-06);  arg41_1 = arg42_1 = None
    getitem_24 = native_layer_norm_6[0];  native_layer_norm_6 = None
    transpose_18 = torch.ops.aten.transpose.int(getitem_24, 1, 0);  getitem_24 = None
    view_46 = torch.ops.aten.view.default(transpose_18, [197, 768]);  transpose_18 = None
    t_12 = torch.ops.aten.t.default(arg44_1);  arg44_1 = None
    addmm_12 = torch.ops.aten.addmm.default(arg43_1, view_46, t_12);  arg43_1 = view_46 = t_12 = None
    view_47 = torch.ops.aten.view.default(addmm_12, [197, 1, 2304]);  addmm_12 = None
    view_48 = torch.ops.aten.view.default(view_47, [197, 1, 3, 768]);  view_47 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(view_48, 0);  view_48 = None
    transpose_19 = torch.ops.aten.transpose.int(unsqueeze_3, 0, -2);  unsqueeze_3 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(transpose_19, -2);  transpose_19 = None
    clone_3 = torch.ops.aten.clone.default(squeeze_3, memory_format = torch.contiguous_format);  squeeze_3 = None
    select_9 = torch.ops.aten.select.int(clone_3, 0, 0)
    select_10 = torch.ops.aten.select.int(clone_3, 0, 1)
    select_11 = torch.ops.aten.select.int(clone_3, 0, 2);  clone_3 = None
    view_49 = torch.ops.aten.view.default(select_9, [197, 12, 64]);  select_9 = None
    transpose_20 = torch.ops.aten.transpose.int(view_49, 0, 1);  view_49 = None
    view_50 = torch.ops.aten.view.default(select_10, [197, 12, 64]);  select_10 = None
    transpose_21 = torch.ops.aten.transpose.int(view_50, 0, 1);  view_50 = None
    view_51 = torch.ops.aten.view.default(select_11, [197, 12, 64]);  select_11 = None
    transpose_22 = torch.ops.aten.transpose.int(view_51, 0, 1);  view_51 = None
    view_52 = torch.ops.aten.view.default(transpose_20, [1, 12, 197, 64]);  transpose_20 = None
    view_53 = torch.ops.aten.view.default(transpose_21, [1, 12, 197, 64]);  transpose_21 = None
    view_54 = torch.ops.aten.view.default(transpose_22, [1, 12, 197, 64]);  transpose_22 = None
    _scaled_dot_product_flash_attention_for_cpu_3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_52, view_53, view_54);  view_52 = view_53 = view_54 = None
    getitem_27 = _scaled_dot_product_flash_attention_for_cpu_3[0];  _scaled_dot_product_flash_attention_for_cpu_3 = None
    permute_4 = torch.ops.aten.permute.default(getitem_27, [2, 0, 1, 3]);  getitem_27 = None
    view_55 = torch.ops.aten.view.default(permute_4, [197, 768]);  permute_4 = None
    t_13 = torch.ops.aten.t.default(arg45_1);  arg45_1 = None
    addmm_13 = torch.ops.aten.addmm.default(arg46_1, view_55, t_13);  arg46_1 = view_55 = t_13 = None
    view_56 = torch.ops.aten.view.default(addmm_13, [197, 1, 768]);  addmm_13 = None
    transpose_23 = torch.ops.aten.transpose.int(view_56, 1, 0);  view_56 = None
    add_7 = torch.ops.aten.add.Tensor(transpose_23, add_6);  transpose_23 = add_6 = None
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_7, [768], arg47_1, arg48_1, 1e-06);  arg47_1 = arg48_1 = None
    getitem_29 = native_layer_norm_7[0];  native_layer_norm_7 = None
    view_57 = torch.ops.aten.view.default(getitem_29, [197, 768]);  getitem_29 = None
    t_14 = torch.ops.aten.t.default(arg49_1);  arg49_1 = None
    addmm_14 = torch.ops.aten.addmm.default(arg50_1, view_57, t_14);  arg50_1 = view_57 = t_14 = None
    view_58 = torch.ops.aten.view.default(addmm_14, [1, 197, 3072]);  addmm_14 = None
    gelu_3 = torch.ops.aten.gelu.default(view_58);  view_58 = None
    view_59 = torch.ops.aten.view.default(gelu_3, [197, 3072]);  gelu_3 = None
    t_15 = torch.ops.aten.t.default(arg51_1);  arg51_1 = None
    addmm_15 = torch.ops.aten.addmm.default(arg52_1, view_59, t_15);  arg52_1 = view_59 = t_15 = None
    view_60 = torch.ops.aten.view.default(addmm_15, [1, 197, 768]);  addmm_15 = None
    add_8 = torch.ops.aten.add.Tensor(add_7, view_60);  add_7 = view_60 = None
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_8, [768], arg53_1, arg54_1, 1e-06);  arg53_1 = arg54_1 = None
    getitem_32 = native_layer_norm_8[0];  native_layer_norm_8 = None
    transpose_24 = torch.ops.aten.transpose.int(getitem_32, 1, 0);  getitem_32 = None
    view_61 = torch.ops.aten.view.default(transpose_24, [197, 768]);  transpose_24 = None
    t_16 = torch.ops.aten.t.default(arg56_1);  arg56_1 = None
    addmm_16 = torch.ops.aten.addmm.default(arg55_1, view_61, t_16);  arg55_1 = view_61 = t_16 = None
    view_62 = torch.ops.aten.view.default(addmm_16, [197, 1, 2304]);  addmm_16 = None
    view_63 = torch.ops.aten.view.default(view_62, [197, 1, 3, 768]);  view_62 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(view_63, 0);  view_63 = None
    transpose_25 = torch.ops.aten.transpose.int(unsqueeze_4, 0, -2);  unsqueeze_4 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(transpose_25, -2);  transpose_25 = None
    clone_4 = torch.ops.aten.clone.default(squeeze_4, memory_format = torch.contiguous_format);  squeeze_4 = None
    select_12 = torch.ops.aten.select.int(clone_4, 0, 0)
    select_13 = torch.ops.aten.select.int(clone_4, 0, 1)
    select_14 = torch.ops.aten.select.int(clone_4, 0, 2);  clone_4 = None
    view_64 = torch.ops.aten.view.default(select_12, [197, 12, 64]);  select_12 = None
    transpose_26 = torch.ops.aten.transpose.int(view_64, 0, 1);  view_64 = None
    view_65 = torch.ops.aten.view.default(select_13, [197, 12, 64]);  select_13 = None
    transpose_27 = torch.ops.aten.transpose.int(view_65, 0, 1);  view_65 = None
    view_66 = torch.ops.aten.view.default(select_14, [197, 12, 64]);  select_14 = None
    transpose_28 = torch.ops.aten.transpose.int(view_66, 0, 1);  view_66 = None
    view_67 = torch.ops.aten.view.default(transpose_26, [1, 12, 197, 64]);  transpose_26 = None
    view_68 = torch.ops.aten.view.default(transpose_27, [1, 12, 197, 64]);  transpose_27 = None
    view_69 = torch.ops.aten.view.default(transpose_28, [1, 12, 197, 64]);  transpose_28 = None
    _scaled_dot_product_flash_attention_for_cpu_4 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_67, view_68, view_69);  view_67 = view_68 = view_69 = None
    getitem_35 = _scaled_dot_product_flash_attention_for_cpu_4[0];  _scaled_dot_product_flash_attention_for_cpu_4 = None
    permute_5 = torch.ops.aten.permute.default(getitem_35, [2, 0, 1, 3]);  getitem_35 = None
    view_70 = torch.ops.aten.view.default(permute_5, [197, 768]);  permute_5 = None
    t_17 = torch.ops.aten.t.default(arg57_1);  arg57_1 = None
    addmm_17 = torch.ops.aten.addmm.default(arg58_1, view_70, t_17);  arg58_1 = view_70 = t_17 = None
    view_71 = torch.ops.aten.view.default(addmm_17, [197, 1, 768]);  addmm_17 = None
    transpose_29 = torch.ops.aten.transpose.int(view_71, 1, 0);  view_71 = None
    add_9 = torch.ops.aten.add.Tensor(transpose_29, add_8);  transpose_29 = add_8 = None
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_9, [768], arg59_1, arg60_1, 1e-06);  arg59_1 = arg60_1 = None
    getitem_37 = native_layer_norm_9[0];  native_layer_norm_9 = None
    view_72 = torch.ops.aten.view.default(getitem_37, [197, 768]);  getitem_37 = None
    t_18 = torch.ops.aten.t.default(arg61_1);  arg61_1 = None
    addmm_18 = torch.ops.aten.addmm.default(arg62_1, view_72, t_18);  arg62_1 = view_72 = t_18 = None
    view_73 = torch.ops.aten.view.default(addmm_18, [1, 197, 3072]);  addmm_18 = None
    gelu_4 = torch.ops.aten.gelu.default(view_73);  view_73 = None
    view_74 = torch.ops.aten.view.default(gelu_4, [197, 3072]);  gelu_4 = None
    t_19 = torch.ops.aten.t.default(arg63_1);  arg63_1 = None
    addmm_19 = torch.ops.aten.addmm.default(arg64_1, view_74, t_19);  arg64_1 = view_74 = t_19 = None
    view_75 = torch.ops.aten.view.default(addmm_19, [1, 197, 768]);  addmm_19 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, view_75);  add_9 = view_75 = None
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(add_10, [768], arg65_1, arg66_1, 1e-06);  arg65_1 = arg66_1 = None
    getitem_40 = native_layer_norm_10[0];  native_layer_norm_10 = None
    transpose_30 = torch.ops.aten.transpose.int(getitem_40, 1, 0);  getitem_40 = None
    view_76 = torch.ops.aten.view.default(transpose_30, [197, 768]);  transpose_30 = None
    t_20 = torch.ops.aten.t.default(arg68_1);  arg68_1 = None
    addmm_20 = torch.ops.aten.addmm.default(arg67_1, view_76, t_20);  arg67_1 = view_76 = t_20 = None
    view_77 = torch.ops.aten.view.default(addmm_20, [197, 1, 2304]);  addmm_20 = None
    view_78 = torch.ops.aten.view.default(view_77, [197, 1, 3, 768]);  view_77 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(view_78, 0);  view_78 = None
    transpose_31 = torch.ops.aten.transpose.int(unsqueeze_5, 0, -2);  unsqueeze_5 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(transpose_31, -2);  transpose_31 = None
    clone_5 = torch.ops.aten.clone.default(squeeze_5, memory_format = torch.contiguous_format);  squeeze_5 = None
    select_15 = torch.ops.aten.select.int(clone_5, 0, 0)
    select_16 = torch.ops.aten.select.int(clone_5, 0, 1)
    select_17 = torch.ops.aten.select.int(clone_5, 0, 2);  clone_5 = None
    view_79 = torch.ops.aten.view.default(select_15, [197, 12, 64]);  select_15 = None
    transpose_32 = torch.ops.aten.transpose.int(view_79, 0, 1);  view_79 = None
    view_80 = torch.ops.aten.view.default(select_16, [197, 12, 64]);  select_16 = None
    transpose_33 = torch.ops.aten.transpose.int(view_80, 0, 1);  view_80 = None
    view_81 = torch.ops.aten.view.default(select_17, [197, 12, 64]);  select_17 = None
    transpose_34 = torch.ops.aten.transpose.int(view_81, 0, 1);  view_81 = None
    view_82 = torch.ops.aten.view.default(transpose_32, [1, 12, 197, 64]);  transpose_32 = None
    view_83 = torch.ops.aten.view.default(transpose_33, [1, 12, 197, 64]);  transpose_33 = None
    view_84 = torch.ops.aten.view.default(transpose_34, [1, 12, 197, 64]);  transpose_34 = None
    _scaled_dot_product_flash_attention_for_cpu_5 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_82, view_83, view_84);  view_82 = view_83 = view_84 = None
    getitem_43 = _scaled_dot_product_flash_attention_for_cpu_5[0];  _scaled_dot_product_flash_attention_for_cpu_5 = None
    permute_6 = torch.ops.aten.permute.default(getitem_43, [2, 0, 1, 3]);  getitem_43 = None
    view_85 = torch.ops.aten.view.default(permute_6, [197, 768]);  permute_6 = None
    t_21 = torch.ops.aten.t.default(arg69_1);  arg69_1 = None
    addmm_21 = torch.ops.aten.addmm.default(arg70_1, view_85, t_21);  arg70_1 = view_85 = t_21 = None
    view_86 = torch.ops.aten.view.default(addmm_21, [197, 1, 768]);  addmm_21 = None
    transpose_35 = torch.ops.aten.transpose.int(view_86, 1, 0);  view_86 = None
    add_11 = torch.ops.aten.add.Tensor(transpose_35, add_10);  transpose_35 = add_10 = None
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(add_11, [768], arg71_1, arg72_1, 1e-06);  arg71_1 = arg72_1 = None
    getitem_45 = native_layer_norm_11[0];  native_layer_norm_11 = None
    view_87 = torch.ops.aten.view.default(getitem_45, [197, 768]);  getitem_45 = None
    t_22 = torch.ops.aten.t.default(arg73_1);  arg73_1 = None
    addmm_22 = torch.ops.aten.addmm.default(arg74_1, view_87, t_22);  arg74_1 = view_87 = t_22 = None
    view_88 = torch.ops.aten.view.default(addmm_22, [1, 197, 3072]);  addmm_22 = None
    gelu_5 = torch.ops.aten.gelu.default(view_88);  view_88 = None
    view_89 = torch.ops.aten.view.default(gelu_5, [197, 3072]);  gelu_5 = None
    t_23 = torch.ops.aten.t.default(arg75_1);  arg75_1 = None
    addmm_23 = torch.ops.aten.addmm.default(arg76_1, view_89, t_23);  arg76_1 = view_89 = t_23 = None
    view_90 = torch.ops.aten.view.default(addmm_23, [1, 197, 768]);  addmm_23 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, view_90);  add_11 = view_90 = None
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(add_12, [768], arg77_1, arg78_1, 1e-06);  arg77_1 = arg78_1 = None
    getitem_48 = native_layer_norm_12[0];  native_layer_norm_12 = None
    transpose_36 = torch.ops.aten.transpose.int(getitem_48, 1, 0);  getitem_48 = None
    view_91 = torch.ops.aten.view.default(transpose_36, [197, 768]);  transpose_36 = None
    t_24 = torch.ops.aten.t.default(arg80_1);  arg80_1 = None
    addmm_24 = torch.ops.aten.addmm.default(arg79_1, view_91, t_24);  arg79_1 = view_91 = t_24 = None
    view_92 = torch.ops.aten.view.default(addmm_24, [197, 1, 2304]);  addmm_24 = None
    view_93 = torch.ops.aten.view.default(view_92, [197, 1, 3, 768]);  view_92 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(view_93, 0);  view_93 = None
    transpose_37 = torch.ops.aten.transpose.int(unsqueeze_6, 0, -2);  unsqueeze_6 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(transpose_37, -2);  transpose_37 = None
    clone_6 = torch.ops.aten.clone.default(squeeze_6, memory_format = torch.contiguous_format);  squeeze_6 = None
    select_18 = torch.ops.aten.select.int(clone_6, 0, 0)
    select_19 = torch.ops.aten.select.int(clone_6, 0, 1)
    select_20 = torch.ops.aten.select.int(clone_6, 0, 2);  clone_6 = None
    view_94 = torch.ops.aten.view.default(select_18, [197, 12, 64]);  select_18 = None
    transpose_38 = torch.ops.aten.transpose.int(view_94, 0, 1);  view_94 = None
    view_95 = torch.ops.aten.view.default(select_19, [197, 12, 64]);  select_19 = None
    transpose_39 = torch.ops.aten.transpose.int(view_95, 0, 1);  view_95 = None
    view_96 = torch.ops.aten.view.default(select_20, [197, 12, 64]);  select_20 = None
    transpose_40 = torch.ops.aten.transpose.int(view_96, 0, 1);  view_96 = None
    view_97 = torch.ops.aten.view.default(transpose_38, [1, 12, 197, 64]);  transpose_38 = None
    view_98 = torch.ops.aten.view.default(transpose_39, [1, 12, 197, 64]);  transpose_39 = None
    view_99 = torch.ops.aten.view.default(transpose_40, [1, 12, 197, 64]);  transpose_40 = None
    _scaled_dot_product_flash_attention_for_cpu_6 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_97, view_98, view_99);  view_97 = view_98 = view_99 = None
    getitem_51 = _scaled_dot_product_flash_attention_for_cpu_6[0];  _scaled_dot_product_flash_attention_for_cpu_6 = None
    permute_7 = torch.ops.aten.permute.default(getitem_51, [2, 0, 1, 3]);  getitem_51 = None
    view_100 = torch.ops.aten.view.default(permute_7, [197, 768]);  permute_7 = None
    t_25 = torch.ops.aten.t.default(arg81_1);  arg81_1 = None
    addmm_25 = torch.ops.aten.addmm.default(arg82_1, view_100, t_25);  arg82_1 = view_100 = t_25 = None
    view_101 = torch.ops.aten.view.default(addmm_25, [197, 1, 768]);  addmm_25 = None
    transpose_41 = torch.ops.aten.transpose.int(view_101, 1, 0);  view_101 = None
    add_13 = torch.ops.aten.add.Tensor(transpose_41, add_12);  transpose_41 = add_12 = None
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(add_13, [768], arg83_1, arg84_1, 1e-06);  arg83_1 = arg84_1 = None
    getitem_53 = native_layer_norm_13[0];  native_layer_norm_13 = None
    view_102 = torch.ops.aten.view.default(getitem_53, [197, 768]);  getitem_53 = None
    t_26 = torch.ops.aten.t.default(arg85_1);  arg85_1 = None
    addmm_26 = torch.ops.aten.addmm.default(arg86_1, view_102, t_26);  arg86_1 = view_102 = t_26 = None
    view_103 = torch.ops.aten.view.default(addmm_26, [1, 197, 3072]);  addmm_26 = None
    gelu_6 = torch.ops.aten.gelu.default(view_103);  view_103 = None
    view_104 = torch.ops.aten.view.default(gelu_6, [197, 3072]);  gelu_6 = None
    t_27 = torch.ops.aten.t.default(arg87_1);  arg87_1 = None
    addmm_27 = torch.ops.aten.addmm.default(arg88_1, view_104, t_27);  arg88_1 = view_104 = t_27 = None
    view_105 = torch.ops.aten.view.default(addmm_27, [1, 197, 768]);  addmm_27 = None
    add_14 = torch.ops.aten.add.Tensor(add_13, view_105);  add_13 = view_105 = None
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(add_14, [768], arg89_1, arg90_1, 1e-06);  arg89_1 = arg90_1 = None
    getitem_56 = native_layer_norm_14[0];  native_layer_norm_14 = None
    transpose_42 = torch.ops.aten.transpose.int(getitem_56, 1, 0);  getitem_56 = None
    view_106 = torch.ops.aten.view.default(transpose_42, [197, 768]);  transpose_42 = None
    t_28 = torch.ops.aten.t.default(arg92_1);  arg92_1 = None
    addmm_28 = torch.ops.aten.addmm.default(arg91_1, view_106, t_28);  arg91_1 = view_106 = t_28 = None
    view_107 = torch.ops.aten.view.default(addmm_28, [197, 1, 2304]);  addmm_28 = None
    view_108 = torch.ops.aten.view.default(view_107, [197, 1, 3, 768]);  view_107 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(view_108, 0);  view_108 = None
    transpose_43 = torch.ops.aten.transpose.int(unsqueeze_7, 0, -2);  unsqueeze_7 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(transpose_43, -2);  transpose_43 = None
    clone_7 = torch.ops.aten.clone.default(squeeze_7, memory_format = torch.contiguous_format);  squeeze_7 = None
    select_21 = torch.ops.aten.select.int(clone_7, 0, 0)
    select_22 = torch.ops.aten.select.int(clone_7, 0, 1)
    select_23 = torch.ops.aten.select.int(clone_7, 0, 2);  clone_7 = None
    view_109 = torch.ops.aten.view.default(select_21, [197, 12, 64]);  select_21 = None
    transpose_44 = torch.ops.aten.transpose.int(view_109, 0, 1);  view_109 = None
    view_110 = torch.ops.aten.view.default(select_22, [197, 12, 64]);  select_22 = None
    transpose_45 = torch.ops.aten.transpose.int(view_110, 0, 1);  view_110 = None
    view_111 = torch.ops.aten.view.default(select_23, [197, 12, 64]);  select_23 = None
    transpose_46 = torch.ops.aten.transpose.int(view_111, 0, 1);  view_111 = None
    view_112 = torch.ops.aten.view.default(transpose_44, [1, 12, 197, 64]);  transpose_44 = None
    view_113 = torch.ops.aten.view.default(transpose_45, [1, 12, 197, 64]);  transpose_45 = None
    view_114 = torch.ops.aten.view.default(transpose_46, [1, 12, 197, 64]);  transpose_46 = None
    _scaled_dot_product_flash_attention_for_cpu_7 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_112, view_113, view_114);  view_112 = view_113 = view_114 = None
    getitem_59 = _scaled_dot_product_flash_attention_for_cpu_7[0];  _scaled_dot_product_flash_attention_for_cpu_7 = None
    permute_8 = torch.ops.aten.permute.default(getitem_59, [2, 0, 1, 3]);  getitem_59 = None
    view_115 = torch.ops.aten.view.default(permute_8, [197, 768]);  permute_8 = None
    t_29 = torch.ops.aten.t.default(arg93_1);  arg93_1 = None
    addmm_29 = torch.ops.aten.addmm.default(arg94_1, view_115, t_29);  arg94_1 = view_115 = t_29 = None
    view_116 = torch.ops.aten.view.default(addmm_29, [197, 1, 768]);  addmm_29 = None
    transpose_47 = torch.ops.aten.transpose.int(view_116, 1, 0);  view_116 = None
    add_15 = torch.ops.aten.add.Tensor(transpose_47, add_14);  transpose_47 = add_14 = None
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(add_15, [768], arg95_1, arg96_1, 1e-06);  arg95_1 = arg96_1 = None
    getitem_61 = native_layer_norm_15[0];  native_layer_norm_15 = None
    view_117 = torch.ops.aten.view.default(getitem_61, [197, 768]);  getitem_61 = None
    t_30 = torch.ops.aten.t.default(arg97_1);  arg97_1 = None
    addmm_30 = torch.ops.aten.addmm.default(arg98_1, view_117, t_30);  arg98_1 = view_117 = t_30 = None
    view_118 = torch.ops.aten.view.default(addmm_30, [1, 197, 3072]);  addmm_30 = None
    gelu_7 = torch.ops.aten.gelu.default(view_118);  view_118 = None
    view_119 = torch.ops.aten.view.default(gelu_7, [197, 3072]);  gelu_7 = None
    t_31 = torch.ops.aten.t.default(arg99_1);  arg99_1 = None
    addmm_31 = torch.ops.aten.addmm.default(arg100_1, view_119, t_31);  arg100_1 = view_119 = t_31 = None
    view_120 = torch.ops.aten.view.default(addmm_31, [1, 197, 768]);  addmm_31 = None
    add_16 = torch.ops.aten.add.Tensor(add_15, view_120);  add_15 = view_120 = None
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_16, [768], arg101_1, arg102_1, 1e-06);  arg101_1 = arg102_1 = None
    getitem_64 = native_layer_norm_16[0];  native_layer_norm_16 = None
    transpose_48 = torch.ops.aten.transpose.int(getitem_64, 1, 0);  getitem_64 = None
    view_121 = torch.ops.aten.view.default(transpose_48, [197, 768]);  transpose_48 = None
    t_32 = torch.ops.aten.t.default(arg104_1);  arg104_1 = None
    addmm_32 = torch.ops.aten.addmm.default(arg103_1, view_121, t_32);  arg103_1 = view_121 = t_32 = None
    view_122 = torch.ops.aten.view.default(addmm_32, [197, 1, 2304]);  addmm_32 = None
    view_123 = torch.ops.aten.view.default(view_122, [197, 1, 3, 768]);  view_122 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(view_123, 0);  view_123 = None
    transpose_49 = torch.ops.aten.transpose.int(unsqueeze_8, 0, -2);  unsqueeze_8 = None
    squeeze_8 = torch.ops.aten.squeeze.dim(transpose_49, -2);  transpose_49 = None
    clone_8 = torch.ops.aten.clone.default(squeeze_8, memory_format = torch.contiguous_format);  squeeze_8 = None
    select_24 = torch.ops.aten.select.int(clone_8, 0, 0)
    select_25 = torch.ops.aten.select.int(clone_8, 0, 1)
    select_26 = torch.ops.aten.select.int(clone_8, 0, 2);  clone_8 = None
    view_124 = torch.ops.aten.view.default(select_24, [197, 12, 64]);  select_24 = None
    transpose_50 = torch.ops.aten.transpose.int(view_124, 0, 1);  view_124 = None
    view_125 = torch.ops.aten.view.default(select_25, [197, 12, 64]);  select_25 = None
    transpose_51 = torch.ops.aten.transpose.int(view_125, 0, 1);  view_125 = None
    view_126 = torch.ops.aten.view.default(select_26, [197, 12, 64]);  select_26 = None
    transpose_52 = torch.ops.aten.transpose.int(view_126, 0, 1);  view_126 = None
    view_127 = torch.ops.aten.view.default(transpose_50, [1, 12, 197, 64]);  transpose_50 = None
    view_128 = torch.ops.aten.view.default(transpose_51, [1, 12, 197, 64]);  transpose_51 = None
    view_129 = torch.ops.aten.view.default(transpose_52, [1, 12, 197, 64]);  transpose_52 = None
    _scaled_dot_product_flash_attention_for_cpu_8 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_127, view_128, view_129);  view_127 = view_128 = view_129 = None
    getitem_67 = _scaled_dot_product_flash_attention_for_cpu_8[0];  _scaled_dot_product_flash_attention_for_cpu_8 = None
    permute_9 = torch.ops.aten.permute.default(getitem_67, [2, 0, 1, 3]);  getitem_67 = None
    view_130 = torch.ops.aten.view.default(permute_9, [197, 768]);  permute_9 = None
    t_33 = torch.ops.aten.t.default(arg105_1);  arg105_1 = None
    addmm_33 = torch.ops.aten.addmm.default(arg106_1, view_130, t_33);  arg106_1 = view_130 = t_33 = None
    view_131 = torch.ops.aten.view.default(addmm_33, [197, 1, 768]);  addmm_33 = None
    transpose_53 = torch.ops.aten.transpose.int(view_131, 1, 0);  view_131 = None
    add_17 = torch.ops.aten.add.Tensor(transpose_53, add_16);  transpose_53 = add_16 = None
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_17, [768], arg107_1, arg108_1, 1e-06);  arg107_1 = arg108_1 = None
    getitem_69 = native_layer_norm_17[0];  native_layer_norm_17 = None
    view_132 = torch.ops.aten.view.default(getitem_69, [197, 768]);  getitem_69 = None
    t_34 = torch.ops.aten.t.default(arg109_1);  arg109_1 = None
    addmm_34 = torch.ops.aten.addmm.default(arg110_1, view_132, t_34);  arg110_1 = view_132 = t_34 = None
    view_133 = torch.ops.aten.view.default(addmm_34, [1, 197, 3072]);  addmm_34 = None
    gelu_8 = torch.ops.aten.gelu.default(view_133);  view_133 = None
    view_134 = torch.ops.aten.view.default(gelu_8, [197, 3072]);  gelu_8 = None
    t_35 = torch.ops.aten.t.default(arg111_1);  arg111_1 = None
    addmm_35 = torch.ops.aten.addmm.default(arg112_1, view_134, t_35);  arg112_1 = view_134 = t_35 = None
    view_135 = torch.ops.aten.view.default(addmm_35, [1, 197, 768]);  addmm_35 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, view_135);  add_17 = view_135 = None
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(add_18, [768], arg113_1, arg114_1, 1e-06);  arg113_1 = arg114_1 = None
    getitem_72 = native_layer_norm_18[0];  native_layer_norm_18 = None
    transpose_54 = torch.ops.aten.transpose.int(getitem_72, 1, 0);  getitem_72 = None
    view_136 = torch.ops.aten.view.default(transpose_54, [197, 768]);  transpose_54 = None
    t_36 = torch.ops.aten.t.default(arg116_1);  arg116_1 = None
    addmm_36 = torch.ops.aten.addmm.default(arg115_1, view_136, t_36);  arg115_1 = view_136 = t_36 = None
    view_137 = torch.ops.aten.view.default(addmm_36, [197, 1, 2304]);  addmm_36 = None
    view_138 = torch.ops.aten.view.default(view_137, [197, 1, 3, 768]);  view_137 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(view_138, 0);  view_138 = None
    transpose_55 = torch.ops.aten.transpose.int(unsqueeze_9, 0, -2);  unsqueeze_9 = None
    squeeze_9 = torch.ops.aten.squeeze.dim(transpose_55, -2);  transpose_55 = None
    clone_9 = torch.ops.aten.clone.default(squeeze_9, memory_format = torch.contiguous_format);  squeeze_9 = None
    select_27 = torch.ops.aten.select.int(clone_9, 0, 0)
    select_28 = torch.ops.aten.select.int(clone_9, 0, 1)
    select_29 = torch.ops.aten.select.int(clone_9, 0, 2);  clone_9 = None
    view_139 = torch.ops.aten.view.default(select_27, [197, 12, 64]);  select_27 = None
    transpose_56 = torch.ops.aten.transpose.int(view_139, 0, 1);  view_139 = None
    view_140 = torch.ops.aten.view.default(select_28, [197, 12, 64]);  select_28 = None
    transpose_57 = torch.ops.aten.transpose.int(view_140, 0, 1);  view_140 = None
    view_141 = torch.ops.aten.view.default(select_29, [197, 12, 64]);  select_29 = None
    transpose_58 = torch.ops.aten.transpose.int(view_141, 0, 1);  view_141 = None
    view_142 = torch.ops.aten.view.default(transpose_56, [1, 12, 197, 64]);  transpose_56 = None
    view_143 = torch.ops.aten.view.default(transpose_57, [1, 12, 197, 64]);  transpose_57 = None
    view_144 = torch.ops.aten.view.default(transpose_58, [1, 12, 197, 64]);  transpose_58 = None
    _scaled_dot_product_flash_attention_for_cpu_9 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_142, view_143, view_144);  view_142 = view_143 = view_144 = None
    getitem_75 = _scaled_dot_product_flash_attention_for_cpu_9[0];  _scaled_dot_product_flash_attention_for_cpu_9 = None
    permute_10 = torch.ops.aten.permute.default(getitem_75, [2, 0, 1, 3]);  getitem_75 = None
    view_145 = torch.ops.aten.view.default(permute_10, [197, 768]);  permute_10 = None
    t_37 = torch.ops.aten.t.default(arg117_1);  arg117_1 = None
    addmm_37 = torch.ops.aten.addmm.default(arg118_1, view_145, t_37);  arg118_1 = view_145 = t_37 = None
    view_146 = torch.ops.aten.view.default(addmm_37, [197, 1, 768]);  addmm_37 = None
    transpose_59 = torch.ops.aten.transpose.int(view_146, 1, 0);  view_146 = None
    add_19 = torch.ops.aten.add.Tensor(transpose_59, add_18);  transpose_59 = add_18 = None
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(add_19, [768], arg119_1, arg120_1, 1e-06);  arg119_1 = arg120_1 = None
    getitem_77 = native_layer_norm_19[0];  native_layer_norm_19 = None
    view_147 = torch.ops.aten.view.default(getitem_77, [197, 768]);  getitem_77 = None
    t_38 = torch.ops.aten.t.default(arg121_1);  arg121_1 = None
    addmm_38 = torch.ops.aten.addmm.default(arg122_1, view_147, t_38);  arg122_1 = view_147 = t_38 = None
    view_148 = torch.ops.aten.view.default(addmm_38, [1, 197, 3072]);  addmm_38 = None
    gelu_9 = torch.ops.aten.gelu.default(view_148);  view_148 = None
    view_149 = torch.ops.aten.view.default(gelu_9, [197, 3072]);  gelu_9 = None
    t_39 = torch.ops.aten.t.default(arg123_1);  arg123_1 = None
    addmm_39 = torch.ops.aten.addmm.default(arg124_1, view_149, t_39);  arg124_1 = view_149 = t_39 = None
    view_150 = torch.ops.aten.view.default(addmm_39, [1, 197, 768]);  addmm_39 = None
    add_20 = torch.ops.aten.add.Tensor(add_19, view_150);  add_19 = view_150 = None
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(add_20, [768], arg125_1, arg126_1, 1e-06);  arg125_1 = arg126_1 = None
    getitem_80 = native_layer_norm_20[0];  native_layer_norm_20 = None
    transpose_60 = torch.ops.aten.transpose.int(getitem_80, 1, 0);  getitem_80 = None
    view_151 = torch.ops.aten.view.default(transpose_60, [197, 768]);  transpose_60 = None
    t_40 = torch.ops.aten.t.default(arg128_1);  arg128_1 = None
    addmm_40 = torch.ops.aten.addmm.default(arg127_1, view_151, t_40);  arg127_1 = view_151 = t_40 = None
    view_152 = torch.ops.aten.view.default(addmm_40, [197, 1, 2304]);  addmm_40 = None
    view_153 = torch.ops.aten.view.default(view_152, [197, 1, 3, 768]);  view_152 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(view_153, 0);  view_153 = None
    transpose_61 = torch.ops.aten.transpose.int(unsqueeze_10, 0, -2);  unsqueeze_10 = None
    squeeze_10 = torch.ops.aten.squeeze.dim(transpose_61, -2);  transpose_61 = None
    clone_10 = torch.ops.aten.clone.default(squeeze_10, memory_format = torch.contiguous_format);  squeeze_10 = None
    select_30 = torch.ops.aten.select.int(clone_10, 0, 0)
    select_31 = torch.ops.aten.select.int(clone_10, 0, 1)
    select_32 = torch.ops.aten.select.int(clone_10, 0, 2);  clone_10 = None
    view_154 = torch.ops.aten.view.default(select_30, [197, 12, 64]);  select_30 = None
    transpose_62 = torch.ops.aten.transpose.int(view_154, 0, 1);  view_154 = None
    view_155 = torch.ops.aten.view.default(select_31, [197, 12, 64]);  select_31 = None
    transpose_63 = torch.ops.aten.transpose.int(view_155, 0, 1);  view_155 = None
    view_156 = torch.ops.aten.view.default(select_32, [197, 12, 64]);  select_32 = None
    transpose_64 = torch.ops.aten.transpose.int(view_156, 0, 1);  view_156 = None
    view_157 = torch.ops.aten.view.default(transpose_62, [1, 12, 197, 64]);  transpose_62 = None
    view_158 = torch.ops.aten.view.default(transpose_63, [1, 12, 197, 64]);  transpose_63 = None
    view_159 = torch.ops.aten.view.default(transpose_64, [1, 12, 197, 64]);  transpose_64 = None
    _scaled_dot_product_flash_attention_for_cpu_10 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_157, view_158, view_159);  view_157 = view_158 = view_159 = None
    getitem_83 = _scaled_dot_product_flash_attention_for_cpu_10[0];  _scaled_dot_product_flash_attention_for_cpu_10 = None
    permute_11 = torch.ops.aten.permute.default(getitem_83, [2, 0, 1, 3]);  getitem_83 = None
    view_160 = torch.ops.aten.view.default(permute_11, [197, 768]);  permute_11 = None
    t_41 = torch.ops.aten.t.default(arg129_1);  arg129_1 = None
    addmm_41 = torch.ops.aten.addmm.default(arg130_1, view_160, t_41);  arg130_1 = view_160 = t_41 = None
    view_161 = torch.ops.aten.view.default(addmm_41, [197, 1, 768]);  addmm_41 = None
    transpose_65 = torch.ops.aten.transpose.int(view_161, 1, 0);  view_161 = None
    add_21 = torch.ops.aten.add.Tensor(transpose_65, add_20);  transpose_65 = add_20 = None
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(add_21, [768], arg131_1, arg132_1, 1e-06);  arg131_1 = arg132_1 = None
    getitem_85 = native_layer_norm_21[0];  native_layer_norm_21 = None
    view_162 = torch.ops.aten.view.default(getitem_85, [197, 768]);  getitem_85 = None
    t_42 = torch.ops.aten.t.default(arg133_1);  arg133_1 = None
    addmm_42 = torch.ops.aten.addmm.default(arg134_1, view_162, t_42);  arg134_1 = view_162 = t_42 = None
    view_163 = torch.ops.aten.view.default(addmm_42, [1, 197, 3072]);  addmm_42 = None
    gelu_10 = torch.ops.aten.gelu.default(view_163);  view_163 = None
    view_164 = torch.ops.aten.view.default(gelu_10, [197, 3072]);  gelu_10 = None
    t_43 = torch.ops.aten.t.default(arg135_1);  arg135_1 = None
    addmm_43 = torch.ops.aten.addmm.default(arg136_1, view_164, t_43);  arg136_1 = view_164 = t_43 = None
    view_165 = torch.ops.aten.view.default(addmm_43, [1, 197, 768]);  addmm_43 = None
    add_22 = torch.ops.aten.add.Tensor(add_21, view_165);  add_21 = view_165 = None
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(add_22, [768], arg137_1, arg138_1, 1e-06);  arg137_1 = arg138_1 = None
    getitem_88 = native_layer_norm_22[0];  native_layer_norm_22 = None
    transpose_66 = torch.ops.aten.transpose.int(getitem_88, 1, 0);  getitem_88 = None
    view_166 = torch.ops.aten.view.default(transpose_66, [197, 768]);  transpose_66 = None
    t_44 = torch.ops.aten.t.default(arg140_1);  arg140_1 = None
    addmm_44 = torch.ops.aten.addmm.default(arg139_1, view_166, t_44);  arg139_1 = view_166 = t_44 = None
    view_167 = torch.ops.aten.view.default(addmm_44, [197, 1, 2304]);  addmm_44 = None
    view_168 = torch.ops.aten.view.default(view_167, [197, 1, 3, 768]);  view_167 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(view_168, 0);  view_168 = None
    transpose_67 = torch.ops.aten.transpose.int(unsqueeze_11, 0, -2);  unsqueeze_11 = None
    squeeze_11 = torch.ops.aten.squeeze.dim(transpose_67, -2);  transpose_67 = None
    clone_11 = torch.ops.aten.clone.default(squeeze_11, memory_format = torch.contiguous_format);  squeeze_11 = None
    select_33 = torch.ops.aten.select.int(clone_11, 0, 0)
    select_34 = torch.ops.aten.select.int(clone_11, 0, 1)
    select_35 = torch.ops.aten.select.int(clone_11, 0, 2);  clone_11 = None
    view_169 = torch.ops.aten.view.default(select_33, [197, 12, 64]);  select_33 = None
    transpose_68 = torch.ops.aten.transpose.int(view_169, 0, 1);  view_169 = None
    view_170 = torch.ops.aten.view.default(select_34, [197, 12, 64]);  select_34 = None
    transpose_69 = torch.ops.aten.transpose.int(view_170, 0, 1);  view_170 = None
    view_171 = torch.ops.aten.view.default(select_35, [197, 12, 64]);  select_35 = None
    transpose_70 = torch.ops.aten.transpose.int(view_171, 0, 1);  view_171 = None
    view_172 = torch.ops.aten.view.default(transpose_68, [1, 12, 197, 64]);  transpose_68 = None
    view_173 = torch.ops.aten.view.default(transpose_69, [1, 12, 197, 64]);  transpose_69 = None
    view_174 = torch.ops.aten.view.default(transpose_70, [1, 12, 197, 64]);  transpose_70 = None
    _scaled_dot_product_flash_attention_for_cpu_11 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_172, view_173, view_174);  view_172 = view_173 = view_174 = None
    getitem_91 = _scaled_dot_product_flash_attention_for_cpu_11[0];  _scaled_dot_product_flash_attention_for_cpu_11 = None
    permute_12 = torch.ops.aten.permute.default(getitem_91, [2, 0, 1, 3]);  getitem_91 = None
    view_175 = torch.ops.aten.view.default(permute_12, [197, 768]);  permute_12 = None
    t_45 = torch.ops.aten.t.default(arg141_1);  arg141_1 = None
    addmm_45 = torch.ops.aten.addmm.default(arg142_1, view_175, t_45);  arg142_1 = view_175 = t_45 = None
    view_176 = torch.ops.aten.view.default(addmm_45, [197, 1, 768]);  addmm_45 = None
    transpose_71 = torch.ops.aten.transpose.int(view_176, 1, 0);  view_176 = None
    add_23 = torch.ops.aten.add.Tensor(transpose_71, add_22);  transpose_71 = add_22 = None
    native_layer_norm_23 = torch.ops.aten.native_layer_norm.default(add_23, [768], arg143_1, arg144_1, 1e-06);  arg143_1 = arg144_1 = None
    getitem_93 = native_layer_norm_23[0];  native_layer_norm_23 = None
    view_177 = torch.ops.aten.view.default(getitem_93, [197, 768]);  getitem_93 = None
    t_46 = torch.ops.aten.t.default(arg145_1);  arg145_1 = None
    addmm_46 = torch.ops.aten.addmm.default(arg146_1, view_177, t_46);  arg146_1 = view_177 = t_46 = None
    view_178 = torch.ops.aten.view.default(addmm_46, [1, 197, 3072]);  addmm_46 = None
    gelu_11 = torch.ops.aten.gelu.default(view_178);  view_178 = None
    view_179 = torch.ops.aten.view.default(gelu_11, [197, 3072]);  gelu_11 = None
    t_47 = torch.ops.aten.t.default(arg147_1);  arg147_1 = None
    addmm_47 = torch.ops.aten.addmm.default(arg148_1, view_179, t_47);  arg148_1 = view_179 = t_47 = None
    view_180 = torch.ops.aten.view.default(addmm_47, [1, 197, 768]);  addmm_47 = None
    add_24 = torch.ops.aten.add.Tensor(add_23, view_180);  add_23 = view_180 = None
    native_layer_norm_24 = torch.ops.aten.native_layer_norm.default(add_24, [768], arg149_1, arg150_1, 1e-06);  add_24 = arg149_1 = arg150_1 = None
    getitem_96 = native_layer_norm_24[0];  native_layer_norm_24 = None
    select_36 = torch.ops.aten.select.int(getitem_96, 1, 0);  getitem_96 = None
    t_48 = torch.ops.aten.t.default(arg151_1);  arg151_1 = None
    addmm_48 = torch.ops.aten.addmm.default(arg152_1, select_36, t_48);  arg152_1 = select_36 = t_48 = None
    return (addmm_48,)
    