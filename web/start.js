// start: the start page. Three ways to add a graph (pick a file, drop a
// file, paste the text), a failed upload showing the server's message at
// its line and column; then the graphs the server has, newest first,
// filtered by a text box, each renamed or deleted from its row. The list
// follows the server's events: a graph added (an upload, --watch, a
// program's fxviz.backend) shows without a reload.

import { el, clear, formatMB } from './dom.js';
import { MAX_BODY, MAX_RUN } from './config.js';
import { getJson, postGraph, postRun, sendJson } from './net.js';
import { tarOf, wanted } from './tar.js';
import { startTask } from './busy.js';
import { Live } from './live.js';

// What each form the server names was printed by, as a person knows it.
const FORMS = {
  fx: 'print(gm.graph)',
  tabular: 'print_tabular()',
  code: 'gm.code',
  json: 'fxviz JSON',
};

const $ = (id) => document.getElementById(id);
const EXCERPT_MAX = 8 * 1024 * 1024;  // bytes of a file read back for an error

export class StartPage {
  // nav.open(id) opens a graph; nav.run(id) a run's page; nav.home()
  // comes back to this page.
  constructor(nav) {
    this.nav = nav;
    this.root = $('start');
    this.wire();
    this.sayLimits();
    this.queued = null;  // events while the list is being fetched
    this.live = new Live()
        .on('graph_added', (g) => this.changed(g.id, g))
        .on('graph_renamed', (g) => this.changed(g.id, g))
        .on('graph_removed', (g) => this.changed(g.id, null))
        .on('run_added', () => this.visible && this.showRuns())
        .on('run_removed', () => this.visible && this.showRuns())
        .on('reset', () => this.visible && this.show());
  }

  // A graph added or changed (g), or removed (null), as an event says.
  changed(id, g) {
    if (this.queued) {
      this.queued.push([id, g]);
      return;
    }
    if (!this.list)
      return;
    const at = this.list.findIndex((x) => x.id === id);
    if (g && at >= 0)
      this.list[at] = { ...this.list[at], ...g };
    else if (g)
      this.list.unshift({ ...g, order: -1, fresh: true });
    else if (at >= 0)
      this.list.splice(at, 1);
    else
      return;
    // A rename being typed keeps its row: the list shows after it.
    if (this.visible && !$('graphs').querySelector('.rename-form'))
      this.render();
  }

  get visible() {
    return !this.root.hidden;
  }

  async show() {
    this.root.hidden = false;
    document.title = 'fxviz';
    this.showRuns();
    let list;
    this.queued = [];
    try {
      list = (await getJson('/api/graphs')).graphs || [];
    } catch (e) {
      this.queued = null;
      this.listError(`Cannot list the graphs: ${e.message}`);
      return;
    }
    this.listError(null);
    // The server lists them newest first; sorted here too, so the page
    // does not hang on the order of the reply.
    this.list = list.map((g, i) => ({ ...g, order: i }))
        .sort((a, b) => (b.added || '').localeCompare(a.added || '') ||
            a.order - b.order);
    // What came while the list was on its way, in order.
    const queued = this.queued;
    this.queued = null;
    for (const [id, g] of queued)
      this.changed(id, g);
    this.render();
  }

  // Fills the table with the graphs the filter lets through.
  render() {
    const list = this.list || [];
    const words = $('graphs-filter').value.trim().toLowerCase().split(/\s+/)
        .filter(Boolean);
    const shown = list.filter((g) => words.every((w) => haystack(g).includes(w)));
    const body = clear($('graphs').tBodies[0]);
    const twins = twinsOf(list);
    for (const g of shown)
      body.append(this.row(g, twins.get(g.name)));
    $('graphs-empty').hidden = list.length > 0;
    $('graphs').hidden = list.length === 0;
    $('graphs-filter').hidden = list.length === 0;
    $('graphs-count').textContent = !list.length ? '' : words.length ?
      `${shown.length} of ${list.length}` : `${list.length}`;
  }

