"""runs_compare: a compile run as fxviz reads it (`fxviz stats --run DIR`,
docs/api.md's "Runs") set beside what torch said of it (a truth.json of
tests/data/runs) or beside tlparse's report of the same trace.

Used by tests/e2e/python/test_runs_corpus.py, compare_tlparse.py and
tests/data/runs/make_runs.py (which keeps tlparse's report in the truth).
Every compare_* function returns a list of mismatches, each one line
that names the rank, the compile id and what differs; empty when all
agree. No torch, no tlparse needed to compare."""
import html
import json
import os
import re
import subprocess

# tlparse's artifacts that are a run's stages: the keys and artifact
# names torch 2.x writes graphs under (torch/_dynamo, _functorch,
# _inductor, distributed; export), or a name ending so, and inductor's
# output code (a graph of its kernels).
GRAPH_NAMES = {
    "dynamo_output_graph", "aot_joint_graph", "aot_forward_graph",
    "aot_backward_graph", "aot_inference_graph", "inductor_pre_grad_graph",
    "inductor_post_grad_graph", "optimize_ddp_split_graph",
    "optimize_ddp_split_child", "compiled_autograd_graph",
    "before_pre_grad_graph", "after_pre_grad_graph",
    "before_joint_graph", "after_joint_graph", "before_post_grad_graph",
    "fx_graph_runnable", "exported_program",
    "compiled_autograd_graph_pre_reordering", "inductor_output_code",
}
NOT_GRAPHS = re.compile(r"_(fw_metadata|bytecode|guards|code)$|"
                        r"^(torch\.|dynamo_cpp_guards|compilation_metrics|"
                        r"recompile_reasons|dynamo_graph_break_reason|"
                        r"backward_|compiled_f)")


def tlparse_stage(name):
    """A tlparse artifact's name as the event's: tlparse names a DDP
    split child after its submodule and output code after its hash."""
    return re.sub(r"^(optimize_ddp_split_child|inductor_output_code)_.*",
                  r"\1", name)


def is_graph_artifact(name):
    """Whether a tlparse artifact (its name less _N.ext) is a stage."""
    if name in GRAPH_NAMES:
        return True
    return not NOT_GRAPHS.search(name) and (
        name.endswith("_graph") or name.startswith("optimize_ddp_split_child")
        or name.startswith("aot_saved_tensors_hooks_"))


def squash(s):
    """s with every run of white space one space, trimmed."""
    return " ".join((s or "").split())


# --- tlparse ---------------------------------------------------------

ROW = re.compile(r"<tr>\s*<td>(.*?)</td>\s*<td>(.*?)</td>\s*<td>(.*?)</td>"
                 r"\s*<td>(.*?)</td>\s*</tr>", re.S)
BREAK_AT = re.compile(r"Graph break (?:\(user stack suppressed due to "
                      r"duplicate graph break\) )?in user code at (.*):(\d+)")


def text_of(cell):
    return html.unescape(re.sub(r"<[^>]*>", "", cell)).strip()


def tlparse_report(dirname):
    """One rank's tlparse output folder -> {"compiles": {id: {"artifacts":
    [names less _N.ext, in order], "recompile_reasons": [texts],
    "graph_breaks": [{"file", "line"}]}}, "failures_and_restarts":
    [{"compile_id", "type", "description", "source"}]}."""
    with open(os.path.join(dirname, "compile_directory.json")) as f:
        directory = json.load(f)
    compiles = {}
    for cid, entry in directory.items():
        names, recompile, breaks = [], [], []
        for a in entry.get("artifacts", []):
            base = re.sub(r"_\d+\.\w+$", "", a["name"])
            names.append(base)
            path = os.path.join(dirname, a["url"])
            if not os.path.exists(path):
                continue
            if base == "recompile_reasons":
                with open(path, errors="replace") as f:
                    text = f.read()
                try:    # a JSON list of guards, or (0.4.3) their text
                    recompile += [str(x) for x in json.loads(text)]
                except ValueError:
                    recompile.append(text.strip())
            elif base == "dynamo_graph_break_reason":
                with open(path, errors="replace") as f:
                    m = BREAK_AT.match(f.readline().strip())
                breaks.append({"file": m.group(1), "line": int(m.group(2))}
                              if m else {"file": None, "line": None})
        compiles[cid.strip("[]")] = {"artifacts": names,
                                     "recompile_reasons": recompile,
                                     "graph_breaks": breaks}
    rows = []
    path = os.path.join(dirname, "failures_and_restarts.html")
    if os.path.exists(path):
        with open(path, errors="replace") as f:
            for m in ROW.finditer(f.read()):
                rows.append({"compile_id": text_of(m.group(1)).strip("[]"),
                             "type": text_of(m.group(2)),
                             "description": text_of(m.group(3)),
                             "source": text_of(m.group(4))})
    return {"compiles": compiles, "failures_and_restarts": rows}


