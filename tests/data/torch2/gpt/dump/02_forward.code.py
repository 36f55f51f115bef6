


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30):
    embedding = torch.ops.aten.embedding.default(primals_2, primals_1);  primals_2 = None
    arange = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    embedding_1 = torch.ops.aten.embedding.default(primals_3, arange);  primals_3 = None
    add = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [64], primals_4, primals_5, 1e-05)
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    view = torch.ops.aten.view.default(getitem, [32, 64]);  getitem = None
    t = torch.ops.aten.t.default(primals_6);  primals_6 = None
    addmm = torch.ops.aten.addmm.default(primals_7, view, t);  primals_7 = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 16, 192]);  addmm = None
    split = torch.ops.aten.split.Tensor(view_1, 64, 2);  view_1 = None
    getitem_3 = split[0]
    getitem_4 = split[1]
    getitem_5 = split[2];  split = None
    view_2 = torch.ops.aten.view.default(getitem_3, [2, 16, 4, 16]);  getitem_3 = None
    transpose = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    view_3 = torch.ops.aten.view.default(getitem_4, [2, 16, 4, 16]);  getitem_4 = None
    transpose_1 = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    view_4 = torch.ops.aten.view.default(getitem_5, [2, 16, 4, 16]);  getitem_5 = None
    transpose_2 = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose, transpose_1, transpose_2, 0.0, True)
    getitem_6 = _scaled_dot_product_flash_attention_for_cpu[0]
    getitem_7 = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
    detach = torch.ops.aten.detach.default(getitem_6)
    transpose_3 = torch.ops.aten.transpose.int(getitem_6, 1, 2);  getitem_6 = None
    view_5 = torch.ops.aten.view.default(transpose_3, [2, 16, 64]);  transpose_3 = None
    view_6 = torch.ops.aten.view.default(view_5, [32, 64]);  view_5 = None
    t_1 = torch.ops.aten.t.default(primals_8);  primals_8 = None
    addmm_1 = torch.ops.aten.addmm.default(primals_9, view_6, t_1);  primals_9 = None
    view_7 = torch.ops.aten.view.default(addmm_1, [2, 16, 64]);  addmm_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, view_7);  view_7 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [64], primals_10, primals_11, 1e-05)
    getitem_8 = native_layer_norm_1[0]
    getitem_9 = native_layer_norm_1[1]
    getitem_10 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_8 = torch.ops.aten.view.default(getitem_8, [32, 64]);  getitem_8 = None
    t_2 = torch.ops.aten.t.default(primals_12);  primals_12 = None
    addmm_2 = torch.ops.aten.addmm.default(primals_13, view_8, t_2);  primals_13 = None
    view_9 = torch.ops.aten.view.default(addmm_2, [2, 16, 256]);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(view_9)
    view_10 = torch.ops.aten.view.default(gelu, [32, 256]);  gelu = None
    t_3 = torch.ops.aten.t.default(primals_14);  primals_14 = None
    addmm_3 = torch.ops.aten.addmm.default(primals_15, view_10, t_3);  primals_15 = None
    view_11 = torch.ops.aten.view.default(addmm_3, [2, 16, 64]);  addmm_3 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, view_11);  view_11 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [64], primals_16, primals_17, 1e-05)
    getitem_11 = native_layer_norm_2[0]
    getitem_12 = native_layer_norm_2[1]
    getitem_13 = native_layer_norm_2[2];  native_layer_norm_2 = None
    view_12 = torch.ops.aten.view.default(getitem_11, [32, 64]);  getitem_11 = None
    t_4 = torch.ops.aten.t.default(primals_18);  primals_18 = None
    addmm_4 = torch.ops.aten.addmm.default(primals_19, view_12, t_4);  primals_19 = None
    view_13 = torch.ops.aten.view.default(addmm_4, [2, 16, 192]);  addmm_4 = None
    split_1 = torch.ops.aten.split.Tensor(view_13, 64, 2);  view_13 = None
    getitem_14 = split_1[0]
    getitem_15 = split_1[1]
    getitem_16 = split_1[2];  split_1 = None
    view_14 = torch.ops.aten.view.default(getitem_14, [2, 16, 4, 16]);  getitem_14 = None
    transpose_4 = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None
    view_15 = torch.ops.aten.view.default(getitem_15, [2, 16, 4, 16]);  getitem_15 = None
    transpose_5 = torch.ops.aten.transpose.int(view_15, 1, 2);  view_15 = None
    view_16 = torch.ops.aten.view.default(getitem_16, [2, 16, 4, 16]);  getitem_16 = None
    transpose_6 = torch.ops.aten.transpose.int(view_16, 1, 2);  view_16 = None
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_4, transpose_5, transpose_6, 0.0, True)
    getitem_17 = _scaled_dot_product_flash_attention_for_cpu_1[0]
    getitem_18 = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = None
    detach_1 = torch.ops.aten.detach.default(getitem_17)
    transpose_7 = torch.ops.aten.transpose.int(getitem_17, 1, 2);  getitem_17 = None
    view_17 = torch.ops.aten.view.default(transpose_7, [2, 16, 64]);  transpose_7 = None
    view_18 = torch.ops.aten.view.default(view_17, [32, 64]);  view_17 = None
    t_5 = torch.ops.aten.t.default(primals_20);  primals_20 = None
    addmm_5 = torch.ops.aten.addmm.default(primals_21, view_18, t_5);  primals_21 = None
    view_19 = torch.ops.aten.view.default(addmm_5, [2, 16, 64]);  addmm_5 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, view_19);  view_19 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_3, [64], primals_22, primals_23, 1e-05)
    getitem_19 = native_layer_norm_3[0]
    getitem_20 = native_layer_norm_3[1]
    getitem_21 = native_layer_norm_3[2];  native_layer_norm_3 = None
    view_20 = torch.ops.aten.view.default(getitem_19, [32, 64]);  getitem_19 = None
    t_6 = torch.ops.aten.t.default(primals_24);  primals_24 = None
    addmm_6 = torch.ops.aten.addmm.default(primals_25, view_20, t_6);  primals_25 = None
    view_21 = torch.ops.aten.view.default(addmm_6, [2, 16, 256]);  addmm_6 = None
    gelu_1 = torch.ops.aten.gelu.default(view_21)
    view_22 = torch.ops.aten.view.default(gelu_1, [32, 256]);  gelu_1 = None
    t_7 = torch.ops.aten.t.default(primals_26);  primals_26 = None
    addmm_7 = torch.ops.aten.addmm.default(primals_27, view_22, t_7);  primals_27 = None
    view_23 = torch.ops.aten.view.default(addmm_7, [2, 16, 64]);  addmm_7 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, view_23);  view_23 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_4, [64], primals_28, primals_29, 1e-05)
    getitem_22 = native_layer_norm_4[0]
    getitem_23 = native_layer_norm_4[1]
    getitem_24 = native_layer_norm_4[2];  native_layer_norm_4 = None
    t_8 = torch.ops.aten.t.default(primals_30);  primals_30 = None
    view_24 = torch.ops.aten.view.default(getitem_22, [32, 64]);  getitem_22 = None
    mm = torch.ops.aten.mm.default(view_24, t_8)
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 16, 128]);  mm = None
    return (_unsafe_view, primals_1, primals_4, primals_5, primals_10, primals_11, primals_16, primals_17, primals_22, primals_23, primals_28, primals_29, arange, add, getitem_1, getitem_2, view, t, transpose, transpose_1, transpose_2, getitem_7, detach, view_6, t_1, add_1, getitem_9, getitem_10, view_8, t_2, view_9, view_10, t_3, add_2, getitem_12, getitem_13, view_12, t_4, transpose_4, transpose_5, transpose_6, getitem_18, detach_1, view_18, t_5, add_3, getitem_20, getitem_21, view_20, t_6, view_21, view_22, t_7, add_4, getitem_23, getitem_24, t_8, view_24)
    