import { browser } from '@wdio/globals';
import { Key, type ChainablePromiseElement } from 'webdriverio';

/**
 * The search box of a search widget's shadow host: from 992 px the widget is a Suche button that opens the
 * overlay first (SPEC section 2), on phones the box is in the page.
 */
export async function openSearchBox(host: ChainablePromiseElement) {
  const launcher = await host.shadow$('[data-search-launcher]');
  if ((await launcher.isExisting()) && (await launcher.getAttribute('aria-expanded')) !== 'true') await launcher.click();
  const input = await host.shadow$('input[role="combobox"]');
  await input.waitForDisplayed({ timeoutMsg: 'no search box' });
  return input;
}

/** Closes the search overlay with Escape (list, then text, then the overlay), as a shopper who read the hits goes on. */
export async function closeSearch(host: ChainablePromiseElement) {
  await browser.waitUntil(
    async () => {
      if (!(await host.shadow$('[role="dialog"]').isExisting())) return true;
      await browser.keys(Key.Escape);
      return false;
    },
    { timeoutMsg: 'the search overlay did not close' },
  );
}

/** The search input of the first (or n-th) search widget; on desktop its Suche button opens the overlay first. */
export async function searchInput(index = 0) {
  const hosts = await browser.$$('[data-widget="search"] [data-widget-root]');
  const host = hosts[index];
  if (!host) throw new Error(`no search widget #${index}`);
  return openSearchBox(host);
}
