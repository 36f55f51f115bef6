"""Tests of python/fxviz.py on real torch 2.x: torch.export's ExportedPrograms
(signature kinds, module frames, symbolic shapes, torch.cond's branches) and
torch.compile's graphs through fxviz.backend_to and fxviz.aot_backend_to,
uploaded to a real `fxviz serve` and read back by the fxviz binary."""
import sys

try:
    import torch
except ImportError:
    print("skipped: torch is not installed")
    sys.exit(77)    # automake's SKIP
if not hasattr(torch, "export") or not hasattr(torch, "compile"):
    print("skipped: torch %s has no torch.export and torch.compile" % torch.__version__)
    sys.exit(77)

import contextlib
import copy
import io
import json
import logging
import math
import os
import re
import statistics
import unittest

import torch.export
import torch.nn as nn
import torch.nn.functional as F
from torch.fx.experimental.proxy_tensor import make_fx
from torch.fx.experimental.symbolic_shapes import is_concrete_int
from torch.fx.node import _format_arg

import test_exporter as base    # its helpers; none of its tests run here
from test_exporter import TOKEN, FXVIZ, fx_text, fxviz_read, printed, refs, run, svg_nodes

fxviz = base.fxviz

try:
    import torchvision
except ImportError:
    torchvision = None

# What torch.export puts in nn_module_stack for "no stack"
# (torch/_export/passes/_node_metadata_hook.py).
NO_STACK = "_empty_nn_module_stack_from_metadata_hook"
# The name torch 2.14's dynamo gives a graph: a count, then a uuid.
DYNAMO_NAME = r"__compiled_fn_\d+_[0-9a-f]{8}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{12}"


# ---- what torch holds ----------------------------------------------------------

def module_path(path):
    """A path of nn_module_stack as a module path: dynamo writes the
    source it read (L['self'].blocks[0].lin), export the path (blocks.0.lin)."""
    path = re.sub(r"^L\[(['\"])\w+\1\]\.?", "", path)
    return re.sub(r"\[(?:'([^']*)'|(\d+))\]", lambda m: "." + (m.group(1) or m.group(2)),
                  path).lstrip(".")


def torch_module(node):
    """The innermost module torch says the node ran in, or None."""
    stack = node.meta.get("nn_module_stack") or {}
    paths = [module_path(v[0]) for k, v in stack.items() if k != NO_STACK]
    paths = [p for p in paths if p]
    return paths[-1] if paths else None


def sym_type(node):
    v = node.meta.get("val", node.meta.get("example_value"))
    if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool)):
        return "Sym(%s)" % v
    return None


def torch_tensors(node):
    """[(shape, dtype, device) or None per result] of meta['val'] (export,
    AOT) or meta['example_value'] (dynamo)."""
    v = node.meta.get("val", node.meta.get("example_value"))
    # A SymInt that stands for a known number prints as the number.
    size = lambda d: int(d) if is_concrete_int(d) else str(d)
    one = lambda t: ([size(d) for d in t.shape], str(t.dtype), str(t.device))
    if isinstance(v, torch.Tensor):
        return [one(v)]
    if isinstance(v, (list, tuple)) and any(isinstance(x, torch.Tensor) for x in v):
        return [one(x) if isinstance(x, torch.Tensor) else None for x in v]
    return []


def fxviz_tensors(meta):
    items = base.fxviz_tensors(meta)
    devices = meta.get("device")
    if not isinstance(devices, list):
        devices = [devices] * len(items)
    return [None if t is None else (t[0], t[1], d) for t, d in zip(items, devices)]


def users(node):
    """node's users in graph order, as fxviz lists them."""
    order = {n: i for i, n in enumerate(node.graph.nodes)}
    return [u.name for u in sorted(node.users, key=order.get)]


def sub_modules(gm):
    """{target: GraphModule} of the sub-graphs gm's get_attr and
    call_module nodes reach."""
    return {n.target: getattr(gm, n.target) for n in gm.graph.nodes
            if n.op in ("get_attr", "call_module") and
            isinstance(getattr(gm, n.target, None), torch.fx.GraphModule)}


def label(t):
    shape, dtype = t[0], t[1]
    return base.label((shape, dtype))


class GraphCheck:
    """Asserts that fxviz read a graph as torch holds it."""

    def check_graph(self, gm, got, where):
        """got, fxviz's reading of gm (render -f json): node for node, and
        gm's sub-graphs likewise."""
        tnodes = list(gm.graph.nodes)
        self.assertEqual([n["name"] for n in got["nodes"]], [n.name for n in tnodes], where)
        self.assertNotIn("warnings", got, where)
        for t, g in zip(tnodes, got["nodes"]):
            w = "%s: node %s" % (where, t.name)
            self.assertEqual(g["op"], t.op, w)
            self.assertEqual(g["target"], printed(t, "target"), w)
            self.assertEqual(g.get("type"), printed(t, "type") or sym_type(t), w)
            self.assertEqual(g["users"], users(t), w)
            self.assertEqual(refs([g["args"], list(g["kwargs"].values())], []),
                             [a.name for a in t.all_input_nodes], w)
            self.assertEqual(fx_text({"tuple": g["args"]}), _format_arg(t.args), w)
            self.assertEqual(fx_text({"dict": g["kwargs"]}), _format_arg(t.kwargs), w)
            meta = g.get("meta", {})
            self.assertEqual(fxviz_tensors(meta), torch_tensors(t), w)
            self.assertEqual(meta.get("stack_trace"), t.meta.get("stack_trace"), w)
            if torch_module(t) is not None:
                # fxviz writes the frame it draws a node in for the top
                # graph; in a sub-graph, the stack it kept.
                frames = [f["path"] for f in meta.get("nn_module_stack", [])]
                self.assertEqual(g.get("module", frames[-1] if frames else None),
                                 torch_module(t), w)
        subs = sub_modules(gm)
        got_subs = {s["name"]: s for s in got.get("subgraphs", [])}
        self.assertEqual(sorted(got_subs), sorted(subs), where)
        for g in got["nodes"]:
            self.assertEqual(g.get("subgraph"), g["target"] if g["target"] in subs and
                             g["op"] in ("get_attr", "call_module") else None, g["name"])
        for name, sub in subs.items():
            self.check_graph(sub, got_subs[name], "%s/%s" % (where, name))

    def check_drawing(self, gm, svg, where):
        """Every node is drawn, with its shapes, and the module frames are
        those torch's nn_module_stack names, with their ancestors."""
        boxes, _ = svg_nodes(svg)
        self.assertEqual(set(boxes), {n.name for n in gm.graph.nodes}, where)
        for n in gm.graph.nodes:
            for t in torch_tensors(n)[:3]:
                if t is not None:
                    self.assertIn(label(t), boxes[n.name], "%s: box of %s" % (where, n.name))
        frames = set()
        for n in gm.graph.nodes:
            path = torch_module(n)
            while path:
                frames.add(path)
                path = path.rpartition(".")[0]
        # A module is framed once per stretch of graph order: the later
        # stretches are "c:PATH#2" ... of class "more" (docs/api.md).
        drawn = {re.sub(r"#\d+$", "", p.decode()) if b"more" in c else
                 p.decode() for p, c in re.findall(
                     rb'<g id="c:([^"]*)" class="(cluster[^"]*)"', svg)}
        self.assertEqual(drawn, frames, where)

    def export_and_read(self, program, tag):
        """program saved by fxviz.save, read by fxviz; both."""
        path = os.path.join(self.tmp, tag + ".json")
        fxviz.save(program, path)
        with open(path, encoding="utf-8") as f:
            ours = json.load(f)
        return ours, fxviz_read(self, path), path

    def sig_of(self, got):
        return {n["name"]: (n.get("meta", {}).get("sig_kind"), n.get("meta", {}).get("sig_target"))
                for n in got["nodes"] if "sig_kind" in n.get("meta", {})}


