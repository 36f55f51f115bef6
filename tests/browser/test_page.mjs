// Browser tests of the web page (web/), against the real daemon, in
// Debian's chromium driven by playwright-core. Run by tests/browser.test,
// which starts the daemon and sets:
//   FXVIZ_URL     the daemon's base URL (http://127.0.0.1:PORT)
//   FXVIZ_OUT     where screenshots go
//   FXVIZ_SRCDIR  the source tree (for samples and test data)
//   CHROMIUM      the browser binary
// Each test asserts what a user relies on; the last line says how many
// passed and failed, and the exit status is 1 if any failed.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { addRunTests, ownDaemon } from './run_tests.mjs';

const BASE = process.env.FXVIZ_URL;
const OUT = process.env.FXVIZ_OUT || 'tests/out';
const SRCDIR = process.env.FXVIZ_SRCDIR || '.';
const HOSTILE = '<img src=x onerror=alert(1)>';

if (!BASE) {
  console.error('FXVIZ_URL is not set: run tests/browser.test');
  process.exit(99);
}
fs.mkdirSync(OUT, { recursive: true });
for (const f of fs.readdirSync(OUT))  // a failure's screenshot of an earlier run
  if (/^failed-\d+\.png$/.test(f))
    fs.unlinkSync(path.join(OUT, f));

// ---- helpers -------------------------------------------------------------

const LAUNCH = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run',
    '--disable-quic'],
};

async function api(p, init) {
  const r = await fetch(BASE + p, init);
  const text = await r.text();
  return { status: r.status, type: r.headers.get('content-type'), text,
    json: () => JSON.parse(text) };
}

async function graphId(name) {
  const { graphs } = (await api('/api/graphs')).json();
  const g = graphs.find((x) => x.name === name);
  assert.ok(g, `the server lists ${name}`);
  return g.id;
}

// Every page records alerts and script errors, and fails the test that
// caused them; the runner closes the pages of each test.
let opened = [];
async function newPage(browser, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 }, ...options,
  });
  const page = await context.newPage();
  opened.push(page);
  page.setDefaultTimeout(10000);
  page.problems = [];
  page.on('dialog', (d) => {
    page.problems.push(`a dialog fired: ${d.message()}`);
    d.dismiss().catch(() => {});
  });
  page.on('pageerror', (e) => page.problems.push(`script error: ${e.message}`));
  page.on('console', (m) => {
    // (an HTTP error the page expects shows as a failed load: not ours)
    if (m.type() === 'error' && !/^Failed to load resource/.test(m.text()))
      page.problems.push(`console error: ${m.text()}`);
  });
  return page;
}

// Waits until the drawing for the given SVG URL is on the page and no
// work is in progress.
async function drawn(page, svgUrl) {
  await page.waitForFunction((u) => {
    const c = document.getElementById('canvas');
    return c.dataset.drawn === u && document.getElementById('busy').hidden;
  }, svgUrl);
}

async function openGraph(page, query, svgUrl) {
  await page.goto(`${BASE}/${query}`);
  await drawn(page, svgUrl);
}

// The box of an element of the drawing, by id (ids hold graph text, so
// they are looked up, never put in a selector).
function boxOf(page, id) {
  return page.evaluate((i) => {
    const e = document.getElementById(i);
    if (!e)
      return null;
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, w: r.width, h: r.height };
  }, id);
}

// Clicks the middle of a drawing's element, as a user would.
async function clickDrawn(page, id) {
  const b = await boxOf(page, id);
  assert.ok(b && b.w > 0, `${id} is drawn`);
  await page.mouse.click(b.x + b.w / 2, b.y + b.h / 2);
}

// True when the element is inside the visible part of the graph area.
// Waits (at most 5 s) until the element id is in view: a move into view
// takes a few frames, more on a loaded machine.
async function comesIntoView(page, id) {
  for (let t = 0; t < 50 && !(await inView(page, id)); t++)
    await page.waitForTimeout(100);
  return inView(page, id);
}

async function inView(page, id) {
  return page.evaluate((i) => {
    const e = document.getElementById(i);
    const c = document.getElementById('canvas').getBoundingClientRect();
    if (!e)
      return false;
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.left >= c.left && r.right <= c.right &&
        r.top >= c.top && r.bottom <= c.bottom;
  }, id);
}

// Opens the toolbar's View menu (the view options), unless it is open.
async function viewMenu(page) {
  if (!(await page.isVisible('#view-options')))
    await page.click('#more');
  await page.locator('#view-options').waitFor();
}

const text = (page, sel) => page.locator(sel).textContent();
const param = (page, key) => new URL(page.url()).searchParams.get(key);

// The panel's value for a term (op, target, args, ...).
function fact(page, term) {
  return page.evaluate((t) => {
    for (const dt of document.querySelectorAll('#node-facts dt'))
      if (dt.textContent === t || dt.textContent.startsWith(`${t} (`))
        return dt.nextElementSibling.textContent;
    return null;
  }, term);
}

function hasClassSel(page, sel, cls) {
  return page.evaluate(([q, c]) => document.querySelector(q).classList.contains(c),
      [sel, cls]);
}

function hasClass(page, id, cls) {
  return page.evaluate(([i, c]) => {
    const e = document.getElementById(i);
    return !!e && e.classList.contains(c);
  }, [id, cls]);
}

// '#d6e6f7' -> 'rgb(214, 230, 247)', as getComputedStyle says it.
function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}

// The view on screen: the scale, and the point of the drawing (its own px)
// in the middle of the part of the graph area not under the panel.
function centreOf(page) {
  return page.evaluate(() => {
    const m = new DOMMatrix(getComputedStyle(
        document.getElementById('stage')).transform);
    const c = document.getElementById('canvas');
    const panel = document.getElementById('panel');
    let h = c.clientHeight;
    if (!panel.hidden && getComputedStyle(panel).position === 'fixed')
      h = Math.min(h, panel.getBoundingClientRect().top -
          c.getBoundingClientRect().top);
    return { s: m.a, cx: (c.clientWidth / 2 - m.e) / m.a,
      cy: (h / 2 - m.f) / m.a };
  });
}

// Waits until the view has stopped moving and the URL has caught up with
// it (it follows 250 ms after the last move).
async function caughtUp(page) {
  let last = '';
  let same = 0;
  for (let i = 0; i < 60 && same < 3; i++) {
    await page.waitForTimeout(150);
    const now = JSON.stringify([await centreOf(page), page.url()]);
    same = now === last ? same + 1 : 0;
    last = now;
  }
}

async function shot(page, name) {
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
}

// ---- the tests -----------------------------------------------------------

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

let resnet;      // resnet18's id
let svgResnet;   // its whole drawing's URL

test('the start page lists the graphs, each a link to its view',
  async (browser) => {
    const page = await newPage(browser);
    await page.goto(`${BASE}/`);
    const row = page.locator('#graphs tbody tr', { hasText: 'resnet18' });
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    assert.deepEqual(cells.slice(0, 4),
        ['resnet18', '71', '78', 'print(gm.graph)'], 'and the form read');
    assert.equal(await row.locator('a').getAttribute('href'),
        `/?graph=${resnet}`);
    await shot(page, 'start');
    await row.locator('a').click();
    await drawn(page, svgResnet);
    assert.equal(param(page, 'graph'), resnet);
    assert.equal(await text(page, '#title'), 'resnet18');
    const nodes = await page.evaluate(() =>
      document.querySelectorAll('#stage svg g.node:not(.proxy)').length);
    assert.equal(nodes, 71, 'every node is drawn');
  });

// Two small graphs of their own for the list's tests: distinct bytes.
function tiny(tag) {
  return `graph():\n    %${tag} : [num_users=1] = placeholder[target=${tag}]\n` +
    `    %relu : [num_users=1] = call_function[target=torch.relu](args = (%${tag},), kwargs = {})\n` +
    '    return relu\n';
}

