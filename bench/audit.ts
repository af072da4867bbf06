// npm run audit: Lighthouse (12, the line that runs on Node 20) on the home page and a product page, mobile
// and desktop, in Debian's Chromium (CHROME_PATH), each AUDIT_RUNS times (default 3) with the median taken.
// AUDIT_BASELINE=<another checkout, built, with its node_modules> audits its demo too, interleaved with this one
// (baseline, current, baseline, current) so the machine's noise hits both. Slow, so not part of npm test; prints,
// asserts nothing.
import path from 'node:path';
import type { Flags } from 'lighthouse';
import { GOAL_LINE, medianFigures, missedGoals, type AuditFigures } from './audit-goals';
import { firstProductPath, startAll, startDemo, type BenchServer } from '../scripts/demo-process';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** The demo's port for the audit; AUDIT_PORT moves it (the baseline's demo takes the next one). */
const PORT = Number(process.env.AUDIT_PORT ?? 3925);
/** Runs per page and form factor: single Lighthouse runs are noisy. */
const RUNS = Number(process.env.AUDIT_RUNS || 3);
const FORM_FACTORS: Record<'mobile' | 'desktop', Flags> = {
  mobile: { formFactor: 'mobile', screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false } },
  desktop: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttlingMethod: 'provided' },
};

/** A demo being audited: its name in the rows, its server and its product page. */
interface Target {
  name: string;
  demo: BenchServer;
  product: string;
}

type Lighthouse = (typeof import('lighthouse'))['default'];

/** One Lighthouse run of a page; undefined when Lighthouse ends without a result (it does on a starved machine). */
async function auditOnce(lighthouse: Lighthouse, url: string, port: number, flags: Flags): Promise<AuditFigures | undefined> {
  const lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...flags }))?.lhr;
  if (!lhr || lhr.runtimeError) return undefined;
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** One printed row: the medians, and for mobile whether they meet the goals. */
function row(label: string, factor: string, runs: AuditFigures[]): string {
  const figures = medianFigures(runs);
  if (!figures) return `  ${label} no result in ${RUNS} runs`;
  const missed = missedGoals(figures);
  const verdict = factor !== 'mobile' ? '' : missed.length === 0 ? '   meets the goals' : `   misses: ${missed.join(', ')}`;
  const scores = [figures.performance, figures.accessibility, figures.bestPractices].map((score) => String(Math.round(score)).padStart(3)).join('  ');
  return `  ${label} ${scores}   LCP ${(figures.lcpMs / 1000).toFixed(2)} s, TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)} (${runs.length} runs)${verdict}`;
}

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`AUDIT_RUNS must be a whole number from 1, got "${process.env.AUDIT_RUNS}"`);
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const baselineDir = process.env.AUDIT_BASELINE ? path.resolve(process.env.AUDIT_BASELINE) : undefined;
  const names = [...(baselineDir ? ['baseline'] : []), 'current'];
  const servers = await startAll([...(baselineDir ? [startDemo(PORT + 1, {}, { cwd: baselineDir })] : []), startDemo(PORT)]);
  const demos = servers.map((demo, index) => ({ name: names[index] ?? '', demo }));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const targets: Target[] = await Promise.all(demos.map(async ({ name, demo }) => ({ name, demo, product: await firstProductPath(demo.url) })));
    if (baselineDir) console.log(`baseline: ${baselineDir} (port ${PORT + 1}); current: ${path.join(__dirname, '..')} (port ${PORT})`);
    console.log(`Lighthouse: performance / accessibility / best practices, LCP, TBT, CLS; median of ${RUNS} runs each${baselineDir ? ', baseline and current in turn' : ''}`);
    console.log(GOAL_LINE);
    for (const page of ['home', 'product'] as const) {
      for (const [factor, flags] of Object.entries(FORM_FACTORS)) {
        const runs = new Map<Target, AuditFigures[]>(targets.map((target) => [target, []]));
        for (let run = 0; run < RUNS; run += 1) {
          for (const target of targets) {
            const figures = await auditOnce(lighthouse, `${target.demo.url}${page === 'home' ? '/' : target.product}`, chrome.port, flags);
            if (figures) runs.get(target)?.push(figures);
          }
        }
        for (const target of targets) console.log(row(`${page.padEnd(8)} ${factor.padEnd(8)} ${target.name.padEnd(9)}`, factor, runs.get(target) ?? []));
      }
    }
  } finally {
    chrome.kill();
    for (const { demo } of demos) demo.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
