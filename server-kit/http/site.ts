import { isIP } from 'node:net';

/**
 * The site of an origin as browsers decide SameSite cookies ("schemeful same-site"): its scheme and registrable
 * domain. Without a public-suffix list the registrable domain is taken as the host's last two labels. That is good
 * enough here: `www.shop.example` and `api.shop.example` are one site, `cms.example` and `api.schaufenster.example`
 * two; it errs only for suffixes of more labels (`a.co.uk` and `b.co.uk`, or `a.github.io` and `b.github.io`, look
 * like one site), which can hide a warning but never refuses a setting. An IP address or a single-label host such as
 * `localhost` is a site of its own: `http://127.0.0.1:4000` and `http://localhost:3000` are two sites, the port never
 * counts (`http://127.0.0.1:4000` and `http://127.0.0.1:3000` are one).
 */
export function siteOf(origin: string): string {
  const { protocol, hostname } = new URL(origin);
  const host = hostname.replace(/\.$/, '');
  if (isIP(host.replace(/^\[(.*)\]$/, '$1')) !== 0) return `${protocol}//${host}`;
  return `${protocol}//${host.split('.').slice(-2).join('.')}`;
}

/** Whether two origins are on one site, so a SameSite=Lax cookie of the one travels with the other's requests. */
export function isSameSite(origin: string, other: string): boolean {
  return siteOf(origin) === siteOf(other);
}
