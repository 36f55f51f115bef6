// runpage: a compile run's page (/runs/{id}): the compile tree as the
// page's left column (ranks, frames, compiles, stages, with graph breaks,
// recompiles, restarts and failures where they happened), each stage a
// link that opens it in the viewer beside the tree, a stage compared with
// the one before it and a compile with the one it replaced in one click,
// and in the node panel one source line's nodes across the compile's
// stages. The run's events (server-sent) bring new compiles in.

import { el, clear } from './dom.js';
import { getJson } from './net.js';
import { pageUrl, readState, runPath } from './state.js';
import { STATUS, runTree, placeText, shortFile, stagesOf, previousStage,
  recompilePair, findStage, sourceOf, sourceKey, lineAcross,
  compileSummary, stageLabel, reasonHead, compileSeconds,
  kernelPartner } from './run.js';

const $ = (id) => document.getElementById(id);
const REASON_CHARS = 160;  // of a reason shown before "more"
const LIVE_DELAY = 200;    // ms: events that come together, one reload

export class RunPage {
  // nav(url) goes to a page URL (a step in the history).
  constructor(nav) {
    this.nav = nav;
    this.root = $('run');
    this.home = $('run-home');
    this.id = null;
    this.run = null;
    this.st = null;
    this.graphs = new Map();  // graph id -> its JSON, for the source panel
    this.panel = null;  // the node whose panel shows: { graph, i }
    this.events = null;
    this.liveTimer = 0;
    this.loading = null;
    this.onFollow = null;  // (id): the run on show is now id
    this.root.addEventListener('click', (e) => this.onClick(e));
    $('node-source').addEventListener('click', (e) => this.onClick(e));
  }

  get visible() {
    return !this.root.hidden;
  }

  // Shows run st.run's tree (loaded when it is another run), the current
  // graph marked; with no graph, the run's summary beside it.
  async show(st) {
    this.st = st;
    this.root.hidden = false;
    document.body.classList.add('on-run');
    this.home.hidden = !!st.graph;
    if (this.id !== st.run) {
      this.close();
      this.id = st.run;
      this.run = null;
      this.panel = null;
      this.graphs.clear();
      clear($('run-compiles'));
      $('run-name').textContent = st.run;
      $('run-facts').textContent = 'Loading\u2026';
      await this.load();
      this.listen();
    }
    if (!st.graph)
      document.title = `${this.run ? this.run.name || this.id : this.id} · fxviz`;
    this.mark(st);
  }

  hide() {
    this.close();
    this.id = null;
    this.run = null;
    this.panel = null;
    this.root.hidden = true;
    this.home.hidden = true;
    $('node-source').hidden = true;
    document.body.classList.remove('on-run');
  }

  close() {
    if (this.events)
      this.events.close();
    this.events = null;
    clearTimeout(this.liveTimer);
  }

  // Fetches the run's JSON and draws the tree; one fetch at a time for
  // one id.
  async load() {
    if (this.loading && this.loadingId === this.id)
      return this.loading;
    const id = this.id;
    this.loadingId = id;
    const loading = (async () => {
      try {
        const run = await getJson(`/api/runs/${encodeURIComponent(id)}`);
        if (id !== this.id)
          return;
        $('run-error').hidden = true;
        this.run = run;
        // fxviz:run-* marks time the tree in the browser's performance tools
        performance.mark('fxviz:run-fetched');
        this.render();
        performance.mark('fxviz:run-drawn');
        // a node's panel opened before the run came: its line now
        if (this.panel)
          this.showSource(this.panel.graph, this.panel.i);
      } catch (e) {
        if (id !== this.id)
          return;
        $('run-facts').textContent = '';
        $('run-error').textContent = `Cannot load this run: ${e.message}`;
        $('run-error').hidden = false;
      } finally {
        if (this.loading === loading)
          this.loading = null;
      }
    })();
    this.loading = loading;
    return loading;
  }

