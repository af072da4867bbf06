import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { bus } from '@schaufenster/shared/bus';
import { SHIPPING_TIER } from '@schaufenster/shared/tracking';
import { resetDataLayer } from '@schaufenster/shared/tracking/testing';
import { BERLIN, STATION } from '../../../test/shared/address-fixtures';
import { CART, ORDER, renderCheckout, reportedEvents, signIn, startCheckoutApi } from './checkout-testing';
import { navigation } from './navigation';
import { click, fill, type TestApi, type View } from '../testing';

const ORDER_PATH = '/api/checkout-v3/order/';
let api: TestApi;
let book = [BERLIN, STATION];
let orderAnswer: { status: number; json: unknown } = { status: 201, json: ORDER };
const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);

beforeAll(async () => {
  api = await startCheckoutApi();
});
afterAll(() => api.server.close());
beforeEach(() => {
  resetDataLayer();
  signIn(true);
  assign.mockClear();
  api.server.requests.length = 0;
  book = [BERLIN, STATION];
  orderAnswer = { status: 201, json: ORDER };
  api.handle((request) => {
    if (request.path === '/api/checkout-v3/cart/overview/') return { status: 200, json: CART };
    if (request.path === ORDER_PATH) return orderAnswer;
    if (request.method === 'POST') return { status: 201, json: { ...BERLIN, addressId: 'new-address', city: 'Hamburg', defaultDeliverAddress: false } };
    return { status: 200, json: { addresses: book } };
  });
});

async function toPayment(view: View) {
  await click(await view.findByRole('button', { name: 'Weiter zur Zahlungsart' }));
  return view.findByRole('group', { name: 'Zahlungsart' });
}

describe('the checkout of a signed-in customer', () => {
  it('preselects the default address, reports each step and places the order with Rechnung', async () => {
    const { view } = await renderCheckout();
    const berlin = (await view.findByRole('radio', { name: /Hauptstraße 5, 10115 Berlin/ })) as HTMLInputElement;
    expect(berlin.checked).toBe(true);
    await toPayment(view);
    expect(view.getByRole('button', { name: 'Ändern' })).toBeTruthy();
    await click(view.getByRole('button', { name: 'Jetzt kaufen' }));
    expect((await view.findByRole('alert')).textContent).toBe('Bitte wähle eine Zahlungsart aus.');
    await click(view.getByRole('radio', { name: 'Rechnung' }));
    await click(view.getByRole('button', { name: 'Jetzt kaufen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/bestaetigung/?order=SF-2026-000042'));
    expect(api.calls('POST', ORDER_PATH)).toEqual([{ addressId: BERLIN.addressId, paymentMethod: 'invoice' }]);
    // The order is placed once even if its answer got lost and the call is sent again.
    expect(api.server.requests.find((request) => request.path === ORDER_PATH)?.headers['idempotency-key']).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(reportedEvents().map((entry) => [entry.event, entry.ecommerce.payment_type ?? entry.ecommerce.shipping_tier ?? null])).toEqual([
      ['begin_checkout', null],
      ['add_shipping_info', SHIPPING_TIER],
      ['add_payment_info', 'invoice'],
    ]);
    expect(bus.last('cart:changed')).toEqual({ itemCount: 0 });
  });

  it('bills another address when the customer says so, and never a packstation', async () => {
    const { view } = await renderCheckout();
    await click(await view.findByRole('radio', { name: /Packstation 123/ }));
    const same = view.getByRole('checkbox', { name: 'Rechnungsadresse entspricht der Lieferadresse' }) as HTMLInputElement;
    expect(same.disabled).toBe(true);
    expect(view.getByText('Eine Packstation kann keine Rechnungsadresse sein.')).toBeTruthy();
    const billing = view.getByRole('group', { name: 'Rechnungsadresse' });
    expect(billing.querySelectorAll('input[type="radio"][value]:not([value="new"])')).toHaveLength(1);
    await toPayment(view);
    await click(view.getByRole('radio', { name: 'PayPal' }));
    await click(view.getByRole('button', { name: 'Jetzt kaufen' }));
    await waitFor(() => expect(api.calls('POST', ORDER_PATH)).toHaveLength(1));
    expect(api.calls('POST', ORDER_PATH)[0]).toEqual({ addressId: STATION.addressId, paymentMethod: 'paypal', billingAddressId: BERLIN.addressId });
  });

  it('asks for the address form at once when the book is empty, and chooses the saved address', async () => {
    book = [];
    const { view } = await renderCheckout();
    expect(await view.findByRole('form', { name: 'Lieferadresse' })).toBeTruthy();
    await click(view.getByRole('button', { name: 'Weiter zur Zahlungsart' }));
    expect((await view.findByRole('alert')).textContent).toBe('Bitte wähle eine Adresse aus oder gib eine neue ein.');
    for (const [label, value] of [['Vorname', 'Anna'], ['Nachname', 'Schmidt'], ['Straße und Hausnummer', 'Elbchaussee 1'], ['Postleitzahl', '22765'], ['Stadt', 'Hamburg']] as const) {
      await fill(view, label, value);
    }
    await click(view.getByRole('button', { name: 'Lieferadresse speichern' }));
    const saved = (await view.findByRole('radio', { name: /Hamburg/ })) as HTMLInputElement;
    expect(saved.checked).toBe(true);
    expect(api.calls('POST', '/api/account/addresses/')).toHaveLength(1);
  });

  it('shows why the order was refused (409) and reads the cart again', async () => {
    orderAnswer = { status: 409, json: { message: 'Dieser Artikel ist leider nicht mehr vorrätig.', error: { code: 'out_of_stock' } } };
    const { view } = await renderCheckout();
    await toPayment(view);
    await click(view.getByRole('radio', { name: 'Kreditkarte' }));
    await click(view.getByRole('button', { name: 'Jetzt kaufen' }));
    expect((await view.findByRole('alert')).textContent).toBe('Dieser Artikel ist leider nicht mehr vorrätig.');
    await waitFor(() => expect(api.calls('GET', '/api/checkout-v3/cart/overview/')).toHaveLength(2));
    expect(assign).not.toHaveBeenCalled();
  });

  it('says when a visitor may order again after the anonymous order limit (429), keeping the cart and the choices', async () => {
    const limit = 'Von dieser Sitzung wurden heute schon 3 Bestellungen ohne Kundenkonto aufgegeben. Bitte melde dich an.';
    orderAnswer = { status: 429, json: { message: limit, error: { code: 'too_many_orders' } } };
    const { view } = await renderCheckout();
    await toPayment(view);
    await click(view.getByRole('radio', { name: 'Kreditkarte' }));
    await click(view.getByRole('button', { name: 'Jetzt kaufen' }));
    expect((await view.findByRole('alert')).textContent).toBe(limit);
    expect((view.getByRole('radio', { name: 'Kreditkarte' }) as HTMLInputElement).checked).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });
});
