class GraphModule(torch.nn.Module):
    def forward(self, p_tok_weight: "f32[128, 64]", p_pos_weight: "f32[32, 64]", p_blocks_0_ln1_weight: "f32[64]", p_blocks_0_ln1_bias: "f32[64]", p_blocks_0_qkv_weight: "f32[192, 64]", p_blocks_0_qkv_bias: "f32[192]", p_blocks_0_proj_weight: "f32[64, 64]", p_blocks_0_proj_bias: "f32[64]", p_blocks_0_ln2_weight: "f32[64]", p_blocks_0_ln2_bias: "f32[64]", p_blocks_0_fc_weight: "f32[256, 64]", p_blocks_0_fc_bias: "f32[256]", p_blocks_0_out_weight: "f32[64, 256]", p_blocks_0_out_bias: "f32[64]", p_blocks_1_ln1_weight: "f32[64]", p_blocks_1_ln1_bias: "f32[64]", p_blocks_1_qkv_weight: "f32[192, 64]", p_blocks_1_qkv_bias: "f32[192]", p_blocks_1_proj_weight: "f32[64, 64]", p_blocks_1_proj_bias: "f32[64]", p_blocks_1_ln2_weight: "f32[64]", p_blocks_1_ln2_bias: "f32[64]", p_blocks_1_fc_weight: "f32[256, 64]", p_blocks_1_fc_bias: "f32[256]", p_blocks_1_out_weight: "f32[64, 256]", p_blocks_1_out_bias: "f32[64]", p_ln_weight: "f32[64]", p_ln_bias: "f32[64]", p_head_weight: "f32[128, 64]", idx: "i64[2, 16]"):
        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py:189 in forward, code: return F.embedding(
        embedding: "f32[2, 16, 64]" = torch.ops.aten.embedding.default(p_tok_weight, idx);  p_tok_weight = idx = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:162 in forward, code: x = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
        arange: "i64[16]" = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py:189 in forward, code: return F.embedding(
        embedding_1: "f32[16, 64]" = torch.ops.aten.embedding.default(p_pos_weight, arange);  p_pos_weight = arange = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:162 in forward, code: x = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
        add: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm: "f32[2, 16, 64]" = torch.ops.aten.layer_norm.default(add, [64], p_blocks_0_ln1_weight, p_blocks_0_ln1_bias, 1e-05, False);  p_blocks_0_ln1_weight = p_blocks_0_ln1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear: "f32[2, 16, 192]" = torch.ops.aten.linear.default(layer_norm, p_blocks_0_qkv_weight, p_blocks_0_qkv_bias);  layer_norm = p_blocks_0_qkv_weight = p_blocks_0_qkv_bias = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        split = torch.ops.aten.split.Tensor(linear, 64, 2);  linear = None
        getitem: "f32[2, 16, 64]" = split[0]
        getitem_1: "f32[2, 16, 64]" = split[1]
        getitem_2: "f32[2, 16, 64]" = split[2];  split = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:143 in forward, code: q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem, [2, 16, 4, 16]);  getitem = None
        transpose: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view, 1, 2);  view = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:144 in forward, code: k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_1: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_1, [2, 16, 4, 16]);  getitem_1 = None
        transpose_1: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:145 in forward, code: v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_2: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_2, [2, 16, 4, 16]);  getitem_2 = None
        transpose_2: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:146 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        scaled_dot_product_attention: "f32[2, 4, 16, 16]" = torch.ops.aten.scaled_dot_product_attention.default(transpose, transpose_1, transpose_2, None, 0.0, True);  transpose = transpose_1 = transpose_2 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        transpose_3: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(scaled_dot_product_attention, 1, 2);  scaled_dot_product_attention = None
        view_3: "f32[2, 16, 64]" = torch.ops.aten.view.default(transpose_3, [2, 16, 64]);  transpose_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_1: "f32[2, 16, 64]" = torch.ops.aten.linear.default(view_3, p_blocks_0_proj_weight, p_blocks_0_proj_bias);  view_3 = p_blocks_0_proj_weight = p_blocks_0_proj_bias = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        add_1: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add, linear_1);  add = linear_1 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_1: "f32[2, 16, 64]" = torch.ops.aten.layer_norm.default(add_1, [64], p_blocks_0_ln2_weight, p_blocks_0_ln2_bias, 1e-05, False);  p_blocks_0_ln2_weight = p_blocks_0_ln2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_2: "f32[2, 16, 256]" = torch.ops.aten.linear.default(layer_norm_1, p_blocks_0_fc_weight, p_blocks_0_fc_bias);  layer_norm_1 = p_blocks_0_fc_weight = p_blocks_0_fc_bias = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        gelu: "f32[2, 16, 256]" = torch.ops.aten.gelu.default(linear_2);  linear_2 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_3: "f32[2, 16, 64]" = torch.ops.aten.linear.default(gelu, p_blocks_0_out_weight, p_blocks_0_out_bias);  gelu = p_blocks_0_out_weight = p_blocks_0_out_bias = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        add_2: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_1, linear_3);  add_1 = linear_3 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_2: "f32[2, 16, 64]" = torch.ops.aten.layer_norm.default(add_2, [64], p_blocks_1_ln1_weight, p_blocks_1_ln1_bias, 1e-05, False);  p_blocks_1_ln1_weight = p_blocks_1_ln1_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_4: "f32[2, 16, 192]" = torch.ops.aten.linear.default(layer_norm_2, p_blocks_1_qkv_weight, p_blocks_1_qkv_bias);  layer_norm_2 = p_blocks_1_qkv_weight = p_blocks_1_qkv_bias = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:142 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        split_1 = torch.ops.aten.split.Tensor(linear_4, 64, 2);  linear_4 = None
        getitem_3: "f32[2, 16, 64]" = split_1[0]
        getitem_4: "f32[2, 16, 64]" = split_1[1]
        getitem_5: "f32[2, 16, 64]" = split_1[2];  split_1 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:143 in forward, code: q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_4: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_3, [2, 16, 4, 16]);  getitem_3 = None
        transpose_4: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:144 in forward, code: k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_5: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_4, [2, 16, 4, 16]);  getitem_4 = None
        transpose_5: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:145 in forward, code: v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
        view_6: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_5, [2, 16, 4, 16]);  getitem_5 = None
        transpose_6: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:146 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        scaled_dot_product_attention_1: "f32[2, 4, 16, 16]" = torch.ops.aten.scaled_dot_product_attention.default(transpose_4, transpose_5, transpose_6, None, 0.0, True);  transpose_4 = transpose_5 = transpose_6 = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:147 in forward, code: y = y.transpose(1, 2).contiguous().view(b, t, d)
        transpose_7: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(scaled_dot_product_attention_1, 1, 2);  scaled_dot_product_attention_1 = None
        view_7: "f32[2, 16, 64]" = torch.ops.aten.view.default(transpose_7, [2, 16, 64]);  transpose_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_5: "f32[2, 16, 64]" = torch.ops.aten.linear.default(view_7, p_blocks_1_proj_weight, p_blocks_1_proj_bias);  view_7 = p_blocks_1_proj_weight = p_blocks_1_proj_bias = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:148 in forward, code: x = x + self.proj(y)
        add_3: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_2, linear_5);  add_2 = linear_5 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_3: "f32[2, 16, 64]" = torch.ops.aten.layer_norm.default(add_3, [64], p_blocks_1_ln2_weight, p_blocks_1_ln2_bias, 1e-05, False);  p_blocks_1_ln2_weight = p_blocks_1_ln2_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_6: "f32[2, 16, 256]" = torch.ops.aten.linear.default(layer_norm_3, p_blocks_1_fc_weight, p_blocks_1_fc_bias);  layer_norm_3 = p_blocks_1_fc_weight = p_blocks_1_fc_bias = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        gelu_1: "f32[2, 16, 256]" = torch.ops.aten.gelu.default(linear_6);  linear_6 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_7: "f32[2, 16, 64]" = torch.ops.aten.linear.default(gelu_1, p_blocks_1_out_weight, p_blocks_1_out_bias);  gelu_1 = p_blocks_1_out_weight = p_blocks_1_out_bias = None

        # File: /work/wt/corpus/tests/data/torch2/make_corpus.py:149 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        add_4: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_3, linear_7);  add_3 = linear_7 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py:228 in forward, code: return F.layer_norm(
        layer_norm_4: "f32[2, 16, 64]" = torch.ops.aten.layer_norm.default(add_4, [64], p_ln_weight, p_ln_bias, 1e-05, False);  add_4 = p_ln_weight = p_ln_bias = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        linear_8: "f32[2, 16, 128]" = torch.ops.aten.linear.default(layer_norm_4, p_head_weight);  layer_norm_4 = p_head_weight = None
        return (linear_8,)
