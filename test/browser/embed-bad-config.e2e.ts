import { $, $$, browser, expect } from '@wdio/globals';
import './csp-guard';
import { startForeignHost, type ForeignHost } from '../foreign-host/server';
import { headerButton } from './auth-widget';
import { freePort } from './free-port';
import { STOREFRONT_TAGS, crossOriginPage, requestedUrls, foreignPort } from './foreign-page';
import { errorModals, readLog, watchLog, type PageLog } from './page-log';
import { mountDeferred, openAndSettle } from './widget-page';

const MALFORMED = 'http//127.0.0.1:4600';

describe('a CMS page with a bad API configuration', () => {
  let cms: ForeignHost;
  let log: PageLog;

  before(async () => {
    const unreachable = `http://127.0.0.1:${await freePort()}`;
    cms = await startForeignHost({
      port: foreignPort(),
      pages: {
        '/kaputt/': crossOriginPage('Falsches data-api', STOREFRONT_TAGS, { api: MALFORMED }),
        '/unerreichbar/': crossOriginPage('API nicht erreichbar', STOREFRONT_TAGS, { api: unreachable }),
      },
    });
    log = watchLog();
  });
  after(() => cms.close());
  beforeEach(() => {
    log.consoleErrors.length = 0;
    log.uncaught.length = 0;
  });

  it('says once, naming data-api, that the value is malformed; every widget fails alone and keeps its fallback', async () => {
    const states = await openAndSettle(`${cms.origin}/kaputt/`);
    expect(states).toEqual({ header: 'failed', search: 'failed', minicart: 'failed', address: 'failed', auth: 'failed' });
    expect(await $('[data-widget="header"] a[href="/"]').getText()).toBe('Schaufenster');
    expect(await $('[data-widget="header"]').getAttribute('data-widget-error')).toContain(`data-api="${MALFORMED}" is not an origin or base URL`);
    expect(await $$('[data-widget-root]').length).toBe(0);
    await browser.waitUntil(
      async () => {
        await readLog();
        return log.consoleErrors.length > 0;
      },
      { timeoutMsg: 'the loader said nothing' },
    );
    expect(log.consoleErrors).toEqual([expect.stringContaining(`[schaufenster] data-api="${MALFORMED}" is not an origin or base URL`)]);
    expect((await requestedUrls()).filter((url) => url.includes('/api/'))).toEqual([]);
    await readLog();
    expect(log.uncaught).toEqual([]);
  });

  it('handles an unreachable API: widgets mount, the visitor stays logged out, the loads in the background raise no error modal, nothing uncaught', async () => {
    await openAndSettle(`${cms.origin}/unerreichbar/`);
    // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
    const states = await mountDeferred();
    expect(states).toEqual({ header: 'mounted', search: 'mounted', minicart: 'mounted', address: 'mounted', auth: 'mounted' });
    // The session is retried twice (2 s, then 4 s) and then leaves the widgets logged out.
    await browser.waitUntil(
      async () => {
        await readLog();
        return log.consoleErrors.some((text) => text.includes('the session could not be loaded'));
      },
      {
        timeout: 20_000,
        timeoutMsg: 'the session failure was never logged',
      },
    );
    // The cart's load failed too: the mini-cart says so in its flyout, with Nochmal versuchen, and no modal opens over the page.
    expect(log.consoleErrors.some((text) => text.includes('the cart could not be loaded'))).toBe(true);
    expect(await errorModals()).toEqual([]);
    expect(await (await headerButton('Mein Konto')).isExisting()).toBe(true);
    await readLog();
    expect(log.uncaught).toEqual([]);
  });
});
