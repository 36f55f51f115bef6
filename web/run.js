// run: a compile run's JSON (GET /api/runs/{id}, docs/api.md "Runs") as
// the run page's tree needs it: ranks, then frames, then compiles, then
// stages; the pairs of graphs worth comparing; a node's source line and
// one line's nodes across the stages of a compile. No DOM here: node
// runs it too (tests/unit/run_js.mjs).

// The statuses the run JSON names, and what the tree says of each.
export const STATUS = {
  ok: 'ok',
  restarted: 'restarted',
  failed: 'failed',
  empty: 'empty',
  no_metrics: 'cut short',
};

// The tree: [{rank, frames: [{frame, code: {name, file, line}, compiles:
// [compile...]}]}], ranks in order (one with rank null when the trace
// names none), frames by id (events of no frame last), compiles in the
// run's order. Each compile is the run JSON's, untouched.
export function runTree(run) {
  const ranks = new Map();
  for (const c of Array.isArray(run && run.compiles) ? run.compiles : []) {
    const rank = Number.isInteger(c.rank) && c.rank >= 0 ? c.rank : null;
    if (!ranks.has(rank))
      ranks.set(rank, new Map());
    const frames = ranks.get(rank);
    const frame = Number.isInteger(c.frame) && c.frame >= 0 ? c.frame : null;
    if (!frames.has(frame))
      frames.set(frame, { frame, code: null, compiles: [] });
    const f = frames.get(frame);
    f.compiles.push(c);
    if (!f.code && c.code && (c.code.name || c.code.file))
      f.code = c.code;
  }
  const byKey = (a, b) => (a === null) - (b === null) || a - b;
  return [...ranks.keys()].sort(byKey).map((rank) => ({
    rank,
    frames: [...ranks.get(rank).values()].sort((a, b) =>
      byKey(a.frame, b.frame)),
  }));
}

// "file.py:12", the file's last parts only when it is long; '' for none.
export function placeText(file, line) {
  if (!file)
    return '';
  return line > 0 ? `${file}:${line}` : String(file);
}

// The short form of a path, for the tree: its last two parts.
export function shortFile(file) {
  const parts = String(file || '').split('/').filter(Boolean);
  return parts.length > 2 ? `\u2026/${parts.slice(-2).join('/')}` :
    String(file || '');
}

// A compile's stages that have a graph in the server, in the run's order
// (the order the trace wrote them), each {stage, graph, name}.
export function stagesOf(c) {
  return (Array.isArray(c && c.stages) ? c.stages : [])
      .filter((s) => s && typeof s.stage === 'string');
}

// The stage before stage k of compile c that can be compared with it: the
// one the trace wrote before it; null for the first, or when either has
// no graph.
export function previousStage(c, k) {
  const list = stagesOf(c);
  if (k <= 0 || k >= list.length || !list[k].graph || !list[k - 1].graph)
    return null;
  return list[k - 1];
}

// The compile a recompile of c replaced (the run JSON's recompile.previous,
// of c's rank), or null.
export function previousCompile(run, c) {
  const prev = c && c.recompile && c.recompile.previous;
  if (!prev)
    return null;
  return (run.compiles || []).find((x) => x.id === prev &&
      (x.rank ?? null) === (c.rank ?? null)) || null;
}

// The two graphs to compare across a recompile of c: the same stage of
// the compile it replaced and of c (the stage named `stage`, else the
// first stage both have, dynamo's graph as a rule); null when there is
// none.
export function recompilePair(run, c, stage) {
  const before = previousCompile(run, c);
  if (!before)
    return null;
  const find = (x, name) => stagesOf(x).find((s) => s.stage === name &&
      s.graph);
  const names = stage ? [stage] : [];
  names.push(...stagesOf(c).map((s) => s.stage));
  for (const name of names) {
    const a = find(before, name);
    const b = find(c, name);
    if (a && b)
      return { a, b, before };
  }
  return null;
}

// The compile and stage that graph id is in, or null.
export function findStage(run, id) {
  for (const c of (run && run.compiles) || []) {
    const k = stagesOf(c).findIndex((s) => s.graph === id);
    if (k >= 0)
      return { compile: c, stage: stagesOf(c)[k], index: k };
  }
  return null;
}

// The user's line a node's meta points at: {file, line, name, code} of
// the innermost frame its stack trace names (torch's two forms: "File:
// /x.py:7 in forward, code: y = f(x)" and a traceback's 'File "/x.py",
// line 7, in forward' with the code on the next line); null for none.
export function sourceOf(meta) {
  const trace = meta && typeof meta.stack_trace === 'string' ?
    meta.stack_trace : '';
  if (!trace)
    return null;
  let found = null;
  const lines = trace.split('\n');
  for (let k = 0; k < lines.length; k++) {
    const s = lines[k].trim();
    let m = /^#?\s*File: (.+?):(\d+) in ([^,]+?)(?:, code: (.*))?$/.exec(s);
    if (m) {
      found = { file: m[1], line: Number(m[2]), name: m[3], code: m[4] || '' };
      continue;
    }
    m = /^File "(.+)", line (\d+), in (.+)$/.exec(s);
    if (m) {
      const next = (lines[k + 1] || '').trim();
      found = { file: m[1], line: Number(m[2]), name: m[3],
        code: next && !next.startsWith('File ') ? next : '' };
    }
  }
  return found;
}

