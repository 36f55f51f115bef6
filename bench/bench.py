"""bench: fxviz side by side with Graphviz's dot, torch's FxGraphDrawer and
nginx, in one run on one machine, reported as ratios (the machine is shared
and noisy; ratios hold better than seconds).

Run by `make bench`; writes a Markdown report to stdout and to the file
given as the first argument. BENCH_CAP (seconds, default 120) bounds every
run of a program that is not fxviz; BENCH_QUICK=1 leaves torch's drawer
and the slowest baselines out. BENCH_BEFORE=PATH names another fxviz
binary (an earlier version, built in a worktree of its own): fxviz's own
figures are then measured for both, turn about, in the same run, and
reported side by side. BENCH_WEB_BEFORE=DIR names another web/ folder:
the page benchmark then runs on it too. BENCH_PAGE_100K=PATH opens a
100,000-node graph on the page too (its text, made there first when PATH
does not exist: about 5 minutes). BENCH_ONLY=page runs only the
page benchmark, BENCH_ONLY=open only its opening of every node of
gpt200_makefx (beside BENCH_BEFORE's daemon when set), BENCH_ONLY=dense only the overview of a densely
connected graph (bench/random_graph.py), BENCH_ONLY=cluster only the
replicas behind nginx,
BENCH_ONLY=trace only the TORCH_TRACE reading beside tlparse (which
`make bench` installs into the project's torch 2 environment): a rank's
trace, and a 10 MB run read by `stats --run`, `stats` and POST
/api/runs; BENCH_ONLY=serving only the warm SVG beside nginx (and a restarted
daemon's first answer), BENCH_ONLY=restart only that,
BENCH_ONLY=layout only the long views laid out by one process and by
one for each core, beside dot (issue 24's figures); BENCH_ONLY=live only the time from a graph written into a
folder that serve --watch follows to its event, its listing and the
page (live_bench.py)."""
import lzma
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import live_bench  # noqa: E402
import random_graph  # noqa: E402

TOP = os.environ.get("top_srcdir", ".")
# every figure is of drawings laid out, unless it says otherwise: no
# layout folder (FXVIZ_LAYOUT_DIR) from one run to the next
os.environ["FXVIZ_LAYOUT_DIR_MB"] = "0"
BUILD = os.environ.get("top_builddir", ".")
FXVIZ = os.path.join(BUILD, "fxviz")
CORPUS = os.path.join(TOP, "tests", "data", "corpus")
CAP = float(os.environ.get("BENCH_CAP", "120"))
QUICK = os.environ.get("BENCH_QUICK") == "1"
BEFORE = os.environ.get("BENCH_BEFORE")
GRAPHS = ["resnet18", "gpt4_sym", "mobilenet_v2", "swin_t", "densenet121",
          "makefx_resnet50", "gpt48_makefx", "gpt200_makefx"]
# Models whose skip connections are drawn as edges where the layout
# affords them, and two DenseNets where it does not (tests/data/...).
SKIP_GRAPHS = ["torchvision/resnet50", "torchvision/resnet101",
               "torchvision/resnet152", "torchvision/inception_v3",
               "torchvision/efficientnet_b0", "corpus/densenet121",
               "views/densenet169"]
SYSTEM_PYTHON = "/usr/bin/python3"	# the interpreter Debian's torch is for
# A distributed run's TORCH_TRACE (bench/ddp_trace.py made it on torch 2:
# rank 0 of two, 32 graphs), and tlparse, which reads the same files.
TRACE = os.path.join(TOP, "bench", "data", "ddp_rank0.trace.log.xz")
# A 10 MB TORCH_TRACE of one process (bench/big_trace.py: a 12-layer
# transformer, a graph break, a recompile for each of five batch sizes).
BIG_TRACE = os.path.join(TOP, "bench", "data", "big_trace.log.xz")
TLPARSE = os.environ.get("TLPARSE") or shutil.which("tlparse") or \
    os.path.join(os.environ.get("FXVIZ_VENV") or os.path.join(TOP, ".venv"),
                 "bin", "tlparse")

out = []


def say(line=""):
    print(line, flush=True)
    out.append(line)


def run(cmd, cap=None, capture=False, env=None):
    """Runs cmd in a process group of its own, so that a run past cap is
    killed with every child it started (pydot starts dot), with env's
    variables added to the environment. Returns its stdout (capture) or
    True, or None when it ran past cap."""
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE if capture else
                         subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=True, text=True,
                         env=dict(os.environ, **env) if env else None)
    try:
        stdout, _ = p.communicate(timeout=cap)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
        return None
    if p.returncode != 0:
        raise subprocess.CalledProcessError(p.returncode, cmd)
    return stdout if capture else True


def timed(cmd, cap=None, env=None):
    """Wall seconds of cmd, or None when it ran past cap (then killed)."""
    t0 = time.monotonic()
    if run(cmd, cap, env=env) is None:
        return None
    return time.monotonic() - t0


def median(cmd, runs=3):
    return statistics.median(timed(cmd) for _ in range(runs))


def fmt(sec):
    if sec is None:
        return "> %.0f s" % CAP
    if sec < 0.01:
        return "%.2f ms" % (sec * 1e3)
    return "%.0f ms" % (sec * 1e3) if sec < 1 else "%.1f s" % sec


def ratio(a, b):
    if a is None or b is None:
        return "> %.0fx" % (CAP / (b or a)) if a is None and b else "n/a"
    return "%.2fx" % (a / b)


def path(name):
    return os.path.join(CORPUS, name + ".fx.txt")


def naive_dot(name, dst):
    """One box per node and one edge per user, as a first attempt would
    hand Graphviz: the "before" of fxviz's layout budget."""
    g = json.loads(subprocess.run([FXVIZ, "render", path(name), "-f", "json"],
                                  capture_output=True, check=True).stdout)
    with open(dst, "w") as f:
        f.write("digraph fx {\n node [shape=box];\n")
        for n in g["nodes"]:
            f.write(' "%s" [label="%s\\n%s"];\n' % (n["name"], n["name"],
                                                  n["target"][:40]))
            for u in n["users"]:
                f.write(' "%s" -> "%s";\n' % (n["name"], u))
        f.write("}\n")


