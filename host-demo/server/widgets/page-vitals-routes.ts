import type { FastifyInstance } from 'fastify';
import { API } from '@schaufenster/shared/api';
import { PageVitals } from '@schaufenster/shared/api/page-vitals';
import { is } from 'superstruct';
import { hitThrottle, type WindowLimit } from '../auth/throttle';
import type { Database } from '../db/database';
import { ApiError, parseBody } from '../http/api-error';
import { requestTime } from '../http/clock';
import { routeOf } from '../http/api-route';
import { rateLimited } from '../http/rate-limited';
import { isOwnOrigin } from '../http/request-origin';
import { KnownVersions } from './known-versions';
import { WidgetName } from './mount-report-routes';
import { recordPageVitals } from './page-vitals-store';
import { SERVER_TEXTS } from '../texts';
import { PRODUCTION } from '../../../registry/registry';

/** Page views per network (client IP) in ten minutes: far above a shopper's pace, low enough that a script moves no p75 alone. */
export const PAGE_VITALS_LIMIT = { limit: 120, windowMs: 10 * 60 * 1000 } as const satisfies WindowLimit;

/** What the route needs: where page views go, whose pages may report, and what the registry knows. */
export interface PageVitalsOptions {
  db: Database;
  /** The server's own origin (`PUBLIC_ORIGIN`). */
  publicOrigin: string;
  /** The origins of other pages that carry the widgets (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
  widgetsDir: string;
  environment?: string;
  /** Whether page views are limited per network: not on a server only this machine reaches. */
  limitPerNetwork: boolean;
}

/**
 * POST /api/page-vitals/: one page view's Core Web Vitals with its route and mounted widget versions (no CSRF, no
 * cookie read, nothing personal stored: not the address, not the exact time). Like the mount beacon: only pages of this
 * shop or of ALLOWED_ORIGINS, at most PAGE_VITALS_LIMIT per network, a tag no remote exposes is dropped and a version
 * the registry does not know is stored as `unknown`, so the rows stay as many kinds as the releases, whatever is sent.
 */
export async function pageVitalsRoutes(app: FastifyInstance, { db, publicOrigin, allowedOrigins, widgetsDir, environment, limitPerNetwork }: PageVitalsOptions): Promise<void> {
  const known = new KnownVersions(widgetsDir, environment);
  app.route({ ...routeOf(API.pageVitals), handler: async (request, reply) => {
    const origin = request.headers.origin;
    if (!isOwnOrigin(origin, request, publicOrigin) && !(origin !== undefined && allowedOrigins.includes(origin))) {
      throw new ApiError(403, 'foreignOrigin', SERVER_TEXTS.foreignOrigin('Messwerte'));
    }
    if (limitPerNetwork) {
      const { limit, windowMs } = PAGE_VITALS_LIMIT;
      const hit = await hitThrottle(db, `page-vitals:ip:${request.ip}`, limit, windowMs, requestTime(request));
      if (!hit.allowed) throw rateLimited('too_many_page_vitals', SERVER_TEXTS.too_many_page_vitals, hit.retryAfterS);
    }
    const view = parseBody(PageVitals, request.body);
    const widgets: Record<string, string> = {};
    for (const [widget, version] of Object.entries(view.widgets)) {
      if (!is(widget, WidgetName)) continue;
      const [remote = ''] = widget.split('/');
      widgets[widget] = await known.bucketOf(remote, version);
    }
    await recordPageVitals(db, { ...view, widgets }, environment ?? PRODUCTION, requestTime(request));
    return reply.code(204).header('cache-control', 'no-store').send();
  } });
}
