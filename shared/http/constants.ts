import type { ErrorCode } from '@schaufenster/shared/api/error-codes';
/** Attempts after the first when a call allows retries (SPEC section 9: request retries 3). */
export const REQUEST_RETRIES = 3;

/** Back-off between attempts: this many milliseconds times the attempt number. */
export const RETRY_BACKOFF_MS = 2000;

/**
 * Each wait before a retry is lengthened by a random share of itself up to this one, so that pages which failed at the
 * same moment (an outage) do not all come back at the same moment either.
 */
export const RETRY_JITTER_RATIO = 0.1;

/**
 * The longest `Retry-After` a retry waits for: the longest back-off SPEC section 9's schedule itself has (its third).
 * An answer that asks for longer ends the action with its message at once instead of keeping the shopper waiting.
 */
export const RETRY_AFTER_MAX_MS = RETRY_BACKOFF_MS * REQUEST_RETRIES;

/**
 * How long one shopper action may take, every attempt and wait included: after it the widget shows its own message.
 * A retry that could not start before it is not made; an attempt still waiting for its answer then is cancelled.
 */
export const ACTION_DEADLINE_MS = 8000;

/** Statuses whose JSON body carries the message and code (SPEC section 8). */
export const BODY_ERROR_STATUSES = [204, 422, 409, 401, 402, 403, 410, 429, 406] as const;

/**
 * The code of the 503 a server answers when it sheds load (the password hashing queue is full): sending the call
 * again at once is what it asks not to happen, so it is never retried.
 */
export const SHED_LOAD_CODE = 'busy' satisfies ErrorCode;

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

/** The answer header that says how long to wait before a call is sent again; an API on another origin exposes it (CORS). */
export const RETRY_AFTER_HEADER = 'retry-after';

/**
 * The answer header of a call that started a session (its request named none): a page whose calls keep starting
 * sessions does not get the session cookie back (cookie-check.ts). An API on another origin exposes it (CORS).
 */
export const NEW_SESSION_HEADER = 'x-cs-session-new';

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
 * the attempt number, within the action's one retry budget, by when the browser sends the new cookie.
 */
export const SUPERSEDED_SESSION_CODE = 'session_superseded' satisfies ErrorCode;
export const SUPERSEDED_SESSION_BACKOFF_MS = 400;

/** Status the API answers when the flow id is missing or stale: 428, a 4xx of its own (never the unverified-account 403). */
export const CSRF_ERROR_STATUS = 428;
