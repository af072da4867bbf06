import { browser } from '@wdio/globals';

/**
 * The network events webdriverio subscribes every BiDi session to, for its own `url` command (which waits for the
 * navigation's request and response) and for `mock`: every request of every page then travels as three events from
 * Chromium through its BiDi mapper and chromedriver to the worker. A spec that watches requests subscribes to them
 * itself while it does (minicart-shop.ts, widget-catalog.e2e.ts).
 */
const NETWORK_EVENTS = ['network.beforeRequestSent', 'network.responseCompleted', 'network.fetchError'];

/**
 * Makes `browser.url` WebDriver's classic navigation (it waits for the page's load event, as the BiDi one does) and
 * drops webdriverio's subscription to the network events, which nothing else of the tests reads. Measured on this
 * 2-core machine (2026-11-29): 21 page loads of the demo cost Chromium, chromedriver and the worker 12.2 CPU-s
 * instead of 14.4 (median of three; classic WebDriver without BiDi: 9.9), and layout-cart.e2e.ts with
 * layout-customer.e2e.ts 51 CPU-s instead of 56.
 */
export async function navigateWithoutNetworkEvents(): Promise<void> {
  await browser.sessionUnsubscribe({ events: NETWORK_EVENTS });
  browser.overwriteCommand('url', async (_bidiUrl, path: string, options?: object) => {
    // Headers, waits and scripts before the load are the BiDi command's, which waits for the events dropped here.
    if (options && Object.keys(options).length > 0) throw new Error('browser.url takes no options in the browser tests (test/browser/navigation.ts)');
    return browser.navigateTo(new URL(path, browser.options.baseUrl).href);
  });
}
