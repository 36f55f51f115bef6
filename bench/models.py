"""models: the corpus's GraphModules, rebuilt from torch for torch's own
drawer (the text files hold only print(gm.graph))."""
import torch
import torch.fx as fx
import torch.nn as nn
import torch.nn.functional as F
import torchvision.models as tvm


class Block(nn.Module):
    def __init__(s, d, h):
        super().__init__()
        s.h = h
        s.ln1 = nn.LayerNorm(d)
        s.qkv = nn.Linear(d, 3 * d)
        s.proj = nn.Linear(d, d)
        s.ln2 = nn.LayerNorm(d)
        s.fc = nn.Linear(d, 4 * d)
        s.out = nn.Linear(4 * d, d)

    def forward(s, x):
        B, T, C = x.size(0), x.size(1), x.size(2)
        t = s.qkv(s.ln1(x)).split(64, dim=2)
        q, k, v = t[0], t[1], t[2]
        q = q.view(B, T, s.h, 16).transpose(1, 2)
        k = k.view(B, T, s.h, 16).transpose(1, 2)
        v = v.view(B, T, s.h, 16).transpose(1, 2)
        att = F.softmax((q @ k.transpose(-2, -1)) * (1.0 / 16 ** 0.5), dim=-1)
        y = (att @ v).transpose(1, 2).contiguous().view(B, T, C)
        x = x + s.proj(y)
        return x + s.out(F.gelu(s.fc(s.ln2(x))))


class GPT(nn.Module):
    """The GPT-style module of the corpus (d=64, 4 heads, vocabulary 100)."""

    def __init__(s, layers, d=64, h=4, vocab=100):
        super().__init__()
        s.wte = nn.Embedding(vocab, d)
        s.blocks = nn.ModuleList([Block(d, h) for _ in range(layers)])
        s.lnf = nn.LayerNorm(d)
        s.head = nn.Linear(d, vocab, bias=False)

    def forward(s, idx):
        x = s.wte(idx)
        for b in s.blocks:
            x = b(x)
        return s.head(s.lnf(x))


def build(name):
    """The GraphModule of a corpus graph, as the corpus made it."""
    from torch.fx.experimental.proxy_tensor import make_fx
    if name.startswith("gpt"):
        layers, kind = name[3:].split("_")
        model = GPT(int(layers)).eval()
        if kind == "sym":
            return fx.symbolic_trace(model)
        return make_fx(model)(torch.randint(0, 100, (2, 16)))
    if name.startswith("makefx_"):
        model = getattr(tvm, name[7:])(weights=None).eval()
        return make_fx(model)(torch.randn(1, 3, 224, 224))
    return fx.symbolic_trace(getattr(tvm, name)(weights=None).eval())
