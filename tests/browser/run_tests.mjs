// Browser tests of a run's page (/runs/{id}): the compile tree against the
// run JSON of torch 2.14's own train.log (a graph break, a recompile, a
// training step), a stage opened from it, a stage diff and a recompile's
// diff in one click, one source line's nodes across the stages, and the
// layout at 1000x700. test_page.mjs adds them to its list with its
// helpers: addRunTests(test, helpers).

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TRACE = 'tests/data/trace/train.log.xz';
const INDUCTOR = 'tests/data/trace/inductor.log.xz';
// a backend that refuses to compile, and a print dynamo cannot trace
const FAILURES = 'tests/data/runs/failures/trace/' +
  'dedicated_log_torch_trace_gkxoo20x.log.xz';

// The trace posted as a run (POST /api/runs): {id, run (GET
// /api/runs/{id}), reader (fxviz stats --run's JSON of the same file)}.
async function traceRun(h, trace, name) {
  if (h.cache[name])
    return h.cache[name];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxviz-run-'));
  const log = path.join(dir, `${name}.log`);
  fs.writeFileSync(log, execFileSync('xz', ['-dc', path.join(h.SRCDIR, trace)],
      { maxBuffer: 1 << 26 }));
  const text = fs.readFileSync(log, 'utf8');
  const json = JSON.parse(execFileSync(h.BIN, ['stats', '--run', log],
      { maxBuffer: 1 << 26 }).toString());
  fs.rmSync(dir, { recursive: true, force: true });
  const posted = await h.api(`/api/runs?name=${name}`, { method: 'POST',
    body: text });
  assert.ok(posted.status === 200 || posted.status === 201, posted.text);
  const id = posted.json().id;
  const run = (await h.api(`/api/runs/${id}`)).json();
  // the server's run is the reader's, stage for stage
  assert.deepEqual(run.compiles.map((c) => [c.id, c.status,
    c.stages.map((s) => [s.stage, s.graph])]), json.compiles.map((c) =>
    [c.id, c.status, c.stages.map((s) => [s.stage, s.graph])]));
  h.cache[name] = { id, run, reader: json };
  return h.cache[name];
}

// A page, and the run of trace on the server.
async function runPage(h, browser, options, trace = TRACE, name = 'train') {
  const t = await traceRun(h, trace, name);
  const page = await h.newPage(browser, options);
  return { page, ...t };
}

const compileOf = (run, id) => run.compiles.find((c) => c.id === id);

// The tree as the page shows it: each compile with its status, stages,
// graph breaks and recompile.
function treeOf(page) {
  return page.evaluate(() => [...document.querySelectorAll('#run li.compile')]
      .map((li) => ({
        id: li.dataset.compile,
        frame: li.closest('details[data-frame]').dataset.frame,
        status: li.querySelector('.status').textContent,
        stages: [...li.querySelectorAll('li.run-stage')].map((s) => ({
          stage: s.dataset.stage,
          graph: (s.querySelector('a.stage-link') || {}).dataset?.graph || null,
          diff: !!s.querySelector('a.stage-diff'),
        })),
        breaks: [...li.querySelectorAll('.event.break')].map((e) =>
          ({ where: e.querySelector('.where').title,
            text: e.querySelector('.reason').textContent })),
        recompile: (li.querySelector('.event.recompile') || {}).textContent || null,
      })));
}

// A daemon of its own following folder dir (serve --watch), as a user
// runs it beside a training script: {base, stop()}.
function watchDaemon(h, dir) {
  return ownDaemon(h, ['--watch', dir]);
}