test('the start page: add at the top, newest first, filter, rename, delete',
  async (browser) => {
    const older = await upload('list-older', tiny('a'));
    await new Promise((r) => setTimeout(r, 1100));  // a second later
    const newer = await upload('list-newer', tiny('b'));
    // the same bytes again under another name: an alias
    await upload('list-again', tiny('b'));
    const page = await newPage(browser);
    await page.goto(`${BASE}/`);
    await page.locator('#graphs tbody tr').first().waitFor();
    const tops = await page.evaluate(() => [
      document.getElementById('add-h').getBoundingClientRect().top,
      document.getElementById('graphs').getBoundingClientRect().top]);
    assert.ok(tops[0] < tops[1], '"Add a graph" is above the list');
    const ids = await page.$$eval('#graphs tbody tr', (rs) => rs.map((r) => r.dataset.id));
    assert.deepEqual(ids.slice(0, 2), [newer, older], 'newest first');
    const row = page.locator(`#graphs tbody tr[data-id="${newer}"]`);
    const cells = await row.locator('td').allTextContents();
    assert.match(cells[0], /^list-newer/);
    assert.match(cells[0], /also uploaded as list-again/);
    assert.deepEqual(cells.slice(1, 5), ['3', '2', 'print(gm.graph)', '0']);
    assert.equal(cells[5], 'upload');
    assert.match(cells[6], /^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    // a start-up file's row cannot be renamed or deleted here
    const file = page.locator('#graphs tbody tr', { hasText: 'resnet18' });
    assert.ok(await file.locator('button.rename').isDisabled());
    assert.ok(await file.locator('button.delete').isDisabled());

    // filter: by name, and by an alias
    await page.fill('#graphs-filter', 'LIST-');
    assert.equal(await page.locator('#graphs tbody tr').count(), 2);
    await page.fill('#graphs-filter', 'again');
    assert.deepEqual(await page.$$eval('#graphs tbody tr', (rs) =>
      rs.map((r) => r.dataset.id)), [newer]);
    assert.match(await text(page, '#graphs-count'), /^1 of \d+$/);
    await page.fill('#graphs-filter', 'no such graph');
    assert.equal(await page.locator('#graphs tbody tr').count(), 0);
    await page.fill('#graphs-filter', 'list-');

    // rename inline: Escape puts the name back; Enter renames, same id
    await row.locator('button.rename').click();
    await page.keyboard.press('Escape');
    assert.match(await row.locator('td').first().textContent(), /^list-newer/);
    await row.locator('button.rename').click();
    await page.fill('#graphs input.rename-field', 'list renamed');
    await page.keyboard.press('Enter');
    await row.locator('a', { hasText: 'list renamed' }).waitFor();
    const listed = (await api('/api/graphs')).json().graphs.find((g) => g.id === newer);
    assert.equal(listed.name, 'list renamed', 'renamed on the server, same id');
    await shot(page, 'start-list');

    // delete: asks first; dismissed, nothing goes
    page.removeAllListeners('dialog');
    const asked = [];
    let answer = false;
    page.on('dialog', (d) => {
      asked.push(`${d.type()}: ${d.message()}`);
      (answer ? d.accept() : d.dismiss()).catch(() => {});
    });
    const oldRow = page.locator(`#graphs tbody tr[data-id="${older}"]`);
    await oldRow.locator('button.delete').click();
    assert.equal(asked.length, 1);
    assert.match(asked[0], /^confirm: Delete list-older\?/);
    assert.equal(await oldRow.count(), 1);
    assert.equal((await api(`/api/graphs/${older}`)).status, 200);
    answer = true;
    await oldRow.locator('button.delete').click();
    await oldRow.waitFor({ state: 'detached' });
    assert.equal((await api(`/api/graphs/${older}`)).status, 404);
    await page.locator(`#graphs tbody tr[data-id="${newer}"] button.delete`).click();
    await page.locator(`#graphs tbody tr[data-id="${newer}"]`).waitFor({ state: 'detached' });
    assert.equal((await api(`/api/graphs/${newer}`)).status, 404);
  });

test('a graph uploaded while the start page is open shows without a reload; ' +
    'a delete takes it away', async (browser) => {
  const page = await newPage(browser);
  await page.goto(`${BASE}/`);
  await page.locator('#graphs tbody tr').first().waitFor();
  await page.evaluate(() => { window.sameDocument = true; });
  // The page's stream is open before the upload.
  for (let i = 0; i < 100; i++) {
    const m = (await api('/metrics')).text.match(/^fxviz_event_streams (\d+)/m);
    if (m && Number(m[1]) > 0)
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const t0 = Date.now();
  const id = await upload('live-upload', tiny('live'));
  const row = page.locator(`#graphs tbody tr[data-id="${id}"]`);
  await row.waitFor({ timeout: 3000 });
  const ms = Date.now() - t0;
  assert.ok(await page.evaluate(() => window.sameDocument === true),
      'the page was not reloaded');
  assert.match(await row.locator('td.name').textContent(), /live-upload/);
  assert.equal(await row.getAttribute('class'), 'fresh', 'marked as new');
  assert.equal(await page.locator('#graphs tbody tr').first()
      .getAttribute('data-id'), id, 'at the top');
  console.log(`  (listed ${ms} ms after the upload began)`);
  const del = await api(`/api/graphs/${id}`, { method: 'DELETE' });
  assert.equal(del.status, 204);
  await row.waitFor({ state: 'detached', timeout: 3000 });
});

test('the download is named after the graph and its focus', async (browser) => {
  const page = await newPage(browser);
  await openGraph(page, `?graph=${resnet}`, svgResnet);
  const link = page.locator('#download');
  assert.equal(await link.getAttribute('download'), 'resnet18.svg');
  await page.goto(`${BASE}/?graph=${resnet}&focus=add_1&depth=1`);
  await drawn(page, `/graphs/${resnet}.svg?focus=add_1&depth=1`);
  assert.equal(await link.getAttribute('download'), 'resnet18-focus-add_1.svg');
  const r = await fetch(`${BASE}/graphs/${resnet}.svg?focus=add_1&depth=1`);
  assert.equal(r.headers.get('content-disposition'),
      'inline; filename="resnet18-focus-add_1.svg"', 'the server names it the same');
});

// Pictures are sent immutable for a year: the page asks for each under
// a URL that names the drawing the server's build makes, so that a
// browser (or nginx) never shows an earlier build's under the view's
// URL; the server draws the same view for it, with the same ETag.
test('the page asks for pictures under the drawing of the server\'s build',
    async (browser) => {
  const page = await newPage(browser);
  const asked = [];
  page.on('request', (r) => asked.push(r.url()));
  const { drawing } = (await api('/api/config')).json();
  assert.match(drawing, /^\d+\.\d+\.\d+-\d+$/);
  await openGraph(page, `?graph=${resnet}&focus=add_1&depth=1`,
      `/graphs/${resnet}.svg?focus=add_1&depth=1`);
  const svg = asked.filter((u) => new URL(u).pathname === `/graphs/${resnet}.svg`);
  assert.ok(svg.length > 0, `asked: ${asked.join(' ')}`);
  for (const u of svg)
    assert.equal(new URL(u).searchParams.get('fxviz'), drawing, u);
  const a = await fetch(`${BASE}/graphs/${resnet}.svg?focus=add_1&depth=1`);
  const b = await fetch(svg[0]);
  assert.equal(b.headers.get('etag'), a.headers.get('etag'));
  assert.equal(await b.text(), await a.text());
  assert.equal(await page.getAttribute('#download', 'href'),
      `/graphs/${resnet}.svg?focus=add_1&depth=1`, 'the view\'s own URL');
});

// A metric of the server's /metrics, as a number.
async function metric(name) {
  const text = (await api('/metrics')).text;
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  assert.ok(line, `/metrics has ${name}`);
  return Number(line.slice(name.length + 1));
}

// Until the server draws nothing ahead of the pages: the views pages
// named and new graphs' first views drawn.
async function drawnAhead() {
  for (let i = 0; i < 200; i++) {
    if (await metric('fxviz_warm_pending') === 0 &&
        await metric('fxviz_prerender_pending') === 0)
      return;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail('the server kept drawing ahead');
}

test('a view\'s address has the server draw it as the page comes: the ' +
    'page\'s own request gets that drawing', async (browser) => {
  // (a view nothing asked for yet, the page's own parts of its address
  // beside the view's: web/state.js and the server read one view of it)
  await drawnAhead();
  const ok = 'fxviz_renders_total{result="ok"}';
  const renders = await metric(ok), warmed = await metric('fxviz_views_warmed_total');
  const page = await newPage(browser);
  await openGraph(page, `?graph=${resnet}&node=layer2_0_conv1&rankdir=LR` +
      '&focus=layer2_0_conv1&depth=3&hide=get_attr&shapes=edges&q=conv' +
      `&code=${resnet}&z=1.25&c=100,200`,
      `/graphs/${resnet}.svg?rankdir=LR&focus=layer2_0_conv1&depth=3` +
      '&hide=get_attr&shapes=edges');
  await drawnAhead();
  assert.equal(await metric('fxviz_views_warmed_total'), warmed + 1,
      'the view drawn ahead');
  assert.equal(await metric(ok), renders + 1, 'one render: the page\'s ' +
      'request asked for the view drawn ahead');
});

test('clicking a node shows its name, op, target and args', async (browser) => {
  const page = await newPage(browser);
  await openGraph(page, `?graph=${resnet}`, svgResnet);
  await clickDrawn(page, 'n:conv1');
  await page.locator('#panel').waitFor();
  assert.equal(await text(page, '#node-name'), 'conv1');
  assert.equal(await fact(page, 'op'), 'call_module');
  assert.equal(await fact(page, 'target'), 'conv1');
  assert.equal(await fact(page, 'args'), '(%x,)');
  assert.equal(param(page, 'node'), 'conv1');
  assert.ok(await hasClass(page, 'n:conv1', 'selected'));

  // A node with two inputs: its panel, and its edges marked in and out.
  await page.goto(`${BASE}/?graph=${resnet}&node=add`);
  await drawn(page, svgResnet);
  assert.ok(await inView(page, 'n:add'), 'the selected node is in view');
  await clickDrawn(page, 'n:add');
  assert.equal(await text(page, '#node-name'), 'add');
  assert.equal(await fact(page, 'op'), 'call_function');
  assert.equal(await fact(page, 'target'), 'operator.add');
  assert.equal(await fact(page, 'args'), '(%layer1_0_bn2, %maxpool)');
  assert.equal(await fact(page, 'kwargs'), '{}');
  assert.equal(await fact(page, 'prev'), 'layer1_0_bn2');
  assert.equal(await fact(page, 'next'), 'layer1_0_relu_1');
  assert.ok(await hasClass(page, 'e:9:10', 'hl-in'), 'edge from layer1_0_bn2');
  assert.ok(await hasClass(page, 'e:4:10', 'hl-in'), 'edge from maxpool');
  assert.ok(await hasClass(page, 'e:10:11', 'hl-out'), 'edge to its user');
  assert.ok(!(await hasClass(page, 'n:conv1', 'selected')));
  // Every reference in args is a link to that node's view.
  const links = await page.locator('#node-facts a[data-node]').evaluateAll(
    (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  assert.deepEqual(links[0],
      ['%layer1_0_bn2', `/?graph=${resnet}&node=layer1_0_bn2`]);
  await shot(page, 'node-panel');
});

test('a users link selects that node, brings it into view, updates the URL',
  async (browser) => {
    const page = await newPage(browser);
    await openGraph(page, `?graph=${resnet}&node=maxpool`, svgResnet);
    assert.equal(await fact(page, 'users'), 'layer1_0_conv1, add');
    await page.click('#zoom-in');
    await page.click('#zoom-in');
    await page.waitForFunction(() => {
      const e = document.getElementById('n:add');
      return e.getBoundingClientRect().top > innerHeight;
    });
    await page.locator('#node-facts a', { hasText: /^add$/ }).click();
    assert.equal(await text(page, '#node-name'), 'add');
    assert.equal(param(page, 'node'), 'add');
    assert.ok(await hasClass(page, 'n:add', 'selected'));
    assert.ok(!(await hasClass(page, 'n:maxpool', 'selected')));
    await page.waitForFunction(() => {
      const e = document.getElementById('n:add');
      const c = document.getElementById('canvas').getBoundingClientRect();
      const r = e.getBoundingClientRect();
      return r.top >= c.top && r.bottom <= c.bottom;
    });
    assert.ok(await inView(page, 'n:add'));
    // Back through prev, from the keyboard: Enter and Space follow links.
    await page.locator('#node-facts a', { hasText: /^layer1_0_bn2$/ }).focus();
    await page.keyboard.press('Enter');
    assert.equal(await text(page, '#node-name'), 'layer1_0_bn2');
    await page.locator('#node-facts a', { hasText: /^layer1_0_conv2$/ }).focus();
    await page.keyboard.press(' ');
    assert.equal(await text(page, '#node-name'), 'layer1_0_conv2');
  });

test('search counts matches and steps through them', async (browser) => {
  const page = await newPage(browser);
  await openGraph(page, `?graph=${resnet}`, svgResnet);
  await page.keyboard.press('/');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'q');
  await page.keyboard.type('relu');
  // 'rel' matches the same 17 nodes: when typing pauses past the search's
  // 120 ms debounce, the count is there before the last letter is.
  await page.waitForFunction(() =>
    document.getElementById('q-count').textContent === '17 matches' &&
    new URL(location.href).searchParams.get('q') === 'relu');
  assert.equal(param(page, 'q'), 'relu');
  const marked = await page.evaluate(() =>
    document.querySelectorAll('#stage g.node.match').length);
  assert.equal(marked, 17);
  await page.keyboard.press('Enter');
  assert.equal(await text(page, '#q-count'), '1 of 17');
  assert.equal(await text(page, '#node-name'), 'relu');
  await page.click('#q-next');
  assert.equal(await text(page, '#q-count'), '2 of 17');
  assert.equal(await text(page, '#node-name'), 'layer1_0_relu');
  await page.click('#q-prev');
  await page.click('#q-prev');
  assert.equal(await text(page, '#q-count'), '17 of 17', 'wraps around');
  assert.equal(param(page, 'node'), await text(page, '#node-name'));
  assert.ok(await comesIntoView(page, `n:${await text(page, '#node-name')}`));
  // By target and by op too.
  await page.fill('#q', 'operator.add');
  await page.waitForFunction(() =>
    document.getElementById('q-count').textContent === '8 matches');
  await page.fill('#q', 'placeholder');
  await page.waitForFunction(() =>
    document.getElementById('q-count').textContent === '1 match');
  await page.fill('#q', 'no such thing');
  await page.waitForFunction(() =>
    document.getElementById('q-count').textContent === 'no match');
});

let shared;  // a URL with every part of the view set

test('direction, focus and the download link follow the view', async (browser) => {
  const page = await newPage(browser);
  await openGraph(page, `?graph=${resnet}`, svgResnet);
  await viewMenu(page);
  await page.selectOption('#rankdir', 'LR');
  await drawn(page, `/graphs/${resnet}.svg?rankdir=LR`);
  assert.equal(param(page, 'rankdir'), 'LR');
  const size = await page.evaluate(() => {
    const s = document.querySelector('#stage svg');
    return [Number(s.getAttribute('width')), Number(s.getAttribute('height'))];
  });
  assert.ok(size[0] > size[1], 'left to right is wider than tall');

  await viewMenu(page);
  await page.fill('#focus', 'add_1');
  await page.fill('#depth', '1');
  await page.click('#focus-form button[type=submit]');
  const url = `/graphs/${resnet}.svg?rankdir=LR&focus=add_1&depth=1`;
  await drawn(page, url);
  assert.equal(param(page, 'focus'), 'add_1');
  assert.equal(param(page, 'depth'), '1');
  assert.equal(await page.getAttribute('#download', 'href'), url);
  // The link is what the server draws: the same nodes as on the page.
  const r = await api(url);
  assert.equal(r.status, 200);
  assert.match(r.type, /^image\/svg\+xml/);
  const served = [...r.text.matchAll(/<g id="(n:[^"]*)" class="node/g)]
      .map((m) => m[1]).sort();
  const onPage = await page.evaluate(() =>
    [...document.querySelectorAll('#stage g.node:not(.proxy)')]
        .map((g) => g.id).sort());
  assert.deepEqual(onPage, served);
  assert.ok(onPage.includes('n:add_1') && !onPage.includes('n:conv1'),
      'only the neighbourhood is drawn');

  // A node outside the focus still has its panel, and says so.
  await page.fill('#q', 'conv1');
  await page.keyboard.press('Enter');
  assert.equal(await text(page, '#node-name'), 'conv1');
  assert.ok(await page.isVisible('#node-absent'));
  await page.locator('#node-facts a', { hasText: /^bn1$/ }).first().click();
  assert.equal(await text(page, '#node-name'), 'bn1');
  await page.fill('#q', 'relu');
  await page.waitForFunction(() =>
    document.getElementById('q-count').textContent === '17 matches');
  await page.fill('#q', 'layer1_1_relu');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() =>
    document.getElementById('q-count').textContent === '2 of 2');
  await caughtUp(page);  // the move to it, then the URL's zoom and centre
  shared = page.url();
  await shot(page, 'focus-lr');

  // An unknown focus: the server's 404 message is shown.
  await viewMenu(page);
  await page.fill('#focus', 'no_such_node');
  await page.click('#focus-form button[type=submit]');
  await page.locator('#view-error').waitFor();
  assert.match(await text(page, '#view-error .msg'),
      /has no node named 'no_such_node'/);
  await page.click('#view-error-whole');
  await drawn(page, `/graphs/${resnet}.svg?rankdir=LR`);
  assert.ok(await page.isHidden('#view-error'));
  assert.equal(param(page, 'focus'), null);
});

test('a name of the view that matches nothing is said, with the nearest',
  async (browser) => {
    const page = await newPage(browser);
    await openGraph(page, `?graph=${resnet}&collapse=layr2`,
        `${svgResnet}?collapse=layr2`);
    // drawn all the same, and the warning box open on what the server said
    assert.ok(await page.isVisible('#warnings li.view-warning'));
    assert.equal(await text(page, '#warnings li.view-warning'),
        'This view: collapse: no module \'layr2\'; did you mean layer2?');
    assert.ok(await page.evaluate(() =>
      document.getElementById('warnings').open), 'the box is open');
    await shot(page, 'view-warning');
    // a view whose names all match says nothing
    await openGraph(page, `?graph=${resnet}&collapse=layer2`,
        `${svgResnet}?collapse=layer2`);
    assert.ok(await page.isHidden('#warnings'), 'no warning, no box');
    // a focus on no node: the error names the nearest
    await page.goto(`${BASE}/?graph=${resnet}&focus=layer1_0_conv`);
    await page.locator('#view-error').waitFor();
    assert.match(await text(page, '#view-error .msg'),
        /no node named 'layer1_0_conv' to focus on; did you mean layer1_0_conv1 or layer1_0_conv2\?/);
  });

test('a shared URL opens the same view elsewhere', async (browser) => {
  assert.ok(shared, 'the previous test made a URL');
  const u = new URL(shared);
  const { z, c, ...rest } = Object.fromEntries(u.searchParams);
  assert.deepEqual(rest, {
    graph: resnet, node: 'layer1_1_relu_1', rankdir: 'LR', focus: 'add_1',
    depth: '1', q: 'layer1_1_relu',
  });
  assert.match(z, /^\d+(\.\d+)?$/, 'the zoom');
  assert.match(c, /^-?\d+,-?\d+$/, 'the centre, in drawing px');
  const page = await newPage(browser);
  await page.goto(shared);
  await drawn(page, `/graphs/${resnet}.svg?rankdir=LR&focus=add_1&depth=1`);
  assert.equal(await text(page, '#node-name'), 'layer1_1_relu_1');
  assert.ok(await hasClass(page, 'n:layer1_1_relu_1', 'selected'));
  assert.ok(await inView(page, 'n:layer1_1_relu_1'));
  assert.equal(await page.inputValue('#q'), 'layer1_1_relu');
  assert.equal(await text(page, '#q-count'), '2 of 2');
  assert.equal(await page.inputValue('#rankdir'), 'LR');
  assert.equal(await page.inputValue('#focus'), 'add_1');
  assert.equal(await page.inputValue('#depth'), '1');
  await caughtUp(page);
  assert.equal(page.url(), shared, 'opening it changes nothing');

  // Copy link: the clipboard, or the link shown selected.
  await page.click('#copy-link');
  const copied = await page.evaluate(async () => {
    const box = document.getElementById('link-text');
    if (!box.hidden)
      return box.value;
    return navigator.clipboard.readText();
  }).catch(() => null);
  if (copied !== null)
    assert.equal(copied, shared);
  else
    assert.equal(await text(page, '#copy-link'), 'Copied');
});

test('a far-input box selects the node it stands for', async (browser) => {
  const dense = await graphId('densenet121');
  const page = await newPage(browser);
  await openGraph(page, `?graph=${dense}&node=cat_2`,
      `/graphs/${dense}.svg`);
  // features_pool0 (index 4) feeds cat_2 (index 19) through a proxy.
  assert.ok(await page.evaluate(() => !!document.getElementById('p:4:19')));
  await clickDrawn(page, 'p:4:19');
  await page.waitForFunction(() =>
    document.getElementById('node-name').textContent === 'features_pool0');
  assert.equal(param(page, 'node'), 'features_pool0');
  await page.waitForTimeout(400);  // the move into view
  assert.ok(await inView(page, 'n:features_pool0'), 'the real node is shown');
  assert.ok(await hasClass(page, 'p:4:19', 'selected'));

  // A box for several far inputs (q:DST, here cat_3 at index 26): a
  // name in it selects that input; its heading, the node it feeds.
  const line = (i) => page.evaluate((k) => {
    const r = document.getElementById('q:26').querySelectorAll('text')[k]
        .getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, i);
  await page.goto(`${BASE}/?graph=${dense}&node=cat_3`);
  await drawn(page, `/graphs/${dense}.svg`);
  let at = await line(1);
  assert.equal(await page.evaluate(() =>
    document.getElementById('q:26').querySelectorAll('text')[1].textContent),
  'features_pool0');
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction(() =>
    document.getElementById('node-name').textContent === 'features_pool0');
  await page.goto(`${BASE}/?graph=${dense}&node=cat_3`);
  await drawn(page, `/graphs/${dense}.svg`);
  at = await line(0);
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction(() =>
    document.getElementById('node-name').textContent === 'cat_3');

  // A name too long for the box is cut with an ellipsis: the line still
  // selects the input it starts.
  const long = (c) => `${c.repeat(50)}_${c}`;
  const nodes = [{ name: 'x', op: 'placeholder' },
    { name: long('a'), op: 'call_function', target: 'f', args: [{ node: 'x' }] },
    { name: long('b'), op: 'call_function', target: 'f', args: [{ node: 'x' }] }];
  // A chain long enough that edges across it cost the layout more than
  // it affords: they start at a far-input box.
  const chain = 420;
  for (let k = 0; k < chain; k++)
    nodes.push({ name: `c${k}`, op: 'call_function', target: 'g',
      args: [{ node: k ? `c${k - 1}` : 'x' }] });
  nodes.push({ name: 'o', op: 'call_function', target: 'h',
    args: [{ node: `c${chain - 1}` }, { node: long('a') }, { node: long('b') }] });
  nodes.push({ name: 'output', op: 'output', args: [{ node: 'o' }] });
  const r = await api('/api/graphs?name=long', { method: 'POST',
    body: JSON.stringify({ nodes }) });
  const id = r.json().id;
  // o, at the foot of the chain, with its box, brought into view
  await page.goto(`${BASE}/?graph=${id}&node=o`);
  await drawn(page, `/graphs/${id}.svg`);
  await page.waitForTimeout(400);  // the move into view
  const q = await page.evaluate(() =>
    [...document.querySelectorAll('g.node.proxy')].map((e) => e.id));
  assert.equal(q.length, 1, `one box for both far inputs: ${q}`);
  const cut = await page.evaluate((qid) => [...document.getElementById(qid)
    .querySelectorAll('text')].map((t) => t.textContent), q[0]);
  assert.ok(cut[2].endsWith('\u2026') && long('b').startsWith(cut[2].slice(0, -1)),
      `the second name is cut: ${cut}`);
  const b = await page.evaluate((qid) => {
    const r = document.getElementById(qid).querySelectorAll('text')[2]
        .getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, q[0]);
  await page.mouse.click(b.x, b.y);
  await page.waitForFunction((n) =>
    document.getElementById('node-name').textContent === n, long('b'));

  // Edges: all draws them whole, from the View menu, kept in the URL.
  await viewMenu(page);
  await page.selectOption('#edges', 'all');
  await drawn(page, `/graphs/${id}.svg?edges=all`);
  assert.equal(param(page, 'edges'), 'all');
  assert.equal(await page.evaluate(() =>
    document.querySelectorAll('g.node.proxy').length), 0);
  await viewMenu(page);
  await page.selectOption('#edges', 'auto');
  await drawn(page, `/graphs/${id}.svg`);
  assert.equal(param(page, 'edges'), null);
});

test('the name of a module\'s frame closes it; its box opens it again',
  async (browser) => {
    const page = await newPage(browser);
    await openGraph(page, `?graph=${resnet}`, svgResnet);
    const label = await page.evaluate(() => {
      const t = document.getElementById('c:layer1').querySelector('text');
      const r = t.getBoundingClientRect();
      return { text: t.textContent, x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    assert.equal(label.text, 'layer1');
    await page.mouse.click(label.x, label.y);
    await drawn(page, `/graphs/${resnet}.svg?collapse=layer1`);
    assert.equal(param(page, 'collapse'), 'layer1');
    assert.ok(await page.evaluate(() => !document.getElementById('n:add') &&
      !!document.getElementById('m:layer1')), 'layer1 is one box');
    // A node inside: its panel says where it is, and its module is marked.
    // (A search would open the module: a link to the node leaves it shut.)
    await openGraph(page, `?graph=${resnet}&node=layer1_0_relu_1` +
        '&collapse=layer1&q=layer1_0_relu_1', `/graphs/${resnet}.svg?collapse=layer1`);
    assert.equal(await text(page, '#node-name'), 'layer1_0_relu_1');
    assert.equal(await text(page, '#node-absent .text'),
        'Inside the closed module layer1.');
    assert.ok(await hasClass(page, 'm:layer1', 'selected'));
    assert.ok(await hasClass(page, 'm:layer1', 'match'));
    await page.click('#node-open-module');
    await drawn(page, svgResnet);
    assert.equal(param(page, 'collapse'), null);
    assert.ok(await hasClass(page, 'n:layer1_0_relu_1', 'selected'));
    assert.ok(await inView(page, 'n:layer1_0_relu_1'));
    assert.ok(await page.isHidden('#node-absent'));
    // And the module boxes open on a click.
    await page.click('#node-close-module');
    await drawn(page, `/graphs/${resnet}.svg?collapse=layer1.0`);
    await clickDrawn(page, 'm:layer1.0');
    await drawn(page, svgResnet);
    assert.ok(await hasClass(page, 'n:layer1_0_relu_1', 'selected'));
  });

// A graph of n nodes with uniform random edges, as bench/random_graph.py
// makes them: each node after the placeholder takes 1 to 3 inputs, each
// any node before it (seeded, so the same every run).
function randomGraph(n) {
  let r = 1;
  const next = (k) => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return Math.floor(r / 65536) % k;
  };
  const lines = ['graph():', '    %f0 : [#users=1] = placeholder[target=x]'];
  const targets = ['torch.relu', 'operator.add', 'torch.addcmul'];
  for (let i = 1; i < n - 1; i++) {
    const k = Math.min(i, 1 + next(3));
    const args = Array.from({ length: k }, () => `%f${next(i)}`);
    lines.push(`    %f${i} : [#users=1] = call_function[target=` +
      `${targets[k - 1]}](args = (${args.join(', ')}${k === 1 ? ',' : ''}), ` +
      'kwargs = {})');
  }
  lines.push(`    return f${n - 2}`);
  return lines.join('\n') + '\n';
}

test('a dense overview: each merged edge says how many it stands for',
  async (browser) => {
    // More merged edges than a drawing labels (draw.c): most carry their
    // count in their class alone, and the tooltip reads it there.
    const r = await api('/api/graphs?name=dense6000',
        { method: 'POST', body: randomGraph(6000) });
    assert.ok(r.status === 201 || r.status === 200, r.text);
    const id = r.json().id;
    const page = await newPage(browser);
    await openGraph(page, `?graph=${id}`, `/graphs/${id}.svg`);
    const edges = await page.evaluate(() =>
      [...document.querySelectorAll('#stage g.edge.merged')].map((e) => ({
        id: e.id,
        title: e.querySelector('title').textContent,
        label: e.querySelector('text') ? e.querySelector('text').textContent :
          null,
        cls: [...e.classList].find((c) => c.startsWith('count-')) || null,
      })));
    assert.ok(edges.length > 1000, `${edges.length} merged edges`);
    const labelled = edges.filter((e) => e.label !== null).length;
    assert.ok(labelled > 0 && labelled <= 1000, `${labelled} labelled`);
    for (const e of edges) {
      const n = Number(e.label !== null ? e.label : (e.cls || '').slice(6));
      assert.ok(n > 1, `${e.id}: no count (${e.label}, ${e.cls})`);
      assert.match(e.title, new RegExp(`^${n} edges: f\\d+ \u2192 f\\d+ ` +
        `and ${n - 1} more$`), e.id);
    }
  });

test('a big graph opens as an overview and stays responsive', async (browser) => {
  const text = fs.readFileSync(
      path.join(SRCDIR, 'tests/data/corpus/gpt48_makefx.fx.txt'));
  const r = await api('/api/graphs?name=gpt48', { method: 'POST', body: text });
  assert.ok(r.status === 201 || r.status === 200, r.text);
  const id = r.json().id;
  const page = await newPage(browser);
  await openGraph(page, `?graph=${id}`, `/graphs/${id}.svg`);
  const count = () => page.evaluate(() => [
    document.querySelectorAll('#stage g.node:not(.proxy):not(.module)').length,
    document.querySelectorAll('#stage g.node.module').length]);
  const [nodes, modules] = await count();
  assert.ok(nodes < 10 && modules > 10, `an overview (${nodes}, ${modules})`);
  await clickDrawn(page, 'm:part1');
  await drawn(page, `/graphs/${id}.svg?expand=part1`);
  assert.ok(await page.evaluate(() => !!document.getElementById('n:addmm_4')));

  // All 3,423 nodes: the page answers all along (a timer's ticks never
  // wait long), shows progress, and the drawing moves.
  await page.evaluate(() => {
    window.ticks = [];
    window.seen = new Set();
    window.timer = setInterval(() => {
      window.ticks.push(performance.now());
      window.seen.add(document.querySelector('#busy .label').textContent);
    }, 20);
  });
  await viewMenu(page);
  await page.click('#open-all');
  await page.waitForFunction(() =>
    document.getElementById('canvas').dataset.drawn.endsWith('expand=*'),
  null, { timeout: 60000 });
  const { gap, seen } = await page.evaluate(() => {
    clearInterval(window.timer);
    let g = 0;
    for (let k = 1; k < window.ticks.length; k++)
      g = Math.max(g, window.ticks[k] - window.ticks[k - 1]);
    return { gap: g, seen: [...window.seen] };
  });
  assert.equal((await count())[0], 3423);
  assert.ok(seen.some((s) => /^Drawing… \d+%$/.test(s)), `progress: ${seen}`);
  assert.ok(gap < 700, `the page froze for ${Math.round(gap)} ms`);
  console.log(`# 3,423 nodes drawn; the longest pause meanwhile: ${Math.round(gap)} ms`);
  await shot(page, 'gpt48');
});

// Every node of gpt200_makefx (14,215, a 17.7 MB SVG): the page shows the
// parts in view first and the rest later, so a node far down must be
// selectable at once, with its panel and marks, and the marks must reach
// what comes in later.
test('every node of a very big graph: a node far down selects at once; ' +
  'marks reach the parts drawn later', async (browser) => {
  const id = await upload('gpt200', fs.readFileSync(
      path.join(SRCDIR, 'tests/data/corpus/gpt200_makefx.fx.txt')));
  const svg = `/graphs/${id}.svg?expand=*`;
  const page = await newPage(browser);
  page.setDefaultTimeout(60000);
  await openGraph(page, `?graph=${id}&expand=*&node=add_398`, svg);
  // the URL's node, near the end: selected, its panel, in view
  assert.equal(await text(page, '#node-name'), 'add_398');
  assert.equal(await fact(page, 'op'), 'call_function');
  assert.equal(await fact(page, 'target'), 'torch.ops.aten.add.Tensor');
  assert.equal(await fact(page, 'users'), 'native_layer_norm_399, add_399');
  assert.ok(await hasClass(page, 'n:add_398', 'selected'));
  assert.ok(await inView(page, 'n:add_398'), 'add_398 in view');
  // a users link: the next node selected and brought into view
  await page.locator('#node-facts a', { hasText: /^add_399$/ }).click();
  assert.equal(await text(page, '#node-name'), 'add_399');
  assert.ok(await hasClass(page, 'n:add_399', 'selected'));
  await page.waitForFunction(() => {
    const e = document.getElementById('n:add_399');
    const c = document.getElementById('canvas').getBoundingClientRect();
    const r = e.getBoundingClientRect();
    return r.top >= c.top && r.bottom <= c.bottom;
  });
  // from the top of the drawing, a search for the last node
  await page.goto(`${BASE}/?graph=${id}&expand=*`);
  await drawn(page, svg);
  assert.ok(await inView(page, 'n:arg0_1'), 'it opens at its input');
  await page.keyboard.press('/');
  await page.keyboard.type('_unsafe_view_1000');
  await page.waitForFunction(() =>
    document.getElementById('q-count').textContent === '1 match');
  await page.keyboard.press('Enter');
  assert.equal(await text(page, '#node-name'), '_unsafe_view_1000');
  assert.equal(await fact(page, 'users'), 'output');
  assert.ok(await comesIntoView(page, 'n:_unsafe_view_1000'));
  // /^view_239/ matches view_239 and view_2390 ... view_2399, far apart:
  // each marked once all is in, as are the selection's edges
  await page.fill('#q', '/^view_239/');
  await page.waitForFunction(() =>
    document.getElementById('q-count').textContent === '11 matches');
  await page.waitForFunction((u) =>
    document.getElementById('canvas').dataset.complete === u, svg,
  { timeout: 120000 });
  const got = await page.evaluate(() => ({
    nodes: document.querySelectorAll('#stage g.node[id^="n:"]').length,
    edges: document.querySelectorAll('#stage g.edge').length,
    marked: [...document.querySelectorAll('#stage g.node.match')]
      .map((e) => e.id).sort(),
    selected: [...document.querySelectorAll('#stage .selected')]
      .map((e) => e.id),
    lit: document.querySelectorAll('#stage g.edge.hl-in, #stage g.edge.hl-out')
      .length,
  }));
  assert.equal(got.nodes, 14215, 'every node is in');
  assert.equal(got.edges, 15014, 'every edge is in');
  assert.deepEqual(got.marked, ['n:view_239', ...Array.from({ length: 10 },
    (_, k) => `n:view_239${k}`)].sort());
  assert.deepEqual(got.selected, ['n:_unsafe_view_1000']);
  assert.equal(got.lit, 2, 'its edge in and its edge out');
  // a click far from where the drawing started
  await page.locator('#node-facts a', { hasText: /^mm$/ }).click();
  assert.equal(await text(page, '#node-name'), 'mm');
  assert.ok(await hasClass(page, 'n:mm', 'selected'));
});

// Where an element of a drawing in parts sits on screen, from its own
// coordinates (its part may be off show: not laid out): the middle of its
// shape, in client px.
async function spotOf(page, id) {
  return (await spotsOf(page, [id]))[id];
}

// spotOf of each id, or of every node and far-input box (null): by id.
function spotsOf(page, ids) {
  return page.evaluate((want) => {
    const at = (x) => /translate\(([-\d.]+) ([-\d.]+)\)/.exec(
        x.getAttribute('transform')).slice(1).map(Number);
    const svg = document.querySelector('#stage svg');
    const unit = svg.width.baseVal.value / svg.viewBox.baseVal.width;
    const stage = document.getElementById('stage');
    const s = new DOMMatrix(getComputedStyle(stage).transform).a;
    const o = stage.getBoundingClientRect();
    const els = want ? want.map((i) => document.getElementById(i)) :
      [...document.querySelectorAll('#stage g.node[id^="n:"], ' +
        '#stage g.node[id^="p:"], #stage g.node[id^="q:"]')];
    const out = {};
    for (const e of els) {
      const seg = e.closest('g.segment');
      const [sx, sy] = at(seg);
      const [gx, gy] = at(seg.querySelector('g.graph'));
      const shape = e.querySelector('path, polygon');
      if (!shape)
        continue;
      const v = shape.getAttribute(shape.localName === 'path' ? 'd' :
          'points').match(/-?[\d.]+/g).map(Number);
      const xs = v.filter((_, k) => k % 2 === 0);
      const ys = v.filter((_, k) => k % 2 === 1);
      const cx = (Math.min(...xs) + Math.max(...xs)) / 2 + sx + gx;
      const cy = (Math.min(...ys) + Math.max(...ys)) / 2 + sy + gy;
      out[e.id] = { x: o.left + cx * unit * s, y: o.top + cy * unit * s };
    }
    return out;
  }, ids);
}

// Fit on every node of gpt200_makefx before all of it is in: every part
// comes into view at once. Far out, the page does not lay out 17.7 MB of
// SVG: the parts stay off show and the overview draws their boxes and
// edges on a canvas (overview.js), once it has read them all, saying how
// far it is on the busy line; a click there selects the node under it,
// and zoomed in, the SVG is back.
test('Fit on every node of a very big graph draws it on a canvas: every ' +
  'node and edge; a click selects; zoomed in, the SVG', async (browser) => {
  const id = await upload('gpt200', fs.readFileSync(
      path.join(SRCDIR, 'tests/data/corpus/gpt200_makefx.fx.txt')));
  const svg = `/graphs/${id}.svg?expand=*`;
  // (tall enough that what the canvas draws around the view, fitted at
  // the least scale, reaches the drawing's end)
  const page = await newPage(browser, { viewport: { width: 1280, height: 1000 } });
  page.setDefaultTimeout(60000);
  await openGraph(page, `?graph=${id}&expand=*`, svg);
  await page.evaluate(() => {
    window.seenBusy = [];
    const tick = () => {
      const b = document.getElementById('busy');
      if (!b.hidden)
        window.seenBusy.push(b.querySelector('.label').textContent);
      if (!window.stopSeen)
        requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.click('#fit');
  await page.waitForFunction(() =>
    document.getElementById('canvas').dataset.filling === 'true');
  await page.waitForFunction(() =>
    !document.getElementById('canvas').dataset.filling &&
    document.getElementById('busy').hidden);
  const seen = await page.evaluate(() => {
    window.stopSeen = true;
    return window.seenBusy;
  });
  assert.ok(seen.some((x) => /^Drawing the view… \d+%$/.test(x)),
      `the busy line said: ${[...new Set(seen)]}`);
  const state = () => page.evaluate(() => {
    const o = document.querySelector('#stage .overview');
    return {
      overview: !!o && !o.hidden,
      nodes: o && Number(o.dataset.nodes),
      edges: o && Number(o.dataset.edges),
      shown: document.querySelectorAll('#stage g.segment:not(.off)').length,
      parts: document.querySelectorAll('#stage g.segment').length,
    };
  });
  const fitted = await state();
  assert.deepEqual(fitted, { overview: true, nodes: 14215, edges: 15014,
    shown: 0, parts: 51 }, 'fitted: every node and edge on the canvas, ' +
    'no part on show');
  // the canvas is not blank: the drawing's boxes are painted on it
  const painted = await page.evaluate(() => {
    const c = document.querySelector('#stage .overview canvas');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let k = 3; k < d.length; k += 4)
      n += d[k] > 0;
    return n;
  });
  assert.ok(painted > 1000, `${painted} pixels painted`);
  await shot(page, 'gpt200-fitted-overview');
  // a click on a node's spot selects it; the selection is marked there
  // (a click lands on a whole px, 400 drawing px at this scale: the node
  // selected is one drawn within a px of it, by its own box or by a
  // far-input box standing for it, which takes the view to the node)
  // (at the whole px nearest the spot of the first of add_150 and those
  // after it where a node is nearer than any far-input box by a tenth of
  // a px: a click on one would select the node it stands for, elsewhere)
  const spots = await spotsOf(page, null);
  const dist = (i, c) => Math.hypot(spots[i].x - c.x, spots[i].y - c.y);
  let click = null;
  for (let k = 150; k < 400 && !click; k++) {
    const c = { x: Math.round(spots[`n:add_${k}`].x),
      y: Math.round(spots[`n:add_${k}`].y) };
    const ids = Object.keys(spots);
    const node = Math.min(...ids.filter((i) => i[0] === 'n').map((i) =>
      dist(i, c)));
    if (ids.every((i) => i[0] === 'n' || dist(i, c) > node + 0.1))
      click = c;
  }
  assert.ok(click, 'a node nearer its whole px than any far-input box');
  await page.mouse.click(click.x, click.y);
  await page.waitForFunction(() => !document.getElementById('panel').hidden);
  const name = await text(page, '#node-name');
  const got = await spotOf(page, `n:${name}`);
  assert.ok(Math.hypot(got.x - click.x, got.y - click.y) <= 1.5,
      `${name} at ${JSON.stringify(got)}, the click at ${JSON.stringify(click)}`);
  assert.ok(await hasClass(page, `n:${name}`, 'selected'));
  const marked = await page.evaluate((p) => {
    const c = document.querySelector('#stage .overview canvas:last-child');
    const r = c.getBoundingClientRect();
    const k = c.width / r.width;
    const x = Math.round((p.x - r.left) * k);
    const y = Math.round((p.y - r.top) * k);
    const d = c.getContext('2d').getImageData(x - 8, y - 8, 17, 17).data;
    let n = 0;
    for (let j = 3; j < d.length; j += 4)
      n += d[j] > 0;
    return n;
  }, got);
  assert.ok(marked > 0, 'the selection is marked on the canvas');
  await shot(page, 'gpt200-overview-selected');
  // zoomed in on it, the parts near the view are on show again, and no
  // canvas
  await page.waitForTimeout(400);  // (the nudge out from under the panel)
  const now = await spotOf(page, `n:${name}`);
  await page.mouse.move(now.x, now.y);
  for (let k = 0; k < 7; k++) {
    await page.mouse.wheel(0, -600);
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(400);
  await page.waitForFunction(() =>
    !document.getElementById('canvas').dataset.filling &&
    document.getElementById('busy').hidden);
  const near = await state();
  assert.equal(near.overview, false, 'zoomed in: no canvas');
  assert.ok(near.shown > 0 && near.shown < 51, `${near.shown} parts on show`);
  // (a wheel's point is a whole px too: the node is near the view, laid
  // out in the SVG)
  const box = await boxOf(page, `n:${name}`);
  assert.ok(box && box.w > 0 && box.y < 2000, `the node laid out: ${JSON.stringify(box)}`);
});

// ---- first views ---------------------------------------------------------

// Uploads a graph's text; its id.
async function upload(name, body) {
  const r = await api(`/api/graphs?name=${name}`, { method: 'POST', body });
  assert.ok(r.status === 201 || r.status === 200, `${name}: ${r.text}`);
  return r.json().id;
}

// The first 6,000 nodes of gpt200_makefx, and a return of the last: a
// 6,000-node graph without another big file (the users counts of the
// last few nodes then say more than the text has: warnings only).
function gpt6000() {
  const lines = fs.readFileSync(
      path.join(SRCDIR, 'tests/data/corpus/gpt200_makefx.fx.txt'), 'utf8')
      .split('\n').filter((l) => /^\s+%/.test(l)).slice(0, 6000);
  const last = /%(\w+)/.exec(lines[lines.length - 1])[1];
  return `graph():\n${lines.join('\n')}\n    return ${last}\n`;
}

// The drawing's text in the graph area as laid out on screen: how many
// pieces, and the height in px of the smallest.
function textInView(page) {
  return page.evaluate(() => {
    const c = document.getElementById('canvas').getBoundingClientRect();
    let n = 0;
    let min = Infinity;
    for (const t of document.querySelectorAll('#stage svg text')) {
      const r = t.getBoundingClientRect();
      if (r.width > 0 && r.right > c.left && r.left < c.right &&
          r.bottom > c.top && r.top < c.bottom) {
        n++;
        min = Math.min(min, r.height);
      }
    }
    return { n, min };
  });
}

// The stage's transform: where the view is.
function viewOf(page) {
  return page.evaluate(() => {
    const m = new DOMMatrix(getComputedStyle(
        document.getElementById('stage')).transform);
    return { x: m.e, y: m.f, s: m.a };
  });
}

const settled = (page) => page.evaluate(() => new Promise((r) =>
  requestAnimationFrame(() => requestAnimationFrame(r))));

test('every graph opens with readable text, at its inputs; Fit fits',
  async (browser) => {
    const ids = {
      resnet18: resnet,
      inception_v3: await upload('inception_v3', fs.readFileSync(
          path.join(SRCDIR, 'tests/data/views/inception_v3.fx.txt'))),
      densenet169: await upload('densenet169', fs.readFileSync(
          path.join(SRCDIR, 'tests/data/views/densenet169.fx.txt'))),
      gpt6000: await upload('gpt6000', gpt6000()),
    };
    // (name, view options, the element that must be in view: the input,
    // or in the overview the closed module that holds it)
    const views = [
      ['resnet18', '', 'n:x'],
      ['inception_v3', '', 'n:x'],
      ['densenet169', '', 'n:x'],
      ['gpt6000', '', 'm:part1'],
      ['gpt6000', 'expand=*', 'n:arg0_1'],
    ];
    const page = await newPage(browser,
        { viewport: { width: 1440, height: 900 } });
    for (const [name, query, input] of views) {
      const svg = `/graphs/${ids[name]}.svg${query ? `?${query}` : ''}`;
      await page.goto(`${BASE}/?graph=${ids[name]}${query ? `&${query}` : ''}`);
      await page.waitForFunction((u) => {
        const c = document.getElementById('canvas');
        return c.dataset.drawn === u && document.getElementById('busy').hidden;
      }, svg, { timeout: 60000 });
      await settled(page);
      const { n, min } = await textInView(page);
      console.log(`# ${name}${query ? ` (${query})` : ''}: ${n} texts in ` +
          `view, the smallest ${min.toFixed(1)} px high`);
      assert.ok(n >= 10, `${name}: text in view (${n})`);
      assert.ok(min >= 11, `${name}: text ${min.toFixed(1)} px high`);
      assert.ok(await inView(page, input), `${name}: ${input} in view`);
      await shot(page, `first-${name}${query ? '-all' : ''}`);
    }

    // 0 fits the whole drawing; an explicit node wins over the first view.
    await page.goto(`${BASE}/?graph=${ids.densenet169}`);
    await drawn(page, `/graphs/${ids.densenet169}.svg`);
    await page.focus('#canvas');
    await page.keyboard.press('0');
    await settled(page);
    const fit = await page.evaluate(() => {
      const s = document.querySelector('#stage svg').getBoundingClientRect();
      const c = document.getElementById('canvas').getBoundingClientRect();
      return s.top >= c.top - 1 && s.bottom <= c.bottom + 1 &&
          s.left >= c.left - 1 && s.right <= c.right + 1;
    });
    assert.ok(fit, '0 fits the whole drawing in the window');
    assert.ok(await page.isHidden('#minimap'), 'no minimap when all is in view');
    await page.goto(`${BASE}/?graph=${ids.densenet169}&node=output`);
    await drawn(page, `/graphs/${ids.densenet169}.svg`);
    assert.ok(await inView(page, 'n:output'), 'the node of the URL is in view');
    assert.ok(!(await inView(page, 'n:x')), 'not the first view');
  });

test('the minimap shows where the view is and moves it', async (browser) => {
  const page = await newPage(browser, { viewport: { width: 1440, height: 900 } });
  const id = await graphId('densenet121');
  await openGraph(page, `?graph=${id}`, `/graphs/${id}.svg`);
  await settled(page);
  const map = page.locator('#minimap');
  assert.ok(await map.isVisible(), 'a tall drawing has a minimap');
  const rectOf = () => page.evaluate(() => {
    const r = document.querySelector('#minimap .view').getBoundingClientRect();
    return { x: r.x, y: r.y, w: r.width, h: r.height };
  });
  const m = await map.boundingBox();
  let r = await rectOf();
  assert.ok(Math.abs(r.y - m.y) < 4, 'the view is at the top');

  // A click near the bottom brings the end of the graph into view.
  await page.mouse.click(m.x + m.width / 2, m.y + m.height - 3);
  await settled(page);
  assert.ok(await inView(page, 'n:output'), 'the output is in view');
  assert.ok(!(await inView(page, 'n:x')), 'the input is not');
  r = await rectOf();
  assert.ok(Math.abs(r.y + r.h / 2 - (m.y + m.height - 3)) < 3,
      'the rectangle is where the click was');
  assert.ok(await page.isHidden('#panel'), 'no node was selected');

  // A drag moves the view along.
  const before = await viewOf(page);
  await page.mouse.move(m.x + m.width / 2, m.y + m.height - 3);
  await page.mouse.down();
  await page.mouse.move(m.x + m.width / 2, m.y + m.height / 2, { steps: 4 });
  await settled(page);
  const mid = await viewOf(page);
  await page.mouse.up();
  assert.ok(mid.y > before.y + 1000, `the drag moved up (${before.y} -> ${mid.y})`);
  assert.equal(mid.s, before.s, 'at the same scale');
  await shot(page, 'minimap');
});

test('ops can be hidden with their edges', async (browser) => {
  const sv = await graphId('special_values');
  const page = await newPage(browser);
  await openGraph(page, `?graph=${sv}`, `/graphs/${sv}.svg`);
  const shown = (id) => page.evaluate((i) => {
    const e = document.getElementById(i);
    return !!e && getComputedStyle(e).display !== 'none';
  }, id);
  // bias (index 8) is the get_attr; add (9) uses it.
  assert.ok(await shown('n:bias'));
  assert.ok(await shown('e:8:9'));
  await page.locator('#legend-items label', { hasText: 'get_attr' })
      .locator('input').uncheck();
  // The server draws it again without them: the download matches.
  await drawn(page, `/graphs/${sv}.svg?hide=get_attr`);
  assert.equal(await page.locator('#download').getAttribute('href'),
      `/graphs/${sv}.svg?hide=get_attr`);
  assert.ok(!(await shown('n:bias')), 'the node is hidden');
  assert.ok(!(await shown('e:8:9')), 'its edge is hidden');
  assert.ok(await shown('n:add'), 'the others stay');
  assert.equal(param(page, 'hide'), 'get_attr');
  // Values print as FX prints them.
  await clickDrawn(page, 'n:getitem');
  assert.equal(await fact(page, 'args'),
      '(%einsum, (slice(None, None, None), None, Ellipsis))');
  await clickDrawn(page, 'n:layer_norm');
  assert.equal(await fact(page, 'kwargs'),
      '{weight: None, bias: None, eps: 1e-05}');
});

test('an op is hidden at once, before the server draws again',
  async (browser) => {
    const sv = await graphId('special_values');
    const page = await newPage(browser);
    await openGraph(page, `?graph=${sv}`, `/graphs/${sv}.svg`);
    // Holds the new drawing back, to see the page while it waits.
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route((url) => url.searchParams.get('hide') === 'get_attr',
        async (route) => {
          await held;
          await route.continue();
        });
    await page.locator('#legend-items label', { hasText: 'get_attr' })
        .locator('input').uncheck();
    const display = (id) => page.evaluate((i) =>
      getComputedStyle(document.getElementById(i)).display, id);
    assert.equal(await display('n:bias'), 'none', 'the node is hidden at once');
    assert.equal(await display('e:8:9'), 'none', 'its edge too');
    assert.notEqual(await display('n:add'), 'none', 'the others stay');
    release();
    await drawn(page, `/graphs/${sv}.svg?hide=get_attr`);
    assert.equal(await page.$('[id="n:bias"]'), null, 'the server left it out');
  });

test('the ops, their colours and the depth limits come from /api/config',
  async (browser) => {
    const r = await api('/api/config');
    assert.equal(r.status, 200);
    const config = r.json();
    const sv = await graphId('special_values');
    const page = await newPage(browser);
    await openGraph(page, `?graph=${sv}`, `/graphs/${sv}.svg`);
    // special_values has all six ops: the legend lists them in order,
    // each swatch in the colours the drawing gives the op.
    const swatches = await page.evaluate(() =>
      [...document.querySelectorAll('#legend-items .legend-item')].map((e) => {
        const s = getComputedStyle(e.querySelector('.swatch'));
        return { name: e.querySelector('.legend-op').textContent,
          fill: s.backgroundColor, line: s.borderTopColor };
      }));
    assert.deepEqual(swatches, config.ops.map((op) =>
      ({ name: op.name, fill: rgb(op.fill), line: rgb(op.line) })));
    // The panel's op has its colour too.
    await clickDrawn(page, 'n:bias');
    const pill = await page.locator('#node-facts .op')
        .evaluate((e) => getComputedStyle(e).backgroundColor);
    const getAttr = config.ops.find((op) => op.name === 'get_attr');
    assert.equal(pill, rgb(getAttr.fill));

    // Depth: up to max_depth is kept, past it the default.
    const { default_depth: dflt, max_depth: max } = config.view;
    const svg = `/graphs/${resnet}.svg?focus=add_1`;
    await openGraph(page, `?graph=${resnet}&focus=add_1&depth=${max}`,
        `${svg}&depth=${max}`);
    assert.equal(await page.inputValue('#depth'), String(max));
    assert.equal(await page.getAttribute('#depth', 'max'), String(max));
    await openGraph(page, `?graph=${resnet}&focus=add_1&depth=${max + 1}`, svg);
    assert.equal(await page.inputValue('#depth'), String(dflt));
  });

test('without /api/config the page says so', async (browser) => {
  const page = await newPage(browser);
  await page.route((url) => url.pathname === '/api/config', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json',
      body: '{"error": "busy"}' }));
  await page.goto(`${BASE}/`);
  const alert = page.locator('body > p.error[role=alert]');
  await alert.waitFor();
  assert.match(await alert.textContent(), /settings did not load \(busy\)/);
  assert.ok(await page.isHidden('#start'), 'nothing else starts');
  // The page stops with that error: expected here.
  page.problems = page.problems.filter((p) => !p.includes('busy'));
});

test('a module\'s class is in its box, its settings in the panel; shapes ' +
    'move to the edges', async (browser) => {
  const body = fs.readFileSync(path.join(SRCDIR,
      'tests/data/json/resnet18.v2.json'));
  const r = await api('/api/graphs?name=resnet18v2', { method: 'POST', body });
  assert.ok(r.status === 201 || r.status === 200, `upload: ${r.text}`);
  const id = r.json().id;
  const page = await newPage(browser);
  await openGraph(page, `?graph=${id}&node=conv1`, `/graphs/${id}.svg`);
  const box = () => page.evaluate(() =>
    document.getElementById('n:conv1').textContent);
  assert.match(await box(), /Conv2d/);
  assert.match(await box(), /float32\[1, 64, 112, 112\]/);
  assert.equal(await fact(page, 'class'), 'torch.nn.modules.conv.Conv2d');
  assert.equal(await fact(page, 'settings'), '3, 64, kernel_size=(7, 7), ' +
      'stride=(2, 2), padding=(3, 3), bias=False');
  await page.goto(`${BASE}/?graph=${id}&node=add`);
  await drawn(page, `/graphs/${id}.svg`);
  assert.equal(await text(page, '#node-name'), 'add');
  assert.equal(await fact(page, 'class'), null, 'a function has no class');

  assert.equal(await page.inputValue('#shapes'), 'boxes');
  await viewMenu(page);
  await page.selectOption('#shapes', 'edges');
  await drawn(page, `/graphs/${id}.svg?shapes=edges`);
  assert.equal(param(page, 'shapes'), 'edges');
  const edge = await page.evaluate(() =>
    document.getElementById('e:1:2').textContent);
  assert.match(edge, /1\u00d764\u00d7112\u00d7112/);
  assert.doesNotMatch(await box(), /float32/);
  await viewMenu(page);
  await page.selectOption('#shapes', 'off');
  await drawn(page, `/graphs/${id}.svg?shapes=off`);
  assert.doesNotMatch(await page.evaluate(() =>
    document.getElementById('stage').textContent), /\u00d7|float32\[/);
  await shot(page, 'module-class');
});

test('text from a graph stays text', async (browser) => {
  const body = JSON.stringify({ nodes: [
    { name: 'x', op: 'placeholder' },
    { name: HOSTILE, op: 'call_function', target: HOSTILE,
      args: [{ node: 'x' }, { raw: '%x + "<b>no</b>"', refs: ['x'] }],
      kwargs: { k: '<script>alert(2)</script>' },
      type: 'torch.Tensor',
      meta: { stack_trace: '<img src=y onerror=alert(3)>', shape: [1, 's0'],
        dtype: 'torch.float32', nn_module_stack: [
          { path: 'blocks.0', type: 'Block' },
          { path: 'blocks.0.<i>attn</i>', type: '<Attention>' }] } },
    { name: 'output', op: 'output', args: [{ node: HOSTILE }] },
  ] });
  const r = await api(`/api/graphs?name=${encodeURIComponent(HOSTILE)}`,
      { method: 'POST', body });
  assert.ok(r.status === 201 || r.status === 200, `upload: ${r.text}`);
  const id = r.json().id;
  const page = await newPage(browser);
  await page.goto(`${BASE}/`);
  await page.locator('#graphs tbody a', { hasText: HOSTILE }).click();
  await drawn(page, `/graphs/${id}.svg`);
  assert.equal(await text(page, '#title'), HOSTILE);
  await clickDrawn(page, `n:${HOSTILE}`);
  assert.equal(await text(page, '#node-name'), HOSTILE);
  assert.equal(await fact(page, 'target'), HOSTILE);
  assert.equal(await fact(page, 'args'), '(%x, %x + "<b>no</b>")');
  assert.equal(await fact(page, 'kwargs'), '{k: <script>alert(2)</script>}');
  assert.equal(await fact(page, 'stack trace'), '<img src=y onerror=alert(3)>');
  assert.equal(await fact(page, 'type'), 'torch.Tensor');
  assert.equal(await fact(page, 'shape'), '[1, s0]');
  assert.equal(await fact(page, 'dtype'), 'torch.float32');
  assert.equal(await fact(page, 'module'),
      'blocks.0.<i>attn</i> <Attention>in blocks.0 Block');
  assert.equal(param(page, 'node'), HOSTILE);
  // The raw value's reference is a link too.
  const args = page.locator('#node-facts dd').nth(2);
  assert.deepEqual(await args.locator('a').evaluateAll(
    (as) => as.map((a) => [a.textContent, a.dataset.node])),
  [['%x', 'x'], ['%x', 'x']]);
  await page.locator('#node-facts a', { hasText: /^output$/ }).first().click();
  assert.equal(await fact(page, 'args'), `(%${HOSTILE},)`);
  await page.fill('#q', '<img');
  await page.waitForFunction(() =>
    document.getElementById('q-count').textContent === '1 match');
  await page.waitForTimeout(200);
  const found = await page.evaluate(() => ({
    img: document.querySelectorAll('img').length,
    script: document.querySelectorAll('script').length,
    bold: document.querySelectorAll('#panel b, #panel i, #title b').length,
  }));
  assert.deepEqual(found, { img: 0, script: 1, bold: 0 },
      'no element was made from graph text');
  await shot(page, 'hostile');
});

test('an upload error shows the message with its line and column',
  async (browser) => {
    const page = await newPage(browser);
    await page.goto(`${BASE}/`);
    const bad = fs.readFileSync(
        path.join(SRCDIR, 'tests/data/bad/unknown_op.txt'), 'utf8');
    await page.fill('#paste-text', bad);
    await page.fill('#paste-name', 'bad');
    await page.click('#paste button[type=submit]');
    await page.locator('#upload-error').waitFor();
    const msg = await text(page, '#upload-error .msg');
    assert.match(msg, /line 3, column 25: unknown op 'call_fn'/);
    const excerpt = await text(page, '#upload-error .excerpt');
    const [line, caret] = excerpt.split('\n');
    assert.equal(line, `3 | ${bad.split('\n')[2]}`);
    assert.equal(caret.indexOf('^'), '3 | '.length + 24, 'caret at column 25');
    await shot(page, 'upload-error');

    // A file that is a graph opens at once.
    await page.setInputFiles('#file', {
      name: 'tiny.txt', mimeType: 'text/plain',
      buffer: Buffer.from('graph():\n    %a : [num_users=1] = placeholder[target=a]\n' +
          '    %neg : [num_users=1] = call_function[target=operator.neg](args = (%a,), kwargs = {})\n' +
          '    return neg\n'),
    });
    await page.waitForFunction(() =>
      document.getElementById('title').textContent === 'tiny');
    const id = param(page, 'graph');
    await drawn(page, `/graphs/${id}.svg`);
    assert.ok(await page.isHidden('#start'));

    // Dropped on the page, a file is added too.
    await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['graph():\n    %b : [num_users=1] = placeholder[target=b]\n' +
        '    return b\n'], 'dropped.txt', { type: 'text/plain' }));
      for (const type of ['dragenter', 'dragover', 'drop'])
        document.body.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
    });
    await page.waitForFunction(() =>
      document.getElementById('title').textContent === 'dropped');
    await drawn(page, `/graphs/${param(page, 'graph')}.svg`);
    assert.ok(await page.isHidden('#drop-overlay'));
  });

test('a file or a paste past the server\'s limit is refused before it is ' +
    'sent, in MB', async (browser) => {
  const d = await ownDaemon({ SRCDIR, BIN: process.env.FXVIZ_BIN ||
    path.join(SRCDIR, 'fxviz') }, ['--max-body', '1']);
  try {
    const page = await newPage(browser);
    const posts = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.goto(`${d.base}/`);
    // the modules say the limits once /api/config is in (a top-level
    // await the load event need not wait for)
    await page.waitForFunction(() =>
      document.getElementById('upload-limits').textContent !== '');
    assert.match(await text(page, '#upload-limits'), /^This server takes up to 1 MB an upload/);
    await page.setInputFiles('#file', { name: 'big.txt', mimeType: 'text/plain',
      buffer: Buffer.alloc(1.5 * 2 ** 20, 'x') });
    await page.locator('#upload-error').waitFor();
    assert.equal(await text(page, '#upload-error .msg'), 'Upload failed: big.txt is ' +
        '1.5 MB, larger than this server\'s limit of 1 MB (fxviz serve --max-body): ' +
        'it was not sent.');
    await page.$eval('#paste-text', (t) => {
      t.value = `graph():\n${' '.repeat(1.2 * 2 ** 20)}`;
    });
    await page.click('#paste button[type=submit]');
    await page.waitForFunction(() => /pasted/.test(
        document.querySelector('#upload-error .msg').textContent));
    assert.match(await text(page, '#upload-error .msg'), /^Upload failed: The pasted text is 1.2 MB, larger than this server's limit of 1 MB/);
    assert.deepEqual(posts, [], 'nothing was sent');
    // below the limit, a file goes
    await page.setInputFiles('#file', { name: 'small.txt', mimeType: 'text/plain',
      buffer: Buffer.from(tiny('small')) });
    await page.waitForFunction(() => document.getElementById('title').textContent === 'small');
    assert.equal(posts.length, 1);
  } finally {
    d.stop();
  }
});

test('a large upload shows its progress, in MB and percent', async (browser) => {
  const page = await newPage(browser);
  await page.goto(`${BASE}/`);
  await page.locator('#graphs tbody tr').first().waitFor();
  // 1.7 MB at 512 KB/s: some 3 s, as over a slow link
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0,
    downloadThroughput: -1, uploadThroughput: 512 * 1024 });
  await page.evaluate(() => {
    window.seen = [];
    const busy = document.getElementById('busy');
    new MutationObserver(() => {
      const bar = busy.querySelector('progress');
      if (!busy.hidden)
        window.seen.push({ label: busy.querySelector('.label').textContent,
          bar: bar.hidden ? null : bar.value });
    }).observe(busy, { subtree: true, childList: true, characterData: true,
      attributes: true });
  });
  await page.setInputFiles('#file', { name: 'gpt200 slow.txt', mimeType: 'text/plain',
    buffer: fs.readFileSync(path.join(SRCDIR, 'tests/data/corpus/gpt200_makefx.fx.txt')) });
  await page.waitForFunction(() => document.getElementById('start').hidden, null,
      { timeout: 60000 });
  const seen = await page.evaluate(() => window.seen);
  const steps = seen.map((s) => /^Uploading [\d.]+ (?:B|kB|MB) of 1\.7 MB \((\d+)%\)$/
      .exec(s.label)).filter(Boolean).map((m) => Number(m[1]));
  assert.ok(new Set(steps).size >= 5, `progress shown as it goes: ${JSON.stringify(seen.slice(0, 8))}`);
  assert.deepEqual(steps, [...steps].sort((x, y) => x - y), 'it only goes up');
  assert.ok(seen.some((s) => s.bar > 0.2 && s.bar < 0.8), 'the bar moves');
});

test('the list tells graphs of one name apart', async (browser) => {
  const big = 'graph():\n    %a : [num_users=1] = placeholder[target=a]\n' +
    '    %neg : [num_users=1] = call_function[target=operator.neg](args = (%a,), kwargs = {})\n' +
    '    %relu : [num_users=1] = call_function[target=torch.relu](args = (%neg,), kwargs = {})\n' +
    '    return relu\n';
  const ids = [await upload('twin', tiny('t1')), await upload('twin', tiny('t2')),
    await upload('twin', big)];
  const page = await newPage(browser);
  await page.goto(`${BASE}/`);
  await page.locator(`#graphs tbody tr[data-id="${ids[2]}"]`).waitFor();
  const rows = await page.$$eval('#graphs tbody tr', (rs) => rs.map((r) => ({
    id: r.dataset.id, name: r.querySelector('td.name a').textContent,
    twin: (r.querySelector('td.name .twin') || {}).textContent || null,
    nodes: r.querySelectorAll('td')[1].textContent,
    added: r.querySelector('td.added').textContent })));
  const twins = rows.filter((r) => r.name === 'twin');
  assert.deepEqual(twins.map((r) => r.id), [...ids].reverse(), 'newest first');
  // which of them it is, and its short id; its size in its row
  assert.deepEqual(twins.map((r) => r.twin), [
    `3 of 3 · id ${ids[2].slice(0, 8)}`, `2 of 3 · id ${ids[1].slice(0, 8)}`,
    `1 of 3 · id ${ids[0].slice(0, 8)}`]);
  assert.deepEqual(twins.map((r) => r.nodes), ['4', '3', '3']);
  // two added in one minute show their seconds
  const minute = (r) => r.added.slice(0, 16);
  for (const r of twins)
    if (twins.some((x) => x !== r && minute(x) === minute(r)))
      assert.match(r.added, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  // a name of its own says nothing more
  assert.equal(rows.find((r) => r.name === 'resnet18').twin, null);
  await shot(page, 'start-twins');
});

test('a log lists its graphs after the upload; a graph shows its warnings',
  async (browser) => {
    const page = await newPage(browser);
    await page.goto(`${BASE}/`);
    const log = fs.readFileSync(path.join(SRCDIR,
        'tests/data/logs/upload_two_good_one_bad.log'), 'utf8');
    await page.fill('#paste-text', log);
    await page.fill('#paste-name', 'pasted log');
    await page.click('#paste button[type=submit]');
    await page.locator('#upload-log').waitFor();
    assert.match(await text(page, '#upload-log .msg'),
        /The log held 3 graphs; 2 added/);
    const items = await page.locator('#upload-log li').allTextContents();
    assert.equal(items.length, 3);
    assert.match(items[0], /^__compiled_fn_1 \(line 5: 6 nodes, gm\.code\)$/);
    assert.match(items[2], /^backward 0 \(line 31\): .*line 37, column 189: name 'primals_9' is used before it is assigned/);
    assert.ok(await page.isVisible('#start'), 'the start page stays');
    await page.click('#upload-log a:text("forward 0")');
    await page.waitForFunction(() =>
      document.getElementById('title').textContent === 'pasted log: forward 0');
    await drawn(page, `/graphs/${param(page, 'graph')}.svg`);
    assert.ok(await page.isHidden('#warnings'), 'no warnings, no box');

    // A text cut short at a line's end opens with its warning shown.
    await page.goto(`${BASE}/`);
    await page.fill('#paste-text', 'graph():\n' +
        '    %x : [num_users=2] = placeholder[target=x]\n' +
        '    %neg : [num_users=1] = call_function[target=operator.neg](args = (%x,), kwargs = {})\n');
    await page.fill('#paste-name', 'cut short');
    await page.click('#paste button[type=submit]');
    await page.waitForFunction(() =>
      document.getElementById('title').textContent === 'cut short');
    await page.locator('#warnings').waitFor();
    assert.match(await text(page, '#warnings summary'), /^\d+ warnings?$/);
    await page.click('#warnings summary');
    const warnings = await page.locator('#warnings li').allTextContents();
    assert.ok(warnings.some((w) => /no 'return' line/.test(w)),
        `the cut is said: ${warnings.join(' | ')}`);
    await shot(page, 'warnings');
  });

test('a page of another site cannot upload to or delete from the server',
  async () => {
    // Chromium's Local Network Access already stops a page of another
    // origin from reaching loopback; Firefox, Safari, older Chromium and a
    // user who allowed it do not. So this browser runs without it, as
    // they would, and the server alone must refuse.
    const open = await chromium.launch({ ...LAUNCH, args: [...LAUNCH.args,
      '--disable-features=LocalNetworkAccessChecks,' +
      'BlockInsecurePrivateNetworkRequests,' +
      'PrivateNetworkAccessSendPreflights,' +
      'PrivateNetworkAccessRespectPreflightResults'] });
    try {
      // The attacker's page, at another origin (another port of the same
      // host: the check must not lean on the host alone).
      const evil = new URL(BASE);
      evil.port = String(Number(evil.port) + 1);
      const page = await (await open.newContext()).newPage();
      const victim = await graphId('double');
      await page.route(`${evil.origin}/**`, (route) => route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>evil</title>',
      }));
      await page.goto(`${evil.origin}/evil.html`);
      const graph = 'graph():\n    %y : [#users=1] = ' +
          'placeholder[target=y]\n    return y\n';
      const sent = await page.evaluate(async ([base, body, id]) => {
        const out = [];
        const go = (url, init) => fetch(url, init).then(
            (r) => out.push(r.type), (e) => out.push(String(e)));
        await go(`${base}/api/graphs?name=csrf-fetch`,
            { method: 'POST', mode: 'no-cors', body });
        await go(`${base}/api/graphs?name=csrf-form`, { method: 'POST',
          mode: 'no-cors', body: new URLSearchParams({ g: body }) });
        await go(`${base}/api/graphs/${id}`,
            { method: 'DELETE', mode: 'no-cors' });
        return out;
      }, [BASE, graph, victim]);
      // (a no-cors POST is sent, and its answer hidden from the page: what
      // counts is what the server kept)
      assert.deepEqual(sent.slice(0, 2), ['opaque', 'opaque'],
          'the browser sent the writes');
      const { graphs } = (await api('/api/graphs')).json();
      assert.deepEqual(graphs.filter((g) => g.name.startsWith('csrf')), [],
          'nothing another site sent was kept');
      assert.ok(graphs.find((g) => g.id === victim),
          'the graph is still there');
    } finally {
      await open.close();
    }
  });

test('a page whose name is made to resolve to 127.0.0.1 reads and writes ' +
    'nothing (DNS rebinding)', async () => {
  // attacker.example's page came from its own server; then its name
  // resolves to 127.0.0.1 (here: the resolver is told so), and its
  // same-origin fetches reach the server with Host: attacker.example.
  const port = new URL(BASE).port;
  const evil = `http://attacker.example:${port}`;
  const open = await chromium.launch({ ...LAUNCH, args: [...LAUNCH.args,
    '--host-resolver-rules=MAP attacker.example 127.0.0.1',
    '--disable-features=LocalNetworkAccessChecks,' +
    'BlockInsecurePrivateNetworkRequests,' +
    'PrivateNetworkAccessSendPreflights,' +
    'PrivateNetworkAccessRespectPreflightResults'] });
  try {
    const page = await (await open.newContext()).newPage();
    const victim = await upload('rebound-victim',
        'graph():\n    %v : [#users=1] = placeholder[target=v]\n    return v\n');
    await page.route(`${evil}/evil.html`, (route) => route.fulfill({
      contentType: 'text/html', body: '<!doctype html><title>evil</title>',
    }));
    await page.goto(`${evil}/evil.html`);
    const got = await page.evaluate(async (id) => {
      const status = (url, init) => fetch(url, init).then(
          async (r) => `${r.status} ${await r.text()}`, (e) => String(e));
      return [
        await status('/api/graphs'),
        await status('/api/graphs?name=rebound', { method: 'POST',
          body: 'graph():\n    %r : [#users=1] = placeholder[target=r]\n' +
            '    return r\n' }),
        await status(`/api/graphs/${id}`, { method: 'DELETE' }),
        await status(`/graphs/${id}.svg`),
      ];
    }, victim);
    for (const g of got)
      assert.match(g, /^421 .*allow-host/, `what the page got: ${
        got.map((x) => x.slice(0, 60)).join(' | ')}`);
    const { graphs } = (await api('/api/graphs')).json();
    assert.ok(!graphs.some((g) => g.name === 'rebound'), 'no upload kept');
    assert.ok(graphs.some((g) => g.id === victim), 'nothing deleted');
    // The server's own names still work, in the same browser.
    const own = await (await open.newContext()).newPage();
    const r = await own.goto(`http://localhost:${port}/api/graphs`);
    assert.equal(r.status(), 200);
  } finally {
    await open.close();
  }
});

test('a shared link\'s regular expression cannot freeze the page', async (browser) => {
  // /(a+)+$/ on names of 40 a's and more: a backtracking matcher takes
  // 2^40 steps on each; search runs in linear time instead.
  const run = 'a'.repeat(40);
  const nodes = [{ name: 'x', op: 'placeholder' }];
  for (let k = 0; k < 8; k++)
    nodes.push({ name: `${run}_${k}`, op: 'call_function', target: 'f',
      args: [{ node: 'x' }] });
  nodes.push({ name: 'output', op: 'output',
    args: [{ node: `${run}_7` }] });
  const id = await upload('redos', JSON.stringify({ nodes }));
  const page = await newPage(browser);
  const says = async (q, pattern) => {
    await page.goto(`${BASE}/?graph=${id}&q=${encodeURIComponent(q)}`);
    const t0 = Date.now();
    await page.waitForFunction(() =>
      document.getElementById('q-count').textContent !== '', null,
    { timeout: 2000 });
    const count = await page.evaluate(() =>
      document.getElementById('q-count').textContent);
    assert.ok(Date.now() - t0 < 2000, `${q}: answered in ${Date.now() - t0} ms`);
    assert.match(count, pattern, q);
  };
  await says('/(a+)+$/', /^no match$/);
  await says('/(a+)+_[0-3]$/', /^4 matches$/);
  await says('/(a*)*b/i', /^no match$/);
  await says('/(a)\\1/', /^refused: back references/);
  await says('/a(?=_)/', /^refused: lookahead/);
  await drawn(page, `/graphs/${id}.svg`);
  assert.equal(await page.evaluate(() => 1 + 1), 2, 'the page answers');
  // The matcher agrees with RegExp: random expressions of classes,
  // anchors, groups, alternatives and every quantifier, on random text.
  const disagree = await page.evaluate(async () => {
    const { compile } = await import('/regex.js');
    const atoms = ['a', 'b', '.', '\\d', '\\w', '\\s', '[ab]', '[^a]',
      '[a-c]', '\\b', '\\B', '^', '$', 'A', '_', '1', '\\.', '[\\d_]'];
    const quant = ['*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?'];
    let seed = 7;
    const rnd = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const gen = (d) => {
      const k = rnd(d > 2 ? 4 : 7);
      if (k <= 3)
        return atoms[rnd(atoms.length)];
      if (k === 4)
        return gen(d + 1) + gen(d + 1);
      if (k === 5)
        return `(${gen(d + 1)}|${gen(d + 1)})`;
      return `(?:${gen(d + 1)})${quant[rnd(quant.length)]}`;
    };
    const out = [];
    for (let i = 0; i < 4000 && out.length < 5; i++) {
      const src = gen(0) + gen(0);
      const re = new RegExp(src, i % 2 ? 'i' : '');
      const mine = compile(src, i % 2 === 1);
      for (let j = 0; j < 5; j++) {
        let t = '';
        for (let k = rnd(8); k > 0; k--)
          t += 'abAB1_ .'[rnd(8)];
        if (mine.error || re.test(t) !== mine.test(t))
          out.push(`${re} on ${JSON.stringify(t)}: ${mine.error || !re.test(t)}`);
      }
    }
    return out;
  });
  assert.deepEqual(disagree, [], 'the matcher and RegExp disagree');
});

test('pan, zoom and keys move the drawing', async (browser) => {
  const page = await newPage(browser);
  await openGraph(page, `?graph=${resnet}`, svgResnet);
  const view = () => page.evaluate(() => {
    const m = new DOMMatrix(getComputedStyle(
        document.getElementById('stage')).transform);
    return { x: m.e, y: m.f, s: m.a };
  });
  const settle = () => page.evaluate(() => new Promise((r) =>
    requestAnimationFrame(() => requestAnimationFrame(r))));
  const c = await page.locator('#canvas').boundingBox();
  const cx = c.x + c.width / 2;
  const cy = c.y + c.height / 2;

  let before = await view();
  await page.mouse.move(cx, cy);
  await page.mouse.wheel(0, -300);
  await settle();
  let after = await view();
  assert.ok(after.s > before.s * 1.2, 'wheel up zooms in');

  before = after;
  await page.mouse.move(cx + 40, cy + 40);
  await page.mouse.down();
  await page.mouse.move(cx - 60, cy - 20, { steps: 5 });
  await page.mouse.up();
  await settle();
  after = await view();
  assert.ok(Math.abs(after.x - before.x + 100) < 1 &&
      Math.abs(after.y - before.y + 60) < 1, 'drag pans by the distance');
  assert.ok(await page.isHidden('#panel'), 'a drag is not a click');

  await page.focus('#canvas');
  before = await view();
  await page.keyboard.press('+');
  await settle();
  assert.ok((await view()).s > before.s, '+ zooms in');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await settle();
  assert.ok((await view()).s < before.s, '- zooms out');
  before = await view();
  await page.keyboard.press('ArrowLeft');
  await settle();
  assert.ok((await view()).x > before.x, 'arrows pan');
  await page.keyboard.press('0');
  await settle();
  const fit = await page.evaluate(() => {
    const s = document.querySelector('#stage svg').getBoundingClientRect();
    const c2 = document.getElementById('canvas').getBoundingClientRect();
    return s.top >= c2.top - 1 && s.bottom <= c2.bottom + 1 &&
        s.left >= c2.left - 1 && s.right <= c2.right + 1;
  });
  assert.ok(fit, '0 fits the whole drawing in the window');

  // Escape closes the panel.
  await page.goto(`${BASE}/?graph=${resnet}&node=add`);
  await drawn(page, svgResnet);
  await page.keyboard.press('Escape');
  assert.ok(await page.isHidden('#panel'));
  assert.equal(param(page, 'node'), null);
});

test('a 6,000-node drawing pans and zooms; far out it is one layer ' +
    'without text, and the text comes back zoomed in', async (browser) => {
  const id = await upload('gpt6000', gpt6000());
  const page = await newPage(browser);
  await page.goto(`${BASE}/?graph=${id}&expand=*`);
  await page.waitForFunction((u) => {
    const c = document.getElementById('canvas');
    return c.dataset.drawn === u && document.getElementById('busy').hidden;
  }, `/graphs/${id}.svg?expand=*`, { timeout: 60000 });
  assert.equal(await page.evaluate(() =>
    document.querySelectorAll('#stage g.node[id^="n:"]').length), 6001);
  // The drawing's state of detail: far (no text, a layer of its own) or not.
  const detail = () => page.evaluate(() => {
    const stage = document.getElementById('stage');
    return {
      far: stage.classList.contains('far'),
      layer: getComputedStyle(stage.querySelector('svg')).willChange,
      text: getComputedStyle(stage.querySelector('g.node text')).visibility,
    };
  });
  const c = await page.locator('#canvas').boundingBox();
  const cx = c.x + c.width / 2;
  const cy = c.y + c.height / 2;

  await page.focus('#canvas');
  await page.keyboard.press('0');
  await settled(page);
  assert.deepEqual(await detail(),
      { far: true, layer: 'transform', text: 'hidden' }, 'fitted: far');
  const fit = await page.evaluate(() => {
    const s = document.querySelector('#stage svg').getBoundingClientRect();
    const c2 = document.getElementById('canvas').getBoundingClientRect();
    return s.top >= c2.top - 1 && s.bottom <= c2.bottom + 1 &&
        s.left >= c2.left - 1 && s.right <= c2.right + 1;
  });
  assert.ok(fit, '0 fits the whole drawing in the window');
  await shot(page, 'big-fitted');

  // A drag pans by its distance; meanwhile a sheet takes the pointer.
  let before = await viewOf(page);
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 120, cy + 30, { steps: 6 });
  assert.ok(await page.evaluate(() =>
    document.getElementById('canvas').classList.contains('dragging')));
  await page.mouse.move(cx + 200, cy + 50, { steps: 4 });
  await page.mouse.up();
  await settled(page);
  let after = await viewOf(page);
  assert.ok(Math.abs(after.x - before.x - 200) < 1 &&
      Math.abs(after.y - before.y - 50) < 1,
  `the drag pans by its distance (${after.x - before.x}, ${after.y - before.y})`);
  assert.equal(after.s, before.s);
  assert.ok(!(await page.evaluate(() =>
    document.getElementById('canvas').classList.contains('dragging'))));

  // The wheel zooms about the pointer: the point of the drawing under it
  // stays there. Zoomed in far enough, the text is back, and the drawing
  // is no layer of its own any more.
  await page.keyboard.press('0');
  await settled(page);
  before = await viewOf(page);
  const at = (v) => [(cx - c.x - v.x) / v.s, (cy - c.y - v.y) / v.s];
  await page.mouse.move(cx, cy);
  for (let i = 0; i < 36; i++)
    await page.mouse.wheel(0, -120);
  await settled(page);
  after = await viewOf(page);
  assert.ok(after.s > 0.5, `zoomed in to ${after.s}`);
  const [x0, y0] = at(before);
  const [x1, y1] = at(after);
  assert.ok(Math.abs(x1 - x0) < 2 && Math.abs(y1 - y0) < 2,
      `the point under the pointer stays: (${x0}, ${y0}) (${x1}, ${y1})`);
  assert.deepEqual(await detail(),
      { far: false, layer: 'auto', text: 'visible' }, 'zoomed in: near');
  const { n, min } = await textInView(page);
  assert.ok(n >= 10 && min >= 6, `text in view again (${n}, ${min} px)`);
  await shot(page, 'big-zoomed-in');

  // And out again: far once more.
  for (let i = 0; i < 36; i++)
    await page.mouse.wheel(0, 120);
  await settled(page);
  assert.equal((await detail()).far, true, 'zoomed out: far again');
});

