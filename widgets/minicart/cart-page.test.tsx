import { API } from '@schaufenster/shared/api';
import { act } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, waitFor } from '@testing-library/react';
import { bus } from '@schaufenster/shared/bus';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { mount } from './mount';
import { cartOf, DRESS_CART, DRESS_LINE, EMPTY_CART, reportedEvents, resetPage, startTestShop, type TestShop } from './testing';

let shop: TestShop;
const eur = (amount: number) => ({ amount, currency: 'EUR' });
const threeDresses = cartOf([{ ...DRESS_LINE, quantity: 3 }], { subtotal: eur(14997), itemQty: 3, total: eur(14997) });

async function renderCartPage() {
  const rendered = await renderWidget(mount, { view: 'page' });
  await rendered.view.findByRole('list', { name: 'Warenkorb' });
  return rendered;
}

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.server.close());
beforeEach(() => {
  resetPage(shop);
  shop.answer((request) => {
    if (request.path === API.cart.path) return { status: 200, json: DRESS_CART };
    if (request.path === API.cartQuantity.path) return { status: 200, json: threeDresses };
    if (request.path === API.cartRemove.path) return { status: 200, json: EMPTY_CART };
    if (request.path === API.cartVoucher.path) {
      const { code } = JSON.parse(request.body);
      if (code === 'RATEN') return { status: 429, headers: { 'retry-after': '3600' }, json: { message: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.', error: { code: 'too_many_attempts' } } };
      return code === 'SCHAUFENSTER10'
        ? { status: 200, json: DRESS_CART }
        : { status: 422, json: { message: 'Dieser Gutschein ist ungültig.', error: { code: 'validation' }, fieldErrors: { code: 'Dieser Gutschein ist ungültig.' } } };
    }
    return { status: 404 };
  });
});

describe('the full cart on /warenkorb/', () => {
  it('shows each line with image, brand, name, size, colour and price, and reports view_cart once', async () => {
    const { view, shadowRoot } = await renderCartPage();
    const line = view.getByRole('listitem');
    expect(line.querySelector('img')?.getAttribute('src')).toBe('https://img.example/1001.svg');
    expect(line.textContent).toContain('Marke');
    expect(line.textContent).toContain('Größe: 38 · Farbe: Blau');
    expect(line.textContent).toContain('99,98\u00a0€je 49,99\u00a0€');
    expect((view.getByRole('combobox', { name: 'Menge von Sommerkleid' }) as HTMLSelectElement).value).toBe('2');
    expect(shadowRoot.textContent).toContain('Gesamtsumme89,98\u00a0€');
    expect(reportedEvents().map((entry) => entry.event)).toEqual(['view_cart']);
  });

  it('changes the quantity through the API and reports the added pieces as add_to_cart', async () => {
    const { view } = await renderCartPage();
    const quantity = view.getByRole('combobox', { name: 'Menge von Sommerkleid' }) as HTMLSelectElement;
    // A change event, not user-event: jsdom loops on a click into a select inside its label when it is in a shadow root.
    await act(async () => fireEvent.change(quantity, { target: { value: '3' } }));
    await waitFor(() => expect(view.getByRole('listitem').textContent).toContain('149,97\u00a0€'));
    expect(shop.calls(API.cartQuantity.path).map((call) => JSON.parse(call.body))).toEqual([{ variationId: 'v-38', quantity: 3 }]);
    expect(quantity.value).toBe('3');
    expect(bus.last('cart:changed')).toEqual({ itemCount: 3 });
    expect(reportedEvents().at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 49.99, items: [{ item_id: '1001', price: 49.99, quantity: 1 }] },
    });
  });

  it('removes a line through the API, reports remove_from_cart and then says the cart is empty', async () => {
    const { view, shadowRoot, user } = await renderCartPage();
    await user.click(view.getByRole('button', { name: 'Sommerkleid entfernen' }));
    const empty = await view.findByText('Dein Warenkorb ist leer.');
    // The focus does not fall back to the page: it moves to the cart that now says it is empty.
    expect(shadowRoot.activeElement?.contains(empty)).toBe(true);
    expect(shop.calls(API.cartRemove.path).map((call) => JSON.parse(call.body))).toEqual([{ variationId: 'v-38' }]);
    expect(bus.last('cart:changed')).toEqual({ itemCount: 0 });
    expect(reportedEvents().at(-1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 99.98, items: [{ item_id: '1001', quantity: 2 }] },
    });
  });

  it('shows an unknown voucher code under the field, without the error modal', async () => {
    const shown: string[] = [];
    const off = bus.on('error:show', ({ reason }) => shown.push(reason));
    const { view, user } = await renderCartPage();
    const code = view.getByRole('textbox', { name: 'Gutscheincode' });
    await user.type(code, 'FALSCH');
    await user.click(view.getByRole('button', { name: 'Einlösen' }));
    expect((await view.findByRole('alert')).textContent).toBe('Dieser Gutschein ist ungültig.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    off();
    expect(shown).toEqual([]);
  });

  it('shows the limit of wrong codes (429) under the field too, at once, without the error modal', async () => {
    const shown: string[] = [];
    const off = bus.on('error:show', ({ reason }) => shown.push(reason));
    const { view, user } = await renderCartPage();
    await user.type(view.getByRole('textbox', { name: 'Gutscheincode' }), 'RATEN');
    await user.click(view.getByRole('button', { name: 'Einlösen' }));
    expect((await view.findByRole('alert')).textContent).toBe('Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.');
    off();
    expect(shown).toEqual([]);
    expect(shop.calls(API.cartVoucher.path)).toHaveLength(1);
  });

  it('redeems a voucher and shows the summary the API answered', async () => {
    shop.answer((request) =>
      request.path === API.cartVoucher.path ? { status: 200, json: DRESS_CART } : { status: 200, json: cartOf([DRESS_LINE], { subtotal: eur(9998), itemQty: 2 }) },
    );
    const { view, user } = await renderCartPage();
    expect(view.queryByText('Gutschein (SCHAUFENSTER10)')).toBeNull();
    await user.type(view.getByRole('textbox', { name: 'Gutscheincode' }), ' SCHAUFENSTER10 ');
    await user.click(view.getByRole('button', { name: 'Einlösen' }));
    expect(await view.findByText('Gutschein (SCHAUFENSTER10)')).toBeTruthy();
    expect(JSON.parse(shop.calls(API.cartVoucher.path)[0]?.body ?? '')).toEqual({ code: 'SCHAUFENSTER10' });
  });
});
