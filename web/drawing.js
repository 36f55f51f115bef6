// drawing: the server's SVG in the page. It is parsed as SVG (never as
// HTML) and indexed once when it arrives: which element stands for which
// node, which edges and far-input boxes touch it. After that, selection,
// search marks and hidden ops touch only the elements they concern, and
// pan and zoom touch none.
//
// The ids come from src/draw.c (docs/api.md): "n:NAME" for a node,
// "p:SRC:DST" for the box standing for node SRC beside its user DST,
// "q:DST" for the box standing for several far inputs of DST, "e:SRC:DST"
// for an edge (SRC and DST are indexes in the graph's node array),
// "m:PATH" for a closed module's box and "c:PATH" for an open module's
// frame: its first stretch in graph order, and "c:PATH#2", "c:PATH#3" ...
// (class "more") for the stretches after another module's nodes.

import { OPS } from './config.js';

const PT = 4 / 3;  // CSS px per point: Graphviz sizes its SVG in points

const SLICE = 48 * 1024;  // bytes of SVG text parsed at a time

// The module path of an open module's frame (any of its stretches).
export function framePath(e) {
  const id = e.id.slice(2);
  return e.classList.contains('more') ? id.replace(/#\d+$/, '') : id;
}

// The <svg> element of an SVG text, moved into this document.
export function parseSvg(text) {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.localName !== 'svg' || root.querySelector('parsererror'))
    throw new Error('the server sent a drawing that is not SVG');
  clean(root);
  return document.adoptNode(root);
}

// Graphviz writes neither; a drawing must not carry script or HTML.
function clean(root) {
  for (const bad of root.querySelectorAll('script, foreignObject'))
    bad.remove();
}

// Cuts Graphviz's SVG text in slices, so that a drawing of several MB is
// parsed a slice at a time and the page stays responsive: the head (the
// <svg> with its graph's <g>, empty) and the items of that <g>, cut where
// Graphviz starts a node, edge or frame with its "<!-- NAME -->" line
// (names hold no newline, so the cut never falls inside an item), or
// between the segments of a drawing laid out in pieces. null when the
// text is not laid out that way: parse it whole.
export function sliceSvg(text) {
  const open = text.indexOf('<g id="fxviz"');
  const start = open < 0 ? -1 : text.indexOf('>', open) + 1;
  const end = text.lastIndexOf('</g>');
  if (start <= 0 || end < start)
    return null;
  // A drawing laid out in segments (fxviz stacks them, each in a
  // <g class="segment">) is cut between segments: each is whole.
  const mark = text.indexOf('\n<g class="segment"', start) >= 0 ?
    '\n<g class="segment"' : '\n<!-- ';
  const slices = [];
  for (let at = start; at < end;) {
    let cut = at + SLICE >= end ? end : text.indexOf(mark, at + SLICE);
    if (cut < 0 || cut > end)
      cut = end;
    slices.push(text.slice(at, cut));
    at = cut;
  }
  return { head: text.slice(0, start) + text.slice(end), slices };
}

// The elements of one slice, moved into this document.
export function parseSlice(slice) {
  const svg = parseSvg('<svg xmlns="http://www.w3.org/2000/svg" ' +
      `xmlns:xlink="http://www.w3.org/1999/xlink">${slice}</svg>`);
  return [...svg.childNodes];
}

// The tooltip of a module's box or frame says what a click does.
function retitle(e, text) {
  const t = e.querySelector('title');
  if (t)
    t.textContent = text;
}

// How many edges a merged edge stands for: its class count-N, which the
// server gives those it leaves unlabelled (a drawing labels at most 1,000,
// the heaviest), else its label; 0 when it says neither.
function mergedCount(e) {
  for (const c of e.classList)
    if (/^count-\d+$/.test(c))
      return Number(c.slice(6));
  const t = e.querySelector('text');
  return t && /^\d+$/.test(t.textContent) ? Number(t.textContent) : 0;
}

function length(attr) {
  const m = /^([\d.]+)\s*(pt|px)?$/.exec(attr || '');
  if (!m)
    return 0;
  return Number(m[1]) * (m[2] === 'pt' ? PT : 1);
}

export class Drawing {
  // svg: from parseSvg, not yet in the document (more of it may come with
  // add); graph: its model.Graph.
  constructor(svg, graph) {
    this.svg = svg;
    this.graph = graph;
    const vb = svg.viewBox.baseVal;
    this.width = length(svg.getAttribute('width')) || (vb ? vb.width : 0);
    this.height = length(svg.getAttribute('height')) || (vb ? vb.height : 0);
    svg.setAttribute('width', this.width);
    svg.setAttribute('height', this.height);
    svg.removeAttribute('style');
    this.nodeEl = new Map();   // index -> <g class="node OP">
    this.proxies = new Map();  // index -> its far-input boxes
    this.edges = new Map();    // index -> edges into and out of it
    this.modules = new Map();  // path -> a closed module's box
    this.frames = new Map();   // path -> an open module's frame
    this.selected = [];
    this.marked = [];
    this.tabStop = null;       // the one box Tab reaches: see focusable
    this.root = svg.querySelector('g') || svg;  // the graph's <g>
    this.index(svg);
  }

