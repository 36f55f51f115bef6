// tar: a folder's files as one ustar archive, for POST /api/runs (a
// TORCH_TRACE or TORCH_COMPILE_DEBUG folder picked or dropped on the
// page). No DOM here: node runs it too (tests/unit/run_js.mjs).

const BLOCK = 512;

// Which files of a folder go up: the ones torch writes as text (traces,
// logs, printed graphs, output code); a checkpoint or a binary does not.
export function wanted(path) {
  const name = path.split('/').pop();
  return !name.startsWith('.') &&
      /\.(log|txt|py|json|fx)$|^dedicated_log_torch_trace/.test(name);
}

// [{path, bytes (Uint8Array)}] -> the archive (Uint8Array): each file a
// header and its bytes padded to 512, then two empty blocks. A path of
// more than 100 bytes is split into the header's prefix (155) and name;
// one that will not split is left out (in the list returned as skipped).
export function tarOf(files) {
  const enc = new TextEncoder();
  const parts = [];
  const skipped = [];
  let size = 0;
  for (const f of files) {
    const header = headerOf(enc.encode(f.path), f.bytes.length);
    if (!header) {
      skipped.push(f.path);
      continue;
    }
    parts.push(header, f.bytes);
    const pad = (BLOCK - f.bytes.length % BLOCK) % BLOCK;
    if (pad)
      parts.push(new Uint8Array(pad));
    size += BLOCK + f.bytes.length + pad;
  }
  parts.push(new Uint8Array(2 * BLOCK));
  size += 2 * BLOCK;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return { tar: out, skipped };
}

// A ustar header for a regular file, mode 0644, owner 0:0, time 0; null
// when the path does not fit.
function headerOf(path, length) {
  let name = path;
  let prefix = new Uint8Array(0);
  if (path.length > 100) {
    // the last '/' that leaves at most 155 bytes before and 100 after
    let cut = -1;
    for (let i = Math.min(path.length - 1, 155); i > 0; i--) {
      if (path[i] === 0x2f && path.length - i - 1 <= 100) {
        cut = i;
        break;
      }
    }
    if (cut < 0)
      return null;
    prefix = path.slice(0, cut);
    name = path.slice(cut + 1);
  }
  const h = new Uint8Array(BLOCK);
  const put = (at, bytes) => h.set(bytes, at);
  const text = (s) => new TextEncoder().encode(s);
  const octal = (n, width) => text(n.toString(8).padStart(width - 1, '0') + '\0');
  put(0, name);
  put(100, octal(0o644, 8));
  put(108, octal(0, 8));
  put(116, octal(0, 8));
  put(124, octal(length, 12));
  put(136, octal(0, 12));
  put(148, text('        '));  // the checksum counts itself as spaces
  h[156] = 0x30;  // '0': a regular file
  put(257, text('ustar\0'));
  put(263, text('00'));
  put(345, prefix);
  let sum = 0;
  for (const b of h)
    sum += b;
  put(148, text(sum.toString(8).padStart(6, '0') + '\0 '));
  return h;
}
