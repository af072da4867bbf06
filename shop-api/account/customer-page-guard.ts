import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeCallbackPath } from '@schaufenster/shared/navigation/callback-path';
import type { Database } from '../../server-kit/db/database';
import { ApiError } from '../../server-kit/http/api-error';
import type { PageCustomer } from '../../server-kit/http/route-concerns';
import { readSessionToken, requestSession } from '../server-session/request-session';
import { isWellFormedToken } from '../server-session/tokens';

/** The login page a visitor of a customer page is sent to. */
export const LOGIN_PATH = '/authenticate/';

/**
 * Any origin serves to check a callback here: a path either stays on the origin it is resolved against or
 * leaves it. The request's Host is not read, so it cannot steer the check.
 */
const CALLBACK_CHECK_ORIGIN = 'http://localhost';

/**
 * The login page that leads back to `url` (path and query of the page asked for) after the login; without
 * a callback when `url` could leave the shop (the widget would refuse it too, SPEC.md section 4).
 */
export function loginRedirectUrl(url: string): string {
  const callbackPath = safeCallbackPath(url, CALLBACK_CHECK_ORIGIN);
  return callbackPath ? `${LOGIN_PATH}?callbackPath=${encodeURIComponent(callbackPath)}` : LOGIN_PATH;
}

/**
 * The signed-in customer of a page request, or null for a visitor. A request without a session cookie
 * is a visitor at once: a page that only redirects creates no session.
 */
export async function pageCustomer(db: Database | undefined, request: FastifyRequest, reply: FastifyReply): Promise<PageCustomer | null> {
  if (!db || !isWellFormedToken(readSessionToken(request))) return null;
  const session = await requestSession(db, request, reply).catch((error: unknown) => {
    // A page requested with a token a login replaced a moment ago: a visitor's page, with no new session either.
    if (error instanceof ApiError && error.code === 'session_superseded') return null;
    throw error;
  });
  if (!session || session.userId === null) return null;
  return { userId: session.userId, sessionId: session.id, givenName: session.aboutMe.givenName ?? '' };
}

/**
 * Guards a customer page (SPEC.md section 6: account, orders, returns, order confirmation): a visitor gets
 * a 302 to the login with the page as callbackPath (the caller then returns the reply); a customer's page
 * is personal, so it is never stored.
 */
export async function guardCustomerPage(db: Database | undefined, request: FastifyRequest, reply: FastifyReply): Promise<PageCustomer | null> {
  const customer = await pageCustomer(db, request, reply);
  reply.header('cache-control', 'no-store');
  if (!customer) reply.redirect(loginRedirectUrl(request.url), 302);
  return customer;
}
