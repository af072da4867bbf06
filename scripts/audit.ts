// npm run audit: Lighthouse (12, the line that runs on Node 20) over the demo's main pages in Debian's
// Chromium. Slow, so not part of npm test; prints scores, asserts nothing.
import { startDemo } from './demo-process';

const PAGES = ['/', '/damen/', '/katalog/?q=kleid', '/authenticate/', '/warenkorb/', '/checkout/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PORT = 3925;

async function main(): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const demo = await startDemo(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  try {
    console.log(`Lighthouse, desktop, ${CATEGORIES.join(' / ')}:`);
    for (const path of PAGES) {
      const result = await lighthouse(`${demo.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        formFactor: 'desktop',
        screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
        throttlingMethod: 'provided',
      });
      const categories = result?.lhr.categories ?? {};
      const scores = CATEGORIES.map((category) => String(Math.round((categories[category]?.score ?? 0) * 100)).padStart(3));
      console.log(`  ${path.padEnd(22)} ${scores.join('   ')}`);
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
