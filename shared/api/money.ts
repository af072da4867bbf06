import { integer, object, string, type Infer } from 'superstruct';
import { atLeast } from '../props';

/** An amount of money in cents (prices are always in cents) with its ISO currency. */
export const Money = object({ amount: integer(), currency: string() });

/** A validated amount in cents. */
export type Money = Infer<typeof Money>;

/** A non-negative count of items. */
export const Quantity = atLeast(integer(), 0);

/** The shop's currency when an answer names none. */
export const DEFAULT_CURRENCY = 'EUR';

/** Turns cents into the unit amount analytics and display use (1999 -> 19.99). */
export function centsToUnits(cents: number): number {
  return Math.round(cents) / 100;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

function priceFormat(currency: string): Intl.NumberFormat {
  let format = priceFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', { style: 'currency', currency });
    priceFormats.set(currency, format);
  }
  return format;
}

/**
 * A price as German shoppers read it: `cents` 4995 in EUR -> `49,95 €`. A missing currency, or one that is
 * no ISO 4217 code, shows as EUR (as analytics reports it) rather than failing the whole view.
 */
export function formatPrice(cents: number, currency: string = DEFAULT_CURRENCY): string {
  let format: Intl.NumberFormat;
  try {
    format = priceFormat(currency || DEFAULT_CURRENCY);
  } catch {
    format = priceFormat(DEFAULT_CURRENCY);
  }
  return format.format(centsToUnits(cents));
}

/** An amount as German shoppers read it (`{ amount: 4999, currency: 'EUR' }` -> `49,99 €`), by the rules of formatPrice. */
export function formatMoney({ amount, currency }: Money): string {
  return formatPrice(amount, currency);
}
