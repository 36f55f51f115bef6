"""Makes tests/data/torch2: the artifacts torch 2.x writes about the FX
graphs of a set of models, and torch's own truth about every graph in them,
recorded from the Graph object at the moment torch printed it.

Run with the project's virtual environment (`make torch2-corpus`):

    .venv/bin/python tests/data/torch2/make_corpus.py [--only NAME,...]
        [--timeout S] [--out DIR] [--list]

Each (model, part) runs in its own process under `nice`, with a timeout;
a failure is reported and the rest go on. The parts:

    export     torch.export: print(ep), ep.graph_module.print_readable(),
               str(ep.graph), torch.export.unflatten(ep).print_readable(),
               print(ep.graph_signature) (data, not a graph)
    dump       torch.compile with a backend of our own (aot_autograd with
               compilers that dump): dynamo's graph and the AOT forward and
               backward graphs, each as print(gm.graph), gm.code,
               print_readable() and print_tabular()
    inductor   torch.compile(backend="inductor") with TORCH_LOGS (stderr,
    aot_eager  to a file), TORCH_TRACE and TORCH_COMPILE_DEBUG

Torch's truth: while a part runs, every call of the printers (fx's
_print_readable, GraphModule.code, Graph.__str__, Graph.print_tabular)
keeps the text it produced and, from the object it printed, each node in
graph order (name, op, target as print(gm.graph) prints it, str(target),
node.format_node(), users' names), nested graph modules too. Afterwards
each artifact is searched for those texts, line by line (log prefixes,
indentation, blank and comment lines aside), and MANIFEST.json lists, for
each artifact, the graphs in it in order, each with the truth file
(truth/DIGEST.json) of the object it was printed from; a TORCH_TRACE
graph also with the compile id, rank and stage of its JSON line.
"""
import argparse
import contextlib
import hashlib
import io
import json
import lzma
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
WORK = "/tmp/fxviz-torch2"          # fixed, so that paths torch writes repeat
XZ_OVER = 256 * 1024
XZ_TRUTH_OVER = 32 * 1024           # truth is JSON: xz makes it a tenth
TORCH_LOGS = "graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles"
PARTS = ["export", "dump", "aot_eager", "inductor"]
DEBUG_KEEP = ["fx_graph_readable.py", "fx_graph_transformed.py",
              "fx_graph_runnable.py", "output_code.py",
              "inductor_provenance_tracking_node_mappings.json"]
# Small models first, so that artifacts come early; torchvision's last.
TORCHVISION = ["mobilenet_v3_small", "efficientnet_b0", "resnet50",
               "convnext_tiny", "swin_t", "vit_b_16", "densenet121",
               "inception_v3"]
MODELS = ["graph_breaks", "cond", "dynamic", "transformer_encoder_layer",
          "gpt", "lstm", "train_step"] + TORCHVISION


# ---- the models ---------------------------------------------------------------

def build(name):
    """(module, example args, options) for model name. Options: no_grad
    (inference), dynamic (torch.compile(dynamic=True)), dynamic_shapes
    (for torch.export), calls (the args of each call of the compiled
    module), step (a function to compile instead of the module)."""
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
    opts = {}
    if name in TORCHVISION:
        import torchvision.models as tvm
        kw = {"aux_logits": False, "init_weights": False} if name == "inception_v3" else {}
        m = getattr(tvm, name)(weights=None, **kw).eval()
        size = 299 if name == "inception_v3" else 224
        args = (torch.randn(1, 3, size, size),)
        opts["no_grad"] = True
        return m, args, opts
    if name == "transformer_encoder_layer":
        m = nn.TransformerEncoderLayer(d_model=64, nhead=4, dim_feedforward=128,
                                       batch_first=True).eval()
        return m, (torch.randn(2, 10, 64),), opts
    if name == "gpt":
        return Gpt(), (torch.randint(0, 128, (2, 16)),), opts
    if name == "lstm":
        # Dynamo breaks the graph at an LSTM, falls back to eager and
        # makes no graph, unless told otherwise.
        opts["dynamo_config"] = {"allow_rnn": True}
        return Lstm(), (torch.randn(2, 12, 16),), opts
    if name == "graph_breaks":
        m = GraphBreaks()
        x = torch.randn(4, 16)
        # Two graph breaks make three frames; the second call changes the
        # attribute that only the first frame reads: one recompile.
        opts["calls"] = [(x,), "scale=3.0", (x,)]
        return m, (x,), opts
    if name == "cond":
        return Cond(), (torch.randn(4, 8),), opts
    if name == "dynamic":
        from torch.export import Dim
        m = Dynamic()
        batch = Dim("batch", min=2, max=64)
        opts["dynamic_shapes"] = {"x": {0: batch}}
        opts["dynamic"] = True
        opts["calls"] = [(torch.randn(4, 16),), (torch.randn(7, 16),)]
        return m, (torch.randn(4, 16),), opts
    if name == "train_step":
        m = nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 4))
        opt = torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9)

        def step(x, y):
            opt.zero_grad()
            loss = F.mse_loss(m(x), y)
            loss.backward()
            opt.step()
            return loss
        opts["step"] = step
        opts["calls"] = [(torch.randn(8, 16), torch.randn(8, 4))] * 2
        return m, (torch.randn(8, 16),), opts
    raise KeyError(name)


