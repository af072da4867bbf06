import { $, browser, expect } from '@wdio/globals';
import './csp-guard';
import type { Product } from '../../shared/api';
import { startForeignHost, type ForeignHost } from '../foreign-host/server';
import { freshEmail, mailedCode } from './auth-outbox';
import { fillAuthForm, headerButton, submitAuthForm, waitForAuthText } from './auth-widget';
import {
  STOREFRONT_TAGS,
  addToCart,
  beaconStatuses,
  buyButtonTag,
  waitForBadge,
  crossOriginPage,
  demoOrigin,
  foreignPort,
  headerGreetsCustomer,
  productForCmsPage,
  requestedUrls,
  searchFor,
  sessionOnApi,
} from './foreign-page';
import { mountDeferred, openAndSettle } from './widget-page';

const ADDED = 'Der Artikel liegt jetzt in deinem Warenkorb.';

/** A brand name that breaks `data-props='…'`: in a child script it needs no quoting. */
const SELLING_POINT = "Marc O'Polo ab 49 € versandkostenfrei";

/** Waits until the header's shadow root shows a text. */
const waitForHeaderText = (text: string) =>
  browser.waitUntil(() => browser.execute((shown: string) => (document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot?.textContent ?? '').includes(shown), text), {
    timeoutMsg: `the header never showed ${text}`,
  });

describe('widgets on a CMS page of another origin (loader data-api, API CORS)', () => {
  let cms: ForeignHost;
  let product: Product;

  before(async () => {
    product = await productForCmsPage();
    cms = await startForeignHost({
      port: foreignPort(),
      pages: {
        '/produkt/': crossOriginPage('Ein fremdes CMS', [...STOREFRONT_TAGS, buyButtonTag(product)]),
        '/kasse/': crossOriginPage('Kasse eines fremden CMS', [
          { widget: 'header', props: { variant: 'checkout', safeCheckout: true, sellingPoints: [SELLING_POINT] }, propsIn: 'script', fallback: '<a href="/">Modehaus</a>', minHeight: 72 },
        ]),
      },
    });
  });
  after(() => cms.close());

  it('mounts every widget, with the widget files and every API call from the widgets’ origin', async () => {
    // A new visitor: the demo's page is open, so this deletes the session cookie of 127.0.0.1 (both origins' host).
    await browser.deleteCookies();
    await openAndSettle(`${cms.origin}/produkt/`);
    // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
    const states = await mountDeferred();
    expect(states).toEqual({ header: 'mounted', search: 'mounted', minicart: 'mounted', address: 'mounted', auth: 'mounted', 'minicart/buy-button': 'mounted' });
    expect(new URL(await browser.getUrl()).origin).toBe(cms.origin);
    const urls = await requestedUrls();
    const api = urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
    expect(api.map((url) => new URL(url).pathname)).toEqual(expect.arrayContaining(['/api/s/', '/api/checkout-v3/cart/overview/']));
    expect(api.filter((url) => new URL(url).origin !== demoOrigin())).toEqual([]);
    expect(urls.filter((url) => url.endsWith('remoteEntry.js')).every((url) => new URL(url).origin === demoOrigin())).toBe(true);
    // The mount reports reach the API too (a preflighted keepalive fetch, answered 204).
    await browser.waitUntil(async () => (await beaconStatuses(demoOrigin())).includes(204), { timeoutMsg: 'no mount beacon reached the API' });
  });

  it('logs in with a one-time code from the outbox: the header greets, the API session is logged in', async () => {
    const email = freshEmail('fremdes-cms');
    await (await headerButton('Mein Konto')).click();
    const tabs = await $('[data-widget="auth"] [data-widget-root]').shadow$$('a.tab');
    for (const tab of tabs) if ((await tab.getText()).trim() === 'Gastkonto') await tab.click();
    await fillAuthForm('guest', { email });
    // The code request carries the CSRF flow id the page could only read because the API exposes it.
    await submitAuthForm('guest');
    await waitForAuthText('Mit Gastkonto anmelden');
    await fillAuthForm('otp-verify', { code: await mailedCode(email) });
    await submitAuthForm('otp-verify');
    await browser.waitUntil(headerGreetsCustomer, { timeoutMsg: 'the header never showed the logged-in account entry' });
    expect(new URL(await browser.getUrl()).origin).toBe(cms.origin);
    expect(await sessionOnApi(demoOrigin())).toEqual({ isLogged: true });
  });

  it('searches and shows the hits', async () => {
    const hits = await searchFor('kleid');
    expect(hits.length).toBeGreaterThan(0);
  });

  it('puts a size in the cart: the sheet confirms, the header badge counts it, the cart is on the API', async () => {
    expect(await addToCart(product)).toBe(ADDED);
    await waitForBadge('1');
    const items = await browser.execute(async (url: string) => {
      const cart = (await (await fetch(url, { credentials: 'include' })).json()) as { summary: { itemQty: number } };
      return cart.summary.itemQty;
    }, `${demoOrigin()}/api/checkout-v3/cart/overview/`);
    expect(items).toBe(1);
  });

  it('mounts a tag whose props, apostrophe and all, come in a child script, and mounts it again with them after an unmount', async () => {
    expect(await openAndSettle(`${cms.origin}/kasse/`)).toEqual({ header: 'mounted' });
    await waitForHeaderText(SELLING_POINT);
    // The mount replaced the tag's content, script included; the loader keeps the props for the next mount.
    const remounted = await browser.execute(async () => {
      const tag = document.querySelector<HTMLElement>('[data-widget="header"]');
      if (!tag || !window.schaufenster) return 'no tag';
      window.schaufenster.unmount(tag);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return window.schaufenster.mount(tag);
    });
    expect(remounted).toBe('mounted');
    await waitForHeaderText(SELLING_POINT);
  });
});
