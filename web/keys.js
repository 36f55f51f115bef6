// keys: the list of the graph view's keys, shown over the page by the ?
// key (a modal <dialog>: Escape or its button closes it, and focus goes
// back where it was).

import { el } from './dom.js';

const KEYS = [
  ['Search', [
    ['/', 'go to the search box'],
    ['Enter, Shift+Enter', 'next, previous match (in the search box)'],
    ['relu', 'name, target or op holding it'],
    ['op:call_module', 'op holding it'],
    ['target:aten.add', 'target holding it'],
    ['/relu_\\d+/', 'a regular expression (/…/i: any case)'],
  ]],
  ['In the drawing', [
    ['Tab', 'to the drawing, then to its selected box'],
    ['Enter', 'select the box; again: go to its details'],
    ['↑ ↓', 'to an input, to a user'],
    ['← →', 'to the one beside it (the other inputs or users)'],
    ['Escape', 'close the details, back to the box'],
  ]],
  ['The view', [
    ['Arrows', 'pan (with the drawing itself focused)'],
    ['+ −', 'zoom in, out'],
    ['0', 'fit the drawing to the window'],
    ['?', 'this list'],
  ]],
];

let dialog = null;

// Shows the list of keys; a second call while it shows closes it.
export function toggleKeys() {
  if (!dialog)
    dialog = build();
  if (dialog.open) {
    dialog.close();
    return;
  }
  const back = document.activeElement;
  dialog.addEventListener('close', () => {
    if (back instanceof HTMLElement || back instanceof SVGElement)
      back.focus({ preventScroll: true });
  }, { once: true });
  dialog.showModal();
}

export function keysShown() {
  return !!dialog && dialog.open;
}

function build() {
  const close = el('button', { type: 'button', class: 'keys-close' }, 'Close');
  const d = el('dialog', { id: 'keys', class: 'keys', 'aria-labelledby': 'keys-h' },
      el('div', { class: 'keys-box' },
          el('h2', { id: 'keys-h' }, 'Keys'),
          KEYS.map(([title, rows]) => el('section', null,
              el('h3', null, title),
              el('dl', null, rows.flatMap(([k, what]) => [
                el('dt', null, el('kbd', null, k)), el('dd', null, what)])))),
          el('p', { class: 'keys-foot' }, close, ' or Escape')));
  close.addEventListener('click', () => d.close());
  // a click on the backdrop (outside the box) closes it too
  d.addEventListener('click', (e) => {
    if (e.target === d)
      d.close();
  });
  document.body.append(d);
  return d;
}
