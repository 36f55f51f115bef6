# make.py: writes NAME.tab.txt, gm.graph.print_tabular() of corpus models,
# for tests/unit/check_load_tabular.c. Run with Debian's torch 1.13 and
# python3-tabulate:
#   /usr/bin/python3 tests/data/tabular/make.py CORPUS_TOOLS_DIR OUTDIR NAMES
# where CORPUS_TOOLS_DIR holds the corpus's build.py (the same builders
# that made tests/data/corpus/NAME.fx.txt).
import contextlib, io, os, sys
sys.path.insert(0, sys.argv[1])
from build import build
outdir = sys.argv[2]
for name in sys.argv[3].split(","):
    gm = build(name)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        gm.graph.print_tabular()
    with open(os.path.join(outdir, name + ".tab.txt"), "w") as f:
        f.write(out.getvalue())
