"""ddp: a 2-process gloo job on CPU (torchrun --nproc_per_node 2) that
compiles a small DistributedDataParallel model; each rank logs its graphs
and prints between them."""
import warnings

import truth  # noqa: F401  (records the graphs torch prints)
import torch
import torch.distributed as dist

dist.init_process_group("gloo")
rank = dist.get_rank()
print(f"rank {rank} of {dist.get_world_size()} up")
torch.manual_seed(0)
m = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(),
                        torch.nn.Linear(16, 4))
c = torch.nn.parallel.DistributedDataParallel(
    torch.compile(m, backend="aot_eager"))
for step in range(2):
    loss = c(torch.randn(4, 8)).sum()
    loss.backward()
    print(f"rank {rank} step {step} loss {loss.item():.4f}")
    if rank == 0:
        warnings.warn("rank 0 warns once a step")
dist.destroy_process_group()
