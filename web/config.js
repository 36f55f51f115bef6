// config: what the server defines once, in C, and the page must agree
// with: the ops and their colours, the view options' limits. Loaded once
// (GET /api/config, docs/api.md) before any module that imports it runs.

import { getJson } from './net.js';

let config;
try {
  config = await getJson('/api/config');
} catch (e) {
  // Nothing of the page works without it: say so, instead of a blank page.
  const box = document.createElement('p');
  box.className = 'error';
  box.setAttribute('role', 'alert');
  box.textContent = `Cannot start: the server's settings did not load ` +
      `(${e.message}). Reload the page to try again.`;
  document.body.prepend(box);
  throw e;
}

// The ops in the server's order (the legend's and hide's), with the fill
// and line colours the drawing gives their nodes.
export const OP_STYLES = config.ops;
export const OPS = config.ops.map((op) => op.name);
export const DEFAULT_DEPTH = config.view.default_depth;
// This server's limits on what it is sent, in bytes (0: none said): a
// body (--max-body), a run's files unpacked (--max-run-mb).
export const MAX_BODY = (config.limits && config.limits.max_body) || 0;
export const MAX_RUN = (config.limits && config.limits.max_run) || 0;
export const MAX_DEPTH = config.view.max_depth;
// The drawing this server's build makes ("0.1.0-2"), which every picture
// URL the page asks for names (state.js): pictures are sent immutable,
// and a browser or nginx would keep an earlier build's under the same
// URL.
export const DRAWING = config.drawing || '';

// One stylesheet made from the ops: their colours (legend swatches, the
// panel's op) and the rules that hide an op's nodes, far-input boxes and
// edges on the drawing at once, before the server draws it again without
// them. Built through the CSSOM, which the page's CSP allows (it allows
// no inline style); values the CSSOM does not take as colours are
// dropped, and names are escaped, so the server's text never becomes CSS.
export function opStyleSheet() {
  const sheet = new CSSStyleSheet();
  for (const { name, fill, line } of OP_STYLES) {
    const op = CSS.escape(name);
    const k = sheet.insertRule(`.op-${op} {}`, sheet.cssRules.length);
    sheet.cssRules[k].style.backgroundColor = fill;
    sheet.cssRules[k].style.borderColor = line;
    sheet.insertRule(`svg.hide-${op} :is(.${op}, .src-${op}, .dst-${op}) ` +
        '{ display: none; }', sheet.cssRules.length);
  }
  return sheet;
}
