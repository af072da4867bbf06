import type { FastifyInstance } from 'fastify';
import { record, refine, string, unknown } from 'superstruct';
import type { Session } from '@schaufenster/shared/api';
import type { Database } from '../db/database';
import { parseBody } from '../http/api-error';
import { logoutTarget } from './logout-target';
import { clearSessionCookie, readSessionToken, requestSession } from './request-session';
import { destroySession, storeCatalogPresets } from './session-store';

/** Largest catalog-presets object a session keeps, as JSON. */
const MAX_PRESETS_BYTES = 4096;

/** POST /api/s/catalog-presets/: any JSON object of bounded size (the spec leaves its shape open). */
const CatalogPresets = refine(record(string(), unknown()), 'CatalogPresets', (value) =>
  JSON.stringify(value).length <= MAX_PRESETS_BYTES || `Die Voreinstellungen dürfen höchstens ${MAX_PRESETS_BYTES} Zeichen lang sein.`,
);

/** What the session routes need: the database, and the origins whose home a logout may land on. */
export interface SessionRoutesOptions {
  db: Database;
  /** The server's own origin (`PUBLIC_ORIGIN`). */
  publicOrigin: string;
  /** The origins of the pages that carry the widgets (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
}

/**
 * GET /api/s/ (the session, no CSRF check), POST /api/s/catalog-presets/ and GET /logout/ (full-page logout, then
 * to the page's `home` when it is on PUBLIC_ORIGIN or ALLOWED_ORIGINS, else to `/`).
 */
export async function sessionRoutes(app: FastifyInstance, { db, publicOrigin, allowedOrigins }: SessionRoutesOptions): Promise<void> {
  const homeOrigins: ReadonlySet<string> = new Set([publicOrigin, ...allowedOrigins]);

  app.get('/api/s/', async (request, reply) => {
    const session = await requestSession(db, request, reply);
    reply.header('cache-control', 'no-store');
    const { id, aboutMe, pageId, referrer, clickIds } = session;
    const answer: Session = { id, aboutMe, pageId, referrer, clickIds };
    return answer;
  });

  app.post('/api/s/catalog-presets/', async (request, reply) => {
    const presets = parseBody(CatalogPresets, request.body);
    const session = await requestSession(db, request, reply);
    await storeCatalogPresets(db, session.id, presets);
    return reply.header('cache-control', 'no-store').send({ success: true });
  });

  app.get<{ Querystring: { home?: unknown } }>('/logout/', async (request, reply) => {
    await destroySession(db, readSessionToken(request));
    clearSessionCookie(request, reply);
    reply.header('cache-control', 'no-store');
    return reply.redirect(logoutTarget(request.query.home, homeOrigins), 302);
  });
}