  // The runs the server holds, newest first, each a link to its page; no
  // section when there are none (or the server keeps no runs).
  async showRuns() {
    let runs;
    try {
      runs = (await getJson('/api/runs')).runs || [];
    } catch (e) {
      runs = [];
    }
    const body = clear($('runs-table').tBodies[0]);
    for (const r of runs) {
      const a = el('a', { href: `/runs/${encodeURIComponent(r.id)}` },
          r.name || r.id);
      a.addEventListener('click', (e) => {
        if (e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
          e.preventDefault();
          this.nav.run(r.id);
        }
      });
      // (an ISO time, or Unix seconds)
      const added = typeof r.added === 'number' ?
        new Date(r.added * 1000).toISOString() : r.added;
      const n = (v) => (Number.isFinite(v) ? String(v) :
        Array.isArray(v) ? String(v.length) : '');
      body.append(el('tr', { 'data-id': r.id },
          el('td', { class: 'name' }, a),
          el('td', { class: 'num' }, n(r.compiles)),
          el('td', { class: 'num' }, n(r.graphs)),
          el('td', { class: 'num' }, Array.isArray(r.ranks) ?
            String(Math.max(1, r.ranks.length)) : n(r.ranks)),
          el('td', { class: 'added' }, added ? el('time', {
            datetime: added, title: added }, when(added)) : '')));
    }
    $('runs').hidden = runs.length === 0;
  }

  // A link to graph id's page: a plain click opens it in place.
  link(id, text) {
    const a = el('a', { href: `/?graph=${encodeURIComponent(id)}` }, text);
    a.addEventListener('click', (e) => {
      if (e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
        e.preventDefault();
        this.nav.open(id);
      }
    });
    return a;
  }

  // A graph's row; twins are the graphs of its name, when it is not the
  // only one: what tells it from them goes under its name.
  row(g, twins) {
    const a = this.link(g.id, g.name);
    const aliases = g.aliases && g.aliases.length ?
      el('div', { class: 'aliases' }, `also uploaded as ${g.aliases.join(', ')}`) :
      null;
    // (each fact on one line: the line breaks between them)
    const twin = twins && twins.length > 1 ? el('div', { class: 'twin' },
        ...twinFacts(g, twins).flatMap((f, i) => [i ? ' · ' : '',
          el('span', null, f)])) : null;
    const file = g.source === 'file';
    const why = file ? `${g.path || 'a file'} was loaded at start: ` +
      'rename or remove the file instead' : null;
    const rename = el('button', { type: 'button', class: 'rename',
      disabled: file, title: why || `Rename ${g.name}` }, 'Rename');
    const del = el('button', { type: 'button', class: 'delete',
      disabled: file, title: why || `Delete ${g.name}` }, 'Delete');
    const tr = el('tr', { 'data-id': g.id, class: g.fresh ? 'fresh' : null },
        el('td', { class: 'name' }, a, twin, aliases),
        el('td', { class: 'num' }, String(g.nodes)),
        el('td', { class: 'num' }, String(g.edges)),
        el('td', { class: 'form' }, FORMS[g.form] || g.form || ''),
        el('td', { class: g.n_warnings ? 'num warn' : 'num' },
            String(g.n_warnings || 0)),
        el('td', { class: 'source' }, file && g.path ?
          el('code', null, g.path) : g.source || ''),
        el('td', { class: 'added' }, g.added ?
          el('time', { datetime: g.added, title: g.added },
              when(g.added, sameMinute(g, twins))) : ''),
        el('td', { class: 'actions' }, rename, del));
    rename.addEventListener('click', () => this.startRename(tr, g));
    del.addEventListener('click', () => this.remove(g));
    return tr;
  }

