// What the layouts' speed-insights script costs a page: its bytes, and the main-thread time it takes to run
// (parse, evaluate, register its observers) and to send a page view's report when the page is hidden.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzBytes } from './sizes';
import { median } from './median';
import { perRun } from './quick-check';
import { benchBrowser } from './timing';

const RUNS = perRun(15, 1);

/** Runs the script in a blank page of Chromium and hides it once: milliseconds of main thread for each, and whether it sent. */
async function runOnce(browser: WebdriverIO.Browser, page: string, source: string): Promise<{ startMs: number; hideMs: number; sent: boolean }> {
  await browser.url(page);
  const startMs = await browser.execute((code: string) => {
    const script = document.createElement('script');
    script.textContent = code;
    const started = performance.now();
    // An inline script runs synchronously when it is inserted.
    document.head.append(script);
    return performance.now() - started;
  }, source);
  // Time for web-vitals to report this navigation's TTFB, so hiding sends a report.
  await browser.pause(300);
  return browser.execute(() => {
    let sent = false;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      sent = true;
      return send(url, body);
    };
    const hidden = performance.now();
    window.dispatchEvent(new Event('pagehide'));
    return { hideMs: performance.now() - hidden, sent };
  }).then((hide) => ({ startMs, ...hide }));
}

/** A blank page over HTTP on a free port: a real navigation, whose TTFB the script measures and reports. */
function blankPage(): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method === 'POST') return void request.resume().on('end', () => response.writeHead(204).end());
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>bench</title><p>bench</p>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Prints the script's size (raw and gz) and its main-thread time, median of RUNS fresh pages. */
export async function benchSpeedInsights(widgetsDir: string): Promise<void> {
  const file = path.join(widgetsDir, 'speed-insights.js');
  const source = readFileSync(file, 'utf8');
  console.log('\nSpeed insights (/widgets/speed-insights.js: web-vitals and the report; every storefront and checkout page)');
  console.log(`  bytes: ${(Buffer.byteLength(source) / 1024).toFixed(1)} KB, ${(gzBytes(file) / 1024).toFixed(1)} KB gz`);
  const server = await blankPage();
  const page = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await benchBrowser();
  try {
    const runs: { startMs: number; hideMs: number; sent: boolean }[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(browser, page, source));
    const start = median(runs.map((run) => run.startMs));
    const sending = runs.filter((run) => run.sent);
    const hide = sending.length > 0 ? `${median(sending.map((run) => run.hideMs)).toFixed(2)} ms` : 'not measured (no report sent)';
    console.log(`  main thread, median of ${RUNS}: ${start.toFixed(2)} ms to parse, run and observe; ${hide} to send the report when the page is hidden`);
  } finally {
    await browser.deleteSession();
    server.close();
  }
}
