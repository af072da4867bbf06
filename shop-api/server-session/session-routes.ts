import type { FastifyInstance } from 'fastify';
import { record, string, unknown } from 'superstruct';
import { refineForShopper } from '@schaufenster/shared/validation';
import { API, type Session } from '@schaufenster/shared/api';
import type { Database } from '../../server-kit/db/database';
import { parseBody } from '../../server-kit/http/api-error';
import { requireJsonBody } from '../../server-kit/http/json-body';
import { requestSession } from './request-session';
import { storeCatalogPresets } from './session-store';
import { routeOf } from '../../server-kit/http/api-route';

/** Largest catalog-presets object a session keeps, as JSON. */
const MAX_PRESETS_BYTES = 4096;

/** POST /api/s/catalog-presets/: any JSON object of bounded size (the spec leaves its shape open). */
const CatalogPresets = refineForShopper(record(string(), unknown()), 'CatalogPresets', (value) =>
  JSON.stringify(value).length <= MAX_PRESETS_BYTES || `Die Voreinstellungen dürfen höchstens ${MAX_PRESETS_BYTES} Zeichen lang sein.`,
);

/**
 * GET /api/s/ (the session, no CSRF check) and POST /api/s/catalog-presets/ (JSON only: a page of another site
 * cannot send JSON without a CORS preflight, which only ALLOWED_ORIGINS pass, so it cannot change the presets).
 */
export async function sessionRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.route({ ...routeOf(API.session), handler: async (request, reply) => {
    const session = await requestSession(db, request, reply);
    reply.header('cache-control', 'no-store');
    const { id, aboutMe, pageId, referrer, clickIds } = session;
    const answer: Session = { id, aboutMe, pageId, referrer, clickIds };
    return answer;
  } });

  app.route({ ...routeOf(API.catalogPresets), onRequest: requireJsonBody, handler: async (request, reply) => {
    const presets = parseBody(CatalogPresets, request.body);
    const session = await requestSession(db, request, reply);
    await storeCatalogPresets(db, session.id, presets);
    return reply.header('cache-control', 'no-store').send({ success: true });
  } });
}
