// Bench: navigation -> all widgets mounted on a foreign CMS page of another origin (widgets and API on the
// demo's origin, data-api) vs. the demo's own home page with the same five tags. `tsx bench/embedding.ts`
// runs it alone against dist/widgets; `npm run bench` runs it after the other figures.
import path from 'node:path';
import { startDemo } from '../scripts/demo-process';
import { STOREFRONT_TAGS } from '../test/foreign-host/pages';
import { startForeignHost } from '../test/foreign-host/server';
import { median } from './median';
import { benchBrowser, mountSample } from './timing';

/** Ports: the demo (BENCH_EMBED_PORT), and the foreign page (BENCH_FOREIGN_PORT, default the next one). */
const DEMO_PORT = Number(process.env.BENCH_EMBED_PORT ?? 3920);
const FOREIGN_PORT = Number(process.env.BENCH_FOREIGN_PORT ?? DEMO_PORT + 1);
/** Goal of the issue: a foreign page mounts at most 15 % later than the demo's own. */
export const EMBED_GOAL = 1.15;

/** Medians (ms) of navigation start -> the last widget mounted, on both pages, loads alternating after one cold load each. */
export async function timeEmbedding(widgetsDir: string, loads: number): Promise<{ demoMs: number; foreignMs: number }> {
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
    // Both pages defer the same tags (data-load defaults): the eager ones are timed, the others never triggered.
    const count = 1;
    const demoSamples: number[] = [];
    const foreignSamples: number[] = [];
    for (let i = 0; i <= loads; i += 1) {
      const own = await mountSample(browser, `${demoOrigin}/`, count);
      const foreign = await mountSample(browser, `${foreignOrigin}/`, count);
      if (i === 0) continue; // cold loads: the browser cache is still empty
      demoSamples.push(own.fromStart);
      foreignSamples.push(foreign.fromStart);
    }
    return { demoMs: median(demoSamples), foreignMs: median(foreignSamples) };
  } finally {
    await browser.deleteSession();
    await cms.close();
    demo.stop();
  }
}

/** Prints the figures of timeEmbedding. */
export async function benchEmbedding(widgetsDir: string, loads: number): Promise<void> {
  console.log(`\nForeign CMS page of another origin vs. the demo's own page, five widget tags each (${loads} warm loads each, alternating)...`);
  const { demoMs, foreignMs } = await timeEmbedding(widgetsDir, loads);
  console.log(`  navigation start -> every eager widget mounted, median: demo page ${demoMs.toFixed(1)} ms, foreign page ${foreignMs.toFixed(1)} ms, ` +
    `ratio ${(foreignMs / demoMs).toFixed(2)} (goal <= ${EMBED_GOAL})`);
}

if (require.main === module) {
  benchEmbedding(path.join(__dirname, '..', 'dist', 'widgets'), Number(process.env.BENCH_LOADS ?? 10)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
