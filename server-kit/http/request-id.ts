import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request's id travels in: from a proxy or load balancer that made one, and back in every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand on: short, and nothing a log line could be broken or forged with. */
const HANDED_ON_ID = /^[\w.:-]{1,64}$/;

/**
 * The id of a request: the one a proxy in front made (X-Request-Id, e.g. nginx's `$request_id`), so that its log and
 * ours name the same request, else a new UUID. Fastify puts it into every log line of the request (`reqId`).
 */
export function requestIdOf(request: IncomingMessage): string {
  const handedOn = request.headers[REQUEST_ID_HEADER];
  return typeof handedOn === 'string' && HANDED_ON_ID.test(handedOn) ? handedOn : randomUUID();
}

/** Every answer names its request's id (`X-Request-Id`), so a shopper's report or a CMS's log finds our log lines. */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
