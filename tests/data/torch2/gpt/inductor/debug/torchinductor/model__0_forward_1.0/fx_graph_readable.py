class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[2, 16]", primals_2: "f32[128, 64]", primals_3: "f32[32, 64]", primals_4: "f32[64]", primals_5: "f32[64]", primals_6: "f32[192, 64]", primals_7: "f32[192]", primals_8: "f32[64, 64]", primals_9: "f32[64]", primals_10: "f32[64]", primals_11: "f32[64]", primals_12: "f32[256, 64]", primals_13: "f32[256]", primals_14: "f32[64, 256]", primals_15: "f32[64]", primals_16: "f32[64]", primals_17: "f32[64]", primals_18: "f32[192, 64]", primals_19: "f32[192]", primals_20: "f32[64, 64]", primals_21: "f32[64]", primals_22: "f32[64]", primals_23: "f32[64]", primals_24: "f32[256, 64]", primals_25: "f32[256]", primals_26: "f32[64, 256]", primals_27: "f32[64]", primals_28: "f32[64]", primals_29: "f32[64]", primals_30: "f32[128, 64]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:162 in forward, code: x = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
        embedding: "f32[2, 16, 64]" = torch.ops.aten.embedding.default(primals_2, primals_1);  primals_2 = None
        iota: "i64[16]" = torch.ops.prims.iota.default(16, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        embedding_1: "f32[16, 64]" = torch.ops.aten.embedding.default(primals_3, iota);  primals_3 = None
        add: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem: "f32[2, 16, 1]" = var_mean[0]
        getitem_1: "f32[2, 16, 1]" = var_mean[1];  var_mean = None
        add_1: "f32[2, 16, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[2, 16, 1]" = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(add, getitem_1);  getitem_1 = None
        mul: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul, primals_4)
        add_2: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(mul_1, primals_5);  mul_1 = primals_5 = None
        view: "f32[32, 64]" = torch.ops.aten.view.default(add_2, [32, 64]);  add_2 = None
        permute: "f32[64, 192]" = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm: "f32[32, 192]" = torch.ops.aten.addmm.default(primals_7, view, permute);  primals_7 = permute = None
        view_1: "f32[2, 16, 192]" = torch.ops.aten.view.default(addmm, [2, 16, 192]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 64, 2);  view_1 = None
        getitem_2: "f32[2, 16, 64]" = split[0]
        getitem_3: "f32[2, 16, 64]" = split[1]
        getitem_4: "f32[2, 16, 64]" = split[2];  split = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:143 in forward, code: q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_2: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_2, [2, 16, 4, 16]);  getitem_2 = None
        permute_1: "f32[2, 4, 16, 16]" = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:144 in forward, code: k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_3: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_3, [2, 16, 4, 16]);  getitem_3 = None
        permute_2: "f32[2, 4, 16, 16]" = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:145 in forward, code: v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_4: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_4, [2, 16, 4, 16]);  getitem_4 = None
        permute_3: "f32[2, 4, 16, 16]" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:146 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_1, permute_2, permute_3, 0.0, True)
        getitem_5: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_6: "f32[2, 4, 16]" = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        permute_4: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_5: "f32[2, 16, 64]" = torch.ops.aten.view.default(permute_4, [2, 16, 64]);  permute_4 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        view_6: "f32[32, 64]" = torch.ops.aten.view.default(view_5, [32, 64]);  view_5 = None
        permute_5: "f32[64, 64]" = torch.ops.aten.permute.default(primals_8, [1, 0])
        addmm_1: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_9, view_6, permute_5);  primals_9 = view_6 = permute_5 = None
        view_7: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_1, [2, 16, 64]);  addmm_1 = None
        add_3: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add, view_7);  add = view_7 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_7: "f32[2, 16, 1]" = var_mean_1[0]
        getitem_8: "f32[2, 16, 1]" = var_mean_1[1];  var_mean_1 = None
        add_4: "f32[2, 16, 1]" = torch.ops.aten.add.Tensor(getitem_7, 1e-05);  getitem_7 = None
        rsqrt_1: "f32[2, 16, 1]" = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(add_3, getitem_8);  getitem_8 = None
        mul_2: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_3: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_2, primals_10)
        add_5: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(mul_3, primals_11);  mul_3 = primals_11 = None
        view_8: "f32[32, 64]" = torch.ops.aten.view.default(add_5, [32, 64]);  add_5 = None
        permute_6: "f32[64, 256]" = torch.ops.aten.permute.default(primals_12, [1, 0])
        addmm_2: "f32[32, 256]" = torch.ops.aten.addmm.default(primals_13, view_8, permute_6);  primals_13 = permute_6 = None
        view_9: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_2, [2, 16, 256])
        mul_4: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_9, 0.5)
        mul_5: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476);  view_9 = None
        erf: "f32[2, 16, 256]" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_6: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_4, add_6);  mul_4 = add_6 = None
        view_10: "f32[32, 256]" = torch.ops.aten.view.default(mul_6, [32, 256]);  mul_6 = None
        permute_7: "f32[256, 64]" = torch.ops.aten.permute.default(primals_14, [1, 0])
        addmm_3: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_15, view_10, permute_7);  primals_15 = permute_7 = None
        view_11: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_3, [2, 16, 64]);  addmm_3 = None
        add_7: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_3, view_11);  add_3 = view_11 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        var_mean_2 = torch.ops.aten.var_mean.correction(add_7, [2], correction = 0, keepdim = True)
        getitem_9: "f32[2, 16, 1]" = var_mean_2[0]
        getitem_10: "f32[2, 16, 1]" = var_mean_2[1];  var_mean_2 = None
        add_8: "f32[2, 16, 1]" = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_2: "f32[2, 16, 1]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        sub_2: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(add_7, getitem_10);  getitem_10 = None
        mul_7: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = None
        mul_8: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_7, primals_16)
        add_9: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(mul_8, primals_17);  mul_8 = primals_17 = None
        view_12: "f32[32, 64]" = torch.ops.aten.view.default(add_9, [32, 64]);  add_9 = None
        permute_8: "f32[64, 192]" = torch.ops.aten.permute.default(primals_18, [1, 0])
        addmm_4: "f32[32, 192]" = torch.ops.aten.addmm.default(primals_19, view_12, permute_8);  primals_19 = permute_8 = None
        view_13: "f32[2, 16, 192]" = torch.ops.aten.view.default(addmm_4, [2, 16, 192]);  addmm_4 = None
        split_1 = torch.ops.aten.split.Tensor(view_13, 64, 2);  view_13 = None
        getitem_11: "f32[2, 16, 64]" = split_1[0]
        getitem_12: "f32[2, 16, 64]" = split_1[1]
        getitem_13: "f32[2, 16, 64]" = split_1[2];  split_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:143 in forward, code: q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_14: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_11, [2, 16, 4, 16]);  getitem_11 = None
        permute_9: "f32[2, 4, 16, 16]" = torch.ops.aten.permute.default(view_14, [0, 2, 1, 3]);  view_14 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:144 in forward, code: k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_15: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_12, [2, 16, 4, 16]);  getitem_12 = None
        permute_10: "f32[2, 4, 16, 16]" = torch.ops.aten.permute.default(view_15, [0, 2, 1, 3]);  view_15 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:145 in forward, code: v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_16: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_13, [2, 16, 4, 16]);  getitem_13 = None
        permute_11: "f32[2, 4, 16, 16]" = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:146 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_9, permute_10, permute_11, 0.0, True)
        getitem_14: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_1[0]
        getitem_15: "f32[2, 4, 16]" = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        permute_12: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(getitem_14, [0, 2, 1, 3])
        view_17: "f32[2, 16, 64]" = torch.ops.aten.view.default(permute_12, [2, 16, 64]);  permute_12 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        view_18: "f32[32, 64]" = torch.ops.aten.view.default(view_17, [32, 64]);  view_17 = None
        permute_13: "f32[64, 64]" = torch.ops.aten.permute.default(primals_20, [1, 0])
        addmm_5: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_21, view_18, permute_13);  primals_21 = view_18 = permute_13 = None
        view_19: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_5, [2, 16, 64]);  addmm_5 = None
        add_10: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_7, view_19);  add_7 = view_19 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        var_mean_3 = torch.ops.aten.var_mean.correction(add_10, [2], correction = 0, keepdim = True)
        getitem_16: "f32[2, 16, 1]" = var_mean_3[0]
        getitem_17: "f32[2, 16, 1]" = var_mean_3[1];  var_mean_3 = None
        add_11: "f32[2, 16, 1]" = torch.ops.aten.add.Tensor(getitem_16, 1e-05);  getitem_16 = None
        rsqrt_3: "f32[2, 16, 1]" = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        sub_3: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(add_10, getitem_17);  getitem_17 = None
        mul_9: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = None
        mul_10: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_9, primals_22)
        add_12: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(mul_10, primals_23);  mul_10 = primals_23 = None
        view_20: "f32[32, 64]" = torch.ops.aten.view.default(add_12, [32, 64]);  add_12 = None
        permute_14: "f32[64, 256]" = torch.ops.aten.permute.default(primals_24, [1, 0])
        addmm_6: "f32[32, 256]" = torch.ops.aten.addmm.default(primals_25, view_20, permute_14);  primals_25 = permute_14 = None
        view_21: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_6, [2, 16, 256])
        mul_11: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_21, 0.5)
        mul_12: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_21, 0.7071067811865476);  view_21 = None
        erf_1: "f32[2, 16, 256]" = torch.ops.aten.erf.default(mul_12);  mul_12 = None
        add_13: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_13: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_11, add_13);  mul_11 = add_13 = None
        view_22: "f32[32, 256]" = torch.ops.aten.view.default(mul_13, [32, 256]);  mul_13 = None
        permute_15: "f32[256, 64]" = torch.ops.aten.permute.default(primals_26, [1, 0])
        addmm_7: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_27, view_22, permute_15);  primals_27 = permute_15 = None
        view_23: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_7, [2, 16, 64]);  addmm_7 = None
        add_14: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_10, view_23);  add_10 = view_23 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:165 in forward, code: return self.head(self.ln(x))
        var_mean_4 = torch.ops.aten.var_mean.correction(add_14, [2], correction = 0, keepdim = True)
        getitem_18: "f32[2, 16, 1]" = var_mean_4[0]
        getitem_19: "f32[2, 16, 1]" = var_mean_4[1];  var_mean_4 = None
        add_15: "f32[2, 16, 1]" = torch.ops.aten.add.Tensor(getitem_18, 1e-05);  getitem_18 = None
        rsqrt_4: "f32[2, 16, 1]" = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        sub_4: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(add_14, getitem_19);  add_14 = getitem_19 = None
        mul_14: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(sub_4, rsqrt_4);  sub_4 = None
        mul_15: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_14, primals_28)
        add_16: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(mul_15, primals_29);  mul_15 = primals_29 = None
        permute_16: "f32[64, 128]" = torch.ops.aten.permute.default(primals_30, [1, 0])
        view_24: "f32[32, 64]" = torch.ops.aten.view.default(add_16, [32, 64]);  add_16 = None
        mm: "f32[32, 128]" = torch.ops.aten.mm.default(view_24, permute_16);  permute_16 = None
        view_25: "f32[2, 16, 128]" = torch.ops.aten.view.default(mm, [2, 16, 128]);  mm = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:165 in forward, code: return self.head(self.ln(x))
        div: "f32[2, 16, 1]" = torch.ops.aten.div.Tensor(rsqrt_4, 64);  rsqrt_4 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        div_1: "f32[2, 16, 1]" = torch.ops.aten.div.Tensor(rsqrt_3, 64);  rsqrt_3 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        div_2: "f32[2, 16, 1]" = torch.ops.aten.div.Tensor(rsqrt_2, 64);  rsqrt_2 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        div_3: "f32[2, 16, 1]" = torch.ops.aten.div.Tensor(rsqrt_1, 64);  rsqrt_1 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        div_4: "f32[2, 16, 1]" = torch.ops.aten.div.Tensor(rsqrt, 64);  rsqrt = None
        return (view_25, primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_20, primals_22, primals_24, primals_26, primals_28, primals_30, iota, mul, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, mul_2, view_8, addmm_2, view_10, mul_7, view_12, permute_9, permute_10, permute_11, getitem_14, getitem_15, mul_9, view_20, addmm_6, view_22, mul_14, view_24, div, div_1, div_2, div_3, div_4)