  // Turns the row's name into a field: Enter or Save renames, Escape or
  // Cancel puts the name back.
  startRename(tr, g) {
    const cell = tr.querySelector('td.name');
    const input = el('input', { type: 'text', class: 'rename-field',
      value: g.name, 'aria-label': `New name for ${g.name}`, maxlength: 200 });
    const save = el('button', { type: 'submit' }, 'Save');
    const cancel = el('button', { type: 'button' }, 'Cancel');
    const form = el('form', { class: 'rename-form' }, input, save, cancel);
    const back = () => {
      this.render();
      const b = $('graphs').querySelector(`tr[data-id="${g.id}"] button.rename`);
      if (b)
        b.focus();
    };
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      const name = input.value.trim();
      if (!name || name === g.name)
        return back();
      save.disabled = true;
      try {
        const got = await sendJson('PATCH',
            `/api/graphs/${encodeURIComponent(g.id)}`, { name });
        Object.assign(g, got);
        this.listError(null);
      } catch (err) {
        this.listError(`Cannot rename ${g.name}: ${err.message}`);
      }
      back();
    });
    cancel.addEventListener('click', back);
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        back();
      }
    });
    clear(cell).append(form);
    input.focus();
    input.select();
  }

  // Deletes a graph, once the user says so.
  async remove(g) {
    if (!confirm(`Delete ${g.name}? Its links stop working.`))
      return;
    try {
      await sendJson('DELETE', `/api/graphs/${encodeURIComponent(g.id)}`);
      this.listError(null);
    } catch (err) {
      this.listError(`Cannot delete ${g.name}: ${err.message}`);
      return;
    }
    this.list = this.list.filter((x) => x.id !== g.id);
    this.render();
    $('graphs-filter').focus();
  }

  listError(message) {
    const p = $('graphs-error');
    p.hidden = !message;
    p.textContent = message || '';
  }

  hide() {
    this.root.hidden = true;
  }

  // ---- uploading -----------------------------------------------------------

  // This server's limits, in MB, where a user picks what to send.
  sayLimits() {
    const p = $('upload-limits');
    if (!p || !MAX_BODY)
      return;
    p.textContent = `This server takes up to ${formatMB(MAX_BODY)} an ` +
        'upload' + (MAX_RUN ? `, and ${formatMB(MAX_RUN)} of a run's files ` +
        'unpacked' : '') + '.';
  }

  // Sends a file (File) or pasted text (string) as graph name.
  async upload(name, body) {
    this.showError(null);
    $('upload-log').hidden = true;
    const size = typeof body === 'string' ? new Blob([body]).size : body.size;
    const big = tooBig(`${typeof body === 'string' ? 'The pasted text' :
      body.name || name} is`, size, MAX_BODY, '--max-body');
    if (big) {
      if (!this.visible)  // dropped on a graph's view: say it here
        this.nav.home();
      this.showError({ message: big, line: 0 });
      return;
    }
    const abort = new AbortController();
    const task = startTask('Uploading…', () => abort.abort());
    try {
      const g = await postGraph(name, body, {
        signal: abort.signal,
        onProgress: (sent, total) => {
          if (total && sent < total)
            task.bytes('Uploading', sent, total);
          else
            task.phase('Reading the graph on the server…');
        },
      });
      task.end();
      // A log of several graphs: each is listed here, to open one.
      if (g.graphs && g.graphs.length > 1)
        await this.showLog(g.graphs);
      else
        this.nav.open(g.id);
    } catch (e) {
      task.end();
      if (e.name === 'AbortError')
        return;
      if (!this.visible)  // dropped on a graph's view: say it here
        this.nav.home();
      let text = typeof body === 'string' ? body : null;
      if (text === null && body.size <= EXCERPT_MAX && e.line > 0)
        text = await body.text().catch(() => null);
      this.showError(e, text);
    }
  }

  // Sends a run: files [{path, file (File)}] of a folder (as one tar), or
  // an archive (a File ending .tar or .zip); opens its page.
  async uploadRun(name, { files, archive }) {
    this.showError(null);
    $('upload-log').hidden = true;
    const abort = new AbortController();
    const task = startTask('Uploading the run…', () => abort.abort());
    try {
      let body = archive;
      let type = archive && /\.zip$/i.test(archive.name) ? 'application/zip' :
        'application/x-tar';
      // (a zip's files are larger than it: the server counts those)
      const unpacked = files ? files.filter((x) => wanted(x.path))
          .reduce((n, x) => n + x.file.size, 0) :
        type === 'application/x-tar' ? archive.size : 0;
      const big = tooBig(`The files of ${name} are`, unpacked, MAX_RUN,
          '--max-run-mb');
      if (big)
        throw new Error(big);
      if (files) {
        task.phase('Reading the folder…');
        const up = [];
        for (const f of files.filter((x) => wanted(x.path)))
          up.push({ path: f.path, bytes: new Uint8Array(await f.file.arrayBuffer()) });
        if (!up.length)
          throw new Error('the folder holds no trace or log');
        body = new Blob([tarOf(up).tar]);
        type = 'application/x-tar';
      }
      const large = tooBig(`${files ? `The tar of ${name}` : archive.name} is`,
          body.size, MAX_BODY, '--max-body');
      if (large)
        throw new Error(large);
      const run = await postRun(name, body, type, {
        signal: abort.signal,
        onProgress: (sent, total) => {
          if (total && sent < total)
            task.bytes('Uploading', sent, total);
          else
            task.phase('Reading the run on the server…');
        },
      });
      task.end();
      this.nav.run(run.id);
    } catch (e) {
      task.end();
      if (e.name === 'AbortError')
        return;
      if (!this.visible)
        this.nav.home();
      this.showError(e, null);
    }
  }

  // Lists the graphs an uploaded log held: a link to each that was added,
  // and why for each that was not.
  async showLog(graphs) {
    if (!this.visible)  // dropped on a graph's view
      this.nav.home();
    await this.show();
    const box = $('upload-log');
    const added = graphs.filter((g) => g.id).length;
    box.querySelector('.msg').textContent =
        `The log held ${graphs.length} graphs; ${added} added:`;
    const ul = clear(box.querySelector('ul'));
    for (const g of graphs) {
      const where = `line ${g.at_line}`;
      if (g.id) {
        const a = this.link(g.id, g.part);
        const warn = g.warnings ? `, ${g.warnings.length} warnings` : '';
        ul.append(el('li', null, a,
            ` (${where}: ${g.nodes} nodes${warn}, ${FORMS[g.form] || g.form})`));
      } else {
        ul.append(el('li', { class: 'error-text' }, `${g.part} (${where}): ${g.error}`));
      }
    }
    box.hidden = false;
    box.scrollIntoView({ block: 'nearest' });
  }

  // Shows an upload error: the message with its place, and the line of
  // the input it points at, with a caret under the column.
  showError(e, text) {
    if (e)
      $('upload-log').hidden = true;
    const box = $('upload-error');
    box.hidden = !e;
    if (!e)
      return;
    const where = e.line > 0 ? `line ${e.line}, column ${e.column}: ` : '';
    box.querySelector('.msg').textContent = `Upload failed: ${where}${e.message}`;
    const pre = box.querySelector('.excerpt');
    const line = text !== null && e.line > 0 ? text.split('\n')[e.line - 1] : undefined;
    pre.hidden = line === undefined;
    if (line !== undefined) {
      // The column counts bytes; the caret goes under the character.
      const bytes = new TextEncoder().encode(line).slice(0, Math.max(0, e.column - 1));
      const chars = new TextDecoder().decode(bytes).length;
      const gutter = `${e.line} | `;
      pre.textContent = `${gutter}${line}\n${' '.repeat(gutter.length + chars)}^`;
    }
    if (typeof text === 'string' && text === $('paste-text').value && e.line > 0)
      selectAt($('paste-text'), text, e.line, e.column);
    box.scrollIntoView({ block: 'nearest' });
  }

  wire() {
    $('graphs-filter').addEventListener('input', () => this.render());
    const file = $('file');
    $('pick').addEventListener('click', () => file.click());
    file.addEventListener('change', () => {
      if (file.files.length)
        this.upload(baseName(file.files[0].name), file.files[0]);
      file.value = '';
    });
    const dir = $('run-dir');
    $('pick-run-dir').addEventListener('click', () => dir.click());
    dir.addEventListener('change', () => {
      const files = [...dir.files].map((f) =>
        ({ path: f.webkitRelativePath || f.name, file: f }));
      if (files.length)
        this.uploadRun(files[0].path.split('/')[0], { files });
      dir.value = '';
    });
    const archive = $('run-file');
    $('pick-run-file').addEventListener('click', () => archive.click());
    archive.addEventListener('change', () => {
      const f = archive.files[0];
      if (f)
        this.uploadRun(f.name.replace(/\.(tar|zip)$/i, ''), { archive: f });
      archive.value = '';
    });
    $('paste').addEventListener('submit', (e) => {
      e.preventDefault();
      const text = $('paste-text').value;
      if (!text.trim()) {
        this.showError({ message: 'paste the text that print(gm.graph) prints first', line: 0 });
        return;
      }
      this.upload($('paste-name').value.trim() || 'pasted', text);
    });

    // Dropping a file anywhere on the page adds it.
    const overlay = $('drop-overlay');
    let depth = 0;
    const hasFiles = (e) => e.dataTransfer && [...e.dataTransfer.types].includes('Files');
    document.addEventListener('dragenter', (e) => {
      if (!hasFiles(e))
        return;
      depth++;
      overlay.hidden = false;
    });
    document.addEventListener('dragleave', (e) => {
      if (hasFiles(e) && --depth <= 0) {
        depth = 0;
        overlay.hidden = true;
      }
    });
    document.addEventListener('dragover', (e) => {
      if (hasFiles(e)) {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }
    });
    document.addEventListener('drop', (e) => {
      if (!hasFiles(e))
        return;
      e.preventDefault();
      depth = 0;
      overlay.hidden = true;
      const item = e.dataTransfer.items && e.dataTransfer.items[0];
      const entry = item && item.webkitGetAsEntry ? item.webkitGetAsEntry() : null;
      const f = e.dataTransfer.files[0];
      if (entry && entry.isDirectory)
        folderFiles(entry).then((files) =>
          this.uploadRun(entry.name, { files }));
      else if (f && /\.(tar|zip)$/i.test(f.name))
        this.uploadRun(f.name.replace(/\.(tar|zip)$/i, ''), { archive: f });
      else if (f)
        this.upload(baseName(f.name), f);
    });
  }
}

