import { act } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { bus } from '@schaufenster/shared/bus';
import { resetDataLayer } from '@schaufenster/shared/tracking/testing';
import { BERLIN } from '../../../test/shared/address-fixtures';
import { CART, EMPTY_CART, renderCheckout, reportedEvents, signIn, startCheckoutApi } from './checkout-testing';
import { click, type TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await startCheckoutApi();
});
afterAll(() => api.server.close());
beforeEach(() => {
  resetDataLayer();
  signIn(false);
  api.handle((request) => (request.path === '/api/checkout-v3/cart/overview/' ? { status: 200, json: CART } : { status: 200, json: { addresses: [BERLIN] } }));
});

describe('the checkout for a visitor', () => {
  it('asks to sign in or to order as a guest, in the Anmelden modal, beside the order summary', async () => {
    const { view } = await renderCheckout();
    expect(await view.findByRole('heading', { name: 'Anmelden oder als Gast bestellen' })).toBeTruthy();
    const opened = jest.fn();
    const off = bus.on('auth:open', opened);
    await click(view.getByRole('button', { name: 'Anmelden' }));
    await click(view.getByRole('button', { name: 'Als Gast bestellen' }));
    expect(opened.mock.calls).toEqual([[{ page: 'login' }], [{ page: 'guest' }]]);
    off();
    expect(view.getByRole('region', { name: 'Deine Bestellung' }).textContent).toContain('Sommerkleid');
    expect(view.getByTestId('grand-total').textContent).toBe('114,98\u00a0€');
  });

  it('reports begin_checkout once, from the cart', async () => {
    await renderCheckout().then(({ view }) => view.findByRole('heading', { name: 'Anmelden oder als Gast bestellen' }));
    expect(reportedEvents().map((entry) => entry.event)).toEqual(['begin_checkout']);
    expect(reportedEvents()[0]?.ecommerce).toMatchObject({ currency: 'EUR', value: 114.98, items: [{ item_id: '1001', quantity: 2 }, { item_id: '1003' }] });
  });

  it('goes on to the addresses once the visitor signed in (the session changed), without reloading', async () => {
    const { view } = await renderCheckout();
    await view.findByRole('heading', { name: 'Anmelden oder als Gast bestellen' });
    await act(async () => signIn(true));
    expect(await view.findByRole('group', { name: 'Lieferadresse' })).toBeTruthy();
  });

  it('sends a shopper with an empty cart back to the shop, reporting nothing', async () => {
    api.handle(() => ({ status: 200, json: EMPTY_CART }));
    const { view } = await renderCheckout();
    expect(await view.findByText('Dein Warenkorb ist leer.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Weiter einkaufen' }).getAttribute('href')).toBe('/');
    expect(reportedEvents()).toEqual([]);
  });
});
