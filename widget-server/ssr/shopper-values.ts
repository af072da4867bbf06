import type { FastifyRequest } from 'fastify';
import type { ServerBusValues } from '../../shared/ssr/render-context';
import type { Shop } from '../shop/shop';

/**
 * What the server renders of the shopper on a same-origin page: whether the session is logged in (greeting, account
 * entries) and the cart's item count (badge), as the bus will carry them once the session and the cart are loaded.
 * Nothing for a visitor without a live session, a logged-out session with an empty cart, or a shop that fails.
 * The session id and the names stay out: the page carries these values in an attribute.
 */
export async function shopperValues(shop: Shop, request: FastifyRequest): Promise<ServerBusValues> {
  try {
    const session = await shop.session(request);
    if (!session) return {};
    const { isLogged } = session;
    const itemCount = await session.cartItemCount();
    return {
      ...(isLogged && { 'session:changed': { id: '', aboutMe: { isLogged } } }),
      ...(itemCount > 0 && { 'cart:changed': { itemCount } }),
    };
  } catch {
    // The page is never held up by what only decorates it: the widgets fill the shopper in after hydration.
    return {};
  }
}
