# DDP on gloo, 2 ranks on CPU: torch.compile(DDP(model)), the DDP
# optimizer splitting the graph at its buckets; two steps of batch 4,
# then one of 6 (a recompile)
import torch, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
class M(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.a = torch.nn.Linear(800, 800); s.b = torch.nn.Linear(800, 400); s.c = torch.nn.Linear(400, 2)
    def forward(s, x):
        return s.c(torch.relu(s.b(torch.relu(s.a(x)))))
dist.init_process_group("gloo")
torch.manual_seed(0)
c = torch.compile(DDP(M(), bucket_cap_mb=1), backend="aot_eager")
opt = torch.optim.SGD(c.parameters(), lr=0.1)
for n in (4, 4, 6):
    c(torch.randn(n, 800)).sum().backward()
    opt.step(); opt.zero_grad()
dist.destroy_process_group()
