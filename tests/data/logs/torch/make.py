"""make: runs the scripts beside it under torch 2.x with the TORCH_LOGS
each log wants, and writes each log with its truth (SOURCES.md says
which log is which).

    .venv/bin/python tests/data/logs/torch/make.py OUT_DIR [NAME...]

NAME.log is what the run printed (stderr and stdout, as a terminal would
show them), NAME.truth the graphs in it, in the log's order, as torch
knew them (truth.py):

    graph LINE              the log line of its 'class NAME(...):'
    node PATH NAME OP TARGET USERS      (tab-separated; USERS by ',')

PATH is '-' for the graph printed, 'a.b' for the class b nested in a.
"""
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PY = sys.executable
TORCHRUN = os.path.join(os.path.dirname(PY), "torchrun")
ALL = "graph_code,aot_graphs,post_grad_graphs,graph_breaks,recompiles," \
    "output_code"

# name: (command, TORCH_LOGS, other environment)
RUNS = {
    "compile_inductor": ([PY, "compile.py", "inductor"], ALL, {}),
    "compile_inductor_warm": ([PY, "compile.py", "inductor"], ALL,
                              {"WARM": "1"}),
    "compile_aot_eager": ([PY, "compile.py", "aot_eager"], ALL, {}),
    "dynamo_debug": ([PY, "compile.py", "aot_eager"],
                     "+dynamo,graph_code,aot_graphs", {}),
    "dynamo_debug_inductor": ([PY, "compile.py", "inductor"],
                              "+dynamo,graph_code,aot_graphs,"
                              "post_grad_graphs,output_code", {}),
    "short_format": ([PY, "compile.py", "aot_eager"],
                     "graph_code,aot_graphs",
                     {"TORCH_LOGS_FORMAT": "short"}),
    "logging_format": ([PY, "compile.py", "aot_eager"],
                       "graph_code,aot_graphs",
                       {"TORCH_LOGS_FORMAT": "%(asctime)s - %(name)s - "
                        "%(levelname)s - %(message)s"}),
    "torchrun": ([TORCHRUN, "--nproc_per_node", "2", "ddp.py"],
                 "graph_code,aot_graphs,graph_breaks,recompiles", {}),
    "torchrun_tee": ([TORCHRUN, "--nproc_per_node", "2", "--tee", "3",
                      "ddp.py"], "graph_code,aot_graphs", {}),
    "torchrun_rank_template": ([TORCHRUN, "--nproc_per_node", "2", "--tee",
                                "3", "--log-line-prefix-template",
                                "[Rank ${rank}] ", "ddp.py"],
                               "graph_code,aot_graphs", {}),
    "readable": ([PY, "readable.py"], "", {}),
    "exported": ([PY, "exported.py"], "", {}),
    "old_readable": ([PY, "old_readable.py"], "", {}),
    "graphs": ([PY, "graphs.py"], "", {}),
    "message_format": ([PY, "compile.py", "aot_eager"],
                       "graph_code,aot_graphs",
                       {"TORCH_LOGS_FORMAT": "%(message)s"}),
    "tables": ([PY, "tables.py"], "", {}),
    "old_prefix": ([PY, "old_prefix.py", "aot_eager"], "", {}),
    "module_print": ([PY, "module_print.py"], "", {}),
    "depyf_bytecode": ([PY, "depyf_install.py", "aot_eager"],
                       "+bytecode,graph_code,aot_graphs", {}),
    "compile_debug": ([PY, "compile.py", "inductor"], "aot_graphs,graph_code",
                      {"TORCH_COMPILE_DEBUG": "1"}),
}


def records(truth):
    """The records truth.py wrote, from one file or one per rank."""
    out = []
    d = os.path.dirname(truth) or "."
    for f in sorted(os.listdir(d)):
        if f.startswith(os.path.basename(truth)):
            with open(os.path.join(d, f)) as fh:
                out.append([json.loads(line) for line in fh])
    return out


def place(lines, rec, claimed):
    """The index of the log line that starts rec's printout: the first,
    not yet claimed, from which the log's lines of rec's rank end with
    the printout's lines, one by one; or None."""
    text = [t.rstrip() for t in rec["text"].strip("\n").split("\n")]
    tags = ("[rank%s]" % rec["rank"], "[Rank %s]" % rec["rank"])
    mine = [i for i in range(len(lines)) if rec["rank"] is None or
            any(t in lines[i] for t in tags)]
    for k in range(len(mine) - len(text) + 1):
        if mine[k] in claimed:
            continue
        if all(not t.strip() or lines[mine[k + j]].rstrip().endswith(t)
               for j, t in enumerate(text)):
            claimed.add(mine[k])
            return mine[k]
    return None


