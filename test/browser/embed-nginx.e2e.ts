import { rm } from 'node:fs/promises';
import { seededDataDir } from '../../scripts/seeded-data-dir';
import { browser, expect } from '@wdio/globals';
import './csp-guard';
import type { Product } from '../../shared/api';
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../server/test-server-process';
import { startForeignHost, type ForeignHost } from '../foreign-host/server';
import { freePort } from './free-port';
import { STOREFRONT_TAGS, addToCart, beaconStatuses, buyButtonTag, cartBadge, productForCmsPage, requestedUrls, responseStatuses, searchFor, waitForBadge } from './foreign-page';
import { startNginxCms, type NginxCms, type NginxRequest } from './nginx-cms';
import { afterTwoFrames, mountDeferred, openAndSettle, requestCount } from './widget-page';

// README setup 1, as written: Debian's nginx is the CMS's web server, the README's nginx file is included unchanged,
// and the Schaufenster server runs with the settings the README gives for it. That server is the spec's own, not the
// browser tests' shared one: TRUST_PROXY turns off the outbox page other specs read codes from, and IMAGE_ORIGIN
// must be this nginx's origin, which exists only while this spec runs.

const is2xx = (status: number) => status >= 200 && status < 300;

describe('widgets on a CMS page behind Debian’s nginx, with the README’s nginx file included unchanged (setup 1)', function () {
  // Its server and nginx start in the first hook, on a loaded machine more than mocha's 60 s (wdio reads a hook's
  // time limit as it starts it: a limit set inside the hook comes too late).
  this.timeout(SERVER_START_TIMEOUT_MS + 30_000);
  /** The CMS's origin: nginx on a free port. */
  let site = '';
  let dataDir = '';
  let shop: ServerProcess | undefined;
  let cms: ForeignHost | undefined;
  let nginx: NginxCms | undefined;
  let product: Product;

  /** What nginx passed to the Schaufenster server (not to the CMS) under a path prefix, with the statuses it answered. */
  async function passedUnder(prefix: string): Promise<NginxRequest[]> {
    const shopHost = new URL(shop?.url ?? '').host;
    return ((await nginx?.requests()) ?? []).filter((request) => request.upstream === shopHost && request.path.startsWith(prefix));
  }

  before(async () => {
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    dataDir = await seededDataDir();
    shop = await startServerProcess({
      DATA_DIR: dataDir,
      // The working tree's build, which wdio.conf.ts names (npm run build writes it).
      WIDGETS_DIST: process.env.WIDGETS_DIST ?? 'dist/build/widgets',
      // Setup 1's settings: shoppers reach the shop, its mail links and its images on the CMS's origin, through nginx.
      PUBLIC_ORIGIN: site,
      IMAGE_ORIGIN: site,
      TRUST_PROXY: 'loopback',
    });
    cms = await startForeignHost({
      port: 0,
      pages: { '/': () => ({ title: 'Ein CMS hinter nginx', widgetsOrigin: '', imageOrigin: site, tags: [...STOREFRONT_TAGS, buyButtonTag(product)] }) },
    });
    nginx = await startNginxCms({ port, cms: new URL(cms.origin).host, schaufenster: new URL(shop.url).host });
    product = await productForCmsPage(shop.url);
    // A new visitor: the shop's own page set a session cookie for 127.0.0.1, the host of every origin here.
    await browser.deleteCookies();
  });

  after(async () => {
    await nginx?.close();
    await cms?.close();
    await shop?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('mounts every widget from the CMS’s origin: nginx passes the widget files and the API calls to the Schaufenster server', async () => {
    await openAndSettle(`${site}/`);
    // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
    const states = await mountDeferred();
    expect(states).toEqual({ header: 'mounted', search: 'mounted', minicart: 'mounted', address: 'mounted', auth: 'mounted', 'minicart/buy-button': 'mounted' });
    expect((await requestedUrls()).filter((url) => new URL(url).origin !== site)).toEqual([]);
    for (const wanted of ['/widgets/loader.js', '/widgets/registry.json', '/api/s/', '/api/checkout-v3/cart/overview/']) {
      expect((await passedUnder(wanted)).map((request) => request.status)).toContain(200);
    }
  });

  it('has the mount beacons answered 2xx, not 403 foreignOrigin: nginx passes the Host with its port', async () => {
    await browser.waitUntil(async () => (await beaconStatuses(site)).some((status) => status !== 0), { timeoutMsg: 'no mount beacon was answered' });
    expect((await beaconStatuses(site)).filter((status) => status !== 0 && !is2xx(status))).toEqual([]);
    const beacons = await passedUnder('/api/widget-mounts/');
    expect(beacons.length).toBeGreaterThan(0);
    expect(beacons.filter((request) => !is2xx(request.status))).toEqual([]);
  });

  it('searches, with the product images and the widgets’ font loaded through nginx', async () => {
    expect((await searchFor('kleid')).length).toBeGreaterThan(0);
    const images = await responseStatuses(`${site}/images/`);
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((image) => image.status !== 200)).toEqual([]);
    const fonts = await responseStatuses(`${site}/fonts/`);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => font.status !== 200)).toEqual([]);
    const loaded = await browser.execute(() => [...document.fonts].filter((face) => face.family === 'Inter' && face.status === 'loaded').length);
    expect(loaded).toBeGreaterThan(0);
    expect((await passedUnder('/images/')).length).toBeGreaterThan(0);
    expect((await passedUnder('/fonts/')).length).toBeGreaterThan(0);
  });

  it('puts a size in the cart with the session cookie nginx passes on, and keeps it on the next page view', async () => {
    expect(await addToCart(product)).toBe('Der Artikel liegt jetzt in deinem Warenkorb.');
    await waitForBadge('1');
    await openAndSettle(`${site}/`);
    await waitForBadge('1');
    expect((await passedUnder('/api/checkout-v3/cart/add/')).map((request) => request.status)).toContain(200);
  });

  it('logs out through nginx: /logout/ ends the session and lands on the CMS’s home page with an empty cart', async () => {
    const [before] = await browser.getCookies({ name: 'sid' });
    expect(before).toBeDefined();
    await openAndSettle(`${site}/logout/`);
    expect(await browser.getUrl()).toBe(`${site}/`);
    await browser.waitUntil(async () => (await requestCount('/api/checkout-v3/cart/overview/')) > 0, { timeoutMsg: 'the header never asked for the cart' });
    await afterTwoFrames();
    expect(await cartBadge()).toBe('');
    expect((await browser.getCookies({ name: 'sid' }))[0]?.value).not.toBe(before?.value);
    expect((await passedUnder('/logout/')).map((request) => request.status)).toEqual([302]);
  });
});
