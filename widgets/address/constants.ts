/**
 * Countries whose postal codes the shop API turns into places (its data covers DE only): there the form
 * completes the city, where the country's rules enable completion (RO does not).
 */
export const CITY_COMPLETION_COUNTRIES: readonly string[] = ['DE'];

/** What the address form is for: a checkout delivery or billing address, or an entry of the account's address book. */
export const ADDRESS_MODES = ['checkout-delivery', 'checkout-billing', 'book'] as const;

/** One of the form's modes. */
export type AddressMode = (typeof ADDRESS_MODES)[number];

/** sessionStorage key of the order numbers whose purchase was reported in this tab (a reload must not report twice). */
export const REPORTED_PURCHASES_KEY = 'schaufenster:reported-purchases';
