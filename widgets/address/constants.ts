/** The shop API's address book and checkout paths the address remote calls. */
export const API_PATHS = {
  addresses: '/api/account/addresses/',
  cart: '/api/checkout-v3/cart/overview/',
  order: '/api/checkout-v3/order/',
  postalCodes: '/api/address/postal-codes/',
} as const;

/**
 * Countries whose postal codes the shop API turns into places (its data covers DE only): there the form
 * completes the city, where the country's rules enable completion (RO does not).
 */
export const CITY_COMPLETION_COUNTRIES: readonly string[] = ['DE'];

/** Key of the server's corrected cities among the form's submit errors (next to the city's message). */
export const SUGGESTED_CITIES_KEY = 'suggestedCities';

/** The path of one address of the book (PUT, DELETE). */
export function addressPath(addressId: string): string {
  return `${API_PATHS.addresses}${encodeURIComponent(addressId)}`;
}

/** The path that makes an address a default (POST {delivery?, billing?}). */
export function defaultPath(addressId: string): string {
  return `${addressPath(addressId)}/default/`;
}

/** What the address form is for: a checkout delivery or billing address, or an entry of the account's address book. */
export const ADDRESS_MODES = ['checkout-delivery', 'checkout-billing', 'book'] as const;

/** One of the form's modes. */
export type AddressMode = (typeof ADDRESS_MODES)[number];

/** The payment methods the checkout offers, as the order API names them. */
export const PAYMENT_METHODS = ['invoice', 'paypal', 'creditcard'] as const;

/** One payment method. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** sessionStorage key of the order numbers whose purchase was reported in this tab (a reload must not report twice). */
export const REPORTED_PURCHASES_KEY = 'schaufenster:reported-purchases';
