"""make_runs.py: remakes tests/data/runs (`make torch2-runs`) with torch 2.x.

Each run is a script of scripts/ run by torch in a process of its own
(torchrun for the distributed one), with TORCH_TRACE set and, for some,
TORCH_LOGS and TORCH_COMPILE_DEBUG=1 too. Kept per run, in runs/NAME/:

- trace/: the TORCH_TRACE folder as torch wrote it, each file xz -9;
- torch_logs.txt.xz: the same run's stderr under TORCH_LOGS (some runs);
- debug/: its TORCH_COMPILE_DEBUG folder, cut to the graph files (some);
- truth.json: what torch said while it ran (hook/sitecustomize.py, one
  record per process) and what tlparse makes of the trace, with
  "expected": the two folded into what a reader of the run must report,
  compile by compile (tests/e2e/runs_corpus.test compares fxviz to it).

SOURCES.md (each script and its exact command) is written from the same
table. Scripts run as /tmp/runs/NAME.py so that the paths in the traces
stay the same from one remake to the next. Needs torch (the interpreter
running this) and tlparse (TLPARSE, or beside the interpreter).
Arguments: --only NAME,... remakes only those runs."""
import argparse
import glob
import json
import lzma
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "e2e", "python"))
import runs_compare  # noqa: E402  (tlparse's report, read)
WORK = "/tmp/runs"
HOOK = os.path.join(HERE, "hook")
PY = sys.executable
TLPARSE = os.environ.get("TLPARSE") or os.path.join(
    os.path.dirname(PY), "tlparse")
LOGS = "graph_code,aot_graphs,graph_breaks,recompiles"

# name, script, what it shows, TORCH_LOGS to keep (or None), whether to
# keep the TORCH_COMPILE_DEBUG folder, ranks (torchrun) or 0
RUNS = [
    ("breaks", "breaks.py", "two graph breaks (graph_break(), print()) "
     "and one recompile (a module attribute a guard reads), aot_eager, "
     "a training step", LOGS, True, 0),
    ("ddp", "ddp.py", "DDP over two ranks on gloo (CPU), the DDP "
     "optimizer's split graphs, a recompile on a new batch size; one "
     "trace file a rank", None,
     False, 2),
    ("inductor", "inductor.py", "inductor on CPU: a graph break, a "
     "recompile (dynamic on the second batch size), forward and "
     "backward output_code, provenance JSON in the debug folder", None,
     True, 0),
    ("failures", "failures.py", "a backend that raises (suppress_errors) "
     "and a fullgraph=True graph break: two failed compiles", None,
     False, 0),
    ("compiled_autograd", "compiled_autograd.py", "compiled autograd's "
     "graphs of a backward (compile ids !0, !0/1/0), and a torch.cond", None,
     False, 0),
]

# Names inside a TORCH_COMPILE_DEBUG folder worth keeping: the graphs,
# the output code and inductor's provenance mappings.
DEBUG_KEEP = re.compile(r"(fx_graph_readable|fx_graph_transformed|"
                        r"fx_graph_runnable|output_code)\.py$|"
                        r"provenance.*\.json$|_graph\w*\.(txt|py)$|"
                        r"torchdynamo/debug\.log$")
# Events of no use to a reader's truth, left out of truth.json.
NOISE = {"chromium_event", "str", "describe_storage", "describe_tensor",
         "describe_source", "create_symbol", "create_unbacked_symbol",
         "propagate_real_tensors", "guard_added", "guard_added_fast",
         "symbolic_shape_specialization", "freeze_runtime_asserts",
         "expression_created"}


def settings(name, logs, debug, ranks):
    """The environment a run is made in (besides the caller's) and its
    command line, as [(name, value)] and [word]."""
    work = os.path.join(WORK, name)
    env = [("PYTHONPATH", HOOK),
           ("FXVIZ_RUNS_TRUTH", os.path.join(work, "truth")),
           ("OMP_NUM_THREADS", "1"),
           ("TORCHINDUCTOR_FORCE_DISABLE_CACHES", "1"),
           ("TORCH_TRACE", os.path.join(work, "trace")),
           ("TORCH_LOGS", logs or "graph_breaks,recompiles")]
    if debug:
        env.append(("TORCH_COMPILE_DEBUG", "1"))
    cmd = ["python"]
    if ranks:
        cmd += ["-m", "torch.distributed.run", "--standalone",
                "--nproc_per_node", str(ranks)]
    return env, cmd + [os.path.join(WORK, name + ".py")]


