import {
  CSRF_ERROR_STATUS,
  REQUEST_RETRIES,
  RETRY_AFTER_MAX_MS,
  RETRY_BACKOFF_MS,
  RETRY_JITTER_RATIO,
  SHED_LOAD_CODE,
  SUPERSEDED_SESSION_BACKOFF_MS,
  SUPERSEDED_SESSION_CODE,
} from './constants';
import { isHttpError, type HttpError } from './http-error';

/** How an action is sent again: after how long, and whether a fresh CSRF flow is fetched first. */
export interface Retry {
  delayMs: number;
  renewFlow: boolean;
}

/** What an action allows. */
export interface RetryRules {
  /** Retries of failures without an answer the API meant (no answer, 5xx but 504); undefined: none. */
  maxRetries?: number;
  /** The call sends the CSRF flow headers, so a 428 may be a stale flow that a fresh one cures. */
  csrf?: boolean;
  /** Date.now() by which the action ends: no retry starts after it. */
  deadlineAt: number;
  /** A number in [0, 1) for the jitter. */
  random?: () => number;
}

/** The retries of one action, asked after each failed attempt. */
export interface RetryPlan {
  /** The next retry after `error`, or undefined when the action ends with it. */
  next(error: unknown, now: number): Retry | undefined;
  /** Whether the action fetched a fresh CSRF flow already (a second 428 then means the cookie does not come back). */
  readonly flowRenewed: boolean;
}

type Cause = 'stale-flow' | 'superseded' | 'no-answer';

/** Why a failure may be sent again, if it may: never a 4xx the API meant (400, 428, 429…), a 504 (SPEC section 8) or a server shedding load. */
function causeOf(error: HttpError, csrf: boolean): Cause | undefined {
  if (error.status === 409 && error.code === SUPERSEDED_SESSION_CODE) return 'superseded';
  if (error.status === CSRF_ERROR_STATUS) return csrf ? 'stale-flow' : undefined;
  if (error.code === SHED_LOAD_CODE) return undefined;
  return error.status === 0 || (error.status >= 500 && error.status !== 504) ? 'no-answer' : undefined;
}

/**
 * One retry policy for every call of the shop API, one budget per shopper action across every kind of retry, so that
 * they never multiply: at most `maxRetries` sends again in all (SPEC section 9: 3, and 2 for the session call), or REQUEST_RETRIES
 * for a call without retries of its own, which only a stale CSRF flow (once) or a replaced session token sends again.
 * Failures without a meant answer wait the spec's back-off (2 s times the attempt) or the answer's Retry-After,
 * whichever is longer (a longer one than RETRY_AFTER_MAX_MS ends the action); every wait gets a jitter of up to
 * RETRY_JITTER_RATIO of itself; and no retry is made that could not start before the deadline.
 */
export function planRetries({ maxRetries, csrf = false, deadlineAt, random = Math.random }: RetryRules): RetryPlan {
  const budget = maxRetries ?? REQUEST_RETRIES;
  const sent = { any: 0, 'stale-flow': 0, superseded: 0, 'no-answer': 0 };

  function waitFor(cause: Cause, error: HttpError): number | undefined {
    if (cause === 'stale-flow') return sent['stale-flow'] === 0 ? 0 : undefined;
    if (cause === 'superseded') return SUPERSEDED_SESSION_BACKOFF_MS * (sent.superseded + 1);
    if (sent['no-answer'] >= (maxRetries ?? 0)) return undefined;
    const asked = error.retryAfterMs ?? 0;
    return asked > RETRY_AFTER_MAX_MS ? undefined : Math.max(RETRY_BACKOFF_MS * (sent['no-answer'] + 1), asked);
  }

  return {
    next(error, now) {
      if (!isHttpError(error) || sent.any >= budget) return undefined;
      const cause = causeOf(error, csrf);
      const wait = cause && waitFor(cause, error);
      if (cause === undefined || wait === undefined) return undefined;
      const delayMs = Math.round(wait * (1 + RETRY_JITTER_RATIO * random()));
      if (now + delayMs >= deadlineAt) return undefined;
      sent.any += 1;
      sent[cause] += 1;
      return { delayMs, renewFlow: cause === 'stale-flow' };
    },
    get flowRenewed() {
      return sent['stale-flow'] > 0;
    },
  };
}
