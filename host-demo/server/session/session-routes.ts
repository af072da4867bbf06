import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { readRequestContext } from './request-context';
import { logoutSession, resolveSession } from './session-store';
import { SESSION_COOKIE, SESSION_MAX_AGE_S } from './tokens';

function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_MAX_AGE_S });
}

/** GET /api/s/ (the session, no CSRF check) and GET /logout/ (full-page logout). */
export async function sessionRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/api/s/', async (request, reply) => {
    const session = await resolveSession(db, request.cookies[SESSION_COOKIE], readRequestContext(request.headers));
    if (session.newToken) setSessionCookie(reply, session.newToken, request.protocol === 'https');
    reply.header('cache-control', 'no-store');
    return { id: session.id, aboutMe: session.aboutMe };
  });

  app.get('/logout/', async (request, reply) => {
    await logoutSession(db, request.cookies[SESSION_COOKIE]);
    reply.header('cache-control', 'no-store');
    return reply.redirect('/', 302);
  });
}
