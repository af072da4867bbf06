import { integer, max, min, object, pattern, size, string } from 'superstruct';
import { Cart } from './cart';

// Ids and labels are short; anything longer is a bad request, not something to look up.
const id = () => size(string(), 1, 100);

/** Highest quantity of one line a request may ask for. */
export const MAX_LINE_QUANTITY = 999;

/** POST /api/checkout-v3/cart/add/: the variation and the component that asked (for tracking). */
export const CartAddBody = object({ variationId: id(), component: id(), componentAction: id() });

/** POST /api/checkout-v3/cart/quantity/: the new quantity of a line; 0 removes it. */
export const CartQuantityBody = object({ variationId: id(), quantity: max(min(integer(), 0), MAX_LINE_QUANTITY) });

/** POST /api/checkout-v3/cart/remove/. */
export const CartRemoveBody = object({ variationId: id() });

/** POST /api/checkout-v3/cart/voucher/: letters, digits and dashes as printed on the voucher. */
export const CartVoucherBody = object({ code: pattern(size(string(), 1, 50), /^\s*[\w-]+\s*$/) });

/** The cart calls' body and answer schemas, by their names in ROUTES (routes.ts adds them to API): each answers the cart. */
export const CART_CALLS = {
  cart: { answer: Cart },
  cartAdd: { body: CartAddBody, answer: Cart },
  cartQuantity: { body: CartQuantityBody, answer: Cart },
  cartRemove: { body: CartRemoveBody, answer: Cart },
  cartVoucher: { body: CartVoucherBody, answer: Cart },
} as const;
