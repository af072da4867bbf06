import { array, defaulted, enums, object, string, boolean, type Infer } from 'superstruct';

/** Props of the header tag: the layout variant and, for checkout, the safe-checkout extras. */
export const HeaderProps = object({
  variant: defaulted(enums(['storefront', 'checkout']), 'storefront'),
  safeCheckout: defaulted(boolean(), false),
  sellingPoints: defaulted(array(string()), []),
});

/** Validated header props. */
export type HeaderProps = Infer<typeof HeaderProps>;
