"""live_bench: how soon `fxviz serve --watch DIR` shows a graph torch
writes into DIR: from the write of a graph's event into a TORCH_TRACE file
to its graph_added server-sent event (GET /api/events), and to it being
listed (GET /api/graphs, polled every 5 ms), and to a new row in the
start page's list in Chromium (live_page.mjs). The trace is a real one
(tests/data/trace/train.log.xz, torch 2.14: 16 graph events among
255), written event by event as torch writes it, one write each; a
graph's event is written alone, 0.3 s after the one before, and timed.
Then the same, appended to a trace already 10 MB long: the watcher reads a
grown trace again from its start, and this says what that costs.

Run by bench.py (`make bench`, or BENCH_ONLY=live)."""
import http.client
import json
import lzma
import os
import statistics
import subprocess
import threading
import time
import urllib.request

SETTLE = 0.3		# seconds between a graph's event and the one before
WAIT = 3.0		# seconds a graph may take before it counts as missed


def events_of(text):
    """The trace's events: each line that is not a payload's, with the
    payload lines after it."""
    out = []
    for line in text.splitlines(keepends=True):
        if line.startswith("\t") and out:
            out[-1] += line
        else:
            out.append(line)
    return out


class Listener(threading.Thread):
    """Reads GET /api/events; the time each graph_added came, by id."""

    def __init__(self, port):
        super().__init__(daemon=True)
        self.conn = http.client.HTTPConnection("127.0.0.1", port)
        self.conn.request("GET", "/api/events")
        self.resp = self.conn.getresponse()
        self.added = {}
        self.lock = threading.Lock()

    def run(self):
        kind = None
        try:
            while True:
                line = self.resp.readline()
                if not line:
                    return
                line = line.decode().rstrip("\n")
                if line.startswith("event: "):
                    kind = line[7:]
                elif line.startswith("data: ") and kind == "graph_added":
                    gid = json.loads(line[6:])["id"]
                    with self.lock:
                        self.added.setdefault(gid, time.monotonic())
        except (OSError, ValueError):
            return

    def when(self, known):
        """The first id not in known and its time, or None."""
        with self.lock:
            for gid, t in self.added.items():
                if gid not in known:
                    return gid, t
        return None


def listed(base):
    with urllib.request.urlopen(base + "/api/graphs") as r:
        return {g["id"] for g in json.load(r)["graphs"]}


def write_and_time(path, events, base, listener):
    """Writes the events into path as torch would; for each graph event,
    the seconds to its event and to its listing."""
    to_event, to_list = [], []
    known = listed(base)
    with open(path, "a") as f:
        for ev in events:
            graph = "def forward(" in ev
            if graph:
                f.flush()
                time.sleep(SETTLE)
                known = listed(base)
            t0 = time.monotonic()
            f.write(ev)
            f.flush()
            if not graph:
                continue
            seen = None
            while time.monotonic() - t0 < WAIT:
                now = listed(base)
                new = now - known
                if new:
                    seen = time.monotonic()
                    break
                time.sleep(0.005)
            got = listener.when(known)
            if seen is None or got is None:
                continue	# the same graph as one before: no new one
            to_list.append(seen - t0)
            to_event.append(got[1] - t0)
            known = now
    return to_event, to_list


def page_times(tmp, trace, events, base, top):
    """bench/live_page.mjs on the daemon at base: ms from each graph's
    write to the page's new row, or None when it cannot run."""
    todo = os.path.join(tmp, "events.json")
    with open(todo, "w") as f:
        json.dump([[e, "def forward(" in e] for e in events], f)
    env = dict(os.environ, FXVIZ_URL=base, FXVIZ_TRACE=trace,
               FXVIZ_EVENTS=todo, NODE_PATH=os.path.join(top, "node_modules"))
    try:
        r = subprocess.run(["node", os.path.join(top, "bench",
                                                 "live_page.mjs")],
                           capture_output=True, text=True, env=env, cwd=top,
                           timeout=600)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if r.returncode != 0:
        return None
    return [t / 1000 for t in json.loads(r.stdout.strip().splitlines()[-1])
            ["times"]]