test('a narrow window puts the panel over the bottom of the graph',
  async (browser) => {
    const page = await newPage(browser, { viewport: { width: 400, height: 760 } });
    await openGraph(page, `?graph=${resnet}&node=add`, svgResnet);
    const layout = await page.evaluate(() => {
      const p = document.getElementById('panel').getBoundingClientRect();
      return { left: p.left, width: p.width, bottom: p.bottom,
        scroll: document.documentElement.scrollWidth };
    });
    assert.ok(layout.scroll <= 400, 'nothing sticks out sideways');
    assert.ok(layout.left === 0 && layout.width === 400, 'panel spans the width');
    assert.ok(Math.abs(layout.bottom - 760) < 1, 'panel sits at the bottom');
    assert.ok(await inView(page, 'n:add'));
    const above = await page.evaluate(() =>
      document.getElementById('n:add').getBoundingClientRect().bottom <=
        document.getElementById('panel').getBoundingClientRect().top);
    assert.ok(above, 'the selected node is not under the panel');
    assert.ok(await page.isHidden('#rankdir'), 'view options folded');
    await page.click('#more');
    assert.ok(await page.isVisible('#rankdir'), 'and shown on demand');
    await shot(page, 'narrow');
  });

test('zoom and centre are in the URL; a link restores them at any size',
  async (browser) => {
    const page = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await openGraph(page, `?graph=${resnet}&node=layer2_0_conv1`, svgResnet);
    const c = await page.locator('#canvas').boundingBox();
    await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2);
    await page.mouse.wheel(0, 150);
    await page.mouse.move(c.x + 300, c.y + 300);
    await page.mouse.down();
    await page.mouse.move(c.x + 220, c.y + 170, { steps: 4 });
    await page.mouse.up();
    await caughtUp(page);
    const sent = await centreOf(page);
    const url = page.url();
    const z = Number(param(page, 'z'));
    const [ux, uy] = param(page, 'c').split(',').map(Number);
    assert.ok(Math.abs(z - sent.s) / sent.s < 0.005,
        `z=${z} is the scale, ${sent.s}`);
    assert.ok(Math.abs(ux - sent.cx) <= 0.5 && Math.abs(uy - sent.cy) <= 0.5,
        `c=${ux},${uy} is the centre, ${sent.cx},${sent.cy}`);
    await shot(page, 'view-sent');

    // Elsewhere, at the same size and at a smaller one.
    for (const viewport of [{ width: 1440, height: 900 },
      { width: 1000, height: 700 }]) {
      const size = `${viewport.width}x${viewport.height}`;
      const other = await newPage(browser, { viewport });
      await other.goto(url);
      await drawn(other, svgResnet);
      assert.equal(await text(other, '#node-name'), 'layer2_0_conv1');
      assert.ok(await hasClass(other, 'n:layer2_0_conv1', 'selected'));
      const got = await centreOf(other);
      assert.ok(Math.abs(got.s - sent.s) / sent.s < 0.005,
          `the scale at ${size}: ${got.s} for ${sent.s}`);
      const off = Math.hypot(got.cx - sent.cx, got.cy - sent.cy) * got.s;
      assert.ok(off < 3, `the centre at ${size} is ${off.toFixed(1)} px off`);
      await shot(other, `view-received-${size}`);
    }
  });

