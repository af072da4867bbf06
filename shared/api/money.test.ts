import { describe, expect, it } from '@jest/globals';
import { centsToUnits, formatMoney, formatPrice } from './money';

describe('money', () => {
  it.each([
    [4995, '49,95 €'],
    [0, '0,00 €'],
    [123456, '1.234,56 €'],
    [-500, '-5,00 €'],
  ])('formats %i cents as %s', (cents, text) => {
    // Intl puts a no-break space before the euro sign.
    expect(formatPrice(cents).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it.each([[''], ['€'], ['euro']])('shows a price with the currency %j as EUR instead of failing', (currency) => {
    expect(formatPrice(4995, currency).replace(/\u00a0/g, ' ')).toBe('49,95 €');
  });

  it('turns cents into units without float noise', () => {
    expect(centsToUnits(1999)).toBe(19.99);
    expect(centsToUnits(10)).toBe(0.1);
  });

  it.each([
    { amount: 4999, currency: 'EUR', shown: '49,99 €' },
    { amount: 1999, currency: '', shown: '19,99 €' },
    { amount: 500, currency: 'not a currency', shown: '5,00 €' },
  ])('shows $amount cents in $currency as $shown', ({ amount, currency, shown }) => {
    expect(formatMoney({ amount, currency }).replace(/\u00a0/g, ' ')).toBe(shown);
  });
});
