// values: fxviz value trees (docs/format.md) printed as FX prints them,
// as a list of parts: strings, and {ref: name} for every node reference,
// which the caller turns into links.

// Python's repr() of a float: shortest digits, exponent past 1e16 or
// below 1e-4, and always a '.0' or an exponent so it reads as a float.
export function pyFloat(x) {
  if (Number.isNaN(x))
    return 'nan';
  if (!Number.isFinite(x))
    return x > 0 ? 'inf' : '-inf';
  if (x === 0)
    return Object.is(x, -0) ? '-0.0' : '0.0';
  const [mant, e] = x.toExponential().split('e');
  const exp = Number(e);
  const sign = mant[0] === '-' ? '-' : '';
  const digits = mant.replace('-', '').replace('.', '');
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${exp < 0 ? '-' : '+'}` +
        String(Math.abs(exp)).padStart(2, '0');
  }
  if (exp < 0)
    return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  if (digits.length <= exp + 1)
    return `${sign}${digits}${'0'.repeat(exp + 1 - digits.length)}.0`;
  return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
}

// Raw text with the nodes it refers to: each "%name" (or, in a return
// line's bare form, each whole-word name) becomes a reference; refs that
// cannot be found in the text follow it.
function rawParts(text, refs, out) {
  const found = [];
  const missing = [];
  for (const name of new Set(refs || [])) {
    const hits = [];
    for (let i = text.indexOf(`%${name}`); i >= 0;
      i = text.indexOf(`%${name}`, i + 1)) {
      if (!wordAt(text, i + 1 + name.length))
        hits.push([i, name.length + 1, name]);
    }
    if (hits.length === 0) {
      for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1))
        if (!wordAt(text, i - 1) && !wordAt(text, i + name.length))
          hits.push([i, name.length, name]);
    }
    if (hits.length === 0)
      missing.push(name);
    found.push(...hits);
  }
  found.sort((a, b) => a[0] - b[0]);
  let at = 0;
  for (const [i, len, name] of found) {
    if (i < at)
      continue;  // overlaps an earlier, longer or leftmost match
    out.push(text.slice(at, i), { ref: name, text: text.slice(i, i + len) });
    at = i + len;
  }
  out.push(text.slice(at));
  if (missing.length) {
    out.push('  (refers to ');
    missing.forEach((name, k) => {
      if (k > 0)
        out.push(', ');
      out.push({ ref: name });
    });
    out.push(')');
  }
}

function wordAt(text, i) {
  return i >= 0 && i < text.length && /[A-Za-z0-9_]/.test(text[i]);
}

function items(list, open, close, out, tupleComma) {
  out.push(open);
  list.forEach((v, k) => {
    if (k > 0)
      out.push(', ');
    valueParts(v, out);
  });
  if (tupleComma && list.length === 1)
    out.push(',');
  out.push(close);
}

// Appends the parts of one value to out.
export function valueParts(v, out) {
  if (v === null || v === undefined)
    return out.push('None');
  if (v === true || v === false)
    return out.push(v ? 'True' : 'False');
  if (typeof v === 'number')
    return out.push(Number.isInteger(v) ? String(v) : pyFloat(v));
  if (typeof v === 'string')
    return out.push(v);  // FX prints a str bare
  if (Array.isArray(v))
    return items(v, '[', ']', out, false);
  const keys = Object.keys(v);
  if ('raw' in v && typeof v.raw === 'string' &&
      keys.every((k) => k === 'raw' || k === 'refs'))
    return rawParts(v.raw, Array.isArray(v.refs) ? v.refs : [], out);
  if (keys.length === 1) {
    const x = v[keys[0]];
    switch (keys[0]) {
    case 'node':
      return out.push({ ref: String(x) });
    case 'int':
      return out.push(String(x));
    case 'float':
      return out.push(typeof x === 'number' ? pyFloat(x) : String(x));
    case 'tuple':
      if (Array.isArray(x))
        return items(x, '(', ')', out, true);
      break;
    case 'slice':
      if (Array.isArray(x))
        return items(x, 'slice(', ')', out, false);
      break;
    case 'ellipsis':
      return out.push('Ellipsis');
    case 'dict':
      if (x && typeof x === 'object' && !Array.isArray(x)) {
        out.push('{');
        Object.entries(x).forEach(([k, val], i) => {
          out.push(i > 0 ? ', ' : '', `${k}: `);
          valueParts(val, out);
        });
        return out.push('}');
      }
      break;
    default:
      break;
    }
  }
  return out.push(JSON.stringify(v));  // an unknown shape, as its JSON text
}

// A node's args: the tuple FX prints, or raw text it could not read.
export function argsParts(node) {
  const out = [];
  const args = node.args === undefined ? [] : node.args;
  if (Array.isArray(args))
    items(args, '(', ')', out, true);
  else
    valueParts(args, out);
  return out;
}

// A node's kwargs: {k: v, ...} as FX prints them, or its raw text.
export function kwargsParts(node) {
  const out = [];
  if (node.kwargs_raw)
    valueParts(node.kwargs_raw, out);
  else
    valueParts({ dict: node.kwargs || {} }, out);
  return out;
}

// The parts as plain text (for search and titles).
export function partsText(parts) {
  return parts.map((p) => typeof p === 'string' ? p :
      p.text !== undefined ? p.text : `%${p.ref}`).join('');
}
