import type { FastifyRequest } from 'fastify';
import type { ProductLookup } from '../ssr/product-lookup';

/** What the widget server knows of a shopper's live session: enough to count beacons per session and to render the shopper. */
export interface ShopSession {
  /** The session's id, as GET /api/s/ answers it: beacons are limited and counted per session (hashed). */
  id: string;
  isLogged: boolean;
  /** Items in the session's cart (the badge's count), asked only by what shows it: a beacon needs none. */
  cartItemCount(): Promise<number>;
}

/**
 * What the widget server asks of the shop, and only through the API contract (shared/api): the shopper's session of a
 * request and products by id. The reference shop API answers it in process (server/in-process-shop.ts); a shop's own
 * backend over HTTP (httpShop), so that the widget server runs beside any backend that keeps the contract.
 */
export interface Shop {
  /** The live session the request's cookie names, or undefined (no cookie, an expired or unknown one). Never creates one. */
  session(request: FastifyRequest): Promise<ShopSession | undefined>;
  /** Products by id, as GET /api/products/<id>/ answers them; null for one the shop does not know. */
  products: ProductLookup;
}
