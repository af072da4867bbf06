import { array, object, optional, size, type Infer } from 'superstruct';
import { Order } from '@schaufenster/shared/api';
import { OfferedCountry } from './props';

/**
 * Props of the `address/checkout` tag: the countries the address forms offer, and on the confirmation
 * page the placed order (the page reports its purchase and thanks for it).
 */
export const CheckoutProps = object({
  countries: optional(size(array(OfferedCountry), 1, 100)),
  order: optional(Order),
});

/** Validated checkout props. */
export type CheckoutProps = Infer<typeof CheckoutProps>;