def run_case(tmp, tag, fxviz, events, big=None, page_top=None):
    watched = os.path.join(tmp, tag + "-watched")
    os.makedirs(os.path.join(watched, "run"))
    trace = os.path.join(watched, "run", "trace.log")
    if big:
        with open(trace, "w") as f:
            f.write(big)
    port_file = os.path.join(tmp, tag + ".port")
    proc = subprocess.Popen(
        [fxviz, "serve", "--listen", "127.0.0.1:0", "--port-file", port_file,
         "--data", os.path.join(tmp, tag + "-data"), "--workers", "1",
         "--watch", watched] +
        (["--web", os.path.join(page_top, "web")] if page_top else []),
        stderr=subprocess.DEVNULL)
    try:
        for _ in range(200):
            if os.path.exists(port_file):
                break
            time.sleep(0.05)
        port = int(open(port_file).read())
        base = "http://127.0.0.1:%d" % port
        # The start's own reading of what is there is not measured.
        n0, t0 = -1, time.monotonic()
        while time.monotonic() - t0 < 60:
            n = len(listed(base))
            if n == n0 and (n > 0 or not big):
                break
            n0 = n
            time.sleep(0.5)
        if page_top:
            return page_times(tmp, trace, events, base, page_top)
        listener = Listener(port)
        listener.start()
        time.sleep(0.2)
        return write_and_time(trace, events, base, listener)
    finally:
        proc.terminate()
        proc.wait()


def ms(v):
    return "%.0f ms" % (v * 1000)


def watch_table(tmp, say, fxviz, top):
    say("## Live: a graph written into a watched folder, to the page")
    say()
    with lzma.open(os.path.join(top, "tests", "data", "trace",
                                "train.log.xz")) as f:
        text = f.read().decode()
    events = events_of(text)
    with lzma.open(os.path.join(top, "bench", "data",
                                "ddp_rank0.trace.log.xz")) as f:
        ddp = f.read().decode()
    big = ddp * (10 * 1000 * 1000 // len(ddp) + 1)
    rows = []
    for tag, pre in (("small", None), ("big", big)):
        ev, li = run_case(tmp, tag, fxviz, events, pre)
        rows.append((tag, pre, ev, li))
    page = run_case(tmp, "live-page", fxviz, events, None, top)
    say("`fxviz serve --watch DIR`, a TORCH_TRACE file in DIR/run written "
        "event by event (train.log: %d events, the graph ones timed each "
        "alone); from the write to the graph_added event and to "
        "/api/graphs listing it (the page's list follows the event):" %
        len(events))
    say()
    say("| trace | graphs timed | to the event, median | max | "
        "to the list, median | max |")
    say("| --- | ---: | ---: | ---: | ---: | ---: |")
    for tag, pre, ev, li in rows:
        what = "new" if pre is None else "appended to %.1f MB" % (
            len(pre) / 1e6)
        if not ev:
            say("| %s | 0 | | | | |" % what)
            continue
        say("| %s | %d | %s | %s | %s | %s |" % (
            what, len(ev), ms(statistics.median(ev)), ms(max(ev)),
            ms(statistics.median(li)), ms(max(li))))
    say()
    if page:
        say("To the start page's new row in Chromium (live_page.mjs, the "
            "same new trace): median **%s**, max %s, %d graphs." % (
                ms(statistics.median(page)), ms(max(page)), len(page)))
    else:
        say("(The page's figure needs node, playwright-core and chromium.)")
    say()
    say("Goal: 1 s. A changed file is read %d ms after its first change "
        "(the debounce), again from its start: the second row is that "
        "cost on a 10 MB trace." % 100)
    say()
