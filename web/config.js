// config: what the server defines once, in C, and the page must agree
// with: the ops, the view options' limits. Loaded once
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

// The ops in the server's order (the legend's and hide's).
export const OPS = config.ops.map((op) => op.name);
export const DEFAULT_DEPTH = config.view.default_depth;
export const MAX_DEPTH = config.view.max_depth;
