// npm run audit: Lighthouse (12, the line that runs on Node 20) on the home page and a product page, mobile
// and desktop, in Debian's Chromium (CHROME_PATH). Slow, so not part of npm test; prints, asserts nothing.
import type { Flags } from 'lighthouse';
import { firstProductPath, startDemo } from './demo-process';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** The demo's port for the audit; AUDIT_PORT moves it (e.g. when another audit runs on the machine). */
const PORT = Number(process.env.AUDIT_PORT ?? 3925);
const FORM_FACTORS: Record<'mobile' | 'desktop', Flags> = {
  mobile: { formFactor: 'mobile', screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false } },
  desktop: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttlingMethod: 'provided' },
};

async function main(): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const demo = await startDemo(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const pages = { home: '/', product: await firstProductPath(demo.url) };
    console.log('Lighthouse: performance / accessibility / best practices, LCP, TBT, CLS');
    console.log('(goals: accessibility and best practices >= 95, performance >= 90 on desktop, CLS <= 0.05)');
    for (const [name, path] of Object.entries(pages)) {
      for (const [factor, flags] of Object.entries(FORM_FACTORS)) {
        const result = await lighthouse(`${demo.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...flags });
        const lhr = result?.lhr;
        const score = (category: string) => String(Math.round((lhr?.categories[category]?.score ?? 0) * 100)).padStart(3);
        const metric = (audit: string) => lhr?.audits[audit]?.displayValue ?? '?';
        console.log(
          `  ${name.padEnd(8)} ${factor.padEnd(8)} ${CATEGORIES.map(score).join('  ')}   LCP ${metric('largest-contentful-paint')}, ` +
            `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
        );
      }
    }
  } finally {
    chrome.kill();
    demo.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
