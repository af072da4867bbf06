// Bench: the widget JavaScript a first visit downloads (home and product page at 1366×900, before any
// interaction) against React + react-dom alone, and Mein Konto -> sign-in dialog visible with a warm and a
// cold cache. `tsx bench/first-visit.ts [widgetsDir] [baselineDir]` runs it alone (default dist/widgets, after
// `npm run build`; any build folder works); with a second build folder (e.g. one of main) it serves both from
// this checkout's demo server and prints them side by side, measured in turn. `npm run bench` runs it too
// (BENCH_BASELINE_WIDGETS names the baseline there).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { firstProductPath } from '../scripts/demo-process';
import { runWebpack } from '../bundling/run-webpack';
import { BENCH_DIR, comparisonConfigs } from './bundles';
import { comparedBuilds, serveBuilds } from './compared-builds';
import { perRun } from './quick-check';
import { gzBytes } from './sizes';
import { GOOD_INP_MS, LONG_TASK_MS, PHONE_CPU_SLOWDOWN, PHONE_ROUND_TRIP_MS } from './interaction-watch';
import { COLD_DIALOG_GOAL_MS, IDLE_DIALOG_GOAL_MS, IDLE_DIALOG_PHONE_CPU_GOAL_MS, timeDialogs, WARM_DIALOG_GOAL_MS } from './sign-in-dialog';
import { waitForIdlePage, waitForSettledTags } from './shopper-wait';
import { benchBrowser } from './timing';
import { warmPages } from './warm-pages';

/** The demo's port (BENCH_VISIT_PORT; the baseline's demo takes the next one). */
const PORT = Number(process.env.BENCH_VISIT_PORT ?? 3923);
const WINDOW = '1366,900';
const CLICKS = perRun(10, 1);
/**
 * The first visit's goal: widget JavaScript before the page is idle at most 0.6x React alone (what a first interaction
 * needs is fetched once the page is idle, and React runs only when a widget is used).
 */
export const FIRST_VISIT_GOAL = 0.6;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Gz bytes and files of widget scripts. */
interface ScriptBytes {
  bytes: number;
  files: number;
}

/**
 * Gz bytes of the widget scripts (`/widgets/…` .js) a fresh browser downloads on one page: those the page loads (its
 * first visit), and apart from them those the loader fetches ahead of use once the page is idle.
 */
async function firstVisitBytes(widgetsDir: string, url: string): Promise<{ visit: ScriptBytes; ahead: ScriptBytes }> {
  const browser = await benchBrowser(WINDOW);
  try {
    await browser.url(url);
    await waitForSettledTags(browser, url, 0);
    // Idle and visible triggers of tags in view come within a frame or two, the fetch ahead of use once the page is idle.
    await waitForIdlePage(browser, url);
    await waitForSettledTags(browser, url, 0);
    // Fetched ahead: by fetch, and the loader's chunk that does it (ahead-of-use.<hash>.js), loaded once the page is idle.
    const scripts = await browser.execute(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((entry) => ({ file: new URL(entry.name).pathname, ahead: entry.initiatorType === 'fetch' || /^\/widgets\/ahead-of-use\./.test(new URL(entry.name).pathname) }))
        .filter(({ file }) => file.startsWith('/widgets/') && file.endsWith('.js')),
    );
    const measure = (ahead: boolean): ScriptBytes => {
      // A page script an older build lacks (speed-insights.js before it existed) was a 404: no bytes.
      const found = scripts.filter((script) => script.ahead === ahead && existsSync(path.join(widgetsDir, script.file.slice('/widgets/'.length))));
      const sizes = found.map(({ file }) => ({ file, bytes: gzBytes(path.join(widgetsDir, file.slice('/widgets/'.length))) }));
      // BENCH_VERBOSE=1 lists each file, largest first: where the bytes go.
      if (process.env.BENCH_VERBOSE) for (const { file, bytes } of [...sizes].sort((a, b) => b.bytes - a.bytes)) console.log(`      ${kb(bytes).padStart(9)}  ${ahead ? 'ahead ' : ''}${file}`);
      return { bytes: sizes.reduce((sum, { bytes }) => sum + bytes, 0), files: found.length };
    };
    return { visit: measure(false), ahead: measure(true) };
  } finally {
    await browser.deleteSession();
  }
}

