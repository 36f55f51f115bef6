// viewer: the graph view. It holds the view state (state.js) and keeps the
// URL, the toolbar, the drawing, the search, the legend and the node panel
// in step with it. The graph on show may be a sub-graph of the one loaded
// (state sub): then all of that comes from the sub-graph.

import { clear, el, nextFrame, typing } from './dom.js';
import { getJson, getText } from './net.js';
import { busy, startTask } from './busy.js';
import { Graph } from './model.js';
import { Drawing, PartReader, parseSlice, parseSvg, sliceSvg } from './drawing.js';
import { PanZoom } from './panzoom.js';
import { Minimap } from './minimap.js';
import { Overview } from './overview.js';
import { FrameLabels } from './labels.js';
import { fillPanel } from './panel.js';
import { fillOverlays, fillOverlayChanges, fillTop, TOP_N } from './overlays.js';
import { fillLegend, fillScale } from './legend.js';
import { toggleKeys, keysShown } from './keys.js';
import { built, pageUrl, svgUrl, graphUrl, diffUrl, subPath, kernelsUrl,
  kernelColoured } from './state.js';
import { readKernels, fillKernels } from './kernels.js';
import { mergedJson, candidates, fillPicker, stageLabel, fillChanges,
  markChange, fillDiff } from './compare.js';
import { MAX_DEPTH } from './config.js';
import { downloadName } from './files.js';
import { sourceOf, sourceKey } from './run.js';

const $ = (id) => document.getElementById(id);
const PAN_STEP = 80;  // px per arrow key press
const ZOOM_STEP = 1.25;
const SLICE_BUDGET = 40;  // ms of parsing per frame while a drawing comes in
// A drawing of more than DEFER bytes laid out in segments is on show once
// the parts in view are in; the others come in as the view nears them, or
// in idle time, FILL_BUDGET ms at a time, once the view has been still
// for QUIET ms (see fillIn). Smaller ones are all in when they show.
const DEFER = 8 * 1024 * 1024;
const SHOW_BUDGET = 60;   // ms of parsing a frame for what the view shows
const FILL_BUDGET = 40;
const QUIET = 300;
const VIEW_DELAY = 250;   // ms after the view stops moving, the URL follows
const STAGE_BUTTONS = 2;  // stages of a compile offered as buttons

// The server's X-Fxviz-Warning for a drawing, a warning each: one ends
// where "; " starts the next option's ("expand: no module 'x'; did you
// mean y?; hide: no get_attr node in this graph").
function viewWarnings(said) {
  return said ? said.split(/; (?=(?:expand|collapse|hide): )/) : [];
}

export class Viewer {
  // onTitle(text, crumbs) names the graph in the page header: text in
  // full, and in a sub-graph the elements of its trail to show instead.
  constructor(onTitle) {
    this.onTitle = onTitle;
    this.root = $('viewer');
    this.canvas = $('canvas');
    this.stage = $('stage');
    this.panel = $('panel');
    $('depth').max = String(MAX_DEPTH);
    this.pz = new PanZoom(this.canvas, this.stage, () => this.visibleArea());
    this.minimap = new Minimap($('minimap'), this.pz);
    this.overview = new Overview(this.stage, this.pz, () => this.viewRect());
    // (a drawing in parts is far out a part at a time: see Drawing.setFar)
    this.pz.onFar = (far) => {
      if (this.drawing && this.drawing.parts.length)
        this.drawing.setFar(far);
      else
        this.stage.classList.toggle('far', far);
    };
    this.labels = new FrameLabels($('frame-labels'), this.pz, () => $('legend'));
    this.moved = 0;      // when the view last moved (performance.now())
    this.catchingUp = false;  // showView is showing parts, a frame at a time
    this.pz.onChange = () => {
      this.moved = performance.now();
      this.showView();
      this.minimap.update();
      this.labels.update();
      this.viewMoved();
    };
    this.st = null;
    this.graph = null;
    this.graphs = [];    // the server's list, for "Compare with…"
    this.drawing = null;
    this.matches = [];
    this.searchError = null;  // why the search text cannot be read
    this.abort = null;   // the drawing being fetched
    this.opening = 0;    // bumped by each open(), so a stale one stops
    this.searchTimer = 0;
    this.viewTimer = 0;
    this.placed = false;  // the drawing on show is placed: its view is st's
    this.restore = null;  // the view (st.view) a drawing being drawn opens at
    this.cursor = -1;    // the node the drawing's Tab stop stands for
    this.walk = null;    // {list, at}: the inputs or users arrows step among
    this.homed = false;  // the drawing on show opened at its first view
    this.legendChosen = false;  // the user opened or folded the legend
    // Hooks for a page around the viewer (the run page): onState(st) after
    // each change of view, onPanel(graph, i) when the panel shows node i
    // (-1: no node, or a comparison's).
    this.onState = null;
    this.onPanel = null;
    $('node-name').tabIndex = -1;  // where a followed link leaves focus
    this.wire();
  }

  get visible() {
    return !this.root.hidden;
  }

  hide() {
    this.root.hidden = true;
    $('share').hidden = true;
    if (this.abort)
      this.abort.abort();
  }

  // ---- opening a view ------------------------------------------------------

  // Shows the view st describes (from readState): loads the graph when it
  // is another one (or another sub-graph), draws when the server's view
  // options changed. st.from, when going up from a sub-graph, names it:
  // the node that reaches it is selected.
  //
  // A view that names its zoom and centre (st.view) opens there, in place
  // of the node's or the drawing's start.
  async open(st) {
    const seq = ++this.opening;
    const old = this.st;
    // (a move not yet in the URL was the entry's left: too late for it)
    clearTimeout(this.viewTimer);
    this.restore = st.view;
    this.root.hidden = false;
    $('share').hidden = false;
    this.st = st;
    this.syncControls();
    this.showError(null);
    if (!this.graph || this.graph.id !== st.graph ||
        this.graph.sub !== st.sub || this.graph.diff !== st.diff) {
      this.graph = null;
      this.dropDrawing();
      this.panel.hidden = true;
      this.onTitle('');
      clear($('legend-items'));
      this.matches = [];
      this.viewWarnings = [];
      $('q-count').textContent = '';
      $('changes').hidden = true;
      // The drawing is asked for beside the graph: the server lays it
      // out while the graph comes and is read.
      this.dropAhead();
      this.ahead = this.fetchSvg(svgUrl(st));
      let graph;
      try {
        graph = st.diff ? await this.loadDiff(st.graph, st.diff) :
          await this.loadGraph(st.graph, st.sub);
      } catch (e) {
        this.dropAhead();
        // (an unknown sub-graph: the error names the ones there are, and
        // the graph itself is offered)
        if (seq === this.opening && e.name !== 'AbortError') {
          this.showError(st.diff ? `Cannot compare these graphs: ${e.message}` :
            `Cannot open this graph: ${e.message}`, !!st.sub || !!st.diff);
          this.showCompare();
        }
        return;
      }
      if (seq !== this.opening) {
        this.dropAhead();
        return;
      }
      this.graph = graph;
      if (st.from && !st.node) {
        const k = graph.nodes.findIndex((n) => n.subgraph === st.from);
        if (k >= 0) {
          st.node = graph.nodes[k].name;
          history.replaceState(null, '', pageUrl(st));
        }
      }
      delete st.from;
      this.syncControls();
      this.showTitle();
      this.showWarnings();
      this.showCompare();
      $('focus-names').replaceChildren();
    }
    await this.loadKernels(seq);
    if (seq !== this.opening)
      return;
    this.showOverlays();
    $('module-tools').hidden = !this.graph.nodes.some((n) => n.module);
    fillLegend($('legend-items'), this.graph, st.hide,
        (op, shown) => this.toggleOp(op, shown));
    this.search(st.q, false);
    this.showPanel();
    if (this.onState)
      this.onState(st);
    const redraw = !this.drawing || !old || svgUrl(old) !== svgUrl(st);
    if (redraw) {
      await this.draw(seq);
    } else if (this.restore) {
      this.pz.setView(this.restore);
      this.restore = null;
      this.applyMarks(false);
    } else {
      this.applyMarks(true);
    }
  }