test('each step is one history entry; Back walks them back, then leaves',
  async (browser) => {
    const page = await newPage(browser);
    await page.goto(`${BASE}/`);
    await page.locator('#graphs a', { hasText: /^resnet18$/ }).click();
    await drawn(page, svgResnet);
    const entries = () => page.evaluate(() => history.length);
    const count = await entries();
    // Pan and zoom add no entries, and go in the one there is.
    await page.click('#zoom-in');
    await page.focus('#canvas');
    await page.keyboard.press('ArrowUp');
    const c = await page.locator('#canvas').boundingBox();
    await page.mouse.move(c.x + 200, c.y + 200);
    await page.mouse.down();
    await page.mouse.move(c.x + 150, c.y + 260, { steps: 4 });
    await page.mouse.up();
    await page.mouse.wheel(0, -100);
    await caughtUp(page);
    assert.equal(await entries(), count, 'pan and zoom add no entries');
    assert.ok(param(page, 'z') && param(page, 'c'), 'they are in the URL');
    const first = await centreOf(page);

    // The URL without zoom and centre, the drawing and the node of a step.
    const here = async () => {
      const u = new URL(page.url());
      u.searchParams.delete('z');
      u.searchParams.delete('c');
      return { url: u.search, node: await page.isVisible('#panel') ?
        await text(page, '#node-name') : null,
      svg: await page.evaluate(() =>
        document.getElementById('canvas').dataset.drawn) };
    };
    const steps = [await here()];
    await clickDrawn(page, 'n:conv1');                      // a node
    await caughtUp(page);
    steps.push(await here());
    await page.locator('#node-facts a', { hasText: /^bn1$/ }).first().click();
    await caughtUp(page);                                   // a link
    steps.push(await here());
    await viewMenu(page);
    await page.selectOption('#rankdir', 'LR');              // the direction
    await drawn(page, `${svgResnet}?rankdir=LR`);
    steps.push(await here());
    await page.click('#node-focus');                        // a focus
    await drawn(page, `${svgResnet}?rankdir=LR&focus=bn1`);
    steps.push(await here());
    await page.locator('#legend-items label', { hasText: 'call_function' })
        .locator('input').uncheck();                        // an op hidden
    await drawn(page,
        `${svgResnet}?rankdir=LR&focus=bn1&hide=call_function`);
    steps.push(await here());
    assert.equal(await entries(), count + 5, 'one entry a step');
    assert.deepEqual(steps.map((s) => s.node),
        [null, 'conv1', 'bn1', 'bn1', 'bn1', 'bn1']);
    await shot(page, 'history-5');

    for (let k = 4; k >= 0; k--) {
      await page.goBack();
      await drawn(page, steps[k].svg);
      await page.waitForFunction((n) => {
        const p = document.getElementById('panel');
        return n === null ? p.hidden :
          !p.hidden && document.getElementById('node-name').textContent === n;
      }, steps[k].node);
      assert.deepEqual(await here(), steps[k], `Back to step ${k}`);
      const ticked = await page.locator('#legend-items input[value=call_function]')
          .isChecked();
      assert.equal(ticked, k < 5, 'the legend follows');
    }
    await caughtUp(page);
    const back = await centreOf(page);
    assert.ok(Math.abs(back.s - first.s) / first.s < 0.005 &&
        Math.hypot(back.cx - first.cx, back.cy - first.cy) * back.s < 2,
        'the first view comes back with its zoom and centre');
    assert.equal(await entries(), count + 5, 'Back adds no entries');

    await page.goBack();  // the sixth: the start page
    await page.locator('#start').waitFor();
    assert.ok(await page.isHidden('#viewer'));
    await page.goForward();
    await drawn(page, svgResnet);
    await page.goForward();
    await page.waitForFunction(() =>
      document.getElementById('node-name').textContent === 'conv1');
    assert.deepEqual(await here(), steps[1], 'and Forward steps in again');
  });

