// The request helper of SPEC sections 7 and 8 on ky, and what it is made of.
export { request } from './request';
export type { RequestOptions } from './request';
export { HttpError, isHttpError, isAbortError } from './http-error';
export type { FieldErrors } from './http-error';
export { httpErrorFromAnswer } from './error-mapping';
export { pageContextHeaders } from './page-context';
export { currentPageId, isDevelopment, warnIfPageIdMissing, LoaderHandover } from './page-id';
export { csrfHeaders, resetCsrfFlow } from './csrf';
export { useAbortSignal } from './use-abort-signal';
export {
  REQUEST_RETRIES,
  RETRY_BACKOFF_MS,
  BODY_ERROR_STATUSES,
  ERROR_MESSAGES,
  CSRF_PATH,
  CSRF_HEADERS,
  CSRF_ERROR_STATUS,
} from './constants';
// Held back on purpose: the in-flight registry (only `key`, `method` and `signal` reach it) and URL resolution.
