class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[2, 16]", primals_4: "f32[64]", primals_6: "f32[192, 64]", primals_8: "f32[64, 64]", primals_10: "f32[64]", primals_12: "f32[256, 64]", primals_14: "f32[64, 256]", primals_16: "f32[64]", primals_18: "f32[192, 64]", primals_20: "f32[64, 64]", primals_22: "f32[64]", primals_24: "f32[256, 64]", primals_26: "f32[64, 256]", primals_28: "f32[64]", primals_30: "f32[128, 64]", iota: "i64[16]", mul: "f32[2, 16, 64]", view: "f32[32, 64]", permute_1: "f32[2, 4, 16, 16]", permute_2: "f32[2, 4, 16, 16]", permute_3: "f32[2, 4, 16, 16]", getitem_5: "f32[2, 4, 16, 16]", getitem_6: "f32[2, 4, 16]", mul_2: "f32[2, 16, 64]", view_8: "f32[32, 64]", addmm_2: "f32[32, 256]", view_10: "f32[32, 256]", mul_7: "f32[2, 16, 64]", view_12: "f32[32, 64]", permute_9: "f32[2, 4, 16, 16]", permute_10: "f32[2, 4, 16, 16]", permute_11: "f32[2, 4, 16, 16]", getitem_14: "f32[2, 4, 16, 16]", getitem_15: "f32[2, 4, 16]", mul_9: "f32[2, 16, 64]", view_20: "f32[32, 64]", addmm_6: "f32[32, 256]", view_22: "f32[32, 256]", mul_14: "f32[2, 16, 64]", view_24: "f32[32, 64]", div: "f32[2, 16, 1]", div_1: "f32[2, 16, 1]", div_2: "f32[2, 16, 1]", div_3: "f32[2, 16, 1]", div_4: "f32[2, 16, 1]", tangents_1: "f32[2, 16, 128]"):
        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:165 in forward, code: return self.head(self.ln(x))
        view_26: "f32[32, 128]" = torch.ops.aten.view.default(tangents_1, [32, 128]);  tangents_1 = None
        permute_17: "f32[128, 32]" = torch.ops.aten.permute.default(view_26, [1, 0])
        mm_1: "f32[128, 64]" = torch.ops.aten.mm.default(permute_17, view_24);  permute_17 = view_24 = None
        permute_16: "f32[64, 128]" = torch.ops.aten.permute.default(primals_30, [1, 0]);  primals_30 = None
        permute_19: "f32[128, 64]" = torch.ops.aten.permute.default(permute_16, [1, 0]);  permute_16 = None
        mm_2: "f32[32, 64]" = torch.ops.aten.mm.default(view_26, permute_19);  view_26 = permute_19 = None
        view_27: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_2, [2, 16, 64]);  mm_2 = None
        mul_17: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_27, primals_28);  primals_28 = None
        mul_18: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_17, 64)
        sum_1: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_17, [2], True)
        mul_19: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_17, mul_14);  mul_17 = None
        sum_2: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_19, [2], True);  mul_19 = None
        mul_20: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_14, sum_2);  sum_2 = None
        sub_6: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(mul_18, sum_1);  mul_18 = sum_1 = None
        sub_7: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(sub_6, mul_20);  sub_6 = mul_20 = None
        mul_21: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(div, sub_7);  div = sub_7 = None
        mul_22: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_27, mul_14);  mul_14 = None
        sum_3: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_22, [0, 1]);  mul_22 = None
        sum_4: "f32[64]" = torch.ops.aten.sum.dim_IntList(view_27, [0, 1]);  view_27 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        view_28: "f32[32, 64]" = torch.ops.aten.view.default(mul_21, [32, 64])
        permute_15: "f32[256, 64]" = torch.ops.aten.permute.default(primals_26, [1, 0]);  primals_26 = None
        permute_21: "f32[64, 256]" = torch.ops.aten.permute.default(permute_15, [1, 0]);  permute_15 = None
        mm_3: "f32[32, 256]" = torch.ops.aten.mm.default(view_28, permute_21);  permute_21 = None
        permute_22: "f32[64, 32]" = torch.ops.aten.permute.default(view_28, [1, 0])
        mm_4: "f32[64, 256]" = torch.ops.aten.mm.default(permute_22, view_22);  permute_22 = view_22 = None
        sum_5: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_28, [0], True);  view_28 = None
        view_29: "f32[64]" = torch.ops.aten.view.default(sum_5, [64]);  sum_5 = None
        view_30: "f32[2, 16, 256]" = torch.ops.aten.view.default(mm_3, [2, 16, 256]);  mm_3 = None
        view_21: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_6, [2, 16, 256]);  addmm_6 = None
        mul_12: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_21, 0.7071067811865476)
        erf_1: "f32[2, 16, 256]" = torch.ops.aten.erf.default(mul_12);  mul_12 = None
        add_13: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_24: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(add_13, 0.5);  add_13 = None
        mul_25: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_21, view_21)
        mul_26: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_25, -0.5);  mul_25 = None
        exp: "f32[2, 16, 256]" = torch.ops.aten.exp.default(mul_26);  mul_26 = None
        mul_27: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_28: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_21, mul_27);  view_21 = mul_27 = None
        add_18: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(mul_24, mul_28);  mul_24 = mul_28 = None
        mul_29: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_30, add_18);  view_30 = add_18 = None
        view_31: "f32[32, 256]" = torch.ops.aten.view.default(mul_29, [32, 256]);  mul_29 = None
        permute_14: "f32[64, 256]" = torch.ops.aten.permute.default(primals_24, [1, 0]);  primals_24 = None
        permute_25: "f32[256, 64]" = torch.ops.aten.permute.default(permute_14, [1, 0]);  permute_14 = None
        mm_5: "f32[32, 64]" = torch.ops.aten.mm.default(view_31, permute_25);  permute_25 = None
        permute_26: "f32[256, 32]" = torch.ops.aten.permute.default(view_31, [1, 0])
        mm_6: "f32[256, 64]" = torch.ops.aten.mm.default(permute_26, view_20);  permute_26 = view_20 = None
        sum_6: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_31, [0], True);  view_31 = None
        view_32: "f32[256]" = torch.ops.aten.view.default(sum_6, [256]);  sum_6 = None
        view_33: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_5, [2, 16, 64]);  mm_5 = None
        mul_31: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_33, primals_22);  primals_22 = None
        mul_32: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_31, 64)
        sum_7: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_31, [2], True)
        mul_33: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_31, mul_9);  mul_31 = None
        sum_8: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_33, [2], True);  mul_33 = None
        mul_34: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_9, sum_8);  sum_8 = None
        sub_9: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(mul_32, sum_7);  mul_32 = sum_7 = None
        sub_10: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(sub_9, mul_34);  sub_9 = mul_34 = None
        mul_35: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(div_1, sub_10);  div_1 = sub_10 = None
        mul_36: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_33, mul_9);  mul_9 = None
        sum_9: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_36, [0, 1]);  mul_36 = None
        sum_10: "f32[64]" = torch.ops.aten.sum.dim_IntList(view_33, [0, 1]);  view_33 = None
        add_19: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(mul_21, mul_35);  mul_21 = mul_35 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        view_34: "f32[32, 64]" = torch.ops.aten.view.default(add_19, [32, 64])
        permute_13: "f32[64, 64]" = torch.ops.aten.permute.default(primals_20, [1, 0]);  primals_20 = None
        permute_29: "f32[64, 64]" = torch.ops.aten.permute.default(permute_13, [1, 0]);  permute_13 = None
        mm_7: "f32[32, 64]" = torch.ops.aten.mm.default(view_34, permute_29);  permute_29 = None
        permute_30: "f32[64, 32]" = torch.ops.aten.permute.default(view_34, [1, 0])

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        permute_12: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(getitem_14, [0, 2, 1, 3])
        view_17: "f32[2, 16, 64]" = torch.ops.aten.view.default(permute_12, [2, 16, 64]);  permute_12 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        view_18: "f32[32, 64]" = torch.ops.aten.view.default(view_17, [32, 64]);  view_17 = None
        mm_8: "f32[64, 64]" = torch.ops.aten.mm.default(permute_30, view_18);  permute_30 = view_18 = None
        sum_11: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_34, [0], True);  view_34 = None
        view_35: "f32[64]" = torch.ops.aten.view.default(sum_11, [64]);  sum_11 = None
        view_36: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_7, [2, 16, 64]);  mm_7 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        view_37: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(view_36, [2, 16, 4, 16]);  view_36 = None
        permute_33: "f32[2, 4, 16, 16]" = torch.ops.aten.permute.default(view_37, [0, 2, 1, 3]);  view_37 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:146 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute_33, permute_9, permute_10, permute_11, getitem_14, getitem_15, 0.0, True);  permute_33 = permute_9 = permute_10 = permute_11 = getitem_14 = getitem_15 = None
        getitem_20: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_21: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_22: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:145 in forward, code: v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        permute_34: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(getitem_22, [0, 2, 1, 3]);  getitem_22 = None
        view_38: "f32[2, 16, 64]" = torch.ops.aten.view.default(permute_34, [2, 16, 64]);  permute_34 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:144 in forward, code: k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        permute_35: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(getitem_21, [0, 2, 1, 3]);  getitem_21 = None
        view_39: "f32[2, 16, 64]" = torch.ops.aten.view.default(permute_35, [2, 16, 64]);  permute_35 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:143 in forward, code: q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        permute_36: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(getitem_20, [0, 2, 1, 3]);  getitem_20 = None
        view_40: "f32[2, 16, 64]" = torch.ops.aten.view.default(permute_36, [2, 16, 64]);  permute_36 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        cat: "f32[2, 16, 192]" = torch.ops.aten.cat.default([view_40, view_39, view_38], 2);  view_40 = view_39 = view_38 = None
        view_41: "f32[32, 192]" = torch.ops.aten.view.default(cat, [32, 192]);  cat = None
        permute_8: "f32[64, 192]" = torch.ops.aten.permute.default(primals_18, [1, 0]);  primals_18 = None
        permute_37: "f32[192, 64]" = torch.ops.aten.permute.default(permute_8, [1, 0]);  permute_8 = None
        mm_9: "f32[32, 64]" = torch.ops.aten.mm.default(view_41, permute_37);  permute_37 = None
        permute_38: "f32[192, 32]" = torch.ops.aten.permute.default(view_41, [1, 0])
        mm_10: "f32[192, 64]" = torch.ops.aten.mm.default(permute_38, view_12);  permute_38 = view_12 = None
        sum_12: "f32[1, 192]" = torch.ops.aten.sum.dim_IntList(view_41, [0], True);  view_41 = None
        view_42: "f32[192]" = torch.ops.aten.view.default(sum_12, [192]);  sum_12 = None
        view_43: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_9, [2, 16, 64]);  mm_9 = None
        mul_38: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_43, primals_16);  primals_16 = None
        mul_39: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_38, 64)
        sum_13: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_38, [2], True)
        mul_40: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_38, mul_7);  mul_38 = None
        sum_14: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_40, [2], True);  mul_40 = None
        mul_41: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_7, sum_14);  sum_14 = None
        sub_12: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(mul_39, sum_13);  mul_39 = sum_13 = None
        sub_13: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(sub_12, mul_41);  sub_12 = mul_41 = None
        mul_42: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(div_2, sub_13);  div_2 = sub_13 = None
        mul_43: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_43, mul_7);  mul_7 = None
        sum_15: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_43, [0, 1]);  mul_43 = None
        sum_16: "f32[64]" = torch.ops.aten.sum.dim_IntList(view_43, [0, 1]);  view_43 = None
        add_20: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_19, mul_42);  add_19 = mul_42 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        view_44: "f32[32, 64]" = torch.ops.aten.view.default(add_20, [32, 64])
        permute_7: "f32[256, 64]" = torch.ops.aten.permute.default(primals_14, [1, 0]);  primals_14 = None
        permute_41: "f32[64, 256]" = torch.ops.aten.permute.default(permute_7, [1, 0]);  permute_7 = None
        mm_11: "f32[32, 256]" = torch.ops.aten.mm.default(view_44, permute_41);  permute_41 = None
        permute_42: "f32[64, 32]" = torch.ops.aten.permute.default(view_44, [1, 0])
        mm_12: "f32[64, 256]" = torch.ops.aten.mm.default(permute_42, view_10);  permute_42 = view_10 = None
        sum_17: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_44, [0], True);  view_44 = None
        view_45: "f32[64]" = torch.ops.aten.view.default(sum_17, [64]);  sum_17 = None
        view_46: "f32[2, 16, 256]" = torch.ops.aten.view.default(mm_11, [2, 16, 256]);  mm_11 = None
        view_9: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_2, [2, 16, 256]);  addmm_2 = None
        mul_5: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476)
        erf: "f32[2, 16, 256]" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_6: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_45: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(add_6, 0.5);  add_6 = None
        mul_46: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_9, view_9)
        mul_47: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_46, -0.5);  mul_46 = None
        exp_1: "f32[2, 16, 256]" = torch.ops.aten.exp.default(mul_47);  mul_47 = None
        mul_48: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(exp_1, 0.3989422804014327);  exp_1 = None
        mul_49: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_9, mul_48);  view_9 = mul_48 = None
        add_22: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(mul_45, mul_49);  mul_45 = mul_49 = None
        mul_50: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_46, add_22);  view_46 = add_22 = None
        view_47: "f32[32, 256]" = torch.ops.aten.view.default(mul_50, [32, 256]);  mul_50 = None
        permute_6: "f32[64, 256]" = torch.ops.aten.permute.default(primals_12, [1, 0]);  primals_12 = None
        permute_45: "f32[256, 64]" = torch.ops.aten.permute.default(permute_6, [1, 0]);  permute_6 = None
        mm_13: "f32[32, 64]" = torch.ops.aten.mm.default(view_47, permute_45);  permute_45 = None
        permute_46: "f32[256, 32]" = torch.ops.aten.permute.default(view_47, [1, 0])
        mm_14: "f32[256, 64]" = torch.ops.aten.mm.default(permute_46, view_8);  permute_46 = view_8 = None
        sum_18: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_47, [0], True);  view_47 = None
        view_48: "f32[256]" = torch.ops.aten.view.default(sum_18, [256]);  sum_18 = None
        view_49: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_13, [2, 16, 64]);  mm_13 = None
        mul_52: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_49, primals_10);  primals_10 = None
        mul_53: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_52, 64)
        sum_19: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_52, [2], True)
        mul_54: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_52, mul_2);  mul_52 = None
        sum_20: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_54, [2], True);  mul_54 = None
        mul_55: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_2, sum_20);  sum_20 = None
        sub_15: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(mul_53, sum_19);  mul_53 = sum_19 = None
        sub_16: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(sub_15, mul_55);  sub_15 = mul_55 = None
        mul_56: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(div_3, sub_16);  div_3 = sub_16 = None
        mul_57: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_49, mul_2);  mul_2 = None
        sum_21: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_57, [0, 1]);  mul_57 = None
        sum_22: "f32[64]" = torch.ops.aten.sum.dim_IntList(view_49, [0, 1]);  view_49 = None
        add_23: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_20, mul_56);  add_20 = mul_56 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        view_50: "f32[32, 64]" = torch.ops.aten.view.default(add_23, [32, 64])
        permute_5: "f32[64, 64]" = torch.ops.aten.permute.default(primals_8, [1, 0]);  primals_8 = None
        permute_49: "f32[64, 64]" = torch.ops.aten.permute.default(permute_5, [1, 0]);  permute_5 = None
        mm_15: "f32[32, 64]" = torch.ops.aten.mm.default(view_50, permute_49);  permute_49 = None
        permute_50: "f32[64, 32]" = torch.ops.aten.permute.default(view_50, [1, 0])

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        permute_4: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_5: "f32[2, 16, 64]" = torch.ops.aten.view.default(permute_4, [2, 16, 64]);  permute_4 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        view_6: "f32[32, 64]" = torch.ops.aten.view.default(view_5, [32, 64]);  view_5 = None
        mm_16: "f32[64, 64]" = torch.ops.aten.mm.default(permute_50, view_6);  permute_50 = view_6 = None
        sum_23: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_50, [0], True);  view_50 = None
        view_51: "f32[64]" = torch.ops.aten.view.default(sum_23, [64]);  sum_23 = None
        view_52: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_15, [2, 16, 64]);  mm_15 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        view_53: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(view_52, [2, 16, 4, 16]);  view_52 = None
        permute_53: "f32[2, 4, 16, 16]" = torch.ops.aten.permute.default(view_53, [0, 2, 1, 3]);  view_53 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:146 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute_53, permute_1, permute_2, permute_3, getitem_5, getitem_6, 0.0, True);  permute_53 = permute_1 = permute_2 = permute_3 = getitem_5 = getitem_6 = None
        getitem_23: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
        getitem_24: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
        getitem_25: "f32[2, 4, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:145 in forward, code: v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        permute_54: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(getitem_25, [0, 2, 1, 3]);  getitem_25 = None
        view_54: "f32[2, 16, 64]" = torch.ops.aten.view.default(permute_54, [2, 16, 64]);  permute_54 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:144 in forward, code: k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        permute_55: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(getitem_24, [0, 2, 1, 3]);  getitem_24 = None
        view_55: "f32[2, 16, 64]" = torch.ops.aten.view.default(permute_55, [2, 16, 64]);  permute_55 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:143 in forward, code: q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        permute_56: "f32[2, 16, 4, 16]" = torch.ops.aten.permute.default(getitem_23, [0, 2, 1, 3]);  getitem_23 = None
        view_56: "f32[2, 16, 64]" = torch.ops.aten.view.default(permute_56, [2, 16, 64]);  permute_56 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        cat_1: "f32[2, 16, 192]" = torch.ops.aten.cat.default([view_56, view_55, view_54], 2);  view_56 = view_55 = view_54 = None
        view_57: "f32[32, 192]" = torch.ops.aten.view.default(cat_1, [32, 192]);  cat_1 = None
        permute: "f32[64, 192]" = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_57: "f32[192, 64]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_17: "f32[32, 64]" = torch.ops.aten.mm.default(view_57, permute_57);  permute_57 = None
        permute_58: "f32[192, 32]" = torch.ops.aten.permute.default(view_57, [1, 0])
        mm_18: "f32[192, 64]" = torch.ops.aten.mm.default(permute_58, view);  permute_58 = view = None
        sum_24: "f32[1, 192]" = torch.ops.aten.sum.dim_IntList(view_57, [0], True);  view_57 = None
        view_58: "f32[192]" = torch.ops.aten.view.default(sum_24, [192]);  sum_24 = None
        view_59: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_17, [2, 16, 64]);  mm_17 = None
        mul_59: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_59, primals_4);  primals_4 = None
        mul_60: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_59, 64)
        sum_25: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_59, [2], True)
        mul_61: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_59, mul);  mul_59 = None
        sum_26: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_61, [2], True);  mul_61 = None
        mul_62: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul, sum_26);  sum_26 = None
        sub_18: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(mul_60, sum_25);  mul_60 = sum_25 = None
        sub_19: "f32[2, 16, 64]" = torch.ops.aten.sub.Tensor(sub_18, mul_62);  sub_18 = mul_62 = None
        mul_63: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(div_4, sub_19);  div_4 = sub_19 = None
        mul_64: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_59, mul);  mul = None
        sum_27: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_64, [0, 1]);  mul_64 = None
        sum_28: "f32[64]" = torch.ops.aten.sum.dim_IntList(view_59, [0, 1]);  view_59 = None
        add_24: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_23, mul_63);  add_23 = mul_63 = None

        # Backward of forward node: File: /work/wt/corpus/tests/data/torch2/make_corpus.py:162 in forward, code: x = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
        sum_29: "f32[1, 16, 64]" = torch.ops.aten.sum.dim_IntList(add_24, [0], True)
        view_60: "f32[16, 64]" = torch.ops.aten.view.default(sum_29, [16, 64]);  sum_29 = None
        ge: "b8[16]" = torch.ops.aten.ge.Scalar(iota, 0)
        lt: "b8[16]" = torch.ops.aten.lt.Scalar(iota, 32)
        bitwise_and: "b8[16]" = torch.ops.aten.bitwise_and.Tensor(ge, lt);  ge = lt = None
        ne: "b8[16]" = torch.ops.aten.ne.Scalar(iota, -1)
        bitwise_and_1: "b8[16]" = torch.ops.aten.bitwise_and.Tensor(bitwise_and, ne);  bitwise_and = ne = None
        unsqueeze: "b8[16, 1]" = torch.ops.aten.unsqueeze.default(bitwise_and_1, -1);  bitwise_and_1 = None
        full_default: "f32[32, 64]" = torch.ops.aten.full.default([32, 64], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate: "f32[32, 64]" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default, unsqueeze, [iota], view_60);  full_default = unsqueeze = iota = view_60 = None
        ge_1: "b8[2, 16]" = torch.ops.aten.ge.Scalar(primals_1, 0)
        lt_1: "b8[2, 16]" = torch.ops.aten.lt.Scalar(primals_1, 128)
        bitwise_and_2: "b8[2, 16]" = torch.ops.aten.bitwise_and.Tensor(ge_1, lt_1);  ge_1 = lt_1 = None
        ne_1: "b8[2, 16]" = torch.ops.aten.ne.Scalar(primals_1, -1)
        bitwise_and_3: "b8[2, 16]" = torch.ops.aten.bitwise_and.Tensor(bitwise_and_2, ne_1);  bitwise_and_2 = ne_1 = None
        unsqueeze_1: "b8[2, 16, 1]" = torch.ops.aten.unsqueeze.default(bitwise_and_3, -1);  bitwise_and_3 = None
        full_default_1: "f32[128, 64]" = torch.ops.aten.full.default([128, 64], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate_1: "f32[128, 64]" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default_1, unsqueeze_1, [primals_1], add_24);  full_default_1 = unsqueeze_1 = primals_1 = add_24 = None
        return (None, _unsafe_masked_index_put_accumulate_1, _unsafe_masked_index_put_accumulate, sum_27, sum_28, mm_18, view_58, mm_16, view_51, sum_21, sum_22, mm_14, view_48, mm_12, view_45, sum_15, sum_16, mm_10, view_42, mm_8, view_35, sum_9, sum_10, mm_6, view_32, mm_4, view_29, sum_3, sum_4, mm_1)
