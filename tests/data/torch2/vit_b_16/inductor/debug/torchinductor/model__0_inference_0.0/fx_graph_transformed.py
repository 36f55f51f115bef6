class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1, 3, 224, 224]", arg1_1: "f32[768, 3, 16, 16]", arg2_1: "f32[768]", arg3_1: "f32[1, 1, 768]", arg4_1: "f32[1, 197, 768]", arg5_1: "f32[768]", arg6_1: "f32[768]", arg7_1: "f32[2304]", arg8_1: "f32[2304, 768]", arg9_1: "f32[768, 768]", arg10_1: "f32[768]", arg11_1: "f32[768]", arg12_1: "f32[768]", arg13_1: "f32[3072, 768]", arg14_1: "f32[3072]", arg15_1: "f32[768, 3072]", arg16_1: "f32[768]", arg17_1: "f32[768]", arg18_1: "f32[768]", arg19_1: "f32[2304]", arg20_1: "f32[2304, 768]", arg21_1: "f32[768, 768]", arg22_1: "f32[768]", arg23_1: "f32[768]", arg24_1: "f32[768]", arg25_1: "f32[3072, 768]", arg26_1: "f32[3072]", arg27_1: "f32[768, 3072]", arg28_1: "f32[768]", arg29_1: "f32[768]", arg30_1: "f32[768]", arg31_1: "f32[2304]", arg32_1: "f32[2304, 768]", arg33_1: "f32[768, 768]", arg34_1: "f32[768]", arg35_1: "f32[768]", arg36_1: "f32[768]", arg37_1: "f32[3072, 768]", arg38_1: "f32[3072]", arg39_1: "f32[768, 3072]", arg40_1: "f32[768]", arg41_1: "f32[768]", arg42_1: "f32[768]", arg43_1: "f32[2304]", arg44_1: "f32[2304, 768]", arg45_1: "f32[768, 768]", arg46_1: "f32[768]", arg47_1: "f32[768]", arg48_1: "f32[768]", arg49_1: "f32[3072, 768]", arg50_1: "f32[3072]", arg51_1: "f32[768, 3072]", arg52_1: "f32[768]", arg53_1: "f32[768]", arg54_1: "f32[768]", arg55_1: "f32[2304]", arg56_1: "f32[2304, 768]", arg57_1: "f32[768, 768]", arg58_1: "f32[768]", arg59_1: "f32[768]", arg60_1: "f32[768]", arg61_1: "f32[3072, 768]", arg62_1: "f32[3072]", arg63_1: "f32[768, 3072]", arg64_1: "f32[768]", arg65_1: "f32[768]", arg66_1: "f32[768]", arg67_1: "f32[2304]", arg68_1: "f32[2304, 768]", arg69_1: "f32[768, 768]", arg70_1: "f32[768]", arg71_1: "f32[768]", arg72_1: "f32[768]", arg73_1: "f32[3072, 768]", arg74_1: "f32[3072]", arg75_1: "f32[768, 3072]", arg76_1: "f32[768]", arg77_1: "f32[768]", arg78_1: "f32[768]", arg79_1: "f32[2304]", arg80_1: "f32[2304, 768]", arg81_1: "f32[768, 768]", arg82_1: "f32[768]", arg83_1: "f32[768]", arg84_1: "f32[768]", arg85_1: "f32[3072, 768]", arg86_1: "f32[3072]", arg87_1: "f32[768, 3072]", arg88_1: "f32[768]", arg89_1: "f32[768]", arg90_1: "f32[768]", arg91_1: "f32[2304]", arg92_1: "f32[2304, 768]", arg93_1: "f32[768, 768]", arg94_1: "f32[768]", arg95_1: "f32[768]", arg96_1: "f32[768]", arg97_1: "f32[3072, 768]", arg98_1: "f32[3072]", arg99_1: "f32[768, 3072]", arg100_1: "f32[768]", arg101_1: "f32[768]", arg102_1: "f32[768]", arg103_1: "f32[2304]", arg104_1: "f32[2304, 768]", arg105_1: "f32[768, 768]", arg106_1: "f32[768]", arg107_1: "f32[768]", arg108_1: "f32[768]", arg109_1: "f32[3072, 768]", arg110_1: "f32[3072]", arg111_1: "f32[768, 3072]", arg112_1: "f32[768]", arg113_1: "f32[768]", arg114_1: "f32[768]", arg115_1: "f32[2304]", arg116_1: "f32[2304, 768]", arg117_1: "f32[768, 768]", arg118_1: "f32[768]", arg119_1: "f32[768]", arg120_1: "f32[768]", arg121_1: "f32[3072, 768]", arg122_1: "f32[3072]", arg123_1: "f32[768, 3072]", arg124_1: "f32[768]", arg125_1: "f32[768]", arg126_1: "f32[768]", arg127_1: "f32[2304]", arg128_1: "f32[2304, 768]", arg129_1: "f32[768, 768]", arg130_1: "f32[768]", arg131_1: "f32[768]", arg132_1: "f32[768]", arg133_1: "f32[3072, 768]", arg134_1: "f32[3072]", arg135_1: "f32[768, 3072]", arg136_1: "f32[768]", arg137_1: "f32[768]", arg138_1: "f32[768]", arg139_1: "f32[2304]", arg140_1: "f32[2304, 768]", arg141_1: "f32[768, 768]", arg142_1: "f32[768]", arg143_1: "f32[768]", arg144_1: "f32[768]", arg145_1: "f32[3072, 768]", arg146_1: "f32[3072]", arg147_1: "f32[768, 3072]", arg148_1: "f32[768]", arg149_1: "f32[768]", arg150_1: "f32[768]", arg151_1: "f32[1000, 768]", arg152_1: "f32[1000]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:295 in forward, code: batch_class_token = self.class_token.expand(n, -1, -1)
        expand: "f32[1, 1, 768]" = torch.ops.aten.expand.default(arg3_1, [1, -1, -1]);  arg3_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:277 in _process_input, code: x = self.conv_proj(x)
        convolution: "f32[1, 768, 14, 14]" = torch.ops.aten.convolution.default(arg0_1, arg1_1, arg2_1, [16, 16], [0, 0], [1, 1], False, [0, 0], 1);  arg0_1 = arg1_1 = arg2_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:279 in _process_input, code: x = x.reshape(n, self.hidden_dim, n_h * n_w)
        view: "f32[1, 768, 196]" = torch.ops.aten.reshape.default(convolution, [1, 768, 196]);  convolution = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:285 in _process_input, code: x = x.permute(0, 2, 1)
        permute: "f32[1, 196, 768]" = torch.ops.aten.permute.default(view, [0, 2, 1]);  view = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:296 in forward, code: x = torch.cat([batch_class_token, x], dim=1)
        cat: "f32[1, 197, 768]" = torch.ops.aten.cat.default([expand, permute], 1);  expand = permute = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:156 in forward, code: input = input + self.pos_embedding
        add: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(cat, arg4_1);  cat = arg4_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:112 in forward, code: x = self.ln_1(input)
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem: "f32[1, 197, 1]" = var_mean[0]
        getitem_1: "f32[1, 197, 1]" = var_mean[1];  var_mean = None
        sub: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add, getitem_1);  getitem_1 = None
        add_1: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-06);  getitem = None
        rsqrt: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        mul: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul, arg5_1);  mul = arg5_1 = None
        add_2: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_1, arg6_1);  mul_1 = arg6_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:113 in forward, code: x, _ = self.self_attention(x, x, x, need_weights=False)
        permute_1: "f32[197, 1, 768]" = torch.ops.aten.permute.default(add_2, [1, 0, 2]);  add_2 = None
        view_1: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_1, [197, 768]);  permute_1 = None
        permute_2: "f32[768, 2304]" = torch.ops.aten.permute.default(arg8_1, [1, 0]);  arg8_1 = None
        addmm: "f32[197, 2304]" = torch.ops.aten.addmm.default(arg7_1, view_1, permute_2);  arg7_1 = view_1 = permute_2 = None
        view_2: "f32[197, 1, 2304]" = torch.ops.aten.reshape.default(addmm, [197, 1, 2304]);  addmm = None
        view_3: "f32[197, 1, 3, 768]" = torch.ops.aten.reshape.default(view_2, [197, 1, 3, 768]);  view_2 = None
        unsqueeze: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(view_3, 0);  view_3 = None
        permute_3: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.permute.default(unsqueeze, [3, 1, 2, 0, 4]);  unsqueeze = None
        squeeze: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(permute_3, -2);  permute_3 = None
        clone: "f32[3, 197, 1, 768]" = torch.ops.aten.clone.default(squeeze, memory_format = torch.contiguous_format);  squeeze = None
        select: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone, 0, 0)
        view_4: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select, [197, 12, 64]);  select = None
        permute_4: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_4, [1, 0, 2]);  view_4 = None
        view_7: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_4, [1, 12, 197, 64]);  permute_4 = None
        select_1: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone, 0, 1)
        view_5: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_1, [197, 12, 64]);  select_1 = None
        permute_5: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_5, [1, 0, 2]);  view_5 = None
        view_8: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_5, [1, 12, 197, 64]);  permute_5 = None
        select_2: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone, 0, 2);  clone = None
        view_6: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_2, [197, 12, 64]);  select_2 = None
        permute_6: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_6, [1, 0, 2]);  view_6 = None
        view_9: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_6, [1, 12, 197, 64]);  permute_6 = None
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_7, view_8, view_9);  view_7 = view_8 = view_9 = None
        getitem_2: "f32[1, 12, 197, 64]" = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None
        permute_7: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(getitem_2, [2, 0, 1, 3]);  getitem_2 = None
        view_10: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_7, [197, 768]);  permute_7 = None
        permute_8: "f32[768, 768]" = torch.ops.aten.permute.default(arg9_1, [1, 0]);  arg9_1 = None
        addmm_1: "f32[197, 768]" = torch.ops.aten.addmm.default(arg10_1, view_10, permute_8);  arg10_1 = view_10 = permute_8 = None
        view_11: "f32[197, 1, 768]" = torch.ops.aten.reshape.default(addmm_1, [197, 1, 768]);  addmm_1 = None
        permute_9: "f32[1, 197, 768]" = torch.ops.aten.permute.default(view_11, [1, 0, 2]);  view_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_3: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(permute_9, add);  permute_9 = add = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:117 in forward, code: y = self.ln_2(x)
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_4: "f32[1, 197, 1]" = var_mean_1[0]
        getitem_5: "f32[1, 197, 1]" = var_mean_1[1];  var_mean_1 = None
        sub_1: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_3, getitem_5);  getitem_5 = None
        add_4: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_4, 1e-06);  getitem_4 = None
        rsqrt_1: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        mul_2: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_2, arg11_1);  mul_2 = arg11_1 = None
        add_5: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_3, arg12_1);  mul_3 = arg12_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:118 in forward, code: y = self.mlp(y)
        view_12: "f32[197, 768]" = torch.ops.aten.reshape.default(add_5, [197, 768]);  add_5 = None
        permute_10: "f32[768, 3072]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
        addmm_2: "f32[197, 3072]" = torch.ops.aten.addmm.default(arg14_1, view_12, permute_10);  arg14_1 = view_12 = permute_10 = None
        view_13: "f32[1, 197, 3072]" = torch.ops.aten.reshape.default(addmm_2, [1, 197, 3072]);  addmm_2 = None
        mul_4: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_13, 0.5)
        mul_5: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_13, 0.7071067811865476);  view_13 = None
        erf: "f32[1, 197, 3072]" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_6: "f32[1, 197, 3072]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(mul_4, add_6);  mul_4 = add_6 = None
        view_14: "f32[197, 3072]" = torch.ops.aten.reshape.default(mul_6, [197, 3072]);  mul_6 = None
        permute_11: "f32[3072, 768]" = torch.ops.aten.permute.default(arg15_1, [1, 0]);  arg15_1 = None
        addmm_3: "f32[197, 768]" = torch.ops.aten.addmm.default(arg16_1, view_14, permute_11);  arg16_1 = view_14 = permute_11 = None
        view_15: "f32[1, 197, 768]" = torch.ops.aten.reshape.default(addmm_3, [1, 197, 768]);  addmm_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_7: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_3, view_15);  add_3 = view_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:112 in forward, code: x = self.ln_1(input)
        var_mean_2 = torch.ops.aten.var_mean.correction(add_7, [2], correction = 0, keepdim = True)
        getitem_6: "f32[1, 197, 1]" = var_mean_2[0]
        getitem_7: "f32[1, 197, 1]" = var_mean_2[1];  var_mean_2 = None
        sub_2: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_7, getitem_7);  getitem_7 = None
        add_8: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_6, 1e-06);  getitem_6 = None
        rsqrt_2: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        mul_7: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = rsqrt_2 = None
        mul_8: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_7, arg17_1);  mul_7 = arg17_1 = None
        add_9: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_8, arg18_1);  mul_8 = arg18_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:113 in forward, code: x, _ = self.self_attention(x, x, x, need_weights=False)
        permute_12: "f32[197, 1, 768]" = torch.ops.aten.permute.default(add_9, [1, 0, 2]);  add_9 = None
        view_16: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_12, [197, 768]);  permute_12 = None
        permute_13: "f32[768, 2304]" = torch.ops.aten.permute.default(arg20_1, [1, 0]);  arg20_1 = None
        addmm_4: "f32[197, 2304]" = torch.ops.aten.addmm.default(arg19_1, view_16, permute_13);  arg19_1 = view_16 = permute_13 = None
        view_17: "f32[197, 1, 2304]" = torch.ops.aten.reshape.default(addmm_4, [197, 1, 2304]);  addmm_4 = None
        view_18: "f32[197, 1, 3, 768]" = torch.ops.aten.reshape.default(view_17, [197, 1, 3, 768]);  view_17 = None
        unsqueeze_1: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(view_18, 0);  view_18 = None
        permute_14: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.permute.default(unsqueeze_1, [3, 1, 2, 0, 4]);  unsqueeze_1 = None
        squeeze_1: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(permute_14, -2);  permute_14 = None
        clone_1: "f32[3, 197, 1, 768]" = torch.ops.aten.clone.default(squeeze_1, memory_format = torch.contiguous_format);  squeeze_1 = None
        select_3: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_1, 0, 0)
        view_19: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_3, [197, 12, 64]);  select_3 = None
        permute_15: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_19, [1, 0, 2]);  view_19 = None
        view_22: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_15, [1, 12, 197, 64]);  permute_15 = None
        select_4: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_1, 0, 1)
        view_20: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_4, [197, 12, 64]);  select_4 = None
        permute_16: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_20, [1, 0, 2]);  view_20 = None
        view_23: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_16, [1, 12, 197, 64]);  permute_16 = None
        select_5: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_1, 0, 2);  clone_1 = None
        view_21: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_5, [197, 12, 64]);  select_5 = None
        permute_17: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_21, [1, 0, 2]);  view_21 = None
        view_24: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_17, [1, 12, 197, 64]);  permute_17 = None
        _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_22, view_23, view_24);  view_22 = view_23 = view_24 = None
        getitem_8: "f32[1, 12, 197, 64]" = _scaled_dot_product_flash_attention_for_cpu_1[0];  _scaled_dot_product_flash_attention_for_cpu_1 = None
        permute_18: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(getitem_8, [2, 0, 1, 3]);  getitem_8 = None
        view_25: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_18, [197, 768]);  permute_18 = None
        permute_19: "f32[768, 768]" = torch.ops.aten.permute.default(arg21_1, [1, 0]);  arg21_1 = None
        addmm_5: "f32[197, 768]" = torch.ops.aten.addmm.default(arg22_1, view_25, permute_19);  arg22_1 = view_25 = permute_19 = None
        view_26: "f32[197, 1, 768]" = torch.ops.aten.reshape.default(addmm_5, [197, 1, 768]);  addmm_5 = None
        permute_20: "f32[1, 197, 768]" = torch.ops.aten.permute.default(view_26, [1, 0, 2]);  view_26 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_10: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(permute_20, add_7);  permute_20 = add_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:117 in forward, code: y = self.ln_2(x)
        var_mean_3 = torch.ops.aten.var_mean.correction(add_10, [2], correction = 0, keepdim = True)
        getitem_10: "f32[1, 197, 1]" = var_mean_3[0]
        getitem_11: "f32[1, 197, 1]" = var_mean_3[1];  var_mean_3 = None
        sub_3: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_10, getitem_11);  getitem_11 = None
        add_11: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_10, 1e-06);  getitem_10 = None
        rsqrt_3: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        mul_9: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = rsqrt_3 = None
        mul_10: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_9, arg23_1);  mul_9 = arg23_1 = None
        add_12: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_10, arg24_1);  mul_10 = arg24_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:118 in forward, code: y = self.mlp(y)
        view_27: "f32[197, 768]" = torch.ops.aten.reshape.default(add_12, [197, 768]);  add_12 = None
        permute_21: "f32[768, 3072]" = torch.ops.aten.permute.default(arg25_1, [1, 0]);  arg25_1 = None
        addmm_6: "f32[197, 3072]" = torch.ops.aten.addmm.default(arg26_1, view_27, permute_21);  arg26_1 = view_27 = permute_21 = None
        view_28: "f32[1, 197, 3072]" = torch.ops.aten.reshape.default(addmm_6, [1, 197, 3072]);  addmm_6 = None
        mul_11: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_28, 0.5)
        mul_12: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_28, 0.7071067811865476);  view_28 = None
        erf_1: "f32[1, 197, 3072]" = torch.ops.aten.erf.default(mul_12);  mul_12 = None
        add_13: "f32[1, 197, 3072]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_13: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(mul_11, add_13);  mul_11 = add_13 = None
        view_29: "f32[197, 3072]" = torch.ops.aten.reshape.default(mul_13, [197, 3072]);  mul_13 = None
        permute_22: "f32[3072, 768]" = torch.ops.aten.permute.default(arg27_1, [1, 0]);  arg27_1 = None
        addmm_7: "f32[197, 768]" = torch.ops.aten.addmm.default(arg28_1, view_29, permute_22);  arg28_1 = view_29 = permute_22 = None
        view_30: "f32[1, 197, 768]" = torch.ops.aten.reshape.default(addmm_7, [1, 197, 768]);  addmm_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_14: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_10, view_30);  add_10 = view_30 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:112 in forward, code: x = self.ln_1(input)
        var_mean_4 = torch.ops.aten.var_mean.correction(add_14, [2], correction = 0, keepdim = True)
        getitem_12: "f32[1, 197, 1]" = var_mean_4[0]
        getitem_13: "f32[1, 197, 1]" = var_mean_4[1];  var_mean_4 = None
        sub_4: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_14, getitem_13);  getitem_13 = None
        add_15: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_12, 1e-06);  getitem_12 = None
        rsqrt_4: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        mul_14: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_4, rsqrt_4);  sub_4 = rsqrt_4 = None
        mul_15: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_14, arg29_1);  mul_14 = arg29_1 = None
        add_16: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_15, arg30_1);  mul_15 = arg30_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:113 in forward, code: x, _ = self.self_attention(x, x, x, need_weights=False)
        permute_23: "f32[197, 1, 768]" = torch.ops.aten.permute.default(add_16, [1, 0, 2]);  add_16 = None
        view_31: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_23, [197, 768]);  permute_23 = None
        permute_24: "f32[768, 2304]" = torch.ops.aten.permute.default(arg32_1, [1, 0]);  arg32_1 = None
        addmm_8: "f32[197, 2304]" = torch.ops.aten.addmm.default(arg31_1, view_31, permute_24);  arg31_1 = view_31 = permute_24 = None
        view_32: "f32[197, 1, 2304]" = torch.ops.aten.reshape.default(addmm_8, [197, 1, 2304]);  addmm_8 = None
        view_33: "f32[197, 1, 3, 768]" = torch.ops.aten.reshape.default(view_32, [197, 1, 3, 768]);  view_32 = None
        unsqueeze_2: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(view_33, 0);  view_33 = None
        permute_25: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.permute.default(unsqueeze_2, [3, 1, 2, 0, 4]);  unsqueeze_2 = None
        squeeze_2: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(permute_25, -2);  permute_25 = None
        clone_2: "f32[3, 197, 1, 768]" = torch.ops.aten.clone.default(squeeze_2, memory_format = torch.contiguous_format);  squeeze_2 = None
        select_6: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_2, 0, 0)
        view_34: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_6, [197, 12, 64]);  select_6 = None
        permute_26: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_34, [1, 0, 2]);  view_34 = None
        view_37: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_26, [1, 12, 197, 64]);  permute_26 = None
        select_7: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_2, 0, 1)
        view_35: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_7, [197, 12, 64]);  select_7 = None
        permute_27: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_35, [1, 0, 2]);  view_35 = None
        view_38: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_27, [1, 12, 197, 64]);  permute_27 = None
        select_8: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_2, 0, 2);  clone_2 = None
        view_36: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_8, [197, 12, 64]);  select_8 = None
        permute_28: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_36, [1, 0, 2]);  view_36 = None
        view_39: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_28, [1, 12, 197, 64]);  permute_28 = None
        _scaled_dot_product_flash_attention_for_cpu_2 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_37, view_38, view_39);  view_37 = view_38 = view_39 = None
        getitem_14: "f32[1, 12, 197, 64]" = _scaled_dot_product_flash_attention_for_cpu_2[0];  _scaled_dot_product_flash_attention_for_cpu_2 = None
        permute_29: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(getitem_14, [2, 0, 1, 3]);  getitem_14 = None
        view_40: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_29, [197, 768]);  permute_29 = None
        permute_30: "f32[768, 768]" = torch.ops.aten.permute.default(arg33_1, [1, 0]);  arg33_1 = None
        addmm_9: "f32[197, 768]" = torch.ops.aten.addmm.default(arg34_1, view_40, permute_30);  arg34_1 = view_40 = permute_30 = None
        view_41: "f32[197, 1, 768]" = torch.ops.aten.reshape.default(addmm_9, [197, 1, 768]);  addmm_9 = None
        permute_31: "f32[1, 197, 768]" = torch.ops.aten.permute.default(view_41, [1, 0, 2]);  view_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_17: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(permute_31, add_14);  permute_31 = add_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:117 in forward, code: y = self.ln_2(x)
        var_mean_5 = torch.ops.aten.var_mean.correction(add_17, [2], correction = 0, keepdim = True)
        getitem_16: "f32[1, 197, 1]" = var_mean_5[0]
        getitem_17: "f32[1, 197, 1]" = var_mean_5[1];  var_mean_5 = None
        sub_5: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_17, getitem_17);  getitem_17 = None
        add_18: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_16, 1e-06);  getitem_16 = None
        rsqrt_5: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_18);  add_18 = None
        mul_16: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_5, rsqrt_5);  sub_5 = rsqrt_5 = None
        mul_17: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_16, arg35_1);  mul_16 = arg35_1 = None
        add_19: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_17, arg36_1);  mul_17 = arg36_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:118 in forward, code: y = self.mlp(y)
        view_42: "f32[197, 768]" = torch.ops.aten.reshape.default(add_19, [197, 768]);  add_19 = None
        permute_32: "f32[768, 3072]" = torch.ops.aten.permute.default(arg37_1, [1, 0]);  arg37_1 = None
        addmm_10: "f32[197, 3072]" = torch.ops.aten.addmm.default(arg38_1, view_42, permute_32);  arg38_1 = view_42 = permute_32 = None
        view_43: "f32[1, 197, 3072]" = torch.ops.aten.reshape.default(addmm_10, [1, 197, 3072]);  addmm_10 = None
        mul_18: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_43, 0.5)
        mul_19: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_43, 0.7071067811865476);  view_43 = None
        erf_2: "f32[1, 197, 3072]" = torch.ops.aten.erf.default(mul_19);  mul_19 = None
        add_20: "f32[1, 197, 3072]" = torch.ops.aten.add.Tensor(erf_2, 1);  erf_2 = None
        mul_20: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(mul_18, add_20);  mul_18 = add_20 = None
        view_44: "f32[197, 3072]" = torch.ops.aten.reshape.default(mul_20, [197, 3072]);  mul_20 = None
        permute_33: "f32[3072, 768]" = torch.ops.aten.permute.default(arg39_1, [1, 0]);  arg39_1 = None
        addmm_11: "f32[197, 768]" = torch.ops.aten.addmm.default(arg40_1, view_44, permute_33);  arg40_1 = view_44 = permute_33 = None
        view_45: "f32[1, 197, 768]" = torch.ops.aten.reshape.default(addmm_11, [1, 197, 768]);  addmm_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_21: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_17, view_45);  add_17 = view_45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:112 in forward, code: x = self.ln_1(input)
        var_mean_6 = torch.ops.aten.var_mean.correction(add_21, [2], correction = 0, keepdim = True)
        getitem_18: "f32[1, 197, 1]" = var_mean_6[0]
        getitem_19: "f32[1, 197, 1]" = var_mean_6[1];  var_mean_6 = None
        sub_6: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_21, getitem_19);  getitem_19 = None
        add_22: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_18, 1e-06);  getitem_18 = None
        rsqrt_6: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_22);  add_22 = None
        mul_21: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_6, rsqrt_6);  sub_6 = rsqrt_6 = None
        mul_22: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_21, arg41_1);  mul_21 = arg41_1 = None
        add_23: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_22, arg42_1);  mul_22 = arg42_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:113 in forward, code: x, _ = self.self_attention(x, x, x, need_weights=False)
        permute_34: "f32[197, 1, 768]" = torch.ops.aten.permute.default(add_23, [1, 0, 2]);  add_23 = None
        view_46: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_34, [197, 768]);  permute_34 = None
        permute_35: "f32[768, 2304]" = torch.ops.aten.permute.default(arg44_1, [1, 0]);  arg44_1 = None
        addmm_12: "f32[197, 2304]" = torch.ops.aten.addmm.default(arg43_1, view_46, permute_35);  arg43_1 = view_46 = permute_35 = None
        view_47: "f32[197, 1, 2304]" = torch.ops.aten.reshape.default(addmm_12, [197, 1, 2304]);  addmm_12 = None
        view_48: "f32[197, 1, 3, 768]" = torch.ops.aten.reshape.default(view_47, [197, 1, 3, 768]);  view_47 = None
        unsqueeze_3: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(view_48, 0);  view_48 = None
        permute_36: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.permute.default(unsqueeze_3, [3, 1, 2, 0, 4]);  unsqueeze_3 = None
        squeeze_3: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(permute_36, -2);  permute_36 = None
        clone_3: "f32[3, 197, 1, 768]" = torch.ops.aten.clone.default(squeeze_3, memory_format = torch.contiguous_format);  squeeze_3 = None
        select_9: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_3, 0, 0)
        view_49: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_9, [197, 12, 64]);  select_9 = None
        permute_37: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_49, [1, 0, 2]);  view_49 = None
        view_52: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_37, [1, 12, 197, 64]);  permute_37 = None
        select_10: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_3, 0, 1)
        view_50: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_10, [197, 12, 64]);  select_10 = None
        permute_38: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_50, [1, 0, 2]);  view_50 = None
        view_53: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_38, [1, 12, 197, 64]);  permute_38 = None
        select_11: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_3, 0, 2);  clone_3 = None
        view_51: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_11, [197, 12, 64]);  select_11 = None
        permute_39: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_51, [1, 0, 2]);  view_51 = None
        view_54: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_39, [1, 12, 197, 64]);  permute_39 = None
        _scaled_dot_product_flash_attention_for_cpu_3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_52, view_53, view_54);  view_52 = view_53 = view_54 = None
        getitem_20: "f32[1, 12, 197, 64]" = _scaled_dot_product_flash_attention_for_cpu_3[0];  _scaled_dot_product_flash_attention_for_cpu_3 = None
        permute_40: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(getitem_20, [2, 0, 1, 3]);  getitem_20 = None
        view_55: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_40, [197, 768]);  permute_40 = None
        permute_41: "f32[768, 768]" = torch.ops.aten.permute.default(arg45_1, [1, 0]);  arg45_1 = None
        addmm_13: "f32[197, 768]" = torch.ops.aten.addmm.default(arg46_1, view_55, permute_41);  arg46_1 = view_55 = permute_41 = None
        view_56: "f32[197, 1, 768]" = torch.ops.aten.reshape.default(addmm_13, [197, 1, 768]);  addmm_13 = None
        permute_42: "f32[1, 197, 768]" = torch.ops.aten.permute.default(view_56, [1, 0, 2]);  view_56 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_24: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(permute_42, add_21);  permute_42 = add_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:117 in forward, code: y = self.ln_2(x)
        var_mean_7 = torch.ops.aten.var_mean.correction(add_24, [2], correction = 0, keepdim = True)
        getitem_22: "f32[1, 197, 1]" = var_mean_7[0]
        getitem_23: "f32[1, 197, 1]" = var_mean_7[1];  var_mean_7 = None
        sub_7: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_24, getitem_23);  getitem_23 = None
        add_25: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_22, 1e-06);  getitem_22 = None
        rsqrt_7: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_25);  add_25 = None
        mul_23: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_7, rsqrt_7);  sub_7 = rsqrt_7 = None
        mul_24: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_23, arg47_1);  mul_23 = arg47_1 = None
        add_26: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_24, arg48_1);  mul_24 = arg48_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:118 in forward, code: y = self.mlp(y)
        view_57: "f32[197, 768]" = torch.ops.aten.reshape.default(add_26, [197, 768]);  add_26 = None
        permute_43: "f32[768, 3072]" = torch.ops.aten.permute.default(arg49_1, [1, 0]);  arg49_1 = None
        addmm_14: "f32[197, 3072]" = torch.ops.aten.addmm.default(arg50_1, view_57, permute_43);  arg50_1 = view_57 = permute_43 = None
        view_58: "f32[1, 197, 3072]" = torch.ops.aten.reshape.default(addmm_14, [1, 197, 3072]);  addmm_14 = None
        mul_25: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_58, 0.5)
        mul_26: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_58, 0.7071067811865476);  view_58 = None
        erf_3: "f32[1, 197, 3072]" = torch.ops.aten.erf.default(mul_26);  mul_26 = None
        add_27: "f32[1, 197, 3072]" = torch.ops.aten.add.Tensor(erf_3, 1);  erf_3 = None
        mul_27: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(mul_25, add_27);  mul_25 = add_27 = None
        view_59: "f32[197, 3072]" = torch.ops.aten.reshape.default(mul_27, [197, 3072]);  mul_27 = None
        permute_44: "f32[3072, 768]" = torch.ops.aten.permute.default(arg51_1, [1, 0]);  arg51_1 = None
        addmm_15: "f32[197, 768]" = torch.ops.aten.addmm.default(arg52_1, view_59, permute_44);  arg52_1 = view_59 = permute_44 = None
        view_60: "f32[1, 197, 768]" = torch.ops.aten.reshape.default(addmm_15, [1, 197, 768]);  addmm_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_28: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_24, view_60);  add_24 = view_60 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:112 in forward, code: x = self.ln_1(input)
        var_mean_8 = torch.ops.aten.var_mean.correction(add_28, [2], correction = 0, keepdim = True)
        getitem_24: "f32[1, 197, 1]" = var_mean_8[0]
        getitem_25: "f32[1, 197, 1]" = var_mean_8[1];  var_mean_8 = None
        sub_8: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_28, getitem_25);  getitem_25 = None
        add_29: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_24, 1e-06);  getitem_24 = None
        rsqrt_8: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_29);  add_29 = None
        mul_28: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_8, rsqrt_8);  sub_8 = rsqrt_8 = None
        mul_29: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_28, arg53_1);  mul_28 = arg53_1 = None
        add_30: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_29, arg54_1);  mul_29 = arg54_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:113 in forward, code: x, _ = self.self_attention(x, x, x, need_weights=False)
        permute_45: "f32[197, 1, 768]" = torch.ops.aten.permute.default(add_30, [1, 0, 2]);  add_30 = None
        view_61: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_45, [197, 768]);  permute_45 = None
        permute_46: "f32[768, 2304]" = torch.ops.aten.permute.default(arg56_1, [1, 0]);  arg56_1 = None
        addmm_16: "f32[197, 2304]" = torch.ops.aten.addmm.default(arg55_1, view_61, permute_46);  arg55_1 = view_61 = permute_46 = None
        view_62: "f32[197, 1, 2304]" = torch.ops.aten.reshape.default(addmm_16, [197, 1, 2304]);  addmm_16 = None
        view_63: "f32[197, 1, 3, 768]" = torch.ops.aten.reshape.default(view_62, [197, 1, 3, 768]);  view_62 = None
        unsqueeze_4: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(view_63, 0);  view_63 = None
        permute_47: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.permute.default(unsqueeze_4, [3, 1, 2, 0, 4]);  unsqueeze_4 = None
        squeeze_4: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(permute_47, -2);  permute_47 = None
        clone_4: "f32[3, 197, 1, 768]" = torch.ops.aten.clone.default(squeeze_4, memory_format = torch.contiguous_format);  squeeze_4 = None
        select_12: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_4, 0, 0)
        view_64: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_12, [197, 12, 64]);  select_12 = None
        permute_48: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_64, [1, 0, 2]);  view_64 = None
        view_67: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_48, [1, 12, 197, 64]);  permute_48 = None
        select_13: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_4, 0, 1)
        view_65: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_13, [197, 12, 64]);  select_13 = None
        permute_49: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_65, [1, 0, 2]);  view_65 = None
        view_68: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_49, [1, 12, 197, 64]);  permute_49 = None
        select_14: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_4, 0, 2);  clone_4 = None
        view_66: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_14, [197, 12, 64]);  select_14 = None
        permute_50: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_66, [1, 0, 2]);  view_66 = None
        view_69: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_50, [1, 12, 197, 64]);  permute_50 = None
        _scaled_dot_product_flash_attention_for_cpu_4 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_67, view_68, view_69);  view_67 = view_68 = view_69 = None
        getitem_26: "f32[1, 12, 197, 64]" = _scaled_dot_product_flash_attention_for_cpu_4[0];  _scaled_dot_product_flash_attention_for_cpu_4 = None
        permute_51: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(getitem_26, [2, 0, 1, 3]);  getitem_26 = None
        view_70: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_51, [197, 768]);  permute_51 = None
        permute_52: "f32[768, 768]" = torch.ops.aten.permute.default(arg57_1, [1, 0]);  arg57_1 = None
        addmm_17: "f32[197, 768]" = torch.ops.aten.addmm.default(arg58_1, view_70, permute_52);  arg58_1 = view_70 = permute_52 = None
        view_71: "f32[197, 1, 768]" = torch.ops.aten.reshape.default(addmm_17, [197, 1, 768]);  addmm_17 = None
        permute_53: "f32[1, 197, 768]" = torch.ops.aten.permute.default(view_71, [1, 0, 2]);  view_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_31: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(permute_53, add_28);  permute_53 = add_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:117 in forward, code: y = self.ln_2(x)
        var_mean_9 = torch.ops.aten.var_mean.correction(add_31, [2], correction = 0, keepdim = True)
        getitem_28: "f32[1, 197, 1]" = var_mean_9[0]
        getitem_29: "f32[1, 197, 1]" = var_mean_9[1];  var_mean_9 = None
        sub_9: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_31, getitem_29);  getitem_29 = None
        add_32: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_28, 1e-06);  getitem_28 = None
        rsqrt_9: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_32);  add_32 = None
        mul_30: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_9, rsqrt_9);  sub_9 = rsqrt_9 = None
        mul_31: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_30, arg59_1);  mul_30 = arg59_1 = None
        add_33: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_31, arg60_1);  mul_31 = arg60_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:118 in forward, code: y = self.mlp(y)
        view_72: "f32[197, 768]" = torch.ops.aten.reshape.default(add_33, [197, 768]);  add_33 = None
        permute_54: "f32[768, 3072]" = torch.ops.aten.permute.default(arg61_1, [1, 0]);  arg61_1 = None
        addmm_18: "f32[197, 3072]" = torch.ops.aten.addmm.default(arg62_1, view_72, permute_54);  arg62_1 = view_72 = permute_54 = None
        view_73: "f32[1, 197, 3072]" = torch.ops.aten.reshape.default(addmm_18, [1, 197, 3072]);  addmm_18 = None
        mul_32: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_73, 0.5)
        mul_33: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_73, 0.7071067811865476);  view_73 = None
        erf_4: "f32[1, 197, 3072]" = torch.ops.aten.erf.default(mul_33);  mul_33 = None
        add_34: "f32[1, 197, 3072]" = torch.ops.aten.add.Tensor(erf_4, 1);  erf_4 = None
        mul_34: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(mul_32, add_34);  mul_32 = add_34 = None
        view_74: "f32[197, 3072]" = torch.ops.aten.reshape.default(mul_34, [197, 3072]);  mul_34 = None
        permute_55: "f32[3072, 768]" = torch.ops.aten.permute.default(arg63_1, [1, 0]);  arg63_1 = None
        addmm_19: "f32[197, 768]" = torch.ops.aten.addmm.default(arg64_1, view_74, permute_55);  arg64_1 = view_74 = permute_55 = None
        view_75: "f32[1, 197, 768]" = torch.ops.aten.reshape.default(addmm_19, [1, 197, 768]);  addmm_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_35: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_31, view_75);  add_31 = view_75 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:112 in forward, code: x = self.ln_1(input)
        var_mean_10 = torch.ops.aten.var_mean.correction(add_35, [2], correction = 0, keepdim = True)
        getitem_30: "f32[1, 197, 1]" = var_mean_10[0]
        getitem_31: "f32[1, 197, 1]" = var_mean_10[1];  var_mean_10 = None
        sub_10: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_35, getitem_31);  getitem_31 = None
        add_36: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_30, 1e-06);  getitem_30 = None
        rsqrt_10: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_36);  add_36 = None
        mul_35: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_10, rsqrt_10);  sub_10 = rsqrt_10 = None
        mul_36: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_35, arg65_1);  mul_35 = arg65_1 = None
        add_37: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_36, arg66_1);  mul_36 = arg66_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:113 in forward, code: x, _ = self.self_attention(x, x, x, need_weights=False)
        permute_56: "f32[197, 1, 768]" = torch.ops.aten.permute.default(add_37, [1, 0, 2]);  add_37 = None
        view_76: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_56, [197, 768]);  permute_56 = None
        permute_57: "f32[768, 2304]" = torch.ops.aten.permute.default(arg68_1, [1, 0]);  arg68_1 = None
        addmm_20: "f32[197, 2304]" = torch.ops.aten.addmm.default(arg67_1, view_76, permute_57);  arg67_1 = view_76 = permute_57 = None
        view_77: "f32[197, 1, 2304]" = torch.ops.aten.reshape.default(addmm_20, [197, 1, 2304]);  addmm_20 = None
        view_78: "f32[197, 1, 3, 768]" = torch.ops.aten.reshape.default(view_77, [197, 1, 3, 768]);  view_77 = None
        unsqueeze_5: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(view_78, 0);  view_78 = None
        permute_58: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.permute.default(unsqueeze_5, [3, 1, 2, 0, 4]);  unsqueeze_5 = None
        squeeze_5: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(permute_58, -2);  permute_58 = None
        clone_5: "f32[3, 197, 1, 768]" = torch.ops.aten.clone.default(squeeze_5, memory_format = torch.contiguous_format);  squeeze_5 = None
        select_15: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_5, 0, 0)
        view_79: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_15, [197, 12, 64]);  select_15 = None
        permute_59: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_79, [1, 0, 2]);  view_79 = None
        view_82: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_59, [1, 12, 197, 64]);  permute_59 = None
        select_16: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_5, 0, 1)
        view_80: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_16, [197, 12, 64]);  select_16 = None
        permute_60: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_80, [1, 0, 2]);  view_80 = None
        view_83: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_60, [1, 12, 197, 64]);  permute_60 = None
        select_17: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_5, 0, 2);  clone_5 = None
        view_81: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_17, [197, 12, 64]);  select_17 = None
        permute_61: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_81, [1, 0, 2]);  view_81 = None
        view_84: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_61, [1, 12, 197, 64]);  permute_61 = None
        _scaled_dot_product_flash_attention_for_cpu_5 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_82, view_83, view_84);  view_82 = view_83 = view_84 = None
        getitem_32: "f32[1, 12, 197, 64]" = _scaled_dot_product_flash_attention_for_cpu_5[0];  _scaled_dot_product_flash_attention_for_cpu_5 = None
        permute_62: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(getitem_32, [2, 0, 1, 3]);  getitem_32 = None
        view_85: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_62, [197, 768]);  permute_62 = None
        permute_63: "f32[768, 768]" = torch.ops.aten.permute.default(arg69_1, [1, 0]);  arg69_1 = None
        addmm_21: "f32[197, 768]" = torch.ops.aten.addmm.default(arg70_1, view_85, permute_63);  arg70_1 = view_85 = permute_63 = None
        view_86: "f32[197, 1, 768]" = torch.ops.aten.reshape.default(addmm_21, [197, 1, 768]);  addmm_21 = None
        permute_64: "f32[1, 197, 768]" = torch.ops.aten.permute.default(view_86, [1, 0, 2]);  view_86 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_38: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(permute_64, add_35);  permute_64 = add_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:117 in forward, code: y = self.ln_2(x)
        var_mean_11 = torch.ops.aten.var_mean.correction(add_38, [2], correction = 0, keepdim = True)
        getitem_34: "f32[1, 197, 1]" = var_mean_11[0]
        getitem_35: "f32[1, 197, 1]" = var_mean_11[1];  var_mean_11 = None
        sub_11: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_38, getitem_35);  getitem_35 = None
        add_39: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_34, 1e-06);  getitem_34 = None
        rsqrt_11: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_39);  add_39 = None
        mul_37: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_11, rsqrt_11);  sub_11 = rsqrt_11 = None
        mul_38: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_37, arg71_1);  mul_37 = arg71_1 = None
        add_40: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_38, arg72_1);  mul_38 = arg72_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:118 in forward, code: y = self.mlp(y)
        view_87: "f32[197, 768]" = torch.ops.aten.reshape.default(add_40, [197, 768]);  add_40 = None
        permute_65: "f32[768, 3072]" = torch.ops.aten.permute.default(arg73_1, [1, 0]);  arg73_1 = None
        addmm_22: "f32[197, 3072]" = torch.ops.aten.addmm.default(arg74_1, view_87, permute_65);  arg74_1 = view_87 = permute_65 = None
        view_88: "f32[1, 197, 3072]" = torch.ops.aten.reshape.default(addmm_22, [1, 197, 3072]);  addmm_22 = None
        mul_39: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_88, 0.5)
        mul_40: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_88, 0.7071067811865476);  view_88 = None
        erf_5: "f32[1, 197, 3072]" = torch.ops.aten.erf.default(mul_40);  mul_40 = None
        add_41: "f32[1, 197, 3072]" = torch.ops.aten.add.Tensor(erf_5, 1);  erf_5 = None
        mul_41: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(mul_39, add_41);  mul_39 = add_41 = None
        view_89: "f32[197, 3072]" = torch.ops.aten.reshape.default(mul_41, [197, 3072]);  mul_41 = None
        permute_66: "f32[3072, 768]" = torch.ops.aten.permute.default(arg75_1, [1, 0]);  arg75_1 = None
        addmm_23: "f32[197, 768]" = torch.ops.aten.addmm.default(arg76_1, view_89, permute_66);  arg76_1 = view_89 = permute_66 = None
        view_90: "f32[1, 197, 768]" = torch.ops.aten.reshape.default(addmm_23, [1, 197, 768]);  addmm_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_42: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_38, view_90);  add_38 = view_90 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:112 in forward, code: x = self.ln_1(input)
        var_mean_12 = torch.ops.aten.var_mean.correction(add_42, [2], correction = 0, keepdim = True)
        getitem_36: "f32[1, 197, 1]" = var_mean_12[0]
        getitem_37: "f32[1, 197, 1]" = var_mean_12[1];  var_mean_12 = None
        sub_12: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_42, getitem_37);  getitem_37 = None
        add_43: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_36, 1e-06);  getitem_36 = None
        rsqrt_12: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_43);  add_43 = None
        mul_42: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_12, rsqrt_12);  sub_12 = rsqrt_12 = None
        mul_43: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_42, arg77_1);  mul_42 = arg77_1 = None
        add_44: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_43, arg78_1);  mul_43 = arg78_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:113 in forward, code: x, _ = self.self_attention(x, x, x, need_weights=False)
        permute_67: "f32[197, 1, 768]" = torch.ops.aten.permute.default(add_44, [1, 0, 2]);  add_44 = None
        view_91: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_67, [197, 768]);  permute_67 = None
        permute_68: "f32[768, 2304]" = torch.ops.aten.permute.default(arg80_1, [1, 0]);  arg80_1 = None
        addmm_24: "f32[197, 2304]" = torch.ops.aten.addmm.default(arg79_1, view_91, permute_68);  arg79_1 = view_91 = permute_68 = None
        view_92: "f32[197, 1, 2304]" = torch.ops.aten.reshape.default(addmm_24, [197, 1, 2304]);  addmm_24 = None
        view_93: "f32[197, 1, 3, 768]" = torch.ops.aten.reshape.default(view_92, [197, 1, 3, 768]);  view_92 = None
        unsqueeze_6: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(view_93, 0);  view_93 = None
        permute_69: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.permute.default(unsqueeze_6, [3, 1, 2, 0, 4]);  unsqueeze_6 = None
        squeeze_6: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(permute_69, -2);  permute_69 = None
        clone_6: "f32[3, 197, 1, 768]" = torch.ops.aten.clone.default(squeeze_6, memory_format = torch.contiguous_format);  squeeze_6 = None
        select_18: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_6, 0, 0)
        view_94: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_18, [197, 12, 64]);  select_18 = None
        permute_70: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_94, [1, 0, 2]);  view_94 = None
        view_97: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_70, [1, 12, 197, 64]);  permute_70 = None
        select_19: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_6, 0, 1)
        view_95: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_19, [197, 12, 64]);  select_19 = None
        permute_71: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_95, [1, 0, 2]);  view_95 = None
        view_98: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_71, [1, 12, 197, 64]);  permute_71 = None
        select_20: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_6, 0, 2);  clone_6 = None
        view_96: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_20, [197, 12, 64]);  select_20 = None
        permute_72: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_96, [1, 0, 2]);  view_96 = None
        view_99: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_72, [1, 12, 197, 64]);  permute_72 = None
        _scaled_dot_product_flash_attention_for_cpu_6 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_97, view_98, view_99);  view_97 = view_98 = view_99 = None
        getitem_38: "f32[1, 12, 197, 64]" = _scaled_dot_product_flash_attention_for_cpu_6[0];  _scaled_dot_product_flash_attention_for_cpu_6 = None
        permute_73: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(getitem_38, [2, 0, 1, 3]);  getitem_38 = None
        view_100: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_73, [197, 768]);  permute_73 = None
        permute_74: "f32[768, 768]" = torch.ops.aten.permute.default(arg81_1, [1, 0]);  arg81_1 = None
        addmm_25: "f32[197, 768]" = torch.ops.aten.addmm.default(arg82_1, view_100, permute_74);  arg82_1 = view_100 = permute_74 = None
        view_101: "f32[197, 1, 768]" = torch.ops.aten.reshape.default(addmm_25, [197, 1, 768]);  addmm_25 = None
        permute_75: "f32[1, 197, 768]" = torch.ops.aten.permute.default(view_101, [1, 0, 2]);  view_101 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_45: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(permute_75, add_42);  permute_75 = add_42 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:117 in forward, code: y = self.ln_2(x)
        var_mean_13 = torch.ops.aten.var_mean.correction(add_45, [2], correction = 0, keepdim = True)
        getitem_40: "f32[1, 197, 1]" = var_mean_13[0]
        getitem_41: "f32[1, 197, 1]" = var_mean_13[1];  var_mean_13 = None
        sub_13: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_45, getitem_41);  getitem_41 = None
        add_46: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_40, 1e-06);  getitem_40 = None
        rsqrt_13: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_46);  add_46 = None
        mul_44: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_13, rsqrt_13);  sub_13 = rsqrt_13 = None
        mul_45: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_44, arg83_1);  mul_44 = arg83_1 = None
        add_47: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_45, arg84_1);  mul_45 = arg84_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:118 in forward, code: y = self.mlp(y)
        view_102: "f32[197, 768]" = torch.ops.aten.reshape.default(add_47, [197, 768]);  add_47 = None
        permute_76: "f32[768, 3072]" = torch.ops.aten.permute.default(arg85_1, [1, 0]);  arg85_1 = None
        addmm_26: "f32[197, 3072]" = torch.ops.aten.addmm.default(arg86_1, view_102, permute_76);  arg86_1 = view_102 = permute_76 = None
        view_103: "f32[1, 197, 3072]" = torch.ops.aten.reshape.default(addmm_26, [1, 197, 3072]);  addmm_26 = None
        mul_46: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_103, 0.5)
        mul_47: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_103, 0.7071067811865476);  view_103 = None
        erf_6: "f32[1, 197, 3072]" = torch.ops.aten.erf.default(mul_47);  mul_47 = None
        add_48: "f32[1, 197, 3072]" = torch.ops.aten.add.Tensor(erf_6, 1);  erf_6 = None
        mul_48: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(mul_46, add_48);  mul_46 = add_48 = None
        view_104: "f32[197, 3072]" = torch.ops.aten.reshape.default(mul_48, [197, 3072]);  mul_48 = None
        permute_77: "f32[3072, 768]" = torch.ops.aten.permute.default(arg87_1, [1, 0]);  arg87_1 = None
        addmm_27: "f32[197, 768]" = torch.ops.aten.addmm.default(arg88_1, view_104, permute_77);  arg88_1 = view_104 = permute_77 = None
        view_105: "f32[1, 197, 768]" = torch.ops.aten.reshape.default(addmm_27, [1, 197, 768]);  addmm_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_49: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_45, view_105);  add_45 = view_105 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:112 in forward, code: x = self.ln_1(input)
        var_mean_14 = torch.ops.aten.var_mean.correction(add_49, [2], correction = 0, keepdim = True)
        getitem_42: "f32[1, 197, 1]" = var_mean_14[0]
        getitem_43: "f32[1, 197, 1]" = var_mean_14[1];  var_mean_14 = None
        sub_14: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_49, getitem_43);  getitem_43 = None
        add_50: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_42, 1e-06);  getitem_42 = None
        rsqrt_14: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_50);  add_50 = None
        mul_49: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_14, rsqrt_14);  sub_14 = rsqrt_14 = None
        mul_50: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_49, arg89_1);  mul_49 = arg89_1 = None
        add_51: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_50, arg90_1);  mul_50 = arg90_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:113 in forward, code: x, _ = self.self_attention(x, x, x, need_weights=False)
        permute_78: "f32[197, 1, 768]" = torch.ops.aten.permute.default(add_51, [1, 0, 2]);  add_51 = None
        view_106: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_78, [197, 768]);  permute_78 = None
        permute_79: "f32[768, 2304]" = torch.ops.aten.permute.default(arg92_1, [1, 0]);  arg92_1 = None
        addmm_28: "f32[197, 2304]" = torch.ops.aten.addmm.default(arg91_1, view_106, permute_79);  arg91_1 = view_106 = permute_79 = None
        view_107: "f32[197, 1, 2304]" = torch.ops.aten.reshape.default(addmm_28, [197, 1, 2304]);  addmm_28 = None
        view_108: "f32[197, 1, 3, 768]" = torch.ops.aten.reshape.default(view_107, [197, 1, 3, 768]);  view_107 = None
        unsqueeze_7: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(view_108, 0);  view_108 = None
        permute_80: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.permute.default(unsqueeze_7, [3, 1, 2, 0, 4]);  unsqueeze_7 = None
        squeeze_7: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(permute_80, -2);  permute_80 = None
        clone_7: "f32[3, 197, 1, 768]" = torch.ops.aten.clone.default(squeeze_7, memory_format = torch.contiguous_format);  squeeze_7 = None
        select_21: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_7, 0, 0)
        view_109: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_21, [197, 12, 64]);  select_21 = None
        permute_81: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_109, [1, 0, 2]);  view_109 = None
        view_112: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_81, [1, 12, 197, 64]);  permute_81 = None
        select_22: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_7, 0, 1)
        view_110: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_22, [197, 12, 64]);  select_22 = None
        permute_82: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_110, [1, 0, 2]);  view_110 = None
        view_113: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_82, [1, 12, 197, 64]);  permute_82 = None
        select_23: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_7, 0, 2);  clone_7 = None
        view_111: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_23, [197, 12, 64]);  select_23 = None
        permute_83: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_111, [1, 0, 2]);  view_111 = None
        view_114: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_83, [1, 12, 197, 64]);  permute_83 = None
        _scaled_dot_product_flash_attention_for_cpu_7 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_112, view_113, view_114);  view_112 = view_113 = view_114 = None
        getitem_44: "f32[1, 12, 197, 64]" = _scaled_dot_product_flash_attention_for_cpu_7[0];  _scaled_dot_product_flash_attention_for_cpu_7 = None
        permute_84: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(getitem_44, [2, 0, 1, 3]);  getitem_44 = None
        view_115: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_84, [197, 768]);  permute_84 = None
        permute_85: "f32[768, 768]" = torch.ops.aten.permute.default(arg93_1, [1, 0]);  arg93_1 = None
        addmm_29: "f32[197, 768]" = torch.ops.aten.addmm.default(arg94_1, view_115, permute_85);  arg94_1 = view_115 = permute_85 = None
        view_116: "f32[197, 1, 768]" = torch.ops.aten.reshape.default(addmm_29, [197, 1, 768]);  addmm_29 = None
        permute_86: "f32[1, 197, 768]" = torch.ops.aten.permute.default(view_116, [1, 0, 2]);  view_116 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_52: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(permute_86, add_49);  permute_86 = add_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:117 in forward, code: y = self.ln_2(x)
        var_mean_15 = torch.ops.aten.var_mean.correction(add_52, [2], correction = 0, keepdim = True)
        getitem_46: "f32[1, 197, 1]" = var_mean_15[0]
        getitem_47: "f32[1, 197, 1]" = var_mean_15[1];  var_mean_15 = None
        sub_15: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_52, getitem_47);  getitem_47 = None
        add_53: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_46, 1e-06);  getitem_46 = None
        rsqrt_15: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_53);  add_53 = None
        mul_51: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_15, rsqrt_15);  sub_15 = rsqrt_15 = None
        mul_52: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_51, arg95_1);  mul_51 = arg95_1 = None
        add_54: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_52, arg96_1);  mul_52 = arg96_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:118 in forward, code: y = self.mlp(y)
        view_117: "f32[197, 768]" = torch.ops.aten.reshape.default(add_54, [197, 768]);  add_54 = None
        permute_87: "f32[768, 3072]" = torch.ops.aten.permute.default(arg97_1, [1, 0]);  arg97_1 = None
        addmm_30: "f32[197, 3072]" = torch.ops.aten.addmm.default(arg98_1, view_117, permute_87);  arg98_1 = view_117 = permute_87 = None
        view_118: "f32[1, 197, 3072]" = torch.ops.aten.reshape.default(addmm_30, [1, 197, 3072]);  addmm_30 = None
        mul_53: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_118, 0.5)
        mul_54: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_118, 0.7071067811865476);  view_118 = None
        erf_7: "f32[1, 197, 3072]" = torch.ops.aten.erf.default(mul_54);  mul_54 = None
        add_55: "f32[1, 197, 3072]" = torch.ops.aten.add.Tensor(erf_7, 1);  erf_7 = None
        mul_55: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(mul_53, add_55);  mul_53 = add_55 = None
        view_119: "f32[197, 3072]" = torch.ops.aten.reshape.default(mul_55, [197, 3072]);  mul_55 = None
        permute_88: "f32[3072, 768]" = torch.ops.aten.permute.default(arg99_1, [1, 0]);  arg99_1 = None
        addmm_31: "f32[197, 768]" = torch.ops.aten.addmm.default(arg100_1, view_119, permute_88);  arg100_1 = view_119 = permute_88 = None
        view_120: "f32[1, 197, 768]" = torch.ops.aten.reshape.default(addmm_31, [1, 197, 768]);  addmm_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_56: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_52, view_120);  add_52 = view_120 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:112 in forward, code: x = self.ln_1(input)
        var_mean_16 = torch.ops.aten.var_mean.correction(add_56, [2], correction = 0, keepdim = True)
        getitem_48: "f32[1, 197, 1]" = var_mean_16[0]
        getitem_49: "f32[1, 197, 1]" = var_mean_16[1];  var_mean_16 = None
        sub_16: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_56, getitem_49);  getitem_49 = None
        add_57: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_48, 1e-06);  getitem_48 = None
        rsqrt_16: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_57);  add_57 = None
        mul_56: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_16, rsqrt_16);  sub_16 = rsqrt_16 = None
        mul_57: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_56, arg101_1);  mul_56 = arg101_1 = None
        add_58: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_57, arg102_1);  mul_57 = arg102_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:113 in forward, code: x, _ = self.self_attention(x, x, x, need_weights=False)
        permute_89: "f32[197, 1, 768]" = torch.ops.aten.permute.default(add_58, [1, 0, 2]);  add_58 = None
        view_121: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_89, [197, 768]);  permute_89 = None
        permute_90: "f32[768, 2304]" = torch.ops.aten.permute.default(arg104_1, [1, 0]);  arg104_1 = None
        addmm_32: "f32[197, 2304]" = torch.ops.aten.addmm.default(arg103_1, view_121, permute_90);  arg103_1 = view_121 = permute_90 = None
        view_122: "f32[197, 1, 2304]" = torch.ops.aten.reshape.default(addmm_32, [197, 1, 2304]);  addmm_32 = None
        view_123: "f32[197, 1, 3, 768]" = torch.ops.aten.reshape.default(view_122, [197, 1, 3, 768]);  view_122 = None
        unsqueeze_8: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(view_123, 0);  view_123 = None
        permute_91: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.permute.default(unsqueeze_8, [3, 1, 2, 0, 4]);  unsqueeze_8 = None
        squeeze_8: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(permute_91, -2);  permute_91 = None
        clone_8: "f32[3, 197, 1, 768]" = torch.ops.aten.clone.default(squeeze_8, memory_format = torch.contiguous_format);  squeeze_8 = None
        select_24: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_8, 0, 0)
        view_124: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_24, [197, 12, 64]);  select_24 = None
        permute_92: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_124, [1, 0, 2]);  view_124 = None
        view_127: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_92, [1, 12, 197, 64]);  permute_92 = None
        select_25: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_8, 0, 1)
        view_125: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_25, [197, 12, 64]);  select_25 = None
        permute_93: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_125, [1, 0, 2]);  view_125 = None
        view_128: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_93, [1, 12, 197, 64]);  permute_93 = None
        select_26: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_8, 0, 2);  clone_8 = None
        view_126: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_26, [197, 12, 64]);  select_26 = None
        permute_94: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_126, [1, 0, 2]);  view_126 = None
        view_129: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_94, [1, 12, 197, 64]);  permute_94 = None
        _scaled_dot_product_flash_attention_for_cpu_8 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_127, view_128, view_129);  view_127 = view_128 = view_129 = None
        getitem_50: "f32[1, 12, 197, 64]" = _scaled_dot_product_flash_attention_for_cpu_8[0];  _scaled_dot_product_flash_attention_for_cpu_8 = None
        permute_95: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(getitem_50, [2, 0, 1, 3]);  getitem_50 = None
        view_130: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_95, [197, 768]);  permute_95 = None
        permute_96: "f32[768, 768]" = torch.ops.aten.permute.default(arg105_1, [1, 0]);  arg105_1 = None
        addmm_33: "f32[197, 768]" = torch.ops.aten.addmm.default(arg106_1, view_130, permute_96);  arg106_1 = view_130 = permute_96 = None
        view_131: "f32[197, 1, 768]" = torch.ops.aten.reshape.default(addmm_33, [197, 1, 768]);  addmm_33 = None
        permute_97: "f32[1, 197, 768]" = torch.ops.aten.permute.default(view_131, [1, 0, 2]);  view_131 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_59: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(permute_97, add_56);  permute_97 = add_56 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:117 in forward, code: y = self.ln_2(x)
        var_mean_17 = torch.ops.aten.var_mean.correction(add_59, [2], correction = 0, keepdim = True)
        getitem_52: "f32[1, 197, 1]" = var_mean_17[0]
        getitem_53: "f32[1, 197, 1]" = var_mean_17[1];  var_mean_17 = None
        sub_17: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_59, getitem_53);  getitem_53 = None
        add_60: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_52, 1e-06);  getitem_52 = None
        rsqrt_17: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_60);  add_60 = None
        mul_58: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_17, rsqrt_17);  sub_17 = rsqrt_17 = None
        mul_59: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_58, arg107_1);  mul_58 = arg107_1 = None
        add_61: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_59, arg108_1);  mul_59 = arg108_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:118 in forward, code: y = self.mlp(y)
        view_132: "f32[197, 768]" = torch.ops.aten.reshape.default(add_61, [197, 768]);  add_61 = None
        permute_98: "f32[768, 3072]" = torch.ops.aten.permute.default(arg109_1, [1, 0]);  arg109_1 = None
        addmm_34: "f32[197, 3072]" = torch.ops.aten.addmm.default(arg110_1, view_132, permute_98);  arg110_1 = view_132 = permute_98 = None
        view_133: "f32[1, 197, 3072]" = torch.ops.aten.reshape.default(addmm_34, [1, 197, 3072]);  addmm_34 = None
        mul_60: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_133, 0.5)
        mul_61: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_133, 0.7071067811865476);  view_133 = None
        erf_8: "f32[1, 197, 3072]" = torch.ops.aten.erf.default(mul_61);  mul_61 = None
        add_62: "f32[1, 197, 3072]" = torch.ops.aten.add.Tensor(erf_8, 1);  erf_8 = None
        mul_62: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(mul_60, add_62);  mul_60 = add_62 = None
        view_134: "f32[197, 3072]" = torch.ops.aten.reshape.default(mul_62, [197, 3072]);  mul_62 = None
        permute_99: "f32[3072, 768]" = torch.ops.aten.permute.default(arg111_1, [1, 0]);  arg111_1 = None
        addmm_35: "f32[197, 768]" = torch.ops.aten.addmm.default(arg112_1, view_134, permute_99);  arg112_1 = view_134 = permute_99 = None
        view_135: "f32[1, 197, 768]" = torch.ops.aten.reshape.default(addmm_35, [1, 197, 768]);  addmm_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_63: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_59, view_135);  add_59 = view_135 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:112 in forward, code: x = self.ln_1(input)
        var_mean_18 = torch.ops.aten.var_mean.correction(add_63, [2], correction = 0, keepdim = True)
        getitem_54: "f32[1, 197, 1]" = var_mean_18[0]
        getitem_55: "f32[1, 197, 1]" = var_mean_18[1];  var_mean_18 = None
        sub_18: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_63, getitem_55);  getitem_55 = None
        add_64: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_54, 1e-06);  getitem_54 = None
        rsqrt_18: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_64);  add_64 = None
        mul_63: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_18, rsqrt_18);  sub_18 = rsqrt_18 = None
        mul_64: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_63, arg113_1);  mul_63 = arg113_1 = None
        add_65: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_64, arg114_1);  mul_64 = arg114_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:113 in forward, code: x, _ = self.self_attention(x, x, x, need_weights=False)
        permute_100: "f32[197, 1, 768]" = torch.ops.aten.permute.default(add_65, [1, 0, 2]);  add_65 = None
        view_136: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_100, [197, 768]);  permute_100 = None
        permute_101: "f32[768, 2304]" = torch.ops.aten.permute.default(arg116_1, [1, 0]);  arg116_1 = None
        addmm_36: "f32[197, 2304]" = torch.ops.aten.addmm.default(arg115_1, view_136, permute_101);  arg115_1 = view_136 = permute_101 = None
        view_137: "f32[197, 1, 2304]" = torch.ops.aten.reshape.default(addmm_36, [197, 1, 2304]);  addmm_36 = None
        view_138: "f32[197, 1, 3, 768]" = torch.ops.aten.reshape.default(view_137, [197, 1, 3, 768]);  view_137 = None
        unsqueeze_9: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(view_138, 0);  view_138 = None
        permute_102: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.permute.default(unsqueeze_9, [3, 1, 2, 0, 4]);  unsqueeze_9 = None
        squeeze_9: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(permute_102, -2);  permute_102 = None
        clone_9: "f32[3, 197, 1, 768]" = torch.ops.aten.clone.default(squeeze_9, memory_format = torch.contiguous_format);  squeeze_9 = None
        select_27: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_9, 0, 0)
        view_139: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_27, [197, 12, 64]);  select_27 = None
        permute_103: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_139, [1, 0, 2]);  view_139 = None
        view_142: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_103, [1, 12, 197, 64]);  permute_103 = None
        select_28: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_9, 0, 1)
        view_140: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_28, [197, 12, 64]);  select_28 = None
        permute_104: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_140, [1, 0, 2]);  view_140 = None
        view_143: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_104, [1, 12, 197, 64]);  permute_104 = None
        select_29: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_9, 0, 2);  clone_9 = None
        view_141: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_29, [197, 12, 64]);  select_29 = None
        permute_105: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_141, [1, 0, 2]);  view_141 = None
        view_144: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_105, [1, 12, 197, 64]);  permute_105 = None
        _scaled_dot_product_flash_attention_for_cpu_9 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_142, view_143, view_144);  view_142 = view_143 = view_144 = None
        getitem_56: "f32[1, 12, 197, 64]" = _scaled_dot_product_flash_attention_for_cpu_9[0];  _scaled_dot_product_flash_attention_for_cpu_9 = None
        permute_106: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(getitem_56, [2, 0, 1, 3]);  getitem_56 = None
        view_145: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_106, [197, 768]);  permute_106 = None
        permute_107: "f32[768, 768]" = torch.ops.aten.permute.default(arg117_1, [1, 0]);  arg117_1 = None
        addmm_37: "f32[197, 768]" = torch.ops.aten.addmm.default(arg118_1, view_145, permute_107);  arg118_1 = view_145 = permute_107 = None
        view_146: "f32[197, 1, 768]" = torch.ops.aten.reshape.default(addmm_37, [197, 1, 768]);  addmm_37 = None
        permute_108: "f32[1, 197, 768]" = torch.ops.aten.permute.default(view_146, [1, 0, 2]);  view_146 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_66: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(permute_108, add_63);  permute_108 = add_63 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:117 in forward, code: y = self.ln_2(x)
        var_mean_19 = torch.ops.aten.var_mean.correction(add_66, [2], correction = 0, keepdim = True)
        getitem_58: "f32[1, 197, 1]" = var_mean_19[0]
        getitem_59: "f32[1, 197, 1]" = var_mean_19[1];  var_mean_19 = None
        sub_19: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_66, getitem_59);  getitem_59 = None
        add_67: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_58, 1e-06);  getitem_58 = None
        rsqrt_19: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_67);  add_67 = None
        mul_65: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_19, rsqrt_19);  sub_19 = rsqrt_19 = None
        mul_66: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_65, arg119_1);  mul_65 = arg119_1 = None
        add_68: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_66, arg120_1);  mul_66 = arg120_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:118 in forward, code: y = self.mlp(y)
        view_147: "f32[197, 768]" = torch.ops.aten.reshape.default(add_68, [197, 768]);  add_68 = None
        permute_109: "f32[768, 3072]" = torch.ops.aten.permute.default(arg121_1, [1, 0]);  arg121_1 = None
        addmm_38: "f32[197, 3072]" = torch.ops.aten.addmm.default(arg122_1, view_147, permute_109);  arg122_1 = view_147 = permute_109 = None
        view_148: "f32[1, 197, 3072]" = torch.ops.aten.reshape.default(addmm_38, [1, 197, 3072]);  addmm_38 = None
        mul_67: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_148, 0.5)
        mul_68: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_148, 0.7071067811865476);  view_148 = None
        erf_9: "f32[1, 197, 3072]" = torch.ops.aten.erf.default(mul_68);  mul_68 = None
        add_69: "f32[1, 197, 3072]" = torch.ops.aten.add.Tensor(erf_9, 1);  erf_9 = None
        mul_69: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(mul_67, add_69);  mul_67 = add_69 = None
        view_149: "f32[197, 3072]" = torch.ops.aten.reshape.default(mul_69, [197, 3072]);  mul_69 = None
        permute_110: "f32[3072, 768]" = torch.ops.aten.permute.default(arg123_1, [1, 0]);  arg123_1 = None
        addmm_39: "f32[197, 768]" = torch.ops.aten.addmm.default(arg124_1, view_149, permute_110);  arg124_1 = view_149 = permute_110 = None
        view_150: "f32[1, 197, 768]" = torch.ops.aten.reshape.default(addmm_39, [1, 197, 768]);  addmm_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_70: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_66, view_150);  add_66 = view_150 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:112 in forward, code: x = self.ln_1(input)
        var_mean_20 = torch.ops.aten.var_mean.correction(add_70, [2], correction = 0, keepdim = True)
        getitem_60: "f32[1, 197, 1]" = var_mean_20[0]
        getitem_61: "f32[1, 197, 1]" = var_mean_20[1];  var_mean_20 = None
        sub_20: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_70, getitem_61);  getitem_61 = None
        add_71: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_60, 1e-06);  getitem_60 = None
        rsqrt_20: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_71);  add_71 = None
        mul_70: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_20, rsqrt_20);  sub_20 = rsqrt_20 = None
        mul_71: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_70, arg125_1);  mul_70 = arg125_1 = None
        add_72: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_71, arg126_1);  mul_71 = arg126_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:113 in forward, code: x, _ = self.self_attention(x, x, x, need_weights=False)
        permute_111: "f32[197, 1, 768]" = torch.ops.aten.permute.default(add_72, [1, 0, 2]);  add_72 = None
        view_151: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_111, [197, 768]);  permute_111 = None
        permute_112: "f32[768, 2304]" = torch.ops.aten.permute.default(arg128_1, [1, 0]);  arg128_1 = None
        addmm_40: "f32[197, 2304]" = torch.ops.aten.addmm.default(arg127_1, view_151, permute_112);  arg127_1 = view_151 = permute_112 = None
        view_152: "f32[197, 1, 2304]" = torch.ops.aten.reshape.default(addmm_40, [197, 1, 2304]);  addmm_40 = None
        view_153: "f32[197, 1, 3, 768]" = torch.ops.aten.reshape.default(view_152, [197, 1, 3, 768]);  view_152 = None
        unsqueeze_10: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(view_153, 0);  view_153 = None
        permute_113: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.permute.default(unsqueeze_10, [3, 1, 2, 0, 4]);  unsqueeze_10 = None
        squeeze_10: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(permute_113, -2);  permute_113 = None
        clone_10: "f32[3, 197, 1, 768]" = torch.ops.aten.clone.default(squeeze_10, memory_format = torch.contiguous_format);  squeeze_10 = None
        select_30: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_10, 0, 0)
        view_154: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_30, [197, 12, 64]);  select_30 = None
        permute_114: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_154, [1, 0, 2]);  view_154 = None
        view_157: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_114, [1, 12, 197, 64]);  permute_114 = None
        select_31: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_10, 0, 1)
        view_155: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_31, [197, 12, 64]);  select_31 = None
        permute_115: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_155, [1, 0, 2]);  view_155 = None
        view_158: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_115, [1, 12, 197, 64]);  permute_115 = None
        select_32: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_10, 0, 2);  clone_10 = None
        view_156: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_32, [197, 12, 64]);  select_32 = None
        permute_116: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_156, [1, 0, 2]);  view_156 = None
        view_159: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_116, [1, 12, 197, 64]);  permute_116 = None
        _scaled_dot_product_flash_attention_for_cpu_10 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_157, view_158, view_159);  view_157 = view_158 = view_159 = None
        getitem_62: "f32[1, 12, 197, 64]" = _scaled_dot_product_flash_attention_for_cpu_10[0];  _scaled_dot_product_flash_attention_for_cpu_10 = None
        permute_117: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(getitem_62, [2, 0, 1, 3]);  getitem_62 = None
        view_160: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_117, [197, 768]);  permute_117 = None
        permute_118: "f32[768, 768]" = torch.ops.aten.permute.default(arg129_1, [1, 0]);  arg129_1 = None
        addmm_41: "f32[197, 768]" = torch.ops.aten.addmm.default(arg130_1, view_160, permute_118);  arg130_1 = view_160 = permute_118 = None
        view_161: "f32[197, 1, 768]" = torch.ops.aten.reshape.default(addmm_41, [197, 1, 768]);  addmm_41 = None
        permute_119: "f32[1, 197, 768]" = torch.ops.aten.permute.default(view_161, [1, 0, 2]);  view_161 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_73: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(permute_119, add_70);  permute_119 = add_70 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:117 in forward, code: y = self.ln_2(x)
        var_mean_21 = torch.ops.aten.var_mean.correction(add_73, [2], correction = 0, keepdim = True)
        getitem_64: "f32[1, 197, 1]" = var_mean_21[0]
        getitem_65: "f32[1, 197, 1]" = var_mean_21[1];  var_mean_21 = None
        sub_21: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_73, getitem_65);  getitem_65 = None
        add_74: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_64, 1e-06);  getitem_64 = None
        rsqrt_21: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_74);  add_74 = None
        mul_72: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_21, rsqrt_21);  sub_21 = rsqrt_21 = None
        mul_73: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_72, arg131_1);  mul_72 = arg131_1 = None
        add_75: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_73, arg132_1);  mul_73 = arg132_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:118 in forward, code: y = self.mlp(y)
        view_162: "f32[197, 768]" = torch.ops.aten.reshape.default(add_75, [197, 768]);  add_75 = None
        permute_120: "f32[768, 3072]" = torch.ops.aten.permute.default(arg133_1, [1, 0]);  arg133_1 = None
        addmm_42: "f32[197, 3072]" = torch.ops.aten.addmm.default(arg134_1, view_162, permute_120);  arg134_1 = view_162 = permute_120 = None
        view_163: "f32[1, 197, 3072]" = torch.ops.aten.reshape.default(addmm_42, [1, 197, 3072]);  addmm_42 = None
        mul_74: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_163, 0.5)
        mul_75: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_163, 0.7071067811865476);  view_163 = None
        erf_10: "f32[1, 197, 3072]" = torch.ops.aten.erf.default(mul_75);  mul_75 = None
        add_76: "f32[1, 197, 3072]" = torch.ops.aten.add.Tensor(erf_10, 1);  erf_10 = None
        mul_76: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(mul_74, add_76);  mul_74 = add_76 = None
        view_164: "f32[197, 3072]" = torch.ops.aten.reshape.default(mul_76, [197, 3072]);  mul_76 = None
        permute_121: "f32[3072, 768]" = torch.ops.aten.permute.default(arg135_1, [1, 0]);  arg135_1 = None
        addmm_43: "f32[197, 768]" = torch.ops.aten.addmm.default(arg136_1, view_164, permute_121);  arg136_1 = view_164 = permute_121 = None
        view_165: "f32[1, 197, 768]" = torch.ops.aten.reshape.default(addmm_43, [1, 197, 768]);  addmm_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_77: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_73, view_165);  add_73 = view_165 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:112 in forward, code: x = self.ln_1(input)
        var_mean_22 = torch.ops.aten.var_mean.correction(add_77, [2], correction = 0, keepdim = True)
        getitem_66: "f32[1, 197, 1]" = var_mean_22[0]
        getitem_67: "f32[1, 197, 1]" = var_mean_22[1];  var_mean_22 = None
        sub_22: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_77, getitem_67);  getitem_67 = None
        add_78: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_66, 1e-06);  getitem_66 = None
        rsqrt_22: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_78);  add_78 = None
        mul_77: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_22, rsqrt_22);  sub_22 = rsqrt_22 = None
        mul_78: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_77, arg137_1);  mul_77 = arg137_1 = None
        add_79: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_78, arg138_1);  mul_78 = arg138_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:113 in forward, code: x, _ = self.self_attention(x, x, x, need_weights=False)
        permute_122: "f32[197, 1, 768]" = torch.ops.aten.permute.default(add_79, [1, 0, 2]);  add_79 = None
        view_166: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_122, [197, 768]);  permute_122 = None
        permute_123: "f32[768, 2304]" = torch.ops.aten.permute.default(arg140_1, [1, 0]);  arg140_1 = None
        addmm_44: "f32[197, 2304]" = torch.ops.aten.addmm.default(arg139_1, view_166, permute_123);  arg139_1 = view_166 = permute_123 = None
        view_167: "f32[197, 1, 2304]" = torch.ops.aten.reshape.default(addmm_44, [197, 1, 2304]);  addmm_44 = None
        view_168: "f32[197, 1, 3, 768]" = torch.ops.aten.reshape.default(view_167, [197, 1, 3, 768]);  view_167 = None
        unsqueeze_11: "f32[1, 197, 1, 3, 768]" = torch.ops.aten.unsqueeze.default(view_168, 0);  view_168 = None
        permute_124: "f32[3, 197, 1, 1, 768]" = torch.ops.aten.permute.default(unsqueeze_11, [3, 1, 2, 0, 4]);  unsqueeze_11 = None
        squeeze_11: "f32[3, 197, 1, 768]" = torch.ops.aten.squeeze.dim(permute_124, -2);  permute_124 = None
        clone_11: "f32[3, 197, 1, 768]" = torch.ops.aten.clone.default(squeeze_11, memory_format = torch.contiguous_format);  squeeze_11 = None
        select_33: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_11, 0, 0)
        view_169: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_33, [197, 12, 64]);  select_33 = None
        permute_125: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_169, [1, 0, 2]);  view_169 = None
        view_172: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_125, [1, 12, 197, 64]);  permute_125 = None
        select_34: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_11, 0, 1)
        view_170: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_34, [197, 12, 64]);  select_34 = None
        permute_126: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_170, [1, 0, 2]);  view_170 = None
        view_173: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_126, [1, 12, 197, 64]);  permute_126 = None
        select_35: "f32[197, 1, 768]" = torch.ops.aten.select.int(clone_11, 0, 2);  clone_11 = None
        view_171: "f32[197, 12, 64]" = torch.ops.aten.reshape.default(select_35, [197, 12, 64]);  select_35 = None
        permute_127: "f32[12, 197, 64]" = torch.ops.aten.permute.default(view_171, [1, 0, 2]);  view_171 = None
        view_174: "f32[1, 12, 197, 64]" = torch.ops.aten.reshape.default(permute_127, [1, 12, 197, 64]);  permute_127 = None
        _scaled_dot_product_flash_attention_for_cpu_11 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_172, view_173, view_174);  view_172 = view_173 = view_174 = None
        getitem_68: "f32[1, 12, 197, 64]" = _scaled_dot_product_flash_attention_for_cpu_11[0];  _scaled_dot_product_flash_attention_for_cpu_11 = None
        permute_128: "f32[197, 1, 12, 64]" = torch.ops.aten.permute.default(getitem_68, [2, 0, 1, 3]);  getitem_68 = None
        view_175: "f32[197, 768]" = torch.ops.aten.reshape.default(permute_128, [197, 768]);  permute_128 = None
        permute_129: "f32[768, 768]" = torch.ops.aten.permute.default(arg141_1, [1, 0]);  arg141_1 = None
        addmm_45: "f32[197, 768]" = torch.ops.aten.addmm.default(arg142_1, view_175, permute_129);  arg142_1 = view_175 = permute_129 = None
        view_176: "f32[197, 1, 768]" = torch.ops.aten.reshape.default(addmm_45, [197, 1, 768]);  addmm_45 = None
        permute_130: "f32[1, 197, 768]" = torch.ops.aten.permute.default(view_176, [1, 0, 2]);  view_176 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:115 in forward, code: x = x + input
        add_80: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(permute_130, add_77);  permute_130 = add_77 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:117 in forward, code: y = self.ln_2(x)
        var_mean_23 = torch.ops.aten.var_mean.correction(add_80, [2], correction = 0, keepdim = True)
        getitem_70: "f32[1, 197, 1]" = var_mean_23[0]
        getitem_71: "f32[1, 197, 1]" = var_mean_23[1];  var_mean_23 = None
        sub_23: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_80, getitem_71);  getitem_71 = None
        add_81: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_70, 1e-06);  getitem_70 = None
        rsqrt_23: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_81);  add_81 = None
        mul_79: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_23, rsqrt_23);  sub_23 = rsqrt_23 = None
        mul_80: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_79, arg143_1);  mul_79 = arg143_1 = None
        add_82: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_80, arg144_1);  mul_80 = arg144_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:118 in forward, code: y = self.mlp(y)
        view_177: "f32[197, 768]" = torch.ops.aten.reshape.default(add_82, [197, 768]);  add_82 = None
        permute_131: "f32[768, 3072]" = torch.ops.aten.permute.default(arg145_1, [1, 0]);  arg145_1 = None
        addmm_46: "f32[197, 3072]" = torch.ops.aten.addmm.default(arg146_1, view_177, permute_131);  arg146_1 = view_177 = permute_131 = None
        view_178: "f32[1, 197, 3072]" = torch.ops.aten.reshape.default(addmm_46, [1, 197, 3072]);  addmm_46 = None
        mul_81: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_178, 0.5)
        mul_82: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(view_178, 0.7071067811865476);  view_178 = None
        erf_11: "f32[1, 197, 3072]" = torch.ops.aten.erf.default(mul_82);  mul_82 = None
        add_83: "f32[1, 197, 3072]" = torch.ops.aten.add.Tensor(erf_11, 1);  erf_11 = None
        mul_83: "f32[1, 197, 3072]" = torch.ops.aten.mul.Tensor(mul_81, add_83);  mul_81 = add_83 = None
        view_179: "f32[197, 3072]" = torch.ops.aten.reshape.default(mul_83, [197, 3072]);  mul_83 = None
        permute_132: "f32[3072, 768]" = torch.ops.aten.permute.default(arg147_1, [1, 0]);  arg147_1 = None
        addmm_47: "f32[197, 768]" = torch.ops.aten.addmm.default(arg148_1, view_179, permute_132);  arg148_1 = view_179 = permute_132 = None
        view_180: "f32[1, 197, 768]" = torch.ops.aten.reshape.default(addmm_47, [1, 197, 768]);  addmm_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:119 in forward, code: return x + y
        add_84: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(add_80, view_180);  add_80 = view_180 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:157 in forward, code: return self.ln(self.layers(self.dropout(input)))
        var_mean_24 = torch.ops.aten.var_mean.correction(add_84, [2], correction = 0, keepdim = True)
        getitem_72: "f32[1, 197, 1]" = var_mean_24[0]
        getitem_73: "f32[1, 197, 1]" = var_mean_24[1];  var_mean_24 = None
        sub_24: "f32[1, 197, 768]" = torch.ops.aten.sub.Tensor(add_84, getitem_73);  add_84 = getitem_73 = None
        add_85: "f32[1, 197, 1]" = torch.ops.aten.add.Tensor(getitem_72, 1e-06);  getitem_72 = None
        rsqrt_24: "f32[1, 197, 1]" = torch.ops.aten.rsqrt.default(add_85);  add_85 = None
        mul_84: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(sub_24, rsqrt_24);  sub_24 = rsqrt_24 = None
        mul_85: "f32[1, 197, 768]" = torch.ops.aten.mul.Tensor(mul_84, arg149_1);  mul_84 = arg149_1 = None
        add_86: "f32[1, 197, 768]" = torch.ops.aten.add.Tensor(mul_85, arg150_1);  mul_85 = arg150_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:301 in forward, code: x = x[:, 0]
        select_36: "f32[1, 768]" = torch.ops.aten.select.int(add_86, 1, 0);  add_86 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:303 in forward, code: x = self.heads(x)
        permute_133: "f32[768, 1000]" = torch.ops.aten.permute.default(arg151_1, [1, 0]);  arg151_1 = None
        addmm_48: "f32[1, 1000]" = torch.ops.aten.addmm.default(arg152_1, select_36, permute_133);  arg152_1 = select_36 = permute_133 = None
        return (addmm_48,)
