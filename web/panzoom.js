// panzoom: moves one element (the stage) inside a viewport with a CSS
// transform. Wheel, drag, pinch and keys change three numbers (x, y,
// scale); one write per animation frame applies them. Nothing inside the
// stage is touched, so a drawing of any size moves as one layer.

const MIN_SCALE = 0.002;
const MAX_SCALE = 8;
const DRAG_SLOP = 4;  // px a press may move and still be a click
// Below this scale the text of a drawing (10pt) is under 3 px: it is not
// drawn (class "far"), which makes a frame of a big drawing 3x cheaper.
// The drawing is then also a layer of its own (style.css), drawn once at
// that scale and moved as a picture: with 6,000 nodes in view, a frame
// that drew every box again took 40 ms of software raster.
const FAR_SCALE = 0.2;
// A first view never draws text under 11 px: the smallest text of a
// drawing (8pt edge labels, src/draw/draw.c) is 12 px high at scale 1,
// 11.4 px at this one.
const READABLE_SCALE = 0.95;
const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)');

export class PanZoom {
  // area() (optional) gives the {w, h} of the viewport's part that is
  // not covered, where revealed things are put.
  constructor(viewport, stage, area) {
    this.vp = viewport;
    this.stage = stage;
    this.area = area || (() => {
      const { vw, vh } = this.size();
      return { w: vw, h: vh };
    });
    this.x = 0;
    this.y = 0;
    this.s = 1;
    this.w = 1;  // the stage's natural size
    this.h = 1;
    this.known = null;  // the viewport's size as last read (lastSize)
    this.frame = 0;
    this.anim = 0;
    this.pointers = new Map();
    this.pinch = null;
    this.dragged = false;
    this.far = false;
    this.moved = false;    // by the user since the last home()
    this.onChange = null;  // called once a frame after the view moved
    // called with true or false when the view goes far or comes back,
    // before onChange; without it the stage has class "far"
    this.onFar = null;
    // The uncovered area and the window's size when last seen: when the
    // window changes size, what was in the middle stays there.
    this.seen = null;
    this.window = '';
    new ResizeObserver(() => this.resized()).observe(viewport);
    viewport.addEventListener('wheel', (e) => this.onWheel(e),
        { passive: false });
    viewport.addEventListener('pointerdown', (e) => this.onDown(e));
    viewport.addEventListener('pointermove', (e) => this.onMove(e));
    viewport.addEventListener('pointerup', (e) => this.onUp(e));
    viewport.addEventListener('pointercancel', (e) => this.onUp(e));
    // A press that became a drag is not a click on what is under it.
    viewport.addEventListener('click', (e) => {
      if (this.dragged) {
        e.stopImmediatePropagation();
        e.preventDefault();
      }
    }, true);
  }

  setSize(w, h) {
    this.w = Math.max(1, w);
    this.h = Math.max(1, h);
  }

  size() {
    this.known = { vw: this.vp.clientWidth || 1, vh: this.vp.clientHeight || 1 };
    return this.known;
  }

  // Whether the scale is one where the drawing has no text (FAR_SCALE).
  farOut() {
    return this.s < FAR_SCALE;
  }

  // size() as last read: what it is but for a change of the layout since,
  // without the layout a read may force.
  lastSize() {
    return this.known || this.size();
  }

  // ---- moving ------------------------------------------------------------