// The boxes of the page's controls that are on show.
function controls(page) {
  return page.evaluate(() => {
    const sel = ['#home', '#title', '#copy-link', '#download', '#search',
      '#more', '.view-options > *', '#legend', '#warnings', '.zoom',
      '#minimap', '#canvas-help', '#panel', '#view-error'];
    const out = [];
    for (const e of document.querySelectorAll(sel.join(','))) {
      const r = e.getBoundingClientRect();
      if (e.checkVisibility() && r.width > 0 && r.height > 0)
        out.push({ name: e.id || e.className, x: r.x, y: r.y, r: r.right,
          b: r.bottom });
    }
    return out;
  });
}

test('a resize keeps the middle of the view; controls never overlap down to 700 px',
  async (browser) => {
    const page = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await openGraph(page, `?graph=${resnet}&node=layer2_0_conv1`, svgResnet);
    await caughtUp(page);
    // The node nearest the middle of the graph area, and how far off.
    const middle = () => page.evaluate(() => {
      const c = document.getElementById('canvas').getBoundingClientRect();
      const mx = c.left + c.width / 2;
      const my = c.top + c.height / 2;
      let best = null;
      for (const g of document.querySelectorAll('#stage g.node:not(.proxy)')) {
        const r = g.getBoundingClientRect();
        const d = Math.hypot(r.left + r.width / 2 - mx, r.top + r.height / 2 - my);
        if (!best || d < best.d)
          best = { id: g.id, d };
      }
      return best;
    });
    const before = await middle();
    assert.equal(before.id, 'n:layer2_0_conv1', 'the selected node in the middle');
    await page.setViewportSize({ width: 800, height: 900 });
    await caughtUp(page);
    const after = await middle();
    assert.equal(after.id, before.id, 'the same node in the middle at 800 px');
    assert.ok(after.d < before.d + 3, `${after.d} px off the middle`);
    assert.ok(await inView(page, before.id));
    await shot(page, 'resized-800');

    // Every control at once: a graph with warnings, its panel, the
    // legend, the minimap. At 700 px the panel is beside the drawing.
    const cut = fs.readFileSync(path.join(SRCDIR, 'samples/resnet18.txt'),
        'utf8').split('\n').filter((l) => !/return|output/.test(l)).join('\n');
    const id = await upload('resnet18-cut', cut);
    for (const width of [1000, 800, 700]) {
      await page.setViewportSize({ width, height: 760 });
      await openGraph(page, `?graph=${id}&node=layer1_0_conv1`,
          `/graphs/${id}.svg`);
      const boxes = await controls(page);
      const names = boxes.map((b) => b.name);
      for (const want of ['warnings', 'legend', 'zoom', 'minimap', 'canvas-help',
        'panel'])
        assert.ok(names.includes(want), `${want} is shown at ${width} px: ${names}`);
      for (const a of boxes) {
        assert.ok(a.x >= 0 && a.r <= width + 0.5, `${a.name} is inside at ${width} px`);
        for (const b of boxes)
          if (a !== b && a.x < b.r && b.x < a.r && a.y < b.b && b.y < a.b)
            assert.fail(`${a.name} and ${b.name} overlap at ${width} px`);
      }
      assert.ok(await page.evaluate(() =>
        document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll');
      await shot(page, `controls-${width}`);
    }
    assert.equal(await page.evaluate(() =>
      getComputedStyle(document.getElementById('panel')).position), 'static',
    'at 700 px the panel is beside the drawing');
    // Below 700 px, a sheet over the bottom.
    await page.setViewportSize({ width: 699, height: 760 });
    const sheet = await page.evaluate(() => {
      const p = document.getElementById('panel').getBoundingClientRect();
      return { left: p.left, width: p.width, bottom: p.bottom };
    });
    assert.deepEqual(sheet, { left: 0, width: 699, bottom: 760 });
    await shot(page, 'controls-699');
  });

test('a pasted Graph fragment shows its outside inputs as such',
  async (browser) => {
    const body = fs.readFileSync(
        path.join(SRCDIR, 'tests/data/fragments/scatter_add.txt'));
    const r = await api('/api/graphs?name=fragment', { method: 'POST', body });
    assert.ok(r.status === 201 || r.status === 200, r.text);
    assert.equal(r.json().form, 'fx');
    const id = r.json().id;
    const page = await newPage(browser);
    await openGraph(page, `?graph=${id}`, `/graphs/${id}.svg`);
    // (it opens at its top, readable, where the legend lies over arg0_1:
    // all of it)
    await page.focus('#canvas');
    await page.keyboard.press('0');
    await caughtUp(page);
    assert.ok(await hasClass(page, 'n:arg0_1', 'outside'));
    assert.ok(!(await hasClass(page, 'n:where', 'outside')));
    await clickDrawn(page, 'n:arg0_1');
    assert.equal(await text(page, '#node-name'), 'arg0_1');
    assert.equal(await fact(page, 'fragment'), 'Defined outside this fragment');
    await clickDrawn(page, 'n:where');
    assert.equal(await text(page, '#node-name'), 'where');
    assert.equal(await fact(page, 'fragment'), null);
    await shot(page, 'fragment');
  });

test('a node that names a sub-graph opens it; the trail in the title goes up',
  async (browser) => {
    const body = fs.readFileSync(
        path.join(SRCDIR, 'tests/data/code/cond_nested.readable.py'));
    const r = await api('/api/graphs?name=cond', { method: 'POST', body });
    assert.ok(r.status === 201 || r.status === 200, r.text);
    const id = r.json().id;
    const svg = `/graphs/${id}.svg`;
    const drawnIds = (page) => page.evaluate(() => [...document.querySelectorAll(
        '#stage svg g.node:not(.proxy)')].map((g) => g.id).sort());
    const crumbs = (page) => page.locator('#title a.crumb').allTextContents();
    const page = await newPage(browser);
    await openGraph(page, `?graph=${id}`, svg);
    assert.equal(await page.title(), 'cond · fxviz');
    assert.deepEqual(await crumbs(page), [], 'no trail in the graph itself');

    // The tensor's device, beside its dtype.
    await clickDrawn(page, 'n:sum_1');
    assert.equal(await fact(page, 'dtype'), 'torch.float32');
    assert.equal(await fact(page, 'device'), 'cuda:0');
    assert.equal(await fact(page, 'sub-graph'), null);

    // The get_attr of cond's true branch: a link into it.
    await clickDrawn(page, 'n:cond_true_0');
    assert.equal(await fact(page, 'sub-graph'), 'Open sub-graph cond_true_0');
    await page.click('#node-facts a.sub');
    await drawn(page, `${svg}?sub=cond_true_0`);
    assert.equal(param(page, 'sub'), 'cond_true_0');
    assert.equal(param(page, 'node'), null, 'the outer selection is left');
    assert.ok(await page.isHidden('#panel'));
    const branch = ['n:cond', 'n:cond_false_0', 'n:cond_true_0', 'n:getitem',
      'n:gt', 'n:l_x__1', 'n:max_1', 'n:output'];
    assert.deepEqual(await drawnIds(page), branch,
        'the branch is drawn, not the outer graph (n:sum_1, n:l_x_)');
    assert.equal(await text(page, '#title'), 'cond › cond_true_0');
    assert.deepEqual(await crumbs(page), ['cond']);
    assert.equal(await page.title(), 'cond › cond_true_0 · fxviz');
    assert.equal(await page.getAttribute('#download', 'href'),
        `${svg}?sub=cond_true_0`);

    // One level further in: the inner cond's false branch, by its dotted
    // path.
    await clickDrawn(page, 'n:cond_false_0');
    assert.equal(await fact(page, 'op'), 'get_attr');
    assert.equal(await fact(page, 'sub-graph'), 'Open sub-graph cond_false_0');
    await page.click('#node-facts a.sub');
    const inner = `${svg}?sub=cond_true_0.cond_false_0`;
    await drawn(page, inner);
    assert.equal(param(page, 'sub'), 'cond_true_0.cond_false_0');
    assert.deepEqual(await drawnIds(page), ['n:cos', 'n:l_x__2', 'n:output']);
    assert.equal(await text(page, '#title'), 'cond › cond_true_0 › cond_false_0');
    assert.deepEqual(await crumbs(page), ['cond', 'cond_true_0']);
    assert.equal(await page.locator('#title [aria-current="page"]').textContent(),
        'cond_false_0');
    // Search and the panel read the sub-graph too.
    await page.fill('#q', 'cos');
    await page.waitForFunction(() =>
      document.getElementById('q-count').textContent === '1 match');
    await clickDrawn(page, 'n:cos');
    assert.equal(await fact(page, 'target'), 'cos');
    assert.equal(await fact(page, 'device'), 'cuda:0');
    await shot(page, 'subgraph');

    // A reload shows the same sub-graph.
    await page.reload();
    await drawn(page, inner);
    assert.deepEqual(await drawnIds(page), ['n:cos', 'n:l_x__2', 'n:output']);
    assert.equal(await text(page, '#title'), 'cond › cond_true_0 › cond_false_0');
    assert.equal(await text(page, '#node-name'), 'cos');

    // The trail goes up a level, to the node that reaches where we were,
    // and then to the graph itself.
    await page.locator('#title a.crumb', { hasText: 'cond_true_0' }).click();
    await drawn(page, `${svg}?sub=cond_true_0`);
    assert.deepEqual(await drawnIds(page), branch);
    assert.equal(param(page, 'node'), 'cond_false_0');
    assert.equal(await text(page, '#node-name'), 'cond_false_0');
    assert.equal(await text(page, '#q-count'), 'no match', 'cos is not here');
    await page.locator('#title a.crumb', { hasText: 'cond' }).first().click();
    await drawn(page, svg);
    assert.equal(param(page, 'sub'), null);
    assert.equal(param(page, 'node'), 'cond_true_0');
    assert.ok((await drawnIds(page)).includes('n:sum_1'));
    assert.ok(!(await drawnIds(page)).includes('n:max_1'));
    assert.equal(await text(page, '#title'), 'cond');
    assert.deepEqual(await crumbs(page), []);
    assert.equal(await page.title(), 'cond · fxviz');

    // A sub-graph that is not there: the server's error names those that
    // are, and the graph itself is offered.
    await page.goto(`${BASE}/?graph=${id}&sub=nope`);
    await page.locator('#view-error').waitFor();
    assert.match(await text(page, '#view-error .msg'),
        /no sub-graph 'nope'.*cond_true_0\.cond_false_0/);
    await page.click('#view-error-whole');
    await drawn(page, svg);
    assert.equal(param(page, 'sub'), null);
  });

test('the dark scheme keeps the drawing readable', async (browser) => {
  const page = await newPage(browser, { colorScheme: 'dark' });
  await openGraph(page, `?graph=${resnet}&node=layer1_0_conv1`, svgResnet);
  const colours = await page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    card: document.querySelector('#stage svg polygon').getAttribute('fill'),
    text: getComputedStyle(document.getElementById('node-name')).color,
  }));
  const lum = (rgb) => {
    const [r, g, b] = rgb.match(/\d+/g).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  assert.ok(lum(colours.body) < 0.2, 'dark page');
  assert.ok(lum(colours.text) > 0.7, 'light text');
  assert.equal(colours.card, 'white', 'the drawing keeps its white card');
  await shot(page, 'dark');
});

