// Schemas of the shop API's entities (SPEC section 3), with their types derived from them.
export { Money, DEFAULT_CURRENCY, centsToUnits, formatPrice } from './money';
export { Product, Variation } from './product';
export { Cart, CartLine } from './cart';
export { Order, OrderItem } from './order';
export { Address } from './address';
