// Pure cart logic of the widget: the summary's totals come from shared/api (cartTotals), line prices from
// linePrice there, so the flyout, the full cart and the reports can never disagree.
import type { Cart, CartLine, Product, Variation } from '@schaufenster/shared/api';
import { itemFromCartLine, type Ga4Item } from '@schaufenster/shared/tracking';

/** How many pieces the cart holds, as the badge shows it (the API's count). */
export function itemCount(cart: Cart): number {
  return cart.summary.itemQty;
}

/** Tells whether the cart has no lines. */
export function isCartEmpty(cart: Cart): boolean {
  return cart.items.inStock.length === 0;
}

/** What changing a line to a new quantity reports: pieces added, pieces removed, or nothing. */
export type QuantityChange = { kind: 'add' | 'remove'; quantity: number } | { kind: 'none' };

/** The report a quantity change calls for: the difference, as add_to_cart or remove_from_cart. */
export function quantityChange(line: CartLine, nextQuantity: number): QuantityChange {
  const difference = nextQuantity - line.quantity;
  if (difference === 0) return { kind: 'none' };
  return difference > 0 ? { kind: 'add', quantity: difference } : { kind: 'remove', quantity: -difference };
}

/** The analytics item of some pieces of a line (price in units, e.g. 4999 cents -> 49.99). */
export function trackedLineItem(line: CartLine, quantity = line.quantity): Ga4Item {
  return { ...itemFromCartLine(line), quantity };
}

/** The quantities the picker of a line offers: 1 to the maximum, and the line's own if it holds more. */
export function selectableQuantities(line: CartLine, maximum: number): number[] {
  const top = Math.max(maximum, line.quantity);
  return Array.from({ length: top }, (_, index) => index + 1);
}

/** Tells whether a size can be bought. */
export function isInStock(variation: Variation): boolean {
  return variation.availability.type === 'inStock';
}

/** The variation of a product with the given id, if it has one. */
export function findVariation(product: Product, variationId: string | undefined): Variation | undefined {
  return product.variations.find((variation) => variation.id === variationId);
}

/** The size to preselect: the only size, when a product has just one and it is in stock. */
export function preselectedVariation(product: Product): Variation | undefined {
  const [only, ...others] = product.variations;
  return only && others.length === 0 && isInStock(only) ? only : undefined;
}
