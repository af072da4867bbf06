import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { readRequestContext } from './request-context';
import { resolveSession, type ResolvedSession } from './session-store';
import { SESSION_COOKIE, SESSION_MAX_AGE_S } from './tokens';

/** Whether the session cookie gets `Secure`: everywhere but plain-HTTP loopback (the demo on 127.0.0.1/localhost). */
export function isSecureRequest(request: FastifyRequest): boolean {
  const host = request.hostname.replace(/:\d+$/, '');
  return request.protocol === 'https' || !['127.0.0.1', 'localhost', '[::1]'].includes(host);
}

/**
 * Sets the session cookie: HttpOnly, SameSite=Lax (or None when COOKIE_SAMESITE=none, for pages on another
 * site), Secure outside localhost and always with SameSite=None.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  // Apps built without the setting (tests of single plugins) keep the default.
  const sameSite = request.server.sessionCookieSameSite ?? 'lax';
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite,
    secure: sameSite === 'none' || isSecureRequest(request),
    maxAge: SESSION_MAX_AGE_S,
  });
}

/** The session of a request, created (with its cookie) when the visitor has none yet. */
export async function requestSession(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<ResolvedSession> {
  const session = await resolveSession(db, request.cookies[SESSION_COOKIE], readRequestContext(request.headers));
  if (session.newToken) setSessionCookie(request, reply, session.newToken);
  return session;
}
