// The page's one cart, shared by every mini-cart tag and the buy buttons (one module instance per remote).
import type { Cart } from '@schaufenster/shared/api';
import { bus } from '@schaufenster/shared/bus';
import { itemCount } from './cart';

/** Where the page's cart stands. */
export type CartState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; cart: Cart };

const IDLE: CartState = { status: 'idle' };
let state: CartState = IDLE;
// Counts the carts the API answered, so a slow first load cannot overwrite a newer answer.
let revision = 0;
const listeners = new Set<() => void>();

function publish(next: CartState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** The current cart state (a stable object until it changes, as useSyncExternalStore needs). */
export function readCartState(): CartState {
  return state;
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeToCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The number of carts answered so far; a load compares it to know whether it is still the newest. */
export function cartRevision(): number {
  return revision;
}

/** Keeps a cart the API answered and tells the header badge its item count. */
export function setCart(cart: Cart): void {
  revision += 1;
  publish({ status: 'ready', cart });
  bus.emit('cart:changed', { itemCount: itemCount(cart) });
}

/** Marks the first load as running or failed; ignored once a cart is there. */
export function setLoadStatus(status: 'loading' | 'failed'): void {
  if (state.status !== 'ready') publish({ status });
}

/**
 * Forgets the cart (tests only: each test starts with a page that has not loaded it).
 * @internal for tests
 */
export function resetCartStore(): void {
  revision = 0;
  state = IDLE;
  listeners.clear();
}
