"""make: runs ../logs/torch/compile.py under depyf.prepare_debug with each
backend, and keeps some of the files depyf dumps, each beside the truth
truth.py recorded while depyf printed it (SOURCES.md says which is which).

    .venv/bin/python tests/data/depyf/make.py OUT_DIR

FILE.truth is the graph depyf wrote in FILE as torch knew it, in the form
of tests/data/logs/torch/*.truth ('graph 1': the file is the graph).
"""
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LOGS = os.path.join(HERE, "..", "logs", "torch")
HEADER = "from __future__ import annotations\nimport torch\nfrom torch import device\n"
RUN = """import runpy, sys, depyf
sys.path.insert(0, %r)
sys.argv = ["compile.py", %r]
with depyf.prepare_debug(%r):
    runpy.run_path(%r, run_name="__main__")
"""
# backend: the compiled functions whose files are kept (all their stages),
# and the bytecode files kept (refused: no graph in them)
KEEP = {
    "aot_eager": (["__compiled_fn_2.", "__compiled_fn_11."],
                  ["__transformed_code_1_for_torch_dynamo_resume_in_"]),
    "inductor": (["__compiled_fn_5."], []),
}
SKIP = ("pre_insert_deferred_runtime_asserts", "kernel_")


def order(f):
    """Dynamo's graph, then AOT autograd's, then inductor's: of the same
    printout under two names, the first of these is kept."""
    stages = [".__compiled_fn_", ".Joint_graph.", ".Forward_graph.",
              ".Backward_graph."]
    return ([i for i, s in enumerate(stages) if s in f] + [len(stages)])[0], f


def truth_of(text, records):
    for r in records:
        if r["text"].replace("<lambda>", "GraphModule") == text:
            out = ["graph\t1"]
            for path, nodes in r["graphs"]:
                for name, op, target, users in nodes:
                    out.append("node\t%s\t%s\t%s\t%s\t%s" % (
                        path or "-", name, op, target, ",".join(users)))
            return "\n".join(out) + "\n"
    return None


def main(out):
    for backend, (fns, code) in KEEP.items():
        dump = os.path.join(out, backend)
        rec = os.path.join(out, backend + ".jsonl")
        for p in (dump, rec, os.path.join(out, backend + ".cache")):
            if os.path.isdir(p):
                shutil.rmtree(p)
            elif os.path.exists(p):
                os.remove(p)
        env = dict(os.environ, FXVIZ_TRUTH=rec,
                   TORCHINDUCTOR_CACHE_DIR=os.path.join(out, backend + ".cache"))
        subprocess.run([sys.executable, "-c", RUN % (
            LOGS, backend, dump, os.path.join(LOGS, "compile.py"))],
            cwd=out, env=env, check=True, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        with open(rec) as f:
            records = [json.loads(line) for line in f]
        to = os.path.join(HERE, backend)
        os.makedirs(to, exist_ok=True)
        seen = set()
        for f in sorted(os.listdir(dump), key=order):
            keep = any(f.startswith(p) for p in fns) and \
                not any(s in f for s in SKIP)
            if not keep and not any(f.startswith(p) for p in code):
                continue
            with open(os.path.join(dump, f)) as fh:
                text = fh.read()
            if text in seen:
                continue  # the same printout as a stage kept before
            seen.add(text)
            shutil.copy(os.path.join(dump, f), os.path.join(to, f))
            if keep:
                t = truth_of(text[len(HEADER):], records) \
                    if text.startswith(HEADER) else None
                if t is None:
                    sys.exit("%s: no graph torch printed" % f)
                with open(os.path.join(to, f[:-3] + ".truth"), "w") as fh:
                    fh.write(t)


if __name__ == "__main__":
    main(os.path.abspath(sys.argv[1]))
