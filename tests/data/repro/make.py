# make.py: makes torch 2.14 write the runnable and repro scripts and the
# output_code.py files of tests/unit/check_load_repro.c, and records
# torch's truth beside them (SOURCES.md says which is which):
#   .venv/bin/python tests/data/repro/make.py OUTDIR
# Each case runs in a fresh process in a folder of its own under
# OUTDIR/work, with TORCH_COMPILE_DEBUG=1 (and the minifier's settings
# where it says); the files torch writes are copied to OUTDIR under
# short names. NAME.truth.json is torch's own reading of each script:
# its Repro module traced by torch.fx.symbolic_trace, node by node.
import glob, importlib.util, json, os, shutil, subprocess, sys, textwrap

MODEL = '''
import sys, torch
import torch._inductor.config as ic
if len(sys.argv) > 1:
    ic.cpp.inject_relu_bug_TESTING_ONLY = sys.argv[1]
class M(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.l = torch.nn.Linear(8, 8)
        s.bn = torch.nn.BatchNorm1d(8)
        s.register_buffer("scale", torch.ones(8))
        s.w = torch.nn.Parameter(torch.randn(8))
    def forward(s, x):
        y = torch.relu(s.bn(s.l(x))) * s.scale + s.w
        return torch.sigmoid(y) + torch.tensor([1.0, 2, 3, 4, 5, 6, 7, 8])
torch.manual_seed(0)
try:
    torch.compile(M())(torch.randn(4, 8))
except Exception as e:
    print("FAILED", type(e).__name__)
'''

EVAL = '''
import torch
class M(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.l = torch.nn.Linear(8, 8)
        s.bn = torch.nn.BatchNorm1d(8)
        s.register_buffer("scale", torch.ones(8))
        s.w = torch.nn.Parameter(torch.randn(8))
    def forward(s, x):
        y = torch.relu(s.bn(s.l(x)))
        return torch.sigmoid(y * s.scale + s.w).sum(1)
torch.manual_seed(0)
with torch.no_grad():
    torch.compile(M().eval())(torch.randn(4, 8))
'''

COND = '''
import torch
class M(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.l = torch.nn.Linear(4, 4)
    def forward(s, x):
        def t(x): return torch.relu(s.l(x))
        def f(x): return torch.sigmoid(x) * 2
        return torch.cond(x.sum() > 0, t, f, (x,)) + 1
torch.manual_seed(0)
with torch.no_grad():
    torch.compile(M())(torch.randn(2, 4))
'''

DYNAMIC = '''
import torch
class M(torch.nn.Module):
    def __init__(s):
        super().__init__(); s.l = torch.nn.Linear(8, 8)
    def forward(s, x):
        return torch.relu(s.l(x)).sum(0) + x.shape[0]
with torch.no_grad():
    torch.compile(M(), dynamic=True)(torch.randn(4, 8))
'''

# What the minifier writes for a graph of modules (the graphs dynamo
# gives it today have them inlined): its own repro writer, on a
# symbolic trace.
SYMBOLIC = '''
import torch, torch.fx
from torch._dynamo.repro.after_aot import generate_compiler_repro_string
class M(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.l = torch.nn.Linear(8, 8)
        s.bn = torch.nn.BatchNorm1d(8)
        s.register_buffer("scale", torch.ones(8))
        s.register_buffer("small", torch.ones(2, 2))   # written whole
        s.w = torch.nn.Parameter(torch.randn(8))
    def forward(s, x):
        y = torch.relu(s.bn(s.l(x))) * s.scale + s.w
        # the trace folds s.small * 2 into a constant of 4 numbers,
        # whose repr takes two lines
        return torch.sigmoid(y).sum(1)[:2].unsqueeze(1) + s.small * 2
torch.manual_seed(0)
gm = torch.fx.symbolic_trace(M())
open("repro.py", "w").write(generate_compiler_repro_string(gm, [torch.randn(4, 8)]))
'''

# Triton output code on a machine without a GPU: inductor's triton
# backend for CPU tensors, with a stand-in driver that names a target,
# so that inductor writes the code (TORCH_LOGS=output_code) before the
# compile of its kernels fails for want of a real one.
TRITON = '''
import torch, triton
from triton.backends.compiler import GPUTarget
from triton.backends.driver import DriverBase
import torch._inductor.config as ic
ic.cpu_backend = "triton"
ic.compile_threads = 1
class Driver(DriverBase):
    def __init__(self): pass
    @classmethod
    def is_active(cls): return True
    def get_current_target(self): return GPUTarget("cuda", 80, 32)
    def get_active_torch_device(self): return torch.device("cpu")
    def get_current_device(self): return 0
    def get_current_stream(self, d=None): return 0
    def get_benchmarker(self): return None
    def map_python_to_cpp_type(self, t): return t
triton.runtime.driver.set_active(Driver())
class M(torch.nn.Module):
    def __init__(s):
        super().__init__()
        s.l = torch.nn.Linear(8, 8)
        s.register_buffer("scale", torch.ones(8))
    def forward(s, x):
        y = torch.relu(s.l(x)) * s.scale
        z = y - y.mean(1, keepdim=True)
        return torch.sigmoid(z) + y.sum()
torch.manual_seed(0)
with torch.no_grad():
    torch.compile(M())(torch.randn(4, 8))
'''


def run(work, name, source, env, args=()):
    d = os.path.join(work, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "case.py"), "w") as f:
        f.write(textwrap.dedent(source))
    out = subprocess.run([sys.executable, "case.py", *args], cwd=d,
                         env={**os.environ, **env}, capture_output=True,
                         text=True)
    with open(os.path.join(d, "log.txt"), "w") as f:
        f.write(out.stdout + out.stderr)
    return d


