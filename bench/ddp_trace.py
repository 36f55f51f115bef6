"""bench/ddp_trace.py: a distributed run's TORCH_TRACE for `make bench`.

Two ranks on gloo, DDP over a compiled model with three graph breaks and
a recompile on a new batch size, trained for three steps with aot_eager
(dynamo's graph, the joint, forward and backward graphs of each). Made
bench/data/ddp_rank0.trace.log.xz (rank 0's file, xz -9) with torch 2.14:

    TORCH_TRACE=/tmp/trace .venv/bin/torchrun --nproc_per_node 2 \\
        bench/ddp_trace.py
"""
import torch, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Sequential(*[torch.nn.Linear(256, 256) for _ in range(4)])
        self.b = torch.nn.Sequential(*[torch.nn.Linear(256, 256) for _ in range(4)])
        self.c = torch.nn.Sequential(*[torch.nn.Linear(256, 256) for _ in range(4)])
        self.d = torch.nn.Linear(256, 10)

    def forward(self, x):
        x = torch.relu(self.a(x))
        torch._dynamo.graph_break()
        x = torch.nn.functional.gelu(self.b(x))
        torch._dynamo.graph_break()
        x = torch.tanh(self.c(x))
        torch._dynamo.graph_break()
        return self.d(x).log_softmax(-1)


dist.init_process_group("gloo")
torch.manual_seed(0)
ddp = DDP(torch.compile(Net(), backend="aot_eager"))
opt = torch.optim.SGD(ddp.parameters(), lr=0.1)
for step in range(3):
    loss = ddp(torch.randn(8 + 4 * (step > 0), 256)).sum()
    loss.backward()
    opt.step()
    opt.zero_grad()
dist.destroy_process_group()
