import type { Cart, CartLine } from '@schaufenster/shared/api/cart';
import { centsToUnits, DEFAULT_CURRENCY, type Money } from '@schaufenster/shared/api/money';
import type { Order } from '@schaufenster/shared/api/order';
import type { Product, Variation } from '@schaufenster/shared/api/product';
import { SHIPPING_TIER, SHOP_AFFILIATION } from './constants';
import { pushToDataLayer, type Ecommerce } from './data-layer';
import { itemFromCartLine, itemFromOrderItem, itemFromProduct } from './items';
import type { Promotion } from './promotion';

/** What a page view reports about the page. */
export interface PageViewDetails {
  pageId: string;
  url: string;
  title: string;
}

function currencyOf(money: Money): string {
  return money.currency || DEFAULT_CURRENCY;
}

// Multiplying in cents avoids float drift such as 19.99 * 3 = 59.970000000000006.
function valueInUnits(money: Money, quantity = 1): number {
  return centsToUnits(money.amount * quantity);
}

/** Reports a page view. */
export function trackPageView({ pageId, url, title }: PageViewDetails): void {
  pushToDataLayer({ event: 'page_view', page_id: pageId, page_location: url, page_title: title });
}

/** Reports that a product page was seen. */
export function trackViewItem(product: Product): void {
  const price = product.summary.price.salesPrice;
  pushToDataLayer({
    event: 'view_item',
    ecommerce: { currency: currencyOf(price), value: valueInUnits(price), items: [itemFromProduct(product)] },
  });
}

/** Reports that a list of products was seen; `firstIndex` is the position of the first product in the whole list. */
export function trackViewItemList(items: readonly Product[], listName?: string, firstIndex = 0): void {
  pushToDataLayer({
    event: 'view_item_list',
    ecommerce: {
      ...(listName ? { item_list_name: listName } : {}),
      items: items.map((product, offset) => itemFromProduct(product, { index: firstIndex + offset, listName })),
    },
  });
}

/** Reports that a product was chosen from a list. */
export function trackSelectItem(product: Product, listName?: string, index?: number): void {
  pushToDataLayer({
    event: 'select_item',
    ecommerce: { ...(listName ? { item_list_name: listName } : {}), items: [itemFromProduct(product, { index, listName })] },
  });
}

/** Reports that a promotion was seen. */
export function trackViewPromotion(promotion: Promotion): void {
  pushToDataLayer({ event: 'view_promotion', ecommerce: { ...promotion } });
}

/** Reports that a promotion was clicked. */
export function trackSelectPromotion(promotion: Promotion): void {
  pushToDataLayer({ event: 'select_promotion', ecommerce: { ...promotion } });
}

/** Reports that a size of a product was put into the cart. */
export function trackAddToCart(product: Product, variation: Variation, quantity: number): void {
  const price = product.summary.price.salesPrice;
  pushToDataLayer({
    event: 'add_to_cart',
    ecommerce: {
      currency: currencyOf(price),
      value: valueInUnits(price, quantity),
      items: [itemFromProduct(product, { variation, quantity })],
    },
  });
}

/** Reports that some pieces of a cart line were taken out of the cart. */
export function trackRemoveFromCart(line: CartLine, quantity: number): void {
  const price = line.price.salesPrice;
  pushToDataLayer({
    event: 'remove_from_cart',
    ecommerce: { currency: currencyOf(price), value: valueInUnits(price, quantity), items: [{ ...itemFromCartLine(line), quantity }] },
  });
}

// Like the purchase, a cart is worth its subtotal minus the voucher (SPEC section 7), with the code as coupon.
function cartEcommerce(cart: Cart): Ecommerce {
  const { subtotal, voucher } = cart.summary;
  return {
    currency: currencyOf(subtotal),
    value: centsToUnits(subtotal.amount - (voucher?.amount.amount ?? 0)),
    ...(voucher?.code ? { coupon: voucher.code } : {}),
    items: cart.items.inStock.map((line, index) => itemFromCartLine(line, index)),
  };
}

/** Reports that the cart was seen. */
export function trackViewCart(cart: Cart): void {
  pushToDataLayer({ event: 'view_cart', ecommerce: cartEcommerce(cart) });
}

/** Reports that the checkout was entered. */
export function trackBeginCheckout(cart: Cart): void {
  pushToDataLayer({ event: 'begin_checkout', ecommerce: cartEcommerce(cart) });
}

/** Reports that the shipping step was completed. */
export function trackAddShippingInfo(cart: Cart): void {
  pushToDataLayer({ event: 'add_shipping_info', ecommerce: { ...cartEcommerce(cart), shipping_tier: SHIPPING_TIER } });
}

/** Reports that a payment method was chosen. */
export function trackAddPaymentInfo(cart: Cart, paymentType: string): void {
  pushToDataLayer({ event: 'add_payment_info', ecommerce: { ...cartEcommerce(cart), payment_type: paymentType } });
}

/** Reports a placed order; its value is the subtotal minus the voucher. */
export function trackPurchase(order: Order): void {
  const voucherCents = order.summary.voucher?.amount ?? 0;
  pushToDataLayer({
    event: 'purchase',
    ecommerce: {
      transaction_id: order.orderNumber,
      value: centsToUnits(order.summary.subtotal.amount - voucherCents),
      shipping: centsToUnits(order.shippingCosts.total.amount),
      currency: order.currency || DEFAULT_CURRENCY,
      ...(order.voucherCode ? { coupon: order.voucherCode } : {}),
      affiliation: SHOP_AFFILIATION,
      items: order.items.map((item, index) => itemFromOrderItem(item, index)),
      user_data: { sha256_user_id: order.userSha256Data.user_id },
    },
  });
}