# ---- torch.export ----------------------------------------------------------------

class Stateful(nn.Module):
    """A parameter, a buffer it mutates, a buffer not saved, a constant
    tensor, and an input it mutates."""

    def __init__(s):
        super().__init__()
        s.lin = nn.Linear(4, 4)
        s.register_buffer("count", torch.zeros(1))
        s.register_buffer("scratch", torch.ones(4), persistent=False)
        s.const = torch.tensor([1.0, 2.0, 3.0, 4.0])

    def forward(s, x, y):
        s.count.add_(1)
        y.mul_(2)
        return s.lin(x) + s.const + s.scratch, y.sum(), x, y


class Sub(nn.Module):
    def __init__(s):
        super().__init__()
        s.lin = nn.Linear(4, 4)

    def forward(s, x):
        return s.lin(x).relu()


class Branchy(nn.Module):
    """A sub-module called twice, torch.cond whose branch calls it again,
    and a size used as a number."""

    def __init__(s):
        super().__init__()
        s.sub = Sub()

    def forward(s, x):
        x = s.sub(s.sub(x))
        x = torch.cond(x.sum() > 0, lambda v: s.sub(v) * 2, lambda v: v - 1, (x,))
        return x * x.shape[0]


class Printing(nn.Module):
    """An op with a side effect, which export orders with a token."""

    def __init__(s):
        super().__init__()
        s.lin = nn.Linear(4, 2)

    def forward(s, x, scale: float):
        torch.ops.aten._print("hello")
        return s.lin(x) * scale


class Loss(nn.Module):
    def __init__(s):
        super().__init__()
        s.lin = nn.Linear(4, 3)

    def forward(s, x, y):
        return (F.cross_entropy(s.lin(x), y),)