  // Appends a slice's elements (from parseSlice) to the graph's <g>.
  add(elements) {
    const frag = document.createDocumentFragment();
    frag.append(...elements);
    this.index(frag);
    this.root.append(frag);
  }

  // Done before elements join the document, where class changes cost no
  // style work yet.
  index(within) {
    const g = this.graph;
    const opOf = (i) => (g.nodes[i] ? g.nodes[i].op : '');
    // Graphviz titles each element with its internal name (n12, n3->n4):
    // the tooltip says the FX names instead.
    const nameOf = (i) => (g.nodes[i] ? g.nodes[i].name : '?');
    const add = (map, k, v) => {
      const list = map.get(k);
      if (list)
        list.push(v);
      else
        map.set(k, [v]);
    };
    for (const e of within.querySelectorAll('g.node')) {
      const id = e.id;
      if (id.startsWith('n:')) {
        const i = g.index(id.slice(2));
        if (i >= 0)
          this.nodeEl.set(i, e);
        retitle(e, id.slice(2));
      } else if (id.startsWith('p:')) {
        const [, src, dst] = id.split(':').map(Number);
        if (opOf(src)) {
          add(this.proxies, src, e);
          e.classList.add(`src-${opOf(src)}`);
        }
        retitle(e, `${nameOf(src)} \u2192 ${nameOf(dst)}: far input`);
      } else if (id.startsWith('q:')) {
        retitle(e, `far inputs \u2192 ${nameOf(Number(id.slice(2)))}`);
      } else if (id.startsWith('m:')) {
        this.modules.set(id.slice(2), e);
        retitle(e, `${id.slice(2)}: click to open`);
      }
    }
    for (const e of within.querySelectorAll('g.cluster')) {
      if (e.id.startsWith('c:')) {
        this.frames.set(e.id.slice(2), e);
        retitle(e, `${framePath(e)}: click its name to close`);
      }
    }
    // Edges carry their ends' ops, so hiding an op hides its edges too.
    // A merged edge (between closed modules) stands for many: it is
    // neither hidden nor marked with one of them; its tooltip says how
    // many, and the first.
    for (const e of within.querySelectorAll('g.edge')) {
      const [tag, s, d] = e.id.split(':');
      if (tag !== 'e')
        continue;
      const src = Number(s);
      const dst = Number(d);
      if (e.classList.contains('merged')) {
        const n = mergedCount(e);
        if (n > 1)
          retitle(e, `${n} edges: ${nameOf(src)} \u2192 ${nameOf(dst)} ` +
            `and ${n - 1} more`);
        continue;
      }
      retitle(e, `${nameOf(src)} \u2192 ${nameOf(dst)}`);
      // A bridge stands for a hidden op (it may end at one, drawn as a
      // point): hiding ops never hides it.
      if (!e.classList.contains('bridge'))
        e.classList.add(`src-${opOf(src)}`, `dst-${opOf(dst)}`);
      add(this.edges, src, e);
      if (dst !== src)
        add(this.edges, dst, e);
    }
  }

  has(i) {
    return this.nodeEl.has(i);
  }

  // What a click landed on: {node: i} for a node, or for a far-input box
  // the node it names (far: true); {module: path} for a closed module's
  // box; {frame: path} for the title of an open module's frame; null for
  // anything else.
  hit(target) {
    const e = target instanceof Element ?
      target.closest('g.node, g.cluster') : null;
    if (!e || !this.svg.contains(e))
      return null;
    const [tag, a] = e.id.split(':');
    const rest = e.id.slice(2);
    switch (tag) {
    case 'n': {
      const i = this.graph.index(rest);
      return i >= 0 ? { node: i } : null;
    }
    case 'p':
      return this.graph.nodes[Number(a)] ? { node: Number(a), far: true } : null;
    case 'q': {
      // One line of the box per far input: the line's text is its name,
      // or its start and an ellipsis when the name was cut short (then the
      // one input of dst it starts); elsewhere in the box, the user it
      // feeds.
      const dst = Number(a);
      const line = target.closest('text');
      const inputs = this.graph.inputs[dst] || [];
      let i = line ? this.graph.index(line.textContent) : -1;
      if (i < 0 && line && line.textContent.endsWith('\u2026')) {
        const start = line.textContent.slice(0, -1);
        const hits = inputs.filter((k) =>
          this.graph.nodes[k].name.startsWith(start));
        i = hits.length === 1 ? hits[0] : -1;
      }
      if (i >= 0 && inputs.includes(i))
        return { node: i, far: true };
      return this.graph.nodes[dst] ? { node: dst } : null;
    }
    case 'm':
      return { module: rest };
    case 'c':
      return target.closest('text') ? { frame: framePath(e) } : null;
    default:
      return null;
    }
  }

