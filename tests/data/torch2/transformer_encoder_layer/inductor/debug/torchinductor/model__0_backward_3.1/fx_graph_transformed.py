class GraphModule(torch.nn.Module):
    def forward(self, primals_4: "f32[64, 64]", primals_6: "f32[64]", primals_8: "f32[64]", primals_10: "f32[128, 64]", primals_12: "f32[64, 128]", view: "f32[20, 64]", view_6: "f32[2, 4, 10, 16]", view_7: "f32[2, 4, 10, 16]", view_8: "f32[2, 4, 10, 16]", getitem: "f32[2, 4, 10, 16]", getitem_1: "f32[2, 4, 10]", mul: "f32[2, 10, 64]", view_11: "f32[20, 64]", view_13: "f32[20, 128]", mul_4: "f32[2, 10, 64]", div: "f32[2, 10, 1]", le: "b8[2, 10, 128]", div_1: "f32[2, 10, 1]", tangents_1: "f32[2, 10, 64]"):
        # No stacktrace found for following nodes
        mul_5: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(tangents_1, primals_8);  primals_8 = None
        mul_6: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(mul_5, 64)
        sum_1: "f32[2, 10, 1]" = torch.ops.aten.sum.dim_IntList(mul_5, [2], True)
        mul_7: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(mul_5, mul_4);  mul_5 = None
        sum_2: "f32[2, 10, 1]" = torch.ops.aten.sum.dim_IntList(mul_7, [2], True);  mul_7 = None
        mul_8: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(mul_4, sum_2);  sum_2 = None
        sub_3: "f32[2, 10, 64]" = torch.ops.aten.sub.Tensor(mul_6, sum_1);  mul_6 = sum_1 = None
        sub_4: "f32[2, 10, 64]" = torch.ops.aten.sub.Tensor(sub_3, mul_8);  sub_3 = mul_8 = None
        mul_9: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(div, sub_4);  div = sub_4 = None
        mul_10: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(tangents_1, mul_4);  mul_4 = None
        sum_3: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_10, [0, 1]);  mul_10 = None
        sum_4: "f32[64]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0, 1]);  tangents_1 = None
        view_15: "f32[20, 64]" = torch.ops.aten.reshape.default(mul_9, [20, 64])
        permute_10: "f32[128, 64]" = torch.ops.aten.permute.default(primals_12, [1, 0]);  primals_12 = None
        permute_11: "f32[64, 128]" = torch.ops.aten.permute.default(permute_10, [1, 0]);  permute_10 = None
        mm_1: "f32[20, 128]" = torch.ops.aten.mm.default(view_15, permute_11);  permute_11 = None
        permute_12: "f32[64, 20]" = torch.ops.aten.permute.default(view_15, [1, 0])
        mm_2: "f32[64, 128]" = torch.ops.aten.mm.default(permute_12, view_13);  permute_12 = view_13 = None
        sum_5: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_15, [0], True);  view_15 = None
        view_16: "f32[64]" = torch.ops.aten.reshape.default(sum_5, [64]);  sum_5 = None
        view_17: "f32[2, 10, 128]" = torch.ops.aten.reshape.default(mm_1, [2, 10, 128]);  mm_1 = None
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[2, 10, 128]" = torch.ops.aten.where.self(le, full_default, view_17);  le = full_default = view_17 = None
        view_18: "f32[20, 128]" = torch.ops.aten.reshape.default(where, [20, 128]);  where = None
        permute_9: "f32[64, 128]" = torch.ops.aten.permute.default(primals_10, [1, 0]);  primals_10 = None
        permute_15: "f32[128, 64]" = torch.ops.aten.permute.default(permute_9, [1, 0]);  permute_9 = None
        mm_3: "f32[20, 64]" = torch.ops.aten.mm.default(view_18, permute_15);  permute_15 = None
        permute_16: "f32[128, 20]" = torch.ops.aten.permute.default(view_18, [1, 0])
        mm_4: "f32[128, 64]" = torch.ops.aten.mm.default(permute_16, view_11);  permute_16 = view_11 = None
        sum_6: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(view_18, [0], True);  view_18 = None
        view_19: "f32[128]" = torch.ops.aten.reshape.default(sum_6, [128]);  sum_6 = None
        view_20: "f32[2, 10, 64]" = torch.ops.aten.reshape.default(mm_3, [2, 10, 64]);  mm_3 = None
        add_7: "f32[2, 10, 64]" = torch.ops.aten.add.Tensor(mul_9, view_20);  mul_9 = view_20 = None
        mul_12: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(add_7, primals_6);  primals_6 = None
        mul_13: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(mul_12, 64)
        sum_7: "f32[2, 10, 1]" = torch.ops.aten.sum.dim_IntList(mul_12, [2], True)
        mul_14: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(mul_12, mul);  mul_12 = None
        sum_8: "f32[2, 10, 1]" = torch.ops.aten.sum.dim_IntList(mul_14, [2], True);  mul_14 = None
        mul_15: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(mul, sum_8);  sum_8 = None
        sub_6: "f32[2, 10, 64]" = torch.ops.aten.sub.Tensor(mul_13, sum_7);  mul_13 = sum_7 = None
        sub_7: "f32[2, 10, 64]" = torch.ops.aten.sub.Tensor(sub_6, mul_15);  sub_6 = mul_15 = None
        mul_16: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(div_1, sub_7);  div_1 = sub_7 = None
        mul_17: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(add_7, mul);  mul = None
        sum_9: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_17, [0, 1]);  mul_17 = None
        sum_10: "f32[64]" = torch.ops.aten.sum.dim_IntList(add_7, [0, 1]);  add_7 = None
        permute_19: "f32[10, 2, 64]" = torch.ops.aten.permute.default(mul_16, [1, 0, 2]);  mul_16 = None
        clone_2: "f32[10, 2, 64]" = torch.ops.aten.clone.default(permute_19, memory_format = torch.contiguous_format);  permute_19 = None
        view_21: "f32[20, 64]" = torch.ops.aten.reshape.default(clone_2, [20, 64]);  clone_2 = None
        permute_7: "f32[64, 64]" = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_20: "f32[64, 64]" = torch.ops.aten.permute.default(permute_7, [1, 0]);  permute_7 = None
        mm_5: "f32[20, 64]" = torch.ops.aten.mm.default(view_21, permute_20);  permute_20 = None
        permute_21: "f32[64, 20]" = torch.ops.aten.permute.default(view_21, [1, 0])
        permute_6: "f32[10, 2, 4, 16]" = torch.ops.aten.permute.default(getitem, [2, 0, 1, 3])
        view_9: "f32[20, 64]" = torch.ops.aten.reshape.default(permute_6, [20, 64]);  permute_6 = None
        mm_6: "f32[64, 64]" = torch.ops.aten.mm.default(permute_21, view_9);  permute_21 = view_9 = None
        sum_11: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_21, [0], True);  view_21 = None
        view_22: "f32[64]" = torch.ops.aten.reshape.default(sum_11, [64]);  sum_11 = None
        view_23: "f32[10, 2, 4, 16]" = torch.ops.aten.reshape.default(mm_5, [10, 2, 4, 16]);  mm_5 = None
        permute_24: "f32[2, 4, 10, 16]" = torch.ops.aten.permute.default(view_23, [1, 2, 0, 3]);  view_23 = None
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute_24, view_6, view_7, view_8, getitem, getitem_1, 0.0, False);  permute_24 = view_6 = view_7 = view_8 = getitem = getitem_1 = None
        getitem_6: "f32[2, 4, 10, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_7: "f32[2, 4, 10, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_8: "f32[2, 4, 10, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
        clone_3: "f32[2, 4, 10, 16]" = torch.ops.aten.clone.default(getitem_8, memory_format = torch.contiguous_format);  getitem_8 = None
        view_24: "f32[8, 10, 16]" = torch.ops.aten.reshape.default(clone_3, [8, 10, 16]);  clone_3 = None
        clone_4: "f32[2, 4, 10, 16]" = torch.ops.aten.clone.default(getitem_7, memory_format = torch.contiguous_format);  getitem_7 = None
        view_25: "f32[8, 10, 16]" = torch.ops.aten.reshape.default(clone_4, [8, 10, 16]);  clone_4 = None
        clone_5: "f32[2, 4, 10, 16]" = torch.ops.aten.clone.default(getitem_6, memory_format = torch.contiguous_format);  getitem_6 = None
        view_26: "f32[8, 10, 16]" = torch.ops.aten.reshape.default(clone_5, [8, 10, 16]);  clone_5 = None
        permute_25: "f32[10, 8, 16]" = torch.ops.aten.permute.default(view_24, [1, 0, 2]);  view_24 = None
        clone_6: "f32[10, 8, 16]" = torch.ops.aten.clone.default(permute_25, memory_format = torch.contiguous_format);  permute_25 = None
        view_27: "f32[10, 2, 64]" = torch.ops.aten.reshape.default(clone_6, [10, 2, 64]);  clone_6 = None
        permute_26: "f32[10, 8, 16]" = torch.ops.aten.permute.default(view_25, [1, 0, 2]);  view_25 = None
        clone_7: "f32[10, 8, 16]" = torch.ops.aten.clone.default(permute_26, memory_format = torch.contiguous_format);  permute_26 = None
        view_28: "f32[10, 2, 64]" = torch.ops.aten.reshape.default(clone_7, [10, 2, 64]);  clone_7 = None
        permute_27: "f32[10, 8, 16]" = torch.ops.aten.permute.default(view_26, [1, 0, 2]);  view_26 = None
        clone_8: "f32[10, 8, 16]" = torch.ops.aten.clone.default(permute_27, memory_format = torch.contiguous_format);  permute_27 = None
        view_29: "f32[10, 2, 64]" = torch.ops.aten.reshape.default(clone_8, [10, 2, 64]);  clone_8 = None
        full_default_1: "f32[3, 10, 2, 64]" = torch.ops.aten.full.default([3, 10, 2, 64], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        select_scatter_default: "f32[3, 10, 2, 64]" = torch.ops.aten.select_scatter.default(full_default_1, view_27, 0, 2);  view_27 = None
        select_scatter_default_1: "f32[3, 10, 2, 64]" = torch.ops.aten.select_scatter.default(full_default_1, view_28, 0, 1);  view_28 = None
        add_8: "f32[3, 10, 2, 64]" = torch.ops.aten.add.Tensor(select_scatter_default, select_scatter_default_1);  select_scatter_default = select_scatter_default_1 = None
        select_scatter_default_2: "f32[3, 10, 2, 64]" = torch.ops.aten.select_scatter.default(full_default_1, view_29, 0, 0);  full_default_1 = view_29 = None
        add_9: "f32[3, 10, 2, 64]" = torch.ops.aten.add.Tensor(add_8, select_scatter_default_2);  add_8 = select_scatter_default_2 = None
        unsqueeze_1: "f32[3, 10, 2, 1, 64]" = torch.ops.aten.unsqueeze.default(add_9, 3);  add_9 = None
        permute_28: "f32[1, 10, 2, 3, 64]" = torch.ops.aten.permute.default(unsqueeze_1, [3, 1, 2, 0, 4]);  unsqueeze_1 = None
        squeeze_1: "f32[10, 2, 3, 64]" = torch.ops.aten.squeeze.dim(permute_28, 0);  permute_28 = None
        clone_9: "f32[10, 2, 3, 64]" = torch.ops.aten.clone.default(squeeze_1, memory_format = torch.contiguous_format);  squeeze_1 = None
        view_30: "f32[10, 2, 192]" = torch.ops.aten.reshape.default(clone_9, [10, 2, 192]);  clone_9 = None
        sum_12: "f32[1, 1, 192]" = torch.ops.aten.sum.dim_IntList(view_30, [0, 1], True)
        view_31: "f32[192]" = torch.ops.aten.reshape.default(sum_12, [192]);  sum_12 = None
        view_32: "f32[20, 192]" = torch.ops.aten.reshape.default(view_30, [20, 192]);  view_30 = None
        permute_29: "f32[192, 20]" = torch.ops.aten.permute.default(view_32, [1, 0]);  view_32 = None
        mm_7: "f32[192, 64]" = torch.ops.aten.mm.default(permute_29, view);  permute_29 = view = None
        return (None, view_31, mm_7, mm_6, view_22, sum_9, sum_10, sum_3, sum_4, mm_4, view_19, mm_2, view_16)
