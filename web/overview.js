// overview: a big drawing seen from far, on a <canvas>. Fit on every node
// of a 100,000-node graph would have the page lay out and paint 125 MB of
// SVG (10 s, and every frame after heavy), all to show boxes a pixel
// wide with no text (the page hides text far out: panzoom.js). Where the
// view is that far out and the parts near it hold more SVG than one step
// of show (drawing.js, crowded), the parts stay off show and this draws
// what they would show instead, from the geometry read from each slice
// as it was parsed (drawing.js, parse): each segment's background, every
// open module's frame, every node's box, closed module's box and
// far-input box in its own fill and stroke, every edge's path (lines and
// Béziers, as its d says) and arrowhead. No text: at that scale the SVG
// shows none either.
//
// The canvas sits in the stage, over the drawing, and moves with the
// stage's transform: it covers the view and half a view around it, drawn
// at the scale of the view when it was drawn. A pan within that reach
// and a zoom move and scale it as a picture; it is drawn again at once
// when the view leaves its reach, and at the view's scale once a zoom
// has stopped. The marks (the selection and its edges, a
// search's matches, a kernel's nodes) are on a second canvas over it, at
// least MARK_PX across, so that they are seen at any scale.

import { OPS } from './config.js';

const REDRAW_AFTER = 150;  // ms the view is still before it is drawn again
const CATCH_UP = 500;    // ms between drawings while slices come in
const MARK_PX = 10;      // a mark's least size on screen, px
const HIT_PX = 6;        // a click this close to a box (screen px) hits it

// The stroke of a shape of Graphviz's, in drawing px (unit: px per SVG
// unit): its colour (null: none), width and dashes, and its fill (paint:
// null for none; SVG's default is black).
export function paintOf(shape, unit) {
  const colour = (a, dflt) => {
    const v = shape.getAttribute(a);
    if (v === null)
      return dflt;
    return v === 'none' || v === 'transparent' ? null : v;
  };
  const dash = shape.getAttribute('stroke-dasharray');
  return {
    paint: colour('fill', 'black'),
    stroke: colour('stroke', null),
    width: (Number(shape.getAttribute('stroke-width')) || 1) * unit,
    dash: dash && dash !== 'none' ?
      dash.split(/[\s,]+/).map((x) => Number(x) * unit) : null,
  };
}

