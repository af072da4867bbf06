import type { Cart } from '@schaufenster/shared/api';
import { trackBeginCheckout } from '@schaufenster/shared/tracking';

/** How the browser reached this page (Navigation Timing): a reload or a step through the history is no new way in. */
const NOT_A_WAY_IN: ReadonlySet<string> = new Set(['reload', 'back_forward']);

function navigationType(): string | undefined {
  try {
    const [entry] = performance.getEntriesByType('navigation');
    return entry && 'type' in entry && typeof entry.type === 'string' ? entry.type : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reports begin_checkout for a checkout that shows a cart with something to buy, once per way into the
 * checkout: this page load, unless it is a reload or a step back or forward. "Zur Kasse" reports nothing
 * of its own, so every way in (that link, a bookmark, the login's callback) counts exactly once.
 */
export function reportBeginCheckout(cart: Cart): void {
  if (cart.items.inStock.length === 0) return;
  const type = navigationType();
  if (type !== undefined && NOT_A_WAY_IN.has(type)) return;
  trackBeginCheckout(cart);
}
