import { PageVitals } from '@schaufenster/shared/api/page-vitals';
import { is } from 'superstruct';
import { beaconLimit, beaconPlugin } from '../http/beacon-guard';
import { requestTime } from '../http/clock';
import type { VersionedBeaconOptions } from './known-versions';
import { WidgetName } from './mount-report-routes';
import { recordPageVitals } from './page-vitals-store';
import { PRODUCTION } from '../../../registry/registry';

/** Page views per network (client IP) in ten minutes: far above a shopper's pace, low enough that a script moves no p75 alone. */
export const PAGE_VITALS_LIMIT = beaconLimit(120);

/**
 * POST /api/page-vitals/, a beacon (beaconPlugin): one page view's Core Web Vitals with its route and widget versions,
 * nothing personal stored (not the address, not the exact time); a tag no remote exposes is dropped, an unknown version
 * stored as `unknown`.
 */
export const pageVitalsRoutes = beaconPlugin('pageVitals', ({ db, known, environment }: VersionedBeaconOptions) => ({
  body: PageVitals,
  limit: PAGE_VITALS_LIMIT,
  store: async (view, request) => {
    const widgets: Record<string, string> = {};
    for (const [widget, version] of Object.entries(view.widgets)) {
      if (is(widget, WidgetName)) widgets[widget] = await known.bucketOfWidget(widget, version);
    }
    await recordPageVitals(db, { ...view, widgets }, environment ?? PRODUCTION, requestTime(request));
  },
}));
