


def forward(self, L_self_param_groups_0_params_0_grad : torch.Tensor, L_self_param_groups_0_params_1_grad : torch.Tensor, L_self_param_groups_0_params_2_grad : torch.Tensor, L_self_param_groups_0_params_3_grad : torch.Tensor):
    l_self_param_groups_0_params_0_grad = L_self_param_groups_0_params_0_grad
    l_self_param_groups_0_params_1_grad = L_self_param_groups_0_params_1_grad
    l_self_param_groups_0_params_2_grad = L_self_param_groups_0_params_2_grad
    l_self_param_groups_0_params_3_grad = L_self_param_groups_0_params_3_grad
    p = self.self___param_groups_0__params___0
    x = self.self___param_groups_0__params___1
    x_1 = self.self___param_groups_0__params___2
    x_2 = self.self___param_groups_0__params___3
    detach = l_self_param_groups_0_params_0_grad.detach();  l_self_param_groups_0_params_0_grad = None
    buf = detach.clone();  detach = None
    add_ = p.add_(buf, alpha = -0.1);  p = add_ = None
    detach_1 = l_self_param_groups_0_params_1_grad.detach();  l_self_param_groups_0_params_1_grad = None
    buf_1 = detach_1.clone();  detach_1 = None
    add__1 = x.add_(buf_1, alpha = -0.1);  x = add__1 = None
    detach_2 = l_self_param_groups_0_params_2_grad.detach();  l_self_param_groups_0_params_2_grad = None
    buf_2 = detach_2.clone();  detach_2 = None
    add__2 = x_1.add_(buf_2, alpha = -0.1);  x_1 = add__2 = None
    detach_3 = l_self_param_groups_0_params_3_grad.detach();  l_self_param_groups_0_params_3_grad = None
    buf_3 = detach_3.clone();  detach_3 = None
    add__3 = x_2.add_(buf_3, alpha = -0.1);  x_2 = add__3 = None
    return (buf_1, buf, buf_2, buf_3)
    