// A daemon of its own, started with args besides the page's files and a
// data folder of its own: {base, stop()}.
export async function ownDaemon(h, args) {
  const { spawn } = await import('node:child_process');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fxviz-own-'));
  const port = path.join(tmp, 'port');
  const log = fs.openSync(path.join(tmp, 'server.log'), 'w');
  const child = spawn(h.BIN, ['serve', '--listen', '127.0.0.1:0',
    '--port-file', port, '--data', path.join(tmp, 'data'),
    '--web', path.join(h.SRCDIR, 'web'), ...args],
  { stdio: ['ignore', log, log] });
  const stop = () => {
    child.kill();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  for (let i = 0; !fs.existsSync(port) || !fs.readFileSync(port, 'utf8'); i++) {
    if (i > 200 || child.exitCode !== null) {
      const said = fs.readFileSync(path.join(tmp, 'server.log'), 'utf8');
      stop();
      throw new Error(`fxviz serve ${args.join(' ')} did not start: ${said}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base: `http://127.0.0.1:${fs.readFileSync(port, 'utf8').trim()}`,
    stop };
}

// Whether this fxviz follows folders (serve --watch) and holds runs.
function canWatch(h) {
  try {
    const help = execFileSync(h.BIN, ['serve', '--help'],
        { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
    return help.includes('--watch');
  } catch (e) {
    return String(e.stdout || '').includes('--watch') ||
        String(e.stderr || '').includes('--watch');
  }
}

export function addRunTests(test, h) {
  test('a run\'s page: the compile tree is what the trace says', async (browser) => {
    const { page, id, run } = await runPage(h, browser);
    await page.goto(`${h.BASE}/runs/${id}`);
    await page.locator('#run li.compile').first().waitFor();
    assert.ok(await page.isHidden('#viewer'), 'no graph yet');
    assert.ok(await page.isVisible('#run-home'));
    const tree = await treeOf(page);
    assert.deepEqual(tree.map((c) => c.id), ['0/0', '0/1', '1/0', '1/1'],
        'by frame, then in the trace\'s order');
    assert.deepEqual(tree.map((c) => c.frame), ['0', '0', '1', '1']);
    for (const c of tree) {
      const want = compileOf(run, c.id);
      assert.equal(c.status, want.status === 'no_metrics' ? 'cut short' :
        want.status, c.id);
      assert.deepEqual(c.stages.map((s) => s.stage),
          want.stages.map((s) => s.stage), `${c.id}'s stages, in order`);
      assert.deepEqual(c.stages.map((s) => s.graph),
          want.stages.map((s) => s.graph), `${c.id}'s graphs`);
      assert.deepEqual(c.stages.map((s) => s.diff), want.stages.map((s, k) => k > 0),
          'a diff with the one before, for every stage but the first');
      assert.equal(c.breaks.length, want.graph_breaks.length, c.id);
    }
    assert.deepEqual(tree.map((c) => c.status),
        ['restarted', 'restarted', 'ok', 'ok']);
    // The graph break: where, and what, in torch's own words.
    const br = tree[0].breaks[0];
    assert.equal(br.where, '/tmp/trace/train.py:8');
    assert.match(br.text, /^Call to `torch\._dynamo\.graph_break\(\)`/);
    assert.ok(compileOf(run, '0/0').graph_breaks[0].reason.includes(
        'Call to `torch._dynamo.graph_break()`'));
    // The recompile: of which compile, and the guard that failed.
    assert.match(tree[1].recompile, /recompile of 0\/0/);
    assert.ok(tree[1].recompile.includes(
        "0/0: tensor 'x' size mismatch at index 0. expected 4, actual 5"),
    tree[1].recompile);
    assert.match(tree[3].recompile, /1\/0: tensor 'y' size mismatch/);
    assert.equal(tree[0].recompile, null);
    // frames named by their code
    const frames = await page.locator('#run details[data-frame] > summary')
        .allTextContents();
    assert.match(frames[0], /^frame 0 forward .*train\.py:6$/);
    assert.match(frames[1], /^frame 1 torch_dynamo_resume_in_forward_at_8 /);
    assert.match(await h.text(page, '#run-facts'),
        /^4 compiles · 16 graphs · 2 graph breaks · 2 recompiles$/);
    await h.shot(page, 'run-tree');
  });

  test('a run\'s page: one click opens a stage beside the tree, in a URL that ' +
    'keeps both', async (browser) => {
    const { page, id, run } = await runPage(h, browser);
    const fwd = compileOf(run, '0/0').stages[2];
    assert.equal(fwd.stage, 'aot_forward_graph');
    await page.goto(`${h.BASE}/runs/${id}`);
    const link = page.locator('#run li.compile[data-compile="0/0"] a.stage-link',
        { hasText: 'aot_forward_graph' });
    await link.click();
    await h.drawn(page, `/graphs/${fwd.graph}.svg`);
    const url = new URL(page.url());
    assert.equal(url.pathname, `/runs/${id}`);
    assert.equal(url.searchParams.get('graph'), fwd.graph);
    assert.equal(await link.getAttribute('aria-current'), 'page');
    assert.ok(await page.isVisible('#run'), 'the tree stays');
    assert.ok(await page.isHidden('#run-home'));
    const box = (sel) => page.locator(sel).boundingBox();
    const tree = await box('#run');
    const canvas = await box('#canvas');
    assert.ok(tree.x + tree.width <= canvas.x + 0.5, 'the tree is left of the graph');
    // A node selected, then the URL opened afresh: the same run, graph and node.
    await h.clickDrawn(page, 'n:addmm');
    await page.waitForFunction(() =>
      document.getElementById('node-name').textContent === 'addmm');
    const shared = page.url();
    assert.equal(new URL(shared).searchParams.get('node'), 'addmm');
    const again = (await runPage(h, browser)).page;
    await again.goto(shared);
    await h.drawn(again, `/graphs/${fwd.graph}.svg`);
    await again.locator('#run a[aria-current]').waitFor();
    assert.equal(await h.text(again, '#node-name'), 'addmm');
    assert.equal(await again.locator('#run a[aria-current]').getAttribute(
        'data-graph'), fwd.graph);
  });

  test('a run\'s page: one click compares a stage with the one before it, ' +
    'and a recompile with what it replaced', async (browser) => {
    const { page, id, run } = await runPage(h, browser);
    const [, joint, fwd] = compileOf(run, '0/0').stages;
    await page.goto(`${h.BASE}/runs/${id}`);
    await page.locator('#run li.compile[data-compile="0/0"] ' +
        'li.run-stage[data-stage="aot_forward_graph"] a.stage-diff').click();
    await h.drawn(page, `/graphs/${joint.graph}/diff/${fwd.graph}.svg`);
    assert.equal(h.param(page, 'graph'), joint.graph);
    assert.equal(h.param(page, 'diff'), fwd.graph);
    assert.equal(new URL(page.url()).pathname, `/runs/${id}`);
    assert.ok(await page.isVisible('#changes'), 'the list of changes');
    const report = (await h.api(`/graphs/${joint.graph}/diff/${fwd.graph}.json`))
        .json();
    assert.equal(await page.locator('#changes li').count(),
        report.nodes.filter((n) => n.class !== 'same').length);
    assert.ok(await page.locator('#changes li').count() > 0);
    await h.shot(page, 'run-stage-diff');
    // the recompile: 0/0's dynamo graph against 0/1's
    const a = compileOf(run, '0/0').stages[0].graph;
    const b = compileOf(run, '0/1').stages[0].graph;
    await page.locator('#run li.compile[data-compile="0/1"] a.recompile-diff')
        .click();
    await h.drawn(page, `/graphs/${a}/diff/${b}.svg`);
    assert.match(await h.text(page, '#title'), /dynamo_output_graph.*\u2192.*dynamo_output_graph/);
    await page.locator('#uncompare').click();
    await h.drawn(page, `/graphs/${a}.svg`);
  });

  test('a run\'s page: a node\'s source line, and its nodes in each stage',
    async (browser) => {
      const { page, id, run } = await runPage(h, browser);
      const stages = compileOf(run, '0/0').stages;
      await page.goto(`${h.BASE}/runs/${id}?graph=${stages[0].graph}&node=linear`);
      await h.drawn(page, `/graphs/${stages[0].graph}.svg`);
      assert.equal(await h.text(page, '#node-facts button.source-line'),
          '/tmp/trace/train.py:7');
      await page.locator('#node-source li').first().waitFor();
      const rows = await page.locator('#node-source li').evaluateAll((ls) =>
        ls.map((l) => [l.dataset.stage, [...l.querySelectorAll('a')]
            .map((a) => a.textContent)]));
      // every node of line 7 in each stage's own JSON, as the server has it
      const want = [];
      for (const s of stages) {
        const g = (await h.api(`/api/graphs/${s.graph}`)).json();
        const names = g.nodes.filter((n) => /train\.py:7 in/.test(
            (n.meta || {}).stack_trace || '')).map((n) => n.name);
        if (names.length)
          want.push([s.stage, names]);
      }
      assert.deepEqual(rows, want);
      assert.deepEqual(rows.map((r) => r[0]), ['dynamo_output_graph',
        'aot_joint_graph', 'aot_forward_graph']);
      assert.match(await h.text(page, '#node-source h3'), /train\.py:7 in 0\/0/);
      // The line clicked: its nodes marked in this drawing.
      await page.click('#node-facts button.source-line');
      assert.equal(await h.text(page, '#q-count'), '3 nodes of train.py:7');
      assert.ok(await h.hasClass(page, 'n:y', 'match'));
      // One click follows the line into the forward graph.
      await page.locator('#node-source li[data-stage="aot_forward_graph"] a',
          { hasText: /^addmm$/ }).click();
      await h.drawn(page, `/graphs/${stages[2].graph}.svg`);
      assert.equal(await h.text(page, '#node-name'), 'addmm');
      assert.equal(h.param(page, 'node'), 'addmm');
      assert.ok(await h.hasClass(page, 'n:addmm', 'selected'));
      await page.locator('#node-source li.here').waitFor();
      assert.equal(await page.locator('#node-source li.here').getAttribute(
          'data-stage'), 'aot_forward_graph');
      await h.shot(page, 'run-source');
    });

  test('a run\'s page at 1000x700: the tree fits, nothing overlaps',
    async (browser) => {
      const { page, id, run } = await runPage(h, browser,
          { viewport: { width: 1000, height: 700 } });
      const stages = compileOf(run, '0/1').stages;
      await page.goto(`${h.BASE}/runs/${id}?graph=${stages[1].graph}&node=addmm`);
      await h.drawn(page, `/graphs/${stages[1].graph}.svg`);
      const boxes = await page.evaluate(() => {
        const sel = ['#home', '#title', '#copy-link', '#download', '#run',
          '#search', '#compare-tools', '#more', '.view-options > *', '#legend',
          '#warnings', '.zoom', '#minimap', '#canvas-help', '#panel'];
        const out = [];
        for (const e of document.querySelectorAll(sel.join(','))) {
          const r = e.getBoundingClientRect();
          if (e.checkVisibility() && r.width > 0 && r.height > 0)
            out.push({ name: e.id || e.className, x: r.x, y: r.y, r: r.right,
              b: r.bottom });
        }
        return out;
      });
      const names = boxes.map((b) => b.name);
      for (const want of ['run', 'legend', 'zoom', 'panel', 'search'])
        assert.ok(names.includes(want), `${want} is shown: ${names}`);
      for (const a of boxes) {
        assert.ok(a.x >= 0 && a.r <= 1000.5 && a.b <= 700.5,
            `${a.name} is inside the window`);
        for (const b of boxes)
          if (a !== b && a.x < b.r && b.x < a.r && a.y < b.b && b.y < a.b)
            assert.fail(`${a.name} and ${b.name} overlap`);
      }
      const fit = await page.evaluate(() => {
        const t = document.getElementById('run');
        const c = document.getElementById('canvas').getBoundingClientRect();
        return { sideways: t.scrollWidth - t.clientWidth,
          page: document.documentElement.scrollWidth - innerWidth,
          width: t.getBoundingClientRect().width, canvas: c.width };
      });
      assert.equal(fit.sideways, 0, 'no sideways scroll in the tree');
      assert.ok(fit.page <= 0, 'nor in the page');
      assert.ok(fit.canvas >= 300, `the drawing keeps ${fit.canvas} px`);
      assert.ok(await page.locator('#run a[aria-current]').isVisible());
      await h.shot(page, 'run-1000x700');
    });

  test('a run\'s page: a post-grad stage opens knowing its output code, its ' +
    'nodes naming their kernels', async (browser) => {
    const { page, id, run } = await runPage(h, browser, undefined, INDUCTOR,
        'inductor');
    const stages = compileOf(run, '0/0').stages;
    const post = stages.find((s) => s.stage === 'inductor_post_grad_graph');
    const code = stages.find((s) => s.stage === 'inductor_output_code');
    assert.ok(post && code, stages.map((s) => s.stage).join());
    await page.goto(`${h.BASE}/runs/${id}`);
    await page.locator('#run li.compile[data-compile="0/0"] ' +
        'li.run-stage[data-stage="inductor_post_grad_graph"] a.stage-link').click();
    await h.drawn(page, `/graphs/${post.graph}.svg`);
    assert.equal(h.param(page, 'code'), code.graph);
    const kernels = (await h.api(`/api/graphs/${post.graph}/kernels?code=` +
        `${code.graph}`)).json();
    const [name, ks] = Object.entries(kernels.nodes)[0];
    await h.clickDrawn(page, `n:${name}`);
    await page.waitForFunction((n) =>
      document.getElementById('node-name').textContent === n, name);
    await page.locator('#node-facts button[data-kernel]').first().waitFor();
    assert.deepEqual(await page.locator('#node-facts button[data-kernel]')
        .evaluateAll((bs) => bs.map((b) => b.dataset.kernel)), ks);
    // and the output code opens knowing its post-grad graph
    await page.locator('#run li.compile[data-compile="0/0"] ' +
        'li.run-stage[data-stage="inductor_output_code"] a.stage-link').click();
    await h.drawn(page, `/graphs/${code.graph}.svg`);
    assert.equal(h.param(page, 'post'), post.graph);
  });

  test('a run\'s page: failed compiles shown failed, with their type, reason ' +
    'and line', async (browser) => {
    const { page, id, run } = await runPage(h, browser, undefined, FAILURES,
        'failures');
    await page.goto(`${h.BASE}/runs/${id}`);
    await page.locator('#run li.compile').first().waitFor();
    const rows = await page.locator('#run li.compile').evaluateAll((ls) =>
      ls.map((l) => ({ id: l.dataset.compile, failed: l.classList.contains(
        'status-failed'), status: l.querySelector('.status').textContent,
      what: (l.querySelector('.event.failure .what') || {}).textContent,
      where: (l.querySelector('.event.failure .where') || {}).title || null,
      reason: (l.querySelector('.event.failure .reason') || {}).textContent,
      stages: l.querySelectorAll('a.stage-link').length })));
    assert.deepEqual(rows.map((r) => r.id), run.compiles.map((c) => c.id));
    for (const r of rows) {
      const c = compileOf(run, r.id);
      assert.ok(r.failed && r.status === 'failed', r.id);
      assert.equal(r.what, `\u2716 failed: ${c.failure.type}`);
      assert.equal(r.where, c.failure.file ?
        `${c.failure.file}:${c.failure.line}` : null);
      assert.equal(r.stages, c.stages.length);
    }
    assert.equal(rows[0].reason, "backend='refusing_backend' raised: " +
      'RuntimeError: refusing_backend: will not compile this graph');
    assert.match(rows[1].reason, /^Failed to trace builtin operator/);
    assert.equal(rows[1].where, '/tmp/runs/failures.py:14');
    assert.equal(await page.evaluate(() => getComputedStyle(document
        .querySelector('#run li.compile .status')).color), 'rgb(201, 42, 42)',
    'in red');
    await h.shot(page, 'run-failures');
  });

  test('the start page lists the runs; a folder of two ranks added from the ' +
    'page opens its run', async (browser) => {
    const { id } = await traceRun(h, TRACE, 'train');
    const page = await h.newPage(browser);
    await page.goto(`${h.BASE}/`);
    const row = page.locator(`#runs tr[data-id="${id}"]`);
    await row.waitFor();
    assert.deepEqual((await row.locator('td').allTextContents()).slice(0, 4),
        ['train', '4', '16', '1']);
    await row.locator('a').click();
    await page.locator('#run li.compile[data-compile="1/1"]').waitFor();
    assert.equal(new URL(page.url()).pathname, `/runs/${id}`);
    // a TORCH_TRACE folder of torchrun's two ranks, picked as a folder
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxviz-ddp-'));
    const trace = path.join(dir, 'ddp_trace');
    fs.mkdirSync(trace);
    for (const r of [0, 1])
      fs.writeFileSync(path.join(trace, `dedicated_log_torch_trace_rank_${r}.log`),
          execFileSync('xz', ['-dc', path.join(h.SRCDIR,
              `tests/data/trace/ddp_rank${r}.log.xz`)], { maxBuffer: 1 << 26 }));
    fs.writeFileSync(path.join(trace, 'model.pt'), Buffer.alloc(4096));
    try {
      await page.goto(`${h.BASE}/`);
      await page.locator('#run-dir').setInputFiles(trace);
      await page.waitForURL(/\/runs\/[0-9a-f]+$/);
      await page.locator('#run details.rank').nth(1).waitFor();
      assert.deepEqual(await page.locator('#run details.rank > summary')
          .allTextContents(), ['rank 0', 'rank 1']);
      const runId = new URL(page.url()).pathname.split('/').pop();
      const run = (await h.api(`/api/runs/${runId}`)).json();
      assert.deepEqual(run.ranks, [0, 1]);
      assert.equal(run.name, 'ddp_trace');
      assert.deepEqual(run.files.map((f) => f.name).sort(),
          ['dedicated_log_torch_trace_rank_0.log',
            'dedicated_log_torch_trace_rank_1.log'], 'the checkpoint left out');
      assert.equal(await page.locator('#run li.compile').count(),
          run.compiles.length);
      await h.shot(page, 'run-ranks');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  if (!canWatch(h))
    return;
  test('a run\'s page, live: a trace written while the page is open shows its ' +
    'new compiles without a reload', async (browser) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxviz-live-'));
    const text = execFileSync('xz', ['-dc', path.join(h.SRCDIR, TRACE)])
        .toString();
    const lines = text.split('\n');
    // the first part: compiles 0/0 and 1/0, up to the recompile's first event
    const cut = lines.findIndex((l) => l.includes('"recompile_reasons"'));
    assert.ok(cut > 0);
    const trace = path.join(dir, 'dedicated_log_torch_trace_live.log');
    fs.writeFileSync(trace, lines.slice(0, cut).join('\n') + '\n');
    const d = await watchDaemon(h, dir);
    try {
      let run = null;
      for (let i = 0; i < 100 && !run; i++) {
        const r = await fetch(`${d.base}/api/runs`);
        const list = r.ok ? (await r.json()).runs || [] : [];
        run = list.find((x) => x.compiles >= 2) || null;
        if (!run)
          await new Promise((r) => setTimeout(r, 100));
      }
      if (!run) {
        const g = await fetch(`${d.base}/api/graphs`);
        const n = g.ok ? ((await g.json()).graphs || []).length : 0;
        assert.fail(`no run is listed for the watched folder in 10 s (the ` +
          `server holds ${n} graphs of it): serve --watch makes no run`);
      }
      const page = await h.newPage(browser);
      await page.goto(`${d.base}/runs/${run.id}`);
      await page.locator('#run li.compile[data-compile="1/0"]').waitFor();
      assert.deepEqual(await page.locator('#run li.compile').evaluateAll((ls) =>
        ls.map((l) => l.dataset.compile)), ['0/0', '1/0']);
      await page.locator('#run-live:not([hidden])').waitFor();
      const marker = await page.evaluate(() => {
        window.fxvizSame = true;  // gone if the page reloads
        return true;
      });
      assert.ok(marker);
      const t0 = Date.now();
      fs.appendFileSync(trace, lines.slice(cut).join('\n'));
      await page.locator('#run li.compile[data-compile="1/1"]')
          .waitFor({ timeout: 15000 });
      const ms = Date.now() - t0;
      console.log(`# live: the rest of the trace written -> 1/1 in the tree: ${ms} ms`);
      assert.deepEqual(await page.locator('#run li.compile').evaluateAll((ls) =>
        ls.map((l) => l.dataset.compile)), ['0/0', '0/1', '1/0', '1/1']);
      assert.ok(await page.evaluate(() => window.fxvizSame === true),
          'without a reload');
      // a run that grew is a new id: the page's URL names it
      const now = ((await (await fetch(`${d.base}/api/runs`)).json()).runs || [])
          .find((x) => x.compiles >= 4);
      assert.ok(now, 'the server lists the grown run');
      assert.equal(new URL(page.url()).pathname, `/runs/${now.id}`);
      await page.reload();
      await page.locator('#run li.compile[data-compile="1/1"]').waitFor();
      assert.match(await page.locator('#run li.compile[data-compile="0/1"] ' +
          '.event.recompile').textContent(), /0\/0: tensor 'x' size mismatch/);
      await h.shot(page, 'run-live');
    } finally {
      d.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
