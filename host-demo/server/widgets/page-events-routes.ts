import type { FastifyInstance } from 'fastify';
import { API } from '@schaufenster/shared/api';
import { PageEvents } from '@schaufenster/shared/api/page-events';
import type { WindowLimit } from '../auth/throttle';
import { type BeaconSources, guardBeacon } from '../http/beacon-guard';
import { requestTime } from '../http/clock';
import { routeOf } from '../http/api-route';
import { recordPageEvents } from './page-events-store';
import { PRODUCTION } from '../../../registry/registry';

/** Batches per network (client IP) in ten minutes: a page sends one each time it is hidden, like its speed insights. */
export const PAGE_EVENTS_LIMIT = { limit: 120, windowMs: 10 * 60 * 1000 } as const satisfies WindowLimit;

/** A batch is a route and at most 13 counts: a few hundred bytes. Anything far larger is no page's. */
const PAGE_EVENTS_BODY_LIMIT_BYTES = 2048;

/** What the route needs: where counts go and whose pages may report. */
export interface PageEventsOptions extends BeaconSources {
  environment?: string;
}

/**
 * POST /api/page-events/: the web-analytics script's counts of the shop events pushed with analytics consent, per
 * route (no CSRF, no cookie read, nothing personal stored: not the address, not the exact time). Guarded like every
 * beacon: only pages of this shop or of ALLOWED_ORIGINS, at most PAGE_EVENTS_LIMIT per network, an event name outside
 * SPEC section 7's list refused; the counts are added to the route's counters of the hour.
 */
export async function pageEventsRoutes(app: FastifyInstance, { environment, ...sources }: PageEventsOptions): Promise<void> {
  const rules = { body: PageEvents, key: 'page-events', limit: PAGE_EVENTS_LIMIT, tooMany: 'too_many_page_events' } as const;
  app.route({ ...routeOf(API.pageEvents), config: { csrf: { ownOrigin: 'Ereignismeldungen' } }, bodyLimit: PAGE_EVENTS_BODY_LIMIT_BYTES, handler: async (request, reply) => {
    const batch = await guardBeacon(request, sources, rules);
    await recordPageEvents(sources.db, batch, environment ?? PRODUCTION, requestTime(request));
    return reply.code(204).header('cache-control', 'no-store').send();
  } });
}
