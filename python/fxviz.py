"""fxviz exporter: a live torch.fx GraphModule or torch.export ExportedProgram
-> fxviz JSON (docs/format.md), saved or uploaded; and torch.compile backends
that do the same with every graph dynamo compiles, or with the forward and
backward graphs AOTAutograd makes of it."""
import argparse
import http.client
import itertools
import json
import math
import os
import re
import sys
import urllib.parse

__all__ = ["to_json", "dumps", "save", "show", "OVERLAYS", "backend", "backend_to",
           "aot_backend", "aot_backend_to", "UploadError", "main"]

FORMAT = "fxviz-graph"
VERSION = 2
DEFAULT_SERVER = "http://127.0.0.1:8080"

# A JSON number is exact in a double below 2^53; fxviz reads anything at or
# past it as a float, so those ints go as text.
_SAFE_INT = 2 ** 53
# Deeper than any real argument tree; past it a value is surely cyclic.
_MAX_DEPTH = 100


class UploadError(RuntimeError):
    """The server refused the graph or could not be reached."""

    def __init__(self, message, status=None, line=None, column=None):
        super().__init__(message)
        self.status = status
        self.line = line
        self.column = column


def _fx():
    # Imported on first use, so that uploading a saved file needs no torch.
    import torch.fx
    return torch.fx


def _text(s):
    """s as UTF-8-safe text: a lone surrogate would make the JSON unreadable."""
    try:
        s.encode("utf-8")
        return s
    except UnicodeEncodeError:
        return s.encode("utf-8", "backslashreplace").decode("utf-8")


def _raw(v):
    """{"raw": what FX prints for v}, whatever v's __str__ does."""
    for show in (str, repr):
        try:
            return {"raw": _text(show(v))}
        except Exception:
            pass
    return {"raw": "<%s>" % type(v).__name__}


def _value(v, depth=0):
    """One args/kwargs value in the tagged forms of docs/format.md."""
    if depth > _MAX_DEPTH:
        return {"raw": "..."}
    if v is None or isinstance(v, bool):
        return v
    # Exact types only: an IntEnum or a str subclass prints as its own text.
    if type(v) is int:
        return v if -_SAFE_INT < v < _SAFE_INT else {"int": str(v)}
    if type(v) is float:
        if math.isfinite(v):
            return {"float": v}
        return {"float": "nan" if math.isnan(v) else "inf" if v > 0 else "-inf"}
    if type(v) is str:
        return _text(v)
    if v is Ellipsis:
        return {"ellipsis": True}
    if isinstance(v, _fx().Node):
        return {"node": v.name}
    if isinstance(v, slice):
        return {"slice": [_value(x, depth + 1) for x in (v.start, v.stop, v.step)]}
    # FX's own immutable_list/immutable_dict and torch.Size are subclasses.
    if isinstance(v, list):
        return [_value(x, depth + 1) for x in v]
    if isinstance(v, tuple):
        return {"tuple": [_value(x, depth + 1) for x in v]}
    if isinstance(v, dict):
        # Keys as FX prints them: f"{k}".
        return {"dict": {_raw(k)["raw"]: _value(x, depth + 1) for k, x in v.items()}}
    return _raw(v)


def _target(node):
    """The target as FX prints it: operator.add, torch.ops.aten.mm.default."""
    if node.op == "output":
        return "output"
    try:
        return node._pretty_print_target(node.target)
    except Exception:
        # Private API: fall back to the same logic, as torch 1.13 has it.
        t = node.target
        if isinstance(t, str):
            return t
        module, name = getattr(t, "__module__", None), getattr(t, "__name__", None)
        if module == "builtins" and name:
            return "builtins." + name
        if module == "_operator" and name:
            return "operator." + name
        try:
            return _fx().node._get_qualified_name(t)
        except Exception:
            return _raw(t)["raw"]


def _type_repr(t):
    """A type annotation as FX prints it (torch.fx.node._type_repr)."""
    try:
        return _fx().node._type_repr(t)
    except Exception:
        if isinstance(t, type):
            if t.__module__ == "builtins":
                return t.__qualname__
            return "%s.%s" % (t.__module__, t.__qualname__)
        return _raw(t)["raw"]


def _is_tensor(x):
    # A Tensor, FakeTensor or ShapeProp's TensorMetadata (a NamedTuple, so
    # this must be asked before "is it a tuple"); not a value whose shape
    # raises, which would otherwise cost its neighbours in a tuple theirs.
    try:
        return hasattr(x, "shape") and hasattr(x, "dtype") and \
            iter(x.shape) is not None
    except Exception:
        return False


def _size(d):
    # A symbolic size (SymInt) is not an int: show it as torch prints it,
    # and never int() it, which would specialise the trace; one that
    # prints as a number (dynamo's for a dimension it did not make
    # dynamic) is that number.
    if type(d) is int:
        return d
    text = _text(str(d))
    return int(text) if re.fullmatch(r"-?[0-9]{1,15}", text) else text


def _shape(x):
    return [_size(d) for d in x.shape]


def _dtype(x):
    return None if x.dtype is None else _text(str(x.dtype))


def _device(x):
    # A tensor or FakeTensor has one ("cpu", "cuda:0"); ShapeProp's
    # TensorMetadata has none.
    device = getattr(x, "device", None)
    return None if device is None else _text(str(device))


def _tensors(meta):
    """{"shape", "dtype", "device"} from meta['val'] (torch 2.x, make_fx),
    ShapeProp's meta['tensor_meta'] or dynamo's meta['example_value'];
    {} when none holds a tensor."""
    for key in ("val", "tensor_meta", "example_value"):
        v = meta.get(key)
        if _is_tensor(v):
            out = {"shape": _shape(v), "dtype": _dtype(v)}
            device = _device(v)
            if device is not None:
                out["device"] = device
            return out
        if isinstance(v, (list, tuple)) and any(_is_tensor(x) for x in v):
            out = {"shape": [_shape(x) if _is_tensor(x) else None for x in v],
                   "dtype": [_dtype(x) if _is_tensor(x) else None for x in v]}
            devices = [_device(x) if _is_tensor(x) else None for x in v]
            if any(d is not None for d in devices):
                out["device"] = devices
            return out
    return {}


def _sym_type(meta):
    """"Sym(s77)" for a node whose value is a symbolic int, float or bool
    (a sym_size node, a dynamic size dynamo takes as an input), as
    print_readable() annotates it; None for anything else."""
    v = meta.get("val", meta.get("example_value"))
    kind = type(v)
    if kind.__name__ in ("SymInt", "SymFloat", "SymBool") and \
            kind.__module__.split(".")[0] == "torch":
        return "Sym(%s)" % _text(str(v))
    return None


_ROOT = re.compile(r"L\[\s*(['\"])\w+\1\s*\]")
_STEP = re.compile(r"\.(\w+)|\[\s*(?:'([^']*)'|\"([^\"]*)\"|(-?\d+))\s*\]")


def _module_path(path):
    """A dynamo source name (L['self'].layer1[0].conv1) as the module path
    torch.export makes of it (layer1.0.conv1); other paths as they are."""
    root = _ROOT.match(path)
    if root is None:
        return path
    parts, pos = [], root.end()
    while pos < len(path):
        step = _STEP.match(path, pos)
        if step is None:
            return path
        part = next(g for g in step.groups() if g is not None)
        if part != "_modules":
            parts.append(part)
        pos = step.end()
    return ".".join(parts)


def _module_type(t):
    if t is None:
        return None
    return t if isinstance(t, str) else _type_repr(t)


# torch.export's stand-in for "no stack" (torch/_export/passes/
# _node_metadata_hook.py): {KEY: (KEY, KEY)} on the nodes its passes make.
_NO_STACK = "_empty_nn_module_stack_from_metadata_hook"


