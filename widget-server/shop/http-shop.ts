import ky from 'ky';
import { mask } from 'superstruct';
import { apiPath, API, type Product } from '@schaufenster/shared/api';
import type { Shop } from './shop';

/** How long the widget server waits for the shop: a page is never held up longer by what only decorates it. */
const SHOP_TIMEOUT_MS = 1500;

/**
 * The shop behind its API contract at `apiOrigin` (a shop's own backend, or the reference shop API on another
 * server): the shopper's session by GET /api/s/ with the request's cookies, the cart's count by the cart overview when asked,
 * products by GET /api/products/<id>/. A request without cookies asks nothing: a visitor gets no session from it.
 */
export function httpShop(apiOrigin: string, { timeoutMs = SHOP_TIMEOUT_MS }: { timeoutMs?: number } = {}): Shop {
  const api = ky.create({ baseUrl: apiOrigin, timeout: timeoutMs, retry: 0, redirect: 'manual' });
  return {
    async session(request) {
      const cookie = request.headers.cookie;
      if (!cookie) return undefined;
      const headers = { cookie, accept: 'application/json' };
      const answer = await api.get(API.session.path, { headers });
      // A shop that had to start a session for this request sets a new cookie: the one it was sent named no live session.
      if (answer.headers.has('set-cookie')) return undefined;
      const session = mask(await answer.json(), API.session.answer);
      // The badge's count, as the mini-cart shows it: a second call, made only for a render.
      const cartItemCount = async () => mask(await api.get(API.cart.path, { headers }).json(), API.cart.answer).summary.itemQty;
      return { id: session.id, isLogged: session.aboutMe.isLogged, cartItemCount };
    },
    async products(ids) {
      const found = await Promise.all(
        ids.map(async (id): Promise<[string, Product | null]> => {
          const answer = await api.get(apiPath(API.product, { id }), { throwHttpErrors: false });
          if (answer.status === 404) return [id, null];
          if (!answer.ok) throw new Error(`GET ${answer.url}: ${answer.status}`);
          return [id, mask(await answer.json(), API.product.answer)];
        }),
      );
      return Object.fromEntries(found);
    },
  };
}
