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
 * Classic WebDriver, not BiDi: over BiDi, every event of every page passes Chromium's BiDi mapper, chromedriver and
 * webdriverio's own listeners. Four browser spec files (a11y, auth, address, account), alternated on this 2-core
 * machine (2026-11-30): 98 and 104 CPU-s classic, 101 and 118 over BiDi. The console messages come from
 * chromedriver's browser log (`goog:loggingPrefs`, scripts/page-errors.ts); a script before a page's own from the
 * tab's DevTools protocol session (addInitScript); the browser tests' browser contexts and held requests from the
 * browser's (test/browser/devtools.ts).
 */
export function chromiumCapabilities({ windowSize = '1280,900', profile = 'schaufenster-chromium' }: { windowSize?: string; profile?: string } = {}): WebdriverIO.Capabilities {
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
    'wdio:enforceWebDriverClassic': true,
  };
  // Every console message of the pages in chromedriver's browser log (webdriverio's types do not know the capability).
  return Object.assign(capabilities, { 'goog:loggingPrefs': { browser: 'ALL' } });
}

/**
 * Runs `script(...args)` in every page the browser's current tab opens from now on, before the page's own scripts
 * (in the tab's own DevTools protocol session, which chromedriver keeps as long as the tab; classic WebDriver has no
 * command of its own for it). Returns what takes it away again.
 */
export async function addInitScript<A extends unknown[]>(browser: WebdriverIO.Browser, script: (...args: A) => void, ...args: A): Promise<() => Promise<void>> {
  const source = `(${script.toString()})(...${JSON.stringify(args)})`;
  const { identifier } = (await browser.sendCommandAndGetResult('Page.addScriptToEvaluateOnNewDocument', { source })) as { identifier: string };
  return async () => {
    await browser.sendCommand('Page.removeScriptToEvaluateOnNewDocument', { identifier });
  };
}
