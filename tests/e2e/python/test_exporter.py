"""Tests of python/fxviz.py: values, meta, real models read back by the fxviz binary, uploads."""
import sys

try:
    import torch
except ImportError:
    print("skipped: torch is not installed")
    sys.exit(77)    # automake's SKIP

import contextlib
import enum
import functools
import http.server
import io
import json
import math
import operator
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import unittest
from unittest import mock
import urllib.request
import xml.etree.ElementTree as ET

import torch.fx as fx
import torch.nn as nn
import torch.nn.functional as F
from torch.fx.experimental.proxy_tensor import make_fx
from torch.fx.node import _format_arg
from torch.fx.passes.shape_prop import ShapeProp, TensorMetadata

HERE = os.path.dirname(os.path.abspath(__file__))
# Absolute: some tests run commands in a temporary directory.
TOP_SRCDIR = os.path.abspath(os.environ.get("top_srcdir") or os.path.dirname(os.path.dirname(HERE)))
TOP_BUILDDIR = os.path.abspath(os.environ.get("top_builddir") or TOP_SRCDIR)
FXVIZ = os.path.join(TOP_BUILDDIR, "fxviz")
PYDIR = os.path.join(TOP_SRCDIR, "python")
sys.path.insert(0, PYDIR)
import fxviz  # noqa: E402  (needs PYDIR on the path)

try:
    import torchvision
except ImportError:
    torchvision = None

SVG_NS = "{http://www.w3.org/2000/svg}"


# ---- models -----------------------------------------------------------------

class Block(nn.Module):
    """A block of the GPT-style module the corpus's gpt*_sym and gpt*_makefx graphs come from."""

    def __init__(s, d, h):
        super().__init__()
        s.h = h
        s.ln1 = nn.LayerNorm(d); s.qkv = nn.Linear(d, 3 * d); s.proj = nn.Linear(d, d)
        s.ln2 = nn.LayerNorm(d); s.fc = nn.Linear(d, 4 * d); s.out = nn.Linear(4 * d, d)

    def forward(s, x):
        B, T, C = x.size(0), x.size(1), x.size(2)
        t = s.qkv(s.ln1(x)).split(64, dim=2); q = t[0]; k = t[1]; v = t[2]
        q = q.view(B, T, s.h, 16).transpose(1, 2)
        k = k.view(B, T, s.h, 16).transpose(1, 2)
        v = v.view(B, T, s.h, 16).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / (16) ** 0.5)
        att = F.softmax(att, dim=-1)
        y = (att @ v).transpose(1, 2).contiguous().view(B, T, C)
        x = x + s.proj(y)
        x = x + s.out(F.gelu(s.fc(s.ln2(x))))
        return x


class GPT(nn.Module):
    def __init__(s, L, d=64, h=4, V=100):
        super().__init__()
        s.wte = nn.Embedding(V, d); s.blocks = nn.ModuleList([Block(d, h) for _ in range(L)])
        s.lnf = nn.LayerNorm(d); s.head = nn.Linear(d, V, bias=False)

    def forward(s, idx):
        x = s.wte(idx)
        for b in s.blocks:
            x = b(x)
        return s.head(s.lnf(x))


class Special(nn.Module):
    """Printing edge cases, as in the corpus's special2: a string argument, slices,
    Ellipsis, a dtype, inf, a typed placeholder with a default, a dict output."""

    def __init__(s):
        super().__init__()
        s.register_buffer("bias", torch.ones(4))
        s.lin = nn.Linear(4, 4)

    def forward(s, x, flag: bool = True):
        a = torch.einsum("ij,jk->ik", x, x)
        b = a[:, None, ...]
        c = b.to(dtype=torch.bfloat16).float()
        d = F.layer_norm(c, [4], eps=1e-05)
        e = s.lin(d) + s.bias
        f = torch.clamp(e, min=-1.0, max=float("inf"))
        return (f, {"key with space": e.sum(dim=(0, 1))})


def small_fn(x, y):
    return (x + y).relu() * 2


def split_fn(x, y):
    a = (x + y).split(2, dim=0)
    return a[0] * 2, torch.cat([a[1], a[0]])


class StackTracer(fx.Tracer):
    record_stack_traces = True


@functools.lru_cache(maxsize=None)
def model(kind):
    """Traced models, made once: NAME -> GraphModule with shapes in meta."""
    torch.manual_seed(0)
    if kind.startswith("resnet18"):
        m = torchvision.models.resnet18().eval()
        x = torch.randn(1, 3, 224, 224)
    elif kind.startswith("gpt"):
        m = GPT(2).eval()
        x = torch.randint(0, 100, (2, 16))
    if kind.endswith("_sym"):
        gm = fx.symbolic_trace(m)
        ShapeProp(gm).propagate(x)
        return gm
    if kind.endswith("_makefx"):
        return make_fx(m)(x)
    if kind == "special":
        m = Special()
        gm = fx.GraphModule(m, StackTracer().trace(m), "Special")
        ShapeProp(gm).propagate(torch.randn(4, 4))
        return gm
    if kind in ("fake", "symbolic"):
        # torch 1.13's make_fx fills meta['val'] with FakeTensors here, as
        # torch 2.x does everywhere; symbolic sizes print as t0.size(0).
        fn = split_fn if kind == "fake" else small_fn
        return make_fx(fn, tracing_mode=kind)(torch.randn(4, 3), torch.randn(4, 3))
    raise ValueError(kind)


# ---- what torch says, and what fxviz read ------------------------------------

def run(*argv, **kw):
    return subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          timeout=120, **kw)


def fxviz_read(test, path):
    """The graph as the fxviz binary reads it: its canonical JSON."""
    r = run(FXVIZ, "render", path, "-f", "json")
    test.assertEqual(r.returncode, 0, "fxviz render -f json %s: %s" % (path, r.stderr.decode()))
    test.assertEqual(r.stderr, b"", "fxviz warned about %s" % path)
    return json.loads(r.stdout)


def fx_text(v, in_slice=False):
    """A value of fxviz JSON printed the way FX prints the Python value."""
    if v is None or isinstance(v, bool):
        return str(v)
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        # FX prints strings bare, but str(slice) shows its items' repr.
        return repr(v) if in_slice else v
    if isinstance(v, list):
        return "[%s]" % ", ".join(fx_text(x) for x in v)
    if "raw" in v:      # {"raw": text} or {"raw": text, "refs": [...]}
        return v["raw"]
    (tag, x), = v.items()
    if tag == "node":
        return "%" + x
    if tag == "tuple":
        return "(%s%s)" % (", ".join(fx_text(i) for i in x), "," if len(x) == 1 else "")
    if tag == "dict":
        return "{%s}" % ", ".join("%s: %s" % (k, fx_text(i)) for k, i in x.items())
    if tag == "slice":
        return "slice(%s)" % ", ".join(fx_text(i, True) for i in x)
    if tag == "ellipsis":
        return "Ellipsis"
    if tag == "float":
        return x if isinstance(x, str) else repr(float(x))
    if tag == "int":
        return x
    raise AssertionError("not an fxviz value: %r" % (v,))


def refs(v, out):
    """Names a value refers to, in order, each once: node.all_input_nodes."""
    if isinstance(v, list):
        for x in v:
            refs(x, out)
    elif isinstance(v, dict):
        if set(v) == {"node"}:
            if v["node"] not in out:
                out.append(v["node"])
        else:
            for x in v.values():
                refs(x, out)
    return out


def printed(node, what):
    """What FX prints for a node's target or type annotation."""
    if node.op == "output":
        # FX prints the output's type in the signature of forward().
        ret = [""]
        node.format_node(None, ret)
        return "output" if what == "target" else ret[0][len(" -> "):] or None
    text = node.format_node()
    m = re.match(r"%\S+ : (?:(.*) )?\[(?:#|num_)users=\d+\] = \w+\[target=(.*?)\](?:\(|$)", text)
    assert m, text
    return m.group(2) if what == "target" else m.group(1)


def torch_tensor(t):
    return [d if isinstance(d, int) else str(d) for d in t.shape], str(t.dtype)


def torch_tensors(node):
    """[(shape, dtype) or None per result] from what make_fx or ShapeProp stored."""
    v = node.meta.get("val", node.meta.get("tensor_meta"))
    if v is None and node.op == "get_attr":
        # A parameter or buffer: the exporter reads it from the module.
        v = getattr(node.graph.owning_module, node.target, None)
    if isinstance(v, (torch.Tensor, TensorMetadata)):
        return [torch_tensor(v)]
    if isinstance(v, (list, tuple)):
        return [torch_tensor(x) if isinstance(x, (torch.Tensor, TensorMetadata)) else None
                for x in v]
    return []


def torch_devices(node):
    """The device of each result, as make_fx's tensors (not ShapeProp's
    TensorMetadata) know it: "cpu", a list with None for a non-tensor, or
    None."""
    v = node.meta.get("val", node.meta.get("tensor_meta"))
    if v is None and node.op == "get_attr":
        v = getattr(node.graph.owning_module, node.target, None)
    if isinstance(v, torch.Tensor):
        return str(v.device)
    if isinstance(v, (list, tuple)) and any(isinstance(x, torch.Tensor) for x in v):
        return [str(x.device) if isinstance(x, torch.Tensor) else None for x in v]
    return None


def fxviz_tensors(meta):
    """[(shape, dtype) or None per result] from fxviz JSON meta."""
    if "shape" not in meta and "dtype" not in meta:
        return []
    shape, dtype = meta.get("shape"), meta.get("dtype")
    if isinstance(dtype, list) or (shape and isinstance(shape[0], (list, type(None)))):
        return [None if s is None else (s, d) for s, d in zip(shape, dtype)]
    return [(shape, dtype)]


def label(t):
    """A tensor as src/draw.c's format_tensor prints it in a box."""
    shape, dtype = t
    return "%s[%s]" % (dtype[6:] if dtype.startswith("torch.") else dtype,
                       ", ".join(str(d) for d in shape))


def svg_nodes(svg):
    """{name: all text in its box} for the FX nodes of an SVG; and the proxies."""
    root = ET.fromstring(svg)
    assert root.tag == SVG_NS + "svg", root.tag
    boxes, proxies = {}, 0
    for g in root.iter(SVG_NS + "g"):
        cls = g.get("class", "")
        if cls == "node proxy":
            proxies += 1
        elif cls.startswith("node "):
            assert g.get("id", "").startswith("n:"), g.get("id")
            boxes[g.get("id")[2:]] = " ".join("".join(t.itertext()) for t in g.iter(SVG_NS + "text"))
    return boxes, proxies


class TempDirTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="fxviz-exporter-")
        self.addCleanup(shutil.rmtree, self.tmp)


# ---- values -----------------------------------------------------------------

class Color(enum.Enum):
    RED = 1


class Level(enum.IntEnum):
    HIGH = 3


class BadStr:
    def __str__(self):
        raise RuntimeError("no str")

    def __repr__(self):
        return "BadStr()"


class Hopeless:
    def __str__(self):
        raise RuntimeError("no str")

    def __repr__(self):
        raise RuntimeError("no repr")


def graph_with(*args, **kwargs):
    """A graph with one call_function node holding args and kwargs (a bare
    Graph: a GraphModule would not compile code for such values)."""
    g = fx.Graph()
    x = g.placeholder("x")
    n = g.call_function(torch.add, (x,) + args, kwargs)
    g.output(n)
    return g


def encode(v):
    """v as the exporter writes it in a node's args."""
    return fxviz.to_json(graph_with(v))["nodes"][1]["args"][1]


class ValueEncodingTest(TempDirTest):
    def test_json_types(self):
        for v in (None, True, False, 0, 3, -7, "ij,jk->ik", "", "größe → ∑"):
            self.assertEqual(encode(v), v)
            self.assertIs(type(encode(v)), type(v))

    def test_ints_past_2_53_are_text(self):
        self.assertEqual(encode(2 ** 53 - 1), 2 ** 53 - 1)
        self.assertEqual(encode(-(2 ** 53) + 1), -(2 ** 53) + 1)
        self.assertEqual(encode(2 ** 53), {"int": "9007199254740992"})
        self.assertEqual(encode(-(2 ** 53)), {"int": "-9007199254740992"})
        self.assertEqual(encode(2 ** 70), {"int": str(2 ** 70)})

    def test_floats_are_always_tagged(self):
        self.assertEqual(encode(0.25), {"float": 0.25})
        self.assertEqual(encode(1.0), {"float": 1.0})
        self.assertIs(type(encode(1.0)["float"]), float)
        self.assertEqual(encode(-1.5e-05), {"float": -1.5e-05})
        self.assertEqual(math.copysign(1, encode(-0.0)["float"]), -1)
        self.assertEqual(encode(float("inf")), {"float": "inf"})
        self.assertEqual(encode(float("-inf")), {"float": "-inf"})
        self.assertEqual(encode(float("nan")), {"float": "nan"})
        self.assertNotIn("NaN", fxviz.dumps(graph_with(float("nan"))))
        self.assertNotIn("Infinity", fxviz.dumps(graph_with(float("-inf"))))

    def test_containers(self):
        self.assertEqual(encode([1, 2]), [1, 2])
        self.assertEqual(encode((1,)), {"tuple": [1]})
        self.assertEqual(encode(()), {"tuple": []})
        self.assertEqual(encode(torch.Size([2, 3])), {"tuple": [2, 3]})
        self.assertEqual(encode({"a": 1, 2: "b"}), {"dict": {"a": 1, "2": "b"}})
        self.assertEqual(list(encode({"z": 1, "a": 2})["dict"]), ["z", "a"])
        self.assertEqual(encode(((1, {"k": [slice(None, None, 2), 0.5]}),)),
                         {"tuple": [{"tuple": [1, {"dict": {"k": [{"slice": [None, None, 2]},
                                                                   {"float": 0.5}]}}]}]})

    def test_slices_and_ellipsis(self):
        self.assertEqual(encode(slice(None, 2, None)), {"slice": [None, 2, None]})
        self.assertEqual(encode(slice(1, -1, 2)), {"slice": [1, -1, 2]})
        self.assertEqual(encode((slice(None, None, None), None, ...)),
                         {"tuple": [{"slice": [None, None, None]}, None, {"ellipsis": True}]})

    def test_node_references(self):
        doc = fxviz.to_json(graph_with([1, 2], scale=None))
        add = doc["nodes"][1]
        self.assertEqual(add["args"][0], {"node": "x"})
        self.assertEqual(add["kwargs"], {"scale": None})
        self.assertEqual(doc["nodes"][2]["args"], [{"node": "add"}])

    def test_torch_objects_are_raw(self):
        self.assertEqual(encode(torch.float16), {"raw": "torch.float16"})
        self.assertEqual(encode(torch.device("cpu")), {"raw": "cpu"})
        self.assertEqual(encode(torch.contiguous_format), {"raw": "torch.contiguous_format"})
        self.assertEqual(encode(torch.strided), {"raw": "torch.strided"})

    def test_exotic_values_never_fail(self):
        self.assertEqual(encode(Color.RED), {"raw": str(Color.RED)})
        self.assertEqual(encode(Level.HIGH), {"raw": str(Level.HIGH)})    # not the int 3
        self.assertEqual(encode(1 + 2j), {"raw": "(1+2j)"})
        self.assertEqual(encode(BadStr()), {"raw": "BadStr()"})
        self.assertEqual(encode(Hopeless()), {"raw": "<Hopeless>"})
        self.assertEqual(encode(int), {"raw": "<class 'int'>"})
        # A lone surrogate cannot be UTF-8: it is written escaped.
        self.assertEqual(encode("a\udc80b"), "a\\udc80b")
        deep = 1
        for _ in range(150):
            deep = [deep]
        v = encode(deep)
        for _ in range(101):
            v = v[0]
        self.assertEqual(v, {"raw": "..."})

    def test_targets_without_fx_private_printer(self):
        # _pretty_print_target is FX's private API: the fallback prints alike.
        class Bare:
            def __init__(self, op, target):
                self.op, self.target = op, target
        g = fx.Graph()
        x = g.placeholder("x")
        for fn in (operator.add, getattr, torch.relu, torch.ops.aten.mm.default, F.gelu):
            n = g.call_function(fn, (x,))
            self.assertEqual(fxviz._target(Bare("call_function", fn)), printed(n, "target"))
        self.assertEqual(fxviz._target(Bare("call_method", "view")), "view")

    def test_fxviz_reads_every_form(self):
        values = (None, True, 7, 2 ** 53, 2 ** 70, -(2 ** 63), 0.1, 1.0, -1.5e-05, 1e300,
                  float("inf"), float("-inf"), float("nan"), "a, b -> c", "", "größe",
                  [1, [2, (3,)]], (), (1,), {"k": 1, "key with space": (2.5, None)},
                  slice(None, 2, None), slice("a", None, 0.5), ..., torch.float16,
                  torch.device("cpu"), torch.channels_last, Color.RED,
                  ((slice(None, None, None), None, ...), {"x": [torch.int64]}))
        gm = graph_with(*values, alpha=0.5, dims=(0, 1), flag=False, name="s")
        path = os.path.join(self.tmp, "values.json")
        fxviz.save(gm, path)
        nodes = fxviz_read(self, path)["nodes"]
        add = next(n for n in gm.nodes if n.name == "add")
        self.assertEqual(nodes[1]["name"], "add")
        self.assertEqual(fx_text({"tuple": nodes[1]["args"]}), _format_arg(add.args))
        self.assertEqual(fx_text({"dict": nodes[1]["kwargs"]}), _format_arg(add.kwargs))

    def test_fxviz_reads_escaped_and_deep_values(self):
        deep = 1
        for _ in range(150):
            deep = [deep]
        path = os.path.join(self.tmp, "odd.json")
        fxviz.save(graph_with("a\udc80b", deep), path)
        self.assertEqual(fxviz_read(self, path)["nodes"][1]["args"][1], "a\\udc80b")


# ---- meta, as torch 2.x stores it (hand-built, so torch 1.13 runs these too;
# test_exporter2.py reads real torch 2.x meta)

class SymInt:
    """Like torch.SymInt: prints as its symbol, is not an int."""

    def __init__(self, text):
        self.text = text

    def __str__(self):
        return self.text

    def __int__(self):
        raise AssertionError("the exporter specialised a symbolic size")

    __index__ = __int__


class FakeTensor:
    def __init__(self, *shape, dtype=torch.float32):
        self.shape, self.dtype = shape, dtype


class BrokenTensor:
    dtype = torch.float32

    @property
    def shape(self):
        raise RuntimeError("no shape")


class Layer1(nn.Module):
    pass


def meta_graph(metas):
    """A chain of call_function nodes, node i with meta metas[i]."""
    g = fx.Graph()
    prev = g.placeholder("x")
    for m in metas:
        prev = g.call_function(torch.relu, (prev,))
        prev.meta.update(m)
    g.output(prev)
    return fx.GraphModule(nn.Module(), g)


