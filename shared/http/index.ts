// The request helper of SPEC sections 7 and 8 on ky, and what it is made of.
export { request } from './request';
export { callApi } from './call-api';
export { HttpError, isHttpError, isAbortError } from './http-error';
export { currentPageId, warnIfPageIdMissing } from './page-id';
export { REQUEST_RETRIES } from './constants';
export { whenApiAnswers } from './api-recovery';
export { reportCookieNotReturned } from './cookie-check';
export { withoutSecrets } from './secret-parameters';
// Held back on purpose: the in-flight registry (only `key`, `method` and `signal` reach it) and URL resolution.
