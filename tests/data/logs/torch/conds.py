"""conds: a torch.cond inside a torch.cond, for the scripts beside it."""
import torch


def inner(x):
    return torch.cond(x.mean() > 0, lambda t: t.sin(), lambda t: t.cos(),
                      (x,))


def outer(x):
    return torch.cond(x.sum() > 0, lambda t: inner(t) + 1,
                      lambda t: t * 2, (x,))
