


def forward(self, L_self_param_groups_0_params_0_grad : torch.Tensor, L_self_param_groups_0_params_1_grad : torch.Tensor, L_self_param_groups_0_params_2_grad : torch.Tensor, L_self_param_groups_0_params_3_grad : torch.Tensor):
    l_self_param_groups_0_params_0_grad = L_self_param_groups_0_params_0_grad
    l_self_param_groups_0_params_1_grad = L_self_param_groups_0_params_1_grad
    l_self_param_groups_0_params_2_grad = L_self_param_groups_0_params_2_grad
    l_self_param_groups_0_params_3_grad = L_self_param_groups_0_params_3_grad
    p = self.self___param_groups_0__params___0
    x = self.self___param_groups_0__params___1
    x_1 = self.self___param_groups_0__params___2
    x_2 = self.self___param_groups_0__params___3
    buf_1 = self.self___state_list_dict_keys_L__self___state___1___momentum_buffer
    buf = self.self___state_list_dict_keys_L__self___state___0__list_dict_keys_L__self___state_list_dict_keys_L__self___state___0____0
    mul_ = buf.mul_(0.9)
    add_ = mul_.add_(l_self_param_groups_0_params_0_grad, alpha = 1);  mul_ = l_self_param_groups_0_params_0_grad = add_ = None
    add__1 = p.add_(buf, alpha = -0.1);  p = buf = add__1 = None
    mul__1 = buf_1.mul_(0.9)
    add__2 = mul__1.add_(l_self_param_groups_0_params_1_grad, alpha = 1);  mul__1 = l_self_param_groups_0_params_1_grad = add__2 = None
    add__3 = x.add_(buf_1, alpha = -0.1);  x = buf_1 = add__3 = None
    buf_2 = self.self___state_list_dict_keys_L__self___state___2__list_dict_keys_L__self___state_list_dict_keys_L__self___state___2____0
    mul__2 = buf_2.mul_(0.9)
    add__4 = mul__2.add_(l_self_param_groups_0_params_2_grad, alpha = 1);  mul__2 = l_self_param_groups_0_params_2_grad = add__4 = None
    add__5 = x_1.add_(buf_2, alpha = -0.1);  x_1 = buf_2 = add__5 = None
    buf_3 = self.self___state_list_dict_keys_L__self___state___3__list_dict_keys_L__self___state_list_dict_keys_L__self___state___3____0
    mul__3 = buf_3.mul_(0.9)
    add__6 = mul__3.add_(l_self_param_groups_0_params_3_grad, alpha = 1);  mul__3 = l_self_param_groups_0_params_3_grad = add__6 = None
    add__7 = x_2.add_(buf_3, alpha = -0.1);  x_2 = buf_3 = add__7 = None
    return ()
    