


def forward(self, L_self_modules_lin_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_lin_parameters_bias_ : torch.nn.parameter.Parameter, s77 : torch.SymInt, L_x_ : torch.Tensor):
    l_self_modules_lin_parameters_weight_ = L_self_modules_lin_parameters_weight_
    l_self_modules_lin_parameters_bias_ = L_self_modules_lin_parameters_bias_
    l_x_ = L_x_
    y = torch._C._nn.linear(l_x_, l_self_modules_lin_parameters_weight_, l_self_modules_lin_parameters_bias_);  l_x_ = l_self_modules_lin_parameters_weight_ = l_self_modules_lin_parameters_bias_ = None
    softmax = y.softmax(dim = -1);  y = None
    mul = softmax * s77;  softmax = s77 = None
    return (mul,)
    