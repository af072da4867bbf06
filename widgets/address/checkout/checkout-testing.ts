// Test helpers of the checkout: carts and orders the test API answers, and the reported shop events.
import type { Cart, Order } from '@schaufenster/shared/api';
import { bus } from '@schaufenster/shared/bus';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { startSession } from '@schaufenster/shared/session';
import { cart, order } from '../../../test/shared/shop-fixtures';
import { mount } from './mount';
import { startTestApi, type TestApi } from '../testing';

/** The fixture cart with its API total: 114,98 € and shipping free. */
export const CART: Cart = { ...cart, summary: { ...cart.summary, total: { amount: 11498, currency: 'EUR' } } };

/** An empty cart. */
export const EMPTY_CART: Cart = { summary: { subtotal: { amount: 0, currency: 'EUR' }, itemQty: 0 }, items: { inStock: [] }, recommendations: [] };

/** The order the API answers: the fixture order (subtotal 99,98 €, voucher 10 €) with a shop order number. */
export const ORDER: Order = { ...order, orderNumber: 'SF-2026-000042' };

/** Starts the test API and the page's session once for a test file. */
export async function startCheckoutApi(): Promise<TestApi> {
  const api = await startTestApi();
  await startSession();
  return api;
}

/** Says who is signed in, as the session would after a login or on a new page. */
export function signIn(isLogged: boolean): void {
  bus.emit('session:changed', { id: 'test-session', aboutMe: { isLogged } });
}

/** Mounts `address/checkout` (renderWidget unmounts it after the test). */
export function renderCheckout(props: Record<string, unknown> = {}) {
  return renderWidget(mount, props);
}

export { reportedEvents } from '@schaufenster/shared/tracking/testing';
