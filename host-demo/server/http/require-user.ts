import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requestSession } from '../session/request-session';
import type { ResolvedSession } from '../session/session-store';
import { ApiError } from './api-error';

/** German answer for a call that needs a logged-in customer. */
export const NOT_LOGGED_IN_MESSAGE = 'Bitte melde dich an.';

/** The session of a logged-in customer with its user id; a 401 `not_logged_in` otherwise. */
export async function requireUser(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ResolvedSession & { userId: string }> {
  const session = await requestSession(db, request, reply);
  // Personal data: never cached, whoever asks.
  reply.header('cache-control', 'no-store');
  if (session.userId === null) throw new ApiError(401, 'not_logged_in', NOT_LOGGED_IN_MESSAGE);
  return { ...session, userId: session.userId };
}
