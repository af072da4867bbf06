import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SHOP_EVENTS } from './constants';
import { pushToDataLayer } from './data-layer';
import { dataLayer, resetDataLayer } from './testing';

beforeEach(() => {
  resetDataLayer();
});

describe('pushToDataLayer', () => {
  it('creates the data layer when the page has none', () => {
    pushToDataLayer({ event: 'page_view', page_id: 'home', page_location: '/', page_title: 'Start' });
    expect(dataLayer()).toEqual([{ event: 'page_view', page_id: 'home', page_location: '/', page_title: 'Start' }]);
  });

  it('appends to a data layer the tag manager already created', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    window.dataLayer = existing;
    pushToDataLayer({ event: 'view_cart', ecommerce: { value: 1 } });
    expect(existing).toEqual([{ 'gtm.start': 1 }, { ecommerce: null }, { event: 'view_cart', ecommerce: { value: 1 } }]);
  });

  it('never throws when the data layer is broken, and warns once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A page script may have overwritten the queue with something that is not one.
    Reflect.set(window, 'dataLayer', 'not an array');
    expect(() => pushToDataLayer({ event: 'view_cart', ecommerce: {} })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('knows all thirteen shop events', () => {
    expect(SHOP_EVENTS).toHaveLength(13);
  });
});
