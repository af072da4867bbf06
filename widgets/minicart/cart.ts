// The one place the widget reads cart amounts: every figure comes from the API's summary or from the
// few multiplications below, so the flyout, the full cart and the reports can never disagree.
import { DEFAULT_CURRENCY, type Cart, type CartLine, type Money, type Product, type Variation } from '@schaufenster/shared/api';
import { itemFromCartLine, type Ga4Item } from '@schaufenster/shared/tracking';

/** What the cart summary shows, top to bottom. */
export interface CartTotals {
  subtotal: Money;
  /** The redeemed voucher and what it takes off, when there is one. */
  voucher?: { code?: string; amount: Money };
  /** What the API added on top of subtotal minus voucher (shipping), when it sent a total. */
  shipping?: Money;
  /** What the shopper pays: the API's total, else subtotal minus voucher. */
  total: Money;
}

function money(amount: number, currency: string): Money {
  return { amount, currency: currency || DEFAULT_CURRENCY };
}

/** The summary of a cart, read from the API's figures; nothing is summed from the lines. */
export function cartTotals(cart: Cart): CartTotals {
  const { subtotal, voucher, total } = cart.summary;
  const afterVoucher = subtotal.amount - (voucher?.amount.amount ?? 0);
  const shipping = total ? total.amount - afterVoucher : undefined;
  return {
    subtotal,
    ...(voucher && { voucher }),
    ...(shipping !== undefined && shipping >= 0 && { shipping: money(shipping, total?.currency ?? subtotal.currency) }),
    total: total ?? money(afterVoucher, subtotal.currency),
  };
}

/** How many pieces the cart holds, as the badge shows it (the API's count). */
export function itemCount(cart: Cart): number {
  return cart.summary.itemQty;
}

/** Tells whether the cart has no lines. */
export function isCartEmpty(cart: Cart): boolean {
  return cart.items.inStock.length === 0;
}

/** The price of `quantity` pieces of a line (all of them by default), in whole cents. */
export function linePrice(line: CartLine, quantity = line.quantity): Money {
  const unit = line.price.salesPrice;
  return money(unit.amount * quantity, unit.currency);
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
