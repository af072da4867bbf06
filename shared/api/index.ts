// Schemas of the shop API's entities (SPEC section 3), with their types derived from them.
export { Money, Quantity, DEFAULT_CURRENCY, centsToUnits, formatPrice } from './money';
export { Product, Variation, Brand, Category, Availability } from './product';
export { Cart, CartLine } from './cart';
export { Order, OrderItem } from './order';
export { Address, ADDRESS_TYPES } from './address';
