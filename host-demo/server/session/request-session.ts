import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requestTime } from '../http/clock';
import { readRequestContext } from './request-context';
import { resolveSession, type ResolvedSession } from './session-store';
import { SESSION_COOKIE, SESSION_MAX_AGE_S } from './tokens';

/** Whether the session cookie gets `Secure`: everywhere but plain-HTTP loopback (the demo on 127.0.0.1/localhost). */
export function isSecureRequest(request: FastifyRequest): boolean {
  const host = request.hostname.replace(/:\d+$/, '');
  return request.protocol === 'https' || !['127.0.0.1', 'localhost', '[::1]'].includes(host);
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure outside localhost. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
    maxAge: SESSION_MAX_AGE_S,
  });
}

/** The session of a request, created (with its cookie) when the visitor has none yet. */
export async function requestSession(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<ResolvedSession> {
  const session = await resolveSession(db, request.cookies[SESSION_COOKIE], readRequestContext(request.headers), requestTime(request));
  if (session.newToken) setSessionCookie(request, reply, session.newToken);
  return session;
}
