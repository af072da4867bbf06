import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's Chromium and its ChromeDriver (apt: chromium, chromium-driver). */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMEDRIVER = '/usr/bin/chromedriver';

/**
 * WebDriver capabilities of Debian's headless Chromium with its own chromedriver, one profile of its own per call,
 * for the browser tests, the release smoke test and the bench alike (STACK.md): no `browserVersion`, which would make
 * webdriverio download a browser; no background networking, which this machine's closed network refuses.
 *
 * Classic WebDriver unless `webDriverBidi` (the bench, whose scripts run in its pages before they load): over BiDi,
 * every event of every page passes Chromium's BiDi mapper, chromedriver and webdriverio's own listeners. Measured on
 * this 2-core machine (2026-11-29/30): 21 page loads of the demo 9.9 CPU-s classic against 12.2 over BiDi, and four
 * browser spec files (a11y, auth, address, account) 84 CPU-s in 49 s against 99 in 56. The console messages come from
 * chromedriver's browser log (`goog:loggingPrefs`, scripts/page-errors.ts); what else the tests need of the browser,
 * they ask Chromium's DevTools protocol (test/browser/devtools.ts).
 */
export function chromiumCapabilities({
  windowSize = '1280,900',
  profile = 'schaufenster-chromium',
  webDriverBidi = false,
}: { windowSize?: string; profile?: string; webDriverBidi?: boolean } = {}): WebdriverIO.Capabilities {
  const capabilities: WebdriverIO.Capabilities = {
    browserName: 'chrome',
    'goog:chromeOptions': {
      binary: CHROMIUM,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--no-default-browser-check',
        `--user-data-dir=${mkdtempSync(path.join(tmpdir(), `${profile}-`))}`,
        `--window-size=${windowSize}`,
      ],
    },
    'wdio:chromedriverOptions': { binary: CHROMEDRIVER },
    ...(webDriverBidi ? {} : { 'wdio:enforceWebDriverClassic': true }),
  };
  // Every console message of the pages in chromedriver's browser log (webdriverio's types do not know the capability).
  return Object.assign(capabilities, { 'goog:loggingPrefs': { browser: 'ALL' } });
}
