/** Field errors of a 422 answer: field name -> message. */
export type FieldErrors = Record<string, string>;

/** A failed call to the shop API, mapped by the rules of SPEC section 8. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** The API's error code, else the message. */
    readonly code: string,
    message: string,
    /** The call, e.g. `POST /api/auth/login`. */
    readonly request: string,
    readonly fieldErrors: FieldErrors = {},
    /** Further fields of the error body, e.g. `email` of the login 403. */
    readonly details: Readonly<Record<string, unknown>> = {},
    /** How long the answer's `Retry-After` asked to wait before the call is sent again, if it did. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** The message with the call, for logs (never with bodies: they may carry personal data). */
  describe(): string {
    return `${this.request} failed with ${this.status || 'no answer'}: ${this.message} (${this.code})`;
  }
}

/** Tells whether an error is an HttpError, also across bundles. */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError || (error instanceof Error && error.name === 'HttpError' && 'status' in error);
}

/** Tells whether an error only says the call was cancelled (superseded or unmounted): such calls are dropped silently. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
