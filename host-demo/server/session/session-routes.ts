import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { requestSession } from './request-session';
import { logoutSession } from './session-store';
import { SESSION_COOKIE } from './tokens';

/** GET /api/s/ (the session, no CSRF check) and GET /logout/ (full-page logout). */
export async function sessionRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/api/s/', async (request, reply) => {
    const session = await requestSession(db, request, reply);
    reply.header('cache-control', 'no-store');
    return { id: session.id, aboutMe: session.aboutMe };
  });

  app.get('/logout/', async (request, reply) => {
    await logoutSession(db, request.cookies[SESSION_COOKIE]);
    reply.header('cache-control', 'no-store');
    return reply.redirect('/', 302);
  });
}