// ---- keyboard, search syntax, one step to a node, warnings ---------------

// The focused element: its id, or for a link its text.
function focused(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    return a.id || (a.tagName === 'A' ? `a:${a.textContent}` : a.tagName);
  });
}

// Waits until the element is inside the graph area (after a move there).
function untilInView(page, id) {
  return page.waitForFunction((i) => {
    const e = document.getElementById(i);
    const c = document.getElementById('canvas').getBoundingClientRect();
    const r = e ? e.getBoundingClientRect() : null;
    return !!r && r.width > 0 && r.left >= c.left && r.right <= c.right &&
        r.top >= c.top && r.bottom <= c.bottom;
  }, id);
}

// Counts the drawings the page fetches from now on.
function countDrawings(page) {
  const seen = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.svg') &&
        r.url().includes('/graphs/'))
      seen.push(r.url());
  });
  return seen;
}

test('the keyboard alone walks the drawing, follows links and lists the keys',
  async (browser) => {
    const page = await newPage(browser);
    await openGraph(page, `?graph=${resnet}`, svgResnet);
    // Tab from the top of the page to the drawing, then into it: one box
    // of 71 is in the Tab order, where the drawing starts.
    let tabs = 0;
    while (await focused(page) !== 'canvas' && tabs++ < 40)
      await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'canvas', 'Tab reaches the drawing');
    assert.equal(await page.evaluate(() =>
      document.querySelectorAll('#stage [tabindex]').length), 1, 'one stop');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'n:x', 'then its first input');
    await page.keyboard.press('Enter');
    assert.equal(await text(page, '#node-name'), 'x', 'Enter selects');
    assert.equal(param(page, 'node'), 'x');
    assert.ok(await hasClass(page, 'n:x', 'selected'));
    // Down to users, Up to inputs; the selection goes along.
    for (const name of ['conv1', 'bn1', 'relu', 'maxpool', 'layer1_0_conv1']) {
      await page.keyboard.press('ArrowDown');
      assert.equal(await focused(page), `n:${name}`, `down to ${name}`);
      assert.equal(await text(page, '#node-name'), name);
    }
    // maxpool's users are layer1_0_conv1 and add: Right and Left step
    // between them.
    await page.keyboard.press('ArrowRight');
    assert.equal(await focused(page), 'n:add');
    assert.ok(await hasClass(page, 'n:add', 'selected'));
    await untilInView(page, 'n:add');  // the box walked to comes into view
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focused(page), 'n:layer1_0_conv1');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(page), 'n:maxpool');
    assert.equal(await page.evaluate(() => {
      const c = document.getElementById('canvas');
      return c.scrollTop + c.scrollLeft;
    }), 0, 'focus never scrolls the graph area under the view');
    await shot(page, 'keyboard-walk');
    // Enter on the selected box goes to its details; a link followed
    // there leaves focus in the panel, on the new node's name.
    await page.keyboard.press('Enter');
    assert.equal(await focused(page), 'node-name');
    tabs = 0;
    while (await focused(page) !== 'a:relu' && tabs++ < 10)
      await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'a:relu', 'the args link');
    await page.keyboard.press('Enter');
    assert.equal(await text(page, '#node-name'), 'relu');
    assert.equal(await focused(page), 'node-name', 'not <body>');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'panel-close', 'the next Tab stays there');
    // Escape closes the panel and goes back to the node's box.
    await page.keyboard.press('Escape');
    assert.ok(await page.isHidden('#panel'));
    assert.equal(await focused(page), 'n:relu');
    // ? lists the keys; Escape closes the list, and focus comes back.
    await page.keyboard.press('?');
    await page.locator('#keys').waitFor();
    const keys = await page.locator('#keys dt').allTextContents();
    for (const k of ['/', 'Enter', '↑ ↓', '← →', '?', 'op:call_module'])
      assert.ok(keys.includes(k), `${k} is listed: ${keys.join(' | ')}`);
    await shot(page, 'keys');
    await page.keyboard.press('Escape');
    assert.ok(await page.isHidden('#keys'));
    assert.equal(await focused(page), 'n:relu');
    assert.ok(await page.isHidden('#panel'), 'that Escape was the list\'s');
  });

test('search reads op:, target:, a regular expression, and says a bad one',
  async (browser) => {
    const { nodes } = (await api(`/api/graphs/${resnet}`)).json();
    const count = (pred) => nodes.filter(pred).length;
    const page = await newPage(browser);
    await openGraph(page, `?graph=${resnet}`, svgResnet);
    const says = async (q, want) => {
      await page.fill('#q', q);
      await page.waitForFunction(([q2, w]) =>
        document.getElementById('q-count').textContent === w &&
        new URL(location.href).searchParams.get('q') === q2, [q, want]);
    };
    const matches = (n) => (n === 1 ? '1 match' : `${n} matches`);
    await says('op:call_function',
        matches(count((n) => n.op === 'call_function')));
    await says('target:operator.add',
        matches(count((n) => n.target === 'operator.add')));
    await says('op:call_module target:conv', matches(count((n) =>
      n.op === 'call_module' && n.target.includes('conv'))));
    const re = /^layer\d_0_relu$/;
    assert.equal(count((n) => re.test(n.name)), 4);
    await says('/^layer\\d_0_relu$/', '4 matches');
    assert.equal(await page.evaluate(() =>
      document.querySelectorAll('#stage g.node.match').length), 4);
    await page.keyboard.press('Enter');
    assert.equal(await text(page, '#node-name'), 'layer1_0_relu');
    await says('/LAYER4_1_RELU_1/', 'no match');
    await says('/LAYER4_1_RELU_1/i', '1 match');
    // A bad expression is said, marks nothing and throws nothing.
    await says('/relu_[/', 'bad regular expression: Unterminated character class');
    assert.equal(await page.getAttribute('#q', 'aria-invalid'), 'true');
    assert.equal(await page.evaluate(() =>
      document.querySelectorAll('#stage g.node.match').length), 0);
    await shot(page, 'search-bad-regex');
    await says('/relu', 'a regular expression ends with /');
    await says('op:output', '1 match');
    assert.equal(await page.getAttribute('#q', 'aria-invalid'), 'false');
  });

test('search and Show in graph reach a node inside closed modules in one render',
  async (browser) => {
    const swin = await graphId('swin_t');
    const svg = `/graphs/${swin}.svg`;
    const page = await newPage(browser);
    await openGraph(page, `?graph=${swin}&collapse=features`,
        `${svg}?collapse=features`);
    assert.ok(await page.evaluate(() =>
      !!document.getElementById('m:features')), 'features is one box');
    let fetched = countDrawings(page);
    // Three modules deep, inside the closed one.
    await page.fill('#q', 'features_5_4_attn_qkv_weight');
    await page.keyboard.press('Enter');
    await drawn(page, `${svg}?expand=features.5.4.attn.qkv`);
    assert.equal(fetched.length, 1, `one render: ${fetched.join(' ')}`);
    assert.equal(param(page, 'collapse'), null);
    assert.equal(param(page, 'node'), 'features_5_4_attn_qkv_weight');
    assert.equal(await text(page, '#node-name'), 'features_5_4_attn_qkv_weight');
    assert.ok(await hasClass(page, 'n:features_5_4_attn_qkv_weight', 'selected'));
    assert.ok(await inView(page, 'n:features_5_4_attn_qkv_weight'));
    await shot(page, 'search-opens-modules');

    // Show in graph, from the panel of a node in a closed module.
    await openGraph(page,
        `?graph=${swin}&node=features_3_0_attn_proj_weight&collapse=features.3`,
        `${svg}?collapse=features.3`);
    assert.equal(await text(page, '#node-absent .text'),
        'Inside the closed module features.3.');
    fetched = countDrawings(page);
    await page.click('#node-show');
    await drawn(page, `${svg}?expand=features.3.0.attn.proj`);
    assert.equal(fetched.length, 1, `one render: ${fetched.join(' ')}`);
    assert.ok(await hasClass(page, 'n:features_3_0_attn_proj_weight', 'selected'));
    assert.ok(await inView(page, 'n:features_3_0_attn_proj_weight'));
    assert.ok(await page.isHidden('#node-absent'));

    // A big graph's overview (gpt48: 3,423 nodes in closed parts).
    const big = await upload('gpt48', fs.readFileSync(
        path.join(SRCDIR, 'tests/data/corpus/gpt48_makefx.fx.txt')));
    const { nodes } = (await api(`/api/graphs/${big}`)).json();
    const deep = nodes.find((n) => n.name === 'addmm_40');
    assert.ok(deep && deep.module, 'addmm_40 is in a part');
    await openGraph(page, `?graph=${big}`, `/graphs/${big}.svg`);
    assert.ok(await page.evaluate((m) =>
      !!document.getElementById(`m:${m}`), deep.module), `${deep.module} is closed`);
    fetched = countDrawings(page);
    await page.fill('#q', 'addmm_40');
    await page.keyboard.press('Enter');
    await drawn(page, `/graphs/${big}.svg?expand=${deep.module}`);
    assert.equal(fetched.length, 1, `one render: ${fetched.join(' ')}`);
    assert.ok(await hasClass(page, 'n:addmm_40', 'selected'));
    assert.ok(await inView(page, 'n:addmm_40'));
  });

test('a warning with a line shows that line\'s node', async (browser) => {
  // resnet18 with flatten's user count wrong: flatten is near the end,
  // far from where the drawing opens.
  const body = fs.readFileSync(path.join(SRCDIR, 'samples/resnet18.txt'), 'utf8')
      .replace('%flatten : [#users=1]', '%flatten : [#users=3]');
  const id = await upload('warned', body);
  const { nodes, warnings } = (await api(`/api/graphs/${id}`)).json();
  const flatten = nodes.find((n) => n.name === 'flatten');
  assert.equal(flatten.line, 70, 'the node JSON carries its line');
  assert.deepEqual(warnings,
      ['line 70: %flatten says it has 3 users, but 1 node uses it']);
  const page = await newPage(browser);
  await openGraph(page, `?graph=${id}`, `/graphs/${id}.svg`);
  assert.ok(!(await inView(page, 'n:flatten')), 'flatten starts out of view');
  await page.click('#warnings summary');
  await page.click('#warnings li button');
  assert.equal(await text(page, '#node-name'), 'flatten');
  assert.equal(param(page, 'node'), 'flatten');
  assert.ok(await hasClass(page, 'n:flatten', 'selected'));
  await untilInView(page, 'n:flatten');
  await shot(page, 'warning-shows-node');
  // A warning without a line stays text.
  const cut = await upload('cut short 2', 'graph():\n' +
      '    %x : [num_users=1] = placeholder[target=x]\n' +
      '    %neg : [num_users=1] = call_function[target=operator.neg](args = (%x,), kwargs = {})\n');
  await openGraph(page, `?graph=${cut}`, `/graphs/${cut}.svg`);
  await page.click('#warnings summary');
  const items = await page.locator('#warnings li').evaluateAll((lis) =>
    lis.map((li) => [li.textContent, !!li.querySelector('button')]));
  assert.ok(items.some(([t, b]) => /no 'return' line/.test(t) && !b),
      JSON.stringify(items));
});

// ---- comparing two graphs ------------------------------------------------

// resnet18 after a hand-made pass: bn1 removed (relu reads conv1), a neg
// added before maxpool, add_1's target changed.
function resnetPassed() {
  const s = fs.readFileSync(path.join(SRCDIR, 'samples/resnet18.txt'), 'utf8');
  const out = s
      .replace(/ {4}%bn1 : .*\n/, '')
      .replace('call_module[target=relu](args = (%bn1,)',
          'call_module[target=relu](args = (%conv1,)')
      .replace(/( {4}%maxpool : .*)\(%relu,\)/, '    %neg : [#users=1] = ' +
          'call_function[target=torch.neg](args = (%relu,), kwargs = {})\n' +
          '$1(%neg,)')
      .replace('target=operator.add](args = (%layer1_1_bn2',
          'target=torch.add](args = (%layer1_1_bn2');
  assert.notEqual(out, s);
  return out;
}

// The list of changes as [sign, name, what].
function changeList(page) {
  return page.locator('#changes li a').evaluateAll((as) => as.map((a) => [
    a.querySelector('.sign').textContent, a.querySelector('code').textContent,
    a.querySelector('.what').textContent]));
}

// The panel's before and after: {field: [before, after, changed]}.
function beforeAfter(page) {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll(
      '#node-diff tbody tr')].map((tr) => [tr.dataset.field, [
    tr.cells[1].textContent, tr.cells[2].textContent,
    tr.classList.contains('changed')]])));
}

