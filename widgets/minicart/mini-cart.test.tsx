import { API } from '@schaufenster/shared/api';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { object, string } from 'superstruct';
import { bus } from '@schaufenster/shared/bus';
import { request } from '@schaufenster/shared/http';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { letTimePass } from '../../test/shared/fake-time';
import { mount } from './mount';
import { DRESS_CART, reportedEvents, resetPage, startTestShop, type TestShop } from './testing';

let shop: TestShop;

function renderMiniCart(props: unknown) {
  return renderWidget(mount, props);
}

/** What the header's cart entry does when clicked. */
const askToOpen = () => act(async () => bus.emit('minicart:open', {}));

async function openFlyout(props: unknown = {}) {
  const rendered = await renderMiniCart(props);
  await askToOpen();
  return rendered;
}

// jsdom cannot navigate; the links' own handlers still run before this one.
const stopNavigation = (event: Event) => event.preventDefault();

beforeAll(async () => {
  shop = await startTestShop();
  document.addEventListener('click', stopNavigation);
});
afterAll(async () => {
  document.removeEventListener('click', stopNavigation);
  await shop.server.close();
});
beforeEach(() => resetPage(shop));

describe('the mini-cart flyout', () => {
  it('says the cart is loading while the API has not answered', async () => {
    shop.answer(() => ({ status: 200, hang: true }));
    const { view } = await openFlyout();
    expect(view.getByRole('region', { name: 'Warenkorb' })).toBeTruthy();
    expect(view.getByRole('status').textContent).toBe('Dein Warenkorb wird geladen …');
  });

  it('tells an empty cart so and links back to the shop, reporting no view_cart', async () => {
    const { view } = await openFlyout();
    const back = await view.findByRole('link', { name: 'Weiter einkaufen' });
    expect(view.getByText('Dein Warenkorb ist leer.')).toBeTruthy();
    expect(back.getAttribute('href')).toBe('/');
    expect(reportedEvents()).toEqual([]);
  });

  it('shows the count, the lines and the totals of the API, and reports view_cart once per opening', async () => {
    shop.answer(() => ({ status: 200, json: DRESS_CART }));
    const { view, user } = await renderMiniCart({});
    await waitFor(() => expect(bus.last('cart:changed')).toEqual({ itemCount: 2 }));
    expect(view.queryByRole('region')).toBeNull();

    await askToOpen();
    const region = view.getByRole('region', { name: 'Warenkorb' });
    expect(region.textContent).toContain('Marke');
    expect(region.textContent).toContain('Größe: 38 · Farbe: Blau');
    expect(view.getByRole('link', { name: 'Sommerkleid' }).getAttribute('href')).toBe('/p/sommerkleid-1001/');
    expect(view.getByText('Zwischensumme').nextElementSibling?.textContent).toBe('99,98\u00a0€');
    expect(view.getByText('Gutschein (SCHAUFENSTER10)').nextElementSibling?.textContent).toBe('−10,00\u00a0€');
    expect(view.getByText('Gesamtsumme').nextElementSibling?.textContent).toBe('89,98\u00a0€');
    expect(view.getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toBe('/warenkorb/');

    await user.keyboard('{Escape}');
    await askToOpen();
    expect(reportedEvents().map((entry) => entry.event)).toEqual(['view_cart', 'view_cart']);
    // Worth the subtotal minus the voucher, like the purchase: 99.98 - 10.00.
    expect(reportedEvents()[0]?.ecommerce).toMatchObject({ currency: 'EUR', value: 89.98, coupon: 'SCHAUFENSTER10', items: [{ item_id: '1001', price: 49.99, quantity: 2 }] });
  });

  it('leads to /checkout/ with Zur Kasse, which leaves begin_checkout to the checkout (one report per way in)', async () => {
    shop.answer(() => ({ status: 200, json: DRESS_CART }));
    const { view } = await openFlyout();
    const checkout = await view.findByRole('link', { name: 'Zur Kasse' });
    expect(checkout.getAttribute('href')).toBe('/checkout/');
    await act(async () => checkout.click());
    expect(reportedEvents().map((entry) => entry.event)).toEqual(['view_cart']);
  });

  it('takes the focus when it opens, closes on Escape and gives the focus back to the entry that opened it', async () => {
    const entry = document.createElement('button');
    document.body.append(entry);
    entry.focus();
    const { view, shadowRoot, user } = await openFlyout();
    expect(shadowRoot.activeElement).toBe(view.getByRole('region', { name: 'Warenkorb' }));
    const back = await view.findByRole('link', { name: 'Weiter einkaufen' });
    back.focus();
    await user.keyboard('{Escape}');
    expect(view.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(entry);
    entry.remove();
  });

  it('closes when the shopper presses somewhere else on the page', async () => {
    const { view, user } = await openFlyout();
    await user.click(document.body);
    expect(view.queryByRole('region')).toBeNull();
  });

  it('shows that the cart could not be loaded with Nochmal versuchen, and no generic modal: a load in the background', async () => {
    const shown: string[] = [];
    const off = bus.on('error:show', ({ reason }) => shown.push(reason));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    shop.answer(() => ({ status: 500, json: {} }));
    const { view } = await openFlyout();
    expect((await view.findByRole('alert')).textContent).toBe('Dein Warenkorb konnte leider nicht geladen werden.');
    expect(view.getByRole('button', { name: 'Nochmal versuchen' })).toBeTruthy();
    off();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    expect(shown).toEqual([]);
  });
});

describe('the mini-cart after a failed load', () => {
  /** Opens the flyout on an API that fails the cart's load, then lets the API answer it with the dress. */
  async function failedThenBack() {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    shop.answer(() => ({ status: 503, json: { error: { code: 'unavailable' } } }));
    const rendered = await openFlyout();
    await rendered.view.findByRole('alert');
    shop.answer((request) => (request.path === API.cart.path ? { status: 200, json: DRESS_CART } : { status: 404 }));
    return rendered;
  }

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('loads again when the shopper opens the flyout again, and shows the cart', async () => {
    const { view, user } = await failedThenBack();
    await user.keyboard('{Escape}');
    await askToOpen();
    expect(await view.findByRole('link', { name: 'Sommerkleid' })).toBeTruthy();
    expect(view.queryByRole('alert')).toBeNull();
    expect(shop.calls(API.cart.path)).toHaveLength(2);
  });

  it('loads again with Nochmal versuchen', async () => {
    const { view, user } = await failedThenBack();
    await user.click(view.getByRole('button', { name: 'Nochmal versuchen' }));
    expect(await view.findByRole('link', { name: 'Sommerkleid' })).toBeTruthy();
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('clears its message by itself when the API answers another call of the page again', async () => {
    const { view } = await failedThenBack();
    await act(async () => {
      await request('/api/s/', { schema: object({ id: string() }) });
    });
    expect(await view.findByRole('link', { name: 'Sommerkleid' })).toBeTruthy();
    expect(view.queryByRole('alert')).toBeNull();
    expect(shop.calls(API.cart.path)).toHaveLength(2);
  });
});

describe('loading the cart', () => {
  it('loads it once per page however many mini-cart tags there are', async () => {
    shop.answer(() => ({ status: 200, json: DRESS_CART }));
    const entry = await renderMiniCart({ loadCart: true });
    const page = await renderMiniCart({ view: 'page' });
    await page.view.findByRole('button', { name: 'Sommerkleid entfernen' });
    await act(async () => bus.emit('minicart:open', {}));
    await entry.view.findByRole('link', { name: 'Sommerkleid' });
    expect(shop.calls(API.cart.path)).toHaveLength(1);
  });

  it('makes no cart request on a page whose flag stops the cart from loading, and links to the cart', async () => {
    const { view } = await renderMiniCart({ loadCart: false });
    const link = view.getByRole('link', { name: 'Warenkorb' });
    expect(link.getAttribute('href')).toBe('/warenkorb/');
    // A request would leave at mount: a second of fake time, with real I/O, for it to arrive.
    await letTimePass(1000, { wrap: act });
    expect(shop.calls(API.cart.path)).toHaveLength(0);
  });

  it('rejects an unknown view, naming the field', () => {
    expect(() => mount(document.createElement('div'), { view: 'sidebar' })).toThrow(/invalid props at view/);
  });
});
