import { PAGE_EVENTS_PATH, PAGE_VITALS_PATH } from './beacon-paths';
import type { ErrorCode } from './error-codes';
import { SESSION_ROUTES, type RouteShape } from './session-routes';

const throttled = ['too_many_requests', 'too_many_mails'] as const satisfies readonly ErrorCode[];

/**
 * Every call of the shop API (SPEC section 7 and the reference API's own), once, without schemas: page scripts that
 * must stay free of superstruct read their paths here; everyone else reads `API` (routes.ts), which adds the schemas.
 */
export const ROUTES = {
  ...SESSION_ROUTES,
  catalogPresets: { method: 'POST', path: '/api/s/catalog-presets/', errors: ['unsupportedMediaType'] },
  login: { method: 'POST', path: '/api/auth/login', errors: ['wrongCredentials', 'unverified', 'too_many_attempts'] },
  register: { method: 'POST', path: '/api/auth/register', errors: ['conflictEmail', ...throttled] },
  otp: { method: 'POST', path: '/api/auth/login-otp/', errors: ['invalidCode', 'resend_cooldown', 'too_many_invalid_codes', ...throttled] },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password/', errors: throttled },
  verifyResetLink: { method: 'POST', path: '/api/auth/reset-password/', errors: ['invalidResetLink'] },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', errors: ['invalidResetLink'] },
  changePassword: { method: 'POST', path: '/api/auth/change-password/', errors: ['not_logged_in', 'too_many_attempts'] },
  search: { method: 'POST', path: '/api/search/', errors: [] },
  catalogProducts: { method: 'GET', path: '/api/catalog/products/', errors: [] },
  catalogProduct: { method: 'GET', path: '/api/catalog/products/:id', errors: [] },
  catalogProductBySlug: { method: 'GET', path: '/api/catalog/products/by-slug/:slug', errors: [] },
  catalogFeed: { method: 'GET', path: '/api/catalog/feed/', errors: [] },
  product: { method: 'GET', path: '/api/products/:id/', errors: [] },
  cart: { method: 'GET', path: '/api/checkout-v3/cart/overview/', errors: [] },
  cartAdd: { method: 'POST', path: '/api/checkout-v3/cart/add/', errors: ['out_of_stock', 'idempotency_key_reused'] },
  cartQuantity: { method: 'POST', path: '/api/checkout-v3/cart/quantity/', errors: ['out_of_stock', 'idempotency_key_reused'] },
  cartRemove: { method: 'POST', path: '/api/checkout-v3/cart/remove/', errors: ['idempotency_key_reused'] },
  cartVoucher: { method: 'POST', path: '/api/checkout-v3/cart/voucher/', errors: ['too_many_attempts', 'idempotency_key_reused'] },
  order: { method: 'POST', path: '/api/checkout-v3/order/', errors: ['empty_cart', 'out_of_stock', 'too_many_orders', 'idempotency_key_reused'] },
  placedOrder: { method: 'GET', path: '/api/checkout-v3/order/:orderNumber/', errors: [] },
  accountOrders: { method: 'GET', path: '/api/account/orders/', errors: ['not_logged_in'] },
  addresses: { method: 'GET', path: '/api/account/addresses/', errors: ['not_logged_in'] },
  addAddress: { method: 'POST', path: '/api/account/addresses/', errors: ['not_logged_in', 'city_mismatch', 'idempotency_key_reused'] },
  updateAddress: { method: 'PUT', path: '/api/account/addresses/:id', errors: ['not_logged_in', 'city_mismatch', 'idempotency_key_reused'] },
  deleteAddress: { method: 'DELETE', path: '/api/account/addresses/:id', errors: ['not_logged_in', 'idempotency_key_reused'] },
  defaultAddress: { method: 'POST', path: '/api/account/addresses/:id/default/', errors: ['not_logged_in', 'idempotency_key_reused'] },
  postalCodes: { method: 'GET', path: '/api/address/postal-codes/', errors: [] },
  widgetMounts: { method: 'POST', path: '/api/widget-mounts/', errors: ['foreignOrigin', 'beaconWithoutSession', 'too_many_mount_reports'] },
  pageVitals: { method: 'POST', path: PAGE_VITALS_PATH, errors: ['foreignOrigin', 'beaconWithoutSession', 'too_many_page_vitals'] },
  pageEvents: { method: 'POST', path: PAGE_EVENTS_PATH, errors: ['foreignOrigin', 'beaconWithoutSession', 'too_many_page_events'] },
} as const satisfies Record<string, RouteShape>;
