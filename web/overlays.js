// overlays: numbers per node (fxviz JSON version 3, docs/format.md): the
// FLOPs, bytes or time each node costs. What the panel says of a node's
// values (its rank and share), and the list of the nodes that cost most.

import { el, clear } from './dom.js';

// An overlay's name, as the server takes it in color=NAME.
export const OVERLAY_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

// The overlays of a graph's JSON, each {name, unit, how, runs, values
// (per node, NaN for none), spread (or null), total, order (the nodes of
// a value, the greatest first)}. What is not of that shape is left out.
export function readOverlays(list, byName, n) {
  if (!Array.isArray(list))
    return [];
  const out = [];
  for (const o of list) {
    if (!o || typeof o.name !== 'string' || !OVERLAY_NAME.test(o.name) ||
        o.name === 'op' || o.name === 'kernel' ||
        typeof o.unit !== 'string' || !o.values || typeof o.values !== 'object')
      continue;
    const values = new Float64Array(n).fill(NaN);
    const spread = o.spread && typeof o.spread === 'object' ?
      new Float64Array(n).fill(NaN) : null;
    for (const [k, v] of Object.entries(o.values)) {
      const i = byName.get(k);
      if (i !== undefined && Number.isFinite(v))
        values[i] = v;
    }
    if (spread) {
      for (const [k, v] of Object.entries(o.spread)) {
        const i = byName.get(k);
        if (i !== undefined && Number.isFinite(v))
          spread[i] = v;
      }
    }
    const order = [];
    let total = 0;
    values.forEach((v, i) => {
      if (!Number.isNaN(v)) {
        order.push(i);
        total += v;
      }
    });
    order.sort((a, b) => values[b] - values[a] || a - b);
    out.push({ name: o.name, unit: o.unit,
      how: typeof o.how === 'string' ? o.how : '',
      runs: Number.isInteger(o.runs) ? o.runs : 0, values, spread, total, order });
  }
  return out;
}

// v in unit with an SI prefix and three significant digits, as the
// server writes it under a node's label (src/model/overlay.c): "118
// MFLOP", "1.12 ms".
export function formatValue(v, unit) {
  const big = ['', 'k', 'M', 'G', 'T', 'P', 'E'];
  const small = ['', 'm', '\u00b5', 'n', 'p'];
  let a = Math.abs(v);
  let k = 0;
  let prefix;
  if (a >= 999.5) {
    while (a >= 999.5 && k < 6) {
      a /= 1000;
      k++;
    }
    prefix = big[k];
  } else {
    while (a > 0 && a < 0.9995 && k < 4) {
      a *= 1000;
      k++;
    }
    prefix = small[k];
  }
  return `${Number((v < 0 ? -a : a).toPrecision(3))} ${prefix}${unit}`;
}

// 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd".
export function ordinal(n) {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' :
    ['th', 'st', 'nd', 'rd'][n % 10] || 'th';
  return `${n}${suffix}`;
}

// Where node i stands in o: 1 for the greatest (ties share the better).
export function rankOf(o, i) {
  const v = o.values[i];
  if (Number.isNaN(v))
    return 0;
  let above = 0;
  for (const k of o.order) {
    if (o.values[k] > v)
      above++;
    else
      break;
  }
  return above + 1;
}

// A node's value of o as the panel says it: "236 MFLOP ± 3 µs · 1st most
// flops, 2.89%", or "no value".
export function describe(o, i) {
  const v = o.values[i];
  if (Number.isNaN(v))
    return 'no value';
  const spread = o.spread && !Number.isNaN(o.spread[i]) ?
    ` \u00b1 ${formatValue(o.spread[i], o.unit)}` : '';
  const share = o.total ? `, ${Number((100 * v / o.total).toPrecision(3))}%` : '';
  return `${formatValue(v, o.unit)}${spread} \u00b7 ${ordinal(rankOf(o, i))} ` +
    `most ${o.name} of ${o.order.length}${share}`;
}

// The panel's rows for node i: one for each overlay of graph.
export function fillOverlays(dl, graph, i) {
  for (const o of graph.overlays) {
    dl.append(el('dt', null, o.name),
        el('dd', { class: 'overlay-value', 'data-overlay': o.name },
            describe(o, i)));
  }
}

// Two graphs compared (web/compare.js's merged overlays: NAME after,
// NAME.before): how node i's value of each changed, as the server labels
// it (src/draw/draw.c, add_change): "236 MFLOP \u2192 120 MFLOP
// (-49.2%)", "new, 189 MFLOP", "gone, 236 MFLOP", "no value".
export function describeChange(after, before, i) {
  const a = after.values[i];
  const b = before ? before.values[i] : NaN;
  const f = (v) => formatValue(v, after.unit);
  if (Number.isNaN(a) && Number.isNaN(b))
    return 'no value';
  if (Number.isNaN(b))
    return before ? `new, ${f(a)}` : f(a);
  if (Number.isNaN(a))
    return `gone, ${f(b)}`;
  if (b === 0 && a !== 0)
    return `0 \u2192 ${f(a)}`;
  const change = 100 * (a - b) / b;
  const pct = b !== 0 ? ` (${change >= 0 ? '+' : '-'}` +
    `${Number(Math.abs(change).toPrecision(3))}%)` : '';
  return `${f(b)} \u2192 ${f(a)}${pct}`;
}

// The panel's rows for node i of two graphs compared: one for each
// overlay, its value before and after, and its rank after.
export function fillOverlayChanges(box, graph, i) {
  const byName = new Map(graph.overlays.map((o) => [o.name, o]));
  const rows = [];
  for (const o of graph.overlays) {
    if (o.name.endsWith('.before') && byName.has(o.name.slice(0, -7)))
      continue;
    const before = byName.get(`${o.name}.before`) || null;
    const rank = Number.isNaN(o.values[i]) ? '' :
      ` \u00b7 after: ${ordinal(rankOf(o, i))} most ${o.name} of ${o.order.length}`;
    rows.push(el('dt', null, o.name), el('dd', { class: 'overlay-change',
      'data-overlay': o.name }, describeChange(o, before, i) + rank));
  }
  if (rows.length)
    box.append(el('dl', { class: 'facts overlay-changes' }, ...rows));
}

export const TOP_N = 10;

// The TOP_N nodes of overlay o, greatest first, each a link that selects
// its node (<a data-node>, as the panel's) with its value and share.
export function fillTop(ol, graph, o, href) {
  clear(ol);
  for (const i of o.order.slice(0, TOP_N)) {
    const name = graph.nodes[i].name;
    const share = o.total ? ` (${Number((100 * o.values[i] / o.total)
        .toPrecision(3))}%)` : '';
    ol.append(el('li', null, el('a', { class: 'ref', href: href(name),
      'data-node': name }, name), ` ${formatValue(o.values[i], o.unit)}${share}`));
  }
}
