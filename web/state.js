// state: the view as data, and the two URLs made from it: the page's own
// (everything the user sees, to share) and the SVG's (what the server draws).

import { DEFAULT_DEPTH, DRAWING, MAX_DEPTH, OPS } from './config.js';
import { OVERLAY_NAME } from './overlays.js';

// Where tensor shapes are drawn; the first is the server's default.
export const SHAPES = ['boxes', 'edges', 'off'];

// The view a page URL describes; unknown or bad parts fall back to defaults.
// path: the URL's path, which names the run a run page is of
// (/runs/{id}).
export function readState(search, path = '/') {
  const p = new URLSearchParams(search);
  const depth = Number(p.get('depth'));
  const diff = p.get('graph') && p.get('diff') || null;
  return {
    run: runOf(path),
    graph: p.get('graph') || null,
    // compared with: graph is then the "before", diff the "after", and
    // the view is of their merged graph (which has no sub-graphs)
    diff,
    sub: diff ? null : p.get('sub') || null,
    node: p.get('node') || null,
    focus: p.get('focus') || null,
    depth: p.has('depth') && Number.isInteger(depth) && depth >= 0 &&
        depth <= MAX_DEPTH ? depth : DEFAULT_DEPTH,
    rankdir: p.get('rankdir') === 'LR' ? 'LR' : 'TB',
    edges: p.get('edges') === 'all' ? 'all' : 'auto',
    q: p.get('q') || '',
    expand: list(p.get('expand')),
    collapse: list(p.get('collapse')),
    hide: (p.get('hide') || '').split(',').filter((op) => OPS.includes(op)),
    shapes: SHAPES.includes(p.get('shapes')) ? p.get('shapes') : 'boxes',
    // the output code of the same compile, whose kernels the panel names
    // (and colour the drawing, with color=kernel); on an output code's
    // page, post names the post-grad graph its kernels compute
    code: diff ? null : idParam(p.get('code')),
    post: diff ? null : idParam(p.get('post')),
    // op; kernel (with code); or an overlay's name: the server says
    // when the graph has none of it
    color: !diff && p.get('color') === 'kernel' && p.get('code') ? 'kernel' :
      OVERLAY_NAME.test(p.get('color') || '') &&
      p.get('color') !== 'op' && p.get('color') !== 'kernel' ?
        p.get('color') : 'op',
    view: readView(p.get('z'), p.get('c')),
  };
}

// z=1.25&c=1520,3400 -> { z: 1.25, cx: 1520, cy: 3400 }: the scale, and
// the point of the drawing (its own px) at the middle of what is seen.
// null unless both are there and make sense.
function readView(z, c) {
  const s = Number(z);
  const m = /^(-?[\d.]+),(-?[\d.]+)$/.exec(c || '');
  if (!m || !(s > 0) || !Number.isFinite(s) || Number.isNaN(+m[1]) ||
      Number.isNaN(+m[2]))
    return null;
  return { z: s, cx: +m[1], cy: +m[2] };
}

// "/runs/ID" -> ID; null for any other path.
function runOf(path) {
  const m = /^\/runs\/([^/]+)$/.exec(path || '');
  if (!m)
    return null;
  try {
    return decodeURIComponent(m[1]) || null;
  } catch (e) {
    return null;
  }
}

// The path of run id's page.
export function runPath(id) {
  return `/runs/${encodeURIComponent(id)}`;
}

// A graph id or alias from the URL, or null.
function idParam(s) {
  return s && s.length <= 200 ? s : null;
}

// "a,b" -> ['a', 'b']: module paths (no path holds a comma).
function list(s) {
  return (s || '').split(',').filter(Boolean);
}

// name=value pairs, percent-encoded (spaces as %20, which every server
// reads the same way, unlike '+').
// A list goes as a,b with each item encoded, as one would type it.
function query(pairs) {
  const s = pairs.filter(([, v]) => v !== null && v !== '' && v !== undefined)
      .map(([k, v]) => `${k}=${Array.isArray(v) ?
        v.map(encodeURIComponent).join(',') : encodeURIComponent(v)}`)
      .join('&');
  return s ? `?${s}` : '';
}