class ExportTest(base.TempDirTest, GraphCheck):
    def test_resnet18(self):
        if torchvision is None:
            self.skipTest("torchvision is not installed")
        torch.manual_seed(0)
        m = torchvision.models.resnet18().eval()
        ep = torch.export.export(m, (torch.randn(1, 3, 224, 224),))
        ours, got, path = self.export_and_read(ep, "resnet18")
        self.check_graph(ep.graph_module, got, "resnet18")
        self.assertEqual(got["name"], "resnet18 · export")    # torchvision's name, and the form
        sig = self.sig_of(got)
        kinds = [sig[n.name][0] for n in ep.graph.nodes if n.op == "placeholder"]
        self.assertEqual(kinds, ["PARAMETER"] * len(list(m.parameters())) +
                         ["BUFFER"] * len(list(m.buffers())) + ["USER_INPUT"])
        params = [sig[n.name][1] for n in ep.graph.nodes if n.op == "placeholder"]
        self.assertEqual(params[:len(list(m.parameters()))], [k for k, _ in m.named_parameters()])
        self.assertEqual(params[len(list(m.parameters())):-1], [k for k, _ in m.named_buffers()])
        out = list(ep.graph.nodes)[-1].args[0][0].name
        self.assertEqual(sig[out], ("USER_OUTPUT", None))
        # Every conv and batch norm sits in its module's frame.
        modules = {n["name"]: n["module"] for n in got["nodes"]}
        self.assertEqual(modules["conv2d"], "conv1")
        self.assertEqual(modules["fc"] if "fc" in modules else modules["linear"], "fc")
        self.assertTrue(any(m == "layer4.1.bn2" for m in modules.values()))
        r = run(FXVIZ, "render", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.check_drawing(ep.graph_module, r.stdout, "resnet18")
        self.assertIn("float32[1, 64, 112, 112]", svg_nodes(r.stdout)[0]["conv2d"])

    def test_names_say_the_model_and_the_form(self):
        # An exported model goes by its class; graphs torch.compile makes,
        # whose class is lost, by their stage and size.
        ep = torch.export.export(Stateful(), (torch.randn(2, 4), torch.randn(2, 4)))
        self.assertEqual(fxviz.to_json(ep)["name"], "Stateful · export")
        self.assertEqual(fxviz.to_json(ep, name="mine")["name"], "mine")
        names = []

        def compiler(gm, example_inputs):
            names.append((fxviz.to_json(gm)["name"], len(gm.graph.nodes)))
            return gm.forward

        def backend(gm, example_inputs):
            compiler(gm, example_inputs)
            from torch._dynamo.backends.common import aot_autograd
            return aot_autograd(fw_compiler=compiler, bw_compiler=compiler)(
                gm, example_inputs)

        torch._dynamo.reset()
        x = torch.randn(2, 8, requires_grad=True)
        torch.compile(Block(), backend=backend)(x).sum().backward()
        self.assertEqual([n.rsplit(" · ", 1)[0] for n, _ in names],
                         ["dynamo", "aot_forward", "aot_backward"], names)
        for name, n in names:
            self.assertTrue(name.endswith(" · %d nodes" % n), name)

    def test_pt2e_names(self):
        # PT2E quantization (torchao) of an exported resnet18: the class is
        # lost ("GraphModule"), the model and the pass are not.
        try:
            from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e
            from torchao.testing.pt2e._xnnpack_quantizer import (
                XNNPACKQuantizer, get_symmetric_quantization_config)
        except ImportError:
            self.skipTest("torchao is not installed")
        if torchvision is None:
            self.skipTest("torchvision is not installed")
        torch.manual_seed(0)
        m, x = torchvision.models.resnet18().eval(), torch.randn(1, 3, 224, 224)
        exported = torch.export.export(m, (x,)).module()
        self.assertEqual(fxviz.to_json(exported)["name"], "resnet18 · export")
        prepared = prepare_pt2e(exported, XNNPACKQuantizer().set_global(
            get_symmetric_quantization_config()))
        self.assertEqual(fxviz.to_json(prepared)["name"], "resnet18 · prepare_pt2e")
        prepared(x)
        self.assertEqual(fxviz.to_json(convert_pt2e(prepared))["name"],
                         "resnet18 · convert_pt2e")

    def test_buffers_constants_and_mutations(self):
        ep = torch.export.export(Stateful(), (torch.randn(2, 4), torch.randn(2, 4)))
        for tag, program in (("training IR", ep), ("decomposed", ep.run_decompositions())):
            ours, got, path = self.export_and_read(program, "stateful")
            self.check_graph(program.graph_module, got, tag)
            sig = self.sig_of(got)
            self.assertEqual(sig["p_lin_weight"], ("PARAMETER", "lin.weight"), tag)
            self.assertEqual(sig["p_lin_bias"], ("PARAMETER", "lin.bias"), tag)
            self.assertEqual(sig["b_count"], ("BUFFER", "count"), tag)
            self.assertEqual(sig["b_scratch"], ("BUFFER", "scratch"), tag)
            self.assertEqual(sig["c_const"], ("CONSTANT_TENSOR", "const"), tag)
            self.assertEqual((sig["x"], sig["y"]), (("USER_INPUT", None),) * 2, tag)
            returned = [a.name for a in list(program.graph.nodes)[-1].args[0]]
            kinds = [sig.get(r) for r in returned]
            # x is returned as it is: a placeholder keeps its input's kind.
            if tag == "training IR":
                # The training IR mutates in place: no mutation outputs.
                self.assertEqual(kinds, [("USER_OUTPUT", None)] * 2 + [("USER_INPUT", None),
                                                                       ("USER_OUTPUT", None)], tag)
            else:
                # The mutated y, returned too, keeps its first kind.
                self.assertEqual(kinds, [("BUFFER_MUTATION", "count"), ("USER_INPUT_MUTATION", "y")] +
                                 [("USER_OUTPUT", None)] * 2 + [("USER_INPUT", None),
                                                                ("USER_INPUT_MUTATION", "y")], tag)
            # fxviz reading print(program) finds the same signature.
            text = os.path.join(self.tmp, "stateful.txt")
            with open(text, "w") as f:
                f.write(str(program))
            self.assertEqual(self.sig_of(fxviz_read(self, text)), sig, tag)
            r = run(FXVIZ, "render", path)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.check_drawing(program.graph_module, r.stdout, tag)

    def test_tokens_and_scalars(self):
        ep = torch.export.export(Printing(), (torch.randn(2, 4), 2.0)).run_decompositions()
        ours, got, _ = self.export_and_read(ep, "printing")
        self.assertEqual(got["name"], "Printing · export")
        self.assertEqual(fxviz.to_json(ep, name="mine")["name"], "mine")
        self.check_graph(ep.graph_module, got, "printing")
        sig = self.sig_of(got)
        placeholders = [n.name for n in ep.graph.nodes if n.op == "placeholder"]
        self.assertEqual([sig[p][0] for p in placeholders],
                         ["TOKEN", "PARAMETER", "PARAMETER", "USER_INPUT", "USER_INPUT"])
        self.assertEqual(placeholders[-1], "scale")     # a float input: a node too
        returned = [a.name for a in list(ep.graph.nodes)[-1].args[0]]
        self.assertEqual([sig[r][0] for r in returned], ["TOKEN", "USER_OUTPUT"])

    def test_joint_loss_and_gradients(self):
        try:
            from torch.export.experimental import _export_forward_backward
        except ImportError:
            self.skipTest("no torch.export.experimental._export_forward_backward")
        ep = torch.export.export(Loss(), (torch.randn(3, 4), torch.tensor([0, 1, 2])))
        joint = _export_forward_backward(ep)
        ours, got, _ = self.export_and_read(joint, "joint")
        self.check_graph(joint.graph_module, got, "joint")
        sig = self.sig_of(got)
        returned = [a.name for a in list(joint.graph.nodes)[-1].args[0]]
        self.assertEqual([sig[r] for r in returned],
                         [("LOSS_OUTPUT", None), ("GRADIENT_TO_PARAMETER", "lin.weight"),
                          ("GRADIENT_TO_PARAMETER", "lin.bias")])

    def test_dynamic_shapes_and_cond(self):
        batch = torch.export.Dim("batch", min=2, max=64)
        ep = torch.export.export(Branchy(), (torch.randn(3, 4),), dynamic_shapes={"x": {0: batch}})
        ours, got, path = self.export_and_read(ep, "branchy")
        self.check_graph(ep.graph_module, got, "branchy")
        nodes = {n["name"]: n for n in got["nodes"]}
        x = [n for n in ep.graph.nodes if n.op == "placeholder"][-1]
        symbol = str(x.meta["val"].shape[0])
        self.assertRegex(symbol, r"^s\d+$")
        self.assertEqual(nodes["x"]["meta"]["shape"], [symbol, 4])
        sizes = [n for n in ep.graph.nodes if n.target == torch.ops.aten.sym_size.int]
        self.assertEqual([nodes[n.name]["type"] for n in sizes], ["Sym(%s)" % symbol])
        # The module called twice: both calls in its frame; the cond's
        # branches as sub-graphs, drawn on their own.
        self.assertEqual([n["module"] for n in got["nodes"] if n["name"].startswith("linear")],
                         ["sub.lin", "sub.lin"])
        self.assertEqual([s["name"] for s in got["subgraphs"]], ["true_graph_0", "false_graph_0"])
        r = run(FXVIZ, "render", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.check_drawing(ep.graph_module, r.stdout, "branchy")
        self.assertIn("float32[%s, 4]" % symbol, svg_nodes(r.stdout)[0]["relu"])
        for name, sub in sub_modules(ep.graph_module).items():
            r = run(FXVIZ, "render", path, "--sub", name)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(set(svg_nodes(r.stdout)[0]), {n.name for n in sub.graph.nodes})

    def test_split_module_parts(self):
        from torch.fx.passes.split_module import split_module
        m = Sub()
        gm = torch.fx.symbolic_trace(m)
        parts = split_module(gm, m, lambda n: 0 if n.name in ("x", "lin") else 1)
        ours, got, path = self.export_and_read(parts, "split")
        self.check_graph(parts, got, "split")
        calls = [n for n in got["nodes"] if n["op"] == "call_module"]
        self.assertEqual([(n["name"], n["subgraph"]) for n in calls],
                         [("submod_0", "submod_0"), ("submod_1", "submod_1")])
        # torch 2.x's per-GraphModule class goes by its base's name.
        self.assertEqual([n["target_module"]["type"] for n in calls],
                         ["torch.fx.graph_module.GraphModule"] * 2)
        for n in calls:
            r = run(FXVIZ, "render", path, "--sub", n["name"])
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(set(svg_nodes(r.stdout)[0]),
                             {t.name for t in getattr(parts, n["name"]).graph.nodes})

    def test_unfamiliar_meta_never_fails(self):
        class Odd:
            def __str__(self):
                raise RuntimeError("no str")
            __repr__ = __str__

            @property
            def shape(self):
                raise RuntimeError("no shape")
            dtype = torch.float32

        ep = torch.export.export(Sub(), (torch.randn(2, 4),))
        odd = [{"val": Odd()}, {"val": [Odd(), torch.zeros(2)]},
               {"nn_module_stack": {"k": (Odd(), Odd())}, "stack_trace": 7},
               {"nn_module_stack": {NO_STACK: (NO_STACK, NO_STACK)}, "custom": Odd()},
               {"example_value": Odd(), "tensor_meta": Odd(), "seq_nr": Odd()}]
        nodes = list(ep.graph.nodes)
        for n, m in zip(nodes, odd):
            n.meta.clear()
            n.meta.update(m)
        ours, got, _ = self.export_and_read(ep, "odd")
        self.assertEqual([n["name"] for n in got["nodes"]], [n.name for n in nodes])
        metas = [n.get("meta", {}) for n in ours["nodes"]]
        self.assertEqual(metas[1], {"shape": [None, [2]], "dtype": [None, "torch.float32"],
                                    "device": [None, "cpu"], "sig_kind": "PARAMETER",
                                    "sig_target": "lin.bias"})
        for m in metas[2:4]:
            self.assertNotIn("nn_module_stack", m)
            self.assertNotIn("stack_trace", m)


# ---- overlays against torch's own counts ---------------------------------------

def flop_count(fn, *inputs):
    """FlopCounterMode's total of one run of fn, and its per-module counts
    ({"ResNet.conv1": FLOPs})."""
    from torch.utils.flop_counter import FlopCounterMode
    with FlopCounterMode(display=False, depth=None) as c, torch.no_grad():
        fn(*inputs)
    return c.get_total_flops(), {k: sum(v.values()) for k, v in c.get_flop_counts().items()
                                 if k != "Global"}


def forward_times(fn, *inputs, runs=5):
    """The seconds of each of runs forward passes, after a warm-up."""
    import time
    with torch.no_grad():
        fn(*inputs)
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            fn(*inputs)
            times.append(time.perf_counter() - start)
    return times


def plain_time(fn, *inputs, runs=5):
    """The median time of a plain forward pass, after a warm-up."""
    return statistics.median(forward_times(fn, *inputs, runs=runs))


class OverlayTest(base.TempDirTest):
    """overlays= on torch 2.x: the FLOPs FlopCounterMode counts node by node
    add up to its count for the whole model; bytes, params and time."""

    def resnet18(self):
        if torchvision is None:
            self.skipTest("torchvision is not installed")
        torch.manual_seed(0)
        return torchvision.models.resnet18().eval(), torch.randn(1, 3, 224, 224)

    def flops(self, x, inputs, **kw):
        return base.overlay(fxviz.to_json(x, overlays=["flops"], inputs=inputs, **kw),
                            "flops")

    def test_resnet18_flops_as_flop_counter_mode_counts(self):
        m, x = self.resnet18()
        total, per_module = flop_count(m, x)
        gm = torch.fx.symbolic_trace(m)
        flops = self.flops(gm, (x,))
        self.assertEqual(flops["how"], "torch.utils.flop_counter.FlopCounterMode around each "
                         "node (torch.fx.Interpreter), torch %s" % torch.__version__)
        self.assertEqual(sum(flops["values"].values()), total)
        # Each conv's and fc's count is its node's; the top node is the conv
        # FlopCounterMode counts most in (the first, 7x7 at 112x112).
        layers = [n for n in gm.graph.nodes if n.op == "call_module" and
                  isinstance(gm.get_submodule(n.target), (nn.Conv2d, nn.Linear))]
        self.assertEqual(len(layers), 21)
        for n in layers:
            self.assertEqual(flops["values"][n.name], per_module["ResNet." + n.target], n.target)
        convs = {k: v for k, v in per_module.items()
                 if isinstance(m.get_submodule(k[len("ResNet."):]), nn.Conv2d)}
        self.assertEqual(max(flops["values"], key=flops["values"].get),
                         max(convs, key=convs.get)[len("ResNet."):].replace(".", "_"))
        self.assertEqual(max(flops["values"], key=flops["values"].get), "conv1")
        # make_fx's aten graph: the same total, the first convolution on top.
        aten = self.flops(make_fx(m)(x), (x,))
        self.assertEqual(sum(aten["values"].values()), total)
        self.assertEqual(max(aten["values"], key=aten["values"].get), "convolution")

    def test_gpt_block_flops_as_flop_counter_mode_counts(self):
        torch.manual_seed(0)
        b, x = base.Block(64, 4).eval(), torch.randn(2, 16, 64)
        total, per_module = flop_count(b, x)
        # The four linears, and q @ k^T and att @ v (4 heads of 16).
        self.assertEqual(total, sum(base.analytic_flops(b, x).values()) +
                         2 * 2 * (2 * 4 * 16 * 16 * 16))
        sym = self.flops(torch.fx.symbolic_trace(b), (x,))["values"]
        self.assertEqual(sum(sym.values()), total)
        for name in ("qkv", "proj", "fc", "out"):
            self.assertEqual(sym[name], per_module["Block." + name], name)
        # fc and out tie, 2·32·64·256 each; then qkv.
        ranked = sorted(sym, key=sym.get, reverse=True)
        self.assertEqual((set(ranked[:2]), ranked[2]), ({"fc", "out"}, "qkv"))
        gm = make_fx(b)(x)
        aten = self.flops(gm, (x,))["values"]
        self.assertEqual(sum(aten.values()), total)
        self.assertTrue(all(str(n.target).startswith(("aten.addmm", "aten.bmm", "aten.mm"))
                            for n in gm.graph.nodes if n.name in aten), aten)
        # The whole GPT of two blocks, made by make_fx: its embedding counts
        # nothing, as in FlopCounterMode.
        g, idx = base.GPT(2).eval(), torch.randint(0, 100, (2, 16))
        self.assertEqual(sum(self.flops(make_fx(g)(idx), (idx,))["values"].values()),
                         flop_count(g, idx)[0])

    def test_formulas_count_as_flop_counter_mode(self):
        # torch 1.x's formulas, node for node, against FlopCounterMode on
        # the same graphs: call_module, call_function, call_method and aten forms.
        torch.manual_seed(0)
        cases = [(torch.fx.symbolic_trace(base.Functional()), base.FUNCTIONAL_INPUTS)]
        b, x = base.Block(64, 4).eval(), torch.randn(2, 16, 64)
        cases += [(torch.fx.symbolic_trace(b), (x,)), (make_fx(b)(x), (x,))]
        if torchvision is not None:
            m, img = self.resnet18()
            cases += [(torch.fx.symbolic_trace(m), (img,)), (make_fx(m)(img), (img,))]
        for gm, inputs in cases:
            counted = self.flops(gm, inputs)["values"]
            with base.formula():
                self.assertEqual(self.flops(gm, inputs)["values"], counted)
        self.assertEqual(self.flops(cases[0][0], cases[0][1])["values"], base.FUNCTIONAL_FLOPS)

    def test_bytes_from_meta_val(self):
        m, x = self.resnet18()
        gm = make_fx(m)(x)
        doc = fxviz.to_json(gm, overlays=["bytes"])
        values = base.overlay(doc, "bytes")["values"]
        vals = {n.name: n.meta["val"] for n in gm.graph.nodes if n.op != "output"}
        self.assertEqual(values, {k: base.tensor_bytes(v) for k, v in vals.items()})
        first = [n for n in gm.graph.nodes if n.name == "convolution"][0]
        self.assertEqual(values["convolution"], 64 * 112 * 112 * 4)
        self.assertEqual(values["convolution"],
                         first.meta["val"].numel() * first.meta["val"].element_size())
        self.assertEqual(sum(values.values()), sum(base.tensor_bytes(v) for v in vals.values()))
        # With inputs too, the metadata is what counts: the same numbers.
        again = base.overlay(fxviz.to_json(gm, overlays=["bytes"], inputs=(x,)), "bytes")
        self.assertEqual(again["values"], values)
        self.assertEqual(again["how"], base.overlay(doc, "bytes")["how"])

    def test_time_adds_up_to_a_forward_pass(self):
        torch.manual_seed(0)
        b, x = base.GPT(2).eval(), torch.randint(0, 100, (2, 16))
        gm = torch.fx.symbolic_trace(b)
        for attempt in range(3):    # a shared machine: a busy moment is tried again
            t = base.overlay(fxviz.to_json(gm, overlays=["time"], inputs=(x,), runs=10), "time")
            total, plain = sum(t["values"].values()), plain_time(b, x, runs=10)
            if 0.2 * plain <= total <= 5 * plain:
                break
        self.assertTrue(0.2 * plain <= total <= 5 * plain, (total, plain))
        self.assertEqual(t["runs"], 10)
        compute = [n.name for n in gm.graph.nodes if n.op not in ("placeholder", "output")]
        self.assertEqual(sorted(t["values"]), sorted(compute))
        self.assertEqual(sorted(t["spread"]), sorted(compute))
        self.assertTrue(all(v > 0 for v in t["values"].values()))
        self.assertIn("torch.fx.Interpreter, 10 runs", t["how"])

    def test_time_total_within_its_spread(self):
        # A model whose time is its convolutions, not Python's, on one
        # thread: the overlay's total (its nodes' means added up) is a
        # forward pass's mean time, within what the two measured spread:
        # the overlay's (its nodes' spreads, as of a sum of independent
        # times) and the forward passes' own.
        m, _ = self.resnet18()
        x = torch.randn(1, 3, 96, 96)
        gm = torch.fx.symbolic_trace(m)
        threads = torch.get_num_threads()
        torch.set_num_threads(1)
        try:
            for attempt in range(3):    # a shared machine: a busy moment is tried again
                t = base.overlay(fxviz.to_json(gm, overlays=["time"], inputs=(x,),
                                               runs=20), "time")
                total = math.fsum(t["values"].values())
                spread = math.sqrt(math.fsum(s * s for s in t["spread"].values()))
                passes = forward_times(m, x, runs=20)
                mean = statistics.fmean(passes)
                within = 3 * math.hypot(spread, statistics.stdev(passes))
                if abs(total - mean) <= within:
                    break
        finally:
            torch.set_num_threads(threads)
        self.assertLessEqual(abs(total - mean), within, (total, mean, spread, passes))
        self.assertTrue(all(s >= 0 for s in t["spread"].values()))
        # most of the time is the 20 convolutions'
        convs = [n.name for n in gm.graph.nodes if n.op == "call_module" and
                 isinstance(gm.get_submodule(n.target), nn.Conv2d)]
        self.assertEqual(len(convs), 20)
        self.assertGreater(math.fsum(t["values"][k] for k in convs), total / 2)

    def test_exported_program(self):
        m, x = self.resnet18()
        ep = torch.export.export(m, (x,))
        total, _ = flop_count(m, x)
        doc = fxviz.to_json(ep, overlays=["flops", "params", "bytes"], inputs=(x,))
        self.assertEqual(doc["version"], 3)
        flops = base.overlay(doc, "flops")["values"]
        self.assertEqual(sum(flops.values()), total)
        self.assertEqual(max(flops, key=flops.get), "conv2d")      # export's name of conv1
        held = sum(t.numel() * t.element_size() for t in list(m.parameters()) + list(m.buffers()))
        params = base.overlay(doc, "params")["values"]
        self.assertEqual(sum(params.values()), held)
        self.assertEqual(params["p_conv1_weight"], 64 * 3 * 7 * 7 * 4)
        self.assertEqual(base.overlay(doc, "bytes")["values"]["conv2d"], 64 * 112 * 112 * 4)
        with self.assertRaisesRegex(ValueError, "no value for the program's input x"):
            fxviz.to_json(ep, overlays=["flops"], inputs=())
        with self.assertRaisesRegex(ValueError, "inputs= gives 2 values for the program's 1"):
            fxviz.to_json(ep, overlays=["flops"], inputs=(x, x))

    def test_exported_program_left_as_it_was(self):
        # Export's training IR bumps num_batches_tracked in place (add_) and
        # batch norm updates its running stats: the measuring runs do not.
        torch.manual_seed(0)
        m = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4)).train()
        x = torch.randn(2, 3, 8, 8)
        ep = torch.export.export(m, (x,))
        self.assertIn("add_", ep.graph_module.code)
        state = {k: v.clone() for k, v in ep.state_dict.items()}
        doc = fxviz.to_json(ep, overlays=True, inputs=(x,), runs=2)
        self.assertEqual(base.overlay(doc, "flops")["values"], {"conv2d": 2 * (2 * 4 * 6 * 6) * 27})
        for k, v in ep.state_dict.items():
            self.assertTrue(torch.equal(v, state[k]), k)
        self.assertEqual(sorted(base.overlay(doc, "time")["values"]),
                         sorted(n.name for n in ep.graph.nodes
                                if n.op not in ("placeholder", "output")))


