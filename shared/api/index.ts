// Schemas of the shop API's entities and answers (SPEC sections 3 and 8), with their types derived from them:
// the one contract server and widgets share. Widgets read answers with `mask` (unknown fields dropped at any
// depth); the server checks request bodies strictly.
export { discountRatio } from './discount-ratio';
export { DEFAULT_CURRENCY, centsToUnits, formatMoney, formatPrice } from './money';
export { cartTotals, linePrice, orderTotals } from './totals';
export type { Totals } from './totals';
export { MAX_PRODUCT_ID_LENGTH, Product, ProductId, ProductImage, Variation } from './product';
export { Cart, CartLine } from './cart';
export { Order, OrderItem } from './order';
export { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from './order-body';
export type { OrderBody, PaymentMethod } from './order-body';
export type { AddressBody, DefaultAddressBody } from './address-bodies';
export { Address } from './address';
export { AddressInput } from './address-input';
export { CatalogListing } from './catalog-listing';
export { isListingSort, LISTING_PARAMS, LISTING_SORTS, SORT_LABELS } from './listing-sort';
export type { ListingSort } from './listing-sort';
export { MAX_QUERY_LENGTH, SearchAnswer, SearchGroup, SearchHit } from './search';
export { ServiceContact } from './service-contact';
export { ErrorBody } from './error-body';
export { AboutMe } from './session';
export type { Session } from './session';
export { API } from './routes';
export { API_PREFIX, apiPath } from './api-path';
export type { ApiRoute } from './routes';
export type { ErrorCode } from './error-codes';
export { OTP_TYPES, RESEND_COOLDOWN_MS, SUGGESTED_CITIES_KEY } from './constants';
export type { OtpType } from './constants';
export { FIELD_MESSAGES, ForgotBody, LoginBody, RegisterBody, ResetBody, ResetVerifyBody, SendOtpBody, VerifyOtpBody } from './auth-bodies';
export type { PasswordChangeBody } from './auth-bodies';
export { EmailAnswer, ForgotAnswer } from './auth-answers';
