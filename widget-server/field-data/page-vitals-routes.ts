import { PageVitals } from '@schaufenster/shared/api/page-vitals';
import { is } from 'superstruct';
import { beaconLimit, beaconPlugin } from './beacon-guard';
import { requestTime } from '../../server-kit/http/clock';
import type { VersionedBeaconOptions } from './known-versions';
import { WidgetName } from './mount-report-routes';
import { recordPageVitals } from './page-vitals-store';
import { PRODUCTION } from '../../registry/registry';

/** Page views per network (client IP) in ten minutes: far above a shopper's pace, low enough that a script moves no p75 alone. */
export const PAGE_VITALS_LIMIT = beaconLimit(120);

/** Page views per session in the same ten minutes: one every ten seconds, a shopper's fastest browsing. */
export const PAGE_VITALS_PER_SESSION = 60;

/**
 * POST /api/page-vitals/, a beacon (beaconPlugin): one page view's Core Web Vitals with its route and widget versions,
 * and whom it counts for (BeaconSource: keys of the session and the network, nothing that names anybody; not the
 * exact time); a tag no remote exposes is dropped, an unknown version
 * stored as `unknown`.
 */
export const pageVitalsRoutes = beaconPlugin('pageVitals', ({ db, known, environment }: VersionedBeaconOptions) => ({
  body: PageVitals,
  limit: PAGE_VITALS_LIMIT,
  perSession: PAGE_VITALS_PER_SESSION,
  store: async (view, request, source) => {
    const widgets: Record<string, string> = {};
    for (const [widget, version] of Object.entries(view.widgets)) {
      if (is(widget, WidgetName) && (await known.hasRemote(widget))) widgets[widget] = await known.bucketOfWidget(widget, version);
    }
    await recordPageVitals(db, { ...view, widgets }, { environment: environment ?? PRODUCTION, ...source }, requestTime(request));
  },
}));
