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
 */
export function chromiumCapabilities({ windowSize = '1280,900', profile = 'schaufenster-chromium' }: { windowSize?: string; profile?: string } = {}): WebdriverIO.Capabilities {
  return {
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
  };
}
