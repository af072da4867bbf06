import type { FastifyRequest } from 'fastify';
import type { ServerBusValues } from '../../shared/ssr/render-context';
import type { Database } from '../../server-kit/db/database';
import { requestTime } from '../../server-kit/http/clock';
import { readSessionToken } from '../../shop-api/server-session/request-session';
import { findLiveSession } from '../../shop-api/server-session/session-store';

/**
 * What the server renders of the shopper on a same-origin page: whether the session is logged in (greeting, account
 * entries) and the cart's item count (badge), as the bus will carry them once the session and the cart are loaded.
 * Nothing for a visitor without a live session, a logged-out session with an empty cart, or a database that fails.
 * The session id and the names stay out: the page carries these values in an attribute.
 */
export async function shopperValues(db: Database, request: FastifyRequest): Promise<ServerBusValues> {
  const token = readSessionToken(request);
  if (token === undefined) return {};
  try {
    // The cached session row carries the cart's item count: no query while the session and its cart stay as they are.
    const session = await findLiveSession(db, token, requestTime(request));
    if (!session) return {};
    const itemCount = session.cartItemCount;
    const isLogged = session.userId !== null;
    return {
      ...(isLogged && { 'session:changed': { id: '', aboutMe: { isLogged } } }),
      ...(itemCount > 0 && { 'cart:changed': { itemCount } }),
    };
  } catch {
    // The page is never held up by what only decorates it: the widgets fill the shopper in after hydration.
    return {};
  }
}
