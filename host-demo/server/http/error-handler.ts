import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, INVALID_BODY_MESSAGE, isApiError, sendApiError } from './api-error';

/** Fastify's own body errors (bad JSON, too large, unknown content type): for the widgets an invalid body like any other. */
const BODY_ERROR = /^FST_ERR_CTP_/;

function statusOf(error: unknown): number {
  return typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * Error handler for API plugins: ApiErrors as they are, body errors as 422, other 4xx with their status,
 * everything else a bare 500; never a stack trace, SQL or driver message in the answer.
 */
export async function apiErrorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  if (isApiError(error)) return sendApiError(reply, error);
  const status = statusOf(error);
  if (BODY_ERROR.test(codeOf(error))) return sendApiError(reply, new ApiError(422, 'validation', INVALID_BODY_MESSAGE));
  if (status >= 400 && status < 500) return sendApiError(reply, new ApiError(status, 'bad_request', INVALID_BODY_MESSAGE));
  // Only the error's class: driver messages can carry query parameters (ids, codes, addresses).
  request.log.error({ route: request.routeOptions.url, error: error.name }, 'API request failed');
  return sendApiError(reply, new ApiError(500, 'internal', 'Internal Server Error'));
}
