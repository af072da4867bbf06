import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEW_SESSION_HEADER } from '../../shared/http/constants';
import type { Database } from '../../server-kit/db/database';
import { isSecureRequest } from '../../server-kit/http/loopback';
import { requestTime } from '../../server-kit/http/clock';
import { readRequestContext } from './request-context';
import { resolveSession, type ResolvedSession } from './session-store';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_MAX_AGE_S } from './tokens';

/** The session cookie of a request: its name and attributes, decided here only (setting, reading and clearing use it). */
export function sessionCookie(request: FastifyRequest): { name: string; options: CookieSerializeOptions } {
  // SameSite=None (COOKIE_SAMESITE=none, pages on another site) is only taken by browsers with Secure.
  // Apps built without the setting (tests of single plugins) keep the default.
  const sameSite = request.server.sessionCookieSameSite ?? 'lax';
  const secure = sameSite === 'none' || isSecureRequest(request);
  return {
    name: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
    options: { path: '/', httpOnly: true, sameSite, secure },
  };
}

/** The session token the request's cookie carries, read under the one name this request's cookie has. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const cookies: Partial<Record<string, string>> = request.cookies ?? {};
  return cookies[sessionCookie(request).name];
}

/** Sets the session cookie: HttpOnly, SameSite=Lax (or None); Secure and `__Host-` outside the plain-HTTP loopback demo. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const { name, options } = sessionCookie(request);
  reply.setCookie(name, token, { ...options, maxAge: SESSION_MAX_AGE_S });
}

/** Removes the session cookie (a `__Host-` cookie is only cleared with the attributes it was set with). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { name, options } = sessionCookie(request);
  reply.clearCookie(name, options);
}

/**
 * The session of a request, created (with its cookie) when the visitor has none yet; the answer then says so
 * (NEW_SESSION_HEADER), so a page whose calls keep starting sessions can tell its CMS team why.
 */
export async function requestSession(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<ResolvedSession> {
  const session = await resolveSession(db, readSessionToken(request), readRequestContext(request.headers), requestTime(request));
  if (session.newToken) {
    setSessionCookie(request, reply, session.newToken);
    reply.header(NEW_SESSION_HEADER, '1');
  }
  return session;
}
