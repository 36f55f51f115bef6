def forward(self, x):
    relu = torch.relu(x;  x = None
    view = relu.view(2, -1)
    return view
