import type { FastifyReply } from 'fastify';
import { type StructError, validate, type Struct } from 'superstruct';
import type { ErrorBody, ErrorCode } from '@schaufenster/shared/api';
import { hasShopperMessage } from '@schaufenster/shared/validation';
import { SERVER_TEXTS } from '../texts';

/** The error body every API answer with an error status carries (the shared contract), with its extra fields. */
export type ApiErrorBody = ErrorBody & Record<string, unknown>;

/** What an API error answer carries besides status, code and message. */
export interface ApiErrorOptions {
  /** One German message per field, for the form that sent it. */
  fieldErrors?: Record<string, string>;
  /** More fields of the body, e.g. `email` of the 403 at login. */
  extra?: Record<string, unknown>;
  /** More headers, e.g. `retry-after`. */
  headers?: Record<string, string>;
}

/** An error that becomes an API answer: status, code, German message, optional field errors and extras. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly fieldErrors?: Record<string, string>;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    { fieldErrors, extra = {}, headers = {} }: ApiErrorOptions = {},
  ) {
    super(message);
    this.fieldErrors = fieldErrors;
    this.extra = extra;
    this.headers = headers;
  }

  /** The JSON body of the answer. */
  body(): ApiErrorBody {
    return { ...this.extra, message: this.message, error: { code: this.code }, ...(this.fieldErrors && { fieldErrors: this.fieldErrors }) };
  }
}

/** Tells whether an error is an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Sends an API error answer. */
export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).headers(error.headers).header('cache-control', 'no-store').send(error.body());
}

/**
 * Validates a request body with a superstruct schema (coercing defaults); a mismatch is a 422 with
 * one message per field (the German message of a refinement made with refineForShopper, else `messages`' or the generic one). With `mask`, fields
 * the schema does not know are dropped instead of refused (superstruct's own masking).
 */
export function parseBody<T>(struct: Struct<T, unknown>, body: unknown, messages: Partial<Record<string, string>> = {}, { mask = false } = {}): T {
  let result: ReturnType<typeof validate<T, unknown>>;
  try {
    result = validate(body ?? {}, struct, { coerce: true, mask });
  } catch {
    // A value superstruct cannot even describe (e.g. an object with a non-callable toString).
    throw new ApiError(422, 'validation', SERVER_TEXTS.validation);
  }
  const [error, value] = result;
  if (!error) return value;
  const fieldErrors: Record<string, string> = {};
  for (const failure of (error as StructError).failures()) {
    const field = String(failure.path[0] ?? '_');
    // Refinements made with refineForShopper carry the spec's German messages; superstruct's built-ins and English checks do not.
    const ownMessage = hasShopperMessage(failure.refinement) ? failure.message : undefined;
    fieldErrors[field] ??= ownMessage ?? messages[field] ?? SERVER_TEXTS.validation;
  }
  throw new ApiError(422, 'validation', Object.values(fieldErrors)[0] ?? SERVER_TEXTS.validation, { fieldErrors });
}
