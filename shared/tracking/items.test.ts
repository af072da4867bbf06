import { describe, expect, it } from '@jest/globals';
import type { Variation } from '@schaufenster/shared/api';
import { cartLine, orderItem, otherProduct, product, unlabelledLine } from '../../test/shared/shop-fixtures';
import { itemFromCartLine, itemFromOrderItem, itemFromProduct } from './items';

const size38 = product.variations[0] as Variation;

const dressItem = {
  item_id: '1001',
  item_name: 'Sommerkleid',
  item_brand: 'Marke',
  item_category: 'Damen',
  item_category2: 'Kleider',
  item_category3: 'Sommerkleider',
  item_variant: 'Blau',
  price: 49.99,
  quantity: 1,
  affiliation: 'German shop',
};

describe('itemFromProduct', () => {
  it.each([
    { when: 'nothing else is known', options: {}, item: dressItem },
    { when: 'a size was chosen', options: { variation: size38, quantity: 3 }, item: { ...dressItem, item_size: '38', quantity: 3 } },
    { when: 'it sits in a list', options: { index: 0, listName: 'Neu' }, item: { ...dressItem, index: 0, item_list_name: 'Neu' } },
  ])('maps a product when $when', ({ options, item }) => {
    expect(itemFromProduct(product, options)).toEqual(item);
  });

  it('reports only the first five category levels', () => {
    expect(itemFromProduct(otherProduct)).toMatchObject({
      item_category: '1',
      item_category5: '5',
      price: 19.99,
    });
    expect(Object.keys(itemFromProduct(otherProduct)).filter((key) => key.startsWith('item_category'))).toHaveLength(5);
  });
});

describe('itemFromCartLine', () => {
  it.each([
    {
      line: cartLine,
      index: undefined,
      item: { ...dressItem, item_category3: undefined, item_size: '38', quantity: 2 },
      reads: 'the colour and size labels',
    },
    {
      line: unlabelledLine,
      index: 1,
      item: {
        item_id: '1003',
        item_name: 'Shirt',
        item_brand: 'Marke',
        item_category: 'Damen',
        item_category2: 'Kleider',
        item_variant: 'red',
        item_size: 's-m',
        price: 15,
        quantity: 1,
        affiliation: 'German shop',
        index: 1,
      },
      reads: 'the colour and size ids when labels are missing',
    },
  ])('reads $reads', ({ line, index, item }) => {
    expect(itemFromCartLine(line, index)).toEqual(item);
  });
});

describe('itemFromOrderItem', () => {
  it('prices the line after the voucher and reports the voucher share as discount', () => {
    expect(itemFromOrderItem(orderItem, 0)).toEqual({
      ...dressItem,
      item_category3: undefined,
      item_size: '38',
      quantity: 2,
      price: 39.99,
      discount: 10,
      index: 0,
    });
  });
});