  // The graph's overlays (numbers per node): what colours the drawing,
  // and the nodes that cost most of the one it is coloured by (or the
  // first), each a link that selects its node.
  showOverlays() {
    // (compared: a's values are NAME.before, drawn with NAME)
    const list = this.graph.overlays.filter((o) => !this.graph.diff ||
        !o.name.endsWith('.before'));
    const pick = $('overlay-color');
    $('overlay-tools').hidden = !list.length;
    pick.replaceChildren(el('option', { value: 'op' }, 'op'),
        ...list.map((o) => el('option', { value: o.name },
            `${o.name} (${o.unit})`)));
    const shown = list.find((o) => o.name === this.st.color);
    pick.value = shown ? shown.name : 'op';
    const top = shown || list[0];
    if (!top)
      return;
    $('overlay-top-h').textContent = `Top ${Math.min(TOP_N, top.order.length)} ` +
      `by ${top.name}`;
    fillTop($('overlay-top-list'), this.graph, top,
        (n) => pageUrl({ ...this.st, node: n, view: null }));
  }

  // The node <-> kernel map of this graph and its output code (st.code),
  // or of this output code and its post-grad graph (st.post): fetched
  // once a pair; null when the page knows neither, or the server could
  // not say (said over the drawing, the graph still shown).
  async loadKernels(seq) {
    const st = this.st;
    const post = st.code ? st.graph : st.post;
    const code = st.code || (st.post ? st.graph : null);
    const key = post && code ? `${post} ${code}` : null;
    $('kernel-tools').hidden = !st.code || !!st.diff;
    $('kernel-color').checked = kernelColoured(st);
    if (!key) {
      this.kernels = null;
      return;
    }
    if (!this.kernels || this.kernels.key !== key) {
      this.kernels = null;
      this.kernelPick = null;
      try {
        const json = await getJson(built(kernelsUrl(post, code)));
        if (seq !== this.opening)
          return;
        this.kernels = readKernels(json, key, st.code ? 'post' : 'code');
      } catch (e) {
        if (seq === this.opening && e.name !== 'AbortError')
          this.showError(`Cannot match this graph's kernels: ${e.message}`);
        return;
      }
    }
    this.kernels.post = post;
    this.kernels.code = code;
  }

  // Highlights the nodes of kernel id (null: none) in the drawing.
  pickKernel(id) {
    this.kernelPick = id && this.kernelPick !== id ? id : null;
    this.markKernel();
    this.showPanel();
  }

  markKernel() {
    if (!this.drawing)
      return;
    const k = this.kernels && this.kernelPick ?
      this.kernels.byId.get(this.kernelPick) : null;
    const hits = k && this.kernels.mode === 'post' ?
      k.nodes.map((n) => this.graph.index(n)).filter((i) => i >= 0) : [];
    this.drawing.markKernel(hits);
  }

  // The warnings reading the graph gave (a text cut short, a user count
  // that disagrees), in a box over the drawing, closed; first those the
  // server gave with the drawing (a name of the view that matches
  // nothing, "did you mean ..."), which open it.
  showWarnings() {
    const box = $('warnings');
    const view = this.graph ? this.viewWarnings || [] : [];
    const list = this.graph ? this.graph.warnings : [];
    const n = view.length + list.length;
    box.hidden = n === 0;
    box.open = view.length > 0;
    box.querySelector('summary').textContent =
        n === 1 ? '1 warning' : `${n} warnings`;
    clear(box.querySelector('ul')).append(...view.map((w) =>
      el('li', { class: 'view-warning' }, `This view: ${w}`)), ...list.map((w) => {
      const i = this.warningNode(w);
      if (i < 0)
        return el('li', null, w);
      const b = el('button', { type: 'button', class: 'warning-node',
        title: `Show ${this.graph.nodes[i].name}` }, w);
      b.addEventListener('click', () => this.showNode(i));
      return el('li', null, b);
    }));
  }

  // The node a warning is about: the one defined on the line it starts
  // with ("line 12: %add says..."), or the node it names when that line
  // holds another (a log's graph counts its warnings' lines from its own
  // start); -1 for none.
  warningNode(w) {
    const m = /^line (\d+): (?:%(\S+) )?/.exec(w);
    if (!m)
      return -1;
    const i = this.graph.atLine(Number(m[1]));
    const named = m[2] ? this.graph.index(m[2]) : -1;
    return named >= 0 && named !== i ? named : i;
  }

  async loadGraph(id, sub) {
    const task = startTask('Loading the graph…');
    try {
      // The graph's JSON has no name (a sub-graph's has its own); the list
      // has the graph's.
      const [json, list] = await Promise.all([
        getJson(graphUrl(id, sub)),
        getJson('/api/graphs').catch(() => ({ graphs: [] })),
      ]);
      this.graphs = list.graphs || [];
      const entry = this.graphs.find((g) => g.id === id);
      json.id = id;
      json.sub = sub;
      json.name = entry ? entry.name : (!sub && json.name) || id;
      task.phase('Indexing the graph…');
      await nextFrame();
      return new Graph(json);
    } finally {
      task.end();
    }
  }

  // The merged graph of a (before) and b (after): the comparison's report
  // and both graphs, made one model (compare.js).
  async loadDiff(a, b) {
    const task = startTask('Comparing the graphs…');
    try {
      const [report, ja, jb, list] = await Promise.all([
        getJson(diffUrl(a, b)),
        getJson(graphUrl(a)),
        getJson(graphUrl(b)),
        getJson('/api/graphs').catch(() => ({ graphs: [] })),
      ]);
      this.graphs = list.graphs || [];
      const nameOf = (id, side) => {
        const entry = this.graphs.find((g) => g.id === id);
        return entry ? entry.name : (side && side.name) || id;
      };
      const json = mergedJson(report, ja, jb);
      json.id = a;
      json.diff = b;
      json.report = report;
      json.names = { a: nameOf(a, report.a), b: nameOf(b, report.b) };
      json.name = `${json.names.a} \u2192 ${json.names.b}`;
      task.phase('Indexing the graph…');
      await nextFrame();
      return new Graph(json);
    } finally {
      task.end();
    }
  }

