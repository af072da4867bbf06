import type { ErrorCode } from '@schaufenster/shared/api';
/** Attempts after the first when a call allows retries (SPEC section 9: request retries 3). */
export const REQUEST_RETRIES = 3;

/** Back-off between attempts: this many milliseconds times the attempt number. */
export const RETRY_BACKOFF_MS = 2000;

/** Statuses whose JSON body carries the message and code (SPEC section 8). */
export const BODY_ERROR_STATUSES = [204, 422, 409, 401, 402, 403, 410, 429, 406] as const;

/** Statuses that are answers, not failures: never retried. */
export const NOT_RETRIED_STATUSES: ReadonlySet<number> = new Set([...BODY_ERROR_STATUSES, 404, 504]);

/** Messages of the error mapping, verbatim from SPEC section 8. */
export const ERROR_MESSAGES = {
  gatewayTimeout: 'Gateway Timeout',
  notFound: 'Not Found',
  internalError: 'Internal Error',
  internalServerError: 'Internal Server Error',
} as const;

/**
 * The header of a write's key (IETF draft "The Idempotency-Key HTTP Header Field"): one per shopper action, the same
 * on every retry of it, so the API stores the write once however often the answer got lost.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Response headers of GET /api/s/c/, sent back as request headers on calls that need CSRF validation. */
export const CSRF_HEADERS = [
  'x-cs-flow-id',
  'x-cs-geo-city',
  'x-cs-geo-country',
  'x-cs-geo-latitude',
  'x-cs-geo-longitude',
  'x-cs-geo-region',
] as const;

/**
 * A call that carried the session token a login or password change replaced a moment ago (sent before the new cookie
 * arrived) is answered 409 with this code and changes nothing; it is tried again, after this many milliseconds times
 * the attempt number, up to SUPERSEDED_SESSION_RETRIES times, by when the browser sends the new cookie.
 */
export const SUPERSEDED_SESSION_CODE = 'session_superseded' satisfies ErrorCode;
export const SUPERSEDED_SESSION_BACKOFF_MS = 400;
export const SUPERSEDED_SESSION_RETRIES = 4;

/** Status the API answers when the flow id is missing or stale: 428, a 4xx of its own (never the unverified-account 403). */
export const CSRF_ERROR_STATUS = 428;