/** Prints the first-visit bytes of home and product page against React alone, and the Anmelden timings; each build beside the baseline's when given. */
export async function benchFirstVisit(widgetsDir: string, reactAloneBytes: number, baselineDir?: string): Promise<void> {
  const builds = comparedBuilds(widgetsDir, baselineDir);
  console.log(`\nFirst visit at ${WINDOW.replace(',', '×')}, before any interaction: widget JS (gz) vs. React + react-dom alone ${kb(reactAloneBytes)}`);
  if (baselineDir) console.log(`  baseline ${baselineDir}, current ${widgetsDir}, both served by this checkout's demo server`);
  const demos = await serveBuilds(builds, PORT);
  try {
    const product = await firstProductPath(demos[0]?.url ?? '');
    const pages = { home: '/', product };
    await warmPages(demos.flatMap((demo) => Object.values(pages).map((page) => `${demo.url}${page}`)));
    for (const [name, page] of Object.entries(pages)) {
      for (const [index, build] of builds.entries()) {
        const { visit, ahead } = await firstVisitBytes(build.dir, `${demos[index]?.url}${page}`);
        console.log(
          `  ${name.padEnd(8)} ${build.name.padEnd(9)} ${String(visit.files).padStart(2)} files ${kb(visit.bytes).padStart(9)}   ratio ${(visit.bytes / reactAloneBytes).toFixed(2)} (goal <= ${FIRST_VISIT_GOAL}); ` +
            `fetched ahead of use once idle: ${ahead.files} files ${kb(ahead.bytes)}`,
        );
      }
    }
    if (process.env.BENCH_NO_CLICKS) return;
    console.log(`Click on Mein Konto (a guest; no hover before it, the click is the page's first interaction) -> sign-in dialog visible, median of ${CLICKS}, on ${product}`);
    const timings = await timeDialogs(demos.map((demo) => `${demo.url}${product}`), CLICKS, WINDOW);
    for (const [index, { warmMs, coldMs, coldRoundTripMs, coldIdle, coldIdlePhoneCpu, reactBefore, clicks }] of timings.entries()) {
      console.log(
        `  ${(builds[index]?.name ?? '').padEnd(9)} warm cache ${warmMs.toFixed(0)} ms (goal <= ${WARM_DIALOG_GOAL_MS} ms), cold cache ${coldMs.toFixed(0)} ms (goal <= ${COLD_DIALOG_GOAL_MS} ms), ` +
          `the same with a ${PHONE_ROUND_TRIP_MS} ms round trip per request ${coldRoundTripMs.toFixed(0)} ms, ` +
          `cold cache after the page went idle ${coldIdle.answerMs.toFixed(0)} ms (goal <= ${IDLE_DIALOG_GOAL_MS} ms), the same at ${PHONE_CPU_SLOWDOWN}x CPU ${coldIdlePhoneCpu.answerMs.toFixed(0)} ms ` +
          `(goal <= ${IDLE_DIALOG_PHONE_CPU_GOAL_MS} ms); React in the page (run or fetched ahead) before the click: ${reactBefore} of ${clicks} clicks`,
      );
      console.log(
        `  ${''.padEnd(9)} the click after idle: INP ${coldIdle.inpMs.toFixed(0)} ms, at ${PHONE_CPU_SLOWDOWN}x CPU ${coldIdlePhoneCpu.inpMs.toFixed(0)} ms (good <= ${GOOD_INP_MS} ms); ` +
          `longest task until the dialog ${coldIdle.longestTaskMs.toFixed(0)} ms, at ${PHONE_CPU_SLOWDOWN}x CPU ${coldIdlePhoneCpu.longestTaskMs.toFixed(0)} ms (goal: none over ${LONG_TASK_MS} ms; 0: none)`,
      );
    }
  } finally {
    for (const demo of demos) demo.stop();
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
  const baseline = process.argv[3] ? path.resolve(process.argv[3]) : undefined;
  reactAlone()
    .then((bytes) => benchFirstVisit(dir, bytes, baseline))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
