import { array, enums, object, optional, type Infer } from 'superstruct';
import { sized } from '@schaufenster/shared/props';
import { Order } from '@schaufenster/shared/api';
import { OfferedCountry } from '../props';

/**
 * Props of the `address/checkout` tag: the countries the address forms offer, and on the confirmation
 * page the placed order (the page reports its purchase and thanks for it), or `view: confirmation` for a
 * page that cannot know it: the widget then shows the order the address names (`?order=`).
 */
export const CheckoutProps = object({
  countries: optional(sized(array(OfferedCountry), 1, 100)),
  order: optional(Order),
  view: optional(enums(['checkout', 'confirmation'])),
});

/** Validated checkout props. */
export type CheckoutProps = Infer<typeof CheckoutProps>;
