import { array, object, optional, string, type Infer } from 'superstruct';
import { Money } from './money';
import { CartLine } from './cart';

/** A line of a placed order: a cart line with its price after the voucher. */
export const OrderItem = object({
  ...CartLine.schema,
  price: object({ salesPrice: Money, salesPriceMinusVoucher: Money, voucherValue: Money }),
});

/** A placed order as purchase reporting reads it (SPEC section 3). */
export const Order = object({
  orderNumber: string(),
  summary: object({ subtotal: Money, voucher: optional(Money) }),
  voucherCode: optional(string()),
  shippingCosts: object({ total: Money }),
  currency: string(),
  items: array(OrderItem),
  userSha256Data: object({ user_id: string() }),
});

/** A validated order. */
export type Order = Infer<typeof Order>;

/** A validated order line. */
export type OrderItem = Infer<typeof OrderItem>;