  // The run's events (docs/api.md "Events"): each means the run changed,
  // and the tree is loaded again (once for a burst). A run that grew is a
  // new id (its files' digest): run_changed names it, and the page follows
  // it there, its URL and stream too. A server without events answers no
  // stream: nothing more is asked.
  listen() {
    if (typeof EventSource !== 'function' || !this.run)
      return;
    const es = new EventSource(`/api/runs/${encodeURIComponent(this.id)}/events`);
    this.events = es;
    const changed = () => {
      clearTimeout(this.liveTimer);
      this.liveTimer = setTimeout(() => this.reload(), LIVE_DELAY);
    };
    es.addEventListener('run_changed', (e) => {
      let data = null;
      try {
        data = JSON.parse(e.data);
      } catch (err) {
        // not JSON: the run is read again all the same
      }
      if (data && typeof data.id === 'string' && data.id && data.id !== this.id)
        this.follow(data.id);
      changed();
    });
    // reset: events were missed; the run is read again all the same
    es.addEventListener('reset', changed);
    es.onopen = () => this.showLive('live: new compiles appear as they come');
    es.onerror = () => {
      if (es.readyState === EventSource.CLOSED) {
        if (this.events === es)
          this.events = null;
        this.showLive(null);
      }
    };
  }

  // The run is now id (it grew): the URL, the stream and the links name
  // it from here on; the history entry is the same view.
  follow(id) {
    this.close();
    this.id = id;
    if (this.st)
      this.st.run = id;
    const url = new URL(location.href);
    url.pathname = runPath(id);
    history.replaceState(history.state, '', url.pathname + url.search);
    if (this.onFollow)
      this.onFollow(id);
    this.listen();
  }

  showLive(text) {
    $('run-live').hidden = !text;
    $('run-live').textContent = text || '';
  }

  async reload() {
    const open = this.openState();
    await this.load();
    this.restoreOpen(open);
    if (this.st)
      this.mark(this.st);
  }

  // ---- the tree ------------------------------------------------------------

  render() {
    const run = this.run;
    const compiles = Array.isArray(run.compiles) ? run.compiles : [];
    const n = (f) => compiles.reduce((k, c) => k + f(c), 0);
    const count = (k, one, many) => `${k} ${k === 1 ? one : many}`;
    const breaks = n((c) => (c.graph_breaks || []).length);
    const recompiles = n((c) => (c.recompile ? 1 : 0));
    const failed = n((c) => (c.status === 'failed' ? 1 : 0));
    $('run-name').textContent = run.name || this.id;
    $('run-name').title = run.name || this.id;
    $('run-facts').textContent = [count(compiles.length, 'compile', 'compiles'),
      count(n((c) => stagesOf(c).length), 'graph', 'graphs'),
      count(breaks, 'graph break', 'graph breaks'),
      count(recompiles, 'recompile', 'recompiles'),
      failed ? count(failed, 'failure', 'failures') : null,
    ].filter(Boolean).join(' · ');
    const tree = runTree(run);
    const many = tree.length > 1;
    const box = clear($('run-compiles'));
    for (const r of tree) {
      const frames = el('ul', { class: 'frames' }, r.frames.map((f) =>
        this.frameItem(f, r.rank)));
      if (many)
        box.append(el('details', { class: 'rank', open: true,
          'data-rank': r.rank === null ? '' : r.rank },
        el('summary', null, r.rank === null ? 'no rank' : `rank ${r.rank}`),
        frames));
      else
        box.append(frames);
    }
    this.warnings();
  }

  frameItem(f, rank) {
    const code = f.code || {};
    return el('li', { class: 'frame' }, el('details', {
      open: true, 'data-frame': f.frame === null ? '' : f.frame,
      'data-rank': rank === null ? '' : rank,
    }, el('summary', { title: placeText(code.file, code.line) || null },
        el('span', { class: 'frame-id' }, frameName(f)), ' ',
        code.name ? el('code', { class: 'co-name' }, code.name) : null, ' ',
        code.file ? el('span', { class: 'where' },
            placeText(shortFile(code.file), code.line)) : null),
    el('ol', { class: 'compiles' }, f.compiles.map((c) =>
      this.compileItem(c)))));
  }

