import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { declareSite, MODEHAUS_SITE } from '../../../test/shared/site';
import { resetDataLayer } from '@schaufenster/shared/tracking/testing';
import { ORDER, renderCheckout, reportedEvents, startCheckoutApi } from './checkout-testing';
import type { TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await startCheckoutApi();
});
afterAll(() => api.server.close());
beforeEach(() => {
  resetDataLayer();
  window.sessionStorage.clear();
});

describe('the order confirmation', () => {
  it('thanks for the order with its number and summary', async () => {
    const { view } = await renderCheckout({ order: ORDER });
    expect(view.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' })).toBeTruthy();
    expect(view.getByTestId('order-number').textContent).toBe('SF-2026-000042');
    // 99,98 € minus 10 € voucher plus 4,95 € shipping.
    expect(view.getByTestId('grand-total').textContent).toBe('94,93\u00a0€');
    expect(view.getByRole('link', { name: 'Zu meinen Bestellungen' }).getAttribute('href')).toBe('/account/my-orders/');
  });

  it('reports one purchase worth the subtotal minus the voucher, and not again after a reload', async () => {
    const first = await renderCheckout({ order: ORDER });
    const purchases = () => reportedEvents().filter((entry) => entry.event === 'purchase');
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]?.ecommerce).toMatchObject({ transaction_id: 'SF-2026-000042', value: 89.98, shipping: 4.95, currency: 'EUR', coupon: 'SOMMER10' });
    await first.unmount();
    await renderCheckout({ order: ORDER });
    expect(purchases()).toHaveLength(1);
  });

  it('rejects an order prop that is not an Order', async () => {
    const { mount } = await import('./mount');
    expect(() => mount(document.createElement('div'), { order: { orderNumber: 1 } })).toThrow(/invalid props at order/);
  });
});

describe('the confirmation page of a CMS (view confirmation: the order named in the address)', () => {
  const showOrder = (number: string) => window.history.replaceState(null, '', `http://localhost/kasse/danke/?order=${number}`);
  const at = (path: string) => (request: { path: string }) => request.path === path;

  it('loads the order the address names and thanks for it, reporting the purchase once', async () => {
    api.handle((request) => (at(`/api/checkout-v3/order/${ORDER.orderNumber}/`)(request) ? { status: 200, json: { ...ORDER, extra: 'ignored' } } : { status: 404, json: {} }));
    showOrder(ORDER.orderNumber);
    const undeclare = declareSite(MODEHAUS_SITE);
    try {
      const { view } = await renderCheckout({ view: 'confirmation' });
      expect(view.getByRole('status').textContent).toBe('Deine Bestellung wird geladen …');
      expect((await view.findByTestId('order-number')).textContent).toBe('SF-2026-000042');
      expect(view.getByRole('link', { name: 'Zu meinen Bestellungen' }).getAttribute('href')).toBe('/konto/bestellungen/');
      expect(reportedEvents().filter((entry) => entry.event === 'purchase')).toHaveLength(1);
    } finally {
      undeclare();
    }
  });

  it('says in place that an order it may not show cannot be shown, with the way to the account’s orders', async () => {
    api.handle(() => ({ status: 404, json: { message: 'Diese Bestellung gibt es nicht.', error: { code: 'not_found' } } }));
    showOrder('SF-2026-999999');
    const { view } = await renderCheckout({ view: 'confirmation' });
    expect(await view.findByText('Diese Bestellung können wir hier nicht anzeigen. Du findest alle deine Bestellungen in deinem Kundenkonto.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Zu meinen Bestellungen' }).getAttribute('href')).toBe('/account/my-orders/');
    expect(reportedEvents().filter((entry) => entry.event === 'purchase')).toHaveLength(0);
  });
});
