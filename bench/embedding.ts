// Bench: what a shopper waits for on a foreign CMS page of another origin (widgets and API on the demo's origin,
// data-api) vs. the demo's own home page with the same five tags: the page whole, then a widget's first use.
// `tsx bench/embedding.ts` runs it alone against dist/widgets; `npm run bench` runs it after the other figures.
import path from 'node:path';
import { STOREFRONT_TAGS } from '../test/foreign-host/pages';
import { startForeignHost } from '../test/foreign-host/server';
import { median } from './median';
import { perRun } from './quick-check';
import { startDemo } from '../scripts/demo-process';
import { firstUseToHydrated, loadWholePage, watchWidgets } from './shopper-wait';
import { benchBrowser, FIRST_USED, useFirst } from './timing';

/** Ports: the demo (BENCH_EMBED_PORT), and the foreign page (BENCH_FOREIGN_PORT, default the next one). */
const DEMO_PORT = Number(process.env.BENCH_EMBED_PORT ?? 3920);
const FOREIGN_PORT = Number(process.env.BENCH_FOREIGN_PORT ?? DEMO_PORT + 1);
/** The embedding goal: a foreign page is whole at most 15 % later than the demo's own. */
export const EMBED_GOAL = 1.15;

/** What a shopper waits for on one page, medians in ms: navigation start -> the page whole, and a first use -> hydrated. */
interface PageWaits {
  wholeMs: number;
  firstUseMs: number;
}

/**
 * Medians on both pages, loads alternating after one cold load each: navigation start -> the page whole (server-rendered
 * or mounted tags in place, the loader done), then a click on Suche -> the search hydrated (0 where it mounted with the page).
 */
export async function timeEmbedding(widgetsDir: string, loads: number): Promise<{ demo: PageWaits; foreign: PageWaits }> {
  const demoOrigin = `http://127.0.0.1:${DEMO_PORT}`;
  const foreignOrigin = `http://127.0.0.1:${FOREIGN_PORT}`;
  const demo = await startDemo(DEMO_PORT, { WIDGETS_DIST: widgetsDir, ALLOWED_ORIGINS: foreignOrigin });
  const cms = await startForeignHost({
    port: FOREIGN_PORT,
    pages: {
      '/': () => ({ title: 'Ein fremdes CMS', widgetsOrigin: demoOrigin, api: demoOrigin, imageOrigin: `http://localhost:${DEMO_PORT}`, tags: STOREFRONT_TAGS }),
    },
  });
  const browser = await benchBrowser();
  try {
    await watchWidgets(browser);
    const samples = { demo: { whole: [] as number[], firstUse: [] as number[] }, foreign: { whole: [] as number[], firstUse: [] as number[] } };
    for (let i = 0; i <= loads; i += 1) {
      for (const [page, url] of [['demo', `${demoOrigin}/`], ['foreign', `${foreignOrigin}/`]] as const) {
        // The demo's tags are server-rendered and wait for their use; the foreign page's mount by their widgets' defaults.
        const whole = await loadWholePage(browser, url, 0);
        const firstUse = await firstUseToHydrated(browser, url, FIRST_USED, useFirst);
        if (i === 0) continue; // cold loads: the browser cache is still empty
        samples[page].whole.push(whole.fromStart);
        samples[page].firstUse.push(firstUse);
      }
    }
    const waits = ({ whole, firstUse }: { whole: number[]; firstUse: number[] }): PageWaits => ({ wholeMs: median(whole), firstUseMs: median(firstUse) });
    return { demo: waits(samples.demo), foreign: waits(samples.foreign) };
  } finally {
    await browser.deleteSession();
    await cms.close();
    demo.stop();
  }
}

/** Prints the figures of timeEmbedding. */
export async function benchEmbedding(widgetsDir: string, loads: number): Promise<void> {
  console.log(`\nForeign CMS page of another origin vs. the demo's own page, five widget tags each (${loads} warm loads each, alternating)...`);
  const { demo, foreign } = await timeEmbedding(widgetsDir, loads);
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log(`  navigation start -> page whole (server-rendered or mounted tags, the loader done), median: demo page ${demo.wholeMs.toFixed(1)} ms, foreign page ${foreign.wholeMs.toFixed(1)} ms, ` +
    `ratio ${ratio(foreign.wholeMs, demo.wholeMs)} (goal <= ${EMBED_GOAL}; the demo's tags are server-rendered, the foreign page's mount their widgets)`);
  const demoTotal = demo.wholeMs + demo.firstUseMs;
  const foreignTotal = foreign.wholeMs + foreign.firstUseMs;
  console.log(`  first use (a click on Suche) -> hydrated, median: demo page ${demo.firstUseMs.toFixed(1)} ms, foreign page ${foreign.firstUseMs.toFixed(1)} ms (0: mounted with the page); ` +
    `page whole + first use: demo ${demoTotal.toFixed(1)} ms, foreign ${foreignTotal.toFixed(1)} ms, ratio ${ratio(foreignTotal, demoTotal)}`);
}

if (require.main === module) {
  benchEmbedding(path.join(__dirname, '..', 'dist', 'widgets'), Number(process.env.BENCH_LOADS ?? perRun(10, 1))).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