const NUMBER = /[MmLlCcHhVvZz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g;

// A path's d (Graphviz writes M and C; L, H, V and Z, and their relative
// forms, are read too) as commands in drawing px, for a part placed at
// (ox, oy) SVG units: a flat array of [0, x, y] (move), [1, x, y] (line)
// and [2, x1, y1, x2, y2, x, y] (Bézier); a close is a line back to the
// start (a canvas path of many closed shapes fills and strokes 100 times
// slower in chromium: 14,000 arrowheads, 0.9 s). null when it holds an
// arc or anything else not read here.
export function pathOf(d, ox, oy, unit) {
  const t = d.match(NUMBER) || [];
  const out = [];
  let cmd = '';
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  const X = (v) => (ox + v) * unit;
  const Y = (v) => (oy + v) * unit;
  for (let k = 0; k < t.length;) {
    if (/[a-z]/i.test(t[k]))
      cmd = t[k++];
    const rel = cmd === cmd.toLowerCase();
    const n = (j) => Number(t[k + j]);
    const c = cmd.toUpperCase();
    if (c === 'Z') {
      out.push(1, X(sx), Y(sy));
      x = sx;
      y = sy;
      continue;
    }
    const need = { M: 2, L: 2, H: 1, V: 1, C: 6 }[c];
    if (!need || k + need > t.length ||
        t.slice(k, k + need).some((v) => /[a-z]/i.test(v)))
      return null;
    if (c === 'C') {
      const p = [n(0), n(1), n(2), n(3), n(4), n(5)];
      if (rel)
        for (let j = 0; j < 6; j++)
          p[j] += j % 2 ? y : x;
      out.push(2, X(p[0]), Y(p[1]), X(p[2]), Y(p[3]), X(p[4]), Y(p[5]));
      x = p[4];
      y = p[5];
    } else {
      if (c === 'H')
        x = rel ? x + n(0) : n(0);
      else if (c === 'V')
        y = rel ? y + n(0) : n(0);
      else {
        x = rel ? x + n(0) : n(0);
        y = rel ? y + n(1) : n(1);
      }
      if (c === 'M') {
        sx = x;
        sy = y;
      }
      out.push(c === 'M' ? 0 : 1, X(x), Y(y));
      // (numbers after a move's pair are lines)
      if (c === 'M')
        cmd = rel ? 'l' : 'L';
    }
    k += need;
  }
  return out;
}

// A polygon's or polyline's points as a path, as pathOf: closed (back
// to its first point, unless it is there already) when close is set.
function pointsOf(shape, ox, oy, unit, close) {
  const v = (shape.getAttribute('points') || '').match(NUMBER) || [];
  const out = [];
  for (let k = 0; k + 1 < v.length; k += 2)
    out.push(k ? 1 : 0, (ox + Number(v[k])) * unit, (oy + Number(v[k + 1])) * unit);
  const n = out.length;
  if (close && n > 3 && (out[n - 2] !== out[1] || out[n - 1] !== out[2]))
    out.push(1, out[1], out[2]);
  return out;
}

// The box around a path of pathOf's, [x0, y0, x1, y1].
function extent(path, box) {
  for (let k = 0; k < path.length;) {
    const n = path[k] === 2 ? 7 : 3;
    for (let j = k + 1; j + 1 < k + n; j += 2) {
      box[0] = Math.min(box[0], path[j]);
      box[1] = Math.min(box[1], path[j + 1]);
      box[2] = Math.max(box[2], path[j]);
      box[3] = Math.max(box[3], path[j + 1]);
    }
    k += n;
  }
  return box;
}

// The edges within (a slice's elements, not yet in the document) as the
// overview draws them: per edge, its element, the node indexes at its
// ends, its box, and its shapes: each path stroked, each arrowhead
// (polygon) filled and stroked, in their own paint.
export function edgeShapes(within, ox, oy, unit) {
  const out = [];
  for (const e of within.querySelectorAll('g.edge')) {
    if (!e.id.startsWith('e:'))
      continue;
    const [, s, d] = e.id.split(':');
    const shapes = [];
    const box = [Infinity, Infinity, -Infinity, -Infinity];
    for (const shape of e.querySelectorAll('path, polygon, polyline, ellipse')) {
      let path = null;
      if (shape.localName === 'path')
        path = pathOf(shape.getAttribute('d') || '', ox, oy, unit);
      else if (shape.localName !== 'ellipse')
        path = pointsOf(shape, ox, oy, unit, shape.localName === 'polygon');
      else {  // (an arrowhead "dot": its box, drawn as an ellipse)
        const n = (a) => Number(shape.getAttribute(a)) || 0;
        path = { ellipse: [(ox + n('cx')) * unit, (oy + n('cy')) * unit,
          n('rx') * unit, n('ry') * unit] };
      }
      if (!path)
        continue;
      if (path.ellipse) {
        const [cx, cy, rx, ry] = path.ellipse;
        extent([0, cx - rx, cy - ry, 1, cx + rx, cy + ry], box);
      } else {
        extent(path, box);
      }
      shapes.push({ path, ...paintOf(shape, unit),
        // (Graphviz's edge path is a line: its fill is none)
        open: shape.localName === 'path' || shape.localName === 'polyline' });
    }
    if (shapes.length)
      out.push({ e, src: Number(s), dst: Number(d), box, shapes });
  }
  return out;
}

function trace(ctx, path) {
  if (path.ellipse) {
    const [cx, cy, rx, ry] = path.ellipse;
    ctx.moveTo(cx + rx, cy);
    ctx.ellipse(cx, cy, rx, ry, 0, 0, 2 * Math.PI);
    return;
  }
  for (let k = 0; k < path.length;) {
    switch (path[k]) {
    case 0:
      ctx.moveTo(path[k + 1], path[k + 2]);
      k += 3;
      break;
    case 1:
      ctx.lineTo(path[k + 1], path[k + 2]);
      k += 3;
      break;
    default:
      ctx.bezierCurveTo(path[k + 1], path[k + 2], path[k + 3], path[k + 4],
          path[k + 5], path[k + 6]);
      k += 7;
    }
  }
}

// Shapes drawn in one paint go in one path: a fill or stroke per paint,
// not per shape.
class Batch {
  constructor() {
    this.fills = new Map();    // colour -> [draw(ctx)]
    this.strokes = new Map();  // colour|width|dashes -> {paint, [draw]}
  }

  fill(colour, draw) {
    if (!colour)
      return;
    const list = this.fills.get(colour);
    if (list)
      list.push(draw);
    else
      this.fills.set(colour, [draw]);
  }

  stroke(p, draw) {
    if (!p.stroke)
      return;
    const key = `${p.stroke}|${p.width}|${p.dash}`;
    const s = this.strokes.get(key);
    if (s)
      s.list.push(draw);
    else
      this.strokes.set(key, { p, list: [draw] });
  }

  // Fills, then strokes.
  run(ctx) {
    for (const [colour, list] of this.fills) {
      ctx.fillStyle = colour;
      ctx.beginPath();
      for (const draw of list)
        draw(ctx);
      ctx.fill();
    }
    for (const { p, list } of this.strokes.values()) {
      ctx.strokeStyle = p.stroke;
      ctx.lineWidth = p.width;
      ctx.setLineDash(p.dash || []);
      ctx.beginPath();
      for (const draw of list)
        draw(ctx);
      ctx.stroke();
    }
    ctx.setLineDash([]);
  }
}

function boxPath(b) {
  const [x, y, w, h] = b.box;
  if (b.ellipse)
    return (ctx) => {
      ctx.moveTo(x + w, y + h / 2);
      ctx.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, 0, 0, 2 * Math.PI);
    };
  return (ctx) => ctx.rect(x, y, w, h);
}

