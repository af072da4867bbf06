import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { API, apiPath, type Product } from '@schaufenster/shared/api';
import { renderToString } from 'react-dom/server';
import { ServerRenderContext, type ServerSnapshot } from '@schaufenster/shared/ssr';
import { renderWidget, serverRenderedTag } from '@schaufenster/shared/mount/testing';
import { product as dress } from '../../test/shared/shop-fixtures';
import { within } from '@testing-library/dom';
import { mount } from './product-view-mount';
import { cartOf, DRESS_LINE, reportedEvents, resetPage, startTestShop, type TestShop } from './testing';

/** The dress with the gallery a product page's answer carries. */
const product: Product = {
  ...dress,
  image: '/images/p-1.svg',
  images: [
    { url: '/images/p-1.svg', alt: 'Marke Sommerkleid, Blau: Vorderansicht' },
    { url: '/images/p-1-2.svg', alt: 'Marke Sommerkleid, Blau: Rückansicht' },
    { url: '/images/p-1-3.svg', alt: 'Marke Sommerkleid, Blau: Detailansicht' },
  ],
};

let shop: TestShop;
const PRODUCT_PATH = apiPath(API.product, { id: product.id });
const added = cartOf([{ ...DRESS_LINE, quantity: 1 }], { subtotal: { amount: 4999, currency: 'EUR' }, itemQty: 1 });

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.server.close());
beforeEach(() => {
  resetPage(shop);
  shop.answer((request) => {
    if (request.path === PRODUCT_PATH) return { status: 200, json: product };
    return request.path === API.cartAdd.path ? { status: 200, json: added } : { status: 404 };
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** The large image of the gallery: its source and its alt. */
function mainImage(root: ShadowRoot): [string | null, string | null] {
  const image = root.querySelector('figure img.main');
  return [image?.getAttribute('src') ?? null, image?.getAttribute('alt') ?? null];
}

describe('the product view named by product id', () => {
  it('shows brand, name, the reduced price with its original and discount, the colour and the gallery, then buys a size', async () => {
    const { view, shadowRoot, user } = await renderWidget(mount, { productId: product.id });
    const name = await view.findByRole('heading', { level: 1, name: 'Sommerkleid' });
    const details = name.parentElement as HTMLElement;
    expect(within(details).getByText('Marke')).toBeTruthy();
    // 49.99 of 59.99: SPEC's ratio 1 - 4999/5999 = 0.1667, shown as 17 % off.
    expect(details.querySelector('.price')?.textContent).toBe('49,99\u00a0€59,99\u00a0€−17 %');
    expect(within(details).getByText('Farbe: Blau')).toBeTruthy();
    expect(mainImage(shadowRoot)).toEqual(['/images/p-1.svg', 'Marke Sommerkleid, Blau: Vorderansicht']);

    await user.click(view.getByRole('button', { name: 'Bild 2 von 3 zeigen' }));
    expect(mainImage(shadowRoot)).toEqual(['/images/p-1-2.svg', 'Marke Sommerkleid, Blau: Rückansicht']);
    expect(view.getByRole('button', { name: 'Bild 2 von 3 zeigen' }).getAttribute('aria-pressed')).toBe('true');
    expect(view.getByRole('button', { name: 'Bild 1 von 3 zeigen' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(view.getByRole('radio', { name: '38' }));
    await user.click(view.getByRole('button', { name: 'In den Warenkorb' }));
    await view.findByRole('dialog', { name: 'Der Artikel liegt jetzt in deinem Warenkorb.' });
    expect(JSON.parse(shop.calls(API.cartAdd.path)[0]?.body ?? '')).toEqual({ variationId: 'v-38', component: 'product_page', componentAction: 'add_to_cart' });
    // The buy box inside it reports the view: once, not once more for the view around it.
    expect(reportedEvents().map((entry) => entry.event)).toEqual(['view_item', 'add_to_cart']);
  });

  it('shows a regular price alone, and the one image of a product answered without a gallery', async () => {
    const { images: _gallery, ...plain } = { ...product, summary: { ...product.summary, price: { salesPrice: { amount: 1999, currency: 'EUR' } } } };
    shop.answer((request) => (request.path === PRODUCT_PATH ? { status: 200, json: plain } : { status: 404 }));
    const { view, shadowRoot } = await renderWidget(mount, { productId: product.id });
    await view.findByRole('heading', { name: 'Sommerkleid' });
    expect(shadowRoot.querySelector('.price')?.textContent).toBe('19,99\u00a0€');
    expect(mainImage(shadowRoot)).toEqual(['/images/p-1.svg', 'Marke Sommerkleid']);
    expect(view.queryByRole('button', { name: /^Bild/ })).toBeNull();
  });

  it('says the article is no longer available for an id the shop does not know, and names the id in the console', async () => {
    shop.answer(() => ({ status: 404, json: { message: 'Not Found', error: { code: 'not_found' } } }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { view } = await renderWidget(mount, { productId: 'P999999' });
    await view.findByText('Dieser Artikel ist nicht mehr verfügbar.');
    expect(view.queryByRole('heading')).toBeNull();
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining('minicart/product-view: the shop knows no product "P999999"')]);
  });

  it('lays itself out by its own width (a container query), not the window', async () => {
    const { shadowRoot, view } = await renderWidget(mount, { productId: product.id });
    await view.findByRole('heading', { name: 'Sommerkleid' });
    const css = [...shadowRoot.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toMatch(/container:\s*product-view\s*\/\s*inline-size/);
    expect(css).toMatch(/@container product-view \(min-width: 640px\)\{[^{]*\.layout\{grid-template-columns:minmax\(0, 3fr\) minmax\(0, 2fr\)/);
    expect(css).not.toContain('@media');
  });
});

describe('the product view rendered on the server', () => {
  /**
   * The widget's content rendered to a string as the server build renders it (shared/mount/server-render), with its
   * styles written into a shadow root of their own: goober, seeing jsdom's window, writes to elements only.
   */
  function render(props: unknown, { snapshot }: { snapshot: ServerSnapshot }): { html: string; css: string } {
    const styles = document.createElement('div').attachShadow({ mode: 'open' });
    const html = renderToString(<ServerRenderContext.Provider value={{ ...snapshot, styleTarget: styles }}>{mount.content(props)}</ServerRenderContext.Provider>);
    return { html, css: styles.textContent ?? '' };
  }

  it('shows the product the server looked up in its first HTML, and hydrates it without asking the API or a warning', async () => {
    const snapshot = { busValues: {}, products: { [product.id]: product } };
    const { html, css } = render({ productId: product.id }, { snapshot });
    expect(html).toContain('Sommerkleid');
    expect(html).toContain('49,99\u00a0€');
    expect(html).toContain('/images/p-1-3.svg');
    expect(html).not.toContain('Der Artikel wird geladen');

    const el = serverRenderedTag('minicart/product-view', `${html}<style>${css}</style>`, snapshot);
    const host = el.firstElementChild as HTMLElement;
    const heading = host.shadowRoot?.querySelector('h1');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(el, { productId: product.id });
    });
    expect([errors.mock.calls, warnings.mock.calls]).toEqual([[], []]);
    // Hydrated in place (the same heading), and the gallery answers.
    expect(host.shadowRoot?.querySelector('h1')).toBe(heading);
    const third = host.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label="Bild 3 von 3 zeigen"]');
    await act(async () => third?.click());
    expect(host.shadowRoot?.querySelector('figure img.main')?.getAttribute('src')).toBe('/images/p-1-3.svg');
    expect(shop.calls(PRODUCT_PATH)).toEqual([]);
    act(() => unmount());
    el.remove();
  });

  it('renders the note for an id the server found unknown, and says so in the console once it hydrates', async () => {
    const snapshot = { busValues: {}, products: { P999999: null } };
    const { html } = render({ productId: 'P999999' }, { snapshot });
    expect(html).toContain('Dieser Artikel ist nicht mehr verfügbar.');
    const el = serverRenderedTag('minicart/product-view', html, snapshot);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(el, { productId: 'P999999' });
    });
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining('the shop knows no product "P999999"')]);
    expect(shop.calls(PRODUCT_PATH)).toEqual([]);
    act(() => unmount());
    el.remove();
  });
});
