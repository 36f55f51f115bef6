// legend: the ops of the graph with their colours and a switch each to
// hide their nodes (and those nodes' edges) in the drawing.

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
