// drawing: the server's SVG in the page. It is parsed as SVG (by the HTML
// parser only where that makes nothing but SVG: see parseSlice) and
// indexed once when it arrives: which element stands for which
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
import { edgeShapes, paintOf } from './overview.js';

const PT = 4 / 3;  // CSS px per point: Graphviz sizes its SVG in points

const SLICE = 48 * 1024;  // bytes of SVG text parsed at a time
// bytes of SVG that show may make visible at a time: the next frame lays
// them out (about 40 ms a MB). Fit on gpt200_makefx shows 17 MB: 2.0 s
// in 4 MB steps, 3.0 s in 1 MB steps (each step draws the whole again)
const SHOW_BYTES = 4 * 1024 * 1024;
const HIDE_AFTER = 2000;  // ms

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
  // (the slices are cut when asked for: a drawing taken in parts, see
  // partsOf, never asks)
  let slices = null;
  return { head: text.slice(0, start) + text.slice(end), start, end,
    get slices() {
      const mark = text.indexOf(SEGMENT, start) >= 0 ? SEGMENT : ITEM;
      slices = slices || cut(text, start, end, mark);
      return slices;
    } };
}

const SEGMENT = '\n<g class="segment"';
const ITEM = '\n<!-- ';

// text[start, end) in slices of SLICE bytes or a little more, each cut
// where mark starts.
function cut(text, start, end, mark) {
  const slices = [];
  for (let at = start; at < end;) {
    let to = at + SLICE >= end ? end : text.indexOf(mark, at + SLICE);
    if (to < 0 || to > end)
      to = end;
    slices.push(text.slice(at, to));
    at = to;
  }
  return slices;
}

// The parts of a drawing fxviz stacked from segments (sliceSvg's cut):
// each segment's frame (its two <g> and its background, without items),
// where the segment is placed (x, y: its translate, in the SVG's units;
// ox, oy: with its graph's own), its items in slices, and the ids of
// nodes, closed modules and frames in each slice ([kind, name as the SVG
// spells it], kind n, m or c). null when the text is not only such
// segments.
export function partsOf(text) {
  const reader = new PartReader();
  reader.feed(text);
  return reader.end();
}

// Cuts a stacked drawing in parts (partsOf) as its text comes in, so that
// the work overlaps the download: feed it the pieces in order, then end.
export class PartReader {
  constructor() {
    this.head = '';      // the text before the first segment, while unread
    this.started = false;  // past it
    this.held = [];      // the pieces of the segment being read
    this.tail = '';      // the last characters held, where a mark may start
    this.parts = [];
    this.length = 0;     // of the text fed
    this.prologue = '';  // the text up to the graph's <g>, with it
    this.epilogue = '';  // from the graph's </g> on (once ended)
  }

  // sliceSvg(text).head, of the text fed, once end() gave the parts.
  get headText() {
    return this.prologue + this.epilogue;
  }

  feed(piece) {
    this.length += piece.length;
    if (!this.parts)
      return;
    if (!this.started) {
      this.head += piece;
      const open = this.head.indexOf('<g id="fxviz"');
      const start = open < 0 ? -1 : this.head.indexOf('>', open) + 1;
      const at = start <= 0 ? -1 : this.head.indexOf(SEGMENT, start);
      if (at < 0) {
        if (this.head.length > 65536)
          this.parts = null;  // not a drawing stacked from segments
        return;
      }
      if (this.head.slice(start, at).trim()) {
        this.parts = null;
        return;
      }
      this.started = true;
      this.prologue = this.head.slice(0, start);
      piece = this.head.slice(at);
      this.head = '';
      this.held = [piece.slice(0, 1)];  // (a segment starts here)
      piece = piece.slice(1);
    }
    // A segment's start may straddle this piece and the text held: the
    // end of that text is searched with the start of this piece, then
    // the piece alone (never the two joined: that would copy each piece
    // of a 100 MB drawing once more).
    const tail = this.tail;
    const keep = SEGMENT.length - 1;
    let cut = 0;  // where the piece's text not held yet begins
    const k = tail ? (tail + piece.slice(0, keep)).indexOf(SEGMENT) : -1;
    if (k >= 0) {  // (it starts in the tail: it is longer than the tail)
      const at = k - tail.length;
      const held = this.held.join('');
      this.take(held.slice(0, held.length + at));
      this.held = [held.slice(held.length + at)];
      if (!this.parts)
        return;
    }
    for (let at = 0; (at = piece.indexOf(SEGMENT, at)) >= 0; at++) {
      this.held.push(piece.slice(cut, at));
      this.take(this.held.join(''));
      this.held = [];
      cut = at;
      if (!this.parts)
        return;
    }
    this.held.push(piece.slice(cut));
    this.tail = piece.length >= keep ? piece.slice(piece.length - keep) :
      (tail + piece).slice(-keep);
  }

