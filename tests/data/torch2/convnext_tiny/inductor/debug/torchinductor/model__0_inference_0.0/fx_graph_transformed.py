class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[96, 3, 4, 4]", arg1_1: "f32[96]", arg2_1: "f32[1, 3, 224, 224]", arg3_1: "f32[96]", arg4_1: "f32[96]", arg5_1: "f32[96, 1, 1]", arg6_1: "f32[96, 1, 7, 7]", arg7_1: "f32[96]", arg8_1: "f32[96]", arg9_1: "f32[96]", arg10_1: "f32[384, 96]", arg11_1: "f32[384]", arg12_1: "f32[96, 384]", arg13_1: "f32[96]", arg14_1: "f32[96, 1, 1]", arg15_1: "f32[96, 1, 7, 7]", arg16_1: "f32[96]", arg17_1: "f32[96]", arg18_1: "f32[96]", arg19_1: "f32[384, 96]", arg20_1: "f32[384]", arg21_1: "f32[96, 384]", arg22_1: "f32[96]", arg23_1: "f32[96, 1, 1]", arg24_1: "f32[96, 1, 7, 7]", arg25_1: "f32[96]", arg26_1: "f32[96]", arg27_1: "f32[96]", arg28_1: "f32[384, 96]", arg29_1: "f32[384]", arg30_1: "f32[96, 384]", arg31_1: "f32[96]", arg32_1: "f32[96]", arg33_1: "f32[96]", arg34_1: "f32[192, 96, 2, 2]", arg35_1: "f32[192]", arg36_1: "f32[192, 1, 1]", arg37_1: "f32[192, 1, 7, 7]", arg38_1: "f32[192]", arg39_1: "f32[192]", arg40_1: "f32[192]", arg41_1: "f32[768, 192]", arg42_1: "f32[768]", arg43_1: "f32[192, 768]", arg44_1: "f32[192]", arg45_1: "f32[192, 1, 1]", arg46_1: "f32[192, 1, 7, 7]", arg47_1: "f32[192]", arg48_1: "f32[192]", arg49_1: "f32[192]", arg50_1: "f32[768, 192]", arg51_1: "f32[768]", arg52_1: "f32[192, 768]", arg53_1: "f32[192]", arg54_1: "f32[192, 1, 1]", arg55_1: "f32[192, 1, 7, 7]", arg56_1: "f32[192]", arg57_1: "f32[192]", arg58_1: "f32[192]", arg59_1: "f32[768, 192]", arg60_1: "f32[768]", arg61_1: "f32[192, 768]", arg62_1: "f32[192]", arg63_1: "f32[192]", arg64_1: "f32[192]", arg65_1: "f32[384, 192, 2, 2]", arg66_1: "f32[384]", arg67_1: "f32[384, 1, 1]", arg68_1: "f32[384, 1, 7, 7]", arg69_1: "f32[384]", arg70_1: "f32[384]", arg71_1: "f32[384]", arg72_1: "f32[1536, 384]", arg73_1: "f32[1536]", arg74_1: "f32[384, 1536]", arg75_1: "f32[384]", arg76_1: "f32[384, 1, 1]", arg77_1: "f32[384, 1, 7, 7]", arg78_1: "f32[384]", arg79_1: "f32[384]", arg80_1: "f32[384]", arg81_1: "f32[1536, 384]", arg82_1: "f32[1536]", arg83_1: "f32[384, 1536]", arg84_1: "f32[384]", arg85_1: "f32[384, 1, 1]", arg86_1: "f32[384, 1, 7, 7]", arg87_1: "f32[384]", arg88_1: "f32[384]", arg89_1: "f32[384]", arg90_1: "f32[1536, 384]", arg91_1: "f32[1536]", arg92_1: "f32[384, 1536]", arg93_1: "f32[384]", arg94_1: "f32[384, 1, 1]", arg95_1: "f32[384, 1, 7, 7]", arg96_1: "f32[384]", arg97_1: "f32[384]", arg98_1: "f32[384]", arg99_1: "f32[1536, 384]", arg100_1: "f32[1536]", arg101_1: "f32[384, 1536]", arg102_1: "f32[384]", arg103_1: "f32[384, 1, 1]", arg104_1: "f32[384, 1, 7, 7]", arg105_1: "f32[384]", arg106_1: "f32[384]", arg107_1: "f32[384]", arg108_1: "f32[1536, 384]", arg109_1: "f32[1536]", arg110_1: "f32[384, 1536]", arg111_1: "f32[384]", arg112_1: "f32[384, 1, 1]", arg113_1: "f32[384, 1, 7, 7]", arg114_1: "f32[384]", arg115_1: "f32[384]", arg116_1: "f32[384]", arg117_1: "f32[1536, 384]", arg118_1: "f32[1536]", arg119_1: "f32[384, 1536]", arg120_1: "f32[384]", arg121_1: "f32[384, 1, 1]", arg122_1: "f32[384, 1, 7, 7]", arg123_1: "f32[384]", arg124_1: "f32[384]", arg125_1: "f32[384]", arg126_1: "f32[1536, 384]", arg127_1: "f32[1536]", arg128_1: "f32[384, 1536]", arg129_1: "f32[384]", arg130_1: "f32[384, 1, 1]", arg131_1: "f32[384, 1, 7, 7]", arg132_1: "f32[384]", arg133_1: "f32[384]", arg134_1: "f32[384]", arg135_1: "f32[1536, 384]", arg136_1: "f32[1536]", arg137_1: "f32[384, 1536]", arg138_1: "f32[384]", arg139_1: "f32[384, 1, 1]", arg140_1: "f32[384, 1, 7, 7]", arg141_1: "f32[384]", arg142_1: "f32[384]", arg143_1: "f32[384]", arg144_1: "f32[1536, 384]", arg145_1: "f32[1536]", arg146_1: "f32[384, 1536]", arg147_1: "f32[384]", arg148_1: "f32[384]", arg149_1: "f32[384]", arg150_1: "f32[768, 384, 2, 2]", arg151_1: "f32[768]", arg152_1: "f32[768, 1, 1]", arg153_1: "f32[768, 1, 7, 7]", arg154_1: "f32[768]", arg155_1: "f32[768]", arg156_1: "f32[768]", arg157_1: "f32[3072, 768]", arg158_1: "f32[3072]", arg159_1: "f32[768, 3072]", arg160_1: "f32[768]", arg161_1: "f32[768, 1, 1]", arg162_1: "f32[768, 1, 7, 7]", arg163_1: "f32[768]", arg164_1: "f32[768]", arg165_1: "f32[768]", arg166_1: "f32[3072, 768]", arg167_1: "f32[3072]", arg168_1: "f32[768, 3072]", arg169_1: "f32[768]", arg170_1: "f32[768, 1, 1]", arg171_1: "f32[768, 1, 7, 7]", arg172_1: "f32[768]", arg173_1: "f32[768]", arg174_1: "f32[768]", arg175_1: "f32[3072, 768]", arg176_1: "f32[3072]", arg177_1: "f32[768, 3072]", arg178_1: "f32[768]", arg179_1: "f32[768]", arg180_1: "f32[768]", arg181_1: "f32[1000, 768]", arg182_1: "f32[1000]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:171 in _forward_impl, code: x = self.features(x)
        convolution: "f32[1, 96, 56, 56]" = torch.ops.aten.convolution.default(arg2_1, arg0_1, arg1_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1);  arg2_1 = arg0_1 = arg1_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:33 in forward, code: x = x.permute(0, 2, 3, 1)
        permute: "f32[1, 56, 56, 96]" = torch.ops.aten.permute.default(convolution, [0, 2, 3, 1]);  convolution = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:34 in forward, code: x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        clone: "f32[1, 56, 56, 96]" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        var_mean = torch.ops.aten.var_mean.correction(clone, [3], correction = 0, keepdim = True)
        getitem: "f32[1, 56, 56, 1]" = var_mean[0]
        getitem_1: "f32[1, 56, 56, 1]" = var_mean[1];  var_mean = None
        sub: "f32[1, 56, 56, 96]" = torch.ops.aten.sub.Tensor(clone, getitem_1);  clone = getitem_1 = None
        add: "f32[1, 56, 56, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-06);  getitem = None
        rsqrt: "f32[1, 56, 56, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        mul: "f32[1, 56, 56, 96]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[1, 56, 56, 96]" = torch.ops.aten.mul.Tensor(mul, arg3_1);  mul = arg3_1 = None
        add_1: "f32[1, 56, 56, 96]" = torch.ops.aten.add.Tensor(mul_1, arg4_1);  mul_1 = arg4_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:35 in forward, code: x = x.permute(0, 3, 1, 2)
        permute_1: "f32[1, 96, 56, 56]" = torch.ops.aten.permute.default(add_1, [0, 3, 1, 2]);  add_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_1: "f32[1, 96, 56, 56]" = torch.ops.aten.convolution.default(permute_1, arg6_1, arg7_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96);  arg6_1 = arg7_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_2: "f32[1, 56, 56, 96]" = torch.ops.aten.permute.default(convolution_1, [0, 2, 3, 1]);  convolution_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_1 = torch.ops.aten.var_mean.correction(permute_2, [3], correction = 0, keepdim = True)
        getitem_2: "f32[1, 56, 56, 1]" = var_mean_1[0]
        getitem_3: "f32[1, 56, 56, 1]" = var_mean_1[1];  var_mean_1 = None
        sub_1: "f32[1, 56, 56, 96]" = torch.ops.aten.sub.Tensor(permute_2, getitem_3);  permute_2 = getitem_3 = None
        add_2: "f32[1, 56, 56, 1]" = torch.ops.aten.add.Tensor(getitem_2, 1e-06);  getitem_2 = None
        rsqrt_1: "f32[1, 56, 56, 1]" = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        mul_2: "f32[1, 56, 56, 96]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3: "f32[1, 56, 56, 96]" = torch.ops.aten.mul.Tensor(mul_2, arg8_1);  mul_2 = arg8_1 = None
        add_3: "f32[1, 56, 56, 96]" = torch.ops.aten.add.Tensor(mul_3, arg9_1);  mul_3 = arg9_1 = None
        view: "f32[3136, 96]" = torch.ops.aten.reshape.default(add_3, [3136, 96]);  add_3 = None
        permute_3: "f32[96, 384]" = torch.ops.aten.permute.default(arg10_1, [1, 0]);  arg10_1 = None
        addmm: "f32[3136, 384]" = torch.ops.aten.addmm.default(arg11_1, view, permute_3);  arg11_1 = view = permute_3 = None
        view_1: "f32[1, 56, 56, 384]" = torch.ops.aten.reshape.default(addmm, [1, 56, 56, 384]);  addmm = None
        mul_4: "f32[1, 56, 56, 384]" = torch.ops.aten.mul.Tensor(view_1, 0.5)
        mul_5: "f32[1, 56, 56, 384]" = torch.ops.aten.mul.Tensor(view_1, 0.7071067811865476);  view_1 = None
        erf: "f32[1, 56, 56, 384]" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_4: "f32[1, 56, 56, 384]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6: "f32[1, 56, 56, 384]" = torch.ops.aten.mul.Tensor(mul_4, add_4);  mul_4 = add_4 = None
        view_2: "f32[3136, 384]" = torch.ops.aten.reshape.default(mul_6, [3136, 384]);  mul_6 = None
        permute_4: "f32[384, 96]" = torch.ops.aten.permute.default(arg12_1, [1, 0]);  arg12_1 = None
        addmm_1: "f32[3136, 96]" = torch.ops.aten.addmm.default(arg13_1, view_2, permute_4);  arg13_1 = view_2 = permute_4 = None
        view_3: "f32[1, 56, 56, 96]" = torch.ops.aten.reshape.default(addmm_1, [1, 56, 56, 96]);  addmm_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_5: "f32[1, 96, 56, 56]" = torch.ops.aten.permute.default(view_3, [0, 3, 1, 2]);  view_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_7: "f32[1, 96, 56, 56]" = torch.ops.aten.mul.Tensor(arg5_1, permute_5);  arg5_1 = permute_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_5: "f32[1, 96, 56, 56]" = torch.ops.aten.add.Tensor(mul_7, permute_1);  mul_7 = permute_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_2: "f32[1, 96, 56, 56]" = torch.ops.aten.convolution.default(add_5, arg15_1, arg16_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96);  arg15_1 = arg16_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_6: "f32[1, 56, 56, 96]" = torch.ops.aten.permute.default(convolution_2, [0, 2, 3, 1]);  convolution_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_2 = torch.ops.aten.var_mean.correction(permute_6, [3], correction = 0, keepdim = True)
        getitem_4: "f32[1, 56, 56, 1]" = var_mean_2[0]
        getitem_5: "f32[1, 56, 56, 1]" = var_mean_2[1];  var_mean_2 = None
        sub_2: "f32[1, 56, 56, 96]" = torch.ops.aten.sub.Tensor(permute_6, getitem_5);  permute_6 = getitem_5 = None
        add_6: "f32[1, 56, 56, 1]" = torch.ops.aten.add.Tensor(getitem_4, 1e-06);  getitem_4 = None
        rsqrt_2: "f32[1, 56, 56, 1]" = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        mul_8: "f32[1, 56, 56, 96]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = rsqrt_2 = None
        mul_9: "f32[1, 56, 56, 96]" = torch.ops.aten.mul.Tensor(mul_8, arg17_1);  mul_8 = arg17_1 = None
        add_7: "f32[1, 56, 56, 96]" = torch.ops.aten.add.Tensor(mul_9, arg18_1);  mul_9 = arg18_1 = None
        view_4: "f32[3136, 96]" = torch.ops.aten.reshape.default(add_7, [3136, 96]);  add_7 = None
        permute_7: "f32[96, 384]" = torch.ops.aten.permute.default(arg19_1, [1, 0]);  arg19_1 = None
        addmm_2: "f32[3136, 384]" = torch.ops.aten.addmm.default(arg20_1, view_4, permute_7);  arg20_1 = view_4 = permute_7 = None
        view_5: "f32[1, 56, 56, 384]" = torch.ops.aten.reshape.default(addmm_2, [1, 56, 56, 384]);  addmm_2 = None
        mul_10: "f32[1, 56, 56, 384]" = torch.ops.aten.mul.Tensor(view_5, 0.5)
        mul_11: "f32[1, 56, 56, 384]" = torch.ops.aten.mul.Tensor(view_5, 0.7071067811865476);  view_5 = None
        erf_1: "f32[1, 56, 56, 384]" = torch.ops.aten.erf.default(mul_11);  mul_11 = None
        add_8: "f32[1, 56, 56, 384]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_12: "f32[1, 56, 56, 384]" = torch.ops.aten.mul.Tensor(mul_10, add_8);  mul_10 = add_8 = None
        view_6: "f32[3136, 384]" = torch.ops.aten.reshape.default(mul_12, [3136, 384]);  mul_12 = None
        permute_8: "f32[384, 96]" = torch.ops.aten.permute.default(arg21_1, [1, 0]);  arg21_1 = None
        addmm_3: "f32[3136, 96]" = torch.ops.aten.addmm.default(arg22_1, view_6, permute_8);  arg22_1 = view_6 = permute_8 = None
        view_7: "f32[1, 56, 56, 96]" = torch.ops.aten.reshape.default(addmm_3, [1, 56, 56, 96]);  addmm_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_9: "f32[1, 96, 56, 56]" = torch.ops.aten.permute.default(view_7, [0, 3, 1, 2]);  view_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_13: "f32[1, 96, 56, 56]" = torch.ops.aten.mul.Tensor(arg14_1, permute_9);  arg14_1 = permute_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_9: "f32[1, 96, 56, 56]" = torch.ops.aten.add.Tensor(mul_13, add_5);  mul_13 = add_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_3: "f32[1, 96, 56, 56]" = torch.ops.aten.convolution.default(add_9, arg24_1, arg25_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96);  arg24_1 = arg25_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_10: "f32[1, 56, 56, 96]" = torch.ops.aten.permute.default(convolution_3, [0, 2, 3, 1]);  convolution_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_3 = torch.ops.aten.var_mean.correction(permute_10, [3], correction = 0, keepdim = True)
        getitem_6: "f32[1, 56, 56, 1]" = var_mean_3[0]
        getitem_7: "f32[1, 56, 56, 1]" = var_mean_3[1];  var_mean_3 = None
        sub_3: "f32[1, 56, 56, 96]" = torch.ops.aten.sub.Tensor(permute_10, getitem_7);  permute_10 = getitem_7 = None
        add_10: "f32[1, 56, 56, 1]" = torch.ops.aten.add.Tensor(getitem_6, 1e-06);  getitem_6 = None
        rsqrt_3: "f32[1, 56, 56, 1]" = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
        mul_14: "f32[1, 56, 56, 96]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = rsqrt_3 = None
        mul_15: "f32[1, 56, 56, 96]" = torch.ops.aten.mul.Tensor(mul_14, arg26_1);  mul_14 = arg26_1 = None
        add_11: "f32[1, 56, 56, 96]" = torch.ops.aten.add.Tensor(mul_15, arg27_1);  mul_15 = arg27_1 = None
        view_8: "f32[3136, 96]" = torch.ops.aten.reshape.default(add_11, [3136, 96]);  add_11 = None
        permute_11: "f32[96, 384]" = torch.ops.aten.permute.default(arg28_1, [1, 0]);  arg28_1 = None
        addmm_4: "f32[3136, 384]" = torch.ops.aten.addmm.default(arg29_1, view_8, permute_11);  arg29_1 = view_8 = permute_11 = None
        view_9: "f32[1, 56, 56, 384]" = torch.ops.aten.reshape.default(addmm_4, [1, 56, 56, 384]);  addmm_4 = None
        mul_16: "f32[1, 56, 56, 384]" = torch.ops.aten.mul.Tensor(view_9, 0.5)
        mul_17: "f32[1, 56, 56, 384]" = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476);  view_9 = None
        erf_2: "f32[1, 56, 56, 384]" = torch.ops.aten.erf.default(mul_17);  mul_17 = None
        add_12: "f32[1, 56, 56, 384]" = torch.ops.aten.add.Tensor(erf_2, 1);  erf_2 = None
        mul_18: "f32[1, 56, 56, 384]" = torch.ops.aten.mul.Tensor(mul_16, add_12);  mul_16 = add_12 = None
        view_10: "f32[3136, 384]" = torch.ops.aten.reshape.default(mul_18, [3136, 384]);  mul_18 = None
        permute_12: "f32[384, 96]" = torch.ops.aten.permute.default(arg30_1, [1, 0]);  arg30_1 = None
        addmm_5: "f32[3136, 96]" = torch.ops.aten.addmm.default(arg31_1, view_10, permute_12);  arg31_1 = view_10 = permute_12 = None
        view_11: "f32[1, 56, 56, 96]" = torch.ops.aten.reshape.default(addmm_5, [1, 56, 56, 96]);  addmm_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_13: "f32[1, 96, 56, 56]" = torch.ops.aten.permute.default(view_11, [0, 3, 1, 2]);  view_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_19: "f32[1, 96, 56, 56]" = torch.ops.aten.mul.Tensor(arg23_1, permute_13);  arg23_1 = permute_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_13: "f32[1, 96, 56, 56]" = torch.ops.aten.add.Tensor(mul_19, add_9);  mul_19 = add_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:33 in forward, code: x = x.permute(0, 2, 3, 1)
        permute_15: "f32[1, 56, 56, 96]" = torch.ops.aten.permute.default(add_13, [0, 2, 3, 1]);  add_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:34 in forward, code: x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        var_mean_4 = torch.ops.aten.var_mean.correction(permute_15, [3], correction = 0, keepdim = True)
        getitem_8: "f32[1, 56, 56, 1]" = var_mean_4[0]
        getitem_9: "f32[1, 56, 56, 1]" = var_mean_4[1];  var_mean_4 = None
        sub_4: "f32[1, 56, 56, 96]" = torch.ops.aten.sub.Tensor(permute_15, getitem_9);  permute_15 = getitem_9 = None
        add_14: "f32[1, 56, 56, 1]" = torch.ops.aten.add.Tensor(getitem_8, 1e-06);  getitem_8 = None
        rsqrt_4: "f32[1, 56, 56, 1]" = torch.ops.aten.rsqrt.default(add_14);  add_14 = None
        mul_20: "f32[1, 56, 56, 96]" = torch.ops.aten.mul.Tensor(sub_4, rsqrt_4);  sub_4 = rsqrt_4 = None
        mul_21: "f32[1, 56, 56, 96]" = torch.ops.aten.mul.Tensor(mul_20, arg32_1);  mul_20 = arg32_1 = None
        add_15: "f32[1, 56, 56, 96]" = torch.ops.aten.add.Tensor(mul_21, arg33_1);  mul_21 = arg33_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:35 in forward, code: x = x.permute(0, 3, 1, 2)
        permute_16: "f32[1, 96, 56, 56]" = torch.ops.aten.permute.default(add_15, [0, 3, 1, 2]);  add_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:171 in _forward_impl, code: x = self.features(x)
        convolution_4: "f32[1, 192, 28, 28]" = torch.ops.aten.convolution.default(permute_16, arg34_1, arg35_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  permute_16 = arg34_1 = arg35_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_5: "f32[1, 192, 28, 28]" = torch.ops.aten.convolution.default(convolution_4, arg37_1, arg38_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192);  arg37_1 = arg38_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_17: "f32[1, 28, 28, 192]" = torch.ops.aten.permute.default(convolution_5, [0, 2, 3, 1]);  convolution_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_5 = torch.ops.aten.var_mean.correction(permute_17, [3], correction = 0, keepdim = True)
        getitem_10: "f32[1, 28, 28, 1]" = var_mean_5[0]
        getitem_11: "f32[1, 28, 28, 1]" = var_mean_5[1];  var_mean_5 = None
        sub_5: "f32[1, 28, 28, 192]" = torch.ops.aten.sub.Tensor(permute_17, getitem_11);  permute_17 = getitem_11 = None
        add_16: "f32[1, 28, 28, 1]" = torch.ops.aten.add.Tensor(getitem_10, 1e-06);  getitem_10 = None
        rsqrt_5: "f32[1, 28, 28, 1]" = torch.ops.aten.rsqrt.default(add_16);  add_16 = None
        mul_22: "f32[1, 28, 28, 192]" = torch.ops.aten.mul.Tensor(sub_5, rsqrt_5);  sub_5 = rsqrt_5 = None
        mul_23: "f32[1, 28, 28, 192]" = torch.ops.aten.mul.Tensor(mul_22, arg39_1);  mul_22 = arg39_1 = None
        add_17: "f32[1, 28, 28, 192]" = torch.ops.aten.add.Tensor(mul_23, arg40_1);  mul_23 = arg40_1 = None
        view_12: "f32[784, 192]" = torch.ops.aten.reshape.default(add_17, [784, 192]);  add_17 = None
        permute_18: "f32[192, 768]" = torch.ops.aten.permute.default(arg41_1, [1, 0]);  arg41_1 = None
        addmm_6: "f32[784, 768]" = torch.ops.aten.addmm.default(arg42_1, view_12, permute_18);  arg42_1 = view_12 = permute_18 = None
        view_13: "f32[1, 28, 28, 768]" = torch.ops.aten.reshape.default(addmm_6, [1, 28, 28, 768]);  addmm_6 = None
        mul_24: "f32[1, 28, 28, 768]" = torch.ops.aten.mul.Tensor(view_13, 0.5)
        mul_25: "f32[1, 28, 28, 768]" = torch.ops.aten.mul.Tensor(view_13, 0.7071067811865476);  view_13 = None
        erf_3: "f32[1, 28, 28, 768]" = torch.ops.aten.erf.default(mul_25);  mul_25 = None
        add_18: "f32[1, 28, 28, 768]" = torch.ops.aten.add.Tensor(erf_3, 1);  erf_3 = None
        mul_26: "f32[1, 28, 28, 768]" = torch.ops.aten.mul.Tensor(mul_24, add_18);  mul_24 = add_18 = None
        view_14: "f32[784, 768]" = torch.ops.aten.reshape.default(mul_26, [784, 768]);  mul_26 = None
        permute_19: "f32[768, 192]" = torch.ops.aten.permute.default(arg43_1, [1, 0]);  arg43_1 = None
        addmm_7: "f32[784, 192]" = torch.ops.aten.addmm.default(arg44_1, view_14, permute_19);  arg44_1 = view_14 = permute_19 = None
        view_15: "f32[1, 28, 28, 192]" = torch.ops.aten.reshape.default(addmm_7, [1, 28, 28, 192]);  addmm_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_20: "f32[1, 192, 28, 28]" = torch.ops.aten.permute.default(view_15, [0, 3, 1, 2]);  view_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_27: "f32[1, 192, 28, 28]" = torch.ops.aten.mul.Tensor(arg36_1, permute_20);  arg36_1 = permute_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_19: "f32[1, 192, 28, 28]" = torch.ops.aten.add.Tensor(mul_27, convolution_4);  mul_27 = convolution_4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_6: "f32[1, 192, 28, 28]" = torch.ops.aten.convolution.default(add_19, arg46_1, arg47_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192);  arg46_1 = arg47_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_21: "f32[1, 28, 28, 192]" = torch.ops.aten.permute.default(convolution_6, [0, 2, 3, 1]);  convolution_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_6 = torch.ops.aten.var_mean.correction(permute_21, [3], correction = 0, keepdim = True)
        getitem_12: "f32[1, 28, 28, 1]" = var_mean_6[0]
        getitem_13: "f32[1, 28, 28, 1]" = var_mean_6[1];  var_mean_6 = None
        sub_6: "f32[1, 28, 28, 192]" = torch.ops.aten.sub.Tensor(permute_21, getitem_13);  permute_21 = getitem_13 = None
        add_20: "f32[1, 28, 28, 1]" = torch.ops.aten.add.Tensor(getitem_12, 1e-06);  getitem_12 = None
        rsqrt_6: "f32[1, 28, 28, 1]" = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
        mul_28: "f32[1, 28, 28, 192]" = torch.ops.aten.mul.Tensor(sub_6, rsqrt_6);  sub_6 = rsqrt_6 = None
        mul_29: "f32[1, 28, 28, 192]" = torch.ops.aten.mul.Tensor(mul_28, arg48_1);  mul_28 = arg48_1 = None
        add_21: "f32[1, 28, 28, 192]" = torch.ops.aten.add.Tensor(mul_29, arg49_1);  mul_29 = arg49_1 = None
        view_16: "f32[784, 192]" = torch.ops.aten.reshape.default(add_21, [784, 192]);  add_21 = None
        permute_22: "f32[192, 768]" = torch.ops.aten.permute.default(arg50_1, [1, 0]);  arg50_1 = None
        addmm_8: "f32[784, 768]" = torch.ops.aten.addmm.default(arg51_1, view_16, permute_22);  arg51_1 = view_16 = permute_22 = None
        view_17: "f32[1, 28, 28, 768]" = torch.ops.aten.reshape.default(addmm_8, [1, 28, 28, 768]);  addmm_8 = None
        mul_30: "f32[1, 28, 28, 768]" = torch.ops.aten.mul.Tensor(view_17, 0.5)
        mul_31: "f32[1, 28, 28, 768]" = torch.ops.aten.mul.Tensor(view_17, 0.7071067811865476);  view_17 = None
        erf_4: "f32[1, 28, 28, 768]" = torch.ops.aten.erf.default(mul_31);  mul_31 = None
        add_22: "f32[1, 28, 28, 768]" = torch.ops.aten.add.Tensor(erf_4, 1);  erf_4 = None
        mul_32: "f32[1, 28, 28, 768]" = torch.ops.aten.mul.Tensor(mul_30, add_22);  mul_30 = add_22 = None
        view_18: "f32[784, 768]" = torch.ops.aten.reshape.default(mul_32, [784, 768]);  mul_32 = None
        permute_23: "f32[768, 192]" = torch.ops.aten.permute.default(arg52_1, [1, 0]);  arg52_1 = None
        addmm_9: "f32[784, 192]" = torch.ops.aten.addmm.default(arg53_1, view_18, permute_23);  arg53_1 = view_18 = permute_23 = None
        view_19: "f32[1, 28, 28, 192]" = torch.ops.aten.reshape.default(addmm_9, [1, 28, 28, 192]);  addmm_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_24: "f32[1, 192, 28, 28]" = torch.ops.aten.permute.default(view_19, [0, 3, 1, 2]);  view_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_33: "f32[1, 192, 28, 28]" = torch.ops.aten.mul.Tensor(arg45_1, permute_24);  arg45_1 = permute_24 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_23: "f32[1, 192, 28, 28]" = torch.ops.aten.add.Tensor(mul_33, add_19);  mul_33 = add_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_7: "f32[1, 192, 28, 28]" = torch.ops.aten.convolution.default(add_23, arg55_1, arg56_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192);  arg55_1 = arg56_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_25: "f32[1, 28, 28, 192]" = torch.ops.aten.permute.default(convolution_7, [0, 2, 3, 1]);  convolution_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_7 = torch.ops.aten.var_mean.correction(permute_25, [3], correction = 0, keepdim = True)
        getitem_14: "f32[1, 28, 28, 1]" = var_mean_7[0]
        getitem_15: "f32[1, 28, 28, 1]" = var_mean_7[1];  var_mean_7 = None
        sub_7: "f32[1, 28, 28, 192]" = torch.ops.aten.sub.Tensor(permute_25, getitem_15);  permute_25 = getitem_15 = None
        add_24: "f32[1, 28, 28, 1]" = torch.ops.aten.add.Tensor(getitem_14, 1e-06);  getitem_14 = None
        rsqrt_7: "f32[1, 28, 28, 1]" = torch.ops.aten.rsqrt.default(add_24);  add_24 = None
        mul_34: "f32[1, 28, 28, 192]" = torch.ops.aten.mul.Tensor(sub_7, rsqrt_7);  sub_7 = rsqrt_7 = None
        mul_35: "f32[1, 28, 28, 192]" = torch.ops.aten.mul.Tensor(mul_34, arg57_1);  mul_34 = arg57_1 = None
        add_25: "f32[1, 28, 28, 192]" = torch.ops.aten.add.Tensor(mul_35, arg58_1);  mul_35 = arg58_1 = None
        view_20: "f32[784, 192]" = torch.ops.aten.reshape.default(add_25, [784, 192]);  add_25 = None
        permute_26: "f32[192, 768]" = torch.ops.aten.permute.default(arg59_1, [1, 0]);  arg59_1 = None
        addmm_10: "f32[784, 768]" = torch.ops.aten.addmm.default(arg60_1, view_20, permute_26);  arg60_1 = view_20 = permute_26 = None
        view_21: "f32[1, 28, 28, 768]" = torch.ops.aten.reshape.default(addmm_10, [1, 28, 28, 768]);  addmm_10 = None
        mul_36: "f32[1, 28, 28, 768]" = torch.ops.aten.mul.Tensor(view_21, 0.5)
        mul_37: "f32[1, 28, 28, 768]" = torch.ops.aten.mul.Tensor(view_21, 0.7071067811865476);  view_21 = None
        erf_5: "f32[1, 28, 28, 768]" = torch.ops.aten.erf.default(mul_37);  mul_37 = None
        add_26: "f32[1, 28, 28, 768]" = torch.ops.aten.add.Tensor(erf_5, 1);  erf_5 = None
        mul_38: "f32[1, 28, 28, 768]" = torch.ops.aten.mul.Tensor(mul_36, add_26);  mul_36 = add_26 = None
        view_22: "f32[784, 768]" = torch.ops.aten.reshape.default(mul_38, [784, 768]);  mul_38 = None
        permute_27: "f32[768, 192]" = torch.ops.aten.permute.default(arg61_1, [1, 0]);  arg61_1 = None
        addmm_11: "f32[784, 192]" = torch.ops.aten.addmm.default(arg62_1, view_22, permute_27);  arg62_1 = view_22 = permute_27 = None
        view_23: "f32[1, 28, 28, 192]" = torch.ops.aten.reshape.default(addmm_11, [1, 28, 28, 192]);  addmm_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_28: "f32[1, 192, 28, 28]" = torch.ops.aten.permute.default(view_23, [0, 3, 1, 2]);  view_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_39: "f32[1, 192, 28, 28]" = torch.ops.aten.mul.Tensor(arg54_1, permute_28);  arg54_1 = permute_28 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_27: "f32[1, 192, 28, 28]" = torch.ops.aten.add.Tensor(mul_39, add_23);  mul_39 = add_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:33 in forward, code: x = x.permute(0, 2, 3, 1)
        permute_30: "f32[1, 28, 28, 192]" = torch.ops.aten.permute.default(add_27, [0, 2, 3, 1]);  add_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:34 in forward, code: x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        var_mean_8 = torch.ops.aten.var_mean.correction(permute_30, [3], correction = 0, keepdim = True)
        getitem_16: "f32[1, 28, 28, 1]" = var_mean_8[0]
        getitem_17: "f32[1, 28, 28, 1]" = var_mean_8[1];  var_mean_8 = None
        sub_8: "f32[1, 28, 28, 192]" = torch.ops.aten.sub.Tensor(permute_30, getitem_17);  permute_30 = getitem_17 = None
        add_28: "f32[1, 28, 28, 1]" = torch.ops.aten.add.Tensor(getitem_16, 1e-06);  getitem_16 = None
        rsqrt_8: "f32[1, 28, 28, 1]" = torch.ops.aten.rsqrt.default(add_28);  add_28 = None
        mul_40: "f32[1, 28, 28, 192]" = torch.ops.aten.mul.Tensor(sub_8, rsqrt_8);  sub_8 = rsqrt_8 = None
        mul_41: "f32[1, 28, 28, 192]" = torch.ops.aten.mul.Tensor(mul_40, arg63_1);  mul_40 = arg63_1 = None
        add_29: "f32[1, 28, 28, 192]" = torch.ops.aten.add.Tensor(mul_41, arg64_1);  mul_41 = arg64_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:35 in forward, code: x = x.permute(0, 3, 1, 2)
        permute_31: "f32[1, 192, 28, 28]" = torch.ops.aten.permute.default(add_29, [0, 3, 1, 2]);  add_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:171 in _forward_impl, code: x = self.features(x)
        convolution_8: "f32[1, 384, 14, 14]" = torch.ops.aten.convolution.default(permute_31, arg65_1, arg66_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  permute_31 = arg65_1 = arg66_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_9: "f32[1, 384, 14, 14]" = torch.ops.aten.convolution.default(convolution_8, arg68_1, arg69_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg68_1 = arg69_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_32: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(convolution_9, [0, 2, 3, 1]);  convolution_9 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_9 = torch.ops.aten.var_mean.correction(permute_32, [3], correction = 0, keepdim = True)
        getitem_18: "f32[1, 14, 14, 1]" = var_mean_9[0]
        getitem_19: "f32[1, 14, 14, 1]" = var_mean_9[1];  var_mean_9 = None
        sub_9: "f32[1, 14, 14, 384]" = torch.ops.aten.sub.Tensor(permute_32, getitem_19);  permute_32 = getitem_19 = None
        add_30: "f32[1, 14, 14, 1]" = torch.ops.aten.add.Tensor(getitem_18, 1e-06);  getitem_18 = None
        rsqrt_9: "f32[1, 14, 14, 1]" = torch.ops.aten.rsqrt.default(add_30);  add_30 = None
        mul_42: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(sub_9, rsqrt_9);  sub_9 = rsqrt_9 = None
        mul_43: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(mul_42, arg70_1);  mul_42 = arg70_1 = None
        add_31: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(mul_43, arg71_1);  mul_43 = arg71_1 = None
        view_24: "f32[196, 384]" = torch.ops.aten.reshape.default(add_31, [196, 384]);  add_31 = None
        permute_33: "f32[384, 1536]" = torch.ops.aten.permute.default(arg72_1, [1, 0]);  arg72_1 = None
        addmm_12: "f32[196, 1536]" = torch.ops.aten.addmm.default(arg73_1, view_24, permute_33);  arg73_1 = view_24 = permute_33 = None
        view_25: "f32[1, 14, 14, 1536]" = torch.ops.aten.reshape.default(addmm_12, [1, 14, 14, 1536]);  addmm_12 = None
        mul_44: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_25, 0.5)
        mul_45: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_25, 0.7071067811865476);  view_25 = None
        erf_6: "f32[1, 14, 14, 1536]" = torch.ops.aten.erf.default(mul_45);  mul_45 = None
        add_32: "f32[1, 14, 14, 1536]" = torch.ops.aten.add.Tensor(erf_6, 1);  erf_6 = None
        mul_46: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(mul_44, add_32);  mul_44 = add_32 = None
        view_26: "f32[196, 1536]" = torch.ops.aten.reshape.default(mul_46, [196, 1536]);  mul_46 = None
        permute_34: "f32[1536, 384]" = torch.ops.aten.permute.default(arg74_1, [1, 0]);  arg74_1 = None
        addmm_13: "f32[196, 384]" = torch.ops.aten.addmm.default(arg75_1, view_26, permute_34);  arg75_1 = view_26 = permute_34 = None
        view_27: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(addmm_13, [1, 14, 14, 384]);  addmm_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_35: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(view_27, [0, 3, 1, 2]);  view_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_47: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(arg67_1, permute_35);  arg67_1 = permute_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_33: "f32[1, 384, 14, 14]" = torch.ops.aten.add.Tensor(mul_47, convolution_8);  mul_47 = convolution_8 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_10: "f32[1, 384, 14, 14]" = torch.ops.aten.convolution.default(add_33, arg77_1, arg78_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg77_1 = arg78_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_36: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(convolution_10, [0, 2, 3, 1]);  convolution_10 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_10 = torch.ops.aten.var_mean.correction(permute_36, [3], correction = 0, keepdim = True)
        getitem_20: "f32[1, 14, 14, 1]" = var_mean_10[0]
        getitem_21: "f32[1, 14, 14, 1]" = var_mean_10[1];  var_mean_10 = None
        sub_10: "f32[1, 14, 14, 384]" = torch.ops.aten.sub.Tensor(permute_36, getitem_21);  permute_36 = getitem_21 = None
        add_34: "f32[1, 14, 14, 1]" = torch.ops.aten.add.Tensor(getitem_20, 1e-06);  getitem_20 = None
        rsqrt_10: "f32[1, 14, 14, 1]" = torch.ops.aten.rsqrt.default(add_34);  add_34 = None
        mul_48: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(sub_10, rsqrt_10);  sub_10 = rsqrt_10 = None
        mul_49: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(mul_48, arg79_1);  mul_48 = arg79_1 = None
        add_35: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(mul_49, arg80_1);  mul_49 = arg80_1 = None
        view_28: "f32[196, 384]" = torch.ops.aten.reshape.default(add_35, [196, 384]);  add_35 = None
        permute_37: "f32[384, 1536]" = torch.ops.aten.permute.default(arg81_1, [1, 0]);  arg81_1 = None
        addmm_14: "f32[196, 1536]" = torch.ops.aten.addmm.default(arg82_1, view_28, permute_37);  arg82_1 = view_28 = permute_37 = None
        view_29: "f32[1, 14, 14, 1536]" = torch.ops.aten.reshape.default(addmm_14, [1, 14, 14, 1536]);  addmm_14 = None
        mul_50: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_29, 0.5)
        mul_51: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_29, 0.7071067811865476);  view_29 = None
        erf_7: "f32[1, 14, 14, 1536]" = torch.ops.aten.erf.default(mul_51);  mul_51 = None
        add_36: "f32[1, 14, 14, 1536]" = torch.ops.aten.add.Tensor(erf_7, 1);  erf_7 = None
        mul_52: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(mul_50, add_36);  mul_50 = add_36 = None
        view_30: "f32[196, 1536]" = torch.ops.aten.reshape.default(mul_52, [196, 1536]);  mul_52 = None
        permute_38: "f32[1536, 384]" = torch.ops.aten.permute.default(arg83_1, [1, 0]);  arg83_1 = None
        addmm_15: "f32[196, 384]" = torch.ops.aten.addmm.default(arg84_1, view_30, permute_38);  arg84_1 = view_30 = permute_38 = None
        view_31: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(addmm_15, [1, 14, 14, 384]);  addmm_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_39: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(view_31, [0, 3, 1, 2]);  view_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_53: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(arg76_1, permute_39);  arg76_1 = permute_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_37: "f32[1, 384, 14, 14]" = torch.ops.aten.add.Tensor(mul_53, add_33);  mul_53 = add_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_11: "f32[1, 384, 14, 14]" = torch.ops.aten.convolution.default(add_37, arg86_1, arg87_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg86_1 = arg87_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_40: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(convolution_11, [0, 2, 3, 1]);  convolution_11 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_11 = torch.ops.aten.var_mean.correction(permute_40, [3], correction = 0, keepdim = True)
        getitem_22: "f32[1, 14, 14, 1]" = var_mean_11[0]
        getitem_23: "f32[1, 14, 14, 1]" = var_mean_11[1];  var_mean_11 = None
        sub_11: "f32[1, 14, 14, 384]" = torch.ops.aten.sub.Tensor(permute_40, getitem_23);  permute_40 = getitem_23 = None
        add_38: "f32[1, 14, 14, 1]" = torch.ops.aten.add.Tensor(getitem_22, 1e-06);  getitem_22 = None
        rsqrt_11: "f32[1, 14, 14, 1]" = torch.ops.aten.rsqrt.default(add_38);  add_38 = None
        mul_54: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(sub_11, rsqrt_11);  sub_11 = rsqrt_11 = None
        mul_55: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(mul_54, arg88_1);  mul_54 = arg88_1 = None
        add_39: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(mul_55, arg89_1);  mul_55 = arg89_1 = None
        view_32: "f32[196, 384]" = torch.ops.aten.reshape.default(add_39, [196, 384]);  add_39 = None
        permute_41: "f32[384, 1536]" = torch.ops.aten.permute.default(arg90_1, [1, 0]);  arg90_1 = None
        addmm_16: "f32[196, 1536]" = torch.ops.aten.addmm.default(arg91_1, view_32, permute_41);  arg91_1 = view_32 = permute_41 = None
        view_33: "f32[1, 14, 14, 1536]" = torch.ops.aten.reshape.default(addmm_16, [1, 14, 14, 1536]);  addmm_16 = None
        mul_56: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_33, 0.5)
        mul_57: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_33, 0.7071067811865476);  view_33 = None
        erf_8: "f32[1, 14, 14, 1536]" = torch.ops.aten.erf.default(mul_57);  mul_57 = None
        add_40: "f32[1, 14, 14, 1536]" = torch.ops.aten.add.Tensor(erf_8, 1);  erf_8 = None
        mul_58: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(mul_56, add_40);  mul_56 = add_40 = None
        view_34: "f32[196, 1536]" = torch.ops.aten.reshape.default(mul_58, [196, 1536]);  mul_58 = None
        permute_42: "f32[1536, 384]" = torch.ops.aten.permute.default(arg92_1, [1, 0]);  arg92_1 = None
        addmm_17: "f32[196, 384]" = torch.ops.aten.addmm.default(arg93_1, view_34, permute_42);  arg93_1 = view_34 = permute_42 = None
        view_35: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(addmm_17, [1, 14, 14, 384]);  addmm_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_43: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(view_35, [0, 3, 1, 2]);  view_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_59: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(arg85_1, permute_43);  arg85_1 = permute_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_41: "f32[1, 384, 14, 14]" = torch.ops.aten.add.Tensor(mul_59, add_37);  mul_59 = add_37 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_12: "f32[1, 384, 14, 14]" = torch.ops.aten.convolution.default(add_41, arg95_1, arg96_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg95_1 = arg96_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_44: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(convolution_12, [0, 2, 3, 1]);  convolution_12 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_12 = torch.ops.aten.var_mean.correction(permute_44, [3], correction = 0, keepdim = True)
        getitem_24: "f32[1, 14, 14, 1]" = var_mean_12[0]
        getitem_25: "f32[1, 14, 14, 1]" = var_mean_12[1];  var_mean_12 = None
        sub_12: "f32[1, 14, 14, 384]" = torch.ops.aten.sub.Tensor(permute_44, getitem_25);  permute_44 = getitem_25 = None
        add_42: "f32[1, 14, 14, 1]" = torch.ops.aten.add.Tensor(getitem_24, 1e-06);  getitem_24 = None
        rsqrt_12: "f32[1, 14, 14, 1]" = torch.ops.aten.rsqrt.default(add_42);  add_42 = None
        mul_60: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(sub_12, rsqrt_12);  sub_12 = rsqrt_12 = None
        mul_61: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(mul_60, arg97_1);  mul_60 = arg97_1 = None
        add_43: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(mul_61, arg98_1);  mul_61 = arg98_1 = None
        view_36: "f32[196, 384]" = torch.ops.aten.reshape.default(add_43, [196, 384]);  add_43 = None
        permute_45: "f32[384, 1536]" = torch.ops.aten.permute.default(arg99_1, [1, 0]);  arg99_1 = None
        addmm_18: "f32[196, 1536]" = torch.ops.aten.addmm.default(arg100_1, view_36, permute_45);  arg100_1 = view_36 = permute_45 = None
        view_37: "f32[1, 14, 14, 1536]" = torch.ops.aten.reshape.default(addmm_18, [1, 14, 14, 1536]);  addmm_18 = None
        mul_62: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_37, 0.5)
        mul_63: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_37, 0.7071067811865476);  view_37 = None
        erf_9: "f32[1, 14, 14, 1536]" = torch.ops.aten.erf.default(mul_63);  mul_63 = None
        add_44: "f32[1, 14, 14, 1536]" = torch.ops.aten.add.Tensor(erf_9, 1);  erf_9 = None
        mul_64: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(mul_62, add_44);  mul_62 = add_44 = None
        view_38: "f32[196, 1536]" = torch.ops.aten.reshape.default(mul_64, [196, 1536]);  mul_64 = None
        permute_46: "f32[1536, 384]" = torch.ops.aten.permute.default(arg101_1, [1, 0]);  arg101_1 = None
        addmm_19: "f32[196, 384]" = torch.ops.aten.addmm.default(arg102_1, view_38, permute_46);  arg102_1 = view_38 = permute_46 = None
        view_39: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(addmm_19, [1, 14, 14, 384]);  addmm_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_47: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(view_39, [0, 3, 1, 2]);  view_39 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_65: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(arg94_1, permute_47);  arg94_1 = permute_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_45: "f32[1, 384, 14, 14]" = torch.ops.aten.add.Tensor(mul_65, add_41);  mul_65 = add_41 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_13: "f32[1, 384, 14, 14]" = torch.ops.aten.convolution.default(add_45, arg104_1, arg105_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg104_1 = arg105_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_48: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(convolution_13, [0, 2, 3, 1]);  convolution_13 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_13 = torch.ops.aten.var_mean.correction(permute_48, [3], correction = 0, keepdim = True)
        getitem_26: "f32[1, 14, 14, 1]" = var_mean_13[0]
        getitem_27: "f32[1, 14, 14, 1]" = var_mean_13[1];  var_mean_13 = None
        sub_13: "f32[1, 14, 14, 384]" = torch.ops.aten.sub.Tensor(permute_48, getitem_27);  permute_48 = getitem_27 = None
        add_46: "f32[1, 14, 14, 1]" = torch.ops.aten.add.Tensor(getitem_26, 1e-06);  getitem_26 = None
        rsqrt_13: "f32[1, 14, 14, 1]" = torch.ops.aten.rsqrt.default(add_46);  add_46 = None
        mul_66: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(sub_13, rsqrt_13);  sub_13 = rsqrt_13 = None
        mul_67: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(mul_66, arg106_1);  mul_66 = arg106_1 = None
        add_47: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(mul_67, arg107_1);  mul_67 = arg107_1 = None
        view_40: "f32[196, 384]" = torch.ops.aten.reshape.default(add_47, [196, 384]);  add_47 = None
        permute_49: "f32[384, 1536]" = torch.ops.aten.permute.default(arg108_1, [1, 0]);  arg108_1 = None
        addmm_20: "f32[196, 1536]" = torch.ops.aten.addmm.default(arg109_1, view_40, permute_49);  arg109_1 = view_40 = permute_49 = None
        view_41: "f32[1, 14, 14, 1536]" = torch.ops.aten.reshape.default(addmm_20, [1, 14, 14, 1536]);  addmm_20 = None
        mul_68: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_41, 0.5)
        mul_69: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_41, 0.7071067811865476);  view_41 = None
        erf_10: "f32[1, 14, 14, 1536]" = torch.ops.aten.erf.default(mul_69);  mul_69 = None
        add_48: "f32[1, 14, 14, 1536]" = torch.ops.aten.add.Tensor(erf_10, 1);  erf_10 = None
        mul_70: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(mul_68, add_48);  mul_68 = add_48 = None
        view_42: "f32[196, 1536]" = torch.ops.aten.reshape.default(mul_70, [196, 1536]);  mul_70 = None
        permute_50: "f32[1536, 384]" = torch.ops.aten.permute.default(arg110_1, [1, 0]);  arg110_1 = None
        addmm_21: "f32[196, 384]" = torch.ops.aten.addmm.default(arg111_1, view_42, permute_50);  arg111_1 = view_42 = permute_50 = None
        view_43: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(addmm_21, [1, 14, 14, 384]);  addmm_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_51: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(view_43, [0, 3, 1, 2]);  view_43 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_71: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(arg103_1, permute_51);  arg103_1 = permute_51 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_49: "f32[1, 384, 14, 14]" = torch.ops.aten.add.Tensor(mul_71, add_45);  mul_71 = add_45 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_14: "f32[1, 384, 14, 14]" = torch.ops.aten.convolution.default(add_49, arg113_1, arg114_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg113_1 = arg114_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_52: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(convolution_14, [0, 2, 3, 1]);  convolution_14 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_14 = torch.ops.aten.var_mean.correction(permute_52, [3], correction = 0, keepdim = True)
        getitem_28: "f32[1, 14, 14, 1]" = var_mean_14[0]
        getitem_29: "f32[1, 14, 14, 1]" = var_mean_14[1];  var_mean_14 = None
        sub_14: "f32[1, 14, 14, 384]" = torch.ops.aten.sub.Tensor(permute_52, getitem_29);  permute_52 = getitem_29 = None
        add_50: "f32[1, 14, 14, 1]" = torch.ops.aten.add.Tensor(getitem_28, 1e-06);  getitem_28 = None
        rsqrt_14: "f32[1, 14, 14, 1]" = torch.ops.aten.rsqrt.default(add_50);  add_50 = None
        mul_72: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(sub_14, rsqrt_14);  sub_14 = rsqrt_14 = None
        mul_73: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(mul_72, arg115_1);  mul_72 = arg115_1 = None
        add_51: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(mul_73, arg116_1);  mul_73 = arg116_1 = None
        view_44: "f32[196, 384]" = torch.ops.aten.reshape.default(add_51, [196, 384]);  add_51 = None
        permute_53: "f32[384, 1536]" = torch.ops.aten.permute.default(arg117_1, [1, 0]);  arg117_1 = None
        addmm_22: "f32[196, 1536]" = torch.ops.aten.addmm.default(arg118_1, view_44, permute_53);  arg118_1 = view_44 = permute_53 = None
        view_45: "f32[1, 14, 14, 1536]" = torch.ops.aten.reshape.default(addmm_22, [1, 14, 14, 1536]);  addmm_22 = None
        mul_74: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_45, 0.5)
        mul_75: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_45, 0.7071067811865476);  view_45 = None
        erf_11: "f32[1, 14, 14, 1536]" = torch.ops.aten.erf.default(mul_75);  mul_75 = None
        add_52: "f32[1, 14, 14, 1536]" = torch.ops.aten.add.Tensor(erf_11, 1);  erf_11 = None
        mul_76: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(mul_74, add_52);  mul_74 = add_52 = None
        view_46: "f32[196, 1536]" = torch.ops.aten.reshape.default(mul_76, [196, 1536]);  mul_76 = None
        permute_54: "f32[1536, 384]" = torch.ops.aten.permute.default(arg119_1, [1, 0]);  arg119_1 = None
        addmm_23: "f32[196, 384]" = torch.ops.aten.addmm.default(arg120_1, view_46, permute_54);  arg120_1 = view_46 = permute_54 = None
        view_47: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(addmm_23, [1, 14, 14, 384]);  addmm_23 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_55: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(view_47, [0, 3, 1, 2]);  view_47 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_77: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(arg112_1, permute_55);  arg112_1 = permute_55 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_53: "f32[1, 384, 14, 14]" = torch.ops.aten.add.Tensor(mul_77, add_49);  mul_77 = add_49 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_15: "f32[1, 384, 14, 14]" = torch.ops.aten.convolution.default(add_53, arg122_1, arg123_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg122_1 = arg123_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_56: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(convolution_15, [0, 2, 3, 1]);  convolution_15 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_15 = torch.ops.aten.var_mean.correction(permute_56, [3], correction = 0, keepdim = True)
        getitem_30: "f32[1, 14, 14, 1]" = var_mean_15[0]
        getitem_31: "f32[1, 14, 14, 1]" = var_mean_15[1];  var_mean_15 = None
        sub_15: "f32[1, 14, 14, 384]" = torch.ops.aten.sub.Tensor(permute_56, getitem_31);  permute_56 = getitem_31 = None
        add_54: "f32[1, 14, 14, 1]" = torch.ops.aten.add.Tensor(getitem_30, 1e-06);  getitem_30 = None
        rsqrt_15: "f32[1, 14, 14, 1]" = torch.ops.aten.rsqrt.default(add_54);  add_54 = None
        mul_78: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(sub_15, rsqrt_15);  sub_15 = rsqrt_15 = None
        mul_79: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(mul_78, arg124_1);  mul_78 = arg124_1 = None
        add_55: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(mul_79, arg125_1);  mul_79 = arg125_1 = None
        view_48: "f32[196, 384]" = torch.ops.aten.reshape.default(add_55, [196, 384]);  add_55 = None
        permute_57: "f32[384, 1536]" = torch.ops.aten.permute.default(arg126_1, [1, 0]);  arg126_1 = None
        addmm_24: "f32[196, 1536]" = torch.ops.aten.addmm.default(arg127_1, view_48, permute_57);  arg127_1 = view_48 = permute_57 = None
        view_49: "f32[1, 14, 14, 1536]" = torch.ops.aten.reshape.default(addmm_24, [1, 14, 14, 1536]);  addmm_24 = None
        mul_80: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_49, 0.5)
        mul_81: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_49, 0.7071067811865476);  view_49 = None
        erf_12: "f32[1, 14, 14, 1536]" = torch.ops.aten.erf.default(mul_81);  mul_81 = None
        add_56: "f32[1, 14, 14, 1536]" = torch.ops.aten.add.Tensor(erf_12, 1);  erf_12 = None
        mul_82: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(mul_80, add_56);  mul_80 = add_56 = None
        view_50: "f32[196, 1536]" = torch.ops.aten.reshape.default(mul_82, [196, 1536]);  mul_82 = None
        permute_58: "f32[1536, 384]" = torch.ops.aten.permute.default(arg128_1, [1, 0]);  arg128_1 = None
        addmm_25: "f32[196, 384]" = torch.ops.aten.addmm.default(arg129_1, view_50, permute_58);  arg129_1 = view_50 = permute_58 = None
        view_51: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(addmm_25, [1, 14, 14, 384]);  addmm_25 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_59: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(view_51, [0, 3, 1, 2]);  view_51 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_83: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(arg121_1, permute_59);  arg121_1 = permute_59 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_57: "f32[1, 384, 14, 14]" = torch.ops.aten.add.Tensor(mul_83, add_53);  mul_83 = add_53 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_16: "f32[1, 384, 14, 14]" = torch.ops.aten.convolution.default(add_57, arg131_1, arg132_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg131_1 = arg132_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_60: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(convolution_16, [0, 2, 3, 1]);  convolution_16 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_16 = torch.ops.aten.var_mean.correction(permute_60, [3], correction = 0, keepdim = True)
        getitem_32: "f32[1, 14, 14, 1]" = var_mean_16[0]
        getitem_33: "f32[1, 14, 14, 1]" = var_mean_16[1];  var_mean_16 = None
        sub_16: "f32[1, 14, 14, 384]" = torch.ops.aten.sub.Tensor(permute_60, getitem_33);  permute_60 = getitem_33 = None
        add_58: "f32[1, 14, 14, 1]" = torch.ops.aten.add.Tensor(getitem_32, 1e-06);  getitem_32 = None
        rsqrt_16: "f32[1, 14, 14, 1]" = torch.ops.aten.rsqrt.default(add_58);  add_58 = None
        mul_84: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(sub_16, rsqrt_16);  sub_16 = rsqrt_16 = None
        mul_85: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(mul_84, arg133_1);  mul_84 = arg133_1 = None
        add_59: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(mul_85, arg134_1);  mul_85 = arg134_1 = None
        view_52: "f32[196, 384]" = torch.ops.aten.reshape.default(add_59, [196, 384]);  add_59 = None
        permute_61: "f32[384, 1536]" = torch.ops.aten.permute.default(arg135_1, [1, 0]);  arg135_1 = None
        addmm_26: "f32[196, 1536]" = torch.ops.aten.addmm.default(arg136_1, view_52, permute_61);  arg136_1 = view_52 = permute_61 = None
        view_53: "f32[1, 14, 14, 1536]" = torch.ops.aten.reshape.default(addmm_26, [1, 14, 14, 1536]);  addmm_26 = None
        mul_86: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_53, 0.5)
        mul_87: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_53, 0.7071067811865476);  view_53 = None
        erf_13: "f32[1, 14, 14, 1536]" = torch.ops.aten.erf.default(mul_87);  mul_87 = None
        add_60: "f32[1, 14, 14, 1536]" = torch.ops.aten.add.Tensor(erf_13, 1);  erf_13 = None
        mul_88: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(mul_86, add_60);  mul_86 = add_60 = None
        view_54: "f32[196, 1536]" = torch.ops.aten.reshape.default(mul_88, [196, 1536]);  mul_88 = None
        permute_62: "f32[1536, 384]" = torch.ops.aten.permute.default(arg137_1, [1, 0]);  arg137_1 = None
        addmm_27: "f32[196, 384]" = torch.ops.aten.addmm.default(arg138_1, view_54, permute_62);  arg138_1 = view_54 = permute_62 = None
        view_55: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(addmm_27, [1, 14, 14, 384]);  addmm_27 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_63: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(view_55, [0, 3, 1, 2]);  view_55 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_89: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(arg130_1, permute_63);  arg130_1 = permute_63 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_61: "f32[1, 384, 14, 14]" = torch.ops.aten.add.Tensor(mul_89, add_57);  mul_89 = add_57 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_17: "f32[1, 384, 14, 14]" = torch.ops.aten.convolution.default(add_61, arg140_1, arg141_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  arg140_1 = arg141_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_64: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(convolution_17, [0, 2, 3, 1]);  convolution_17 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_17 = torch.ops.aten.var_mean.correction(permute_64, [3], correction = 0, keepdim = True)
        getitem_34: "f32[1, 14, 14, 1]" = var_mean_17[0]
        getitem_35: "f32[1, 14, 14, 1]" = var_mean_17[1];  var_mean_17 = None
        sub_17: "f32[1, 14, 14, 384]" = torch.ops.aten.sub.Tensor(permute_64, getitem_35);  permute_64 = getitem_35 = None
        add_62: "f32[1, 14, 14, 1]" = torch.ops.aten.add.Tensor(getitem_34, 1e-06);  getitem_34 = None
        rsqrt_17: "f32[1, 14, 14, 1]" = torch.ops.aten.rsqrt.default(add_62);  add_62 = None
        mul_90: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(sub_17, rsqrt_17);  sub_17 = rsqrt_17 = None
        mul_91: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(mul_90, arg142_1);  mul_90 = arg142_1 = None
        add_63: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(mul_91, arg143_1);  mul_91 = arg143_1 = None
        view_56: "f32[196, 384]" = torch.ops.aten.reshape.default(add_63, [196, 384]);  add_63 = None
        permute_65: "f32[384, 1536]" = torch.ops.aten.permute.default(arg144_1, [1, 0]);  arg144_1 = None
        addmm_28: "f32[196, 1536]" = torch.ops.aten.addmm.default(arg145_1, view_56, permute_65);  arg145_1 = view_56 = permute_65 = None
        view_57: "f32[1, 14, 14, 1536]" = torch.ops.aten.reshape.default(addmm_28, [1, 14, 14, 1536]);  addmm_28 = None
        mul_92: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_57, 0.5)
        mul_93: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(view_57, 0.7071067811865476);  view_57 = None
        erf_14: "f32[1, 14, 14, 1536]" = torch.ops.aten.erf.default(mul_93);  mul_93 = None
        add_64: "f32[1, 14, 14, 1536]" = torch.ops.aten.add.Tensor(erf_14, 1);  erf_14 = None
        mul_94: "f32[1, 14, 14, 1536]" = torch.ops.aten.mul.Tensor(mul_92, add_64);  mul_92 = add_64 = None
        view_58: "f32[196, 1536]" = torch.ops.aten.reshape.default(mul_94, [196, 1536]);  mul_94 = None
        permute_66: "f32[1536, 384]" = torch.ops.aten.permute.default(arg146_1, [1, 0]);  arg146_1 = None
        addmm_29: "f32[196, 384]" = torch.ops.aten.addmm.default(arg147_1, view_58, permute_66);  arg147_1 = view_58 = permute_66 = None
        view_59: "f32[1, 14, 14, 384]" = torch.ops.aten.reshape.default(addmm_29, [1, 14, 14, 384]);  addmm_29 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_67: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(view_59, [0, 3, 1, 2]);  view_59 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_95: "f32[1, 384, 14, 14]" = torch.ops.aten.mul.Tensor(arg139_1, permute_67);  arg139_1 = permute_67 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_65: "f32[1, 384, 14, 14]" = torch.ops.aten.add.Tensor(mul_95, add_61);  mul_95 = add_61 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:33 in forward, code: x = x.permute(0, 2, 3, 1)
        permute_69: "f32[1, 14, 14, 384]" = torch.ops.aten.permute.default(add_65, [0, 2, 3, 1]);  add_65 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:34 in forward, code: x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        var_mean_18 = torch.ops.aten.var_mean.correction(permute_69, [3], correction = 0, keepdim = True)
        getitem_36: "f32[1, 14, 14, 1]" = var_mean_18[0]
        getitem_37: "f32[1, 14, 14, 1]" = var_mean_18[1];  var_mean_18 = None
        sub_18: "f32[1, 14, 14, 384]" = torch.ops.aten.sub.Tensor(permute_69, getitem_37);  permute_69 = getitem_37 = None
        add_66: "f32[1, 14, 14, 1]" = torch.ops.aten.add.Tensor(getitem_36, 1e-06);  getitem_36 = None
        rsqrt_18: "f32[1, 14, 14, 1]" = torch.ops.aten.rsqrt.default(add_66);  add_66 = None
        mul_96: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(sub_18, rsqrt_18);  sub_18 = rsqrt_18 = None
        mul_97: "f32[1, 14, 14, 384]" = torch.ops.aten.mul.Tensor(mul_96, arg148_1);  mul_96 = arg148_1 = None
        add_67: "f32[1, 14, 14, 384]" = torch.ops.aten.add.Tensor(mul_97, arg149_1);  mul_97 = arg149_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:35 in forward, code: x = x.permute(0, 3, 1, 2)
        permute_70: "f32[1, 384, 14, 14]" = torch.ops.aten.permute.default(add_67, [0, 3, 1, 2]);  add_67 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:171 in _forward_impl, code: x = self.features(x)
        convolution_18: "f32[1, 768, 7, 7]" = torch.ops.aten.convolution.default(permute_70, arg150_1, arg151_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  permute_70 = arg150_1 = arg151_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_19: "f32[1, 768, 7, 7]" = torch.ops.aten.convolution.default(convolution_18, arg153_1, arg154_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768);  arg153_1 = arg154_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_71: "f32[1, 7, 7, 768]" = torch.ops.aten.permute.default(convolution_19, [0, 2, 3, 1]);  convolution_19 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_19 = torch.ops.aten.var_mean.correction(permute_71, [3], correction = 0, keepdim = True)
        getitem_38: "f32[1, 7, 7, 1]" = var_mean_19[0]
        getitem_39: "f32[1, 7, 7, 1]" = var_mean_19[1];  var_mean_19 = None
        sub_19: "f32[1, 7, 7, 768]" = torch.ops.aten.sub.Tensor(permute_71, getitem_39);  permute_71 = getitem_39 = None
        add_68: "f32[1, 7, 7, 1]" = torch.ops.aten.add.Tensor(getitem_38, 1e-06);  getitem_38 = None
        rsqrt_19: "f32[1, 7, 7, 1]" = torch.ops.aten.rsqrt.default(add_68);  add_68 = None
        mul_98: "f32[1, 7, 7, 768]" = torch.ops.aten.mul.Tensor(sub_19, rsqrt_19);  sub_19 = rsqrt_19 = None
        mul_99: "f32[1, 7, 7, 768]" = torch.ops.aten.mul.Tensor(mul_98, arg155_1);  mul_98 = arg155_1 = None
        add_69: "f32[1, 7, 7, 768]" = torch.ops.aten.add.Tensor(mul_99, arg156_1);  mul_99 = arg156_1 = None
        view_60: "f32[49, 768]" = torch.ops.aten.reshape.default(add_69, [49, 768]);  add_69 = None
        permute_72: "f32[768, 3072]" = torch.ops.aten.permute.default(arg157_1, [1, 0]);  arg157_1 = None
        addmm_30: "f32[49, 3072]" = torch.ops.aten.addmm.default(arg158_1, view_60, permute_72);  arg158_1 = view_60 = permute_72 = None
        view_61: "f32[1, 7, 7, 3072]" = torch.ops.aten.reshape.default(addmm_30, [1, 7, 7, 3072]);  addmm_30 = None
        mul_100: "f32[1, 7, 7, 3072]" = torch.ops.aten.mul.Tensor(view_61, 0.5)
        mul_101: "f32[1, 7, 7, 3072]" = torch.ops.aten.mul.Tensor(view_61, 0.7071067811865476);  view_61 = None
        erf_15: "f32[1, 7, 7, 3072]" = torch.ops.aten.erf.default(mul_101);  mul_101 = None
        add_70: "f32[1, 7, 7, 3072]" = torch.ops.aten.add.Tensor(erf_15, 1);  erf_15 = None
        mul_102: "f32[1, 7, 7, 3072]" = torch.ops.aten.mul.Tensor(mul_100, add_70);  mul_100 = add_70 = None
        view_62: "f32[49, 3072]" = torch.ops.aten.reshape.default(mul_102, [49, 3072]);  mul_102 = None
        permute_73: "f32[3072, 768]" = torch.ops.aten.permute.default(arg159_1, [1, 0]);  arg159_1 = None
        addmm_31: "f32[49, 768]" = torch.ops.aten.addmm.default(arg160_1, view_62, permute_73);  arg160_1 = view_62 = permute_73 = None
        view_63: "f32[1, 7, 7, 768]" = torch.ops.aten.reshape.default(addmm_31, [1, 7, 7, 768]);  addmm_31 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_74: "f32[1, 768, 7, 7]" = torch.ops.aten.permute.default(view_63, [0, 3, 1, 2]);  view_63 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_103: "f32[1, 768, 7, 7]" = torch.ops.aten.mul.Tensor(arg152_1, permute_74);  arg152_1 = permute_74 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_71: "f32[1, 768, 7, 7]" = torch.ops.aten.add.Tensor(mul_103, convolution_18);  mul_103 = convolution_18 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_20: "f32[1, 768, 7, 7]" = torch.ops.aten.convolution.default(add_71, arg162_1, arg163_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768);  arg162_1 = arg163_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_75: "f32[1, 7, 7, 768]" = torch.ops.aten.permute.default(convolution_20, [0, 2, 3, 1]);  convolution_20 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_20 = torch.ops.aten.var_mean.correction(permute_75, [3], correction = 0, keepdim = True)
        getitem_40: "f32[1, 7, 7, 1]" = var_mean_20[0]
        getitem_41: "f32[1, 7, 7, 1]" = var_mean_20[1];  var_mean_20 = None
        sub_20: "f32[1, 7, 7, 768]" = torch.ops.aten.sub.Tensor(permute_75, getitem_41);  permute_75 = getitem_41 = None
        add_72: "f32[1, 7, 7, 1]" = torch.ops.aten.add.Tensor(getitem_40, 1e-06);  getitem_40 = None
        rsqrt_20: "f32[1, 7, 7, 1]" = torch.ops.aten.rsqrt.default(add_72);  add_72 = None
        mul_104: "f32[1, 7, 7, 768]" = torch.ops.aten.mul.Tensor(sub_20, rsqrt_20);  sub_20 = rsqrt_20 = None
        mul_105: "f32[1, 7, 7, 768]" = torch.ops.aten.mul.Tensor(mul_104, arg164_1);  mul_104 = arg164_1 = None
        add_73: "f32[1, 7, 7, 768]" = torch.ops.aten.add.Tensor(mul_105, arg165_1);  mul_105 = arg165_1 = None
        view_64: "f32[49, 768]" = torch.ops.aten.reshape.default(add_73, [49, 768]);  add_73 = None
        permute_76: "f32[768, 3072]" = torch.ops.aten.permute.default(arg166_1, [1, 0]);  arg166_1 = None
        addmm_32: "f32[49, 3072]" = torch.ops.aten.addmm.default(arg167_1, view_64, permute_76);  arg167_1 = view_64 = permute_76 = None
        view_65: "f32[1, 7, 7, 3072]" = torch.ops.aten.reshape.default(addmm_32, [1, 7, 7, 3072]);  addmm_32 = None
        mul_106: "f32[1, 7, 7, 3072]" = torch.ops.aten.mul.Tensor(view_65, 0.5)
        mul_107: "f32[1, 7, 7, 3072]" = torch.ops.aten.mul.Tensor(view_65, 0.7071067811865476);  view_65 = None
        erf_16: "f32[1, 7, 7, 3072]" = torch.ops.aten.erf.default(mul_107);  mul_107 = None
        add_74: "f32[1, 7, 7, 3072]" = torch.ops.aten.add.Tensor(erf_16, 1);  erf_16 = None
        mul_108: "f32[1, 7, 7, 3072]" = torch.ops.aten.mul.Tensor(mul_106, add_74);  mul_106 = add_74 = None
        view_66: "f32[49, 3072]" = torch.ops.aten.reshape.default(mul_108, [49, 3072]);  mul_108 = None
        permute_77: "f32[3072, 768]" = torch.ops.aten.permute.default(arg168_1, [1, 0]);  arg168_1 = None
        addmm_33: "f32[49, 768]" = torch.ops.aten.addmm.default(arg169_1, view_66, permute_77);  arg169_1 = view_66 = permute_77 = None
        view_67: "f32[1, 7, 7, 768]" = torch.ops.aten.reshape.default(addmm_33, [1, 7, 7, 768]);  addmm_33 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_78: "f32[1, 768, 7, 7]" = torch.ops.aten.permute.default(view_67, [0, 3, 1, 2]);  view_67 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_109: "f32[1, 768, 7, 7]" = torch.ops.aten.mul.Tensor(arg161_1, permute_78);  arg161_1 = permute_78 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_75: "f32[1, 768, 7, 7]" = torch.ops.aten.add.Tensor(mul_109, add_71);  mul_109 = add_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        convolution_21: "f32[1, 768, 7, 7]" = torch.ops.aten.convolution.default(add_75, arg171_1, arg172_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768);  arg171_1 = arg172_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_79: "f32[1, 7, 7, 768]" = torch.ops.aten.permute.default(convolution_21, [0, 2, 3, 1]);  convolution_21 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        var_mean_21 = torch.ops.aten.var_mean.correction(permute_79, [3], correction = 0, keepdim = True)
        getitem_42: "f32[1, 7, 7, 1]" = var_mean_21[0]
        getitem_43: "f32[1, 7, 7, 1]" = var_mean_21[1];  var_mean_21 = None
        sub_21: "f32[1, 7, 7, 768]" = torch.ops.aten.sub.Tensor(permute_79, getitem_43);  permute_79 = getitem_43 = None
        add_76: "f32[1, 7, 7, 1]" = torch.ops.aten.add.Tensor(getitem_42, 1e-06);  getitem_42 = None
        rsqrt_21: "f32[1, 7, 7, 1]" = torch.ops.aten.rsqrt.default(add_76);  add_76 = None
        mul_110: "f32[1, 7, 7, 768]" = torch.ops.aten.mul.Tensor(sub_21, rsqrt_21);  sub_21 = rsqrt_21 = None
        mul_111: "f32[1, 7, 7, 768]" = torch.ops.aten.mul.Tensor(mul_110, arg173_1);  mul_110 = arg173_1 = None
        add_77: "f32[1, 7, 7, 768]" = torch.ops.aten.add.Tensor(mul_111, arg174_1);  mul_111 = arg174_1 = None
        view_68: "f32[49, 768]" = torch.ops.aten.reshape.default(add_77, [49, 768]);  add_77 = None
        permute_80: "f32[768, 3072]" = torch.ops.aten.permute.default(arg175_1, [1, 0]);  arg175_1 = None
        addmm_34: "f32[49, 3072]" = torch.ops.aten.addmm.default(arg176_1, view_68, permute_80);  arg176_1 = view_68 = permute_80 = None
        view_69: "f32[1, 7, 7, 3072]" = torch.ops.aten.reshape.default(addmm_34, [1, 7, 7, 3072]);  addmm_34 = None
        mul_112: "f32[1, 7, 7, 3072]" = torch.ops.aten.mul.Tensor(view_69, 0.5)
        mul_113: "f32[1, 7, 7, 3072]" = torch.ops.aten.mul.Tensor(view_69, 0.7071067811865476);  view_69 = None
        erf_17: "f32[1, 7, 7, 3072]" = torch.ops.aten.erf.default(mul_113);  mul_113 = None
        add_78: "f32[1, 7, 7, 3072]" = torch.ops.aten.add.Tensor(erf_17, 1);  erf_17 = None
        mul_114: "f32[1, 7, 7, 3072]" = torch.ops.aten.mul.Tensor(mul_112, add_78);  mul_112 = add_78 = None
        view_70: "f32[49, 3072]" = torch.ops.aten.reshape.default(mul_114, [49, 3072]);  mul_114 = None
        permute_81: "f32[3072, 768]" = torch.ops.aten.permute.default(arg177_1, [1, 0]);  arg177_1 = None
        addmm_35: "f32[49, 768]" = torch.ops.aten.addmm.default(arg178_1, view_70, permute_81);  arg178_1 = view_70 = permute_81 = None
        view_71: "f32[1, 7, 7, 768]" = torch.ops.aten.reshape.default(addmm_35, [1, 7, 7, 768]);  addmm_35 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/ops/misc.py:321 in forward, code: return torch.permute(x, self.dims)
        permute_82: "f32[1, 768, 7, 7]" = torch.ops.aten.permute.default(view_71, [0, 3, 1, 2]);  view_71 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:64 in forward, code: result = self.layer_scale * self.block(input)
        mul_115: "f32[1, 768, 7, 7]" = torch.ops.aten.mul.Tensor(arg170_1, permute_82);  arg170_1 = permute_82 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:66 in forward, code: result += input
        add_79: "f32[1, 768, 7, 7]" = torch.ops.aten.add.Tensor(mul_115, add_75);  mul_115 = add_75 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:172 in _forward_impl, code: x = self.avgpool(x)
        mean: "f32[1, 768, 1, 1]" = torch.ops.aten.mean.dim(add_79, [-1, -2], True);  add_79 = None
        as_strided: "f32[1, 768, 1, 1]" = torch.ops.aten.as_strided.default(mean, [1, 768, 1, 1], [768, 1, 768, 768]);  mean = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:33 in forward, code: x = x.permute(0, 2, 3, 1)
        permute_83: "f32[1, 1, 1, 768]" = torch.ops.aten.permute.default(as_strided, [0, 2, 3, 1]);  as_strided = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:34 in forward, code: x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        var_mean_22 = torch.ops.aten.var_mean.correction(permute_83, [3], correction = 0, keepdim = True)
        getitem_44: "f32[1, 1, 1, 1]" = var_mean_22[0]
        getitem_45: "f32[1, 1, 1, 1]" = var_mean_22[1];  var_mean_22 = None
        sub_22: "f32[1, 1, 1, 768]" = torch.ops.aten.sub.Tensor(permute_83, getitem_45);  permute_83 = getitem_45 = None
        add_80: "f32[1, 1, 1, 1]" = torch.ops.aten.add.Tensor(getitem_44, 1e-06);  getitem_44 = None
        rsqrt_22: "f32[1, 1, 1, 1]" = torch.ops.aten.rsqrt.default(add_80);  add_80 = None
        mul_116: "f32[1, 1, 1, 768]" = torch.ops.aten.mul.Tensor(sub_22, rsqrt_22);  sub_22 = rsqrt_22 = None
        mul_117: "f32[1, 1, 1, 768]" = torch.ops.aten.mul.Tensor(mul_116, arg179_1);  mul_116 = arg179_1 = None
        add_81: "f32[1, 1, 1, 768]" = torch.ops.aten.add.Tensor(mul_117, arg180_1);  mul_117 = arg180_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:35 in forward, code: x = x.permute(0, 3, 1, 2)
        permute_84: "f32[1, 768, 1, 1]" = torch.ops.aten.permute.default(add_81, [0, 3, 1, 2]);  add_81 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/convnext.py:173 in _forward_impl, code: x = self.classifier(x)
        view_72: "f32[1, 768]" = torch.ops.aten.reshape.default(permute_84, [1, 768]);  permute_84 = None
        permute_85: "f32[768, 1000]" = torch.ops.aten.permute.default(arg181_1, [1, 0]);  arg181_1 = None
        addmm_36: "f32[1, 1000]" = torch.ops.aten.addmm.default(arg182_1, view_72, permute_85);  arg182_1 = view_72 = permute_85 = None
        return (addmm_36,)
