// page_bench: how fluid pan and zoom are on the web page with a
// 5,000-node graph drawn whole, in Debian's chromium (software raster,
// as headless runs it). Run by bench/bench.py, which starts the daemon,
// uploads bench/data/gpt71_makefx.fx.txt and sets FXVIZ_URL and
// FXVIZ_GRAPH. Prints one JSON line: frame intervals per case.
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
const t0 = Date.now();
await page.goto(`${BASE}/?graph=${ID}&expand=*`);
await page.waitForFunction((u) => {
  const c = document.getElementById('canvas');
  return c.dataset.drawn === u && document.getElementById('busy').hidden;
}, svg, { timeout: 120000 });
const load = (Date.now() - t0) / 1000;
const nodes = await page.evaluate(() =>
  document.querySelectorAll('#stage g.node:not(.proxy):not(.module)').length);

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
    p95: d[Math.floor(d.length * 0.95)] };
}

const box = await page.locator('#canvas').boundingBox();
const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
const result = { nodes, load_s: load };
await page.mouse.move(cx, cy);
await page.mouse.down();
result.pan = await frames((i) => page.mouse.move(cx + (i % 40) * 6,
  cy + (i % 40) * 4), 120);
await page.mouse.up();
result.zoom = await frames((i) => page.mouse.wheel(0, i % 20 < 10 ? -120 : 120),
  80);
await page.click('#fit');
await page.mouse.move(cx, cy);
await page.mouse.down();
result.pan_fitted = await frames((i) => page.mouse.move(cx + (i % 40) * 6, cy),
  60);
await page.mouse.up();
console.log(JSON.stringify(result));
await browser.close();
