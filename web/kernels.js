// kernels: which kernels of inductor's output code compute which nodes of
// the post-grad graph (GET /api/graphs/{post}/kernels?code={code}), as the
// node panel shows them: on a post-grad node, its kernels (each a button
// that highlights the kernel's nodes); on an output code's kernel launch,
// the post-grad nodes it computes (each a link to it there).

import { el } from './dom.js';

const MAX_NODES = 200;  // post-grad nodes listed for one kernel

// The map, indexed: mode 'post' (the page shows the post-grad graph) or
// 'code' (the output code).
export function readKernels(json, key, mode) {
  const kernels = Array.isArray(json.kernels) ? json.kernels : [];
  const byId = new Map();
  const byLaunch = new Map();
  for (const k of kernels) {
    if (!k || typeof k.id !== 'string')
      continue;
    k.nodes = Array.isArray(k.nodes) ? k.nodes.map(String) : [];
    byId.set(k.id, k);
    if (typeof k.launch === 'string')
      byLaunch.set(`${k.launch_in || ''}\u0000${k.launch}`, k);
  }
  const byNode = new Map();
  const nodes = json.nodes && typeof json.nodes === 'object' ? json.nodes : {};
  for (const [name, ids] of Object.entries(nodes))
    if (Array.isArray(ids))
      byNode.set(name, ids.filter((id) => byId.has(id)));
  return { key, mode, byId, byLaunch, byNode,
    unmatched: Array.isArray(json.unmatched) ? json.unmatched.length : 0,
    provenance: json.provenance === true };
}

// Adds the kernel rows for node `name` (in sub-graph `sub` of the page's
// graph) to the panel's <dl>. pick(id) highlights kernel id; picked is the
// one highlighted now. nodeHref(n) is the page of post-grad node n.
export function fillKernels(dl, map, name, sub, picked, pick, nodeHref) {
  const row = (term, ...value) => {
    dl.append(el('dt', null, term), el('dd', { class: 'kernels' }, ...value));
  };
  if (map.mode === 'post') {
    if (sub)
      return;  // the map's nodes are the graph's own
    const ids = map.byNode.get(name) || [];
    if (!ids.length) {
      row('kernels', el('span', { class: 'none' },
          'none: computed by no kernel (a view, an input)'));
      return;
    }
    row('kernels', ...ids.map((id) => {
      const b = el('button', { type: 'button', 'data-kernel': id,
        'aria-pressed': picked === id ? 'true' : 'false',
        title: `Highlight the nodes of ${id}` }, id);
      b.addEventListener('click', () => pick(id));
      return b;
    }));
    return;
  }
  const k = map.byLaunch.get(`${sub}\u0000${name}`);
  if (!k)
    return;
  row('kernel', el('code', null, k.id));
  const shown = k.nodes.slice(0, MAX_NODES);
  const links = [];
  shown.forEach((n, j) => links.push(j ? ', ' : '',
      el('a', { href: nodeHref(n), 'data-post-node': n }, n)));
  if (k.nodes.length > shown.length)
    links.push(` and ${k.nodes.length - shown.length} more`);
  row(`post-grad nodes (${k.nodes.length})`, ...(links.length ? links :
    [el('span', { class: 'none' }, 'none found')]));
}