def run_tlparse(tlparse, path, out):
    """tlparse on a trace file, or on a folder of them (--all-ranks-html
    when it holds more than one); returns {rank: report} ("-" for a
    single file)."""
    files = sorted(os.listdir(path)) if os.path.isdir(path) else None
    if files is not None and len(files) == 1:
        path, files = os.path.join(path, files[0]), None
    cmd = [tlparse, path, "-o", out, "--overwrite", "--no-browser"]
    if files is not None:
        cmd.append("--all-ranks-html")
    subprocess.run(cmd, check=True, capture_output=True)
    if files is None:
        return {"-": tlparse_report(out)}
    return {d[len("rank_"):]: tlparse_report(os.path.join(out, d))
            for d in sorted(os.listdir(out)) if d.startswith("rank_")}


# --- fxviz -----------------------------------------------------------

def fxviz_run(fxviz, path):
    """`fxviz stats --run PATH`: the run JSON, or raises with its
    stderr."""
    r = subprocess.run([fxviz, "stats", "--run", path], capture_output=True,
                       text=True)
    if r.returncode != 0:
        raise RuntimeError("fxviz stats --run %s: exit %d: %s" % (
            path, r.returncode, r.stderr.strip()[:500]))
    return json.loads(r.stdout)


ATTEMPT = re.compile(r"_(\d+)$")


def compile_of(cid):
    """A compile id as fxviz keys its compiles: tlparse's "!0/-/-" is
    compiled autograd's "!0"; an attempt ("0/0_1") is one of its
    compile's ("0/0": fxviz folds a restart's attempts into one)."""
    if cid == "-/-":
        return "-"
    cid = re.sub(r"^(!\d+)/-/-$", r"\1", cid)
    return ATTEMPT.sub("", cid)


def attempt_of(cid):
    m = ATTEMPT.search(cid)
    return int(m.group(1)) if m else 0


def fold(compiles):
    """Expected compiles, one an attempt ("0/0", "0/0_1"), folded into
    one a compile id, in the order of their first attempt: stages, graph
    breaks, recompile and restart reasons of the attempts in turn, the
    last attempt's failure, and "attempts" the number of them."""
    out = {}
    for c in compiles:
        key = compile_of(c["id"])
        f = out.get(key)
        if f is None:
            f = out[key] = {"id": key, "stages": [], "graph_breaks": [],
                            "recompile_reasons": [], "restart_reasons": [],
                            "failure": None, "attempts": 0}
        f["attempts"] = max(f["attempts"], attempt_of(c["id"]) + 1)
        for k in ("stages", "graph_breaks", "recompile_reasons",
                  "restart_reasons"):
            f[k] += c[k]
        f["failure"] = c["failure"] or f["failure"]
    return out


def by_rank(run):
    """The run's compiles as {rank: {id: compile}}, rank "-" when none."""
    out = {}
    for c in run.get("compiles", []):
        rank = c.get("rank")
        key = "-" if rank is None or rank < 0 else str(rank)
        out.setdefault(key, {})[c["id"]] = c
    return out


def stages_of(c):
    return [s.get("stage") for s in c.get("stages", [])]


def reasons_of(c):
    rec = c.get("recompile") or {}
    return [squash(r) for r in rec.get("reasons", [])]


def covers(guard, reasons):
    """Whether one of reasons holds the guard's words (up to its "#"
    comment, which torch cuts to the width of the line)."""
    want = squash(guard.split("#", 1)[0])
    return any(want in r for r in reasons)


