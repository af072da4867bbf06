import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
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
