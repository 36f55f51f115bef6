# two graph breaks and one recompile, aot_eager, a training step
import torch
class M(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.a = torch.nn.Linear(6, 6); s.b = torch.nn.Linear(6, 6); s.c = torch.nn.Linear(6, 3)
        s.scale = 1.0
    def forward(s, x):
        y = torch.relu(s.a(x))
        torch._dynamo.graph_break()
        y = torch.tanh(s.b(y))
        print("second break")
        return (s.c(y) * s.scale).sum()
m = M()
opt = torch.optim.SGD(m.parameters(), lr=0.1)
c = torch.compile(m, backend="aot_eager")
for scale in (1.0, 2.0):
    m.scale = scale
    loss = c(torch.randn(4, 6))
    loss.backward(); opt.step(); opt.zero_grad()