  // "Compare with…": the graphs to compare this one with, the stages of
  // its compile first (a button each for the first few); in a comparison,
  // the list of changes and the way back.
  showCompare() {
    const st = this.st;
    const g = this.graph && this.graph.diff === st.diff ? this.graph : null;
    const comparing = !!st.diff;
    const found = candidates(st.graph, this.graphs);
    fillPicker($('compare'), comparing ? { stages: [], others: [] } : found);
    $('compare').hidden = comparing;
    $('comparing').hidden = !comparing;
    const me = this.graphs.find((x) => x.id === st.graph);
    $('stages').replaceChildren(...(comparing ? [] :
      found.stages.slice(0, STAGE_BUTTONS).map((x) => {
        const b = el('button', { type: 'button', 'data-graph': x.id,
          title: `Compare with ${x.name}` },
        `\u21c4 ${stageLabel(x, me)}`);
        b.addEventListener('click', () => this.compare(x.id));
        return b;
      })));
    $('legend-diff').hidden = !comparing;
    if (comparing && g)
      fillChanges($('changes'), g, (n) => pageUrl({ ...this.st, node: n,
        view: null }));
    else
      $('changes').hidden = true;
  }

  // Compares the graph on show with graph b (null: back to the graph
  // alone), a step in the history. The direction, edges, shapes, hidden
  // ops and search go along; what names nodes or modules does not.
  compare(b) {
    this.saveView();
    const st = { ...this.st, diff: b || null, sub: null, node: null,
      focus: null, expand: [], collapse: [], view: null };
    history.pushState(null, '', pageUrl(st));
    $('link-text').hidden = true;
    this.open(st);
  }

  // Starts fetching the drawing at url: {url, abort, text (a promise),
  // said (its X-Fxviz-Warning), bytes so far, responded, task: the busy
  // task to tell, once draw takes it; reader: its PartReader}.
  fetchSvg(url) {
    // (reader cuts a stacked drawing in parts while it downloads)
    const f = { url, abort: new AbortController(), said: '', bytes: 0,
      responded: false, task: null, reader: new PartReader() };
    f.text = getText(built(url), {
      signal: f.abort.signal,
      pieces: true,
      onText: (piece) => f.reader.feed(piece),
      onResponse: (r) => {
        f.responded = true;
        f.said = r.headers.get('X-Fxviz-Warning') || '';
        if (f.task)
          f.task.phase('Downloading…');
      },
      onProgress: (n) => {
        f.bytes = n;
        if (f.task)
          f.task.bytes('Downloading', n);
      },
    });
    f.text.catch(() => {});  // (draw reports it, or nobody waits)
    return f;
  }

  dropAhead() {
    if (this.ahead)
      this.ahead.abort.abort();
    this.ahead = null;
  }

  // Fetches and shows the server's drawing of the current view. A big
  // drawing is parsed and shown a slice per frame, so the page stays
  // responsive and the drawing fills in as it comes.
  async draw(seq) {
    const st = this.st;
    const url = svgUrl(st);
    if (this.abort)
      this.abort.abort();
    const abort = new AbortController();
    this.abort = abort;
    this.placed = false;
    const task = startTask('Rendering on the server…', () => abort.abort());
    // Stale: a newer view took over, or the user cancelled.
    const stale = () => seq !== this.opening || this.abort !== abort ||
        abort.signal.aborted;
    const check = () => {
      if (stale())
        throw new DOMException('stale', 'AbortError');
    };
    // fxviz:svg-* marks time each step in the browser's performance tools.
    performance.mark('fxviz:svg-requested');
    let installed = false;
    // A box in the drawing had focus: the new drawing's box takes it.
    const refocus = this.stage.contains(document.activeElement) ||
        this.refocus;
    this.refocus = false;
    try {
      const f = this.ahead && this.ahead.url === url ? this.ahead :
        this.fetchSvg(url);
      if (this.ahead !== f)
        this.dropAhead();
      this.ahead = null;
      f.task = task;
      abort.signal.addEventListener('abort', () => f.abort.abort());
      if (f.responded)
        task.phase('Downloading…');
      if (f.bytes)
        task.bytes('Downloading', f.bytes);
      const pieces = await f.text;
      check();
      this.viewWarnings = viewWarnings(f.said);
      this.showWarnings();
      performance.mark('fxviz:svg-fetched');
      task.phase('Reading the drawing…');
      await nextFrame();
      // A big drawing stacked in segments is taken in the parts the
      // reader cut while it came, never joined into one text.
      const parts = f.reader.length > DEFER ? f.reader.end() : null;
      let drawing = parts ?
        new Drawing(parseSvg(f.reader.headText), this.graph) : null;
      const deferred = !!parts && drawing.defer(parts);
      let cut = null;
      if (!deferred) {
        const text = pieces.join('');
        cut = sliceSvg(text);
        drawing = new Drawing(parseSvg(cut ? cut.head : text), this.graph);
      }
      pieces.length = 0;  // (f, which an abort listener holds, keeps them)
      // (the names of open modules' frames are read from the layout: of
      // the parts shown)
      drawing.onShown = () => {
        if (drawing.frames.size && this.drawing === drawing)
          this.labels.show(drawing, this.stage, this.stageScale());
      };
      check();
      this.drawing = drawing;
      installed = true;
      this.stage.replaceChildren(drawing.svg);
      fillScale($('legend-scale'), $('legend'), drawing.svg);
      this.overview.attach(drawing);
      this.stage.classList.toggle('far', this.pz.far && !deferred);
      if (deferred)
        drawing.setFar(this.pz.far);
      this.pz.setSize(drawing.width, drawing.height);
      this.minimap.show(null);
      this.labels.show(null);
      // The first slice (which holds the inputs, where the view starts)
      // goes in before the first view is placed; then slices until a
      // frame's budget is spent, then a frame to paint them and to answer
      // the user.
      const slices = cut && !deferred ? cut.slices : [];
      let k = 0;
      if (slices.length)
        drawing.add(parseSlice(slices[k++]));
      this.place(st, false);
      if (deferred)
        this.viewStep(drawing, Infinity);
      while (k < slices.length) {
        task.part('Drawing…', k / slices.length);
        await nextFrame();
        check();
        const t0 = performance.now();
        do
          drawing.add(parseSlice(slices[k++]));
        while (k < slices.length && performance.now() - t0 < SLICE_BUDGET);
      }
      performance.mark('fxviz:svg-parsed');
      this.applyMarks(false);
      this.showPanel();
      this.place(st, true);
      if (deferred)
        this.viewStep(drawing, Infinity);
      const box = this.tabStop();
      if (refocus && box)
        box.focus({ preventScroll: true });
      this.minimap.show(drawing, this.stage, this.stageScale());
      this.labels.show(drawing, this.stage, this.stageScale());
      if (this.homed)
        this.clearOverlays(st.rankdir);
      // The first full paint is the slow part: end the task when it is on
      // screen.
      await nextFrame();
      performance.mark('fxviz:svg-painted');
      // for tests: this view is on screen; all of it is in the document
      // (a deferred drawing's once fillIn is done: '' till then)
      this.canvas.dataset.complete = deferred ? '' : url;
      this.canvas.dataset.drawn = url;
      if (deferred)
        this.fillIn(drawing, url);
    } catch (e) {
      const mine = seq === this.opening && this.abort === abort;
      if (mine && abort.signal.aborted) {
        if (!installed)  // what is on show is another view: take it away
          this.dropDrawing();
        this.showError(installed ? 'Drawing cancelled: what you see is ' +
          'incomplete.' : 'Drawing cancelled.', !!st.focus);
      } else if (!stale()) {
        this.dropDrawing();
        this.viewWarnings = [];
        this.showWarnings();
        this.showError(`Cannot draw this view: ${e.message}`, !!st.focus);
      }
    } finally {
      task.end();
    }
  }

