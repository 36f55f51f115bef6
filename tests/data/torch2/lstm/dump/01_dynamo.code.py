


def forward(self, L_self_modules_lstm_parameters_weight_ih_l0_ : torch.nn.parameter.Parameter, L_self_modules_lstm_parameters_weight_hh_l0_ : torch.nn.parameter.Parameter, L_self_modules_lstm_parameters_bias_ih_l0_ : torch.nn.parameter.Parameter, L_self_modules_lstm_parameters_bias_hh_l0_ : torch.nn.parameter.Parameter, L_self_modules_lstm_parameters_weight_ih_l1_ : torch.nn.parameter.Parameter, L_self_modules_lstm_parameters_weight_hh_l1_ : torch.nn.parameter.Parameter, L_self_modules_lstm_parameters_bias_ih_l1_ : torch.nn.parameter.Parameter, L_self_modules_lstm_parameters_bias_hh_l1_ : torch.nn.parameter.Parameter, L_x_ : torch.Tensor, L_self_modules_fc_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_fc_parameters_bias_ : torch.nn.parameter.Parameter):
    l_self_modules_lstm_parameters_weight_ih_l0_ = L_self_modules_lstm_parameters_weight_ih_l0_
    l_self_modules_lstm_parameters_weight_hh_l0_ = L_self_modules_lstm_parameters_weight_hh_l0_
    l_self_modules_lstm_parameters_bias_ih_l0_ = L_self_modules_lstm_parameters_bias_ih_l0_
    l_self_modules_lstm_parameters_bias_hh_l0_ = L_self_modules_lstm_parameters_bias_hh_l0_
    l_self_modules_lstm_parameters_weight_ih_l1_ = L_self_modules_lstm_parameters_weight_ih_l1_
    l_self_modules_lstm_parameters_weight_hh_l1_ = L_self_modules_lstm_parameters_weight_hh_l1_
    l_self_modules_lstm_parameters_bias_ih_l1_ = L_self_modules_lstm_parameters_bias_ih_l1_
    l_self_modules_lstm_parameters_bias_hh_l1_ = L_self_modules_lstm_parameters_bias_hh_l1_
    l_x_ = L_x_
    l_self_modules_fc_parameters_weight_ = L_self_modules_fc_parameters_weight_
    l_self_modules_fc_parameters_bias_ = L_self_modules_fc_parameters_bias_
    h_zeros = torch.zeros(2, 2, 32, dtype = torch.float32, device = device(type='cpu'))
    c_zeros = torch.zeros(2, 2, 32, dtype = torch.float32, device = device(type='cpu'))
    lstm = torch.lstm(l_x_, (h_zeros, c_zeros), [l_self_modules_lstm_parameters_weight_ih_l0_, l_self_modules_lstm_parameters_weight_hh_l0_, l_self_modules_lstm_parameters_bias_ih_l0_, l_self_modules_lstm_parameters_bias_hh_l0_, l_self_modules_lstm_parameters_weight_ih_l1_, l_self_modules_lstm_parameters_weight_hh_l1_, l_self_modules_lstm_parameters_bias_ih_l1_, l_self_modules_lstm_parameters_bias_hh_l1_], True, 2, 0.0, True, False, True);  l_x_ = h_zeros = c_zeros = l_self_modules_lstm_parameters_weight_ih_l0_ = l_self_modules_lstm_parameters_weight_hh_l0_ = l_self_modules_lstm_parameters_bias_ih_l0_ = l_self_modules_lstm_parameters_bias_hh_l0_ = l_self_modules_lstm_parameters_weight_ih_l1_ = l_self_modules_lstm_parameters_weight_hh_l1_ = l_self_modules_lstm_parameters_bias_ih_l1_ = l_self_modules_lstm_parameters_bias_hh_l1_ = None
    output = lstm[0];  lstm = None
    getitem_3 = output[(slice(None, None, None), -1)];  output = None
    linear = torch._C._nn.linear(getitem_3, l_self_modules_fc_parameters_weight_, l_self_modules_fc_parameters_bias_);  getitem_3 = l_self_modules_fc_parameters_weight_ = l_self_modules_fc_parameters_bias_ = None
    return (linear,)
    