import { browser, expect } from '@wdio/globals';
import './csp-guard';
import type { Product } from '../../shared/api';
import { startForeignHost, type ForeignHost } from '../foreign-host/server';
import { STOREFRONT_TAGS, addToCart, buyButtonTag, demoImageOrigin, demoOrigin, productForCmsPage, requestedUrls, searchFor, waitForBadge } from './foreign-page';
import { mountDeferred, openAndSettle } from './widget-page';

describe('widgets on a CMS page whose server proxies /api/ and /widgets/ to ours (same origin, no data-api)', () => {
  let cms: ForeignHost;
  let product: Product;

  before(async () => {
    product = await productForCmsPage();
    cms = await startForeignHost({
      port: 0,
      proxyTo: demoOrigin(),
      pages: {
        '/': () => ({ title: 'Ein CMS mit Reverse Proxy', widgetsOrigin: '', imageOrigin: demoImageOrigin(), tags: [...STOREFRONT_TAGS, buyButtonTag(product)] }),
      },
    });
    await browser.deleteCookies();
  });
  after(() => cms.close());

  it('mounts every widget from the CMS’s own origin: files and API calls pass the proxy', async () => {
    await openAndSettle(`${cms.origin}/`);
    // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
    const states = await mountDeferred();
    expect(states).toEqual({ header: 'mounted', search: 'mounted', minicart: 'mounted', address: 'mounted', auth: 'mounted', 'minicart/buy-button': 'mounted' });
    const own = (await requestedUrls()).filter((url) => !url.startsWith(demoImageOrigin()));
    expect(own.filter((url) => new URL(url).origin !== cms.origin)).toEqual([]);
    const passed = ['/widgets/loader.js', '/widgets/registry.json', '/api/s/', '/api/checkout-v3/cart/overview/'];
    await browser.waitUntil(() => passed.every((path) => cms.proxied.includes(path)), { timeoutMsg: `the proxy passed on ${cms.proxied.join(', ')}` });
  });

  it('searches and puts a size in the cart with the session the proxy passes on', async () => {
    expect((await searchFor('kleid')).length).toBeGreaterThan(0);
    expect(await addToCart(product)).toBe('Der Artikel liegt jetzt in deinem Warenkorb.');
    await waitForBadge('1');
    // The session cookie belongs to the CMS's origin: the cart is there on the next page view.
    await openAndSettle(`${cms.origin}/`);
    await waitForBadge('1');
    expect(cms.proxied).toContain('/api/checkout-v3/cart/add/');
  });
});