  // The parts, or null.
  end() {
    if (!this.parts || !this.started)
      return null;
    // the last segment, up to the graph's </g>
    const last = this.held.join('');
    const close = last.lastIndexOf('</g>');
    this.held = [];
    this.take(last.slice(0, close));
    this.epilogue = last.slice(close);
    return this.parts;
  }

  take(seg) {
    const m = /^\n<g class="segment" transform="translate\(([-\d.]+) ([-\d.]+)\)">/
      .exec(seg);
    const first = seg.indexOf(ITEM);
    const close = seg.lastIndexOf('</g>');         // the segment's
    const inner = seg.lastIndexOf('</g>', close - 1);  // its graph's
    // (its graph's own transform, as Graphviz writes it)
    const t = /^\n<g [^>]*>\n<g [^>]*transform="scale\(1 1\) rotate\(0\) translate\(([-\d.]+) ([-\d.]+)\)">/
      .exec(seg);
    if (!m || !t || first < 0 || inner < first || seg.slice(close + 4).trim()) {
      this.parts = null;
      return;
    }
    const slices = cut(seg, first, inner, ITEM);
    const ids = /<g id="([nmc]):([^"]*)"/g;
    this.parts.push({ x: Number(m[1]), y: Number(m[2]),
      ox: Number(m[1]) + Number(t[1]), oy: Number(m[2]) + Number(t[2]),
      frame: `${seg.slice(0, first)}\n</g>\n</g>`,
      slices,
      ids: slices.map((x) => {
        const found = [];
        ids.lastIndex = 0;
        for (let k; (k = ids.exec(x));)
          found.push(k[1], k[2]);
        return found;
      }) });
  }
}

// An id's text as the SVG spells it (Graphviz escapes '-' as &#45;).
function unescapeXml(s) {
  return s.indexOf('&') < 0 ? s : s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi,
    (all, e) => {
      if (e[0] === '#')
        return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ?
          parseInt(e.slice(2), 16) : Number(e.slice(1)));
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[e.toLowerCase()];
    });
}

// The elements of one slice, moved into this document. The HTML parser
// reads SVG markup into an inert <template> in about a third of the time
// the XML parser takes (gpt200_makefx's 17.7 MB: 0.45 s, 1.25 s), so it
// reads first; what it made is taken only when it is SVG through and
// through: one <svg>, nothing beside it (an HTML tag would have closed
// the SVG there), no element inside a <title> or <desc> (where a tag is
// read as HTML), no script or foreignObject. Anything else is read again
// as XML, and cleaned.
export function parseSlice(slice) {
  const t = document.createElement('template');
  t.innerHTML = `<svg xmlns="${SVG_NS}">${slice}</svg>`;
  const svg = t.content.firstChild;
  if (t.content.childNodes.length === 1 && svg.namespaceURI === SVG_NS &&
      svg.localName === 'svg' &&
      !svg.querySelector('script, foreignObject, title *, desc *'))
    return [...svg.childNodes];
  const xml = parseSvg(`<svg xmlns="${SVG_NS}" ` +
      `xmlns:xlink="http://www.w3.org/1999/xlink">${slice}</svg>`);
  return [...xml.childNodes];
}

