import type { FastifyInstance } from 'fastify';
import { API } from '@schaufenster/shared/api';
import { PageVitals } from '@schaufenster/shared/api/page-vitals';
import { is } from 'superstruct';
import type { WindowLimit } from '../auth/throttle';
import { type BeaconSources, guardBeacon } from '../http/beacon-guard';
import { requestTime } from '../http/clock';
import { routeOf } from '../http/api-route';
import { KnownVersions } from './known-versions';
import { WidgetName } from './mount-report-routes';
import { recordPageVitals } from './page-vitals-store';
import { PRODUCTION } from '../../../registry/registry';

/** Page views per network (client IP) in ten minutes: far above a shopper's pace, low enough that a script moves no p75 alone. */
export const PAGE_VITALS_LIMIT = { limit: 120, windowMs: 10 * 60 * 1000 } as const satisfies WindowLimit;

/** What the route needs: where page views go, whose pages may report, and what the registry knows. */
export interface PageVitalsOptions extends BeaconSources {
  widgetsDir: string;
  environment?: string;
}

/**
 * POST /api/page-vitals/: one page view's Core Web Vitals with its route and mounted widget versions (no CSRF, no
 * cookie read, nothing personal stored: not the address, not the exact time). Like the mount beacon: only pages of this
 * shop or of ALLOWED_ORIGINS, at most PAGE_VITALS_LIMIT per network, a tag no remote exposes is dropped and a version
 * the registry does not know is stored as `unknown`, so the rows stay as many kinds as the releases, whatever is sent.
 */
export async function pageVitalsRoutes(app: FastifyInstance, { widgetsDir, environment, ...sources }: PageVitalsOptions): Promise<void> {
  const known = new KnownVersions(widgetsDir, environment);
  const rules = { body: PageVitals, key: 'page-vitals', limit: PAGE_VITALS_LIMIT, tooMany: 'too_many_page_vitals' } as const;
  app.route({ ...routeOf(API.pageVitals), config: { csrf: { ownOrigin: 'Messwerte' } }, handler: async (request, reply) => {
    const view = await guardBeacon(request, sources, rules);
    const widgets: Record<string, string> = {};
    for (const [widget, version] of Object.entries(view.widgets)) {
      if (!is(widget, WidgetName)) continue;
      const [remote = ''] = widget.split('/');
      widgets[widget] = await known.bucketOf(remote, version);
    }
    await recordPageVitals(sources.db, { ...view, widgets }, environment ?? PRODUCTION, requestTime(request));
    return reply.code(204).header('cache-control', 'no-store').send();
  } });
}
