/** The affiliation every reported item and purchase carries. */
export const SHOP_AFFILIATION = 'German shop';

/** The only shipping option the shop offers, reported with add_shipping_info. */
export const SHIPPING_TIER = 'parcel carrier standard';

/** Every shop event the widgets report, in GA4's names. */
export const SHOP_EVENTS = [
  'page_view',
  'view_item',
  'view_item_list',
  'select_item',
  'select_promotion',
  'view_promotion',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
] as const;

/** One reported shop event name. */
export type ShopEvent = (typeof SHOP_EVENTS)[number];

/** A shop event that carries a GA4 ecommerce object. */
export type EcommerceEvent = Exclude<ShopEvent, 'page_view'>;
