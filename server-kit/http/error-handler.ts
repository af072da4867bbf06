import { API_PREFIX } from '@schaufenster/shared/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseOutageCause } from '../db/database-outage';
import { DATABASE_RETRY_AFTER_S } from '../db/timeouts';
import { ApiError, isApiError, sendApiError } from './api-error';
import { SERVER_TEXTS } from '../texts';
import { noteUnavailable } from './unavailable-cause';

/** Fastify's own body errors (bad JSON, too large, unknown content type): for the widgets an invalid body like any other. */
const BODY_ERROR = /^FST_ERR_CTP_/;

/** At most one `database unavailable` line per cause and this interval, with a count of the answers in between. */
export const OUTAGE_LOG_INTERVAL_MS = 1000;

function statusOf(error: unknown): number {
  return typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** Per server: when each cause was last logged, and how many answers it gave since. */
const outageLogs = new WeakMap<FastifyInstance, Map<string, { loggedAt: number; unlogged: number }>>();

/** Logs an outage's cause, once per cause and interval: an outage answers every request, its log says it once a second. */
function logOutage(request: FastifyRequest, cause: string): void {
  let causes = outageLogs.get(request.server);
  if (!causes) outageLogs.set(request.server, (causes = new Map()));
  const now = Date.now();
  const entry = causes.get(cause);
  if (entry && now - entry.loggedAt < OUTAGE_LOG_INTERVAL_MS) {
    entry.unlogged += 1;
    return;
  }
  causes.set(cause, { loggedAt: now, unlogged: 0 });
  const more = entry && entry.unlogged > 0 ? ` (and ${entry.unlogged} more answers since the last line)` : '';
  // The route's pattern and the cause only: no path values, no query, no driver message (they can carry personal data).
  request.log.error({ route: request.routeOptions.url }, `database unavailable: ${cause}${more}`);
}

/** Answers a page request with HTML of its own during an outage (the reply already carries Retry-After and its 503's cause). */
export type OutagePage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** A browser asking for a page: anything but the API, with HTML among what it accepts (a navigation sends `text/html`). */
function asksForPage(request: FastifyRequest): boolean {
  return !request.url.startsWith(API_PREFIX) && (request.headers.accept ?? '').includes('text/html');
}

/**
 * The error handler: ApiErrors as they are, body errors as 422, other 4xx with their status, a database that is not
 * answering (db/database-outage.ts) as 503 with Retry-After, everything else a bare 500; never a stack trace, SQL or
 * driver message in the answer. The API answers in SPEC section 8's JSON; with `outagePage`, a browser that asked
 * for a page gets that page in the outage's 503 instead of JSON it would show raw.
 */
export function errorHandlerWith(outagePage?: OutagePage) {
  return (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => handleError(error, request, reply, outagePage);
}

async function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply, outagePage?: OutagePage): Promise<FastifyReply> {
  if (isApiError(error)) {
    // The one 503 an ApiError carries: every hashing place taken (auth/passwords.ts), shedding load.
    if (error.status === 503) noteUnavailable(reply, error.code === 'busy' ? 'hashing_queue' : 'other');
    return sendApiError(reply, error);
  }
  const status = statusOf(error);
  if (BODY_ERROR.test(codeOf(error))) return sendApiError(reply, new ApiError(422, 'validation', SERVER_TEXTS.validation));
  if (status >= 400 && status < 500) return sendApiError(reply, new ApiError(status, 'bad_request', SERVER_TEXTS.validation));
  const outage = databaseOutageCause(error);
  if (outage) {
    logOutage(request, outage);
    noteUnavailable(reply, 'database').header('retry-after', String(DATABASE_RETRY_AFTER_S));
    if (outagePage && asksForPage(request)) return outagePage(request, reply);
    return sendApiError(reply, new ApiError(503, 'unavailable', SERVER_TEXTS.unavailable));
  }
  // Only the error's class: driver messages can carry query parameters (ids, codes, addresses).
  request.log.error({ route: request.routeOptions.url, error: error.name }, 'API request failed');
  return sendApiError(reply, new ApiError(500, 'internal', 'Internal Server Error'));
}

/**
 * The error handler without pages: every answer in the API's JSON (tests of single plugins).
 * @internal
 */
export const apiErrorHandler = errorHandlerWith();
