/** Debian's Chromium (apt: chromium): the browser the bench measures, the one shoppers run. */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium (apt: chromium-headless-shell): the same Blink and V8 without the
 * browser's user interface layer, the browser of the tests (browser specs, release smoke test, fault tests). Four
 * browser spec files (a11y, auth, address, account) on this 2-core machine (2026-11-30), alternated: 137 and 139
 * CPU-s in the shell, 187 and 193 in the full Chromium, every test passing in both. The program itself, not Debian's
 * `/usr/bin/chromium-headless-shell`: that script starts it as a child without exec, so chromedriver's end of a session
 * stopped the script and left the browser running.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMEDRIVER = '/usr/bin/chromedriver';

interface ChromiumOptions {
  windowSize?: string;
  /** The browser: the headless shell (tests), or CHROMIUM (the bench, which measures what a shopper's browser does). */
  binary?: typeof CHROMIUM | typeof HEADLESS_SHELL;
}

/**
 * WebDriver capabilities of Debian's headless Chromium with its own chromedriver, for the browser tests, the release
 * smoke test and the bench alike (STACK.md): no `browserVersion`, which would make webdriverio download a browser; no
 * background networking, which this machine's closed network refuses. No profile folder either: chromedriver gives
 * every session an empty one of its own and removes it when the session ends (the headless shell refuses to start on
 * one given by `--user-data-dir`).
 *
 * Classic WebDriver, not BiDi: over BiDi, every event of every page passes Chromium's BiDi mapper, chromedriver and
 * webdriverio's own listeners. Four browser spec files (a11y, auth, address, account), alternated on this 2-core
 * machine (2026-11-30): 98 and 104 CPU-s classic, 101 and 118 over BiDi. The console messages come from
 * chromedriver's browser log (`goog:loggingPrefs`, scripts/page-errors.ts); a script before a page's own from the
 * tab's DevTools protocol session (addInitScript); the browser tests' browser contexts and held requests from the
 * browser's (test/browser/devtools.ts).
 */
export function chromiumCapabilities({ windowSize = '1280,900', binary = HEADLESS_SHELL }: ChromiumOptions = {}): WebdriverIO.Capabilities {
  const capabilities: WebdriverIO.Capabilities = {
    browserName: 'chrome',
    'goog:chromeOptions': {
      binary,
      args: [
        // The shell is headless only, and knows no such switch.
        ...(binary === CHROMIUM ? ['--headless=new'] : []),
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--no-default-browser-check',
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
