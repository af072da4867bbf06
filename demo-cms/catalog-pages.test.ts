/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { is } from 'superstruct';
import { Product } from '@schaufenster/shared/api';
import { MODEHAUS_SITE } from '../test/shared/site';
import { attributeOf, elementsByTag, innerHtmlOf } from '../test/html';
import { catalogIndexOf } from '../shop-api/product-catalog/search-engine/catalog-index-store';
import { DATABASE_RETRY_AFTER_S } from '../server-kit/db/timeouts';
import { TEST_IMAGE_ORIGIN as IMAGE_ORIGIN, startTestApp, useTestApp, type TestApp } from '../test/server/harness';
import { releaseServerBuilds } from '../test/server-builds';
import { decodeHtml, readResultTiles as results, readTiles as tiles, resultsWidget } from './testing/listing-testing';

describe('catalog listing pages', () => {
  const test = useTestApp({ catalog: 'demo' });
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  it('renders 48 tiles per area page whose tracking JSON is a valid Product', async () => {
    const html = (await get('/damen/')).body;
    const found = tiles(html);
    expect(found).toHaveLength(48);
    expect(found.map((tile) => tile.index)).toEqual([...Array(48).keys()]);
    for (const tile of found) {
      expect(is(tile.product, Product)).toBe(true);
      expect(tile.list).toBe('Damen');
      expect((tile.product as Product).categoryTree[0]).toBe('Damen');
      expect(tile.html).toContain(`href="${(tile.product as Product).path}"`);
      expect(tile.html).toContain(`src="${IMAGE_ORIGIN}/images/${(tile.product as Product).id}.svg"`);
      expect(tile.html).toMatch(/<strong>\d{1,3}(\.\d{3})*,\d{2}\u00a0€<\/strong>/);
    }
  });

  it('pages through a listing in German, keeping positions across pages', async () => {
    const first = (await get('/herren/')).body;
    expect(first).toMatch(/<span>Seite 1 von \d+<\/span>/);
    expect(first).toContain('<a href="/herren/?page=2" rel="next">Weiter</a>');
    expect(first).not.toContain('Zurück</a>');
    const second = (await get('/herren/?page=2')).body;
    expect(second).toMatch(/<span>Seite 2 von \d+<\/span>/);
    expect(second).toContain('<a href="/herren/" rel="prev">Zurück</a>');
    expect(second).toContain('<a href="/herren/?page=3" rel="next">Weiter</a>');
    expect(tiles(second)[0]?.index).toBe(48);
  });

  it('shows the last page for a page past the end', async () => {
    const html = (await get('/herren/?page=9999')).body;
    const [, last] = /Seite (\d+) von (\d+)/.exec(html) ?? [];
    expect(html).toContain(`Seite ${last} von ${last}`);
    expect(tiles(html).length).toBeGreaterThan(0);
  });

  it('titles the outlet Sale and strikes through the original prices', async () => {
    const html = (await get('/outlet/')).body;
    expect(html).toContain('<title>Sale | Schaufenster</title>');
    for (const tile of tiles(html)) {
      expect(tile.list).toBe('Sale');
      expect(tile.html).toMatch(/<del>[\d.,]+\u00a0€<\/del> <strong>[\d.,]+\u00a0€<\/strong>/);
    }
  });

  it('sorts a listing by price, either way, and keeps the sort in the pager', async () => {
    const prices = (html: string) => tiles(html).map((tile) => (tile.product as Product).summary.price.salesPrice.amount);
    const rising = (await get('/damen/?sort=preis-aufsteigend')).body;
    expect(prices(rising)).toEqual([...prices(rising)].sort((a, b) => a - b));
    expect(rising).toContain('<option value="preis-aufsteigend" selected>Preis aufsteigend</option>');
    expect(rising).toContain('<a href="/damen/?sort=preis-aufsteigend&amp;page=2" rel="next">Weiter</a>');
    const falling = (await get('/damen/?sort=preis-absteigend')).body;
    expect(prices(falling)).toEqual([...prices(falling)].sort((a, b) => b - a));
    expect(prices(falling)[0]).toBeGreaterThan(prices(rising)[0] ?? Infinity);
  });

  it('filters a listing to reduced items, the sort kept in the form', async () => {
    const html = (await get('/damen/?sale=1&sort=preis-aufsteigend')).body;
    expect(tiles(html).length).toBeGreaterThan(0);
    for (const tile of tiles(html)) expect((tile.product as Product).summary.price.originalPrice).toBeDefined();
    expect(html).toMatch(/<input type="checkbox" name="sale" value="1" checked>/);
    expect(html).toContain('<option value="preis-aufsteigend" selected>Preis aufsteigend</option>');
    const all = (await get('/damen/')).body;
    expect(Number(/(\d+) Artikel/.exec(html)?.[1])).toBeLessThan(Number(/(\d+) Artikel/.exec(all)?.[1]));
  });

  it('offers the sort and the sale filter as a form of the listing, with its presets script; the outlet has no sale filter', async () => {
    const html = (await get('/herren/')).body;
    expect(html).toContain('<form class="listing-controls" method="get" action="/herren/" data-listing-controls>');
    expect(html).toContain('<option value="empfohlen" selected>Empfohlen</option>');
    expect(html).toMatch(/<input type="checkbox" name="sale" value="1">/);
    // The presets script runs under the page's CSP: it carries the nonce the loader script carries.
    const nonceOf = (src: string) => {
      const script = elementsByTag(html, 'script').find((candidate) => attributeOf(candidate, 'src') === src);
      return script && attributeOf(script, 'nonce');
    };
    expect(nonceOf('/widgets/listing-controls.js')).toBeDefined();
    expect(nonceOf('/widgets/listing-controls.js')).toBe(nonceOf('/widgets/loader.js'));
    const outlet = (await get('/outlet/')).body;
    expect(outlet).toContain('data-listing-controls');
    expect(outlet).not.toContain('name="sale"');
  });
});