  // The rest of a deferred drawing, in idle time while the view is still,
  // nearest the view first; then the minimap and the frames' names are
  // made again from all of it.
  async fillIn(drawing, url) {
    const idle = () => new Promise((r) =>
      requestIdleCallback(r, { timeout: 500 }));
    const wait = (ms) => new Promise((r) => setTimeout(r, ms));
    const total = drawing.pending;
    let drawn = 0;
    for (;;) {
      // what the view shows first, a frame at a time
      if (!this.viewStep(drawing, SHOW_BUDGET)) {
        await nextFrame();
      } else if (!drawing.pending) {
        break;
      } else {
        const still = performance.now() - this.moved;
        const d = still < QUIET ? await wait(QUIET - still) : await idle();
        if (this.drawing === drawing && d &&
            performance.now() - this.moved >= QUIET) {
          drawing.fill(this.viewRect(),
              Math.max(4, Math.min(FILL_BUDGET, d.timeRemaining())));
          // the minimap again, each eighth of the way
          const eighth = Math.floor(8 * (1 - drawing.pending / total));
          if (eighth > drawn && drawing.pending) {
            drawn = eighth;
            this.minimap.show(drawing, this.stage, this.stageScale());
          }
        }
      }
      if (this.drawing !== drawing)
        return;
    }
    performance.mark('fxviz:svg-complete');
    this.minimap.show(drawing, this.stage, this.stageScale());
    this.labels.show(drawing, this.stage, this.stageScale());
    this.canvas.dataset.complete = url;
  }

  // The parts of a deferred drawing coming into view (viewStep): in
  // before this frame paints, within a budget; what is left, a frame at a
  // time until the view shows all it meets (fillIn does the same while it
  // runs). A catch-up that takes a while (Fit on 100,000 nodes before it
  // is all in: every part in view at once) says so on the busy line, with
  // how far it is, unless another task (a render) has the line.
  showView() {
    const d = this.drawing;
    if (!d || !d.parts.length || this.viewStep(d, SHOW_BUDGET) ||
        this.catchingUp)
      return;
    this.catchingUp = true;
    this.canvas.dataset.filling = 'true';  // for tests: the view fills in
    const label = 'Drawing the view…';
    const task = busy() ? null : startTask(label);
    let most = this.viewLeft(d);
    const step = () => {
      if (this.drawing !== d || this.viewStep(d, SHOW_BUDGET)) {
        this.catchingUp = false;
        delete this.canvas.dataset.filling;
        if (task)
          task.end();
      } else {
        if (task) {
          const left = this.viewLeft(d);
          most = Math.max(most, left);
          task.part(label, most ? 1 - left / most : 0);
        }
        requestAnimationFrame(step);
      }
    };
    requestAnimationFrame(step);
  }

  // One step of drawing the view of deferred drawing d, for about budget
  // ms; true when the view is all drawn. Far out over more than a step of
  // show of SVG, the overview draws it (overview.js) with every part off
  // show, once it has parsed the parts within its reach (new slices are
  // drawn as they come); else the parts near the view are shown
  // (Drawing.show), and once they are, the overview is taken off.
  viewStep(d, budget) {
    const o = this.overview;
    // (whether it is far out is judged first, from the viewport's size as
    // last read: reading it now would lay out the parts on show, a second
    // on gpt200_makefx as Fit makes the stage far, before they go off)
    if (o.wanted(this.viewRect(true))) {
      d.hideAll();
      const rect = this.viewRect();
      const reach = o.reach(rect);
      const came = d.unparsed(reach) > 0;
      if (came)
        d.fill(reach, budget, true);
      const done = !d.unparsed(reach);
      o.show(rect, this.pz.s, came, done);
      return done;
    }
    const done = d.show(this.viewRect(), budget);
    if (done)
      o.off();
    return done;
  }

  // What viewStep has left to do for this view: bytes of SVG.
  viewLeft(d) {
    const rect = this.viewRect();
    const o = this.overview;
    return o.on ? d.unparsed(o.reach(rect)) : d.unshown(rect);
  }

  // The part of the drawing in view, in its px at scale 1 (guess: for the
  // viewport's size as last read).
  viewRect(guess = false) {
    const { vw, vh } = guess ? this.pz.lastSize() : this.pz.size();
    const s = this.pz.s;
    const x0 = -this.pz.x / s;
    const y0 = -this.pz.y / s;
    return { x0, y0, x1: x0 + vw / s, y1: y0 + vh / s };
  }

  // Where a new drawing opens: at the selected node; else at its start
  // (pz.home: readable, inputs first) while it comes in, and once it is
  // all in, at the module just opened, or at its start again unless the
  // user moved meanwhile (the first input may have come in late). A view
  // to restore goes before all that.
  place(st, complete) {
    this.placed = true;
    this.homed = false;
    if (this.restore) {
      if (!complete)
        this.pz.setView(this.restore);
      else
        this.restore = null;
      this.opened = null;
      return;
    }
    if (this.reveal(true, false))
      return;
    if (!complete) {
      this.home(st.rankdir);
      return;
    }
    const frame = this.opened && this.drawing.frame(this.opened);
    this.opened = null;
    if (frame) {
      const r = frame.getBoundingClientRect();
      const o = this.stage.getBoundingClientRect();
      const s = this.stageScale();
      // its top, readable, rather than all of it, tiny
      this.pz.reveal({ x: (r.left - o.left) / s, y: (r.top - o.top) / s,
        w: r.width / s, h: Math.min(r.height / s, 300) }, true, false);
    } else if (!this.pz.moved) {
      this.home(st.rankdir);
      this.homed = true;
    }
  }

  // The first view of a drawing (pz.home: readable, from its start), put
  // across at the main chain's first screen; a comparison's at its first
  // change. The open legend and the minimap keep their columns when the
  // drawing stays readable beside them (clearOverlays does the rest).
  home(rankdir) {
    const legend = $('legend');
    if (!this.legendChosen)
      legend.open = !matchMedia('(max-width: 699.98px)').matches;
    const room = {
      left: legend.open ? legend.offsetLeft + legend.offsetWidth + 8 : 0,
      right: this.minimap.folded ? 0 : this.minimap.width() + 20,
    };
    this.pz.home(rankdir, this.chainBox(rankdir, room) || this.startBox(),
        room);
    const change = this.graph.diff ?
      this.graph.nodes.findIndex((n) => n.diff && n.diff.class !== 'same') :
      -1;
    const box = change >= 0 &&
        this.drawing.box(change, this.stage, this.stageScale());
    if (box)
      this.pz.reveal(box, false, false);
  }

  // The part of the main chain (model.mainChain) a first view shows: the
  // box (drawing px) around its boxes within the first screen along the
  // flow (down, or right for LR), or its first box when that is wider
  // than the view; null when none is drawn yet.
  chainBox(rankdir, room) {
    const d = this.drawing;
    const { s, free } = this.pz.homeScale(rankdir, room);
    const { vw, vh } = this.pz.size();
    const lr = rankdir === 'LR';
    const reach = ((lr ? vw : vh) - 16) / s;
    const scale = this.stageScale();
    let first = null;
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const i of this.graph.mainChain()) {
      const b = d.box(i, this.stage, scale);
      if (!b)
        continue;
      if (first && (lr ? b.x : b.y) > reach)
        break;
      first = first || b;
      x0 = Math.min(x0, b.x);
      y0 = Math.min(y0, b.y);
      x1 = Math.max(x1, b.x + b.w);
      y1 = Math.max(y1, b.y + b.h);
    }
    if (!first)
      return null;
    const box = { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
    return (lr ? box.h * s > vh : box.w * s > free) ? first : box;
  }