def _module_stack(stack):
    """nn_module_stack, outermost first, as [{"path", "type"}]. torch records
    it as {key: (path, type)} (dynamo, export, fx from 2.2), {path: type}
    (fx 2.0, 2.1), or, once serialised, a list of such pairs."""
    items = stack.items() if isinstance(stack, dict) else stack
    out = []
    for item in items:
        if isinstance(item, str):
            path, kind = item, None
        elif isinstance(item, (list, tuple)) and len(item) == 2:
            key, rest = item
            if isinstance(rest, (list, tuple)) and len(rest) == 2:
                path, kind = rest
            elif isinstance(stack, dict) or isinstance(rest, (str, type)):
                path, kind = key, rest
            else:
                continue
        else:
            continue
        if not isinstance(path, str) or path == _NO_STACK:
            continue
        path = _module_path(path)
        # The root module ("") holds every node: it says nothing.
        if path == "":
            continue
        frame = {"path": _text(path)}
        kind = _module_type(kind)
        if kind is not None:
            frame["type"] = _text(kind)
        out.append(frame)
    return out


def _meta(node, sig=None):
    meta, out = node.meta, {}
    try:
        out.update(_tensors(meta))
    except Exception:
        pass    # meta of a shape we cannot read: draw the node without it
    # symbolic_trace records no nn_module_stack; fxviz derives the module
    # hierarchy from call_module targets itself, so none is made up here.
    stack = meta.get("nn_module_stack")
    if stack:
        try:
            frames = _module_stack(stack)
        except Exception:
            frames = []
        if frames:
            out["nn_module_stack"] = frames
    trace = meta.get("stack_trace")
    if isinstance(trace, str) and trace:
        out["stack_trace"] = _text(trace)
    if sig is not None:
        kind, target = sig
        out["sig_kind"] = kind
        if target is not None:
            out["sig_target"] = target
    return out


def _is_exported_program(x):
    # Duck typing, so that torch.export is never imported (it is not in
    # torch 1.x, and importing it costs seconds).
    return hasattr(x, "graph_module") and hasattr(x, "graph_signature")


def _spec_kind(kind):
    """An InputKind/OutputKind as its name: "PARAMETER", "BUFFER_MUTATION"."""
    name = getattr(kind, "name", None)
    if isinstance(name, str):
        return _text(name)
    text = _raw(kind)["raw"]
    return text.rsplit(".", 1)[-1]      # "InputKind.PARAMETER"


def _signature(sig):
    """{node name: (kind, target or None)} from an ExportGraphSignature's
    input_specs (the placeholders: parameters, buffers, constants, user
    inputs) and output_specs (the nodes the output returns: user outputs,
    buffer and input mutations). A placeholder returned as it is keeps its
    input's kind."""
    out = {}
    for specs in (getattr(sig, "input_specs", None) or [],
                  getattr(sig, "output_specs", None) or []):
        for spec in specs:
            # A ConstantArgument names no node (before torch 2.3, it had
            # no name at all).
            name = getattr(getattr(spec, "arg", None), "name", None)
            if not isinstance(name, str) or name in out:
                continue
            target = getattr(spec, "target", None)
            out[name] = (_spec_kind(getattr(spec, "kind", None)),
                         _text(target) if isinstance(target, str) else None)
    return out


def _attr(root, path):
    """What a call_module or get_attr target names in root (the
    GraphModule), or None when root has no such attribute."""
    obj = root
    for part in path.split(".") if path else []:
        obj = getattr(obj, part, None)
        if obj is None:
            return None
    return obj


def _target_module(mod):
    """{"type", "repr"} of a called module: its class, qualified, and its
    extra_repr() (Conv2d's "3, 64, kernel_size=(7, 7), ..."), which may
    be empty, or fail on a module in a strange state. A class made in a
    function (torch 2.x makes each GraphModule one of its own,
    GraphModule.__new__.<locals>.GraphModuleImpl) goes by the first of its
    bases that is not."""
    kind = type(mod)
    for base in getattr(kind, "__mro__", (kind,)):
        if "<locals>" not in getattr(base, "__qualname__", ""):
            kind = base
            break
    out = {"type": _text(_type_repr(kind))}
    try:
        text = mod.extra_repr()
    except Exception:
        text = None
    if isinstance(text, str) and text:
        out["repr"] = _text(text)
    return out


def _node(node, sig=None, root=None, subs=None, order=None):
    """One node as fxviz JSON; subs ({id(module): name}) names the
    sub-graphs its get_attr or call_module target may reach, order
    ({node: index}) is the graph's order."""
    out = {"name": node.name, "op": node.op, "target": _target(node),
           "args": [_value(a) for a in node.args],
           "kwargs": {k: _value(v) for k, v in node.kwargs.items()}}
    if node.type is not None:
        out["type"] = _type_repr(node.type)
    else:
        try:
            sym = _sym_type(node.meta)
        except Exception:
            sym = None
        if sym is not None:
            out["type"] = sym
    target = _node_target(node, root)
    if node.op == "call_module" and target is not None and \
            hasattr(target, "extra_repr"):
        out["target_module"] = _target_module(target)
    if subs and target is not None and id(target) in subs:
        out["subgraph"] = subs[id(target)]
    # In graph order, as fxviz writes them: a pass that adds a use early in
    # the graph (export's sym_size) adds it last to node.users.
    last = len(order) if order else 0
    out["users"] = [u.name for u in sorted(
        node.users, key=lambda u: order.get(u, last) if order else 0)]
    meta = _meta(node, sig)
    # A parameter or buffer's shape is known without running the model.
    if node.op == "get_attr" and "shape" not in meta and _is_tensor(target):
        try:
            meta.update(_tensors({"val": target}))
        except Exception:
            pass
    if meta:
        out["meta"] = meta
    return out


def _node_target(node, root):
    """The module or tensor a call_module or get_attr node names, or None."""
    if root is None or node.op not in ("call_module", "get_attr") or \
            not isinstance(node.target, str):
        return None
    try:
        return _attr(root, node.target)
    except Exception:
        return None     # a property that raises: the node alone


def _default_name(gm):
    # symbolic_trace names the GraphModule's class after the traced module
    # (ResNet); make_fx gives "<lambda>" or "GraphModule", which say nothing.
    if gm is None or not hasattr(gm, "graph"):
        return None
    name = type(gm).__name__
    return name if name.isidentifier() and name != "GraphModule" else None


def _exported_name(gm):
    """The class of the module torch.export exported ("ResNet"), which
    its nodes' nn_module_stack names as the root (path ""); or None."""
    for node in gm.graph.nodes:
        stack = node.meta.get("nn_module_stack")
        if not isinstance(stack, dict):
            continue
        for item in stack.values():
            if isinstance(item, (list, tuple)) and len(item) == 2 and item[0] == "":
                kind = _module_type(item[1])
                if isinstance(kind, str):
                    kind = kind.rsplit(".", 1)[-1]
                    return _text(kind) if kind.isidentifier() else None
    return None


def _is_aten(node):
    # torch.ops.aten.mm.default and the like: what make_fx, AOTAutograd,
    # torch.export and PT2E write, and symbolic_trace, dynamo and
    # convert_fx (torch.ops.quantized.add_relu) never do.
    return node.op == "call_function" and \
        type(node.target).__name__ in ("OpOverload", "OpOverloadPacket") and \
        _raw(node.target)["raw"].split(".")[0] == "aten"


def _is_observer(root, node):
    # prepare_fx's and prepare_pt2e's activation_post_process_N modules.
    kind = type(_node_target(node, root))
    return node.op == "call_module" and \
        kind.__module__.startswith(("torch.ao.quantization", "torch.quantization",
                                    "torchao.quantization")) \
        and kind.__name__.endswith(("Observer", "FakeQuantize"))


