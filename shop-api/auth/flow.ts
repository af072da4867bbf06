import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@schaufenster/shared/api';
import type { Database } from '../../server-kit/db/database';
import { sessions } from '../../server-kit/db/schema';
import { ApiError } from '../../server-kit/http/api-error';
import { requestTime } from '../../server-kit/http/clock';
import { readSessionToken, requestSession } from '../server-session/request-session';
import { findLiveSession } from '../server-session/session-store';
import { isWellFormedToken } from '../server-session/tokens';
import { CSRF_ERROR } from './constants';
import { createFlowId } from './secrets';
import { routeOf } from '../../server-kit/http/api-route';
import { SERVER_TEXTS } from '../../server-kit/texts';

/** The geo headers the demo answers beside the flow id (a real shop takes them from its CDN). */
const DEMO_GEO = { city: 'Berlin', country: 'DE', latitude: '52.5200', longitude: '13.4050', region: 'BE' } as const;

/** GET /api/s/c/: the session's CSRF flow id and the geo headers, as response headers. */
export async function flowRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.route({ ...routeOf(API.csrf), handler: async (request, reply) => {
    const session = await requestSession(db, request, reply);
    const [row] = await db.select({ flowId: sessions.flowId }).from(sessions).where(eq(sessions.id, session.id));
    let flowId = row?.flowId;
    if (!flowId) {
      flowId = createFlowId();
      await db.update(sessions).set({ flowId }).where(eq(sessions.id, session.id));
    }
    reply.headers({
      'cache-control': 'no-store',
      'x-cs-flow-id': flowId,
      'x-cs-geo-city': DEMO_GEO.city,
      'x-cs-geo-country': DEMO_GEO.country,
      'x-cs-geo-latitude': DEMO_GEO.latitude,
      'x-cs-geo-longitude': DEMO_GEO.longitude,
      'x-cs-geo-region': DEMO_GEO.region,
    });
    return {};
  } });
}

/**
 * The session a CSRF-checked call belongs to (and its customer, if logged in): its cookie must belong to a live session
 * and its flow id header must match. Routes ask for it with `config: { csrf: 'flow' }` (http/route-concerns.ts).
 */
export async function requireFlow(db: Database, request: FastifyRequest): Promise<{ sessionId: string; userId: string | null }> {
  const token = readSessionToken(request);
  const flowId = request.headers['x-cs-flow-id'];
  const refuse = new ApiError(CSRF_ERROR.status, CSRF_ERROR.code, SERVER_TEXTS.csrf_invalid);
  if (!isWellFormedToken(token) || typeof flowId !== 'string' || flowId === '') throw refuse;
  const row = await findLiveSession(db, token, requestTime(request));
  if (!row || row.flowId !== flowId) throw refuse;
  return { sessionId: row.id, userId: row.userId };
}