  // After a first view (home) is placed: the legend folds when it covers
  // a node or a frame's name there, and the drawing moves from under its
  // folded title; the minimap folds to its button when it covers one. A
  // fold the user undid stays undone.
  clearOverlays(rankdir) {
    const pz = this.pz;
    const c = this.canvas.getBoundingClientRect();
    const boxes = this.drawing.readBoxes(this.stage, this.stageScale());
    // the boxes under element e, in drawing px
    const under = (e) => {
      const r = e.getBoundingClientRect();
      if (!r.width || e.hidden)
        return [];
      const x0 = (r.left - c.left - pz.x) / pz.s;
      const y0 = (r.top - c.top - pz.y) / pz.s;
      const x1 = x0 + r.width / pz.s;
      const y1 = y0 + r.height / pz.s;
      return boxes.filter((b) => b.x < x1 && b.x + b.w > x0 &&
          b.y < y1 && b.y + b.h > y0);
    };
    const legend = $('legend');
    if (!this.legendChosen && legend.open && under(legend).length)
      legend.open = false;
    const hit = under(legend);
    if (hit.length) {
      const r = legend.getBoundingClientRect();
      const lr = rankdir === 'LR';
      const need = lr ? r.right - c.left + 8 - Math.min(...hit.map((b) =>
        pz.x + b.x * pz.s)) : r.bottom - c.top + 8 - Math.min(...hit.map(
        (b) => pz.y + b.y * pz.s));
      pz.set(pz.x + (lr ? need : 0), pz.y + (lr ? 0 : need), pz.s);
    }
    this.minimap.update();
    if (!this.minimap.chosen && under(this.minimap.box).length)
      this.minimap.fold(true);
  }

  // The box (drawing px) where the drawing starts: its first input drawn
  // (or the closed module holding it), else its first node drawn; null
  // when none is in yet.
  startBox() {
    const d = this.drawing;
    const nodes = this.graph.nodes;
    if (!d)
      return null;
    const s = this.stageScale();
    for (let i = 0; i < nodes.length; i++) {
      const box = nodes[i].op === 'placeholder' && d.box(i, this.stage, s);
      if (box)
        return box;
    }
    for (let i = 0; i < nodes.length; i++) {
      const box = d.box(i, this.stage, s);
      if (box)
        return box;
    }
    return null;
  }

  // Puts selection, search marks and hidden ops on the drawing.
  // No drawing on show: the stage, its overview, minimap, frame labels
  // and the scale of its colours emptied.
  dropDrawing() {
    this.drawing = null;
    clear(this.stage);
    this.overview.attach(null);
    this.minimap.show(null);
    this.labels.show(null);
    fillScale($('legend-scale'), $('legend'), null);
  }

  applyMarks(reveal) {
    if (!this.drawing)
      return;
    this.drawing.hide(this.st.hide);
    this.drawing.mark(this.matches);
    this.drawing.select(this.selected());
    this.markKernel();
    this.tabStop();
    if (reveal)
      this.reveal(false, true);
  }

  // Names the graph in the header and the document title; in a sub-graph
  // as a trail, graph › cond_true_0 › cond_false_0, each part above this
  // one a link up to it.
  showTitle() {
    const g = this.graph;
    const parts = g.sub ? g.sub.split('.') : [];
    const full = [g.name, ...parts].join(' › ');
    document.title = `${full} · fxviz`;
    if (!parts.length) {
      this.onTitle(g.name);
      return;
    }
    const crumbs = [];
    [g.name, ...parts].forEach((text, k) => {
      if (k > 0)
        crumbs.push(el('span', { class: 'sep', 'aria-hidden': 'true' }, ' › '));
      if (k === parts.length) {
        crumbs.push(el('span', { class: 'crumb', 'aria-current': 'page' }, text));
        return;
      }
      const sub = parts.slice(0, k).join('.') || null;
      const a = el('a', { class: 'crumb', href: pageUrl(this.subState(sub)) },
          text);
      a.addEventListener('click', (e) => {
        if (plainClick(e)) {
          e.preventDefault();
          this.openSub(sub, parts[k]);
        }
      });
      crumbs.push(a);
    });
    this.onTitle(full, crumbs);
  }

  showError(message, offerWhole) {
    const box = $('view-error');
    box.hidden = !message;
    if (message) {
      box.querySelector('.msg').textContent = message;
      $('view-error-whole').hidden = !offerWhole;
    }
  }

  // ---- state and URL -------------------------------------------------------

  // Puts st in the URL: in a new history entry for a deliberate step (push:
  // selecting, a view option, a module opened), in the current one else.
  // Before a step changes st, saveView() gives the entry it leaves its
  // last zoom and centre.
  update(push = false) {
    const url = pageUrl(this.st);
    if (push && url !== location.pathname + location.search)
      history.pushState(null, '', url);
    else
      history.replaceState(null, '', url);
    $('download').href = svgUrl(this.st);
    $('download').setAttribute('download',
        downloadName(this.graph ? this.graph.name : this.st.graph, this.st));
    $('link-text').hidden = true;
    if (this.onState)
      this.onState(this.st);
  }

  // Pan and zoom change the current history entry, never add one: its URL
  // follows the view once the view stops moving.
  viewMoved() {
    if (!this.placed)
      return;
    clearTimeout(this.viewTimer);
    this.viewTimer = setTimeout(() => this.saveView(), VIEW_DELAY);
  }

  // Writes the view on screen into st and the current entry's URL.
  saveView() {
    clearTimeout(this.viewTimer);
    this.viewTimer = 0;
    if (!this.placed || !this.visible || !this.st)
      return;
    this.st.view = this.pz.view();
    history.replaceState(null, '', pageUrl(this.st));
  }

  syncControls() {
    const st = this.st;
    $('q').value = st.q;
    $('rankdir').value = st.rankdir;
    $('edges').value = st.edges;
    $('shapes').value = st.shapes;
    $('focus').value = st.focus || '';
    $('depth').value = String(st.depth);
    $('unfocus').disabled = !st.focus;
    $('open-all').disabled = st.expand.includes('*') && !st.collapse.length;
    $('modules-default').disabled = !st.expand.length && !st.collapse.length;
    $('download').href = svgUrl(st);
    $('download').setAttribute('download',
        downloadName(this.graph ? this.graph.name : st.graph, st));
  }

  // The view of sub-graph sub (null: the graph itself): this one's nodes,
  // focus and open modules mean nothing there; the direction, the hidden
  // ops and the search go along.
  subState(sub) {
    return { ...this.st, sub, node: null, focus: null, expand: [],
      collapse: [], view: null };
  }

  // Shows sub-graph sub in place of the graph on show, a step in the
  // history as other view changes are. from: the sub-graph left when
  // going up, whose node is then selected.
  openSub(sub, from) {
    this.saveView();
    const st = this.subState(sub);
    if (from)
      st.from = from;
    history.pushState(null, '', pageUrl(st));
    $('link-text').hidden = true;
    this.open(st);
  }

  // Changes server-side view options and draws again: a step in the
  // history.
  setView(changes) {
    this.saveView();
    this.restore = null;
    Object.assign(this.st, changes);
    this.syncControls();
    if ('color' in changes && this.graph)
      this.showOverlays();
    this.showError(null);
    this.update(true);
    this.draw(this.opening);
  }

