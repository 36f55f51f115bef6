// minimap: the whole drawing, small, in a corner of the graph area, with
// a rectangle where the view is. A press or a drag on it moves the view
// there. It shows only while the view holds less than OVERFLOW of the
// drawing's height or width: on a drawing that nearly fits, it would hide
// more than it helps. It folds to its button (Map, beside the zoom) when
// it would cover what a first view shows (viewer.js).
//
// The small drawing is an outline on a <canvas>: a box per node, module
// and far-input box in its fill colour, a line per open module's frame.
// It is made once a drawing is all in, from where the page laid those
// out; a copy of the SVG itself would double the page's work on every
// frame of a big drawing.

const MAX_W = 140;   // px of the outline at most
const MAX_H = 360;
const MIN_W = 36;    // a very tall drawing still gets a strip to click
const MIN_H = 36;
const OVERFLOW = 2 / 3;

export class Minimap {
  // box: the minimap's element, holding a <canvas> and the rectangle's
  // element (class "view"); pz: the PanZoom it shows and moves.
  constructor(box, pz) {
    this.box = box;
    this.canvas = box.querySelector('canvas');
    this.rect = box.querySelector('.view');
    this.pz = pz;
    this.k = 0;        // outline px per drawing px; 0: no outline
    this.ox = 0;       // where the outline starts in the box
    this.oy = 0;
    this.pressed = null;
    this.folded = false;  // to its button (toggle), off the drawing
    this.chosen = false;  // the user folded or unfolded it
    this.toggle = document.getElementById('map-toggle');
    box.addEventListener('pointerdown', (e) => this.onDown(e));
    box.addEventListener('pointermove', (e) => this.onMove(e));
    box.addEventListener('pointerup', (e) => this.onUp(e));
    box.addEventListener('pointercancel', (e) => this.onUp(e));
    box.addEventListener('click', (e) => e.stopPropagation());
    // The view's size changes with the window and the panel.
    new ResizeObserver(() => this.update()).observe(pz.vp);
  }

  // Draws the outline of drawing (null: none), whose elements are laid
  // out in stage at the given scale.
  show(drawing, stage, scale) {
    this.k = 0;
    if (!drawing) {
      this.update();
      return;
    }
    const w = this.pz.w;
    const h = this.pz.h;
    const k = Math.min(MAX_W / w, MAX_H / h);
    const bw = Math.max(MIN_W, Math.round(w * k));
    const bh = Math.max(MIN_H, Math.round(h * k));
    this.ox = (bw - w * k) / 2;
    this.oy = (bh - h * k) / 2;
    const dpr = window.devicePixelRatio || 1;
    this.box.style.width = `${bw}px`;
    this.box.style.height = `${bh}px`;
    this.canvas.width = Math.round(bw * dpr);
    this.canvas.height = Math.round(bh * dpr);
    const ctx = this.canvas.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, bw, bh);
    ctx.fillStyle = 'white';
    ctx.fillRect(this.ox, this.oy, w * k, h * k);
    // Boxes in drawing px, as the page laid them out (reading them all at
    // once costs one layout).
    const o = stage.getBoundingClientRect();
    const place = (e) => {
      const r = e.getBoundingClientRect();
      return [this.ox + (r.left - o.left) / scale * k,
        this.oy + (r.top - o.top) / scale * k,
        r.width / scale * k, r.height / scale * k];
    };
    ctx.strokeStyle = '#9aa6b8';
    ctx.lineWidth = 1;
    // (a drawing that comes in parts says where its boxes are itself:
    // most of its parts are not laid out)
    const outline = drawing.outline();
    if (outline) {
      for (const [x, y, fw, fh] of outline.frames)
        ctx.strokeRect(this.ox + x * k + 0.5, this.oy + y * k + 0.5,
            Math.max(1, fw * k - 1), Math.max(1, fh * k - 1));
      for (const [x, y, nw, nh, fill] of outline.boxes) {
        ctx.fillStyle = fill;
        ctx.fillRect(this.ox + x * k, this.oy + y * k, Math.max(1, nw * k),
            Math.max(1, nh * k));
      }
      this.k = k;
      this.update();
      return;
    }
    for (const e of drawing.frames.values()) {
      const [x, y, fw, fh] = place(e);
      if (fw > 0)
        ctx.strokeRect(x + 0.5, y + 0.5, Math.max(1, fw - 1), Math.max(1, fh - 1));
    }
    const boxes = [...drawing.nodeEl.values(), ...drawing.modules.values(),
      ...[...drawing.proxies.values()].flat()];
    for (const e of boxes) {
      const [x, y, nw, nh] = place(e);
      if (nw === 0 && nh === 0)
        continue;  // hidden
      const shape = e.querySelector('path, polygon, ellipse');
      const fill = shape && shape.getAttribute('fill');
      ctx.fillStyle = fill && fill !== 'none' && fill !== 'transparent' ?
        fill : '#c8ccd2';
      // at least a pixel, so that a node far from the others is seen
      ctx.fillRect(x, y, Math.max(1, nw), Math.max(1, nh));
    }
    this.k = k;
    this.update();
  }

  // The width it takes for the drawing on show (pz's size), in px.
  width() {
    const k = Math.min(MAX_W / this.pz.w, MAX_H / this.pz.h);
    return Math.max(MIN_W, Math.round(this.pz.w * k));
  }

  // Folds it to its button, or unfolds it.
  fold(folded) {
    this.folded = folded;
    this.update();
  }

  // Shows or hides the minimap and moves its rectangle to the view.
  // Called on every frame the view moves: it only writes styles.
  update() {
    const pz = this.pz;
    const { vw, vh } = pz.size();
    const fits = pz.w * pz.s * OVERFLOW <= vw && pz.h * pz.s * OVERFLOW <= vh;
    this.box.hidden = !this.k || this.folded || (fits && !this.pressed);
    if (this.toggle) {
      this.toggle.hidden = !this.k || (fits && !this.pressed);
      this.toggle.setAttribute('aria-pressed', String(!this.folded));
    }
    if (this.box.hidden)
      return;
    const k = this.k;
    const s = pz.s;
    const x = this.ox - pz.x / s * k;
    const y = this.oy - pz.y / s * k;
    const r = this.rect.style;
    r.left = `${x}px`;
    r.top = `${y}px`;
    r.width = `${Math.max(4, vw / s * k)}px`;
    r.height = `${Math.max(4, vh / s * k)}px`;
  }

  // The view's middle to the point of the minimap under the pointer.
  moveTo(e) {
    const b = this.box.getBoundingClientRect();
    const pz = this.pz;
    const { vw, vh } = pz.size();
    const dx = (e.clientX - b.left - this.ox) / this.k;
    const dy = (e.clientY - b.top - this.oy) / this.k;
    pz.stopAnimation();
    pz.moved = true;
    pz.set(vw / 2 - dx * pz.s, vh / 2 - dy * pz.s, pz.s);
  }

  onDown(e) {
    e.stopPropagation();  // not a drag of the graph area
    if (!this.k || (e.pointerType === 'mouse' && e.button !== 0))
      return;
    e.preventDefault();
    this.pressed = e.pointerId;
    try {
      this.box.setPointerCapture(e.pointerId);
    } catch (err) {
      // the pointer is gone already
    }
    this.moveTo(e);
  }

  onMove(e) {
    e.stopPropagation();
    if (this.pressed === e.pointerId)
      this.moveTo(e);
  }

  onUp(e) {
    e.stopPropagation();
    if (this.pressed === e.pointerId)
      this.pressed = null;
  }
}
