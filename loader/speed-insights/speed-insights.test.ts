import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { MeasuredVital } from './page-view-vitals';
import { startSpeedInsights } from './speed-insights';

let report: (vital: MeasuredVital) => void = () => undefined;
let stop: () => void = () => undefined;
const beacons: { url: string; body: unknown }[] = [];

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

function show(persisted: boolean): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

beforeEach(() => {
  beacons.length = 0;
  window.dataLayer = [{ event: 'widget_mount', widget: 'header', version: '1.0.0', outcome: 'mounted' }];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: jest.fn((url: string, body: Blob) => {
      void body.text().then((text) => beacons.push({ url, body: JSON.parse(text) }));
      return true;
    }),
  });
  stop = startSpeedInsights({ beaconUrl: '/api/page-vitals/', route: 'home' }, (callback) => {
    report = callback;
  });
});
afterEach(() => {
  stop();
  show(false);
});

const sentBodies = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return beacons.map((beacon) => beacon.body);
};

describe('speed insights of a page view', () => {
  it('sends the latest vitals once when the page is hidden, with the route and the mounted widgets', async () => {
    report({ name: 'LCP', value: 800 });
    report({ name: 'LCP', value: 1200 });
    report({ name: 'CLS', value: 0.05 });
    hide();
    window.dispatchEvent(new Event('pagehide'));
    hide();
    expect(await sentBodies()).toEqual([{ route: 'home', widgets: { header: '1.0.0' }, lcp: 1200, cls: 0.05 }]);
    expect(beacons[0]?.url).toBe('/api/page-vitals/');
  });

  it('sends nothing when nothing was measured', async () => {
    hide();
    expect(await sentBodies()).toEqual([]);
  });

  it('counts a page restored from the back/forward cache as a new page view', async () => {
    report({ name: 'TTFB', value: 100 });
    window.dispatchEvent(new Event('pagehide'));
    show(true);
    report({ name: 'INP', value: 40 });
    hide();
    expect(await sentBodies()).toEqual([
      { route: 'home', widgets: { header: '1.0.0' }, ttfb: 100 },
      { route: 'home', widgets: { header: '1.0.0' }, inp: 40 },
    ]);
  });

  it('hands the vitals to web analytics only while the tag manager reports analytics_storage granted', async () => {
    window.dataLayer?.push({ event: 'consent_update', analytics_storage: 'denied', ad_storage: 'denied' });
    report({ name: 'LCP', value: 900 });
    hide();
    expect(window.dataLayer?.some((entry) => (entry as { event?: string }).event === 'page_vitals')).toBe(false);
    show(true);
    window.dataLayer?.push({ event: 'consent_update', analytics_storage: 'granted', ad_storage: 'denied' });
    report({ name: 'LCP', value: 700 });
    hide();
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'page_vitals', route: 'home', widgets: { header: '1.0.0' }, lcp: 700 });
    expect(await sentBodies()).toHaveLength(2);
  });
});