  // Draws a closed module open (and its ancestors, which the server does).
  openModule(path) {
    if (!path)
      return;
    this.opened = path;
    if (this.st.collapse.includes(path)) {  // closed by the user: undo that
      this.setView({ collapse: this.st.collapse.filter((p) => p !== path) });
      return;
    }
    const expand = this.st.expand.includes('*') || this.st.expand.includes(path) ?
      this.st.expand : [...this.st.expand, path];
    this.setView({ expand });
  }

  // Draws an open module as one box.
  closeModule(path) {
    if (!path)
      return;
    const collapse = this.st.collapse.includes(path) ? this.st.collapse :
      [...this.st.collapse, path];
    this.setView({ expand: this.st.expand.filter((p) => p !== path), collapse });
  }

  // Shows node i in one step: selected, centred, and when it is inside
  // closed modules, with every one on the way to it drawn open, in one
  // render (expanding its own module opens its ancestors too: the server
  // does that).
  showNode(i) {
    const closed = this.drawing ? this.drawing.closedModule(i) : null;
    const path = this.graph.nodes[i].module;
    if (!closed || typeof path !== 'string' || !path) {
      this.select(i, { reveal: true });
      return;
    }
    // (a path this one is in is opened along with it)
    const on = (p) => path === p || path.startsWith(`${p}.`);
    const expand = this.st.expand.includes('*') ? this.st.expand :
      [...this.st.expand.filter((p) => !on(p)), path];
    this.st.node = this.graph.nodes[i].name;
    this.cursor = i;
    this.opened = null;  // the new drawing opens at the node, not the module
    this.showPanel();
    this.showMatchCount();
    this.setView({ expand, collapse: this.st.collapse.filter((p) => !on(p)) });
  }

  // ---- selection -----------------------------------------------------------

  selected() {
    return this.graph && this.st.node ? this.graph.index(this.st.node) : -1;
  }

  // Selects node i (-1: none). how.reveal brings it into view; how.centre
  // puts it in the middle of the uncovered area, at the same scale (the
  // keyboard's steps); how.nudge only moves it out from under the panel
  // or the edges, at the same scale (a click, under the pointer).
  select(i, how = {}) {
    if (!this.graph)
      return;
    this.saveView();
    this.st.node = i >= 0 ? this.graph.nodes[i].name : null;
    this.update(true);
    if (this.drawing)
      this.drawing.select(i);
    if (i >= 0) {
      this.cursor = i;
      this.tabStop();
    }
    this.showPanel();
    this.showMatchCount();
    if (how.reveal)
      this.reveal(true, true);
    else if (how.centre)
      this.reveal(true, true, false);
    else if (how.nudge)
      this.reveal(false, true, false);
  }

  // Moves the view to the selected node; false when it is not drawn.
  reveal(always, animate = true, zoom = true) {
    const i = this.selected();
    if (i < 0 || !this.drawing)
      return false;
    const box = this.drawing.box(i, this.stage, this.stageScale());
    if (!box)
      return false;
    this.pz.reveal(box, always, animate, zoom);
    return true;
  }

  // The scale now on screen (the last frame's, which the layout reflects).
  stageScale() {
    const r = this.stage.getBoundingClientRect();
    return r.width / this.pz.w || 1;
  }

  showPanel() {
    const i = this.selected();
    if (i < 0) {
      this.panel.hidden = true;
      markChange($('changes'), null);
      this.pz.remember();
      if (this.onPanel)
        this.onPanel(this.graph, -1);
      return;
    }
    const node = this.graph.nodes[i];
    $('node-name').textContent = node.name;
    // Where the node is, in this drawing.
    const closed = this.drawing ? this.drawing.closedModule(i) : null;
    const drawn = !this.drawing || this.drawing.has(i);
    $('node-absent').hidden = drawn;
    $('node-absent').querySelector('.text').textContent = closed ?
      `Inside the closed module ${closed}.` : 'Not drawn in this view.';
    $('node-open-module').hidden = !closed;
    $('node-open-module').textContent = closed ? `Open ${closed}` : '';
    const frame = drawn && this.drawing && node.module &&
        !!this.drawing.frame(node.module);
    $('node-close-module').hidden = !frame;
    $('node-close-module').textContent = frame ? `Close ${node.module}` : '';
    const comparing = !!this.graph.diff;
    $('node-facts').hidden = comparing;
    $('node-diff').hidden = !comparing;
    if (comparing) {
      fillDiff($('node-diff'), this.graph, i, this.graph.names);
      fillOverlayChanges($('node-diff'), this.graph, i);
      markChange($('changes'), node.name);
    } else {
      fillPanel($('node-facts'), this.graph, i,
          (n) => pageUrl({ ...this.st, node: n, view: null }),
          (name) => pageUrl(this.subState(subPath(this.st.sub, name))));
      fillOverlays($('node-facts'), this.graph, i);
      if (this.kernels)
        fillKernels($('node-facts'), this.kernels, node.name,
            this.st.sub || '', this.kernelPick, (id) => this.pickKernel(id),
            (n) => pageUrl({ graph: this.kernels.post, code: this.kernels.code,
              node: n, color: 'kernel', expand: [], collapse: [], hide: [],
              depth: this.st.depth, rankdir: 'TB', edges: 'auto',
              shapes: 'boxes', q: '' }));
    }
    if (this.onPanel)
      this.onPanel(this.graph, comparing ? -1 : i);
    this.panel.hidden = false;
    // (in a narrow window it covers the bottom of the view: a resize
    // keeps the middle of the rest)
    this.pz.remember();
  }

  closePanel() {
    const wasIn = this.panel.contains(document.activeElement);
    this.select(-1);
    if (wasIn)
      (this.tabStop() || this.canvas).focus({ preventScroll: true });
  }

  // ---- the keyboard in the drawing -----------------------------------------

  // Puts the drawing's one Tab stop on the cursor's box (the selected
  // node, the last one walked to, else where the drawing starts); that
  // box, or null.
  tabStop() {
    const d = this.drawing;
    if (!d)
      return null;
    const nodes = this.graph.nodes;
    if (this.selected() >= 0)
      this.cursor = this.selected();
    if (this.cursor < 0 || !d.reachable(this.cursor)) {
      this.cursor = nodes.findIndex((n, i) =>
        n.op === 'placeholder' && d.reachable(i));
      if (this.cursor < 0)
        this.cursor = nodes.findIndex((n, i) => d.reachable(i));
    }
    return this.cursor >= 0 ? d.focusable(this.cursor) : null;
  }

