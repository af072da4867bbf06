import { describe, expect, it } from '@jest/globals';
import type { Product } from '@schaufenster/shared/api';
import { cartLine, product, unlabelledLine } from '@schaufenster/shared/tracking/fixtures';
import {
  cartTotals,
  findVariation,
  isCartEmpty,
  isInStock,
  itemCount,
  linePrice,
  preselectedVariation,
  quantityChange,
  selectableQuantities,
  trackedLineItem,
} from './cart';
import { cartOf, DRESS_CART, EMPTY_CART } from './testing';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

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
    expect(cartTotals(cartOf([cartLine], summary))).toEqual(totals);
  });

  it('never sums the lines itself: the API summary wins even if the lines say otherwise', () => {
    const cart = cartOf([cartLine, unlabelledLine], { subtotal: eur(1), itemQty: 7, total: eur(1) });
    expect(cartTotals(cart).subtotal).toEqual(eur(1));
    expect(itemCount(cart)).toBe(7);
  });

  it('gives a missing currency as EUR in what it computes', () => {
    expect(cartTotals(cartOf([], { subtotal: { amount: 100, currency: '' }, itemQty: 0 })).total).toEqual(eur(100));
  });
});

describe('counting and finding lines', () => {
  it('counts the pieces the API counted and tells an empty cart', () => {
    expect(itemCount(DRESS_CART)).toBe(2);
    expect(isCartEmpty(DRESS_CART)).toBe(false);
    expect(isCartEmpty(EMPTY_CART)).toBe(true);
  });

  it('prices a line as unit price times pieces, in whole cents', () => {
    expect(linePrice(cartLine)).toEqual(eur(9998));
    expect(linePrice(cartLine, 3)).toEqual(eur(14997));
  });

  it('offers 1 to 10 pieces, and more when the line already holds more', () => {
    expect(selectableQuantities(cartLine, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(selectableQuantities({ ...cartLine, quantity: 12 }, 10)).toHaveLength(12);
  });
});

describe('quantityChange', () => {
  it.each([
    { from: 2, to: 5, change: { kind: 'add', quantity: 3 } },
    { from: 2, to: 1, change: { kind: 'remove', quantity: 1 } },
    { from: 2, to: 0, change: { kind: 'remove', quantity: 2 } },
    { from: 2, to: 2, change: { kind: 'none' } },
  ])('reports going from $from to $to pieces as $change', ({ from, to, change }) => {
    expect(quantityChange({ ...cartLine, quantity: from }, to)).toEqual(change);
  });
});

describe('trackedLineItem', () => {
  it('maps a line to the analytics item with the price in euros, not cents', () => {
    expect(trackedLineItem(cartLine, 1)).toEqual({
      item_id: '1001',
      item_name: 'Sommerkleid',
      item_brand: 'Marke',
      item_category: 'Damen',
      item_category2: 'Kleider',
      item_variant: 'Blau',
      item_size: '38',
      price: 49.99,
      quantity: 1,
      affiliation: 'German shop',
    });
  });

  it('takes all pieces of the line by default', () => {
    expect(trackedLineItem(unlabelledLine)).toMatchObject({ price: 15, quantity: 1, item_size: 's-m', item_variant: 'red' });
  });
});

describe('sizes of a product', () => {
  const [size38, size40] = product.variations;

  it('tells in-stock from sold-out sizes and finds a size by id', () => {
    expect(size38 && isInStock(size38)).toBe(true);
    expect(size40 && isInStock(size40)).toBe(false);
    expect(findVariation(product, 'v-40')).toBe(size40);
    expect(findVariation(product, undefined)).toBeUndefined();
  });

  it.each([
    { what: 'several sizes', variations: product.variations, preselected: undefined },
    { what: 'one size in stock', variations: product.variations.slice(0, 1), preselected: 'v-38' },
    { what: 'one sold-out size', variations: product.variations.slice(1), preselected: undefined },
  ])('preselects only when a product has $what', ({ variations, preselected }) => {
    const withSizes: Product = { ...product, variations };
    expect(preselectedVariation(withSizes)?.id).toBe(preselected);
  });
});
