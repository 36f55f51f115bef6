#!/bin/sh
# make.sh: remakes the archives check_archive reads, with GNU tar, Info-ZIP
# zip and python's tarfile and zipfile (the hostile ones). Run in this
# folder; the archives are committed, so that the test needs none of these.
set -eu
rm -rf /tmp/fxviz-archive && mkdir -p /tmp/fxviz-archive/run/sub
cd /tmp/fxviz-archive
long=run/a_folder_name_long_enough_to_pass_the_hundred_bytes_of_ustar_names/and_a_file_name_that_is_long_too_rank1.log
mkdir -p "$(dirname "$long")"
printf 'rank 0\n' > run/rank0.log
printf 'rank 1\n' > "$long"
printf 'deep\n' > run/sub/deep.txt
ln -s rank0.log run/link.log
seq 1 2000 > run/numbers.txt
here=$OLDPWD
tar --format=gnu -cf "$here/gnu.tar" run
tar --format=pax -cf "$here/pax.tar" run
tar --format=ustar -cf "$here/ustar.tar" run/rank0.log run/sub
zip -qry "$here/run.zip" run
tar --format=gnu -czf "$here/run.tar.gz" run
cd "$here"
python3 - <<'PY'
import io, tarfile, zipfile, zlib, struct

def tar_with(name, data=b"x\n"):
    b = io.BytesIO()
    with tarfile.open(fileobj=b, mode="w", format=tarfile.USTAR_FORMAT) as t:
        i = tarfile.TarInfo(name); i.size = len(data)
        t.addfile(i, io.BytesIO(data))
    return b.getvalue()

open("traversal.tar", "wb").write(tar_with("run/../../etc/passwd"))
open("absolute.tar", "wb").write(tar_with("/run/rank0.log", b"abs\n"))
open("truncated.tar", "wb").write(tar_with("run/big.log", b"y" * 4000)[:1800])

with zipfile.ZipFile("py.zip", "w") as z:
    z.writestr(zipfile.ZipInfo("run/stored.log"), b"stored\n")
    z.writestr("run/deflated.log", b"deflated " * 100,
               compress_type=zipfile.ZIP_DEFLATED)
with zipfile.ZipFile("traversal.zip", "w") as z:
    z.writestr("../evil.log", b"evil\n")
with zipfile.ZipFile("bomb.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("zeros.log", b"\0" * (20 << 20))
import gzip
open("bomb.gz", "wb").write(gzip.compress(b"\0" * (20 << 20), mtime=0))
data = open("run.tar.gz", "rb").read()
open("truncated.tar.gz", "wb").write(data[:len(data) // 2])
data = open("py.zip", "rb").read()
open("truncated.zip", "wb").write(data[:len(data) - 30])

# overlap.zip: one deflated stream of 10 kB, named by 50 central records
# (David Fifield's overlapping-files bomb, small; bytes that do not
# compress, so that no ratio limit catches it first)
import random
data = random.Random(1).randbytes(10000)
payload = zlib.compressobj(9, zlib.DEFLATED, -15)
raw = payload.compress(data) + payload.flush()
crc = zlib.crc32(data)
local = struct.pack("<IHHHHHIIIHH", 0x04034b50, 20, 0, 8, 0, 0, crc,
                    len(raw), len(data), 5, 0) + b"a.log" + raw
central = b""
for k in range(50):
    name = b"f%02d.log" % k
    central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014b50, 20, 20, 0, 8,
                           0, 0, crc, len(raw), len(data), len(name), 0, 0,
                           0, 0, 0, 0) + name
end = struct.pack("<IHHHHIIH", 0x06054b50, 0, 0, 50, 50, len(central),
                  len(local), 0)
open("overlap.zip", "wb").write(local + central + end)
PY
rm -rf /tmp/fxviz-archive