def svg_values(svg):
    """{group id: data-value} of an SVG's groups that carry one."""
    import xml.etree.ElementTree as ET
    root = ET.fromstring(svg)
    return {g.get("id"): float(g.get("data-value"))
            for g in root.iter("{http://www.w3.org/2000/svg}g")
            if g.get("data-value") is not None}


class DrawnOverlayTest(base.TempDirTest):
    """A model no other test exports, saved with its FLOPs and drawn by
    fxviz coloured by them: every node carries its count, the module
    totals add up to the graph's and to FlopCounterMode's, and the top
    node is the one FlopCounterMode counts most in."""

    def test_a_held_out_model_drawn_with_its_flops(self):
        if torchvision is None:
            self.skipTest("torchvision is not installed")
        torch.manual_seed(0)
        m = torchvision.models.mobilenet_v3_small().eval()
        x = torch.randn(1, 3, 224, 224)
        total, per_module = flop_count(m, x)
        gm = torch.fx.symbolic_trace(m)
        path = os.path.join(self.tmp, "mobilenet.json")
        fxviz.save(gm, path, overlays=["flops"], inputs=(x,))
        graph = fxviz_read(self, path)
        self.assertEqual(graph["version"], 3)
        values = base.overlay(graph, "flops")["values"]
        self.assertEqual(sum(values.values()), total)
        module = {n["name"]: n["module"] for n in graph["nodes"]}
        # every node open: each node's own count, each top frame its total
        r = run(FXVIZ, "render", path, "--color", "flops", "--expand", "*")
        self.assertEqual(r.returncode, 0, r.stderr.decode())
        drawn = svg_values(r.stdout.decode())
        self.assertEqual({k[2:]: v for k, v in drawn.items() if k.startswith("n:")},
                         values)
        tops = sorted({p.split(".")[0] for p in module.values() if p})
        at_root = sum(v for n, v in values.items() if module[n] == "")

        def inside(t):
            return sum(v for n, v in values.items()
                       if module[n] == t or module[n].startswith(t + "."))
        # (a module of one node gets no frame: its box says it)
        framed = [t for t in tops if "c:" + t in drawn]
        self.assertGreater(len(framed), 1)
        for t in framed:
            self.assertEqual(drawn["c:" + t], inside(t), t)
        self.assertEqual(sum(drawn.get("c:" + t, inside(t)) for t in tops) + at_root,
                         total)
        # the top node: the conv FlopCounterMode counts most in
        convs = {k[len("MobileNetV3."):]: v for k, v in per_module.items()
                 if k.startswith("MobileNetV3.") and
                 isinstance(m.get_submodule(k[len("MobileNetV3."):]), nn.Conv2d)}
        top = max((k for k in drawn if k.startswith("n:")), key=drawn.get)[2:]
        self.assertEqual(top, max(convs, key=convs.get).replace(".", "_"))
        # closed: each top module's box its total, and they add up
        r = run(FXVIZ, "render", path, "--color", "flops", "--collapse", ",".join(tops))
        self.assertEqual(r.returncode, 0, r.stderr.decode())
        boxes = svg_values(r.stdout.decode())
        self.assertEqual(sum(boxes["m:" + t] for t in tops) + at_root, total)
        for t in tops:
            self.assertEqual(boxes["m:" + t], inside(t), t)
        # a name of no node: said, and the rest drawn
        extra = os.path.join(self.tmp, "extra.json")
        with open(extra, "w") as f:
            json.dump({"conv_that_is_not": 5, top: 7}, f)
        r = run(FXVIZ, "render", path, "--overlay", "guess:FLOP=" + extra,
                "--color", "guess")
        self.assertEqual(r.returncode, 0, r.stderr.decode())
        self.assertIn("overlay 'guess': 1 value left out, for names of no node: "
                      "'conv_that_is_not'", r.stderr.decode())
        self.assertEqual(svg_values(r.stdout.decode())["n:" + top], 7)