  // The closed module whose box holds node i here, or null.
  closedModule(i) {
    const n = this.graph.nodes[i];
    let path = n && typeof n.module === 'string' ? n.module : '';
    let found = null;
    while (path) {
      if (this.modules.has(path))
        found = path;
      const dot = path.lastIndexOf('.');
      path = dot > 0 ? path.slice(0, dot) : '';
    }
    return found;
  }

  // The element that shows node i: its own box, or its closed module's.
  elementOf(i) {
    const m = this.nodeEl.has(i) ? null : this.closedModule(i);
    return m ? this.modules.get(m) : this.nodeEl.get(i);
  }

  // The box of node i (or of its closed module) in the drawing's own px,
  // as laid out at scale 1; null when neither is drawn, or it is hidden.
  box(i, stage, scale) {
    const e = this.elementOf(i);
    if (!e)
      return null;
    const r = e.getBoundingClientRect();
    if (r.width === 0 && r.height === 0)
      return null;
    const o = stage.getBoundingClientRect();
    return {
      x: (r.left - o.left) / scale,
      y: (r.top - o.top) / scale,
      w: r.width / scale,
      h: r.height / scale,
    };
  }

  // The boxes a reader reads (drawing px, as laid out in stage at the
  // given scale): each node's, far-input box's and closed module's, and
  // each open module's name.
  readBoxes(stage, scale) {
    const o = stage.getBoundingClientRect();
    const out = [];
    const add = (e) => {
      const r = e && e.getBoundingClientRect();
      if (r && (r.width || r.height))
        out.push({ x: (r.left - o.left) / scale, y: (r.top - o.top) / scale,
          w: r.width / scale, h: r.height / scale });
    };
    for (const e of this.nodeEl.values())
      add(e);
    for (const e of this.modules.values())
      add(e);
    for (const list of this.proxies.values())
      list.forEach(add);
    for (const f of this.frames.values())
      add(f.querySelector('text'));
    return out;
  }

  // Makes the element that shows node i the drawing's one stop for Tab
  // (a roving tabindex: one box, not thousands, is in the Tab order), and
  // names it for assistive technology; that element, or null when node i
  // is not drawn.
  focusable(i) {
    const e = this.elementOf(i) || null;
    if (e === this.tabStop)
      return e;
    if (this.tabStop)
      this.tabStop.removeAttribute('tabindex');
    this.tabStop = e;
    if (e) {
      const n = this.graph.nodes[i];
      const m = this.nodeEl.has(i) ? null : this.closedModule(i);
      e.setAttribute('tabindex', '0');
      e.setAttribute('role', 'button');
      e.setAttribute('aria-label', m ? `module ${m}, closed, holding ${n.name}` :
        `${n.name}, ${n.op}`);
    }
    return e;
  }

  // Whether node i is drawn and shown (its op not hidden): a box the
  // keyboard can reach.
  reachable(i) {
    const e = this.elementOf(i);
    return !!e && e.getClientRects().length > 0;
  }

  // Marks node i, its edges (in and out) and its far-input boxes.
  select(i) {
    for (const [e, cls] of this.selected)
      e.classList.remove(cls);
    this.selected = [];
    if (i < 0)
      return;
    const mark = (e, cls) => {
      e.classList.add(cls);
      this.selected.push([e, cls]);
    };
    const n = this.elementOf(i);
    if (n)
      mark(n, 'selected');
    for (const p of this.proxies.get(i) || [])
      mark(p, 'selected');
    for (const e of this.edges.get(i) || [])
      mark(e, e.id.startsWith(`e:${i}:`) ? 'hl-out' : 'hl-in');
  }

  // Marks the nodes a search found, and the closed modules holding some.
  mark(indexes) {
    for (const e of this.marked)
      e.classList.remove('match');
    const marked = new Set();
    for (const i of indexes) {
      const e = this.elementOf(i);
      if (e)
        marked.add(e);
    }
    for (const e of marked)
      e.classList.add('match');
    this.marked = [...marked];
  }

  // Marks the nodes of the kernel picked in the panel (and the closed
  // modules holding some): class kernel-hit.
  markKernel(indexes) {
    for (const e of this.kernelHits || [])
      e.classList.remove('kernel-hit');
    const hits = new Set();
    for (const i of indexes) {
      const e = this.elementOf(i);
      if (e)
        hits.add(e);
    }
    for (const e of hits)
      e.classList.add('kernel-hit');
    this.kernelHits = [...hits];
  }

  // Hides the nodes of these ops, their far-input boxes and their edges:
  // one class on the root, the rest is style.
  hide(ops) {
    for (const op of OPS)
      this.svg.classList.toggle(`hide-${op}`, ops.includes(op));
  }
}
