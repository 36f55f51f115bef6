class Net(torch.nn.Module):
    def forward(self, x, y):
        # No stacktrace found for following nodes
        a_lin = self.a.lin(x);  x = None
        a_norm = self.a.norm(a_lin);  a_lin = None
        relu = a_norm.relu();  a_norm = None
        b_lin = self.b.lin(y);  y = None
        b_norm = self.b.norm(b_lin);  b_lin = None
        relu_1 = b_norm.relu();  b_norm = None
        cat = torch.cat([relu, relu_1], dim = 1);  relu = relu_1 = None
        scale = self.scale
        mul = cat * scale;  scale = None
        sum_1 = mul.sum(1);  mul = None
        mean = cat.mean();  cat = None
        return (sum_1, mean)
