import { is, partial, type } from 'superstruct';
import { ErrorBody } from '@schaufenster/shared/api';
import { BODY_ERROR_STATUSES, ERROR_MESSAGES } from './constants';
import { HttpError } from './http-error';

/** The error body as widgets read it: each part of the shared contract optional, so a backend that leaves one out still gets its other parts read. */
const ReadableErrorBody = partial(type({ ...ErrorBody.schema, error: partial(ErrorBody.schema.error) }));

const bodyStatuses: ReadonlySet<number> = new Set(BODY_ERROR_STATUSES);

/** Tells whether a status carries its message in the body (and is an answer, not a failure). */
export function isBodyErrorStatus(status: number): boolean {
  return bodyStatuses.has(status);
}

/**
 * Maps a final error answer to an HttpError by SPEC section 8: 504 Gateway Timeout; the body statuses
 * read message (else error code, else Internal Error) and code (else the message); 404 Not Found;
 * anything else, and no answer at all, Internal Server Error.
 */
export function httpErrorFromAnswer(status: number, body: unknown, request: string): HttpError {
  if (status === 504) return new HttpError(status, ERROR_MESSAGES.gatewayTimeout, ERROR_MESSAGES.gatewayTimeout, request);
  if (status === 404) return new HttpError(status, ERROR_MESSAGES.notFound, ERROR_MESSAGES.notFound, request);
  if (isBodyErrorStatus(status)) {
    const parsed = is(body, ReadableErrorBody) ? body : {};
    const message = parsed.message || parsed.error?.code || ERROR_MESSAGES.internalError;
    const { message: _message, error: _error, fieldErrors, ...details } = parsed as Record<string, unknown> & typeof parsed;
    return new HttpError(status, parsed.error?.code || message, message, request, fieldErrors, details);
  }
  return new HttpError(status, ERROR_MESSAGES.internalServerError, ERROR_MESSAGES.internalServerError, request);
}