# ---- torch.compile -----------------------------------------------------------------

class Block(nn.Module):
    def __init__(s):
        super().__init__()
        s.lin = nn.Linear(8, 8)
        s.ln = nn.LayerNorm(8)

    def forward(s, x):
        return s.ln(s.lin(x)).relu()


class Broken(nn.Module):
    """Three blocks, with a graph break after each of the first two."""

    def __init__(s):
        super().__init__()
        s.blocks = nn.ModuleList([Block() for _ in range(3)])

    def forward(s, x):
        x = s.blocks[0](x)
        torch._dynamo.graph_break()
        x = s.blocks[1](x)
        print("a graph break", file=io.StringIO())
        return s.blocks[2](x).sum()


class Dynamic(nn.Module):
    """torch.cond whose branch uses a size, compiled with dynamic sizes."""

    def __init__(s):
        super().__init__()
        s.lin = nn.Linear(4, 4)

    def forward(s, x):
        y = s.lin(x)
        y = torch.cond(y.sum() > 0, lambda v: v.sin(), lambda v: v.cos() * v.shape[0], (y,))
        return y.view(-1)


class Net(nn.Module):
    def __init__(s):
        super().__init__()
        s.fc1 = nn.Linear(8, 16)
        s.bn = nn.BatchNorm1d(16)
        s.fc2 = nn.Linear(16, 3)

    def forward(s, x):
        h = s.bn(s.fc1(x)).relu()
        torch._dynamo.graph_break()
        return s.fc2(h)


