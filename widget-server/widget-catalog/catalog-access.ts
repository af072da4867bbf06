import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestTime } from '../../server-kit/http/clock';
import { isAddressedToLoopback } from '../../server-kit/http/loopback';
import { isSecureRequest } from '../../server-kit/http/loopback';

/** The header a script sends the catalog key in (`curl -H 'X-Widget-Catalog-Token: …'`). */
export const CATALOG_TOKEN_HEADER = 'x-widget-catalog-token';

/** The cookie the catalog's key form sets: a value derived from the key, never the key itself. */
export const CATALOG_COOKIE = 'widget_catalog';

/** How long the key form's cookie opens the catalog. */
export const CATALOG_COOKIE_MAX_AGE_S = 8 * 60 * 60;

/** Who may see the catalog: everyone on a server only this machine reaches; with `token` set, whoever has the key. */
export interface CatalogAccessOptions {
  /** `ServerConfig.loopbackOnly`: then a request addressed to a loopback name is shown the catalog as the demo always did. */
  loopbackOnly: boolean;
  /** `WIDGET_CATALOG_TOKEN`, if set. */
  token?: string;
  /** The port an in-process request without a socket counts as arriving on (PUBLIC_ORIGIN's). */
  fallbackPort: number;
}

/** What a catalog request gets: the catalog, the key form (403), or the 404 of a server without a catalog. */
export type CatalogAccess = 'show' | 'ask' | 'hide';

/** Compares two secrets in time that does not depend on where they differ, nor on their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The signature of a cookie issued at `issuedAtS` (seconds): changing the key ends every cookie, and a cookie never reveals the key. */
function cookieSignature(token: string, issuedAtS: number): string {
  return createHmac('sha256', token).update(`schaufenster widget catalog ${issuedAtS}`).digest('base64url');
}

/** The cookie value issued at `now`: its issue time and the signature over it, so that each is its own and ages. */
function cookieValue(token: string, now: Date): string {
  const issuedAtS = Math.floor(now.getTime() / 1000);
  return `${issuedAtS}.${cookieSignature(token, issuedAtS)}`;
}

/**
 * Whether a cookie value was issued with the key, and is younger than its max age: the server checks the age itself
 * (a cookie kept past its expiry, or copied, stops working after 8 hours), never trusting the browser to drop it.
 */
function isValidCookie(value: string, token: string, now: Date): boolean {
  const [issued = '', signature = ''] = value.split('.');
  if (!/^\d{1,12}$/.test(issued)) return false;
  const ageS = now.getTime() / 1000 - Number(issued);
  // A minute of clock skew between server processes at most.
  if (ageS > CATALOG_COOKIE_MAX_AGE_S || ageS < -60) return false;
  return sameSecret(signature, cookieSignature(token, Number(issued)));
}

/**
 * Decides what a request to the catalog gets. Open on a loopback-only server (the demo) when the request names a
 * loopback host on its port (not a DNS-rebinding page's name); elsewhere only with the key, in the header or as the
 * cookie the key form sets; without a key configured the catalog does not exist there. A request's own address is
 * not trusted as "from loopback": behind a proxy on the same machine every shopper would come from 127.0.0.1.
 */
export function catalogAccess(request: FastifyRequest, { loopbackOnly, token, fallbackPort }: CatalogAccessOptions): CatalogAccess {
  if (loopbackOnly && isAddressedToLoopback(request, fallbackPort)) return 'show';
  if (token === undefined) return 'hide';
  const header = request.headers[CATALOG_TOKEN_HEADER];
  if (typeof header === 'string' && sameSecret(header, token)) return 'show';
  const cookie = request.cookies?.[CATALOG_COOKIE];
  if (typeof cookie === 'string' && isValidCookie(cookie, token, requestTime(request))) return 'show';
  return 'ask';
}

/** Whether a key typed into the key form is the configured one (none configured: no key is). */
export function isCatalogToken(given: unknown, token: string | undefined): boolean {
  return token !== undefined && typeof given === 'string' && sameSecret(given, token);
}

/** Sets the cookie that opens the catalog for a while: HttpOnly, SameSite=Strict, only under /widgets/, Secure wherever the session cookie is. */
export function grantCatalogCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CATALOG_COOKIE, cookieValue(token, requestTime(request)), {
    path: '/widgets/',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(request),
    maxAge: CATALOG_COOKIE_MAX_AGE_S,
  });
}