def subsequence(part, whole):
    it = iter(whole)
    return all(x in it for x in part)


def compare_expected(run, expected, log=False):
    """fxviz's run against a truth.json's "expected" ({rank: [compile]}):
    every compile id, stage, graph break (reason, file, line), recompile
    reason, restart and failure torch recorded, and nothing more. With
    log, run is the same program's TORCH_LOGS log: it prints only some
    stages (those its artifacts name), in the trace's order, and no
    metrics (no restarts, no failures)."""
    bad = []
    got = by_rank(run)
    for rank in sorted(set(got) | set(expected)):
        mine = {k: v for k, v in got.get(rank, {}).items() if k != "-"}
        want = fold(expected.get(rank, []))
        where = "rank %s" % rank
        for cid in sorted(set(want) - set(mine)):
            bad.append("%s: compile %s missing" % (where, cid))
        for cid in sorted(set(mine) - set(want)):
            bad.append("%s: compile %s is not in the trace" % (where, cid))
        for cid in sorted(set(want) & set(mine)):
            bad += compare_compile("%s [%s]" % (where, cid), mine[cid],
                                   want[cid], log)
    return bad


def compare_compile(where, c, w, log=False):
    bad = []
    if log:
        if not subsequence(stages_of(c), w["stages"]) or \
                (w["stages"] and not stages_of(c)):
            bad.append("%s: the log's stages %s, torch wrote %s" % (
                where, stages_of(c), w["stages"]))
        w = dict(w, stages=stages_of(c), restart_reasons=[
            squash(r) for r in c.get("restarts", [])], failure=None)
    if c.get("attempts", 1) != w["attempts"]:
        bad.append("%s: %s attempts, torch made %d" % (
            where, c.get("attempts"), w["attempts"]))
    if stages_of(c) != w["stages"]:
        bad.append("%s: stages %s, torch wrote %s" % (
            where, stages_of(c), w["stages"]))
    breaks = c.get("graph_breaks", [])
    if len(breaks) != len(w["graph_breaks"]):
        bad.append("%s: %d graph breaks, torch logged %d" % (
            where, len(breaks), len(w["graph_breaks"])))
    for b, t in zip(breaks, w["graph_breaks"]):
        if (b.get("file"), b.get("line")) != (t["file"], t["line"]):
            bad.append("%s: graph break at %s:%s, torch said %s:%s" % (
                where, b.get("file"), b.get("line"), t["file"], t["line"]))
        first = squash(t["reason"].splitlines()[0])
        if first not in squash(b.get("reason")):
            bad.append("%s: graph break reason %r lacks torch's %r" % (
                where, squash(b.get("reason"))[:120], first[:120]))
    reasons = reasons_of(c)
    for g in w["recompile_reasons"]:
        if not covers(g, reasons):
            bad.append("%s: recompile reason %r missing (fxviz: %s)" % (
                where, squash(g)[:120], [r[:80] for r in reasons]))
    if reasons and not w["recompile_reasons"]:
        bad.append("%s: recompile reasons %s, torch logged none" % (
            where, [r[:80] for r in reasons]))
    restarts = [squash(r) for r in c.get("restarts", [])]
    want = [squash(r) for r in w["restart_reasons"]]
    if sorted(restarts) != sorted(want):
        bad.append("%s: restarts %s, torch's metrics %s" % (
            where, [r[:60] for r in restarts], [r[:60] for r in want]))
    f, t = c.get("failure"), w["failure"]
    if (f is None) != (t is None):
        bad.append("%s: failure %s, torch's metrics %s" % (
            where, f and f.get("type"), t and t["type"]))
    elif f is not None:
        if f.get("type") != t["type"]:
            bad.append("%s: failure type %r, torch's %r" % (
                where, f.get("type"), t["type"]))
        if t["file"] and (f.get("file"), f.get("line")) != (t["file"],
                                                           t["line"]):
            bad.append("%s: failure at %s:%s, torch's at %s:%s" % (
                where, f.get("file"), f.get("line"), t["file"], t["line"]))
        if squash(t["reason"]).split(" ")[0:8] != \
                squash(f.get("reason")).split(" ")[0:8]:
            bad.append("%s: failure reason %r, torch's %r" % (
                where, squash(f.get("reason"))[:80], squash(t["reason"])[:80]))
    return bad


