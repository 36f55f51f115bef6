"""Reads every artifact of tests/data/torch2 (written by torch 2.x itself,
tests/data/torch2/make_corpus.py) with the fxviz binary, naming no form,
and compares each graph with the truth torch recorded when it printed it
(tests/data/torch2/MANIFEST.json).

For each artifact: `fxviz stats FILE` must find the manifest's graphs, as
many and in the same order (a TORCH_TRACE graph also by its name, "[0/0]
aot_forward_graph"); `fxviz render FILE [--graph NAME] -f json` must give
each graph's nodes in graph order with torch's names, ops, targets and
users, and its nested graphs (torch.cond's branches) likewise. As in
test_torchvision.py, only two target spellings other than print(gm.graph)'s
are accepted, counted and reported: print_tabular()'s repr of a function
(<built-in function ...>) and gm.code's global name for a wrapped function.
output_code.py has no FX graph of its own: its truth is the provenance
mapping (kernel -> post-grad nodes, beside it) and the post-grad graph;
each kernel must be a node of what fxviz reads, tied to its post-grad
nodes (check_output_code says how).

Prints one line per artifact (ok, or FAIL with the first mismatches), a
table of kind: passed/total, and `N passed, N failed`; exits 1 on any
failure. Needs no torch.

Usage: test_torch2_corpus.py [--only PATTERN] [--keep DIR] [--jobs N] [--corpus DIR] [-v]
  PATTERN: an fnmatch pattern, or a substring, of artifact paths
  DIR: keeps the decompressed artifacts and fxviz's JSON there
"""
import argparse
import concurrent.futures
import fnmatch
import json
import lzma
import os
import shutil
import subprocess
import sys
import tempfile

import nodes_compare

HERE = os.path.dirname(os.path.abspath(__file__))
TOP_SRCDIR = os.path.abspath(os.environ.get("top_srcdir") or
                             os.path.dirname(os.path.dirname(HERE)))
TOP_BUILDDIR = os.path.abspath(os.environ.get("top_builddir") or TOP_SRCDIR)
FXVIZ = os.path.join(TOP_BUILDDIR, "fxviz")
CORPUS = os.path.join(TOP_SRCDIR, "tests", "data", "torch2")
SHOW = 4            # mismatches shown per artifact
DATA_KINDS = ("graph_signature", "provenance")      # data, not graphs


def read_bytes(path):
    with open(path, "rb") as f:
        data = f.read()
    return lzma.decompress(data) if path.endswith(".xz") else data


def materialise(rel, workdir, keep):
    """The artifact rel as a plain file: decompressed under workdir, under
    its own name less .xz (a name tells fxviz what a user would tell it);
    with keep, copied there too, so that fxviz's JSON lands beside it."""
    src = os.path.join(CORPUS, rel)
    if not rel.endswith(".xz") and not keep:
        return src
    out = os.path.join(workdir, rel[:-3] if rel.endswith(".xz") else rel)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "wb") as f:
        f.write(read_bytes(src))
    return out


def truth_of(model, ref, cache={}):
    path = os.path.join(CORPUS, model, "truth", ref)
    if path not in cache:
        cache[path] = json.loads(read_bytes(path))
    return cache[path]


def fxviz(*args):
    """(exit status, stdout, stderr) of fxviz ARGS."""
    try:
        r = subprocess.run([FXVIZ] + list(args), stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=300)
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""
    return r.returncode, r.stdout, r.stderr.decode("utf-8", "replace").strip()


def compare_nodes(want, got, printed_by, where, kept):
    """Mismatches of fxviz's nodes (got) with torch's (want), as strings
    (nodes_compare's rules, a builtin's placeholder accepted); kept counts
    what was accepted in another printed spelling."""
    bad, accepted = nodes_compare.compare(want, got, printed_by,
                                          placeholders=True)
    for what, k in accepted.items():
        kept[what] = kept.get(what, 0) + k
    return ["%s%s: %s" % (where, field, detail) if node == "-" else
            "%snode %s: %s: %s" % (where, node, field, detail)
            for node, field, detail in bad]


