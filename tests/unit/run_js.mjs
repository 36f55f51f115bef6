// web/run.js on real runs: train.log (a graph break, a recompile, a
// training step) and inductor.log (inductor's stages, two of a kind).
// Run by tests/unit/run_js.test, which sets FXVIZ_RUNS to a folder with
// NAME.run.json (fxviz stats --run) and train.STAGE.json (fxviz render).

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runTree, stagesOf, previousStage, recompilePair, findStage,
  sourceOf, sourceKey, lineAcross, reasonHead, stageLabel, compileSummary,
  compileSeconds, placeText, shortFile, kernelPartner } from '../../web/run.js';
import { tarOf, wanted } from '../../web/tar.js';
// (web/config.js asks the server for its settings as it loads: none
// here, and the reader needs none)
globalThis.fetch = async () => ({ ok: true, status: 200, body: null,
  text: async () => JSON.stringify({ ops: [], view: {} }) });
const { PartReader, partsOf, sliceSvg } = await import('../../web/drawing.js');
const { formatValue, ordinal, readOverlays, rankOf, describe, describeChange } =
  await import('../../web/overlays.js');

const DIR = process.env.FXVIZ_RUNS;
const read = (f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8'));
const train = read('train.run.json');
const inductor = read('inductor.run.json');
const tests = [];
const test = (name, fn) => tests.push({ name, fn });
const compile = (run, id) => run.compiles.find((c) => c.id === id);

test('the tree: frames by id, then their compiles in the run\'s order', () => {
  const tree = runTree(train);
  assert.equal(tree.length, 1, 'one rank: the trace names none');
  assert.equal(tree[0].rank, null);
  assert.deepEqual(tree[0].frames.map((f) => f.frame), [0, 1]);
  assert.deepEqual(tree[0].frames.map((f) => f.compiles.map((c) => c.id)),
      [['0/0', '0/1'], ['1/0', '1/1']]);
  assert.deepEqual(tree[0].frames[0].code,
      { file: '/tmp/trace/train.py', line: 6, name: 'forward' });
  assert.equal(tree[0].frames[1].code.name,
      'torch_dynamo_resume_in_forward_at_8');
});

test('a run of two ranks: a rank each, with its own frames', () => {
  const ddp = read('ddp.run.json');
  const tree = runTree(ddp);
  assert.deepEqual(tree.map((r) => r.rank), [0, 1]);
  for (const r of tree) {
    assert.deepEqual(r.frames.map((f) => f.frame), [0, 1, 2, 3, 4]);
    const fwd = r.frames[4].compiles[0];
    assert.equal(fwd.rank, r.rank);
    // the DDP optimizer's split: its graph, two children, a joint each
    assert.deepEqual(stagesOf(fwd).map(stageLabel).slice(0, 4),
        ['dynamo_output_graph', 'optimize_ddp_split_graph',
          'optimize_ddp_split_child', 'optimize_ddp_split_child #2']);
  }
});

test('ranks in order, each with its own frames', () => {
  const c = (id, rank, frame) => ({ id, rank, frame, stages: [] });
  const tree = runTree({ compiles: [c('0/0', 1, 0), c('0/0', 0, 0),
    c('1/0', 0, 1), c('-', null, null)] });
  assert.deepEqual(tree.map((r) => r.rank), [0, 1, null]);
  assert.deepEqual(tree[0].frames.map((f) => f.frame), [0, 1]);
  assert.deepEqual(tree[2].frames.map((f) => f.frame), [null]);
});

test('each stage is compared with the one the trace wrote before it', () => {
  const c = compile(train, '0/0');
  const names = stagesOf(c).map((s) => s.stage);
  assert.deepEqual(names, ['dynamo_output_graph', 'aot_joint_graph',
    'aot_forward_graph', 'aot_backward_graph']);
  assert.equal(previousStage(c, 0), null, 'the first has none');
  for (let k = 1; k < names.length; k++)
    assert.equal(previousStage(c, k).graph, stagesOf(c)[k - 1].graph);
  const gone = { stages: [{ stage: 'a', graph: 'x' }, { stage: 'b', graph: null }] };
  assert.equal(previousStage(gone, 1), null, 'a stage without a graph');
});

test('a recompile is compared with the compile it replaced, stage by stage', () => {
  const c = compile(train, '0/1');
  const pair = recompilePair(train, c);
  assert.equal(pair.before.id, '0/0');
  assert.equal(pair.a.stage, 'dynamo_output_graph');
  assert.equal(pair.a.graph, stagesOf(compile(train, '0/0'))[0].graph);
  assert.equal(pair.b.graph, stagesOf(c)[0].graph);
  assert.notEqual(pair.a.graph, pair.b.graph);
  const fwd = recompilePair(train, c, 'aot_forward_graph');
  assert.equal(fwd.a.graph, stagesOf(compile(train, '0/0'))[2].graph);
  assert.equal(recompilePair(train, compile(train, '0/0')), null,
      'no recompile');
  assert.equal(recompilePair(train, compile(train, '1/1')).before.id, '1/0');
});

test('a graph break\'s line in the tree is what it was, in torch\'s words', () => {
  const b = compile(train, '0/0').graph_breaks[0];
  assert.equal(reasonHead(b.reason), 'Call to `torch._dynamo.graph_break()`');
  assert.equal(placeText(b.file, b.line), '/tmp/trace/train.py:8');
  assert.equal(reasonHead(compile(train, '0/1').recompile.reasons[0]),
      "0/0: tensor 'x' size mismatch at index 0. expected 4, actual 5");
  assert.equal(reasonHead(''), '');
  assert.equal(shortFile('/tmp/trace/train.py'), '\u2026/trace/train.py');
});

test('a failed compile: its type and the line that says why', () => {
  const failures = read('failures.run.json');
  const [backend, unsupported] = failures.compiles;
  assert.equal(backend.status, 'failed');
  assert.equal(reasonHead(backend.failure.reason), "backend='refusing_backend' " +
    'raised: RuntimeError: refusing_backend: will not compile this graph');
  assert.equal(compileSummary(backend), 'failed: BackendCompilerFailed');
  assert.equal(reasonHead(unsupported.failure.reason),
      'Failed to trace builtin operator');
  assert.equal(placeText(unsupported.failure.file, unsupported.failure.line),
      '/tmp/runs/failures.py:14');
});

test('a compile\'s summary and time', () => {
  assert.equal(compileSummary(compile(train, '0/1')),
      'restarted, 2 attempts, 1 graph break, recompile of 0/0');
  assert.equal(compileSummary(compile(train, '1/0')), 'ok');
  assert.ok(compileSeconds(compile(train, '0/0')) > 0);
  assert.equal(compileSeconds({ metrics: null }), null);
});

test('two stages of a kind in one compile are told apart', () => {
  const labels = stagesOf(compile(inductor, '0/1')).map(stageLabel);
  assert.ok(labels.includes('inductor_post_grad_graph'));
  assert.ok(labels.includes('inductor_post_grad_graph #2'), labels.join());
  assert.equal(new Set(labels).size, labels.length);
});

test('a post-grad graph opens with its output code, and back, #2 with #2', () => {
  const c = compile(inductor, '0/1');
  const list = stagesOf(c);
  const at = (label) => list.findIndex((s) => stageLabel(s) === label);
  const id = (label) => list[at(label)].graph;
  assert.deepEqual(kernelPartner(c, at('inductor_post_grad_graph')),
      { code: id('inductor_output_code') });
  assert.deepEqual(kernelPartner(c, at('inductor_post_grad_graph #2')),
      { code: id('inductor_output_code #2') });
  assert.deepEqual(kernelPartner(c, at('before_post_grad_graph #2')),
      { code: id('inductor_output_code #2') });
  assert.deepEqual(kernelPartner(c, at('inductor_output_code #2')),
      { post: id('inductor_post_grad_graph #2') });
  assert.deepEqual(kernelPartner(c, at('aot_forward_graph')), {});
  assert.notEqual(id('inductor_output_code'), id('inductor_output_code #2'));
  // aot_eager makes no output code: nothing to pair
  const t = compile(train, '0/0');
  assert.deepEqual(stagesOf(t).map((s, k) => kernelPartner(t, k)),
      stagesOf(t).map(() => ({})));
});

test('findStage: the compile and place of a graph id', () => {
  const c = compile(train, '1/1');
  const s = stagesOf(c)[3];
  const at = findStage(train, s.graph);
  assert.equal(at.compile.id, '1/1');
  assert.equal(at.index, 3);
  assert.equal(findStage(train, 'nosuchgraph'), null);
});

test('a node\'s source line, in either of torch\'s forms', () => {
  assert.deepEqual(sourceOf({ stack_trace:
    'File: /tmp/trace/train.py:7 in forward, code: y = torch.relu(s.a(x))' }),
  { file: '/tmp/trace/train.py', line: 7, name: 'forward',
    code: 'y = torch.relu(s.a(x))' });
  // a traceback: the innermost frame
  assert.deepEqual(sourceOf({ stack_trace: [
    '  File "/m/run.py", line 30, in <module>',
    '    out = model(x)',
    '  File "/m/model.py", line 12, in forward',
    '    return self.fc(x)'].join('\n') }),
  { file: '/m/model.py', line: 12, name: 'forward', code: 'return self.fc(x)' });
  assert.deepEqual(sourceOf({ stack_trace: '# File: /a/b.py:3 in f, code: z' }),
      { file: '/a/b.py', line: 3, name: 'f', code: 'z' });
  assert.equal(sourceOf({}), null);
  assert.equal(sourceOf(undefined), null);
  assert.equal(sourceOf({ stack_trace: 'no frame here' }), null);
});

test('one source line\'s nodes across the stages of a compile', () => {
  const stages = ['dynamo_output_graph', 'aot_joint_graph',
    'aot_forward_graph', 'aot_backward_graph'];
  const graphs = stages.map((s) => ({ stage: s, graph: s,
    json: read(`train.${s}.json`) }));
  const line7 = lineAcross(graphs, '/tmp/trace/train.py:7');
  // (the backward graph's code, as torch printed it, has no stack traces)
  assert.deepEqual(line7.map((g) => g.stage), ['dynamo_output_graph',
    'aot_joint_graph', 'aot_forward_graph']);
  assert.deepEqual(line7[0].nodes, ['linear', 'y', 'output']);
  assert.ok(line7[1].nodes.includes('relu') &&
      line7[1].nodes.includes('threshold_backward'));
  assert.ok(line7[2].nodes.includes('addmm'));
  // every node listed has that line, and no node of that line is left out
  for (const g of graphs) {
    const want = g.json.nodes.filter((n) =>
      sourceKey(sourceOf(n.meta)) === '/tmp/trace/train.py:7').map((n) => n.name);
    const got = (line7.find((x) => x.stage === g.stage) || { nodes: [] }).nodes;
    assert.deepEqual(got, want, g.stage);
  }
  assert.deepEqual(lineAcross(graphs, '/tmp/trace/train.py:99'), []);
});

test('a folder as a tar that tar reads back, long paths too', () => {
  const enc = new TextEncoder();
  const long = `${'deep/'.repeat(30)}dedicated_log_torch_trace_rank_1.log`;
  const files = [
    { path: 'trace/rank_0.log', bytes: fs.readFileSync(path.join(DIR, 'train.log')) },
    { path: long, bytes: enc.encode('V1201 {}\n') },
    { path: 'x/'.repeat(80) + 'y'.repeat(120), bytes: enc.encode('no') },
  ];
  const { tar, skipped } = tarOf(files);
  assert.deepEqual(skipped, [files[2].path], 'a name past 100 bytes alone');
  assert.equal(tar.length % 512, 0);
  const out = path.join(DIR, 'up.tar');
  fs.writeFileSync(out, tar);
  const listed = JSON.parse(execFileSync('python3', ['-c', `
import json, sys, tarfile
t = tarfile.open(sys.argv[1])
print(json.dumps([[m.name, m.size, m.mode, m.isreg(),
    __import__('hashlib').sha256(t.extractfile(m).read()).hexdigest()]
    for m in t.getmembers()]))`, out]).toString());
  const sha = (b) => createHash('sha256').update(b).digest('hex');
  assert.deepEqual(listed, files.slice(0, 2).map((f) =>
    [f.path, f.bytes.length, 0o644, true, sha(f.bytes)]));
  assert.ok(wanted('run/dedicated_log_torch_trace_abc.log'));
  assert.ok(wanted('debug/torchinductor/model__0_forward_1.0/output_code.py'));
  assert.ok(!wanted('ckpt/model.pt') && !wanted('trace/.hidden.log'));
});

test('a stacked drawing is cut in the same parts however it comes in', () => {
  const text = fs.readFileSync(path.join(DIR, 'stacked.svg'), 'utf8');
  const whole = partsOf(text);
  assert.ok(whole && whole.length >= 2, 'gpt48_makefx every node: segments');
  assert.equal(whole.reduce((n, p) => n + p.slices.length, 0) > whole.length,
      true, 'segments in slices');
  const mark = '\n<g class="segment"';
  const marks = [];
  for (let k = 0; (k = text.indexOf(mark, k)) >= 0; k++)
    marks.push(k);
  assert.equal(marks.length, whole.length);
  // pieces as the network gives them, and pieces cut inside each
  // segment's mark, at every place in it
  const ways = [[65536], [4096], [mark.length], [7], [1, 5, 3000, 17]];
  for (let d = 1; d < mark.length; d++)
    ways.push(marks.map((k) => k + d));
  for (const way of ways) {
    const reader = new PartReader();
    const cuts = way.length > 4 || way[0] > 4096 && way.length > 1 ? way : null;
    let at = 0, i = 0;
    while (at < text.length) {
      const to = cuts ? (i < cuts.length ? cuts[i] : text.length) :
        Math.min(text.length, at + way[i % way.length]);
      reader.feed(text.slice(at, to));
      at = to;
      i++;
    }
    assert.equal(reader.length, text.length);
    const parts = reader.end();
    assert.deepEqual(parts, whole, `pieces ${way.slice(0, 4)}`);
    assert.equal(reader.headText, sliceSvg(text).head);
  }
  // not stacked: no parts
  const flat = text.replace(/\n<g class="segment"/g, '\n<g class="other"');
  assert.equal(partsOf(flat), null);
});

test('overlay values read as the server writes them under a node', () => {
  // the cases of tests/unit/check_overlay.c's values_as_text
  for (const [v, unit, want] of [[118013952, 'FLOP', '118 MFLOP'],
    [0.00112, 's', '1.12 ms'], [0.0000031, 's', '3.1 \u00b5s'], [0, 's', '0 s'],
    [1536, 'B', '1.54 kB'], [-3500, 'FLOP', '-3.5 kFLOP'], [999.7, 'B', '1 kB'],
    [999499, 'B', '999 kB'], [42, 'ms', '42 ms'], [3.2e18, 'FLOP', '3.2 EFLOP']])
    assert.equal(formatValue(v, unit), want, `${v} ${unit}`);
  assert.deepEqual([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal),
      ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd',
        '23rd', '101st', '111th']);
});

