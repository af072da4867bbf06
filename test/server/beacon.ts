import type { TestApp } from './harness';

/** The shop's own origin in the test apps (PUBLIC_ORIGIN's default there). */
export const SHOP_ORIGIN = 'http://localhost';

/** How a test beacon is sent: from a page of `origin` (null: a script that names no page), and from which session. */
export interface BeaconOptions {
  origin?: string | null;
  ip?: string;
  /** The session cookie it carries: a new session's (made from `ip` first) unless given; null: none at all. */
  cookie?: string | null;
  headers?: Record<string, string>;
}

/**
 * POSTs a beacon (a JSON payload, or a string as it is) to `url` as a page of the shop sends it: from the shop's
 * origin, with the cookie of a session the page's widgets started.
 */
export async function sendBeacon(test: TestApp, url: string, payload: unknown, { origin = SHOP_ORIGIN, ip = '10.9.9.9', cookie, headers = {} }: BeaconOptions = {}) {
  const sessionCookie = cookie === undefined ? (await test.client({ ip })).cookie : cookie;
  return test.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers, ...(sessionCookie && { cookie: sessionCookie }), ...(origin !== null && { origin }) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}
