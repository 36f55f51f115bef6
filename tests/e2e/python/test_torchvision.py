"""Every torchvision classification model, traced by torch, printed in every
form fxviz reads, loaded by the fxviz binary and compared node by node with
what torch itself holds.

For each model that torch.fx.symbolic_trace can trace (all of them), and
for make_fx graphs of MAKE_FX (or of every model with FXVIZ_TORCH_ALL=1,
`make check-torch-all`), torch writes

    NAME.TRACER.fx.txt       print(gm.graph)
    NAME.TRACER.code.py      gm.code
    NAME.TRACER.readable.py  gm.print_readable()
    NAME.TRACER.tab.txt      gm.graph.print_tabular()
    NAME.TRACER.json         python/fxviz.py's JSON
    NAME.TRACER.truth.json   the nodes in graph order: name, op, target as
                             print(gm.graph) prints it, users' names

and `fxviz render FILE -f json` must read each text to the same nodes in
the same order, with the same names, ops, targets and users. Two printouts
lose a target's spelling, and only there is another one accepted, counted
and reported: print_tabular() prints a function as its repr
(<function einsum at 0x...>, <built-in function gelu>), which says no
module; gm.code calls a torch.fx.wrap'd function by a global name made of
its qualified one, dots turned to underscores.

Models that a tracer cannot trace are reported as skipped, by name; every
mismatch as a failure, with the model, form, node and field.

Usage: test_torchvision.py [--keep DIR]   (run by tests/e2e/torchvision.test)
       test_torchvision.py --generate DIR TRACER NAME,...   (a worker)
"""
import json
import os
import subprocess
import sys
import tempfile
import time

import nodes_compare

HERE = os.path.dirname(os.path.abspath(__file__))
TOP_SRCDIR = os.path.abspath(os.environ.get("top_srcdir") or
                             os.path.dirname(os.path.dirname(HERE)))
TOP_BUILDDIR = os.path.abspath(os.environ.get("top_builddir") or TOP_SRCDIR)
FXVIZ = os.path.join(TOP_BUILDDIR, "fxviz")
PYDIR = os.path.join(TOP_SRCDIR, "python")

# make_fx runs the model on a real tensor, op by op: seconds for a large
# one (vit_h_14, regnet_y_128gf) where symbolic_trace takes milliseconds.
# `make check` traces the smallest model of each family (two of
# efficientnet's, whose v2 blocks differ), among them every family
# symbolic_trace cannot trace (maxvit, shufflenet, vit): 21 models, about
# 25 s of two workers' time, against 8 s for all 80 by symbolic_trace.
MAKE_FX = [
    "alexnet", "convnext_tiny", "densenet121", "efficientnet_b0",
    "efficientnet_v2_s", "googlenet", "inception_v3", "maxvit_t",
    "mnasnet0_5", "mobilenet_v2", "mobilenet_v3_small", "regnet_x_400mf",
    "regnet_y_400mf", "resnet18", "resnext50_32x4d", "shufflenet_v2_x0_5",
    "squeezenet1_0", "swin_t", "swin_v2_t", "vgg11_bn", "vit_b_32",
]
FORMS = [("fx.txt", "print(gm.graph)"), ("code.py", "gm.code"),
         ("readable.py", "print_readable()"), ("tab.txt", "print_tabular()"),
         ("json", "fxviz.py JSON")]


# ---- the workers: trace, print, write ---------------------------------------

def classification_models(models):
    """Names of torchvision's classification builders: the functions in
    torchvision.models itself that take weights= (detection, segmentation,
    video and the rest live in its subpackages)."""
    import inspect
    if hasattr(models, "list_models"):     # torchvision 0.14 and later
        return sorted(models.list_models(module=models))
    return sorted(k for k, v in vars(models).items()
                  if inspect.isfunction(v) and not k.startswith("_") and
                  v.__module__.startswith("torchvision.models.") and
                  "weights" in inspect.signature(v).parameters)


def skip_initialisation(torch):
    """Leaves parameters as torch.empty made them. Random initialisation of
    vit_h_14's or regnet_y_128gf's 600 M parameters takes most of a minute
    and changes no graph: none of these models branches on a weight."""
    import torch.nn.init as init
    for k in dir(init):
        if k.endswith("_") and not k.startswith("_") and callable(getattr(init, k)):
            setattr(init, k, lambda t, *a, **kw: t)
    torch.set_flush_denormal(True)


