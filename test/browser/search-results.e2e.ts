// The search results widget on the shop's search route: reached by Enter in the search overlay, on the demo's
// /katalog/ and on a foreign shop whose search route is /suche/?begriff={query}; count, paging, sorting and a result.
import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { MODEHAUS_SITE } from '../shared/site';
import type { ForeignPageOptions, WidgetTag } from '../foreign-host/pages';
import { startForeignHost, type ForeignHost } from '../foreign-host/server';
import { crossOriginPage, foreignPort, widgetHost } from './foreign-page';
import { openSearchBox } from './search-box';
import { openAndSettle, settleLoading } from './widget-page';

const RESULTS = '[data-widget="search/results"]';

/** What the search results widget shows now: heading, count, where the tiles lead and their prices, the page, the sort. */
function resultsView(): Promise<{ state: string; heading: string; count: string; tiles: string[]; prices: number[]; page: string; sort: string }> {
  return browser.execute((selector: string) => {
    const tag = document.querySelector<HTMLElement>(selector);
    const root = tag?.querySelector('[data-widget-root]')?.shadowRoot;
    const tiles = [...(root?.querySelectorAll('ul[aria-label="Suchergebnisse"] a') ?? [])];
    // The sales price is the tile's first amount (a reduced one is followed by its old price).
    const price = (text: string) => Number((/([\d.]+),(\d{2})/.exec(text) ?? []).slice(1).join('').replaceAll('.', ''));
    return {
      state: tag?.dataset.widgetState ?? '',
      heading: root?.querySelector('h1')?.textContent ?? '',
      count: root?.querySelector('.count')?.textContent ?? '',
      tiles: tiles.map((tile) => tile.getAttribute('href') ?? ''),
      prices: tiles.map((tile) => price(tile.querySelector('.price')?.textContent ?? '')),
      page: root?.querySelector('nav[aria-label="Seiten"] span')?.textContent ?? '',
      sort: root?.querySelector('select')?.value ?? '',
    };
  }, RESULTS);
}

/** Waits until the widget is mounted (or hydrated) and shows its hits; gives what it shows. */
async function waitForResults(): Promise<Awaited<ReturnType<typeof resultsView>>> {
  let view = await resultsView();
  await browser.waitUntil(
    async () => {
      view = await resultsView();
      return view.state === 'mounted' && view.tiles.length > 0;
    },
    { timeoutMsg: `the search results never showed hits (${JSON.stringify(view)})` },
  );
  return view;
}

/** Where the browser is: origin, path and query. */
const here = () => browser.execute(() => `${location.origin}${location.pathname}${location.search}`);

async function waitForAddress(expected: string): Promise<void> {
  await browser.waitUntil(async () => (await here()) === expected, { timeoutMsg: `the browser never reached ${expected} (at ${await here()})` });
}

/** Types `text` in the search overlay of the page and presses Enter, as a shopper who wants every hit. */
async function searchAndEnter(text: string): Promise<void> {
  const input = await openSearchBox(widgetHost('[data-widget="search"]'));
  await input.setValue(text);
  await (await widgetHost('[data-widget="search"]').shadow$('[role="option"]')).waitForDisplayed({ timeoutMsg: `no hits for ${text}` });
  await browser.keys('Enter');
}

/** Follows a link of the results widget by its text. */
async function follow(text: string): Promise<void> {
  const links = await widgetHost(RESULTS).shadow$$('a');
  for (const link of links) {
    if ((await link.getText()).trim() === text) {
      await link.click();
      return;
    }
  }
  throw new Error(`the search results have no link ${text}`);
}

/** Chooses a sort in the results' sort form (it applies itself at once). */
async function sortBy(value: string): Promise<void> {
  await (await widgetHost(RESULTS).shadow$('select')).selectByAttribute('value', value);
}

/** The view_item_list events of the open page, as the data layer holds them. */
function viewedLists(): Promise<{ list: string; items: number; firstIndex: number }[]> {
  return browser.execute(() =>
    ((window.dataLayer ?? []) as { event?: string; ecommerce?: { item_list_name?: string; items?: { index?: number }[] } }[])
      .filter((entry) => entry.event === 'view_item_list')
      .map((entry) => ({ list: entry.ecommerce?.item_list_name ?? '', items: entry.ecommerce?.items?.length ?? 0, firstIndex: entry.ecommerce?.items?.[0]?.index ?? -1 })),
  );
}