test('Compare with… draws what changed; the list selects each change, ' +
  'the panel shows before and after; the URL keeps the pair',
async (browser) => {
  const after = await upload('resnet18%20passed', resnetPassed());
  const page = await newPage(browser);
  await openGraph(page, `?graph=${resnet}`, svgResnet);
  assert.ok(await page.isHidden('#changes'), 'one graph: no list of changes');
  const offered = await page.locator('#compare option').evaluateAll(
    (os) => os.map((o) => o.value));
  assert.ok(offered.includes(after), 'the picker offers the new graph');
  assert.ok(!offered.includes(resnet), 'and not the graph itself');
  await page.selectOption('#compare', after);
  const svgDiff = `/graphs/${resnet}/diff/${after}.svg`;
  await drawn(page, svgDiff);
  assert.equal(param(page, 'graph'), resnet);
  assert.equal(param(page, 'diff'), after);
  assert.equal(await text(page, '#title'), 'resnet18 \u2192 resnet18 passed');

  // The drawing carries the server's classes; the legend names them.
  assert.ok(await hasClass(page, 'n:bn1', 'diff-removed'));
  assert.ok(await hasClass(page, 'n:neg', 'diff-added'));
  assert.ok(await hasClass(page, 'n:add_1', 'diff-changed'));
  assert.ok(await hasClass(page, 'n:conv1', 'diff-same'));
  assert.ok(await page.isVisible('#legend-diff'));
  assert.deepEqual((await page.locator('#legend-diff .legend-item')
      .allTextContents()).map((t) => t.trim()), ['added', 'removed', 'changed']);

  // Exactly the nodes that are not the same, in the merged graph's order.
  assert.equal(await text(page, '#changes summary'),
      '3 changed, 1 added, 1 removed');
  const report = (await api(`/graphs/${resnet}/diff/${after}.json`)).json();
  const changed = report.nodes.filter((n) => n.class !== 'same')
      .map((n) => n.name);
  const list = await changeList(page);
  assert.deepEqual(list.map(([, name]) => name), changed);
  assert.deepEqual(list, [
    ['\u2212', 'bn1', 'removed'], ['~', 'relu', 'args'], ['+', 'neg', 'added'],
    ['~', 'maxpool', 'args'], ['~', 'add_1', 'target']]);

  // A change selects its node; the panel has before and after.
  await page.click('#changes a:has(code:text-is("add_1"))');
  await page.locator('#panel').waitFor();
  assert.equal(await text(page, '#node-name'), 'add_1');
  assert.equal(param(page, 'node'), 'add_1');
  assert.ok(await hasClass(page, 'n:add_1', 'selected'));
  await untilInView(page, 'n:add_1');  // brought into view
  assert.equal(await page.locator('#changes a[aria-current]').textContent(),
      '~add_1target');
  let ba = await beforeAfter(page);
  assert.deepEqual(Object.keys(ba),
      ['op', 'target', 'args', 'kwargs', 'module', 'shape']);
  assert.deepEqual(ba.target, ['operator.add', 'torch.add', true]);
  assert.deepEqual(ba.op, ['call_function', 'call_function', false]);
  assert.deepEqual(ba.args, ['(%layer1_1_bn2, %layer1_0_relu_1)',
    '(%layer1_1_bn2, %layer1_0_relu_1)', false]);
  assert.equal(await page.locator('#node-diff tr.changed').count(), 1);
  assert.equal(await text(page, '#node-diff .diff-class'),
      'changed Changed: target');
  assert.ok(await page.isHidden('#node-facts'));
  await shot(page, 'compare');

  await page.click('#changes a:has(code:text-is("bn1"))');
  assert.equal(await text(page, '#node-name'), 'bn1');
  assert.match(await text(page, '#node-diff .diff-class'),
      /^removed Removed: only in resnet18$/);
  ba = await beforeAfter(page);
  assert.deepEqual(ba.target, ['bn1', '\u2014', false]);
  await caughtUp(page);  // (bn1 is brought into view: a click waits for that)
  await clickDrawn(page, 'n:neg');
  assert.equal(await text(page, '#node-name'), 'neg');
  ba = await beforeAfter(page);
  assert.deepEqual(ba.target, ['\u2014', 'torch.neg', false]);

  // The URL holds the pair and the selection: a reload restores them.
  await page.reload();
  await drawn(page, svgDiff);
  assert.equal(await text(page, '#node-name'), 'neg');
  assert.ok(await hasClass(page, 'n:neg', 'selected'));
  assert.equal((await changeList(page)).length, 5);

  // A view option changes the comparison's drawing, and stays in the URL.
  await viewMenu(page);
  await page.selectOption('#rankdir', 'LR');
  await drawn(page, `${svgDiff}?rankdir=LR`);
  assert.equal(param(page, 'rankdir'), 'LR');
  assert.ok(await hasClass(page, 'n:bn1', 'diff-removed'));

  // Back to the graph: the graph alone, its panel as usual, the view kept.
  await page.click('#uncompare');
  await drawn(page, `${svgResnet}?rankdir=LR`);
  assert.equal(param(page, 'diff'), null);
  assert.equal(await text(page, '#title'), 'resnet18');
  assert.ok(await page.isHidden('#changes'));
  assert.ok(await page.isHidden('#legend-diff'));
  assert.ok(await page.isVisible('#compare'));
  assert.equal(await page.$('#fxviz .diff-same'), null, 'no diff classes');
  await clickDrawn(page, 'n:conv1');
  assert.equal(await fact(page, 'target'), 'conv1');
  // and Back in the history (past that selection) is the comparison again
  await page.goBack();
  await page.goBack();
  await drawn(page, `${svgDiff}?rankdir=LR`);
  assert.ok(await page.isVisible('#changes'));
});

test('the stages of one compile are offered first, each one click away',
  async (browser) => {
    // Another log that holds the same forward graph, first: that graph
    // keeps this log's name, and takes the next one as an alias.
    await api('/api/graphs?name=earlier%20log', { method: 'POST',
      body: fs.readFileSync(path.join(SRCDIR,
          'tests/data/logs/upload_two_good_one_bad.log'), 'utf8') });
    const log = fs.readFileSync(path.join(SRCDIR,
        'tests/data/logs/aot_graphs.log'), 'utf8');
    const r = (await api('/api/graphs?name=stages', { method: 'POST',
      body: log })).json();
    // (named after the first upload of these bytes: another test may
    // have sent them)
    const byName = Object.fromEntries(r.graphs.map((g) => [g.name, g.id]));
    const named = (part) => Object.keys(byName).find((n) => n.endsWith(part));
    const fwdName = named(': forward 0');
    const jointName = named(': joint 0');
    assert.ok(fwdName && jointName, JSON.stringify(Object.keys(byName)));
    const fwd = byName[fwdName];
    const joint = byName[jointName];
    assert.ok(!fwdName.startsWith('stages: '), `${fwdName}: named by the other log`);
    const page = await newPage(browser);
    await openGraph(page, `?graph=${fwd}`, `/graphs/${fwd}.svg`);
    // the picker: this compile's other stages first, then the rest
    const groups = await page.locator('#compare optgroup').evaluateAll((gs) =>
      gs.map((g) => [g.label, [...g.querySelectorAll('option')]
          .map((o) => o.textContent)]));
    assert.equal(groups[0][0], 'Stages of this compile');
    assert.deepEqual(groups[0][1].sort(), Object.keys(byName)
        .filter((n) => n !== fwdName).sort());
    assert.equal(groups[1][0], 'Other graphs');
    assert.ok(groups[1][1].includes('resnet18'));
    // a button per stage: one click compares
    const stage = page.locator('#stages button', { hasText: 'joint 0' });
    assert.equal(await stage.textContent(), '\u21c4 joint 0');
    await stage.click();
    await drawn(page, `/graphs/${fwd}/diff/${joint}.svg`);
    assert.equal(param(page, 'diff'), joint);
    assert.equal(await text(page, '#title'), `${fwdName} \u2192 ${jointName}`);
    const report = (await api(`/graphs/${fwd}/diff/${joint}.json`)).json();
    assert.deepEqual((await changeList(page)).map(([, n]) => n),
        report.nodes.filter((n) => n.class !== 'same').map((n) => n.name));
    assert.ok((await changeList(page)).length > 0);
    await shot(page, 'compare-stages');
  });

test('an unknown graph to compare with says so and offers the graph',
  async (browser) => {
    const page = await newPage(browser);
    await page.goto(`${BASE}/?graph=${resnet}&diff=nosuchgraph`);
    await page.locator('#view-error').waitFor();
    assert.match(await text(page, '#view-error .msg'),
        /^Cannot compare these graphs: /);
    await page.click('#view-error-whole');
    await drawn(page, svgResnet);
    assert.equal(param(page, 'diff'), null);
  });

// gpt's TORCH_TRACE (torch 2.14), uploaded once: the ids of its forward's
// post-grad graph (the same text as before_post_grad_graph) and output
// code, which carries the compile's provenance mapping.
let gptTrace = null;
async function gptKernels() {
  if (gptTrace)
    return gptTrace;
  const { execFileSync } = await import('node:child_process');
  const text = execFileSync('xz', ['-dc', path.join(SRCDIR, 'tests/data/' +
      'torch2/gpt/inductor/trace/dedicated_log_torch_trace_soou27q6.log.xz')],
  { maxBuffer: 64 << 20 });
  const r = await api('/api/graphs?name=gpt-trace', { method: 'POST',
    body: text });
  assert.ok(r.status === 201 || r.status === 200, r.text);
  const part = (name) => r.json().graphs.find((g) => g.part === name).id;
  gptTrace = { post: part('[0/0] before_post_grad_graph'),
    code: part('[0/0] inductor_output_code') };
  return gptTrace;
}

test('a post-grad node names its kernels; clicking one highlights its ' +
    'nodes; the drawing can be coloured by kernel', async (browser) => {
  const { post, code } = await gptKernels();
  const page = await newPage(browser);
  await openGraph(page, `?graph=${post}&code=${code}&node=iota`,
      `/graphs/${post}.svg`);
  await page.locator('#panel').waitFor();
  const first = 'cpp_fused_add_arange_embedding_native_layer_norm_0';
  assert.equal(await fact(page, 'kernels'), first);
  // embedding is recomputed by four kernels: each named
  await clickDrawn(page, 'n:embedding');
  assert.equal(await text(page, '#node-name'), 'embedding');
  assert.equal(await page.locator('#node-facts button[data-kernel]').count(), 4);
  await page.locator(`#node-facts button[data-kernel="${first}"]`).click();
  for (const n of ['iota', 'embedding', 'embedding_1', 'add', 'var_mean',
    'add_1', 'rsqrt', 'sub', 'mul', 'mul_1', 'add_2'])
    assert.ok(await hasClass(page, `n:${n}`, 'kernel-hit'), `${n} is hit`);
  assert.ok(!(await hasClass(page, 'n:addmm', 'kernel-hit')));
  assert.ok(!(await hasClass(page, 'n:view', 'kernel-hit')));
  assert.equal(await page.locator(`#node-facts button[data-kernel="${first}"]`)
      .getAttribute('aria-pressed'), 'true');
  await shot(page, 'kernel-highlight');
  // a view is computed by no kernel
  await openGraph(page, `?graph=${post}&code=${code}&node=view`,
      `/graphs/${post}.svg`);
  assert.equal(await text(page, '#node-name'), 'view');
  assert.match(await fact(page, 'kernels'), /^none/);

  // coloured by kernel: the server's drawing, a fill per kernel
  await viewMenu(page);
  await page.locator('#kernel-color').check();
  await drawn(page, `/graphs/${post}.svg?color=kernel&code=${code}`);
  assert.equal(param(page, 'color'), 'kernel');
  assert.equal(await page.evaluate(() => document.getElementById('n:iota')
      .getAttribute('data-kernels')), first);
  const fills = await page.evaluate(() => ['n:iota', 'n:addmm', 'n:view']
      .map((i) => document.getElementById(i).querySelector('path')
      .getAttribute('fill')));
  assert.notEqual(fills[0], fills[1]);
  assert.equal(fills[2], '#ffffff');
  // the legend names the kernels by their colours, as the drawing's
  // does, and the nodes of none; the ops' colours are not drawn
  const legend = await page.evaluate(() => {
    const box = document.getElementById('legend-scale');
    return { shown: !box.hidden, title: box.querySelector('.scale-title').textContent,
      steps: [...box.querySelectorAll('.scale-step')].map((s) => [s.textContent,
        s.querySelector('.swatch').style.background]) };
  });
  const hex = (c) => `#${c.match(/\d+/g).map((x) => Number(x).toString(16)
      .padStart(2, '0')).join('')}`;
  assert.ok(legend.shown);
  assert.equal(legend.title, 'kernel (a colour each, in launch order)');
  assert.equal(legend.steps[0][0], first);
  assert.equal(hex(legend.steps[0][1]), fills[0]);
  assert.deepEqual(legend.steps.at(-1).map((x, k) => (k ? hex(x) : x)),
      ['in no kernel', '#ffffff']);
  assert.ok(await hasClassSel(page, '#legend', 'by-value'));
  await shot(page, 'kernel-colours');
});

test('a kernel launch of the output code lists its post-grad nodes',
  async (browser) => {
    const { post, code } = await gptKernels();
    const page = await newPage(browser);
    await openGraph(page, `?graph=${code}&post=${post}&node=addmm`,
        `/graphs/${code}.svg`);
    await page.locator('#panel').waitFor();
    assert.equal(await fact(page, 'kernel'), 'extern_kernels.addmm:2');
    assert.equal(await fact(page, 'post-grad nodes'), 'addmm');
    await openGraph(page, `?graph=${code}&post=${post}` +
        '&node=cpp_fused_gelu_view_2', `/graphs/${code}.svg`);
    assert.equal(await fact(page, 'kernel'), 'cpp_fused_gelu_view_2:7');
    assert.equal(await fact(page, 'post-grad nodes'),
        'view_9, mul_4, mul_5, erf, add_6, mul_6');
    const href = await page.locator('#node-facts a[data-post-node="erf"]')
        .getAttribute('href');
    assert.equal(href, `/?graph=${post}&node=erf&color=kernel&code=${code}`);
    await page.locator('#node-facts a[data-post-node="erf"]').click();
    await drawn(page, `/graphs/${post}.svg?color=kernel&code=${code}`);
    assert.equal(await text(page, '#node-name'), 'erf');
    assert.equal(await fact(page, 'kernels'), 'cpp_fused_gelu_view_2:7');
  });

// ---- overlays: numbers per node (issue 25) ---------------------------------

test('a graph with overlays: each node\'s values, rank and share in the ' +
    'panel, the drawing coloured by one, its top list selecting nodes',
async (browser) => {
  // resnet18 saved by the exporter with the FLOPs, bytes and parameter
  // bytes torch 2 measured (tests/data/overlays/make.py)
  const json = fs.readFileSync(path.join(SRCDIR,
      'tests/data/overlays/resnet18.json'), 'utf8');
  const doc = JSON.parse(json);
  const flops = doc.overlays.find((o) => o.name === 'flops').values;
  const total = Object.values(flops).reduce((a, b) => a + b, 0);
  const order = Object.keys(flops).sort((a, b) => flops[b] - flops[a]);
  const id = await upload('resnet18-overlays', json);
  const page = await newPage(browser);
  await openGraph(page, `?graph=${id}&node=conv1`, `/graphs/${id}.svg`);
  await page.locator('#panel').waitFor();
  const share = (100 * flops.conv1 / total).toPrecision(3);
  assert.equal(await fact(page, 'flops'), `${(flops.conv1 / 1e6).toPrecision(3)} ` +
      `MFLOP \u00b7 ${order.indexOf('conv1') + 1}${['th', 'st', 'nd', 'rd'][
        order.indexOf('conv1') + 1] || 'th'} most flops of ${order.length}, ` +
      `${Number(share)}%`);
  assert.equal(await fact(page, 'bytes'), `${(64 * 112 * 112 * 4 / 1e6)
      .toPrecision(3)} MB \u00b7 ${await rankIn(doc, 'bytes', 'conv1')}`);
  await openGraph(page, `?graph=${id}&node=relu`, `/graphs/${id}.svg`);
  assert.equal(await fact(page, 'flops'), 'no value');
  // coloured by flops: the server's drawing, each value on its node
  await viewMenu(page);
  await page.locator('#overlay-color').selectOption('flops');
  await drawn(page, `/graphs/${id}.svg?color=flops`);
  assert.equal(param(page, 'color'), 'flops');
  const values = await page.evaluate(() => Object.fromEntries(
      [...document.querySelectorAll('#canvas g[data-value]')]
          .filter((g) => g.id.startsWith('n:'))
          .map((g) => [g.id.slice(2), Number(g.getAttribute('data-value'))])));
  assert.deepEqual(values, flops);
  const fill = (i) => page.evaluate((x) => document.getElementById(x)
      .querySelector('path, polygon').getAttribute('fill'), i);
  assert.notEqual(await fill(`n:${order[0]}`), await fill(`n:${order.at(-1)}`));
  assert.equal(await fill('n:relu'), '#f4f4f4');
  // the legend: the scale as the server drew it, least to most, its
  // ends the colours of the least and the most costly nodes; the ops
  // without the colours the drawing no longer has
  const scale = () => page.evaluate(() => {
    const box = document.getElementById('legend-scale');
    return { shown: !box.hidden, title: box.querySelector('.scale-title')?.textContent,
      steps: [...box.querySelectorAll('.scale-step')].map((s) => [s.textContent,
        getComputedStyle(s.querySelector('.swatch')).backgroundColor]),
      total: box.querySelector('.scale-total')?.textContent,
      opSwatch: getComputedStyle(document.querySelector(
          '#legend-items .swatch')).display };
  });
  const mf = (v) => `${Number((v / 1e6).toPrecision(3))} MFLOP`;
  const rgb = (hex) => `rgb(${[1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16))
      .join(', ')})`;
  const sc = await scale();
  assert.ok(sc.shown);
  assert.equal(sc.title, 'flops (FLOP)');
  assert.equal(sc.steps.length, 6);
  assert.equal(sc.steps[0][0], mf(flops[order.at(-1)]));
  assert.equal(sc.steps[4][0], mf(flops[order[0]]));
  assert.deepEqual(sc.steps[5], ['no value', rgb('#f4f4f4')]);
  assert.equal(sc.steps[0][1], rgb(await fill(`n:${order.at(-1)}`)));
  assert.equal(sc.steps[4][1], rgb(await fill(`n:${order[0]}`)));
  assert.equal(sc.total, `total ${Number((total / 1e9).toPrecision(3))} GFLOP in ` +
      `${order.length} nodes`);
  assert.equal(sc.opSwatch, 'none');
  await shot(page, 'overlay-flops');
  // the top list: the ten that cost most, greatest first; each selects
  assert.equal(await text(page, '#overlay-top-h'), 'Top 10 by flops');
  const legendShot = await page.locator('#legend').screenshot();
  fs.writeFileSync(path.join(OUT, 'overlay-legend.png'), legendShot);
  await page.locator('#overlay-top summary').click();
  const names = await page.locator('#overlay-top-list a').allTextContents();
  assert.deepEqual(names, order.slice(0, 10));
  await page.locator('#overlay-top-list a').nth(2).click();
  await page.waitForFunction((n) => document.getElementById('node-name')
      .textContent === n, order[2]);
  assert.equal(param(page, 'node'), order[2]);
  // the address says it all: opened again, coloured the same
  const again = await newPage(browser);
  await openGraph(again, new URL(page.url()).search, `/graphs/${id}.svg?color=flops`);
  assert.equal(await again.locator('#overlay-color').inputValue(), 'flops');
  // a graph without overlays offers none
  await openGraph(page, `?graph=${await graphId('resnet18')}`,
      `/graphs/${await graphId('resnet18')}.svg`);
  assert.ok(await page.locator('#overlay-tools').isHidden());
});

