import { describe, expect, it } from '@jest/globals';
import { linePrice, type Product } from '@schaufenster/shared/api';
import { cartLine, product, unlabelledLine } from '../../test/shared/shop-fixtures';
import {
  findVariation,
  isCartEmpty,
  isInStock,
  itemCount,
  preselectedVariation,
  quantityChange,
  selectableQuantities,
  trackedLineItem,
} from './cart';
import { DRESS_CART, EMPTY_CART } from './testing';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

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
