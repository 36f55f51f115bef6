// compare: two graphs compared (docs/diff.md). The merged graph the server
// draws, as a model the viewer uses like any graph's; the graphs worth
// comparing a graph with (the stages of its compile first); the list of
// changes; a node's before and after for the panel.

import { el, clear } from './dom.js';

// The fields a node's before and after hold, in the report's order.
export const FIELDS = ['op', 'target', 'args', 'kwargs', 'module', 'shape'];

// A run of more than this many unchanged nodes, in a merged graph without
// modules, is a closed box "same1", "same2"... (the server's
// DIFF_VIEW_STRETCH, src/draw/diff_view.h).
const STRETCH = 8;

const SIGNS = { changed: '~', added: '+', removed: '\u2212' };

// The merged graph's JSON (as model.Graph reads it) from the report and
// the two graphs' own JSON: each node is its graph's (B's where it is in
// B, else A's) under its merged name, with the merged graph's users, and
// its report entry as "diff". Node indexes are the report's order, which
// is the drawing's (its edge ids count in it).
export function mergedJson(report, a, b) {
  const index = (g) => new Map((g.nodes || []).map((n) => [n.name, n]));
  const inA = index(a);
  const inB = index(b);
  const users = new Map();
  for (const e of report.edges || []) {
    if (!users.has(e.from))
      users.set(e.from, []);
    users.get(e.from).push(e.to);
  }
  const nodes = (report.nodes || []).map((d) => {
    const side = d.after || d.before || {};
    const own = (d.b !== null && inB.get(d.b)) ||
        (d.a !== null && inA.get(d.a)) || { op: side.op, target: side.target };
    return { ...own, name: d.name, users: users.get(d.name) || [], diff: d };
  });
  if (!nodes.some((n) => typeof n.module === 'string' && n.module))
    stretches(nodes);
  return { nodes, warnings: [], overlays: mergedOverlays(report, a, b) };
}

// The overlays of both graphs on the merged one, as the server merges
// them (src/draw/diff_view.c): b's by their names (the values after),
// and a's of the same name and unit as NAME.before.
function mergedOverlays(report, a, b) {
  const list = (g) => (Array.isArray(g.overlays) ? g.overlays : [])
      .filter((o) => o && o.values && typeof o.name === 'string');
  const out = [];
  for (const after of list(b)) {
    const before = list(a).find((o) => o.name === after.name &&
        o.unit === after.unit);
    const values = {};
    const was = {};
    for (const d of report.nodes || []) {
      if (d.b !== null && Object.hasOwn(after.values, d.b))
        values[d.name] = after.values[d.b];
      if (before && d.a !== null && Object.hasOwn(before.values, d.a))
        was[d.name] = before.values[d.a];
    }
    out.push({ name: after.name, unit: after.unit, values });
    if (before)
      out.push({ name: `${after.name}.before`, unit: before.unit, values: was });
  }
  return out;
}

// The boxes the server closes unchanged runs in, for a graph without
// modules: their nodes' module, so that a click on one opens it.
function stretches(nodes) {
  let n = 0;
  for (let i = 0; i < nodes.length;) {
    let j = i;
    while (j < nodes.length && nodes[j].diff.class === 'same')
      j++;
    if (j - i > STRETCH) {
      const path = `same${++n}`;
      for (let k = i; k < j; k++)
        nodes[k].module = path;
    }
    i = Math.max(j, i + 1);
  }
}

// "log: forward 0" -> {stem: 'log', stage: 'forward', n: '0'}: a log's
// graphs are named NAME: PART, and a compile's stages PART N.
function parts(name) {
  const m = /^(?:(.*): )?(.*?)(?: (\d+))?$/s.exec(String(name));
  return { stem: m[1] || '', stage: m[2], n: m[3] || '' };
}

// Whether two graphs look like stages of one compile: from one log (the
// same NAME: before their part) with the same compile number, or without
// a log's name, stages of the same number (forward 0, joint 0).
function sameCompile(x, y) {
  const p = parts(x);
  const q = parts(y);
  return p.stem === q.stem && p.n === q.n && (p.stem !== '' || p.n !== '');
}

// A graph's names in /api/graphs's list: its own and its aliases (the
// same graph uploaded again, in another log, has the new log's name as an
// alias).
function namesOf(g) {
  return [g.name, ...(Array.isArray(g.aliases) ? g.aliases : [])]
      .filter((n) => typeof n === 'string' && n);
}

// The graphs to compare graph id with, from /api/graphs's list: {stages,
// others}, each in the list's order; stages are those of its compile, by
// any of their names.
export function candidates(id, graphs) {
  const me = graphs.find((g) => g.id === id);
  const rest = graphs.filter((g) => g.id !== id);
  if (!me)
    return { stages: [], others: rest };
  const stages = rest.filter((g) => stageLabel(g, me) !== null);
  return { stages, others: rest.filter((g) => !stages.includes(g)) };
}

