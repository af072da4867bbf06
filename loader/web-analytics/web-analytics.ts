import { consentOf } from '@schaufenster/shared/attribution/consent';
import { watchDataLayer } from '@schaufenster/shared/tracking/watch-data-layer';
import { countEvent, type EventCounts, eventsReport, shopEventOf } from './event-counts';

/** Where a page's event counts go and what they say the page is. */
export interface WebAnalyticsOptions {
  /** The shop's own API route (`data-beacon`), POSTed with navigator.sendBeacon. */
  beaconUrl: string;
  /** The CMS page id (`data-page-id`): one per route, not per product. */
  route: string;
}

/**
 * Counts the shop events the widgets push into `window.dataLayer`, those pushed before it started included, but only
 * those pushed while the tag manager reports `analytics_storage` granted: the data layer is read in order, so an event
 * pushed under a denial is never counted, not even after a later grant, and a withdrawal drops what was not sent yet.
 * Each time the page is hidden (tab switched, page left or closed) the batch is sent once with navigator.sendBeacon:
 * the route and a count per event name, no identifier (the session cookie the browser sends along proves a page of
 * the shop sent it). Returns the function that stops it.
 */
export function startWebAnalytics({ beaconUrl, route }: WebAnalyticsOptions): () => void {
  let granted = false;
  let counts: EventCounts = {};
  const take = (entry: unknown) => {
    const consent = consentOf(entry, 'analytics_storage');
    if (consent !== undefined) {
      granted = consent;
      if (!granted) counts = {};
      return;
    }
    const event = granted ? shopEventOf(entry) : undefined;
    if (event) countEvent(counts, event);
  };
  try {
    for (const entry of window.dataLayer ?? []) take(entry);
  } catch {
    // A broken data layer gives no consent and no events.
  }
  const stopWatching = watchDataLayer(take);
  const send = () => {
    const report = eventsReport(route, counts);
    if (!report) return;
    counts = {};
    try {
      navigator.sendBeacon(beaconUrl, new Blob([JSON.stringify(report)], { type: 'application/json' }));
    } catch {
      // Reporting must never break a page: a browser without beacons just does not report.
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') send();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', send);
  return () => {
    stopWatching();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', send);
  };
}