def printed_target(node):
    """The target as print(gm.graph) prints it; the output's is "output"."""
    if node.op == "output":
        return "output"
    return node._pretty_print_target(node.target)


def truth(gm):
    return [{"name": n.name, "op": n.op, "target": printed_target(n),
             # print_tabular() prints str(target)
             "table_target": str(n.target),
             "users": [u.name for u in n.users]} for n in gm.graph.nodes]


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def printouts(gm):
    """{suffix: text} of gm in each form."""
    import contextlib
    import io
    import fxviz
    out = {"fx.txt": str(gm.graph) + "\n", "code.py": gm.code}
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        # torch 1.13 prints and returns None; 2.x returns the text too
        # (and prints it unless print_output=False).
        r = gm.print_readable()
    out["readable.py"] = r if isinstance(r, str) else buf.getvalue()
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        gm.graph.print_tabular()
    out["tab.txt"] = buf.getvalue()
    out["json"] = fxviz.dumps(gm)
    return out


def generate(outdir, tracer, names):
    """Worker: traces names with tracer, writes their printouts and truth
    to outdir; prints one line per model: NAME ok SECONDS or NAME skip WHY."""
    import warnings
    warnings.simplefilter("ignore")
    import torch
    import torch.fx as fx
    import torchvision.models as models
    from torch.fx.experimental.proxy_tensor import make_fx
    sys.path.insert(0, PYDIR)
    torch.set_num_threads(1)    # two workers share the two cores
    skip_initialisation(torch)
    for name in names:
        t0 = time.monotonic()
        try:
            model = models.__dict__[name](weights=None).eval()
            if tracer == "sym":
                gm = fx.symbolic_trace(model)
            else:
                gm = make_fx(model)(torch.randn(1, 3, 224, 224))
            texts = printouts(gm)
        except Exception as e:
            first = (str(e).strip().splitlines() or [""])[0]
            print("%s skip %s: %.120s" % (name, type(e).__name__, first), flush=True)
            continue
        base = os.path.join(outdir, "%s.%s." % (name, tracer))
        for suffix, text in texts.items():
            write(base + suffix, text)
        write(base + "truth.json", json.dumps(truth(gm)))
        print("%s ok %.2f" % (name, time.monotonic() - t0), flush=True)


# ---- the check: what fxviz read against the truth ----------------------------

# The printer that wrote each form, as nodes_compare names them.
PRINTED_BY = {"tab.txt": "print_tabular", "code.py": "code",
              "readable.py": "print_readable"}


def compare(want, got, form):
    """Mismatches of fxviz's nodes (got) with the truth (want) as
    [(node, field, detail)], and how many targets were accepted in their
    printed spelling (nodes_compare's rules)."""
    bad, kept = nodes_compare.compare(want, got, PRINTED_BY.get(form, form))
    return bad, sum(kept.values())


