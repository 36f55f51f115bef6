


def forward(self, L_m_modules_0_parameters_weight_ : torch.nn.parameter.Parameter, L_m_modules_0_parameters_bias_ : torch.nn.parameter.Parameter, L_x_ : torch.Tensor, L_m_modules_2_parameters_weight_ : torch.nn.parameter.Parameter, L_m_modules_2_parameters_bias_ : torch.nn.parameter.Parameter, L_y_ : torch.Tensor):
    l_m_modules_0_parameters_weight_ = L_m_modules_0_parameters_weight_
    l_m_modules_0_parameters_bias_ = L_m_modules_0_parameters_bias_
    l_x_ = L_x_
    l_m_modules_2_parameters_weight_ = L_m_modules_2_parameters_weight_
    l_m_modules_2_parameters_bias_ = L_m_modules_2_parameters_bias_
    l_y_ = L_y_
    input_1 = torch._C._nn.linear(l_x_, l_m_modules_0_parameters_weight_, l_m_modules_0_parameters_bias_);  l_x_ = l_m_modules_0_parameters_weight_ = l_m_modules_0_parameters_bias_ = None
    input_2 = torch.nn.functional.relu(input_1, inplace = False);  input_1 = None
    input_3 = torch._C._nn.linear(input_2, l_m_modules_2_parameters_weight_, l_m_modules_2_parameters_bias_);  input_2 = l_m_modules_2_parameters_weight_ = l_m_modules_2_parameters_bias_ = None
    loss = torch.nn.functional.mse_loss(input_3, l_y_);  input_3 = l_y_ = None
    return (loss,)
    