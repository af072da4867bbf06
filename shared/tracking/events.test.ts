import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Variation } from '@schaufenster/shared/api';
import { cart, cartLine, order, otherProduct, product } from '../../test/shared/shop-fixtures';
import * as events from './events';
import { dataLayer, resetDataLayer } from './testing';

const size38 = product.variations[0] as Variation;
// Spelled out rather than built with the mappers, so these tests pin the exact data layer payload.
const brand = { item_brand: 'Marke', affiliation: 'German shop' };
const dress = {
  ...brand,
  item_id: '1001',
  item_name: 'Sommerkleid',
  item_category: 'Damen',
  item_category2: 'Kleider',
  item_variant: 'Blau',
  price: 49.99,
};
const dressProduct = { ...dress, item_category3: 'Sommerkleider', quantity: 1 };
const trousers = {
  ...brand,
  item_id: '1002',
  item_name: 'Hose',
  item_category: '1',
  item_category2: '2',
  item_category3: '3',
  item_category4: '4',
  item_category5: '5',
  item_variant: 'Schwarz',
  price: 19.99,
  quantity: 1,
};
const dressLine = { ...dress, item_size: '38', quantity: 2 };
const shirtLine = { ...brand, item_id: '1003', item_name: 'Shirt', item_category: 'Damen', item_category2: 'Kleider' };
const cartItems = [
  { ...dressLine, index: 0 },
  { ...shirtLine, item_variant: 'red', item_size: 's-m', price: 15, quantity: 1, index: 1 },
];
const orderItems = [{ ...dressLine, price: 39.99, discount: 10, index: 0 }];
const cartPayload = { currency: 'EUR', value: 114.98, items: cartItems };
const promotion = { promotion_id: 'summer', promotion_name: 'Sommer-Sale', creative_name: 'hero', creative_slot: 'top' };

beforeEach(() => {
  resetDataLayer();
});

describe('ecommerce events', () => {
  it.each([
    {
      event: 'view_item',
      track: () => events.trackViewItem(product),
      ecommerce: { currency: 'EUR', value: 49.99, items: [dressProduct] },
    },
    {
      event: 'view_item_list',
      track: () => events.trackViewItemList([product, otherProduct], 'Neu'),
      ecommerce: {
        item_list_name: 'Neu',
        items: [
          { ...dressProduct, item_list_name: 'Neu', index: 0 },
          { ...trousers, item_list_name: 'Neu', index: 1 },
        ],
      },
    },
    {
      event: 'select_item',
      track: () => events.trackSelectItem(product, 'Neu', 4),
      ecommerce: { item_list_name: 'Neu', items: [{ ...dressProduct, item_list_name: 'Neu', index: 4 }] },
    },
    { event: 'view_promotion', track: () => events.trackViewPromotion(promotion), ecommerce: promotion },
    { event: 'select_promotion', track: () => events.trackSelectPromotion(promotion), ecommerce: promotion },
    {
      event: 'add_to_cart',
      track: () => events.trackAddToCart(product, size38, 3),
      ecommerce: { currency: 'EUR', value: 149.97, items: [{ ...dressProduct, item_size: '38', quantity: 3 }] },
    },
    {
      event: 'remove_from_cart',
      track: () => events.trackRemoveFromCart(cartLine, 1),
      ecommerce: { currency: 'EUR', value: 49.99, items: [{ ...dressLine, quantity: 1 }] },
    },
    { event: 'view_cart', track: () => events.trackViewCart(cart), ecommerce: cartPayload },
    { event: 'begin_checkout', track: () => events.trackBeginCheckout(cart), ecommerce: cartPayload },
    {
      event: 'add_shipping_info',
      track: () => events.trackAddShippingInfo(cart),
      ecommerce: { ...cartPayload, shipping_tier: 'parcel carrier standard' },
    },
    {
      event: 'add_payment_info',
      track: () => events.trackAddPaymentInfo(cart, 'paypal'),
      ecommerce: { ...cartPayload, payment_type: 'paypal' },
    },
    {
      event: 'purchase',
      track: () => events.trackPurchase(order),
      ecommerce: {
        transaction_id: 'ORD-1',
        value: 89.98,
        shipping: 4.95,
        currency: 'EUR',
        coupon: 'SOMMER10',
        affiliation: 'German shop',
        items: orderItems,
        user_data: { sha256_user_id: 'hashed-user' },
      },
    },
  ])('$event clears the previous ecommerce object, then pushes its own', ({ event, track, ecommerce }) => {
    track();
    expect(dataLayer()).toEqual([{ ecommerce: null }, { event, ecommerce }]);
  });

  const withVoucher = { ...cart, summary: { ...cart.summary, voucher: { code: 'SOMMER10', amount: { amount: 1000, currency: 'EUR' } } } };
  it.each([
    ['view_cart', () => events.trackViewCart(withVoucher), {}],
    ['begin_checkout', () => events.trackBeginCheckout(withVoucher), {}],
    ['add_shipping_info', () => events.trackAddShippingInfo(withVoucher), { shipping_tier: 'parcel carrier standard' }],
    ['add_payment_info', () => events.trackAddPaymentInfo(withVoucher, 'invoice'), { payment_type: 'invoice' }],
  ])('%s values a cart at its subtotal minus the voucher, with the code as coupon', (event, track, extra) => {
    track();
    expect(dataLayer()?.[1]).toEqual({ event, ecommerce: { currency: 'EUR', value: 104.98, coupon: 'SOMMER10', items: cartItems, ...extra } });
  });

  it('defaults to EUR when a price names no currency', () => {
    events.trackViewItem(otherProduct);
    expect(dataLayer()?.[1]).toEqual({ event: 'view_item', ecommerce: { currency: 'EUR', value: 19.99, items: [trousers] } });
  });

  it('reports a purchase without voucher at its full subtotal and without coupon', () => {
    events.trackPurchase({ ...order, summary: { subtotal: order.summary.subtotal }, voucherCode: undefined, currency: '' });
    expect(dataLayer()?.[1]).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'ORD-1',
        value: 99.98,
        shipping: 4.95,
        currency: 'EUR',
        affiliation: 'German shop',
        items: orderItems,
        user_data: { sha256_user_id: 'hashed-user' },
      },
    });
  });
});

describe('trackPageView', () => {
  it('pushes the page without an ecommerce object', () => {
    events.trackPageView({ pageId: 'home', url: 'https://shop.example/', title: 'Startseite' });
    expect(dataLayer()).toEqual([
      { event: 'page_view', page_id: 'home', page_location: 'https://shop.example/', page_title: 'Startseite' },
    ]);
  });
});
