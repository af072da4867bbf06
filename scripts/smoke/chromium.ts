import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's Chromium and its ChromeDriver (apt: chromium, chromium-driver). */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMEDRIVER = '/usr/bin/chromedriver';

/**
 * WebDriver capabilities of Debian's headless Chromium with its own chromedriver, as the browser tests use them
 * (STACK.md): no `browserVersion`, which would make webdriverio download a browser.
 */
export function chromiumCapabilities(): WebdriverIO.Capabilities {
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
        `--user-data-dir=${mkdtempSync(path.join(tmpdir(), 'schaufenster-smoke-chromium-'))}`,
        '--window-size=1280,900',
      ],
    },
    'wdio:chromedriverOptions': { binary: CHROMEDRIVER },
  };
}
