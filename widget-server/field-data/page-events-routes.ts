import { PageEvents } from '@schaufenster/shared/api/page-events';
import { beaconLimit, beaconPlugin, type BeaconOptions } from './beacon-guard';
import { requestTime } from '../../server-kit/http/clock';
import { recordPageEvents } from './page-events-store';
import { PRODUCTION } from '../../registry/registry';

/** Batches per network (client IP) in ten minutes: a page sends one each time it is hidden, like its speed insights. */
export const PAGE_EVENTS_LIMIT = beaconLimit(120);

/** Batches per session in the same ten minutes: a page hidden every ten seconds. */
export const PAGE_EVENTS_PER_SESSION = 60;

/** A batch is a route and at most 13 counts: a few hundred bytes. Anything far larger is no page's. */
const PAGE_EVENTS_BODY_LIMIT_BYTES = 2048;

/**
 * POST /api/page-events/, a beacon (beaconPlugin): the web-analytics script's counts of the shop events pushed with
 * analytics consent, added to the route's counters of the hour (nothing personal stored); an event name outside SPEC
 * section 7's list is refused.
 */
export const pageEventsRoutes = beaconPlugin('pageEvents', ({ db, environment }: BeaconOptions) => ({
  bodyLimit: PAGE_EVENTS_BODY_LIMIT_BYTES,
  body: PageEvents,
  limit: PAGE_EVENTS_LIMIT,
  perSession: PAGE_EVENTS_PER_SESSION,
  store: (batch, request) => recordPageEvents(db, batch, environment ?? PRODUCTION, requestTime(request)),
}));
