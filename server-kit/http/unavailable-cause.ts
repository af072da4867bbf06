import type { FastifyReply } from 'fastify';

/**
 * Why the server answers 503, as the metrics count it: the database is not answering (an outage), every hashing
 * place is taken (`busy`, shedding load), `/readyz` is not ready (draining, or no database), a widget has no server
 * render for `/fragments/` (or SERVER_RENDER is off), the browser tests' failure fixture; `other` for anything else.
 */
export const UNAVAILABLE_CAUSES = ['database', 'hashing_queue', 'readiness', 'server_render', 'fixture', 'other'] as const;

/** One cause of a 503. */
export type UnavailableCause = (typeof UNAVAILABLE_CAUSES)[number];

const causes = new WeakMap<FastifyReply, UnavailableCause>();

/** Notes why this answer is a 503 (the code that decides on the 503 says why, the metrics read it); returns the reply. */
export function noteUnavailable(reply: FastifyReply, cause: UnavailableCause): FastifyReply {
  causes.set(reply, cause);
  return reply;
}

/** Why this 503 was answered: what the code that answered it noted, else `other`. */
export function unavailableCauseOf(reply: FastifyReply): UnavailableCause {
  return causes.get(reply) ?? 'other';
}
