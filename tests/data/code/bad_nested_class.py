class GraphModule(torch.nn.Module):
    def forward(self, x):
        body_0 = self.body_0
        return (x,)

    class body_0(torch.nn.Module):
        x = 1
