"""pgcluster: a private PostgreSQL on a socket of its own and fxviz serve
replicas over it, as ordinary processes, for the attack tests that write
through replicas (replicas.test) and pause the store (pause.test)."""
import glob
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

BUILD = os.environ.get("top_builddir", ".")
FXVIZ = os.path.join(BUILD, "fxviz")
# What a sanitized build writes to stderr: ASan's and LSan's errors, TSan's
# warnings (a race), UBSan's runtime errors.
SANITIZER = re.compile(rb"ERROR: (AddressSanitizer|LeakSanitizer)|"
                       rb"WARNING: ThreadSanitizer|runtime error:")


class Skip(Exception):
    """PostgreSQL cannot run here: the test is skipped (77)."""


def graph_text(tag):
    """A small graph of its own, so its id is its own."""
    n = 2 + tag % 5
    lines = ["graph():", "    %x : [#users=1] = placeholder[target=x]"]
    prev = "x"
    for i in range(n):
        lines.append("    %%r%d_%d : [#users=1] = call_function[target="
                     "torch.relu](args = (%%%s,), kwargs = {})" % (tag, i, prev))
        prev = "r%d_%d" % (tag, i)
    lines.append("    return %s" % prev)
    return ("\n".join(lines) + "\n").encode()


def request(method, url, body=None, timeout=30, headers=None):
    """(status, headers, body bytes, seconds taken); status 0 when no
    answer came (the error's text as body)."""
    req = urllib.request.Request(url, data=body, method=method,
                                 headers=headers or {})
    t0 = time.monotonic()
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, r.headers, r.read(), time.monotonic() - t0
    except urllib.error.HTTPError as e:
        return e.code, e.headers, e.read(), time.monotonic() - t0
    except (urllib.error.URLError, ConnectionError, OSError) as e:
        return 0, {}, str(e).encode(), time.monotonic() - t0


class Cluster:
    """PostgreSQL in a temporary folder, and replicas started by name."""

    def __init__(self, prefix):
        self.pgbin = sorted(glob.glob("/usr/lib/postgresql/*/bin"),
                            key=lambda p: [int(x) for x in
                                           re.findall(r"\d+", p)] or [0])
        if not self.pgbin or not os.access(
                os.path.join(self.pgbin[-1], "initdb"), os.X_OK):
            raise Skip("no PostgreSQL server binaries")
        self.pgbin = self.pgbin[-1]
        self.as_pg = []
        if os.getuid() == 0:
            if subprocess.call(["id", "postgres"], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL) != 0:
                raise Skip("running as root and there is no postgres user")
            self.as_pg = ["runuser", "-u", "postgres", "--"]
        self.tmp = tempfile.mkdtemp(prefix=prefix)
        os.chmod(self.tmp, 0o755)
        # PostgreSQL's own folder: its data, its socket and its log.
        self.pgdir = os.path.join(self.tmp, "pg")
        self.db = os.path.join(self.pgdir, "db")
        self.sock = os.path.join(self.pgdir, "sock")
        os.mkdir(self.pgdir)
        os.mkdir(self.sock)
        if self.as_pg:
            shutil.chown(self.pgdir, "postgres")
            shutil.chown(self.sock, "postgres")
        self.replicas = {}
        self.url = "postgresql://fxviz@/postgres?host=" + self.sock
        self._pg(["initdb", "-D", self.db, "-U", "fxviz", "-A", "trust",
                  "--no-sync"])
        self.pg_start()

    def _pg(self, argv):
        log = os.path.join(self.tmp, "pg.out")
        with open(log, "ab") as out:
            rc = subprocess.call(self.as_pg + [os.path.join(self.pgbin,
                                                            argv[0])] + argv[1:],
                                 stdout=out, stderr=out)
        if rc != 0:
            raise RuntimeError("%s failed: %s" % (argv[0],
                                                  open(log).read()[-2000:]))

    def pg_start(self):
        self._pg(["pg_ctl", "-D", self.db, "-l", os.path.join(self.pgdir,
                                                              "log"),
                  "-w", "-t", "30", "-o", "-k %s -c listen_addresses= "
                  "-c fsync=off" % self.sock, "start"])

    def psql(self, sql):
        out = subprocess.run(self.as_pg + [os.path.join(self.pgbin, "psql"),
                                           "-h", self.sock, "-U", "fxviz",
                                           "-d", "postgres", "-Atc", sql],
                             stdout=subprocess.PIPE, check=True, timeout=60)
        return out.stdout.decode()

    def pg_pids(self):
        """The postmaster and every process it started."""
        with open(os.path.join(self.db, "postmaster.pid")) as f:
            master = int(f.readline())
        pids = [master]
        for stat in glob.glob("/proc/[0-9]*/stat"):
            try:
                with open(stat) as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == master:
                pids.append(int(stat.split("/")[2]))
        return pids

    def pause(self):
        """kill -STOP of the postmaster, then of its children."""
        pids = self.pg_pids()
        for p in pids:
            os.kill(p, signal.SIGSTOP)
        return pids

    def resume(self, pids):
        for p in pids:
            try:
                os.kill(p, signal.SIGCONT)
            except ProcessLookupError:
                pass

    def start(self, name, *extra):
        """Starts replica name; its base URL."""
        port_file = os.path.join(self.tmp, "port." + name)
        if os.path.exists(port_file):
            os.unlink(port_file)
        with open(os.path.join(self.tmp, "log." + name), "ab") as log:
            proc = subprocess.Popen([FXVIZ, "serve", "--listen", "127.0.0.1:0",
                                     "--port-file", port_file, "--workers",
                                     "1", "--data", os.path.join(
                                         self.tmp, "data." + name),
                                     "--store", self.url] + list(extra),
                                    stderr=log)
        for _ in range(300):
            if os.path.exists(port_file) and os.path.getsize(port_file) > 0:
                base = "http://127.0.0.1:%s" % open(port_file).read().strip()
                self.replicas[name] = proc
                return base
            if proc.poll() is not None:
                break
            time.sleep(0.05)
        proc.kill()
        proc.wait()
        raise RuntimeError("replica %s did not start: %s" % (
            name, self.log(name)[-2000:]))

    def stop(self, name):
        proc = self.replicas.pop(name, None)
        if proc is not None:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()

    def log(self, name):
        try:
            with open(os.path.join(self.tmp, "log." + name), "rb") as f:
                return f.read().decode(errors="replace")
        except OSError:
            return ""

    def sanitizer_reports(self):
        out = []
        for path in glob.glob(os.path.join(self.tmp, "log.*")):
            with open(path, "rb") as f:
                m = SANITIZER.search(f.read())
            if m:
                out.append(path)
        return out

    def close(self):
        for name in list(self.replicas):
            self.stop(name)
        try:
            self.resume(self.pg_pids())
        except (OSError, ValueError):
            pass
        subprocess.call(self.as_pg + [os.path.join(self.pgbin, "pg_ctl"),
                                      "-D", self.db, "-m", "immediate",
                                      "stop"], stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL)
        if os.environ.get("KEEP"):
            print("kept " + self.tmp)
        else:
            shutil.rmtree(self.tmp, ignore_errors=True)


def graphs(base):
    """{id: graph's list entry} of a replica's list."""
    status, _, body, _ = request("GET", base + "/api/graphs")
    if status != 200:
        raise RuntimeError("list: %d %s" % (status, body[:300]))
    return {g["id"]: g for g in json.loads(body)["graphs"]}
