import { createHash } from 'node:crypto';
import { CartLine, type Order, type OrderItem } from '@schaufenster/shared/api';
import { create } from 'superstruct';
import type { orderLines, orders } from '../../server-kit/db/schema';
import { PAYMENT_METHODS } from '@schaufenster/shared/api';
import type { AccountOrder } from './order-body';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** SHA-256 hex of the customer's id (the session's for guests), as purchase reporting wants it. */
export function userSha256(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** One order line in the Order shape; prices and the voucher share are per unit. */
function orderItem(line: OrderLineRow, currency: string): OrderItem {
  // The line as it was sold: the cart line stored with the order.
  const sold = create(line.product, CartLine);
  const money = (amount: number) => ({ amount, currency });
  return {
    ...sold,
    quantity: line.quantity,
    price: {
      salesPrice: money(line.priceCents),
      salesPriceMinusVoucher: money(line.priceCents - line.voucherValueCents),
      voucherValue: money(line.voucherValueCents),
    },
  };
}

/** A stored order with its lines in the API's Order shape (SPEC section 3); lines by variation id. */
export function orderView(order: OrderRow, lines: readonly OrderLineRow[]): Order {
  const money = (amount: number) => ({ amount, currency: order.currency });
  const sorted = [...lines].sort((a, b) => (a.variationId < b.variationId ? -1 : a.variationId > b.variationId ? 1 : 0));
  return {
    orderNumber: order.orderNumber,
    summary: { subtotal: money(order.subtotalCents), ...(order.voucherCents > 0 && { voucher: money(order.voucherCents) }) },
    ...(order.voucherCode !== null && { voucherCode: order.voucherCode }),
    shippingCosts: { total: money(order.shippingCents) },
    currency: order.currency,
    items: sorted.map((line) => orderItem(line, order.currency)),
    userSha256Data: { user_id: userSha256(order.userId ?? order.sessionId ?? order.id) },
  };
}

/** A stored order as the account's order list shows it. */
export function accountOrderView(order: OrderRow, lines: readonly OrderLineRow[]): AccountOrder {
  const paymentMethod = PAYMENT_METHODS.find((method) => method === order.paymentMethod) ?? 'invoice';
  return { ...orderView(order, lines), placedAt: order.createdAt.toISOString(), paymentMethod };
}
