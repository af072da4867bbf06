import { describe, expect, it } from '@jest/globals';
import { order } from '../../test/shared/shop-fixtures';
import type { Cart } from './cart';
import { cartTotals, orderTotals } from './totals';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const cartWith = (summary: Cart['summary']) => ({ summary });

describe('cartTotals', () => {
  it.each([
    {
      what: 'takes subtotal and total from the API and shows the difference as shipping',
      summary: { subtotal: eur(1500), itemQty: 1, total: eur(1995) },
      totals: { subtotal: eur(1500), shipping: eur(495), total: eur(1995) },
    },
    {
      what: 'subtracts the voucher before it reads shipping, which is free here',
      summary: { subtotal: eur(9998), itemQty: 2, voucher: { code: 'SCHAUFENSTER10', amount: eur(1000) }, total: eur(8998) },
      totals: { subtotal: eur(9998), voucher: { code: 'SCHAUFENSTER10', amount: eur(1000) }, shipping: eur(0), total: eur(8998) },
    },
    {
      what: 'falls back to subtotal minus voucher when the API sends no total, and shows no shipping',
      summary: { subtotal: eur(5000), itemQty: 1, voucher: { amount: eur(500) } },
      totals: { subtotal: eur(5000), voucher: { amount: eur(500) }, total: eur(4500) },
    },
    {
      what: 'never shows a negative shipping when the figures disagree',
      summary: { subtotal: eur(5000), itemQty: 1, total: eur(4000) },
      totals: { subtotal: eur(5000), total: eur(4000) },
    },
  ])('$what', ({ summary, totals }) => {
    expect(cartTotals(cartWith(summary))).toEqual(totals);
  });

  it('gives a missing currency as EUR in what it computes', () => {
    expect(cartTotals(cartWith({ subtotal: { amount: 100, currency: '' }, itemQty: 0 })).total).toEqual(eur(100));
  });
});

describe('orderTotals', () => {
  it('adds shipping to the subtotal after the voucher, all in the order currency', () => {
    const placed = { ...order, summary: { subtotal: eur(9998), voucher: eur(1000) }, shippingCosts: { total: eur(495) }, voucherCode: 'SCHAUFENSTER10' };
    expect(orderTotals(placed)).toEqual({
      subtotal: eur(9998),
      voucher: { code: 'SCHAUFENSTER10', amount: eur(1000) },
      shipping: eur(495),
      total: eur(9493),
    });
  });

  it('has no voucher line for an order without a voucher', () => {
    const placed = { ...order, summary: { subtotal: eur(6000) }, shippingCosts: { total: eur(0) } };
    expect(orderTotals(placed)).toEqual({ subtotal: eur(6000), shipping: eur(0), total: eur(6000) });
  });
});