  // Keys on the drawing's focused box; true when used.
  onBoxKey(e) {
    const d = this.drawing;
    const i = this.cursor;
    if (!d || i < 0)
      return false;
    const box = d.elementOf(i);
    // the nodes around i that the keyboard can reach, each box once
    const reach = (list) => {
      const seen = new Set([box]);
      return list.filter((k) => {
        const b = d.reachable(k) && d.elementOf(k);
        if (!b || seen.has(b))
          return false;
        seen.add(b);
        return true;
      });
    };
    switch (e.key) {
    case 'Enter': case ' ':
      if (!d.has(i))  // a closed module's box: open the way to i
        this.showNode(i);
      else if (this.selected() !== i)
        this.select(i, { centre: true });
      else
        $('node-name').focus();
      return true;
    case 'ArrowUp': case 'ArrowDown': {
      const list = reach(e.key === 'ArrowUp' ? this.graph.inputs[i] :
        this.graph.users[i]);
      if (list.length) {
        this.walk = { list, at: 0 };
        this.walkTo(list[0]);
      }
      return true;
    }
    case 'ArrowLeft': case 'ArrowRight': {
      // Among the inputs or users last stepped to; else among the users
      // of the node's first input; else in graph order.
      const dir = e.key === 'ArrowLeft' ? -1 : 1;
      let w = this.walk && this.walk.list[this.walk.at] === i ? this.walk : null;
      if (!w) {
        const from = this.graph.inputs[i].find((k) => d.reachable(k));
        const list = from === undefined ? [] :
          this.graph.users[from].filter((k) => d.reachable(k));
        w = list.length > 1 ? { list, at: list.indexOf(i) } : null;
      }
      if (w) {
        w.at = (w.at + dir + w.list.length) % w.list.length;
        this.walk = w;
        this.walkTo(w.list[w.at]);
        return true;
      }
      for (let k = i + dir; k >= 0 && k < this.graph.nodes.length; k += dir) {
        if (d.reachable(k) && d.elementOf(k) !== box) {
          this.walkTo(k);
          break;
        }
      }
      return true;
    }
    default:
      return false;
    }
  }

  // Moves the keyboard (and the selection) to node k's box, in the middle
  // of what the panel leaves of the graph area: the next step's boxes are
  // then on screen whichever way it goes.
  walkTo(k) {
    this.select(k, { centre: true });
    const box = this.tabStop();
    if (box)
      box.focus({ preventScroll: true });
  }

  // ---- search --------------------------------------------------------------

  search(q, update = true) {
    this.st.q = q;
    const found = this.graph ? this.graph.search(q) : { hits: [], error: null };
    this.matches = found.hits;
    this.searchError = found.error;
    if (this.drawing)
      this.drawing.mark(this.matches);
    this.showMatchCount();
    if (update)
      this.update();
  }

  showMatchCount() {
    const out = $('q-count');
    const n = this.matches.length;
    const pos = this.matches.indexOf(this.selected());
    out.classList.toggle('bad', !!this.searchError);
    $('q').setAttribute('aria-invalid', String(!!this.searchError));
    if (!this.st.q.trim())
      out.textContent = '';
    else if (this.searchError)
      out.textContent = this.searchError;
    else if (n === 0)
      out.textContent = 'no match';
    else if (pos >= 0)
      out.textContent = `${pos + 1} of ${n}`;
    else
      out.textContent = n === 1 ? '1 match' : `${n} matches`;
    $('q-prev').disabled = $('q-next').disabled = n === 0;
  }