// A dropped folder's files, [{path, file}], the path from the folder's
// name down.
async function folderFiles(dir) {
  const out = [];
  const walk = async (d, at) => {
    const reader = d.createReader();
    for (;;) {
      const batch = await new Promise((ok, no) => reader.readEntries(ok, no));
      if (!batch.length)
        break;
      for (const x of batch) {
        if (x.isDirectory)
          await walk(x, `${at}${x.name}/`);
        else
          out.push({ path: `${at}${x.name}`,
            file: await new Promise((ok, no) => x.file(ok, no)) });
      }
    }
  };
  await walk(dir, `${dir.name}/`);
  return out;
}

// What the filter looks in: the names, the form, the source and path,
// the id (the short one a name's twins show).
function haystack(g) {
  return [g.name, ...(g.aliases || []), g.form, FORMS[g.form], g.source,
    g.path, g.id].filter(Boolean).join('\n').toLowerCase();
}

// An ISO time as a person reads it, in their own time zone:
// "2024-05-01 14:03", or with seconds "2024-05-01 14:03:07".
function when(iso, seconds = false) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime()))
    return iso;
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ` +
    `${p(d.getHours())}:${p(d.getMinutes())}` +
    (seconds ? `:${p(d.getSeconds())}` : '');
}

// name -> the graphs of that name, newest first as listed.
function twinsOf(list) {
  const by = new Map();
  for (const g of list)
    by.set(g.name, [...(by.get(g.name) || []), g]);
  return by;
}

// Whether another graph of g's name was added in the same minute: then
// the times show their seconds.
function sameMinute(g, twins) {
  const minute = (x) => (x.added || '').slice(0, 16);
  return !!twins && twins.some((x) => x !== g && minute(x) === minute(g));
}

// What tells g from the other graphs of its name, beside the row's own
// facts (its nodes, form, source; its time, to the second when another
// came in the same minute): which of them it is, counted from the
// oldest, and its short id: "1 of 3", "id 3f9c0a1b".
function twinFacts(g, twins) {
  return [`${twins.length - twins.indexOf(g)} of ${twins.length}`,
    `id ${String(g.id).slice(0, 8)}`];
}

// Why size bytes of what ("big.txt is", "The files of run are") are not
// sent, or null: past this server's limit (GET /api/config), which it
// would answer with a 413 only once they were sent.
function tooBig(what, size, limit, flag) {
  if (!limit || size <= limit)
    return null;
  return `${what} ${formatMB(size)}, larger than this server's limit ` +
    `of ${formatMB(limit)} (fxviz serve ${flag}): it was not sent.`;
}

function baseName(fileName) {
  return fileName.replace(/\.(txt|json|fx)$/i, '') || 'graph';
}

// Puts the text cursor of a textarea at line:column (bytes, 1-based), for
// when the user goes back to it; the focus stays where it is.
function selectAt(area, text, line, column) {
  const lines = text.split('\n');
  let at = 0;
  for (let k = 0; k < line - 1 && k < lines.length; k++)
    at += lines[k].length + 1;
  const bytes = new TextEncoder().encode(lines[line - 1] || '')
      .slice(0, Math.max(0, column - 1));
  at += new TextDecoder().decode(bytes).length;
  area.setSelectionRange(at, at);
}
