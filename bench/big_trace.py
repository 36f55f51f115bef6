"""bench/big_trace.py: a 10 MB TORCH_TRACE for `make bench`'s reading of
a run beside tlparse. A 12-layer transformer encoder trained under
aot_eager (inductor on this CPU took minutes a compile), a graph break
between its halves and a recompile for every new batch size (automatic
dynamic shapes off): 2 frames of 5 compiles each, each with dynamo's
graph and the joint, forward and backward graphs. Made
bench/data/big_trace.log.xz (xz -9) with torch 2.14:

    TORCH_TRACE=/tmp/big \\
        .venv/bin/python bench/big_trace.py
"""
import torch

torch._dynamo.config.automatic_dynamic_shapes = False


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        layer = dict(d_model=128, nhead=4, dim_feedforward=256,
                     batch_first=True, dropout=0.0)
        self.a = torch.nn.TransformerEncoder(
            torch.nn.TransformerEncoderLayer(**layer), 6,
            enable_nested_tensor=False)
        self.b = torch.nn.TransformerEncoder(
            torch.nn.TransformerEncoderLayer(**layer), 6,
            enable_nested_tensor=False)
        self.head = torch.nn.Linear(128, 10)

    def forward(self, x):
        x = self.a(x)
        print("between the halves")
        return self.head(self.b(x)).log_softmax(-1)


torch.manual_seed(0)
net = Net()
opt = torch.optim.SGD(net.parameters(), lr=0.01)
c = torch.compile(net, backend="aot_eager")
for batch in (2, 3, 4, 5, 6):
    c(torch.randn(batch, 16, 128)).sum().backward()
    opt.step()
    opt.zero_grad()
