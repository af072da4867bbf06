import { act } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configure } from '@testing-library/dom';
import type { CatalogListing, Product } from '@schaufenster/shared/api';
import { renderWidget, serverRenderedTag } from '@schaufenster/shared/mount/testing';
import { stopRuntime } from '@schaufenster/shared/runtime/start-runtime';
import { product } from '../../test/shared/shop-fixtures';
import { declareSite, MODEHAUS_SITE } from '../../test/shared/site';
import { useTestServer, type Answer } from '../../test/shared/test-server';
import { reportedEvents } from '@schaufenster/shared/tracking/testing';
import { mount } from './results-mount';

// The first mount loads the widget, the runtime and the listing: on a busy machine that may take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const server = useTestServer();

/** Page 2 of 3 of a search: 120 hits, 48 a page, the first two of this page shown. */
const hits: Product[] = [{ ...product, image: 'https://img.example/1001.svg' }, { ...product, id: 'p-2', productNumber: '1002', path: '/p/mantel-1002/', summary: { ...product.summary, name: 'Wollmantel', price: { salesPrice: { amount: 12900, currency: 'EUR' } } } }];
const PAGE_2: CatalogListing = { products: hits, total: 120, page: 2, pageSize: 48, pageCount: 3 };
const NOTHING: CatalogListing = { products: [], total: 0, page: 1, pageSize: 48, pageCount: 1 };
const LISTING_CALL = '/api/catalog/products/?q=mantel&page=2';

/** Answers the listing calls with `listing` (the session call with a visitor's session). */
function answerListing(answer: (path: string) => Answer): void {
  server.answer((request) => (request.path.startsWith('/api/catalog/products/') ? answer(request.path) : { status: 200, json: { id: 's', aboutMe: { isLogged: false } } }));
}

/** Puts the page at `path` of its own origin (the page's `<base>` points API paths at the test server). */
const goTo = (path: string) => window.history.replaceState(null, '', `${window.location.origin}${path}`);

const listingCalls = () => server.requests.filter((request) => request.path.startsWith('/api/catalog/products/')).map((request) => request.path);

let undeclare: () => void = () => undefined;
beforeEach(() => {
  // A shop whose search route is /suche/?begriff={query}: the shopper is on page 2 of the hits for "mantel".
  undeclare = declareSite(MODEHAUS_SITE);
  goTo('/suche/?begriff=mantel&page=2');
  delete window.dataLayer;
  answerListing(() => ({ status: 200, json: PAGE_2 }));
});
afterEach(() => {
  undeclare();
  goTo('/');
});
// The address changes of the tests are route changes: no session reload of the runtime may outlive the file.
afterAll(() => stopRuntime());

