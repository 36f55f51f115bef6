"""depyf_install: compile.py with depyf.install(), whose bytecode hook
logs the source it decompiles from dynamo's bytecode under
TORCH_LOGS=+bytecode ("possible source code:", then "def forward(...)").
Usage: depyf_install.py BACKEND."""
import runpy
import sys

import truth  # noqa: F401  (records the graphs torch prints)
import depyf

depyf.install()
runpy.run_path(sys.argv[0].replace("depyf_install.py", "compile.py"),
               run_name="__main__")
