


def forward(self, L_x_ : torch.Tensor, L_self_modules_lin_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_lin_parameters_bias_ : torch.nn.parameter.Parameter):
    l_x_ = L_x_
    l_self_modules_lin_parameters_weight_ = L_self_modules_lin_parameters_weight_
    l_self_modules_lin_parameters_bias_ = L_self_modules_lin_parameters_bias_
    sum_1 = l_x_.sum()
    gt = sum_1 > 0;  sum_1 = None
    cond_true_0 = self.cond_true_0
    cond_false_0 = self.cond_false_0
    cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_, l_self_modules_lin_parameters_bias_, l_self_modules_lin_parameters_weight_));  gt = cond_true_0 = cond_false_0 = l_x_ = l_self_modules_lin_parameters_bias_ = l_self_modules_lin_parameters_weight_ = None
    getitem = cond[0];  cond = None
    return (getitem,)
    