def compare_counter(run, procs):
    """fxviz's graph breaks against torch's counters["graph_break"] of
    each process (truth.json's "torch"): as many breaks, on its rank,
    whose reason holds each counted message as the counter says, and no
    more breaks than counted."""
    bad = []
    got = by_rank(run)
    for p in procs:
        rank = "-" if p["rank"] is None else str(p["rank"])
        reasons = [squash(b.get("reason")) for c in got.get(rank, {}).values()
                   for b in c.get("graph_breaks", [])]
        counter = p["graph_break_counter"]
        for msg, n in sorted(counter.items()):
            have = sum(squash(msg) in r for r in reasons)
            if have != n:
                bad.append("rank %s: %d graph breaks for %r, torch counted "
                           "%d" % (rank, have, squash(msg)[:80], n))
        if len(reasons) > sum(counter.values()):
            bad.append("rank %s: %d graph breaks, torch counted %d" % (
                rank, len(reasons), sum(counter.values())))
    return bad


def compare_tlparse(run, reports):
    """fxviz's run against tlparse's report ({rank: report}, as
    run_tlparse gives): every compile id tlparse lists ("-/-": events
    of no compile, as torch.export's, fxviz's "-"), its graph
    artifacts as stages (as many of each, in order), its graph breaks
    (file:line), its recompile reasons, and its failures and restarts
    table (a RestartAnalysis row: a restart of that compile's attempt;
    any other: that compile's failure of that type)."""
    bad = []
    got = by_rank(run)
    for rank, rep in sorted(reports.items()):
        mine = got.get(rank, {})
        where = "rank %s" % rank
        folded = {}
        for cid, t in sorted(rep["compiles"].items(),
                             key=lambda kv: attempt_of(kv[0])):
            f = folded.setdefault(compile_of(cid), {
                "artifacts": [], "recompile_reasons": [],
                "graph_breaks": []})
            for k in f:
                f[k] += t[k]
        for cid, t in sorted(folded.items()):
            c = mine.get(cid)
            if cid == "-" and c is None:	# events of no compile
                c = {"id": "-", "stages": []}
            if c is None:
                bad.append("%s: tlparse's compile %s missing" % (where, cid))
                continue
            graphs = [tlparse_stage(a) for a in t["artifacts"]
                      if is_graph_artifact(tlparse_stage(a))]
            # tlparse lists some events of no compile (exported_program)
            # in a report of their own, not as artifacts
            if (stages_of(c) != graphs) if cid != "-" else \
                    not subsequence(graphs, stages_of(c)):
                bad.append("%s [%s]: stages %s, tlparse's graphs %s" % (
                    where, cid, stages_of(c), graphs))
            at = [(b.get("file"), b.get("line"))
                  for b in c.get("graph_breaks", [])]
            tl = [(b["file"], b["line"]) for b in t["graph_breaks"]]
            if at != tl:
                bad.append("%s [%s]: graph breaks at %s, tlparse's %s" % (
                    where, cid, at, tl))
            reasons = reasons_of(c)
            for text in t["recompile_reasons"]:
                for g in re.findall(r"^\s*(?:- )?(!?\d+/\d+: .*)$", text,
                                    re.M):
                    if not covers(g, reasons):
                        bad.append("%s [%s]: tlparse's recompile reason %r "
                                   "missing" % (where, cid, squash(g)[:100]))
        for row in rep["failures_and_restarts"]:
            cid = row["compile_id"]
            c = mine.get(compile_of(cid))
            cands = [c] if c is not None else []
            if row["type"] == "RestartAnalysis":
                first = squash(row["description"].splitlines()[0]
                               if row["description"] else "")
                if not any(first in squash(r) for c in cands
                           for r in c.get("restarts", [])):
                    bad.append("%s [%s]: tlparse's restart %r missing" % (
                        where, cid, first[:80]))
            elif not any((c.get("failure") or {}).get("type") == row["type"]
                         for c in cands):
                bad.append("%s [%s]: tlparse's failure %s missing" % (
                    where, cid, row["type"]))
    return bad
