import { define, enums, object, optional, pattern, string, type Infer } from 'superstruct';

/** The payment methods the demo checkout offers, as the order call names them. */
export const PAYMENT_METHODS = ['invoice', 'paypal', 'creditcard'] as const;

/** One payment method. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What shoppers read for each payment method: the checkout, the account's orders, the order confirmation mail. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = { invoice: 'Rechnung', paypal: 'PayPal', creditcard: 'Kreditkarte' };

/** An address typed in: any value here, checked field by field by the shared rules afterwards (their messages per field). */
const InlineAddress = define<NonNullable<unknown> | null>('InlineAddress', () => true);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/checkout-v3/order/: an address of the book (logged in) or one typed in (guests too),
 * and the payment method; the inline address is checked field by field by the shared rules.
 */
export const OrderBody = object({
  addressId: optional(pattern(string(), UUID)),
  address: optional(InlineAddress),
  /** A home address of the book the invoice goes to, when not the delivery address. */
  billingAddressId: optional(pattern(string(), UUID)),
  paymentMethod: enums(PAYMENT_METHODS),
});

/** A validated order request. */
export type OrderBody = Infer<typeof OrderBody>;
