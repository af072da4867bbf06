import { API, type Cart } from '@schaufenster/shared/api';
import { callApi, isAbortError, REQUEST_RETRIES, whenApiAnswers } from '@schaufenster/shared/http';
import { ADD_TO_CART_SOURCE } from './constants';
import { cartRevision, readCartState, setCart, setLoadStatus } from './cart-store';

let load: AbortController | undefined;
let stopWaiting: (() => void) | undefined;

function startLoad(): void {
  load = new AbortController();
  const startedAt = cartRevision();
  setLoadStatus('loading');
  // A load in the background: its failure is the mini-cart's own message, never the generic modal, which would
  // stand beside the message of what the shopper does meanwhile (an add that fails too says so itself).
  callApi(API.cart, { signal: load.signal }).then(
    (cart) => {
      // An add or change answered meanwhile carries the newer cart.
      if (cartRevision() === startedAt) setCart(cart);
    },
    (error: unknown) => {
      if (isAbortError(error)) return;
      console.error('[schaufenster] the cart could not be loaded', error);
      setLoadStatus('failed');
      // Once the API answers any call of the page again, the cart loads again and the message clears by itself.
      stopWaiting = whenApiAnswers(retryCartLoad);
    },
  );
}

/**
 * Loads the cart once per page, however many tags ask (SPEC section 4: the cart is loaded on start).
 * A failure leaves the cart unknown, which the mini-cart says, until retryCartLoad loads it.
 */
export function loadCartOnce(): void {
  if (!load) startLoad();
}

/**
 * Loads the cart again after its load failed: when the shopper opens the flyout again or asks for it (Nochmal
 * versuchen), or the API answers again. A cart that is there or a load in flight is left alone.
 */
export function retryCartLoad(): void {
  if (!load || readCartState().status !== 'failed') return;
  stopWaiting?.();
  stopWaiting = undefined;
  startLoad();
}

/**
 * Cancels the page's load and lets the next loadCartOnce load again (tests only: each test is a new page).
 * @internal for tests
 */
export function resetCartLoad(): void {
  load?.abort(new DOMException('the page was reset', 'AbortError'));
  load = undefined;
  stopWaiting?.();
  stopWaiting = undefined;
}

/**
 * Puts one piece of a size into the cart (up to REQUEST_RETRIES retries within the action's deadline) and keeps the
 * answered cart; its Idempotency-Key, the same on every retry, lets the API store the piece once.
 */
export async function addToCart(variationId: string, signal?: AbortSignal): Promise<Cart> {
  const cart = await callApi(API.cartAdd, {
    json: { variationId, ...ADD_TO_CART_SOURCE },
    maxRetries: REQUEST_RETRIES,
    signal,
  });
  setCart(cart);
  return cart;
}

/** How a change of one line is posted: a newer change of the same line cancels this one. */
function lineChange(variationId: string, signal?: AbortSignal) {
  return { key: `minicart:line:${variationId}`, popup: true, signal };
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
  const cart = await callApi(API.cartVoucher, { json: { code }, signal });
  setCart(cart);
  return cart;
}

