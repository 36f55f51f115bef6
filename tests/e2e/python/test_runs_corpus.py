"""Reads every compile run of tests/data/runs (TORCH_TRACE folders torch
2.x wrote, make_runs.py) as a run, `fxviz stats --run DIR`, and compares
it with the truth beside it (truth.json): every compile id, stage, graph
break (reason, file:line), recompile reason, restart and failure that
torch recorded while it ran must be in fxviz's run, and nothing else
(graph breaks also as many as torch's counters["graph_break"] says);
and every compile id, graph artifact, graph break, recompile reason and
row of the failures and restarts table that tlparse reported for the
same trace (runs_compare.py says how each is matched). A run's TORCH_LOGS
log, when kept, is read as a run too and held to the same truth (its
compile ids, attempts, graph breaks and recompile reasons; its stages
those of the trace it prints). So is its TORCH_COMPILE_DEBUG folder:
a compile for each of inductor's folders, its graph files its stages;
and each folder's kernels (`fxviz kernels`) tied to the post-grad nodes
torch's provenance mapping names, as are the trace's own output codes
beside its post-grad graphs and mappings.

Prints one line per run (ok, or FAIL and its mismatches) and `N passed,
N failed`; exits 1 on any failure. Needs no torch and no tlparse.

Usage: test_runs_corpus.py [--only NAME,...] [--keep DIR] [-v]"""
import argparse
import json
import lzma
import os
import re
import shutil
import subprocess
import sys
import tempfile

import runs_compare

HERE = os.path.dirname(os.path.abspath(__file__))
TOP_SRCDIR = os.path.abspath(os.environ.get("top_srcdir") or
                             os.path.dirname(os.path.dirname(HERE)))
TOP_BUILDDIR = os.path.abspath(os.environ.get("top_builddir") or TOP_SRCDIR)
FXVIZ = os.path.join(TOP_BUILDDIR, "fxviz")
RUNS = os.path.join(TOP_SRCDIR, "tests", "data", "runs")
SHOW = 12


def materialise(name, workdir):
    """The run's trace/ folder, each file less its .xz, under workdir."""
    src = os.path.join(RUNS, name, "trace")
    dst = os.path.join(workdir, name)
    os.makedirs(dst)
    for f in sorted(os.listdir(src)):
        with open(os.path.join(src, f), "rb") as g:
            data = g.read()
        if f.endswith(".xz"):
            data, f = lzma.decompress(data), f[:-3]
        with open(os.path.join(dst, f), "wb") as g:
            g.write(data)
    return dst


def check_log(name, workdir, truth):
    """The same run's TORCH_LOGS log, when kept, read as a run too."""
    src = os.path.join(RUNS, name, "torch_logs.txt.xz")
    if not os.path.exists(src):
        return []
    path = os.path.join(workdir, name + ".torch_logs.txt")
    with open(src, "rb") as f, open(path, "wb") as g:
        g.write(lzma.decompress(f.read()))
    try:
        run = runs_compare.fxviz_run(FXVIZ, path)
    except (RuntimeError, ValueError) as e:
        return ["log: fxviz: %s" % e]
    return ["log: " + m for m in
            runs_compare.compare_expected(run, truth["expected"], log=True)]


# inductor's files in a TORCH_COMPILE_DEBUG folder of one graph, in the
# order they are a compile's stages (docs/api.md's "Runs")
DEBUG_STAGES = ["fx_graph_readable", "fx_graph_transformed",
                "fx_graph_runnable", "output_code"]


