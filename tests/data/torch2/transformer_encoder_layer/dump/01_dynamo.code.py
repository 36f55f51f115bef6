


def forward(self, L_args_0_ : torch.Tensor, L_fn_modules_self_attn_parameters_in_proj_bias_ : torch.nn.parameter.Parameter, L_fn_modules_self_attn_parameters_in_proj_weight_ : torch.nn.parameter.Parameter, L_fn_modules_self_attn_modules_out_proj_parameters_weight_ : torch.nn.parameter.Parameter, L_fn_modules_self_attn_modules_out_proj_parameters_bias_ : torch.nn.parameter.Parameter, L_fn_modules_norm1_parameters_weight_ : torch.nn.parameter.Parameter, L_fn_modules_norm1_parameters_bias_ : torch.nn.parameter.Parameter, L_fn_modules_norm2_parameters_weight_ : torch.nn.parameter.Parameter, L_fn_modules_norm2_parameters_bias_ : torch.nn.parameter.Parameter, L_fn_modules_linear1_parameters_weight_ : torch.nn.parameter.Parameter, L_fn_modules_linear1_parameters_bias_ : torch.nn.parameter.Parameter, L_fn_modules_linear2_parameters_weight_ : torch.nn.parameter.Parameter, L_fn_modules_linear2_parameters_bias_ : torch.nn.parameter.Parameter):
    l_args_0_ = L_args_0_
    l_fn_modules_self_attn_parameters_in_proj_bias_ = L_fn_modules_self_attn_parameters_in_proj_bias_
    l_fn_modules_self_attn_parameters_in_proj_weight_ = L_fn_modules_self_attn_parameters_in_proj_weight_
    l_fn_modules_self_attn_modules_out_proj_parameters_weight_ = L_fn_modules_self_attn_modules_out_proj_parameters_weight_
    l_fn_modules_self_attn_modules_out_proj_parameters_bias_ = L_fn_modules_self_attn_modules_out_proj_parameters_bias_
    l_fn_modules_norm1_parameters_weight_ = L_fn_modules_norm1_parameters_weight_
    l_fn_modules_norm1_parameters_bias_ = L_fn_modules_norm1_parameters_bias_
    l_fn_modules_norm2_parameters_weight_ = L_fn_modules_norm2_parameters_weight_
    l_fn_modules_norm2_parameters_bias_ = L_fn_modules_norm2_parameters_bias_
    l_fn_modules_linear1_parameters_weight_ = L_fn_modules_linear1_parameters_weight_
    l_fn_modules_linear1_parameters_bias_ = L_fn_modules_linear1_parameters_bias_
    l_fn_modules_linear2_parameters_weight_ = L_fn_modules_linear2_parameters_weight_
    l_fn_modules_linear2_parameters_bias_ = L_fn_modules_linear2_parameters_bias_
    query = l_args_0_.transpose(1, 0)
    multi_head_attention_forward = torch.nn.functional.multi_head_attention_forward(query, query, query, 64, 4, l_fn_modules_self_attn_parameters_in_proj_weight_, l_fn_modules_self_attn_parameters_in_proj_bias_, None, None, False, 0.1, l_fn_modules_self_attn_modules_out_proj_parameters_weight_, l_fn_modules_self_attn_modules_out_proj_parameters_bias_, training = False, key_padding_mask = None, need_weights = False, attn_mask = None, average_attn_weights = True, is_causal = False);  query = l_fn_modules_self_attn_parameters_in_proj_weight_ = l_fn_modules_self_attn_parameters_in_proj_bias_ = l_fn_modules_self_attn_modules_out_proj_parameters_weight_ = l_fn_modules_self_attn_modules_out_proj_parameters_bias_ = None
    attn_output = multi_head_attention_forward[0];  multi_head_attention_forward = None
    attn_output_1 = attn_output.transpose(1, 0);  attn_output = None
    dropout = torch.nn.functional.dropout(attn_output_1, 0.1, False, False);  attn_output_1 = None
    add = l_args_0_ + dropout;  l_args_0_ = dropout = None
    x = torch.nn.functional.layer_norm(add, (64,), l_fn_modules_norm1_parameters_weight_, l_fn_modules_norm1_parameters_bias_, 1e-05);  add = l_fn_modules_norm1_parameters_weight_ = l_fn_modules_norm1_parameters_bias_ = None
    linear = torch._C._nn.linear(x, l_fn_modules_linear1_parameters_weight_, l_fn_modules_linear1_parameters_bias_);  l_fn_modules_linear1_parameters_weight_ = l_fn_modules_linear1_parameters_bias_ = None
    relu = torch.nn.functional.relu(linear);  linear = None
    dropout_1 = torch.nn.functional.dropout(relu, 0.1, False, False);  relu = None
    x_1 = torch._C._nn.linear(dropout_1, l_fn_modules_linear2_parameters_weight_, l_fn_modules_linear2_parameters_bias_);  dropout_1 = l_fn_modules_linear2_parameters_weight_ = l_fn_modules_linear2_parameters_bias_ = None
    dropout_2 = torch.nn.functional.dropout(x_1, 0.1, False, False);  x_1 = None
    add_1 = x + dropout_2;  x = dropout_2 = None
    x_2 = torch.nn.functional.layer_norm(add_1, (64,), l_fn_modules_norm2_parameters_weight_, l_fn_modules_norm2_parameters_bias_, 1e-05);  add_1 = l_fn_modules_norm2_parameters_weight_ = l_fn_modules_norm2_parameters_bias_ = None
    return (x_2,)
    