  compileItem(c) {
    const status = STATUS[c.status] ? c.status : 'unknown';
    const li = el('li', { class: `compile status-${status}`, 'data-compile': c.id,
      'data-rank': c.rank ?? '', title: compileSummary(c) },
    el('div', { class: 'compile-head' },
        el('span', { class: 'compile-id' }, c.id),
        el('span', { class: `status badge status-${status}` },
            STATUS[c.status] || String(c.status || '?')),
        c.attempts > 1 ? el('span', { class: 'attempts',
          title: 'attempts: a restart made each after the first' },
        `\u00d7${c.attempts}`) : null,
        compileSeconds(c) !== null ?
          el('span', { class: 'took', title: 'entire frame compile time' },
              `${compileSeconds(c).toFixed(2)} s`) : null));
    if (c.recompile)
      li.append(this.recompileItem(c));
    // (a graph break restarts the compile: its restart is said with it)
    const heads = new Set();
    for (const r of c.restarts || [])
      heads.add(reasonHead(r));
    const told = new Set();
    for (const b of c.graph_breaks || []) {
      const head = reasonHead(b.reason);
      const restarted = heads.has(head);
      if (restarted)
        told.add(head);
      li.append(this.eventItem('break', restarted ?
        '\u2702 graph break, restart' : '\u2702 graph break', b.reason,
      b.file, b.line));
    }
    for (const r of c.restarts || [])
      if (!told.has(reasonHead(r)))
        li.append(this.eventItem('restart', '\u21bb restart', r));
    if (c.failure)
      li.append(this.eventItem('failure', `\u2716 failed${c.failure.type ?
        `: ${c.failure.type}` : ''}`, c.failure.reason, c.failure.file,
      c.failure.line));
    const stages = stagesOf(c);
    if (stages.length)
      li.append(el('ol', { class: 'run-stages' }, stages.map((s, k) =>
        this.stageItem(c, s, k))));
    else if (c.status !== 'failed')
      li.append(el('p', { class: 'none' }, 'no graph'));
    return li;
  }

  // A graph break, restart or failure: what, the trace's words (the first
  // line, the rest on demand), where.
  eventItem(kind, what, reason, file, line) {
    const text = String(reason || '');
    const first = reasonHead(text);
    const short = first.length > REASON_CHARS ?
      `${first.slice(0, REASON_CHARS)}\u2026` : first;
    let more = null;
    if (text !== short) {
      // the whole text, put in when first opened (a run has hundreds)
      more = el('details', { class: 'reason' }, el('summary', null, short));
      more.addEventListener('toggle', () => {
        if (more.open && !more.querySelector('pre'))
          more.append(el('pre', null, text));
      });
    }
    return el('div', { class: `event ${kind}` },
        el('span', { class: 'what' }, what),
        file ? [' at ', el('code', { class: 'where', title: placeText(file, line) },
            placeText(shortFile(file), line))] : null,
        more || (text ? el('div', { class: 'reason' }, short) : null));
  }

  recompileItem(c) {
    const reasons = c.recompile.reasons || [];
    const pair = recompilePair(this.run, c);
    const ev = this.eventItem('recompile', c.recompile.previous ?
      `\u21ba recompile of ${c.recompile.previous}` : '\u21ba recompile',
    reasons.join('\n'));
    if (pair)
      ev.append(this.link(this.url(pair.a.graph, pair.b.graph), {
        class: 'diff recompile-diff',
        title: `Compare ${pair.a.stage} of ${pair.before.id} with ${c.id}'s`,
      }, `\u21c4 ${pair.before.id} \u2192 ${c.id}`));
    return ev;
  }

  stageItem(c, s, k) {
    const prev = previousStage(c, k);
    return el('li', { class: 'run-stage', 'data-stage': s.stage },
        s.graph ? this.link(this.url(s.graph, null, kernelPartner(c, k)), {
          class: 'stage-link', 'data-graph': s.graph, title: s.name || s.stage,
        }, stageLabel(s)) : el('span', { class: 'none', title: 'not read' },
            stageLabel(s)),
        prev ? this.link(this.url(prev.graph, s.graph), {
          class: 'diff stage-diff', 'data-graph': prev.graph,
          'data-diff': s.graph,
          title: `Compare ${stageLabel(prev)} with ${stageLabel(s)}`,
          'aria-label': `Compare ${stageLabel(prev)} with ${stageLabel(s)}`,
        }, '\u21c4') : null);
  }

  // The run page's URL of graph a (compared with b when given), in the
  // default view; more: its output code or post-grad graph (code, post).
  url(a, b, more = {}) {
    return pageUrl({ ...readState('', runPath(this.id)), graph: a,
      diff: b || null, ...more });
  }

  link(href, attrs, text) {
    return el('a', { href, ...attrs }, text);
  }

  onClick(e) {
    const a = e.target.closest('a[href]');
    if (!a || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey ||
        e.altKey)
      return;
    e.preventDefault();
    this.nav(a.getAttribute('href'));
  }

  // Marks the graph on show (or the two compared) in the tree.
  mark(st) {
    for (const a of this.root.querySelectorAll('[aria-current]'))
      a.removeAttribute('aria-current');
    for (const li of this.root.querySelectorAll('li.compile.current'))
      li.classList.remove('current');
    if (!st || !st.graph)
      return;
    const sel = st.diff ?
      `a.diff[data-graph="${CSS.escape(st.graph)}"][data-diff="${CSS.escape(st.diff)}"]` :
      `a.stage-link[data-graph="${CSS.escape(st.graph)}"]`;
    const a = this.root.querySelector(sel);
    if (a) {
      a.setAttribute('aria-current', 'page');
      a.closest('li.compile').classList.add('current');
      if (!this.inView(a))
        a.scrollIntoView({ block: 'nearest' });
    }
  }

