// The one place cart and order amounts are computed, in whole cents; no database, no I/O.

/** Shipping below the free-shipping threshold, in cents (4,95 €). */
export const SHIPPING_CENTS = 495;

/** Subtotal after the voucher from which shipping is free, in cents (50 €). */
export const FREE_SHIPPING_FROM_CENTS = 5000;

/** A voucher the demo shop accepts: a percentage off every item. */
export interface Voucher {
  code: string;
  percent: number;
}

/** The demo's vouchers. */
export const VOUCHERS: readonly Voucher[] = [{ code: 'SCHAUFENSTER10', percent: 10 }];

/** The voucher of a code as a customer types it (case and surrounding spaces do not matter). */
export function findVoucher(code: string | null | undefined): Voucher | undefined {
  const wanted = code?.trim().toUpperCase();
  return VOUCHERS.find((voucher) => voucher.code === wanted);
}

/** A cart or order line as the maths needs it. */
export interface PricedLine {
  unitCents: number;
  quantity: number;
}

/** Totals of a cart or order, in cents. */
export interface CartTotals {
  subtotalCents: number;
  itemQty: number;
  voucherCents: number;
  shippingCents: number;
  /** Subtotal minus voucher plus shipping: what the customer pays. */
  totalCents: number;
}

/**
 * The voucher's share of one unit. Rounded per unit, so every order line carries whole cents
 * and the voucher total is exactly the sum of the lines' shares.
 */
export function unitVoucherCents(unitCents: number, voucher: Voucher | undefined): number {
  return voucher ? Math.round((unitCents * voucher.percent) / 100) : 0;
}

/** Shipping for a cart: free when empty or from the threshold (after the voucher) on. */
export function shippingCents(itemQty: number, afterVoucherCents: number): number {
  return itemQty === 0 || afterVoucherCents >= FREE_SHIPPING_FROM_CENTS ? 0 : SHIPPING_CENTS;
}

/** Subtotal, item count, voucher, shipping and total of some lines. */
export function cartTotals(lines: readonly PricedLine[], voucher?: Voucher): CartTotals {
  let subtotalCents = 0;
  let itemQty = 0;
  let voucherCents = 0;
  for (const line of lines) {
    subtotalCents += line.unitCents * line.quantity;
    itemQty += line.quantity;
    voucherCents += unitVoucherCents(line.unitCents, voucher) * line.quantity;
  }
  const shipping = shippingCents(itemQty, subtotalCents - voucherCents);
  return { subtotalCents, itemQty, voucherCents, shippingCents: shipping, totalCents: subtotalCents - voucherCents + shipping };
}