const meets = (b, r) => b[0] <= r.x1 && b[0] + b[2] >= r.x0 &&
    b[1] <= r.y1 && b[1] + b[3] >= r.y0;

export class Overview {
  // stage: the element the drawing is in (moved by pz, a PanZoom);
  // view(): the part of the drawing in view (drawing px: x0, y0, x1, y1).
  constructor(stage, pz, view) {
    this.stage = stage;
    this.pz = pz;
    this.view = view;
    this.el = document.createElement('div');
    this.el.className = 'overview';
    this.el.hidden = true;
    this.base = document.createElement('canvas');
    this.marks = document.createElement('canvas');
    this.el.append(this.base, this.marks);
    this.drawing = null;
    this.on = false;
    this.drawn = null;   // {x0, y0, x1, y1, s, k}: what the canvas holds
    this.timer = 0;
    this.drawnAt = 0;
  }

  // Shows drawing's overview when it is asked for (null: none); the
  // element goes in the stage, after the drawing (of a drawing in parts:
  // one laid out whole has none).
  attach(drawing) {
    this.drawing = drawing;
    this.off();
    if (drawing && drawing.parts.length) {
      this.stage.append(this.el);
      drawing.onMarked = () => {
        if (drawing === this.drawing && this.on)
          this.redraw(true);
      };
    }
  }

  // Whether the view (rect: drawing px) is to be drawn here: far out,
  // with more SVG near it than one step of show puts on show.
  wanted(rect) {
    const d = this.drawing;
    return !!d && d.parts.length > 0 && this.pz.farOut() && d.crowded(rect);
  }

  // The view (drawing px) grown by half a view on each side: what the
  // canvas draws of it (within the drawing).
  reach(rect) {
    const w = (rect.x1 - rect.x0) / 2;
    const h = (rect.y1 - rect.y0) / 2;
    return { x0: rect.x0 - w, y0: rect.y0 - h, x1: rect.x1 + w, y1: rect.y1 + h };
  }

  // Draws the view (drawing px, at scale s) here: at once when the canvas
  // does not hold all of it, or slices came in since (changed: at most
  // every CATCH_UP ms until they are all in, complete); once the view has
  // stopped for REDRAW_AFTER ms when it holds it at another scale
  // (meanwhile the picture is scaled).
  show(rect, s, changed = false, complete = true) {
    this.on = true;
    this.el.hidden = false;
    const was = this.drawn;
    // (of the view, the part on the drawing)
    const d = this.drawing;
    const x0 = Math.max(0, rect.x0);
    const y0 = Math.max(0, rect.y0);
    const x1 = Math.min(d.width, rect.x1);
    const y1 = Math.min(d.height, rect.y1);
    const within = was && (x1 <= x0 || y1 <= y0 || (x0 >= was.x0 - 1 &&
        y0 >= was.y0 - 1 && x1 <= was.x1 + 1 && y1 <= was.y1 + 1));
    const k = was ? s / was.s : 0;
    clearTimeout(this.timer);
    this.timer = 0;
    if (!within || (changed && (complete ||
        performance.now() - this.drawnAt > CATCH_UP))) {
      this.draw(rect, s);
    } else if (Math.abs(k - 1) > 0.01) {
      this.timer = setTimeout(() => {
        this.timer = 0;
        if (this.on)
          this.draw(this.view(), this.pz.s);
      }, REDRAW_AFTER);
    }
  }