// The key of a source line: "file:line".
export function sourceKey(src) {
  return src ? `${src.file}:${src.line}` : '';
}

// One source line's nodes across the stages of a compile: graphs is
// [{stage, graph (id), json (the graph's JSON)}] in the compile's order;
// the result, [{stage, graph, nodes: [names]}] for each stage with at
// least one node of the line.
export function lineAcross(graphs, key) {
  const out = [];
  for (const g of graphs) {
    const nodes = ((g.json && g.json.nodes) || [])
        .filter((n) => sourceKey(sourceOf(n.meta)) === key)
        .map((n) => n.name);
    if (nodes.length)
      out.push({ stage: g.stage, graph: g.graph, nodes });
  }
  return out;
}

// The stages that are a compile's post-grad graph, and its output code,
// by name (a trace's and a TORCH_COMPILE_DEBUG folder's), the post-grad
// graph a code's kernels compute best first.
const POST_GRAD = ['inductor_post_grad_graph', 'fx_graph_transformed',
  'before_post_grad_graph'];
const OUTPUT_CODE = ['inductor_output_code', 'output_code'];

// What stage k of compile c opens with for node <-> kernel links (the
// page's code= and post=, docs/api.md "The page"): a post-grad graph its
// output code ({code: id}), an output code its post-grad graph ({post:
// id}), each of the same compile and the same "#N" (inductor compiles a
// forward and a backward in one); {} for any other stage.
export function kernelPartner(c, k) {
  const list = stagesOf(c);
  const s = list[k];
  if (!s || !s.graph)
    return {};
  const nth = (x) => (/ (#\d+)$/.exec(String(x.name || '')) || [])[1] || '';
  const find = (names) => {
    for (const name of names) {
      const hit = list.find((x) => x.stage === name && x.graph &&
          nth(x) === nth(s));
      if (hit)
        return hit.graph;
    }
    return null;
  };
  if (POST_GRAD.includes(s.stage)) {
    const code = find(OUTPUT_CODE);
    return code ? { code } : {};
  }
  if (OUTPUT_CODE.includes(s.stage)) {
    const post = find(POST_GRAD);
    return post ? { post } : {};
  }
  return {};
}

// A stage's label in the tree: its name in the trace, with the "#2" of a
// second stage of the same name in one compile.
export function stageLabel(s) {
  const m = / (#\d+)$/.exec(String(s.name || ''));
  return m ? `${s.stage} ${m[1]}` : s.stage;
}

// The words of a reason worth a line in the tree: torch's graph break
// reason opens with where it was ("Graph break in user code at F:L", shown
// apart) and the kind of instruction ("Graph Break Reason: Encountered
// graph break when attempting to trace CALL: ..."); the first line after
// those says what it was ("Call to `torch._dynamo.graph_break()`").
export function reasonHead(text) {
  const lines = String(text || '').split('\n').map((l) => l.trim());
  const said = lines.filter((l) => l &&
      !/^Graph break in user code at /.test(l) &&
      !/^Graph Break Reason: Encountered graph break when attempting/.test(l));
  if (!said.length)
    return lines.find(Boolean) || '';
  // a line that ends in ':' says its what on the next ("backend='x'
  // raised:", then "RuntimeError: ...")
  const head = said[0].replace(/^Graph Break Reason: /, '');
  return head.endsWith(':') && said.length > 1 ? `${head} ${said[1]}` : head;
}

// The compile time of c in seconds (compilation_metrics'
// entire_frame_compile_time_s), or null.
export function compileSeconds(c) {
  const m = c && c.metrics;
  const s = m && m.entire_frame_compile_time_s;
  return typeof s === 'number' && s >= 0 ? s : null;
}

// What a compile's row says of it in a few words: its graph breaks,
// restarts, recompile and failure, for the tree's title attribute and for
// a screen reader.
export function compileSummary(c) {
  const bits = [STATUS[c.status] || String(c.status || '')];
  const n = (list) => (Array.isArray(list) ? list.length : 0);
  if (c.attempts > 1)
    bits.push(`${c.attempts} attempts`);
  if (n(c.graph_breaks))
    bits.push(n(c.graph_breaks) === 1 ? '1 graph break' :
      `${n(c.graph_breaks)} graph breaks`);
  if (c.recompile)
    bits.push(c.recompile.previous ? `recompile of ${c.recompile.previous}` :
      'recompile');
  if (c.failure && c.failure.type)
    bits[0] = `failed: ${c.failure.type}`;
  return bits.filter(Boolean).join(', ');
}