const SVG_NS = 'http://www.w3.org/2000/svg';

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

// The box (px) of a shape of Graphviz's, from its own coordinates, in a
// part placed at (ox, oy) SVG units; null when it says none.
function shapeBox(shape, ox, oy, unit) {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const at = (x, y) => {
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  };
  if (shape.localName === 'ellipse') {
    const n = (a) => Number(shape.getAttribute(a)) || 0;
    at(n('cx') - n('rx'), n('cy') - n('ry'));
    at(n('cx') + n('rx'), n('cy') + n('ry'));
  } else {
    const v = (shape.getAttribute(shape.localName === 'path' ? 'd' : 'points')
      || '').match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) || [];
    for (let k = 0; k + 1 < v.length; k += 2)
      at(Number(v[k]), Number(v[k + 1]));
  }
  if (x0 > x1)
    return null;
  return [(ox + x0) * unit, (oy + y0) * unit, (x1 - x0) * unit,
    (y1 - y0) * unit];
}

function addClass(e, cls) {
  e.classList.add(cls);
  return e;
}

function meets(a, b) {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
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
    this.kernelHits = [];
    // What select, mark and markKernel asked for: elements that come in
    // later (a deferred part's, see defer) get their classes as they come.
    this.want = { sel: -1, selModule: null, match: new Set(),
      matchModules: new Set(), kernel: new Set(), kernelModules: new Set() };
    // A deferred drawing's parts, and where the elements not yet parsed
    // are: node index, "m:PATH" or "c:PATH" -> [part, slice].
    this.parts = [];
    this.later = new Map();
    this.partOf = new Map();   // the same keys -> their part, parsed or not
    this.pending = 0;          // slices not yet parsed
    this.unit = 1;             // px per SVG unit
    this.onShown = null;       // called when show made parts visible
    this.onMarked = null;      // called when marks or hidden ops changed
    this.far = false;          // far out: see setFar
    this.root = svg.querySelector('g') || svg;  // the graph's <g>
    this.index(svg);
  }

  // Takes the parts of a stacked drawing (partsOf) with only their frames
  // parsed: a part's items come in when the view nears it (show), when an
  // element of it is asked for (elementOf, frame, box ...), or in idle
  // time (fill), nearest the view first. Every element is in the
  // document once pending is 0 (while fill runs, the hidden parts it
  // fills are out of it). Only the parts near the view are laid out and
  // painted: the others are display: none (class "off"), so that neither
  // the filling in nor a frame of pan costs more with the size of the
  // drawing. false (nothing taken) when the parts are not stacked one
  // way, top down or left to right.
  defer(parts) {
    const down = parts.every((p, k) => k === 0 || p.y > parts[k - 1].y);
    const across = parts.every((p, k) => k === 0 || p.x > parts[k - 1].x);
    const vb = this.svg.viewBox.baseVal;
    if (!parts.length || !(down || across) || !vb || !vb.width || !vb.height)
      return false;
    const unit = this.width / vb.width;  // px per SVG unit
    this.unit = unit;
    const frames = parseSlice(parts.map((p) => p.frame).join(''))
      .filter((e) => e.nodeType === Node.ELEMENT_NODE);
    if (frames.length !== parts.length)
      return false;
    const g = this.graph;
    parts.forEach((p, k) => {
      const end = k + 1 < parts.length ? parts[k + 1] : null;
      const part = {
        box: down ?
          { x0: 0, x1: this.width, y0: p.y * unit,
            y1: end ? end.y * unit : this.height } :
          { x0: p.x * unit, x1: end ? end.x * unit : this.width,
            y0: 0, y1: this.height },
        frame: frames[k],
        g: frames[k].querySelector('g.graph') || frames[k],
        slices: p.slices.map((text) => ({ text, first: null })),
        left: p.slices.length,
        bytes: p.slices.reduce((n, x) => n + x.length, 0),
        at: k,
        shown: false,
        away: 0,     // since when it is out of the view's reach (show)
        ox: p.ox,
        oy: p.oy,
      };
      // (its background, the polygon Graphviz puts first in its graph: the
      // overview paints it)
      const bg = part.g.querySelector(':scope > polygon');
      part.bg = bg && shapeBox(bg, p.ox, p.oy, unit);
      part.bgFill = bg && bg.getAttribute('fill');
      frames[k].classList.add('off');
      p.ids.forEach((found, j) => {
        for (let k = 0; k < found.length; k += 2) {
          const name = unescapeXml(found[k + 1]);
          const key = found[k] === 'n' ? g.index(name) : `${found[k]}:${name}`;
          if (key !== -1) {
            this.later.set(key, [part, j]);
            this.partOf.set(key, part);
          }
        }
      });
      this.pending += part.left;
      this.parts.push(part);
    });
    this.root.append(...frames);
    return true;
  }

  // Parses slice j of a deferred part into its place (the slices keep the
  // text's order, so what was drawn over what stays so).
  parse(part, j) {
    const slice = part.slices[j];
    if (slice.text === null)
      return;
    const frag = document.createDocumentFragment();
    frag.append(...parseSlice(slice.text));
    slice.text = null;
    slice.first = frag.firstChild;
    this.index(frag);
    slice.boxes = this.outlineOf(frag, part);
    slice.lines = edgeShapes(frag, part.ox, part.oy, this.unit);
    let after = null;
    for (let k = j + 1; k < part.slices.length && !after; k++)
      after = part.slices[k].first;
    part.g.insertBefore(frag, after);
    part.left--;
    this.pending--;
  }

  // Parses what is deferred of the element key stands for (see later),
  // and shows its part: it is asked for to be laid out.
  need(key) {
    const at = this.later.get(key);
    if (at) {
      this.later.delete(key);
      this.parse(at[0], at[1]);
    }
    const part = this.partOf.get(key);
    if (part)
      this.unhide(part);
  }

  unhide(part) {
    this.attach(part);
    if (!part.shown) {
      part.shown = true;
      part.frame.classList.toggle('far', this.far);
      part.frame.classList.remove('off');
    }
  }

  // Far out (panzoom.js), the parts on show have no text: class "far" on
  // those parts, never on an element above them all (a class there has
  // the page's style pass walk every element of every part, shown or not:
  // a second on gpt200_makefx). A part shown later gets it then. Nor is
  // the <svg> made a layer of its own, as a drawing laid out whole is
  // (will-change: a second of layout on gpt200_makefx, all parts off):
  // the overview (overview.js) draws the crowded views far out.
  setFar(far) {
    this.far = far;
    for (const part of this.parts)
      if (part.shown)
        part.frame.classList.toggle('far', far);
  }

  // Puts a part fill took out (see there) back in its place.
  attach(part) {
    if (part.frame.parentNode === this.root)
      return;
    let next = null;
    for (let k = part.at + 1; k < this.parts.length && !next; k++)
      if (this.parts[k].frame.parentNode === this.root)
        next = this.parts[k].frame;
    this.root.insertBefore(part.frame, next);
  }

  // Shows the parts near the rect (drawing px: x0, y0, x1, y1: the view),
  // those the rect grown by a view on each side meets, parsing what they
  // lack, for at most budget ms, those the view meets first; hides those
  // the rect grown by three views has missed for a while. True when every
  // part near is in and shown.
  show(rect, budget) {
    const t0 = performance.now();
    const w = rect.x1 - rect.x0;
    const h = rect.y1 - rect.y0;
    const grown = (k) => ({ x0: rect.x0 - k * w, x1: rect.x1 + k * w,
      y0: rect.y0 - k * h, y1: rect.y1 + k * h });
    const near = grown(1);
    const keep = grown(3);
    let done = true;
    let shown = 0;  // bytes made visible this time: laid out next frame
    // nearest first: the parts the view meets, then the others near
    const order = this.parts.filter((p) => meets(p.box, near))
      .sort((a, b) => meets(b.box, rect) - meets(a.box, rect));
    for (const part of order) {
      if (part.left || !part.shown) {
        if (performance.now() - t0 > budget || shown > SHOW_BYTES) {
          done = false;
          continue;
        }
        for (let j = 0; j < part.slices.length && performance.now() - t0 <= budget; j++)
          this.parse(part, j);
        if (!part.shown)
          shown += part.bytes;
        this.unhide(part);
        done = done && !part.left;
      }
    }
    // (a part out of reach is hidden once it has stayed so HIDE_AFTER ms:
    // a zoom out and in again shows it again for nothing)
    const now = performance.now();
    for (const part of this.parts) {
      if (!part.shown || meets(part.box, keep)) {
        part.away = 0;
      } else if (!part.away) {
        part.away = now;
      } else if (now - part.away > HIDE_AFTER) {
        part.shown = false;
        part.frame.classList.add('off');
      }
    }
    if (shown && this.onShown)
      this.onShown();
    return done;
  }

  // Bytes of the parts near rect (as show takes them) not all on show
  // yet: what show has left to do for this view.
  unshown(rect) {
    return this.nearBytes(rect, (part) => part.left || !part.shown);
  }

  // Whether the parts near rect (as show takes them) hold more than one
  // step of show (SHOW_BYTES), on show or not: more than the next frame
  // lays out well.
  crowded(rect) {
    return this.nearBytes(rect, () => true) > SHOW_BYTES;
  }

  // Bytes of the parts near rect (it grown by itself on each side) that
  // pass the test.
  nearBytes(rect, test) {
    const w = rect.x1 - rect.x0;
    const h = rect.y1 - rect.y0;
    const near = { x0: rect.x0 - w, x1: rect.x1 + w, y0: rect.y0 - h,
      y1: rect.y1 + h };
    let n = 0;
    for (const part of this.parts)
      if (test(part) && meets(part.box, near))
        n += part.bytes;
    return n;
  }

  // Bytes of the slices not parsed yet of the parts the rect meets.
  unparsed(rect) {
    let n = 0;
    for (const part of this.parts)
      if (part.left && meets(part.box, rect))
        for (const x of part.slices)
          n += x.text === null ? 0 : x.text.length;
    return n;
  }

  // Takes every part off show (the overview draws them instead).
  hideAll() {
    for (const part of this.parts) {
      part.away = 0;
      if (part.shown) {
        part.shown = false;
        part.frame.classList.add('off');
      }
    }
  }

  // For a deferred drawing, the boxes the minimap draws, read from the
  // elements' own coordinates as each slice came in (their parts need
  // not be laid out): {frames: [[x, y, w, h]], boxes: [[x, y, w, h,
  // fill]]} in drawing px, of the elements in so far, but those of hidden
  // ops; null for a drawing laid out whole (read its layout).
  outline() {
    if (!this.parts.length)
      return null;
    const hidden = OPS.filter((op) => this.svg.classList.contains(`hide-${op}`));
    const shown = (e) => !hidden.some((op) => e.classList.contains(op) ||
        e.classList.contains(`src-${op}`));
    // (in the order the minimap of a drawing laid out whole draws them:
    // nodes, closed modules, far-input boxes; not the boxes of several)
    const of = { c: [], n: [], m: [], p: [], q: [] };
    for (const part of this.parts) {
      for (const slice of part.slices) {
        for (const b of slice.boxes || []) {
          if (b.kind === 'c')
            of.c.push(b.box);
          else if (shown(b.e))
            of[b.kind].push([...b.box, b.fill]);
        }
      }
    }
    return { frames: of.c, boxes: [...of.n, ...of.m, ...of.p] };
  }

  // The boxes outline draws of the elements within (a slice of part):
  // nodes, closed modules and far-input boxes (kind q: several far
  // inputs, which the minimap leaves out), and open modules' frames; with
  // what the overview (overview.js) draws them in: the shape's own fill
  // (paint: null for none), stroke, its width and dashes in drawing px,
  // whether it is an ellipse, and the node a box stands for (at).
  outlineOf(within, part) {
    const out = [];
    const g = this.graph;
    for (const e of within.querySelectorAll('g.node, g.cluster')) {
      if (!/^[nmpqc]:/.test(e.id))
        continue;
      const shape = e.querySelector('path, polygon, ellipse, polyline');
      const box = shape && shapeBox(shape, part.ox, part.oy, this.unit);
      if (!box)
        continue;
      const fill = shape.getAttribute('fill');
      const kind = e.id[0];
      const rest = e.id.slice(2);
      out.push({ e, box, kind,
        fill: fill && fill !== 'none' && fill !== 'transparent' ?
          fill : '#c8ccd2',
        ...paintOf(shape, this.unit),
        ellipse: shape.localName === 'ellipse',
        at: kind === 'n' ? g.index(rest) :
          kind === 'p' || kind === 'q' ? Number(rest.split(':')[0]) : -1 });
    }
    return out;
  }

  // Parses slices for about budget ms, of the parts nearest the rect
  // first (only of those it meets, when within); the slices left.
  fill(rect, budget, within = false) {
    const t0 = performance.now();
    const cx = (rect.x0 + rect.x1) / 2;
    const cy = (rect.y0 + rect.y1) / 2;
    const far = (b) => Math.max(b.x0 - cx, cx - b.x1, 0) +
        Math.max(b.y0 - cy, cy - b.y1, 0);
    while (this.pending && performance.now() - t0 < budget) {
      let best = null;
      for (const p of this.parts)
        if (p.left && (!best || far(p.box) < far(best.box)) &&
            (!within || meets(p.box, rect)))
          best = p;
      if (!best)
        break;
      // A hidden part is out of the document while the drawing fills
      // in, all of them back once it is all in: a slice put into the
      // document, even under display: none, costs a step of style and
      // layout of what is on show (50 ms each on the 100,000-node graph).
      if (!best.shown)
        best.frame.remove();
      this.parse(best, best.slices.findIndex((x) => x.text !== null));
    }
    if (!this.pending)
      this.parts.forEach((p) => this.attach(p));
    return this.pending;
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
    const want = this.want;
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
        if (i >= 0) {
          this.nodeEl.set(i, e);
          if (i === want.sel)
            this.mark1(e, 'selected');
          if (want.match.has(i))
            this.marked.push(addClass(e, 'match'));
          if (want.kernel.has(i))
            this.kernelHits.push(addClass(e, 'kernel-hit'));
        }
        retitle(e, id.slice(2));
      } else if (id.startsWith('p:')) {
        const [, src, dst] = id.split(':').map(Number);
        if (opOf(src)) {
          add(this.proxies, src, e);
          e.classList.add(`src-${opOf(src)}`);
          if (src === want.sel)
            this.mark1(e, 'selected');
        }
        retitle(e, `${nameOf(src)} \u2192 ${nameOf(dst)}: far input`);
      } else if (id.startsWith('q:')) {
        retitle(e, `far inputs \u2192 ${nameOf(Number(id.slice(2)))}`);
      } else if (id.startsWith('m:')) {
        const path = id.slice(2);
        this.modules.set(path, e);
        retitle(e, `${path}: click to open`);
        if (path === want.selModule)
          this.mark1(e, 'selected');
        if (want.matchModules.has(path))
          this.marked.push(addClass(e, 'match'));
        if (want.kernelModules.has(path))
          this.kernelHits.push(addClass(e, 'kernel-hit'));
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
      if (src === want.sel)
        this.mark1(e, 'hl-out');
      else if (dst === want.sel)
        this.mark1(e, 'hl-in');
    }
  }

  // Gives e the class cls of the selection.
  mark1(e, cls) {
    e.classList.add(cls);
    this.selected.push([e, cls]);
  }

  // Whether node i has a box of its own here (parsed or not yet).
  has(i) {
    return this.nodeEl.has(i) || this.later.has(i);
  }

  // The frame of the open module path, or undefined.
  frame(path) {
    this.need(`c:${path}`);
    return this.frames.get(path);
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
      if (this.modules.has(path) || this.later.has(`m:${path}`))
        found = path;
      const dot = path.lastIndexOf('.');
      path = dot > 0 ? path.slice(0, dot) : '';
    }
    return found;
  }

  // The element that shows node i: its own box, or its closed module's.
  elementOf(i) {
    this.need(i);
    const m = this.nodeEl.has(i) ? null : this.closedModule(i);
    if (m)
      this.need(`m:${m}`);
    return m ? this.modules.get(m) : this.nodeEl.get(i);
  }

  // elementOf(i) when it is parsed already, else null; and the closed
  // module to mark in its place, when i is not drawn itself.
  present(i) {
    const m = this.has(i) ? null : this.closedModule(i);
    return { e: (m ? this.modules.get(m) : this.nodeEl.get(i)) || null,
      module: m };
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

  // Marks node i, its edges (in and out) and its far-input boxes; those
  // of a deferred part as they come in.
  select(i) {
    for (const [e, cls] of this.selected)
      e.classList.remove(cls);
    this.selected = [];
    const w = this.want;
    w.sel = i;
    w.selModule = null;
    if (i < 0)
      return this.marksChanged();
    const { e, module } = this.present(i);
    w.selModule = module;
    if (e)
      this.mark1(e, 'selected');
    for (const p of this.proxies.get(i) || [])
      this.mark1(p, 'selected');
    for (const x of this.edges.get(i) || [])
      this.mark1(x, x.id.startsWith(`e:${i}:`) ? 'hl-out' : 'hl-in');
    this.marksChanged();
  }

  marksChanged() {
    if (this.onMarked)
      this.onMarked();
  }

  // The nodes of indexes as wanted (their own boxes, and the closed
  // modules holding the others) and the elements of them parsed, each
  // once.
  wanted(indexes, nodes, modules) {
    nodes.clear();
    modules.clear();
    const found = new Set();
    for (const i of indexes) {
      const { e, module } = this.present(i);
      if (module)
        modules.add(module);
      else if (this.has(i))
        nodes.add(i);
      if (e)
        found.add(e);
    }
    return found;
  }

  // Marks the nodes a search found, and the closed modules holding some.
  mark(indexes) {
    for (const e of this.marked)
      e.classList.remove('match');
    const found = this.wanted(indexes, this.want.match, this.want.matchModules);
    for (const e of found)
      e.classList.add('match');
    this.marked = [...found];
    this.marksChanged();
  }

  // Marks the nodes of the kernel picked in the panel (and the closed
  // modules holding some): class kernel-hit.
  markKernel(indexes) {
    for (const e of this.kernelHits)
      e.classList.remove('kernel-hit');
    const found = this.wanted(indexes, this.want.kernel,
        this.want.kernelModules);
    for (const e of found)
      e.classList.add('kernel-hit');
    this.kernelHits = [...found];
    this.marksChanged();
  }

  // Hides the nodes of these ops, their far-input boxes and their edges:
  // one class on the root, the rest is style.
  hide(ops) {
    for (const op of OPS)
      this.svg.classList.toggle(`hide-${op}`, ops.includes(op));
    this.marksChanged();
  }
}
