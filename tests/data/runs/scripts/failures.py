# compiles that fail: a backend that raises (suppress_errors: eager is
# run instead, the failure recorded) and fullgraph=True over a graph break
import torch
torch._dynamo.config.suppress_errors = True
def refusing_backend(gm, example_inputs):
    raise RuntimeError("refusing_backend: will not compile this graph")
@torch.compile(backend=refusing_backend)
def f(x):
    return torch.sin(x) + 1
f(torch.randn(3))
@torch.compile(backend="aot_eager", fullgraph=True)
def g(x):
    y = x.cos()
    print("a graph break under fullgraph=True")
    return y * 2
try:
    g(torch.randn(3))
except Exception as e:
    print("g:", type(e).__name__)
