// legend: the ops of the graph with their colours and a switch each to
// hide their nodes (and those nodes' edges) in the drawing; and, when the
// drawing is coloured by an overlay, its scale as the server drew it.

import { el, clear } from './dom.js';
import { OPS } from './config.js';

// onToggle(op, shown) is called when a switch changes.
export function fillLegend(box, graph, hidden, onToggle) {
  clear(box);
  for (const op of OPS) {
    const count = graph.opCounts.get(op);
    if (!count)
      continue;
    const input = el('input', { type: 'checkbox', value: op });
    input.checked = !hidden.includes(op);
    input.addEventListener('change', () => onToggle(op, input.checked));
    box.append(el('label', { class: 'legend-item' }, input,
        el('span', { class: `swatch op-${op}`, 'aria-hidden': 'true' }),
        el('span', { class: 'legend-op' }, op),
        el('span', { class: 'legend-count' }, String(count))));
  }
}

// The scale of a drawing coloured by an overlay, read from its root
// group, where the server writes the legend it draws under the drawing
// (src/draw/render.c, legend_attrs): data-legend (the title),
// data-legend-0 ... ("#fill #line text") and data-legend-total. Into
// box; legend is marked by-value, as the ops' own colours are not drawn
// then. False when the drawing has no such scale (box hidden).
export function fillScale(box, legend, root) {
  const g = root && root.querySelector('g[data-legend]');
  clear(box);
  box.hidden = !g;
  legend.classList.toggle('by-value', !!g);
  if (!g)
    return false;
  const title = g.getAttribute('data-legend');
  const space = title.indexOf(' ');
  box.append(el('div', { class: 'scale-title' },
      el('b', null, space < 0 ? title : title.slice(0, space)),
      space < 0 ? '' : title.slice(space)));
  const steps = el('div', { class: 'scale-steps' });
  for (let k = 0; g.hasAttribute(`data-legend-${k}`); k++) {
    const m = /^(#[0-9a-f]{6}) (#[0-9a-f]{6}) (.*)$/s
        .exec(g.getAttribute(`data-legend-${k}`));
    if (!m)
      continue;
    const swatch = el('span', { class: 'swatch', 'aria-hidden': 'true' });
    swatch.style.background = m[1];
    swatch.style.borderColor = m[2];
    steps.append(el('span', { class: 'scale-step', title: m[3] }, swatch,
        el('span', { class: 'scale-text' }, m[3])));
  }
  box.append(steps, el('div', { class: 'scale-total' },
      g.getAttribute('data-legend-total') || ''));
  return true;
}
