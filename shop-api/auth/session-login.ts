import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../server-kit/db/database';
import { sessions } from '../../server-kit/db/schema';
import { requestTime } from '../../server-kit/http/clock';
import { setSessionCookie } from '../server-session/request-session';
import { createSessionToken, hashToken } from '../server-session/tokens';

/**
 * Logs a customer into the request's session with a fresh token (rotation at login: a token seen
 * before the login opens nothing afterwards); the session row, and so its cart, stays. The absolute
 * lifetime counts from this new token.
 */
export async function loginSession(db: Database, sessionId: string, userId: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = createSessionToken();
  const now = requestTime(request);
  await db
    .update(sessions)
    // The replaced token is kept for the calls still under way with it (session-store.ts, isSupersededToken).
    .set({ tokenHash: hashToken(token), previousTokenHash: sql`${sessions.tokenHash}`, userId, tokenIssuedAt: now, lastSeenAt: now })
    .where(eq(sessions.id, sessionId));
  setSessionCookie(request, reply, token);
}

/**
 * Ends every session of a customer (after a password reset) as `/logout/` ends one, their tokens answering as unknown;
 * the session that made the reset, if it was the customer's, is only logged out: its cart stays with the shopper.
 */
export async function logoutEverywhere(db: Database, userId: string, resettingSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, resettingSessionId)));
  await db.update(sessions).set({ userId: null }).where(and(eq(sessions.id, resettingSessionId), eq(sessions.userId, userId)));
}
