// Shop events reported into window.dataLayer in GA4's ecommerce shape.
export { SHOP_AFFILIATION, SHIPPING_TIER, SHOP_EVENTS } from './constants';
export type { ShopEvent, EcommerceEvent } from './constants';
export { pushToDataLayer } from './data-layer';
export type { DataLayerEntry, Ecommerce, EcommerceEntry, PageViewEntry } from './data-layer';
export { itemFromProduct, itemFromCartLine, itemFromOrderItem } from './items';
export type { Ga4Item, ProductItemOptions } from './items';
export {
  trackPageView,
  trackViewItem,
  trackViewItemList,
  trackSelectItem,
  trackViewPromotion,
  trackSelectPromotion,
  trackAddToCart,
  trackRemoveFromCart,
  trackViewCart,
  trackBeginCheckout,
  trackAddShippingInfo,
  trackAddPaymentInfo,
  trackPurchase,
} from './events';
export type { PageViewDetails } from './events';
export { Promotion } from './promotion';
export { observeTrackedElements } from './declarative';