test('two graphs with overlays compared: coloured by how each value changed',
async (browser) => {
  // resnet18's FLOPs, and its batch norms fused at a smaller input
  const read = (f) => fs.readFileSync(path.join(SRCDIR,
      `tests/data/overlays/${f}`), 'utf8');
  const [ja, jb] = [read('resnet18.before.json'), read('resnet18.fused.json')];
  const fa = JSON.parse(ja).overlays[0].values;
  const fb = JSON.parse(jb).overlays[0].values;
  const a = await upload('resnet18-before', ja);
  const b = await upload('resnet18-fused', jb);
  const page = await newPage(browser);
  const svg = `/graphs/${a}/diff/${b}.svg?color=flops`;
  await openGraph(page, `?graph=${a}&diff=${b}&color=flops`, svg);
  // the choice names flops once, not a's flops.before
  await viewMenu(page);
  assert.deepEqual(await page.locator('#overlay-color option').allTextContents(),
      ['op', 'flops (FLOP)']);
  assert.equal(await page.locator('#overlay-color').inputValue(), 'flops');
  const conv1 = await page.evaluate(() => {
    const g = document.getElementById('n:conv1');
    return [Number(g.getAttribute('data-before')),
      Number(g.getAttribute('data-value'))];
  });
  assert.deepEqual(conv1, [fa.conv1, fb.conv1]);
  assert.ok(conv1[1] < conv1[0]);
  // less is blue: more of blue than of red in conv1's fill
  const fill = await page.evaluate(() => document.getElementById('n:conv1')
      .querySelector('path, polygon').getAttribute('fill'));
  const [r, , bl] = [1, 3, 5].map((k) => parseInt(fill.slice(k, k + 2), 16));
  assert.ok(bl > r, fill);
  // the legend: the scale of change, and the totals before and after
  const scale = await page.evaluate(() => {
    const box = document.getElementById('legend-scale');
    return [!box.hidden, box.querySelector('.scale-title').textContent,
      box.querySelector('.scale-total').textContent];
  });
  const sum = (o) => Object.values(o).reduce((x, y) => x + y, 0);
  const g = (v) => `${Number((v / 1e9).toPrecision(3))} GFLOP`;
  assert.deepEqual(scale, [true, 'flops change (FLOP)', `total ${g(sum(fa))} \u2192 ` +
      `${g(sum(fb))} (-${Number((100 * (1 - sum(fb) / sum(fa))).toPrecision(3))}%)`]);
  await shot(page, 'overlay-compared');
  // conv1 selected: the panel says its FLOPs before and after, and its
  // rank after
  await clickDrawn(page, 'n:conv1');
  await page.locator('#node-diff .overlay-change').waitFor();
  const m = (v) => `${(v / 1e6).toPrecision(3)} MFLOP`;
  const drop = Number((100 * (fa.conv1 - fb.conv1) / fa.conv1).toPrecision(3));
  const after = Object.values(fb).filter((v) => v > fb.conv1).length + 1;
  assert.equal(await text(page, '#node-diff .overlay-change[data-overlay="flops"]'),
      `${m(fa.conv1)} \u2192 ${m(fb.conv1)} (-${drop}%) \u00b7 after: ` +
      `${after}${['th', 'st', 'nd', 'rd'][after] || 'th'} most flops of ` +
      `${Object.keys(fb).length}`);
  await shot(page, 'overlay-compared-panel');
  // back to op colours: the plain comparison
  await viewMenu(page);
  await page.locator('#overlay-color').selectOption('op');
  await drawn(page, `/graphs/${a}/diff/${b}.svg`);
  assert.equal(param(page, 'color'), null);
  assert.ok(await page.locator('#legend-scale').isHidden());
  assert.ok(!(await hasClassSel(page, '#legend', 'by-value')));
});

// "Nth most NAME of K, S%" for node of overlay name in doc, as the panel
// says it after the value.
async function rankIn(doc, name, node) {
  const v = doc.overlays.find((o) => o.name === name).values;
  const order = Object.keys(v).sort((a, b) => v[b] - v[a]);
  const above = order.filter((k) => v[k] > v[node]).length + 1;
  const total = Object.values(v).reduce((a, b) => a + b, 0);
  const th = above % 100 >= 11 && above % 100 <= 13 ? 'th' :
    ['th', 'st', 'nd', 'rd'][above % 10] || 'th';
  return `${above}${th} most ${name} of ${order.length}, ` +
    `${Number((100 * v[node] / total).toPrecision(3))}%`;
}

// ---- a first view nothing covers (issue 23) -------------------------------

// Opens a graph's first view at a window size: drawn, settled.
async function firstView(page, id, query = '') {
  const svg = `/graphs/${id}.svg${query ? `?${query}` : ''}`;
  await page.goto(`${BASE}/?graph=${id}${query ? `&${query}` : ''}`);
  await page.waitForFunction((u) => {
    const c = document.getElementById('canvas');
    return c.dataset.drawn === u && document.getElementById('busy').hidden;
  }, svg, { timeout: 60000 });
  await settled(page);
  await settled(page);
}

// What a reader reads in the graph area, as laid out on screen (the part
// inside the area): each node's, far-input box's and closed module's box,
// and each frame's name (the drawing's own, or its copy kept in view).
function readBoxes(page) {
  return page.evaluate(() => {
    const c = document.getElementById('canvas').getBoundingClientRect();
    const out = [];
    for (const e of document.querySelectorAll('#stage g.node, ' +
        '#stage g.cluster > text, #frame-labels .frame-label')) {
      const r = e.getBoundingClientRect();
      const box = { what: e.id || e.textContent, x: Math.max(r.left, c.left),
        y: Math.max(r.top, c.top), r: Math.min(r.right, c.right),
        b: Math.min(r.bottom, c.bottom), h: r.height };
      if (r.width > 0 && e.checkVisibility() && box.x < box.r && box.y < box.b)
        out.push(box);
    }
    return out;
  });
}

function boxOfSel(page, sel) {
  return page.evaluate((s) => {
    const e = document.querySelector(s);
    if (!e || !e.checkVisibility())
      return null;
    const r = e.getBoundingClientRect();
    return r.width > 0 ? { x: r.left, y: r.top, r: r.right, b: r.bottom } : null;
  }, sel);
}

const overlaps = (a, b) => a.x < b.r && b.x < a.r && a.y < b.b && b.y < a.b;

test('a first view: the legend and the minimap cover no node and no ' +
  'frame\'s name; they fold, or the view makes room', async (browser) => {
  const ids = {
    resnet18: resnet,
    swin_t: await graphId('swin_t'),
    resnet50: await upload('resnet50', fs.readFileSync(
        path.join(SRCDIR, 'tests/data/torchvision/resnet50.fx.txt'))),
    inception_v3: await upload('inception_v3', fs.readFileSync(
        path.join(SRCDIR, 'tests/data/views/inception_v3.fx.txt'))),
    swin_dynamo: await upload('swin_t%20dynamo', fs.readFileSync(
        path.join(SRCDIR, 'tests/data/torch2/swin_t/dump/01_dynamo.fx.txt'))),
  };
  for (const [width, height] of [[1280, 800], [1000, 700]]) {
    const page = await newPage(browser, { viewport: { width, height } });
    for (const [name, id] of Object.entries(ids)) {
      await firstView(page, id);
      const read = await readBoxes(page);
      assert.ok(read.length >= 5, `${name}: boxes in view (${read.length})`);
      const legend = await boxOfSel(page, '#legend');
      const map = await boxOfSel(page, '#minimap');
      assert.ok(legend, `${name}: the legend is there, open or folded`);
      for (const [what, over] of [['legend', legend], ['minimap', map]]) {
        const hit = over && read.find((b) => overlaps(b, over));
        assert.ok(!hit, `${name} at ${width}x${height}: the ${what} covers ` +
            `${hit && hit.what}`);
      }
      const open = await page.evaluate(() => document.getElementById('legend').open);
      const folded = await page.isVisible('#map-toggle') && !map;
      console.log(`# ${name} ${width}x${height}: legend ${open ? 'open' : 'folded'}, ` +
          `minimap ${map ? 'shown' : folded ? 'folded' : 'none'}`);
      await shot(page, `first-view-${name}-${width}`);
    }
    // A folded minimap opens from its button, and folds again.
    await firstView(page, ids.swin_dynamo);
    if (await page.isVisible('#map-toggle') && await page.isHidden('#minimap')) {
      await page.click('#map-toggle');
      assert.ok(await page.isVisible('#minimap'), 'Map shows the minimap');
      await page.click('#map-toggle');
      assert.ok(await page.isHidden('#minimap'), 'and folds it');
    }
  }
});

test('at 1000x700 the toolbar is one row, and every control in it or in ' +
  'its View menu is reachable', async (browser) => {
  const page = await newPage(browser, { viewport: { width: 1000, height: 700 } });
  await openGraph(page, `?graph=${resnet}`, svgResnet);
  const bar = await boxOfSel(page, '.toolbar');
  console.log(`# the toolbar at 1000x700: ${bar.b - bar.y} px high`);
  assert.ok(bar.b - bar.y <= 50, `one row (${bar.b - bar.y} px)`);
  // (each control, visible and not under another element where it is)
  const reachable = () => page.evaluate(() => {
    const out = [];
    for (const e of document.querySelectorAll('.toolbar :is(input, select, button)')) {
      if (e.closest('[hidden]'))
        continue;  // not offered for this graph (a kernel's colouring)
      const r = e.getBoundingClientRect();
      const shown = e.checkVisibility() && r.width > 0;
      const top = shown && document.elementFromPoint(r.left + r.width / 2,
          r.top + r.height / 2);
      out.push({ id: e.id || e.textContent, shown, inside: r.right <= innerWidth &&
        r.bottom <= innerHeight, own: !!top && (top === e || e.contains(top)) });
    }
    return out;
  });
  const row = await reachable();
  const folded = row.filter((c) => !c.shown).map((c) => c.id);
  for (const c of row.filter((x) => x.shown))
    assert.ok(c.inside && c.own, `${c.id} is reachable in the row`);
  assert.ok(folded.includes('rankdir') && folded.includes('focus'),
      `the view options are in the menu: ${folded}`);
  await page.click('#more');
  assert.equal(await page.getAttribute('#more', 'aria-expanded'), 'true');
  const menu = await reachable();
  for (const id of folded) {
    const c = menu.find((x) => x.id === id);
    assert.ok(c && c.shown && c.inside && c.own, `${id} is reachable in the menu`);
  }
  await shot(page, 'toolbar-menu-1000');
  // a choice there draws the view; Escape, or a press elsewhere, closes it
  await page.selectOption('#rankdir', 'LR');
  await drawn(page, `${svgResnet}?rankdir=LR`);
  await page.keyboard.press('Escape');
  assert.ok(await page.isHidden('#view-options'), 'Escape closes the menu');
  await page.click('#more');
  await page.mouse.click(500, 600);
  assert.ok(await page.isHidden('#view-options'), 'a press elsewhere closes it');
});

test('swin_t opens at its main chain, with its frames\' names, readable',
  async (browser) => {
    const swin = await graphId('swin_t');
    const dynamo = await upload('swin_t%20dynamo', fs.readFileSync(
        path.join(SRCDIR, 'tests/data/torch2/swin_t/dump/01_dynamo.fx.txt')));
    // (graph, the main chain's first nodes, the frames they are in)
    const cases = [
      [swin, ['features_0_0', 'permute', 'features_0_2', 'features_1_0_norm1'],
        ['features', 'features.0', 'features.1', 'features.1.0']],
      [dynamo, ['l_x_', 'input_1', 'input_2', 'input_3', 'layer_norm_1'], []],
    ];
    for (const [width, height] of [[1280, 800], [1000, 700]]) {
      const page = await newPage(browser, { viewport: { width, height } });
      for (const [id, chain, frames] of cases) {
        await firstView(page, id);
        const read = await readBoxes(page);
        for (const name of chain) {
          assert.ok(await inView(page, `n:${name}`), `${name} in view at ${width}`);
          const h = await page.evaluate((i) => document.getElementById(i)
              .querySelector('text').getBoundingClientRect().height, `n:${name}`);
          assert.ok(h >= 11, `${name}'s name ${h.toFixed(1)} px high`);
        }
        for (const path of frames) {
          const name = read.find((b) => b.what === path &&
              b.h >= 11 && b.r - b.x >= 0.9 * (b.r - b.x));
          const copy = await page.evaluate((p) => [...document.querySelectorAll(
              '#frame-labels .frame-label')].some((e) => e.dataset.path === p &&
              e.checkVisibility() && e.getBoundingClientRect().height >= 11), path);
          const own = await page.evaluate((p) => {
            const t = document.getElementById(`c:${p}`).querySelector('text');
            const r = t.getBoundingClientRect();
            const c = document.getElementById('canvas').getBoundingClientRect();
            return r.left >= c.left && r.right <= c.right && r.top >= c.top &&
                r.bottom <= c.bottom && r.height >= 11;
          }, path);
          assert.ok(name && (own || copy), `${path}'s name is in view at ${width}`);
        }
        await shot(page, `first-swin-${id === swin ? 'fx' : 'dynamo'}-${width}`);
      }
    }
    // A name kept in view closes its module, as the name itself does.
    const page = await newPage(browser);
    await firstView(page, swin);
    await page.locator('#frame-labels .frame-label[data-path="features.1.0"]').click();
    await page.waitForFunction(() => /collapse=features\.1\.0/.test(
        document.getElementById('canvas').dataset.drawn || ''));
  });

// Waits until the view has not moved for two looks 100 ms apart.
async function stillView(page) {
  let last = '';
  for (let i = 0, same = 0; i < 40 && same < 2; i++) {
    await page.waitForTimeout(100);
    const now = JSON.stringify(await viewOf(page));
    same = now === last ? same + 1 : 0;
    last = now;
  }
}

test('a step of the keyboard centres its node in what the panel leaves',
  async (browser) => {
    // (the moves animate unless motion is reduced: the same end, sooner)
    for (const [width, height] of [[1000, 700], [650, 700]]) {
      const page = await newPage(browser, { viewport: { width, height },
        reducedMotion: 'reduce' });
      await openGraph(page, `?graph=${resnet}`, svgResnet);
      await page.focus('#canvas');
      await page.keyboard.press('Tab');
      for (const key of ['Enter', 'ArrowDown', 'ArrowDown', 'ArrowDown',
        'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowDown']) {
        await page.keyboard.press(key);
        await stillView(page);
        const at = await page.evaluate(() => {
          const a = document.activeElement.getBoundingClientRect();
          const c = document.getElementById('canvas').getBoundingClientRect();
          const p = document.getElementById('panel').getBoundingClientRect();
          // the area the panel leaves: left of it, or above it (a sheet)
          const right = Math.min(c.right, p.left > c.left ? p.left : c.right);
          const bottom = Math.min(c.bottom, p.top > c.top ? p.top : c.bottom);
          return { id: document.activeElement.id,
            dx: a.left + a.width / 2 - (c.left + right) / 2,
            dy: a.top + a.height / 2 - (c.top + bottom) / 2 };
        });
        assert.ok(Math.abs(at.dx) < 20 && Math.abs(at.dy) < 20,
            `${at.id} at ${width}: ${at.dx.toFixed(0)}, ${at.dy.toFixed(0)} ` +
            'px off the middle of the area the panel leaves');
      }
      await shot(page, `keyboard-centre-${width}`);
    }
  });

test('a long stack trace wraps in the panel, its file name in view',
  async (browser) => {
    const id = await upload('gpt%20dynamo%20readable', fs.readFileSync(
        path.join(SRCDIR, 'tests/data/torch2/gpt/dump/01_dynamo.readable.py')));
    const page = await newPage(browser, { viewport: { width: 1000, height: 700 } });
    await openGraph(page, `?graph=${id}&node=embedding`, `/graphs/${id}.svg`);
    const trace = page.locator('#node-facts pre.trace');
    await trace.waitFor();
    const m = await trace.evaluate((pre) => {
      const text = pre.textContent;
      const at = text.indexOf('make_corpus.py');
      const range = document.createRange();
      range.setStart(pre.firstChild, at);
      range.setEnd(pre.firstChild, at + 'make_corpus.py'.length);
      const f = range.getBoundingClientRect();
      const p = pre.getBoundingClientRect();
      return { text, at, scroll: pre.scrollWidth - pre.clientWidth,
        inside: f.width > 0 && f.left >= p.left && f.right <= p.right &&
          f.right <= innerWidth };
    });
    assert.ok(m.at > 0, `a trace with a file: ${m.text}`);
    assert.ok(m.scroll <= 1, `no sideways overflow (${m.scroll} px)`);
    assert.ok(m.inside, 'the file name is in view');
    await shot(page, 'panel-trace');
  });

test('the start page uses the window: whole names, the list above the fold',
  async (browser) => {
    await upload('swin_export%3A%20exported%20program%20of%20a%20long%20name',
        tiny('longname'));
    for (const [width, height] of [[1000, 700], [1600, 900]]) {
      const page = await newPage(browser, { viewport: { width, height } });
      await page.goto(`${BASE}/`);
      await page.locator('#graphs tbody tr').first().waitFor();
      const m = await page.evaluate(() => {
        const table = document.getElementById('graphs').getBoundingClientRect();
        // (the first list's first row: the runs', when there are runs)
        const row = [...document.querySelectorAll('.start table.graphs tbody tr')]
            .map((tr) => tr.getBoundingClientRect()).find((r) => r.height > 0);
        // a line break inside a name between two letters or digits
        const broken = [];
        for (const a of document.querySelectorAll('#graphs td.name > a')) {
          const t = a.firstChild;
          const r = document.createRange();
          let top = null;
          for (let i = 0; t && i < t.length; i++) {
            r.setStart(t, i);
            r.setEnd(t, i + 1);
            const y = r.getBoundingClientRect().top;
            if (top !== null && y > top + 2 && /\w/.test(t.data[i]) &&
                /\w/.test(t.data[i - 1]))
              broken.push(t.data);
            top = y;
          }
        }
        return { rowTop: row.top, rowBottom: row.bottom, width: table.width,
          broken, scroll: document.documentElement.scrollWidth - innerWidth };
      });
      console.log(`# the start page at ${width}x${height}: the list's first row ` +
          `at ${m.rowTop.toFixed(0)}-${m.rowBottom.toFixed(0)} px, ` +
          `${m.width.toFixed(0)} px wide`);
      assert.ok(m.rowTop + 30 <= height, `the list starts above the fold at ${width}`);
      assert.deepEqual(m.broken, [], `no name broken mid-word at ${width}`);
      assert.ok(m.scroll <= 0, 'no sideways scroll');
      if (width >= 1600)
        assert.ok(m.width >= 0.6 * width, `the list is wide (${m.width} px)`);
      await shot(page, `start-${width}`);
    }
  });

// CIE76 colour difference of two 'rgb(r, g, b)' or '#rrggbb' colours.
function deltaE(a, b) {
  const lab = (c) => {
    const v = c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) :
      c.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
    const [r, g, bl] = v.map((x) => {
      const s = x / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const x = f((0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047);
    const y = f(0.2126 * r + 0.7152 * g + 0.0722 * bl);
    const z = f((0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
  };
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

test('a comparison opens at its first change, drawn in a colour no op has',
  async (browser) => {
    const text50 = fs.readFileSync(path.join(SRCDIR,
        'tests/data/torchvision/resnet50.fx.txt'), 'utf8');
    const at = text50.lastIndexOf('target=operator.add]');
    const late = `${text50.slice(0, at)}target=torch.add]` +
        text50.slice(at + 'target=operator.add]'.length);
    const a = await upload('resnet50', text50);
    const b = await upload('resnet50%20last%20add', late);
    const page = await newPage(browser, { viewport: { width: 1000, height: 700 } });
    await openGraph(page, `?graph=${a}&diff=${b}`, `/graphs/${a}/diff/${b}.svg`);
    await settled(page);
    assert.ok(await inView(page, 'n:add_15'), 'the change is in view');
    assert.ok(await page.isHidden('#panel'), 'and not selected');
    const { ops } = (await api('/api/config')).json();
    const fills = await page.evaluate(() => {
      const g = document.getElementById('n:add_15');
      const swatch = document.querySelector('#legend-diff .diff-changed');
      return { node: getComputedStyle(g.querySelector('path')).fill,
        swatch: getComputedStyle(swatch).backgroundColor };
    });
    for (const [what, colour] of Object.entries(fills)) {
      for (const op of ops) {
        const d = deltaE(colour, op.fill);
        assert.ok(d >= 40, `the ${what}'s changed ${colour} is ${d.toFixed(1)} ` +
            `from ${op.name}'s ${op.fill}`);
      }
    }
    const nearest = Math.min(...ops.map((op) => deltaE(fills.node, op.fill)));
    console.log(`# changed ${fills.node}: ΔE ${nearest.toFixed(1)} from the ` +
        'nearest op colour');
    await shot(page, 'compare-first-change');
  });

// a run's page (run_tests.mjs)
addRunTests(test, { BASE, SRCDIR, BIN: process.env.FXVIZ_BIN ||
  path.join(SRCDIR, 'fxviz'), api, newPage, drawn, text, param, shot,
clickDrawn, hasClass, cache: {} });

// ---- running -------------------------------------------------------------

const browser = await chromium.launch(LAUNCH);
let passed = 0;
let failed = 0;
try {
  resnet = await graphId('resnet18');
  svgResnet = `/graphs/${resnet}.svg`;
  // FXVIZ_TESTS: only the tests whose names it finds (a regular expression)
  const only = process.env.FXVIZ_TESTS ? new RegExp(process.env.FXVIZ_TESTS) : null;
  for (const t of tests.filter((x) => !only || only.test(x.name))) {
    const t0 = Date.now();
    opened = [];
    try {
      await t.fn(browser);
      const problems = opened.flatMap((p) => p.problems);
      if (problems.length)
        throw new Error(problems.join('; '));
      passed++;
      console.log(`ok ${passed + failed} - ${t.name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed++;
      const where = String(e.stack || e).split('\n').slice(0, 6).join('\n  ');
      console.log(`not ok ${passed + failed} - ${t.name}\n  ${where}`);
      for (const p of opened)
        await p.screenshot({ path: path.join(OUT, `failed-${passed + failed}.png`) })
            .catch(() => {});
    }
    for (const p of opened)
      await p.context().close().catch(() => {});
  }
} finally {
  await browser.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
