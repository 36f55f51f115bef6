# make.py: writes NAME.code.py (gm.code) and NAME.readable.py
# (gm.print_readable()) of corpus models, for tests/unit/check_load_code.c.
# Run with Debian's torch 1.13:
#   /usr/bin/python3 tests/data/code/make.py CORPUS_TOOLS_DIR OUTDIR NAMES
# where CORPUS_TOOLS_DIR holds the corpus's build.py (the same builders
# that made tests/data/corpus/NAME.fx.txt). It also writes NAME.fx.txt,
# str(gm.graph) of the same trace, to compare with the corpus's copy.
import contextlib, io, os, sys
sys.path.insert(0, sys.argv[1])
from build import build
outdir = sys.argv[2]
for name in sys.argv[3].split(","):
    gm = build(name)
    with open(os.path.join(outdir, name + ".code.py"), "w") as f:
        f.write(gm.code)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        r = gm.print_readable()
    with open(os.path.join(outdir, name + ".readable.py"), "w") as f:
        f.write(r if isinstance(r, str) else out.getvalue())
    with open(os.path.join(outdir, name + ".fx.txt"), "w") as f:
        f.write(str(gm.graph) + "\n")
