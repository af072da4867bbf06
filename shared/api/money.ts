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

/** Thousands in a German amount: 1234567 -> 1.234.567. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Whole cents in euros, written as Intl's de-DE currency format writes them (`-1.234,56 €`, a no-break space before
 * the euro sign; money.test.ts compares the two). The shop's own currency goes without Intl: a page's first
 * Intl.NumberFormat costs 17 to 42 ms in Chromium (it loads its locale data), which the first price a widget showed
 * paid, on a phone between the search's answer and its hits.
 */
function formatEuroCents(cents: number): string {
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = String(Math.floor(absolute / 100)).replace(THOUSANDS, '.');
  return `${sign}${euros},${String(absolute % 100).padStart(2, '0')}\u00a0€`;
}

/**
 * A price as German shoppers read it: `cents` 4995 in EUR -> `49,95 €`. A missing currency, or one that is
 * no ISO 4217 code, shows as EUR (as analytics reports it) rather than failing the whole view.
 */
export function formatPrice(cents: number, currency: string = DEFAULT_CURRENCY): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  const rounded = Math.round(cents);
  if (code === DEFAULT_CURRENCY && Number.isSafeInteger(rounded)) return formatEuroCents(rounded);
  let format: Intl.NumberFormat;
  try {
    format = priceFormat(code);
  } catch {
    format = priceFormat(DEFAULT_CURRENCY);
  }
  return format.format(centsToUnits(cents));
}

/** An amount as German shoppers read it (`{ amount: 4999, currency: 'EUR' }` -> `49,99 €`), by the rules of formatPrice. */
export function formatMoney({ amount, currency }: Money): string {
  return formatPrice(amount, currency);
}