def _form(gm):
    """How gm was made, as far as its graph tells: "prepare_fx",
    "convert_fx", "prepare_pt2e", "convert_pt2e", "aot_forward",
    "aot_backward", "aot_inference", "export" (an ExportedProgram's
    graph_module), "make_fx", "dynamo" or "symbolic_trace"."""
    graph = gm.graph if hasattr(gm, "graph") else gm
    root = gm if hasattr(gm, "graph") else getattr(graph, "owning_module", None)
    nodes = list(graph.nodes)
    aten = any(_is_aten(n) for n in nodes)
    if any(_is_observer(root, n) for n in nodes):
        return "prepare_pt2e" if aten else "prepare_fx"
    if any(n.op == "call_function" and
           re.search(r"quantize_per_(tensor|channel)", _target(n))
           for n in nodes):
        return "convert_pt2e" if aten else "convert_fx"
    inputs = [n.name for n in nodes if n.op == "placeholder"]
    paths = [item[0] for n in nodes
             for item in (n.meta.get("nn_module_stack") or {}).values()
             if isinstance(item, (list, tuple)) and len(item) == 2 and
             isinstance(item[0], str)]
    if aten:
        if any(x.startswith("tangents_") for x in inputs):
            return "aot_backward"
        if any(x.startswith("primals_") for x in inputs):
            return "aot_forward"
        if "" in paths:
            return "export"
        return "aot_inference" if any(p.startswith("L[") for p in paths) \
            else "make_fx"
    meta = getattr(gm, "meta", None)
    if isinstance(meta, dict) and ("dynamo_compile_id" in meta or
                                   "backend_id" in meta) or \
            any("example_value" in n.meta for n in nodes) or \
            any(p.startswith("L[") for p in paths):
        return "dynamo"
    return "symbolic_trace"


def _shape_of(state, root, path):
    """The shape of the parameter at path (layer1.0.conv2.weight), from
    the state dict or the module (a quantized one's weight is a method)."""
    t = state.get(path) if state else None
    if t is None and root is not None:
        mod = _attr(root, path.rsplit(".", 1)[0])
        t = getattr(mod, "weight", None)
        t = t() if callable(t) else t
    return tuple(t.shape) if _is_tensor(t) else None


_RESNETS = {(False, (2, 2, 2, 2)): 18, (False, (3, 4, 6, 3)): 34,
            (True, (3, 4, 6, 3)): 50, (True, (3, 4, 23, 3)): 101,
            (True, (3, 8, 36, 3)): 152}
_VGGS = {8: 11, 10: 13, 13: 16, 16: 19}


