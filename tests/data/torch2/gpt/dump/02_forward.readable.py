class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[2, 16]", primals_2: "f32[128, 64]", primals_3: "f32[32, 64]", primals_4: "f32[64]", primals_5: "f32[64]", primals_6: "f32[192, 64]", primals_7: "f32[192]", primals_8: "f32[64, 64]", primals_9: "f32[64]", primals_10: "f32[64]", primals_11: "f32[64]", primals_12: "f32[256, 64]", primals_13: "f32[256]", primals_14: "f32[64, 256]", primals_15: "f32[64]", primals_16: "f32[64]", primals_17: "f32[64]", primals_18: "f32[192, 64]", primals_19: "f32[192]", primals_20: "f32[64, 64]", primals_21: "f32[64]", primals_22: "f32[64]", primals_23: "f32[64]", primals_24: "f32[256, 64]", primals_25: "f32[256]", primals_26: "f32[64, 256]", primals_27: "f32[64]", primals_28: "f32[64]", primals_29: "f32[64]", primals_30: "f32[128, 64]"):
        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:162 in forward, code: x = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
        embedding: "f32[2, 16, 64]" = torch.ops.aten.embedding.default(primals_2, primals_1);  primals_2 = None
        arange: "i64[16]" = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
        embedding_1: "f32[16, 64]" = torch.ops.aten.embedding.default(primals_3, arange);  primals_3 = None
        add: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [64], primals_4, primals_5, 1e-05)
        getitem: "f32[2, 16, 64]" = native_layer_norm[0]
        getitem_1: "f32[2, 16, 1]" = native_layer_norm[1]
        getitem_2: "f32[2, 16, 1]" = native_layer_norm[2];  native_layer_norm = None
        view: "f32[32, 64]" = torch.ops.aten.view.default(getitem, [32, 64]);  getitem = None
        t: "f32[64, 192]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        addmm: "f32[32, 192]" = torch.ops.aten.addmm.default(primals_7, view, t);  primals_7 = None
        view_1: "f32[2, 16, 192]" = torch.ops.aten.view.default(addmm, [2, 16, 192]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 64, 2);  view_1 = None
        getitem_3: "f32[2, 16, 64]" = split[0]
        getitem_4: "f32[2, 16, 64]" = split[1]
        getitem_5: "f32[2, 16, 64]" = split[2];  split = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:143 in forward, code: q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_2: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_3, [2, 16, 4, 16]);  getitem_3 = None
        transpose: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:144 in forward, code: k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_3: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_4, [2, 16, 4, 16]);  getitem_4 = None
        transpose_1: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:145 in forward, code: v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_4: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_5, [2, 16, 4, 16]);  getitem_5 = None
        transpose_2: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:146 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose, transpose_1, transpose_2, 0.0, True)
        getitem_6: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_7: "f32[2, 4, 16]" = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
        detach: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(getitem_6)

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        transpose_3: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(getitem_6, 1, 2);  getitem_6 = None
        view_5: "f32[2, 16, 64]" = torch.ops.aten.view.default(transpose_3, [2, 16, 64]);  transpose_3 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        view_6: "f32[32, 64]" = torch.ops.aten.view.default(view_5, [32, 64]);  view_5 = None
        t_1: "f32[64, 64]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        addmm_1: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_9, view_6, t_1);  primals_9 = None
        view_7: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_1, [2, 16, 64]);  addmm_1 = None
        add_1: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add, view_7);  view_7 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [64], primals_10, primals_11, 1e-05)
        getitem_8: "f32[2, 16, 64]" = native_layer_norm_1[0]
        getitem_9: "f32[2, 16, 1]" = native_layer_norm_1[1]
        getitem_10: "f32[2, 16, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
        view_8: "f32[32, 64]" = torch.ops.aten.view.default(getitem_8, [32, 64]);  getitem_8 = None
        t_2: "f32[64, 256]" = torch.ops.aten.t.default(primals_12);  primals_12 = None
        addmm_2: "f32[32, 256]" = torch.ops.aten.addmm.default(primals_13, view_8, t_2);  primals_13 = None
        view_9: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_2, [2, 16, 256]);  addmm_2 = None
        gelu: "f32[2, 16, 256]" = torch.ops.aten.gelu.default(view_9)
        view_10: "f32[32, 256]" = torch.ops.aten.view.default(gelu, [32, 256]);  gelu = None
        t_3: "f32[256, 64]" = torch.ops.aten.t.default(primals_14);  primals_14 = None
        addmm_3: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_15, view_10, t_3);  primals_15 = None
        view_11: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_3, [2, 16, 64]);  addmm_3 = None
        add_2: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_1, view_11);  view_11 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [64], primals_16, primals_17, 1e-05)
        getitem_11: "f32[2, 16, 64]" = native_layer_norm_2[0]
        getitem_12: "f32[2, 16, 1]" = native_layer_norm_2[1]
        getitem_13: "f32[2, 16, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None
        view_12: "f32[32, 64]" = torch.ops.aten.view.default(getitem_11, [32, 64]);  getitem_11 = None
        t_4: "f32[64, 192]" = torch.ops.aten.t.default(primals_18);  primals_18 = None
        addmm_4: "f32[32, 192]" = torch.ops.aten.addmm.default(primals_19, view_12, t_4);  primals_19 = None
        view_13: "f32[2, 16, 192]" = torch.ops.aten.view.default(addmm_4, [2, 16, 192]);  addmm_4 = None
        split_1 = torch.ops.aten.split.Tensor(view_13, 64, 2);  view_13 = None
        getitem_14: "f32[2, 16, 64]" = split_1[0]
        getitem_15: "f32[2, 16, 64]" = split_1[1]
        getitem_16: "f32[2, 16, 64]" = split_1[2];  split_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:143 in forward, code: q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_14: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_14, [2, 16, 4, 16]);  getitem_14 = None
        transpose_4: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:144 in forward, code: k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_15: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_15, [2, 16, 4, 16]);  getitem_15 = None
        transpose_5: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_15, 1, 2);  view_15 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:145 in forward, code: v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_16: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_16, [2, 16, 4, 16]);  getitem_16 = None
        transpose_6: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_16, 1, 2);  view_16 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:146 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_4, transpose_5, transpose_6, 0.0, True)
        getitem_17: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_1[0]
        getitem_18: "f32[2, 4, 16]" = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = None
        detach_1: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(getitem_17)

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        transpose_7: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(getitem_17, 1, 2);  getitem_17 = None
        view_17: "f32[2, 16, 64]" = torch.ops.aten.view.default(transpose_7, [2, 16, 64]);  transpose_7 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        view_18: "f32[32, 64]" = torch.ops.aten.view.default(view_17, [32, 64]);  view_17 = None
        t_5: "f32[64, 64]" = torch.ops.aten.t.default(primals_20);  primals_20 = None
        addmm_5: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_21, view_18, t_5);  primals_21 = None
        view_19: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_5, [2, 16, 64]);  addmm_5 = None
        add_3: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_2, view_19);  view_19 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_3, [64], primals_22, primals_23, 1e-05)
        getitem_19: "f32[2, 16, 64]" = native_layer_norm_3[0]
        getitem_20: "f32[2, 16, 1]" = native_layer_norm_3[1]
        getitem_21: "f32[2, 16, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = None
        view_20: "f32[32, 64]" = torch.ops.aten.view.default(getitem_19, [32, 64]);  getitem_19 = None
        t_6: "f32[64, 256]" = torch.ops.aten.t.default(primals_24);  primals_24 = None
        addmm_6: "f32[32, 256]" = torch.ops.aten.addmm.default(primals_25, view_20, t_6);  primals_25 = None
        view_21: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_6, [2, 16, 256]);  addmm_6 = None
        gelu_1: "f32[2, 16, 256]" = torch.ops.aten.gelu.default(view_21)
        view_22: "f32[32, 256]" = torch.ops.aten.view.default(gelu_1, [32, 256]);  gelu_1 = None
        t_7: "f32[256, 64]" = torch.ops.aten.t.default(primals_26);  primals_26 = None
        addmm_7: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_27, view_22, t_7);  primals_27 = None
        view_23: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_7, [2, 16, 64]);  addmm_7 = None
        add_4: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_3, view_23);  view_23 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:165 in forward, code: return self.head(self.ln(x))
        native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_4, [64], primals_28, primals_29, 1e-05)
        getitem_22: "f32[2, 16, 64]" = native_layer_norm_4[0]
        getitem_23: "f32[2, 16, 1]" = native_layer_norm_4[1]
        getitem_24: "f32[2, 16, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None
        t_8: "f32[64, 128]" = torch.ops.aten.t.default(primals_30);  primals_30 = None
        view_24: "f32[32, 64]" = torch.ops.aten.view.default(getitem_22, [32, 64]);  getitem_22 = None
        mm: "f32[32, 128]" = torch.ops.aten.mm.default(view_24, t_8)
        _unsafe_view: "f32[2, 16, 128]" = torch.ops.aten._unsafe_view.default(mm, [2, 16, 128]);  mm = None
        return (_unsafe_view, primals_1, primals_4, primals_5, primals_10, primals_11, primals_16, primals_17, primals_22, primals_23, primals_28, primals_29, arange, add, getitem_1, getitem_2, view, t, transpose, transpose_1, transpose_2, getitem_7, detach, view_6, t_1, add_1, getitem_9, getitem_10, view_8, t_2, view_9, view_10, t_3, add_2, getitem_12, getitem_13, view_12, t_4, transpose_4, transpose_5, transpose_6, getitem_18, detach_1, view_18, t_5, add_3, getitem_20, getitem_21, view_20, t_6, view_21, view_22, t_7, add_4, getitem_23, getitem_24, t_8, view_24)