def check_debug(name, workdir, truth):
    """The run's TORCH_COMPILE_DEBUG folder, when kept, read as a run:
    each torchinductor/ folder torch wrote a compile named after it, its
    graph files (those torch wrote) its stages."""
    src = os.path.join(RUNS, name, "debug")
    want = {}
    for f in truth["debug_files"]:
        parts = f.split("/")
        stem = parts[-1].rsplit(".", 1)[0]
        if len(parts) == 3 and parts[0] == "torchinductor" and \
                stem in DEBUG_STAGES:
            want.setdefault(parts[1], []).append(stem)
    if not want:
        return []
    dst = os.path.join(workdir, name + ".debug")
    for f in truth["debug_files"]:
        os.makedirs(os.path.dirname(os.path.join(dst, f)), exist_ok=True)
        with open(os.path.join(src, f + ".xz"), "rb") as g, \
                open(os.path.join(dst, f), "wb") as h:
            h.write(lzma.decompress(g.read()))
    try:
        run = runs_compare.fxviz_run(FXVIZ, dst)
    except (RuntimeError, ValueError) as e:
        return ["debug: fxviz: %s" % e]
    got = {c["id"]: runs_compare.stages_of(c) for c in run["compiles"]}
    bad = []
    for folder, stems in sorted(want.items()):
        stems = sorted(stems, key=DEBUG_STAGES.index)
        if got.get(folder) != stems:
            bad.append("debug: %s: stages %s, torch wrote %s" % (
                folder, got.get(folder), stems))
    for extra in sorted(set(got) - set(want)):
        bad.append("debug: compile %s is not a folder torch wrote" % extra)
    return bad + check_kernels(dst)


def trace_payloads(path, names):
    """The payloads torch wrote in a trace file for events of the given
    keys or artifact names: {(attempt id "0/0_1", name): [payload, ...]}
    in the file's order."""
    out = {}
    with open(path, errors="replace") as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        m = re.search(r"\] (\{.*\})$", lines[i])
        i += 1
        if m is None:
            continue
        try:
            ev = json.loads(m.group(1))
        except ValueError:
            continue
        name = next((k for k in names if k in ev), None)
        if name is None and isinstance(ev.get("artifact"), dict) and \
                ev["artifact"].get("name") in names:
            name = ev["artifact"]["name"]
        body = []
        while i < len(lines) and lines[i].startswith("\t"):
            body.append(lines[i][1:])
            i += 1
        if name is None or "frame_id" not in ev:
            continue
        cid = "%d/%d" % (ev["frame_id"], ev["frame_compile_id"])
        if ev.get("attempt"):
            cid += "_%d" % ev["attempt"]
        out.setdefault((cid, name), []).append("\n".join(body))
    return out


def launched(code):
    """The provenance handles an output code launches."""
    return set(re.findall(r"# \[Provenance debug handles\] (\S+)", code))


def compare_kernels(what, cmd, mapping, code):
    """`fxviz kernels` (cmd) against torch's provenance mapping for the
    kernels code launches."""
    want = {k: sorted(v) for k, v in mapping["cppCodeToPost"].items()
            if k in launched(code)}
    if not want:
        return ["kernels %s: the output code launches no kernel of "
                "torch's mapping" % what]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        return ["kernels %s: exit %d: %s" % (what, r.returncode,
                                             r.stderr.strip()[:200])]
    got = json.loads(r.stdout)
    have = {k["handle"]: sorted(k["nodes"]) for k in got["kernels"]}
    bad = []
    if have != want:
        bad.append("kernels %s: %s, torch's mapping %s" % (what, have, want))
    if got["unmatched"]:
        bad.append("kernels %s: names of no node %s" % (what,
                                                         got["unmatched"]))
    return bad