def command(name, logs, debug, ranks):
    """The run's exact command, as SOURCES.md gives it ($TOP: the
    project's folder)."""
    env, cmd = settings(name, logs, debug, ranks)
    words = ["%s=%s" % (k, "$TOP/tests/data/runs/hook" if k == "PYTHONPATH"
                        else v) for k, v in env]
    return "cd %s && %s %s" % (os.path.join(WORK, name), " ".join(words),
                               " ".join(cmd))


def run_torch(name, script, logs, debug, ranks):
    """Runs the script under the hook; returns (work dir, stderr)."""
    work = os.path.join(WORK, name)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "truth"))
    shutil.copy(os.path.join(HERE, "scripts", script),
                os.path.join(WORK, name + ".py"))
    env, cmd = settings(name, logs, debug, ranks)
    env = dict(os.environ, **dict(env))
    r = subprocess.run(["nice", "-n", "10", PY] + cmd[1:], cwd=work,
                       env=env, capture_output=True, text=True,
                       timeout=1800)
    if r.returncode != 0:
        sys.exit("%s: torch failed:\n%s" % (name, r.stderr[-3000:]))
    return work, r.stderr


def xz_to(src, dst):
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    with open(src, "rb") as f, lzma.open(dst, "wb", preset=9) as g:
        g.write(f.read())


def keep_debug(work, out):
    """The TORCH_COMPILE_DEBUG folder's graph files, paths kept from the
    run_* folder down, each xz -9."""
    kept = []
    for run in glob.glob(os.path.join(work, "torch_compile_debug", "run_*")):
        for root, _, files in os.walk(run):
            for f in sorted(files):
                if DEBUG_KEEP.search(os.path.join(root, f)):
                    rel = os.path.relpath(os.path.join(root, f), run)
                    xz_to(os.path.join(root, f),
                          os.path.join(out, "debug", rel + ".xz"))
                    kept.append(rel)
    return sorted(kept)


def run_tlparse(trace_dir, out):
    if not os.access(TLPARSE, os.X_OK):
        sys.exit("tlparse is missing (TLPARSE=PATH names it)")
    version = subprocess.run([TLPARSE, "--version"], capture_output=True,
                             text=True).stdout.strip()
    return version, runs_compare.run_tlparse(TLPARSE, trace_dir, out)


# --- torch's own record, folded --------------------------------------

BREAK = re.compile(r"Graph break (?:\(user stack suppressed due to duplicate "
                   r"graph break\) )?in user code at (.*):(\d+)\n"
                   r"Graph Break Reason: (.*?)(?:\n\nUser code traceback:|\Z)",
                   re.S)
GUARD = re.compile(r"^\s*- (\S+: .*?)\s*$", re.M)


def expected(proc):
    """One process's record -> what a reader must find in its trace."""
    comps = {}
    order = []

    def comp(cid):
        if cid not in comps:
            comps[cid] = {"id": cid, "stages": [],
                          "graph_breaks": [], "recompile_reasons": [],
                          "restart_reasons": [], "failure": None}
            order.append(cid)
        return comps[cid]

    for e in proc["events"]:
        if e["compile_id"] is None:
            continue
        c = comp(e["compile_id"])
        # a stage: a printed graph, or inductor's output code (read as a
        # graph of its own, its kernels tied to the post-grad graph)
        if e["kind"] in ("fx", "output_code"):
            c["stages"].append(e["name"] or e["key"])
    for b in proc["graph_breaks"]:
        m = BREAK.match(b["message"])
        if m is None or b["compile_id"] is None:
            continue
        comp(b["compile_id"])["graph_breaks"].append({
            "file": m.group(1), "line": int(m.group(2)),
            "reason": m.group(3).strip()})
    for r in proc["recompiles"]:
        if r["compile_id"] is None:
            continue
        comp(r["compile_id"])["recompile_reasons"] += [
            g for g in GUARD.findall(r["message"])
            if re.match(r"!?\d+/\d+", g)]
    for m in proc["metrics"]:
        if m["frame_key"] is None:
            continue
        c = comp(m["compile_id"])
        c["restart_reasons"] = m["restart_reasons"] or []
        if m["fail_type"]:
            c["failure"] = {"type": m["fail_type"],
                            "reason": m["fail_reason"],
                            "file": m["fail_user_frame_filename"],
                            "line": m["fail_user_frame_lineno"]}
    return [comps[c] for c in order]