def one(d, pattern):
    found = sorted(glob.glob(os.path.join(d, pattern)))
    assert found, (d, pattern)
    return found[0]


def truth(script, out):
    """torch's reading of the script: its mod, symbolically traced."""
    import torch
    spec = importlib.util.spec_from_file_location("repro_script", script)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    # A trace runs what takes no proxy (torch.tensor([1.0, ...])) and
    # keeps the result as a constant, and a higher-order op checks its
    # operands, which a trace gives as proxies: record both calls as
    # they are, and buffers as get_attr nodes, as the script has them.
    tracer = torch.fx.Tracer()
    tracer.proxy_buffer_attributes = True
    cond, tensor = torch.ops.higher_order.cond, torch.tensor
    torch.ops.higher_order.cond = lambda *args: tracer.create_proxy(
        "call_function", cond, args, {})
    torch.tensor = lambda *args, **kwargs: tracer.create_proxy(
        "call_function", tensor, args, kwargs)
    try:
        gm = torch.fx.GraphModule(m.mod, tracer.trace(m.mod))
    finally:
        torch.ops.higher_order.cond, torch.tensor = cond, tensor
    nodes = [{"name": n.name, "op": n.op,
              "target": n.target if isinstance(n.target, str) else
              getattr(n.target, "__name__", str(n.target)),
              "users": [u.name for u in n.users]} for n in gm.graph.nodes]
    with open(out, "w") as f:
        json.dump({"nodes": nodes}, f, indent=1)


def main(outdir):
    work = os.path.join(outdir, "work")
    # a compile that hits inductor's cache writes no debug folder
    debug = {"TORCH_COMPILE_DEBUG": "1",
             "TORCHINDUCTOR_FORCE_DISABLE_CACHES": "1"}
    d = run(work, "eval", EVAL, debug)
    k = one(d, "torch_compile_debug/*/torchinductor/model__*")
    shutil.copy(os.path.join(k, "output_code.py"),
                os.path.join(outdir, "eval.output_code.py"))
    shutil.copy(os.path.join(k, "inductor_provenance_tracking_node_mappings.json"),
                os.path.join(outdir, "eval.provenance.json"))
    shutil.copy(os.path.join(k, "fx_graph_runnable.py"),
                os.path.join(outdir, "eval.fx_graph_runnable.py"))
    d = run(work, "cond", COND, debug)
    k = one(d, "torch_compile_debug/*/torchinductor/model__*")
    shutil.copy(os.path.join(k, "output_code.py"),
                os.path.join(outdir, "cond.output_code.py"))
    shutil.copy(os.path.join(k, "inductor_provenance_tracking_node_mappings.json"),
                os.path.join(outdir, "cond.provenance.json"))
    shutil.copy(os.path.join(k, "fx_graph_runnable.py"),
                os.path.join(outdir, "cond.fx_graph_runnable.py"))
    d = run(work, "dynamic", DYNAMIC, debug)
    k = one(d, "torch_compile_debug/*/torchinductor/model__*")
    for f, to in (("output_code.py", "output_code.py"),
                  ("inductor_provenance_tracking_node_mappings.json",
                   "provenance.json"),
                  ("fx_graph_runnable.py", "fx_graph_runnable.py")):
        shutil.copy(os.path.join(k, f),
                    os.path.join(outdir, "dynamic." + to))
    d = run(work, "aot", MODEL, {**debug, "TORCHDYNAMO_REPRO_AFTER": "aot"},
            ["compile_error"])
    shutil.copy(one(d, "torch_compile_debug/*/minifier/minifier_launcher.py"),
                os.path.join(outdir, "aot.minifier_launcher.py"))
    d = run(work, "dynamo", MODEL, {**debug,
            "TORCHDYNAMO_REPRO_AFTER": "dynamo"}, ["compile_error"])
    shutil.copy(one(d, "torch_compile_debug/*/minifier/minifier_launcher.py"),
                os.path.join(outdir, "dynamo.minifier_launcher.py"))
    d = run(work, "accuracy", MODEL, {**debug, "TORCHDYNAMO_REPRO_AFTER": "aot",
            "TORCHDYNAMO_REPRO_LEVEL": "4"}, ["accuracy"])
    shutil.copy(os.path.join(d, "repro.py"),
                os.path.join(outdir, "accuracy.repro.py"))
    d = run(work, "symbolic", SYMBOLIC, {})
    shutil.copy(os.path.join(d, "repro.py"),
                os.path.join(outdir, "symbolic.repro.py"))
    d = run(work, "triton", TRITON, {"TORCH_LOGS": "output_code",
            "TORCHINDUCTOR_FORCE_DISABLE_CACHES": "1"})
    with open(os.path.join(d, "log.txt")) as f:
        log = f.read().split("\n")
    code, on = [], False
    for line in log:
        if "[__output_code]" not in line:
            continue
        text = line.split("[__output_code]", 1)[1]
        text = text[1:] if text.startswith(" ") else text
        if text.startswith("Output code:"):
            on = True
            continue
        if on:
            code.append(text)
    with open(os.path.join(outdir, "triton.output_code.py"), "w") as f:
        f.write("\n".join(code).rstrip("\n") + "\n")
    for script in glob.glob(os.path.join(outdir, "*.py")):
        if script.endswith(("output_code.py", "make.py")):
            continue
        try:
            truth(script, script[:-3] + ".truth.json")
        except Exception as e:  # noqa: BLE001 - say which, go on
            print("no truth for", script, type(e).__name__, e)


if __name__ == "__main__":
    main(os.path.abspath(sys.argv[1]))