  // Takes the overview off: the SVG shows the view again. (What it held
  // is drawn again when it is back: the marks may have changed since.)
  off() {
    this.on = false;
    this.drawn = null;
    this.el.hidden = true;
    for (const c of [this.base, this.marks])  // (their memory back)
      c.width = c.height = 0;
    clearTimeout(this.timer);
    this.timer = 0;
    delete this.el.dataset.nodes;
    delete this.el.dataset.edges;
  }

  // Whether an element is shown, its op not hidden (as config.js's rules
  // hide them).
  shownTest() {
    const d = this.drawing;
    const hidden = OPS.filter((op) => d.svg.classList.contains(`hide-${op}`));
    const classes = hidden.flatMap((op) => [op, `src-${op}`, `dst-${op}`]);
    return classes.length ?
      (e) => !classes.some((c) => e.classList.contains(c)) : () => true;
  }

  // Draws rect grown by half a view on each side (within the drawing) at
  // scale s.
  draw(rect, s) {
    const d = this.drawing;
    const g = this.reach(rect);
    const r = { x0: Math.max(0, g.x0), y0: Math.max(0, g.y0),
      x1: Math.min(d.width, g.x1), y1: Math.min(d.height, g.y1) };
    // (a view off the drawing: an empty canvas, where the view is)
    if (r.x1 <= r.x0 || r.y1 <= r.y0)
      Object.assign(r, { x0: rect.x0, y0: rect.y0, x1: rect.x0 + 1, y1: rect.y0 + 1 });
    // (and a mark's size around it, where the marks of boxes at its edge
    // reach: far out, the drawing is a few px wide)
    const pad = 2 * MARK_PX / s;
    r.x0 -= pad;
    r.y0 -= pad;
    r.x1 += pad;
    r.y1 += pad;
    const dpr = window.devicePixelRatio || 1;
    const k = s * dpr;  // canvas px per drawing px
    const cw = Math.max(1, Math.ceil((r.x1 - r.x0) * k));
    const ch = Math.max(1, Math.ceil((r.y1 - r.y0) * k));
    this.drawn = { ...r, s, k };
    this.drawnAt = performance.now();
    const st = this.el.style;
    st.left = `${r.x0}px`;
    st.top = `${r.y0}px`;
    st.width = `${cw / k}px`;
    st.height = `${ch / k}px`;
    for (const c of [this.base, this.marks]) {
      c.width = cw;
      c.height = ch;
    }
    const ctx = this.base.getContext('2d');
    ctx.setTransform(k, 0, 0, k, -r.x0 * k, -r.y0 * k);
    ctx.clearRect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
    const shown = this.shownTest();
    // backgrounds, frames, edges, boxes: the order Graphviz draws them in
    const bg = new Batch();
    const frames = new Batch();
    const edges = new Batch();
    const heads = new Batch();
    const boxes = new Batch();
    let nodes = 0;
    let lines = 0;
    for (const part of d.parts) {
      if (part.bg && meets(part.bg, r))
        bg.fill(part.bgFill, boxPath({ box: part.bg }));
      for (const slice of part.slices) {
        for (const b of slice.boxes || []) {
          if (!meets(b.box, r) || !shown(b.e))
            continue;
          const to = b.kind === 'c' ? frames : boxes;
          const draw = boxPath(b);
          to.fill(b.paint, draw);
          to.stroke(b, draw);
          if (b.kind === 'n')
            nodes++;
        }
        for (const x of slice.lines || []) {
          const [x0, y0, x1, y1] = x.box;
          if (x0 > r.x1 || x1 < r.x0 || y0 > r.y1 || y1 < r.y0 || !shown(x.e))
            continue;
          lines++;
          for (const shape of x.shapes) {
            const draw = (c) => trace(c, shape.path);
            const to = shape.open ? edges : heads;
            if (!shape.open)
              to.fill(shape.paint, draw);
            to.stroke(shape, draw);
          }
        }
      }
    }
    for (const batch of [bg, frames, edges, heads, boxes])
      batch.run(ctx);
    // for tests: the nodes' boxes and the edges drawn
    this.el.dataset.nodes = String(nodes);
    this.el.dataset.edges = String(lines);
    this.el.dataset.scale = String(s);
    this.redraw(false);
  }