def _torchvision_name(root, state):
    """torchvision's name of the model ("resnet18", "resnext50_32x4d",
    "vgg16_bn"), read from its module paths and weights' shapes, which
    symbolic_trace, torch.export and the quantization passes keep while
    the class's name goes ("GraphModule"); None for any other model."""
    keys, paths = list(state or ()), set()
    if root is not None and hasattr(root, "named_modules"):
        keys += [n for n, _ in root.named_modules()]
    for key in keys:
        parts = key.split(".")
        paths.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    blocks = tuple(sum(1 for p in paths if re.fullmatch(r"layer%d\.\d+" % k, p))
                   for k in (1, 2, 3, 4))
    if all(blocks) and "fc" in paths:
        depth = _RESNETS.get(("layer1.0.conv3" in paths, blocks))
        if depth is None:
            return None
        shape = _shape_of(state, root, "layer1.0.conv2.weight") or \
            _shape_of(state, root, "layer1.0.conv2.0.weight")
        if depth < 50 or shape is None or shape[0] == 64:
            return "resnet%d" % depth
        groups = shape[0] // shape[1]
        if groups > 1:
            return "resnext%d_%dx%dd" % (depth, groups, shape[0] // groups)
        return "wide_resnet%d_%d" % (depth, shape[0] // 64)
    convs = [k for k in state or () if re.fullmatch(r"features\.\d+\.weight", k)
             and len(state[k].shape) == 4]
    if convs and "classifier" in paths and len(convs) in _VGGS:
        bn = any(k.endswith(".running_mean") and k.startswith("features.")
                 for k in state)
        return "vgg%d%s" % (_VGGS[len(convs)], "_bn" if bn else "")
    return None


def _auto_name(x):
    """The name a graph goes by when none is given: the model and its form
    ("resnet18 · symbolic_trace", "MyModel · export", "resnet50 ·
    prepare_fx"): torchvision's name when the model is one of its, else
    its class's name; a model whose class is lost ("GraphModule") goes by
    its form and size ("make_fx · 41 nodes")."""
    exported = _is_exported_program(x)
    gm = x.graph_module if exported else x
    form = "export" if exported else _form(gm)
    root = None if exported else gm if hasattr(gm, "graph") else \
        getattr(gm, "owning_module", None)
    model = _exported_name(gm) if exported else _default_name(root)
    try:
        state = x.state_dict if exported else \
            root.state_dict() if root is not None else {}
        model = _torchvision_name(root, state) or model
    except Exception:
        pass    # weights of a shape we cannot read: the class's name
    if model is None:
        graph = gm.graph if hasattr(gm, "graph") else gm
        return "%s · %d nodes" % (form, len(graph.nodes))
    return "%s · %s" % (model, form)


# Deeper than any real nesting of cond in while_loop in cond...
_MAX_SUB_DEPTH = 32


def _subgraphs(graph, root):
    """{id(module): name} of the GraphModules graph's get_attr and
    call_module nodes reach (torch.cond's true_graph_0, while_loop's
    body_graph_0, split_module's submod_0), each named after its target,
    with no '.' in it (a '.' parts nested names in fxviz); and the
    [(name, module)] list of them in graph order."""
    fx = _fx()
    names, order, taken = {}, [], set()
    for node in graph.nodes:
        target = _node_target(node, root)
        if not isinstance(target, fx.GraphModule) or id(target) in names:
            continue
        base = _text(node.target.replace(".", "_")) or "sub"
        name, i = base, 1
        while name in taken:
            name, i = "%s_%d" % (base, i), i + 1
        taken.add(name)
        names[id(target)] = name
        order.append((name, target))
    return names, order


def _graph(gm, sig, depth, seen):
    """The keys of one graph of fxviz JSON: node_count, edge_count, nodes
    and, when its nodes reach GraphModules, subgraphs (each once, and
    none that holds itself)."""
    graph = gm.graph if hasattr(gm, "graph") else gm
    # The module the targets are paths in: the GraphModule, or the one
    # a bare Graph belongs to.
    root = gm if hasattr(gm, "graph") else getattr(graph, "owning_module", None)
    subs, order = {}, []
    if depth < _MAX_SUB_DEPTH:
        try:
            subs, order = _subgraphs(graph, root)
        except Exception:
            subs, order = {}, []    # targets we cannot walk: no sub-graphs
        subs = {k: v for k, v in subs.items() if k not in seen}
        order = [(n, m) for n, m in order if id(m) not in seen]
    index = {n: i for i, n in enumerate(graph.nodes)}
    nodes = [_node(n, sig.get(n.name), root, subs, index) for n in graph.nodes]
    doc = {"node_count": len(nodes),
           "edge_count": sum(len(n["users"]) for n in nodes),
           "nodes": nodes}
    if order:
        inner = seen | {id(m) for _, m in order}
        doc["subgraphs"] = [dict({"name": name}, **_graph(m, {}, depth + 1, inner))
                            for name, m in order]
    return doc


# ---- overlays: numbers per node, measured in the user's torch ------------------

# The overlays the exporter measures (docs/format.md, "Overlays"), in the
# order overlays=True writes them, each with its unit.
OVERLAYS = ("flops", "bytes", "params", "time")
_UNITS = {"flops": "FLOP", "bytes": "B", "params": "B", "time": "s"}


def _overlay_names(overlays):
    """The overlay names overlays= asks for, each once, in its order:
    None or False for none, True for all four, a name, or an iterable of
    names. ValueError names anything else."""
    if overlays is None or overlays is False:
        return []
    if overlays is True:
        return list(OVERLAYS)
    items = [overlays] if isinstance(overlays, str) else overlays
    try:
        items = list(items)
    except TypeError:
        raise ValueError("overlays= takes True or names from %s, not %r" %
                         (", ".join(OVERLAYS), overlays)) from None
    out = []
    for item in items:
        if not isinstance(item, str) or item not in _UNITS:
            raise ValueError("unknown overlay %r: the exporter measures %s" %
                             (item, ", ".join(OVERLAYS)))
        if item not in out:
            out.append(item)
    return out


def _torch_version():
    import torch
    return str(torch.__version__)


def _flop_counter():
    """torch.utils.flop_counter.FlopCounterMode (torch 2.x), or None."""
    try:
        from torch.utils.flop_counter import FlopCounterMode
    except ImportError:
        return None
    return FlopCounterMode


def _itemsize(dtype):
    """Bytes per element of dtype, or None for one torch cannot make."""
    size = getattr(dtype, "itemsize", None)    # torch 2.1 and later
    if isinstance(size, int):
        return size
    try:
        import torch
        return torch.empty(0, dtype=dtype).element_size()
    except Exception:
        return None


def _tensor_bytes(t):
    """numel x element size of a tensor, FakeTensor or ShapeProp's
    TensorMetadata; None when a size is symbolic or the dtype unknown."""
    n = 1
    for d in t.shape:
        if type(d) is not int:
            d = _size(d)
            if type(d) is not int:
                return None     # s0: no number of bytes without a guess
        n *= d
    size = _itemsize(t.dtype)
    return None if size is None else n * size


def _value_bytes(v, depth=0):
    """The bytes of every tensor in v (a tensor, or tuples, lists and dicts
    of them); None when v holds no tensor, or one of unknown size."""
    if _is_tensor(v):
        return _tensor_bytes(v)
    if depth > _MAX_DEPTH:
        return None
    items = v.values() if isinstance(v, dict) else \
        v if isinstance(v, (list, tuple)) else ()
    total = None
    for x in items:
        b = _value_bytes(x, depth + 1)
        if b is None and _holds_tensor(x, depth + 1):
            return None     # a tensor we cannot count: no number at all
        if b is not None:
            total = (total or 0) + b
    return total


def _holds_tensor(v, depth=0):
    if _is_tensor(v):
        return True
    if depth > _MAX_DEPTH:
        return False
    items = v.values() if isinstance(v, dict) else \
        v if isinstance(v, (list, tuple)) else ()
    return any(_holds_tensor(x, depth + 1) for x in items)


def _meta_bytes(node, root):
    """A node's result bytes from its tensor metadata (make_fx and torch
    2.x's meta['val'], ShapeProp's meta['tensor_meta'], dynamo's
    meta['example_value']) or, for a get_attr, the tensor it reads; None
    when neither says."""
    for key in ("val", "tensor_meta", "example_value"):
        v = node.meta.get(key)
        b = _value_bytes(v) if _holds_tensor(v) else None
        if b is not None:
            return b    # else a symbolic size: ShapeProp's may be concrete
    target = _node_target(node, root)
    if node.op == "get_attr" and _is_tensor(target):
        return _tensor_bytes(target)
    return None


def _module_bytes(mod):
    """Bytes of a module's parameters and buffers, its children's too
    (each once, as parameters() and buffers() give them)."""
    return sum(_tensor_bytes(t) or 0
               for t in itertools.chain(mod.parameters(), mod.buffers()))


def _params(gm, state):
    """{node: bytes} of what each get_attr reads (a tensor, or a module's
    parameters and buffers) and each call_module's module holds, for the
    nodes that reach some; state ({placeholder name: tensor}) adds an
    ExportedProgram's lifted parameters, buffers and constants."""
    out = {}
    for node in gm.graph.nodes:
        if node.op == "placeholder" and node.name in state:
            out[node.name] = _tensor_bytes(state[node.name])
            continue
        target = _node_target(node, gm)
        if node.op in ("get_attr", "call_module") and \
                hasattr(target, "parameters") and hasattr(target, "buffers"):
            out[node.name] = _module_bytes(target)
        elif node.op == "get_attr" and _is_tensor(target):
            out[node.name] = _tensor_bytes(target)
    # A module that holds nothing (ReLU) has no value, as a node without
    # FLOPs has none: grey in the picture, not a 0 on the scale.
    return {k: v for k, v in out.items() if v}


# ---- FLOPs by formula (torch 1.x, which has no FlopCounterMode) ----------------
# 2 FLOPs per multiply-add, as FlopCounterMode counts them; a bias add, as
# there, is not counted.

def _conv_flops(x, w, out, transposed):
    # FlopCounterMode's conv_flop_count: out's (a transposed conv: x's)
    # batch, channels and positions times the weight's other dimensions
    # (in channels / groups, kernel).
    n = 1
    for d in w.shape[1:]:
        n *= int(d)
    return 2 * (x if transposed else out).numel() * n


def _mm_flops(a, out):
    # mm, bmm, matmul, addmm, baddbmm: each result element is a dot
    # product over a's last dimension.
    return 2 * out.numel() * int(a.shape[-1])


def _formulas():
    """{call_function target: kind} of the ops the formulas know, by
    function (symbolic_trace's F.conv2d, torch.matmul, operator.matmul)."""
    import operator
    import torch
    import torch.nn.functional as F
    kinds = {F.linear: "linear", torch.matmul: "mm", operator.matmul: "mm",
             torch.mm: "mm", torch.bmm: "mm", torch.addmm: "addmm",
             torch.baddbmm: "addmm", torch.convolution: "convolution"}
    for d in (1, 2, 3):
        kinds[getattr(torch, "conv%dd" % d)] = "conv"
        kinds[getattr(torch, "conv_transpose%dd" % d)] = "conv_t"
    return kinds


# ATen's overload packets (torch.ops.aten.mm.default -> "mm") and Tensor
# methods (x.matmul(y)) of the same ops.
_ATEN_FLOPS = {"convolution": "convolution", "_convolution": "convolution",
               "conv1d": "conv", "conv2d": "conv", "conv3d": "conv",
               "conv_transpose1d": "conv_t", "conv_transpose2d": "conv_t",
               "conv_transpose3d": "conv_t", "linear": "linear",
               "mm": "mm", "bmm": "mm", "matmul": "mm",
               "addmm": "addmm", "baddbmm": "addmm"}
_METHOD_FLOPS = {"matmul": "mm", "__matmul__": "mm", "mm": "mm", "bmm": "mm",
                 "addmm": "addmm", "baddbmm": "addmm"}


def _formula_kind(node, root, formulas):
    """What formula a node's FLOPs follow, and the module it calls."""
    if node.op == "call_module":
        import torch.nn as nn
        mod = _node_target(node, root)
        if isinstance(mod, (nn.Conv1d, nn.Conv2d, nn.Conv3d)):
            return "conv", mod
        if isinstance(mod, (nn.ConvTranspose1d, nn.ConvTranspose2d,
                            nn.ConvTranspose3d)):
            return "conv_t", mod
        if isinstance(mod, nn.Linear):
            return "linear", mod
        return None, None
    if node.op == "call_method":
        return _METHOD_FLOPS.get(node.target), None
    if node.op != "call_function":
        return None, None
    try:
        kind = formulas.get(node.target)
    except TypeError:
        kind = None     # an unhashable target
    if kind is None and _is_aten(node):
        kind = _ATEN_FLOPS.get(_raw(node.target)["raw"].split(".")[1])
    return kind, None


def _formula_flops(kind, mod, args, kwargs, out):
    """The FLOPs of one call of a kind _formula_kind names, from its
    arguments and result; None when they are not the tensors it needs."""
    def arg(i, *names):
        if len(args) > i:
            return args[i]
        for name in names:
            if name in kwargs:
                return kwargs[name]
        return None

    if not _is_tensor(out) or not hasattr(out, "numel"):
        return None
    if mod is not None:
        x, w = arg(0, "input"), getattr(mod, "weight", None)
    elif kind in ("mm", "addmm"):
        x = arg(1, "mat1", "batch1") if kind == "addmm" else \
            arg(0, "input", "self")
        w = None
    else:
        x, w = arg(0, "input"), arg(1, "weight")
    if not _is_tensor(x) or not hasattr(x, "numel") or \
            (kind not in ("mm", "addmm") and not _is_tensor(w)):
        return None
    if kind == "convolution":
        transposed = arg(6, "transposed")
        return _conv_flops(x, w, out, bool(transposed))
    if kind in ("conv", "conv_t"):
        return _conv_flops(x, w, out, kind == "conv_t")
    if kind == "linear":
        return _mm_flops(w, out)    # w is [out, in]: a dot product over in
    return _mm_flops(x, out)


# ---- running the graph ---------------------------------------------------------

class _Program:
    """What the Interpreter runs: a GraphModule (or an ExportedProgram's
    graph_module) and the flat inputs of one run, with the state the run
    must leave as it found it."""

    def __init__(self, x, inputs):
        import torch
        self.io = True
        self.guard = []     # buffers a run may write to, restored after
        if _is_exported_program(x):
            self.module = x.graph_module
            self.args = self._exported_args(x, inputs)
            self.io = False     # the args are the graph's own, flat
        else:
            graph = x.graph if hasattr(x, "graph") else x
            module = x if hasattr(x, "graph") else \
                getattr(graph, "owning_module", None)
            if module is None or getattr(module, "graph", None) is not graph:
                raise ValueError("a bare fx.Graph cannot be run to measure "
                                 "it: pass its GraphModule")
            self.module = module
            self.args = self._module_args(module, inputs)
            self.guard = list(module.buffers())
        self.devices = sorted({str(t.device) for t in
                               itertools.chain(_leaves(self.args),
                                               self.module.parameters(),
                                               self.module.buffers())})
        self.sync = [getattr(torch, d.split(":")[0]).synchronize
                     for d in self.devices
                     if d.split(":")[0] in ("cuda", "xpu", "mps") and
                     hasattr(getattr(torch, d.split(":")[0], None), "synchronize")]

    @staticmethod
    def _module_args(module, inputs):
        if inputs is None:
            return None
        if type(getattr(module.graph, "_codegen", None)).__name__ in \
                ("CodeGen", "NoneType"):
            # Plain inputs, one per placeholder: name the first missing.
            needed = [n for n in module.graph.nodes if n.op == "placeholder"
                      and not n.target.startswith("*") and not n.args]
            if len(inputs) < len(needed):
                raise ValueError("inputs= gives %d of the graph's %d inputs: "
                                 "no value for %s" % (len(inputs), len(needed),
                                                      needed[len(inputs)].name))
        return tuple(inputs)

    def _exported_args(self, ep, inputs):
        """The graph_module's flat inputs: the program's parameters,
        buffers and constants where its signature lifts them, the leaves of
        inputs for its user inputs."""
        if inputs is None:
            return None
        import torch.utils._pytree as pytree
        leaves = list(pytree.tree_leaves(tuple(inputs)))
        lifted = _exported_state(ep)
        args, used = [], 0
        for node in ep.graph_module.graph.nodes:
            if node.op != "placeholder":
                continue
            if node.name in lifted:
                kind, value = lifted[node.name]
                if value is None:
                    raise ValueError("cannot run the program to measure it: "
                                     "its input %s is a %s" % (node.name, kind))
                args.append(value)
                if kind == "BUFFER" and _is_tensor(value):
                    self.guard.append(value)
                continue
            if used == len(leaves):
                raise ValueError("inputs= gives %d values: no value for the "
                                 "program's input %s" % (len(leaves), node.name))
            args.append(leaves[used])
            used += 1
        if used != len(leaves):
            raise ValueError("inputs= gives %d values for the program's %d "
                             "inputs" % (len(leaves), used))
        return tuple(args)

    def run(self, per_node, per_call=None):
        """Runs the graph once on fresh copies of the inputs, under no_grad,
        with per_node(interp, node, run) around each node's run, and
        per_call(node, call) around the call of its op alone, after its
        args are fetched (get_attr, call_function, call_method,
        call_module); the model's buffers, the inputs and the random
        generators are as they were."""
        import torch
        fx = _fx()
        current = [None]

        class Interpreter(fx.Interpreter):
            def run_node(self, n):
                current[0] = n
                return per_node(self, n, lambda: fx.Interpreter.run_node(self, n))

        if per_call is not None:
            def timed(op):
                plain = getattr(fx.Interpreter, op)
                return lambda self, target, args, kwargs: per_call(
                    current[0], lambda: plain(self, target, args, kwargs))
            for op in ("get_attr", "call_function", "call_method", "call_module"):
                setattr(Interpreter, op, timed(op))

        saved = [t.detach().clone() for t in self.guard]
        try:
            with torch.no_grad(), torch.random.fork_rng(devices=[
                    torch.device(d).index or 0 for d in self.devices
                    if d.startswith("cuda")]):
                interp = Interpreter(self.module)
                interp.run(*_fresh(self.args), enable_io_processing=self.io)
        finally:
            with torch.no_grad():
                for t, s in zip(self.guard, saved):
                    t.copy_(s)


def _exported_state(ep):
    """{placeholder name: (kind, value)} of what an ExportedProgram's
    signature lifts into its graph's inputs: parameters, buffers (a
    non-persistent one is among its constants), constant tensors and
    custom objects; value None for one the program does not hold (a
    TOKEN, which the exporter cannot make)."""
    state, constants = ep.state_dict, getattr(ep, "constants", None) or {}
    out = {}
    for spec in ep.graph_signature.input_specs:
        name = getattr(getattr(spec, "arg", None), "name", None)
        kind = _spec_kind(getattr(spec, "kind", None))
        target = getattr(spec, "target", None)
        if kind == "USER_INPUT" or not isinstance(name, str):
            continue
        value = None
        if kind in ("PARAMETER", "BUFFER", "CONSTANT_TENSOR", "CUSTOM_OBJ"):
            value = state.get(target) if target in state else constants.get(target)
        out[name] = (kind, value)
    return out


def _leaves(v, depth=0):
    if _is_tensor(v) and hasattr(v, "device"):
        yield v
    elif depth < _MAX_DEPTH and isinstance(v, (list, tuple, dict)):
        for x in v.values() if isinstance(v, dict) else v:
            yield from _leaves(x, depth + 1)


def _fresh(v, depth=0):
    """v with each tensor copied, so that a graph that writes to its input
    (add_, copy_) writes to the copy."""
    if _is_tensor(v) and hasattr(v, "clone"):
        t = v.detach().clone()
        return t.requires_grad_() if v.requires_grad else t
    if depth < _MAX_DEPTH and type(v) in (list, tuple):
        return type(v)(_fresh(x, depth + 1) for x in v)
    if depth < _MAX_DEPTH and type(v) is dict:
        return {k: _fresh(x, depth + 1) for k, x in v.items()}
    return v


def _measure_once(prog, flops, want_bytes):
    """({node: FLOPs}, {node: result bytes}) of one run of prog: FLOPs
    only of nodes that have some, bytes of nodes whose result holds
    tensors."""
    counter = _flop_counter() if flops else None
    formulas = _formulas() if flops and counter is None else None
    flop_out, byte_out = {}, {}

    def per_node(interp, n, run):
        if n.op in ("placeholder", "output") or not flops:
            r = run()
        elif counter is not None:
            with counter(display=False) as c:
                r = run()
            f = c.get_total_flops()
            if f:
                flop_out[n.name] = int(f)
        else:
            kind, mod = _formula_kind(n, interp.module, formulas)
            args, kwargs = interp.fetch_args_kwargs_from_env(n) if kind \
                else ((), {})
            r = run()
            f = _formula_flops(kind, mod, args, kwargs, r) if kind else None
            if f:
                flop_out[n.name] = int(f)
        if want_bytes and n.op != "output":
            b = _value_bytes(r)
            if b is not None:
                byte_out[n.name] = b
        return r

    prog.run(per_node)
    return flop_out, byte_out


def _measure_time(prog, runs):
    """{node: [seconds of each run]}, after one warm-up run: every node but
    the placeholders and the output, whose time is the Interpreter's own."""
    import time
    times = {}
    clock, syncs = time.perf_counter, prog.sync

    def per_call(n, call):
        for sync in syncs:
            sync()
        start = clock()
        r = call()
        for sync in syncs:
            sync()
        times.setdefault(n.name, []).append(clock() - start)
        return r

    def plain(interp, n, run):
        return run()

    prog.run(plain)      # warm-up
    for _ in range(runs):
        prog.run(plain, per_call)
    return times


def _overlays(x, gm, names, inputs, runs):
    """The overlays names asks for, of x (a GraphModule or an
    ExportedProgram whose graph_module is gm), as docs/format.md's
    "overlays" list."""
    if type(runs) is not int or runs < 1:
        raise ValueError("runs= is the number of timed runs, 1 or more, not %r"
                         % (runs,))
    if inputs is not None and not isinstance(inputs, (tuple, list)):
        inputs = (inputs,)      # one tensor: the graph's one input
    graph = gm.graph if hasattr(gm, "graph") else gm
    root = gm if hasattr(gm, "graph") else getattr(graph, "owning_module", None)
    nodes = [n for n in graph.nodes if n.op != "output"]
    meta_bytes = {}
    if "bytes" in names:
        for n in nodes:
            b = _meta_bytes(n, root)
            if b is not None:
                meta_bytes[n.name] = b
    # A graph that was never run (symbolic_trace without ShapeProp) has
    # no tensor metadata, only its get_attrs' tensors; one traced with
    # symbolic sizes has no number of bytes in it.
    described = "bytes" in names and \
        any(_meta_bytes(n, None) is not None for n in nodes)
    short = [n.name for n in nodes if n.name not in meta_bytes]
    needs_run = [k for k in names if k in ("flops", "time") or
                 k == "bytes" and short and (inputs is not None or not described)]
    if needs_run and inputs is None:
        why = " (the graph's tensor metadata gives no sizes)" \
            if needs_run == ["bytes"] else ""
        raise ValueError("overlay %r needs inputs=, the example inputs to run "
                         "the graph on%s" % (needs_run[0], why))
    prog = _Program(x, inputs) if needs_run else None
    version = _torch_version()
    flops, run_bytes = {}, {}
    if "flops" in names or ("bytes" in needs_run):
        flops, run_bytes = _measure_once(prog, "flops" in names, "bytes" in needs_run)
    out = []
    for name in names:
        overlay = {"name": name, "unit": _UNITS[name]}
        if name == "flops":
            counter = _flop_counter() is not None
            overlay["how"] = ("torch.utils.flop_counter.FlopCounterMode around "
                              "each node (torch.fx.Interpreter), torch %s" if counter else
                              "by formula: convolution, linear, matmul, mm, bmm, "
                              "addmm, baddbmm (torch.fx.Interpreter), torch %s") % version
            overlay["values"] = flops
        elif name == "bytes":
            values = dict(meta_bytes)
            ran = {k: v for k, v in run_bytes.items() if k not in values}
            values.update(ran)
            overlay["values"] = {n.name: values[n.name] for n in nodes
                                 if n.name in values}
            overlay["how"] = "numel * element size of each tensor a node returns, " + (
                "from its tensor metadata" if not ran else
                "from running it (torch.fx.Interpreter, torch %s)" % version
                if not meta_bytes else
                "from its tensor metadata, else from running it "
                "(torch.fx.Interpreter, torch %s)" % version)
        elif name == "params":
            state = {k: v for k, (_, v) in _exported_state(x).items()
                     if v is not None and _is_tensor(v)} \
                if _is_exported_program(x) else {}
            overlay["values"] = _params(gm, state)
            overlay["how"] = "bytes of the parameters and buffers each get_attr " \
                             "reads or call_module's module holds"
        else:
            times = _measure_time(prog, runs)
            overlay["values"] = {k: math.fsum(v) / len(v) for k, v in times.items()}
            if runs > 1:
                overlay["spread"] = {k: _stdev(v) for k, v in times.items()}
            overlay["runs"] = runs
            overlay["how"] = "torch.fx.Interpreter, %d run%s after a warm-up, " \
                             "torch %s, %s" % (runs, "s" if runs > 1 else "",
                                               version, ", ".join(prog.devices) or "cpu")
        out.append(overlay)
    return out


def _stdev(v):
    """The sample standard deviation of v (2 or more numbers)."""
    mean = math.fsum(v) / len(v)
    return math.sqrt(math.fsum((x - mean) ** 2 for x in v) / (len(v) - 1))


def to_json(gm, name=None, *, overlays=None, inputs=None, runs=20):
    """gm (a GraphModule, an fx.Graph, or torch.export's ExportedProgram) as
    an fxviz JSON dict: each call_module node with its module's class and
    extra_repr() ("target_module"), each get_attr of a tensor with its
    shape and dtype, and the GraphModules its nodes reach (torch.cond's
    branches) as "subgraphs". An ExportedProgram's graph signature goes
    into its nodes' meta as sig_kind and sig_target. Named after the model
    and the form it was made in ("resnet18 · symbolic_trace", _auto_name)
    unless name says otherwise.

    overlays (True for all, or names of OVERLAYS: "flops", "bytes",
    "params", "time") adds the numbers measured per node of the top
    graph, version 3; without them the dict is version 2. flops and time
    run the graph (torch.fx.Interpreter, under no_grad, on copies of
    inputs, the example inputs as a tuple; buffers and the random
    generators are left as they were), bytes too when the graph has no
    tensor metadata; time runs it once to warm up, then runs times.
    ValueError names an unknown overlay or a missing input."""
    names = _overlay_names(overlays)
    sig = {}
    if name is None:
        try:
            name = _auto_name(gm)
        except Exception:
            name = None     # a graph we cannot tell the form of: no name
    program = gm
    if _is_exported_program(gm):
        try:
            sig = _signature(gm.graph_signature)
        except Exception:
            sig = {}    # a signature of a shape we cannot read: the graph alone
        gm = gm.graph_module
    doc = {"format": FORMAT, "version": 3 if names else VERSION}
    if name:
        doc["name"] = name
    doc.update(_graph(gm, sig, 0, {id(gm)}))
    if names:
        doc["overlays"] = _overlays(program, gm, names, inputs, runs)
    return doc


def _enc(x):
    # allow_nan=False: every float is tagged, so a bare NaN is a bug.
    return json.dumps(x, ensure_ascii=False, allow_nan=False)


def _encode(doc):
    """A graph of fxviz JSON as text, one node per line."""
    head = _enc({k: v for k, v in doc.items()
                 if k not in ("nodes", "subgraphs", "overlays")})
    text = "%s%s\"nodes\": [\n%s\n]" % (head[:-1], ", " if head != "{}" else "",
                                         ",\n".join(_enc(n) for n in doc["nodes"]))
    if "subgraphs" in doc:
        text += ", \"subgraphs\": [\n%s\n]" % ",\n".join(
            _encode(sub) for sub in doc["subgraphs"])
    if "overlays" in doc:
        # After the nodes they name, one overlay a line.
        text += ", \"overlays\": [\n%s\n]" % ",\n".join(
            _enc(o) for o in doc["overlays"])
    return text + "}"


def dumps(gm, name=None, *, overlays=None, inputs=None, runs=20):
    """fxviz JSON text of gm, one node per line (so that fxviz's LINE:COL
    and a diff both point at a node); overlays, inputs and runs as for
    to_json."""
    return _encode(to_json(gm, name, overlays=overlays, inputs=inputs,
                           runs=runs)) + "\n"


def save(gm, path, name=None, *, overlays=None, inputs=None, runs=20):
    """Writes gm's fxviz JSON to path (overlays as for to_json, measured
    before the file is opened)."""
    text = dumps(gm, name, overlays=overlays, inputs=inputs, runs=runs)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def _mb(n):
    """n bytes in MB, as fxviz serve's flags count them: "32 MB", "3.9 MB"."""
    mb = n / float(1 << 20)
    return "%d MB" % mb if mb == int(mb) else "%.1f MB" % mb


def _send(method, url, body, headers, timeout):
    """(status, reason, answer bytes) of one request to url. The body goes
    in pieces, so that a server that answers before it has read all of it
    (a 413 at the Content-Length) and closes is still heard: the write
    fails, and its answer is read then. Raises OSError when the server
    cannot be reached, UploadError when it gave no answer (a reset, a
    timeout)."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise UploadError("%s is not an http:// or https:// URL" % url)
    kind = http.client.HTTPSConnection if parts.scheme == "https" else \
        http.client.HTTPConnection
    conn = kind(parts.hostname, parts.port, timeout=timeout)
    cut = None
    conn.connect()
    try:
        conn.putrequest(method, (parts.path or "/") +
                        ("?" + parts.query if parts.query else ""))
        for k, v in headers.items():
            conn.putheader(k, v)
        if body is not None:
            conn.putheader("Content-Length", str(len(body)))
        conn.endheaders()
        view, step = memoryview(body or b""), 1 << 16
        for at in range(0, len(view), step):
            try:
                conn.send(view[at:at + step])
            except (BrokenPipeError, ConnectionResetError):
                cut = at    # the server answered early: read what it said
                break
        reply = conn.getresponse()
        return reply.status, reply.reason, reply.read()
    except (OSError, http.client.HTTPException) as e:
        if cut is None:
            raise UploadError("%s: %s" % (url, str(e) or type(e).__name__)) \
                from None
        raise UploadError("%s closed the connection after %s of the body's "
                          "%s and gave no answer (%s)" %
                          (url, _mb(cut), _mb(len(view)), e)) from None
    finally:
        conn.close()


def _limits(server):
    """The server's limits (GET /api/config's "limits": max_body, max_run,
    in bytes), or {} when it does not say (an older fxviz, a proxy)."""
    try:
        status, _, data = _send("GET", server + "/api/config", None, {}, 30)
        limits = json.loads(data.decode("utf-8")).get("limits") \
            if status == 200 else None
    except (OSError, ValueError, AttributeError, UploadError,
            http.client.HTTPException):
        limits = None
    return limits if isinstance(limits, dict) else {}


def _check_size(what, size, limits, key, flag):
    """UploadError (413) when size bytes of what ("big.txt is", "the
    files of trace/ are") pass the server's limit key."""
    limit = limits.get(key)
    if isinstance(limit, (int, float)) and 0 < limit < size:
        raise UploadError("%s %s, larger than the server's limit of %s "
                          "(fxviz serve %s): not sent" %
                          (what, _mb(size), _mb(limit), flag), status=413)


def _post(body, server, name, token, content_type, path="/api/graphs",
          query=None, what="the body", files=None):
    """POSTs a graph (or, path "/api/runs", a run) to server; returns the
    page's full URL. A body past the server's limits (GET /api/config:
    --max-body, and --max-run-mb for a run's files, unpacked) is refused
    here, before a byte of it is sent; what names it in the message, and
    files, (what, bytes), a tar's files (the body itself otherwise)."""
    server = server.rstrip("/")
    limits = _limits(server)
    _check_size(what + " is", len(body), limits, "max_body", "--max-body")
    if path == "/api/runs":
        what_files, size = files or (what + " is", len(body))
        _check_size(what_files, size, limits, "max_run", "--max-run-mb")
    url = server + path
    query = dict(query or {})
    if name:
        query["name"] = name
    if query:
        url += "?" + urllib.parse.urlencode(query)
    headers = {"Content-Type": content_type}
    if token:
        headers["Authorization"] = "Bearer " + token
    try:
        status, reason, data = _send("POST", url, body, headers, 120)
    except OSError as e:
        raise UploadError("cannot reach %s: %s" % (server, e)) from None
    if status not in (200, 201):
        raise _http_error(url, status, reason, data)
    try:
        summary = json.loads(data.decode("utf-8"))
    except ValueError as e:
        raise UploadError("%s answered something that is not JSON: %s" %
                          (url, e)) from None
    try:
        if path == "/api/runs":
            return server + "/runs/" + summary["id"]
        return server + summary["urls"]["page"]
    except (KeyError, TypeError):
        raise UploadError("%s answered without %s: %.200s" %
                          (url, "an id" if path == "/api/runs" else
                           "urls.page", json.dumps(summary))) from None


def _http_error(url, status, reason, data):
    """UploadError with the server's own message, line and column."""
    text = data.decode("utf-8", "replace")
    try:
        body = json.loads(text)
    except ValueError:
        body = {}
    if not isinstance(body, dict):
        body = {}
    line, column = body.get("line"), body.get("column")
    msg = body.get("error") or text.strip()[:200] or reason
    where = "line %s, column %s: " % (line, column) if line else ""
    return UploadError("%s: HTTP %d: %s%s" % (url, status, where, msg),
                       status=status, line=line, column=column)


def show(gm, server=DEFAULT_SERVER, name=None, token=None, *, overlays=None,
         inputs=None, runs=20):
    """Uploads gm to a running `fxviz serve`; prints and returns the page URL
    (overlays, inputs and runs as for to_json). Raises UploadError (with
    .status, .line, .column) when that fails."""
    body = dumps(gm, name, overlays=overlays, inputs=inputs, runs=runs)
    url = _post(body.encode("utf-8"), server, name, token,
                "application/json", what="the graph's JSON")
    print(url)
    return url


# ---- torch.compile backends --------------------------------------------------

# A graph whose GraphModule does not carry dynamo's name (older torch, or a
# graph not from dynamo) is named __compiled_fn_N, N counted from 1 by every
# fxviz backend of the process together.
_compiled = itertools.count(1)


def _dynamo_name(gm):
    """The name dynamo gave gm, as TORCH_LOGS=graph_code prints it
    ("__compiled_fn_2_ecee298d_f270_463e_9aa7_29945dc0b0f2": torch 2.14
    appends a uuid) and torch records it in gm.meta["backend_id"]; or, when
    gm carries none, __compiled_fn_N of fxviz's own count."""
    meta = getattr(gm, "meta", None)
    name = meta.get("backend_id") if isinstance(meta, dict) else None
    if isinstance(name, str) and name:
        return _text(name)
    return "__compiled_fn_%d" % next(_compiled)


def _file_name(name):
    # "__compiled_fn_2_... forward" -> "__compiled_fn_2_..._forward.json"
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name) + ".json"


def _publish(gm, name, server, directory, token):
    """Saves gm as directory/NAME.json and/or uploads it to server, named
    name; says on standard error where it went or why it did not, and
    never raises."""
    try:
        body = dumps(gm, name)
    except Exception as e:
        print("fxviz: %s: %s" % (name, e), file=sys.stderr)
        return
    if directory is not None:
        try:
            os.makedirs(directory, exist_ok=True)
            with open(os.path.join(directory, _file_name(name)), "w",
                      encoding="utf-8") as f:
                f.write(body)
        except OSError as e:
            print("fxviz: %s: %s" % (name, e), file=sys.stderr)
    if server is not None:
        try:
            url = _post(body.encode("utf-8"), server, name, token,
                        "application/json", what="the graph's JSON")
            print("fxviz: %s: %s" % (name, url), file=sys.stderr)
        except UploadError as e:
            print("fxviz: %s: %s" % (name, e), file=sys.stderr)


def backend_to(server=None, directory=None, token=None):
    """A torch.compile backend that uploads each graph dynamo hands it to
    server (a running `fxviz serve`) and/or saves it as fxviz JSON in
    directory, named as dynamo names it (_dynamo_name); with neither, it
    uploads to DEFAULT_SERVER. The graph then runs as it is (the backend
    returns gm.forward): fxviz only looks. A graph it cannot upload or save
    is reported on standard error, and the program runs on.

        torch.compile(model, backend=fxviz.backend_to(directory="graphs"))
    """
    if server is None and directory is None:
        server = DEFAULT_SERVER

    def fxviz_backend(gm, example_inputs):
        _publish(gm, _dynamo_name(gm), server, directory, token)
        return gm.forward

    return fxviz_backend


def backend(gm, example_inputs):
    """torch.compile(model, backend=fxviz.backend): uploads every graph to
    DEFAULT_SERVER, as backend_to() with no arguments does."""
    return backend_to()(gm, example_inputs)


def _boxed(fn):
    """fn as AOTAutograd's compilers return it: called with one list of
    inputs, which it may free as it goes."""
    try:
        from torch._functorch.aot_autograd import make_boxed_func
    except ImportError:
        from functorch.compile import make_boxed_func
    return make_boxed_func(fn)


def aot_backend_to(server=None, directory=None, token=None):
    """A torch.compile backend that hands each dynamo graph to AOTAutograd
    (torch._dynamo.backends.common.aot_autograd) and uploads and/or saves
    the graphs it makes of it, as the backend's compilers get them:
    "NAME forward" and "NAME backward" (the joint graph, partitioned; the
    backward when autograd first needs it), or "NAME inference" when no
    input needs a gradient; NAME is dynamo's name for the graph. Each runs
    as it is, so the program computes what it computes uncompiled; server,
    directory and token are as for backend_to.

        torch.compile(model, backend=fxviz.aot_backend_to(directory="graphs"))
    """
    if server is None and directory is None:
        server = DEFAULT_SERVER

    def compiler(name, kind):
        def fxviz_compile(gm, example_inputs):
            _publish(gm, "%s %s" % (name, kind), server, directory, token)
            return _boxed(gm.forward)
        return fxviz_compile

    def fxviz_aot_backend(gm, example_inputs):
        from torch._dynamo.backends.common import aot_autograd
        name = _dynamo_name(gm)
        return aot_autograd(fw_compiler=compiler(name, "forward"),
                            bw_compiler=compiler(name, "backward"),
                            inference_compiler=compiler(name, "inference"))(
                                gm, example_inputs)

    return fxviz_aot_backend


def aot_backend(gm, example_inputs):
    """torch.compile(model, backend=fxviz.aot_backend): uploads every AOT
    graph to DEFAULT_SERVER, as aot_backend_to() with no arguments does."""
    return aot_backend_to()(gm, example_inputs)


# A TORCH_TRACE file's first line: torch's log prefix, then one JSON event.
_TRACE_LINE = re.compile(rb"^[VIWEC]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [^\]]*\] \{")


def _is_trace(body):
    return _TRACE_LINE.match(body[:4096]) is not None


def _tar_folder(folder):
    """A folder's regular files as an uncompressed tar, under the folder's
    own name (the server takes it off and names the run after it): its
    name, the tar, and the bytes of the files in it."""
    import io
    import tarfile
    top = os.path.basename(os.path.abspath(folder)) or "run"
    out, size = io.BytesIO(), 0
    with tarfile.open(fileobj=out, mode="w", format=tarfile.PAX_FORMAT) as t:
        for root, dirs, files in os.walk(folder):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for f in sorted(files):
                path = os.path.join(root, f)
                if f.startswith(".") or os.path.islink(path) or \
                        not os.path.isfile(path):
                    continue
                rel = os.path.relpath(path, folder)
                size += os.path.getsize(path)
                t.add(path, arcname=top + "/" + rel.replace(os.sep, "/"),
                      recursive=False)
    return top, out.getvalue(), size


def main(argv=None):
    """python3 -m fxviz PATH --server URL: uploads a TORCH_TRACE or
    TORCH_COMPILE_DEBUG folder (as a tar) or one TORCH_TRACE file as a run,
    or a saved fxviz JSON file or a print(gm.graph) text file as a graph."""
    p = argparse.ArgumentParser(
        prog="python3 -m fxviz",
        description="Upload a compile run (a TORCH_TRACE folder or file) or a "
                    "graph (fxviz JSON, or the text print(gm.graph) printed) "
                    "to a running fxviz server; print the page URL.")
    p.add_argument("file", metavar="PATH", help="a run's folder, a trace "
                   "file, or a graph file; - reads standard input")
    p.add_argument("--server", default=DEFAULT_SERVER,
                   help="the fxviz server (default %(default)s)")
    p.add_argument("--name", help="the run's or graph's name (default: the "
                   "folder's or the file's name, without its extension; for "
                   "standard input, the JSON's)")
    p.add_argument("--token", help="the server's --token, sent as Authorization: Bearer")
    args = p.parse_args(argv)
    try:
        if args.file != "-" and os.path.isdir(args.file):
            folder, body, size = _tar_folder(args.file)
            print(_post(body, args.server, args.name or folder, args.token,
                        "application/x-tar", "/api/runs",
                        what="the tar of %s" % args.file,
                        files=("the files of %s are" % args.file, size)))
            return 0
        if args.file == "-":
            body = sys.stdin.buffer.read()
        else:
            with open(args.file, "rb") as f:
                body = f.read()
    except OSError as e:
        print("fxviz: %s: %s" % (args.file, e.strerror), file=sys.stderr)
        return 1
    except UploadError as e:
        print("fxviz: %s" % e, file=sys.stderr)
        return 1
    is_json = body.lstrip()[:1] == b"{"
    name, what = args.name, "standard input"
    if args.file != "-":
        what = "%s" % args.file
        if name is None:
            name = os.path.splitext(os.path.basename(args.file))[0]
    try:
        if _is_trace(body):
            query = {"file": os.path.basename(args.file)} \
                if args.file != "-" else {}
            print(_post(body, args.server, name, args.token,
                        "text/plain; charset=utf-8", "/api/runs", query,
                        what=what))
        else:
            print(_post(body, args.server, name, args.token,
                        "application/json" if is_json else
                        "text/plain; charset=utf-8", what=what))
    except UploadError as e:
        print("fxviz: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
