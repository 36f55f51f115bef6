class GraphModule(torch.nn.Module):
    def forward(self, L_idx_: "i64[2, 16]", L_self_modules_tok_parameters_weight_: "f32[128, 64]", L_self_modules_pos_parameters_weight_: "f32[32, 64]", L_self_modules_blocks_modules_0_modules_ln1_parameters_weight_: "f32[64]", L_self_modules_blocks_modules_0_modules_ln1_parameters_bias_: "f32[64]", L_self_modules_blocks_modules_0_modules_qkv_parameters_weight_: "f32[192, 64]", L_self_modules_blocks_modules_0_modules_qkv_parameters_bias_: "f32[192]", L_self_modules_blocks_modules_0_modules_proj_parameters_weight_: "f32[64, 64]", L_self_modules_blocks_modules_0_modules_proj_parameters_bias_: "f32[64]", L_self_modules_blocks_modules_0_modules_ln2_parameters_weight_: "f32[64]", L_self_modules_blocks_modules_0_modules_ln2_parameters_bias_: "f32[64]", L_self_modules_blocks_modules_0_modules_fc_parameters_weight_: "f32[256, 64]", L_self_modules_blocks_modules_0_modules_fc_parameters_bias_: "f32[256]", L_self_modules_blocks_modules_0_modules_out_parameters_weight_: "f32[64, 256]", L_self_modules_blocks_modules_0_modules_out_parameters_bias_: "f32[64]", L_self_modules_blocks_modules_1_modules_ln1_parameters_weight_: "f32[64]", L_self_modules_blocks_modules_1_modules_ln1_parameters_bias_: "f32[64]", L_self_modules_blocks_modules_1_modules_qkv_parameters_weight_: "f32[192, 64]", L_self_modules_blocks_modules_1_modules_qkv_parameters_bias_: "f32[192]", L_self_modules_blocks_modules_1_modules_proj_parameters_weight_: "f32[64, 64]", L_self_modules_blocks_modules_1_modules_proj_parameters_bias_: "f32[64]", L_self_modules_blocks_modules_1_modules_ln2_parameters_weight_: "f32[64]", L_self_modules_blocks_modules_1_modules_ln2_parameters_bias_: "f32[64]", L_self_modules_blocks_modules_1_modules_fc_parameters_weight_: "f32[256, 64]", L_self_modules_blocks_modules_1_modules_fc_parameters_bias_: "f32[256]", L_self_modules_blocks_modules_1_modules_out_parameters_weight_: "f32[64, 256]", L_self_modules_blocks_modules_1_modules_out_parameters_bias_: "f32[64]", L_self_modules_ln_parameters_weight_: "f32[64]", L_self_modules_ln_parameters_bias_: "f32[64]", L_self_modules_head_parameters_weight_: "f32[128, 64]"):
        l_idx_ = L_idx_
        l_self_modules_tok_parameters_weight_ = L_self_modules_tok_parameters_weight_
        l_self_modules_pos_parameters_weight_ = L_self_modules_pos_parameters_weight_
        l_self_modules_blocks_modules_0_modules_ln1_parameters_weight_ = L_self_modules_blocks_modules_0_modules_ln1_parameters_weight_
        l_self_modules_blocks_modules_0_modules_ln1_parameters_bias_ = L_self_modules_blocks_modules_0_modules_ln1_parameters_bias_
        l_self_modules_blocks_modules_0_modules_qkv_parameters_weight_ = L_self_modules_blocks_modules_0_modules_qkv_parameters_weight_
        l_self_modules_blocks_modules_0_modules_qkv_parameters_bias_ = L_self_modules_blocks_modules_0_modules_qkv_parameters_bias_
        l_self_modules_blocks_modules_0_modules_proj_parameters_weight_ = L_self_modules_blocks_modules_0_modules_proj_parameters_weight_
        l_self_modules_blocks_modules_0_modules_proj_parameters_bias_ = L_self_modules_blocks_modules_0_modules_proj_parameters_bias_
        l_self_modules_blocks_modules_0_modules_ln2_parameters_weight_ = L_self_modules_blocks_modules_0_modules_ln2_parameters_weight_
        l_self_modules_blocks_modules_0_modules_ln2_parameters_bias_ = L_self_modules_blocks_modules_0_modules_ln2_parameters_bias_
        l_self_modules_blocks_modules_0_modules_fc_parameters_weight_ = L_self_modules_blocks_modules_0_modules_fc_parameters_weight_
        l_self_modules_blocks_modules_0_modules_fc_parameters_bias_ = L_self_modules_blocks_modules_0_modules_fc_parameters_bias_
        l_self_modules_blocks_modules_0_modules_out_parameters_weight_ = L_self_modules_blocks_modules_0_modules_out_parameters_weight_
        l_self_modules_blocks_modules_0_modules_out_parameters_bias_ = L_self_modules_blocks_modules_0_modules_out_parameters_bias_
        l_self_modules_blocks_modules_1_modules_ln1_parameters_weight_ = L_self_modules_blocks_modules_1_modules_ln1_parameters_weight_
        l_self_modules_blocks_modules_1_modules_ln1_parameters_bias_ = L_self_modules_blocks_modules_1_modules_ln1_parameters_bias_
        l_self_modules_blocks_modules_1_modules_qkv_parameters_weight_ = L_self_modules_blocks_modules_1_modules_qkv_parameters_weight_
        l_self_modules_blocks_modules_1_modules_qkv_parameters_bias_ = L_self_modules_blocks_modules_1_modules_qkv_parameters_bias_
        l_self_modules_blocks_modules_1_modules_proj_parameters_weight_ = L_self_modules_blocks_modules_1_modules_proj_parameters_weight_
        l_self_modules_blocks_modules_1_modules_proj_parameters_bias_ = L_self_modules_blocks_modules_1_modules_proj_parameters_bias_
        l_self_modules_blocks_modules_1_modules_ln2_parameters_weight_ = L_self_modules_blocks_modules_1_modules_ln2_parameters_weight_
        l_self_modules_blocks_modules_1_modules_ln2_parameters_bias_ = L_self_modules_blocks_modules_1_modules_ln2_parameters_bias_
        l_self_modules_blocks_modules_1_modules_fc_parameters_weight_ = L_self_modules_blocks_modules_1_modules_fc_parameters_weight_
        l_self_modules_blocks_modules_1_modules_fc_parameters_bias_ = L_self_modules_blocks_modules_1_modules_fc_parameters_bias_
        l_self_modules_blocks_modules_1_modules_out_parameters_weight_ = L_self_modules_blocks_modules_1_modules_out_parameters_weight_
        l_self_modules_blocks_modules_1_modules_out_parameters_bias_ = L_self_modules_blocks_modules_1_modules_out_parameters_bias_
        l_self_modules_ln_parameters_weight_ = L_self_modules_ln_parameters_weight_
        l_self_modules_ln_parameters_bias_ = L_self_modules_ln_parameters_bias_
        l_self_modules_head_parameters_weight_ = L_self_modules_head_parameters_weight_

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:162 in forward, code: x = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
        embedding: "f32[2, 16, 64]" = torch.nn.functional.embedding(l_idx_, l_self_modules_tok_parameters_weight_, None, None, 2.0, False, False);  l_idx_ = l_self_modules_tok_parameters_weight_ = None
        arange: "i64[16]" = torch.arange(16, device = device(type='cpu'))
        embedding_1: "f32[16, 64]" = torch.nn.functional.embedding(arange, l_self_modules_pos_parameters_weight_, None, None, 2.0, False, False);  arange = l_self_modules_pos_parameters_weight_ = None
        x: "f32[2, 16, 64]" = embedding + embedding_1;  embedding = embedding_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        layer_norm: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(x, (64,), l_self_modules_blocks_modules_0_modules_ln1_parameters_weight_, l_self_modules_blocks_modules_0_modules_ln1_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_0_modules_ln1_parameters_weight_ = l_self_modules_blocks_modules_0_modules_ln1_parameters_bias_ = None
        linear: "f32[2, 16, 192]" = torch._C._nn.linear(layer_norm, l_self_modules_blocks_modules_0_modules_qkv_parameters_weight_, l_self_modules_blocks_modules_0_modules_qkv_parameters_bias_);  layer_norm = l_self_modules_blocks_modules_0_modules_qkv_parameters_weight_ = l_self_modules_blocks_modules_0_modules_qkv_parameters_bias_ = None
        split = linear.split(64, dim = 2);  linear = None
        q: "f32[2, 16, 64]" = split[0]
        k: "f32[2, 16, 64]" = split[1]
        v: "f32[2, 16, 64]" = split[2];  split = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:143 in forward, code: q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view: "f32[2, 16, 4, 16]" = q.view(2, 16, 4, 16);  q = None
        q_1: "f32[2, 4, 16, 16]" = view.transpose(1, 2);  view = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:144 in forward, code: k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_1: "f32[2, 16, 4, 16]" = k.view(2, 16, 4, 16);  k = None
        k_1: "f32[2, 4, 16, 16]" = view_1.transpose(1, 2);  view_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:145 in forward, code: v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_2: "f32[2, 16, 4, 16]" = v.view(2, 16, 4, 16);  v = None
        v_1: "f32[2, 4, 16, 16]" = view_2.transpose(1, 2);  view_2 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:146 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        y: "f32[2, 4, 16, 16]" = torch._C._nn.scaled_dot_product_attention(q_1, k_1, v_1, is_causal = True);  q_1 = k_1 = v_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        transpose_3: "f32[2, 16, 4, 16]" = y.transpose(1, 2);  y = None
        contiguous: "f32[2, 16, 4, 16]" = transpose_3.contiguous();  transpose_3 = None
        y_1: "f32[2, 16, 64]" = contiguous.view(2, 16, 64);  contiguous = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        linear_1: "f32[2, 16, 64]" = torch._C._nn.linear(y_1, l_self_modules_blocks_modules_0_modules_proj_parameters_weight_, l_self_modules_blocks_modules_0_modules_proj_parameters_bias_);  y_1 = l_self_modules_blocks_modules_0_modules_proj_parameters_weight_ = l_self_modules_blocks_modules_0_modules_proj_parameters_bias_ = None
        x_1: "f32[2, 16, 64]" = x + linear_1;  x = linear_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        layer_norm_1: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(x_1, (64,), l_self_modules_blocks_modules_0_modules_ln2_parameters_weight_, l_self_modules_blocks_modules_0_modules_ln2_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_0_modules_ln2_parameters_weight_ = l_self_modules_blocks_modules_0_modules_ln2_parameters_bias_ = None
        linear_2: "f32[2, 16, 256]" = torch._C._nn.linear(layer_norm_1, l_self_modules_blocks_modules_0_modules_fc_parameters_weight_, l_self_modules_blocks_modules_0_modules_fc_parameters_bias_);  layer_norm_1 = l_self_modules_blocks_modules_0_modules_fc_parameters_weight_ = l_self_modules_blocks_modules_0_modules_fc_parameters_bias_ = None
        gelu: "f32[2, 16, 256]" = torch._C._nn.gelu(linear_2);  linear_2 = None
        linear_3: "f32[2, 16, 64]" = torch._C._nn.linear(gelu, l_self_modules_blocks_modules_0_modules_out_parameters_weight_, l_self_modules_blocks_modules_0_modules_out_parameters_bias_);  gelu = l_self_modules_blocks_modules_0_modules_out_parameters_weight_ = l_self_modules_blocks_modules_0_modules_out_parameters_bias_ = None
        x_2: "f32[2, 16, 64]" = x_1 + linear_3;  x_1 = linear_3 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        layer_norm_2: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(x_2, (64,), l_self_modules_blocks_modules_1_modules_ln1_parameters_weight_, l_self_modules_blocks_modules_1_modules_ln1_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_1_modules_ln1_parameters_weight_ = l_self_modules_blocks_modules_1_modules_ln1_parameters_bias_ = None
        linear_4: "f32[2, 16, 192]" = torch._C._nn.linear(layer_norm_2, l_self_modules_blocks_modules_1_modules_qkv_parameters_weight_, l_self_modules_blocks_modules_1_modules_qkv_parameters_bias_);  layer_norm_2 = l_self_modules_blocks_modules_1_modules_qkv_parameters_weight_ = l_self_modules_blocks_modules_1_modules_qkv_parameters_bias_ = None
        split_1 = linear_4.split(64, dim = 2);  linear_4 = None
        q_2: "f32[2, 16, 64]" = split_1[0]
        k_2: "f32[2, 16, 64]" = split_1[1]
        v_2: "f32[2, 16, 64]" = split_1[2];  split_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:143 in forward, code: q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_4: "f32[2, 16, 4, 16]" = q_2.view(2, 16, 4, 16);  q_2 = None
        q_3: "f32[2, 4, 16, 16]" = view_4.transpose(1, 2);  view_4 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:144 in forward, code: k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_5: "f32[2, 16, 4, 16]" = k_2.view(2, 16, 4, 16);  k_2 = None
        k_3: "f32[2, 4, 16, 16]" = view_5.transpose(1, 2);  view_5 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:145 in forward, code: v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_6: "f32[2, 16, 4, 16]" = v_2.view(2, 16, 4, 16);  v_2 = None
        v_3: "f32[2, 4, 16, 16]" = view_6.transpose(1, 2);  view_6 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:146 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        y_2: "f32[2, 4, 16, 16]" = torch._C._nn.scaled_dot_product_attention(q_3, k_3, v_3, is_causal = True);  q_3 = k_3 = v_3 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        transpose_7: "f32[2, 16, 4, 16]" = y_2.transpose(1, 2);  y_2 = None
        contiguous_1: "f32[2, 16, 4, 16]" = transpose_7.contiguous();  transpose_7 = None
        y_3: "f32[2, 16, 64]" = contiguous_1.view(2, 16, 64);  contiguous_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        linear_5: "f32[2, 16, 64]" = torch._C._nn.linear(y_3, l_self_modules_blocks_modules_1_modules_proj_parameters_weight_, l_self_modules_blocks_modules_1_modules_proj_parameters_bias_);  y_3 = l_self_modules_blocks_modules_1_modules_proj_parameters_weight_ = l_self_modules_blocks_modules_1_modules_proj_parameters_bias_ = None
        x_3: "f32[2, 16, 64]" = x_2 + linear_5;  x_2 = linear_5 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        layer_norm_3: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(x_3, (64,), l_self_modules_blocks_modules_1_modules_ln2_parameters_weight_, l_self_modules_blocks_modules_1_modules_ln2_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_1_modules_ln2_parameters_weight_ = l_self_modules_blocks_modules_1_modules_ln2_parameters_bias_ = None
        linear_6: "f32[2, 16, 256]" = torch._C._nn.linear(layer_norm_3, l_self_modules_blocks_modules_1_modules_fc_parameters_weight_, l_self_modules_blocks_modules_1_modules_fc_parameters_bias_);  layer_norm_3 = l_self_modules_blocks_modules_1_modules_fc_parameters_weight_ = l_self_modules_blocks_modules_1_modules_fc_parameters_bias_ = None
        gelu_1: "f32[2, 16, 256]" = torch._C._nn.gelu(linear_6);  linear_6 = None
        linear_7: "f32[2, 16, 64]" = torch._C._nn.linear(gelu_1, l_self_modules_blocks_modules_1_modules_out_parameters_weight_, l_self_modules_blocks_modules_1_modules_out_parameters_bias_);  gelu_1 = l_self_modules_blocks_modules_1_modules_out_parameters_weight_ = l_self_modules_blocks_modules_1_modules_out_parameters_bias_ = None
        x_4: "f32[2, 16, 64]" = x_3 + linear_7;  x_3 = linear_7 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:165 in forward, code: return self.head(self.ln(x))
        layer_norm_4: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(x_4, (64,), l_self_modules_ln_parameters_weight_, l_self_modules_ln_parameters_bias_, 1e-05);  x_4 = l_self_modules_ln_parameters_weight_ = l_self_modules_ln_parameters_bias_ = None
        linear_8: "f32[2, 16, 128]" = torch._C._nn.linear(layer_norm_4, l_self_modules_head_parameters_weight_, None);  layer_norm_4 = l_self_modules_head_parameters_weight_ = None
        return (linear_8,)
