import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { hasMarketingConsent, marketingConsentOf, onMarketingConsentChange } from './consent';

// gtag() pushes its arguments object, not an array.
function gtagArguments(..._args: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: gtag's data layer entries are Arguments objects, and the consent reader must accept them.
  return arguments;
}

let stop: () => void = () => undefined;

beforeEach(() => {
  delete window.dataLayer;
});

afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

describe('marketingConsentOf', () => {
  it.each([
    { entry: { event: 'consent_update', ad_storage: 'granted', analytics_storage: 'denied' }, consent: true },
    { entry: { event: 'consent_update', ad_storage: 'denied', analytics_storage: 'granted' }, consent: false },
    { entry: gtagArguments('consent', 'default', { ad_storage: 'denied' }), consent: false },
    { entry: gtagArguments('consent', 'update', { ad_storage: 'granted' }), consent: true },
    { entry: ['consent', 'update', { ad_storage: 'granted' }], consent: true },
    { entry: gtagArguments('consent', 'update', { analytics_storage: 'granted' }), consent: undefined },
    { entry: gtagArguments('config', 'G-1', { ad_storage: 'granted' }), consent: undefined },
    { entry: { event: 'consent_update', ad_storage: 'yes' }, consent: undefined },
    { entry: { event: 'page_view' }, consent: undefined },
    { entry: null, consent: undefined },
    { entry: 'consent', consent: undefined },
  ])('reads $entry as $consent', ({ entry, consent }) => {
    expect(marketingConsentOf(entry)).toBe(consent);
  });
});

describe('hasMarketingConsent', () => {
  it('is false without a consent tool or any consent entry', () => {
    expect(hasMarketingConsent()).toBe(false);
    window.dataLayer = [{ event: 'gtm.js' }];
    expect(hasMarketingConsent()).toBe(false);
  });

  it('follows the latest entry that names ad_storage', () => {
    window.dataLayer = [{ event: 'consent_update', ad_storage: 'denied' }, gtagArguments('consent', 'update', { ad_storage: 'granted' }), { event: 'page_view' }];
    expect(hasMarketingConsent()).toBe(true);
    window.dataLayer.push({ event: 'consent_update', ad_storage: 'denied' });
    expect(hasMarketingConsent()).toBe(false);
  });

  it('is false when the data layer is no array', () => {
    Reflect.set(window, 'dataLayer', 'broken');
    expect(hasMarketingConsent()).toBe(false);
  });
});

describe('onMarketingConsentChange', () => {
  it('tells at once when the shopper gives or withdraws consent, not when the state stays', () => {
    window.dataLayer = [{ event: 'consent_update', ad_storage: 'denied' }];
    const listener = jest.fn();
    stop = onMarketingConsentChange(listener);
    window.dataLayer.push({ event: 'consent_update', ad_storage: 'denied' });
    window.dataLayer.push({ event: 'consent_update', ad_storage: 'granted' });
    window.dataLayer.push(gtagArguments('consent', 'update', { ad_storage: 'granted' }));
    window.dataLayer.push({ event: 'consent_update', ad_storage: 'denied' });
    expect(listener.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps the push working: entries arrive, the length is answered, a failing listener is only reported', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stop = onMarketingConsentChange(() => {
      throw new Error('broken listener');
    });
    const layer = window.dataLayer ?? [];
    expect(layer.push({ event: 'consent_update', ad_storage: 'granted' })).toBe(1);
    expect([...layer]).toEqual([{ event: 'consent_update', ad_storage: 'granted' }]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('gives the data layer its own push back when stopped', () => {
    window.dataLayer = [];
    const own = window.dataLayer.push;
    onMarketingConsentChange(() => undefined)();
    expect(window.dataLayer.push).toBe(own);
  });
});
