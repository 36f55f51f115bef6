"""Torch's own record of a compile run, taken while it runs (make_runs.py
puts this folder on PYTHONPATH, so every process of a run, torchrun's
ranks too, loads it before the script; the script is not changed).

At exit it writes FXVIZ_RUNS_TRUTH/torch-PID.json with:
- events: every structured event torch's trace logger emitted, in order
  (its key, an artifact's name, the compile id as torch prints it, the
  rank, whether it had a payload, and what kind of text the payload is);
- metrics: torch._dynamo.utils' CompilationMetrics records (compile id,
  code, restart reasons, failure);
- graph_break_counter: torch._dynamo.utils.counters["graph_break"];
- graph_breaks and recompiles: the records of the graph_breaks and
  recompiles artifact loggers, each with the compile id torch's log
  formatter would print.
Nothing is written when the process compiled nothing."""
import atexit
import json
import logging
import os

OUT = os.environ.get("FXVIZ_RUNS_TRUTH")


def install():
    import torch
    import torch._dynamo  # noqa: F401  (counters, metrics, the loggers)
    import torch._dynamo.utils as dutils
    from torch._guards import CompileContext, CompileId, TraceId
    from torch._logging._internal import trace_log

    events, breaks, recompiles = [], [], []

    def current_id():
        tid = CompileContext.current_trace_id()
        return None if tid is None else str(tid)

    def event_id(md):
        if "frame_id" not in md and "compiled_autograd_id" not in md:
            return None
        cid = CompileId(frame_id=md.get("frame_id"),
                        frame_compile_id=md.get("frame_compile_id"),
                        compiled_autograd_id=md.get("compiled_autograd_id"))
        return str(TraceId(cid, md.get("attempt", 0)))

    def kind(payload):
        if not isinstance(payload, str):
            return None
        if "def call(" in payload and "async_compile" in payload:
            return "output_code"
        if ("class " in payload and "def forward(" in payload) or \
                payload.lstrip().startswith("graph():"):
            return "fx"
        return "text"

    class Events(logging.Handler):
        def emit(self, record):
            md = getattr(record, "metadata", None)
            if not isinstance(md, dict):
                return
            keys = [k for k in md if k not in (
                "rank", "frame_id", "frame_compile_id", "attempt",
                "compiled_autograd_id", "stack", "has_payload",
                "subgraph_name")]
            key = keys[0] if keys else None
            name = None
            if key in ("artifact", "graph_dump") and \
                    isinstance(md[key], dict):
                name = md[key].get("name")
            events.append({"key": key, "name": name,
                           "compile_id": event_id(md),
                           "rank": md.get("rank"),
                           "payload": "has_payload" in md,
                           "kind": kind(getattr(record, "payload", None))})

    class Artifact(logging.Handler):
        def __init__(self, into):
            super().__init__(logging.DEBUG)
            self.into = into

        def emit(self, record):
            self.into.append({"compile_id": current_id(),
                              "message": record.getMessage()})

    trace_log.addHandler(Events(logging.DEBUG))
    for name, into in (("torch._dynamo.symbolic_convert.__graph_breaks",
                        breaks),
                       ("torch._dynamo.guards.__recompiles", recompiles)):
        log = logging.getLogger(name)
        log.addHandler(Artifact(into))

    def write():
        metrics = []
        for m in dutils._compilation_metrics:
            d = {k: getattr(m, k, None) for k in (
                "compile_id", "frame_key", "co_name", "co_filename",
                "co_firstlineno", "fail_type", "fail_reason",
                "fail_user_frame_filename", "fail_user_frame_lineno",
                "restart_reasons", "graph_op_count", "graph_node_count",
                "recompile_reason")}
            if d["restart_reasons"] is not None:
                d["restart_reasons"] = sorted(d["restart_reasons"])
            metrics.append(d)
        if not events and not metrics:
            return
        import torch.distributed as dist
        rank = dist.get_rank() if dist.is_available() and \
            dist.is_initialized() else None
        if rank is None and os.environ.get("RANK") is not None:
            rank = int(os.environ["RANK"])
        out = {"torch": torch.__version__, "pid": os.getpid(), "rank": rank,
               "events": events, "metrics": metrics,
               "graph_break_counter": dict(
                   dutils.counters.get("graph_break", {})),
               "graph_breaks": breaks, "recompiles": recompiles}
        path = os.path.join(OUT, "torch-%d.json" % os.getpid())
        with open(path, "w") as f:
            json.dump(out, f, indent=1, sort_keys=True, default=str)

    atexit.register(write)


if OUT:
    install()