def write_truth(log, truth, out):
    with open(log, errors="replace") as fh:
        lines = fh.read().split("\n")
    found, claimed = [], set()
    for recs in records(truth):
        for rec in recs:
            i = place(lines, rec, claimed)
            if i is not None:
                found.append((i, rec))
    found.sort(key=lambda p: p[0])
    with open(out, "w") as fh:
        for i, rec in found:
            fh.write("graph\t%d\n" % (i + 1))
            for path, nodes in rec["graphs"]:
                for name, op, target, users in nodes:
                    fh.write("node\t%s\t%s\t%s\t%s\t%s\n" % (
                        path or "-", name, op, target.replace("\t", " "),
                        ",".join(users)))
    return len(found)


def run(name, outdir):
    cmd, logs, env_more = RUNS[name]
    work = os.path.join(outdir, name + ".d")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    env = dict(os.environ, PYTHONPATH=HERE, PYTHONUNBUFFERED="1",
               TORCHINDUCTOR_CACHE_DIR=os.path.join(work, "cache"),
               **env_more)
    env.pop("TORCH_LOGS", None)
    if logs:
        env["TORCH_LOGS"] = logs
    cmd = [os.path.join(HERE, c) if c.endswith(".py") else c for c in cmd]
    log = os.path.join(outdir, name + ".log")
    if env.pop("WARM", None):
        # a first run fills the cache, whose graphs the second logs
        # "(from cache)", printed by the first
        env["FXVIZ_TRUTH"] = os.path.join(work, "truth.jsonl.cold")
        with open(os.devnull, "w") as fh:
            subprocess.call(cmd, cwd=work, env=env, stdout=fh,
                            stderr=subprocess.STDOUT)
    env["FXVIZ_TRUTH"] = os.path.join(work, "truth.jsonl")
    with open(log, "w") as fh:
        rc = subprocess.call(cmd, cwd=work, env=env, stdout=fh,
                             stderr=subprocess.STDOUT)
    n = write_truth(log, env["FXVIZ_TRUTH"],
                    os.path.join(outdir, name + ".truth"))
    print("%s: exit %d, %d graphs" % (name, rc, n))


def damage(log, out):
    """torchrun_damaged.log: LOG (torchrun.log) with two of its graphs
    broken and the others as they were: in the first "Forward graph" the
    ')' that closes its addmm call is gone, and in the last "Backward
    graph" the third line after its 'def forward' is cut short in its
    prefix, as a write that was killed leaves it."""
    with open(log) as fh:
        lines = fh.read().split("\n")
    fw = next(i for i, l in enumerate(lines) if "Forward graph" in l)
    add = next(i for i in range(fw, len(lines)) if "= torch.ops.aten.addmm"
               in lines[i])
    k = lines[add].index(");")
    lines[add] = lines[add][:k] + lines[add][k + 1:]
    bw = max(i for i, l in enumerate(lines) if "Backward graph" in l)
    cut = next(i for i in range(bw, len(lines)) if "def forward" in
               lines[i]) + 3
    lines[cut] = lines[cut][:lines[cut].index(":", 10) + 3]
    with open(out, "w") as fh:
        fh.write("\n".join(lines))


def main():
    outdir = os.path.abspath(sys.argv[1])
    os.makedirs(outdir, exist_ok=True)
    if sys.argv[2:3] == ["--damage"]:
        damage(os.path.join(outdir, "torchrun.log"),
               os.path.join(outdir, "torchrun_damaged.log"))
        return
    if sys.argv[2:3] == ["--truth"]:
        # the truth again, from the records of the runs already made
        for name in sys.argv[3:]:
            print(name, write_truth(
                os.path.join(outdir, name + ".log"),
                os.path.join(outdir, name + ".d", "truth.jsonl"),
                os.path.join(outdir, name + ".truth")))
        return
    for name in sys.argv[2:] or list(RUNS):
        run(name, outdir)


if __name__ == "__main__":
    main()
