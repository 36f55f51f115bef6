// model: the graph as the server sends it (fxviz JSON), with the look-ups
// the page needs: index by name and by line, inputs and users as indexes,
// search.

import { parseQuery } from './query.js';
import { readOverlays } from './overlays.js';

const SEARCH_MS = 1000;  // a search's time, at most

export class Graph {
  constructor(json) {
    this.id = json.id;
    this.name = json.name || '';
    this.sub = json.sub || null;  // the sub-graph's dotted path, if one
    // A comparison's merged graph (compare.js): the graph compared with
    // (id is the one compared), the report, and both graphs' names.
    this.diff = json.diff || null;
    this.report = json.report || null;
    this.names = json.names || null;
    this.warnings = json.warnings || [];  // what the input got wrong, kept
    this.nodes = Array.isArray(json.nodes) ? json.nodes : [];
    this.byName = new Map();
    this.nodes.forEach((n, i) => this.byName.set(n.name, i));
    // users are given per node; inputs are the same edges the other way.
    this.users = this.nodes.map((n) => (n.users || [])
        .map((u) => this.byName.get(u)).filter((u) => u !== undefined));
    this.inputs = this.nodes.map(() => []);
    this.users.forEach((us, i) => us.forEach((u) => this.inputs[u].push(i)));
    // numbers per node (overlays.js), each named and in a unit
    this.overlays = readOverlays(json.overlays, this.byName, this.nodes.length);
    this.opCounts = new Map();
    for (const n of this.nodes)
      this.opCounts.set(n.op, (this.opCounts.get(n.op) || 0) + 1);
    this.haystack = null;
    this.byLine = null;
    this.chain = null;
  }

  index(name) {
    const i = this.byName.get(name);
    return i === undefined ? -1 : i;
  }

  target(i) {
    const n = this.nodes[i];
    if (n.target !== undefined)
      return n.target;
    return n.op === 'output' ? 'output' : n.name;
  }

  // The nodes query q finds (query.js: substrings, op:, target:, name:,
  // /regex/), as {hits: indexes in graph order, error: why q cannot be
  // read, or took too long; else null}. Each node's test takes time
  // linear in its text; the whole search stops past SEARCH_MS.
  search(q) {
    const query = parseQuery(q);
    if (!query || query.error)
      return { hits: [], error: query ? query.error : null };
    if (!this.haystack) {
      this.haystack = this.nodes.map((n, i) => ({
        name: String(n.name), target: String(this.target(i)), op: String(n.op),
      }));
    }
    const hits = [];
    const start = performance.now();
    for (let i = 0; i < this.haystack.length; i++) {
      if (query.test(this.haystack[i]))
        hits.push(i);
      if ((i & 63) === 63 && performance.now() - start > SEARCH_MS) {
        return { hits: [], error: `the search took longer than ` +
          `${SEARCH_MS / 1000} s, and stopped: narrow it` };
      }
    }
    return { hits, error: null };
  }

  // The graph's main chain, as indexes in order: its longest path from an
  // input to the last node it reaches, which starts at the data rather
  // than at a weight (a weight feeds one op). Nodes come in the order they
  // run, so one pass over them finds it.
  mainChain() {
    if (this.chain)
      return this.chain;
    const n = this.nodes.length;
    const depth = new Int32Array(n);
    const from = new Int32Array(n).fill(-1);
    let end = -1;
    for (let i = 0; i < n; i++) {
      // of inputs as deep, the first argument: the data (conv2d(x, w, b))
      const first = this.index(firstNode(this.nodes[i].args));
      for (const k of this.inputs[i]) {
        const d = depth[k] + 1;
        if (k < i && (d > depth[i] || (d === depth[i] && k === first))) {
          depth[i] = d;
          from[i] = k;
        }
      }
      if (end < 0 || depth[i] >= depth[end])
        end = i;
    }
    const chain = [];
    for (let i = end; i >= 0; i = from[i])
      chain.push(i);
    this.chain = chain.reverse();
    return this.chain;
  }

  // The node defined on line n of the text the graph was read from; -1
  // when none is.
  atLine(n) {
    if (!this.byLine) {
      this.byLine = new Map();
      this.nodes.forEach((node, i) => {
        if (Number.isInteger(node.line) && !this.byLine.has(node.line))
          this.byLine.set(node.line, i);
      });
    }
    const i = this.byLine.get(n);
    return i === undefined ? -1 : i;
  }
}

// The name of the first node an args value names ({node: name} at any
// depth), or null.
function firstNode(v, depth = 0) {
  if (!v || typeof v !== 'object' || depth > 8)
    return null;
  if (typeof v.node === 'string')
    return v.node;
  for (const x of Array.isArray(v) ? v : Object.values(v)) {
    const found = firstNode(x, depth + 1);
    if (found !== null)
      return found;
  }
  return null;
}
