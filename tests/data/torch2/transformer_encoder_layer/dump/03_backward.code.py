


def forward(self, primals_6, primals_7, primals_8, primals_9, _unsafe_view, view_4, view_5, view_6, getitem_1, detach, view_7, t_1, add_1, getitem_3, getitem_4, view_9, t_2, detach_1, view_11, t_3, add_2, getitem_6, getitem_7, tangents_1):
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(tangents_1, add_2, [64], getitem_6, getitem_7, primals_8, primals_9, [True, True, True]);  tangents_1 = add_2 = getitem_6 = getitem_7 = primals_8 = primals_9 = None
    getitem_8 = native_layer_norm_backward[0]
    getitem_9 = native_layer_norm_backward[1]
    getitem_10 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_13 = torch.ops.aten.view.default(getitem_8, [20, 64])
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_1 = torch.ops.aten.mm.default(view_13, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_13)
    mm_2 = torch.ops.aten.mm.default(t_5, view_11);  t_5 = view_11 = None
    t_6 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_13, [0], True);  view_13 = None
    view_14 = torch.ops.aten.view.default(sum_1, [64]);  sum_1 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_15 = torch.ops.aten.view.default(mm_1, [2, 10, 128]);  mm_1 = None
    detach_2 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_15, detach_2, 0);  view_15 = detach_2 = None
    view_16 = torch.ops.aten.view.default(threshold_backward, [20, 128]);  threshold_backward = None
    t_8 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_3 = torch.ops.aten.mm.default(view_16, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_16)
    mm_4 = torch.ops.aten.mm.default(t_9, view_9);  t_9 = view_9 = None
    t_10 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_16, [0], True);  view_16 = None
    view_17 = torch.ops.aten.view.default(sum_2, [128]);  sum_2 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_18 = torch.ops.aten.view.default(mm_3, [2, 10, 64]);  mm_3 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_8, view_18);  getitem_8 = view_18 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add_3, add_1, [64], getitem_3, getitem_4, primals_6, primals_7, [True, True, True]);  add_3 = add_1 = getitem_3 = getitem_4 = primals_6 = primals_7 = None
    getitem_11 = native_layer_norm_backward_1[0]
    getitem_12 = native_layer_norm_backward_1[1]
    getitem_13 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    transpose_6 = torch.ops.aten.transpose.int(getitem_11, 1, 0);  getitem_11 = None
    clone_2 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [20, 64]);  clone_2 = None
    t_12 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_5 = torch.ops.aten.mm.default(_unsafe_view_2, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(_unsafe_view_2)
    mm_6 = torch.ops.aten.mm.default(t_13, view_7);  t_13 = view_7 = None
    t_14 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(_unsafe_view_2, [0], True);  _unsafe_view_2 = None
    view_19 = torch.ops.aten.view.default(sum_3, [64]);  sum_3 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_20 = torch.ops.aten.view.default(mm_5, [10, 2, 4, 16]);  mm_5 = None
    permute_1 = torch.ops.aten.permute.default(view_20, [1, 2, 0, 3]);  view_20 = None
    detach_3 = torch.ops.aten.detach.default(detach);  detach = None
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute_1, view_4, view_5, view_6, detach_3, getitem_1, 0.0, False);  permute_1 = view_4 = view_5 = view_6 = detach_3 = getitem_1 = None
    getitem_14 = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_15 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_16 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    clone_3 = torch.ops.aten.clone.default(getitem_16, memory_format = torch.contiguous_format);  getitem_16 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [8, 10, 16]);  clone_3 = None
    clone_4 = torch.ops.aten.clone.default(getitem_15, memory_format = torch.contiguous_format);  getitem_15 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [8, 10, 16]);  clone_4 = None
    clone_5 = torch.ops.aten.clone.default(getitem_14, memory_format = torch.contiguous_format);  getitem_14 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [8, 10, 16]);  clone_5 = None
    transpose_7 = torch.ops.aten.transpose.int(_unsafe_view_3, 0, 1);  _unsafe_view_3 = None
    clone_6 = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_6, [10, 2, 64]);  clone_6 = None
    transpose_8 = torch.ops.aten.transpose.int(_unsafe_view_4, 0, 1);  _unsafe_view_4 = None
    clone_7 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_7, [10, 2, 64]);  clone_7 = None
    transpose_9 = torch.ops.aten.transpose.int(_unsafe_view_5, 0, 1);  _unsafe_view_5 = None
    clone_8 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_8, [10, 2, 64]);  clone_8 = None
    select_backward = torch.ops.aten.select_backward.default(_unsafe_view_6, [3, 10, 2, 64], 0, 2);  _unsafe_view_6 = None
    select_backward_1 = torch.ops.aten.select_backward.default(_unsafe_view_7, [3, 10, 2, 64], 0, 1);  _unsafe_view_7 = None
    add_4 = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    select_backward_2 = torch.ops.aten.select_backward.default(_unsafe_view_8, [3, 10, 2, 64], 0, 0);  _unsafe_view_8 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, select_backward_2);  add_4 = select_backward_2 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(add_5, 3);  add_5 = None
    transpose_10 = torch.ops.aten.transpose.int(unsqueeze_1, 0, -2);  unsqueeze_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(transpose_10, 0);  transpose_10 = None
    clone_9 = torch.ops.aten.clone.default(squeeze_1, memory_format = torch.contiguous_format);  squeeze_1 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_9, [10, 2, 192]);  clone_9 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(_unsafe_view_9, [0, 1], True)
    view_21 = torch.ops.aten.view.default(sum_4, [192]);  sum_4 = None
    view_22 = torch.ops.aten.view.default(_unsafe_view_9, [20, 192]);  _unsafe_view_9 = None
    t_16 = torch.ops.aten.t.default(view_22);  view_22 = None
    mm_7 = torch.ops.aten.mm.default(t_16, _unsafe_view);  t_16 = _unsafe_view = None
    t_17 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    return (None, view_21, t_18, t_15, view_19, getitem_12, getitem_13, getitem_9, getitem_10, t_11, view_17, t_7, view_14)
    