  inView(a) {
    const r = a.getBoundingClientRect();
    const box = this.root.getBoundingClientRect();
    return r.top >= box.top && r.bottom <= box.bottom;
  }

  // Which frames and ranks are folded, to keep across a reload.
  openState() {
    const shut = new Set();
    for (const d of this.root.querySelectorAll('details[data-frame], details.rank'))
      if (!d.open)
        shut.add(`${d.dataset.rank}/${d.dataset.frame ?? 'rank'}`);
    return shut;
  }

  restoreOpen(shut) {
    for (const d of this.root.querySelectorAll('details[data-frame], details.rank'))
      if (shut.has(`${d.dataset.rank}/${d.dataset.frame ?? 'rank'}`))
        d.open = false;
  }

  warnings() {
    const box = $('run-warnings');
    const list = Array.isArray(this.run.warnings) ? this.run.warnings : [];
    box.hidden = !list.length;
    box.querySelector('summary').textContent = list.length === 1 ?
      '1 warning reading the run' : `${list.length} warnings reading the run`;
    clear(box.querySelector('ul')).append(...list.map((w) =>
      el('li', null, String(w))));
  }

  // ---- one source line across the stages ------------------------------------

  // The node panel shows node i of graph: its source line's nodes in each
  // stage of its compile, each a link that selects it there.
  async showSource(graph, i) {
    const box = $('node-source');
    this.panel = { graph, i };
    const at = this.run && graph && i >= 0 && !graph.diff ?
      findStage(this.run, graph.id) : null;
    const src = at && !graph.sub ? sourceOf(graph.nodes[i].meta) : null;
    if (!src) {
      box.hidden = true;
      return;
    }
    const key = sourceKey(src);
    const want = `${graph.id} ${graph.nodes[i].name}`;
    this.sourceFor = want;
    const stages = stagesOf(at.compile).filter((s) => s.graph);
    let graphs;
    try {
      graphs = await Promise.all(stages.map(async (s) => ({
        stage: s.stage, graph: s.graph, json: await this.graphJson(s.graph),
      })));
    } catch (e) {
      graphs = null;
    }
    if (this.sourceFor !== want)
      return;  // another node took the panel meanwhile
    const list = clear(box.querySelector('ol'));
    box.querySelector('h3').textContent =
        `${placeText(shortFile(src.file), src.line)} in ${at.compile.id}'s stages`;
    if (!graphs) {
      list.append(el('li', { class: 'none' }, 'Cannot load the stages.'));
      box.hidden = false;
      return;
    }
    for (const g of lineAcross(graphs, key)) {
      const here = g.graph === graph.id;
      list.append(el('li', { class: here ? 'here' : null,
        'data-stage': g.stage },
      el('span', { class: 'stage-name' }, g.stage), ' ',
      ...g.nodes.flatMap((name, k) => [k ? ', ' : '',
        this.link(pageUrl({ ...this.stateOf(g.graph), node: name }), {
          class: 'ref', 'data-graph': g.graph, 'data-node-name': name,
          'aria-current': here && name === graph.nodes[i].name ? 'true' : null,
        }, name)])));
    }
    box.hidden = false;
  }

  // The view of graph id on the run page, the current view's options kept
  // when it is the graph on show.
  stateOf(id) {
    const st = this.st && this.st.graph === id && !this.st.diff ? this.st : null;
    if (st)
      return { ...st, node: null, view: null };
    const at = findStage(this.run, id);
    return { ...readState('', runPath(this.id)), graph: id,
      ...(at ? kernelPartner(at.compile, at.index) : {}) };
  }

  async graphJson(id) {
    if (!this.graphs.has(id))
      this.graphs.set(id, getJson(`/api/graphs/${encodeURIComponent(id)}`)
          .catch((e) => {
            this.graphs.delete(id);
            throw e;
          }));
    return this.graphs.get(id);
  }
}

// "frame 3"; compiled autograd's own compiles ("!0") have no frame.
function frameName(f) {
  if (f.frame !== null)
    return `frame ${f.frame}`;
  return f.compiles.every((c) => String(c.id).startsWith('!')) ?
    'compiled autograd' : 'no frame';
}