class TorchTwoMetaTest(TempDirTest):
    def export(self, *metas):
        return [n.get("meta", {}) for n in fxviz.to_json(meta_graph(metas))["nodes"][1:-1]]

    def test_val_fake_tensors_and_symbolic_sizes(self):
        m = self.export({"val": FakeTensor(SymInt("s0"), 3, dtype=torch.float16)},
                        {"val": FakeTensor(SymInt("2*s0"), SymInt("s1"))},
                        {"val": FakeTensor()})
        self.assertEqual(m[0], {"shape": ["s0", 3], "dtype": "torch.float16"})
        self.assertEqual(m[1], {"shape": ["2*s0", "s1"], "dtype": "torch.float32"})
        self.assertEqual(m[2], {"shape": [], "dtype": "torch.float32"})

    def test_val_tuples_and_non_tensors(self):
        m = self.export({"val": [FakeTensor(2), None, FakeTensor(SymInt("s0"), dtype=torch.int64)]},
                        {"val": (FakeTensor(1), 5)},
                        {"val": SymInt("s0")},      # a sym_size node
                        {"val": 3},
                        {"val": [1, 2]},
                        {})
        self.assertEqual(m[0], {"shape": [[2], None, ["s0"]],
                                "dtype": ["torch.float32", None, "torch.int64"]})
        self.assertEqual(m[1], {"shape": [[1], None], "dtype": ["torch.float32", None]})
        self.assertEqual(m[2:], [{}, {}, {}, {}])

    def test_dynamo_example_value(self):
        m = self.export({"example_value": FakeTensor(2, SymInt("s0"))},
                        {"val": FakeTensor(1), "example_value": FakeTensor(2)})
        self.assertEqual(m[0], {"shape": [2, "s0"], "dtype": "torch.float32"})
        self.assertEqual(m[1]["shape"], [1])

    def test_val_before_tensor_meta(self):
        m = self.export({"val": FakeTensor(SymInt("s0")), "tensor_meta": FakeTensor(8)},
                        {"val": SymInt("s0"), "tensor_meta": FakeTensor(8)})
        self.assertEqual(m[0]["shape"], ["s0"])
        self.assertEqual(m[1]["shape"], [8])

    def test_broken_meta_is_left_out(self):
        m = self.export({"val": BrokenTensor(), "stack_trace": "File \"m.py\", line 1"},
                        {"nn_module_stack": 42},
                        {"nn_module_stack": [None, ("a",), 7, ("p", 8)]})
        self.assertEqual(m[0], {"stack_trace": "File \"m.py\", line 1"})
        self.assertEqual(m[1:], [{}, {}])

    def test_nn_module_stack_forms(self):
        block = "%s.%s" % (Layer1.__module__, Layer1.__qualname__)
        m = self.export(
            # dynamo and torch.fx from 2.2: {key: (path, class)}, dynamo's paths
            {"nn_module_stack": {"L__self___layer1": ("L['self'].layer1", Layer1),
                                 "L__self___layer1_0": ("L['self'].layer1[0]", nn.Sequential),
                                 "k": ("L['self']._modules['layer1']._modules['0'].conv", nn.Conv2d)}},
            # torch.fx 2.0 and 2.1: {path: class}
            {"nn_module_stack": {"layer1": Layer1, "layer1.0.conv1": nn.Conv2d}},
            # torch.export: the root as "", types as text
            {"nn_module_stack": {"L__self__": ("", "m.Model"),
                                 "L__self___blocks_0": ("blocks.0", "m.Block")}},
            # serialised: lists of pairs, [key, [path, type]], bare paths
            {"nn_module_stack": [["blocks.0", "m.Block"], ["k", ["blocks.0.attn", "m.Attention"]],
                                 "blocks.0.attn.qkv"]},
            # unknown path forms are kept as recorded
            {"nn_module_stack": {"k": ("self.layer1", Layer1), "j": ("L['self'].a+b", "T")}},
            {"nn_module_stack": {}})
        self.assertEqual(m[0]["nn_module_stack"], [
            {"path": "layer1", "type": block},
            {"path": "layer1.0", "type": "torch.nn.modules.container.Sequential"},
            {"path": "layer1.0.conv", "type": "torch.nn.modules.conv.Conv2d"}])
        self.assertEqual(m[1]["nn_module_stack"], [
            {"path": "layer1", "type": block},
            {"path": "layer1.0.conv1", "type": "torch.nn.modules.conv.Conv2d"}])
        self.assertEqual(m[2]["nn_module_stack"], [{"path": "blocks.0", "type": "m.Block"}])
        self.assertEqual(m[3]["nn_module_stack"], [
            {"path": "blocks.0", "type": "m.Block"},
            {"path": "blocks.0.attn", "type": "m.Attention"},
            {"path": "blocks.0.attn.qkv"}])
        self.assertEqual(m[4]["nn_module_stack"], [
            {"path": "self.layer1", "type": block}, {"path": "L['self'].a+b", "type": "T"}])
        self.assertEqual(m[5], {})

    def test_fxviz_reads_and_draws_it(self):
        gm = meta_graph([{"val": FakeTensor(SymInt("s0"), 3, dtype=torch.float16),
                          "nn_module_stack": {"k": ("L['self'].blocks[0]", Layer1)},
                          "stack_trace": "File \"m.py\", line 7, in forward"},
                         {"val": [FakeTensor(2), None]}])
        path = os.path.join(self.tmp, "meta.json")
        fxviz.save(gm, path)
        nodes = fxviz_read(self, path)["nodes"]
        self.assertEqual(nodes[1]["meta"], {
            "shape": ["s0", 3], "dtype": "torch.float16",
            "nn_module_stack": [{"path": "blocks.0",
                                 "type": "%s.%s" % (Layer1.__module__, Layer1.__qualname__)}],
            "stack_trace": "File \"m.py\", line 7, in forward"})
        self.assertEqual(nodes[2]["meta"], {"shape": [[2], None], "dtype": ["torch.float32", None]})
        r = run(FXVIZ, "render", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        boxes, _ = svg_nodes(r.stdout)
        self.assertIn("float16[s0, 3]", boxes["relu"])
        self.assertIn("float32[2]", boxes["relu_1"])


# ---- real models, read back by fxviz -----------------------------------------

class ModelExportTest(TempDirTest):
    def check(self, kind, min_shaped):
        """Exports model(kind); fxviz must read it as torch has it, node for node."""
        gm = model(kind)
        tnodes = list(gm.graph.nodes)
        path = os.path.join(self.tmp, kind + ".json")
        fxviz.save(gm, path)
        with open(path, encoding="utf-8") as f:
            ours = json.load(f)
        self.assertEqual((ours["format"], ours["version"]), ("fxviz-graph", 2))
        self.assertEqual(ours["node_count"], len(tnodes))
        self.assertEqual(ours["edge_count"], sum(len(n.users) for n in tnodes))
        self.assertEqual([n["users"] for n in ours["nodes"]],
                         [[u.name for u in n.users] for n in tnodes])

        got = fxviz_read(self, path)
        self.assertEqual([n["name"] for n in got["nodes"]], [n.name for n in tnodes])
        self.assertEqual((got["node_count"], got["edge_count"]),
                         (ours["node_count"], ours["edge_count"]))
        self.assertNotIn("warnings", got)
        names = [n["name"] for n in got["nodes"]]
        shaped = 0
        for i, (t, g) in enumerate(zip(tnodes, got["nodes"])):
            where = "%s: node %s" % (kind, t.name)
            self.assertEqual(g["op"], t.op, where)
            self.assertEqual(g["target"], printed(t, "target"), where)
            self.assertEqual(g.get("type"), printed(t, "type"), where)
            self.assertEqual(g["users"], [u.name for u in t.users], where)
            self.assertEqual(refs([g["args"], list(g["kwargs"].values())], []),
                             [a.name for a in t.all_input_nodes], where)
            self.assertEqual(names[i - 1] if i > 0 else None,
                             t.prev.name if t.prev.op != "root" else None, where)
            self.assertEqual(names[i + 1] if i + 1 < len(names) else None,
                             t.next.name if t.next.op != "root" else None, where)
            self.assertEqual(len(g["args"]), len(t.args), where)
            self.assertEqual(list(g["kwargs"]), list(t.kwargs), where)
            self.assertEqual(fx_text({"tuple": g["args"]}), _format_arg(t.args), where)
            self.assertEqual(fx_text({"dict": g["kwargs"]}), _format_arg(t.kwargs), where)
            meta = g.get("meta", {})
            self.assertEqual(fxviz_tensors(meta), torch_tensors(t), where)
            self.assertEqual(meta.get("device"), torch_devices(t), where)
            shaped += bool(torch_tensors(t))
            self.assertEqual(meta.get("stack_trace"), t.stack_trace or None, where)
        self.assertGreaterEqual(shaped, min_shaped, "%s: nodes with shapes" % kind)

        # print(gm.graph) read by fxviz gives the same graph.
        txt = os.path.join(self.tmp, kind + ".txt")
        with open(txt, "w", encoding="utf-8") as f:
            f.write(str(gm.graph) + "\n")
        fromtext = fxviz_read(self, txt)["nodes"]
        for a, b in zip(fromtext, got["nodes"]):
            keys = ("name", "op", "target", "users", "type") if b["op"] != "output" else \
                ("name", "op", "target", "users")   # print() leaves out the output's type
            self.assertEqual([a.get(k) for k in keys] + [len(a["args"])],
                             [b.get(k) for k in keys] + [len(b["args"])])

        # Every box shows its shapes, as src/draw.c prints them.
        svg = os.path.join(self.tmp, kind + ".svg")
        r = run(FXVIZ, "render", path, "-o", svg)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(svg, "rb") as f:
            boxes, _ = svg_nodes(f.read())
        self.assertEqual(set(boxes), set(names))
        for t in tnodes:
            for item in torch_tensors(t)[:3]:
                if item is not None:
                    self.assertIn(label(item), boxes[t.name], "%s: box of %s" % (kind, t.name))
        return gm, boxes

    @unittest.skipIf(torchvision is None, "torchvision is not installed")
    def test_resnet18_symbolic_trace(self):
        gm, boxes = self.check("resnet18_sym", 71)
        self.assertEqual(len(gm.graph.nodes), 71)
        self.assertIn("float32[1, 64, 112, 112]", boxes["conv1"])
        self.assertIn("float32[1, 1000]", boxes["fc"])

    @unittest.skipIf(torchvision is None, "torchvision is not installed")
    def test_resnet18_modules_and_parameters(self):
        """Each call_module carries its class and extra_repr(), fxviz keeps
        them and draws the class; make_fx's get_attr parameters have their
        shapes without ShapeProp."""
        nodes = {n["name"]: n for n in fxviz.to_json(model("resnet18_sym"))["nodes"]}
        self.assertEqual(nodes["conv1"]["target_module"], {
            "type": "torch.nn.modules.conv.Conv2d",
            "repr": "3, 64, kernel_size=(7, 7), stride=(2, 2), padding=(3, 3), bias=False"})
        self.assertEqual(nodes["fc"]["target_module"]["repr"],
                         "in_features=512, out_features=1000, bias=True")
        self.assertEqual(nodes["layer1_0_relu"]["target_module"],
                         {"type": "torch.nn.modules.activation.ReLU", "repr": "inplace=True"})
        for n in nodes.values():
            self.assertEqual("target_module" in n, n["op"] == "call_module", n["name"])
        path = os.path.join(self.tmp, "r18.json")
        fxviz.save(model("resnet18_sym"), path)
        got = {n["name"]: n for n in fxviz_read(self, path)["nodes"]}
        self.assertEqual(got["conv1"]["target_module"], nodes["conv1"]["target_module"])
        r = run(FXVIZ, "render", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        boxes, _ = svg_nodes(r.stdout)
        self.assertIn("Conv2d", boxes["conv1"])
        self.assertIn("BatchNorm2d", boxes["layer1_0_bn1"])

        attrs = [n for n in fxviz.to_json(model("resnet18_makefx"))["nodes"]
                 if n["op"] == "get_attr"]
        self.assertGreater(len(attrs), 60)
        self.assertEqual(attrs[0]["meta"], {"shape": [64, 3, 7, 7], "dtype": "torch.float32",
                                            "device": "cpu"})
        self.assertTrue(all("shape" in n["meta"] for n in attrs))

    def test_get_attr_shape_without_shape_prop(self):
        gm = fx.symbolic_trace(Special())
        nodes = {n["name"]: n for n in fxviz.to_json(gm)["nodes"]}
        self.assertEqual(nodes["bias"]["meta"], {"shape": [4], "dtype": "torch.float32",
                                                 "device": "cpu"})
        self.assertEqual(nodes["lin"]["target_module"],
                         {"type": "torch.nn.modules.linear.Linear",
                          "repr": "in_features=4, out_features=4, bias=True"})

    @unittest.skipIf(torchvision is None, "torchvision is not installed")
    def test_resnet18_make_fx(self):
        gm, boxes = self.check("resnet18_makefx", 140)
        self.assertIn("float32[1, 64, 112, 112]", boxes["convolution"])

    def test_gpt_symbolic_trace(self):
        gm, boxes = self.check("gpt_sym", 50)
        self.assertIn("call_module", {n.op for n in gm.graph.nodes})
        split = next(n for n in gm.graph.nodes if n.name == "split")
        self.assertEqual(len(split.meta["tensor_meta"]), 3)     # a tuple result
        self.assertIn("float32[2, 16, 64]", boxes["split"])

    def test_gpt_make_fx(self):
        gm, boxes = self.check("gpt_makefx", 100)
        targets = [n["target"] for n in fxviz.to_json(gm)["nodes"]]
        self.assertIn("torch.ops.aten.addmm.default", targets)
        self.assertIn("operator.getitem", targets)

    def test_special_values_types_and_stack_traces(self):
        gm, boxes = self.check("special", 12)
        nodes = {n["name"]: n for n in fxviz.to_json(gm)["nodes"]}
        self.assertEqual(nodes["flag"]["type"], "bool")
        self.assertEqual(nodes["flag"]["args"], [True])
        self.assertEqual(nodes["einsum"]["args"][0], "ij,jk->ik")
        self.assertEqual(nodes["to"]["kwargs"], {"dtype": {"raw": "torch.bfloat16"}})
        self.assertEqual(nodes["clamp"]["kwargs"]["max"], {"float": "inf"})
        self.assertEqual(nodes["add"]["target"], "operator.add")
        self.assertIn("in forward", nodes["einsum"]["meta"]["stack_trace"])
        self.assertEqual(nodes["output"]["meta"]["shape"], [[4, 1, 4], None])

    def test_make_fx_fake_tensors(self):
        gm, boxes = self.check("fake", 7)
        self.assertTrue(all("val" in n.meta for n in gm.graph.nodes if n.op == "placeholder"))
        self.assertIn("float32[2, 3]", boxes["mul"])

    def test_make_fx_symbolic_sizes(self):
        gm, boxes = self.check("symbolic", 5)
        shape = fxviz.to_json(gm)["nodes"][2]["meta"]["shape"]
        self.assertTrue(all(isinstance(d, str) for d in shape), shape)
        self.assertIn("float32[%s]" % ", ".join(shape), boxes["add"])

    def test_name(self):
        # After the model and its form; a model whose class is lost
        # (make_fx: "<lambda>") by its form and size.
        self.assertEqual(fxviz.to_json(model("gpt_sym"))["name"], "GPT · symbolic_trace")
        self.assertEqual(fxviz.to_json(model("gpt_sym").graph)["name"], "GPT · symbolic_trace")
        self.assertEqual(fxviz.to_json(model("gpt_sym"), name="mine")["name"], "mine")
        gm = model("gpt_makefx")
        self.assertEqual(fxviz.to_json(gm)["name"], "make_fx · %d nodes" % len(gm.graph.nodes))
        self.assertEqual(fxviz.to_json(model("gpt_sym").graph)["node_count"],
                         len(model("gpt_sym").graph.nodes))


# ---- overlays: the numbers the exporter measures per node -------------------

def analytic_flops(m, *inputs):
    """{module path: FLOPs} of m's Conv and Linear layers, from their shapes
    on one forward pass (2 per multiply-add: conv 2·N·Cout·H·W·Cin/groups·kh·kw,
    linear 2·rows·in·out), as a textbook counts them."""
    out, hooks = {}, []

    def hook(path):
        def record(mod, args, result):
            if isinstance(mod, nn.Linear):
                rows = result.numel() // mod.out_features
                out[path] = 2 * rows * mod.in_features * mod.out_features
            else:
                n, cout = result.shape[0], result.shape[1]
                positions = math.prod(result.shape[2:])
                cin = mod.in_channels // mod.groups
                out[path] = 2 * n * cout * positions * cin * math.prod(mod.kernel_size)
        return record

    for path, mod in m.named_modules():
        if isinstance(mod, (nn.Conv1d, nn.Conv2d, nn.Conv3d, nn.Linear)):
            hooks.append(mod.register_forward_hook(hook(path)))
    try:
        with torch.no_grad():
            m(*inputs)
    finally:
        for h in hooks:
            h.remove()
    return out


def overlay(doc, name):
    found = [o for o in doc.get("overlays", []) if o["name"] == name]
    assert len(found) == 1, (name, doc.get("overlays"))
    return found[0]


def tensor_bytes(v):
    """What a node returns, in bytes of tensors: numel × element size."""
    if isinstance(v, torch.Tensor):
        return v.numel() * v.element_size()
    if isinstance(v, (list, tuple)):
        return sum(tensor_bytes(x) for x in v)
    return 0


def formula():
    """The exporter as on torch 1.x, whatever torch runs: FLOPs by formula."""
    return mock.patch.object(fxviz, "_flop_counter", lambda: None)


class Functional(nn.Module):
    """Each op the formulas know, in its call_function and call_method forms."""

    def __init__(s):
        super().__init__()
        s.w2 = nn.Parameter(torch.randn(6, 2, 3, 3))      # groups=2: 4 in channels
        s.w1 = nn.Parameter(torch.randn(5, 4, 3))
        s.w3 = nn.Parameter(torch.randn(2, 4, 1, 2, 2))
        s.wt = nn.Parameter(torch.randn(6, 3, 2, 2))      # conv_transpose: [in, out, kh, kw]
        s.lin = nn.Parameter(torch.randn(7, 9))
        s.b = nn.Parameter(torch.randn(7))

    def forward(s, img, seq, vol, a, bm):
        c2 = F.conv2d(img, s.w2, padding=1, stride=2, groups=2)       # [2, 6, 4, 4]
        c1 = F.conv1d(seq, s.w1)                                       # [2, 5, 8]
        c3 = F.conv3d(vol, s.w3)                                       # [1, 2, 4, 4, 4]
        ct = F.conv_transpose2d(c2, s.wt)                              # [2, 3, 5, 5]
        l1 = F.linear(a, s.lin, s.b)                                   # [3, 7]
        m1 = torch.matmul(a, s.lin.t())                                # [3, 7]
        m2 = a @ s.lin.t()                                             # operator.matmul
        m3 = torch.mm(a, s.lin.t())
        m4 = bm.bmm(bm.transpose(1, 2))                                # [4, 3, 3], k=5
        m5 = torch.addmm(s.b, a, s.lin.t())
        m6 = torch.baddbmm(bm.new_zeros(4, 3, 3), bm, bm.transpose(1, 2))
        m7 = a.matmul(s.lin.t())
        return c1.sum() + c3.sum() + ct.sum() + l1 + m1 + m2 + m3 + m4.sum() + m5 + m6.sum() + m7


FUNCTIONAL_INPUTS = (torch.randn(2, 4, 8, 8), torch.randn(2, 4, 10), torch.randn(1, 4, 4, 5, 5),
                     torch.randn(3, 9), torch.randn(4, 3, 5))
# Each node's FLOPs, worked out by hand from the shapes above.
FUNCTIONAL_FLOPS = {
    "conv2d": 2 * (2 * 6 * 4 * 4) * (2 * 3 * 3),
    "conv1d": 2 * (2 * 5 * 8) * (4 * 3),
    "conv3d": 2 * (1 * 2 * 4 * 4 * 4) * (4 * 1 * 2 * 2),
    # Transposed: the input's positions times the weight's other dimensions.
    "conv_transpose2d": 2 * (2 * 6 * 4 * 4) * (3 * 2 * 2),
    "linear": 2 * 3 * 7 * 9, "matmul": 2 * 3 * 7 * 9, "matmul_1": 2 * 3 * 7 * 9,
    "mm": 2 * 3 * 7 * 9, "bmm": 2 * 4 * 3 * 3 * 5, "addmm": 2 * 3 * 7 * 9,
    "baddbmm": 2 * 4 * 3 * 3 * 5, "matmul_2": 2 * 3 * 7 * 9,
}


class OverlayTest(TempDirTest):
    """overlays=: FLOPs, bytes, params and time per node, as docs/format.md's
    "Overlays" has them."""

    def resnet18(self):
        if torchvision is None:
            self.skipTest("torchvision is not installed")
        torch.manual_seed(0)
        return torchvision.models.resnet18().eval(), torch.randn(1, 3, 224, 224)

    def check_resnet18_flops(self, doc, m, x, top):
        truth = analytic_flops(m, x)
        flops = overlay(doc, "flops")
        self.assertEqual(flops["unit"], "FLOP")
        self.assertIn("torch " + torch.__version__, flops["how"])
        # 1.82 G multiply-adds, the figure resnet18 is known by.
        self.assertEqual(sum(truth.values()), 3627122688 + 1024000)
        self.assertEqual(sum(flops["values"].values()), sum(truth.values()))
        self.assertEqual(max(flops["values"], key=flops["values"].get), top)
        self.assertEqual(len(flops["values"]), 21)      # 20 convs and fc: nothing else counts
        self.assertTrue(all(v > 0 for v in flops["values"].values()))

    def test_resnet18_flops_against_its_layer_shapes(self):
        m, x = self.resnet18()
        truth = analytic_flops(m, x)
        gm = fx.symbolic_trace(m)
        doc = fxviz.to_json(gm, overlays=["flops"], inputs=(x,))
        self.assertEqual(doc["version"], 3)
        self.check_resnet18_flops(doc, m, x, "conv1")
        # call_module nodes are named after their modules: each conv is its own.
        values = overlay(doc, "flops")["values"]
        for path, f in truth.items():
            self.assertEqual(values[path.replace(".", "_")], f, path)
        # By formula too, as on torch 1.x (the same there), and on make_fx's aten ops.
        with formula():
            by_formula = fxviz.to_json(gm, overlays=["flops"], inputs=(x,))
            aten = fxviz.to_json(make_fx(m)(x), overlays=["flops"], inputs=(x,))
        self.assertEqual(overlay(by_formula, "flops")["values"], values)
        self.assertIn("by formula", overlay(aten, "flops")["how"])
        self.check_resnet18_flops(aten, m, x, "convolution")
        self.assertEqual(sorted(overlay(aten, "flops")["values"].values()), sorted(truth.values()))

    def test_gpt_block_flops_by_formula(self):
        torch.manual_seed(0)
        b, x = Block(64, 4).eval(), torch.randn(2, 16, 64)
        linears = analytic_flops(b, x)
        attention = 2 * (2 * 4 * 16 * 16 * 16) * 2      # q @ k^T and att @ v, 4 heads of 16
        with formula():
            for gm in (fx.symbolic_trace(b), make_fx(b)(x)):
                values = overlay(fxviz.to_json(gm, overlays=["flops"], inputs=(x,)), "flops")["values"]
                self.assertEqual(sum(values.values()), sum(linears.values()) + attention)
                self.assertEqual(sorted(values.values()),
                                 sorted(list(linears.values()) + [attention // 2] * 2))

    def test_each_op_the_formulas_know(self):
        torch.manual_seed(0)
        gm = fx.symbolic_trace(Functional())
        with formula():
            values = overlay(fxviz.to_json(gm, overlays=["flops"], inputs=FUNCTIONAL_INPUTS),
                             "flops")["values"]
        self.assertEqual(values, FUNCTIONAL_FLOPS)
        self.assertEqual([n.op for n in gm.graph.nodes if n.name == "bmm"], ["call_method"])

    def test_bytes_of_each_result(self):
        m, x = self.resnet18()
        with torch.no_grad():
            results = {}
            interp = fx.Interpreter(fx.symbolic_trace(m))
            real = interp.run_node

            def keep(n):
                results[n.name] = real(n)
                return results[n.name]
            interp.run_node = keep
            interp.run(x)
        # From running the graph (symbolic_trace records no shapes) ...
        ran = overlay(fxviz.to_json(fx.symbolic_trace(m), overlays=["bytes"], inputs=(x,)), "bytes")
        self.assertEqual(ran["unit"], "B")
        self.assertIn("from running it", ran["how"])
        truth = {k: tensor_bytes(v) for k, v in results.items() if k != "output"}
        self.assertEqual(ran["values"], truth)
        self.assertEqual(ran["values"]["conv1"], 64 * 112 * 112 * 4)
        self.assertEqual(ran["values"]["x"], 3 * 224 * 224 * 4)
        self.assertEqual(ran["values"]["fc"], 1000 * 4)
        self.assertNotIn("output", ran["values"])
        # ... and from ShapeProp's metadata, without inputs: the same.
        meta = overlay(fxviz.to_json(model("resnet18_sym"), overlays=["bytes"]), "bytes")
        self.assertEqual(meta["how"], "numel * element size of each tensor a node returns, "
                         "from its tensor metadata")
        self.assertEqual(meta["values"], truth)
        self.assertEqual(sum(meta["values"].values()), sum(truth.values()))
        # A result of several tensors counts them all (split: two of [2, 3]).
        # (torch 1.13's make_fx records no meta for it: the run says.)
        fake = model("fake")
        doc = fxviz.to_json(fake, overlays=["bytes"], inputs=(torch.randn(4, 3), torch.randn(4, 3)))
        split = [n for n in fake.graph.nodes if "split" in str(n.target)][0]
        self.assertEqual(overlay(doc, "bytes")["values"][split.name], 4 * 3 * 4)
        # A graph that says nothing of its tensors needs inputs to run.
        with self.assertRaisesRegex(ValueError, "overlay 'bytes' needs inputs="):
            fxviz.to_json(fx.symbolic_trace(m), overlays=["bytes"])
        # Nor does one whose sizes are symbolic; run, it does.
        sym = model("symbolic")
        with self.assertRaisesRegex(ValueError, "overlay 'bytes' needs inputs=.*gives no sizes"):
            fxviz.to_json(sym, overlays=["bytes"])
        doc = fxviz.to_json(sym, overlays=["bytes"], inputs=(torch.randn(5, 2), torch.randn(5, 2)))
        self.assertEqual(overlay(doc, "bytes")["values"],
                         {n.name: 5 * 2 * 4 for n in sym.graph.nodes if n.op != "output"})

    def test_params_of_modules_and_attributes(self):
        m, x = self.resnet18()
        held = sum(t.numel() * t.element_size()
                   for t in list(m.parameters()) + list(m.buffers()))
        params = overlay(fxviz.to_json(fx.symbolic_trace(m), overlays=["params"]), "params")
        self.assertEqual(params["unit"], "B")
        self.assertEqual(sum(params["values"].values()), held)
        self.assertEqual(params["values"]["conv1"], 64 * 3 * 7 * 7 * 4)
        self.assertEqual(params["values"]["bn1"], 4 * 64 * 4 + 8)     # and num_batches_tracked
        self.assertEqual(params["values"]["fc"], (512 * 1000 + 1000) * 4)
        self.assertNotIn("relu", params["values"])      # holds nothing: no value
        self.assertNotIn("x", params["values"])
        # make_fx reads each weight with a get_attr: the tensor's bytes.
        gm = make_fx(m)(x)
        params = overlay(fxviz.to_json(gm, overlays="params"), "params")
        attrs = {n.name: getattr(gm, n.target) for n in gm.graph.nodes if n.op == "get_attr"}
        self.assertEqual(params["values"], {k: t.numel() * t.element_size() for k, t in attrs.items()})
        self.assertEqual(sum(params["values"].values()), held - 20 * 8)  # no num_batches_tracked read

    def test_time_of_each_node(self):
        torch.manual_seed(0)
        b, x = Block(64, 4).eval(), torch.randn(2, 16, 64)
        gm = fx.symbolic_trace(b)
        doc = fxviz.to_json(gm, overlays=["time"], inputs=(x,), runs=3)
        t = overlay(doc, "time")
        self.assertEqual((t["unit"], t["runs"]), ("s", 3))
        self.assertEqual(t["how"], "torch.fx.Interpreter, 3 runs after a warm-up, torch %s, cpu"
                         % torch.__version__)
        compute = [n.name for n in gm.graph.nodes if n.op not in ("placeholder", "output")]
        self.assertEqual(sorted(t["values"]), sorted(compute))
        self.assertEqual(sorted(t["spread"]), sorted(compute))
        self.assertTrue(all(v > 0 for v in t["values"].values()), t["values"])
        self.assertTrue(all(v >= 0 for v in t["spread"].values()))
        self.assertTrue(all(math.isfinite(v) for v in t["spread"].values()))
        one = overlay(fxviz.to_json(gm, overlays=["time"], inputs=(x,), runs=1), "time")
        self.assertNotIn("spread", one)     # one run has no spread
        self.assertEqual(one["runs"], 1)

    def test_version_and_the_file(self):
        gm, x = model("gpt_sym"), torch.randint(0, 100, (2, 16))
        self.assertEqual(fxviz.to_json(gm)["version"], 2)
        self.assertNotIn("overlays", fxviz.to_json(gm))
        self.assertEqual(fxviz.to_json(gm, overlays=[])["version"], 2)
        path = os.path.join(self.tmp, "gpt.json")
        fxviz.save(gm, path, overlays=True, inputs=(x,), runs=2)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        doc = json.loads(text)
        self.assertEqual(doc["version"], 3)
        self.assertEqual([(o["name"], o["unit"]) for o in doc["overlays"]],
                         [("flops", "FLOP"), ("bytes", "B"), ("params", "B"), ("time", "s")])
        names = {n["name"] for n in doc["nodes"]}
        for o in doc["overlays"]:
            self.assertTrue(o["values"], o["name"])
            self.assertLessEqual(set(o["values"]), names, o["name"])
            self.assertTrue(all(isinstance(v, (int, float)) and math.isfinite(v)
                                for v in o["values"].values()))
            self.assertIsInstance(o["how"], str)
            self.assertNotIn("\n", o["how"])
        # One overlay a line, after the nodes.
        lines = text.splitlines()
        self.assertEqual([line.split('"')[3] for line in lines if '"unit": ' in line],
                         ["flops", "bytes", "params", "time"])
        self.assertGreater(text.index('"overlays"'), text.index('"nodes"'))
        # The same names asked twice, in another order: written once each, in that order.
        again = fxviz.to_json(gm, overlays=("params", "bytes", "params"))
        self.assertEqual([o["name"] for o in again["overlays"]], ["params", "bytes"])

    def test_errors_name_what_is_wrong(self):
        gm, x = model("gpt_sym"), torch.randint(0, 100, (2, 16))
        with self.assertRaisesRegex(ValueError, "unknown overlay 'flop'"):
            fxviz.to_json(gm, overlays=["flop"], inputs=(x,))
        with self.assertRaisesRegex(ValueError, "unknown overlay 'memory'"):
            fxviz.save(gm, os.path.join(self.tmp, "no.json"), overlays=["bytes", "memory"])
        self.assertFalse(os.path.exists(os.path.join(self.tmp, "no.json")))
        with self.assertRaisesRegex(ValueError, "overlay 'flops' needs inputs="):
            fxviz.dumps(gm, overlays=["flops"])
        with self.assertRaisesRegex(ValueError, "overlay 'time' needs inputs="):
            fxviz.to_json(gm, overlays=["params", "time"])
        with self.assertRaisesRegex(ValueError, "no value for y"):
            fxviz.to_json(fx.symbolic_trace(small_fn), overlays=["flops"],
                          inputs=(torch.randn(2),))
        with self.assertRaisesRegex(ValueError, "runs="):
            fxviz.to_json(gm, overlays=["time"], inputs=(x,), runs=0)

    def test_measuring_leaves_the_model_as_it_was(self):
        torch.manual_seed(0)
        m = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.Dropout(0.5),
                          nn.ReLU(inplace=True)).train()
        gm = fx.symbolic_trace(m)
        x = torch.randn(2, 3, 8, 8)
        state = {k: v.clone() for k, v in gm.state_dict().items()}
        given, rng = x.clone(), torch.get_rng_state()
        doc = fxviz.to_json(gm, overlays=True, inputs=(x,), runs=2)
        self.assertEqual(overlay(doc, "flops")["values"], {"_0": 2 * (2 * 4 * 6 * 6) * (3 * 3 * 3)})
        self.assertTrue(gm.training and m.training)
        for k, v in gm.state_dict().items():
            self.assertTrue(torch.equal(v, state[k]), k)    # batch norm's running stats too
        self.assertTrue(torch.equal(x, given))
        self.assertTrue(torch.equal(torch.get_rng_state(), rng))
        self.assertTrue(torch.is_grad_enabled())


# ---- torch.export's ExportedProgram, as torch 2.x shapes it -------------------
# torch 1.13 has no torch.export (test_exporter2.py exports for real on 2.x):
# these classes copy the documented API of
# torch/export/graph_signature.py (InputSpec(kind, arg, target),
# OutputSpec(kind, arg, target), kinds as Enums) around a real GraphModule.

class InputKind(enum.Enum):
    USER_INPUT = 1
    PARAMETER = 2
    BUFFER = 3
    CONSTANT_TENSOR = 4


class OutputKind(enum.Enum):
    USER_OUTPUT = 1
    LOSS_OUTPUT = 2
    BUFFER_MUTATION = 3


class TensorArgument:
    def __init__(self, name):
        self.name = name


class ConstantArgument:     # torch 2.0 to 2.2: a value, and no name
    def __init__(self, value):
        self.value = value


class Spec:
    def __init__(self, kind, arg, target=None):
        self.kind, self.arg, self.target = kind, arg, target


class ExportGraphSignature:
    def __init__(self, input_specs, output_specs):
        self.input_specs, self.output_specs = input_specs, output_specs


class ExportedProgram:
    """Only what torch 2.x's ExportedProgram has and fxviz reads."""

    def __init__(self, graph_module, graph_signature):
        self.graph_module, self.graph_signature = graph_module, graph_signature

    @property
    def graph(self):
        return self.graph_module.graph


def exported(x, returned=False):
    """linear(x) + buf, buf mutated, as torch.export lifts it: the state
    becomes placeholders before the user's input, the new buffer an output
    before the user's; returned=True also returns the input as it is."""
    def program(weight, bias, buf, x, scale):
        y = F.linear(x, weight, bias) + buf
        outs = (buf + 1, y)
        return outs + (x,) if returned else outs
    gm = make_fx(program)(torch.randn(3, 4), torch.randn(3), torch.zeros(3), x, 2.0)
    names = [n.name for n in gm.graph.nodes]
    ph = names[:5]
    ret = [a.name for a in list(gm.graph.nodes)[-1].args[0]]
    sig = ExportGraphSignature(
        [Spec(InputKind.PARAMETER, TensorArgument(ph[0]), "linear.weight"),
         Spec(InputKind.PARAMETER, TensorArgument(ph[1]), "linear.bias"),
         Spec(InputKind.BUFFER, TensorArgument(ph[2]), "buf"),
         Spec(InputKind.USER_INPUT, TensorArgument(ph[3])),
         Spec(InputKind.USER_INPUT, ConstantArgument(2.0))],
        [Spec(OutputKind.BUFFER_MUTATION, TensorArgument(ret[0]), "buf")] +
        [Spec(OutputKind.USER_OUTPUT, TensorArgument(r)) for r in ret[1:]])
    return ExportedProgram(gm, sig)


class ExportedProgramTest(TempDirTest):
    def test_signature_in_meta(self):
        ep = exported(torch.randn(2, 4))
        doc = fxviz.to_json(ep)
        nodes = doc["nodes"]
        self.assertEqual([n["name"] for n in nodes],
                         [n.name for n in ep.graph_module.graph.nodes])
        sig = {n["name"]: (n.get("meta", {}).get("sig_kind"),
                           n.get("meta", {}).get("sig_target")) for n in nodes}
        ph = [n["name"] for n in nodes if n["op"] == "placeholder"]
        ret = [a["node"] for a in nodes[-1]["args"][0]["tuple"]]
        self.assertEqual([sig[p] for p in ph], [
            ("PARAMETER", "linear.weight"), ("PARAMETER", "linear.bias"),
            ("BUFFER", "buf"), ("USER_INPUT", None),
            (None, None)])     # a constant input names no node
        self.assertEqual([sig[r] for r in ret],
                         [("BUFFER_MUTATION", "buf"), ("USER_OUTPUT", None)])
        # No target, no sig_target; nodes outside the signature, no sig_kind.
        user_input = nodes[3]["meta"]
        self.assertNotIn("sig_target", user_input)
        self.assertEqual(sum("sig_kind" in n.get("meta", {}) for n in nodes), 6)
        # Shapes are still there (make_fx's meta['val']).
        self.assertEqual(nodes[0]["meta"]["shape"], [3, 4])

    def test_placeholder_returned_keeps_its_input_kind(self):
        ep = exported(torch.randn(2, 4), returned=True)
        nodes = fxviz.to_json(ep)["nodes"]
        self.assertEqual(nodes[-1]["args"][0]["tuple"][-1], {"node": nodes[3]["name"]})
        self.assertEqual(nodes[3]["meta"]["sig_kind"], "USER_INPUT")

    def test_kinds_as_text_and_odd_signatures(self):
        ep = exported(torch.randn(2, 4))
        first = ep.graph_signature.input_specs[0]
        first.kind = "InputKind.PARAMETER"      # a str, not an Enum
        ep.graph_signature.output_specs = None
        nodes = fxviz.to_json(ep)["nodes"]
        self.assertEqual(nodes[0]["meta"]["sig_kind"], "PARAMETER")
        self.assertFalse(any("sig_kind" in n.get("meta", {}) for n in nodes[5:]))
        # A signature that cannot be read: the graph alone.
        ep.graph_signature = object()
        self.assertEqual(len(fxviz.to_json(ep)["nodes"]), len(nodes))

    def test_fxviz_reads_it(self):
        ep = exported(torch.randn(2, 4))
        path = os.path.join(self.tmp, "ep.json")
        fxviz.save(ep, path)
        got = fxviz_read(self, path)
        self.assertEqual([n["name"] for n in got["nodes"]],
                         [n.name for n in ep.graph_module.graph.nodes])
        self.assertEqual([n["users"] for n in got["nodes"]],
                         [[u.name for u in n.users] for n in ep.graph_module.graph.nodes])
        # fxviz keeps the signature, and writes it back as it was given.
        ours = fxviz.to_json(ep)["nodes"]
        for a, b in zip(got["nodes"], ours):
            for key in ("sig_kind", "sig_target"):
                self.assertEqual(a.get("meta", {}).get(key), b.get("meta", {}).get(key),
                                 "%s of %s" % (key, a["name"]))


# ---- the torch.compile backend, called as dynamo calls it --------------------
# torch 1.13 has no torch.compile (test_exporter2.py compiles for real on 2.x):
# dynamo would call backend(gm, example_inputs)
# with each graph it captured, and run what it returns.

def compiled(kind="gpt_sym"):
    gm = model(kind)
    return gm, [torch.randint(0, 100, (2, 16))]


BACKEND_SCRIPT = r"""
import sys, torch, torch.fx as fx, fxviz
gm = fx.symbolic_trace(torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.ReLU()))
x = torch.randn(2, 4)
one, two = fxviz.backend_to(directory=sys.argv[1]), fxviz.backend_to(directory=sys.argv[1])
for b in (one, two, one):
    f = b(gm, [x])
    assert torch.equal(f(x), gm(x))
"""


class BackendTest(TempDirTest):
    def test_counts_from_one_per_process_and_saves(self):
        env = dict(os.environ, PYTHONPATH=PYDIR)
        for _ in range(2):      # each process counts from 1 again
            r = run(sys.executable, "-c", BACKEND_SCRIPT, self.tmp, env=env)
            self.assertEqual((r.returncode, r.stderr), (0, b""))
            self.assertEqual(sorted(os.listdir(self.tmp)),
                             ["__compiled_fn_%d.json" % i for i in (1, 2, 3)])
        for i in (1, 2, 3):
            got = fxviz_read(self, os.path.join(self.tmp, "__compiled_fn_%d.json" % i))
            self.assertEqual(got["name"], "__compiled_fn_%d" % i)
            self.assertEqual([n["op"] for n in got["nodes"]],
                             ["placeholder", "call_module", "call_module", "output"])

    def test_returns_the_graph_unchanged(self):
        gm, inputs = compiled()
        before = len(os.listdir(self.tmp))
        f = fxviz.backend_to(directory=os.path.join(self.tmp, "new"))(gm, inputs)
        self.assertEqual(f, gm.forward)
        self.assertTrue(torch.equal(f(*inputs), gm(*inputs)))
        saved = os.listdir(os.path.join(self.tmp, "new"))
        self.assertEqual(len(saved), 1)
        self.assertRegex(saved[0], r"^__compiled_fn_\d+\.json$")
        with open(os.path.join(self.tmp, "new", saved[0]), encoding="utf-8") as f:
            doc = json.load(f)
        self.assertEqual(doc["name"], saved[0][:-len(".json")])
        self.assertEqual(len(doc["nodes"]), len(gm.graph.nodes))
        self.assertEqual(len(os.listdir(self.tmp)), before + 1)

    def test_failures_are_told_and_the_program_runs_on(self):
        gm, inputs = compiled()
        blocked = os.path.join(self.tmp, "file")
        with open(blocked, "w") as f:
            f.write("not a folder")
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            dead = "http://127.0.0.1:%d" % s.getsockname()[1]
            err = io.StringIO()
            with contextlib.redirect_stderr(err):
                f = fxviz.backend_to(server=dead, directory=blocked)(gm, inputs)
        self.assertTrue(torch.equal(f(*inputs), gm(*inputs)))
        lines = err.getvalue().splitlines()
        self.assertEqual(len(lines), 2, lines)
        self.assertRegex(lines[0], r"^fxviz: __compiled_fn_\d+: .*file")
        self.assertRegex(lines[1], r"^fxviz: __compiled_fn_\d+: cannot reach " + re.escape(dead))


# ---- uploading, against a scripted HTTP server (the client's side of docs/api.md)

class ScriptedServer(http.server.ThreadingHTTPServer):
    """Answers every POST with self.reply and keeps what it was sent."""

    def __init__(self):
        super().__init__(("127.0.0.1", 0), ScriptedHandler)
        self.requests, self.reply = [], (201, {})
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def url(self):
        return "http://127.0.0.1:%d" % self.server_address[1]


class ScriptedHandler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        self.server.requests.append((self.path, dict(self.headers), body))
        status, reply = self.server.reply
        data = json.dumps(reply).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


class UploadClientTest(TempDirTest):
    def setUp(self):
        super().setUp()
        self.server = ScriptedServer()
        self.addCleanup(self.server.server_close)
        self.addCleanup(self.server.shutdown)

    def test_show_posts_json_and_returns_the_page(self):
        self.server.reply = (201, {"id": "abc", "urls": {"page": "/?graph=abc"}})
        gm = model("gpt_sym")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            url = fxviz.show(gm, server=self.server.url + "/", name="my gpt", token="s3cret")
        self.assertEqual(url, self.server.url + "/?graph=abc")
        self.assertEqual(out.getvalue(), url + "\n")
        path, headers, body = self.server.requests[0]
        self.assertEqual(path, "/api/graphs?name=my+gpt")
        self.assertEqual(headers["Authorization"], "Bearer s3cret")
        self.assertEqual(headers["Content-Type"], "application/json")
        self.assertEqual(json.loads(body), fxviz.to_json(gm, name="my gpt"))

    def test_show_sends_the_overlays(self):
        self.server.reply = (201, {"id": "abc", "urls": {"page": "/?graph=abc"}})
        gm, x = model("gpt_sym"), torch.randint(0, 100, (2, 16))
        with contextlib.redirect_stdout(io.StringIO()):
            fxviz.show(gm, server=self.server.url, overlays=["flops", "params"], inputs=(x,))
        doc = json.loads(self.server.requests[0][2])
        self.assertEqual(doc["version"], 3)
        self.assertEqual([o["name"] for o in doc["overlays"]], ["flops", "params"])
        self.assertEqual(doc["overlays"], fxviz.to_json(
            gm, overlays=["flops", "params"], inputs=(x,))["overlays"])
        with self.assertRaisesRegex(ValueError, "unknown overlay 'gflops'"):
            fxviz.show(gm, server=self.server.url, overlays=["gflops"])
        self.assertEqual(len(self.server.requests), 1)      # nothing sent

    def test_show_without_name_or_token(self):
        self.server.reply = (200, {"urls": {"page": "/?graph=x"}})
        with contextlib.redirect_stdout(io.StringIO()):
            fxviz.show(model("gpt_sym"), server=self.server.url)
        path, headers, _ = self.server.requests[0]
        self.assertEqual(path, "/api/graphs")
        self.assertNotIn("Authorization", headers)

    def test_errors_carry_the_servers_message_and_place(self):
        self.server.reply = (400, {"error": "unknown op 'call_fn'", "line": 3, "column": 25})
        with self.assertRaises(fxviz.UploadError) as cm:
            fxviz.show(model("gpt_sym"), server=self.server.url)
        e = cm.exception
        self.assertEqual((e.status, e.line, e.column), (400, 3, 25))
        self.assertIn("HTTP 400: line 3, column 25: unknown op 'call_fn'", str(e))
        self.server.reply = (401, {"error": "this server needs a token"})
        with self.assertRaises(fxviz.UploadError) as cm:
            fxviz.show(model("gpt_sym"), server=self.server.url)
        self.assertEqual((cm.exception.status, cm.exception.line), (401, None))
        self.assertIn("HTTP 401: this server needs a token", str(cm.exception))

    def test_reply_without_page_url(self):
        self.server.reply = (201, {"id": "abc"})
        with self.assertRaisesRegex(fxviz.UploadError, "without urls.page"):
            fxviz.show(model("gpt_sym"), server=self.server.url)

    def test_default_backend_uploads_to_the_default_server(self):
        self.server.reply = (201, {"id": "abc", "urls": {"page": "/?graph=abc"}})
        gm, inputs = compiled()
        err = io.StringIO()
        with mock.patch.object(fxviz, "DEFAULT_SERVER", self.server.url), \
                contextlib.redirect_stderr(err):
            f = fxviz.backend(gm, inputs)
        self.assertTrue(torch.equal(f(*inputs), gm(*inputs)))
        path, headers, body = self.server.requests[0]
        self.assertRegex(path, r"^/api/graphs\?name=__compiled_fn_\d+$")
        self.assertEqual(headers["Content-Type"], "application/json")
        name = path.split("=")[1]
        self.assertEqual(json.loads(body)["name"], name)
        self.assertEqual(err.getvalue(), "fxviz: %s: %s/?graph=abc\n" % (name, self.server.url))

    def cli(self, *args, stdin=None):
        env = dict(os.environ, PYTHONPATH=PYDIR)
        return run(sys.executable, "-m", "fxviz", *args, env=env, cwd=self.tmp, input=stdin)

    def test_cli_sends_files_as_they_are(self):
        self.server.reply = (201, {"urls": {"page": "/?graph=abc"}})
        gm = model("gpt_sym")
        js, txt = os.path.join(self.tmp, "g.json"), os.path.join(self.tmp, "resnet.fx.txt")
        fxviz.save(gm, js)
        with open(txt, "w") as f:
            f.write(str(gm.graph))
        with open(js, "rb") as f:
            js_bytes = f.read()
        with open(txt, "rb") as f:
            txt_bytes = f.read()
        for args in ([js], [txt, "--name", "N", "--token", "T"], [txt], ["-"]):
            r = self.cli(*args, "--server", self.server.url,
                         stdin=js_bytes if args == ["-"] else None)
            self.assertEqual((r.returncode, r.stderr), (0, b""), args)
            self.assertEqual(r.stdout.decode(), self.server.url + "/?graph=abc\n")
        sent = self.server.requests
        self.assertEqual(sent[0][0], "/api/graphs?name=g")  # JSON too: the file's name
        self.assertEqual(sent[0][1]["Content-Type"], "application/json")
        self.assertEqual(sent[0][2], js_bytes)
        self.assertEqual(sent[1][0], "/api/graphs?name=N")
        self.assertEqual(sent[1][1]["Authorization"], "Bearer T")
        self.assertTrue(sent[1][1]["Content-Type"].startswith("text/plain"))
        self.assertEqual(sent[1][2], txt_bytes)
        self.assertEqual(sent[2][0], "/api/graphs?name=resnet.fx")   # text: the file's name
        self.assertEqual(sent[3][:1] + sent[3][2:], ("/api/graphs", js_bytes))   # stdin: the JSON's

    def test_cli_errors(self):
        r = self.cli(os.path.join(self.tmp, "missing.json"), "--server", self.server.url)
        self.assertEqual(r.returncode, 1)
        self.assertIn(b"missing.json: No such file or directory", r.stderr)
        self.server.reply = (400, {"error": "unknown op 'call_fn'", "line": 3, "column": 25})
        bad = os.path.join(TOP_SRCDIR, "tests", "data", "bad", "unknown_op.txt")
        r = self.cli(bad, "--server", self.server.url)
        self.assertEqual((r.returncode, r.stdout), (1, b""))
        self.assertIn(b"HTTP 400: line 3, column 25: unknown op 'call_fn'", r.stderr)
        # A port that is bound but not listening refuses connections.
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            dead = "http://127.0.0.1:%d" % s.getsockname()[1]
            r = self.cli(bad, "--server", dead)
            self.assertEqual(r.returncode, 1)
            self.assertIn(("fxviz: cannot reach %s" % dead).encode(), r.stderr)
            with self.assertRaisesRegex(fxviz.UploadError, "cannot reach"):
                fxviz.show(model("gpt_sym"), server=dead)


# ---- uploading to the real daemon ---------------------------------------------

TOKEN = "exporter-test-token"


class DaemonTest(unittest.TestCase):
    """A real `fxviz serve` on a free loopback port, with --token TOKEN, for
    the class's tests (no tests of its own: test_exporter2.py uses it too),
    started with SERVE_ARGS besides."""

    SERVE_ARGS = []

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="fxviz-daemon-")
        port_file = os.path.join(cls.tmp, "port")
        os.mkdir(os.path.join(cls.tmp, "data"))
        cls.log = open(os.path.join(cls.tmp, "serve.log"), "w+b")
        cls.proc = subprocess.Popen(
            [FXVIZ, "serve", "--listen", "127.0.0.1:0", "--data",
             os.path.join(cls.tmp, "data"), "--port-file", port_file, "--token", TOKEN]
            + cls.SERVE_ARGS,
            stdout=cls.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 15
        while True:
            if cls.proc.poll() is not None or time.monotonic() > deadline:
                out = cls.output()
                cls.stop()
                raise RuntimeError("fxviz serve did not start (exit %s): %s" %
                                   (cls.proc.returncode, out))
            try:
                with open(port_file) as f:
                    cls.server = "http://127.0.0.1:%d" % int(f.read().strip())
                with urllib.request.urlopen(cls.server + "/healthz", timeout=5) as r:
                    if r.status == 200:
                        break
            except (OSError, ValueError):
                pass    # not listening yet, or the port file half written
            time.sleep(0.05)

    @classmethod
    def output(cls):
        cls.log.seek(0)
        return cls.log.read().decode("utf-8", "replace").strip()

    @classmethod
    def stop(cls):
        if cls.proc.poll() is None:
            cls.proc.send_signal(signal.SIGTERM)
            try:
                cls.proc.wait(10)
            except subprocess.TimeoutExpired:
                cls.proc.kill()
                cls.proc.wait()
        out = cls.output()
        cls.log.close()
        shutil.rmtree(cls.tmp)
        # A build with -fsanitize=address,undefined reports in this log,
        # which goes with cls.tmp.
        if re.search(r"ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:", out):
            raise AssertionError("a sanitizer report in fxviz serve's log:\n" + out)

    @classmethod
    def tearDownClass(cls):
        cls.stop()

    def get(self, path):
        with urllib.request.urlopen(self.server + path, timeout=60) as r:
            self.assertEqual(r.status, 200, path)
            return r.read()

    def listed(self, name):
        graphs = json.loads(self.get("/api/graphs"))["graphs"]
        found = [g for g in graphs if g["name"] == name]
        self.assertEqual(len(found), 1, "graphs named %s in %s" % (name, graphs))
        return found[0]

    def check_svg(self, entry, names):
        svg = self.get(entry["urls"]["svg"])
        boxes, proxies = svg_nodes(svg)
        self.assertEqual(sorted(boxes), sorted(names))
        self.assertEqual(svg.count(b'class="node '), len(names) + proxies)
        return boxes


class DaemonUploadTest(DaemonTest):
    """show() and python3 -m fxviz against a real `fxviz serve`, then its SVG."""

    def show(self, gm, name, **kw):
        with contextlib.redirect_stdout(io.StringIO()) as out:
            url = fxviz.show(gm, server=self.server, name=name, token=TOKEN, **kw)
        self.assertEqual(out.getvalue(), url + "\n")
        return url

    def test_show_needs_the_token(self):
        with self.assertRaises(fxviz.UploadError) as cm:
            fxviz.show(model("gpt_sym"), server=self.server, name="no token")
        self.assertEqual(cm.exception.status, 401)
        graphs = json.loads(self.get("/api/graphs"))["graphs"]
        self.assertNotIn("no token", [g["name"] for g in graphs])

    @unittest.skipIf(torchvision is None, "torchvision is not installed")
    def test_show_resnet18(self):
        gm = model("resnet18_sym")
        url = self.show(gm, "resnet18 exported")
        entry = self.listed("resnet18 exported")
        self.assertEqual(url, self.server + entry["urls"]["page"])
        self.assertEqual((entry["nodes"], entry["source"]), (71, "upload"))
        self.assertIn(b"<html", self.get(url[len(self.server):]).lower())     # the page opens
        boxes = self.check_svg(entry, [n.name for n in gm.graph.nodes])
        self.assertIn("float32[1, 64, 112, 112]", boxes["conv1"])
        # The same graph again is the same graph, at the same address.
        self.assertEqual(self.show(gm, "resnet18 exported"), url)

    def test_show_gpt_make_fx(self):
        gm = model("gpt_makefx")
        url = self.show(gm, "gpt make_fx")
        entry = self.listed("gpt make_fx")
        self.assertEqual(url, self.server + entry["urls"]["page"])
        self.check_svg(entry, [n.name for n in gm.graph.nodes])

    def test_cli_uploads_json_and_text(self):
        gm = model("gpt_sym")
        with tempfile.TemporaryDirectory() as tmp:
            js, txt = os.path.join(tmp, "gpt.json"), os.path.join(tmp, "gpt_text.txt")
            other = os.path.join(tmp, "other.txt")
            fxviz.save(gm, js, name="gpt from cli")
            for path, end in ((txt, "\n"), (other, "\n\n")):
                with open(path, "w") as f:
                    f.write(str(gm.graph) + end)
            env = dict(os.environ, PYTHONPATH=PYDIR)
            # Named after the file, JSON too, unless --name says otherwise.
            for path, name, more in ((js, "gpt", ()), (txt, "gpt_text", ()),
                                     (other, "gpt given", ("--name", "gpt given"))):
                r = run(sys.executable, "-m", "fxviz", path, "--server", self.server,
                        "--token", TOKEN, *more, env=env)
                self.assertEqual((r.returncode, r.stderr), (0, b""), path)
                entry = self.listed(name)
                self.assertEqual(r.stdout.decode(), self.server + entry["urls"]["page"] + "\n")
                self.check_svg(entry, [n.name for n in gm.graph.nodes])

    def test_backend_uploads_and_saves(self):
        gm, inputs = compiled("gpt_makefx")
        err = io.StringIO()
        with tempfile.TemporaryDirectory() as tmp, contextlib.redirect_stderr(err):
            f = fxviz.backend_to(server=self.server, directory=tmp, token=TOKEN)(gm, inputs)
            saved = os.listdir(tmp)
        self.assertTrue(torch.equal(f(*inputs), gm(*inputs)))
        m = re.match(r"^fxviz: (__compiled_fn_\d+): (\S+)\n$", err.getvalue())
        self.assertIsNotNone(m, err.getvalue())
        self.assertEqual(saved, [m.group(1) + ".json"])
        entry = self.listed(m.group(1))
        self.assertEqual(m.group(2), self.server + entry["urls"]["page"])
        self.assertEqual(entry["nodes"], len(gm.graph.nodes))
        self.check_svg(entry, [n.name for n in gm.graph.nodes])

    def test_backend_needs_the_token(self):
        gm, inputs = compiled()
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            f = fxviz.backend_to(server=self.server)(gm, inputs)
        self.assertEqual(f, gm.forward)
        self.assertIn("HTTP 401", err.getvalue())

    def test_cli_reports_bad_input(self):
        bad = os.path.join(TOP_SRCDIR, "tests", "data", "bad", "unknown_op.txt")
        r = run(sys.executable, "-m", "fxviz", bad, "--server", self.server, "--token", TOKEN,
                env=dict(os.environ, PYTHONPATH=PYDIR))
        self.assertEqual((r.returncode, r.stdout), (1, b""))
        self.assertIn(b"HTTP 400: line 3, column 25: unknown op 'call_fn'", r.stderr)


    def test_show_and_save_name_after_the_model_and_its_form(self):
        # No name given: the model (torchvision's name when it is one of
        # its) and how the graph was made, so that three uploads are not
        # three "ResNet"s.
        with contextlib.redirect_stdout(io.StringIO()):
            fxviz.show(model("gpt_makefx"), server=self.server, token=TOKEN)
        n = len(model("gpt_makefx").graph.nodes)
        self.assertEqual(self.listed("make_fx · %d nodes" % n)["nodes"], n)
        if torchvision is None:
            return
        with contextlib.redirect_stdout(io.StringIO()):
            fxviz.show(model("resnet18_sym"), server=self.server, token=TOKEN)
        self.assertEqual(self.listed("resnet18 · symbolic_trace")["nodes"], 71)
        m = torchvision.models.resnet50().eval()
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "r50.json")
            fxviz.save(fx.symbolic_trace(m), path)
            with open(path, encoding="utf-8") as f:
                self.assertEqual(json.load(f)["name"], "resnet50 · symbolic_trace")


class QuantizedNamesTest(unittest.TestCase):
    """FX graph mode quantization's graphs are named after the model and
    the pass: the class prepare_fx and convert_fx leave is "GraphModule"."""

    @unittest.skipIf(torchvision is None, "torchvision is not installed")
    def test_prepare_and_convert_fx(self):
        import warnings
        from torch.ao.quantization import get_default_qconfig_mapping
        from torch.ao.quantization.quantize_fx import convert_fx, prepare_fx
        torch.manual_seed(0)
        m, x = torchvision.models.resnet18().eval(), torch.randn(1, 3, 224, 224)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            prepared = prepare_fx(m, get_default_qconfig_mapping("fbgemm"), (x,))
            self.assertEqual(type(prepared).__name__, "GraphModule")
            self.assertEqual(fxviz.to_json(prepared)["name"], "resnet18 · prepare_fx")
            prepared(x)
            converted = convert_fx(prepared)
        self.assertEqual(fxviz.to_json(converted)["name"], "resnet18 · convert_fx")


def chain(n):
    """A GraphModule of n relus in a row, each with a stack trace of 1 KB:
    a graph whose JSON is n KB and more (fx names nodes in quadratic time,
    so the bytes come from the traces)."""
    g = fx.Graph()
    x = g.placeholder("x")
    for i in range(n):
        x = g.call_function(torch.relu, (x,))
        x.meta["stack_trace"] = '  File "model.py", line %d, in forward\n%s' % (i, "#" * 1000)
    g.output(x)
    return fx.GraphModule(nn.Module(), g)


class DaemonLimitTest(DaemonTest):
    """A server that takes 2 MB a body and 1 MB of a run's files: the
    client says so before it sends, and reports the server's own 413 when
    it sends anyway."""

    SERVE_ARGS = ["--max-body", "2", "--max-run-mb", "1"]

    def posts(self):
        """The uploads the server has answered, by status."""
        text = self.get("/metrics").decode()
        return dict(re.findall(r'^fxviz_http_requests_total\{route="graphs_post",'
                               r'status="(\d+)"\} (\d+)$', text, re.M))

    def cli(self, *args, code=""):
        """python3 -m fxviz ARGS against the server, after code."""
        return run(sys.executable, "-c", "import sys, fxviz\n%s\nsys.exit(fxviz.main())"
                   % code, *args, "--server", self.server, "--token", TOKEN,
                   env=dict(os.environ, PYTHONPATH=PYDIR))

    def big_file(self, tmp, mb):
        path = os.path.join(tmp, "big.txt")
        with open(path, "w") as f:
            f.write("graph():\n" + "    %%x : [num_users=0] = placeholder[target=x]\n"
                    * (mb * 2 ** 20 // 48))
        return path

    def test_the_limit_is_checked_before_sending(self):
        limits = json.loads(self.get("/api/config"))["limits"]
        self.assertEqual((limits["max_body"], limits["max_run"]), (2 << 20, 1 << 20))
        before = self.posts()
        with tempfile.TemporaryDirectory() as tmp:
            r = self.cli(self.big_file(tmp, 3))
        self.assertEqual((r.returncode, r.stdout), (1, b""))
        self.assertRegex(r.stderr.decode(), r"^fxviz: \S*big.txt is 3.0 MB, larger than the "
                         r"server's limit of 2 MB \(fxviz serve --max-body\): not sent\n$")
        with self.assertRaises(fxviz.UploadError) as cm:
            fxviz.show(chain(3000), server=self.server, token=TOKEN)
        self.assertEqual(cm.exception.status, 413)
        self.assertRegex(str(cm.exception), r"^the graph's JSON is \d\.\d MB, larger than "
                         r"the server's limit of 2 MB \(fxviz serve --max-body\): not sent$")
        self.assertEqual(self.posts(), before, "nothing was sent")
        # A run's folder: its files unpacked, against --max-run-mb.
        with tempfile.TemporaryDirectory() as tmp:
            trace = os.path.join(tmp, "trace")
            os.mkdir(trace)
            with open(os.path.join(trace, "rank0.log"), "wb") as f:
                f.write(b"x" * (3 << 19))
            r = self.cli(trace)
        self.assertEqual((r.returncode, r.stdout), (1, b""))
        self.assertRegex(r.stderr.decode(), r"^fxviz: the files of \S*trace are 1.5 MB, larger "
                         r"than the server's limit of 1 MB \(fxviz serve --max-run-mb\): "
                         r"not sent\n$")
        self.assertNotIn(b"runs_post", self.get("/metrics"))

    def test_a_413_is_reported_with_the_servers_limit(self):
        # A client that does not ask first (as an older server makes it):
        # the server answers 413 at the Content-Length and closes while
        # 8 MB are still on their way; the answer is read all the same.
        skip = "fxviz._limits = lambda server: {}"
        with tempfile.TemporaryDirectory() as tmp:
            r = self.cli(self.big_file(tmp, 8), code=skip)
        self.assertEqual((r.returncode, r.stdout), (1, b""))
        err = r.stderr.decode()
        self.assertRegex(err, r"^fxviz: http://\S+/api/graphs\?name=big: HTTP 413: the body "
                         r"\(8.0 MB\) is larger than this server's limit of 2 MB \(--max-body\)\n$")
        self.assertNotIn("pipe", err.lower())
        with mock.patch.object(fxviz, "_limits", lambda server: {}), \
                self.assertRaises(fxviz.UploadError) as cm:
            fxviz.show(chain(3000), server=self.server, token=TOKEN)
        self.assertEqual(cm.exception.status, 413)
        self.assertIn("HTTP 413: the body (", str(cm.exception))
        self.assertIn("larger than this server's limit of 2 MB (--max-body)", str(cm.exception))

    def test_a_400_is_reported_at_its_line_and_column(self):
        bad = os.path.join(TOP_SRCDIR, "tests", "data", "bad", "unknown_op.txt")
        r = self.cli(bad)
        self.assertEqual((r.returncode, r.stdout), (1, b""))
        self.assertIn(b"HTTP 400: line 3, column 25: unknown op 'call_fn'", r.stderr)


if __name__ == "__main__":
    unittest.main(verbosity=2)