  // Draws the marks again (all of the overview again when full).
  redraw(full) {
    if (!this.drawn)
      return;
    if (full) {
      this.draw(this.view(), this.pz.s);
      return;
    }
    const { x0, y0, x1, y1, k } = this.drawn;
    const ctx = this.marks.getContext('2d');
    ctx.setTransform(k, 0, 0, k, -x0 * k, -y0 * k);
    ctx.clearRect(x0, y0, x1 - x0, y1 - y0);
    const d = this.drawing;
    const w = d.want;
    const css = getComputedStyle(document.documentElement);
    const colour = (v, dflt) => css.getPropertyValue(v).trim() || dflt;
    const least = MARK_PX / (k / (window.devicePixelRatio || 1));  // drawing px
    const ring = (b, c, width) => {
      const [x, y, bw, bh] = b.box;
      const mw = Math.max(bw, least);
      const mh = Math.max(bh, least);
      ctx.strokeStyle = c;
      ctx.lineWidth = Math.max(width * d.unit, least / 4);
      ctx.strokeRect(x + bw / 2 - mw / 2, y + bh / 2 - mh / 2, mw, mh);
    };
    const sel = colour('--sel', '#d9480f');
    const selIn = colour('--sel-in', '#1971c2');
    const match = colour('--match', '#e0a100');
    const shown = this.shownTest();
    for (const part of d.parts) {
      for (const slice of part.slices) {
        for (const x of slice.lines || []) {
          if (w.sel < 0 || (x.src !== w.sel && x.dst !== w.sel) || !shown(x.e))
            continue;
          ctx.strokeStyle = x.src === w.sel ? sel : selIn;
          ctx.lineWidth = Math.max(2.4 * d.unit, least / 8);
          ctx.beginPath();
          for (const shape of x.shapes)
            if (shape.open)
              trace(ctx, shape.path);
          ctx.stroke();
        }
        for (const b of slice.boxes || []) {
          if (!shown(b.e))
            continue;
          const path = b.kind === 'm' ? b.e.id.slice(2) : null;
          if ((b.kind === 'n' && w.kernel.has(b.at)) ||
              (path !== null && w.kernelModules.has(path)))
            ring(b, '#d81b60', 5);
          if ((b.kind === 'n' && w.match.has(b.at)) ||
              (path !== null && w.matchModules.has(path)))
            ring(b, match, 4);
          if (((b.kind === 'n' || b.kind === 'p') && b.at === w.sel &&
              w.sel >= 0) || (path !== null && path === w.selModule))
            ring(b, sel, 4);
        }
      }
    }
  }

  // What a click at (clientX, clientY) on the overview landed on, as
  // Drawing.hit says it (a frame's name is not drawn here: a click on it
  // is on nothing); undefined when the click was not on the overview.
  hit(e) {
    if (!this.on || !(e.target instanceof Node) || !this.el.contains(e.target))
      return undefined;
    const o = this.stage.getBoundingClientRect();
    const s = this.pz.s;
    const x = (e.clientX - o.left) / s;
    const y = (e.clientY - o.top) / s;
    const near = HIT_PX / s;
    const shown = this.shownTest();
    let best = null;
    let far = Infinity;
    for (const part of this.drawing.parts) {
      for (const slice of part.slices) {
        for (const b of slice.boxes || []) {
          if (b.kind === 'c' || !shown(b.e))
            continue;
          const [bx, by, bw, bh] = b.box;
          const dist = Math.hypot(Math.max(bx - x, 0, x - bx - bw),
              Math.max(by - y, 0, y - by - bh));
          // (the one drawn last, on top, of those the point is in)
          if (dist <= near && dist <= far) {
            best = b;
            far = dist;
          }
        }
      }
    }
    if (!best)
      return null;
    const g = this.drawing.graph;
    switch (best.kind) {
    case 'n':
      return best.at >= 0 ? { node: best.at } : null;
    case 'p':
      return g.nodes[best.at] ? { node: best.at, far: true } : null;
    case 'q':
      return g.nodes[best.at] ? { node: best.at } : null;
    default:
      return { module: best.e.id.slice(2) };
    }
  }
}
