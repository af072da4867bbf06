import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requestSession } from '../session/request-session';
import type { ResolvedSession } from '../session/session-store';
import { ApiError } from './api-error';
import { SERVER_TEXTS } from '../texts';

/** The session of a logged-in customer with its user id; a 401 `not_logged_in` otherwise. */
export async function requireUser(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ResolvedSession & { userId: string }> {
  const session = await requestSession(db, request, reply);
  // Personal data: never cached, whoever asks.
  reply.header('cache-control', 'no-store');
  if (session.userId === null) throw new ApiError(401, 'not_logged_in', SERVER_TEXTS.not_logged_in);
  return { ...session, userId: session.userId };
}