/** Checks the paging and sorting of the results open at `searchPage` (with `?<field>=kleid`), then opens a result. */
async function pageSortAndOpen(origin: string, searchPage: string): Promise<string> {
  const first = await waitForResults();
  expect(first.heading).toBe('Suchergebnisse für „kleid“');
  expect(first.count).toMatch(/^\d+ Artikel$/);
  expect(first.tiles).toHaveLength(48);
  expect(first.page).toMatch(/^Seite 1 von \d+$/);
  await browser.waitUntil(async () => (await viewedLists()).length > 0, { timeoutMsg: 'no view_item_list' });
  expect(await viewedLists()).toEqual([{ list: 'Suchergebnisse', items: 48, firstIndex: 0 }]);

  await follow('Weiter');
  await waitForAddress(`${origin}${searchPage}&page=2`);
  const second = await waitForResults();
  expect(second.page).toBe(first.page.replace('Seite 1', 'Seite 2'));
  expect(second.count).toBe(first.count);
  expect(second.tiles.filter((href) => first.tiles.includes(href))).toEqual([]);
  await browser.waitUntil(async () => (await viewedLists()).length > 0, { timeoutMsg: 'no view_item_list on page 2' });
  expect(await viewedLists()).toEqual([{ list: 'Suchergebnisse', items: 48, firstIndex: 48 }]);

  // A new sort starts at the first page, the search text kept.
  await sortBy('preis-aufsteigend');
  await waitForAddress(`${origin}${searchPage}&sort=preis-aufsteigend`);
  const sorted = await waitForResults();
  expect(sorted.sort).toBe('preis-aufsteigend');
  expect(sorted.page).toBe(first.page);
  expect(sorted.prices).toEqual([...sorted.prices].sort((a, b) => a - b));

  const [result] = sorted.tiles;
  if (!result) throw new Error('no result to open');
  const link = await widgetHost(RESULTS).shadow$(`a[href="${result}"]`);
  await link.click();
  await waitForAddress(`${origin}${result}`);
  return result;
}

describe('search results on the shop’s search route', () => {
  it('on the demo: Enter in the search overlay lists the hits on /katalog/, pages, sorts and opens a product', async () => {
    await openAndSettle('/');
    const origin = new URL(await browser.getUrl()).origin;
    await searchAndEnter('kleid');
    await waitForAddress(`${origin}/katalog/?q=kleid`);
    const product = await pageSortAndOpen(origin, '/katalog/?q=kleid');
    expect(product).toMatch(/^\/p\/[a-z0-9-]+\/$/);
    await settleLoading();
    // The demo's product page of that result, with its buy button.
    expect(await browser.execute(() => document.querySelector('[data-widget="minicart/buy-button"]') !== null)).toBe(true);
  });

  describe('on a shop whose search route is /suche/?begriff={query}', () => {
    let cms: ForeignHost;
    const SEARCH: WidgetTag = { widget: 'search', minHeight: 48 };
    const RESULTS_TAG: WidgetTag = { widget: 'search/results', fallback: '<p><a href="/suche/">Alle Produkte ansehen</a></p>', minHeight: 480 };
    const pages: Record<string, () => ForeignPageOptions> = {
      '/start/': crossOriginPage('Modehaus Berg – Start', [SEARCH], { site: MODEHAUS_SITE }),
      '/suche/': crossOriginPage('Modehaus Berg – Suche', [SEARCH, RESULTS_TAG], { site: MODEHAUS_SITE }),
    };

    before(async () => {
      cms = await startForeignHost({ port: foreignPort(), pages });
    });
    after(() => cms.close());

    it('lists the hits on the shop’s own search page, pages, sorts, and a result leads to the product path', async () => {
      await openAndSettle(`${cms.origin}/start/`);
      await searchAndEnter('kleid');
      await waitForAddress(`${cms.origin}/suche/?begriff=kleid`);
      // The shop's product pages: the CMS builds them at the API's product paths.
      const productPage = crossOriginPage('Modehaus Berg – Produkt', [SEARCH], { site: MODEHAUS_SITE });
      const listing = await browser.execute(async () => {
        const answer = await fetch(`${document.querySelector<HTMLScriptElement>('script[data-api]')?.dataset.api}/api/catalog/products/?q=kleid&sort=preis-aufsteigend`);
        return ((await answer.json()) as { products: { path: string }[] }).products.map((product) => product.path);
      });
      for (const path of listing) pages[path] = productPage;
      const product = await pageSortAndOpen(cms.origin, '/suche/?begriff=kleid');
      expect(listing).toContain(product);
      expect(cms.visited.map((visit) => visit.path)).toEqual(
        expect.arrayContaining(['/suche/?begriff=kleid', '/suche/?begriff=kleid&page=2', '/suche/?begriff=kleid&sort=preis-aufsteigend', product]),
      );
    });
  });
});
