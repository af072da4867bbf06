import type { Database } from '../server-kit/db/database';
import { requestTime } from '../server-kit/http/clock';
import { loadProductPages, type ProductLinks } from '../shop-api/product-catalog/product-view';
import { readSessionToken } from '../shop-api/server-session/request-session';
import { findLiveSession } from '../shop-api/server-session/session-store';
import type { Shop } from '../widget-server/shop/shop';

/**
 * The reference shop API as the widget server's shop, in the same process: what GET /api/s/, the cart overview and
 * GET /api/products/<id>/ would answer, read from its tables without the HTTP round trip.
 */
export function inProcessShop(db: Database, links: ProductLinks): Shop {
  return {
    async session(request) {
      // The cached session row carries the cart's item count: no query while the session and its cart stay as they are.
      const session = await findLiveSession(db, readSessionToken(request), requestTime(request));
      return session && { id: session.id, isLogged: session.userId !== null, cartItemCount: async () => session.cartItemCount };
    },
    async products(ids) {
      const found = new Map((await loadProductPages(db, ids, links)).map((product) => [product.id, product]));
      return Object.fromEntries(ids.map((id) => [id, found.get(id) ?? null]));
    },
  };
}