@contextlib.contextmanager
def dynamo_log():
    """The text of TORCH_LOGS=graph_code while inside, as fxviz reads logs."""
    text = io.StringIO()
    handler = logging.StreamHandler(text)
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger = logging.getLogger("torch._dynamo")
    torch._logging.set_logs(graph_code=True)
    logger.addHandler(handler)
    try:
        yield text
    finally:
        logger.removeHandler(handler)
        torch._logging.set_logs()


class CompileTest(base.DaemonTest, GraphCheck):
    def setUp(self):
        torch._dynamo.reset()
        self.tmp = self.__class__.tmp

    def uploaded(self, pattern, before=()):
        """{name: summary} of the server's graphs named so, but those in before."""
        graphs = json.loads(self.get("/api/graphs"))["graphs"]
        return {g["name"]: g for g in graphs
                if re.match(pattern, g["name"]) and g["name"] not in before}

    def test_backend_names_graphs_as_dynamo_does(self):
        torch.manual_seed(0)
        m = Broken()
        x = torch.randn(4, 8)
        seen = []
        fx_backend = fxviz.backend_to(server=self.server, token=TOKEN)

        def watch(gm, example_inputs):
            seen.append(gm)
            return fx_backend(gm, example_inputs)

        err = io.StringIO()
        before = self.uploaded("")
        with dynamo_log() as log, contextlib.redirect_stderr(err):
            out = torch.compile(m, backend=watch)(x)
        self.assertTrue(torch.allclose(out, m(x)))
        logged = re.findall(r"===== (\S+) =====", log.getvalue())
        self.assertEqual(len(logged), 3, log.getvalue())
        for name in logged:
            self.assertRegex(name, "^" + DYNAMO_NAME + "$")
        # Each graph uploaded, named as dynamo logged it; its URL told.
        ups = self.uploaded("", before)
        self.assertEqual(len(ups), 3)
        self.assertEqual(set(ups), set(logged))
        told = re.findall(r"^fxviz: (\S+): (\S+)$", err.getvalue(), re.M)
        self.assertEqual(told, [(n, self.server + ups[n]["urls"]["page"]) for n in logged])
        # dynamo's own account agrees: three graphs, two breaks.
        torch._dynamo.reset()
        with contextlib.redirect_stdout(io.StringIO()):
            explained = torch._dynamo.explain(m)(x)
        self.assertEqual((explained.graph_count, explained.graph_break_count), (3, 2))
        # The graphs read back as dynamo made them, modules and all.
        for gm, name in zip(seen, logged):
            got = json.loads(self.get(ups[name]["urls"]["api"]))
            self.check_graph(gm, got, name)
            self.check_drawing(gm, self.get(ups[name]["urls"]["svg"]), name)
        modules = {n["name"]: n["module"] for n in json.loads(self.get(
            ups[logged[1]]["urls"]["api"]))["nodes"]}
        self.assertEqual((modules["linear"], modules["layer_norm"]), ("blocks.1.lin", "blocks.1.ln"))
        # fxviz reading dynamo's log finds the same graphs, by the same names.
        path = os.path.join(self.tmp, "graph_code.log")
        with open(path, "w") as f:
            f.write(log.getvalue())
        r = run(FXVIZ, "stats", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        stats = [json.loads(line) for line in r.stdout.decode().splitlines()]
        self.assertEqual([(s["graph"], s["nodes"]) for s in stats],
                         [(n, ups[n]["nodes"]) for n in logged])

    def test_backend_saves_each_graph(self):
        m = Broken()
        x = torch.randn(4, 8)
        folder = os.path.join(self.tmp, "saved")
        names = []

        def watch(gm, example_inputs):
            names.append(gm.meta["backend_id"])
            return fxviz.backend_to(directory=folder)(gm, example_inputs)

        with contextlib.redirect_stderr(io.StringIO()) as err:
            out = torch.compile(m, backend=watch)(x)
        self.assertEqual(err.getvalue(), "")
        self.assertTrue(torch.allclose(out, m(x)))
        self.assertEqual(sorted(os.listdir(folder)), sorted(n + ".json" for n in names))
        for n in names:
            got = fxviz_read(self, os.path.join(folder, n + ".json"))
            self.assertEqual(got["name"], n)

    def test_backend_dynamic_sizes_and_cond(self):
        m = Dynamic()
        folder = os.path.join(self.tmp, "dynamic")
        seen = []

        def watch(gm, example_inputs):
            seen.append(gm)
            return fxviz.backend_to(directory=folder)(gm, example_inputs)

        x = torch.randn(5, 4)
        self.assertTrue(torch.allclose(torch.compile(m, backend=watch, dynamic=True)(x), m(x)))
        self.assertEqual(len(seen), 1)
        gm, = seen
        path = os.path.join(folder, gm.meta["backend_id"] + ".json")
        got = fxviz_read(self, path)
        self.check_graph(gm, got, "dynamic")
        nodes = {n["name"]: n for n in got["nodes"]}
        symbol = [n.name for n in gm.graph.nodes if n.type is torch.SymInt]
        self.assertEqual(len(symbol), 1)
        self.assertEqual(nodes["l_x_"]["meta"]["shape"], [symbol[0], 4])
        self.assertEqual([s["name"] for s in got["subgraphs"]], ["cond_true_0", "cond_false_0"])
        r = run(FXVIZ, "render", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.check_drawing(gm, r.stdout, "dynamic")
        self.assertIn("float32[4*%s]" % symbol[0], svg_nodes(r.stdout)[0]["view"])

    def test_aot_backend_training_step(self):
        torch.manual_seed(0)
        eager = Net()
        model = copy.deepcopy(eager)
        folder = os.path.join(self.tmp, "aot")

        def training(m):
            opt = torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9)

            def step(x, y):
                opt.zero_grad()
                loss = F.cross_entropy(m(x), y)
                loss.backward()
                opt.step()
                return loss
            return step

        dynamo_names = []
        fx_backend = fxviz.aot_backend_to(server=self.server, directory=folder, token=TOKEN)

        def watch(gm, example_inputs):
            dynamo_names.append(gm.meta["backend_id"])
            return fx_backend(gm, example_inputs)

        before = self.uploaded("")
        step, compiled = training(eager), torch.compile(training(model), backend=watch)
        with contextlib.redirect_stderr(io.StringIO()) as err:
            for _ in range(3):
                x, y = torch.randn(5, 8), torch.randint(0, 3, (5,))
                self.assertTrue(torch.allclose(compiled(x, y), step(x, y)))
        # The compiled program computes what the eager one does.
        for (name, a), b in zip(eager.state_dict().items(), model.state_dict().values()):
            self.assertTrue(torch.allclose(a, b), name)
        # Each dynamo graph: a forward and a backward where autograd runs
        # through it (the model's), an inference graph where none does (the
        # optimizer's step).
        ups = self.uploaded("", before)
        for n in ups:
            self.assertRegex(n, "^" + DYNAMO_NAME + " (forward|backward|inference)$")
        names = {n.rsplit(" ", 1)[0] for n in ups}
        self.assertTrue(names <= set(dynamo_names), (names, dynamo_names))
        kinds = {}
        for n in ups:
            base_name, kind = n.rsplit(" ", 1)
            kinds.setdefault(base_name, set()).add(kind)
        pairs = [sorted(k) for k in kinds.values()]
        self.assertEqual(set(map(tuple, pairs)), {("backward", "forward"), ("inference",)})
        self.assertEqual(sorted(os.listdir(folder)),
                         sorted(n.replace(" ", "_") + ".json" for n in ups))
        told = re.findall(r"^fxviz: (.+): (\S+)$", err.getvalue(), re.M)
        self.assertEqual(sorted(t[0] for t in told), sorted(ups))
        # A forward graph takes primals; its backward, tangents, and gives a
        # gradient (or None) per primal.
        for name, k in kinds.items():
            if "backward" not in k:
                continue
            fw = json.loads(self.get(ups[name + " forward"]["urls"]["api"]))
            bw = json.loads(self.get(ups[name + " backward"]["urls"]["api"]))
            primals = [n["name"] for n in fw["nodes"] if n["op"] == "placeholder"]
            self.assertTrue(primals and all(p.startswith("primals_") for p in primals), primals)
            self.assertTrue(any(n["name"].startswith("tangents_") for n in bw["nodes"]
                                if n["op"] == "placeholder"))
            self.assertEqual(len(bw["nodes"][-1]["args"][0]["tuple"]), len(primals))
            for g in fw["nodes"]:
                if g["op"] == "call_function":
                    self.assertTrue(g["target"].startswith(("torch.ops.aten.", "operator.")),
                                    g["target"])
            boxes, _ = svg_nodes(self.get(ups[name + " forward"]["urls"]["svg"]))
            self.assertEqual(set(boxes), {n["name"] for n in fw["nodes"]})

    def test_aot_backend_inference(self):
        m = Block().eval()
        x = torch.randn(2, 8)
        folder = os.path.join(self.tmp, "inference")
        with torch.no_grad(), contextlib.redirect_stderr(io.StringIO()):
            out = torch.compile(m, backend=fxviz.aot_backend_to(directory=folder))(x)
        self.assertTrue(torch.allclose(out, m(x)))
        saved = os.listdir(folder)
        self.assertEqual(len(saved), 1)
        self.assertRegex(saved[0], "^" + DYNAMO_NAME + "_inference.json$")
        got = fxviz_read(self, os.path.join(folder, saved[0]))
        self.assertEqual(got["name"], saved[0][:-len("_inference.json")] + " inference")
        self.assertIn("torch.ops.aten.native_layer_norm.default",
                      [n["target"] for n in got["nodes"]])


if __name__ == "__main__":
    unittest.main(verbosity=2)