describe('search/results', () => {
  it('lists the hits for the search text of the page address as the site names it: count, tiles, sort and page links', async () => {
    const { view } = await renderWidget(mount);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Suchergebnisse für „mantel“');
    expect(await view.findByText('120 Artikel')).toBeTruthy();
    expect(listingCalls()).toEqual([LISTING_CALL]);
    const tiles = view.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/p/'));
    expect(tiles.map((tile) => [tile.getAttribute('href'), tile.textContent])).toEqual([
      ['/p/kleid-1001/', 'MarkeSommerkleid49,99\u00a0€59,99\u00a0€−17 %'],
      ['/p/mantel-1002/', 'MarkeWollmantel129,00\u00a0€'],
    ]);
    // The image in SPEC's default aspect ratio, 3:4.
    const image = tiles[0]?.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['300', '400']);
    expect(view.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/suche/?begriff=mantel');
    expect(view.getByRole('link', { name: 'Zurück' }).getAttribute('rel')).toBe('prev');
    expect(view.getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/suche/?begriff=mantel&page=3');
    expect(view.getByRole('link', { name: 'Weiter' }).getAttribute('rel')).toBe('next');
    expect(view.getByText('Seite 2 von 3')).toBeTruthy();
  });

  it('sorts by a plain form of the page address that sends the search text again', async () => {
    const { view } = await renderWidget(mount);
    const select = (await view.findByRole('combobox', { name: 'Sortieren nach' })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Empfohlen', 'Preis aufsteigend', 'Preis absteigend']);
    const form = select.closest('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['get', '/suche/']);
    // What the form sends: its named fields (no JavaScript needed).
    const fields = [...(form?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name]') ?? [])].map((field) => [field.name, field.value]);
    expect(fields).toEqual([
      ['begriff', 'mantel'],
      ['sort', 'empfohlen'],
    ]);
    expect(view.getByRole('button', { name: 'Anwenden' })).toBeTruthy();
  });

  it('reports the page of hits as view_item_list once, and a chosen tile as select_item, at their places in the whole list', async () => {
    const { view } = await renderWidget(mount);
    const tile = await view.findByRole('link', { name: /Wollmantel/ });
    tile.addEventListener('click', (event) => event.preventDefault());
    await act(async () => tile.click());
    const [viewed, selected, ...rest] = reportedEvents();
    expect(rest).toEqual([]);
    expect(viewed).toMatchObject({ event: 'view_item_list', ecommerce: { item_list_name: 'Suchergebnisse', items: [{ item_id: '1001', index: 48 }, { item_id: '1002', index: 49 }] } });
    expect(selected).toMatchObject({ event: 'select_item', ecommerce: { item_list_name: 'Suchergebnisse', items: [{ item_id: '1002', item_name: 'Wollmantel', price: 129, index: 49 }] } });
  });

  it('says in German when nothing is found and leads to all products of the shop', async () => {
    goTo('/suche/?begriff=quietscheentchen');
    answerListing(() => ({ status: 200, json: NOTHING }));
    const { view } = await renderWidget(mount);
    expect(await view.findByText('Leider haben wir zu „quietscheentchen“ nichts gefunden.')).toBeTruthy();
    expect(view.getByText(/Prüfe die Schreibweise/)).toBeTruthy();
    expect(view.getByRole('link', { name: 'Alle Produkte ansehen' }).getAttribute('href')).toBe('/suche/');
    expect(reportedEvents()).toEqual([]);
  });

  it('shows the error in German when the listing fails, and lists the hits once Nochmal versuchen succeeds', async () => {
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerListing(() => ({ status: 404, json: { message: 'Not Found' } }));
    const { view, user } = await renderWidget(mount);
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('ES TUT UNS LEID!');
    expect(alert.textContent).toContain('Es scheint ein Problem auf unserer Seite zu geben. Versuchen Sie es erneut oder zu einem späteren Zeitpunkt.');
    answerListing(() => ({ status: 200, json: PAGE_2 }));
    await user.click(view.getByRole('button', { name: 'Nochmal versuchen' }));
    expect(await view.findByText('120 Artikel')).toBeTruthy();
    expect(view.queryByRole('alert')).toBeNull();
    warnings.mockRestore();
  });

  it('hydrates the HTML the server rendered with its listing for this address: no call, no React error, the same hits', async () => {
    // The markup the server renders is the browser's for the same listing (the server build renders it: catalog-pages.test.ts).
    const rendered = await renderWidget(mount);
    await rendered.view.findByText('120 Artikel');
    const html = rendered.shadowRoot.innerHTML;
    await rendered.unmount();
    server.requests.length = 0;
    delete window.dataLayer;
    const snapshot = { pageUrl: '/suche/?begriff=mantel&page=2', answers: { [LISTING_CALL]: PAGE_2 } };
    const el = serverRenderedTag('search/results', html, snapshot);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(el, {});
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(listingCalls()).toEqual([]);
    const root = el.querySelector('[data-widget-root="search/results"]');
    expect(root?.hasAttribute('data-server-render')).toBe(false);
    expect(root?.shadowRoot?.textContent).toContain('Wollmantel');
    expect(reportedEvents().map((entry) => entry.event)).toEqual(['view_item_list']);
    act(() => unmount());
  });

  it('renders afresh, once, HTML the server rendered for another address (a fragment included without url)', async () => {
    const snapshot = { pageUrl: '/suche/?begriff=jacke', answers: { '/api/catalog/products/?q=jacke': NOTHING } };
    const el = serverRenderedTag('search/results', '<section><h1>Suchergebnisse für „jacke“</h1></section>', snapshot);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(el, {});
    });
    await act(async () => server.received(1));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const roots = el.querySelectorAll('[data-widget-root="search/results"]');
    expect(roots).toHaveLength(1);
    expect(roots[0]?.shadowRoot?.textContent).toContain('Suchergebnisse für „mantel“');
    expect(roots[0]?.shadowRoot?.textContent).not.toContain('jacke');
    act(() => unmount());
  });
});
