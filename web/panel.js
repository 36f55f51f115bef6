// panel: what the node panel says about one node. Every reference to
// another node is a link (<a data-node>) that the viewer follows; every
// piece of text from the graph goes in as text.

import { el, append, clear } from './dom.js';
import { argsParts, kwargsParts } from './values.js';
import { sourceOf, sourceKey, placeText } from './run.js';

const MAX_LINKS = 200;  // users shown before a "show all" button

// Fills the panel's <dl> for node i of graph. href(name) is the page URL
// that selects name; subHref(name) the one that shows the sub-graph a node
// names (an <a data-sub> the viewer follows too).
export function fillPanel(dl, graph, i, href, subHref) {
  const n = graph.nodes[i];
  const link = (name, text) => el('a', {
    class: 'ref', href: href(name), 'data-node': name,
  }, text === undefined ? name : text);
  const partsDom = (parts) => parts.map((p) => typeof p === 'string' ? p :
      link(p.ref, p.text !== undefined ? p.text : `%${p.ref}`));
  const row = (term, ...value) => {
    dl.append(el('dt', null, term), el('dd', null, ...value));
  };
  const names = (list) => {
    if (list.length === 0)
      return [el('span', { class: 'none' }, 'none')];
    const out = [];
    const shown = list.slice(0, MAX_LINKS);
    shown.forEach((k, j) => out.push(j ? ', ' : '', link(graph.nodes[k].name)));
    if (list.length > MAX_LINKS) {
      const more = el('button', { type: 'button', class: 'more' },
          `show all ${list.length}`);
      more.addEventListener('click', () => {
        const dd = more.parentElement;
        clear(dd);
        list.forEach((k, j) => append(dd, j ? ', ' : '', link(graph.nodes[k].name)));
      });
      out.push(' ', more);
    }
    return out;
  };
  const one = (k) => (k >= 0 && k < graph.nodes.length ?
    [link(graph.nodes[k].name)] : [el('span', { class: 'none' }, 'none')]);

  clear(dl);
  row('op', el('span', { class: `op op-${n.op}` }, n.op));
  // An input an inductor "Graph fragment" uses but does not define.
  if (n.meta && n.meta.outside === true)
    row('fragment', el('span', { class: 'outside' },
        'Defined outside this fragment'));
  row('target', el('code', null, String(graph.target(i))));
  // What a call_module calls: its class and settings (extra_repr()).
  const called = calledModule(n);
  if (called.type)
    row('class', el('code', null, called.type));
  if (called.repr)
    row('settings', el('code', { class: 'settings' }, called.repr));
  // A get_attr (or call_module) that reaches a sub-graph: a cond branch,
  // an invoke_subgraph body, a split part.
  if (typeof n.subgraph === 'string' && n.subgraph)
    row('sub-graph', el('a', {
      class: 'sub', href: subHref(n.subgraph), 'data-sub': n.subgraph,
    }, `Open sub-graph ${n.subgraph}`));
  row('args', el('code', null, ...partsDom(argsParts(n))));
  row('kwargs', el('code', null, ...partsDom(kwargsParts(n))));
  row(`users (${graph.users[i].length})`, ...names(graph.users[i]));
  row('prev', ...one(i - 1));
  row('next', ...one(i + 1));
  const meta = n.meta || {};
  if (n.type !== undefined && n.type !== null)
    row('type', el('code', null, String(n.type)));
  if (meta.shape !== undefined)
    row('shape', el('code', null, formatShape(meta.shape)));
  if (meta.dtype !== undefined)
    row('dtype', el('code', null, perTensor(meta.dtype)));
  if (meta.device !== undefined && meta.device !== null)
    row('device', el('code', null, perTensor(meta.device)));
  // The module torch recorded the node in, then the ones around it.
  const modules = moduleStack(meta.nn_module_stack);
  if (modules.length) {
    const inner = modules[modules.length - 1];
    row('module', el('code', null, inner.path), inner.type ? ` ${inner.type}` : '',
        modules.length > 1 ? el('ul', { class: 'modules' },
            modules.slice(0, -1).reverse().map((m) => el('li', null,
                'in ', el('code', null, m.path), m.type ? ` ${m.type}` : ''))) :
          null);
  }
  // What an ExportedProgram's graph signature says the node is.
  if (typeof meta.sig_kind === 'string' && meta.sig_kind)
    row('signature', el('code', null, meta.sig_kind),
        typeof meta.sig_target === 'string' && meta.sig_target ?
          ' ' : '',
        typeof meta.sig_target === 'string' && meta.sig_target ?
          el('code', null, meta.sig_target) : '');
  // The user's line the node came from: a button that marks the line's
  // nodes in the drawing (and, on a run's page, lists them in each stage).
  const src = sourceOf(meta);
  if (src)
    row('source', el('button', { type: 'button', class: 'source-line',
      'data-source': sourceKey(src), title: `Mark the nodes of this line` },
    placeText(src.file, src.line)), src.code ?
      el('code', { class: 'source-code' }, src.code) : null);
  if (typeof meta.stack_trace === 'string' && meta.stack_trace)
    row('stack trace', el('pre', { class: 'trace' }, meta.stack_trace));
  // A kernel call of inductor's output code: what it computes.
  if (typeof meta.source_nodes === 'string' && meta.source_nodes)
    row('source nodes', el('code', null, meta.source_nodes));
  if (typeof meta.original_aten === 'string' && meta.original_aten)
    row('original ATen', el('code', null, meta.original_aten));
  if (typeof meta.provenance === 'string' && meta.provenance)
    row('provenance', el('code', null, meta.provenance));
}

// [1, 3, "s0"] -> "[1, 3, s0]"; a list of shapes (a tuple result) -> one
// per item.
function formatShape(shape) {
  const one = (s) => (Array.isArray(s) ? `[${s.join(', ')}]` : 'None');
  if (Array.isArray(shape) && shape.some((s) => Array.isArray(s) || s === null))
    return `(${shape.map(one).join(', ')})`;
  return one(shape);
}

// A dtype or device: one, or for a tuple of tensors one per item (None
// where unknown).
function perTensor(v) {
  if (Array.isArray(v))
    return `(${v.map((d) => d === null ? 'None' : String(d)).join(', ')})`;
  return String(v);
}

// nn_module_stack as [{path, type}], from any of the forms format.md allows.
function moduleStack(stack) {
  if (!Array.isArray(stack))
    return [];
  return stack.map((m) => {
    if (typeof m === 'string')
      return { path: m, type: '' };
    if (Array.isArray(m))
      return { path: String(m[0] ?? ''), type: m[1] ? String(m[1]) : '' };
    if (m && typeof m === 'object')
      return { path: String(m.path ?? ''), type: m.type ? String(m.type) : '' };
    return null;
  }).filter(Boolean);
}

// A call_module node's module: {type, repr} from fxviz JSON v2's
// target_module, else the type nn_module_stack gives the frame that is
// the node's target (as src/model/graph.c's fx_node_module_type). A
// get_attr's target_module, when a repro script's __init__ says how it
// makes the tensor.
function calledModule(n) {
  if (n.op !== 'call_module' && n.op !== 'get_attr')
    return {};
  const tm = n.target_module && typeof n.target_module === 'object' ?
    n.target_module : {};
  const repr = typeof tm.repr === 'string' ? tm.repr : '';
  if (typeof tm.type === 'string' && tm.type)
    return { type: tm.type, repr };
  const frame = moduleStack((n.meta || {}).nn_module_stack)
      .reverse().find((m) => m.path === n.target);
  return { type: frame ? frame.type : '', repr };
}
