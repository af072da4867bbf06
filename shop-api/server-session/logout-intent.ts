import type { IncomingHttpHeaders } from 'node:http';

// SPEC section 2 makes the logout a plain link (GET /logout/), and the session cookie is SameSite=Lax (None across
// sites): a browser sends it along with a same-site <img>, and with SameSite=None with any request at all. So a GET
// alone proves nothing; the Fetch Metadata headers (which no page can set or forge) tell who asked.

function single(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The origin of a Referer header, if it has one. */
function refererOrigin(headers: IncomingHttpHeaders): string | undefined {
  const referer = single(headers, 'referer');
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a GET /logout/ is the shopper's own wish, so it may log out at once. Yes for:
 * - `Sec-Fetch-Site: same-origin`: the shop's own pages (their link, or their script);
 * - `Sec-Fetch-Site: none`: the shopper typed or picked the address (bookmark, another app);
 * - a top-level navigation the shopper started (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`,
 *   `Sec-Fetch-User: ?1`): the widgets' Abmelden link on a CMS page of another origin, same site or not.
 * Not for anything else a page of another origin can make a browser send: an image or other subresource (same-site
 * ones carry a Lax cookie too, and a sibling host need not be ours), a frame, or a navigation without a user's
 * activation (a script or a meta refresh). Not for a prefetch or prerender (`Sec-Purpose`), which a browser may make
 * of a link no one clicked. Without Fetch Metadata (browsers before 2020-2023, scripts) only a Referer of the
 * shop's own or an allowed origin counts; anything else must confirm with one click.
 */
export function isIntendedLogout(headers: IncomingHttpHeaders, isTrustedOrigin: (origin: string) => boolean): boolean {
  if (single(headers, 'sec-purpose') !== undefined || single(headers, 'purpose') !== undefined) return false;
  const site = single(headers, 'sec-fetch-site');
  if (site === 'same-origin' || site === 'none') return true;
  const userNavigation = single(headers, 'sec-fetch-mode') === 'navigate' && single(headers, 'sec-fetch-dest') === 'document' && single(headers, 'sec-fetch-user') === '?1';
  if (userNavigation) return true;
  if (site !== undefined) return false;
  const origin = refererOrigin(headers);
  return origin !== undefined && isTrustedOrigin(origin);
}

/**
 * Whether a POST /logout/ (the confirmation page's Abmelden button) comes from a page of this origin: by
 * `Sec-Fetch-Site`, or, in a browser without Fetch Metadata, by its Origin. A form of another site cannot log out.
 */
export function isSameOriginPost(headers: IncomingHttpHeaders, isOwnOrigin: (origin: string) => boolean): boolean {
  const site = single(headers, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = single(headers, 'origin');
  return origin !== undefined && isOwnOrigin(origin);
}
