class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 10, 64]", primals_2: "f32[192]", primals_3: "f32[192, 64]", primals_4: "f32[64, 64]", primals_5: "f32[64]", primals_6: "f32[64]", primals_7: "f32[64]", primals_8: "f32[64]", primals_9: "f32[64]", primals_10: "f32[128, 64]", primals_11: "f32[128]", primals_12: "f32[64, 128]", primals_13: "f32[64]"):
        # No stacktrace found for following nodes
        permute: "f32[10, 2, 64]" = torch.ops.aten.permute.default(primals_1, [1, 0, 2])
        permute_1: "f32[64, 192]" = torch.ops.aten.permute.default(primals_3, [1, 0]);  primals_3 = None
        clone: "f32[10, 2, 64]" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        view: "f32[20, 64]" = torch.ops.aten.reshape.default(clone, [20, 64]);  clone = None
        mm: "f32[20, 192]" = torch.ops.aten.mm.default(view, permute_1);  permute_1 = None
        view_1: "f32[10, 2, 192]" = torch.ops.aten.reshape.default(mm, [10, 2, 192]);  mm = None
        add: "f32[10, 2, 192]" = torch.ops.aten.add.Tensor(view_1, primals_2);  view_1 = primals_2 = None
        view_2: "f32[10, 2, 3, 64]" = torch.ops.aten.reshape.default(add, [10, 2, 3, 64]);  add = None
        unsqueeze: "f32[1, 10, 2, 3, 64]" = torch.ops.aten.unsqueeze.default(view_2, 0);  view_2 = None
        permute_2: "f32[3, 10, 2, 1, 64]" = torch.ops.aten.permute.default(unsqueeze, [3, 1, 2, 0, 4]);  unsqueeze = None
        squeeze: "f32[3, 10, 2, 64]" = torch.ops.aten.squeeze.dim(permute_2, -2);  permute_2 = None
        clone_1: "f32[3, 10, 2, 64]" = torch.ops.aten.clone.default(squeeze, memory_format = torch.contiguous_format);  squeeze = None
        select: "f32[10, 2, 64]" = torch.ops.aten.select.int(clone_1, 0, 0)
        select_1: "f32[10, 2, 64]" = torch.ops.aten.select.int(clone_1, 0, 1)
        select_2: "f32[10, 2, 64]" = torch.ops.aten.select.int(clone_1, 0, 2);  clone_1 = None
        view_3: "f32[10, 8, 16]" = torch.ops.aten.reshape.default(select, [10, 8, 16]);  select = None
        permute_3: "f32[8, 10, 16]" = torch.ops.aten.permute.default(view_3, [1, 0, 2]);  view_3 = None
        view_4: "f32[10, 8, 16]" = torch.ops.aten.reshape.default(select_1, [10, 8, 16]);  select_1 = None
        permute_4: "f32[8, 10, 16]" = torch.ops.aten.permute.default(view_4, [1, 0, 2]);  view_4 = None
        view_5: "f32[10, 8, 16]" = torch.ops.aten.reshape.default(select_2, [10, 8, 16]);  select_2 = None
        permute_5: "f32[8, 10, 16]" = torch.ops.aten.permute.default(view_5, [1, 0, 2]);  view_5 = None
        view_6: "f32[2, 4, 10, 16]" = torch.ops.aten.reshape.default(permute_3, [2, 4, 10, 16]);  permute_3 = None
        view_7: "f32[2, 4, 10, 16]" = torch.ops.aten.reshape.default(permute_4, [2, 4, 10, 16]);  permute_4 = None
        view_8: "f32[2, 4, 10, 16]" = torch.ops.aten.reshape.default(permute_5, [2, 4, 10, 16]);  permute_5 = None
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_6, view_7, view_8)
        getitem: "f32[2, 4, 10, 16]" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_1: "f32[2, 4, 10]" = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
        permute_6: "f32[10, 2, 4, 16]" = torch.ops.aten.permute.default(getitem, [2, 0, 1, 3])
        view_9: "f32[20, 64]" = torch.ops.aten.reshape.default(permute_6, [20, 64]);  permute_6 = None
        permute_7: "f32[64, 64]" = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm: "f32[20, 64]" = torch.ops.aten.addmm.default(primals_5, view_9, permute_7);  primals_5 = view_9 = permute_7 = None
        view_10: "f32[10, 2, 64]" = torch.ops.aten.reshape.default(addmm, [10, 2, 64]);  addmm = None
        permute_8: "f32[2, 10, 64]" = torch.ops.aten.permute.default(view_10, [1, 0, 2]);  view_10 = None
        add_1: "f32[2, 10, 64]" = torch.ops.aten.add.Tensor(primals_1, permute_8);  primals_1 = permute_8 = None
        var_mean = torch.ops.aten.var_mean.correction(add_1, [2], correction = 0, keepdim = True)
        getitem_2: "f32[2, 10, 1]" = var_mean[0]
        getitem_3: "f32[2, 10, 1]" = var_mean[1];  var_mean = None
        add_2: "f32[2, 10, 1]" = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt: "f32[2, 10, 1]" = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        sub: "f32[2, 10, 64]" = torch.ops.aten.sub.Tensor(add_1, getitem_3);  add_1 = getitem_3 = None
        mul: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(mul, primals_6)
        add_3: "f32[2, 10, 64]" = torch.ops.aten.add.Tensor(mul_1, primals_7);  mul_1 = primals_7 = None
        view_11: "f32[20, 64]" = torch.ops.aten.reshape.default(add_3, [20, 64])
        permute_9: "f32[64, 128]" = torch.ops.aten.permute.default(primals_10, [1, 0])
        addmm_1: "f32[20, 128]" = torch.ops.aten.addmm.default(primals_11, view_11, permute_9);  primals_11 = permute_9 = None
        view_12: "f32[2, 10, 128]" = torch.ops.aten.reshape.default(addmm_1, [2, 10, 128]);  addmm_1 = None
        relu: "f32[2, 10, 128]" = torch.ops.aten.relu.default(view_12);  view_12 = None
        view_13: "f32[20, 128]" = torch.ops.aten.reshape.default(relu, [20, 128])
        permute_10: "f32[128, 64]" = torch.ops.aten.permute.default(primals_12, [1, 0])
        addmm_2: "f32[20, 64]" = torch.ops.aten.addmm.default(primals_13, view_13, permute_10);  primals_13 = permute_10 = None
        view_14: "f32[2, 10, 64]" = torch.ops.aten.reshape.default(addmm_2, [2, 10, 64]);  addmm_2 = None
        add_4: "f32[2, 10, 64]" = torch.ops.aten.add.Tensor(add_3, view_14);  add_3 = view_14 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_4, [2], correction = 0, keepdim = True)
        getitem_4: "f32[2, 10, 1]" = var_mean_1[0]
        getitem_5: "f32[2, 10, 1]" = var_mean_1[1];  var_mean_1 = None
        add_5: "f32[2, 10, 1]" = torch.ops.aten.add.Tensor(getitem_4, 1e-05);  getitem_4 = None
        rsqrt_1: "f32[2, 10, 1]" = torch.ops.aten.rsqrt.default(add_5);  add_5 = None
        sub_1: "f32[2, 10, 64]" = torch.ops.aten.sub.Tensor(add_4, getitem_5)
        mul_2: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_3: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(mul_2, primals_8);  mul_2 = None
        add_6: "f32[2, 10, 64]" = torch.ops.aten.add.Tensor(mul_3, primals_9);  mul_3 = primals_9 = None
        sub_2: "f32[2, 10, 64]" = torch.ops.aten.sub.Tensor(add_4, getitem_5);  add_4 = getitem_5 = None
        mul_4: "f32[2, 10, 64]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt_1);  sub_2 = None
        div: "f32[2, 10, 1]" = torch.ops.aten.div.Tensor(rsqrt_1, 64);  rsqrt_1 = None
        le: "b8[2, 10, 128]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        div_1: "f32[2, 10, 1]" = torch.ops.aten.div.Tensor(rsqrt, 64);  rsqrt = None
        return (add_6, primals_4, primals_6, primals_8, primals_10, primals_12, view, view_6, view_7, view_8, getitem, getitem_1, mul, view_11, view_13, mul_4, div, le, div_1)
