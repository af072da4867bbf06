/**
 * SameSite of the session cookie. `lax` (the default) serves pages and API on one site, also across
 * subdomains (shop on `www.`, API on `api.`). `none` lets a page on another site call the API with the
 * cookie; browsers take it only with `Secure`, so only over HTTPS.
 */
export type CookieSameSite = 'lax' | 'none';

declare module 'fastify' {
  interface FastifyInstance {
    /** SameSite of the session cookie this app sets (COOKIE_SAMESITE). */
    sessionCookieSameSite: CookieSameSite;
    /** Whether the shop is served over HTTPS (PUBLIC_ORIGIN): then every answer is, whatever one request looks like. */
    servedOverHttps: boolean;
  }
}

/** Raised at start-up for a cookie setting the server cannot honour. */
export class CookieSettingError extends Error {
  override readonly name = 'CookieSettingError';
}

/**
 * Reads COOKIE_SAMESITE (`lax`, default, or `none`). `none` needs PUBLIC_ORIGIN to be the https:// address
 * shoppers reach the server at (this server speaks plain HTTP; TLS ends at a proxy in front of it): over
 * plain HTTP the browser would drop the cookie and every shopper would lose their session and cart.
 */
export function readCookieSameSite(env: NodeJS.ProcessEnv, publicOrigin = env.PUBLIC_ORIGIN ?? ''): CookieSameSite {
  const value = (env.COOKIE_SAMESITE ?? '').trim().toLowerCase();
  if (value === '' || value === 'lax') return 'lax';
  if (value !== 'none') throw new CookieSettingError(`COOKIE_SAMESITE must be "lax" or "none", got "${env.COOKIE_SAMESITE}"`);
  if (!publicOrigin.trim().toLowerCase().startsWith('https://')) {
    throw new CookieSettingError(
      'COOKIE_SAMESITE=none needs HTTPS: browsers drop a SameSite=None cookie that is not Secure, and Secure cookies only travel over https. ' +
        `Set PUBLIC_ORIGIN to the https:// address shoppers reach this server at (got "${publicOrigin}"), or keep COOKIE_SAMESITE=lax.`,
    );
  }
  return 'none';
}