def parse_table():
    say("## Reading: time and memory per 1,000 nodes")
    say()
    say("`fxviz stats` on the text of `print(gm.graph)` (median of 5 runs).")
    say()
    say("| graph | nodes | parse | per 1,000 nodes | graph memory | per 1,000 nodes |")
    say("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name in GRAPHS:
        runs = [json.loads(subprocess.run([FXVIZ, "stats", path(name)],
                capture_output=True, check=True).stdout) for _ in range(5)]
        ms = statistics.median(r["parse_ms"] for r in runs)
        n, mem = runs[0]["nodes"], runs[0]["graph_bytes"]
        say("| %s | %d | %.2f ms | %.2f ms | %.1f MB | %.0f KB |" % (
            name, n, ms, ms * 1000 / n, mem / 1e6, mem / n))
    say()


def trace_table(tmp):
    """fxviz reading every graph of a TORCH_TRACE file (`stats`, which
    cuts the trace and parses each graph) beside tlparse on the same file
    (which cuts it and writes its report), turn about, median of 7."""
    say("## Reading a TORCH_TRACE log")
    say()
    text = os.path.join(tmp, "ddp_rank0.trace.log")
    with lzma.open(TRACE) as f, open(text, "wb") as g:
        g.write(f.read())
    r = subprocess.run([FXVIZ, "stats", text], capture_output=True,
                       text=True)
    if r.returncode != 0:
        say("fxviz cannot read it: %s" % r.stderr.strip()[:300])
        say()
        return
    lines = r.stdout.splitlines()
    graphs = [json.loads(l) for l in lines if l.startswith("{")]
    say("%s: %.2f MB, %d graphs (%d nodes) read by fxviz." % (
        os.path.basename(TRACE), os.path.getsize(text) / 1e6, len(graphs),
        sum(g.get("nodes", 0) for g in graphs)))
    say()
    have_tl = os.access(TLPARSE, os.X_OK)
    if not have_tl:
        say("tlparse is missing (`make bench` installs it into .venv; "
            "TLPARSE=PATH names another): fxviz alone.")
        say()
    fx, tl = [], []
    for _ in range(7):
        fx.append(timed([FXVIZ, "stats", text]))
        if have_tl:
            tl.append(timed([TLPARSE, text, "-o", os.path.join(tmp, "tl"),
                             "--overwrite", "--no-browser"]))
    say("| reader | median (7 runs, whole process) | against tlparse |")
    say("| --- | ---: | ---: |")
    f = statistics.median(fx)
    if have_tl:
        t = statistics.median(tl)
        say("| tlparse | %s | 1.00x |" % fmt(t))
        say("| fxviz stats | %s | %s |" % (fmt(f), ratio(f, t)))
    else:
        say("| fxviz stats | %s | n/a |" % fmt(f))
    say()


def post_run(exe, tmp, tag, body, name):
    """Seconds a fresh daemon takes to answer POST /api/runs with body
    (a trace file): the run read, its graphs parsed and stored. A fresh
    daemon each time, as a second POST of the same bytes is answered
    from what is held. None when the daemon has no /api/runs."""
    with Daemon(tmp, tag, exe=exe) as d:
        # its workers start (fork, Graphviz) after the port file is
        # written: let them, so that the POST is timed alone
        time.sleep(1)
        req = urllib.request.Request(
            d.base + "/api/runs?name=%s&file=%s" % (name, name), data=body)
        t0 = time.monotonic()
        try:
            with urllib.request.urlopen(req, timeout=CAP) as r:
                r.read()
        except urllib.error.HTTPError as e:
            if e.code in (404, 405):
                return None
            raise
        took = time.monotonic() - t0
    shutil.rmtree(os.path.join(tmp, tag), ignore_errors=True)
    return took


def run_table(tmp, runs=7):
    """A 10 MB trace read as a run: `fxviz stats --run` (the compiles,
    their stages, breaks, recompiles), `fxviz stats` (every graph in it
    parsed) and POST /api/runs to a daemon (the run, its graphs parsed
    and stored), beside tlparse on the same file (its whole report),
    turn about, medians of runs."""
    say("## Reading a 10 MB compile run beside tlparse")
    say()
    folder = os.path.join(tmp, "big_run")
    os.makedirs(folder)
    text = os.path.join(folder, "big_trace.log")
    with lzma.open(BIG_TRACE) as f, open(text, "wb") as g:
        g.write(f.read())
    with open(text, "rb") as f:
        body = f.read()
    r = subprocess.run([FXVIZ, "stats", "--run", folder],
                       capture_output=True, text=True)
    if r.returncode != 0:
        say("fxviz cannot read it as a run: %s" % r.stderr.strip()[:300])
        say()
        return
    run = json.loads(r.stdout)
    say("%s: %.1f MB, %d compiles, %d stages (bench/big_trace.py)." % (
        os.path.basename(BIG_TRACE), len(body) / 1e6, len(run["compiles"]),
        sum(len(c["stages"]) for c in run["compiles"])))
    say()
    have_tl = os.access(TLPARSE, os.X_OK)
    if not have_tl:
        say("tlparse is missing (`make bench` installs it into .venv; "
            "TLPARSE=PATH names it): its column is left out.")
        say()
    cut = "fxviz stats --run DIR (the run: cut, hashed)"
    parsed = "fxviz stats FILE (every graph parsed)"
    posted = "POST /api/runs (the run, its graphs parsed and stored)"
    rows = {cut: [], parsed: [], posted: [], "tlparse": []}
    for i in range(runs):
        rows[cut].append(timed([FXVIZ, "stats", "--run", folder]))
        rows[parsed].append(timed([FXVIZ, "stats", text]))
        rows[posted].append(post_run(FXVIZ, tmp, "run%d" % i, body,
                                     "big_trace.log"))
        if have_tl:
            rows["tlparse"].append(timed(
                [TLPARSE, text, "-o", os.path.join(tmp, "tl_big"),
                 "--overwrite", "--no-browser"], cap=CAP))
    t = statistics.median(rows["tlparse"]) if have_tl and \
        None not in rows["tlparse"] else None
    say("| reader | median (%d runs) | against tlparse |" % runs)
    say("| --- | ---: | ---: |")
    if t is not None:
        say("| tlparse %s (its report) | %s | 1.00x |" % (
            subprocess.run([TLPARSE, "--version"], capture_output=True,
                           text=True).stdout.split()[-1], fmt(t)))
    for what, times in rows.items():
        if what == "tlparse":
            continue
        if None in times:
            say("| %s | n/a (this build has no /api/runs) | |" % what)
            continue
        m = statistics.median(times)
        say("| %s | %s | %s |" % (what, fmt(m),
                                  ratio(m, t) if t is not None else "n/a"))
    say()


# The same make_fx graph in the three printed forms fxviz reads as text,
# made from one trace at bench time.
CODE_FORMS = [("fx.txt", "`print(gm.graph)`"), ("code.py", "`gm.code`"),
              ("readable.py", "`gm.print_readable()`")]
CODE_GRAPH = "gpt200_makefx"


def code_form_texts(tmp):
    """Traces CODE_GRAPH with make_fx and writes it in each of CODE_FORMS:
    {suffix: path}, and the seconds it took; ({}, why) without torch."""
    script = os.path.join(tmp, "forms.py")
    with open(script, "w") as f:
        f.write("import contextlib, io, sys\nsys.path.insert(0, %r)\n" %
                os.path.join(TOP, "bench"))
        f.write("import models\ngm = models.build(%r)\n" % CODE_GRAPH)
        f.write("buf = io.StringIO()\nwith contextlib.redirect_stdout(buf):\n"
                "    r = gm.print_readable()\n")
        f.write("texts = {'fx.txt': str(gm.graph) + '\\n', 'code.py': gm.code,\n"
                "         'readable.py': r if isinstance(r, str) else buf.getvalue()}\n")
        f.write("for k, v in texts.items():\n"
                "    open(sys.argv[1] + '.' + k, 'w').write(v)\n")
    base = os.path.join(tmp, CODE_GRAPH)
    t0 = time.monotonic()
    try:
        run([SYSTEM_PYTHON, script, base], cap=CAP * 3)
    except (subprocess.CalledProcessError, OSError) as e:
        return {}, str(e)
    if not os.path.exists(base + ".readable.py"):
        return {}, "make_fx ran past %.0f s" % (CAP * 3)
    return ({k: base + "." + k for k, _ in CODE_FORMS},
            time.monotonic() - t0)


def parse_ms(exe, text, runs=1):
    """fxviz's own parse time of text (`stats`), median of runs, in ms."""
    return statistics.median(json.loads(subprocess.run(
        [exe, "stats", text], capture_output=True, check=True).stdout)["parse_ms"]
        for _ in range(runs))


def code_table(texts, made):
    say("## Reading the code forms beside `graph():`")
    say()
    if not texts:
        say("(the texts could not be made: %s; left out.)" % made)
        say()
        return
    say("%s (make_fx of the 200-block GPT), traced once and printed three "
        "ways (%.0f s with torch); `fxviz stats` on each, its `parse_ms`, "
        "median of 7 runs, the three taking turns." % (CODE_GRAPH, made))
    say()
    got = {k: [] for k, _ in CODE_FORMS}
    for _ in range(7):
        for k, _ in CODE_FORMS:
            got[k].append(parse_ms(FXVIZ, texts[k]))
    stats = {k: json.loads(subprocess.run([FXVIZ, "stats", texts[k]],
             capture_output=True, check=True).stdout) for k, _ in CODE_FORMS}
    base = statistics.median(got["fx.txt"])
    say("| form | read as | nodes | text | parse | per 1,000 nodes | / graph() |")
    say("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    for k, what in CODE_FORMS:
        ms, st = statistics.median(got[k]), stats[k]
        say("| %s | %s | %d | %.1f MB | %.1f ms | %.2f ms | %.2fx |" % (
            what, st["form"], st["nodes"], st["input_bytes"] / 1e6, ms,
            ms * 1000 / st["nodes"], ms / base))
    say()


def drawer_seconds(name, tmp):
    """torch's FxGraphDrawer making the SVG of the same graph, or None."""
    script = os.path.join(tmp, "drawer.py")
    with open(script, "w") as f:
        f.write("import sys, time\nsys.path.insert(0, %r)\n" % os.path.join(TOP, "bench"))
        f.write("import models\nfrom torch.fx.passes.graph_drawer import FxGraphDrawer\n")
        f.write("gm = models.build(%r)\nt0 = time.monotonic()\n" % name)
        f.write("FxGraphDrawer(gm, %r).get_dot_graph().create_svg()\n" % name)
        f.write("print(time.monotonic() - t0)\n")
    try:
        stdout = run([SYSTEM_PYTHON, script], cap=CAP + 30, capture=True)
        if stdout is None:
            return None
        sec = float(stdout.strip().splitlines()[-1])
        return sec if sec <= CAP else None
    except (subprocess.CalledProcessError, ValueError, IndexError):
        return "error"


def have_drawer():
    return subprocess.run([SYSTEM_PYTHON, "-c", "import torch, torchvision, pydot"],
                          capture_output=True).returncode == 0


def render_table(tmp):
    say("## Rendering, cold: fxviz against Graphviz alone and torch's drawer")
    say()
    say("- **fxviz**: `fxviz render G -o out.svg`, the whole program "
        "(start, read, lay out, write), median of 3; the first view: the "
        "whole graph up to 1,500 nodes, the module overview above.")
    say("- **dot on fxviz's DOT**: `dot -Tsvg` on what fxviz hands Graphviz "
        "(`-f dot`); fxviz / dot is fxviz's own overhead.")
    say("- **plain dot**: `dot -Tsvg` on a plain DOT (one box per node, one "
        "edge per user), the layout fxviz started from: before / after.")
    say("- **focus**: `--focus` on the middle node, `--depth 2`.")
    say("- **FxGraphDrawer**: `torch.fx.passes.graph_drawer`, "
        "`get_dot_graph().create_svg()` on the same GraphModule.")
    say()
    drawer = have_drawer() and not QUICK
    say("| graph | nodes | fxviz | dot on fxviz's DOT | overhead | plain dot "
        "| plain / fxviz | focus | FxGraphDrawer | drawer / fxviz |")
    say("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name in GRAPHS:
        svg, dot, plain = (os.path.join(tmp, name + x) for x in
                           (".svg", ".dot", ".plain.dot"))
        ours = median([FXVIZ, "render", path(name), "-o", svg])
        subprocess.run([FXVIZ, "render", path(name), "-f", "dot", "-o", dot],
                       check=True)
        theirs = median(["dot", "-Tsvg", dot, "-o", os.devnull])
        naive_dot(name, plain)
        skip_plain = QUICK and name in ("densenet121", "gpt200_makefx")
        before = None if skip_plain else timed(["dot", "-Tsvg", plain, "-o",
                                                os.devnull], cap=CAP)
        nodes = json.loads(subprocess.run([FXVIZ, "stats", path(name)],
                           capture_output=True).stdout)["nodes"]
        middle = json.loads(subprocess.run([FXVIZ, "render", path(name), "-f",
                            "json"], capture_output=True).stdout)["nodes"][nodes // 2]["name"]
        focus = median([FXVIZ, "render", path(name), "--focus", middle,
                        "--depth", "2", "-o", os.path.join(tmp, "focus.svg")])
        if drawer and name != "gpt200_makefx":
            d = drawer_seconds(name, tmp)
        else:
            d = "skipped"
        say("| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            name, nodes, fmt(ours), fmt(theirs), ratio(ours, theirs),
            "skipped" if skip_plain else fmt(before),
            "n/a" if skip_plain else ratio(before, ours), fmt(focus),
            d if isinstance(d, str) else fmt(d),
            "n/a" if isinstance(d, str) else ratio(d, ours)))
    say()
    say("The whole of the largest graph, on request (`--expand '*'`):")
    say()
    full = timed([FXVIZ, "render", path("gpt200_makefx"), "--expand", "*",
                  "-o", os.path.join(tmp, "full.svg")], cap=CAP * 3)
    say("| graph | nodes | fxviz, every node | SVG |")
    say("| --- | ---: | ---: | ---: |")
    size = os.path.getsize(os.path.join(tmp, "full.svg")) if full else 0
    say("| gpt200_makefx | 14215 | %s | %.1f MB |" % (fmt(full), size / 1e6))
    say()
    diff_table(tmp)


def layout_table(tmp, runs=5):
    """Issue 24's figures: the long views, laid out three ways, turn about,
    medians of runs: each segment laid out by one process (FXVIZ_REUSE=0
    FXVIZ_JOBS=1, as before segments were reused or shared out), repeated
    segments laid out once by one process (FXVIZ_JOBS=1), and the default
    (one process for each core); beside dot on the same DOT. A segmented
    view's DOT is the whole view in one graph: what dot would be asked
    without segments."""
    say("## Layout: segments laid out once, on every core, and dot")
    say()
    say("Each fxviz figure is the median of %d runs, the three ways taken "
        "turn about: *each, 1 process* lays out every segment "
        "(FXVIZ_REUSE=0 FXVIZ_JOBS=1), *1 process* lays out each distinct "
        "segment once (FXVIZ_JOBS=1), *every core* is the default (%d "
        "cores). dot is `dot -Tsvg` on fxviz's own DOT (`-f dot`), once, "
        "capped at %.0f s." % (runs, forks_cores(), CAP))
    say()
    say("| view | nodes | each, 1 process | 1 process | every core | "
        "each / every core | dot on fxviz's DOT | dot / fxviz |")
    say("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    dag = os.path.join(tmp, "dag1200.fx.txt")
    with open(dag, "w") as f:
        subprocess.run([sys.executable, os.path.join(TOP, "bench", "random_graph.py"),
                        "1200"], stdout=f, check=True)
    cases = [("gpt200_makefx, every node", path("gpt200_makefx"), ["--expand", "*"]),
             ("gpt48_makefx, every node", path("gpt48_makefx"), ["--expand", "*"]),
             ("densenet169, first view",
              os.path.join(TOP, "tests", "data", "views", "densenet169.fx.txt"), []),
             ("swin_t, every node", path("swin_t"), ["--expand", "*"]),
             ("random DAG of 1,200 nodes (random_graph.py 1200), first view", dag, []),
             ("gpt30_sym (symbolic_trace, 905 nodes in frames, its blocks "
              "repeat), every node",
              os.path.join(TOP, "tests", "data", "heldout", "gpt30_sym.fx.txt"),
              ["--expand", "*"]),
             ("efficientnet_b7 (symbolic_trace, 866 nodes in frames that "
              "do not repeat), first view",
              os.path.join(TOP, "tests", "data", "heldout",
                           "efficientnet_b7.fx.txt"), [])]
    sym = model_text(tmp, "gpt200_sym")
    if sym:
        cases.append(("gpt200_sym (symbolic_trace, module frames), every node",
                      sym, ["--expand", "*"]))
    big = gpt500(tmp)
    if big:
        cases.append(("gpt500_makefx (torch 2's make_fx), every node", big,
                      ["--expand", "*"]))
    ways = [{"FXVIZ_REUSE": "0", "FXVIZ_JOBS": "1"}, {"FXVIZ_JOBS": "1"},
            {"FXVIZ_JOBS": "0"}]
    for what, src, opts in cases:
        svg = os.path.join(tmp, "layout.svg")
        cmd = [FXVIZ, "render", src] + opts + ["-o", svg]
        got = [[] for _ in ways]
        for _ in range(runs):
            for i, env in enumerate(ways):
                got[i].append(timed(cmd, env=env))
        each, once, every = (statistics.median(g) for g in got)
        nodes = len([l for l in open(src) if l.startswith("    %")])
        dot = os.path.join(tmp, "layout.dot")
        subprocess.run([FXVIZ, "render", src] + opts + ["-f", "dot", "-o", dot],
                       check=True, stderr=subprocess.DEVNULL)
        skip = QUICK and nodes > 5000
        theirs = None if skip else \
            timed(["dot", "-Tsvg", dot, "-o", os.devnull], cap=CAP)
        say("| %s | %d | %s | %s | %s | %s | %s | %s |" % (
            what, nodes, fmt(each), fmt(once), fmt(every), ratio(each, every),
            "skipped (quick)" if skip else fmt(theirs),
            "n/a" if skip else ratio(theirs, every)))
    say()
    instructions_table(tmp, [c for c in cases if "densenet169" in c[0] or
                             "swin_t" in c[0] or "random DAG" in c[0]])
    folder_table(tmp, cases, runs)


def instructions(cmd, env=None):
    """The instructions cmd ran (valgrind's callgrind, the process alone),
    or None where valgrind is missing or fails."""
    if shutil.which("valgrind") is None:
        return None
    r = subprocess.run(["valgrind", "--tool=callgrind",
                        "--callgrind-out-file=/dev/null"] + cmd,
                       env=dict(os.environ, **(env or {})),
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    m = re.search(r"Collected : (\d+)", r.stderr)
    return int(m.group(1)) if r.returncode == 0 and m else None


def instructions_table(tmp, cases):
    """Where the time is noisy (a shared 2-core machine), the same views in
    instructions: fxviz in one process beside dot on fxviz's DOT."""
    say("Instructions (callgrind, whatever else the machine is doing): fxviz "
        "in one process (`FXVIZ_JOBS=1`, no layout folder) beside `dot "
        "-Tsvg` on fxviz's own DOT.")
    say()
    say("| view | fxviz | dot on fxviz's DOT | dot / fxviz |")
    say("| --- | ---: | ---: | ---: |")
    for what, src, opts in cases:
        dot = os.path.join(tmp, "layout.dot")
        subprocess.run([FXVIZ, "render", src] + opts + ["-f", "dot", "-o", dot],
                       check=True, stderr=subprocess.DEVNULL)
        ours = instructions([FXVIZ, "render", src] + opts + ["-o", os.devnull],
                            env={"FXVIZ_JOBS": "1", "FXVIZ_LAYOUT_DIR_MB": "0"})
        theirs = instructions(["dot", "-Tsvg", dot, "-o", os.devnull])
        say("| %s | %s | %s | %s |" % (
            what, "n/a" if ours is None else "%.0f M" % (ours / 1e6),
            "n/a" if theirs is None else "%.0f M" % (theirs / 1e6),
            "n/a" if not ours or not theirs else "%.2fx" % (theirs / ours)))
    say()


def again_row(what, src, opts, folder, runs, before=None):
    """One row of the folder table: src drawn with opts, laid out beside
    drawn with the folder, turn about, medians of runs; before(), when
    given, sets the folder up before each drawing from it."""
    a, b = (os.path.join(os.path.dirname(folder), "again%s.svg" % k)
            for k in "ab")
    cold_env = {"FXVIZ_LAYOUT_DIR_MB": "0"}
    warm_env = {"FXVIZ_LAYOUT_DIR_MB": "256", "FXVIZ_LAYOUT_DIR": folder}
    cold, warm = [], []
    for _ in range(runs):
        cold.append(timed([FXVIZ, "render", src] + opts + ["-o", a],
                          env=cold_env))
        if before is not None:
            before()
        warm.append(timed([FXVIZ, "render", src] + opts + ["-o", b],
                          env=warm_env))
    with open(a, "rb") as fa, open(b, "rb") as fb:
        same = fa.read() == fb.read()
    c, w = statistics.median(cold), statistics.median(warm)
    say("| %s | %s | %s | %s | %s |" % (what, fmt(c), fmt(w), ratio(c, w),
                                       "yes" if same else "**no**"))


def folder_table(tmp, cases, runs=5):
    """The same views drawn again by a new process: laid out (no layout
    folder) beside drawn from what the first run kept in the layout folder
    (FXVIZ_LAYOUT_DIR), turn about, medians; the same bytes either way."""
    say("### Drawn again: the layout folder")
    say()
    say("`fxviz render` of each view in a new process, every core: laid out "
        "(`FXVIZ_LAYOUT_DIR_MB=0`) beside drawn from the drawings one run "
        "before kept in `FXVIZ_LAYOUT_DIR` (the view whole, by the graph's "
        "content, and each drawing by its shape), turn about, median of "
        "%d; the bytes compared." % runs)
    say()
    say("| view | laid out | from the folder | laid out / from the folder "
        "| same bytes |")
    say("| --- | ---: | ---: | ---: | --- |")
    folder = os.path.join(tmp, "layouts")
    for what, src, opts in cases:
        shutil.rmtree(folder, ignore_errors=True)
        run([FXVIZ, "render", src] + opts + ["-o", os.devnull],
            env={"FXVIZ_LAYOUT_DIR_MB": "256", "FXVIZ_LAYOUT_DIR": folder})
        again_row(what, src, opts, folder, runs)
    # A graph that shares its blocks with one drawn before (the same model
    # after a pass): one op of gpt200_makefx changed, drawn with the
    # folder as the original's run left it.
    src = path("gpt200_makefx")
    with open(src) as f:
        lines = f.read().split("\n")
    views = [i for i, l in enumerate(lines) if "aten.view.default" in l]
    at = views[len(views) // 2]
    lines[at] = lines[at].replace("aten.view.default", "aten.reshape.default")
    changed = os.path.join(tmp, "changed.fx.txt")
    with open(changed, "w") as f:
        f.write("\n".join(lines))
    seed = os.path.join(tmp, "seed")
    shutil.rmtree(seed, ignore_errors=True)
    run([FXVIZ, "render", src, "--expand", "*", "-o", os.devnull],
        env={"FXVIZ_LAYOUT_DIR_MB": "256", "FXVIZ_LAYOUT_DIR": seed})

    def from_seed():
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(seed, folder)
    again_row("gpt200_makefx every node, one op changed (line %d), the "
              "original's drawings kept" % (at + 1), changed,
              ["--expand", "*"], folder, runs, before=from_seed)
    shutil.rmtree(folder, ignore_errors=True)
    shutil.rmtree(seed, ignore_errors=True)
    say()


def gpt500(tmp):
    """gpt500_makefx's text (bench/models.py, torch 2's make_fx), or None."""
    return model_text(tmp, "gpt500_makefx")


def model_text(tmp, name):
    """The printed graph of bench/models.py's model name, made in the
    project's torch 2 environment, or None where it has no torch."""
    py = os.path.join(os.environ.get("FXVIZ_VENV") or os.path.join(TOP, ".venv"),
                      "bin", "python")
    out = os.path.join(tmp, name + ".fx.txt")
    if not os.path.exists(py):
        return None
    code = ("import sys; sys.path.insert(0, %r); import models; "
            "open(%r, 'w').write(str(models.build(%r).graph) + '\\n')"
            % (os.path.join(TOP, "bench"), out, name))
    if subprocess.run([py, "-c", code], stdout=subprocess.DEVNULL,
                      stderr=subprocess.DEVNULL).returncode != 0:
        return None
    return out


def forks_cores():
    return len(os.sched_getaffinity(0))


def dense_table(tmp, nodes=50000, runs=5):
    """The overview of a graph with uniform random edges (each node 1 to 3
    inputs, any before it): every part reaches every part before it, so
    its merged edges grow with the square of the parts. fxviz against
    `dot` on fxviz's own DOT, turn about in the same run, medians."""
    g = os.path.join(tmp, "dense%d.fx.txt" % nodes)
    with open(g, "w") as f:
        f.write(random_graph.graph_text(nodes, 1))
    svg, dot = (os.path.join(tmp, "dense" + x) for x in (".svg", ".dot"))
    subprocess.run([FXVIZ, "render", g, "-f", "dot", "-o", dot], check=True)
    exes = [("fxviz", FXVIZ)] + ([("before", BEFORE)] if BEFORE else [])
    times = {k: [] for k, _ in exes + [("dot", None)]}
    for _ in range(runs):
        for k, exe in exes:
            times[k].append(timed([exe, "render", g, "-o", svg], cap=CAP))
        times["dot"].append(timed(["dot", "-Tsvg", dot, "-o", os.devnull],
                                  cap=CAP))
    subprocess.run([FXVIZ, "render", g, "-o", svg], check=True)
    with open(svg) as f:
        text = f.read()
    classes = re.findall(r'<g id="e:[^"]*" class="edge merged([^"]*)"', text)
    unlabelled = sum(1 for c in classes if "count" in c)

    def med(k):
        t = times[k]
        return None if None in t else statistics.median(t)
    ours, theirs = med("fxviz"), med("dot")
    say("## The overview of a densely connected graph")
    say()
    say("`python3 bench/random_graph.py %d 1` (uniform random edges), its "
        "first view (the overview of its parts): `fxviz render G -o out.svg` "
        "beside `dot -Tsvg` on what fxviz hands Graphviz (`-f dot`), turn "
        "about, median of %d. Goal: 0.5 s." % (nodes, runs))
    say()
    say("| graph | merged edges | labelled | fxviz | dot on fxviz's DOT "
        "| fxviz / dot |%s" % (" before | before / fxviz |" if BEFORE else ""))
    say("| --- | ---: | ---: | ---: | ---: | ---: |%s" %
        (" ---: | ---: |" if BEFORE else ""))
    say("| random %d | %d | %d | %s | %s | %s |%s" % (
        nodes, len(classes), len(classes) - unlabelled, fmt(ours),
        fmt(theirs), ratio(ours, theirs), " %s | %s |" % (
            fmt(med("before")), ratio(med("before"), ours)) if BEFORE
        else ""))
    say()


def diff_table(tmp):
    """fxviz diff of the largest graph (14,215 nodes) against itself and
    against a copy with every gelu made a relu: reading both, matching,
    the text report (docs/diff.md: under 1 s)."""
    big = path("gpt200_makefx")
    edited = os.path.join(tmp, "gpt200_edited.fx.txt")
    with open(big) as f, open(edited, "w") as g:
        g.write(f.read().replace("aten.gelu.default", "aten.relu.default"))
    say("`fxviz diff -f text` of the largest graph, both graphs read:")
    say()
    say("| A | B | nodes | fxviz diff |")
    say("| --- | --- | ---: | ---: |")
    for name, other in (("itself", big), ("200 gelu made relu", edited)):
        t = median([FXVIZ, "diff", "-f", "text", big, other, "-o",
                    os.path.join(tmp, "diff.txt")])
        say("| gpt200_makefx | %s | 14215 | %s |" % (name, fmt(t)))
    say()


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def wrk(url, seconds=5):
    r = subprocess.run(["wrk", "-t2", "-c16", "-d%ds" % seconds, "--latency", url],
                       capture_output=True, text=True)
    if "Non-2xx" in r.stdout:
        raise RuntimeError("%s answered errors under wrk:\n%s" % (url, r.stdout))
    rps = re.search(r"Requests/sec:\s+([\d.]+)", r.stdout)
    p50 = re.search(r"50%\s+([\d.]+)(\w+)", r.stdout)
    lat = "n/a"
    if p50:
        v, unit = float(p50.group(1)), p50.group(2)
        lat = "%.2f ms" % (v * {"us": 1e-3, "ms": 1, "s": 1e3}.get(unit, 1))
    return (float(rps.group(1)) if rps else 0.0), lat


class Daemon:
    """fxviz serve on a free port with a data folder in tmp, for a with."""

    def __init__(self, tmp, tag, *args, exe=FXVIZ):
        self.port_file = os.path.join(tmp, tag + ".port")
        # one an earlier daemon left (another table's, of the same tag)
        # would name a port nobody listens on
        if os.path.exists(self.port_file):
            os.remove(self.port_file)
        self.proc = subprocess.Popen(
            [exe, "serve", "--listen", "127.0.0.1:0", "--port-file",
             self.port_file, "--data", os.path.join(tmp, tag)] + list(args),
            stderr=subprocess.DEVNULL)

    def __enter__(self):
        for _ in range(100):
            if os.path.exists(self.port_file):
                break
            time.sleep(0.1)
        self.base = "http://127.0.0.1:%s" % open(self.port_file).read().strip()
        return self

    def post(self, text, name):
        req = urllib.request.Request(self.base + "/api/graphs?name=" + name,
                                     data=text)
        return json.load(urllib.request.urlopen(req))["id"]

    def __exit__(self, *exc):
        self.proc.terminate()
        self.proc.wait()


def restart_table(tmp, runs=5):
    """The first answer of a restarted daemon (file store) to a view it
    drew before: laid out again, from its layout folder, and from its
    picture folder (DATA/pictures), turn about, medians of runs."""
    say("## A restarted daemon: laid out, from the layout folder, from the "
        "picture folder")
    say()
    say("A daemon on the file store drew the view, then stopped; each run "
        "starts a daemon on a copy of its data folder (graphs/ alone, with "
        "`FXVIZ_LAYOUT_DIR_MB=0 FXVIZ_PICTURES_MB=0`; graphs/ and layouts/, "
        "`FXVIZ_PICTURES_MB=0`; all of it), waits for its first views, and "
        "times one request (gzip accepted); turn about, median of %d, the "
        "bytes compared." % runs)
    say()
    say("| view | laid out | layout folder | picture folder | laid out / "
        "picture folder | same bytes |")
    say("| --- | ---: | ---: | ---: | ---: | --- |")
    cases = [("gpt200_makefx, every node (SVG, gzip)", "gpt200_makefx",
              "svg?expand=*"),
             ("densenet121, `rankdir=LR` (PNG)", "densenet121", "png?rankdir=LR")]
    ways = [({"FXVIZ_LAYOUT_DIR_MB": "0", "FXVIZ_PICTURES_MB": "0"}, ["graphs"]),
            ({"FXVIZ_LAYOUT_DIR_MB": "256", "FXVIZ_PICTURES_MB": "0"},
             ["graphs", "layouts"]),
            ({"FXVIZ_LAYOUT_DIR_MB": "256"}, ["graphs", "layouts", "pictures"])]

    def start(data, env):
        port_file = data + ".port"
        if os.path.exists(port_file):
            os.remove(port_file)
        proc = subprocess.Popen([FXVIZ, "serve", "--listen", "127.0.0.1:0",
                                 "--port-file", port_file, "--data", data],
                                stderr=subprocess.DEVNULL,
                                env=dict(os.environ, **env))
        for _ in range(200):
            if os.path.exists(port_file) and open(port_file).read().strip():
                break
            time.sleep(0.05)
        base = "http://127.0.0.1:%s" % open(port_file).read().strip()
        for _ in range(200):
            m = urllib.request.urlopen(base + "/metrics").read().decode()
            if re.search(r"(?m)^fxviz_prerender_pending 0$", m):
                break
            time.sleep(0.05)
        return proc, base

    def metric(base, name):
        m = urllib.request.urlopen(base + "/metrics").read().decode()
        found = re.search(r"(?m)^%s (\d+)$" % re.escape(name), m)
        return int(found.group(1)) if found else 0

    def get(url):
        req = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
        t0 = time.monotonic()
        body = urllib.request.urlopen(req).read()
        return time.monotonic() - t0, body

    for what, name, view in cases:
        seed = os.path.join(tmp, "restart-" + name)
        shutil.rmtree(seed, ignore_errors=True)
        proc, base = start(seed, {"FXVIZ_LAYOUT_DIR_MB": "256"})
        try:
            req = urllib.request.Request(base + "/api/graphs?name=" + name,
                                         data=open(path(name), "rb").read())
            gid = json.load(urllib.request.urlopen(req))["id"]
            url = "/graphs/%s.%s" % (gid, view)
            get(base + url)
            for _ in range(200):
                if metric(base, "fxviz_pictures_to_store_total") >= 1:
                    break
                time.sleep(0.05)
        finally:
            proc.terminate()
            proc.wait()
        got = [[] for _ in ways]
        bodies = [None] * len(ways)
        for _ in range(runs):
            for k, (env, parts) in enumerate(ways):
                data = os.path.join(tmp, "restart-run")
                shutil.rmtree(data, ignore_errors=True)
                os.makedirs(data)
                for part in parts:
                    if os.path.isdir(os.path.join(seed, part)):
                        shutil.copytree(os.path.join(seed, part),
                                        os.path.join(data, part))
                proc, base = start(data, env)
                try:
                    t, bodies[k] = get(base + url)
                finally:
                    proc.terminate()
                    proc.wait()
                got[k].append(t)
        laid, layouts, pictures = (statistics.median(g) for g in got)
        say("| %s | %s | %s | %s | %s | %s |" % (
            what, fmt(laid), fmt(layouts), fmt(pictures), ratio(laid, pictures),
            "yes" if bodies[0] == bodies[1] == bodies[2] else "**no**"))
    say()


def serving_table(tmp):
    say("## Serving: fxviz against nginx, and the first view of an upload")
    say()
    with Daemon(tmp, "serve") as d:
        base = d.base

        def post(name):
            return d.post(open(path(name), "rb").read(), name)

        # An upload of the largest graph, then its first view.
        t0 = time.monotonic()
        big = post("gpt200_makefx")
        urllib.request.urlopen(base + "/graphs/%s.svg" % big).read()
        first = time.monotonic() - t0
        mid = post("gpt48_makefx")
        url = "/graphs/%s.svg?expand=*" % mid
        t0 = time.monotonic()
        body = urllib.request.urlopen(base + url).read()
        cold = time.monotonic() - t0
        say("- upload of gpt200_makefx (14,215 nodes, 1.7 MB) to its first "
            "view (the overview) on screen: **%s**" % fmt(first))
        say("- gpt48_makefx, every node (%.1f MB of SVG), cold: %s" % (
            len(body) / 1e6, fmt(cold)))
        say()
        if shutil.which("wrk") is None or shutil.which("nginx") is None:
            say("(wrk or nginx is not installed: `./bootstrap --bench` "
                "installs them; the warm comparison is left out.)")
            say()
            return
        root = os.path.join(tmp, "www")
        os.makedirs(root)
        with open(os.path.join(root, "g.svg"), "wb") as f:
            f.write(body)
        # nginx's workers run as nobody: they must be able to read it.
        for p in (tmp, root):
            os.chmod(p, 0o755)
        os.chmod(os.path.join(root, "g.svg"), 0o644)
        nport = free_port()
        conf = os.path.join(tmp, "nginx.conf")
        with open(conf, "w") as f:
            f.write("daemon off; worker_processes 2; pid %s/nginx.pid;\n"
                    "error_log %s/nginx.err;\nevents { worker_connections 256; }\n"
                    "http { access_log off; sendfile on; types { image/svg+xml svg; }\n"
                    " server { listen 127.0.0.1:%d; root %s; } }\n" % (
                        tmp, tmp, nport, root))
        nginx = subprocess.Popen(["nginx", "-c", conf, "-p", tmp],
                                 stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        try:
            ours = wrk(base + url)
            theirs = wrk("http://127.0.0.1:%d/g.svg" % nport)
        finally:
            nginx.send_signal(signal.SIGQUIT)
            nginx.wait()
        say("Warm: the same %.1f MB SVG, `wrk -t2 -c16 -d5s`, fxviz from its "
            "cache, nginx from a file (sendfile):" % (len(body) / 1e6))
        say()
        say("| server | requests/s | median latency |")
        say("| --- | ---: | ---: |")
        say("| fxviz | %.0f | %s |" % ours)
        say("| nginx | %.0f | %s |" % theirs)
        say("| fxviz / nginx | %.2fx | |" % (ours[0] / theirs[0] if theirs[0] else 0))
        say()
        say("(%.1f GB/s and %.1f GB/s of SVG over loopback.)" % (
            ours[0] * len(body) / 1e9, theirs[0] * len(body) / 1e9))
        say()


def nginx_conf(tmp, port, backends, bypass=False):
    """deploy/nginx.conf with these backends, port and paths in tmp, as
    tests/cluster.test makes it; bypass: a request with an X-Nocache
    header skips the picture cache (to measure the replicas' own)."""
    text = open(os.path.join(TOP, "deploy", "nginx.conf")).read()
    servers = " ".join("server %s;" % b for b in backends)
    for d in ("cache", "temp"):
        os.makedirs(os.path.join(tmp, d), exist_ok=True)
    # nginx's workers write the cache: as root, they run as root too
    text = re.sub(r"(?m)^user .*$", "user root;" if os.geteuid() == 0
                  else "", text)
    text = re.sub(r"(?m)^worker_processes .*$", "worker_processes 1;", text)
    text = re.sub(r"(?m)^pid .*$", "pid %s/nginx.pid;" % tmp, text)
    text = re.sub(r"(?m)^error_log .*$", "error_log %s/error.log;" % tmp, text)
    text = re.sub(r"access_log /var/log/nginx/\S+ fxviz;", "access_log off;", text)
    text = text.replace("/var/cache/nginx/fxviz", os.path.join(tmp, "cache"))
    text = re.sub(r"(?m)^\s*server 10\.0\.0\.\d+:8080.*\n", "", text)
    text = text.replace("upstream fxviz {", "upstream fxviz { " + servers)
    text = text.replace("listen 80;", "listen 127.0.0.1:%d;" % port)
    text = text.replace("http {", "http { " + " ".join(
        "%s_temp_path %s/temp/%s;" % (k, tmp, k) for k in
        ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")), 1)
    if bypass:
        text = text.replace("proxy_cache fxviz_pictures;",
                            "proxy_cache fxviz_pictures; proxy_cache_bypass "
                            "$http_x_nocache; proxy_no_cache $http_x_nocache;")
    conf = os.path.join(tmp, "nginx.conf")
    with open(conf, "w") as f:
        f.write(text)
    return conf


def cold_rate(base, urls, clients=8):
    """Requests a second for urls, each asked once, clients at a time."""
    import concurrent.futures
    t0 = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(clients) as ex:
        for body in ex.map(lambda u: urllib.request.urlopen(base + u,
                                                            timeout=120).read(), urls):
            if not body.startswith(b"<?xml"):
                raise RuntimeError("a cold view is not an SVG")
    return len(urls) / (time.monotonic() - t0)


def cluster_table(tmp):
    """Throughput through nginx (deploy/nginx.conf) with 1, 2 and 3
    replicas, cold (distinct views, each drawn once) and warm, one run."""
    say("## Replicas behind nginx (deploy/nginx.conf)")
    say()
    if shutil.which("wrk") is None or shutil.which("nginx") is None:
        say("(wrk or nginx is not installed: `./bootstrap --bench` installs "
            "them; the replica table is left out.)")
        say()
        return
    name = "mobilenet_v2"
    text = open(path(name)).read()
    nodes = re.findall(r"(?m)^\s*%(\w+)\s*:", text)
    views = ["/graphs/ID.svg?focus=%s&depth=%d%s" % (n, d, r)
             for d in (1, 2) for r in ("", "&rankdir=LR") for n in nodes]
    cold_n = min(len(views), 120 if QUICK else 240)
    rows = {}
    for n in (1, 2, 3):
        t = os.path.join(tmp, "cluster%d" % n)
        os.makedirs(t)
        # Each replica reads the graph at start (file stores): the same
        # content has the same id on every replica.
        ds = [Daemon(t, "r%d" % k, path(name)) for k in range(n)]
        nginx = None
        try:
            for d in ds:
                d.__enter__()
            with urllib.request.urlopen(ds[0].base + "/api/graphs") as r:
                gid = json.load(r)["graphs"][0]["id"]
            nport = free_port()
            conf = nginx_conf(t, nport, [d.base[len("http://"):] for d in ds],
                              bypass=True)
            nginx = subprocess.Popen(["nginx", "-p", t, "-c", conf, "-g",
                                      "daemon off;"], stderr=subprocess.DEVNULL)
            nbase = "http://127.0.0.1:%d" % nport
            for _ in range(100):
                try:
                    urllib.request.urlopen(nbase + "/healthz").read()
                    break
                except OSError:
                    time.sleep(0.1)
            urls = [v.replace("ID", gid) for v in views[:cold_n]]
            cold = cold_rate(nbase, urls)
            warm_url = nbase + urls[0]
            hit = wrk(warm_url, seconds=4)
            # the replicas' own render caches, nginx's skipped
            r = subprocess.run(["wrk", "-t2", "-c16", "-d4s", "-H",
                                "X-Nocache: 1", warm_url],
                               capture_output=True, text=True)
            m = re.search(r"Requests/sec:\s+([\d.]+)", r.stdout)
            rows[n] = (cold, float(m.group(1)) if m else 0.0, hit[0])
            if n == 1:
                # one replica without nginx: what the proxy costs
                direct_cold = cold_rate(ds[0].base, [
                    v.replace("ID", gid) for v in views[cold_n:2 * cold_n]]
                    or urls)
                direct_warm = wrk(ds[0].base + urls[0], seconds=4)[0]
        finally:
            if nginx is not None:
                nginx.send_signal(signal.SIGQUIT)
                nginx.wait()
            for d in ds:
                d.__exit__()
    say("%s (%d nodes), `wrk -t2 -c16 -d4s` for warm, %d distinct views "
        "(`focus`, `depth`, `rankdir`), 8 at a time, for cold; each "
        "replica has the default workers (one per core), file stores "
        "that read the graph at start:" % (name, len(nodes), cold_n))
    say()
    say("| requests/s | 1 replica, no nginx | 1 replica | 2 replicas | 3 replicas |")
    say("| --- | ---: | ---: | ---: | ---: |")
    say("| cold: distinct views, each drawn once | %.0f | %.0f | %.0f | %.0f |" % (
        direct_cold, rows[1][0], rows[2][0], rows[3][0]))
    say("| warm: the replicas' render cache (nginx's skipped) | %.0f | %.0f | %.0f | %.0f |" % (
        direct_warm, rows[1][1], rows[2][1], rows[3][1]))
    say("| warm: nginx's cache | | %.0f | %.0f | %.0f |" % (
        rows[1][2], rows[2][2], rows[3][2]))
    say()
    say("This machine has %d cores, shared by the client, nginx and every "
        "replica's render workers: more replicas add processes, not cores, "
        "so the figures show the overhead of the proxy and of more "
        "replicas, not the speed-up that replicas on machines of their own "
        "would give." % os.cpu_count())
    say()


def first_nodes(name, n):
    """The print(gm.graph) text of corpus graph name cut after its first n
    nodes, with a return line of its own: a graph of any size up to the
    corpus's biggest, laid out as the whole one is."""
    lines = open(path(name)).read().splitlines()
    body = [l for l in lines[1:] if l.lstrip().startswith("%")][:n]
    last = re.match(r"\s*%(\S+) :", body[-1]).group(1)
    return "\n".join([lines[0]] + body + ["    return %s" % last, ""]).encode()


def page_run(tmp, tag, text, web, exe=FXVIZ, **env_more):
    """One run of bench/page_bench.mjs on a fresh daemon (exe) serving web
    (a folder of the web page; None: this one), env_more added to its
    environment: its figures, or None."""
    args = ["--render-timeout", "180"] + (["--web", web] if web else [])
    with Daemon(tmp, tag, *args, exe=exe) as d:
        env = dict(os.environ, FXVIZ_URL=d.base,
                   FXVIZ_GRAPH=d.post(text, "gpt200_first6000"),
                   NODE_PATH=os.path.join(TOP, "node_modules"), **env_more)
        r = subprocess.run(["node", os.path.join(TOP, "bench", "page_bench.mjs")],
                           capture_output=True, text=True, env=env,
                           cwd=TOP, timeout=900)
    if r.returncode != 0:
        say("(the page benchmark failed: %s)" % r.stderr.strip()[-300:])
        say()
        return None
    return json.loads(r.stdout.strip().splitlines()[-1])


def page_table(tmp):
    """Pan and zoom on the web page with a 6,000-node graph drawn whole;
    beside the page in BENCH_WEB_BEFORE (a web/ folder of an earlier
    version) when that is set."""
    say("## The web page: pan and zoom with 6,000 nodes on screen")
    say()
    node_ok = shutil.which("node") and os.path.isdir(
        os.path.join(TOP, "node_modules", "playwright-core"))
    if not (node_ok and os.path.exists("/usr/bin/chromium")):
        say("(chromium or playwright-core is missing: `./bootstrap` installs "
            "them; left out.)")
        say()
        return
    text = first_nodes("gpt200_makefx", 6000)
    before = os.environ.get("BENCH_WEB_BEFORE")
    m = page_run(tmp, "page", text, None)
    b = page_run(tmp, "pageb", text, before) if before else None
    if m is None or (before and b is None):
        return
    say("The first 6,000 nodes of gpt200_makefx with `expand=*` (%d nodes, "
        "%d boxes drawn), headless chromium with software raster, 1280x800; "
        "one input per frame; a frame every 16.7 ms is 60 frames per second. "
        "Fitted, the scale is %.4f. Opening it (render on the server, "
        "download, drawing in slices): %.1f s." % (
            m["nodes"], m["boxes"], m["scale_fitted"], m["open_s"]))
    say()
    fig = lambda r, k: "%.1f / %.1f / %.1f ms" % (
        r[k]["median"], r[k]["p95"], r[k]["worst"])
    cases = (("pan", "drag to pan, at the opening scale"),
             ("zoom", "wheel zoom in and out, at the opening scale"),
             ("pan_fitted", "drag to pan, whole graph fitted"),
             ("zoom_fitted", "wheel zoom in and out, whole graph fitted"))
    if b is None:
        say("| case | median / p95 / worst frame |")
        say("| --- | ---: |")
        for key, what in cases:
            say("| %s | %s |" % (what, fig(m, key)))
    else:
        say("Before: the page in `%s`. Median / p95 / worst frame:" % before)
        say()
        say("| case | before | now |")
        say("| --- | ---: | ---: |")
        for key, what in cases:
            say("| %s | %s | %s |" % (what, fig(b, key), fig(m, key)))
    say()
    # Issue 24's page goals: every node of the whole graph, from a cold
    # server (a fresh daemon: nothing laid out, nothing cached), and of a
    # 100,000-node graph when BENCH_PAGE_100K names its text (made there
    # from bench/models.py's gpt1400_makefx, about 5 minutes, when that
    # file does not exist yet).
    graphs = [("gpt200_makefx", open(path("gpt200_makefx"), "rb").read())]
    big = os.environ.get("BENCH_PAGE_100K")
    if big:
        text = gpt1400(big)
        if text is None:
            say("(no torch 2 environment to make the 100,000-node graph: "
                "left out.)")
            say()
        else:
            graphs.append(("gpt1400_makefx", text))
    for name, text in graphs:
        now = page_run(tmp, "pagewhole-" + name, text, None)
        # (the page before on the 100,000-node graph only once asked: it
        # draws every part, a slice a frame, for minutes)
        old = page_run(tmp, "pagewholeb-" + name, text, before) if before and (
            name == "gpt200_makefx" or os.environ.get("BENCH_PAGE_100K_BEFORE")) else None
        if now is None:
            continue
        runs = [("before", old), ("now", now)] if old else [("now", now)]
        say("Every node of %s (%d nodes, %d boxes, %d edges drawn), the same "
            "way, from a fresh daemon. Open: the first view on screen, the "
            "busy sign gone (render, download, the parts in view); all in: "
            "every element in the document; a far node: from Enter on a "
            "search for `output`, as soon as the drawing shows, until the "
            "panel names it and it is drawn; a drag right after the first "
            "view (median / p95 / worst frame), then the four cases above "
            "once all is in:" % (name, now["nodes"], now["boxes"],
                                 now["edges"]))
        say()
        say("| | " + " | ".join(k for k, _ in runs) + " |")
        say("| --- |" + " ---: |" * len(runs))
        say("| open | " + " | ".join("%.2f s" % r["open_s"] for _, r in runs) + " |")
        say("| all in | " + " | ".join("%.2f s" % r["complete_s"] for _, r in runs) + " |")
        say("| a far node selected | " + " | ".join(
            "%d ms" % r["select_far_ms"] for _, r in runs) + " |")
        say("| Fit, until the fitted view is drawn (at least 0.4 s: the move) | "
            + " | ".join("%.2f s" % r["fit_s"] for _, r in runs) + " |")
        say("| drag right after the first view | " + " | ".join(
            fig(r, "pan_open") if "pan_open" in r else "(all in first)"
            for _, r in runs) + " |")
        for key, what in cases:
            say("| %s | %s |" % (what, " | ".join(fig(r, key) for _, r in runs)))
        say()
    open_table(tmp)


def open_table(tmp, runs=int(os.environ.get("BENCH_OPEN_RUNS", "5"))):
    """Every node of gpt200_makefx opened on the page from a fresh
    daemon, the first view alone: this build, and BENCH_BEFORE's beside
    it when set, turn about, medians of runs; on this machine, and with
    every request and answer 40 ms late, as over a link of that round
    trip."""
    text = open(path("gpt200_makefx"), "rb").read()
    exes = [("now", FXVIZ)] + ([("before", BEFORE)] if BEFORE else [])
    links = (("here (browser and server on one machine)", None),
             ("over a link of 40 ms round trip", "40"))
    got = {}
    for i in range(runs):
        for link, rtt in links:
            for name, exe in exes:
                env = {"FXVIZ_OPEN_ONLY": "1"}
                if rtt:
                    env["FXVIZ_RTT"] = rtt
                r = page_run(tmp, "open-%s-%s-%d" % (name, rtt or 0, i), text, None,
                             exe, **env)
                if r is None:
                    return
                got.setdefault((link, name), []).append(r["open_s"])
    say("Every node of gpt200_makefx opened from a fresh daemon: the first "
        "view on screen, the busy sign gone; the browser started and idle "
        "first; median of %d runs, turn about%s." % (
            runs, ", beside `%s`" % BEFORE if BEFORE else ""))
    say()
    say("| | " + " | ".join(n for n, _ in exes) +
        (" | before / now |" if BEFORE else " |"))
    say("| --- |" + " ---: |" * (len(exes) + (1 if BEFORE else 0)))
    for link, _ in links:
        med = {n: statistics.median(got[(link, n)]) for n, _ in exes}
        say("| %s | %s%s |" % (link, " | ".join(
            "%.2f s" % med[n] for n, _ in exes),
            " | %.2fx" % (med["before"] / med["now"]) if BEFORE else ""))
    say()


def gpt1400(out):
    """The text of gpt1400_makefx (99,415 nodes), kept in out: made by
    torch 2's make_fx (bench/models.py) when out does not exist yet; None
    where there is no torch 2 environment."""
    if not os.path.exists(out):
        py = os.path.join(os.environ.get("FXVIZ_VENV") or
                          os.path.join(TOP, ".venv"), "bin", "python")
        if not os.path.exists(py):
            return None
        code = ("import sys; sys.path.insert(0, %r); import models; "
                "open(%r, 'w').write(str(models.build('gpt1400_makefx')"
                ".graph) + '\\n')" % (os.path.join(TOP, "bench"), out))
        if subprocess.run([py, "-c", code], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode != 0:
            return None
    return open(out, "rb").read()


def turns(measure, runs=3):
    """measure(exe) for BEFORE and FXVIZ, taking turns, runs times each:
    the medians (before, after), so that the machine's drift falls on
    both alike."""
    got = {BEFORE: [], FXVIZ: []}
    for _ in range(runs):
        for exe in (BEFORE, FXVIZ):
            got[exe].append(measure(exe))
    return statistics.median(got[BEFORE]), statistics.median(got[FXVIZ])


def change(before, after):
    return "%+.0f%%" % ((after - before) / before * 100) if before else "n/a"


def served(exe, tmp, tag, views):
    """A fresh daemon of exe: seconds from the upload of gpt200_makefx to
    its first view, and from a request for each of views (URL paths with
    ID for the graph's id, of gpt48_makefx) to its answer, cold."""
    with Daemon(tmp, tag, "--workers", "2", exe=exe) as d:
        t0 = time.monotonic()
        big = d.post(open(path("gpt200_makefx"), "rb").read(), "big")
        urllib.request.urlopen(d.base + "/graphs/%s.svg" % big).read()
        secs = [time.monotonic() - t0]
        mid = d.post(open(path("gpt48_makefx"), "rb").read(), "mid")
        for v in views:
            t0 = time.monotonic()
            urllib.request.urlopen(d.base + v.replace("ID", mid)).read()
            secs.append(time.monotonic() - t0)
    return secs


def compare_table(tmp, code_texts):
    """fxviz's own figures for BEFORE and this build, side by side."""
    say("## Before and after: %s against this build" % BEFORE)
    say()
    say("Each figure is the median of 3 runs per binary, the two binaries "
        "taking turns in the same run; a change within about 10% is the "
        "machine's noise.")
    say()
    say("| figure | before | after | change |")
    say("| --- | ---: | ---: | ---: |")
    texts = code_texts or {}

    # fxviz writes -o through a temporary file renamed over it: never
    # /dev/null (an earlier fxviz would replace the device).
    out = os.path.join(tmp, "cmp.svg")

    def row(what, pair, unit=fmt):
        say("| %s | %s | %s | %s |" % (what, unit(pair[0]), unit(pair[1]),
                                        change(*pair)))

    for name in GRAPHS:
        row("%s: read (`stats`, parse)" % name, turns(lambda exe: json.loads(
            subprocess.run([exe, "stats", path(name)], capture_output=True,
                           check=True).stdout)["parse_ms"] / 1e3))
        row("%s: first view, cold (`render`)" % name, turns(
            lambda exe: timed([exe, "render", path(name), "-o", out])))
        middle = json.loads(subprocess.run(
            [FXVIZ, "render", path(name), "-f", "json"],
            capture_output=True, check=True).stdout)["nodes"]
        middle = middle[len(middle) // 2]["name"]
        row("%s: focus, depth 2" % name, turns(lambda exe: timed(
            [exe, "render", path(name), "--focus", middle, "--depth", "2",
             "-o", out])))
    # Long edges drawn where the layout affords them (issue 12): each
    # model's first view, and the far-input boxes it still has.
    for rel in SKIP_GRAPHS:
        p = os.path.join(TOP, "tests", "data", rel + ".fx.txt")
        name = os.path.basename(rel)
        pair = turns(lambda exe: timed([exe, "render", p, "-o", out]))
        boxes = []
        for exe in (BEFORE, FXVIZ):
            subprocess.run([exe, "render", p, "-o", out], check=True,
                           capture_output=True)
            with open(out) as f:
                boxes.append(f.read().count('class="node proxy"'))
        row("%s: first view, cold (`render`); far-input boxes %d, now %d" %
            (name, boxes[0], boxes[1]), pair)
    for k, what in CODE_FORMS:
        if k not in texts:
            continue
        try:
            pair = turns(lambda exe: parse_ms(exe, texts[k]) / 1e3, runs=5)
        except subprocess.CalledProcessError:
            # an fxviz from before it read that form
            say("| %s: %s, read (`stats`, parse) | n/a | %s | |" % (
                CODE_GRAPH, what, fmt(parse_ms(FXVIZ, texts[k], 5) / 1e3)))
            continue
        row("%s: %s, read (`stats`, parse)" % (CODE_GRAPH, what), pair)
    row("gpt200_makefx: every node (`--expand '*'`)", turns(
        lambda exe: timed([exe, "render", path("gpt200_makefx"), "--expand",
                           "*", "-o", out], cap=CAP * 3), runs=1))
    views = ["/graphs/ID.svg?expand=*", "/graphs/ID.svg",
             "/graphs/ID.svg?focus=add&depth=2", "/api/graphs/ID"]
    got = {BEFORE: [], FXVIZ: []}
    for i in range(3):
        for exe in (BEFORE, FXVIZ):
            got[exe].append(served(exe, tmp, "cmp%d%s" % (
                i, "b" if exe == BEFORE else "a"), views))
    for k, what in enumerate(["serve: upload of gpt200_makefx to its first "
                              "view"] + ["serve: gpt48_makefx `%s`, cold" %
                                         v.replace("ID", "…") for v in views]):
        row(what, (statistics.median(r[k] for r in got[BEFORE]),
                   statistics.median(r[k] for r in got[FXVIZ])))
    if shutil.which("wrk") is not None:
        # Both daemons up at once, wrk on each in turn, three times.
        with Daemon(tmp, "warmb", exe=BEFORE) as db, \
                Daemon(tmp, "warma", exe=FXVIZ) as da:
            urls = {}
            for exe, d in ((BEFORE, db), (FXVIZ, da)):
                mid = d.post(open(path("gpt48_makefx"), "rb").read(), "mid")
                urls[exe] = d.base + "/graphs/%s.svg?expand=*" % mid
                urllib.request.urlopen(urls[exe]).read()
            warm = turns(lambda exe: wrk(urls[exe], seconds=4)[0])
        say("| serve: gpt48_makefx every node, warm (`wrk`, requests/s) | "
            "%.0f | %.0f | %s |" % (warm[0], warm[1], change(*warm)))
    say()


def main():
    report = sys.argv[1] if len(sys.argv) > 1 else None
    tmp = tempfile.mkdtemp(prefix="fxviz-bench-")
    try:
        say("# fxviz benchmark, %s" % time.strftime("%Y-%m-%d"))
        say()
        say("Machine: %d cores; %s; %s." % (
            os.cpu_count(), subprocess.run(["dot", "-V"], capture_output=True,
                                            text=True).stderr.strip(),
            "quick run" if QUICK else "cap %.0f s per baseline run" % CAP))
        say()
        if os.environ.get("BENCH_ONLY") == "cluster":
            cluster_table(tmp)
        elif os.environ.get("BENCH_ONLY") == "trace":
            trace_table(tmp)
            run_table(tmp)
        elif os.environ.get("BENCH_ONLY") == "layout":
            layout_table(tmp)
        elif os.environ.get("BENCH_ONLY") == "serving":
            serving_table(tmp)
            restart_table(tmp)
        elif os.environ.get("BENCH_ONLY") == "restart":
            restart_table(tmp)
        elif os.environ.get("BENCH_ONLY") == "live":
            live_bench.watch_table(tmp, say, FXVIZ, TOP)
        elif os.environ.get("BENCH_ONLY") == "dense":
            dense_table(tmp)
        elif os.environ.get("BENCH_ONLY") == "open":
            open_table(tmp)
        elif os.environ.get("BENCH_ONLY") != "page":
            texts, made = code_form_texts(tmp)
            if BEFORE:
                compare_table(tmp, texts)
            parse_table()
            trace_table(tmp)
            run_table(tmp)
            code_table(texts, made)
            render_table(tmp)
            layout_table(tmp)
            dense_table(tmp)
            serving_table(tmp)
            restart_table(tmp)
            live_bench.watch_table(tmp, say, FXVIZ, TOP)
            cluster_table(tmp)
        if os.environ.get("BENCH_ONLY") not in ("cluster", "trace", "live",
                                                "layout", "dense",
                                                "serving", "restart",
                                                "open"):
            page_table(tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if report:
        with open(report, "w") as f:
            f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
