


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13):
    transpose = torch.ops.aten.transpose.int(primals_1, 1, 0)
    t = torch.ops.aten.t.default(primals_3);  primals_3 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [20, 64]);  clone = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t);  t = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [10, 2, 192]);  mm = None
    add = torch.ops.aten.add.Tensor(_unsafe_view_1, primals_2);  _unsafe_view_1 = primals_2 = None
    view = torch.ops.aten.view.default(add, [10, 2, 3, 64]);  add = None
    unsqueeze = torch.ops.aten.unsqueeze.default(view, 0);  view = None
    transpose_1 = torch.ops.aten.transpose.int(unsqueeze, 0, -2);  unsqueeze = None
    squeeze = torch.ops.aten.squeeze.dim(transpose_1, -2);  transpose_1 = None
    clone_1 = torch.ops.aten.clone.default(squeeze, memory_format = torch.contiguous_format);  squeeze = None
    select = torch.ops.aten.select.int(clone_1, 0, 0)
    select_1 = torch.ops.aten.select.int(clone_1, 0, 1)
    select_2 = torch.ops.aten.select.int(clone_1, 0, 2);  clone_1 = None
    view_1 = torch.ops.aten.view.default(select, [10, 8, 16]);  select = None
    transpose_2 = torch.ops.aten.transpose.int(view_1, 0, 1);  view_1 = None
    view_2 = torch.ops.aten.view.default(select_1, [10, 8, 16]);  select_1 = None
    transpose_3 = torch.ops.aten.transpose.int(view_2, 0, 1);  view_2 = None
    view_3 = torch.ops.aten.view.default(select_2, [10, 8, 16]);  select_2 = None
    transpose_4 = torch.ops.aten.transpose.int(view_3, 0, 1);  view_3 = None
    view_4 = torch.ops.aten.view.default(transpose_2, [2, 4, 10, 16]);  transpose_2 = None
    view_5 = torch.ops.aten.view.default(transpose_3, [2, 4, 10, 16]);  transpose_3 = None
    view_6 = torch.ops.aten.view.default(transpose_4, [2, 4, 10, 16]);  transpose_4 = None
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_4, view_5, view_6)
    getitem = _scaled_dot_product_flash_attention_for_cpu[0]
    getitem_1 = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
    detach = torch.ops.aten.detach.default(getitem)
    permute = torch.ops.aten.permute.default(getitem, [2, 0, 1, 3]);  getitem = None
    view_7 = torch.ops.aten.view.default(permute, [20, 64]);  permute = None
    t_1 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    addmm = torch.ops.aten.addmm.default(primals_5, view_7, t_1);  primals_5 = None
    view_8 = torch.ops.aten.view.default(addmm, [10, 2, 64]);  addmm = None
    transpose_5 = torch.ops.aten.transpose.int(view_8, 1, 0);  view_8 = None
    add_1 = torch.ops.aten.add.Tensor(primals_1, transpose_5);  primals_1 = transpose_5 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [64], primals_6, primals_7, 1e-05)
    getitem_2 = native_layer_norm[0]
    getitem_3 = native_layer_norm[1]
    getitem_4 = native_layer_norm[2];  native_layer_norm = None
    view_9 = torch.ops.aten.view.default(getitem_2, [20, 64])
    t_2 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    addmm_1 = torch.ops.aten.addmm.default(primals_11, view_9, t_2);  primals_11 = None
    view_10 = torch.ops.aten.view.default(addmm_1, [2, 10, 128]);  addmm_1 = None
    relu = torch.ops.aten.relu.default(view_10);  view_10 = None
    detach_1 = torch.ops.aten.detach.default(relu)
    view_11 = torch.ops.aten.view.default(relu, [20, 128]);  relu = None
    t_3 = torch.ops.aten.t.default(primals_12);  primals_12 = None
    addmm_2 = torch.ops.aten.addmm.default(primals_13, view_11, t_3);  primals_13 = None
    view_12 = torch.ops.aten.view.default(addmm_2, [2, 10, 64]);  addmm_2 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_2, view_12);  getitem_2 = view_12 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_2, [64], primals_8, primals_9, 1e-05)
    getitem_5 = native_layer_norm_1[0]
    getitem_6 = native_layer_norm_1[1]
    getitem_7 = native_layer_norm_1[2];  native_layer_norm_1 = None
    return (getitem_5, primals_6, primals_7, primals_8, primals_9, _unsafe_view, view_4, view_5, view_6, getitem_1, detach, view_7, t_1, add_1, getitem_3, getitem_4, view_9, t_2, detach_1, view_11, t_3, add_2, getitem_6, getitem_7)
    