def check_trace_kernels(folder):
    """`fxviz kernels TRACE --graph POST --graph-b CODE` for each output
    code of the trace, the k-th of a compile's attempt beside its k-th
    post-grad graph, against the k-th provenance mapping torch wrote in
    that attempt."""
    bad = []
    for f in sorted(os.listdir(folder)):
        path = os.path.join(folder, f)
        got = trace_payloads(path, ("inductor_output_code",
                                    "inductor_provenance_tracking_node_"
                                    "mappings"))
        for (cid, name), codes in sorted(got.items()):
            if name != "inductor_output_code":
                continue
            maps = got.get((cid, "inductor_provenance_tracking_node_"
                                 "mappings"), [])
            for k, code in enumerate(codes):
                # torch wrote no mapping for some ({"version": 2} alone)
                if k >= len(maps) or "cppCodeToPost" not in \
                        json.loads(maps[k]):
                    continue
                tag = "" if k == 0 else " #%d" % (k + 1)
                cmd = [FXVIZ, "kernels", path, path, "--graph",
                       "[%s] inductor_post_grad_graph%s" % (cid, tag),
                       "--graph-b", "[%s] inductor_output_code%s" % (cid, tag)]
                bad += compare_kernels("[%s]%s" % (cid, tag), cmd,
                                       json.loads(maps[k]), code)
    return bad


def check_kernels(debug):
    """`fxviz kernels FOLDER` for each of inductor's folders where torch
    wrote a provenance mapping: each kernel (by its handle) computes the
    post-grad nodes the mapping's cppCodeToPost says for the handles its
    output code launches, and every name there is a node of the
    post-grad graph."""
    bad = []
    root = os.path.join(debug, "torchinductor")
    for folder in sorted(os.listdir(root)):
        mapping = os.path.join(root, folder,
                               "inductor_provenance_tracking_node_mappings"
                               ".json")
        if not os.path.exists(mapping):
            continue
        # the mapping is the compile's: a backward's holds its forward's
        # kernels too; this code's are those whose handle it launches
        with open(os.path.join(root, folder, "output_code.py")) as f:
            code = f.read()
        with open(mapping) as f:
            bad += compare_kernels(folder, [FXVIZ, "kernels",
                                            os.path.join(root, folder)],
                                   json.load(f), code)
    return bad


def check(name, workdir, verbose):
    with open(os.path.join(RUNS, name, "truth.json")) as f:
        truth = json.load(f)
    folder = materialise(name, workdir)
    try:
        run = runs_compare.fxviz_run(FXVIZ, folder)
    except (RuntimeError, ValueError) as e:
        return ["fxviz: %s" % e]
    with open(os.path.join(workdir, name + ".run.json"), "w") as f:
        json.dump(run, f, indent=1)
    bad = ["torch: " + m for m in
           runs_compare.compare_expected(run, truth["expected"])]
    bad += ["torch's counter: " + m for m in
            runs_compare.compare_counter(run, truth["torch"])]
    bad += ["tlparse: " + m for m in
            runs_compare.compare_tlparse(run, truth["tlparse"])]
    bad += check_trace_kernels(folder)
    bad += check_log(name, workdir, truth)
    bad += check_debug(name, workdir, truth)
    if verbose:
        n = sum(len(v) for v in runs_compare.by_rank(run).values())
        print("  %s: %d compiles, %d files" % (name, n,
                                               len(run.get("files", []))))
    return bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", help="NAME,... of the runs to read")
    ap.add_argument("--keep", help="keep the traces and fxviz's JSON here")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    names = sorted(d for d in os.listdir(RUNS)
                   if os.path.exists(os.path.join(RUNS, d, "truth.json")))
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    if not names:
        sys.exit("no runs in %s" % RUNS)
    workdir = args.keep or tempfile.mkdtemp(prefix="fxviz-runs-")
    if args.keep:
        shutil.rmtree(workdir, ignore_errors=True)
        os.makedirs(workdir)
    failed = 0
    try:
        for name in names:
            bad = check(name, workdir, args.v)
            if bad:
                failed += 1
                print("FAIL %s: %d mismatches" % (name, len(bad)))
                for m in bad[:SHOW]:
                    print("    " + m)
                if len(bad) > SHOW:
                    print("    ... and %d more" % (len(bad) - SHOW))
            else:
                print("ok   %s" % name)
    finally:
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)
    print("%d passed, %d failed" % (len(names) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
