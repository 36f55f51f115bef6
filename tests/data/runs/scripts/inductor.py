# inductor on CPU: a graph break and a recompile (batch 4, then 6: the
# second compile is dynamic), a training step; output_code for each
import torch
class M(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.a = torch.nn.Linear(8, 16); s.b = torch.nn.Linear(16, 4)
    def forward(s, x):
        y = torch.nn.functional.gelu(s.a(x)) * 2 + 1
        print("break")
        return torch.softmax(s.b(y), -1).sum()
m = M()
c = torch.compile(m)
for n in (4, 6):
    c(torch.randn(n, 8)).backward()
