// live_page: how soon the start page shows a graph written into a
// folder that `fxviz serve --watch` follows, in Debian's chromium. Run by
// bench/live_bench.py, which starts the daemon and sets FXVIZ_URL,
// FXVIZ_TRACE (the trace file to write into) and FXVIZ_EVENTS (a JSON
// list of [event text, whether it is a graph's]). Writes the events as
// torch would, each graph's alone after a pause, and times each from its
// write to a new row in the page's list. Prints one JSON line: the times
// in ms.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const BASE = process.env.FXVIZ_URL;
const events = JSON.parse(fs.readFileSync(process.env.FXVIZ_EVENTS, 'utf8'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run',
    '--disable-quic'],
});
const page = await (await browser.newContext({
  viewport: { width: 1280, height: 800 } })).newPage();
await page.goto(`${BASE}/`);
await page.waitForFunction(() => document.getElementById('graphs-count'));
for (let i = 0; i < 100; i++) {  // the page's stream is open
  const m = (await (await fetch(`${BASE}/metrics`)).text())
      .match(/^fxviz_event_streams (\d+)/m);
  if (m && Number(m[1]) > 0)
    break;
  await sleep(50);
}
const rows = () => page.evaluate(() =>
  document.querySelectorAll('#graphs tbody tr').length);
const fd = fs.openSync(process.env.FXVIZ_TRACE, 'a');
const times = [];
for (const [text, graph] of events) {
  if (!graph) {
    fs.writeSync(fd, text);
    continue;
  }
  await sleep(300);
  const before = await rows();
  const t0 = Date.now();
  fs.writeSync(fd, text);
  try {
    await page.waitForFunction((n) =>
      document.querySelectorAll('#graphs tbody tr').length > n, before,
    { timeout: 3000, polling: 'raf' });
    times.push(Date.now() - t0);
  } catch (e) {
    // the same graph as one before: no new row
  }
}
fs.closeSync(fd);
await browser.close();
console.log(JSON.stringify({ times }));