def _models():
    """The plain-torch models, defined once torch is imported."""
    import torch
    import torch.nn as nn
    import torch.nn.functional as F

    class Block(nn.Module):
        def __init__(self, d, heads):
            super().__init__()
            self.heads = heads
            self.ln1 = nn.LayerNorm(d)
            self.qkv = nn.Linear(d, 3 * d)
            self.proj = nn.Linear(d, d)
            self.ln2 = nn.LayerNorm(d)
            self.fc = nn.Linear(d, 4 * d)
            self.out = nn.Linear(4 * d, d)

        def forward(self, x):
            b, t, d = x.shape
            q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
            q = q.view(b, t, self.heads, d // self.heads).transpose(1, 2)
            k = k.view(b, t, self.heads, d // self.heads).transpose(1, 2)
            v = v.view(b, t, self.heads, d // self.heads).transpose(1, 2)
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            y = y.transpose(1, 2).contiguous().view(b, t, d)
            x = x + self.proj(y)
            return x + self.out(F.gelu(self.fc(self.ln2(x))))

    class Gpt(nn.Module):
        def __init__(self, vocab=128, d=64, heads=4, layers=2, ctx=32):
            super().__init__()
            self.tok = nn.Embedding(vocab, d)
            self.pos = nn.Embedding(ctx, d)
            self.blocks = nn.ModuleList(Block(d, heads) for _ in range(layers))
            self.ln = nn.LayerNorm(d)
            self.head = nn.Linear(d, vocab, bias=False)

        def forward(self, idx):
            t = idx.shape[1]
            x = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
            for blk in self.blocks:
                x = blk(x)
            return self.head(self.ln(x))

    class Lstm(nn.Module):
        def __init__(self):
            super().__init__()
            self.lstm = nn.LSTM(16, 32, num_layers=2, batch_first=True)
            self.fc = nn.Linear(32, 4)

        def forward(self, x):
            y, _ = self.lstm(x)
            return self.fc(y[:, -1])

    class GraphBreaks(nn.Module):
        def __init__(self):
            super().__init__()
            self.a = nn.Linear(16, 16)
            self.b = nn.Linear(16, 16)
            self.scale = 2.0

        def forward(self, x):
            x = torch.relu(self.a(x)) * self.scale
            torch._dynamo.graph_break()
            x = torch.sigmoid(self.b(x))
            torch._dynamo.graph_break()
            return x.sum(dim=1)

    class Cond(nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = nn.Linear(8, 8)

        def forward(self, x):
            def yes(x):
                return torch.relu(self.lin(x)) + 1

            def no(x):
                return torch.tanh(x) * 2
            return torch.cond(x.sum() > 0, yes, no, (x,))

    class Dynamic(nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = nn.Linear(16, 8)

        def forward(self, x):
            y = self.lin(x)
            return y.softmax(dim=-1) * x.shape[0]

    return dict(Gpt=Gpt, Lstm=Lstm, GraphBreaks=GraphBreaks, Cond=Cond,
                Dynamic=Dynamic)


# ---- torch's truth, kept as torch prints ---------------------------------------

RECORDS = []            # [(how, text, truth)]: every printout, in order


def printed_target(node):
    """The target as print(gm.graph) prints it; the output's is "output"."""
    if node.op == "output":
        return "output"
    return node._pretty_print_target(node.target)


def graph_truth(graph, module=None, nested=True):
    """graph's nodes, and the nested graph modules that _print_readable
    prints as classes of their own (module's children that are graph
    modules), each {"name", "nodes", "subs"}. With nested false (gm.code,
    which prints no child), the children go to "children" instead: a
    script that prints each child's code apart (fx_graph_runnable.py)
    holds them as graphs of their own, to be folded into this one."""
    import torch.fx as fx
    nodes = []
    for n in graph.nodes:
        try:
            line = n.format_node()
        except Exception as e:       # keep going: the rest is still truth
            line = "<format_node failed: %s>" % e
        nodes.append({"name": n.name, "op": n.op, "target": printed_target(n),
                      "table_target": str(n.target), "node": line,
                      "users": [u.name for u in n.users]})
    subs = []
    if module is not None:
        for sub_name, sub in module.named_children():
            if isinstance(sub, fx.GraphModule):
                t = graph_truth(sub.graph, sub, nested)
                t["name"] = sub_name
                subs.append(t)
    if not nested:
        return {"nodes": nodes, "subs": [], "children": subs}
    return {"nodes": nodes, "subs": subs}


def record(how, text, graph, module=None, nested=True):
    if isinstance(text, str) and text.strip():
        RECORDS.append((how, text, graph_truth(graph, module, nested)))


def install_recorders():
    """Wraps torch's graph printers so that each call is recorded."""
    import torch.fx as fx
    import torch.fx.graph_module as fgm
    import torch.export.unflatten  # noqa: F401 (the module, not its function)
    unflatten = sys.modules["torch.export.unflatten"]
    depth = [0]
    inner = fgm._print_readable

    def _print_readable(module, *a, **kw):
        depth[0] += 1
        try:
            text = inner(module, *a, **kw)
        finally:
            depth[0] -= 1
        if depth[0] == 0:       # nested classes are in the top one's truth
            record("print_readable", text, module.graph, module)
        return text
    fgm._print_readable = _print_readable
    unflatten._print_readable = _print_readable

    code_prop = fx.GraphModule.code

    def code(self):
        text = code_prop.fget(self)
        record("code", text, self.graph, self, nested=False)
        return text
    fx.GraphModule.code = property(code)

    graph_str = fx.Graph.__str__

    def __str__(self):
        text = graph_str(self)
        record("str(graph)", text, self)
        return text
    fx.Graph.__str__ = __str__

    tabular = fx.Graph.print_tabular

    def print_tabular(self):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            tabular(self)
        text = buf.getvalue()
        record("print_tabular", text, self)
        sys.stdout.write(text)
    fx.Graph.print_tabular = print_tabular


# ---- finding the printouts in an artifact ---------------------------------------

# glog prefix of torch's logs, then its [0/0] and [__graph_code] tags.
LOG_PREFIX = re.compile(r"^(\[rank\d+\]:)?[VIWEDC]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ "
                        r"[^\]]*\] (\[[^\]\s]*\] )*")


def norm_lines(text, prefixed=False):
    """[(line, index)]: text's lines stripped of log prefixes and white
    space, without blank lines and comments."""
    out = []
    for i, line in enumerate(text.split("\n")):
        if prefixed:
            line = LOG_PREFIX.sub("", line, count=1)
        s = line.strip()
        if s and not s.startswith("#"):
            out.append((s, i))
    return out


def same_first(line, first):
    """Whether line is a printout's first line: logs put the graph's name
    and a file before it (' ===== Forward graph 0 ===== FILE class ...')."""
    return line == first or line.endswith(" " + first)


class Printouts:
    """RECORDS by text, with their normalised lines."""

    def __init__(self, records):
        self.by_digest = {}
        for how, text, truth in records:
            d = hashlib.sha1(text.encode()).hexdigest()
            e = self.by_digest.get(d)
            if e is None:
                lines = [s for s, _ in norm_lines(text)]
                if lines:
                    self.by_digest[d] = {"how": how, "lines": lines,
                                         "truths": [truth]}
            elif truth not in e["truths"]:
                e["truths"].append(truth)

    def find(self, lines):
        """The printouts in lines ([(line, index)]), in order, none inside
        another: [(start, end, entry)] over positions in lines."""
        where = {}
        for p, (s, _) in enumerate(lines):
            where.setdefault(s, []).append(p)
        found = []
        for e in self.by_digest.values():
            rl = e["lines"]
            best = None
            for k, s in enumerate(rl):
                if k == 0 and len(rl) > 1:
                    continue        # may follow a log's name and file
                ps = where.get(s)
                if ps is None:
                    best = None
                    break
                if best is None or len(ps) < len(best[1]):
                    best = (k, ps)
            if best is None:
                continue
            k, ps = best
            for p in ps:
                start = p - k
                if start < 0 or start + len(rl) > len(lines):
                    continue
                if (same_first(lines[start][0], rl[0]) and
                        all(lines[start + j][0] == rl[j] for j in range(1, len(rl)))):
                    found.append((start, start + len(rl), e))
        found.sort(key=lambda f: (-(f[1] - f[0]), f[0]))
        taken = []
        for f in found:
            if all(f[1] <= t[0] or f[0] >= t[1] for t in taken):
                taken.append(f)
        return sorted(taken, key=lambda f: f[0])


class TruthStore:
    """truth/DIGEST.json files of one model (xz when large)."""

    def __init__(self, outdir):
        self.dir = os.path.join(outdir, "truth")
        os.makedirs(self.dir, exist_ok=True)

    def put(self, truth):
        data = json.dumps(truth, sort_keys=True, separators=(",", ":")).encode()
        d = hashlib.sha1(data).hexdigest()[:16]
        name = d + ".json"
        if len(data) > XZ_TRUTH_OVER:
            name += ".xz"
            data = lzma.compress(data)
        path = os.path.join(self.dir, name)
        if not os.path.exists(path):
            with open(path, "wb") as f:
                f.write(data)
        return name


def compile_id(ev):
    """The compile id of a trace event as torch prints a CompileId."""
    fid, fcid = ev.get("frame_id"), ev.get("frame_compile_id")
    ca = ev.get("compiled_autograd_id")
    if ca is not None:
        s = "!%s" % ca + ("/%s/%s" % (fid, fcid) if fid is not None else "")
    elif fid is not None:
        s = "%s/%s" % (fid, fcid)
    else:
        return None
    if ev.get("attempt"):
        s += "_%s" % ev["attempt"]
    return s


def trace_events(text):
    """[(line index, JSON object, [payload (line, index)])] of a trace."""
    events = []
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line.startswith("\t") or not line.strip():
            if events:
                events[-1][2].append((line, i))
            continue
        j = line.find("{")
        try:
            ev = json.loads(line[j:]) if j >= 0 else None
        except ValueError:
            ev = None
        events.append((i, ev, []))
    return events


def stage_of(ev):
    """The event key, or the name of an artifact event."""
    for k in ev:
        if k not in ("frame_id", "frame_compile_id", "attempt", "rank",
                     "has_payload", "compiled_autograd_id"):
            if k == "artifact":
                return ev[k].get("name", "artifact")
            return k
    return "?"


def graph_entry(store, start_line, e, truth):
    g = {"line": start_line + 1, "printed_by": e["how"], "truth": store.put(truth)}
    if len(e["truths"]) > 1:
        # The same text printed from graphs that differ: keep the first.
        g["ambiguous"] = len(e["truths"])
    return g


def fold(found):
    """found ([(start, end, entry)]) as [(start, entry, truth)], a graph
    that is a child of another one found here (a class of its own in
    fx_graph_runnable.py) folded into that one's "subs" under the name
    its parent gives it."""
    def bare(t):
        return {"nodes": t["nodes"], "subs": list(t["subs"])}
    folded, out = set(), []
    truths = [f[2]["truths"][0] for f in found]
    for i, f in enumerate(found):
        t = bare(truths[i])
        for child in truths[i].get("children", []):
            want = bare(child)
            for j in range(len(found)):
                if j != i and j not in folded and bare(truths[j]) == want:
                    folded.add(j)
                    t["subs"].append(dict(bare(truths[j]), name=child["name"]))
                    break
        out.append((f[0], f[2], t))
    return [o for j, o in enumerate(out) if j not in folded]


def graphs_in_text(printouts, store, text, prefixed):
    lines = norm_lines(text, prefixed)
    return [graph_entry(store, lines[s][1], e, t)
            for s, e, t in fold(printouts.find(lines))]


def graphs_in_trace(printouts, store, text):
    graphs, unmatched, seen = [], [], {}
    for idx, ev, payload in trace_events(text):
        if not payload or not isinstance(ev, dict):
            continue
        if "chromium_event" in ev or "str" in ev:
            continue
        lines = norm_lines("\n".join(s for s, _ in payload))
        found = printouts.find(lines)
        stage = stage_of(ev)
        cid = compile_id(ev)
        if not found:
            unmatched.append(stage)
        for s, e, t in fold(found):
            name = stage if cid is None else "[%s] %s" % (cid, stage)
            if ev.get("rank") is not None:
                name = "[rank%s] %s" % (ev["rank"], name)
            seen[name] = seen.get(name, 0) + 1
            if seen[name] > 1:
                name += " #%d" % seen[name]
            g = graph_entry(store, payload[lines[s][1]][1], e, t)
            g.update({"name": name, "stage": stage, "compile_id": cid,
                      "rank": ev.get("rank"), "event_line": idx + 1})
            graphs.append(g)
    return graphs, sorted(set(unmatched))


# ---- the parts -----------------------------------------------------------------

def dump_graph(outdir, tag, gm):
    """gm in the four forms, as files outdir/TAG.{fx.txt,code.py,readable.py,tab.txt}."""
    base = os.path.join(outdir, tag)
    write_text(base + ".fx.txt", str(gm.graph) + "\n")
    write_text(base + ".code.py", gm.code)
    write_text(base + ".readable.py", gm.print_readable(print_output=False))
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        gm.graph.print_tabular()
    write_text(base + ".tab.txt", buf.getvalue())


def write_text(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def run_calls(fn, args, opts, model):
    import torch
    calls = opts.get("calls") or [args]
    ctx = torch.no_grad() if opts.get("no_grad") else contextlib.nullcontext()
    with ctx:
        for c in calls:
            if isinstance(c, str):          # "attr=value" on the model
                k, v = c.split("=")
                setattr(model, k, float(v))
                continue
            fn(*c)


def part_export(name, model, args, opts, raw):
    import torch
    ep = torch.export.export(model, args, dynamic_shapes=opts.get("dynamic_shapes"))
    with contextlib.redirect_stdout(io.StringIO()) as buf:
        print(ep)
    write_text(os.path.join(raw, "print_ep.txt"), buf.getvalue())
    write_text(os.path.join(raw, "graph_module.readable.py"),
               ep.graph_module.print_readable(print_output=False))
    write_text(os.path.join(raw, "graph.txt"), str(ep.graph) + "\n")
    with contextlib.redirect_stdout(io.StringIO()) as buf:
        print(ep.graph_signature)
    write_text(os.path.join(raw, "graph_signature.txt"), buf.getvalue())
    uf = torch.export.unflatten(ep)
    write_text(os.path.join(raw, "unflatten.readable.py"),
               uf.print_readable(print_output=False))


def part_dump(name, model, args, opts, raw):
    import torch
    from torch._dynamo.backends.common import aot_autograd
    count = {"n": 0}

    def dumper(stage):
        def compiler(gm, example_inputs):
            count["n"] += 1
            dump_graph(raw, "%02d_%s" % (count["n"], stage), gm)
            return gm.forward
        return compiler

    aot = aot_autograd(fw_compiler=dumper("forward"), bw_compiler=dumper("backward"),
                       inference_compiler=dumper("inference"))

    def backend(gm, example_inputs):
        count["n"] += 1
        dump_graph(raw, "%02d_dynamo" % count["n"], gm)
        return aot(gm, example_inputs)
    compile_and_run(model, args, opts, backend)


def compile_and_run(model, args, opts, backend):
    import torch
    for k, v in (opts.get("dynamo_config") or {}).items():
        setattr(torch._dynamo.config, k, v)
    fn = opts.get("step") or model
    c = torch.compile(fn, backend=backend, dynamic=opts.get("dynamic"))
    run_calls(c, args, opts, model)
    # A backward pass where the model trains, so that AOT's backward
    # graphs are compiled too (inference has none).
    if not opts.get("no_grad") and opts.get("step") is None:
        out = c(*(opts.get("calls") or [args])[-1])
        out = out[0] if isinstance(out, tuple) else out
        out.float().sum().backward()


def part_compile(backend):
    def part(name, model, args, opts, raw):
        compile_and_run(model, args, opts, backend)
    return part


def worker(name, part, raw, result):
    """Runs one part of one model, writing torch's files under raw and the
    printouts' truth to result (JSON)."""
    import warnings
    warnings.simplefilter("ignore")
    import random
    import torch
    random.seed(0)
    torch.manual_seed(0)
    torch.set_num_threads(1)
    globals().update(_models())
    install_recorders()
    model, args, opts = build(name)
    t0 = time.monotonic()
    fn = {"export": part_export, "dump": part_dump,
          "inductor": part_compile("inductor"),
          "aot_eager": part_compile("aot_eager")}[part]
    error = None
    try:
        fn(name, model, args, opts, raw)
    except Exception as e:
        error = "%s: %s" % (type(e).__name__, (str(e).strip().splitlines() or [""])[0][:300])
    sys.stderr.flush()
    seconds = time.monotonic() - t0
    t1 = time.monotonic()
    with open(result + ".records", "wb") as f:
        import pickle
        pickle.dump(RECORDS, f)
    with open(result, "w") as f:
        json.dump({"error": error, "torch": torch.__version__, "seconds": round(seconds, 1),
                   "records": len(RECORDS), "record_s": round(time.monotonic() - t1, 1)}, f)


# ---- collecting: raw files -> the corpus and its manifest ------------------------

def kind_of(part, rel):
    """The artifact kind of file rel of a part, or None to drop it."""
    base = os.path.basename(rel)
    if part == "export":
        return {"print_ep.txt": "export_print", "graph_module.readable.py":
                "export_readable", "graph.txt": "export_graph",
                "unflatten.readable.py": "unflatten_readable",
                "graph_signature.txt": "graph_signature"}.get(base)
    if part == "dump":
        for suffix, kind in ((".fx.txt", "dump_fx"), (".code.py", "dump_code"),
                             (".readable.py", "dump_readable"),
                             (".tab.txt", "dump_tabular")):
            if base.endswith(suffix):
                return kind
        return None
    if base == "torch_logs.log":
        return "torch_logs"
    if rel.startswith("trace/") and base.endswith(".log"):
        return "trace"
    if rel.startswith("debug/") and base in DEBUG_KEEP:
        return {"fx_graph_readable.py": "debug_readable",
                "fx_graph_transformed.py": "debug_transformed",
                "fx_graph_runnable.py": "debug_runnable",
                "output_code.py": "output_code",
                "inductor_provenance_tracking_node_mappings.json": "provenance"}[base]
    return None


def collect(name, part, raw, records, outdir):
    """Copies the kept files of raw into outdir/NAME/PART (xz over
    XZ_OVER, and every trace) and returns their manifest entries."""
    from_printouts = Printouts(records)
    mdir = os.path.join(outdir, name)
    store = TruthStore(mdir)
    dest = os.path.join(mdir, part)
    shutil.rmtree(dest, ignore_errors=True)
    entries, texts = [], {}
    for root, dirs, files in os.walk(raw):
        dirs.sort()
        for fn in sorted(files):
            src = os.path.join(root, fn)
            rel = os.path.relpath(src, raw)
            kind = kind_of(part, rel)
            if kind is None:
                continue
            if rel.startswith("debug/"):
                # debug/torch_compile_debug/run_*/torchinductor/DIR/FILE:
                # the folder's own names, less the run's time stamp.
                bits = rel.split(os.sep)
                rel = os.path.join("debug", *bits[3:]) if len(bits) > 4 else rel
            with open(src, "rb") as f:
                data = f.read()
            text = data.decode("utf-8", "replace")
            entry = {"path": None, "kind": kind, "model": name, "part": part,
                     "bytes": len(data)}
            if kind == "trace":
                entry["graphs"], entry["unmatched_payloads"] = graphs_in_trace(
                    from_printouts, store, text)
                texts[id(entry)] = text
            elif kind in ("graph_signature", "provenance"):
                entry["graphs"] = None          # data, not a graph
            elif kind == "output_code":
                entry["graphs"] = None
                texts[id(entry)] = text
            else:
                entry["graphs"] = graphs_in_text(from_printouts, store, text,
                                                 kind == "torch_logs")
            out = os.path.join(dest, rel)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            if kind == "trace" or len(data) > XZ_OVER:
                out += ".xz"
                data = lzma.compress(data, preset=9 | lzma.PRESET_EXTREME)
            with open(out, "wb") as f:
                f.write(data)
            entry["path"] = os.path.relpath(out, outdir)
            entries.append(entry)
    link_output_code(entries, outdir, texts)
    return entries


def link_output_code(entries, outdir, texts):
    """output_code.py's truth: the provenance mapping (kernel -> post-grad
    nodes) of its folder, or, where torch wrote none there (backward
    graphs), of the trace: the mapping event that follows the
    inductor_output_code event whose payload is this file; and the
    folder's post-grad graph (fx_graph_transformed.py's). texts: the
    text of each output_code and trace entry, by id."""
    by_dir = {}
    for e in entries:
        by_dir.setdefault(os.path.dirname(e["path"]), {})[e["kind"]] = e
    traces = [(e, trace_events(texts[id(e)])) for e in entries if e["kind"] == "trace"]
    for d, kinds in by_dir.items():
        oc = kinds.get("output_code")
        if oc is None:
            continue
        prov = kinds.get("provenance")
        post = kinds.get("debug_transformed")
        oc["post_grad"] = post["graphs"][0]["truth"] if post and post["graphs"] else None
        oc["provenance"], mapping, stacks = None, {}, {}
        if prov:
            path = os.path.join(outdir, prov["path"])
            with open(path, "rb") as f:
                raw = f.read()
            mapping = json.loads(lzma.decompress(raw) if path.endswith(".xz") else raw)
            oc["provenance"] = prov["path"]
        for te, events in traces:
            found = provenance_in_trace(events, texts[id(oc)])
            if found is None:
                continue
            if not prov and "inductor_provenance_tracking_node_mappings" in found:
                line, mapping = found["inductor_provenance_tracking_node_mappings"]
                oc["provenance"] = {"trace": te["path"], "event_line": line + 1}
            if "inductor_provenance_tracking_kernel_stack_traces" in found:
                line, stacks = found["inductor_provenance_tracking_kernel_stack_traces"]
            break
        # A backward graph's mapping file may hold the forward's kernels
        # too: this file's own handles pick its kernels.
        own = set(re.findall(r"\[Provenance debug handles\] (\S+)", texts[id(oc)]))
        oc["kernels"] = {k: v for k, v in mapping.get("cppCodeToPost", {}).items()
                         if k in own}
        if not oc["kernels"] and stacks:
            # torch maps no kernel of a backward graph to post-grad nodes
            # ({"version": 2.0}); its kernels' stack traces still name
            # them, among those of the backward graphs before it (torch
            # keeps them all, and numbers the handles on): this file's
            # handles pick its own.
            oc["kernels"] = {k: [] for k in stacks if k in own}
            oc["kernels_from"] = "inductor_provenance_tracking_kernel_stack_traces"


def provenance_in_trace(events, code):
    """{artifact name: (line index, JSON)} of the provenance events that
    follow the inductor_output_code event whose payload is code (None
    when there is none)."""
    def payload(p):
        return "\n".join(s[1:] if s.startswith("\t") else s for s, _ in p).strip()
    for k, (i, ev, p) in enumerate(events):
        if isinstance(ev, dict) and "inductor_output_code" in ev and payload(p) == code.strip():
            out = {}
            for i2, ev2, p2 in events[k + 1:]:
                if not isinstance(ev2, dict) or "chromium_event" in ev2:
                    continue
                name = ev2.get("artifact", {}).get("name", "")
                if "inductor_output_code" in ev2 or (out and not name.startswith(
                        "inductor_provenance_tracking")):
                    break
                if name.startswith("inductor_provenance_tracking"):
                    try:
                        out[name] = (i2, json.loads(payload(p2)))
                    except ValueError:
                        pass
            return out
    return None


def run_part(name, part, outdir, timeout):
    """One part of one model in a process of its own; its manifest entries
    and a status dict."""
    raw = os.path.join(WORK, name, part)
    shutil.rmtree(raw, ignore_errors=True)
    os.makedirs(raw)
    env = dict(os.environ)
    for k in ("TORCH_LOGS", "TORCH_TRACE", "TORCH_COMPILE_DEBUG",
              "TORCH_COMPILE_DEBUG_DIR"):
        env.pop(k, None)
    env["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(raw, "cache")
    env["TORCHINDUCTOR_FX_GRAPH_CACHE"] = "0"
    env["TORCHINDUCTOR_AUTOGRAD_CACHE"] = "0"
    env["PYTHONHASHSEED"] = "0"
    env["OMP_NUM_THREADS"] = "1"
    if part in ("inductor", "aot_eager"):
        env["TORCH_LOGS"] = TORCH_LOGS
        env["TORCH_TRACE"] = os.path.join(raw, "trace")
        env["TORCH_COMPILE_DEBUG"] = "1"
        env["TORCH_COMPILE_DEBUG_DIR"] = os.path.join(raw, "debug")
    result = os.path.join(raw, "result.json")
    t0 = time.monotonic()
    with open(os.path.join(raw, "torch_logs.log" if part in ("inductor", "aot_eager")
                           else "stderr.txt"), "wb") as err:
        try:
            p = subprocess.run(["nice", "-n", "10", sys.executable, os.path.abspath(__file__),
                                "--worker", name, part, raw, result],
                               stdout=subprocess.PIPE, stderr=err, env=env,
                               timeout=timeout)
            rc = p.returncode
        except subprocess.TimeoutExpired:
            rc = "timeout"
    status = {"seconds": round(time.monotonic() - t0, 1), "exit": rc}
    if not os.path.exists(result):
        status["error"] = "worker failed (exit %s)" % rc
        return [], status
    with open(result) as f:
        r = json.load(f)
    if r["error"]:
        status["error"] = r["error"]
    status["torch"] = r["torch"]
    shutil.rmtree(os.path.join(raw, "cache"), ignore_errors=True)
    return recollect(name, part, outdir, status)


def recollect(name, part, outdir, status=None):
    """collect() from what the worker left in WORK (--recollect: without
    running torch again)."""
    import pickle
    raw = os.path.join(WORK, name, part)
    result = os.path.join(raw, "result.json")
    if status is None:
        with open(result) as f:
            r = json.load(f)
        status = {"seconds": r["seconds"], "torch": r["torch"]}
        if r["error"]:
            status["error"] = r["error"]
    with open(result + ".records", "rb") as f:
        records = pickle.load(f)
    t1 = time.monotonic()
    entries = collect(name, part, raw, records, outdir)
    status["collect_seconds"] = round(time.monotonic() - t1, 1)
    status["records"] = len(records)
    return entries, status


def load_manifest(path):
    if os.path.exists(path):
        with open(path) as f:
            return json.load(f)
    return {"models": {}}


def write_manifest(path, manifest):
    """MANIFEST.json: the models in MODELS' order, each with its parts'
    status and its artifacts."""
    manifest["models"] = {k: manifest["models"][k] for k in MODELS
                          if k in manifest["models"]}
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=False)
        f.write("\n")
    os.replace(tmp, path)


def prune_truth(outdir, manifest):
    """Removes the truth files that no artifact names any more."""
    for name, m in manifest["models"].items():
        used = set()
        for e in m["artifacts"]:
            used.update(g["truth"] for g in e["graphs"] or [])
            if e.get("post_grad"):
                used.add(e["post_grad"])
        tdir = os.path.join(outdir, name, "truth")
        for fn in os.listdir(tdir) if os.path.isdir(tdir) else []:
            if fn not in used:
                os.unlink(os.path.join(tdir, fn))


def main(argv):
    if argv[:1] == ["--worker"]:
        worker(*argv[1:5])
        return 0
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", help="models (NAME,... or NAME:PART,...)")
    ap.add_argument("--timeout", type=float, default=1800,
                    help="seconds for one part of one model")
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--recollect", action="store_true",
                    help="rebuild the corpus from the last run's files in " + WORK)
    a = ap.parse_args(argv)
    if a.list:
        print("\n".join(MODELS))
        return 0
    jobs = []
    for spec in (a.only.split(",") if a.only else MODELS):
        name, _, part = spec.partition(":")
        if name not in MODELS:
            print("no model %r (--list)" % name)
            return 2
        jobs.extend((name, p) for p in ([part] if part else PARTS))
    path = os.path.join(a.out, "MANIFEST.json")
    failed = 0
    for name, part in jobs:
        if a.recollect:
            if not os.path.exists(os.path.join(WORK, name, part, "result.json")):
                continue
            entries, status = recollect(name, part, a.out)
        else:
            entries, status = run_part(name, part, a.out, a.timeout)
        manifest = load_manifest(path)
        m = manifest["models"].setdefault(name, {"parts": {}, "artifacts": []})
        m["parts"][part] = status
        if "torch" in status:
            manifest["torch"] = status.pop("torch")
        m["artifacts"] = [e for e in m["artifacts"] if e["part"] != part] + entries
        m["artifacts"].sort(key=lambda e: (PARTS.index(e["part"]), e["path"]))
        write_manifest(path, manifest)
        n = sum(len(e["graphs"] or []) for e in entries)
        print("%-26s %-9s %6.1f s  %3d files %4d graphs%s" % (
            name, part, status["seconds"], len(entries), n,
            "  FAILED: " + status["error"] if "error" in status else ""), flush=True)
        failed += "error" in status
    prune_truth(a.out, load_manifest(path))
    print("%d parts, %d failed" % (len(jobs), failed))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
