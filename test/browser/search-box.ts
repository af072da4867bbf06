import { $, browser } from '@wdio/globals';
import { Key, type ChainablePromiseElement } from 'webdriverio';
import { OPEN_DIALOG } from './widget-page';

/** The header's Suche button (its desktop row), which opens the overlay of the page's search widget. */
export const headerSearchButton = () => $('[data-widget="header"] [data-widget-root]').shadow$('[data-search-launcher]');

/**
 * The search box of a search widget's shadow host: in a box from 992 px the Suche button (the widget's own, or the
 * header's where the widget leaves it to the header) opens the overlay first (SPEC section 2); in a narrower box
 * the box is in the page.
 */
export async function openSearchBox(host: ChainablePromiseElement) {
  const inline = await host.shadow$('form[data-variant="inline"] input[role="combobox"]');
  if (await inline.isDisplayed()) return inline;
  if (!(await host.shadow$(OPEN_DIALOG).isExisting())) {
    const own = await host.shadow$('[data-search-launcher]');
    await ((await own.isDisplayed()) ? own : await headerSearchButton()).click();
  }
  const input = await host.shadow$(`${OPEN_DIALOG} input[role="combobox"]`);
  await input.waitForDisplayed({ timeoutMsg: 'no search box' });
  return input;
}

/** Closes the search overlay with Escape (list, then text, then the overlay), as a shopper who read the hits goes on. */
export async function closeSearch(host: ChainablePromiseElement) {
  await browser.waitUntil(
    async () => {
      if (!(await host.shadow$(OPEN_DIALOG).isExisting())) return true;
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