def fxviz_nodes(path):
    """The nodes fxviz reads from path, or (None, its error)."""
    r = subprocess.run([FXVIZ, "render", path, "-f", "json"],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    err = r.stderr.decode("utf-8", "replace").strip()
    if r.returncode != 0:
        return None, "exit %d: %s" % (r.returncode, err[:300])
    if err:
        return None, "warned: %s" % err[:300]
    return json.loads(r.stdout)["nodes"], None


def check_one(outdir, name, tracer):
    """[(model, tracer, form, node, field, detail)] and {form: kept}."""
    base = os.path.join(outdir, "%s.%s." % (name, tracer))
    with open(base + "truth.json") as f:
        want = json.load(f)
    fails, kept = [], {}
    for form, _ in FORMS:
        got, err = fxviz_nodes(base + form)
        if got is None:
            fails.append((name, tracer, form, "-", "load", err))
            continue
        bad, kept[form] = compare(want, got, form)
        fails.extend((name, tracer, form) + b for b in bad)
    return fails, kept


def spawn(outdir, tracer, names):
    return subprocess.Popen(
        [sys.executable, os.path.abspath(__file__), "--generate", outdir,
         tracer, ",".join(names)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def main(argv):
    if argv[:1] == ["--generate"]:
        generate(argv[1], argv[2], argv[3].split(","))
        return 0
    try:
        import torch  # noqa: F401
        import torchvision.models as models
    except ImportError as e:
        print("skipped: %s" % e)
        return 77   # automake's SKIP
    if not os.access(FXVIZ, os.X_OK):
        print("FAIL: no fxviz binary at %s" % FXVIZ)
        return 1
    t_start = time.monotonic()
    every = classification_models(models)
    make_fx_names = every if os.environ.get("FXVIZ_TORCH_ALL") == "1" else MAKE_FX
    missing = sorted(set(MAKE_FX) - set(every))
    if missing:
        print("FAIL: MAKE_FX names models torchvision lacks: %s" % ", ".join(missing))
        return 1
    keep = argv[1] if argv[:1] == ["--keep"] else None
    outdir = keep or tempfile.mkdtemp(prefix="fxviz-torchvision-")
    os.makedirs(outdir, exist_ok=True)

    # Two workers, one per core, take jobs in turn: make_fx's subset, which
    # takes longest, in three parts, and symbolic_trace's whole list.
    third = (len(make_fx_names) + 2) // 3
    jobs = [("makefx", make_fx_names[i:i + third])
            for i in range(0, len(make_fx_names), third)]
    jobs.insert(1, ("sym", every))
    traced, skipped, slow = [], [], []
    ok = True
    running = []
    while jobs or running:
        while jobs and len(running) < 2:
            tracer, names = jobs.pop(0)
            running.append((tracer, spawn(outdir, tracer, names)))
        tracer, proc = running.pop(0)
        stdout, stderr = proc.communicate()
        for line in stdout.splitlines():
            name, what, rest = (line.split(" ", 2) + [""])[:3]
            if what == "ok":
                traced.append((name, tracer))
                slow.append((float(rest), name, tracer))
            elif what == "skip":
                skipped.append((name, tracer, rest))
        if proc.returncode != 0:
            print("FAIL: a %s worker exited %d:\n%s" % (tracer, proc.returncode,
                                                        stderr[-2000:]))
            ok = False
    t_traced = time.monotonic()

    fails, kept = [], {}
    for name, tracer in sorted(traced):
        f, k = check_one(outdir, name, tracer)
        fails.extend(f)
        for form, n in k.items():
            kept[form] = kept.get(form, 0) + n
    t_end = time.monotonic()

    n_sym = sum(1 for _, t in traced if t == "sym")
    n_mfx = sum(1 for _, t in traced if t == "makefx")
    print("%d classification models; symbolic_trace: %d traced; make_fx: %d "
          "traced (%s)" % (len(every), n_sym, n_mfx,
                           "every model" if make_fx_names is every else "the MAKE_FX subset"))
    for name, tracer, why in sorted(skipped):
        print("SKIP: %s (%s): %s" % (name, "symbolic_trace" if tracer == "sym"
                                     else "make_fx", why))
    print("slowest traces: %s" % ", ".join("%s %s %.1f s" % (n, t, s) for s, n, t in
                                          sorted(slow, reverse=True)[:5]))
    print("targets accepted as printed (print_tabular repr, gm.code's name "
          "for a wrapped function): %s" % ", ".join(
              "%s %d" % (f, n) for f, n in sorted(kept.items()) if n) or "none")
    shown = {}
    for model, tracer, form, node, field, detail in fails:
        key = (model, tracer, form, field)
        shown[key] = shown.get(key, 0) + 1
        if shown[key] <= 3:     # the first few of each kind
            print("FAIL: %s (%s) %s: node %s: %s: %s" % (
                model, tracer, form, node, field, detail))
    for key, n in sorted(shown.items()):
        if n > 3:
            print("  ... %s (%s) %s: %d more %s mismatches" % (key[0], key[1],
                                                              key[2], n - 3, key[3]))
    print("%d texts read, %d mismatches; %.1f s (%.1f s tracing and printing, "
          "%.1f s reading)" % (len(traced) * len(FORMS), len(fails),
                               t_end - t_start, t_traced - t_start, t_end - t_traced))
    if keep is None:
        import shutil
        shutil.rmtree(outdir, ignore_errors=True)
    else:
        print("texts kept in %s" % outdir)
    return 0 if ok and not fails else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
