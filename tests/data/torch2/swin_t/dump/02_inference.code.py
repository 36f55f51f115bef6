


def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1):
    convolution = torch.ops.aten.convolution.default(arg2_1, arg0_1, arg1_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1);  arg2_1 = arg0_1 = arg1_1 = None
    permute = torch.ops.aten.permute.default(convolution, [0, 2, 3, 1]);  convolution = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(permute, [96], arg3_1, arg4_1, 1e-05);  permute = arg3_1 = arg4_1 = None
    getitem = native_layer_norm[0];  native_layer_norm = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(getitem, [96], arg5_1, arg6_1, 1e-05);  arg5_1 = arg6_1 = None
    getitem_3 = native_layer_norm_1[0];  native_layer_norm_1 = None
    index = torch.ops.aten.index.Tensor(arg7_1, [arg8_1]);  arg7_1 = arg8_1 = None
    view = torch.ops.aten.view.default(index, [49, 49, -1]);  index = None
    permute_1 = torch.ops.aten.permute.default(view, [2, 0, 1]);  view = None
    clone = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(clone, 0);  clone = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(getitem_3, [0, 0, 0, 0, 0, 0], 0.0);  getitem_3 = None
    view_1 = torch.ops.aten.view.default(constant_pad_nd, [1, 8, 7, 8, 7, 96]);  constant_pad_nd = None
    permute_2 = torch.ops.aten.permute.default(view_1, [0, 1, 3, 2, 4, 5]);  view_1 = None
    clone_1 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone_1, [64, 49, 96]);  clone_1 = None
    view_2 = torch.ops.aten.view.default(_unsafe_view, [3136, 96]);  _unsafe_view = None
    t = torch.ops.aten.t.default(arg9_1);  arg9_1 = None
    addmm = torch.ops.aten.addmm.default(arg11_1, view_2, t);  arg11_1 = view_2 = t = None
    view_3 = torch.ops.aten.view.default(addmm, [64, 49, 288]);  addmm = None
    view_4 = torch.ops.aten.view.default(view_3, [64, 49, 3, 3, 32]);  view_3 = None
    permute_3 = torch.ops.aten.permute.default(view_4, [2, 0, 3, 1, 4]);  view_4 = None
    select = torch.ops.aten.select.int(permute_3, 0, 0)
    select_1 = torch.ops.aten.select.int(permute_3, 0, 1)
    select_2 = torch.ops.aten.select.int(permute_3, 0, 2);  permute_3 = None
    mul = torch.ops.aten.mul.Tensor(select, 0.1767766952966369);  select = None
    transpose = torch.ops.aten.transpose.int(select_1, -2, -1);  select_1 = None
    expand = torch.ops.aten.expand.default(mul, [64, 3, 49, 32]);  mul = None
    clone_2 = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_2, [192, 49, 32]);  clone_2 = None
    expand_1 = torch.ops.aten.expand.default(transpose, [64, 3, 32, 49]);  transpose = None
    clone_3 = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_3, [192, 32, 49]);  clone_3 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view_1, _unsafe_view_2);  _unsafe_view_1 = _unsafe_view_2 = None
    view_5 = torch.ops.aten.view.default(bmm, [64, 3, 49, 49]);  bmm = None
    add = torch.ops.aten.add.Tensor(view_5, unsqueeze);  view_5 = unsqueeze = None
    _softmax = torch.ops.aten._softmax.default(add, -1, False);  add = None
    expand_2 = torch.ops.aten.expand.default(_softmax, [64, 3, 49, 49]);  _softmax = None
    view_6 = torch.ops.aten.view.default(expand_2, [192, 49, 49]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(select_2, [64, 3, 49, 32]);  select_2 = None
    clone_4 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_4, [192, 49, 32]);  clone_4 = None
    bmm_1 = torch.ops.aten.bmm.default(view_6, _unsafe_view_3);  view_6 = _unsafe_view_3 = None
    view_7 = torch.ops.aten.view.default(bmm_1, [64, 3, 49, 32]);  bmm_1 = None
    transpose_1 = torch.ops.aten.transpose.int(view_7, 1, 2);  view_7 = None
    clone_5 = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_5, [64, 49, 96]);  clone_5 = None
    view_8 = torch.ops.aten.view.default(_unsafe_view_4, [3136, 96]);  _unsafe_view_4 = None
    t_1 = torch.ops.aten.t.default(arg10_1);  arg10_1 = None
    addmm_1 = torch.ops.aten.addmm.default(arg12_1, view_8, t_1);  arg12_1 = view_8 = t_1 = None
    view_9 = torch.ops.aten.view.default(addmm_1, [64, 49, 96]);  addmm_1 = None
    view_10 = torch.ops.aten.view.default(view_9, [1, 8, 8, 7, 7, 96]);  view_9 = None
    permute_4 = torch.ops.aten.permute.default(view_10, [0, 1, 3, 2, 4, 5]);  view_10 = None
    clone_6 = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_6, [1, 56, 56, 96]);  clone_6 = None
    alias = torch.ops.aten.alias.default(_unsafe_view_5);  _unsafe_view_5 = None
    add_1 = torch.ops.aten.add.Tensor(getitem, alias);  getitem = alias = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_1, [96], arg13_1, arg14_1, 1e-05);  arg13_1 = arg14_1 = None
    getitem_6 = native_layer_norm_2[0];  native_layer_norm_2 = None
    view_11 = torch.ops.aten.view.default(getitem_6, [3136, 96]);  getitem_6 = None
    t_2 = torch.ops.aten.t.default(arg15_1);  arg15_1 = None
    addmm_2 = torch.ops.aten.addmm.default(arg16_1, view_11, t_2);  arg16_1 = view_11 = t_2 = None
    view_12 = torch.ops.aten.view.default(addmm_2, [1, 56, 56, 384]);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(view_12);  view_12 = None
    view_13 = torch.ops.aten.view.default(gelu, [3136, 384]);  gelu = None
    t_3 = torch.ops.aten.t.default(arg17_1);  arg17_1 = None
    addmm_3 = torch.ops.aten.addmm.default(arg18_1, view_13, t_3);  arg18_1 = view_13 = t_3 = None
    view_14 = torch.ops.aten.view.default(addmm_3, [1, 56, 56, 96]);  addmm_3 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, view_14);  add_1 = view_14 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_2, [96], arg19_1, arg20_1, 1e-05);  arg19_1 = arg20_1 = None
    getitem_9 = native_layer_norm_3[0];  native_layer_norm_3 = None
    index_1 = torch.ops.aten.index.Tensor(arg21_1, [arg22_1]);  arg21_1 = arg22_1 = None
    view_15 = torch.ops.aten.view.default(index_1, [49, 49, -1]);  index_1 = None
    permute_5 = torch.ops.aten.permute.default(view_15, [2, 0, 1]);  view_15 = None
    clone_7 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(clone_7, 0);  clone_7 = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(getitem_9, [0, 0, 0, 0, 0, 0], 0.0);  getitem_9 = None
    roll = torch.ops.aten.roll.default(constant_pad_nd_1, [-3, -3], [1, 2]);  constant_pad_nd_1 = None
    view_16 = torch.ops.aten.view.default(roll, [1, 8, 7, 8, 7, 96]);  roll = None
    permute_6 = torch.ops.aten.permute.default(view_16, [0, 1, 3, 2, 4, 5]);  view_16 = None
    clone_8 = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_8, [64, 49, 96]);  clone_8 = None
    view_17 = torch.ops.aten.view.default(_unsafe_view_6, [3136, 96])
    t_4 = torch.ops.aten.t.default(arg23_1);  arg23_1 = None
    addmm_4 = torch.ops.aten.addmm.default(arg25_1, view_17, t_4);  arg25_1 = view_17 = t_4 = None
    view_18 = torch.ops.aten.view.default(addmm_4, [64, 49, 288]);  addmm_4 = None
    view_19 = torch.ops.aten.view.default(view_18, [64, 49, 3, 3, 32]);  view_18 = None
    permute_7 = torch.ops.aten.permute.default(view_19, [2, 0, 3, 1, 4]);  view_19 = None
    select_3 = torch.ops.aten.select.int(permute_7, 0, 0)
    select_4 = torch.ops.aten.select.int(permute_7, 0, 1)
    select_5 = torch.ops.aten.select.int(permute_7, 0, 2);  permute_7 = None
    mul_1 = torch.ops.aten.mul.Tensor(select_3, 0.1767766952966369);  select_3 = None
    transpose_2 = torch.ops.aten.transpose.int(select_4, -2, -1);  select_4 = None
    expand_4 = torch.ops.aten.expand.default(mul_1, [64, 3, 49, 32]);  mul_1 = None
    clone_9 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_9, [192, 49, 32]);  clone_9 = None
    expand_5 = torch.ops.aten.expand.default(transpose_2, [64, 3, 32, 49]);  transpose_2 = None
    clone_10 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_10, [192, 32, 49]);  clone_10 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_7, _unsafe_view_8);  _unsafe_view_7 = _unsafe_view_8 = None
    view_20 = torch.ops.aten.view.default(bmm_2, [64, 3, 49, 49]);  bmm_2 = None
    add_3 = torch.ops.aten.add.Tensor(view_20, unsqueeze_1);  view_20 = unsqueeze_1 = None
    new_zeros = torch.ops.aten.new_zeros.default(_unsafe_view_6, [56, 56], pin_memory = False);  _unsafe_view_6 = None
    _tensor_constant0 = self._tensor_constant0
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
    slice_1 = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -7)
    slice_2 = torch.ops.aten.slice.Tensor(slice_1, 1, 0, -7);  slice_1 = None
    fill = torch.ops.aten.fill.Tensor(slice_2, lift_fresh_copy);  slice_2 = lift_fresh_copy = None
    slice_3 = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -7)
    slice_scatter = torch.ops.aten.slice_scatter.default(slice_3, fill, 1, 0, -7);  slice_3 = fill = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(new_zeros, slice_scatter, 0, 0, -7);  new_zeros = slice_scatter = None
    _tensor_constant1 = self._tensor_constant1
    lift_fresh_copy_1 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None
    slice_9 = torch.ops.aten.slice.Tensor(slice_scatter_1, 0, 0, -7)
    slice_10 = torch.ops.aten.slice.Tensor(slice_9, 1, -7, -3);  slice_9 = None
    fill_1 = torch.ops.aten.fill.Tensor(slice_10, lift_fresh_copy_1);  slice_10 = lift_fresh_copy_1 = None
    slice_11 = torch.ops.aten.slice.Tensor(slice_scatter_1, 0, 0, -7)
    slice_scatter_2 = torch.ops.aten.slice_scatter.default(slice_11, fill_1, 1, -7, -3);  slice_11 = fill_1 = None
    slice_scatter_3 = torch.ops.aten.slice_scatter.default(slice_scatter_1, slice_scatter_2, 0, 0, -7);  slice_scatter_1 = slice_scatter_2 = None
    _tensor_constant2 = self._tensor_constant2
    lift_fresh_copy_2 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None
    slice_17 = torch.ops.aten.slice.Tensor(slice_scatter_3, 0, 0, -7)
    slice_18 = torch.ops.aten.slice.Tensor(slice_17, 1, -3, 9223372036854775807);  slice_17 = None
    fill_2 = torch.ops.aten.fill.Tensor(slice_18, lift_fresh_copy_2);  slice_18 = lift_fresh_copy_2 = None
    slice_19 = torch.ops.aten.slice.Tensor(slice_scatter_3, 0, 0, -7)
    slice_scatter_4 = torch.ops.aten.slice_scatter.default(slice_19, fill_2, 1, -3, 9223372036854775807);  slice_19 = fill_2 = None
    slice_scatter_5 = torch.ops.aten.slice_scatter.default(slice_scatter_3, slice_scatter_4, 0, 0, -7);  slice_scatter_3 = slice_scatter_4 = None
    _tensor_constant3 = self._tensor_constant3
    lift_fresh_copy_3 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None
    slice_25 = torch.ops.aten.slice.Tensor(slice_scatter_5, 0, -7, -3)
    slice_26 = torch.ops.aten.slice.Tensor(slice_25, 1, 0, -7);  slice_25 = None
    fill_3 = torch.ops.aten.fill.Tensor(slice_26, lift_fresh_copy_3);  slice_26 = lift_fresh_copy_3 = None
    slice_27 = torch.ops.aten.slice.Tensor(slice_scatter_5, 0, -7, -3)
    slice_scatter_6 = torch.ops.aten.slice_scatter.default(slice_27, fill_3, 1, 0, -7);  slice_27 = fill_3 = None
    slice_scatter_7 = torch.ops.aten.slice_scatter.default(slice_scatter_5, slice_scatter_6, 0, -7, -3);  slice_scatter_5 = slice_scatter_6 = None
    _tensor_constant4 = self._tensor_constant4
    lift_fresh_copy_4 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant4);  _tensor_constant4 = None
    slice_33 = torch.ops.aten.slice.Tensor(slice_scatter_7, 0, -7, -3)
    slice_34 = torch.ops.aten.slice.Tensor(slice_33, 1, -7, -3);  slice_33 = None
    fill_4 = torch.ops.aten.fill.Tensor(slice_34, lift_fresh_copy_4);  slice_34 = lift_fresh_copy_4 = None
    slice_35 = torch.ops.aten.slice.Tensor(slice_scatter_7, 0, -7, -3)
    slice_scatter_8 = torch.ops.aten.slice_scatter.default(slice_35, fill_4, 1, -7, -3);  slice_35 = fill_4 = None
    slice_scatter_9 = torch.ops.aten.slice_scatter.default(slice_scatter_7, slice_scatter_8, 0, -7, -3);  slice_scatter_7 = slice_scatter_8 = None
    _tensor_constant5 = self._tensor_constant5
    lift_fresh_copy_5 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None
    slice_41 = torch.ops.aten.slice.Tensor(slice_scatter_9, 0, -7, -3)
    slice_42 = torch.ops.aten.slice.Tensor(slice_41, 1, -3, 9223372036854775807);  slice_41 = None
    fill_5 = torch.ops.aten.fill.Tensor(slice_42, lift_fresh_copy_5);  slice_42 = lift_fresh_copy_5 = None
    slice_43 = torch.ops.aten.slice.Tensor(slice_scatter_9, 0, -7, -3)
    slice_scatter_10 = torch.ops.aten.slice_scatter.default(slice_43, fill_5, 1, -3, 9223372036854775807);  slice_43 = fill_5 = None
    slice_scatter_11 = torch.ops.aten.slice_scatter.default(slice_scatter_9, slice_scatter_10, 0, -7, -3);  slice_scatter_9 = slice_scatter_10 = None
    _tensor_constant6 = self._tensor_constant6
    lift_fresh_copy_6 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant6);  _tensor_constant6 = None
    slice_49 = torch.ops.aten.slice.Tensor(slice_scatter_11, 0, -3, 9223372036854775807)
    slice_50 = torch.ops.aten.slice.Tensor(slice_49, 1, 0, -7);  slice_49 = None
    fill_6 = torch.ops.aten.fill.Tensor(slice_50, lift_fresh_copy_6);  slice_50 = lift_fresh_copy_6 = None
    slice_51 = torch.ops.aten.slice.Tensor(slice_scatter_11, 0, -3, 9223372036854775807)
    slice_scatter_12 = torch.ops.aten.slice_scatter.default(slice_51, fill_6, 1, 0, -7);  slice_51 = fill_6 = None
    slice_scatter_13 = torch.ops.aten.slice_scatter.default(slice_scatter_11, slice_scatter_12, 0, -3, 9223372036854775807);  slice_scatter_11 = slice_scatter_12 = None
    _tensor_constant7 = self._tensor_constant7
    lift_fresh_copy_7 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant7);  _tensor_constant7 = None
    slice_57 = torch.ops.aten.slice.Tensor(slice_scatter_13, 0, -3, 9223372036854775807)
    slice_58 = torch.ops.aten.slice.Tensor(slice_57, 1, -7, -3);  slice_57 = None
    fill_7 = torch.ops.aten.fill.Tensor(slice_58, lift_fresh_copy_7);  slice_58 = lift_fresh_copy_7 = None
    slice_59 = torch.ops.aten.slice.Tensor(slice_scatter_13, 0, -3, 9223372036854775807)
    slice_scatter_14 = torch.ops.aten.slice_scatter.default(slice_59, fill_7, 1, -7, -3);  slice_59 = fill_7 = None
    slice_scatter_15 = torch.ops.aten.slice_scatter.default(slice_scatter_13, slice_scatter_14, 0, -3, 9223372036854775807);  slice_scatter_13 = slice_scatter_14 = None
    _tensor_constant8 = self._tensor_constant8
    lift_fresh_copy_8 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant8);  _tensor_constant8 = None
    slice_65 = torch.ops.aten.slice.Tensor(slice_scatter_15, 0, -3, 9223372036854775807)
    slice_66 = torch.ops.aten.slice.Tensor(slice_65, 1, -3, 9223372036854775807);  slice_65 = None
    fill_8 = torch.ops.aten.fill.Tensor(slice_66, lift_fresh_copy_8);  slice_66 = lift_fresh_copy_8 = None
    slice_67 = torch.ops.aten.slice.Tensor(slice_scatter_15, 0, -3, 9223372036854775807)
    slice_scatter_16 = torch.ops.aten.slice_scatter.default(slice_67, fill_8, 1, -3, 9223372036854775807);  slice_67 = fill_8 = None
    slice_scatter_17 = torch.ops.aten.slice_scatter.default(slice_scatter_15, slice_scatter_16, 0, -3, 9223372036854775807);  slice_scatter_15 = slice_scatter_16 = None
    view_23 = torch.ops.aten.view.default(slice_scatter_17, [8, 7, 8, 7]);  slice_scatter_17 = None
    permute_9 = torch.ops.aten.permute.default(view_23, [0, 2, 1, 3]);  view_23 = None
    clone_11 = torch.ops.aten.clone.default(permute_9, memory_format = torch.contiguous_format);  permute_9 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_11, [64, 49]);  clone_11 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(_unsafe_view_9, 1)
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(_unsafe_view_9, 2);  _unsafe_view_9 = None
    sub = torch.ops.aten.sub.Tensor(unsqueeze_2, unsqueeze_3);  unsqueeze_2 = unsqueeze_3 = None
    ne = torch.ops.aten.ne.Scalar(sub, 0)
    masked_fill = torch.ops.aten.masked_fill.Scalar(sub, ne, -100.0);  ne = None
    eq = torch.ops.aten.eq.Scalar(sub, 0);  sub = None
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(masked_fill, eq, 0.0);  masked_fill = eq = None
    view_24 = torch.ops.aten.view.default(add_3, [1, 64, 3, 49, 49]);  add_3 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(masked_fill_1, 1);  masked_fill_1 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 0);  unsqueeze_4 = None
    add_4 = torch.ops.aten.add.Tensor(view_24, unsqueeze_5);  view_24 = unsqueeze_5 = None
    view_25 = torch.ops.aten.view.default(add_4, [-1, 3, 49, 49]);  add_4 = None
    _softmax_1 = torch.ops.aten._softmax.default(view_25, -1, False);  view_25 = None
    expand_6 = torch.ops.aten.expand.default(_softmax_1, [64, 3, 49, 49]);  _softmax_1 = None
    view_26 = torch.ops.aten.view.default(expand_6, [192, 49, 49]);  expand_6 = None
    expand_7 = torch.ops.aten.expand.default(select_5, [64, 3, 49, 32]);  select_5 = None
    clone_12 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_12, [192, 49, 32]);  clone_12 = None
    bmm_3 = torch.ops.aten.bmm.default(view_26, _unsafe_view_10);  view_26 = _unsafe_view_10 = None
    view_27 = torch.ops.aten.view.default(bmm_3, [64, 3, 49, 32]);  bmm_3 = None
    transpose_3 = torch.ops.aten.transpose.int(view_27, 1, 2);  view_27 = None
    clone_13 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format);  transpose_3 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_13, [64, 49, 96]);  clone_13 = None
    view_28 = torch.ops.aten.view.default(_unsafe_view_11, [3136, 96]);  _unsafe_view_11 = None
    t_5 = torch.ops.aten.t.default(arg24_1);  arg24_1 = None
    addmm_5 = torch.ops.aten.addmm.default(arg26_1, view_28, t_5);  arg26_1 = view_28 = t_5 = None
    view_29 = torch.ops.aten.view.default(addmm_5, [64, 49, 96]);  addmm_5 = None
    view_30 = torch.ops.aten.view.default(view_29, [1, 8, 8, 7, 7, 96]);  view_29 = None
    permute_10 = torch.ops.aten.permute.default(view_30, [0, 1, 3, 2, 4, 5]);  view_30 = None
    clone_14 = torch.ops.aten.clone.default(permute_10, memory_format = torch.contiguous_format);  permute_10 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_14, [1, 56, 56, 96]);  clone_14 = None
    roll_1 = torch.ops.aten.roll.default(_unsafe_view_12, [3, 3], [1, 2]);  _unsafe_view_12 = None
    alias_1 = torch.ops.aten.alias.default(roll_1);  roll_1 = None
    add_5 = torch.ops.aten.add.Tensor(add_2, alias_1);  add_2 = alias_1 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_5, [96], arg27_1, arg28_1, 1e-05);  arg27_1 = arg28_1 = None
    getitem_12 = native_layer_norm_4[0];  native_layer_norm_4 = None
    view_31 = torch.ops.aten.view.default(getitem_12, [3136, 96]);  getitem_12 = None
    t_6 = torch.ops.aten.t.default(arg29_1);  arg29_1 = None
    addmm_6 = torch.ops.aten.addmm.default(arg30_1, view_31, t_6);  arg30_1 = view_31 = t_6 = None
    view_32 = torch.ops.aten.view.default(addmm_6, [1, 56, 56, 384]);  addmm_6 = None
    gelu_1 = torch.ops.aten.gelu.default(view_32);  view_32 = None
    view_33 = torch.ops.aten.view.default(gelu_1, [3136, 384]);  gelu_1 = None
    t_7 = torch.ops.aten.t.default(arg31_1);  arg31_1 = None
    addmm_7 = torch.ops.aten.addmm.default(arg32_1, view_33, t_7);  arg32_1 = view_33 = t_7 = None
    view_34 = torch.ops.aten.view.default(addmm_7, [1, 56, 56, 96]);  addmm_7 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, view_34);  add_5 = view_34 = None
    constant_pad_nd_2 = torch.ops.aten.constant_pad_nd.default(add_6, [0, 0, 0, 0, 0, 0], 0.0);  add_6 = None
    slice_70 = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 1, 0, 9223372036854775807, 2)
    slice_71 = torch.ops.aten.slice.Tensor(slice_70, 2, 0, 9223372036854775807, 2);  slice_70 = None
    slice_72 = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 1, 1, 9223372036854775807, 2)
    slice_73 = torch.ops.aten.slice.Tensor(slice_72, 2, 0, 9223372036854775807, 2);  slice_72 = None
    slice_74 = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 1, 0, 9223372036854775807, 2)
    slice_75 = torch.ops.aten.slice.Tensor(slice_74, 2, 1, 9223372036854775807, 2);  slice_74 = None
    slice_76 = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 1, 1, 9223372036854775807, 2);  constant_pad_nd_2 = None
    slice_77 = torch.ops.aten.slice.Tensor(slice_76, 2, 1, 9223372036854775807, 2);  slice_76 = None
    cat = torch.ops.aten.cat.default([slice_71, slice_73, slice_75, slice_77], -1);  slice_71 = slice_73 = slice_75 = slice_77 = None
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(cat, [384], arg33_1, arg34_1, 1e-05);  cat = arg33_1 = arg34_1 = None
    getitem_15 = native_layer_norm_5[0];  native_layer_norm_5 = None
    t_8 = torch.ops.aten.t.default(arg35_1);  arg35_1 = None
    view_35 = torch.ops.aten.view.default(getitem_15, [784, 384]);  getitem_15 = None
    mm = torch.ops.aten.mm.default(view_35, t_8);  view_35 = t_8 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(mm, [1, 28, 28, 192]);  mm = None
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(_unsafe_view_13, [192], arg36_1, arg37_1, 1e-05);  arg36_1 = arg37_1 = None
    getitem_18 = native_layer_norm_6[0];  native_layer_norm_6 = None
    index_2 = torch.ops.aten.index.Tensor(arg38_1, [arg39_1]);  arg38_1 = arg39_1 = None
    view_36 = torch.ops.aten.view.default(index_2, [49, 49, -1]);  index_2 = None
    permute_11 = torch.ops.aten.permute.default(view_36, [2, 0, 1]);  view_36 = None
    clone_15 = torch.ops.aten.clone.default(permute_11, memory_format = torch.contiguous_format);  permute_11 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(clone_15, 0);  clone_15 = None
    constant_pad_nd_3 = torch.ops.aten.constant_pad_nd.default(getitem_18, [0, 0, 0, 0, 0, 0], 0.0);  getitem_18 = None
    view_37 = torch.ops.aten.view.default(constant_pad_nd_3, [1, 4, 7, 4, 7, 192]);  constant_pad_nd_3 = None
    permute_12 = torch.ops.aten.permute.default(view_37, [0, 1, 3, 2, 4, 5]);  view_37 = None
    clone_16 = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_16, [16, 49, 192]);  clone_16 = None
    view_38 = torch.ops.aten.view.default(_unsafe_view_14, [784, 192]);  _unsafe_view_14 = None
    t_9 = torch.ops.aten.t.default(arg40_1);  arg40_1 = None
    addmm_8 = torch.ops.aten.addmm.default(arg42_1, view_38, t_9);  arg42_1 = view_38 = t_9 = None
    view_39 = torch.ops.aten.view.default(addmm_8, [16, 49, 576]);  addmm_8 = None
    view_40 = torch.ops.aten.view.default(view_39, [16, 49, 3, 6, 32]);  view_39 = None
    permute_13 = torch.ops.aten.permute.default(view_40, [2, 0, 3, 1, 4]);  view_40 = None
    select_6 = torch.ops.aten.select.int(permute_13, 0, 0)
    select_7 = torch.ops.aten.select.int(permute_13, 0, 1)
    select_8 = torch.ops.aten.select.int(permute_13, 0, 2);  permute_13 = None
    mul_2 = torch.ops.aten.mul.Tensor(select_6, 0.1767766952966369);  select_6 = None
    transpose_4 = torch.ops.aten.transpose.int(select_7, -2, -1);  select_7 = None
    expand_8 = torch.ops.aten.expand.default(mul_2, [16, 6, 49, 32]);  mul_2 = None
    clone_17 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_17, [96, 49, 32]);  clone_17 = None
    expand_9 = torch.ops.aten.expand.default(transpose_4, [16, 6, 32, 49]);  transpose_4 = None
    clone_18 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_18, [96, 32, 49]);  clone_18 = None
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_15, _unsafe_view_16);  _unsafe_view_15 = _unsafe_view_16 = None
    view_41 = torch.ops.aten.view.default(bmm_4, [16, 6, 49, 49]);  bmm_4 = None
    add_7 = torch.ops.aten.add.Tensor(view_41, unsqueeze_6);  view_41 = unsqueeze_6 = None
    _softmax_2 = torch.ops.aten._softmax.default(add_7, -1, False);  add_7 = None
    expand_10 = torch.ops.aten.expand.default(_softmax_2, [16, 6, 49, 49]);  _softmax_2 = None
    view_42 = torch.ops.aten.view.default(expand_10, [96, 49, 49]);  expand_10 = None
    expand_11 = torch.ops.aten.expand.default(select_8, [16, 6, 49, 32]);  select_8 = None
    clone_19 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(clone_19, [96, 49, 32]);  clone_19 = None
    bmm_5 = torch.ops.aten.bmm.default(view_42, _unsafe_view_17);  view_42 = _unsafe_view_17 = None
    view_43 = torch.ops.aten.view.default(bmm_5, [16, 6, 49, 32]);  bmm_5 = None
    transpose_5 = torch.ops.aten.transpose.int(view_43, 1, 2);  view_43 = None
    clone_20 = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_20, [16, 49, 192]);  clone_20 = None
    view_44 = torch.ops.aten.view.default(_unsafe_view_18, [784, 192]);  _unsafe_view_18 = None
    t_10 = torch.ops.aten.t.default(arg41_1);  arg41_1 = None
    addmm_9 = torch.ops.aten.addmm.default(arg43_1, view_44, t_10);  arg43_1 = view_44 = t_10 = None
    view_45 = torch.ops.aten.view.default(addmm_9, [16, 49, 192]);  addmm_9 = None
    view_46 = torch.ops.aten.view.default(view_45, [1, 4, 4, 7, 7, 192]);  view_45 = None
    permute_14 = torch.ops.aten.permute.default(view_46, [0, 1, 3, 2, 4, 5]);  view_46 = None
    clone_21 = torch.ops.aten.clone.default(permute_14, memory_format = torch.contiguous_format);  permute_14 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(clone_21, [1, 28, 28, 192]);  clone_21 = None
    alias_2 = torch.ops.aten.alias.default(_unsafe_view_19);  _unsafe_view_19 = None
    add_8 = torch.ops.aten.add.Tensor(_unsafe_view_13, alias_2);  _unsafe_view_13 = alias_2 = None
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_8, [192], arg44_1, arg45_1, 1e-05);  arg44_1 = arg45_1 = None
    getitem_21 = native_layer_norm_7[0];  native_layer_norm_7 = None
    view_47 = torch.ops.aten.view.default(getitem_21, [784, 192]);  getitem_21 = None
    t_11 = torch.ops.aten.t.default(arg46_1);  arg46_1 = None
    addmm_10 = torch.ops.aten.addmm.default(arg47_1, view_47, t_11);  arg47_1 = view_47 = t_11 = None
    view_48 = torch.ops.aten.view.default(addmm_10, [1, 28, 28, 768]);  addmm_10 = None
    gelu_2 = torch.ops.aten.gelu.default(view_48);  view_48 = None
    view_49 = torch.ops.aten.view.default(gelu_2, [784, 768]);  gelu_2 = None
    t_12 = torch.ops.aten.t.default(arg48_1);  arg48_1 = None
    addmm_11 = torch.ops.aten.addmm.default(arg49_1, view_49, t_12);  arg49_1 = view_49 = t_12 = None
    view_50 = torch.ops.aten.view.default(addmm_11, [1, 28, 28, 192]);  addmm_11 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, view_50);  add_8 = view_50 = None
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_9, [192], arg50_1, arg51_1, 1e-05);  arg50_1 = arg51_1 = None
    getitem_24 = native_layer_norm_8[0];  native_layer_norm_8 = None
    index_3 = torch.ops.aten.index.Tensor(arg52_1, [arg53_1]);  arg52_1 = arg53_1 = None
    view_51 = torch.ops.aten.view.default(index_3, [49, 49, -1]);  index_3 = None
    permute_15 = torch.ops.aten.permute.default(view_51, [2, 0, 1]);  view_51 = None
    clone_22 = torch.ops.aten.clone.default(permute_15, memory_format = torch.contiguous_format);  permute_15 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(clone_22, 0);  clone_22 = None
    constant_pad_nd_4 = torch.ops.aten.constant_pad_nd.default(getitem_24, [0, 0, 0, 0, 0, 0], 0.0);  getitem_24 = None
    roll_2 = torch.ops.aten.roll.default(constant_pad_nd_4, [-3, -3], [1, 2]);  constant_pad_nd_4 = None
    view_52 = torch.ops.aten.view.default(roll_2, [1, 4, 7, 4, 7, 192]);  roll_2 = None
    permute_16 = torch.ops.aten.permute.default(view_52, [0, 1, 3, 2, 4, 5]);  view_52 = None
    clone_23 = torch.ops.aten.clone.default(permute_16, memory_format = torch.contiguous_format);  permute_16 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_23, [16, 49, 192]);  clone_23 = None
    view_53 = torch.ops.aten.view.default(_unsafe_view_20, [784, 192])
    t_13 = torch.ops.aten.t.default(arg54_1);  arg54_1 = None
    addmm_12 = torch.ops.aten.addmm.default(arg56_1, view_53, t_13);  arg56_1 = view_53 = t_13 = None
    view_54 = torch.ops.aten.view.default(addmm_12, [16, 49, 576]);  addmm_12 = None
    view_55 = torch.ops.aten.view.default(view_54, [16, 49, 3, 6, 32]);  view_54 = None
    permute_17 = torch.ops.aten.permute.default(view_55, [2, 0, 3, 1, 4]);  view_55 = None
    select_9 = torch.ops.aten.select.int(permute_17, 0, 0)
    select_10 = torch.ops.aten.select.int(permute_17, 0, 1)
    select_11 = torch.ops.aten.select.int(permute_17, 0, 2);  permute_17 = None
    mul_3 = torch.ops.aten.mul.Tensor(select_9, 0.1767766952966369);  select_9 = None
    transpose_6 = torch.ops.aten.transpose.int(select_10, -2, -1);  select_10 = None
    expand_12 = torch.ops.aten.expand.default(mul_3, [16, 6, 49, 32]);  mul_3 = None
    clone_24 = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(clone_24, [96, 49, 32]);  clone_24 = None
    expand_13 = torch.ops.aten.expand.default(transpose_6, [16, 6, 32, 49]);  transpose_6 = None
    clone_25 = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(clone_25, [96, 32, 49]);  clone_25 = None
    bmm_6 = torch.ops.aten.bmm.default(_unsafe_view_21, _unsafe_view_22);  _unsafe_view_21 = _unsafe_view_22 = None
    view_56 = torch.ops.aten.view.default(bmm_6, [16, 6, 49, 49]);  bmm_6 = None
    add_10 = torch.ops.aten.add.Tensor(view_56, unsqueeze_7);  view_56 = unsqueeze_7 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(_unsafe_view_20, [28, 28], pin_memory = False);  _unsafe_view_20 = None
    _tensor_constant9 = self._tensor_constant9
    lift_fresh_copy_9 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant9);  _tensor_constant9 = None
    slice_78 = torch.ops.aten.slice.Tensor(new_zeros_1, 0, 0, -7)
    slice_79 = torch.ops.aten.slice.Tensor(slice_78, 1, 0, -7);  slice_78 = None
    fill_9 = torch.ops.aten.fill.Tensor(slice_79, lift_fresh_copy_9);  slice_79 = lift_fresh_copy_9 = None
    slice_80 = torch.ops.aten.slice.Tensor(new_zeros_1, 0, 0, -7)
    slice_scatter_18 = torch.ops.aten.slice_scatter.default(slice_80, fill_9, 1, 0, -7);  slice_80 = fill_9 = None
    slice_scatter_19 = torch.ops.aten.slice_scatter.default(new_zeros_1, slice_scatter_18, 0, 0, -7);  new_zeros_1 = slice_scatter_18 = None
    _tensor_constant10 = self._tensor_constant10
    lift_fresh_copy_10 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant10);  _tensor_constant10 = None
    slice_86 = torch.ops.aten.slice.Tensor(slice_scatter_19, 0, 0, -7)
    slice_87 = torch.ops.aten.slice.Tensor(slice_86, 1, -7, -3);  slice_86 = None
    fill_10 = torch.ops.aten.fill.Tensor(slice_87, lift_fresh_copy_10);  slice_87 = lift_fresh_copy_10 = None
    slice_88 = torch.ops.aten.slice.Tensor(slice_scatter_19, 0, 0, -7)
    slice_scatter_20 = torch.ops.aten.slice_scatter.default(slice_88, fill_10, 1, -7, -3);  slice_88 = fill_10 = None
    slice_scatter_21 = torch.ops.aten.slice_scatter.default(slice_scatter_19, slice_scatter_20, 0, 0, -7);  slice_scatter_19 = slice_scatter_20 = None
    _tensor_constant11 = self._tensor_constant11
    lift_fresh_copy_11 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant11);  _tensor_constant11 = None
    slice_94 = torch.ops.aten.slice.Tensor(slice_scatter_21, 0, 0, -7)
    slice_95 = torch.ops.aten.slice.Tensor(slice_94, 1, -3, 9223372036854775807);  slice_94 = None
    fill_11 = torch.ops.aten.fill.Tensor(slice_95, lift_fresh_copy_11);  slice_95 = lift_fresh_copy_11 = None
    slice_96 = torch.ops.aten.slice.Tensor(slice_scatter_21, 0, 0, -7)
    slice_scatter_22 = torch.ops.aten.slice_scatter.default(slice_96, fill_11, 1, -3, 9223372036854775807);  slice_96 = fill_11 = None
    slice_scatter_23 = torch.ops.aten.slice_scatter.default(slice_scatter_21, slice_scatter_22, 0, 0, -7);  slice_scatter_21 = slice_scatter_22 = None
    _tensor_constant12 = self._tensor_constant12
    lift_fresh_copy_12 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant12);  _tensor_constant12 = None
    slice_102 = torch.ops.aten.slice.Tensor(slice_scatter_23, 0, -7, -3)
    slice_103 = torch.ops.aten.slice.Tensor(slice_102, 1, 0, -7);  slice_102 = None
    fill_12 = torch.ops.aten.fill.Tensor(slice_103, lift_fresh_copy_12);  slice_103 = lift_fresh_copy_12 = None
    slice_104 = torch.ops.aten.slice.Tensor(slice_scatter_23, 0, -7, -3)
    slice_scatter_24 = torch.ops.aten.slice_scatter.default(slice_104, fill_12, 1, 0, -7);  slice_104 = fill_12 = None
    slice_scatter_25 = torch.ops.aten.slice_scatter.default(slice_scatter_23, slice_scatter_24, 0, -7, -3);  slice_scatter_23 = slice_scatter_24 = None
    _tensor_constant13 = self._tensor_constant13
    lift_fresh_copy_13 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant13);  _tensor_constant13 = None
    slice_110 = torch.ops.aten.slice.Tensor(slice_scatter_25, 0, -7, -3)
    slice_111 = torch.ops.aten.slice.Tensor(slice_110, 1, -7, -3);  slice_110 = None
    fill_13 = torch.ops.aten.fill.Tensor(slice_111, lift_fresh_copy_13);  slice_111 = lift_fresh_copy_13 = None
    slice_112 = torch.ops.aten.slice.Tensor(slice_scatter_25, 0, -7, -3)
    slice_scatter_26 = torch.ops.aten.slice_scatter.default(slice_112, fill_13, 1, -7, -3);  slice_112 = fill_13 = None
    slice_scatter_27 = torch.ops.aten.slice_scatter.default(slice_scatter_25, slice_scatter_26, 0, -7, -3);  slice_scatter_25 = slice_scatter_26 = None
    _tensor_constant14 = self._tensor_constant14
    lift_fresh_copy_14 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant14);  _tensor_constant14 = None
    slice_118 = torch.ops.aten.slice.Tensor(slice_scatter_27, 0, -7, -3)
    slice_119 = torch.ops.aten.slice.Tensor(slice_118, 1, -3, 9223372036854775807);  slice_118 = None
    fill_14 = torch.ops.aten.fill.Tensor(slice_119, lift_fresh_copy_14);  slice_119 = lift_fresh_copy_14 = None
    slice_120 = torch.ops.aten.slice.Tensor(slice_scatter_27, 0, -7, -3)
    slice_scatter_28 = torch.ops.aten.slice_scatter.default(slice_120, fill_14, 1, -3, 9223372036854775807);  slice_120 = fill_14 = None
    slice_scatter_29 = torch.ops.aten.slice_scatter.default(slice_scatter_27, slice_scatter_28, 0, -7, -3);  slice_scatter_27 = slice_scatter_28 = None
    _tensor_constant15 = self._tensor_constant15
    lift_fresh_copy_15 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant15);  _tensor_constant15 = None
    slice_126 = torch.ops.aten.slice.Tensor(slice_scatter_29, 0, -3, 9223372036854775807)
    slice_127 = torch.ops.aten.slice.Tensor(slice_126, 1, 0, -7);  slice_126 = None
    fill_15 = torch.ops.aten.fill.Tensor(slice_127, lift_fresh_copy_15);  slice_127 = lift_fresh_copy_15 = None
    slice_128 = torch.ops.aten.slice.Tensor(slice_scatter_29, 0, -3, 9223372036854775807)
    slice_scatter_30 = torch.ops.aten.slice_scatter.default(slice_128, fill_15, 1, 0, -7);  slice_128 = fill_15 = None
    slice_scatter_31 = torch.ops.aten.slice_scatter.default(slice_scatter_29, slice_scatter_30, 0, -3, 9223372036854775807);  slice_scatter_29 = slice_scatter_30 = None
    _tensor_constant16 = self._tensor_constant16
    lift_fresh_copy_16 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant16);  _tensor_constant16 = None
    slice_134 = torch.ops.aten.slice.Tensor(slice_scatter_31, 0, -3, 9223372036854775807)
    slice_135 = torch.ops.aten.slice.Tensor(slice_134, 1, -7, -3);  slice_134 = None
    fill_16 = torch.ops.aten.fill.Tensor(slice_135, lift_fresh_copy_16);  slice_135 = lift_fresh_copy_16 = None
    slice_136 = torch.ops.aten.slice.Tensor(slice_scatter_31, 0, -3, 9223372036854775807)
    slice_scatter_32 = torch.ops.aten.slice_scatter.default(slice_136, fill_16, 1, -7, -3);  slice_136 = fill_16 = None
    slice_scatter_33 = torch.ops.aten.slice_scatter.default(slice_scatter_31, slice_scatter_32, 0, -3, 9223372036854775807);  slice_scatter_31 = slice_scatter_32 = None
    _tensor_constant17 = self._tensor_constant17
    lift_fresh_copy_17 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant17);  _tensor_constant17 = None
    slice_142 = torch.ops.aten.slice.Tensor(slice_scatter_33, 0, -3, 9223372036854775807)
    slice_143 = torch.ops.aten.slice.Tensor(slice_142, 1, -3, 9223372036854775807);  slice_142 = None
    fill_17 = torch.ops.aten.fill.Tensor(slice_143, lift_fresh_copy_17);  slice_143 = lift_fresh_copy_17 = None
    slice_144 = torch.ops.aten.slice.Tensor(slice_scatter_33, 0, -3, 9223372036854775807)
    slice_scatter_34 = torch.ops.aten.slice_scatter.default(slice_144, fill_17, 1, -3, 9223372036854775807);  slice_144 = fill_17 = None
    slice_scatter_35 = torch.ops.aten.slice_scatter.default(slice_scatter_33, slice_scatter_34, 0, -3, 9223372036854775807);  slice_scatter_33 = slice_scatter_34 = None
    view_59 = torch.ops.aten.view.default(slice_scatter_35, [4, 7, 4, 7]);  slice_scatter_35 = None
    permute_19 = torch.ops.aten.permute.default(view_59, [0, 2, 1, 3]);  view_59 = None
    clone_26 = torch.ops.aten.clone.default(permute_19, memory_format = torch.contiguous_format);  permute_19 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(clone_26, [16, 49]);  clone_26 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(_unsafe_view_23, 1)
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(_unsafe_view_23, 2);  _unsafe_view_23 = None
    sub_1 = torch.ops.aten.sub.Tensor(unsqueeze_8, unsqueeze_9);  unsqueeze_8 = unsqueeze_9 = None
    ne_1 = torch.ops.aten.ne.Scalar(sub_1, 0)
    masked_fill_2 = torch.ops.aten.masked_fill.Scalar(sub_1, ne_1, -100.0);  ne_1 = None
    eq_1 = torch.ops.aten.eq.Scalar(sub_1, 0);  sub_1 = None
    masked_fill_3 = torch.ops.aten.masked_fill.Scalar(masked_fill_2, eq_1, 0.0);  masked_fill_2 = eq_1 = None
    view_60 = torch.ops.aten.view.default(add_10, [1, 16, 6, 49, 49]);  add_10 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(masked_fill_3, 1);  masked_fill_3 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, 0);  unsqueeze_10 = None
    add_11 = torch.ops.aten.add.Tensor(view_60, unsqueeze_11);  view_60 = unsqueeze_11 = None
    view_61 = torch.ops.aten.view.default(add_11, [-1, 6, 49, 49]);  add_11 = None
    _softmax_3 = torch.ops.aten._softmax.default(view_61, -1, False);  view_61 = None
    expand_14 = torch.ops.aten.expand.default(_softmax_3, [16, 6, 49, 49]);  _softmax_3 = None
    view_62 = torch.ops.aten.view.default(expand_14, [96, 49, 49]);  expand_14 = None
    expand_15 = torch.ops.aten.expand.default(select_11, [16, 6, 49, 32]);  select_11 = None
    clone_27 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(clone_27, [96, 49, 32]);  clone_27 = None
    bmm_7 = torch.ops.aten.bmm.default(view_62, _unsafe_view_24);  view_62 = _unsafe_view_24 = None
    view_63 = torch.ops.aten.view.default(bmm_7, [16, 6, 49, 32]);  bmm_7 = None
    transpose_7 = torch.ops.aten.transpose.int(view_63, 1, 2);  view_63 = None
    clone_28 = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(clone_28, [16, 49, 192]);  clone_28 = None
    view_64 = torch.ops.aten.view.default(_unsafe_view_25, [784, 192]);  _unsafe_view_25 = None
    t_14 = torch.ops.aten.t.default(arg55_1);  arg55_1 = None
    addmm_13 = torch.ops.aten.addmm.default(arg57_1, view_64, t_14);  arg57_1 = view_64 = t_14 = None
    view_65 = torch.ops.aten.view.default(addmm_13, [16, 49, 192]);  addmm_13 = None
    view_66 = torch.ops.aten.view.default(view_65, [1, 4, 4, 7, 7, 192]);  view_65 = None
    permute_20 = torch.ops.aten.permute.default(view_66, [0, 1, 3, 2, 4, 5]);  view_66 = None
    clone_29 = torch.ops.aten.clone.default(permute_20, memory_format = torch.contiguous_format);  permute_20 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(clone_29, [1, 28, 28, 192]);  clone_29 = None
    roll_3 = torch.ops.aten.roll.default(_unsafe_view_26, [3, 3], [1, 2]);  _unsafe_view_26 = None
    alias_3 = torch.ops.aten.alias.default(roll_3);  roll_3 = None
    add_12 = torch.ops.aten.add.Tensor(add_9, alias_3);  add_9 = alias_3 = None
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_12, [192], arg58_1, arg59_1, 1e-05);  arg58_1 = arg59_1 = None
    getitem_27 = native_layer_norm_9[0];  native_layer_norm_9 = None
    view_67 = torch.ops.aten.view.default(getitem_27, [784, 192]);  getitem_27 = None
    t_15 = torch.ops.aten.t.default(arg60_1);  arg60_1 = None
    addmm_14 = torch.ops.aten.addmm.default(arg61_1, view_67, t_15);  arg61_1 = view_67 = t_15 = None
    view_68 = torch.ops.aten.view.default(addmm_14, [1, 28, 28, 768]);  addmm_14 = None
    gelu_3 = torch.ops.aten.gelu.default(view_68);  view_68 = None
    view_69 = torch.ops.aten.view.default(gelu_3, [784, 768]);  gelu_3 = None
    t_16 = torch.ops.aten.t.default(arg62_1);  arg62_1 = None
    addmm_15 = torch.ops.aten.addmm.default(arg63_1, view_69, t_16);  arg63_1 = view_69 = t_16 = None
    view_70 = torch.ops.aten.view.default(addmm_15, [1, 28, 28, 192]);  addmm_15 = None
    add_13 = torch.ops.aten.add.Tensor(add_12, view_70);  add_12 = view_70 = None
    constant_pad_nd_5 = torch.ops.aten.constant_pad_nd.default(add_13, [0, 0, 0, 0, 0, 0], 0.0);  add_13 = None
    slice_147 = torch.ops.aten.slice.Tensor(constant_pad_nd_5, 1, 0, 9223372036854775807, 2)
    slice_148 = torch.ops.aten.slice.Tensor(slice_147, 2, 0, 9223372036854775807, 2);  slice_147 = None
    slice_149 = torch.ops.aten.slice.Tensor(constant_pad_nd_5, 1, 1, 9223372036854775807, 2)
    slice_150 = torch.ops.aten.slice.Tensor(slice_149, 2, 0, 9223372036854775807, 2);  slice_149 = None
    slice_151 = torch.ops.aten.slice.Tensor(constant_pad_nd_5, 1, 0, 9223372036854775807, 2)
    slice_152 = torch.ops.aten.slice.Tensor(slice_151, 2, 1, 9223372036854775807, 2);  slice_151 = None
    slice_153 = torch.ops.aten.slice.Tensor(constant_pad_nd_5, 1, 1, 9223372036854775807, 2);  constant_pad_nd_5 = None
    slice_154 = torch.ops.aten.slice.Tensor(slice_153, 2, 1, 9223372036854775807, 2);  slice_153 = None
    cat_1 = torch.ops.aten.cat.default([slice_148, slice_150, slice_152, slice_154], -1);  slice_148 = slice_150 = slice_152 = slice_154 = None
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(cat_1, [768], arg64_1, arg65_1, 1e-05);  cat_1 = arg64_1 = arg65_1 = None
    getitem_30 = native_layer_norm_10[0];  native_layer_norm_10 = None
    t_17 = torch.ops.aten.t.default(arg66_1);  arg66_1 = None
    view_71 = torch.ops.aten.view.default(getitem_30, [196, 768]);  getitem_30 = None
    mm_1 = torch.ops.aten.mm.default(view_71, t_17);  view_71 = t_17 = None
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(mm_1, [1, 14, 14, 384]);  mm_1 = None
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(_unsafe_view_27, [384], arg67_1, arg68_1, 1e-05);  arg67_1 = arg68_1 = None
    getitem_33 = native_layer_norm_11[0];  native_layer_norm_11 = None
    index_4 = torch.ops.aten.index.Tensor(arg69_1, [arg70_1]);  arg69_1 = arg70_1 = None
    view_72 = torch.ops.aten.view.default(index_4, [49, 49, -1]);  index_4 = None
    permute_21 = torch.ops.aten.permute.default(view_72, [2, 0, 1]);  view_72 = None
    clone_30 = torch.ops.aten.clone.default(permute_21, memory_format = torch.contiguous_format);  permute_21 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(clone_30, 0);  clone_30 = None
    constant_pad_nd_6 = torch.ops.aten.constant_pad_nd.default(getitem_33, [0, 0, 0, 0, 0, 0], 0.0);  getitem_33 = None
    view_73 = torch.ops.aten.view.default(constant_pad_nd_6, [1, 2, 7, 2, 7, 384]);  constant_pad_nd_6 = None
    permute_22 = torch.ops.aten.permute.default(view_73, [0, 1, 3, 2, 4, 5]);  view_73 = None
    clone_31 = torch.ops.aten.clone.default(permute_22, memory_format = torch.contiguous_format);  permute_22 = None
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(clone_31, [4, 49, 384]);  clone_31 = None
    view_74 = torch.ops.aten.view.default(_unsafe_view_28, [196, 384]);  _unsafe_view_28 = None
    t_18 = torch.ops.aten.t.default(arg71_1);  arg71_1 = None
    addmm_16 = torch.ops.aten.addmm.default(arg73_1, view_74, t_18);  arg73_1 = view_74 = t_18 = None
    view_75 = torch.ops.aten.view.default(addmm_16, [4, 49, 1152]);  addmm_16 = None
    view_76 = torch.ops.aten.view.default(view_75, [4, 49, 3, 12, 32]);  view_75 = None
    permute_23 = torch.ops.aten.permute.default(view_76, [2, 0, 3, 1, 4]);  view_76 = None
    select_12 = torch.ops.aten.select.int(permute_23, 0, 0)
    select_13 = torch.ops.aten.select.int(permute_23, 0, 1)
    select_14 = torch.ops.aten.select.int(permute_23, 0, 2);  permute_23 = None
    mul_4 = torch.ops.aten.mul.Tensor(select_12, 0.1767766952966369);  select_12 = None
    transpose_8 = torch.ops.aten.transpose.int(select_13, -2, -1);  select_13 = None
    expand_16 = torch.ops.aten.expand.default(mul_4, [4, 12, 49, 32]);  mul_4 = None
    clone_32 = torch.ops.aten.clone.default(expand_16, memory_format = torch.contiguous_format);  expand_16 = None
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(clone_32, [48, 49, 32]);  clone_32 = None
    expand_17 = torch.ops.aten.expand.default(transpose_8, [4, 12, 32, 49]);  transpose_8 = None
    clone_33 = torch.ops.aten.clone.default(expand_17, memory_format = torch.contiguous_format);  expand_17 = None
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(clone_33, [48, 32, 49]);  clone_33 = None
    bmm_8 = torch.ops.aten.bmm.default(_unsafe_view_29, _unsafe_view_30);  _unsafe_view_29 = _unsafe_view_30 = None
    view_77 = torch.ops.aten.view.default(bmm_8, [4, 12, 49, 49]);  bmm_8 = None
    add_14 = torch.ops.aten.add.Tensor(view_77, unsqueeze_12);  view_77 = unsqueeze_12 = None
    _softmax_4 = torch.ops.aten._softmax.default(add_14, -1, False);  add_14 = None
    expand_18 = torch.ops.aten.expand.default(_softmax_4, [4, 12, 49, 49]);  _softmax_4 = None
    view_78 = torch.ops.aten.view.default(expand_18, [48, 49, 49]);  expand_18 = None
    expand_19 = torch.ops.aten.expand.default(select_14, [4, 12, 49, 32]);  select_14 = None
    clone_34 = torch.ops.aten.clone.default(expand_19, memory_format = torch.contiguous_format);  expand_19 = None
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(clone_34, [48, 49, 32]);  clone_34 = None
    bmm_9 = torch.ops.aten.bmm.default(view_78, _unsafe_view_31);  view_78 = _unsafe_view_31 = None
    view_79 = torch.ops.aten.view.default(bmm_9, [4, 12, 49, 32]);  bmm_9 = None
    transpose_9 = torch.ops.aten.transpose.int(view_79, 1, 2);  view_79 = None
    clone_35 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(clone_35, [4, 49, 384]);  clone_35 = None
    view_80 = torch.ops.aten.view.default(_unsafe_view_32, [196, 384]);  _unsafe_view_32 = None
    t_19 = torch.ops.aten.t.default(arg72_1);  arg72_1 = None
    addmm_17 = torch.ops.aten.addmm.default(arg74_1, view_80, t_19);  arg74_1 = view_80 = t_19 = None
    view_81 = torch.ops.aten.view.default(addmm_17, [4, 49, 384]);  addmm_17 = None
    view_82 = torch.ops.aten.view.default(view_81, [1, 2, 2, 7, 7, 384]);  view_81 = None
    permute_24 = torch.ops.aten.permute.default(view_82, [0, 1, 3, 2, 4, 5]);  view_82 = None
    clone_36 = torch.ops.aten.clone.default(permute_24, memory_format = torch.contiguous_format);  permute_24 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(clone_36, [1, 14, 14, 384]);  clone_36 = None
    alias_4 = torch.ops.aten.alias.default(_unsafe_view_33);  _unsafe_view_33 = None
    add_15 = torch.ops.aten.add.Tensor(_unsafe_view_27, alias_4);  _unsafe_view_27 = alias_4 = None
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(add_15, [384], arg75_1, arg76_1, 1e-05);  arg75_1 = arg76_1 = None
    getitem_36 = native_layer_norm_12[0];  native_layer_norm_12 = None
    view_83 = torch.ops.aten.view.default(getitem_36, [196, 384]);  getitem_36 = None
    t_20 = torch.ops.aten.t.default(arg77_1);  arg77_1 = None
    addmm_18 = torch.ops.aten.addmm.default(arg78_1, view_83, t_20);  arg78_1 = view_83 = t_20 = None
    view_84 = torch.ops.aten.view.default(addmm_18, [1, 14, 14, 1536]);  addmm_18 = None
    gelu_4 = torch.ops.aten.gelu.default(view_84);  view_84 = None
    view_85 = torch.ops.aten.view.default(gelu_4, [196, 1536]);  gelu_4 = None
    t_21 = torch.ops.aten.t.default(arg79_1);  arg79_1 = None
    addmm_19 = torch.ops.aten.addmm.default(arg80_1, view_85, t_21);  arg80_1 = view_85 = t_21 = None
    view_86 = torch.ops.aten.view.default(addmm_19, [1, 14, 14, 384]);  addmm_19 = None
    add_16 = torch.ops.aten.add.Tensor(add_15, view_86);  add_15 = view_86 = None
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(add_16, [384], arg81_1, arg82_1, 1e-05);  arg81_1 = arg82_1 = None
    getitem_39 = native_layer_norm_13[0];  native_layer_norm_13 = None
    index_5 = torch.ops.aten.index.Tensor(arg83_1, [arg84_1]);  arg83_1 = arg84_1 = None
    view_87 = torch.ops.aten.view.default(index_5, [49, 49, -1]);  index_5 = None
    permute_25 = torch.ops.aten.permute.default(view_87, [2, 0, 1]);  view_87 = None
    clone_37 = torch.ops.aten.clone.default(permute_25, memory_format = torch.contiguous_format);  permute_25 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(clone_37, 0);  clone_37 = None
    constant_pad_nd_7 = torch.ops.aten.constant_pad_nd.default(getitem_39, [0, 0, 0, 0, 0, 0], 0.0);  getitem_39 = None
    roll_4 = torch.ops.aten.roll.default(constant_pad_nd_7, [-3, -3], [1, 2]);  constant_pad_nd_7 = None
    view_88 = torch.ops.aten.view.default(roll_4, [1, 2, 7, 2, 7, 384]);  roll_4 = None
    permute_26 = torch.ops.aten.permute.default(view_88, [0, 1, 3, 2, 4, 5]);  view_88 = None
    clone_38 = torch.ops.aten.clone.default(permute_26, memory_format = torch.contiguous_format);  permute_26 = None
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(clone_38, [4, 49, 384]);  clone_38 = None
    view_89 = torch.ops.aten.view.default(_unsafe_view_34, [196, 384])
    t_22 = torch.ops.aten.t.default(arg85_1);  arg85_1 = None
    addmm_20 = torch.ops.aten.addmm.default(arg87_1, view_89, t_22);  arg87_1 = view_89 = t_22 = None
    view_90 = torch.ops.aten.view.default(addmm_20, [4, 49, 1152]);  addmm_20 = None
    view_91 = torch.ops.aten.view.default(view_90, [4, 49, 3, 12, 32]);  view_90 = None
    permute_27 = torch.ops.aten.permute.default(view_91, [2, 0, 3, 1, 4]);  view_91 = None
    select_15 = torch.ops.aten.select.int(permute_27, 0, 0)
    select_16 = torch.ops.aten.select.int(permute_27, 0, 1)
    select_17 = torch.ops.aten.select.int(permute_27, 0, 2);  permute_27 = None
    mul_5 = torch.ops.aten.mul.Tensor(select_15, 0.1767766952966369);  select_15 = None
    transpose_10 = torch.ops.aten.transpose.int(select_16, -2, -1);  select_16 = None
    expand_20 = torch.ops.aten.expand.default(mul_5, [4, 12, 49, 32]);  mul_5 = None
    clone_39 = torch.ops.aten.clone.default(expand_20, memory_format = torch.contiguous_format);  expand_20 = None
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(clone_39, [48, 49, 32]);  clone_39 = None
    expand_21 = torch.ops.aten.expand.default(transpose_10, [4, 12, 32, 49]);  transpose_10 = None
    clone_40 = torch.ops.aten.clone.default(expand_21, memory_format = torch.contiguous_format);  expand_21 = None
    _unsafe_view_36 = torch.ops.aten._unsafe_view.default(clone_40, [48, 32, 49]);  clone_40 = None
    bmm_10 = torch.ops.aten.bmm.default(_unsafe_view_35, _unsafe_view_36);  _unsafe_view_35 = _unsafe_view_36 = None
    view_92 = torch.ops.aten.view.default(bmm_10, [4, 12, 49, 49]);  bmm_10 = None
    add_17 = torch.ops.aten.add.Tensor(view_92, unsqueeze_13);  view_92 = unsqueeze_13 = None
    new_zeros_2 = torch.ops.aten.new_zeros.default(_unsafe_view_34, [14, 14], pin_memory = False);  _unsafe_view_34 = None
    _tensor_constant18 = self._tensor_constant18
    lift_fresh_copy_18 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant18);  _tensor_constant18 = None
    slice_155 = torch.ops.aten.slice.Tensor(new_zeros_2, 0, 0, -7)
    slice_156 = torch.ops.aten.slice.Tensor(slice_155, 1, 0, -7);  slice_155 = None
    fill_18 = torch.ops.aten.fill.Tensor(slice_156, lift_fresh_copy_18);  slice_156 = lift_fresh_copy_18 = None
    slice_157 = torch.ops.aten.slice.Tensor(new_zeros_2, 0, 0, -7)
    slice_scatter_36 = torch.ops.aten.slice_scatter.default(slice_157, fill_18, 1, 0, -7);  slice_157 = fill_18 = None
    slice_scatter_37 = torch.ops.aten.slice_scatter.default(new_zeros_2, slice_scatter_36, 0, 0, -7);  new_zeros_2 = slice_scatter_36 = None
    _tensor_constant19 = self._tensor_constant19
    lift_fresh_copy_19 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant19);  _tensor_constant19 = None
    slice_163 = torch.ops.aten.slice.Tensor(slice_scatter_37, 0, 0, -7)
    slice_164 = torch.ops.aten.slice.Tensor(slice_163, 1, -7, -3);  slice_163 = None
    fill_19 = torch.ops.aten.fill.Tensor(slice_164, lift_fresh_copy_19);  slice_164 = lift_fresh_copy_19 = None
    slice_165 = torch.ops.aten.slice.Tensor(slice_scatter_37, 0, 0, -7)
    slice_scatter_38 = torch.ops.aten.slice_scatter.default(slice_165, fill_19, 1, -7, -3);  slice_165 = fill_19 = None
    slice_scatter_39 = torch.ops.aten.slice_scatter.default(slice_scatter_37, slice_scatter_38, 0, 0, -7);  slice_scatter_37 = slice_scatter_38 = None
    _tensor_constant20 = self._tensor_constant20
    lift_fresh_copy_20 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant20);  _tensor_constant20 = None
    slice_171 = torch.ops.aten.slice.Tensor(slice_scatter_39, 0, 0, -7)
    slice_172 = torch.ops.aten.slice.Tensor(slice_171, 1, -3, 9223372036854775807);  slice_171 = None
    fill_20 = torch.ops.aten.fill.Tensor(slice_172, lift_fresh_copy_20);  slice_172 = lift_fresh_copy_20 = None
    slice_173 = torch.ops.aten.slice.Tensor(slice_scatter_39, 0, 0, -7)
    slice_scatter_40 = torch.ops.aten.slice_scatter.default(slice_173, fill_20, 1, -3, 9223372036854775807);  slice_173 = fill_20 = None
    slice_scatter_41 = torch.ops.aten.slice_scatter.default(slice_scatter_39, slice_scatter_40, 0, 0, -7);  slice_scatter_39 = slice_scatter_40 = None
    _tensor_constant21 = self._tensor_constant21
    lift_fresh_copy_21 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant21);  _tensor_constant21 = None
    slice_179 = torch.ops.aten.slice.Tensor(slice_scatter_41, 0, -7, -3)
    slice_180 = torch.ops.aten.slice.Tensor(slice_179, 1, 0, -7);  slice_179 = None
    fill_21 = torch.ops.aten.fill.Tensor(slice_180, lift_fresh_copy_21);  slice_180 = lift_fresh_copy_21 = None
    slice_181 = torch.ops.aten.slice.Tensor(slice_scatter_41, 0, -7, -3)
    slice_scatter_42 = torch.ops.aten.slice_scatter.default(slice_181, fill_21, 1, 0, -7);  slice_181 = fill_21 = None
    slice_scatter_43 = torch.ops.aten.slice_scatter.default(slice_scatter_41, slice_scatter_42, 0, -7, -3);  slice_scatter_41 = slice_scatter_42 = None
    _tensor_constant22 = self._tensor_constant22
    lift_fresh_copy_22 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant22);  _tensor_constant22 = None
    slice_187 = torch.ops.aten.slice.Tensor(slice_scatter_43, 0, -7, -3)
    slice_188 = torch.ops.aten.slice.Tensor(slice_187, 1, -7, -3);  slice_187 = None
    fill_22 = torch.ops.aten.fill.Tensor(slice_188, lift_fresh_copy_22);  slice_188 = lift_fresh_copy_22 = None
    slice_189 = torch.ops.aten.slice.Tensor(slice_scatter_43, 0, -7, -3)
    slice_scatter_44 = torch.ops.aten.slice_scatter.default(slice_189, fill_22, 1, -7, -3);  slice_189 = fill_22 = None
    slice_scatter_45 = torch.ops.aten.slice_scatter.default(slice_scatter_43, slice_scatter_44, 0, -7, -3);  slice_scatter_43 = slice_scatter_44 = None
    _tensor_constant23 = self._tensor_constant23
    lift_fresh_copy_23 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant23);  _tensor_constant23 = None
    slice_195 = torch.ops.aten.slice.Tensor(slice_scatter_45, 0, -7, -3)
    slice_196 = torch.ops.aten.slice.Tensor(slice_195, 1, -3, 9223372036854775807);  slice_195 = None
    fill_23 = torch.ops.aten.fill.Tensor(slice_196, lift_fresh_copy_23);  slice_196 = lift_fresh_copy_23 = None
    slice_197 = torch.ops.aten.slice.Tensor(slice_scatter_45, 0, -7, -3)
    slice_scatter_46 = torch.ops.aten.slice_scatter.default(slice_197, fill_23, 1, -3, 9223372036854775807);  slice_197 = fill_23 = None
    slice_scatter_47 = torch.ops.aten.slice_scatter.default(slice_scatter_45, slice_scatter_46, 0, -7, -3);  slice_scatter_45 = slice_scatter_46 = None
    _tensor_constant24 = self._tensor_constant24
    lift_fresh_copy_24 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant24);  _tensor_constant24 = None
    slice_203 = torch.ops.aten.slice.Tensor(slice_scatter_47, 0, -3, 9223372036854775807)
    slice_204 = torch.ops.aten.slice.Tensor(slice_203, 1, 0, -7);  slice_203 = None
    fill_24 = torch.ops.aten.fill.Tensor(slice_204, lift_fresh_copy_24);  slice_204 = lift_fresh_copy_24 = None
    slice_205 = torch.ops.aten.slice.Tensor(slice_scatter_47, 0, -3, 9223372036854775807)
    slice_scatter_48 = torch.ops.aten.slice_scatter.default(slice_205, fill_24, 1, 0, -7);  slice_205 = fill_24 = None
    slice_scatter_49 = torch.ops.aten.slice_scatter.default(slice_scatter_47, slice_scatter_48, 0, -3, 9223372036854775807);  slice_scatter_47 = slice_scatter_48 = None
    _tensor_constant25 = self._tensor_constant25
    lift_fresh_copy_25 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant25);  _tensor_constant25 = None
    slice_211 = torch.ops.aten.slice.Tensor(slice_scatter_49, 0, -3, 9223372036854775807)
    slice_212 = torch.ops.aten.slice.Tensor(slice_211, 1, -7, -3);  slice_211 = None
    fill_25 = torch.ops.aten.fill.Tensor(slice_212, lift_fresh_copy_25);  slice_212 = lift_fresh_copy_25 = None
    slice_213 = torch.ops.aten.slice.Tensor(slice_scatter_49, 0, -3, 9223372036854775807)
    slice_scatter_50 = torch.ops.aten.slice_scatter.default(slice_213, fill_25, 1, -7, -3);  slice_213 = fill_25 = None
    slice_scatter_51 = torch.ops.aten.slice_scatter.default(slice_scatter_49, slice_scatter_50, 0, -3, 9223372036854775807);  slice_scatter_49 = slice_scatter_50 = None
    _tensor_constant26 = self._tensor_constant26
    lift_fresh_copy_26 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant26);  _tensor_constant26 = None
    slice_219 = torch.ops.aten.slice.Tensor(slice_scatter_51, 0, -3, 9223372036854775807)
    slice_220 = torch.ops.aten.slice.Tensor(slice_219, 1, -3, 9223372036854775807);  slice_219 = None
    fill_26 = torch.ops.aten.fill.Tensor(slice_220, lift_fresh_copy_26);  slice_220 = lift_fresh_copy_26 = None
    slice_221 = torch.ops.aten.slice.Tensor(slice_scatter_51, 0, -3, 9223372036854775807)
    slice_scatter_52 = torch.ops.aten.slice_scatter.default(slice_221, fill_26, 1, -3, 9223372036854775807);  slice_221 = fill_26 = None
    slice_scatter_53 = torch.ops.aten.slice_scatter.default(slice_scatter_51, slice_scatter_52, 0, -3, 9223372036854775807);  slice_scatter_51 = slice_scatter_52 = None
    view_95 = torch.ops.aten.view.default(slice_scatter_53, [2, 7, 2, 7]);  slice_scatter_53 = None
    permute_29 = torch.ops.aten.permute.default(view_95, [0, 2, 1, 3]);  view_95 = None
    clone_41 = torch.ops.aten.clone.default(permute_29, memory_format = torch.contiguous_format);  permute_29 = None
    _unsafe_view_37 = torch.ops.aten._unsafe_view.default(clone_41, [4, 49]);  clone_41 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(_unsafe_view_37, 1)
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(_unsafe_view_37, 2);  _unsafe_view_37 = None
    sub_2 = torch.ops.aten.sub.Tensor(unsqueeze_14, unsqueeze_15);  unsqueeze_14 = unsqueeze_15 = None
    ne_2 = torch.ops.aten.ne.Scalar(sub_2, 0)
    masked_fill_4 = torch.ops.aten.masked_fill.Scalar(sub_2, ne_2, -100.0);  ne_2 = None
    eq_2 = torch.ops.aten.eq.Scalar(sub_2, 0);  sub_2 = None
    masked_fill_5 = torch.ops.aten.masked_fill.Scalar(masked_fill_4, eq_2, 0.0);  masked_fill_4 = eq_2 = None
    view_96 = torch.ops.aten.view.default(add_17, [1, 4, 12, 49, 49]);  add_17 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(masked_fill_5, 1);  masked_fill_5 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(unsqueeze_16, 0);  unsqueeze_16 = None
    add_18 = torch.ops.aten.add.Tensor(view_96, unsqueeze_17);  view_96 = unsqueeze_17 = None
    view_97 = torch.ops.aten.view.default(add_18, [-1, 12, 49, 49]);  add_18 = None
    _softmax_5 = torch.ops.aten._softmax.default(view_97, -1, False);  view_97 = None
    expand_22 = torch.ops.aten.expand.default(_softmax_5, [4, 12, 49, 49]);  _softmax_5 = None
    view_98 = torch.ops.aten.view.default(expand_22, [48, 49, 49]);  expand_22 = None
    expand_23 = torch.ops.aten.expand.default(select_17, [4, 12, 49, 32]);  select_17 = None
    clone_42 = torch.ops.aten.clone.default(expand_23, memory_format = torch.contiguous_format);  expand_23 = None
    _unsafe_view_38 = torch.ops.aten._unsafe_view.default(clone_42, [48, 49, 32]);  clone_42 = None
    bmm_11 = torch.ops.aten.bmm.default(view_98, _unsafe_view_38);  view_98 = _unsafe_view_38 = None
    view_99 = torch.ops.aten.view.default(bmm_11, [4, 12, 49, 32]);  bmm_11 = None
    transpose_11 = torch.ops.aten.transpose.int(view_99, 1, 2);  view_99 = None
    clone_43 = torch.ops.aten.clone.default(transpose_11, memory_format = torch.contiguous_format);  transpose_11 = None
    _unsafe_view_39 = torch.ops.aten._unsafe_view.default(clone_43, [4, 49, 384]);  clone_43 = None
    view_100 = torch.ops.aten.view.default(_unsafe_view_39, [196, 384]);  _unsafe_view_39 = None
    t_23 = torch.ops.aten.t.default(arg86_1);  arg86_1 = None
    addmm_21 = torch.ops.aten.addmm.default(arg88_1, view_100, t_23);  arg88_1 = view_100 = t_23 = None
    view_101 = torch.ops.aten.view.default(addmm_21, [4, 49, 384]);  addmm_21 = None
    view_102 = torch.ops.aten.view.default(view_101, [1, 2, 2, 7, 7, 384]);  view_101 = None
    permute_30 = torch.ops.aten.permute.default(view_102, [0, 1, 3, 2, 4, 5]);  view_102 = None
    clone_44 = torch.ops.aten.clone.default(permute_30, memory_format = torch.contiguous_format);  permute_30 = None
    _unsafe_view_40 = torch.ops.aten._unsafe_view.default(clone_44, [1, 14, 14, 384]);  clone_44 = None
    roll_5 = torch.ops.aten.roll.default(_unsafe_view_40, [3, 3], [1, 2]);  _unsafe_view_40 = None
    alias_5 = torch.ops.aten.alias.default(roll_5);  roll_5 = None
    add_19 = torch.ops.aten.add.Tensor(add_16, alias_5);  add_16 = alias_5 = None
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(add_19, [384], arg89_1, arg90_1, 1e-05);  arg89_1 = arg90_1 = None
    getitem_42 = native_layer_norm_14[0];  native_layer_norm_14 = None
    view_103 = torch.ops.aten.view.default(getitem_42, [196, 384]);  getitem_42 = None
    t_24 = torch.ops.aten.t.default(arg91_1);  arg91_1 = None
    addmm_22 = torch.ops.aten.addmm.default(arg92_1, view_103, t_24);  arg92_1 = view_103 = t_24 = None
    view_104 = torch.ops.aten.view.default(addmm_22, [1, 14, 14, 1536]);  addmm_22 = None
    gelu_5 = torch.ops.aten.gelu.default(view_104);  view_104 = None
    view_105 = torch.ops.aten.view.default(gelu_5, [196, 1536]);  gelu_5 = None
    t_25 = torch.ops.aten.t.default(arg93_1);  arg93_1 = None
    addmm_23 = torch.ops.aten.addmm.default(arg94_1, view_105, t_25);  arg94_1 = view_105 = t_25 = None
    view_106 = torch.ops.aten.view.default(addmm_23, [1, 14, 14, 384]);  addmm_23 = None
    add_20 = torch.ops.aten.add.Tensor(add_19, view_106);  add_19 = view_106 = None
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(add_20, [384], arg95_1, arg96_1, 1e-05);  arg95_1 = arg96_1 = None
    getitem_45 = native_layer_norm_15[0];  native_layer_norm_15 = None
    index_6 = torch.ops.aten.index.Tensor(arg97_1, [arg98_1]);  arg97_1 = arg98_1 = None
    view_107 = torch.ops.aten.view.default(index_6, [49, 49, -1]);  index_6 = None
    permute_31 = torch.ops.aten.permute.default(view_107, [2, 0, 1]);  view_107 = None
    clone_45 = torch.ops.aten.clone.default(permute_31, memory_format = torch.contiguous_format);  permute_31 = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(clone_45, 0);  clone_45 = None
    constant_pad_nd_8 = torch.ops.aten.constant_pad_nd.default(getitem_45, [0, 0, 0, 0, 0, 0], 0.0);  getitem_45 = None
    view_108 = torch.ops.aten.view.default(constant_pad_nd_8, [1, 2, 7, 2, 7, 384]);  constant_pad_nd_8 = None
    permute_32 = torch.ops.aten.permute.default(view_108, [0, 1, 3, 2, 4, 5]);  view_108 = None
    clone_46 = torch.ops.aten.clone.default(permute_32, memory_format = torch.contiguous_format);  permute_32 = None
    _unsafe_view_41 = torch.ops.aten._unsafe_view.default(clone_46, [4, 49, 384]);  clone_46 = None
    view_109 = torch.ops.aten.view.default(_unsafe_view_41, [196, 384]);  _unsafe_view_41 = None
    t_26 = torch.ops.aten.t.default(arg99_1);  arg99_1 = None
    addmm_24 = torch.ops.aten.addmm.default(arg101_1, view_109, t_26);  arg101_1 = view_109 = t_26 = None
    view_110 = torch.ops.aten.view.default(addmm_24, [4, 49, 1152]);  addmm_24 = None
    view_111 = torch.ops.aten.view.default(view_110, [4, 49, 3, 12, 32]);  view_110 = None
    permute_33 = torch.ops.aten.permute.default(view_111, [2, 0, 3, 1, 4]);  view_111 = None
    select_18 = torch.ops.aten.select.int(permute_33, 0, 0)
    select_19 = torch.ops.aten.select.int(permute_33, 0, 1)
    select_20 = torch.ops.aten.select.int(permute_33, 0, 2);  permute_33 = None
    mul_6 = torch.ops.aten.mul.Tensor(select_18, 0.1767766952966369);  select_18 = None
    transpose_12 = torch.ops.aten.transpose.int(select_19, -2, -1);  select_19 = None
    expand_24 = torch.ops.aten.expand.default(mul_6, [4, 12, 49, 32]);  mul_6 = None
    clone_47 = torch.ops.aten.clone.default(expand_24, memory_format = torch.contiguous_format);  expand_24 = None
    _unsafe_view_42 = torch.ops.aten._unsafe_view.default(clone_47, [48, 49, 32]);  clone_47 = None
    expand_25 = torch.ops.aten.expand.default(transpose_12, [4, 12, 32, 49]);  transpose_12 = None
    clone_48 = torch.ops.aten.clone.default(expand_25, memory_format = torch.contiguous_format);  expand_25 = None
    _unsafe_view_43 = torch.ops.aten._unsafe_view.default(clone_48, [48, 32, 49]);  clone_48 = None
    bmm_12 = torch.ops.aten.bmm.default(_unsafe_view_42, _unsafe_view_43);  _unsafe_view_42 = _unsafe_view_43 = None
    view_112 = torch.ops.aten.view.default(bmm_12, [4, 12, 49, 49]);  bmm_12 = None
    add_21 = torch.ops.aten.add.Tensor(view_112, unsqueeze_18);  view_112 = unsqueeze_18 = None
    _softmax_6 = torch.ops.aten._softmax.default(add_21, -1, False);  add_21 = None
    expand_26 = torch.ops.aten.expand.default(_softmax_6, [4, 12, 49, 49]);  _softmax_6 = None
    view_113 = torch.ops.aten.view.default(expand_26, [48, 49, 49]);  expand_26 = None
    expand_27 = torch.ops.aten.expand.default(select_20, [4, 12, 49, 32]);  select_20 = None
    clone_49 = torch.ops.aten.clone.default(expand_27, memory_format = torch.contiguous_format);  expand_27 = None
    _unsafe_view_44 = torch.ops.aten._unsafe_view.default(clone_49, [48, 49, 32]);  clone_49 = None
    bmm_13 = torch.ops.aten.bmm.default(view_113, _unsafe_view_44);  view_113 = _unsafe_view_44 = None
    view_114 = torch.ops.aten.view.default(bmm_13, [4, 12, 49, 32]);  bmm_13 = None
    transpose_13 = torch.ops.aten.transpose.int(view_114, 1, 2);  view_114 = None
    clone_50 = torch.ops.aten.clone.default(transpose_13, memory_format = torch.contiguous_format);  transpose_13 = None
    _unsafe_view_45 = torch.ops.aten._unsafe_view.default(clone_50, [4, 49, 384]);  clone_50 = None
    view_115 = torch.ops.aten.view.default(_unsafe_view_45, [196, 384]);  _unsafe_view_45 = None
    t_27 = torch.ops.aten.t.default(arg100_1);  arg100_1 = None
    addmm_25 = torch.ops.aten.addmm.default(arg102_1, view_115, t_27);  arg102_1 = view_115 = t_27 = None
    view_116 = torch.ops.aten.view.default(addmm_25, [4, 49, 384]);  addmm_25 = None
    view_117 = torch.ops.aten.view.default(view_116, [1, 2, 2, 7, 7, 384]);  view_116 = None
    permute_34 = torch.ops.aten.permute.default(view_117, [0, 1, 3, 2, 4, 5]);  view_117 = None
    clone_51 = torch.ops.aten.clone.default(permute_34, memory_format = torch.contiguous_format);  permute_34 = None
    _unsafe_view_46 = torch.ops.aten._unsafe_view.default(clone_51, [1, 14, 14, 384]);  clone_51 = None
    alias_6 = torch.ops.aten.alias.default(_unsafe_view_46);  _unsafe_view_46 = None
    add_22 = torch.ops.aten.add.Tensor(add_20, alias_6);  add_20 = alias_6 = None
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_22, [384], arg103_1, arg104_1, 1e-05);  arg103_1 = arg104_1 = None
    getitem_48 = native_layer_norm_16[0];  native_layer_norm_16 = None
    view_118 = torch.ops.aten.view.default(getitem_48, [196, 384]);  getitem_48 = None
    t_28 = torch.ops.aten.t.default(arg105_1);  arg105_1 = None
    addmm_26 = torch.ops.aten.addmm.default(arg106_1, view_118, t_28);  arg106_1 = view_118 = t_28 = None
    view_119 = torch.ops.aten.view.default(addmm_26, [1, 14, 14, 1536]);  addmm_26 = None
    gelu_6 = torch.ops.aten.gelu.default(view_119);  view_119 = None
    view_120 = torch.ops.aten.view.default(gelu_6, [196, 1536]);  gelu_6 = None
    t_29 = torch.ops.aten.t.default(arg107_1);  arg107_1 = None
    addmm_27 = torch.ops.aten.addmm.default(arg108_1, view_120, t_29);  arg108_1 = view_120 = t_29 = None
    view_121 = torch.ops.aten.view.default(addmm_27, [1, 14, 14, 384]);  addmm_27 = None
    add_23 = torch.ops.aten.add.Tensor(add_22, view_121);  add_22 = view_121 = None
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_23, [384], arg109_1, arg110_1, 1e-05);  arg109_1 = arg110_1 = None
    getitem_51 = native_layer_norm_17[0];  native_layer_norm_17 = None
    index_7 = torch.ops.aten.index.Tensor(arg111_1, [arg112_1]);  arg111_1 = arg112_1 = None
    view_122 = torch.ops.aten.view.default(index_7, [49, 49, -1]);  index_7 = None
    permute_35 = torch.ops.aten.permute.default(view_122, [2, 0, 1]);  view_122 = None
    clone_52 = torch.ops.aten.clone.default(permute_35, memory_format = torch.contiguous_format);  permute_35 = None
    unsqueeze_19 = torch.ops.aten.unsqueeze.default(clone_52, 0);  clone_52 = None
    constant_pad_nd_9 = torch.ops.aten.constant_pad_nd.default(getitem_51, [0, 0, 0, 0, 0, 0], 0.0);  getitem_51 = None
    roll_6 = torch.ops.aten.roll.default(constant_pad_nd_9, [-3, -3], [1, 2]);  constant_pad_nd_9 = None
    view_123 = torch.ops.aten.view.default(roll_6, [1, 2, 7, 2, 7, 384]);  roll_6 = None
    permute_36 = torch.ops.aten.permute.default(view_123, [0, 1, 3, 2, 4, 5]);  view_123 = None
    clone_53 = torch.ops.aten.clone.default(permute_36, memory_format = torch.contiguous_format);  permute_36 = None
    _unsafe_view_47 = torch.ops.aten._unsafe_view.default(clone_53, [4, 49, 384]);  clone_53 = None
    view_124 = torch.ops.aten.view.default(_unsafe_view_47, [196, 384])
    t_30 = torch.ops.aten.t.default(arg113_1);  arg113_1 = None
    addmm_28 = torch.ops.aten.addmm.default(arg115_1, view_124, t_30);  arg115_1 = view_124 = t_30 = None
    view_125 = torch.ops.aten.view.default(addmm_28, [4, 49, 1152]);  addmm_28 = None
    view_126 = torch.ops.aten.view.default(view_125, [4, 49, 3, 12, 32]);  view_125 = None
    permute_37 = torch.ops.aten.permute.default(view_126, [2, 0, 3, 1, 4]);  view_126 = None
    select_21 = torch.ops.aten.select.int(permute_37, 0, 0)
    select_22 = torch.ops.aten.select.int(permute_37, 0, 1)
    select_23 = torch.ops.aten.select.int(permute_37, 0, 2);  permute_37 = None
    mul_7 = torch.ops.aten.mul.Tensor(select_21, 0.1767766952966369);  select_21 = None
    transpose_14 = torch.ops.aten.transpose.int(select_22, -2, -1);  select_22 = None
    expand_28 = torch.ops.aten.expand.default(mul_7, [4, 12, 49, 32]);  mul_7 = None
    clone_54 = torch.ops.aten.clone.default(expand_28, memory_format = torch.contiguous_format);  expand_28 = None
    _unsafe_view_48 = torch.ops.aten._unsafe_view.default(clone_54, [48, 49, 32]);  clone_54 = None
    expand_29 = torch.ops.aten.expand.default(transpose_14, [4, 12, 32, 49]);  transpose_14 = None
    clone_55 = torch.ops.aten.clone.default(expand_29, memory_format = torch.contiguous_format);  expand_29 = None
    _unsafe_view_49 = torch.ops.aten._unsafe_view.default(clone_55, [48, 32, 49]);  clone_55 = None
    bmm_14 = torch.ops.aten.bmm.default(_unsafe_view_48, _unsafe_view_49);  _unsafe_view_48 = _unsafe_view_49 = None
    view_127 = torch.ops.aten.view.default(bmm_14, [4, 12, 49, 49]);  bmm_14 = None
    add_24 = torch.ops.aten.add.Tensor(view_127, unsqueeze_19);  view_127 = unsqueeze_19 = None
    new_zeros_3 = torch.ops.aten.new_zeros.default(_unsafe_view_47, [14, 14], pin_memory = False);  _unsafe_view_47 = None
    _tensor_constant27 = self._tensor_constant27
    lift_fresh_copy_27 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant27);  _tensor_constant27 = None
    slice_224 = torch.ops.aten.slice.Tensor(new_zeros_3, 0, 0, -7)
    slice_225 = torch.ops.aten.slice.Tensor(slice_224, 1, 0, -7);  slice_224 = None
    fill_27 = torch.ops.aten.fill.Tensor(slice_225, lift_fresh_copy_27);  slice_225 = lift_fresh_copy_27 = None
    slice_226 = torch.ops.aten.slice.Tensor(new_zeros_3, 0, 0, -7)
    slice_scatter_54 = torch.ops.aten.slice_scatter.default(slice_226, fill_27, 1, 0, -7);  slice_226 = fill_27 = None
    slice_scatter_55 = torch.ops.aten.slice_scatter.default(new_zeros_3, slice_scatter_54, 0, 0, -7);  new_zeros_3 = slice_scatter_54 = None
    _tensor_constant28 = self._tensor_constant28
    lift_fresh_copy_28 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant28);  _tensor_constant28 = None
    slice_232 = torch.ops.aten.slice.Tensor(slice_scatter_55, 0, 0, -7)
    slice_233 = torch.ops.aten.slice.Tensor(slice_232, 1, -7, -3);  slice_232 = None
    fill_28 = torch.ops.aten.fill.Tensor(slice_233, lift_fresh_copy_28);  slice_233 = lift_fresh_copy_28 = None
    slice_234 = torch.ops.aten.slice.Tensor(slice_scatter_55, 0, 0, -7)
    slice_scatter_56 = torch.ops.aten.slice_scatter.default(slice_234, fill_28, 1, -7, -3);  slice_234 = fill_28 = None
    slice_scatter_57 = torch.ops.aten.slice_scatter.default(slice_scatter_55, slice_scatter_56, 0, 0, -7);  slice_scatter_55 = slice_scatter_56 = None
    _tensor_constant29 = self._tensor_constant29
    lift_fresh_copy_29 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant29);  _tensor_constant29 = None
    slice_240 = torch.ops.aten.slice.Tensor(slice_scatter_57, 0, 0, -7)
    slice_241 = torch.ops.aten.slice.Tensor(slice_240, 1, -3, 9223372036854775807);  slice_240 = None
    fill_29 = torch.ops.aten.fill.Tensor(slice_241, lift_fresh_copy_29);  slice_241 = lift_fresh_copy_29 = None
    slice_242 = torch.ops.aten.slice.Tensor(slice_scatter_57, 0, 0, -7)
    slice_scatter_58 = torch.ops.aten.slice_scatter.default(slice_242, fill_29, 1, -3, 9223372036854775807);  slice_242 = fill_29 = None
    slice_scatter_59 = torch.ops.aten.slice_scatter.default(slice_scatter_57, slice_scatter_58, 0, 0, -7);  slice_scatter_57 = slice_scatter_58 = None
    _tensor_constant30 = self._tensor_constant30
    lift_fresh_copy_30 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant30);  _tensor_constant30 = None
    slice_248 = torch.ops.aten.slice.Tensor(slice_scatter_59, 0, -7, -3)
    slice_249 = torch.ops.aten.slice.Tensor(slice_248, 1, 0, -7);  slice_248 = None
    fill_30 = torch.ops.aten.fill.Tensor(slice_249, lift_fresh_copy_30);  slice_249 = lift_fresh_copy_30 = None
    slice_250 = torch.ops.aten.slice.Tensor(slice_scatter_59, 0, -7, -3)
    slice_scatter_60 = torch.ops.aten.slice_scatter.default(slice_250, fill_30, 1, 0, -7);  slice_250 = fill_30 = None
    slice_scatter_61 = torch.ops.aten.slice_scatter.default(slice_scatter_59, slice_scatter_60, 0, -7, -3);  slice_scatter_59 = slice_scatter_60 = None
    _tensor_constant31 = self._tensor_constant31
    lift_fresh_copy_31 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant31);  _tensor_constant31 = None
    slice_256 = torch.ops.aten.slice.Tensor(slice_scatter_61, 0, -7, -3)
    slice_257 = torch.ops.aten.slice.Tensor(slice_256, 1, -7, -3);  slice_256 = None
    fill_31 = torch.ops.aten.fill.Tensor(slice_257, lift_fresh_copy_31);  slice_257 = lift_fresh_copy_31 = None
    slice_258 = torch.ops.aten.slice.Tensor(slice_scatter_61, 0, -7, -3)
    slice_scatter_62 = torch.ops.aten.slice_scatter.default(slice_258, fill_31, 1, -7, -3);  slice_258 = fill_31 = None
    slice_scatter_63 = torch.ops.aten.slice_scatter.default(slice_scatter_61, slice_scatter_62, 0, -7, -3);  slice_scatter_61 = slice_scatter_62 = None
    _tensor_constant32 = self._tensor_constant32
    lift_fresh_copy_32 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant32);  _tensor_constant32 = None
    slice_264 = torch.ops.aten.slice.Tensor(slice_scatter_63, 0, -7, -3)
    slice_265 = torch.ops.aten.slice.Tensor(slice_264, 1, -3, 9223372036854775807);  slice_264 = None
    fill_32 = torch.ops.aten.fill.Tensor(slice_265, lift_fresh_copy_32);  slice_265 = lift_fresh_copy_32 = None
    slice_266 = torch.ops.aten.slice.Tensor(slice_scatter_63, 0, -7, -3)
    slice_scatter_64 = torch.ops.aten.slice_scatter.default(slice_266, fill_32, 1, -3, 9223372036854775807);  slice_266 = fill_32 = None
    slice_scatter_65 = torch.ops.aten.slice_scatter.default(slice_scatter_63, slice_scatter_64, 0, -7, -3);  slice_scatter_63 = slice_scatter_64 = None
    _tensor_constant33 = self._tensor_constant33
    lift_fresh_copy_33 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant33);  _tensor_constant33 = None
    slice_272 = torch.ops.aten.slice.Tensor(slice_scatter_65, 0, -3, 9223372036854775807)
    slice_273 = torch.ops.aten.slice.Tensor(slice_272, 1, 0, -7);  slice_272 = None
    fill_33 = torch.ops.aten.fill.Tensor(slice_273, lift_fresh_copy_33);  slice_273 = lift_fresh_copy_33 = None
    slice_274 = torch.ops.aten.slice.Tensor(slice_scatter_65, 0, -3, 9223372036854775807)
    slice_scatter_66 = torch.ops.aten.slice_scatter.default(slice_274, fill_33, 1, 0, -7);  slice_274 = fill_33 = None
    slice_scatter_67 = torch.ops.aten.slice_scatter.default(slice_scatter_65, slice_scatter_66, 0, -3, 9223372036854775807);  slice_scatter_65 = slice_scatter_66 = None
    _tensor_constant34 = self._tensor_constant34
    lift_fresh_copy_34 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant34);  _tensor_constant34 = None
    slice_280 = torch.ops.aten.slice.Tensor(slice_scatter_67, 0, -3, 9223372036854775807)
    slice_281 = torch.ops.aten.slice.Tensor(slice_280, 1, -7, -3);  slice_280 = None
    fill_34 = torch.ops.aten.fill.Tensor(slice_281, lift_fresh_copy_34);  slice_281 = lift_fresh_copy_34 = None
    slice_282 = torch.ops.aten.slice.Tensor(slice_scatter_67, 0, -3, 9223372036854775807)
    slice_scatter_68 = torch.ops.aten.slice_scatter.default(slice_282, fill_34, 1, -7, -3);  slice_282 = fill_34 = None
    slice_scatter_69 = torch.ops.aten.slice_scatter.default(slice_scatter_67, slice_scatter_68, 0, -3, 9223372036854775807);  slice_scatter_67 = slice_scatter_68 = None
    _tensor_constant35 = self._tensor_constant35
    lift_fresh_copy_35 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant35);  _tensor_constant35 = None
    slice_288 = torch.ops.aten.slice.Tensor(slice_scatter_69, 0, -3, 9223372036854775807)
    slice_289 = torch.ops.aten.slice.Tensor(slice_288, 1, -3, 9223372036854775807);  slice_288 = None
    fill_35 = torch.ops.aten.fill.Tensor(slice_289, lift_fresh_copy_35);  slice_289 = lift_fresh_copy_35 = None
    slice_290 = torch.ops.aten.slice.Tensor(slice_scatter_69, 0, -3, 9223372036854775807)
    slice_scatter_70 = torch.ops.aten.slice_scatter.default(slice_290, fill_35, 1, -3, 9223372036854775807);  slice_290 = fill_35 = None
    slice_scatter_71 = torch.ops.aten.slice_scatter.default(slice_scatter_69, slice_scatter_70, 0, -3, 9223372036854775807);  slice_scatter_69 = slice_scatter_70 = None
    view_130 = torch.ops.aten.view.default(slice_scatter_71, [2, 7, 2, 7]);  slice_scatter_71 = None
    permute_39 = torch.ops.aten.permute.default(view_130, [0, 2, 1, 3]);  view_130 = None
    clone_56 = torch.ops.aten.clone.default(permute_39, memory_format = torch.contiguous_format);  permute_39 = None
    _unsafe_view_50 = torch.ops.aten._unsafe_view.default(clone_56, [4, 49]);  clone_56 = None
    unsqueeze_20 = torch.ops.aten.unsqueeze.default(_unsafe_view_50, 1)
    unsqueeze_21 = torch.ops.aten.unsqueeze.default(_unsafe_view_50, 2);  _unsafe_view_50 = None
    sub_3 = torch.ops.aten.sub.Tensor(unsqueeze_20, unsqueeze_21);  unsqueeze_20 = unsqueeze_21 = None
    ne_3 = torch.ops.aten.ne.Scalar(sub_3, 0)
    masked_fill_6 = torch.ops.aten.masked_fill.Scalar(sub_3, ne_3, -100.0);  ne_3 = None
    eq_3 = torch.ops.aten.eq.Scalar(sub_3, 0);  sub_3 = None
    masked_fill_7 = torch.ops.aten.masked_fill.Scalar(masked_fill_6, eq_3, 0.0);  masked_fill_6 = eq_3 = None
    view_131 = torch.ops.aten.view.default(add_24, [1, 4, 12, 49, 49]);  add_24 = None
    unsqueeze_22 = torch.ops.aten.unsqueeze.default(masked_fill_7, 1);  masked_fill_7 = None
    unsqueeze_23 = torch.ops.aten.unsqueeze.default(unsqueeze_22, 0);  unsqueeze_22 = None
    add_25 = torch.ops.aten.add.Tensor(view_131, unsqueeze_23);  view_131 = unsqueeze_23 = None
    view_132 = torch.ops.aten.view.default(add_25, [-1, 12, 49, 49]);  add_25 = None
    _softmax_7 = torch.ops.aten._softmax.default(view_132, -1, False);  view_132 = None
    expand_30 = torch.ops.aten.expand.default(_softmax_7, [4, 12, 49, 49]);  _softmax_7 = None
    view_133 = torch.ops.aten.view.default(expand_30, [48, 49, 49]);  expand_30 = None
    expand_31 = torch.ops.aten.expand.default(select_23, [4, 12, 49, 32]);  select_23 = None
    clone_57 = torch.ops.aten.clone.default(expand_31, memory_format = torch.contiguous_format);  expand_31 = None
    _unsafe_view_51 = torch.ops.aten._unsafe_view.default(clone_57, [48, 49, 32]);  clone_57 = None
    bmm_15 = torch.ops.aten.bmm.default(view_133, _unsafe_view_51);  view_133 = _unsafe_view_51 = None
    view_134 = torch.ops.aten.view.default(bmm_15, [4, 12, 49, 32]);  bmm_15 = None
    transpose_15 = torch.ops.aten.transpose.int(view_134, 1, 2);  view_134 = None
    clone_58 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    _unsafe_view_52 = torch.ops.aten._unsafe_view.default(clone_58, [4, 49, 384]);  clone_58 = None
    view_135 = torch.ops.aten.view.default(_unsafe_view_52, [196, 384]);  _unsafe_view_52 = None
    t_31 = torch.ops.aten.t.default(arg114_1);  arg114_1 = None
    addmm_29 = torch.ops.aten.addmm.default(arg116_1, view_135, t_31);  arg116_1 = view_135 = t_31 = None
    view_136 = torch.ops.aten.view.default(addmm_29, [4, 49, 384]);  addmm_29 = None
    view_137 = torch.ops.aten.view.default(view_136, [1, 2, 2, 7, 7, 384]);  view_136 = None
    permute_40 = torch.ops.aten.permute.default(view_137, [0, 1, 3, 2, 4, 5]);  view_137 = None
    clone_59 = torch.ops.aten.clone.default(permute_40, memory_format = torch.contiguous_format);  permute_40 = None
    _unsafe_view_53 = torch.ops.aten._unsafe_view.default(clone_59, [1, 14, 14, 384]);  clone_59 = None
    roll_7 = torch.ops.aten.roll.default(_unsafe_view_53, [3, 3], [1, 2]);  _unsafe_view_53 = None
    alias_7 = torch.ops.aten.alias.default(roll_7);  roll_7 = None
    add_26 = torch.ops.aten.add.Tensor(add_23, alias_7);  add_23 = alias_7 = None
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(add_26, [384], arg117_1, arg118_1, 1e-05);  arg117_1 = arg118_1 = None
    getitem_54 = native_layer_norm_18[0];  native_layer_norm_18 = None
    view_138 = torch.ops.aten.view.default(getitem_54, [196, 384]);  getitem_54 = None
    t_32 = torch.ops.aten.t.default(arg119_1);  arg119_1 = None
    addmm_30 = torch.ops.aten.addmm.default(arg120_1, view_138, t_32);  arg120_1 = view_138 = t_32 = None
    view_139 = torch.ops.aten.view.default(addmm_30, [1, 14, 14, 1536]);  addmm_30 = None
    gelu_7 = torch.ops.aten.gelu.default(view_139);  view_139 = None
    view_140 = torch.ops.aten.view.default(gelu_7, [196, 1536]);  gelu_7 = None
    t_33 = torch.ops.aten.t.default(arg121_1);  arg121_1 = None
    addmm_31 = torch.ops.aten.addmm.default(arg122_1, view_140, t_33);  arg122_1 = view_140 = t_33 = None
    view_141 = torch.ops.aten.view.default(addmm_31, [1, 14, 14, 384]);  addmm_31 = None
    add_27 = torch.ops.aten.add.Tensor(add_26, view_141);  add_26 = view_141 = None
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(add_27, [384], arg123_1, arg124_1, 1e-05);  arg123_1 = arg124_1 = None
    getitem_57 = native_layer_norm_19[0];  native_layer_norm_19 = None
    index_8 = torch.ops.aten.index.Tensor(arg125_1, [arg126_1]);  arg125_1 = arg126_1 = None
    view_142 = torch.ops.aten.view.default(index_8, [49, 49, -1]);  index_8 = None
    permute_41 = torch.ops.aten.permute.default(view_142, [2, 0, 1]);  view_142 = None
    clone_60 = torch.ops.aten.clone.default(permute_41, memory_format = torch.contiguous_format);  permute_41 = None
    unsqueeze_24 = torch.ops.aten.unsqueeze.default(clone_60, 0);  clone_60 = None
    constant_pad_nd_10 = torch.ops.aten.constant_pad_nd.default(getitem_57, [0, 0, 0, 0, 0, 0], 0.0);  getitem_57 = None
    view_143 = torch.ops.aten.view.default(constant_pad_nd_10, [1, 2, 7, 2, 7, 384]);  constant_pad_nd_10 = None
    permute_42 = torch.ops.aten.permute.default(view_143, [0, 1, 3, 2, 4, 5]);  view_143 = None
    clone_61 = torch.ops.aten.clone.default(permute_42, memory_format = torch.contiguous_format);  permute_42 = None
    _unsafe_view_54 = torch.ops.aten._unsafe_view.default(clone_61, [4, 49, 384]);  clone_61 = None
    view_144 = torch.ops.aten.view.default(_unsafe_view_54, [196, 384]);  _unsafe_view_54 = None
    t_34 = torch.ops.aten.t.default(arg127_1);  arg127_1 = None
    addmm_32 = torch.ops.aten.addmm.default(arg129_1, view_144, t_34);  arg129_1 = view_144 = t_34 = None
    view_145 = torch.ops.aten.view.default(addmm_32, [4, 49, 1152]);  addmm_32 = None
    view_146 = torch.ops.aten.view.default(view_145, [4, 49, 3, 12, 32]);  view_145 = None
    permute_43 = torch.ops.aten.permute.default(view_146, [2, 0, 3, 1, 4]);  view_146 = None
    select_24 = torch.ops.aten.select.int(permute_43, 0, 0)
    select_25 = torch.ops.aten.select.int(permute_43, 0, 1)
    select_26 = torch.ops.aten.select.int(permute_43, 0, 2);  permute_43 = None
    mul_8 = torch.ops.aten.mul.Tensor(select_24, 0.1767766952966369);  select_24 = None
    transpose_16 = torch.ops.aten.transpose.int(select_25, -2, -1);  select_25 = None
    expand_32 = torch.ops.aten.expand.default(mul_8, [4, 12, 49, 32]);  mul_8 = None
    clone_62 = torch.ops.aten.clone.default(expand_32, memory_format = torch.contiguous_format);  expand_32 = None
    _unsafe_view_55 = torch.ops.aten._unsafe_view.default(clone_62, [48, 49, 32]);  clone_62 = None
    expand_33 = torch.ops.aten.expand.default(transpose_16, [4, 12, 32, 49]);  transpose_16 = None
    clone_63 = torch.ops.aten.clone.default(expand_33, memory_format = torch.contiguous_format);  expand_33 = None
    _unsafe_view_56 = torch.ops.aten._unsafe_view.default(clone_63, [48, 32, 49]);  clone_63 = None
    bmm_16 = torch.ops.aten.bmm.default(_unsafe_view_55, _unsafe_view_56);  _unsafe_view_55 = _unsafe_view_56 = None
    view_147 = torch.ops.aten.view.default(bmm_16, [4, 12, 49, 49]);  bmm_16 = None
    add_28 = torch.ops.aten.add.Tensor(view_147, unsqueeze_24);  view_147 = unsqueeze_24 = None
    _softmax_8 = torch.ops.aten._softmax.default(add_28, -1, False);  add_28 = None
    expand_34 = torch.ops.aten.expand.default(_softmax_8, [4, 12, 49, 49]);  _softmax_8 = None
    view_148 = torch.ops.aten.view.default(expand_34, [48, 49, 49]);  expand_34 = None
    expand_35 = torch.ops.aten.expand.default(select_26, [4, 12, 49, 32]);  select_26 = None
    clone_64 = torch.ops.aten.clone.default(expand_35, memory_format = torch.contiguous_format);  expand_35 = None
    _unsafe_view_57 = torch.ops.aten._unsafe_view.default(clone_64, [48, 49, 32]);  clone_64 = None
    bmm_17 = torch.ops.aten.bmm.default(view_148, _unsafe_view_57);  view_148 = _unsafe_view_57 = None
    view_149 = torch.ops.aten.view.default(bmm_17, [4, 12, 49, 32]);  bmm_17 = None
    transpose_17 = torch.ops.aten.transpose.int(view_149, 1, 2);  view_149 = None
    clone_65 = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
    _unsafe_view_58 = torch.ops.aten._unsafe_view.default(clone_65, [4, 49, 384]);  clone_65 = None
    view_150 = torch.ops.aten.view.default(_unsafe_view_58, [196, 384]);  _unsafe_view_58 = None
    t_35 = torch.ops.aten.t.default(arg128_1);  arg128_1 = None
    addmm_33 = torch.ops.aten.addmm.default(arg130_1, view_150, t_35);  arg130_1 = view_150 = t_35 = None
    view_151 = torch.ops.aten.view.default(addmm_33, [4, 49, 384]);  addmm_33 = None
    view_152 = torch.ops.aten.view.default(view_151, [1, 2, 2, 7, 7, 384]);  view_151 = None
    permute_44 = torch.ops.aten.permute.default(view_152, [0, 1, 3, 2, 4, 5]);  view_152 = None
    clone_66 = torch.ops.aten.clone.default(permute_44, memory_format = torch.contiguous_format);  permute_44 = None
    _unsafe_view_59 = torch.ops.aten._unsafe_view.default(clone_66, [1, 14, 14, 384]);  clone_66 = None
    alias_8 = torch.ops.aten.alias.default(_unsafe_view_59);  _unsafe_view_59 = None
    add_29 = torch.ops.aten.add.Tensor(add_27, alias_8);  add_27 = alias_8 = None
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(add_29, [384], arg131_1, arg132_1, 1e-05);  arg131_1 = arg132_1 = None
    getitem_60 = native_layer_norm_20[0];  native_layer_norm_20 = None
    view_153 = torch.ops.aten.view.default(getitem_60, [196, 384]);  getitem_60 = None
    t_36 = torch.ops.aten.t.default(arg133_1);  arg133_1 = None
    addmm_34 = torch.ops.aten.addmm.default(arg134_1, view_153, t_36);  arg134_1 = view_153 = t_36 = None
    view_154 = torch.ops.aten.view.default(addmm_34, [1, 14, 14, 1536]);  addmm_34 = None
    gelu_8 = torch.ops.aten.gelu.default(view_154);  view_154 = None
    view_155 = torch.ops.aten.view.default(gelu_8, [196, 1536]);  gelu_8 = None
    t_37 = torch.ops.aten.t.default(arg135_1);  arg135_1 = None
    addmm_35 = torch.ops.aten.addmm.default(arg136_1, view_155, t_37);  arg136_1 = view_155 = t_37 = None
    view_156 = torch.ops.aten.view.default(addmm_35, [1, 14, 14, 384]);  addmm_35 = None
    add_30 = torch.ops.aten.add.Tensor(add_29, view_156);  add_29 = view_156 = None
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(add_30, [384], arg137_1, arg138_1, 1e-05);  arg137_1 = arg138_1 = None
    getitem_63 = native_layer_norm_21[0];  native_layer_norm_21 = None
    index_9 = torch.ops.aten.index.Tensor(arg139_1, [arg140_1]);  arg139_1 = arg140_1 = None
    view_157 = torch.ops.aten.view.default(index_9, [49, 49, -1]);  index_9 = None
    permute_45 = torch.ops.aten.permute.default(view_157, [2, 0, 1]);  view_157 = None
    clone_67 = torch.ops.aten.clone.default(permute_45, memory_format = torch.contiguous_format);  permute_45 = None
    unsqueeze_25 = torch.ops.aten.unsqueeze.default(clone_67, 0);  clone_67 = None
    constant_pad_nd_11 = torch.ops.aten.constant_pad_nd.default(getitem_63, [0, 0, 0, 0, 0, 0], 0.0);  getitem_63 = None
    roll_8 = torch.ops.aten.roll.default(constant_pad_nd_11, [-3, -3], [1, 2]);  constant_pad_nd_11 = None
    view_158 = torch.ops.aten.view.default(roll_8, [1, 2, 7, 2, 7, 384]);  roll_8 = None
    permute_46 = torch.ops.aten.permute.default(view_158, [0, 1, 3, 2, 4, 5]);  view_158 = None
    clone_68 = torch.ops.aten.clone.default(permute_46, memory_format = torch.contiguous_format);  permute_46 = None
    _unsafe_view_60 = torch.ops.aten._unsafe_view.default(clone_68, [4, 49, 384]);  clone_68 = None
    view_159 = torch.ops.aten.view.default(_unsafe_view_60, [196, 384])
    t_38 = torch.ops.aten.t.default(arg141_1);  arg141_1 = None
    addmm_36 = torch.ops.aten.addmm.default(arg143_1, view_159, t_38);  arg143_1 = view_159 = t_38 = None
    view_160 = torch.ops.aten.view.default(addmm_36, [4, 49, 1152]);  addmm_36 = None
    view_161 = torch.ops.aten.view.default(view_160, [4, 49, 3, 12, 32]);  view_160 = None
    permute_47 = torch.ops.aten.permute.default(view_161, [2, 0, 3, 1, 4]);  view_161 = None
    select_27 = torch.ops.aten.select.int(permute_47, 0, 0)
    select_28 = torch.ops.aten.select.int(permute_47, 0, 1)
    select_29 = torch.ops.aten.select.int(permute_47, 0, 2);  permute_47 = None
    mul_9 = torch.ops.aten.mul.Tensor(select_27, 0.1767766952966369);  select_27 = None
    transpose_18 = torch.ops.aten.transpose.int(select_28, -2, -1);  select_28 = None
    expand_36 = torch.ops.aten.expand.default(mul_9, [4, 12, 49, 32]);  mul_9 = None
    clone_69 = torch.ops.aten.clone.default(expand_36, memory_format = torch.contiguous_format);  expand_36 = None
    _unsafe_view_61 = torch.ops.aten._unsafe_view.default(clone_69, [48, 49, 32]);  clone_69 = None
    expand_37 = torch.ops.aten.expand.default(transpose_18, [4, 12, 32, 49]);  transpose_18 = None
    clone_70 = torch.ops.aten.clone.default(expand_37, memory_format = torch.contiguous_format);  expand_37 = None
    _unsafe_view_62 = torch.ops.aten._unsafe_view.default(clone_70, [48, 32, 49]);  clone_70 = None
    bmm_18 = torch.ops.aten.bmm.default(_unsafe_view_61, _unsafe_view_62);  _unsafe_view_61 = _unsafe_view_62 = None
    view_162 = torch.ops.aten.view.default(bmm_18, [4, 12, 49, 49]);  bmm_18 = None
    add_31 = torch.ops.aten.add.Tensor(view_162, unsqueeze_25);  view_162 = unsqueeze_25 = None
    new_zeros_4 = torch.ops.aten.new_zeros.default(_unsafe_view_60, [14, 14], pin_memory = False);  _unsafe_view_60 = None
    _tensor_constant36 = self._tensor_constant36
    lift_fresh_copy_36 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant36);  _tensor_constant36 = None
    slice_293 = torch.ops.aten.slice.Tensor(new_zeros_4, 0, 0, -7)
    slice_294 = torch.ops.aten.slice.Tensor(slice_293, 1, 0, -7);  slice_293 = None
    fill_36 = torch.ops.aten.fill.Tensor(slice_294, lift_fresh_copy_36);  slice_294 = lift_fresh_copy_36 = None
    slice_295 = torch.ops.aten.slice.Tensor(new_zeros_4, 0, 0, -7)
    slice_scatter_72 = torch.ops.aten.slice_scatter.default(slice_295, fill_36, 1, 0, -7);  slice_295 = fill_36 = None
    slice_scatter_73 = torch.ops.aten.slice_scatter.default(new_zeros_4, slice_scatter_72, 0, 0, -7);  new_zeros_4 = slice_scatter_72 = None
    _tensor_constant37 = self._tensor_constant37
    lift_fresh_copy_37 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant37);  _tensor_constant37 = None
    slice_301 = torch.ops.aten.slice.Tensor(slice_scatter_73, 0, 0, -7)
    slice_302 = torch.ops.aten.slice.Tensor(slice_301, 1, -7, -3);  slice_301 = None
    fill_37 = torch.ops.aten.fill.Tensor(slice_302, lift_fresh_copy_37);  slice_302 = lift_fresh_copy_37 = None
    slice_303 = torch.ops.aten.slice.Tensor(slice_scatter_73, 0, 0, -7)
    slice_scatter_74 = torch.ops.aten.slice_scatter.default(slice_303, fill_37, 1, -7, -3);  slice_303 = fill_37 = None
    slice_scatter_75 = torch.ops.aten.slice_scatter.default(slice_scatter_73, slice_scatter_74, 0, 0, -7);  slice_scatter_73 = slice_scatter_74 = None
    _tensor_constant38 = self._tensor_constant38
    lift_fresh_copy_38 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant38);  _tensor_constant38 = None
    slice_309 = torch.ops.aten.slice.Tensor(slice_scatter_75, 0, 0, -7)
    slice_310 = torch.ops.aten.slice.Tensor(slice_309, 1, -3, 9223372036854775807);  slice_309 = None
    fill_38 = torch.ops.aten.fill.Tensor(slice_310, lift_fresh_copy_38);  slice_310 = lift_fresh_copy_38 = None
    slice_311 = torch.ops.aten.slice.Tensor(slice_scatter_75, 0, 0, -7)
    slice_scatter_76 = torch.ops.aten.slice_scatter.default(slice_311, fill_38, 1, -3, 9223372036854775807);  slice_311 = fill_38 = None
    slice_scatter_77 = torch.ops.aten.slice_scatter.default(slice_scatter_75, slice_scatter_76, 0, 0, -7);  slice_scatter_75 = slice_scatter_76 = None
    _tensor_constant39 = self._tensor_constant39
    lift_fresh_copy_39 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant39);  _tensor_constant39 = None
    slice_317 = torch.ops.aten.slice.Tensor(slice_scatter_77, 0, -7, -3)
    slice_318 = torch.ops.aten.slice.Tensor(slice_317, 1, 0, -7);  slice_317 = None
    fill_39 = torch.ops.aten.fill.Tensor(slice_318, lift_fresh_copy_39);  slice_318 = lift_fresh_copy_39 = None
    slice_319 = torch.ops.aten.slice.Tensor(slice_scatter_77, 0, -7, -3)
    slice_scatter_78 = torch.ops.aten.slice_scatter.default(slice_319, fill_39, 1, 0, -7);  slice_319 = fill_39 = None
    slice_scatter_79 = torch.ops.aten.slice_scatter.default(slice_scatter_77, slice_scatter_78, 0, -7, -3);  slice_scatter_77 = slice_scatter_78 = None
    _tensor_constant40 = self._tensor_constant40
    lift_fresh_copy_40 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant40);  _tensor_constant40 = None
    slice_325 = torch.ops.aten.slice.Tensor(slice_scatter_79, 0, -7, -3)
    slice_326 = torch.ops.aten.slice.Tensor(slice_325, 1, -7, -3);  slice_325 = None
    fill_40 = torch.ops.aten.fill.Tensor(slice_326, lift_fresh_copy_40);  slice_326 = lift_fresh_copy_40 = None
    slice_327 = torch.ops.aten.slice.Tensor(slice_scatter_79, 0, -7, -3)
    slice_scatter_80 = torch.ops.aten.slice_scatter.default(slice_327, fill_40, 1, -7, -3);  slice_327 = fill_40 = None
    slice_scatter_81 = torch.ops.aten.slice_scatter.default(slice_scatter_79, slice_scatter_80, 0, -7, -3);  slice_scatter_79 = slice_scatter_80 = None
    _tensor_constant41 = self._tensor_constant41
    lift_fresh_copy_41 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant41);  _tensor_constant41 = None
    slice_333 = torch.ops.aten.slice.Tensor(slice_scatter_81, 0, -7, -3)
    slice_334 = torch.ops.aten.slice.Tensor(slice_333, 1, -3, 9223372036854775807);  slice_333 = None
    fill_41 = torch.ops.aten.fill.Tensor(slice_334, lift_fresh_copy_41);  slice_334 = lift_fresh_copy_41 = None
    slice_335 = torch.ops.aten.slice.Tensor(slice_scatter_81, 0, -7, -3)
    slice_scatter_82 = torch.ops.aten.slice_scatter.default(slice_335, fill_41, 1, -3, 9223372036854775807);  slice_335 = fill_41 = None
    slice_scatter_83 = torch.ops.aten.slice_scatter.default(slice_scatter_81, slice_scatter_82, 0, -7, -3);  slice_scatter_81 = slice_scatter_82 = None
    _tensor_constant42 = self._tensor_constant42
    lift_fresh_copy_42 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant42);  _tensor_constant42 = None
    slice_341 = torch.ops.aten.slice.Tensor(slice_scatter_83, 0, -3, 9223372036854775807)
    slice_342 = torch.ops.aten.slice.Tensor(slice_341, 1, 0, -7);  slice_341 = None
    fill_42 = torch.ops.aten.fill.Tensor(slice_342, lift_fresh_copy_42);  slice_342 = lift_fresh_copy_42 = None
    slice_343 = torch.ops.aten.slice.Tensor(slice_scatter_83, 0, -3, 9223372036854775807)
    slice_scatter_84 = torch.ops.aten.slice_scatter.default(slice_343, fill_42, 1, 0, -7);  slice_343 = fill_42 = None
    slice_scatter_85 = torch.ops.aten.slice_scatter.default(slice_scatter_83, slice_scatter_84, 0, -3, 9223372036854775807);  slice_scatter_83 = slice_scatter_84 = None
    _tensor_constant43 = self._tensor_constant43
    lift_fresh_copy_43 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant43);  _tensor_constant43 = None
    slice_349 = torch.ops.aten.slice.Tensor(slice_scatter_85, 0, -3, 9223372036854775807)
    slice_350 = torch.ops.aten.slice.Tensor(slice_349, 1, -7, -3);  slice_349 = None
    fill_43 = torch.ops.aten.fill.Tensor(slice_350, lift_fresh_copy_43);  slice_350 = lift_fresh_copy_43 = None
    slice_351 = torch.ops.aten.slice.Tensor(slice_scatter_85, 0, -3, 9223372036854775807)
    slice_scatter_86 = torch.ops.aten.slice_scatter.default(slice_351, fill_43, 1, -7, -3);  slice_351 = fill_43 = None
    slice_scatter_87 = torch.ops.aten.slice_scatter.default(slice_scatter_85, slice_scatter_86, 0, -3, 9223372036854775807);  slice_scatter_85 = slice_scatter_86 = None
    _tensor_constant44 = self._tensor_constant44
    lift_fresh_copy_44 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant44);  _tensor_constant44 = None
    slice_357 = torch.ops.aten.slice.Tensor(slice_scatter_87, 0, -3, 9223372036854775807)
    slice_358 = torch.ops.aten.slice.Tensor(slice_357, 1, -3, 9223372036854775807);  slice_357 = None
    fill_44 = torch.ops.aten.fill.Tensor(slice_358, lift_fresh_copy_44);  slice_358 = lift_fresh_copy_44 = None
    slice_359 = torch.ops.aten.slice.Tensor(slice_scatter_87, 0, -3, 9223372036854775807)
    slice_scatter_88 = torch.ops.aten.slice_scatter.default(slice_359, fill_44, 1, -3, 9223372036854775807);  slice_359 = fill_44 = None
    slice_scatter_89 = torch.ops.aten.slice_scatter.default(slice_scatter_87, slice_scatter_88, 0, -3, 9223372036854775807);  slice_scatter_87 = slice_scatter_88 = None
    view_165 = torch.ops.aten.view.default(slice_scatter_89, [2, 7, 2, 7]);  slice_scatter_89 = None
    permute_49 = torch.ops.aten.permute.default(view_165, [0, 2, 1, 3]);  view_165 = None
    clone_71 = torch.ops.aten.clone.default(permute_49, memory_format = torch.contiguous_format);  permute_49 = None
    _unsafe_view_63 = torch.ops.aten._unsafe_view.default(clone_71, [4, 49]);  clone_71 = None
    unsqueeze_26 = torch.ops.aten.unsqueeze.default(_unsafe_view_63, 1)
    unsqueeze_27 = torch.ops.aten.unsqueeze.default(_unsafe_view_63, 2);  _unsafe_view_63 = None
    sub_4 = torch.ops.aten.sub.Tensor(unsqueeze_26, unsqueeze_27);  unsqueeze_26 = unsqueeze_27 = None
    ne_4 = torch.ops.aten.ne.Scalar(sub_4, 0)
    masked_fill_8 = torch.ops.aten.masked_fill.Scalar(sub_4, ne_4, -100.0);  ne_4 = None
    eq_4 = torch.ops.aten.eq.Scalar(sub_4, 0);  sub_4 = None
    masked_fill_9 = torch.ops.aten.masked_fill.Scalar(masked_fill_8, eq_4, 0.0);  masked_fill_8 = eq_4 = None
    view_166 = torch.ops.aten.view.default(add_31, [1, 4, 12, 49, 49]);  add_31 = None
    unsqueeze_28 = torch.ops.aten.unsqueeze.default(masked_fill_9, 1);  masked_fill_9 = None
    unsqueeze_29 = torch.ops.aten.unsqueeze.default(unsqueeze_28, 0);  unsqueeze_28 = None
    add_32 = torch.ops.aten.add.Tensor(view_166, unsqueeze_29);  view_166 = unsqueeze_29 = None
    view_167 = torch.ops.aten.view.default(add_32, [-1, 12, 49, 49]);  add_32 = None
    _softmax_9 = torch.ops.aten._softmax.default(view_167, -1, False);  view_167 = None
    expand_38 = torch.ops.aten.expand.default(_softmax_9, [4, 12, 49, 49]);  _softmax_9 = None
    view_168 = torch.ops.aten.view.default(expand_38, [48, 49, 49]);  expand_38 = None
    expand_39 = torch.ops.aten.expand.default(select_29, [4, 12, 49, 32]);  select_29 = None
    clone_72 = torch.ops.aten.clone.default(expand_39, memory_format = torch.contiguous_format);  expand_39 = None
    _unsafe_view_64 = torch.ops.aten._unsafe_view.default(clone_72, [48, 49, 32]);  clone_72 = None
    bmm_19 = torch.ops.aten.bmm.default(view_168, _unsafe_view_64);  view_168 = _unsafe_view_64 = None
    view_169 = torch.ops.aten.view.default(bmm_19, [4, 12, 49, 32]);  bmm_19 = None
    transpose_19 = torch.ops.aten.transpose.int(view_169, 1, 2);  view_169 = None
    clone_73 = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
    _unsafe_view_65 = torch.ops.aten._unsafe_view.default(clone_73, [4, 49, 384]);  clone_73 = None
    view_170 = torch.ops.aten.view.default(_unsafe_view_65, [196, 384]);  _unsafe_view_65 = None
    t_39 = torch.ops.aten.t.default(arg142_1);  arg142_1 = None
    addmm_37 = torch.ops.aten.addmm.default(arg144_1, view_170, t_39);  arg144_1 = view_170 = t_39 = None
    view_171 = torch.ops.aten.view.default(addmm_37, [4, 49, 384]);  addmm_37 = None
    view_172 = torch.ops.aten.view.default(view_171, [1, 2, 2, 7, 7, 384]);  view_171 = None
    permute_50 = torch.ops.aten.permute.default(view_172, [0, 1, 3, 2, 4, 5]);  view_172 = None
    clone_74 = torch.ops.aten.clone.default(permute_50, memory_format = torch.contiguous_format);  permute_50 = None
    _unsafe_view_66 = torch.ops.aten._unsafe_view.default(clone_74, [1, 14, 14, 384]);  clone_74 = None
    roll_9 = torch.ops.aten.roll.default(_unsafe_view_66, [3, 3], [1, 2]);  _unsafe_view_66 = None
    alias_9 = torch.ops.aten.alias.default(roll_9);  roll_9 = None
    add_33 = torch.ops.aten.add.Tensor(add_30, alias_9);  add_30 = alias_9 = None
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(add_33, [384], arg145_1, arg146_1, 1e-05);  arg145_1 = arg146_1 = None
    getitem_66 = native_layer_norm_22[0];  native_layer_norm_22 = None
    view_173 = torch.ops.aten.view.default(getitem_66, [196, 384]);  getitem_66 = None
    t_40 = torch.ops.aten.t.default(arg147_1);  arg147_1 = None
    addmm_38 = torch.ops.aten.addmm.default(arg148_1, view_173, t_40);  arg148_1 = view_173 = t_40 = None
    view_174 = torch.ops.aten.view.default(addmm_38, [1, 14, 14, 1536]);  addmm_38 = None
    gelu_9 = torch.ops.aten.gelu.default(view_174);  view_174 = None
    view_175 = torch.ops.aten.view.default(gelu_9, [196, 1536]);  gelu_9 = None
    t_41 = torch.ops.aten.t.default(arg149_1);  arg149_1 = None
    addmm_39 = torch.ops.aten.addmm.default(arg150_1, view_175, t_41);  arg150_1 = view_175 = t_41 = None
    view_176 = torch.ops.aten.view.default(addmm_39, [1, 14, 14, 384]);  addmm_39 = None
    add_34 = torch.ops.aten.add.Tensor(add_33, view_176);  add_33 = view_176 = None
    constant_pad_nd_12 = torch.ops.aten.constant_pad_nd.default(add_34, [0, 0, 0, 0, 0, 0], 0.0);  add_34 = None
    slice_362 = torch.ops.aten.slice.Tensor(constant_pad_nd_12, 1, 0, 9223372036854775807, 2)
    slice_363 = torch.ops.aten.slice.Tensor(slice_362, 2, 0, 9223372036854775807, 2);  slice_362 = None
    slice_364 = torch.ops.aten.slice.Tensor(constant_pad_nd_12, 1, 1, 9223372036854775807, 2)
    slice_365 = torch.ops.aten.slice.Tensor(slice_364, 2, 0, 9223372036854775807, 2);  slice_364 = None
    slice_366 = torch.ops.aten.slice.Tensor(constant_pad_nd_12, 1, 0, 9223372036854775807, 2)
    slice_367 = torch.ops.aten.slice.Tensor(slice_366, 2, 1, 9223372036854775807, 2);  slice_366 = None
    slice_368 = torch.ops.aten.slice.Tensor(constant_pad_nd_12, 1, 1, 9223372036854775807, 2);  constant_pad_nd_12 = None
    slice_369 = torch.ops.aten.slice.Tensor(slice_368, 2, 1, 9223372036854775807, 2);  slice_368 = None
    cat_2 = torch.ops.aten.cat.default([slice_363, slice_365, slice_367, slice_369], -1);  slice_363 = slice_365 = slice_367 = slice_369 = None
    native_layer_norm_23 = torch.ops.aten.native_layer_norm.default(cat_2, [1536], arg151_1, arg152_1, 1e-05);  cat_2 = arg151_1 = arg152_1 = None
    getitem_69 = native_layer_norm_23[0];  native_layer_norm_23 = None
    t_42 = torch.ops.aten.t.default(arg153_1);  arg153_1 = None
    view_177 = torch.ops.aten.view.default(getitem_69, [49, 1536]);  getitem_69 = None
    mm_2 = torch.ops.aten.mm.default(view_177, t_42);  view_177 = t_42 = None
    _unsafe_view_67 = torch.ops.aten._unsafe_view.default(mm_2, [1, 7, 7, 768]);  mm_2 = None
    native_layer_norm_24 = torch.ops.aten.native_layer_norm.default(_unsafe_view_67, [768], arg154_1, arg155_1, 1e-05);  arg154_1 = arg155_1 = None
    getitem_72 = native_layer_norm_24[0];  native_layer_norm_24 = None
    index_10 = torch.ops.aten.index.Tensor(arg156_1, [arg157_1]);  arg156_1 = arg157_1 = None
    view_178 = torch.ops.aten.view.default(index_10, [49, 49, -1]);  index_10 = None
    permute_51 = torch.ops.aten.permute.default(view_178, [2, 0, 1]);  view_178 = None
    clone_75 = torch.ops.aten.clone.default(permute_51, memory_format = torch.contiguous_format);  permute_51 = None
    unsqueeze_30 = torch.ops.aten.unsqueeze.default(clone_75, 0);  clone_75 = None
    constant_pad_nd_13 = torch.ops.aten.constant_pad_nd.default(getitem_72, [0, 0, 0, 0, 0, 0], 0.0);  getitem_72 = None
    view_179 = torch.ops.aten.view.default(constant_pad_nd_13, [1, 1, 7, 1, 7, 768]);  constant_pad_nd_13 = None
    permute_52 = torch.ops.aten.permute.default(view_179, [0, 1, 3, 2, 4, 5]);  view_179 = None
    view_180 = torch.ops.aten.view.default(permute_52, [1, 49, 768]);  permute_52 = None
    view_181 = torch.ops.aten.view.default(view_180, [49, 768]);  view_180 = None
    t_43 = torch.ops.aten.t.default(arg158_1);  arg158_1 = None
    addmm_40 = torch.ops.aten.addmm.default(arg160_1, view_181, t_43);  arg160_1 = view_181 = t_43 = None
    view_182 = torch.ops.aten.view.default(addmm_40, [1, 49, 2304]);  addmm_40 = None
    view_183 = torch.ops.aten.view.default(view_182, [1, 49, 3, 24, 32]);  view_182 = None
    permute_53 = torch.ops.aten.permute.default(view_183, [2, 0, 3, 1, 4]);  view_183 = None
    select_30 = torch.ops.aten.select.int(permute_53, 0, 0)
    select_31 = torch.ops.aten.select.int(permute_53, 0, 1)
    select_32 = torch.ops.aten.select.int(permute_53, 0, 2);  permute_53 = None
    mul_10 = torch.ops.aten.mul.Tensor(select_30, 0.1767766952966369);  select_30 = None
    transpose_20 = torch.ops.aten.transpose.int(select_31, -2, -1);  select_31 = None
    expand_40 = torch.ops.aten.expand.default(mul_10, [1, 24, 49, 32]);  mul_10 = None
    view_184 = torch.ops.aten.view.default(expand_40, [24, 49, 32]);  expand_40 = None
    expand_41 = torch.ops.aten.expand.default(transpose_20, [1, 24, 32, 49]);  transpose_20 = None
    view_185 = torch.ops.aten.view.default(expand_41, [24, 32, 49]);  expand_41 = None
    bmm_20 = torch.ops.aten.bmm.default(view_184, view_185);  view_184 = view_185 = None
    view_186 = torch.ops.aten.view.default(bmm_20, [1, 24, 49, 49]);  bmm_20 = None
    add_35 = torch.ops.aten.add.Tensor(view_186, unsqueeze_30);  view_186 = unsqueeze_30 = None
    _softmax_10 = torch.ops.aten._softmax.default(add_35, -1, False);  add_35 = None
    expand_42 = torch.ops.aten.expand.default(_softmax_10, [1, 24, 49, 49]);  _softmax_10 = None
    view_187 = torch.ops.aten.view.default(expand_42, [24, 49, 49]);  expand_42 = None
    expand_43 = torch.ops.aten.expand.default(select_32, [1, 24, 49, 32]);  select_32 = None
    view_188 = torch.ops.aten.view.default(expand_43, [24, 49, 32]);  expand_43 = None
    bmm_21 = torch.ops.aten.bmm.default(view_187, view_188);  view_187 = view_188 = None
    view_189 = torch.ops.aten.view.default(bmm_21, [1, 24, 49, 32]);  bmm_21 = None
    transpose_21 = torch.ops.aten.transpose.int(view_189, 1, 2);  view_189 = None
    clone_76 = torch.ops.aten.clone.default(transpose_21, memory_format = torch.contiguous_format);  transpose_21 = None
    _unsafe_view_68 = torch.ops.aten._unsafe_view.default(clone_76, [1, 49, 768]);  clone_76 = None
    view_190 = torch.ops.aten.view.default(_unsafe_view_68, [49, 768]);  _unsafe_view_68 = None
    t_44 = torch.ops.aten.t.default(arg159_1);  arg159_1 = None
    addmm_41 = torch.ops.aten.addmm.default(arg161_1, view_190, t_44);  arg161_1 = view_190 = t_44 = None
    view_191 = torch.ops.aten.view.default(addmm_41, [1, 49, 768]);  addmm_41 = None
    view_192 = torch.ops.aten.view.default(view_191, [1, 1, 1, 7, 7, 768]);  view_191 = None
    permute_54 = torch.ops.aten.permute.default(view_192, [0, 1, 3, 2, 4, 5]);  view_192 = None
    view_193 = torch.ops.aten.view.default(permute_54, [1, 7, 7, 768]);  permute_54 = None
    alias_10 = torch.ops.aten.alias.default(view_193);  view_193 = None
    add_36 = torch.ops.aten.add.Tensor(_unsafe_view_67, alias_10);  _unsafe_view_67 = alias_10 = None
    native_layer_norm_25 = torch.ops.aten.native_layer_norm.default(add_36, [768], arg162_1, arg163_1, 1e-05);  arg162_1 = arg163_1 = None
    getitem_75 = native_layer_norm_25[0];  native_layer_norm_25 = None
    view_194 = torch.ops.aten.view.default(getitem_75, [49, 768]);  getitem_75 = None
    t_45 = torch.ops.aten.t.default(arg164_1);  arg164_1 = None
    addmm_42 = torch.ops.aten.addmm.default(arg165_1, view_194, t_45);  arg165_1 = view_194 = t_45 = None
    view_195 = torch.ops.aten.view.default(addmm_42, [1, 7, 7, 3072]);  addmm_42 = None
    gelu_10 = torch.ops.aten.gelu.default(view_195);  view_195 = None
    view_196 = torch.ops.aten.view.default(gelu_10, [49, 3072]);  gelu_10 = None
    t_46 = torch.ops.aten.t.default(arg166_1);  arg166_1 = None
    addmm_43 = torch.ops.aten.addmm.default(arg167_1, view_196, t_46);  arg167_1 = view_196 = t_46 = None
    view_197 = torch.ops.aten.view.default(addmm_43, [1, 7, 7, 768]);  addmm_43 = None
    add_37 = torch.ops.aten.add.Tensor(add_36, view_197);  add_36 = view_197 = None
    native_layer_norm_26 = torch.ops.aten.native_layer_norm.default(add_37, [768], arg168_1, arg169_1, 1e-05);  arg168_1 = arg169_1 = None
    getitem_78 = native_layer_norm_26[0];  native_layer_norm_26 = None
    index_11 = torch.ops.aten.index.Tensor(arg170_1, [arg171_1]);  arg170_1 = arg171_1 = None
    view_198 = torch.ops.aten.view.default(index_11, [49, 49, -1]);  index_11 = None
    permute_55 = torch.ops.aten.permute.default(view_198, [2, 0, 1]);  view_198 = None
    clone_77 = torch.ops.aten.clone.default(permute_55, memory_format = torch.contiguous_format);  permute_55 = None
    unsqueeze_31 = torch.ops.aten.unsqueeze.default(clone_77, 0);  clone_77 = None
    constant_pad_nd_14 = torch.ops.aten.constant_pad_nd.default(getitem_78, [0, 0, 0, 0, 0, 0], 0.0);  getitem_78 = None
    view_199 = torch.ops.aten.view.default(constant_pad_nd_14, [1, 1, 7, 1, 7, 768]);  constant_pad_nd_14 = None
    permute_56 = torch.ops.aten.permute.default(view_199, [0, 1, 3, 2, 4, 5]);  view_199 = None
    view_200 = torch.ops.aten.view.default(permute_56, [1, 49, 768]);  permute_56 = None
    view_201 = torch.ops.aten.view.default(view_200, [49, 768]);  view_200 = None
    t_47 = torch.ops.aten.t.default(arg172_1);  arg172_1 = None
    addmm_44 = torch.ops.aten.addmm.default(arg174_1, view_201, t_47);  arg174_1 = view_201 = t_47 = None
    view_202 = torch.ops.aten.view.default(addmm_44, [1, 49, 2304]);  addmm_44 = None
    view_203 = torch.ops.aten.view.default(view_202, [1, 49, 3, 24, 32]);  view_202 = None
    permute_57 = torch.ops.aten.permute.default(view_203, [2, 0, 3, 1, 4]);  view_203 = None
    select_33 = torch.ops.aten.select.int(permute_57, 0, 0)
    select_34 = torch.ops.aten.select.int(permute_57, 0, 1)
    select_35 = torch.ops.aten.select.int(permute_57, 0, 2);  permute_57 = None
    mul_11 = torch.ops.aten.mul.Tensor(select_33, 0.1767766952966369);  select_33 = None
    transpose_22 = torch.ops.aten.transpose.int(select_34, -2, -1);  select_34 = None
    expand_44 = torch.ops.aten.expand.default(mul_11, [1, 24, 49, 32]);  mul_11 = None
    view_204 = torch.ops.aten.view.default(expand_44, [24, 49, 32]);  expand_44 = None
    expand_45 = torch.ops.aten.expand.default(transpose_22, [1, 24, 32, 49]);  transpose_22 = None
    view_205 = torch.ops.aten.view.default(expand_45, [24, 32, 49]);  expand_45 = None
    bmm_22 = torch.ops.aten.bmm.default(view_204, view_205);  view_204 = view_205 = None
    view_206 = torch.ops.aten.view.default(bmm_22, [1, 24, 49, 49]);  bmm_22 = None
    add_38 = torch.ops.aten.add.Tensor(view_206, unsqueeze_31);  view_206 = unsqueeze_31 = None
    _softmax_11 = torch.ops.aten._softmax.default(add_38, -1, False);  add_38 = None
    expand_46 = torch.ops.aten.expand.default(_softmax_11, [1, 24, 49, 49]);  _softmax_11 = None
    view_207 = torch.ops.aten.view.default(expand_46, [24, 49, 49]);  expand_46 = None
    expand_47 = torch.ops.aten.expand.default(select_35, [1, 24, 49, 32]);  select_35 = None
    view_208 = torch.ops.aten.view.default(expand_47, [24, 49, 32]);  expand_47 = None
    bmm_23 = torch.ops.aten.bmm.default(view_207, view_208);  view_207 = view_208 = None
    view_209 = torch.ops.aten.view.default(bmm_23, [1, 24, 49, 32]);  bmm_23 = None
    transpose_23 = torch.ops.aten.transpose.int(view_209, 1, 2);  view_209 = None
    clone_78 = torch.ops.aten.clone.default(transpose_23, memory_format = torch.contiguous_format);  transpose_23 = None
    _unsafe_view_69 = torch.ops.aten._unsafe_view.default(clone_78, [1, 49, 768]);  clone_78 = None
    view_210 = torch.ops.aten.view.default(_unsafe_view_69, [49, 768]);  _unsafe_view_69 = None
    t_48 = torch.ops.aten.t.default(arg173_1);  arg173_1 = None
    addmm_45 = torch.ops.aten.addmm.default(arg175_1, view_210, t_48);  arg175_1 = view_210 = t_48 = None
    view_211 = torch.ops.aten.view.default(addmm_45, [1, 49, 768]);  addmm_45 = None
    view_212 = torch.ops.aten.view.default(view_211, [1, 1, 1, 7, 7, 768]);  view_211 = None
    permute_58 = torch.ops.aten.permute.default(view_212, [0, 1, 3, 2, 4, 5]);  view_212 = None
    view_213 = torch.ops.aten.view.default(permute_58, [1, 7, 7, 768]);  permute_58 = None
    alias_11 = torch.ops.aten.alias.default(view_213);  view_213 = None
    add_39 = torch.ops.aten.add.Tensor(add_37, alias_11);  add_37 = alias_11 = None
    native_layer_norm_27 = torch.ops.aten.native_layer_norm.default(add_39, [768], arg176_1, arg177_1, 1e-05);  arg176_1 = arg177_1 = None
    getitem_81 = native_layer_norm_27[0];  native_layer_norm_27 = None
    view_214 = torch.ops.aten.view.default(getitem_81, [49, 768]);  getitem_81 = None
    t_49 = torch.ops.aten.t.default(arg178_1);  arg178_1 = None
    addmm_46 = torch.ops.aten.addmm.default(arg179_1, view_214, t_49);  arg179_1 = view_214 = t_49 = None
    view_215 = torch.ops.aten.view.default(addmm_46, [1, 7, 7, 3072]);  addmm_46 = None
    gelu_11 = torch.ops.aten.gelu.default(view_215);  view_215 = None
    view_216 = torch.ops.aten.view.default(gelu_11, [49, 3072]);  gelu_11 = None
    t_50 = torch.ops.aten.t.default(arg180_1);  arg180_1 = None
    addmm_47 = torch.ops.aten.addmm.default(arg181_1, view_216, t_50);  arg181_1 = view_216 = t_50 = None
    view_217 = torch.ops.aten.view.default(addmm_47, [1, 7, 7, 768]);  addmm_47 = None
    add_40 = torch.ops.aten.add.Tensor(add_39, view_217);  add_39 = view_217 = None
    native_layer_norm_28 = torch.ops.aten.native_layer_norm.default(add_40, [768], arg182_1, arg183_1, 1e-05);  add_40 = arg182_1 = arg183_1 = None
    getitem_84 = native_layer_norm_28[0];  native_layer_norm_28 = None
    permute_59 = torch.ops.aten.permute.default(getitem_84, [0, 3, 1, 2]);  getitem_84 = None
    mean = torch.ops.aten.mean.dim(permute_59, [-1, -2], True);  permute_59 = None
    as_strided = torch.ops.aten.as_strided.default(mean, [1, 768, 1, 1], [768, 1, 768, 768]);  mean = None
    view_218 = torch.ops.aten.view.default(as_strided, [1, 768]);  as_strided = None
    t_51 = torch.ops.aten.t.default(arg184_1);  arg184_1 = None
    addmm_48 = torch.ops.aten.addmm.default(arg185_1, view_218, t_51);  arg185_1 = view_218 = t_51 = None
    return (addmm_48,)
    