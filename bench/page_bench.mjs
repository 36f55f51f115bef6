// page_bench: how soon the web page shows a big graph with every node
// open, and how fluid pan and zoom are on it, in Debian's chromium
// (software raster, as headless runs it). Run by bench/bench.py, which
// starts the daemon, uploads the graph and sets FXVIZ_URL and
// FXVIZ_GRAPH. Prints one JSON line: the time to the first view (open_s)
// and until every element is in the document (complete_s; the same on a
// page that has everything in before it shows), a drag right after the
// first view, the time to select the output node by a search, then frame
// intervals per case, at the opening scale and with the whole graph
// fitted, once all of it is in.
import { chromium } from 'playwright-core';

const BASE = process.env.FXVIZ_URL;
const ID = process.env.FXVIZ_GRAPH;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run',
    '--disable-quic'],
});
const page = await (await browser.newContext({
  viewport: { width: 1280, height: 800 } })).newPage();
const svg = `/graphs/${ID}.svg?expand=*`;
// A browser just launched keeps starting for about half a second after
// its first page is there (on 2 cores, one to two and a half cores of
// its processes), and that work took cores from the server's render:
// the clock starts with the browser idle, as when one opens a link.
await page.goto('about:blank');
await page.waitForTimeout(1000);
// FXVIZ_RTT=MS: every request and answer MS ms late, as over a link of
// that round trip (the page's scripts come in turn, a round trip each).
if (process.env.FXVIZ_RTT) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false,
    latency: Number(process.env.FXVIZ_RTT), downloadThroughput: -1,
    uploadThroughput: -1 });
}
const t0 = Date.now();
await page.goto(`${BASE}/?graph=${ID}&expand=*`);
await page.waitForFunction((u) => {
  const c = document.getElementById('canvas');
  return c.dataset.drawn === u && document.getElementById('busy').hidden;
}, svg, { timeout: 180000 });
const load = (Date.now() - t0) / 1000;
// FXVIZ_OPEN_ONLY=1: that alone
if (process.env.FXVIZ_OPEN_ONLY) {
  console.log(JSON.stringify({ open_s: load }));
  await browser.close();
  process.exit(0);
}
const deferred = await page.evaluate(() =>
  document.getElementById('canvas').dataset.complete !== undefined);

// Frame intervals while one input arrives per frame.
async function frames(step, n) {
  await page.evaluate(() => {
    window.frames = [];
    const tick = (t) => {
      window.frames.push(t);
      if (!window.stopFrames)
        requestAnimationFrame(tick);
    };
    window.stopFrames = false;
    requestAnimationFrame(tick);
  });
  for (let i = 0; i < n; i++)
    await step(i);
  const t = await page.evaluate(() => {
    window.stopFrames = true;
    return window.frames;
  });
  const d = [];
  for (let i = 1; i < t.length; i++)
    d.push(t[i] - t[i - 1]);
  d.sort((a, b) => a - b);
  return { median: d[Math.floor(d.length / 2)],
    p95: d[Math.floor(d.length * 0.95)], worst: d[d.length - 1] };
}

const box = await page.locator('#canvas').boundingBox();
const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
const drag = async (n, dy) => {
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  const r = await frames((i) => page.mouse.move(cx + (i % 40) * 6,
    cy + (i % 40) * dy), n);
  await page.mouse.up();
  return r;
};
const wheel = (n) => frames((i) =>
  page.mouse.wheel(0, i % 20 < 10 ? -120 : 120), n);
const settle = () => page.waitForTimeout(500);
const result = { open_s: load };
if (deferred) {
  result.pan_open = await drag(120, 4);
  await settle();
}
await page.waitForFunction((u) => {
  const c = document.getElementById('canvas');
  return c.dataset.complete === u || c.dataset.complete === undefined;
}, svg, { timeout: 600000 });
result.complete_s = (Date.now() - t0) / 1000;
Object.assign(result, await page.evaluate(() => ({
  nodes: document.querySelectorAll('#stage g.node[id^="n:"]').length,
  boxes: document.querySelectorAll('#stage g.node').length,
  edges: document.querySelectorAll('#stage g.edge').length,
})));
await page.mouse.move(cx, cy);
await settle();
result.pan = await drag(120, 4);
await settle();
await page.mouse.move(cx, cy);
result.zoom = await wheel(80);
await settle();
const t2 = Date.now();
await page.click('#fit');
// (a page that draws the parts in view as they come: until it is done,
// once the move, 250 ms, is over)
await page.waitForTimeout(400);
await page.waitForFunction(() =>
  !document.getElementById('canvas').dataset.filling, null, { timeout: 600000 });
result.fit_s = (Date.now() - t2) / 1000;
await settle();
result.scale_fitted = await page.evaluate(() =>
  new DOMMatrix(getComputedStyle(document.getElementById('stage'))
    .transform).a);
result.pan_fitted = await drag(60, 0);
await settle();
await page.mouse.move(cx, cy);
result.zoom_fitted = await wheel(80);

// A node at the far end, found by a search as soon as the drawing shows
// (a second opening, the drawing in the server's cache): the time from
// Enter until the panel names it and it is drawn.
await page.goto('about:blank');
await page.goto(`${BASE}/?graph=${ID}&expand=*`);
await page.waitForFunction((u) => {
  const c = document.getElementById('canvas');
  return c.dataset.drawn === u && document.getElementById('busy').hidden;
}, svg, { timeout: 180000 });
await page.focus('#q');
await page.keyboard.type('output');
await page.waitForFunction(() =>
  /match/.test(document.getElementById('q-count').textContent));
const t1 = Date.now();
await page.keyboard.press('Enter');
await page.waitForFunction(() => {
  const e = document.getElementById('n:output');
  return document.getElementById('node-name').textContent === 'output' &&
    e && e.getBoundingClientRect().width > 0;
}, null, { timeout: 60000 });
result.select_far_ms = Date.now() - t1;
console.log(JSON.stringify(result));
await browser.close();