def make(name, script, what, logs, debug, ranks):
    out = os.path.join(HERE, name)
    print("%s: running torch" % name, flush=True)
    work, stderr = run_torch(name, script, logs, debug, ranks)
    shutil.rmtree(out, ignore_errors=True)
    trace_dir = os.path.join(work, "trace")
    files = sorted(os.listdir(trace_dir))
    for f in files:
        xz_to(os.path.join(trace_dir, f), os.path.join(out, "trace",
                                                       f + ".xz"))
    if logs:
        with lzma.open(os.path.join(out, "torch_logs.txt.xz"), "wt",
                       preset=9) as f:
            f.write(stderr)
    kept = keep_debug(work, out) if debug else []
    procs = []
    for p in sorted(glob.glob(os.path.join(work, "truth", "*.json"))):
        with open(p) as f:
            d = json.load(f)
        d["events"] = [e for e in d["events"] if e["key"] not in NOISE]
        procs.append(d)
    procs.sort(key=lambda d: -1 if d["rank"] is None else d["rank"])
    print("%s: running tlparse" % name, flush=True)
    version, reports = run_tlparse(trace_dir, os.path.join(work, "tl"))
    truth = {
        "name": name, "script": script, "what": what,
        "command": command(name, logs, debug, ranks),
        "torch_logs": logs, "compile_debug": bool(debug),
        "trace_files": files, "debug_files": kept,
        "expected": {("-" if d["rank"] is None else str(d["rank"])):
                     expected(d) for d in procs},
        "torch": procs, "tlparse_version": version, "tlparse": reports}
    with open(os.path.join(out, "truth.json"), "w") as f:
        json.dump(truth, f, indent=1, sort_keys=True)
        f.write("\n")
    return truth


def files(n):
    return "%d file%s" % (n, "" if n == 1 else "s")


def sources(truths):
    """SOURCES.md: each run's script and command, from the table."""
    lines = ["# tests/data/runs: compile runs torch wrote, with their truth",
             "",
             "Made by `make torch2-runs` (make_runs.py) with torch %s "
             "(CPU) in the project's `.venv` and %s. Each run is a script "
             "below, copied to /tmp/runs/NAME.py and run there with the "
             "command given (under nice): hook/sitecustomize.py, on "
             "PYTHONPATH, records torch's own account into "
             "FXVIZ_RUNS_TRUTH; the script is unchanged. The "
             "trace files are as torch wrote them, `xz -9`. truth.json holds "
             "torch's account (\"torch\": one record a process), tlparse's "
             "report of the same trace (\"tlparse\": compile_directory.json "
             "and failures_and_restarts.html, read) and the two folded into "
             "what a reader must find (\"expected\"); runs_corpus.test "
             "compares fxviz with it."
             % (truths[0]["torch"][0]["torch"], truths[0]["tlparse_version"]),
             "", "| run | what is in it | kept |", "| --- | --- | --- |"]
    for t in truths:
        kept = ["trace/ (%s)" % files(len(t["trace_files"]))]
        if t["torch_logs"]:
            kept.append("torch_logs.txt.xz (`TORCH_LOGS=%s`)" %
                        t["torch_logs"])
        if t["debug_files"]:
            kept.append("debug/ (`TORCH_COMPILE_DEBUG=1`, cut to %s: %s)"
                        % (files(len(t["debug_files"])), ", ".join(
                            sorted({os.path.basename(f)
                                    for f in t["debug_files"]}))))
        lines.append("| %s | %s | %s |" % (t["name"], t["what"],
                                            ", ".join(kept)))
    for t in truths:
        with open(os.path.join(HERE, "scripts", t["script"])) as f:
            body = f.read()
        lines += ["", "## %s" % t["name"], "",
                  "`$TOP` is the project's folder:", "",
                  "    " + t["command"], "", "```python", body.rstrip(),
                  "```"]
    with open(os.path.join(HERE, "SOURCES.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", help="NAME,... of the runs to remake")
    args = ap.parse_args()
    only = set(args.only.split(",")) if args.only else None
    truths = []
    for spec in RUNS:
        if only is None or spec[0] in only:
            truths.append(make(*spec))
        elif os.path.exists(os.path.join(HERE, spec[0], "truth.json")):
            with open(os.path.join(HERE, spec[0], "truth.json")) as f:
                truths.append(json.load(f))
    sources(truths)


if __name__ == "__main__":
    main()
