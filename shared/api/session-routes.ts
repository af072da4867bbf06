import type { ErrorCode } from './error-codes';

/** Method, path and error codes of one call. */
export interface RouteShape {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's syntax: `:name` stands for one percent-encoded path segment (see apiPath). */
  readonly path: `/api/${string}`;
  /** Codes this call answers besides those of every call (validation, not_found, csrf_invalid, unavailable, internal…). */
  readonly errors: readonly ErrorCode[];
}

/**
 * The calls the shared runtime makes itself (the session and the CSRF flow), the first of ROUTES (route-table.ts):
 * apart, because the runtime comes with loader.js on every first visit, and the rest of the table need not.
 */
export const SESSION_ROUTES = {
  session: { method: 'GET', path: '/api/s/', errors: [] },
  csrf: { method: 'GET', path: '/api/s/c/', errors: [] },
} as const satisfies Record<string, RouteShape>;
