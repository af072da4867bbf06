import { is, partial, type } from 'superstruct';
import { ErrorBody } from '@schaufenster/shared/api/error-body';
import { BODY_ERROR_STATUSES, ERROR_MESSAGES } from './constants';
import { HttpError } from './http-error';

/** The error body as widgets read it: each part of the shared contract optional, so a backend that leaves one out still gets its other parts read. */
const ReadableErrorBody = partial(type({ ...ErrorBody.schema, error: partial(ErrorBody.schema.error) }));

const bodyStatuses: ReadonlySet<number> = new Set(BODY_ERROR_STATUSES);

/** Tells whether a status carries its message in the body (and is an answer, not a failure). */
export function isBodyErrorStatus(status: number): boolean {
  return bodyStatuses.has(status);
}

/** What an error answer said besides its status: its body and how long its `Retry-After` asked to wait. */
export interface ErrorAnswer {
  body?: unknown;
  retryAfterMs?: number;
}

/**
 * Maps a final error answer to an HttpError by SPEC section 8: 504 Gateway Timeout; the body statuses
 * read message (else error code, else Internal Error) and code (else the message); 404 Not Found;
 * anything else, and no answer at all, Internal Server Error, with the body's error code when it has one
 * (a 503 says whether the server is unavailable or shedding load: `unavailable`, `busy`).
 */
export function httpErrorFromAnswer(status: number, { body, retryAfterMs }: ErrorAnswer, request: string): HttpError {
  const parsed = is(body, ReadableErrorBody) ? body : {};
  if (status === 504) return new HttpError(status, ERROR_MESSAGES.gatewayTimeout, ERROR_MESSAGES.gatewayTimeout, request, {}, {}, retryAfterMs);
  if (status === 404) return new HttpError(status, ERROR_MESSAGES.notFound, ERROR_MESSAGES.notFound, request, {}, {}, retryAfterMs);
  if (isBodyErrorStatus(status)) {
    const message = parsed.message || parsed.error?.code || ERROR_MESSAGES.internalError;
    const { message: _message, error: _error, fieldErrors, ...details } = parsed as Record<string, unknown> & typeof parsed;
    return new HttpError(status, parsed.error?.code || message, message, request, fieldErrors, details, retryAfterMs);
  }
  const code = parsed.error?.code || ERROR_MESSAGES.internalServerError;
  return new HttpError(status, code, ERROR_MESSAGES.internalServerError, request, {}, {}, retryAfterMs);
}
