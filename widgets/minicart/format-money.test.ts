import { describe, expect, it } from '@jest/globals';
import { formatMoney } from './format-money';

// Intl separates the amount and the sign with a no-break space.
const nbsp = '\u00a0';

describe('formatMoney', () => {
  it.each([
    { amount: 4999, currency: 'EUR', shown: `49,99${nbsp}€` },
    { amount: 123456, currency: 'EUR', shown: `1.234,56${nbsp}€` },
    { amount: 0, currency: 'EUR', shown: `0,00${nbsp}€` },
    { amount: 1999, currency: '', shown: `19,99${nbsp}€` },
    { amount: 500, currency: 'not a currency', shown: `5,00${nbsp}€` },
  ])('shows $amount cents in $currency as $shown', ({ amount, currency, shown }) => {
    expect(formatMoney({ amount, currency })).toBe(shown);
  });
});