  set(x, y, s) {
    this.s = Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));
    this.x = x;
    this.y = y;
    this.schedule();
  }

  panBy(dx, dy) {
    this.stopAnimation();
    this.moved = true;
    this.set(this.x + dx, this.y + dy, this.s);
  }

  // Zooms by factor keeping the point (px, py) of the viewport still.
  zoomAt(factor, px, py) {
    this.stopAnimation();
    this.moved = true;
    const s = Math.min(MAX_SCALE, Math.max(MIN_SCALE, this.s * factor));
    const k = s / this.s;
    this.set(px - (px - this.x) * k, py - (py - this.y) * k, s);
  }

  zoomBy(factor) {
    const { vw, vh } = this.size();
    this.zoomAt(factor, vw / 2, vh / 2);
  }

  // The whole drawing in the viewport, never magnified past 1.
  fit() {
    const { vw, vh } = this.size();
    const s = Math.min(1, 0.96 * Math.min(vw / this.w, vh / this.h));
    this.stopAnimation();
    this.moved = true;
    this.set((vw - this.w * s) / 2, (vh - this.h * s) / 2, s);
  }

  // The scale a new drawing opens at (home), and whether it is whole in
  // view. room ({left, right}, px across the viewport that overlays keep)
  // is kept free when the drawing stays readable beside it.
  homeScale(rankdir, room = { left: 0, right: 0 }) {
    const { vw, vh } = this.size();
    const free = Math.max(1, vw - room.left - room.right);
    const whole = (w) => 0.96 * Math.min(w / this.w, vh / this.h);
    if (whole(free) >= READABLE_SCALE)
      return { s: Math.min(1, whole(free)), whole: true, free };
    if (whole(vw) >= READABLE_SCALE)
      return { s: Math.min(1, whole(vw)), whole: true, free: vw };
    const lr = rankdir === 'LR';
    const across = (w) => 0.96 * (lr ? vh / this.h : w / this.w);
    if (!lr && across(free) >= READABLE_SCALE)
      return { s: Math.min(1, across(free)), whole: false, free };
    return { s: Math.min(1, Math.max(READABLE_SCALE, across(vw))), whole: false,
      free: vw };
  }

  // Where a new drawing opens: whole when its text stays readable so,
  // else at a readable scale (fitted across if that is readable too),
  // starting at the inputs: the top, or the left for rankdir LR. anchor
  // (optional, a box of the drawing: the start of its main chain) is then
  // put in the middle across, as far as the drawing's edges allow. room
  // (see homeScale) is kept free when the drawing fits beside it.
  home(rankdir, anchor, room = { left: 0, right: 0 }) {
    const { vw, vh } = this.size();
    const { s, whole, free } = this.homeScale(rankdir, room);
    // the band across the drawing is put in: beside the room, or all
    const left = free < vw ? room.left : 0;
    this.stopAnimation();
    if (whole) {
      this.set(left + (free - this.w * s) / 2, (vh - this.h * s) / 2, s);
      this.moved = false;
      return;
    }
    const lr = rankdir === 'LR';
    // (len: the drawing's size across, view: the viewport's; a, b: the
    // anchor's start and size)
    const middle = (len, view, a, b) => {
      if (len * s <= view || a === undefined)
        return (view - len * s) / 2;
      const at = view / 2 - (a + b / 2) * s;
      return Math.min(16, Math.max(view - len * s - 16, at));
    };
    if (lr)
      this.set(16, middle(this.h, vh, anchor?.y, anchor?.h), s);
    else
      this.set(left + middle(this.w, free, anchor?.x, anchor?.w), 16, s);
    this.moved = false;
  }

  // The view as {z, cx, cy}: its scale, and the point of the drawing (its
  // own px) in the middle of the uncovered area.
  view() {
    const { w, h } = this.area();
    return { z: this.s, cx: (w / 2 - this.x) / this.s,
      cy: (h / 2 - this.y) / this.s };
  }

  // Shows a view() again, here: the same point in the middle, at the same
  // scale (within the limits).
  setView(v) {
    const { w, h } = this.area();
    const s = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.z));
    this.stopAnimation();
    this.set(w / 2 - v.cx * s, h / 2 - v.cy * s, s);
  }

  // Notes the uncovered area as it is now (after something covered or
  // uncovered part of the viewport without moving the view).
  remember() {
    this.seen = this.area();
  }

  // When the window changed size, puts back in the middle of the area what
  // was there. (A panel that opens or closes beside the drawing changes
  // the viewport's size too, but then the drawing stays where it is, under
  // the pointer that opened it.)
  resized() {
    const now = this.area();
    const win = `${innerWidth}x${innerHeight}`;
    if (this.seen && this.seen.w > 1 && win !== this.window) {
      const dx = (now.w - this.seen.w) / 2;
      const dy = (now.h - this.seen.h) / 2;
      if (dx || dy) {
        this.stopAnimation();
        this.set(this.x + dx, this.y + dy, this.s);
      }
    }
    this.seen = now;
    this.window = win;
  }

  // Brings a box of the drawing (its own coordinates) to the middle of the
  // uncovered viewport, zooming in to a readable scale if need be (unless
  // zoom is false). Skips the move when the box is already well inside,
  // unless always is set.
  reveal(box, always, animate = true, zoom = true) {
    const { w: vw, h: vh } = this.area();
    const readable = 0.6;
    let s = zoom && this.s < readable ? 1 : this.s;
    if (zoom)
      s = Math.min(s, 0.9 * vw / box.w, 0.9 * vh / box.h, MAX_SCALE);
    if (!always && s === this.s) {
      const left = this.x + box.x * s;
      const top = this.y + box.y * s;
      if (left > 24 && top > 24 && left + box.w * s < vw - 24 &&
          top + box.h * s < vh - 24)
        return;
    }
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    this.animateTo(vw / 2 - cx * s, vh / 2 - cy * s, s, animate);
  }

  animateTo(x, y, s, animate = true) {
    this.stopAnimation();
    if (!animate || reduceMotion.matches)
      return this.set(x, y, s);
    const from = { x: this.x, y: this.y, s: this.s };
    const t0 = performance.now();
    const step = (now) => {
      const t = Math.min(1, (now - t0) / 250);
      const k = 1 - (1 - t) ** 3;
      // scale moves geometrically, so a big zoom does not rush at the end
      const sc = from.s * (s / from.s) ** k;
      this.set(from.x + (x - from.x) * k, from.y + (y - from.y) * k, sc);
      this.anim = t < 1 ? requestAnimationFrame(step) : 0;
    };
    this.anim = requestAnimationFrame(step);
  }

  stopAnimation() {
    if (this.anim)
      cancelAnimationFrame(this.anim);
    this.anim = 0;
  }

  // One transform write per frame, however many events came in between.
  // No will-change at a readable scale: a drawing of 100,000 px made a
  // layer of its own costs seconds a frame to raster, where a plain
  // transform redraws only what the viewport shows. Far out (class
  // "far") the layer is small, and the drawing is one (style.css).
  schedule() {
    if (this.frame)
      return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.stage.style.transform =
          `translate(${this.x}px, ${this.y}px) scale(${this.s})`;
      const far = this.farOut();
      if (far !== this.far) {
        this.far = far;
        if (this.onFar)
          this.onFar(far);
        else
          this.stage.classList.toggle('far', far);
      }
      if (this.onChange)
        this.onChange();
    });
  }

  // ---- input -------------------------------------------------------------

  onWheel(e) {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    if (e.shiftKey && !e.ctrlKey)
      return this.panBy(-e.deltaX * unit, -e.deltaY * unit);
    const r = this.vp.getBoundingClientRect();
    // A trackpad pinch arrives as a ctrl+wheel with small steps.
    const k = e.ctrlKey ? 0.01 : 0.0015;
    this.zoomAt(Math.exp(-e.deltaY * unit * k), e.clientX - r.left,
        e.clientY - r.top);
  }

  onDown(e) {
    if (e.pointerType === 'mouse' && e.button !== 0)
      return;
    this.stopAnimation();
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 1) {
      this.start = { x: e.clientX, y: e.clientY };
      this.dragged = false;
    } else if (this.pointers.size === 2) {
      this.dragged = true;
      for (const id of this.pointers.keys())
        this.capture(id);
      this.pinch = this.pinchState();
    }
  }

  onMove(e) {
    const p = this.pointers.get(e.pointerId);
    if (!p)
      return;
    const dx = e.clientX - p.x;
    const dy = e.clientY - p.y;
    p.x = e.clientX;
    p.y = e.clientY;
    if (this.pointers.size === 1) {
      if (!this.dragged) {
        if (Math.hypot(p.x - this.start.x, p.y - this.start.y) < DRAG_SLOP)
          return;
        // Capture only once it is a drag: a plain click must still reach
        // the node under the pointer.
        this.dragged = true;
        this.capture(e.pointerId);
        this.panBy(p.x - this.start.x, p.y - this.start.y);
        return;
      }
      this.panBy(dx, dy);
    } else if (this.pinch) {
      const now = this.pinchState();
      const r = this.vp.getBoundingClientRect();
      this.x += now.cx - this.pinch.cx;
      this.y += now.cy - this.pinch.cy;
      this.zoomAt(now.d / this.pinch.d, now.cx - r.left, now.cy - r.top);
      this.pinch = now;
    }
  }

  onUp(e) {
    this.pointers.delete(e.pointerId);
    this.pinch = this.pointers.size === 2 ? this.pinchState() : null;
    if (this.pointers.size === 0)
      this.vp.classList.remove('dragging');
  }

  capture(id) {
    this.vp.classList.add('dragging');
    try {
      this.vp.setPointerCapture(id);
    } catch (err) {
      // the pointer is gone already
    }
  }

  pinchState() {
    const [a, b] = [...this.pointers.values()];
    return {
      cx: (a.x + b.x) / 2,
      cy: (a.y + b.y) / 2,
      d: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
    };
  }
}