describe('the catalog page, the search route of the demo: the search/results widget, rendered on the server', () => {
  const test = useTestApp({ catalog: 'demo' });
  const get = (url: string) => test.app.inject({ method: 'GET', url });
  // The search remote as released: its server build renders the widget into the page.
  beforeAll(() => releaseServerBuilds(test.widgetsDir, ['search']), 120_000);

  it('lists search hits with their count, the query kept in the pager', async () => {
    const html = (await get('/katalog/?q=kleid')).body;
    expect(html).toContain('<h1>Suchergebnisse für „kleid“</h1>');
    const hits = results(html);
    expect(hits).toHaveLength(48);
    expect(hits.filter((tile) => !/kleid/i.test(tile.name))).toEqual([]);
    for (const tile of hits) expect(tile.href).toMatch(/^\/p\/[a-z0-9-]+\/$/);
    expect(Number(/>(\d+) Artikel</.exec(html)?.[1])).toBeGreaterThan(48);
    expect(html).toContain('<a href="/katalog/?q=kleid&amp;page=2" rel="next">Weiter</a>');
    expect(html).toMatch(/<span>Seite 1 von \d+<\/span>/);
  });

  it('goes back from page 2 to the first page, whose address has no page', async () => {
    const html = (await get('/katalog/?q=kleid&page=2')).body;
    expect(html).toContain('<a href="/katalog/?q=kleid" rel="prev">Zurück</a>');
    expect(html).toMatch(/<span>Seite 2 von \d+<\/span>/);
    const first = results((await get('/katalog/?q=kleid')).body).map((tile) => tile.href);
    expect(results(html).filter((tile) => first.includes(tile.href))).toEqual([]);
  });

  it('shows every product in the catalog without a query', async () => {
    const html = (await get('/katalog/')).body;
    expect(html).toContain('<h1>Alle Produkte</h1>');
    expect(results(html)).toHaveLength(48);
    expect(html).toMatch(/Seite 1 von (10[89]|11\d)/);
  });

  it('says so in German when a search finds nothing', async () => {
    const html = (await get(`/katalog/?q=${encodeURIComponent('Quietscheentchen')}`)).body;
    expect(html).toContain('Leider haben wir zu „Quietscheentchen“ nichts gefunden.');
    expect(html).toContain('<a class="button" href="/katalog/">Alle Produkte ansehen</a>');
    expect(results(html)).toEqual([]);
  });

  it('sorts search hits by price, either way, and keeps the sort in the pager', async () => {
    const prices = (html: string) => results(html).map((tile) => tile.price);
    const rising = (await get('/katalog/?q=kleid&sort=preis-aufsteigend')).body;
    expect(prices(rising)).toEqual([...prices(rising)].sort((a, b) => a - b));
    expect(rising).toMatch(/<option value="preis-aufsteigend" selected="">Preis aufsteigend<\/option>/);
    expect(rising).toContain('<a href="/katalog/?q=kleid&amp;sort=preis-aufsteigend&amp;page=2" rel="next">Weiter</a>');
    // The sort form sends the search text again: it works without JavaScript.
    expect(rising).toContain('<input type="hidden" name="q" value="kleid"/>');
    const falling = (await get('/katalog/?q=kleid&sort=preis-absteigend')).body;
    expect(prices(falling)).toEqual([...prices(falling)].sort((a, b) => b - a));
    expect(prices(falling)[0]).toBeGreaterThan(prices(rising)[0] ?? Infinity);
  });

  it('carries the page address and the listing it was rendered with, so the browser hydrates the same', async () => {
    const html = (await get('/katalog/?q=kleid&page=2')).body;
    const widget = resultsWidget(html);
    if (!widget) throw new Error('no server-rendered search/results in the page');
    const snapshot = JSON.parse(attributeOf(widget, 'data-server-render') ?? '{}') as { pageUrl?: string; answers?: Record<string, { page: number }> };
    expect(snapshot.pageUrl).toBe('/katalog/?q=kleid&page=2');
    expect(Object.keys(snapshot.answers ?? {})).toEqual(['/api/catalog/products/?q=kleid&page=2']);
    expect(snapshot.answers?.['/api/catalog/products/?q=kleid&page=2']?.page).toBe(2);
  });

  it('renders a fragment for a server-side include on a shop whose search route is /suche/?begriff={query}', async () => {
    const site = JSON.stringify(MODEHAUS_SITE);
    const response = await get(`/fragments/search/results/?url=${encodeURIComponent('/suche/?begriff=kleid&page=2')}&site=${encodeURIComponent(site)}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Suchergebnisse für „kleid“</h1>');
    expect(results(response.body)).toHaveLength(48);
    expect(response.body).toContain('<a href="/suche/?begriff=kleid" rel="prev">Zurück</a>');
    expect(response.body).toContain('<a href="/suche/?begriff=kleid&amp;page=3" rel="next">Weiter</a>');
    // Without the page's address it renders the whole catalog: the browser renders it afresh for its own.
    expect((await get('/fragments/search/results/')).body).toContain('<h1>Alle Produkte</h1>');
  });

  it('escapes shopper text and product data in the HTML', async () => {
    const html = (await get(`/katalog/?q=${encodeURIComponent('"><script>alert(1)</script>')}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('catalog pages while the database is away', () => {
  /** What a browser sends when the shopper follows a link. */
  const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const PAGES = ['/damen/', '/herren/?sort=preis-aufsteigend&page=2', '/outlet/', '/marken/nordlicht/'];
  let test: TestApp;
  let productUrl: string;
  /** What each page showed while the database was there. */
  const live = new Map<string, string>();
  const get = (url: string) => test.visitor().get(url, NAVIGATION);

  beforeAll(async () => {
    test = await startTestApp({ catalog: 'demo' });
    // The search index (and with it the catalog in memory) is built before the outage, as the server does at its start.
    await catalogIndexOf(test.database.db);
    const first = tiles((await get('/damen/')).text)[0]?.product as Product | undefined;
    productUrl = first?.path ?? '';
    for (const url of [...PAGES, productUrl]) live.set(url, (await get(url)).text);
    await test.database.close();
  }, 60_000);
  afterAll(async () => {
    await test?.app.close();
  });

  it('renders a product page from memory: 200 HTML with the product’s name, price and sizes, never stored', async () => {
    const answer = await get(productUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [before, during] = [decodeHtml(live.get(productUrl) ?? ''), decodeHtml(answer.text)];
    const name = /<h1>([^<]+)<\/h1>/.exec(before)?.[1] ?? 'no name';
    const price = /\d{1,3}(\.\d{3})*,\d{2}\u00a0€/.exec(before)?.[0] ?? 'no price';
    expect(during).toContain(`<h1>${name}</h1>`);
    expect(during).toContain(price);
    const sizes = (html: string) => elementsByTag(html, 'li').map((size) => innerHtmlOf(html, size));
    expect(sizes(during)).toEqual(sizes(before));
  });

  it.each(PAGES)('lists %s from memory with the same tiles, in the same order, as the database did', async (url) => {
    const answer = await get(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const during = tiles(answer.text);
    expect(during.length).toBeGreaterThan(0);
    expect(during).toEqual(tiles(live.get(url) ?? ''));
  });

  it.each([
    ['a product the catalog in memory does not hold', '/p/gibt-es-nicht/'],
    ['a page that needs the database', '/marken/'],
  ])('answers %s with the German error page (503)', async (_case, url) => {
    const answer = await get(url);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});
