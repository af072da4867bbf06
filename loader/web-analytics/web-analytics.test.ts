import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startWebAnalytics } from './web-analytics';

const beacons: { url: string; body: unknown }[] = [];
let stop: () => void = () => undefined;

const consent = (analytics: 'granted' | 'denied') => ({ event: 'consent_update', analytics_storage: analytics, ad_storage: 'denied' });
const push = (...entries: unknown[]) => window.dataLayer?.push(...entries);
const start = () => {
  stop = startWebAnalytics({ beaconUrl: '/api/page-events/', route: 'home' });
};

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

const sentBodies = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return beacons.map((beacon) => beacon.body);
};

beforeEach(() => {
  beacons.length = 0;
  window.dataLayer = [{ 'gtm.start': 1, event: 'gtm.js' }];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: jest.fn((url: string, body: Blob) => {
      void body.text().then((text) => beacons.push({ url, body: JSON.parse(text) }));
      return true;
    }),
  });
});
afterEach(() => {
  stop();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('web analytics of a page', () => {
  it('sends nothing without consent: no tag manager decision is a denial', async () => {
    start();
    push({ event: 'page_view', page_id: 'home' }, { event: 'add_to_cart', ecommerce: {} });
    window.dispatchEvent(new Event('pagehide'));
    push(consent('denied'), { event: 'view_cart', ecommerce: {} });
    hide();
    expect(await sentBodies()).toEqual([]);
  });

  it('counts the events pushed with consent, those before it started included, and sends them once when the page is hidden', async () => {
    push(consent('granted'), { event: 'page_view', page_id: 'home' }, { ecommerce: null }, { event: 'view_item_list', ecommerce: {} });
    start();
    push({ ecommerce: null }, { event: 'add_to_cart', ecommerce: { value: 59.99 } }, { event: 'add_to_cart', ecommerce: {} }, { event: 'gtm.click' }, { event: 'widget_mount', widget: 'header' });
    window.dispatchEvent(new Event('pagehide'));
    hide();
    expect(await sentBodies()).toEqual([{ route: 'home', events: { page_view: 1, view_item_list: 1, add_to_cart: 2 } }]);
    expect(beacons[0]?.url).toBe('/api/page-events/');
  });

  it('never sends events pushed before consent was granted, not even after the grant', async () => {
    push(consent('denied'), { event: 'page_view', page_id: 'home' });
    start();
    push({ event: 'view_item', ecommerce: {} }, consent('granted'), { event: 'add_to_cart', ecommerce: {} });
    hide();
    expect(await sentBodies()).toEqual([{ route: 'home', events: { add_to_cart: 1 } }]);
  });

  it('stops at once when consent is withdrawn, dropping what was not sent yet', async () => {
    push(consent('granted'));
    start();
    push({ event: 'page_view', page_id: 'home' }, consent('denied'), { event: 'add_to_cart', ecommerce: {} });
    hide();
    push(consent('granted'), { event: 'view_cart', ecommerce: {} });
    window.dispatchEvent(new Event('pagehide'));
    expect(await sentBodies()).toEqual([{ route: 'home', events: { view_cart: 1 } }]);
  });

  it('sends each batch once: what follows a hiding goes with the next one', async () => {
    push(consent('granted'));
    start();
    push({ event: 'page_view', page_id: 'home' });
    hide();
    hide();
    push({ event: 'purchase', ecommerce: { value: 120, transaction_id: 'A-1', user_data: { sha256_user_id: 'abc' } } });
    window.dispatchEvent(new Event('pagehide'));
    expect(await sentBodies()).toEqual([
      { route: 'home', events: { page_view: 1 } },
      { route: 'home', events: { purchase: 1 } },
    ]);
  });

  it('names no visitor: the body is the route and the counts, nothing of the events', async () => {
    document.cookie = 'sid=abc';
    push(consent('granted'), { event: 'purchase', ecommerce: { value: 120, transaction_id: 'A-1', user_data: { sha256_user_id: 'f00d' } } });
    start();
    hide();
    const [body] = await sentBodies();
    expect(Object.keys(body as object).sort()).toEqual(['events', 'route']);
    expect(JSON.stringify(body)).not.toMatch(/A-1|f00d|abc|120/);
  });

  it('follows gtag consent commands too, and gives the data layer its push back when stopped', async () => {
    const own = window.dataLayer?.push;
    start();
    push(['consent', 'update', { analytics_storage: 'granted' }], { event: 'select_item', ecommerce: {} });
    stop();
    expect(window.dataLayer?.push).toBe(own);
    push({ event: 'select_item', ecommerce: {} });
    hide();
    expect(await sentBodies()).toEqual([]);
  });
});
