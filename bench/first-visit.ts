// Bench: the widget JavaScript a first visit downloads (home and product page at 1366×900, before any
// interaction) against React + react-dom alone, and Anmelden -> sign-in dialog visible with a warm and a
// cold cache. `tsx bench/first-visit.ts [widgetsDir]` runs it alone (default dist/widgets, after
// `npm run build`; any build folder works, e.g. one of main for the figures before); `npm run bench` runs it too.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { firstProductPath, startDemo } from '../scripts/demo-process';
import { runWebpack } from '../scripts/run-webpack';
import { BENCH_DIR, comparisonConfigs } from './bundles';
import { gzBytes } from './sizes';
import { benchBrowser, median, waitForSettledTags } from './timing';

/** The demo's port (BENCH_VISIT_PORT). */
const PORT = Number(process.env.BENCH_VISIT_PORT ?? 3923);
const WINDOW = '1366,900';
const CLICKS = 10;
/** Goals of issue 17 (the first visit's JavaScript lowered by issue 27: React loads only when a widget is used). */
export const FIRST_VISIT_GOAL = 1.0;
export const WARM_DIALOG_GOAL_MS = 300;
export const COLD_DIALOG_GOAL_MS = 1_000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Gz bytes of the widget scripts (`/widgets/…` .js) a fresh browser downloads on one page, with the files. */
async function firstVisitBytes(widgetsDir: string, url: string): Promise<{ bytes: number; files: number }> {
  const browser = await benchBrowser(WINDOW);
  try {
    await browser.url(url);
    await waitForSettledTags(browser, url, 0);
    // Idle and visible triggers of tags in view come within a frame or two; give them their time.
    await browser.execute(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
    await waitForSettledTags(browser, url, 0);
    const scripts = await browser.execute(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((file) => file.startsWith('/widgets/') && file.endsWith('.js')),
    );
    const sizes = scripts.map((file) => ({ file, bytes: gzBytes(path.join(widgetsDir, file.slice('/widgets/'.length))) }));
    // BENCH_VERBOSE=1 lists each file, largest first: where the bytes go.
    if (process.env.BENCH_VERBOSE) for (const { file, bytes } of [...sizes].sort((a, b) => b.bytes - a.bytes)) console.log(`      ${kb(bytes).padStart(9)}  ${file}`);
    return { bytes: sizes.reduce((sum, { bytes }) => sum + bytes, 0), files: scripts.length };
  } finally {
    await browser.deleteSession();
  }
}

/** Clicks the header's Mein Konto (a plain click: no hover before it) and measures until the sign-in dialog is painted. */
async function clickToDialog(browser: WebdriverIO.Browser): Promise<number> {
  await browser.waitUntil(() => browser.execute(() => [...(document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot?.querySelectorAll('button[aria-haspopup="true"]') ?? [])].find((button) => button.textContent?.includes('Mein Konto')) !== undefined), { timeoutMsg: 'the header shows no Mein Konto button' });
  return (await browser.execute(
    async () =>
      await new Promise<number>((resolve) => {
        const started = performance.now();
        // The same lookup as above: a script run in the page cannot share a helper with this file.
        ([...(document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot?.querySelectorAll('button[aria-haspopup="true"]') ?? [])].find((button) => button.textContent?.includes('Mein Konto')) as HTMLButtonElement | undefined)?.click();
        const poll = () => {
          const dialog = document.querySelector('[data-widget="auth"] [data-widget-root]')?.shadowRoot?.querySelector('[role="dialog"]');
          if (dialog && dialog.getBoundingClientRect().height > 0) requestAnimationFrame(() => resolve(performance.now() - started));
          else requestAnimationFrame(poll);
        };
        poll();
      }),
  )) as number;
}

/** Median click -> dialog: warm (the auth remote cached by an earlier visit) over one browser, cold over a fresh browser each. */
async function timeDialog(url: string): Promise<{ warmMs: number; coldMs: number }> {
  const cold: number[] = [];
  for (let i = 0; i < CLICKS; i += 1) {
    const browser = await benchBrowser(WINDOW);
    try {
      await browser.url(url);
      await waitForSettledTags(browser, url, 0);
      cold.push(await clickToDialog(browser));
    } finally {
      await browser.deleteSession();
    }
  }
  const warm: number[] = [];
  const browser = await benchBrowser(WINDOW);
  try {
    for (let i = 0; i <= CLICKS; i += 1) {
      await browser.url(url);
      await waitForSettledTags(browser, url, 0);
      const ms = await clickToDialog(browser);
      if (i > 0) warm.push(ms); // the first visit fills the cache
    }
  } finally {
    await browser.deleteSession();
  }
  return { warmMs: median(warm), coldMs: median(cold) };
}

/** Prints the first-visit bytes of home and product page against React alone, and the Anmelden timings. */
export async function benchFirstVisit(widgetsDir: string, reactAloneBytes: number): Promise<void> {
  console.log(`\nFirst visit at ${WINDOW.replace(',', '×')}, before any interaction: widget JS (gz) vs. React + react-dom alone ${kb(reactAloneBytes)}`);
  const demo = await startDemo(PORT, { WIDGETS_DIST: widgetsDir });
  try {
    const pages = { home: '/', product: await firstProductPath(demo.url) };
    for (const [name, page] of Object.entries(pages)) {
      const { bytes, files } = await firstVisitBytes(widgetsDir, `${demo.url}${page}`);
      console.log(`  ${name.padEnd(8)} ${String(files).padStart(2)} files ${kb(bytes).padStart(9)}   ratio ${(bytes / reactAloneBytes).toFixed(2)} (goal <= ${FIRST_VISIT_GOAL})`);
    }
    if (process.env.BENCH_NO_CLICKS) return;
    console.log(`Click on Mein Konto (no hover before it) -> sign-in dialog visible, median of ${CLICKS}, on ${pages.product}`);
    const { warmMs, coldMs } = await timeDialog(`${demo.url}${pages.product}`);
    console.log(`  warm cache ${warmMs.toFixed(0)} ms (goal <= ${WARM_DIALOG_GOAL_MS} ms), cold cache ${coldMs.toFixed(0)} ms (goal <= ${COLD_DIALOG_GOAL_MS} ms)`);
  } finally {
    demo.stop();
  }
}

/** React + react-dom alone (gz), building the comparison bundle when `npm run bench` has not. */
async function reactAlone(): Promise<number> {
  const file = path.join(BENCH_DIR, 'plain', 'react-only.js');
  if (!existsSync(file)) await runWebpack((await comparisonConfigs()).filter((config) => config.name === 'react-only'));
  return gzBytes(file);
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'dist', 'widgets'));
  reactAlone()
    .then((bytes) => benchFirstVisit(dir, bytes))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
