/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { cartTotals, findVoucher, shippingCents, unitVoucherCents, type Voucher } from './cart-totals';

const tenPercent: Voucher = { code: 'SCHAUFENSTER10', percent: 10 };

describe('cartTotals', () => {
  it('gives zeros and no shipping for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotalCents: 0, itemQty: 0, voucherCents: 0, shippingCents: 0, totalCents: 0 });
  });

  it('sums lines and charges 4,95 € shipping below 50 €', () => {
    expect(cartTotals([{ unitCents: 1999, quantity: 2 }, { unitCents: 500, quantity: 1 }])).toEqual({
      subtotalCents: 4498,
      itemQty: 3,
      voucherCents: 0,
      shippingCents: 495,
      totalCents: 4993,
    });
  });

  it('ships for free from exactly 50 €', () => {
    expect(cartTotals([{ unitCents: 2500, quantity: 2 }]).shippingCents).toBe(0);
    expect(cartTotals([{ unitCents: 4999, quantity: 1 }]).shippingCents).toBe(495);
  });

  it('takes 10 % off per unit, rounded per unit, so lines and total agree', () => {
    const totals = cartTotals([{ unitCents: 4999, quantity: 3 }, { unitCents: 1995, quantity: 1 }], tenPercent);
    expect(unitVoucherCents(4999, tenPercent)).toBe(500);
    expect(unitVoucherCents(1995, tenPercent)).toBe(200);
    expect(totals).toEqual({ subtotalCents: 16992, itemQty: 4, voucherCents: 1700, shippingCents: 0, totalCents: 15292 });
  });

  it('decides shipping on the subtotal after the voucher', () => {
    // 54,00 € minus 5,40 € is below 50 €: shipping is due again.
    expect(cartTotals([{ unitCents: 5400, quantity: 1 }], tenPercent)).toMatchObject({ voucherCents: 540, shippingCents: 495, totalCents: 5355 });
    expect(shippingCents(0, 0)).toBe(0);
  });
});

describe('findVoucher', () => {
  it('knows the demo voucher regardless of case and spaces, and nothing else', () => {
    expect(findVoucher(' schaufenster10 ')).toEqual(tenPercent);
    expect(findVoucher('GRATIS')).toBeUndefined();
    expect(findVoucher(null)).toBeUndefined();
  });
});
