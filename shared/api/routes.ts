import { ADDRESS_CALLS } from './address-bodies';
import { AUTH_CALLS } from './auth-bodies';
import { CART_CALLS } from './cart-bodies';
import { CatalogListing } from './catalog-listing';
import { Order } from './order';
import { OrderBody } from './order-body';
import { Product } from './product';
import { SearchAnswer, SearchBody } from './search';
import { SESSION_CALLS } from './session-call';
import { ROUTES } from './route-table';

/**
 * The request body's and the answer's schemas of the calls that have them (the answer: what a widget reads, unknown
 * fields dropped). The auth, cart and address calls are declared beside their bodies; keys must name a call of ROUTES.
 */
const SCHEMAS = {
  ...SESSION_CALLS,
  ...AUTH_CALLS,
  search: { body: SearchBody, answer: SearchAnswer },
  catalogProducts: { answer: CatalogListing },
  product: { answer: Product },
  ...CART_CALLS,
  order: { body: OrderBody, answer: Order },
  placedOrder: { answer: Order },
  ...ADDRESS_CALLS,
} as const satisfies { readonly [K in keyof typeof ROUTES]?: object };

type Schemas = typeof SCHEMAS;

/** Each route with its schemas, if it has any. */
type WithSchemas = { readonly [K in keyof typeof ROUTES]: (typeof ROUTES)[K] & (K extends keyof Schemas ? Schemas[K] : unknown) };

/** Every call of the shop API, once: method, path, error codes and schemas. The server registers these, the widgets call these. */
export const API = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [name, { ...route, ...(SCHEMAS as Record<string, object>)[name] }]),
) as WithSchemas;

/** One call of the table. */
export type ApiRoute = WithSchemas[keyof WithSchemas];