def compare_graph(want, got, printed_by, kept, where=""):
    """want: a truth {"nodes", "subs"}; got: fxviz's JSON graph."""
    bad = compare_nodes(want["nodes"], got.get("nodes", []), printed_by, where, kept)
    subs_got = got.get("subgraphs", [])
    names_want = [s["name"] for s in want["subs"]]
    names_got = [s.get("name") for s in subs_got]
    if names_got != names_want:
        bad.append("%ssub-graphs: read %s, torch %s" % (where, names_got, names_want))
    by_name = {s.get("name"): s for s in subs_got}
    for s in want["subs"]:
        if s["name"] in by_name:
            bad.extend(compare_graph(s, by_name[s["name"]], printed_by, kept,
                                     "%s%s: " % (where, s["name"])))
    return bad


# ---- one artifact ---------------------------------------------------------------

def stats(path):
    """fxviz's graphs of path as [stats line], or (None, why)."""
    rc, out, err = fxviz("stats", path)
    lines = [json.loads(s) for s in out.decode("utf-8", "replace").splitlines() if s.strip()]
    if rc != 0:
        return lines, "stats exit %s: %s" % (rc, err[:300])
    return lines, None


def render(path, name, keep, tag):
    args = ["render", path, "-f", "json"] + (["--graph", name] if name is not None else [])
    rc, out, err = fxviz(*args)
    if rc != 0 or err:
        # As in test_torchvision.py, a warning is a failure too.
        return None, "render%s %s: %s" % (
            " --graph %r" % name if name is not None else "",
            "exit %s" % rc if rc != 0 else "warned", err[:300])
    if keep:
        with open(path + ".%s.fxviz.json" % tag, "wb") as f:
            f.write(out)
    return json.loads(out), None


def check_graphs(art, path, keep, kept):
    """Mismatches of one artifact's graphs."""
    want = art["graphs"]
    read, err = stats(path)
    if not want and not read:
        return []       # torch printed no graph here, and fxviz finds none
    if err:
        return [err]
    bad = []
    if art["kind"] == "trace":
        # A trace's inductor_output_code is a graph of fxviz's too (the
        # output code, with its compile's provenance mapping kept after
        # it), not one torch printed: it must read as output code, and
        # is compared no further here (check_output_code reads the same
        # code of the debug folders).
        codes = [r for r in read if r.get("stage") == "inductor_output_code"]
        bad.extend("%s: read as %s, not output_code" % (r.get("graph"),
                   r.get("form")) for r in codes if r.get("form") != "output_code")
        read = [r for r in read if r.get("stage") != "inductor_output_code"]
    names = [r.get("graph") for r in read]
    if len(read) != len(want):
        bad.append("graph count: read %d, torch printed %d (read: %s)" % (
            len(read), len(want), ", ".join(repr(n) for n in names[:8] if n)))
    if art["kind"] == "trace":
        want_names = [g["name"] for g in want]
        if names != want_names:
            for i, (a, b) in enumerate(zip(names, want_names)):
                if a != b:
                    bad.append("graph %d: read %r, torch's trace says %r" % (i + 1, a, b))
                    break
    for i, (r, g) in enumerate(zip(read, want)):
        name = r.get("graph")
        if name is not None and names.count(name) > 1:
            bad.append("graph %d: the name %r repeats: --graph cannot pick it" % (i + 1, name))
            continue
        got, err = render(path, name, keep, i + 1)
        if err:
            bad.append("graph %d: %s" % (i + 1, err))
            continue
        where = "graph %d (line %d): " % (i + 1, g["line"]) if len(want) > 1 else ""
        bad.extend(compare_graph(truth_of(art["model"], g["truth"]), got,
                                 g["printed_by"], kept, where))
    return bad


def strings(v):
    """Every string inside the JSON value v."""
    if isinstance(v, str):
        yield v
    elif isinstance(v, dict):
        for x in v.values():
            yield from strings(x)
    elif isinstance(v, list):
        for x in v:
            yield from strings(x)


