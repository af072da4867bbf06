import type { Cart, Order } from '@schaufenster/shared/api';

/** The totals a summary shows, in cents: subtotal, voucher (0 when none), shipping and what is paid. */
export interface Totals {
  subtotal: number;
  voucher: number;
  shipping: number;
  total: number;
  currency: string;
}

/**
 * The totals of a cart. The cart names no shipping: it is what the API's total holds beyond the
 * subtotal after the voucher (a cart answer without a total ships for free).
 */
export function cartTotals(cart: Cart): Totals {
  const { subtotal, voucher, total } = cart.summary;
  const voucherCents = voucher?.amount.amount ?? 0;
  const afterVoucher = subtotal.amount - voucherCents;
  const totalCents = total?.amount ?? afterVoucher;
  return { subtotal: subtotal.amount, voucher: voucherCents, shipping: Math.max(0, totalCents - afterVoucher), total: totalCents, currency: subtotal.currency };
}

/** The totals of a placed order: subtotal minus voucher plus shipping. */
export function orderTotals(order: Order): Totals {
  const voucher = order.summary.voucher?.amount ?? 0;
  const shipping = order.shippingCosts.total.amount;
  const subtotal = order.summary.subtotal.amount;
  return { subtotal, voucher, shipping, total: subtotal - voucher + shipping, currency: order.currency };
}
