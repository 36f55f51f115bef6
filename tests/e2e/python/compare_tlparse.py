"""compare_tlparse.py: fxviz and tlparse on the same TORCH_TRACE, side by
side. For anyone with tlparse installed (pip install tlparse), on any
trace: a file, or a folder of one file a rank.

    tests/e2e/python/compare_tlparse.py TRACE [--fxviz PATH]
        [--tlparse PATH] [--keep DIR] [-v]

Runs `fxviz stats --run TRACE` and `tlparse TRACE -o DIR` (with
--all-ranks-html for a folder of ranks), then checks that fxviz's run has
every compile id tlparse lists, each compile's graph artifacts as its
stages (as many, in the same order), its graph breaks at the same
file:line, its recompile reasons and the rows of its failures and
restarts table (runs_compare.compare_tlparse). Prints what each found
(compiles, a restart's attempts counted as one, stages, graph breaks,
recompiles, failures: fxviz / tlparse),
then every mismatch; exits 0 when none, 1 when some, 2 when either tool
failed."""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

import runs_compare

HERE = os.path.dirname(os.path.abspath(__file__))


def default_fxviz():
    top = os.environ.get("top_builddir") or os.path.join(HERE, "..", "..",
                                                         "..")
    return os.path.join(top, "fxviz")


def counts_fxviz(run):
    n = {"compiles": 0, "stages": 0, "graph breaks": 0, "recompiles": 0,
         "failures": 0}
    for c in run.get("compiles", []):
        if c["id"] == "-":
            continue
        n["compiles"] += 1
        n["stages"] += len(c.get("stages", []))
        n["graph breaks"] += len(c.get("graph_breaks", []))
        n["recompiles"] += bool(runs_compare.reasons_of(c))
        n["failures"] += c.get("failure") is not None
    return n


def counts_tlparse(reports):
    n = {"compiles": 0, "stages": 0, "graph breaks": 0, "recompiles": 0,
         "failures": 0}
    for rep in reports.values():
        n["compiles"] += len({runs_compare.compile_of(cid)
                              for cid in rep["compiles"] if cid != "-/-"})
        for cid, c in rep["compiles"].items():
            if cid == "-/-":
                continue
            n["stages"] += sum(runs_compare.is_graph_artifact(
                runs_compare.tlparse_stage(a)) for a in c["artifacts"])
            n["graph breaks"] += len(c["graph_breaks"])
            n["recompiles"] += bool(c["recompile_reasons"])
        n["failures"] += sum(r["type"] != "RestartAnalysis"
                             for r in rep["failures_and_restarts"])
    return n


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("trace", help="a TORCH_TRACE file or folder")
    ap.add_argument("--fxviz", default=default_fxviz())
    ap.add_argument("--tlparse", default=shutil.which("tlparse") or "tlparse")
    ap.add_argument("--keep", help="keep tlparse's output here")
    ap.add_argument("-v", action="store_true", help="print every mismatch")
    args = ap.parse_args()
    out = args.keep or tempfile.mkdtemp(prefix="compare-tlparse-")
    try:
        try:
            run = runs_compare.fxviz_run(args.fxviz, args.trace)
        except (RuntimeError, ValueError) as e:
            print("fxviz failed: %s" % e)
            return 2
        try:
            reports = runs_compare.run_tlparse(args.tlparse, args.trace, out)
        except (OSError, subprocess.CalledProcessError) as e:
            print("tlparse failed: %s" % e)
            return 2
        mine, theirs = counts_fxviz(run), counts_tlparse(reports)
        print("%s: %s" % (args.trace, ", ".join(
            "%s %d / %d" % (k, mine[k], theirs[k]) for k in mine)),
            "(fxviz / tlparse)")
        bad = runs_compare.compare_tlparse(run, reports)
        for m in bad if args.v else bad[:20]:
            print("  " + m)
        if len(bad) > 20 and not args.v:
            print("  ... and %d more (-v shows them)" % (len(bad) - 20))
        print("%d mismatches" % len(bad))
        return 1 if bad else 0
    finally:
        if not args.keep:
            shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
