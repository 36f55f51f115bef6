// labels: the names of open modules' frames kept in view. Graphviz puts a
// frame's name at its top left; a frame wider than the view, seen at its
// right part, shows no name (swin_t's blocks, a row of weights wide). While
// a frame's name row is in view and the name's start is not, a copy of the
// name sits at the view's left edge inside the frame, as a sticky header
// does; a click on it closes the module, as one on the name itself does.

import { framePath } from './drawing.js';

const PAD = 4;          // px between the view's (or the legend's) edge and a name
const FAR_SCALE = 0.2;  // as panzoom.js: below it the drawing has no text

export class FrameLabels {
  // layer: an element over the drawing that holds the copies; pz: the
  // PanZoom whose view they follow; avoid() (optional) the element at the
  // view's left edge (the legend) that they go right of.
  constructor(layer, pz, avoid) {
    this.layer = layer;
    this.pz = pz;
    this.avoid = avoid || (() => null);
    this.items = [];
  }

  // Reads the frames of drawing (null: none), laid out in stage at scale.
  show(drawing, stage, scale) {
    this.items = [];
    this.layer.replaceChildren();
    if (!drawing)
      return;
    const o = stage.getBoundingClientRect();
    const vb = drawing.svg.viewBox.baseVal;
    const unit = vb && vb.width ? drawing.width / vb.width : 1;
    for (const frame of drawing.frames.values()) {
      const path = framePath(frame);
      const t = frame.querySelector('text');
      const f = frame.getBoundingClientRect();
      if (!t || !f.width)
        continue;
      const r = t.getBoundingClientRect();
      this.items.push({
        path, name: t.textContent, el: null,
        left: (f.left - o.left) / scale, right: (f.right - o.left) / scale,
        x: (r.left - o.left) / scale, y: (r.top - o.top) / scale,
        w: r.width / scale, h: r.height / scale,
        size: (parseFloat(t.getAttribute('font-size')) || 10) * unit,
        fill: t.getAttribute('fill') || '#3a4a60',
      });
    }
    this.update();
  }

  // Puts each copy where its frame's name is wanted, or hides it. Called on
  // every frame the view moves: reads one element's box, writes styles.
  update() {
    const pz = this.pz;
    const { vh } = pz.size();
    const s = pz.s;
    const far = s < FAR_SCALE;
    const a = this.avoid();
    const av = a && !a.hidden ? { r: a.offsetLeft + a.offsetWidth,
      t: a.offsetTop, b: a.offsetTop + a.offsetHeight } : null;
    for (const it of this.items) {
      const y = pz.y + it.y * s;
      const h = it.h * s;
      let x = PAD;
      if (av && y < av.b && y + h > av.t)
        x = av.r + PAD;
      const want = !far && y >= 0 && y + h <= vh &&
          pz.x + it.x * s < x &&                       // the name's start is off
          pz.x + it.right * s > x + it.w * s + 2 * PAD;  // the frame holds a copy
      if (!want) {
        if (it.el)
          it.el.hidden = true;
        continue;
      }
      if (!it.el)
        it.el = this.make(it);
      it.el.hidden = false;
      it.el.style.transform = `translate(${x}px, ${y}px)`;
      it.el.style.fontSize = `${it.size * s}px`;
    }
  }

  make(it) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'frame-label';
    b.dataset.path = it.path;
    b.textContent = it.name;
    b.title = `Close ${it.path}`;
    b.tabIndex = -1;  // the frame's own name is there for the keyboard
    b.style.color = it.fill;
    this.layer.append(b);
    return b;
  }
}
