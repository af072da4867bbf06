// Shop events reported into window.dataLayer in GA4's ecommerce shape.
export { SHOP_AFFILIATION } from './constants';
/** @internal for tests */
export { SHIPPING_TIER, SHOP_EVENTS } from './constants';
export type { ShopEvent } from './constants';
export { pushToDataLayer } from './data-layer';
export { itemFromCartLine } from './items';
export type { Ga4Item } from './items';
export {
  trackPageView,
  trackAddToCart,
  trackRemoveFromCart,
  trackViewCart,
  trackBeginCheckout,
  trackAddShippingInfo,
  trackAddPaymentInfo,
  trackPurchase,
  trackSelectItem,
  trackViewItemList,
} from './events';
/** @internal for tests */
export { Promotion } from './promotion';
export { observeTrackedElements } from './declarative';
export { reportViewItem, reportViewItemsIn, viewItemMarker } from './view-item';
