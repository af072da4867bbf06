// The one place a summary's amounts are read: every figure comes from the API's summary (carts) or
// from the order's own parts (orders), so mini-cart, checkout, confirmation and account pages agree.
import type { Cart, CartLine } from './cart';
import { DEFAULT_CURRENCY, type Money } from './money';
import type { Order } from './order';

/** What a summary shows, top to bottom. */
export interface Totals {
  subtotal: Money;
  /** The redeemed voucher and what it takes off, when there is one. */
  voucher?: { code?: string; amount: Money };
  /** What comes on top of subtotal minus voucher (shipping), when the answer tells. */
  shipping?: Money;
  /** What the shopper pays. */
  total: Money;
}

/** An order's parts its totals are read from. */
export type OrderAmounts = Pick<Order, 'summary' | 'shippingCosts' | 'currency'> & { voucherCode?: string };

function money(amount: number, currency: string): Money {
  return { amount, currency: currency || DEFAULT_CURRENCY };
}

/** The price of `quantity` pieces of a line (all of them by default), in whole cents. */
export function linePrice(line: Pick<CartLine, 'price' | 'quantity'>, quantity = line.quantity): Money {
  const unit = line.price.salesPrice;
  return money(unit.amount * quantity, unit.currency);
}

/**
 * The totals of a cart, read from the API's summary; nothing is summed from the lines. Shipping is what
 * the API's total holds beyond subtotal minus voucher (none without a total, or when the figures disagree).
 */
export function cartTotals(cart: Pick<Cart, 'summary'>): Totals {
  const { subtotal, voucher, total } = cart.summary;
  const afterVoucher = subtotal.amount - (voucher?.amount.amount ?? 0);
  const shipping = total ? total.amount - afterVoucher : undefined;
  return {
    subtotal,
    ...(voucher && { voucher }),
    ...(shipping !== undefined && shipping >= 0 && { shipping: money(shipping, total?.currency ?? subtotal.currency) }),
    total: total ?? money(afterVoucher, subtotal.currency),
  };
}

/** The totals of a placed order, all in the order's currency: subtotal minus voucher plus shipping. */
export function orderTotals(order: OrderAmounts): Totals {
  const { currency } = order;
  const subtotal = order.summary.subtotal.amount;
  const voucher = order.summary.voucher?.amount;
  const shipping = order.shippingCosts.total.amount;
  return {
    subtotal: money(subtotal, currency),
    ...(voucher !== undefined && { voucher: { ...(order.voucherCode && { code: order.voucherCode }), amount: money(voucher, currency) } }),
    shipping: money(shipping, currency),
    total: money(subtotal - (voucher ?? 0) + shipping, currency),
  };
}
