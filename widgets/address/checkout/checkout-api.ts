import { API, type Cart, type Order, type PaymentMethod } from '@schaufenster/shared/api';
import { callApi } from '@schaufenster/shared/http';
import { pageSite, withQuery } from '@schaufenster/shared/site';

/** What an order is placed with: the delivery address of the book, the billing address if another, the payment. */
export interface OrderChoice {
  deliveryId: string;
  billingId?: string;
  paymentMethod: PaymentMethod;
}

/** Loads the session's cart. */
export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return callApi(API.cart, { signal });
}

/**
 * Places the cart as an order. The billing address goes along as `billingAddressId` when it differs
 * from the delivery address (the demo API does not store it yet and drops the field).
 */
export function placeOrder({ deliveryId, billingId, paymentMethod }: OrderChoice, signal?: AbortSignal): Promise<Order> {
  const json = { addressId: deliveryId, paymentMethod, ...(billingId && billingId !== deliveryId && { billingAddressId: billingId }) };
  return callApi(API.order, { json, signal });
}

/** A placed order, read back by its number (only the session or customer that placed it gets it). */
export function fetchPlacedOrder(orderNumber: string, signal?: AbortSignal): Promise<Order> {
  return callApi(API.placedOrder, { params: { orderNumber }, signal });
}

/** The confirmation page of an order. */
export function confirmationUrl(orderNumber: string): string {
  return withQuery(pageSite().routes.orderConfirmation, new URLSearchParams({ order: orderNumber }));
}
