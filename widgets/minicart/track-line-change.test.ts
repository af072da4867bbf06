import { beforeEach, describe, expect, it } from '@jest/globals';
import { cartLine } from '../../test/shared/shop-fixtures';
import { trackLineChange } from './track-line-change';
import { reportedEvents } from './testing';

beforeEach(() => {
  delete window.dataLayer;
});

describe('trackLineChange', () => {
  it('reports more pieces as add_to_cart of the difference, valued in euros', () => {
    trackLineChange(cartLine, 5);
    expect(reportedEvents()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'EUR', value: 149.97, items: [expect.objectContaining({ item_id: '1001', price: 49.99, quantity: 3 })] },
      },
    ]);
  });

  it('reports fewer pieces, and removal, as remove_from_cart of the difference', () => {
    trackLineChange(cartLine, 1);
    trackLineChange(cartLine, 0);
    expect(reportedEvents().map(({ event, ecommerce }) => [event, ecommerce.value, ecommerce.items?.[0]?.quantity])).toEqual([
      ['remove_from_cart', 49.99, 1],
      ['remove_from_cart', 99.98, 2],
    ]);
  });

  it('reports nothing when the quantity stays', () => {
    trackLineChange(cartLine, 2);
    expect(reportedEvents()).toEqual([]);
  });
});
