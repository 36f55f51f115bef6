


def forward(self, x, flag : bool = True):
    einsum = torch.functional.einsum('ij,jk->ik', x, x);  x = None
    getitem = einsum[(slice(None, None, None), None, Ellipsis)];  einsum = None
    to = getitem.to(dtype = torch.bfloat16);  getitem = None
    float_1 = to.float();  to = None
    layer_norm = torch.nn.functional.layer_norm(float_1, [4], weight = None, bias = None, eps = 1e-05);  float_1 = None
    lin = self.lin(layer_norm);  layer_norm = None
    bias = self.bias
    add = lin + bias;  lin = bias = None
    clamp = torch.clamp(add, min = -1.0, max = inf)
    sum_1 = add.sum(dim = (0, 1));  add = None
    return (clamp, {'key with space': sum_1})
    