"""old_prefix: compile.py's run, its TORCH_LOGS lines prefixed as torch
2.1-2.3's TorchLogsFormatter prefixed them (every line of a message:
'[2024-04-30 17:13:04,191] [0/0] torch._dynamo.output_graph.__graph_code:
[DEBUG] '), in place of 2.14's glog prefix. The messages are torch 2.14's
own. Usage: old_prefix.py BACKEND."""
import logging
import runpy
import sys

import torch
import torch._guards
import torch._logging._internal as internal


class OldFormatter(logging.Formatter):
    """torch 2.1-2.3's TorchLogsFormatter.format, as it laid lines out."""

    def format(self, record):
        record.message = record.getMessage()
        record.asctime = self.formatTime(record, self.datefmt)
        s = record.message
        trace_id = torch._guards.CompileContext.current_trace_id()
        traceid = " [%s]" % (trace_id,) if trace_id is not None else ""
        prefix = "[%s]%s %s: [%s]" % (record.asctime, traceid, record.name,
                                      record.levelname)
        return "\n".join("%s %s" % (prefix, line) for line in s.split("\n"))


internal.DEFAULT_FORMATTER = OldFormatter()
torch._logging.set_logs(graph_code=True, aot_graphs=True)
sys.argv = [sys.argv[0].replace("old_prefix", "compile")] + sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
