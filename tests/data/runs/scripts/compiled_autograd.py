# compiled autograd: the backward compiled as graphs of its own; and a
# torch.cond, inference only
import torch
m = torch.nn.Linear(4, 4)
c = torch.compile(m, backend="aot_eager")
loss = c(torch.randn(2, 4)).sum()
with torch._dynamo.compiled_autograd._enable(torch.compile(backend="aot_eager")):
    loss.backward()
def f(x):
    return torch.cond(x.sum() > 0, lambda x: x.sin(), lambda x: x.cos(), (x,))
with torch.no_grad():
    torch.compile(f, backend="aot_eager")(torch.randn(3))
