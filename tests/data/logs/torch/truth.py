"""truth: records, while torch prints, the nodes of every graph it prints.

Imported first by each script beside it. It wraps torch.fx.graph_module.
_print_readable, which every print_readable(), every TORCH_LOGS graph
(torch/fx/_utils.py, lazy_format_graph_code) and print(exported_program)
go through, and writes, for each outermost call, the graph and the graphs
of its nested classes: each node's name, op, target and users. make.py
then keeps the records whose printout is in the log, in the log's order.

The record file is $FXVIZ_TRUTH (with ".rankN" when torch.distributed
runs), one JSON object a line:
  {"pid": ..., "rank": ..., "text": PRINTOUT, "graphs": [[PATH, NODES]]}
PATH is "" for the graph printed, "a.b" for the class b nested in a;
NODES are [name, op, target, [users]] in graph order.
"""
import atexit
import importlib
import json
import operator
import os

import torch
import torch.fx.graph_module as graph_module

# torch.export.unflatten is also the name of a function torch.export
# holds, which hides the module from 'import ... as'
unflatten = importlib.import_module("torch.export.unflatten")

_out = None
_depth = 0


def _target(node):
    t = node.target
    if isinstance(t, str):
        return t
    if isinstance(t, (torch._ops.OpOverload, torch._ops.OpOverloadPacket)):
        return "torch.ops." + str(t)
    if isinstance(t, torch._ops.HigherOrderOperator):
        return "torch.ops.higher_order." + t.__name__
    if getattr(operator, getattr(t, "__name__", ""), None) is t:
        return "operator." + t.__name__
    try:
        return torch.fx.node._get_qualified_name(t)
    except Exception:
        return repr(t)


def _graphs(module, path, into, nested=True):
    into.append([path, [[n.name, n.op, _target(n), [u.name for u in n.users]]
                        for n in module.graph.nodes]])
    for name, child in module.named_children():
        if nested and isinstance(child, graph_module.GraphModule):
            _graphs(child, path + "." + name if path else name, into)


def _file():
    global _out
    if _out is None:
        path = os.environ.get("FXVIZ_TRUTH", "truth.jsonl")
        rank = os.environ.get("RANK")
        if rank is not None:
            path += ".rank" + rank
        _out = open(path, "a")
        atexit.register(_out.close)
    return _out


_real = graph_module._print_readable


def _print_readable(module, module_name, *args, **kwargs):
    global _depth
    _depth += 1
    try:
        text = _real(module, module_name, *args, **kwargs)
    finally:
        _depth -= 1
    if _depth == 0:
        record(module, text)
    return text


def record(module, text, nested=True):
    """Records module's graphs, printed as text; nested: with those of
    its children, as print_readable() prints them (print(gm.graph) does
    not)."""
    graphs = []
    _graphs(module, "", graphs, nested)
    f = _file()
    f.write(json.dumps({"pid": os.getpid(), "rank": os.environ.get("RANK"),
                        "text": text, "graphs": graphs}) + "\n")
    f.flush()


graph_module._print_readable = _print_readable
unflatten._print_readable = _print_readable
