"""attacklib: what history.test and frames.test share: the real daemon on
loopback with a temporary store, uploads and GETs, sanitizer reports in
its log, and the list of failures a test ends with."""
import json
import os
import re
import subprocess
import time
import urllib.error
import urllib.request

BUILD = os.environ.get("top_builddir", ".")
SRC = os.environ.get("top_srcdir", ".")
FXVIZ = os.path.join(BUILD, "fxviz")
DATA = os.path.join(SRC, "tests", "data")
# A build with -fsanitize=address,undefined writes its reports to stderr:
# the daemon's (and its workers') go to its log, read once it has stopped.
SANITIZER = re.compile(rb"ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:")
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL: " + what, flush=True)
    return ok


def sanitizer_report(log):
    """The first sanitizer report in log (bytes) and what follows it (its
    stack), or None."""
    m = SANITIZER.search(log)
    return log[m.start():m.start() + 4000].decode(errors="replace") if m else None


def finish(name):
    """The exit status of a test that has checked everything."""
    if failures:
        print("%s: %d failures" % (name, len(failures)))
        return 1
    print("%s: ok" % name)
    return 0


class Daemon:
    """fxviz serve on a loopback port, its store and log under tmp/name."""

    def __init__(self, tmp, name, *args):
        self.dir = os.path.join(tmp, name)
        os.makedirs(self.dir)
        self.log = os.path.join(self.dir, "log")
        port_file = os.path.join(self.dir, "port")
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen(
                [FXVIZ, "serve", "--listen", "127.0.0.1:0", "--port-file",
                 port_file, "--data", os.path.join(self.dir, "data")] +
                list(args), stderr=log)
        self.base = None
        for _ in range(400):
            if os.path.exists(port_file) and open(port_file).read().strip():
                self.base = "http://127.0.0.1:" + open(port_file).read().strip()
                break
            if self.proc.poll() is not None:
                break
            time.sleep(0.05)

    def upload(self, body):
        """The id of body, uploaded."""
        req = urllib.request.Request(self.base + "/api/graphs", data=body)
        with urllib.request.urlopen(req, timeout=60) as r:
            return json.load(r)["id"]

    def get(self, path, timeout=120):
        """(status, body) of a GET, whatever the status."""
        try:
            with urllib.request.urlopen(self.base + path, timeout=timeout) as r:
                return r.status, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.read()

    def metric(self, name):
        """A counter of /metrics, or None."""
        status, body = self.get("/metrics")
        for line in body.decode().splitlines():
            if line.startswith(name + " "):
                return float(line.split()[1])
        return None

    def stop(self):
        """Stops it; a sanitizer report in its log is a failure."""
        self.proc.terminate()
        self.proc.wait(timeout=60)
        with open(self.log, "rb") as f:
            report = sanitizer_report(f.read())
        check(report is None, "a sanitizer report in %s:\n%s" % (self.log,
                                                                report))
