


def forward(self, L_x_ : torch.Tensor):
    l_x_ = L_x_
    sum_1 = l_x_.sum(dim = 1);  l_x_ = None
    return (sum_1,)
    