// Schemas of the shop API's entities and answers (SPEC sections 3 and 8), with their types derived from them:
// the one contract server and widgets share. Widgets read answers with `mask` (unknown fields dropped at any
// depth); the server checks request bodies strictly.
export { Money, Quantity, DEFAULT_CURRENCY, centsToUnits, formatMoney, formatPrice } from './money';
export { cartTotals, linePrice, orderTotals } from './totals';
export type { OrderAmounts, Totals } from './totals';
export { Product, Variation, Brand, Category, Availability } from './product';
export { Cart, CartLine } from './cart';
export { Order, OrderItem } from './order';
export { Address, ADDRESS_TYPES } from './address';
export { AddressInput } from './address-input';
export { SearchAnswer, SearchGroup, SearchHit } from './search';
export { ServiceContact } from './service-contact';
export { ErrorBody } from './error-body';
export { AboutMe, SessionClickIds, SessionResponse } from './session';
export type { Session } from './session';
