import { API_PREFIX } from '@schaufenster/shared/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADERS, NEW_SESSION_HEADER, RETRY_AFTER_HEADER } from '../../shared/http/constants';
import { ApiError, sendApiError } from './api-error';
import { isOwnOrigin } from './request-origin';
import { SERVER_TEXTS } from '../texts';

/** Methods the widgets use on the API. */
export const API_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** Request headers a page of an allowed origin may send: JSON's, every `x-cs-*` (page context, click ids, CSRF flow), and the writes' Idempotency-Key. */
const API_REQUEST_HEADER = /^(?:accept|content-type|idempotency-key|x-cs-[a-z0-9-]+)$/;

/** How many refused origins are named in the log: each once, and no more than this many (any page may send any Origin). */
export const MAX_LOGGED_REFUSALS = 50;

/**
 * Says once per origin in the log that a page of it called the API and is not in ALLOWED_ORIGINS: the browser shows
 * that page's developer only a CORS error, the operator learns here which origin to add (`:8443` forgotten, `www.`).
 */
function refusalLog(allowedOrigins: readonly string[]): (request: FastifyRequest, origin: string) => void {
  const named = new Set<string>();
  const list = allowedOrigins.length > 0 ? allowedOrigins.join(', ') : 'none';
  return (request, origin) => {
    if (named.has(origin) || named.size > MAX_LOGGED_REFUSALS) return;
    named.add(origin);
    if (named.size > MAX_LOGGED_REFUSALS) {
      request.log.warn(`refused calls from more than ${MAX_LOGGED_REFUSALS} origins not in ALLOWED_ORIGINS; no more are named`);
      return;
    }
    // An origin is scheme, host and port: nothing of a shopper's.
    request.log.warn(`refused a call from ${origin}: not in ALLOWED_ORIGINS (${list})`);
  };
}

/** How long a browser may reuse a preflight's answer. */
export const PREFLIGHT_MAX_AGE_S = 600;

const isApiPath = (request: FastifyRequest) => request.url.startsWith(API_PREFIX);

/** Adds a name to the answer's Vary header, keeping what is there. */
function vary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((part) => part.trim()).filter(Boolean);
  if (!names.some((part) => part.toLowerCase() === name.toLowerCase())) reply.header('vary', [...names, name].join(', '));
}

/**
 * CORS of the shop API for pages on other origins (the CMS on `www.`, the API on `api.`): only the origins
 * of ALLOWED_ORIGINS, always with credentials (the session cookie), the `x-cs-*` request headers in
 * preflights, and the CSRF flow's answer headers of GET /api/s/c/ and Retry-After (which the widgets' retries
 * wait for) exposed to the page. Every API answer
 * varies by Origin, so no cache hands one origin's answer to another. Pages and files get none of this:
 * the widget files carry their own public CORS headers (static-routes.ts). Called on the root app, not
 * registered as a plugin, so its hook reaches every route.
 */
export function apiCors(app: FastifyInstance, allowedOrigins: readonly string[], publicOrigin: string): void {
  const allowed = new Set(allowedOrigins);
  const logRefusal = refusalLog(allowedOrigins);
  const allowedOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return origin !== undefined && allowed.has(origin) ? origin : undefined;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request)) return;
    vary(reply, 'Origin');
    const origin = allowedOrigin(request);
    if (!origin) {
      const sent = request.headers.origin;
      if (sent !== undefined && sent !== 'null' && !isOwnOrigin(sent, request, publicOrigin)) logRefusal(request, sent);
      return;
    }
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-expose-headers', [...CSRF_HEADERS, RETRY_AFTER_HEADER, NEW_SESSION_HEADER].join(', '));
  });

  // Preflights: the method and those requested headers the API takes; anything else is left out, so the browser refuses it.
  app.options(`${API_PREFIX}*`, async (request, reply) => {
    const method = request.headers['access-control-request-method'];
    if (request.headers.origin === undefined || typeof method !== 'string') return reply.callNotFound();
    if (!allowedOrigin(request)) return sendApiError(reply, new ApiError(403, 'origin_not_allowed', SERVER_TEXTS.origin_not_allowed));
    const requested = String(request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => API_REQUEST_HEADER.test(name));
    vary(reply, 'Access-Control-Request-Method');
    vary(reply, 'Access-Control-Request-Headers');
    return reply
      .code(204)
      .header('access-control-allow-methods', API_METHODS.join(', '))
      .header('access-control-allow-headers', requested.join(', '))
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S))
      .header('content-length', '0')
      .send();
  });
}
