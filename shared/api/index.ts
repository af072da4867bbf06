// Schemas of the shop API's entities and answers (SPEC sections 3 and 8), with their types derived from them:
// the one contract server and widgets share. Widgets read answers with `mask` (unknown fields dropped at any
// depth); the server checks request bodies strictly.
export { discountRatio } from './discount-ratio';
export { Money, DEFAULT_CURRENCY, centsToUnits, formatMoney, formatPrice } from './money';
export { cartTotals, linePrice, orderTotals } from './totals';
export type { Totals } from './totals';
export { MAX_PRODUCT_ID_LENGTH, Product, ProductId, Variation } from './product';
export { PRODUCTS_API_PATH, productApiPath } from './product-api-path';
export { Cart, CartLine } from './cart';
export { Order, OrderItem } from './order';
export { Address } from './address';
export { AddressInput } from './address-input';
export { SearchAnswer, SearchGroup, SearchHit } from './search';
export { ServiceContact } from './service-contact';
export { ErrorBody } from './error-body';
export { AboutMe, SessionResponse } from './session';
export type { Session } from './session';
