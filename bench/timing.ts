import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { remote } from 'webdriverio';
import { CHROMIUM, chromiumCapabilities } from '../scripts/chromium';
import { median } from './median';
import { perRun } from './quick-check';
import { startDemo } from '../scripts/demo-process';
import { clickSuche, firstUseToHydrated, loadWholePage, watchWidgets } from './shopper-wait';
import { warmPages } from './warm-pages';

/** Ports: the demo (BENCH_TIMING_PORT) and the proxy in front of it (the next one). */
const SERVER_PORT = Number(process.env.BENCH_TIMING_PORT ?? 3918);
const PROXY_PORT = SERVER_PORT + 1;
const SEARCH_RUNS = perRun(20, 2);

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
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const forwarded = Object.fromEntries(
      ['cookie', 'content-type', 'accept'].flatMap((name) => (request.headers[name] ? [[name, String(request.headers[name])]] : [])),
    );
    const answer = await fetch(upstream + target, {
      method: request.method,
      headers: { ...forwarded, ...Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.startsWith('x-cs-')).map(([n, v]) => [n, String(v)])) },
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    let body = Buffer.from(await answer.arrayBuffer());
    if (target !== url) {
      // The layouts write the CSP nonce before src: the plain bundle takes the loader's nonce, or the policy blocks it.
      const html = body.toString();
      const replaced = html.replace(/<script nonce="([^"]*)" src="\/widgets\/loader\.js"[^>]*><\/script>/, '<script nonce="$1" src="/__bench__/all-five.js" defer></script>');
      if (replaced === html) throw new Error('the home page has no loader script to replace');
      body = Buffer.from(replaced);
    }
    response.writeHead(answer.status, headers);
    response.end(body);
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

/** What one run of a page measured: medians over the warm loads. */
export interface PageTiming {
  /** Navigation start -> the page whole (shopper-wait.ts). */
  fromStartMs: number;
  /** DOMContentLoaded -> the page whole (0 when everything was in place by then). */
  fromDomContentLoadedMs: number;
  /** The first use of FIRST_USED (a click on its tag) -> it hydrated; 0 where it had mounted with the page. */
  firstUseMs: number;
  scripts: string[];
}

/** The widget whose first use the home page's timing makes: the search, by a click on Suche, as the keystroke timings use it. */
export const FIRST_USED = 'search';
/** The first use of FIRST_USED. */
export const useFirst = clickSuche;

/** Times until the page is whole (at least `count` widgets mounted), then its first use, over `loads` loads after one cold load. */
async function measure(browser: WebdriverIO.Browser, url: string, count: number, loads: number): Promise<PageTiming> {
  const fromStart: number[] = [];
  const fromDomContentLoaded: number[] = [];
  const firstUse: number[] = [];
  let scripts: string[] = [];
  for (let i = 0; i <= loads; i += 1) {
    const whole = await loadWholePage(browser, url, count);
    const used = await firstUseToHydrated(browser, url, FIRST_USED, useFirst);
    if (i === 0) scripts = whole.scripts; // the cold load shows every script a first visit downloads before it is used
    else {
      fromStart.push(whole.fromStart);
      fromDomContentLoaded.push(whole.fromDomContentLoaded);
      firstUse.push(used);
    }
  }
  return { fromStartMs: median(fromStart), fromDomContentLoadedMs: median(fromDomContentLoaded), firstUseMs: median(firstUse), scripts };
}

/** Median time from a keystroke in the search box to the hits painted (the 100 ms debounce included), over `runs`. */
async function measureSearch(browser: WebdriverIO.Browser, url: string, runs: number): Promise<number> {
  await browser.url(url);
  await browser.execute(() => window.schaufenster?.ready);
  // On a desktop window the box sits in the search overlay Suche opens.
  await clickSuche(browser);
  // A server-rendered search widget hydrates on that click first, then opens the overlay.
  await browser.waitUntil(() => browser.execute(() => Boolean(document.querySelector('[data-widget="search"] [data-widget-root]')?.shadowRoot?.querySelector('input'))), { timeoutMsg: 'no search box' });
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    samples.push(
      await browser.execute(async () => {
        const root = document.querySelector('[data-widget="search"] [data-widget-root]')?.shadowRoot;
        const input = root?.querySelector('input');
        if (!root || !input) throw new Error('no search box');
        const type = (text: string) => {
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        };
        type('');
        await new Promise((resolve) => setTimeout(resolve, 50));
        const started = performance.now();
        type('kleid');
        await new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!root.querySelector('[role="option"]')) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve());
          });
          observer.observe(root, { subtree: true, childList: true });
        });
        return performance.now() - started;
      }),
    );
  }
  return median(samples);
}

/** Debian's headless Chromium as the bench drives it. */
export function benchBrowser(windowSize = '1280,900'): Promise<WebdriverIO.Browser> {
  return remote({
    logLevel: 'error',
    capabilities: chromiumCapabilities({ windowSize, binary: CHROMIUM }),
  });
}

/** Times the home page with the loader (remotes from `widgetsDir`) and with one plain bundle, in headless Debian Chromium. */
export async function timeHomePage(
  widgetsDir: string,
  plainBundle: string,
  count: number,
  loads: number,
): Promise<{ federation: PageTiming; plain: PageTiming; searchMs: number; searchRuns: number }> {
  const demo = await startDemo(SERVER_PORT, { WIDGETS_DIST: widgetsDir });
  const proxy = await startProxy(plainBundle);
  const browser = await benchBrowser();
  try {
    await watchWidgets(browser);
    const base = `http://127.0.0.1:${PROXY_PORT}`;
    await warmPages([`${demo.url}/`]);
    // The loader's page: every tag settled, most of them deferred until used (their server HTML shows meanwhile).
    const federation = await measure(browser, `${base}/`, 0, loads);
    const plain = await measure(browser, `${base}/__bench__/plain/`, count, loads);
    const searchMs = await measureSearch(browser, `${base}/`, SEARCH_RUNS);
    return { federation, plain, searchMs, searchRuns: SEARCH_RUNS };
  } finally {
    await browser.deleteSession();
    proxy.close();
    demo.stop();
  }
}
