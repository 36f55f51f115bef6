


def forward(self, L_idx_ : torch.Tensor, L_self_modules_tok_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_pos_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_ln1_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_ln1_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_qkv_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_qkv_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_proj_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_proj_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_ln2_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_ln2_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_fc_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_fc_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_out_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_out_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_ln1_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_ln1_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_qkv_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_qkv_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_proj_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_proj_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_ln2_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_ln2_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_fc_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_fc_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_out_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_blocks_modules_1_modules_out_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_ln_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_ln_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_head_parameters_weight_ : torch.nn.parameter.Parameter):
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
    embedding = torch.nn.functional.embedding(l_idx_, l_self_modules_tok_parameters_weight_, None, None, 2.0, False, False);  l_idx_ = l_self_modules_tok_parameters_weight_ = None
    arange = torch.arange(16, device = device(type='cpu'))
    embedding_1 = torch.nn.functional.embedding(arange, l_self_modules_pos_parameters_weight_, None, None, 2.0, False, False);  arange = l_self_modules_pos_parameters_weight_ = None
    x = embedding + embedding_1;  embedding = embedding_1 = None
    layer_norm = torch.nn.functional.layer_norm(x, (64,), l_self_modules_blocks_modules_0_modules_ln1_parameters_weight_, l_self_modules_blocks_modules_0_modules_ln1_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_0_modules_ln1_parameters_weight_ = l_self_modules_blocks_modules_0_modules_ln1_parameters_bias_ = None
    linear = torch._C._nn.linear(layer_norm, l_self_modules_blocks_modules_0_modules_qkv_parameters_weight_, l_self_modules_blocks_modules_0_modules_qkv_parameters_bias_);  layer_norm = l_self_modules_blocks_modules_0_modules_qkv_parameters_weight_ = l_self_modules_blocks_modules_0_modules_qkv_parameters_bias_ = None
    split = linear.split(64, dim = 2);  linear = None
    q = split[0]
    k = split[1]
    v = split[2];  split = None
    view = q.view(2, 16, 4, 16);  q = None
    q_1 = view.transpose(1, 2);  view = None
    view_1 = k.view(2, 16, 4, 16);  k = None
    k_1 = view_1.transpose(1, 2);  view_1 = None
    view_2 = v.view(2, 16, 4, 16);  v = None
    v_1 = view_2.transpose(1, 2);  view_2 = None
    y = torch._C._nn.scaled_dot_product_attention(q_1, k_1, v_1, is_causal = True);  q_1 = k_1 = v_1 = None
    transpose_3 = y.transpose(1, 2);  y = None
    contiguous = transpose_3.contiguous();  transpose_3 = None
    y_1 = contiguous.view(2, 16, 64);  contiguous = None
    linear_1 = torch._C._nn.linear(y_1, l_self_modules_blocks_modules_0_modules_proj_parameters_weight_, l_self_modules_blocks_modules_0_modules_proj_parameters_bias_);  y_1 = l_self_modules_blocks_modules_0_modules_proj_parameters_weight_ = l_self_modules_blocks_modules_0_modules_proj_parameters_bias_ = None
    x_1 = x + linear_1;  x = linear_1 = None
    layer_norm_1 = torch.nn.functional.layer_norm(x_1, (64,), l_self_modules_blocks_modules_0_modules_ln2_parameters_weight_, l_self_modules_blocks_modules_0_modules_ln2_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_0_modules_ln2_parameters_weight_ = l_self_modules_blocks_modules_0_modules_ln2_parameters_bias_ = None
    linear_2 = torch._C._nn.linear(layer_norm_1, l_self_modules_blocks_modules_0_modules_fc_parameters_weight_, l_self_modules_blocks_modules_0_modules_fc_parameters_bias_);  layer_norm_1 = l_self_modules_blocks_modules_0_modules_fc_parameters_weight_ = l_self_modules_blocks_modules_0_modules_fc_parameters_bias_ = None
    gelu = torch._C._nn.gelu(linear_2);  linear_2 = None
    linear_3 = torch._C._nn.linear(gelu, l_self_modules_blocks_modules_0_modules_out_parameters_weight_, l_self_modules_blocks_modules_0_modules_out_parameters_bias_);  gelu = l_self_modules_blocks_modules_0_modules_out_parameters_weight_ = l_self_modules_blocks_modules_0_modules_out_parameters_bias_ = None
    x_2 = x_1 + linear_3;  x_1 = linear_3 = None
    layer_norm_2 = torch.nn.functional.layer_norm(x_2, (64,), l_self_modules_blocks_modules_1_modules_ln1_parameters_weight_, l_self_modules_blocks_modules_1_modules_ln1_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_1_modules_ln1_parameters_weight_ = l_self_modules_blocks_modules_1_modules_ln1_parameters_bias_ = None
    linear_4 = torch._C._nn.linear(layer_norm_2, l_self_modules_blocks_modules_1_modules_qkv_parameters_weight_, l_self_modules_blocks_modules_1_modules_qkv_parameters_bias_);  layer_norm_2 = l_self_modules_blocks_modules_1_modules_qkv_parameters_weight_ = l_self_modules_blocks_modules_1_modules_qkv_parameters_bias_ = None
    split_1 = linear_4.split(64, dim = 2);  linear_4 = None
    q_2 = split_1[0]
    k_2 = split_1[1]
    v_2 = split_1[2];  split_1 = None
    view_4 = q_2.view(2, 16, 4, 16);  q_2 = None
    q_3 = view_4.transpose(1, 2);  view_4 = None
    view_5 = k_2.view(2, 16, 4, 16);  k_2 = None
    k_3 = view_5.transpose(1, 2);  view_5 = None
    view_6 = v_2.view(2, 16, 4, 16);  v_2 = None
    v_3 = view_6.transpose(1, 2);  view_6 = None
    y_2 = torch._C._nn.scaled_dot_product_attention(q_3, k_3, v_3, is_causal = True);  q_3 = k_3 = v_3 = None
    transpose_7 = y_2.transpose(1, 2);  y_2 = None
    contiguous_1 = transpose_7.contiguous();  transpose_7 = None
    y_3 = contiguous_1.view(2, 16, 64);  contiguous_1 = None
    linear_5 = torch._C._nn.linear(y_3, l_self_modules_blocks_modules_1_modules_proj_parameters_weight_, l_self_modules_blocks_modules_1_modules_proj_parameters_bias_);  y_3 = l_self_modules_blocks_modules_1_modules_proj_parameters_weight_ = l_self_modules_blocks_modules_1_modules_proj_parameters_bias_ = None
    x_3 = x_2 + linear_5;  x_2 = linear_5 = None
    layer_norm_3 = torch.nn.functional.layer_norm(x_3, (64,), l_self_modules_blocks_modules_1_modules_ln2_parameters_weight_, l_self_modules_blocks_modules_1_modules_ln2_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_1_modules_ln2_parameters_weight_ = l_self_modules_blocks_modules_1_modules_ln2_parameters_bias_ = None
    linear_6 = torch._C._nn.linear(layer_norm_3, l_self_modules_blocks_modules_1_modules_fc_parameters_weight_, l_self_modules_blocks_modules_1_modules_fc_parameters_bias_);  layer_norm_3 = l_self_modules_blocks_modules_1_modules_fc_parameters_weight_ = l_self_modules_blocks_modules_1_modules_fc_parameters_bias_ = None
    gelu_1 = torch._C._nn.gelu(linear_6);  linear_6 = None
    linear_7 = torch._C._nn.linear(gelu_1, l_self_modules_blocks_modules_1_modules_out_parameters_weight_, l_self_modules_blocks_modules_1_modules_out_parameters_bias_);  gelu_1 = l_self_modules_blocks_modules_1_modules_out_parameters_weight_ = l_self_modules_blocks_modules_1_modules_out_parameters_bias_ = None
    x_4 = x_3 + linear_7;  x_3 = linear_7 = None
    layer_norm_4 = torch.nn.functional.layer_norm(x_4, (64,), l_self_modules_ln_parameters_weight_, l_self_modules_ln_parameters_bias_, 1e-05);  x_4 = l_self_modules_ln_parameters_weight_ = l_self_modules_ln_parameters_bias_ = None
    linear_8 = torch._C._nn.linear(layer_norm_4, l_self_modules_head_parameters_weight_, None);  layer_norm_4 = l_self_modules_head_parameters_weight_ = None
    return (linear_8,)
    