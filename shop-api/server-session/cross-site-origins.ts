import type { CookieSameSite } from './cookie-policy';
import { isSameSite } from '../../server-kit/http/site';

/**
 * The start-up warning for ALLOWED_ORIGINS entries on another site than PUBLIC_ORIGIN while the session cookie is
 * not SameSite=None, or undefined when there are none. Browsers send a Lax cookie only with requests from its own
 * site, so widgets on such a page answer every call as a new visitor: a sign-in ends in the generic error, the cart
 * empties on the next page, and nothing else says why.
 */
export function crossSiteOriginsWarning(allowedOrigins: readonly string[], publicOrigin: string, cookieSameSite: CookieSameSite): string | undefined {
  if (cookieSameSite === 'none') return undefined;
  const crossSite = allowedOrigins.filter((origin) => !isSameSite(origin, publicOrigin));
  if (crossSite.length === 0) return undefined;
  const names = crossSite.join(', ');
  return (
    `ALLOWED_ORIGINS: ${names} ${crossSite.length === 1 ? 'is' : 'are'} on another site than PUBLIC_ORIGIN (${publicOrigin}) while COOKIE_SAMESITE=${cookieSameSite}: ` +
    `the session cookie will not come back from ${crossSite.length === 1 ? 'that page' : 'those pages'}, so sign-in and cart will not work there. ` +
    'Serve page and API on one site (same scheme and domain; 127.0.0.1 and localhost are two sites), or set COOKIE_SAMESITE=none with an https:// PUBLIC_ORIGIN: ' +
    'see docs/cms/embedding.md, "Same origin, same site".'
  );
}