// The server's view options, only where they differ from its defaults.
// sub (a sub-graph's dotted path) comes first: it says which graph the
// other options are about.
function viewPairs(st) {
  return [
    ['sub', st.sub],
    ['rankdir', st.rankdir === 'LR' ? 'LR' : null],
    ['edges', st.edges === 'all' ? 'all' : null],
    ['focus', st.focus],
    ['depth', st.focus && st.depth !== DEFAULT_DEPTH ? String(st.depth) : null],
    ['expand', st.expand.length ? st.expand : null],
    ['collapse', st.collapse.length ? st.collapse : null],
    ['hide', st.hide.length ? OPS.filter((op) => st.hide.includes(op))
        .join(',') : null],
    ['shapes', st.shapes && st.shapes !== SHAPES[0] ? st.shapes : null],
    ['color', kernelColoured(st) ? 'kernel' : overlayColoured(st) ? st.color :
      null],
    ['code', kernelColoured(st) ? st.code : null],
  ];
}

// Whether the drawing is coloured by an overlay's values (st.color its
// name); of two graphs compared, by how they changed.
export function overlayColoured(st) {
  return !!st.color && st.color !== 'op' && st.color !== 'kernel';
}

// Whether the drawing is coloured by the kernels of st.code.
export function kernelColoured(st) {
  return st.color === 'kernel' && !!st.code && !st.sub && !st.diff;
}

// The address of this view of the page: on a run's page, the run's path
// with the graph's view after it.
export function pageUrl(st) {
  const base = st.run ? runPath(st.run) : '/';
  if (!st.graph)
    return base;
  return base + query([
    ['graph', st.graph],
    ['diff', st.diff],
    // (viewPairs names the code when it colours the drawing)
    ['code', kernelColoured(st) ? null : st.code],
    ['post', st.post],
    ['node', st.node],
    ...viewPairs(st),
    ['q', st.q],
    // last: the part that changes as one looks around
    ['z', st.view ? String(Number(st.view.z.toPrecision(3))) : null],
    ['c', st.view ? [Math.round(st.view.cx), Math.round(st.view.cy)] : null],
  ]);
}

// The SVG the server draws for this view: fetched, and offered as download
// (hidden ops are left out by the server, so the download matches).
// In a comparison, the drawing of the two graphs' merged graph.
export function svgUrl(st) {
  if (st.diff)
    return `${diffBase(st.graph, st.diff)}.svg` +
        query(viewPairs({ ...st, sub: null }));
  return `/graphs/${encodeURIComponent(st.graph)}.svg` + query(viewPairs(st));
}

// url as the page asks for it: naming the drawing the server's build
// makes (GET /api/config), since pictures and kernel maps are sent
// immutable, and a browser or nginx would keep an earlier build's under
// the view's own URL. The view's URL (the download link, what a test
// waits for) stays as it is.
export function built(url) {
  return DRAWING ? `${url}${url.includes('?') ? '&' : '?'}fxviz=` +
      encodeURIComponent(DRAWING) : url;
}

// The comparison's report (docs/diff.md): every node and edge with its
// class, and each node's before and after.
export function diffUrl(a, b) {
  return `${diffBase(a, b)}.json`;
}

function diffBase(a, b) {
  return `/graphs/${encodeURIComponent(a)}/diff/${encodeURIComponent(b)}`;
}

// Which kernels of output code `code` compute which nodes of post-grad
// graph `post` (docs/api.md, "Kernels").
export function kernelsUrl(post, code) {
  return `/api/graphs/${encodeURIComponent(post)}/kernels` +
      query([['code', code]]);
}

// The graph's JSON, or one of its sub-graphs' (sub: a dotted path).
export function graphUrl(id, sub) {
  return `/api/graphs/${encodeURIComponent(id)}` + query([['sub', sub]]);
}

// The sub-graph path one level in: name is what a node's "subgraph" says,
// relative to the graph it is in.
export function subPath(sub, name) {
  return sub ? `${sub}.${name}` : name;
}
