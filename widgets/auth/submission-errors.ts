import { isHttpError, type HttpError } from '@schaufenster/shared/http';

/** Tells whether an error is the API's answer with this status (and, if given, this error code). */
export function isAnswer(error: unknown, status: number, code?: string): error is HttpError {
  return isHttpError(error) && error.status === status && (code === undefined || error.code === code);
}
