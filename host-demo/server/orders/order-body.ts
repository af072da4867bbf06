import { Order } from '@schaufenster/shared/api';
import { enums, object, optional, pattern, string, unknown, type Infer } from 'superstruct';

/** The payment methods the demo checkout offers. */
export const PAYMENT_METHODS = ['invoice', 'paypal', 'creditcard'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/checkout-v3/order/: an address of the book (logged in) or one typed in (guests too),
 * and the payment method; the inline address is checked field by field by the shared rules.
 */
export const OrderBody = object({
  addressId: optional(pattern(string(), UUID)),
  address: optional(unknown()),
  /** A home address of the book the invoice goes to, when not the delivery address. */
  billingAddressId: optional(pattern(string(), UUID)),
  paymentMethod: enums(PAYMENT_METHODS),
});

/** A validated order request. */
export type OrderBody = Infer<typeof OrderBody>;

/** German field messages of the order body. */
export const ORDER_MESSAGES = {
  addressId: 'Bitte wähle eine gültige Adresse aus.',
  billingAddressId: 'Bitte wähle eine gültige Rechnungsadresse aus.',
  address: 'Bitte gib eine Lieferadresse an.',
  paymentMethod: 'Bitte wähle eine Zahlungsart aus.',
} as const;

/** An order in the account's order list: the Order shape with when and how it was paid. */
export const AccountOrder = object({
  ...Order.schema,
  placedAt: string(),
  paymentMethod: enums(PAYMENT_METHODS),
});

/** An order in the account's order list. */
export type AccountOrder = Infer<typeof AccountOrder>;
