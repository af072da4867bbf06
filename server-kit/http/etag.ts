import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The strong validator of a serialized body: the same bytes, the same ETag. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether the request's If-None-Match (a list, weak or strong, or `*`) names the ETag. */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Answers a JSON body with its ETag, or 304 without a body when the client's copy has that ETag. The ETag is that of
 * `content` (the body by default): what makes a copy current, leaving out what may differ between two reads of it.
 */
export function sendJsonWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown, content: unknown = body): FastifyReply {
  const json = JSON.stringify(body);
  const etag = etagOf(content === body ? json : JSON.stringify(content));
  reply.header('etag', etag);
  if (matchesIfNoneMatch(request, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
