// The shop events test's world: its fixtures spelled out as the data layer must carry them, and the API it talks to.
import { API, type Cart } from '@schaufenster/shared/api';
import { BERLIN } from '../test/shared/address-fixtures';
import { cart, order } from '../test/shared/shop-fixtures';
import type { Answer, ReceivedRequest } from '../test/shared/test-server';

/** The fixture cart with a 10 EUR voucher: subtotal 114.98, worth 104.98. */
export const CART: Cart = {
  ...cart,
  summary: { ...cart.summary, voucher: { code: 'SOMMER10', amount: { amount: 1000, currency: 'EUR' } }, total: { amount: 10498, currency: 'EUR' } },
};
const AFTER_ADD: Cart = { ...CART, recommendations: [] };
const AFTER_REMOVE: Cart = { ...CART, items: { inStock: CART.items.inStock.slice(1) } };
/** A teaser of the home page as the CMS marks it. */
export const PROMOTION = { promotion_id: 'neue-saison', promotion_name: 'Neue Saison', creative_name: 'Damen entdecken', creative_slot: 'home-hero-1' };

// Spelled out, not built with the mappers: these are the payloads the data layer must carry.
const brand = { item_brand: 'Marke', affiliation: 'German shop' };
/** The fixture product as the data layer must carry it. */
export const dress = { ...brand, item_id: '1001', item_name: 'Sommerkleid', item_category: 'Damen', item_category2: 'Kleider', item_variant: 'Blau', price: 49.99 };
/** The fixture product seen on its page, with its third category. */
export const dressProduct = { ...dress, item_category3: 'Sommerkleider', quantity: 1 };
const cartItems = [
  { ...dress, item_size: '38', quantity: 2, index: 0 },
  { ...brand, item_id: '1003', item_name: 'Shirt', item_category: 'Damen', item_category2: 'Kleider', item_variant: 'red', item_size: 's-m', price: 15, quantity: 1, index: 1 },
];
/** CART as the data layer must carry it. */
export const cartPayload = { currency: 'EUR', value: 104.98, coupon: 'SOMMER10', items: cartItems };

/** The API of the shop events test: a logged-in session, CART, and orders answered with `nextOrderStatus` (201 or a refusal). */
export function shopApi(nextOrderStatus: () => number): (request: ReceivedRequest) => Answer {
  return (request) => {
    if (request.path === API.session.path) return { status: 200, json: { id: 'test-session', aboutMe: { isLogged: true } } };
    if (request.path === API.cart.path) return { status: 200, json: CART };
    if (request.path === API.cartAdd.path) return { status: 200, json: AFTER_ADD };
    if (request.path === API.cartRemove.path) return { status: 200, json: AFTER_REMOVE };
    if (request.path === API.addresses.path) return { status: 200, json: { addresses: [BERLIN] } };
    if (request.path === API.order.path) {
      const status = nextOrderStatus();
      return status === 201 ? { status, json: { ...order, orderNumber: 'SF-2026-000042' } } : { status, json: { message: 'Dein Warenkorb hat sich geändert.', error: { code: 'cart_changed' } } };
    }
    return { status: 404, json: { message: 'Not Found' } };
  };
}