  // Marks the nodes that came from one line of the user's source (key
  // "file:line") as a search's matches are, until the next search.
  markLine(key) {
    if (!this.graph)
      return;
    this.matches = [];
    this.graph.nodes.forEach((n, i) => {
      if (sourceKey(sourceOf(n.meta)) === key)
        this.matches.push(i);
    });
    if (this.drawing)
      this.drawing.mark(this.matches);
    const n = this.matches.length;
    $('q-count').classList.remove('bad');
    $('q-count').textContent = `${n === 1 ? '1 node' : `${n} nodes`} of ` +
        key.replace(/^.*\//, '');
    $('q-prev').disabled = $('q-next').disabled = n === 0;
  }

  step(dir) {
    const n = this.matches.length;
    if (!n)
      return;
    const sel = this.selected();
    let pos = this.matches.indexOf(sel);
    if (pos < 0) {
      // from the selection onwards, in graph order
      pos = this.matches.findIndex((m) => m > sel);
      pos = dir > 0 ? (pos < 0 ? 0 : pos) : (pos < 0 ? n : pos) - 1;
      pos = (pos + n) % n;
    } else {
      pos = (pos + dir + n) % n;
    }
    this.showNode(this.matches[pos]);
  }

  // Hides an op at once on the page, and has the server draw the view
  // again without it, so that the layout closes up and the download
  // matches.
  toggleOp(op, shown) {
    const hide = this.st.hide.filter((o) => o !== op);
    if (!shown)
      hide.push(op);
    if (this.drawing)
      this.drawing.hide(hide);
    this.setView({ hide });
  }

  // ---- copying the link ----------------------------------------------------

  async copyLink() {
    this.saveView();
    const url = location.origin + pageUrl(this.st);
    const button = $('copy-link');
    try {
      await navigator.clipboard.writeText(url);
      button.textContent = 'Copied';
      setTimeout(() => { button.textContent = 'Copy link'; }, 1500);
    } catch (e) {
      // No clipboard (not allowed, or not a secure page): show the link
      // selected, for Ctrl+C.
      const box = $('link-text');
      box.value = url;
      box.hidden = false;
      box.focus();
      box.select();
    }
  }

  // The part of the graph area not under the panel: in a narrow window
  // the panel lies over the bottom of it.
  visibleArea() {
    const w = this.canvas.clientWidth || 1;
    let h = this.canvas.clientHeight || 1;
    if (!this.panel.hidden && getComputedStyle(this.panel).position === 'fixed') {
      const top = this.panel.getBoundingClientRect().top -
          this.canvas.getBoundingClientRect().top;
      h = Math.max(60, Math.min(h, top));
    }
    return { w, h };
  }

  // ---- events --------------------------------------------------------------

  wire() {
    // The view options are a menu (View), closed by its button, Escape or
    // a press anywhere else; a narrow window shows the legend folded.
    const narrow = matchMedia('(max-width: 699.98px)');
    if (narrow.matches)
      $('legend').open = false;
    const bar = this.root.querySelector('.toolbar');
    const menu = (open) => {
      bar.classList.toggle('open', open);
      $('more').setAttribute('aria-expanded', String(open));
    };
    $('more').addEventListener('click', () =>
      menu(!bar.classList.contains('open')));
    document.addEventListener('pointerdown', (e) => {
      if (bar.classList.contains('open') && !bar.contains(e.target))
        menu(false);
    });

    this.canvas.addEventListener('click', (e) => {
      const label = e.target.closest('.frame-label');
      if (label) {  // a frame's name kept in view (labels.js)
        this.closeModule(label.dataset.path);
        return;
      }
      // (on the overview, what is drawn at that spot)
      const seen = this.overview.hit(e);
      const hit = seen !== undefined ? seen :
        this.drawing ? this.drawing.hit(e.target) : null;
      if (!hit)
        return;
      if (hit.module !== undefined)
        this.openModule(hit.module);
      else if (hit.frame !== undefined)
        this.closeModule(hit.frame);
      else  // a far-input box names a node drawn elsewhere: go there
        this.select(hit.node, hit.far ? { reveal: true } : { nudge: true });
    });
    // Focus on a box would scroll the canvas (overflow: hidden still
    // scrolls) under the pan and zoom: undo that, and pan to the box.
    this.canvas.addEventListener('focusin', (e) => {
      this.canvas.scrollTop = 0;
      this.canvas.scrollLeft = 0;
      if (this.drawing && e.target !== this.canvas &&
          this.stage.contains(e.target) && this.cursor >= 0) {
        const box = this.drawing.box(this.cursor, this.stage, this.stageScale());
        if (box)
          this.pz.reveal(box, false, true, false);
      }
    });
    // Links to nodes (panel) select in place, links to sub-graphs open
    // them in place; other clicks go on as usual.
    this.panel.addEventListener('click', (e) => {
      const line = e.target.closest('button.source-line');
      if (line) {
        this.markLine(line.dataset.source);
        return;
      }
      const a = e.target.closest('a[data-node], a[data-sub]');
      if (!a || !plainClick(e))
        return;
      e.preventDefault();
      if (a.dataset.sub) {
        this.openSub(subPath(this.st.sub, a.dataset.sub));
        this.canvas.focus();
        return;
      }
      const i = this.graph ? this.graph.index(a.dataset.node) : -1;
      if (i >= 0) {
        this.select(i, { reveal: true });
        // (the link is gone with the old panel: focus stays in the panel)
        $('node-name').focus();
      }
    });
    $('panel-close').addEventListener('click', () => this.closePanel());
    // The list of changes, and the top list of an overlay: each selects
    // its node, opening the way to it.
    for (const list of [$('changes'), $('overlay-top-list')]) {
      list.addEventListener('click', (e) => {
        const a = e.target.closest('a[data-node]');
        if (!a || !plainClick(e))
          return;
        e.preventDefault();
        const i = this.graph ? this.graph.index(a.dataset.node) : -1;
        if (i >= 0)
          this.showNode(i);
      });
    }
    $('compare').addEventListener('change', (e) => {
      if (e.target.value)
        this.compare(e.target.value);
    });
    $('uncompare').addEventListener('click', () => this.compare(null));
    $('node-focus').addEventListener('click', () => {
      this.setView({ focus: this.st.node });
    });
    $('node-open-module').addEventListener('click',
        () => this.openModule(this.drawing.closedModule(this.selected())));
    $('node-close-module').addEventListener('click',
        () => this.closeModule(this.graph.nodes[this.selected()].module));
    $('open-all').addEventListener('click',
        () => this.setView({ expand: ['*'], collapse: [] }));
    $('modules-default').addEventListener('click',
        () => this.setView({ expand: [], collapse: [] }));
    $('node-show').addEventListener('click', () => {
      const i = this.selected();
      if (this.drawing && this.drawing.closedModule(i))
        this.showNode(i);
      else if (!this.reveal(true))
        this.setView({ focus: this.st.node });
    });

    const q = $('q');
    q.addEventListener('input', () => {
      clearTimeout(this.searchTimer);
      this.searchTimer = setTimeout(() => this.search(q.value), 120);
    });
    q.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        clearTimeout(this.searchTimer);
        if (q.value !== this.st.q)
          this.search(q.value);
        this.step(e.shiftKey ? -1 : 1);
      } else if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        if (q.value) {
          q.value = '';
          this.search('');
        } else {
          q.blur();
        }
      }
    });
    $('search').addEventListener('submit', (e) => e.preventDefault());
    $('q-next').addEventListener('click', () => this.step(1));
    $('q-prev').addEventListener('click', () => this.step(-1));

    $('rankdir').addEventListener('change', (e) => {
      this.setView({ rankdir: e.target.value });
    });
    $('edges').addEventListener('change', (e) => {
      this.setView({ edges: e.target.value === 'all' ? 'all' : 'auto' });
    });
    $('shapes').addEventListener('change', (e) => {
      this.setView({ shapes: e.target.value });
    });
    $('overlay-color').addEventListener('change', (e) => {
      this.setView({ color: e.target.value });
    });
    $('kernel-color').addEventListener('change', (e) => {
      this.setView({ color: e.target.checked ? 'kernel' : 'op' });
    });
    $('focus-form').addEventListener('submit', (e) => {
      e.preventDefault();
      const depth = Number($('depth').value);
      this.setView({
        focus: $('focus').value.trim() || null,
        depth: Number.isInteger(depth) && depth >= 0 && depth <= MAX_DEPTH ?
          depth : this.st.depth,
      });
    });
    // Names to pick from, made when first wanted (a big graph has many).
    $('focus').addEventListener('focus', () => {
      const list = $('focus-names');
      if (this.graph && !list.firstChild && this.graph.nodes.length <= 20000) {
        const frag = document.createDocumentFragment();
        for (const n of this.graph.nodes) {
          const o = document.createElement('option');
          o.value = n.name;
          frag.append(o);
        }
        list.append(frag);
      }
    });
    $('unfocus').addEventListener('click', () => this.setView({ focus: null }));
    // (no graph: a sub-graph that is not there; the graph itself is)
    $('view-error-whole').addEventListener('click', () => {
      if (!this.graph && this.st.diff)
        this.compare(null);
      else if (!this.graph && this.st.sub)
        this.openSub(null);
      else
        this.setView({ focus: null });
    });

    // (a fold of the legend or the minimap the user undoes stays undone)
    $('legend').querySelector('summary').addEventListener('click', () => {
      this.legendChosen = true;
    });
    $('legend').addEventListener('toggle', () => this.labels.update());
    $('map-toggle').addEventListener('click', () => {
      this.minimap.chosen = true;
      this.minimap.fold(!this.minimap.folded);
    });
    $('zoom-in').addEventListener('click', () => this.pz.zoomBy(ZOOM_STEP));
    $('zoom-out').addEventListener('click', () => this.pz.zoomBy(1 / ZOOM_STEP));
    $('fit').addEventListener('click', () => this.pz.fit());
    $('copy-link').addEventListener('click', () => this.copyLink());
    $('link-text').addEventListener('keydown', (e) => {
      if (e.key === 'Escape' || e.key === 'Enter') {
        e.stopPropagation();
        $('link-text').hidden = true;
        $('copy-link').focus();
      }
    });
  }

  // Keys for the whole page while the viewer is shown; true when used.
  onKey(e) {
    if (!this.visible || e.ctrlKey || e.metaKey || e.altKey || keysShown())
      return false;
    if (e.key === 'Escape') {
      const bar = this.root.querySelector('.toolbar');
      if (bar.classList.contains('open')) {
        bar.classList.remove('open');
        $('more').setAttribute('aria-expanded', 'false');
        return true;
      }
      if (!this.panel.hidden) {
        this.closePanel();
        return true;
      }
      return false;
    }
    if (typing(e.target))
      return false;
    if (e.key === '/') {
      $('q').focus();
      $('q').select();
      return true;
    }
    if (e.key === '?') {
      toggleKeys();
      return true;
    }
    // On a box of the drawing, Enter and the arrows walk the graph.
    if (this.drawing && e.target instanceof Element &&
        e.target !== this.stage && this.stage.contains(e.target) &&
        this.onBoxKey(e))
      return true;
    // Inside the panel, arrows scroll the panel.
    if (this.panel.contains(e.target) && e.key.startsWith('Arrow'))
      return false;
    const step = e.shiftKey ? PAN_STEP * 4 : PAN_STEP;
    switch (e.key) {
    case '+': case '=': this.pz.zoomBy(ZOOM_STEP); return true;
    case '-': case '_': this.pz.zoomBy(1 / ZOOM_STEP); return true;
    case '0': this.pz.fit(); return true;
    case 'ArrowLeft': this.pz.panBy(step, 0); return true;
    case 'ArrowRight': this.pz.panBy(-step, 0); return true;
    case 'ArrowUp': this.pz.panBy(0, step); return true;
    case 'ArrowDown': this.pz.panBy(0, -step); return true;
    default: return false;
    }
  }
}

// A left click without keys: one the page follows in place (the others
// open new tabs and windows as usual).
function plainClick(e) {
  return e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey &&
      !e.altKey;
}