def check_output_code(art, path, keep):
    """output_code.py against torch's provenance mapping. Each kernel the
    mapping's handles name ("cpp_fused_add_relu_2:4", "extern_kernels.mm:1")
    must be exactly one node of what fxviz reads, carrying that handle in
    its meta (as the file's "[Provenance debug handles]" comment says), and
    launching that kernel (its name or target); no node may carry a handle
    the mapping lacks. (The post-grad nodes of a kernel are only in the
    mapping, beside the file: the file's "Source Nodes" comments name the
    origins of a whole stretch of code, not a kernel's nodes.) A backward
    graph's mapping is empty (torch maps none of its kernels): its kernels
    then come from their stack traces."""
    read, err = stats(path)
    if err:
        return [err]
    if not read:
        return ["no graph read"]
    nodes = []
    for i, r in enumerate(read):
        got, err = render(path, r.get("graph"), keep, i + 1)
        if err:
            return [err]
        stack = [got]
        while stack:
            g = stack.pop()
            nodes.extend(g.get("nodes", []))
            stack.extend(g.get("subgraphs", []))
    bad = []
    kernels = art.get("kernels") or {}
    prov = art.get("provenance")
    if prov is None:
        return ["no provenance mapping to compare with"]
    handles = {}
    for n in nodes:
        h = (n.get("meta") or {}).get("provenance")
        if h:
            handles.setdefault(h, []).append(n)
    for handle, post in sorted(kernels.items()):
        kernel = handle.rsplit(":", 1)[0]
        mine = handles.get(handle, [])
        if len(mine) != 1:
            bad.append("kernel %s: %d nodes carry its handle" % (handle, len(mine)))
            continue
        n = mine[0]
        if kernel not in (n.get("name"), n.get("target")):
            bad.append("kernel %s: its node %s launches %s" % (handle, n.get("name"), n.get("target")))
    if kernels:
        for h in sorted(set(handles) - set(kernels)):
            bad.append("handle %s: on a node, not in torch's mapping" % h)
    return bad


def check(art, workdir, keep):
    """(artifact, [mismatch], {spelling: count})."""
    kept = {}
    try:
        path = materialise(art["path"], workdir, keep)
        if art["kind"] == "output_code":
            bad = check_output_code(art, path, keep)
        else:
            bad = check_graphs(art, path, keep, kept)
    except Exception as e:      # a broken corpus or output is a failure too
        bad = ["%s: %s" % (type(e).__name__, e)]
    return art, bad, kept


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", help="fnmatch pattern or substring of artifact paths")
    ap.add_argument("--keep", help="keep decompressed artifacts and fxviz's JSON here")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--corpus", help="another corpus folder (make_corpus.py --out)")
    ap.add_argument("-v", "--verbose", action="store_true", help="show every mismatch")
    a = ap.parse_args(argv)
    if not os.access(FXVIZ, os.X_OK):
        print("FAIL: no fxviz binary at %s" % FXVIZ)
        return 1
    global CORPUS
    CORPUS = os.path.abspath(a.corpus or CORPUS)
    with open(os.path.join(CORPUS, "MANIFEST.json")) as f:
        manifest = json.load(f)
    arts = []
    for model in manifest["models"].values():
        for art in model["artifacts"]:
            if art["kind"] in DATA_KINDS:
                continue
            if a.only and not (fnmatch.fnmatch(art["path"], a.only) or a.only in art["path"]):
                continue
            arts.append(art)
    workdir = a.keep or tempfile.mkdtemp(prefix="fxviz-torch2-")
    kinds, kept_all, passed, failed = {}, {}, 0, 0
    with concurrent.futures.ThreadPoolExecutor(max(1, a.jobs)) as pool:
        results = pool.map(lambda art: check(art, workdir, a.keep), arts)
        for art, bad, kept in results:
            k = kinds.setdefault(art["kind"], [0, 0])
            k[1] += 1
            n = len(art.get("graphs") or [])
            if bad:
                failed += 1
                print("FAIL %s %s: %s" % (art["kind"], art["path"], "; ".join(
                    bad if a.verbose else bad[:SHOW])) +
                    ("" if a.verbose or len(bad) <= SHOW else "; ... %d more" % (len(bad) - SHOW)))
            else:
                passed += 1
                k[0] += 1
                print("ok %s %s (%d graph%s)" % (art["kind"], art["path"], n,
                                                 "" if n == 1 else "s"))
            for s, c in kept.items():
                kept_all[s] = kept_all.get(s, 0) + c
    if not a.keep:
        shutil.rmtree(workdir, ignore_errors=True)
    print("torch %s corpus, by kind (passed/total):" % manifest.get("torch", "?"))
    for kind, (p, t) in sorted(kinds.items()):
        print("  %s: %d/%d" % (kind, p, t))
    print("targets accepted as printed: %s" % (", ".join(
        "%s %d" % kv for kv in sorted(kept_all.items())) or "none"))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
