import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { hasConsent } from '@schaufenster/shared/attribution/consent';
import { addVital, type MeasuredVital, type MeasuredVitals, pageViewReport } from './page-view-vitals';

/** The data-layer event web analytics receive a page view's vitals in, with analytics consent only. */
export const PAGE_VITALS_EVENT = 'page_vitals';

/** Subscribes to the vitals; web-vitals by default, a fake in tests. */
export type ObserveVitals = (report: (vital: MeasuredVital) => void) => void;

/**
 * Every change of LCP, INP, CLS and TTFB as web-vitals measures it, so the values at hiding time are the latest. Each
 * observer starts in a task of its own (their buffered entries lose nothing meanwhile): together, in the page's start,
 * they made one long task of 45 to 60 ms on a throttled phone.
 */
const observeWebVitals: ObserveVitals = (report) => {
  const options = { reportAllChanges: true };
  const observers = [() => onLCP(report, options), () => onINP(report, options), () => onCLS(report, options), () => onTTFB(report)];
  for (const observe of observers) setTimeout(observe, 0);
};

/** Where a page view's speed insights go and what they say the page is. */
export interface SpeedInsightsOptions {
  /** The shop's own API route (`data-beacon`), POSTed with navigator.sendBeacon. */
  beaconUrl: string;
  /** The CMS page id (`data-page-id`): one per route, not per product. */
  route: string;
}

/**
 * Measures the page view's Core Web Vitals and, the first time the page is hidden (tab switched, page left or closed),
 * sends them once with the route and the mounted widget versions: always to the shop (no identifier; the session
 * cookie the browser sends along proves a page of the shop sent it), and into the data layer for web analytics only while the tag manager reports `analytics_storage` granted.
 * A page restored from the back/forward cache is a new page view. Returns the function that stops it.
 */
export function startSpeedInsights({ beaconUrl, route }: SpeedInsightsOptions, observe: ObserveVitals = observeWebVitals): () => void {
  let vitals: MeasuredVitals = {};
  let sent = false;
  observe((vital) => addVital(vitals, vital));
  const send = () => {
    const report = sent ? undefined : pageViewReport(route, vitals, window.dataLayer, document);
    if (!report) return;
    sent = true;
    try {
      navigator.sendBeacon(beaconUrl, new Blob([JSON.stringify(report)], { type: 'application/json' }));
      if (hasConsent('analytics_storage')) (window.dataLayer ??= []).push({ event: PAGE_VITALS_EVENT, ...report });
    } catch {
      // Reporting must never break a page: a browser without beacons just does not report.
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') send();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    vitals = {};
    sent = false;
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', send);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', send);
    window.removeEventListener('pageshow', onPageShow);
  };
}
