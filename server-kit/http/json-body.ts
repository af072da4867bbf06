import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { SERVER_TEXTS } from '../texts';

/**
 * Refuses, before the body is read, a request whose body is not declared `application/json`: 415 in the error shape.
 * A page of another site can send a form, plain text or an empty body without asking, but JSON only after a CORS
 * preflight, which only ALLOWED_ORIGINS pass; an empty POST would otherwise count as `{}`.
 */
export async function requireJsonBody(request: FastifyRequest): Promise<void> {
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new ApiError(415, 'unsupportedMediaType', SERVER_TEXTS.unsupportedMediaType);
}