// What a button names graph g by, as a stage of graph me's compile: its
// part, when it shares me's log (else its name); null when it is not one.
export function stageLabel(g, me) {
  for (const x of namesOf(g)) {
    for (const y of namesOf(me)) {
      if (!sameCompile(x, y))
        continue;
      const p = parts(x);
      return p.stem ? x.slice(p.stem.length + 2) : x;
    }
  }
  return null;
}

// Fills the "Compare with…" select: the stages first, then the others.
export function fillPicker(select, { stages, others }) {
  const option = (g) => el('option', { value: g.id }, g.name || g.id);
  const group = (label, list) => (list.length ?
    el('optgroup', { label }, list.map(option)) : null);
  clear(select).append(el('option', { value: '' }, 'Compare with\u2026'));
  for (const g of [group('Stages of this compile', stages),
    group(stages.length ? 'Other graphs' : 'Graphs', others)])
    if (g)
      select.append(g);
  select.value = '';
  select.disabled = !stages.length && !others.length;
}

// "3 changed, 1 added, 2 removed" from the report's summary.
export function summaryText(s) {
  if (!s)
    return '';
  if (!s.changed && !s.added && !s.removed)
    return 'No changes';
  return ['changed', 'added', 'removed'].filter((k) => s[k])
      .map((k) => `${s[k]} ${k}`).join(', ');
}

// Fills the list of changes: one button per node whose class is not
// "same", in the merged graph's order, each a link to select it
// (href(name), data-node as in the panel).
export function fillChanges(box, graph, href) {
  const list = box.querySelector('ol');
  clear(list);
  graph.nodes.forEach((n) => {
    const d = n.diff;
    if (!d || d.class === 'same')
      return;
    const what = d.class === 'changed' && Array.isArray(d.changed) ?
      d.changed.join(', ') : d.class;
    list.append(el('li', { class: `change diff-${d.class}` },
        el('a', { href: href(n.name), 'data-node': n.name },
            el('span', { class: 'sign', 'aria-hidden': 'true' }, SIGNS[d.class]),
            el('code', null, n.name),
            el('span', { class: 'what' }, what))));
  });
  box.querySelector('summary').textContent =
      summaryText(graph.report && graph.report.summary);
  box.hidden = false;
}

// Marks the selected node's entry in the list of changes.
export function markChange(box, name) {
  for (const a of box.querySelectorAll('a[data-node]')) {
    if (a.dataset.node === name)
      a.setAttribute('aria-current', 'true');
    else
      a.removeAttribute('aria-current');
  }
}

// Fills the panel's comparison of one node: its class, its names in each
// graph when they differ, and a table of each field before and after,
// the fields that differ marked.
export function fillDiff(box, graph, i, names) {
  const d = graph.nodes[i].diff;
  clear(box);
  if (!d)
    return;
  const says = {
    same: 'Unchanged',
    changed: `Changed: ${(d.changed || []).join(', ')}`,
    added: `Added: only in ${names.b}`,
    removed: `Removed: only in ${names.a}`,
  };
  box.append(el('p', { class: 'diff-class' },
      el('span', { class: `badge diff-${d.class}` }, d.class), ' ',
      says[d.class] || ''));
  if (d.a && d.b && (d.a !== d.b || d.match === 'structure'))
    box.append(el('p', { class: 'note' }, `${d.a} in ${names.a}, ${d.b} in ` +
        `${names.b}` + (d.match === 'structure' ? ', matched by structure' : '')));
  const changed = new Set(Array.isArray(d.changed) ? d.changed : []);
  const cell = (side, f) => {
    const v = side ? side[f] : undefined;
    if (!side)
      return el('td', { class: 'none' }, '\u2014');
    if (v === '' || v === undefined || v === null)
      return el('td', { class: 'none' }, 'none');
    return el('td', null, el('code', null, String(v)));
  };
  box.append(el('table', { class: 'before-after' },
      el('thead', null, el('tr', null,
          el('th', { scope: 'col' }, el('span', { class: 'visually-hidden' },
              'field')),
          el('th', { scope: 'col' }, 'before'),
          el('th', { scope: 'col' }, 'after'))),
      el('tbody', null, FIELDS.map((f) => el('tr', {
        class: changed.has(f) ? 'changed' : null, 'data-field': f,
      }, el('th', { scope: 'row' }, f,
          changed.has(f) ? el('span', { class: 'mark' }, ' changed') : null),
      cell(d.before, f), cell(d.after, f))))));
}
