class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[2, 16]", primals_4: "f32[64]", primals_5: "f32[64]", primals_10: "f32[64]", primals_11: "f32[64]", primals_16: "f32[64]", primals_17: "f32[64]", primals_22: "f32[64]", primals_23: "f32[64]", primals_28: "f32[64]", primals_29: "f32[64]", arange: "i64[16]", add: "f32[2, 16, 64]", getitem_1: "f32[2, 16, 1]", getitem_2: "f32[2, 16, 1]", view: "f32[32, 64]", t: "f32[64, 192]", transpose: "f32[2, 4, 16, 16]", transpose_1: "f32[2, 4, 16, 16]", transpose_2: "f32[2, 4, 16, 16]", getitem_7: "f32[2, 4, 16]", detach: "f32[2, 4, 16, 16]", view_6: "f32[32, 64]", t_1: "f32[64, 64]", add_1: "f32[2, 16, 64]", getitem_9: "f32[2, 16, 1]", getitem_10: "f32[2, 16, 1]", view_8: "f32[32, 64]", t_2: "f32[64, 256]", view_9: "f32[2, 16, 256]", view_10: "f32[32, 256]", t_3: "f32[256, 64]", add_2: "f32[2, 16, 64]", getitem_12: "f32[2, 16, 1]", getitem_13: "f32[2, 16, 1]", view_12: "f32[32, 64]", t_4: "f32[64, 192]", transpose_4: "f32[2, 4, 16, 16]", transpose_5: "f32[2, 4, 16, 16]", transpose_6: "f32[2, 4, 16, 16]", getitem_18: "f32[2, 4, 16]", detach_1: "f32[2, 4, 16, 16]", view_18: "f32[32, 64]", t_5: "f32[64, 64]", add_3: "f32[2, 16, 64]", getitem_20: "f32[2, 16, 1]", getitem_21: "f32[2, 16, 1]", view_20: "f32[32, 64]", t_6: "f32[64, 256]", view_21: "f32[2, 16, 256]", view_22: "f32[32, 256]", t_7: "f32[256, 64]", add_4: "f32[2, 16, 64]", getitem_23: "f32[2, 16, 1]", getitem_24: "f32[2, 16, 1]", t_8: "f32[64, 128]", view_24: "f32[32, 64]", tangents_1: "f32[2, 16, 128]"):
        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:165 in forward, code: return self.head(self.ln(x))
        view_25: "f32[32, 128]" = torch.ops.aten.view.default(tangents_1, [32, 128]);  tangents_1 = None
        t_9: "f32[128, 32]" = torch.ops.aten.t.default(view_25)
        mm_1: "f32[128, 64]" = torch.ops.aten.mm.default(t_9, view_24);  t_9 = view_24 = None
        t_10: "f32[64, 128]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        t_11: "f32[128, 64]" = torch.ops.aten.t.default(t_8);  t_8 = None
        mm_2: "f32[32, 64]" = torch.ops.aten.mm.default(view_25, t_11);  view_25 = t_11 = None
        view_26: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_2, [2, 16, 64]);  mm_2 = None
        t_12: "f32[128, 64]" = torch.ops.aten.t.default(t_10);  t_10 = None
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_26, add_4, [64], getitem_23, getitem_24, primals_28, primals_29, [True, True, True]);  view_26 = add_4 = getitem_23 = getitem_24 = primals_28 = primals_29 = None
        getitem_25: "f32[2, 16, 64]" = native_layer_norm_backward[0]
        getitem_26: "f32[64]" = native_layer_norm_backward[1]
        getitem_27: "f32[64]" = native_layer_norm_backward[2];  native_layer_norm_backward = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        view_27: "f32[32, 64]" = torch.ops.aten.view.default(getitem_25, [32, 64])
        t_13: "f32[64, 256]" = torch.ops.aten.t.default(t_7);  t_7 = None
        mm_3: "f32[32, 256]" = torch.ops.aten.mm.default(view_27, t_13);  t_13 = None
        t_14: "f32[64, 32]" = torch.ops.aten.t.default(view_27)
        mm_4: "f32[64, 256]" = torch.ops.aten.mm.default(t_14, view_22);  t_14 = view_22 = None
        t_15: "f32[256, 64]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_1: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_27, [0], True);  view_27 = None
        view_28: "f32[64]" = torch.ops.aten.view.default(sum_1, [64]);  sum_1 = None
        t_16: "f32[64, 256]" = torch.ops.aten.t.default(t_15);  t_15 = None
        view_29: "f32[2, 16, 256]" = torch.ops.aten.view.default(mm_3, [2, 16, 256]);  mm_3 = None
        gelu_backward: "f32[2, 16, 256]" = torch.ops.aten.gelu_backward.default(view_29, view_21);  view_29 = view_21 = None
        view_30: "f32[32, 256]" = torch.ops.aten.view.default(gelu_backward, [32, 256]);  gelu_backward = None
        t_17: "f32[256, 64]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_5: "f32[32, 64]" = torch.ops.aten.mm.default(view_30, t_17);  t_17 = None
        t_18: "f32[256, 32]" = torch.ops.aten.t.default(view_30)
        mm_6: "f32[256, 64]" = torch.ops.aten.mm.default(t_18, view_20);  t_18 = view_20 = None
        t_19: "f32[64, 256]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_2: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_30, [0], True);  view_30 = None
        view_31: "f32[256]" = torch.ops.aten.view.default(sum_2, [256]);  sum_2 = None
        t_20: "f32[256, 64]" = torch.ops.aten.t.default(t_19);  t_19 = None
        view_32: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_5, [2, 16, 64]);  mm_5 = None
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_32, add_3, [64], getitem_20, getitem_21, primals_22, primals_23, [True, True, True]);  view_32 = add_3 = getitem_20 = getitem_21 = primals_22 = primals_23 = None
        getitem_28: "f32[2, 16, 64]" = native_layer_norm_backward_1[0]
        getitem_29: "f32[64]" = native_layer_norm_backward_1[1]
        getitem_30: "f32[64]" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        add_5: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(getitem_25, getitem_28);  getitem_25 = getitem_28 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        view_33: "f32[32, 64]" = torch.ops.aten.view.default(add_5, [32, 64])
        t_21: "f32[64, 64]" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_7: "f32[32, 64]" = torch.ops.aten.mm.default(view_33, t_21);  t_21 = None
        t_22: "f32[64, 32]" = torch.ops.aten.t.default(view_33)
        mm_8: "f32[64, 64]" = torch.ops.aten.mm.default(t_22, view_18);  t_22 = view_18 = None
        t_23: "f32[64, 64]" = torch.ops.aten.t.default(mm_8);  mm_8 = None
        sum_3: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_33, [0], True);  view_33 = None
        view_34: "f32[64]" = torch.ops.aten.view.default(sum_3, [64]);  sum_3 = None
        t_24: "f32[64, 64]" = torch.ops.aten.t.default(t_23);  t_23 = None
        view_35: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_7, [2, 16, 64]);  mm_7 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        view_36: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(view_35, [2, 16, 4, 16]);  view_35 = None
        transpose_8: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_36, 1, 2);  view_36 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:146 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        detach_2: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_8, transpose_4, transpose_5, transpose_6, detach_2, getitem_18, 0.0, True);  transpose_8 = transpose_4 = transpose_5 = transpose_6 = detach_2 = getitem_18 = None
        getitem_31: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_32: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_33: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:145 in forward, code: v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        transpose_9: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(getitem_33, 1, 2);  getitem_33 = None
        view_37: "f32[2, 16, 64]" = torch.ops.aten.view.default(transpose_9, [2, 16, 64]);  transpose_9 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:144 in forward, code: k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        transpose_10: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(getitem_32, 1, 2);  getitem_32 = None
        view_38: "f32[2, 16, 64]" = torch.ops.aten.view.default(transpose_10, [2, 16, 64]);  transpose_10 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:143 in forward, code: q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        transpose_11: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(getitem_31, 1, 2);  getitem_31 = None
        view_39: "f32[2, 16, 64]" = torch.ops.aten.view.default(transpose_11, [2, 16, 64]);  transpose_11 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        cat: "f32[2, 16, 192]" = torch.ops.aten.cat.default([view_39, view_38, view_37], 2);  view_39 = view_38 = view_37 = None
        view_40: "f32[32, 192]" = torch.ops.aten.view.default(cat, [32, 192]);  cat = None
        t_25: "f32[192, 64]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_9: "f32[32, 64]" = torch.ops.aten.mm.default(view_40, t_25);  t_25 = None
        t_26: "f32[192, 32]" = torch.ops.aten.t.default(view_40)
        mm_10: "f32[192, 64]" = torch.ops.aten.mm.default(t_26, view_12);  t_26 = view_12 = None
        t_27: "f32[64, 192]" = torch.ops.aten.t.default(mm_10);  mm_10 = None
        sum_4: "f32[1, 192]" = torch.ops.aten.sum.dim_IntList(view_40, [0], True);  view_40 = None
        view_41: "f32[192]" = torch.ops.aten.view.default(sum_4, [192]);  sum_4 = None
        t_28: "f32[192, 64]" = torch.ops.aten.t.default(t_27);  t_27 = None
        view_42: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_9, [2, 16, 64]);  mm_9 = None
        native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_42, add_2, [64], getitem_12, getitem_13, primals_16, primals_17, [True, True, True]);  view_42 = add_2 = getitem_12 = getitem_13 = primals_16 = primals_17 = None
        getitem_34: "f32[2, 16, 64]" = native_layer_norm_backward_2[0]
        getitem_35: "f32[64]" = native_layer_norm_backward_2[1]
        getitem_36: "f32[64]" = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
        add_6: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_5, getitem_34);  add_5 = getitem_34 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        view_43: "f32[32, 64]" = torch.ops.aten.view.default(add_6, [32, 64])
        t_29: "f32[64, 256]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_11: "f32[32, 256]" = torch.ops.aten.mm.default(view_43, t_29);  t_29 = None
        t_30: "f32[64, 32]" = torch.ops.aten.t.default(view_43)
        mm_12: "f32[64, 256]" = torch.ops.aten.mm.default(t_30, view_10);  t_30 = view_10 = None
        t_31: "f32[256, 64]" = torch.ops.aten.t.default(mm_12);  mm_12 = None
        sum_5: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_43, [0], True);  view_43 = None
        view_44: "f32[64]" = torch.ops.aten.view.default(sum_5, [64]);  sum_5 = None
        t_32: "f32[64, 256]" = torch.ops.aten.t.default(t_31);  t_31 = None
        view_45: "f32[2, 16, 256]" = torch.ops.aten.view.default(mm_11, [2, 16, 256]);  mm_11 = None
        gelu_backward_1: "f32[2, 16, 256]" = torch.ops.aten.gelu_backward.default(view_45, view_9);  view_45 = view_9 = None
        view_46: "f32[32, 256]" = torch.ops.aten.view.default(gelu_backward_1, [32, 256]);  gelu_backward_1 = None
        t_33: "f32[256, 64]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_13: "f32[32, 64]" = torch.ops.aten.mm.default(view_46, t_33);  t_33 = None
        t_34: "f32[256, 32]" = torch.ops.aten.t.default(view_46)
        mm_14: "f32[256, 64]" = torch.ops.aten.mm.default(t_34, view_8);  t_34 = view_8 = None
        t_35: "f32[64, 256]" = torch.ops.aten.t.default(mm_14);  mm_14 = None
        sum_6: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_46, [0], True);  view_46 = None
        view_47: "f32[256]" = torch.ops.aten.view.default(sum_6, [256]);  sum_6 = None
        t_36: "f32[256, 64]" = torch.ops.aten.t.default(t_35);  t_35 = None
        view_48: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_13, [2, 16, 64]);  mm_13 = None
        native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_48, add_1, [64], getitem_9, getitem_10, primals_10, primals_11, [True, True, True]);  view_48 = add_1 = getitem_9 = getitem_10 = primals_10 = primals_11 = None
        getitem_37: "f32[2, 16, 64]" = native_layer_norm_backward_3[0]
        getitem_38: "f32[64]" = native_layer_norm_backward_3[1]
        getitem_39: "f32[64]" = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
        add_7: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_6, getitem_37);  add_6 = getitem_37 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        view_49: "f32[32, 64]" = torch.ops.aten.view.default(add_7, [32, 64])
        t_37: "f32[64, 64]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_15: "f32[32, 64]" = torch.ops.aten.mm.default(view_49, t_37);  t_37 = None
        t_38: "f32[64, 32]" = torch.ops.aten.t.default(view_49)
        mm_16: "f32[64, 64]" = torch.ops.aten.mm.default(t_38, view_6);  t_38 = view_6 = None
        t_39: "f32[64, 64]" = torch.ops.aten.t.default(mm_16);  mm_16 = None
        sum_7: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_49, [0], True);  view_49 = None
        view_50: "f32[64]" = torch.ops.aten.view.default(sum_7, [64]);  sum_7 = None
        t_40: "f32[64, 64]" = torch.ops.aten.t.default(t_39);  t_39 = None
        view_51: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_15, [2, 16, 64]);  mm_15 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        view_52: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(view_51, [2, 16, 4, 16]);  view_51 = None
        transpose_12: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_52, 1, 2);  view_52 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:146 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        detach_3: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(detach);  detach = None
        _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_12, transpose, transpose_1, transpose_2, detach_3, getitem_7, 0.0, True);  transpose_12 = transpose = transpose_1 = transpose_2 = detach_3 = getitem_7 = None
        getitem_40: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
        getitem_41: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
        getitem_42: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:145 in forward, code: v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        transpose_13: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(getitem_42, 1, 2);  getitem_42 = None
        view_53: "f32[2, 16, 64]" = torch.ops.aten.view.default(transpose_13, [2, 16, 64]);  transpose_13 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:144 in forward, code: k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        transpose_14: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(getitem_41, 1, 2);  getitem_41 = None
        view_54: "f32[2, 16, 64]" = torch.ops.aten.view.default(transpose_14, [2, 16, 64]);  transpose_14 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:143 in forward, code: q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        transpose_15: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(getitem_40, 1, 2);  getitem_40 = None
        view_55: "f32[2, 16, 64]" = torch.ops.aten.view.default(transpose_15, [2, 16, 64]);  transpose_15 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        cat_1: "f32[2, 16, 192]" = torch.ops.aten.cat.default([view_55, view_54, view_53], 2);  view_55 = view_54 = view_53 = None
        view_56: "f32[32, 192]" = torch.ops.aten.view.default(cat_1, [32, 192]);  cat_1 = None
        t_41: "f32[192, 64]" = torch.ops.aten.t.default(t);  t = None
        mm_17: "f32[32, 64]" = torch.ops.aten.mm.default(view_56, t_41);  t_41 = None
        t_42: "f32[192, 32]" = torch.ops.aten.t.default(view_56)
        mm_18: "f32[192, 64]" = torch.ops.aten.mm.default(t_42, view);  t_42 = view = None
        t_43: "f32[64, 192]" = torch.ops.aten.t.default(mm_18);  mm_18 = None
        sum_8: "f32[1, 192]" = torch.ops.aten.sum.dim_IntList(view_56, [0], True);  view_56 = None
        view_57: "f32[192]" = torch.ops.aten.view.default(sum_8, [192]);  sum_8 = None
        t_44: "f32[192, 64]" = torch.ops.aten.t.default(t_43);  t_43 = None
        view_58: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_17, [2, 16, 64]);  mm_17 = None
        native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(view_58, add, [64], getitem_1, getitem_2, primals_4, primals_5, [True, True, True]);  view_58 = add = getitem_1 = getitem_2 = primals_4 = primals_5 = None
        getitem_43: "f32[2, 16, 64]" = native_layer_norm_backward_4[0]
        getitem_44: "f32[64]" = native_layer_norm_backward_4[1]
        getitem_45: "f32[64]" = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
        add_8: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_7, getitem_43);  add_7 = getitem_43 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:162 in forward, code: x = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
        sum_9: "f32[1, 16, 64]" = torch.ops.aten.sum.dim_IntList(add_8, [0], True)
        view_59: "f32[16, 64]" = torch.ops.aten.view.default(sum_9, [16, 64]);  sum_9 = None
        embedding_dense_backward: "f32[32, 64]" = torch.ops.aten.embedding_dense_backward.default(view_59, arange, 32, -1, False);  view_59 = arange = None
        embedding_dense_backward_1: "f32[128, 64]" = torch.ops.aten.embedding_dense_backward.default(add_8, primals_1, 128, -1, False);  add_8 = primals_1 = None
        return (None, embedding_dense_backward_1, embedding_dense_backward, getitem_44, getitem_45, t_44, view_57, t_40, view_50, getitem_38, getitem_39, t_36, view_47, t_32, view_44, getitem_35, getitem_36, t_28, view_41, t_24, view_34, getitem_29, getitem_30, t_20, view_31, t_16, view_28, getitem_26, getitem_27, t_12)
