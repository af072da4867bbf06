import { API, type Cart } from '@schaufenster/shared/api';
import { callApi, isAbortError, REQUEST_RETRIES } from '@schaufenster/shared/http';
import { ADD_TO_CART_SOURCE } from './constants';
import { cartRevision, setCart, setLoadStatus } from './cart-store';

let load: AbortController | undefined;

/**
 * Loads the cart once per page, however many tags ask (SPEC section 4: the cart is loaded on start).
 * A failure raises the generic error modal and leaves the cart unknown.
 */
export function loadCartOnce(): void {
  if (load) return;
  load = new AbortController();
  const startedAt = cartRevision();
  setLoadStatus('loading');
  callApi(API.cart, { popup: true, signal: load.signal }).then(
    (cart) => {
      // An add or change answered meanwhile carries the newer cart.
      if (cartRevision() === startedAt) setCart(cart);
    },
    (error: unknown) => {
      if (isAbortError(error)) return;
      console.error('[schaufenster] the cart could not be loaded', error);
      setLoadStatus('failed');
    },
  );
}

/**
 * Cancels the page's load and lets the next loadCartOnce load again (tests only: each test is a new page).
 * @internal for tests
 */
export function resetCartLoad(): void {
  load?.abort(new DOMException('the page was reset', 'AbortError'));
  load = undefined;
}

/** Puts one piece of a size into the cart (up to REQUEST_RETRIES retries) and keeps the answered cart. */
export async function addToCart(variationId: string, signal?: AbortSignal): Promise<Cart> {
  const cart = await callApi(API.cartAdd, {
    json: { variationId, ...ADD_TO_CART_SOURCE },
    maxRetries: REQUEST_RETRIES,
    // Its retries are one action: the API stores the piece once, however often an answer got lost.
    idempotent: true,
    signal,
  });
  setCart(cart);
  return cart;
}

/** How a change of one line is posted: a newer change of the same line cancels this one. */
function lineChange(variationId: string, signal?: AbortSignal) {
  return { key: `minicart:line:${variationId}`, popup: true, idempotent: true, signal };
}

/** Keeps the cart a change answered. */
async function keepCart(change: Promise<Cart>): Promise<Cart> {
  const cart = await change;
  setCart(cart);
  return cart;
}

/** Sets a line's quantity (0 removes it); a newer change of the same line cancels this one. */
export function changeQuantity(variationId: string, quantity: number, signal?: AbortSignal): Promise<Cart> {
  return keepCart(callApi(API.cartQuantity, { json: { variationId, quantity }, ...lineChange(variationId, signal) }));
}

/** Takes a line out of the cart. */
export function removeLine(variationId: string, signal?: AbortSignal): Promise<Cart> {
  return keepCart(callApi(API.cartRemove, { json: { variationId }, ...lineChange(variationId, signal) }));
}

/** Redeems a voucher code; a 422 (unknown code) is for the form to show, so no modal is raised here. */
export async function redeemVoucher(code: string, signal?: AbortSignal): Promise<Cart> {
  const cart = await callApi(API.cartVoucher, { json: { code }, idempotent: true, signal });
  setCart(cart);
  return cart;
}

