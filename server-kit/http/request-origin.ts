import type { FastifyRequest } from 'fastify';

/**
 * Whether an `Origin` header names this server's own pages: exactly `PUBLIC_ORIGIN` (a page behind the proxy shoppers
 * use), or an origin on the host the request was sent to (a page reached directly, or through a proxy that passes the
 * browser's Host on). A missing, `null` or malformed Origin names no page of ours.
 */
export function isOwnOrigin(origin: string | undefined, request: FastifyRequest, publicOrigin: string): boolean {
  if (origin === undefined || origin === 'null') return false;
  if (origin === publicOrigin) return true;
  try {
    const url = new URL(origin);
    return url.origin === origin && url.host === request.headers.host;
  } catch {
    return false;
  }
}