test('overlays: the greatest first, ties sharing a rank, bad ones left out', () => {
  const byName = new Map([['a', 0], ['b', 1], ['c', 2], ['d', 3]]);
  const [o, ...rest] = readOverlays([
    { name: 'flops', unit: 'FLOP', values: { a: 10, b: 30, c: 30, zz: 5 },
      spread: { b: 2 } },
    { name: 'op', unit: 'B', values: {} },  // color's own name
    { name: '2bad', unit: 'B', values: {} },
    { name: 'nounit', values: {} },
  ], byName, 4);
  assert.equal(rest.length, 0);
  assert.deepEqual(o.order, [1, 2, 0]);
  assert.equal(o.total, 70);
  assert.deepEqual([0, 1, 2, 3].map((i) => rankOf(o, i)), [3, 1, 1, 0]);
  assert.equal(describe(o, 1), '30 FLOP \u00b1 2 FLOP \u00b7 1st most flops of 3, 42.9%');
  assert.equal(describe(o, 3), 'no value');
});

test('overlays compared: a value before and after, as the server labels it', () => {
  const byName = new Map([['a', 0], ['b', 1], ['c', 2], ['d', 3], ['e', 4]]);
  const [after, before] = readOverlays([
    { name: 'flops', unit: 'FLOP', values: { a: 120e6, b: 5, c: 7 } },
    { name: 'flops.before', unit: 'FLOP', values: { a: 236e6, b: 5, d: 9, e: 0 } },
  ], byName, 5);
  assert.equal(describeChange(after, before, 0), '236 MFLOP \u2192 120 MFLOP (-49.2%)');
  assert.equal(describeChange(after, before, 1), '5 FLOP \u2192 5 FLOP (+0%)');
  assert.equal(describeChange(after, before, 2), 'new, 7 FLOP');
  assert.equal(describeChange(after, before, 3), 'gone, 9 FLOP');
  assert.equal(describeChange(after, null, 2), '7 FLOP');
  after.values[4] = 3;
  assert.equal(describeChange(after, before, 4), '0 \u2192 3 FLOP');
});

let failed = 0;
for (const t of tests) {
  try {
    t.fn();
    console.log(`ok - ${t.name}`);
  } catch (e) {
    failed++;
    console.log(`not ok - ${t.name}\n  ${String(e.stack || e).split('\n').slice(0, 8).join('\n  ')}`);
  }
}
console.log(`${tests.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
