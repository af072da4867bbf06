import { centsToUnits, DEFAULT_CURRENCY, type Money } from '@schaufenster/shared/api';
import { PRICE_LOCALE } from './constants';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(PRICE_LOCALE, { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** Shows an amount in cents as a German price (4999 EUR -> "49,99 €"); an unknown or missing currency shows as EUR. */
export function formatMoney({ amount, currency }: Money): string {
  let formatter: Intl.NumberFormat;
  try {
    formatter = formatterFor(currency || DEFAULT_CURRENCY);
  } catch {
    formatter = formatterFor(DEFAULT_CURRENCY);
  }
  return formatter.format(centsToUnits(amount));
}
