// model: the graph as the server sends it (fxviz JSON), with the look-ups
// the page needs: index by name, inputs and users as indexes, search.

export class Graph {
  constructor(json) {
    this.id = json.id;
    this.name = json.name || '';
    this.sub = json.sub || null;  // the sub-graph's dotted path, if one
    this.warnings = json.warnings || [];  // what the input got wrong, kept
    this.nodes = Array.isArray(json.nodes) ? json.nodes : [];
    this.byName = new Map();
    this.nodes.forEach((n, i) => this.byName.set(n.name, i));
    // users are given per node; inputs are the same edges the other way.
    this.users = this.nodes.map((n) => (n.users || [])
        .map((u) => this.byName.get(u)).filter((u) => u !== undefined));
    this.inputs = this.nodes.map(() => []);
    this.users.forEach((us, i) => us.forEach((u) => this.inputs[u].push(i)));
    this.opCounts = new Map();
    for (const n of this.nodes)
      this.opCounts.set(n.op, (this.opCounts.get(n.op) || 0) + 1);
    this.haystack = null;
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

  // Indexes of the nodes whose name, target or op contains q (any case),
  // in graph order.
  search(q) {
    const needle = q.trim().toLowerCase();
    if (!needle)
      return [];
    if (!this.haystack) {
      this.haystack = this.nodes.map((n, i) =>
        [n.name, this.target(i), n.op].map((s) => String(s).toLowerCase()));
    }
    const out = [];
    this.haystack.forEach((fields, i) => {
      if (fields.some((f) => f.includes(needle)))
        out.push(i);
    });
    return out;
  }
}
