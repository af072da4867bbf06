import { Order, PAYMENT_METHODS } from '@schaufenster/shared/api';
import { enums, object, string, type Infer } from 'superstruct';

/** German field messages of the order body (its schema: shared/api/order-body.ts). */
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
