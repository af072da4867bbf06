import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';
import { startDemo } from './demo-server';

const SERVER_PORT = 3918;
const PROXY_PORT = 3919;

/**
 * A same-origin proxy in front of the demo: `/__bench__/plain/` is the home page with the loader
 * swapped for one plain bundle of all five widgets; everything else passes through.
 */
function startProxy(plainBundle: string): Promise<Server> {
  const upstream = `http://127.0.0.1:${SERVER_PORT}`;
  const server = createServer(async (request, response) => {
    const url = request.url ?? '/';
    if (url === '/__bench__/all-five.js') {
      response.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=31536000, immutable' });
      return response.end(readFileSync(plainBundle));
    }
    const target = url.startsWith('/__bench__/plain/') ? '/' : url;
    const answer = await fetch(upstream + target, { headers: { cookie: request.headers.cookie ?? '' }, redirect: 'manual' });
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    let body = Buffer.from(await answer.arrayBuffer());
    if (target !== url) {
      body = Buffer.from(body.toString().replace(/<script src="\/widgets\/loader\.js"[^>]*><\/script>/, '<script src="/__bench__/all-five.js" defer></script>'));
    }
    response.writeHead(answer.status, headers);
    response.end(body);
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

/** What one run of a page measured: medians over the warm loads. */
export interface PageTiming {
  /** Navigation start -> the last widget mounted. */
  fromStartMs: number;
  /** DOMContentLoaded -> the last widget mounted (negative when every widget mounted before it). */
  fromDomContentLoadedMs: number;
  scripts: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Times until the last of `count` widgets mounted, over `loads` loads after one cold load. */
async function measure(browser: WebdriverIO.Browser, url: string, count: number, loads: number): Promise<PageTiming> {
  const fromStart: number[] = [];
  const fromDomContentLoaded: number[] = [];
  let scripts: string[] = [];
  for (let i = 0; i <= loads; i += 1) {
    await browser.url(url);
    await browser.waitUntil(
      () => browser.execute((n) => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('schaufenster:mounted:')).length >= n, count),
      { timeout: 20_000, timeoutMsg: `${url}: widgets did not mount` },
    );
    const sample = await browser.execute(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const mounted = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('schaufenster:mounted:'));
      const last = Math.max(...mounted.map((m) => m.startTime));
      return {
        fromStart: last,
        fromDomContentLoaded: last - navigation.domContentLoadedEventStart,
        scripts: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => new URL(e.name).pathname),
      };
    });
    if (i === 0) scripts = sample.scripts; // the cold load shows every script a first visit downloads
    else {
      fromStart.push(sample.fromStart);
      fromDomContentLoaded.push(sample.fromDomContentLoaded);
    }
  }
  return { fromStartMs: median(fromStart), fromDomContentLoadedMs: median(fromDomContentLoaded), scripts };
}

/** Times the home page with the loader (remotes from `widgetsDir`) and with one plain bundle, in headless Debian Chromium. */
export async function timeHomePage(
  widgetsDir: string,
  plainBundle: string,
  count: number,
  loads: number,
): Promise<{ federation: PageTiming; plain: PageTiming }> {
  const demo = await startDemo(SERVER_PORT, { WIDGETS_DIST: widgetsDir });
  const proxy = await startProxy(plainBundle);
  const browser = await remote({
    logLevel: 'error',
    capabilities: {
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: '/usr/bin/chromium',
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
          '--disable-component-update', '--disable-sync', '--no-first-run', '--window-size=1280,900',
          `--user-data-dir=${mkdtempSync(path.join(tmpdir(), 'schaufenster-bench-chromium-'))}`],
      },
      'wdio:chromedriverOptions': { binary: '/usr/bin/chromedriver' },
    },
  });
  try {
    const base = `http://127.0.0.1:${PROXY_PORT}`;
    const federation = await measure(browser, `${base}/`, count, loads);
    const plain = await measure(browser, `${base}/__bench__/plain/`, count, loads);
    return { federation, plain };
  } finally {
    await browser.deleteSession();
    proxy.close();
    demo.stop();
  }
}
